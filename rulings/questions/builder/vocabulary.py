"""A game's vocabulary as the builder offers it: card types and their stats, player stats, zones, flags,
and the options its engine rules allow; and how those names read on the page."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from rulings.engine.language.needs import ungoverned
from rulings.engine.language.scenario import OPS as CORE_OPS
from rulings.engine.language.scenario import STEP_KINDS as CORE_STEPS
from rulings.engine.loader import load_games
from rulings.engine.questions.declarations import QUESTIONS as CORE_QUESTIONS

from ..words import STAT_LABELS
from .limits import BuilderError
from .options import EFFECTS, QUESTIONS, STEPS, Option, by_key

# Zone families that take a number or name (`battlefield:1`), and the ones the builder offers.
NUMBERED_ZONES = {"battlefield": 2, "province": 4, "mission": 3}
ZONE_ORDER = ("home", "battlefield", "in_play", "city", "mission", "province", "hand", "deck", "discard")
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
    in_play_zones: tuple[str, ...] = ()  # the zones a card is in play in (where a card is played to)

    @property
    def options(self) -> dict[str, Option]:
        return by_key((*self.effects, *self.steps, *self.questions))

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


def _governed(rules, word: str) -> bool:
    """Whether the game's rules govern every concept the op, step or question a word names always needs
    (its declaration's `needs`: the parser refuses it otherwise)."""
    part, _, name = word.partition(":")
    declarations = {
        "op": rules.registry.ops,
        "step": rules.registry.steps,
        "question": rules.registry.questions,
    }
    declared = declarations.get(part, {}).get(name)
    return declared is None or not ungoverned(rules.rule_ids, declared.needs)


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
    words |= {f"rule:{concept}" for concept in rules.rule_ids}  # concepts the game's rules govern
    if rules.flags:
        words.add("flags")
    if player_stats:
        words.add("player_stats")
    if any(op in ops for op in TOKEN_OPS):
        words.add("tokens")
    words.add("actions")  # checked per state: an earlier effect to ask about
    # the fields each step's schema declares: "param:play.upgrade"
    for name, step in rules.registry.steps.items():
        properties = step.value.get("properties", {}) if isinstance(step.value, dict) else {}
        words |= {f"param:{name}.{field}" for field in properties}

    def offered(options: tuple[Option, ...]) -> tuple[Option, ...]:
        return tuple(
            option
            for option in options
            if all(need in words and _governed(rules, need) for need in option.needs)
        )

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
        in_play_zones=tuple(z for z in zones if z.split(":")[0] in rules.in_play_zones),
    )
