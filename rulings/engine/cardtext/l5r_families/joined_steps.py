"""L5R card text, costs and effects joined: 'X to Y', 'target A and target B', 'bow X and Y' (compiler 20,
part C). Its grammar rules are in l5r.lark (compiler 20, part C); its transformer methods (prefixed q20c_) are
a mixin of l5r._Build.

What it plays:

- A Terrain's second condition: "Battle: If there are no Terrains at the current battlefield and you control a
  Tactician there: Put this card into play there." (Trapping Tactics; Training Maneuvers "a Tactician or Scout
  Personality there", Masked in Shadows "a Ninja there", Hazardous Ground "a Samurai there with 4 or more
  Chi"): the action's condition is both (no Terrain at the current battlefield, and at least one card of that
  kind its player controls at the current battlefield, the place "there" names), then the card is put into
  play there, as the one-condition Terrain (shared.terrain_into_play).
- "Bow and destroy your performing unbowed Tactician Personality and target ...:" (Engage the Enemy): the
  performer must be such a card; bowing then destroying him are both costs (as "Bow and destroy this card").
- "Bow your target Forest to gain 1 Honor." (Kyuden Kitsune), "Bow your target Spell to straighten your target
  Shugenja." (Tsusung Sensei), "Bow your target Ring to ..." (Prosperous Plains City): a card of the player's
  (not the performer), targeted as the action is taken and bowed (destroyed, dishonored for "Destroy /
  Dishonor your target ..."), then Y only if that changed the game (the Desk's reading of every "X to Y",
  compiler 15, part F). "Target your unbowed Temple Holding to gain 2 Honor." (Toku Tsudao): targeted only.
- "Bow one of your Farms to give +1F to ..." (Ashigaru Elite): one card of the kind its player controls,
  chosen as it happens (not targeted), bowed, then Y only if it bowed.
- "Bow your target performing Courtier with 2 or more Personal Honor to ..." (Bonds of Fate), "... with 0
  Force": the performer's stat as the action is taken.
- "Give him and each Follower in his unit +1F." (Limbs of Fudo), "Give a target Personality and each of his
  Followers Cavalry." (Fudoist Temple): he, and the Followers attached to him.
- "Move him and this card home." (Asahina Akahiko), "Move this card and the target home." (Yoritomo
  Yoyonagi): each card moved home, in the printed order.
- A Holding's "Bow: Bow one of your Personalities to produce 3 Gold." (Debt Collector), "Bow: Bow one of your
  (other) Farms to produce 5 Gold." (Simple Huts): its Gold Production and the engine's production_cost (one
  other unbowed card of the kind bowed with it in a payment, production_costs.py).

What it refuses on purpose:

- "If there are no Terrains at the current battlefield and you are the Defender" (Prepared Defense, Wide
  Terrain, Bloodied Ground "the Attacker or Defender"): the corpus does not define the Attacker and the
  Defender, and the engine names no attacking or defending player (the reason compiler 13, part B gives).
- A Terrain's "you control a ... there" naming "a card" (any card: not a kind the text restricts).
- "Human" in a filter these wordings read (Shrine of Reverse Fortunes "your target performing Human
  Personality"): no card prints it; a Human card is one without Nonhuman.
- Two steps: "Bow this Shugenja and destroy this Spell to take control of a target Nonhuman Personality."
  (Ancient Promise), "Bow your Stronghold and destroy this Region to destroy a target Region." (Ruins of
  Otosan Uchi), "Bow your Stronghold and discard the Imperial Favor to draw two cards." (Bonds of Coin): each
  step happens as it can, and Y only if both did; an effect waits on one earlier effect only (if_changed).
- "your target" naming another player's card; "him" after two steps and "to"; one card named in both steps;
  "Move him and a target Personality home" (which card "him" is); "Gold-producing Holdings" (no keyword).
"""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import STAT_NAMES, as_performer

_HUMAN_REASON = "'Human': the absence of the Nonhuman keyword, not a keyword"


def _no_human(chosen: dict) -> dict:
    """A filter naming "Human" is refused: no card prints it (a Human card is one without Nonhuman)."""
    if "Human" in chosen.get("keywords", ()) or "Human" in chosen.get("any_keywords", ()):
        raise NotUnderstood(_HUMAN_REASON)
    return chosen


_SIDE_REASON = (
    "the Attacker and the Defender: the corpus does not define them, and the engine names no attacking or "
    "defending player (only cards' sides of a battlefield)"
)


