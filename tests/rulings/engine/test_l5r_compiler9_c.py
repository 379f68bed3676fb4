"""L5R compiler version 9, part C (amounts: equal to, for each, set): what the clauses compile to, near
wordings that must stay not played, and scenarios that the engine plays the compiled text right."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

ENEMY = {
    "in_play": True,
    "controller": "$other",
    "type": ["follower", "personality"],
    "without_attached": {"type": "follower"},
}




def compiled(text: str, card_type: str = "Strategy", title: str = "", kind: str = "ability") -> dict:
    return piece(text, card_type, title, kind=kind, clause_id="a1")


def attack(piece: dict) -> dict:
    effect = piece["abilities"][0]["effects"][0]
    assert effect["choose"] == ENEMY and effect["targeting"] is True
    return effect["ranged_attack"]


# -- "Ranged Attack with strength equal to ..."
@pytest.mark.parametrize(
    ("text", "card_type", "title", "expected"),
    [
        (
            "Battle: Bow Morihiko: Ranged Attack with strength equal to Morihiko's Force.",
            "Personality",
            "Shiba Morihiko",
            {"strength": {"equal_to": "force", "of": "$source"}},
        ),
        (
            "Battle, Bow: Ranged Attack with strength equal to this Personality's Chi.",
            "Item",
            "Celestial Mempo of the Mantis Clan",
            {"strength": {"equal_to": "chi", "of": "$bearer"}},
        ),
        (
            "Battle: Choose your performing unbowed Monk: Ranged Attack with strength equal to his Force.",
            "Strategy",
            "No Pure Breaths",
            {"strength": {"equal_to": "force", "of": "$performer"}},
        ),
        (
            "Battle: Bow your performing Follower: Ranged Attack with strength equal to the Follower's Force "
            "plus 1.",
            "Personality",
            "Kaiu Futaro",
            {"strength": {"equal_to": "force", "of": "$performer"}, "plus": 1},
        ),
        (
            "Battle: Bow Jisoo: Ranged Attack with strength equal to her Personal Honor.",
            "Personality",
            "Utaku Jisoo",
            {"strength": {"equal_to": "personal_honor", "of": "$source"}},
        ),
        (
            "Battle, Bow: Melee Attack with strength equal to this Follower's Force.",
            "Follower",
            "Legulus's Legion",
            {"strength": {"equal_to": "force", "of": "$source"}, "melee": True},
        ),
    ],
)
def test_an_attack_with_strength_equal_to_a_stat(text, card_type, title, expected):
    assert attack(compiled(text, card_type, title)) == expected


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        # "his" on a Strategy with no performer names no card
        ("Battle: Ranged Attack with strength equal to his Force.", "Strategy", "X"),
        # "the Monk's" is not the performer (a Follower)
        ("Battle: Bow your performing Follower: Ranged Attack with strength equal to the Monk's Force.",
         "Personality", "Kaiu Futaro"),
        # a choice of two stats of two cards named apart (compiler 21, part M reads "Ryozo's Force or
        # Personal Honor", one card's two stats, as a choice)
        ("Battle: Ranged Attack with strength equal to Ryozo's Force or his Personal Honor.", "Personality",
         "Akodo Ryozo"),
        # another card's name
        ("Battle: Ranged Attack with strength equal to Kenzo's Force.", "Personality", "Akodo Ryozo"),
        # minus, or a count of tokens: not read
        ("Battle: Ranged Attack with strength equal to Raemon's Force minus two.", "Personality",
         "Akodo Raemon"),
        # (tokens in play are read since compiler 19, part G; the tokens "he has" are not)
        ("Battle: Ranged Attack with strength equal to the number of Sake tokens he has +2.",
         "Personality", "Shosuro Shigemasa"),
        # "his" beside a target of the ability's own: two targets
        ("Thunder Battle, Bow: Target your Personality. Ranged Attack with strength equal to his Chi.",
         "Spell", "X"),
    ],
)  # fmt: skip
def test_near_attack_strengths_are_refused(text, card_type, title):
    refused(text, card_type, title)


def test_the_performers_name_must_be_his_requirement():
    piece = compiled(
        "Battle: Choose your performing unbowed Samurai: Ranged Attack with strength equal to your Samurai's "
        "Chi plus one."
    )
    assert attack(piece) == {"strength": {"equal_to": "chi", "of": "$performer"}, "plus": 1}


def test_the_own_name_possessive_reads_as_this_card_in_a_comparison():
    piece = compiled(
        "Battle: Dishonor a target enemy Personality with Personal Honor lower than Agito's Chi.",
        "Personality",
        "Mirumoto Agito",
    )
    compare = piece["abilities"][0]["effects"][0]["choose"]["compare"]
    assert compare == {"stat": "personal_honor", "less_than": {"stat": "chi", "of": "$source"}}


def _volley_scenario(ability: dict, chi: int) -> dict:
    cards = {
        "mempo": {"type": "item", "owner": "me", "attached_to": "monk", "stats": {"force": 0, "chi": 0},
                  "abilities": [ability]},
        "monk": {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
                 "stats": {"force": 1, "chi": chi}},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True,
                "stats": {"force": 3, "chi": 1}},
    }  # fmt: skip
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"phase": "attack"},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "mempo", "ability": "a1", "by": "me"}, "decide": {"a1": "foe"}},
        {"ask": {"destroyed": "foe"}},
    ]
    return {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}


@pytest.mark.parametrize(("chi", "destroyed"), [(3, True), (2, False)])
def test_the_compiled_attack_reads_the_bearers_chi_as_it_resolves(chi, destroyed):
    """Celestial Mempo: "Ranged Attack with strength equal to this Personality's Chi": a 3F enemy falls to
    a bearer with 3 Chi, not to one with 2 (the Desk's rule l5r.desk.attack-strength-amount)."""
    ability = compiled(
        "Battle, Bow: Ranged Attack with strength equal to this Personality's Chi.", "Item", "Mempo"
    )["abilities"][0]
    ability["effects"][0]["id"] = "a1"
    result = evaluate(parse_scenario(_volley_scenario(ability, chi))).to_dict()
    assert result["answers"][0]["answer"]["value"] is destroyed
    assert any(n.get("rule") == "l5r.desk.attack-strength-amount" for n in result["trace"])


def test_plus_without_an_amount_strength_is_an_error():
    ability = {"id": "a1", "designators": ["Battle"],
               "effects": [{"id": "a1", "choose": ENEMY, "targeting": True,
                            "ranged_attack": {"strength": 3, "plus": 1}}]}  # fmt: skip
    with pytest.raises(ScenarioError, match="plus"):
        parse_scenario(_volley_scenario(ability, 1))


# -- "has +1F for each X you control" (a fluctuating bonus)
@pytest.mark.parametrize(
    ("text", "card_type", "who", "counted"),
    [
        ("This card has +1F for each Ring you control.", "Follower", "$source",
         {"controller": "$controller", "type": "ring"}),
        ("This Personality has +1F for each Samurai you control.", "Item", "$bearer",
         {"controller": "$controller", "keywords": ["Samurai"]}),
        ("This card has +1F for each Crab Clan Personality you control.", "Item", "$source",
         {"controller": "$controller", "keywords": ["Crab Clan"], "type": "personality"}),
    ],
)  # fmt: skip
def test_a_bonus_for_each_card_you_control(text, card_type, who, counted):
    piece = compiled(text, card_type, kind="trait")
    assert piece == {"traits": [{"id": "a1", "targets": who, "stat": "force",
                                 "change": {"per": counted, "each": 1}}]}  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "This card has +1F for each card you control.",  # no kind of card
        "This card has +1F for each Unique card in play.",
        # ("for each Spell in his army", "for each Samurai in play": read since compiler 14, part C; "for each
        # Unique card you control", the printed uniqueness: compiler 18, part D)
    ],
)
def test_near_bonuses_for_each_are_refused(text):
    refused(text, "Follower", kind="trait")


