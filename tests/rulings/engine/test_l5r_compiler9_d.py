"""L5R compiler 9, part D: Reactions and their triggers. Reactions to an action's targeting, taken before it
resolves (the Desk's rule l5r.desk.reaction-to-targeting, targeting_reactions.py): "After an action targets
Mari, negate her movement from the action's effects", "After an action targets your performing Kensai: ...",
"After a Ranged Attack targets one of your cards: Give the Ranged Attack -3 strength". What each compiles to,
the wordings close to them that must not compile, and the engine playing what they compile to."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability
from tests.rulings.engine.cardtext_kit import refused as kit_refused

MARI = "Reaction: After an action targets Mari, negate her movement from the action's effects."


def compiled(text: str, card_type: str = "Personality", title: str = "") -> dict:
    return ability(text, card_type, title)


def refused(text: str, card_type: str = "Personality", title: str = "") -> str:
    return kit_refused(text, card_type, title)


def test_a_negation_of_the_targeted_cards_movement_by_that_action():
    ability = compiled(MARI, title="Matsu Mari")
    assert ability["trigger"] == {"event": "targeted", "card": "$source"}
    negation = {"event": "move", "effects_of": "$reacted"}
    assert ability["effects"] == [{"targets": "$source", "prevent": negation}]


def test_this_personality_on_an_item_its_cost_and_two_events():
    ability = compiled(
        "Reaction: After an action targets this Personality, discard a card: Negate this Personality's "
        "movement from the action's effects.",
        "Item",
    )
    assert ability["trigger"] == {"event": "targeted", "card": "$bearer"}
    assert ability["cost"] == {"discard_from_hand": {"not_cards": ["$source"]}}
    assert ability["effects"][0]["targets"] == "$bearer"
    ability = compiled(
        "Reaction: Twice per turn, after another player's action targets this card: Negate its bowing and "
        "destruction from that action's effects."
    )
    assert ability["trigger"] == {"event": "targeted", "card": "$source", "by": "other"}
    assert ability["limit"] == {"times": 2, "per": "turn"}
    assert ability["effects"][0]["prevent"] == {"events": ["bow", "destroy"], "effects_of": "$reacted"}


def test_your_performing_card_targeted_must_be_one():
    ability = compiled(
        "Reaction: After an action targets your performing Kensai: Negate his movement from the action's "
        "effects.",
        "Strategy",
    )
    assert ability["trigger"] == {"event": "targeted", "card": "$performer"}
    assert ability["cost"] == {"requires": {"cards": ["$performer"], "keywords": ["Kensai"]}}
    negation = {"event": "move", "effects_of": "$reacted"}
    assert ability["effects"] == [{"targets": "$performer", "prevent": negation}]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Reaction: After a Ranged Attack targets one of your cards: Give the Ranged Attack -3 strength.",
         {"of": {"controller": "$controller"}}),
        ("Reaction: After a Ranged Attack targets your Ninja, give the Ranged Attack -2 strength.",
         {"of": {"keywords": ["Ninja"], "controller": "$controller"}}),
        ("Reaction: After a Ranged Attack targets a card: Give the Ranged Attack +2 strength.", {}),
        ("Reaction: After a Ranged Attack is targeted, give it +1 strength.", {}),
    ],
)  # fmt: skip
def test_a_change_to_the_strength_of_the_ranged_attack_reacted_to(text, subject):
    ability = compiled(text, "Strategy")
    assert ability["trigger"] == {"event": "targeted", **subject, "with": "ranged_attack"}
    (effect,) = ability["effects"]
    assert effect["targets"] == "$controller"
    assert effect["attack_strength"]["action"] == "$reacted"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # no action reacted to: "the action" names nothing
        ("Battle: Target a Personality: Negate his destruction from the action's effects.", "a Reaction"),
        ("Reaction: After Mari enters play: Negate her movement from the action's effects.", "a Reaction"),
        # "his" is the performer the cost chose, not the card targeted
        ("Reaction: After an action targets Mari, choose your performing Samurai: Negate his movement from "
         "the action's effects.", "other than the one it targets"),
        # a Ranged Attack's strength in a Reaction to any action
        ("Reaction: After an action targets Mari: Give it +2 strength.", "Ranged Attack"),
        # a negation in a Reaction to a Ranged Attack at any card: "its" names no card
        ("Reaction: After a Ranged Attack targets a card: Negate its destruction from the action's effects.",
         "without a target"),
        # two performers
        ("Reaction: After another player's action targets your performing Samurai, choose your performing "
         "Kensai: Negate his movement from the action's effects.", "two performers"),
        # what the action does to other cards: not this family (all its effects: compiler 20, part G)
        ("Reaction: After an action targets Mari: Negate the action's effects on her Followers.", "grammar"),
        # ("a card in this unit": compiler 10, part B reads it; "another player's Battle action targets Mari":
        # compiler 15, part B)
    ],
)  # fmt: skip
def test_close_wordings_are_refused(text, why):
    assert why in refused(text, title="Matsu Mari")


# --- the engine plays what they compile to -----------------------------------------------------------------
def play(ability: dict, effects: list, *, order: str = "before", performer: str | None = None) -> list:
    cards = {
        "mari": {"type": "personality", "owner": "me", "zone": "battlefield:1", "keywords": ["Kensai"],
                 "stats": {"force": 2, "chi": 2}, "abilities": [ability]},
        "trick": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability]},
    }  # fmt: skip
    card = "trick" if performer else "mari"
    use = {"use": {"id": "u", "card": card, "ability": "a1", "by": "me", "reacts_to": "act",
                   **({"performer": performer} if performer else {})}}  # fmt: skip
    act = {"action": {"id": "act", "by": "opp", "effects": effects}, "decide": {"hit": "mari"}}
    steps = [use, act] if order == "before" else [act, use]
    asks = [{"ask": {"successful": "u"}}, {"ask": {"zone": "mari"}}, {"ask": {"destroyed": "mari"}}]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps, *asks]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


PUSH = [{"id": "hit", "choose": {"type": "personality"}, "targeting": True, "move": "home"}]
SHOT = [{"id": "hit", "choose": {"type": "personality"}, "targeting": True, "ranged_attack": {"strength": 3}}]


def test_mari_stays_where_the_action_would_move_her():
    ability = compiled(MARI, title="Matsu Mari")
    assert play(ability, PUSH)[:2] == [True, "battlefield:1"]
    assert play(ability, PUSH, order="after")[1] == "home"  # too late: the action moved her


def test_the_negation_is_of_movement_only():
    ability = compiled(MARI, title="Matsu Mari")
    kill = [{"id": "hit", "choose": {"type": "personality"}, "targeting": True, "destroy": True}]
    assert play(ability, kill)[2] is True


def test_the_performing_kensai_is_not_moved():
    text = "Reaction: After an action targets your performing Kensai: Negate his movement from that action's "
    text += "effects."
    ability = compiled(text, "Strategy")
    assert play(ability, PUSH, performer="mari")[:2] == [True, "battlefield:1"]


def test_a_weaker_ranged_attack_does_not_destroy():
    text = "Reaction: After a Ranged Attack targets one of your cards: Give the Ranged Attack -3 strength."
    ability = compiled(text, "Strategy")
    assert play(ability, SHOT, performer=None) != play(ability, SHOT, order="after")
    assert play({**ability}, SHOT)[2] is False
    assert play(ability, SHOT, order="after")[2] is True


def test_an_attack_on_a_card_not_of_the_kind_opens_no_window():
    text = "Reaction: After a Ranged Attack targets your Ninja, give the Ranged Attack -2 strength."
    assert play(compiled(text, "Region"), SHOT)[0] is False  # Mari is no Ninja
    text = "Reaction: After a Ranged Attack targets your Kensai, give the Ranged Attack -2 strength."
    assert play(compiled(text, "Region"), SHOT)[0] is True



YARI = "Reaction: After an action targets this Personality: Negate all Force penalties on this Personality "


def test_force_penalties_on_the_targeted_card_from_that_action():
    ability = compiled(YARI + "from the action.", "Item")
    assert ability["trigger"] == {"event": "targeted", "card": "$bearer"}
    penalties = {"stat": "force", "changes": "penalties", "effects_of": "$reacted"}
    assert ability["effects"] == [{"targets": "$bearer", "prevent": penalties}]
    text = "Reaction: After an action targets Mari: Negate all Force penalties on the target from that "
    text += "action."
    assert "without a target" in refused(text, title="Matsu Mari")
    text = "Battle: Target a Personality: Negate all Force penalties on him from the action."
    assert "a Reaction" in refused(text)


def test_the_penalty_is_negated_and_a_bonus_is_not():
    text = "Reaction: After an action targets Mari: Negate all Force penalties on her from the action."
    ability = compiled(text, title="Matsu Mari")
    stats = {"force": 2, "chi": 2}

    def force(change: int, order: str = "before") -> int:
        cards = {"mari": {"type": "personality", "owner": "me", "zone": "home", "stats": stats,
                          "abilities": [ability]}}  # fmt: skip
        hit = [{"id": "hit", "choose": {"type": "personality"}, "targeting": True, "stat": "force",
                "change": change}]  # fmt: skip
        use = {"use": {"id": "u", "card": "mari", "ability": "a1", "by": "me", "reacts_to": "act"}}
        act = {"action": {"id": "act", "by": "opp", "effects": hit}, "decide": {"hit": "mari"}}
        steps = [use, act] if order == "before" else [act, use]
        data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
                "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps,
                          {"ask": {"stat": "force", "card": "mari"}}]}  # fmt: skip
        return evaluate(parse_scenario(data)).answers[0]["answer"]["value"]

    assert force(-1) == 2
    assert force(-1, "after") == 1
    assert force(+1) == 3


# --- an action the card performed resolved (reactions.py: event performed) ---------------------------------
JOBEN = "Reaction: Even if Joben is bowed, after an action he performed resolves: Straighten him."
ELITE = "Reaction: After the resolution of an action that was performed by this Personality, move him home."


def test_the_reactions_after_an_action_the_card_performed():
    ability = compiled(JOBEN, title="Kitsu Joben")
    assert ability["trigger"] == {"event": "performed", "card": "$source"}
    assert ability["even_if_bowed"] is True
    assert ability["effects"] == [{"targets": "$source", "straighten": True}]
    ability = compiled(ELITE, "Follower")
    assert ability["trigger"] == {"event": "performed", "card": "$bearer"}
    assert ability["effects"] == [{"targets": "$bearer", "move": "home"}]
    text = "Reaction: After an action resolves which this Personality performed: Straighten him."
    assert compiled(text, "Item")["trigger"] == {"event": "performed", "card": "$bearer"}
    text = "Reaction: After an action he performed resolves: Straighten him."
    assert "on a follower" in refused(text, "Follower")
    text = "Reaction: After the resolution of an action that was performed by Joben: Negate his movement "
    assert "a Reaction" in refused(text + "from the action's effects.", title="Kitsu Joben")


OPEN = {"id": "o", "designators": ["Open"], "cost": {"bow": "$source"},
        "effects": [{"targets": "$source", "stat": "chi", "change": 1}]}  # fmt: skip


def performed(ability: dict, order: list[str], holder: str = "joben") -> list:
    own = [ability] if holder == "joben" else []
    cards = {
        "joben": {"type": "personality", "owner": "me", "zone": "battlefield:1",
                  "stats": {"force": 2, "chi": 2}, "abilities": [OPEN, *own]},
        "other": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1},
                  "abilities": [OPEN]},
        "guard": {"type": "follower", "owner": "me", "attached_to": "joben", "stats": {"force": 1},
                  "abilities": [ability] if holder == "guard" else []},
    }  # fmt: skip
    steps = {
        "joben": {"use": {"id": "j", "card": "joben", "ability": "o", "by": "me"}},
        "other": {"use": {"id": "x", "card": "other", "ability": "o", "by": "me"}},
        "ask": {"ask": {"flag": "bowed", "card": "joben"}},
        "react": {"use": {"id": "u", "card": holder, "ability": "a1", "by": "me"}},
    }
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *(steps[s] for s in order),
                      {"ask": {"successful": "u"}}, {"ask": {"flag": "bowed", "card": "joben"}},
                      {"ask": {"zone": "joben"}}]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers][-3:]


def test_joben_straightens_after_his_own_action_only():
    ability = compiled(JOBEN, title="Kitsu Joben")
    assert performed(ability, ["joben", "react"])[:2] == [True, False]
    assert performed(ability, ["joben", "ask", "react"])[:2] == [True, False]  # a question closes no window
    # another action resolved since
    assert performed(ability, ["joben", "other", "react"])[:2] == [False, True]
    assert performed(ability, ["other", "react"])[0] is False


def test_the_follower_moves_its_personality_home_after_his_action():
    ability = compiled(ELITE, "Follower")
    assert performed(ability, ["joben", "react"], holder="guard") == [True, True, "home"]
    assert performed(ability, ["other", "react"], holder="guard") == [False, False, "battlefield:1"]
