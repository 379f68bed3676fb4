"""L5R card text, the current battlefield's Province: 'Increase the current battlefield's Province's strength
by 2', 'Give the current battlefield's Province +N strength', effects on the Province of a battlefield. Its
grammar rules are in l5r.lark (compiler 18, part L); its transformer methods (prefixed q18l_) are a mixin of
l5r._Build.

Compiler 18, part L plays the conditions on "Your Provinces have +N strength" that earlier parts did not read:
the controller's clan put first ("If you are a Crab Clan player, your Provinces have +1 strength.") or after
"while" ("... while you are a Unicorn Clan player."), and this card's own bowed state ("While Foruku is
unbowed, ...", "... while this Holding is unbowed."). Each is the trait "Your Provinces have +N strength"
(+N to the controller's Stronghold's Province Strength, the Desk's rule l5r.desk.provinces) with a `while`
judged all along. One Province's strength (the current battlefield's Province, "this Province") stays refused:
the Desk holds one strength for all of a player's Provinces."""

from __future__ import annotations

from lark import Transformer, v_args

from .shared import CLANS, NotUnderstood

PROVINCE = "$battlefield_province"  # games/l5r/battlefield_province.py


@v_args(inline=True)
class ProvinceStrengthText(Transformer):
    def _q18l_provinces(self, provinces, change, condition):
        piece, family = self.provinces_strength(provinces, change)
        for trait in piece["traits"]:
            trait["while"] = condition
        return piece, family

    @staticmethod
    def _q18l_clan(clan):
        if str(clan) not in CLANS:
            raise NotUnderstood(f"'{clan} Clan' is not a clan the compiler reads")
        return {"clan": str(clan)}

    def q18l_clan_first(self, _if, clan, provinces, change):
        """ "If you are a Crab Clan player, your Provinces have +1 strength.": the controller's clan, judged
        all along (as "... if you are a Crab Clan player" after the static)."""
        return self._q18l_provinces(provinces, change, self._q18l_clan(clan))

    def q18l_while_clan(self, provinces, change, _while, clan):
        """ "Your Provinces have +1 strength while you are a Unicorn Clan player." """
        return self._q18l_provinces(provinces, change, self._q18l_clan(clan))

    def _q18l_this_bowed(self, card_type, bowed):
        who = self.this_card(card_type)
        if who != "$source":
            why = f"'while this {card_type} is {bowed}' on a {self.own_type}: its bearer's state"
            raise NotUnderstood(why)
        return {"card": who, "is": {"bowed": str(bowed) == "bowed"}}

    def q18l_while_this_bowed(self, provinces, change, _while, card_type, bowed):
        """ "Your Provinces have +1 strength while this Holding is unbowed.": this card's own state, judged
        all along."""
        return self._q18l_provinces(provinces, change, self._q18l_this_bowed(card_type, bowed))

    def q18l_this_bowed_first(self, _while, card_type, bowed, provinces, change):
        """ "While Foruku is unbowed, your Provinces have +1 strength." (the card's own name read as "this
        card")."""
        return self._q18l_provinces(provinces, change, self._q18l_this_bowed(card_type, bowed))

    # -- the current battlefield's Province ----------------------------------------------------------------

    @staticmethod
    def _q18l_on_province(number):
        """+N to the Province at the current battlefield, until the end of the turn (an action's change to
        Provinces' strength, as "Give your Provinces +2 strength": l5r.desk.battlefield-province)."""
        change = {"stat": "province_strength", "change": number, "duration": "end_of_turn"}
        return [{"_names": [PROVINCE], **change}]

    def _q18l_this_battlefield(self, phrase):
        """ "this battlefield's Province" is the battle's on a card that moves with its unit; on a Region (or
        Holding) it could be the battlefield at its own Province: not read."""
        if "this battlefield" in str(phrase) and self.own_type in ("region", "holding", "stronghold"):
            why = f"'this battlefield's Province' on a {self.own_type}: its own Province's or the battle's"
            raise NotUnderstood(why)

    def q18l_give_province(self, give, change):
        """ "Give the current battlefield's Province +3 strength" ("this battlefield's": the battle's)."""
        self._q18l_this_battlefield(give)
        return self._q18l_on_province(int(str(change).removesuffix("PS").split()[0]))

    def q18l_increase_province(self, verb, by):
        """ "Increase the current battlefield's Province's strength by 2" ("reduce / lower": a penalty)."""
        self._q18l_this_battlefield(verb)
        number = int(str(by).split()[1])
        down = str(verb).split()[0].lower() in ("reduce", "lower")
        return self._q18l_on_province(-number if down else number)

    def _q18l_either(self, number):
        """The ability's choice of +N or -N to the Province, made by its player as the action resolves."""
        options = []
        for change in (number, -number):
            (effect,) = self._q18l_on_province(change)
            options.append([{"targets": effect.pop("_names"), **effect}])
        return [{"_choice": options}]

    def q18l_give_or_take(self, give, change):
        """ "Give the current battlefield's Province +3 or -3 strength." """
        self._q18l_this_battlefield(give)
        plus, _or, minus, _strength = str(change).split()
        if plus.lstrip("+") != minus.lstrip("-"):
            raise NotUnderstood(f"'{change}': a bonus or a penalty of another size")
        return self._q18l_either(int(plus.lstrip("+")))

    def q18l_raise_or_lower(self, verb, by):
        """ "Raise or lower the current battlefield's Province's strength by 2." """
        self._q18l_this_battlefield(verb)
        return self._q18l_either(int(str(by).split()[1]))
