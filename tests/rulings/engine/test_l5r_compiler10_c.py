"""Compiler version 10, part C: action constraints. Alternative costs ("Bow Satsu or one of your Rings", "bow
one of your Forests or Pearls"), a condition on what the player controls ("If you control a Ring, ..."), a
target compared with the performer's stat ("lower Personal Honor than your Magistrate's Chi"), "Even if you
control no units at the current battlefield", and the ability keywords that are only labels (Thunder, Maho,
Tactical). What each compiles to, the near wordings that stay not played, and scenarios in which the engine
plays the compiled abilities."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

from .cardtext_kit import ability, refused

COST_CHOICE = "step 1: bow for the cost of u1"
SATSU = "Togashi Satsu"
PURITY = "Battle: Choose your performing Personality with 3 or higher Personal Honor: Give him +3F."


def _run(cards: dict, steps: list[dict]) -> dict:
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
                "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return evaluate(parse_scenario(scenario)).to_dict()


def _outcomes(answer: dict) -> dict:
    """The answer for each choice of the card bowed for the cost."""
    return {o["choices"][COST_CHOICE]: o["answer"]["value"] for o in answer["outcomes"]}


# -- alternative costs: "Bow X or one of your Rings"


def test_bow_this_card_or_one_of_your_rings():
    satsu = ability("Open: Bow Satsu or one of your Rings: Draw a card.", "Personality", title=SATSU)
    assert satsu == {
        "id": "a1",
        "designators": ["Open"],
        "cost": {"bow_one_of": [{"cards": ["$source"]}, {"type": "ring"}]},
        "effects": [{"targets": "$controller", "draw": 1}],
    }
    # a Spell's "this Shugenja" is its bearer
    castle = ability("Battle: Bow this Shugenja or one of your Rings: Draw a card.", "Spell")
    assert castle["cost"] == {"bow_one_of": [{"cards": ["$bearer"]}, {"type": "ring"}]}


def test_bow_this_personality_or_one_of_his_attachments():
    yupadi = ability(
        "Limited: Bow Yupadi or one of her Spells, and target a Personality: Give him Naval.",
        "Personality",
        title="Iuchi Yupadi",
    )
    spell = {"type": "spell", "attached_to": "$source"}
    assert yupadi["cost"] == {"bow_one_of": [{"cards": ["$source"]}, spell]}
    kojinrue = ability(
        "Battle: Bow Kojinrue or one of his Weapons, and target an enemy card without attachments: "
        "Destroy it.",
        "Personality",
        title="Mirumoto Kojinrue",
    )
    weapon = {"keywords": ["Weapon"], "attached_to": "$source"}
    assert kojinrue["cost"] == {"bow_one_of": [{"cards": ["$source"]}, weapon]}


def test_bow_one_of_your_cards_of_a_kind():
    sleepless = ability(
        "Battle: Twice per turn, bow one of your Forests or Pearls: Give each of your Nonhuman cards at the "
        "current battlefield +1F.",
        "Personality",
        title="The Sleepless One",
    )
    assert sleepless["cost"] == {"bow_one_of": [{"keywords": ["Forest"]}, {"keywords": ["Pearl"]}]}
    assert sleepless["limit"] == {"times": 2, "per": "turn"}
    temples = ability("Limited: Bow one of your Temple Holdings: Gain 1 Honor.", "Stronghold")
    assert temples["cost"] == {"bow_one_of": [{"keywords": ["Temple"], "type": "holding"}]}


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        # a description, not a keyword
        ("Open: Bow Taka, bow one of your Gold-producing Holdings, and target a Holding: Straighten it.",
         "Personality", "Yasuki Taka"),
        # "his" Spells of a card that is not this Personality
        ("Battle: Bow this card or one of his Spells: Draw a card.", "Item", "Jade Bow"),
        # a keyword in the plural the compiler does not know to be one
        ("Battle: Bow one of your Ronins: Draw a card.", "Personality", "Kaede"),
        # without the second colon there is only an effects block: "to" is no cost (compiler 20, part C plays
        # "Bow one of your Farms to draw a card." as effects: the Farm bowed, then the draw if it bowed)
        ("Repeatable Battle: Bow one of your Ronins to draw a card.", "Follower", "Ashigaru Elite"),
    ],
)  # fmt: skip
def test_near_alternative_costs_are_refused(text, card_type, title):
    refused(text, card_type, title=title)


def _satsu_cards(ring_bowed: bool = False) -> dict:
    satsu = ability("Open: Bow Satsu or one of your Rings: Draw a card.", "Personality", title=SATSU)
    return {
        "satsu": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 3},
                  "abilities": [satsu]},
        "ring": {"type": "ring", "owner": "me", "zone": "home", "bowed": ring_bowed},
        "theirs": {"type": "ring", "owner": "opp", "zone": "home"},
        "card": {"type": "action", "owner": "me", "zone": "deck"},
    }  # fmt: skip


def test_the_player_bows_this_card_or_one_of_his_rings_and_draws():
    """Togashi Satsu: he or one of the player's Rings (never another player's) is bowed as the cost, as the
    player chooses; then he draws."""
    steps = [
        {"use": {"id": "u1", "card": "satsu", "ability": "a1", "by": "me"}},
        {"ask": {"flag": "bowed", "card": "ring"}},
        {"ask": {"flag": "bowed", "card": "satsu"}},
        {"ask": {"hand": "me"}},
    ]
    result = _run(_satsu_cards(), steps)
    ring, satsu, hand = (a["answer"] for a in result["answers"])
    assert _outcomes(ring) == {"ring": True, "satsu": False}
    assert _outcomes(satsu) == {"ring": False, "satsu": True}
    assert hand["value"] == ["card"]
    (choice,) = result["choices"]
    assert choice["options"] == ["satsu", "ring"]


def test_with_his_ring_bowed_only_this_card_pays():
    steps = [
        {"use": {"id": "u1", "card": "satsu", "ability": "a1", "by": "me"}},
        {"ask": {"flag": "bowed", "card": "satsu"}},
    ]
    result = _run(_satsu_cards(ring_bowed=True), steps)
    assert result["answers"][0]["answer"]["value"] is True


# -- "If you control a Ring, ...": a condition restricting the action


def test_if_you_control_a_card_is_a_condition_on_the_action():
    text = "Open: If you control a Ring, bow your performing Monk or Shugenja: Draw 2 cards."
    knowledge = ability(text)
    assert knowledge["condition"] == {"count": {"type": "ring", "controller": "$controller"}, "at_least": 1}
    assert knowledge["cost"] == {
        "bow": "$performer",
        "requires": {"cards": ["$performer"], "any_keywords": ["Monk", "Shugenja"]},
    }
    text = "Limited: If you control a Courtier or Magistrate, bow this card: Gain 1 Honor."
    either = ability(text, "Holding")
    assert either["condition"] == {
        "count": {"any_keywords": ["Courtier", "Magistrate"], "controller": "$controller"},
        "at_least": 1,
    }
    rings = ability("Limited: If you control any Rings: Draw a card.")
    assert rings["condition"] == {"count": {"type": "ring", "controller": "$controller"}, "at_least": 1}
    favor = ability("Limited: If you control the Imperial Favor: Draw a card.")
    assert favor["condition"] == {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}


@pytest.mark.parametrize(
    "text",
    [
        # no second colon: the condition is in the effects block, not a restriction on the action
        "Political Open: If you control a Courtier or Magistrate, dishonor a target Personality.",
        "Limited: If you control a card: Draw a card.",  # no kind
        "Limited: If you control a Crab Personality: Draw a card.",  # a bare clan name
        "Limited: If you control no Courtiers: Draw a card.",  # not read
    ],
)
def test_near_control_conditions_are_refused(text):
    refused(text)


@pytest.mark.parametrize(("ring", "hand"), [(True, ["c1", "c2"]), (False, ["kfw"])])
def test_the_action_is_taken_only_while_you_control_a_ring(ring, hand):
    """Knowledge from Within: with a Ring of his in play the player bows his Monk and draws 2; without one
    the action cannot be taken, and nothing is paid or drawn."""
    knowledge = ability("Open: If you control a Ring, bow your performing Monk or Shugenja: Draw 2 cards.")
    cards = {
        "kfw": {"type": "action", "owner": "me", "zone": "hand", "abilities": [knowledge]},
        "monk": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Monk"],
                 "stats": {"force": 1, "chi": 2}},
        "c1": {"type": "action", "owner": "me", "zone": "deck"},
        "c2": {"type": "action", "owner": "me", "zone": "deck"},
    }  # fmt: skip
    cards["ring"] = {"type": "ring", "owner": "me" if ring else "opp", "zone": "home"}
    steps = [
        {"use": {"id": "u1", "card": "kfw", "ability": "a1", "by": "me", "performer": "monk"}},
        {"ask": {"flag": "bowed", "card": "monk"}},
        {"ask": {"hand": "me"}},
    ]
    result = _run(cards, steps)
    bowed, held = (a["answer"]["value"] for a in result["answers"])
    assert bowed is ring
    assert sorted(held) == hand


# -- "with lower Personal Honor than your Magistrate's Chi"


def test_a_target_compared_with_the_performers_stat():
    text = (
        "Limited: Bow your performing Magistrate and target a Personality with lower Personal Honor than "
        "your Magistrate's Chi: Dishonor the target."
    )
    undone = ability(text)
    compare = {"stat": "personal_honor", "less_than": {"stat": "chi", "of": "$performer"}}
    assert undone["effects"][0]["choose"] == {"in_play": True, "type": "personality", "compare": compare}
    after = ability(
        "Limited: Choose your performing Magistrate and target a Personality with Personal Honor equal to or "
        "lower than your Magistrate's Chi: Dishonor the target."
    )
    assert after["effects"][0]["choose"]["compare"] == {
        "stat": "personal_honor",
        "at_most": {"stat": "chi", "of": "$performer"},
    }


@pytest.mark.parametrize(
    "text",
    [
        # the performer is a Courtier: "your Magistrate" is not he
        "Limited: Bow your performing Courtier and target a Personality with lower Personal Honor than your "
        "Magistrate's Chi: Dishonor the target.",
        # no performer named at all
        "Limited: Target a Personality with lower Personal Honor than your Magistrate's Chi: Dishonor him.",
        # a performer who may be a Monk or a Magistrate
        "Limited: Bow your performing Monk or Magistrate and target a Personality with lower Personal Honor "
        "than your Magistrate's Chi: Dishonor the target.",
    ],
)
def test_near_performer_comparisons_are_refused(text):
    refused(text)


@pytest.mark.parametrize("honor", [2, 3])
def test_the_target_must_have_lower_personal_honor_than_the_performers_chi(honor):
    """Undone by Truth: the Magistrate (3 Chi) bows; a Personality with 2 Personal Honor is a legal target
    and is dishonored; one with 3 is no legal target (the use is an error naming it)."""
    text = (
        "Limited: Bow your performing Magistrate and target a Personality with lower Personal Honor than "
        "your Magistrate's Chi: Dishonor the target."
    )
    cards = {
        "undone": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]},
        "judge": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Magistrate"],
                  "stats": {"force": 1, "chi": 3, "personal_honor": 1}},
        "foe": {"type": "personality", "owner": "opp", "zone": "home",
                "stats": {"force": 2, "chi": 2, "personal_honor": honor}},
    }  # fmt: skip
    steps = [
        {"use": {"id": "u1", "card": "undone", "ability": "a1", "by": "me", "performer": "judge",
                 "targets": ["foe"]}},
        {"ask": {"flag": "dishonored", "card": "foe"}},
    ]  # fmt: skip
    if honor >= 3:
        with pytest.raises(ScenarioError, match="does not allow foe"):
            _run(cards, steps)
        return
    assert _run(cards, steps)["answers"][0]["answer"]["value"] is True


# -- "Even if you control no units at the current battlefield"


def test_even_if_you_control_no_units_adds_nothing_the_engine_judges():
    text = (
        "Battle: Even if you control no units at the current battlefield, target a Personality without "
        "Followers: Move him home."
    )
    settling = ability(text)
    assert settling == ability("Battle: Target a Personality without Followers: Move him home.")
    alone = ability("Battle: Even if you control no units at the current battlefield: Draw a card.")
    assert alone["effects"] == [{"targets": "$controller", "draw": 1}]
    refused("Battle: Even if you control no units: Draw a card.")


def test_an_action_card_moves_a_personality_home_without_a_unit_of_its_player_there():
    """Settling the Homeless: the player has no unit at the current battlefield; the enemy Personality
    there, without Followers, moves home."""
    text = (
        "Battle: Even if you control no units at the current battlefield, target a Personality without "
        "Followers: Move him home."
    )
    cards = {
        "settling": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]},
        "mine": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True,
                "stats": {"force": 2, "chi": 2}},
    }  # fmt: skip
    steps = [
        {"phase": "attack"},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "settling", "ability": "a1", "by": "me", "targets": ["foe"]}},
        {"ask": {"zone": "foe"}},
    ]
    result = _run(cards, steps)
    assert result["answers"][0]["answer"]["value"] == "home"


# -- ability keywords that are only labels


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("Thunder Battle: Bow a target enemy card without attachments.", ["Thunder"]),
        ("Thunder Water Battle: Bow a target enemy card without attachments.", ["Thunder", "Water"]),
        ("Fire Maho Battle: Bow a target enemy card without attachments.", ["Fire", "Maho"]),
        ("Tactical Battle: Bow a target enemy card without attachments.", ["Tactical"]),
    ],
)
def test_label_keywords_stay_on_the_ability(text, keywords):
    compiled = ability(text, "Personality", title="Moshi Yuriko")
    assert compiled["keywords"] == keywords
    assert compiled["designators"] == ["Battle"]


def test_a_label_keyword_on_a_reaction():
    kazue = ability(
        "Thunder Reaction: After a Ranged Attack targets a card, give the Ranged Attack +1 strength.",
        "Personality",
        title="Moshi Kazue",
    )
    assert kazue["keywords"] == ["Thunder"] and kazue["designators"] == ["Reaction"]


@pytest.mark.parametrize("keyword", ["Fear", "Kiho", "Heroic", "Recon", "Remote"])  # (Absent: compiler 19, E)
def test_keywords_with_rules_of_their_own_are_refused(keyword):
    text = f"{keyword} Battle: Bow a target enemy card without attachments."
    refused(text, "Personality", title="Moshi Yuriko")
    refused(f"Thunder {keyword} Battle: Bow a target enemy card without attachments.", "Personality")


def test_a_thunder_action_bows_its_target():
    """Moshi Yuriko: "Thunder Battle: Bow a target enemy card without attachments." played as any Battle
    action (the keyword changes nothing of it)."""
    yuriko = ability("Thunder Battle: Bow a target enemy card without attachments.", "Personality",
                     title="Moshi Yuriko")  # fmt: skip
    cards = {
        "yuriko": {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
                   "stats": {"force": 2, "chi": 3}, "abilities": [yuriko]},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True,
                "stats": {"force": 2, "chi": 2}},
    }  # fmt: skip
    steps = [
        {"phase": "attack"},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "yuriko", "ability": "a1", "by": "me", "targets": ["foe"]}},
        {"ask": {"flag": "bowed", "card": "foe"}},
    ]
    assert _run(cards, steps)["answers"][0]["answer"]["value"] is True


# -- "Bow and destroy this card", a performer's stat or place, a target at the current battlefield


def test_bow_and_destroy_this_card_is_two_costs():
    dogs = ability("Battle: Bow and destroy this card and target an enemy Follower: Destroy it.", "Follower")
    assert dogs["cost"] == {"bow": "$source", "destroy": "$source"}
    text = "Battle: Bow and destroy this Shugenja and target an enemy Personality: Destroy him."
    fires = ability(text, "Spell")
    assert fires["cost"] == {"bow": "$bearer", "destroy": "$bearer"}
    kyoji = ability("Limited: Bow and destroy Kyoji: Draw 5 cards.", "Personality", title="Kasuga Kyoji")
    assert kyoji["cost"] == {"bow": "$source", "destroy": "$source"}
    # "this Personality" in a Follower's cost is not read; another card's name is not this card
    refused("Battle: Bow and destroy this Personality: Draw a card.", "Follower")
    refused("Limited: Bow and destroy Kyoji: Draw 5 cards.", "Personality", title="Doji Hoturi")


def test_the_follower_is_bowed_and_destroyed_and_its_target_destroyed():
    """War Dogs: "Bow and destroy this card and target an enemy Follower: Destroy it."."""
    dogs = ability("Battle: Bow and destroy this card and target an enemy Follower: Destroy it.", "Follower")
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
                 "stats": {"force": 2, "chi": 2}},
        "dogs": {"type": "follower", "owner": "me", "attached_to": "hero", "stats": {"force": 1},
                 "abilities": [dogs]},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True,
                "stats": {"force": 2, "chi": 2}},
        "spear": {"type": "follower", "owner": "opp", "attached_to": "foe", "stats": {"force": 1}},
    }  # fmt: skip
    steps = [
        {"phase": "attack"},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "dogs", "ability": "a1", "by": "me", "performer": "hero",
                 "targets": ["spear"]}},
        {"ask": {"destroyed": "dogs"}},
        {"ask": {"destroyed": "spear"}},
    ]  # fmt: skip
    answers = [a["answer"]["value"] for a in _run(cards, steps)["answers"]]
    assert answers == [True, True]


def test_a_performers_stat_or_place_is_his_requirement():
    purity = ability(PURITY)
    honor = {"personal_honor": {"at_least": 3}}
    assert purity["cost"] == {"requires": {"cards": ["$performer"], "type": "personality", "stats": honor}}
    bowed = ability("Battle: Bow your performing Samurai with 3 or more Chi: Draw a card.")
    samurai = {"cards": ["$performer"], "keywords": ["Samurai"], "stats": {"chi": {"at_least": 3}}}
    assert bowed["cost"] == {"bow": "$performer", "requires": samurai}
    here = ability("Battle: Choose your performing Tactician at the current battlefield: Give him +3F.")
    tactician = {"cards": ["$performer"], "keywords": ["Tactician"], "zone": "$battlefield"}
    assert here["cost"] == {"requires": tactician}
    text = "Battle: Destroy this card and target a Samurai at the current battlefield: Straighten him."
    target = ability(text, "Item")
    samurai_here = {"in_play": True, "keywords": ["Samurai"], "zone": "$battlefield"}
    assert target["effects"][0]["choose"] == samurai_here
    # a stat named without a number, a place other than the current battlefield: not read
    refused("Battle: Choose your performing Personality with high Personal Honor: Give him +3F.")
    refused("Battle: Choose your performing Tactician at home: Give him +3F.")
    refused("Battle: Target a Samurai at the current battlefield at the current battlefield: Bow him.")


@pytest.mark.parametrize(("honor", "force"), [(3, 5), (2, 2)])
def test_the_performer_must_have_the_personal_honor_the_text_asks(honor, force):
    """Strength of Purity: a performer with 3 Personal Honor gets +3F; one with 2 cannot perform it."""
    purity = ability(PURITY)
    cards = {
        "purity": {"type": "action", "owner": "me", "zone": "hand", "abilities": [purity]},
        "hero": {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
                 "stats": {"force": 2, "chi": 2, "personal_honor": honor}},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True,
                "stats": {"force": 2, "chi": 2}},
    }  # fmt: skip
    steps = [
        {"phase": "attack"},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "purity", "ability": "a1", "by": "me", "performer": "hero"}},
        {"ask": {"stat": "force", "card": "hero"}},
    ]
    assert _run(cards, steps)["answers"][0]["answer"]["value"] == force
