"""From a style parser's sections to entries: nesting, heading paths, keys and parts."""

from __future__ import annotations

import re

from django.utils.text import slugify

from .model import ParsedEntry, Section
from .parts import PartBuilder, rule_anchor
from .references import normalize
from .source import QUOTES

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "in",
        "into",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "out",
        "the",
        "their",
        "this",
        "to",
        "with",
        "versus",
        "vs",
    ]
)


def stem(word: str) -> str:
    """A crude stem, enough to see that "Searching" belongs under "Search" and "stats" under "Stats"."""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def significant_stems(title: str, ignore: frozenset[str]) -> set[str]:
    words = normalize(title).split()
    return {stem(w) for w in words if w not in STOPWORDS and w not in ignore and not w.isdigit()}


def nest_by_titles(
    sections: list[Section], *, ignore_words: frozenset[str], quoted: bool, mentioned: bool
) -> None:
    """Infer one level of nesting for documents whose headings all look alike.

    A heading goes inside the current top-level section when it shares a significant word with its
    title ("Duration and scope of prevention effects" under "Prevention (including negation)"), when it
    is a quoted wording (quoted=True: '"May not"'), or when the top section's own text names it
    (mentioned=True: "Duration of effects" lists "continuous effects, instantaneous effects, ...").
    """
    top: Section | None = None
    for section in sections:
        child = (
            top is not None
            and not section.title_inferred
            and (
                bool(
                    significant_stems(section.title, ignore_words)
                    & significant_stems(top.title, ignore_words)
                )
                or (quoted and section.title[0] in QUOTES)
                or (mentioned and _names(top, section.title))
            )
        )
        section.level = 1 if child else 0
        if not child:
            top = None if section.title_inferred else section


def _names(section: Section, title: str) -> bool:
    wanted = normalize(title)
    return any(re.search(rf"\b{re.escape(wanted)}\b", normalize(b.text)) for b in section.blocks)


def build_entries(sections: list[Section], warnings: list[str], source_name: str) -> list[ParsedEntry]:
    """Entries in document order; a heading with neither text nor subsections is skipped with a warning."""
    keep = [s for i, s in enumerate(sections) if s.blocks or _has_children(sections, i)]
    kept = {id(s) for s in keep}  # by identity: `section in keep` compared whole dataclasses, O(n^2)
    for section in sections:
        if id(section) not in kept:
            warnings.append(
                f"{source_name}, line {section.line}: heading {section.title!r} has no text; skipped"
            )
    entries: list[ParsedEntry] = []
    stack: list[ParsedEntry] = []
    keys: set[str] = set()
    suffixes: dict[str, int] = {}
    for section in keep:
        while stack and stack[-1].level >= section.level:
            stack.pop()
        path = [e.title for e in stack]
        builder = PartBuilder()
        for block in section.blocks:
            builder.add(block)
        entry = ParsedEntry(
            key=_unique_key(_key(path, section), keys, suffixes),
            title=section.title,
            number=section.number,
            heading_path=path,
            parent_key=stack[-1].key if stack else "",
            level=section.level,
            line=section.line,
            title_inferred=section.title_inferred,
            text=builder.search_text(),
            anchors=[p.anchor for p in builder.parts],
            parts=builder.parts,
            errata=builder.errata,
            references=builder.references,
        )
        if section.title_inferred:
            warnings.append(
                f"{source_name}, line {section.line}: text without a heading; titled {section.title!r}"
            )
        entries.append(entry)
        stack.append(entry)
    return entries


def _key(path: list[str], section: Section) -> str:
    if section.number:
        return rule_anchor(section.number)
    return slugify(" ".join([*path, section.title]))[:180] or "entry"


def _has_children(sections: list[Section], index: int) -> bool:
    following = sections[index + 1] if index + 1 < len(sections) else None
    return following is not None and following.level > sections[index].level


def _unique_key(key: str, taken: set[str], suffixes: dict[str, int]) -> str:
    """``key``, or ``key-N`` with the smallest free N >= 2. ``suffixes`` remembers the last N tried per key:
    keys are only ever added, so no smaller N becomes free, and a heading repeated n times costs O(n), not
    O(n^2)."""
    candidate, n = key, suffixes.get(key, 1)
    if n > 1:
        candidate = f"{key}-{n}"
    while candidate in taken:
        n += 1
        candidate = f"{key}-{n}"
    suffixes[key] = n
    taken.add(candidate)
    return candidate
