"""L5R card text, lasting effects on kinds of cards and players where they are: 'Your Personalities and
Followers at this battlefield have +1F', 'Defending Earth Personalities have +1F while at this province's
battlefield', 'Other players' maximum hand sizes are reduced by 1', 'Negate any dishonoring of this
Personality'. Its grammar rules are in l5r.lark (compiler 18, part H); its transformer methods (prefixed
q18h_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class AreaStaticsText(Transformer):
    pass
