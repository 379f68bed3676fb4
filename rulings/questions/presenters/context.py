"""What one result's wording needs to know: the scenario's cards (names, card pages) and step kinds, and
rule links, built once per rule id."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..citations import rule_entry_url, rule_panel_url, rule_ref_get
from .pieces import Piece, Pieces, RuleLink, T, humanize, joined

TRACE_STOPWORDS = frozenset(
    {"a", "an", "the", "i", "is", "it", "of", "to", "in", "on", "at", "by", "or", "and"}
)
_TOKEN = re.compile(r"[\w@#:.\-]+")


@dataclass(frozen=True)
class CardInfo:
    """What the page knows of a scenario card: its name and, when it names a database card, its page."""

    id: str
    title: str = ""
    url: str = ""


@dataclass(frozen=True)
class Outline:
    """What the scenario text says that the result does not: card titles and each step's kind."""

    titles: Mapping[str, str] = field(default_factory=dict)
    step_kinds: Sequence[str] = ()


class Context:
    """Cards and players of one result, and rule links (built once per rule id)."""

    def __init__(self, cards: Mapping[str, CardInfo], outline: Outline) -> None:
        self.cards = dict(cards)
        for card_id, title in outline.titles.items():
            if card_id not in self.cards:
                self.cards[card_id] = CardInfo(card_id, title)
        self.step_kinds = outline.step_kinds
        counts: dict[str, int] = {}
        for info in self.cards.values():
            if info.title:
                counts[info.title] = counts.get(info.title, 0) + 1
        self.shared_titles = {t for t, n in counts.items() if n > 1}
        self.linkable = {c for c in self.cards if c.lower() not in TRACE_STOPWORDS}
        self._rules: dict[str, RuleLink] = {}

    def card(self, card_id: Any) -> Piece:
        """A card by its name: its title (with its id when titles repeat), else its id."""
        card_id = str(card_id)
        info = self.cards.get(card_id)
        if info is None:
            return Piece(card_id, "card")
        name = info.title or card_id
        if info.title and info.title in self.shared_titles and info.title != card_id:
            name = f"{info.title} ({card_id})"
        return Piece(name, "card", info.url, card_id if name != card_id else info.title)

    def card_in_text(self, card_id: str) -> Piece:
        """A card named by its id inside engine prose: the id stays, its name becomes the hint."""
        info = self.cards.get(card_id)
        hint = info.title if info and info.title and info.title != card_id else ""
        return Piece(card_id, "card", info.url if info else "", hint)

    def is_card(self, value: Any) -> bool:
        return isinstance(value, str) and value in self.cards

    def card_list(self, card_ids: Iterable[Any], sep: str = ", ", last: str | None = None) -> Pieces:
        """Cards by their names, joined: "A, B and C"."""
        return joined([[self.card(card_id)] for card_id in card_ids], sep, last)

    def player(self, player: Any) -> Piece:
        return Piece(f"player {player}", "player")

    def effect(self, effect: Any) -> Piece:
        return Piece(str(effect), "effect")

    def rule(self, rule_id: Any) -> RuleLink:
        rule_id = str(rule_id)
        if rule_id not in self._rules:
            ref = rule_ref_get(rule_id)
            self._rules[rule_id] = (
                RuleLink(rule_id, ref.summary, rule_entry_url(ref), rule_panel_url(rule_id))
                if ref is not None
                else RuleLink(rule_id)
            )
        return self._rules[rule_id]

    def optional_rule(self, rule_id: Any) -> RuleLink | None:
        return self.rule(rule_id) if rule_id else None

    def value(self, value: Any) -> Pieces:
        """Any value of an answer in words: yes/no, "none", lists joined, cards by name (no reprs)."""
        if isinstance(value, bool):
            return [T("yes" if value else "no")]
        if value is None:
            return [T("no value")]
        if isinstance(value, str):
            return [self.card(value)] if self.is_card(value) else [T(value)]
        if isinstance(value, int | float):
            return [T(str(value))]
        if isinstance(value, list | tuple):
            return joined([self.value(v) for v in value]) if value else [T("nothing")]
        if isinstance(value, dict):
            if not value:
                return [T("nothing")]
            parts = []
            for k, v in value.items():
                key = [self.card(k)] if self.is_card(k) else [T(humanize(k))]
                parts.append([*key, T(": "), *self.value(v)])
            return joined(parts, "; ")
        return [T(str(value))]

    def prose(self, text: str) -> tuple[Piece, ...]:
        """Engine prose with the scenario's card ids (whole tokens) as card pieces."""
        if not self.linkable:
            return (T(text),)
        pieces: list[Piece] = []
        cursor = 0
        for match in _TOKEN.finditer(text):
            token = match.group().rstrip(".:")
            if token not in self.linkable:
                continue
            start = match.start()
            if start > cursor:
                pieces.append(T(text[cursor:start]))
            pieces.append(self.card_in_text(token))
            cursor = start + len(token)
        if cursor < len(text):
            pieces.append(T(text[cursor:]))
        return tuple(pieces)
