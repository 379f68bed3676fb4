"""L5R compiler 19, part P: Reactions after an action resolved, keyed to what it did: "Reaction: After the
resolution of an action that created a duel which this Personality won: Gain 3 Honor." (Impromptu Weapon:
did {event: won_duel, card: $bearer}, l5r.desk.action-created-duel-won) and "Reaction: After the resolution of
one of your Battle actions whose effects destroyed an enemy card: Gain 2 Honor." (Draw Attention: only what
the action's effects did, not its costs: effects_only). What each compiles to, the engine playing it, and
near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, refused

R = "Reaction: After the resolution of "
IMPROMPTU = R + "an action that created a duel which this Personality won: Gain 3 Honor."
DRAW_ATTENTION = R + "one of your Battle actions whose effects destroyed an enemy card: Gain 2 Honor."


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_an_action_that_created_a_duel_this_personality_won():
    compiled = ability(IMPROMPTU, "Item", "Impromptu Weapon")
    assert compiled["trigger"] == {"event": "resolved", "did": {"event": "won_duel", "card": "$bearer"}}
    assert compiled["effects"] == [{"targets": "$controller", "honor": 3}]
    own = ability(
        R + "your Iaijutsu action that created a duel that Hideo won: Gain 1 Honor.",
        "Personality", "Kakita Hideo")  # fmt: skip
    assert own["trigger"] == {"event": "resolved", "kind": ["Iaijutsu"], "by": "self",
                              "did": {"event": "won_duel", "card": "$source"}}  # fmt: skip


def test_whose_effects_destroyed_an_enemy_card():
    compiled = ability(DRAW_ATTENTION, "Strategy", "Draw Attention")
    did = {"event": "destroyed", "of": {"controller": "$other"}, "effects_only": True}
    assert compiled["trigger"] == {"event": "resolved", "kind": ["Battle"], "by": "self", "did": did}
    mine = ability(R + "an action whose effects bowed one of your Personalities: Gain 1 Honor.")
    yours = {"type": "personality", "controller": "$controller"}
    assert mine["trigger"]["did"] == {"event": "bowed", "of": yours, "effects_only": True}
    enemy = ability(R + "an action whose effects bowed an enemy Samurai Personality: Gain 1 Honor.")
    samurai = {"keywords": ["Samurai"], "type": "personality", "controller": "$other"}
    assert enemy["trigger"]["did"]["of"] == samurai


SHINICHI = R + "an action that moved one of your Personalities to the current battlefield: Straighten him."
EROSION = R + "an action that moved a Personality to the current battlefield: Give him -4F."


def test_an_action_that_moved_a_personality_to_the_current_battlefield():
    compiled = ability(SHINICHI, "Personality", "Akodo Shinichi")
    moved = {"event": "moved", "of": {"type": "personality", "controller": "$controller"},
             "to": "current_battlefield"}  # fmt: skip
    assert compiled["trigger"] == {"event": "resolved", "did": moved}
    assert compiled["effects"] == [{"targets": "$reacted_card", "straighten": True}]
    erosion = ability(EROSION, "Spell", "Erosion")
    here = "current_battlefield"
    assert erosion["trigger"]["did"] == {"event": "moved", "of": {"type": "personality"}, "to": here}
    assert erosion["effects"] == [{"targets": "$reacted_card", "stat": "force", "change": -4,
                                   "duration": "end_of_turn"}]  # fmt: skip
    own = ability(R + "your action that moved this Personality to the current battlefield: Gain 1 Honor.",
                  "Personality")  # fmt: skip
    assert own["trigger"] == {"event": "resolved", "by": "self",
                              "did": {"event": "moved", "card": "$source", "to": here}}  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        # only a move goes somewhere
        R + "an action that bowed a Personality to the current battlefield: Gain 1 Honor.",
        # another place: not read
        R + "an action that moved a Personality to a battlefield: Gain 1 Honor.",
        R + "an action that moved a Personality to the attacking side at the current battlefield: Bow him.",
        # the duel's winner not a card this text names
        R + "an action that created a duel which your Personality won: Gain 1 Honor.",
        # a duel lost, a duel "involving" a card: other wordings
        R + "an action that created a duel which this Personality lost: Gain 1 Honor.",
        # "an enemy player's action": an enemy is an opponent in a battle (compiler 11, part A)
        R + "an enemy player's action that created a duel which this Personality "
        "won: Gain 1 Honor.",
        # destroyed this card: out of play then (compiler 13, part A)
        R + "an action whose effects destroyed this Personality: Gain 1 Honor.",
        # whose costs: not read
        R + "an action whose costs bowed one of your Personalities: Gain 1 Honor.",
        # a 'Favor' action: not a designator or keyword
        R + "your Favor action whose effects destroyed an enemy card: Gain 1 Honor.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Item")


# --- the engine playing them --------------------------------------------------------------------------------
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
RULE = "l5r.desk.action-created-duel-won"  # cited in the trace
HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def run(cards: dict, steps: list, notes: str = "") -> list:
    data = {"game": "l5r", "cards": cards, "steps": [*BEGIN, *steps],
            "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]}  # fmt: skip
    result = evaluate(parse_scenario(data))
    answers = [a["answer"]["value"] for a in result.answers]
    if notes:
        return [*answers, any(notes in e["text"] and e["rule"] == RULE for e in result.trace)]
    return answers


def use(card: str, ability_id: str, uid: str, by: str = "me") -> dict:
    return {"use": {"id": uid, "card": card, "ability": ability_id, "by": by}}


def duel(winner: str, uid: str = "d") -> dict:
    fought = {"id": f"{uid}_duel", "between": ["sam", "foe"], "winner": winner}
    fight = {"id": f"{uid}_fight", "duels": [fought]}
    return {"id": uid, "designators": ["Battle"], "effects": [fight]}


def weapon_cards(*abilities: dict) -> dict:
    weapon = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
              "abilities": [ability(IMPROMPTU, "Item", "Impromptu Weapon")]}  # fmt: skip
    return {"sam": {**SAM, "abilities": list(abilities)}, "foe": FOE, "weapon": weapon}


def test_impromptu_weapon_after_an_action_created_a_duel_its_personality_won():
    cards = weapon_cards(duel("sam"), duel("foe", "lost"))
    steps = [use("sam", "d", "d"), use("weapon", "a1", "u"), HONOR]
    assert run(cards, steps, notes="d won_duel sam") == [13, True]
    # a duel he lost: the Reaction has no window, nothing happens
    assert run(cards, [use("sam", "lost", "d"), use("weapon", "a1", "u"), HONOR]) == [10]
    assert run(cards, [use("weapon", "a1", "u"), HONOR]) == [10]  # no action


def test_a_duel_fought_by_a_scenario_action_step_is_no_abilitys_use():
    """(a scenario's `action` step records nothing of what it did: said, and the Reaction has no window)"""
    cards = weapon_cards()
    fight = {"id": "fight", "duels": [{"id": "x", "between": ["sam", "foe"], "winner": "sam"}]}
    steps = [{"action": {"id": "a", "by": "me", "effects": [fight]}}, use("weapon", "a1", "u"), HONOR]
    assert run(cards, steps) == [10]


def attention_cards(*abilities: dict) -> dict:
    plan = {"type": "personality", "owner": "me", "zone": "home:me", "stats": {"force": 1, "chi": 1},
            "abilities": [ability(DRAW_ATTENTION, "Strategy", "Draw Attention")]}  # fmt: skip
    return {"sam": {**SAM, "abilities": list(abilities)}, "foe": FOE, "plan": plan,
            "ally": {**SAM, "abilities": []}}  # fmt: skip


KILL = {"id": "kill", "designators": ["Battle"], "effects": [{"targets": ["foe"], "destroy": True}]}
KILL_OPEN = {**KILL, "id": "open_kill", "designators": ["Open"]}
KILL_ALLY = {**KILL, "id": "ally_kill", "effects": [{"targets": ["ally"], "destroy": True}]}
# a cost destroying an enemy card (not what the action's effects did)
COST_KILL = {"id": "cost_kill", "designators": ["Battle"], "cost": {"destroy": "foe"},
             "effects": [{"targets": "$controller", "honor": 0}]}  # fmt: skip
REACT = use("plan", "a1", "u")


def test_draw_attention_after_your_battle_action_whose_effects_destroyed_an_enemy_card():
    cards = attention_cards(KILL, KILL_OPEN, KILL_ALLY)
    assert run(cards, [use("sam", "kill", "k"), REACT, HONOR]) == [12]
    assert run(cards, [use("sam", "open_kill", "k"), REACT, HONOR]) == [10]  # an Open action
    assert run(cards, [use("sam", "ally_kill", "k"), REACT, HONOR]) == [10]  # one of your own cards
    enemy_kills = {**FOE, "abilities": [{**KILL, "effects": [{"targets": ["ally"], "destroy": True}]}]}
    assert run({**cards, "foe": enemy_kills}, [use("foe", "kill", "k", by="opp"), REACT, HONOR]) == [10]


def test_a_cost_that_destroyed_an_enemy_card_is_not_what_the_effects_did():
    cards = attention_cards(COST_KILL)
    steps = [use("sam", "cost_kill", "k"), REACT, HONOR]
    assert run(cards, steps, notes="only what its effects did counts") == [10, True]


def test_whose_effects_against_that_a_cost_destroyed_one_of_your_personalities():
    """(the same cost: "an action that destroyed" counts it, "whose effects destroyed" does not)"""
    cost_kill = {**COST_KILL, "cost": {"destroy": "ally"}}
    cards = attention_cards(cost_kill, KILL_ALLY)
    text = R + "one of your Battle actions {} one of your Personalities: Gain 2 Honor."
    for words, by_cost in (("that destroyed", 12), ("whose effects destroyed", 10)):
        cards["plan"]["abilities"] = [ability(text.format(words))]
        assert run(cards, [use("sam", "cost_kill", "k"), REACT, HONOR]) == [by_cost]
        assert run(cards, [use("sam", "ally_kill", "k"), REACT, HONOR]) == [12]


TO_1, TO_2 = {"targets": ["sam"], "move": "battlefield:1"}, {"targets": ["sam"], "move": "battlefield:2"}
MOVE_HERE = {"id": "here", "designators": ["Battle"], "effects": [TO_1]}
MOVE_THERE = {**MOVE_HERE, "id": "there", "effects": [TO_2]}
MOVE_BOTH = {**MOVE_HERE, "id": "both", "effects": [TO_1, {"targets": ["ally"], "move": "battlefield:2"}]}


def shinichi_cards() -> dict:
    shinichi = {**SAM, "zone": "home:me", "abilities": [ability(SHINICHI, "Personality", "Akodo Shinichi")]}
    return {"shinichi": shinichi, "sam": {**SAM, "zone": "home:me", "bowed": True},
            "ally": {**SAM, "zone": "home:me", "bowed": True},
            "foe": {**FOE, "abilities": [MOVE_HERE, MOVE_THERE, MOVE_BOTH]}}  # fmt: skip


def test_shinichi_straightens_a_personality_moved_to_the_current_battlefield():
    cards = shinichi_cards()
    react = use("shinichi", "a1", "u")
    bowed = {"ask": {"flag": "bowed", "card": "sam"}}
    assert run(cards, [use("foe", "here", "m", by="opp"), react, bowed]) == [False]
    # moved to another battlefield: not the current one, no window
    assert run(cards, [use("foe", "there", "m", by="opp"), react, bowed]) == [True]
    # one moved here, another elsewhere: "him" is the one moved here
    ally = {"ask": {"flag": "bowed", "card": "ally"}}
    assert run(cards, [use("foe", "both", "m", by="opp"), react, bowed, ally]) == [False, True]


def test_the_scenario_language_checks_to():
    trigger = {"event": "resolved", "did": {"event": "bowed", "to": "current_battlefield"}}
    bad = {"id": "a1", "designators": ["Reaction"], "trigger": trigger,
           "effects": [{"targets": "$controller", "honor": 1}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        run({"sam": {**SAM, "abilities": [bad]}}, [])
    assert "'to'" in str(error.value)


def test_the_scenario_language_checks_effects_only():
    trigger = {"event": "resolved", "did": {"event": "bowed", "effects_only": False}}
    bad = {"id": "a1", "designators": ["Reaction"], "trigger": trigger,
           "effects": [{"targets": "$controller", "honor": 1}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        run({"sam": {**SAM, "abilities": [bad]}}, [])
    assert "effects_only" in str(error.value)
