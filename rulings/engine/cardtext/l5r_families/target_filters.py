"""L5R card text, filters on chosen cards: where they are ('a unit in your home', 'your Personality at any
location') and relative clauses ('who has ...', 'with ...', 'whose ...', 'that ...'). Its grammar rules
are in l5r.lark (compiler 20, part B); its transformer methods (prefixed q20b_) are a mixin of
l5r._Build.

Played:
- "in this army" after a chosen card's kind: "Straighten a target Shugenja in this army." (Danjuro's Legion),
  "Target a card in this army: Straighten it." (Toku): this card's army, as compiler 17, part D reads "in this
  card's army" (in_army_of and at_battlefield_of: $source; none while it is home). Also for every card of a
  kind: "Give each of your Shugenja in this army +1F." (Earth's Embrace, a Spell: its bearer's army).
- "at this card's battlefield" / "at this card's location" (its own name read so): "Give all non-Shadowlands
  Personalities at this card's battlefield -1F/-1C." (Fu Leng's Sword), "bow a target Personality or Follower
  with 4 or lower Force at Mimaro's battlefield" (Kakita Mimaro): at_battlefield_of: $source; "target a
  Personality at Osawa's location" (Togashi Osawa): at_location_of: $source.
- "in your home" / "your ... at home": "Target your unit in your home: Straighten it and move it to the
  current battlefield." (Tireless Assault): zone home, controller $controller.
- A performer's stat: "Bow your target performing Personality with 3 or higher Personal Honor to gain 3
  Honor." (Temple of the Ancestors), "... Personality with 0 Personal Honor ..." (exactly 0), "... Courtier
  with 1 or less Personal Honor ..." (Bonds of Fate): the performer's current stat. Not "... performing
  Human Personality ..." (Shrine of Reverse Fortunes): no card prints Human (shared.performer_filter).
- "Target your performing Courtier at any location to ..." (Bayushi Suwabe), "Bow your target performing
  Personality at any location to ..." (Shrine to Bishamon): compiler 15, part F's "X to Y" lead, the performer
  freed from the Rule of Location (`any_location: performer`, set by the ability pass q20b_finish_anywhere).

Refused: "this army", "this card's battlefield / location" on a card in no army (a Strategy, a Holding); "in
his army" (whose); "all other Personalities in this army" on an Item, Follower or Spell (other than its
bearer, which "other" as read here does not say); "an enemy ... in your home", "a Personality at home" (whose
home is not said); "at home or ..." (two places); "at any location" followed by a condition."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import STAT_NAMES, UNIT_CARDS

_Q20B_ANYWHERE = "_q20b_anywhere"  # the marker q20b_finish_anywhere reads
_Q20B_ARMY = {"in_army_of": "$source", "at_battlefield_of": "$source"}  # this card's army: none at home


@v_args(inline=True)
class TargetFiltersText(Transformer):
    def _q20b_own(self, words: str) -> None:
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'{words}' on a {self.own_type}")

    def q20b_in_this_army(self, token):
        """ "in this army": this card's army, as "in this card's army" (its player's units at the battlefield
        where it is; none while it is home); "in play" adds nothing (a chosen card is in play unless the text
        names a place out of play); "in his army" is not read (whose army, the text's other words say)."""
        words = str(token).lower()
        if words == "in play":
            return {}
        if words != "in this army":
            raise NotUnderstood(f"'{words}' of a chosen card")
        self._q20b_own("this army")
        return dict(_Q20B_ARMY)

    def _q20b_army_token(self, token):
        if str(token).lower() != "in this army":
            raise NotUnderstood(f"'each ... {token}'")
        self._q20b_own("this army")
        return token

    def _q20b_group(self, group):
        """ "all other Personalities in this army" on an Item, Follower or Spell: other than its bearer, which
        the group's "other" (not this card) does not say: not read."""
        if isinstance(group, dict) and "not_cards" in group and self.own_type != "personality":
            raise NotUnderstood(f"'other' cards in this army on a {self.own_type}: other than its bearer")
        return group

    def q20b_verb_each_army(self, verb, each, group, army):
        """ "Bow each Follower in this army" (compiler 17, part D's reading of "in this card's army")."""
        return self.q17d_verb_each_army(verb, each, self._q20b_group(group), self._q20b_army_token(army))

    def q20b_give_each_army(self, each, group, army, *rest):
        group, army = self._q20b_group(group), self._q20b_army_token(army)
        return self.q17d_give_each_army(each, group, army, *rest)

    def q20b_give_to_each_army(self, bonus, each, group, army, *rest):
        group, army = self._q20b_group(group), self._q20b_army_token(army)
        return self.q17d_give_to_each_army(bonus, each, group, army, *rest)

    def q20b_give_each_pair_army(self, each, group, army, *rest):
        group, army = self._q20b_group(group), self._q20b_army_token(army)
        return self.q17d_give_each_pair_army(each, group, army, *rest)

    def q20b_give_pair_to_each_army(self, pair, each, group, army, *rest):
        group, army = self._q20b_group(group), self._q20b_army_token(army)
        return self.q17d_give_pair_to_each_army(pair, each, group, army, *rest)

    def q20b_at_own_battlefield(self, _token):
        """ "at this card's battlefield": at the battlefield where this card is (none while it is home)."""
        self._q20b_own("this card's battlefield")
        return {"at_battlefield_of": "$source"}

    def q20b_at_own_location(self, _token):
        """ "at this card's location": at the same location as this card (home or the same battlefield)."""
        self._q20b_own("this card's location")
        return {"at_location_of": "$source"}

    def q20b_place_own_battlefield(self, token):
        return ("place", self.q20b_at_own_battlefield(token))

    def q20b_place_own_location(self, token):
        return ("place", self.q20b_at_own_location(token))

    def q20b_at_home(self, *parts):
        """ "a Personality in your home", "your Personality at home": a card in play at its controller's
        home; "in your home" is its player's home ("an enemy ... in your home" names none)."""
        *kinds, token = parts
        chosen = self.filter_rest(*kinds)
        return self._q20b_home(chosen, token)

    def q20b_unit_at_home(self, *parts):
        """ "Target your unit in your home": a unit, targeted by its Personality, who is at home."""
        *kinds, token = parts
        chosen = self.unit_filter(*kinds)
        return self._q20b_home(chosen, token)

    def _q20b_home(self, chosen: dict, token) -> dict:
        if "zone" in chosen:
            raise NotUnderstood("a chosen card's place named twice")
        yours = str(token).lower().startswith("in your") or chosen.get("controller") == "$controller"
        if chosen.get("controller", "$controller") != "$controller" or not yours:
            raise NotUnderstood("'at home' of a card another player may control")
        return {**chosen, "zone": "home", "controller": "$controller"}

    def q20b_performer_stat(self, *parts):
        """ "your performing Samurai with 4 or more Chi", "... with 0 Personal Honor": the performer's
        current stat within those bounds."""
        *kinds, bound = parts
        chosen = self.performer_filter(*kinds)
        if "stats" in chosen:
            raise NotUnderstood("two bounds on a performer's stats")
        return {**chosen, **bound}

    def q20b_stat_bound(self, number, *rest):
        """ "with 4 or more Chi", "with 1 or less Personal Honor", "with 0 Force" (exactly that number)."""
        *bound, stat = rest
        if not bound:
            limits = {"at_least": int(number), "at_most": int(number)}
        elif str(bound[0]).split()[1] in ("more", "higher"):
            limits = {"at_least": int(number)}
        else:
            limits = {"at_most": int(number)}
        return {"stats": {STAT_NAMES[str(stat)]: limits}}

    def q20b_lead_target_anywhere(self, token, chosen, _where):
        """ "Target your performing Courtier at any location to ...": the performer, targeted, wherever he is
        (marked for q20b_finish_anywhere: `any_location: performer`)."""
        first, performer, kinds = self.c15f_lead_target_performer(token, chosen)
        return {**first, _Q20B_ANYWHERE: True}, performer, kinds

    def q20b_lead_verb_anywhere(self, token, chosen, _where):
        """ "Bow your target performing Personality at any location to ...": as above, then bowed."""
        first, performer, kinds = self.c15f_lead_verb_target_performer(token, chosen)
        return {**first, _Q20B_ANYWHERE: True}, performer, kinds


def q20b_finish_anywhere(ability: dict, _drafted) -> None:
    """The ability pass of "your target performing X at any location to ...": the ability's performer may take
    it wherever he is (`any_location: performer`); any other place already named is not read."""
    marked = [effect for effect in ability.get("effects", []) if effect.pop(_Q20B_ANYWHERE, False)]
    if not marked:
        return
    if len(marked) > 1 or ability.get("any_location", "performer") != "performer":
        raise NotUnderstood("'at any location' said of two cards")
    ability["any_location"] = "performer"