@pytest.mark.parametrize(("samurai", "force"), [(1, 2), (3, 4)])
def test_the_compiled_bonus_for_each_fluctuates_with_the_cards_in_play(samurai, force):
    """Armor of Legacy: "This Personality has +1F for each Samurai you control": its bearer (1F) has +1F
    for each Samurai in play his controller controls (himself included), and an enemy Samurai does not
    count."""
    trait = compiled("This Personality has +1F for each Samurai you control.", "Item", kind="trait")
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Samurai"],
                 "stats": {"force": 1, "chi": 1}},
        "armor": {"type": "item", "owner": "me", "attached_to": "hero", "stats": {"force": 0, "chi": 0},
                  **trait},
        "rival": {"type": "personality", "owner": "opp", "zone": "home", "keywords": ["Samurai"],
                  "stats": {"force": 1, "chi": 1}},
    }  # fmt: skip
    for n in range(samurai - 1):
        cards[f"s{n}"] = {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Samurai"],
                          "stats": {"force": 1, "chi": 1}}  # fmt: skip
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
           "steps": [{"ask": {"stat": "force", "card": "hero"}}]}  # fmt: skip
    assert evaluate(parse_scenario(doc)).to_dict()["answers"][0]["answer"]["value"] == force


# -- "Set his Force to N", "Reduce his Force to 0"
def test_reduce_his_force_to_zero_sets_it_for_the_turn():
    piece = compiled("Battle: Target an enemy Personality: Reduce his Force to 0.", "Personality", "X")
    effect = piece["abilities"][0]["effects"][0]
    assert effect["stat"] == "force" and effect["set"] == 0 and effect["duration"] == "end_of_turn"
    assert effect["choose"] == {"in_play": True, "controller": "$other", "type": "personality"}


