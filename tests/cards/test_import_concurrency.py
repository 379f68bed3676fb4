"""The card import run twice at once (issue 22): each run reads what is stored and writes in one
transaction; two of them at once must neither fail on a duplicate key nor store a card twice. Each run has
its own thread and database connection (marked services: PostgreSQL too)."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connections

from cards import services
from cards.importers import plan_import, read_plan
from cards.models import Card, Printing
from cards.services import DEMO_DIR, cards_import

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]
RUNS = 3


@pytest.fixture
def slow_writes(monkeypatch):
    """A pause between reading what is stored and writing (the first card row of each run), so that runs
    overlap there as full imports, which take minutes, do."""
    seen = threading.local()
    card_row = services._card_row

    def paused(*args, **kwargs):
        if not getattr(seen, "paused", False):
            seen.paused = True
            time.sleep(0.5)
        return card_row(*args, **kwargs)

    monkeypatch.setattr(services, "_card_row", paused)


def test_imports_at_once_store_every_card_once(slow_writes):
    batch = read_plan(plan_import([DEMO_DIR]))
    cards_import(batch=batch)
    Card.objects.all().delete()  # its sets and formats stay: nothing else makes the runs wait for each other
    start = threading.Barrier(RUNS)

    def run(_):
        start.wait()
        try:
            return cards_import(batch=batch)
        finally:
            connections.close_all()

    with ThreadPoolExecutor(RUNS) as pool:
        reports = list(pool.map(run, range(RUNS)))
    cards = len(batch.cards)
    # one run created them, the others found them
    assert sorted(r.created for r in reports) == [0] * (RUNS - 1) + [cards]
    assert sum(r.unchanged for r in reports) == cards * (RUNS - 1)
    assert Card.objects.count() == cards
    assert Printing.objects.count() == sum(len(record.printings) for record in batch.cards)
