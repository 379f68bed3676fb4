"""Highlighted titles and snippets: every piece of text escaped, the matched spans marked."""

from __future__ import annotations

import bisect

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from .matching import Occurrence
from .query import WORD_RE

SNIPPET_WORDS = 32


def highlight(text: str, occurrences: list[Occurrence]) -> SafeString:
    """Escape every piece of the text, and wrap the matched spans (and only them) in <mark>."""
    html, position = [], 0
    for occ in sorted(occurrences, key=lambda o: o.start):
        if occ.start < position:
            continue
        html += [escape(text[position : occ.start]), "<mark>", escape(text[occ.start : occ.end]), "</mark>"]
        position = occ.end
    html.append(escape(text[position:]))
    return mark_safe("".join(html))  # every piece of text went through escape()


def snippet(text: str, occurrences: list[Occurrence], words: int = SNIPPET_WORDS) -> SafeString:
    """The paragraph, or the run of `words` words of it holding the most matches, highlighted."""
    spans = [m.span() for m in WORD_RE.finditer(text)]
    if len(spans) <= words:
        return highlight(text.strip(), [Occurrence(o.concept, o.start - _lead(text), o.end - _lead(text))
                                        for o in occurrences])  # fmt: skip
    starts = [s for s, _ in spans]
    best_first, best_count = 0, -1
    positions = [bisect.bisect_right(starts, o.start) - 1 for o in occurrences]
    for first in sorted({max(0, p - 3) for p in positions} | {0}):
        count = sum(first <= p < first + words for p in positions)
        if count > best_count:
            best_first, best_count = first, count
    last = min(len(spans), best_first + words) - 1
    begin, end = spans[best_first][0] if best_first else 0, spans[last][1]
    inside = [Occurrence(o.concept, o.start - begin, o.end - begin) for o in occurrences
              if begin <= o.start and o.end <= end]  # fmt: skip
    body = highlight(text[begin:end], inside)
    lead = "… " if begin else ""
    tail = " …" if end < len(text.rstrip()) else ""
    return mark_safe(f"{lead}{body}{tail}")  # body is escaped


def _lead(text: str) -> int:
    return len(text) - len(text.lstrip())
