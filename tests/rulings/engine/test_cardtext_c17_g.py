"""L5R compiler 17, part G: sentences after an action's first effect. "If its Force is now 0, bow it (and
gain 2 Honor)." (each effect only if the target has that stat as it happens), a target or performer written
as a sentence of its own ("Target a Personality. Give him a +1F Sake token.", "Target a dishonorable
Personality. His controller loses 1 Honor."), and "You may take an additional action (appropriate to this
phase)." (one more action of any kind: any_additional.py, l5r.desk.any-additional-action). What each
compiles to, the engine playing the compiled cards, and near wordings that stay not understood."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, l5r_turn, personality, refused, use

CURSED = "Battle: Target an enemy Follower or Personality: Give it -4F. If its Force is now 0, bow it."
YANAI = (
    "Battle: Target an enemy Personality or Follower: Give it -2F. If its Force is now 0, bow it and gain 2 "
    "Honor."
)
CALLER = "Battle: Give a target enemy Follower or Personality -3F. If its force is now 0, draw a card."
KYOSHI = (
    "Battle: Target an enemy Personality or Follower: Give it a Force penalty equal to this card's Chi. If "
    "the targeted card's Force is now 0, bow it."
)
YOSHIHARA = (
    "Open: Bow this card and target a Personality: Give him a Force penalty equal to this card's Chi. If the "
    "Personality's Force is now 0, his controller loses 1 Honor."
)
SAKE = "Limited, 2 Gold: Target a Personality. Give him a +1F Sake token."
SILK = "Limited: Target a dishonorable Personality. His controller loses 1 Honor."
ONCE = "Battle: Once per battle, target an enemy Personality. Bow him."
IVORY = "Battle/Open: Dishonor a target Personality. You may take an additional action."
YOJIMBO = (
    "Battle/Open: Straighten your target Personality. You may take an additional action appropriate to this "
    "phase."
)
ZERO = {"stats": {"force": {"at_least": 0, "at_most": 0}}}
ENEMY_PF = {"in_play": True, "controller": "$other", "type": ["follower", "personality"]}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_if_its_force_is_now_0_bow_it():
    effects = ability(CURSED, "Strategy", "The Cursed Dead")["effects"]
    assert effects[1] == {"id": "a1.2", "targets": "$target1", "bow": True, "while": {"subject": ZERO}} or (
        {k: v for k, v in effects[1].items() if k != "id"} == {"targets": "$target1", "bow": True,
                                                               "while": {"subject": ZERO}})  # fmt: skip
    assert effects[0]["choose"] == ENEMY_PF


def test_a_player_effect_in_the_sentence_names_the_target_in_its_condition():
    effects = ability(YANAI, "Personality", "Utaku Yanai")["effects"]
    gain = {k: v for k, v in effects[2].items() if k != "id"}
    assert gain == {"targets": "$controller", "honor": 2, "while": {"card": "$target1", "is": ZERO}}
    drawn = ability(CALLER, "Follower", "Standard Caller")["effects"][1]
    draw = {k: v for k, v in drawn.items() if k != "id"}
    assert draw == {"targets": "$controller", "draw": 1, "while": {"card": "$target1", "is": ZERO}}


def test_the_targeted_card_and_the_personality_named():
    effects = ability(KYOSHI, "Personality", "Togashi Kyoshi")["effects"]
    assert effects[1]["targets"] == "$target1" and effects[1]["while"] == {"subject": ZERO}
    loses = ability(YOSHIHARA, "Personality", "Soshi Yoshihara")["effects"][1]
    assert loses["targets"] == "$target1_controller" and loses["while"] == {"card": "$target1", "is": ZERO}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Battle: Target an enemy Personality: Give him -4F. If his Force is now 0, bow this card.",
         "another"),
        ("Battle: Choose your performing Ninja Personality and target an enemy Personality: Give the target "
         "-4F. If his Force is now 0, gain 1 Honor.", "performer"),
        ("Battle: Target an enemy Personality: Destroy him. If his Force is now 0, gain 2 Honor.",
         "out of play"),
        ("Open: Target a Personality or Follower: Give it -2F. If the Personality's Force is now 0, gain 1 "
         "Honor.", "not known"),
        ("Battle: Target an enemy Personality: Give him -4F. If his Force is now 0, bow his unit.", ""),
        ("Battle: Target an enemy Personality: Give him -4F. If his Force is now 0, bow him and give him "
         "+2F.", "changes it"),
    ],
)
def test_near_wordings_of_force_now_0_stay_refused(text, why):
    assert why in refused(text, "Strategy", "Test")


def test_a_target_written_as_a_sentence():
    sake = ability(SAKE, "Holding", "Blue Tanuki Serving Girl")
    assert sake["cost"] == {"gold": 2}
    assert sake["effects"][0]["choose"] == {"in_play": True, "type": "personality"}
    assert sake["effects"][0]["give_token"] == {"kind": "Sake", "count": 1, "force": 1}
    once = ability(ONCE, "Personality", "Test")
    assert once["limit"] == {"times": 1, "per": "battle"} and once["effects"][0]["bow"] is True


def test_his_controller_after_a_target_sentence_targets_him_first():
    effects = ability(SILK, "Holding", "Exquisite Silk Works")["effects"]
    assert effects[0]["choose"] == {"in_play": True, "dishonorable": True, "type": "personality"}
    assert effects[0]["target_card"] is True and effects[0]["targeting"] is True
    loses = {k: v for k, v in effects[1].items() if k != "id"}
    assert loses == {"targets": "$target1_controller", "honor": -1}


def test_a_cost_written_as_a_sentence_stays_refused():
    assert "cost written as a sentence" in refused("Battle: Bow your performing Personality. Dishonor him.")
    assert "cost written as a sentence" in refused("Battle: Pay 2 Gold and target a Personality. Bow him.")


def test_an_additional_action_of_any_kind():
    grant = ability(IVORY, "Holding", "Ivory Ascendance")["effects"][1]
    assert {k: v for k, v in grant.items() if k != "id"} == {
        "targets": "$controller", "additional_action": {"designator": "any"}}  # fmt: skip
    grant = ability(YOJIMBO, "Strategy", "A Yojimbo's Duty")["effects"][1]
    assert grant["additional_action"] == {"designator": "any"}
    # a Battle action named stays one of that kind; "to play ..." is not read
    assert ability(IVORY.replace("an additional action", "an additional Battle action"))["effects"][1][
        "additional_action"] == {"designator": "Battle"}  # fmt: skip
    refused("Battle: Draw a card. You may take an additional action to play a Strategy from your hand.")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _strategy(text: str, title: str = "Test") -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, "Strategy", title)]}


def _honor(cards: dict, steps: list) -> list:
    from rulings.engine import evaluate, parse_scenario

    data = l5r_turn(cards, steps)
    data["players"] = [{"id": "me", "family_honor": 0}, {"id": "opp", "family_honor": 0}]
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize(("force", "bowed"), [(2, True), (4, True), (5, False)])
def test_the_target_is_bowed_only_if_its_force_is_now_0(force, bowed):
    cards = {"plan": _strategy(CURSED), "foe": personality("opp", stats={"force": force, "chi": 2})}
    steps = [use("plan", targets=["foe"]), {"ask": {"flag": "bowed", "card": "foe"}}]
    assert answers(cards, steps) == [bowed]


@pytest.mark.parametrize(("force", "result"), [(2, [True, 2]), (3, [False, 0])])
def test_the_honor_is_gained_only_if_the_targets_force_is_now_0(force, result):
    cards = {"plan": _strategy(YANAI), "foe": personality("opp", stats={"force": force, "chi": 2})}
    steps = [use("plan", targets=["foe"]), {"ask": {"flag": "bowed", "card": "foe"}},
             {"ask": {"stat": "family_honor", "player": "me"}}]  # fmt: skip
    assert _honor(cards, steps) == result


@pytest.mark.parametrize(("force", "lost"), [(2, -1), (3, 0)])
def test_his_controller_loses_honor_only_if_his_force_is_now_0(force, lost):
    yoshihara = personality("me", stats={"force": 2, "chi": 2}, abilities=[ability(YOSHIHARA, "Personality",
                                                                                    "Soshi Yoshihara")])
    cards = {"yoshihara": yoshihara, "foe": personality("opp", stats={"force": force, "chi": 2})}
    steps = [use("yoshihara", targets=["foe"]), {"ask": {"stat": "family_honor", "player": "opp"}}]
    assert _honor(cards, steps) == [lost]


def test_the_target_sentence_then_his_controller_loses_honor():
    silk = {"type": "holding", "owner": "me", "zone": "home", "abilities": [ability(SILK, "Holding", "Silk")]}
    cards = {"silk": silk, "foe": personality("opp", dishonored=True), "sam": personality("me")}
    steps = [use("silk", targets=["foe"]), *_asked({"stat": "family_honor", "player": "opp"},
             {"stat": "family_honor", "player": "me"}, {"flag": "bowed", "card": "foe"})]  # fmt: skip
    assert _honor(cards, steps) == [-1, 0, False]


def _asked(*questions: dict) -> list[dict]:
    return [{"ask": q} for q in questions]


LIMITED = "Limited: Dishonor a target Personality."


def test_the_additional_action_may_be_of_any_kind_and_lapses_when_another_comes_first():
    cards = {"plan": _strategy(IVORY), "again": _strategy(IVORY), "extra": _strategy(LIMITED),
             "late": _strategy(LIMITED), "sam": personality("me"), "foe": personality("opp")}  # fmt: skip
    reply = {"action": {"id": "reply", "by": "opp", "effects": [{"targets": "foe", "bow": True}]}}
    steps = [use("plan", targets=["foe"]), *_asked({"additional_actions": "me"}),
             use("extra", uid="x", targets=["sam"], additional=True),
             *_asked({"successful": "x"}, {"additional_actions": "me"}),
             use("again", uid="g", targets=["foe"]), reply,
             use("late", uid="l", targets=["sam"], additional=True),
             *_asked({"successful": "l"})]  # fmt: skip
    assert answers(cards, steps) == [1, True, 0, False]


def test_a_battle_only_grant_is_still_not_taken_by_an_open_action():
    battle = IVORY.replace("an additional action", "an additional Battle action")
    cards = {"plan": _strategy(battle), "other": _strategy("Open: Dishonor a target Personality."),
             "foe": personality("opp"), "sam": personality("me")}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, use("plan", targets=["foe"]),
             use("other", uid="x", targets=["sam"], additional=True),
             *_asked({"successful": "x"})]  # fmt: skip
    assert answers(cards, steps) == [False]


def test_any_kind_granted_in_a_battle_lapses_with_the_battle():
    cards = {"plan": _strategy(IVORY), "extra": _strategy(LIMITED), "foe": personality("opp"),
             "sam": personality("me")}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, use("plan", targets=["foe"]),
             *_asked({"additional_actions": "me"}), {"end": {"name": "battle"}},
             *_asked({"additional_actions": "me"})]  # fmt: skip
    assert answers(cards, steps) == [1, 0]


SHRINE = "Limited, Bow: If your Family Honor is 9 or less, gain 2 Honor."


def test_if_your_family_honor_is_9_or_less():
    gain = ability(SHRINE, "Holding", "Lesser Shrine")["effects"][0]
    assert gain["while"] == {"player_stat": "family_honor", "player": "$controller", "at_most": 9}
    assert "before an effect on a card" in refused(SHRINE.replace("gain 2 Honor", "bow a target Personality"))
    assert "changes it" in refused(SHRINE.replace("gain 2 Honor", "gain 2 Honor and draw a card"))


@pytest.mark.parametrize(("honor", "after"), [(9, 11), (10, 10)])
def test_the_honor_is_gained_only_while_the_family_honor_is_9_or_less(honor, after):
    from rulings.engine import evaluate, parse_scenario

    compiled = ability(SHRINE, "Holding", "Lesser Shrine")
    shrine = {"type": "holding", "owner": "me", "zone": "home", "abilities": [compiled]}
    data = l5r_turn({"shrine": shrine}, [use("shrine"), {"ask": {"stat": "family_honor", "player": "me"}}])
    data["players"] = [{"id": "me", "family_honor": honor}, {"id": "opp", "family_honor": 0}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [after]