def test_set_the_targets_chi():
    piece = compiled("Battle: Target a Personality: Set the target's Chi to 2.")
    effect = piece["abilities"][0]["effects"][0]
    assert (effect["stat"], effect["set"], effect["duration"]) == ("chi", 2, "end_of_turn")


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Target an enemy Personality: Reduce his Force to 2.",  # could raise a lower Force
        "Battle: Target an enemy Personality: Raise his Force to 6.",
        "Battle: Target an enemy Personality: Reduce his Force by 2.",
        # ("Set his Force equal to his own Chi": read since compiler 18, part D, the amount fixed as it
        # begins by l5r.desk.given-amount-fixed)
    ],
)
def test_near_set_wordings_are_refused(text):
    refused(text)


@pytest.mark.parametrize(("bonus", "force"), [(0, 0), (4, 4)])
def test_reduced_to_zero_then_a_later_bonus_counts(bonus, force):
    """ "Reduce his Force to 0": a penalty fixed as it begins (card features: to set a stat, give an
    appropriate bonus or penalty); a later +4F raises him to 4."""
    ability = compiled("Battle: Target an enemy Personality: Reduce his Force to 0.")["abilities"][0]
    cards = {
        "card": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability]},
        "hero": {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
                 "stats": {"force": 1, "chi": 1}},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True,
                "stats": {"force": 3, "chi": 1}},
    }  # fmt: skip
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"phase": "attack"},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "card", "ability": "a1", "by": "me", "performer": "hero"},
         "decide": {"a1": "foe"}},
        {"action": {"id": "boost", "by": "opp",
                    "effects": [{"targets": "foe", "stat": "force", "change": bonus}]}},
        {"ask": {"stat": "force", "card": "foe"}},
    ]  # fmt: skip
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    assert evaluate(parse_scenario(doc)).to_dict()["answers"][0]["answer"]["value"] == force


# -- counts: "the number of Rings you control", "Ranged 3 Attack with +1 strength for each Ring you control"
def test_an_attack_with_strength_equal_to_a_count_plus_n():
    piece = compiled(
        "Battle: Ranged Attack with strength equal to the number of Rings you control plus 2.", "Follower"
    )
    rings = {"controller": "$controller", "type": "ring"}
    assert attack(piece) == {"strength": {"per": rings, "each": 1}, "plus": 2}
    piece = compiled("Fire Battle, Bow: Ranged 3 Attack with +1 strength for each Ring you control.",
                     "Personality", "Isawa Takino")  # fmt: skip
    assert attack(piece) == {"strength": {"per": rings, "each": 1}, "plus": 3}
    piece = compiled("Battle: Ranged Attack with strength equal to the number of Farm cards you control.",
                     "Personality", "Tsuruchi Akinobu")  # fmt: skip
    farms = {"controller": "$controller", "keywords": ["Farm"]}
    assert attack(piece) == {"strength": {"per": farms, "each": 1}}


