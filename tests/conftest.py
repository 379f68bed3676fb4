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


class WorkerProcess:
    """A `celery worker` process started by the tests; `kill()` is kill -9 (no warm shutdown)."""

    def __init__(self, proc: subprocess.Popen, log: Path):
        self.proc, self.log = proc, log

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture
def start_worker(transactional_db, tmp_path):
    """Start real `celery worker` processes on the test database and the configured broker (filesystem or
    Redis): `start_worker(pool="solo", env={...})`. Stopped at the end of the test.

    Tests using it must commit their data (transactional_db) so the worker process can see it.
    """
    from config.celery import app

    base_env = {**os.environ, "DATABASE_URL": _database_url_for_worker(), "PYTHONUNBUFFERED": "1"}
    if app.conf.broker_url.startswith("filesystem://"):
        broker_dir = tmp_path / "broker"
        base_env["DESK_BROKER_DIR"] = str(broker_dir)
        options = dict(app.conf.broker_transport_options)
        for key in ("data_folder_in", "data_folder_out"):
            options[key] = str(broker_dir / "queue")
        options["processed_folder"] = str(broker_dir / "processed")
        options["control_folder"] = str(broker_dir / "control")
        for folder in ("queue", "processed", "control"):
            (broker_dir / folder).mkdir(parents=True, exist_ok=True)
        app.conf.broker_transport_options = options
        reset_broker_pool(app)
    workers: list[WorkerProcess] = []

    def start(*, pool: str = "solo", env: dict | None = None) -> WorkerProcess:
        log = tmp_path / f"worker-{len(workers)}.log"
        cmd = [sys.executable, "-m", "celery", "-A", "config", "worker", f"--pool={pool}", "--concurrency=1",
               "--loglevel=info", "--without-heartbeat", "--without-mingle", "--without-gossip",
               f"--hostname=test{len(workers)}@%h"]  # fmt: skip
        with log.open("w") as out:
            proc = subprocess.Popen(
                cmd, cwd=ROOT, env={**base_env, **(env or {})}, stdout=out, stderr=subprocess.STDOUT
            )
        worker = WorkerProcess(proc, log)
        workers.append(worker)
        deadline = time.monotonic() + 30
        while " ready." not in log.read_text():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"celery worker did not start:\n{log.read_text()}")
            time.sleep(0.1)
        return worker

    yield start
    for worker in workers:
        worker.stop()
    reset_broker_pool(app)


@pytest.fixture
def celery_worker(start_worker):
    """One real worker process (see start_worker)."""
    return start_worker().proc


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


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Throttle counters live in the cache (files or Redis), which outlives a test: start each test clean."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    """Users made by tests need no slow key stretching."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
