"""L5R compiler 13, part A: Reactions and triggered traits keyed on what an action did (action_results.py:
the trigger {event: resolved, did: {event, card | of}}, the trait events action_bowed ...): "After the
resolution of a Battle action that destroyed one of your Personalities", "After the resolution of an action
that straightened this Personality: Straighten this card." What each compiles to, the near misses that must
stay not understood, and the engine playing the compiled cards."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

DEVOTION = (
    "Reaction: After the resolution of a Battle action that destroyed one of your Personalities: Gain 1 "
    "Honor."
)
BUSHI = "After the resolution of an action that straightened this Personality: Straighten this card."


def test_a_reaction_to_a_kind_of_action_that_destroyed_a_kind_of_card():
    compiled = ability(DEVOTION)
    mine = {"type": "personality", "controller": "$controller"}
    assert compiled["trigger"] == {"event": "resolved", "kind": ["Battle"],
                                   "did": {"event": "destroyed", "of": mine}}  # fmt: skip
    assert compiled["effects"] == [{"targets": "$controller", "honor": 1}]
    text = ("Reaction: After the resolution of another player's action that bowed this Personality: "
            "Draw a card.")
    assert ability(text, "Item")["trigger"] == {"event": "resolved", "by": "other",
                                                "did": {"event": "bowed", "card": "$bearer"}}  # fmt: skip
    text = "Reaction: After the resolution of your action that moved a Personality: Draw a card."
    moved = {"event": "moved", "of": {"type": "personality"}}
    assert ability(text, "Personality")["trigger"] == {"event": "resolved", "by": "self", "did": moved}


SCOUT = "Reaction: After the resolution of an action that bowed this Personality: Straighten him."


def test_him_is_the_card_the_trigger_names():
    compiled = ability(SCOUT, "Item", "Scout Armor")
    assert compiled["trigger"] == {"event": "resolved", "did": {"event": "bowed", "card": "$bearer"}}
    assert compiled["effects"] == [{"targets": "$bearer", "straighten": True}]
    text = "Reaction: After the resolution of a Battle action that moved Mitsuo: Take an additional Battle "
    text += "action."
    compiled = ability(text, "Personality", "Bayushi Mitsuo")
    assert compiled["trigger"] == {"event": "resolved", "kind": ["Battle"],
                                   "did": {"event": "moved", "card": "$source"}}  # fmt: skip


def test_an_action_resolves_which_did_it():
    text = (
        "Reaction, Bow: After another player's action resolves which destroyed one of your Personalities, "
        "gain 2 Honor."
    )
    compiled = ability(text, "Holding", "Hero's Memorial")
    mine = {"type": "personality", "controller": "$controller"}
    destroyed = {"event": "destroyed", "of": mine}
    assert compiled["trigger"] == {"event": "resolved", "by": "other", "did": destroyed}
    assert compiled["cost"] == {"bow": "$source"}


@pytest.mark.parametrize(
    "text",
    [
        "Reaction: Before the resolution of a Battle action that was taken as an additional action: Its "
        "effects do not happen.",
        # (one negation of "the action's effects" on this card or the performer: compiler 15, part B plays
        # it, test_cardtext_c15_b.py)
    ],
)
def test_reactions_before_an_actions_resolution_are_refused_with_the_reason(text):
    assert "before an action's resolution" in refused(text, "Follower", "Snow Riders")


def test_a_trait_after_an_action_that_straightened_its_personality():
    (trait,) = piece(BUSHI, "Follower", "Steadfast Bushi", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "action_straightened", "card": "$bearer"}
    assert trait["targets"] == "$source" and trait["straighten"] is True
    text = "After the resolution of your action that bowed a Personality: Gain 1 Honor."
    (trait,) = piece(text, "Holding", kind="trait")["traits"]
    bowed = {"event": "action_bowed", "of": {"type": "personality"}, "player": "$controller"}
    assert trait["trigger"] == bowed


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # "him": the card the action destroyed is out of play (not read). ("... that bowed one of your
        # Personalities: Straighten him." is read since compiler 17, part E: "him" is the Personality the
        # action bowed, bound as the Reaction is used: test_cardtext_c17_e.py)
        ("Reaction: After the resolution of an action that destroyed one of your Personalities: Bow "
         "him.", "'him'"),
        # a Reaction after its own card's destruction: out of play then
        ("Reaction: After the resolution of an action that destroyed this Personality: Gain 1 Honor.",
         "out of play"),
        ("Reaction: After the resolution of a Spell action that bowed a Follower: Draw a card.", "'Spell'"),
        ("Reaction: After the resolution of an action that moved a Follower: Draw a card.", "with its unit"),
        ("Reaction: After the resolution of an enemy player's action that bowed a Personality: Gain 1 "
         "Honor.", "an enemy"),
    ],
)  # fmt: skip
def test_what_the_compiler_does_not_read_is_refused(text, why):
    assert why in refused(text, "Personality", "Katahide")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("After the resolution of a Battle action that bowed this Personality: Straighten this card.",
         "kind"),
        ("After the resolution of another player's action that bowed this Personality: Straighten this "
         "card.", "another player's"),
        ("After the resolution of an action that bowed a Personality, give your target Personality "
         "+1F.", "target"),
    ],
)  # fmt: skip
def test_traits_the_compiler_does_not_read(text, why):
    assert why in refused(text, "Follower", kind="trait")


@pytest.mark.parametrize(
    "text",
    [
        # a place, a destination or a time after the card: other wordings, not read ("moved ... to the current
        # battlefield": compiler 19, part P reads it)
        "Reaction: After the resolution of an action that moved one of your Personalities to a battlefield: "
        "Gain 1 Honor.",
        "Reaction: After another player's Battle action resolves which destroyed one of your Lion Clan "
        "Personalities at the current battlefield: Gain 1 Honor.",
        "After the resolution of an action that moved a unit, if the unit is now in Qu Yuan's army, "
        "straighten it.",
        # before an action's resolution: not read (no trigger before an action resolves keyed on how it was
        # taken, nor on what it is about to do)
        "Reaction: Before the resolution of a Battle action that was taken as an additional action: Its "
        "effects do not happen.",
        # ("Before an action's resolution begins: Negate this Personality's movement ...": compiler 15, B)
    ],
)
def test_near_misses_stay_not_understood(text):
    assert refused(text, "Personality", "Moto Qu Yuan")


# --- the engine playing them --------------------------------------------------------------------------
def foe(*abilities: dict) -> dict:
    return {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2},
            "abilities": list(abilities)}  # fmt: skip


BOW = {"id": "bow", "designators": ["Battle"], "effects": [{"targets": ["sam"], "bow": True}]}
KILL = {"id": "kill", "designators": ["Battle"], "effects": [{"targets": ["sam"], "destroy": True}]}
KILL_OPEN = {**KILL, "id": "open_kill", "designators": ["Open"]}
CHI = {"id": "chi", "designators": ["Battle"], "effects": [{"targets": ["sam"], "stat": "chi", "change": -2}]}
BOW_SELF = {"id": "tire", "designators": ["Battle"], "cost": {"bow": "$source"},
            "effects": [{"targets": "$controller", "honor": 1}]}  # fmt: skip
STRAIGHTEN = {"id": "rise", "designators": ["Battle"], "effects": [{"targets": ["sam"], "straighten": True}]}
MOVE = {"id": "move", "designators": ["Battle"], "effects": [{"targets": ["sam"], "move": "home:me"}]}
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}


def use(ability_id: str, uid: str, card: str = "foe", by: str = "opp") -> dict:
    return {"use": {"id": uid, "card": card, "ability": ability_id, "by": by}}


def run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*BEGIN, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def strategy(reaction: dict) -> dict:
    """(the Reaction on a card of its player's in play at home: what plays it is its trigger)"""
    return {"type": "personality", "owner": "me", "zone": "home:me", "stats": {"force": 1, "chi": 1},
            "abilities": [reaction]}  # fmt: skip


REACT = use("a1", "u", card="plan", by="me")
OK = {"ask": {"successful": "u"}}


def test_a_reaction_after_a_battle_action_that_destroyed_one_of_your_personalities():
    plan = strategy(ability(DEVOTION, "Strategy", "Measure of Devotion"))
    cards = {"sam": SAM, "plan": plan, "foe": foe(BOW, KILL, KILL_OPEN, CHI)}
    assert run(cards, [use("kill", "k"), REACT, OK]) == [True]
    # an Open action that destroyed him, a Battle action that only bowed him: refused
    assert run(cards, [use("open_kill", "k"), REACT, OK]) == [False]
    assert run(cards, [use("bow", "b"), REACT, OK]) == [False]
    # another player's Personality destroyed: not one of yours
    other = {**SAM, "owner": "opp"}
    assert run({**cards, "sam": other}, [use("kill", "k"), REACT, OK]) == [False]


def test_destruction_for_zero_chi_after_the_action_is_not_counted_and_said():
    plan = strategy(ability(DEVOTION, "Strategy", "Measure of Devotion"))
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"sam": SAM, "plan": plan, "foe": foe(CHI)},
            "steps": [*BEGIN, use("chi", "c"), REACT, OK]}  # fmt: skip
    result = evaluate(parse_scenario(data))
    assert [a["answer"]["value"] for a in result.answers] == [False]
    notes = [e["text"] for e in result.trace if e["rule"] == "l5r.desk.what-an-action-did"]
    assert any("sam destroyed after c resolved" in n for n in notes)


