"""L5R card text, Reactions and traits after an action resolved, keyed to what it did and who took it:
'After the resolution of another player's Battle action that bowed, moved, or destroyed one or more of
your Undead cards', 'one of your Battle actions whose effects destroyed an enemy card', 'an action that
gave a Force penalty to ...', 'an action that created a duel which this Personality won'. Its grammar
rules are in l5r.lark (compiler 19, part P); its transformer methods (prefixed q19p_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class ResolvedActionsText(Transformer):
    pass
