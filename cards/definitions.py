"""A card as the rules engine's scenario language describes one (``docs/scenario-format.md``, "Cards").

The printed facts come from the database: type, title, uniqueness, keywords and the stats the engine can
hold (numbers and signed modifiers as their signed value, a printed "-" as "-"; variable stats have no value
and are left out). The card's effect script, a YAML mapping in the same language, adds what the text does
(``traits``) and may override any printed field.
"""

from __future__ import annotations

import yaml

from .models import Card
from .stats import DASH, VARIABLE

# Desk names -> scenario-language names, where they differ.
ENGINE_STATS = {"l5r": {"cost": "gold_cost", "focus": "focus_value"}}
ENGINE_TYPES = {"l5r": {"strategy": "action"}}  # the scenario language calls Fate-deck Strategies "action"
FACTIONS_ARE_KEYWORDS = frozenset(
    {"naruto"}
)  # Naruto texts name groups like keywords: "Leaf Village character"


def _engine_stat_names(game: str, card_type: str) -> frozenset[str] | None:
    """The stats the engine accepts on this type of card, or None when the engine does not say."""
    try:
        from rulings.engine.loader import load_games

        return frozenset(load_games()[game].card_types[card_type])
    except (ImportError, KeyError, AttributeError):
        return None


def engine_stat(game: str, name: str) -> str:
    """The scenario language's name of a Desk stat ("cost" -> "gold_cost" in L5R)."""
    return ENGINE_STATS.get(game, {}).get(name, name)


def card_definition(card: Card) -> dict:
    card_type = card.card_type.lower()
    card_type = ENGINE_TYPES.get(card.game, {}).get(card_type, card_type)
    allowed = _engine_stat_names(card.game, card_type)
    names = ENGINE_STATS.get(card.game, {})
    stats: dict[str, int | str] = {}
    for stat in card.stats.all():
        name = names.get(stat.name, stat.name)
        if (allowed is not None and name not in allowed) or stat.kind == VARIABLE:
            continue
        stats[name] = "-" if stat.kind == DASH else stat.value
    definition = {
        "type": card_type,
        "title": card.title,
        "unique": card.is_unique,
        "keywords": card.keywords + (card.factions if card.game in FACTIONS_ARE_KEYWORDS else []),
        "stats": stats,
    }
    if card.effect_script:
        definition.update(effect_script_mapping(card.effect_script))
    return definition


def effect_script_mapping(script: str) -> dict:
    """An effect script's YAML as a mapping ({} for an empty script); raises ValueError when it is not one."""
    try:
        data = yaml.safe_load(script)
    except yaml.YAMLError as exc:
        raise ValueError(f"effect script is not valid YAML: {exc}") from exc
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ValueError("an effect script is a mapping of card fields (type, traits, ...)")
    return data
