"""L5R card text, targets by place and relation: in a hand, unit, discard pile or Province; allying and
opposing. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import UNIT_CARDS, counted_filter

_Q17D_ARMY = {"in_army_of": "$source", "at_battlefield_of": "$source"}  # this card's army: none at home


@v_args(inline=True)
class PlacesText(Transformer):
    def _q17d_own(self, words: str) -> None:
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'{words}' on a {self.own_type}")

    def q17d_placed(self, *parts):
        """ "a card without attachments in a unit", "a Follower in this unit", "another Samurai in this card's
        army": the filter of its kind and qualifiers, and where the card in play is."""
        chosen: dict = {"in_play": True}
        for part in parts:
            overlap = set(part) & set(chosen) - {"in_play"}
            if overlap:
                raise NotUnderstood(f"two conditions on one card's {', '.join(sorted(overlap))}")
            chosen.update(part)
        return chosen

    def q17d_in_a_unit(self, _token, _led=None, leader=None):
        """ "in a unit": in play in any unit (in_a_unit, unit_members.py; l5r.desk.units); "in a unit led by a
        dishonorable Personality": its Personality matches that filter."""
        if leader is None:
            return {"in_a_unit": {}}
        inner = {key: value for key, value in leader.items() if key != "in_play"}
        if inner.get("type") != "personality":
            raise NotUnderstood("'a unit led by' a card that may not be a Personality")
        if "controller" in inner or "not_cards" in inner:
            raise NotUnderstood("'a unit led by' whose Personality (a player's, another)")
        return {"in_a_unit": inner}

    def q17d_in_this_unit(self):
        """ "in this unit": the unit this card is in, its own or its bearer's (in_unit: $source)."""
        self._q17d_own("this unit")
        return {"in_unit": "$source"}

    def q17d_in_own_army(self, _token=None):
        """ "in this card's army": its player's units at the battlefield where it is (none while it is
        home)."""
        self._q17d_own("this card's army")
        return dict(_Q17D_ARMY)

    def q17d_opposing_this(self, _token):
        """ "opposing this card": on the other side of the battlefield where this card is (opposing)."""
        self._q17d_own("opposing this card")
        return {"opposing": "$source"}

    def q17d_unit_placed(self, *parts):
        """ "a unit in this card's army", "a unit opposing this card": a unit targeted by its Personality, who
        is there."""
        chosen = self.unit_filter(*parts[:-1])
        return {**chosen, **parts[-1]}

    def q17d_others_target(self, _token, chosen):
        """ "another player's target Personality": a target another player controls."""
        if chosen.get("controller", "$other") != "$other" or chosen.get("_unit"):
            raise NotUnderstood("'another player's target' with another owner, or a unit")
        return {**chosen, "controller": "$other"}

    def _q17d_army_place(self, token):
        return ("place", self.q17d_in_own_army(token))

    def q17d_verb_each_army(self, verb, each, group, army):
        return self.verb_on_each(verb, each, group, self._q17d_army_place(army))

    def q17d_give_each_army(self, each, group, army, *rest):
        return self.give_each_bonus(each, group, self._q17d_army_place(army), *rest)

    def q17d_give_to_each_army(self, bonus, each, group, army, *rest):
        return self.give_bonus_to_each(bonus, each, group, self._q17d_army_place(army), *rest)

    def q17d_give_each_pair_army(self, each, group, army, *rest):
        return self.give_each_pair(each, group, self._q17d_army_place(army), *rest)

    def q17d_give_pair_to_each_army(self, pair, each, group, army, *rest):
        return self.give_pair_to_each(pair, each, group, self._q17d_army_place(army), *rest)

    def q17d_counted(self, *parts):
        """ "other Follower in this unit", "Follower in this card's army": the cards an amount counts."""
        counted = counted_filter({}, parts[:-1])
        if not counted.keys() - {"not_cards"}:
            raise NotUnderstood("'for each card in this unit' names no kind of card")
        return {**counted, **parts[-1]}


def check_unit_outlasting(piece: dict, card_type: str) -> None:
    """ "Give each Goblin Follower in this unit +1F" on a Follower or an attachment, lasting: the effect goes
    on after the card leaves play (l5r-ce-effects, effects in and out of play), while "this unit" is found
    through the card (in_unit: $source), which then names no unit: refused (a held-out audit found the bonus
    ending early). A Personality's own unit ends with him, and a trait ends with its card."""
    if card_type == "personality":
        return
    for ability in piece.get("abilities", ()):
        for effect in ability.get("effects", ()):
            affects = effect.get("affects")
            if isinstance(affects, dict) and affects.get("in_unit") == "$source" and "duration" in effect:
                raise NotUnderstood("'this unit' in a lasting effect of a card that may leave play before it "
                                    "ends (which unit it was is found through the card)")  # fmt: skip
