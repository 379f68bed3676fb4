"""Pieces of text: parts of a sentence (plain text, a card, an effect, a player), lines of them with an
optional rule link, and the helpers that put sentences together."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..words import STAT_LABELS


@dataclass(frozen=True)
class Piece:
    """Part of a sentence. kind: "text"; "card" (url: its card page when known, hint: its title or id);
    "effect" (an effect or action id); "player"."""

    text: str
    kind: str = "text"
    url: str = ""
    hint: str = ""


Pieces = list[Piece]


@dataclass(frozen=True)
class RuleLink:
    id: str
    summary: str = ""
    entry_url: str = ""  # the glossary entry permalink at the cited paragraph
    panel_url: str = ""  # the rule panel (htmx fragment, or a page of its own)

    @property
    def known(self) -> bool:
        return bool(self.entry_url)


@dataclass(frozen=True)
class Line:
    pieces: tuple[Piece, ...]
    rule: RuleLink | None = None

    @property
    def text(self) -> str:
        return text_of(self.pieces)


def text_of(pieces: Iterable[Piece] | None) -> str:
    return "".join(p.text for p in pieces or ())


def T(text: str) -> Piece:  # a short constructor reads best in sentences
    return Piece(text)


def humanize(name: Any) -> str:
    """`family_honor` -> "family honor", `challenge_begins` -> "challenge begins"."""
    return str(name).replace("_", " ").replace("-", " ").strip()


def stat_label(stat: Any) -> str:
    stat = str(stat)
    return STAT_LABELS.get(stat) or humanize(stat).title()


ZONE_LABELS = {
    "discard": "discard pile",
    "focus": "focus area",
    "in_play": "in play",
    "mission": "Mission",  # Naruto's missions read as names: "Mission 1"
    "removed": "removed from the game",
    "upgraded": "under an upgrade",
}


def zone_label(zone: Any) -> str:
    if zone is None:
        return "nowhere"
    zone = str(zone)
    family, _, place = zone.partition(":")
    name = ZONE_LABELS.get(family, humanize(family))
    return f"{name} {place}" if place else name


def yes_no(value: Any) -> str:
    return "Yes" if value else "No"


def cap(pieces: list[Piece]) -> tuple[Piece, ...]:
    """Capitalise the first letter of a sentence (only plain text: ids keep their case)."""
    if pieces and pieces[0].kind in ("text", "player") and pieces[0].text:
        first = pieces[0]
        pieces = [Piece(first.text[:1].upper() + first.text[1:], first.kind), *pieces[1:]]
    return tuple(pieces)


def sentence(text: str) -> Pieces:
    """One plain text as a sentence: its first letter capitalised."""
    return list(cap([T(text)]))


def joined(parts: Sequence[Sequence[Piece]], sep: str = ", ", last: str | None = None) -> Pieces:
    out: Pieces = []
    for i, part in enumerate(parts):
        if i:
            out.append(T(last if last is not None and i == len(parts) - 1 else sep))
        out.extend(part)
    return out


def signed(n: Any) -> str:
    return f"{n:+d}" if isinstance(n, int) and not isinstance(n, bool) else str(n)
