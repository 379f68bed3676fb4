"""Attaching and transferring cards as effects (effects document, Instantaneous effects: "Attaching,
transferring, or removing cards or tokens to or from Personalities, Provinces, or other things in the game"):
`{targets: katana, attach: hero}` attaches each target card to the bearer, or transfers it there when it
is already attached elsewhere. It is recorded by the card's position, so it is an instantaneous effect: it
happens once, through "may not", prevention (`prevent: {event: attach}`) and "all effects" of its action,
and is not reversed when the turn ends. Only Shugenja Personalities may attach Spells and perform actions
on Spells (glossary, Shugenja): the one performing an action on a Spell is its named performer, else its
bearer.

Removing a card is leaving play or moving it (the core's steps). Tokens and the Imperial Favor are not here:
the corpus does not say how L5R tokens are created or what they do, nor what possessing the Favor does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.vocabulary import Op
from ...rule_ids import register_rules
from ...state.zones import change_zone
from .attach_restrictions import refusal, refusing_rule
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

ATTACH = "l5r.effects.attach"
SPELLS = "l5r.glossary.shugenja-spells"
register_rules(
    GAME,
    {
        ATTACH: (
            "instantaneous-effects",
            "p3",
            "Attaching, transferring or removing cards is an instantaneous effect",
        ),
        SPELLS: ("shugenja", "p1", "Only Shugenja may attach Spells and perform actions on them"),
    },
)
EVENTS = frozenset({"attach"})  # prevent: {event: attach}; instead: {of: attach}


@dataclass(frozen=True, slots=True)
class Attach:
    to: str  # the bearer: a card id, or a symbol of the effect's text ($source ...)


def _parse(node: Node, ctx: ParseContext) -> Attach:
    to = node.text("attach")
    ctx.known_card(node, "attach", to, symbols=True)
    return Attach(to)


def _perform(engine: Engine, params: Attach, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    bearer = engine.resolve_symbol(params.to, event.get("source"))
    if card is None or bearer not in engine.cards or engine.state.bears(target, bearer):
        engine.note(ATTACH, f"{target} cannot be attached to {bearer}: nothing changes")
        return False
    old = card.attached_to if card.zone == "attached" else None
    if old == bearer:
        engine.note(ATTACH, f"{target} is already attached to {bearer}: nothing changes")
        return False
    if card.type == "spell" and "Shugenja" not in engine.keyword_names(engine.cards[bearer]):
        engine.note(SPELLS, f"{bearer} is not a Shugenja: {target}, a Spell, cannot be attached to him")
        return False
    if why := refusal(engine, card, engine.cards[bearer]):  # "Will only attach to a Samurai"
        engine.note(refusing_rule(engine, card, engine.cards[bearer]), f"{why}: {target} is not attached")
        return False
    card.attached_to = bearer  # before the move, so the card is in play as its bearer is
    change_zone(engine, card, "attached", event="attached")
    card.attached_at = engine.tick()
    engine.touch(target, bearer, *([old] if old else []))
    how = f"transferred from {old} to {bearer}" if old else f"attached to {bearer}"
    engine.note(ATTACH, f"{target} is {how}: an instantaneous effect")
    once = engine.rules.rule("instantaneous")
    engine.note(once, f"{event['effect']} happens once: it is not reversed later")
    return True


def spell_performer_problem(engine: Engine, card: Card, performer: Card | None) -> str:
    """Why this action on a Spell cannot be performed ("" if it can, or the card is no Spell)."""
    if card.type != "spell":
        return ""
    doer = performer if performer is not card else None
    if doer is None and card.zone == "attached":
        doer = engine.cards.get(card.attached_to or "")  # its bearer performs it
    if doer is not None and "Shugenja" in engine.keyword_names(doer):
        return ""
    who = doer.id if doer is not None else "no Personality"
    return f"{who} is not a Shugenja: only Shugenja perform actions on Spells ({card.id})"


OPS = {
    "attach": Op(
        _parse,
        _perform,
        "attach",
        value={"type": "string", "description": "the bearer (a card id or $symbol)"},
        doc="Attaches each target card to the bearer, or transfers it there from another bearer.",
    ),
}
