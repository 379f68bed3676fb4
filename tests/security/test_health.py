"""/healthz tells anonymous callers only the status, and answers fast when the broker is down."""

from __future__ import annotations

import time

import pytest

pytestmark = [pytest.mark.django_db, pytest.mark.services]
UNUSED_PORT_BROKER = "redis://127.0.0.1:1/0"  # nothing listens there: Redis "down" without stopping Redis


def test_anonymous_callers_see_the_status_only(client):
    response = client.get("/healthz")
    assert response.status_code in (200, 503)
    assert set(response.json()) == {"status"}


def test_broker_down_anonymous_gets_503_without_details_and_fast(client, monkeypatch):
    monkeypatch.setenv("CELERY_BROKER_URL", UNUSED_PORT_BROKER)
    started = time.perf_counter()
    response = client.get("/healthz")
    elapsed = time.perf_counter() - started
    assert response.status_code == 503
    assert response.json() == {"status": "error"}
    assert b"127.0.0.1" not in response.content and b"6379" not in response.content
    assert elapsed < 1.5, f"healthz took {elapsed:.2f} s with the broker down"


def test_broker_down_staff_see_which_check_failed_and_why(admin_client, monkeypatch):
    monkeypatch.setenv("CELERY_BROKER_URL", UNUSED_PORT_BROKER)
    body = admin_client.get("/healthz").json()
    assert body["status"] == "error" and body["database"] == "ok"
    assert body["broker"].startswith("error:")
