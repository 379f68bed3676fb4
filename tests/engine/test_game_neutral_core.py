"""The core knows no game: what only one game has is declared in its package, absent from the core, refused
by the other games with an error naming the game, and accepted by the game that has it."""

from __future__ import annotations

import pytest

from rulings.engine import ScenarioError, evaluate, language, parse_scenario, scenario_schema
from rulings.engine.loader import load_games

CARD_TYPE = {"l5r": "personality", "naruto": "character", "chiaxis": "beast"}
OTHERS = ("naruto", "chiaxis")


def _scenario(game: str, step: dict, **extra) -> dict:
    cards = {"hero": {"type": CARD_TYPE[game], "owner": "p1", "zone": "hand"}}
    return {"game": game, "players": ["p1"], "cards": cards, "steps": [step], **extra}


def _refused(game: str, step: dict, message: str, **extra) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(_scenario(game, step, **extra))
    assert message in str(caught.value)


# --- 1. filter fields in_army_of / opposing, the zone symbol $battlefield -----------------------------------
L5R_FILTERS = ("in_army_of", "opposing", "may_legally")


def _filter_step(field: str) -> dict:
    return {"apply": {"targets": "hero", "while": {"subject": {field: "hero"}}, "destroy": True}}


@pytest.mark.parametrize("game", OTHERS)
@pytest.mark.parametrize("field", L5R_FILTERS)
def test_l5r_filter_fields_are_refused_by_other_games_naming_the_game(game, field):
    _refused(game, _filter_step(field), f"{game} has no '{field}' filter field (it is l5r's)")


@pytest.mark.parametrize("field", L5R_FILTERS)
def test_l5r_filter_fields_are_l5rs_not_the_cores(field):
    assert field not in language.CORE.filter_fields
    assert field in load_games()["l5r"].registry.game_filters
    parse_scenario(_scenario("l5r", _filter_step(field)))
    for game in OTHERS:
        assert field not in scenario_schema(game)["$defs"][f"{game}.filter"]["properties"]
    assert field in scenario_schema("l5r")["$defs"]["l5r.filter"]["properties"]


def test_an_l5r_filter_field_still_checks_its_card():
    step = {"apply": {"targets": "hero", "while": {"subject": {"opposing": "villain"}}, "destroy": True}}
    _refused("l5r", step, "unknown card 'villain'")


@pytest.mark.parametrize("game", OTHERS)
def test_the_current_battlefield_is_refused_by_other_games_naming_the_game(game):
    message = f"{game} has no '$battlefield' zone (it is l5r's)"
    _refused(game, {"apply": {"targets": "hero", "move": "$battlefield"}}, message)
    step = {"apply": {"targets": "hero", "while": {"subject": {"zone": "$battlefield"}}, "destroy": True}}
    _refused(game, step, message)


def test_the_current_battlefield_is_l5rs():
    assert not language.CORE.zone_symbols
    parse_scenario(_scenario("l5r", {"apply": {"targets": "hero", "move": "$battlefield"}}))
    _refused("l5r", {"apply": {"targets": "hero", "move": "$battlefeld"}}, "did you mean '$battlefield'")
    move = scenario_schema("l5r")["$defs"]["l5r.effect"]["properties"]["move"]
    assert {"enum": ["$battlefield"]} in move["anyOf"]
    naruto = scenario_schema("naruto")["$defs"]["naruto.effect"]["properties"]["move"]
    assert "$battlefield" not in str(naruto)


# --- 2. players' clan and the clan condition ----------------------------------------------------------
@pytest.mark.parametrize("game", OTHERS)
def test_a_players_clan_is_refused_by_other_games_naming_the_game(game):
    step = {"ask": {"stat": "hero"}}
    players = [{"id": "p1", "clan": "Crab"}]
    _refused(game, step, f"{game} has no 'clan' player field (it is l5r's)", players=players)


@pytest.mark.parametrize("game", OTHERS)
def test_the_clan_condition_is_refused_by_other_games_naming_the_game(game):
    step = {"apply": {"targets": "hero", "while": {"clan": "Crab"}, "destroy": True}}
    _refused(game, step, f"{game} has no 'clan' condition (it is l5r's)")


