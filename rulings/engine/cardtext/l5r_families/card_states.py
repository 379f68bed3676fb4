"""L5R card text, where a card is and what it has, in filters, conditions and traits: 'If this card is
face-up in one of your provinces', 'Destroy it if it has no attachments', '+1F for each Spell in her
unit', 'a Holding controlled by a player who controls three or more Holdings', 'After one of your
Weapons is destroyed'. Its grammar rules are in l5r.lark (compiler 20, part I); its transformer methods
(prefixed q20i_) are a mixin of l5r._Build.

Read (compiler 20, part I):
- "<effect> it if it has <what>." after the target is chosen (an effect that happens once, as "Destroy it if
  it is bowed": the condition judged as it happens on the effect's card, `while: {subject: ...}`): "Destroy
  it if it has no attachments." (Hida Kaiji: without_attached: {}), "if it has an attachment" / "any
  attachments" (with_attached: {}), "if it has a Weapon" / "any Items" / "no Followers" (an attached card of
  a kind, as compiler 20, part A reads "he has"), "if it has any Poison tokens" (has_tokens).
- "<this card> has +1F for each Spell in her unit." (Isawa Shioki), "+1F/+1C for each Follower in his unit":
  a fluctuating bonus counting the cards of the kind in this card's unit (in_unit: $source: its own unit, or
  its bearer's for an attachment, l5r.desk.units), as "for each Spell in this unit" is read; only in the
  trait of this card or its bearer (the grammar's has_item), so "his unit" is the unit of the card given the
  bonus.
- "controlled by a player who controls a Shadowlands card / three or more Holdings / a dishonorable
  Personality / no Shugenja", "... who does not control a Formation", a qualifier of a chosen card (Poisoned
  Kiss, Convenient Disaster, Peasant Defenders): the filter field `controller_controls: {cards, at_least,
  at_most}` (games/l5r/controller_counts.py): the card's controller controls that many cards of the kind in
  play as the filter is checked.
- "While you control a Port, Keda has +1C.", "While opposed, Rengou has +1F for each Follower in his
  unit.", "While you control Imperial Favor, this Follower has Elite." (a condition written before "<this
  card> has ...", starting "you control", "opposed", "attacking" or "defending"): the text rewrite
  q20i_while_first (l5r.NAME_REWRITES) reads it as the same sentence with the condition last ("Keda has +1C
  while you control a Port."), which earlier families read or refuse; only where the one who has it is this
  card (its name, "this card", "this Personality" ...) and the sentence has one condition and no comma after
  it.
- "Your Lion Clan Personalities at Tomio's location have +1F." (Akodo Tomio), "Your Personalities and
  Followers at this card's battlefield have +1F.": every card of the kind at this card's location
  (at_location_of: $source) or battlefield (at_battlefield_of: $source), re-checked all along, the kind read
  as compiler 18, part H reads it; on a card of a unit only.

Refused on purpose: "if it has ..." with a second condition ("... and you control a Courtier", "... and this
card has more than twice its Force": two conditions are not read), a condition on the effect that chooses the
target ("Target an enemy card: Bow it if it has no attachments": whether the effect's target is chosen when
the condition fails is not fixed, as for "if it is"), "if it has 0 Gold Cost" or other stats; "for each ... in
his unit" given by an action ("Give him +1F for each Follower in his unit": whose unit is not fixed) or on a
card that is in no unit (a Holding, a Region); "controlled by a player who controls two Personalities" (a
bare number: exactly two or at least two is not said), "... the Ring of Earth" (a title), "... a Crab card" (a
clan alone), "... any cards" (no kind), "does not control three or more" (not read), "who has taken a Maho
action this game", "controlled by another player who ..."; a condition written first on another card, with
two conditions, or before a sentence with a second condition; "Your other ... at this card's battlefield",
"Enemy ... at this card's battlefield" ("other", "enemy": not read by the kind, as in part H), "at this
card's location" on a Holding or any card in no unit, and a second condition after it.
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .area_statics import _kind, _traits
from .shared import UNIT_CARDS, counted_filter, own_names

_PLACED_TYPES = UNIT_CARDS  # cards at a location: a Personality and the cards of his unit

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# the card type a counted noun names ("card": any type)
_KINDS = {"card": "card", "cards": "card", "Personality": "personality", "Personalities": "personality",
          "Follower": "follower", "Followers": "follower", "Holding": "holding", "Holdings": "holding",
          "Item": "item", "Items": "item", "Spell": "spell", "Spells": "spell", "Region": "region",
          "Regions": "region"}  # fmt: skip


@v_args(inline=True)
class CardStatesText(Transformer):
    """The transformer methods of card_states (mixed into l5r._Build)."""

    def q20i_if_it_has(self, effects, token):
        """ "Destroy it if it has no attachments.": the effect only if its card has what is said, judged as
        it happens (on the effect's card, as compiler 7's "if it is")."""
        what = self._q20i_it_has(" ".join(str(token).split()[2:]))
        return [{**effect, "_if_is": what} for effect in effects]

    def _q20i_it_has(self, rest: str) -> dict:
        """ "no attachments", "an attachment", "any attachments", "a Weapon", "no Followers", "any Poison
        tokens"."""
        if re.search(r"\b(?:and|or)\b", rest):
            raise NotUnderstood(f"'if it has {rest}': two conditions joined by 'and' / 'or' are not read")
        attachments = re.fullmatch(r"(no|any|an) attachments?", rest)
        if attachments:
            if (attachments[1] == "an") == rest.endswith("s"):
                raise NotUnderstood(f"'{rest}': the number does not match the article")
            return {"without_attached": {}} if attachments[1] == "no" else {"with_attached": {}}
        negated, what = self._q20a_what(f"has {rest}")
        if negated or not what.keys() & {"with_attached", "without_attached", "has_tokens", "no_tokens"}:
            raise NotUnderstood(f"'if it has {rest}': not an attached card or a token")
        return what

    def q20i_counted_unit(self, *parts):
        """ "Spell in her unit", "other Follower in his unit": the cards of the kind in this card's unit."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'in his unit' on a {self.own_type} (a card in no unit)")
        counted = counted_filter({}, parts[:-1])
        if not counted.keys() - {"not_cards"}:
            raise NotUnderstood("'for each card in his unit' names no kind of card")
        return {**counted, "in_unit": "$source"}

    def q20i_has_bonus_unit(self, token, for_each, counted):
        """ "Shioki has +1F for each Spell in her unit": a fluctuating bonus (it follows the count)."""
        return self.has_bonus_per(token, for_each, counted)

    def q20i_has_pair_unit(self, token, for_each, counted):
        """ "This Personality has +1F/+1C for each Follower in his unit"."""
        return self.has_bonus_pair_per(token, for_each, counted)

    def q20i_kind_at_own_have(self, kinds, place, items):
        """ "Your Lion Clan Personalities at Tomio's location have +1F.": every card of the kind at this
        card's location (or battlefield), re-checked all along."""
        if self.own_type not in _PLACED_TYPES:
            raise NotUnderstood(f"'this card's location' on a {self.own_type} (read on a card in a unit)")
        where = "at_location_of" if str(place).endswith("location") else "at_battlefield_of"
        chosen = {**_kind(str(kinds), self.keyword_name), where: "$source"}
        return {"traits": _traits(self.clause_id, chosen, items)}, "kinds at this card's location have"

    def q20i_controlled_by_who(self, token):
        """ "controlled by a player who controls three or more Holdings": the chosen card's controller
        controls that many cards of the kind in play, as the filter is checked (controller_controls)."""
        words = str(token).split()[5:]
        negated = words[0] == "does"
        words = words[3:] if negated else words[1:]
        bounds, plural, words = _q20i_how_many(words, negated=negated)
        return {"controller_controls": {"cards": self._q20i_kind(words, plural), **bounds}}

    def _q20i_kind(self, words: list[str], plural: bool) -> dict:
        """ "Shadowlands card", "Holdings", "dishonorable Personality", "Formation": the cards counted."""
        phrase = " ".join(words)
        cards: dict = {}
        if words and words[0] == "dishonorable":
            cards["dishonorable"] = True
            words = words[1:]
        kind = _KINDS.get(words[-1]) if words else None
        if kind is not None:
            if words[-1].endswith("s") != plural:
                raise NotUnderstood(f"'controls {phrase}': the number does not agree with its noun")
            if kind != "card":
                cards["type"] = kind
            words = words[:-1]
        if any(not word[0].isupper() for word in words):
            raise NotUnderstood(f"'controls {phrase}': words the compiler does not read")
        if words:
            cards.update(self.keyword_name(*words))
        if not cards.keys() - {"dishonorable"}:
            raise NotUnderstood(f"'controls {phrase}': names no kind of card")
        if cards.get("dishonorable") and cards.get("type") != "personality":
            raise NotUnderstood(f"'controls {phrase}': 'dishonorable' of a card other than a Personality")
        return cards


