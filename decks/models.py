"""Decks: the current list (``DeckCard``, searchable by card) and every saved version (``DeckVersion``, JSON).

A deck belongs to one game and names one format by key (``decks.formats``: formats are data, not rows here).
Sections are keys the format defines: L5R ``pregame`` / ``dynasty`` / ``fate``, Naruto ``main`` /
``missions``, ChiAxis ``main``. Writes go through ``decks.services`` (deck_create, deck_update, ...); reads
that pages and the API share through ``decks.selectors``.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse

from rulings.games import Game


def new_public_id() -> str:
    """An identifier nobody can guess (72 random bits, URL-safe): the address of the deck, unlisted too."""
    return secrets.token_urlsafe(9)


class DeckQuerySet(models.QuerySet):
    def for_game(self, game: str | None) -> DeckQuerySet:
        return self.filter(game=game) if game else self

    def public(self) -> DeckQuerySet:
        return self.filter(visibility=Deck.Visibility.PUBLIC)

    def visible_to(self, user) -> DeckQuerySet:
        """Decks a user may open by their link: their own, public and unlisted ones (private: owner only)."""
        shared = models.Q(visibility__in=[Deck.Visibility.PUBLIC, Deck.Visibility.UNLISTED])
        if user is not None and user.is_authenticated:
            return self.filter(shared | models.Q(owner=user))
        return self.filter(shared)

    def listed_for(self, user) -> DeckQuerySet:
        """Decks that appear in lists for a user: their own and public ones (unlisted ones only by link)."""
        public = models.Q(visibility=Deck.Visibility.PUBLIC)
        if user is not None and user.is_authenticated:
            return self.filter(public | models.Q(owner=user))
        return self.filter(public)

    def containing(self, card) -> DeckQuerySet:
        return self.filter(cards__card=card).distinct()


class Deck(models.Model):
    class Visibility(models.TextChoices):
        PRIVATE = "private", "Private"
        UNLISTED = "unlisted", "Unlisted (anyone with the link)"
        PUBLIC = "public", "Public"

    public_id = models.CharField(max_length=24, unique=True, default=new_public_id, editable=False)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="decks")
    game = models.CharField(max_length=16, choices=Game.choices)
    format_key = models.CharField(max_length=120, help_text="A key of decks.formats for the deck's game.")
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    visibility = models.CharField(max_length=16, choices=Visibility.choices, default=Visibility.PRIVATE)
    faction = models.CharField(
        max_length=120, blank=True, help_text="Clan/faction, from the Stronghold (L5R) or the main group."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # The last validation, recorded on every save.
    validated_format = models.CharField(max_length=120, blank=True)
    rules_version = models.CharField(max_length=40, blank=True)
    validated_at = models.DateTimeField(null=True, blank=True)
    is_valid = models.BooleanField(default=False)
    problem_count = models.PositiveIntegerField(default=0)
    card_count = models.PositiveIntegerField(default=0)
    current_version = models.PositiveIntegerField(default=0, help_text="Number of the latest DeckVersion.")
    copied_from = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="copies"
    )

    objects = DeckQuerySet.as_manager()

    class Meta:
        ordering = ["-updated_at", "-id"]
        indexes = [
            models.Index(fields=["game", "visibility", "format_key"]),
            models.Index(fields=["owner", "-updated_at"]),
            models.Index(fields=["visibility", "game", "faction"]),
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("decks:detail", kwargs={"public_id": self.public_id})

    def is_owned_by(self, user) -> bool:
        return user is not None and user.is_authenticated and user.pk == self.owner_id

    def can_be_viewed_by(self, user) -> bool:
        return self.visibility != Deck.Visibility.PRIVATE or self.is_owned_by(user)

    def is_listed_to(self, user) -> bool:
        """Whether ``user`` may come across this deck without being given its link: public, or theirs."""
        return self.visibility == Deck.Visibility.PUBLIC or self.is_owned_by(user)

    def original_for(self, user) -> Deck | None:
        """The deck this one was copied from, if ``user`` may already find it (public, or theirs). An unlisted
        original is not linked: its link is the secret that a copy, perhaps public, must not hand on."""
        original = self.copied_from
        return original if original is not None and original.is_listed_to(user) else None


class DeckCard(models.Model):
    """One line of the current list: a card, how many, in which section."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="cards")
    card = models.ForeignKey("cards.Card", on_delete=models.PROTECT, related_name="deck_entries")
    quantity = models.PositiveSmallIntegerField()
    section = models.CharField(max_length=16)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["deck", "section", "position"]
        constraints = [
            models.UniqueConstraint(fields=["deck", "card", "section"], name="decks_card_unique_per_section"),
            models.CheckConstraint(condition=models.Q(quantity__gte=1), name="decks_card_quantity_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.quantity}x {self.card} ({self.section})"


class DeckVersion(models.Model):
    """A saved state of a deck. ``content``: [{"key", "title", "version", "quantity", "section"}], in order.

    Titles are kept beside keys so a version still reads right if a card is later re-keyed or removed.
    """

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)
    note = models.CharField(max_length=300, blank=True)
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    format_key = models.CharField(max_length=120)
    content = models.JSONField(default=list)
    rules_version = models.CharField(max_length=40, blank=True)
    is_valid = models.BooleanField(default=False)
    problem_count = models.PositiveIntegerField(default=0)
    restored_from = models.PositiveIntegerField(
        null=True, blank=True, help_text="Number of the version restored."
    )

    class Meta:
        ordering = ["deck", "-number"]
        constraints = [
            models.UniqueConstraint(fields=["deck", "number"], name="decks_version_unique_number"),
        ]

    def __str__(self) -> str:
        return f"{self.name} v{self.number}"

    @property
    def card_count(self) -> int:
        return sum(int(line.get("quantity", 0)) for line in self.content)
