"""Naruto card text of compiler version 14 (Naruto part): what the clauses compile to, the wordings close to
them that must not compile, and the engine playing what they compile to: "[⧗] CHAKRA +1 for both players."
(`$opponent` in a continuous effect's targets, games/naruto/opponent_in_traits.py)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_card
from tests.rulings.engine.cardtext_kit import piece, refused
from tests.rulings.engine.naruto_kit import answers, character

NARUTO = {"game": "naruto", "card_type": "Character"}
MISSION = {"game": "naruto", "card_type": "Mission"}

# --- "[⧗] CHAKRA +1 for both players." ----------------------------------------------------------------------
CHAKRA_TRAINING = "MAIN: [⧗] CHAKRA +1 for both players."


def test_chakra_for_both_players_compiles_to_a_static_trait_on_both():
    assert piece(CHAKRA_TRAINING, kind="trait", **MISSION) == {
        "traits": [{"id": "t1", "targets": ["$controller", "$opponent"], "stat": "chakra_bonus", "change": 1}]
    }
    two = piece("MAIN: [⧗] CHAKRA + 2 for both players", kind="trait", **NARUTO)["traits"][0]
    assert two["change"] == 2 and two["targets"] == ["$controller", "$opponent"]


@pytest.mark.parametrize(
    "text",
    [
        "AMBUSH: [⧗] CHAKRA +1 for both players.",  # a continuous line outside MAIN
        "MAIN: CHAKRA +1 for both players.",  # no [⧗]: cut as an instant effect
        "MAIN: [⧗] CHAKRA +1 for both players if you have the Edge.",
        "MAIN: [⧗] CHAKRA +1 for the opponent.",
        "MAIN: [⧗] CHAKRA +1 for each player.",
        "MAIN: [⧗] CHAKRA +X for both players.",
    ],
)
def test_near_misses_stay_refused(text):
    assert refused(text, kind="trait", **MISSION)


def test_without_continuous_the_reason_says_so():
    reason = refused("MAIN: CHAKRA +1 for both players.", kind="ability", clause_id="a1", **MISSION)
    assert "[⧗]" in reason


def _mission(zone: str = "mission:m", owner: str = "A") -> dict:
    fields = compile_card("naruto", "Mission", [("t1", "trait", CHAKRA_TRAINING)]).fields
    return {"type": "mission", "owner": owner, "zone": zone, "stats": {"points": 1}, **fields}


def _bonus(cards: dict, *steps: dict) -> list[int]:
    asks = [{"ask": {"stat": "chakra_bonus", "player": p}} for p in ("A", "B")]
    return answers(cards, *steps, *asks)


@pytest.mark.parametrize("owner", ["A", "B"])
def test_both_players_have_the_bonus_while_the_mission_is_in_play(owner):
    assert _bonus({"ct": _mission(owner=owner)}) == [1, 1]


def test_out_of_play_no_one_has_it():
    assert _bonus({"ct": _mission(zone="deck")}) == [0, 0]


def test_it_adds_to_a_players_own_chakra_bonus():
    fields = compile_card("naruto", "Character", [("t2", "trait", "MAIN: [⧗] CHAKRA +1.")]).fields
    cards = {"ct": _mission(), "guy": character("B", "mission:m", title="Guy", **fields)}
    assert _bonus(cards) == [1, 2]


def test_the_opponent_is_filled_in_traits_only_for_two_players():
    data = {
        "game": "naruto",
        "players": ["A", "B", "C"],
        "cards": {"ct": _mission()},
        "steps": [{"ask": {"stat": "chakra_bonus", "player": p}} for p in ("A", "B", "C")],
    }
    result = evaluate(parse_scenario(data)).to_dict()
    # with three players there is no "other player of the two": only the controller has the bonus
    assert [a["answer"]["value"] for a in result["answers"]] == [1, 0, 0]


def test_opponent_is_still_refused_where_nothing_fills_it():
    data = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {"x": character("A", "mission:m", title="X")},
        "steps": [{"apply": {"id": "e", "targets": "$opponent", "stat": "chakra_bonus", "change": 1}}],
    }
    with pytest.raises(ScenarioError, match=r"'\$opponent' .* names nothing here"):
        parse_scenario(data)


# --- "Discard .... POWERUP X where X is the cost of the discarded card." ----------------------------------
COST_X = "POWERUP X where X is the cost of the discarded card"
CHOJI = f"MAIN: Discard a card from your hand. {COST_X} in this way."
HAKU = f"MAIN: Discard the top card of your opponent's deck. {COST_X}."
LEE = f"UPGRADE: Discard the top card of your deck: {COST_X}."
REPEAT = "UPGRADE: Repeat the MAIN effect."
HAKU_INSTEAD = "UPGRADE: MAIN effect: Instead, discard the top card from your deck."
LEE_MOVES = "MAIN: [⧗] At the end of the round, you must move this character to another mission, if able."
REST = {"must": True, "if_able": True, "if_you_do": "a1"}
POWERUP_X = {"id": "a1.2", "targets": "$source", "powerup_discarded_cost": "a1", **REST}


def test_discard_then_powerup_the_cost_compiles_to_one_effect_in_two_parts():
    from_hand = {"choose": 1, "affects": {"zone": "hand", "owner": "$controller"}, "discard_from_hand": True}
    assert piece(CHOJI, **NARUTO) == {"effects": [{"id": "a1", **from_hand}, POWERUP_X]}
    theirs = {"id": "a1", "targets": "$opponent", "discard_deck_top": True}
    assert piece(HAKU, **NARUTO) == {"effects": [theirs, POWERUP_X]}
    mine = {"id": "a1", "section": "upgrade", "targets": "$controller", "discard_deck_top": True}
    assert piece(LEE, **NARUTO) == {"effects": [mine, {**POWERUP_X, "section": "upgrade"}]}


@pytest.mark.parametrize(
    "text",
    [
        "MAIN: Discard a card from your hand. POWERUP X where X is the Power of the discarded card.",
        "MAIN: Discard 2 cards from your hand. POWERUP X where X is the cost of the discarded card.",
        "MAIN: Discard a card from your hand. POWERUP X another character where X is the cost of the card.",
        "MAIN: Discard the top card of an upgraded enemy character in play.",
        "MAIN: Discard the top card of your deck. POWERUP 2.",
        "MAIN: Discard the top card of your deck. Draw X cards where X is the cost of the discarded card.",
    ],
)
def test_discard_near_misses_stay_refused(text):
    assert refused(text, **NARUTO)


def _card(*clauses: tuple[str, str, str], **more) -> dict:
    return character("A", "hand", title=more.pop("title", "Choji"), cost=more.pop("cost", 5),
                     **compile_card("naruto", "Character", list(clauses)).fields, **more)  # fmt: skip


@pytest.mark.parametrize(("hand", "tokens"), [({"junk": 4}, {"power": 4}), ({"zero": 0}, {}), ({}, {})])
def test_choji_powers_up_by_the_printed_cost_of_the_card_he_discards(hand, tokens):
    cards = {"choji": _card(("a1", "ability", CHOJI))}
    cards |= {name: character("A", "hand", title=name, cost=cost) for name, cost in hand.items()}
    play = {"card": "choji", "by": "A", "to": "mission:m", "targets": {"a1": list(hand)} if hand else {}}
    assert answers(cards, {"play": play}, {"ask": {"tokens": "choji"}}) == [tokens]


def test_x_is_the_printed_cost_and_the_trace_cites_the_desk_rule():
    cards = {"choji": _card(("a1", "ability", CHOJI)), "junk": character("A", "hand", title="Junk", cost=3)}
    play = {"card": "choji", "by": "A", "to": "mission:m", "targets": {"a1": ["junk"]}}
    result = run_full(cards, {"play": play}, {"ask": {"tokens": "choji"}})
    assert result["answers"][0]["answer"]["value"] == {"power": 3}
    assert "naruto.desk.discarded-cost" in str(result["trace"])


def run_full(cards: dict, *steps: dict) -> dict:
    data = {"game": "naruto", "players": ["A", "B"], "cards": cards, "steps": list(steps)}
    return evaluate(parse_scenario(data)).to_dict()


@pytest.mark.parametrize(("deck", "tokens", "zone"), [(True, {"power": 3}, "discard"), (False, {}, None)])
def test_haku_discards_the_opponents_top_card_and_powers_up_by_its_cost(deck, tokens, zone):
    cards = {"haku": _card(("a1", "ability", HAKU), title="Haku")}
    if deck:
        cards |= {
            "top": character("B", "deck", title="Top", cost=3),
            "next": character("B", "deck", title="Next", cost=5),
        }
    steps = [{"play": {"card": "haku", "by": "A", "to": "mission:m", "use": {"a1": True}}}]
    zones = [{"ask": {"zone": "top"}}, {"ask": {"zone": "next"}}] if deck else []
    asks = [{"ask": {"tokens": "haku"}}, *zones]
    got = answers(cards, *steps, *asks)
    assert got[0] == tokens
    if deck:
        assert got[1:] == [zone, "deck"]


def test_repeat_the_main_effect_compiles_to_a_copy_of_every_part():
    fields = compile_card("naruto", "Character", [("a1", "ability", CHOJI), ("a2", "ability", REPEAT)]).fields
    first, _, copy, copy2 = fields["effects"]
    assert copy == {"id": "a2", "section": "upgrade", **{k: v for k, v in first.items() if k != "id"}}
    assert copy2 == {
        "id": "a2.2",
        "section": "upgrade",
        "targets": "$source",
        "powerup_discarded_cost": "a2",
        "must": True,
        "if_able": True,
        "if_you_do": "a2",
    }


@pytest.mark.parametrize(
    "clauses",
    [
        [("a1", "ability", "AMBUSH: Repeat the MAIN effect.")],
        [("a1", "ability", "MAIN: Repeat the MAIN effect.")],
        [("a1", "ability", REPEAT)],  # no MAIN effect
        [
            ("a1", "ability", "MAIN: Draw a card."),
            ("a2", "ability", "MAIN: POWERUP 1."),
            ("a3", "ability", REPEAT),
        ],
        [("t1", "trait", "MAIN: [⧗] CHAKRA +1."), ("a1", "ability", REPEAT)],  # a continuous MAIN effect
    ],
)
def test_repeat_without_one_main_effect_is_refused(clauses):
    compiled = compile_card("naruto", "Character", clauses)
    assert not compiled.full
    assert any("MAIN" in r.get("reason", "") for r in compiled.clause_map().values())


@pytest.mark.parametrize(("upgrade", "tokens"), [(True, {"power": 5}), (False, {"power": 4})])
def test_choji_upgraded_applies_the_main_effect_again(upgrade, tokens):
    cards = {
        "choji": _card(("a1", "ability", CHOJI), ("a2", "ability", REPEAT)),
        "old": character("A", "mission:m", title="Choji", cost=2),
        "j1": character("A", "hand", title="J1", cost=4),
        "j2": character("A", "hand", title="J2", cost=1),
    }
    where = {"upgrade": "old"} if upgrade else {"to": "mission:n"}
    targets = {"a1": ["j1"], "a2": ["j2"]} if upgrade else {"a1": ["j1"]}
    play = {"card": "choji", "by": "A", **where, "targets": targets}
    assert answers(cards, {"play": play}, {"ask": {"tokens": "choji"}}, {"ask": {"zone": "j2"}}) == [
        tokens,
        "discard" if upgrade else "hand",
    ]


def test_haku_instead_compiles_to_the_main_effect_with_its_first_part_changed():
    clauses = [("a1", "ability", HAKU), ("a2", "ability", HAKU_INSTEAD)]
    fields = compile_card("naruto", "Character", clauses).fields
    mine = {"targets": "$controller", "discard_deck_top": True, "replaces": "a1"}
    assert fields["effects"][2:] == [
        {"id": "a2", "section": "upgrade", **mine},
        {
            "id": "a2.2",
            "section": "upgrade",
            "targets": "$source",
            "powerup_discarded_cost": "a2",
            "must": True,
            "if_able": True,
            "if_you_do": "a2",
            "replaces": "a1.2",
        },
    ]


@pytest.mark.parametrize(
    "main",
    [
        "MAIN: Draw a card.",
        f"MAIN: Discard the top card of your deck. {COST_X}.",  # the same deck
        CHOJI,
    ],
)
def test_haku_instead_without_a_main_effect_discarding_another_deck_is_refused(main):
    compiled = compile_card("naruto", "Character", [("a1", "ability", main), ("a2", "ability", HAKU_INSTEAD)])
    assert not compiled.clause_map()["a2"]["played"]


@pytest.mark.parametrize(("upgrade", "tokens", "mine", "theirs"), [(True, 5, "discard", "deck"),
                                                                  (False, 1, "deck", "discard")])  # fmt: skip
def test_haku_upgraded_discards_from_his_own_deck_instead(upgrade, tokens, mine, theirs):
    cards = {
        "haku": _card(("a1", "ability", HAKU), ("a2", "ability", HAKU_INSTEAD), title="Haku", cost=4),
        "old": character("A", "mission:m", title="Haku", cost=2),
        "mine": character("A", "deck", title="Mine", cost=5),
        "theirs": character("B", "deck", title="Theirs", cost=1),
    }
    where = {"upgrade": "old", "use": {"a2": True}} if upgrade else {"to": "mission:n", "use": {"a1": True}}
    asks = [{"ask": {"tokens": "haku"}}, {"ask": {"zone": "mine"}}, {"ask": {"zone": "theirs"}}]
    got = answers(cards, {"play": {"card": "haku", "by": "A", **where}}, *asks)
    assert got == [{"power": tokens}, mine, theirs]


# --- "[⧗] At the end of the round, you must move this character to another mission, if able." -------------
def test_round_end_move_compiles_to_a_triggered_trait():
    assert piece(LEE_MOVES, kind="trait", **NARUTO) == {
        "traits": [
            {"id": "t1", "trigger": {"event": "round_ends"}, "targets": "$source", "move_to_mission": True}
        ]
    }
    for text in (
        "MAIN: [⧗] At the end of the round, you may move this character to another mission, if able.",
        "MAIN: [⧗] At the end of the round, you must move this character to another mission.",
        "MAIN: [⧗] At the end of the round, you must move a character to another mission, if able.",
        "AMBUSH: [⧗] At the end of the round, you must move this character to another mission, if able.",
        "MAIN: At the end of the round, you must move this character to another mission, if able.",
    ):
        assert refused(text, kind="trait", **NARUTO), text


FAR = ("far", character("B", "mission:n", title="Far"))


def _lee(*others: tuple[str, dict], hidden: bool = False) -> dict:
    fields = compile_card("naruto", "Character", [("t1", "trait", LEE_MOVES)]).fields
    return {"lee": character("A", "mission:m", title="Rock Lee", hidden=hidden, **fields), **dict(others)}


@pytest.mark.parametrize(
    ("cards", "zone"),
    [
        (_lee(FAR), "mission:n"),
        (_lee(), "mission:m"),  # no other mission: nothing happens (if able)
        # no repetition: another Rock Lee of his in the other mission
        (_lee(FAR, ("lee2", character("A", "mission:n", title="Rock Lee"))), "mission:m"),
        (_lee(FAR, hidden=True), "mission:m"),  # a hidden character's effects are inactive
    ],
)
def test_rock_lee_moves_to_another_mission_as_the_round_ends(cards, zone):
    assert answers(cards, {"begin": "round"}, {"end": "round"}, {"ask": {"zone": "lee"}}) == [zone]


def test_with_two_other_missions_each_is_an_outcome():
    cards = _lee(FAR, ("farther", character("B", "mission:o", title="Farther")))
    text = str(run_full(cards, {"begin": "round"}, {"end": "round"}, {"ask": {"zone": "lee"}}))
    assert "mission:n" in text and "mission:o" in text


def test_a_cards_reference_to_its_discarding_part_is_made_the_scenario_cards_own():
    from rulings.engine.language.card_refs import scoped

    fields = compile_card("naruto", "Character", [("a1", "ability", HAKU)]).fields
    second = scoped(fields, "haku")["effects"][1]
    assert second["id"] == "haku.a1.2"
    assert second["powerup_discarded_cost"] == second["if_you_do"] == "haku.a1"


# --- refused on purpose, with their reasons -----------------------------------------------------------------
SASUKE = (
    "UPGRADE: AMBUSH effect: In addition, discard 1 card. If you do so, choose 1 card in the opponent's hand "
    "and discard it."
)
SAKON = "AMBUSH: [↯] Copy an instant effect ([↯]) of another friendly Sound Four character in play."
KAKASHI = "AMBUSH: Copy a non-continuous instant effect of another friendly Team 7 character in play."
KAKASHI_MAIN = "MAIN: Copy a non-upgrade instant effect ([↯]) of an enemy character with cost 4 or less."


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("UPGRADE: AMBUSH effect: Instead, the Power limit is 5 or less.", "revealed as an upgrade"),
        (SASUKE, "revealed as an upgrade"),
        (SAKON, "copied"),
        (KAKASHI, "copied"),
        (KAKASHI_MAIN, "copied"),
    ],
)
def test_wordings_refused_on_purpose_say_why(text, why):
    assert why in refused(text, **NARUTO)
