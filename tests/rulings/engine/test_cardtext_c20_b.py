"""L5R compiler 20, part B: filters on chosen cards. Where a chosen card is: "a target Shugenja in this army",
"each of your Shugenja in this army" (in_army_of and at_battlefield_of: $source, as "in this card's army"),
"at this card's battlefield" (at_battlefield_of), "at this card's location" (at_location_of), "your unit in
your home" (zone home, its player's); a performer's stat: "your target performing Personality with 3 or higher
Personal Honor"; "your target performing Courtier at any location to ..." (any_location: performer). What each
compiles to, the engine playing the compiled cards, and near wordings that stay refused."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused

DANJURO = "Battle, Bow: Straighten a target Shugenja in this army."
TOKU = "Battle: Target a card in this army: Straighten it."
EMBRACE = "Earth Battle, Bow: Give each of your Shugenja in this army +1F."
FU_LENG = "Battle, Bow: Give all non-Shadowlands Personalities at this card's battlefield -1F/-1C."
MIMARO = (
    "Iaijutsu Reaction: After Mimaro wins a duel, bow a target Personality or Follower with 4 or lower "
    "Force at Mimaro's battlefield."
)
OSAWA = (
    "Battle/Open: Even if Osawa is bowed, target a Personality at Osawa's location: Bow or straighten him."
)
ASSAULT = "Battle: Target your unit in your home: Straighten it and move it to the current battlefield."
TEMPLE = (
    "Repeatable Limited, Bow: Bow your target performing Personality with 3 or higher Personal Honor to "
    "gain 3 Honor."
)
SHRINE = (
    "Repeatable Limited, Bow: Bow your target performing Human Personality with 0 Personal Honor to gain 2 "
    "Honor."
)
BONDS = (
    "Political Open: Bow your target performing Courtier with 1 or less Personal Honor to bow a target "
    "Personality."
)
BISHAMON = (
    "Battle/Open, Bow: Bow your target performing Personality at any location to give a target "
    "Personality +3F."
)
SUWABE = (
    "Battle/Open: Target your performing Courtier at any location to give Suwabe a Force bonus equal to the "
    "Courtier's Chi."
)
ARMY = {"in_army_of": "$source", "at_battlefield_of": "$source"}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_a_target_in_this_army():
    compiled = ability(DANJURO, "Follower", "Danjuro's Legion")
    assert compiled["effects"] == [{"choose": {"in_play": True, "keywords": ["Shugenja"], **ARMY},
                                    "targeting": True, "straighten": True}]  # fmt: skip
    toku = ability(TOKU, "Personality", "Toku")
    assert toku["effects"][0]["choose"] == {"in_play": True, **ARMY}


def test_each_of_your_cards_of_a_kind_in_this_army():
    compiled = ability(EMBRACE, "Spell", "Earth's Embrace")
    shugenja = {"in_play": True, "keywords": ["Shugenja"], "controller": "$controller", **ARMY}
    assert compiled["effects"] == [{"affects": shugenja, "stat": "force", "change": 1,
                                    "duration": "end_of_turn"}]  # fmt: skip


def test_at_this_cards_battlefield_and_location():
    sword = ability(FU_LENG, "Item", "Fu Leng's Sword")
    there = {"in_play": True, "not_keywords": ["Shadowlands"], "type": "personality",
             "at_battlefield_of": "$source"}  # fmt: skip
    assert [effect["affects"] for effect in sword["effects"]] == [there, there]
    mimaro = ability(MIMARO, "Personality", "Kakita Mimaro")
    assert mimaro["effects"][0]["choose"]["at_battlefield_of"] == "$source"
    osawa = ability(OSAWA, "Personality", "Togashi Osawa")
    bow, straighten = osawa["choice"]
    assert bow[0]["choose"] == {"in_play": True, "type": "personality", "at_location_of": "$source"}
    assert straighten[0]["straighten"] is True


def test_a_unit_in_your_home():
    compiled = ability(ASSAULT, "Strategy", "Tireless Assault")
    home = {"in_play": True, "controller": "$controller", "zone": "home", "type": "personality"}
    assert compiled["effects"][0] == {"choose": home, "targeting": True, "target_unit": True}
    plain = ability("Battle: Target a Personality in your home: Bow him.")
    assert plain["effects"][0]["choose"] == {"in_play": True, "type": "personality", "zone": "home",
                                             "controller": "$controller"}  # fmt: skip


def test_a_performers_stat():
    temple = ability(TEMPLE, "Holding", "Temple of the Ancestors")
    assert temple["effects"][0]["choose"]["stats"] == {"personal_honor": {"at_least": 3}}
    exact = ability(SHRINE.replace("Human ", ""), "Holding")
    assert exact["effects"][0]["choose"]["stats"] == {"personal_honor": {"at_least": 0, "at_most": 0}}
    # no card prints Human (a Human is a card without Nonhuman): Shrine of Reverse Fortunes stays refused
    assert "Human" in refused(SHRINE, "Holding", "Shrine of Reverse Fortunes")
    bonds = ability(BONDS, "Strategy", "Bonds of Fate")
    assert bonds["effects"][0]["choose"]["stats"] == {"personal_honor": {"at_most": 1}}


def test_a_targeted_performer_at_any_location():
    shrine = ability(BISHAMON, "Holding", "Shrine to Bishamon")
    assert shrine["any_location"] == "performer"
    assert shrine["effects"][0]["choose"]["cards"] == ["$performer"] and shrine["effects"][0]["bow"] is True
    suwabe = ability(SUWABE, "Personality", "Bayushi Suwabe")
    assert suwabe["any_location"] == "performer" and suwabe["effects"][0]["target_card"] is True
    assert "_q20b_anywhere" not in str(suwabe)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # "this army" on a card in no army
        (TOKU, "Strategy"),
        (EMBRACE, "Strategy"),
        # whose army: not read
        ("Battle: Target a card in his army: Straighten it.", "Personality"),
        ("Battle: Give each Personality in his army +1F.", "Personality"),
        # "other" on an Item: other than its bearer, which the text does not say
        ("Repeatable Battle, Bow: Give all other Personalities in this army -1C.", "Item"),
        # this card's battlefield or location on a Strategy
        ("Battle: Give all Personalities at this card's battlefield +1F.", "Strategy"),
        ("Battle: Target a Personality at this card's location: Bow him.", "Strategy"),
        # an enemy card in your home, a card at a home not said whose
        ("Battle: Target an enemy Personality in your home: Bow him.", "Strategy"),
        ("Battle: Target a Personality at home: Bow him.", "Strategy"),
        # a home with another place
        ("Battle: Target a Personality at home or at the current battlefield: Bow him.", "Strategy"),
        # at any location, then a condition on it
        ("Battle, Bow: Bow your target performing Personality at any location if he is bowed to gain 1 "
         "Honor.", "Holding"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type)


# --- the engine playing the compiled cards ------------------------------------------------------------------
BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


def run(cards: dict, steps: list, honor: int = 5) -> list:
    scenario = {"game": "l5r", "players": [{"id": "me", "family_honor": honor}, "opp"], "cards": cards,
                "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [answer["answer"]["value"] for answer in evaluate(parse_scenario(scenario)).answers]


def person(owner: str, zone: str = "battlefield:1", force: int = 2, **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": force, "chi": 2}, **more}


def attached(kind: str, bearer: str, text: str, card_type: str, title: str) -> dict:
    return {"type": kind, "owner": "me", "zone": "attached", "attached_to": bearer,
            "abilities": [ability(text, card_type, title)]}  # fmt: skip


def use(card: str, **more) -> dict:
    return {"use": {"id": "u", "card": card, "ability": "a1", "by": "me", **more}}


def bowed(card: str) -> dict:
    return {"ask": {"flag": "bowed", "card": card}}


def force(card: str) -> dict:
    return {"ask": {"stat": "force", "card": card}}


def test_the_legion_straightens_a_shugenja_in_its_army_only():
    legion = attached("follower", "sam", DANJURO, "Follower", "Danjuro's Legion")
    cards = {"sam": person("me"), "legion": legion,
             "isawa": person("me", keywords=["Shugenja"], bowed=True),
             "away": person("me", "home", keywords=["Shugenja"], bowed=True),
             "foe": person("opp", keywords=["Shugenja"], bowed=True)}  # fmt: skip
    assert run(cards, [BATTLE, use("legion", targets=["isawa"]), bowed("isawa")]) == [False]
    for elsewhere in ("away", "foe"):  # at home, or in the enemy army
        with pytest.raises(ScenarioError, match=f"does not allow {elsewhere}"):
            run(cards, [BATTLE, use("legion", targets=[elsewhere])])


def test_earths_embrace_gives_each_of_your_shugenja_in_its_army_one_force():
    cards = {"isawa": person("me", keywords=["Shugenja"]),
             "embrace": attached("spell", "isawa", EMBRACE, "Spell", "Earth's Embrace"),
             "asako": person("me", keywords=["Shugenja"]), "monk": person("me"),
             "away": person("me", "home", keywords=["Shugenja"]),
             "foe": person("opp", keywords=["Shugenja"])}  # fmt: skip
    asks = [force(card) for card in ("isawa", "asako", "monk", "away", "foe")]
    assert run(cards, [BATTLE, use("embrace"), *asks]) == [3, 3, 2, 2, 2]


def test_fu_lengs_sword_reaches_the_personalities_at_its_battlefield():
    cards = {"sam": person("me", keywords=["Shadowlands"]),
             "sword": attached("item", "sam", FU_LENG, "Item", "Fu Leng's Sword"),
             "foe": person("opp"), "ally": person("me"), "oni": person("opp", keywords=["Shadowlands"]),
             "far": person("opp", "battlefield:2")}  # fmt: skip
    asks = [force(card) for card in ("foe", "ally", "oni", "far", "sam")]
    assert run(cards, [BATTLE, use("sword"), *asks]) == [1, 1, 2, 2, 2]


def test_osawa_at_home_bows_a_personality_at_his_location_only():
    osawa = person("me", "home", abilities=[ability(OSAWA, "Personality", "Togashi Osawa")], bowed=True)
    cards = {"osawa": osawa, "guest": person("me", "home"), "foe": person("opp")}
    assert run(cards, [use("osawa", targets=["guest"], chosen=1), bowed("guest")]) == [True]
    with pytest.raises(ScenarioError, match="does not allow foe"):
        run(cards, [use("osawa", targets=["foe"], chosen=1)])


def test_tireless_assault_brings_a_unit_from_your_home_only():
    plan = {"type": "action", "owner": "me", "zone": "hand",
            "abilities": [ability(ASSAULT, "Strategy", "Tireless Assault")]}  # fmt: skip
    cards = {"plan": plan, "rested": person("me", "home", bowed=True),
             "spear": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "rested",
                       "bowed": True, "stats": {"force": 1}},
             "there": person("me", "battlefield:2", bowed=True), "foe": person("opp"),
             "foe_home": person("opp", "home")}  # fmt: skip
    where = {"ask": {"zone": "rested"}}
    answers = run(cards, [BATTLE, use("plan", targets=["rested"]), bowed("rested"), bowed("spear"), where])
    assert answers[:2] == [False, False] and answers[2].startswith("battlefield:1")
    for elsewhere in ("there", "foe_home"):  # not home, or another player's home
        with pytest.raises(ScenarioError, match=f"does not allow {elsewhere}"):
            run(cards, [BATTLE, use("plan", targets=[elsewhere])])


def temple_cards(personal_honor: int) -> dict:
    temple = {"type": "holding", "owner": "me", "zone": "home",
              "abilities": [ability(TEMPLE, "Holding", "Temple of the Ancestors")]}  # fmt: skip
    stats = {"force": 2, "chi": 2, "personal_honor": personal_honor}
    return {"temple": temple, "elder": {"type": "personality", "owner": "me", "zone": "home", "stats": stats}}


def test_the_temple_needs_a_performer_with_enough_personal_honor():
    honor = {"ask": {"stat": "family_honor", "player": "me"}}
    steps = [use("temple", performer="elder", targets=["elder"]), honor, bowed("elder")]
    assert run(temple_cards(3), steps) == [8, True]
    with pytest.raises(ScenarioError, match="does not allow elder"):
        run(temple_cards(2), steps)


def bishamon_cards(text: str) -> dict:
    shrine = {"type": "holding", "owner": "me", "zone": "home",
              "abilities": [ability(text, "Holding", "Shrine")]}  # fmt: skip
    return {"shrine": shrine, "monk": person("me", "home"), "ally": person("me"), "foe": person("opp")}


def test_the_shrine_of_bishamon_is_used_by_a_personality_at_home():
    steps = [BATTLE, use("shrine", performer="monk", targets=["monk", "ally"]), {"ask": {"successful": "u"}},
             bowed("monk"), force("ally")]  # fmt: skip
    assert run(bishamon_cards(BISHAMON), steps) == [True, True, 5]
    # without the words, the performer at home may not take the Battle action
    plain = BISHAMON.replace(" at any location", "")
    assert run(bishamon_cards(plain), steps) == [False, False, 2]
