"""L5R card text, looking at and ordering decks: 'Look at the top three cards of your Fate deck. Put them
back in any order.', 'You may put it at the bottom of your deck', 'Search your Dynasty deck for a ...',
'Shuffle him into your Dynasty deck'. Its grammar rules are in l5r.lark (compiler 19, part M); its
transformer methods (prefixed q19m_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class DeckLooksText(Transformer):
    pass
