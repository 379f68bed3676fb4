"""L5R compiler 15, part C: Gold. "This card has -1 Gold Cost for each Unique Samurai you control." (a
fluctuating penalty to the card's own Gold Cost stat, counted among the cards in play its player controls) and
"Equips to a Unique Personality for 2 less Gold." (compiler 12's "Attaches to a Courtier for 2 less Gold":
`enters_for_less` with a bearer). What each compiles to, the near wordings that must stay not played, and the
engine playing the compiled cards."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

STATS = {"force": 2, "chi": 2}


def trait(text: str, card_type: str = "Strategy") -> dict:
    return piece(text, card_type, "Toku", kind="trait")


def refused_trait(text: str, card_type: str = "Strategy") -> str:
    return refused(text, card_type, "Toku", kind="trait")


def personality(owner: str, keywords: list, unique: bool = True, zone: str | None = None, **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone or f"home:{owner}", "keywords": keywords,
            "unique": unique, "stats": STATS, **more}  # fmt: skip


def answers(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def gold_cost(card: str) -> dict:
    return {"ask": {"stat": "gold_cost", "card": card}}


# --- "This card has -1 Gold Cost for each X you control" --------------------------------------------------
AIM = "This card has -1 Gold Cost for each Unique Samurai you control."
HUNGER = "This card has -1 Gold Cost for each Undead Personality you control."
GROUNDS = "This Holding has -1 Gold Cost for each Shadowlands Personality you control."


def test_a_gold_cost_penalty_for_each_card_you_control_compiles_to_a_fluctuating_penalty():
    assert trait(AIM) == {"traits": [{
        "id": "t1", "targets": "$source", "stat": "gold_cost",
        "change": {"per": {"controller": "$controller", "unique": True, "keywords": ["Samurai"]}, "each": 1,
                   "sign": -1}}]}  # fmt: skip
    assert trait(HUNGER)["traits"][0]["change"]["per"] == {
        "controller": "$controller", "keywords": ["Undead"], "type": "personality"}
    assert trait("This card has -1 Gold Cost for each Courtier you control.")["traits"][0]["change"] == {
        "per": {"controller": "$controller", "keywords": ["Courtier"]}, "each": 1, "sign": -1}
    assert trait(GROUNDS, "Holding")["traits"][0]["stat"] == "gold_cost"


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # a place other than the current battlefield
        ("This card has -1 Gold Cost for each Tactician you control at this battlefield.", "Strategy",
         "grammar"),
        # what "non-Unique" and "or" join is not fixed
        ("This card has -1 Gold Cost for each non-Unique Samurai or Ninja Personality you control.",
         "Strategy", "grammar"),
        # a minimum the penalty may not go below
        ("This Follower has -1 Gold Cost for each Holding you control, to a minimum of 1.", "Follower",
         "grammar"),
        # its ability's cost, not the card's Gold Cost
        ("This card's ability has -1 Gold Cost for each Courtier you control.", "Strategy", "grammar"),
        # no kind of card counted
        ("This card has -1 Gold Cost for each Unique card you control.", "Strategy", "names no kind"),
        # another card's type named as this card
        ("This Personality has -1 Gold Cost for each Courtier you control.", "Strategy", "this personality"),
        # a card with no Gold Cost
        ("This card has -1 Gold Cost for each Courtier you control.", "Ring", "no Gold Cost"),
    ],
)  # fmt: skip
def test_close_gold_cost_wordings_stay_refused(text, card_type, why):
    assert why in refused_trait(text, card_type)


def _aim_cards() -> dict:
    aim = {"type": "action", "owner": "me", "zone": "hand", "stats": {"gold_cost": 4, "focus_value": 1},
           **trait(AIM)}  # fmt: skip
    return {"aim": aim, "s1": personality("me", ["Samurai"]), "s2": personality("me", ["Samurai"]),
            "plain": personality("me", ["Samurai"], unique=False),
            "courtier": personality("me", ["Courtier"]),
            "theirs": personality("opp", ["Samurai"]),
            "dead": personality("me", ["Samurai"], zone="discard")}  # fmt: skip


def test_the_strategy_in_hand_costs_one_less_for_each_unique_samurai_its_player_controls():
    """Two of his Unique Samurai in play count; his non-Unique Samurai, his Courtier, the other player's
    Samurai and his dead Samurai do not; the penalty follows the count as it changes."""
    steps = [gold_cost("aim"), {"destroy": "s1"}, gold_cost("aim")]
    assert answers(_aim_cards(), steps) == [2, 3]


def test_the_gold_cost_is_never_below_zero():
    cards = _aim_cards()
    cards.update({f"more{n}": personality("me", ["Samurai"]) for n in range(4)})  # six Unique Samurai
    assert answers(cards, [gold_cost("aim")]) == [0]


def test_a_holding_is_recruited_for_its_lowered_gold_cost():
    """Out of play (in a province), the card's trait lowers its own Gold Cost, and its entering-play Gold cost
    is that stat with its modifiers (card features, Gold Cost)."""
    grounds = {"type": "holding", "owner": "me", "zone": "province:me:1", "stats": {"gold_cost": 4,
               "gold_production": 1}, **trait(GROUNDS, "Holding")}  # fmt: skip
    cards = {"grounds": grounds, "oni": personality("me", ["Shadowlands"], unique=False),
             "oni2": personality("me", ["Shadowlands"], unique=False),
             "mine": {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 2}}}
    steps = [{"ask": {"gold_to_pay": "grounds", "player": "me"}},
             {"pay": {"id": "p", "by": "me", "for": "grounds", "bow": ["mine"]}}, {"ask": {"payment": "p"}}]
    assert answers(cards, steps) == [2, True]
    cards.pop("oni2")
    assert answers(cards, steps) == [3, False]


LINE = "This card has -1 Gold Cost for each Tactician you control at the current battlefield."


def test_counted_at_the_current_battlefield_only_while_a_battle_is_in_progress_there():
    compiled = trait(LINE)
    assert compiled["traits"][0]["change"]["per"] == {
        "controller": "$controller", "keywords": ["Tactician"], "zone": "$battlefield"}
    cards = {"line": {"type": "action", "owner": "me", "zone": "hand", "stats": {"gold_cost": 5}, **compiled},
             "t1": personality("me", ["Tactician"], zone="battlefield:1"),
             "t2": personality("me", ["Tactician"], zone="home:me"),
             "t3": personality("me", ["Tactician"], zone="battlefield:1"),
             "theirs": personality("opp", ["Tactician"], zone="battlefield:1")}  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}}, gold_cost("line"),
             {"begin": {"name": "battle", "at": "battlefield:1"}}, gold_cost("line"), {"end": "battle"},
             gold_cost("line")]  # fmt: skip
    assert answers(cards, steps) == [5, 3, 5]


# --- "Equips to a X for N less Gold" ----------------------------------------------------------------------
def test_equips_to_a_kind_of_personality_for_less_gold_compiles_to_a_reduction_for_that_bearer():
    assert trait("Equips to a Unique Personality for 2 less Gold.", "Follower") == {
        "enters_for_less": {"amount": 2, "bearer": {"type": "personality", "unique": True}}}
    assert trait("Equips to a Scorpion Clan Personality for 1 less Gold.", "Item") == {
        "enters_for_less": {"amount": 1, "bearer": {"type": "personality", "keywords": ["Scorpion Clan"]}}}
    assert trait("Equips to a Scout for 1 Gold less.", "Follower") == {
        "enters_for_less": {"amount": 1, "bearer": {"keywords": ["Scout"]}}}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Equips to a Unique Samurai for 2 less Gold.", "Follower", "Unique"),  # uniqueness and a keyword
        ("Equips to a Crane Clan Personality for 2 less Gold.", "Strategy", "strategy"),  # not an attachment
        ("Equips to a Nonhuman Fudo Personality ignoring Gold cost.", "Follower", "grammar"),
        # a title ("Equips to Shahadet for 2 Gold less.") plays now (a bearer of that title,
        # test_cardtext_c16_f.py); a title with a condition stays refused
        ("Equips to Shahadet for 2 Gold less if you are a Naga player.", "Item", "grammar"),
        ("Equips for 1 Gold less if you control more than one Clan Alignment.", "Follower", "grammar"),
        ("Equips to a Human Personality for 1 less Gold.", "Item", "Human"),
    ],
)  # fmt: skip
def test_close_equips_wordings_stay_refused(text, card_type, why):
    assert why in refused_trait(text, card_type)


def _equipped(to: str | None) -> bool:
    yojimbo = {"type": "follower", "owner": "me", "zone": "hand", "stats": {"gold_cost": 4, "force": 2},
               **trait("Equips to a Unique Personality for 2 less Gold.", "Follower")}  # fmt: skip
    cards = {"yojimbo": yojimbo, "lord": personality("me", ["Samurai"]),
             "ashigaru": personality("me", ["Samurai"], unique=False),
             "mine": {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 2}}}
    pay = {"id": "p", "by": "me", "for": "yojimbo", "bow": ["mine"], **({"to": to} if to else {})}
    return answers(cards, [{"pay": pay}, {"ask": {"payment": "p"}}])[0]


def test_paid_to_attach_to_a_unique_personality_it_costs_two_less():
    assert _equipped("lord") is True


@pytest.mark.parametrize("to", ["ashigaru", None])
def test_paid_to_attach_to_another_personality_or_none_it_costs_its_gold_cost(to):
    assert _equipped(to) is False


# --- "* Gold: Equip a target X in your hand to <this Personality>" ----------------------------------------
KOTA = "Battle, * Gold: Equip a target Spell in your hand to Kota."
TAMIYO = "Battle, * Gold: Equip a target Follower in your discard pile to Tamiyo, paying 2 less Gold."


def test_a_star_gold_equipping_compiles_to_a_star_cost_and_the_equip_op():
    assert piece(KOTA, "Personality", "Iuchi Kota") == {"abilities": [{
        "id": "a1", "designators": ["Battle"], "cost": {"gold_star": True},
        "effects": [{"choose": {"type": "spell", "zone": "hand", "owner": "$controller",
                                "there_as_taken": True},
                     "targeting": True, "equip": {"to": "$source"}}]}]}  # fmt: skip
    (effect,) = piece(TAMIYO, "Personality", "Hiruma Tamiyo")["abilities"][0]["effects"]
    assert effect["choose"]["zone"] == "discard"
    assert effect["equip"] == {"to": "$source", "less": 2}
    rekai = piece("Repeatable Battle, * Gold: Equip a target Follower in your hand to Rekai.", "Personality",
                  "Daidoji Rekai, Experienced")["abilities"][0]  # fmt: skip
    assert rekai["keywords"] == ["Repeatable"] and rekai["effects"][0]["equip"] == {"to": "$source"}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # a Weapon, an Item or any attachment may be a Weapon or Armor: their limits are not modelled
        ("Battle, * Gold: Equip a target Weapon in your hand to Kota.", "Personality", "Weapon or Armor"),
        ("Battle, * Gold: Equip a target Item in your hand to Kota.", "Personality", "Weapon or Armor"),
        ("Battle, * Gold: Equip a target attachment in your hand to Kota.", "Personality", "in play"),
        # a second target of another player's (compiler 18, part A plays "to your target Personality")
        ("Battle, * Gold: Equip a target Follower in your hand to your target enemy Personality.",
         "Personality", "your"),
        # no "* Gold": who pays what is not said (the Equip is not the first effect after the cost)
        ("Battle: Equip a target Spell in your hand to Kota.", "Personality", "grammar"),
        ("Battle, * Gold: Gain 1 Honor. Equip a target Spell in your hand to Kota.", "Personality",
         "grammar"),
        # "* Gold" before any other effect
        ("Battle, * Gold: Bow a target Personality.", "Personality", "grammar"),
        # "this card" that is no Personality
        ("Battle, * Gold: Equip a target Spell in your hand to Kota.", "Holding", "holding"),
        # a state a card in a hand does not have
        ("Battle, * Gold: Equip a target bowed Follower in your hand to Kota.", "Personality", "in play"),
    ],
)  # fmt: skip
def test_close_equip_wordings_stay_refused(text, card_type, why):
    assert why in refused(text, card_type, "Iuchi Kota")


def _kota(**more) -> dict:
    compiled = piece(KOTA, "Personality", "Iuchi Kota")
    return personality("me", ["Shugenja"], zone="battlefield:1", **compiled, **more)


def _equip_cards(**more) -> dict:
    return {"kota": _kota(), "opp1": personality("opp", [], zone="battlefield:1"),
            "fire": {"type": "spell", "owner": "me", "zone": "hand", "stats": {"gold_cost": 3}},
            "mine": {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 3}},
            "farm": {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 1}},
            **more}  # fmt: skip


BATTLE = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]


def _use(pay_with: list, spell: str = "fire", uid: str = "u") -> dict:
    return {"use": {"id": uid, "card": "kota", "ability": "a1", "by": "me", "pay_with": pay_with},
            "decide": {"a1": spell}}  # fmt: skip


def test_kota_pays_the_spells_gold_cost_and_it_enters_play_attached_to_him():
    steps = [*BATTLE, _use(["mine"]), {"ask": {"in_play": "fire"}}, {"ask": {"payment": "u"}},
             {"ask": {"flag": "bowed", "card": "mine"}}, {"ask": {"zone": "fire"}}]  # fmt: skip
    assert answers(_equip_cards(), steps) == [True, True, True, "battlefield:1"]  # at Kota's location


def test_without_enough_gold_the_spell_stays_in_hand_and_nothing_is_bowed():
    steps = [*BATTLE, _use(["farm"]), {"ask": {"in_play": "fire"}}, {"ask": {"payment": "u"}},
             {"ask": {"flag": "bowed", "card": "farm"}}]  # fmt: skip
    assert answers(_equip_cards(), steps) == [False, False, False]


def test_the_spells_own_reduction_for_its_bearer_counts():
    """"Equips to a Shugenja for 2 less Gold" on the Spell: paid to attach to Kota, it costs 1."""
    fire = {"type": "spell", "owner": "me", "zone": "hand", "stats": {"gold_cost": 3},
            "enters_for_less": {"amount": 2, "bearer": {"keywords": ["Shugenja"]}}}  # fmt: skip
    steps = [*BATTLE, _use(["farm"]), {"ask": {"in_play": "fire"}}]
    assert answers(_equip_cards(fire=fire), steps) == [True]


def test_a_follower_above_its_players_family_honor_is_not_equipped_and_nothing_is_paid():
    tamiyo = piece("Battle, * Gold: Equip a target Follower in your hand to Tamiyo.", "Personality",
                   "Hiruma Tamiyo")  # fmt: skip
    cards = _equip_cards(kota=personality("me", [], zone="battlefield:1", **tamiyo))
    cards["guard"] = {"type": "follower", "owner": "me", "zone": "hand",
                      "stats": {"gold_cost": 1, "force": 1, "honor_requirement": 6}}  # fmt: skip
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 4}, "opp"], "cards": cards,
            "steps": [*BATTLE, _use(["mine"], "guard"), {"ask": {"in_play": "guard"}},
                      {"ask": {"flag": "bowed", "card": "mine"}}]}  # fmt: skip
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [False, False]
    data["players"][0]["family_honor"] = 6
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [True, True]


def test_a_spell_in_another_players_hand_is_no_legal_target():
    """"your hand": the other player's Spell cannot be chosen; his own is the only legal target."""
    cards = _equip_cards(theirs={"type": "spell", "owner": "opp", "zone": "hand", "stats": {"gold_cost": 0}})
    steps = [*BATTLE, _use(["mine"], "theirs"), {"ask": {"in_play": "theirs"}}, {"ask": {"in_play": "fire"}}]
    assert answers(cards, steps) == [False, True]


