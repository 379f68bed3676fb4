"""One small parser per document style. Each splits a document's lines into sections (it drops wiki
leftovers itself, so a style can read navigation it needs first).

  rulebook  headings are short lines between blank lines (L5R CE comprehensive rules)
  glossary  one term per heading line, no blank lines (L5R CE glossary)
  wiki      "[edit] Heading" sections of a saved rules-wiki page, "Stat:" sub-headings, image captions
  numbered  numbered rules "22.1", "22.1a" with hard-wrapped lines (ChiAxis rulebook)
  navpage   a web page opening with section cards ("Go to the section →") (Naruto Mythos mechanics)
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import Line, Section
from . import glossary, navpage, numbered, rulebook, wiki

SplitFunction = Callable[[list[Line], str, str], list[Section]]
STYLES: dict[str, SplitFunction] = {
    "rulebook": rulebook.split,
    "glossary": glossary.split,
    "wiki": wiki.split,
    "numbered": numbered.split,
    "navpage": navpage.split,
}


def detect_style(lines: list[Line]) -> str:
    """Recognise the style from the text itself, so a new file in a known style needs no code."""
    texts = [ln.text for ln in lines if ln.text]
    if any(t.startswith("[edit] ") for t in texts):
        return "wiki"
    if sum(1 for t in texts if numbered.NUMBERED_RE.match(t)) >= 2:
        return "numbered"
    if any(t.lower().startswith("go to the section") for t in texts):
        return "navpage"
    if texts and "glossary" in texts[0].lower():
        return "glossary"
    return "rulebook"
