"""Rules engine benchmark: evaluation time against parse+validate time (the floor) for growing scenarios.

    .venv/bin/python bench/engine.py [--sizes 1000,2500,5000,10000]

Each case generates a scenario of n effects (and n/10 cards) as JSON and as YAML text, times parse_scenario
on each (the floor: parse + validate) and evaluate on the same scenario in one run; it prints the times, the
ratio of evaluation to the JSON floor, and the growth exponents of evaluation and of the floor over sizes
(slope of log time vs log n; 1.0 is linear). Add a game: add a generator to CASES.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulings.engine import evaluate, parse_scenario


def l5r_stats(n_effects: int) -> dict:
    """Personalities getting fixed-target bonuses/penalties, some "all of a kind" effects, battles, asks."""
    n_cards = max(2, min(1000, n_effects // 10))
    cards = {
        f"p{i}": {"type": "personality", "owner": "me" if i % 2 else "opp", "zone": "home",
                  "keywords": ["Samurai"] if i % 3 == 0 else [], "stats": {"force": 2, "chi": 50}}
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
    """Beasts under n timestamped continuous effects (22.3c): bonuses, "becomes N" sets, flight granted and
    removed, five "INT3 or more" bonuses fixing their set (22.3b), two rules-changing wards; dawn ends the
    "until dawn" ones; asks read stats, whose value folds every live record in creation order. There are n/10
    beasts, so each beast carries about ten effects at any size."""
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
    """A card played into a mission triggers effect 1; each effect k+1 answers the activation of effect k, so
    n triggered effects stack up and resolve newest first, each gaining its controller 1 Chakra."""
    gain = {"targets": "$controller", "gain_chakra": 1}
    traits = [{"id": "t1", "trigger": {"event": "played", "card": "x"}} | gain]
    traits += [{"id": f"t{i}", "trigger": {"event": "activated", "effect": f"t{i - 1}"}} | gain
               for i in range(2, n_triggers + 1)]  # fmt: skip
    character = {"type": "character", "owner": "P", "stats": {"cost": 1, "power": 1}}
    cards = {"board": character | {"zone": "mission:m", "traits": traits}, "x": character | {"zone": "hand"}}
    steps = [{"play": {"card": "x", "by": "P", "to": "mission:m"}}, {"ask": {"resolution_order": {}}}]
    return {"game": "naruto", "players": ["P", "Q"], "cards": cards, "steps": steps}


CASES: dict[str, Callable[[int], dict]] = {
    "l5r-stats": l5r_stats,
    "chiaxis-continuous": chiaxis_continuous,
    "naruto-chain": naruto_chain,
}
DEFAULT_SIZES = [1000, 2500, 5000, 10000]
CASE_SIZES = {"naruto-chain": [125, 250, 500, 1000]}  # "a chain of 1,000 nested triggers"


def measure(make: Callable[[int], dict], n: int, repeat: int = 3) -> tuple[float, float, float]:
    """Best of `repeat` runs: parse+validate of the JSON text, of the YAML text, and evaluation."""
    data = make(n)
    texts = (json.dumps(data), yaml.dump(data, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper)))
    times: list[list[float]] = [[], [], []]
    for _ in range(repeat):
        for i, text in enumerate(texts):
            start = time.perf_counter()
            scenario = parse_scenario(text)
            times[i].append(time.perf_counter() - start)
        start = time.perf_counter()
        evaluate(scenario)
        times[2].append(time.perf_counter() - start)
    json_s, yaml_s, eval_s = (min(t) for t in times)
    return json_s, yaml_s, eval_s


def exponent(sizes: list[int], times: list[float]) -> float:
    xs, ys = [math.log(s) for s in sizes], [math.log(t) for t in times]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum((x - mx) ** 2 for x in xs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sizes", help="comma-separated sizes (default: 1000,2500,5000,10000; chains 125-1000)"
    )
    parser.add_argument("--case", choices=sorted(CASES), action="append")
    args = parser.parse_args()
    given = [int(s) for s in args.sizes.split(",")] if args.sizes else None
    for name in args.case or sorted(CASES):
        sizes = given or CASE_SIZES.get(name, DEFAULT_SIZES)
        print(f"{name}: size, parse+validate JSON s, YAML s, evaluate s, evaluate/JSON parse")
        floors, evals = [], []
        for n in sizes:
            json_s, yaml_s, eval_s = measure(CASES[name], n)
            floors.append(json_s)
            evals.append(eval_s)
            print(f"  {n:>6} {json_s:10.3f} {yaml_s:10.3f} {eval_s:10.3f} {eval_s / json_s:8.2f}")
        print(
            f"  growth exponent over sizes: evaluation {exponent(sizes, evals):.2f},"
            f" parse+validate {exponent(sizes, floors):.2f}"
        )


if __name__ == "__main__":
    main()
