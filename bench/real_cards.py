"""The real-card scenarios (tests/cards/card_scenarios/), each `ref:` card resolved against imported card
data, for bench/engine.py's real-cards case.

    .venv/bin/python bench/real_cards.py OUT.json

In a throwaway SQLite database it imports the sample card sets the card tests use and the effect scripts, then
writes every card scenario with its database cards written out in full (the definition the resolver gives,
its effect ids scoped to the card as the parser does), so the engine benchmark needs no database.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "cards" / "card_scenarios"


def resolved(out: Path) -> list[dict]:
    """The card scenarios, resolved in a child process (Django, a throwaway database) into `out`."""
    with tempfile.TemporaryDirectory(prefix="bench-real-cards-") as folder:
        env = {
            **os.environ,
            "DESK_VAR_DIR": folder,
            "DATABASE_URL": f"sqlite:///{Path(folder) / 'bench.sqlite3'}",
            "DJANGO_SETTINGS_MODULE": "config.settings",
        }
        subprocess.run([sys.executable, str(Path(__file__).resolve()), str(out)], env=env, check=True)
    return json.loads(out.read_text(encoding="utf-8"))


def _write(out: Path) -> None:
    sys.path.insert(0, str(ROOT))
    import django
    import yaml

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    from bench.card_sample import sample_paths
    from cards.services import card_definition_for, cards_import_paths, effect_scripts_load
    from rulings.engine.language.card_refs import scoped

    call_command("migrate", verbosity=0)
    cards_import_paths(paths=sample_paths(Path(settings.DESK_CARDDATA_DIR)))
    effect_scripts_load()
    scenarios = []
    for path in sorted(SCENARIOS.glob("*/*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for cid, card in data["cards"].items():
            if isinstance(card, dict) and "ref" in card:
                definition = card_definition_for(game=data["game"], title=card["ref"])
                rest = {k: v for k, v in card.items() if k != "ref"}
                data["cards"][cid] = {"title": card["ref"], **scoped(definition, cid), **rest}
        scenarios.append(data)
    out.write_text(json.dumps(scenarios), encoding="utf-8")


if __name__ == "__main__":
    _write(Path(sys.argv[1]))
