"""L5R card text, moving units between battlefields: 'Move your target Personality at any location to this
card's battlefield' (compiler 19, part E). Its grammar rules are in l5r.lark (compiler 19, part E); its
transformer methods (prefixed q19e_) are a mixin of l5r._Build.

Refused on purpose (no rule here reads them): "Home" and "Absent" as ability keywords (the corpus never says
what they do), "if he would be opposed" (the corpus never says who would oppose a unit that moves), "a
battlefield with one or more enemy units" (a battlefield chosen as the effect resolves), "If this movement
fails" and "This movement will not be negated"."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood

# the card types whose "this card" is in play at a location: a Personality, or a card in his unit (at its
# bearer's location); a Holding is at home, a Strategy or Event at none
Q19E_AT_A_LOCATION = ("personality", "follower", "item", "spell")
# wordings refused on purpose (Q19E_REFUSED in l5r.lark): the first reason whose pattern the clause holds
Q19E_REASONS = (
    (
        r"\bwould (?:be opposed|oppose)\b",
        "'would be opposed': which side a unit joins when it moves to (or enters play at) a battlefield, and "
        "so who would oppose him there, is the rulebook's (the Attacker, the Defender, armies), which the "
        "corpus does not hold; the engine gives a moved unit no side",
    ),
    (
        r"\bHome\b",
        "'Home' (an ability keyword): the corpus never says what it does (its reminder text 'Home actions "
        "may be taken from home' is the card's; which performer it frees from the Rule of Location, and "
        "whether the action is legal from home when its text does nothing, is not said)",
    ),
)


@v_args(inline=True)
class MovementText(Transformer):
    def q19e_absent(self, *tokens):
        """ "Absent Battle", "Water Absent Repeatable Battle": the designators, with the keyword Absent (on a
        Battle action only: presence is at the current battlefield)."""
        timing = self.timing(*[t for t in tokens if t.type != "Q19E_ABSENT"])
        if "Battle" not in timing[1]:
            raise NotUnderstood("'Absent' on an action that is no Battle action (presence is a battle's)")
        return ("timing", timing[1], [*timing[2], "Absent"])

    def q19e_refused(self, token):
        """Wordings refused on purpose (Q19E_REASONS): the first reason whose pattern the clause holds."""
        for pattern, reason in Q19E_REASONS:
            if re.search(pattern, str(token)):
                raise NotUnderstood(reason)
        raise NotUnderstood("a wording the compiler refuses on purpose")

    def q19e_own(self) -> str:
        """The card whose battlefield: this card ($source), if it can be at a battlefield."""
        if self.own_type not in Q19E_AT_A_LOCATION:
            raise NotUnderstood(f"'this card's battlefield' on a {self.own_type}: it is at no battlefield")
        return "$source"

    def q19e_move_target_to_own(self, chosen, _token):
        """ "Move your target Personality at any location to Jinako's battlefield"."""
        return [{"move_to_battlefield_of": self.q19e_own(), "_target": chosen}]

    def q19e_move_to_own(self, who, _token):
        """ "Move him to this card's battlefield"."""
        return [{"move_to_battlefield_of": self.q19e_own(), "_on": who}]
