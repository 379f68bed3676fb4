"""L5R card text: variable Gold costs and counted amounts ('* Gold', 'Gold equal to', 'for each', Force
amounts). Its grammar rules are in l5r.lark (compiler 21, part M); its transformer methods (prefixed q21m_)
are a mixin of l5r._Build.
"""

from __future__ import annotations

from lark import Transformer


class GoldAmountsText(Transformer):
    pass
