"""The guided builder's logic, with no Django in it: a builder state -> a scenario mapping -> its YAML text.

A state is what the user has picked so far: the game, cards (from the card database, or described here with
a type and stats), and a timeline of effects, steps and questions chosen from menus. Every menu is built from
the game's vocabulary as the engine defines it (``GameRules``: card types and their stats, player stats,
zones, flags, its own effect ops and questions), so a game without bowing is never offered "Bow"; the
builder's own tables only say which of those words it knows how to ask for in a form (an ``Option``: the
inputs it needs and the scenario it writes).

The state travels in a hidden form field as JSON. ``BuilderState.from_json`` never trusts it: every field
is checked (types, sizes, names against the vocabulary, cards and actions a step names) and any problem is a
``BuilderError`` with a sentence for the user.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import Any

import yaml

from rulings.engine.games import load_games
from rulings.engine.questions_spec import QUESTIONS as CORE_QUESTIONS
from rulings.engine.scenario import OPS as CORE_OPS
from rulings.engine.scenario import STEP_KINDS as CORE_STEPS

PLAYERS = ("me", "opponent")
PLAYER_LABELS = {"me": "Me", "opponent": "My opponent"}
MAX_STATE_CHARS = 20_000
MAX_CARDS = 12
MAX_STEPS = 30
MAX_AMOUNT = 99
MAX_TEXT = 100  # titles, keywords
# Zone families that take a number or name (`battlefield:1`), and the ones the builder offers.
NUMBERED_ZONES = {"battlefield": 2, "province": 4, "mission": 3}
ZONE_ORDER = ("home", "battlefield", "in_play", "city", "mission", "province", "hand", "deck", "discard")
STAT_LABELS = {"int": "INT", "atk": "ATK"}
_ID = re.compile(r"^[a-z][a-z0-9-]{0,39}$")


class BuilderError(ValueError):
    """The builder state (or an input) is not usable; ``problems`` are sentences for the user."""

    def __init__(self, problems: list[str] | str):
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("; ".join(self.problems))


# --- what the builder can offer -----------------------------------------------------------------------------

# Inputs an option may need. card: a card of the state; stat: a card stat; player_stat: a player stat;
# amount: a whole number; zone; flag; keyword: text; player; action: an earlier effect of the timeline.
FIELDS = ("card", "stat", "player_stat", "amount", "zone", "flag", "keyword", "player", "action")


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    fields: tuple[str, ...]
    needs: tuple[
        str, ...
    ] = ()  # vocabulary words the game must have: "op:bow", "flag:bowed", "question:hidden"
    kind: str = "effect"  # effect (an action by a player), step (a timeline step) or question


EFFECTS = (
    Option("stat_change", "Give a bonus or penalty to a stat", ("card", "stat", "amount"), ("op:stat",)),
    Option("stat_set", "Set a stat to a value", ("card", "stat", "amount"), ("op:stat",)),
    Option("grant_keyword", "Give a keyword", ("card", "keyword"), ("op:grant_keyword",)),
    Option("remove_keyword", "Remove a keyword", ("card", "keyword"), ("op:remove_keyword",)),
    Option("bow", "Bow", ("card",), ("op:bow", "flag:bowed")),
    Option("straighten", "Straighten", ("card",), ("op:straighten", "flag:bowed")),
    Option("dishonor", "Dishonor", ("card",), ("op:dishonor", "flag:dishonored")),
    Option("rehonor", "Rehonor", ("card",), ("op:rehonor", "flag:dishonored")),
    Option("destroy", "Destroy", ("card",), ("op:destroy",)),
    Option("move", "Move to", ("card", "zone"), ("op:move",)),
    Option("honor", "Gain or lose Family Honor", ("player", "amount"), ("op:honor", "stat:family_honor")),
    Option("seppuku", "Commit seppuku", ("card",), ("op:seppuku",)),
    Option("defeat", "Defeat", ("card",), ("op:defeat",)),
    Option("hide", "Hide", ("card",), ("op:hide",)),
    Option("powerup", "Power up (Power tokens)", ("card", "amount"), ("op:powerup",)),
    Option("return_to_hand", "Return to its owner's hand", ("card",), ("op:return_to_hand",)),
    Option("gain_chakra", "Gain Chakra", ("player", "amount"), ("op:gain_chakra",)),
    Option("wound", "Wound (wound tokens)", ("card", "amount"), ("op:wound",)),
    Option("bury", "Bury", ("card",), ("op:bury",)),
    Option("vitae", "Gain or lose Vitae", ("player", "amount"), ("op:vitae",)),
)
STEPS = (
    Option("enter_play", "Enters play", ("card", "zone"), ("step:enter_play",), "step"),
    Option("leave_play", "Leaves play, to", ("card", "zone"), ("step:leave_play",), "step"),
    Option("set_flag", "Becomes", ("card", "flag"), ("step:set", "flags"), "step"),
    Option("play", "Is played by its owner, to", ("card", "zone"), ("step:play",), "step"),
)
QUESTIONS = (
    Option("ask_stat", "What is its stat now?", ("card", "stat"), ("question:stat",), "question"),
    Option("ask_base_stat", "What is its base stat?", ("card", "stat"), ("question:stat",), "question"),
    Option(
        "ask_player_stat",
        "What is a player's stat?",
        ("player", "player_stat"),
        ("question:stat", "player_stats"),
        "question",
    ),
    Option(
        "ask_change",
        "Did the last step give it a bonus or penalty?",
        ("card", "stat"),
        ("question:change",),
        "question",
    ),
    Option("ask_destroyed", "Is it destroyed?", ("card",), ("question:destroyed",), "question"),
    Option("ask_in_play", "Is it in play?", ("card",), ("question:in_play",), "question"),
    Option("ask_zone", "Where is it?", ("card",), ("question:zone",), "question"),
    Option("ask_controller", "Who controls it?", ("card",), ("question:controller",), "question"),
    Option("ask_flag", "Is it ...?", ("card", "flag"), ("question:flag", "flags"), "question"),
    Option(
        "ask_has_keyword",
        "Does it have a keyword?",
        ("card", "keyword"),
        ("question:has_keyword",),
        "question",
    ),
    Option("ask_keywords", "What are its keywords?", ("card",), ("question:keywords",), "question"),
    Option(
        "ask_tokens", "How many tokens does it have?", ("card",), ("question:tokens", "tokens"), "question"
    ),
    Option("ask_hidden", "Is it hidden?", ("card",), ("question:hidden",), "question"),
    Option("ask_ruler", "Who rules it?", ("card",), ("question:ruler",), "question"),
    Option(
        "ask_successful",
        "Was an action successful?",
        ("action",),
        ("question:successful", "actions"),
        "question",
    ),
)
ALL_OPTIONS = {option.key: option for option in (*EFFECTS, *STEPS, *QUESTIONS)}
TOKEN_OPS = ("powerup", "wound")  # "how many tokens" is offered where something gives tokens


def label_of(name: str) -> str:
    """A stat, zone or flag name as the pages show it: "personal_honor" -> "Personal Honor"."""
    family, _, number = name.partition(":")
    if family in STAT_LABELS:
        return STAT_LABELS[family]
    words = family.replace("_", " ").title()
    return f"{words} {number}" if number else words


@dataclass(frozen=True)
class Vocabulary:
    """What a game's rules let the builder offer."""

    game: str
    card_types: tuple[str, ...]
    type_stats: Mapping[str, tuple[str, ...]]
    card_stats: tuple[str, ...]
    dash_stats: frozenset[str]
    player_stats: tuple[str, ...]
    zones: tuple[str, ...]
    flags: tuple[str, ...]
    effects: tuple[Option, ...]
    steps: tuple[Option, ...]
    questions: tuple[Option, ...]
    default_zone: str

    @property
    def options(self) -> dict[str, Option]:
        return {option.key: option for option in (*self.effects, *self.steps, *self.questions)}

    def choices(self, what: str) -> list[tuple[str, str]]:
        values = {
            "stat": self.card_stats,
            "player_stat": self.player_stats,
            "zone": self.zones,
            "flag": self.flags,
            "card_type": self.card_types,
        }[what]
        return [(value, label_of(value)) for value in values]


