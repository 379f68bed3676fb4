"""Each game's deck rules live in one GameRules (decks/formats.py): no other module of decks/ decides by a
game's name, and the questions every part asks of a card (which section, which limit) have one answer."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from decks.facts import CardFacts, Entry, entries_merge
from decks.formats import RULES, rules_for
from rulings.games import Game

DECKS = Path(__file__).resolve().parents[2] / "decks"


def _game_names(tree: ast.AST) -> list[int]:
    """Lines comparing or keying on a game: a string constant that is a game's key, or ``Game.<GAME>``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in Game.values:
            found.append(node.lineno)
        on_game = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
        if on_game and node.value.id == "Game" and node.attr in Game.names:
            found.append(node.lineno)
    return found


def test_only_the_rules_module_names_a_game():
    named = {
        str(path.relative_to(DECKS)): lines
        for path in sorted(DECKS.rglob("*.py"))
        if "migrations" not in path.parts and path.name != "formats.py"
        if (lines := _game_names(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert named == {}


def test_a_template_of_decks_names_no_game():
    templates = Path(__file__).resolve().parents[2] / "templates" / "decks"
    named = [
        str(path)
        for path in templates.rglob("*.html")
        if any(f'"{game}"' in path.read_text(encoding="utf-8") for game in Game.values)
    ]
    assert named == []


@pytest.mark.parametrize(
    ("game", "card", "section"),
    [
        ("l5r", CardFacts("a", "A", card_type="Personality", deck="Dynasty"), "dynasty"),
        ("l5r", CardFacts("b", "B", card_type="Stronghold", deck="Pre-Game"), "pregame"),
        # no deck in the data: a Fate type goes to the Fate deck, anything else to the Dynasty deck
        ("l5r", CardFacts("c", "C", card_type="Spell", types=("Spell",)), "fate"),
        ("l5r", CardFacts("d", "D", card_type="Proxy", types=("Proxy",)), "dynasty"),
        ("naruto", CardFacts("e", "E", card_type="Mission", types=("Mission",)), "missions"),
        ("naruto", CardFacts("f", "F", card_type="Character", types=("Character",)), "main"),
        ("chiaxis", CardFacts("g", "G", card_type="Anything"), "main"),
    ],
)
def test_one_answer_to_which_section_a_card_goes_in(game, card, section):
    assert rules_for(game).default_section(card) == section


def test_a_card_the_data_places_nowhere_has_no_section_but_a_default():
    no_deck = CardFacts("d", "D", card_type="Proxy", types=("Proxy",))
    assert rules_for("l5r").section_for(no_deck) is None
    assert rules_for("chiaxis").section_for(no_deck).key == "main"  # a one-section game's only section


def test_entries_merge_by_card_and_section_in_first_seen_order():
    merged = entries_merge(
        [
            Entry("a", 2, "fate"),
            Entry("b", 1, "fate"),
            Entry("a", 1, "dynasty"),
            Entry("a", 1, "fate"),
            Entry("c", 0, "fate"),
        ]
    )
    assert merged == [Entry("a", 3, "fate"), Entry("b", 1, "fate"), Entry("a", 1, "dynasty")]


def test_every_game_has_rules_and_every_rule_it_names_exists():
    assert set(RULES) == set(Game.values)
    for rules in RULES.values():
        anchors = {rule.anchor for rule in rules.rules}
        named = {rules.copy_rule, *(s.size_rule for s in rules.sections)}
        named |= {limit.rule for limit in rules.pregame_limits.values()}
        assert named <= anchors, rules.game
        assert {d.section for d in rules.draw_rules} <= {s.key for s in rules.sections}
