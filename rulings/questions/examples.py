"""Start from an example: the example scenarios (``rulings/examples/<game>/*.yaml``) as question templates.

Pure reads. The files are read by ``rulings.examples.catalog`` (below every app, so that ``cards.conformance``
reads its card names there too); this module adds search by title and grouping by glossary entry.

**Grouping by rule.** An example is a worked example of the rules corpus: its ``source`` names the
document and quotes the opening words of the example (``source: {document: l5r-card-features.txt, opening:
"A Samurai with ..."}``). Its group is the glossary entry whose text contains that opening (the deepest such
entry of that document, since a section's text holds only its own parts). Matching is done in Python over the
entries of the named documents, read in one query and cached until a document is re-imported (its checksum
and import time are the key), so a warm examples page costs one small query. When the corpus is not
imported, or an opening is found in no entry (an example paraphrased rather than quoted), the group is the
file's topic prefix (``stats-``, ``prevention-``, ...) with a readable label; a topic named like an entry
joins that entry's group. The rule ids an example's answers cite would need an evaluation per example at
request time: not used.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from cards.markup import fold
from rulings.examples.catalog import Example, all_examples
from rulings.examples.catalog import example_get as example_get  # the catalog's reads, here with its search


def normalize(text: str) -> str:
    """Text as compared when looking for an example's opening in the glossary (and titles when searching):
    the card database's folding (NFKC, case-folded, straight quotes, single spaces)."""
    return fold(text)


@dataclass
class Group:
    label: str
    entry_slug: str = ""  # the glossary entry, when the group is one
    examples: list[Example] = field(default_factory=list)


def search(examples: Iterable[Example], query: str) -> list[Example]:
    """Examples whose title holds every word of ``query`` (any order, case and accents folded)."""
    words = normalize(query).split()
    return [e for e in examples if all(word in normalize(e.display_title) for word in words)]


# --- grouping by glossary entry ---------------------------------------------------------------------------


@dataclass(frozen=True)
class EntryText:
    game: str
    slug: str
    title: str
    document: str  # source_name
    level: int
    text: str  # normalized


def opening_in(example: Example, entry: EntryText) -> bool:
    """Whether the entry quotes the example's opening (same game and document)."""
    return bool(
        example.opening
        and entry.game == example.game
        and entry.document == example.document
        and normalize(example.opening) in entry.text
    )


def entry_for(example: Example, entries: Iterable[EntryText]) -> EntryText | None:
    """The deepest entry (then the shortest text) that quotes the example's opening."""
    found = [entry for entry in entries if opening_in(example, entry)]
    return min(found, key=lambda e: (-e.level, len(e.text)), default=None)


@lru_cache(maxsize=8)
def _entry_texts(signature: tuple) -> tuple[EntryText, ...]:
    from rulings.glossary.models import Entry

    names = [name for name, _, _ in signature]
    rows = Entry.objects.filter(document__source_name__in=names).values_list(
        "game", "slug", "number", "title", "document__source_name", "level", "text"
    )
    return tuple(
        EntryText(
            game,
            slug,
            f"{number} {title}" if number and number != title else title,
            document,
            level,
            normalize(text),
        )
        for game, slug, number, title, document, level, text in rows
    )


def entry_texts(documents: Iterable[str]) -> tuple[EntryText, ...]:
    """The glossary entries of these corpus documents, normalized; re-read only after a re-import."""
    from rulings.glossary.models import Document

    signature = tuple(
        Document.objects.filter(source_name__in=sorted(set(documents)))
        .order_by("source_name")
        .values_list("source_name", "checksum", "imported_at")
    )
    return _entry_texts(signature) if signature else ()


def grouped(examples: list[Example]) -> list[tuple[str, list[Group]]]:
    """[(game, [groups])]: games in the order of their first example; groups by glossary entry, else by topic
    (a topic with the same name as an entry joins it), sorted by label; examples in path order."""
    entries = entry_texts(e.document for e in examples if e.document)
    by_game: dict[str, dict[str, Group]] = {}
    for example in examples:
        entry = entry_for(example, entries)
        label = entry.title if entry else example.topic_label
        groups = by_game.setdefault(example.game, {})
        group = groups.setdefault(normalize(label), Group(label))
        if entry and not group.entry_slug:
            group.entry_slug = entry.slug
        group.examples.append(example)
    return [
        (game, sorted(groups.values(), key=lambda g: g.label.casefold())) for game, groups in by_game.items()
    ]


def examples_for_entry(*, game: str, document: str, text: str) -> list[Example]:
    """The examples whose opening this glossary entry (its document's source name and text) quotes: no
    query, for the entry page, which has the entry loaded already."""
    entry = EntryText(game, "", "", document, 0, normalize(text))
    return [example for example in all_examples(game=game) if opening_in(example, entry)]
