"""Situation phrases (document expansion, as doc2query does): for each paragraph, what players type when
it is their answer ("swap two guys' locations" for the Switch paragraph), kept per game in situations.yaml
as {game: {"<entry slug>#<anchor>": [phrase, ...]}}. The ranking reads them as one more field of their
paragraph, weighing less than the paragraph's own words (ranking.SITUATION_FIELD); import_rules reports
keys naming no imported paragraph (unknown_keys)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

import yaml

from ...games import Game

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


SEPARATOR = "\n\n"  # between paragraphs' phrases; " . " between one paragraph's: no phrase runs into another


@lru_cache(maxsize=4096)
def entry_phrases(game: str, slug: str, anchors: tuple[str, ...]) -> tuple[str, tuple[int, ...]] | None:
    """The entry's phrases as one text, each paragraph's in the order of its anchors, and where each
    paragraph's start; None when none of its paragraphs has phrases (most searches' rows: nothing to do)."""
    by_anchor = situations().phrases.get(game, {}).get(slug)
    if not by_anchor:
        return None
    pieces = [" . ".join(by_anchor.get(anchor, ())) for anchor in anchors]
    starts, offset = [], 0
    for piece in pieces:
        starts.append(offset)
        offset += len(piece) + len(SEPARATOR)
    return SEPARATOR.join(pieces), tuple(starts)


def unknown_keys(game: str, paragraphs: set[tuple[str, str]]) -> list[str]:
    """The game's keys naming no paragraph among `paragraphs` ((entry slug, anchor) of the imported ones)."""
    return [key for key in situations().keys(game) if tuple(key.split("#", 1)) not in paragraphs]