def _zones(rules) -> tuple[str, ...]:
    families = sorted(
        rules.in_play_zones | rules.other_zones,
        key=lambda f: (f not in ZONE_ORDER, ZONE_ORDER.index(f) if f in ZONE_ORDER else 0, f),
    )
    zones: list[str] = []
    for family in families:
        if family in NUMBERED_ZONES:
            zones += [f"{family}:{n}" for n in range(1, NUMBERED_ZONES[family] + 1)]
        else:
            zones.append(family)
    return tuple(zones)


@lru_cache(maxsize=8)
def vocabulary(game: str) -> Vocabulary:
    """The builder's menus for a game; raises BuilderError for a game the engine does not know."""
    games = load_games()
    if game not in games:
        raise BuilderError(f"Unknown game '{game}'; pick one of {', '.join(sorted(games))}.")
    rules = games[game]
    card_stats = tuple(name for name, spec in rules.stats.items() if not spec.player)
    player_stats = tuple(name for name, spec in rules.stats.items() if spec.player)
    ops = set(CORE_OPS) | set(rules.effect_ops)
    words = {f"op:{op}" for op in ops}
    words |= {f"step:{step}" for step in (*CORE_STEPS, *rules.step_kinds)}
    words |= {f"question:{q}" for q in (*CORE_QUESTIONS, *rules.questions)}
    words |= {f"flag:{flag}" for flag in rules.flags} | {f"stat:{stat}" for stat in rules.stats}
    if rules.flags:
        words.add("flags")
    if player_stats:
        words.add("player_stats")
    if any(op in ops for op in TOKEN_OPS):
        words.add("tokens")
    words.add("actions")  # checked per state: an earlier effect to ask about

    def offered(options: tuple[Option, ...]) -> tuple[Option, ...]:
        return tuple(option for option in options if all(need in words for need in option.needs))

    default_zone = rules.default_entry_zone
    zones = _zones(rules)
    return Vocabulary(
        game=game,
        card_types=tuple(rules.card_types),
        type_stats={t: tuple(s for s in card_stats if s in stats) for t, stats in rules.card_types.items()},
        card_stats=card_stats,
        dash_stats=frozenset(name for name, spec in rules.stats.items() if spec.allows_dash),
        player_stats=player_stats,
        zones=zones,
        flags=tuple(sorted(rules.flags)),
        effects=offered(EFFECTS),
        steps=offered(STEPS),
        questions=offered(QUESTIONS),
        default_zone=next((z for z in zones if z.split(":")[0] == default_zone), zones[0]),
    )


