"""The core knows no game: what only one game has is declared in its package, absent from the core, refused
by the other games with an error naming the game, and accepted by the game that has it."""

from __future__ import annotations

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario, scenario_schema
from rulings.engine.errors import MissingRule, MissingRuleError
from rulings.engine.games.base import GameRules, StatSpec, register_game
from rulings.engine.language.core import CORE
from rulings.engine.loader import load_games
from rulings.engine.state.ledger import Mod

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
    assert field not in CORE.filter_fields
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
    assert not CORE.zone_symbols
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
    assert "clan" not in CORE.condition_kinds and "clan" not in CORE.player_fields
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
        assert "clan" not in _condition_kinds(game)
    assert "clan" in _condition_kinds("l5r")


def _condition_kinds(game: str) -> list[str]:
    """The kinds of condition the game's schema describes (one alternative each, named by its key)."""
    return [kind["required"][0] for kind in scenario_schema(game)["$defs"][f"{game}.condition"]["oneOf"]]


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
    assert not CORE.event_causes
    assert _chi_death({"event": "destroy", "zero_chi": True}) == (False, True)
    assert _chi_death({"event": "destroy"}) == (False, False)
    for game in OTHERS:  # (Naruto's rules govern no prevention: its schema has no `prevent` at all)
        ops = scenario_schema(game)["$defs"][f"{game}.effect"]["properties"]
        assert "instead" in ops
        assert all("zero_chi" not in ops[op]["properties"] for op in ("prevent", "instead") if op in ops)
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
    assert GameRules.flags == frozenset()
    assert "bowed" in load_games()["l5r"].flags
    for game in OTHERS:
        assert "bowed" not in load_games()[game].flags
        step = {"apply": {"targets": "hero", "while": {"subject": {"bowed": True}}, "destroy": True}}
        _refused(game, step, f"{game} has no 'bowed' filter field (it is l5r's)")


# --- 6. prevention of gains or losses ----------------------------------------------------------------------
def _honor_after(direction: str) -> list[int]:
    """Family Honor of me (10) after a gain of 2 then a loss of 3, while gains or losses are prevented."""
    ward = {"targets": "me", "prevent": {"event": "honor", "direction": direction}}
    steps = [{"apply": ward}, {"apply": {"targets": "me", "honor": 2}}, {"ask": {"stat": "family_honor",
             "player": "me"}}, {"apply": {"targets": "me", "honor": -3}}, {"ask": {"stat": "family_honor",
             "player": "me"}}]  # fmt: skip
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 10}], "cards": {}, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_direction_prevents_only_gains_or_only_losses_of_an_event_that_is_one():
    assert _honor_after("lose") == [12, 12]  # "cannot lose Honor": the gain happens, the loss does not
    assert _honor_after("gain") == [10, 7]
    assert {op for op, d in CORE.ops.items() if d.directed} == set()  # the core has no such event
    bow = {"apply": {"targets": "p1", "prevent": {"event": "bow", "direction": "lose"}}}
    why = "'direction' needs an event that is a gain or a loss: 'bow' is not (such events: dishonor, honor)"
    _refused("l5r", bow, why)


@pytest.mark.parametrize("game", OTHERS)
def test_direction_is_refused_where_no_event_is_a_gain_or_a_loss(game):
    event = {"naruto": "defeat", "chiaxis": "vitae"}[game]
    step = {"apply": {"targets": "p1", "prevent": {"event": event, "direction": "lose"}}}
    _refused(game, step, f"'{event}' is not (such events: none in {game})")


# --- 7. how a stat's records make its value -----------------------------------------------------------------
class Minimal(GameRules):
    """A game declaring only its cards and stats: none of L5R's steps A-C may reach it."""

    name = "minimal"
    card_types = {"unit": frozenset({"power"})}
    stats = {"power": StatSpec("power")}
    rule_ids = {"current-value": "minimal.power"}


def test_a_game_declaring_nothing_gets_none_of_l5rs_stat_steps():
    rules = Minimal()
    assert not rules.stat_floor(None, "power")  # no step B: no floor unless a game declares one
    assert not rules.sets_by_change  # no "set by giving a bonus or penalty"
    with pytest.raises(MissingRuleError, match="minimal has no rule for current-value"):
        rules.compute_stat(
            1, [Mod("curse", "change", -3, 1, None, "minimal.power")], floor=False, previous=None
        )
    with pytest.raises(TypeError, match="minimal has stats but does not declare how they are computed"):
        register_game(rules)
    assert "minimal" not in load_games()


def test_each_game_declares_its_stat_computation():
    games = load_games()
    for rules in games.values():
        assert type(rules).compute_stat is not GameRules.compute_stat
    assert games["l5r"].sets_by_change and not games["chiaxis"].sets_by_change
    # (hand_size_bonus: a change to the maximum hand size, "-1" as well as "+1")
    unfloored = {"honor_requirement", "family_honor", "hand_size_bonus"}
    assert {n for n, s in games["l5r"].stats.items() if not s.floor} == unfloored
    assert not any(s.floor for game in OTHERS for s in games[game].stats.values())


def _power_after(game: str, change: int) -> int:
    card = {
        "type": CARD_TYPE[game],
        "owner": "p1",
        "zone": sorted(load_games()[game].in_play_zones)[0] + ":1",
    }
    stat = {"l5r": "force", "naruto": "power", "chiaxis": "atk"}[game]
    steps = [{"apply": {"kind": "continuous", "targets": "hero", "stat": stat, "change": change}},
             {"ask": {"stat": stat, "card": "hero"}}]  # fmt: skip
    data = {"game": game, "players": ["p1"], "cards": {"hero": card | {"stats": {stat: 1}}}, "steps": steps}
    return evaluate(parse_scenario(data)).answers[0]["answer"]["value"]


