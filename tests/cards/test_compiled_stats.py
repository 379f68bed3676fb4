"""Deck statistics take a Holding's Gold Production from its text (issue 19): Copper Mine's printed data has
no Gold Production stat, only "Bow: Produce 2 Gold, or 3 Gold if you are a Lion Clan player."."""

import pytest

from cards.models import Card
from cards.services import effect_scripts_load
from decks import statistics as st
from decks.presentation import card_facts

pytestmark = pytest.mark.django_db


def holding(title: str) -> Card:
    return Card.objects.with_details().get(game="l5r", title=title, version="")


def test_copper_mine_is_charted_producing_the_gold_its_text_compiles_to(card_sample):
    mine = holding("Copper Mine")
    assert "gold_production" not in {stat.name for stat in mine.stats.all()}
    facts = card_facts(mine)
    assert facts.stats["gold_production"] == 2
    summary = st.gold_production([st.Copies(facts, 3, "dynasty")])
    assert (summary.holdings, summary.gold) == (3, 6)


def test_a_hand_written_script_wins_over_the_compiled_text(card_sample):
    effect_scripts_load()
    # "Bow: Bow one of your (other) Farm Holdings to produce 4 Gold.": not compiled; its script says 4
    assert card_facts(holding("Simple Men")).stats["gold_production"] == 4


def test_a_holding_whose_production_is_not_understood_stays_uncharted(card_sample):
    unread = [
        card
        for card in Card.objects.with_details().filter(game="l5r", card_type="Holding", effect_script="")
        if "produce" not in card.text.lower()
        and not any(stat.name == "gold_production" for stat in card.stats.all())
    ]
    assert unread
    assert all("gold_production" not in card_facts(card).stats for card in unread[:20])
