"""Naruto card-text constructs of compiler version 4: Power tokens removed (naruto.desk.remove-tokens), the
opponent as the player an effect acts on (`$opponent`, naruto.desk.opponent) and X counted as the cards in
play matching a filter (naruto.desk.amount)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

ENEMY = {"type": "character", "controller": "$other"}


def character(owner: str, zone: str, power: int = 2, **more) -> dict:
    return {"type": "character", "owner": owner, "zone": zone, "stats": {"cost": 2, "power": power}} | more


def run(cards: dict, *steps: dict) -> dict:
    data = {"game": "naruto", "players": ["A", "B"], "cards": cards, "steps": list(steps)}
    return evaluate(parse_scenario(data)).to_dict()


def answers(cards: dict, *steps: dict) -> list:
    return [a["answer"] for a in run(cards, *steps)["answers"]]


def play(card: str, **params) -> dict:
    return {"play": {"card": card, "by": "A", "to": "mission:m"} | params}


def tokens(card: str) -> dict:
    return {"ask": {"tokens": card, "kind": "power"}}


def drain(removed: dict) -> dict:
    effect = {"id": "drain", "choose": 1, "affects": ENEMY, "remove_power_tokens": removed}
    return character("A", "hand", title="Kisame", effects=[effect])


def test_up_to_n_power_tokens_the_player_picks_how_many_and_they_go_on_this_character():
    cards = {
        "kisame": drain({"up_to": 2, "onto_source": True}),
        "kiba": character("B", "mission:m", title="Kiba", tokens={"power": 3}),
    }
    result = run(cards, play("kisame", targets={"drain": ["kiba"]}), tokens("kiba"), tokens("kisame"))
    kiba, kisame = (a["answer"] for a in result["answers"])
    assert kiba["choices_needed"][0]["what"] == "how many Power tokens (up to 2) drain removes"
    assert sorted(o["answer"]["value"] for o in kiba["outcomes"]) == [1, 2]  # 3 less 2, 3 less 1
    assert sorted(o["answer"]["value"] for o in kisame["outcomes"]) == [1, 2]
    rules = {t["rule"] for branch in result["branches"] for t in branch["trace"]}
    assert "naruto.desk.remove-tokens" in rules


def test_up_to_n_is_no_more_than_the_character_has_and_all_removes_every_one():
    one = {
        "kisame": drain({"up_to": 2}),
        "kiba": character("B", "mission:m", title="Kiba", tokens={"power": 1}),
    }
    (left,) = answers(one, play("kisame", targets={"drain": ["kiba"]}), tokens("kiba"))
    assert left["value"] == 0  # only 1 to remove: no choice
    every = {
        "kisame": drain({"all": True, "onto_source": True}),
        "kiba": character("B", "mission:m", title="Kiba", tokens={"power": 4}),
    }
    kiba, kisame = answers(
        every, play("kisame", targets={"drain": ["kiba"]}), tokens("kiba"), tokens("kisame")
    )
    assert (kiba["value"], kisame["value"]) == (0, 4)


def test_a_character_without_power_tokens_is_no_target_for_removing_them():
    cards = {
        "kisame": drain({"up_to": 2}),
        "kiba": character("B", "mission:m", title="Kiba"),
        "zaku": character("B", "mission:m", title="Zaku", tokens={"power": 1}),
    }
    with pytest.raises(ScenarioError, match="legal: zaku"):
        answers(cards, play("kisame", targets={"drain": ["kiba"]}))


def test_remove_power_tokens_gives_up_to_n_or_all():
    for removed in ({}, {"up_to": 2, "all": True}):
        with pytest.raises(ScenarioError, match="give one of up_to: N"):
            answers({"kisame": drain(removed)})


def test_the_opponent_draws_and_gains_chakra_each_player_draws():
    gift = {"id": "gift", "targets": "$opponent", "gain_chakra": 1}
    both = {"id": "both", "targets": ["$controller", "$opponent"], "draw": 1}
    cards = {
        "choji": character("A", "hand", title="Choji", effects=[gift, both]),
        "a-top": character("A", "deck", title="A top"),
        "b-top": character("B", "deck", title="B top"),
    }
    chakra_a, chakra_b, hand_a, hand_b = answers(
        cards,
        play("choji", use={"gift": True, "both": True}),
        {"ask": {"stat": "chakra", "player": "A"}},
        {"ask": {"stat": "chakra", "player": "B"}},
        {"ask": {"hand": "A"}},
        {"ask": {"hand": "B"}},
    )
    assert (chakra_a["value"], chakra_b["value"]) == (0, 1)
    assert (hand_a["value"], hand_b["value"]) == (["a-top"], ["b-top"])


def test_the_opponent_is_written_only_in_a_narutos_card_text():
    # (a card's traits name him too since compiler 14: games/naruto/opponent_in_traits.py)
    trait = {"id": "t1", "trigger": {"event": "round_ends"}, "targets": "$opponent", "gain_chakra": 1}
    cards = {"choji": character("A", "mission:m", traits=[trait])}
    asks = [{"ask": {"stat": "chakra", "player": p}} for p in ("A", "B")]
    assert [a["value"] for a in answers(cards, {"begin": "round"}, {"end": "round"}, *asks)] == [0, 1]
    naruto = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {},
        "steps": [{"apply": {"targets": "$opponent", "gain_chakra": 1}}],
    }
    with pytest.raises(ScenarioError, match="names nothing here"):
        parse_scenario(naruto)
    l5r = {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {},
        "steps": [{"apply": {"targets": "$opponent", "draw": 1}}],
    }
    with pytest.raises(ScenarioError, match="unknown symbol '\\$opponent'"):
        parse_scenario(l5r)


REMOVE_ALL = {"remove_power_tokens": {"all": True}}


@pytest.mark.parametrize(("game", "players"), [("l5r", ["me", "opp"]), ("chiaxis", ["me"])])
def test_games_without_power_tokens_refuse_removing_them(game, players):
    effect = {"targets": "me", **REMOVE_ALL}
    data = {"game": game, "players": players, "cards": {}, "steps": [{"apply": effect}]}
    with pytest.raises(ScenarioError, match="remove_power_tokens"):
        parse_scenario(data)


def test_x_counts_the_cards_in_play_matching_the_filter_this_one_included():
    hidden = {"type": "character", "controller": "$controller", "hidden": True, "at": "$source"}
    here = {
        "id": "here",
        "targets": "$source",
        "powerup": {"cards_matching": {"type": "character", "at": "$source"}},
    }
    shade = {"id": "shade", "targets": "$source", "powerup": {"cards_matching": hidden}}
    cards = {
        "counter": character("A", "hand", title="Counter", effects=[here]),
        "shadow": character("A", "hand", title="Shadow", effects=[shade]),
        "kiba": character("B", "mission:m", title="Kiba"),
        "ghost": character("A", "mission:m", title="Ghost", hidden=True),
        "far": character("A", "mission:far", title="Far", hidden=True),
    }
    counted, shaded = answers(
        cards,
        play("counter", use={"here": True}),
        play("shadow", use={"shade": True}),
        tokens("counter"),
        tokens("shadow"),
    )
    assert counted["value"] == 3  # kiba, ghost and the counter itself, not far
    assert shaded["value"] == 1  # ghost: far is in another mission


def test_chakra_plus_n_is_the_players_chakra_bonus_while_its_card_is_in_play_and_not_hidden():
    bonus = {"id": "chakra", "targets": "$controller", "stat": "chakra_bonus", "change": 1}
    edge = {**bonus, "id": "no-edge", "change": 2, "while": {"not": {"player_stat": "edge", "at_least": 1}}}
    cards = {
        "akamaru": character("A", "mission:m", title="Akamaru", traits=[bonus]),
        "shino": character("A", "mission:m", title="Shino", traits=[{**bonus, "id": "hid"}], hidden=True),
        "tenten": character("A", "mission:m", title="Tenten", traits=[edge]),
    }
    result = run(
        cards,
        {"ask": {"stat": "chakra_bonus", "player": "A"}},
        {"ask": {"stat": "chakra_bonus", "player": "B"}},
    )
    mine, theirs = (a["answer"] for a in result["answers"])
    assert (mine["value"], theirs["value"]) == (3, 0)  # Akamaru 1, Tenten 2 (A lacks the Edge), Shino hidden
    assert "naruto.desk.chakra-bonus" in {t["rule"] for t in result["trace"]}
    ask = [{"ask": {"stat": "chakra_bonus", "player": "A"}}]
    data = {"game": "naruto", "players": [{"id": "A", "edge": 1}, "B"], "cards": cards, "steps": ask}
    (with_edge,) = evaluate(parse_scenario(data)).to_dict()["answers"]
    assert with_edge["answer"]["value"] == 1


def test_games_without_a_chakra_bonus_refuse_it():
    effect = {"targets": "me", "stat": "chakra_bonus", "change": 1}
    data = {"game": "l5r", "players": ["me"], "cards": {}, "steps": [{"apply": effect}]}
    with pytest.raises(ScenarioError, match="chakra_bonus"):
        parse_scenario(data)


def discard_then_hide() -> dict:
    discard = {"id": "a1", "choose": 1, "affects": {"zone": "hand", "owner": "$controller"}}
    hide = {"id": "a1.2", "choose": 1, "affects": {**ENEMY, "at": "$source"}, "hide": True}
    hide |= {"must": True, "if_able": True, "if_you_do": "a1"}
    return character("A", "hand", title="Sakon", effects=[{**discard, "discard_from_hand": True}, hide])


def test_if_you_do_applies_the_rest_only_when_the_first_part_did_something():
    cards = {"sakon": discard_then_hide(), "kiba": character("B", "mission:m", title="Kiba")}
    spare = {"spare": character("A", "hand", title="Spare")}
    result = run(
        cards | spare, play("sakon", targets={"a1": ["spare"], "a1.2": ["kiba"]}), {"ask": {"hidden": "kiba"}}
    )
    (hidden,) = (a["answer"] for a in result["answers"])
    assert hidden["value"] is True
    assert "naruto.desk.if-you-do" in {t["rule"] for t in result["trace"]}
    # no card to discard: the hiding does not happen, though an enemy could be hidden
    (kept,) = answers(cards, play("sakon", use={"a1": True}), {"ask": {"hidden": "kiba"}})
    assert kept["value"] is False
    # the first part not used: nothing of the rest
    (unused,) = answers(cards | spare, play("sakon", use={"a1": False}), {"ask": {"hidden": "kiba"}})
    assert unused["value"] is False


def test_if_you_do_names_an_earlier_effect_of_the_same_section():
    card = discard_then_hide()
    card["effects"][1]["if_you_do"] = "a9"
    with pytest.raises(ScenarioError, match="if_you_do names an earlier effect of this card it follows"):
        answers({"sakon": card})


def test_enemy_characters_cannot_move_from_this_mission_by_any_effect():
    anchor = {"affects": {**ENEMY, "at": "$source"}, "cannot_be": {"events": ["move"], "by": "any"}}
    run_away = {"id": "run", "choose": 1, "affects": {"type": "character", "controller": "$controller"}}
    cards = {
        "neji": character("A", "mission:m", title="Neji", traits=[{"id": "anchor", **anchor}]),
        "kiba": character("B", "mission:m", title="Kiba"),
        "far": character("B", "mission:far", title="Far"),
        "mover": character("B", "hand", title="Mover", effects=[{**run_away, "move_to_mission": True}]),
    }
    step = {"play": {"card": "mover", "by": "B", "to": "mission:m", "targets": {"run": ["kiba"]}}}
    with pytest.raises(ScenarioError, match="legal: far"):
        answers(cards, step)  # B's own effect cannot move Kiba away from Neji's mission


@pytest.mark.parametrize(("has", "after"), [(3, (1, 2)), (1, (1, 0)), (0, (0, 0))])
def test_stealing_chakra_takes_as_much_as_the_opponent_has_up_to_n(has, after):
    steal = {"id": "steal", "targets": "$opponent", "steal_chakra": 1}
    cards = {"orochimaru": character("A", "hand", title="Orochimaru", effects=[steal])}
    data = {"game": "naruto", "players": ["A", {"id": "B", "chakra": has}], "cards": cards}
    data["steps"] = [
        play("orochimaru", use={"steal": True}),
        {"ask": {"stat": "chakra", "player": "A"}},
        {"ask": {"stat": "chakra", "player": "B"}},
    ]
    result = evaluate(parse_scenario(data)).to_dict()
    assert tuple(a["answer"]["value"] for a in result["answers"]) == after
    assert "naruto.desk.steal-chakra" in {t["rule"] for t in result["trace"]}


def test_looking_at_the_opponents_hand_changes_nothing_and_in_addition_follows_it():
    look = {"id": "look", "targets": "$opponent", "look_at_hand": True}
    discard = {
        "id": "drop",
        "section": "upgrade",
        "choose": 1,
        "affects": {"zone": "hand", "controller": "$other"},
    }
    discard |= {"discard_from_hand": True, "must": True, "if_able": True, "if_you_do": "look"}
    cards = {
        "kabuto": character("A", "mission:m", title="Kabuto"),
        "kabuto-2": character("A", "hand", 4, title="Kabuto", effects=[look, discard]),
        "secret": character("B", "hand", title="Secret"),
    }
    upgrade = {"play": {"card": "kabuto-2", "by": "A", "upgrade": "kabuto", "use": {"look": True}}}
    result = run(cards, upgrade, {"ask": {"zone": "secret"}})
    (zone,) = (a["answer"] for a in result["answers"])
    assert zone["value"] == "discard"
    assert any("looks at B's hand: secret" in t["text"] for t in result["trace"])
    unused = {"play": {**upgrade["play"], "use": {"look": False}}}
    (kept,) = answers(cards, unused, {"ask": {"zone": "secret"}})
    assert kept["value"] == "hand"  # the MAIN effect not applied: nothing in addition
