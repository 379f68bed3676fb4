"""Deck statistics take a Holding's Gold Production from its compiled text (issue 19): Copper Mine prints no
Gold Production stat, only "Bow: Produce 2 Gold, or 3 Gold if you are a Lion Clan player.", and a deck of
three is charted producing 6 Gold, not 0."""

import pytest

from cards.models import Card
from decks import selectors
from decks.facts import Entry
from decks.presentation import deck_statistics, stat_entries

from .page_fixtures import crab_deck, legal_l5r_entries

pytestmark = pytest.mark.django_db


def gold_facts(deck) -> dict[str, str]:
    lines = list(selectors.deck_lines(deck=deck))
    stats = deck_statistics(game="l5r", entries=stat_entries(lines), sections=[("dynasty", "Dynasty")])
    return dict(stats.facts)


def test_a_deck_charts_the_gold_copper_mines_text_produces(deck_cards, owner):
    mine = Card.objects.filter(game="l5r", title="Copper Mine", version="").first()
    assert mine is not None and mine.effect_script == ""
    assert "gold_production" not in {stat.name for stat in mine.stats.all()}
    entries = legal_l5r_entries()
    without = crab_deck(owner, name="Without", entries=entries)
    with_mines = crab_deck(owner, name="With", entries=[*entries, Entry(mine.key, 3, "dynasty")])
    before = int(gold_facts(without)["Gold the Holdings produce, all copies"])
    after = int(gold_facts(with_mines)["Gold the Holdings produce, all copies"])
    assert after - before == 6  # 3 copies x 2 Gold (a Crab deck)


def test_a_lion_deck_charts_the_lion_clan_players_gold(deck_cards, owner):
    mine = Card.objects.filter(game="l5r", title="Copper Mine", version="").first()
    castle = Card.objects.filter(game="l5r", title="Central Castle", card_type="Stronghold").first()
    assert castle is not None and "Lion" in castle.factions
    lion = [Entry(castle.key, 1, "pregame"), *legal_l5r_entries()[1:]]
    without = crab_deck(owner, name="Lion without", entries=lion)
    with_mines = crab_deck(owner, name="Lion with", entries=[*lion, Entry(mine.key, 3, "dynasty")])
    before = int(gold_facts(without)["Gold the Holdings produce, all copies"])
    after = int(gold_facts(with_mines)["Gold the Holdings produce, all copies"])
    assert after - before == 9  # "or 3 Gold if you are a Lion Clan player", compiled: 3 copies x 3 Gold
