"""What an L5R evaluation remembers beyond cards and effects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...language.spec import EffectSpec


@dataclass
class L5RState:
    traits: dict[str, list[EffectSpec]] | None = None  # triggered traits by event (built when first needed)
    begun: dict[str, int] = field(default_factory=dict)  # how often each procedure has begun (turns ...)
    begun_at: dict[str, int] = field(default_factory=dict)  # procedure -> engine time it last began
    triggered: dict[tuple, int] = field(default_factory=dict)  # (trait, per, period) -> times triggered
    applied: dict[tuple, int] = field(default_factory=dict)  # (trait, per, period) -> effects applied
    fired: int = 0  # triggered traits resolved so far (names their effects)
    fired_by: dict[str, int] = field(default_factory=dict)  # trait id -> times it has triggered
    failed_searches: set[tuple[str, str]] = field(default_factory=set)  # (player, description)
    face_up: dict[str, dict[str, Any]] = field(default_factory=dict)  # last face-up stats of face-down cards
    ability_uses: dict[tuple, int] = field(default_factory=dict)  # (card, copy, per, period) -> uses
    title_plays: dict[tuple, int] = field(default_factory=dict)  # (player, title, per, period) -> plays
    printed: dict[str, tuple] | None = None  # printed abilities by card (built when first needed)
    effect_uses: dict[str, int] = field(default_factory=dict)  # ability effects used so far, by id
    searches: dict[str, dict[str, Any]] = field(default_factory=dict)  # search id -> what it found
    shown: set[str] = field(default_factory=set)  # face-down cards shown since they last moved
    duels: dict[str, dict[str, Any]] = field(default_factory=dict)  # duel id -> its record (duels.py)
    refused: set[tuple] = field(default_factory=set)  # (action, duel id) refused (challenges.py)
    tokens: dict[str, list] = field(default_factory=dict)  # tokens.py
    given: dict[str, Any] = field(default_factory=dict)  # traits on cards given or copied to them, by id
    given_keys: dict[tuple, str] = field(default_factory=dict)  # (effect, card, trait) -> id in `given`
    printed_traits: dict[str, list] | None = None  # each card's printed traits as (id, text) (granting.py)
    first_times: dict[tuple, list] = field(default_factory=dict)  # first_times.py
    removed: dict[tuple, Any] = field(default_factory=dict)  # (remove_trait effect, card) -> the text removed
    copied: dict[tuple, Any] = field(default_factory=dict)  # (copy effect, card) -> the ability copied
    payments: dict[str, dict[str, Any]] = field(default_factory=dict)  # payment id -> its record (gold.py)
    star_pay_with: dict[str, tuple[str, ...]] = field(default_factory=dict)  # action -> "* Gold" payers
    trait_costs: dict[tuple[str, str], Any] | None = None  # (card, triggered trait) -> its cost (costs.py)
    entered_from: dict[str, str] = field(default_factory=dict)  # card entering play -> area (entered_from.py)
    happened: list[tuple] = field(default_factory=list)  # (step, event, card) answered, for Reactions
    additional: list[dict[str, Any]] = field(default_factory=list)  # (additional_actions.py)
    setup_checked: bool = False  # the set-up's attachments judged (attach_restrictions.py)
    performers: dict[str, str] = field(default_factory=dict)  # action -> its performer (targeted_traits.py)
    resolving: tuple | None = None  # (action, depth, what it did) (action_results.py)
    opposed: set[tuple] = field(default_factory=set)  # (card, card that opposed it, battlefield) (19 A)
    opposed_in_battle: set[str] = field(default_factory=set)  # cards opposed during this battle (19 A)
    targeting: dict[str, tuple] = field(default_factory=dict)  # card -> (action, player, performer) last
    paying: dict[str, Any] | None = None  # the payment in progress while Reactions to it are used
    other_players_noted: set[tuple] = field(default_factory=set)  # (trait, card, players) (other_players.py)
    expendable: dict[str, str] = field(default_factory=dict)  # Expendable card about to go -> its player
    overconfident: dict[str, str] = field(default_factory=dict)  # Overconfident card about to leave -> player
