"""What every card-data reader produces: plain records the store step writes, and the problems it met."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from datetime import date

from cards.stats import StatValue


@dataclass(frozen=True)
class ImportIssue:
    """A record that could not be read: where (file, card, field) and why. The import goes on without it."""

    file: str
    card: str
    field: str
    why: str

    def __str__(self) -> str:
        where = ", ".join(part for part in (self.file, self.card, self.field) if part)
        return f"{where}: {self.why}"


class FieldError(ValueError):
    def __init__(self, field: str, why: str):
        super().__init__(why)
        self.field = field
        self.why = why


@dataclass
class SetRecord:
    game: str
    name: str
    slug: str
    code: str = ""
    arc: str = ""
    release_date: date | None = None
    position: int = 0
    is_demo: bool = False


@dataclass
class PrintingRecord:
    set_slug: str
    code: str = ""
    number: str = ""
    rarity: str = ""
    artist: str = ""
    flavor_text: str = ""
    text: str = ""
    side: str = "front"
    stats: dict[str, str] = field(default_factory=dict)
    legality: list[str] = field(default_factory=list)
    is_banned: bool = False
    details: dict[str, str] = field(default_factory=dict)


@dataclass
class CardRecord:
    game: str
    key: str
    title: str
    version: str = ""
    card_type: str = ""
    text: str = ""
    tags: list[tuple[str, str]] = field(default_factory=list)  # (kind, value) in source order
    stats: dict[str, StatValue] = field(default_factory=dict)
    is_unique: bool = False
    is_banned: bool = False
    errata: list[dict] = field(default_factory=list)
    errata_note: str = ""
    printings: list[PrintingRecord] = field(default_factory=list)

    @property
    def formats(self) -> list[str]:
        """Formats the card is legal in: every tag any of its printings carries, in first-seen order."""
        return list(dict.fromkeys(name for printing in self.printings for name in printing.legality))

    def content_hash(self) -> str:
        payload = json.dumps(asdict(self), sort_keys=True, default=str, ensure_ascii=False)
        return hashlib.sha256(payload.encode()).hexdigest()


@dataclass
class ImportBatch:
    """Everything read from a group of files of one data format."""

    sets: list[SetRecord] = field(default_factory=list)
    formats: dict[str, list[str]] = field(default_factory=dict)  # game -> format names in order
    cards: list[CardRecord] = field(default_factory=list)
    issues: list[ImportIssue] = field(default_factory=list)


# Column sizes of the card tables (cards/models.py); longer values are refused with the field's name.
LIMITS = {"title": 200, "version": 200, "card_type": 40, "tag": 200, "stat": 32}
PRINTING_LIMITS = {"code": 40, "number": 40, "rarity": 40, "artist": 200}


SET_LIMITS = {"name": 160, "slug": 160, "code": 16, "arc": 120}


def check_set_fits(card_set: SetRecord) -> SetRecord:
    for name, limit in SET_LIMITS.items():
        if len(getattr(card_set, name)) > limit:
            raise FieldError(f"set {name}", f"longer than {limit} characters")
    return card_set


# A stat's value is an IntegerField: 32-bit signed on every backend the Desk runs on.
STAT_RANGE = (-(2**31), 2**31 - 1)


def check_fits(card: CardRecord, printing: PrintingRecord | None = None) -> None:
    """Raise FieldError when a value is longer (or a number larger) than the database keeps."""
    for name, value in card.stats.items():
        if value.value is not None and not STAT_RANGE[0] <= value.value <= STAT_RANGE[1]:
            raise FieldError(name, f"number too large for a stat: {value.printed[:40]}")
    values = [("title", card.title), ("version", card.version), ("card_type", card.card_type)]
    values += [("tag", value) for _, value in card.tags]
    values += [("stat", value.printed) for value in card.stats.values()]
    for name, value in values:
        if len(value) > LIMITS[name]:
            raise FieldError(name, f"longer than {LIMITS[name]} characters: {value[:40]!r}...")
    for name, limit in PRINTING_LIMITS.items() if printing else ():
        if len(getattr(printing, name)) > limit:
            raise FieldError(name, f"longer than {limit} characters")
