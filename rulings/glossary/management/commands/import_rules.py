"""python manage.py import_rules PATH... [--report]"""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.glossary.corpus import CorpusError
from rulings.glossary.importer import import_paths
from rulings.glossary.models import CrossReference
from rulings.glossary.search import optimize_index


class Command(BaseCommand):
    help = (
        "Import rules documents into the glossary. PATH is a .txt file or a folder of them; MANIFEST.md "
        "beside the files names each file's game. All files are imported or none."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("paths", nargs="+", type=Path, metavar="PATH")
        parser.add_argument(
            "--report", action="store_true", help="List cross-references that point outside the corpus."
        )

    def handle(self, *args, paths: list[Path], report: bool, **options) -> None:
        try:
            reports = import_paths(paths)
        except CorpusError as exc:
            raise CommandError(f"Nothing imported: {exc}") from exc
        optimize_index()  # one index segment again: searches read less
        for document in reports:
            self.stdout.write(document.summary())
            for warning in document.warnings:
                self.stdout.write(self.style.WARNING(f"  note: {warning}"))
        if report:
            self._report_unresolved(sorted({r.game for r in reports}))

    def _report_unresolved(self, games: list[str]) -> None:
        unresolved = (
            CrossReference.objects.unresolved()
            .filter(entry__game__in=games)
            .select_related("entry__document", "part")
            .order_by("entry__game", "entry__document__source_name", "entry__position", "position")
        )
        self.stdout.write(f"\nUnresolved cross-references (pointing outside the corpus): {len(unresolved)}")
        for ref in unresolved:
            entry = ref.entry
            self.stdout.write(
                f"  {entry.game}  {entry.document.source_name}  {entry.display_title} #{ref.part.anchor}: "
                f"{ref.raw!r}"
            )
