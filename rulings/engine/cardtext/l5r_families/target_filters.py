"""L5R card text, filters on chosen cards: where they are ('a unit in your home', 'your Personality at any
location') and relative clauses ('who has ...', 'with ...', 'whose ...', 'that ...'). Its grammar rules
are in l5r.lark (compiler 20, part B); its transformer methods (prefixed q20b_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class TargetFiltersText(Transformer):
    pass
