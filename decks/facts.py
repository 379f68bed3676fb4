"""The two shapes every part of the deck code shares: a card's facts (``CardFacts``) and a line of a deck
(``Entry``), with the one merge of lines (``entries_merge``).

Validation, parsing, export and statistics read the same ``CardFacts``: loaded in bulk from the database by
``validation.facts_load`` (what construction needs), or from a prefetched ``cards.Card`` by
``presentation.card_facts`` (what the charts need, ``stats`` and ``keywords`` included).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a deck: a card (by key), how many copies, in which section."""

    key: str
    quantity: int
    section: str


def entries_merge(entries: Iterable[Entry]) -> list[Entry]:
    """Lines of the same card in the same section as one line, in first-seen order; lines of no copies
    (quantity 0 or less) left out."""
    merged: dict[tuple[str, str], int] = {}
    for entry in entries:
        if entry.quantity > 0:
            merged[(entry.key, entry.section)] = merged.get((entry.key, entry.section), 0) + entry.quantity
    return [Entry(key, quantity, section) for (key, section), quantity in merged.items()]


@dataclass(slots=True)
class CardFacts:
    """What the deck code knows of a card, without model instances."""

    key: str
    title: str
    version: str = ""
    card_type: str = ""
    types: tuple[str, ...] = ()
    deck: str = ""  # L5R: Dynasty | Fate | Pre-Game | Other | ""
    factions: tuple[str, ...] = ()
    is_unique: bool = False
    is_banned: bool = False
    formats: frozenset[str] = frozenset()
    deckbuilding_quote: str = ""  # the words of its text that change construction, if any
    # Filled once per card from its game's rules (``validation.annotate``): what the copy limits count it as,
    # and the exception its text creates. Precomputed so that validating is dictionary lookups only.
    identity: str = ""
    exception: object = None
    # For the statistics: stat name (``cards.stats``: cost, force, chi, power, ...) -> its value; None when
    # the card prints it without a number ("-", "*").
    stats: Mapping[str, int | None] = field(default_factory=dict, compare=False)
    keywords: tuple[str, ...] = ()
    # What its text adds to a stat for a player of a clan (Copper Mine's "or 3 Gold if you are a Lion Clan
    # player": {"Lion": {"gold_production": 1}}).
    clan_stats: Mapping[str, Mapping[str, int]] = field(default_factory=dict, compare=False)

    @property
    def display_title(self) -> str:
        return f"{self.title} • {self.version}" if self.version else self.title

    @property
    def decks(self) -> tuple[str, ...]:
        """The deck tags of its data, as ``cards.Card.decks`` gives them."""
        return (self.deck,) if self.deck else ()

    @property
    def type_label(self) -> str:
        return self.types[0] if self.types else (self.card_type or "Other")

    def ref(self) -> dict:
        return {"key": self.key, "title": self.display_title}
