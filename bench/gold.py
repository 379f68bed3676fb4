"""The gold set of issue 19 (bench/gold/): hand-written scripts of randomly drawn cards, with scenarios, by
writers who worked from the printed text, the rules and the language docs only. This scores the engine
playing those hand-written scripts against the writers' expected answers.

    .venv/bin/python bench/gold.py [--list]

In a throwaway SQLite database it imports the full card data, then evaluates every scenario under
bench/gold/<game>/scenarios/ with the gold scripts (bench/gold/<game>/scripts/) in place of the cards' own
effect scripts. Each scenario is right (every expectation met, every pinned rule cited), uncited, wrong, or
refused (the language or a card reference refuses it). It also counts the scripts' statuses.

Then it plays each scenario again with the cards' compiled text in place of their gold scripts, where the
compiler plays exactly the clauses the gold script plays (and the script plays them fully): the issue's gold
check on data the compiler was never tuned on. Each such scenario is identical (the same answers as the gold
scripts give), different (noting when the compiled text meets every expectation the writer gave: the gold
script may be the wrong one), or refused; the others are not comparable.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLD = ROOT / "bench" / "gold"


def main() -> None:
    if os.environ.get("DJANGO_SETTINGS_MODULE"):
        _score("--list" in sys.argv)
        return
    with tempfile.TemporaryDirectory(prefix="bench-gold-") as folder:
        env = {
            **os.environ,
            "DESK_VAR_DIR": folder,
            "DATABASE_URL": f"sqlite:///{Path(folder) / 'bench.sqlite3'}",
            "DJANGO_SETTINGS_MODULE": "config.settings",
        }
        subprocess.run([sys.executable, __file__, *sys.argv[1:]], env=env, check=True)


def _score(listing: bool) -> None:
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    with open(os.devnull, "w") as quiet:
        call_command("import_cards", verbosity=0, stdout=quiet)
    paths = GOLD.glob("*/scripts/*.yaml")
    scripts = {(p.parent.parent.name, p.stem): p.read_text(encoding="utf-8") for p in paths}
    print("scripts:", _statuses(scripts))
    verdicts: Counter = Counter()
    for path in sorted(GOLD.glob("*/scenarios/*.yaml")):
        verdict, detail = _verdict(path, scripts)
        verdicts[(path.parent.parent.name, verdict)] += 1
        if listing and verdict != "right":
            print(f"{verdict:8} {path.relative_to(GOLD)} {detail}")
    for game in sorted({game for game, _ in verdicts}):
        counts = {v: verdicts[(game, v)] for v in ("right", "uncited", "wrong", "refused")}
        total = sum(counts.values())
        print(f"{game}: {total} scenarios: " + ", ".join(f"{v} {n}" for v, n in counts.items()))
    _compiled_against_gold(scripts, listing)


def _compiled_against_gold(scripts: dict, listing: bool) -> None:
    comparisons: Counter = Counter()
    for path in sorted(GOLD.glob("*/scenarios/*.yaml")):
        verdict = _compared(path, scripts)
        comparisons[(path.parent.parent.name, verdict)] += 1
        if listing and verdict.startswith(("different", "refused")):
            print(f"compiled {verdict:9} {path.relative_to(GOLD)}")
    for game in sorted({game for game, _ in comparisons}):
        kinds = ("identical", "different, compiled right", "different", "refused", "not comparable")
        counts = {v: comparisons[(game, v)] for v in kinds}
        found = ", ".join(f"{v} {n}" for v, n in counts.items())
        print(f"{game} compiled text against the gold scripts: {found}")


def _statuses(scripts: dict) -> dict:
    from cards.clauses import engine_status
    from cards.definitions import script_declaration
    from cards.models import Card

    counts: Counter = Counter()
    for (game, key), text in scripts.items():
        card = Card.objects.get(game=game, key=key)
        plays, partly, _ = script_declaration(text)
        counts[(game, engine_status(game=game, markup=card.text, plays=plays, partly=partly).status)] += 1
    return dict(sorted(counts.items()))


def _verdict(path: Path, scripts: dict) -> tuple[str, str]:
    from cards.definitions import card_definition
    from cards.references import resolve_reference
    from rulings.engine import ScenarioError, evaluate, parse_scenario

    def resolve(game: str, ref: str) -> dict | None:
        card = resolve_reference(game=game, ref=ref)
        if card is None:
            return None
        card.effect_script = scripts.get((game, card.key), card.effect_script)
        return card_definition(card)

    try:
        answers = evaluate(parse_scenario(path.read_text(encoding="utf-8"), resolve_card=resolve)).answers
    except ScenarioError as error:
        return "refused", str(error).splitlines()[0]
    wrong = [f"q{i}" for i, a in enumerate(answers) if a.get("matches") is False]
    uncited = [f"q{i}" for i, a in enumerate(answers) if a.get("cites") and not a.get("cited", True)]
    if wrong:
        return "wrong", " ".join(wrong)
    return ("uncited", " ".join(uncited)) if uncited else ("right", "")


def _compared(path: Path, scripts: dict) -> str:
    """The scenario's answers with its gold cards' compiled text against those with their gold scripts."""
    from cards.definitions import card_definition, compiled_definition, script_declaration, with_script_ids
    from cards.references import resolve_reference
    from rulings.engine import ScenarioError, evaluate, parse_scenario

    exact: list[bool] = []

    def resolve(game: str, ref: str, compiled: bool) -> dict | None:
        card = resolve_reference(game=game, ref=ref)
        if card is None:
            return None
        card.effect_script = scripts.get((game, card.key), card.effect_script)
        gold = card_definition(card)
        if not compiled or (game, card.key) not in scripts:
            return gold
        plays, partly, _ = script_declaration(card.effect_script)
        definition, compilation = compiled_definition(card)
        exact.append(bool(plays) and set(plays) == set(compilation.played) and not partly)
        return with_script_ids(definition, gold)

    def answers(compiled: bool) -> list:
        source = path.read_text(encoding="utf-8")
        result = evaluate(parse_scenario(source, resolve_card=lambda g, r: resolve(g, r, compiled)))
        return [(a["id"], (a.get("answer") or {}).get("value"), a.get("matches")) for a in result.answers]

    try:
        gold = answers(False)
    except ScenarioError:
        return "not comparable"
    try:
        compiled = answers(True)
    except ScenarioError:
        return "refused" if exact and all(exact) else "not comparable"
    if not exact or not all(exact):
        return "not comparable"
    if [a[:2] for a in compiled] == [a[:2] for a in gold]:
        return "identical"
    # which side meets the writer's expectations (the gold script may be the wrong one)
    return "different, compiled right" if all(m is not False for *_, m in compiled) else "different"


if __name__ == "__main__":
    main()
