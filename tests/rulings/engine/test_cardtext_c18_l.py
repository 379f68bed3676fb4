"""L5R compiler 18, part L: conditions on "Your Provinces have +N strength" (family "province strength"):
"If you are a Crab Clan player, your Provinces have +1 strength." (Front Gate), "Your Provinces have +1
strength while you are a Unicorn Clan player." (Shi-Tien Yen-Wang Temple), "While Foruku is unbowed, your
Provinces have +1 strength." (Kakita Foruku), "Your Provinces have +1 strength while this Holding is unbowed."
(Oracle of Earth). Each is +N to the controller's Stronghold's Province Strength (l5r.desk.provinces) with a
`while` judged all along. What each compiles to, the engine playing it, and near wordings that stay
refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

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


# --- the current battlefield's Province (games/l5r/battlefield_province.py) ------------------------------
UMASU = "Repeatable Battle, Bow: Give the current battlefield's Province -3 strength."
SIEGE_ENGINE = "Repeatable Battle, Bow: Give this battlefield's Province -4 strength."
YUYAKE = "Battle: Once per battle, give the current battlefield's Province +2 strength."
INCREASE = "Battle: Increase the current battlefield's Province's strength by 2."
ON_PROVINCE = {"targets": ["$battlefield_province"], "stat": "province_strength", "duration": "end_of_turn"}


def test_give_the_current_battlefields_province():
    (effect,) = ability(UMASU, "Personality")["effects"]
    assert effect == {**ON_PROVINCE, "change": -3}
    (effect,) = ability(SIEGE_ENGINE, "Follower")["effects"]
    assert effect == {**ON_PROVINCE, "change": -4}
    yuyake = ability(YUYAKE, "Personality")
    assert yuyake["effects"] == [{**ON_PROVINCE, "change": 2}]
    assert yuyake["limit"] == {"times": 1, "per": "battle"}


def test_this_battlefield_on_a_region_is_refused():
    assert refused("Battle, Bow: Give this battlefield's Province -4 strength.", "Region")
    assert refused("Battle: Raise or lower this battlefield's Province's strength by 2.", "Holding")
    assert ability("Battle, Bow: Give the current battlefield's Province -4 strength.", "Region")


def test_increase_or_lower_its_strength_by():
    assert ability(INCREASE)["effects"] == [{**ON_PROVINCE, "change": 2}]
    lower = ability("Battle: Lower the current battlefield's Province's strength by 3.")
    assert lower["effects"] == [{**ON_PROVINCE, "change": -3}]


def test_its_own_duration():
    (effect,) = ability("Battle: Give the current battlefield's Province +3 strength until the battle ends.")[
        "effects"
    ]
    assert effect["duration"] == "end_of_battle" and effect["targets"] == ["$battlefield_province"]


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Give this Province +2 strength.",  # which Province "this" is depends on the card
        "Battle: Give the current Province +2 strength.",
        "Battle: Give this battlefield's Province +3 or -3 strength until the battle ends.",  # not read
        "Battle: Reduce the current battlefield's Province's strength to 0.",  # set to
        "Battle: Give a target Province +3 strength.",  # any Province
        "Battle: Give the current battlefield's Province a strength bonus equal to his Force.",
    ],
)
def test_near_province_wordings_stay_refused(text):
    assert refused(text)


def _battle(text: str, card_type: str, steps_in_battle: list, after: list, **extra) -> list:
    kind, zone = ("action", "hand") if card_type == "Strategy" else (card_type.lower(), "home")
    src = {"type": kind, "owner": "me", "zone": zone, "abilities": [ability(text, card_type)], **extra}
    sam = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
    cards = {"src": src, "sam": sam,
             "keep": {"type": "stronghold", "owner": "opp", "zone": "home",
                      "stats": {"province_strength": 5, "gold_production": 5}},
             "p1": {"type": "province", "owner": "opp", "zone": "province:1", "battlefield": "battlefield:1"},
             "p2": {"type": "province", "owner": "opp", "zone": "province:2", "battlefield": "battlefield:2"}}
    ask = [{"ask": {"stat": "province_strength", "card": p}} for p in ("p1", "p2")]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"begin": {"name": "battle", "at": "battlefield:1"}}, *steps_in_battle, *ask,
                      {"end": "battle"}, *ask, *after]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_the_engine_changes_only_the_current_battlefields_province_until_the_turn_ends():
    use = {"use": {"id": "u", "card": "src", "ability": "a1", "by": "me", "performer": "sam"}}
    after = [{"end": "turn"}, {"ask": {"stat": "province_strength", "card": "p1"}}]
    # p1 (at the battle's battlefield) 5 + 2; p2 keeps its player's Provinces' strength; after the turn: 5
    assert _battle(INCREASE, "Strategy", [use], after) == [7, 5, 7, 5, 5]


def test_a_penalty_and_a_bonus_to_all_his_provinces_add_up():
    use = {"use": {"id": "u", "card": "src", "ability": "a1", "by": "me", "performer": "sam"}}
    walls = {"apply": {"id": "walls", "affects": {"type": "stronghold", "controller": "opp"},
                       "stat": "province_strength", "change": 1}}  # fmt: skip
    assert _battle(UMASU, "Personality", [walls, use], [], stats={"force": 2, "chi": 2}) == [3, 6, 3, 6]


def test_no_battle_no_province():
    data_text = "Open: Give the current battlefield's Province +3 strength."
    cards = {"src": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(data_text)]},
             "keep": {"type": "stronghold", "owner": "opp", "zone": "home",
                      "stats": {"province_strength": 5, "gold_production": 5}},
             "p1": {"type": "province", "owner": "opp", "zone": "province:1", "battlefield": "battlefield:1"}}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"use": {"id": "u", "card": "src", "ability": "a1", "by": "me"}},
                      {"ask": {"stat": "province_strength", "card": "p1"}}]}  # fmt: skip
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [5]


OUTER_WALLS = (
    "Battle: Even if you control no units at the current battlefield: Give its province +3 strength."
)
JAIRUZU = "Battle: Raise or lower the current battlefield's Province's strength by 2."


def test_its_province_after_the_current_battlefield():
    assert ability(OUTER_WALLS, "Holding")["effects"] == [{**ON_PROVINCE, "change": 3}]
    # "its" with no current battlefield named just before it: not read
    assert refused("Battle: Bow a Personality at the current battlefield. Give its province +3 strength.")
    assert refused("Battle: Give its province +3 strength.")


def test_raise_or_lower_is_the_abilitys_choice():
    for text in (JAIRUZU, "Battle: Give the current battlefield's Province +2 or -2 strength."):
        compiled = ability(text, "Personality")
        assert "effects" not in compiled
        assert compiled["choice"] == [[{**ON_PROVINCE, "change": 2}], [{**ON_PROVINCE, "change": -2}]]
    assert refused("Battle: Give the current battlefield's Province +3 or -2 strength.")
    # another effect after the choice is not read (as "gains or loses")
    assert refused("Battle: Give the current battlefield's Province +3 or -3 strength. Gain 2 Honor.")


@pytest.mark.parametrize(("chosen", "strength"), [(1, 7), (2, 3)])
def test_the_engine_plays_the_choice(chosen, strength):
    use = {"use": {"id": "u", "card": "src", "ability": "a1", "by": "me", "chosen": chosen}}
    src = {"zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
    data_cards = _battle(JAIRUZU, "Personality", [use], [], **src)
    assert data_cards == [strength, 5, strength, 5]


def test_a_printed_possessive_before_the_bonus():
    text = "Battle: Give the current battlefield's province's +4 or -4 strength."
    assert ability(text)["choice"] == [[{**ON_PROVINCE, "change": 4}], [{**ON_PROVINCE, "change": -4}]]
    assert refused("Battle: Give the current battlefield's province's strength +4.")
