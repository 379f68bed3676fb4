"""Compiler 16, part D (Events revealed in Provinces and durations across turns): an Event's effects read as a
sentence when their lower-case continuation of the reveal trigger does not parse ("look at the top five cards
of your Fate deck", "if you control the Imperial Favor, draw a card"), and the durations "until your second
turn from now begins", "until your turn two (three) turns from now begins" (turns_from_now.py, the Desk's rule
l5r.desk.turns-from-now), in an Event's trait and in an action; near wordings stay not played."""

from __future__ import annotations

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.desk_rules import desk_rule

from .cardtext_kit import ability, answers, personality, piece, refused, use

REVEALED = (
    "After you reveal cards in your Provinces at the start of your turn, "
    "if this Event is face-up in one of them, "
)
TRIGGER = {"event": "provinces_revealed", "player": "$controller", "card": "$source"}
MY_TURN = {"begin": {"name": "turn", "player": "me"}}
REVEAL = {"reveal_provinces": "me"}


def traits(body: str, card_type: str = "Event", title: str = "") -> list[dict]:
    return piece(REVEALED + body, card_type, title, kind="trait")["traits"]


def not_played(body: str, card_type: str = "Event") -> str:
    return refused(REVEALED + body, card_type, kind="trait")


def event(body: str, title: str = "") -> dict:
    compiled = traits(body, title=title)
    return {"type": "event", "owner": "me", "zone": "province:1", "face": "down", "traits": compiled}


def turn(player: str) -> list:
    return [{"end": "turn"}, {"begin": {"name": "turn", "player": player}}]


def force(card: str) -> dict:
    return {"ask": {"stat": "force", "card": card}}


def run(cards: dict, steps: list, players: list | None = None) -> dict:
    data = {"game": "l5r", "players": players or ["me", "opp"], "cards": cards, "steps": steps}
    return evaluate(parse_scenario(data)).to_dict()


# --- durations across turns: what they compile to -------------------------------------------------------
def test_an_events_durations_across_turns_compile_to_the_engines_durations():
    (second,) = traits("until your second turn from now begins, give all Samurai +1F.")
    assert second == {"id": "t1", "trigger": TRIGGER, "affects": {"in_play": True, "keywords": ["Samurai"]},
                      "stat": "force", "change": 1, "duration": "until_your_second_turn"}  # fmt: skip
    (two,) = traits("until your turn two turns from now begins, all Crab Clan Personalities have -2F.")
    assert two["affects"] == {"in_play": True, "keywords": ["Crab Clan"], "type": "personality"}
    assert (two["change"], two["duration"]) == (-2, "until_your_second_turn")
    force_, chi = traits("until your turn three turns from now begins, your Shugenja have +2F/+1C.")
    assert (force_["id"], chi["id"]) == ("t1", "t1.2")
    assert force_["duration"] == chi["duration"] == "until_your_third_turn"


def test_an_actions_durations_across_turns_first_or_last():
    lead = ability("Open: Until your second turn from now begins, give a target Personality +2F.")
    trail = ability("Open: Give a target Personality +2F until your turn two turns from now begins.")
    assert lead == trail
    chosen = {"choose": {"in_play": True, "type": "personality"}, "targeting": True}
    assert lead["effects"] == [{**chosen, "stat": "force", "change": 2, "duration": "until_your_second_turn"}]
    three = ability("Battle: Give a target Personality +1F until your turn three turns from now begins.")
    assert three["effects"][0]["duration"] == "until_your_third_turn"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("until your second turn from now begins, bow all Shugenja.", "happens once"),
        ("until your turn two turns from now begins, gain 2 Honor.", "happens once"),
        ("until your second turn from now begins, give all Samurai +1F until the end of the turn.",
         "no family"),
        ("until your second turn from now ends, give all Samurai +1F.", "no family"),
        ("until your turn four turns from now begins, give all Samurai +1F.", "no family"),
        ("until your second turn from now begins, each Personality has +1F.", "no family"),
        ("until your second turn from now begins, give him +1F.", "without a target"),
    ],
)
def test_near_wordings_of_an_event_stay_not_played(text, says):
    assert says in not_played(text)


@pytest.mark.parametrize(
    "text",
    [
        "Open: Until your second turn from now begins, bow a target Personality.",
        "Open: Give a target Personality +2F until this turn ends until your second turn from now begins.",
        "Open: Until your second turn from now begins, give a target Personality +2F until the turn ends.",
    ],
)
def test_near_wordings_of_an_action_stay_not_played(text):
    refused(text)


