"""L5R compiler 17, part F: costs and performers. "Give your target performing unbowed Berserker +5F." (the
performer targeted inside an effects block), and costs before the colon: "Move your performing opposed
Shugenja home and destroy one of his Spells:", "Bow your performing Kensai or one of his Weapons:", "Discard a
Kiho card or Spell,", "Lose 2 Honor:". What each compiles to, the
engine playing the compiled cards, and near wordings that stay not understood."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, answers, l5r_turn, personality, refused, use

BLIND_RAGE = "Battle: Give your target performing unbowed Berserker +5F. Lose 2 Honor."
DEFENSIVE = "Battle: Straighten your target performing bowed Personality and give him +3F."
RITUAL = "Battle: Move your performing opposed Shugenja home and destroy one of his Spells: Draw two cards."
WALL = "Battle: Move your performing opposed Personality home: Gain 2 Honor."
HUNDRED = "Battle: Bow your performing Kensai or one of his Weapons: Draw two cards."
SUDA = "Battle: Discard a Kiho card or Spell, and target an enemy card: Bow it."
KAMA = "Battle/Open: Even if this card is bowed, lose 1 Honor and target your Holding: Straighten it."
LOSE = "Limited: Lose 2 Honor: Draw a card."
ZOUSHI = (
    "Battle: Move your target performing Personality home to give a target enemy Follower or Personality -4F."
)
FUKUI = "Battle: Bow or destroy your performing Samurai Personality: Gain 1 Honor."


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_your_target_performing_is_the_performer_targeted_by_the_first_effect():
    give, honor = ability(BLIND_RAGE)["effects"]
    assert give == {
        "choose": {"in_play": True, "cards": ["$performer"], "bowed": False, "keywords": ["Berserker"],
                   "controller": "$controller"},
        "targeting": True, "stat": "force", "change": 5, "duration": "end_of_turn"}  # fmt: skip
    assert honor == {"targets": "$controller", "honor": -2}
    assert "cost" not in ability(BLIND_RAGE)


def test_him_after_your_target_performing_is_the_target():
    straighten, give = ability(DEFENSIVE)["effects"]
    assert straighten["choose"]["bowed"] is True and straighten["straighten"] is True
    assert give == {"targets": "$target1", "stat": "force", "change": 3, "duration": "end_of_turn"}


def test_moving_the_performer_home_and_destroying_one_of_his_spells_are_costs():
    compiled = ability(RITUAL)
    assert compiled["cost"] == {
        "move_home": ["$performer"],
        "requires": {"cards": ["$performer"], "opposed": True, "keywords": ["Shugenja"]},
        "destroy_one": [{"type": "spell", "attached_to": "$performer"}],
    }
    assert compiled["effects"] == [{"targets": "$controller", "draw": 2}]


def test_bowing_the_performer_or_one_of_his_weapons_is_one_card_of_the_players_choice():
    assert ability(HUNDRED)["cost"] == {
        "bow_one_of": [{"cards": ["$performer"]}, {"keywords": ["Weapon"], "attached_to": "$performer"}],
        "requires": {"cards": ["$performer"], "keywords": ["Kensai"]},
    }


def test_discarding_a_card_of_a_kind_is_a_cost_any_of_the_kinds():
    compiled = ability(SUDA, "Personality")
    kinds = [{"keywords": ["Kiho"], "not_cards": ["$source"]}, {"type": "spell", "not_cards": ["$source"]}]
    assert compiled["cost"] == {"discard_from_hand": kinds}
    assert compiled["effects"][0]["bow"] is True


def test_losing_honor_before_the_colon_is_a_cost():
    assert ability(LOSE)["cost"] == {"lose_honor": 2}
    kama = ability(KAMA, "Item")
    assert kama["cost"] == {"lose_honor": 1} and kama["even_if_bowed"] is True


def test_moving_your_target_performer_home_leads_an_x_to_y_sentence():
    home, give = ability(ZOUSHI)["effects"]
    assert home == {"id": "a1.to", "choose": {"in_play": True, "cards": ["$performer"], "type": "personality",
                                              "controller": "$controller"},
                    "targeting": True, "move": "home"}  # fmt: skip
    assert give["if_changed"] == "a1.to" and give["change"] == -4 and give["targeting"] is True


def test_bowing_or_destroying_the_performer_is_a_cost_of_the_players_choice():
    assert ability(FUKUI)["cost"] == {
        "bow_or_destroy_one": {"cards": ["$performer"]},
        "requires": {"cards": ["$performer"], "keywords": ["Samurai"], "type": "personality"}}  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Discard a random card: Draw a card.",  # no keyword
        "Battle: Discard a Crane card: Draw a card.",  # a clan is no keyword
        "Battle: Discard a Personality card: Draw a card.",  # a card type is no keyword
        "Battle: Discard a Bushido Virtue card: Draw a card.",  # two words: not read as one keyword
        "Battle: Give your target performing Samurai +2F and your target Personality +2F.",  # two targets
        "Battle: Move your performing Personality home to gain 2 Honor.",  # not a cost before a colon
        "Battle: Lose 2 Honor, and draw a card.",  # an effects block
        "Battle/Open: Destroy one of your Goblin Personalities: Gain 1 Honor.",  # whose card: not in a cost
        "Battle: Dishonor your performing Personality: Gain 1 Honor.",  # no dishonoring cost in the engine
        "Battle: Move your target performing Tactician home to bow him.",  # 'him' after 'X to'
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text)


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _plan(text: str) -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]}


def _ask(*questions: dict) -> list[dict]:
    return [{"ask": q} for q in questions]


def _with_honor(cards: dict, steps: list) -> list:
    """The answers of a turn whose players begin with 5 Family Honor."""
    data = l5r_turn(cards, steps)
    data["players"] = [{"id": "me", "family_honor": 5}, {"id": "opp", "family_honor": 5}]
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_the_targeted_performer_gets_the_bonus():
    cards = {"plan": _plan(BLIND_RAGE), "sam": personality("me", keywords=["Berserker"])}
    steps = [use("plan", performer="sam", targets=["sam"]),
             *_ask({"stat": "force", "card": "sam"}, {"stat": "family_honor", "player": "me"})]  # fmt: skip
    assert _with_honor(cards, steps) == [7, 3]


def test_a_performer_who_is_not_what_the_text_names_is_no_legal_target():
    from rulings.engine.errors import ScenarioError

    cards = {"plan": _plan(BLIND_RAGE), "sam": personality("me", keywords=["Samurai"])}
    with pytest.raises(ScenarioError, match="does not allow sam"):
        answers(cards, [use("plan", performer="sam", targets=["sam"])])


def test_the_performer_moves_home_and_his_spell_is_destroyed_as_the_cost():
    spell = {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shu"}
    shu = personality("me", keywords=["Shugenja"], opposed=True)
    cards = {"plan": _plan(RITUAL), "shu": shu, "spell": spell,
             "foe": personality("opp"), "d1": {"type": "action", "owner": "me", "zone": "deck"},
             "d2": {"type": "action", "owner": "me", "zone": "deck"}}  # fmt: skip
    steps = [use("plan", performer="shu"), *_ask({"zone": "shu"}, {"destroyed": "spell"}, {"hand": "me"})]
    zone, destroyed, hand = answers(cards, steps)
    assert zone == "home" and destroyed is True and {"d1", "d2"} <= set(hand)


def test_an_unopposed_performer_cannot_pay_the_cost():
    cards = {"plan": _plan(WALL), "sam": personality("me"), "foe": personality("opp", zone="battlefield:2")}
    steps = [use("plan", performer="sam"), *_ask({"zone": "sam"}, {"stat": "family_honor", "player": "me"})]
    zone, honor = _with_honor(cards, steps)
    assert zone == "battlefield:1" and honor == 5


def test_an_opposed_performer_moves_home_as_the_cost():
    cards = {"plan": _plan(WALL), "sam": personality("me", opposed=True), "foe": personality("opp")}
    steps = [use("plan", performer="sam"), *_ask({"zone": "sam"}, {"stat": "family_honor", "player": "me"})]
    assert _with_honor(cards, steps) == ["home", 7]


def test_a_bowed_kensai_pays_with_his_weapon():
    kensai = personality("me", keywords=["Kensai"], bowed=True)
    sword = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "ken", "keywords": ["Weapon"]}
    cards = {"plan": _plan(HUNDRED), "ken": kensai, "sword": sword}
    steps = [use("plan", performer="ken"), *_ask({"flag": "bowed", "card": "sword"})]
    assert answers(cards, steps) == [True]


def test_a_performer_who_is_no_kensai_cannot_take_it():
    sword = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam", "keywords": ["Weapon"]}
    cards = {"plan": _plan(HUNDRED), "sam": personality("me"), "sword": sword}
    steps = [use("plan", performer="sam"),
             *_ask({"flag": "bowed", "card": "sword"}, {"flag": "bowed", "card": "sam"})]  # fmt: skip
    assert answers(cards, steps) == [False, False]


def test_the_card_discarded_is_of_one_of_the_kinds():
    suda = personality("me", abilities=[ability(SUDA, "Personality")])
    cards = {"suda": suda, "foe": personality("opp"),
             "spell": {"type": "spell", "owner": "me", "zone": "hand"},
             "other": {"type": "action", "owner": "me", "zone": "hand"}}  # fmt: skip
    steps = [use("suda", targets=["foe"]), *_ask({"hand": "me"}, {"flag": "bowed", "card": "foe"})]
    hand, bowed = answers(cards, steps)
    assert hand == ["other"] and bowed is True


def test_the_honor_lost_is_paid_before_the_draw():
    cards = {"plan": _plan(LOSE), "d1": {"type": "action", "owner": "me", "zone": "deck"}}
    steps = [use("plan"), *_ask({"stat": "family_honor", "player": "me"}, {"hand": "me"})]
    honor, hand = _with_honor(cards, steps)
    assert honor == 3 and hand == ["d1"]


@pytest.mark.parametrize(
    ("choice", "answer"), [("bow sam", [True, False, 6]), ("destroy sam", [False, True, 6])]
)
def test_the_performer_is_bowed_or_destroyed_as_the_player_chooses(choice, answer):
    sam = personality("me", keywords=["Samurai"])
    steps = [{**use("plan", performer="sam"), "decide": {"cost_choice": choice}},
             *_ask({"flag": "bowed", "card": "sam"}, {"destroyed": "sam"},
                   {"stat": "family_honor", "player": "me"})]  # fmt: skip
    assert _with_honor({"plan": _plan(FUKUI), "sam": sam}, steps) == answer


@pytest.mark.parametrize(("where", "answer"), [("battlefield:1", ["home", 0]), ("home", ["home", 2])])
def test_the_target_gets_the_penalty_only_if_the_performer_moved_home(where, answer):
    cards = {"plan": _plan(ZOUSHI), "sam": personality("me", zone=where), "foe": personality("opp")}
    steps = [use("plan", performer="sam", targets=["sam", "foe"]),
             *_ask({"zone": "sam"}, {"stat": "force", "card": "foe"})]  # fmt: skip
    assert answers(cards, steps) == answer
