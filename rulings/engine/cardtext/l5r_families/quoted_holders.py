"""L5R card text, abilities and traits held in quotes by a card or player named as the subject: 'This
Shugenja has the ability, "Battle: Ranged 3 Attack."', 'all players have the abilities, "..."', 'he has
the trait, "..."'. Its grammar rules are in l5r.lark (compiler 19, part H); its transformer methods
(prefixed q19h_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class QuotedHoldersText(Transformer):
    pass
