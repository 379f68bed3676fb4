"""A duel between a card and the card an action targets, as card text writes it: "Iaijutsu Battle: Target an
enemy Personality: Ichizo duels him. Destroy the duel's loser." The effect `duel_target: {id: a1_duel, with:
$source, each_loser: destroy}` on the targeted Personality creates one duel between the card `with` names
(`$source`, `$bearer`) and him, fought as duels.py fights those of `duels` (the Desk's duel model: the duel
comes from the effect that created it, its discards are the rulebook's, and "Destroy the duel's loser" applies
to the loser immediately after it: order of effects, EXCEPTION 1).

The duel procedure's own section is not in the corpus, so the Desk does not work out who wins: the scenario
says it, as for `duels`, here in the `use` step that resolves the action (`decide: {a1_duel: ichizo}`, or
`none`); left open, each duelist winning and no one winning are each an outcome (the Desk's rule
l5r.desk.target-duel-winner). A duel needs two Personalities in play: with either gone, none is fought. An
ability used again fights another duel, remembered as `<id>#2` (the `duel` question's name for it); the use
step decides each by the effect's own id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.instant import attempt
from ...language.shapes import TEXT, closed, described
from ...language.vocabulary import Op
from . import challenges
from .desk_rules import NOT_IN_CORPUS
from .duels import CONSEQUENCES, DUELIST_KEYWORD, _create_duels, to_loser
from .honor import HonorChange
from .params import Duel, Duels
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

TARGET_DUEL_WINNER = DeskRule(
    "l5r.desk.target-duel-winner",
    "target-duel-winner",
    "A duel with the card an action targets: its winner",
    '"Ichizo duels him. Destroy the duel\'s loser." (after "Target an enemy Personality") is a duel between '
    "the card and the targeted Personality, fought when the effect resolves if both are Personalities in "
    "play. Who wins is what the question says in the step that resolves the action (`decide: {<duel id>: "
    "<card> | none}`); left open, each duelist winning is an outcome, and so is no one winning unless "
    "exactly one of the two is a Duelist (l5r.desk.duelist: he would win a tie). The duel's loser then "
    "receives what the text does to him, immediately after the duel (the effects document's order of "
    "effects, EXCEPTION 1).",
    f"{NOT_IN_CORPUS}: the duel procedure (focusing, strikes, how a winner is found) is not in the corpus; "
    "the effects document speaks of duels only as created by effects (source of effects, EXCEPTION 4) and of "
    "their consequences (order of effects, EXCEPTION 1).",
    'Card text ("X duels him", a duel the text creates, not a challenge that could be refused), and the '
    "Desk's duel model (l5r.desk.duel-won: the winner is the one the question states).",
    "A duel with the targeted card: the question says who wins; left open, each winner is an outcome",
)
register_desk_rules(GAME, (TARGET_DUEL_WINNER,))
NO_ONE = "none"
FIELDS = {
    "id": described(TEXT, "the duel's id: the `duel` question and the use step's `decide` name it"),
    "with": described(TEXT, "the other duelist: $source (this card), $bearer or $performer"),
    "each_loser": {"enum": list(CONSEQUENCES), "description": "what happens to the duel's loser after it"},
    "winner_honor": {
        "type": "integer",
        "description": "'The winner's controller gains N Honor': applied after the duel, before each_loser "
        "(the text's order), if there is a winner",
    },
    "stat": described(
        TEXT,
        "the duel stat the text names ('Both Personalities use their Force as their duel stat'): kept in the "
        "duel's record; who wins is still the use step's to say",
    ),
}
WITH = ("$source", "$bearer", "$performer")


@dataclass(frozen=True, slots=True)
class TargetDuel:
    id: str
    with_card: str  # $source, $bearer, or $performer (the Personality performing the action)
    each_loser: str | None
    stat: str | None = None  # the duel stat the text names, if it names one
    winner_honor: int | None = None  # the Honor the winner's controller gains after the duel


def _parse(node: Node, ctx: ParseContext) -> TargetDuel | None:
    value = node.child_mapping("duel_target", "{id: d1, with: $source, each_loser: destroy}", FIELDS)
    if value is None:
        return None
    duel_id = value.text("id")
    with_card = value.choice("with", WITH, what="duelist")
    loser = value.choice("each_loser", CONSEQUENCES, None, what="consequence")
    stat = value.text("stat", None)
    if stat is not None:
        ctx.stat_name(value, "stat", stat)
    honor = value.integer("winner_honor", None) if value.has("winner_honor") else None
    return TargetDuel(duel_id or "", with_card or "$source", loser, stat, honor)


def _perform(engine: Engine, params: TargetDuel, target: str, event: dict) -> bool:
    if challenges.refused(engine, event, params.id):
        why = f"{params.id}: the challenge was refused: no duel is fought"
        engine.note(challenges.CHALLENGE_REFUSAL.id, why)
        return False
    first = engine.resolve_symbol(params.with_card, event.get("source"))
    cards = [engine.cards.get(c or "") for c in (first, target)]
    if first == target or any(c is None or c.type != "personality" or not engine.in_play(c) for c in cards):
        why = f"{params.id}: a duel between {first} and {target} needs two Personalities in play"
        engine.note(TARGET_DUEL_WINNER.id, f"{why}: no duel is fought")
        return False
    assert first is not None
    winner = _winner(engine, params.id, first, target, event)
    duel = Duel(_record_id(engine, params.id), (first, target), (), winner)
    if params.stat:
        engine.note(
            TARGET_DUEL_WINNER.id,
            f"{duel.id}: both duelists use their {params.stat} as their duel stat (the text); the duel "
            "procedure that compares it is not in the corpus, so who wins stays as decided",
        )
    if params.winner_honor is None:
        fought = _create_duels(engine, Duels((duel,), params.each_loser), target, event)
    else:  # the winner's Honor, then the loser's consequence, in the text's order
        fought = _create_duels(engine, Duels((duel,), None), target, event)
        record = engine.game_state.duels[duel.id]
        _winner_honor(engine, params.winner_honor, record["winner"], duel.id, event)
        if params.each_loser and record["loser"]:
            to_loser(engine, params.each_loser, record["loser"], duel.id, event)
    if params.stat:
        engine.game_state.duels[duel.id]["stat"] = params.stat
    return fought


def _winner_honor(engine: Engine, amount: int, winner: str | None, did: str, event: dict) -> None:
    if winner is None:
        engine.note(TARGET_DUEL_WINNER.id, f"{did} has no winner: no one gains Honor for winning it")
        return
    player = engine.cards[winner].controller
    engine.note(TARGET_DUEL_WINNER.id, f"{did}: {winner} won; his controller {player} gains {amount} Honor")
    honor_event = {**event, "event": "honor", "direction": "gain" if amount > 0 else "lose"}
    attempt(engine, "honor", HonorChange(amount), player, honor_event, continuous=False)


def _record_id(engine: Engine, duel_id: str) -> str:
    """The id the duel is remembered by: its own, or for a later duel of the same effect (an ability used
    again) `<id>#2`, `#3` ..., so that every duel fought stays remembered (who won a duel this turn)."""
    duels = engine.game_state.duels
    n = 2
    found = duel_id
    while found in duels:
        found, n = f"{duel_id}#{n}", n + 1
    return found


def _winner(engine: Engine, duel_id: str, first: str, second: str, event: dict) -> str:
    """Who wins, as the use step decides it (a duelist or none); left open, each is an outcome."""
    duelists = [c for c in (first, second) if DUELIST_KEYWORD in engine.keywords(engine.cards[c])]
    options = [first, second] + ([] if len(duelists) == 1 else [NO_ONE])  # a Duelist wins a tie
    decided = engine.choices.decisions.get(duel_id)
    preset = options.index(decided) if decided in options else None
    what = f"who wins {duel_id} (the duel procedure is not in the corpus: the scenario says)"
    key = f"step {engine.step_index}: {duel_id} winner"
    by = event.get("controller")
    chosen = options[engine.choose(key, by, options, TARGET_DUEL_WINNER.id, what, preset)]
    engine.note(TARGET_DUEL_WINNER.id, f"{duel_id} between {first} and {second}: {chosen} wins, as decided")
    return chosen


OPS = {
    "duel_target": Op(
        _parse,
        _perform,
        "duel",
        value=closed(FIELDS, "id", "with"),
        doc="'Ichizo duels him. Destroy the duel's loser.': a duel between the card `with` names and the "
        "target (a Personality), fought as `duels` fights one; its winner is the use step's `decide: {<id>: "
        "card | none}`, each an outcome when left open; `each_loser` then acts on the loser.",
        substitute=False,
    )
}
