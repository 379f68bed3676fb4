"""Naruto card text of compiler version 13, part N1: what playing a character costs. What the clauses compile
to, the wordings close to them that must not compile (each with its reason), and the engine playing what they
compile to (a play step with `pay: true`; a card played by an effect; naruto.desk.play-cost)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused
from tests.rulings.engine.naruto_kit import answers, card_of, character, run

NARUTO = {"game": "naruto", "card_type": "Character"}
TRAIT = {"kind": "trait", **NARUTO}

KURENAI = "MAIN: [⧗] Other Team 8 characters costs 1 less (min.1) to play in this mission."
TAYUYA = "MAIN: [⧗] Non-hidden enemy characters cost an additional 1 Chakra to play in this mission."
GAMAKITCHI = (
    "MAIN: [⧗] Pay 1 less to play this character if there's a friendly Naruto Uzumaki in this mission."
)


# --- what the clauses compile to ----------------------------------------------------------------------------
def test_a_cost_change_for_plays_into_this_mission_compiles():
    assert piece(KURENAI, **TRAIT) == {
        "traits": [
            {
                "id": "t1",
                "targets": "$source",
                "play_cost": {
                    "change": -1,
                    "min": 1,
                    "of": {"type": "character", "not_cards": ["$source"], "keywords": ["Team 8"]},
                    "here": True,
                },
            }
        ]
    }
    assert piece(TAYUYA, **TRAIT)["traits"][0]["play_cost"] == {
        "change": 1,
        "of": {"type": "character", "hidden": False, "controller": "$other"},
        "here": True,
    }


def test_the_own_play_cost_compiles_with_its_condition():
    assert piece(GAMAKITCHI, **TRAIT) == {
        "traits": [
            {
                "id": "t1",
                "targets": "$source",
                "play_cost": {"change": -1, "own": True},
                "while": {
                    "exists": {
                        "type": "character",
                        "controller": "$controller",
                        "title": "Naruto Uzumaki",
                        "at": "$source",
                    }
                },
            }
        ]
    }
    assert piece("MAIN: [⧗] Pay 2 less to play this character.", **TRAIT)["traits"][0]["play_cost"] == {
        "change": -2,
        "own": True,
    }


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("AMBUSH: [⧗] Play this character paying 4 less if there is an enemy Jutsu character in this "
         "mission.", "revealing"),
        ("MAIN: [⧗] You can play this character while hidden paying 2 less.", "hidden"),
        ("MAIN: [⧗] If there is a Sasuke Uchiha in this mission, you can play this character while hidden "
         "paying 3 less.", "hidden"),
        ("UPGRADE: Play a friendly character while hidden, paying 1 less.", "hidden"),
        ("MAIN: [⧗] You can play this character only in a mission where you are currently winning.",
         "winning"),
        ("MAIN: Choose a hidden enemy character in play. Opponent must either play them paying 2 more, or "
         "defeat them.", "reveal"),
        ("MAIN: [⧗] If this character is affected by an enemy effect, the opponent must pay 1 Chakra, if "
         "able.", "affected"),
        ("UPGRADE: Play a Sound Village character, paying 2 less.", "anywhere"),
    ],
)
def test_near_wordings_are_refused_with_their_reason(text, reason):
    kind = "trait" if "[⧗]" in text else "ability"
    assert reason in refused(text, kind=kind, **NARUTO)


@pytest.mark.parametrize(
    "text",
    [
        "MAIN: [⧗] Characters cost 1 less to play in this mission.",  # whose? every one
        "MAIN: [⧗] Other Hokage Candidate characters costs 1 less to play in this mission.",  # not a group
        "MAIN: [⧗] Other Team 8 characters costs 1 less to play in another mission.",
        "UPGRADE: [⧗] Other Team 8 characters costs 1 less (min.1) to play in this mission.",
        "AMBUSH: [⧗] Pay 1 less to play this character.",
    ],
)
def test_other_cost_wordings_are_refused(text):
    assert refused(text, **TRAIT)


# --- the engine playing them --------------------------------------------------------------------------------
def _kurenai_cards(**more) -> dict:
    return {
        "kurenai": character("A", "mission:m", title="Kurenai Yuhi", keywords=["Team 8"], cost=3,
                             **card_of(("t1", "trait", KURENAI))),
        "shino": character("A", "hand", title="Shino Aburame", keywords=["Team 8"], cost=3),
        "kiba": character("B", "hand", title="Kiba Inuzuka", keywords=["Team 8"], cost=1),
        "neji": character("A", "hand", title="Neji Hyuga", keywords=["Team Guy"], cost=3),
        **more,
    }


def _chakra(cards: dict, chakra: dict, *steps: dict) -> list:
    data = {
        "game": "naruto",
        "players": [{"id": p, "chakra": c} for p, c in chakra.items()],
        "cards": cards,
        "steps": list(steps),
    }
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).to_dict()["answers"]]


def _ask(*what) -> list[dict]:
    return [{"ask": {"stat": "chakra", "player": p}} if p in "AB" else {"ask": {"zone": p}} for p in what]


def test_a_team_8_character_played_into_kurenais_mission_costs_1_less():
    play = {"play": {"card": "shino", "by": "A", "to": "mission:m", "pay": True}}
    assert _chakra(_kurenai_cards(), {"A": 5, "B": 0}, play, *_ask("A", "shino")) == [3, "mission:m"]


@pytest.mark.parametrize(
    ("card", "to", "paid"),
    [("shino", "mission:n", 3), ("neji", "mission:m", 3)],  # another mission; not Team 8
)
def test_elsewhere_or_another_group_it_costs_the_printed_cost(card, to, paid):
    play = {"play": {"card": card, "by": "A", "to": to, "pay": True}}
    other = {"type": "mission", "owner": "A", "zone": "mission:n", "stats": {"points": 1}}
    cards = _kurenai_cards(other=other)
    assert _chakra(cards, {"A": 5, "B": 0}, play, *_ask("A")) == [5 - paid]


def test_the_minimum_keeps_a_1_cost_character_at_1_and_it_reaches_the_opponents_plays_too():
    play = {"play": {"card": "kiba", "by": "B", "to": "mission:m", "pay": True}}
    assert _chakra(_kurenai_cards(), {"A": 0, "B": 2}, play, *_ask("B", "kiba")) == [1, "mission:m"]


def test_a_hidden_kurenai_changes_nothing():
    cards = _kurenai_cards()
    cards["kurenai"]["hidden"] = True
    play = {"play": {"card": "shino", "by": "A", "to": "mission:m", "pay": True}}
    assert _chakra(cards, {"A": 5, "B": 0}, play, *_ask("A")) == [2]


def test_a_player_who_cannot_pay_cannot_play():
    play = {"play": {"card": "shino", "by": "A", "to": "mission:m", "pay": True}}
    result = None
    data = {"game": "naruto", "players": [{"id": "A", "chakra": 1}, "B"], "cards": _kurenai_cards(),
            "steps": [play, {"ask": {"zone": "shino"}}, {"ask": {"stat": "chakra", "player": "A"}}]}
    result = evaluate(parse_scenario(data)).to_dict()
    assert [a["answer"]["value"] for a in result["answers"]] == ["hand", 1]
    assert "naruto.desk.play-cost" in str(result)


def test_without_pay_nothing_is_paid_and_the_trace_says_the_change_is_not_counted():
    play = {"play": {"card": "shino", "by": "A", "to": "mission:m"}}
    result = run(_kurenai_cards(), play, {"ask": {"stat": "chakra", "player": "A"}})
    assert [a["answer"]["value"] for a in result["answers"]] == [0]
    assert "not counted" in str(result)


def test_pay_with_hidden_is_refused():
    play = {"play": {"card": "shino", "by": "A", "to": "mission:m", "pay": True, "hidden": True}}
    with pytest.raises(ScenarioError, match="hidden play costs"):
        answers(_kurenai_cards(), play)


def test_a_card_played_by_an_effect_pays_the_changed_cost():
    """Jiraiya's "Play a Summon character anywhere, paying 1 less" into Kurenai's mission: a Team 8 Summon
    costing 4 costs 4 - 1 - 1 = 2 there (3 elsewhere): with 2 Chakra, only Kurenai's mission is open."""
    cards = _kurenai_cards(
        jiraiya=character("A", "hand", title="Jiraiya", cost=0, effects=[
            {"id": "j1", "choose": 1, "affects": {"type": "character", "zone": "hand", "owner": "$controller",
                                                  "keywords": ["Summon"]}, "play_card": {"less": 1}}]),
        akamaru=character("A", "hand", title="Akamaru", keywords=["Team 8", "Summon"], cost=4),
        far={"type": "mission", "owner": "A", "zone": "mission:n", "stats": {"points": 1}},
    )
    play = {"play": {"card": "jiraiya", "by": "A", "to": "mission:n", "targets": {"j1": ["akamaru"]}}}
    assert _chakra(cards, {"A": 2, "B": 0}, play, *_ask("akamaru", "A")) == ["mission:m", 0]


