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
