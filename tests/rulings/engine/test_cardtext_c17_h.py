"""L5R compiler 17, part H: effects on cards in play and what they act on. "Destroy a target an enemy Follower
or Item." (a printed typo read as "a target"), "Target an opposed unit: Straighten it." (a unit whose
Personality is opposed, attacking or defending), "Straighten your target performing Samurai's unit.",
"Straighten all Followers in a target Personality's unit.", "Bow your performing Follower: Straighten its
Personality.", "Target your unit: Move all your other units at the current battlefield home." What each
compiles to, the engine playing the compiled cards, and near wordings that stay not understood."""

import pytest

from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, answers, personality, refused, use

NO_DACHI = "Battle, Bow: Destroy a target an enemy Follower or Item."
SLOW_DEATH = "Battle: Target an opposed unit: Straighten it."
CAST_ASIDE = "Open: Straighten your target performing Samurai's unit."
XIAO = "Battle/Open: Straighten all Followers in a target Personality's unit."
FIGHT = "Battle/Open: Bow your performing Follower: Straighten its Personality."
SCREEN = "Battle: Target your unit: Move all your other units at the current battlefield home."
BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_a_target_an_is_read_as_a_target():
    compiled = ability(NO_DACHI, "Item", "Tempered No-Dachi")
    assert compiled["cost"] == {"bow": "$source"}
    assert compiled["effects"] == [
        {"choose": {"in_play": True, "controller": "$other", "type": ["follower", "item"]}, "targeting": True,
         "destroy": True}]  # fmt: skip


def test_an_opposed_unit_is_targeted_by_its_opposed_personality():
    assert ability(SLOW_DEATH)["effects"] == [
        {"choose": {"in_play": True, "opposed": True, "type": "personality"}, "targeting": True,
         "target_unit": True},
        {"affects": {"in_unit": "$target1"}, "straighten": True}]  # fmt: skip


def test_your_attacking_unit():
    (choose, _) = ability("Battle: Target your attacking unit: Bow it.")["effects"]
    assert choose["choose"] == {"in_play": True, "controller": "$controller", "attacking": True,
                                "type": "personality"}  # fmt: skip


def test_the_performers_unit_by_a_keyword():
    assert ability(CAST_ASIDE)["effects"] == [
        {"choose": {"in_play": True, "cards": ["$performer"], "keywords": ["Samurai"],
                    "controller": "$controller"}, "targeting": True, "target_card": True},
        {"affects": {"in_unit": "$target1"}, "straighten": True}]  # fmt: skip


def test_a_personality_typed_performer_reads_as_before():
    compiled = ability("Open: Straighten your target performing Crab Clan Personality's unit.")
    assert compiled["effects"][0]["choose"]["type"] == "personality"
    assert compiled["effects"][0]["choose"]["keywords"] == ["Crab Clan"]


def test_all_followers_in_a_target_personalitys_unit():
    assert ability(XIAO)["effects"] == [
        {"choose": {"in_play": True, "type": "personality"}, "targeting": True, "target_card": True},
        {"affects": {"in_play": True, "type": "follower", "in_unit": "$target1"},
         "straighten": True}]  # fmt: skip


def test_its_personality_is_the_head_of_the_performers_unit():
    compiled = ability(FIGHT)
    requires = {"cards": ["$performer"], "type": "follower"}
    assert compiled["cost"] == {"bow": "$performer", "requires": requires}
    assert compiled["effects"] == [
        {"affects": {"in_play": True, "type": "personality", "in_unit": "$performer"}, "straighten": True}]


def test_your_other_units_are_all_but_the_unit_targeted():
    assert ability(SCREEN)["effects"] == [
        {"choose": {"in_play": True, "controller": "$controller", "type": "personality"}, "targeting": True,
         "target_unit": True},
        {"affects": {"in_play": True, "type": "personality", "controller": "$controller",
                     "zone": "$battlefield", "not_cards": ["$target1"]}, "move": "home"}]  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Target an unbowed unit: Straighten it.",  # a unit's bowed state is not its Personality's
        "Battle: Move all your other units at the current battlefield home.",  # other than which unit?
        "Battle: Target a Personality: Move all your other units at the current battlefield home.",
        "Battle/Open: Straighten all Followers in a target Follower's unit.",
        "Battle/Open: Straighten its Personality.",  # "it" names no card
        "Battle/Open: Target an enemy Follower and choose your performing Follower: Bow its Personality.",
        "Battle: Move each of your units at the current battlefield home.",
        "Battle: Bow a target enemy Personality with lower Force and lower Chi.",  # lower than whose?
        "Limited, Bow: Straighten a target Personality with a Political ability.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text)


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _strategy(text: str) -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]}


def _asked(*questions: dict) -> list[dict]:
    return [{"ask": q} for q in questions]


def test_the_no_dachi_destroys_an_enemy_follower():
    blade = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
             "abilities": [ability(NO_DACHI, "Item", "Tempered No-Dachi")]}  # fmt: skip
    spear = {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "foe",
             "stats": {"force": 1}}  # fmt: skip
    cards = {"blade": blade, "sam": personality("me"), "foe": personality("opp"), "spear": spear}
    steps = [BATTLE, use("blade", targets=["spear"]), *_asked({"destroyed": "spear"}, {"destroyed": "foe"})]
    assert answers(cards, steps) == [True, False]


