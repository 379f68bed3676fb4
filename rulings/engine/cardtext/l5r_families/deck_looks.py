"""L5R card text, looking at and ordering decks: 'Look at the top three cards of your Fate deck. Put them
back in any order.', 'You may put it at the bottom of your deck', 'Search your Dynasty deck for a ...',
'Shuffle him into your Dynasty deck'. Its grammar rules are in l5r.lark (compiler 19, part M); its
transformer methods (prefixed q19m_) are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood, amount

_Q19M_BACK = re.compile(
    r"Look at the top (?P<count>\w+) cards of (?P<whose>your|any) Fate [Dd]eck(?:\. Put| and put) them back"
    r"(?: on top of the deck)? in any order"
)
_Q19M_BOTTOM = re.compile(
    r"Look at the top (?:card|(?P<count>\w+) cards) of your Fate [Dd]eck\. You may put "
    r"(?P<which>it|one|one of (?:them|those cards|these cards)) (?:at|on) the bottom"
    r"(?: of (?:your|the) deck)?"
    r"(?P<rest>\. Put the rest back in any order)?"
)
_Q19M_MAX_REARRANGED = 5  # hand.py's MAX_REARRANGED: the orders of more cards are not explored
_Q19M_MAX_BOTTOM = 5  # deck_bottom.py's MAX_LOOKED


@v_args(inline=True)
class DeckLooksText(Transformer):
    def q19m_look_back(self, token):
        """ "Look at the top three cards of your (any) Fate deck. Put them back in any order.": the player
        looks at them and puts them back on top in the order he chooses, as "You may rearrange them"
        (hand.py's `look_at_top` rearrange; l5r.desk.look-and-rearrange); "any Fate deck": he chooses
        whose."""
        found = _Q19M_BACK.fullmatch(str(token))
        if found is None:
            raise NotUnderstood("a look at cards the compiler does not read")
        count = amount(found["count"])
        if count > _Q19M_MAX_REARRANGED:
            raise NotUnderstood(f"rearranging more than {_Q19M_MAX_REARRANGED} cards (not explored)")
        look: dict = {"count": count}
        if found["whose"] == "any":
            look["any_deck"] = True
        return [{"player": True, "look_at_top": {**look, "rearrange": True}}]

    def q19m_look_bottom(self, token):
        """ "Look at the top card of your Fate deck. You may put it at the bottom of your deck.", "Look at the
        top four cards ... You may put one of those cards at the bottom of your deck (. Put the rest back in
        any order).": the player looks at them and may put one at the bottom of his Fate deck, the others
        kept in their order or put back in the order he chooses (deck_bottom.py's `look_to_bottom`;
        l5r.desk.put-at-bottom)."""
        found = _Q19M_BOTTOM.fullmatch(str(token))
        if found is None:
            raise NotUnderstood("a look at cards the compiler does not read")
        count = 1 if found["count"] is None else amount(found["count"])
        if (count == 1) != (found["which"] == "it"):
            raise NotUnderstood(
                "'it' or 'one of them' that does not agree with the number of cards looked at"
            )
        if count > _Q19M_MAX_BOTTOM:
            raise NotUnderstood(f"looking at more than {_Q19M_MAX_BOTTOM} cards to put one at the bottom")
        look: dict = {"count": count}
        if found["rest"]:
            look["rearrange"] = True
        return [{"player": True, "look_to_bottom": look}]
