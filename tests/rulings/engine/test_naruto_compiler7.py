"""Naruto card-text constructs of compiler version 7: moving a character to this mission (`move_here`,
naruto.desk.moves), exactly one such character (`exists` and not two), a MUST, IF ABLE return to hand, a
character named in a filter (its title) and a friendly character's keyword as a condition."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def character(owner: str, zone: str, power: int = 2, **more) -> dict:
    return {"type": "character", "owner": owner, "zone": zone, "stats": {"cost": 2, "power": power}} | more


def run(cards: dict, *steps: dict, players=("A", "B")) -> dict:
    data = {"game": "naruto", "players": list(players), "cards": cards, "steps": list(steps)}
    return evaluate(parse_scenario(data)).to_dict()


def answers(cards: dict, *steps: dict) -> list:
    return [a["answer"] for a in run(cards, *steps)["answers"]]


def play(card: str, **params) -> dict:
    return {"play": {"card": card, "by": "A", "to": "mission:m"} | params}


def zone(card: str) -> dict:
    return {"ask": {"zone": card}}


ENEMY = {"type": "character", "controller": "$other"}
PULL = {"id": "pull", "choose": 1, "affects": ENEMY, "move_here": True}


def test_a_character_moved_to_this_mission_goes_to_the_mission_of_the_effects_card():
    cards = {
        "itachi": character("A", "hand", title="Itachi Uchiha", effects=[PULL]),
        "far": character("B", "mission:far", title="Kiba"),
        "near": character("B", "mission:m", title="Neji"),
    }
    result = run(cards, play("itachi", targets={"pull": ["far"]}), zone("far"))
    assert result["answers"][0]["answer"]["value"] == "mission:m"
    assert "naruto.desk.moves" in {t["rule"] for t in result["trace"]}


def test_one_already_in_this_mission_or_kept_out_by_no_repetition_cannot_be_chosen():
    cards = {
        "itachi": character("A", "hand", title="Itachi Uchiha", effects=[PULL]),
        "near": character("B", "mission:m", title="Neji"),
        "twin": character("B", "mission:far", title="Neji"),
        "far": character("B", "mission:far", title="Kiba"),
    }
    with pytest.raises(ScenarioError, match="legal: far"):
        answers(cards, play("itachi", targets={"pull": ["near"]}))
    with pytest.raises(ScenarioError, match="legal: far"):
        answers(cards, play("itachi", targets={"pull": ["twin"]}))  # a Neji is already there


def test_a_character_that_cannot_move_by_enemy_effects_is_not_pulled():
    guard = {"id": "guard", "targets": "$source", "cannot_be": {"events": ["move"], "by": "enemy"}}
    cards = {
        "itachi": character("A", "hand", title="Itachi Uchiha", effects=[PULL]),
        "far": character("B", "mission:far", title="Kiba", traits=[guard]),
    }
    result = run(cards, play("itachi", use={"pull": True}), zone("far"))
    assert result["answers"][0]["answer"]["value"] == "mission:far"


def only_one(op: str) -> dict:
    enemy = {"type": "character", "hidden": False, "controller": "$other", "at": "$source"}
    exactly = {"all": [{"exists": enemy}, {"not": {"exists": enemy, "at_least": 2}}]}
    return {"id": "lone", "choose": 1, "affects": enemy, op: True, "while": exactly}


@pytest.mark.parametrize(("enemies", "hidden"), [(1, True), (2, False)])
def test_only_one_non_hidden_enemy_character_here_is_hidden_and_two_are_left_alone(enemies, hidden):
    cards = {"zabuza": character("A", "hand", title="Zabuza Momochi", effects=[only_one("hide")])}
    for i in range(enemies):
        cards[f"e{i}"] = character("B", "mission:m", title=f"Enemy {i}")
    cards["elsewhere"] = character("B", "mission:far", title="Far")
    (flag,) = answers(cards, play("zabuza", use={"lone": True}), {"ask": {"flag": "hidden", "card": "e0"}})
    assert flag["value"] is hidden


def test_you_must_return_one_friendly_character_if_able():
    back = {"type": "character", "controller": "$controller", "hidden": False, "at": "$source"}
    effect = {"id": "back", "must": True, "if_able": True, "choose": 1, "affects": back}
    effect["return_to_hand"] = True
    cards = {
        "sakura": character("A", "hand", title="Sakura Haruno", effects=[effect]),
        "naruto": character("A", "mission:far", title="Naruto Uzumaki"),
    }
    # Sakura herself is the only friendly non-hidden character there: she must return herself.
    result = run(cards, play("sakura"), zone("sakura"), zone("naruto"))
    assert [a["answer"]["value"] for a in result["answers"]] == ["hand", "mission:far"]
    assert "naruto.instant.if-able" in {t["rule"] for t in result["trace"]}


def test_a_named_character_is_a_character_with_that_title():
    named = {"type": "character", "controller": "$controller", "title": "Kiba Inuzuka", "at": "$source"}
    boost = {"id": "boost", "choose": 1, "affects": named, "powerup": 2}
    cards = {
        "akamaru": character("A", "hand", title="Akamaru", effects=[boost]),
        "kiba": character("A", "mission:m", title="Kiba Inuzuka"),
        "shino": character("A", "mission:m", title="Shino Aburame"),
    }
    with pytest.raises(ScenarioError, match="legal: kiba"):
        answers(cards, play("akamaru", targets={"boost": ["shino"]}))
    (count,) = answers(cards, play("akamaru", targets={"boost": ["kiba"]}), {"ask": {"tokens": "kiba"}})
    assert count["value"] == {"power": 2}


@pytest.mark.parametrize(("keywords", "stolen"), [(["Sound Four"], 1), (["Sound Village"], 0)])
def test_if_you_have_a_keyword_character_in_this_mission(keywords, stolen):
    here = {"type": "character", "controller": "$controller", "keywords": ["Sound Four"], "at": "$source"}
    steal = {"id": "steal", "targets": "$opponent", "steal_chakra": 1, "while": {"exists": here}}
    cards = {
        "doki": character("A", "hand", title="Doki", effects=[steal]),
        "tayuya": character("A", "mission:m", title="Tayuya", keywords=keywords),
    }
    result = run(
        cards, play("doki", use={"steal": True}), {"ask": {"stat": "chakra", "player": "A"}},
        players=("A", {"id": "B", "chakra": 2}),
    )  # fmt: skip
    assert result["answers"][0]["answer"]["value"] == stolen


# --- a card played by an effect (play_card, naruto.desk.play-by-effect) -----------------------------------
SUMMON_IN_HAND = {"type": "character", "zone": "hand", "owner": "$controller", "keywords": ["Summon"]}


def summoner(less: int) -> dict:
    summon = {"id": "summon", "choose": 1, "affects": SUMMON_IN_HAND, "play_card": {"less": less}}
    return character("A", "hand", title="Jiraiya", effects=[summon])


def toad(cost: int = 3, **more) -> dict:
    grow = {"id": "toad-grow", "targets": "$source", "powerup": 1}
    card = character("A", "hand", title="Gama Bunta", keywords=["Summon"], effects=[grow]) | more
    return card | {"stats": {"cost": cost, "power": 4}}


def chakra(player: str = "A") -> dict:
    return {"ask": {"stat": "chakra", "player": player}}


def test_a_card_played_by_an_effect_is_paid_for_and_its_own_effects_apply():
    cards = {"jiraiya": summoner(1), "toad": toad(3), "far": character("B", "mission:far", title="Far")}
    far = {"summon": "mission:far"}
    steps = (
        # (a target given for the played card's own effect: it is used)
        play("jiraiya", targets={"summon": ["toad"], "toad-grow": ["toad"]}, destinations=far),
        zone("toad"),
        chakra(),
        {"ask": {"tokens": "toad"}},
    )
    result = run(cards, *steps, players=({"id": "A", "chakra": 2}, "B"))
    where, left, grown = (a["answer"]["value"] for a in result["answers"])
    assert (where, left, grown) == ("mission:far", 0, {"power": 1})  # 3 less 1 paid; its MAIN applied
    assert "naruto.desk.play-by-effect" in {t["rule"] for t in result["trace"]}


def test_a_card_its_player_cannot_pay_for_is_not_a_legal_pick():
    cards = {"jiraiya": summoner(1), "toad": toad(3)}
    with pytest.raises(ScenarioError, match="legal: none"):
        run(cards, play("jiraiya", targets={"summon": ["toad"]}), players=({"id": "A", "chakra": 1}, "B"))
    # paying N less never goes below 0: a cost-1 Summon with 2 less is free
    free = {"jiraiya": summoner(2), "toad": toad(1)}
    (where, left) = (
        a["answer"]["value"]
        for a in run(free, play("jiraiya", targets={"summon": ["toad"]}), zone("toad"), chakra())["answers"]
    )
    assert (where, left) == ("mission:m", 0)


def test_where_it_goes_each_mission_no_repetition_allows_or_over_a_same_name_friend():
    cards = {
        "jiraiya": summoner(1),
        "toad": toad(4),
        "old-toad": character("A", "mission:m", title="Gama Bunta") | {"stats": {"cost": 2, "power": 3}},
        "far": character("B", "mission:far", title="Far"),
    }
    result = run(
        cards, play("jiraiya", targets={"summon": ["toad"]}), zone("toad"), chakra(),
        players=({"id": "A", "chakra": 1}, "B"),
    )  # fmt: skip
    (where, left) = (a["answer"] for a in result["answers"])
    # mission:m holds a Gama Bunta (no repetition); mission:far costs 3 (too much); over old-toad: 4-2-1 = 1
    assert where["value"] == "mission:m" and left["value"] == 0
    texts = [t["text"] for branch in result["branches"] for t in branch["trace"]]
    assert any("plays toad in mission:m over old-toad by summon, paying 1 Chakra" in t for t in texts)


def test_a_card_played_from_the_discard_pile_paying_its_cost():
    mine = {"type": "character", "zone": "discard", "owner": "$controller", "keywords": ["Leaf Village"]}
    back = {"id": "back", "choose": 1, "affects": mine, "play_card": {"less": 0}}
    cards = {
        "sakura": character("A", "hand", title="Sakura Haruno", effects=[back]),
        "lee": character("A", "discard", title="Rock Lee", keywords=["Leaf Village"]),
        "hand-lee": character("A", "hand", title="Neji Hyuga", keywords=["Leaf Village"]),
    }
    result = run(
        cards, play("sakura", targets={"back": ["lee"]}), zone("lee"), chakra(),
        players=({"id": "A", "chakra": 5}, "B"),
    )  # fmt: skip
    assert [a["answer"]["value"] for a in result["answers"]] == ["mission:m", 3]
    with pytest.raises(ScenarioError, match="legal: lee"):
        run(cards, play("sakura", targets={"back": ["hand-lee"]}), players=({"id": "A", "chakra": 5}, "B"))


def test_the_scenario_language_refuses_play_card_without_less_and_other_games_lack_it():
    bad = {"id": "bad", "choose": 1, "affects": SUMMON_IN_HAND, "play_card": True}
    with pytest.raises(ScenarioError):
        run({"jiraiya": character("A", "hand", effects=[bad])})
    l5r = {"game": "l5r", "players": ["A", "B"], "steps": [{"action": {"id": "x", "by": "A", "effects": [
        {"id": "e", "targets": ["A"], "play_card": {"less": 1}}]}}]}  # fmt: skip
    with pytest.raises(ScenarioError, match="play_card"):
        parse_scenario(l5r)


def test_the_character_played_with_the_main_effect_is_the_one_it_played():
    leaf = {"type": "character", "zone": "hand", "owner": "$controller", "keywords": ["Leaf Village"]}
    main = {"id": "call", "choose": 1, "affects": leaf, "play_card": {"less": 1}}
    boost = {"id": "boost", "section": "upgrade", "affects": {"type": "character", "played_by": "call"}}
    boost["powerup"] = 2
    cards = {
        "old": character("A", "mission:m", title="Hiruzen Sarutobi"),
        "hiruzen": character("A", "hand", title="Hiruzen Sarutobi", effects=[main, boost]),
        "lee": character("A", "hand", title="Rock Lee", keywords=["Leaf Village"]),
        "neji": character("A", "mission:m", title="Neji Hyuga", keywords=["Leaf Village"]),
    }
    upgrade = {"play": {"card": "hiruzen", "by": "A", "upgrade": "old", "targets": {"call": ["lee"]}}}
    upgrade["play"] |= {"use": {"boost": True}, "destinations": {"call": "mission:far"}}
    asks = ({"ask": {"tokens": "lee", "kind": "power"}}, {"ask": {"tokens": "neji", "kind": "power"}})
    result = run(cards, upgrade, *asks, players=({"id": "A", "chakra": 1}, "B"))
    assert [a["answer"]["value"] for a in result["answers"]] == [2, 0]
    # the MAIN effect not used: nothing was played with it, so nothing gets the Power tokens
    unused = {"play": {**upgrade["play"], "use": {"call": False, "boost": True}, "targets": {}}}
    (lee,) = answers(cards, unused, {"ask": {"tokens": "lee", "kind": "power"}})
    assert lee["value"] == 0
