"""Question round trip: submit through the API, a real Celery worker evaluates, against the engine in-process.

    .venv/bin/python bench/questions.py [--questions 200] [--brokers redis,filesystem]

For each broker (Redis at 127.0.0.1:6379, db 14; kombu's filesystem transport), in a throwaway SQLite database
with real worker processes (`celery worker --pool=solo`), measured in one run:

- in-process: parse + evaluate of each scenario, as the worker does it (the median of 3 runs);
- latency: one question at a time, POST /api/questions/ (Django's test client) to the moment the worker
  stored the answer (the row's finished_at), so it holds the API, the queue, the worker and the database;
- overhead = latency - in-process, per question; p50 and p95 of each;
- throughput: all questions submitted at once, questions per second until the last is answered, with one
  and with two worker processes.

The scenarios are the example scenarios, each made distinct by one extra player (so no answer is served from
an identical earlier question). Aim: p50 overhead under 100 ms on Redis.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
BROKERS = {"redis": "redis://127.0.0.1:6379/14", "filesystem": "filesystem://"}


def child_env(folder: Path, broker: str) -> dict[str, str]:
    return {
        **os.environ,
        "DESK_VAR_DIR": str(folder),
        "DATABASE_URL": f"sqlite:///{folder / 'bench.sqlite3'}",
        "CELERY_BROKER_URL": BROKERS[broker],
        "DESK_QUESTION_RATE_ADDRESS": "1000000/hour",
        "DESK_QUESTION_RATE_USER": "1000000/hour",
        "DESK_QUESTIONS_MAX_PENDING": "1000000",
        "DESK_QUESTIONS_RETRY_SECONDS": "10",
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "PYTHONUNBUFFERED": "1",
    }


def scenarios(count: int) -> list[str]:
    """`count` distinct, valid scenario texts built from the examples."""
    import yaml

    from rulings.engine import ScenarioError, parse_scenario
    from rulings.examples import example_paths

    texts: list[str] = []
    examples = [yaml.safe_load(path.read_text(encoding="utf-8")) for path in example_paths()]
    index = 0
    while len(texts) < count:
        data = json.loads(json.dumps(examples[index % len(examples)]))
        data["players"] = [*data["players"], f"bench-{index}"]
        text = json.dumps(data)
        index += 1
        try:
            parse_scenario(text)
        except ScenarioError:
            continue  # an example whose game allows no extra player
        texts.append(text)
    return texts


def in_process_seconds(text: str) -> float:
    from rulings.engine import evaluate, parse_scenario

    runs = []
    for _ in range(3):
        started = time.perf_counter()
        evaluate(parse_scenario(text))
        runs.append(time.perf_counter() - started)
    return statistics.median(runs)


def start_workers(n: int, env: dict, folder: Path) -> list[subprocess.Popen]:
    workers = []
    for i in range(n):
        log = folder / f"worker-{n}-{i}.log"
        cmd = [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo", "--loglevel=info",
               "--without-heartbeat", "--without-mingle", "--without-gossip",
               f"--hostname=b{i}@%h"]  # fmt: skip
        out = log.open("w")
        workers.append(subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT))
        deadline = time.monotonic() + 30
        while " ready." not in log.read_text():
            if time.monotonic() > deadline:
                raise SystemExit(f"worker did not start:\n{log.read_text()}")
            time.sleep(0.05)
    return workers


def stop(workers: list[subprocess.Popen]) -> None:
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.wait(timeout=30)


def submit(client, text: str) -> str:
    response = client.post("/api/questions/", {"scenario": text}, content_type="application/json")
    if response.status_code != 202:
        raise SystemExit(f"submission failed: {response.status_code} {response.content[:300]!r}")
    return response.json()["id"]


SWEPT = [0]  # questions the sweep had to enqueue again (messages the broker lost)


def wait_done(ids: list[str], timeout: float = 600) -> None:
    """Poll until every question is answered; run the sweep every 15 s, as Celery beat does on the site."""
    from rulings.questions.models import Question, Status
    from rulings.questions.services import questions_sweep

    deadline = time.monotonic() + timeout
    next_sweep = time.monotonic() + 15
    pending = set(ids)
    while pending:
        finished = Question.objects.filter(pk__in=pending, status__in=[Status.DONE, Status.FAILED])
        pending -= {str(pk) for pk in finished.values_list("pk", flat=True)}
        if time.monotonic() > deadline:
            raise SystemExit(f"{len(pending)} questions not answered in {timeout} s")
        if time.monotonic() > next_sweep:
            SWEPT[0] += questions_sweep()
            next_sweep = time.monotonic() + 15
        time.sleep(0.002)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def run_child(broker: str, count: int) -> dict:
    """Runs inside a process whose environment selects the broker and the throwaway database."""
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client
    from django.test.utils import setup_test_environment

    from rulings.questions.models import Question

    setup_test_environment()  # the test client needs it; the database is the throwaway file
    call_command("migrate", verbosity=0)
    folder = Path(os.environ["DESK_VAR_DIR"])
    env = dict(os.environ)
    texts = scenarios(count)
    local = [in_process_seconds(text) for text in texts]
    client = Client()
    workers = start_workers(1, env, folder)
    try:
        submit(client, texts[0])  # warm up: imports and connections in the worker
        wait_done([str(Question.objects.latest("created_at").pk)])
        Question.objects.all().delete()
        latencies = []
        for text in texts:
            started = time.time()
            question_id = submit(client, text)
            wait_done([question_id])
            finished = Question.objects.get(pk=question_id).finished_at.timestamp()
            latencies.append(finished - started)
        Question.objects.all().delete()
        throughput = {1: burst(client, texts)}
    finally:
        stop(workers)
    workers = start_workers(2, env, folder)
    try:
        Question.objects.all().delete()
        throughput[2] = burst(client, texts)
    finally:
        stop(workers)
    overhead = [lat - loc for lat, loc in zip(latencies, local, strict=True)]
    return {
        "broker": broker,
        "questions": len(texts),
        "in_process": [pct(local, 0.5), pct(local, 0.95)],
        "latency": [pct(latencies, 0.5), pct(latencies, 0.95)],
        "overhead": [pct(overhead, 0.5), pct(overhead, 0.95)],
        "throughput": throughput,
        "in_process_rate": len(texts) / sum(local),
        "swept": SWEPT[0],
    }


def burst(client, texts: list[str]) -> float:
    from rulings.questions.models import Question

    Question.objects.all().delete()
    started = time.perf_counter()
    ids = [submit(client, text) for text in texts]
    wait_done(ids)
    return len(ids) / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--brokers", default="redis,filesystem")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(run_child(args.child, args.questions)))
        return
    rows = []
    for broker in args.brokers.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            if broker == "redis":
                subprocess.run(["redis-cli", "-n", "14", "flushdb"], check=False, capture_output=True)
            out = subprocess.run(
                [sys.executable, __file__, "--child", broker, "--questions", str(args.questions)],
                env=child_env(Path(tmp), broker), capture_output=True, text=True, check=False,
            )  # fmt: skip
            if out.returncode:
                raise SystemExit(f"{broker}: {out.stderr[-3000:]}")
            rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
    ms = lambda pair: f"{pair[0] * 1000:7.1f} {pair[1] * 1000:7.1f}"  # noqa: E731
    heads = f"{'in-process ms':>15}  {'latency ms':>15}  {'overhead ms':>15}"
    print(f"{'broker':<11} {'n':>4}  {heads}  q/s: 1 worker, 2")
    print(f"{'':<11} {'':>4}  {'p50':>7} {'p95':>7}  {'p50':>7} {'p95':>7}  {'p50':>7} {'p95':>7}")
    for r in rows:
        q = r["throughput"]
        print(
            f"{r['broker']:<11} {r['questions']:>4}  {ms(r['in_process'])}  {ms(r['latency'])}"
            f"  {ms(r['overhead'])}  {q['1']:6.1f} {q['2']:6.1f}  (in-process {r['in_process_rate']:.0f}/s;"
            f" {r['swept']} re-enqueued by the sweep)"
        )


if __name__ == "__main__":
    main()
