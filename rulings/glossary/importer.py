"""Importing corpus files into the glossary: parse everything first, then write it all in one transaction.

Re-importing is idempotent: an entry is matched by its document and key, compared by a fingerprint of
its parsed content, and only rewritten when that changed. Slugs of existing entries never change.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from django.db import transaction
from django.utils.text import slugify

from .corpus import CorpusError, ParsedDocument, parse_file
from .corpus.manifest import MANIFEST_NAME
from .corpus.model import ParsedEntry
from .corpus.references import Candidate, Resolver, Target, normalize, reference_aliases
from .models import CrossReference, Document, Entry, Erratum, Part

RESERVED_SLUGS = frozenset({"errata"})  # /rules/<game>/errata/ is the errata timeline


@dataclass
class DocumentReport:
    source_name: str
    game: str
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    warnings: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (
            f"{self.source_name} ({self.game}): {self.created} created, {self.updated} updated, "
            f"{self.unchanged} unchanged, {self.removed} removed"
        )


def collect_files(paths: Iterable[Path]) -> list[Path]:
    """The .txt files named, or inside the folders named, in a stable order."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.glob("*.txt") if p.is_file())
            if not found:
                raise CorpusError(str(path), None, "folder holds no .txt rules files")
            files.extend(found)
        elif path.is_file():
            if path.name == MANIFEST_NAME:
                continue
            files.append(path)
        else:
            raise CorpusError(str(path), None, "no such file or folder")
    names = [f.name for f in files]
    duplicate = next((n for n in names if names.count(n) > 1), None)
    if duplicate:
        raise CorpusError(duplicate, None, "named twice (file names identify documents)")
    return files


def import_paths(paths: Iterable[Path]) -> list[DocumentReport]:
    """Parse every file, then store them all or nothing. Raises CorpusError for a bad file."""
    manifests: dict = {}
    parsed = [parse_file(path, manifests) for path in collect_files(paths)]
    with transaction.atomic():
        reports = [store_document(doc) for doc in parsed]
        for game in sorted({doc.game for doc in parsed}):
            resolve_references(game)
    return reports


def store_document(doc: ParsedDocument) -> DocumentReport:
    report = DocumentReport(doc.source_name, doc.game, warnings=list(doc.warnings))
    document = _upsert_document(doc, report)
    existing = {e.key: e for e in document.entries.all()}
    wanted = {pe.key for pe in doc.entries}
    stale = [e.pk for key, e in existing.items() if key not in wanted]
    Entry.objects.filter(pk__in=stale).delete()
    report.removed += len(stale)

    changed: list[tuple[Entry, ParsedEntry]] = []
    moved: list[Entry] = []
    # Slugs already used in the game, kept up to date here: one query instead of one or more per new entry
    # (a heading repeated n times made _free_slug ask the database O(n^2) times).
    slugs = _SlugPool(set(Entry.objects.filter(game=doc.game).values_list("slug", flat=True)))
    for position, pe in enumerate(doc.entries):
        fingerprint = _fingerprint(pe)
        entry = existing.get(pe.key)
        if entry is not None and entry.fingerprint == fingerprint:
            report.unchanged += 1
            if (entry.position, entry.line) != (position, pe.line):  # text above it changed, not this entry
                entry.position, entry.line = position, pe.line
                moved.append(entry)
            continue
        if entry is None:
            entry = Entry(document=document, game=doc.game, key=pe.key, slug=_free_slug(pe, document, slugs))
            report.created += 1
        else:
            report.updated += 1
        _fill_entry(entry, pe, position, fingerprint)
        entry.save()
        changed.append((entry, pe))
    Entry.objects.bulk_update(moved, ["position", "line"])
    _write_parts(changed)
    _link_parents(document, doc.entries)
    return report


def _upsert_document(doc: ParsedDocument, report: DocumentReport) -> Document:
    slug = slugify(Path(doc.source_name).stem)[:100]
    document = Document.objects.filter(source_name=doc.source_name).first()
    if document is not None and document.game != doc.game:
        report.removed += document.entries.count()  # moved to another game: its entries start afresh
        document.entries.all().delete()
    if document is None:
        document = Document(source_name=doc.source_name)
    document.game, document.slug, document.title = doc.game, slug, doc.title
    document.short_title, document.style, document.checksum = doc.short_title, doc.style, doc.checksum
    document.save()
    return document


def _fingerprint(pe: ParsedEntry) -> str:
    """A hash of what the entry says; where it sits in the file (line numbers) is not part of it."""
    content = asdict(pe)
    del content["line"]
    for part in content["parts"]:
        del part["line"]
    payload = json.dumps(content, default=str, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode()).hexdigest()


@dataclass
class _SlugPool:
    taken: set[str]
    next_suffix: dict[str, int] = field(default_factory=dict)  # base -> last N tried for f"{base}-{N}"

    def claim(self, slug: str) -> str:
        self.taken.add(slug)
        return slug


