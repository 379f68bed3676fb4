"""Creating a card during the game (`create`; card features, Created cards, and the Desk's own rule
l5r.desk.created-cards): the card does not exist until created, then is in play at its creator's home, owned
and controlled by him, with the stats, keywords and text its creation gives; it ceases to exist when it leaves
play. Created only once per effect, only as a Personality; refused by Naruto."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

BEAR = {
    "id": "bear",
    "type": "personality",
    "stats": {"force": 4, "chi": 2, "personal_honor": 3},
    "keywords": ["Mantis Clan", "Bear"],
    "abilities": [
        {
            "id": "maul",
            "designators": ["Battle"],
            "effects": [
                {
                    "id": "m1",
                    "choose": {"controller": "$other", "in_play": True},
                    "targeting": True,
                    "bow": True,
                }
            ],
        }
    ],
}


def create(by: str = "opp", card: dict = BEAR, id: str = "make") -> dict:
    return {"action": {"id": id, "by": by, "effects": [{"targets": "$controller", "create": card}]}}


def scenario(steps: list, game: str = "l5r") -> dict:
    return {
        "game": game,
        "players": ["me", "opp"],
        "cards": {
            "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}}
        },
        "steps": steps,
    }


def with_maker(steps: list) -> dict:
    """The scenario with `maker`, opp's card controlled by me, whose Open ability creates the Bear."""
    data = scenario(steps)
    ability = {"id": "a1", "designators": ["Open"], "effects": [{"targets": "$controller", "create": BEAR}]}
    data["cards"]["maker"] = {
        "type": "personality",
        "owner": "opp",
        "controller": "me",
        "zone": "home",
        "stats": {"force": 0, "chi": 3},
        "abilities": [ability],
    }
    return data


USE = {"use": {"id": "make", "card": "maker", "ability": "a1", "by": "me"}}


def answers(steps: list) -> list:
    result = evaluate(parse_scenario(scenario(steps)))
    return [a["answer"] for a in result.answers]


def test_the_created_card_exists_only_once_created_in_play_at_its_creators_home():
    steps = [  # created by a card's text, the card is named by every step, before it is created
        {"ask": {"in_play": "bear"}},
        USE,
        {"ask": {"in_play": "bear"}},
        {"ask": {"controller": "bear"}},
    ]
    before, after, control = [a["answer"] for a in evaluate(parse_scenario(with_maker(steps))).answers]
    assert (before["value"], before["exists"]) == (False, False)
    assert after == {"value": True, "zone": "home", "exists": True}
    assert control == {"value": "me", "owner": "me", "by_effect": None}


def test_the_created_card_has_the_stats_keywords_and_ability_its_creation_gives():
    steps = [
        create(),
        {"ask": {"stat": "force", "card": "bear"}},
        {"ask": {"stat": "gold_cost", "card": "bear"}},
        {"ask": {"has_keyword": {}, "card": "bear", "keyword": "Bear"}},
        {"use": {"id": "swipe", "card": "bear", "ability": "maul", "by": "opp", "targets": ["hero"]}},
        {"ask": {"flag": "bowed", "card": "hero"}},
    ]
    assert [a["value"] for a in answers(steps)] == [4, 0, True, True]


def test_a_created_card_leaving_play_ceases_to_exist():
    result = evaluate(
        parse_scenario(scenario([create(), {"leave_play": {"card": "bear"}}, {"ask": {"zone": "bear"}}]))
    )
    assert result.answers[0]["answer"] == {"value": None, "exists": False}
    assert {"l5r.created.create", "l5r.desk.created-cards", "l5r.created.cease"} <= {
        e["rule"] for e in result.to_dict()["trace"]
    }


def test_an_effect_creating_its_card_a_second_time_is_refused_not_dropped():
    again = {"use": {"id": "again", "card": "maker", "ability": "a1", "by": "me"}}
    turn = {"begin": {"name": "turn", "player": "me"}}
    steps = [turn, USE, {"end": "turn"}, turn, again]
    with pytest.raises(ScenarioError, match="created once already"):
        evaluate(parse_scenario(with_maker(steps)))


def test_the_created_card_id_is_the_scenarios_own():
    with pytest.raises(ScenarioError, match="already a card or player id"):
        parse_scenario(scenario([create(card={**BEAR, "id": "hero"})]))
    with pytest.raises(ScenarioError, match="unknown card 'wolf'"):
        parse_scenario(scenario([create(), {"ask": {"in_play": "wolf"}}]))


@pytest.mark.parametrize("field", ["owner", "zone", "attached_to", "bowed"])
def test_what_its_creation_decides_is_not_written_on_the_created_card(field):
    with pytest.raises(ScenarioError, match=f"unknown field '{field}'"):
        parse_scenario(scenario([create(card={**BEAR, field: "me"})]))


def test_a_created_item_is_refused_its_attaching_is_not_played():
    wakizashi = {"id": "wakizashi", "type": "item", "stats": {"force": 1, "chi": 1}, "keywords": ["Weapon"]}
    with pytest.raises(ScenarioError, match="a created item is not played"):
        parse_scenario(scenario([create(card=wakizashi)]))


def test_naruto_has_no_created_cards():
    steps = [create(card={"id": "clone", "type": "character"})]
    with pytest.raises(ScenarioError, match="naruto has no 'create' effect"):
        parse_scenario({**scenario(steps, "naruto"), "cards": {}})


@pytest.mark.parametrize(("attached", "bowed"), [(True, [True, False]), (False, [False, True])])
def test_the_attached_filter_finds_attachments(attached, bowed):
    effect = {"affects": {"controller": "opp", "attached": attached}, "bow": True}
    data = scenario(
        [
            {"action": {"id": "sweep", "by": "me", "effects": [effect]}},
            {"ask": {"flag": "bowed", "card": "horse"}},
            {"ask": {"flag": "bowed", "card": "raider"}},
        ]
    )
    data["cards"] |= {
        "raider": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 3, "chi": 2}},
        "horse": {"type": "follower", "owner": "opp", "attached_to": "raider", "stats": {"force": 1}},
    }
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == bowed
