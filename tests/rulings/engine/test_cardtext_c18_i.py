"""L5R compiler 18, part I: a choice the text gives another player. "Target a Personality. His controller
may bow him.", "The Personality's controller may dishonor him.", "; if he did not choose this, ...", "If he
did not bow, ...", "If he is not destroyed, ...", "If he is now unbowed, dishonor him." (`controller_may` on
the target, the offered effect with `if_changed` on it, `while: {not_changed: ...}`:
games/l5r/controller_choices.py, the Desk's rule l5r.desk.controller-may). What each compiles to, the engine
playing the compiled card (the target's controller chooses, not the action's player), and the near wordings
that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, l5r_turn, personality, refused, result, use

MAY_BOW = ("Open: Target a Personality: His controller may choose to bow him. If he did not choose this, "
           "gain 1 Honor.")  # fmt: skip
MAY_DISHONOR = ("Repeatable Battle, Bow: Target an attacking Personality. His controller may choose to "
                "dishonor him; if he did not choose this, move the target home.")  # fmt: skip
MAY_DESTROY = ("Battle: Target an enemy Personality: His controller may destroy him. If he is not destroyed, "
               "gain 3 Honor.")  # fmt: skip
DID_NOT_BOW = "Open: Target a Personality. His controller may bow him. If he did not bow, gain 1 Honor."
NOW_UNBOWED = "Limited: Target a Personality. His controller may bow him. If he is now unbowed, dishonor him."
TARGETED = {"choose": {"in_play": True, "type": "personality"}, "targeting": True}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_may_choose_to_bow_then_if_he_did_not_choose_this():
    choice, bow, gain = ability(MAY_BOW)["effects"]
    assert choice == {**TARGETED, "controller_may": "bow the target", "id": "a1"}
    assert bow == {"targets": "$target1", "bow": True, "id": "a1.2", "if_changed": "a1"}
    assert gain == {"targets": "$controller", "honor": 1, "id": "a1.3", "while": {"not_changed": "a1"}}


def test_semicolon_if_he_did_not_choose_this():
    choice, dishonor, home = ability(MAY_DISHONOR)["effects"]
    assert choice["controller_may"] == "dishonor the target" and choice["choose"]["attacking"] is True
    assert dishonor == {"targets": "$target1", "dishonor": True, "id": "a1.2", "if_changed": "a1"}
    assert home == {"targets": "$target1", "move": "home", "id": "a1.3", "while": {"not_changed": "a1"}}


def test_results_read_the_offered_effect():
    *_, gain = ability(MAY_DESTROY)["effects"]
    assert gain["while"] == {"not_changed": "a1.2"}  # "is not destroyed": what the destroying did
    *_, gain = ability(DID_NOT_BOW)["effects"]
    assert gain["while"] == {"not_changed": "a1.2"}
    *_, gain = ability(DID_NOT_BOW.replace("did not bow", "bowed"))["effects"]
    assert gain["if_changed"] == "a1.2" and "while" not in gain
    *_, gain = ability(MAY_BOW.replace("did not choose this", "chose this"))["effects"]
    assert gain["if_changed"] == "a1" and "while" not in gain


def test_the_personalitys_controller_and_now_unbowed():
    text = "Open: Target a Personality. The Personality's controller may dishonor him."
    (choice, _bow) = ability(text)["effects"]
    assert choice["controller_may"] == "dishonor the target"
    *_, dishonor = ability(NOW_UNBOWED)["effects"]
    assert dishonor == {"targets": "$target1", "dishonor": True, "id": "a1.3",
                        "while": {"subject": {"bowed": False}}}  # fmt: skip


COURT_INVITATION = ("Political Open: Destroy this card and target an unbowed Personality: His controller may "
                    "bow him. If this bowed him, gain 2 Honor; otherwise, dishonor him.")  # fmt: skip
EXOTIC_GOODS = ("Open: Choose your performing Artisan Personality and target another player's unbowed "
                "Personality. His controller may bow him. If he did not bow, gain 1 Honor.")  # fmt: skip


def test_if_this_bowed_him_otherwise():
    *_, gain, dishonor = ability(COURT_INVITATION)["effects"]
    assert gain == {"targets": "$controller", "honor": 2, "id": "a1.3", "if_changed": "a1.2"}
    assert dishonor == {"targets": "$target1", "dishonor": True, "id": "a1.4",
                        "while": {"not_changed": "a1.2"}}  # fmt: skip


def test_beside_a_performer_another_players_target():
    compiled = ability(EXOTIC_GOODS)
    assert compiled["cost"]["requires"]["keywords"] == ["Artisan"]
    choice, bow, gain = compiled["effects"]
    assert choice["choose"]["controller"] == "$other" and choice["controller_may"] == "bow the target"
    assert bow["targets"] == "$target1" and gain["while"] == {"not_changed": "a1.2"}


def test_its_controller_may_destroy_an_attachment():
    text = "Open: Target an attachment: Its controller may destroy it. If he did not, gain 1 Honor."
    choice, destroy, gain = ability(text)["effects"]
    assert choice["choose"] == {"in_play": True, "attached": True}
    assert destroy == {"targets": "$target1", "destroy": True, "id": "a1.2", "if_changed": "a1"}
    assert gain["while"] == {"not_changed": "a1.2"}


def test_outside_an_ability_it_is_refused():
    compiled = result("After this card enters play, target a Personality: His controller may bow him.",
                      "Follower", kind="trait")  # fmt: skip
    assert not compiled.played


@pytest.mark.parametrize(
    "text",
    [
        "Open: Target a Personality: His controller may bow him and gain 1 Honor.",  # a choice of two things
        "Open: Target a Personality: His controller may bow one of his Personalities.",  # a card he chooses
        "Open: Target a Personality: His controller may dishonor him or bow him.",
        "Open: Target a Personality: Their controller may bow them.",  # they / them
        "Open: Target a Personality: Bow him. If this bowed him, gain 2 Honor; otherwise, dishonor him.",
        "Open: Target a Personality: His controller may bow him. If this destroyed him, draw a card; "
        "otherwise, dishonor him.",
        "Open: Choose your performing Courtier and target a Personality: His controller may bow him.",
        "Open: Target a Personality. His controller may dishonor him. If he is now honorable, gain 1 Honor.",
        "Open: Target a Personality. His controller may bow him. If he did not dishonor, gain 1 Honor.",
        "Open: Target a Personality. Bow him. If he did not choose this, gain 1 Honor.",  # no choice before
        "Open: Target another player. He may choose to lose 2 Honor. If he did not choose this, draw a card.",
        # "his" could be the performer's:
        "Open: Choose your performing Courtier and target a Personality. His controller may bow him.",
        "Open: Target a Personality. His controller may dishonor him. If he did not become dishonorable, "
        "bow him.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Strategy")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _run(text: str, decide: dict | None, foe: dict | None = None, asks: tuple = ()) -> tuple[list, list]:
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]},
             "foe": foe or personality("opp")}  # fmt: skip
    step = use("plan", targets=["foe"]) | ({"decide": decide} if decide is not None else {})
    data = l5r_turn(cards, [step, *({"ask": a} for a in asks)])
    data["players"] = [{"id": "me", "family_honor": 5}, {"id": "opp", "family_honor": 5}]
    result = evaluate(parse_scenario(data))
    return [a["answer"]["value"] for a in result.answers], result.trace


BOWED = {"flag": "bowed", "card": "foe"}
HONOR = {"stat": "family_honor", "player": "me"}


def test_his_controller_bows_him_and_no_honor_is_gained():
    values, _ = _run(MAY_BOW, {"a1_choice": True}, asks=(BOWED, HONOR))
    assert values == [True, 5]


def test_his_controller_declines_and_the_player_gains():
    values, _ = _run(MAY_BOW, {"a1_choice": False}, asks=(BOWED, HONOR))
    assert values == [False, 6]


def test_the_choice_is_the_targets_controllers():
    _, trace = _run(MAY_BOW, {"a1_choice": False}, asks=(HONOR,))
    notes = [e["text"] for e in trace if e.get("rule") == "l5r.desk.controller-may"]
    refusal = "opp, foe's controller, does not choose to bow the target"
    assert any(note.startswith(refusal) for note in notes), notes


def test_chose_to_bow_an_already_bowed_personality_counts_as_chosen():
    # "If he did not choose this" reads the choice: bowing a bowed Personality changes nothing, he chose it
    values, _ = _run(MAY_BOW, {"a1_choice": True}, foe=personality("opp", bowed=True), asks=(HONOR,))
    assert values == [5]


def test_did_not_bow_reads_what_the_bowing_did():
    values, _ = _run(DID_NOT_BOW, {"a1_choice": True}, foe=personality("opp", bowed=True), asks=(HONOR,))
    assert values == [6]  # he chose to bow him, but he was already bowed: he did not bow
    values, _ = _run(DID_NOT_BOW, {"a1_choice": True}, asks=(HONOR,))
    assert values == [5]


def test_is_not_destroyed():
    values, _ = _run(MAY_DESTROY, {"a1_choice": False}, asks=({"destroyed": "foe"}, HONOR))
    assert values == [False, 8]
    values, _ = _run(MAY_DESTROY, {"a1_choice": True}, asks=({"destroyed": "foe"}, HONOR))
    assert values == [True, 5]


def test_now_unbowed_dishonors_him_only_if_he_declined():
    dishonored = {"flag": "dishonored", "card": "foe"}
    values, _ = _run(NOW_UNBOWED, {"a1_choice": False}, asks=(BOWED, dishonored))
    assert values == [False, True]
    values, _ = _run(NOW_UNBOWED, {"a1_choice": True}, asks=(BOWED, dishonored))
    assert values == [True, False]


def test_court_invitation_declined_dishonors_him():
    dishonored = {"flag": "dishonored", "card": "foe"}
    text = COURT_INVITATION.replace("Destroy this card and target", "Target")  # (played from the hand)
    values, _ = _run(text, {"a1_choice": False}, asks=(BOWED, dishonored, HONOR))
    assert values == [False, True, 5]
    values, _ = _run(text, {"a1_choice": True}, asks=(BOWED, dishonored, HONOR))
    assert values == [True, False, 7]


def test_left_open_the_targets_controller_chooses_and_each_choice_is_an_outcome():
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(MAY_BOW)]},
             "foe": personality("opp")}  # fmt: skip
    data = l5r_turn(cards, [use("plan", targets=["foe"]), {"ask": BOWED}])
    answer = evaluate(parse_scenario(data)).answers[0]["answer"]
    asked = [(c["by"], c["choice"]) for c in answer["choices_needed"]]
    assert asked == [("opp", "step 1: a1 controller may")]
    outcomes = answer["outcomes"]
    assert {o["answer"]["value"]: tuple(o["choices"].values()) for o in outcomes} == {
        True: ("takes it",), False: ("declines it",)}  # fmt: skip


def test_a_second_use_reads_its_own_choice():
    # used twice (Repeatable): the second choice declined is read as declined, not as the first use's choice
    text = MAY_BOW.replace("Open:", "Repeatable Open:")
    holding = {"type": "holding", "owner": "me", "zone": "home", "abilities": [ability(text, "Holding")]}
    cards = {"plan": holding, "foe": personality("opp"), "ally": personality("opp")}
    steps = [use("plan", "u1", targets=["foe"]) | {"decide": {"a1_choice": True}},
             use("plan", "u2", targets=["ally"]) | {"decide": {"a1_choice": False}},
             {"ask": {"flag": "bowed", "card": "ally"}}, {"ask": HONOR}]  # fmt: skip
    data = l5r_turn(cards, steps)
    data["players"] = [{"id": "me", "family_honor": 5}, {"id": "opp", "family_honor": 5}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [False, 6]
