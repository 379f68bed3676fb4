"""Every example scenario (rulings/examples/<game>/) must give the answers its source text gives."""


import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.examples import example_paths

SCENARIOS = example_paths()


def test_there_are_scenarios():
    assert SCENARIOS


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_gives_the_answers_of_its_source(path):
    scenario = parse_scenario(path.read_text(encoding="utf-8"))
    assert scenario.game == path.parent.name
    assert scenario.source and scenario.source["document"] and scenario.source["opening"]
    result = evaluate(scenario)
    asked = [a for a in result.answers if "expected" in a]
    assert asked, "a conformance scenario states at least one expected answer"
    wrong = [(a["id"], a["question"], a["expected"], a["answer"]) for a in asked if not a["matches"]]
    assert not wrong


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_source_opening_is_in_the_corpus(path, corpus_dir):
    scenario = parse_scenario(path.read_text(encoding="utf-8"))
    text = (corpus_dir / scenario.source["document"]).read_text(encoding="utf-8")
    assert scenario.source["opening"] in text


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_pins_the_rule_its_key_answer_rests_on(path):
    """An ask states the rule id(s) its answer rests on (`cites:`); the trace up to that answer (of some
    branch, when a choice is left open) cites them."""
    result = evaluate(parse_scenario(path.read_text(encoding="utf-8")))
    pinned = [a for a in result.answers if "cites" in a]
    assert pinned, "a conformance scenario states the rule its key answer rests on (cites:)"
    assert [(a["id"], a["cites"]) for a in pinned if not a["cited"]] == []