def test_an_opposed_unit_is_straightened_every_card_of_it():
    cards = {"plan": _strategy(SLOW_DEATH), "sam": personality("me", bowed=True, opposed=True),
             "foe": personality("opp", bowed=True, opposed=True), "lone": personality("me", "battlefield:2"),
             "spear": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                       "stats": {"force": 1}, "bowed": True}}  # fmt: skip
    steps = [BATTLE, use("plan", targets=["sam"]),
             *_asked(*({"flag": "bowed", "card": c} for c in ("sam", "spear", "foe")))]  # fmt: skip
    assert answers(cards, steps) == [False, False, True]


def test_an_unopposed_unit_cannot_be_targeted():
    cards = {"plan": _strategy(SLOW_DEATH), "lone": personality("me", "battlefield:2")}
    with pytest.raises(ScenarioError, match="does not allow lone"):
        answers(cards, [BATTLE, use("plan", targets=["lone"])])


def test_the_samurai_performers_unit_is_straightened():
    cards = {"plan": _strategy(CAST_ASIDE),
             "sam": personality("me", bowed=True, keywords=["Samurai"]),
             "spear": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                       "stats": {"force": 1}, "bowed": True},
             "other": personality("me", bowed=True)}  # fmt: skip
    steps = [use("plan", performer="sam", targets=["sam"]),
             *_asked(*({"flag": "bowed", "card": c} for c in ("sam", "spear", "other")))]  # fmt: skip
    assert answers(cards, steps) == [False, False, True]


def test_only_the_followers_of_the_target_are_straightened():
    cards = {"plan": _strategy(XIAO), "sam": personality("me", bowed=True),
             "spear": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                       "stats": {"force": 1}, "bowed": True}}  # fmt: skip
    steps = [BATTLE, use("plan", targets=["sam"]),
             *_asked(*({"flag": "bowed", "card": c} for c in ("sam", "spear")))]  # fmt: skip
    assert answers(cards, steps) == [True, False]


def test_the_follower_bows_to_straighten_its_personality():
    cards = {"plan": _strategy(FIGHT), "sam": personality("me", bowed=True),
             "spear": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                       "stats": {"force": 1}},
             "other": personality("me", bowed=True)}  # fmt: skip
    steps = [BATTLE, use("plan", performer="spear"),
             *_asked(*({"flag": "bowed", "card": c} for c in ("sam", "spear", "other")))]  # fmt: skip
    assert answers(cards, steps) == [False, True, True]


def test_the_other_units_at_the_battlefield_go_home():
    cards = {"plan": _strategy(SCREEN), "sam": personality("me"), "kin": personality("me"),
             "away": personality("me", zone="battlefield:2"), "foe": personality("opp")}  # fmt: skip
    steps = [BATTLE, use("plan", targets=["sam"]),
             *_asked(*({"zone": c} for c in ("sam", "kin", "away", "foe")))]  # fmt: skip
    assert answers(cards, steps) == ["battlefield:1", "home", "battlefield:2", "battlefield:1"]


# --- your Stronghold ----------------------------------------------------------------------------------------
DAY = "Open: Straighten your Stronghold."
EMPTY = "Limited: Bow your Stronghold and target a dishonorable Personality: Rehonor him."
STRONGHOLD = {"type": "stronghold", "controller": "$controller", "in_play": True}


def test_your_stronghold_is_straightened_not_targeted():
    assert ability(DAY)["effects"] == [{"affects": STRONGHOLD, "straighten": True}]


def test_bowing_your_stronghold_is_a_cost():
    compiled = ability(EMPTY)
    assert compiled["cost"] == {"bow_one_of": [{"type": "stronghold", "in_play": True}]}  # its player's
    assert compiled["effects"][0]["rehonor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Limited: Bow your Stronghold and destroy this Region to destroy a target Region.",
        "Open: Straighten your Strongholds.",
        "Open: Straighten your target Stronghold's unit.",
    ],
)
def test_near_stronghold_wordings_stay_refused(text):
    assert refused(text)


def _keeps(bowed: bool) -> dict:
    return {"mine": {"type": "stronghold", "owner": "me", "zone": "home", "bowed": bowed},
            "theirs": {"type": "stronghold", "owner": "opp", "zone": "home", "bowed": True}}  # fmt: skip


def test_the_player_straightens_his_own_stronghold():
    cards = {"plan": _strategy(DAY), **_keeps(True)}
    steps = [use("plan"), *_asked({"flag": "bowed", "card": "mine"}, {"flag": "bowed", "card": "theirs"})]
    assert answers(cards, steps) == [False, True]


def test_the_stronghold_is_bowed_to_pay():
    cards = {"plan": _strategy(EMPTY), **_keeps(False), "sam": personality("me", "home", dishonored=True)}
    steps = [use("plan", targets=["sam"]),
             *_asked({"flag": "bowed", "card": "mine"}, {"flag": "dishonored", "card": "sam"})]  # fmt: skip
    assert answers(cards, steps) == [True, False]


def test_a_bowed_stronghold_cannot_pay():
    cards = {"plan": _strategy(EMPTY), **_keeps(True), "sam": personality("me", "home", dishonored=True)}
    steps = [use("plan", targets=["sam"]), *_asked({"flag": "dishonored", "card": "sam"})]
    assert answers(cards, steps) == [True]  # not used: nothing rehonored
