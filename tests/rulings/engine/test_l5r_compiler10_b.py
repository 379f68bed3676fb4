"""L5R compiler 10, part B: Reactions to the targeting of a kind of card ("After another player's action
targets a card in this unit / one of your Personalities / your Hero Personality"), taken before the action
resolves (the Desk's rule l5r.desk.reaction-to-targeting); "his" / "the Personality's" is the targeted card
the Reaction answers ($reacted_card); and "Before this battle's resolution, ..." in a Battle action (a delayed
effect). What each compiles to, the wordings close to them that must not compile, and the engine playing what
they compile to."""

import pytest

from rulings.engine import evaluate, parse_scenario

from .cardtext_kit import ability, refused

RIDERS = "Reaction: After another player's action targets a card in this unit: Negate this card's "
RIDERS += "destruction from the action's effects."
BAMBOO = "Reaction: After an action targets your Hero Personality: Negate his destruction from the action's "
BAMBOO += "effects. Give him +1F."
KOTA = "Reaction: After another player's action targets one of your Personalities: Negate the Personality's "
KOTA += "movement from the action's effects."
NEGATE_DESTROY = {"event": "destroy", "effects_of": "$reacted"}


def test_a_card_in_this_unit():
    compiled = ability(RIDERS, "Follower")
    assert compiled["trigger"] == {"event": "targeted", "of": {"in_unit": "$source"}, "by": "other"}
    assert compiled["effects"] == [{"targets": "$source", "prevent": NEGATE_DESTROY}]
    text = "Reaction: After another player's action targets a card in this unit, destroy this card: Negate "
    compiled = ability(text + "this Personality's destruction from the action's effects.", "Item")
    assert compiled["cost"] == {"destroy": "$source"}
    assert compiled["effects"] == [{"targets": "$bearer", "prevent": NEGATE_DESTROY}]
    text = "Reaction: After an action targets a card in this unit, negate this Follower's destruction from "
    assert "by" not in ability(text + "the action's effects.", "Follower")["trigger"]


def test_a_kind_of_your_cards_and_the_card_targeted():
    compiled = ability(BAMBOO)
    kind = {"type": "personality", "keywords": ["Hero"], "controller": "$controller"}
    assert compiled["trigger"] == {"event": "targeted", "of": kind}
    assert compiled["effects"] == [
        {"targets": "$reacted_card", "prevent": NEGATE_DESTROY},
        {"targets": "$reacted_card", "stat": "force", "change": 1, "duration": "end_of_turn"},
    ]
    compiled = ability(KOTA, "Personality")
    kind = {"type": "personality", "controller": "$controller"}
    assert compiled["trigger"] == {"event": "targeted", "of": kind, "by": "other"}
    assert compiled["effects"] == [
        {"targets": "$reacted_card", "prevent": {"event": "move", "effects_of": "$reacted"}}
    ]
    text = "Reaction: After an action targets your Merchant: Negate his bowing from the action's effects."
    assert ability(text)["trigger"]["of"] == {"keywords": ["Merchant"], "controller": "$controller"}


KOTA_PLACE = "Reaction: After an action targets one of your Personalities at Kota's battlefield: Negate the "
KOTA_PLACE += "Personality's movement from the action's effects."
GOHACHIRO = "Reaction: After another player's action targets another Personality in Gohachiro's army: "
GOHACHIRO += "Negate the Personality's destruction from the action's effects."
UGULU = "Reaction: After another player's action targets an Oni at Ugulu's location: Negate the Oni's "
UGULU += "destruction from the action's effects."


def test_where_the_kind_of_card_is():
    """The card's own name before "battlefield", "location", "army" is this card."""
    compiled = ability(KOTA_PLACE, "Personality", title="Iuchi Kota")
    kind = {"type": "personality", "controller": "$controller", "at_battlefield_of": "$source"}
    assert compiled["trigger"] == {"event": "targeted", "of": kind}
    compiled = ability(GOHACHIRO, "Personality", title="Hiruma Gohachiro")
    kind = {"type": "personality", "in_army_of": "$source", "not_cards": ["$source"]}
    assert compiled["trigger"] == {"event": "targeted", "of": kind, "by": "other"}
    compiled = ability(UGULU, "Personality", title="Ugulu")
    assert compiled["trigger"]["of"] == {"keywords": ["Oni"], "at_location_of": "$source"}
    assert compiled["effects"][0]["targets"] == "$reacted_card"


