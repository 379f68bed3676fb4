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
