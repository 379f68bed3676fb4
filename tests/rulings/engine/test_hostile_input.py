"""Scenarios written by an attacker: each is refused with a ScenarioError (or EvaluationLimitError) naming the
limit or the path, never a traceback, a hang or a crash of the process. Bombs must be refused before PyYAML
composes a node graph: the tests make composing fail if it is reached."""

from __future__ import annotations

import json

import pytest

from rulings.engine import (
    MAX_SCENARIO_BYTES,
    MAX_TRUSTED_SCENARIO_BYTES,
    EvaluationLimitError,
    ScenarioError,
    ScenarioTooLargeError,
    evaluate,
    parse_scenario,
)
from rulings.engine.games.l5r import switching
from rulings.engine.language import reader, yamlsource
from rulings.engine.limits import (
    MAX_ALIAS_NODES,
    MAX_DEPTH,
    MAX_NODES,
    MAX_NUMBER,
    MAX_PROBLEMS,
    MAX_TRIGGER_DEPTH,
    MAX_WORK,
)
from rulings.engine.loader import load_games
from rulings.engine.steps import evaluator
from rulings.engine.steps.evaluator import Engine


@pytest.fixture
def no_composing(monkeypatch):
    """Composing the YAML node graph fails the test: the input must be refused from its event stream."""

    def composed(self):
        raise AssertionError("the document was composed")

    monkeypatch.setattr(yamlsource.YamlLoader, "get_single_node", composed)


def refused(source, **kwargs) -> str:
    with pytest.raises(ScenarioError) as info:
        evaluate(parse_scenario(source, **kwargs))
    return str(info.value)


def alias_bomb(levels: int = 9, width: int = 9) -> str:
    """'Billion laughs': each anchor is a list of `width` aliases of the previous one (9 levels: 448 bytes,
    9^9 values once expanded)."""
    lines = ["game: l5r", "players: [me]", "steps: []", f"a0: &a0 [{','.join(['lol'] * width)}]"]
    lines += [f"a{i}: &a{i} [{','.join([f'*a{i - 1}'] * width)}]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


# --- the document ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("levels", [9, 10])
def test_alias_bomb_is_refused_before_composing(no_composing, levels):
    assert len(alias_bomb(levels).encode()) < 500
    message = refused(alias_bomb(levels))
    assert f"aliases would copy more than {MAX_ALIAS_NODES:,} values (the limit)" in message


def test_aliases_within_the_budget_still_work():
    text = """game: l5r
players: [me]
cards:
  a: &card {type: personality, owner: me, zone: home, stats: {force: 2}}
  b: *card
  c: {<<: *card, zone: "battlefield:1"}
steps:
- ask: {stat: force, card: b}
  expect: 2
"""
    assert evaluate(parse_scenario(text)).all_expectations_met


def test_merge_keys_count_against_the_alias_budget(no_composing):
    base = "{" + ", ".join(f"k{i}: {i}" for i in range(500)) + "}"
    cards = "".join(f"  c{i}: {{<<: *base}}\n" for i in range(50))  # 50 x 1,001 values
    message = refused(f"game: l5r\nbase: &base {base}\ncards:\n{cards}")
    assert "aliases would copy more than" in message


@pytest.mark.parametrize("opening", ["steps: ", '{"steps": '])
def test_deep_nesting_is_refused_before_parsing(no_composing, opening):
    """30,000 '[' crashed PyYAML's C composer (a segfault) and json.loads (RecursionError)."""
    message = refused(opening + "[" * 30_000)
    assert (
        f"steps{'[0]' * (MAX_DEPTH - 1)}: lists and mappings are nested more than {MAX_DEPTH} deep" in message
    )


def test_nesting_at_the_limit_passes_the_reader():
    nested = "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1)
    message = refused(f"game: l5r\nplayers: [me]\nsteps: []\ntitle: {nested}\n")
    assert "nested more than" not in message and "title: expected text, got a list" in message


def test_deep_nesting_in_a_mapping_is_refused():
    """A mapping handed to parse_scenario (e.g. from json.loads) gets the same limits, with the path."""
    deep: dict = {"not": {}}
    inner = deep
    for _ in range(200):
        inner["not"] = {"not": {}}
        inner = inner["not"]
    data = {
        "game": "l5r",
        "players": ["me"],
        "steps": [{"apply": {"targets": "me", "honor": 1, "while": deep}}],
    }
    message = refused(data)
    assert f"nested more than {MAX_DEPTH} deep (the limit)" in message
    assert "steps[0].apply.while.not.not" in message


def test_a_mapping_that_contains_itself_is_refused():
    data: dict = {"game": "l5r", "players": ["me"], "steps": []}
    data["title"] = data
    assert f"nested more than {MAX_DEPTH} deep" in refused(data)


def test_a_mapping_sharing_values_is_counted_expanded():
    """Python data can share values as YAML aliases do: each is counted each time it is met."""
    shared: list = ["lol"] * 10
    for _ in range(8):
        shared = [shared] * 10
    assert f"more than {MAX_NODES:,} values (the limit)" in refused({"game": "l5r", "title": shared})


def test_recursive_anchor_is_refused(no_composing):
    message = refused("game: l5r\nplayers: [me]\nsteps: &s [{ask: {stat: force, player: me}}, *s]\n")
    assert "steps[1]: alias *s is inside its own anchor (a cycle) (line 3, column" in message


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("game: l5r\n? [a, b]\n: 1\n", "<scenario>"),
        ("game: l5r\ncards: {{type: personality}: 1}\n", "cards"),
        ("game: l5r\nk: &k [a]\ncards: {x: {}, *k : 1}\n", "cards"),
    ],
)
def test_a_list_or_mapping_as_key_is_refused(no_composing, text, where):
    assert f"{where}: a key is text, not a list or a mapping" in refused(text)


