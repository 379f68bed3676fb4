"""L5R card text, abilities given in quotes: 'permanently give him the ability, "Battle: ..."', 'You have the
ability, "..."', 'Each target has +1F and the ability, "..."' (the quoted text compiled as an ability and
granted). Its grammar rules are in l5r.lark (compiler 18, part G); its transformer methods (prefixed q18g_)
are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class QuotedAbilitiesText(Transformer):
    pass
