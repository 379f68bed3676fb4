"""Submitting, claiming, evaluating and sweeping questions (the worker's side runs in-process here)."""

from datetime import timedelta

import pytest
from django.utils import timezone

from rulings.engine import ENGINE_VERSION, ScenarioError, evaluate, parse_scenario
from rulings.questions import services
from rulings.questions.models import Question, QuestionRule, Status, Visibility

from .conftest import example_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def on_commit(django_capture_on_commit_callbacks):  # a shorter name
    return django_capture_on_commit_callbacks


@pytest.fixture
def enqueued(monkeypatch):
    """Question ids the service rang the broker for (no broker needed)."""
    sent = []
    monkeypatch.setattr(services, "question_enqueue", lambda *, question_id: sent.append(question_id) or True)
    return sent


def test_a_valid_question_is_stored_queued_and_enqueued_after_commit(owner, enqueued, on_commit):
    with on_commit(execute=True):
        question = services.question_submit(scenario=example_text(), owner=owner)
    assert question.status == Status.QUEUED
    assert question.owner == owner and question.visibility == Visibility.PRIVATE
    assert question.game == "l5r" and question.title.startswith("A restriction on one penalty")
    assert len(question.scenario_hash) == 64
    assert enqueued == [question.pk]


def test_the_broker_is_rung_only_when_the_transaction_commits(owner, enqueued, on_commit):
    with on_commit(execute=False) as callbacks:
        services.question_submit(scenario=example_text(), owner=owner)
    assert enqueued == [] and len(callbacks) == 1


def test_an_invalid_scenario_is_refused_and_nothing_is_stored(owner, enqueued):
    with pytest.raises(ScenarioError) as caught:
        services.question_submit(
            scenario="game: l5r\nplayers: [me]\nsteps:\n  - ask: {stat: forse, card: x}\n"
        )
    assert any(p.line == 4 for p in caught.value.problems)
    assert not Question.objects.exists() and enqueued == []


def test_an_anonymous_question_cannot_be_private(enqueued):
    question = services.question_submit(
        scenario=example_text(), visibility=Visibility.PRIVATE, address="10.0.0.1"
    )
    assert question.owner is None and question.visibility == Visibility.UNLISTED


def _answered(scenario, owner, visibility=Visibility.PRIVATE):
    question = services.question_submit(scenario=scenario, owner=owner, visibility=visibility)
    assert services.question_claim(question_id=question.pk)
    services.question_evaluate(question_id=question.pk)
    return Question.objects.get(pk=question.pk)


def _same_scenario_reworded():
    # Different title and comments: the same normalised scenario.
    return (
        example_text().replace("title: A restriction", "title: Another title for a restriction")
        + "# a note\n"
    )


@pytest.mark.parametrize("whose", ["public", "own"])
def test_an_answer_the_asker_could_find_is_reused_by_the_worker(
    owner, other, enqueued, on_commit, monkeypatch, whose
):
    """Reused or evaluated, the asker sees the same path: queued at submission, then the worker answers
    (issue 22, point 6: a reused answer was done at once with attempts 0, a tell)."""
    first = _answered(example_text(), owner, Visibility.PUBLIC if whose == "public" else Visibility.PRIVATE)
    enqueued.clear()
    asker = other if whose == "public" else owner
    with on_commit(execute=True):
        second = services.question_submit(scenario=_same_scenario_reworded(), owner=asker)
    assert second.status == Status.QUEUED and second.attempts == 0 and enqueued == [second.pk]
    monkeypatch.setattr(services, "evaluate", lambda scenario: pytest.fail("evaluated, not reused"))
    assert services.question_claim(question_id=second.pk)
    services.question_evaluate(question_id=second.pk)
    second.refresh_from_db()
    assert second.status == Status.DONE and second.attempts == 1
    assert second.result == first.result and second.engine_version == ENGINE_VERSION
    assert set(QuestionRule.objects.filter(question=second).values_list("rule_id", flat=True))


@pytest.mark.parametrize("visibility", [Visibility.PRIVATE, Visibility.UNLISTED])
def test_someone_elses_private_or_unlisted_answer_is_not_reused(
    owner, other, enqueued, monkeypatch, visibility
):
    """Not even by the worker, whose quicker answer would still tell that the question exists."""
    first = _answered(example_text(), owner, visibility)
    evaluated = []
    monkeypatch.setattr(services, "evaluate", lambda scenario: evaluated.append(1) or evaluate(scenario))
    second = _answered(_same_scenario_reworded(), other)
    assert evaluated == [1]
    assert second.status == Status.DONE and second.result == first.result


def test_a_different_scenario_is_not_answered_from_the_cache(owner, enqueued):
    first = services.question_submit(scenario=example_text(), owner=owner)
    services.question_claim(question_id=first.pk)
    services.question_evaluate(question_id=first.pk)
    changed = services.question_submit(
        scenario=example_text().replace("change: 2}", "change: 3}", 1), owner=owner
    )
    assert changed.status == Status.QUEUED
    assert changed.scenario_hash != first.scenario_hash


def test_a_question_is_claimed_once(owner, enqueued):
    question = services.question_submit(scenario=example_text(), owner=owner)
    assert services.question_claim(question_id=question.pk)
    assert not services.question_claim(question_id=question.pk)  # a second delivery does nothing
    question.refresh_from_db()
    assert question.status == Status.RUNNING and question.attempts == 1 and question.started_at


