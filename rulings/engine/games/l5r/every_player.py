"""Effects on each player, in an ability's text (compiler 17, part L): "Each player draws a card.", "All
players lose 1 Honor.", "Each player with 21 or more Family Honor loses 5 Honor."

`$each_player`, written in an effect's `targets`, names every player of the game: it is read as the list of
all players (in the order of their ids) as the ability is used, so the effect happens to each of them at
once (one text: the changes are simultaneous, the effects document's rule). No player chooses anything:
wordings where each player chooses or acts in turn are not written with it. The condition
`{affected_player_stat: family_honor, at_least: 21}` ("each player with 21 or more Family Honor") is judged
on the player the effect happens to, as it happens to him (the Desk's rule l5r.desk.each-player)."""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...language.symbols import Symbol
from ...language.vocabulary import ConditionKind
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from .ability_def import Ability

EACH = "$each_player"
ABILITY_SCOPE = "ability"  # abilities.ABILITY_SCOPE: filled when an ability is used
CONDITION = "affected_player_stat"

EACH_PLAYER = DeskRule(
    "l5r.desk.each-player",
    "each-player",
    "Each player, all players",
    "An effect of an action on \"each player\" or \"all players\" (\"Each player draws a card\", \"All "
    "players lose 1 Honor\") happens to every player of the game, the action's player included, at once, as "
    "one effect on several targets. \"Each player with 21 or more Family Honor loses 5 Honor\" happens to "
    "each player whose Family Honor is within the bound as the effect happens; the others are not affected. "
    "Where each player chooses something or acts in turn (\"each player may ...\", \"starting with you, each "
    "player ...\") the Desk plays nothing.",
    f"{NOT_IN_CORPUS}: the corpus never says what \"each player\" names; the glossary's Show entry uses "
    "\"all players\" for every player of the game.",
    "Card text (\"Open: Each player with 21 or more Family Honor loses 5 Honor.\", \"Open: Each player gains "
    "1 Honor and draws a card.\") and the effects document's rule that one effect's changes to several "
    "targets are simultaneous.",
    "Each player / all players: every player, at once; a condition judged on each",
)
register_desk_rules(GAME, (EACH_PLAYER,))

SYMBOLS = {
    EACH: Symbol(
        "every player of the game ('each player', 'all players'), in an effect's targets",
        {"targets": ABILITY_SCOPE},
        "in an ability's text",
    )
}


def _expand(value: Any, players: tuple[str, ...]) -> Any:
    """`value` with `$each_player` in a list of targets replaced by every player (unchanged parts kept)."""
    if isinstance(value, tuple | list):
        if EACH in value:
            items = [p for v in value for p in (players if v == EACH else (v,))]
            return type(value)(dict.fromkeys(items))  # a player named also by another symbol: once
        items = [_expand(v, players) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else type(value)(items)
    if isinstance(value, dict):
        items = {k: _expand(v, players) for k, v in value.items()}
        return value if all(items[k] is v for k, v in value.items()) else items
    if is_dataclass(value) and not isinstance(value, type):
        changed = {}
        for f in fields(value):
            old = getattr(value, f.name)
            new = _expand(old, players)
            if new is not old:
                changed[f.name] = new
        return replace(value, **changed) if changed else value
    return value


def bound(engine: Engine, ability: Ability) -> Ability:
    """The ability with `$each_player` read as every player of the game (unchanged if its text has none)."""
    players = tuple(sorted(engine.players))
    expanded = _expand(ability, players)
    if expanded is not ability:
        engine.note(EACH_PLAYER.id, f"each player, in {ability.id}'s text, is {', '.join(players)}")
    return expanded


@dataclass(frozen=True, slots=True)
class AffectedPlayerStat:
    stat: str
    at_least: int | None
    at_most: int | None


def _parse(node: Node, ctx: ParseContext) -> AffectedPlayerStat | None:
    stat = node.text(CONDITION)
    ctx.stat_name(node, CONDITION, stat)
    at_least = node.integer("at_least") if node.has("at_least") else None
    at_most = node.integer("at_most") if node.has("at_most") else None
    if at_least is None and at_most is None:
        node.error(f"{CONDITION} gives at_least or at_most")
        return None
    return AffectedPlayerStat(stat, at_least, at_most)


def _holds(engine: Engine, params: AffectedPlayerStat, subject: str, active: Any) -> bool:
    if subject not in engine.players:
        return False
    value = engine.stat(subject, params.stat).value
    if not isinstance(value, int):
        return False
    holds = (params.at_least is None or value >= params.at_least) and (
        params.at_most is None or value <= params.at_most
    )
    limits = (("at least", params.at_least), ("at most", params.at_most))
    bounds = " and ".join(f"{word} {n}" for word, n in limits if n is not None)
    engine.note(
        EACH_PLAYER.id,
        f"{subject}'s {params.stat.replace('_', ' ')} is {value}: {bounds} "
        f"{'holds' if holds else 'does not hold'}",
    )
    return holds


INTEGER = {"type": "integer"}
CONDITION_KINDS = {
    CONDITION: ConditionKind(
        _parse,
        _holds,
        "the player the effect happens to (each player an effect on $each_player reaches) has this player "
        "stat within at_least / at_most, judged as it happens ('Each player with 21 or more Family Honor')",
        {"type": "string"},
        fields={"at_least": INTEGER, "at_most": INTEGER},
    )
}
