"""Reads that the deck pages and the API share. Keyword-only; they raise Http404 where a user may not look."""

from __future__ import annotations

from django.db.models import Q, QuerySet, Sum
from django.http import Http404

from cards.markup import fold
from cards.models import Card, CardQuerySet

from .facts import Entry
from .formats import format_get
from .matching import TitleIndex, title_index_for
from .models import Deck, DeckVersion
from .parsing import entries_export
from .validation import ValidationResult, entries_validate, facts_load


def deck_get_for_user(*, public_id: str, user) -> Deck:
    """The deck if ``user`` may see it (owner, or unlisted/public); else Http404, as if it did not exist."""
    deck = Deck.objects.visible_to(user).select_related("owner").filter(public_id=public_id).first()
    if deck is None:
        raise Http404("No such deck.")
    return deck


def deck_list_public(
    *,
    game: str | None = None,
    format_key: str | None = None,
    faction: str | None = None,
    card: Card | str | None = None,
    q: str | None = None,
) -> QuerySet[Deck]:
    """Public decks, newest first, filtered by game, format, clan/faction, a card (a Card, its key, or its
    title) and words of the name."""
    decks = Deck.objects.public().for_game(game).select_related("owner")
    if format_key:
        decks = decks.filter(format_key=format_key)
    if faction:
        decks = decks.filter(faction__iexact=faction)
    if isinstance(card, Card):
        decks = decks.containing(card)
    elif card:
        folded = fold(card)
        decks = decks.filter(Q(cards__card__key=card) | Q(cards__card__title_search__startswith=folded))
    if q:
        for word in q.split()[:8]:
            decks = decks.filter(name__icontains=word)
    return decks.distinct().order_by("-updated_at", "-id")


def deck_list_for_owner(*, user) -> QuerySet[Deck]:
    if user is None or not user.is_authenticated:
        return Deck.objects.none()
    return Deck.objects.filter(owner=user).order_by("-updated_at", "-id")


def deck_lines(*, deck: Deck):
    """The current list with its cards (tags and stats prefetched), in section and list order."""
    return (
        deck.cards.select_related("card")
        .prefetch_related("card__tags", "card__stats")
        .order_by("position", "id")
    )


def deck_copies_by_card(*, deck: Deck) -> dict[str, int]:
    """Card key -> the copies the deck holds of it, all sections together."""
    rows = deck.cards.values("card__key").annotate(copies=Sum("quantity")).values_list("card__key", "copies")
    return dict(rows)


def deck_entries(*, deck: Deck) -> list[Entry]:
    return [
        Entry(key, quantity, section)
        for key, quantity, section in deck.cards.order_by("position", "id").values_list(
            "card__key", "quantity", "section"
        )
    ]


def deck_validation(*, deck: Deck) -> ValidationResult:
    """The validation the builder panel and the API show (same function, same result)."""
    return entries_validate(game=deck.game, format_key=deck.format_key, entries=deck_entries(deck=deck))


def deck_versions(*, deck: Deck) -> QuerySet[DeckVersion]:
    return deck.versions.order_by("-number")


def deck_version_get(*, deck: Deck, number: int) -> DeckVersion:
    version = deck.versions.filter(number=number).first()
    if version is None:
        raise Http404("No such version.")
    return version


def deck_version_diff(*, old: list[dict], new: list[dict]) -> list[dict]:
    """Changes between two contents: [{key, title, version, section, old, new, change}]."""

    def index(content):
        return {(line["key"], line["section"]): line for line in content}

    before, after = index(old), index(new)
    changes = []
    for key in list(before) + [k for k in after if k not in before]:
        a, b = before.get(key), after.get(key)
        qa, qb = (a or {}).get("quantity", 0), (b or {}).get("quantity", 0)
        if qa == qb:
            continue
        line = b or a
        changes.append(
            {
                "key": line["key"],
                "title": line["title"],
                "version": line.get("version", ""),
                "section": line["section"],
                "old": qa,
                "new": qb,
                "change": "added" if not qa else "removed" if not qb else "changed",
            }
        )
    return changes


def deck_export(*, deck: Deck, syntax: str) -> str:
    """The deck's current list in ``syntax`` (text | l5d | json); reads back to the same deck."""
    entries = deck_entries(deck=deck)
    facts = facts_load(game=deck.game, keys=[e.key for e in entries])
    index = _title_index(deck.game)
    return entries_export(
        game=deck.game,
        entries=entries,
        facts=facts,
        syntax=syntax,
        name=deck.name,
        format_key=deck.format_key,
        index=index,
    )


def _title_index(game: str) -> TitleIndex:
    return title_index_for(game)


def format_cards(*, game: str, format_key: str) -> CardQuerySet:
    """Cards a deck of this format may hold (legal and not banned), to combine with the card search."""
    fmt = format_get(game=game, key=format_key)
    cards = Card.objects.filter(game=game)
    if fmt is not None and fmt.card_format:
        cards = cards.filter(formats__game=game, formats__slug=fmt.card_format, is_banned=False)
    return cards
