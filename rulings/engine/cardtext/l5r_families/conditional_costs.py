"""L5R card text, costs and targets with conditions: optional costs ('and you may bow it', 'If you bowed a
card to pay this action's cost'), dishonoring a performer as a cost, 'unless this is the Attack Phase', 'which
must have ... unless ...', 'Bow it if it has no attachments', 'His controller may ...', units compared. Its
grammar rules are in l5r.lark (compiler 18, part E); its transformer methods (prefixed q18e_) are a mixin of
l5r._Build.

Read (compiler 18, part E):
- "Battle, Bow: <effects>. You may bow one of your Mines to ignore the cost of bowing Xijkt." (also "one of
  Miyami's / her Weapons", "one of his Spells"), and "You may discard a card to ignore the cost of bowing
  Kamina.": the ability's cost `{bow: $source, instead_of_bowing: {card: $source, bow_one: <kind>}}` (or
  `discard_from_hand: {}`): its player may pay that instead of bowing the card (games/l5r/instead_costs.py,
  the Desk's rule l5r.desk.cost-instead). The card ignored must be the one the designator "Bow" bows ("him /
  her" only on a Personality); "one of his Weapons" is a card attached to it (as "Bow Yupadi or one of her
  Spells" reads, constraints.py).
Refused on purpose: the same sentence on an ability without "Bow" in its designators (no bowing to ignore);
two kinds ("one of your Forests or Pearls": one filter only); "bow your performing Magistrate / target
performing Courtier to ignore ..." (a performer named in the sentence after the effects) and "bow a Spell
attached to ..." (not read); "... if she has no Items" and other conditions on the ignoring.
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import Drafted, as_performer, own_names

_INSTEAD = "_q18e_instead"  # the body's cost key, checked and written out by finish_conditional_costs
_UNLESS_IF = "bow_unless_if"  # the cost field (unless_conditions.py)
_PERFORMED = "_q18e_performed"  # "which he must perform": who is meant, read by finish_conditional_costs


def own_kinds(text: str, title: str) -> str:
    """ "one of Miyami's Weapons" (the card's own name) -> "one of this card's Weapons" (l5r._this_card)."""
    for name in own_names(title):
        if name in text:
            text = re.sub(rf"\bone of {re.escape(name)}['\u2019]s (?=[A-Z])", "one of this card's ", text)
    return text


def finish_conditional_costs(ability: dict, drafted: Drafted) -> None:
    """The ability once its cost and effects are known: the cost paid instead of bowing this card, and the
    card that must perform an additional action."""
    _check_instead(ability, drafted.own_type)
    for effect in ability.get("effects", ()):
        grant = effect.get("additional_action")
        if isinstance(grant, dict) and _PERFORMED in grant:
            grant["performer"] = _additional_performer(ability, grant.pop(_PERFORMED))


def _additional_performer(ability: dict, words: str) -> str:
    """ "which he must perform": the performer, or the one target when there is no performer; "which must be
    performed by that Follower": the one target, of that kind; "by the Yojimbo": the performer, of that
    kind."""
    performer = "$performer" in repr(ability.get("cost", {}))
    targets = [e["choose"] for e in ability.get("effects", ()) if e.get("targeting") and "choose" in e]
    kind = words.split()[-1]
    if words == "which this card must perform":  # "which Takasho must perform": this card's own ability
        if ability.get("cost", {}).get("requires") or targets:
            raise NotUnderstood(f"'{words}' beside a performer or a target the text chose")
        return "$source"
    if words.startswith("which he") or words.startswith("which she"):
        if performer and not targets:
            return "$performer"
        if len(targets) == 1 and not performer:
            return "$target1"
        raise NotUnderstood(f"'{words}': 'he' is not the one performer or the one target")
    if " that " in words:
        if len(targets) == 1 and _of_kind(targets[0], kind):
            return "$target1"
        raise NotUnderstood(f"'{words}': no one target of that kind")
    requires = ability.get("cost", {}).get("requires", {})
    if performer and not targets and requires.get("cards") == ["$performer"] and _of_kind(requires, kind):
        return "$performer"
    raise NotUnderstood(f"'{words}': not the performer the text chose")


def _of_kind(chosen: dict, kind: str) -> bool:
    types = chosen.get("type", [])
    types = [types] if isinstance(types, str) else types
    return kind.lower() in types or kind in chosen.get("keywords", [])


def _check_instead(ability: dict, own_type: str) -> None:
    """ "You may X to ignore the cost of bowing <this card>": only where the ability's cost bows this card
    (its "Bow" designator); written out as the cost's `instead_of_bowing`."""
    cost = ability.get("cost", {})
    if _INSTEAD not in cost:
        return
    instead = cost.pop(_INSTEAD)
    who, whose = instead.pop("_who"), instead.pop("_whose", None)
    if cost.get("bow") != "$source":
        raise NotUnderstood("'to ignore the cost of bowing' this card: the ability's cost does not bow it")
    if who in ("him", "her") and own_type != "personality":
        raise NotUnderstood(f"'bowing {who}' on a {own_type}: which card is meant is not said")
    if who.startswith("this ") and who.lower() not in ("this card", f"this {own_type}"):
        raise NotUnderstood(f"'{who}' on a {own_type}")
    if whose in ("his", "her", "this card's") and own_type != "personality":
        raise NotUnderstood("'one of his' cards of a card other than this Personality")
    if whose in ("his", "her", "this card's"):
        instead["bow_one"] = {**instead["bow_one"], "attached_to": "$source"}
    cost["instead_of_bowing"] = {"card": "$source", **instead}


@v_args(inline=True)
class ConditionalCostsText(Transformer):
    """The transformer methods of conditional_costs (mixed into l5r._Build)."""

    def q18e_effects_instead(self, effects, instead):
        """ "<effects>. You may bow one of your Mines to ignore the cost of bowing this card.": the effects,
        and the other cost (check_instead writes it once the designators' cost is known)."""
        return ("effects", {_INSTEAD: instead}, None, effects)

    def q18e_additional_performed(self, _token, timing, *rest):
        """ "You may take an additional Battle action, which he must perform": the grant, its performer read
        once the ability's performer and targets are known (finish_conditional_costs)."""
        which = str(rest[-1])
        if self.own_type != "personality" and "this card" in which:
            raise NotUnderstood(f"'{which}' on a {self.own_type}: a Personality performs his own actions")
        return [{"player": True, "additional_action": {"designator": str(timing), _PERFORMED: which}}]

    def q18e_bow_this_unless_control(self, token, _article, controlled):
        """ "Bow Kyushi unless you control a Shugenja": this card (a Spell's: its bearer) is bowed for the
        cost only while its player controls no such card (bow_unless_if, unless_conditions.py)."""
        this = self._this_or_bearer(" ".join(str(token).split()[:3]))
        return {"bow": this, _UNLESS_IF: _controls(controlled)}

    def q18e_bow_performer_unless_control(self, _token, chosen, _unless, _article, controlled):
        """ "Bow your performing Monk unless you control a Temple": the performer must be one; bowing him is
        the cost only while the player controls no such card."""
        return {"bow": "$performer", "requires": as_performer(chosen), _UNLESS_IF: _controls(controlled)}

    def q18e_choose_bow_unless_control(self, _token, chosen, _bow, _article, controlled):
        """ "Choose your performing Monk and bow him unless you control a Ring"."""
        return ("cost", self.q18e_bow_performer_unless_control(None, chosen, None, None, controlled))

    def q18e_bow_this_unless_won(self, token):
        """ "Bow Yukihito unless he won a duel this turn": this card is bowed for the cost only while it has
        not won a duel this turn (its bearer on a Spell: "this Shugenja")."""
        this = self._this_or_bearer(" ".join(str(token).split()[:3]))
        return {"bow": this, _UNLESS_IF: {"won_duel_this_turn": this}}

    def q18e_choose_bow_unless_won(self, _token, chosen, _bow):
        """ "Choose your performing unbowed Yojimbo, and bow him unless he has won a duel this turn"."""
        unless = {"won_duel_this_turn": "$performer"}
        return ("cost", {"bow": "$performer", "requires": as_performer(chosen), _UNLESS_IF: unless})

    def q18e_instead_bow(self, token, kinds, ignored):
        """ "You may bow one of your Mines / this card's Weapons": one unbowed card of the kind, the player's
        (a cost bows only cards its player controls)."""
        if len(kinds) != 1:
            raise NotUnderstood("one of two kinds of card bowed instead of this card (one kind only is read)")
        whose = str(token).removeprefix("You may bow one of ")
        return {"bow_one": kinds[0], "_whose": whose, "_who": _who(ignored)}

    def q18e_instead_discard(self, _token, ignored):
        """ "You may discard a card": one card of the player's hand, any."""
        return {"discard_from_hand": {}, "_who": _who(ignored)}


def _controls(controlled: dict) -> dict:
    """ "you control a Shugenja": at least one such card in play its player controls."""
    return {"count": {**controlled, "controller": "$controller"}, "at_least": 1}


def _who(token) -> str:
    return str(token).removeprefix("to ignore the cost of bowing ")
