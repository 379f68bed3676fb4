"""L5R compiler 19, part L (family event_reveals): Gold Cost changes on a kind of card "in and out of
play". A card's trait, "Spells you own in and out of play have -2 Gold Cost." (Morikage Toshi), "Non-Goblin
Personalities you own in and out of play have +2 Gold Cost." (Omoni Sensei), "All Jade cards in and out of
play have +2 Gold Cost." (Hitaka), and an Event's lasting effect after its reveal trigger, "until the game
ends, <kind> in and out of play have +2 Gold Cost." -> `affects: {<kind>, everywhere: true}, stat:
gold_cost`. What each compiles to, the engine playing it (the Gold Cost of cards in hands, decks and
Provinces, what bringing one into play costs, the end with the card or the duration), and near wordings that
stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

REVEALED = (
    "After you reveal cards in your Provinces at the start of your turn, "
    "if this Event is face-up in one of them, "
)
TRIGGER = {"event": "provinces_revealed", "player": "$controller", "card": "$source"}
MORIKAGE = "Spells you own in and out of play have -2 Gold Cost."
OMONI = "Non-Goblin Personalities you own in and out of play have +2 Gold Cost."
HITAKA = "All Jade cards in and out of play have +2 Gold Cost."
IN_OUT = "in and out of play have"


def _trait(text: str, card_type: str, title: str = "") -> dict:
    (trait,) = piece(text, card_type, title, kind="trait")["traits"]
    return trait


def _event_trait(body: str) -> dict:
    (trait,) = piece(REVEALED + body, "Event", kind="trait")["traits"]
    return trait


# --- what the wordings compile to -------------------------------------------------------------------------
def test_a_cards_trait_on_the_kinds_it_owns_everywhere():
    owned = {"owner": "$controller", "everywhere": True}
    assert _trait(MORIKAGE, "Stronghold") == {
        "id": "t1", "affects": {"type": "spell", **owned}, "stat": "gold_cost", "change": -2}  # fmt: skip
    omoni = _trait(OMONI, "Sensei")
    assert omoni["affects"] == {"type": "personality", "not_keywords": ["Goblin"], **owned}
    assert omoni["change"] == 2
    nonhuman = _trait(f"Nonhuman Personalities you own {IN_OUT} +2 Gold Cost.", "Sensei")
    assert nonhuman["affects"] == {"type": "personality", "keywords": ["Nonhuman"], **owned}


def test_all_cards_of_a_keyword_of_every_player():
    assert _trait(HITAKA, "Personality") == {
        "id": "t1", "affects": {"keywords": ["Jade"], "everywhere": True}, "stat": "gold_cost",
        "change": 2}  # fmt: skip


def test_an_events_lasting_change_after_its_reveal():
    assert _event_trait(f"until the game ends, Samurai Personalities {IN_OUT} +2 Gold Cost.") == {
        "id": "t1", "trigger": TRIGGER, "affects": {"type": "personality", "keywords": ["Samurai"],
        "everywhere": True}, "stat": "gold_cost", "change": 2, "duration": "end_of_game"}  # fmt: skip
    next_turn = _event_trait(f"until your next turn begins, all Cavalry Followers {IN_OUT} -1 Gold Cost.")
    assert (next_turn["duration"], next_turn["change"]) == ("until_your_turn", -1)
    later = _event_trait(f"until your second turn from now begins, Spells {IN_OUT} +1 Gold Cost.")
    assert later["duration"] == "until_your_second_turn"
    assert later["affects"] == {"type": "spell", "everywhere": True}


@pytest.mark.parametrize(
    ("text", "card_type", "says"),
    [
        (f"Your Imperial cards {IN_OUT} -2 Gold Cost.", "Stronghold", "'you own'"),  # owner or controller?
        (f"Spells you own {IN_OUT} -2 Gold Cost, to a minimum of 1.", "Stronghold", "no family"),
        (f"Personalities you own {IN_OUT} +1 Gold Cost unless they are Shugenja.", "Sensei", "no family"),
        (f"Spells you own {IN_OUT} -2 Gold Cost.", "Strategy", "not in play"),
        (f"Spells you own {IN_OUT} -2 Gold Cost.", "Event", "not in play"),
        (f"Other Personalities you own {IN_OUT} +2 Gold Cost.", "Sensei", "'other'"),
        (f"Unaligned Nonhuman Dragons you own {IN_OUT} -3 Gold Cost.", "Stronghold", "plural"),
    ],
)
def test_near_wordings_of_a_trait_stay_refused(text, card_type, says):
    assert says in refused(text, card_type, kind="trait")


@pytest.mark.parametrize(
    ("body", "says"),
    [
        (f"until the game ends, Personalities {IN_OUT} +2 Gold Cost during Dynasty Phases.", "no family"),
        (f"until the game ends, Fortifications {IN_OUT} -4 Gold Cost.", "plural"),
        (f"until the game ends, Experienced Personalities {IN_OUT} +2 Gold Cost.", "Experienced"),
        (f"until the game ends, all Cavalry Personalities {IN_OUT} +2 Gold Cost, and all Cavalry Followers "
         f"{IN_OUT} +1 Gold Cost.", "no family"),
        (f"until the end of the turn, Spells {IN_OUT} +2 Gold Cost.", "no family"),
    ],
)
def test_near_wordings_of_an_event_stay_refused(body, says):
    assert says in refused(REVEALED + body, "Event", kind="trait")


# --- what the engine plays --------------------------------------------------------------------------------
def _spell(owner: str, zone: str) -> dict:
    return {"type": "spell", "owner": owner, "zone": zone, "stats": {"gold_cost": 3, "focus_value": 1}}


def _values(cards: dict, steps: list, first: str = "me") -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": first}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def _cost(card: str) -> dict:
    return {"ask": {"stat": "gold_cost", "card": card}}


def test_the_owned_spells_cost_less_in_every_area_while_the_card_is_in_play():
    """Morikage Toshi's -2 reaches its owner's Spells in hand and Fate deck (and what bringing one into play
    costs), not the other player's; once the card leaves play it reaches nothing."""
    source = {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_cost": 2},
              "traits": [_trait(MORIKAGE, "Holding")]}  # fmt: skip
    cards = {"src": source, "hand": _spell("me", "hand"), "deck": _spell("me", "deck:fate"),
             "theirs": _spell("opp", "hand")}  # fmt: skip
    steps = [_cost("hand"), _cost("deck"), _cost("theirs"), {"ask": {"gold_to_pay": "hand", "player": "me"}},
             {"destroy": "src"}, _cost("hand"), _cost("deck")]  # fmt: skip
    assert _values(cards, steps) == [1, 1, 3, 1, 3, 3]