# --- the state ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class KnownCard:
    """A card of the card database as the builder uses it (the view looks it up; this module never does).

    ``reference`` is a `ref:` that names exactly this card (None when its title is ambiguous: the scenario
    then holds its definition); ``definition`` is ``cards.definitions.card_definition(card)``."""

    key: str
    title: str
    reference: str | None
    definition: Mapping[str, Any]

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

    def summary(self, cards: Mapping[str, str]) -> str:
        """The step in words: "Give a bonus or penalty to a stat: Chi -2 on Hida Kuon (by me)"."""
        option = ALL_OPTIONS[self.option]
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
        if self.action:
            parts.append(f"action {self.action}")
        by = f" (by {PLAYER_LABELS[self.by].lower()})" if option.kind == "effect" else ""
        return f"{option.label}: {' · '.join(parts)}{by}" if parts else option.label + by


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
            title=_text(data.get("title", ""), "title", allow_empty=True),
            cards=[_card_from(item, i) for i, item in enumerate(cards_data[: MAX_CARDS + 1])],
            steps=[_step_from(item, i) for i, item in enumerate(steps_data[: MAX_STEPS + 1])],
        )
        validate(state, vocab)
        return state

    def card(self, card_id: str) -> CardChoice | None:
        return next((card for card in self.cards if card.id == card_id), None)

    def action_ids(self) -> list[str]:
        return [step.id for step in self.steps if step.id]


