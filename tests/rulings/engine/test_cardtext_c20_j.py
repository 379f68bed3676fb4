"""L5R compiler 20, part J: references to the action, its targets and its amounts. "Discard the Imperial Favor
to target an enemy Personality. Dishonor him. Bow him." (Insulting Gesture: the target chosen as the action is
taken, the Favor discarded first, each effect only if it was) and "Straighten this Follower's unit" (Elite
Sentry: as "Straighten this unit"). What each compiles to, the engine playing it, and near wordings that stay
refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, personality, refused

INSULTING = ("Favor Political Battle: Discard the Imperial Favor to target an enemy Personality. Dishonor "
             "him. Bow him. Move him home. His controller loses 2 Honor.")  # fmt: skip
BAIKO = ("Favor Political Limited: Discard the Imperial Favor to target a dishonorable Personality. His "
         "controller loses 1 Honor.")  # fmt: skip
SENTRY = "Tireless Battle/Open: Straighten this Follower's unit."
IF_DISCARDED = "a1.favor"


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_discard_the_favor_to_target_then_effects_each_only_if_discarded():
    compiled = ability(INSULTING, "Strategy", "Insulting Gesture")
    assert compiled["keywords"] == ["Favor", "Political"]
    enemy = {"in_play": True, "controller": "$other", "type": "personality"}
    assert compiled["effects"] == [
        {"targets": "$controller", "id": IF_DISCARDED, "discard_favor": True},
        {"choose": enemy, "targeting": True, "dishonor": True, "if_changed": IF_DISCARDED},
        {"targets": "$target1", "bow": True, "if_changed": IF_DISCARDED},
        {"targets": "$target1", "move": "home", "if_changed": IF_DISCARDED},
        {"targets": "$target1_controller", "honor": -2, "if_changed": IF_DISCARDED},
    ]
    baiko = ability(BAIKO, "Personality", "Yasuki Baiko")["effects"]
    assert baiko[1] == {"choose": {"in_play": True, "dishonorable": True, "type": "personality"},
                        "targeting": True, "target_card": True, "if_changed": IF_DISCARDED}  # fmt: skip
    assert baiko[2] == {"targets": "$target1_controller", "honor": -1, "if_changed": IF_DISCARDED}


def test_straighten_this_followers_unit():
    compiled = ability(SENTRY, "Follower", "Elite Sentry")
    assert compiled["effects"] == [{"affects": {"in_unit": "$bearer"}, "straighten": True}]
    assert compiled["even_if_bowed"] is True
    on_item = ability("Battle: Straighten this Personality's unit.", "Item")
    assert on_item["effects"] == [{"affects": {"in_unit": "$bearer"}, "straighten": True}]
    own = ability("Battle: Bow this Personality's unit.", "Personality")
    assert own["effects"] == [{"affects": {"in_unit": "$source"}, "bow": True}]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # a cost after the Favor: not read
        ("Favor Political Open: Discard the Imperial Favor to target and bow a Personality.", "Strategy"),
        ("Favor Political Open: Discard the Imperial Favor to target a Personality and pay 2 Gold. Bow him.",
         "Strategy"),
        # another purpose: not read (compiler 9)
        ("Favor Political Open: Discard the Imperial Favor to have another player lose 2 Honor.", "Strategy"),
        # which Follower: not this card
        ("Battle: Straighten this Follower's unit.", "Item"),
        ("Battle: Straighten this Personality's unit.", "Holding"),
        # a verb a unit does not take
        ("Battle: Dishonor this Follower's unit.", "Follower"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type)


# --- the engine playing them --------------------------------------------------------------------------------
def run(cards: dict, steps: list, players: list) -> list:
    data = {"game": "l5r", "players": players, "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"].get("value", a["answer"]) for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize(("favor", "bowed", "honor"), [(1, True, 8), (0, False, 10)])
def test_insulting_gesture_acts_only_if_the_favor_was_discarded(favor, bowed, honor):
    gesture = ability(INSULTING, "Personality", "Insulting Gesture")
    gesture["designators"] = ["Open"]  # (used outside a battle: only its effects are checked here)
    cards = {"user": personality("me", abilities=[gesture]), "foe": personality("opp")}
    players = [{"id": "me", "imperial_favor": favor}, {"id": "opp", "family_honor": 10}]
    steps = [{"use": {"card": "user", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"flag": "bowed", "card": "foe"}}, {"ask": {"stat": "family_honor", "player": "opp"}},
             {"ask": {"stat": "imperial_favor", "player": "me"}}]  # fmt: skip
    assert run(cards, steps, players) == [bowed, honor, 0]


def test_insulting_gesture_targets_only_an_enemy_personality():
    from rulings.engine.errors import ScenarioError

    gesture = {**ability(INSULTING, "Personality", "Insulting Gesture"), "designators": ["Open"]}
    cards = {"user": personality("me", abilities=[gesture]), "mine": personality("me")}
    steps = [{"use": {"card": "user", "ability": "a1", "by": "me", "targets": ["mine"]}}]
    with pytest.raises(ScenarioError):
        run(cards, steps, [{"id": "me", "imperial_favor": 1}, "opp"])


def test_elite_sentry_straightens_every_card_of_its_unit():
    sentry = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "lord", "bowed": True,
              "stats": {"force": 1}, "abilities": [ability(SENTRY, "Follower", "Elite Sentry")]}  # fmt: skip
    other = {"type": "personality", "owner": "me", "zone": "battlefield:1", "bowed": True,
             "stats": {"force": 2, "chi": 2}}  # fmt: skip
    cards = {"lord": personality("me", bowed=True), "sentry": sentry, "other": other}
    steps = [{"use": {"card": "sentry", "ability": "a1", "by": "me"}},
             *({"ask": {"flag": "bowed", "card": c}} for c in ("lord", "sentry", "other"))]  # fmt: skip
    assert run(cards, steps, ["me", "opp"]) == [False, False, True]
