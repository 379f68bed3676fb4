"""Navigation-page style: a mechanics web page that opens with section cards (title, blurb,
"Go to the section →"). Card titles name the top-level sections; other short lines followed by a
sentence are sub-headings. Lines broken inside a sentence (around bold words) are joined again.
"Example:" starts an example that runs to the next blank line, or to a line after its first that opens with a
lead-in clause ending in a colon (a new rule, not more example); a caption such as "Example of Trigger
Chain" starts one that runs to the next section; a colon line followed by short lines opens a list.
"""

from __future__ import annotations

import difflib
import re

from ..model import Block, Line, Section
from ..references import normalize
from ..source import EXAMPLE_RE, drop_leftovers, ends_sentence, is_bullet, looks_like_heading, word_count

GO_TO_RE = re.compile(r"go to the section\b.*", re.IGNORECASE)
FUNCTION_WORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "with",
        "and",
        "or",
        "in",
        "on",
        "for",
        "by",
        "from",
        "that",
        "which",
        "never",
        "cannot",
    ]
)
CAPS_THEN_LOWER_RE = re.compile(r"[A-Z]{2,}\s+[a-z]")
# A rule introduced by a lead-in clause ("You can't choose only a part of the effect: if you ...").
LEAD_IN_RE = re.compile(r"[A-Z][^:.!?]{10,80}:\s")
LONG_LINE = 50


def split(lines: list[Line], short_title: str, source_name: str) -> list[Section]:
    lines, nav_titles = _take_nav_cards(lines)
    lines = drop_leftovers(lines)
    return _Splitter(_join_broken_lines(lines), nav_titles, short_title).run()


def _take_nav_cards(lines: list[Line]) -> tuple[list[Line], list[str]]:
    """Remove the section cards (title, blurb, "Go to the section") and return their titles."""
    result, titles = list(lines), []
    for index, line in enumerate(lines):
        if GO_TO_RE.fullmatch(line.text):
            card = [i for i in range(index - 1, -1, -1) if result[i].text][:2]
            if len(card) == 2:
                titles.append(result[card[1]].text)
            for i in [*card, index]:
                result[i] = Line(result[i].no, "")
    return result, titles


def _join_broken_lines(lines: list[Line]) -> list[Line]:
    joined: list[Line] = []
    for line in lines:
        previous = joined[-1].text if joined else ""
        if line.text and previous and _continues(previous, line.text):
            joined[-1] = Line(joined[-1].no, f"{previous} {line.text}")
        else:
            joined.append(line)
    return joined


def _continues(previous: str, text: str) -> bool:
    if text[0].islower():
        return not ends_sentence(previous) or previous.endswith(":")
    if ends_sentence(previous) or is_bullet(text) or previous.isdigit():
        return False
    last_word = previous.split()[-1]  # lower-case only: "Player A" does not run on
    return bool(CAPS_THEN_LOWER_RE.match(text)) or last_word in FUNCTION_WORDS or text.startswith("(")


def _is_sentence(text: str) -> bool:
    return ends_sentence(text) or len(text) >= LONG_LINE


class _Splitter:
    def __init__(self, lines: list[Line], nav_titles: list[str], short_title: str) -> None:
        self.lines = lines
        self.nav = [normalize(t) for t in nav_titles]
        self.short_title = short_title
        self.sections: list[Section] = []
        # "", "list", "step" (a numbered step's lines), "example" (to a blank line),
        # "captioned" (an example with a caption, to the next section)
        self.mode = ""
        self.example: list[str] = []
        self.example_start = (0, "")

    def run(self) -> list[Section]:
        for index, line in enumerate(self.lines):
            self._line(line, self._next_text(index))
        self._flush_example()
        return self.sections

    def _next_text(self, index: int) -> str:
        return next((ln.text for ln in self.lines[index + 1 :] if ln.text), "")

    def _line(self, line: Line, following: str) -> None:
        text = line.text
        if not text:
            if self.mode in ("list", "step", "example"):
                self._flush_example()
                self.mode = ""
            return
        if self._is_nav_title(text):
            self._open(text, line.no, level=0)
        elif text.startswith("Example") and looks_like_heading(text):
            self._flush_example()
            self.mode, self.example_start = "captioned", (line.no, text)
        elif self.mode == "example" and self.example and LEAD_IN_RE.match(text):
            self._flush_example()
            self._line(line, following)
        elif self.mode in ("example", "captioned"):
            self._add_example_line(text)
        elif (example := EXAMPLE_RE.fullmatch(text)) and not example["rest"]:
            self.mode, self.example_start = "example", (line.no, example["label"])
        else:
            self._body_line(line, following)

    def _body_line(self, line: Line, following: str) -> None:
        """A line outside examples: a list item, a numbered step, a heading or a paragraph."""
        text = line.text
        if self.mode == "list":
            self._add(Block(line.no, text, kind="item"))
        elif text.isdigit():
            self.mode = "step"
            self._add(Block(line.no, "", kind="item", label=text))
        elif self.mode == "step" and not looks_like_heading(text):
            last = self.sections[-1].blocks[-1]
            joined = f"{last.text}\n{text}" if last.text else text
            self.sections[-1].blocks[-1] = Block(last.line, joined, kind="item", label=last.label)
        elif looks_like_heading(text, max_words=8) and (
            ends_sentence(following) or len(following) >= LONG_LINE
        ):
            self._open(text, line.no, level=1 if self.nav and self.sections else 0)
        else:
            self.mode = ""
            self._add(Block(line.no, text))
            if text.endswith(":") and following and (is_bullet(following) or len(following) < LONG_LINE):
                self.mode = "list"

    def _is_nav_title(self, text: str) -> bool:
        wanted = normalize(text)
        return any(difflib.SequenceMatcher(None, wanted, t).ratio() >= 0.9 for t in self.nav)

    def _open(self, title: str, line: int, level: int) -> None:
        self._flush_example()
        self.mode = ""
        self.sections.append(Section(title=title, line=line, level=level))

    def _add(self, block: Block) -> None:
        if not self.sections:
            self.sections.append(Section(title=self.short_title or "Introduction", line=block.line))
        self.sections[-1].blocks.append(block)

    def _add_example_line(self, text: str) -> None:
        if self.example and self.example[-1].isdigit() and word_count(text) > 0:
            self.example[-1] = f"{self.example[-1]}. {text}"  # a numbered step: "1" then its text
        else:
            self.example.append(text)

    def _flush_example(self) -> None:
        if self.mode in ("example", "captioned") and self.example:
            line, label = self.example_start
            self._add(Block(line, "\n".join(self.example), kind="example", label=label))
        self.example = []
        if self.mode in ("example", "captioned"):
            self.mode = ""
