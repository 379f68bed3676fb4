"""L5R compiler 20, part G: sentences led by a verb not read there. "Negate Fear effects targeting this
Follower." (Fearless Light Infantry), "Negate Fear effects upon Followers in this unit." (Ancient Spear of the
Naga), "Negate all Fear effects upon your Naga cards.": a trait `negates_fear` on those cards
(games/l5r/fear_negation.py, l5r.desk.fear-negated). What each compiles to, the engine playing it (a Fear
effect does not bow such a card, and still bows any other), and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

RULE = "l5r.desk.fear-negated"
FEARLESS = "Negate Fear effects targeting this Follower."
SPEAR = "Negate Fear effects upon Followers in this unit."
GUARD = "Negate all Fear effects upon cards in this unit."
NAGA = "Negate all Fear effects upon your Naga cards."


def trait(text: str, card_type: str, title: str = "") -> dict:
    return piece(text, card_type, title, kind="trait")


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_fear_negated_on_this_card():
    own = {"traits": [{"id": "t1", "targets": "$source", "negates_fear": True}]}
    assert trait(FEARLESS, "Follower", "Fearless Light Infantry") == own
    assert trait("Negate Fear effects upon this Follower.", "Follower") == own
    assert trait("Negate Fear effects upon this card.", "Personality") == own
    bearer = {"traits": [{"id": "t1", "targets": "$bearer", "negates_fear": True}]}
    assert trait("Negate Fear effects upon this Personality.", "Item") == bearer


def test_fear_negated_on_cards_in_this_unit_and_on_your_cards():
    followers = {"in_unit": "$source", "type": "follower"}
    assert trait(SPEAR, "Item", "Ancient Spear of the Naga") == {
        "traits": [{"id": "t1", "affects": followers, "negates_fear": True}]}
    for text in (GUARD, "Negate Fear effects upon cards in this unit.",
                 "Negate Fear effects targeting cards in this unit."):  # fmt: skip
        assert trait(text, "Follower") == {
            "traits": [{"id": "t1", "affects": {"in_unit": "$source"}, "negates_fear": True}]}
    yours = {"in_play": True, "controller": "$controller"}
    assert trait("Negate all Fear effects upon your cards.", "Stronghold")["traits"][0]["affects"] == yours
    assert trait(NAGA, "Holding")["traits"][0]["affects"] == {**yours, "keywords": ["Naga"]}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (GUARD, "Holding"),  # in no unit
        ("Negate Fear effects upon this card.", "Strategy"),  # never in play: the trait applies to nothing
        ("Negate Fear effects upon this Follower.", "Item"),  # another card's type
        ("Negate Fear effects targeting this Follower while it is opposing a bowed Follower or Personality.",
         "Follower"),  # a condition
        ("Negate all Fear effects upon, and giving of the Shadowlands keyword to, your Ratling cards.",
         "Stronghold"),  # more negated
        ("Negate Fear effects upon units in this card's army.", "Personality"),
        ("Negate Fear effects upon Personalities and Followers at this battlefield.", "Region"),
        ("Negate Fear effects upon Temoru's Followers.", "Personality"),
        ("Negate all Fear effects upon your Foo cards.", "Holding"),  # no such keyword
        ("Negate Ranged Attack effects upon this Follower.", "Follower"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Temoru", kind="trait")


def test_the_effect_sentence_stays_refused():
    text = ("Battle: Until the battle ends, give each defending Personality and Follower +1F and negate Fear "
            "effects upon them.")  # fmt: skip
    assert refused(text, "Strategy")


# --- the engine playing them --------------------------------------------------------------------------------
def scared(own: dict, where: str, target: str) -> tuple[bool, set]:
    """A Fear 2 effect of the player "me" on `target` (Force 1), with the compiled trait on "spear" (a card of
    the player "opp": an Item on "foe" or a Follower "spear"); whether it is bowed, the rules cited."""
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "foe": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "other": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "guard": {"type": "follower", "owner": "opp", "attached_to": "other", "stats": {"force": 1}},
        "spear": {"owner": "opp", "attached_to": where, **own},
    }
    effect = {"targets": target, "fear": {"strength": 2}}
    steps = [{"action": {"id": "scare", "by": "me", "source": "hero", "effects": [effect]}},
             {"ask": {"flag": "bowed", "card": target}}]  # fmt: skip
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(doc)).to_dict()
    return result["answers"][0]["answer"]["value"], {note.get("rule") for note in result["trace"]}


def test_a_fear_effect_does_not_bow_the_follower_that_negates_it():
    fearless = {"type": "follower", "stats": {"force": 1}, **trait(FEARLESS, "Follower")}
    bowed, rules = scared(fearless, "foe", "spear")
    assert bowed is False and RULE in rules
    # another Follower, of another unit, is bowed as usual
    bowed, rules = scared(fearless, "foe", "guard")
    assert bowed is True and RULE not in rules


def test_followers_in_the_unit_of_the_item_are_not_bowed_others_are():
    spear = {"type": "item", **trait(SPEAR, "Item", "Ancient Spear of the Naga")}
    assert scared(spear, "other", "guard")[0] is False  # a Follower in the Spear's unit
    assert scared(spear, "foe", "guard")[0] is True  # the Spear is in another unit
    assert scared(spear, "foe", "foe")[0] is True  # not a Follower: the Spear's own bearer


def test_your_naga_cards_are_not_bowed_other_cards_are():
    keep = {"type": "holding", "zone": "home", **trait(NAGA, "Holding")}
    assert scared_with_keywords(keep, ["Naga"]) == (False, True)


def scared_with_keywords(holding: dict, keywords: list) -> tuple[bool, bool]:
    """The Holding of "opp" in play; a Fear 2 effect on his Naga Personality, then on his other one."""
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "naga": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1},
                 "keywords": keywords},
        "human": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "keep": {"owner": "opp", **holding},
    }
    steps = [{"action": {"id": f"scare{n}", "by": "me", "source": "hero",
                         "effects": [{"targets": card, "fear": {"strength": 2}}]}}
             for n, card in enumerate(("naga", "human"))]  # fmt: skip
    steps += [{"ask": {"flag": "bowed", "card": "naga"}}, {"ask": {"flag": "bowed", "card": "human"}}]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    answers = evaluate(parse_scenario(doc)).to_dict()["answers"]
    return answers[0]["answer"]["value"], answers[1]["answer"]["value"]


# --- Reactions negating the effects of the action they react to ---------------------------------------------
R = "Reaction: After "
TAISHUU = R + "another player's Political action targets one of your Personalities: Negate its effects."
JINN_KUEN = "Political " + R + "an action targets your Merchant, pay 2 Gold: Negate the action's effects."
IN_UNIT = "another player's action targets a card in this unit"
CHAMPION = R + IN_UNIT + ", negate the action's effects on this Follower."
EVERYTHING = [{"affects": {}, "prevent": {"effects_of": "$reacted"}},
              {"targets": "$each_player", "prevent": {"effects_of": "$reacted"}}]  # fmt: skip


def test_negate_its_effects_compiles_to_a_prevention_of_all_the_actions_effects():
    compiled = ability(TAISHUU, "Personality", "Taishuu")
    yours = {"type": "personality", "controller": "$controller"}
    assert compiled["trigger"] == {"event": "targeted", "of": yours, "kind": ["Political"], "by": "other"}
    assert compiled["effects"] == EVERYTHING
    merchant = ability(JINN_KUEN, "Personality", "Yasuki Jinn-Kuen")
    assert merchant["cost"] == {"gold": 2} and merchant["effects"] == EVERYTHING


def test_negate_the_actions_effects_on_this_card_compiles_to_a_prevention_on_it():
    on_this = [{"targets": "$source", "prevent": {"effects_of": "$reacted"}}]
    assert ability(CHAMPION, "Follower", "Champion of Thunder")["effects"] == on_this
    troops = R + IN_UNIT + ": Negate the action's effects on this card."
    assert ability(troops, "Follower", "O-Yoroi Troops")["effects"] == on_this


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Tactical Battle: Target a Personality. Negate its effects.", "Strategy"),  # no action reacted to
        ("Battle: Negate the action's effects.", "Strategy"),
        # a Ranged Attack's targeting: "its effects" would be the attack's only
        ("Reaction: After a Ranged Attack targets a card in this unit: Negate its effects.", "Follower"),
        ("Reaction: After a Ranged Attack targets a card in this unit: Negate the Ranged Attack's effects.",
         "Follower"),
        # on another card than this one or the targeted one
        (R + "another player's action targets a card in this unit, negate the action's effects on this "
         "Personality.", "Holding"),
        (R + "an action targets your Personality: Negate its effects on your Followers.", "Strategy"),
        (R + "a Limited action targets one of your Personalities, bow your performing Courtier: Negate its "
         "effects this turn.", "Strategy"),
    ],
)
def test_negating_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type)


def political(react: dict, target: str, holder: str = "keeper") -> tuple[bool, bool, int, bool]:
    """Another player's Political action targets `target` (bow him, gain 2 Honor) and the Reaction is used
    first, from `holder` (the Personality "keeper" or his Follower "guard"): (target bowed, the Follower
    bowed, that player's Family Honor, the Reaction successful)."""
    push = ability("Political Open: Target a Personality or Follower: Bow it. Gain 2 Honor.", "Personality")
    stats = {"force": 2, "chi": 2}
    cards = {"keeper": {"type": "personality", "owner": "me", "zone": "home", "stats": stats,
                        "keywords": ["Merchant"], "abilities": [react]},
             "guard": {"type": "follower", "owner": "me", "attached_to": "keeper", "stats": {"force": 1},
                       "abilities": [react]},
             "foe": {"type": "personality", "owner": "opp", "zone": "home", "stats": stats,
                     "abilities": [push]}}  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "opp"}},
             {"use": {"id": "r", "card": holder, "ability": "a1", "by": "me", "reacts_to": "p"}},
             {"use": {"id": "p", "card": "foe", "ability": "a1", "by": "opp", "targets": [target]}},
             {"ask": {"flag": "bowed", "card": target}}, {"ask": {"flag": "bowed", "card": "guard"}},
             {"ask": {"stat": "family_honor", "player": "opp"}}, {"ask": {"successful": "r"}}]  # fmt: skip
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    doc = {"game": "l5r", "players": players, "cards": cards, "steps": steps}
    return tuple(a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers)


