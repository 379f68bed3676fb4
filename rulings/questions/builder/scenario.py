"""State -> scenario -> text: the scenario mapping a builder state describes, and its YAML as a person
would write it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import yaml

from .checks import validate
from .limits import PLAYERS, BuilderError
from .state import BuilderState, CardChoice, KnownCard, StepChoice
from .vocabulary import Vocabulary, vocabulary


def scenario_mapping(state: BuilderState, known: Mapping[str, KnownCard]) -> dict:
    """The scenario the state describes. ``known``: database key -> KnownCard for the state's cards (a key
    missing there is a BuilderError: the card was removed from the database)."""
    vocab = vocabulary(state.game)
    validate(state, vocab)
    cards: dict[str, dict] = {}
    for card in state.cards:
        cards[card.id] = _card_mapping(card, known, vocab)
    steps: list[dict] = []
    for step in state.steps:
        steps.append(_step_mapping(step, state))
    mapping: dict[str, Any] = {"version": 1, "game": state.game}
    if state.title:
        mapping["title"] = state.title
    mapping["players"] = list(PLAYERS)
    mapping["cards"] = cards
    mapping["steps"] = steps
    return mapping


def _card_mapping(card: CardChoice, known: Mapping[str, KnownCard], vocab: Vocabulary) -> dict:
    if card.attached_to:  # the engine puts an attached card in its `attached` zone
        place: dict[str, Any] = {"owner": card.owner, "attached_to": card.attached_to}
    else:
        place = {"owner": card.owner, "zone": card.zone or vocab.default_zone}
    place |= {flag: True for flag in sorted(card.flags)}
    if card.key:
        found = known.get(card.key)
        if found is None:
            raise BuilderError(f"No {vocab.game} card with the key '{card.key}' in the card database.")
        if found.type not in vocab.card_types:
            raise BuilderError(f"The rules engine does not model {found.title}'s card type '{found.type}'.")
        if found.reference:
            return {"ref": found.reference, **place}
        definition = {k: v for k, v in found.definition.items() if k not in ("owner", "controller", "zone")}
        return {**definition, **place}
    mapping: dict[str, Any] = {"type": card.type}
    if card.title:
        mapping["title"] = card.title
    mapping |= place
    if card.keywords:
        mapping["keywords"] = list(card.keywords)
    if card.stats:
        mapping["stats"] = dict(card.stats)
    return mapping


def _step_mapping(step: StepChoice, state: BuilderState) -> dict:
    option = step.option
    if option.startswith("ask_"):
        return {"ask": _question(step)}
    if option == "enter_play":
        return {"enter_play": {"card": step.card, "to": step.zone}}
    if option == "leave_play":
        return {"leave_play": {"card": step.card, "to": step.zone}}
    if option == "set_flag":
        return {"set": {"card": step.card, step.flag: True}}
    if option in ("play", "play_upgrade"):
        owner = state.card(step.card).owner
        where = {"to": step.zone} if option == "play" else {"upgrade": step.upgrade}
        return {"play": {"card": step.card, "by": owner, **where, **_targets(step)}}
    if option == "use":
        return {"use": _use(step)}
    return {"action": {"id": step.id, "by": step.by, "effects": [_effect(step)]}}


def _targets(step: StepChoice) -> dict:
    return {"targets": list(step.targets)} if step.targets else {}


def _use(step: StepChoice) -> dict:
    use: dict[str, Any] = {"id": step.id, "card": step.card, "ability": step.ability, "by": step.by}
    if step.performer:
        use["performer"] = step.performer
    use |= _targets(step)
    if step.chosen is not None:
        use["chosen"] = step.chosen
    return use


def _effect(step: StepChoice) -> dict:
    option = step.option
    if option == "stat_change":
        return {"targets": step.card, "stat": step.stat, "change": step.amount}
    if option == "stat_set":
        return {"targets": step.card, "stat": step.stat, "set": step.amount}
    if option in ("grant_keyword", "remove_keyword"):
        return {"targets": step.card, option: step.keyword}
    if option == "move":
        return {"targets": step.card, "move": step.zone}
    if option in ("honor", "gain_chakra", "vitae", "draw"):
        return {"targets": step.player, option: step.amount}
    if option in ("powerup", "wound"):
        return {"targets": step.card, option: step.amount}
    return {"targets": step.card, option: True}  # bow, destroy, defeat, hide, bury, ...


def _question(step: StepChoice) -> dict:
    option = step.option
    if option == "ask_stat":
        return {"stat": step.stat, "card": step.card}
    if option == "ask_base_stat":
        return {"stat": step.stat, "card": step.card, "base": True}
    if option == "ask_player_stat":
        return {"stat": step.player_stat, "player": step.player}
    if option == "ask_change":
        return {"change": step.stat, "card": step.card}
    if option == "ask_flag":
        return {"flag": step.flag, "card": step.card}
    if option == "ask_has_keyword":
        return {"has_keyword": step.card, "keyword": step.keyword}
    if option == "ask_successful":
        return {"successful": step.action}
    if option in ("ask_hand", "ask_deck"):
        return {option.removeprefix("ask_"): step.player}
    return {option.removeprefix("ask_"): step.card}  # destroyed, in_play, zone, controller, keywords, ...


class _Dumper(yaml.SafeDumper):
    """Block style for the document, flow style for small leaves; strings quoted only when needed."""


def _represent_list(dumper: yaml.SafeDumper, data: list):
    flow = all(not isinstance(item, dict | list) for item in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _represent_dict(dumper: yaml.SafeDumper, data: dict):
    flow = len(data) <= 4 and all(
        not isinstance(v, dict) and not (isinstance(v, list) and any(isinstance(i, dict) for i in v))
        for v in data.values()
    )
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=flow)


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(dict, _represent_dict)


def scenario_text(mapping: Mapping) -> str:
    """The scenario as YAML a person can read and edit (the editor shows it as it is)."""
    return yaml.dump(dict(mapping), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


def build(state: BuilderState, known: Mapping[str, KnownCard]) -> str:
    """State -> scenario text."""
    return scenario_text(scenario_mapping(state, known))
