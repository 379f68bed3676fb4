"""L5R card text, how often and when an ability may be used: 'Any number of times per turn, but only once
per targeting', 'Once per duel', 'Any number of times per turn, if ...', 'Any number of times per turn,
when paying a Gold cost', 'before this Personality receives a Chi penalty'. Its grammar rules are in
l5r.lark (compiler 19, part J); its transformer methods (prefixed q19j_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class UseLimitsText(Transformer):
    pass
