"""Take control (Controller and Controlled tokens), the ways control breaks, and the no-repetition rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...steps.apply import change_zone
from .state import ControlLink, mission_changed, mission_of, state

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card


def take(
    engine: Engine, card: Card, controller: str | None, player: str, to: str | None, hidden: bool
) -> None:
    """`player` takes control of `card` through the card `controller` (it gets the Controller token)."""
    before = mission_of(engine, card)
    if to:
        change_zone(engine, card, to, event="entered")
    if hidden:
        card.flags["hidden"] = True
    card.controller = player
    state(engine).links[card.id] = ControlLink(controller or "", player)
    mission_changed(engine, before, mission_of(engine, card))
    engine.touch(card.id)
    where = engine.location(card)
    engine.note("naruto.control.take", f"{player} takes control of {card.id} through {controller} ({where})")
    engine.event("control", card=card.id, player=player, source=controller)
    break_links_of(engine, card, "the controller becomes controlled", "naruto.control.breaks.controlled")
    no_repetition(engine, card)


def break_links_of(engine: Engine, card: Card, why: str, rule: str) -> bool:
    """Links whose Controller is this card break (hidden, defeated, left play, became controlled), each way
    by its own rule; whether any did."""
    broke = False
    for controlled, link in state(engine).links.items():
        if link.controller == card.id and not link.broken:
            link.broken = broke = True
            engine.note(rule, f"control of {controlled} by {card.id} breaks: {why}")
            engine.touch(controlled)
    return broke


def left_play(engine: Engine, card: Card, new_zone: str) -> None:
    """A card leaving play: it is its owner's again (a controlled card goes to its owner's pile or hand)."""
    links = state(engine).links
    if card.id in links:
        del links[card.id]
        engine.note(
            "naruto.control.leaves-play",
            f"{card.id} was controlled: it leaves play to its owner {card.owner}'s {new_zone}",
        )
    card.controller = card.owner
    card.flags.pop("hidden", None)
    card.tokens = {}
    if card.id in state(engine).defeating:
        broke = break_links_of(engine, card, "the controller is defeated", "naruto.control.breaks.defeated")
    else:
        broke = break_links_of(engine, card, "the controller left play", "naruto.control.breaks.left-play")
    if broke:
        engine.note(
            "naruto.control.played-again",
            f"{card.id} lost the Controller condition on leaving play: played again, it controls nothing",
        )


def return_broken(engine: Engine) -> None:
    """As soon as possible, a card whose control broke goes back to its owner, in its state and mission."""
    st = state(engine)
    for controlled in sorted(st.links):
        link = st.links[controlled]
        card = engine.cards[controlled]
        if not link.broken or not engine.in_play(card):
            continue  # still controlled, or under another card until it is on top again
        del st.links[controlled]
        card.controller = card.owner
        mission = engine.location(card)
        mission_changed(engine, mission)
        engine.touch(card.id)
        engine.note(
            "naruto.control.breaks",
            f"{card.id} goes back to its owner {card.owner}, in the same state and mission ({mission})",
        )
        engine.event("control_returns", card=card.id, player=card.owner)
        no_repetition(engine, card)


def arrives_on_top(engine: Engine, card: Card) -> None:
    """A card on top of its stack again: while its Controller is still linked, that player controls it."""
    link = state(engine).links.get(card.id)
    if link is not None and not link.broken:
        card.controller = link.player
    no_repetition(engine, card)


def duplicate_of(engine: Engine, card: Card, mission: str, controller: str) -> Card | None:
    """Another character with the same name on this player's side of the mission, if any."""
    if card.title is None:
        return None  # a card without a name has no namesake
    for other in engine.cards.values():
        if (
            other is not card
            and other.type == "character"
            and other.title == card.title
            and other.controller == controller
            and engine.in_play(other)
            and engine.location(other) == mission
        ):
            return other
    return None


def no_repetition(engine: Engine, card: Card) -> None:
    """A newly arrived duplicate is discarded at once: not a defeat, and it triggers nothing."""
    if card.type != "character" or not engine.in_play(card) or card.title is None:
        return
    mission = engine.location(card)
    other = duplicate_of(engine, card, mission, card.controller)
    if other is None:
        return
    engine.note(
        "naruto.no-repetition.duplicate",
        f"{card.id} arrives where {other.id} has the same name ({card.title}): {card.id} is discarded "
        "(not a defeat; it triggers nothing)",
    )
    change_zone(engine, card, "discard", event="discarded")