# --- "Target a Follower in your hand (or discard pile): Attach it to <this Personality>, paying ..." --------
HARUTO = "Battle: Target a Follower in your hand or discard pile: Attach it to Haruto, paying 2 less Gold."
ITAO = ("Reaction: After Itao enters play, target a Follower in your hand: Attach it to Itao, paying all "
        "costs.")


def test_attaching_paying_its_costs_compiles_to_the_equip_op_without_a_gold_cost():
    (effect,) = ability_of(HARUTO, "Yogo Haruto")["effects"]
    assert effect == {"choose": {"type": "follower", "everywhere": True, "in_areas": ["hand", "discard"],
                                 "owner": "$controller", "there_as_taken": True},
                      "targeting": True, "equip": {"to": "$source", "less": 2}}  # fmt: skip
    itao = ability_of(ITAO, "Shinjo Itao")
    assert "cost" not in itao and itao["trigger"] == {"event": "enters_play", "card": "$source"}
    assert itao["effects"][0]["equip"] == {"to": "$source"}
    assert itao["effects"][0]["choose"]["zone"] == "hand"
    star = ability_of("Battle, * Gold: Equip a target Follower in your hand or discard pile to Kota.",
                      "Iuchi Kota")
    assert star["effects"][0]["choose"]["in_areas"] == ["hand", "discard"]


