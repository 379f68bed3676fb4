"""Compiler version 10, part E: Gold and Holdings. A Holding's Gold production for a kind of card ("Bow:
Produce 2 Gold, or 3 Gold if paying for a Cavalry card which may only pay for that card", "Bow: When paying
for a Holding, produce 2 Gold which may only pay for that card": paid_for_production.py), a Reaction "When
paying a Gold cost, produce 1 Gold" (paying_reactions.py), and printed "Bow: Produce 2 Gold" wordings missing
a colon or a period. What each clause compiles to, the near wordings that stay not played, a card's two ways
of producing Gold, and payments in which the engine plays the compiled card."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_card

from .cardtext_kit import ability, piece, refused

CAVALRY = "Bow: Produce 2 Gold, or 3 Gold if paying for a Cavalry card which may only pay for that card."
HOLDINGS = "Bow: When paying for a Holding, produce 2 Gold which may only pay for that card."
BAZAAR = (
    "Reaction: When paying a Gold cost, produce 1 Gold. (This can be used together with bowing this card to "
    "produce Gold.)"
)


def production(change: int, paid_for: dict) -> dict:
    return {"id": "a1", "targets": "$source", "stat": "gold_production", "change": change,
            "while": {"during": "payment", "for": paid_for}}  # fmt: skip


# -- what the clauses compile to


def test_more_gold_when_paying_for_a_kind_of_card():
    assert piece(CAVALRY, "Holding") == {
        "stats": {"gold_production": 2},
        "traits": [production(1, {"keywords": ["Cavalry"]})],
    }
    kensai = "Bow: Produce 2 Gold, or 4 Gold if you are paying for a Kensai which may only pay for him."
    assert piece(kensai, "Holding")["traits"] == [production(2, {"keywords": ["Kensai"]})]
    ninja = "Bow: Produce 1 Gold, or 2 Gold when paying for a Ninja card."  # no restriction printed
    assert piece(ninja, "Holding")["traits"] == [production(1, {"keywords": ["Ninja"]})]
    unique = "Bow: Produce 2 Gold, or 3 Gold if paying for a Unique Personality which may only pay for him."
    assert piece(unique, "Holding")["traits"] == [production(1, {"unique": True, "type": "personality"})]


def test_gold_produced_only_when_paying_for_a_kind_of_card():
    holding = {"type": "holding"}
    assert piece(HOLDINGS, "Holding") == {
        "stats": {"gold_production": 0},
        "traits": [production(2, holding)],
        "produces_for": holding,
    }
    either = "Bow: When paying for a Weapon or Armor, produce 3 Gold which may only pay for that card."
    assert piece(either, "Holding")["produces_for"] == {"any_keywords": ["Weapon", "Armor"]}
    lion = "Bow:When paying for a Lion Clan Personality, produce 3 Gold which may only pay for him."
    assert piece(lion, "Holding")["produces_for"] == {"keywords": ["Lion Clan"], "type": "personality"}
    cavalry = "Bow: When paying for a Cavalry Follower, produce 2 Gold that may only pay for it."
    cavalry_follower = {"keywords": ["Cavalry"], "type": "follower"}
    assert piece(cavalry, "Holding")["traits"] == [production(2, cavalry_follower)]


def test_a_reaction_when_paying_a_gold_cost_produces_gold_for_that_payment():
    assert ability(BAZAAR, "Holding") == {
        "id": "a1",
        "designators": ["Reaction"],
        "trigger": {"event": "payment_begins"},
        "effects": [{"targets": "$controller", "produce_gold": 1, "id": "a1"}],
    }
    other_reminder = BAZAAR.replace("Gold.)", "Gold).")
    assert ability(other_reminder, "Holding")["effects"][0]["produce_gold"] == 1
    washi = "Reaction: When paying a Gold cost, bow Washi: Produce 2 Gold."
    washi = ability(washi, "Personality", title="Doji Washi")
    assert washi["cost"] == {"bow": "$source"} and washi["effects"][0]["produce_gold"] == 2


def test_a_reaction_when_paying_for_a_kind_of_card_is_used_only_in_such_a_payment():
    follower = "Reaction: When paying for a Follower, produce 2 Gold which may only pay for that card."
    assert ability(follower, "Holding") == {
        "id": "a1",
        "designators": ["Reaction"],
        "trigger": {"event": "payment_begins"},
        "condition": {"during": "payment", "for": {"type": "follower"}},
        "effects": [{"targets": "$controller", "produce_gold": 2, "id": "a1"}],
    }
    spell = ability("Reaction: When paying for a Spell, bow this card: Produce 1 Gold.", "Item")
    assert spell["cost"] == {"bow": "$source"} and spell["condition"]["for"] == {"type": "spell"}
    bowed = ability("Reaction: Even if this card is bowed, when paying for a Spell: Produce 1 Gold.", "Item")
    assert bowed["even_if_bowed"] is True


def test_more_gold_while_you_control_a_kind_of_card():
    text = "Bow: Produce 2 Gold, or 3 Gold if you control a Magistrate."
    magistrate = {"count": {"keywords": ["Magistrate"], "controller": "$controller"}, "at_least": 1}
    assert piece(text, "Holding") == {
        "stats": {"gold_production": 2},
        "traits": [{**production(1, {}), "while": magistrate}],
    }


def test_a_gold_production_bonus_when_paying_for_a_single_kind_of_card():
    text = "This Holding has +3GP when it pays for a single Holding only."
    holdings = {**production(3, {"type": "holding"}), "id": "t1"}
    assert piece(text, "Holding", kind="trait") == {"traits": [holdings]}
    jade = "This Holding has +2GP when paying for a single Jade card only."
    assert piece(jade, "Holding", kind="trait")["traits"][0]["while"]["for"] == {"keywords": ["Jade"]}


def test_bow_produce_missing_its_colon_or_period():
    assert piece("Bow Produce 2 Gold.", "Holding") == {"stats": {"gold_production": 2}}
    assert piece("Bow: Produce 3 Gold", "Holding") == {"stats": {"gold_production": 3}}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # not a Holding bowed to produce Gold
        (CAVALRY, "Personality"),
        (HOLDINGS, "Stronghold"),
        ("Bow Produce 2 Gold.", "Item"),
        ("Battle: Produce 2 Gold, or 3 Gold if paying for a Cavalry card.", "Holding"),
        # a kind of card the payment cannot tell exactly: an attachment, a card already in play's states
        ("Bow: Produce 2 Gold, or 3 Gold if paying for an attachment which may only pay "
         "for that card.", "Holding"),
        ("Bow: When paying for an enemy Holding, produce 2 Gold which may only pay for "
         "that card.", "Holding"),
        ("Bow: When paying for a bowed Samurai, produce 2 Gold which may only pay for him.", "Holding"),
        ("Bow: When paying for an Experienced Personality, produce 2 Gold which may only "
         "pay for him.", "Holding"),
        ("Bow: When paying for a Spell or Shugenja, produce 2 Gold which may only pay for "
         "that card.", "Holding"),
        ("Bow: Produce 2 Gold, or 3 Gold if paying for a card with a printed Gold Cost of "
         "6 or more which may only pay for that card.", "Holding"),
        # not more Gold; no restriction where the text produces Gold only then; another restriction
        ("Bow: Produce 3 Gold, or 3 Gold if paying for a Cavalry card.", "Holding"),
        ("Bow: When paying for a Holding, produce 2 Gold.", "Holding"),
        ("Bow: Produce 2 Gold which can only pay for a single Nonhuman.", "Holding"),
        ("Bow: When paying for an action that Equips or creates a Follower, produce 2 "
         "Gold which may only pay for one action.", "Holding"),
        # another condition, a kind of card not read exactly, not a Gold Production bonus
        ("Bow: Produce 2 Gold, or 3 Gold if you control any Tacticians.", "Holding"),
        ("Bow: Produce 2 Gold, or 3 Gold if you control a Courtier and the Imperial Favor.", "Holding"),
        ("Bow: Produce 2 Gold, or 3 Gold if you control a card.", "Holding"),
        ("This Holding has +2GP when it pays for a single attachment only.", "Holding"),
        ("This Holding has +2F when it pays for a single Holding only.", "Holding"),
        ("This Holding has -1GP when it pays for a single Holding only.", "Holding"),
        ("This Holding has +2GP when it pays for a single Holding.", "Holding"),
        ("This Holding has +1GP when it pays for a single Kharmic action only.", "Holding"),
        # Reactions: a Strategy's (not in play), another payment, another effect, a target
        ("Reaction: When paying a Gold cost: Produce one Gold.", "Strategy"),
        ("Reaction: When paying a Gold cost of 3 or more, bow Gakuto: Produce 2 Gold.", "Personality"),
        ("Reaction: When paying a Gold cost, produce 1 Gold and lose 1 Honor.", "Holding"),
        ("Reaction: When paying a Gold cost, destroy your target Holding to produce 2 Gold.", "Follower"),
        ("Reaction: When paying for a Follower, destroy your target Holding: Produce 2 Gold.", "Follower"),
        ("Reaction: When paying for a Farm: Produce 2 Gold.", "Strategy"),
        ("When paying a Gold cost, produce 1 Gold.", "Holding"),
    ],
)  # fmt: skip
def test_near_wordings_stay_not_played(text, card_type):
    refused(text, card_type, title="Gakuto", kind="trait" if text.startswith("This") else "ability")


# -- the compiled cards in payments


def holding(text: str, name: str = "", **more) -> dict:
    """A Holding of mine in play with the compiled clause (its trait's id made unique by `name`)."""
    compiled = piece(text, "Holding")
    for trait in compiled.get("traits", []):
        trait["id"] = f"{name}{trait['id']}"
    return {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_cost": 2}, **compiled, **more}


def personality(*keywords: str, cost: int = 3) -> dict:
    return {"type": "personality", "owner": "me", "zone": "province:1", "keywords": list(keywords),
            "stats": {"force": 2, "chi": 2, "gold_cost": cost}}  # fmt: skip


def answers(cards: dict, *steps: dict) -> list:
    doc = {"game": "l5r", "players": [{"id": "me", "family_honor": 6}, "opp"], "cards": cards,
           "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"] for a in evaluate(parse_scenario(doc)).answers]


def test_more_gold_only_while_paying_for_such_a_card():
    cards = {"stables": holding(CAVALRY), "copy": holding(CAVALRY, "copy-"), "rider": personality("Cavalry"),
             "walker": personality("Samurai")}  # fmt: skip
    got = answers(
        cards,
        {"ask": {"stat": "gold_production", "card": "stables"}},
        {"pay": {"id": "rider", "by": "me", "for": "rider", "bow": ["stables"]}},
        {"ask": {"payment": "rider"}},
        {"pay": {"id": "walker", "by": "me", "for": "walker", "bow": ["copy"]}},
        {"ask": {"payment": "walker"}},
        {"ask": {"flag": "bowed", "card": "copy"}},
    )
    assert got[0]["value"] == 2  # outside a payment: its base Gold Production, as deck statistics chart it
    assert (got[1]["value"], got[1]["produced"]) == (True, 3)
    assert (got[2]["value"], got[2]["produced"], got[2]["bowed"]) == (False, 0, [])
    assert got[3]["value"] is False


def test_gold_produced_only_when_paying_for_such_a_card():
    cards = {"guild": holding(HOLDINGS), "farm": {"type": "holding", "owner": "me", "zone": "home",
             "stats": {"gold_cost": 2, "gold_production": 1}},
             "mine": {"type": "holding", "owner": "me", "zone": "province:1", "stats": {"gold_cost": 2}},
             "walker": personality("Samurai", cost=1)}  # fmt: skip
    got = answers(
        cards,
        {"ask": {"stat": "gold_production", "card": "guild"}},
        # for a Personality the guild's trait does not trigger: it cannot be bowed, even with the farm paying
        {"pay": {"id": "walker", "by": "me", "for": "walker", "bow": ["farm", "guild"]}},
        {"ask": {"payment": "walker"}},
        {"pay": {"id": "cost", "by": "me", "gold": 2, "bow": ["guild"]}},
        {"ask": {"payment": "cost"}},
        {"pay": {"id": "mine", "by": "me", "for": "mine", "bow": ["guild"]}},
        {"ask": {"payment": "mine"}},
    )
    assert got[0]["value"] == 0
    assert got[1]["value"] is False and "guild" not in got[1]["available"]
    assert got[1]["bowed"] == []
    assert got[2]["value"] is False
    assert (got[3]["value"], got[3]["produced"], got[3]["bowed"]) == (True, 2, ["guild"])


def test_the_reaction_adds_its_gold_to_the_payment_it_is_used_in():
    bazaar = holding(BAZAAR, stats={"gold_cost": 4, "gold_production": 2})
    reaction = {"card": "bazaar", "ability": "a1"}
    got = answers(
        {"bazaar": bazaar, "walker": personality("Samurai", cost=3)},
        {"pay": {"id": "walker", "by": "me", "for": "walker", "bow": ["bazaar"], "reactions": [reaction]}},
        {"ask": {"payment": "walker"}},
    )
    assert (got[0]["value"], got[0]["produced"], got[0]["bowed"]) == (True, 3, ["bazaar"])


# -- a card's two ways of producing Gold (compile_card's L5R pass, l5r.eg_finish_card)

BASTION = [
    ("a1", "ability", "Bow: Produce 2 Gold."),
    ("a2", "ability", "Bow: When paying for a Shadowlands card, produce 4 Gold which may only pay for that "
     "card."),
]


def test_produced_only_when_paying_beside_a_plain_production_is_the_larger_choice():
    compiled = compile_card("l5r", "Holding", BASTION)
    assert compiled.full
    assert compiled.fields == {
        "stats": {"gold_production": 2},
        "traits": [{**production(2, {"keywords": ["Shadowlands"]}), "id": "a2"}],
    }  # no produces_for: the card produces its 2 Gold in any payment


@pytest.mark.parametrize(
    "other",
    [
        ("t1", "trait", "If you ever control a Shadowlands card, destroy this card."),  # not read
        ("a2", "ability", "Bow: When paying for an Oni, produce 5 Gold which may only pay for that card."),
        ("a2", "ability", "Bow: Produce 4 Gold."),  # not more than the plain production
    ],
)
def test_produced_only_when_paying_is_refused_beside_what_it_cannot_sum_up(other):
    first = "Bow: When paying for a Shadowlands card, produce 4 Gold which may only pay for that card."
    compiled = compile_card("l5r", "Holding", [("a1", "ability", first), other])
    assert not compiled.clauses["a1"].played
    assert "produces_for" not in compiled.fields


def test_the_compiled_bastion_pays_2_gold_for_any_card_and_4_for_a_shadowlands_card():
    fields = compile_card("l5r", "Holding", BASTION).fields
    bastion = {"type": "holding", "owner": "me", "zone": "home", **fields}
    got = answers(
        {"bastion": bastion, "oni": personality("Shadowlands", cost=4), "walker": personality(cost=2)},
        {"pay": {"id": "walker", "by": "me", "for": "walker", "bow": ["bastion"]}},
        {"ask": {"payment": "walker"}},
        {"action": {"id": "again", "by": "me", "effects": [{"targets": "bastion", "straighten": True}]}},
        {"pay": {"id": "oni", "by": "me", "for": "oni", "bow": ["bastion"]}},
        {"ask": {"payment": "oni"}},
    )
    assert [(a["value"], a["produced"]) for a in got] == [(True, 2), (True, 4)]


def test_the_reaction_for_a_follower_adds_gold_only_to_a_payment_for_a_follower():
    text = "Reaction: When paying for a Follower, produce 2 Gold which may only pay for that card."
    barracks = holding(text, stats={"gold_cost": 2, "gold_production": 1})
    ashigaru = {"type": "follower", "owner": "me", "zone": "hand", "stats": {"force": 1, "gold_cost": 2}}
    reaction = {"card": "barracks", "ability": "a1"}
    got = answers(
        {"barracks": barracks, "ashigaru": ashigaru, "walker": personality(cost=2)},
        {"pay": {"id": "walker", "by": "me", "for": "walker", "bow": [], "reactions": [reaction]}},
        {"ask": {"payment": "walker"}},
        {"pay": {"id": "ashigaru", "by": "me", "for": "ashigaru", "bow": [], "reactions": [reaction]}},
        {"ask": {"payment": "ashigaru"}},
    )
    assert [(a["value"], a["produced"]) for a in got] == [(False, 0), (True, 2)]


def test_the_gold_production_bonus_counts_only_while_paying_for_such_a_card():
    bonus = piece("This Holding has +3GP when it pays for a single Holding only.", "Holding", kind="trait")
    stats = {"gold_cost": 2, "gold_production": 1}
    guild = {"type": "holding", "owner": "me", "zone": "home", "stats": stats, **bonus}
    mine = {"type": "holding", "owner": "me", "zone": "province:1", "stats": {"gold_cost": 4}}
    got = answers(
        {"guild": guild, "mine": mine, "walker": personality(cost=4)},
        {"pay": {"id": "walker", "by": "me", "for": "walker", "bow": ["guild"]}},
        {"ask": {"payment": "walker"}},
        {"pay": {"id": "mine", "by": "me", "for": "mine", "bow": ["guild"]}},
        {"ask": {"payment": "mine"}},
    )
    assert [(a["value"], a["produced"]) for a in got] == [(False, 0), (True, 4)]


def test_more_gold_while_a_magistrate_is_in_play():
    hall = holding("Bow: Produce 2 Gold, or 3 Gold if you control a Magistrate.")
    judge = {**personality("Magistrate"), "zone": "home"}
    got = answers(
        {"hall": hall, "judge": judge},
        {"ask": {"stat": "gold_production", "card": "hall"}},
        {"action": {"id": "gone", "by": "me", "effects": [{"targets": "judge", "destroy": True}]}},
        {"ask": {"stat": "gold_production", "card": "hall"}},
    )
    assert [a["value"] for a in got] == [3, 2]


# -- "Bow: Produce 2 Gold and lose 1 Honor" (production_effects.py)


@pytest.mark.parametrize(
    ("text", "gold", "honor"),
    [
        ("Bow: Produce 2 Gold and lose 1 Honor.", 2, -1),
        ("Bow: Lose 3 Honor and produce 4 Gold.", 4, -3),
        ("Bow: Produce 2 Gold and gain 1 Honor.", 2, 1),
    ],
)
def test_gold_produced_with_an_honor_change(text, gold, honor):
    compiled = piece(text, "Holding")
    assert compiled == {"stats": {"gold_production": gold}, "production_effects": {"honor": honor}}


def test_gold_produced_with_a_clans_raise_and_an_honor_loss():
    text = "Bow: Produce 2 Gold, or 3 Gold if you are a Crab Clan player, and lose 1 Honor."
    crab = {**production(1, {}), "while": {"clan": "Crab"}}
    assert piece(text, "Holding") == {
        "stats": {"gold_production": 2},
        "traits": [crab],
        "production_effects": {"honor": -1},
    }


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Bow: Produce 2 Gold and lose 1 Honor.", "Personality"),
        ("Bow: Produce 2 Gold and lose 0 Honor.", "Holding"),
        ("Bow: Produce 2 Gold and draw a card.", "Holding"),
        ("Bow: Produce 2 Gold and lose 1 Honor which will not be copied or given to another player instead.",
         "Holding"),
        ("Bow: Produce 2 Gold, or 3 Gold if you are a Ninja player, and lose 1 Honor.", "Holding"),
    ],
)  # fmt: skip
def test_near_wordings_of_gold_with_honor_stay_not_played(text, card_type):
    refused(text, card_type)


def test_the_honor_is_lost_each_time_the_card_is_bowed_to_produce_gold():
    mine = holding("Bow: Lose 3 Honor and produce 4 Gold.")
    got = answers(
        {"mine": mine, "walker": personality(cost=4)},
        {"ask": {"stat": "family_honor", "player": "me"}},
        {"pay": {"id": "walker", "by": "me", "for": "walker", "bow": ["mine"]}},
        {"ask": {"payment": "walker"}},
        {"ask": {"stat": "family_honor", "player": "me"}},
    )
    assert got[1]["value"] is True and got[1]["produced"] == 4
    assert (got[0]["value"], got[2]["value"]) == (6, 3)


def test_a_plain_production_beside_one_with_an_effect_is_not_summed_up():
    first = "Bow: When paying for a Shadowlands card, produce 4 Gold which may only pay for that card."
    other = ("a2", "ability", "Bow: Produce 2 Gold and lose 1 Honor.")
    compiled = compile_card("l5r", "Holding", [("a1", "ability", first), other])
    assert not compiled.clauses["a1"].played and compiled.clauses["a2"].played