@pytest.mark.parametrize("key", ["1", "on", "null", "2024-01-01"])
def test_keys_that_are_not_text_are_refused(key):
    message = refused(
        f"game: l5r\nplayers: [me]\ncards:\n  {key}: {{type: personality, owner: me}}\nsteps: []\n"
    )
    assert "cards: keys are text, got" in message and "(quote it)" in message


def test_document_size_is_limited_and_names_the_limit():
    text = "game: l5r\nplayers: [me]\nsteps: []\nnote: " + "x" * MAX_SCENARIO_BYTES + "\n"
    with pytest.raises(ScenarioTooLargeError) as info:
        parse_scenario(text)
    assert info.value.limit == MAX_SCENARIO_BYTES
    assert f"larger than the limit of {MAX_SCENARIO_BYTES:,} bytes" in str(info.value)
    # the site's own files (manage.py ask, the bench) are read with a larger limit
    assert parse_scenario(text, max_bytes=MAX_TRUSTED_SCENARIO_BYTES).note.startswith("xxx")


def test_document_size_counts_utf8_bytes():
    text = "game: l5r\nplayers: [me]\nsteps: []\nnote: " + "é" * (MAX_SCENARIO_BYTES // 2) + "\n"
    assert len(text) < MAX_SCENARIO_BYTES
    with pytest.raises(ScenarioTooLargeError):
        parse_scenario(text)


def test_reading_stops_at_the_problem_limit(monkeypatch):
    """Each misspelt card id searches 2,000 ids for a suggestion: 7,000 of them in 250 KB took 29 s."""
    searched = []
    monkeypatch.setattr(reader.difflib, "get_close_matches", lambda *a, **k: searched.append(a) or [])
    cards = "".join(f"  c{i:04d}: {{type: personality, owner: me, zone: hand}}\n" for i in range(2000))
    steps = "".join(f"- enter_play: c{i % 2000:04d}z\n" for i in range(7000))
    with pytest.raises(ScenarioError) as info:
        parse_scenario(f"game: l5r\nplayers: [me]\ncards:\n{cards}steps:\n{steps}")
    assert len(info.value.problems) == MAX_PROBLEMS + 1 and len(searched) == MAX_PROBLEMS
    assert f"the first {MAX_PROBLEMS} are listed" in str(info.value)


# --- numbers ---------------------------------------------------------------------------------------------
SCENARIO = """game: l5r
players: [me, opp]
cards:
  x: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2}, keywords: [Samurai]}
steps:
"""


def test_a_number_too_long_to_read_is_refused_with_its_path():
    message = refused(SCENARIO + "- apply: {targets: x, stat: force, change: 1" + "0" * 5000 + "}\n")
    assert f"steps[0].apply.change: a whole number is between -{MAX_NUMBER:,} and {MAX_NUMBER:,}" in message
    assert "(line 6, column 44)" in message


@pytest.mark.parametrize("value", [MAX_NUMBER + 1, -(10**30)])
def test_whole_numbers_beyond_the_range_are_refused(value):
    message = refused(SCENARIO + f"- apply: {{targets: x, stat: force, change: {value}}}\n")
    assert "steps[0].apply.change: a whole number is between" in message


@pytest.mark.parametrize("number", ["1e999", "-1e999", "NaN", "Infinity"])
def test_numbers_that_are_not_finite_are_refused(number):
    text = (
        '{"game": "l5r", "players": ["me"], "steps": [{"ask": {"stat": "family_honor", "player": "me"},'
        f' "expect": {number}}}]}}'
    )
    assert "steps[0].expect: a number is finite, got" in refused(text)


def test_yaml_only_values_are_refused():
    """Dates, sets and binary are no scenario's values (and would not survive the JSON result)."""
    message = refused(SCENARIO + "- ask: {stat: force, card: x}\n  expect: 2024-01-01\n")
    assert "steps[0].expect: expected text, a number, true/false, a list or a mapping, got date" in message
    assert "got set" in refused(SCENARIO + "- ask: {stat: force, card: x}\n  expect: !!set {a}\n")


def test_json_huge_integer_is_refused():
    text = (
        json.dumps({"game": "l5r", "players": ["me"], "steps": []})[:-1] + ', "version": 1' + "0" * 5000 + "}"
    )
    assert "version: a whole number is between" in refused(text)


# --- evaluation -------------------------------------------------------------------------------------------
def evaluation_refused(source) -> str:
    scenario = parse_scenario(source)
    with pytest.raises(EvaluationLimitError) as info:
        evaluate(scenario)
    return str(info.value)


def test_indefinite_effects_that_trigger_each_other_stop_with_a_limit():
    """Bowing triggers a straighten, which triggers a bow ...: a RecursionError before."""
    text = SCENARIO + (
        "- apply: {id: e1, kind: indefinite, trigger: {event: bowed, card: x, each_time: true},"
        " then: {targets: x, straighten: true}}\n"
        "- apply: {id: e2, kind: indefinite, trigger: {event: straightened, card: x, each_time: true},"
        " then: {targets: x, bow: true}}\n"
        "- apply: {targets: x, bow: true}\n"
    )
    message = evaluation_refused(text)
    assert (
        f"steps[2]: effects trigger each other more than {MAX_TRIGGER_DEPTH} deep (a loop of e1, e2)"
        in message
    )


def test_traits_and_indefinite_effects_share_the_trigger_limit():
    text = """game: l5r
players: [me]
cards:
  x:
    type: personality
    owner: me
    zone: home
    traits: [{id: t1, trigger: {event: bowed, card: $source}, targets: $source, straighten: true}]
steps:
- apply: {id: e2, kind: indefinite, trigger: {event: straightened, card: x, each_time: true},
          then: {targets: x, bow: true}}
- apply: {targets: x, bow: true}
"""
    assert f"more than {MAX_TRIGGER_DEPTH} deep (a loop of t1, e2)" in evaluation_refused(text)


def all_samurai(n_cards: int = 2000, n_steps: int = 19_000) -> dict:
    """Every card a Samurai, every step a +1 Force to all Samurai: n_cards x n_steps applications (190 s and
    3.6 GB before the work counted what evaluation really does)."""
    card = {
        "type": "personality",
        "owner": "me",
        "zone": "home",
        "keywords": ["Samurai"],
        "stats": {"force": 2},
    }
    effect = {"affects": {"keywords": "Samurai"}, "stat": "force", "change": 1, "duration": "end_of_game"}
    return {
        "game": "l5r",
        "players": ["me"],
        "cards": {f"p{i}": card for i in range(n_cards)},
        "steps": [{"apply": effect} for _ in range(n_steps)],
    }


def failing_step(message: str) -> int:
    return int(message.split("steps[", 1)[1].split("]", 1)[0])


def test_all_samurai_fan_out_stops_at_the_work_limit():
    message = evaluation_refused(all_samurai())
    assert f"evaluation exceeded its work limit ({MAX_WORK:,} operations)" in message
    assert failing_step(message) < 200  # of 19,000 steps: stopped long before the end


def test_reading_a_stat_counts_every_record_it_folds(monkeypatch):
    """One card, thousands of changes to its Chi: each step's Chi-death check reads Chi, folding every
    record so far (quadratic work the limit did not see: 20 s for 4,000 steps). 1,000 steps fold 500,000
    records, against some 15 units of other work per step."""
    monkeypatch.setattr(evaluator, "MAX_WORK", 50_000)
    effect = {"targets": "x", "stat": "chi", "change": 1, "duration": "end_of_game"}
    data = {
        "game": "l5r",
        "players": ["me"],
        "cards": {"x": {"type": "personality", "owner": "me", "zone": "home", "stats": {"chi": 5}}},
        "steps": [{"apply": effect} for _ in range(1000)],
    }
    assert "work limit (50,000 operations)" in evaluation_refused(data)


def test_open_choices_share_one_work_limit(monkeypatch):
    """Each open choice runs the timeline again: 64 runs may not spend 64 work limits."""
    data = all_samurai(n_cards=30, n_steps=20)
    option = [{"targets": "p0", "stat": "force", "change": 1}]
    data["steps"] += [{"action": {"id": f"a{i}", "by": "me", "choice": [option, option]}} for i in range(6)]
    scenario = parse_scenario(data)
    one_run = Engine(scenario, load_games()["l5r"], {f"a{i}": 1 for i in range(6)})
    one_run.run()
    monkeypatch.setattr(evaluator, "MAX_WORK", one_run.work.used * 10)
    with pytest.raises(EvaluationLimitError, match="work limit"):
        evaluate(scenario)


# --- wrong types: each a ScenarioError naming the field, never a traceback --------------------------------
@pytest.mark.parametrize(
    ("step", "expected"),
    [
        ("- ask: {stat: force, card: 5}", "steps[0].ask.card: expected text, got a number"),
        ("- ask: {stat: [force], card: x}", "steps[0].ask.stat: expected text, got a list"),
        ("- ask: {search: []}", "steps[0].ask.search: expected text, got a list"),
        ("- ask: {flag: [], card: x}", "steps[0].ask.flag: expected text, got a list"),
        ("- ask: {stat: force}", "steps[0].ask: give the card (card: id) or the player (player: id)"),
        ("- ask: {unit_force: 7}", "steps[0].ask.unit_force: expected text, got a number"),
        ("- ask: {compare_titles: [x, 3]}", "steps[0].ask.compare_titles: expected a list of card ids"),
        ("- ask: {stat: force, card: x}\n  expect: {outcomes: 0}", "steps[0].expect: expected a list of the"),
        (
            "- apply: {targets: x, grant_ability: {id: k, effects: [{targets: x, bow: true}]}}",
            "steps[0].apply.grant_ability: missing required field 'designators'",
        ),
    ],
)
def test_wrong_types_are_scenario_errors(step, expected):
    assert expected in refused(SCENARIO + step + "\n")


SOURCE_NOT_HERE = "'$source' is only meaningful in an effect's text: name a card id"


@pytest.mark.parametrize(
    "step",
    [
        "- ask: {stat: force, card: $source}",
        "- ask: {destroyed: $source}",
        "- move: {card: $source, to: home}",
        "- set: {card: $source, bowed: true}",
        "- enter_play: $source",
        "- use: {card: $source, ability: a, by: me}",
    ],
)
def test_source_symbol_names_no_card_in_a_step(step):
    assert SOURCE_NOT_HERE in refused(SCENARIO + step + "\n")


def test_source_symbol_names_no_card_to_play():
    text = """game: naruto
players: [A, B]
cards:
  c: {type: character, owner: A, zone: hand, stats: {cost: 1, power: 1}}
steps:
- play: {card: $source, by: A, to: "mission:m"}
"""
    assert f"steps[0].play.card: {SOURCE_NOT_HERE}" in refused(text)


@pytest.mark.parametrize("owner", ["$source", "''"])
def test_a_card_owner_is_a_player_id(owner):
    card = f"{{type: personality, owner: {owner}, zone: home}}"
    text = f"game: l5r\nplayers: [me]\ncards:\n  x: {card}\nsteps: []\n"
    assert "cards.x.owner: unknown player" in refused(text)


@pytest.mark.parametrize("players", [[{}], [{}, "me"], [{"id": 3}]])
def test_players_without_an_id(players):
    data = {
        "game": "l5r",
        "players": players,
        "cards": {"x": {"type": "personality", "owner": "me"}},
        "steps": [],
    }
    assert "players[0]" in refused(data)


def test_a_one_card_effect_on_a_player_changes_nothing():
    """take_control without targets falls back to its controller, a player: no card changes control."""
    text = SCENARIO + "- action: {id: a, by: me, effects: [{take_control: opp}]}\n- ask: {controller: x}\n"
    assert evaluate(parse_scenario(text)).answers[0]["answer"]["value"] == "me"


# --- choices whose options grow factorially: refused (or counted) before they are listed ------------------
def switch_scenario(n_cards: int, step: str) -> str:
    zones = ["home", *(f"battlefield:{i}" for i in range(1, n_cards))]
    cards = "".join(f"  c{i}: {{type: personality, owner: me, zone: '{zones[i]}'}}\n" for i in range(n_cards))
    return f"game: l5r\nplayers: [me]\ncards:\n{cards}steps:\n{step}\n"


def test_listing_rearrangements_is_counted_before_they_are_listed(monkeypatch):
    monkeypatch.setattr(evaluator, "MAX_WORK", 10_000)
    cards = ", ".join(f"c{i}" for i in range(8))  # 40,319 rearrangements
    message = evaluation_refused(switch_scenario(8, f"- ask: {{switch_arrangements: [{cards}]}}"))
    assert "work limit (10,000 operations)" in message


def test_an_open_switch_with_too_many_rearrangements_is_refused():
    cards = ", ".join(f"c{i}" for i in range(6))  # 719 rearrangements, each an outcome to evaluate
    step = f"- action: {{id: s, by: me, effects: [{{id: sw, switch: [{cards}]}}]}}"
    assert "sw rearranges 6 cards: 719 possible choices, more than the 64" in evaluation_refused(
        switch_scenario(6, step)
    )


def test_a_switch_to_given_areas_is_checked_without_listing_them(monkeypatch):
    def listed(*args):
        raise AssertionError("every rearrangement was listed")

    monkeypatch.setattr(switching, "legal_arrangements", listed)
    cards = ", ".join(f"c{i}" for i in range(10))  # 3,628,799 rearrangements
    to = "{c0: 'battlefield:1', c1: home}"
    step = f"- action: {{id: s, by: me, effects: [{{switch: [{cards}], to: {to}}}]}}"
    result = evaluate(parse_scenario(switch_scenario(10, step + "\n- ask: {zone: c0}")))
    assert result.answers[0]["answer"]["value"] == "battlefield:1"


def test_discarding_some_of_many_cards_is_refused_before_listing_the_ways():
    hand = "".join(
        f"  b{i}: {{type: beast, owner: rival, zone: hand, stats: {{cost: 1}}}}\n" for i in range(40)
    )
    text = (
        f"game: chiaxis\nplayers: [me, rival]\ncards:\n{hand}steps:\n"
        "- action: {id: cast, by: me, effects: [{id: rot, targets: rival, discard: 20}]}\n"
    )  # C(40, 20) = 137,846,528,820 ways
    assert "which 20 of 40 cards rival discards: 137,846,528,820 possible choices" in evaluation_refused(text)


def test_the_order_of_many_defeated_cards_is_refused_before_listing_the_orders():
    enemies = "".join(
        f"  e{i}: {{type: character, owner: B, zone: 'mission:m', stats: {{cost: 1, power: 1}}}}\n"
        for i in range(12)
    )
    sweeper = (
        "  sweeper: {type: character, owner: A, zone: hand, stats: {cost: 6, power: 5},"
        " effects: [{id: defeat-all, affects: {type: character, controller: $other}, defeat: true}]}\n"
    )
    text = (
        f"game: naruto\nplayers: [A, B]\ncards:\n{enemies}{sweeper}steps:\n"
        "- play: {card: sweeper, by: A, to: 'mission:m', use: {defeat-all: true}}\n"
    )  # 12! = 479,001,600 orders
    assert (
        "the order 12 defeated cards enter a discard pile: 479,001,600 possible choices"
        in evaluation_refused(text)
    )


def _attached(cards: dict, steps: list | None = None) -> dict:
    return {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps or []}


def test_a_card_attached_to_itself_is_refused_where_written_not_a_hang():
    """A card bearing itself (or a cycle of attachments) would be nowhere: finding it looped for ever."""
    cards = {"a": {"type": "item", "owner": "me", "attached_to": "a"}}
    with pytest.raises(ScenarioError) as raised:
        parse_scenario(_attached(cards))
    assert any(p.path.endswith("attached_to") and "cycle" in p.message for p in raised.value.problems)


def test_a_cycle_of_attachments_is_refused_naming_it():
    cards = {
        "a": {"type": "follower", "owner": "me", "attached_to": "b"},
        "b": {"type": "follower", "owner": "me", "attached_to": "a"},
    }
    with pytest.raises(ScenarioError) as raised:
        parse_scenario(_attached(cards))
    assert any("a -> b -> a" in p.message for p in raised.value.problems)


def test_attaching_a_bearer_to_its_own_attachment_is_refused_not_a_hang():
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "battlefield:1"},
        "sword": {"type": "item", "owner": "me", "attached_to": "hero"},
    }
    scenario = parse_scenario(_attached(cards, [{"attach": {"card": "hero", "to": "sword"}}]))
    with pytest.raises(ScenarioError) as raised:
        evaluate(scenario)
    assert "cycle" in str(raised.value)


def test_an_attach_effect_onto_the_card_s_own_attachment_changes_nothing():
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "battlefield:1"},
        "sword": {"type": "item", "owner": "me", "attached_to": "hero"},
    }
    steps = [
        {"action": {"id": "x", "by": "me", "effects": [{"targets": "hero", "attach": "sword"}]}},
        {"ask": {"zone": "hero"}},
    ]
    result = evaluate(parse_scenario(_attached(cards, steps))).to_dict()
    assert result["answers"][0]["answer"]["value"] != "attached"
