"""An anonymous "Save" of an import keeps the list while the visitor logs in (issue 22, point 4). It was kept
in the session: each request stored up to 100,000 characters in a new database session row for two weeks
(20 requests added 2 MB). Now the session holds only a key; the list is small, kept an hour, and each client
may keep only so many."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.sessions.models import Session
from django.urls import reverse

from decks import pending

pytestmark = pytest.mark.django_db
FORMAT = "naruto:mythos"


def anonymous_save(client, text: str, address: str = "10.1.1.1"):
    body = {"format": FORMAT, "syntax": "text", "text": text, "action": "save", "name": "Kept"}
    return client.post(reverse("decks:import"), body, REMOTE_ADDR=address)


def session_bytes() -> int:
    return sum(len(data) for data in Session.objects.values_list("session_data", flat=True))


def test_the_session_row_stays_small_and_the_list_comes_back(client):
    text = "2 Naruto Uzumaki\n" * 1000  # 17,000 characters
    response = anonymous_save(client, text)
    assert response.status_code == 302
    assert Session.objects.count() == 1 and session_bytes() < 1_000
    user = get_user_model().objects.create_user("kept", password="pw-kept-123456")
    client.force_login(user)
    resumed = client.get(reverse("decks:import") + "?resume=1").content.decode()
    assert "Your list is back" in resumed and "Naruto Uzumaki" in resumed


def test_a_long_list_is_not_kept(client):
    response = anonymous_save(client, "x" * (pending.MAX_CHARS + 1))
    assert response.status_code == 400
    assert f"{pending.MAX_CHARS:,} characters" in response.content.decode()
    assert session_bytes() < 1_000


def test_each_client_keeps_only_so_many(client, settings):
    settings.DESK_THROTTLE_RATES = {**settings.DESK_THROTTLE_RATES, "deck-pending-import": "3/hour"}
    for _ in range(3):
        assert anonymous_save(client, "1 Naruto Uzumaki").status_code == 302
    assert anonymous_save(client, "1 Naruto Uzumaki").status_code == 429
    assert anonymous_save(client, "1 Naruto Uzumaki", address="10.1.1.2").status_code == 302


def test_the_kept_list_expires(client, monkeypatch):
    stored = {}
    monkeypatch.setattr(pending.cache, "set", lambda key, value, timeout: stored.update({key: timeout}))
    anonymous_save(client, "1 Naruto Uzumaki")
    kept = [timeout for key, timeout in stored.items() if key.startswith(pending.SESSION_KEY)]
    assert kept == [pending.LIFETIME] and pending.LIFETIME <= 3600
