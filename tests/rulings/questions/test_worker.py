"""Questions answered by real Celery worker processes, on the filesystem broker and (in the services pass)
on Redis with PostgreSQL: submit -> done; a worker killed mid-evaluation; the broker down at submission;
the time limit; every example scenario answered through the worker exactly as in-process."""

from __future__ import annotations

import time

import pytest

from config.celery import app
from rulings.engine import EvaluationLimitError, evaluate, parse_scenario
from rulings.examples import example_paths
from rulings.questions import services
from rulings.questions.models import Question, Status
from tests.conftest import reset_broker_pool

from .conftest import example_text

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]


def wait_for(question_id, statuses=(Status.DONE, Status.FAILED), timeout: float = 60) -> Question:
    """Poll the row, running the sweep every 5 s as Celery beat does on the site: kombu's filesystem
    transport can lose a message under load (a reader may take a file before its writer has filled it),
    which the sweep is there to repair (after its retry delay, 30 s)."""
    deadline = time.monotonic() + timeout
    next_sweep = time.monotonic() + 5
    while True:
        question = Question.objects.get(pk=question_id)
        if question.status in statuses:
            return question
        if time.monotonic() > deadline:
            raise AssertionError(f"question still {question.status} after {timeout} s")
        if time.monotonic() > next_sweep:
            services.questions_sweep()
            next_sweep = time.monotonic() + 5
        time.sleep(0.02)


def samurai_scenario(size: int) -> str:
    """`size` Samurai and `size` effects on "all Samurai": work grows much faster than the text."""
    lines = ["game: l5r", "title: Many Samurai", "players: [me]", "cards:"]
    lines += [
        f"  c{i}: {{type: personality, owner: me, zone: home, keywords: [Samurai], stats: {{force: 1}}}}"
        for i in range(size)
    ]
    lines.append("steps:")
    lines += [
        f"  - apply: {{id: e{j}, affects: {{keywords: Samurai}}, stat: force, change: 1}}"
        for j in range(size)
    ]
    lines.append("  - ask: {stat: force, card: c0}")
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def slow_scenarios() -> list[tuple[float, str]]:
    """Valid scenarios (within the engine's work limit) with the seconds the engine takes for each on this
    machine, up to one of a second or more: tried by size, so the tests hold on faster or slower machines."""
    timed = []
    for size in range(100, 2000, 50):
        text = samurai_scenario(size)
        started = time.perf_counter()
        try:
            evaluate(parse_scenario(text))
        except EvaluationLimitError:
            break
        timed.append((time.perf_counter() - started, text))
        if timed[-1][0] >= 1:
            return timed
    raise AssertionError(f"no valid scenario takes a second here; the slowest took {timed[-1][0]:.2f} s")


def slow(scenarios: list[tuple[float, str]], seconds: float) -> str:
    return next(text for took, text in scenarios if took >= seconds)


def test_a_question_is_answered_by_the_worker(start_worker):
    start_worker()
    question = services.question_submit(scenario=example_text(), address="10.1.1.1")
    done = wait_for(question.pk)
    assert done.status == Status.DONE and done.attempts == 1
    assert done.result == evaluate(parse_scenario(example_text())).to_dict()
    assert done.rule_links.exists()


def test_a_second_delivery_of_a_finished_question_does_nothing(start_worker):
    start_worker()
    question = services.question_submit(scenario=example_text(), address="10.1.1.2")
    finished = wait_for(question.pk).finished_at
    assert services.question_enqueue(question_id=question.pk)
    time.sleep(1.5)
    again = Question.objects.get(pk=question.pk)
    assert again.finished_at == finished and again.attempts == 1


