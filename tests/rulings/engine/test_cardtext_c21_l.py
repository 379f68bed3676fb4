"""L5R compiler 21, part L: moments around an action. "After the resolution of any action that moved one or
more units: Straighten them." (Endless Road): a triggered trait on action_moved whose effect acts on the unit
of the Personality moved (`affects: {in_unit: $moved_unit}`, games/l5r/moved_units.py, the Desk's rule
l5r.desk.moved-units). What it compiles to, the near wordings that stay refused, and the engine playing the
compiled card."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

ROAD = "After the resolution of any action that moved one or more units: Straighten them."


def trait(text: str = ROAD, card_type: str = "Strategy", title: str = "Endless Road") -> dict:
    (only,) = piece(text, card_type, title, kind="trait")["traits"]
    return only


def test_endless_road_compiles_to_a_trait_on_each_personality_moved():
    assert trait() == {"id": "t1", "trigger": {"event": "action_moved", "of": {"type": "personality"}},
                       "affects": {"in_unit": "$moved_unit"}, "straighten": True}  # fmt: skip
    bow = trait("After the resolution of an action that moved one or more units: Bow them.", "Holding", "")
    assert bow["trigger"] == {"event": "action_moved", "of": {"type": "personality"}}
    assert bow["affects"] == {"in_unit": "$moved_unit"} and bow["bow"] is True


@pytest.mark.parametrize(
    "text",
    [
        # whose action: not read (a trait's trigger names one player; not seen in the card pool)
        "After the resolution of your action that moved one or more units: Straighten them.",
        "After the resolution of another player's action that moved one or more units: Straighten them.",
        "After the resolution of a Battle action that moved one or more units: Straighten them.",
        # a destination, or Followers (the engine records a Personality's moves only)
        "After the resolution of any action that moved one or more units to the current battlefield: "
        "Straighten them.",
        "After the resolution of any action that moved one or more Followers: Straighten them.",
        # an effect that would last (its duration is not said), a second effect, a cost
        "After the resolution of any action that moved one or more units: Give them +1F.",
        "After the resolution of any action that moved one or more units: Straighten them. Gain 1 Honor.",
        "After the resolution of any action that moved one or more units, bow this card: Straighten them.",
        # another event
        "After the resolution of any action that bowed one or more units: Straighten them.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Strategy", "Endless Road", kind="trait")


# --- the engine playing the compiled card ----------------------------------------------------------------
MOVE = {"id": "move", "designators": ["Battle"], "effects": [{"targets": ["sam"], "move": "home:me"}]}
MOVE_BOTH = {"id": "both", "designators": ["Battle"],
             "effects": [{"targets": ["sam", "kin"], "move": "home:me"}]}  # fmt: skip
BOW = {"id": "bow", "designators": ["Battle"], "effects": [{"targets": ["sam"], "bow": True}]}
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]


def cards(road: dict | None = None) -> dict:
    stats = {"force": 2, "chi": 2}
    bowed = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": stats, "bowed": True}
    found = {
        "sam": bowed,
        "fol": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                "stats": {"force": 1}, "bowed": True},
        "kin": dict(bowed),
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": stats,
                "abilities": [MOVE, MOVE_BOTH, BOW]},
    }
    if road is not None:
        found["road"] = {"type": "action", "owner": "me", "zone": "battlefield:1", "keywords": ["Terrain"],
                         "traits": [road]}  # fmt: skip
    return found


def run(found: dict, ability: str) -> list:
    steps = [*BEGIN, {"use": {"id": "u", "card": "foe", "ability": ability, "by": "opp"}},
             *({"ask": {"flag": "bowed", "card": c}} for c in ("sam", "fol", "kin"))]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": found, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_endless_road_straightens_the_unit_an_action_moved():
    # the moved Personality and his Follower straighten; the Personality not moved stays bowed
    assert run(cards(trait()), "move") == [False, False, True]
    assert run(cards(), "move") == [True, True, True]  # without Endless Road: all stay bowed


def test_each_unit_the_action_moved_straightens():
    assert run(cards(trait()), "both") == [False, False, False]


def test_an_action_that_moved_nothing_does_not_trigger_it():
    found = cards(trait())
    found["sam"] = {**found["sam"], "bowed": False}
    assert run(found, "bow") == [True, True, True]  # bowed, not moved: nothing straightens


def test_bow_them_bows_the_moved_unit():
    found = cards(trait("After the resolution of an action that moved one or more units: Bow them."))
    for card in ("sam", "fol", "kin"):
        found[card] = {**found[card], "bowed": False}
    assert run(found, "move") == [True, True, False]


def test_the_symbol_is_read_only_in_a_triggered_trait():
    bad = {"id": "a1", "designators": ["Battle"],
           "effects": [{"affects": {"in_unit": "$moved_unit"}, "straighten": True}]}  # fmt: skip
    found = cards()
    found["foe"]["abilities"] = [bad]
    with pytest.raises(ScenarioError) as error:
        run(found, "a1")
    assert "$moved_unit" in str(error.value)


def test_in_a_trait_answering_another_event_it_names_no_card_and_says_so():
    wrong = {"id": "t1", "trigger": {"event": "bowed", "card": "sam"}, "affects": {"in_unit": "$moved_unit"},
             "straighten": True}  # fmt: skip
    found = cards(wrong)
    found["sam"] = {**found["sam"], "bowed": False}
    steps = [*BEGIN, {"use": {"id": "u", "card": "foe", "ability": "bow", "by": "opp"}},
             {"ask": {"flag": "bowed", "card": "fol"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": found, "steps": steps}
    result = evaluate(parse_scenario(data))
    assert [a["answer"]["value"] for a in result.answers] == [True]
    notes = [e["text"] for e in result.trace if e["rule"] == "l5r.desk.moved-units"]
    assert any("names no card" in n for n in notes)


# --- "an action that this Personality performed and that destroyed an enemy card" -------------------------
TALISMAN = (
    "Reaction: After the resolution of a Battle action that this Personality performed and that destroyed an "
    "enemy card, bow this card: Negate the next destruction of this Personality this turn."
)


def talisman() -> dict:
    (only,) = piece(TALISMAN, "Item", "Talisman of Toshigoku")["abilities"]
    return only


def test_talisman_compiles_to_a_performer_and_what_the_action_did():
    compiled = talisman()
    assert compiled["trigger"] == {"event": "resolved", "kind": ["Battle"], "card": "$bearer",
                                   "did": {"event": "destroyed", "of": {"controller": "$other"}}}  # fmt: skip
    assert compiled["cost"] == {"bow": "$source"}
    assert compiled["effects"] == [{"targets": "$bearer", "prevent": {"event": "destroy", "uses": 1},
                                    "duration": "end_of_turn"}]  # fmt: skip
    text = ("Reaction: After the resolution of an action that Kenzo performed and that bowed one of your "
            "Personalities: Draw a card.")  # fmt: skip
    assert piece(text, "Personality", "Mirumoto Kenzo")["abilities"][0]["trigger"] == {
        "event": "resolved", "card": "$source",
        "did": {"event": "bowed", "of": {"type": "personality", "controller": "$controller"}}}  # fmt: skip
    text = "Reaction: After an action resolves that Rata performed and that destroyed a Personality: Draw a "
    text += "card."
    assert piece(text, "Personality", "Rata")["abilities"][0]["trigger"] == {
        "event": "resolved", "card": "$source", "did": {"event": "destroyed", "of": {"type": "personality"}}}


@pytest.mark.parametrize(
    "text",
    [
        # whose action and its performer both said (as compiler 11, part A)
        "Reaction: After the resolution of another player's Battle action that this Personality performed "
        "and that destroyed an enemy card: Draw a card.",
        # a Favor action (no designator or action keyword), an enemy player's action
        "Reaction: After the resolution of a Favor action that this Personality performed and that destroyed "
        "an enemy card: Draw a card.",
        # this card destroyed (out of play then), a Follower moved (only a Personality's move is recorded)
        "Reaction: After the resolution of a Battle action that this Personality performed and that "
        "destroyed this Personality: Draw a card.",
        "Reaction: After the resolution of a Battle action that this Personality performed and that moved a "
        "Follower: Draw a card.",
        # the negation of another card, or of all destructions
        "Reaction: After the resolution of a Battle action that this Personality performed, bow this card: "
        "Negate the next destruction of a Personality this turn.",
        "Battle: Negate the next destruction of this Personality this game.",
    ],
)
def test_near_talisman_wordings_stay_refused(text):
    assert refused(text, "Item", "Talisman of Toshigoku")


FOE_KILL = {"id": "kill", "designators": ["Battle"], "effects": [{"targets": ["sam"], "destroy": True}]}
FOE_KILL_AGAIN = {**FOE_KILL, "id": "again"}
MY_KILL = {"id": "slay", "designators": ["Battle"], "effects": [{"targets": ["villain"], "destroy": True}]}
MY_BOW = {"id": "tire", "designators": ["Battle"], "effects": [{"targets": ["villain"], "bow": True}]}
MY_OPEN_KILL = {**MY_KILL, "id": "open_slay", "designators": ["Open"]}


def talisman_run(steps: list, performer: str = "sam") -> list:
    stats = {"force": 2, "chi": 2}
    found = {
        "sam": {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": stats},
        "kin": {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": stats},
        "talisman": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
                     "abilities": [talisman()]},
        "plan": {"type": "action", "owner": "me", "zone": "hand",
                 "abilities": [MY_KILL, MY_BOW, MY_OPEN_KILL]},
        "villain": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": stats},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": stats,
                "abilities": [FOE_KILL, FOE_KILL_AGAIN]},
    }
    data = {"game": "l5r", "players": ["me", "opp"], "cards": found, "steps": [*BEGIN, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def mine(ability: str, performer: str = "sam") -> dict:
    return {"use": {"id": "m", "card": "plan", "ability": ability, "by": "me", "performer": performer}}


REACT_TALISMAN = {"use": {"id": "t", "card": "talisman", "ability": "a1", "by": "me"}}
KILL_SAM = {"use": {"id": "k", "card": "foe", "ability": "kill", "by": "opp"}}
TAKEN = {"ask": {"successful": "t"}}
SAM_IN_PLAY = {"ask": {"in_play": "sam"}}


def test_talisman_negates_the_next_destruction_after_its_personality_destroyed_an_enemy_card():
    assert talisman_run([mine("slay"), REACT_TALISMAN, TAKEN, KILL_SAM, SAM_IN_PLAY]) == [True, True]
    # without the Reaction, the destruction happens
    assert talisman_run([mine("slay"), KILL_SAM, SAM_IN_PLAY]) == [False]


def test_talisman_only_after_its_personalitys_battle_action_that_destroyed_an_enemy_card():
    # another Personality performed it; it bowed the enemy; it was an Open action: no window
    assert talisman_run([mine("slay", "kin"), REACT_TALISMAN, TAKEN, KILL_SAM, SAM_IN_PLAY]) == [False, False]
    assert talisman_run([mine("tire"), REACT_TALISMAN, TAKEN]) == [False]
    assert talisman_run([mine("open_slay"), REACT_TALISMAN, TAKEN]) == [False]


def test_the_negation_is_used_up_by_one_destruction():
    again = {"use": {"id": "k2", "card": "foe", "ability": "again", "by": "opp"}}
    steps = [mine("slay"), REACT_TALISMAN, KILL_SAM, SAM_IN_PLAY, again, {"ask": {"successful": "k2"}},
             SAM_IN_PLAY]  # fmt: skip
    assert talisman_run(steps) == [True, True, False]
