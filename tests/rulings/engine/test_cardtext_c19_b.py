"""L5R compiler 19, part B: Gold for payments of a kind (family module gold_payments.py). A card's own Gold
Production raised or lowered while paying for a kind of card ("When paying for a Shadowlands card, this card
produces 3 additional Gold which may only pay for that card", "This Stronghold produces 1 less Gold when
paying for a Personality"), your Stronghold's or your cards' ("When your Stronghold is paying for a Follower
or Item, it produces 2 additional Gold ..."), "Bow: Produce 2 Gold, or 4 Gold if you control two or more other
Geisha Houses", "Your Holdings produce 1 additional Gold when they bow to produce Gold" (a trait, or an
action's effect on a target or on your cards of a kind), and "Bow: When paying for a Follower, it enters play
for 3 less Gold" (pays_less_for, paying_less.py, the Desk's rule l5r.desk.bow-to-pay-less). What each compiles
to, the engine playing it in payments, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_card

from .cardtext_kit import ability, piece, refused

PALACE = (
    "When paying for a Shadowlands card, this card produces 3 additional Gold which may only pay for that "
    "card."
)
YASUKI = "This Stronghold produces 1 less Gold when paying for a Personality or Follower."
YOJIN = (
    "When your Stronghold is paying for a Follower or Item, it produces 2 additional Gold which may only pay "
    "for that card."
)
YORITOMO_SENSEI = "When bowing your Stronghold to pay for a Personality, it produces 1 less Gold."
FORESTS = (
    "When one of your Forests is paying for a non-Shadowlands Nonhuman card, it produces 1 additional Gold "
    "which may only pay for that card."
)
LOTUS = "Bow: Produce 2 Gold, or 4 Gold if you control two or more other Geisha Houses."
RITISHARU = "Your Holdings produce 1 additional Gold when they bow to produce Gold."
SUZUKAZE = (
    "Limited: Target a Holding: It produces 1 additional Gold when it bows to produce Gold (this turn)."
)
MOON = "Open: Target a non-Unique Holding: It produces 1 less Gold when it bows to produce Gold."
BOUNTY = (
    "Limited: Discard this card: Your Farms produce 1 additional Gold when they bow to produce Gold "
    "(this turn)."
)
DOJO = "Bow: When paying for a Follower, it enters play for 3 less Gold."
TEMPLE = "Bow: When paying for a Monk, he enters play for 3 less Gold."


def _trait(text: str, card_type: str) -> dict:
    (trait,) = piece(text, card_type, kind="trait")["traits"]
    return trait


def _gold(change: int, **more) -> dict:
    return {"id": "t1", "stat": "gold_production", "change": change, **more}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_this_card_produces_more_when_paying_for_a_kind_of_card():
    shadowlands = {"during": "payment", "for": {"keywords": ["Shadowlands"]}}
    assert _trait(PALACE, "Stronghold") == _gold(3, targets="$source", **{"while": shadowlands})
    no_restriction = PALACE.replace(" which may only pay for that card", "")
    assert _trait(no_restriction, "Holding")["while"] == shadowlands


def test_this_stronghold_produces_less_when_paying_for_a_kind_of_card():
    paid_for = {"during": "payment", "for": {"type": ["follower", "personality"]}}
    assert _trait(YASUKI, "Stronghold") == _gold(-1, targets="$source", **{"while": paid_for})


def test_your_stronghold_or_your_cards_of_a_keyword_when_paying():
    stronghold = {"type": "stronghold", "controller": "$controller"}
    trait = _trait(YOJIN, "Stronghold")
    paid_for = {"during": "payment", "for": {"type": ["follower", "item"]}}
    assert trait == _gold(2, affects=stronghold, **{"while": paid_for})
    sensei = _trait(YORITOMO_SENSEI, "Sensei")
    assert sensei["affects"] == stronghold and sensei["change"] == -1
    assert sensei["while"] == {"during": "payment", "for": {"type": "personality"}}
    forests = _trait(FORESTS, "Region")
    assert forests["affects"] == {"keywords": ["Forest"], "controller": "$controller"}
    assert forests["while"]["for"] == {"keywords": ["Nonhuman"], "not_keywords": ["Shadowlands"]}


def test_more_gold_while_you_control_other_cards_of_a_keyword():
    counted = {"keywords": ["Geisha House"], "controller": "$controller", "not_cards": ["$source"]}
    assert piece(LOTUS, "Holding") == {
        "stats": {"gold_production": 2},
        "traits": [{"id": "a1", "targets": "$source", "stat": "gold_production", "change": 2,
                    "while": {"count": counted, "at_least": 2}}],
    }  # fmt: skip


def test_your_holdings_produce_more_when_they_bow():
    mine = {"type": "holding", "controller": "$controller"}
    assert _trait(RITISHARU, "Personality") == _gold(1, affects=mine, **{"while": {"during": "payment"}})
    farms = _trait(RITISHARU.replace("Holdings", "Farms"), "Holding")
    assert farms["affects"] == {"keywords": ["Farm"], "controller": "$controller"}


def test_an_action_gives_more_or_less_gold_when_bowing():
    (effect,) = ability(SUZUKAZE, "Personality")["effects"]
    target = {"choose": {"in_play": True, "type": "holding"}, "targeting": True}
    assert effect == {**target, "stat": "gold_production", "change": 1, "duration": "end_of_turn",
                      "while": {"during": "payment"}}  # fmt: skip
    (effect,) = ability(MOON, "Celestial")["effects"]
    assert effect["change"] == -1 and effect["duration"] == "end_of_turn"
    bounty = ability(BOUNTY, "Celestial")
    assert bounty["cost"] == {"discard": ["$source"]}
    (effect,) = bounty["effects"]
    assert effect["affects"] == {"keywords": ["Farm"], "controller": "$controller", "in_play": True}
    assert effect["while"] == {"during": "payment"} and effect["duration"] == "end_of_turn"


def test_bowed_to_pay_less_for_a_kind_of_card():
    assert piece(DOJO, "Holding") == {"pays_less_for": {"for": {"type": "follower"}, "amount": 3}}
    assert piece(TEMPLE, "Holding") == {"pays_less_for": {"for": {"keywords": ["Monk"]}, "amount": 3}}
    item = DOJO.replace("a Follower", "an Item")
    assert piece(item, "Holding")["pays_less_for"]["for"] == {"type": "item"}


def test_deck_statistics_see_only_the_plain_gold_production():
    """cards.definitions.printed_text_stats charts `stats` (and clan_stat_changes a clan's raise): Gold
    produced only in some payments, or while other cards are controlled, is a trait under a condition."""
    lotus = compile_card("l5r", "Holding", [("a1", "ability", LOTUS)]).fields
    assert lotus["stats"] == {"gold_production": 2}
    clauses = [("a1", "ability", "Bow: Produce 2 Gold."), ("a2", "ability", DOJO)]
    dojo = compile_card("l5r", "Holding", clauses)
    assert dojo.full and dojo.fields["stats"] == {"gold_production": 2}
    palace = compile_card("l5r", "Stronghold", [("t1", "trait", PALACE)]).fields
    assert "stats" not in palace


@pytest.mark.parametrize(
    ("text", "card_type", "kind"),
    [
        (PALACE, "Personality", "trait"),  # no Gold Production
        (PALACE.replace("this card", "this Holding"), "Stronghold", "trait"),  # another card
        (YASUKI, "Holding", "trait"),  # "this Stronghold" on a Holding
        ("When paying for a Shadowlands card, this card produces 3 less Gold.", "Stronghold", "trait"),
        (YOJIN, "Strategy", "trait"),  # not in play
        (RITISHARU, "Strategy", "trait"),
        ("Your Monasteries produce 1 additional Gold when they bow to produce Gold.", "Personality", "trait"),
        (RITISHARU.replace("Your", "Your Gold-producing"), "Personality", "trait"),
        (DOJO, "Personality", "ability"),  # not a Holding's trait
        ("Limited: When paying for a Follower, it enters play for 3 less Gold.", "Holding", "ability"),
        ("Bow: When paying for a non-Unique Samurai, he enters play for 0 Gold.", "Holding", "ability"),
        ("Bow: When paying for a Follower, it enters play for 0 less Gold.", "Holding", "ability"),
        (LOTUS.replace("or 4 Gold", "or 2 Gold"), "Holding", "ability"),
        (LOTUS.replace("Geisha Houses", "Monasteries"), "Holding", "ability"),
        ("Reaction: When paying an action's Gold cost: Produce 3 Gold.", "Personality", "ability"),
        ("Once per turn, produce 1 Gold that can only pay for a single action from your card in play.",
         "Holding", "trait"),
        ("Bow: If you did not go first this game and are not paying for a Holding, produce 4 Gold which may "
         "only pay for one cost.", "Holding", "ability"),
        ("While this card remains in play, each of those Holdings produces 1 additional Gold when it bows to "
         "produce Gold.", "Holding", "trait"),
        ("Until your next turn begins, your Holdings now in play produce 1 additional Gold when they bow to "
         "produce Gold.", "Event", "trait"),
    ],
)
def test_near_wordings_stay_refused(text, card_type, kind):
    assert refused(text, card_type, kind=kind)


@pytest.mark.parametrize(
    ("text", "kind", "why"),
    [
        ("Reaction: When paying an action's Gold cost: Produce 3 Gold.", "ability",
         "does not say whose cost"),
        ("Bow: If you did not go first this game and are paying for a Personality, produce 4 Gold which may "
         "only pay for him.", "ability", "which player took the game's first turn"),
        ("Once per turn, produce 1 Gold that can only pay for a single action from your card in play.",
         "trait", "which card's action"),
        ("While this card remains in play, each of those Holdings produces 1 additional Gold when it bows to "
         "produce Gold.", "trait", "another clause of the card chose"),
    ],
)
def test_the_reason_a_player_reads(text, kind, why):
    assert why in refused(text, "Holding", kind=kind)


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _answers(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"] for a in evaluate(parse_scenario(data)).answers]


def _card(card_type: str, zone: str = "home", owner: str = "me", **more) -> dict:
    return {"type": card_type, "owner": owner, "zone": zone, **more}


def _paid(answer: dict) -> tuple:
    return answer["value"], answer["needed"], answer["produced"]


KEEP_STATS = {"gold_production": 5, "province_strength": 5}
def _person(zone: str, gold_cost: int, owner: str = "me", **more) -> dict:
    return _card("personality", zone, owner, stats={"force": 2, "chi": 2, "gold_cost": gold_cost}, **more)


def _pay(pid: str, by: str = "me", **more) -> list:
    """A pay step and the question about it."""
    fields = {key.rstrip("_"): value for key, value in more.items()}  # for_: the pay step's `for`
    return [{"pay": {"id": pid, "by": by, **fields}}, {"ask": {"payment": pid}}]


SHADOWLANDS = _person("province:1", 8, keywords=["Shadowlands"])
SAMURAI = _person("province:2", 8, keywords=["Samurai"])


@pytest.mark.parametrize(("paid_for", "expected"), [("oni", (True, 8, 8)), ("toku", (False, 8, 0))])
def test_the_palace_produces_eight_gold_only_for_a_shadowlands_card(paid_for, expected):
    keep = _card("stronghold", stats=KEEP_STATS, **piece(PALACE, "Stronghold", kind="trait"))
    cards = {"keep": keep, "oni": SHADOWLANDS, "toku": SAMURAI}
    steps = [{"ask": {"stat": "gold_production", "card": "keep"}}, *_pay("p", for_=paid_for, bow=["keep"])]
    outside, payment = _answers(cards, steps)
    assert outside["value"] == 5 and _paid(payment) == expected


@pytest.mark.parametrize(("paid_for", "produced"), [("toku", 4), ("oni", 4), ("farm2", 5)])
def test_yasuki_palaces_produce_one_less_for_a_personality(paid_for, produced):
    keep = _card("stronghold", stats=KEEP_STATS, **piece(YASUKI, "Stronghold", kind="trait"))
    farm2 = _card("holding", "province:3", stats={"gold_cost": 5, "gold_production": 1})
    cards = {"keep": keep, "oni": SHADOWLANDS, "toku": SAMURAI, "farm2": farm2}
    (payment,) = _answers(cards, _pay("p", for_=paid_for, bow=["keep"]))
    assert payment["available"]["keep"] == produced  # its Gold Production in that payment


def test_a_sensei_changes_only_its_players_stronghold():
    sensei = _card("sensei", **piece(YORITOMO_SENSEI, "Sensei", kind="trait"))
    cards = {"sensei": sensei, "keep": _card("stronghold", stats=KEEP_STATS),
             "other": _card("stronghold", owner="opp", stats=KEEP_STATS), "toku": SAMURAI,
             "theirs": _person("province:1", 5, "opp")}  # fmt: skip
    steps = [*_pay("mine", for_="toku", bow=["keep"]), *_pay("yours", "opp", for_="theirs", bow=["other"])]
    mine, yours = _answers(cards, steps)
    assert mine["available"] == {"keep": 4} and yours["available"] == {"other": 5}


def _lotus_cards(others: int, owner: str = "me") -> dict:
    lotus = piece(LOTUS, "Holding")
    cards = {"lotus": _card("holding", keywords=["Geisha House"], stats={"gold_cost": 3, **lotus["stats"]},
                            traits=lotus["traits"])}  # fmt: skip
    for n in range(others):
        cards[f"house{n}"] = _card("holding", owner=owner, keywords=["Geisha House"],
                                   stats={"gold_cost": 2, "gold_production": 1})  # fmt: skip
    return cards


@pytest.mark.parametrize(
    ("others", "owner", "gold"), [(1, "me", 2), (2, "me", 4), (3, "me", 4), (2, "opp", 2)]
)
def test_the_floating_lotus_counts_other_geisha_houses_you_control(others, owner, gold):
    (answer,) = _answers(_lotus_cards(others, owner), [{"ask": {"stat": "gold_production", "card": "lotus"}}])
    assert answer["value"] == gold


def test_your_holdings_produce_one_more_in_a_payment_only():
    ritisharu = _person("home", 3, **piece(RITISHARU, "Personality", kind="trait"))
    holding = {"gold_cost": 2, "gold_production": 1}
    cards = {"ritisharu": ritisharu, "farm": _card("holding", stats=holding),
             "theirs": _card("holding", owner="opp", stats=holding),
             "keep": _card("stronghold", stats=KEEP_STATS),
             "toku": _person("province:1", 7)}  # fmt: skip
    steps = [{"ask": {"stat": "gold_production", "card": "farm"}},
             *_pay("p", for_="toku", bow=["keep", "farm"]), *_pay("q", "opp", gold=2, bow=["theirs"])]
    outside, mine, theirs = _answers(cards, steps)
    assert outside["value"] == 1  # the Holding's own stat outside a payment (card features' example)
    assert _paid(mine) == (True, 7, 7)  # 5 and 1 + 1: the Stronghold is no Holding
    assert mine["available"] == {"farm": 2, "keep": 5} and _paid(theirs) == (False, 2, 0)


def test_a_target_holding_produces_one_more_this_turn():
    suzukaze = _card("personality", stats={"force": 2, "chi": 2}, **piece(SUZUKAZE, "Personality"))
    cards = {"suzukaze": suzukaze, "farm": _card("holding", stats={"gold_cost": 2, "gold_production": 1}),
             "cheap": _person("province:1", 2)}  # fmt: skip
    pay = _pay("p", for_="cheap", bow=["farm"])
    (without,) = _answers(cards, pay)
    use = {"use": {"id": "u", "card": "suzukaze", "ability": "a1", "by": "me", "targets": ["farm"]}}
    (with_it,) = _answers(cards, [use, *pay])
    assert _paid(without) == (False, 2, 0) and _paid(with_it) == (True, 2, 2)


def test_your_farms_produce_one_more_after_the_bounty():
    bounty = _card("celestial", **piece(BOUNTY, "Celestial"))
    holding = {"gold_cost": 2, "gold_production": 1}
    cards = {"bounty": bounty, "farm": _card("holding", keywords=["Farm"], stats=holding),
             "mine": _card("holding", keywords=["Mine"], stats=holding),
             "cheap": _person("province:1", 3)}  # fmt: skip
    steps = [{"use": {"id": "u", "card": "bounty", "ability": "a1", "by": "me"}},
             *_pay("p", for_="cheap", bow=["farm", "mine"])]
    (payment,) = _answers(cards, steps)
    assert _paid(payment) == (True, 3, 3)


def _dojo_cards() -> dict:
    dojo = piece(DOJO, "Holding")
    return {"dojo": _card("holding", stats={"gold_cost": 3, "gold_production": 2}, **dojo),
            "farm": _card("holding", stats={"gold_cost": 2, "gold_production": 1}),
            "ashigaru": _card("follower", "hand", stats={"force": 2, "gold_cost": 4}),
            "toku": _person("province:1", 3)}  # fmt: skip


def test_the_dojo_bowed_takes_three_off_a_followers_cost():
    steps = _pay("p", for_="ashigaru", bow=["farm"], bow_for_less=["dojo"])
    (payment,) = _answers(_dojo_cards(), steps)
    assert _paid(payment) == (True, 1, 1) and payment["paid_less"] == 3
    assert sorted(payment["bowed"]) == ["dojo", "farm"]


def test_bowed_to_produce_gold_the_dojo_produces_two():
    (payment,) = _answers(_dojo_cards(), _pay("p", for_="ashigaru", bow=["dojo", "farm"]))
    assert _paid(payment) == (False, 4, 0)  # 2 + 1 produced: not 4


@pytest.mark.parametrize(
    "pay",
    [
        {"for_": "toku", "bow": ["farm"]},  # a Personality, not a Follower
        {"gold": 1},  # a Gold cost of no card
        {"for_": "ashigaru", "bow": ["dojo", "farm"]},  # bowed once: to pay less or to produce Gold
    ],
)
def test_the_dojo_cannot_be_bowed_to_pay_less_elsewhere(pay):
    steps = _pay("p", bow_for_less=["dojo"], **pay)
    (payment,) = _answers(_dojo_cards(), steps)
    assert payment["value"] is False and payment["bowed"] == []
