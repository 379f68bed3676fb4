"""python manage.py card_coverage [--json] [--data PATH ...]: how much of the card pool the compiler plays.

Coverage of compiled card text (``cards.compiled``) by game and format (L5R: Celestial and all), card type and
set, the clauses played per family, and the most common clause shapes not yet understood. Reads the imported
cards, or with ``--data`` the card data files themselves (no database needed).
"""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cards.compiled import COMMON_SHAPES, CardText, Coverage, Tally, card_text_of_record, coverage
from cards.models import Card


class Command(BaseCommand):
    help = "Coverage of the card-text compiler: full cards and clauses played, by game, format, type and set."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", dest="as_json", help="the figures as JSON")
        parser.add_argument("--data", nargs="+", type=Path, help="card data to read, not the database")

    def handle(self, *args, as_json: bool, data: list[Path] | None, **options):
        cards = _from_files(data) if data else _from_database()
        report = coverage(cards)
        if not report.groups:
            raise CommandError("No cards with text: import cards first (python manage.py import_cards).")
        self.stdout.write(_as_json(report) if as_json else _as_text(report))


def _from_database() -> list[CardText]:
    cards = Card.objects.exclude(text="").prefetch_related("formats", "printings__card_set")
    return [
        CardText(
            card.game,
            card.key,
            card.card_type,
            card.text,
            card.title,
            tuple(f.name for f in card.formats.all()),
            tuple(dict.fromkeys(p.card_set.slug for p in card.printings.all())),
        )
        for card in cards.iterator(chunk_size=2000)
    ]


def _from_files(paths: list[Path]) -> list[CardText]:
    from cards.importers import plan_import, read_plan

    return [card_text_of_record(record) for record in read_plan(plan_import(paths)).cards]


def _as_json(report: Coverage) -> str:
    result = report.as_dict()
    result["version"] = report.version
    result["by_type"] = _nested(report.by_type)
    result["by_set"] = _nested(report.by_set)
    result["families"] = _nested_counts(report.families.items())
    result["not_understood"] = [
        {"game": game, "shape": shape, "clauses": count}
        for (game, shape), count in report.shapes.most_common(COMMON_SHAPES)
    ]
    return json.dumps(result, indent=2, ensure_ascii=False)


def _nested(groups: dict[tuple[str, str], Tally]) -> dict:
    nested: dict = {}
    for (game, name), tally in sorted(groups.items()):
        nested.setdefault(game, {})[name] = tally.as_dict()
    return nested


def _nested_counts(items) -> dict:
    nested: dict = {}
    for (game, name), count in sorted(items):
        nested.setdefault(game, {})[name] = count
    return nested


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def _row(name: str, tally: Tally) -> str:
    full, played = _percent(tally.full, tally.cards), _percent(tally.played, tally.clauses)
    return (
        f"  {name:<40} {tally.cards:>6} cards  {tally.full:>6} full ({full:>6})  "
        f"{tally.played:>6} of {tally.clauses:>6} clauses played ({played:>6})"
    )


def _as_text(report: Coverage) -> str:
    lines = [f"Card-text compiler version {report.version}", "", "By game and format:"]
    lines += [_row(f"{game} {name}", tally) for (game, name), tally in sorted(report.groups.items())]
    for title, groups in (("By card type:", report.by_type), ("By set:", report.by_set)):
        lines += ["", title]
        lines += [_row(f"{game} {name}", tally) for (game, name), tally in sorted(groups.items())]
    lines += ["", "Clauses played, by family:"]
    lines += [f"  {game} {family}: {count}" for (game, family), count in sorted(report.families.items())]
    lines += ["", f"The {COMMON_SHAPES} most common clause shapes not understood:"]
    common = report.shapes.most_common(COMMON_SHAPES)
    lines += [f"  {count:>5}  {game}  {shape}" for (game, shape), count in common]
    return "\n".join(lines)
