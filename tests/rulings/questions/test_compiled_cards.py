"""Questions play a card's compiled text (issue 19) when it has no hand-written script: through the same
`resolve_card` as scripts, at submission and in the worker. An answer about a partly compiled card says which
of its clauses it ignores, and a stored answer that used compiled text is not reused under another compiler
version."""

import pytest

from cards import compiled
from cards.models import Card
from rulings.questions import services
from rulings.questions.models import Question, Status, Visibility
from rulings.questions.scenarios import scenario_check

pytestmark = pytest.mark.django_db

# Asako Kinuye has no script. Her text: "After Kinuye enters play: Lose 3 Honor." (t1, compiled) and "You may
# ignore the cost of bowing Kinuye for Maho Kiho actions she performs." (t2, not). (Chuda Shuzo's "Limited:
# Discard a card and pay 2 Gold: ..." is played since compiler 14.)
KINUYE = """\
version: 1
game: l5r
players: [{id: me, family_honor: 10}, {id: opp, family_honor: 10}]
cards:
  kinuye: {ref: Asako Kinuye, owner: me, zone: hand}
steps:
  - begin: {name: turn, player: me}
  - enter_play: kinuye
  - ask: {stat: family_honor, player: me}
"""
SCRIPTED_ONLY = """\
version: 1
game: l5r
players: [me, opp]
cards:
  dragon: {ref: Obsidian Dragon, owner: opp, zone: home}
steps:
  - ask: {stat: force, card: dragon}
"""


@pytest.fixture
def enqueued(monkeypatch):
    monkeypatch.setattr(services, "question_enqueue", lambda *, question_id: True)


def answered(text: str = KINUYE, **submitted) -> Question:
    question = services.question_submit(scenario=text, **submitted)
    assert services.question_claim(question_id=question.pk)
    services.question_evaluate(question_id=question.pk)
    return Question.objects.get(pk=question.pk)


def honor(question: Question) -> int:
    return question.result["answers"][0]["answer"]["value"]


def test_a_card_without_a_script_plays_its_compiled_text(scripts_loaded, enqueued):
    kinuye = Card.objects.get(game="l5r", key="asako_kinuye")
    assert kinuye.effect_script == "" and kinuye.compiled_text["clauses"]["t1"]["played"]
    question = answered()
    assert question.status == Status.DONE, question.error
    assert honor(question) == 7  # 10 - 3: her entering-play trait, compiled from "Lose 3 Honor."


def test_the_answer_about_a_partly_compiled_card_says_which_clauses_it_ignores(scripts_loaded, enqueued):
    question = answered()
    assert [(u["card"], u["clause"]) for u in question.unplayed] == [("Asako Kinuye", "t2")]
    (ignored,) = question.unplayed
    assert ignored["message"] == (
        "Asako Kinuye: 'You may ignore the cost of bowing Kinuye for Maho Kiho actions she performs.' is not "
        "played by the engine; this answer ignores it."
    )


def test_a_stale_stored_compilation_is_not_played(scripts_loaded, enqueued):
    """A card compiled by an older compiler (not imported again) is compiled now: what the question plays
    and what its answer says it ignores come from the running compiler."""
    Card.objects.filter(game="l5r", key="asako_kinuye").update(
        compiled_text={"version": "0", "text_hash": "old", "fields": {}, "clauses": {}},
        engine_status="none",
        engine_clauses=[],
    )
    question = answered()
    assert honor(question) == 7
    assert [u["clause"] for u in question.unplayed] == ["t2"]


def test_the_same_question_reuses_its_answer_under_the_same_compiler(scripts_loaded, enqueued, monkeypatch):
    first = answered(visibility=Visibility.PUBLIC)
    monkeypatch.setattr(services, "evaluate", lambda scenario: pytest.fail("evaluated, not reused"))
    second = answered()
    assert second.scenario_hash == first.scenario_hash and second.result == first.result


def test_an_answer_using_compiled_text_is_not_reused_under_another_compiler(
    scripts_loaded, enqueued, monkeypatch
):
    first = answered(visibility=Visibility.PUBLIC)
    monkeypatch.setattr(compiled, "COMPILER_VERSION", "next")  # the definitions it writes are the same
    evaluated = []
    evaluate = services.evaluate
    monkeypatch.setattr(services, "evaluate", lambda scenario: evaluated.append(1) or evaluate(scenario))
    second = answered()
    assert second.scenario_hash != first.scenario_hash
    assert evaluated == [1] and honor(second) == 7


def test_only_a_question_using_compiled_text_changes_its_key_with_the_compiler(scripts_loaded, monkeypatch):
    before = {text: scenario_check(text).fingerprint for text in (SCRIPTED_ONLY, KINUYE)}
    monkeypatch.setattr(compiled, "COMPILER_VERSION", "next")
    assert scenario_check(SCRIPTED_ONLY).fingerprint == before[SCRIPTED_ONLY]
    assert scenario_check(KINUYE).fingerprint != before[KINUYE]
