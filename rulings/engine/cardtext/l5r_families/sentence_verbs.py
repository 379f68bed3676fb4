"""L5R card text, sentences and costs led by a verb not read there: 'Discard a card unless ...', 'Remove a
Fate card in your discard pile from the game', 'Choose one of ...', 'Negate ...', 'bow / destroy / move
...' after 'and'. Its grammar rules are in l5r.lark (compiler 20, part G); its transformer methods
(prefixed q20g_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class SentenceVerbsText(Transformer):
    pass
