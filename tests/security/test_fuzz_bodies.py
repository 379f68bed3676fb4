"""Hostile bodies to every endpoint and form that reads JSON, YAML, text or a file, anonymous and signed in
(issue 22, "from now on"): nesting 10,000 deep, huge integers, huge strings, NUL, lone surrogates, non-UTF-8,
empty input and a wrong type at every field. Any 5xx, or an exception escaping Django, fails the test.

Timing is not asserted (the project's rule: benchmarks measure, tests do not); the card database is empty
here, so no list line costs the fuzzy matcher anything (bench/decks.py measures its worst case).
"""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from decks import services
from rulings.questions.models import Question, Status, Visibility

pytestmark = pytest.mark.django_db

DEEP = "[" * 10_000 + "]" * 10_000
RAW_BODIES = {
    "deep nesting": DEEP.encode(),
    "deep object": ('{"a":' * 10_000 + "1" + "}" * 10_000).encode(),
    "huge integer": ("9" * 90_000).encode(),
    "huge integer in a field": b'{"text": 1, "name": ' + b"9" * 90_000 + b"}",
    "huge string": json.dumps({"text": "a" * 300_000, "name": "a" * 300_000}).encode(),
    "NUL": b'{"text": "\\u0000", "name": "\\u0000", "scenario": "\\u0000"}',
    "lone surrogate": b'{"text": "\\ud800", "name": "\\udfff", "scenario": "\\ud800"}',
    "non-UTF-8": b'{"text": "\xff\xfe", "name": "\xc3"}',
    "empty": b"",
    "null": b"null",
    "a list": b"[1, 2, 3]",
}
WRONG_VALUES = [None, 0, -1, 1.5, 10**30, True, [], {}, [[[[]]]], "", "\u0000", "\ud800", "x" * 100_000]
JSON_FIELDS = {
    "deck": ["game", "format", "name", "description", "visibility", "note", "cards", "text", "syntax",
             "base_version"],
    "validate": ["game", "format", "text", "syntax"],
    "question": ["scenario", "public", "title"],
    "question change": ["visibility"],
}  # fmt: skip
VALID = {
    "deck": {"game": "naruto", "format": "mythos", "name": "Fuzzed"},
    "validate": {"game": "naruto", "format": "mythos", "text": "2 Naruto Uzumaki"},
    "question": {"scenario": "game: l5r\n", "public": False, "title": "t"},
    "question change": {"visibility": "public"},
}


@pytest.fixture
def player():
    return get_user_model().objects.create_user("player", password="pw-player-123")


@pytest.fixture
def targets(player) -> dict[str, list[tuple[str, str]]]:
    """(method, url) per kind of body, on objects the player owns."""
    deck = services.deck_create(owner=player, game="naruto", format_key="mythos", name="Mine")
    question = Question.objects.create(
        owner=player,
        visibility=Visibility.PUBLIC,
        game="l5r",
        scenario="x",
        scenario_hash="h",
        status=Status.DONE,
    )
    return {
        "deck": [("POST", "/api/decks/"), ("PATCH", f"/api/decks/{deck.public_id}/"),
                 ("PUT", f"/api/decks/{deck.public_id}/")],
        "validate": [("POST", "/api/decks/validate/")],
        "question": [("POST", "/api/questions/")],
        "question change": [("PATCH", f"/api/questions/{question.pk}/")],
        "deck id": [("", deck.public_id)],
        "question id": [("", str(question.pk))],
    }  # fmt: skip


def _client(user) -> Client:
    client = Client(raise_request_exception=True)
    if user is not None:
        client.force_login(user)
    return client


def _send(client, failures, method, url, body: bytes, content_type: str, label: str) -> None:
    try:
        response = client.generic(method, url, body, content_type)
    except Exception as exc:  # escaped Django's error handling: a bare 500 from the server
        failures.append(f"{label} {method} {url}: {type(exc).__name__}: {str(exc)[:200]}")
        return
    if response.status_code >= 500:
        failures.append(f"{label} {method} {url}: {response.status_code}")


