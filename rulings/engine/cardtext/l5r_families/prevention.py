"""L5R card text, what is prevented before it happens: 'Reaction: Before this Personality is destroyed,
destroy this card: Negate the Personality's destruction', 'Before the first time this game another
player's card destroys this Follower, negate the destruction', 'Before you gain Honor: Negate the gain',
'This Personality will not be rehonored'. Its grammar rules are in l5r.lark (compiler 19, part F); its
transformer methods (prefixed q19f_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class PreventionText(Transformer):
    pass
