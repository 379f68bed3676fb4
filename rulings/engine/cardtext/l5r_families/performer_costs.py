"""L5R card text, costs and performers: bowing or targeting a performer to act, costs with 'unless', variable
Gold. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build.

Costs (card features, Abilities C: "text in the constraints block telling you to do something ... is a cost",
bow, pay gold, lose Honor), each onto a cost field the engine pays (costs.py, extra_costs.py):

- "Move your performing opposed Personality home:" (move_home $performer; the performer must be one),
  "... home and destroy one of his Spells:" (destroy_one: a card attached to the performer, of the kind);
- "Bow your performing Kensai or one of his Weapons:" (bow_one_of: the performer, or a card of the kind
  attached to him; the performer must be a Kensai);
- "Discard a Kiho card or Spell, and target ...:" (discard_from_hand: one card of the player's hand, of one
  of the kinds);
- "Lose 2 Honor:", "lose 1 Honor and target your Holding:" (lose_honor);
- "Bow or destroy your performing Ancestor Personality:" (bow_or_destroy_one: the performer, bowed or
  destroyed as the player chooses as the cost is paid).

And "your target performing X" inside an effects block ("Give your target performing unbowed Berserker
+5F."): the performer targeted, among [$performer], as "Target your performing X" targets him; "Move your
target performing Personality home to give ..." (the lead of an "X to Y" sentence).
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood, amount
from .shared import CLAN_KEYWORDS, CLANS, NOT_KEYWORDS, as_performer

# card types a card of the hand is named by after "a" ("Discard a Spell")
_Q17F_TYPES = {"Spell": "spell", "Item": "item", "Follower": "follower", "Ring": "ring"}
# other card types, never a keyword ("a Personality card" is not read)
_Q17F_NOT_IN_HAND = frozenset({"Personality", "Holding", "Region", "Stronghold"})


def _q17f_keyword(word: str) -> dict:
    """ "Kiho card": a card with the keyword; no clan, card type, deck or status is read as one."""
    if word in (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS | _Q17F_NOT_IN_HAND or word.lower() == "random":
        raise NotUnderstood(f"'{word}' is not a keyword the compiler reads exactly")
    return {"keywords": [word]}


@v_args(inline=True)
class PerformerCostsText(Transformer):
    """The transformer methods of performer_costs (mixed into l5r._Build)."""

    def q17f_target_performer(self, _token, chosen):
        """ "your target performing unbowed Berserker": the performer, targeted (he must be such a card)."""
        return {"in_play": True, **as_performer(chosen), "controller": "$controller"}

    def q17f_lead_move_home(self, _token, chosen, _home=None):
        """ "Move your target performing Courtier home to ...": the performer, targeted, moved home (the lead
        of an "X to Y" sentence, attacks.py: Y only if he moved)."""
        choose = {"in_play": True, **as_performer(chosen), "controller": "$controller"}
        return {"choose": choose, "targeting": True, "move": "home"}, "$performer", chosen

    def q17f_move_performer_home(self, _token, chosen, _home, kinds=None):
        """ "Move your performing opposed Shugenja home (and destroy one of his Spells)": costs."""
        cost: dict = {"move_home": ["$performer"], "requires": as_performer(chosen)}
        if kinds is not None:
            cost["destroy_one"] = [{**kind, "attached_to": "$performer"} for kind in kinds]
        return cost

    def q17f_bow_or_destroy_performer(self, _token, chosen):
        """ "Bow or destroy your performing X": the performer must be one; bowing or destroying him, as the
        player chooses, is the cost."""
        return {"bow_or_destroy_one": {"cards": ["$performer"]}, "requires": as_performer(chosen)}

    def q17f_bow_performer_or(self, _token, chosen, _or, kinds):
        """ "Bow your performing Kensai or one of his Weapons": one unbowed card of these, as the player
        chooses (bow_one_of); the performer must be a Kensai (requires)."""
        attached = [{**kind, "attached_to": "$performer"} for kind in kinds]
        return {"bow_one_of": [{"cards": ["$performer"]}, *attached], "requires": as_performer(chosen)}

    def q17f_discard_kind(self, token):
        """ "Discard a Kiho card (or Spell)": one card of the player's hand of one of the kinds, his choice
        (never this card)."""
        words = re.sub(r"^[Dd]iscard an? ", "", str(token))
        kinds = []
        for part in re.split(r" or (?:an? )?", words):
            name = part.removesuffix(" card")
            kind = {"type": _Q17F_TYPES[name]} if name in _Q17F_TYPES else _q17f_keyword(name)
            kinds.append({**kind, "not_cards": ["$source"]})
        return {"discard_from_hand": kinds if len(kinds) > 1 else kinds[0]}

    def q17f_lose_honor(self, token):
        """ "Lose 2 Honor": the player loses that much Honor as the cost."""
        return {"lose_honor": amount(str(token).split()[1].lower())}