def ability_of(text: str, title: str) -> dict:
    (only,) = piece(text, "Personality", title)["abilities"]
    return only


@pytest.mark.parametrize(
    "text",
    [
        # a Weapon: its limits are not modelled
        "Battle/Open: Target a Weapon in your hand: Attach it to Ebara, paying all costs. Draw a card.",
        # a reduction under a condition
        "Battle: Target a Follower in your hand: Attach it to Ebara, paying all costs, and paying 4 less "
        "Gold if he is defending or if you are a Crab Clan player.",
        # nothing said of its costs: whether it is paid for is not said
        "Battle: Target a Follower in your hand: Attach it to Ebara.",
        # ignoring Honor Requirements
        "Battle/Open: Target a Follower in your discard pile: Attach it to Ebara, paying all costs and "
        "ignoring Honor Requirements.",
        # another Personality than this one
        "Battle: Target a Follower in your hand: Attach it to your Personality, paying all costs.",
    ],
)  # fmt: skip
def test_close_attach_wordings_stay_refused(text):
    assert refused(text, "Personality", "Bayushi Ebara")


def _haruto_cards(zone: str) -> dict:
    haruto = piece(HARUTO, "Personality", "Yogo Haruto")
    return {"haruto": personality("me", [], zone="battlefield:1", **haruto),
            "opp1": personality("opp", [], zone="battlefield:1"),
            "guard": {"type": "follower", "owner": "me", "zone": zone, "stats": {"gold_cost": 3, "force": 1}},
            "farm": {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 1}}}


