"""L5R's battlefields in filters: `in_army_of` and `opposing` (cards on the two sides of a battle) and the
zone symbol `$battlefield` (the battlefield of the battle in progress). Declared here and registered on L5R's
`GameRules`; a game without them refuses them at parse, naming itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import FilterField, ZoneSymbol

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

CURRENT_BATTLEFIELD = "$battlefield"
TEXT = {"type": "string"}


def _parse_card(node: Node, ctx: ParseContext, key: str) -> str | None:
    card = node.text(key, None)
    ctx.known_card(node, key, card, symbols=True)
    return card


def _other(engine: Engine, card_id: str, source: str | None) -> Card | None:
    return engine.cards.get(engine.resolve_symbol(card_id, source) or "")


def _in_army_of(engine: Engine, card: Card, card_id: str, source: str | None) -> bool:
    other = _other(engine, card_id, source)
    if other is None or not engine.in_play(other) or not engine.in_play(card):
        return False
    return other.controller == card.controller and engine.location(other) == engine.location(card)


def _opposing(engine: Engine, card: Card, card_id: str, source: str | None) -> bool:
    other = _other(engine, card_id, source)
    return other is not None and opposing(engine, card, other)


def opposing(engine: Engine, a: Card, b: Card) -> bool:
    """Two cards oppose each other when both are in play at the same battlefield on different sides."""
    if not (engine.in_play(a) and engine.in_play(b)):
        return False
    where = engine.location(a)
    if not where.startswith("battlefield") or where != engine.location(b):
        return False
    return {side(engine, a), side(engine, b)} == {"attacking", "defending"}


BATTLEFIELD_STATUS = ("attacking", "defending", "opposed")  # a side of a battlefield, and facing the other
LEAVES = "l5r.side.leaves"


def leave(engine: Engine, card: Card, battlefield: str) -> None:
    """A side is a sub-area of a battlefield (Glossary, Side): a unit leaving the battlefield leaves its side,
    so every status that belongs to the battlefield ends (attacking, defending, and opposed there)."""
    ended = [flag for flag in BATTLEFIELD_STATUS if card.flag(flag)]
    if not ended:
        return
    for flag in ended:
        card.flags[flag] = False
    engine.touch(card.id)
    engine.note(LEAVES, f"{card.id} leaves {battlefield}: no longer {', '.join(ended)}")


def side(engine: Engine, card: Card) -> str | None:
    while card.attached_to and card.zone == "attached":
        card = engine.cards[card.attached_to]
    return "attacking" if card.flag("attacking") else "defending" if card.flag("defending") else None


def current_battlefield(engine: Engine) -> str | None:
    """The battlefield of the battle in progress (None: no battle)."""
    return next((params.at for name, params in reversed(engine.state.procedures) if name == "battle"), None)


FILTER_FIELDS = {
    "in_army_of": FilterField(_parse_card, _in_army_of, "in the army of this card's controller", TEXT),
    "opposing": FilterField(_parse_card, _opposing, "opposing this card", TEXT),
}
ZONE_SYMBOLS = {
    CURRENT_BATTLEFIELD: ZoneSymbol(
        current_battlefield, "the current battlefield", "no battle is in progress"
    ),
}
