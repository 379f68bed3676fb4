"""L5R compiler 21, part P: permissions, choices and obligations. "The player with the Imperial Favor discards
it." (Miya Shoin: the holder, among every player), "Target a Personality, who must be unbowed if he is yours"
(Careful Planning: the filter field if_yours), "If his Force is now 0, you may bow him." (the sentence's one
effect optional). What each compiles to, the engine playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, answers, personality, refused, use

SHOIN = "Political Open, Bow: The player with the Imperial Favor discards it."
PLANNING = "Battle/Open: Target a Personality, who must be unbowed if he is yours: Give him +1F/+1C."
OUTFLANK = "Battle: Target a defending Personality who must be unbowed if he is yours: Give him +3F."
MEDITATION = "Limited: Target a Personality, who must be unbowed if he is yours: Give him +1F/+2C."
MAY_BOW = "Battle: Target a Personality: Give him -2F. If his Force is now 0, you may bow him."
MAY_STRAIGHTEN = ("Tireless Open: Straighten your target Personality. If it is not your turn, you may "
                  "straighten this card.")  # fmt: skip


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_the_player_with_the_imperial_favor_discards_it():
    shoin = ability(SHOIN, "Personality", "Miya Shoin")
    assert shoin["cost"] == {"bow": "$source"}
    assert shoin["keywords"] == ["Political"]
    holder = {"affected_player_stat": "imperial_favor", "at_least": 1}
    assert shoin["effects"] == [{"targets": "$each_player", "discard_favor": True, "while": holder}]


def test_who_must_be_unbowed_if_he_is_yours():
    planning = ability(PLANNING)
    assert planning["effects"] == [
        {"choose": {"in_play": True, "type": "personality", "if_yours": {"bowed": False}}, "targeting": True,
         "stat": "force", "change": 1, "duration": "end_of_turn"},
        {"targets": "$target1", "stat": "chi", "change": 1, "duration": "end_of_turn"},
    ]  # fmt: skip
    outflank = ability(OUTFLANK)
    assert outflank["effects"][0]["choose"] == {"in_play": True, "defending": True, "type": "personality",
                                                "if_yours": {"bowed": False}}  # fmt: skip
    meditation = ability(MEDITATION)
    assert meditation["designators"] == ["Limited"]
    assert meditation["effects"][0]["choose"]["if_yours"] == {"bowed": False}
    assert meditation["effects"][1]["change"] == 2


def test_if_a_condition_you_may_makes_its_one_effect_optional():
    bow = ability(MAY_BOW)
    zero = {"subject": {"stats": {"force": {"at_least": 0, "at_most": 0}}}}
    assert bow["effects"][1] == {"targets": "$target1", "bow": True, "optional": True, "while": zero}
    # the same text without "you may": the same effect, not optional
    plain = ability(MAY_BOW.replace("you may bow", "bow"))
    assert {k: v for k, v in bow["effects"][1].items() if k != "optional"} == plain["effects"][1]
    assert "optional" not in plain["effects"][1]
    straighten = ability(MAY_STRAIGHTEN, "Personality")
    assert straighten["effects"][1] == {"targets": "$source", "straighten": True, "optional": True,
                                        "while": {"not": {"turn_of": "$controller"}}}  # fmt: skip
    draw = ability("Battle: Target a Personality: Bow him. If you control a Shugenja, you may draw a card.")
    assert draw["effects"][1] == {"targets": "$controller", "draw": 1, "optional": True, "while": {
        "count": {"controller": "$controller", "keywords": ["Shugenja"]}, "at_least": 1}}  # fmt: skip


T = "Battle: Target a Personality: Bow him. "


@pytest.mark.parametrize(
    "text,card_type",
    [
        # another subject, or a second effect on the holder (he no longer holds it when he loses Honor)
        ("Political Open: The player with the Imperial Favor discards it and loses 2 Honor.", "Strategy"),
        ("Political Open: The player with Imperial Favor discards it and loses 2 Honor.", "Strategy"),
        ("Open: The player who controls the Imperial Favor must target and bow one of his Personalities.",
         "Strategy"),
        ("Political Open: The player with the Imperial Favor discards a card.", "Strategy"),
        # "unbowed unless ...", "bowed if he is yours", "if he is not yours": not read
        ("Battle: Target a Personality, who must be unbowed unless you are a Scorpion Clan player: Bow him.",
         "Strategy"),
        ("Battle: Target a Personality, who must be bowed if he is yours: Give him +1F.", "Strategy"),
        ("Battle: Target a Personality, who must be unbowed if he is not yours: Give him +1F.", "Strategy"),
        ("Battle: Target a Personality, who must be unbowed if he yours: Give him +1F.", "Strategy"),
        # "you may" over two effects: one choice of both, which separate optional effects do not say
        (T + "If he is dishonorable, you may rehonor him and bow him.", "Strategy"),
        # "you may" leading the ability's effects (no sentence before it), or with a condition not read
        ("Battle: If you control a Shugenja, you may draw a card.", "Strategy"),
        (T + "If he is now honorable, you may draw a card.", "Strategy"),
        # a trait's "you may" (the trait's own choice)
        ("After this card enters play, gain 1 Honor. If you control a Shugenja, you may draw a card.",
         "Personality"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    kind = "trait" if text.startswith("After") else "ability"
    assert refused(text, card_type, kind=kind)


# --- the engine playing them --------------------------------------------------------------------------------
def run_players(cards: dict, steps: list, players: list) -> list:
    data = {"game": "l5r", "players": players, "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize("holder", ["me", "opp"])
def test_miya_shoin_makes_whoever_holds_the_favor_discard_it(holder):
    shoin = personality("me", "home:me", abilities=[ability(SHOIN, "Personality", "Miya Shoin")])
    players = [{"id": p, "imperial_favor": int(p == holder)} for p in ("me", "opp")]
    asks = [{"ask": {"stat": "imperial_favor", "player": p}} for p in ("me", "opp")]
    assert run_players({"shoin": shoin}, asks, players) == [int(holder == "me"), int(holder == "opp")]
    assert run_players({"shoin": shoin}, [use("shoin"), *asks], players) == [0, 0]


def test_miya_shoin_when_no_one_holds_the_favor_changes_nothing():
    shoin = personality("me", "home:me", abilities=[ability(SHOIN, "Personality", "Miya Shoin")])
    players = [{"id": "me", "imperial_favor": 0}, "opp"]
    steps = [use("shoin"), {"ask": {"flag": "bowed", "card": "shoin"}},
             {"ask": {"stat": "imperial_favor", "player": "me"}}]  # fmt: skip
    assert run_players({"shoin": shoin}, steps, players) == [True, 0]


def planning_cards() -> dict:
    plan = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(PLANNING)]}
    return {"plan": plan, "mine": personality("me", bowed=True), "mine_up": personality("me"),
            "theirs": personality("opp", bowed=True)}  # fmt: skip


def test_careful_planning_may_target_another_players_bowed_personality():
    steps = [use("plan", targets=["theirs"]), {"ask": {"stat": "force", "card": "theirs"}},
             {"ask": {"stat": "chi", "card": "theirs"}}]  # fmt: skip
    assert answers(planning_cards(), steps) == [3, 3]


def test_careful_planning_may_target_my_unbowed_personality():
    steps = [use("plan", targets=["mine_up"]), {"ask": {"stat": "force", "card": "mine_up"}}]
    assert answers(planning_cards(), steps) == [3]


def test_careful_planning_may_not_target_my_bowed_personality():
    with pytest.raises(ScenarioError, match=r"does not allow mine \(legal: mine_up, theirs\)"):
        answers(planning_cards(), [use("plan", targets=["mine"])])


@pytest.mark.parametrize(
    "value",
    [
        {"controller": "$controller", "bowed": False},  # a controller of its own
        {},  # adds nothing
        True,  # not a filter
        {"bowed": False, "color": "red"},  # not a filter field
    ],
)
def test_a_malformed_if_yours_is_a_scenario_error(value):
    effect = {"choose": {"type": "personality", "if_yours": value}, "targeting": True, "bow": True}
    plan = {"type": "action", "owner": "me", "zone": "hand",
            "abilities": [{"id": "a1", "designators": ["Limited"], "effects": [effect]}]}  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"plan": plan},
            "steps": [{"begin": {"name": "turn", "player": "me"}}]}  # fmt: skip
    with pytest.raises(ScenarioError):
        parse_scenario(data)


def test_to_the_forests_bows_him_only_if_his_force_is_now_0_and_the_player_chooses():
    plan = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(MAY_BOW)]}
    weak = personality("opp", stats={"force": 2, "chi": 2})
    strong = personality("opp", stats={"force": 3, "chi": 2})
    bowed = {"ask": {"flag": "bowed", "card": "foe"}}
    chosen = {**use("plan", targets=["foe"]), "decide": {"effect-2": True}}
    declined = {**use("plan", targets=["foe"]), "decide": {"effect-2": False}}
    assert answers({"plan": plan, "foe": weak}, [chosen, bowed]) == [True]
    assert answers({"plan": plan, "foe": weak}, [declined, bowed]) == [False]
    assert answers({"plan": plan, "foe": weak}, [use("plan", targets=["foe"]), bowed]) == [
        "depends on a choice"]  # fmt: skip
    # his Force is 1, not 0: not bowed, whatever the player chooses
    assert answers({"plan": plan, "foe": strong}, [chosen, bowed]) == [False]


# --- "with one or more Followers": as "with a Follower" -----------------------------------------------------
EIJIKO = "Tireless Open: Target your Personality with one or more Followers. Straighten his unit."


def test_with_one_or_more_attached_cards():
    eijiko = ability(EIJIKO, "Personality", "Hida Eijiko")
    led = {"type": "personality", "with_attached": {"type": "follower"}}
    assert eijiko["effects"][0]["choose"] == {"in_play": True, "controller": "$controller", **led}
    assert eijiko["effects"][1] == {"affects": {"in_unit": "$target1"}, "straighten": True}
    same = ability(EIJIKO.replace("one or more Followers", "a Follower"), "Personality", "Hida Eijiko")
    assert same == eijiko
    any_kind = ability("Battle: Straighten a target Personality with one or more attachments.", "Personality")
    assert any_kind["effects"][0]["choose"]["with_attached"] == {}
    spells = ability("Battle: Bow a target Personality with one or more Spells attached.", "Personality")
    assert spells["effects"][0]["choose"]["with_attached"] == {"type": "spell"}


@pytest.mark.parametrize(
    "text",
    [
        "Tireless Open: Target your Personality with one or more unbowed Followers. Straighten his unit.",
        "Tireless Open: Target your Personality with one or fewer Followers. Straighten his unit.",
        "Tireless Open: Target your Personality with one or more Cavalry Followers. Straighten his unit.",
        "Tireless Open: Target your Personality with two or more Followers. Straighten his unit.",
    ],
)
def test_near_one_or_more_wordings_stay_refused(text):
    assert refused(text, "Personality", "Hida Eijiko")


def test_hida_eijiko_straightens_the_unit_of_a_personality_with_a_follower():
    eijiko = personality("me", "home:me", abilities=[ability(EIJIKO, "Personality", "Hida Eijiko")])
    follower = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "led", "bowed": True,
                "stats": {"force": 1}}  # fmt: skip
    cards = {"eijiko": eijiko, "led": personality("me", bowed=True), "f": follower,
             "alone": personality("me", bowed=True)}  # fmt: skip
    steps = [use("eijiko", targets=["led"]), {"ask": {"flag": "bowed", "card": "led"}},
             {"ask": {"flag": "bowed", "card": "f"}}]  # fmt: skip
    assert answers(cards, steps) == [False, False]
    with pytest.raises(ScenarioError, match=r"does not allow alone \(legal: led\)"):
        answers(cards, [use("eijiko", targets=["alone"])])
