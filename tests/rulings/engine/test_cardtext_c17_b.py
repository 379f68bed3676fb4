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
    chosen = {"in_play": True, "type": "personality", "bowed": True}
    assert effects == [{"choose": chosen, "targeting": True, "prevent": {"event": "straighten", "uses": 1},
                        "duration": "end_of_game"}]  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        # every straightening of the game (not "next")
        "Open: Target a Personality: Bow him. Negate his straightening this game.",
        # "their" without several targets
        "Open: Target a Personality: Bow him. Negate their straightening (this turn).",
        # a duration naming a Straighten Phase, which the Desk does not play
        "Open: Target a Personality: Bow him. Negate his straightening until his controller's next "
        "Straighten Phase.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text)


# --- the engine playing the compiled cards ----------------------------------------------------------------
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
    next_turn = [{"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}}]
    steps = [use("weight", targets=["foe"]), _straighten("s1", "foe"), BOWED, _straighten("s2", "foe"), BOWED,
             *next_turn, _straighten("s3", "foe"), BOWED]  # fmt: skip
    assert answers(cards, steps) == [True, True, False]


def test_negating_bowing_no_longer_negates_straightening():
    guard = {"id": "guard", "targets": "$source", "prevent": {"event": "bow"}}
    cards = {"foe": personality("opp", traits=[guard], bowed=True)}
    steps = [BOWED, _straighten("s1", "foe", "me"), BOWED]
    assert answers(cards, steps) == [True, False]


# --- "Remove it from the game" ------------------------------------------------------------------------------
RELIC = (
    "Battle: Bow this card and target an enemy card without attachments: Remove it from the game."
)
FUBATSU = (
    "Battle: Target an enemy card without attachments: Bow it. If it is an attachment, remove it from the "
    "game."
)


def test_remove_the_target_from_the_game_compiles_to_the_op():
    effects = ability(RELIC, "Item")["effects"]
    assert effects == [{"choose": {"in_play": True, "controller": "$other", "without_attached": {}},
                        "targeting": True, "remove_from_game": True}]  # fmt: skip
    second = ability(FUBATSU, "Personality")["effects"][1]
    if_attached = {"subject": {"attached": True}}
    assert second == {"targets": "$target1", "remove_from_game": True, "while": if_attached}


@pytest.mark.parametrize(
    "text",
    [
        # a target that may have attachments: what becomes of them the corpus does not say
        "Battle: Target an enemy Personality: Remove him from the game.",
        # the performer, not the target
        "Battle: Choose your performing Samurai: Remove him from the game.",
        # no target at all
        "Battle: Remove him from the game.",
        # a delayed removal
        "Battle: Target an enemy card without attachments: Remove it from the game after this battle ends.",
    ],
)
def test_removals_that_stay_refused(text):
    assert refused(text)


def test_the_engine_removes_the_target_from_the_game_without_destroying_it():
    relic = {"type": "item", "owner": "me", "attached_to": "me1", "abilities": [ability(RELIC, "Item")]}
    cards = {"relic": relic, "me1": personality("me"), "foe": personality("opp")}
    steps = [use("relic", targets=["foe"], performer="me1"), {"ask": {"zone": "foe"}},
             {"ask": {"destroyed": "foe"}}]  # fmt: skip
    assert answers(cards, steps) == ["removed", False]


def test_the_engine_removes_an_attachment_only_if_it_is_one():
    fubatsu = personality("me", abilities=[ability(FUBATSU, "Personality")])
    follower = {"type": "follower", "owner": "opp", "attached_to": "foe", "stats": {"force": 1}}
    cards = {"fubatsu": fubatsu, "foe": personality("opp"), "horse": follower, "other": personality("opp")}
    asked = [{"ask": {"zone": "horse"}}, {"ask": {"zone": "other"}},
             {"ask": {"flag": "bowed", "card": "other"}}]  # fmt: skip
    # the Follower (an attachment) removed; the Personality only bowed, the Follower still attached
    assert answers(cards, [use("fubatsu", targets=["horse"]), *asked]) == ["removed", "battlefield:1", False]
    both_there = ["battlefield:1", "battlefield:1", True]
    assert answers(cards, [use("fubatsu", targets=["other"]), *asked]) == both_there
