"""L5R compiler 20, part C: costs and effects joined. A Terrain's second condition ("and you control a
Tactician there"), "Bow and destroy your performing X", "Bow your target Forest to Y", "Bow this Shugenja and
destroy this Spell to Y", "Give him and each Follower in his unit +1F", "Give a target Personality and each of
his Followers Cavalry", "Move him and this card home". What each compiles to, the engine playing it, and near
wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused, result

NO_TERRAINS = "Battle: If there are no Terrains at the current battlefield"
PUT = ": Put this card into play there."
TRAINING = NO_TERRAINS + " and you control a Tactician or Scout Personality there" + PUT
MASKED = NO_TERRAINS + " and you control a Ninja there" + PUT
HAZARDOUS = NO_TERRAINS + " and you control a Samurai there with 4 or more Chi" + PUT
ENGAGE = ("Battle: Bow and destroy your performing unbowed Tactician Personality and target one or two enemy "
          "cards without unbowed attachments: Bow them.")  # fmt: skip
KITSUNE = "Limited: Bow your target Forest to gain 1 Honor."
TSUSUNG = "Battle: Bow your target Spell to straighten your target Shugenja."
PROMISE = ("Limited: Bow this Shugenja and destroy this Spell to take control of a target Nonhuman "
           "Personality.")  # fmt: skip
LIMBS = "Open, Bow: Target a Personality. Give him and each Follower in his unit +1F."
FUDOIST = "Open, Bow: Give a target Personality and each of his Followers Cavalry."
AKAHIKO = "Battle: Target an enemy Personality: Move him and this card home. Gain 1 Honor."
DEBT = "Bow: Bow one of your Personalities to produce 3 Gold."
SIMPLE_HUTS = "Bow: Bow one of your (other) Farms to produce 5 Gold."
ASHIGARU = ("Repeatable Battle: Bow one of your Farms to give +1F to each of your Ashigaru Personalities and "
            "Followers at the current battlefield.")  # fmt: skip
BONDS = ("Political Open: Bow your target performing Courtier with 2 or more Personal Honor to straighten a "
         "target Personality.")  # fmt: skip
RUINS = "Limited: Bow your Stronghold and destroy this Region to destroy a target Region."
BONDS_OF_COIN = ("Favor Political Limited: Bow your Stronghold and discard the Imperial Favor to draw two "
                 "cards.")  # fmt: skip
TSUDAO = "Open, Bow: Target your unbowed Temple Holding to gain 2 Honor."
YOYONAGI = ("Political Battle: Any number of times per turn, bow this card and target an enemy defending "
            "Personality with no Items: Move this card and the target home.")  # fmt: skip

NO_TERRAIN = [{"count": {"type": "terrain", "zone": "$battlefield"}, "at_most": 0},
              {"count": {"keywords": "Terrain", "zone": "$battlefield"}, "at_most": 0}]  # fmt: skip


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_a_terrain_with_a_card_you_control_there():
    compiled = ability(TRAINING, "Strategy", "Training Maneuvers")
    yours = {"any_keywords": ["Tactician", "Scout"], "type": "personality", "controller": "$controller",
             "zone": "$battlefield"}  # fmt: skip
    assert compiled["condition"] == {"all": [*NO_TERRAIN, {"count": yours, "at_least": 1}]}
    assert compiled["effects"] == [{"targets": "$source", "put_into_play": "$battlefield"}]
    ninja = ability(MASKED, "Strategy", "Masked in Shadows")["condition"]["all"][-1]
    assert ninja == {"count": {"keywords": ["Ninja"], "controller": "$controller", "zone": "$battlefield"},
                     "at_least": 1}  # fmt: skip
    samurai = ability(HAZARDOUS, "Strategy", "Hazardous Ground")["condition"]["all"][-1]["count"]
    assert samurai["stats"] == {"chi": {"at_least": 4}} and samurai["keywords"] == ["Samurai"]


def test_bow_and_destroy_your_performing_tactician():
    compiled = ability(ENGAGE, "Strategy", "Engage the Enemy")
    assert compiled["cost"] == {"bow": "$performer", "destroy": "$performer", "requires": {
        "cards": ["$performer"], "bowed": False, "keywords": ["Tactician"], "type": "personality"}}
    assert compiled["effects"][0]["bow"] is True


def test_bow_your_target_card_to():
    compiled = ability(KITSUNE, "Stronghold", "Kyuden Kitsune")
    forest = {"in_play": True, "keywords": ["Forest"], "controller": "$controller"}
    assert compiled["effects"] == [
        {"id": "a1.to", "choose": forest, "targeting": True, "bow": True},
        {"targets": "$controller", "honor": 1, "if_changed": "a1.to"},
    ]
    spell = ability(TSUSUNG, "Personality", "Tsusung Sensei")["effects"]
    assert spell[0]["choose"] == {"in_play": True, "type": "spell", "controller": "$controller"}
    assert spell[1]["straighten"] is True and spell[1]["if_changed"] == "a1.to"
    destroyed = ability("Battle: Destroy your target Follower to gain 1 Honor.")["effects"][0]
    assert destroyed["destroy"] is True and destroyed["choose"]["controller"] == "$controller"


@pytest.mark.parametrize("text", [PROMISE, RUINS, BONDS_OF_COIN])
def test_two_steps_before_to_are_refused(text):
    # a held-out review: each step happens as it can and Y only if both did; an effect waits on one only
    refused(text, "Region")


def test_one_of_your_cards_chosen_then_y():
    compiled = ability(ASHIGARU, "Follower", "Ashigaru Elite")["effects"]
    assert compiled[0] == {"id": "a1.to", "choose": {"in_play": True, "keywords": ["Farm"],
                                                    "controller": "$controller"}, "bow": True}  # fmt: skip
    assert "targeting" not in compiled[0] and compiled[1]["if_changed"] == "a1.to"
    # without the second colon there is only an effects block: "to" is no cost
    draw = ability("Repeatable Battle: Bow one of your Farms to draw a card.", "Follower", "Ashigaru Elite")
    assert "cost" not in draw and draw["effects"][1] == {"targets": "$controller", "draw": 1,
                                                         "if_changed": "a1.to"}  # fmt: skip


def test_a_performer_with_a_stat_and_a_card_of_yours_targeted():
    bonds = ability(BONDS, "Strategy", "Bonds of Fate")["effects"][0]
    assert bonds["choose"]["stats"] == {"personal_honor": {"at_least": 2}} and bonds["bow"] is True
    exact = ability("Limited: Bow your target performing Courtier with 0 Force to gain 2 Honor.")
    assert exact["effects"][0]["choose"]["stats"] == {"force": {"at_least": 0, "at_most": 0}}
    tsudao = ability(TSUDAO, "Personality", "Toku Tsudao")["effects"]
    assert tsudao == [
        {"id": "a1.to", "choose": {"in_play": True, "bowed": False, "keywords": ["Temple"], "type": "holding",
                                   "controller": "$controller"}, "targeting": True, "target_card": True},
        {"targets": "$controller", "honor": 2},
    ]  # fmt: skip


def test_give_him_and_the_followers_of_his_unit():
    followers = {"affects": {"attached_to": "$target1", "type": "follower"}, "stat": "force", "change": 1,
                 "duration": "end_of_turn"}  # fmt: skip
    assert ability(LIMBS, "Spell", "Limbs of Fudo")["effects"][1] == followers
    temple = ability(FUDOIST, "Holding", "Fudoist Temple")["effects"]
    assert temple == [
        {"choose": {"in_play": True, "type": "personality"}, "targeting": True, "grant_keyword": "Cavalry",
         "duration": "end_of_turn"},
        {"affects": {"attached_to": "$target1", "type": "follower"}, "grant_keyword": "Cavalry",
         "duration": "end_of_turn"},
    ]  # fmt: skip


def test_move_him_and_this_card_home():
    compiled = ability(AKAHIKO, "Personality", "Asahina Akahiko")
    assert compiled["effects"] == [
        {"choose": {"in_play": True, "controller": "$other", "type": "personality"}, "targeting": True,
         "move": "home"},
        {"targets": "$source", "move": "home"},
        {"targets": "$controller", "honor": 1},
    ]  # fmt: skip
    both = ability(YOYONAGI, "Personality", "Yoritomo Yoyonagi")["effects"]
    assert both[0] == {"targets": "$source", "move": "home"} and both[1]["move"] == "home"
    assert both[1]["choose"]["defending"] is True


def test_a_holding_producing_gold_by_bowing_one_of_your_cards():
    debt = result(DEBT, "Holding", "Debt Collector")
    bowing = {"bow": {"type": "personality"}}
    assert debt.piece == {"stats": {"gold_production": 3}, "production_cost": bowing}
    huts = result(SIMPLE_HUTS, "Holding", "Simple Huts").piece
    assert huts["production_cost"] == {"bow": {"keywords": ["Farm"]}}
    assert "Holding" in refused(DEBT, "Personality")  # only a Holding's
    assert "Gold-producing" in refused("Bow: Bow one of your Gold-producing Holdings to produce 6 Gold.",
                                       "Holding")  # fmt: skip


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # the Attacker and the Defender: not defined by the corpus, no such player in the engine
        (NO_TERRAINS + " and you are the Defender" + PUT, "Attacker and the Defender"),
        (NO_TERRAINS + " and you are the Attacker or Defender" + PUT, "Defender"),
        # any card: not a kind the text restricts
        (NO_TERRAINS + " and you control a card there" + PUT, "'a card'"),
        # a place other than "there": not read
        (NO_TERRAINS + " and you control a Courtier at the current battlefield or in your home" + PUT,
         "no family"),
        # "your target" of another player's card
        ("Battle: Bow your target enemy Personality to gain 1 Honor.", "another player's card"),
        # two steps before "to": refused whatever follows
        ("Limited: Bow this Shugenja and destroy this Spell to bow him.", "both did"),
        ("Limited: Bow this card and destroy this card to gain 1 Honor.", "both did"),
        # a pronoun and a target moved home (which card "him" is: not read)
        ("Battle: Move him and a target Personality home.", "a pronoun and a target"),
        # "Human": no card prints it (a Human card is one without Nonhuman)
        ("Limited: Bow your target performing Human Personality with 0 Personal Honor to gain 2 Honor.",
         "Human"),
        ("Limited: Bow one of your Human Personalities to gain 2 Honor.", "Human"),
        # a targeted player after two steps: not read
        ("Limited: Bow your Stronghold and destroy this card to have a target player lose 2 Honor.",
         "no family"),
        # another "and" moving elsewhere: not read
        ("Battle: Target a Personality: Move him and this card to the current battlefield.", "no family"),
    ],
)
def test_near_wordings_stay_refused(text, why):
    assert why in refused(text, "Spell" if "this Spell" in text else "Strategy")


# --- the engine playing them --------------------------------------------------------------------------------
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def run(cards: dict, steps: list, *, battle: bool = True) -> list:
    data = {"game": "l5r", "cards": cards, "steps": [*(BEGIN if battle else BEGIN[:1]), *steps],
            "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(card: str, targets: list | None = None, **more) -> dict:
    return {"use": {"id": "u", "card": card, "ability": "a1", "by": "me", **({"targets": targets} if targets
                                                                           else {}), **more}}  # fmt: skip


def terrain(text: str, title: str) -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "keywords": ["Terrain"],
            "abilities": [ability(text, "Strategy", title)]}  # fmt: skip


@pytest.mark.parametrize(
    ("ally", "zone"),
    [
        ({**SAM, "keywords": ["Tactician"]}, "battlefield:1"),  # a Tactician there
        ({**SAM, "keywords": ["Scout"]}, "battlefield:1"),  # or a Scout
        ({**SAM, "keywords": ["Tactician"], "zone": "battlefield:2"}, "hand"),  # elsewhere: not there
        ({**SAM, "keywords": ["Tactician"], "owner": "opp"}, "hand"),  # another player's
        ({**SAM, "keywords": ["Samurai"]}, "hand"),  # another kind
        # a Tactician Follower: not a Personality
        ({"type": "follower", "owner": "me", "zone": "battlefield:1", "keywords": ["Tactician"],
          "stats": {"force": 1}}, "hand"),
    ],
)
def test_training_maneuvers_enters_play_only_with_your_tactician_or_scout_there(ally, zone):
    cards = {"plan": terrain(TRAINING, "Training Maneuvers"), "ally": ally, "foe": FOE}
    assert run(cards, [use("plan"), {"ask": {"zone": "plan"}}]) == [zone]


def test_a_terrain_already_there_still_stops_it():
    cards = {"plan": terrain(MASKED, "Masked in Shadows"), "ally": {**SAM, "keywords": ["Ninja"]},
             "old": {"type": "terrain", "owner": "opp", "zone": "battlefield:1"}}  # fmt: skip
    assert run(cards, [use("plan"), {"ask": {"zone": "plan"}}]) == ["hand"]
    del cards["old"]
    assert run(cards, [use("plan"), {"ask": {"zone": "plan"}}]) == ["battlefield:1"]


@pytest.mark.parametrize(("chi", "zone"), [(4, "battlefield:1"), (3, "hand")])
def test_hazardous_ground_needs_a_samurai_there_with_4_chi(chi, zone):
    ally = {**SAM, "keywords": ["Samurai"], "stats": {"force": 2, "chi": chi}}
    cards = {"plan": terrain(HAZARDOUS, "Hazardous Ground"), "ally": ally}
    assert run(cards, [use("plan"), {"ask": {"zone": "plan"}}]) == [zone]


def test_engage_the_enemy_bows_and_destroys_its_tactician_then_bows_the_targets():
    plan = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(ENGAGE)]}
    cards = {"plan": plan, "tac": {**SAM, "keywords": ["Tactician"]}, "foe": FOE}
    steps = [use("plan", ["foe"], performer="tac"), {"ask": {"zone": "tac"}}, {"ask": {"flag": "bowed",
                                                                                        "card": "foe"}}]
    assert run(cards, steps) == ["discard", True]
    cards["tac"]["keywords"] = ["Courtier"]  # not a Tactician: the action is not taken
    assert run(cards, steps) == ["battlefield:1", False]


@pytest.mark.parametrize(("bowed", "honor"), [(False, 11), (True, 10)])
def test_kyuden_kitsune_gains_honor_only_if_the_forest_bowed(bowed, honor):
    castle = {"type": "stronghold", "owner": "me", "zone": "home",
              "abilities": [ability(KITSUNE, "Stronghold")]}  # fmt: skip
    forest = {"type": "holding", "owner": "me", "zone": "home", "keywords": ["Forest"], "bowed": bowed}
    cards = {"castle": castle, "forest": forest}
    steps = [use("castle", ["forest"]), {"ask": {"flag": "bowed", "card": "forest"}}, HONOR]
    assert run(cards, steps) == [True, honor]


def test_tsusung_sensei_straightens_the_shugenja_once_the_spell_bowed():
    sensei = {**SAM, "abilities": [ability(TSUSUNG, "Personality", "Tsusung Sensei")]}
    shugenja = {**SAM, "keywords": ["Shugenja"], "bowed": True}
    spell = {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shu"}
    cards = {"sensei": sensei, "shu": shugenja, "spell": spell}
    steps = [use("sensei", ["spell", "shu"]), {"ask": {"flag": "bowed", "card": "shu"}}]
    assert run(cards, steps) == [False]
    cards["spell"]["bowed"] = True  # already bowed: it does not bow, and nothing follows
    assert run(cards, steps) == [True]


def test_limbs_of_fudo_gives_him_and_his_followers_the_bonus():
    limbs = {"type": "holding", "owner": "me", "zone": "home", "abilities": [ability(LIMBS, "Holding")]}
    follower = {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "foe",
                "stats": {"force": 1}}  # fmt: skip
    other = {**follower, "attached_to": "foe2"}
    cards = {"limbs": limbs, "foe": FOE, "foe2": FOE, "f1": follower, "f2": other}
    force = [{"ask": {"stat": "force", "card": card}} for card in ("foe", "f1", "foe2", "f2")]
    assert run(cards, [use("limbs", ["foe"]), *force]) == [3, 2, 2, 1]


def test_akahiko_moves_the_target_and_himself_home():
    akahiko = {**SAM, "abilities": [ability(AKAHIKO, "Personality", "Asahina Akahiko")]}
    cards = {"akahiko": akahiko, "foe": FOE, "ally": SAM}
    zones = [{"ask": {"zone": card}} for card in ("akahiko", "foe", "ally")]
    assert run(cards, [use("akahiko", ["foe"]), *zones, HONOR]) == ["home", "home", "battlefield:1", 11]


@pytest.mark.parametrize(("bowed", "paid"), [(False, True), (True, False)])
def test_debt_collector_produces_3_gold_only_by_bowing_one_of_your_personalities(bowed, paid):
    debt = {"type": "holding", "owner": "me", "zone": "home",
            **result(DEBT, "Holding", "Debt Collector").piece}  # fmt: skip
    cards = {"debt": debt, "ally": {**SAM, "zone": "home", "bowed": bowed}, "foe": {**FOE, "zone": "home"}}
    pay = {"pay": {"id": "three", "by": "me", "gold": 3, "bow": ["debt"]}}
    steps = [pay, {"ask": {"payment": "three"}}, {"ask": {"flag": "bowed", "card": "ally"}},
             {"ask": {"flag": "bowed", "card": "foe"}}]  # fmt: skip
    assert run(cards, steps) == [paid, True, False]  # another player's Personality is never bowed


def test_prosperous_plains_city_bows_your_ring_to_straighten_an_enlightened_personality():
    text = "Battle/Open: Bow your target Ring to straighten a target Enlightened Personality."
    city = {"type": "stronghold", "owner": "me", "zone": "home",
            "abilities": [ability(text, "Stronghold", "Prosperous Plains City")]}  # fmt: skip
    ring = {"type": "ring", "owner": "me", "zone": "home"}
    monk = {**SAM, "keywords": ["Enlightened"], "bowed": True}
    cards = {"city": city, "ring": ring, "monk": monk}
    steps = [use("city", ["ring", "monk"]), {"ask": {"flag": "bowed", "card": "ring"}},
             {"ask": {"flag": "bowed", "card": "monk"}}]  # fmt: skip
    assert run(cards, steps, battle=False) == [True, False]  # (Open: its Stronghold at home)
    cards["ring"]["bowed"] = True  # a bowed Ring does not bow again: nothing follows
    assert run(cards, steps, battle=False) == [True, True]


def test_ashigaru_elite_bows_one_of_your_farms_then_gives_the_bonus():
    elite = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
             "keywords": ["Ashigaru"], "stats": {"force": 1},
             "abilities": [ability(ASHIGARU, "Follower", "Ashigaru Elite")]}  # fmt: skip
    farm = {"type": "holding", "owner": "me", "zone": "home", "keywords": ["Farm"]}
    cards = {"sam": SAM, "elite": elite, "farm": farm}
    chosen = {**use("elite"), "decide": {"a1.to": "farm"}}  # chosen, not targeted
    steps = [chosen, {"ask": {"flag": "bowed", "card": "farm"}}, {"ask": {"stat": "force", "card": "elite"}}]
    assert run(cards, steps) == [True, 2]
    cards["farm"]["bowed"] = True  # a bowed Farm does not bow: no bonus
    assert run(cards, steps) == [True, 1]


def test_a_second_clause_setting_gold_production_is_refused():
    # Debt Collector: "Bow: Produce 2 Gold." and the clause below; one Gold Production stat per card (a
    # held-out review found the second overwriting the first)
    from rulings.engine.cardtext.compiler import compile_card

    clauses = [("t1", "trait", "Bow: Produce 2 Gold."), ("t2", "trait", DEBT)]
    compiled = compile_card("l5r", "Holding", clauses, title="Debt Collector")
    assert compiled.clauses["t1"].played and not compiled.clauses["t2"].played
    assert compiled.fields["stats"]["gold_production"] == 2 and "production_cost" not in compiled.fields
