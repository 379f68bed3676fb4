"""L5R card text: costs and steps choosing cards ('Discard a card', 'Look at', 'Create a', 'your performing',
'and target'). Its grammar rules are in l5r.lark (compiler 21, part Q); its transformer methods (prefixed
q21q_) are a mixin of l5r._Build.

Read (compiler 21, part Q), each onto ops the engine already has (`discard_from_hand` on a card of the hand
`choose`s, a choice made as the effect happens: scenario format, "A choice an effect meets as it happens"):

- "Draw a card. Discard a card." (Box of Mysteries, Temple of Tengen), "Discard a card." (Koichi): an
  effect, its player discards one card of his hand, his choice as it happens (so after the draws written
  before it: the card drawn may be the one discarded), never the card whose ability it is; none if his hand
  is empty.
- "Discard a card unless this Personality is opposed, then draw a card." (Seppun Blade): the discard happens
  only if the condition, on this card or its bearer, does not hold as it happens (`while: {not: ...}`, as
  compiler 20's "Bow this card unless ..." conditions are read, effect_conditions.py); the effects after
  "then" happen either way, after it (player effects only: "then bow him" is not read).
- "Discard a Spell to straighten this Holding.", "Discard a Kiho or a Spell from your hand to bow a target
  enemy card." (Asako Sadaki), "Discard a Spell or a Kiho Strategy to straighten a target bowed Cavalry card."
  (Moto Vordu): compiler 14's "Discard a card to <effect>" (discards.c14b_discard_to: the effects happen only
  if he discarded one, `if_changed`) with the kind of card the player discards: a card type of the hand
  (Spell, Item, Follower, Ring, Strategy), a printed keyword ("a Kiho", "a Weapon card"), a Strategy with a
  printed keyword ("a Kiho Strategy"); two kinds joined by "or": a card of either (`any_of`, games/l5r/
  either_filter.py, the Desk's rule l5r.desk.either-kind).
- "You may discard a card to straighten Keiichi.", "You may discard a Kiho or Weapon from your hand to draw a
  card." (Nishimura): the same, the discard optional (`optional: true`); not before "to ignore the cost of
  bowing" (compiler 18, part E).
- "After Setsuko enters play, lose 4 Honor and look at the top five cards of your Fate deck.", "After Hoshie
  enters play, look at ...": compiler 10's look (`look_at_top`) where the sentence does not begin with it
  (after ", ", ": " or "and "); a clause beginning "look at" keeps compiler 16's Event reading.

Refused on purpose: a kind that is no printed keyword or is a clan, a designator ("a Battle Strategy": one
with a Battle action), a card type never in a hand ("a Personality", "a Holding") or a word the compiler never
reads as a keyword (Terrain, Unique ...); "Discard a card unless he is ..." (a condition on the performer or a
target: which card "he" is, is not read here); "..., then bow him" (an effect on a card after "then"); the
lowercase look on a Strategy (an Edict's trait, Way of the Dragon: what is done with the cards is cut into
another clause; q21q_strategy_looks_left, after the clause's own family checks).
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .created import _d_look
from .keyword_phrases import keyword_phrase
from .shared import CLAN_KEYWORDS, CLANS, NOT_KEYWORDS

# the card types of a hand (Fate cards) a discarded card is named by; a Strategy is an Action card
_Q21Q_HAND_TYPES = {"Spell": "spell", "Item": "item", "Follower": "follower", "Ring": "ring",
                    "Strategy": "action"}  # fmt: skip
# never a kind of card in a hand read as a keyword: other card types, designators ("a Battle Strategy")
_Q21Q_NOT_KEYWORDS = frozenset({
    "Personality", "Holding", "Region", "Stronghold", "Event", "Celestial", "Sensei", "Wind", "Fate",
    "Dynasty",
    "Battle", "Open", "Limited", "Reaction", "Interrupt", "Engage", "Political", "Tactical", "Economic",
})  # fmt: skip
_Q21Q_HAND = {"zone": "hand", "owner": "$controller", "not_cards": ["$source"]}
_Q21Q_STRATEGY_LOOK = "_q21q_strategy_look"  # a look on a Strategy: refused by q21q_strategy_looks_left


def _q21q_kind(words: str) -> dict:
    """ "Spell", "Kiho", "Weapon card", "Kiho Strategy": a filter on a card of the hand."""
    name = words.removesuffix(" card")
    strategy = name.endswith(" Strategy")
    name = name.removesuffix(" Strategy")
    if name in _Q21Q_HAND_TYPES and not strategy and not words.endswith(" card"):
        return {"type": _Q21Q_HAND_TYPES[name]}
    if name in (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS | _Q21Q_NOT_KEYWORDS | set(_Q21Q_HAND_TYPES):
        raise NotUnderstood(f"'a {words}': not a kind of card of the hand the compiler reads exactly")
    kind: dict = {"keywords": keyword_phrase(name, frozenset())}
    return {"type": "action", **kind} if strategy else kind


def q21q_discard_kinds(token: str) -> dict:
    """ "Discard a Kiho or a Spell from your hand to": the filter on the card of the hand discarded."""
    words = re.sub(r"^(?:You may d|D)iscard an? |(?: from your hand)? to$", "", token)
    if words == "card":
        return dict(_Q21Q_HAND)
    kinds = [_q21q_kind(part) for part in re.split(r" or (?:an? )?", words)]
    if len(kinds) == 1:
        return {**_Q21Q_HAND, **kinds[0]}
    return {**_Q21Q_HAND, "any_of": kinds}


def q21q_strategy_looks_left(piece: dict) -> None:
    """ "..., look at the top card of your Fate deck." on a Strategy (an Edict's trait, Way of the Dragon):
    what is done with the cards looked at is cut into another clause ("You may put it on the bottom of the
    deck.")."""
    if _Q21Q_STRATEGY_LOOK in repr(piece):
        raise NotUnderstood("a Strategy's trait looking at cards: what is done with them is not read")


@v_args(inline=True)
class CostStepsText(Transformer):
    """The transformer methods of cost_steps (mixed into l5r._Build)."""

    def q21q_discard_card(self, _token):
        """ "Discard a card.": its player discards a card of his hand, chosen as the effect happens."""
        return [{"_each": None, "choose": dict(_Q21Q_HAND), "discard_from_hand": True}]

    def q21q_discard_unless(self, token, _then, effects):
        """ "Discard a card unless this Personality is opposed, then draw a card.": the discard only while the
        condition does not hold as it happens; the player effects after "then" either way."""
        words = re.sub(r"^Discard a card unless ", "", str(token)).strip()
        condition, mark = self._q20a_condition(words)
        if mark or not str(condition.get("card", "")).startswith("$"):
            raise NotUnderstood(f"'unless {words}': a condition on a card other than this one or its bearer")
        if any(effect.get("player") is not True for effect in effects):
            raise NotUnderstood("'..., then <an effect on a card>' after 'Discard a card unless'")
        discard = {"_each": None, "choose": dict(_Q21Q_HAND), "discard_from_hand": True,
                   "while": {"not": condition}}  # fmt: skip
        return [discard, *effects]

    def q21q_discard_kind_to(self, token, *effects):
        """ "Discard a Spell to <effect>": compiler 14's "Discard a card to" with the kind discarded."""
        chosen = q21q_discard_kinds(str(token))
        first, *rest = self.c14b_discard_to(None, *effects)
        return [{**first, "choose": chosen}, *rest]

    def q21q_may_discard_to(self, token, *effects):
        """ "You may discard a card (a Kiho, ...) to <effect>": the same, the discard optional."""
        first, *rest = self.q21q_discard_kind_to(token, *effects)
        return [{**first, "optional": True}, *rest]

    def q21q_look_at_top(self, token):
        """ "..., look at the top five cards of your Fate deck.": compiler 10's look (look_at_top)."""
        text = str(token)
        look = {"player": True, "look_at_top": _d_look(text[0].upper() + text[1:])}
        # an Edict's trait (Way of the Dragon): what is done with the cards is cut into another clause;
        # refused once the clause is read (q21q_strategy_looks_left), after its own family's checks
        return [{**look, _Q21Q_STRATEGY_LOOK: True} if self.own_type == "strategy" else look]
