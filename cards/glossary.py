"""Links from card keywords and types to the rules glossary (the ``rulings`` app), where an entry exists."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlencode

from django.urls import reverse

# "Experienced 2", "ExperiencedKYD", "Experienced 3.5", "Yu 5": a keyword with a version or set mark
_MARKED = re.compile(r"^(?P<base>[A-Za-z][A-Za-z' -]*?[a-z])(?:\s*\d[\w.]*|[A-Z]{2,4})$")


@dataclass(frozen=True)
class TagLink:
    value: str
    glossary_url: str | None
    search_url: str


def glossary_url(*, game: str, term: str) -> str | None:
    """The glossary entry for a keyword ("Experienced 2" falls back to "Experienced"), or None."""
    try:
        from rulings.glossary.services import entry_for_term
    except ImportError:  # the glossary app does not offer lookups (yet)
        return None
    marked = _MARKED.match(term)
    for candidate in dict.fromkeys([term, marked.group("base") if marked else term]):
        if entry := entry_for_term(game=game, term=candidate):
            return entry.get_absolute_url()
    return None


def tag_links(*, game: str, field: str, values: list[str]) -> list[TagLink]:
    """Each value with its glossary entry (if any) and a search for the cards that share it."""
    search = reverse("cards:search")
    links = []
    for value in values:
        quoted = value.replace('"', "")
        query = urlencode({"q": f'{field}:"{quoted}"', "game": game})
        links.append(TagLink(value, glossary_url(game=game, term=value), f"{search}?{query}"))
    return links
