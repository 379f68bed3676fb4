"""L5R card text, another player's choices: 'His controller may bow him', 'His controller may dishonor him. If
he did not choose this, ...', 'If he did not bow, ...'. Its grammar rules are in l5r.lark (compiler 18, part
I); its transformer methods (prefixed q18i_) are a mixin of l5r._Build.

"Target a Personality. His controller may bow him." (also "The Personality's controller may", "may choose
to", "Its controller may destroy it"): the targeted card's controller, not the action's player, chooses (the
effects document, choices: the text states who): `controller_may: bow the target` on the target, then the
offered effect with `if_changed` on that choice (games/l5r/controller_choices.py, the Desk's rule
l5r.desk.controller-may). What follows reads the choice or its result as the corpus tells them apart: "If he
did not choose this" / "If he chose this" the choice (`while: {not_changed: <choice>}` / `if_changed:
<choice>`), "If he did not bow" / "If he did not" / "If he is not destroyed" / "If he bowed" / "If this bowed
him, ...; otherwise, ..." what the offered effect did (`not_changed` / `if_changed` on it).
"If he is now unbowed, dishonor him.": the target's state as the effect happens.

Refused: the choice of a card of his ("may bow one of his Personalities"), of several things ("may bow him and
gain 1 Honor", "may dishonor him or ..."), by a player the text targets ("He may choose to lose 2 Honor"),
"they"/"them", "If he is now honorable" (honorable is not read: honor_status.py), "If he did not become
dishonorable", and the choice or its result read without the choice in the same ability."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import STATES, Drafted

Q18I_CHOICE = "_q18i_choice"  # the controller's choice (controller_may)
Q18I_OFFERED = "_q18i_offered"  # the effect he may choose
Q18I_IF = "_q18i_if"  # ("not" | "yes", "chose" | "did", the verb said or None): read after the choice
_Q18I_PAST = {"bowed": "bow", "straightened": "straighten", "destroyed": "destroy", "dishonored": "dishonor",
              "rehonored": "rehonor"}  # fmt: skip
_Q18I_VERBS = ("bow", "straighten", "destroy", "dishonor", "rehonor")


@v_args(inline=True)
class PlayerChoicesText(Transformer):
    def q18i_offer(self, verb, who):
        return {"verb": str(verb).lower(), "who": who}

    def q18i_controller_may(self, _token, offer, *rest):
        """ "His controller may bow him." (and "; if he did not choose this, ...")."""
        if offer["who"] != "$target":
            raise NotUnderstood("'his controller may ...' on a card other than 'him'")
        verb = offer["verb"]
        # "him" is the target: a performer's controller is the action's player (checked: _q18i_check_choice)
        choice = {"controller_may": f"{verb} the target", "_on": "$the_target", Q18I_CHOICE: True}
        offered = {verb: True, "_on": "$the_target", Q18I_OFFERED: True}
        after = []
        if rest:
            condition, *groups = rest
            after = self._q18i_after(("not", *condition), groups)
        return [choice, offered, *after]

    def q18i_not_chose(self, _token):
        return ("chose", None)

    def q18i_not_did(self, token):
        words = str(token).replace(",", "").split()
        if words[-1] == "destroyed":  # "If he is not destroyed"
            return ("did", "destroy")
        verb = next((w for w in words if w in _Q18I_VERBS), None)
        return ("did", verb)

    def q18i_chose(self, _token):
        return ("chose", None)

    def q18i_did(self, token):
        verb = next(_Q18I_PAST[w] for w in str(token).split() if w in _Q18I_PAST)
        return ("did", verb)

    def q18i_if_not_sentence(self, condition, *groups):
        return self._q18i_after(("not", *condition), groups)

    def q18i_if_did_sentence(self, condition, *groups):
        return self._q18i_after(("yes", *condition), groups)

    def q18i_if_this_did_otherwise(self, token, what, effects, _otherwise, otherwise):
        """ "If this bowed him, gain 2 Honor; otherwise, dishonor him." (only after the choice: what the
        offered effect did, on the target)."""
        words = str(token).split()
        if len(words) != 3 or str(what) not in ("him", "her", "it", "the target"):
            raise NotUnderstood("'If this ... ; otherwise' on something other than the target")
        verb = _Q18I_PAST[words[-1]]
        return [*self._q18i_after(("yes", "did", verb), [effects]),
                *self._q18i_after(("not", "did", verb), [otherwise])]  # fmt: skip

    def _q18i_after(self, how: tuple, groups) -> list:
        effects = [effect for group in groups for effect in group]
        return [{**effect, Q18I_IF: how} for effect in effects]

    def q18i_if_now_state(self, _token, state, effects):
        """ "If he is now unbowed, dishonor him." (judged on his card as it happens)."""
        if str(state) not in ("bowed", "unbowed"):
            raise NotUnderstood(f"'if he is now {state}'")
        name, value = STATES[str(state)]
        return [{**effect, "_if_is": {name: value}} for effect in effects]


def finish_player_choices(ability: dict, _drafted: Drafted) -> None:
    """The offered effect happens only if its controller chose it (if_changed on the choice); the effects read
    after it name the choice or the offered effect by its id."""
    effects = ability.get("effects", [])
    marks = (Q18I_CHOICE, Q18I_OFFERED, Q18I_IF)
    if not any(mark in effect for effect in effects for mark in marks):
        return
    if ability.get("choice") or ability.get("target_player"):
        raise NotUnderstood("'his controller may' beside a choice between effects or a targeted player")
    for n, effect in enumerate(effects, start=1):
        effect.setdefault("id", ability["id"] + (f".{n}" if n > 1 else ""))
    choice = offered = None
    for effect in effects:
        if effect.pop(Q18I_CHOICE, False):
            if choice is not None:
                raise NotUnderstood("two choices of the target's controller in one ability")
            _q18i_check_choice(effect, effects, "requires" in ability.get("cost", {}))
            choice = effect
        elif effect.pop(Q18I_OFFERED, False):
            _q18i_check_offered(effect, effects, choice, offered)
            effect["if_changed"] = choice["id"]
            offered = effect
        elif Q18I_IF in effect:
            _q18i_read_after(effect, choice, offered)


def _q18i_check_offered(effect: dict, effects: list[dict], choice: dict | None, offered: dict | None) -> None:
    """The effect offered follows its choice, on the target alone."""
    if choice is None or offered is not None or effects.index(effect) != effects.index(choice) + 1:
        raise NotUnderstood("the effect his controller may choose, read apart from the choice")
    if effect.get("targets") != "$target1" or set(effect) & {"if_changed", "optional", "while"}:
        raise NotUnderstood("the effect his controller may choose is not on the target alone")


def _q18i_check_choice(effect: dict, effects: list[dict], performer: bool) -> None:
    """The choice is made on the card the action targets (chosen by it, or `$target1`). Beside a performer,
    "his controller" is the target's only when the target is another player's (the performer's controller
    is the action's player, whom the text would call "you")."""
    chosen = effect.get("choose")
    if performer and (chosen or {}).get("controller") != "$other":
        raise NotUnderstood("'his controller' could be the performer's or the target's")
    if chosen is not None:
        if not effect.get("targeting") or effects.index(effect) != 0 or chosen.get("in_play") is not True:
            raise NotUnderstood("'his controller may' on a card not targeted")
    elif effect.get("targets") != "$target1":
        raise NotUnderstood("'his controller may' on a card other than the target")
    if set(effect) & {"if_changed", "optional", "while"}:
        raise NotUnderstood("'his controller may' that happens only if something else did")


def _q18i_read_after(effect: dict, choice: dict | None, offered: dict | None) -> None:
    yes_or_not, what, verb = effect.pop(Q18I_IF)
    if choice is None or offered is None:
        raise NotUnderstood("'if he did (not) ...' without a choice his controller makes before it")
    if verb is not None and verb not in offered:
        raise NotUnderstood(f"'if he did not {verb}' after a choice to do something else")
    named = choice["id"] if what == "chose" else offered["id"]
    if set(effect) & {"if_changed", "while", "optional"}:
        raise NotUnderstood("an effect read after the choice with another condition")
    if yes_or_not == "yes":
        effect["if_changed"] = named
    else:
        effect["while"] = {"not_changed": named}


def player_choices_left(piece: dict) -> None:
    """The choice read outside an ability (a trait's, a quoted one's): not read."""
    if "_q18i_" in repr(piece):
        raise NotUnderstood("'his controller may ...' outside an ability is not read")
