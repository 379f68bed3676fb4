"""A database card named with `ref:` brings its text as clauses: its abilities are `a1`, `a2` ... on the card
(an ability id is the card's own) and its traits `t1`, `t2` ... in printed order (a clause played by
several effects: `t2`, `t2.2` ...; an ability's effects: `a1`, `a1.2` ...; an ability the engine plays as a
trait, such as a Holding's Gold production, keeps its `a1`). Effect ids are the scenario's, so two cards'
`t1` (or two copies of one card) would clash: in a scenario the effect `t1` of card `x` is `x.t1`, wherever
the card's text names it (its trait costs and every field of EFFECT_REFS: `if_changed`, Naruto's
`replaces`, `if_you_do`, `moved_by` ...).
So is a card its text creates (`create: {id: bear}` on card `x` creates `x.bear`), and the effects of that
card's text are its own (`x.bear.a1`)."""

from __future__ import annotations

import re
from typing import Any

# a clause's effect (a1, a1.2) and a cost or step of it the compiler names (a1.discard, a1.favor)
CLAUSE_ID = re.compile(r"[at]\d+(?:\.\d+)?(?:\.[a-z]+)?")
# fields naming an effect of the same text: the effect it changes, depends on, or reads what it did
EFFECT_REFS = frozenset(
    {
        "if_changed",
        "replaces",
        "defeated_by",
        "if_you_do",
        "played_by",
        "powerup_discarded_cost",
        "moved_by",
        "power_hidden_by",
        "looked_at_by",
        "defeated_had",
    }
)
CREATING_OPS = frozenset({"create", "create_attached"})  # their card's id is the created card's own
ABILITY_KEYS = frozenset({"abilities", "grant_ability"})  # an ability's id is its card's own, not scoped


def scoped(definition: dict[str, Any], card_id: str) -> dict[str, Any]:
    """The definition with its effects' clause ids (and the references to them) made the scenario card's
    own."""
    return _walk(definition, card_id, ability=False)


def _walk(value: Any, card_id: str, *, ability: bool) -> Any:
    if isinstance(value, list):
        return [_walk(item, card_id, ability=ability) for item in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for key, item in value.items():
        if (key == "id" and not ability) or key in EFFECT_REFS:
            out[key] = _scoped(item, card_id)
        elif key in CREATING_OPS and isinstance(item, dict) and isinstance(item.get("id"), str):
            created = f"{card_id}.{item['id']}"
            out[key] = {**_walk(item, created, ability=False), "id": created}
        elif key == "trait_costs" and isinstance(item, dict):
            out[key] = {_scoped(k, card_id): _walk(v, card_id, ability=False) for k, v in item.items()}
        else:
            out[key] = _walk(item, card_id, ability=key in ABILITY_KEYS)
    return out


def _scoped(effect_id: Any, card_id: str) -> Any:
    if isinstance(effect_id, str) and CLAUSE_ID.fullmatch(effect_id):
        return f"{card_id}.{effect_id}"
    return effect_id
