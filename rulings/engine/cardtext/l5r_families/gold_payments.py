"""L5R card text, Gold for payments of a kind: 'When paying for a Shadowlands card, this card produces 3
additional Gold which may only pay for that card', 'This Stronghold produces 1 less Gold when paying for a
Personality', 'Produce 2 Gold, or 4 Gold if you control two or more other Geisha Houses', 'Your Holdings
produce 1 additional Gold when they bow to produce Gold', 'Bow: When paying for a Follower, it enters play for
3 less Gold'. Its grammar rules are in l5r.lark (compiler 19, part B); its transformer methods (prefixed
q19b_) are a mixin of l5r._Build.

Card features (Honor Production and Gold Production): "Special conditions of Gold production only change the
value of these stats if the condition applies at the time the value is checked", and a Holding "that produces
3 Gold when paying for a Samurai only has a 3 Gold Production when in the process of paying such a cost". Gold
produced under such a condition is a trait raising the Gold Production stat `while` the condition holds, so
deck statistics (which chart the stat and a clan's raise only) never chart it as plain Gold."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .gold import _eg_paid_for

# "When paying for a Shadowlands card, this card produces 3 additional Gold ..."
Q19B_OWN_MORE = "more gold from this card when paying for a kind of card"
# "Your Holdings produce 1 additional Gold when they bow to produce Gold", "When your Stronghold is paying"
Q19B_YOURS_MORE = "more gold from your holdings"
# "Bow: When paying for a Follower, it enters play for 3 less Gold"
Q19B_PAY_LESS = "bowed to pay less for a kind of card"

# the card types with a Gold Production stat (the engine's l5r card types: games/l5r/game.py)
Q19B_PRODUCERS = frozenset({"holding", "stronghold"})
# cards whose continuous traits apply while they are in play
Q19B_IN_PLAY = frozenset({"holding", "personality", "follower", "item", "stronghold", "sensei", "region"})

# plurals not made by a final "s" alone ("Monasteries", "Churches"): not read
Q19B_IRREGULAR = ("ies", "sses", "xes", "ches", "shes")

Q19B_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4}

_Q19B_GOLD = re.compile(r"(\d+) (additional|less) Gold")


def _q19b_gold(token) -> int:
    """ "produces 3 additional Gold": 3; "produces 1 less Gold": -1 (0 is no change: not read)."""
    number, which = _Q19B_GOLD.search(str(token)).groups()
    if int(number) < 1:
        raise NotUnderstood("0 additional or less Gold")
    return -int(number) if which == "less" else int(number)


@v_args(inline=True)
class GoldPaymentsText(Transformer):
    def q19b_own_more_when_paying(self, _when, paid_for, token, _only=None):
        """ "When paying for a Shadowlands card, this card produces 3 additional Gold (which may only pay for
        that card)": this card's Gold Production raised while its player pays for such a card (card features:
        a Holding "that produces 3 Gold when paying for a Samurai only has a 3 Gold Production when in the
        process of paying such a cost"). A payment (gold.py) is for one card and its Gold is not kept after
        it, so "which may only pay for that card" holds. On a Stronghold or Holding only: the cards with a
        Gold Production."""
        return self._q19b_own(str(token).split()[1].lower(), _q19b_gold(token), paid_for)

    def q19b_own_when_paying_after(self, token, _when, paid_for, _only=None):
        """ "This Stronghold produces 1 less Gold when paying for a Personality or Follower": as
        q19b_own_more_when_paying, the sentence in the other order, a penalty too (the stat's current value is
        never below 0: l5r.stats.current-value)."""
        return self._q19b_own(str(token).split()[1].lower(), _q19b_gold(token), paid_for)

    def _q19b_own(self, named: str, change: int, paid_for: dict):
        if self.own_type not in Q19B_PRODUCERS or named not in ("card", self.own_type):
            raise NotUnderstood(f"'this {named} produces Gold' on a {self.own_type}")
        trait = {"id": self.clause_id, "targets": "$source", "stat": "gold_production", "change": change}
        trait["while"] = {"during": "payment", "for": _q19b_paid_for(paid_for)}
        return {"traits": [trait]}, Q19B_OWN_MORE

    def q19b_produce_if_control_others(self, number, _gold, more, _gold_too, token):
        """ "Produce 2 Gold, or 4 Gold if you control two or more other Geisha Houses": its Gold Production,
        raised while its controller controls that many cards in play of the keyword other than this one (as
        compiler 10's "or 3 Gold if you control a Magistrate": a special condition counts while it
        applies). The plural is the keyword with its final "s" ("Geisha Houses": Geisha House)."""
        words = str(token).split()
        count = Q19B_NUMBERS.get(words[3]) or (int(words[3]) if words[3].isdigit() else 0)
        plural = " ".join(words[7:])
        if count < 1 or not plural.endswith("s") or plural.endswith(Q19B_IRREGULAR):
            raise NotUnderstood(f"'{' '.join(words[3:])}': a count or a plural the compiler does not read")
        what = self.keyword_name(*plural[:-1].split())
        if len(what["keywords"]) != 1:
            raise NotUnderstood(f"'{plural}' names more than one keyword")
        if more <= number:
            raise NotUnderstood("Gold produced while you control cards that is not more")
        counted = {**what, "controller": "$controller", "not_cards": ["$source"]}
        return ("or_condition", number, more - number, {"count": counted, "at_least": count})

    def q19b_yours_produce_more(self, token):
        """ "Your Holdings produce 1 additional Gold when they bow to produce Gold" (a card in play's
        continuous trait): its controller's Holdings (or his cards of a keyword: "Your Farms") have their Gold
        Production raised during a payment, the only time a card bows to produce Gold (card features: "Bow
        this card: Produce X Gold" is "When paying a Gold cost, you may bow this card"); outside a payment the
        stat is its own, as the card-features example says. A card without a Gold Production is not raised
        (an absent stat is not changed)."""
        if self.own_type not in Q19B_IN_PLAY:
            raise NotUnderstood(f"a {self.own_type}'s continuous trait on your Holdings (not in play)")
        affects = {**_q19b_your_kind(self, token), "controller": "$controller"}
        trait = {"id": self.clause_id, "affects": affects, "stat": "gold_production"}
        trait |= {"change": _q19b_gold(token), "while": {"during": "payment"}}
        return {"traits": [trait]}, Q19B_YOURS_MORE

    def q19b_yours_when_paying(self, token, paid_for, it, _only=None):
        """ "When your Stronghold is paying for a Follower or Item, it produces 2 additional Gold (which may
        only pay for that card)", "When bowing your Stronghold to pay for a Personality, it produces 1 less
        Gold", "When one of your Forests is paying for ..., it produces 1 additional Gold": a continuous trait
        of a card in play changing the Gold Production of its controller's Stronghold (a player has one) or
        of his cards of the keyword while he pays for such a card (what a card bowed to pay produces is its
        Gold Production then: gold.py)."""
        if self.own_type not in Q19B_IN_PLAY:
            raise NotUnderstood(f"a {self.own_type}'s continuous trait on your Stronghold (not in play)")
        words = str(token).split()
        if "Stronghold" in words:
            kind: dict = {"type": "stronghold"}
        else:
            plural = words[4]
            if plural.endswith(Q19B_IRREGULAR):
                raise NotUnderstood(f"'{plural}': a plural the compiler does not read")
            kind = self.keyword_name(plural[:-1])
        if isinstance(paid_for, Token):  # "a non-Shadowlands Nonhuman card"
            lacks, has = (word.removeprefix("non-") for word in str(paid_for).split()[1:3])
            lacked, kept = self.keyword_name(lacks)["keywords"], self.keyword_name(has)["keywords"]
            paid_for = {"keywords": kept, "not_keywords": lacked}
        affects = {**kind, "controller": "$controller"}
        trait = {"id": self.clause_id, "affects": affects, "stat": "gold_production"}
        trait["change"] = _q19b_gold(it)
        trait |= {"while": {"during": "payment", "for": _q19b_paid_for(paid_for)}}
        return {"traits": [trait]}, Q19B_YOURS_MORE

    def q19b_it_produces_more(self, token, _turn=None):
        """ "(Target a Holding:) It produces 1 additional Gold when it bows to produce Gold (this turn)": the
        target's Gold Production changed during payments (the only time a card bows to produce Gold) until
        the end of the turn (an action's ongoing effect lasts the turn unless it says otherwise)."""
        effect = {"stat": "gold_production", "change": _q19b_gold(token), "duration": "end_of_turn"}
        return [{**effect, "while": {"during": "payment"}, "_on": "$target"}]

    def q19b_yours_produce_more_turn(self, token, _turn):
        """ "Your Farms produce 1 additional Gold when they bow to produce Gold (this turn)" (an action's
        effect): its player's cards of that kind in play have their Gold Production raised during payments
        until the end of the turn."""
        effect = {"stat": "gold_production", "change": _q19b_gold(token)}
        effect |= {"duration": "end_of_turn", "while": {"during": "payment"}}
        yours = {**_q19b_your_kind(self, token), "controller": "$controller", "in_play": True}
        return [{"_each": yours, **effect}]

    def q19b_not_played(self, token):
        """Wordings of this family the engine cannot play exactly: the reason a player reads."""
        raise NotUnderstood(Q19B_WHY_NOT[str(token).split()[0].rstrip(":,")])

    def q19b_bow_to_pay_less(self, designators, _when, paid_for, token):
        """ "Bow: When paying for a Follower, it enters play for 3 less Gold" (a Holding's): in a payment for
        such a card its player may bow it to pay 3 less Gold for that card (the card field pays_less_for,
        paying_less.py; the Desk's rule l5r.desk.bow-to-pay-less: used as its Gold-producing trait is, card
        features' "Bow this card: Produce X Gold" being "When paying a Gold cost, you may bow this card"; a
        reduction of the entering-play Gold cost ends with the payment). The card paid for is read by its
        type, keywords or printed uniqueness (it is not in play)."""
        if self.own_type != "holding" or designators != [("cost", {"bow": "$source"})]:
            raise NotUnderstood("a card bowed to pay less other than a Holding's 'Bow:' trait")
        amount = -_q19b_gold(token)
        return {"pays_less_for": {"for": _eg_paid_for(paid_for), "amount": amount}}, Q19B_PAY_LESS


Q19B_WHY_NOT = {
    "Reaction": "'an action's Gold cost': a payment of a Gold cost alone (gold: N) does not say whose cost "
    "it is (an action's, an Invest cost, another cost), and an action's cost paid as it is taken uses no "
    "Reaction",
    "Bow": "'if you did not go first this game': the engine does not record which player took the game's "
    "first turn",
    "Once": "'Gold that can only pay for a single action from your card in play': a payment does not "
    "record which card's action it pays for",
    "While": "'each of those Holdings': the Holdings another clause of the card chose, which this clause "
    "alone does not name",
}


def _q19b_paid_for(chosen: dict) -> dict:
    """The card paid for: by type, keywords, keywords it lacks ("non-Shadowlands") or printed uniqueness (as
    compiler 10's _eg_paid_for, with "non-" keywords: a keyword is printed on the card, in play or not)."""
    lacks = chosen.get("not_keywords")
    paid_for = _eg_paid_for({key: value for key, value in chosen.items() if key != "not_keywords"})
    return {**paid_for, "not_keywords": lacks} if lacks else paid_for


def _q19b_your_kind(build, token) -> dict:
    """ "Your Holdings", "Your Farms": Holdings, or the cards of one keyword (its plural made by "s")."""
    words = str(token).split(" produce ")[0].split()[1:]
    if words == ["Holdings"]:
        return {"type": "holding"}
    if len(words) == 1 and not words[0].endswith(Q19B_IRREGULAR):
        return build.keyword_name(words[0][:-1])
    raise NotUnderstood(f"'Your {' '.join(words)}': a kind of card the compiler does not read here")