def _free_slug(pe: ParsedEntry, document: Document, slugs: _SlugPool) -> str:
    number = pe.number.replace(".", "-")  # "22.3" -> "22-3", not "223"
    base = slugify(f"{number} {pe.title}" if pe.number and pe.number != pe.title else number or pe.title)
    base = base[:150] or "entry"
    for candidate in (base, f"{base}-{document.slug}"):
        if candidate not in RESERVED_SLUGS and candidate not in slugs.taken:
            return slugs.claim(candidate)
    # The smallest free N >= 2; slugs are only added while a document is stored, so the search for a base
    # resumes where it last stopped.
    n = slugs.next_suffix.get(base, 2)
    while f"{base}-{n}" in slugs.taken:
        n += 1
    slugs.next_suffix[base] = n
    return slugs.claim(f"{base}-{n}")


def _fill_entry(entry: Entry, pe: ParsedEntry, position: int, fingerprint: str) -> None:
    entry.title, entry.term, entry.number = pe.title, normalize(pe.title), pe.number
    entry.heading_path, entry.level, entry.position, entry.line = pe.heading_path, pe.level, position, pe.line
    entry.title_inferred, entry.text, entry.anchors = pe.title_inferred, pe.text, pe.anchors
    entry.fingerprint = fingerprint


def _write_parts(changed: list[tuple[Entry, ParsedEntry]]) -> None:
    """Replace the parts, errata and references of new and changed entries, in bulk."""
    Part.objects.filter(entry__in=[entry for entry, _ in changed]).delete()
    parts = [
        Part(
            entry=entry,
            kind=pp.kind,
            anchor=pp.anchor,
            label=pp.label,
            number=pp.number,
            position=index,
            text=pp.text,
        )
        for entry, pe in changed
        for index, pp in enumerate(pe.parts)
    ]
    Part.objects.bulk_create(parts)
    by_anchor = {(part.entry_id, part.anchor): part for part in parts}
    with_parent = []
    for entry, pe in changed:
        for pp in pe.parts:
            if pp.parent_anchor:
                part = by_anchor[(entry.pk, pp.anchor)]
                part.parent = by_anchor[(entry.pk, pp.parent_anchor)]
                with_parent.append(part)
    Part.objects.bulk_update(with_parent, ["parent"])
    Erratum.objects.bulk_create(
        Erratum(
            entry=entry,
            part=by_anchor.get((entry.pk, er.part_anchor)),
            kind=er.kind,
            date=er.date,
            raw=er.raw,
            position=index,
        )
        for entry, pe in changed
        for index, er in enumerate(pe.errata)
    )
    CrossReference.objects.bulk_create(
        CrossReference(
            entry=entry,
            part=by_anchor[(entry.pk, ref.part_anchor)],
            raw=ref.raw[:300],
            target_text=ref.target[:300],
            start=ref.start,
            end=ref.end,
            position=index,
        )
        for entry, pe in changed
        for index, ref in enumerate(pe.references)
    )


def _link_parents(document: Document, parsed: list[ParsedEntry]) -> None:
    entries = {e.key: e for e in document.entries.all()}
    moved = []
    for pe in parsed:
        entry = entries[pe.key]
        parent_id = entries[pe.parent_key].pk if pe.parent_key else None
        if entry.parent_id != parent_id:
            entry.parent_id = parent_id
            moved.append(entry)
    Entry.objects.bulk_update(moved, ["parent"])


def resolve_references(game: str) -> None:
    """Point every reference of the game at the entry (and anchor) it names, or at nothing."""
    resolver = Resolver(_candidates(game), _rule_anchors(game), _aliases(game))
    changed = []
    for ref in CrossReference.objects.filter(entry__game=game).select_related("entry"):
        target = resolver.resolve(ref.target_text, source_document_id=ref.entry.document_id)
        wanted = (target.entry_id, target.anchor) if target else (None, "")
        if (ref.target_id, ref.target_anchor) != wanted:
            ref.target_id, ref.target_anchor = wanted
            changed.append(ref)
    CrossReference.objects.bulk_update(changed, ["target", "target_anchor"])


def _aliases(game: str) -> dict[str, Target]:
    """reference_aliases.yaml's targets for the game that this glossary holds, by entry id."""
    aliases = reference_aliases(game)
    ids = dict(
        Entry.objects.filter(game=game, slug__in={slug for slug, _ in aliases.values()}).values_list(
            "slug", "id"
        )
    )
    return {name: Target(ids[slug], anchor) for name, (slug, anchor) in aliases.items() if slug in ids}


def _candidates(game: str) -> list[Candidate]:
    entries = (
        Entry.objects.filter(game=game)
        .select_related("document")
        .order_by("document__source_name", "position")
    )
    candidates = []
    for rank, entry in enumerate(entries):
        doc = entry.document
        is_glossary = doc.style == "glossary"
        scopes = {
            normalize(doc.title),
            normalize(doc.short_title),
            *(normalize(t) for t in entry.heading_path),
        }
        candidates.append(
            Candidate(
                entry_id=entry.pk,
                term=entry.term,
                document_id=doc.pk,
                is_glossary=is_glossary,
                scopes=frozenset(s for s in scopes if s),
                rank=rank,
            )
        )
    return candidates


def _rule_anchors(game: str) -> dict[str, tuple[int, str]]:
    anchors = {
        number: (entry_id, "")
        for entry_id, number in Entry.objects.filter(game=game).exclude(number="").values_list("id", "number")
    }
    for entry_id, number, anchor in (
        Part.objects.filter(entry__game=game).exclude(number="").values_list("entry_id", "number", "anchor")
    ):
        anchors.setdefault(number, (entry_id, anchor))
    return anchors
