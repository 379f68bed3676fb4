"""The Desk's own rules (where the corpus is silent): every one is registered under its game with an anchor on
that game's page, the page says plainly that the rules documents do not cover it and what its reading rests
on, and rule links of answers and the rule panel point there."""

from __future__ import annotations

import re

import pytest
from django.utils.html import escape

from rulings.engine import RULE_IDS
from rulings.engine.desk_rules import DESK_RULES, DeskRule, desk_rule, register_desk_rules
from rulings.engine.loader import load_games
from rulings.questions.citations import rule_citation_get, rule_entry_url


@pytest.fixture(scope="module")
def desk():
    load_games()
    return {game: rules for game, rules in DESK_RULES.items()}


def test_l5r_and_naruto_have_desk_rules_for_what_the_corpus_lacks(desk):
    l5r = {rule.id for rule in desk["l5r"]}
    for needed in ("draw", "discard-from-hand", "hand-size", "ranged-attack", "duel-won", "provinces"):
        assert f"l5r.desk.{needed}" in l5r
    assert {"naruto.desk.draw", "naruto.desk.discard-from-hand"} <= {rule.id for rule in desk["naruto"]}


def test_every_desk_rule_is_registered_as_a_desk_rule_of_its_game(desk):
    for game, rules in desk.items():
        for rule in rules:
            ref = RULE_IDS[rule.id]
            assert ref.desk and ref.game == game and ref.anchor == rule.anchor and not ref.entry
            assert desk_rule(rule.id) == rule
            assert rule.text and rule.not_covered and rule.basis and rule.summary == ref.summary


def test_a_glossary_rule_is_not_a_desk_rule(desk):
    assert desk_rule("l5r.stats.change") is None
    assert not RULE_IDS["l5r.stats.change"].desk


def test_registering_checks_prefix_and_duplicate_anchors(desk):
    rule = DeskRule("l5r.stats.x", "x", "t", "text", "nc", "basis", "s")
    with pytest.raises(ValueError, match=r"must start with 'l5r\.desk\.'"):
        register_desk_rules("l5r", (rule,))
    twice = DeskRule("l5r.desk.x", "x", "t", "text", "nc", "basis", "s")
    with pytest.raises(ValueError, match="anchor is used twice"):
        register_desk_rules("l5r", (twice, twice))
    with pytest.raises(ValueError, match="registered twice"):
        register_desk_rules("l5r", (desk["l5r"][0],))
    assert "l5r.desk.x" not in RULE_IDS


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["l5r", "naruto"])
def test_the_desk_page_has_one_anchor_per_rule_and_says_what_the_corpus_lacks(client, desk, game):
    response = client.get(f"/rules/desk/{game}/")
    assert response.status_code == 200
    html = response.content.decode()
    anchors = re.findall(r'<section id="([^"]+)" class="deck-rule desk-rule">', html)
    assert anchors == [rule.anchor for rule in desk[game]]
    for rule in desk[game]:
        assert escape(rule.not_covered) in html
        assert escape(rule.basis) in html
    assert "Not in the rules documents." in html


@pytest.mark.django_db
def test_the_desk_page_of_an_unknown_game_is_404_and_chiaxis_has_none(client):
    assert client.get("/rules/desk/nogame/").status_code == 404
    response = client.get("/rules/desk/chiaxis/")
    assert response.status_code == 200
    assert "adds no rules of its own" in response.content.decode()


@pytest.mark.django_db
def test_a_desk_rule_links_to_its_anchor_and_its_panel_shows_its_text(client, desk):
    ref = RULE_IDS["l5r.desk.draw"]
    assert rule_entry_url(ref) == "/rules/desk/l5r/#draw"
    citation = rule_citation_get(rule_id="l5r.desk.draw")
    assert citation.desk is desk_rule("l5r.desk.draw") and citation.entry_url == "/rules/desk/l5r/#draw"
    response = client.get("/questions/rules/l5r.desk.draw/")
    html = response.content.decode()
    assert response.status_code == 200
    assert escape(citation.desk.text) in html and escape(citation.desk.basis) in html
    assert 'href="/rules/desk/l5r/#draw"' in html
    panel = client.get("/questions/rules/l5r.desk.draw/", HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in panel and "the rules documents do not cover this" in panel
