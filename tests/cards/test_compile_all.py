"""Nothing silently dropped (issue 19): every card of the card data is compiled, without the database, and
every clause of its text is in the clause map, played (by a named family) or not played (with the reason);
every compiled definition is one the scenario language accepts."""

from collections import Counter

import pytest
import yaml

from cards.clauses import split_clauses
from cards.compiled import card_text_of_record, compile_text, coverage
from cards.definitions import ENGINE_TYPES
from cards.importers import plan_import, read_plan
from rulings.engine import ScenarioError, parse_scenario

PLAYERS = {"l5r": "[me, opp]", "naruto": "[A, B]"}
OWNER = {"l5r": "me", "naruto": "A"}
ZONE = {"l5r": "home", "naruto": "hand"}


@pytest.fixture(scope="module")
def every_card(carddata_dir):
    batch = read_plan(plan_import([carddata_dir]))
    return [card_text_of_record(record) for record in batch.cards if record.text.strip()]


@pytest.fixture(scope="module")
def compiled_cards(every_card):
    return [(card, compile_text(card.game, card.card_type, card.text, card.title)) for card in every_card]


def test_every_clause_of_every_card_is_in_the_clause_map(compiled_cards):
    assert len(compiled_cards) > 13000
    for card, compiled in compiled_cards:
        ids = [clause.id for clause in split_clauses(card.game, card.text)]
        assert list(compiled.clauses) == ids, card.key
        for clause_id, entry in compiled.clause_map().items():
            if entry["played"]:
                assert entry["family"], (card.key, clause_id)
            else:
                assert entry["reason"], (card.key, clause_id)


def _scenario(card, fields: dict) -> str:
    card_type = card.card_type.lower()
    card_type = ENGINE_TYPES.get(card.game, {}).get(card_type, card_type)
    definition = {"type": card_type, "owner": OWNER[card.game], "zone": ZONE[card.game], **fields}
    cards = yaml.safe_dump({"cards": {"it": definition}}, sort_keys=False)
    return f"version: 1\ngame: {card.game}\nplayers: {PLAYERS[card.game]}\n{cards}steps: []\n"


def test_every_compiled_definition_is_accepted_by_the_scenario_language(compiled_cards):
    refused, checked = [], Counter()
    for card, compiled in compiled_cards:
        if not compiled.fields:
            continue
        checked[card.game] += 1
        try:
            parse_scenario(_scenario(card, compiled.fields))
        except ScenarioError as exc:
            refused.append((card.key, str(exc)[:200]))
    assert checked["l5r"] and checked["naruto"]
    assert refused == []


def test_coverage_counts_every_card_with_text_once_per_group(every_card):
    report = coverage(every_card).as_dict()
    l5r = [card for card in every_card if card.game == "l5r"]
    assert report["l5r"]["all"]["cards"] == len(l5r)
    assert report["l5r"]["celestial"]["cards"] == sum(card.celestial for card in l5r)
    for group in (report["l5r"]["all"], report["l5r"]["celestial"], report["naruto"]["all"]):
        assert 0 < group["full"] <= group["cards"]
        assert 0 < group["played"] <= group["clauses"]
