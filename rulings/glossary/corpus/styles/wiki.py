"""Wiki style: a saved rules-wiki page. "[edit] Heading" opens a section; a short "Stat:" line standing
alone opens a sub-section; short caption lines glued to the next line are image captions, not text."""

from __future__ import annotations

import re

from ..model import Block, Line, Section
from ..source import drop_leftovers, ends_sentence, is_bullet, word_count

EDIT_RE = re.compile(r"\[edit\]\s+(?P<title>.+)")
SHORT_WORDS = 6


def split(lines: list[Line], short_title: str, source_name: str) -> list[Section]:
    lines = drop_leftovers(lines)
    lines = _drop_captions(_drop_page_header(lines))
    sections: list[Section] = []
    for index, line in enumerate(lines):
        text = line.text
        if not text:
            continue
        heading = EDIT_RE.fullmatch(text)
        if heading:
            title = heading["title"].strip()
            if not sections and title.casefold() == short_title.casefold():
                continue  # the page's own title repeated as its first heading
            sections.append(Section(title=title, line=line.no))
        elif _is_subheading(text, lines, index):
            sections.append(Section(title=text.rstrip(":").strip(), line=line.no, level=1))
        else:
            if not sections:
                sections.append(Section(title=short_title or "Introduction", line=line.no))
            sections[-1].blocks.append(Block(line.no, text))
    return sections


def _drop_page_header(lines: list[Line]) -> list[Line]:
    """The page title line and the wiki's "From <site>" tagline under it."""
    content = [i for i, ln in enumerate(lines) if ln.text]
    drop = set(content[:1])
    if len(content) > 1:
        second = lines[content[1]].text
        if second.startswith("From ") and word_count(second) <= 10:
            drop.add(content[1])
    return [Line(ln.no, "") if i in drop else ln for i, ln in enumerate(lines)]


def _drop_captions(lines: list[Line]) -> list[Line]:
    """Blank out image captions: short unpunctuated lines glued to the line below them."""
    result = list(lines)
    previous_free = True  # start of file, a blank line, a heading or another caption
    for index, line in enumerate(lines):
        text = line.text
        glued = index + 1 < len(lines) and bool(lines[index + 1].text)
        caption = (
            bool(text)
            and previous_free
            and glued
            and word_count(text) <= SHORT_WORDS
            and not ends_sentence(text)
            and not is_bullet(text)
            and not EDIT_RE.fullmatch(text)
        )
        if caption:
            result[index] = Line(line.no, "")
        previous_free = not text or caption or bool(EDIT_RE.fullmatch(text))
    return result


def _is_subheading(text: str, lines: list[Line], index: int) -> bool:
    before = lines[index - 1].text if index else ""
    after = lines[index + 1].text if index + 1 < len(lines) else ""
    return (
        text.endswith(":") and word_count(text) <= SHORT_WORDS and text[0].isupper() and not (before or after)
    )
