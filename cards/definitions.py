"""A card as the rules engine's scenario language describes one (``docs/scenario-format.md``, "Cards").

The printed facts come from the database: type, title, uniqueness, keywords and the stats the engine can hold
(numbers and signed modifiers as their signed value, a printed "-" as "-"; variable stats have no value and
are left out). The card's effect script, a YAML mapping in the same language, adds what the text does
(``traits``) and may override any printed field; a card without one gets what its compiled text plays
(``cards.compiled``), as ``import_cards`` decides: a hand-written script wins over the compiled one. The
script's ``plays`` and ``partly`` say which clauses of the text it covers (``cards.clauses``); they are the
Desk's, not the engine's, so the definition leaves them out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import yaml

from rulings.engine.language.card_refs import CLAUSE_ID

from .compiled import ENGINE_TYPES, compile_text, current_compilation, with_compiled_fields
from .models import Card
from .stats import DASH, VARIABLE

if TYPE_CHECKING:
    from rulings.engine.cardtext.compiler import CardCompilation

# Desk names -> scenario-language names, where they differ.
ENGINE_STATS = {"l5r": {"cost": "gold_cost", "focus": "focus_value"}}
SCRIPT_DECLARATIONS = ("plays", "partly")  # what a script covers: read by cards.clauses, not by the engine
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
    """The card as the engine plays it: its printed facts, with its hand-written effect script applied, or,
    when it has none, what its compiled text plays (``cards.compiled``; the clauses it does not play are in
    the card's engine status, and an answer says it ignores them)."""
    definition = printed_definition(card)
    if card.effect_script:
        script = effect_script_mapping(card.effect_script)
        definition.update({k: v for k, v in script.items() if k not in SCRIPT_DECLARATIONS})
        return definition
    if definition_source(card) == COMPILED:
        return with_compiled_fields(definition, current_compilation(card).get("fields", {}))
    return definition


SCRIPT, COMPILED, PRINTED = "script", "compiled", "printed"  # where a card's definition comes from


def definition_source(card: Card) -> str:
    """What gives a card's definition its text: its hand-written ``script``, its ``compiled`` text (a card
    with text and no script, even when the compiler plays none of it), or nothing (``printed``: no text)."""
    if card.effect_script:
        return SCRIPT
    return COMPILED if card.text.strip() else PRINTED


def printed_definition(card: Card) -> dict:
    """The card's printed facts in the scenario language: type, title, uniqueness, keywords, stats."""
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
    return {
        "type": card_type,
        "title": card.title,
        "unique": card.is_unique,
        "keywords": card.keywords + (card.factions if card.game in FACTIONS_ARE_KEYWORDS else []),
        "stats": stats,
    }


def compiled_definition(card) -> tuple[dict, CardCompilation]:
    """A stored card's definition from its compiled text alone (its effect script set aside), and the
    compilation."""
    compiled = compile_text(card.game, card.card_type, card.text, card.title)
    return with_compiled_fields(printed_definition(card), compiled.fields), compiled


def with_script_ids(compiled: dict, script: dict) -> dict:
    """A compiled definition whose effects and traits take a hand-written script's ids, where both give one
    per clause in printed order (Naruto effects carry ids that scenarios name: ``use: {expansion-jutsu:
    true}``), so that one scenario can be played with either."""
    for name in ("effects", "traits"):
        mine, theirs = compiled.get(name, []), script.get(name, [])
        if mine and len(mine) == len(theirs):
            compiled[name] = [{**m, "id": t["id"]} for m, t in zip(mine, theirs, strict=True)]
    return compiled


def printed_text_stats(card) -> dict[str, int]:
    """Stats a stored card's text gives that its printed stats leave out (a Holding's "Bow: Produce 2 Gold."
    is its Gold Production): its hand-written script's, else its compiled text's."""
    stats = _text_fields(card).get("stats", {})
    return {name: value for name, value in stats.items() if isinstance(value, int)}


def clan_stat_changes(card) -> dict[str, dict[str, int]]:
    """What a stored card's text adds to its own stats for a player of a clan, at all times (Copper Mine's
    "or 3 Gold if you are a Lion Clan player": {"Lion": {"gold_production": 1}}): its script's or its compiled
    text's traits of that one shape; any other condition or effect is left out."""
    changes: dict[str, dict[str, int]] = {}
    for trait in _text_fields(card).get("traits", []):
        if not isinstance(trait, dict) or set(trait) != {"id", "targets", "stat", "change", "while"}:
            continue
        clan, change = trait["while"], trait["change"]
        if not (isinstance(clan, dict) and set(clan) == {"clan"} and isinstance(change, int)):
            continue
        if trait["targets"] == "$source":
            stats = changes.setdefault(str(clan["clan"]), {})
            stats[str(trait["stat"])] = stats.get(str(trait["stat"]), 0) + change
    return changes


def _text_fields(card) -> dict:
    """The fields a stored card's text adds to its definition: its script's, else its compiled text's."""
    if card.effect_script:
        try:
            return effect_script_mapping(card.effect_script)
        except ValueError:
            return {}
    return current_compilation(card).get("fields", {})


def script_declaration(script: str) -> tuple[list[str], dict[str, str], list[str]]:
    """What an effect script says it plays: (plays, partly, problems). ``plays`` lists clause ids the script
    plays fully; ``partly`` maps a clause id to what the script leaves out of it."""
    try:
        data = effect_script_mapping(script)
    except ValueError as exc:
        return [], {}, [str(exc)]
    plays, partly, problems = data.get("plays", []), data.get("partly", {}), []
    if not isinstance(plays, list) or not all(isinstance(item, str) for item in plays):
        problems.append("plays: expected a list of clause ids such as [a1, t1]")
        plays = []
    if not isinstance(partly, dict) or not all(isinstance(v, str) for v in partly.values()):
        problems.append("partly: expected a mapping of clause ids to what the script leaves out")
        partly = {}
    return plays, {str(k): v for k, v in partly.items()}, problems


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


def script_ids_not_clauses(script: str) -> list[str]:
    """The ids an effect script gives (its abilities, traits and effects, at any depth) that are not clause
    ids: a script names what it plays by the clause (``a1``, ``t2``; a clause's further effects ``a1.2``), so
    that a card's ids are the same written by hand or compiled, and scoped to each copy in a scenario."""
    found: list[str] = []
    _collect_ids(effect_script_mapping(script), found)
    return [i for i in found if not (isinstance(i, str) and CLAUSE_ID.fullmatch(i))]


def _collect_ids(value, found: list, *, created: bool = False) -> None:
    """(`created`: the mapping of a card the text creates, whose id names that card: `create: {id: bear}`.)"""
    if isinstance(value, dict):
        found += [value["id"]] if "id" in value and not created else []
        for key, item in value.items():
            _collect_ids(item, found, created=key == "create")
    elif isinstance(value, list):
        for item in value:
            _collect_ids(item, found)