def test_no_effect_of_the_political_action_happens_to_any_card_or_player():
    assert political(ability(TAISHUU, "Personality", "Taishuu"), "keeper") == (False, False, 10, True)


def test_the_merchant_reaction_negates_the_bowing_and_the_honor_gain():
    merchant = ability(JINN_KUEN, "Personality", "Yasuki Jinn-Kuen")
    del merchant["cost"]  # (its Gold cost is not what is checked here)
    assert political(merchant, "keeper") == (False, False, 10, True)


def test_only_the_effects_on_this_follower_are_negated():
    champion = ability(CHAMPION, "Follower", "Champion of Thunder")
    assert political(champion, "guard", "guard") == (False, False, 12, True)  # the Follower: not bowed
    assert political(champion, "keeper", "guard")[:3] == (True, False, 12)  # his Personality: bowed


# --- "Discard a Kiho Strategy:" (a cost) --------------------------------------------------------------------
def test_discarding_a_strategy_with_a_keyword_compiles_to_a_hand_cost():
    demopen = ability("Battle: Discard a Heroic Strategy: Ranged 5 Attack.", "Personality", "Hida Demopen")
    heroic = {"type": "action", "keywords": ["Heroic"], "not_cards": ["$source"]}
    assert demopen["cost"] == {"discard_from_hand": heroic}
    either = ability("Battle: Discard a Kiho Strategy or Spell, and target an enemy card: Bow it.",
                     "Personality")  # fmt: skip
    assert either["cost"]["discard_from_hand"] == [
        {"type": "action", "keywords": ["Kiho"], "not_cards": ["$source"]},
        {"type": "spell", "not_cards": ["$source"]},
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Discard a Battle Strategy: Gain 1 Honor.",  # a designator, not a keyword
        "Battle: Discard a Foo Strategy: Gain 1 Honor.",  # no such keyword
        "Battle: Discard a Crab Clan Strategy: Gain 1 Honor.",
        # an effect, not a cost (compiler 21, part Q plays "Discard a Kiho Strategy to gain 1 Honor.")
        "Battle: Discard a Battle Strategy to gain 1 Honor.",
    ],
)
def test_discarding_a_strategy_near_wordings_stay_refused(text):
    assert refused(text, "Personality")


