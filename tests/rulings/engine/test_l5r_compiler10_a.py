"""Compiler 10, part A (Events): an Event's "After you reveal cards in your Provinces at the start of your
turn, if this Event is face-up in one of them, <effects>." compiles to a triggered trait answering
`provinces_revealed`, and the engine's step `reveal_provinces` (events.py, the Desk's rule l5r.desk.events)
resolves it for an Event face-up in its controller's Province at the start of his turn, then discards the
Event; near wordings stay not played."""

from __future__ import annotations

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.desk_rules import desk_rule

from .cardtext_kit import piece, refused

REVEALED = (
    "After you reveal cards in your Provinces at the start of your turn, "
    "if this Event is face-up in one of them, "
)
TRIGGER = {"event": "provinces_revealed", "player": "$controller", "card": "$source"}


def traits(body: str, card_type: str = "Event") -> list[dict]:
    return piece(REVEALED + body, card_type, kind="trait")["traits"]


def not_played(body: str, card_type: str = "Event") -> str:
    return refused(REVEALED + body, card_type, kind="trait")


def personality(owner: str, *keywords: str, **more) -> dict:
    stats = more.pop("stats", {"force": 2, "chi": 2})
    card = {"type": "personality", "owner": owner, "zone": "home", "keywords": list(keywords), "stats": stats}
    return card | more


def event(body: str, owner: str = "me", zone: str = "province:1", face: str = "down") -> dict:
    return {"type": "event", "owner": owner, "zone": zone, "face": face, "traits": traits(body)}


def answers(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"].get("value", a["answer"]) for a in evaluate(parse_scenario(data)).answers]


MY_TURN = {"begin": {"name": "turn", "player": "me"}}


def turn(player: str) -> list:
    return [{"end": "turn"}, {"begin": {"name": "turn", "player": player}}]


# --- what the wording compiles to -----------------------------------------------------------------------
def test_the_reveal_trigger_with_an_effect_the_grammar_reads_is_a_triggered_trait_of_the_event():
    assert traits("bow all Shugenja.") == [
        {"id": "t1", "trigger": TRIGGER, "affects": {"in_play": True, "keywords": ["Shugenja"]}, "bow": True}
    ]
    (destroy,) = traits("destroy all Followers with 3 or lower Force.")
    assert destroy["affects"] == {"in_play": True, "type": "follower", "stats": {"force": {"at_most": 3}}}
    assert traits("gain 2 Honor.") == [{"id": "t1", "trigger": TRIGGER, "targets": "$controller", "honor": 2}]


def test_lasting_words_give_the_duration():
    (crab,) = traits("permanently give all Crab Clan Personalities -2F.")
    assert crab["duration"] == "permanent" and crab["change"] == -2
    (samurai,) = traits("until your next turn begins, give all Samurai +1F.")
    assert samurai["duration"] == "until_your_turn"
    force, chi = traits("until the game ends, your Shugenja have +2F/+1C.")
    assert (force["id"], chi["id"]) == ("t1", "t1.2")
    assert force["affects"] == {"in_play": True, "controller": "$controller", "keywords": ["Shugenja"]}
    assert (force["stat"], chi["stat"]) == ("force", "chi")
    assert force["duration"] == chi["duration"] == "end_of_game"
    (dead,) = traits("until your next turn begins, Shadowlands Personalities and Followers have +2F.")
    assert dead["affects"]["type"] == ["follower", "personality"] and dead["duration"] == "until_your_turn"


def test_choose_and_is_a_choice_not_a_target_and_you_may_makes_the_trait_optional():
    courtier = {"in_play": True, "keywords": ["Courtier"]}
    assert traits("choose and destroy a Courtier.") == [
        {"id": "t1", "trigger": TRIGGER, "choose": courtier, "destroy": True}
    ]
    (bow,) = traits("you may choose and bow a Personality.")
    assert bow["optional"] is True and "targeting" not in bow
    (target,) = traits("bow a target Personality.")
    assert target["targeting"] is True


def test_it_enters_play_in_your_home_puts_the_event_into_play():
    (enters,) = traits("it enters play in your home.")
    assert enters == {"id": "t1", "trigger": TRIGGER, "targets": "$source", "put_into_play": "home"}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("until your next turn begins, bow all Shugenja.", "happens once"),
        ("until the game ends, gain 2 Honor.", "happens once"),
        ("bow all Shugenja and draw a card.", "several effects"),
        ("destroy all Honor-producing Holdings.", "not a keyword"),
        ("destroy all Ancestors.", "card type"),
        ("bow all non-Stronghold Ninja cards.", "card type"),
        ("destroy all Courtiers.", "plural"),
        ("until your next turn begins, give him +1F.", "without a target"),
        ("you may choose and destroy your unit.", "a unit"),
    ],
)
def test_near_wordings_stay_not_played(text, says):
    assert says in not_played(text)


