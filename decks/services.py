"""Writes to decks: create, update, change one line, save a version, restore one, copy, delete (importing a
list: ``decks.importing``).

Every function is keyword-only and atomic. Each one that changes the list validates it and records the result
on the deck (format, rules version, when, valid, problem count, faction); every save of a deck's contents
keeps a ``DeckVersion`` (``deck_card_set``, the builder's +/- clicks, changes the current list only, and
``deck_version_save`` keeps it).

Concurrent writes: each function that changes a deck first locks its row (``select_for_update``; SQLite's
IMMEDIATE transactions serialise writers anyway) and reloads it, so parallel saves queue up and each becomes
the next version, and a +/- click adds to the count it finds under the lock. A caller that says which version
it edited (``expected_version``) gets DeckConflict instead when the deck moved on meanwhile.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction
from django.db.models import Max
from django.http import Http404
from django.utils import timezone

from cards.models import Card

from .facts import Entry, entries_merge
from .formats import format_get, rules_for
from .models import Deck, DeckCard, DeckVersion
from .parsing import MAX_QUANTITY
from .selectors import deck_entries
from .validation import ValidationResult, entries_validate


class DeckError(ValueError):
    """A change the deck cannot take (unknown game, format, section or card; bad quantity); says which.
    ``field``: the input to blame, as the API names it (``format``, ``cards[2].section``), when one is."""

    def __init__(self, message: str, field: str = ""):
        super().__init__(message)
        self.field = field


class DeckConflict(DeckError):
    """The deck was saved by someone else (or another tab) since the version the change was based on."""

    def __init__(self, *, expected: int, current: int):
        super().__init__(
            f"The deck changed since version {expected}: it is now at version {current}. "
            "Nothing was saved; apply your change again to the current deck."
        )
        self.expected, self.current = expected, current


def _lock(deck: Deck, *, expected_version: int | None = None) -> Deck:
    """Lock the deck's row until the transaction ends and reload ``deck`` from it: a copy read before the
    lock (every view's) may be stale, and saving it would write stale fields (``current_version`` above all,
    which made the next version number collide). 404 if the deck was deleted meanwhile."""
    try:
        deck.refresh_from_db(from_queryset=Deck.objects.select_for_update())
    except Deck.DoesNotExist:
        raise Http404("The deck was deleted meanwhile.") from None
    if expected_version is not None and expected_version != deck.current_version:
        raise DeckConflict(expected=expected_version, current=deck.current_version)
    return deck


def check_game_and_format(game: str, format_key: str) -> None:
    if rules_for(game) is None:
        raise DeckError(f"Unknown game '{game}'.", "game")
    if format_get(game=game, key=format_key) is None:
        raise DeckError(f"Unknown format '{format_key}' for {game}.", "format")


def _normalized(game: str, entries: Iterable[Entry]) -> list[Entry]:
    """Entries merged by (card, section), checked: known section, quantity 1..MAX_QUANTITY."""
    rules = rules_for(game)
    sections = {s.key for s in rules.sections}
    entries = list(entries)
    for index, entry in enumerate(entries):
        if entry.section not in sections:
            raise DeckError(
                f"Unknown section '{entry.section}'; a {game} deck has {', '.join(sorted(sections))}.",
                f"cards[{index}].section",
            )
        if not isinstance(entry.quantity, int) or entry.quantity < 0:
            raise DeckError(
                f"The quantity of '{entry.key}' must be a whole number of at least 1.",
                f"cards[{index}].quantity",
            )
    merged = entries_merge(entries)
    for entry in merged:
        if entry.quantity > MAX_QUANTITY:
            raise DeckError(
                f"{entry.quantity} copies of '{entry.key}' is more than the {MAX_QUANTITY} a line may hold.",
                "cards",
            )
    return merged


def _cards_for(game: str, keys: Iterable[str]) -> dict[str, Card]:
    keys = set(keys)
    cards = {
        card.key: card for card in Card.objects.filter(game=game, key__in=keys).only("id", "key", "game")
    }
    missing = sorted(keys - cards.keys())
    if missing:
        raise DeckError(f"No {game} card has the key {', '.join(repr(k) for k in missing[:5])}.", "cards")
    return cards


def _write_lines(deck: Deck, entries: list[Entry]) -> None:
    cards = _cards_for(deck.game, (e.key for e in entries))
    deck.cards.all().delete()
    DeckCard.objects.bulk_create(
        DeckCard(deck=deck, card=cards[e.key], quantity=e.quantity, section=e.section, position=i)
        for i, e in enumerate(entries)
    )


def _record_validation(deck: Deck, entries: list[Entry]) -> ValidationResult:
    result = entries_validate(game=deck.game, format_key=deck.format_key, entries=entries)
    deck.validated_format = deck.format_key
    deck.rules_version = result.rules_version
    deck.validated_at = timezone.now()
    deck.is_valid = result.valid
    deck.problem_count = len(result.errors)
    deck.faction = result.faction[:120]
    deck.card_count = sum(e.quantity for e in entries)
    return result


def _content(deck: Deck) -> list[dict]:
    rows = deck.cards.order_by("position", "id").values_list(
        "card__key", "card__title", "card__version", "quantity", "section"
    )
    return [
        {"key": key, "title": title, "version": version, "quantity": quantity, "section": section}
        for key, title, version, quantity, section in rows
    ]


def _snapshot(deck: Deck, *, note: str = "", restored_from: int | None = None) -> DeckVersion:
    """Keep the deck (locked by the caller) as its next version: one past the highest number it has, so a
    deck whose ``current_version`` fell behind its versions (before the lock existed) saves again."""
    last = deck.versions.aggregate(last=Max("number"))["last"] or 0
    number = max(last, deck.current_version) + 1
    version = DeckVersion.objects.create(
        deck=deck,
        number=number,
        note=note[:300],
        name=deck.name,
        description=deck.description,
        format_key=deck.format_key,
        content=_content(deck),
        rules_version=deck.rules_version,
        is_valid=deck.is_valid,
        problem_count=deck.problem_count,
        restored_from=restored_from,
    )
    deck.current_version = number
    Deck.objects.filter(pk=deck.pk).update(current_version=number)
    return version


@transaction.atomic
def deck_create(
    *,
    owner,
    game: str,
    format_key: str,
    name: str,
    description: str = "",
    visibility: str = Deck.Visibility.PRIVATE,
    entries: Iterable[Entry] = (),
    note: str = "",
    copied_from: Deck | None = None,
) -> Deck:
    """A new deck with its first version. Raises DeckError for an unknown game, format, section or card."""
    if owner is None or not getattr(owner, "is_authenticated", False):
        raise DeckError("A deck needs an owner who is signed in.")
    check_game_and_format(game, format_key)
    if visibility not in Deck.Visibility.values:
        raise DeckError(f"Unknown visibility '{visibility}'.", "visibility")
    entries = _normalized(game, entries)
    deck = Deck(
        owner=owner,
        game=game,
        format_key=format_key,
        name=(name or "").strip()[:200] or "Untitled deck",
        description=description or "",
        visibility=visibility,
        copied_from=copied_from,
    )
    _record_validation(deck, entries)
    deck.save()
    _write_lines(deck, entries)
    _snapshot(deck, note=note or "Created")
    return deck


@transaction.atomic
def deck_update(
    *,
    deck: Deck,
    name: str | None = None,
    description: str | None = None,
    format_key: str | None = None,
    visibility: str | None = None,
    entries: Iterable[Entry] | None = None,
    note: str = "",
    expected_version: int | None = None,
) -> Deck:
    """Change a deck's settings and/or its whole list. A change of list, format, name or description keeps a
    new version; a change of visibility alone does not. With ``expected_version``: DeckConflict, and nothing
    changed, if the deck is no longer at that version."""
    _lock(deck, expected_version=expected_version)
    versioned = False
    if format_key is not None and format_key != deck.format_key:
        check_game_and_format(deck.game, format_key)
        deck.format_key = format_key
        versioned = True
    if name is not None and name.strip()[:200] != deck.name:
        deck.name = name.strip()[:200] or deck.name
        versioned = True
    if description is not None and description != deck.description:
        deck.description = description
        versioned = True
    if visibility is not None:
        if visibility not in Deck.Visibility.values:
            raise DeckError(f"Unknown visibility '{visibility}'.", "visibility")
        deck.visibility = visibility
    if entries is not None:
        new = _normalized(deck.game, entries)
        if new != deck_entries(deck=deck):
            _write_lines(deck, new)
            versioned = True
    _record_validation(deck, deck_entries(deck=deck))
    deck.save()
    if versioned:
        _snapshot(deck, note=note)
    return deck


@transaction.atomic
def deck_card_set(*, deck: Deck, card: Card, section: str, quantity: int) -> Deck:
    """Set how many copies of a card a section holds (0 removes the line); revalidates, keeps no version."""
    _lock(deck)
    _set_line(deck, card, section, quantity)
    _record_validation(deck, deck_entries(deck=deck))
    deck.save()
    return deck


@transaction.atomic
def deck_card_change(
    *,
    deck: Deck,
    card: Card,
    section: str,
    quantity: int | None = None,
    delta: int | None = None,
    to_section: str | None = None,
) -> Deck:
    """One builder click, counted from the deck as it is under the lock (parallel +1 clicks all count):
    move the card's copies from ``section`` to ``to_section``, or add ``delta`` (negative removes), or set
    ``quantity``; the count is kept within 0..MAX_QUANTITY. Revalidates, keeps no version."""
    _lock(deck)
    have = dict(deck.cards.filter(card=card).values_list("section", "quantity"))
    current = have.get(section, 0)
    if to_section and to_section != section:
        _set_line(deck, card, section, 0)
        _set_line(deck, card, to_section, have.get(to_section, 0) + current)
    else:
        if delta is not None:
            quantity = current + delta
        elif quantity is None:
            quantity = current
        _set_line(deck, card, section, max(0, min(quantity, MAX_QUANTITY)))
    _record_validation(deck, deck_entries(deck=deck))
    deck.save()
    return deck


def _set_line(deck: Deck, card: Card, section: str, quantity: int) -> None:
    if card.game != deck.game:
        raise DeckError(f"{card.display_title} is not a card of this deck's game.")
    rules = rules_for(deck.game)
    if rules.section(section) is None:
        names = ", ".join(s.key for s in rules.sections)
        raise DeckError(f"Unknown section '{section}'; this deck has {names}.")
    if not isinstance(quantity, int) or not 0 <= quantity <= MAX_QUANTITY:
        raise DeckError(f"The quantity must be a whole number from 0 to {MAX_QUANTITY}.")
    line = deck.cards.filter(card=card, section=section).first()
    if quantity == 0:
        if line is not None:
            line.delete()
    elif line is not None:
        line.quantity = quantity
        line.save(update_fields=["quantity"])
    else:
        last = deck.cards.order_by("-position").values_list("position", flat=True).first()
        DeckCard.objects.create(
            deck=deck, card=card, section=section, quantity=quantity, position=(last or 0) + 1
        )


@transaction.atomic
def deck_version_save(*, deck: Deck, note: str = "") -> DeckVersion:
    """Keep the current list as a new version."""
    _lock(deck)
    _record_validation(deck, deck_entries(deck=deck))
    deck.save()
    return _snapshot(deck, note=note)


@transaction.atomic
def deck_version_restore(*, deck: Deck, number: int) -> DeckVersion:
    """Make version ``number`` current again (its list, name, description, format), saved as a new version.

    Cards of the old version that the card data no longer has are left out, and the note says which."""
    _lock(deck)
    version = deck.versions.filter(number=number).first()
    if version is None:
        raise DeckError(f"This deck has no version {number}.")
    keys = {line["key"] for line in version.content}
    known = set(Card.objects.filter(game=deck.game, key__in=keys).values_list("key", flat=True))
    entries = _normalized(
        deck.game,
        (
            Entry(line["key"], int(line["quantity"]), line["section"])
            for line in version.content
            if line["key"] in known
        ),
    )
    if format_get(game=deck.game, key=version.format_key) is not None:
        deck.format_key = version.format_key
    deck.name, deck.description = version.name, version.description
    _write_lines(deck, entries)
    _record_validation(deck, entries)
    deck.save()
    lost = sorted(line["title"] for line in version.content if line["key"] not in known)
    note = f"Restored version {number}" + (
        f" (no longer in the card data: {', '.join(lost)})" if lost else ""
    )
    return _snapshot(deck, note=note, restored_from=number)


@transaction.atomic
def deck_copy(*, deck: Deck, owner, name: str | None = None) -> Deck:
    """A private copy of a deck the owner may see, remembering where it came from (pages link the original
    only for those who may find it without its link: ``Deck.original_for``)."""
    return deck_create(
        owner=owner,
        game=deck.game,
        format_key=deck.format_key,
        name=name or f"Copy of {deck.name}"[:200],
        description=deck.description,
        entries=deck_entries(deck=deck),
        note=f"Copied from {deck.name}",
        copied_from=deck,
    )


@transaction.atomic
def deck_delete(*, deck: Deck) -> None:
    """Delete under the deck's lock: a save that holds it finishes first (its version is then deleted with
    the deck), and one waiting for it then finds the deck gone (404). Without the lock, PostgreSQL let a save
    add a version after the cascade had listed them, and the delete failed on the foreign key (a 500)."""
    _lock(deck).delete()
