"""Fixtures the builder, examples and entry-point tests share (a module of its own, not a conftest, so it
never collides with the questions app's other test fixtures): real cards as tests/cards does, the real
rules corpus, and questions."""

import hashlib
import io

import pytest
from django.core.management import call_command

from rulings.questions.models import Question, QuestionCard, QuestionRule, Status, Visibility
from tests.cards.conftest import card_sample  # noqa: F401  (module-scoped real card data)


@pytest.fixture
def glossary(db, corpus_dir) -> None:
    """The real corpus, imported the way scripts/run.sh imports it."""
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())


def make_question(
    *, owner=None, visibility=Visibility.PUBLIC, title="A question", game="l5r", card=None, rule=None
) -> Question:
    """A stored (answered) question, linked to a card and/or a cited rule (rule_id, entry_slug)."""
    question = Question.objects.create(
        owner=owner,
        visibility=visibility,
        game=game,
        title=title,
        scenario="game: l5r\n",
        scenario_hash=hashlib.sha256(title.encode()).hexdigest(),
        status=Status.DONE,
        result={"answers": [], "trace": []},
    )
    if card is not None:
        QuestionCard.objects.create(question=question, card=card, scenario_id="c")
    if rule is not None:
        QuestionRule.objects.create(question=question, rule_id=rule[0], entry_slug=rule[1], game=game)
    return question
