"""Relevance: questions typed as players ask them find the entry (and paragraph) that answers them.
Runs on SQLite and again on PostgreSQL (marker "services"); tests/rulings/relevance.yaml holds the set."""

import pytest

from rulings.models import Part

from .relevance import evaluate, load_questions

pytestmark = [pytest.mark.services, pytest.mark.usefixtures("glossary")]


def test_the_set_covers_three_games_and_names_real_paragraphs():
    questions = load_questions()
    assert len(questions) >= 40
    assert {game for q in questions for game, _, _ in q.answers} == {"l5r", "chiaxis", "naruto"}
    for question in questions:
        for game, slug, anchor in question.answers:
            assert Part.objects.filter(entry__game=game, entry__slug=slug, anchor=anchor).exists(), (
                f"{question.q!r}: no paragraph {game}/{slug}#{anchor}"
            )


def test_at_least_85_percent_answered_in_the_top_3():
    scores = evaluate()
    misses = "\n".join(f"  {o.question.q!r} -> {o.found}" for o in scores.misses())
    assert scores.top3 >= 0.85, f"{scores.summary()}\nmissed:\n{misses}"
    assert scores.paragraph >= 0.7, scores.summary()  # and the link lands on an answering paragraph
