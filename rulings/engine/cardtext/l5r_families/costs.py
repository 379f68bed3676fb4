"""L5R card text, Gold costs, Invest and additional costs. Its grammar rules are in l5r.lark; its transformer
methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .shared import BEARERS, CLANS, player_effect
from .statics import E_ENTERS_FOR_LESS

C16F_INVEST_TYPES = frozenset({"personality", "follower", "holding"})  # the reminder's "enters play"

C16F_ABILITY_COSTS_LESS = "ability costs less"
FIELD_FAMILIES = frozenset({C16F_ABILITY_COSTS_LESS})  # a card field, not a trait, however the clause is cut


@v_args(inline=True)
class CostsText(Transformer):
    def c16f_enters_for_each(self, token, number, less, _for_each, counted, up_to=None):
        """ "Enters play for 1 less Gold for each Shugenja you control (, up to 3 less Gold)": the card's own
        trait lowering what is paid for it to enter play (card features, Traits: out of play, a card's traits
        affect only that card), by the amount for each card of the kind in play its player controls, counted
        as the payment computes what is due (enters_for_less with `per` and `most`, own_cost.py). It lowers
        the payment, not the Gold Cost stat ("This card has -1 Gold Cost for each ..." is that)."""
        if "zone" in counted:
            raise NotUnderstood("a card's cost lowered for cards at the current battlefield (it enters play"
                                " from a hand or province, where no battle is named)")
        fields, family = self.e_enters_for_less(token, number, less)
        fields["enters_for_less"]["per"] = counted
        if up_to is not None:
            most = int(re.search(r"\d+", str(up_to)).group())
            if most < number:
                raise NotUnderstood("a cap below the amount for one card")
            fields["enters_for_less"]["most"] = most
        return fields, family

    def c16f_ability_costs_less(self, _token, number, _less, clans):
        """ "This card's ability costs 2 less Gold if you are a Scorpion Clan player", "This action costs
        ...", "... for Crane Clan players": the card's own trait lowering the Gold cost of its abilities for a
        player of that clan (the card field `ability_costs_less`, ability_cost_less.py; the Desk's rule
        l5r.desk.ability-cost-less: judged as the cost is paid, never below 0)."""
        if number < 1:
            raise NotUnderstood("an ability costing 0 less Gold")
        return {"ability_costs_less": {"amount": number, "clan": clans}}, C16F_ABILITY_COSTS_LESS

    def c16f_for_clan(self, clans):
        """ "if you are a Crab Clan player", "if you are a Lion Clan or Scorpion Clan player", "for Crane
        Clan players": the clans named (a player of any of them)."""
        if isinstance(clans, str) and not isinstance(clans, Token):
            return [clans]  # e_if_clan's clan, already read
        named = re.findall(r"([A-Z]\w*) Clan", str(clans))
        unknown = [clan for clan in named if clan not in CLANS]
        if unknown:
            raise NotUnderstood(f"'{unknown[0]} Clan' is not a clan the compiler reads")
        if len(set(named)) < len(named):
            raise NotUnderstood("a clan named twice")
        return named

    def c16f_enters_for_clans(self, token, number, less, clans):
        """ "Enters play paying 2 less Gold if you are a Lion Clan or Scorpion Clan player": the same trait as
        "if you are a Lion Clan player" (own_cost.py), for a player of either clan."""
        named = self.c16f_for_clan(clans)
        fields, family = self.e_enters_for_less(token, number, less)
        fields["enters_for_less"]["clan"] = named
        return fields, family

    def c16f_attaches_to_title(self, token, number, _less):
        """ "Attaches to Matsu Benika paying 2 less Gold": the attachment's own trait lowering what is paid
        for it to attach to a card of that title (card features, Card title: a title is referred to by a
        capitalized phrase, and only the full title matches), as "Attaches to a Courtier for 2 less Gold"
        reads a kind of bearer (enters_for_less with `bearer`, own_cost.py)."""
        if self.own_type not in BEARERS:
            raise NotUnderstood(f"'attaches to ... for less Gold' on a {self.own_type}")
        title = str(token).split(" to ", 1)[1]
        if title.split()[0] in ("Personality", "Personalities", "This", "The", "Your", "Each", "Any"):
            raise NotUnderstood(f"'{title}' is not a card title")
        if number < 1:
            raise NotUnderstood("attaching for 0 less Gold")
        return {"enters_for_less": {"amount": number, "bearer": {"title": title}}}, E_ENTERS_FOR_LESS

    def c16f_invest(self, token, sentence, _reminder):
        """ "Invest 3 Gold: Give Nigawa two +1F tokens. (After this card enters play, you may also pay the
        Invest cost to get the effect, once.)": as its printed reminder says, a trait triggered by the card
        entering play whose effect happens only if its player pays the Invest cost then (the card field
        `invest`, investing.py; the Desk's rule l5r.desk.invest). One effect, on its player or on the card."""
        if self.own_type not in C16F_INVEST_TYPES:
            raise NotUnderstood(f"an Invest trait on a {self.own_type} (the reminder speaks of a card"
                                " entering play)")
        effects = list(sentence)
        if len(effects) != 1:
            raise NotUnderstood("an Invest trait of several effects (its cost pays for all of them at once)")
        (effect,) = effects
        if effect.get("player") is True:
            effect = player_effect(effect)
        elif effect.get("_on") == "$source" and "player" not in effect:
            effect = {"targets": "$source", **{k: v for k, v in effect.items() if k != "_on"}}
        else:
            raise NotUnderstood("an Invest trait acting on a card other than its own, or on a target")
        if any(key.startswith("_") for key in effect) or "optional" in effect or "choose" in effect:
            raise NotUnderstood("an Invest effect with a condition, a choice or a 'may' of its own")
        gold = int(re.search(r"\d+", str(token)).group())
        if gold < 1:
            raise NotUnderstood("an Invest cost of 0 Gold")
        trigger = {"event": "enters_play", "card": "$source"}
        trait = {"id": self.clause_id, "trigger": trigger, **effect}
        return {"traits": [trait], "invest": {self.clause_id: gold}}, "invest"
