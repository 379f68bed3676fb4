"""HTML for rules text: every character of corpus text escaped, with only our own links and line breaks."""

from __future__ import annotations

from collections.abc import Iterable

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from .models import CrossReference

OUTSIDE_NOTE = mark_safe(' <small class="xref-note">[not in the imported rules documents]</small>')


def part_html(text: str, references: Iterable[CrossReference]) -> SafeString:
    """The part's text with each reference's target turned into a link; a target the imported documents do
    not hold (not even under another title, see reference_aliases.yaml) stays plain text, followed by a
    visible note saying so: nothing that looks like a link leads nowhere."""
    pieces, cursor = [], 0
    for ref in sorted(references, key=lambda r: r.start):
        if ref.start < cursor or ref.end > len(text):
            continue  # overlapping or stale spans are shown as plain text
        pieces.append(escape(text[cursor : ref.start]))
        label = text[ref.start : ref.end]
        if ref.is_resolved:
            pieces.append(format_html('<a class="xref" href="{}">{}</a>', ref.target_url(), label))
        else:
            pieces.append(format_html('<span class="xref-outside">{}</span>{}', label, OUTSIDE_NOTE))
        cursor = ref.end
    pieces.append(escape(text[cursor:]))
    return mark_safe("".join(pieces).replace("\n", "<br>"))  # every piece above is escaped