def _haruto_steps() -> list:
    use = {"use": {"id": "u", "card": "haruto", "ability": "a1", "by": "me", "pay_with": ["farm"]},
           "decide": {"a1": "guard"}}  # fmt: skip
    return [*BATTLE, use, {"ask": {"in_play": "guard"}}, {"ask": {"flag": "bowed", "card": "farm"}}]


@pytest.mark.parametrize("zone", ["hand", "discard"])
def test_haruto_attaches_a_follower_from_his_hand_or_discard_pile_paying_two_less(zone):
    """Its Gold cost 3 less 2 is paid by the effect, with the Farm the use names (no Gold cost before the
    colon: the `use` step's pay_with pays the effect's Gold)."""
    assert answers(_haruto_cards(zone), _haruto_steps()) == [True, True]


def test_a_follower_in_the_deck_is_not_attached_and_nothing_is_paid():
    assert answers(_haruto_cards("deck"), _haruto_steps()) == [False, False]


def test_without_enough_gold_nothing_is_attached():
    cards = _haruto_cards("hand")
    cards["guard"]["stats"]["gold_cost"] = 4
    assert answers(cards, _haruto_steps()) == [False, False]


def test_pay_with_stays_refused_for_an_ability_that_pays_no_gold():
    cards = _haruto_cards("hand")
    cards["haruto"]["abilities"][0]["effects"] = [{"targets": "$source", "straighten": True}]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": _haruto_steps()[:3]}
    trace = evaluate(parse_scenario(data)).trace
    assert any("cannot use a1: `pay_with`" in note["text"] for note in trace)


