"""Deck statistics: counts, curves, Gold, exact draw probabilities (against brute force), sample hands."""

from fractions import Fraction
from itertools import combinations
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from decks.facts import CardFacts
from decks.statistics import (
    OTHER,
    Copies,
    ProbabilityError,
    at_least,
    at_least_each,
    counts_by_faction,
    counts_by_section,
    counts_by_type,
    distribution,
    draw_rules,
    gold_production,
    percent,
    sample_hand,
    total,
)


def card(key, types=("Personality",), factions=(), **stats):
    return CardFacts(
        key=key, title=key.replace("-", " ").title(), types=tuple(types), factions=factions, stats=stats
    )


L5R_DECK = [
    Copies(card("iron-mountain", ("Stronghold",), ("Crab",), gold_production=5), 1, "pregame"),
    Copies(card("hida-kisada", factions=("Crab",), cost=12, force=5, chi=4), 1, "dynasty"),
    Copies(card("hida-tsuru", factions=("Crab",), cost=6, force=3, chi=2), 3, "dynasty"),
    Copies(card("hiruma-scout", factions=("Crab",), cost=3, force=1, chi=2), 3, "dynasty"),
    Copies(card("gold-mine", ("Holding",), cost=4, gold_production=3), 3, "dynasty"),
    Copies(card("small-farm", ("Holding",), cost=2, gold_production=1), 3, "dynasty"),
    Copies(card("kobune-port", ("Holding",), cost=4, gold_production=None), 1, "dynasty"),
    Copies(card("a-walking-death", ("Event",)), 1, "dynasty"),
    Copies(card("tetsubo", ("Item",), cost=2, force=2, chi=0), 3, "fate"),
    Copies(card("ambush", ("Strategy",), cost=0), 3, "fate"),
    Copies(card("void-bolt", ("Spell",), cost=None), 2, "fate"),
    Copies(card("cut-card", ("Strategy",), cost=1), 0, "fate"),  # removed: quantity 0 counts nowhere
]


def test_totals_and_counts():
    assert total(L5R_DECK) == 24
    assert total(L5R_DECK, "dynasty") == 15
    assert total(L5R_DECK, ["fate", "pregame"]) == 9
    assert counts_by_section(L5R_DECK) == [("pregame", 1), ("dynasty", 15), ("fate", 8)]
    assert counts_by_type(L5R_DECK, "dynasty") == [("Holding", 7), ("Personality", 7), ("Event", 1)]
    assert counts_by_type(L5R_DECK)[0] == ("Holding", 7)
    assert counts_by_faction(L5R_DECK, "dynasty") == [("None", 8), ("Crab", 7)]


def test_cost_curve_fills_gaps_and_keeps_unnumbered_apart():
    curve = distribution(L5R_DECK, "cost", sections="fate")
    assert curve.buckets == [("0", 3), ("1", 0), ("2", 3), (OTHER, 2)]
    assert (curve.counted, curve.other, curve.total) == (6, 2, 6)
    assert curve.average == Fraction(1)


def test_cap_groups_the_expensive_cards():
    curve = distribution(L5R_DECK, "cost", sections="dynasty", cap=7)
    assert curve.buckets == [("2", 3), ("3", 3), ("4", 4), ("5", 0), ("6", 3), ("7+", 1)]
    assert curve.average == Fraction(2 * 3 + 3 * 3 + 4 * 4 + 6 * 3 + 12, 14)


def test_force_spread_of_personalities_only():
    force = distribution(L5R_DECK, "force", types=["Personality"])
    assert force.buckets == [("1", 3), ("2", 0), ("3", 3), ("4", 0), ("5", 1)]
    assert distribution(L5R_DECK, "chi", types=["Personality"]).buckets == [("2", 6), ("3", 0), ("4", 1)]
    empty = distribution(L5R_DECK, "power")
    assert empty.is_empty and empty.buckets == [] and empty.average is None


def test_gold_production_of_holdings():
    gold = gold_production(L5R_DECK)
    assert gold.holdings == 7
    assert gold.gold == 3 * 3 + 3 * 1
    assert gold.distribution.buckets == [("1", 3), ("2", 0), ("3", 3), (OTHER, 1)]
    assert gold.stronghold_gold == 5


def test_naruto_chakra_and_power():
    deck = [
        Copies(card("naruto", ("Character",), cost=2, power=2), 2, "deck"),
        Copies(card("kakashi", ("Character",), cost=5, power=5), 1, "deck"),
        Copies(card("mission", ("Mission",), points=1), 3, "missions"),
    ]
    chakra = distribution(deck, "cost", sections="deck")
    assert chakra.buckets == [("2", 2), ("3", 0), ("4", 0), ("5", 1)]
    power = distribution(deck, "power", sections="deck")
    assert power.total == 9 and power.average == Fraction(3)


# --- probabilities ---------------------------------------------------------------------------------------


def test_one_card_is_the_hypergeometric_formula():
    expected = 1 - Fraction(comb(37, 5), comb(40, 5))
    assert at_least(population=40, copies=3, draws=5) == expected
    assert percent(expected) == "33.8%"


