"""L5R compiler 17, part I: transfers and Provinces' strength. "Transfer this card to him", "Transfer this
Spell to your target Shugenja" (an attachment moving itself to a new bearer), "Target an enemy Follower:
Transfer it to this card", "Transfer your target Follower to this card" (a Personality taking an attached
card): the attach op (attachments.py). "Give each of your Provinces +2 strength", "... +2PS" (an action's:
the Stronghold's Province Strength until the end of the turn, l5r.desk.provinces). What each compiles to,
the engine playing the compiled cards, and the near wordings that stay not understood."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, personality, refused, use

SAKE = "Limited: Target another player's Personality: Transfer this card to him."
MERCENARIES = "Battle/Open: Target your Personality: Transfer this card to him."
MESSENGER = "Battle/Open: Transfer this Follower to your target Personality."
SPELL = "Air Open: Transfer this Spell to your target Shugenja."
THIEF = "Battle: Target an enemy Weapon: Transfer it to this card."
YAMATO = "Battle/Open: Target your Follower: Transfer it to this card."
SAMURAI = "Choose your performing Samurai: Transfer this card to him."
PROVINCES = "Open: Give each of your provinces +2 strength."
FAVOR = "Favor Political Open: Discard the Imperial Favor to give each of your Provinces +2 strength."
UNTIL = "Limited: Give each of your provinces +1 strength until your next turn begins."
PS = "Political Open: Give your Provinces +2PS."
ENEMY = {"in_play": True, "controller": "$other", "type": "personality"}
MINE = {"in_play": True, "controller": "$controller", "type": "personality"}
STRONGHOLD = {"type": "stronghold", "controller": "$controller"}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_transfer_this_card_to_the_target():
    assert ability(SAKE, "Item")["effects"] == [
        {"choose": ENEMY, "targeting": True, "target_card": True},
        {"targets": "$source", "attach": "$target1"},
    ]


def test_transfer_this_follower_to_your_target_personality():
    assert ability(MESSENGER, "Follower")["effects"] == [
        {"choose": MINE, "targeting": True, "target_card": True},
        {"targets": "$source", "attach": "$target1"},
    ]


def test_a_shugenja_target_is_a_personality_with_the_keyword():
    first, second = ability(SPELL, "Spell")["effects"]
    assert first["choose"] == {**MINE, "keywords": ["Shugenja"]} and first["target_card"] is True
    assert second == {"targets": "$source", "attach": "$target1"}


def test_a_target_already_chosen_is_not_targeted_again():
    text = "Battle: Target an enemy Personality: Bow him. Transfer this card to him."
    bow, transfer = ability(text, "Item")["effects"]
    assert bow["choose"] == ENEMY and bow["bow"] is True
    assert transfer == {"targets": "$source", "attach": "$target1"}


def test_transfer_it_to_this_card_moves_the_target():
    (effect,) = ability(THIEF, "Personality")["effects"]
    assert effect == {"choose": {"in_play": True, "controller": "$other", "keywords": ["Weapon"]},
                      "targeting": True, "attach": "$source"}  # fmt: skip
    (effect,) = ability(YAMATO, "Personality")["effects"]
    assert effect["choose"]["type"] == "follower" and effect["attach"] == "$source"


def test_transfer_this_card_to_the_performer():
    (effect,) = ability("Battle: " + SAMURAI, "Item")["effects"]
    assert effect == {"targets": "$source", "attach": "$performer"}


def test_give_each_of_your_provinces_strength_for_the_turn():
    (effect,) = ability(PROVINCES)["effects"]
    change = {"stat": "province_strength", "change": 2, "duration": "end_of_turn"}
    assert effect == {"affects": STRONGHOLD, **change}
    (effect,) = ability(PS, "Stronghold")["effects"]
    assert effect["change"] == 2 and effect["stat"] == "province_strength"


def test_provinces_strength_after_discarding_the_favor():
    discard, give = ability(FAVOR)["effects"]
    assert discard["discard_favor"] is True
    assert give["if_changed"] == discard["id"] and give["affects"] == STRONGHOLD


def test_provinces_strength_until_your_next_turn():
    (effect,) = ability(UNTIL)["effects"]
    assert effect["duration"] == "until_your_turn" and effect["change"] == 1


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _sake(text: str, card_type: str = "Item") -> dict:
    return {"type": card_type.lower(), "owner": "me", "zone": "attached", "attached_to": "sam",
            "stats": {"force": 3}, "abilities": [ability(text, card_type)]}  # fmt: skip


def test_the_card_transfers_to_the_target():
    cards = {"sam": personality("me"), "foe": personality("opp"), "sake": _sake(SAKE, "Follower")}
    steps = [use("sake", targets=["foe"]), {"ask": {"unit_force": "foe"}}, {"ask": {"unit_force": "sam"}}]
    assert answers(cards, steps) == [5, 2]


@pytest.mark.parametrize(("to", "moved"), [("isawa", 1), ("sam", 0)])  # sam bears it already: nothing moves
def test_a_spell_transfers_to_the_target_shugenja(to, moved):
    shugenja = personality("me", keywords=["Shugenja"])
    cards = {"sam": personality("me", keywords=["Shugenja"]), "isawa": shugenja, "foe": personality("opp"),
             "scroll": {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "sam",
                        "abilities": [ability(SPELL, "Spell")]}}  # fmt: skip
    steps = [use("scroll", targets=[to]), {"ask": {"events": "attached"}}]
    (events,) = answers(cards, steps)
    assert [e["card"] for e in events] == ["scroll"] * moved


def test_a_personality_takes_an_enemy_follower():
    spear = {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "foe",
             "stats": {"force": 2}}  # fmt: skip
    text = "Battle: Target an enemy Follower: Transfer it to this card."
    yamato = personality("me", abilities=[ability(text, "Personality")])
    cards = {"yamato": yamato, "foe": personality("opp"), "spear": spear}
    steps = [use("yamato", targets=["spear"]), {"ask": {"unit_force": "yamato"}},
             {"ask": {"unit_force": "foe"}}]  # fmt: skip
    assert answers(cards, steps) == [4, 2]


def _provinces_cards(text: str) -> dict:
    return {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]},
            "keep": {"type": "stronghold", "owner": "me", "zone": "home",
                     "stats": {"province_strength": 5, "gold_production": 5}},
            "other": {"type": "stronghold", "owner": "opp", "zone": "home",
                      "stats": {"province_strength": 5, "gold_production": 5}}}  # fmt: skip


def test_your_provinces_have_more_strength_this_turn():
    steps = [use("plan"), {"ask": {"stat": "province_strength", "card": "keep"}},
             {"ask": {"stat": "province_strength", "card": "other"}},
             {"end": {"name": "turn"}}, {"ask": {"stat": "province_strength", "card": "keep"}}]  # fmt: skip
    assert answers(_provinces_cards(PROVINCES), steps) == [7, 5, 5]


@pytest.mark.parametrize(("favor", "strength"), [(1, 7), (0, 5)])
def test_without_the_favor_to_discard_the_provinces_gain_nothing(favor, strength):
    from rulings.engine import evaluate, parse_scenario
    from tests.rulings.engine.cardtext_kit import l5r_turn

    ask = {"ask": {"stat": "province_strength", "card": "keep"}}
    scenario = l5r_turn(_provinces_cards(FAVOR), [use("plan"), ask])
    scenario["players"] = [{"id": "me", "imperial_favor": favor}, "opp"]
    (answer,) = evaluate(parse_scenario(scenario)).answers
    assert answer["answer"]["value"] == strength


# --- near wordings that stay not understood ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Battle: Target your Personality: Transfer this card to him.", "Personality"),  # not an attachment
        ("Battle: Target an enemy Personality: Transfer it to this card.", "Personality"),  # not attached
        ("Battle: Target an enemy Follower: Transfer it to this card.", "Item"),  # an Item bears nothing
        ("Battle: Target a Follower in your discard pile: Transfer it to this card.", "Personality"),
        ("Battle: Target an enemy Item: Transfer it to this card, ignoring restrictions.", "Personality"),
        ("Battle: Target a Holding: Transfer this card to it.", "Item"),  # not a Personality
        ("Limited: Permanently give each of your provinces +2 strength.", "Strategy"),
        ("Battle: Give your target Province +3 strength.", "Strategy"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type)


# --- two targets: the card moved, then its new bearer ------------------------------------------------------
TOSHIO = "Air Open: Transfer your target Spell to your target Shugenja."
HERALD = "Open: Transfer your target attachment to your target Personality."


def test_transfer_your_target_spell_to_your_target_shugenja():
    spell, shugenja, transfer = ability(TOSHIO, "Personality")["effects"]
    assert spell == {"choose": {"in_play": True, "type": "spell", "controller": "$controller"},
                     "targeting": True, "target_card": True}  # fmt: skip
    assert shugenja == {"choose": {**MINE, "keywords": ["Shugenja"]}, "targeting": True, "target_card": True}
    assert transfer == {"targets": "$target1", "attach": "$target2"}


@pytest.mark.parametrize(("to", "moved"), [("isawa", 1), ("sam", 0)])
def test_the_first_target_transfers_to_the_second(to, moved):
    toshio = personality("me", abilities=[ability(TOSHIO, "Personality")])
    cards = {"toshio": toshio, "sam": personality("me", keywords=["Shugenja"]),
             "isawa": personality("me", keywords=["Shugenja"]),
             "scroll": {"type": "spell", "owner": "me", "zone": "attached",
                        "attached_to": "sam"}}  # fmt: skip
    steps = [use("toshio", targets=["scroll", to]), {"ask": {"events": "attached"}}]
    (events,) = answers(cards, steps)
    assert [e["card"] for e in events] == ["scroll"] * moved


@pytest.mark.parametrize(
    "text",
    [
        HERALD + " Bow him.",  # which of the two is not read
        HERALD + " Bow a target enemy Personality.",  # a third target
        "Open: Target an enemy Personality: " + HERALD[6:],  # after another target
        "Open: Transfer one or two of your target Followers to your target Personality.",
        "Open: Transfer your target Personality to your target Personality.",
    ],
)
def test_two_target_near_wordings_stay_refused(text):
    assert refused(text, "Personality")