def armor_cards() -> dict:
    text = "Reaction: After the resolution of an action that bowed this Personality: Gain 1 Honor."
    armor = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
             "abilities": [ability(text, "Item", "Scout Armor")]}  # fmt: skip
    return {"sam": SAM, "armor": armor, "foe": foe(BOW, BOW_SELF, STRAIGHTEN)}


ARMOR = use("a1", "u", card="armor", by="me")


def test_a_reaction_after_an_action_that_bowed_its_personality():
    cards = armor_cards()
    assert run(cards, [use("bow", "b"), ARMOR, OK]) == [True]
    assert run(cards, [use("rise", "r"), ARMOR, OK]) == [False]  # it straightened him
    assert run(cards, [ARMOR, OK]) == [False]  # no action


def test_scout_armor_straightens_its_personality_after_an_action_bowed_him():
    cards = armor_cards()
    cards["armor"]["abilities"] = [ability(SCOUT, "Item", "Scout Armor")]
    bowed = {"ask": {"flag": "bowed", "card": "sam"}}
    assert run(cards, [use("bow", "b"), bowed, ARMOR, OK, bowed]) == [True, True, False]


def test_a_cost_bowing_the_card_is_what_the_action_did():
    """(the Desk's rule l5r.desk.what-an-action-did: costs and effects)"""
    cards = armor_cards()
    cards["sam"] = {**SAM, "abilities": [BOW_SELF]}
    assert run(cards, [use("tire", "t", card="sam", by="me"), ARMOR, OK]) == [True]


