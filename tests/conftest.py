"""Fixtures shared by the whole suite: a real Celery worker process and a real headless Chromium."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

# Playwright's sync API runs an event loop in the test thread; Django's ORM must still be usable there.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    return Path(settings.DESK_CORPUS_DIR)


@pytest.fixture(scope="session")
def carddata_dir() -> Path:
    return Path(settings.DESK_CARDDATA_DIR)


def _database_url_for_worker() -> str:
    db = connection.settings_dict
    if db["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{db['NAME']}"
    user = f"{db['USER']}@" if db.get("USER") else ""
    return f"postgres://{user}{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


def reset_broker_pool(app) -> None:
    """Drop pooled broker connections so the next use connects with the app's current settings."""
    app._pool = None
    app.amqp._producer_pool = None


@pytest.fixture
def celery_worker(transactional_db, tmp_path):
    """A real `celery worker` process on the test database and the configured broker (filesystem or Redis).

    Tests using it must commit their data (transactional_db) so the worker process can see it.
    """
    from config.celery import app

    env = {**os.environ, "DATABASE_URL": _database_url_for_worker(), "PYTHONUNBUFFERED": "1"}
    if app.conf.broker_url.startswith("filesystem://"):
        broker_dir = tmp_path / "broker"
        env["DESK_BROKER_DIR"] = str(broker_dir)
        options = dict(app.conf.broker_transport_options)
        for key in ("data_folder_in", "data_folder_out"):
            options[key] = str(broker_dir / "queue")
        options["processed_folder"] = str(broker_dir / "processed")
        options["control_folder"] = str(broker_dir / "control")
        for folder in ("queue", "processed", "control"):
            (broker_dir / folder).mkdir(parents=True, exist_ok=True)
        app.conf.broker_transport_options = options
        reset_broker_pool(app)
    log = tmp_path / "worker.log"
    cmd = [
        sys.executable,
        "-m",
        "celery",
        "-A",
        "config",
        "worker",
        "--pool=solo",
        "--loglevel=info",
        "--without-heartbeat",
        "--without-mingle",
        "--without-gossip",
    ]
    with log.open("w") as out:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while " ready." not in log.read_text():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"celery worker did not start:\n{log.read_text()}")
            time.sleep(0.1)
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        reset_broker_pool(app)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        instance = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield instance
        instance.close()


@pytest.fixture
def page(browser, live_server):
    context = browser.new_context(base_url=live_server.url)
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()