def _text(value: Any, what: str, *, allow_empty: bool = False) -> str:
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
    data = _fields(item, {f for f in CardChoice.__dataclass_fields__}, what)
    flags, keywords, stats = data.get("flags", []), data.get("keywords", []), data.get("stats", {})
    if not isinstance(flags, list) or not isinstance(keywords, list) or not isinstance(stats, dict):
        raise BuilderError(f"{what}: flags and keywords are lists, stats a mapping.")
    if len(keywords) > 20 or len(stats) > 20 or len(flags) > 10:
        raise BuilderError(f"{what} has too many keywords, stats or flags.")
    return CardChoice(
        id=_text(data.get("id", ""), f"id of card {index + 1}"),
        owner=_text(data.get("owner", "me"), f"owner of card {index + 1}"),
        zone=_text(data.get("zone", ""), f"zone of card {index + 1}", allow_empty=True),
        flags=[_text(f, f"flag of card {index + 1}") for f in flags],
        key=_text(data.get("key", ""), f"database key of card {index + 1}", allow_empty=True),
        type=_text(data.get("type", ""), f"type of card {index + 1}", allow_empty=True),
        title=_text(data.get("title", ""), f"title of card {index + 1}", allow_empty=True),
        stats={_text(k, "stat name"): v for k, v in stats.items()},
        keywords=[_text(k, f"keyword of card {index + 1}") for k in keywords],
    )


def _step_from(item: Any, index: int) -> StepChoice:
    what = f"Step {index + 1}"
    data = _fields(item, {f for f in StepChoice.__dataclass_fields__}, what)
    amount = data.get("amount")
    if amount is not None and (isinstance(amount, bool) or not isinstance(amount, int)):
        raise BuilderError(f"{what}: the amount must be a whole number.")
    texts = {
        name: _text(data.get(name, ""), f"{name.replace('_', ' ')} of step {index + 1}", allow_empty=True)
        for name in (
            "option",
            "card",
            "stat",
            "player_stat",
            "zone",
            "flag",
            "keyword",
            "player",
            "action",
            "id",
        )
    }
    return StepChoice(amount=amount, by=_text(data.get("by", "me"), f"player of step {index + 1}"), **texts)


def validate(state: BuilderState, vocab: Vocabulary | None = None) -> None:
    """Raise BuilderError listing every problem of the state against its game's vocabulary."""
    vocab = vocab or vocabulary(state.game)
    problems: list[str] = []
    if len(state.cards) > MAX_CARDS:
        problems.append(f"At most {MAX_CARDS} cards.")
    if len(state.steps) > MAX_STEPS:
        problems.append(f"At most {MAX_STEPS} steps.")
    ids: set[str] = set()
    for n, card in enumerate(state.cards, 1):
        problems += [f"Card {n}: {p}" for p in check_card(card, vocab)]
        if card.id in ids:
            problems.append(f"Card {n}: the id '{card.id}' is used twice.")
        ids.add(card.id)
    actions: set[str] = set()
    options = vocab.options
    for n, step in enumerate(state.steps, 1):
        problems += [f"Step {n}: {p}" for p in check_step(step, vocab, options, ids, actions)]
        effect = step.option in options and options[step.option].kind == "effect"
        if effect and not re.fullmatch(r"a[1-9][0-9]{0,2}", step.id):
            problems.append(f"Step {n}: an action's id is 'a' and a number, not '{step.id}'.")
        elif effect and step.id in actions:
            problems.append(f"Step {n}: the action id '{step.id}' is used twice.")
        elif not effect and step.id:
            problems.append(f"Step {n}: only actions have an id.")
        if effect:
            actions.add(step.id)
    if problems:
        raise BuilderError(problems)


