"""L5R card text, target filters and comparisons. Its grammar rules are in l5r.lark; its transformer methods
are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from .players import _merged_filter


def _c16a_none_attached(words: str) -> dict:
    """ "with no unbowed attachments", "without Followers attached", "and no attachments": no attached card
    of the kind (a Follower), or no unbowed one, matches (`without_attached`)."""
    inner: dict = {}
    if "Followers" in words:
        inner["type"] = "follower"
    if "unbowed" in words:
        inner["bowed"] = False
    return {"without_attached": inner}


@v_args(inline=True)
class ComparisonsText(Transformer):
    def c16a_no_attached(self, token):
        """ "an enemy card without unbowed attachments", "a Personality with no attachments"."""
        return _c16a_none_attached(str(token))

    def c16a_qualifiers(self, *parts):
        """Qualifiers of which the last is "and no attachments": all of them hold (two of one kind are not
        read, as for the other qualifiers)."""
        *rest, last = parts
        kept = [part for part in rest if not isinstance(part, Token)]
        return _merged_filter([*kept, _c16a_none_attached(str(last))])
