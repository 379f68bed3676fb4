"""L5R card text: a condition judged once, as a lasting effect begins ('-2F, or -3F if he is dishonorable',
'an additional +3F if he is opposed'). Its grammar rules are in l5r.lark (compiler 21, part K); its
transformer methods (prefixed q21k_) are a mixin of l5r._Build.
"""

from __future__ import annotations

from lark import Transformer


class JudgedOnceText(Transformer):
    pass
