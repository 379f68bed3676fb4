"""L5R card text, costs and targets with conditions: optional costs ('and you may bow it', 'If you bowed a
card to pay this action's cost'), dishonoring a performer as a cost, 'unless this is the Attack Phase', 'which
must have ... unless ...', 'Bow it if it has no attachments', 'His controller may ...', units compared. Its
grammar rules are in l5r.lark (compiler 18, part E); its transformer methods (prefixed q18e_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class ConditionalCostsText(Transformer):
    pass