def shichi(keywords: list, card_type: str = "action") -> list:
    """Togashi Shichi's "Discard a Kiho Strategy: Give this card +2F." used in a battle, with one card of the
    kind in hand and a Kiho Spell: (his Force, where the first card is)."""
    own = ability("Battle: Discard a Kiho Strategy: Give this card +2F.", "Personality", "Togashi Shichi")
    stats = {"force": 2, "chi": 2}
    fate = {"owner": "me", "zone": "hand", "stats": {"focus_value": 1, "gold_cost": 0}}
    cards = {"shichi": {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
                        "stats": stats, "abilities": [own]},
             "enemy": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True,
                       "stats": stats},
             "kata": {"type": card_type, "keywords": keywords, **fate},
             "scroll": {"type": "spell", "keywords": ["Kiho"], **fate}}  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}}, {"phase": "attack"},
             {"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "shichi", "ability": "a1", "by": "me"}},
             {"ask": {"stat": "force", "card": "shichi"}}, {"ask": {"zone": "kata"}}]  # fmt: skip
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers]


def test_a_kiho_strategy_is_discarded_for_the_bonus_and_nothing_else_pays():
    assert shichi(["Kiho"]) == [4, "discard"]
    assert shichi(["Tattoo"]) == [2, "hand"]  # a Strategy of another keyword, and a Kiho Spell: not usable


