"""L5R card text, what an effect acts on, by article and count (compiler 20, part D). Its grammar rules are in
l5r.lark (compiler 20, part D); its transformer methods (prefixed q20d_) are a mixin of l5r._Build.

Played:
- "the Personality" (or "the Follower", "the Holding", "the Item", "the Spell", "the Ring") as the object
  of an effect, naming the action's one target by its type, as "the target" does: "Political Battle: Target
  a Personality with Personal Honor lower than or equal to this card's Chi: Bow the Personality." (Soshi
  Komiko), "Choose your performing unbowed Magistrate Personality and target an enemy Personality with lower
  Personal Honor than your Magistrate's Chi: Bow the Personality." (Magistrate's Accusation; the performer is
  "your Magistrate", the Personality the target), "Open: Target a Personality. ... Give the Personality
  Hero." (Matsu Amuro), "Limited: Target a Holding and destroy this card: Bow the Holding." (Set the Fields
  Aflame). Compiled as "the target" is ($the_target: the target's choice on the first effect, $target1
  after it).
- "Reaction: After a Ranged Attack is targeted: Give the Ranged Attack +2 or -2 strength." (Moshi Umiko; also
  "give it"): the ability's choice (its player's, as it resolves) of the two changes to the strength of the
  Ranged Attack the Reaction answers (attack_strength on $reacted, as "Give the Ranged Attack -3 strength").
- "Limited: Give Sakata a +1F Fire or Sake token." (Togashi Sakata): the ability's choice of one token of
  either kind, with the modifier (give_token), on this card or its bearer.

Refused (q20d_check_kind, l5r.ABILITY_PASSES):
- the type named is not the type of the card the action targets ("Target a Follower: Bow the Personality":
  the Follower's Personality, or another card, not the target), or the target's type is not one type
  ("Target a card in a unit: Bow the Personality"): another card could be meant;
- several cards targeted (a number of targets, "Target two Personalities"): which one is not said;
- no target (a Reaction's "After a Holding enters play, straighten the Holding": the card the trigger
  names, another reading), which resolution already refuses ("'him' or 'it' without a target").
- "Give the Ranged Attack +2 or -2 strength" outside a Reaction to a Ranged Attack's targeting (no attack
  is named); "Give him a +1F Fire or Sake token" on a target (the choice's effects are not resolved against
  a target); either choice beside another effect of the ability (as every "_choice" of the ability).
"the Personality's" (a possessive), "the Personality to whom it was attached", "the Personality it was
attached to", "the Personality who performed it" are other wordings, not read here.
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .reactions import REACTED
from .shared import THIS_CARD
from .tokens import _c15g_token

# The types "the <type>" names this clause, in order: set by q20d_the_kind, cleared as each clause begins
# (q20d_begin_clause, the first of l5r.NAME_REWRITES' kind of pass) and read by q20d_check_kind.
_Q20D_NAMED: list[str] = []


def q20d_begin_clause(text: str, _title: str) -> str:
    """A clause begins: no "the <type>" read yet (the text itself unchanged)."""
    _Q20D_NAMED.clear()
    return text


def _chosen_targets(effects: list[dict]) -> list[dict]:
    return [effect["choose"] for effect in effects if effect.get("targeting") and "choose" in effect]


def q20d_check_kind(ability: dict, _drafted) -> None:
    """ "Bow the Personality": the action targets exactly one card (no number of them), and its type is the
    type the text names; otherwise refused. "Give the Ranged Attack +2 or -2 strength": only in a Reaction to
    a Ranged Attack's targeting (as reactions.check_reacted_effects checks the ability's own effects)."""
    options = [effect for option in ability.get("choice", ()) for effect in option]
    attack = [e for e in options if e.get("attack_strength", {}).get("action") == REACTED]
    if attack and ability.get("trigger", {}).get("with") != "ranged_attack":
        raise NotUnderstood("'the Ranged Attack' without a Reaction to a Ranged Attack's targeting")
    if not _Q20D_NAMED:
        return
    named, chosen = list(_Q20D_NAMED), _chosen_targets(ability.get("effects", []))
    _Q20D_NAMED.clear()
    if len(chosen) != 1 or "number" in chosen[0]:
        raise NotUnderstood("'the Personality' (a card named by its type) without exactly one target")
    if any(chosen[0].get("type") != kind for kind in named):
        raise NotUnderstood("'the Personality' (a card named by its type) is not of the target's type")


@v_args(inline=True)
class ChosenCountsText(Transformer):
    """The transformer methods of chosen_counts (mixed into l5r._Build)."""

    def q20d_the_kind(self, token):
        """ "the Personality", "the Holding": the target, as "the target" (its type checked by
        q20d_check_kind)."""
        _Q20D_NAMED.append(str(token).split()[1].lower())
        return "$the_target"

    def q20d_attack_either(self, token):
        """ "Give the Ranged Attack +2 or -2 strength": the ability's choice of the two changes to the
        strength of the Ranged Attack the Reaction answers ($reacted; checked by q20d_check_kind)."""
        up, down = (int(word) for word in re.findall(r"[+-]\d+", str(token)))
        options = [[{"targets": "$controller", "attack_strength": {"change": change, "action": REACTED}}]
                   for change in (up, down)]  # fmt: skip
        return [{"_choice": options}]

    def q20d_give_token_either(self, who, token):
        """ "Give this card a +1F Fire or Sake token": the ability's choice of one token of either kind, with
        the modifier (give_token, tokens.py); on this card or its bearer only."""
        if who not in THIS_CARD:
            raise NotUnderstood("a token of one kind or another on a card other than this one")
        article, stats, first, _or, second, noun = str(token).split()
        options = [[{"targets": who, "give_token": _c15g_token(f"{article} {stats} {kind} {noun}")}]
                   for kind in (first, second)]  # fmt: skip
        return [{"_choice": options}]
