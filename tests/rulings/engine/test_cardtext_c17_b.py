"""L5R compiler 17, part B: negations. "Negate its (next) straightening (this turn)", "Negate his next
straightening this game", "Negate their straightening" (a prevention of the `straighten` event, which is no
longer the `bow` event: glossary S, Straighten). What each compiles to, the engine playing the compiled cards,
and the near wordings that stay not understood."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, personality, refused, use

FEINT = "Battle: Target an enemy card: Bow it. Negate its next straightening (this turn)."
WEIGHT = "Battle: Target an enemy Personality: Bow him. Negate his straightening (this turn)."
CAUGHT = (
    "Open: If you control no Personalities, target one or two Personalities: Bow them. Negate their "
    "straightening (this turn)."
)
MOUNTAIN = (
    "Battle/Open: Bow this Shugenja, destroy this card, and target a bowed Personality: Negate his next "
    "straightening this game."
)
VISIT = "Open: Target a Personality: Bow him. Negate his straightening until your next turn begins."


def _card(text: str, card_type: str = "Strategy") -> dict:
    kind = "action" if card_type == "Strategy" else card_type.lower()
    return {"type": kind, "owner": "me", "zone": "hand", "abilities": [ability(text, card_type)]}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_negate_its_next_straightening_this_turn():
    effects = ability(FEINT)["effects"]
    assert effects[1] == {"targets": "$target1", "prevent": {"event": "straighten", "uses": 1},
                          "duration": "end_of_turn"}  # fmt: skip


def test_negate_his_straightening_lasts_the_turn_or_what_it_says():
    assert ability(WEIGHT)["effects"][1] == {"targets": "$target1", "prevent": {"event": "straighten"},
                                             "duration": "end_of_turn"}  # fmt: skip
    assert ability(VISIT)["effects"][1]["duration"] == "until_your_turn"
    default = ability("Open: Target a Personality: Bow him and negate his straightening.")["effects"][1]
    assert default["duration"] == "end_of_turn"


def test_negate_their_straightening_after_several_targets():
    effects = ability(CAUGHT)["effects"]
    assert effects[1]["prevent"] == {"event": "straighten"}
    assert effects[1]["targets"] == "$target1"


def test_next_straightening_this_game_ends_when_used():
    effects = ability(MOUNTAIN, "Spell")["effects"]
    assert effects == [{"choose": {"in_play": True, "type": "personality", "bowed": True}, "targeting": True,
                        "prevent": {"event": "straighten", "uses": 1}, "duration": "end_of_game"}]  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        # every straightening of the game (not "next")
        "Open: Target a Personality: Bow him. Negate his straightening this game.",
        # "their" without several targets
        "Open: Target a Personality: Bow him. Negate their straightening (this turn).",
        # a duration naming a Straighten Phase, which the Desk does not play
        "Open: Target a Personality: Bow him. Negate his straightening until his controller's next Straighten "
        "Phase.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text)


# --- the engine playing the compiled cards --------------------------------------------------------------------
def _straighten(uid: str, card: str, by: str = "opp") -> dict:
    return {"action": {"id": uid, "by": by, "effects": [{"targets": card, "straighten": True}]}}


def _bow(uid: str, card: str, by: str = "opp") -> dict:
    return {"action": {"id": uid, "by": by, "effects": [{"targets": card, "bow": True}]}}


BOWED = {"ask": {"flag": "bowed", "card": "foe"}}


def test_next_straightening_is_negated_once_and_bowing_still_happens():
    cards = {"feint": _card(FEINT), "foe": personality("opp")}
    steps = [use("feint", targets=["foe"]), BOWED, _straighten("s1", "foe"), BOWED, _straighten("s2", "foe"),
             BOWED, _bow("b1", "foe"), BOWED]  # fmt: skip
    # bowed; the first straightening negated; the second happens; bowing is not negated
    assert answers(cards, steps) == [True, True, False, True]


def test_straightening_negated_all_turn_and_not_next_turn():
    cards = {"weight": _card(WEIGHT), "foe": personality("opp")}
    steps = [use("weight", targets=["foe"]), _straighten("s1", "foe"), BOWED, _straighten("s2", "foe"), BOWED,
             {"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}}, _straighten("s3", "foe"), BOWED]  # fmt: skip
    assert answers(cards, steps) == [True, True, False]


def test_negating_bowing_no_longer_negates_straightening():
    guard = {"id": "guard", "targets": "$source", "prevent": {"event": "bow"}}
    cards = {"foe": personality("opp", traits=[guard], bowed=True)}
    steps = [BOWED, _straighten("s1", "foe", "me"), BOWED]
    assert answers(cards, steps) == [True, False]