def check_card(card: CardChoice, vocab: Vocabulary) -> list[str]:
    problems = []
    if not _ID.match(card.id) or card.id in PLAYERS:
        problems.append(f"'{card.id}' is not a card id (lower-case letters, digits and dashes).")
    if card.owner not in PLAYERS:
        problems.append(f"the owner must be one of {', '.join(PLAYERS)}.")
    if card.zone and card.zone not in vocab.zones:
        problems.append(f"unknown zone '{card.zone}'.")
    for flag in card.flags:
        if flag not in vocab.flags:
            problems.append(f"unknown flag '{flag}'.")
    if card.key:
        if card.type or card.stats or card.title or card.keywords:
            problems.append("a card from the database brings its own type, title, stats and keywords.")
        if not re.fullmatch(r"[A-Za-z0-9_-]{1,200}", card.key):
            problems.append(f"'{card.key}' is not a card key.")
        return problems
    if card.type not in vocab.card_types:
        problems.append(f"unknown card type '{card.type}'.")
        return problems
    for stat, value in card.stats.items():
        if stat not in vocab.type_stats[card.type]:
            problems.append(f"a {card.type} has no stat '{stat}'.")
        elif value == "-" and stat in vocab.dash_stats:
            continue
        elif isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_AMOUNT:
            problems.append(f"{label_of(stat)} must be a whole number from -{MAX_AMOUNT} to {MAX_AMOUNT}.")
    return problems


def _a(noun: str) -> str:
    return f"an {noun}" if noun[0] in "aeiou" else f"a {noun}"


def check_step(
    step: StepChoice, vocab: Vocabulary, options: Mapping[str, Option], cards: set[str], actions: set[str]
) -> list[str]:
    if step.option not in options:
        return [f"'{step.option}' is not something the builder offers for {vocab.game}."]
    option = options[step.option]
    problems = []
    needed = set(option.fields)
    for name in FIELDS:
        value = getattr(step, name)
        given = value is not None and value != ""
        if name in needed and not given:
            problems.append(f"“{option.label.rstrip('?. ')}” needs {_a(name.replace('_', ' '))}.")
        elif not given:
            continue
        elif name not in needed:
            problems.append(f"“{option.label.rstrip('?. ')}” takes no {name.replace('_', ' ')}.")
        elif name == "card" and value not in cards:
            problems.append(f"no card '{value}' (add it first).")
        elif name == "stat" and value not in vocab.card_stats:
            problems.append(f"unknown stat '{value}'.")
        elif name == "player_stat" and value not in vocab.player_stats:
            problems.append(f"unknown player stat '{value}'.")
        elif name == "zone" and value not in vocab.zones:
            problems.append(f"unknown zone '{value}'.")
        elif name == "flag" and value not in vocab.flags:
            problems.append(f"unknown flag '{value}'.")
        elif name == "player" and value not in PLAYERS:
            problems.append(f"the player must be one of {', '.join(PLAYERS)}.")
        elif name == "action" and value not in actions:
            problems.append(f"'{value}' is not an earlier effect.")
        elif name == "amount" and abs(value) > MAX_AMOUNT:
            problems.append(f"the amount must be from -{MAX_AMOUNT} to {MAX_AMOUNT}.")
        elif name == "keyword" and (len(value) > MAX_TEXT or any(ord(c) < 32 for c in value)):
            problems.append("a keyword is one line of at most 100 characters.")
    if step.by not in PLAYERS:
        problems.append(f"the player must be one of {', '.join(PLAYERS)}.")
    return problems


# --- state -> scenario -> text ------------------------------------------------------------------------------


def card_id_for(title: str, taken: set[str]) -> str:
    """A readable scenario id for a card ("hida-kuon", "hida-kuon-2"), never a player id."""
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:30].strip("-")
    if not base or not base[0].isalpha():
        base = f"card-{base}".strip("-")
    candidate, n = base, 2
    while candidate in taken or candidate in PLAYERS:
        candidate, n = f"{base}-{n}", n + 1
    return candidate


def scenario_mapping(state: BuilderState, known: Mapping[str, KnownCard]) -> dict:
    """The scenario the state describes. ``known``: database key -> KnownCard for the state's cards (a key
    missing there is a BuilderError: the card was removed from the database)."""
    vocab = vocabulary(state.game)
    validate(state, vocab)
    cards: dict[str, dict] = {}
    for card in state.cards:
        cards[card.id] = _card_mapping(card, known, vocab)
    steps: list[dict] = []
    for step in state.steps:
        steps.append(_step_mapping(step, state))
    mapping: dict[str, Any] = {"version": 1, "game": state.game}
    if state.title:
        mapping["title"] = state.title
    mapping["players"] = list(PLAYERS)
    mapping["cards"] = cards
    mapping["steps"] = steps
    return mapping


