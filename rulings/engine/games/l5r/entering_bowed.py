"""Cards whose text says they enter play bowed (compiler 20, part H; the Desk's rule l5r.desk.enters-bowed):
"This card enters play bowed." (Coin Pouch), "This Fortification enters play bowed." (Carpenter Shrine),
"This Holding enters play bowed." The card field `entering: {bowed: true}`: whenever the card enters
play, from wherever and by whatever effect, it is bowed as it arrives. It is not bowed by an effect: it
arrives bowed, so no `bowed` event happens (nothing answering a card's bowing answers it), and what answers
its entering play sees it bowed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import BOOLEAN
from ...language.vocabulary import CardField
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

FIELD = "entering"
ENTERING_FIELDS = {"bowed": {**BOOLEAN, "description": "true: the card enters play bowed"}}
ENTERS_BOWED = DeskRule(
    "l5r.desk.enters-bowed",
    "enters-bowed",
    "Cards that enter play bowed",
    'A card whose text says "This card enters play bowed." ("This Holding ...", "This Fortification ...") '
    "is bowed as it enters play, however it enters play: it arrives bowed, it is not bowed by an effect, so "
    "nothing that answers a card's bowing answers it, and whatever answers its entering play finds it "
    "bowed.",
    f"{NOT_IN_CORPUS}: the rulebook's sections on entering play are not in the corpus.",
    'The card\'s own text ("This card enters play bowed.", Coin Pouch; "This Fortification enters play '
    'bowed.", Carpenter Shrine); card features: a card is bowed or unbowed, and "bow" is the effect that '
    "turns an unbowed card sideways.",
    "A card whose text says it enters play bowed arrives bowed",
)
register_desk_rules(GAME, (ENTERS_BOWED,))
RULE = ENTERS_BOWED.id


def _parse(node: Node, ctx: ParseContext, card_id: str) -> bool:
    if not node.is_mapping("{bowed: true} (the card's text: 'This card enters play bowed.')"):
        return False
    node.keys_allowed(ENTERING_FIELDS)
    if node.value.get("bowed") is not True:
        node.error("bowed is true: the card enters play bowed (the only way of entering it says)", "bowed")
    return True


def _fields(engine: Engine, card: Card) -> dict:
    return engine.scenario.card_extra(card.id)


def on_zone_change(engine: Engine, card: Card, old_zone: str, _new_zone: str) -> None:
    """A card with `entering: {bowed: true}` entering play: bowed as it arrives (no event)."""
    if engine.rules.is_in_play_zone(old_zone) or old_zone == "attached" or not engine.in_play(card):
        return  # (an attached card moving on was in play already)
    if not _fields(engine, card).get(FIELD) or card.flags.get("bowed"):  # (parsed: True)
        return
    card.flags["bowed"] = True
    engine.touch(card.id)
    engine.note(RULE, f"{card.id} enters play bowed, as its text says (it is not bowed by an effect)")


_SHAPE = {"type": "object", "properties": ENTERING_FIELDS, "required": ["bowed"]}
_SHAPE["additionalProperties"] = False
CARD_FIELDS = {
    FIELD: CardField(
        _parse,
        "'This card enters play bowed.' (the card's own text): `{bowed: true}`, whenever it enters play it "
        "arrives bowed, no `bowed` event happening (the Desk's rule l5r.desk.enters-bowed).",
        _SHAPE,
    ),
}