def test_the_card_the_trigger_names_by_its_type_or_its_own_name():
    text = "Reaction: After another player's action targets this Personality, destroy this card: Negate the "
    compiled = ability(text + "Personality's destruction from the action's effects.", "Item")
    assert compiled["effects"] == [{"targets": "$bearer", "prevent": NEGATE_DESTROY}]
    text = "Reaction: After another player's action targets Yaheiko: Negate Yaheiko's destruction from the "
    compiled = ability(text + "action's effects.", "Personality", title="Hida Yaheiko")
    assert compiled["trigger"] == {"event": "targeted", "card": "$source", "by": "other"}
    assert compiled["effects"] == [{"targets": "$source", "prevent": NEGATE_DESTROY}]
    text = "Reaction: After another player's action targets this card: Negate the Personality's destruction "
    assert "names no card" in refused(text + "from the action's effects.", "Follower")


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # "the Samurai's": not the kind the trigger names
        ("Reaction: After another player's action targets one of your Personalities: Negate the Samurai's "
         "movement from the action's effects.", "Strategy", "does not name the kind"),
        # "the Personality's" naming no card the trigger names, or outside a Reaction
        ("Reaction: After an action targets this Personality: Negate the Samurai's movement from the "
         "action's effects.", "Personality", "names no card the Reaction's trigger"),
        ("Battle: Target a Personality: Negate the Personality's movement from the action's effects.",
         "Strategy", "Reaction"),
        # "this unit" on a card that is in none
        ("Reaction: After an action targets a card in this unit: Negate this card's destruction from the "
         "action's effects.", "Holding", "this unit"),
        # "his" is the performer the cost chose, not the card targeted
        ("Reaction: After an action targets one of your Personalities, choose your performing Samurai: "
         "Negate his movement from the action's effects.", "Strategy", "other than the one it targets"),
        # another event: not read ("another player's Battle action": compiler 15, part B reads it)
        ("Reaction: After another player's action targets your Courtier: Negate his dishonoring from the "
         "action's effects.", "Strategy", "grammar"),
        # another card's location (not this card's own name), an Oni anywhere
        ("Reaction: After another player's action targets an Oni at Toturi's location: Negate the Oni's "
         "destruction from the action's effects.", "Personality", "grammar"),
        ("Reaction: After another player's action targets an Oni: Negate the Oni's destruction from the "
         "action's effects.", "Personality", "grammar"),
        # all of the action's effects on the cards of a unit ("... on this card": compiler 20, G plays it)
        ("Reaction: After another player's action targets a card in this unit: Negate the action's effects "
         "on the cards in this unit.", "Follower", "grammar"),
    ],
)  # fmt: skip
def test_close_wordings_are_refused(text, card_type, why):
    assert why in refused(text, card_type, title="Iuchi Kota")


