"""L5R compiler 17, part L: effects on each player. "Each player draws a card.", "All players lose 1 Honor.",
"Each player gains 1 Honor and draws a card.", "Each player with 21 or more Family Honor loses 5 Honor."
(`targets: $each_player`, every player at once, in an ability's text: games/l5r/every_player.py, the Desk's
rule l5r.desk.each-player). What each compiles to, the engine playing the compiled card with three players,
and the near wordings that stay refused (a choice of each player, each player in turn, a trait)."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused, result

TIME_FOR_ACTION = "Open: Each player with 21 or more Family Honor loses 5 Honor."
RED_PANDA = "Open: Each player gains 1 Honor and draws a card."
ALL_LOSE = "Limited: All players lose 2 Honor."
DRAW_TWO = "Open: Each player draws two cards."
PLAYERS = ("me", "opp", "third")


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_each_player_with_family_honor_loses_honor():
    (effect,) = ability(TIME_FOR_ACTION, "Event")["effects"]
    assert effect == {"targets": "$each_player", "honor": -5,
                      "while": {"affected_player_stat": "family_honor", "at_least": 21}}  # fmt: skip


def test_each_player_gains_and_draws():
    gain, draw = ability(RED_PANDA, "Event")["effects"]
    assert gain == {"targets": "$each_player", "honor": 1}
    assert draw == {"targets": "$each_player", "draw": 1}


def test_all_players_lose_and_each_player_draws_two():
    assert ability(ALL_LOSE)["effects"] == [{"targets": "$each_player", "honor": -2}]
    assert ability(DRAW_TWO)["effects"] == [{"targets": "$each_player", "draw": 2}]


def test_with_family_honor_or_less():
    (effect,) = ability("Open: Each player with 5 or less Family Honor gains 2 Honor.")["effects"]
    assert effect["while"] == {"affected_player_stat": "family_honor", "at_most": 5}


@pytest.mark.parametrize(
    "text",
    [
        "Open: Each player may draw a card.",  # a choice of each player
        "Open: Starting with you, each player draws a card.",  # each player in turn
        "Open: Each player discards a card.",  # each chooses a card
        "Open: Each player who controls any Rings gains 5 Honor.",  # not read
        "Open: Each other player loses 2 Honor.",  # not every player
        # judged after a change of what it judges:
        "Open: Each player with 21 or more Family Honor loses 5 Honor and draws a card.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Strategy")


def test_each_player_in_a_trait_is_refused():
    compiled = result("After this card enters play, all players lose 3 Honor.", "Follower", kind="trait")
    assert not compiled.played and not compiled.piece


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _play(text: str, honor: dict, asks: list) -> list:
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, "Event")]}}
    for player in PLAYERS:
        cards[f"{player}_top"] = {"type": "action", "owner": player, "zone": "deck"}
    data = {"game": "l5r", "cards": cards,
            "players": [{"id": p, "family_honor": honor.get(p, 0)} for p in PLAYERS],
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"use": {"id": "u", "card": "plan", "ability": "a1", "by": "me"}},
                      *({"ask": a} for a in asks)]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def _honor() -> list:
    return [{"stat": "family_honor", "player": p} for p in PLAYERS]


def test_each_player_with_21_or_more_family_honor_loses_5():
    found = _play(TIME_FOR_ACTION, {"me": 25, "opp": 21, "third": 20}, _honor())
    assert found == [20, 16, 20]


def test_each_player_gains_honor_and_draws_a_card():
    asks = [*_honor(), *({"zone": f"{p}_top"} for p in PLAYERS)]
    assert _play(RED_PANDA, {"me": 3}, asks) == [4, 1, 1, "hand", "hand", "hand"]


def test_all_players_lose_honor_at_once():
    assert _play(ALL_LOSE, {"me": 5, "opp": 5, "third": 5}, _honor()) == [3, 3, 3]
