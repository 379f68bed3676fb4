"""The one text folding every search shares: glossary words, card titles and text, decklist titles.

Folded text is compared, never shown: compatibility forms split (NFKD), accents dropped ("Naga Attaché" is
found as "naga attache"), case folded, curly quotes and en/em dashes made ASCII, runs of spaces made one.
Callers that need less (a decklist's title matching also drops punctuation) start from this form.
"""

from __future__ import annotations

import re
import unicodedata

# curly quotes and en/em dashes -> their ASCII forms
_QUOTES = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"}
)
_SPACES = re.compile(r"\s+")


def fold(text: str) -> str:
    """The form searched text and search terms share."""
    if not text.isascii():
        text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return _SPACES.sub(" ", text.translate(_QUOTES).casefold()).strip()
