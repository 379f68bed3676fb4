"""Numbered style: rules "22.0 Effects", "22.1 ...", "22.1a ..." whose lines are hard-wrapped.

"x.0 Title" is the section; each "x.y" rule is an entry and its "x.ya" sub-rules are numbered parts.
A line holding only "-" separates blocks; "Example:" lines are examples of the rule above.
"""

from __future__ import annotations

import re

from ..model import Block, Line, Section
from ..source import EXAMPLE_RE, drop_leftovers

NUMBERED_RE = re.compile(r"(?P<number>(?P<major>\d+)\.(?P<minor>\d+)(?P<sub>[a-z]?))\s+(?P<rest>\S.*)")


def split(lines: list[Line], short_title: str, source_name: str) -> list[Section]:
    lines = drop_leftovers(lines)
    sections: list[Section] = []
    blocks: list[list] = []  # [line, text, number] being built for the current section
    has_chapter = False
    separated = False

    def close() -> None:
        if sections:
            sections[-1].blocks.extend(Block(no, text, number=number) for no, text, number in blocks)
        blocks.clear()

    for line in lines:
        text = line.text
        match = NUMBERED_RE.fullmatch(text)
        if match and match["minor"] == "0" and not match["sub"]:
            close()
            has_chapter = True
            sections.append(Section(title=match["rest"], line=line.no, number=match["number"]))
        elif match and not match["sub"]:
            close()
            number, rest = match["number"], match["rest"]
            sections.append(
                Section(title=_term(rest) or number, line=line.no, level=int(has_chapter), number=number)
            )
            blocks.append([line.no, rest, number])
        elif match:
            blocks.append([line.no, match["rest"], match["number"]])
        elif not sections or not text:
            continue  # title lines before the first rule
        elif text == "-":
            separated = True
            continue
        elif EXAMPLE_RE.fullmatch(text) or not blocks or separated:
            blocks.append([line.no, text, ""])
        else:
            blocks[-1][1] += " " + text
        separated = False
    close()
    return sections


def _term(text: str) -> str:
    """The capitalised term a rule opens with ("One-Off Effects do something ..." -> "One-Off Effects")."""
    words = text.split()
    leading = 0
    while leading < len(words) and words[leading][:1].isupper():
        leading += 1
    return " ".join(words[:leading]) if 2 <= leading < len(words) else ""
