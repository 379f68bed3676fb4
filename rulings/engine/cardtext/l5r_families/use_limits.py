"""L5R card text, how often and when an ability may be used: 'Any number of times per turn, but only once
per targeting', 'Once per duel', 'Any number of times per turn, if ...', 'Any number of times per turn,
when paying a Gold cost', 'before this Personality receives a Chi penalty'. Its grammar rules are in
l5r.lark (compiler 19, part J); its transformer methods (prefixed q19j_) are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import _limit

TIMES = {"once": 1, "twice": 2, "three": 3}
# what a limit per event or per card counts ("targeting", "Personality", "game per target")
UNCOUNTED = re.compile(
    r"(?:Any number of times per turn, but only once per|(?:Once|Twice) per \w+ per) ([^,:]+)", re.I
)


def q19j_limit(text: str) -> dict:
    """ "Three times per battle", "Once per duel", "Twice per duel": the ability's `limit` (times in the
    period of that procedure: the engine counts each duel as it counts each battle)."""
    words = text.rstrip(",").lower().split()
    if words[0] == "any":  # "Any number of times per turn, but only once per duel"
        return {"times": 1, "per": words[-1]}
    return {"times": TIMES[words[0]], "per": words[-1]}


@v_args(inline=True)
class UseLimitsText(Transformer):
    def q19j_constraints(self, token, constraint_list):
        """ "Three times per battle, bow a target ...:", "Once per duel, target ...:"."""
        costs, target = constraint_list
        return ({**costs, "_limit": q19j_limit(str(token))}, target)

    def q19j_limit_alone(self, token):
        """ "Three times per turn: Give this Personality +1F." (a limit and no other constraint)."""
        return ({"_limit": q19j_limit(str(token))}, None)

    def q19j_reaction_limit(self, token):
        """ "Reaction: Once per duel, after this Personality wins a duel: ..." (before its trigger)."""
        return {"_limit": q19j_limit(str(token))}

    def q19j_limited_unconstrained(self, token, effects):
        """ "Battle: Three times per battle, bow a target enemy Follower ..." (no constraint: the effects)."""
        return ("effects", {"_limit": q19j_limit(str(token))}, None, effects)

    def q19j_uncounted(self, token):
        """ "Any number of times per turn, but only once per targeting, ...", "Once per game per Personality":
        refused, naming what the limit counts."""
        text = str(token)
        match = UNCOUNTED.match(text)
        what = match.group(1) if match else "event"
        raise NotUnderstood(
            f"a limit once per {what}: the engine counts an ability's uses in each turn, phase, battle, duel "
            "or game, not for each event it answers or each card it acts on"
        )

    def q19j_limit_even_if_bowed(self, limit, token, constraints=({}, None)):
        """ "Any number of times per turn, even if this card is bowed[, costs and a target]": the limit
        ("Any number of times per turn" as compiler 7 reads it) and `even_if_bowed`, as each alone is read."""
        costs, target = self.even_if_bowed(token, constraints)
        return ({**costs, "_limit": _limit(str(limit))}, target)


# the events a Reaction or triggered trait answers during a duel or as it ends (a duel's winner and loser)
DUEL_EVENTS = frozenset({"duel_won", "duel_lost"})


def check_duel_limits(piece: dict) -> None:
    """ "Once per duel" only on what answers a duel's events: the engine counts an ability's uses in the
    period of the duel last begun, and outside a duel the text says nothing of how often it may be used."""
    for part in piece.get("abilities", []) + piece.get("traits", []):
        if (part.get("limit") or {}).get("per") != "duel":
            continue
        if (part.get("trigger") or {}).get("event") not in DUEL_EVENTS:
            raise NotUnderstood(
                "'Once per duel' on an ability that does not answer a duel's winning or losing: the card "
                "text does not say how often it may be used outside a duel"
            )
