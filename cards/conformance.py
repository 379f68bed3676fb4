"""Which example scenarios (``rulings/examples/<game>/*.yaml``, in the engine's language) use a card.

A scenario of the card's game uses it when one of its ``cards:`` names it by ``ref:`` or ``title:``, or when
its prose (title, note, source opening) names it: the title as written on the card, with its version in
parentheses when it has one ("Sasuke Uchiha (Last of the Uchiha Clan)"), or a printing's number ("KS-013").
Names resolve as card references do (``cards.references``). The files are read by the examples catalog
(``rulings.examples.catalog``), once per modification.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

from rulings.examples import EXAMPLES_DIR
from rulings.examples.catalog import all_examples

from .markup import fold
from .models import Card
from .references import pick, pick_reference

CONFORMANCE_DIR = EXAMPLES_DIR


@dataclass(frozen=True)
class ScenarioUse:
    path: str  # relative to the repository when inside it
    title: str
    game: str = ""
    slug: str = ""  # the example's name in the catalog (its file name without .yaml)


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
    """The example scenarios that name ``card``, in path order."""
    if not folder.is_dir():
        return []
    examples = all_examples(game=card.game, folder=None if folder == EXAMPLES_DIR else folder)
    if not examples:
        return []
    same_title = list(
        Card.objects.filter(game=card.game, title_search__startswith=fold(card.title))
        .with_details()
        .prefetch_related("printings")
    )
    card = next((c for c in same_title if c.pk == card.pk), card)
    uses = []
    for example in examples:
        named = any(pick_reference(same_title, ref) == card for ref in example.refs)
        if named or _named_in_prose(card, same_title, example.prose):
            uses.append(
                ScenarioUse(
                    _display_path(example.path),
                    example.title or example.path.stem,
                    example.game,
                    example.slug,
                )
            )
    return uses