ARMOR = "Attaches to a Personality with a Gold Cost of 9 or greater paying 4 less Gold."


def test_attaches_to_a_personality_with_a_gold_cost_of_n_or_more_for_less_gold():
    compiled = trait(ARMOR, "Item")
    assert compiled == {"enters_for_less": {"amount": 4, "bearer": {
        "type": "personality", "stats": {"gold_cost": {"at_least": 9}}}}}  # fmt: skip
    assert "printed" not in str(trait(ARMOR.replace("Attaches", "Equips"), "Item"))
    assert refused_trait(ARMOR.replace("a Gold Cost", "a printed Gold Cost"), "Item")
    assert refused_trait(ARMOR, "Holding")
    cards = {"armor": {"type": "item", "owner": "me", "zone": "hand", "stats": {"gold_cost": 5}, **compiled},
             "big": personality("me", [], stats={"force": 2, "chi": 2, "gold_cost": 9}),
             "small": personality("me", [], stats={"force": 2, "chi": 2, "gold_cost": 8}),
             "farm": {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 1}}}
    paid = [answers(cards, [{"pay": {"id": "p", "by": "me", "for": "armor", "to": to, "bow": ["farm"]}},
                            {"ask": {"payment": "p"}}])[0] for to in ("big", "small")]  # fmt: skip
    assert paid == [True, False]
