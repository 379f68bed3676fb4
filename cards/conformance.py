"""Which conformance scenarios (``tests/conformance/**/*.yaml``, in the engine's language) use a card.

A scenario uses a card when one of its ``cards:`` names it, by ``ref:`` (resolved from the card database) or
by ``title:``, in the scenario's game. Files are parsed once per modification and cached.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml
from django.conf import settings

from .markup import fold
from .models import Card
from .references import pick_reference

CONFORMANCE_DIR = Path(settings.BASE_DIR) / "tests" / "conformance"
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class ScenarioUse:
    path: str  # relative to the repository when inside it
    title: str


@dataclass(frozen=True)
class _Scenario:
    game: str
    title: str
    refs: tuple[str, ...]


@lru_cache(maxsize=4096)
def _read(path: str, stamp: tuple[int, int]) -> _Scenario:
    """A scenario's game, title and card names; an unreadable file uses no card."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = yaml.load(handle, Loader=Loader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return _Scenario("", "", ())
    if not isinstance(data, dict):
        return _Scenario("", "", ())
    cards = data.get("cards") if isinstance(data.get("cards"), dict) else {}
    refs = tuple(
        name
        for card in cards.values()
        if isinstance(card, dict)
        for name in (card.get("ref"), card.get("title"))
        if isinstance(name, str) and name.strip()
    )
    title = data.get("title") if isinstance(data.get("title"), str) else ""
    return _Scenario(str(data.get("game", "")), title, refs)


def _display_path(path: Path) -> str:
    try:
        return str(path.relative_to(settings.BASE_DIR))
    except ValueError:
        return str(path)


def scenarios_using(card: Card, *, folder: Path = CONFORMANCE_DIR) -> list[ScenarioUse]:
    """The conformance scenarios that name ``card``, in path order."""
    if not folder.is_dir():
        return []
    same_title = list(
        Card.objects.filter(game=card.game, title_search__startswith=fold(card.title)).with_details()
    )
    uses = []
    for path in sorted(folder.rglob("*.yaml")):
        stat = path.stat()
        scenario = _read(str(path), (stat.st_mtime_ns, stat.st_size))
        if scenario.game != card.game:
            continue
        if any(getattr(pick_reference(same_title, ref), "pk", None) == card.pk for ref in scenario.refs):
            uses.append(ScenarioUse(_display_path(path), scenario.title or path.stem))
    return uses
