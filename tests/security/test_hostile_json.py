"""JSON that would make the parser raise past the view (issue 22, point 2): nesting 10,000 deep
(RecursionError) and a 90,000-digit integer (ValueError: Python refuses ints above 4,300 digits). Every JSON
entry point, the API bodies and the deck JSON syntax (pasted, uploaded, sent as the API's text), refuses them
with a 400 that names the limit, before parsing."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile

from config.jsonguard import MAX_DEPTH, MAX_DIGITS, JSONLimitError, json_check
from decks import services

DEEP = "[" * 10_000 + "]" * 10_000
HUGE_NUMBER = "9" * 90_000
DEEP_LIST = '{"cards": ' + DEEP + "}"
HUGE_LIST = '{"cards": [{"key": "x", "quantity": ' + HUGE_NUMBER + "}]}"
SAYS_DEPTH, SAYS_DIGITS = f"{MAX_DEPTH} levels", f"{MAX_DIGITS} digits"


# --- the check itself ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "[" * MAX_DEPTH + "]" * MAX_DEPTH,
        "1" * MAX_DIGITS,
        json.dumps({"text": "[" * 10_000 + "9" * 10_000}),  # brackets and digits inside a string are text
        json.dumps(['\\"[[[', '"' * 50, "\\"]),  # escaped quotes and backslashes do not end the string
        '"' + '\\"' * 20_000,  # an unterminated string: the rest is text (and json rejects it)
        "]" * 100 + "[" * 10,  # json stops at the first stray closer
    ],
)
def test_the_check_lets_through_what_json_reads_safely(text):
    json_check(text)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (DEEP, SAYS_DEPTH),
        ("{" + '"a":{' * (MAX_DEPTH + 1) + "}" * (MAX_DEPTH + 2), SAYS_DEPTH),
        (json.dumps({"a": "]]]]"}) + "[" * (MAX_DEPTH + 1), SAYS_DEPTH),
        (HUGE_NUMBER, SAYS_DIGITS),
        ('{"n": -0.' + "1" * (MAX_DIGITS + 1) + "}", SAYS_DIGITS),
    ],
)
def test_the_check_refuses_deep_nesting_and_long_numbers(text, says):
    with pytest.raises(JSONLimitError, match=says):
        json_check(text)


# --- the API bodies --------------------------------------------------------------------------------------


@pytest.fixture
def player(db):
    return get_user_model().objects.create_user("player", password="pw-player-123")


@pytest.fixture
def player_client(client, player):
    client.force_login(player)
    return client


def _refused(response, says: str) -> None:
    assert response.status_code == 400, response.content[:300]
    assert says in response.json()["detail"]


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/api/decks/validate/", "/api/questions/"])
def test_anonymous_deeply_nested_bodies_are_refused(client, url):
    _refused(client.post(url, DEEP, content_type="application/json"), SAYS_DEPTH)
    body = '{"game": "naruto", "format": "mythos", "scenario": ' + DEEP + ', "text": "1"}'
    _refused(client.post(url, body, content_type="application/json"), SAYS_DEPTH)


@pytest.mark.django_db
def test_deck_writes_refuse_deeply_nested_bodies(player_client, player):
    _refused(player_client.post("/api/decks/", DEEP, content_type="application/json"), SAYS_DEPTH)
    deck = services.deck_create(owner=player, game="naruto", format_key="mythos", name="Mine")
    url = f"/api/decks/{deck.public_id}/"
    _refused(player_client.patch(url, DEEP, content_type="application/json"), SAYS_DEPTH)
    huge = '{"name": "x", "cards": [{"key": "k", "quantity": ' + HUGE_NUMBER + ', "section": "main"}]}'
    _refused(player_client.patch(url, huge, content_type="application/json"), SAYS_DIGITS)
    deck.refresh_from_db()
    assert deck.name == "Mine" and deck.current_version == 1


SURROGATE_LIST = '{"cards": [{"title": "\\ud800", "quantity": 1}]}'


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("text", "says"), [(DEEP_LIST, SAYS_DEPTH), (HUGE_LIST, SAYS_DIGITS), (SURROGATE_LIST, "surrogate")]
)
def test_the_deck_json_syntax_refuses_them_in_the_api(client, text, says):
    body = {"game": "naruto", "format": "mythos", "text": text, "syntax": "json"}
    response = client.post("/api/decks/validate/", json.dumps(body), content_type="application/json")
    _refused(response, says)
    body["syntax"] = "auto"
    response = client.post("/api/decks/validate/", json.dumps(body), content_type="application/json")
    _refused(response, says)


@pytest.mark.django_db
@pytest.mark.parametrize("how", ["pasted", "uploaded"])
@pytest.mark.parametrize(
    ("text", "says"), [(DEEP_LIST, SAYS_DEPTH), (HUGE_LIST, SAYS_DIGITS), (SURROGATE_LIST, "surrogate")]
)
def test_the_import_page_refuses_them(client, how, text, says):
    data = {"format": "naruto:mythos", "syntax": "auto"}
    if how == "pasted":
        data["text"] = text
    else:
        data["file"] = SimpleUploadedFile("deck.json", text.encode(), content_type="application/json")
    response = client.post("/decks/import/", data)
    assert response.status_code == 400
    assert says in response.content.decode()


@pytest.mark.django_db
def test_a_body_over_the_upload_limit_is_a_413_in_the_api_error_shape(client, settings):
    """Django refuses to read more than DATA_UPLOAD_MAX_MEMORY_SIZE; inside the API that was an HTML 400."""
    body = "[" + "1," * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 2) + "1]"
    response = client.post("/api/questions/", body, content_type="application/json")
    assert response.status_code == 413
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    assert response.json() == {
        "detail": f"The request body is over {limit:,} bytes, the most the site reads.",
        "problems": [],
    }
