"""/healthz reports the Celery worker's liveness (issue 22, point 8): it said "ok" with no worker running.
Each worker writes a heartbeat to the cache; without a recent one the site is "degraded" (200: pages work,
questions wait), and staff see why. A real worker process is started and killed with -9."""

from __future__ import annotations

import time

import pytest
from django.test import Client

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]
BEAT = 0.3  # seconds between heartbeats, in the worker and here: silent after three


def wait_for(predicate, seconds: float = 20.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


def test_healthz_follows_the_worker(admin_client, start_worker, settings):
    settings.DESK_WORKER_HEARTBEAT_SECONDS = BEAT

    def health() -> dict:
        response = admin_client.get("/healthz")
        assert response.status_code == 200, response.content
        return response.json()

    before = health()
    assert before["status"] == "degraded" and before["worker"].startswith("error:")
    assert before["database"] == "ok" and before["broker"] == "ok"
    worker = start_worker(env={"DESK_WORKER_HEARTBEAT_SECONDS": str(BEAT)})
    assert wait_for(lambda: health()["worker"] == "ok")
    assert health()["status"] == "ok"
    worker.kill()  # kill -9: no clean shutdown
    assert wait_for(lambda: health()["status"] == "degraded")
    assert "heartbeat" in health()["worker"]
    assert Client().get("/healthz").json() == {"status": "degraded"}  # anonymous: the status only
