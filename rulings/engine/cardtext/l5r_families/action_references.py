"""L5R card text, references to the action, its targets and its amounts: 'Destroy it if this action was
taken as an additional action', 'which must be ...', 'pay Gold equal to ...', 'its unit', 'with lower
Force and lower Chi', 'Each player may ...'. Its grammar rules are in l5r.lark (compiler 20, part J);
its transformer methods (prefixed q20j_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class ActionReferencesText(Transformer):
    pass
