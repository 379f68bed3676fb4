"""L5R card text: variable Gold costs and counted amounts ('* Gold', 'Gold equal to', 'for each', Force
amounts). Its grammar rules are in l5r.lark (compiler 21, part M); its transformer methods (prefixed q21m_)
are a mixin of l5r._Build.

What it plays:

- A card whose stat is exactly N, or N or more / less, the bound after the stat: "Battle: Target a Personality
  with 0 Personal Honor: Bow him. His controller loses 2 Honor." (Foolish Pride), "Open: Target a
  Personality with 1 Personal Honor or higher: Bow him. Lose Honor equal to his Personal Honor." (Subtle
  Sting): the filter's `stats` ({personal_honor: {at_least: 0, at_most: 0}}; {at_least: 1}), its current
  value (card features: a stat's current value is checked unless the text names a base value).
- Each card of a kind given a bonus or penalty by an amount read for it: "Give each of your Samurai
  Personalities at the current battlefield a Force bonus equal to his own Personal Honor.", "... give all
  Personalities a Force penalty equal to their Personal Honor until your next turn begins." (The Falling
  Darkness): `affects` with `change: {equal_to: personal_honor}`
  (of left out: $subject, each card affected); "Give each of your opposed non-Yojimbo Personalities at the
  current battlefield a Force bonus equal to the number of your Yojimbo Personalities there." (Desperation
  Strikes): `{per: {keywords: [Yojimbo], type: personality, controller: $controller, zone: $battlefield}}`.
  The size is read as the bonus is applied to each card, then fixed (l5r.desk.given-amount-fixed), for the
  turn, as compiler 14, part C gives one card "a Force bonus equal to his Personal Honor".
- A bonus for each card counted, while attacking or defending: "Kana has +1F while attacking for each other
  Battle Maiden in her army." (Utaku Kana), "This Follower has +1F while defending for each Fortification you
  control": a fluctuating bonus (card features) with the `while` of compiler 1's "has +3F while attacking".
- An attack's strength, one of two stats of this card: "Battle: Ranged Attack with strength equal to Ryozo's
  Force or Personal Honor." (Akodo Ryozo): the ability's `choice` between two attacks on the one target,
  made by its player as it resolves (as compiler 20, part E reads "Give him +1F or +1C").
- A Force and a Chi bonus (or penalty) of one amount: "Target your unbowed Samurai: Give him a Force and Chi
  bonus equal to the number of Rings you control." (Blessing of the Celestial Heavens), "a Force penalty and
  a Chi penalty equal to his Personal Honor": compiler 14, part C's given amount twice, each fixed as it is
  applied; refused when the amount is a Force or Chi (the first bonus would change what the second reads).
- Personalities opposing this card with an amount of their own stat: "Personalities opposing Daigotsu have a
  Force penalty equal to their Personal Honor." (Daigotsu): a continuous trait on each (`affects` with
  `opposing: $source`), its size following the card's stat (card features: a continuous trait's amount is
  recalculated, the Obsidian Dragon's "a Force and Chi penalty equal to their own Personal Honor").
- "This card's ability costs 1 less Gold for each unit you control at the current battlefield." (Unwavering
  Commitment): the card field ability_costs_less with `per` (a unit there: one of its player's Personalities
  at the battle's battlefield), counted as the cost is paid (ability_cost_less.py, the Desk's rule
  l5r.desk.ability-cost-less-per).

Refused on purpose: a printed or base stat ("equal to their printed Personal Honor", Datsue-ba: the language's
amounts read current values only), "there" after no battlefield ("the number of your Yojimbo there" with no
"at the current battlefield" before it), "his/their" after a single card's "Give him" (compiler 14, part C's
reading), "X or Y" of two cards ("Ryozo's Force or his Personal Honor") or one stat twice, a kind other than
Personalities given their own stat, and "for each unit you control" with no battlefield (units anywhere).
"""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .alternatives import OPTION
from .costs import C16F_ABILITY_COSTS_LESS
from .shared import PLURALS, STAT_NAMES

_STATS = {"Force": "force", "Chi": "chi", "Personal Honor": "personal_honor"}
_THERE = "_q21m_there"  # a count "there": at the battlefield the effect's place names


def _stat_of(text: str) -> str:
    return next(name for words, name in _STATS.items() if text.endswith(words))


