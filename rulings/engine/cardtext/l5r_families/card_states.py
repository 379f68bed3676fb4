"""L5R card text, where a card is and what it has, in filters, conditions and traits: 'If this card is
face-up in one of your provinces', 'Destroy it if it has no attachments', '+1F for each Spell in her
unit', 'a Holding controlled by a player who controls three or more Holdings', 'After one of your
Weapons is destroyed'. Its grammar rules are in l5r.lark (compiler 20, part I); its transformer methods
(prefixed q20i_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class CardStatesText(Transformer):
    pass
