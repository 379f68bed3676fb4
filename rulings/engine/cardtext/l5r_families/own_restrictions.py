"""L5R card text: what this card may not do ('this card cannot attack', 'Will not ...', 'This Personality
...'). Its grammar rules are in l5r.lark (compiler 21, part O); its transformer methods (prefixed q21o_)
are a mixin of l5r._Build.

Read and played:
- "Will not enter play unless you control the Ring of Air." (the five elemental Dragons), "Will not enter play
  if your Family Honor is 1 or higher." (Moto Tsume), "Otani will not enter play if your Family Honor is 0 or
  above." (its own name read as "this card"), "Will not enter play if you control any Shadowlands cards.",
  "Will not enter play unless you control a Courtier.", "Will not enter play unless there is a Kami
  Personality in play.", "Will not enter play if your Family Honor is 4 or lower." (a Holding): the card field
  `enters_only_while: <condition>` (entry_conditions.py, the Desk's rule l5r.desk.entry-conditions). "if X"
  is written as the condition that X does not hold (the comparison turned round: "1 or higher" -> at most 0).
  Read on a Personality or Holding only: an attachment enters play attaching, and attaching does not ask
  whether a card may enter play (as compiler 16's "Will only enter play if you are ...").
- "Izumi will not attach non-Fire Spells.", "this card cannot attach Items.": compiler 7's "Will not attach
  ..." with the card's own name as its subject (`refuses_attachments`, a Personality's).
- "Mori will not be controlled by a Lion Clan player.": compiler 16's "Will not be controlled by ..."
  (`refuses_controllers`), with the card's own name as its subject.
- "Will not be transferred or destroyed." (The Jade Hand, an Item; a Follower's too): while it is in play it
  is neither attached to another card (compiler 17's "Will not be transferred") nor destroyed (the effects
  document, Prevention: "This Personality will not be destroyed" is its example of a continuous prevention;
  "will not" is no negation).
- "This Personality loses and will not gain Duelist." (Teaching Stick; "cannot gain"; on a Follower or Item
  its bearer): while the card is in play the keyword is removed (`remove_keyword`) and its new grants do not
  happen (compiler 17's "will not gain": new occurrences only).
- "This Personality does not die for having 0C." (Grinder): compiler 17's "... for having 0 Chi".

Read only to be refused, with the reason:
- attacking and defending ("Kaede cannot attack.", "Will not defend.", "Chiako may not assign, and will not
  move, into a defending army", "This Personality may not be assigned to ... an attacking army"): the Desk
  plays no declaration of an attack, nor an assignment to an attacking or defending army (`assign` is a zone
  change; a "may not assign" would also forbid what the text allows).
- "will not join a Unicorn Clan player": "join" is not defined by the corpus (nor is a player's Wind,
  Stronghold or Sensei in the conditions some of these add).
- "will not gain a Clan Alignment": the engine has no Clan alignment of a card.
- "may not Lobby": Lobbying is not played (l5r.desk.imperial-favor).
- "will not issue challenges", "will not challenge or be challenged", "will not be challenged": the engine
  plays a challenge only as a duel whose text lets it be refused; one that says nothing of refusing is not
  played, so who may issue or receive a challenge has nothing to act on.
- "Will not enter play normally.", "... if your Wind is ...", "... unless you have taken three Political
  actions this turn", and every other entry condition the transformer does not read (_q21o_condition).
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .events import check_keyword
from .shared import ATTACH_KINDS

_Q21O_ENTERING = ("personality", "holding")  # cards that enter play by themselves (not attached)
_Q21O_RING = re.compile(r"you (do not )?control the (Ring of (?:Air|Earth|Fire|Water|the Void))")
_Q21O_HONOR = re.compile(r"your Family Honor is (-?\d+) or (higher|more|above|lower|less|below)")
_Q21O_KIND = r"([A-Z][\w'-]*(?: [A-Z][\w'-]*)*?)"
_Q21O_PLURAL = {"cards": None, "Personalities": "personality", "Holdings": "holding", "Followers": "follower"}
_Q21O_SINGULAR = {"card": None, "Personality": "personality", "Holding": "holding", "Follower": "follower"}
_Q21O_CONTROL_ANY = re.compile(
    rf"you control (any|no) {_Q21O_KIND}(?: (cards|Personalities|Holdings|Followers))?"
)
_Q21O_CONTROL_A = re.compile(rf"you control an? {_Q21O_KIND}(?: (card|Personality|Holding|Follower))?")
_Q21O_THERE_IS = re.compile(rf"there is an? {_Q21O_KIND}(?: (card|Personality|Holding|Follower))? in play")
_Q21O_ATTACH_WITH = re.compile(
    r"[Tt]his card will not attach (Followers|Items|Spells) with (?:an? )?"
    r"(?:(\d+)(?: or (higher|lower))? Gold Cost|Honor Requirement of (\d+)(?: or (higher|lower))?)\."
)
_Q21O_NOT_KEYWORDS = frozenset({"Ring", "Rings", "Wind", "Stronghold", "Sensei", "Gold", "Honor"})
_Q21O_REFUSALS = (
    (re.compile(r"\b(?:attack|defend|assign|be assigned)\b"),
     "attacking and defending: the Desk plays no declaration of an attack, nor an assignment to an "
     "attacking or defending army ('assign' is a zone change; 'may not assign' would forbid more)"),
    (re.compile(r"\bjoin\b"), "'join' a player: the corpus does not define joining a player"),
    (re.compile(r"\bClan [Aa]lignments?\b"), "Clan alignments: the engine has no Clan alignment of a card"),
    (re.compile(r"\b[Ll]obby\b"), "Lobbying is not played (l5r.desk.imperial-favor)"),
    (re.compile(r"\bchalleng"),
     "who may issue or receive a challenge: the engine plays a challenge only as a duel whose text lets it "
     "be refused, so a restriction on challenges has nothing to act on"),
)  # fmt: skip


def _q21o_counted(kind: str, card_type: str | None, keyword_name) -> dict:
    """The cards of "Shadowlands cards", "Naval Personalities", "a Courtier": one keyword read as the compiler
    reads keywords, and a card type."""
    if kind in _Q21O_NOT_KEYWORDS or kind in _Q21O_PLURAL or kind in _Q21O_SINGULAR:
        raise NotUnderstood(f"'{kind}' in an entry condition is not a keyword the compiler reads here")
    check_keyword(kind)
    counted = dict(keyword_name(kind))
    if card_type:
        counted["type"] = card_type
    return counted


def _q21o_condition(words: str, keyword_name) -> dict:
    """The condition "you control the Ring of Air", "your Family Honor is 1 or higher", "you control any
    Shadowlands cards", "you control no Naval Personalities", "you control a Courtier", "there is a Kami
    Personality in play" (the whole of it, or NotUnderstood). "you": the card's controller ($controller)."""
    if found := _Q21O_RING.fullmatch(words):
        ring = {"controller": "$controller", "type": "ring", "title": found.group(2)}
        return {"count": ring, "at_most": 0} if found.group(1) else {"count": ring, "at_least": 1}
    if found := _Q21O_HONOR.fullmatch(words):
        value, way = int(found.group(1)), found.group(2)
        bound = "at_least" if way in ("higher", "more", "above") else "at_most"
        return {"player_stat": "family_honor", "player": "$controller", bound: value}
    if found := _Q21O_CONTROL_ANY.fullmatch(words):
        counted = _q21o_counted(found.group(2), _Q21O_PLURAL.get(found.group(3) or "cards"), keyword_name)
        bound = {"at_least": 1} if found.group(1) == "any" else {"at_most": 0}
        return {"count": {"controller": "$controller", **counted}, **bound}
    if found := _Q21O_CONTROL_A.fullmatch(words):
        counted = _q21o_counted(found.group(1), _Q21O_SINGULAR.get(found.group(2) or "card"), keyword_name)
        return {"count": {"controller": "$controller", **counted}, "at_least": 1}
    if found := _Q21O_THERE_IS.fullmatch(words):
        counted = _q21o_counted(found.group(1), _Q21O_SINGULAR.get(found.group(2) or "card"), keyword_name)
        return {"count": counted, "at_least": 1}
    raise NotUnderstood(f"the entry condition '{words}' is not one the compiler reads")


