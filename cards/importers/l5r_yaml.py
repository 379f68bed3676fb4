"""L5R CCG card data: one YAML file per set (``set:`` and ``cards:``) plus ``set_info.yaml`` (arcs, dates).

Identity: a printing's ``id`` when the data gives one (it separates cards that share a title, such as a
Follower and a Proxy both called "The First Legion"); otherwise its title with the version, so
"Hida Kuon • Experienced 6" is a card of its own. A title printed in several sets is one card with several
printings; the card's text and stats are those of its newest front-side printing.

An absent ``honor_requirement`` on a (non-Proxy) Personality is the printed "-": every Personality has the
box, and the data leaves it out exactly when it shows "-".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from statistics import median_low

import yaml
from django.utils.text import slugify

from rulings.games import Game

from ..markup import plain_text
from ..stats import DASH, StatValue, parse_printed
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

GAME = Game.L5R
SET_INFO = "set_info.yaml"
STAT_FIELDS = {
    "gold_cost": "cost",
    "focus": "focus",
    "force": "force",
    "chi": "chi",
    "honor_requirement": "honor_requirement",
    "personal_honor": "personal_honor",
    "province_strength": "province_strength",
    "gold_production": "gold_production",
    "starting_honor": "starting_honor",
}
DETAIL_FIELDS = ("story", "notes", "designer", "publisher", "publisher_url", "back_title", "back_flavor")
VERSION_MARK = " • "


def detect(path: Path) -> bool:
    if path.suffix.lower() not in {".yaml", ".yml"}:
        return False
    first = _first_line(path)
    return first.startswith("set:") or (path.name == SET_INFO and first.startswith("arcs:"))


def _first_line(path: Path) -> str:
    with path.open(encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if line.strip() and not line.lstrip().startswith("#"):
                return line.strip()
    return ""


@dataclass
class _Read:
    key: str
    card: CardRecord
    printing: PrintingRecord
    release: date | None
    order: int


def read(paths: list[Path], on_file: Callable[[Path], None] = lambda path: None) -> ImportBatch:
    batch = ImportBatch()
    set_files = [p for p in paths if p.name != SET_INFO]
    set_info = _load_set_info(paths, batch.issues)
    reads: list[_Read] = []
    for path in set_files:
        reads.extend(_read_set_file(path, set_info, batch))
        on_file(path)
    batch.cards = _merge(reads)
    batch.formats[GAME] = _formats_in_order(reads)
    return batch


def _load_set_info(paths: list[Path], issues: list[ImportIssue]) -> dict[str, dict]:
    """set name -> {arc, release_date, code, position}, from set_info.yaml given or beside the set files."""
    candidates = [p for p in paths if p.name == SET_INFO]
    for folder in dict.fromkeys(p.parent for p in paths):
        candidates += [folder / SET_INFO, folder.parent / SET_INFO]
    path = next((p for p in candidates if p.is_file()), None)
    if path is None:
        return {}
    try:
        arcs = fields.load_yaml(path.read_text(encoding="utf-8"))["arcs"]
        info = {}
        for arc in arcs:
            for entry in arc.get("sets") or []:
                info[str(entry["set_name"])] = {
                    "arc": str(arc.get("name", "")),
                    "release_date": fields.parse_date(entry.get("release_date"), "release_date"),
                    "code": str(entry.get("code", ""))[:16],
                    "position": len(info),
                }
        return info
    except (yaml.YAMLError, KeyError, TypeError, AttributeError, FieldError) as exc:
        issues.append(ImportIssue(str(path), "", "", f"set list not read: {exc}"))
        return {}


def _read_set_file(path: Path, set_info: dict[str, dict], batch: ImportBatch) -> Iterable[_Read]:
    try:
        data = fields.load_yaml(path.read_text(encoding="utf-8"))
        card_set = _set_record(fields.required_text(data, "set"), set_info, len(batch.sets))
        raw_cards = data["cards"]
        if not isinstance(raw_cards, list):
            raise FieldError("cards", "expected a list of cards")
    except (OSError, UnicodeDecodeError, yaml.YAMLError, TypeError, KeyError, FieldError) as exc:
        why = exc.why if isinstance(exc, FieldError) else f"{type(exc).__name__}: {exc}"
        batch.issues.append(ImportIssue(str(path), "", getattr(exc, "field", ""), f"file not read: {why}"))
        return
    batch.sets.append(card_set)
    for index, raw in enumerate(raw_cards):
        label = raw.get("title") if isinstance(raw, dict) and isinstance(raw.get("title"), str) else ""
        try:
            key, card, printing = _read_card(raw, card_set)
        except FieldError as exc:
            batch.issues.append(ImportIssue(str(path), label or f"card #{index + 1}", exc.field, exc.why))
            continue
        yield _Read(key, card, printing, card_set.release_date, card_set.position * 10_000 + index)


def _set_record(name: str, set_info: dict[str, dict], read_so_far: int) -> SetRecord:
    info = set_info.get(name, {})
    return check_set_fits(
        SetRecord(
            game=GAME,
            name=name,
            slug=slugify(name) or fields.key_from(name) or "set",
            code=info.get("code", ""),
            arc=info.get("arc", ""),
            release_date=info.get("release_date"),
            position=info.get("position", len(set_info) + read_so_far),
        )
    )


def _read_card(raw: object, card_set: SetRecord) -> tuple[str, CardRecord, PrintingRecord]:
    if not isinstance(raw, dict):
        raise FieldError("", f"expected a card (a mapping), got {type(raw).__name__}")
    title, version = _title_and_version(raw)
    types = fields.text_list(raw, "types")
    if not types:
        raise FieldError("types", "missing or empty")
    key = fields.identity(fields.optional_text(raw, "id") or fields.key_from(f"{title} {version}"), "id")
    stats = _stats(raw, types)
    printing = PrintingRecord(
        set_slug=card_set.slug,
        number=fields.optional_text(raw, "collector_number"),
        rarity=fields.optional_text(raw, "rarity"),
        artist=fields.optional_text(raw, "artist"),
        flavor_text=fields.optional_text(raw, "flavor_text"),
        text=fields.optional_text(raw, "text"),
        side="back" if fields.flag(raw, "is_back") else "front",
        stats={name: value.printed for name, value in stats.items()},
        legality=fields.text_list(raw, "legality"),
        is_banned=fields.flag(raw, "is_banned"),
        details=_details(raw),
    )
    card = CardRecord(
        game=GAME,
        key=key,
        title=title,
        version=version,
        card_type=next((t for t in types if t != "Proxy"), types[0]),
        text=printing.text,
        tags=_tags(raw, types),
        stats=stats,
        is_unique=fields.flag(raw, "is_unique"),
        is_banned=printing.is_banned,
        errata=_errata(raw),
        errata_note=fields.optional_text(raw, "errata_text"),
    )
    check_fits(card, printing)
    return key, card, printing


def _title_and_version(raw: dict) -> tuple[str, str]:
    title = fields.required_text(raw, "title")
    extended = fields.optional_text(raw, "extended_title") or title
    if VERSION_MARK in extended:
        head, _, version = extended.partition(VERSION_MARK)
        return (title if VERSION_MARK not in title else plain_text(head)), plain_text(version)
    return title, ""


def _stats(raw: dict, types: list[str]) -> dict[str, StatValue]:
    stats = {}
    for source, name in STAT_FIELDS.items():
        value = parse_printed(raw.get(source))
        if value is not None:
            stats[name] = value
    if "Personality" in types and "Proxy" not in types and "honor_requirement" not in stats:
        stats["honor_requirement"] = StatValue(DASH, None, "-")
    return stats


def _tags(raw: dict, types: list[str]) -> list[tuple[str, str]]:
    tags = [("type", t) for t in types]
    tags += [("deck", d) for d in fields.text_list(raw, "decks")]
    tags += [("faction", c) for c in fields.text_list(raw, "clans")]
    tags += [("keyword", k) for k in fields.text_list(raw, "keywords")]
    return tags


def _details(raw: dict) -> dict[str, str]:
    details = {name: fields.optional_text(raw, name) for name in DETAIL_FIELDS}
    legal_date = fields.parse_date(raw.get("legal_date"), "legal_date")
    if legal_date:
        details["legal_from"] = legal_date.isoformat()
    return {name: value for name, value in details.items() if value}


def _errata(raw: dict) -> list[dict]:
    entries = raw.get("errata") or []
    if not isinstance(entries, list) or not all(isinstance(entry, dict) for entry in entries):
        raise FieldError("errata", "expected a list of errata entries")
    errata = []
    for entry in entries:
        when = fields.parse_date(entry.get("date"), "errata.date")
        source_url = fields.optional_text(entry, "source_url")
        if source_url and not source_url.startswith(("https://", "http://")):
            raise FieldError("errata.source_url", f"not a web address: {source_url[:80]!r}")
        errata.append(
            {
                "date": when.isoformat() if when else "",
                "source": fields.optional_text(entry, "source"),
                "source_url": source_url,
                "text": fields.required_text(entry, "text"),
            }
        )
    return errata


def _merge(reads: list[_Read]) -> list[CardRecord]:
    """One card per key; its fields come from the newest front-side printing (data order breaks ties)."""
    by_key: dict[str, list[_Read]] = {}
    for item in reads:
        by_key.setdefault(item.key, []).append(item)
    cards = []
    for items in by_key.values():
        items.sort(key=lambda r: (r.release or date.min, r.order))
        fronts = [r for r in items if r.printing.side == "front"] or items
        card = fronts[-1].card
        card.printings = [r.printing for r in items]
        card.is_banned = any(r.printing.is_banned for r in items)
        card.errata = next((r.card.errata for r in reversed(items) if r.card.errata), [])
        card.errata_note = next((r.card.errata_note for r in reversed(items) if r.card.errata_note), "")
        cards.append(card)
    return cards


def _formats_in_order(reads: list[_Read]) -> list[str]:
    """Legality tags in era order: by the median release date of the printings that carry each tag."""
    dates: dict[str, list[date]] = {}
    for item in reads:
        for name in item.printing.legality:
            dates.setdefault(name, []).append(item.release or date.max)
    return sorted(dates, key=lambda name: (median_low(dates[name]), name))