@pytest.mark.parametrize(
    "text",
    [
        "until your next turn begins, give all Samurai +1F until the end of the turn.",  # a second duration
        # "until your second turn from now begins" is now played (turns_from_now.py); "until your next turn
        # ends" is a duration the engine still lacks
        "until your next turn ends, Personalities have +1F.",
        "permanently give all Samurai +1F (until the turn ends).",
        "until your next turn begins, each Personality has +1F.",
    ],
)
def test_durations_the_engine_lacks_or_two_durations_are_not_read(text):
    assert not_played(text) == "no family of the grammar reads this wording"


def test_only_an_event_has_the_reveal_trigger_and_an_event_without_it_is_not_read_so():
    assert "an Event's reveal trigger on a strategy" in not_played("bow all Shugenja.", "Strategy")
    unprefixed = "Until your next turn begins, all provinces have -2 strength."
    assert refused(unprefixed, "Event", kind="trait") == "no family of the grammar reads this wording"


# --- what the engine plays ------------------------------------------------------------------------------
def test_an_event_revealed_at_the_start_of_its_controllers_turn_resolves_then_is_discarded():
    cards = {
        "omen": event("bow all Shugenja."),
        "shugenja": personality("opp", "Shugenja"),
        "samurai": personality("opp", "Samurai"),
    }
    asks = [
        {"ask": {"flag": "bowed", "card": "shugenja"}},
        {"ask": {"flag": "bowed", "card": "samurai"}},
        {"ask": {"zone": "omen"}},
    ]
    before = [{"ask": {"flag": "bowed", "card": "shugenja"}}]
    steps = [MY_TURN, *before, {"reveal_provinces": "me"}, *asks]
    assert answers(cards, steps) == [False, True, False, "discard"]


def test_until_your_next_turn_begins_lasts_through_the_other_players_turn():
    omen = event("until your next turn begins, give all Samurai +1F.")
    cards = {"omen": omen, "samurai": personality("opp", "Samurai")}
    force = {"ask": {"stat": "force", "card": "samurai"}}
    steps = [MY_TURN, {"reveal_provinces": "me"}, force, *turn("opp"), force, *turn("me"), force]
    assert answers(cards, steps) == [3, 3, 2]


def test_a_permanent_penalty_outlasts_the_turns():
    omen = event("permanently give all Crab Clan Personalities -2F.")
    cards = {"omen": omen, "kisada": personality("opp", "Crab Clan")}
    force = {"ask": {"stat": "force", "card": "kisada"}}
    steps = [MY_TURN, {"reveal_provinces": {"player": "me"}}, *turn("opp"), *turn("me"), force]
    assert answers(cards, steps) == [0]


def test_the_choice_is_made_as_the_event_resolves_and_you_may_is_its_players_choice():
    cards = {
        "omen": event("you may choose and bow a Personality.", face="up"),
        "a": personality("opp"),
        "b": personality("opp"),
    }
    asks = [{"ask": {"flag": "bowed", "card": "a"}}, {"ask": {"flag": "bowed", "card": "b"}}]
    chose_b = {"reveal_provinces": "me", "decide": {"t1": "b"}}
    assert answers(cards, [MY_TURN, chose_b, *asks]) == [False, True]
    declined = {"reveal_provinces": "me", "decide": {"t1": False}}
    assert answers(cards, [MY_TURN, declined, *asks, {"ask": {"zone": "omen"}}]) == [False, False, "discard"]


