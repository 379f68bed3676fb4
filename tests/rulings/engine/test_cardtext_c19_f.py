"""L5R compiler 19, part F: what is prevented before it happens (family "prevention"). "Before the first time
this game another player's card destroys this Follower, negate the destruction." (Legion of the Fallen),
"Before the first time each game this card would be destroyed: Negate the destruction." (Revolutionaries),
"Before an action destroys this Personality: Negate the destruction.": a triggered trait negating that
destruction as it is about to happen (l5r-ce-effects, Prevention: duration and scope). What each compiles to,
the engine playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import l5r_turn, personality, piece, refused

LEGION = ("Before the first time this game another player's card destroys this Follower, negate the "
          "destruction.")
REVOLUTIONARIES = "Before the first time each game this card would be destroyed: Negate the destruction."
ACTION = "Before an action destroys this Personality: Negate the destruction."
PLAIN = "Before this card is destroyed: Negate the destruction."


def _trait(text: str, card_type: str, title: str = "") -> dict:
    (trait,) = piece(text, card_type, title, kind="trait")["traits"]
    return trait


def _before(card: str = "$source") -> dict:
    return {"event": "destroyed", "timing": "before", "card": card}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_legion_first_time_from_another_players_card():
    prevent = {"event": "destroy", "from_players": "other", "uses": 1}
    assert _trait(LEGION, "Follower") == {"id": "t1", "trigger": _before(), "prevent": prevent}


def test_revolutionaries_first_time_each_game():
    assert _trait(REVOLUTIONARIES, "Follower")["prevent"] == {"event": "destroy", "uses": 1}


def test_before_an_action_destroys():
    trait = _trait(ACTION, "Personality")
    assert trait["trigger"] == _before() and trait["prevent"] == {"event": "destroy", "from": "action"}


def test_this_personality_on_an_item_is_its_bearer():
    trait = _trait("Before this Personality is destroyed: Negate the destruction.", "Item")
    assert trait["trigger"] == _before("$bearer") and trait["prevent"] == {"event": "destroy"}
    assert _trait(PLAIN, "Holding")["prevent"] == {"event": "destroy"}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (PLAIN, "Strategy"),  # not in play
        ("Before this Follower is destroyed: Negate the destruction.", "Item"),  # no Follower there
        # per turn: the first time of each turn is not kept here
        ("Before the first time each turn another player's effect from a card destroys this card: "
         "Negate this card's destruction.", "Item"),
        ("Before this card is destroyed, destroy this Item and negate the destruction.", "Item"),  # a cost
        ("Before this card is destroyed: Negate the destruction. Draw a card.", "Holding"),  # more
        ("Before another player's card destroys this Personality during the Action Phase, negate the "
         "destruction and destroy this Item.", "Item"),
        ("Before an action destroys Shikibu: Negate the destruction.", "Personality"),  # another card's name
        ("Before the first time each turn another player's card's effect destroys one of your Loyal "
         "Personalities: Negate the destruction.", "Personality"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _destroyed(text: str, card: dict, strikes: list[str], card_type: str) -> list:
    """`card` under the compiled trait (as `src`), beside its bearer `hero`; each strike a destruction of
    src by that player's action (or `card:` the opponent's card's ability, `rule`: the rulebook's)."""
    cards = {"hero": personality("me", zone="home"),
             "src": {**card, "owner": "me", "traits": [_trait(text, card_type)]}}  # fmt: skip
    steps: list = []
    for n, who in enumerate(strikes):
        steps += [{"action": {"id": f"s{n}", "by": who, "effects": [{"targets": "src", "destroy": True}]}},
                  {"ask": {"destroyed": "src"}}]  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(l5r_turn(cards, steps))).answers]


FOLLOWER = {"type": "follower", "zone": "home", "attached_to": "hero", "stats": {"force": 1}}


def test_legion_negates_the_first_destruction_by_another_player_only():
    # the first destruction by another player's effect is negated: the Follower stays; the second is not
    assert _destroyed(LEGION, FOLLOWER, ["opp", "opp"], "Follower") == [False, True]


def test_legion_does_not_negate_its_own_players_destruction():
    # its own player's destruction is not "another player's card": it happens, and the use is not spent
    assert _destroyed(LEGION, FOLLOWER, ["me"], "Follower") == [True]


def test_revolutionaries_negates_any_first_destruction():
    assert _destroyed(REVOLUTIONARIES, FOLLOWER, ["me", "opp"], "Follower") == [False, True]


def test_before_an_action_destroys_negates_each_time():
    card = {"type": "personality", "zone": "home", "stats": {"force": 2, "chi": 2}}
    assert _destroyed(ACTION, card, ["opp", "me", "opp"], "Personality") == [False, False, False]


def test_before_an_action_destroys_leaves_other_destruction():
    # a destruction that is no action's effect (the `destroy` step: the rules' own) is not negated
    card = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2},
            "traits": [_trait(ACTION, "Personality")]}  # fmt: skip
    steps = [{"destroy": {"card": "src", "controller": "opp"}}, {"ask": {"destroyed": "src"}}]
    answers = evaluate(parse_scenario(l5r_turn({"src": card}, steps))).answers
    assert [a["answer"]["value"] for a in answers] == [True]


# --- honor status kept: "will not be rehonored", "will not be dishonored", "negate any dishonoring" ---------
TAINTED_BUSHI = "This Personality will not be rehonored."
SHUSAKU = "Shusaku will not be dishonored."
BLADE_OF_GUILE = "Negate any dishonoring of this Personality."
WHILE_IN_PLAY = {"card": "$source", "is": {"in_play": True}}


def test_will_not_be_rehonored_on_a_follower_is_its_bearers():
    assert _trait(TAINTED_BUSHI, "Follower") == {
        "id": "t1", "targets": "$bearer", "while": WHILE_IN_PLAY,
        "prevent": {"event": "dishonor", "direction": "lose", "negation": False}}  # fmt: skip


def test_will_not_be_dishonored_by_its_own_name():
    trait = _trait(SHUSAKU, "Personality", "Akodo Shusaku")
    assert trait["targets"] == "$source"
    assert trait["prevent"] == {"event": "dishonor", "direction": "gain", "negation": False}


def test_negate_any_dishonoring_is_a_negation():
    trait = _trait(BLADE_OF_GUILE, "Item")
    assert trait["targets"] == "$bearer" and trait["prevent"] == {"event": "dishonor", "direction": "gain"}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (TAINTED_BUSHI, "Strategy"),  # no Personality of its own
        ("This card will not be rehonored.", "Item"),  # an Item has no honor status
        ("Negate any dishonoring of this Personality unless it is an effect of him losing a duel.",
         "Follower"),
        ("Seiken will not be dishonored or gain a Clan Alignment.", "Personality"),
        ("This Personality will not be dishonored or controlled by other players.", "Item"),
        ("Your Personalities will not be dishonored.", "Holding"),
    ],
)
def test_status_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Iweko Seiken", kind="trait")


def _status(text: str, card_type: str, start_dishonored: bool, ops: list[str], title: str = "") -> list:
    """A Personality `hero` (dishonored or not at first) under the compiled trait (on `src`: hero himself
    for a Personality's, else a card attached to him); each op an opponent's action doing it to hero."""
    hero = personality("me", zone="home", dishonored=start_dishonored)
    cards = {"hero": hero}
    traits = [_trait(text, card_type, title)]
    if card_type == "Personality":
        hero["traits"] = traits
    else:
        cards["src"] = {"type": card_type.lower(), "owner": "me", "zone": "home", "attached_to": "hero",
                        "stats": {"force": 1}, "traits": traits}  # fmt: skip
    steps: list = []
    for n, op in enumerate(ops):
        steps += [{"action": {"id": f"s{n}", "by": "opp", "effects": [{"targets": "hero", op: True}]}},
                  {"ask": {"flag": "dishonored", "card": "hero"}}]  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(l5r_turn(cards, steps))).answers]


def test_tainted_bushi_keeps_him_dishonored_but_lets_him_be_dishonored():
    # a dishonored Personality is not rehonored; one not yet dishonored is still dishonored
    assert _status(TAINTED_BUSHI, "Follower", True, ["rehonor"]) == [True]
    assert _status(TAINTED_BUSHI, "Follower", False, ["dishonor", "rehonor"]) == [True, True]


def test_will_not_be_dishonored_lets_him_be_rehonored():
    assert _status(SHUSAKU, "Personality", False, ["dishonor"], "Akodo Shusaku") == [False]
    assert _status(SHUSAKU, "Personality", True, ["rehonor", "dishonor"], "Akodo Shusaku") == [False, False]


def test_blade_of_guile_negates_dishonoring_of_its_bearer():
    assert _status(BLADE_OF_GUILE, "Item", False, ["dishonor"]) == [False]
    assert _status(BLADE_OF_GUILE, "Item", True, ["rehonor"]) == [False]


def test_without_the_trait_the_status_changes():
    # a Personality with an unrelated trait: dishonoring and rehonoring happen (the tests above can fail)
    other = "Before this card is destroyed: Negate the destruction."
    assert _status(other, "Personality", False, ["dishonor", "rehonor"]) == [True, False]
