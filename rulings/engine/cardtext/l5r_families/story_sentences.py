"""L5R card text, sentences that tell the story and the subjects a sentence starts with: 'He rallies the
guards.', 'You offer an exquisite gift.' (no game term: they change nothing), 'The player may choose to
...', 'A target Region's abilities may not be used', 'This Holding straightens during each player's
Straighten Phase'. Its grammar rules are in l5r.lark (compiler 20, part H); its transformer methods
(prefixed q20h_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class StorySentencesText(Transformer):
    pass