def _card_mapping(card: CardChoice, known: Mapping[str, KnownCard], vocab: Vocabulary) -> dict:
    place = {"owner": card.owner, "zone": card.zone or vocab.default_zone}
    place |= {flag: True for flag in sorted(card.flags)}
    if card.key:
        found = known.get(card.key)
        if found is None:
            raise BuilderError(f"No {vocab.game} card with the key '{card.key}' in the card database.")
        if found.type not in vocab.card_types:
            raise BuilderError(f"The rules engine does not model {found.title}'s card type '{found.type}'.")
        if found.reference:
            return {"ref": found.reference, **place}
        definition = {k: v for k, v in found.definition.items() if k not in ("owner", "controller", "zone")}
        return {**definition, **place}
    mapping: dict[str, Any] = {"type": card.type}
    if card.title:
        mapping["title"] = card.title
    mapping |= place
    if card.keywords:
        mapping["keywords"] = list(card.keywords)
    if card.stats:
        mapping["stats"] = dict(card.stats)
    return mapping


def _step_mapping(step: StepChoice, state: BuilderState) -> dict:
    option = step.option
    if option.startswith("ask_"):
        return {"ask": _question(step)}
    if option == "enter_play":
        return {"enter_play": {"card": step.card, "to": step.zone}}
    if option == "leave_play":
        return {"leave_play": {"card": step.card, "to": step.zone}}
    if option == "set_flag":
        return {"set": {"card": step.card, step.flag: True}}
    if option == "play":
        owner = state.card(step.card).owner
        return {"play": {"card": step.card, "by": owner, "to": step.zone}}
    return {"action": {"id": step.id, "by": step.by, "effects": [_effect(step)]}}


def _effect(step: StepChoice) -> dict:
    option = step.option
    if option == "stat_change":
        return {"targets": step.card, "stat": step.stat, "change": step.amount}
    if option == "stat_set":
        return {"targets": step.card, "stat": step.stat, "set": step.amount}
    if option in ("grant_keyword", "remove_keyword"):
        return {"targets": step.card, option: step.keyword}
    if option == "move":
        return {"targets": step.card, "move": step.zone}
    if option in ("honor", "gain_chakra", "vitae"):
        return {"targets": step.player, option: step.amount}
    if option in ("powerup", "wound"):
        return {"targets": step.card, option: step.amount}
    return {"targets": step.card, option: True}  # bow, destroy, defeat, hide, bury, ...


def _question(step: StepChoice) -> dict:
    option = step.option
    if option == "ask_stat":
        return {"stat": step.stat, "card": step.card}
    if option == "ask_base_stat":
        return {"stat": step.stat, "card": step.card, "base": True}
    if option == "ask_player_stat":
        return {"stat": step.player_stat, "player": step.player}
    if option == "ask_change":
        return {"change": step.stat, "card": step.card}
    if option == "ask_flag":
        return {"flag": step.flag, "card": step.card}
    if option == "ask_has_keyword":
        return {"has_keyword": step.card, "keyword": step.keyword}
    if option == "ask_successful":
        return {"successful": step.action}
    return {option.removeprefix("ask_"): step.card}  # destroyed, in_play, zone, controller, keywords, ...


class _Dumper(yaml.SafeDumper):
    """Block style for the document, flow style for small leaves; strings quoted only when needed."""


def _represent_list(dumper: yaml.SafeDumper, data: list):
    flow = all(not isinstance(item, dict | list) for item in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _represent_dict(dumper: yaml.SafeDumper, data: dict):
    flow = len(data) <= 4 and all(
        not isinstance(v, dict) and not (isinstance(v, list) and any(isinstance(i, dict) for i in v))
        for v in data.values()
    )
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=flow)


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(dict, _represent_dict)


