"""The question pages: the editor (checked as you type), submitting, the live status, the lists."""

import pytest

from rulings.engine import MAX_SCENARIO_BYTES
from rulings.questions import services
from rulings.questions.models import Question, Status, Visibility

from .conftest import example_text, make_question

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def no_broker(monkeypatch):
    monkeypatch.setattr(services, "question_enqueue", lambda *, question_id: True)


def test_the_editor_offers_every_way_to_write_a_question(client):
    page = client.get("/questions/new/").content.decode()
    for link in (
        "/questions/builder/",
        "/questions/examples/",
        "/questions/format/",
        "/questions/new/check/",
    ):
        assert link in page


def test_checking_as_you_type_shows_each_problem_at_its_line(client):
    text = "game: l5r\nplayers: [me]\ncards: {}\nsteps:\n  - ask: {stat: forse, card: ghost}\n"
    response = client.post("/questions/new/check/", {"scenario": text}, **HTMX)
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html
    assert 'data-line="5"' in html and "forse" in html and "did you mean" in html
    assert "  - ask: {stat: forse, card: ghost}" in html  # the offending line, quoted


def test_checking_a_valid_scenario_says_so(client, card_sample):
    response = client.post("/questions/new/check/", {"scenario": example_text()}, **HTMX)
    assert "The scenario is valid." in response.content.decode()


def test_checking_refuses_an_oversized_text_naming_the_limit(client, settings):
    response = client.post("/questions/new/check/", {"scenario": "#" * (MAX_SCENARIO_BYTES + 1)})
    assert "the limit is 262,144 bytes" in response.content.decode()


def test_an_invalid_submission_stays_in_the_editor_with_its_problems_and_stores_nothing(client):
    response = client.post(
        "/questions/new/", {"scenario": "game: l5r\nplayers: []\n", "visibility": "public"}
    )
    assert response.status_code == 400
    assert "expected a non-empty list of players" in response.content.decode()
    assert "game: l5r" in response.content.decode()  # the text is kept
    assert not Question.objects.exists()


def test_a_valid_submission_goes_to_the_questions_page(client, owner, no_broker):
    client.force_login(owner)
    response = client.post(
        "/questions/new/", {"scenario": example_text(), "title": "Mine", "visibility": "private"}
    )
    question = Question.objects.get()
    assert response.status_code == 302 and response["Location"] == question.get_absolute_url()
    assert question.owner == owner and question.title == "Mine" and question.visibility == Visibility.PRIVATE


def test_edit_fills_the_editor_without_submitting(client):
    response = client.post(
        "/questions/new/", {"scenario": "game: naruto\n", "title": "Draft", "action": "edit"}
    )
    html = response.content.decode()
    assert response.status_code == 200 and "game: naruto" in html and 'value="Draft"' in html
    assert not Question.objects.exists()


def test_the_status_polls_until_the_answer_is_there(client, owner):
    question = make_question(owner=owner, visibility=Visibility.PUBLIC, status=Status.QUEUED)
    waiting = client.get(f"/questions/{question.pk}/?part=status", **HTMX).content.decode()
    assert 'hx-trigger="every 1s"' in waiting and "Queued" in waiting and "<html" not in waiting
    Question.objects.filter(pk=question.pk).update(status=Status.RUNNING)
    assert "working on it" in client.get(f"/questions/{question.pk}/?part=status", **HTMX).content.decode()
    done = make_question(owner=owner, visibility=Visibility.PUBLIC)
    answered = client.get(f"/questions/{done.pk}/?part=status", **HTMX).content.decode()
    assert "hx-trigger" not in answered and "Answers" in answered


def test_a_failed_question_shows_its_reason(client, owner):
    question = make_question(owner=owner, visibility=Visibility.PUBLIC, status=Status.FAILED)
    Question.objects.filter(pk=question.pk).update(error="The evaluation took longer than the 20 seconds")
    assert "took longer than the 20 seconds" in client.get(question.get_absolute_url()).content.decode()


def test_hostile_text_is_escaped(client, owner):
    hostile = "<script>alert(1)</script>"
    question = make_question(owner=owner, visibility=Visibility.PUBLIC)
    Question.objects.filter(pk=question.pk).update(title=hostile, scenario=f"# {hostile}\n")
    for url in (question.get_absolute_url(), "/questions/"):
        html = client.get(url).content.decode()
        assert hostile not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_the_public_list_filters_by_game_and_card(client, owner, no_broker, card_sample):
    dragon = "game: l5r\nplayers: [me]\ncards:\n  d: {ref: Obsidian Dragon, owner: me, zone: home}\n"
    dragon += "steps:\n  - ask: {stat: chi, card: d}\n"
    about_dragon = services.question_submit(scenario=dragon, owner=owner, visibility=Visibility.PUBLIC)
    naruto = make_question(
        owner=owner, visibility=Visibility.PUBLIC, text=example_text("naruto/snapshot-targeting-kabuto")
    )
    html = client.get("/questions/?game=naruto").content.decode()
    assert str(naruto.pk) in html and str(about_dragon.pk) not in html
    html = client.get("/questions/?card=Obsidian+Dragon", **HTMX).content.decode()
    assert str(about_dragon.pk) in html and str(naruto.pk) not in html
    assert "No single card" in client.get("/questions/?card=No+Such+Card").content.decode()


def test_the_scenario_format_page_renders_the_reference(client):
    html = client.get("/questions/format/").content.decode()
    assert "<h1" in html and "Scenario format" in html and "<table>" in html
