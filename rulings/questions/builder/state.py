"""The builder state: what the user has picked so far (the game, cards, a timeline of effects, steps and
questions), as it travels in a hidden form field as JSON. Reading it never trusts it: every field is
checked (types, sizes, then names against the vocabulary) and any problem is a ``BuilderError``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from .checks import validate
from .limits import (
    MAX_CARDS,
    MAX_STATE_CHARS,
    MAX_STEPS,
    MAX_TARGETS,
    MAX_TEXT,
    PLAYER_LABELS,
    BuilderError,
)
from .options import ALL_OPTIONS
from .vocabulary import label_of, vocabulary


@dataclass(frozen=True)
class KnownCard:
    """A card of the card database as the builder uses it (the view looks it up; this module never does).

    ``reference`` is a `ref:` that names exactly this card (its key when its title is ambiguous; None only for
    a card known by its definition alone: the scenario then holds that definition); ``definition`` is
    ``cards.definitions.card_definition(card)``."""

    key: str
    title: str
    reference: str | None
    definition: Mapping[str, Any]
    printed_type: str = ""  # the type as printed ("Strategy"; the engine's word may differ: "action")
    stats_text: str = ""  # the printed stats in words ("Force 3", an Item's "+2F")
    unplayed: tuple[str, ...] = ()  # the clauses of its text the engine does not play ("a1: Battle: ...")
    clauses: tuple[Mapping[str, Any], ...] = ()  # its printed clauses (cards.clauses): id, kind, text, played

    @property
    def type(self) -> str:
        return str(self.definition.get("type", ""))

    @property
    def stats(self) -> Mapping[str, Any]:
        stats = self.definition.get("stats")
        return stats if isinstance(stats, dict) else {}

    @property
    def keywords(self) -> list[str]:
        keywords = self.definition.get("keywords")
        return [str(k) for k in keywords] if isinstance(keywords, list) else []

    @property
    def scripted(self) -> bool:
        """Whether the card brings effects (traits, abilities) beyond its printed facts."""
        return any(key in self.definition for key in ("traits", "abilities", "effects"))


@dataclass
class CardChoice:
    id: str
    owner: str = "me"
    zone: str = ""
    flags: list[str] = field(default_factory=list)
    key: str = ""  # a card of the database (its key in the game), or "" for a card described here
    type: str = ""  # a described card: type, title, stats, keywords
    title: str = ""
    stats: dict[str, int | str] = field(default_factory=dict)
    keywords: list[str] = field(default_factory=list)
    attached_to: str = ""  # the card of the state it is attached to (its zone is then "attached")


@dataclass
class StepChoice:
    option: str
    card: str = ""
    stat: str = ""
    player_stat: str = ""
    amount: int | None = None
    zone: str = ""
    flag: str = ""
    keyword: str = ""
    player: str = ""
    action: str = ""  # the id of an earlier effect step ("a2")
    by: str = "me"  # who takes an effect's action
    id: str = ""  # an effect step's action id ("a2"), stable while the timeline is edited
    ability: str = ""  # the ability of `card` used (its id: "a1")
    performer: str = ""  # the card performing the action ("your performing Personality")
    upgrade: str = ""  # a Naruto play over this card (as an upgrade)
    targets: list[str] = field(default_factory=list)  # cards and players picked, in the text's order
    chosen: int | None = None  # the option of the ability's choice taken

    @property
    def kind(self) -> str:
        """effect, step or question (the option's kind)."""
        return ALL_OPTIONS[self.option].kind

    def summary(self, cards: Mapping[str, str]) -> str:
        """The step in words: "Give a bonus or penalty to a stat: Chi -2 on Hida Kuon (by me)"."""
        option = ALL_OPTIONS[self.option]
        parts = self._subject_words(cards) + self._reference_words(cards)
        by = f" (by {PLAYER_LABELS[self.by].lower()})" if option.kind == "effect" else ""
        return f"{option.label}: {' · '.join(parts)}{by}" if parts else option.label + by

    def _subject_words(self, cards: Mapping[str, str]) -> list[str]:
        """What the step changes or asks about, in words: card, stat, amount, zone, flag, keyword, player."""
        parts = []
        if self.card:
            parts.append(cards.get(self.card, self.card))
        if self.stat:
            parts.append(label_of(self.stat))
        if self.player_stat:
            parts.append(label_of(self.player_stat))
        if self.amount is not None:
            parts.append(f"{self.amount:+d}" if self.option != "stat_set" else f"to {self.amount}")
        for value in (self.zone, self.flag):
            if value:
                parts.append(label_of(value))
        if self.keyword:
            parts.append(f"“{self.keyword}”")
        if self.player:
            parts.append(PLAYER_LABELS[self.player])
        return parts

    def _reference_words(self, cards: Mapping[str, str]) -> list[str]:
        """What the step names beside it, in words: the action, ability, card upgraded, targets, performer and
        option chosen."""
        parts = []
        if self.action:
            parts.append(f"action {self.action}")
        if self.ability:
            parts.append(f"ability {self.ability}")
        if self.upgrade:
            parts.append(f"over {cards.get(self.upgrade, self.upgrade)}")
        if self.targets:
            parts.append("targets " + ", ".join(_name(t, cards) for t in self.targets))
        if self.performer:
            parts.append(f"performed by {cards.get(self.performer, self.performer)}")
        if self.chosen is not None:
            parts.append(f"option {self.chosen}")
        return parts


@dataclass
class BuilderState:
    game: str
    title: str = ""
    cards: list[CardChoice] = field(default_factory=list)
    steps: list[StepChoice] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> BuilderState:
        """A state from its JSON, checked as ``validate`` does; raises BuilderError."""
        if len(text) > MAX_STATE_CHARS:
            raise BuilderError(
                f"The builder state is {len(text):,} characters; the limit is {MAX_STATE_CHARS:,}."
            )
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise BuilderError("The builder state is not valid JSON; start again.") from None
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data: Any) -> BuilderState:
        if not isinstance(data, dict):
            raise BuilderError("The builder state must be a JSON object.")
        unknown = set(data) - {"game", "title", "cards", "steps"}
        if unknown:
            raise BuilderError(f"Unknown field in the builder state: {', '.join(sorted(map(str, unknown)))}.")
        game = data.get("game")
        if not isinstance(game, str):
            raise BuilderError("The builder state names no game.")
        vocab = vocabulary(game)
        cards_data, steps_data = data.get("cards", []), data.get("steps", [])
        if not isinstance(cards_data, list) or not isinstance(steps_data, list):
            raise BuilderError("The builder state's cards and steps must be lists.")
        state = cls(
            game=game,
            title=checked_text(data.get("title", ""), "title", allow_empty=True),
            cards=[_card_from(item, i) for i, item in enumerate(cards_data[: MAX_CARDS + 1])],
            steps=[_step_from(item, i) for i, item in enumerate(steps_data[: MAX_STEPS + 1])],
        )
        validate(state, vocab)
        return state

    def card(self, card_id: str) -> CardChoice | None:
        return next((card for card in self.cards if card.id == card_id), None)

    def action_ids(self) -> list[str]:
        return [step.id for step in self.steps if step.id]