def test_the_trait_answers_an_action_that_straightened_its_personality():
    (trait,) = piece(BUSHI, "Follower", "Steadfast Bushi", kind="trait")["traits"]
    bushi = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam", "traits": [trait],
             "bowed": True, "stats": {"force": 1}}  # fmt: skip
    sam = {**SAM, "bowed": True}
    cards = {"sam": sam, "bushi": bushi, "foe": foe(BOW, STRAIGHTEN, MOVE)}
    bowed = {"ask": {"flag": "bowed", "card": "bushi"}}
    assert run(cards, [bowed]) == [True]
    assert run(cards, [use("rise", "r"), bowed]) == [False]
    assert run(cards, [use("move", "m"), bowed]) == [True]  # moved, not straightened


def test_a_move_between_locations_is_recorded():
    text = "Reaction: After the resolution of an action that moved one of your Personalities: Gain 1 Honor."
    cards = {"sam": SAM, "plan": strategy(ability(text)), "foe": foe(MOVE, BOW)}
    assert run(cards, [use("move", "m"), REACT, OK]) == [True]
    assert run(cards, [use("bow", "b"), REACT, OK]) == [False]


def test_the_scenario_language_checks_did():
    trigger = {"event": "targeted", "did": {"event": "bowed"}}
    bad = {"id": "a1", "designators": ["Reaction"], "trigger": trigger,
           "effects": [{"targets": "$controller", "draw": 1}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        run({"sam": SAM, "plan": strategy(bad)}, [])
    assert "'did'" in str(error.value)
