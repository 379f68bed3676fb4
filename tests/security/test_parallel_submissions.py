"""Parallel question submissions against the pending cap (issue 22, concurrency): the cap was counted before
the transaction, so submissions sent at once all saw room and all got in. Each request runs in its own thread
with its own database connection (marked `services`: run on PostgreSQL too)."""

from __future__ import annotations

import json
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.contrib.auth import get_user_model
from django.db import connections
from django.test import Client

from rulings.questions import services
from rulings.questions.models import Question
from tests.rulings.questions.conftest import example_text

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]
PARALLEL, CAP = 8, 3


@pytest.fixture(autouse=True)
def _no_broker(monkeypatch, settings):
    settings.DESK_QUESTIONS_MAX_PENDING = CAP
    monkeypatch.setattr(services, "question_enqueue", lambda *, question_id: True)


@pytest.fixture(autouse=True)
def _slow_check(monkeypatch):
    """Widen the window between counting and storing, where a race slips in, so it shows every time."""
    check = services._check_pending_cap

    def check_then_wait(owner, address):
        check(owner, address)
        time.sleep(0.2)

    monkeypatch.setattr(services, "_check_pending_cap", check_then_wait)


def submit_all(user=None) -> list[int]:
    clients = []
    for _ in range(PARALLEL):
        client = Client(REMOTE_ADDR="10.9.9.9")
        if user is not None:
            client.force_login(user)
        clients.append(client)
    start = threading.Barrier(PARALLEL)
    body = json.dumps({"scenario": example_text()})

    def post(client):
        start.wait()
        try:
            return client.post("/api/questions/", body, content_type="application/json").status_code
        finally:
            connections.close_all()

    with ThreadPoolExecutor(PARALLEL) as pool:
        return list(pool.map(post, clients))


@pytest.mark.parametrize("who", ["user", "anonymous"])
def test_parallel_submissions_stop_at_the_pending_cap(who):
    user = get_user_model().objects.create_user("asker", password="pw-asker-123") if who == "user" else None
    statuses = submit_all(user)
    assert sorted(statuses) == [202] * CAP + [429] * (PARALLEL - CAP), statuses
    assert Question.objects.count() == CAP