@v_args(inline=True)
class JoinedStepsText(Transformer):
    def q20c_terrain_if_control(self, token, _and, _article, controlled, _there, *rest):
        """ "If there are no Terrains at the current battlefield and you control a Tactician there: Put this
        card into play there.": the Terrain's condition and one card of the kind its player controls at the
        current battlefield (with the stat bound, if any, as the action is taken)."""
        *stat, card_type = rest
        _, cost, _target, effects = self.terrain_into_play(token, card_type)
        here = {"controller": "$controller", "zone": "$battlefield"}
        counted = {**_no_human(controlled), **(stat[0] if stat else {}), **here}
        condition = {"all": [*cost["_condition"]["all"], {"count": counted, "at_least": 1}]}
        return ("effects", {"_condition": condition}, None, effects)

    def q20c_there_stat(self, number, bound, stat):
        """ "there with 4 or more Chi": the card's stat as the action is taken."""
        side = "at_least" if str(bound).split()[1] in ("more", "higher") else "at_most"
        return {"stats": {STAT_NAMES[str(stat)]: {side: int(number)}}}

    def q20c_terrain_side(self, _token, _side, _card_type):
        raise NotUnderstood(_SIDE_REASON)

    def q20c_bow_and_destroy_performer(self, _token, chosen):
        """ "Bow and destroy your performing Tactician": the performer must be one; bowed, then destroyed."""
        return {"bow": "$performer", "destroy": "$performer", "requires": as_performer(_no_human(chosen))}

    def q20c_lead_your_target(self, token, chosen):
        """ "Bow your target Forest to ...": a card of the player's, targeted as the action is taken, then
        bowed (destroyed, dishonored); the effects after "to" only if that happened."""
        if chosen.get("controller", "$controller") != "$controller":
            raise NotUnderstood("'your target' of another player's card")
        op = str(token).split()[0].lower()
        choose = {**_no_human(chosen), "controller": "$controller"}
        return {"choose": choose, "targeting": True, op: True}, None, {}

    def q20c_two_steps_to(self, token, _to, *effects):
        """ "Bow your Stronghold and destroy this Region to Y", "Bow this Shugenja and destroy this
        Spell to Y": refused. Both steps happen as they can and Y only if both did (a held-out review);
        an effect waits on one earlier effect only (`if_changed`)."""
        raise NotUnderstood(
            "'Bow A and destroy B to Y': B happens whether A did or not, and Y only if both did; an effect "
            "waits on one earlier effect only"
        )

    def q20c_lead_one_of_yours(self, token, kind):
        """ "Bow one of your Farms to ...": one card of that kind its player controls, chosen as it happens
        (not targeted), bowed (destroyed); Y only if that happened."""
        op = str(token).split()[0].lower()
        choose = {"in_play": True, **_no_human(kind), "controller": "$controller"}
        return {"choose": choose, op: True}, None, {}

    def q20c_lead_performer_stat(self, token, chosen, more):
        """ "Bow your target performing Courtier with 2 or more Personal Honor to ..."."""
        return self.c15f_lead_verb_target_performer(token, _no_human({**chosen, **more}))

    def q20c_lead_target_performer_stat(self, token, chosen, more):
        """ "Target your performing unbowed Spider Clan Personality with 5 or more Force to ..."."""
        return self.c15f_lead_target_performer(token, _no_human({**chosen, **more}))

    def q20c_performer_exact(self, number, stat):
        """ "with 0 Force": exactly that stat as the action is taken."""
        return {"stats": {STAT_NAMES[str(stat)]: {"at_least": int(number), "at_most": int(number)}}}

    def q20c_lead_target_yours(self, _token, chosen):
        """ "Target your unbowed Temple Holding to gain 2 Honor": a card of the player's, targeted as the
        action is taken (target_card: it changes nothing), then Y."""
        if chosen.get("controller", "$controller") != "$controller":
            raise NotUnderstood("'your target' of another player's card")
        choose = {**_no_human(chosen), "controller": "$controller"}
        return {"choose": choose, "targeting": True, "target_card": True}, None, {}

    def q20c_give_unit_followers(self, who, token, given, duration=None):
        """ "Give him and each Follower in his unit +1F": he and the Followers attached to him."""
        return self.give_with_followers(who, token, given, duration)

    def q20c_give_target_followers(self, chosen, token, given, duration=None):
        """ "Give a target Personality and each of his Followers Cavalry": the target, chosen by the first
        effect, then the Followers attached to him (until the turn ends)."""
        on_him, on_followers = self.give_with_followers("$target", token, given, duration)
        on_him.pop("_on")
        return [{**on_him, "_target": chosen}, on_followers]

    def q20c_move_both_home(self, first, _and, second):
        """ "Move him and this card home": each moved home, in the printed order."""
        if first == second:
            raise NotUnderstood("one card named twice")
        return [*self.move_home(first), *self.move_home(second)]

    def q20c_move_target_and_home(self, chosen, _and, who):
        """ "Move a target Personality and this card home"."""
        if who not in ("$source", "$bearer"):
            raise NotUnderstood("a target and a pronoun moved home")
        return [*self.move_home_target(chosen), *self.move_home(who)]

    def q20c_move_and_target_home(self, who, _and, chosen):
        """ "Move this card and your target Personality home"."""
        if who not in ("$source", "$bearer"):
            raise NotUnderstood("a pronoun and a target moved home")
        return [*self.move_home(who), *self.move_home_target(chosen)]

    def q20c_produce_bowing_one(self, _token, kind, _to, number, _gold):
        """ "Bow: Bow one of your (other) Farms to produce 5 Gold.": a Holding's Gold Production, produced
        only by also bowing one other unbowed card of that kind its player controls (production_cost)."""
        if self.own_type != "holding":
            raise NotUnderstood("Gold produced other than by bowing a Holding")
        return {"stats": {"gold_production": number}, "production_cost": {"bow": kind}}, "produce gold"

