"""Naruto card text of compiler version 13, part N2: what the clauses compile to, the wordings close to them
that must not compile, and the engine playing what they compile to: "[⧗] At the end of the round, you may
return this card to your hand." (an optional triggered effect, naruto.desk.may-trigger) and "SCORE: Defeat
this character. If you do so, defeat another character in this mission." ("this mission" once the card has
left play, naruto.desk.last-mission); the wordings refused on purpose say why."""

import pytest

from rulings.engine import ScenarioError
from tests.rulings.engine.cardtext_kit import piece, refused
from tests.rulings.engine.naruto_kit import answers, card_of, character, run

NARUTO = {"game": "naruto", "card_type": "Character"}

# --- "[⧗] At the end of the round, you may return this card to your hand." ----------------------------------
AKAMARU = "MAIN: [⧗] At the end of the round, you may return this card to your hand."


def test_may_return_compiles_to_an_optional_round_end_trigger():
    assert piece(AKAMARU, kind="trait", **NARUTO) == {
        "traits": [
            {"id": "t1", "trigger": {"event": "round_ends"}, "targets": "$source", "return_to_hand": True,
             "optional": True}
        ]
    }
    for text in (
        "MAIN: At the end of the round, you may return this card to your hand.",  # (no [⧗]: cut as effect)
        "AMBUSH: [⧗] At the end of the round, you may return this card to your hand.",
        "MAIN: [⧗] At the end of the round, you may return a card to your hand.",
        "MAIN: [⧗] At the end of the turn, you may return this card to your hand.",
    ):
        assert refused(text, kind="trait", **NARUTO), text


def _akamaru(hidden: bool = False) -> dict:
    fields = card_of(("t1", "trait", AKAMARU))
    return {
        "aka": character("A", "mission:m", title="Akamaru", hidden=hidden, **fields),
        "other": character("B", "mission:m", title="Other"),
    }


@pytest.mark.parametrize(("used", "zone"), [(True, "hand"), (False, "mission:m")])
def test_its_controller_decides_whether_it_returns_as_the_round_ends(used, zone):
    end = {"end": "round", "decide": {"t1": used}}
    assert answers(_akamaru(), {"begin": "round"}, end, {"ask": {"zone": "aka"}}) == [zone]


def test_left_open_both_are_outcomes_and_the_trace_cites_the_desk_rule():
    result = run(_akamaru(), {"begin": "round"}, {"end": "round"}, {"ask": {"zone": "aka"}})
    text = str(result)
    assert "naruto.desk.may-trigger" in text
    assert "hand" in text and "mission:m" in text


def test_a_hidden_akamaru_has_no_active_effect_and_stays():
    end = {"end": "round", "decide": {"t1": True}}
    assert answers(_akamaru(hidden=True), {"begin": "round"}, end, {"ask": {"zone": "aka"}}) == ["mission:m"]


def test_a_must_return_still_happens_without_asking():
    must = "MAIN: [⧗] At the end of the round, you must return this character to your hand."
    fields = card_of(("t1", "trait", must))
    cards = {"rash": character("A", "mission:m", title="Rashomon", **fields)}
    assert answers(cards, {"begin": "round"}, {"end": "round"}, {"ask": {"zone": "rash"}}) == ["hand"]


# --- "SCORE: [↯] Defeat this character. If you do so, defeat another character in this mission." ------------
YASHAMARU = "SCORE: [↯] Defeat this character. If you do so, defeat another character in this mission."


def test_defeat_self_then_another_compiles_to_two_parts_the_second_in_its_last_mission():
    others = {"type": "character", "not_cards": ["$source"], "last_known_at": "$source"}
    assert piece(YASHAMARU, kind="ability", **NARUTO) == {
        "effects": [
            {"id": "a1", "section": "score", "targets": "$source", "defeat": True},
            {"id": "a1.2", "section": "score", "choose": 1, "affects": others, "defeat": True, "must": True,
             "if_able": True, "if_you_do": "a1"},
        ]
    }
    for text in (
        "SCORE: [↯] Defeat this character. If you do so, defeat another character in play.",
        "SCORE: [↯] Defeat this character. If you do so, defeat another enemy character in this mission.",
        "SCORE: [↯] Hide this character. If you do so, defeat another character in this mission.",
    ):
        assert refused(text, kind="ability", **NARUTO), text


