"""The guided builder's logic, with no Django in it: a builder state -> a scenario mapping -> its YAML text.

A state is what the user has picked so far: the game, cards (from the card database, or described here with
a type and stats), and a timeline of effects, steps and questions chosen from menus. Every menu is built from
the game's vocabulary as the engine defines it (``GameRules``: card types and their stats, player stats,
zones, flags, its own effect ops and questions), so a game without bowing is never offered "Bow"; the
builder's own tables only say which of those words it knows how to ask for in a form (an ``Option``: the
inputs it needs and the scenario it writes).

The state travels in a hidden form field as JSON. ``BuilderState.from_json`` never trusts it: every field
is checked (types, sizes, names against the vocabulary, cards and actions a step names) and any problem is a
``BuilderError`` with a sentence for the user.

The modules: ``limits`` (players, sizes, the error), ``options`` (what the builder can offer),
``vocabulary`` (a game's menus), ``state`` (the state and reading it from JSON), ``checks``, ``scenario``
(state -> scenario -> YAML) and ``edits`` (what each form does to the state).
"""

from __future__ import annotations

from .checks import check_card, check_step, validate
from .edits import (
    add_described_card,
    add_known_card,
    add_step,
    card_id_for,
    move_step,
    place_card,
    remove_card,
    remove_step,
)
from .limits import (
    MAX_AMOUNT,
    MAX_CARDS,
    MAX_STATE_CHARS,
    MAX_STEPS,
    MAX_TEXT,
    PLAYER_LABELS,
    PLAYERS,
    BuilderError,
)
from .options import ALL_OPTIONS, EFFECTS, FIELDS, QUESTIONS, STEPS, Option
from .scenario import build, scenario_mapping, scenario_text
from .state import BuilderState, CardChoice, KnownCard, StepChoice, checked_text
from .vocabulary import NUMBERED_ZONES, TOKEN_OPS, ZONE_ORDER, Vocabulary, label_of, vocabulary

__all__ = [
    "ALL_OPTIONS",
    "EFFECTS",
    "FIELDS",
    "MAX_AMOUNT",
    "MAX_CARDS",
    "MAX_STATE_CHARS",
    "MAX_STEPS",
    "MAX_TEXT",
    "NUMBERED_ZONES",
    "PLAYERS",
    "PLAYER_LABELS",
    "QUESTIONS",
    "STEPS",
    "TOKEN_OPS",
    "ZONE_ORDER",
    "BuilderError",
    "BuilderState",
    "CardChoice",
    "KnownCard",
    "Option",
    "StepChoice",
    "Vocabulary",
    "add_described_card",
    "add_known_card",
    "add_step",
    "build",
    "card_id_for",
    "check_card",
    "check_step",
    "checked_text",
    "label_of",
    "move_step",
    "place_card",
    "remove_card",
    "remove_step",
    "scenario_mapping",
    "scenario_text",
    "validate",
    "vocabulary",
]
