"""Tokens removed (compiler 18, part J): "Remove a Sake token from Tsubo.", "remove one Blood token from the
Dark Daughter" (an effect), "Destroy a Fire token on Shintaro: Ranged 3 Attack." (a cost).

`remove_token: {kind: Sake, count: 1}` on a card in play takes `count` tokens of that kind off it (all it has
when it has fewer; none: nothing happens). Removing a token is an instantaneous effect (effects document,
Instantaneous effects: "Attaching, transferring, or removing cards or tokens"), and the token's stat modifier,
a continuous effect while it is on the card, ends with it. The cost `remove_token: {kind: Fire, card:
$source}` (extra_costs.py) is paid the same way, one token; an action whose card has no such token cannot be
taken (a cost that cannot be paid, card features' Abilities C).

What the corpus does not say, the Desk's rule l5r.desk.token-removed reads: "destroy a token" is removing it
(a token is no card: it has no discard pile to go to); when the card's tokens of that kind came from effects
whose modifiers differ, which one leaves is the choice of the player removing it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import Op
from . import tokens
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

TOKEN_REMOVED = DeskRule(
    "l5r.desk.token-removed",
    "token-removed",
    "Tokens removed or destroyed",
    "Removing a token from a card, or destroying a token on it, takes it off the card: its stat modifier "
    "ends with it. When the card's tokens of that kind came from effects whose modifiers differ, the player "
    "removing one chooses which. A card with fewer tokens than the text removes loses all it has.",
    "The effects document says that removing tokens is an instantaneous effect and that a token's stat "
    "modifier is a continuous effect; it does not say what destroying a token is, nor which of a "
    "card's tokens of one kind leaves.",
    "The effects document's Instantaneous effects and Continuous effects: the modifier is a continuous "
    "effect of the token on the card, so it ends when the token is taken off.",
    "'Destroy a Fire token on Shintaro' takes one Fire token off him and its +1F ends",
)
register_desk_rules(GAME, (TOKEN_REMOVED,))

VALUE = {"type": "object", "properties": tokens.KIND_COUNT, "additionalProperties": False}


@dataclass(frozen=True, slots=True)
class RemoveToken:
    kind: str
    count: int = 1


def _parse(node: Node, ctx: ParseContext) -> RemoveToken | None:
    value = node.child_mapping("remove_token", "{kind: Sake, count: 1}", tokens.KIND_COUNT)
    if value is None:
        return None
    kind_count = tokens.kind_and_count(value)
    return None if kind_count is None else RemoveToken(*kind_count)


def remove(engine: Engine, card: Card, kind: str, by: str | None, why: str) -> bool:
    """One token of `kind` off the card (False: it has none). A token an effect put there takes that
    effect's modifier with it; among effects whose modifiers differ, `by` chooses (l5r.desk.token-removed)."""
    held = card.tokens.get(kind, 0)
    if held <= 0:
        return False
    placed = [item for item in tokens._placed(engine).get(card.id, []) if item.kind == kind]
    unplaced = held - sum(item.count for item in placed)
    options: list = sorted({item.stats for item in placed} | ({()} if unplaced > 0 else set()))
    stats = options[0]
    if len(options) > 1:
        labels = [", ".join(f"{stat} {amount:+d}" for stat, amount in option) or "none" for option in options]
        key = f"step {engine.step_index}: which {kind} token leaves {card.id}"
        stats = options[engine.choose(key, by, labels, TOKEN_REMOVED.id, f"the modifier of the {kind} token")]
    owners = [item for item in placed if item.stats == stats]
    if owners and not (stats == () and unplaced > 0):
        items = tokens._placed(engine)[card.id]
        index = items.index(owners[-1])
        if owners[-1].count > 1:
            items[index] = replace(owners[-1], count=owners[-1].count - 1)
        else:
            items.pop(index)
    if held > 1:
        card.tokens[kind] = held - 1
    else:
        card.tokens.pop(kind, None)
    text = f"{why}: a {kind} token leaves {card.id} ({held - 1} left), its modifier ends"
    engine.note(TOKEN_REMOVED.id, text)
    engine.touch(card.id)
    return True


def _perform(engine: Engine, params: RemoveToken, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None or not engine.in_play(card):
        engine.note(tokens.PLACED, f"{target} is not in play: no token is removed")
        return False
    effect = event.get("effect") or "?"
    removed = 0
    while removed < params.count and remove(engine, card, params.kind, event.get("controller"), effect):
        removed += 1
    if not removed:
        engine.note(tokens.PLACED, f"{effect}: {target} has no {params.kind} token to remove")
    return removed > 0


OPS = {
    "remove_token": Op(
        _parse,
        _perform,
        "remove_token",
        value=VALUE,
        doc="'Remove a Sake token from Tsubo': takes `count` tokens of `kind` (left out: unnamed) off each "
        "target in play (all it has when fewer), an instantaneous effect; their stat modifiers end "
        "(l5r.desk.token-removed).",
        substitute=False,
    ),
}
