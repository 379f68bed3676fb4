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
