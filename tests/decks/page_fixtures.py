"""Helpers of the deck page tests: decks built from real Celestial Edition titles (the cards come from the
``deck_cards`` fixture of ``conftest.py``). Used by test_views, test_permissions and test_browser."""

from __future__ import annotations

from cards.models import Card
from decks import services
from decks.facts import Entry
from decks.models import Deck

CELESTIAL = "destroyer-war-celestial"  # the format key of the Celestial Edition's legality tag
STRONGHOLD = "Kyuden Hida"


def plain_cards(deck_tag: str, count: int, *, types: tuple[str, ...] | None = None) -> list[Card]:
    """``count`` Celestial cards of one deck that no construction rule singles out: not Unique, not banned,
    no text about deck construction, legal in Celestial, in title order."""
    cards = (
        Card.objects.filter(game="l5r", formats__slug=CELESTIAL, is_unique=False, is_banned=False)
        .filter(tags__kind="deck", tags__value=deck_tag)
        .exclude(text__icontains="deck")
        .exclude(text__icontains="copies")
        .order_by("title")
        .distinct()
    )
    if types:
        cards = cards.filter(card_type__in=types)
    found = list(cards[:count])
    assert len(found) == count, f"only {len(found)} {deck_tag} cards"
    return found


def legal_l5r_entries() -> list[Entry]:
    """One Stronghold, 14 x 3 Dynasty cards (42), 14 x 3 Fate cards (42)."""
    # the Celestial Edition's Kyuden Hida (the card tests' sample sets also hold Before the Dawn's)
    stronghold = Card.objects.filter(printings__card_set__slug="celestial-edition").distinct()
    stronghold = stronghold.get(game="l5r", title=STRONGHOLD)
    return [
        Entry(stronghold.key, 1, "pregame"),
        *(
            Entry(card.key, 3, "dynasty")
            for card in plain_cards("Dynasty", 14, types=("Personality", "Holding"))
        ),
        *(Entry(card.key, 3, "fate") for card in plain_cards("Fate", 14, types=("Strategy",))),
    ]


def crab_deck(owner, *, visibility=Deck.Visibility.PRIVATE, name="Crab Wall", entries=None) -> Deck:
    return services.deck_create(
        owner=owner,
        game="l5r",
        format_key=CELESTIAL,
        name=name,
        visibility=visibility,
        entries=legal_l5r_entries() if entries is None else entries,
    )
