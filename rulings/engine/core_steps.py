"""The core's timeline steps: one declaration each (registry.StepKind), with its parse function and
documentation. What each step does is in steps.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import steps
from .reader import Node
from .registry import StepKind
from .spec import EffectSpec

if TYPE_CHECKING:
    from .context import ParseContext


def _shorthand(node: Node, key: str) -> Node:
    """`- destroy: samurai` is `- destroy: {card: samurai}`."""
    return Node({key: node.value}, node.path, node.problems) if isinstance(node.value, str) else node


def _card_step(kind: str, allowed: tuple[str, ...], shorthand: bool = False):
    def parse(node: Node, ctx: ParseContext) -> dict | None:
        node = _shorthand(node, "card") if shorthand else node
        if not node.is_mapping():
            return None
        node.keys_allowed((*allowed, *ctx.rules.flags) if kind == "set" else allowed)
        params: dict[str, Any] = {"card": node.text("card")}
        ctx.known_card(node, "card", params["card"])
        if kind == "attach":
            params["to"] = node.text("to")
            ctx.known_card(node, "to", params["to"])
        elif "to" in allowed:
            params["to"] = ctx.zone(node, "to", "discard" if kind == "leave_play" else "")
            if kind == "move" and not params["to"]:
                node.error("missing required field 'to'")
        if kind == "set":
            params["flags"] = {f: node.boolean(f) for f in sorted(ctx.rules.flags) if node.has(f)}
        if kind == "destroy":
            params["source"] = node.text("source", None)
            ctx.known_card(node, "source", params["source"])
            params["controller"] = ctx.player(node, "controller", "") or None
        return params

    return parse


def _end_effect(node: Node, ctx: ParseContext) -> dict | None:
    node = _shorthand(node, "name")
    if not node.is_mapping():
        return None
    node.keys_allowed(("name",))
    return {"effect": node.text("name")}


def _procedure(node: Node, ctx: ParseContext) -> dict | None:
    node = _shorthand(node, "name")
    if not node.is_mapping():
        return None
    node.keys_allowed(("name", "player", "at", "for"))
    params = {"name": node.choice("name", sorted(ctx.rules.procedures), what="procedure")}
    params["player"] = ctx.player(node, "player", "") or None
    params["at"] = ctx.zone(node, "at", "") or None
    params["for"] = node.text("for", None)
    ctx.known_card(node, "for", params["for"])
    return params


def _apply(node: Node, ctx: ParseContext) -> dict:
    effect = ctx.effect(node, {"kind": "ongoing", "origin": "action", "place": "apply"})
    return {"effects": (effect,) if effect else ()}


def _action(node: Node, ctx: ParseContext) -> dict | None:
    if not node.is_mapping():
        return None
    node.keys_allowed(("id", "by", "source", "effects", "choice", "chosen"))
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
    return {
        "id": node.text("id", None) or f"action-{ctx.step_index}",
        "by": by,
        "source": source,
        "options": tuple(options),
        "chosen": chosen,
        "choice_pending": bool(options) and chosen is None,
        "effects": tuple(effects),
    }


def _effects(params: dict) -> tuple:
    return params["effects"]


CARD = {"type": "string", "description": "a card id"}
CARD_OR_MAPPING = {"anyOf": [CARD, {"type": "object"}]}
NAME_OR_MAPPING = {"anyOf": [{"type": "string"}, {"type": "object"}]}
H = steps.HANDLERS
STEPS: dict[str, StepKind] = {
    "enter_play": StepKind(
        _card_step("enter_play", ("card", "to"), shorthand=True),
        H["enter_play"],
        "A card enters play (`to`: a zone of play; the game's entry zone by default).",
        CARD_OR_MAPPING,
    ),
    "leave_play": StepKind(
        _card_step("leave_play", ("card", "to")),
        H["leave_play"],
        "A card leaves play (`to`: discard by default).",
    ),
    "move": StepKind(_card_step("move", ("card", "to")), H["move"], "A card moves to a zone (`to`)."),
    "attach": StepKind(
        _card_step("attach", ("card", "to")), H["attach"], "A card is attached to another (`to`)."
    ),
    "set": StepKind(_card_step("set", ("card",)), H["set"], "Sets a card's flags (`bowed: true` ...)."),
    "apply": StepKind(_apply, H["apply"], "An effect is applied (an effect mapping).", effects=_effects),
    "action": StepKind(
        _action,
        H["action"],
        "A player's action (`by`, `source`): its `effects`, or a `choice` between options (`chosen`: which).",
        effects=_effects,
    ),
    "end_effect": StepKind(_end_effect, H["end_effect"], "An effect ends (`name`: its id).", NAME_OR_MAPPING),
    "begin": StepKind(
        _procedure, H["begin"], "A procedure begins (a turn, phase, battle ...).", NAME_OR_MAPPING
    ),
    "end": StepKind(_procedure, H["end"], "A procedure ends.", NAME_OR_MAPPING),
    "destroy": StepKind(
        _card_step("destroy", ("card", "source", "controller"), shorthand=True),
        H["destroy"],
        "A card is destroyed (by `source`, controlled by `controller`).",
        CARD_OR_MAPPING,
    ),
}
