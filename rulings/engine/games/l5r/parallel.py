"""Several game procedures created by one piece of text, run in parallel (effects document, order of effects):
"each step of each procedure takes place simultaneously, in parallel".

The procedures' own sections (entering play's steps A-E) are not in the corpus, so a procedure here is only
the list of named steps the scenario declares, each doing at most one effect to the card its procedure is for.
The text creates one procedure per card; step 1 of every procedure happens together (the step's effect on all
the cards as one simultaneous change, what it triggers answering after all of them), then step 2, and so on.
`consecutively: true` runs each card's whole procedure before the next one begins. Each step taken is an
event `procedure_step` (procedure, name of the step, card): `{events: {}, kind: procedure_step}` is the order.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...language.reader import Node
from ...language.shapes import BOOLEAN, CARD, TEXT, TEXTS, closed, described, effect_like
from ...language.vocabulary import StepKind
from .params import Procedures

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.spec import EffectSpec, Step

PROCEDURE_STEP = effect_like(
    {"name": described(TEXT, "the step's name (A, B ...)")},
    "name",
    without=("targets", "affects"),
    op="optional",
    doc="a named step: at most one effect, on the card its procedure is for",
)
PROCEDURES_FIELDS = {
    "id": described(TEXT, "the action creating the procedures"),
    "by": described(TEXT, "the player taking it"),
    "source": described(CARD, "the card whose text it is"),
    "cards": described(TEXTS, "the cards a procedure is created for"),
    "for": {"vocabulary": "filter", "description": "the kind of cards a procedure is created for"},
    "steps": {"type": "array", "minItems": 1, "items": PROCEDURE_STEP, "description": "the steps, in order"},
    "consecutively": described(BOOLEAN, "each card's whole procedure before the next one's"),
}
PROCEDURES = closed(PROCEDURES_FIELDS, "id", "steps", oneOf=[{"required": ["cards"]}, {"required": ["for"]}])
PARALLEL = "l5r.order.parallel-steps"
SIMULTANEOUS = "l5r.order.simultaneous"


def _parse(node: Node, ctx: ParseContext) -> Procedures | None:
    if not node.is_mapping("{id: x, by: player, cards: [...] or for: {...}, steps: [{name: A, ...}]}"):
        return None
    node.keys_allowed(PROCEDURES_FIELDS)
    by = ctx.player(node, "by")
    source = node.text("source", None)
    ctx.known_card(node, "source", source)
    cards = tuple(node.text_list("cards", []))
    for card in cards:
        ctx.known_card(node, "cards", card)
    which = ctx.filter(node.child("for")) if node.has("for") else None
    if bool(cards) == (which is not None):
        node.error("name the cards (cards: [...]) or the kind of cards (for: {...}), one of them")
    defaults = {"kind": "instantaneous", "origin": "action", "source": source, "controller": by}
    snode = node.child("steps")
    if not isinstance(snode.value, list) or not snode.value:
        node.error("expected a non-empty list of steps: [{name: A, move: home}, {name: B}]", "steps")
        return None
    steps = tuple(s for i in range(len(snode.value)) if (s := _parse_step(snode.child(i), ctx, defaults)))
    consecutively = bool(node.boolean("consecutively", False))
    return Procedures(node.text("id"), by, source, cards, which, steps, consecutively)


def _parse_step(node: Node, ctx: ParseContext, defaults: dict) -> tuple[str, EffectSpec | None] | None:
    """A step: its name and at most one effect on its procedure's card (the targets are that card)."""
    if not node.is_mapping("{name: A} or {name: A, <one effect>}"):
        return None
    name = node.text("name")
    rest = {k: v for k, v in node.value.items() if k != "name"}
    for key in ("targets", "affects"):
        if key in rest:
            node.error("a step's effect is on the card its procedure is for: leave out its targets", key)
    effect = ctx.effect(Node(rest, node.path, node.problems), defaults) if rest else None
    return name, effect


def _run(engine: Engine, step: Step) -> None:
    params: Procedures = step.params
    cards = params.cards or tuple(
        sorted(c.id for c in engine.cards.values() if engine.matches(c, params.which, params.source))
    )
    engine.state.actions[params.id] = {"by": params.by, "source": params.source, "changed": False}
    engine.state.actions[params.id] |= {"lasting": False, "keywords": ()}
    how = "each whole, one after another" if params.consecutively else "each step by all of them together"
    rule = SIMULTANEOUS if params.consecutively else PARALLEL
    each = ", ".join(cards) or "no card"
    engine.note(rule, f"{params.id} creates a procedure for each of {each}: {how}")
    if params.consecutively:
        rounds = [(name, spec, (card,)) for card in cards for name, spec in params.steps]
    else:
        rounds = [(name, spec, cards) for name, spec in params.steps]
    for n, (name, spec, group) in enumerate(rounds):
        engine.spend(len(group))  # cards x steps: bounded by the evaluation work limit
        for card in group:
            engine.event("procedure_step", procedure=params.id, name=name, card=card)
        if spec is not None and group:
            effect = replace(spec, id=f"{spec.id}@{n}", targets=group)
            engine.activate(effect, action=params.id, controller=params.by)


STEPS = {
    "procedures": StepKind(
        _parse,
        _run,
        "Procedures created by one text for several cards, step by step (`for`, `steps`).",
        PROCEDURES,
    )
}
