"""L5R card text, Focus Effects and duels: 'As a Focus Effect, if you win this duel, draw a card', 'if you
lose this duel, give the winner -2F', 'After this duel ends, if the duel's loser did not focus, destroy him',
and 'If he is dishonorable, Hakuseki duels him; destroy the loser'. Its grammar rules are in l5r.lark
(compiler 19, part K); its transformer methods (prefixed q19k_) are a mixin of l5r._Build.

The Focus Effects are traits as compiler 17 part A makes them (`_q17a_traits`), with the trigger events of
games/l5r/focus_conditions.py: `focus_duel_won` ("if you win this duel": whether you win is judged once the
duel has a winner, as it ends, l5r.desk.duel-won), `focus_duel_lost` ("if you lose this duel",
l5r.desk.duel-lost) and `focus_loser_unfocused` (no card was focused for the duel's loser)."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .focus_effects import _Q17A_CONTROLLERS

_Q19K_HIM = ("$target", "$the_target")  # "destroy him": the one card the condition names


def _q19k_loser(sentence: list) -> list:
    """ "..., if the duel's loser did not focus, destroy him": "him" and "his controller" are the loser."""
    bound = []
    for effect in sentence:
        effect = dict(effect)
        if effect.pop("_controller_of", None):
            effect["_on"] = _Q17A_CONTROLLERS["loser"]
        elif effect.get("_on") in _Q19K_HIM:
            effect["_on"] = "$duel_loser"
        bound.append(effect)
    return bound


@v_args(inline=True)
class FocusWordingsText(Transformer):
    def q19k_focus_if_won(self, _as, _if, sentence):
        """ "As a Focus Effect, if you win this duel, draw a card.": the Focus Effect resolves with the
        others; whether you (your Personality) win is known once the duel has a winner, as it ends
        (l5r.desk.duel-won), and its effects apply then, only if you did: as "after you win this duel"
        (focus_duel_won)."""
        return self._q17a_traits(sentence, "focus_duel_won")

    def q19k_focus_if_lost(self, _as, _if, sentence):
        """ "As a Focus Effect, if you lose this duel, give the winner -2F.": as q19k_focus_if_won, if your
        Personality is the duel's loser (l5r.desk.duel-lost: the other Personality of a duel with a winner).
        """
        return self._q17a_traits(sentence, "focus_duel_lost")

    def q19k_focus_loser_unfocused(self, _as, _after, _if, sentence):
        """ "As a Focus Effect: After this duel ends, if the duel's loser did not focus, destroy him.": once
        the duel has ended, if it has a loser and no card was focused for him (by his controller) in it; "him"
        is the loser."""
        return self._q17a_traits(_q19k_loser(sentence), "focus_loser_unfocused")

    def q19k_duel_then_loser(self, token):
        """ "Hakuseki duels him; destroy the loser.": one duel and what happens to its loser, as compiler 16
        part E reads "Hakuseki duels him. Destroy the loser." (`duel_target` with each_loser)."""
        text = str(token)
        duel_part, loser = text.split("; ")
        (effect,) = self.c16e_duel(duel_part, ("each_loser", loser.split()[0].lower()))
        return [effect]

    def q19k_negate_others_focus(self, _token):
        """ "Negate other players' Focus Effects in a duel involving Hojatsu.": a Personality's trait; in a
        duel he is in, Focus Effects of cards another player focused do not happen (l5r.desk.focus-negation).
        """
        if self.own_type != "personality":
            raise NotUnderstood(f"a duel involving a {self.own_type} (only Personalities duel)")
        trait = {"id": self.clause_id, "targets": "$source", "negates_others_focus_effects": True}
        return {"traits": [trait]}, "Focus Effect"