def _yashamaru() -> dict:
    fields = card_of(("a1", "ability", YASHAMARU))
    return {
        "yasha": character("A", "mission:m", title="Yashamaru", **fields),
        "near": character("B", "mission:m", title="Near"),
        "mine": character("A", "mission:m", title="Mine"),
        "far": character("B", "mission:n", title="Far"),
    }


def _zones(*cards):
    return [{"ask": {"zone": c}} for c in cards]


def test_winning_the_mission_defeats_it_then_another_character_in_the_mission_it_was_in():
    score = {"score": {"mission": "mission:m", "by": "A", "use": {"a1": True}, "targets": {"a1.2": ["near"]}}}
    assert answers(_yashamaru(), score, *_zones("yasha", "near", "mine", "far")) == [
        "discard", "discard", "mission:m", "mission:n"
    ]


def test_either_players_character_there_may_be_the_other_one():
    score = {"score": {"mission": "mission:m", "by": "A", "use": {"a1": True}, "targets": {"a1.2": ["mine"]}}}
    found = answers(_yashamaru(), score, *_zones("yasha", "near", "mine"))
    assert found == ["discard", "mission:m", "discard"]


def test_a_character_in_another_mission_is_not_a_legal_choice():
    score = {"score": {"mission": "mission:m", "by": "A", "use": {"a1": True}, "targets": {"a1.2": ["far"]}}}
    with pytest.raises(ScenarioError, match="not a legal choice"):
        answers(_yashamaru(), score)


def test_declined_nothing_is_defeated():
    score = {"score": {"mission": "mission:m", "by": "A", "use": {"a1": False}}}
    assert answers(_yashamaru(), score, *_zones("yasha", "near", "mine")) == ["mission:m"] * 3


def test_alone_in_the_mission_it_is_still_defeated_and_the_rest_has_nothing_to_apply_to():
    cards = {k: v for k, v in _yashamaru().items() if k in ("yasha", "far")}
    score = {"score": {"mission": "mission:m", "by": "A", "use": {"a1": True}}}
    result = run(cards, score, *_zones("yasha", "far"))
    assert [a["answer"]["value"] for a in result["answers"]] == ["discard", "mission:n"]
    assert "naruto.desk.last-mission" in str(result) or "nothing it can be applied to" in str(result)


# --- refused on purpose, with their reasons -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "kind", "why"),
    [
        ("SCORE: [!] Defeat a hidden character in play.", "ability", "symbol"),
        ("MAIN: If there's a friendly character in this mission, draw a card.", "ability", "this card"),
        ("MAIN: At the end of the round, you must defeat this character if you have no cards in hand.",
         "ability", "without [⧗]"),
        ("MAIN: [⧗] At the end of the round, hide a character with Power equal or less than this character. "
         "Then, you must return this character to your hand.", "trait", "optional"),
        ("MAIN: CHAKRA +1 for both players.", "ability", "without [⧗]"),  # (with [⧗]: compiler 14)
        ("MAIN: [⧗] CHAKRA +X X is the number of missions where you have at least one friendly Sound Four "
         "character.", "trait", "missions"),
        ("MAIN: [⧗] If you lost this mission during the Mission Evaluation phase, move this character to "
         "another mission.", "trait", "Mission Evaluation"),
        ("MAIN: [⧗] After you move this character, hide an enemy character in this mission with less Power "
         "than this character.", "trait", "who moved"),
        ("MAIN: [⧗] The strongest enemy character in this mission loses all Power tokens and has its Power "
         "set to 0.", "trait", "sets"),
        ("AMBUSH: [↯] Move an enemy character played during the opponent's previous turn.", "ability",
         "turn"),
        ("UPGRADE: The opponent must choose characters to be defeated until they only have up to 2 assigned "
         "in this mission.", "ability", "count"),
    ],
)
def test_wordings_refused_on_purpose_say_why(text, kind, why):
    assert why in refused(text, kind=kind, **NARUTO)


def test_the_parts_of_one_score_effect_are_not_ordered_apart():
    score = {"score": {"mission": "mission:m", "by": "A", "use": {"a1": True}, "targets": {"a1.2": ["near"]}}}
    result = run(_yashamaru(), score, *_zones("near"))
    assert [a["answer"]["value"] for a in result["answers"]] == ["discard"]
    assert "order of the SCORE effects" not in str(result.get("choices", []))


