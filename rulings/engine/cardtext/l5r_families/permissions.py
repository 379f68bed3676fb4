"""L5R card text: permissions, choices and obligations ('You may ...', 'He may', 'who must', 'Choose one',
'unless you'). Its grammar rules are in l5r.lark (compiler 21, part P); its transformer methods (prefixed
q21p_) are a mixin of l5r._Build.
"""

from __future__ import annotations

from lark import Transformer


class PermissionsText(Transformer):
    pass
