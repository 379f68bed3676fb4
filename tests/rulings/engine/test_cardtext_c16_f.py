"""L5R compiler 16, part F: Gold costs. "Enters play for 1 less Gold for each Shugenja you control (, up to
3 less Gold)" (`enters_for_less` with `per` and `most`) and "Enters play paying 2 less Gold if you are a Lion
Clan or Scorpion Clan player" (`enters_for_less` with several clans). What each compiles to, the engine
playing the compiled card (what its player pays for it to enter play), and near wordings that must stay
refused."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

STATS = {"force": 2, "chi": 2}


def trait(text: str, card_type: str = "Personality", title: str = "Moto Kang") -> dict:
    return piece(text, card_type, title, kind="trait")


def refused_trait(text: str, card_type: str = "Personality", title: str = "Moto Kang") -> str:
    return refused(text, card_type, title, kind="trait")


def answers(scenario: dict) -> list:
    result = evaluate(parse_scenario({"game": "l5r", **scenario})).to_dict()
    return [a["answer"]["value"] for a in result["answers"]]


def in_play(owner: str, keywords: list, card_type: str = "personality") -> dict:
    return {"type": card_type, "owner": owner, "zone": f"home:{owner}", "keywords": keywords, "stats": STATS}


# --- "Enters play for 1 less Gold for each X you control" ---------------------------------------------------
MASAKAZU = "Enters play for 1 less Gold for each Shugenja you control."
KANG = "Kang enters play for 1 less Gold for each Shugenja you control."
SHAKASH = "Enters play paying 1 less Gold for each Nonhuman you control, up to 3 less Gold."
VILLAGE = "This Holding enters play paying 1 less Gold for each Personality you control."
SHUGENJA = {"controller": "$controller", "keywords": ["Shugenja"]}


def test_for_each_card_you_control_compiles_to_a_counted_reduction_of_its_own_cost():
    assert trait(MASAKAZU) == {"enters_for_less": {"amount": 1, "per": SHUGENJA}}
    assert trait(KANG) == {"enters_for_less": {"amount": 1, "per": SHUGENJA}}
    assert trait(SHAKASH) == {"enters_for_less": {
        "amount": 1, "per": {"controller": "$controller", "keywords": ["Nonhuman"]}, "most": 3}}
    assert trait(VILLAGE, "Holding", "Prosperous Village") == {
        "enters_for_less": {"amount": 1, "per": {"controller": "$controller", "type": "personality"}}}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # a Strategy does not enter play
        (MASAKAZU, "Strategy", "strategy"),
        # not a kind of card the filter reads as one
        ("This Holding enters play for 1 less Gold for each Shadowlands Follower and Personality you"
         " control.", "Holding", "grammar"),
        ("Enters play for 1 less Gold for each Farm other players control.", "Personality", "grammar"),
        ("Furu enters play for 1 less Gold for each Province destroyed this game.", "Personality", "grammar"),
        # a battlefield named for a card out of play
        ("Enters play for 1 less Gold for each Shugenja you control at the current battlefield.",
         "Personality", "battlefield"),
        # a cap below one card's amount
        ("Enters play paying 2 less Gold for each Nonhuman you control, up to 1 less Gold.", "Personality",
         "cap"),
        # a Gold Cost stat, not the payment (compiler 15's own family), or no count at all
        ("Enters play for 1 less Gold for each.", "Personality", "grammar"),
    ],
)  # fmt: skip
def test_close_for_each_wordings_stay_refused(text, card_type, why):
    reason = refused_trait(text, card_type)
    assert why in reason or (why == "grammar" and "no family" in reason), reason


def _paid(own: dict, cards: dict, clan: str | None = None, gold_cost: int = 6) -> int:
    stats = {**STATS, "gold_cost": gold_cost}
    card = {"type": "personality", "owner": "me", "zone": "province:1", "stats": stats, **own}
    player = {"id": "me", **({"clan": clan} if clan else {})}
    return answers({"players": [player, "opp"], "cards": {"kang": card, **cards},
                    "steps": [{"ask": {"gold_to_pay": "kang"}}]})[0]  # fmt: skip


def test_it_costs_one_less_for_each_shugenja_its_player_controls_in_play():
    cards = {"s1": in_play("me", ["Shugenja"]), "s2": in_play("me", ["Shugenja", "Crab Clan"]),
             "theirs": in_play("opp", ["Shugenja"]), "samurai": in_play("me", ["Samurai"]),
             "in_hand": {**in_play("me", ["Shugenja"]), "zone": "hand"}}  # fmt: skip
    assert _paid(trait(MASAKAZU), cards) == 4  # s1 and s2 only: not the other player's, nor one in hand
    assert _paid(trait(MASAKAZU), {}) == 6


def test_you_control_counts_the_cards_of_the_player_paying_for_it():
    """Paid for by the other player (to enter play under his control), his Shugenja are counted."""
    card = {"type": "personality", "owner": "me", "zone": "discard", "stats": {**STATS, "gold_cost": 6},
            **trait(MASAKAZU)}  # fmt: skip
    cards = {"kang": card, "s1": in_play("me", ["Shugenja"]), "o1": in_play("opp", ["Shugenja"]),
             "o2": in_play("opp", ["Shugenja"])}  # fmt: skip
    steps = [{"ask": {"gold_to_pay": "kang", "player": "opp"}}, {"ask": {"gold_to_pay": "kang"}}]
    assert answers({"players": ["me", "opp"], "cards": cards, "steps": steps}) == [4, 5]


def test_the_reduction_is_capped_and_never_below_zero():
    nonhumans = {f"n{i}": in_play("me", ["Nonhuman"]) for i in range(5)}
    assert _paid(trait(SHAKASH), nonhumans) == 3  # up to 3 less
    assert _paid(trait(SHAKASH), dict(list(nonhumans.items())[:2])) == 4
    assert _paid(trait(MASAKAZU), {f"s{i}": in_play("me", ["Shugenja"]) for i in range(8)}) == 0


def test_its_gold_cost_stat_is_unchanged():
    card = {"type": "personality", "owner": "me", "zone": "province:1", "stats": {**STATS, "gold_cost": 6},
            **trait(MASAKAZU)}  # fmt: skip
    scenario = {"players": ["me"], "cards": {"kang": card, "s1": in_play("me", ["Shugenja"])},
                "steps": [{"ask": {"stat": "gold_cost", "card": "kang"}}]}  # fmt: skip
    assert answers(scenario) == [6]


def test_a_cap_without_a_count_is_refused_by_the_scenario_language():
    card = {"type": "personality", "owner": "me", "zone": "province:1", "stats": {**STATS, "gold_cost": 6},
            "enters_for_less": {"amount": 1, "most": 3}}  # fmt: skip
    with pytest.raises(ScenarioError, match="most caps"):
        parse_scenario({"game": "l5r", "players": ["me"], "cards": {"k": card}, "steps": []})


# --- "Enters play paying 2 less Gold if you are a Lion Clan or Scorpion Clan player" -----------------------
YASHIRO = "Enters play paying 2 less Gold if you are a Lion Clan or Scorpion Clan player."


def test_either_of_two_clans_compiles_to_a_reduction_for_both():
    assert trait(YASHIRO, title="Tsuruchi Yashiro") == {"enters_for_less": {"amount": 2,
                                                                            "clan": ["Lion", "Scorpion"]}}


@pytest.mark.parametrize(("clan", "due"), [("Lion", 4), ("Scorpion", 4), ("Crab", 6), (None, 6)])
def test_it_costs_less_for_a_player_of_either_clan_only(clan, due):
    assert _paid(trait(YASHIRO, title="Tsuruchi Yashiro"), {}, clan) == due


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Enters play paying 2 less Gold if you are a Dragon Clan or Brotherhood of Shinsei player.",
         "grammar"),
        ("Enters play paying 2 less Gold if you are a Lion Clan or Kolat Clan player.", "Kolat"),
        ("Enters play paying 2 less Gold if you are a Lion Clan or Lion Clan player.", "twice"),
        ("Enters play paying 2 less Gold if you are a Lion Clan and Scorpion Clan player.", "grammar"),
    ],
)  # fmt: skip
def test_close_clan_wordings_stay_refused(text, why):
    reason = refused_trait(text)
    assert why in reason or (why == "grammar" and "no family" in reason), reason


# --- "This card's ability costs N less Gold if you are a X Clan player" ----------------------------------
NO_ONE_WINS = "This card's ability costs 2 less Gold if you are a Scorpion Clan player."
SYMPATHY = "The card's ability costs 1 less Gold if you are a Crab Clan player."
COURAGE = "This action costs 2 less Gold if you are a Unicorn Clan player."
TSURUCHI = "This card's abilities cost 1 less Gold if you are a Mantis Clan player."
KAKITA = "This card's ability costs 1 less Gold for Crane Clan players."
RIDDLE = "This card's action costs 2 less Gold if you are a Lion Clan or Crab Clan player."


@pytest.mark.parametrize(
    ("text", "amount", "clans"),
    [(NO_ONE_WINS, 2, ["Scorpion"]), (SYMPATHY, 1, ["Crab"]), (COURAGE, 2, ["Unicorn"]),
     (TSURUCHI, 1, ["Mantis"]), (KAKITA, 1, ["Crane"]), (RIDDLE, 2, ["Lion", "Crab"])],
)  # fmt: skip
def test_an_ability_costing_less_gold_for_a_clan_compiles_to_its_own_cost_reduction(text, amount, clans):
    assert trait(text, "Strategy", "No One Wins") == {"ability_costs_less": {"amount": amount, "clan": clans}}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # two amounts, each for its own clan
        ("This card's ability costs 1 less Gold if you are a Crane Clan player or 2 less Gold if you are a"
         " Scorpion Clan player.", "grammar"),
        # the performer, a target, a count: not the player's clan
        ("This card's ability costs 2 less Gold if the performer is Scorpion Clan or a Ninja.", "grammar"),
        ("This card costs 5 less Gold if it targets a Crab Clan Personality.", "grammar"),
        # (compiler 21, part M reads "... for each unit you control at the current battlefield."; a count of
        # every unit anywhere is not read)
        ("This card's ability costs 1 less Gold for each unit you control.", "grammar"),
        # not a clan the compiler reads
        ("This card's ability costs 2 less Gold if you are a Kolat Clan player.", "Kolat"),
        ("This card's ability costs 2 less Gold for Ninja Clan players.", "Ninja"),
        # other actions' costs
        ("Actions on your Strategies cost 1 less Gold.", "grammar"),
        ("This card's ability costs 2 more Gold if you are a Scorpion Clan player.", "grammar"),
    ],
)  # fmt: skip
def test_close_ability_cost_wordings_stay_refused(text, why):
    reason = refused_trait(text, "Strategy")
    assert why in reason or (why == "grammar" and "no family" in reason), reason


def _played(text: str, clan: str | None, gold: int, holdings: int) -> list:
    strategy = {"type": "action", "owner": "me", "zone": "hand",
                **piece(f"Open, {gold} Gold: Gain 2 Honor.", "Strategy", "No One Wins")}  # fmt: skip
    strategy |= trait(text, "Strategy", "No One Wins")
    farm = {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 1}}
    farms = {f"farm{i}": farm for i in range(holdings)}
    player = {"id": "me", "family_honor": 5, **({"clan": clan} if clan else {})}
    steps = [{"begin": {"name": "turn", "player": "me"}},
             {"use": {"id": "u", "card": "nowins", "ability": "a1", "by": "me", "pay_with": list(farms)}},
             {"ask": {"successful": "u"}}, {"ask": {"stat": "family_honor", "player": "me"}}]  # fmt: skip
    return answers({"players": [player, "opp"], "cards": {"nowins": strategy, **farms}, "steps": steps})


def test_a_scorpion_clan_player_pays_two_less_for_the_action():
    assert _played(NO_ONE_WINS, "Scorpion", 3, 1) == [True, 7]


@pytest.mark.parametrize("clan", ["Crab", None])
def test_another_player_pays_the_printed_gold_cost(clan):
    assert _played(NO_ONE_WINS, clan, 3, 1) == [False, 5]
    assert _played(NO_ONE_WINS, clan, 3, 3) == [True, 7]


def test_either_clan_named_pays_less_and_the_cost_is_never_below_zero():
    assert _played(RIDDLE, "Crab", 3, 1) == [True, 7]
    assert _played(RIDDLE, "Lion", 1, 0) == [True, 7]  # 1 Gold less 2: nothing to pay, no card bowed


def test_an_ability_without_a_gold_cost_is_unchanged():
    strategy = {"type": "action", "owner": "me", "zone": "hand", **piece("Open: Gain 2 Honor."),
                **trait(NO_ONE_WINS, "Strategy", "No One Wins")}  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}}, {"use": {"id": "u", "card": "s", "ability": "a1",
             "by": "me"}}, {"ask": {"successful": "u"}}]  # fmt: skip
    players = [{"id": "me", "clan": "Scorpion"}, "opp"]
    scenario = {"players": players, "cards": {"s": strategy}, "steps": steps}
    result = evaluate(parse_scenario({"game": "l5r", **scenario}))
    assert [a["answer"]["value"] for a in result.to_dict()["answers"]] == [True]
    assert any("has no Gold cost to lower" in note["text"] for note in result.trace)


def test_an_amount_of_zero_is_refused_by_the_scenario_language():
    card = {"type": "action", "owner": "me", "zone": "hand", "ability_costs_less": {"amount": 0}}
    with pytest.raises(ScenarioError, match="amount is 1 or more"):
        parse_scenario({"game": "l5r", "players": ["me"], "cards": {"s": card}, "steps": []})


# --- "Invest N Gold: <effect>" with its printed reminder -------------------------------------------------
REMINDER = "(After this card enters play, you may also pay the Invest cost to get the effect, once.)"
NIGAWA = f"Invest 3 Gold: Give Nigawa two +1F tokens. {REMINDER}"
YUKO = f"Invest 2 Gold: Gain 1 Honor. {REMINDER}"
TROOPS = ("Invest 3 Gold: Give this Follower two +1F tokens.(After this card enters play, you may also pay "
          "the Invest cost to get the effects, once.)")
ENTERS = {"event": "enters_play", "card": "$source"}


def test_invest_compiles_to_a_trait_on_entering_play_with_its_invest_cost():
    tokens = {"count": 2, "force": 1}
    assert trait(NIGAWA, title="Shosuro Nigawa") == {
        "traits": [{"id": "t1", "trigger": ENTERS, "targets": "$source", "give_token": tokens}],
        "invest": {"t1": 3}}  # fmt: skip
    honor = {"id": "t1", "trigger": ENTERS, "targets": "$controller", "honor": 1}
    assert trait(YUKO, title="Kitsune Yuko") == {"traits": [honor], "invest": {"t1": 2}}
    assert trait(TROOPS, "Follower", "Mobile Troops")["invest"] == {"t1": 3}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # no reminder, or another printing's reminder (another timing: part of the entering-play cost)
        ("Invest 2 Gold: Gain 1 Honor.", "Personality", "grammar"),
        ("Invest 1 Gold: Gain 1 Honor. (Increase the Gold Cost by the Invest cost to get the effect, once.)",
         "Item", "grammar"),
        # a card that does not enter play as the reminder says
        (f"Invest 2 Gold: Draw a card. {REMINDER}", "Strategy", "strategy"),
        (f"Invest 2 Gold: Draw a card. {REMINDER}", "Item", "item"),
        # a target, two effects
        (f"Invest 2 Gold: Straighten a target Courtier. {REMINDER}", "Personality", "target"),
        (f"Invest 3 Gold: Give Nigawa two +1F tokens and gain 1 Honor. {REMINDER}", "Personality", "several"),
        # a 'may' of its own
        (f"Invest 3 Gold: You may draw a card. {REMINDER}", "Personality", "grammar"),
    ],
)  # fmt: skip
def test_close_invest_wordings_stay_refused(text, card_type, why):
    reason = refused(text, card_type, "Shosuro Nigawa", kind="trait")
    assert why in reason or (why == "grammar" and "no family" in reason), reason


def _invested(decide, holdings: int = 2) -> list:
    nigawa = {"type": "personality", "owner": "me", "zone": "deck", "stats": STATS,
              **trait(NIGAWA, title="Shosuro Nigawa")}  # fmt: skip
    farm = {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 2}}
    farms = {f"farm{i}": dict(farm) for i in range(holdings)}
    enter = {"enter_play": "nigawa", **({"decide": {"t1": decide}} if decide is not None else {})}
    steps = [enter, {"ask": {"stat": "force", "card": "nigawa"}}, {"ask": {"flag": "bowed", "card": "farm0"}}]
    return answers({"players": ["me", "opp"], "cards": {"nigawa": nigawa, **farms}, "steps": steps})


def test_paying_the_invest_cost_as_he_enters_play_gives_the_effect():
    assert _invested(["farm0", "farm1"]) == [4, True]  # 2F and two +1F tokens; 3 Gold paid by 4 produced


@pytest.mark.parametrize("decide", [None, False, ["farm0"]])
def test_without_paying_it_in_full_nothing_happens_and_nothing_is_bowed(decide):
    assert _invested(decide) == [2, False]


def test_an_invest_cost_of_a_trait_not_triggered_by_entering_play_is_refused():
    card = {"type": "personality", "owner": "me", "zone": "deck", "stats": STATS, "invest": {"t9": 2}}
    with pytest.raises(ScenarioError, match="no trait triggered by entering play"):
        evaluate(parse_scenario({"game": "l5r", "players": ["me"], "cards": {"n": card}, "steps": []}))


KORU = f"Invest 1 Gold: Create a 0F Follower attach it to Koru. {REMINDER}"


@pytest.mark.parametrize(("decide", "created"), [(["farm"], True), (False, False)])
def test_an_invest_effect_creating_a_follower_attached_to_him(decide, created):
    koru = {"type": "personality", "owner": "me", "zone": "deck", "stats": STATS,
            **trait(KORU, title="Hiruma Koru")}  # fmt: skip
    farm = {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 1}}
    steps = [{"enter_play": "koru", "decide": {"t1": decide}}, {"ask": {"in_play": "t1_created"}}]
    cards = {"koru": koru, "farm": farm}
    assert answers({"players": ["me", "opp"], "cards": cards, "steps": steps}) == [created]


# --- "Attaches to <a title> paying N less Gold" ------------------------------------------------------
JADE_HAND = "Attaches to Matsu Benika paying 2 less Gold."


def test_attaching_to_a_title_compiles_to_a_reduction_for_a_bearer_of_that_title():
    assert trait(JADE_HAND, "Item", "Hand of the Jade Dragon") == {
        "enters_for_less": {"amount": 2, "bearer": {"title": "Matsu Benika"}}}
    assert trait("Attaches to Yotsu Ueda paying 2 less Gold.", "Follower", "Yotsu Ueda's Chosen") == {
        "enters_for_less": {"amount": 2, "bearer": {"title": "Yotsu Ueda"}}}
    assert trait("Equips to Kuni Seifukusha for 2 Gold less.", "Item", "The Dreamer's Journal") == {
        "enters_for_less": {"amount": 2, "bearer": {"title": "Kuni Seifukusha"}}}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        (JADE_HAND, "Strategy", "strategy"),  # does not attach
        ("Attaches to The Emerald Champion paying 4 less Gold.", "Item", "not a card title"),  # a position
        ("Attaches to the Emerald Champion paying 4 less Gold.", "Item", "grammar"),
        ("Attaches to Matsu Benika paying 2 less Gold if you are a Lion Clan player.", "Item", "grammar"),
    ],
)  # fmt: skip
def test_close_attaches_to_a_title_wordings_stay_refused(text, card_type, why):
    reason = refused_trait(text, card_type)
    assert why in reason or (why == "grammar" and "no family" in reason), reason


@pytest.mark.parametrize(("to", "paid"), [("benika", True), ("other", False)])
def test_paid_to_attach_to_a_card_of_that_title_it_costs_two_less(to, paid):
    hand = {"type": "item", "owner": "me", "zone": "hand", "stats": {"gold_cost": 4, "force": 2},
            **trait(JADE_HAND, "Item", "Hand of the Jade Dragon")}  # fmt: skip
    benika = {**in_play("me", ["Samurai"]), "title": "Matsu Benika"}
    other = {**in_play("me", ["Samurai"]), "title": "Matsu Tsuko"}
    mine = {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 2}}
    cards = {"hand": hand, "benika": benika, "other": other, "mine": mine}
    pay = {"id": "p", "by": "me", "for": "hand", "bow": ["mine"], "to": to}
    steps = [{"pay": pay}, {"ask": {"payment": "p"}}]
    assert answers({"players": ["me", "opp"], "cards": cards, "steps": steps}) == [paid]
