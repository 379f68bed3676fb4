"""L5R card text, cards created by an effect: 'create a 2F Follower and attach it to a target Personality',
'create a 0F Ashigaru Follower and attach it to your target Personality', created Items and Personalities. Its
grammar rules are in l5r.lark (compiler 18, part K); its transformer methods (prefixed q18k_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class CreatedCardsText(Transformer):
    pass
