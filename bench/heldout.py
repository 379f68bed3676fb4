"""Score the engine on held-out scenarios: sets written from the corpus and the language docs alone, by
someone who never saw the engine, its tests or its scenarios (issue 18).

    .venv/bin/python bench/heldout.py [DIR ...] [--half dev|test|all] [--list]

Every `*.yaml` under each DIR (default: the sets in bench/heldout/engine/) is a scenario with expected
answers. A scenario is *right* when it parses and every expected answer matches, and *uncited* among those
when the trace does not cite every rule its asks pin (`cites:`); *wrong* when an answer does not match (a
confident wrong answer unless the engine says what it ignores); *refused* when the parser or the engine
refuses it (the language cannot say it, or the writer misused it). Each file belongs to the dev half or the
test half by a hash of its path inside DIR, fixed before any tuning: tune on the dev half only, report the
test half.

When a set was written, the scenarios the engine answered right, citing every pinned rule, moved into the
conformance suite (rulings/examples/<game>/: `combo-*.yaml` and `<entry>--<anchor>.yaml`); what stays in
bench/heldout/engine/ is what it did not answer that way then. The README gives the first measure of each set.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from rulings.engine.loader import load_games

SETS = Path(__file__).resolve().parent / "heldout" / "engine"


def half(relative: str) -> str:
    """'dev' or 'test', by the first byte of the SHA-256 of the file's path inside its set."""
    return "test" if hashlib.sha256(relative.encode()).digest()[0] % 2 else "dev"


def verdict(path: Path) -> tuple[str, str]:
    """(right | uncited | wrong | refused, why) for one scenario file."""
    try:
        result = evaluate(parse_scenario(path.read_text(encoding="utf-8")))
    except ScenarioError as error:
        return "refused", str(error).splitlines()[0][:160]
    asked = [a for a in result.answers if "expected" in a]
    if not asked:
        return "refused", "no expected answer"
    wrong = [a for a in asked if not a["matches"]]
    if wrong:
        a = wrong[0]
        return "wrong", f"{a['id']}: expected {a['expected']!r}, engine {a['answer']!r}"
    uncited = [a for a in result.answers if "cites" in a and not a["cited"]]
    if uncited:
        return "uncited", f"{uncited[0]['id']}: the trace does not cite {uncited[0]['cites']}"
    return "right", ""


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("dirs", nargs="*", type=Path)
    parser.add_argument("--half", choices=("dev", "test", "all"), default="all")
    parser.add_argument("--list", action="store_true", help="print every scenario's verdict")
    args = parser.parse_args()
    load_games()
    for folder in args.dirs or sorted(p for p in SETS.iterdir() if p.is_dir()):
        counts: dict[str, Counter] = {"dev": Counter(), "test": Counter()}
        for path in sorted(folder.rglob("*.yaml")):
            relative = path.relative_to(folder).as_posix()
            part = half(relative)
            if args.half not in ("all", part):
                continue
            outcome, why = verdict(path)
            counts[part][outcome] += 1
            if args.list:
                print(f"{part:4} {outcome:7} {relative} {why}")
        print(f"{folder}:")
        for part, c in counts.items():
            total = sum(c.values())
            if total:
                right = c["right"] + c["uncited"]
                print(
                    f"  {part:4} {total:4} scenarios: right {right} ({right / total:.0%}; "
                    f"{c['uncited']} of them uncited), wrong {c['wrong']}, refused {c['refused']}"
                )


if __name__ == "__main__":
    main()
