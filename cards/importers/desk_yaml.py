"""The Desk's own card format, for games without published data (the ChiAxis demo set in ``cards/demo/``).

format: desk-cards/1
game: chiaxis
set: {name: ..., code: ..., release_date: ..., demo: true}
cards:
  - title: Skyfin Drake
    version: ""            # optional
    type: Beast
    factions: []           # optional, like keywords and legality
    keywords: [Flight]
    unique: false
    stats: {cost: 3, int: 2, atk: 2}   # numbers, "+1", "-" or "*"
    text: <b>Action:</b> ...           # <b>, <i>, <br> allowed
    number: "003"
    rarity: Common
    flavor_text: ...
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import yaml
from django.utils.text import slugify

from rulings.games import Game

from ..stats import STATS_BY_NAME, parse_printed
from . import fields
from .records import (
    CardRecord,
    FieldError,
    ImportBatch,
    ImportIssue,
    PrintingRecord,
    SetRecord,
    check_fits,
    check_set_fits,
)

HEADER = "format: desk-cards/1"


def detect(path: Path) -> bool:
    if path.suffix.lower() not in {".yaml", ".yml"}:
        return False
    with path.open(encoding="utf-8", errors="replace") as handle:
        return any(line.strip() == HEADER for line, _ in zip(handle, range(5), strict=False))


def read(paths: list[Path], on_file: Callable[[Path], None] = lambda path: None) -> ImportBatch:
    batch = ImportBatch()
    for path in paths:
        _read_file(path, batch)
        on_file(path)
    return batch


def _read_file(path: Path, batch: ImportBatch) -> None:
    try:
        data = fields.load_yaml(path.read_text(encoding="utf-8"))
        game = data.get("game")
        if game not in Game.values:
            raise FieldError("game", f"expected one of {', '.join(Game.values)}, got {game!r}")
        card_set = _set(data.get("set"), game, len(batch.sets))
        raw_cards = data.get("cards")
        if not isinstance(raw_cards, list):
            raise FieldError("cards", "expected a list of cards")
    except (OSError, UnicodeDecodeError, yaml.YAMLError, AttributeError, FieldError) as exc:
        why = exc.why if isinstance(exc, FieldError) else f"{type(exc).__name__}: {exc}"
        batch.issues.append(ImportIssue(str(path), "", getattr(exc, "field", ""), f"file not read: {why}"))
        return
    batch.sets.append(card_set)
    formats = batch.formats.setdefault(game, [])
    for index, raw in enumerate(raw_cards):
        label = raw.get("title") if isinstance(raw, dict) and isinstance(raw.get("title"), str) else ""
        try:
            card = _card(raw, game, card_set)
        except FieldError as exc:
            batch.issues.append(ImportIssue(str(path), label or f"card #{index + 1}", exc.field, exc.why))
            continue
        formats.extend(name for name in card.formats if name not in formats)
        batch.cards.append(card)


def _set(raw: object, game: str, position: int) -> SetRecord:
    if not isinstance(raw, dict):
        raise FieldError("set", "expected a mapping with the set's name")
    name = fields.required_text(raw, "name")
    return check_set_fits(
        SetRecord(
            game=game,
            name=name,
            slug=slugify(name) or "set",
            code=fields.optional_text(raw, "code")[:16],
            release_date=fields.parse_date(raw.get("release_date"), "set.release_date"),
            position=position,
            is_demo=fields.flag(raw, "demo"),
        )
    )


def _card(raw: object, game: str, card_set: SetRecord) -> CardRecord:
    if not isinstance(raw, dict):
        raise FieldError("", f"expected a card (a mapping), got {type(raw).__name__}")
    title = fields.required_text(raw, "title")
    version = fields.optional_text(raw, "version")
    card_type = fields.required_text(raw, "type")
    stats = _stats(raw.get("stats") or {})
    text = fields.optional_text(raw, "text")
    printing = PrintingRecord(
        set_slug=card_set.slug,
        number=fields.optional_text(raw, "number"),
        rarity=fields.optional_text(raw, "rarity"),
        artist=fields.optional_text(raw, "artist"),
        flavor_text=fields.optional_text(raw, "flavor_text"),
        text=text,
        stats={name: value.printed for name, value in stats.items()},
        legality=fields.text_list(raw, "legality"),
    )
    tags = [("type", card_type)]
    tags += [("faction", f) for f in fields.text_list(raw, "factions")]
    tags += [("keyword", k) for k in fields.text_list(raw, "keywords")]
    card = CardRecord(
        game=game,
        key=fields.identity(fields.key_from(f"{title} {version}"), "title"),
        title=title,
        version=version,
        card_type=card_type,
        text=text,
        tags=tags,
        stats=stats,
        is_unique=fields.flag(raw, "unique"),
        printings=[printing],
    )
    check_fits(card, printing)
    return card


def _stats(raw: object) -> dict:
    if not isinstance(raw, dict):
        raise FieldError("stats", "expected a mapping of stat name to value")
    stats = {}
    for name, value in raw.items():
        if name not in STATS_BY_NAME:
            raise FieldError(f"stats.{name}", f"unknown stat (known: {', '.join(STATS_BY_NAME)})")
        parsed = parse_printed(value)
        if parsed is not None:
            stats[name] = parsed
    return stats
