"""L5R card text, moments of the turn and game: 'until your next turn begins', 'after the next time this turn
...', 'until the game ends, after each time ...', 'after your Action Phase ends', 'after you reveal cards in
your Provinces', 'before your second turn', 'before you draw a card'. Its grammar rules are in l5r.lark
(compiler 18, part B); its transformer methods (prefixed q18b_) are a mixin of l5r._Build.

Played: "He will not straighten (this turn)" (a prevention of his straightening, as "negate his
straightening"); an action's lasting effects "until your next turn ends" / "until the end of your next turn"
(the engine's `until_your_next_turn_ends`, next_turn_end.py, l5r.desk.next-turn-ends) and "until after your
next turn begins" (`until_your_turn`); an action's delayed effect "after your next turn / Dynasty Phase /
Attack Phase begins" (`kind: delayed`, its trigger that turn's or named phase's beginning for the action's
player: the next one applies it, once). Refused with a reason: "before your second turn" (which turn of his is
his second, and the straightening at the start of a turn is not in the corpus), the phases the corpus does not
name (Action, End, Straighten, Draw Phases)."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .delayed import bound_by_action
from .event_triggers import moment_traits
from .shared import THIS_CARD, Drafted

_Q18B_AFTER = "_q18b_after_next"  # an effect waiting for its player's next turn or named phase

# "until ...": the engine's durations (next_turn_end.py; phases.py for "until your next turn begins")
_Q18B_DURATIONS = {
    "your next turn ends": "until_your_next_turn_ends",
    "the end of your next turn": "until_your_next_turn_ends",
    "after your next turn begins": "until_your_turn",
    "the next turn ends": "until_the_next_turn_ends",
    "the end of the next turn": "until_the_next_turn_ends",
    "the phase ends": "end_of_phase",
    "this phase ends": "end_of_phase",
    "the end of the phase": "end_of_phase",
    "the end of this phase": "end_of_phase",
}

# "he will not straighten ...": its own duration
_Q18B_WHEN = {"(this turn)": "end_of_turn", "this turn": "end_of_turn",
              "(until the turn ends)": "end_of_turn", "this phase": "end_of_phase",
              "before your next turn begins": "until_your_turn"}  # fmt: skip

# "after your next ... begins": the event of that turn's or named phase's beginning (phases.py)
_Q18B_EVENTS = {"turn": "turn_begins", "Dynasty Phase": "dynasty_phase_begins",
                "Attack Phase": "attack_phase_begins"}  # fmt: skip


def check_turn_delays(ability: dict, _drafted: Drafted) -> None:
    """An action's effects written "after your next turn / Dynasty Phase / Attack Phase begins": each a
    delayed effect (l5r-ce-effects, Delayed effects: "After your next turn begins" is its example; activated
    as the action resolves, applied at that moment) waiting for that beginning for the action's player,
    applied once (the first such beginning is his next). It acts on this card, its player, or the action's
    target or performer (bound as the action resolves: delayed.bound_by_action). Not read: one that chooses
    (targeting that appears only in a delayed effect is not mandatory, a rule the compiler does not carry),
    reaches a kind of card, may be declined, or names "his controller" (the player controlling the card when
    it applies). A lasting effect lasts from the moment it applies (l5r-ce-effects: "The duration of a
    delayed ongoing effect takes into account the turn ... in which it was applied")."""
    effects = ability.get("effects", [])
    for index, effect in enumerate(effects):
        event = effect.pop(_Q18B_AFTER, None)
        if event is None:
            continue
        if "choose" in effect or "affects" in effect or effect.get("optional"):
            raise NotUnderstood("a delayed effect that chooses, reaches a kind of card or may be declined")
        if effect.get("targets") not in (*THIS_CARD, "$controller") and not bound_by_action(effect):
            raise NotUnderstood("a delayed effect on a card the engine does not bind later: not read")
        if "_controller" in repr(effect):
            raise NotUnderstood("'his controller' in a delayed effect: the controller as it applies")
        ids = {"id": effect.pop("id")} if "id" in effect else {}
        trigger = {"event": event, "player": "$controller"}
        effects[index] = {**ids, "kind": "delayed", "trigger": trigger, "then": effect}


def delays_left(piece: dict) -> None:
    """ "after your next turn begins" outside an ability (an Event's or another card's trait) is not read: a
    trait's effect does not wait (and an Event's trait would bind no target for it)."""
    if _Q18B_AFTER in repr(piece):
        raise NotUnderstood("'after your next turn begins' outside an action: a trait's effect does not wait")


@v_args(inline=True)
class TurnMomentsText(Transformer):
    def q18b_will_not_straighten(self, token, when=None):
        """ "He will not straighten (this turn)": a prevention of the card's straightening (the `straighten`
        event), as "negate his straightening" (l5r-ce-effects, "Does not/Will not" versus Negation: the two
        phrasings prevent alike), an action's ongoing effect lasting until the turn ends unless it states a
        duration (Prevention: "An effect from an action ... that prevents a type of occurrence ... is ongoing
        and lasts until the end of the turn by default"): "this phase" (`end_of_phase`), "(again) before your
        next turn begins" (until it begins: `until_your_turn`). "He" is the action's target (or performer),
        "the target" its target, "they" the several cards it targeted (as "their straightening")."""
        who = str(token).split(" will ")[0].lower()
        if who == "they" and not getattr(self, "_c15a_group", False):
            raise NotUnderstood("'they will not straighten' without several cards targeted")
        on = "$the_target" if who in ("the target", "they") else "$target"
        duration = _Q18B_WHEN[" ".join(str(when).split())] if when is not None else "end_of_turn"
        return [{"prevent": {"event": "straighten"}, "duration": duration, "_on": on}]

    def q18b_until(self, *parts):
        """ "Until your next turn ends, he will not straighten.", "Give him +2F until the end of your next
        turn." (`until_your_next_turn_ends`: l5r.desk.next-turn-ends), "Negate his straightening until after
        your next turn begins." (`until_your_turn`: it ends as his next turn begins, and nothing of that turn
        comes before its beginning). Every effect of the sentence must be one that lasts with the default
        duration (an explicit one would be a second)."""
        (token,) = [part for part in parts if isinstance(part, Token)]
        words = " ".join(str(token).lower().split()[1:])
        duration = _Q18B_DURATIONS[words]
        effects = [effect for part in parts if isinstance(part, list) for effect in part]
        if any(effect.get("duration") != "end_of_turn" for effect in effects):
            raise NotUnderstood(f"'{token}' with an effect that happens once or states its own duration")
        return [{**effect, "duration": duration} for effect in effects]

    def q18b_after_next(self, *parts):
        """ "Destroy him after your next Dynasty Phase begins.", "After your next turn begins, gain 2 Honor.":
        the effect waits for that beginning (check_turn_delays, once the action is whole)."""
        (token,) = [part for part in parts if isinstance(part, Token)]
        moment = str(token).split(" next ", 1)[1].removesuffix(" begins")
        effects = [effect for part in parts if isinstance(part, list) for effect in part]
        return [{**effect, _Q18B_AFTER: _Q18B_EVENTS[moment]} for effect in effects]

    def q18b_phase_trait(self, trigger, sentence):
        """ "After your Dynasty Phase begins, destroy Kindebu.", "Before the Attack Phase ends, ...": a
        triggered trait answering a named phase's beginning or end (phases.py: the procedures dynasty_phase
        and attack_phase, begun for the player whose turn it is; the corpus names these two phases only), its
        player's ("your": `player: $controller`) or any player's; its effects act on this card, its bearer
        or its player, as compiler 16's "After your turn begins, ..." (one that chooses, reaches a kind of
        card, may be declined or lasts is not read). "Before your ... Phase ends" is not read: the engine
        answers a procedure's end before it happens without its player."""
        words = str(trigger).split()
        timing, whose, phase, moment = words[0].lower(), words[1], words[-3].lower(), words[-1]
        if (timing, whose, moment) == ("before", "your", "ends"):
            raise NotUnderstood("'Before your ... Phase ends': the engine answers it without its player")
        found = {"event": f"{phase}_phase_{moment}", **({"timing": "before"} if timing == "before" else {})}
        if whose == "your":
            found["player"] = "$controller"
        traits = moment_traits(self.clause_id, found, sentence, "a phase's trait: ")
        return {"traits": traits}, "triggered trait"

    def q18b_undefined_moment(self, text):
        """Refused with the reason: a moment of the turn the corpus does not define."""
        if "second turn" in str(text) or "third turn" in str(text):
            raise NotUnderstood(
                "'before your second turn': the corpus does not say whether it counts the turns of the game "
                "or from this card's entering play, nor when a card straightens at the start of a turn"
            )
        raise NotUnderstood(
            "the Action, End, Straighten, Draw, Discard and Events Phases: the corpus names only the Dynasty "
            "and Attack Phases (the rulebook's sequence of play is not in it)"
        )
