"""L5R compiler 21, part M: counted amounts and stats in filters. "Target a Personality with 0
Personal Honor" (Foolish Pride), "with 1 Personal Honor or higher" (Subtle Sting), "Give each of your
opposed non-Yojimbo Personalities at the current battlefield a Force bonus equal to the number of your
Yojimbo Personalities there" (Desperation Strikes), "... a Force penalty equal to their Personal Honor",
"Kana has +1F while attacking for each other Battle Maiden in her army" (Utaku Kana), "Ranged Attack with
strength equal to Ryozo's Force or Personal Honor" (Akodo Ryozo). What each compiles to, the engine playing
it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, piece, refused

FOOLISH_PRIDE = "Battle: Target a Personality with 0 Personal Honor: Bow him. His controller loses 2 Honor."
SUBTLE_STING = ("Open: Target a Personality with 1 Personal Honor or higher: Bow him. Lose Honor equal to "
                "his Personal Honor.")
DESPERATION = ("Battle: Give each of your opposed non-Yojimbo Personalities at the current battlefield a "
               "Force bonus equal to the number of your Yojimbo Personalities there.")
HONOR_PENALTY = ("Battle: Give all Personalities at the current battlefield a Force penalty equal to their "
                 "Personal Honor.")
KANA = "Kana has +1F while attacking for each other Battle Maiden in her army."
RYOZO = "Battle: Ranged Attack with strength equal to Ryozo's Force or Personal Honor."


def run(cards: dict, steps: list, players=None) -> list:
    doc = {"game": "l5r", "players": players or ["me", "opp"], "cards": cards,
           "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"] for a in evaluate(parse_scenario(doc)).answers]


def person(owner: str, zone: str = "battlefield:1", honor: int = 2, force: int = 2, **more) -> dict:
    stats = {"force": force, "chi": 2, "personal_honor": honor}
    return {"type": "personality", "owner": owner, "zone": zone, "stats": stats, **more}


def strategy(text: str, title: str) -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "title": title, **piece(text, title=title)}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_a_stat_exactly_or_at_least_in_a_target_filter():
    pride = ability(FOOLISH_PRIDE, title="Foolish Pride")
    assert pride["effects"][0]["choose"] == {"in_play": True, "type": "personality",
                                             "stats": {"personal_honor": {"at_least": 0, "at_most": 0}}}
    assert pride["effects"][1] == {"targets": "$target1_controller", "honor": -2}
    sting = ability(SUBTLE_STING, title="Subtle Sting")
    assert sting["effects"][0]["choose"]["stats"] == {"personal_honor": {"at_least": 1}}
    lower = ability("Battle: Bow a target Follower with 2 Force or less.")
    assert lower["effects"][0]["choose"]["stats"] == {"force": {"at_most": 2}}


def test_each_card_given_an_amount():
    (each,) = ability(DESPERATION, title="Desperation Strikes")["effects"]
    assert each == {
        "affects": {"in_play": True, "opposed": True, "not_keywords": ["Yojimbo"], "type": "personality",
                    "controller": "$controller", "zone": "$battlefield"},
        "stat": "force",
        "change": {"per": {"controller": "$controller", "keywords": ["Yojimbo"], "type": "personality",
                           "zone": "$battlefield"}, "each": 1},
        "duration": "end_of_turn",
    }  # fmt: skip
    (penalty,) = ability(HONOR_PENALTY)["effects"]
    assert penalty["change"] == {"equal_to": "personal_honor", "sign": -1}
    assert penalty["affects"] == {"in_play": True, "type": "personality", "zone": "$battlefield"}
    (own,) = ability("Battle: Give each of your Samurai Personalities at the current battlefield a Force "
                     "bonus equal to his own Chi.")["effects"]  # fmt: skip
    assert own["change"] == {"equal_to": "chi"}


def test_a_bonus_for_each_card_while_attacking():
    (trait,) = piece(KANA, "Personality", "Utaku Kana", kind="trait")["traits"]
    assert trait == {
        "id": "t1", "targets": "$source", "stat": "force",
        "change": {"per": {"not_cards": ["$source"], "keywords": ["Battle Maiden"], "in_army_of": "$source",
                           "at_battlefield_of": "$source"}, "each": 1},
        "while": {"subject": {"attacking": True}},
    }  # fmt: skip
    (defending,) = piece("This Personality has +2F while defending for each Samurai you control.",
                         "Personality", kind="trait")["traits"]  # fmt: skip
    assert defending["while"] == {"subject": {"defending": True}}
    assert defending["change"]["each"] == 2


def test_an_attack_of_one_stat_or_the_other():
    compiled = ability(RYOZO, "Personality", "Akodo Ryozo")
    force, honor = compiled["choice"]
    assert force[0]["ranged_attack"] == {"strength": {"equal_to": "force", "of": "$source"}}
    assert honor[0]["ranged_attack"] == {"strength": {"equal_to": "personal_honor", "of": "$source"}}
    assert force[0]["choose"] == honor[0]["choose"]
    assert "effects" not in compiled


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        # a printed or base value: the amounts read current values only
        ("Battle, Bow: Give all Personalities at the current battlefield a Force penalty equal to their "
         "printed Personal Honor.", "Personality", "Datsue-ba"),
        # "there" with no battlefield before it
        ("Battle: Give each of your opposed Personalities a Force bonus equal to the number of your "
         "Yojimbo Personalities there.", "Strategy", ""),
        # "as he moves": a timing not read
        ("Political Battle: Move home a target Personality with 0 Personal Honor and, as he moves, his "
         "controller loses 2 Honor.", "Strategy", "Ramifications"),
        # two cards' stats, or one stat twice
        ("Battle: Ranged Attack with strength equal to Ryozo's Force or his Personal Honor.", "Personality",
         "Akodo Ryozo"),
        ("Battle: Ranged Attack with strength equal to Ryozo's Force or Force.", "Personality",
         "Akodo Ryozo"),
        # a bonus while attacking for each card of no kind
        ("Kana has +1F while attacking for each other card in her army.", "Personality", "Utaku Kana"),
    ],
)  # fmt: skip
def test_near_wordings_stay_refused(text, card_type, title):
    refused(text, card_type, title, kind="ability" if ":" in text else "trait")


# --- the engine playing them --------------------------------------------------------------------------------
@pytest.mark.parametrize(("honor", "bowed", "lost"), [(0, True, 2), (1, False, 0)])
def test_foolish_pride_bows_only_a_personality_with_no_personal_honor(honor, bowed, lost):
    cards = {"pride": strategy(FOOLISH_PRIDE, "Foolish Pride"), "foe": person("opp", honor=honor)}
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "pride", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"flag": "bowed", "card": "foe"}},
             {"ask": {"stat": "family_honor", "player": "opp"}}]  # fmt: skip
    if not bowed:  # not a legal target: the use is refused
        with pytest.raises(ScenarioError, match="does not allow foe"):
            run(cards, steps, players=["me", {"id": "opp", "family_honor": 10}])
        return
    got = run(cards, steps, players=["me", {"id": "opp", "family_honor": 10}])
    assert got[0]["value"] is True and got[1]["value"] == 10 - lost


@pytest.mark.parametrize(("honor", "legal"), [(3, True), (0, False)])
def test_subtle_sting_loses_the_targets_personal_honor(honor, legal):
    cards = {"sting": strategy(SUBTLE_STING, "Subtle Sting"), "foe": person("opp", zone="home", honor=honor)}
    steps = [{"use": {"id": "u", "card": "sting", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"flag": "bowed", "card": "foe"}},
             {"ask": {"stat": "family_honor", "player": "me"}}]  # fmt: skip
    if not legal:
        with pytest.raises(ScenarioError, match="does not allow foe"):
            run(cards, steps, players=[{"id": "me", "family_honor": 10}, "opp"])
        return
    got = run(cards, steps, players=[{"id": "me", "family_honor": 10}, "opp"])
    assert (got[0]["value"], got[1]["value"]) == (True, 10 - honor)


def test_desperation_strikes_counts_your_yojimbo_at_the_battlefield():
    cards = {"strikes": strategy(DESPERATION, "Desperation Strikes"),
             "fighter": person("me", opposed=True),
             "guard1": person("me", opposed=True, keywords=["Yojimbo"]),
             "guard2": person("me", keywords=["Yojimbo"]),
             "home_guard": person("me", zone="home", keywords=["Yojimbo"]),
             "foe": person("opp", opposed=True)}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "strikes", "ability": "a1", "by": "me"}},
             {"ask": {"stat": "force", "card": "fighter"}},
             {"ask": {"stat": "force", "card": "guard1"}},
             {"ask": {"stat": "force", "card": "foe"}}]  # fmt: skip
    got = run(cards, steps)
    assert [a["value"] for a in got] == [4, 2, 2]  # two Yojimbo there; Yojimbo and enemies not given it


def test_a_penalty_equal_to_each_cards_own_personal_honor():
    text = HONOR_PENALTY
    cards = {"s": strategy(text, "Honor Penalty"), "a": person("me", honor=1, force=4),
             "b": person("opp", honor=3, force=4), "c": person("opp", zone="home", honor=3, force=4)}
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "s", "ability": "a1", "by": "me"}},
             *({"ask": {"stat": "force", "card": c}} for c in ("a", "b", "c"))]  # fmt: skip
    assert [a["value"] for a in run(cards, steps)] == [3, 1, 4]


@pytest.mark.parametrize(("attacking", "force"), [(True, 4), (False, 2)])
def test_kana_counts_other_battle_maidens_in_her_army_while_attacking(attacking, force):
    kana = person("me", keywords=["Battle Maiden"], attacking=attacking,
                  **piece(KANA, "Personality", "Utaku Kana", kind="trait"))
    cards = {"kana": kana, "maiden1": person("me", keywords=["Battle Maiden"]),
             "maiden2": person("me", keywords=["Battle Maiden"]),
             "elsewhere": person("me", zone="home", keywords=["Battle Maiden"]),
             "foe": person("opp")}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, {"ask": {"stat": "force", "card": "kana"}}]
    (answer,) = run(cards, steps)
    assert answer["value"] == force


@pytest.mark.parametrize(("chosen", "destroyed"), [(1, False), (2, True)])
def test_ryozo_attacks_with_his_force_or_his_personal_honor(chosen, destroyed):
    ryozo = person("me", honor=4, force=1, abilities=[ability(RYOZO, "Personality", "Akodo Ryozo")])
    foe = person("opp", force=3)
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "ryozo", "ability": "a1", "by": "me", "targets": ["foe"],
                      "chosen": chosen}},
             {"ask": {"zone": "foe"}}]  # fmt: skip
    (answer,) = run({"ryozo": ryozo, "foe": foe}, steps)
    assert (answer["value"] == "discard") is destroyed


# --- a kind of card with an amount of its own stat; an ability costing less for each unit ----------------
DAIGOTSU = "Personalities opposing Daigotsu have a Force penalty equal to their Personal Honor."
COMMITMENT = "This card's ability costs 1 less Gold for each unit you control at the current battlefield."


def test_personalities_opposing_this_card_have_a_penalty_of_their_own_personal_honor():
    (trait,) = piece(DAIGOTSU, "Personality", "Daigotsu", kind="trait")["traits"]
    assert trait == {"id": "t1", "affects": {"in_play": True, "type": "personality", "opposing": "$source"},
                     "stat": "force", "change": {"equal_to": "personal_honor", "sign": -1}}  # fmt: skip
    refused("Followers opposing Daigotsu have a Force penalty equal to their Personal Honor.", "Personality",
            "Daigotsu", kind="trait")  # fmt: skip
    refused(DAIGOTSU.replace("Daigotsu", "this card"), "Item", kind="trait")


def test_daigotsus_penalty_follows_each_opposing_personalitys_honor():
    daigotsu = person("me", attacking=True, **piece(DAIGOTSU, "Personality", "Daigotsu", kind="trait"))
    foe = person("opp", honor=3, force=5, defending=True)
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"ask": {"stat": "force", "card": "foe"}},
             {"ask": {"stat": "force", "card": "friend"}}]  # fmt: skip
    got = run({"daigotsu": daigotsu, "foe": foe, "friend": person("me", honor=3, force=5)}, steps)
    assert [a["value"] for a in got] == [2, 5]  # the enemy opposing him only


def test_an_ability_costs_less_for_each_unit_at_the_battlefield():
    assert piece(COMMITMENT, "Strategy", "Unwavering Commitment", kind="trait") == {
        "ability_costs_less": {"amount": 1, "per": {"type": "personality", "controller": "$controller",
                                                    "zone": "$battlefield"}}}  # fmt: skip
    refused("This card's ability costs 1 less Gold for each unit you control.", "Strategy", kind="trait")


@pytest.mark.parametrize(
    ("units", "farms", "paid"), [(2, 1, True), (1, 1, False), (1, 2, True), (3, 0, True)]
)
def test_commitment_costs_one_less_for_each_of_your_units_there(units, farms, paid):
    strategy = {"type": "action", "owner": "me", "zone": "hand",
                **piece("Battle, 3 Gold: Gain 2 Honor.", "Strategy", "Unwavering Commitment"),
                **piece(COMMITMENT, "Strategy", "Unwavering Commitment", kind="trait")}  # fmt: skip
    farm = {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 1}}
    cards = {"s": strategy, **{f"farm{i}": farm for i in range(farms)},
             **{f"mine{i}": person("me") for i in range(units)},
             "away": person("me", zone="home"), "foe": person("opp")}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "s", "ability": "a1", "by": "me",
                      "pay_with": [f"farm{i}" for i in range(farms)]}},
             {"ask": {"successful": "u"}}]  # fmt: skip
    (answer,) = run(cards, steps)
    assert answer["value"] is paid


# --- a Force and a Chi bonus of one amount --------------------------------------------------------------
BLESSING = ("Battle: Target your unbowed Samurai: Give him a Force and Chi bonus equal to the number of "
            "Rings you control.")


def test_a_force_and_chi_bonus_of_one_amount():
    force, chi = ability(BLESSING, title="Blessing of the Celestial Heavens")["effects"]
    rings = {"per": {"controller": "$controller", "type": "ring"}, "each": 1}
    assert force == {"choose": {"in_play": True, "controller": "$controller", "bowed": False,
                                "keywords": ["Samurai"]}, "targeting": True, "stat": "force", "change": rings,
                     "duration": "end_of_turn"}  # fmt: skip
    assert chi == {"targets": "$target1", "stat": "chi", "change": rings, "duration": "end_of_turn"}
    both = ability("Battle: Give a target enemy Personality a Force penalty and a Chi penalty equal to his "
                   "Personal Honor.")["effects"]  # fmt: skip
    assert [e["change"] for e in both] == [{"equal_to": "personal_honor", "sign": -1}] * 2


@pytest.mark.parametrize(
    "text",
    [
        # the amount the first bonus changes would be read again for the second
        "Battle: Give a target Samurai a Force and Chi bonus equal to his Force.",
        "Battle: Give a target Samurai a Force and Chi bonus equal to his own Chi.",
        # a bonus and a penalty of one amount
        "Battle: Give a target Samurai a Force bonus and a Chi penalty equal to his Personal Honor.",
    ],
)
def test_near_pair_wordings_stay_refused(text):
    refused(text)


def test_blessing_gives_both_bonuses_for_each_ring_you_control():
    ring = {"type": "ring", "owner": "me", "zone": "home:me"}
    cards = {"b": strategy(BLESSING, "Blessing of the Celestial Heavens"),
             "samurai": person("me", keywords=["Samurai"]), "r1": ring, "r2": ring,
             "their_ring": {**ring, "owner": "opp", "zone": "home:opp"}}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "b", "ability": "a1", "by": "me", "targets": ["samurai"]}},
             {"ask": {"stat": "force", "card": "samurai"}}, {"ask": {"stat": "chi", "card": "samurai"}}]
    assert [a["value"] for a in run(cards, steps)] == [4, 4]
