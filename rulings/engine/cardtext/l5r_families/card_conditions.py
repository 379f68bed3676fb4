"""L5R card text, what a card in play may do and when it acts by itself: 'while he has a Spell attached, he
may assign even if bowed', 'If this Personality ever has ...: Destroy him', 'If you did not ..., destroy ...',
'Negate the effects of Ranged Attacks during a battle at ...', created cards removed after a battle. Its
grammar rules are in l5r.lark (compiler 18, part F); its transformer methods (prefixed q18f_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class CardConditionsText(Transformer):
    pass
