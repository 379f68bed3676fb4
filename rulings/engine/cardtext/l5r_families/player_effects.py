"""L5R card text, effects on hands, decks, Gold, Honor, Provinces and the Imperial Favor; created,
transferred, switched and copied cards. Its grammar rules are in l5r.lark; its transformer methods are a
mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class PlayerEffectsText(Transformer):
    pass
