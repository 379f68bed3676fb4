"""L5R compiler 11, part A: Reactions to the resolution of a kind of action (resolution_reactions.py: the
trigger {event: resolved, kind, by, card}): "After the resolution of a Kiho Battle action you took", "After
the resolution of another player's Battle action", "After the resolution of a Tactical action that Dun
performed". What each compiles to, the near misses that must stay not understood, and the engine playing the
compiled cards."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

PILLARS = "Reaction: After the resolution of a Kiho Battle action you took: Take an additional Battle action."
MUHITO = "Reaction: After the resolution of another player's Battle action: Gain 2 Honor."
DUN = "Reaction: After the resolution of a Tactical action that Dun performed: Draw a card."
GRANT = {"targets": "$controller", "additional_action": {"designator": "Battle"}}


def test_a_kind_of_action_you_took():
    compiled = ability(PILLARS, "Strategy", "Pillars of Virtue")
    assert compiled["trigger"] == {"event": "resolved", "kind": ["Kiho", "Battle"], "by": "self"}
    assert compiled["effects"] == [GRANT]
    mine = {"event": "resolved", "kind": ["Tactical"], "by": "self"}
    text = "Reaction: After the resolution of your Tactical action, gain 1 Honor."
    assert ability(text)["trigger"] == mine
    text = "Reaction: After the resolution of one of your Tactical actions: Gain 1 Honor."
    assert ability(text)["trigger"] == mine
    text = "Reaction: After your Tactical action resolves: Gain 1 Honor."
    assert ability(text)["trigger"] == mine


def test_another_players_or_anyones_action():
    assert ability(MUHITO)["trigger"] == {"event": "resolved", "kind": ["Battle"], "by": "other"}
    text = "Reaction: After the resolution of a Battle action: Draw a card."
    assert ability(text)["trigger"] == {"event": "resolved", "kind": ["Battle"]}
    text = "Reaction: After the resolution of another player's action: Draw a card."
    assert ability(text)["trigger"] == {"event": "resolved", "by": "other"}


def test_an_action_of_a_kind_the_card_performed():
    compiled = ability(DUN, "Personality", "Shinjo Dun")
    assert compiled["trigger"] == {"event": "resolved", "kind": ["Tactical"], "card": "$source"}
    text = "Reaction: After the resolution of a Battle action that this Personality performed: Draw a card."
    bearers = {"event": "resolved", "kind": ["Battle"], "card": "$bearer"}
    assert ability(text, "Follower")["trigger"] == bearers
    # without a kind: the existing event performed, unchanged
    text = "Reaction: After the resolution of an action that Dun performed: Draw a card."
    assert ability(text, "Personality", "Shinjo Dun")["trigger"] == {"event": "performed", "card": "$source"}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Reaction: After the resolution of your Favor action, draw a card.", "'Favor' action"),
        ("Reaction: After the resolution of a Spell action you took: Draw a card.", "'Spell' action"),
        ("Reaction: After the resolution of an Equip Battle action you took: Draw a card.", "'Equip' action"),
        ("Reaction: After your Ranged Attack action resolves: Draw a card.", "'Ranged' action"),
        ("Reaction: After the resolution of an enemy player's Battle action: Draw a card.", "an enemy"),
        ("Reaction: After the resolution of your Battle action you took: Draw a card.", "said twice"),
        ("Reaction: After the resolution of a Battle actions: Draw a card.", "one of several"),
        ("Reaction: After the resolution of a Battle Open action: Draw a card.", "two designators"),
    ],
)
def test_kinds_and_players_the_rules_do_not_fix_are_refused(text, why):
    assert why in refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # what the action did, who performed it by name of another card, or how it was taken: not read
        # ("... of a Battle action that destroyed one of your Personalities": compiler 13, part A reads it;
        # "... whose effects destroyed an enemy card": compiler 19, part P reads it)
        "Reaction: After the resolution of a Battle action on a Strategy you played: Draw a card.",
        "Reaction: Before the resolution of a Battle action that was taken as an additional action: Its "
        "effects do not happen.",
        "Reaction: After another player's Battle action resolves which destroyed one of your Lion Clan "
        "Personalities at the current battlefield: Gain 1 Honor.",
        "Reaction: After a Battle action resolves which Katahide performed, take an additional Battle action "
        "which Katahide must perform.",
        # not a Reaction: a triggered trait (no Reaction window)
        "After the resolution of your Tactical action, give this card +1F.",
    ],
)
def test_near_misses_stay_not_understood(text):
    assert refused(text, "Personality", "Katahide")


def test_whose_action_and_its_performer_both_said_is_refused():
    text = "Reaction: After the resolution of your Battle action that this Personality performed: Bow him."
    assert "both said" in refused(text, "Follower")


# --- the engine playing them --------------------------------------------------------------------------
def monk(reaction: dict) -> dict:
    abilities = [
        {"id": "kiho", "designators": ["Battle"], "keywords": ["Kiho"],
         "effects": [{"targets": "$source", "stat": "force", "change": 1}]},
        {"id": "strike", "designators": ["Battle"],
         "effects": [{"targets": "$source", "stat": "force", "change": 1}]},
        {"id": "tactic", "designators": ["Battle"], "keywords": ["Tactical"],
         "effects": [{"targets": "$source", "stat": "chi", "change": 1}]},
        reaction,
    ]  # fmt: skip
    return {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
            "stats": {"force": 2, "chi": 2}, "abilities": abilities}  # fmt: skip


FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2},
       "abilities": [{"id": "hit", "designators": ["Battle"], "keywords": ["Kiho"],
                      "effects": [{"targets": "$source", "stat": "force", "change": 1}]}]}  # fmt: skip
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]


def run(reaction: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"monk": monk(reaction), "foe": FOE},
            "steps": [*BEGIN, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(ability_id: str, uid: str, card: str = "monk", by: str = "me", **more) -> dict:
    return {"use": {"id": uid, "card": card, "ability": ability_id, "by": by, **more}}


REACT = use("a1", "u")
OK = {"ask": {"successful": "u"}}
COUNT = {"ask": {"additional_actions": "me"}}


def test_pillars_reacts_to_your_kiho_battle_action_and_grants_another():
    pillars = ability(PILLARS, "Strategy", "Pillars of Virtue")
    assert run(pillars, [use("kiho", "k"), REACT, OK, COUNT]) == [True, 1]
    # a Battle action without the Kiho keyword, another player's Kiho action, no action at all: refused
    assert run(pillars, [use("strike", "s"), REACT, OK, COUNT]) == [False, 0]
    assert run(pillars, [use("hit", "h", card="foe", by="opp"), REACT, OK, COUNT]) == [False, 0]
    assert run(pillars, [REACT, OK]) == [False]
    # another action resolved since: the window has closed
    assert run(pillars, [use("kiho", "k"), use("strike", "s"), REACT, OK]) == [False]


def test_a_reaction_to_another_players_battle_action():
    muhito = ability(MUHITO, "Personality", "Bayushi Muhito")
    assert run(muhito, [use("hit", "h", card="foe", by="opp"), REACT, OK]) == [True]
    assert run(muhito, [use("kiho", "k"), REACT, OK]) == [False]


def test_a_tactical_action_the_card_itself_performed():
    dun = ability(DUN.replace("Draw a card", "Gain 1 Honor"), "Personality", "Shinjo Dun")
    assert run(dun, [use("tactic", "t"), REACT, OK]) == [True]
    assert run(dun, [use("strike", "s"), REACT, OK]) == [False]


def test_the_scenario_language_checks_the_trigger():
    # (a kind of action with event targeted is read since compiler 15, part B: "another player's Battle action
    # targets this card"; with another event it is still an error)
    bad = {"id": "a1", "designators": ["Reaction"], "trigger": {"event": "enters_play", "kind": ["Battle"]},
           "effects": [{"targets": "$controller", "draw": 1}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        run(bad, [])
    assert "'kind'" in str(error.value)


# --- triggered traits: "After the resolution of your Tactical action, give this card +1F." ----------------
KOBI = "After the resolution of your Tactical action, give Kobi +1F."


def test_a_trait_after_a_kind_of_action():
    (trait,) = piece(KOBI, "Personality", "Akodo Kobi", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "tactical_action_resolved", "player": "$controller"}
    assert {k: trait[k] for k in ("targets", "stat", "change")} == {"targets": "$source", "stat": "force",
                                                                     "change": 1}  # fmt: skip
    text = "After the resolution of a Ninja action: Give this card +1F."
    (trait,) = piece(text, "Personality", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "ninja_action_resolved"}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("After the resolution of your Thunder action, give your target Personality +1F.", "target"),
        ("After the resolution of a Kiho Battle action you took: Give this card +1F.", "several words"),
        ("After the resolution of another player's Battle action: Give this card +1F.", "another player's"),
        ("After the resolution of an Equip Battle action you took, give this card +1F.", "'Equip' action"),
    ],
)
def test_traits_the_compiler_does_not_read(text, why):
    assert why in refused(text, "Holding", kind="trait")


def kobi_run(steps: list) -> list:
    (trait,) = piece(KOBI, "Personality", "Akodo Kobi", kind="trait")["traits"]
    me = monk({"id": "calm", "designators": ["Open"], "effects": [{"targets": "$source", "stat": "chi",
                                                                    "change": 1}]})  # fmt: skip
    me["traits"] = [trait]
    foe = {**FOE, "abilities": [{**FOE["abilities"][0], "keywords": ["Tactical"]}]}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"monk": me, "foe": foe},
            "steps": [*BEGIN, *steps, {"ask": {"stat": "force", "card": "monk"}}]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_kobi_gains_force_after_his_players_tactical_action_only():
    assert kobi_run([]) == [2]
    assert kobi_run([use("tactic", "t")]) == [3]  # his Tactical action: +1F (the action gave Chi only)
    assert kobi_run([use("strike", "s")]) == [3]  # a Battle action without Tactical: its own +1F only
    assert kobi_run([use("hit", "h", card="foe", by="opp")]) == [2]  # another player's Tactical action


@pytest.mark.parametrize("timing", ["before", "after", "at"])
def test_a_trait_at_each_timing_of_an_actions_resolution_acts(timing):
    """(test_nothing_ignored cannot make these events happen: its probe cards have no abilities.)"""
    trait = {"id": "t", "trigger": {"event": "kiho_action_resolved", "timing": timing}, "targets": ["foe"],
             "stat": "force", "change": -1}  # fmt: skip
    me = monk({"id": "calm", "designators": ["Open"], "effects": [{"targets": "$source", "stat": "chi",
                                                                    "change": 1}]})  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"monk": me, "foe": {**FOE, "traits": [trait]}},
            "steps": [*BEGIN, use("strike", "s"), {"ask": {"stat": "force", "card": "foe"}}, use("kiho", "k"),
                      {"ask": {"stat": "force", "card": "foe"}}]}  # fmt: skip
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [2, 1]


def test_a_trait_after_a_battle_action_the_card_performed():
    text = "After the resolution of a Battle action which Jimen performed: Give this card +1F."
    (trait,) = piece(text, "Personality", "Shosuro Jimen", kind="trait")["traits"]
    assert trait["trigger"] == {"event": "battle_action_resolved", "card": "$source"}
    me = monk({"id": "calm", "designators": ["Open"], "effects": [{"targets": "$source", "stat": "chi",
                                                                    "change": 1}]})  # fmt: skip
    me["traits"] = [trait]

    def force(steps: list) -> int:
        data = {"game": "l5r", "players": ["me", "opp"], "cards": {"monk": me, "foe": FOE},
                "steps": [*BEGIN, *steps, {"ask": {"stat": "force", "card": "monk"}}]}  # fmt: skip
        return evaluate(parse_scenario(data)).answers[-1]["answer"]["value"]

    assert force([use("tactic", "t")]) == 3  # his Battle action (Chi only): the trait's +1F
    assert force([use("calm", "c")]) == 2  # his Open action
    assert force([use("hit", "h", card="foe", by="opp")]) == 2  # a Battle action another card performed
