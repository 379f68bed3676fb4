"""python manage.py import_cards [PATH ...]: import card data (default: DESK_CARDDATA_DIR and the demo)."""

from __future__ import annotations

import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError

from cards.importers import plan_import, read_plan
from cards.services import DEMO_DIR, EffectScriptError, cards_import, effect_scripts_load
from rulings.engine.cardtext.compiler import COMPILER_VERSION

BAR_WIDTH = 30


class Command(BaseCommand):
    help = (
        "Import card data: L5R set YAML files, Naruto Mythos cards.json, Desk YAML (files or folders). "
        "Idempotent; reports created/updated/unchanged cards and every record it could not read."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "paths", nargs="*", type=Path, help="default: DESK_CARDDATA_DIR and the ChiAxis demo set"
        )

    def handle(self, *args, paths: list[Path], verbosity: int, **options):
        paths = paths or [Path(settings.DESK_CARDDATA_DIR), DEMO_DIR]
        started = time.perf_counter()
        plan = plan_import(paths)
        progress = _Progress(self.stdout, plan.file_count) if self.stdout.isatty() and verbosity else None
        batch = read_plan(plan, on_file=progress.step if progress else lambda path: None)
        if progress:
            progress.done()
        read_seconds = time.perf_counter() - started
        try:
            report = cards_import(batch=batch)  # one transaction: all of it or nothing
        except DatabaseError as exc:
            raise CommandError(f"Import failed and nothing was written: {type(exc).__name__}: {exc}") from exc
        try:
            scripts = effect_scripts_load()
        except EffectScriptError as exc:
            raise CommandError(f"Cards imported; effect scripts not loaded: {exc}") from exc
        for issue in report.issues:
            self.stderr.write(f"  could not read: {issue}")
        for problem in scripts.problems:
            self.stderr.write(f"  effect script: {problem}")
        if not report.cards:
            raise CommandError(f"No cards read from {', '.join(map(str, paths))}.")
        if verbosity:
            seconds = time.perf_counter() - started
            self.stdout.write(
                f"Cards: {report.cards} ({report.created} created, {report.updated} updated, "
                f"{report.unchanged} unchanged), {report.printings} printings, from {plan.file_count} files "
                f"in {seconds:.1f} s (reading {read_seconds:.1f} s). Effect scripts: {scripts}. "
                f"Records not read: {len(report.issues)}.\n"
                f"Engine status (how much of its text the engine plays): {scripts.status_line()}. "
                f"Compiled text: {scripts.compiled} cards compiled (compiler version {COMPILER_VERSION})."
            )


class _Progress:
    """A one-line progress bar, redrawn in place (only used when stdout is a terminal)."""

    def __init__(self, out, total: int):
        self.out, self.total, self.count = out, max(total, 1), 0

    def step(self, path: Path) -> None:
        self.count += 1
        filled = BAR_WIDTH * self.count // self.total
        bar = "#" * filled + "." * (BAR_WIDTH - filled)
        self.out.write(f"\rReading [{bar}] {self.count}/{self.total} {path.name[:40]:<40}", ending="")
        self.out.flush()

    def done(self) -> None:
        self.out.write("")
