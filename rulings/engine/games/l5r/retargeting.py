"""Reactions when an action would target a card, and the substitution of its target (compiler 15, part B).

"Reaction: When another player's action would target one of your Personalities: Choose another one of your
Personalities at the same location. The action targets him instead, if legal." (Deflection), "When another
player's action would target one of your Shugenja at Ezuno's location, it targets Ezuno instead, if legal."

The trigger `{event: would_target, of | card, by, kind}` is read as a Reaction to an action's targeting is
(targeting_reactions.py): the `use` step names the action (`reacts_to`) a later step takes and comes before
it; the card of the trigger's kind that action's step targets is the text's `$reacted_card`, the action its
`$reacted`. The op `retarget: {action: $reacted, from: $reacted_card}` on a card (its target) substitutes that
card for `from` in the action's targeting (glossary, Substitution: "X instead (of Y)" refers to the
substitution of an old targeting ... with a new one). As the action is taken, each of its targeting effects
that picked `from` targets the new card instead if the new card is a legal target for it (in play, and
meeting that effect's targeting requirements); if not, "the original targeting happens normally" (effects,
Substitution: EXCEPTION for effects that substitute targeting). An `action` step (no ability used) picks its
targets with `decide`, which stay as written.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...effects.binding import bind
from ...effects.target_refs import TARGET_SYMBOLS
from ...language.shapes import TEXT, closed, described
from ...language.vocabulary import Op
from .card_text_rules import TARGETS

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec

WOULD_TARGET = "would_target"
OP = "retarget"
ATTRIBUTE = "c15b_retargets"  # on the game state: [(action, from card, to card, effect id)]
SUBSTITUTION = "l5r.substitution.general"  # "X instead of Y"
STANDS = "l5r.substitution.targeting"  # no new legal target: the original targeting happens normally


@dataclass(frozen=True, slots=True)
class Retarget:
    action: str | None = None
    old: str | None = None  # `from`


FIELDS = {
    "action": described(TEXT, "the action whose targeting is substituted ($reacted)"),
    "from": described(TEXT, "the card it would target ($reacted_card)"),
}


def _parse(node: Node, ctx: ParseContext) -> Retarget:
    value = node.child_mapping(
        OP, "{action: $reacted, from: $reacted_card} (whose targeting, of which card)", tuple(FIELDS)
    )
    if value is None:
        return Retarget()
    return Retarget(value.text("action"), value.text("from"))


def _perform(engine: Engine, params: Retarget, target: str, event: dict) -> bool:
    """The substitution is set up: it applies as the action's targets are chosen (substitute, below)."""
    old = engine.resolve_symbol(params.old, event.get("source")) if params.old else None
    found = getattr(engine.game_state, ATTRIBUTE, None)
    if found is None:
        found = []
        setattr(engine.game_state, ATTRIBUTE, found)
    found.append((params.action, old, target, event.get("effect")))
    engine.note(SUBSTITUTION, f"{params.action} is to target {target} instead of {old}, if legal")
    return True  # (the action's targeting is to be substituted: a change to what the action does)


def substitute(engine: Engine, action: str, effects: tuple[EffectSpec, ...], source: str | None) -> None:
    """The action's targets are chosen (abilities.py, after use_targets.assign): each targeting effect that
    picked a card some Reaction substituted targets the new card instead, if it is a legal target for it."""
    found = [r for r in getattr(engine.game_state, ATTRIBUTE, None) or () if r[0] == action]
    if not found:
        return
    slots = [e for e in effects if e.choose is not None and e.targeting]
    decisions = engine.choices.decisions
    picked = [decisions.get(e.id) or None for e in slots]  # (False: an optional target declined)
    for index, spec in enumerate(slots):
        for _action, old, new, _effect in found:
            if picked[index] != old or old is None:
                continue
            flt = spec.choose
            for symbol, earlier in zip(TARGET_SYMBOLS, picked[:index], strict=False):
                flt = bind(flt, symbol, earlier)
            card = engine.cards.get(new)
            if card is None or not engine.in_play(card) or not engine.matches(card, flt, source):
                why = f"{new} is no legal target for {spec.id}: the original targeting of {old} happens"
                engine.note(STANDS, why)
                continue
            decisions[spec.id] = picked[index] = new
            engine.note(TARGETS, f"{action}'s {spec.id} targets {new} instead of {old}")
            engine.note(SUBSTITUTION, f"{spec.id} of {action}: {new} is a legal target, targeted instead")


OPS = {
    OP: Op(
        _parse,
        _perform,
        OP,
        doc="'The action targets him instead, if legal': the effect's target is substituted for the card "
        "`from` in the targeting of the action `action` (glossary, Substitution), as that action's targets "
        "are chosen, if it is a legal target for the same targeting effect; else the original targeting "
        "happens normally.",
        value=closed(FIELDS, "action", "from"),
        substitute=False,
    )
}
