"""The editor page without a browser: the bundle is loaded with the nonce that the page's style-src (only)
admits, and the form still works as a plain textarea (the no-JavaScript path is tested in test_views.py)."""

from __future__ import annotations

import re

import pytest

from rulings.games import Game


def _policy(response) -> dict[str, str]:
    parts = (p.strip().split(" ", 1) for p in response["Content-Security-Policy"].split(";") if p.strip())
    return {name: rest for name, rest in parts}


def test_the_editor_page_admits_codemirrors_styles_by_nonce_and_nothing_else(client):
    response = client.get("/questions/new/")
    policy = _policy(response)
    nonce = re.search(r"'nonce-([^']+)'", policy["style-src"]).group(1)
    assert policy["script-src"] == "'self'" and "nonce" not in policy.get("img-src", "")
    html = response.content.decode()
    assert re.search(rf'<script src="[^"]*scenario-editor\.js" nonce="{re.escape(nonce)}" defer>', html)
    assert nonce != _policy(client.get("/questions/new/"))["style-src"]  # fresh on every response


@pytest.mark.django_db
def test_other_pages_get_no_nonce(client):
    assert _policy(client.get("/questions/"))["style-src"] == "'self'"


def test_the_editor_knows_where_the_schema_is_and_the_games(client):
    html = client.get("/questions/new/").content.decode()
    assert 'data-schema-url="/api/scenario-schema.json"' in html
    assert f'data-games="{" ".join(Game.values)}"' in html
