"""Which conformance scenarios (``rulings/examples/<game>/*.yaml``, in the engine's language) use a card.

A scenario of the card's game uses it when one of its ``cards:`` names it by ``ref:`` or ``title:``, or when
its prose (title, note, source opening) names it: the title as written on the card, with its version in
parentheses when it has one ("Sasuke Uchiha (Last of the Uchiha Clan)"), or a printing's number ("KS-013").
Names resolve as card references do (``cards.references``). Files are parsed once per modification.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml
from django.conf import settings

from rulings.examples import EXAMPLES_DIR

from .markup import fold
from .models import Card
from .references import pick, pick_reference

CONFORMANCE_DIR = EXAMPLES_DIR
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
    prose: str


@lru_cache(maxsize=4096)
def _read(path: str, stamp: tuple[int, int]) -> _Scenario:
    """A scenario's game, title and card names; an unreadable file uses no card."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = yaml.load(handle, Loader=Loader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return _Scenario("", "", (), "")
    if not isinstance(data, dict):
        return _Scenario("", "", (), "")
    cards = data.get("cards") if isinstance(data.get("cards"), dict) else {}
    refs = tuple(
        name
        for card in cards.values()
        if isinstance(card, dict)
        for name in (card.get("ref"), card.get("title"))
        if isinstance(name, str) and name.strip()
    )
    title = data.get("title") if isinstance(data.get("title"), str) else ""
    source = data.get("source") if isinstance(data.get("source"), dict) else {}
    prose = "\n".join(
        text for text in (title, data.get("note"), source.get("opening")) if isinstance(text, str)
    )
    return _Scenario(str(data.get("game", "")), title, refs, prose)


_NUMBER = re.compile(r"^([A-Za-z]+-\d+)")  # "KS-013" of printing code "KS-013-C"


def _named_in_prose(card: Card, same_title: list[Card], prose: str) -> bool:
    for code in {m.group(1) for p in card.printings.all() if (m := _NUMBER.match(p.code))}:
        if re.search(rf"\b{re.escape(code)}(?![\w-])", prose):
            return True
    for match in re.finditer(rf"\b{re.escape(card.title)}\b(?:\s*\((?P<version>[^()]+)\))?", prose):
        if pick(same_title, card.title, match.group("version") or "") == card:
            return True
    return False


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
        Card.objects.filter(game=card.game, title_search__startswith=fold(card.title))
        .with_details()
        .prefetch_related("printings")
    )
    card = next((c for c in same_title if c.pk == card.pk), card)
    uses = []
    for path in sorted(folder.rglob("*.yaml")):
        stat = path.stat()
        scenario = _read(str(path), (stat.st_mtime_ns, stat.st_size))
        if scenario.game != card.game:
            continue
        named = any(pick_reference(same_title, ref) == card for ref in scenario.refs)
        if named or _named_in_prose(card, same_title, scenario.prose):
            uses.append(ScenarioUse(_display_path(path), scenario.title or path.stem))
    return uses
