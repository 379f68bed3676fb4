"""L5R card text, looking at and ordering decks: 'Look at the top three cards of your Fate deck. Put them
back in any order.', 'You may put it at the bottom of your deck', 'Search your Dynasty deck for a ...',
'Shuffle him into your Dynasty deck'. Its grammar rules are in l5r.lark (compiler 19, part M); its
transformer methods (prefixed q19m_) are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood, amount

_Q19M_BACK = re.compile(
    r"[Ll]ook at the top (?P<count>\w+) cards of (?P<whose>your|any) Fate [Dd]eck"
    r"(?:\. Put| and put) them back"
    r"(?: on top of the deck)? in any order"
)
_Q19M_BOTTOM = re.compile(
    r"[Ll]ook at the top (?:card|(?P<count>\w+) cards) of your Fate [Dd]eck\. You may put "
    r"(?P<which>it|one|one of (?:them|those cards|these cards)) (?:at|on) the bottom"
    r"(?: of (?:your|the) deck)?"
    r"(?P<rest>\. Put the rest back in any order)?"
)
_Q19M_TAKE = re.compile(
    r"[Ll]ook at the top (?P<count>\w+) cards of your Fate [Dd]eck\. Put one(?: of them)? in(?:to)? your hand"
    r"(?:\. Put| and put) the (?:rest|remaining cards|other (?P<others>\w+)) "
    r"(?P<where>back(?: on top)? in any order|on the bottom of (?:your|the) deck in any order)"
)
_Q19M_COUNT = re.compile(r"Look at the top (?P<count>\w+) cards")
_Q19M_MAX_REARRANGED = 5  # hand.py's MAX_REARRANGED: the orders of more cards are not explored
_Q19M_MAX_BOTTOM = 5  # games/l5r/deck_looks.py's MAX_LOOKED


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
        kept in their order or put back in the order he chooses (games/l5r/deck_looks.py's `look_to_bottom`;
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

    def q19m_look_take(self, token):
        """ "Look at the top four cards of your Fate deck. Put one of them in your hand and put the other
        three on the bottom of your deck in any order.", "... Put one into your hand. Put the rest back in any
        order.": the player puts one of the cards looked at into his hand, the others on top or at the bottom
        in the order he chooses (games/l5r/deck_looks.py's `look_to_hand`; l5r.desk.look-and-take)."""
        found = _Q19M_TAKE.fullmatch(str(token))
        if found is None:
            raise NotUnderstood("a look at cards the compiler does not read")
        count = amount(found["count"])
        if count > _Q19M_MAX_BOTTOM:
            raise NotUnderstood(f"looking at more than {_Q19M_MAX_BOTTOM} cards to take one")
        others = found["others"]
        if others is not None and others != "cards" and amount(others) != count - 1:
            raise NotUnderstood("'the other N' cards that are not all the cards left")
        rest = "bottom_any_order" if found["where"].startswith("on the bottom") else "any_order"
        return [{"player": True, "look_to_hand": {"count": count, "rest": rest}}]

    def q19m_look_if_one(self, look, *parts):
        """ "Look at the top four cards of your Fate Deck. If one is an Item, show it and put it in your hand.
        (Put the rest back in any order.)", "If one is a Spell or Kiho, you may show it and put it in your
        hand.": of the cards looked at that are of a kind named, the player puts one (his choice; "you may":
        or none) into his hand, shown first; the others stay on top in their order, or go back in the order he
        chooses (games/l5r/deck_looks.py's `look_to_hand`; l5r.desk.look-and-take)."""
        count = amount(_Q19M_COUNT.match(str(look))["count"])
        if count > _Q19M_MAX_BOTTOM:
            raise NotUnderstood(f"looking at more than {_Q19M_MAX_BOTTOM} cards to take one")
        kinds = [part for part in parts if isinstance(part, dict)]
        tokens = [str(part) for part in parts if not isinstance(part, dict)]
        take = next(t for t in tokens if "show it" in t)
        value: dict = {"count": count, "kinds": kinds, "show": True}
        if "you may" in take:
            value["may"] = True
        if any("back in any order" in t for t in tokens):
            value["rest"] = "any_order"
        return [{"player": True, "look_to_hand": value}]

    def q19m_search(self, token):
        """ "Search your Fate deck for a Ring ...", "Shuffle him into your Dynasty deck", "Search your discard
        pile for ...": refused, with the reason."""
        raise NotUnderstood(_q19m_search_reason(str(token)))

    def q19m_to_search(self, _lead, token):
        """ "Destroy this Holding to search your Fate deck for a Ring ...": refused, with the reason."""
        raise NotUnderstood(_q19m_search_reason(str(token)))


def _q19m_search_reason(text: str) -> str:
    words = text.lower()
    if re.search(r"\b(?:re)?shuffl", words) or re.search(r"search [^.]*\bdeck\b", words):
        return (
            "searching a deck or shuffling cards into one leaves the deck in an order no one knows (glossary "
            "S, Search: a searched deck is shuffled); the engine does not model a shuffled deck's order, so "
            "every later draw or look at it would rest on an order it cannot know"
        )
    return (
        "a search as an effect of card text: the engine's search (glossary S, Search) is a scenario step, "
        "and no effect of a card searches an area"
    )
