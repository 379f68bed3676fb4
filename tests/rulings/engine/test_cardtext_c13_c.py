"""Compiler version 13, part C: costs that bow a card "unless he is" something ("Bow this Shugenja unless he
is Void", "Choose your performing unbowed Personality and bow him unless he is Tattooed"), played by the cost
field `bow_unless` (unless_costs.py, the Desk's rule l5r.desk.cost-unless); and the several-target wordings
("one or two", "one or more", "one to three") refused with their reason. What each compiles to, the near
wordings that stay not played, and scenarios in which the engine plays the compiled ability."""

import pytest

from rulings.engine import evaluate, parse_scenario

from .cardtext_kit import ability, refused

WANDER = "Limited: Bow this Shugenja unless he is Void, and destroy this card: Draw a card."
STEED = (
    "Open: Bow this Shugenja unless he is Air or Water and target your Samurai Personality: Give him Cavalry."
)
LAUGHTER_LIKE = (
    "Battle: Choose your performing unbowed Personality and bow him unless he is Tattooed: Draw a card."
)
WORLD_LIKE = "Open: Bow your performing Monk unless he is Void: Draw a card."


def _run(cards: dict, steps: list[dict]) -> dict:
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
                "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return evaluate(parse_scenario(scenario)).to_dict()


def _values(result: dict) -> list:
    return [a["answer"]["value"] for a in result["answers"]]


# -- what the clauses compile to


def test_bow_this_shugenja_unless_he_is_void_is_a_conditional_cost():
    wander = ability(WANDER, "Spell")
    assert wander["cost"] == {"bow": "$bearer", "bow_unless": {"keywords": ["Void"]}, "destroy": "$source"}
    steed = ability(STEED, "Spell")
    assert steed["cost"] == {"bow": "$bearer", "bow_unless": {"any_keywords": ["Air", "Water"]}}
    assert steed["effects"][0]["grant_keyword"] == "Cavalry"
    own = ability("Open: Bow this Personality unless he is Tattooed: Draw a card.", "Personality")
    assert own["cost"] == {"bow": "$source", "bow_unless": {"keywords": ["Tattooed"]}}


def test_bow_your_performer_unless_he_is():
    world = ability(WORLD_LIKE)
    assert world["cost"] == {
        "bow": "$performer",
        "requires": {"cards": ["$performer"], "keywords": ["Monk"]},
        "bow_unless": {"keywords": ["Void"]},
    }
    laughter = ability(LAUGHTER_LIKE)
    assert laughter["cost"] == {
        "bow": "$performer",
        "requires": {"cards": ["$performer"], "bowed": False, "type": "personality"},
        "bow_unless": {"keywords": ["Tattooed"]},
    }
    clan = ability("Limited: Choose your performing Scout, bow him unless he is Crab Clan: Draw a card.")
    assert clan["cost"]["bow_unless"] == {"keywords": ["Crab Clan"]}


@pytest.mark.parametrize(
    "text",
    [
        # a bare clan name is not a keyword the text names exactly
        "Battle: Choose your performing unbowed Personality and bow him unless he is Crab: Draw a card.",
        # no second colon: the bowing is in the effects block, not a cost (not read)
        "Open: Draw a card. Bow this Shugenja unless he is Void.",
        "Kami Tattoo Battle: Target your performing unbowed Personality and bow them unless they are "
        "Tattooed to make a Ranged Attack with strength equal to their Force.",
        # "unless" on another cost than bowing, or on a condition of another kind
        "Open: Destroy this card unless he is Void: Draw a card.",
        "Open: Bow this Shugenja unless he is at home: Draw a card.",
        # "him" after a performer and a target: who is meant is not fixed
        "Limited: Choose your performing Scout, bow him unless he is Crab Clan, and target a Personality: "
        "Bow him.",
        # "this Personality" on a Spell is not read (its bearer is "this Shugenja")
        "Open: Bow this Personality unless he is Void: Draw a card.",
    ],
)
def test_near_unless_costs_are_refused(text):
    refused(text, "Spell" if "Shugenja" in text or "Personality unless" in text else "Strategy")


# -- the engine playing them


def _spell_cards(text: str, keywords: list[str], *, bowed: bool = False) -> dict:
    return {
        "shu": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Shugenja", *keywords],
                "stats": {"force": 1, "chi": 3}, **({"bowed": True} if bowed else {})},
        "spell": {"type": "spell", "owner": "me", "attached_to": "shu",
                  "abilities": [ability(text, "Spell")]},
        "c1": {"type": "action", "owner": "me", "zone": "deck"},
    }  # fmt: skip


