"""python manage.py import_rules PATH... [--report]"""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.glossary.corpus import CorpusError
from rulings.glossary.importer import import_paths
from rulings.glossary.models import CrossReference, Entry
from rulings.glossary.search import optimize_index
from rulings.glossary.search.situations import SITUATIONS_FILE, SituationsError, unknown_keys


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
        self._report_unknown_situations(sorted({r.game for r in reports}))
        if report:
            self._report_unresolved(sorted({r.game for r in reports}))

    def _report_unknown_situations(self, games: list[str]) -> None:
        """Situation phrases whose key names no paragraph of the imported games (a renamed entry or
        anchor): the search would never read them."""
        try:
            for game in games:
                self._report_unknown_keys(game)
        except SituationsError as exc:
            self.stderr.write(self.style.ERROR(f"Situation phrases not read: {exc}"))

    def _report_unknown_keys(self, game: str) -> None:
        paragraphs = {
            (slug, anchor)
            for slug, anchors in Entry.objects.filter(game=game).values_list("slug", "anchors")
            for anchor in anchors
        }
        for key in unknown_keys(game, paragraphs):
            self.stdout.write(
                self.style.WARNING(f"  note: {SITUATIONS_FILE.name}: {game} {key} names no paragraph")
            )

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
