"""Traits answering another player's action targeting their card (the Desk's own rule
l5r.desk.trait-on-targeting): the event `targeted_by_other`, the symbols `$targeting_player` and
`$targeting_performer`, and comparing a stat with another card's base value ("Bofana's base Force")."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

TOLL = {"id": "toll", "trigger": {"event": "targeted_by_other", "card": "$source"},
        "targets": "$targeting_player", "honor": -1}  # fmt: skip
STRONG = {"compare": {"stat": "force", "at_least": {"stat": "force", "of": "$source", "base": True}}}


def person(owner: str, force: int, **extra) -> dict:
    stats = {"force": force, "chi": 2}
    return {"type": "personality", "owner": owner, "zone": "battlefield:1", "stats": stats, **extra}


def archer(owner: str, force: int) -> dict:
    bow = {"choose": {"type": "personality"}, "targeting": True, "bow": True}
    unit = {"choose": {"type": "personality"}, "targeting": True, "target_unit": True}
    abilities = [{"id": "shot", "designators": ["Battle"], "effects": [bow]},
                 {"id": "muster", "designators": ["Battle"], "effects": [unit]}]  # fmt: skip
    return person(owner, force, abilities=abilities)


def run(steps: list, trait: dict = TOLL, archer_force: int = 2) -> dict:
    cards = {"lord": person("me", 5, traits=[trait]), "foe": archer("opp", archer_force),
             "ally": archer("me", 2)}  # fmt: skip
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    battle = {"begin": {"name": "battle", "at": "battlefield:1"}}
    begin = [{"begin": {"name": "turn", "player": "opp"}}, battle]
    data = {"game": "l5r", "players": players, "cards": cards, "steps": [*begin, *steps]}
    return evaluate(parse_scenario(data)).to_dict()


def use(by: str, card: str, ability: str = "shot") -> dict:
    return {"use": {"card": card, "ability": ability, "by": by, "targets": ["lord"]}}


HONOR = [{"ask": {"stat": "family_honor", "player": p}} for p in ("opp", "me")]


def values(result: dict) -> list:
    return [a["answer"]["value"] for a in result["answers"]]


def test_another_players_action_targeting_the_card_triggers_it_and_names_that_player():
    result = run([use("opp", "foe"), *HONOR])
    assert values(result) == [9, 10]
    assert "l5r.desk.trait-on-targeting" in {e["rule"] for e in result["trace"]}


def test_its_own_players_action_does_not_trigger_it():
    assert values(run([use("me", "ally"), *HONOR])) == [10, 10]


def test_a_unit_targeted_through_its_personality_does_not_trigger_it():
    assert values(run([use("opp", "foe", "muster"), *HONOR])) == [10, 10]


@pytest.mark.parametrize(("force", "loses"), [(4, True), (5, False), (6, False)])
def test_targeting_performer_and_another_cards_base_value_in_a_condition(force, loses):
    weak_only = {**TOLL, "while": {"not": {"card": "$targeting_performer", "is": STRONG}}}
    result = run([use("opp", "foe"), *HONOR], trait=weak_only, archer_force=force)
    assert values(result) == [9 if loses else 10, 10]


def test_the_base_value_is_not_the_current_one():
    weak_only = {**TOLL, "while": {"not": {"card": "$targeting_performer", "is": STRONG}}}
    steps = [{"apply": {"targets": "lord", "stat": "force", "change": 3}}, use("opp", "foe"), *HONOR]
    assert values(run(steps, trait=weak_only, archer_force=6)) == [10, 10]  # 6 >= base 5, though lord has 8


@pytest.mark.parametrize(("effect", "path"), [
    ({"targets": "$targeting_player", "honor": 1}, "targets"),
    ({"targets": "me", "honor": 1, "while": {"card": "lord", "is": {"compare": {
        "stat": "force", "at_least": {"stat": "force", "player": "me", "base": True}}}}}, "at_least"),
])  # fmt: skip
def test_refused_where_nothing_fills_it_or_a_players_base(effect, path):
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"lord": person("me", 5)},
            "steps": [{"action": {"id": "x", "by": "me", "effects": [effect]}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data)
    assert any(path in p.path for p in caught.value.problems), caught.value.problems
