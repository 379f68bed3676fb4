"""Focus Effects: "As a Focus Effect: Draw a card.", "As a Focus Effect, bow the other Personality.", "As a
Focus Effect: After this duel ends, bow its winner.", "... After this duel ends, if your Personality won it,
gain 2 Honor." (the Desk's rule l5r.desk.focus-effects).

The card features name "Focus Effect:" a special trigger for a trait, referring to "a particular point in a
duel" (its section, 14.6, is not in the corpus). A card's trait with that trigger (`trigger: {event:
focus_effect, card: $source}`) happens when Focus Effects resolve in a duel the card is focused in: once the
cards of the duel are focused, before the duel's resolution (who wins it), each focused card's Focus Effects
in the order the cards were focused, a card's only while it is still focused. The event is never fired to
cards in play: duels.py calls `resolve` with the duel's focused cards.

Its effects may name the duel's Personalities: `$your_duelist` ("your Personality in this duel": the duelist
its player controls, none when he controls both or neither), `$other_duelist` ("the other Personality": the
duelist another player controls, facing his), `$duel_winner` and `$duel_loser` ("its winner", "the loser"). A
Focus Effect whose text waits for the duel's end ("After this duel ends, ...": `focus_duel_ended`; "... if
your Personality won it": `focus_duel_won`) resolves at the Focus Effects' point (its trigger happened), and
its effects are applied once the duel has ended (`after_end`), before the consequence of the effect that
created the duel (the `duels` op's each_loser) and the next duel; an effect on the winner or loser of a duel
without one applies to no one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.binding import bind
from ...language.symbols import TRIGGER, Symbol
from . import focus_conditions, focus_negation
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec

NOW = "focus_effect"  # "As a Focus Effect: <effects>"
ENDED = "focus_duel_ended"  # "As a Focus Effect: After this duel ends, <effects>"
WON = "focus_duel_won"  # "As a Focus Effect: After this duel ends, if your Personality won it, <effects>"
EVENTS = (NOW, ENDED, WON, *focus_conditions.TRIGGER_EVENTS)  # (the last: focus_conditions.py)
TRIGGER_EVENTS = {
    NOW: "Focus Effects resolve in a duel this card is focused in (the Desk's rule l5r.desk.focus-effects)",
    ENDED: "a Focus Effect whose effects wait for its duel's end (l5r.desk.focus-effects)",
    WON: "a Focus Effect whose effects wait for its duel's end and need its player's duelist to have won it",
    **focus_conditions.TRIGGER_EVENTS,
}
YOURS, OTHER, WINNER, LOSER = "$your_duelist", "$other_duelist", "$duel_winner", "$duel_loser"
WINNER_PLAYER, LOSER_PLAYER = "$duel_winner_controller", "$duel_loser_controller"
_WHERE = f"in a Focus Effect's text (a trait with trigger {', '.join(EVENTS[:-1])} or {EVENTS[-1]})"
_ROLES = dict.fromkeys(("card", "targets", "of"), TRIGGER)
_PLAYER = dict.fromkeys(("player", "targets", "controller"), TRIGGER)
SYMBOLS = {
    YOURS: Symbol("your Personality in the duel: the duelist its player controls", _ROLES, _WHERE),
    OTHER: Symbol("the other Personality: the duelist facing the Focus Effect's player's", _ROLES, _WHERE),
    WINNER: Symbol("the winner of the duel the Focus Effect's card was focused in", _ROLES, _WHERE),
    LOSER: Symbol("the loser of the duel the Focus Effect's card was focused in", _ROLES, _WHERE),
    WINNER_PLAYER: Symbol("the controller of the duel's winner (once it has ended)", _PLAYER, _WHERE),
    LOSER_PLAYER: Symbol("the controller of the duel's loser (once it has ended)", _PLAYER, _WHERE),
}

FOCUS_EFFECTS = DeskRule(
    "l5r.desk.focus-effects",
    "focus-effects",
    "Focus Effects: when they resolve, and whom they name",
    "A card's Focus Effect (its trait with the trigger \"Focus Effect:\") happens when Focus Effects resolve "
    "in a duel the card is focused in: after the duel's cards are focused (the cards the question lists), "
    "before the duel's resolution finds its winner, each focused card's Focus Effects in the order the cards "
    "were focused, and only while the card is still focused. \"Your Personality in this duel\" is the "
    "duelist its player controls and \"the other Personality\" the duelist another player controls (no one "
    "when a player controls both duelists or neither). A Focus Effect reading \"After this duel ends, "
    "<effects>\" applies its effects once the duel has ended (its focused cards discarded, its winner's "
    "duel_won answered), before the consequence the effect that created the duel gives its loser; \"if your "
    "Personality won it\" (\"if you won it\", \"after you win this duel\") only if his duelist won; \"its "
    "winner\", \"the loser\" and their controllers of a duel no one won are no one.",
    f"{NOT_IN_CORPUS}: the card features call \"Focus Effect:\" a special trigger for a trait that refers "
    "to \"a particular point in a duel\", pointing at the duel procedure (14.6), which the corpus does not "
    "hold.",
    "The card features (Triggered traits: \"The trigger 'Focus Effect:' refers to a particular point in a "
    "duel\"; Abilities: \"a special trigger for a trait\") and the cards' own text, which places that point "
    "after focusing and before the duel's resolution (\"Reaction: After Focus Effects resolve: Resolve the "
    "duel only by comparing ...\", \"Reaction: Before Focus Effects resolve in a duel involving this card\", "
    "\"As a Focus Effect: Before this duel's resolution, ...\") and speaks of cards a player focused for his "
    "Personality (\"the last card you focused in that duel\", \"one card focused for this card\") and of "
    "\"the other Personality in the duel\". The order among several Focus Effects is the Desk's: the order "
    "of focusing.",
    "A Focus Effect happens after focusing, before the duel's resolution; 'After this duel ends' as it ends",
)
register_desk_rules(GAME, (FOCUS_EFFECTS,))


def _specs(engine: Engine, card: str) -> list[EffectSpec]:
    """The Focus Effects printed on `card`, in printed order (given ones are not read)."""
    defined = engine.scenario.card_def(card)
    traits = defined.traits if defined is not None else ()
    return [s for s in traits if s.trigger and s.trigger.event in EVENTS]


def _duelists(engine: Engine, record: dict, player: str | None) -> tuple[str | None, str | None]:
    """The duelist `player` controls and the one another player controls (None when not exactly one)."""
    mine = [c for c in record["between"] if engine.cards[c].controller == player]
    if len(mine) != 1:
        return None, None
    return mine[0], next(c for c in record["between"] if c != mine[0])


def resolve(engine: Engine, did: str, record: dict) -> None:
    """Focus Effects resolve in duel `did`: each still-focused card's, in the order they were focused."""
    focused = [c for c in record["focused"] if engine.cards[c].zone == "focus"]
    pending: list[tuple[str, EffectSpec]] = []
    record["focused_by"] = {c: engine.cards[c].controller for c in record["focused"]}  # (focus_conditions.py)
    for card in focused:
        for spec in _specs(engine, card):
            if engine.cards[card].zone != "focus":
                why = f"{spec.id}: {card} is no longer focused: its Focus Effect does not happen"
                engine.note(FOCUS_EFFECTS.id, why)
                continue
            if focus_negation.negated(engine, did, record, card, spec.id):  # (l5r.desk.focus-negation)
                continue
            player = engine.cards[card].controller
            yours, other = _duelists(engine, record, player)
            if yours is None:
                engine.note(FOCUS_EFFECTS.id, f"{did}: {player} does not control exactly one of its duelists")
            bound = bind(bind(spec, YOURS, yours), OTHER, other)
            if spec.trigger.event == NOW:
                engine.note(FOCUS_EFFECTS.id, f"{did}: Focus Effects resolve: {spec.id} of {card}")
                _fire(engine, bound, card)
            else:
                why = f"{did}: {spec.id} of {card} resolves: its effects wait for the duel's end"
                engine.note(FOCUS_EFFECTS.id, why)
                pending.append((yours or "", bound))
    record["focus_pending"] = pending