def _q21o_turned(condition: dict) -> dict:
    """The condition that ``condition`` does not hold ("if X": the card enters only while X does not hold):
    the comparison turned round (whole numbers: at least N <-> at most N-1)."""
    if "at_least" in condition:
        rest = {k: v for k, v in condition.items() if k != "at_least"}
        return {**rest, "at_most": condition["at_least"] - 1}
    rest = {k: v for k, v in condition.items() if k != "at_most"}
    return {**rest, "at_least": condition["at_most"] + 1}


@v_args(inline=True)
class OwnRestrictionsText(Transformer):
    def q21o_will_not_enter(self, token):
        """ "Will not enter play unless you control the Ring of Air." / "... if your Family Honor is 1 or
        higher." (its own name read as "this card"): the card enters play only while the condition holds
        (`enters_only_while`; "if X": while X does not hold), judged each time it would enter
        (entry_conditions.py, l5r.desk.entry-conditions). A Personality's or Holding's only."""
        text = str(token).removesuffix(".")
        if self.own_type not in _Q21O_ENTERING:
            raise NotUnderstood(f"'will not enter play' on a {self.own_type}: an attachment enters play "
                                "attaching, which does not ask whether it may enter play")  # fmt: skip
        found = re.fullmatch(r"(?:Will not|[Tt]his card will not) enter play (if|unless) (.+)", text)
        if found is None:  # (the terminal's own shape: never)
            raise NotUnderstood("'will not enter play': not read")
        condition = _q21o_condition(found.group(2), self.keyword_name)
        if found.group(1) == "if":
            condition = _q21o_turned(condition)
        return {"enters_only_while": condition}, "entry restriction"

    def q21o_this_will_not_attach(self, _token, *refused):
        """ "Izumi will not attach non-Fire Spells." (its own name read as "this card"; "cannot attach"):
        compiler 7's "Will not attach ..." (a Personality's; the Desk's rule l5r.desk.attach-restrictions)."""
        return self.will_not_attach(*refused)

    def q21o_attach_with(self, token):
        """ "Conjuror will not attach Spells with a 4 or higher Gold Cost.", "Souchou will not attach
        Followers with 0 Gold Cost.", "Masutaro will not attach Followers with an Honor Requirement of 2 or
        higher." (its own name read as "this card"; a Personality's): compiler 7's "Will not attach ..." with
        the card's current stat bounded (`stats: {gold_cost: {at_least: 4}}`; a number alone is exactly that
        number). A Follower whose Honor Requirement is "-" has none, so no bound matches it."""
        found = _Q21O_ATTACH_WITH.fullmatch(str(token))
        if found is None:  # (the terminal's own shape: never)
            raise NotUnderstood("'will not attach ... with': not read")
        kind, way = found.group(1), found.group(3) or found.group(5)
        value = int(found.group(2) or found.group(4))
        stat = "gold_cost" if found.group(2) else "honor_requirement"
        bound = {"at_least": value} if way == "higher" else {"at_most": value} if way == "lower" else {
            "at_least": value, "at_most": value}  # fmt: skip
        refused = {"type": ATTACH_KINDS[kind], "stats": {stat: bound}}
        return self.will_not_attach(refused)

    def q21o_this_not_controlled(self, token):
        """ "Mori will not be controlled by a Lion Clan player." (its own name read as "this card"): compiler
        16's "Will not be controlled by ..." (refuses_controllers, clan_restrictions.py)."""
        words = str(token).split(" will not be controlled by ", 1)[1]
        return self.c16c_refuses_controllers(f"Will not be controlled by {words}")

    def q21o_not_transferred_or_destroyed(self, token):
        """ "Will not be transferred or destroyed." (The Jade Hand; "This Item will not ..."): while the card
        is in play it is not attached to another card (compiler 17's "Will not be transferred") and it is not
        destroyed (`prevent: {event: destroy}`; the effects document's Prevention gives "This Personality will
        not be destroyed" as a continuous prevention; "will not" is no negation). A Follower's or Item's."""
        text = str(token)
        (transferred,) = self.q17c_not_transferred(text.replace(" or destroyed.", "."))[0]["traits"]
        kept = {"card": "$source", "is": {"in_play": True}}
        destroyed = {"id": f"{self.clause_id}.2", "targets": "$source",
                     "prevent": {"event": "destroy", "negation": False}, "while": kept}  # fmt: skip
        return {"traits": [transferred, destroyed]}, "will not be transferred"

    def q21o_loses_and_will_not_gain(self, token):
        """ "This Personality loses and will not gain Duelist." ("cannot gain"; on a Follower or Item "This
        Personality" is its bearer): while the card is in play the keyword is removed (`remove_keyword`, a
        continuous trait) and new grants of it do not happen (compiler 17's "will not gain": new occurrences
        only, l5r-ce-effects, Prevention, EXCEPTION)."""
        words = str(token).removesuffix(".").split()
        keyword = words[-1]
        check_keyword(keyword)
        target = self.this_card(words[1])
        if target == "$source" and self.own_type != "personality":
            raise NotUnderstood(f"'this card loses {keyword}' on a {self.own_type}")
        prevent = {"keyword": keyword, "direction": "gain", "occurrences": "new", "negation": False}
        traits = [
            {"id": self.clause_id, "targets": target, "remove_keyword": keyword},
            {"id": f"{self.clause_id}.2", "targets": target, "prevent": prevent},
        ]
        return {"traits": traits}, "keyword gain prevented"

    def q21o_zero_c(self, token):
        """ "This Personality does not die for having 0C.": compiler 17's "... for having 0 Chi"."""
        return self.q17c_zero_chi(str(token).replace("0C.", "0 Chi."))

    def q21o_refused(self, token):
        """Attacking, defending, joining, Clan alignments, Lobbying, challenges: refused with the reason (see
        the module's docstring)."""
        text = str(token)
        for pattern, reason in _Q21O_REFUSALS:
            if pattern.search(text):
                raise NotUnderstood(reason)
        raise NotUnderstood("what this card will not do is not read")  # (the terminal's own shape: never)
