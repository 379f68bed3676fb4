"""Scenarios with real cards (tests/cards/card_scenarios/<game>/<card key>[-more].yaml): each uses the card
its file names, through `ref:`, with the effect script the Desk ships, and gives the answers its text gives,
citing the rule each key answer rests on."""

from pathlib import Path

import pytest
import yaml

from cards.references import resolve_reference
from cards.services import card_definition_for
from rulings.engine import evaluate, parse_scenario

pytestmark = pytest.mark.django_db
FOLDER = Path(__file__).parent / "card_scenarios"
SCENARIOS = sorted(FOLDER.glob("*/*.yaml"))


def resolve(game: str, ref: str) -> dict | None:
    return card_definition_for(game=game, title=ref)


def card_key(path: Path) -> str:
    """KS-001-C.yaml and KS-001-C-alone.yaml are both about KS-001-C; sasumata.yaml and sasumata-two.yaml
    about sasumata (L5R keys have no hyphen)."""
    parts = path.stem.split("-")
    return "-".join(parts[:3]) if path.parent.name == "naruto" else parts[0]


def test_there_are_card_scenarios():
    assert SCENARIOS


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_card_gives_the_answers_its_text_gives(path, scripts_loaded):
    scenario = parse_scenario(path.read_text(encoding="utf-8"), resolve_card=resolve)
    assert scenario.game == path.parent.name
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    used = {
        found.key
        for card in raw["cards"].values()
        if "ref" in card and (found := resolve_reference(game=scenario.game, ref=card["ref"]))
    }
    assert card_key(path) in used, "the scenario uses the card its file names"
    result = evaluate(scenario)
    asked = [a for a in result.answers if "expected" in a]
    assert asked
    assert [(a["id"], a["question"], a["expected"], a["answer"]) for a in asked if not a["matches"]] == []
    pinned = [a for a in result.answers if "cites" in a]
    assert pinned, "a card scenario pins the rule its key answer rests on (cites:)"
    assert [(a["id"], a["cites"]) for a in pinned if not a["cited"]] == []