def after_end(engine: Engine, did: str, record: dict) -> None:
    """The Focus Effects of duel `did` that wait for its end apply now, in the order they resolved."""
    winner, loser = record.get("winner"), record.get("loser")
    focused_by = record.pop("focused_by", {})  # (kept apart from the duel question's answer)
    for yours, spec in record.pop("focus_pending", []):
        if spec.trigger.event == WON and (not yours or yours != winner):
            why = f"{did} has ended; {spec.id}: its player's Personality did not win it"
            engine.note(FOCUS_EFFECTS.id, why)
            continue
        if focus_conditions.applies(engine, did, record, yours, spec, focused_by) is False:
            continue
        names = _names(spec)
        no_winner = bool(names & {WINNER, WINNER_PLAYER}) and winner is None
        if no_winner or (bool(names & {LOSER, LOSER_PLAYER}) and loser is None):
            engine.note(FOCUS_EFFECTS.id, f"{did} has ended with no winner: {spec.id} names no one")
            continue
        engine.note(FOCUS_EFFECTS.id, f"{did} has ended: {spec.id} applies its effects")
        spec = bind(bind(spec, WINNER, winner), LOSER, loser)
        for symbol, card in ((WINNER_PLAYER, winner), (LOSER_PLAYER, loser)):
            spec = bind(spec, symbol, engine.cards[card].controller if card else None)
        _fire(engine, spec, spec.source)


def _names(spec: EffectSpec) -> set[str]:
    """The duel's symbols the Focus Effect's text still names."""
    symbols = (WINNER, LOSER, YOURS, OTHER, WINNER_PLAYER, LOSER_PLAYER)
    return {s for s in symbols if bind(spec, s, "\x00") is not spec}


def _fire(engine: Engine, spec: EffectSpec, card: str | None) -> None:
    from . import triggers

    for name in (YOURS, OTHER):
        if name in _names(spec):
            why = f"{spec.id}: 'your Personality' / 'the other Personality' is no one: nothing happens"
            engine.note(FOCUS_EFFECTS.id, why)
            return
    triggers._resolve(engine, engine.game_state, spec, spec.trigger.event, card)
