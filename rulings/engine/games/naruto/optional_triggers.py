"""Compiler 13 (Naruto, part N2): a triggered continuous effect that says "you may" ("[⧗] At the end of the
round, you may return this card to your hand."), the Desk's rule naruto.desk.may-trigger.

As it resolves on the chain, its controller decides whether it happens (the step's `decide: {<trait id>:
true/false}`; left open, each is an outcome). The corpus makes instant effects optional unless MUST; it says
nothing of a continuous effect's "may": the card text does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules

if TYPE_CHECKING:
    from ...effects.chain import Link
    from ...engine_api import Engine

RULE = "naruto.desk.may-trigger"
NOT_IN_CORPUS = "The rules document the Desk holds (effects and timing) does not cover this"


def uses(engine: Engine, link: Link) -> bool:
    """Whether the controller of an optional triggered effect ("you may") uses it, as it resolves."""
    decided = engine.choices.decisions.get(link.spec.id)
    index = engine.choose(
        f"step {engine.step_index}: use {link.name}",
        link.controller,
        ["use it", "do not use it"],
        RULE,
        f"whether to use {link.name} ('you may')",
        preset=None if decided is None else (0 if decided else 1),
    )
    used = index == 0
    engine.note(RULE, f"{link.controller} {'uses' if used else 'does not use'} {link.name} ('you may')")
    return used


RULES = (
    DeskRule(
        RULE,
        "may-trigger",
        "A continuous effect that says \"you may\"",
        'A triggered continuous effect whose text says "you may" ("[⧗] At the end of the round, you may '
        'return this card to your hand") lets its controller decide, each time it resolves, whether it '
        "happens; if he does not use it, nothing happens.",
        f"{NOT_IN_CORPUS}: it makes instant effects optional unless MUST, and says nothing of a continuous "
        "effect's \"may\".",
        'Card text ("you may return this card to your hand") and the effects document\'s chain.',
        "\"You may\" on a triggered continuous effect: its controller decides as it resolves",
    ),
)
register_desk_rules("naruto", RULES)
