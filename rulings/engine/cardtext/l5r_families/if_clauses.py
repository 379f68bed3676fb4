"""L5R card text: conditions ('If this ...', 'If you ...', 'if your ...', 'Until your ...'). Its grammar rules
are in l5r.lark (compiler 21, part R); its transformer methods (prefixed q21r_) are a mixin of l5r._Build.
"""

from __future__ import annotations

from lark import Transformer


class IfClausesText(Transformer):
    pass