def _q20i_how_many(words: list[str], *, negated: bool) -> tuple[dict, bool, list[str]]:
    """ "a", "any", "no", "three or more" (and "does not control a"): the bounds, whether the noun is
    plural, and the words left."""
    if words[1:3] == ["or", "more"]:
        number = _NUMBERS.get(words[0]) or (int(words[0]) if words[0].isdigit() else 0)
        if negated or number < 1:
            raise NotUnderstood(f"'controls {' '.join(words)}': a number the compiler does not read")
        return {"at_least": number}, True, words[3:]
    if words[0] in ("a", "an"):
        return ({"at_most": 0} if negated else {"at_least": 1}), False, words[1:]
    if words[0] in ("any", "no") and not negated:
        return ({"at_least": 1} if words[0] == "any" else {"at_most": 0}), True, words[1:]
    raise NotUnderstood(f"'controls {' '.join(words)}': not read")


# "While you control a Port, Keda has +1C.": a condition written before "<this card> has ..."
_Q20I_WHILE_FIRST = re.compile(
    r"While (?P<when>(?:you control|opposed|attacking|defending)\b[^,.:;()]*), "
    r"(?P<who>this (?:card|Personality|Follower|Item|Shugenja)|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?) "
    r"has (?P<what>[^.,:;()]+)\."
)


def q20i_while_first(text: str, title: str) -> str:
    """ "While you control the Imperial Favor, this card has +1F." read as "This card has +1F while you
    control the Imperial Favor." (the same sentence, its condition written first; only where the one who has
    it is this card, by its name, or its bearer, and nothing else in the sentence has a condition)."""
    found = _Q20I_WHILE_FIRST.fullmatch(text.strip())
    if not found or re.search(r"\b(?:while|if|unless|and|or)\b", found["when"] + " " + found["what"]):
        return text
    who = found["who"]
    if not who.startswith("this ") and who not in own_names(title):
        return text
    subject = "This " + who.split()[1] if who.startswith("this ") else who
    return f"{subject} has {found['what']} while {found['when']}."
