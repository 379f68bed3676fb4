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
    proc.var_dir = env["DESK_VAR_DIR"]
    return proc


def wait_for_line(proc: subprocess.Popen, needle: str, limit: float = 240) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and proc.poll() is None:
        if needle in proc.output.read_text(errors="replace"):
            return
        time.sleep(0.1)
    pytest.fail(f"run.sh never printed {needle!r}:\n{proc.output.read_text(errors='replace')[-2000:]}")


def desk_processes(proc: subprocess.Popen) -> dict[int, tuple[int, bytes]]:
    """pid -> (parent pid, command line) of every process started for this run (by its DESK_VAR_DIR)."""
    mark = f"DESK_VAR_DIR={proc.var_dir}".encode() + b"\0"
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if mark not in (entry / "environ").read_bytes() + b"\0":
                continue
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            found[int(entry.name)] = (parent, (entry / "cmdline").read_bytes())
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile, or not ours to read
    return found


def stopped(proc: subprocess.Popen) -> bool:
    try:
        proc.wait(STOP_WITHIN)
    except subprocess.TimeoutExpired:
        return False
    deadline = time.monotonic() + STOP_WITHIN
    while time.monotonic() < deadline:  # and nothing it started is left, whatever its process group
        if not desk_processes(proc):
            return True
        time.sleep(0.2)
    return False


def worker_main(proc: subprocess.Popen) -> int | None:
    """The Celery worker's main process: the one keep_running.sh started. Not a pool child, whose parent is
    the main, nor the pool child of a killed main, which the kernel gives another parent before it exits."""
    found = desk_processes(proc)
    keepers = {pid for pid, (_, cmd) in found.items() if b"keep_running" in cmd}
    mains = [
        pid
        for pid, (parent, cmd) in found.items()
        if parent in keepers and b"celery" in cmd and b"worker" in cmd and b"bash" not in cmd
    ]
    return mains[0] if mains else None


def answers(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return False
    return True


def wait_until(test, limit: float = 60) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if test():
            return True
        time.sleep(0.3)
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
    assert wait_until(lambda: answers(port) and worker_main(proc))
    proc.send_signal(signum)
    assert stopped(proc)


def test_a_killed_worker_is_started_again_and_the_site_stays_up(run_script):
    port = free_port()
    proc = run_script(port)
    wait_for_line(proc, "worker.1 started")
    assert wait_until(lambda: answers(port) and worker_main(proc))
    killed = worker_main(proc)
    os.kill(killed, signal.SIGKILL)
    wait_for_line(proc, "starting it again")
    assert wait_until(lambda: worker_main(proc) not in (None, killed)), proc.output.read_text()[-2000:]
    assert proc.poll() is None and answers(port)
    proc.send_signal(signal.SIGTERM)
    assert stopped(proc)