@pytest.mark.parametrize(("keywords", "bowed"), [(["Void"], False), ([], True), (["Earth"], True)])
def test_the_shugenja_bows_for_the_cost_unless_he_is_void(keywords, bowed):
    """Wander Among the Stars: a Void Shugenja is not bowed for the cost; any other is. Either way the Spell
    is destroyed and its player draws."""
    cards = _spell_cards(WANDER, keywords)
    steps = [
        {"use": {"id": "u1", "card": "spell", "ability": "a1", "by": "me"}},
        {"ask": {"flag": "bowed", "card": "shu"}},
        {"ask": {"hand": "me"}},
    ]
    result = _run(cards, steps)
    assert _values(result) == [bowed, ["c1"]]
    assert "l5r.desk.cost-unless" in str(result)


@pytest.mark.parametrize(("keywords", "taken"), [(["Void"], True), ([], False)])
def test_a_bowed_shugenja_pays_the_cost_only_if_it_asks_nothing_of_him(keywords, taken):
    """With the Shugenja already bowed: a Void one is not asked to bow, so the action is taken; any other
    cannot be bowed for the cost, so the action cannot be taken and nothing is drawn."""
    cards = _spell_cards(WANDER, keywords, bowed=True)
    steps = [
        {"use": {"id": "u1", "card": "spell", "ability": "a1", "by": "me"}},
        {"ask": {"hand": "me"}},
    ]
    assert _values(_run(cards, steps)) == [["c1"] if taken else []]


@pytest.mark.parametrize(("keywords", "bowed"), [(["Water"], False), (["Air"], False), (["Fire"], True)])
def test_steed_of_the_ebbing_tides_bows_its_shugenja_unless_he_is_air_or_water(keywords, bowed):
    cards = _spell_cards(STEED, keywords)
    cards["rider"] = {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Samurai"],
                      "stats": {"force": 2, "chi": 2}}  # fmt: skip
    steps = [
        {"use": {"id": "u1", "card": "spell", "ability": "a1", "by": "me", "targets": ["rider"]}},
        {"ask": {"flag": "bowed", "card": "shu"}},
        {"ask": {"keywords": "rider"}},
    ]
    shu_bowed, rider = _values(_run(cards, steps))
    assert shu_bowed is bowed
    assert "Cavalry" in rider


@pytest.mark.parametrize(("keywords", "bowed"), [(["Tattooed"], False), ([], True)])
def test_the_performer_bows_unless_he_is_tattooed(keywords, bowed):
    """"Choose your performing unbowed Personality and bow him unless he is Tattooed": a Tattooed performer
    is not bowed; another is."""
    cards = {
        "act": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(WORLD_LIKE)]},
        "monk": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Monk", *keywords],
                 "stats": {"force": 1, "chi": 2}},
        "c1": {"type": "action", "owner": "me", "zone": "deck"},
    }  # fmt: skip
    laughter = ability(LAUGHTER_LIKE.replace("Battle:", "Open:"))
    cards["act"]["abilities"] = [laughter]
    steps = [
        {"use": {"id": "u1", "card": "act", "ability": "a1", "by": "me", "performer": "monk"}},
        {"ask": {"flag": "bowed", "card": "monk"}},
        {"ask": {"hand": "me"}},
    ]
    assert _values(_run(cards, steps)) == [bowed, ["c1"]]


def test_an_unbowed_performer_is_still_required_when_he_is_tattooed():
    """"your performing unbowed Personality": the text asks him to be unbowed whether or not the bowing is
    the cost, so a bowed Tattooed performer cannot take the action."""
    laughter = ability(LAUGHTER_LIKE.replace("Battle:", "Open:"))
    cards = {
        "act": {"type": "action", "owner": "me", "zone": "hand", "abilities": [laughter]},
        "monk": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Tattooed"],
                 "stats": {"force": 1, "chi": 2}, "bowed": True},
        "c1": {"type": "action", "owner": "me", "zone": "deck"},
    }  # fmt: skip
    steps = [
        {"use": {"id": "u1", "card": "act", "ability": "a1", "by": "me", "performer": "monk"}},
        {"ask": {"hand": "me"}},
    ]
    result = _run(cards, steps)
    assert _values(result) == [["act"]]  # not played: the Action card stays in hand, nothing is drawn
    assert "what the text asks for (its performer" in str(result)
