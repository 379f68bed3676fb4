"""Tokens counted as an attack's strength (compiler 19, part G): "Ranged 4 Attack, with +1 strength for each
Sake token on Sakata", "Ranged Attack with strength equal to the number of Poison tokens in play +2".

`ranged_attack: {strength: {tokens: Sake, of: $source, each: 1}, plus: 4}`: `each` for each token of that
kind on the card `of` (a card id or symbol); `{tokens: Poison, in_play: true}`: the tokens of that kind on
every card in play. The count is read as the attack resolves, as every amount an attack's strength names is
(the Desk's rule l5r.desk.attack-strength-amount, read_amounts.py), from the card's tokens then (tokens.py:
a card's tokens are on it while it is in play, l5r.desk.tokens-leave-play). A card not in play has none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

FIELDS = {
    "tokens": {"type": "string", "description": "the kind of token counted (Sake, Poison)"},
    "of": {"type": "string", "description": "the card whose tokens are counted (a card id or symbol)"},
    "in_play": {"const": True, "description": "the tokens on every card in play"},
    "each": {"type": "integer", "minimum": 1, "description": "the amount for each token (default 1)"},
}
VALUE = {
    "type": "object",
    "properties": FIELDS,
    "required": ["tokens"],
    "oneOf": [{"required": ["of"]}, {"required": ["in_play"]}],
    "additionalProperties": False,
}


@dataclass(frozen=True, slots=True)
class TokenCount:
    """`each` for each token of `kind` on the card `of` (None: on every card in play)."""

    kind: str
    of: str | None = None
    each: int = 1


def is_token_count(node: Node) -> bool:
    return isinstance(node.value, dict) and "tokens" in node.value


def parse(node: Node, ctx: ParseContext) -> TokenCount | None:
    node.keys_allowed(FIELDS)
    kind = node.text("tokens")
    if not isinstance(kind, str) or not kind:
        node.error("tokens: the kind of token counted, a text (Sake, Poison)", "tokens")
        return None
    if node.has("of") == node.has("in_play"):
        node.error("count the tokens on one card (of: $source) or on every card in play (in_play: true)")
        return None
    each = node.integer("each", 1)
    if not isinstance(each, int) or each < 1:
        node.error("each: a whole number, 1 or more", "each")
        return None
    if node.has("in_play"):
        if node.boolean("in_play") is not True:
            node.error("in_play: true (or give `of`)", "in_play")
        return TokenCount(kind, None, each)
    of = node.text("of")
    ctx.known_card(node, "of", of, symbols=True, role="of")
    return TokenCount(kind, of, each)


def read(engine: Engine, count: TokenCount, source: str | None) -> tuple[int, str]:
    """The count now, and what it counted: the tokens of that kind on the card (in play) or on every card
    in play, times `each`."""
    if count.of is None:
        held = {c.id: c.tokens.get(count.kind, 0) for c in engine.cards.values() if engine.in_play(c)}
        held = {card: n for card, n in held.items() if n > 0}
        tokens = sum(held.values())
        where = ", ".join(f"{n} on {card}" for card, n in held.items()) or "none"
        what = f"{count.each} for each of {tokens} {count.kind} token(s) in play ({where})"
    else:
        whose = engine.resolve_symbol(count.of, source) if count.of.startswith("$") else count.of
        card = engine.cards.get(whose or "")
        tokens = card.tokens.get(count.kind, 0) if card is not None and engine.in_play(card) else 0
        what = f"{count.each} for each of {tokens} {count.kind} token(s) on {whose}"
    return count.each * tokens, what
