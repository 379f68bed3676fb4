"""A card destroyed if a condition is ever true (compiler 18, part F): "If this Personality is ever
dishonorable: Destroy this card.", "If this Personality ever has 0 Personal Honor: Destroy him." (the effects
document: "Some instantaneous effects may be continuously applied based on a condition, often using the word
'ever.' Example: 'If he is ever opposed, destroy him.'").

`destroyed_if_ever: true` is written as a continuous trait on the card to destroy, with the condition as its
`while`: while it applies (the condition holds and its card is in play), the card is destroyed, as Chi death
is (game.py's state checks): a continuously applied instantaneous effect occurs at the timing point "when"
its condition becomes true, and only a continuous or ongoing negation prevents it (an instantaneous one
answering the destruction does not: effects document, prevention EXCEPTION). Its source is the trait's card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...effects.params import NO_PARAMS
from ...language.vocabulary import FLAG, Op

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card

OP = "destroyed_if_ever"
RULE = "l5r.effects.continuously-applied"


def check(engine: Engine, cards: list[Card]) -> None:
    """Destroy each card in play to which a `destroyed_if_ever` trait applies now."""
    from ...effects.instant import attempt

    for card in sorted(cards, key=lambda c: c.id):
        if not engine.in_play(card):
            continue
        app = next((a for a in engine.apps_on(card.id, OP) if a.active and not a.blocked), None)
        if app is None:
            continue
        effect = app.effect
        noted = engine.log.continuous_notes.setdefault(card.id, set())
        if ("ever", effect.id) not in noted:  # re-checking an unchanged state notes nothing new
            noted.add(("ever", effect.id))
            text = f"{effect.id}'s condition is true: destroy {card.id} (continuously applied, instantaneous)"
            engine.note(RULE, text)
        source = engine.cards.get(effect.source or "")
        event = {
            "event": "destroy",
            "action": None,
            "origin": "trait",
            "controller": source.controller if source else effect.controller,
            "effect": effect.id,
            "source": effect.source,
        }
        attempt(engine, "destroy", NO_PARAMS, card.id, event, continuous=True)


OPS = {
    OP: Op(
        flag(OP),
        value=FLAG,
        doc="(continuous) 'If this Personality is ever dishonorable: Destroy this card': while it applies "
        "(its `while` holds), the target is destroyed, a continuously applied instantaneous effect (as Chi "
        "death; only a continuous or ongoing negation prevents it).",
        instant=False,
        substitute=False,
    )
}
