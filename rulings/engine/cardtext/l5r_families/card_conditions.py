"""L5R card text, what a card in play may do and when it acts by itself: 'while he has a Spell attached, he
may assign even if bowed', 'If this Personality ever has ...: Destroy him', 'If you did not ..., destroy ...',
'Negate the effects of Ranged Attacks during a battle at ...', created cards removed after a battle. Its
grammar rules are in l5r.lark (compiler 18, part F); its transformer methods (prefixed q18f_) are a mixin of
l5r._Build.

Played: a card that contributes its Force even if bowed ("Kumonosu contributes his Force to his army's total
Force even if bowed": `contributes_force_while_bowed`, games/l5r/bowed_force.py, at any time; "... during
battle resolution even while bowed": `contributes_while_bowed`, only as a battle at its battlefield
resolves), alone or after "While this card has a Weapon / While this Shugenja is Water," (`while`)."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import BEARERS, CLANS, one_keyword
from .statics import keyword_filter

# the cards whose own Force a unit's total counts (card features: Personalities and Followers; an Item's Force
# modifies its bearer's instead)
_Q18F_FORCE_CARDS = ("personality", "follower")


@v_args(inline=True)
class CardConditionsText(Transformer):
    """The transformer methods of card_conditions (mixed into l5r._Build)."""

    def _q18f_who(self, named: str) -> str:
        """ "this card / This Personality / This Shugenja": this card (its own name, or its own type) or the
        Personality an attachment names; only a card whose Force a unit totals."""
        if named.lower() == "card" or named.lower() == self.own_type:
            if self.own_type not in _Q18F_FORCE_CARDS:
                why = "only Personalities and Followers do"
                raise NotUnderstood(f"a {self.own_type} contributing Force ({why})")
            return "$source"
        if BEARERS.get(self.own_type) == named or (named == "Shugenja" and self.own_type == "spell"):
            return "$bearer"
        raise NotUnderstood(f"'this {named}' on a {self.own_type}")

    def q18f_to_army(self, _token):
        """ "to his army('s total Force)": at every moment the totals are asked (l5r.desk.bowed-force)."""
        return {"contributes_force_while_bowed": True}

    def q18f_during_resolution(self, _token):
        """ "during battle resolution": only as a battle at its battlefield resolves
        (l5r.desk.battle-resolution)."""
        return {"contributes_while_bowed": True}

    def q18f_contributes(self, token, item, _even):
        """ "Kumonosu contributes his Force to his army's total Force even if bowed." (a continuous trait)."""
        who = self._q18f_who(str(token).split()[1])
        return {"traits": [{"id": self.clause_id, "targets": who, **item}]}, "contributes Force even if bowed"

    def _q18f_while(self, token, item, condition: dict):
        who = self._q18f_who(str(token).split()[2])
        trait = {"id": self.clause_id, "targets": who, **item, "while": condition}
        return {"traits": [trait]}, "contributes Force even if bowed, while"

    def q18f_while_has_contributes(self, token, _has, _article, what, *rest):
        """ "While Kayama has a Weapon, he contributes Force during battle resolution even while bowed." (a
        card matching is attached to him: with_attached)."""
        item = next(part for part in rest if isinstance(part, dict))
        return self._q18f_while(token, item, {"subject": {"with_attached": what}})

    def q18f_while_is_contributes(self, token, _is, what, _he, item, _even):
        """ "While this Shugenja is Water, he contributes Force to his army even if bowed." (the keyword, or
        one of two)."""
        return self._q18f_while(token, item, {"subject": keyword_filter(what)})

    def _q18f_stronghold(self, op: str, family: str):
        stronghold = {"in_play": True, "type": "stronghold", "controller": "$controller"}
        return {"traits": [{"id": self.clause_id, "affects": stronghold, op: True}]}, family

    def q18f_stronghold_even_if_bowed(self, _token):
        """ "You may use your Stronghold's abilities even if it is bowed." (its abilities, while this card is
        in play: l5r.desk.bowed-abilities)."""
        return self._q18f_stronghold("abilities_even_if_bowed", "Stronghold's abilities even if bowed")

    def q18f_stronghold_tireless(self, _token, _reminder=None):
        """ "Your Stronghold's abilities have Tireless." (the keyword on each, l5r.desk.tireless)."""
        return self._q18f_stronghold("abilities_tireless", "Stronghold's abilities have Tireless")

    def q18f_flavour(self, _token, sentence):
        """ "Fujimura exposes his crimes. His controller loses 2 Honor.": a sentence of the story, with no
        effect (a closed list of phrases, l5r.lark), read with the sentence after it: that sentence's
        effects, as if the story were not printed."""
        return sentence

    # --- "If this Personality is ever dishonorable: Destroy this card." (ever_destroyed.py) ---
    def _q18f_named(self, named: str) -> str:
        """ "this Personality / Follower" in the condition: this card (its own type) or its bearer."""
        if named.lower() == self.own_type:
            return "$source"
        if BEARERS.get(self.own_type) == named:
            return "$bearer"
        raise NotUnderstood(f"'this {named}' on a {self.own_type}")

    def _q18f_ever(self, token, what: dict, destroy):
        """The trait: destroy the card the text names while the condition holds of the card it is on ("him",
        "it": the card the condition is on)."""
        judged = self._q18f_named(str(token).split()[2].split("'")[0].split("\u2019")[0])
        named = str(destroy).split()[-1]
        if named in ("him", "her", "it"):
            destroyed = judged
        elif named == "card":
            destroyed = "$source"
        else:
            destroyed = self._q18f_named(named)
        if destroyed == "$source" and self.own_type not in ("personality", "follower", "item", "spell"):
            raise NotUnderstood(f"a {self.own_type} destroyed if a condition is ever true")
        personal = {"dishonorable", "attacking", "defending"} & what.keys() or "personal_honor" in what.get(
            "stats", {}
        )
        if personal and judged == "$source" and self.own_type != "personality":
            raise NotUnderstood(f"a {self.own_type}'s own status or Personal Honor (a Personality's)")
        condition = {"subject": what} if judged == destroyed else {"card": judged, "is": what}
        trait = {"id": self.clause_id, "targets": destroyed, "destroyed_if_ever": True, "while": condition}
        return {"traits": [trait]}, "destroyed if ever"

    def q18f_ever_status(self, token):
        return {str(token): True}

    def q18f_ever_not(self, _token, keyword):
        """ "not Shadowlands": a keyword the compiler reads exactly (a clan name is not one)."""
        name = one_keyword(keyword, "one keyword")
        if name in CLANS and name != "Shadowlands":
            raise NotUnderstood(f"'{name}': a clan name is not a keyword the text names exactly")
        return {"not_keywords": [name]}

    def q18f_if_ever(self, token, what, destroy):
        return self._q18f_ever(token, what, destroy)

    def q18f_if_ever_zero_ph(self, token, _zero, destroy):
        return self._q18f_ever(token, {"stats": {"personal_honor": {"at_least": 0, "at_most": 0}}}, destroy)

    def q18f_if_ever_zero_force(self, token, destroy):
        return self._q18f_ever(token, {"stats": {"force": {"at_least": 0, "at_most": 0}}}, destroy)

    def q18f_may_assign_bowed(self, _token):
        """ "he may assign even if bowed": refused (no assignment to a battle is played)."""
        raise NotUnderstood(
            "'may assign even if bowed': the Desk plays no assignment of units to a battle (attack and "
            "defence declarations are rulebook sections the corpus does not hold)"
        )

    def q18f_he_contributes_resolution(self, _token):
        """ "He contributes his Force during this battle's resolution even if bowed." ("he": the target, as
        "him"): as this battle resolves (l5r.desk.battle-resolution), until the battle ends."""
        return [{"contributes_while_bowed": True, "duration": "end_of_battle", "_on": "$target"}]
