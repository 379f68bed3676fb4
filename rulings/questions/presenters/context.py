"""What one result's wording needs to know: the scenario's cards (names, card pages, stats printed as
modifiers), where its effects and actions are written (the result's `effects` and `actions`), its step kinds,
the game's zones and stats, and rule links, built once per rule id."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..citations import rule_entry_url, rule_panel_url, rule_ref_get
from .pieces import Piece, Pieces, RuleLink, T, cap, humanize, joined, stat_label, zone_label

TRACE_STOPWORDS = frozenset(
    {"a", "an", "the", "i", "is", "it", "of", "to", "in", "on", "at", "by", "or", "and"}
)
_TOKEN = re.compile(r"[\w@#:.\-]+")
_AUTO_EFFECT = re.compile(r"effect-\d+")  # an id the parser gives an effect written without one
_AUTO_ACTION = re.compile(r"action-\d+")
_ENGINE_WORD = re.compile(r"[a-z]+(_[a-z]+)+")


@dataclass(frozen=True)
class CardInfo:
    """What the page knows of a scenario card: its name and, when it names a database card, its page, its
    full title (with its version) and the stats it prints as modifiers (an Item's "+2" Force)."""

    id: str
    title: str = ""
    url: str = ""
    full_title: str = ""
    modifiers: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Outline:
    """What the scenario text says that the result does not: card titles and each step's kind."""

    titles: Mapping[str, str] = field(default_factory=dict)
    step_kinds: Sequence[str] = ()


@dataclass(frozen=True)
class Places:
    """Where the result's effects and actions are written, and the game's zone families and stat names."""

    effects: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    actions: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    zones: frozenset[str] = frozenset()
    stats: frozenset[str] = frozenset()


def _possessive(name: str, what: str) -> str:
    """ "Hida Akeno's trait"; "the trait of Sasuke Uchiha (sasuke-cm)" when the name ends in brackets."""
    return f"the {what} of {name}" if name.endswith(")") else f"{name}'s {what}"


class Context:
    """Cards and players of one result, effects and actions in words, and rule links (built once per rule
    id)."""

    def __init__(self, cards: Mapping[str, CardInfo], outline: Outline, places: Places | None = None) -> None:
        self.places = places or Places()
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
        full = [self._full(info) for info in self.cards.values() if info.title in self.shared_titles]
        self.shared_full_titles = {t for t in full if full.count(t) > 1}
        effects, actions = self.places.effects, self.places.actions
        self.linkable = {c for c in self.cards if c.lower() not in TRACE_STOPWORDS}
        self.named = {n for n in [*effects, *actions] if n.lower() not in TRACE_STOPWORDS}
        self.card_effects: dict[str, int] = {}  # card id -> how many effects its text holds
        for place in effects.values():
            if place.get("card"):
                self.card_effects[place["card"]] = self.card_effects.get(place["card"], 0) + 1
        self.action_effects: dict[str, int] = {}
        for place in effects.values():
            if place.get("action"):
                self.action_effects[place["action"]] = self.action_effects.get(place["action"], 0) + 1
        self._rules: dict[str, RuleLink] = {}

    @staticmethod
    def _full(info: CardInfo) -> str:
        return info.full_title or info.title

    def name(self, card_id: Any) -> str:
        """A card's name as a player says it: its title; its full title (with its version) when titles
        repeat; with its id too when even those repeat; its id when it has no title."""
        card_id = str(card_id)
        info = self.cards.get(card_id)
        if info is None or not info.title:
            return card_id
        if info.title not in self.shared_titles:
            return info.title
        full = self._full(info)
        return f"{full} ({card_id})" if full in self.shared_full_titles and full != card_id else full

    def card(self, card_id: Any) -> Piece:
        """A card by its name (the hint: its scenario id), linked to its card page when it has one."""
        card_id = str(card_id)
        info = self.cards.get(card_id)
        name = self.name(card_id)
        return Piece(name, "card", info.url if info else "", card_id if name != card_id else "")

    def is_modifier(self, card_id: Any, stat: Any) -> bool:
        """Whether the card prints this stat as a modifier (an Item's "+2" Force: "+2F")."""
        info = self.cards.get(str(card_id))
        return bool(info and str(stat) in info.modifiers)

    def is_card(self, value: Any) -> bool:
        return isinstance(value, str) and value in self.cards

    def is_effect(self, value: Any) -> bool:
        """Whether the result places this id as an effect or action (or a copy of one: "id@card")."""
        return isinstance(value, str) and (value in self.named or value.partition("@")[0] in self.named)

    def card_list(self, card_ids: Iterable[Any], sep: str = ", ", last: str | None = None) -> Pieces:
        """Cards by their names, joined: "A, B and C"."""
        return joined([[self.card(card_id)] for card_id in card_ids], sep, last)

    def player(self, player: Any) -> Piece:
        return Piece(f"player {player}", "player")

    def effect(self, effect: Any) -> Piece:
        """An effect (or action) by where it is written: "Hida Akeno's trait", "action a1 (step 0)"; the
        hint is its id. An effect the result does not place keeps its id."""
        effect = str(effect)
        base, _, on = effect.partition("@")  # an effect copied to (granted to, played on) a card
        place = self.places.effects.get(effect) or self.places.effects.get(base)
        if place is None:
            if base in self.places.actions:
                return Piece(self._action_words(base), "effect", hint=effect)
            return Piece(effect, "effect")
        label = "" if _AUTO_EFFECT.fullmatch(base) else f"“{humanize(base)}”"
        card = place.get("card")
        url = ""
        if card:
            url = self.cards[card].url if card in self.cards else ""
            if place.get("ability"):
                what = f"ability “{humanize(place['ability'])}”"
            else:
                what = "trait" if place.get("origin") == "trait" else "effect"
                if label and self.card_effects.get(card, 0) > 1:
                    what = f"{what} {label}"
            words = _possessive(self.name(card), what)
        elif place.get("action"):
            words = self._action_words(place["action"])
            if label and self.action_effects.get(place["action"], 0) > 1:
                words = f"{label} of {words}"
        else:
            step = place.get("step")
            words = f"effect {label}".strip() if label else "the effect"
            words += f" (step {step})" if isinstance(step, int) else ""
        if on and on != card:
            words += f" for {self.name(on)}"
        return Piece(words, "effect", url, effect)

    def effect_card(self, effect: Any) -> str | None:
        """The card its words name: the card whose text holds it, else its action's card."""
        effect = str(effect)
        place = self.places.effects.get(effect) or self.places.effects.get(effect.partition("@")[0])
        if not place:
            return None
        action = self.places.actions.get(place.get("action") or "") or {}
        return place.get("card") or action.get("source")

    def _action_words(self, action: str) -> str:
        place = self.places.actions.get(action) or {}
        name = humanize(action)
        words = f"action “{name}”" if name != action else f"action {action}"
        words = "the action" if _AUTO_ACTION.fullmatch(action) else words
        if place.get("source"):
            words += f" of {self.name(place['source'])}"
        if isinstance(place.get("step"), int):
            words += f" (step {place['step']})"
        return words

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
            if self.is_card(value):
                return [self.card(value)]
            return [self.effect(value)] if self.is_effect(value) else [T(value)]
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

    def prose(self, text: str, *, capital: bool = True) -> tuple[Piece, ...]:
        """Engine prose in a player's words: the scenario's card ids (whole tokens) as their names, effect
        and action ids as where they are written, zones ("mission:1") and stat names ("family_honor") in
        words."""
        pieces: list[Piece] = []
        cursor = 0
        for match in _TOKEN.finditer(text):
            token = match.group().rstrip(".:")
            piece = self._prose_token(token)
            if piece is None:
                continue
            start = match.start()
            if start > cursor:
                pieces.append(T(text[cursor:start]))
            pieces.append(piece)
            cursor = start + len(token)
        if cursor < len(text):
            pieces.append(T(text[cursor:]))
        return cap(pieces) if capital else tuple(pieces)

    def _prose_token(self, token: str) -> Piece | None:
        if token in self.linkable:
            return self.card(token)
        if self.is_effect(token) and not token.isalpha():  # a plain word ("token") may be prose's own word
            return self.effect(token)
        family, colon, place = token.partition(":")
        if colon and place and family in self.places.zones:
            return T(zone_label(token))
        if "_" in token and (token in self.places.zones or token in self.places.stats):
            return T(zone_label(token) if token in self.places.zones else stat_label(token))
        if _ENGINE_WORD.fullmatch(token):  # the engine's own words: events, durations ("end_of_turn")
            return T(humanize(token))
        return None