@v_args(inline=True)
class GoldAmountsText(Transformer):
    """The transformer methods of part M (mixed into l5r._Build)."""

    def q21m_with_stat(self, token, bound=None):
        """ "with 0 Personal Honor" (exactly 0), "with 1 Personal Honor or higher" (at least 1)."""
        number = int(str(token).split()[1])
        stat = _stat_of(str(token))
        if bound is None:
            return {"stats": {stat: {"at_least": number, "at_most": number}}}
        side = "at_least" if str(bound).split()[1] in ("more", "higher", "greater") else "at_most"
        return {"stats": {stat: {side: number}}}

    def q21m_ref_their(self, token):
        """ "their Personal Honor", "his own Chi", "its current Force": each card given it ($subject)."""
        return {"equal_to": _stat_of(str(token))}

    def q21m_ref_number_there(self, _number, _your, *parts):
        """ "the number of your Yojimbo Personalities there": 1 for each of your cards of that kind at the
        battlefield the effect's place names."""
        counted: dict = {"controller": "$controller"}
        for part in parts:
            if isinstance(part, dict):
                counted.update(part)
            elif isinstance(part, Token) and part.type in ("PLURAL", "Q21M_PLURAL_MORE"):
                counted["type"] = PLURALS[str(part)]
        return {"per": counted, "each": 1, _THERE: True}

    def q21m_give_each_equal(self, each, group, *rest):
        """ "Give each of your ... a Force bonus equal to his own Personal Honor": each card of the kind,
        the amount read for it as the bonus is applied (then fixed), lasting the turn."""
        place = next((part for part in rest if isinstance(part, tuple) and part[0] == "place"), None)
        token = next(part for part in rest if isinstance(part, Token) and part.type == "C14C_STAT_EQUAL")
        amount_ = dict(next(part for part in rest if isinstance(part, dict)))
        if amount_.pop(_THERE, False):
            if place is None or place[1] != {"zone": "$battlefield"}:
                raise NotUnderstood("'there' with no battlefield named before it")
            amount_["per"] = {**amount_["per"], "zone": "$battlefield"}
        text = str(token)
        stat = "force" if "Force" in text else "chi"
        if "penalty" in text:
            amount_["sign"] = -1
        effect = self._each(each, group, place)
        return [{**effect, "stat": stat, "change": amount_, "duration": "end_of_turn"}]

    def q21m_has_while_per(self, named, token, status, counted):
        """ "Kana has +1F while attacking for each other Battle Maiden in her army": a fluctuating bonus,
        while this card (or its bearer) attacks or defends."""
        counted = {k: v for k, v in counted.items() if k != "_c14c_army"}
        status = Token("ATTACKING_OR_DEFENDING", " ".join(str(status).split()[:2]))
        return self.this_has(named, self.has_bonus_per(token, None, counted), status)

    def q21m_opposing_have_their(self, kinds, _opposing, token):
        """ "Personalities opposing Daigotsu have a Force penalty equal to their Personal Honor": each
        Personality opposing this one, its own stat ($subject), followed as it changes (a continuous trait's
        amount is recalculated: card features' Obsidian Dragon example)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"cards opposing a {self.own_type} (read on a Personality only)")
        if str(kinds) != "Personalities":
            raise NotUnderstood("a kind other than Personalities given an amount of their own stat")
        text = str(token)
        change: dict = {"equal_to": _stat_of(text), **({"sign": -1} if "penalty" in text else {})}
        stat = "force" if text.split()[1] == "Force" else "chi"
        affects = {"in_play": True, "type": "personality", "opposing": "$source"}
        return {"traits": [{"id": self.clause_id, "affects": affects, "stat": stat, "change": change}]}, (
            "kinds opposing this card have"
        )

    def q21m_costs_less_per_unit(self, _token, number, _less, _units):
        """ "This card's ability costs 1 less Gold for each unit you control at the current battlefield": the
        card field ability_costs_less with `per` (a unit: one of its player's Personalities there)."""
        if number < 1:
            raise NotUnderstood("an ability costing 0 less Gold")
        per = {"type": "personality", "controller": "$controller", "zone": "$battlefield"}
        return {"ability_costs_less": {"amount": number, "per": per}}, C16F_ABILITY_COSTS_LESS

    def _q21m_pair(self, token, amount_: dict) -> tuple[Token, Token]:
        """The two stat changes of "a Force and Chi bonus equal to X", given one after the other: X must not
        be one the first changes (a Force or Chi, or a count of cards by their stats: it would be read again,
        changed, for the second)."""
        if amount_.get("equal_to") in ("force", "chi") or "stats" in amount_.get("per", {}):
            raise NotUnderstood("a Force and Chi bonus equal to a Force or Chi (read again after the first)")
        text = str(token)
        if "bonus" in text and "penalty" in text:
            raise NotUnderstood("a bonus and a penalty of one amount")
        kind = "penalty" if "penalty" in text else "bonus"
        force, chi = (Token("C14C_STAT_EQUAL", f"a {stat} {kind} equal to") for stat in ("Force", "Chi"))
        return force, chi

    def q21m_give_target_pair_equal(self, chosen, token, amount_):
        """ "Give your target Samurai a Force and Chi bonus equal to the number of Rings you control": the
        target given both, each by the amount (compiler 14, part C), the second on the card the first
        targets."""
        force, chi = self._q21m_pair(token, amount_)
        (first,) = self.c14c_give_target_equal(chosen, force, dict(amount_))
        (second,) = self.c14c_give_equal("$target", chi, dict(amount_))
        return [first, second]

    def q21m_give_pair_equal(self, who, token, amount_):
        """ "Give him a Force and Chi bonus equal to ...": both, on "him" (compiler 14, part C's reading)."""
        force, chi = self._q21m_pair(token, amount_)
        first = self.c14c_give_equal(who, force, dict(amount_))
        return [*first, *self.c14c_give_equal(who, chi, dict(amount_))]

    def q21m_attack_stat_or(self, token, card_type, _poss, stats):
        """ "Ranged Attack with strength equal to Ryozo's Force or Personal Honor": a choice of two attacks on
        the one target (the first option chooses it)."""
        first, second = (STAT_NAMES[part] for part in str(stats).split(" or "))
        if first == second:
            raise NotUnderstood("a stat named twice")
        of = self.this_card(card_type)
        (one,) = self.attack_strength_equal_to(token, {"equal_to": first, "of": of})
        (other,) = self.attack_strength_equal_to(token, {"equal_to": second, "of": of})
        other = {**{k: v for k, v in other.items() if k != "_target"}, "_on": "$target"}
        return [{**one, OPTION: 1}, {**other, OPTION: 2}]
