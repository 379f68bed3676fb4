"""Glossary style: a title line ("CE Glossary S"), then one term per heading line, its definition below."""

from __future__ import annotations

from ..model import Block, Line, Section
from ..outline import nest_by_titles
from ..source import drop_leftovers, looks_like_heading

MAX_TERM_CHARS = 40


def split(lines: list[Line], short_title: str, source_name: str) -> list[Section]:
    lines = drop_leftovers(lines)
    content = [ln for ln in lines if ln.text]
    if content and "glossary" in content[0].text.lower():
        content = content[1:]  # the document's own title
    sections: list[Section] = []
    for line in content:
        if len(line.text) <= MAX_TERM_CHARS and looks_like_heading(line.text, max_words=5):
            sections.append(Section(title=line.text, line=line.no))
        else:
            if not sections:
                sections.append(Section(title=short_title or "Introduction", line=line.no))
            sections[-1].blocks.append(Block(line.no, line.text))
    # Sub-headings share the term's stem ("Searching multiple areas" under "Search").
    nest_by_titles(sections, ignore_words=frozenset(), quoted=False, mentioned=False)
    return sections
