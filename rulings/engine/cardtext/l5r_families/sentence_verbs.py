"""L5R card text, sentences and costs led by a verb not read there: 'Discard a card unless ...', 'Remove a
Fate card in your discard pile from the game', 'Choose one of ...', 'Negate ...', 'bow / destroy / move
...' after 'and'. Its grammar rules are in l5r.lark (compiler 20, part G); its transformer methods
(prefixed q20g_) are a mixin of l5r._Build.

Read (compiler 20, part G):
- "Negate Fear effects targeting this Follower." (Fearless Light Infantry), "Negate Fear effects upon this
  Follower." (Elite Light Infantry), "Negate Fear effects upon this card.", "Negate the effects of Fear on
  this card." (Imperial Palace Guard): a trait on the card itself (`targets: $source`; "this Personality" on a
  Follower or Item: its bearer).
- "Negate Fear effects upon Followers in this unit." (Ancient Spear of the Naga), "Negate (all) Fear effects
  upon / targeting cards in this unit." (Bayushi House Guard), "Negate other players' Fear effects targeting
  cards in this unit." (Kuni Takaniro: a Fear effect targets only another player's card): every card
  (Follower) of the unit this card is in (`affects: {in_unit: $source}`, re-checked all along).
- "Negate all Fear effects upon your cards.", "... upon your Naga cards.": every card in play its player
  controls (of that one printed keyword).
  Each is the continuous op `negates_fear` (games/l5r/fear_negation.py, the Desk's rule
  l5r.desk.fear-negated): a Fear effect resolving on such a card does nothing to it; it may still target it.
- "Reaction: After another player's Political action targets one of your Personalities: Negate its effects."
  (Taishuu), "...: Negate the action's effects." (Yasuki Jinn-Kuen): every effect of the action reacted to, on
  every card (`affects: {}`) and every player (`$each_player`): `prevent: {effects_of: $reacted}` (all effects
  of that action, instantaneous ones included); only in a Reaction to an action targeting a card
  (finish_negated_action). "Negate the action's effects on this Follower." (Champion of Thunder), "... on this
  card." (O-Yoroi Troops): the same prevention on this card only.
- "Discard a Heroic Strategy:" (Hida Demopen), "Discard a Kiho Strategy or Spell, and target ...:": a cost,
  one card of the player's hand of that kind (`discard_from_hand`, as compiler 17's "Discard a Kiho card").
- "Negate Force bonuses to this card from actions." (Hitomi Juppun; "all" not printed): compiler 15's "Negate
  all Force bonuses on this Personality from actions." (attacks.c15f_negate_trait).
- "Negate Ji-Yun's dishonoring from other players' cards' effects." (its own name), "... from other players'
  actions.", "... from actions.", "... from effects.": compiler 19's "Negate any dishonoring of this
  Personality" (prevent {event: dishonor, direction: gain}), kept to those effects (`from_players: other`,
  `from: action`).
Refused on purpose: the Fear trait on a Strategy or Event (not in play: it would never apply), "this unit" on
a card in no unit; other cards named ("Temoru's Followers", "units in this card's army", "Personalities and
Followers at this battlefield", "... in units with Matsu Family Personalities"), a condition ("while it is
opposing a bowed Follower"), more negated ("and giving of the Shadowlands keyword to"), and the same words as
an effect of an action ("give ... +1F and negate Fear effects upon them": a duration the trait does not hold).
"Negate its effects" outside a Reaction to an action targeting a card ("Target a Terrain. Negate its
effects."), or in a Reaction to a Ranged Attack's targeting (the attack's effects are not the whole action's:
no construct separates them). "Discard a Battle Strategy" (a designator), "a Crab Clan Strategy", an unknown
keyword. "... dishonoring from Spells", another card's name, rehonoring.
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .keyword_phrases import keyword_phrase
from .reactions import REACTED
from .shared import CLAN_KEYWORDS, CLANS, NOT_KEYWORDS, UNIT_CARDS, Drafted, own_names

_Q20G_NOT_IN_PLAY = frozenset({"strategy", "event"})  # a trait of a card never in play applies to nothing
# designators, not keywords a Strategy is printed with ("a Battle Strategy": one with a Battle action)
_Q20G_NOT_STRATEGY_KEYWORDS = frozenset({"Battle", "Open", "Limited", "Reaction", "Interrupt", "Engage",
                                         "Political", "Tactical", "Economic", "Dynasty", "Fate"})  # fmt: skip
_Q20G_ACTION = "_q20g_action"  # "its effects": the action reacted to, until finish_negated_action checks it


def q20g_own_dishonoring(text: str, title: str) -> str:
    """ "Negate Ji-Yun's dishonoring from ..." (the card's own name) -> "Negate this card's dishonoring
    from ..."."""
    for name in own_names(title):
        text = re.sub(rf"\bNegate {re.escape(name)}['\u2019]s dishonoring from\b",
                      "Negate this card's dishonoring from", text)  # fmt: skip
    return text


def finish_negated_action(ability: dict, _drafted: Drafted) -> None:
    """ "Negate its effects" / "the action's effects": only in a Reaction to an action targeting a card (not
    to a Ranged Attack's targeting: "its effects" would be the attack's only), taken before that action
    resolves; then every effect of that action, on every card and every player, is prevented."""
    effects = ability.get("effects", ())
    if not any(effect.get("prevent", {}).get("effects_of") == _Q20G_ACTION for effect in effects):
        return
    trigger = ability.get("trigger", {})
    if trigger.get("event") != "targeted" or "with" in trigger:
        raise NotUnderstood("'negate its effects' without a Reaction to an action targeting a card")
    for effect in effects:
        if effect.get("prevent", {}).get("effects_of") == _Q20G_ACTION:
            effect["prevent"] = {"effects_of": REACTED}
            if "affects" in effect:  # every card: no target the Reaction's effects were given ("it")
                effect.pop("targets", None)


@v_args(inline=True)
class SentenceVerbsText(Transformer):
    """The transformer methods of sentence_verbs (mixed into l5r._Build)."""

    def q20g_negate_fear(self, _token, upon):
        """ "Negate Fear effects targeting / upon <cards>.": a trait, while this card is in play, on those
        cards: a Fear effect resolving on one of them does nothing to it (negates_fear, fear_negation.py)."""
        if self.own_type in _Q20G_NOT_IN_PLAY:
            raise NotUnderstood(f"a trait negating Fear effects on a {self.own_type} (never in play)")
        return {"traits": [{"id": self.clause_id, **upon, "negates_fear": True}]}, "Fear negated"

    def q20g_fear_this(self, token):
        """ "this Follower" / "this card" (the card; "this Personality" on a Follower or Item: its bearer)."""
        return {"targets": self.this_card(str(token).split()[1])}

    def q20g_fear_in_unit(self, token):
        """ "cards in this unit" / "Followers in this unit": the unit this card is in (its own or its
        bearer's)."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'this unit' on a {self.own_type}")
        affects: dict = {"in_unit": "$source"}
        if str(token).startswith("Followers"):
            affects["type"] = "follower"
        return {"affects": affects}

    def q20g_fear_yours(self, token):
        """ "your cards" / "your Naga cards": every card in play its player controls (of that keyword)."""
        words = str(token).split()[1:-1]
        affects: dict = {"in_play": True, "controller": "$controller"}
        if words:
            affects["keywords"] = keyword_phrase(words[0], frozenset())
        return {"affects": affects}

    def q20g_discard_strategy(self, token):
        """ "Discard a Heroic Strategy" / "a Kiho Strategy or Spell": one card of the player's hand of one of
        the kinds (a Strategy with that printed keyword, or a Spell), his choice, never this card."""
        words = re.sub(r"^[Dd]iscard an? ", "", str(token))
        kinds = []
        for part in re.split(r" or (?:an? )?", words):
            if part == "Spell":
                kinds.append({"type": "spell", "not_cards": ["$source"]})
                continue
            keyword = part.removesuffix(" Strategy")
            if keyword in (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS | _Q20G_NOT_STRATEGY_KEYWORDS:
                raise NotUnderstood(f"'{keyword} Strategy': not a keyword the compiler reads exactly")
            named = keyword_phrase(keyword, frozenset())
            kinds.append({"type": "action", "keywords": named, "not_cards": ["$source"]})
        return {"discard_from_hand": kinds if len(kinds) > 1 else kinds[0]}

    def q20g_negate_dishonoring(self, token, origin):
        """ "Negate Ji-Yun's dishonoring from other players' cards' effects." (its own name: "this card"):
        while the card is in play, its dishonoring by those effects does not happen (compiler 19's "Negate any
        dishonoring of this Personality", prevention.py: dishonoring is the dishonor event's gain, so
        rehonoring still happens); "other players'": effects from cards another player controls (none from
        the rulebook); "actions": only their actions' effects."""
        named = re.split(r"['\u2019]", str(token).split()[2])[0]
        piece, family = self._q19f_status(named, "gain", True, "honor status kept")
        words = str(origin)
        prevent = piece["traits"][0]["prevent"]
        if words.startswith("from other players"):
            prevent["from_players"] = "other"
        if words.endswith("actions"):
            prevent["from"] = "action"
        return piece, family

    def q20g_negate_action_on(self, _token, on):
        """ "Negate the action's effects on this Follower": every effect of the action reacted to on this card
        (reactions.check_reacted_effects: only in a Reaction to an action targeting a card)."""
        return [{"prevent": {"effects_of": REACTED}, "_on": self.this_card(str(on).split()[-1])}]

    def q20g_negate_action(self, _token):
        """ "Negate its effects" / "Negate the action's effects": every effect of the action reacted to, on
        every card (`affects: {}`) and every player ($each_player); finish_negated_action checks the
        trigger."""
        prevent = {"effects_of": _Q20G_ACTION}
        return [{"affects": {}, "prevent": prevent}, {"targets": "$each_player", "prevent": dict(prevent)}]
