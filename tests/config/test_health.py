import pytest

from config.celery import app

pytestmark = [pytest.mark.django_db, pytest.mark.services]


def test_healthz_reports_database_broker_and_worker_to_staff(admin_client):
    response = admin_client.get("/healthz")
    assert response.status_code == 200, response.content
    body = response.json()  # no worker runs here: tests/security/test_worker_health.py starts one
    assert {k: body[k] for k in ("status", "database", "broker")} == {
        "status": "degraded",
        "database": "ok",
        "broker": "ok",
    }
    assert body["worker"].startswith("error:")


def test_healthz_is_503_naming_the_broker_to_staff_when_it_is_down(admin_client, monkeypatch):
    # Celery reads CELERY_BROKER_URL from the environment before its config, on every connection.
    monkeypatch.setenv("CELERY_BROKER_URL", "redis://127.0.0.1:1/0")
    response = admin_client.get("/healthz")  # healthz opens a fresh connection, so the new URL is used
    assert response.status_code == 503
    body = response.json()
    assert body["database"] == "ok"
    assert body["broker"].startswith("error:")


def test_a_real_worker_answers_on_the_broker(celery_worker):
    replies = []
    for _ in range(50):  # the worker may take a moment to bind its control queue
        replies = app.control.ping(timeout=0.5)
        if replies:
            break
    assert replies, "no Celery worker replied to ping"
    assert all(reply[name] == {"ok": "pong"} for reply in replies for name in reply)