def test_another_score_effect_may_still_come_before_or_after_it():
    cards = _yashamaru()
    cards["gain"] = character(
        "A", "mission:m", title="Gainer", effects=[{"id": "g1", "section": "score", "targets": "$controller",
                                                     "gain_chakra": 1}]
    )
    score = {"score": {"mission": "mission:m", "by": "A", "use": {"a1": True, "g1": True},
                       "targets": {"a1.2": ["near"]}}}
    result = run(cards, score, *_zones("near"))
    (choice,) = result["choices"]
    legal = [("a1", "a1.2", "g1"), ("a1", "g1", "a1.2"), ("g1", "a1", "a1.2")]
    assert sorted(map(tuple, choice["options"])) == legal


# --- "Look at a hidden enemy character in this mission. If it costs 3 or less, take control of that character
# and move it to your side." -----------------------------------------------------------------------------
OROCHIMARU = (
    "AMBUSH: [↯] Look at a hidden enemy character in this mission. If it costs 3 or less, take control of "
    "that character and move it to your side."
)


def test_look_then_take_compiles_to_a_look_and_a_take_of_that_card():
    hidden_here = {"type": "character", "controller": "$other", "hidden": True, "at": "$source"}
    that = {"type": "character", "looked_at_by": "a1", "stats": {"cost": {"at_most": 3}}}
    assert piece(OROCHIMARU, kind="ability", **NARUTO) == {
        "effects": [
            {"id": "a1", "section": "ambush", "choose": 1, "affects": hidden_here, "look_at": True},
            {"id": "a1.2", "section": "ambush", "affects": that, "take_control": True, "must": True,
             "if_able": True, "if_you_do": "a1"},
        ]
    }
    for text in (
        "AMBUSH: [↯] Look at a hidden enemy character in this mission. If it costs 3 or less, take control "
        "of it.",
        "AMBUSH: [↯] Look at a hidden enemy character in play. If it costs 3 or less, take control of that "
        "character and move it to your side.",
        "AMBUSH: [↯] Look at a hidden enemy character in this mission. If it costs 3 or more, take control "
        "of that character and move it to your side.",
    ):
        assert refused(text, kind="ability", **NARUTO), text


def _orochimaru() -> dict:
    fields = card_of(("a1", "ability", OROCHIMARU))
    return {
        "oro": character("A", "mission:m", title="Orochimaru", hidden=True, **fields),
        "cheap": character("B", "mission:m", title="Cheap", cost=3, hidden=True),
        "dear": character("B", "mission:m", title="Dear", cost=4, hidden=True),
        "away": character("B", "mission:n", title="Away", cost=1, hidden=True),
    }


def _reveal(target: str) -> dict:
    return {"reveal": {"card": "oro", "by": "A", "use": {"a1": True}, "targets": {"a1": [target]}}}


def test_the_card_looked_at_is_taken_when_it_costs_3_or_less_and_stays_hidden_there():
    asks = [{"ask": {"controller": "cheap"}}, {"ask": {"zone": "cheap"}}, {"ask": {"hidden": "cheap"}},
            {"ask": {"controller": "dear"}}]
    assert answers(_orochimaru(), _reveal("cheap"), *asks) == ["A", "mission:m", True, "B"]


def test_one_costing_more_is_looked_at_and_stays_the_opponents():
    asks = [{"ask": {"controller": "dear"}}, {"ask": {"controller": "cheap"}}]
    assert answers(_orochimaru(), _reveal("dear"), *asks) == ["B", "B"]


def test_one_in_another_mission_is_not_a_legal_choice_to_look_at():
    with pytest.raises(ScenarioError, match="not a legal choice"):
        answers(_orochimaru(), _reveal("away"))


# --- "Defeat a hidden character in this mission. If the defeated character had a printed Power of 3 or less,
# defeat a hidden character in play." ------------------------------------------------------------------------
TENTEN = (
    "AMBUSH: [↯] Defeat a hidden character in this mission. If the defeated character had a printed Power of "
    "3 or less, defeat a hidden character in play."
)


def test_defeat_then_if_it_had_compiles_to_a_second_part_under_a_condition_on_the_first():
    had = {"defeated_had": "a1", "printed": {"power": {"at_most": 3}}}
    assert piece(TENTEN, kind="ability", **NARUTO) == {
        "effects": [
            {"id": "a1", "section": "ambush", "choose": 1,
             "affects": {"type": "character", "hidden": True, "at": "$source"}, "defeat": True},
            {"id": "a1.2", "section": "ambush", "choose": 1, "affects": {"type": "character", "hidden": True},
             "defeat": True, "while": had, "must": True, "if_able": True, "if_you_do": "a1"},
        ]
    }
    for text in (
        "AMBUSH: [↯] Defeat a hidden character in this mission. If the defeated character had a printed "
        "Power of 3 or more, defeat a hidden character in play.",
        "AMBUSH: [↯] Defeat a hidden character in this mission. If the defeated character had a Power of 3 "
        "or less, defeat a hidden character in play.",
    ):
        assert refused(text, kind="ability", **NARUTO), text


