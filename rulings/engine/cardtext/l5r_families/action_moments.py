"""L5R card text: Reactions and delays at moments around an action and other events ('After the resolution of
an action ...', 'Before a ...', 'after each ...'). Its grammar rules are in l5r.lark (compiler 21, part L);
its transformer methods (prefixed q21l_) are a mixin of l5r._Build.
"""

from __future__ import annotations

from lark import Transformer


class ActionMomentsText(Transformer):
    pass