def test_an_event_that_enters_play_is_not_discarded():
    cards = {"omen": event("it enters play in your home.")}
    steps = [MY_TURN, {"reveal_provinces": "me"}, {"ask": {"zone": "omen"}}, {"ask": {"in_play": "omen"}}]
    assert answers(cards, steps) == ["home", True]


@pytest.mark.parametrize(
    ("where", "steps"),
    [
        ({"zone": "province:1"}, [MY_TURN]),  # face down and not revealed: no reveal step
        ({"zone": "hand"}, [MY_TURN, {"reveal_provinces": "me"}]),  # not in a Province
        ({"owner": "opp"}, [MY_TURN, {"reveal_provinces": "me"}]),  # in another player's Province
        ({}, [{"begin": {"name": "turn", "player": "opp"}}, {"reveal_provinces": "me"}]),  # not his turn
    ],
)
def test_an_event_not_revealed_in_its_controllers_province_at_his_turns_start_does_nothing(where, steps):
    omen = event("bow all Shugenja.") | where
    cards = {"omen": omen, "shugenja": personality("opp", "Shugenja")}
    asks = [{"ask": {"flag": "bowed", "card": "shugenja"}}, {"ask": {"zone": "omen"}}]
    assert answers(cards, [*steps, *asks]) == [False, omen["zone"]]


def test_several_events_resolve_in_written_order_each_discarded():
    second = event("lose 1 Honor.", zone="province:2")
    second["traits"] = [{**second["traits"][0], "id": "s1"}]  # (two cards' t1 would clash in one question)
    cards = {"first": event("gain 2 Honor.", zone="province:1"), "second": second}
    honor = {"ask": {"stat": "family_honor", "player": "me"}}
    asks = [honor, {"ask": {"zone": "first"}}, {"ask": {"zone": "second"}}]
    data = {
        "game": "l5r",
        "players": [{"id": "me", "family_honor": 5}, "opp"],
        "cards": cards,
        "steps": [MY_TURN, {"reveal_provinces": "me"}, *asks],
    }
    result = evaluate(parse_scenario(data))
    assert [a["answer"]["value"] for a in result.answers] == [6, "discard", "discard"]


def test_the_step_names_a_known_player_and_the_desk_rule_says_the_corpus_is_silent():
    with pytest.raises(ScenarioError, match="unknown player"):
        parse_scenario({"game": "l5r", "players": ["me"], "steps": [{"reveal_provinces": "nobody"}]})
    rule = desk_rule("l5r.desk.events")
    assert rule is not None and "do not cover" in rule.not_covered and "Dragon's Tail Star" in rule.basis


def test_a_triggered_traits_choice_is_made_when_it_triggers_not_as_the_game_begins():
    """(engine fix) the trait registered as the game begins makes no choice; its triggered effect does."""
    trait = {
        "id": "t1",
        "trigger": {"event": "turn_begins"},
        "choose": {"in_play": True, "type": "personality", "controller": "$other"},
        "bow": True,
    }
    cards = {"watch": personality("me", traits=[trait]), "a": personality("opp"), "b": personality("opp")}
    steps = [MY_TURN, {"ask": {"flag": "bowed", "card": "a"}}]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(data)).to_dict()
    assert [choice["choice"] for choice in result["choices"]] == ["step 0: t1@1 chooses"]
    assert len(result["branches"]) == 2


def test_the_reveal_is_an_event_for_cards_in_play_but_an_event_in_play_does_not_answer_its_own_trigger():
    watcher = {"id": "w1", "trigger": {"event": "provinces_revealed", "player": "$controller"}}
    watcher |= {"targets": "$controller", "honor": 1}
    cards = {
        "watch": personality("me", traits=[watcher]),
        "omen": event("gain 2 Honor.", zone="home", face="up"),  # an Event in play
    }
    data = {
        "game": "l5r",
        "players": [{"id": "me", "family_honor": 5}, "opp"],
        "cards": cards,
        "steps": [MY_TURN, {"reveal_provinces": "me"}, {"ask": {"stat": "family_honor", "player": "me"}}],
    }
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [6]
