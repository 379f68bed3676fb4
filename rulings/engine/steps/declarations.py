"""The core's timeline steps: one declaration each (registry.StepKind), with its parse function and
documentation. What each step does is in apply.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..language.needs import WAITING_KINDS
from ..language.reader import Node
from ..language.shapes import CARD, OPTIONS, TEXT, closed
from ..language.spec import EffectSpec
from ..language.vocabulary import StepKind
from .apply import HANDLERS
from .params import Action, Apply, CardStep, DestroyStep, EndEffect, Procedure, SetFlags

if TYPE_CHECKING:
    from ..language.context import ParseContext
    from ..language.needs import Need


def _shorthand(node: Node, key: str) -> Node:
    """`- destroy: samurai` is `- destroy: {card: samurai}`."""
    return Node({key: node.value}, node.path, node.problems) if isinstance(node.value, str) else node


def _card(node: Node, ctx: ParseContext, allowed: tuple[str, ...]) -> str | None:
    node.keys_allowed(allowed)
    card = node.text("card")
    ctx.known_card(node, "card", card)
    return card


def _zone_step(kind: str):
    """enter_play (its zone: the game's entry zone by default), leave_play (discard by default), move."""

    def parse(node: Node, ctx: ParseContext) -> CardStep | None:
        node = _shorthand(node, "card") if kind == "enter_play" else node
        if not node.is_mapping():
            return None
        card = _card(node, ctx, ("card", "to"))
        to = ctx.zone(node, "to", "discard" if kind == "leave_play" else "")
        if kind == "move" and not to:
            node.error("missing required field 'to'")
        return CardStep(card, to)

    return parse


def _attach(node: Node, ctx: ParseContext) -> CardStep | None:
    if not node.is_mapping():
        return None
    card = _card(node, ctx, ("card", "to"))
    to = node.text("to")
    ctx.known_card(node, "to", to)
    if to is not None and to == card:
        node.error("a card cannot be attached to itself", "to")
    return CardStep(card, to)


def _set(node: Node, ctx: ParseContext) -> SetFlags | None:
    if not node.is_mapping():
        return None
    card = _card(node, ctx, ("card", *ctx.rules.flags))
    return SetFlags(card, {f: node.boolean(f) for f in sorted(ctx.rules.flags) if node.has(f)})


def _destroy(node: Node, ctx: ParseContext) -> DestroyStep | None:
    node = _shorthand(node, "card")
    if not node.is_mapping():
        return None
    card = _card(node, ctx, ("card", "source", "controller"))
    source = node.text("source", None)
    ctx.known_card(node, "source", source)
    return DestroyStep(card, source, ctx.player(node, "controller", "") or None)


def _end_effect(node: Node, ctx: ParseContext) -> EndEffect | None:
    node = _shorthand(node, "name")
    if not node.is_mapping():
        return None
    node.keys_allowed(("name",))
    return EndEffect(node.text("name"))


def _procedure(node: Node, ctx: ParseContext) -> Procedure | None:
    node = _shorthand(node, "name")
    if not node.is_mapping():
        return None
    node.keys_allowed(("name", "player", "at", "for"))
    name = node.choice("name", sorted(ctx.rules.procedures), what="procedure")
    player = ctx.player(node, "player", "") or None
    at = ctx.zone(node, "at", "") or None
    for_card = node.text("for", None)
    ctx.known_card(node, "for", for_card)
    return Procedure(name, player, at, for_card)


def _apply(node: Node, ctx: ParseContext) -> Apply:
    effect = ctx.effect(
        node, {"kind": "ongoing", "origin": "action", "place": "apply", "source": None, "controller": None}
    )
    return Apply((effect,) if effect else ())


def _action(node: Node, ctx: ParseContext) -> Action | None:
    if not node.is_mapping():
        return None
    own = ctx.registry.action_fields
    for key in node.value:
        if (problem := ctx.not_here("action", key)) is not None:
            node.error(problem, key)
    elsewhere = ctx.vocabularies["action"]  # another game's field: reported above
    node.keys_allowed((*ACTION_FIELDS, *own, *elsewhere))
    by = ctx.player(node, "by")
    source = node.text("source", None)
    ctx.known_card(node, "source", source)
    defaults = {"kind": "ongoing", "origin": "action", "source": source, "controller": by}
    defaults["place"] = "action"
    effects: list[EffectSpec] = []
    options: list[tuple[EffectSpec, ...]] = []
    if node.has("effects"):
        enode = node.child("effects")
        if isinstance(enode.value, list):
            effects = [e for i in range(len(enode.value)) if (e := ctx.effect(enode.child(i), defaults))]
        else:
            enode.error("expected a list of effects")
    if node.has("choice"):
        options = ctx.options(node.child("choice"), defaults)
    if not effects and not options:
        node.error("an action needs effects or a choice")
    chosen = node.integer("chosen", None)
    if chosen is not None and not 1 <= chosen <= len(options):
        node.error(f"chosen is an option number from 1 to {len(options)}", "chosen")
    return Action(
        id=node.text("id", None) or f"action-{ctx.step_index}",
        by=by,
        source=source,
        options=tuple(options),
        chosen=chosen,
        choice_pending=bool(options) and chosen is None,
        effects=tuple(effects),
        extra=tuple((name, f.parse(node.child(name), ctx)) for name, f in own.items() if node.has(name)),
    )


def _effects(params: Apply | Action) -> tuple[EffectSpec, ...]:
    return params.effects


# JSON Schemas of the steps' values; {"vocabulary": ...} is the game's own (schema.py fills it in).
ZONE = {"vocabulary": "zone"}


def _action_needs(params: Action) -> tuple[Need, ...]:
    """A choice between options cites the rule on choices; a procedure the action creates begins once the
    action has resolved (and is created under the rule of procedural effects)."""
    effects = (*params.effects, *(e for option in params.options for e in option))
    creates = any(e.op == "procedure" and e.kind not in WAITING_KINDS for e in effects)
    procedure = ("procedure-delayed", ("procedural", "instantaneous")) if creates else ()
    return (*(("choices",) if params.options else ()), *procedure)


CARD_TO_ZONE = closed({"card": CARD, "to": ZONE}, "card")
PROCEDURE = {"vocabulary": "procedure"}
PROCEDURE_STEP = {
    "anyOf": [PROCEDURE, closed({"name": PROCEDURE, "player": TEXT, "at": ZONE, "for": CARD}, "name")]
}
ACTION_FIELDS = {
    "id": TEXT,
    "by": {**TEXT, "description": "the player taking the action"},
    "source": {**CARD, "description": "the card whose text it is"},
    "effects": {"type": "array", "items": {"vocabulary": "effect"}},
    "choice": OPTIONS,
    "chosen": {"type": "integer", "minimum": 1, "description": "the option chosen (leave out: each)"},
}
H = HANDLERS
STEPS: dict[str, StepKind] = {
    "enter_play": StepKind(
        _zone_step("enter_play"),
        H["enter_play"],
        "A card enters play (`to`: a zone of play; the game's entry zone by default).",
        {"anyOf": [CARD, CARD_TO_ZONE]},
    ),
    "leave_play": StepKind(
        _zone_step("leave_play"),
        H["leave_play"],
        "A card leaves play (`to`: discard by default).",
        CARD_TO_ZONE,
    ),
    "move": StepKind(
        _zone_step("move"),
        H["move"],
        "A card moves to a zone (`to`).",
        closed({"card": CARD, "to": ZONE}, "card", "to"),
    ),
    "attach": StepKind(
        _attach,
        H["attach"],
        "A card is attached to another (`to`).",
        closed({"card": CARD, "to": CARD}, "card", "to"),
    ),
    "set": StepKind(
        _set,
        H["set"],
        "Sets a card's flags (`bowed: true` ...).",
        {"vocabulary": "card_flags"},
    ),
    "apply": StepKind(
        _apply,
        H["apply"],
        "An effect is applied (an effect mapping).",
        {"vocabulary": "effect"},
        effects=_effects,
    ),
    "action": StepKind(
        _action,
        H["action"],
        "A player's action (`by`, `source`): its `effects`, or a `choice` between options (`chosen`: which).",
        closed(ACTION_FIELDS),
        effects=_effects,
        needs_of=_action_needs,
    ),
    "end_effect": StepKind(
        _end_effect,
        H["end_effect"],
        "An effect ends (`name`: its id).",
        {"anyOf": [TEXT, closed({"name": TEXT}, "name")]},
    ),
    "begin": StepKind(
        _procedure, H["begin"], "A procedure begins (a turn, phase, battle ...).", PROCEDURE_STEP
    ),
    "end": StepKind(_procedure, H["end"], "A procedure ends.", PROCEDURE_STEP),
    "destroy": StepKind(
        _destroy,
        H["destroy"],
        "A card is destroyed (by `source`, controlled by `controller`).",
        {"anyOf": [CARD, closed({"card": CARD, "source": CARD, "controller": TEXT}, "card")]},
        needs=("destroy",),
    ),
}