# --- durations across turns: what the engine plays ---------------------------------------------------------
def samurai_force(body: str, turns: int) -> list:
    """The Samurai's Force after the Event resolves, then after each of the next `turns` turns begins."""
    cards = {"omen": event(body), "sam": personality("opp", "home:opp", keywords=["Samurai"])}
    steps = [MY_TURN, REVEAL, force("sam")]
    for n in range(turns):
        steps += [*turn("opp" if n % 2 == 0 else "me"), force("sam")]
    return answers(cards, steps)


def test_until_your_second_turn_from_now_begins_lasts_through_your_next_turn():
    body = "until your second turn from now begins, give all Samurai +1F."
    assert samurai_force(body, 4) == [3, 3, 3, 3, 2]  # opp, me (the next turn), opp, me (the second): ends


def test_your_turn_two_turns_from_now_counts_your_turns_as_the_second_turn_from_now():
    body = "until your turn two turns from now begins, all Samurai Personalities have +1F."
    assert samurai_force(body, 4) == [3, 3, 3, 3, 2]


def test_three_turns_from_now_ends_as_your_third_turn_begins():
    body = "until your turn three turns from now begins, give all Samurai +1F."
    assert samurai_force(body, 6) == [3, 3, 3, 3, 3, 3, 2]


def test_only_the_controllers_turns_are_counted_and_the_trace_cites_the_desks_rule():
    """Another player's action during my turn: his next turn is his first turn from now, his turn after that
    the second; my turns in between are not counted."""
    text = "Open: Until your second turn from now begins, give a target Personality +2F."
    plan = {"type": "action", "owner": "opp", "zone": "hand", "abilities": [ability(text)]}
    cards = {"plan": plan, "sam": personality("me", "home:me")}
    steps = [MY_TURN, use("plan", by="opp", targets=["sam"]), force("sam"), *turn("opp"), force("sam"),
             *turn("me"), force("sam"), *turn("opp"), force("sam")]  # fmt: skip
    result = run(cards, steps)
    assert [a["answer"]["value"] for a in result["answers"]] == [4, 4, 4, 2]
    notes = [t["text"] for t in result["trace"] if t.get("rule") == "l5r.desk.turns-from-now"]
    assert notes and "now lasts until his next turn begins" in notes[0]


def test_three_players_each_player_counts_only_his_own_turns():
    cards = {"omen": event("until your second turn from now begins, give all Samurai +1F."),
             "sam": personality("p2", "home:p2", keywords=["Samurai"])}  # fmt: skip
    steps = [MY_TURN, REVEAL, *turn("p2"), *turn("p3"), force("sam"), *turn("me"), force("sam"),
             *turn("p2"), *turn("p3"), force("sam"), *turn("me"), force("sam")]  # fmt: skip
    result = run(cards, steps, ["me", "p2", "p3"])
    assert [a["answer"]["value"] for a in result["answers"]] == [3, 3, 3, 2]


def test_an_event_without_the_reveal_trigger_stays_not_played():
    """An older printing's "Until your second turn from now begins, ..." alone does not say when it resolves
    (as compiler 10's "Until your next turn begins, all provinces have -2 strength.")."""
    text = "Until your second turn from now begins, give all Samurai +1F."
    assert refused(text, "Event", kind="trait") == "no family of the grammar reads this wording"


def test_the_desk_rule_says_what_the_corpus_lacks():
    rule = desk_rule("l5r.desk.turns-from-now")
    assert "second turn of its controller" in rule.text and "not in" in rule.not_covered
    assert "your next turn" in rule.basis


# --- an Event's effects read as a sentence ---------------------------------------------------------------
def test_an_events_effects_are_read_as_the_sentence_an_action_reads():
    (look,) = traits("look at the top five cards of your Fate deck.", title="The Loss of the Soul")
    assert look == {"id": "t1", "trigger": TRIGGER, "targets": "$controller", "look_at_top": {"count": 5}}
    (any_deck,) = traits("look at the top four cards of any Fate deck.")
    assert any_deck["look_at_top"] == {"count": 4, "any_deck": True}
    (favor,) = traits("if you control the Imperial Favor, draw a card.")
    held = {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}
    assert favor == {"id": "t1", "trigger": TRIGGER, "targets": "$controller", "draw": 1, "while": held}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("look at the top five cards of your Dynasty deck.", "no family"),  # a Dynasty deck is not read
        ("if you control the Imperial Favor, give all Samurai +1F.", "lasting effect"),
        ("if you control the Imperial Favor, draw a card and gain 2 Honor.", "several effects"),
        ("starting with you, each player may draw a card.", "'starting with you, each player ...'"),
        ("starting with you and proceeding in turn order, each player may draw a card.", "in turn order"),
        ("in turn order, starting with you, each player gains 2 Honor and may draw a card.", "in turn order"),
        ("each player, starting with you and proceeding in turn order, may choose one of his units.",
         "'each player, starting with you and proceeding in turn order ...'"),
    ],
)
def test_near_sentences_stay_not_played(text, says):
    assert says in not_played(text)