def test_edge_cases():
    assert at_least(population=40, copies=0, draws=5) == 0
    assert at_least(population=40, copies=3, draws=0) == 0
    assert at_least(population=40, copies=3, draws=40) == 1
    assert at_least(population=10, copies=3, draws=99) == 1  # more draws than cards: the whole deck
    assert at_least(population=10, copies=3, draws=5, minimum=0) == 1
    assert at_least(population=10, copies=3, draws=2, minimum=3) == 0
    assert at_least_each(population=10, groups=[], draws=3) == 1
    with pytest.raises(ProbabilityError, match="hold 12 cards but the deck has only 10"):
        at_least_each(population=10, groups=[(6, 1), (6, 1)], draws=3)
    with pytest.raises(ProbabilityError):
        at_least(population=10, copies=-1, draws=3)


def brute_force(population, groups, draws):
    """Every hand, counted: cards 0..K1-1 are group 1, the next K2 group 2, ..."""
    owner = []
    for index, (copies, _) in enumerate(groups):
        owner += [index] * copies
    owner += [None] * (population - len(owner))
    good = 0
    hands = 0
    for hand in combinations(range(population), min(draws, population)):
        hands += 1
        got = [0] * len(groups)
        for position in hand:
            if owner[position] is not None:
                got[owner[position]] += 1
        good += all(got[i] >= minimum for i, (_, minimum) in enumerate(groups))
    return Fraction(good, hands)


def test_one_of_these_and_one_of_those_is_exact():
    # 12 cards, 3 copies of A, 2 of B; 4 drawn: P(A >= 1 and B >= 1) by inclusion-exclusion
    c = comb(12, 4)
    expected = 1 - Fraction(comb(9, 4), c) - Fraction(comb(10, 4), c) + Fraction(comb(7, 4), c)
    assert at_least_each(population=12, groups=[(3, 1), (2, 1)], draws=4) == expected
    assert expected == brute_force(12, [(3, 1), (2, 1)], 4)


@settings(max_examples=60, deadline=None)
@given(
    data=st.data(),
    population=st.integers(min_value=1, max_value=11),
    draws=st.integers(min_value=0, max_value=12),
)
def test_matches_brute_force(data, population, draws):
    groups = []
    left = population
    for _ in range(data.draw(st.integers(min_value=0, max_value=3))):
        copies = data.draw(st.integers(min_value=0, max_value=left))
        left -= copies
        groups.append((copies, data.draw(st.integers(min_value=0, max_value=3))))
    assert at_least_each(population=population, groups=groups, draws=draws) == brute_force(
        population, groups, draws
    )


def test_large_groups_stay_fast_and_exact():
    # 40 Fate cards, 20 Strategies and 12 Items, 10 cards seen: no enumeration of hands needed
    value = at_least_each(population=40, groups=[(20, 2), (12, 1)], draws=10)
    assert 0 < value < 1 and isinstance(value, Fraction)


def test_draw_rules_are_stated_per_game():
    fate, dynasty = draw_rules("l5r")
    assert (fate.section, fate.seen_by(1), fate.seen_by(3)) == ("fate", 5, 7)
    assert fate.seen_by(3, opening=6, per_turn=2) == 10
    assert dynasty.seen_by(1) == 4
    assert draw_rules("naruto")[0].seen_by(2) == 7
    assert draw_rules("unknown") == ()


def test_sample_hand_is_reproducible():
    first = sample_hand(L5R_DECK, size=5, seed=7, sections="fate")
    assert len(first) == 5
    assert first == sample_hand(list(reversed(L5R_DECK)), size=5, seed=7, sections="fate")
    assert {c.key for c in first} <= {"tetsubo", "ambush", "void-bolt"}
    hands = {
        tuple(c.key for c in sample_hand(L5R_DECK, size=5, seed=seed, sections="fate")) for seed in range(20)
    }
    assert len(hands) > 1
    assert len(sample_hand(L5R_DECK, size=50, seed=1, sections="fate")) == 8
    assert sample_hand([], size=5, seed=1) == []


def test_percent():
    assert percent(Fraction(0)) == "0%"
    assert percent(Fraction(1)) == "100%"
    assert percent(Fraction(1, 3)) == "33.3%"
    assert percent(Fraction(1, 100_000)) == "<0.1%"
    assert percent(Fraction(99_999, 100_000)) == ">99.9%"


# --- charts ----------------------------------------------------------------------------------------------


def test_bar_chart_geometry_and_svg():
    from django.template.loader import render_to_string

    from decks.charts import bar_chart, hbar_chart

    chart = bar_chart([("0", 3), ("1", 0), ("2", 6), (OTHER, 1)], slug="cost", title="Cost <curve>")
    tallest = max(chart.bars, key=lambda bar: bar.height)
    assert tallest.label == "2" and tallest.y >= 0 and tallest.y + tallest.height == chart.plot_bottom
    assert chart.bars[1].height == 0
    assert [tick.value for tick in chart.ticks] == [0, 2, 4, 6]
    svg = render_to_string("decks/includes/bar_chart.html", {"chart": chart})
    assert "<svg" in svg and "style=" not in svg and "<script" not in svg
    assert "Cost &lt;curve&gt;" in svg and "<curve>" not in svg  # labels are escaped
    rows = hbar_chart([("Personality", 20), ("Holding", 10)], slug="types", title="Types")
    assert rows.bars[0].width == 2 * rows.bars[1].width
    html = render_to_string("decks/includes/hbar_chart.html", {"chart": rows})
    assert "Personality" in html and "style=" not in html
    empty = render_to_string("decks/includes/bar_chart.html", {"chart": bar_chart([], slug="x", title="X")})
    assert "No cards to chart." in empty
