"""L5R card text: what this card may not do ('this card cannot attack', 'Will not ...', 'This Personality
...'). Its grammar rules are in l5r.lark (compiler 21, part O); its transformer methods (prefixed q21o_)
are a mixin of l5r._Build.
"""

from __future__ import annotations

from lark import Transformer


class OwnRestrictionsText(Transformer):
    pass
