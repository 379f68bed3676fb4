"""Rulebook style: headings are short lines standing alone between blank lines; two blank lines and
no heading mean the source lost a heading (the section is kept, titled from its first words)."""

from __future__ import annotations

from ..model import Block, Line, Section
from ..outline import nest_by_titles
from ..references import normalize
from ..source import drop_leftovers, first_words, looks_like_heading


def split(lines: list[Line], short_title: str, source_name: str) -> list[Section]:
    lines = drop_leftovers(lines)
    intro = Section(title=short_title or "Introduction", line=1)
    sections = [intro]
    blanks = 1
    for index, line in enumerate(lines):
        if not line.text:
            blanks += 1
            continue
        alone = index + 1 == len(lines) or not lines[index + 1].text
        if blanks and alone and looks_like_heading(line.text):
            sections.append(Section(title=line.text, line=line.no))
        else:
            if blanks >= 2 and sections[-1].blocks:
                sections.append(Section(title=first_words(line.text), line=line.no, title_inferred=True))
            sections[-1].blocks.append(Block(line.no, line.text))
        blanks = 0
    sections = [s for s in sections if s is not intro or s.blocks]
    ignore = frozenset(normalize(short_title).split())
    nest_by_titles(sections, ignore_words=ignore, quoted=True, mentioned=True)
    return sections
