"""L5R compiler 18, part A: equipping a card of the player's hand or discard pile to a second target,
his Personality: "Battle, * Gold: Equip a target Follower in your hand or discard pile to your target
Personality." and "Battle: Target a Follower in your hand and one of your Personalities: Attach the Follower
to the Personality, paying all costs." (two targets: the Personality, then the card equipped to him with
compiler 15's equip op, `to: $target1`). What each compiles to, the engine playing the compiled cards, and
near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, piece, refused

STATS = {"force": 2, "chi": 2}
ROKUROTA = ("Battle, * Gold: Equip a target Follower in your hand or discard pile to your target "
            "Personality.")
SHINOHARA = ("Battle: Target a Follower in your hand and one of your Personalities: Attach the Follower "
             "to the Personality, paying all costs.")  # fmt: skip
NAIZEN = ("Battle: Target a Follower in your hand or discard pile and target your Personality: Attach the "
          "first target to the second, paying 3 less Gold. You may take an additional Battle "
          "action.")  # fmt: skip
REINFORCEMENTS = ("Battle: Target your Personality and a Follower in your hand: Attach it to him, paying 2 "
                  "less Gold.")
YOURS = {"in_play": True, "type": "personality", "controller": "$controller"}
BEARER = {"choose": YOURS, "targeting": True, "target_card": True}


def _follower(zone: str) -> dict:
    where = {"everywhere": True, "in_areas": ["hand", "discard"]} if " or " in zone else {"zone": zone}
    return {"type": "follower", **where, "owner": "$controller", "there_as_taken": True}


def test_equip_a_target_follower_to_your_target_personality_compiles_to_two_targets_and_equip():
    compiled = ability(ROKUROTA, "Personality", "Hida Rokurota")
    assert compiled["cost"] == {"gold_star": True}
    assert compiled["effects"] == [
        BEARER, {"choose": _follower("hand or discard"), "targeting": True, "equip": {"to": "$target1"}}]
    ruins = ability("Repeatable Battle/Open, Bow, * Gold: Equip a target Spell in your hand to your "
                    "target unbowed Phoenix Clan Personality.", "Holding", "Ruins")  # fmt: skip
    assert ruins["effects"][0]["choose"] == {**YOURS, "bowed": False, "keywords": ["Phoenix Clan"]}
    assert ruins["effects"][1]["choose"]["type"] == "spell"
    iyedo = ability("Earth Battle, * Gold: Equip a target Follower in your hand to your target "
                    "Personality in Iyedo's army.", "Personality", "Kuni Iyedo")  # fmt: skip
    assert iyedo["effects"][0]["choose"] == {**YOURS, "in_army_of": "$source", "at_battlefield_of": "$source"}


def test_target_a_follower_and_your_personality_attach_paying_compiles_to_the_same_equip():
    shinohara = ability(SHINOHARA, "Personality", "Ikoma Shinohara")
    assert "cost" not in shinohara  # the Gold is paid by the effect (paid_in_effects)
    assert shinohara["effects"] == [
        BEARER, {"choose": _follower("hand"), "targeting": True, "equip": {"to": "$target1"}}]
    naizen = ability(NAIZEN, "Personality", "Yoritomo Naizen")["effects"]
    assert naizen[1]["equip"] == {"to": "$target1", "less": 3}
    assert naizen[1]["choose"] == _follower("hand or discard")
    assert naizen[2] == {"targets": "$controller", "additional_action": {"designator": "Battle"}}
    reinforcements = ability(REINFORCEMENTS, "Strategy")["effects"]
    assert reinforcements == [
        BEARER, {"choose": _follower("hand"), "targeting": True, "equip": {"to": "$target1", "less": 2}}]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # an Item or any attachment may be a Weapon or Armor (their limits are not modelled)
        ("Battle, * Gold: Equip a target Item in your hand to your target Personality.", "Weapon or Armor"),
        ("Battle, * Gold: Equip a target attachment in your hand to your target Personality.", "in play"),
        ("Battle: Target an Item in your discard pile and your Personality: Attach it to him, paying all "
         "costs.", "Weapon or Armor"),
        # another player's Personality
        ("Battle, * Gold: Equip a target Follower in your hand to your target enemy Personality.", "your"),
        # "it ... him" / "the first ... the second" in the other order than the targets were named
        ("Battle: Target a Follower in your hand and one of your Personalities: Attach it to him, paying "
         "all costs.", "which is which"),
        ("Battle: Target your Personality and a Follower in your hand: Attach the first target to the "
         "second, paying all costs.", "Personality was targeted first"),
        # a later sentence naming one of the two targets
        ("Battle: Target your Personality and a Follower in your hand: Attach it to him, paying all costs. "
         "Give him +2F.", "a later sentence"),
        # no payment named
        ("Battle: Target your Personality and a Follower in your hand: Attach it to him.", "grammar"),
        # no "* Gold": who pays is not said
        ("Battle: Equip a target Follower in your hand to your target Personality.", "grammar"),
    ],
)  # fmt: skip
def test_close_wordings_stay_refused(text, why):
    assert why in refused(text, "Personality", "Kuni Iyedo")


# --- the engine playing the compiled cards --------------------------------------------------------------
def _personality(owner: str, zone: str, keywords: tuple = (), **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "keywords": list(keywords), "unique": True,
            "stats": STATS, **more}  # fmt: skip


def _cards(text: str, title: str, zone: str = "hand", gold_cost: int = 3, **more) -> dict:
    return {"user": _personality("me", "battlefield:1", **piece(text, "Personality", title)),
            "lord": _personality("me", "home:me"), "opp1": _personality("opp", "battlefield:1"),
            "guard": {"type": "follower", "owner": "me", "zone": zone,
                      "stats": {"gold_cost": gold_cost, "force": 1}},
            "mine": {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 3}},
            **more}  # fmt: skip


def _answers(cards: dict, bearer: str, card: str = "guard", asks: tuple = ()) -> list:
    use = {"use": {"id": "u", "card": "user", "ability": "a1", "by": "me", "pay_with": ["mine"]},
           "decide": {"effect-1": bearer, "effect-2": card}}  # fmt: skip
    battle = {"begin": {"name": "battle", "at": "battlefield:1"}}
    asked = [{"ask": {"zone": card}}, {"ask": {"flag": "bowed", "card": "mine"}}, *asks]
    steps = [{"begin": {"name": "turn", "player": "me"}}, battle, use, *asked]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize("zone", ["hand", "discard"])
def test_rokurota_equips_the_follower_to_the_personality_targeted_paying_its_gold_cost(zone):
    """The Follower enters play attached to the other Personality chosen (at his home), paid with the Mine."""
    cards = _cards(ROKUROTA, "Hida Rokurota", zone)
    assert _answers(cards, "lord") == ["home:me", True]
    assert _answers(cards, "user")[:2] == ["battlefield:1", True]


def test_without_enough_gold_the_follower_stays_where_it_was_and_nothing_is_bowed():
    assert _answers(_cards(ROKUROTA, "Hida Rokurota", "discard", gold_cost=4), "lord") == ["discard", False]


def test_a_spell_is_not_equipped_to_a_personality_who_is_no_shugenja():
    text = "Battle, * Gold: Equip a target Spell in your hand to your target Personality."
    fire = {"type": "spell", "owner": "me", "zone": "hand", "stats": {"gold_cost": 1}}
    cards = _cards(text, "Ruins", fire=fire, sage=_personality("me", "home:me", ("Shugenja",)))
    assert _answers(cards, "lord", "fire") == ["hand", False]
    assert _answers(cards, "sage", "fire") == ["home:me", True]


def test_shinohara_pays_all_costs_in_the_effect_with_the_cards_the_use_names():
    cards = _cards(SHINOHARA, "Ikoma Shinohara")
    assert _answers(cards, "lord") == ["home:me", True]


def test_reinforcements_costs_two_less_so_a_gold_production_of_one_pays_for_a_three_cost_follower():
    cards = _cards(REINFORCEMENTS, "Reinforcements")
    cards["mine"]["stats"]["gold_production"] = 1
    assert _answers(cards, "lord") == ["home:me", True]
    cards["guard"]["stats"]["gold_cost"] = 4
    assert _answers(cards, "lord") == ["hand", False]


# --- "If this card is in your hand (or discard pile), target your Personality: Attach this card to him" ---
LEGION = ("Battle/Open: If this card is in your hand or discard pile, target your Personality: Attach this "
          "card to him, paying all costs.")  # fmt: skip
UNDYING = ("Limited: If this card is in your discard pile, target your Personality: Attach it to him, paying "
           "all costs.")


def test_an_ability_used_from_the_hand_or_discard_pile_compiles_to_from_areas_and_equip_this_card():
    legion = ability(LEGION, "Follower", "Hiroshi's Legion")
    assert legion == {"id": "a1", "designators": ["Battle", "Open"], "from_areas": ["hand", "discard"],
                      "effects": [BEARER, {"targets": "$source", "equip": {"to": "$target1"}}]}  # fmt: skip
    assert ability(UNDYING, "Follower", "Undying Warriors")["from_areas"] == ["discard"]
    ninja = ability("Battle: If this card is in your hand, target your Ninja Personality: Attach this card "
                    "to him, paying 2 less Gold.", "Follower", "Student")  # fmt: skip
    assert ninja["from_areas"] == ["hand"]
    assert ninja["effects"][0]["choose"] == {**YOURS, "keywords": ["Ninja"]}
    assert ninja["effects"][1]["equip"] == {"to": "$target1", "less": 2}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # an Item may be a Weapon or Armor
        (LEGION, "Item", "Weapon or Armor"),
        # "this Follower" on another kind of card
        ("Battle: If this Follower is in your hand, target your Personality: Attach it to him, paying all "
         "costs.", "Spell", "this Follower"),
        # another player's Personality (who controls the card then is not read)
        ("Limited: If this card is in your hand, target a Personality you do not control: Attach this card "
         "to him, paying all costs.", "Follower", "grammar"),
        # a keyword alone ("your Monk"): not only Personalities
        ("Battle: If this card is in your hand, target your Monk: Attach this card to him, paying all costs.",
         "Follower", "one of your Personalities"),
        # no payment named, or a condition on it
        ("Battle: If this card is in your hand, target your Personality: Attach this card to him.",
         "Follower", "grammar"),
        ("Battle: If this card is in your hand, target one of your Monks: Attach this card to him, paying 2 "
         "less Gold if you are the Defender.", "Follower", "grammar"),
    ],
)  # fmt: skip
def test_close_from_hand_wordings_stay_refused(text, card_type, why):
    assert why in refused(text, card_type, "Hiroshi's Legion")


def _legion(zone: str, by: str = "me", gold: int = 3) -> list:
    legion = {"type": "follower", "owner": "me", "zone": zone, "stats": {"gold_cost": 3, "force": 1},
              **piece(LEGION, "Follower", "Hiroshi's Legion")}  # fmt: skip
    cards = {"legion": legion, "lord": _personality("me", "home:me"), "opp1": _personality("opp", "home:opp"),
             "mine": {"type": "holding", "owner": "me", "zone": "home:me",
                      "stats": {"gold_production": gold}}}
    use = {"use": {"id": "u", "card": "legion", "ability": "a1", "by": by, "pay_with": ["mine"],
                   "targets": ["lord"]}}  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}}, use, {"ask": {"zone": "legion"}},
             {"ask": {"flag": "bowed", "card": "mine"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize("zone", ["hand", "discard"])
def test_the_legion_is_used_from_its_owners_hand_or_discard_pile_and_attaches_paying_its_cost(zone):
    assert _legion(zone) == ["home:me", True]


def test_without_enough_gold_the_legion_stays_where_it_is():
    assert _legion("discard", gold=2) == ["discard", False]


@pytest.mark.parametrize(("zone", "by"), [("deck", "me"), ("hand", "opp")])
def test_the_ability_is_not_used_from_another_area_nor_by_another_player(zone, by):
    assert _legion(zone, by) == [zone, False]


def test_the_ability_is_not_used_while_the_card_is_in_play():
    legion = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "lord",
              "stats": {"gold_cost": 3, "force": 1}, **piece(LEGION, "Follower", "Hiroshi's Legion")}
    cards = {"legion": legion, "lord": _personality("me", "home:me"), "sage": _personality("me", "home:me")}
    use = {"use": {"id": "u", "card": "legion", "ability": "a1", "by": "me", "targets": ["sage"]}}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use]}  # fmt: skip
    trace = [line["text"] for line in evaluate(parse_scenario(data)).trace]
    assert "me cannot use a1: legion's 'a1' is used only from its owner's hand or discard pile" in trace


# --- "Equip a target Follower in your hand or discard pile to your chosen performing Personality" -----------
GUARD_CITY = ("Battle/Open, * Gold: Equip a target Follower in your hand or discard pile to your chosen "
              "performing Personality.")  # fmt: skip


def test_equip_to_your_chosen_performing_personality_compiles_to_a_requirement_and_equip_to_him():
    city = ability(GUARD_CITY, "Holding", "Dragon's Guard City")
    assert city["cost"] == {"gold_star": True, "requires": {"cards": ["$performer"], "type": "personality"}}
    assert city["effects"] == [
        {"choose": _follower("hand or discard"), "targeting": True, "equip": {"to": "$performer"}}]
    assert "may be no Personality" in refused(
        "Battle/Open, * Gold: Equip a target Follower in your hand to your chosen performing Courtier.",
        "Holding", "Dragon's Guard City")  # fmt: skip


def _city(performer: str) -> list:
    city = {"type": "holding", "owner": "me", "zone": "home:me", **piece(GUARD_CITY, "Holding", "City")}
    cards = {"city": city, "lord": _personality("me", "home:me"), "sage": _personality("me", "battlefield:1"),
             "ashigaru": {"type": "follower", "owner": "me", "zone": "home:me", "stats": {"force": 1}},
             "guard": {"type": "follower", "owner": "me", "zone": "discard", "stats": {"gold_cost": 3}},
             "mine": {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 3}}}
    use = {"use": {"id": "u", "card": "city", "ability": "a1", "by": "me", "performer": performer,
                   "pay_with": ["mine"]}, "decide": {"a1": "guard"}}  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}}, use, {"ask": {"zone": "guard"}},
             {"ask": {"flag": "bowed", "card": "mine"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_the_follower_is_equipped_to_the_performer_the_use_names():
    assert _city("sage") == ["battlefield:1", True]
    assert _city("lord") == ["home:me", True]


def test_a_performer_who_is_no_personality_cannot_take_the_action():
    assert _city("ashigaru") == ["discard", False]


# --- "If this Follower is in your hand, target your performing Ninja and Equip it to him." ---
SHADOWS = "Ninja Battle: If this Follower is in your hand, target your performing Ninja and Equip it to him."


def test_equip_it_to_your_targeted_performer_from_the_hand_compiles_to_from_areas_and_equip():
    shadows = ability(SHADOWS, "Follower", "Fading Shadows")
    assert shadows["from_areas"] == ["hand"] and shadows["keywords"] == ["Ninja"]
    assert shadows["effects"] == [
        {"choose": {"in_play": True, "cards": ["$performer"], "keywords": ["Ninja"],
                    "controller": "$controller"}, "targeting": True, "target_card": True},
        {"targets": "$source", "equip": {"to": "$target1"}}]  # fmt: skip
    assert "Weapon or Armor" in refused(SHADOWS.replace("Follower", "Item"), "Item", "Fading Shadows")


def _shadows(performer: str, gold: int = 2) -> list:
    shadows = {"type": "follower", "owner": "me", "zone": "hand", "stats": {"gold_cost": 2, "force": 1},
               **piece(SHADOWS, "Follower", "Fading Shadows")}  # fmt: skip
    cards = {"shadows": shadows, "ninja": _personality("me", "battlefield:1", ("Ninja",)),
             "samurai": _personality("me", "battlefield:1", ("Samurai",)),
             "opp1": _personality("opp", "battlefield:1"),
             "mine": {"type": "holding", "owner": "me", "zone": "home:me",
                      "stats": {"gold_production": gold}}}  # fmt: skip
    use = {"use": {"id": "u", "card": "shadows", "ability": "a1", "by": "me", "performer": performer,
                   "pay_with": ["mine"], "targets": [performer]}}  # fmt: skip
    battle = {"begin": {"name": "battle", "at": "battlefield:1"}}
    steps = [{"begin": {"name": "turn", "player": "me"}}, battle, use, {"ask": {"zone": "shadows"}},
             {"ask": {"flag": "bowed", "card": "mine"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_the_follower_in_hand_is_equipped_to_its_performing_ninja_paying_its_gold_cost():
    assert _shadows("ninja") == ["battlefield:1", True]
    assert _shadows("ninja", gold=1) == ["hand", False]


def test_a_performer_who_is_no_ninja_is_no_legal_target():
    with pytest.raises(ScenarioError, match="does not allow samurai"):
        _shadows("samurai")


@pytest.mark.parametrize(("zone", "gained"), [("discard", True), ("hand", False)])
def test_an_action_cards_ability_used_only_from_its_discard_pile_is_not_played_from_the_hand(zone, gained):
    """An Action card's abilities are used from its owner's hand, except one whose text is used only from
    his discard pile (from_areas: [discard])."""
    stings = {"type": "action", "owner": "me", "zone": zone, "abilities": [
        {"id": "a1", "designators": ["Limited"], "from_areas": ["discard"],
         "effects": [{"targets": "$controller", "honor": 1}]}]}  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}},
             {"use": {"id": "u", "card": "stings", "ability": "a1", "by": "me"}},
             {"ask": {"stat": "family_honor", "player": "me"}}]  # fmt: skip
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 5}, "opp"], "cards": {"stings": stings},
            "steps": steps}  # fmt: skip
    (answer,) = evaluate(parse_scenario(data)).answers
    assert answer["answer"]["value"] == (6 if gained else 5)
