"""What Naruto Mythos remembers beyond the shared state: mission versions, control links, upgrade stacks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card


@dataclass
class ControlLink:
    """A "Controller" token on `controller` (a card) linked to the "Controlled" token on the taken card."""

    controller: str
    player: str  # who took control
    broken: bool = False


@dataclass
class NarutoState:
    versions: dict[str, int] = field(default_factory=dict)  # mission -> changes of its state so far
    player_version: int = 0  # changes of player state (Chakra, the Edge)
    latched: dict[tuple[str, str], tuple[tuple, bool]] = field(default_factory=dict)
    core_reads: int = 0  # > 0 while a static effect is checked: stats read as core values
    links: dict[str, ControlLink] = field(default_factory=dict)  # controlled card -> its link
    under: dict[str, str] = field(default_factory=dict)  # top card of a stack -> the card under it
    staging: list[tuple[str, str, dict, dict]] | None = None  # changes of the effect being applied
    plays: dict[str, dict[str, Any]] = field(default_factory=dict)  # card -> whether/why it was played
    effects: dict[str, tuple] = field(default_factory=dict)  # card -> its instant effects (cards.py)
    traits: frozenset[str] = frozenset()  # ids of the cards' continuous effects (statics and triggered)
    # The card play sequence under way: the card played, its stage ("entry" or "instant"), its instant effects
    playing: str | None = None
    stage: str | None = None
    playing_effects: frozenset[str] = frozenset()
    done: set[str] = field(default_factory=set)  # instant effects that did something, this play (if you do)
    defeating: set[str] = field(default_factory=set)  # cards being defeated (control breaks by defeat)
    defeated_by: dict[str, list[str]] = field(default_factory=dict)  # effect -> the cards it last defeated
    moved_by: dict[str, list[str]] = field(default_factory=dict)  # effect -> the cards it last moved
    hidden_power: dict[str, int] = field(default_factory=dict)  # effect -> the Power of what it last hid
    played_by: dict[str, str] = field(default_factory=dict)  # effect -> the card it last played (play_card)
    # card played as an upgrade -> (the card under it, that card's stats just before: "upgraded from")
    upgraded_from: dict[str, tuple[str, dict[str, int]]] = field(default_factory=dict)
    left_from: dict[str, str] = field(default_factory=dict)  # card -> last mission
    looked_at: dict[str, str] = field(default_factory=dict)  # effect -> card looked at
    c14n_discarded: dict[str, list[str]] = field(default_factory=dict)  # effect -> its deck top card (c14 N)


def state(engine: Engine) -> NarutoState:
    return engine.game_state


def effect_rule(engine: Engine, effect: str | None) -> str:
    """The rule under which an effect happens: a continuous effect's (triggered, or an "instead" answering
    another effect), else an instant effect's."""
    name = (effect or "").split("@", 1)[0]
    return "naruto.triggered" if name in state(engine).traits else "naruto.instant"


def mission_of(engine: Engine, card: Card | None) -> str | None:
    if card is None or not engine.in_play(card):
        return None
    return engine.location(card)


def mission_changed(engine: Engine, *missions: str | None) -> None:
    """The state of these missions changed: static effects checking conditions there are re-checked."""
    versions = state(engine).versions
    for mission in missions:
        if mission and engine.rules.zone_family(mission) == "mission":
            versions[mission] = versions.get(mission, 0) + 1


def opponent(engine: Engine, player: str | None) -> str | None:
    others = [p.id for p in engine.scenario.players if p.id != player]
    return others[0] if len(others) == 1 else None
