"""The question API: POST /api/questions/ (202, Location, problems as 400) and GET /api/questions/<id>/."""

import json

import pytest

from rulings.engine import MAX_SCENARIO_BYTES, evaluate, parse_scenario
from rulings.questions import services
from rulings.questions.models import Question, Status, Visibility

from .conftest import example_text, make_question

pytestmark = pytest.mark.django_db


@pytest.fixture
def post(django_capture_on_commit_callbacks, eager):
    """POST a JSON body; the question is evaluated in-process when the transaction commits (the worker
    tests run the real thing)."""

    def send(client, body):
        with django_capture_on_commit_callbacks(execute=True):
            return client.post("/api/questions/", json.dumps(body), content_type="application/json")

    return send


def test_posting_a_question_answers_202_with_its_url_and_location(post, client):
    response = post(client, {"scenario": example_text(), "public": True, "title": "Dragon"})
    assert response.status_code == 202
    body = response.json()
    assert body["status"] in {"queued", "done"} and body["title"] == "Dragon"
    assert body["url"].endswith(f"/api/questions/{body['id']}/")
    assert response["Location"] == body["url"]
    question = Question.objects.get(pk=body["id"])
    assert question.visibility == Visibility.PUBLIC and question.owner is None


@pytest.mark.services
def test_the_answer_is_exactly_the_engines(post, client):
    body = post(client, {"scenario": example_text(), "public": False}).json()
    detail = client.get(body["url"]).json()
    expected = evaluate(parse_scenario(example_text())).to_dict()
    assert detail["status"] == "done"
    assert detail["answers"] == expected["answers"] and detail["trace"] == expected["trace"]
    assert detail["engine_version"] == expected["engine_version"]
    assert detail["error"] == "" and detail["started_at"] and detail["finished_at"]
    assert detail["choices"] is None and detail["branches"] is None


def test_choices_and_branches_are_returned_when_the_answer_depends_on_them(post, client):
    text = example_text("naruto/chain-numbered-example-order-open")
    detail = client.get(post(client, {"scenario": text, "public": True}).json()["url"]).json()
    expected = evaluate(parse_scenario(text)).to_dict()
    assert detail["choices"] == expected["choices"] and detail["branches"] == expected["branches"]


def test_an_invalid_scenario_is_400_with_every_problem_at_its_place(post, client):
    text = "game: l5r\nplayers: [me]\ncards: {}\nsteps:\n  - ask: {stat: forse, card: ghost}\n"
    response = post(client, {"scenario": text})
    assert response.status_code == 400
    body = response.json()
    assert body["detail"]
    assert {"path", "line", "column", "message"} <= set(body["problems"][0])
    assert any(p["line"] == 5 and "forse" in p["message"] for p in body["problems"])
    assert not Question.objects.exists()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "scenario"),
        ({"scenario": 12}, "scenario"),
        ({"scenario": "game: l5r", "public": "perhaps"}, "public"),
        ({"scenario": "x", "title": "t" * 201}, "title"),
    ],
)
def test_malformed_requests_are_400_naming_the_field(post, client, body, field):
    response = post(client, body)
    assert response.status_code == 400
    assert response.json()["problems"][0]["path"] == field
    assert not Question.objects.exists()


def test_not_json_is_a_400(client):
    response = client.post("/api/questions/", b"\xff\xfe{", content_type="application/json")
    assert response.status_code == 400
    assert not Question.objects.exists()


def test_an_oversized_scenario_is_413_naming_the_limit(post, client, settings):
    response = post(client, {"scenario": "#" * (MAX_SCENARIO_BYTES + 1)})
    assert response.status_code == 413
    assert "262,144 bytes" in response.json()["detail"]
    assert not Question.objects.exists()


@pytest.mark.parametrize(
    "scenario",
    ['{"game": "l5r", "title": "\\ud800", "players": ["me"], "steps": []}', "game: l5r\ntitle: \ud800\n"],
    ids=["escaped in the scenario", "in the request"],
)
def test_lone_surrogates_are_refused_with_a_400(post, client, scenario):
    response = post(client, {"scenario": scenario})
    assert response.status_code == 400 and "surrogate" in response.json()["problems"][0]["message"].lower()
    assert not Question.objects.exists()


def test_submissions_are_throttled_per_address(post, client, settings):
    settings.DESK_THROTTLE_RATES = {**settings.DESK_THROTTLE_RATES, "question-submit-address": "2/hour"}
    assert [post(client, {"scenario": example_text()}).status_code for _ in range(3)] == [202, 202, 429]
    assert Question.objects.count() == 2


def test_submissions_are_throttled_per_user(post, client, owner, settings):
    settings.DESK_THROTTLE_RATES = {**settings.DESK_THROTTLE_RATES, "question-submit-user": "1/hour"}
    client.force_login(owner)
    assert [post(client, {"scenario": example_text()}).status_code for _ in range(2)] == [202, 429]


def test_too_many_waiting_questions_is_429(post, client, owner, settings, monkeypatch):
    monkeypatch.setattr(services, "question_enqueue", lambda *, question_id: True)
    settings.DESK_QUESTIONS_MAX_PENDING = 1
    client.force_login(owner)
    assert post(client, {"scenario": example_text()}).status_code == 202
    response = post(client, {"scenario": example_text()})
    assert response.status_code == 429 and "waiting" in response.json()["detail"]


def test_a_signed_in_users_question_is_private_unless_public(post, client, owner):
    client.force_login(owner)
    body = post(client, {"scenario": example_text()}).json()
    assert body["visibility"] == "private"
    assert Question.objects.get(pk=body["id"]).owner == owner


def test_a_failed_question_reports_its_error(client):
    question = make_question(status=Status.FAILED, visibility=Visibility.PUBLIC)
    Question.objects.filter(pk=question.pk).update(error="The scenario asks for too much work")
    body = client.get(f"/api/questions/{question.pk}/").json()
    assert body["status"] == "failed" and body["error"] == "The scenario asks for too much work"
    assert body["answers"] is None


def test_unknown_and_malformed_ids_are_404(client):
    assert client.get("/api/questions/00000000-0000-0000-0000-000000000000/").status_code == 404
    assert client.get("/api/questions/not-a-uuid/").status_code == 404


def test_the_openapi_schema_documents_both_endpoints(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    assert "post" in schema["paths"]["/api/questions/"]
    assert "get" in schema["paths"]["/api/questions/{id}/"]
    assert "202" in schema["paths"]["/api/questions/"]["post"]["responses"]
