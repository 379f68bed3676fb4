"""An additional action that a named card must perform (compiler 18, part E): "You may take an additional
Battle action, which he must perform.", "..., which must be performed by that Follower."

`additional_action: {designator: Battle, performer: $performer}` (or `$target1`): the grant is taken only by a
`use` step whose performer is that card (the step's `performer`, else the card whose ability it is, when in
play: abilities.py's reading of who performs an action). The card is fixed as the granting effect happens. A
use with another performer does not take the grant (it is refused as any use without a grant is). The corpus
says nothing of who performs an additional action: the card text's own words, read as English (the Desk's
rule l5r.desk.additional-performer). additional_actions.py applies it (lines marked "compiler 18, part E").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Step

ADDITIONAL_PERFORMER = DeskRule(
    "l5r.desk.additional-performer",
    "additional-performer",
    "An additional action a named card must perform",
    '"You may take an additional Battle action, which he must perform" (also "which must be performed by '
    'that Follower"): the additional action granted can be taken only as an action that card performs (the '
    "card named as its performer, or the card whose own ability it is). The card is the one the text names "
    "as the granting action resolves. Another action does not take the grant.",
    f"{NOT_IN_CORPUS}: the corpus (effects, order of effects, EXCEPTION 3) says when additional actions "
    "are taken, not who performs them.",
    "The card text read as English (\"which he must perform\").",
    "'which he must perform': only an action that card performs takes the additional action",
)
register_desk_rules(GAME, (ADDITIONAL_PERFORMER,))

PERFORMER_SCHEMA = {
    "type": "string",
    "description": "'which he must perform': the card that must perform the action",
}


def parse_performer(value: Node, ctx: ParseContext) -> str | None:
    """The grant's `performer`: a card, or a symbol of the text ($performer, $target1)."""
    if not value.has("performer"):
        return None
    card = value.text("performer")
    ctx.known_card(value, "performer", card, symbols=True)
    return card


def fixed_performer(engine: Engine, performer: str | None, action: str, source: str | None) -> str | None:
    """The card as the grant is made ($source: the card whose text it is; a symbol left unbound names no card:
    no action can take the grant)."""
    if performer is None:
        return None
    if performer.startswith("$"):
        performer = engine.resolve_symbol(performer, source) or performer
    if performer.startswith("$"):
        engine.note(ADDITIONAL_PERFORMER.id, f"the additional action from {action} names no performer")
        return performer
    what = f"the additional action from {action} must be performed by {performer}"
    engine.note(ADDITIONAL_PERFORMER.id, what)
    return performer


def performer_refusal(engine: Engine, grant: dict, step: Step) -> str:
    """Why this use cannot take the grant for its performer ("" if it can, or the grant names none)."""
    wanted = grant.get("performer")
    if wanted is None:
        return ""
    params = step.params
    card = engine.cards.get(params.card or "")
    doer = params.performer or (card.id if card is not None and engine.in_play(card) else None)
    if doer == wanted:
        engine.note(ADDITIONAL_PERFORMER.id, f"{wanted} performs the additional action, as the text says")
        return ""
    return f"it must be performed by {wanted}, not {doer or 'no card'}"