def test_a_question_survives_its_worker_being_killed(start_worker, slow_scenarios, settings):
    slow_scenario = slow(slow_scenarios, 1)
    settings.DESK_QUESTIONS_STALE_SECONDS = 1
    first = start_worker(env={"DESK_QUESTIONS_STALE_SECONDS": "1"})
    question = services.question_submit(scenario=slow_scenario, address="10.1.1.3")
    wait_for(question.pk, statuses=(Status.RUNNING,), timeout=30)
    first.kill()  # kill -9 in the middle of the evaluation
    assert Question.objects.get(pk=question.pk).status == Status.RUNNING
    start_worker(env={"DESK_QUESTIONS_STALE_SECONDS": "1"})
    time.sleep(1.1)  # the dead worker's claim goes stale
    assert services.questions_sweep() == 1
    done = wait_for(question.pk)
    assert done.status == Status.DONE and done.attempts == 2
    assert done.result == evaluate(parse_scenario(slow_scenario)).to_dict()


def test_a_question_submitted_while_the_broker_is_down_is_answered_after_it_returns(
    start_worker, settings, monkeypatch
):
    settings.DESK_QUESTIONS_RETRY_SECONDS = 0
    start_worker()
    saved_url, saved_options = app.conf.broker_url, dict(app.conf.broker_transport_options)
    if saved_url.startswith("filesystem://"):
        app.conf.broker_transport_options = {**saved_options, "data_folder_out": "/nonexistent/queue"}
    else:  # Celery reads CELERY_BROKER_URL from the environment before its settings
        monkeypatch.setenv("CELERY_BROKER_URL", "redis://127.0.0.1:1/0")  # nothing listens there
    reset_broker_pool(app)
    try:
        question = services.question_submit(scenario=example_text(), address="10.1.1.4")
        assert services.questions_sweep() == 0  # the broker is still down
    finally:
        app.conf.broker_transport_options = saved_options
        monkeypatch.undo()
        reset_broker_pool(app)
    assert app.conf.broker_url == saved_url
    time.sleep(1)
    assert Question.objects.get(pk=question.pk).status == Status.QUEUED  # stored, not lost, not answered
    assert services.questions_sweep() == 1
    assert wait_for(question.pk).status == Status.DONE


def test_a_question_over_the_time_limit_fails_with_its_reason(start_worker, slow_scenarios):
    start_worker(env={"DESK_QUESTION_TIME_LIMIT": "0.3"})
    question = services.question_submit(scenario=slow(slow_scenarios, 1), address="10.1.1.5")
    failed = wait_for(question.pk)
    assert failed.status == Status.FAILED
    assert "took longer than the 0.3 seconds" in failed.error


def test_every_example_is_answered_through_the_worker_as_in_process(start_worker, settings):
    settings.DESK_QUESTIONS_MAX_PENDING = 10_000
    start_worker()
    texts = {path: path.read_text(encoding="utf-8") for path in example_paths()}
    asked = {
        path: services.question_submit(scenario=text, address="10.1.1.6").pk for path, text in texts.items()
    }
    for path, question_id in asked.items():
        question = wait_for(question_id, timeout=120)
        expected = evaluate(parse_scenario(texts[path])).to_dict()
        assert question.status == Status.DONE, (path, question.error)
        assert question.result == expected, path


def test_an_engine_bug_fails_the_question_with_a_readable_error(monkeypatch, settings):
    """The task in-process (a worker would log the same): no traceback text reaches the user."""
    from rulings.questions import tasks

    question = services.question_submit(scenario=example_text(), address="10.1.1.7")
    monkeypatch.setattr(services, "evaluate", lambda scenario: 1 / 0)
    tasks.evaluate_question.run(question_id=str(question.pk))
    failed = Question.objects.get(pk=question.pk)
    assert failed.status == Status.FAILED and "internal error" in failed.error
    assert "ZeroDivision" not in failed.error


def test_the_soft_time_limit_stops_an_evaluation_in_process(monkeypatch):
    from rulings.questions import tasks

    question = services.question_submit(scenario=example_text(), address="10.1.1.8")
    monkeypatch.setattr(tasks.settings, "CELERY_TASK_SOFT_TIME_LIMIT", 0.2)
    monkeypatch.setattr(services, "evaluate", lambda scenario: time.sleep(5))
    started = time.monotonic()
    tasks.evaluate_question.run(question_id=str(question.pk))
    assert time.monotonic() - started < 2
    failed = Question.objects.get(pk=question.pk)
    assert failed.status == Status.FAILED and "0.2 seconds" in failed.error
