"""L5R card text: places and possessions in filters ('in your discard pile', 'one of his', 'at the
battlefield', 'who has', 'another player's'). Its grammar rules are in l5r.lark (compiler 21, part N); its
transformer methods (prefixed q21n_) are a mixin of l5r._Build.
"""

from __future__ import annotations

from lark import Transformer


class CardPlacesText(Transformer):
    pass
