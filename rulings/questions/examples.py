"""Start from an example: the example scenarios (``rulings/examples/<game>/*.yaml``) as question templates.

Pure reads. Each file is read and parsed once per modification (its mtime and size are part of the cache key),
so the catalog costs a ``stat`` per file on a warm process; ``cards.conformance`` reads its card names from
here too.

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

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from cards.markup import fold
from rulings.examples import EXAMPLES_DIR, example_paths

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_EXAMPLE_BYTES = 256 * 1024  # shipped files only; a larger one is skipped rather than read

# Topic prefixes (the file name's first words) that read better spelt out.
TOPIC_LABELS = {
    "abilities": "Abilities",
    "blind": "Blind cards (Rule of Location)",
    "chain": "The chain",
    "chi": "Chi death",
    "choices": "Choices",
    "color": "Color text",
    "continuous": "Continuous effects",
    "control": "Control",
    "core-power": "Core power",
    "created": "Created cards",
    "decider": "The decider",
    "effects": "Effects",
    "embedded": "Embedded text",
    "force": "Force, units and armies",
    "glossary": "Glossary",
    "instant": "Instant effects",
    "keywords": "Keywords",
    "location": "Rule of Location",
    "may-not": "“May not”",
    "no-repetition": "No repetition",
    "one-off": "One-off effects",
    "order": "Order of effects",
    "prevention": "Prevention",
    "priority": "Priority",
    "replacement": "Replacement",
    "search": "Searching",
    "seppuku": "Seppuku",
    "show": "Showing cards",
    "singular": "Singular",
    "snapshot-targeting": "Snapshot targeting",
    "source": "Source of an effect",
    "stats": "Stats",
    "substitution": "Substitution",
    "successful": "Successful actions",
    "switch": "Switching",
    "take-control": "Taking control",
}


def normalize(text: str) -> str:
    """Text as compared when looking for an example's opening in the glossary (and titles when searching):
    the card database's folding (NFKC, case-folded, straight quotes, single spaces)."""
    return fold(text)


@dataclass(frozen=True)
class Example:
    game: str
    slug: str  # the file name without .yaml: unique within a game
    path: Path
    title: str
    document: str  # source.document
    opening: str  # source.opening
    note: str
    text: str  # the file's text, offered as the scenario
    refs: tuple[str, ...] = ()  # the titles / references its cards name
    readable: bool = True

    @property
    def key(self) -> str:
        return f"{self.game}/{self.slug}"

    @property
    def display_title(self) -> str:
        return self.title or self.slug.replace("-", " ").capitalize()

    @property
    def topic(self) -> str:
        words = self.slug.split("-")
        two = "-".join(words[:2])
        return two if two in TOPIC_LABELS else words[0]

    @property
    def topic_label(self) -> str:
        return TOPIC_LABELS.get(self.topic, self.topic.replace("-", " ").capitalize())

    @property
    def prose(self) -> str:
        """Its title, note and quoted opening: what names cards in words."""
        return "\n".join(text for text in (self.title, self.note, self.opening) if text)


@dataclass
class Group:
    label: str
    entry_slug: str = ""  # the glossary entry, when the group is one
    examples: list[Example] = field(default_factory=list)


def _text(value) -> str:
    return value if isinstance(value, str) else ""


@lru_cache(maxsize=1024)
def _read(path: str, stamp: tuple[int, int]) -> Example:
    """One example file; an unreadable or malformed one comes back with ``readable=False`` (never shown)."""
    file = Path(path)
    game, slug = file.parent.name, file.stem
    try:
        if stamp[1] > MAX_EXAMPLE_BYTES:
            raise ValueError("too large")
        text = file.read_text(encoding="utf-8")
        data = yaml.load(text, Loader=Loader)
    except (OSError, UnicodeDecodeError, ValueError, yaml.YAMLError):
        return Example(game, slug, file, "", "", "", "", "", readable=False)
    if not isinstance(data, dict):
        return Example(game, slug, file, "", "", "", "", text, readable=False)
    cards = data.get("cards") if isinstance(data.get("cards"), dict) else {}
    refs = tuple(
        name
        for card in cards.values()
        if isinstance(card, dict)
        for name in (card.get("ref"), card.get("title"))
        if isinstance(name, str) and name.strip()
    )
    source = data.get("source") if isinstance(data.get("source"), dict) else {}
    return Example(
        game=_text(data.get("game")) or game,
        slug=slug,
        path=file,
        title=_text(data.get("title")).strip(),
        document=_text(source.get("document")),
        opening=_text(source.get("opening")),
        note=_text(data.get("note")),
        text=text,
        refs=refs,
    )


def _stamp(path: Path) -> tuple[int, int]:
    stat = path.stat()
    return stat.st_mtime_ns, stat.st_size


def all_examples(*, game: str | None = None, folder: Path | None = None) -> list[Example]:
    """Every readable example (of one game), in path order. ``folder`` replaces the shipped folder (tests):
    every ``*.yaml`` under it, whatever its layout, its game read from the file."""
    paths = example_paths(game) if folder is None else sorted(folder.rglob("*.yaml"))
    examples = [_read(str(path), _stamp(path)) for path in paths if path.is_file()]
    return [e for e in examples if e.readable and (game is None or e.game == game)]


def example_get(*, game: str, slug: str) -> Example | None:
    """One example by game and file name, or None (never a path outside the examples folder)."""
    if not re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,100}", game) or not re.fullmatch(
        r"[a-z0-9][a-z0-9_-]{0,150}", slug
    ):
        return None
    path = EXAMPLES_DIR / game / f"{slug}.yaml"
    if not path.is_file():
        return None
    example = _read(str(path), _stamp(path))
    return example if example.readable else None


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
    from rulings.models import Entry

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
    from rulings.models import Document

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
