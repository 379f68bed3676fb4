"""Where a card entered play from: "After this Follower enters play from your hand", "After Eikaru enters play
from one of your Provinces" (the Desk's rule l5r.desk.entered-from).

As a card enters play, the area it was in just before is remembered (`on_zone_change`); once its entering play
has been answered (the event `enters_play`), the event `enters_play_from_hand` or `enters_play_from_province`
happens to the same card, by its controller, if that area was its player's hand or one of his Provinces (any
other area: nothing more happens). Before it enters play, "before" triggers of the same event answer while it
is still there (`before`). The events answer triggered traits and Reactions as `enters_play` does (a
Reaction's trigger names the card or a kind of card: reactions.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...state.zones import fire
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card

AREAS = ("hand", "province")  # the areas a card may enter play from that card text names
FROM_HAND = "enters_play_from_hand"
FROM_PROVINCE = "enters_play_from_province"
TRIGGER_EVENTS = {
    FROM_HAND: "a card enters play from its player's hand (the Desk's own rule)",
    FROM_PROVINCE: "a card enters play from one of its player's Provinces (the Desk's own rule)",
}

ENTERED_FROM = DeskRule(
    "l5r.desk.entered-from",
    "entered-from",
    "Entering play from a hand or a Province",
    "A card enters play from your hand (or from a Province of yours) when the area it was in just before it "
    "entered play was your hand (one of your Provinces). \"After this Follower enters play from your hand\" "
    "happens once its entering play has happened, to that card; a card entering play from anywhere else (a "
    "deck, a discard pile, created) does not enter play from your hand or a Province.",
    "The corpus names entering play as a trigger (card features, Triggered traits: \"After this Personality "
    "enters play:\") but does not say what entering play \"from your hand\" or \"from a Province\" is.",
    "The card features' Triggered traits (entering play is a point in time a trigger names) and the areas "
    "the game keeps (a player's hand, his Provinces): the area named is the one the card left as it entered "
    "play.",
    "A card enters play from your hand (a Province) when that is the area it left to enter play",
)
register_desk_rules(GAME, (ENTERED_FROM,))


def _area(engine: Engine, zone: str) -> str | None:
    family = engine.rules.zone_family(zone)
    return family if family in AREAS else None


def on_zone_change(engine: Engine, card: Card, old_zone: str, new_zone: str) -> None:
    """A card entering play: remember the area it came from (its event happens once it has entered)."""
    area = _area(engine, old_zone)  # (a hand and a Province are out of play)
    if area is not None and engine.in_play(card):
        engine.game_state.entered_from[card.id] = area


def on_event(engine: Engine, event: str, card: str | None) -> None:
    """Once a card's entering play has been answered: it entered play from its hand or a Province."""
    if event != "enters_play" or card is None:
        return
    area = engine.game_state.entered_from.pop(card, None)
    if area is None:
        return
    controller = engine.cards[card].controller
    engine.note(ENTERED_FROM.id, f"{card} entered play from {controller}'s {area}")
    fire(engine, f"enters_play_from_{area}", card, controller)


def before(engine: Engine, event: str, card: str | None) -> None:
    """A card about to enter play, still in its hand or Province: what answers before it enters from there."""
    if event != "enters_play" or card is None or card not in engine.cards:
        return
    found = engine.cards[card]
    area = _area(engine, found.zone)
    if area is not None:
        engine.rules.before_event(engine, f"enters_play_from_{area}", card, found.controller)