def test_the_sentence_reading_keeps_the_events_own_checks():
    look = "look at the top five cards of your Fate deck."
    assert "an Event's reveal trigger on a strategy" in not_played(look, "Strategy")
    capital = REVEALED + "Look at the top five cards of your Fate deck."
    assert piece(capital, "Event", kind="trait")["traits"][0]["look_at_top"] == {"count": 5}


def test_the_revealed_event_looks_at_the_top_of_its_controllers_deck():
    cards = {"omen": event("look at the top five cards of your Fate deck."),
             **{f"d{n}": {"type": "action", "owner": "me", "zone": "deck"} for n in range(6)}}  # fmt: skip
    result = run(cards, [MY_TURN, REVEAL, {"ask": {"zone": "omen"}}, {"ask": {"deck": "me"}}])
    assert [a["answer"]["value"] for a in result["answers"]] == ["discard", [f"d{n}" for n in range(6)]]
    looked = [t["text"] for t in result["trace"] if t.get("rule") == "l5r.desk.look-and-rearrange"]
    assert looked == ["me looks at the top 5 card(s) of me's deck: d0, d1, d2, d3, d4"]


def test_any_fate_deck_is_the_events_controllers_choice():
    """Left open, each player's deck is an outcome (the looking player chooses whose)."""
    cards = {"omen": event("look at the top four cards of any Fate deck."),
             "mine": {"type": "action", "owner": "me", "zone": "deck"},
             "theirs": {"type": "action", "owner": "opp", "zone": "deck"}}  # fmt: skip
    result = run(cards, [MY_TURN, REVEAL])
    traces = [t for branch in result["branches"] for t in branch["trace"]]
    looked = sorted(t["text"] for t in traces if "looks at the top" in t["text"])
    assert looked == ["me looks at the top 4 card(s) of me's deck: mine",
                      "me looks at the top 4 card(s) of opp's deck: theirs"]  # fmt: skip


@pytest.mark.parametrize(("favor", "hand"), [(1, ["top"]), (0, [])])
def test_festival_of_coronation_draws_only_for_the_player_with_the_imperial_favor(favor, hand):
    cards = {"omen": event("if you control the Imperial Favor, draw a card.", "Festival of Coronation"),
             "top": {"type": "action", "owner": "me", "zone": "deck"}}  # fmt: skip
    players = [{"id": "me", "imperial_favor": favor}, "opp"]
    result = run(cards, [MY_TURN, REVEAL, {"ask": {"hand": "me"}}, {"ask": {"zone": "omen"}}], players)
    assert [a["answer"]["value"] for a in result["answers"]] == [hand, "discard"]


# --- each player in turn order: refused with the reason ---------------------------------------------------
@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Battle: In turn order, starting with you, each player targets and moves home one of his "
         "Personalities at the current battlefield. Then, gain Honor equal to the number of Personalities "
         "this moved.",
         "'In turn order, starting with you, each player ...'"),
        ("Open: Starting with you, each player may search their discard pile and Fate deck for a Ring, show "
         "it, and put it in their hand.", "'Starting with you, each player ...'"),
        ("Open: Bow your performing Courtier: Take the Imperial Favor. Starting with you, each player may "
         "target and straighten one of his Personalities.", "'Starting with you, each player ...'"),
        ("Open: Bow your performing Courtier: In turn order, each other player chooses either to bow one of "
         "his unbowed Personalities or to dishonor one of his honorable Personalities.",
         "'In turn order, each other player ...'"),
    ],
)
def test_each_player_in_turn_order_is_refused_with_the_reason(text, words):
    assert refused(text).startswith(words) and "in turn order" in refused(text)


def test_an_older_events_turn_order_without_the_trigger_is_refused_with_the_reason():
    text = "Starting with you and proceeding in turn order, each player discards the top card of his deck."
    words = "'Starting with you and proceeding in turn order, each player ...'"
    assert words in refused(text, "Event", kind="trait")


@pytest.mark.parametrize(
    "text",
    [
        "after the next time this game another player gains Honor, you gain 2 Honor.",
        "before the next time this game an Event resolves, its effects do not happen. (Discard it.)",
        "until the next time this game a Port enters play, reduce the Gold production of Ports to 0.",
    ],
)
def test_an_events_next_time_this_game_is_refused_with_the_reason(text):
    reason = not_played(text)
    words = " ".join(text.split()[:6])
    assert reason.startswith(f"'{words} ...' in an Event") and "an action chose" in reason