def test_clans_are_l5rs_and_decide_the_condition():
    assert "clan" not in language.CORE.condition_kinds and "clan" not in language.CORE.player_fields
    cards = {"hero": {"type": "personality", "owner": "p1", "zone": "in_play", "stats": {"force": 2}}}
    steps = [
        {"apply": {"targets": "hero", "while": {"clan": clan, "player": "p1"}, "stat": "force", "change": 1}}
        for clan in ("Crab", "Lion")
    ]
    data = {"game": "l5r", "players": [{"id": "p1", "clan": "Crab"}], "cards": cards}
    scenario = parse_scenario({**data, "steps": [*steps, {"ask": {"stat": "force", "card": "hero"}}]})
    assert scenario.players[0].extra == {"clan": "Crab"}
    assert evaluate(scenario).answers[0]["answer"]["value"] == 3  # only the Crab bonus applies
    wrong = {"apply": {"targets": "hero", "while": {"clan": "Crab", "who": "p1"}, "destroy": True}}
    _refused("l5r", wrong, "unknown field 'who'")
    for game in OTHERS:
        assert "clan" not in scenario_schema(game)["$defs"][f"{game}.condition"]["properties"]
    assert "clan" in scenario_schema("l5r")["$defs"]["l5r.condition"]["properties"]


# --- 3. zero_chi on prevent and instead (Chi death) -------------------------------------------------------
@pytest.mark.parametrize("game", OTHERS)
@pytest.mark.parametrize("op", ["prevent", "instead"])
def test_zero_chi_is_refused_by_other_games_naming_the_game(game, op):
    value = {"event": "destroy"} if op == "prevent" else {"of": "destroy", "skip": True}
    step = {"apply": {"targets": "hero", op: {**value, "zero_chi": True}}}
    _refused(game, step, f"{game} has no 'zero_chi' prevent/instead field (it is l5r's)")


CURSE = {"targets": "hero", "stat": "chi", "change": -1}


def _chi_death(prevention: dict) -> tuple[bool, bool]:
    """Whether hero (Chi death) and twin (destroyed by an action) are destroyed under this prevention."""
    card = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 1}}
    cards = {"hero": card, "twin": card}
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"apply": {"id": "ward", "targets": ["hero", "twin"], "prevent": prevention}},
        {"action": {"id": "curse", "by": "me", "effects": [CURSE]}},
        {"action": {"id": "strike", "by": "me", "effects": [{"targets": "twin", "destroy": True}]}},
        {"ask": {"destroyed": "hero"}},
        {"ask": {"destroyed": "twin"}},
    ]
    result = evaluate(parse_scenario({"game": "l5r", "players": ["me"], "cards": cards, "steps": steps}))
    hero, twin = (a["answer"]["value"] for a in result.answers)
    return hero, twin


def test_zero_chi_is_l5rs_and_prevents_only_chi_death():
    assert not language.CORE.event_causes
    assert _chi_death({"event": "destroy", "zero_chi": True}) == (False, True)
    assert _chi_death({"event": "destroy"}) == (False, False)
    for game in OTHERS:
        prevent = scenario_schema(game)["$defs"][f"{game}.effect"]["properties"]["prevent"]
        assert "zero_chi" not in prevent["properties"]
    prevent = scenario_schema("l5r")["$defs"]["l5r.effect"]["properties"]["prevent"]
    assert "zero_chi" in prevent["properties"]


# --- 4. procedure durations ------------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(load_games()))
def test_every_end_of_duration_names_a_procedure_of_its_game(game):
    """`end_of_<procedure>` ends when that procedure ends (steps._end): derived, never a core list."""
    rules = load_games()[game]
    ends = {d.removeprefix("end_of_") for d in rules.durations if d.startswith("end_of_")}
    assert ends <= rules.procedures


def test_a_procedure_duration_of_another_game_ends_with_its_procedure():
    """ChiAxis's `end_of_season`: no core table names seasons, the duration ends when the season does."""
    cards = {"hero": {"type": "beast", "owner": "p1", "zone": "city", "stats": {"atk": 1}}}
    steps = [
        {"begin": {"name": "season", "player": "p1"}},
        {"apply": {"targets": "hero", "stat": "atk", "change": 2, "duration": "end_of_season"}},
        {"ask": {"stat": "atk", "card": "hero"}},
        {"end": {"name": "season"}},
        {"ask": {"stat": "atk", "card": "hero"}},
    ]
    scenario = parse_scenario({"game": "chiaxis", "players": ["p1"], "cards": cards, "steps": steps})
    assert [a["answer"]["value"] for a in evaluate(scenario).answers] == [3, 1]


# --- 5. flags ----------------------------------------------------------------------------------------------
def test_the_neutral_default_has_no_flags_and_bowed_is_l5rs():
    from rulings.engine.games.base import GameRules

    assert GameRules.flags == frozenset()
    assert "bowed" in load_games()["l5r"].flags
    for game in OTHERS:
        assert "bowed" not in load_games()[game].flags
        step = {"apply": {"targets": "hero", "while": {"subject": {"bowed": True}}, "destroy": True}}
        _refused(game, step, f"{game} has no 'bowed' filter field (it is l5r's)")
