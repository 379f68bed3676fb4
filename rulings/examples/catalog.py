"""The example scenarios (``rulings/examples/<game>/*.yaml``) as read: title, source, note, cards they name.

Pure reads, no Django: each file is read and parsed once per modification (its mtime and size are part of the
cache key), so the catalog costs a ``stat`` per file on a warm process. The questions app offers them as
question templates (``rulings.questions.examples`` adds search and grouping by glossary entry);
``cards.conformance`` finds the ones naming a card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from . import EXAMPLES_DIR, example_paths

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
    "combo": "Rules combined",
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
