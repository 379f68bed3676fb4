"""Question fixtures: users, example scenario texts and questions in each state."""

from __future__ import annotations

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.examples import EXAMPLES_DIR
from rulings.questions.models import Question, Status, Visibility
from tests.cards.conftest import card_sample, scripts_loaded  # noqa: F401  (real cards, for questions that name them)

DRAGON = EXAMPLES_DIR / "l5r" / "stats-obsidian-dragon-restriction.yaml"


def example_text(name: str = "l5r/stats-obsidian-dragon-restriction") -> str:
    return (EXAMPLES_DIR / f"{name}.yaml").read_text(encoding="utf-8")


@pytest.fixture
def owner(django_user_model):
    return django_user_model.objects.create_user("owner", password="pw-owner-123")


@pytest.fixture
def other(django_user_model):
    return django_user_model.objects.create_user("other", password="pw-other-123")


def make_question(*, owner=None, visibility=Visibility.PRIVATE, status=Status.DONE, text=None) -> Question:
    """A stored question; done ones carry the engine's real result."""
    text = text or example_text()
    scenario = parse_scenario(text)
    result = evaluate(scenario).to_dict() if status == Status.DONE else None
    return Question.objects.create(
        owner=owner,
        visibility=visibility,
        game=scenario.game,
        title=scenario.title,
        scenario=text,
        scenario_hash="x" * 64,
        status=status,
        result=result,
        engine_version=result["engine_version"] if result else "",
    )


@pytest.fixture
def eager():
    """Celery runs tasks in the calling process (for tests of the site, not of the worker)."""
    from config.celery import app

    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = False

