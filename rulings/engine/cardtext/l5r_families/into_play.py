"""L5R card text, putting cards into play: Terrains, Kata, Events; attachment costs. Its grammar rules are in
l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .shared import BEARERS
from .statics import E_ENTERS_FOR_LESS


@v_args(inline=True)
class IntoPlayText(Transformer):
    """The transformer methods of into play (mixed into l5r._Build)."""

    def c_attaches_for_less(self, _token, *rest):
        """ "Attaches to a Courtier for 2 less Gold": the attachment's own trait lowering what is paid for it
        to enter play when it is paid to attach to such a card (the card field enters_for_less with `bearer`,
        own_cost.py; card features: out of play, a card's traits affect only that card). The bearer reads as
        "Will only attach to" reads it."""
        if self.own_type not in BEARERS:
            raise NotUnderstood(f"'attaches to ... for less Gold' on a {self.own_type}")
        (number,) = [part for part in rest if isinstance(part, int)]
        kinds = [part for part in rest if isinstance(part, str) and not isinstance(part, Token)]
        if kinds and kinds != ["personality"]:
            raise NotUnderstood("'attaches to' a card other than a Personality for less Gold")
        if number < 1:
            raise NotUnderstood("attaching for 0 less Gold")
        named = [part for part in rest if isinstance(part, dict)]  # each keyword_name
        if any(kw.get("keywords") == ["Human"] for kw in named):
            raise NotUnderstood("'a Human': the absence of the Nonhuman keyword, not a keyword")
        typed = {"type": "personality"} if kinds else {}
        if len(named) == 1:
            bearer = {**typed, **named[0]}
        elif all(kw.keys() == {"keywords"} and len(kw["keywords"]) == 1 for kw in named):
            bearer = {**typed, "any_keywords": [kw["keywords"][0] for kw in named]}  # "a Courtier or Artisan"
        else:
            raise NotUnderstood("'attaches to' one of two kinds of card that are not two keywords")
        return {"enters_for_less": {"amount": number, "bearer": bearer}}, E_ENTERS_FOR_LESS
