"""L5R card text, Focus Effects and the moments of a duel. Its grammar rules are in l5r.lark; its transformer
methods are a mixin of l5r._Build.

"As a Focus Effect: <effects>" is a trait with the special trigger "Focus Effect:" (card features): `trigger:
{event: focus_effect, card: $source}` (games/l5r/focus_effects.py, the Desk's rule l5r.desk.focus-effects);
"As a Focus Effect: After this duel ends, <effects>" is `focus_duel_ended`, "... if your Personality won it,
<effects>" `focus_duel_won`. Its effects act on its player, or on the duel's Personalities (`$your_duelist`,
`$other_duelist`, and once the duel has ended `$duel_winner`, `$duel_loser`)."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .event_triggers import _c16b_his, _c16b_then

_Q17A_FOCUSED_TYPES = ("strategy", "action", "item", "follower", "spell", "ring")  # Fate cards, focused
_Q17A_DUELISTS = {
    "winner": "$duel_winner",
    "loser": "$duel_loser",
    "the other Personality": "$other_duelist",
    "your Personality in this duel": "$your_duelist",
}
_Q17A_CONTROLLERS = {"winner": "$duel_winner_controller", "loser": "$duel_loser_controller"}
_Q17A_AFTER_END = ("$duel_winner", "$duel_loser", *_Q17A_CONTROLLERS.values())


def _q17a_duelist(token) -> str:
    text = str(token)
    return _Q17A_DUELISTS.get(text) or _Q17A_DUELISTS[text.rsplit(" ", 1)[-1]]


def _q17a_then(effect: dict, event: str) -> dict:
    """One effect of the Focus Effect: on one of the duel's Personalities, or on its player."""
    effect = dict(effect)
    on = effect.get("_on")
    if on in _Q17A_CONTROLLERS.values():
        effect.pop("_on")
        if event == "focus_effect":
            raise NotUnderstood("a Focus Effect naming the duel's winner or loser before the duel has one")
        return {"targets": on, **effect}
    if on in _Q17A_DUELISTS.values():
        effect.pop("_on")
        if on in _Q17A_AFTER_END and event == "focus_effect":
            raise NotUnderstood("a Focus Effect naming the duel's winner or loser before the duel has one")
        if any(key.startswith("_") for key in effect) or "optional" in effect:
            raise NotUnderstood("a Focus Effect's effect that chooses or may be declined")
        return {"targets": on, **effect}
    if on is not None:
        raise NotUnderstood("a Focus Effect's effect on a card other than the duel's Personalities")
    if "look_at_top" in effect:  # what is done with the cards looked at follows in the next sentences
        raise NotUnderstood("looking at cards in a Focus Effect, whose next sentences act on them")
    found = _c16b_then(_c16b_his(effect, None, "in a Focus Effect"), "$source")
    if found.get("targets") in ("$source", "$bearer"):
        raise NotUnderstood("a Focus Effect's effect on a card other than the duel's Personalities")
    return found


@v_args(inline=True)
class FocusEffectsText(Transformer):
    def q17a_plain(self, effects):
        return effects

    def q17a_verb_duelist(self, verb, who):
        return [{str(verb).lower(): True, "_on": _q17a_duelist(who)}]

    def q17a_give_duelist(self, who, bonus):
        stat, change = bonus
        return [{"stat": stat, "change": change, "duration": "end_of_turn", "_on": _q17a_duelist(who)}]

    def q17a_move_duelist_home(self, who):
        return [{"move": "home", "_on": _q17a_duelist(who)}]

    def _q17a_controller(self, who, effect: dict) -> list:
        side = str(who).split("'")[0].split("\u2019")[0].rsplit(" ", 1)[-1]
        return [{**effect, "_on": _Q17A_CONTROLLERS[side]}]

    def q17a_controller_draws(self, who, number):
        return self._q17a_controller(who, {"draw": number})

    def q17a_controller_loses(self, who, number):
        return self._q17a_controller(who, {"honor": -number})

    def q17a_controller_gains(self, who, number):
        return self._q17a_controller(who, {"honor": number})

    def q17a_sentence(self, *effects):
        return [effect for group in effects for effect in group]

    def _q17a_traits(self, sentence, event: str):
        if self.own_type not in _Q17A_FOCUSED_TYPES:
            raise NotUnderstood(f"a Focus Effect on a {self.own_type}, a card not focused from a hand")
        traits = []
        for n, effect in enumerate(sentence, start=1):
            found = _q17a_then(effect, event)
            traits.append({"id": self.clause_id + (f".{n}" if n > 1 else ""),
                           "trigger": {"event": event, "card": "$source"}, **found})  # fmt: skip
        return {"traits": traits}, "Focus Effect"

    def q17a_focus_now(self, _as, sentence):
        """ "As a Focus Effect: Draw a card.", "As a Focus Effect, bow the other Personality.": its effects
        happen when Focus Effects resolve in a duel this card is focused in (l5r.desk.focus-effects)."""
        return self._q17a_traits(sentence, "focus_effect")

    def q17a_focus_ended(self, _as, _after, sentence):
        """ "As a Focus Effect: After this duel ends, bow its winner.": it resolves with the Focus Effects,
        its effects apply once the duel has ended."""
        return self._q17a_traits(sentence, "focus_duel_ended")

    def q17a_focus_won(self, _as, _after, _won, sentence):
        """ "As a Focus Effect, after this duel ends, if your Personality won it, gain 2 Honor.": as
        focus_duel_ended, only if the duelist its player controls won the duel."""
        return self._q17a_traits(sentence, "focus_duel_won")

    def q17a_focus_you_win(self, _as, _after, sentence):
        """ "As a Focus Effect, after you win this duel, draw a card.": you win the duel as your Personality
        in it does, which the Desk has happen as the duel ends (l5r.desk.duel-won): as focus_duel_won."""
        return self._q17a_traits(sentence, "focus_duel_won")

    def q17a_focus_loses(self, _as, _after, sentence):
        """ "As a Focus Effect: After a Personality loses this duel, his controller loses 2 Honor.": "he" is
        the duel's loser (l5r.desk.duel-lost: a duel with a winner has the other Personality as its loser);
        its effects apply once the duel has ended, to no one in a duel without one."""
        bound = []
        for effect in sentence:
            effect = dict(effect)
            if effect.pop("_controller_of", None):
                effect["_on"] = "$duel_loser_controller"
            elif effect.get("_on") in ("$target", "$the_target"):
                effect["_on"] = "$duel_loser"
            bound.append(effect)
        return self._q17a_traits(bound, "focus_duel_ended")