def _tenten() -> dict:
    fields = card_of(("a1", "ability", TENTEN))
    return {
        "ten": character("A", "mission:m", title="Tenten", hidden=True, **fields),
        "weak": character("B", "mission:m", title="Weak", power=3, hidden=True),
        "strong": character("B", "mission:m", title="Strong", power=4, hidden=True, tokens={"power": 0}),
        "far": character("B", "mission:n", title="Far", power=5, hidden=True),
    }


def _reveal_tenten(first: str, second: str | None = None) -> dict:
    targets = {"a1": [first], **({"a1.2": [second]} if second else {})}
    return {"reveal": {"card": "ten", "by": "A", "use": {"a1": True}, "targets": targets}}


def test_a_printed_power_3_defeated_lets_a_hidden_character_anywhere_be_defeated():
    zones = _zones("weak", "far", "strong")
    assert answers(_tenten(), _reveal_tenten("weak", "far"), *zones) == ["discard", "discard", "mission:m"]


def test_a_printed_power_4_defeated_does_not():
    result = run(_tenten(), _reveal_tenten("strong", "far"), *_zones("strong", "far"))
    assert [a["answer"]["value"] for a in result["answers"]] == ["discard", "mission:n"]
    assert "condition is not met" in str(result)


# --- "AMBUSH: [↯] Draw a card. Then, discard a card to POWERUP 3." ------------------------------------------
ASUMA = "AMBUSH: [↯] Draw a card. Then, discard a card to POWERUP 3."


def test_draw_then_discard_to_compiles_to_three_parts_each_after_the_one_before():
    assert piece(ASUMA, kind="ability", **NARUTO) == {
        "effects": [
            {"id": "a1", "section": "ambush", "targets": "$controller", "draw": 1},
            {"id": "a1.2", "section": "ambush", "choose": 1,
             "affects": {"zone": "hand", "owner": "$controller"}, "discard_from_hand": True, "must": True,
             "if_able": True, "if_you_do": "a1"},
            {"id": "a1.3", "section": "ambush", "targets": "$source", "powerup": 3, "must": True,
             "if_able": True, "if_you_do": "a1.2"},
        ]
    }
    for text in (
        "AMBUSH: [↯] Gain 1 Chakra. Then, discard a card to POWERUP 3.",
        "AMBUSH: [↯] Draw a card. Then, discard two cards to POWERUP 3.",
        "AMBUSH: [↯] Draw a card. Discard a card to POWERUP 3.",
    ):
        assert refused(text, kind="ability", **NARUTO), text


def _asuma(deck: bool = True) -> dict:
    fields = card_of(("a1", "ability", ASUMA))
    cards = {
        "asuma": character("A", "mission:m", title="Asuma Sarutobi", hidden=True, **fields),
        "held": character("A", "hand", title="Held"),
    }
    if deck:
        cards["top"] = character("A", "deck", title="Top")
    return cards


def _reveal_asuma(**decided) -> dict:
    return {"reveal": {"card": "asuma", "by": "A", **decided}}


def _asuma_asks():
    tokens = {"ask": {"tokens": "asuma", "kind": "power"}}
    return [{"ask": {"zone": "top"}}, {"ask": {"zone": "held"}}, tokens]


def test_applied_it_draws_then_a_discard_puts_3_power_tokens():
    reveal = _reveal_asuma(use={"a1": True}, targets={"a1.2": ["held"]})
    assert answers(_asuma(), reveal, *_asuma_asks()) == ["hand", "discard", 3]


def test_the_card_just_drawn_may_be_the_one_discarded():
    reveal = _reveal_asuma(use={"a1": True}, targets={"a1.2": ["top"]})
    assert answers(_asuma(), reveal, *_asuma_asks()) == ["discard", "hand", 3]


def test_declined_nothing_of_it_happens():
    reveal = _reveal_asuma(use={"a1": False})
    assert answers(_asuma(), reveal, *_asuma_asks()) == ["deck", "hand", 0]