def _name(target: str, cards: Mapping[str, str]) -> str:
    return PLAYER_LABELS.get(target) or cards.get(target, target)


def checked_text(value: Any, what: str, *, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise BuilderError(f"The {what} must be text.")
    value = value.strip()
    if len(value) > MAX_TEXT:
        raise BuilderError(f"The {what} is longer than {MAX_TEXT} characters.")
    if not value and not allow_empty:
        raise BuilderError(f"The {what} is empty.")
    if any(ord(c) < 32 for c in value):
        raise BuilderError(f"The {what} holds control characters.")
    return value


def _fields(item: Any, allowed: set[str], what: str) -> dict:
    if not isinstance(item, dict):
        raise BuilderError(f"{what} must be a JSON object.")
    unknown = set(item) - allowed
    if unknown:
        raise BuilderError(f"{what} has unknown fields: {', '.join(sorted(map(str, unknown)))}.")
    return item


def _card_from(item: Any, index: int) -> CardChoice:
    what = f"Card {index + 1}"
    data = _fields(item, set(CardChoice.__dataclass_fields__), what)
    flags, keywords, stats = data.get("flags", []), data.get("keywords", []), data.get("stats", {})
    if not isinstance(flags, list) or not isinstance(keywords, list) or not isinstance(stats, dict):
        raise BuilderError(f"{what}: flags and keywords are lists, stats a mapping.")
    if len(keywords) > 20 or len(stats) > 20 or len(flags) > 10:
        raise BuilderError(f"{what} has too many keywords, stats or flags.")
    return CardChoice(
        id=checked_text(data.get("id", ""), f"id of card {index + 1}"),
        owner=checked_text(data.get("owner", "me"), f"owner of card {index + 1}"),
        zone=checked_text(data.get("zone", ""), f"zone of card {index + 1}", allow_empty=True),
        flags=[checked_text(f, f"flag of card {index + 1}") for f in flags],
        key=checked_text(data.get("key", ""), f"database key of card {index + 1}", allow_empty=True),
        type=checked_text(data.get("type", ""), f"type of card {index + 1}", allow_empty=True),
        title=checked_text(data.get("title", ""), f"title of card {index + 1}", allow_empty=True),
        stats={checked_text(k, "stat name"): v for k, v in stats.items()},
        keywords=[checked_text(k, f"keyword of card {index + 1}") for k in keywords],
        attached_to=checked_text(
            data.get("attached_to", ""), f"card that card {index + 1} is attached to", allow_empty=True
        ),
    )


_STEP_TEXTS = tuple(
    name for name in StepChoice.__dataclass_fields__ if name not in ("amount", "by", "targets", "chosen")
)


def _step_from(item: Any, index: int) -> StepChoice:
    what = f"Step {index + 1}"
    data = _fields(item, set(StepChoice.__dataclass_fields__), what)
    amount, chosen, targets = data.get("amount"), data.get("chosen"), data.get("targets", [])
    for name, number in (("amount", amount), ("chosen option", chosen)):
        if number is not None and (isinstance(number, bool) or not isinstance(number, int)):
            raise BuilderError(f"{what}: the {name} must be a whole number.")
    if not isinstance(targets, list) or len(targets) > MAX_TARGETS:
        raise BuilderError(f"{what}: the targets are a list of at most {MAX_TARGETS} cards or players.")
    texts = {
        name: checked_text(
            data.get(name, ""), f"{name.replace('_', ' ')} of step {index + 1}", allow_empty=True
        )
        for name in _STEP_TEXTS
    }
    return StepChoice(
        amount=amount,
        chosen=chosen,
        targets=[checked_text(t, f"target of step {index + 1}") for t in targets],
        by=checked_text(data.get("by", "me"), f"player of step {index + 1}"),
        **texts,
    )
