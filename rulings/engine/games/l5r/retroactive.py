"""Prevention is never retroactive (effects document, Duration and scope of prevention effects): "all
effects" of an action prevented partway through its resolution, by a Reaction or trigger answering one of
its earlier effects, leave the instantaneous effects that have already resolved. The core plays an action's
effects in written order and fires triggers as each happens, so such a prevention stops only the rest; this
module names the rule the trace cites."""

from __future__ import annotations

from ...rule_ids import register_rules
from .rule_ids import GAME, PREVENTION

NOT_RETROACTIVE = "l5r.prevention.not-retroactive"

register_rules(
    GAME,
    {
        NOT_RETROACTIVE: (
            PREVENTION,
            "p7",
            "Prevention is never retroactive: 'all effects' of an action prevented partway through its "
            "resolution leave its resolved instantaneous effects",
        ),
    },
)
RULE_IDS = {"prevent-not-retroactive": NOT_RETROACTIVE}  # merged into L5RRules.rule_ids
