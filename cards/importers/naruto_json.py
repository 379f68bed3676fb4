"""Naruto Mythos TCG card data: ``cards.json`` (``{"cards": {"KS-001-C": {...}}}``).

Version rule (official deck construction counts copies per version): printings of the same set and number and
card type are one version, whatever their rarity. Rare-art and other variants (KS-108-R, KS-108-RA, KS-108-MV)
are printings of the card named after its base printing (KS-108-R), even when a variant prints another
subtitle. Characters are titled by name and versioned by subtitle; missions have a name only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from rulings.games import Game

from ..stats import StatValue, parse_printed
from . import fields
from .records import (
    SET_LIMITS,
    CardRecord,
    FieldError,
    ImportBatch,
    ImportIssue,
    PrintingRecord,
    SetRecord,
    check_fits,
)

GAME = Game.NARUTO
SET_NAMES = {"KS": "Konoha Shido"}
RARITIES = {
    "C": "Common",
    "UC": "Uncommon",
    "R": "Rare",
    "RA": "Rare Art",
    "S": "Secret",
    "SV": "Secret Variant",
    "M": "Mythos",
    "MV": "Mythos Variant",
    "L": "Legendary",
    "MMS": "Mission",
}
VARIANT_RARITIES = frozenset({"RA", "SV", "MV"})
CARD_TYPES = {"character": "Character", "mission": "Mission"}
EFFECT_TYPES = frozenset({"MAIN", "UPGRADE", "AMBUSH", "SCORE"})
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def detect(path: Path) -> bool:
    if path.suffix.lower() != ".json":
        return False
    with path.open(encoding="utf-8", errors="replace") as handle:
        head = handle.read(4096)
    return '"cards"' in head and '"name_en"' in head


@dataclass
class _Entry:
    """One printing as read, with the card it would be if it were the base printing of its version."""

    group: tuple[str, str, str]  # (set, number, card type): one version
    is_variant: bool
    card: CardRecord
    printing: PrintingRecord


def read(paths: list[Path], on_file: Callable[[Path], None] = lambda path: None) -> ImportBatch:
    batch = ImportBatch()
    groups: dict[tuple[str, str, str], list[_Entry]] = {}
    for path in paths:
        for entry in _read_file(path, batch):
            groups.setdefault(entry.group, []).append(entry)
        on_file(path)
    batch.cards = [_card(entries) for entries in groups.values()]
    batch.formats[GAME] = []
    return batch


def _read_file(path: Path, batch: ImportBatch) -> Iterator[_Entry]:
    try:
        entries = fields.load_json(path.read_text(encoding="utf-8"))["cards"]
        if not isinstance(entries, dict):
            raise TypeError("'cards' is not a mapping of card ids")
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
        batch.issues.append(ImportIssue(str(path), "", "", f"file not read: {type(exc).__name__}: {exc}"))
        return
    known_sets = {s.slug for s in batch.sets}
    for card_id, raw in entries.items():
        try:
            entry = _entry(raw)
        except FieldError as exc:
            batch.issues.append(ImportIssue(str(path), str(card_id), exc.field, exc.why))
            continue
        set_code = entry.group[0]
        if set_code not in known_sets:
            known_sets.add(set_code)
            name = SET_NAMES.get(set_code, set_code)
            batch.sets.append(SetRecord(GAME, name, set_code, set_code, position=len(known_sets)))
        yield entry


def _entry(raw: object) -> _Entry:
    if not isinstance(raw, dict):
        raise FieldError("", f"expected a card (a mapping), got {type(raw).__name__}")
    card_id, set_code, number = (fields.required_text(raw, name) for name in ("id", "set", "number"))
    if len(set_code) > SET_LIMITS["code"]:
        raise FieldError("set", f"longer than {SET_LIMITS['code']} characters")
    card_type = raw.get("card_type")
    if card_type not in CARD_TYPES:
        raise FieldError("card_type", f"expected one of {', '.join(CARD_TYPES)}, got {card_type!r}")
    rarity = fields.optional_text(raw, "rarity")
    name, subtitle = fields.required_text(raw, "name_en"), fields.optional_text(raw, "title_en")
    stats = _stats(raw)
    tags = [("type", CARD_TYPES[card_type])]
    if group_name := fields.optional_text(raw, "group"):
        tags.append(("faction", group_name))
    tags += [("keyword", keyword) for keyword in fields.text_list(raw, "keywords")]
    printing = PrintingRecord(
        set_slug=set_code,
        code=card_id,
        number=number,
        rarity=RARITIES.get(rarity, rarity),
        text=_effects_text(raw),
        stats={name: value.printed for name, value in stats.items()},
        details={"printed_title": subtitle},
    )
    is_character = card_type == "character"
    card = CardRecord(
        game=GAME,
        key=fields.identity(card_id, "id"),
        title=_display_name(name) if is_character else subtitle or name,
        version=subtitle if is_character else "",
        card_type=CARD_TYPES[card_type],
        text=printing.text,
        tags=tags,
        stats=stats,
    )
    check_fits(card, printing)
    return _Entry(
        group=(set_code, number, card_type),
        is_variant=rarity in VARIANT_RARITIES,
        card=card,
        printing=printing,
    )


def _effects_text(raw: dict) -> str:
    """Effects as card markup: a bold effect type, then its text; one effect per line."""
    effects = raw.get("effects") or []
    if not isinstance(effects, list):
        raise FieldError("effects", "expected a list of effects")
    lines = []
    for index, effect in enumerate(effects):
        if not isinstance(effect, dict) or effect.get("type") not in EFFECT_TYPES:
            raise FieldError(
                f"effects[{index}]", f"expected an effect typed {', '.join(sorted(EFFECT_TYPES))}"
            )
        lines.append(f"<b>{effect['type']}:</b> {fields.required_text(effect, 'description')}")
    return "<br>".join(lines)


def _stats(raw: dict) -> dict[str, StatValue]:
    stats = {"cost": raw.get("chakra"), "power": raw.get("power"), "points": raw.get("basePoints")}
    parsed = {name: parse_printed(value) for name, value in stats.items()}
    return {name: value for name, value in parsed.items() if value is not None}


def _card(entries: list[_Entry]) -> CardRecord:
    base = next((entry for entry in entries if not entry.is_variant), entries[0])
    card = base.card
    card.printings = [entry.printing for entry in entries]
    for printing in card.printings:
        if printing.details.get("printed_title") in ("", card.version or card.title):
            printing.details.pop("printed_title")
    return card


def _display_name(name: str) -> str:
    """ "NARUTO UZUMAKI" -> "Naruto Uzumaki": the data writes most names in capitals, as cards style them."""
    return _WORD.sub(lambda m: m.group(0).capitalize(), name) if name.isupper() else name
