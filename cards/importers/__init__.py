"""Card-data readers, one module per data format, and the step that finds which reader reads which file.

Each reader module has ``detect(path) -> bool`` (a cheap look at the file's start) and
``read(paths, on_file) -> ImportBatch``. Readers never touch the database: ``cards.services.cards_import``
stores what they read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from . import desk_yaml, l5r_yaml, naruto_json
from .records import ImportBatch, ImportIssue

READERS: tuple[ModuleType, ...] = (l5r_yaml, naruto_json, desk_yaml)
DATA_SUFFIXES = frozenset({".yaml", ".yml", ".json"})
UNKNOWN = "not card data in a format the Desk reads (L5R set YAML, Naruto cards.json, Desk YAML)"


@dataclass
class ImportPlan:
    files: dict[ModuleType, list[Path]] = field(default_factory=dict)
    issues: list[ImportIssue] = field(default_factory=list)

    @property
    def file_count(self) -> int:
        return sum(len(paths) for paths in self.files.values())


def plan_import(paths: Iterable[Path]) -> ImportPlan:
    """Which reader reads each file under the given files and folders; unreadable paths become issues."""
    plan = ImportPlan()
    for path in paths:
        if path.is_dir():
            candidates = sorted(
                p
                for p in path.rglob("*")
                if p.is_file() and p.suffix.lower() in DATA_SUFFIXES and not _hidden(p.relative_to(path))
            )
        elif path.is_file():
            candidates = [path]
        else:
            plan.issues.append(ImportIssue(str(path), "", "", "no such file or folder"))
            continue
        for candidate in candidates:
            reader = _reader_for(candidate)
            if reader is None:
                plan.issues.append(ImportIssue(str(candidate), "", "", UNKNOWN))
            elif candidate not in plan.files.setdefault(reader, []):
                plan.files[reader].append(candidate)
    return plan


def _hidden(relative: Path) -> bool:
    return any(part.startswith(".") for part in relative.parts)


def _reader_for(path: Path) -> ModuleType | None:
    try:
        return next((reader for reader in READERS if reader.detect(path)), None)
    except OSError:
        return None


def read_plan(plan: ImportPlan, on_file: Callable[[Path], None] = lambda path: None) -> ImportBatch:
    """Read every planned file into one batch; a card defined twice is kept once and reported."""
    merged = ImportBatch(issues=list(plan.issues))
    seen: set[tuple[str, str]] = set()
    for reader, paths in plan.files.items():
        batch = reader.read(paths, on_file)
        merged.sets += batch.sets
        merged.issues += batch.issues
        for game, names in batch.formats.items():
            known = merged.formats.setdefault(game, [])
            known += [name for name in names if name not in known]
        for card in batch.cards:
            if (card.game, card.key) in seen:
                merged.issues.append(
                    ImportIssue("", card.title, "key", f"card {card.key!r} is defined twice")
                )
                continue
            seen.add((card.game, card.key))
            merged.cards.append(card)
    return merged
