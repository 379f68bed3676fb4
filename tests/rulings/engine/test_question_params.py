"""Questions' params are typed frozen objects, declared to match the question's fields."""

import dataclasses

import pytest

from rulings.engine import parse_scenario
from rulings.engine.language.vocabulary import Question
from rulings.engine.questions.params import CardQuestion, StatQuestion, to_dict

SCENARIO = {
    "game": "l5r",
    "players": ["me"],
    "cards": {"hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2}}},
    "steps": [{"ask": {"stat": "force", "card": "hero", "id": "f"}}],
}


def test_an_ask_step_carries_its_questions_typed_frozen_params():
    (step,) = parse_scenario(SCENARIO).steps
    assert step.params == StatQuestion("stat", "f", stat="force", card="hero")
    with pytest.raises(dataclasses.FrozenInstanceError):
        step.params.card = "villain"
    assert list(to_dict(step.params).items()) == [("question", "stat"), ("stat", "force"), ("card", "hero")]


def test_a_question_whose_params_class_lacks_its_fields_is_refused():
    with pytest.raises(TypeError, match="the question needs"):
        Question(("card", "stat"), ("stat",), lambda engine, q: {}, params=CardQuestion)