def test_with_an_empty_deck_the_answer_says_the_desk_holds_no_rule_for_it():
    reveal = _reveal_asuma(use={"a1": True})
    result = run(_asuma(deck=False), reveal, {"ask": {"zone": "held"}})
    assert [a["answer"]["value"] for a in result["answers"]] == ["hand"]
    assert "not in the rules the Desk holds" in str(result)


# --- "UPGRADE: Choose a mission and defeat all hidden enemy characters assigned to it." --------------------
ONE_TAIL = "UPGRADE: Choose a mission and defeat all hidden enemy characters assigned to it."


def test_choose_a_mission_compiles_to_the_players_pick_then_all_such_characters_there():
    hidden_enemies = {"type": "character", "hidden": True, "controller": "$other"}
    assert piece(ONE_TAIL, kind="ability", **NARUTO) == {
        "effects": [
            {"id": "a1", "section": "upgrade", "targets": "$controller",
             "defeat_in_chosen_mission": hidden_enemies}
        ]
    }
    for text in (
        "UPGRADE: Choose a mission and defeat all hidden enemy characters in it.",
        "UPGRADE: Choose two missions and defeat all hidden enemy characters assigned to them.",
        "UPGRADE: Choose a mission and defeat a hidden enemy character assigned to it.",
    ):
        assert refused(text, kind="ability", **NARUTO), text


def _one_tail() -> dict:
    fields = card_of(("a1", "ability", ONE_TAIL))
    return {
        "base": character("A", "mission:m", title="One-Tail", power=5, cost=5),
        "tail": character("A", "hand", title="One-Tail", power=7, cost=7, **fields),
        "h1": character("B", "mission:n", title="H1", hidden=True),
        "h2": character("B", "mission:n", title="H2", hidden=True),
        "face": character("B", "mission:n", title="Face"),
        "mine": character("A", "mission:n", title="Mine", hidden=True),
        "other": character("B", "mission:m", title="Other", hidden=True),
    }


def test_the_hidden_enemy_characters_of_the_mission_chosen_are_defeated():
    play = {"play": {"card": "tail", "by": "A", "upgrade": "base", "use": {"a1": True},
                     "destinations": {"a1": "mission:n"}, "discard_order": ["h1", "h2"]}}
    found = answers(_one_tail(), play, *_zones("h1", "h2", "face", "mine", "other"))
    assert found == ["discard", "discard", "mission:n", "mission:n", "mission:m"]


def test_left_open_each_mission_is_an_outcome():
    play = {"play": {"card": "tail", "by": "A", "upgrade": "base", "use": {"a1": True},
                     "discard_order": ["h1", "h2"]}}
    result = run(_one_tail(), play, *_zones("other"))
    (answer,) = result["answers"]
    values = sorted(o["answer"]["value"] for o in answer["answer"]["outcomes"])
    assert values == ["discard", "mission:m"]


def test_played_face_up_not_as_an_upgrade_it_does_nothing():
    cards = _one_tail()
    del cards["base"]
    play = {"play": {"card": "tail", "by": "A", "to": "mission:m"}}
    assert answers(cards, play, *_zones("h1", "other")) == ["mission:n", "mission:m"]


# --- "UPGRADE: Hide any number of non-hidden characters in play with total Power of 6 or less." ------------
NINE_TAILS = "UPGRADE: Hide any number of non-hidden characters in play with total Power of 6 or less."


def test_hide_any_number_compiles_to_the_players_picks_bounded_by_their_total_power():
    assert piece(NINE_TAILS, kind="ability", **NARUTO) == {
        "effects": [
            {"id": "a1", "section": "upgrade", "targets": "$controller",
             "hide_total_power": {"affects": {"type": "character", "hidden": False}, "at_most": 6}}
        ]
    }
    for text in (
        "UPGRADE: Hide any number of non-hidden characters in play with total Power of 6 or more.",
        "UPGRADE: Hide any number of non-hidden characters in this mission with total Power of 6 or less.",
        "UPGRADE: Hide any number of non-hidden characters in play with total cost of 6 or less.",
    ):
        assert refused(text, kind="ability", **NARUTO), text


def _nine_tails() -> dict:
    fields = card_of(("a1", "ability", NINE_TAILS))
    return {
        "base": character("A", "mission:m", title="Nine-Tailed Fox", power=8, cost=8),
        "fox": character("A", "hand", title="Nine-Tailed Fox", power=9, cost=9, **fields),
        "e4": character("B", "mission:m", title="E4", power=4),
        "e2": character("B", "mission:n", title="E2", power=2),
        "e3": character("B", "mission:n", title="E3", power=3),
        "hid": character("B", "mission:n", title="Hid", power=1, hidden=True),
        "mine": character("A", "mission:n", title="Mine", power=1),
    }


