"""Lookups other apps use: keyword -> entry, rule number -> permalink."""

import pytest

from rulings.glossary.services import entry_for_term, url_for_rule

pytestmark = pytest.mark.usefixtures("glossary")


@pytest.mark.parametrize(
    ("game", "term", "title"),
    [
        ("l5r", "Singular", "Singular"),
        ("l5r", "  show ", "Show"),
        ("l5r", "SAMURAI", "Samurai"),
        ("l5r", "Tracking Rule", "Tracking rule"),
        ("naruto", "Instant effects", "Instant effects ↯"),
        ("chiaxis", "continuous effects", "Continuous Effects"),
    ],
)
def test_entry_for_term_matches_titles_within_a_game(game, term, title):
    entry = entry_for_term(game=game, term=term)
    assert entry is not None and (entry.game, entry.title) == (game, title)


@pytest.mark.parametrize(("game", "term"), [("chiaxis", "Singular"), ("l5r", "Experienced"), ("l5r", "")])
def test_entry_for_term_is_none_for_terms_the_game_does_not_define(game, term):
    assert entry_for_term(game=game, term=term) is None


def test_url_for_rule_links_numbered_rules_and_their_sections():
    assert url_for_rule(game="chiaxis", number="22.3b") == "/rules/chiaxis/22-3-continuous-effects/#r22-3b"
    assert url_for_rule(game="chiaxis", number="22.0") == "/rules/chiaxis/22-0-effects/"
    assert url_for_rule(game="chiaxis", number="17.2") is None
    assert url_for_rule(game="l5r", number="22.3b") is None