# --- "Negate Force bonuses to this card from actions." ("all" not printed) ---------------------------------
JUPPUN = "Negate Force bonuses to this card from actions."


def test_negating_bonuses_without_all_compiles_as_compiler_15s_negation():
    prevent = {"stat": "force", "changes": "bonuses", "from": "action"}
    assert trait(JUPPUN, "Personality", "Hitomi Juppun") == {
        "traits": [{"id": "t1", "targets": "$source", "prevent": prevent}]}
    assert trait("Negate Chi penalties on this Personality.", "Personality")["traits"][0]["prevent"] == {
        "stat": "chi", "changes": "penalties"}


@pytest.mark.parametrize(
    "text",
    [
        "Negate Force bonuses to this card from other players' actions.",  # whose: not read here
        "Negate Force bonuses to this card while he is attacking.",
        "Negate Force bonuses to your Personalities from actions.",
    ],
)
def test_negating_bonuses_near_wordings_stay_refused(text):
    assert refused(text, "Personality", kind="trait")


def test_an_actions_force_bonus_does_not_reach_him_a_penalty_does():
    own = trait(JUPPUN, "Personality", "Hitomi Juppun")
    cards = {"juppun": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2},
                        **own}}  # fmt: skip
    def change(uid: str, amount: int) -> dict:
        effect = {"targets": "juppun", "stat": "force", "change": amount, "duration": "end_of_turn"}
        return {"action": {"id": uid, "by": "me", "effects": [effect]}}

    ask = {"ask": {"stat": "force", "card": "juppun"}}
    steps = [change("up", 3), ask, change("down", -1), ask]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers] == [2, 1]


# --- "Negate Ji-Yun's dishonoring from other players' cards' effects." -------------------------------------
JI_YUN = "Negate Ji-Yun's dishonoring from other players' cards' effects."


def test_negating_its_own_dishonoring_compiles_to_a_prevention_from_those_effects():
    kept = {"event": "dishonor", "direction": "gain"}
    while_ = {"card": "$source", "is": {"in_play": True}}
    assert trait(JI_YUN, "Personality", "Utaku Ji-Yun") == {
        "traits": [{"id": "t1", "targets": "$source", "prevent": {**kept, "from_players": "other"},
                    "while": while_}]}  # fmt: skip
    katsuro = trait("Negate Katsuro's dishonoring from other players' actions.", "Personality",
                    "Kakita Katsuro")  # fmt: skip
    assert katsuro["traits"][0]["prevent"] == {**kept, "from_players": "other", "from": "action"}
    ashihei = trait("Negate Ashihei's dishonoring from actions.", "Personality", "Hiruma Ashihei")
    assert ashihei["traits"][0]["prevent"] == {**kept, "from": "action"}
    yojiro = trait("Negate Yojiro's dishonoring from effects.", "Personality", "Bayushi Yojiro")
    assert yojiro["traits"][0]["prevent"] == kept


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Negate this card's dishonoring from effects.", "Holding"),  # no honor status
        ("Negate this card's dishonoring from Spells.", "Personality"),
        ("Negate Tomo's dishonoring from actions.", "Personality"),  # another card's name
        ("Negate this card's rehonoring from effects.", "Personality"),
    ],
)
def test_negating_dishonoring_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Utaku Ji-Yun", kind="trait")


def test_another_players_card_does_not_dishonor_her_her_own_does():
    own = trait(JI_YUN, "Personality", "Utaku Ji-Yun")
    cards = {"jiyun": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2},
                       **own},
             "mine": {"type": "holding", "owner": "me", "zone": "home"},
             "theirs": {"type": "holding", "owner": "opp", "zone": "home"}}  # fmt: skip

    def shame(uid: str, by: str, source: str) -> dict:
        effect = {"targets": "jiyun", "dishonor": True}
        return {"action": {"id": uid, "by": by, "source": source, "effects": [effect]}}

    ask = {"ask": {"flag": "dishonored", "card": "jiyun"}}
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
           "steps": [shame("a", "opp", "theirs"), ask, shame("b", "me", "mine"), ask]}  # fmt: skip
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers] == [False, True]