def _fox_play(*targets: str) -> dict:
    return {"play": {"card": "fox", "by": "A", "upgrade": "base", "use": {"a1": True},
                     "targets": {"a1": list(targets)}}}


def _hidden(*cards):
    return [{"ask": {"hidden": c}} for c in cards]


def test_characters_adding_up_to_6_or_less_are_hidden_at_once_either_players():
    found = answers(_nine_tails(), _fox_play("e4", "e2"), *_hidden("e4", "e2", "e3", "mine"))
    assert found == [True, True, False, False]
    found = answers(_nine_tails(), _fox_play("e2", "e3", "mine"), *_hidden("e4", "e2", "e3", "mine"))
    assert found == [False, True, True, True]


@pytest.mark.parametrize("targets", [("e4", "e3"), ("hid",), ("e2", "hid")])
def test_a_total_above_6_or_a_hidden_character_is_not_a_legal_choice(targets):
    with pytest.raises(ScenarioError, match="not a legal choice"):
        answers(_nine_tails(), _fox_play(*targets))


# --- "MAIN: Move X friendly character(s). X is the number of missions where you have at least one friendly
# Sound Four character." -------------------------------------------------------------------------------------
KIDOMARU_X = (
    "MAIN: Move X friendly character(s). X is the number of missions where you have at least one friendly "
    "Sound Four character."
)


def test_move_x_compiles_to_the_players_picks_counted_in_missions():
    counted = {"type": "character", "controller": "$controller", "keywords": ["Sound Four"]}
    movers = {"type": "character", "controller": "$controller"}
    assert piece(KIDOMARU_X, kind="ability", **NARUTO) == {
        "effects": [{"id": "a1", "targets": "$controller", "move_count": {"affects": movers,
                                                                          "missions_with": counted}}]
    }
    for text in (
        "MAIN: Move X enemy character(s). X is the number of missions where you have at least one friendly "
        "Sound Four character.",
        "MAIN: Move X friendly character(s). X is the number of missions where you have at least one "
        "friendly Hokage Candidate character.",
    ):
        assert refused(text, kind="ability", **NARUTO), text


def _kidomaru() -> dict:
    fields = card_of(("a1", "ability", KIDOMARU_X))
    four = {"keywords": ["Sound Four"]}
    return {
        "kid": character("A", "hand", title="Kidomaru", **four, **fields),
        "sakon": character("A", "mission:n", title="Sakon", **four),
        "f1": character("A", "mission:m", title="F1"),
        "enemy": character("B", "mission:o", title="Enemy"),
    }


def _kid_play(targets: list[str], **more) -> dict:
    return {"play": {"card": "kid", "by": "A", "to": "mission:m", "use": {"a1": True},
                     "targets": {"a1": targets}, **more}}


def test_x_is_2_two_friendly_characters_move_each_where_the_player_says():
    play = _kid_play(["f1", "sakon"], destinations={"f1": "mission:o", "sakon": "mission:o"})
    assert answers(_kidomaru(), play, *_zones("f1", "sakon", "kid", "enemy")) == [
        "mission:o", "mission:o", "mission:m", "mission:o"
    ]


@pytest.mark.parametrize("targets", [["f1"], ["f1", "sakon", "kid"], ["f1", "enemy"]])
def test_fewer_or_more_than_x_or_an_enemy_is_not_a_legal_choice(targets):
    with pytest.raises(ScenarioError, match="not a legal choice"):
        answers(_kidomaru(), _kid_play(targets, destinations={"a1": "mission:o"}))


def test_with_x_above_what_can_move_all_of_them_move():
    cards = _kidomaru()
    del cards["f1"]
    cards["sakon"]["zone"] = "mission:o"
    cards["tayuya"] = character("A", "mission:n", title="Tayuya", keywords=["Sound Four"])
    # X = 3 (m, n, o); Kidomaru, Sakon and Tayuya are the three friendly characters: all move
    play = _kid_play(["kid", "sakon", "tayuya"], destinations={"kid": "mission:n", "sakon": "mission:m",
                                                                 "tayuya": "mission:o"})
    assert answers(cards, play, *_zones("kid", "sakon", "tayuya")) == ["mission:n", "mission:m", "mission:o"]
