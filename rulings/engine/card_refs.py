"""A database card named with `ref:` brings its text as clauses: its abilities are `a1`, `a2` ... on the card
(an ability id is the card's own) and its traits `t1`, `t2` ... in printed order (a clause played by several
effects: `t2`, `t2.2` ...; an ability the engine plays as a trait, such as a Holding's Gold production, keeps
its `a1`). Effect ids are the scenario's, so two cards' `t1` would clash: in a scenario the trait `t1` of card
`x` is the effect `x.t1` (its trait costs follow it)."""

from __future__ import annotations

import re
from typing import Any

CLAUSE_ID = re.compile(r"[at]\d+(?:\.\d+)?")


def scoped(definition: dict[str, Any], card_id: str) -> dict[str, Any]:
    """The definition with its trait clause ids made the scenario card's own."""
    traits, costs = definition.get("traits"), definition.get("trait_costs")
    if not isinstance(traits, list):
        return definition
    renamed = [
        {**trait, "id": _scoped(trait["id"], card_id)}
        if isinstance(trait, dict) and isinstance(trait.get("id"), str)
        else trait
        for trait in traits
    ]
    out = {**definition, "traits": renamed}
    if isinstance(costs, dict):
        out["trait_costs"] = {_scoped(k, card_id) if isinstance(k, str) else k: v for k, v in costs.items()}
    return out


def _scoped(effect_id: str, card_id: str) -> str:
    return f"{card_id}.{effect_id}" if CLAUSE_ID.fullmatch(effect_id) else effect_id
