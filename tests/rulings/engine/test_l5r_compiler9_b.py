"""L5R compiler version 9, part B: units, each and all, movement. What the clauses compile to, the wordings
close to them that stay not played, and the engine playing the compiled abilities (units: the Desk's rule
l5r.desk.units; a lasting bonus to each card of a kind reaches those that become one later,
l5r.effects.all-of-kind)."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.cardtext.l5r import compile_clause
from tests.rulings.engine.cardtext_kit import ability as compiled
from tests.rulings.engine.cardtext_kit import refused

UNIT_CHOICE = {"targeting": True, "target_unit": True}
BONUS = {"stat": "force", "change": 1, "duration": "end_of_turn"}


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
    ability = compiled("Battle: Give each Follower in this unit +2F.", "personality")
    assert ability["effects"][0]["affects"] == {"in_play": True, "type": "follower", "in_unit": "$source"}
    # on a Follower the bonus outlasts the card through which "this unit" is found (compiler 21)
    assert "this unit" in refused("Battle: Give each Follower in this unit +2F.", "Follower")
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
        # (compiler 14, part A plays "Target a Personality: Bow each Follower in his unit")
        "Battle: Target a Follower: Bow each Follower in his unit.",  # a Follower heads no unit
        "Battle: Choose your performing Samurai and target a Personality: Bow each Follower in his unit.",
        "Battle: Bow each Follower in it.",  # "it" without a unit targeted
        "Battle: Give all your honorable Personalities +1F.",  # honorable is no keyword
        "Battle: Give all Human Personalities at the current battlefield -1F.",  # no Nonhuman keyword
        "Battle: Give all non-Human Personalities -1F.",
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
        ("Battle: Even if this card is bowed, target an enemy unit: Bow it. Straighten him.", "personality"),
        ("Battle: Target an enemy unit: Take control of it.", "strategy"),
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


# -- movement: "if any enemy units are at the current battlefield ... move him there"
HERE = "if there are any enemy units at the current battlefield"


def test_move_him_there_after_the_condition_naming_the_current_battlefield():
    text = f"Battle: Even if this card is bowed, {HERE}: Move him there. If he moved, straighten him."
    ability = compiled(text, "personality")
    enemies = {"type": "personality", "controller": "$other", "in_play": True, "zone": "$battlefield"}
    assert ability["condition"] == {"count": enemies, "at_least": 1}
    assert ability["effects"] == [
        {"id": "a1", "targets": "$source", "move": "$battlefield"},
        {"id": "a1.2", "targets": "$source", "straighten": True, "if_changed": "a1"},
    ]
    same = compiled(
        "Battle: If any enemy units are at the current battlefield, target your Personality: Move him there."
    )
    assert same["effects"][0]["move"] == "$battlefield"


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Target your Personality: Move him there.",  # "there" names no place
        "Battle: If any enemy units are at this battlefield: Move him there.",
        "Battle: If any enemy units are at the current battlefield: Gain 1 Honor. Move him there.",  # whom?
        "Battle: Give each non-Crab Personality -1F.",  # a clan alone is no keyword
        "Battle: Target a Personality: Give each Follower opposing him -1F.",  # before he is chosen
    ],
)
def test_wordings_close_to_movement_stay_not_played(text):
    refused(text)


def test_at_this_battlefield_only_on_a_strategy():
    ability = compiled("Battle: Give all non-Samurai Personalities at this battlefield -2F.")
    assert ability["effects"][0]["affects"] == {
        "in_play": True, "not_keywords": ["Samurai"], "type": "personality", "zone": "$battlefield"
    }
    refused("Battle: Give all Personalities at this battlefield -2F.", "region")  # its Province's battlefield
    both = "each Personality and Follower"
    opposing = compiled(f"Battle: Choose your performing Ninja: Give {both} opposing him -2F.")
    assert opposing["effects"][0]["affects"]["opposing"] == "$performer"
    assert opposing["effects"][0]["affects"]["type"] == ["follower", "personality"]


def test_the_engine_moves_him_there_only_while_enemy_units_are_there():
    text = f"Battle: Even if this card is bowed, {HERE}: Move him there. If he moved, straighten him."
    ability = {**compiled(text, "personality"), "id": "charge"}
    cards = {
        "sakaki": personality("me", "home", bowed=True, abilities=[ability]),
        "mine": personality("me", "battlefield:1", attacking=True),
        "foe": personality("opp", "battlefield:1", defending=True),
    }
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u", "card": "sakaki", "ability": "charge", "by": "me"}},
        {"ask": {"zone": "sakaki"}},
        {"ask": {"flag": "bowed", "card": "sakaki"}},
    ]
    assert run(cards, steps) == ["battlefield:1", False]
    alone = {key: card for key, card in cards.items() if key != "foe"}
    steps[1:] = [{"use": {"id": "u", "card": "sakaki", "ability": "charge", "by": "me"}},
                 {"ask": {"successful": "u"}}, {"ask": {"zone": "sakaki"}}]
    assert run(alone, steps) == [False, "home"]


# -- "All X have +1F" (a continuous trait)
def trait(text: str, card_type: str) -> list:
    result = compile_clause(text, kind="trait", card_type=card_type, clause_id="t1")
    assert result.played, result.reason
    return result.piece["traits"]


def test_all_cards_of_a_kind_have_a_bonus_while_this_card_is_in_play():
    assert trait("All Crab Clan Personalities opposing this Item have -1F.", "item") == [
        {"id": "t1", "affects": {"in_play": True, "keywords": ["Crab Clan"], "type": "personality",
                                 "opposing": "$source"}, "stat": "force", "change": -1}
    ]
    others = trait("All other Followers in this unit have +1F.", "follower")
    assert others[0]["affects"] == {"in_play": True, "not_cards": ["$source"], "type": "follower",
                                    "in_unit": "$source"}
    assert [t["stat"] for t in trait("All your Personalities have +1F/+1C.", "holding")] == ["force", "chi"]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("All your Personalities have +1F.", "strategy"),  # a Strategy is not in play
        ("Each Personality have +1F.", "holding"),
        ("All Followers in his unit have +1F.", "follower"),  # "his" names no card in a trait
        ("All Personalities opposing him have -1F.", "item"),
        ("All Naga Followers in this unit have +1F.", "follower"),  # a clan name alone is no keyword
    ],
)
def test_wordings_close_to_all_have_stay_not_played(text, card_type):
    result = compile_clause(text, kind="trait", card_type=card_type, clause_id="t1")
    assert not result.played


def test_the_engine_gives_the_trait_to_the_cards_opposing_this_item_while_they_oppose_it():
    (given,) = trait("All Monk Personalities opposing this Item have -1F.", "item")
    cards = {
        "bearer": personality("me", "battlefield:1", attacking=True),
        "charm": {"type": "item", "owner": "me", "attached_to": "bearer", "stats": {"force": 0, "chi": 0},
                  "traits": [given]},
        "monk": personality("opp", "battlefield:1", defending=True, keywords=["Monk"]),
        "samurai": personality("opp", "battlefield:1", defending=True, keywords=["Samurai"]),
        "far_monk": personality("opp", "home", keywords=["Monk"]),
    }
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}] + [
        {"ask": {"stat": "force", "card": card}} for card in ("monk", "samurai", "far_monk", "bearer")
    ]
    assert run(cards, steps) == [2, 3, 3, 3]


@pytest.mark.parametrize(("chosen", "bowed"), [(1, [True, True]), (2, [False, False])])
def test_the_engine_bows_or_straightens_the_unit_targeted_as_chosen(chosen, bowed):
    ability = {**compiled("Battle: Bow or straighten a target unit.", "personality"), "id": "x"}
    assert ability["effects"][0]["target_unit"] is True and len(ability["choice"]) == 2
    cards = {
        "striker": personality("me", "battlefield:1", attacking=True, abilities=[ability]),
        "lord": personality("opp", "battlefield:1", defending=True),
        "pikes": follower("opp", "lord", bowed=True),
    }
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u", "card": "striker", "ability": "x", "by": "me", "targets": ["lord"],
                 "chosen": chosen}},
        {"ask": {"flag": "bowed", "card": "pikes"}},
        {"ask": {"flag": "bowed", "card": "lord"}},
    ]
    assert run(cards, steps) == bowed
