"""L5R card text: costs and steps choosing cards ('Discard a card', 'Look at', 'Create a', 'your performing',
'and target'). Its grammar rules are in l5r.lark (compiler 21, part Q); its transformer methods (prefixed
q21q_) are a mixin of l5r._Build.
"""

from __future__ import annotations

from lark import Transformer


class CostStepsText(Transformer):
    pass