def test_without_the_trait_nothing_changes():
    cards = {"hand": _spell("me", "hand")}
    assert _values(cards, [_cost("hand")]) == [3]


def test_an_events_change_reaches_cards_out_of_play_until_the_next_turn_begins():
    body = f"until your next turn begins, Samurai Personalities {IN_OUT} +2 Gold Cost."
    event = {"type": "event", "owner": "me", "zone": "province:1", "face": "down",
             "traits": [_event_trait(body)]}  # fmt: skip
    sam = {"type": "personality", "owner": "opp", "zone": "province:opp:1", "keywords": ["Samurai"],
           "stats": {"force": 2, "chi": 2, "gold_cost": 5}}  # fmt: skip
    monk = {**sam, "keywords": ["Monk"]}
    cards = {"omen": event, "sam": sam, "monk": monk}
    steps = [_cost("sam"), {"reveal_provinces": "me"}, _cost("sam"), _cost("monk"),
             {"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}}, _cost("sam"),
             {"end": "turn"}, {"begin": {"name": "turn", "player": "me"}}, _cost("sam")]  # fmt: skip
    assert _values(cards, steps) == [5, 7, 5, 7, 5]


# --- an Event's "you may destroy a ..." and "(you may) target and bow a ..." ------------------------------
def test_an_events_you_may_verb_a_kind_is_its_controllers_choice_and_optional():
    dishonorable = {"in_play": True, "dishonorable": True, "type": "personality"}
    assert _event_trait("you may destroy a dishonorable Personality.") == {
        "id": "t1", "trigger": TRIGGER, "optional": True, "choose": dishonorable,
        "destroy": True}  # fmt: skip
    assert _event_trait("you may destroy a dishonorable Personality.") == _event_trait(
        "you may choose and destroy a dishonorable Personality."
    )


def test_an_events_target_and_verb_targets_the_card_it_chooses():
    silence = _event_trait("target and bow a Monk or Shugenja Personality.")
    monk_or_shugenja = {"in_play": True, "any_keywords": ["Monk", "Shugenja"], "type": "personality"}
    assert silence == {"id": "t1", "trigger": TRIGGER, "bow": True, "targeting": True,
                       "choose": monk_or_shugenja}  # fmt: skip
    poison = _event_trait("you may target and destroy a Personality with one or more Poison tokens.")
    assert poison["optional"] is True and poison["targeting"] is True and poison["destroy"] is True
    assert poison["choose"] == {"in_play": True, "type": "personality", "has_tokens": "Poison"}


def test_the_same_words_in_an_action_read_as_before():
    from tests.rulings.engine.cardtext_kit import ability

    (effect,) = ability("Open: You may destroy a dishonorable Personality.")["effects"]
    assert effect == {"choose": {"in_play": True, "dishonorable": True, "type": "personality"},
                      "destroy": True, "optional": True}  # fmt: skip


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ("destroy a dishonorable Personality.", "no family"),  # who chooses is not said by "you"
        ("you may destroy a dishonorable Personality and gain 2 Honor.", "no family"),
        ("you may target and destroy a Personality, and gain 2 Honor.", "no family"),
        ("you may destroy another Personality.", "'another'"),
        ("you may destroy one of your Personalities.", "no family"),
    ],
)
def test_near_wordings_of_an_events_choice_stay_refused(body, says):
    assert says in refused(REVEALED + body, "Event", kind="trait")


def _events_choice(body: str, decide) -> list:
    event = {"type": "event", "owner": "me", "zone": "province:1", "face": "down",
             "traits": [_event_trait(body)]}  # fmt: skip
    plain = {"type": "personality", "owner": "opp", "zone": "home:opp", "stats": {"force": 2, "chi": 2}}
    cards = {"omen": event, "a": {**plain, "keywords": ["Monk"]}, "b": {**plain, "keywords": ["Shugenja"]},
             "c": {**plain, "keywords": ["Samurai"], "dishonored": True}}  # fmt: skip
    reveal = {"reveal_provinces": "me", **({"decide": {"t1": decide}} if decide is not None else {})}
    asks = [{"ask": {"flag": "bowed", "card": "b"}}, {"ask": {"zone": "c"}}, {"ask": {"zone": "omen"}}]
    return _values(cards, [reveal, *asks])


def test_the_event_destroys_the_dishonorable_personality_its_controller_chooses_or_none():
    body = "you may destroy a dishonorable Personality."
    assert _events_choice(body, "c") == [False, "discard", "discard"]
    assert _events_choice(body, False) == [False, "home:opp", "discard"]


def test_the_event_bows_the_shugenja_it_targets():
    silence = "target and bow a Monk or Shugenja Personality."
    assert _events_choice(silence, "b") == [True, "home:opp", "discard"]
