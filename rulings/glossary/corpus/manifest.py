"""MANIFEST.md beside the corpus files says which game each file belongs to and what it is."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from rulings.games import Game

from .model import CorpusError

MANIFEST_NAME = "MANIFEST.md"


@dataclass(frozen=True)
class ManifestRow:
    file: str
    game: str
    title: str  # "what it is", e.g. 'Celestial Edition comprehensive rules, section "Effects"'
    short_title: str  # the quoted name in it, e.g. "Effects" (used to resolve "see Effects")


def game_for_label(label: str) -> str | None:
    """The Game whose name the label starts with ("ChiAxis (Creative Arts Studio)" -> chiaxis)."""
    folded = label.casefold()
    for game in Game:
        if folded.startswith(game.label.casefold()) or folded == game.value:
            return game.value
    return None


def read_manifest(folder: Path) -> dict[str, ManifestRow]:
    """Rows of the manifest's table keyed by file name; a CorpusError if a row names an unknown game."""
    path = folder / MANIFEST_NAME
    if not path.is_file():
        return {}
    rows = {}
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].endswith(".txt"):
            continue
        file, game_label, what = cells[0].strip("`"), cells[1], cells[2]
        game = game_for_label(game_label)
        if game is None:
            known = ", ".join(g.label for g in Game)
            raise CorpusError(MANIFEST_NAME, no, f"unknown game {game_label!r} for {file} (known: {known})")
        quoted = re.search(r"[\"“]([^\"”]+)[\"”]", what)
        rows[file] = ManifestRow(
            file, game, what.replace('"', "“", 1).replace('"', "”", 1), quoted[1] if quoted else ""
        )
    return rows


def manifest_row(path: Path, manifests: dict[Path, dict[str, ManifestRow]]) -> ManifestRow:
    folder = path.parent.resolve()
    if folder not in manifests:
        manifests[folder] = read_manifest(folder)
    row = manifests[folder].get(path.name)
    if row is None:
        advice = "add a row naming its game and what it is"
        raise CorpusError(path.name, None, f"not listed in {folder / MANIFEST_NAME}; {advice}")
    return row
