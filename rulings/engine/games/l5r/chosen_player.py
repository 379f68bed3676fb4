""""Choose a player" in an ability's text (Armor of the Heavens: "choose a player, who gains or loses 2
Honor"): `$chosen_player` names the player its player chooses as he takes the action, among all players
(himself included), fixed for the action's effects. The `use` step's `decide: {chosen_player: opp}` makes the
choice; left open, each player is an outcome. Choosing is not targeting ("choose", not "target")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.binding import bind
from ...language.vocabulary import Symbol

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import Step
    from .ability_def import Ability

CHOSEN = "$chosen_player"
DECISION = "chosen_player"  # the use step's `decide` key
RULE = "l5r.effects.choices"
ABILITY_SCOPE = "ability"  # abilities.ABILITY_SCOPE: filled when an ability is used
SYMBOLS = {
    CHOSEN: Symbol(
        "the player the ability's player chooses ('choose a player'; decide: {chosen_player: p})",
        {"targets": ABILITY_SCOPE, "player": ABILITY_SCOPE},
        "in an ability's text",
    )
}


def bound(engine: Engine, step: Step, ability: Ability) -> Ability:
    """The ability with `$chosen_player` read as the player chosen now (unchanged if its text has none)."""
    if bind(ability, CHOSEN, "?") is ability:
        return ability
    players = sorted(engine.players)
    decided = engine.choices.decisions.get(DECISION)
    by = step.params.by
    preset = players.index(decided) if decided in players else None
    key = f"step {step.index}: {ability.id} chooses a player"
    chosen = players[engine.choose(key, by, players, RULE, f"the player {ability.id} chooses", preset)]
    return bind(ability, CHOSEN, chosen)
