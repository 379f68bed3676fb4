"""What the shared core asks of a game: its card types and stats, zones, durations and rulebook checks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..evaluator import Engine
    from ..ledger import Mod
    from ..state import Card


@dataclass(frozen=True)
class StatSpec:
    name: str
    floor: bool = True  # step B of L5R: negative totals count as 0
    signed: bool = False  # printed with a sign (modifier stats): no floor
    player: bool = False  # a player's stat (e.g. Family Honor) rather than a card's
    allows_dash: bool = False


class GameRules:
    """Defaults are neutral; a game module overrides what its rules say differently."""

    name = ""
    card_types: dict[str, frozenset[str]] = {}
    stats: dict[str, StatSpec] = {}
    in_play_zones: frozenset[str] = frozenset({"in_play"})
    other_zones: frozenset[str] = frozenset({"deck", "hand", "discard", "removed"})
    durations: frozenset[str] = frozenset({"end_of_turn", "end_of_game", "permanent", "while_source_in_play"})
    procedures: frozenset[str] = frozenset({"turn", "phase"})
    default_ongoing_duration = "end_of_game"
    flags: frozenset[str] = frozenset({"bowed"})
    rule_ids: dict[str, str] = {}  # engine concept -> this game's rule id
    default_entry_zone = "in_play"

    def rule(self, concept: str) -> str:
        return self.rule_ids[concept]

    def zone_family(self, zone: str) -> str:
        return zone.split(":", 1)[0]

    def is_in_play_zone(self, zone: str) -> bool:
        return self.zone_family(zone) in self.in_play_zones

    def card_stats(self, card_type: str) -> frozenset[str]:
        return self.card_types.get(card_type, frozenset())

    def stat_floor(self, card: Card | None, stat: str) -> bool:
        spec = self.stats[stat]
        return spec.floor and not spec.signed

    def rulebook_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        return []

    def bearer_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        """Records that attached cards (e.g. modifier stats of Items) give their bearer."""
        return []

    def created_card_stats(self, card_type: str, given: dict) -> dict:
        """Base stats of a created card: those its creating effect gives."""
        return dict(given)

    def before_procedure_ends(self, engine: Engine, name: str) -> None:
        """Effects that end immediately before a procedure ends (e.g. L5R Focus Value changes in a duel)."""

    def state_checks(self, engine: Engine, cards: list[Card]) -> None:
        """Continuously applied rulebook effects (e.g. L5R's Chi death), run after every step."""

    def on_zone_change(self, engine: Engine, card: Card, old_zone: str, new_zone: str) -> None:
        """Memory rules when a card changes zone (e.g. L5R's tracking rule)."""
