"""Compiler 17, part A: Focus Effects ("As a Focus Effect: <effects>", "... After this duel ends, <effects on
its winner>", "... if your Personality won it, <effects>"), compiled and played in a duel the card is
focused in (games/l5r/focus_effects.py, the Desk's rule l5r.desk.focus-effects)."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

NOW = {"event": "focus_effect", "card": "$source"}
ENDED = {"event": "focus_duel_ended", "card": "$source"}
WON = {"event": "focus_duel_won", "card": "$source"}


def traits(text: str, card_type: str = "Strategy") -> list:
    return piece(text, card_type, kind="trait")["traits"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("As a Focus Effect, draw a card.", [{"trigger": NOW, "targets": "$controller", "draw": 1}]),
        ("As a Focus Effect: Gain 2 Honor and draw a card.",
         [{"trigger": NOW, "targets": "$controller", "honor": 2},
          {"trigger": NOW, "targets": "$controller", "draw": 1}]),
        ("As a Focus Effect, bow the other Personality.",
         [{"trigger": NOW, "targets": "$other_duelist", "bow": True}]),
        ("As a Focus Effect, after this duel ends, bow its winner.",
         [{"trigger": ENDED, "targets": "$duel_winner", "bow": True}]),
        ("As a Focus Effect: After this duel ends, give its winner -3F.",
         [{"trigger": ENDED, "targets": "$duel_winner", "stat": "force", "change": -3,
           "duration": "end_of_turn"}]),
        ("As a Focus Effect: After this duel ends, move its winner home.",
         [{"trigger": ENDED, "targets": "$duel_winner", "move": "home"}]),
        ("As a Focus Effect, after this duel ends, if your Personality won it, gain 2 Honor.",
         [{"trigger": WON, "targets": "$controller", "honor": 2}]),
        ("As a Focus Effect: After this duel ends, if your Personality won it, take the Imperial Favor.",
         [{"trigger": WON, "targets": "$controller", "take_favor": True}]),
    ],
)  # fmt: skip
def test_focus_effects_compile_to_traits_with_the_focus_triggers(text, expected):
    found = traits(text)
    assert [{k: v for k, v in t.items() if k != "id"} for t in found] == expected
    assert [t["id"] for t in found] == ["t1", "t1.2"][: len(found)]


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("As a Focus Effect, give the duel's winner +3F.", "Strategy", "before the duel has one"),
        ("As a Focus Effect: Bow him.", "Strategy", "other than the duel's Personalities"),
        ("As a Focus Effect: Bow this card.", "Strategy", "other than the duel's Personalities"),
        ("As a Focus Effect: Draw a card.", "Personality", "not focused from a hand"),
        ("As a Focus Effect: You may draw a card.", "Strategy", "no family"),
        ("As a Focus Effect, the loser's controller draws a card.", "Strategy", "before the duel has one"),
        ("As a Focus Effect: After this duel ends, straighten a Personality.", "Strategy", "no family"),
        ("As a Focus Effect, if you win this duel, you may draw a card.", "Strategy", "no family"),
        ("As a Focus Effect: Look at the top 3 cards of your Fate deck.", "Strategy", "act on them"),
    ],
)
def test_near_wordings_stay_refused(text, card_type, why):
    assert why in refused(text, card_type, kind="trait")


def _duel(text: str, winner: str, focus: bool = True, asks: list | None = None) -> list:
    def duelist(owner: str) -> dict:
        return {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 2, "chi": 2}}

    cards = {"mine": duelist("me"), "theirs": duelist("opp"),
             "top": {"type": "action", "owner": "me", "zone": "deck"},
             "focus": {"type": "action", "owner": "me", "zone": "hand", "traits": traits(text)}}  # fmt: skip
    duel = {"id": "d", "between": ["mine", "theirs"], "focus": ["focus"] if focus else [], "winner": winner}
    data = {"game": "l5r", "cards": cards,
            "players": [{"id": "me", "family_honor": 0}, {"id": "opp", "family_honor": 0}],
            "steps": [{"action": {"id": "act", "by": "me", "effects": [{"id": "make", "duels": [duel]}]}},
                      *({"ask": a} for a in asks or [])]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


BOWED = [{"flag": "bowed", "card": "mine"}, {"flag": "bowed", "card": "theirs"}]


def test_a_focus_effect_happens_when_its_card_is_focused():
    asks = [{"zone": "top"}, *BOWED, {"stat": "family_honor", "player": "me"}]
    found = _duel("As a Focus Effect: Gain 2 Honor and draw a card.", "mine", asks=asks)
    assert found == ["hand", False, False, 2]
    assert _duel("As a Focus Effect, bow the other Personality.", "none", asks=BOWED) == [False, True]
    # a card in a hand, not focused: its Focus Effect does not happen
    found = _duel("As a Focus Effect, bow the other Personality.", "mine", focus=False, asks=BOWED)
    assert found == [False, False]


def test_a_focus_effect_bows_the_other_personality_before_the_duel_is_resolved():
    asks = [{"events": {}}]
    (events,) = _duel("As a Focus Effect, bow the other Personality.", "mine", asks=asks)
    order = [e["event"] for e in events if e["event"] in ("focused", "bow", "duel_resolved", "discarded")]
    assert order == ["focused", "bow", "duel_resolved", "discarded"]


@pytest.mark.parametrize(
    ("winner", "bowed"), [("mine", [True, False]), ("theirs", [False, True]), ("none", [False, False])]
)
def test_after_this_duel_ends_bow_its_winner(winner, bowed):
    assert _duel("As a Focus Effect, after this duel ends, bow its winner.", winner, asks=BOWED) == bowed


def test_after_this_duel_ends_give_its_winner_a_bonus():
    asks = [{"stat": "force", "card": "theirs"}, {"stat": "force", "card": "mine"}]
    text = "As a Focus Effect: After this duel ends, give its winner +3F."
    assert _duel(text, "theirs", asks=asks) == [5, 2]


@pytest.mark.parametrize(("winner", "honor"), [("mine", 2), ("theirs", 0), ("none", 0)])
def test_if_your_personality_won_it(winner, honor):
    text = "As a Focus Effect, after this duel ends, if your Personality won it, gain 2 Honor."
    assert _duel(text, winner, asks=[{"stat": "family_honor", "player": "me"}]) == [honor]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("As a Focus Effect: After this duel ends, the loser's controller draws a card.",
         {"trigger": ENDED, "targets": "$duel_loser_controller", "draw": 1}),
        ("As a Focus Effect: After a Personality loses this duel, his controller loses 2 Honor.",
         {"trigger": ENDED, "targets": "$duel_loser_controller", "honor": -2}),
        ("As a Focus Effect, after you win this duel, draw a card.",
         {"trigger": WON, "targets": "$controller", "draw": 1}),
        ("As a Focus Effect: After this duel ends, if you won it, gain 1 Honor.",
         {"trigger": WON, "targets": "$controller", "honor": 1}),
    ],
)  # fmt: skip
def test_the_duels_winner_and_loser_and_their_controllers(text, expected):
    (found,) = traits(text)
    assert {k: v for k, v in found.items() if k != "id"} == expected


@pytest.mark.parametrize(("winner", "top"), [("mine", "deck"), ("theirs", "hand"), ("none", "deck")])
def test_the_losers_controller_draws_a_card_after_the_duel(winner, top):
    text = "As a Focus Effect: After this duel ends, the loser's controller draws a card."
    assert _duel(text, winner, asks=[{"zone": "top"}]) == [top]  # "top" is my deck's: I draw it if I lose


def test_his_controller_is_the_losers():
    text = "As a Focus Effect: After a Personality loses this duel, his controller loses 2 Honor."
    honor = [{"stat": "family_honor", "player": "me"}, {"stat": "family_honor", "player": "opp"}]
    assert _duel(text, "mine", asks=honor) == [0, -2]
    assert _duel(text, "theirs", asks=honor) == [-2, 0]
    assert _duel(text, "none", asks=honor) == [0, 0]
