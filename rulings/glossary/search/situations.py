"""Situation phrases (document expansion, as doc2query does): for each paragraph, what players type when
it is their answer ("swap two guys' locations" for the Switch paragraph), kept per game in situations.yaml
as {game: {"<entry slug>#<anchor>": [phrase, ...]}}. The ranking reads them as one more field of their
paragraph, weighing less than the paragraph's own words (ranking.SITUATION_FIELD); import_rules reports
keys naming no imported paragraph (unknown_keys)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

import yaml

from ...games import Game
from ...text import fold
from .query import WORD_RE, Concept, stem

SITUATIONS_FILE = Path(__file__).parent.parent / "situations.yaml"


class SituationsError(ValueError):
    """The data file is not shaped {game: {"slug#anchor": [phrase, ...]}}."""


@dataclass(frozen=True)
class Situations:
    # game -> entry slug -> anchor -> the paragraph's phrases
    phrases: dict[str, dict[str, dict[str, tuple[str, ...]]]]

    def keys(self, game: str) -> list[str]:
        by_slug = self.phrases.get(game, {})
        return [f"{slug}#{anchor}" for slug, by_anchor in by_slug.items() for anchor in by_anchor]


def load(path: Path) -> Situations:
    """The phrases of a data file, its shape checked (a game the Desk does not know, a key without "#" or
    a phrase that is not text raise SituationsError naming it); a missing file holds none."""
    if not path.exists():
        return Situations({})
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise SituationsError(f"{path.name}: expected a mapping of games")
    phrases: dict[str, dict[str, dict[str, tuple[str, ...]]]] = {}
    for game, keyed in data.items():
        if game not in Game.values:
            raise SituationsError(f"{path.name}: unknown game {game!r}")
        for key, listed in (keyed or {}).items():
            slug, hash_mark, anchor = str(key).partition("#")
            if not (slug and hash_mark and anchor):
                raise SituationsError(f"{path.name}: {game} key {key!r} is not <entry slug>#<anchor>")
            if not isinstance(listed, list) or not all(isinstance(p, str) and p.strip() for p in listed):
                raise SituationsError(f"{path.name}: {game} {key}: expected a list of phrases")
            phrases.setdefault(game, {}).setdefault(slug, {})[anchor] = tuple(p.strip() for p in listed)
    return Situations(phrases)


@cache
def situations() -> Situations:
    return load(SITUATIONS_FILE)


def reload() -> None:
    """Read the data file again (tests that point SITUATIONS_FILE elsewhere)."""
    situations.cache_clear()
    entry_phrases.cache_clear()


MAX_PREFIXES = 64  # typed prefixes remembered per entry


PHRASE_GAP = 1000  # word positions between two phrases of a paragraph: no pair of words spans two phrases


@dataclass(frozen=True)
class EntryPhrases:
    """An entry's situation phrases as an inverted index of their words, built once per entry: a search
    then looks up the question's concepts (a few) instead of reading every phrase (hundreds of words)."""

    stems: dict[str, tuple[tuple[int, int], ...]]  # stem -> (paragraph index, position) of each word
    words: dict[str, tuple[tuple[int, int], ...]]  # folded word -> the same, for a word still being typed
    at: dict[tuple[int, int], str]  # (paragraph index, position) -> the stem of the word there
    by_prefix: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=dict, compare=False)

    def starting(self, typed: str) -> tuple[tuple[int, int], ...]:
        """The places of the words starting with what is typed (the last word, still being typed)."""
        found = self.by_prefix.get(typed)
        if found is None:
            found = tuple(p for word, at in self.words.items() if word.startswith(typed) for p in at)
            if len(self.by_prefix) < MAX_PREFIXES:
                self.by_prefix[typed] = found
        return found


@lru_cache(maxsize=4096)
def entry_phrases(game: str, slug: str, anchors: tuple[str, ...]) -> EntryPhrases | None:
    """The phrases of the entry's paragraphs (by position among `anchors`), indexed; None when none of
    its paragraphs has phrases."""
    by_anchor = situations().phrases.get(game, {}).get(slug)
    if not by_anchor:
        return None
    stems: dict[str, list[tuple[int, int]]] = {}
    words: dict[str, list[tuple[int, int]]] = {}
    at: dict[tuple[int, int], str] = {}
    for index, anchor in enumerate(anchors):
        for number, phrase in enumerate(by_anchor.get(anchor, ())):
            for offset, word in enumerate(WORD_RE.findall(fold(phrase.lower()))):
                place = (index, number * PHRASE_GAP + offset)
                at[place] = stem(word)
                stems.setdefault(at[place], []).append(place)
                words.setdefault(word, []).append(place)
    return EntryPhrases(
        {k: tuple(v) for k, v in stems.items()}, {k: tuple(v) for k, v in words.items()}, at
    )


Place = tuple[int, int, int]  # (first word position, last word position, concept)


def concept_places(phrases: EntryPhrases, concepts: tuple[Concept, ...]) -> dict[int, list[Place]]:
    """Per paragraph, (first position, last position, concept) of each concept found in its phrases, in
    order: the words of an alternative in a row, once per concept where several alternatives start."""
    found: dict[tuple[int, int, int], int] = {}  # (paragraph, start, concept) -> last position
    for ci, concept in enumerate(concepts):
        for alt in concept.alternatives:
            if concept.prefix and len(alt) == 1:
                starts, rest = phrases.starting(fold(alt[0])), []
            else:
                alt_stems = [stem(w) for w in alt]
                starts, rest = phrases.stems.get(alt_stems[0], ()), alt_stems[1:]
            if not rest:  # one word (most concepts): every place it stands
                for index, position in starts:
                    found.setdefault((index, position, ci), position)
                continue
            for index, position in starts:
                if all(phrases.at.get((index, position + k)) == s for k, s in enumerate(rest, start=1)):
                    key = (index, position, ci)
                    found[key] = max(found.get(key, 0), position + len(rest))
    per_paragraph: dict[int, list[Place]] = {}
    for (index, position, ci), last in sorted(found.items()):
        per_paragraph.setdefault(index, []).append((position, last, ci))
    return per_paragraph


def unknown_keys(game: str, paragraphs: set[tuple[str, str]]) -> list[str]:
    """The game's keys naming no paragraph among `paragraphs` ((entry slug, anchor) of the imported ones)."""
    return [key for key in situations().keys(game) if tuple(key.split("#", 1)) not in paragraphs]
