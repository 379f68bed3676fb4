"""The scenario language's reference document, rendered once per modification of the file."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import markdown
from django.conf import settings
from django.utils.safestring import SafeString, mark_safe

FORMAT_DOC = Path(settings.BASE_DIR) / "docs" / "scenario-format.md"


def format_document_html() -> SafeString:
    stat = FORMAT_DOC.stat()
    return _render(stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=2)
def _render(mtime_ns: int, size: int) -> SafeString:
    text = FORMAT_DOC.read_text(encoding="utf-8")
    # The document is the project's own (trusted); markdown escapes what it does not mark up in code.
    return mark_safe(markdown.markdown(text, extensions=["fenced_code", "tables", "toc"]))