def test_a_running_question_whose_worker_died_can_be_claimed_again(owner, enqueued, settings):
    question = services.question_submit(scenario=example_text(), owner=owner)
    services.question_claim(question_id=question.pk)
    Question.objects.filter(pk=question.pk).update(
        started_at=timezone.now() - timedelta(seconds=settings.DESK_QUESTIONS_STALE_SECONDS + 1)
    )
    assert services.question_claim(question_id=question.pk)
    question.refresh_from_db()
    assert question.attempts == 2


def test_evaluating_stores_the_engines_result_and_indexes_the_cited_rules(owner, enqueued):
    question = services.question_submit(scenario=example_text(), owner=owner)
    services.question_claim(question_id=question.pk)
    services.question_evaluate(question_id=question.pk)
    question.refresh_from_db()
    expected = evaluate(parse_scenario(example_text())).to_dict()
    assert question.status == Status.DONE and question.result == expected
    assert question.finished_at >= question.started_at
    cited = set(QuestionRule.objects.filter(question=question).values_list("rule_id", flat=True))
    assert cited == {entry["rule"] for entry in expected["trace"]}
    assert all(link.entry_slug for link in QuestionRule.objects.filter(question=question))


def test_a_scenario_over_the_work_limit_fails_with_its_reason(owner, enqueued, monkeypatch):
    from rulings.engine import EvaluationLimitError, Problem

    question = services.question_submit(scenario=example_text(), owner=owner)
    services.question_claim(question_id=question.pk)

    def too_much(scenario):
        raise EvaluationLimitError([Problem("steps", "evaluation exceeded its work limit (20 operations)")])

    monkeypatch.setattr(services, "evaluate", too_much)
    services.question_evaluate(question_id=question.pk)
    question.refresh_from_db()
    assert question.status == Status.FAILED
    assert "too much work" in question.error and "work limit" in question.error


def test_a_question_tried_too_often_is_given_up(owner, enqueued, settings):
    question = services.question_submit(scenario=example_text(), owner=owner)
    Question.objects.filter(pk=question.pk).update(attempts=settings.DESK_QUESTIONS_MAX_ATTEMPTS)
    assert services.question_claim(question_id=question.pk)
    services.question_evaluate(question_id=question.pk)
    question.refresh_from_db()
    assert question.status == Status.FAILED and "given up" in question.error


def test_the_pending_cap_refuses_more_waiting_questions(owner, other, enqueued, settings):
    settings.DESK_QUESTIONS_MAX_PENDING = 2
    for _ in range(2):
        services.question_submit(scenario=example_text(), owner=owner)
    with pytest.raises(services.SubmissionRefused, match="2 questions waiting"):
        services.question_submit(scenario=example_text(), owner=owner)
    assert Question.objects.count() == 2
    services.question_submit(scenario=example_text(), owner=other)  # the cap is per submitter
    for _ in range(2):
        services.question_submit(scenario=example_text(), address="10.0.0.9")
    with pytest.raises(services.SubmissionRefused):
        services.question_submit(scenario=example_text(), address="10.0.0.9")


def test_the_sweep_enqueues_lost_questions_again(owner, enqueued, settings):
    old = timezone.now() - timedelta(seconds=settings.DESK_QUESTIONS_STALE_SECONDS + 5)
    waiting = services.question_submit(scenario=example_text(), owner=owner)
    fresh = services.question_submit(scenario=example_text(), owner=owner)
    stuck = services.question_submit(scenario=example_text(), owner=owner)
    Question.objects.filter(pk=waiting.pk).update(enqueued_at=old)
    Question.objects.filter(pk=stuck.pk).update(status=Status.RUNNING, started_at=old)
    enqueued.clear()
    assert services.questions_sweep() == 2
    assert set(enqueued) == {waiting.pk, stuck.pk} and fresh.pk not in enqueued
    waiting.refresh_from_db()
    assert waiting.enqueued_at > old


def test_the_sweep_backs_off_for_questions_waiting_in_a_long_queue(owner, enqueued, settings):
    """Enqueued again after the retry delay and after half its age: not at every sweep."""
    settings.DESK_QUESTIONS_RETRY_SECONDS = 10
    now = timezone.now()
    question = services.question_submit(scenario=example_text(), owner=owner)
    created = now - timedelta(seconds=100)
    Question.objects.filter(pk=question.pk).update(
        created_at=created, enqueued_at=now - timedelta(seconds=20)
    )
    enqueued.clear()
    assert services.questions_sweep() == 0  # enqueued 20 s ago, but it is 100 s old: wait until 50 s
    Question.objects.filter(pk=question.pk).update(enqueued_at=now - timedelta(seconds=60))
    assert services.questions_sweep() == 1 and enqueued == [question.pk]


def test_enqueue_failure_leaves_the_question_queued(owner, monkeypatch, on_commit):
    from rulings.questions import tasks

    def broker_down(*args, **kwargs):
        raise ConnectionRefusedError("broker down")

    monkeypatch.setattr(tasks.evaluate_question, "apply_async", broker_down)
    with on_commit(execute=True):
        question = services.question_submit(scenario=example_text(), owner=owner)
    question.refresh_from_db()
    assert question.status == Status.QUEUED
    assert services.question_enqueue(question_id=question.pk) is False


def test_questions_name_the_database_cards_they_use(owner, enqueued, card_sample):
    text = (
        "game: l5r\nplayers: [me]\ncards:\n  dragon: {ref: Obsidian Dragon, owner: me, zone: home}\n"
        "steps:\n  - ask: {stat: chi, card: dragon}\n"
    )
    question = services.question_submit(scenario=text, owner=owner)
    links = list(question.card_links.select_related("card"))
    assert [(link.scenario_id, link.card.title) for link in links] == [("dragon", "Obsidian Dragon")]
