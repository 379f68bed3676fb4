"""GET /api/scenario-schema.json: the scenario language's JSON Schema, public, per game, cacheable by ETag;
every shipped example validates against the schema served for its game."""

from __future__ import annotations

import json

import pytest
import yaml
from jsonschema import Draft202012Validator
from jsonschema.validators import validator_for

from rulings.engine import ENGINE_VERSION, scenario_schema
from rulings.examples import example_paths
from rulings.games import Game

URL = "/api/scenario-schema.json"


def _schema(client, query: str = "") -> dict:
    response = client.get(URL + query)
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == "application/schema+json"
    return json.loads(response.content)


def test_the_schema_is_a_valid_2020_12_json_schema_for_anyone(client):
    schema = _schema(client)  # anonymous: the client is not logged in
    assert validator_for(schema, default=None) is Draft202012Validator  # it says which draft it is
    Draft202012Validator.check_schema(schema)  # and is valid against that draft's meta-schema


@pytest.mark.parametrize("game", Game.values)
def test_each_game_has_its_own_valid_schema(client, game):
    schema = _schema(client, f"?game={game}")
    Draft202012Validator.check_schema(schema)
    assert schema != _schema(client)  # narrower than the any-game schema


def test_an_unknown_game_is_400_naming_the_allowed_values(client):
    response = client.get(URL + "?game=chess")
    assert response.status_code == 400
    detail = response.json()["detail"]
    assert "chess" in detail and all(game in detail for game in Game.values)


def test_a_hostile_game_name_is_not_echoed_whole(client):
    response = client.get(URL + "?game=" + "x" * 5000)
    assert response.status_code == 400
    assert len(response.json()["detail"]) < 200


def test_it_is_cacheable_and_revalidated_by_etag(client):
    first = client.get(URL + "?game=l5r")
    etag = first["ETag"]
    assert ENGINE_VERSION in etag and "l5r" in etag
    assert "public" in first["Cache-Control"] and "max-age=" in first["Cache-Control"]
    assert client.get(URL + "?game=naruto")["ETag"] != etag  # per game
    again = client.get(URL + "?game=l5r", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b""
    assert again["ETag"] == etag
    other = client.get(URL + "?game=l5r", headers={"If-None-Match": '"0.0.0-l5r-0"'})
    assert other.status_code == 200 and other.content == first.content


@pytest.mark.parametrize("accept", ["application/schema+json", "application/json", "*/*"])
def test_it_answers_json_clients_and_schema_clients(client, accept):
    response = client.get(URL, headers={"Accept": accept})
    assert response.status_code == 200 and json.loads(response.content)["$schema"]


def test_head_answers_the_headers_without_the_body(client):
    response = client.head(URL)
    assert response.status_code == 200 and response.content == b""
    assert response["ETag"] == client.get(URL)["ETag"]
    assert response["Content-Type"] == "application/schema+json"


def test_the_etag_follows_the_content_too(client, monkeypatch):
    """A schema that changes without a new engine version is never answered 304 under the old tag."""
    from rulings.questions import schema_api

    etag = client.get(URL)["ETag"]
    changed = {**scenario_schema(), "title": "changed"}
    monkeypatch.setattr(schema_api, "scenario_schema", lambda game=None: changed)
    schema_api.schema_document.cache_clear()
    try:
        response = client.get(URL, headers={"If-None-Match": etag})
        assert response.status_code == 200 and response["ETag"] != etag
        assert json.loads(response.content)["title"] == "changed"
    finally:
        schema_api.schema_document.cache_clear()


def test_it_is_in_the_api_docs(client):
    document = client.get("/api/schema/", headers={"Accept": "application/json"}).json()
    operation = document["paths"][URL]["get"]
    assert {p["name"] for p in operation["parameters"]} == {"game"}
    assert "application/schema+json" in operation["responses"]["200"]["content"]


def test_the_format_page_links_to_it(client):
    assert URL.encode() in client.get("/questions/format/").content


@pytest.mark.parametrize("path", example_paths(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_example_validates_against_its_games_schema(path, client):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    schema = _schema(client, f"?game={data['game']}")
    errors = [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
        for e in Draft202012Validator(schema).iter_errors(data)
    ]
    assert not errors, "\n".join(errors)