# --- the engine plays what they compile to -----------------------------------------------------------------
def play(reaction: dict, holder: dict, effects: list, decide: dict, *, order: str = "before") -> list:
    """me holds the Reaction (on `holder`); opp's action `act` targets; the answers: the use allowed, then
    Mari's and her Follower's zones, Mari's Force, the Reaction's card's zone."""
    cards = {
        "mari": {"type": "personality", "owner": "me", "zone": "battlefield:1", "keywords": ["Hero"],
                 "stats": {"force": 2, "chi": 2}},
        "kaede": {"type": "personality", "owner": "me", "zone": "battlefield:1", "keywords": ["Hero"],
                  "stats": {"force": 2, "chi": 2}},
        "guard": {"type": "follower", "owner": "me", "attached_to": "mari", "stats": {"force": 1}},
        "other": {"type": "follower", "owner": "me", "attached_to": "kaede", "stats": {"force": 1}},
        "holder": {**holder, "abilities": [reaction]},
    }  # fmt: skip
    use = {"use": {"id": "u", "card": "holder", "ability": "a1", "by": "me", "reacts_to": "act"}}
    act = {"action": {"id": "act", "by": "opp", "effects": effects}, "decide": decide}
    steps = [use, act] if order == "before" else [act, use]
    asks = [{"ask": {"successful": "u"}}, {"ask": {"zone": "mari"}}, {"ask": {"zone": "guard"}},
            {"ask": {"stat": "force", "card": "mari"}}, {"ask": {"zone": "holder"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps, *asks]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def _kill(n: int = 1) -> list:
    kinds = {"type": ["personality", "follower"]}
    return [{"id": f"hit{i}", "choose": kinds, "targeting": True, "destroy": True} for i in range(1, n + 1)]


STRATEGY = {"type": "action", "owner": "me", "zone": "hand"}


def test_the_follower_in_the_unit_targeted_is_not_destroyed():
    riders = ability(RIDERS, "Follower")
    holder = {"type": "follower", "owner": "me", "attached_to": "mari", "stats": {"force": 1}}
    # the Reaction's card ("holder") is a second Follower in Mari's unit; the action targets it
    answers = play(riders, holder, _kill(), {"hit1": "holder"})
    assert (answers[0], answers[4]) == (True, "battlefield:1")
    assert play(riders, holder, _kill(), {"hit1": "holder"}, order="after")[4] == "discard"  # too late


def test_a_card_in_this_unit_targeted_opens_the_window_another_unit_does_not():
    riders = ability(RIDERS, "Follower")
    holder = {"type": "follower", "owner": "me", "attached_to": "mari", "stats": {"force": 1}}
    # Mari's other Follower targeted: the window opens; only this card's destruction is negated
    assert play(riders, holder, _kill(), {"hit1": "guard"})[:3] == [True, "battlefield:1", "discard"]
    assert play(riders, holder, _kill(), {"hit1": "other"})[0] is False


def test_the_hero_targeted_is_not_destroyed_and_gains_force():
    bamboo = ability(BAMBOO)
    answers = play(bamboo, STRATEGY, _kill(), {"hit1": "mari"})
    assert answers[:4] == [True, "battlefield:1", "battlefield:1", 3]
    assert play(bamboo, STRATEGY, _kill(), {"hit1": "mari"}, order="after")[1] == "discard"
    # without the Reaction the action destroys him
    assert play(bamboo, STRATEGY, _kill(), {"hit1": "guard"})[0] is False  # a Follower is no Hero


def test_two_heroes_targeted_which_one_is_not_said():
    bamboo = ability(BAMBOO)
    assert play(bamboo, STRATEGY, _kill(2), {"hit1": "mari", "hit2": "kaede"})[0] is False


def test_after_the_action_resolved_too_late():
    bamboo = ability(BAMBOO)
    push = [{"id": "hit1", "choose": {"type": "personality"}, "targeting": True, "move": "home"}]
    assert play(bamboo, STRATEGY, push, {"hit1": "mari"}, order="after")[1:4] == ["home", "home", 2]


def _placed(reaction: dict, holder_zone: str, mari_zone: str, *, mari_owner: str = "me") -> bool:
    """Whether the Reaction (on Kota, at holder_zone) reacts to opp's action targeting Mari: it is used, and
    what it negates does not happen to her."""
    cards = {
        "kota": {"type": "personality", "owner": "me", "zone": holder_zone, "stats": {"force": 2, "chi": 2},
                 "abilities": [reaction]},
        "mari": {"type": "personality", "owner": mari_owner, "zone": mari_zone, "keywords": ["Oni"],
                 "stats": {"force": 2, "chi": 2}},
    }  # fmt: skip
    event = reaction["effects"][0]["prevent"]["event"]
    hit = [{"id": "hit1", "choose": {"type": "personality"}, "targeting": True,
            **({"move": "battlefield:3"} if event == "move" else {"destroy": True})}]  # fmt: skip
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"use": {"id": "u", "card": "kota", "ability": "a1", "by": "me", "reacts_to": "act"}},
        {"action": {"id": "act", "by": "opp", "effects": hit}, "decide": {"hit1": "mari"}},
        {"ask": {"zone": "mari"}},
    ]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(data))
    reacted = any(n["rule"] == "l5r.desk.reaction-to-targeting" for n in result.trace)
    assert reacted is (result.answers[0]["answer"]["value"] == mari_zone)  # used: nothing happens to her
    return reacted


