"""L5R card text, Gold for payments of a kind: 'When paying for a Shadowlands card, this card produces 3
additional Gold which may only pay for that card', 'Bow: When paying for a Follower, it enters play for
3 less Gold', 'produce 1 Gold that can only pay for a single action', 'Produce 2 Gold, or 4 Gold if
...', Holdings producing additional Gold. Its grammar rules are in l5r.lark (compiler 19, part B); its
transformer methods (prefixed q19b_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class GoldPaymentsText(Transformer):
    pass
