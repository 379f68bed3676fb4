"""L5R scenarios with real cards (tests/cards/card_scenarios/l5r/<card key>.yaml): each uses the card its file
names through `ref:`, with the effect script the Desk ships, and gives the answers its text gives, citing the
rule its key answer rests on."""

from pathlib import Path

import pytest
import yaml

from cards.references import resolve_reference
from cards.services import card_definition_for, effect_scripts_load
from rulings.engine import evaluate, parse_scenario

pytestmark = pytest.mark.django_db
SCENARIOS = sorted((Path(__file__).parent / "card_scenarios" / "l5r").glob("*.yaml"))


def resolve(game: str, ref: str) -> dict | None:
    return card_definition_for(game=game, title=ref)


def test_there_are_l5r_card_scenarios():
    assert SCENARIOS


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_the_l5r_card_gives_the_answers_its_text_gives(path, card_sample):
    effect_scripts_load()
    text = path.read_text(encoding="utf-8")
    scenario = parse_scenario(text, resolve_card=resolve)
    assert scenario.game == "l5r"
    refs = [card["ref"] for card in yaml.safe_load(text)["cards"].values() if "ref" in card]
    assert path.stem in {resolve_reference(game="l5r", ref=ref).key for ref in refs}, "uses its card"
    result = evaluate(scenario)
    asked = [a for a in result.answers if "expected" in a]
    assert asked
    assert [(a["id"], a["question"], a["expected"], a["answer"]) for a in asked if not a["matches"]] == []
    pinned = [a for a in result.answers if "cites" in a]
    assert pinned, "a card scenario pins the rule its key answer rests on (cites:)"
    assert [(a["id"], a["cites"]) for a in pinned if not a["cited"]] == []
