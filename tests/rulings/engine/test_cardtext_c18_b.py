"""L5R compiler 18, part B: moments of the turn as durations and triggers. "He will not straighten (this
phase / before your next turn begins)", "until your next turn ends" (the engine's until_your_next_turn_ends,
games/l5r/next_turn_end.py, l5r.desk.next-turn-ends), "until the next turn ends", "until after your next turn
begins", "until the phase ends", delayed effects "after your next turn / Dynasty Phase / Attack Phase begins",
traits answering a Dynasty or Attack Phase's beginning or end. What each compiles to, the engine playing the
compiled cards, and the near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, answers, personality, piece, refused, result, use

TREASURER = ("Open, Bow: Straighten your target Samurai Personality. Until your next turn ends, he will not "
             "straighten.")  # fmt: skip
SABOTEUR = "Limited: Target a Stronghold: Bow it. It will not straighten until after your next turn begins."
PYRE = ("Repeatable Reaction, Bow: After one of your Personalities is destroyed, give your target unbowed "
        "Personality +1F/+1C until your next turn ends.")  # fmt: skip
DRUMMERS = "Repeatable Battle/Open, Bow: Give each of your Personalities +1C until the phase ends."
HARUGE = "Limited: Target a Personality: Bow him. He will not straighten until the next turn ends."
PHASE = "Limited: Target a Personality: Bow him. He will not straighten this phase."
BOW = "Limited: Target a Personality: Bow him. "
BEFORE_NEXT = BOW + "He will not straighten again before your next turn begins."
SANZO = "Limited: Give a target Personality +3F. Destroy him after your next Dynasty Phase begins."
LATER_HONOR = "Limited: After your next turn begins, gain 2 Honor."
KINDEBU = "After your Dynasty Phase begins, destroy Kindebu."

NO_STRAIGHTEN = {"prevent": {"event": "straighten"}}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_he_will_not_straighten_until_your_next_turn_ends():
    straighten, stays = ability(TREASURER, "Holding", "Regional Treasurer")["effects"]
    assert straighten["straighten"] is True and straighten["choose"]["keywords"] == ["Samurai"]
    assert stays == {"targets": "$target1", **NO_STRAIGHTEN, "duration": "until_your_next_turn_ends"}


def test_until_after_your_next_turn_begins_is_until_it_begins():
    _bow, stays = ability(SABOTEUR, "Strategy", "Kolat Saboteur")["effects"]
    assert stays == {"targets": "$target1", **NO_STRAIGHTEN, "duration": "until_your_turn"}


def test_a_bonus_until_your_next_turn_ends():
    force, chi = ability(PYRE, "Holding", "Funeral Pyre")["effects"]
    assert force["stat"] == "force" and chi == {"targets": "$target1", "stat": "chi", "change": 1,
                                                "duration": "until_your_next_turn_ends"}  # fmt: skip
    assert force["duration"] == "until_your_next_turn_ends"


def test_until_the_phase_ends():
    (effect,) = ability(DRUMMERS, "Follower", "Heartbeat Drummers")["effects"]
    assert effect["duration"] == "end_of_phase" and effect["stat"] == "chi"


@pytest.mark.parametrize(
    ("text", "duration"),
    [
        (HARUGE, "until_the_next_turn_ends"),
        (PHASE, "end_of_phase"),
        (BEFORE_NEXT, "until_your_turn"),
        ("Limited: Target a Personality: Bow him. He will not straighten (this turn).", "end_of_turn"),
        ("Limited: Target a Personality: Bow him. He will not straighten.", "end_of_turn"),
        ("Limited: Target a Personality: Bow him. The target will not straighten.", "end_of_turn"),
    ],
)
def test_will_not_straighten_and_its_durations(text, duration):
    _bow, stays = ability(text)["effects"]
    assert stays == {"targets": "$target1", **NO_STRAIGHTEN, "duration": duration}


def test_after_your_next_dynasty_phase_begins_is_a_delayed_effect_on_the_target():
    bonus, later = ability(SANZO, "Holding")["effects"]
    assert bonus["change"] == 3
    assert later == {"kind": "delayed", "trigger": {"event": "dynasty_phase_begins", "player": "$controller"},
                     "then": {"targets": "$target1", "destroy": True}}  # fmt: skip


def test_after_your_next_turn_begins_on_the_player():
    (later,) = ability(LATER_HONOR)["effects"]
    assert later["trigger"] == {"event": "turn_begins", "player": "$controller"}
    assert later["then"] == {"targets": "$controller", "honor": 2}


def test_after_your_next_attack_phase_begins_on_this_card():
    text = "Limited: Straighten this Holding after your next Attack Phase begins."
    (later,) = ability(text, "Holding")["effects"]
    assert later["trigger"]["event"] == "attack_phase_begins" and later["then"]["targets"] == "$source"


def test_a_trait_answering_your_dynasty_phase():
    (trait,) = piece(KINDEBU, "Personality", "Bayushi Kindebu", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "dynasty_phase_begins", "player": "$controller"},
                     "targets": "$source", "destroy": True}  # fmt: skip


def test_a_trait_answering_any_attack_phase_end():
    (trait,) = piece("After the Attack Phase ends, gain 1 Honor.", "Holding", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "attack_phase_ends"} and trait["honor"] == 1


@pytest.mark.parametrize(
    "text",
    [
        "Limited: Target a Personality: After your next turn begins, destroy him.",  # targeting inside
        "Limited: After your next turn begins, bow a target Personality.",
        "Limited: Target a Personality: Give him +2F (this turn) until your next turn ends.",  # two durations
        "Limited: Target a Personality: Destroy him until your next turn ends.",  # happens once
        "Limited: Target a Personality: His controller loses 2 Honor after your next turn begins.",
        "Limited: Target a Personality: Destroy him after your next End Phase begins.",  # no End Phase
        "Limited: Target a Personality: Destroy him after your next Dynasty Phase ends.",
        BOW + "He will not straighten during his controller's next Straighten Phase.",
        BOW + "He will not straighten before your second turn.",
        BOW + "He will not straighten normally at the start of his next turn.",
        BOW + "Until their controller's next turn begins, he will not straighten.",
        "Limited: Bow this card. Until your next turn ends, all Personalities have +1F.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Strategy")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("This card will not straighten before your second turn.", "second turn"),
        ("After your Action Phase ends: Give each of your Deathseekers a +1F Fury token.", "Dynasty"),
        ("Before your End Phase begins, gain 1 Honor.", "Dynasty"),
        ("Before your Dynasty Phase ends, gain 1 Honor.", "without its player"),
        ("After your Dynasty Phase ends, permanently give this Holding +1 Gold Production.", ""),
        ("After your Dynasty Phase begins, destroy a target Personality.", ""),
    ],
)
def test_traits_refused_with_a_reason(text, why):
    assert why in refused(text, "Holding", kind="trait")


def test_after_your_next_turn_begins_in_an_events_trait_is_refused():
    text = ("After you reveal cards in your Provinces at the start of your turn, if this Event is face-up in "
            "one of them, after your next turn begins, gain 2 Honor.")  # fmt: skip
    assert "outside an action" in refused(text, "Event", kind="trait")


def test_a_trait_of_this_card_will_not_straighten_is_not_an_ability():
    assert not result("It will not straighten.", "Holding", kind="trait").played


# --- the engine playing the compiled cards ------------------------------------------------------------------
BOWED = {"ask": {"flag": "bowed", "card": "sam"}}


def _straighten(uid: str) -> dict:
    return {"apply": {"id": uid, "targets": "sam", "straighten": True}}


def _bow(uid: str) -> dict:
    return {"apply": {"id": uid, "targets": "sam", "bow": True}}


def _turn(player: str) -> list:
    return [{"end": "turn"}, {"begin": {"name": "turn", "player": player}}]


def _treasurer() -> dict:
    return {"treasurer": {"type": "holding", "owner": "me", "zone": "home",
                          "abilities": [ability(TREASURER, "Holding", "Regional Treasurer")]},
            "sam": personality("me", "home", keywords=["Samurai"], bowed=True)}  # fmt: skip


def test_regional_treasurer_keeps_him_bowed_through_your_next_turn():
    steps = [use("treasurer", targets=["sam"]), BOWED, _bow("b1"), _straighten("s1"), BOWED,
             *_turn("opp"), _straighten("s2"), BOWED, *_turn("me"), _straighten("s3"), BOWED,
             *_turn("opp"), _straighten("s4"), BOWED]  # fmt: skip
    # straightened by the action, then bowed: not this turn, nor the next player's, nor your next; then yes
    assert answers(_treasurer(), steps) == [False, True, True, True, False]


def test_your_next_turn_is_not_the_turn_in_progress_when_it_is_another_players():
    steps = [*_turn("opp"), use("treasurer", targets=["sam"]), _bow("b1"), *_turn("me"), _straighten("s1"),
             BOWED, *_turn("opp"), _straighten("s2"), BOWED]  # fmt: skip
    assert answers(_treasurer(), steps) == [True, False]


def _bow_card(text: str) -> dict:
    return {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]},
            "sam": personality("opp", "home")}  # fmt: skip


def test_until_the_next_turn_ends_is_any_players_next_turn():
    steps = [use("plan", targets=["sam"]), *_turn("opp"), _straighten("s1"), BOWED, *_turn("me"),
             _straighten("s2"), BOWED]  # fmt: skip
    assert answers(_bow_card(HARUGE), steps) == [True, False]


def test_until_after_your_next_turn_begins_ends_as_it_begins():
    steps = [use("plan", targets=["sam"]), *_turn("opp"), _straighten("s1"), BOWED, *_turn("me"),
             _straighten("s2"), BOWED]  # fmt: skip
    assert answers(_bow_card(BEFORE_NEXT), steps) == [True, False]


def test_this_phase_ends_with_the_phase():
    steps = [{"phase": "attack"}, use("plan", targets=["sam"]), _straighten("s1"), BOWED,
             {"phase": "dynasty"}, _straighten("s2"), BOWED]  # fmt: skip
    assert answers(_bow_card(PHASE), steps) == [True, False]


ZONE = {"ask": {"zone": "sam"}}


def _sanzo() -> dict:
    return {"sanzo": {"type": "holding", "owner": "me", "zone": "home",
                      "abilities": [ability(SANZO, "Holding")]},
            "sam": personality("me", "home")}  # fmt: skip


def test_destroyed_as_your_next_dynasty_phase_begins_not_another_players():
    steps = [use("sanzo", targets=["sam"]), *_turn("opp"), {"phase": "dynasty"}, ZONE, *_turn("me"),
             {"phase": "attack"}, ZONE, {"phase": "dynasty"}, ZONE]  # fmt: skip
    assert answers(_sanzo(), steps) == ["home", "home", "discard"]


def test_the_next_dynasty_phase_may_be_this_turns():
    assert answers(_sanzo(), [use("sanzo", targets=["sam"]), ZONE, {"phase": "dynasty"}, ZONE]) == [
        "home", "discard"]  # fmt: skip


def _honor(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}],
            "cards": cards, "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def test_honor_gained_once_as_your_next_turn_begins():
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(LATER_HONOR)]}}
    steps = [use("plan"), HONOR, *_turn("opp"), HONOR, *_turn("me"), HONOR, *_turn("opp"), *_turn("me"),
             HONOR]  # fmt: skip
    assert _honor(cards, steps) == [10, 10, 12, 12]


def test_kindebu_is_destroyed_as_your_dynasty_phase_begins():
    traits = piece(KINDEBU, "Personality", "Bayushi Kindebu", kind="trait")["traits"]
    cards = {"kindebu": personality("me", "home", traits=traits)}
    zone = {"ask": {"zone": "kindebu"}}
    steps = [{"phase": "attack"}, zone, *_turn("opp"), {"phase": "dynasty"}, zone, *_turn("me"),
             {"phase": "dynasty"}, zone]  # fmt: skip
    assert answers(cards, steps) == ["home", "home", "discard"]