def test_at_this_cards_battlefield():
    kota = ability(KOTA_PLACE, "Personality", title="Iuchi Kota")
    assert _placed(kota, "battlefield:1", "battlefield:1") is True
    assert _placed(kota, "battlefield:2", "battlefield:1") is False
    assert _placed(kota, "home", "home") is False  # home is no battlefield
    assert _placed(kota, "battlefield:1", "battlefield:1", mari_owner="opp") is False  # not his


def test_at_this_cards_location_and_in_its_army():
    ugulu = ability(UGULU, "Personality", title="Ugulu")
    assert _placed(ugulu, "home", "home") is True
    assert _placed(ugulu, "home", "battlefield:1") is False
    assert _placed(ugulu, "home", "home", mari_owner="opp") is False  # each player's home is his own
    gohachiro = ability(GOHACHIRO, "Personality", title="Hiruma Gohachiro")
    assert _placed(gohachiro, "battlefield:1", "battlefield:1") is True
    assert _placed(gohachiro, "battlefield:1", "battlefield:1", mari_owner="opp") is False  # another army


# --- "Before this battle's resolution, ..." in a Battle action: a delayed effect ----------------------------
NABETA = "Battle: Bow Nabeta: Ranged 4 Attack. Before this battle's resolution, straighten Nabeta."
HOLD = "Battle: Target a Personality: Bow him. Before this battle resolves, straighten him."


def test_a_delayed_effect_until_this_battles_resolution():
    compiled = ability(NABETA, "Personality", title="Tsuruchi Nabeta")
    assert compiled["effects"][1] == {
        "kind": "delayed",
        "trigger": {"event": "battle_resolution_begins"},
        "duration": "end_of_battle",
        "then": {"targets": "$source", "straighten": True},
    }


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # "this battle" in an action that may be taken outside one
        ("Open: Target a Personality: Bow him. Before this battle's resolution, straighten him.",
         "not a Battle"),
        ("Battle/Open: Target a Personality: Bow him. Before this battle's resolution, straighten him.",
         "not a Battle"),
        # the target chosen only as the battle resolves, an effect that lasts
        ("Battle: Before this battle's resolution, straighten a target Personality.", "chooses"),
        ("Battle: Target a Personality: Bow him. Before this battle resolves, give him +2F.", "lasts"),
        # (the action's target, HOLD: played since compiler 14, part D, test_cardtext_c14_d.py)
        # a Terrain's trait ("Before this battle's resolution:") is not this family
        ("Before this battle's resolution: Straighten each card at this battlefield with 5 or greater Force.",
         "grammar"),
    ],
)  # fmt: skip
def test_close_delayed_wordings_are_refused(text, why):
    assert why in refused(text)


STATS = {"force": 2, "chi": 2}


def _battle(compiled: dict, steps: list) -> list:
    cards = {
        "nabeta": {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": STATS,
                   "abilities": [compiled]},
        "kaede": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": STATS},
    }  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}
BOWED = {"ask": {"flag": "bowed", "card": "nabeta"}}


def test_straightened_as_this_battle_resolves():
    compiled = ability(NABETA, "Personality", title="Tsuruchi Nabeta")
    use = {"use": {"id": "u", "card": "nabeta", "ability": "a1", "by": "me", "targets": ["kaede"]}}
    steps = [BATTLE, use, BOWED, {"begin": "battle_resolution"}, BOWED]
    assert _battle(compiled, steps) == [True, False]


def test_not_at_another_battles_resolution():
    compiled = ability(NABETA, "Personality", title="Tsuruchi Nabeta")
    use = {"use": {"id": "u", "card": "nabeta", "ability": "a1", "by": "me", "targets": ["kaede"]}}
    steps = [BATTLE, use, {"end": "battle"}, BATTLE, {"begin": "battle_resolution"}, BOWED]
    assert _battle(compiled, steps) == [True]  # the effect ended with its battle, unapplied
