"""Parsing the rules corpus: plain text files in, plain data (rulings.glossary.corpus.model) out.

`parse_file(path)` reads one file, validates it (UTF-8 text, not empty, not binary), finds its game and
title in the MANIFEST.md beside it, recognises its style and returns a ParsedDocument, or raises a
CorpusError naming the file and line.
"""

from __future__ import annotations

from pathlib import Path

from .manifest import ManifestRow, manifest_row
from .model import CorpusError, ParsedDocument
from .outline import build_entries
from .source import checksum, read_lines
from .styles import STYLES, detect_style

__all__ = ["CorpusError", "ParsedDocument", "parse_file"]


def parse_file(path: Path, manifests: dict[Path, dict[str, ManifestRow]] | None = None) -> ParsedDocument:
    row = manifest_row(path, {} if manifests is None else manifests)
    lines, data = read_lines(path)
    style = detect_style(lines)
    sections = STYLES[style](lines, row.short_title, path.name)
    warnings: list[str] = []
    entries = build_entries(sections, warnings, path.name)
    if not entries:
        first = next((ln.no for ln in lines if ln.text), 1)
        raise CorpusError(path.name, first, f"no rules text found (read as a {style} document)")
    return ParsedDocument(
        source_name=path.name,
        game=row.game,
        title=row.title,
        short_title=row.short_title,
        style=style,
        checksum=checksum(data),
        entries=entries,
        warnings=warnings,
    )
