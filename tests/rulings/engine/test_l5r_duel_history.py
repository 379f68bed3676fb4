"""L5R duel history (the Desk's own rule l5r.desk.duel-won): a duel's winner has won a duel for the rest of
the turn; "after X wins a duel" is an event; a cost's bowing may be ignored once its card has won a duel."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

WIN = {"action": {"id": "fight", "by": "me", "effects": [
    {"id": "duel", "duels": [{"id": "d1", "between": ["hero", "foe"], "winner": "hero"}]}]}}  # fmt: skip


def personality(owner: str = "me", **extra) -> dict:
    return {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 2, "chi": 2}} | extra


def hero(cost: dict | None = None) -> dict:
    rite = {"id": "rite", "designators": ["Limited"], "effects": [{"targets": "$controller", "honor": 1}],
            "cost": cost or {"bow": "$source", "ignore_bow_if_won_duel": "$source"}}  # fmt: skip
    return personality(abilities=[rite])


def run(steps: list, cards: dict | None = None) -> list:
    cards = cards or {"hero": hero(), "foe": personality("opp")}
    players = [{"id": "me", "family_honor": 5}, "opp"]
    data = {"game": "l5r", "players": players, "cards": cards, "steps": steps}
    return evaluate(parse_scenario(data)).answers


def use(ignore: bool | None) -> dict:
    step = {"use": {"id": "u", "card": "hero", "ability": "rite", "by": "me"}}
    return step | ({"decide": {"ignore_cost": ignore}} if ignore is not None else {})


BOWED = {"ask": {"flag": "bowed", "card": "hero"}}
TURN = {"begin": {"name": "turn", "player": "me"}}


@pytest.mark.parametrize(("won", "ignore", "bowed"), [
    (True, True, False), (True, False, True), (False, True, True), (False, False, True)])  # fmt: skip
def test_the_bow_is_ignored_only_when_he_won_a_duel_this_turn_and_his_player_chooses_to(won, ignore, bowed):
    honor = {"ask": {"stat": "family_honor", "player": "me"}}
    answers = run([TURN, *([WIN] if won else []), use(ignore), BOWED, honor])
    assert [a["answer"]["value"] for a in answers] == [bowed, 6]  # the effect happens either way


def test_a_duel_won_last_turn_does_not_waive_the_cost():
    answers = run([TURN, WIN, {"end": "turn"}, TURN, use(True), BOWED])
    assert answers[0]["answer"]["value"] is True


def test_left_open_ignoring_and_paying_are_both_outcomes():
    answer = run([TURN, WIN, use(None), BOWED])[0]["answer"]
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == [False, True]


def test_a_trait_answers_its_card_winning_a_duel_and_not_losing_one():
    proud = {"id": "proud", "trigger": {"event": "duel_won", "of": {"cards": ["$source"]}},
             "targets": "$controller", "honor": 2}  # fmt: skip
    cards = {"hero": personality(traits=[proud]), "foe": personality("opp")}
    lose = {"action": {"id": "fight2", "by": "me", "effects": [
        {"id": "duel2", "duels": [{"id": "d2", "between": ["hero", "foe"], "winner": "foe"}]}]}}  # fmt: skip
    honor = {"ask": {"stat": "family_honor", "player": "me"}}
    assert run([TURN, WIN, honor], cards)[0]["answer"]["value"] == 7
    assert run([TURN, lose, honor], cards)[0]["answer"]["value"] == 5


def test_ignoring_the_bowing_of_a_card_the_cost_does_not_bow_is_refused_naming_the_field():
    cards = {"hero": hero({"lose_honor": 1, "ignore_bow_if_won_duel": "$source"}), "foe": personality("opp")}
    with pytest.raises(ScenarioError) as error:
        run([TURN, use(True)], cards)
    assert "ignore_bow_if_won_duel" in str(error.value)
