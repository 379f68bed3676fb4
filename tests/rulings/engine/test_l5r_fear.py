"""'Fear 2' (`fear: {strength: 2}`): the Desk's rule l5r.desk.fear, stated by Fear's printed reminder text
("Bow a target enemy Follower, or Personality without Followers, with 2 or lower Force")."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

RULE = "l5r.desk.fear"


def _cards(force: int, follower: bool = False) -> dict:
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "foe": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": force, "chi": 1}},
    }
    if follower:
        cards["guard"] = {"type": "follower", "owner": "opp", "attached_to": "foe", "stats": {"force": 1}}
    return cards


def _fear(effect: dict, cards: dict, asks: list) -> dict:
    steps = [{"action": {"id": "scare", "by": "me", "source": "hero", "effects": [effect]}}, *asks]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return evaluate(parse_scenario(doc)).to_dict()


@pytest.mark.parametrize(("force", "bowed"), [(1, True), (2, True), (3, False)])
def test_fear_bows_its_target_when_its_force_is_the_strength_or_lower(force, bowed):
    result = _fear({"targets": "foe", "fear": {"strength": 2}}, _cards(force), [{"ask": {"flag": "bowed",
                                                                                          "card": "foe"}}])
    assert result["answers"][0]["answer"]["value"] is bowed
    assert any(note.get("rule") == RULE for note in result["trace"])


def test_a_personality_with_followers_or_a_friendly_card_is_no_target():
    with pytest.raises(ScenarioError, match=r"Fear effect may not target foe.*Followers"):
        _fear({"targets": "foe", "fear": {"strength": 2}}, _cards(1, follower=True), [])
    with pytest.raises(ScenarioError, match="Fear effect may not target hero"):
        _fear({"targets": "hero", "fear": {"strength": 2}}, _cards(1), [])


def test_a_choice_is_narrowed_to_its_legal_targets():
    """'Battle: Fear 2' compiled: the target is chosen among enemy Followers and Personalities without
    Followers; the Follower is chosen, its Personality (with a Follower) is not a candidate."""
    choose = {"in_play": True, "type": ["follower", "personality"]}
    result = _fear({"choose": choose, "targeting": True, "fear": {"strength": 2}}, _cards(1, follower=True),
                   [{"ask": {"flag": "bowed", "card": "guard"}}, {"ask": {"flag": "bowed", "card": "foe"}}])
    assert [a["answer"]["value"] for a in result["answers"]] == [True, False]
    with pytest.raises(ScenarioError, match="Fear effect targets"):
        _fear({"choose": {"type": "holding"}, "fear": {"strength": 2}}, _cards(1), [])


@pytest.mark.parametrize("game", ["naruto", "chiaxis"])
def test_games_without_fear_refuse_it(game):
    card = {"type": "character" if game == "naruto" else "unit", "owner": "me"}
    steps = [{"action": {"id": "a", "by": "me", "effects": [{"targets": "x", "fear": {"strength": 2}}]}}]
    with pytest.raises(ScenarioError, match="fear"):
        parse_scenario({"game": game, "players": ["me"], "cards": {"x": card}, "steps": steps})