@pytest.mark.parametrize("who", ["anonymous", "player"])
def test_json_endpoints_answer_hostile_bodies_with_a_4xx(who, player, targets):
    client, failures = _client(player if who == "player" else None), []
    for kind, fields in JSON_FIELDS.items():
        for method, url in targets[kind]:
            for label, body in RAW_BODIES.items():
                _send(client, failures, method, url, body, "application/json", label)
            for field in fields:
                for value in WRONG_VALUES:
                    body = json.dumps({**VALID[kind], field: value}).encode("utf-8", "surrogatepass")
                    _send(client, failures, method, url, body, "application/json", f"{field}={value!r:.20}")
    assert not failures, "\n".join(failures)


FORM_VALUES = [b"", b"%00", b"%ED%A0%80", b"%FF%FE", quote(DEEP).encode(), b"9" * 90_000, b"a" * 300_000]


def _forms(targets) -> list[tuple[str, list[str], dict[str, bytes]]]:
    """(url, fields, valid values) of each form that reads text."""
    deck, question = targets["deck id"][0][1], targets["question id"][0][1]
    return [
        ("/decks/import/", ["format", "text", "syntax", "name", "action"],
         {"format": b"naruto:mythos", "syntax": b"auto", "text": b"2+Naruto", "action": b"save"}),
        ("/decks/new/", ["name", "format", "visibility"], {"name": b"x", "format": b"naruto:mythos"}),
        (f"/decks/{deck}/settings/", ["name", "format_key", "visibility", "description"], {"name": b"x"}),
        (f"/decks/{deck}/build/card/", ["card", "section", "quantity", "delta", "to_section", "q"],
         {"card": b"x", "section": b"main", "delta": b"1"}),
        (f"/decks/{deck}/save/", ["note"], {}),
        ("/questions/new/", ["scenario", "title", "visibility", "action"], {"scenario": b"game: l5r"}),
        ("/questions/new/check/", ["scenario"], {}),
        (f"/questions/{question}/visibility/", ["visibility"], {}),
    ]  # fmt: skip


@pytest.mark.parametrize("who", ["anonymous", "player"])
def test_forms_answer_hostile_text_with_a_4xx(who, player, targets):
    client, failures = _client(player if who == "player" else None), []
    content_type = "application/x-www-form-urlencoded"
    for url, fields, valid in _forms(targets):
        for field in fields:
            for value in FORM_VALUES:
                values = {**valid, field: value}
                body = b"&".join(name.encode() + b"=" + v for name, v in values.items())
                _send(client, failures, "POST", url, body, content_type, f"{field}={value[:12]!r}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("who", ["anonymous", "player"])
def test_the_import_upload_answers_hostile_files_with_a_4xx(who, player):
    from django.core.files.uploadedfile import SimpleUploadedFile

    client, failures = _client(player if who == "player" else None), []
    files = {
        "deep": DEEP.encode(),
        "huge integer": b'{"cards": [{"key": "x", "quantity": ' + b"9" * 90_000 + b"}]}",
        "NUL": b"2 Naruto\x00",
        "surrogate": b'{"cards": [{"title": "\\ud800"}]}',
        "non-UTF-8": b"\xff\xfe2 Naruto",
        "empty": b"",
        "yaml-ish": b"a: &a [*a, *a]",
        "binary": bytes(range(256)),
    }
    for label, content in files.items():
        upload = SimpleUploadedFile("deck.json", content, content_type="application/octet-stream")
        try:
            response = client.post(
                "/decks/import/", {"format": "naruto:mythos", "syntax": "auto", "file": upload}
            )
        except Exception as exc:
            failures.append(f"{label}: {type(exc).__name__}: {str(exc)[:200]}")
            continue
        if response.status_code >= 500:
            failures.append(f"{label}: {response.status_code}")
    assert not failures, "\n".join(failures)