@pytest.mark.parametrize(("game", "value"), [("l5r", 0), ("naruto", -2), ("chiaxis", -2)])
def test_a_total_below_zero_counts_as_zero_only_where_the_rules_say_so(game, value):
    """L5R's step B floors it; the Naruto and ChiAxis texts say nothing of it, so the total stands."""
    assert _power_after(game, -3) == value


# --- 8. a concept a game's rules do not govern: refused where it is written ---------------------------------
NARUTO_DESTROY = """\
game: naruto
players: [A]
cards:
  kiba: {type: character, owner: A, zone: "mission:m", stats: {cost: 2, power: 2}}
steps:
  - apply:
      targets: kiba
      destroy: true
"""


def _missing(data) -> list[tuple]:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data)
    return [
        (p.path, p.line, p.column, p.game, p.concept)
        for p in caught.value.problems
        if isinstance(p, MissingRule)
    ]


def test_a_construct_needing_a_concept_the_game_lacks_is_refused_at_parse_with_its_place():
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(NARUTO_DESTROY)
    (problem,) = caught.value.problems
    assert isinstance(problem, MissingRule) and (problem.game, problem.concept) == ("naruto", "destroy")
    assert str(problem) == (
        "steps[0].apply.destroy: naruto has no rule for destroy: its rules do not cover the 'destroy' op "
        "(line 8, column 16)"
    )


def _apply(**effect) -> dict:
    return {"apply": {"targets": "hero", "kind": "continuous", **effect}}  # a kind each game has


DELAYED = {"kind": "delayed", "trigger": {"event": "turn_ends"}, "then": {"targets": "hero", "defeat": True}}
OPTIONS = [[{"targets": "hero", "wound": 1}], [{"targets": "hero", "bury": True}]]
NOT_GOVERNED = [  # (game, step, where it is refused, the concept its rules do not govern)
    ("chiaxis", {"ask": {"stat": "atk", "card": "hero", "base": True}}, "ask.stat", "base-value"),
    ("chiaxis", {"destroy": "hero"}, "destroy", "destroy"),
    ("chiaxis", _apply(choose={"type": "beast"}, stat="atk", change=1), "apply.choose", "choices"),
    ("naruto", _apply(stat="power", set=1), "apply.stat", "set"),
    ("naruto", _apply(switch_stats=["cost", "power"]), "apply.switch_stats", "set"),
    ("naruto", _apply(prevent={"event": "defeat"}), "apply.prevent", "prevention"),
    ("naruto", _apply(may_not="defeat"), "apply.may_not", "prevention"),
    ("naruto", {"ask": {"has_keyword": "hero", "keyword": "Leaf"}}, "ask.has_keyword", "keywords"),
    ("naruto", {"apply": DELAYED}, "apply.kind", "delayed"),
    ("naruto", _apply(kind="instantaneous", defeat=True, keywords=["Jutsu"]), "apply.keywords", "keywords"),
    ("chiaxis", {"action": {"id": "a", "by": "p1", "choice": OPTIONS}}, "action", "choices"),
]


@pytest.mark.parametrize(("game", "step", "where", "concept"), NOT_GOVERNED)
def test_what_the_game_does_not_govern_is_refused_at_the_field_needing_it(game, step, where, concept):
    rules = load_games()[game]
    stats = dict.fromkeys(rules.card_types[CARD_TYPE[game]], 1)
    zone = f"{sorted(rules.in_play_zones)[0]}:1"
    cards = {"hero": {"type": CARD_TYPE[game], "owner": "p1", "zone": zone, "stats": stats}}
    found = _missing({"game": game, "players": ["p1"], "cards": cards, "steps": [step]})
    assert [(path, g, c) for path, _, _, g, c in found] == [(f"steps[0].{where}", game, concept)]


def test_a_need_only_the_state_reveals_is_refused_at_evaluation_naming_the_step():
    """A Naruto mission has Points, not Power: whether a card lacks a stat is the state's (a card's stats
    may change), so that concept (an absent stat, which Naruto's rules do not speak of) is refused then."""
    cards = {"m": {"type": "mission", "owner": "A", "zone": "mission:m", "stats": {"points": 1}}}
    steps = [{"ask": {"stat": "points", "card": "m"}}, {"ask": {"stat": "power", "card": "m"}}]
    scenario = parse_scenario({"game": "naruto", "players": ["A"], "cards": cards, "steps": steps})
    with pytest.raises(MissingRuleError) as caught:
        evaluate(scenario)
    assert (
        str(caught.value)
        == "steps[1]: naruto has no rule for absent: its rules do not cover what this step needs"
    )
    assert isinstance(caught.value.problems[0], MissingRule) and caught.value.concept == "absent"


def test_every_concept_a_declaration_needs_is_one_some_game_governs():
    """A misspelt need would refuse every use of its construct in every game."""
    games = load_games()
    governed = set().union(*(rules.rule_ids for rules in games.values()))
    for rules in games.values():
        for part in (rules.registry.ops, rules.registry.steps, rules.registry.questions):
            for name, declared in part.items():
                for need in declared.needs:
                    assert {need} & governed if isinstance(need, str) else set(need) & governed, (name, need)