def test_a_trait_bonus_equal_to_a_count():
    piece = compiled("This Shugenja has a Force bonus equal to the number of Rings you control.", "Spell",
                     kind="trait")  # fmt: skip
    change = {"per": {"controller": "$controller", "type": "ring"}, "each": 1}
    assert piece == {"traits": [{"id": "a1", "targets": "$bearer", "stat": "force", "change": change}]}


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Ranged Attack with strength equal to the number of cards you control.",
        "Battle: Ranged Attack with strength equal to the number of Rings in play.",
        "Battle: Ranged 3 Attack with +1 strength for each Follower in this army.",
        "Battle: Ranged 3 Attack with +1 strength for every 10 points of Family Honor you have.",
    ],
)
def test_near_counted_strengths_are_refused(text):
    refused(text, "Personality", "X Y")


@pytest.mark.parametrize(("rings", "destroyed"), [(1, False), (2, True)])
def test_the_compiled_counted_attack_counts_as_it_resolves(rings, destroyed):
    """Serene Brother: "Ranged Attack with strength equal to the number of Rings you control plus 2": a 4F
    enemy falls only when its player controls two Rings (an enemy Ring does not count)."""
    ability = compiled("Battle: Ranged Attack with strength equal to the number of Rings you control plus 2.",
                       "Follower")["abilities"][0]  # fmt: skip
    doc = _volley_scenario({**ability, "effects": [{**ability["effects"][0], "id": "a1"}]}, 1)
    doc["cards"]["foe"]["stats"]["force"] = 4
    for n in range(rings):
        doc["cards"][f"ring{n}"] = {"type": "ring", "owner": "me", "zone": "home"}
    doc["cards"]["their_ring"] = {"type": "ring", "owner": "opp", "zone": "home"}
    result = evaluate(parse_scenario(doc)).to_dict()
    assert result["answers"][0]["answer"]["value"] is destroyed


# -- "Lose Honor equal to his Personal Honor" (read as the change happens)
def test_honor_equal_to_the_targets_personal_honor():
    piece = compiled("Open: Target a Personality: Bow him. Lose Honor equal to his Personal Honor.")
    lose = piece["abilities"][0]["effects"][1]
    assert lose == {"targets": "$controller", "honor": {"equal_to": "personal_honor", "of": "$target1",
                                                        "sign": -1}}  # fmt: skip
    piece = compiled("Open: Choose your performing Personality: Gain Honor equal to his Personal Honor.")
    gain = piece["abilities"][0]["effects"][0]
    assert gain == {"targets": "$controller", "honor": {"equal_to": "personal_honor", "of": "$performer"}}


@pytest.mark.parametrize(
    "text",
    [
        "Open: Gain Honor equal to his Personal Honor.",  # no card named
        "Open: Choose your performing Personality and target a Personality: Bow him. Gain Honor equal to his "
        "Personal Honor.",  # the performer or the target
        "Open: Target a Personality: Bow him. Gain Honor equal to his Personal Honor plus one.",
    ],
)
def test_near_honor_amounts_are_refused(text):
    refused(text)


@pytest.mark.parametrize(("honor", "left"), [(2, 8), (4, 6)])
def test_the_compiled_honor_loss_reads_the_targets_personal_honor(honor, left):
    ability = compiled("Open: Target a Personality: Bow him. Lose Honor equal to his Personal Honor.")
    ability = ability["abilities"][0]
    ability["effects"][0]["id"] = "a1"
    cards = {
        "card": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability]},
        "foe": {"type": "personality", "owner": "opp", "zone": "home",
                "stats": {"force": 3, "chi": 1, "personal_honor": honor}},
    }  # fmt: skip
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"use": {"id": "u1", "card": "card", "ability": "a1", "by": "me"}, "decide": {"a1": "foe"}},
        {"ask": {"stat": "family_honor", "player": "me"}},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    doc = {"game": "l5r", "players": players, "cards": cards, "steps": steps}
    assert evaluate(parse_scenario(doc)).to_dict()["answers"][0]["answer"]["value"] == left


