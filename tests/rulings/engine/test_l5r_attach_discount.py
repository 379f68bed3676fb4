""""Attaches to a Courtier for 2 less Gold" (an attachment's own trait for one kind of bearer:
`enters_for_less` with `bearer`, own_cost.py): a payment for the card that names a matching card to attach
to (`pay: {to}`) costs less; one naming another card, or none, costs its full Gold cost."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.cardtext.l5r import compile_clause

from .cardtext_kit import refused


def compiled(text: str, card_type: str = "Item") -> dict:
    result = compile_clause(text, kind="trait", card_type=card_type, clause_id="t1", title="Fan")
    assert result.played, result.reason
    return result.piece


def test_the_trait_compiles_to_a_reduction_for_one_kind_of_bearer():
    assert compiled("Attaches to a Courtier for 2 less Gold.") == {
        "enters_for_less": {"amount": 2, "bearer": {"keywords": ["Courtier"]}}
    }
    assert compiled("Attaches to a Courtier or Artisan paying 1 less Gold.", "Follower") == {
        "enters_for_less": {"amount": 1, "bearer": {"any_keywords": ["Courtier", "Artisan"]}}
    }


@pytest.mark.parametrize(("text", "card_type"), [
    ("Attaches to a Courtier for 2 less Gold.", "Holding"),  # not an attachment
    ("Attaches to a Human paying 1 less Gold.", "Item"),  # the absence of Nonhuman
    ("Attaches to a Courtier for 0 less Gold.", "Item"),
])  # fmt: skip
def test_near_wordings_stay_not_played(text, card_type):
    assert refused(text, card_type)


def paid(to: str | None) -> bool:
    fan = {"type": "item", "owner": "me", "zone": "hand", "stats": {"gold_cost": 4},
           **compiled("Attaches to a Courtier for 2 less Gold.")}  # fmt: skip
    cards = {
        "fan": fan,
        "doji": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Courtier"]},
        "hida": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Bushi"]},
        "mine": {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 2}},
    }
    pay = {"id": "p", "by": "me", "for": "fan", "bow": ["mine"], **({"to": to} if to else {})}
    scenario = {"game": "l5r", "players": ["me"], "cards": cards,
                "steps": [{"pay": pay}, {"ask": {"payment": "p"}}]}  # fmt: skip
    (answer,) = evaluate(parse_scenario(scenario)).answers
    return answer["answer"]["value"]


def test_paid_to_attach_to_a_courtier_it_costs_two_less():
    assert paid("doji") is True


@pytest.mark.parametrize("to", ["hida", None])
def test_paid_for_another_bearer_or_none_named_it_costs_its_gold_cost(to):
    assert paid(to) is False


def test_a_bearer_without_the_card_paid_for_is_refused():
    cards = {"doji": {"type": "personality", "owner": "me", "zone": "home"}}
    scenario = {"game": "l5r", "players": ["me"], "cards": cards, "steps": [{"pay": {"by": "me", "gold": 1,
                "to": "doji"}}]}  # fmt: skip
    with pytest.raises(ScenarioError, match="to"):
        parse_scenario(scenario)
