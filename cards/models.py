"""The card database: cards (one per game and title/version), their printings, tags, typed stats and formats.

Stats live in their own table (``CardStat``), one row per stat the card prints, with an explicit kind (number,
signed modifier, dash, variable; see ``cards/stats.py``): "-" is not 0, "+1" is not 1, absent is no row. Tags
(types, decks, clans/factions, keywords) live in ``CardTag`` in the source's order, so they are both shown and
searched from one place.
"""

from __future__ import annotations

from django.db import models
from django.urls import reverse

from rulings.games import Game

from .clauses import STATUSES
from .stats import KINDS, STAT_ORDER, PrintedStat


class Format(models.Model):
    """A play format / legality tag, as the data names it (every L5R legality tag is one)."""

    game = models.CharField(max_length=16, choices=Game.choices)
    name = models.CharField(max_length=120)
    slug = models.SlugField(max_length=120)
    position = models.PositiveIntegerField(default=0, help_text="Order of first appearance in the sets.")

    class Meta:
        ordering = ["game", "position", "name"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="cards_format_unique_slug")]

    def __str__(self) -> str:
        return self.name


class CardSet(models.Model):
    game = models.CharField(max_length=16, choices=Game.choices)
    name = models.CharField(max_length=160)
    slug = models.SlugField(max_length=160)
    code = models.CharField(max_length=16, blank=True)
    arc = models.CharField(max_length=120, blank=True)
    release_date = models.DateField(null=True, blank=True)
    position = models.PositiveIntegerField(default=0)
    is_demo = models.BooleanField(default=False, help_text="Written by the Desk as demo data, not official.")

    class Meta:
        ordering = ["game", "release_date", "position", "name"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="cards_set_unique_slug")]

    def __str__(self) -> str:
        return self.name


class CardQuerySet(models.QuerySet):
    def for_game(self, game: str | None) -> CardQuerySet:
        return self.filter(game=game) if game else self

    def legal_in(self, fmt: Format | None) -> CardQuerySet:
        return self.filter(formats=fmt, is_banned=False) if fmt else self

    def with_details(self) -> CardQuerySet:
        return self.prefetch_related("tags", "stats")


class Card(models.Model):
    game = models.CharField(max_length=16, choices=Game.choices)
    key = models.SlugField(max_length=200, help_text="Identity within the game, stable across imports.")
    title = models.CharField(max_length=200)
    version = models.CharField(
        max_length=200, blank=True, help_text='e.g. "Experienced 2", a Naruto subtitle.'
    )
    card_type = models.CharField(max_length=40, blank=True)
    text = models.TextField(blank=True, help_text="As the source marks it up; render with cards.markup.")
    title_search = models.CharField(max_length=420, editable=False)
    text_search = models.TextField(blank=True, editable=False)
    is_unique = models.BooleanField(default=False)
    is_banned = models.BooleanField(default=False)
    errata = models.JSONField(default=list, blank=True, help_text="[{date, source, source_url, text}]")
    errata_note = models.TextField(blank=True)
    effect_script = models.TextField(blank=True, help_text="YAML in the engine's scenario language.")
    engine_status = models.CharField(
        max_length=8,
        choices=[(status, status) for status in STATUSES],
        blank=True,
        db_index=True,
        help_text="How much of its text the engine plays: full, partial, none (cards.clauses).",
    )
    engine_clauses = models.JSONField(
        default=list, blank=True, help_text="Its text as clauses: [{id, kind, markup, text, played, ...}]."
    )
    # Nullable: adding it is a plain ADD COLUMN on SQLite (no table rebuild, which drops the search triggers).
    compiled_text = models.JSONField(
        null=True,
        blank=True,
        help_text="Its text compiled (cards.compiled): {version, text_hash, fields, clauses}; "
        "a hand-written effect script wins over it.",
    )
    formats = models.ManyToManyField(Format, related_name="cards", blank=True)
    content_hash = models.CharField(max_length=64, editable=False)

    objects = CardQuerySet.as_manager()

    class Meta:
        ordering = ["title", "version"]
        constraints = [models.UniqueConstraint(fields=["game", "key"], name="cards_card_unique_key")]
        indexes = [models.Index(fields=["game", "title_search"]), models.Index(fields=["title_search"])]

    def __str__(self) -> str:
        return self.display_title

    def get_absolute_url(self) -> str:
        return reverse("cards:detail", kwargs={"game": self.game, "key": self.key})

    @property
    def display_title(self) -> str:
        return f"{self.title} • {self.version}" if self.version else self.title

    def tags_of(self, kind: str) -> list[CardTag]:
        return [tag for tag in self.tags.all() if tag.kind == kind]

    @property
    def types(self) -> list[str]:
        return [tag.value for tag in self.tags_of(CardTag.Kind.TYPE)]

    @property
    def keywords(self) -> list[str]:
        return [tag.value for tag in self.tags_of(CardTag.Kind.KEYWORD)]

    @property
    def factions(self) -> list[str]:
        return [tag.value for tag in self.tags_of(CardTag.Kind.FACTION)]

    @property
    def decks(self) -> list[str]:
        return [tag.value for tag in self.tags_of(CardTag.Kind.DECK)]

    def ordered_stats(self) -> list[CardStat]:
        return sorted(self.stats.all(), key=lambda stat: STAT_ORDER.get(stat.name, len(STAT_ORDER)))

    @property
    def stats_text(self) -> str:
        """Its printed stats in a line: "Gold Cost 5 · Focus 3 · +2F · +2C" (modifiers as printed)."""
        return " · ".join(stat.text_for(self.game) for stat in self.ordered_stats())