def scenario_text(mapping: Mapping) -> str:
    """The scenario as YAML a person can read and edit (the editor shows it as it is)."""
    return yaml.dump(dict(mapping), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


def build(state: BuilderState, known: Mapping[str, KnownCard]) -> str:
    """State -> scenario text."""
    return scenario_text(scenario_mapping(state, known))


# --- changing the state (what each builder form does) -------------------------------------------------------


def add_known_card(
    state: BuilderState, card: KnownCard, *, owner: str = "me", zone: str = "", flags=()
) -> str:
    """Add a database card; returns its scenario id. Raises BuilderError if the engine cannot hold it."""
    vocab = vocabulary(state.game)
    if card.type not in vocab.card_types:
        raise BuilderError(
            f"{card.title} is a card of type '{card.type}', which the rules engine does not model "
            f"for {state.game}."
        )
    return _add(state, CardChoice(id="", key=card.key, owner=owner, zone=zone, flags=list(flags)), card.title)


def add_described_card(
    state: BuilderState,
    *,
    type: str,
    title: str = "",
    stats: Mapping[str, int | str] | None = None,
    keywords=(),
    owner: str = "me",
    zone: str = "",
    flags=(),
) -> str:
    choice = CardChoice(
        id="",
        type=type,
        title=title,
        stats=dict(stats or {}),
        keywords=list(keywords),
        owner=owner,
        zone=zone,
        flags=list(flags),
    )
    return _add(state, choice, title or type)


def _add(state: BuilderState, choice: CardChoice, name: str) -> str:
    if len(state.cards) >= MAX_CARDS:
        raise BuilderError(f"A question built here holds at most {MAX_CARDS} cards.")
    choice.id = card_id_for(name, {card.id for card in state.cards})
    problems = check_card(choice, vocabulary(state.game))
    if problems:
        raise BuilderError(problems)
    state.cards.append(choice)
    return choice.id


def remove_card(state: BuilderState, card_id: str) -> int:
    """Remove a card and every step about it (and questions about those steps); returns how many went."""
    if state.card(card_id) is None:
        raise BuilderError(f"No card '{card_id}' to remove.")
    state.cards = [card for card in state.cards if card.id != card_id]
    before = len(state.steps)
    state.steps = [step for step in state.steps if step.card != card_id]
    _drop_orphans(state)
    return before - len(state.steps)


def add_step(state: BuilderState, step: StepChoice) -> None:
    if len(state.steps) >= MAX_STEPS:
        raise BuilderError(f"A question built here holds at most {MAX_STEPS} steps.")
    vocab = vocabulary(state.game)
    option = vocab.options.get(step.option)
    if option is not None:  # inputs the chosen option does not use are left out, not refused
        for name in FIELDS:
            if name not in option.fields:
                setattr(step, name, None if name == "amount" else "")
        if option.kind != "effect":
            step.by = "me"
    step.id = ""
    problems = check_step(step, vocab, vocab.options, {c.id for c in state.cards}, set(state.action_ids()))
    if problems:
        raise BuilderError(problems)
    if option.kind == "effect":
        used = {int(s.id[1:]) for s in state.steps if s.id}
        step.id = f"a{max(used, default=0) + 1}"
    state.steps.append(step)


def remove_step(state: BuilderState, index: int) -> None:
    """Remove a step (and the questions about it, if it is an action)."""
    if not 0 <= index < len(state.steps):
        raise BuilderError(f"No step {index + 1} to remove.")
    del state.steps[index]
    _drop_orphans(state)


def move_step(state: BuilderState, index: int, offset: int) -> None:
    """Move a step up (-1) or down (+1); refused if a question would come before the action it asks about."""
    target = index + offset
    if not (0 <= index < len(state.steps) and 0 <= target < len(state.steps)):
        raise BuilderError("That step cannot move further.")
    steps = list(state.steps)
    steps[index], steps[target] = steps[target], steps[index]
    seen: set[str] = set()
    for step in steps:
        if step.action and step.action not in seen:
            raise BuilderError("A question about an action must come after that action.")
        if step.id:
            seen.add(step.id)
    state.steps = steps


def _drop_orphans(state: BuilderState) -> None:
    actions = {step.id for step in state.steps if step.id}
    state.steps = [step for step in state.steps if not step.action or step.action in actions]
