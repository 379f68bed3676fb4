"""python manage.py ask FILE [--json]: print a scenario's answers and rule-cited trace.

A command of the questions app, not the glossary's: it names cards through the card database, and only the
questions app sits above both the engine and the cards.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cards.services import card_definition_for
from rulings.engine import MAX_TRUSTED_SCENARIO_BYTES, ScenarioError, evaluate, parse_scenario


def card_resolver():
    """Scenario card names resolved through the card database."""
    return lambda game, title: card_definition_for(game=game, title=title)


class Command(BaseCommand):
    help = "Answer the questions of a scenario file (YAML or JSON) with the rules engine."

    def add_arguments(self, parser):
        parser.add_argument("file", help="scenario file (see docs/scenario-format.md)")
        parser.add_argument("--json", action="store_true", help="print the full result as JSON")

    def handle(self, *args, file: str, json: bool = False, **options):
        path = Path(file)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise CommandError(f"cannot read {file}: {exc}") from None
        try:
            scenario = parse_scenario(
                text, resolve_card=card_resolver(), max_bytes=MAX_TRUSTED_SCENARIO_BYTES
            )  # a file of the site's own: not the public limit
            result = evaluate(scenario)
        except ScenarioError as exc:
            raise CommandError(f"invalid scenario {file}:\n{exc}") from None
        if json:
            self.stdout.write(result.to_json())
            return
        self._print(result.to_dict())

    def _print(self, data: dict) -> None:
        self.stdout.write(f"Answers (engine {data['engine_version']}, game {data['game']}):")
        for a in data["answers"]:
            check = (
                ""
                if "matches" not in a
                else ("  [as expected]" if a["matches"] else f"  [EXPECTED {a['expected']}]")
            )
            self.stdout.write(f"  {a['id']} {_q(a['question'])}: {_v(a['answer'])}{check}")
        self.stdout.write("Trace:")
        for t in data["trace"]:
            self.stdout.write(f"  step {t['step']:>3}  {t['rule']:<44} {t['text']}")
        for b in data.get("branches", []):
            self.stdout.write(f"Branch {b['choices']}:")
            for t in b["trace"]:
                self.stdout.write(f"  step {t['step']:>3}  {t['rule']:<44} {t['text']}")


def _q(question: dict) -> str:
    return ", ".join(f"{k}={v}" for k, v in question.items())


def _v(answer: dict):
    return json.dumps(answer.get("value"), sort_keys=True)
