"""L5R card text, tokens kept and counted: 'After a Personality or Follower is destroyed during a battle,
you may add a Corpse token to this Holding', 'Remove a Corpse token from this Holding to ...', 'If this
Event ever has no Merchant tokens on it, discard it', '+1 strength for each Sake token on this card',
'strength equal to the number of Poison tokens on ...'. Its grammar rules are in l5r.lark (compiler 19,
part G); its transformer methods (prefixed q19g_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class TokenCountsText(Transformer):
    pass
