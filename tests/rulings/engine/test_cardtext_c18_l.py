"""L5R compiler 18, part L: conditions on "Your Provinces have +N strength" (family "province strength"):
"If you are a Crab Clan player, your Provinces have +1 strength." (Front Gate), "Your Provinces have +1
strength while you are a Unicorn Clan player." (Shi-Tien Yen-Wang Temple), "While Foruku is unbowed, your
Provinces have +1 strength." (Kakita Foruku), "Your Provinces have +1 strength while this Holding is unbowed."
(Oracle of Earth). Each is +N to the controller's Stronghold's Province Strength (l5r.desk.provinces) with a
`while` judged all along. What each compiles to, the engine playing it, and near wordings that stay
refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

FRONT_GATE = "If you are a Crab Clan player, your Provinces have +1 strength."
SHI_TIEN = "Your Provinces have +1 strength while you are a Unicorn Clan player."
FORUKU = "While Foruku is unbowed, your Provinces have +1 strength."
ORACLE = "Your Provinces have +1 strength while this Holding is unbowed."
STRONGHOLD = {"type": "stronghold", "controller": "$controller"}


def _trait(text: str, card_type: str, title: str = "") -> dict:
    (trait,) = piece(text, card_type, title, kind="trait")["traits"]
    return trait


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_clan_first():
    assert _trait(FRONT_GATE, "Holding") == {"id": "t1", "affects": STRONGHOLD, "stat": "province_strength",
                                             "change": 1, "while": {"clan": "Crab"}}  # fmt: skip


def test_while_clan_after():
    trait = _trait(SHI_TIEN, "Holding")
    assert trait["while"] == {"clan": "Unicorn"} and trait["change"] == 1 and trait["affects"] == STRONGHOLD


def test_this_card_unbowed_first_by_name():
    trait = _trait(FORUKU, "Personality", "Kakita Foruku")
    assert trait["while"] == {"card": "$source", "is": {"bowed": False}}
    assert trait["stat"] == "province_strength"


def test_this_holding_unbowed_after():
    assert _trait(ORACLE, "Holding")["while"] == {"card": "$source", "is": {"bowed": False}}
    bowed = _trait("Your Provinces have -2 strength while this Holding is bowed.", "Holding")
    assert bowed["while"] == {"card": "$source", "is": {"bowed": True}} and bowed["change"] == -2


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("If you are a Crab Clan player, your Provinces have +1 strength.", "Strategy"),  # not in play
        ("If you are a Foo Clan player, your Provinces have +1 strength.", "Holding"),  # not a clan
        ("While this Personality is unbowed, your Provinces have +1 strength.", "Follower"),  # its bearer
        ("Your Provinces have +1 strength while this Personality is unbowed.", "Item"),  # its bearer
        ("Crab Clan players' Provinces have +2 strength.", "Celestial"),  # every such player's
        ("This Province has +2 strength while this Holding is unbowed.", "Region"),  # one Province
        ("Give the current battlefield's Province +3 strength.", "Strategy"),  # one Province
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait" if not text.startswith("Give") else "ability")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _strengths(text: str, card: dict, clan: str, title: str = "") -> list:
    card_type = card["type"].capitalize()
    cards = {"src": {**card, "owner": "me", "traits": piece(text, card_type, title, kind="trait")["traits"]},
             "keep": {"type": "stronghold", "owner": "me", "zone": "home",
                      "stats": {"province_strength": 5, "gold_production": 5}},
             "other": {"type": "stronghold", "owner": "opp", "zone": "home",
                       "stats": {"province_strength": 5, "gold_production": 5}}}  # fmt: skip
    data = {"game": "l5r", "cards": cards,
            "players": [{"id": "me", "clan": clan}, {"id": "opp", "clan": "Crab"}],
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"ask": {"stat": "province_strength", "card": "keep"}},
                      {"ask": {"stat": "province_strength", "card": "other"}}]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


HOLDING = {"type": "holding", "zone": "home", "stats": {"gold_cost": 2, "gold_production": 0}}


@pytest.mark.parametrize(("clan", "strength"), [("Crab", 6), ("Lion", 5)])
def test_front_gate_only_for_a_crab_clan_player(clan, strength):
    # the opponent is Crab too: the trait is on its controller's Provinces only
    assert _strengths(FRONT_GATE, HOLDING, clan) == [strength, 5]


@pytest.mark.parametrize(("clan", "strength"), [("Unicorn", 6), ("Crab", 5)])
def test_shi_tien_while_unicorn(clan, strength):
    assert _strengths(SHI_TIEN, HOLDING, clan) == [strength, 5]


@pytest.mark.parametrize(("bowed", "strength"), [(False, 6), (True, 5)])
def test_oracle_while_this_holding_is_unbowed(bowed, strength):
    assert _strengths(ORACLE, {**HOLDING, "bowed": bowed}, "Dragon") == [strength, 5]


@pytest.mark.parametrize(("bowed", "strength"), [(False, 6), (True, 5)])
def test_foruku_while_unbowed(bowed, strength):
    foruku = {"type": "personality", "title": "Kakita Foruku", "zone": "home", "bowed": bowed,
              "stats": {"force": 2, "chi": 2}}  # fmt: skip
    assert _strengths(FORUKU, foruku, "Crane", "Kakita Foruku") == [strength, 5]
