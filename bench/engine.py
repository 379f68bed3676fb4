"""Rules engine benchmark: evaluation time against parse+validate time (the floor) for growing scenarios.

    .venv/bin/python bench/engine.py [--sizes 1000,2500,5000,10000]

Each case generates a scenario of n effects (and n/10 cards) as JSON and as YAML text, times parse_scenario
on each (the floor: parse + validate) and evaluate on the same scenario in one run, each after a full garbage
collection (so no timing pays for the previous one's garbage); it prints the times, the ratio of evaluation
to the JSON floor, the work the scenario defines (trace entries: each effect application begun or ended, each
answer, each resolution ...) and the evaluation time per entry. Over sizes it prints growth exponents (slope
of log value vs log n; 1.0 is linear) of evaluation time, of the work, of time per unit of work, and of the
floor. A case whose work grows faster than n (l5r-stats: each "all Samurai" effect reaches a third of the
cards, and there are n/10 cards) has a plain exponent above 1 however fast the engine is; time per unit of
work shows the engine's own growth. The real-cards case evaluates n real-card scenarios in turn (the card
scenarios of tests/cards/card_scenarios/, their `ref:` cards resolved beforehand against imported card data by
bench/real_cards.py); at the end, each case's evaluation time per unit of work is printed side by side with
the ratio of the real-card case's to it. Add a game: add a generator to CASES.

    .venv/bin/python bench/engine.py --against main [--case l5r-stats] [--sizes ...]

measures the same cases on another commit (or branch, tag ...) in the same run: its `rulings/` is exported
with `git archive` into a temporary directory; two worker processes (this checkout's engine and that one's,
the same scenario generators) take turns on each case and size, twice each, best of each kept. It prints, new
vs old and their ratio, evaluation time, parse+validate time (JSON) and evaluation time per unit of work (the
trace entries each engine writes), then the growth exponents of both.
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import math
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import yaml

# the checkout whose engine this process measures: this one, or `--root DIR` (a worker of --against)
sys.path.insert(
    0, sys.argv[sys.argv.index("--root") + 1] if "--root" in sys.argv else str(Path(__file__).parent.parent)
)

from rulings.engine import MAX_TRUSTED_SCENARIO_BYTES, ScenarioError, evaluate, parse_scenario

HERE = Path(__file__).resolve().parent.parent


def l5r_stats(n_effects: int, samurai_below: int | None = None) -> dict:
    """Fixed-target bonuses/penalties, battles, asks; each 500th effect gives +1F to all n/30 Samurai.
    Personalities, every third one a Samurai (only among the first `samurai_below` cards, if given): the
    "all Samurai" effects reach n/30 cards each, so the work grows as n + n^2/15,000."""
    n_cards = max(2, min(1000, n_effects // 10))
    samurai_below = n_cards if samurai_below is None else samurai_below
    cards = {
        f"p{i}": {"type": "personality", "owner": "me" if i % 2 else "opp", "zone": "home",
                  "keywords": ["Samurai"] if i % 3 == 0 and i < samurai_below else [],
                  "stats": {"force": 2, "chi": 50}}
        for i in range(n_cards)
    }  # fmt: skip
    steps: list[dict] = [{"begin": {"name": "turn", "player": "me"}}]
    for e in range(n_effects):
        target = f"p{(e * 7) % n_cards}"
        if e % 500 == 0:
            effect = {
                "affects": {"keywords": "Samurai"},
                "stat": "force",
                "change": 1,
                "duration": "end_of_game",
            }
        elif e % 3 == 0:
            effect = {"targets": target, "stat": "force", "max": 9, "duration": "end_of_battle"}
        else:
            effect = {"targets": target, "stat": "force", "change": 1 if e % 2 else -1}
        steps.append({"apply": effect})
        if e % 100 == 0:
            steps.append({"ask": {"stat": "force", "card": target}})
        if e % 1000 == 999:
            steps += [{"begin": {"name": "battle"}}, {"end": "battle"}]
    return {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}


def chiaxis_continuous(n_effects: int) -> dict:
    """Beasts under n timestamped continuous effects (22.3c), about ten per beast at every size.
    Bonuses, "becomes N" sets, flight granted and removed, five "INT3 or more" bonuses fixing their set
    (22.3b), two rules-changing wards; dawn ends the "until dawn" ones; asks read stats, whose value folds
    every live record in creation order. There are n/10 beasts."""
    n_cards = max(10, n_effects // 10)
    cards = {f"b{i}": {"type": "beast", "owner": "me" if i % 2 else "rival", "zone": "city",
                       "stats": {"cost": 1, "int": i % 5, "atk": 3}} for i in range(n_cards)}  # fmt: skip
    every_kind, every_ward = n_effects // 5, n_effects // 2
    steps: list[dict] = []
    for e in range(0, n_effects, 10):  # one action resolving 10 effects
        effects = []
        for k in range(e, min(e + 10, n_effects)):
            target = f"b{(k * 7) % n_cards}"
            if k % every_kind == 1:
                effect = {
                    "affects": {"type": "beast", "stats": {"int": {"at_least": 3}}},
                    "stat": "atk",
                    "change": 1,
                }
            elif k % every_ward == 2:
                effect = {"affects": {"type": "beast"}, "prevent": {"event": "wound"}}
            elif k % 5 == 0:
                effect = {"targets": target, "stat": "atk", "set": k % 7}
            elif k % 5 == 1:
                effect = {"targets": target, "grant_keyword" if k % 2 else "remove_keyword": "Flight"}
            else:
                effect = {"targets": target, "stat": "atk" if k % 2 else "int", "change": 1 if k % 3 else -1}
            effects.append(effect | {"duration": "until_dawn" if k % 4 == 0 else "end_of_game"})
        steps.append({"action": {"id": f"a{e}", "by": "me", "effects": effects}})
        if e % 100 == 0:
            steps.append({"ask": {"stat": "atk", "card": f"b{(e * 7) % n_cards}"}})
        if e % 1000 == 990:
            steps.append({"begin": {"name": "dawn"}})
    return {"game": "chiaxis", "players": ["me", "rival"], "cards": cards, "steps": steps}


def naruto_chain(n_triggers: int) -> dict:
    """A chain of n nested triggers, resolved newest first.
    A card played into a mission triggers effect 1; each effect k+1 answers the activation of effect k, so
    n triggered effects stack up and resolve newest first, each gaining its controller 1 Chakra."""
    gain = {"targets": "$controller", "gain_chakra": 1}
    traits = [{"id": "t1", "trigger": {"event": "played", "card": "x"}} | gain]
    traits += [{"id": f"t{i}", "trigger": {"event": "activated", "effect": f"t{i - 1}"}} | gain
               for i in range(2, n_triggers + 1)]  # fmt: skip
    character = {"type": "character", "owner": "P", "stats": {"cost": 1, "power": 1}}
    cards = {"board": character | {"zone": "mission:m", "traits": traits}, "x": character | {"zone": "hand"}}
    steps = [{"play": {"card": "x", "by": "P", "to": "mission:m"}}, {"ask": {"resolution_order": {}}}]
    return {"game": "naruto", "players": ["P", "Q"], "cards": cards, "steps": steps}


def l5r_stats_bounded(n_effects: int) -> dict:
    """l5r-stats with 34 Samurai at every size (bounded fan-out: the work grows linearly with n).
    At 1,000 effects it is l5r-stats; above, each "all Samurai" effect still reaches only 34 cards."""
    return l5r_stats(n_effects, samurai_below=100)


REAL_CARDS = Path(tempfile.gettempdir()) / "desk-bench-real-cards.json"  # written by bench/real_cards.py


def real_cards(n_scenarios: int) -> list[dict]:
    """n real-card scenarios, each card scenario of tests/cards/card_scenarios/ in turn.
    Their database cards are resolved beforehand (bench/real_cards.py); any this engine refuses is left out.
    """
    scenarios = []
    for data in json.loads(REAL_CARDS.read_text(encoding="utf-8")):
        try:
            parse_scenario(data)
        except ScenarioError:
            continue  # (an older engine measured with --against may lack a construct)
        scenarios.append(data)
    return [scenarios[i % len(scenarios)] for i in range(n_scenarios)]


CASES: dict[str, Callable[[int], dict | list[dict]]] = {
    "l5r-stats": l5r_stats,
    "l5r-stats-bounded": l5r_stats_bounded,
    "chiaxis-continuous": chiaxis_continuous,
    "naruto-chain": naruto_chain,
    "real-cards": real_cards,
}
DEFAULT_SIZES = [1000, 2500, 5000, 10000]
CASE_SIZES = {
    "naruto-chain": [125, 250, 500, 1000],  # "a chain of 1,000 nested triggers"
    "real-cards": [50, 100, 200, 400],  # scenarios evaluated, one after another
}


def measure(
    make: Callable[[int], dict], n: int, repeat: int = 3, budget_s: float = 2.0
) -> tuple[float, float, float, int]:
    """Best of at least `repeat` runs, and of as many as fit in `budget_s` (small sizes are noisy on a
    shared machine): parse+validate of the JSON text, of the YAML text, and evaluation; and the work (trace
    entries) of the evaluation. Times are this process's CPU time: what other processes take of a busy
    machine's cores is not counted against the engine."""
    made = make(n)
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    texts = [
        (json.dumps(data), yaml.dump(data, Dumper=dumper))
        for data in ([made] if isinstance(made, dict) else made)
    ]
    del made
    times: list[list[float]] = [[], [], []]
    began = time.perf_counter()
    while len(times[2]) < repeat or time.perf_counter() - began < budget_s:
        run, work = [0.0, 0.0, 0.0], 0
        for pair in texts:  # (a case of several scenarios: the sum over them)
            for i, text in enumerate(pair):
                gc.collect()
                start = time.process_time()
                scenario = parse_scenario(
                    text, max_bytes=MAX_TRUSTED_SCENARIO_BYTES
                )  # above the public limit
                run[i] += time.process_time() - start
            gc.collect()
            start = time.process_time()
            work += len(evaluate(scenario).trace)
            run[2] += time.process_time() - start
        for i in range(3):
            times[i].append(run[i])
    json_s, yaml_s, eval_s = (min(t) for t in times)
    return json_s, yaml_s, eval_s, work