class CardTag(models.Model):
    class Kind(models.TextChoices):
        TYPE = "type", "Type"
        DECK = "deck", "Deck"
        FACTION = "faction", "Clan / faction"
        KEYWORD = "keyword", "Keyword"

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="tags")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    value = models.CharField(max_length=200)
    norm = models.CharField(max_length=200, help_text="Case-folded, for search.")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["kind", "position"]
        # (kind, norm, card): a search's tag lookup reads the index alone (card ids in the leaf), no row
        indexes = [
            models.Index(fields=["kind", "norm", "card"]),
            models.Index(fields=["card", "kind", "norm"]),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()}: {self.value}"


class CardStat(PrintedStat, models.Model):
    """One stat a card prints. kind: number | modifier (signed) | dash ("-", no value) | variable ("*")."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="stats")
    name = models.CharField(max_length=32)
    kind = models.CharField(max_length=16, choices=[(k, k) for k in KINDS])
    value = models.IntegerField(null=True, blank=True)
    printed = models.CharField(max_length=32)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["card", "name"], name="cards_stat_unique_name")]
        # with the card last, a search's stat lookup ("force>=3", "hr=-") reads the index alone
        indexes = [
            models.Index(fields=["name", "value", "card"]),
            models.Index(fields=["name", "kind", "card"]),
        ]

    def __str__(self) -> str:
        return f"{self.name} {self.printed}"


class Printing(models.Model):
    """A card as printed in one set (one side of it, for double-sided cards)."""

    class Side(models.TextChoices):
        FRONT = "front", "Front"
        BACK = "back", "Back"

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    card_set = models.ForeignKey(CardSet, on_delete=models.PROTECT, related_name="printings")
    code = models.CharField(max_length=40, blank=True, help_text="The source's printing id, e.g. KS-108-RA.")
    number = models.CharField(max_length=40, blank=True)
    rarity = models.CharField(max_length=40, blank=True)
    artist = models.CharField(max_length=200, blank=True)
    flavor_text = models.TextField(blank=True)
    text = models.TextField(
        blank=True, help_text="The text as printed here (may predate the card's current text)."
    )
    side = models.CharField(max_length=8, choices=Side.choices, default=Side.FRONT)
    stats = models.JSONField(default=dict, blank=True, help_text="{stat: printed value} on this printing.")
    legality = models.JSONField(default=list, blank=True, help_text="Format names this printing carries.")
    is_banned = models.BooleanField(default=False)
    details = models.JSONField(default=dict, blank=True, help_text="Other source fields: story, notes, ...")
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["card", "position"]

    def __str__(self) -> str:
        return f"{self.card} ({self.card_set}{' #' + self.number if self.number else ''})"
