"""Naruto card text of compiler version 11: what the clauses compile to, the wordings close to them that must
not compile, and the engine playing what they compile to: "in another mission" (a mission other than the one
this card is in)."""

import pytest

from rulings.engine import ScenarioError
from tests.rulings.engine.cardtext_kit import piece, refused
from tests.rulings.engine.naruto_kit import answers, card_of, character

NARUTO = {"game": "naruto", "card_type": "Character"}

# --- "Defeat an enemy character with Power 3 or less in another mission." -----------------------------------
KIDOMARU = "AMBUSH: Defeat an enemy character with Power 3 or less in another mission."
ELSEWHERE = "MAIN: Defeat an enemy character with Power 3 or less in another mission."


def test_another_mission_compiles_to_a_mission_other_than_this_cards():
    enemy = {"type": "character", "controller": "$other", "stats": {"power": {"at_most": 3}}}
    assert piece(KIDOMARU, kind="ability", **NARUTO) == {
        "effects": [
            {"id": "a1", "section": "ambush", "choose": 1, "affects": {**enemy, "elsewhere": "$source"},
             "defeat": True}
        ]
    }
    for text in (
        "AMBUSH: Defeat an enemy character with Power 3 or less in another player's mission.",
        "AMBUSH: Defeat an enemy character with Power 3 or less in any other mission.",
        "AMBUSH: Defeat an enemy character with Power 3 or less in other missions.",
        "AMBUSH: Defeat an enemy character with Power 3 or less in another mission or this one.",
    ):
        assert refused(text, kind="ability", **NARUTO), text


def _cards():
    fields = card_of(("a1", "ability", ELSEWHERE))
    return {
        "kid": character("A", "hand", title="Kidomaru", **fields),
        "near": character("B", "mission:m", title="Near", power=1),
        "far": character("B", "mission:n", title="Far", power=3),
        "big": character("B", "mission:n", title="Big", power=4),
        "mine": character("A", "mission:n", title="Mine", power=1),
    }


def test_a_character_in_another_mission_is_defeated():
    play = {"play": {"card": "kid", "by": "A", "to": "mission:m", "targets": {"a1": ["far"]}}}
    zones = [{"ask": {"zone": c}} for c in ("near", "far", "big", "mine")]
    assert answers(_cards(), play, *zones) == ["mission:m", "discard", "mission:n", "mission:n"]


@pytest.mark.parametrize("target", ["near", "big", "mine"])
def test_one_in_this_mission_too_strong_or_friendly_is_not_a_legal_choice(target):
    play = {"play": {"card": "kid", "by": "A", "to": "mission:m", "targets": {"a1": [target]}}}
    with pytest.raises(ScenarioError, match="not a legal choice"):
        answers(_cards(), play)
