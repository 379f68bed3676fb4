"""L5R compiler 18, part E: costs and targets with conditions. "You may bow one of your Mines to ignore the
cost of bowing Xijkt.", "You may bow one of Miyami's Weapons to ignore the cost of bowing her.", "You may
discard a card to ignore the cost of bowing Kamina." (the cost's `instead_of_bowing`: instead_costs.py, the
Desk's rule l5r.desk.cost-instead); "You may take an additional Battle action, which he must perform / which
must be performed by that Follower" (the grant's `performer`: performed_additional.py, the Desk's rule
l5r.desk.additional-performer). What each compiles to, the engine playing the compiled card, and the near
wordings that stay refused."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, answers, l5r_turn, personality, refused, result, use

XIJKT = ("Battle, Bow: Bow a target enemy card without attachments. You may bow one of your Mines to "
         "ignore the cost of bowing Xijkt.")  # fmt: skip
MIYAMI = ("Battle, Bow: Straighten your target Personality's unit. You may bow one of Miyami's Weapons to "
          "ignore the cost of bowing her.")  # fmt: skip
KAMINA = ("Tactical Open, Bow: Give a target Personality +4F. You may discard a card to ignore the cost of "
          "bowing Kamina.")  # fmt: skip
SHOKUTA = "Open, Bow: Gain 2 Honor. You may bow one of his Spells to ignore the cost of bowing him."
STATION = ("Limited, Bow: Gain 2 Honor. You may bow one of your Farms to ignore the cost of bowing this "
           "Holding.")  # fmt: skip


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_bow_one_of_your_mines_instead():
    cost = ability(XIJKT, "Personality", "Xijkt")["cost"]
    wanted = {"keywords": ["Mine"]}
    assert cost == {"bow": "$source", "instead_of_bowing": {"card": "$source", "bow_one": wanted}}


def test_bow_one_of_her_own_weapons_instead():
    cost = ability(MIYAMI, "Personality", "Mirumoto Miyami")["cost"]
    wanted = {"keywords": ["Weapon"], "attached_to": "$source"}
    assert cost == {"bow": "$source", "instead_of_bowing": {"card": "$source", "bow_one": wanted}}


def test_bow_one_of_his_spells_instead():
    cost = ability(SHOKUTA, "Personality", "Isawa Shokuta")["cost"]
    wanted = {"type": "spell", "attached_to": "$source"}
    assert cost == {"bow": "$source", "instead_of_bowing": {"card": "$source", "bow_one": wanted}}


def test_discard_a_card_instead():
    found = ability(KAMINA, "Personality", "Akodo Kamina")
    instead = {"card": "$source", "discard_from_hand": {}}
    assert found["cost"] == {"bow": "$source", "instead_of_bowing": instead}
    assert found["effects"][0]["change"] == 4


def test_this_holding_on_a_holding():
    cost = ability(STATION, "Holding", "Some Station")["cost"]
    assert cost["instead_of_bowing"] == {"card": "$source", "bow_one": {"keywords": ["Farm"]}}


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        # no "Bow" in the designators: no bowing of this card to ignore
        ("Battle: Bow a target enemy card. You may bow one of your Mines to ignore the cost of bowing Xijkt.",
         "Personality", "Xijkt"),
        # "him" on a card that is not a Personality
        ("Open, Bow: Gain 2 Honor. You may bow one of your Mines to ignore the cost of bowing him.",
         "Holding", "H"),
        # "this Holding" on a Personality
        ("Open, Bow: Gain 2 Honor. You may bow one of your Mines to ignore the cost of bowing this "
         "Holding.",
         "Personality", "P"),
        # two kinds: one is read
        ("Open, Bow: Gain 2 Honor. You may bow one of your Forests or Mines to ignore the cost of bowing "
         "him.",
         "Personality", "P"),
        # another card's Weapons
        ("Open, Bow: Gain 2 Honor. You may bow one of Hida Kisada's Weapons to ignore the cost of bowing "
         "him.",
         "Personality", "Xijkt"),
        # "his Spells" on a Holding
        ("Open, Bow: Gain 2 Honor. You may bow one of his Spells to ignore the cost of bowing this "
         "Holding.",
         "Holding", "H"),
        # a performer, a condition on the ignoring: not read
        ("Limited, Bow: Rehonor a target Personality. You may bow your performing Magistrate to ignore the "
         "cost of bowing this Holding.", "Holding", "Magistrate Station"),
        ("Repeatable Limited, Bow: Gain 2 Honor. You may ignore the cost of bowing her if she has no Items.",
         "Personality", "Moto Genki"),
    ],
)
def test_near_wordings_stay_refused(text, card_type, title):
    assert refused(text, card_type, title)


def test_a_trait_is_not_read():
    text = "You may bow one of your Mines to ignore the cost of bowing Xijkt."
    compiled = result(text, "Personality", "Xijkt", kind="trait")
    assert not compiled.played


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _cards(text: str, title: str, hero: dict | None = None, **more) -> dict:
    own = personality("me", zone="home", abilities=[ability(text, "Personality", title)]) | (hero or {})
    return {"hero": own, "friend": personality("me", zone="home"), **more}


def _run(cards: dict, use: dict, decide: bool | None, asks: list, before: tuple = ()) -> list:
    step = {"use": {"id": "u", "card": "hero", "ability": "a1", "by": "me", **use}}
    step |= {"decide": {"ignore_cost": decide}} if decide is not None else {}
    data = l5r_turn(cards, [*before, step, *({"ask": a} for a in asks)])
    data["players"] = [{"id": "me", "family_honor": 5}, "opp"]
    return evaluate(parse_scenario(data)).answers


def _values(answers: list) -> list:
    return [a["answer"]["value"] for a in answers]


MINE = {"type": "holding", "owner": "me", "zone": "home", "keywords": ["Mine"]}
KAMINA_ASKS = [{"flag": "bowed", "card": "hero"}, {"zone": "junk"}, {"stat": "force", "card": "friend"}]


@pytest.mark.parametrize(("decide", "wanted"), [(True, [False, "discard", 6]), (False, [True, "hand", 6])])
def test_kamina_discards_a_card_instead_of_bowing_if_his_player_chooses(decide, wanted):
    cards = _cards(KAMINA, "Akodo Kamina", junk={"type": "action", "owner": "me", "zone": "hand"})
    assert _values(_run(cards, {"targets": ["friend"]}, decide, KAMINA_ASKS)) == wanted


def test_kamina_left_open_both_are_outcomes():
    cards = _cards(KAMINA, "Akodo Kamina", junk={"type": "action", "owner": "me", "zone": "hand"})
    answer = _run(cards, {"targets": ["friend"]}, None, KAMINA_ASKS[:1])[0]["answer"]
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == [False, True]


def test_kamina_with_an_empty_hand_bows_even_if_asked_to_ignore():
    cards = _cards(KAMINA, "Akodo Kamina")
    assert _values(_run(cards, {"targets": ["friend"]}, True, [KAMINA_ASKS[0], KAMINA_ASKS[2]])) == [True, 6]


def test_bowed_kamina_cannot_use_it_even_with_a_card_to_discard():
    # abilities on a bowed card cannot be used (l5r.abilities.bowed): ignoring his bowing does not change it
    cards = _cards(KAMINA, "Akodo Kamina", {"bowed": True},
                   junk={"type": "action", "owner": "me", "zone": "hand"})  # fmt: skip
    assert _values(_run(cards, {"targets": ["friend"]}, True, KAMINA_ASKS)) == [True, "hand", 2]


SHOKUTA_ASKS = [{"flag": "bowed", "card": "hero"}, {"flag": "bowed", "card": "spell"},
                {"stat": "family_honor", "player": "me"}]  # fmt: skip


def test_shokuta_bows_his_own_spell_instead():
    spell = {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "hero"}
    cards = _cards(SHOKUTA, "Isawa Shokuta", spell=spell)
    assert _values(_run(cards, {}, True, SHOKUTA_ASKS)) == [False, True, 7]


def test_a_spell_attached_to_another_personality_is_not_his():
    spell = {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "friend"}
    cards = _cards(SHOKUTA, "Isawa Shokuta", spell=spell)
    assert _values(_run(cards, {}, True, SHOKUTA_ASKS)) == [True, False, 7]


def test_station_bows_a_farm_not_a_mine():
    station = {"type": "holding", "owner": "me", "zone": "home",
               "abilities": [ability(STATION, "Holding", "Some Station")]}  # fmt: skip
    cards = {"hero": station, "mine": MINE, "farm": MINE | {"keywords": ["Farm"]}}
    asks = [{"flag": "bowed", "card": c} for c in ("hero", "mine", "farm")]
    assert _values(_run(cards, {}, True, asks)) == [False, False, True]


def test_instead_of_bowing_a_card_the_cost_does_not_bow_is_refused_naming_the_field():
    rite = {"id": "a1", "designators": ["Open"], "effects": [{"targets": "$controller", "honor": 1}],
            "cost": {"lose_honor": 1, "instead_of_bowing": {"card": "$source", "discard_from_hand": {}}}}
    with pytest.raises(ScenarioError) as error:
        _run({"hero": personality("me", zone="home", abilities=[rite])}, {}, True, [])
    assert "instead_of_bowing" in str(error.value)


MIYAMI_ASKS = [{"flag": "bowed", "card": "hero"}, {"flag": "bowed", "card": "sword"},
               {"flag": "bowed", "card": "friend"}]  # fmt: skip


@pytest.mark.parametrize(("decide", "wanted"), [(True, [False, True, False]), (False, [True, False, False])])
def test_miyami_in_a_battle_bows_her_weapon_instead_if_her_player_chooses(decide, wanted):
    sword = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "hero", "keywords": ["Weapon"]}
    cards = {"hero": personality("me", abilities=[ability(MIYAMI, "Personality", "Mirumoto Miyami")]),
             "friend": personality("me", bowed=True), "foe": personality("opp"), "sword": sword}  # fmt: skip
    battle = ({"begin": {"name": "battle", "at": "battlefield:1"}},)
    assert _values(_run(cards, {"targets": ["friend"]}, decide, MIYAMI_ASKS, battle)) == wanted


def test_xijkt_bows_one_of_your_mines_not_another_players():
    theirs = MINE | {"owner": "opp"}
    cards = {"hero": personality("me", abilities=[ability(XIJKT, "Personality", "Xijkt")]),
             "foe": personality("opp"), "mine": theirs}  # fmt: skip
    asks = [{"flag": "bowed", "card": c} for c in ("hero", "mine", "foe")]
    battle = ({"begin": {"name": "battle", "at": "battlefield:1"}},)
    assert _values(_run(cards, {"targets": ["foe"]}, True, asks, battle)) == [True, False, True]
    cards["mine"] = MINE
    assert _values(_run(cards, {"targets": ["foe"]}, True, asks, battle)) == [False, True, True]


# --- an additional action a named card must perform ---------------------------------------------------------
KICK = ("Battle: Choose your performing Monk: Straighten him. You may take an additional Battle action, "
        "which he must perform.")  # fmt: skip
HAROU = ("Battle: Straighten your target Follower. You may take an additional Battle action, which must be "
         "performed by that Follower.")  # fmt: skip
GLORY = ("Battle: Choose your performing unbowed Yojimbo Personality: Straighten him. You may take an "
         "additional Battle action, which must be performed by the Yojimbo.")  # fmt: skip


def _grant(text: str, *how) -> dict:
    return ability(text, *how)["effects"][-1]


def test_which_he_must_perform_is_the_performer():
    grant = {"designator": "Battle", "performer": "$performer"}
    assert _grant(KICK) == {"targets": "$controller", "additional_action": grant}


def test_that_follower_is_the_target():
    grant = _grant(HAROU, "Personality", "Hida Harou")["additional_action"]
    assert grant == {"designator": "Battle", "performer": "$target1"}


def test_the_yojimbo_is_the_performer():
    assert _grant(GLORY)["additional_action"] == {"designator": "Battle", "performer": "$performer"}


@pytest.mark.parametrize(
    "text",
    [
        # "he" with a performer and a target
        "Battle: Choose your performing Monk and target an enemy Personality: Bow the target. You may take "
        "an additional Battle action, which he must perform.",
        # "he" with neither
        "Battle: Gain 2 Honor. You may take an additional Battle action, which he must perform.",
        # "that Personality" when the target is a Follower
        "Battle: Straighten your target Follower. You may take an additional Battle action, which must be "
        "performed by that Personality.",
        # "the Monk" is not the performer the text chose
        "Battle: Choose your performing unbowed Yojimbo Personality: Straighten him. You may take an "
        "additional Battle action, which must be performed by the Monk.",
        # other conditions on the additional action: not read
        "Battle: Straighten this card. You may take an additional Battle action, which must be Iaijutsu and "
        "which this card must perform.",
        "Battle: Straighten your target Follower. You may take an additional Battle action, which must be "
        "from an ability on a Follower you control.",
    ],
)
def test_near_additional_performers_stay_refused(text):
    assert refused(text, "Strategy", "Test")


PLAN = "Battle: Choose your performing Personality: Gain 1 Honor."


def _strategy(text: str) -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, "Strategy", "Test")]}


BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


@pytest.mark.parametrize(("doer", "taken"), [("monk", True), ("other", False)])
def test_only_the_performer_takes_the_additional_action(doer, taken):
    cards = {"kick": _strategy(KICK), "plan": _strategy(PLAN), "monk": personality("me", keywords=["Monk"]),
             "other": personality("me"), "foe": personality("opp")}  # fmt: skip
    steps = [BATTLE, use("kick", performer="monk"), use("plan", uid="x", performer=doer, additional=True),
             {"ask": {"successful": "x"}}, {"ask": {"additional_actions": "me"}}]  # fmt: skip
    assert answers(cards, steps) == [taken, 0 if taken else 1]


@pytest.mark.parametrize(("doer", "taken"), [("horse", True), ("other", False)])
def test_only_the_targeted_follower_takes_harous_additional_action(doer, taken):
    rally = {"id": "a1", "designators": ["Battle"], "effects": [{"targets": "$controller", "honor": 1}]}
    harou = personality("me", abilities=[ability(HAROU, "Personality", "Hida Harou")])
    horse = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "harou", "bowed": True,
             "stats": {"force": 1}, "abilities": [rally]}  # fmt: skip
    cards = {"harou": harou, "horse": horse, "other": personality("me", abilities=[rally]),
             "foe": personality("opp")}  # fmt: skip
    steps = [BATTLE, use("harou", targets=["horse"]), {"ask": {"flag": "bowed", "card": "horse"}},
             {"use": {"id": "x", "card": doer, "ability": "a1", "by": "me", "additional": True}},
             {"ask": {"successful": "x"}}]  # fmt: skip
    assert answers(cards, steps) == [False, taken]


TAKASHO = ("Battle: If any enemy units are at the current battlefield: Move Takasho there. You may take an "
           "additional Battle action which Takasho must perform.")  # fmt: skip


def test_which_takasho_must_perform_is_this_card():
    grant = _grant(TAKASHO, "Personality", "Takasho")["additional_action"]
    assert grant == {"designator": "Battle", "performer": "$source"}
    assert refused(TAKASHO.replace("Move Takasho there", "Gain 1 Honor"), "Holding", "Takasho")


@pytest.mark.parametrize(("doer", "taken"), [("takasho", True), ("other", False)])
def test_only_takasho_takes_his_additional_action(doer, taken):
    rally = {"id": "r1", "designators": ["Battle"], "effects": [{"targets": "$controller", "honor": 1}]}
    takasho = personality("me", zone="home", abilities=[ability(TAKASHO, "Personality", "Takasho"), rally])
    cards = {"takasho": takasho, "other": personality("me", abilities=[rally]), "foe": personality("opp")}
    steps = [BATTLE, use("takasho"), {"ask": {"zone": "takasho"}},
             {"use": {"id": "x", "card": doer, "ability": "r1", "by": "me", "additional": True}},
             {"ask": {"successful": "x"}}]  # fmt: skip
    assert answers(cards, steps) == ["battlefield:1", taken]


# --- bowing unless you control a card of a kind -------------------------------------------------------------
KYUSHI = "Battle: Bow Kyushi unless you control a Shugenja: Ranged 4 Attack."


def test_bow_unless_you_control_a_shugenja():
    cost = ability(KYUSHI, "Personality", "Shiba Kyushi")["cost"]
    unless = {"count": {"keywords": ["Shugenja"], "controller": "$controller"}, "at_least": 1}
    assert cost == {"bow": "$source", "bow_unless_if": unless}


def test_bow_the_performer_unless_you_control_a_courtier_or_magistrate():
    text = ("Battle: Choose your performing unbowed Personality, and bow him unless you control a Courtier "
            "or Magistrate: Draw a card.")  # fmt: skip
    cost = ability(text)["cost"]
    assert cost["bow"] == "$performer" and cost["requires"]["bowed"] is False
    assert cost["bow_unless_if"]["count"]["any_keywords"] == ["Courtier", "Magistrate"]


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Bow Kyushi unless you control a card: Ranged 4 Attack.",  # 'a card'
        "Battle: Bow Kyushi unless you have Reconnaissance: Ranged 4 Attack.",  # not defined in the corpus
        "Battle: Bow Kyushi unless any player has Reconnaissance: Ranged 4 Attack.",
        "Battle: Destroy Kyushi unless you control a Shugenja: Ranged 4 Attack.",  # another cost
        "Battle: Bow Kyushi unless you are a defending player: Ranged 4 Attack.",  # not defined
    ],
)
def test_near_unless_costs_stay_refused(text):
    assert refused(text, "Personality", "Shiba Kyushi")


@pytest.mark.parametrize(("shugenja", "bowed"), [(True, False), (False, True)])
def test_kyushi_bows_only_when_his_player_controls_no_shugenja(shugenja, bowed):
    kyushi = personality("me", abilities=[ability(KYUSHI, "Personality", "Shiba Kyushi")])
    foe = personality("opp", stats={"force": 3, "chi": 2})
    keywords = ["Shugenja"] if shugenja else ["Courtier"]
    cards = {"hero": kyushi, "foe": foe, "friend": personality("me", zone="home", keywords=keywords)}
    asks = [{"flag": "bowed", "card": "hero"}, {"zone": "foe"}]
    assert _values(_run(cards, {"targets": ["foe"]}, None, asks, (BATTLE,))) == [bowed, "discard"]


def test_another_players_shugenja_does_not_spare_kyushi():
    kyushi = personality("me", abilities=[ability(KYUSHI, "Personality", "Shiba Kyushi")])
    cards = {"hero": kyushi, "foe": personality("opp"), "theirs": personality("opp", keywords=["Shugenja"])}
    asks = [{"flag": "bowed", "card": "hero"}]
    assert _values(_run(cards, {"targets": ["foe"]}, None, asks, (BATTLE,))) == [True]


def test_a_bowed_kyushi_with_a_shugenja_still_cannot_use_it():
    kyushi = personality("me", bowed=True, abilities=[ability(KYUSHI, "Personality", "Shiba Kyushi")])
    cards = {"hero": kyushi, "foe": personality("opp"), "friend": personality("me", keywords=["Shugenja"])}
    assert _values(_run(cards, {"targets": ["foe"]}, None, [{"zone": "foe"}], (BATTLE,))) == ["battlefield:1"]


def test_bow_unless_if_without_cards_bowed_is_refused_naming_the_field():
    rite = {"id": "a1", "designators": ["Open"], "effects": [{"targets": "$controller", "honor": 1}],
            "cost": {"lose_honor": 1, "bow_unless_if": {"count": {"type": "ring"}, "at_least": 1}}}
    with pytest.raises(ScenarioError) as error:
        _run({"hero": personality("me", zone="home", abilities=[rite])}, {}, None, [])
    assert "bow_unless_if" in str(error.value)


# --- bowing unless he won a duel this turn ------------------------------------------------------------------
YUKIHITO = ("Iaijutsu Battle: Bow Yukihito unless he won a duel this turn: Ranged 3 Attack with +1 strength "
            "for each Shugenja you control.")  # fmt: skip
YOJIMBO = ("Battle: Choose your performing unbowed Yojimbo, and bow him unless he has won a duel this turn: "
           "Gain 1 Honor.")  # fmt: skip


def _won(winner: str) -> dict:
    return {"action": {"id": "fight", "by": "me", "effects": [
        {"id": "duel", "duels": [{"id": "d1", "between": [winner, "foe"], "winner": winner}]}]}}  # fmt: skip


def test_bow_unless_he_won_a_duel_this_turn():
    cost = ability(YUKIHITO, "Personality", "Shiba Yukihito")["cost"]
    assert cost == {"bow": "$source", "bow_unless_if": {"won_duel_this_turn": "$source"}}
    assert ability(YOJIMBO)["cost"]["bow_unless_if"] == {"won_duel_this_turn": "$performer"}


@pytest.mark.parametrize(("won", "bowed"), [(True, False), (False, True)])
def test_yukihito_is_not_bowed_once_he_won_a_duel_this_turn(won, bowed):
    hero = personality("me", abilities=[ability(YUKIHITO, "Personality", "Shiba Yukihito")])
    cards = {"hero": hero, "foe": personality("opp", stats={"force": 1, "chi": 2})}
    steps = (*([_won("hero")] if won else []), BATTLE)
    asks = [{"flag": "bowed", "card": "hero"}, {"zone": "foe"}]
    assert _values(_run(cards, {"targets": ["foe"]}, None, asks, steps)) == [bowed, "discard"]


@pytest.mark.parametrize(("winner", "bowed"), [("yo", False), ("other", True)])
def test_the_yojimbo_is_spared_only_by_his_own_duel(winner, bowed):
    cards = {"hero": _strategy(YOJIMBO), "yo": personality("me", keywords=["Yojimbo"]),
             "other": personality("me"), "foe": personality("opp")}  # fmt: skip
    asks = [{"flag": "bowed", "card": "yo"}, {"stat": "family_honor", "player": "me"}]
    answers_ = _values(_run(cards, {"performer": "yo"}, None, asks, (_won(winner), BATTLE)))
    assert answers_ == [bowed, 6]


def test_a_duel_won_last_turn_does_not_spare_him():
    hero = personality("me", abilities=[ability(YUKIHITO, "Personality", "Shiba Yukihito")])
    cards = {"hero": hero, "foe": personality("opp", stats={"force": 1, "chi": 2})}
    steps = (_won("hero"), {"end": "turn"}, {"begin": {"name": "turn", "player": "me"}}, BATTLE)
    asks = [{"flag": "bowed", "card": "hero"}]
    assert _values(_run(cards, {"targets": ["foe"]}, None, asks, steps)) == [True]
