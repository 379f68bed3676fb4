"""L5R card text, cards in hands, discard piles and Provinces: targets, costs and effects on them
(attaching or equipping from a hand or discard pile, 'paying all costs', a card face-up in a Province,
discarding or removing a kind of card as a cost, variable Gold costs that recruit). Its grammar rules are in
l5r.lark (compiler 18, part A); its transformer methods (prefixed q18a_) are a mixin of l5r._Build.

Played: equipping a card of the player's hand or discard pile to a SECOND target, his Personality ("Equip
a target Follower in your hand or discard pile to your target Personality", "Target a Follower in your hand
and one of your Personalities: Attach the Follower to the Personality, paying all costs"). Both are targets,
chosen as the action is taken: the Personality first (`target_card`, the action's `$target1`), then the
card, whose `equip: {to: $target1}` attaches it to him (compiler 15's equip op, l5r.desk.equip: its Gold
paid by the effect, its checks made before anything is paid). Followers and Spells only, as compiler 15
(an Item or an "attachment" may be a Weapon or Armor, whose limits are not modelled).
"""

from __future__ import annotations

import json

from lark import Transformer, v_args

from ..common import NotUnderstood
from .gold import _c15c_out_of_play
from .shared import as_performer

# the Personality the card is attached to: one of the player's own in play, targeted
_Q18A_YOUR_PERSONALITY = {"in_play": True, "type": "personality", "controller": "$controller"}


def _q18a_bearer(chosen: dict) -> dict:
    """ "your target Personality", "your target Crane Clan Personality": a Personality of his in play (a
    keyword or uniqueness may narrow it; another kind of card is not equipped to)."""
    if chosen.get("type") != "personality" or chosen.get("controller") != "$controller":
        raise NotUnderstood("a card equipped to something other than one of your Personalities")
    return {**chosen, "in_play": True}


def _q18a_equip(bearer: dict, card: dict, less: int = 0) -> list:
    """The two targets, the Personality first (`$target1`), then the card equipped to him."""
    equip = {"to": "$target1", **({"less": less} if less else {})}
    return [{"_each": None, "choose": bearer, "targeting": True, "target_card": True},
            {"_each": None, "choose": card, "targeting": True, "equip": equip}]


def _q18a_less(paying: str) -> int:
    numbers = [int(word) for word in paying.split() if word.isdigit()]
    if numbers and numbers[0] < 1:
        raise NotUnderstood("paying 0 less Gold")
    return numbers[0] if numbers else 0


@v_args(inline=True)
class FromHandText(Transformer):
    """The transformer methods of from_hand (mixed into l5r._Build)."""

    def q18a_equip_to_target(self, _token, chosen, zone, bearer):
        """ "* Gold: Equip a target Follower in your hand to your target Personality": two targets, the
        card (his own, there as the action is taken) and his Personality it is equipped to
        (l5r.desk.equip)."""
        where = str(zone).removesuffix(" to")
        return _q18a_equip(_q18a_bearer(bearer), _c15c_out_of_play(chosen, where))

    def q18a_card_then_personality(self, _token, chosen, zone, _and):
        return (_c15c_out_of_play(chosen, str(zone)), dict(_Q18A_YOUR_PERSONALITY), "card first")

    def q18a_personality_then_card(self, _token, _and, chosen, zone):
        return (_c15c_out_of_play(chosen, str(zone)), dict(_Q18A_YOUR_PERSONALITY), "personality first")

    def q18a_attach_two(self, targets, attach, paying, more=None):
        """ "Target a Follower in your hand and one of your Personalities: Attach the Follower to the
        Personality, paying all costs.": the card is equipped to the Personality, its Gold (less N) paid by
        the effect with the cards the use names (l5r.desk.equip). "it ... him" must name the card and the
        Personality in the order the text targeted them; later sentences may not name either."""
        card, bearer, order = targets
        words = str(attach)
        if words.startswith("Attach it to") and order != "personality first":
            raise NotUnderstood("'Attach it to him' after the card was targeted first: which is which")
        if words.startswith("Attach the first") and order != "card first":
            raise NotUnderstood("'the first target to the second' after the Personality was targeted first")
        rest = [effect for sentence in (more or []) for effect in sentence]
        if "$target" in json.dumps(rest) or "_target" in json.dumps(rest):
            raise NotUnderstood("a later sentence naming a target after two were targeted")
        return ("effects", {}, None, [_q18a_equip(bearer, card, _q18a_less(str(paying))), *(more or [])])

    def q18a_equip_this_to_performer(self, where, _token, performer, _equip):
        """ "If this Follower is in your hand, target your performing Ninja and Equip it to him.": used from
        the hand (from_areas); the performer is targeted, then this card is equipped to him, its Gold cost
        paid by the effect (to Equip is to pay it: l5r.desk.equip)."""
        chosen = {"in_play": True, **as_performer(performer), "controller": "$controller"}
        return self._q18a_this_card(str(where), chosen, 0)

    def _q18a_this_card(self, where: str, chosen: dict, less: int):
        """This card, used from its owner's hand or discard pile (from_areas), equipped to the card chosen."""
        words = where.split()
        if words[2].lower() not in ("card", self.own_type):
            raise NotUnderstood(f"'this {words[2]}' on a {self.own_type}")
        if self.own_type not in ("follower", "spell"):
            raise NotUnderstood("equipping a card that may be a Weapon or Armor (their limits: not modelled)")
        zone = " ".join(words[words.index("your") + 1:])
        areas = ["hand", "discard"] if " or " in zone else ["hand" if zone == "hand" else "discard"]
        equip = {"to": "$target1", **({"less": less} if less else {})}
        effects = [{"_each": None, "choose": chosen, "targeting": True, "target_card": True},
                   {"_each": None, "targets": "$source", "equip": equip}]  # fmt: skip
        return ("effects", {"_q18a_from_areas": areas}, None, [effects])

    def q18a_attach_this(self, where, _target, chosen, _attach, paying):
        """ "If this card is in your hand or discard pile, target your Personality: Attach this card to him,
        paying all costs.": the ability is used from there (from_areas, l5r.desk.ability-from-hand); this
        card is equipped to the Personality targeted, its Gold (less N) paid by the effect (l5r.desk.equip).
        A Follower or Spell only (an Item may be a Weapon or Armor), to one of his own Personalities."""
        return self._q18a_this_card(str(where), _q18a_bearer(chosen), _q18a_less(str(paying)))

    def q18a_equip_to_performer(self, _token, chosen, zone, performer):
        """ "* Gold: Equip a target Follower in your hand or discard pile to your chosen performing
        Personality": the performer, chosen as the action is taken, must be such a Personality (the action's
        requirement, as "Choose your performing Personality"); the target is equipped to him."""
        if performer.get("type") != "personality":
            raise NotUnderstood("a card equipped to a performer who may be no Personality")
        where = str(zone).removesuffix(" to your chosen performing")
        effect = {"_each": None, "choose": _c15c_out_of_play(chosen, where), "targeting": True,
                  "equip": {"to": "$performer"}}  # fmt: skip
        return ("effects", {"requires": as_performer(performer)}, None, [[effect]])
