"""L5R card text, Reactions taken as something is about to happen: 'Reaction: Before this Personality is
destroyed, destroy this card: Negate the Personality's destruction', 'Reaction: Before you gain Honor:
Negate the gain', 'Reaction: Before another player loses Honor: Negate the loss'. Its grammar rules are
in l5r.lark (compiler 19, part N); its transformer methods (prefixed q19n_) are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood

_Q19N_IN_PLAY = ("personality", "follower", "item", "holding", "region", "stronghold", "spell")
_Q19N_THIS = re.compile(r"this (\w+) is destroyed")
_Q19N_NAMED = re.compile(r"(?:of (?:this|the) (\w+)\.$|the (\w+)['\u2019]s destruction)")
# "Negate the Personality's destruction": the card about to be destroyed, as the Reaction is taken
_Q19N_NEGATION = {"targets": "$reacted_card", "kind": "instantaneous",
                  "trigger": {"event": "destroyed", "timing": "before", "card": "$reacted_card"},
                  "prevent": {"event": "destroy"}}  # fmt: skip


def _q19n_trigger(self, token, negate) -> dict:
    """{event: destroyed, timing: before, card} of "Before this X is destroyed", checked against the card its
    negation names ("the Personality's destruction" after "this Personality")."""
    if self.own_type not in _Q19N_IN_PLAY:
        raise NotUnderstood(f"'before this card is destroyed' on a {self.own_type}: a card not in play is "
                            "not destroyed from play")  # fmt: skip
    named = _Q19N_THIS.search(str(token)).group(1)
    card = self.this_card(named)
    found = _Q19N_NAMED.search(" ".join(str(negate).split()))
    if found is not None:
        other = found.group(1) or found.group(2)
        if other.lower() != named.lower() and self.this_card(other) != card:
            raise NotUnderstood(f"the Reaction answers this {named}'s destruction and negates the {other}'s: "
                                "which card is meant is not said")  # fmt: skip
    return {"event": "destroyed", "timing": "before", "card": card}


@v_args(inline=True)
class BeforeReactionsText(Transformer):
    def q19n_constrained(self, *parts):
        parts = [p for p in parts if not (isinstance(p, Token) and p.type == "Q19N_TO")]  # "..., X to negate"
        *prefix, token, (costs, target), negate = parts
        if target is not None:
            raise NotUnderstood("a target in a Reaction before a destruction: not read")
        cost = {**costs, **(prefix[0] if prefix else {}), "_trigger": _q19n_trigger(self, token, negate)}
        return ("effects", cost, None, [[dict(_Q19N_NEGATION)]])

    def q19n_plain(self, *parts):
        *prefix, token, negate = parts
        cost = {**(prefix[0] if prefix else {}), "_trigger": _q19n_trigger(self, token, negate)}
        return ("effects", cost, None, [[dict(_Q19N_NEGATION)]])

    def q19n_before_ability(self, designators, body):
        """ "Reaction: Before this Personality is destroyed, destroy this card: Negate the Personality's
        destruction.": a Reaction taken as that destruction is about to happen (card features, Abilities,
        constraints block A: a Reaction's trigger is a point in time when it can be taken; the Desk's rule
        l5r.desk.reaction-before-event: its player decides beforehand, it is taken only if the destruction
        comes, its costs paid then), whose negation negates that destruction only (l5r-ce-effects, Prevention:
        a prevention triggered by, and preventing, an individual effect prevents only it): an action's
        triggered prevention of the card about to be destroyed ($reacted_card), used up by it."""
        piece, family = self.ability(designators, body)
        (ability,) = piece["abilities"]
        if ability.get("trigger", {}).get("timing") != "before":
            raise NotUnderstood("a Reaction before a destruction without its trigger")
        return piece, family
