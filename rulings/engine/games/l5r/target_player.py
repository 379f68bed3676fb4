""" "Target a player" in an ability's text (Tjeki: "bow Tjeki and target a player: He loses 2 Honor"): the
ability declares `target_player: any` (any player, its own included) or `other` ("an enemy player", "an
opponent"), and `$target_player` names the player targeted as the action is taken (card features, Abilities:
targets are chosen as the action is taken), fixed for the action's effects. The use step lists that player
first in its `targets` (every L5R wording that targets a player names it before any card it targets); left
open, each allowed player is an outcome. Unlike "choose a player" (chosen_player.py) it is a target."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.binding import bind
from ...errors import Problem, ScenarioError
from ...language.shapes import described
from ...language.vocabulary import Symbol
from . import card_text_rules

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.reader import Node
    from ...language.spec import Step
    from .ability_def import Ability

TARGET = "$target_player"
AMONG = ("any", "other")
FIELD = described(
    {"enum": list(AMONG)},
    "the ability targets a player ($target_player): any player, or another than its user (other)",
)
RULE = card_text_rules.TARGETS
ABILITY_SCOPE = "ability"  # abilities.ABILITY_SCOPE: filled when an ability is used
SYMBOLS = {
    TARGET: Symbol(
        "the player an ability's text targets ('target a player'; the use step's first target)",
        dict.fromkeys(("player", "targets", "controller"), ABILITY_SCOPE),  # "a Personality he controls"
        "in the text of an ability that declares target_player",
    )
}


def parse(node: Node, ability: Ability) -> str | None:
    """The ability's `target_player`; an ability whose text names `$target_player` must declare it."""
    among = node.choice("target_player", AMONG, None, what="players")
    if among is None and bind(ability, TARGET, "?") is not ability:
        node.error(f"{TARGET} names a targeted player: declare target_player (any or other)", "target_player")
    return among


def bound(engine: Engine, step: Step, ability: Ability) -> Ability:
    """The ability with `$target_player` read as the player targeted now (unchanged if it targets none)."""
    if ability.target_player is None:
        return ability
    by = step.params.by
    allowed = sorted(p for p in engine.players if ability.target_player == "any" or p != by)
    picked = step.params.targets[0] if step.params.targets else None
    if picked is not None and picked not in allowed:
        where = f"{step.path}.use.targets[0]"
        why = f"{ability.id} targets a player first: {picked} is not one it allows ({', '.join(allowed)})"
        raise ScenarioError([Problem(where, why)])
    preset = allowed.index(picked) if picked is not None else None
    key = f"step {step.index}: {ability.id} targets a player"
    target = allowed[engine.choose(key, by, allowed, RULE, f"the player {ability.id} targets", preset)]
    engine.note(RULE, f"{by} targets {target} with {ability.id}")
    return bind(ability, TARGET, target)
