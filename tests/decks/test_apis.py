"""Deck API: formats, validate (hostile input too), CRUD, versions, export, and the permission matrix."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.test import Client

from decks import services
from decks.models import Deck, DeckVersion
from decks.parsing import decklist_parse

from .conftest import read_fixture

CELESTIAL = "destroyer-war-celestial"
pytestmark = pytest.mark.usefixtures("deck_cards")


@pytest.fixture(autouse=True)
def _fresh_throttles():
    cache.clear()
    yield
    cache.clear()


def post_json(client, url, body, **extra):
    return client.post(url, json.dumps(body), content_type="application/json", **extra)


# --- formats ------------------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_formats_per_game(client):
    l5r = client.get("/api/formats/?game=l5r").json()
    keys = {f["key"]: f for f in l5r}
    assert keys[CELESTIAL]["name"] == "Destroyer War (Celestial)"
    assert "legacy" in keys and "modern" in keys
    assert [s["key"] for s in keys[CELESTIAL]["sections"]] == ["pregame", "dynasty", "fate"]
    assert keys[CELESTIAL]["rules_url"] == "/decks/rules/l5r/"
    (naruto,) = client.get("/api/formats/?game=naruto").json()
    assert (naruto["key"], naruto["name"], naruto["is_demo"]) == ("mythos", "Naruto Mythos", False)
    (demo,) = client.get("/api/formats/?game=chiaxis").json()
    assert demo["is_demo"] is True and "DEMO" in demo["name"]
    every = client.get("/api/formats/").json()
    assert len(every) == len(l5r) + 2
    bad = client.get("/api/formats/?game=chess")
    assert bad.status_code == 400 and bad.json()["problems"][0]["path"] == "game"


# --- validate -----------------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_validate_a_valid_list(client):
    response = post_json(
        client,
        "/api/decks/validate/",
        {"game": "l5r", "format": CELESTIAL, "text": read_fixture("crab_celestial.l5d")},
    )
    assert response.status_code == 200
    body = response.json()
    assert body["valid"] is True
    assert body["problems"] == [] and body["unmatched"] == []
    assert body["syntax"] == "l5d"
    kuon = next(c for c in body["cards"] if c["key"] == "hida_kuon_experienced_6")
    assert {k: kuon[k] for k in ("title", "version", "quantity", "section")} == {
        "title": "Hida Kuon",
        "version": "Experienced 6",
        "quantity": 1,
        "section": "dynasty",
    }
    assert kuon["match"] == "normalized" and kuon["confidence"] == 0.95
    assert Deck.objects.count() == 0


@pytest.mark.django_db
def test_validate_reports_every_problem_and_unmatched_line(client):
    text = read_fixture("crab_celestial.l5d").replace("3 Ambush", "4 Ambush\n2 Zzyzx Qwerty")
    body = post_json(
        client, "/api/decks/validate/", {"game": "l5r", "format": CELESTIAL, "text": text, "syntax": "l5d"}
    ).json()
    assert body["valid"] is False
    by_code = {p["code"]: p for p in body["problems"]}
    copies = by_code["too-many-copies"]
    assert copies["message"] == "The deck has 4 copies of Ambush; at most 3 are allowed."
    assert copies["severity"] == "error"
    assert copies["cards"] == [{"key": "ambush", "title": "Ambush"}]
    assert copies["rule_url"] == "/decks/rules/l5r/#three-copies"
    assert copies["fix"] == "remove 1 copy of Ambush"
    (unmatched,) = body["unmatched"]
    assert (unmatched["line"], unmatched["text"]) == (26, "2 Zzyzx Qwerty")
    assert isinstance(unmatched["candidates"], list)
    assert by_code["unmatched-line"]["message"].startswith(
        "Line 26 (\u201c2 Zzyzx Qwerty\u201d) matches no card"
    )


@pytest.mark.parametrize(
    ("body", "status", "field", "says"),
    [
        ("not json at all", 400, None, "JSON"),
        ([1, 2], 400, None, "JSON object"),
        ({"game": "l5r", "format": CELESTIAL, "text": 5}, 400, "text", "Must be a string"),
        ({"game": ["l5r"], "format": CELESTIAL, "text": ""}, 400, "game", "game"),
        ({"game": "chess", "format": CELESTIAL, "text": ""}, 400, "game", "chess"),
        (
            {"game": "l5r", "format": 5, "text": "3 Ambush"},
            400,
            "format",
            "Must be a string",
        ),  # omitted: defaulted
        ({"game": "l5r", "format": CELESTIAL, "text": "3 Ambush", "syntax": "xml"}, 400, "syntax", "xml"),
        ({"game": "l5r", "format": CELESTIAL, "text": "x" * 100_001}, 400, "text", "100000"),
        ({"game": "l5r", "format": CELESTIAL, "text": "\n" * 99_999}, 400, "text", "100,000 lines"),
        (
            {"game": "l5r", "format": CELESTIAL, "text": "3 Ambush\u0000\u0001"},
            400,
            "text",
            "Null characters",
        ),
        ({"game": "l5r", "format": CELESTIAL, "text": "3 Ambush\u0001\u0002"}, 400, "text", "binary"),
        (
            {"game": "l5r", "format": CELESTIAL, "text": '{"cards": 3', "syntax": "json"},
            400,
            "text",
            "JSON list",
        ),
    ],
)
@pytest.mark.django_db
def test_validate_refuses_bad_input_clearly(client, body, status, field, says):
    raw = body if isinstance(body, str) else json.dumps(body)
    response = client.post("/api/decks/validate/", raw, content_type="application/json")
    assert response.status_code == status
    answer = response.json()
    assert says in json.dumps(answer)
    if field:
        assert answer["problems"][0]["path"] == field
    assert Deck.objects.count() == 0


@pytest.mark.django_db
def test_validate_refuses_non_utf8_and_oversized_bodies(client):
    response = client.post(
        "/api/decks/validate/", b'{"game": "l5r", "text": "\xff\xfe"}', content_type="application/json"
    )
    assert response.status_code == 400
    huge = json.dumps({"game": "l5r", "format": CELESTIAL, "text": "a" * 900_000})
    response = client.post("/api/decks/validate/", huge, content_type="application/json")
    assert response.status_code == 413 and "bytes" in response.json()["detail"]


@pytest.mark.django_db
def test_validate_is_throttled_for_anonymous_users(client, monkeypatch):
    from decks.apis import ValidateAnonThrottle

    monkeypatch.setattr(ValidateAnonThrottle, "rate", "2/min")
    body = {"game": "l5r", "format": CELESTIAL, "text": "3 Ambush"}
    codes = [post_json(client, "/api/decks/validate/", body).status_code for _ in range(3)]
    assert codes == [200, 200, 429]


# --- CRUD ---------------------------------------------------------------------------------------------------


@pytest.mark.services
@pytest.mark.django_db
def test_create_read_update_delete(client, owner):
    client.force_login(owner)
    created = post_json(
        client,
        "/api/decks/",
        {"game": "l5r", "format": CELESTIAL, "name": "Crab", "text": read_fixture("crab_celestial.l5d")},
    )
    assert created.status_code == 201, created.content
    body = created.json()
    deck_id = body["id"]
    assert (body["visibility"], body["is_valid"], body["card_count"], body["current_version"]) == (
        "private",
        True,
        81,
        1,
    )
    assert body["rules_version"] and body["validated_at"] and body["unmatched"] == []
    assert len(body["cards"]) == 30
    patched = client.patch(
        f"/api/decks/{deck_id}/",
        json.dumps({"cards": [{"key": "ambush", "quantity": 3, "section": "fate"}], "note": "gutted"}),
        content_type="application/json",
    )
    assert patched.status_code == 200
    assert (patched.json()["card_count"], patched.json()["is_valid"], patched.json()["current_version"]) == (
        3,
        False,
        2,
    )
    problems = client.get(f"/api/decks/{deck_id}/validation/").json()["problems"]
    assert {p["code"] for p in problems} == {"section-size", "pregame-count"}
    versions = client.get(f"/api/decks/{deck_id}/versions/").json()["results"]
    assert [v["number"] for v in versions] == [2, 1] and versions[0]["note"] == "gutted"
    v2 = client.get(f"/api/decks/{deck_id}/versions/2/").json()
    assert v2["content"] == [
        {"key": "ambush", "title": "Ambush", "version": "", "quantity": 3, "section": "fate"}
    ]
    assert {c["change"] for c in v2["changes"]} == {"removed"}
    restored = client.post(f"/api/decks/{deck_id}/versions/1/restore/")
    assert restored.status_code == 201 and restored.json()["restored_from"] == 1
    assert client.get(f"/api/decks/{deck_id}/").json()["card_count"] == 81
    assert client.delete(f"/api/decks/{deck_id}/").status_code == 204
    assert not Deck.objects.exists() and not DeckVersion.objects.exists()


@pytest.mark.django_db
def test_create_refuses_bad_input(client, owner):
    client.force_login(owner)
    assert post_json(client, "/api/decks/", {"game": "l5r", "name": "x"}).json() == {
        "detail": "format: This field is required.",
        "problems": [{"path": "format", "line": None, "column": None, "message": "This field is required."}],
    }
    bad_format = post_json(client, "/api/decks/", {"game": "l5r", "format": "nope", "name": "x"})
    assert bad_format.status_code == 400 and "Unknown format 'nope'" in bad_format.json()["detail"]
    bad_card = post_json(
        client,
        "/api/decks/",
        {
            "game": "l5r",
            "format": CELESTIAL,
            "name": "x",
            "cards": [{"key": "nope", "quantity": 1, "section": "fate"}],
        },
    )
    assert bad_card.status_code == 400 and "nope" in bad_card.json()["detail"]
    bad_quantity = post_json(
        client,
        "/api/decks/",
        {
            "game": "l5r",
            "format": CELESTIAL,
            "name": "x",
            "cards": [{"key": "ambush", "quantity": 0, "section": "fate"}],
        },
    )
    assert bad_quantity.status_code == 400
    binary = post_json(
        client, "/api/decks/", {"game": "l5r", "format": CELESTIAL, "name": "x", "text": "\u0001\u0002"}
    )
    assert binary.status_code == 400 and "binary" in binary.json()["detail"]
    assert not Deck.objects.exists()


@pytest.mark.django_db
def test_api_writes_need_the_csrf_token_with_a_session(owner):
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner)
    response = post_json(client, "/api/decks/", {"game": "l5r", "format": CELESTIAL, "name": "x"})
    assert response.status_code == 403 and "CSRF" in response.json()["detail"]


@pytest.mark.parametrize("syntax", ["text", "l5d", "json"])
@pytest.mark.django_db
def test_export_each_syntax_reads_back(client, owner, syntax):
    entries = decklist_parse(
        game="l5r", text=read_fixture("crab_celestial.l5d"), format_key=CELESTIAL
    ).entries
    deck = services.deck_create(
        owner=owner, game="l5r", format_key=CELESTIAL, name="Crab: the Wall", entries=entries
    )
    client.force_login(owner)
    response = client.get(f"/api/decks/{deck.public_id}/export/?syntax={syntax}")
    assert response.status_code == 200
    assert (
        response["Content-Disposition"]
        == f'attachment; filename="crab-the-wall.{ {"text": "txt"}.get(syntax, syntax) }"'
    )
    back = decklist_parse(game="l5r", text=response.content.decode(), format_key=CELESTIAL)
    assert sorted(back.entries, key=repr) == sorted(entries, key=repr)


@pytest.mark.django_db
def test_export_refuses_an_unknown_syntax(client, owner, make_deck):
    deck = make_deck(owner=owner, game="naruto", format_key="mythos")
    client.force_login(owner)
    assert client.get(f"/api/decks/{deck.public_id}/export/?syntax=xml").status_code == 400
    assert client.get(f"/api/decks/{deck.public_id}/export/?syntax=l5d").json()["detail"] == (
        "The .l5d syntax is for L5R CCG decks."
    )


@pytest.mark.django_db
def test_lists(client, owner, other_user, make_deck):
    make_deck(owner=owner, name="private")
    make_deck(owner=owner, name="unlisted", visibility="unlisted")
    make_deck(owner=owner, name="public", visibility="public", entries=[("ambush", 3, "fate")])

    def names(c, query=""):
        return sorted(d["name"] for d in c.get(f"/api/decks/{query}").json()["results"])

    assert names(client) == ["public"]
    assert names(client, "?card=ambush") == ["public"]
    assert names(client, "?card=charge") == []
    client.force_login(other_user)
    assert names(client) == ["public"]
    assert names(client, "?mine=1") == []
    client.force_login(owner)
    assert names(client) == ["private", "public", "unlisted"]
    assert names(client, "?mine=1&game=l5r") == ["private", "public", "unlisted"]


@pytest.mark.django_db
def test_openapi_schema_shows_the_deck_api(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    for path in (
        "/api/formats/",
        "/api/decks/",
        "/api/decks/validate/",
        "/api/decks/{public_id}/",
        "/api/decks/{public_id}/export/",
        "/api/decks/{public_id}/versions/",
        "/api/decks/{public_id}/versions/{number}/",
        "/api/decks/{public_id}/versions/{number}/restore/",
        "/api/decks/{public_id}/copy/",
    ):
        assert path in schema["paths"], path
    validate = schema["paths"]["/api/decks/validate/"]["post"]
    assert "200" in validate["responses"] and "400" in validate["responses"]


# --- permission matrix --------------------------------------------------------------------------------------

# (method, path template, body) for every deck endpoint; {id} is the deck's public id.
ENDPOINTS = {
    "detail": ("get", "/api/decks/{id}/", None),
    "validation": ("get", "/api/decks/{id}/validation/", None),
    "export": ("get", "/api/decks/{id}/export/?syntax=text", None),
    "versions": ("get", "/api/decks/{id}/versions/", None),
    "version": ("get", "/api/decks/{id}/versions/1/", None),
    "copy": ("post", "/api/decks/{id}/copy/", None),
    "update": ("patch", "/api/decks/{id}/", {"name": "renamed"}),
    "restore": ("post", "/api/decks/{id}/versions/1/restore/", None),
    "delete": ("delete", "/api/decks/{id}/", None),
}
READS = {"detail", "validation", "export", "versions", "version"}
OWNER_ONLY = {"update", "restore", "delete"}


def expected(who: str, visibility: str, endpoint: str) -> int:
    success = {"copy": 201, "restore": 201, "delete": 204}.get(endpoint, 200)
    if who == "owner":
        return success
    if visibility == "private":
        return 404  # for everyone but the owner, signed in or not
    if endpoint in READS:
        return success
    if who == "anonymous":
        return 403
    return 403 if endpoint in OWNER_ONLY else success


@pytest.mark.parametrize("endpoint", sorted(ENDPOINTS))
@pytest.mark.parametrize("visibility", ["private", "unlisted", "public"])
@pytest.mark.parametrize("who", ["owner", "other", "anonymous"])
@pytest.mark.django_db
def test_permission_matrix(client, owner, other_user, make_deck, who, visibility, endpoint):
    deck = make_deck(owner=owner, visibility=visibility, entries=[("ambush", 3, "fate")])
    if who == "owner":
        client.force_login(owner)
    elif who == "other":
        client.force_login(other_user)
    method, template, body = ENDPOINTS[endpoint]
    url = template.format(id=deck.public_id)
    kwargs = {"data": json.dumps(body), "content_type": "application/json"} if body else {}
    response = getattr(client, method)(url, **kwargs)
    assert response.status_code == expected(who, visibility, endpoint), response.content[:200]
    deck_after = Deck.objects.filter(pk=deck.pk).first()
    if response.status_code >= 400:  # refused: nothing changed
        assert deck_after is not None and deck_after.name == deck.name
        assert deck_after.current_version == 1
        assert Deck.objects.count() == 1


@pytest.mark.django_db
def test_anonymous_cannot_create(client):
    response = post_json(client, "/api/decks/", {"game": "l5r", "format": CELESTIAL, "name": "x"})
    assert response.status_code == 403
    assert not Deck.objects.exists()
