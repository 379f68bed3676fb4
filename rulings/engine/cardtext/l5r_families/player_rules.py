"""L5R card text, lasting rules on players: 'You do not lose Honor from cards you own; this is not
negation', 'You do not gain or lose Honor', 'Other players' maximum hand sizes are reduced by 1', 'Other
players may not take Political actions', 'You may not play other Allegiance cards'. Its grammar rules
are in l5r.lark (compiler 19, part C); its transformer methods (prefixed q19c_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class PlayerRulesText(Transformer):
    pass
