"""L5R compiler version 9, part B: units, each and all, movement. What the clauses compile to, the wordings
close to them that stay not played, and the engine playing the compiled abilities (units: the Desk's rule
l5r.desk.units; a lasting bonus to each card of a kind: now_in_play)."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.cardtext.l5r import compile_clause


def compiled(text: str, card_type: str = "strategy") -> dict:
    result = compile_clause(text, kind="ability", card_type=card_type, clause_id="a1")
    assert result.played, result.reason
    return result.piece["abilities"][0]


def refused(text: str, card_type: str = "strategy") -> str:
    result = compile_clause(text, kind="ability", card_type=card_type, clause_id="a1")
    assert not result.played, result.piece
    return result.reason


UNIT_CHOICE = {"targeting": True, "target_unit": True}
BONUS = {"stat": "force", "change": 1, "duration": "end_of_turn", "now_in_play": True}


# -- each and all
def test_a_bonus_to_each_of_your_followers_of_a_keyword_at_the_current_battlefield():
    text = "Battle, Bow: Give each of your Cavalry Followers at the current battlefield +1F."
    ability = compiled(text, "holding")
    chosen = {"in_play": True, "keywords": ["Cavalry"], "type": "follower", "controller": "$controller"}
    assert ability["effects"] == [{"affects": {**chosen, "zone": "$battlefield"}, **BONUS}]


def test_a_penalty_given_to_each_card_of_a_kind_and_two_kinds_at_once():
    ability = compiled("Battle: Give -1F to each Personality without Followers at the current battlefield.")
    (effect,) = ability["effects"]
    assert effect["affects"] == {
        "in_play": True,
        "type": "personality",
        "without_attached": {"type": "follower"},
        "zone": "$battlefield",
    }
    assert effect["change"] == -1
    both = "Personalities and Followers"
    pair = compiled(f"Battle: Give each of your opposed {both} at the current battlefield +1F.")
    assert pair["effects"][0]["affects"]["type"] == ["follower", "personality"]
    assert pair["effects"][0]["affects"]["opposed"] is True


def test_a_force_and_chi_bonus_to_each_is_two_effects():
    ability = compiled("Battle: Give +1F/+1C to each of your Personalities.")
    assert [(e["stat"], e["change"]) for e in ability["effects"]] == [("force", 1), ("chi", 1)]
    assert all(e["affects"]["controller"] == "$controller" for e in ability["effects"])


@pytest.mark.parametrize(
    ("text", "op", "chosen"),
    [
        ("Battle: Destroy all Followers.", "destroy", {"type": "follower"}),
        ("Battle/Open: Straighten all your Shugenja.", "straighten", {"keywords": ["Shugenja"],
                                                                      "controller": "$controller"}),
        ("Battle: Bow each enemy card at the current battlefield.", "bow", {"controller": "$other",
                                                                            "zone": "$battlefield"}),
    ],
)
def test_bow_straighten_or_destroy_every_card_of_a_kind(text, op, chosen):
    assert compiled(text)["effects"] == [{"affects": {"in_play": True, **chosen}, op: True}]


def test_each_follower_in_this_unit_and_in_the_performers_unit():
    ability = compiled("Battle: Give each Follower in this unit +2F.", "follower")
    assert ability["effects"][0]["affects"] == {"in_play": True, "type": "follower", "in_unit": "$source"}
    performer = compiled("Battle: Choose your performing Samurai: Bow each Follower in his unit.")
    in_unit = {"in_play": True, "type": "follower", "in_unit": "$performer"}
    assert performer["effects"] == [{"affects": in_unit, "bow": True}]


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Destroy each Followers.",  # "each" with a plural
        "Battle: Bow all Follower.",  # "all" with a singular
        "Battle: Give each of your enemy Personalities +1F.",  # "your" cards of another player
        "Battle: Give each Follower in this unit +2F.",  # a Strategy is in no unit
        "Battle: Target a Personality: Bow each Follower in his unit.",  # before the target is chosen
        "Battle: Choose your performing Samurai and target a Personality: Bow each Follower in his unit.",
        "Battle: Bow each Follower in it.",  # "it" without a unit targeted
        "Battle: Give all your honorable Personalities +1F.",  # honorable is no keyword
    ],
)
def test_wordings_close_to_each_and_all_stay_not_played(text):
    refused(text)


# -- units
def test_target_an_enemy_unit_and_bow_it():
    ability = compiled("Battle: Target an enemy unit: Bow it.", "personality")
    assert ability["effects"] == [
        {"choose": {"in_play": True, "controller": "$other", "type": "personality"}, **UNIT_CHOICE},
        {"affects": {"in_unit": "$target1"}, "bow": True},
    ]
    assert compiled("Battle: Bow a target enemy unit.")["effects"] == ability["effects"]


def test_move_your_unit_home_and_straighten_it_if_it_moved():
    ability = compiled("Battle: Target your unit: Move it home. Straighten it if it moved.")
    assert ability["effects"] == [
        {"id": "a1", "choose": {"in_play": True, "controller": "$controller", "type": "personality"}}
        | UNIT_CHOICE,
        {"id": "a1.2", "targets": "$target1", "move": "home"},
        {"id": "a1.3", "affects": {"in_unit": "$target1"}, "straighten": True, "if_changed": "a1.2"},
    ]


def test_the_cards_of_a_kind_in_a_unit_targeted():
    ability = compiled("Open: Target a unit: Straighten all Cavalry cards in it.", "personality")
    assert ability["effects"][1] == {
        "affects": {"in_play": True, "keywords": ["Cavalry"], "in_unit": "$target1"},
        "straighten": True,
    }


def test_this_unit_on_a_follower_is_its_bearers():
    assert compiled("Battle: Move this unit home.", "follower")["effects"] == [
        {"targets": "$bearer", "move": "home"}
    ]
    assert compiled("Battle: Straighten this unit.", "personality")["effects"] == [
        {"affects": {"in_unit": "$source"}, "straighten": True}
    ]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Battle: Target an enemy unit: Give it +1F.", "strategy"),  # a unit has no Force of its own to give
        ("Battle: Target an enemy unit: Dishonor it.", "strategy"),
        ("Battle: Choose your performing Samurai and target an enemy unit: Bow it.", "strategy"),  # "it"?
        ("Battle: Target an enemy unit: Gain 2 Honor.", "strategy"),  # a target no effect acts on
        ("Battle: Target another unit: Bow it.", "personality"),
        ("Battle: Move this unit home.", "strategy"),  # a Strategy is in no unit
        ("Battle: Dishonor this unit.", "personality"),
        ("Battle: Target an enemy unit: Bow him if he is a Samurai.", "strategy"),
    ],
)
def test_wordings_close_to_units_stay_not_played(text, card_type):
    refused(text, card_type)


# -- the engine plays them
def personality(owner: str, zone: str, force: int = 3, **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": force, "chi": 2}} | more


def follower(owner: str, bearer: str, force: int = 2, **more) -> dict:
    return {"type": "follower", "owner": owner, "attached_to": bearer, "stats": {"force": force}} | more


def run(cards: dict, steps: list) -> list:
    data = {"version": 1, "game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).to_dict()["answers"]]


def test_the_engine_gives_the_bonus_to_each_cavalry_follower_there_and_no_other():
    ability = {**compiled("Battle, Bow: Give each of your Cavalry Followers at the current battlefield +1F.",
                          "personality"), "id": "rally"}
    cards = {
        "rider": personality("me", "battlefield:1", attacking=True, abilities=[ability]),
        "horse": follower("me", "rider", keywords=["Cavalry"]),
        "foot": follower("me", "rider"),
        "homebody": personality("me", "home"),
        "stay": follower("me", "homebody", keywords=["Cavalry"]),
        "foe": personality("opp", "battlefield:1", defending=True),
        "enemy_horse": follower("opp", "foe", keywords=["Cavalry"]),
    }
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u", "card": "rider", "ability": "rally", "by": "me"}},
    ] + [{"ask": {"stat": "force", "card": card}} for card in ("horse", "foot", "stay", "enemy_horse")]
    assert run(cards, steps) == [3, 2, 2, 2]


def test_the_engine_bows_every_card_in_the_unit_targeted_and_moves_a_unit_home():
    bow = {**compiled("Battle: Target an enemy unit: Bow it.", "personality"), "id": "bow-unit"}
    cards = {
        "striker": personality("me", "battlefield:1", attacking=True, abilities=[bow]),
        "lord": personality("opp", "battlefield:1", defending=True),
        "pikes": follower("opp", "lord"),
        "other": personality("opp", "battlefield:1", defending=True),
        "scout": {"type": "follower", "owner": "me", "attached_to": "striker", "stats": {"force": 1},
                  "abilities": [{**compiled("Battle: Move this unit home.", "follower"), "id": "away"}]},
    }
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u", "card": "striker", "ability": "bow-unit", "by": "me", "targets": ["lord"]}},
        {"ask": {"flag": "bowed", "card": "lord"}},
        {"ask": {"flag": "bowed", "card": "pikes"}},
        {"ask": {"flag": "bowed", "card": "other"}},
        {"use": {"id": "v", "card": "scout", "ability": "away", "by": "me"}},
        {"ask": {"zone": "striker"}},
    ]
    assert run(cards, steps) == [True, True, False, "home"]