def _tayuya_cards() -> dict:
    return {
        "tayuya": character("A", "mission:m", title="Tayuya", cost=5, **card_of(("t1", "trait", TAYUYA))),
        "naruto": character("B", "hand", title="Naruto Uzumaki", cost=3),
        "kin": character("A", "hand", title="Kin Tsuchi", cost=2),
    }


def test_an_enemy_played_face_up_into_tayuyas_mission_costs_1_more_a_friendly_one_does_not():
    enemy = {"play": {"card": "naruto", "by": "B", "to": "mission:m", "pay": True}}
    friendly = {"play": {"card": "kin", "by": "A", "to": "mission:m", "pay": True}}
    assert _chakra(_tayuya_cards(), {"A": 5, "B": 5}, enemy, friendly, *_ask("B", "A")) == [1, 3]


def test_an_enemy_who_cannot_pay_the_additional_chakra_cannot_play():
    enemy = {"play": {"card": "naruto", "by": "B", "to": "mission:m", "pay": True}}
    assert _chakra(_tayuya_cards(), {"A": 0, "B": 3}, enemy, *_ask("naruto", "B")) == ["hand", 3]


def _gamakitchi_cards(naruto_owner: str = "A") -> dict:
    return {
        "gamakitchi": character("A", "hand", title="Gamakitchi", cost=2, keywords=["Summon"],
                                **card_of(("t1", "trait", GAMAKITCHI))),
        "naruto": character(naruto_owner, "mission:m", title="Naruto Uzumaki", cost=3),
        "far": {"type": "mission", "owner": "A", "zone": "mission:n", "stats": {"points": 1}},
    }


@pytest.mark.parametrize(
    ("owner", "to", "paid"),
    [("A", "mission:m", 1), ("A", "mission:n", 2), ("B", "mission:m", 2)],  # a friendly Naruto there only
)
def test_gamakitchi_costs_1_less_where_a_friendly_naruto_is(owner, to, paid):
    play = {"play": {"card": "gamakitchi", "by": "A", "to": to, "pay": True}}
    got = _chakra(_gamakitchi_cards(owner), {"A": 3, "B": 0}, play, *_ask("A", "gamakitchi"))
    assert got == [3 - paid, to]


def test_gamakitchi_in_play_changes_no_other_play():
    cards = _gamakitchi_cards()
    cards["gamakitchi"]["zone"] = "mission:m"
    cards["other"] = character("A", "hand", title="Gama", cost=2)
    play = {"play": {"card": "other", "by": "A", "to": "mission:m", "pay": True}}
    assert _chakra(cards, {"A": 3, "B": 0}, play, *_ask("A")) == [1]
