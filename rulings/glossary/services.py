"""Glossary lookups other apps use (card pages link keywords; engine traces link rule numbers)."""

from __future__ import annotations

from .corpus.references import normalize
from .models import Entry, Part


def entry_for_term(*, game: str, term: str) -> Entry | None:
    """The entry titled `term` in `game` ("Singular", "show", "Instant effects"), ignoring case, quotes and
    symbols. A glossary document's entry wins over a same-titled section elsewhere; None if there is none."""
    wanted = normalize(term)
    if not wanted:
        return None
    matches = Entry.objects.filter(game=game, term=wanted).select_related("document")
    return min(
        matches,
        key=lambda e: (e.document.style != "glossary", e.document.source_name, e.position),
        default=None,
    )


def url_for_rule(*, game: str, number: str) -> str | None:
    """Permalink of a numbered rule ("22.3b" -> /rules/chiaxis/22-3-continuous-effects/#r22-3b), or None."""
    part = Part.objects.filter(entry__game=game, number=number.strip()).select_related("entry").first()
    if part is not None:
        return part.get_absolute_url()
    entry = Entry.objects.filter(game=game, number=number.strip()).first()
    return entry.get_absolute_url() if entry else None
