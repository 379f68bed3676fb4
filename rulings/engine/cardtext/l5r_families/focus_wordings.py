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
from .duels import PERFORMER
from .focus_effects import _Q17A_CONTROLLERS

_Q19K_HIM = ("$target", "$the_target")  # "destroy him": the one card the condition names
_Q19K_IF_WON = "_q19k_if_won"  # "If Radakast wins, ...": the duelist; check_won_duels makes it `won_duel`


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

    def q19k_if_wins(self, token, *effects):
        """ "Radakast duels him. If Radakast wins, bow the target.": the effects happen only if that duelist
        won the duel the ability fought (check_won_duels names the duel)."""
        who = "$source" if "this card" in str(token) else PERFORMER
        return [{**effect, _Q19K_IF_WON: who} for group in effects for effect in group]


def check_won_duels(ability: dict, _drafted) -> None:
    """ "If Radakast wins, <effects>": the condition `won_duel` on the duel an earlier effect of the ability
    fights with that card (`duel_target`'s `with`); no such duel, or a challenge's refusal: not read."""
    fought: dict[str, str] = {}
    for effect in ability.get("effects", []):
        who = effect.pop(_Q19K_IF_WON, None)
        duel = effect.get("duel_target")
        if isinstance(duel, dict):
            fought[duel.get("with", "")] = duel["id"]
        if who is None:
            continue
        if who not in fought:
            raise NotUnderstood("'if he wins' without a duel he fights before it in the ability")
        if any("challenge_refusal" in e for e in ability.get("effects", [])):
            raise NotUnderstood("'if he wins' after a challenge that may be refused")
        condition = {"won_duel": who, "duel": fought[who]}
        effect["while"] = {"all": [effect["while"], condition]} if "while" in effect else condition