# -- more traits: "other", a Force and Chi pair, a bonus equal to the bearer's stat
def test_trait_bonuses_other_pair_and_equal_to_the_bearers_stat():
    piece = compiled("This Follower has +1F for each other Ronin you control.", "Follower", kind="trait")
    others = {"controller": "$controller", "not_cards": ["$source"], "keywords": ["Ronin"]}
    assert piece["traits"][0]["change"] == {"per": others, "each": 1}
    piece = compiled("This Personality has +1F/+2C for each Ring you control.", "Follower", kind="trait")
    rings = {"controller": "$controller", "type": "ring"}
    assert [(t["id"], t["stat"], t["change"]) for t in piece["traits"]] == [
        ("a1", "force", {"per": rings, "each": 1}),
        ("a1.2", "chi", {"per": rings, "each": 2}),
    ]
    text = "This Follower has a Force bonus equal to this Personality's Personal Honor."
    piece = compiled(text, "Follower", kind="trait")
    assert piece["traits"][0] == {"id": "a1", "targets": "$source", "stat": "force",
                                  "change": {"equal_to": "personal_honor", "of": "$bearer"}}  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "This Follower has a Force bonus equal to his printed Chi.",  # printed: not read
        "This Follower has a Force bonus equal to twice the number of Rings you control.",
        "This Follower has +1F/+1C for each card in play.",  # no kind of card
        # ("for each Ring in play": read since compiler 14, part C, test_cardtext_c14_c.py)
    ],
)
def test_near_trait_amounts_are_refused(text):
    refused(text, "Follower", kind="trait")


@pytest.mark.parametrize(("ronin", "force"), [(0, 1), (2, 3)])
def test_the_compiled_other_count_leaves_this_card_out(ronin, force):
    """Claws of the Wolf (a Ronin Follower): "+1F for each other Ronin you control": itself not counted."""
    trait = compiled("This Follower has +1F for each other Ronin you control.", "Follower", kind="trait")
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "claws": {"type": "follower", "owner": "me", "attached_to": "hero", "keywords": ["Ronin"],
                  "stats": {"force": 1}, **trait},
    }  # fmt: skip
    for n in range(ronin):
        cards[f"r{n}"] = {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Ronin"],
                          "stats": {"force": 1, "chi": 1}}  # fmt: skip
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
           "steps": [{"ask": {"stat": "force", "card": "claws"}}]}  # fmt: skip
    assert evaluate(parse_scenario(doc)).to_dict()["answers"][0]["answer"]["value"] == force


def test_reduce_the_force_of_a_target_to_zero():
    for text in ("Battle: Reduce the Force of a target enemy Personality or Follower to 0.",
                 "Battle: Reduce a target enemy Personality's Force to 0."):  # fmt: skip
        effect = compiled(text, "Personality", "X Y")["abilities"][0]["effects"][0]
        assert effect["targeting"] is True and effect["choose"]["controller"] == "$other"
        assert (effect["stat"], effect["set"], effect["duration"]) == ("force", 0, "end_of_turn")
    refused("Battle: Reduce the Force of a target enemy Personality to 1.", "Personality", "X Y")


def test_a_longer_name_ending_with_the_cards_own_name_is_not_this_card():
    refused("Battle: Ranged Attack with strength equal to Tsuruchi Hiro's Force.", "Personality", "Hiro")
    text = "Battle: Ranged Attack with strength equal to Hiro's Force."
    piece = compiled(text, "Personality", "Tsuruchi Hiro")
    assert attack(piece) == {"strength": {"equal_to": "force", "of": "$source"}}


def test_an_entering_play_trait_honor_amount_names_this_card():
    """ "After this card enters play: Lose Honor equal to his Personal Honor" (a Personality's): his own."""
    text = "After this card enters play: Lose Honor equal to his Personal Honor."
    piece = compiled(text, "Personality", "X Y", kind="trait")
    assert piece["traits"][0]["honor"] == {"equal_to": "personal_honor", "of": "$source", "sign": -1}
    card = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}, **piece}
    parse_scenario({"game": "l5r", "players": ["me", "opp"], "cards": {"it": card}, "steps": []})
    refused(text, "Follower", "X Y", kind="trait")  # "his" names no card
    refused("After this card enters play: Gain Honor equal to the Follower's Personal Honor.", "Personality",
            "X Y", kind="trait")  # fmt: skip
