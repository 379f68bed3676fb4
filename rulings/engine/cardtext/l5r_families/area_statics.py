"""L5R card text, lasting effects on kinds of cards and players where they are: 'Your Personalities and
Followers at this battlefield have +1F', 'Non-Shadowlands Personalities have -2F/-1C while at this
battlefield'. Its grammar rules are in l5r.lark (compiler 18, part H); its transformer methods (prefixed
q18h_) are a mixin of l5r._Build.

"This battlefield" is read on a Strategy only: a Terrain Strategy whose own action puts it into play at a
battlefield ("Put this card into play there", l5r.desk.put-into-play). Its trait then affects every card of
the kind at the battlefield where it is (`at_battlefield_of: $source`, re-checked all along: the effects
document's effects on all things of a kind), and nothing while it is out of play (a card's traits out of play
affect only that card). On a Region or Holding "this battlefield" would be its own Province's battlefield,
which the Desk does not model (l5r.desk.provinces): refused, as every other card type."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .statics import _c15h_gifts_and_status, _c15h_kind_words

TERRAIN_TYPES = ("strategy", "terrain")
# words before a kind that name no keyword: sides and players ("Enemy": the other side of a battle, not
# another player's cards), and "other" (no card of the kind is this Strategy)
NOT_KIND_WORDS = frozenset(
    {"other", "another", "enemy", "allied", "opposing", "unopposed", "human", "each", "all"}
)


@v_args(inline=True)
class AreaStaticsText(Transformer):
    """The transformer methods of area_statics (mixed into l5r._Build)."""

    def q18h_kind_here_have(self, kinds, _at, items):
        """ "Your Personalities and Followers at this battlefield have +1F."."""
        return self._q18h_here_traits(str(kinds), items)

    def q18h_kind_here_have_while(self, kinds, items, _while):
        """ "Non-Shadowlands Personalities have -2F/-1C while at this battlefield." (as "at this battlefield":
        a card of the kind has the bonus while it is there)."""
        return self._q18h_here_traits(str(kinds), items)

    def _q18h_here_traits(self, phrase: str, items: list) -> tuple[dict, str]:
        if self.own_type not in TERRAIN_TYPES:
            raise NotUnderstood(
                f"'this battlefield' on a {self.own_type}: read only on a Terrain Strategy in play at a "
                "battlefield (a Province's battlefield is not modelled)"
            )
        words = phrase.split()
        unread = [word for word in words if word.lower() in NOT_KIND_WORDS]
        if unread:
            raise NotUnderstood(f"'{unread[0]}' in a kind of card at this battlefield (no keyword)")
        phrase = " ".join("non-" + w[4:] if w.startswith("Non-") else w for w in words)
        chosen = _c15h_kind_words(phrase, self.keyword_name)
        _c15h_gifts_and_status(chosen, items, None)
        chosen["at_battlefield_of"] = "$source"
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "affects": dict(chosen), **item}
            for n, item in enumerate(items, start=1)
        ]
        return {"traits": traits}, "kinds at this battlefield have"
