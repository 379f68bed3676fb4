"""L5R compiler 17, part J: optional effects and optional targets. "You may target and bow an enemy
Infantry Personality or Follower.", "You may target and move home an enemy Personality.", "You may target an
enemy Personality and give him -3F." compile to one effect choosing its own target, `optional`; the engine's
use step lets the player decline it (games/l5r/optional_effects.py: a shorter `targets` list, or `decide:
{id: false}`), and an action's "You may move him home" is now his choice too. What each compiles to, the
engine playing the compiled cards, and near wordings that stay not understood."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, personality, refused, use

HUNTERS = "Battle: Draw a card. You may target and bow an enemy Infantry Personality or Follower."
PANEKI = (
    "Political Battle: Bow a target Personality. Destroy him if he is dishonorable. You may target and "
    "dishonor a Personality."
)
RIDE = (
    "Battle: Bow your performing Monk or Shugenja: Move him home. You may target and move home an enemy "
    "Personality."
)
WITHDRAWAL = (
    "Battle: Move your target Personality home. You may target an enemy Personality and give him -3F."
)
YOSHINO = (
    "Tactical Battle: Destroy a target Personality without attachments. You may target and destroy an "
    "attachment."
)
ENEMY = {"in_play": True, "controller": "$other", "type": "personality"}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_an_optional_target_is_one_optional_targeting_effect():
    draw, bow = ability(HUNTERS, "Follower", "Moto Hunters")["effects"]
    assert draw == {"targets": "$controller", "draw": 1}
    assert bow == {"choose": {"in_play": True, "controller": "$other", "keywords": ["Infantry"],
                              "type": ["follower", "personality"]},
                   "targeting": True, "bow": True, "optional": True}  # fmt: skip


def test_an_optional_target_after_the_first_target_is_the_second():
    bow, destroy, dishonor = ability(PANEKI, "Personality", "Bayushi Paneki")["effects"]
    assert bow["targeting"] is True and "optional" not in bow
    assert destroy["targets"] == "$target1"
    assert dishonor == {"choose": {"in_play": True, "type": "personality"}, "targeting": True,
                        "dishonor": True, "optional": True}  # fmt: skip


def test_move_home_and_a_penalty_on_an_optional_target():
    home = ability(RIDE, "Strategy", "Ride the Way")["effects"][-1]
    assert home == {"choose": ENEMY, "targeting": True, "move": "home", "optional": True}
    give = ability(WITHDRAWAL, "Strategy", "Strategic Withdrawal")["effects"][-1]
    assert give == {"choose": ENEMY, "targeting": True, "stat": "force", "change": -3,
                    "duration": "end_of_turn", "optional": True}  # fmt: skip


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _yoshino_cards() -> dict:
    yoshino = personality("me", abilities=[ability(YOSHINO, "Personality", "Matsu Yoshino")])
    bearer = personality("opp")
    armor = {"type": "item", "owner": "opp", "zone": "attached", "attached_to": "bearer"}
    return {"yoshino": yoshino, "naked": personality("opp"), "bearer": bearer, "armor": armor}


def _destroyed(**more) -> list:
    steps = [use("yoshino", **more), {"ask": {"destroyed": "naked"}}, {"ask": {"destroyed": "armor"}}]
    return answers(_yoshino_cards(), steps)


def test_an_optional_target_given_in_the_use_step_is_used():
    assert _destroyed(targets=["naked", "armor"]) == [True, True]


def test_a_shorter_targets_list_declines_the_optional_target():
    assert _destroyed(targets=["naked"]) == [True, False]


def test_decide_false_declines_it():
    steps = [{**use("yoshino", targets=["naked"]), "decide": {"effect-2": False}},
             {"ask": {"destroyed": "armor"}}]  # fmt: skip
    assert answers(_yoshino_cards(), steps) == [False]


def test_a_wrong_number_of_targets_is_a_scenario_error():
    from rulings.engine.errors import ScenarioError

    with pytest.raises(ScenarioError, match="1 or 2 card"):
        _destroyed(targets=["naked", "armor", "bearer"])


def test_left_open_using_it_and_not_are_both_outcomes():
    steps = [use("yoshino"), {"ask": {"destroyed": "armor"}}]
    (destroyed,) = answers(_yoshino_cards(), steps)
    assert destroyed == "depends on a choice"


def test_a_declined_optional_target_is_a_slot_that_names_nothing():
    # Paneki: bow the first target, then (declined) no dishonoring; used, the second target is dishonored
    paneki = personality("me", abilities=[ability(PANEKI, "Personality", "Bayushi Paneki")])
    cards = {"paneki": paneki, "foe": personality("opp"), "other": personality("opp")}
    asked = [{"ask": {"flag": "bowed", "card": "foe"}}, {"ask": {"flag": "dishonored", "card": "other"}}]
    assert answers(cards, [use("paneki", targets=["foe"]), *asked]) == [True, False]
    assert answers(cards, [use("paneki", targets=["foe", "other"]), *asked]) == [True, True]


def test_the_optional_penalty_is_given_only_when_used():
    plan = {"type": "action", "owner": "me", "zone": "hand",
            "abilities": [ability(WITHDRAWAL, "Strategy", "Strategic Withdrawal")]}  # fmt: skip
    cards = {"plan": plan, "sam": personality("me"), "foe": personality("opp")}
    asked = [{"ask": {"zone": "sam"}}, {"ask": {"stat": "force", "card": "foe"}}]
    assert answers(cards, [use("plan", targets=["sam", "foe"]), *asked]) == ["home", 0]
    assert answers(cards, [use("plan", targets=["sam"]), *asked]) == ["home", 2]


def test_you_may_move_him_home_is_the_players_choice():
    # the engine had applied an action's optional effect as if it were not: now its player chooses
    text = "Battle: Choose your performing Personality: Straighten him. You may move him home."
    plan = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, "Strategy")]}
    cards = {"plan": plan, "sam": personality("me", bowed=True)}
    asked = [{"ask": {"zone": "sam"}}]
    assert answers(cards, [use("plan", performer="sam"), *asked]) == ["depends on a choice"]
    declined = {**use("plan", performer="sam"), "decide": {"effect-2": False}}
    assert answers(cards, [declined, *asked]) == ["battlefield:1"]
    used = {**use("plan", performer="sam"), "decide": {"effect-2": True}}
    assert answers(cards, [used, *asked]) == ["home"]


# --- near wordings that stay not understood -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "why"),
    [
        # "him" after an optional target: which card is it?
        ("Battle: Bow a target Personality. You may target and bow an enemy Personality. Move him home.",
         "which one"),
        ("Battle: You may target and bow an enemy Personality. Move him home.", "without a target"),
        # the target the constraints declare would be chosen after the optional one
        ("Battle: Target an enemy Personality: You may target and destroy an attachment. Bow him.",
         "constraints declare"),
        # an Event's "may" is the trait's own
        ("After you reveal cards in your Provinces at the start of your turn, if this Event is face-up in "
         "one of them, you may target and move home a Personality.", "outside an ability"),
        # "another": other than this card, or than the first target?
        ("Battle: Bow a target Personality. You may target and bow another Personality.", "another"),
    ],
)
def test_near_wordings_stay_refused(text, why):
    kind = "trait" if text.startswith("After") else "ability"
    card_type = "Event" if kind == "trait" else "Personality"
    assert why in refused(text, card_type, kind=kind)


def test_you_may_target_x_and_act_on_him_is_the_same_optional_effect():
    text = ("Battle: Give a target enemy Follower or Personality -4F. You may target your Personality and "
            "move him home.")
    home = ability(text, "Personality", "Daidoji Tametaka")["effects"][-1]
    mine = {"in_play": True, "controller": "$controller", "type": "personality"}
    assert home == {"choose": mine, "targeting": True, "move": "home", "optional": True}
    after_move = ability("Battle: Move this card home. If he moved, you may target a Samurai Personality and "
                         "straighten it.", "Personality")["effects"][-1]  # fmt: skip
    assert after_move["if_changed"] == "a1" and after_move["optional"] is True