def exponent(sizes: list[int], times: list[float]) -> float:
    """The slope of log(time) over log(size); NaN for a single size (no growth to measure)."""
    if len(set(sizes)) < 2:
        return math.nan
    xs, ys = [math.log(s) for s in sizes], [math.log(t) for t in times]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum((x - mx) ** 2 for x in xs)


def serve() -> None:
    """A worker for --against: measure each `[case, size]` line read, answer with one JSON line."""
    for line in sys.stdin:
        name, n = json.loads(line)
        print(json.dumps(measure(CASES[name], n)), flush=True)


class Worker:
    """A process measuring the engine of one checkout."""

    def __init__(self, root: Path):
        command = [sys.executable, str(Path(__file__).resolve()), "--serve", "--root", str(root)]
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def measure(self, name: str, n: int) -> list:
        self.process.stdin.write(json.dumps([name, n]) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait()


def export(rev: str, into: Path) -> Path:
    """The `rulings/` package of a git revision, unpacked under `into`."""
    archive = subprocess.run(
        ["git", "-C", str(HERE), "archive", "--format=tar", rev, "rulings"], capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def compare(rev: str, names: list[str], given: list[int] | None) -> None:
    """Interleaved runs of this checkout's engine (new) and the engine of `rev` (old) on the same cases."""
    with tempfile.TemporaryDirectory(prefix="bench-engine-") as tmp:
        workers = {"new": Worker(HERE), "old": Worker(export(rev, Path(tmp)))}
        try:
            for name in names:
                sizes = given or CASE_SIZES.get(name, DEFAULT_SIZES)
                print(f"{name}: new (this checkout) vs old ({rev})")
                print(
                    "    size  evaluate s new / old   ratio   parse+validate s new / old   ratio"
                    "   us/entry new / old   ratio"
                )
                best: dict[str, list] = {"new": [], "old": []}
                for n in sizes:
                    runs = {"new": [], "old": []}
                    for _ in range(2):  # new, old, new, old: drift on a shared machine hits both
                        for which, worker in workers.items():
                            runs[which].append(worker.measure(name, n))
                    got = {w: [min(r[i] for r in runs[w]) for i in range(3)] + [runs[w][0][3]] for w in runs}
                    for w in got:
                        best[w].append(got[w])
                    (jn, _, en, wn), (jo, _, eo, wo) = got["new"], got["old"]
                    un, uo = en / wn * 1e6, eo / wo * 1e6
                    print(
                        f"  {n:>6} {en:10.3f} / {eo:7.3f} {en / eo:7.2f}"
                        f" {jn:18.3f} / {jo:7.3f} {jn / jo:7.2f} {un:14.1f} / {uo:5.1f} {un / uo:7.2f}"
                    )
                for w in ("new", "old"):
                    evals, floors = [b[2] for b in best[w]], [b[0] for b in best[w]]
                    per_work = [b[2] / b[3] for b in best[w]]
                    print(
                        f"  growth exponents ({w}): evaluation {exponent(sizes, evals):.2f},"
                        f" evaluation per unit of work {exponent(sizes, per_work):.2f},"
                        f" parse+validate {exponent(sizes, floors):.2f}"
                    )
        finally:
            for worker in workers.values():
                worker.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sizes", help="comma-separated sizes (default: 1000,2500,5000,10000; chains 125-1000)"
    )
    parser.add_argument("--case", choices=sorted(CASES), action="append")
    parser.add_argument("--against", metavar="REV", help="also measure the engine of this git revision")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--root", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve()
        return
    given = [int(s) for s in args.sizes.split(",")] if args.sizes else None
    names = args.case or sorted(CASES)
    if "real-cards" in names:
        from real_cards import resolved  # (Django and a throwaway database, in a child process)

        resolved(REAL_CARDS)
    if args.against:
        compare(args.against, names, given)
        return
    per_entry = {name: run_case(name, given) for name in names}
    side_by_side(per_entry)


def side_by_side(per_entry: dict[str, float]) -> None:
    """Each case's evaluation per unit of work at its largest size, and the real-card case's against it."""
    real = per_entry.get("real-cards")
    print("evaluation per unit of work (us/entry, largest size)" + (", real-cards / case" if real else ""))
    for name, us in per_entry.items():
        print(f"  {name:<20} {us:9.1f}" + (f" {real / us:9.2f}" if real else ""))


def run_case(name: str, given: list[int] | None) -> float:
    """One case's table and growth exponents; its evaluation time per trace entry (us) at its largest size."""
    sizes = given or CASE_SIZES.get(name, DEFAULT_SIZES)
    print(f"{name}: {CASES[name].__doc__.splitlines()[0]}")
    print("    size  JSON parse s  YAML parse s  evaluate s  eval/JSON  work (trace entries)  us/entry")
    floors, evals, works = [], [], []
    for n in sizes:
        json_s, yaml_s, eval_s, work = measure(CASES[name], n)
        floors.append(json_s)
        evals.append(eval_s)
        works.append(work)
        print(
            f"  {n:>6} {json_s:13.3f} {yaml_s:13.3f} {eval_s:11.3f} {eval_s / json_s:10.2f}"
            f" {work:20} {eval_s / work * 1e6:9.1f}"
        )
    per_work = [t / w for t, w in zip(evals, works, strict=True)]
    print(
        f"  growth exponent over sizes: evaluation {exponent(sizes, evals):.2f},"
        f" work {exponent(sizes, works):.2f},"
        f" evaluation per unit of work {exponent(sizes, per_work):.2f},"
        f" parse+validate {exponent(sizes, floors):.2f}"
    )
    return evals[-1] / works[-1] * 1e6


if __name__ == "__main__":
    main()
