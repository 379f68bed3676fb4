"""Cards created during the game, for any game that opts in: `{targets: $controller, create: {id: bear, type:
personality, stats: {...}, keywords: [...], abilities: [...]}}` creates the card written there, owned and
controlled by the target player, and puts it into play at his home.

The card is one of the scenario's from the start (language/context.py's `created_card`: steps and questions
name it by its id), but it does not exist until created. An effect creates its card once in a question: a
second creation would be a second card, which the scenario cannot name, so it is refused rather than
dropped. A created card that cannot enter play, or leaves it, ceases to exist (the concept `created-cease`).

A game opts in by adding `OPS` to its `GameRules`, mapping the concepts `create` (that effects create cards)
and `created-enter` (where a created card enters play) to its rule ids, and registering the card types it
creates this way (`register_creatable`); a game that maps neither refuses `create` at parse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import Problem, ScenarioError
from ..language.vocabulary import Op
from .zones import change_zone

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.context import ParseContext
    from ..language.reader import Node
    from .game_state import Card

CREATABLE: dict[str, frozenset[str]] = {}  # game -> the card types an effect creates into play on their own
WHY_NOT: dict[str, str] = {}  # game -> why it refuses to create the other types


def register_creatable(game: str, types: frozenset[str], why_not: str) -> None:
    """The card types `create` puts into play in this game; `why_not`: why the others are refused."""
    CREATABLE[game] = types
    WHY_NOT[game] = why_not


@dataclass(frozen=True, slots=True)
class Create:
    card: str | None  # the created card's id (None: refused at parse)


def _parse(node: Node, ctx: ParseContext) -> Create:
    card = ctx.created_card(node, "create")
    ctype = node.child("create").value.get("type") if card is not None else None
    types = CREATABLE.get(ctx.rules.name, frozenset())
    if isinstance(ctype, str) and ctype in ctx.rules.card_types and ctype not in types:
        why = WHY_NOT.get(ctx.rules.name, "")
        node.error(f"a created {ctype} is not played by this engine: {why}", "create")
    return Create(card)


def bring_into_existence(engine: Engine, card_id: str, player: str, event: dict) -> Card:
    """The created card now exists, owned and controlled by `player` (not yet in play); once per question."""
    card = engine.cards[card_id]
    created = engine.state.created
    if card.id in created:
        why = f"{card.id} has been created once already: a second creation would be another card, unnamed"
        raise ScenarioError([Problem(f"steps[{engine.step_index}]", why)])
    created.add(card.id)
    card.owner = card.controller = player
    card.exists = True
    text = f"{event['effect']} creates {card.id}, owned and controlled by {player}: it is in no deck"
    engine.note(engine.rules.rule("create"), text)
    return card


def _perform(engine: Engine, params: Create, target: str, event: dict) -> bool:
    card = bring_into_existence(engine, params.card or "", target, event)
    zone = engine.rules.default_entry_zone
    reason = engine.rules.may_enter(engine, card, zone)
    if reason is not None:
        why = f"{card.id} cannot enter play at {zone}: {reason}"
        engine.note(engine.rules.cannot_enter_rule(engine, card), why)
        card.exists = False
        engine.note(engine.rules.rule("created-cease"), f"{card.id} cannot enter play: it ceases to exist")
        return False
    engine.note(engine.rules.rule("created-enter"), f"{card.id} enters play at {target}'s {zone}")
    change_zone(engine, card, zone, event="entered")
    return True


OPS = {
    "create": Op(
        _parse,
        _perform,
        "create",
        value={"vocabulary": "created_card"},
        doc="Creates the card written here (an `id` steps and questions name it by, its type, stats, "
        "keywords and text) for each target player, who owns and controls it, and puts it into play at his "
        "home; it exists only once created, and ceases to exist when it leaves play.",
        substitute=False,
        players_only="a created card is created by a player (its effect's), who owns and controls it",
        needs=("create", "created-enter"),
    ),
}
