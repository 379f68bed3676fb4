"""L5R card text, Reactions taken as something is about to happen: 'Reaction: Before this Personality is
destroyed, destroy this card: Negate the Personality's destruction', 'Reaction: Before you gain Honor:
Negate the gain', 'Reaction: Before another player loses Honor: Negate the loss'. Its grammar rules are
in l5r.lark (compiler 19, part N); its transformer methods (prefixed q19n_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class BeforeReactionsText(Transformer):
    pass
