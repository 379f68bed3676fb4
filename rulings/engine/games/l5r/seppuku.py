"""Seppuku (glossary S of the Celestial Edition rules): the Personality is rehonored, then destroyed, and
neither will be negated."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS, NoParams
from ...language.reader import Node
from ...language.vocabulary import Op

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext


def _parse_flag_op(name: str):
    def parse(node: Node, ctx: ParseContext) -> NoParams:
        if node.value.get(name) is not True:
            node.error(f"write '{name}: true'", name)
        return NO_PARAMS

    return parse


def _seppuku(engine: Engine, params: NoParams, target: str, event: dict) -> bool:
    """Rehonor the Personality, then destroy him; these effects will not be negated. Both count as coming
    from the action or trait that created the seppuku."""
    engine.note(
        "l5r.seppuku", f"{target} commits seppuku: rehonor him, then destroy him (will not be negated)"
    )
    base = {**event, "not_negated": True}
    rehonoring = {**base, "event": "dishonor", "direction": "lose"}  # (honor.status_direction)
    rehonored = attempt(engine, "rehonor", NO_PARAMS, target, rehonoring, continuous=False)
    destroyed = attempt(engine, "destroy", NO_PARAMS, target, {**base, "event": "destroy"}, continuous=False)
    if rehonored or destroyed:
        origin = event.get("action") or event.get("effect")
        engine.note("l5r.seppuku.counts", f"the seppuku counts as destruction and rehonoring from {origin}")
    return rehonored or destroyed


OPS = {
    "seppuku": Op(
        _parse_flag_op("seppuku"),
        _seppuku,
        "seppuku",
        causes=("dishonor", "destroy"),  # rehonoring is a dishonor event's loss (honor.py)
        doc="The target commits seppuku: rehonored, then destroyed (not negated).",
        value={"const": True},
    ),
}
