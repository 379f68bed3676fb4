"""L5R compiler 20, part E: alternatives and lists. "Bow: Lose 1 Honor and produce 2 Gold, or 3 Gold if you
are a Crane Clan player." (Black Market: a clan's raise and an Honor change), a choice between two effects
("Give him +2F or gain 1 Honor.", "Either straighten this unit or give ... Cavalry."), one bonus or the other
("Give this card +1F/-1C or -1F/+1C."), one keyword of a list ("Give him Kolat, Ninja, or Shadowlands."),
"Fear 2, or Fear 4 if the target is Shadowlands." (fear.py's if_target). What each compiles to, the engine
playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

BLACK_MARKET = "Bow: Lose 1 Honor and produce 2 Gold, or 3 Gold if you are a Crane Clan player."
STUDENT = "Reaction: After this Personality wins a duel: Give him +2F or gain 1 Honor."
NAISHI = "Battle/Open: Give this card +1F/-1C or -1F/+1C."
MIZUHIKO = ("Water Tireless Open: Either straighten this unit or give Mizuhiko and each of his Followers "
            "Cavalry.")
TSUNEFUSA = "Open: Target another player's Personality: Give him Kolat, Ninja, or Shadowlands."
EXPERIENCE = "Open: Choose your performing Samurai: Permanently give him either Cavalry or Tactician."
HAKIGE = ("Battle: Target another Personality: Move him home or give him a Force bonus equal to his Personal "
          "Honor.")


def force(change: int, on: str = "$source", stat: str = "force") -> dict:
    return {"targets": on, "stat": stat, "change": change, "duration": "end_of_turn"}


# --- what the wordings compile to ---------------------------------------------------------------------------
@pytest.mark.parametrize(("honor", "clan", "gold", "more"), [(1, "Crane", 2, 1), (2, "Unicorn", 1, 2)])
def test_honor_and_gold_with_a_clans_raise(honor, clan, gold, more):
    text = (f"Bow: Lose {honor} Honor and produce {gold} Gold, or {gold + more} Gold if you are a {clan} "
            "Clan player.")
    raised = {"id": "a1", "targets": "$source", "stat": "gold_production", "change": more,
              "while": {"clan": clan}}  # fmt: skip
    assert piece(text, "Holding") == {"stats": {"gold_production": gold}, "traits": [raised],
                                      "production_effects": {"honor": -honor}}  # fmt: skip
    gained = piece(text.replace("Lose", "Gain"), "Holding")
    assert gained["production_effects"] == {"honor": honor}


def test_a_choice_between_two_effects():
    compiled = ability(STUDENT, "Follower", "Iaijutsu Student")
    assert "effects" not in compiled
    assert compiled["choice"] == [[force(2, "$bearer")], [{"targets": "$controller", "honor": 1}]]
    plain = ability("Battle: Gain 1 Honor or draw a card.")
    honor, draw = {"targets": "$controller", "honor": 1}, {"targets": "$controller", "draw": 1}
    assert plain["choice"] == [[honor], [draw]]


def test_either_with_effects_joined_by_and():
    compiled = ability(MIZUHIKO, "Personality", "Isawa Mizuhiko")
    unit, cavalry = compiled["choice"]
    assert unit == [{"affects": {"in_unit": "$source"}, "straighten": True}]
    given = {"grant_keyword": "Cavalry", "duration": "end_of_turn"}
    assert cavalry == [{"targets": "$source", **given},
                       {"affects": {"attached_to": "$source", "type": "follower"}, **given}]  # fmt: skip


def test_a_target_is_chosen_in_each_option():
    compiled = ability(HAKIGE, "Personality", "Ikoma Hakige")
    home, bonus = compiled["choice"]
    chosen = {"in_play": True, "not_cards": ["$source"], "type": "personality"}
    assert home == [{"choose": chosen, "targeting": True, "move": "home"}]
    assert bonus == [{"choose": chosen, "targeting": True, "stat": "force",
                      "change": {"equal_to": "personal_honor"}, "duration": "end_of_turn"}]  # fmt: skip


def test_one_bonus_or_the_other():
    compiled = ability(NAISHI, "Item", "Naishi")
    assert compiled["choice"] == [[force(1), force(-1, stat="chi")], [force(-1), force(1, stat="chi")]]
    yosuchi = ability("Battle/Open: Twice per turn: Give Yosuchi +1F or +1C.", "Personality", "Yosuchi")
    assert yosuchi["choice"] == [[force(1)], [force(1, stat="chi")]]
    assert yosuchi["limit"] == {"times": 2, "per": "turn"}
    target = ability("Battle: Give a target enemy Personality +2F or -2F.")
    chosen = {"in_play": True, "controller": "$other", "type": "personality"}
    plus, minus = target["choice"]
    given = {"stat": "force", "duration": "end_of_turn"}
    assert plus == [{"choose": chosen, "targeting": True, **given, "change": 2}]
    assert minus == [{"choose": chosen, "targeting": True, **given, "change": -2}]


def test_one_keyword_of_a_list():
    compiled = ability(TSUNEFUSA, "Personality", "Asako Tsunefusa")
    chosen = {"in_play": True, "controller": "$other", "type": "personality"}
    assert compiled["choice"] == [
        [{"choose": chosen, "targeting": True, "grant_keyword": name, "duration": "end_of_turn"}]
        for name in ("Kolat", "Ninja", "Shadowlands")
    ]
    tobikuma = ability("Tactical Open: Give Tobikuma either Cavalry, Naval, or Philosopher.", "Personality",
                       "Ikoma Tobikuma")  # fmt: skip
    given = [option[0]["grant_keyword"] for option in tobikuma["choice"]]
    assert given == ["Cavalry", "Naval", "Philosopher"]
    permanent = ability(EXPERIENCE)
    assert permanent["choice"] == [
        [{"targets": "$performer", "grant_keyword": name, "duration": "permanent"}]
        for name in ("Cavalry", "Tactician")
    ]


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # a choice that is not the ability's last sentence
        ("Battle: Give a target Personality +2F or gain 1 Honor. Draw a card.", "Strategy", "last sentence"),
        ("Battle: Give this card +1F or +1C and gain 1 Honor.", "Personality", "last sentence"),
        # the target is chosen whichever option: an option not acting on it would change what is targeted
        ("Battle: Give a target Personality +2F or gain 1 Honor.", "Strategy", "act first"),
        ("Battle/Open: Target a Personality. Either negate all current and new Force bonuses and penalties "
         "on him from actions, or straighten his unit.", "Strategy", "act first"),
        # an option choosing a target of its own
        ("Fire Battle: Melee 2 Attack or Ranged 2 Attack.", "Personality", ""),
        # one bonus and itself; one keyword twice; a keyword the corpus does not define
        ("Battle: Give this card +1F or +1F.", "Personality", "itself"),
        ("Open: Give this card Cavalry, Naval, or Cavalry.", "Personality", "twice"),
        ("Battle/Open: Give this Personality either Double Chi or Tactician.", "Item", "Double Chi"),
        # a produce of another clause shape: not a clan
        ("Bow: Lose 1 Honor and produce 2 Gold, or 3 Gold if you are a Ninja player.", "Holding", ""),
        # on a card other than a Holding
        (BLACK_MARKET, "Personality", "Holding"),
    ],
)  # fmt: skip
def test_near_wordings_stay_refused(text, card_type, why):
    assert why in refused(text, card_type)


def test_a_choice_in_a_trait_is_refused():
    text = "After this card enters play: Gain 1 Honor or draw a card."
    assert "trait" in refused(text, "Personality", kind="trait")


# --- the engine playing them --------------------------------------------------------------------------------
def run(cards: dict, steps: list, players=None) -> list:
    doc = {"game": "l5r", "players": players or ["me", "opp"], "cards": cards,
           "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"] for a in evaluate(parse_scenario(doc)).answers]


def person(owner: str, zone: str = "battlefield:1", **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": 2, "chi": 2}, **more}


@pytest.mark.parametrize(("clan", "produced"), [("Crane", 3), ("Crab", 2)])
def test_black_market_produces_more_for_a_crane_player_and_loses_honor(clan, produced):
    market = {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_cost": 2},
              **piece(BLACK_MARKET, "Holding")}  # fmt: skip
    walker = {"type": "personality", "owner": "me", "zone": "province:1",
              "stats": {"force": 2, "chi": 2, "gold_cost": 2}}  # fmt: skip
    got = run(
        {"market": market, "walker": walker},
        [{"pay": {"id": "walker", "by": "me", "for": "walker", "bow": ["market"]}},
         {"ask": {"payment": "walker"}}, {"ask": {"stat": "family_honor", "player": "me"}}],
        players=[{"id": "me", "clan": clan, "family_honor": 6}, "opp"],
    )  # fmt: skip
    assert got[0]["produced"] == produced
    assert got[1]["value"] == 5


@pytest.mark.parametrize(("chosen", "force_chi"), [(1, (3, 1)), (2, (1, 3))])
def test_naishi_gives_one_pair_or_the_other(chosen, force_chi):
    naishi = {"type": "item", "owner": "me", "zone": "battlefield:1", "attached_to": "bearer",
              **piece(NAISHI, "Item", "Naishi")}  # fmt: skip
    naishi["stats"] = {"force": 2, "chi": 2}
    steps = [{"use": {"id": "u", "card": "naishi", "ability": "a1", "by": "me", "chosen": chosen}},
             {"ask": {"stat": "force", "card": "naishi"}},
             {"ask": {"stat": "chi", "card": "naishi"}}]  # fmt: skip
    got = run({"bearer": person("me"), "naishi": naishi}, steps)
    assert (got[0]["value"], got[1]["value"]) == force_chi


@pytest.mark.parametrize(("chosen", "at", "foe_force"), [(1, "home", 2), (2, "battlefield:1", 5)])
def test_hakige_moves_the_target_home_or_gives_him_a_force_bonus(chosen, at, foe_force):
    hakige = person("me", abilities=[ability(HAKIGE, "Personality", "Ikoma Hakige")])
    foe = person("opp")
    foe["stats"] = {"force": 2, "chi": 2, "personal_honor": 3}
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "hakige", "ability": "a1", "by": "me", "targets": ["foe"],
                      "chosen": chosen}},
             {"ask": {"zone": "foe"}}, {"ask": {"stat": "force", "card": "foe"}}]  # fmt: skip
    got = run({"hakige": hakige, "foe": foe}, steps)
    assert (got[0]["value"], got[1]["value"]) == (at, foe_force)


@pytest.mark.parametrize(("chosen", "keyword"), [(1, "Kolat"), (2, "Ninja"), (3, "Shadowlands")])
def test_tsunefusa_gives_the_keyword_chosen(chosen, keyword):
    me = person("me", abilities=[ability(TSUNEFUSA, "Personality", "Asako Tsunefusa")])
    steps = [{"use": {"id": "u", "card": "tsunefusa", "ability": "a1", "by": "me", "targets": ["foe"],
                      "chosen": chosen}},
             *({"ask": {"has_keyword": "foe", "keyword": k}} for k in ("Kolat", "Ninja", "Shadowlands"))]
    got = run({"tsunefusa": me, "foe": person("opp")}, steps)
    assert [a["value"] for a in got] == [name == keyword for name in ("Kolat", "Ninja", "Shadowlands")]


def test_without_a_choice_each_option_is_an_outcome():
    yosuchi = person("me", abilities=[ability("Battle/Open: Give Yosuchi +1F or +1C.", "Personality",
                                              "Yosuchi")])  # fmt: skip
    steps = [{"use": {"id": "u", "card": "yosuchi", "ability": "a1", "by": "me"}},
             {"ask": {"stat": "force", "card": "yosuchi"}}]  # fmt: skip
    (answer,) = run({"yosuchi": yosuchi}, steps)
    assert answer["value"] == "depends on a choice"
    assert [o["answer"]["value"] for o in answer["outcomes"]] == [3, 2]


# --- Fear, stronger against a kind of target ---------------------------------------------------------------
ENDO = "Battle: Fear 2, or Fear 4 if the target is Shadowlands."


def test_fear_stronger_against_a_kind_of_target_compiles():
    (fear,) = ability(ENDO, "Personality", "Daigotsu Endo")["effects"]
    assert fear["fear"] == {"strength": 2, "if_target": {"is": {"keywords": ["Shadowlands"]}, "change": 2}}
    follower = ability("Battle: Fear 2, or Fear 4 if the target is a Follower.")["effects"][0]["fear"]
    assert follower["if_target"] == {"is": {"type": "follower"}, "change": 2}
    elephant = ability("Battle: Fear 3, or Fear 4 if the target is Cavalry (Bow a target enemy Follower or "
                       "Personality without Followers with Force equal to or lower than the Fear's "
                       "strength).")
    assert elephant["effects"][0]["fear"]["if_target"]["change"] == 1


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Fear 4, or Fear 2 if the target is Shadowlands.",  # the second weaker
        "Battle: Fear 2, or Fear 4 if the target is a Holding.",  # a Fear effect never targets one
        "Battle: Fear 2, or Fear 4 if this card is defending.",  # not the target: not read here
    ],
)
def test_near_fear_wordings_stay_refused(text):
    refused(text, "Personality")


@pytest.mark.parametrize(("keywords", "bowed"), [(["Shadowlands"], True), ([], False)])
def test_endo_bows_a_force_4_shadowlands_target_only(keywords, bowed):
    endo = person("me", abilities=[ability(ENDO, "Personality", "Daigotsu Endo")])
    foe = person("opp", keywords=keywords)
    foe["stats"] = {"force": 4, "chi": 2}
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "endo", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"flag": "bowed", "card": "foe"}}]  # fmt: skip
    (answer,) = run({"endo": endo, "foe": foe}, steps)
    assert answer["value"] is bowed


# --- one bonus, or another if the card is so: near wordings refused -----------------------------------------
# ("-2F, or -3F if he is dishonorable" (Kitsuki Nakai), "... -3F if they are Shadowlands", "+1F/+2C, or
# +3F/+3C if he is opposed" are played since compiler 21, part K: each bonus judged once as it is given,
# if_when_given; test_cardtext_c21_k.py. Near wordings that stay refused:)
@pytest.mark.parametrize(
    ("text", "why"),
    [
        # a card type: already known as the target is chosen
        ("Open: Give a target Personality -2F, or -3F if he is a Follower.", "already known"),
        # bonuses of other stats
        ("Battle: Give a target enemy Follower or Personality -2F, or -3C if they are Shadowlands.",
         "other stats"),
        ("Battle: Target your Samurai with a Weapon: Give him +1F/+2C, or +3F if he is opposed.",
         "no family"),
    ],
)  # fmt: skip
def test_one_bonus_or_another_if_the_card_is_so_near_wordings_are_refused(text, why):
    assert why in refused(text, "Personality", "Kitsuki Nakai")


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Give a target Personality -2F, or -3F if he is a Holding.",  # a card type: already known
        "Battle: Give a target Personality -2F, or -2F if he is dishonorable.",  # the same penalty
        "Battle: Give a target Personality -2F, or -3F if he is attacking and opposed.",  # two conditions
    ],
)
def test_near_penalty_wordings_stay_refused(text):
    refused(text)


