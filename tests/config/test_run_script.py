"""scripts/run.sh stops, with everything it started, on SIGINT or SIGTERM: also when it was started in the
background by a script, where it inherits SIGINT ignored (a shell cannot trap a signal ignored at entry)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STOP_WITHIN = 30  # seconds: generous, this is whether it stops at all, not a timing


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start(tmp_path: Path, port: int) -> subprocess.Popen:
    (tmp_path / "cards").mkdir()
    env = {
        **os.environ,
        "DESK_VAR_DIR": str(tmp_path / "var"),
        "DESK_CARDDATA_DIR": str(tmp_path / "cards"),  # the demo set only: a short start
        "PORT": str(port),
    }
    for name in ("DATABASE_URL", "CELERY_BROKER_URL", "DESK_RUN_SIGINT_RESET"):
        env.pop(name, None)

    def background_job():  # as `bash scripts/run.sh &` in a script starts it; in a process group of its own
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        os.setpgrp()

    with open(tmp_path / "output.txt", "w") as output:
        proc = subprocess.Popen(
            ["bash", "scripts/run.sh"],
            cwd=ROOT,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            preexec_fn=background_job,
        )
    proc.output = tmp_path / "output.txt"
    return proc


def wait_for_line(proc: subprocess.Popen, needle: str, limit: float = 240) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and proc.poll() is None:
        if needle in proc.output.read_text(errors="replace"):
            return
        time.sleep(0.1)
    pytest.fail(f"run.sh never printed {needle!r}:\n{proc.output.read_text(errors='replace')[-2000:]}")


def stopped(proc: subprocess.Popen) -> bool:
    try:
        proc.wait(STOP_WITHIN)
    except subprocess.TimeoutExpired:
        return False
    deadline = time.monotonic() + STOP_WITHIN
    while time.monotonic() < deadline:  # and nothing it started is left in its process group
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.2)
    return False


@pytest.fixture
def run_script(tmp_path):
    procs = []

    def run(port):
        procs.append(start(tmp_path, port))
        return procs[-1]

    yield run
    for proc in procs:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_stops_while_setting_up(run_script, signum):
    proc = run_script(free_port())
    wait_for_line(proc, "Operations to perform")  # migrate is running
    proc.send_signal(signum)
    assert stopped(proc)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_stops_the_site_and_its_worker(run_script, signum):
    port = free_port()
    proc = run_script(port)
    wait_for_line(proc, "worker.1 started")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # the web server answers
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.3)
    proc.send_signal(signum)
    assert stopped(proc)
