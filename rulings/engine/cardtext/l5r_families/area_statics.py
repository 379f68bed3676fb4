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

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import own_names
from .statics import _c15h_gifts_and_status, _c15h_kind_words

TERRAIN_TYPES = ("strategy", "terrain")
# words before a kind that name no keyword: sides and players ("Enemy": the other side of a battle, not
# another player's cards), and "other" (no card of the kind is this Strategy)
NOT_KIND_WORDS = frozenset(
    {"other", "another", "enemy", "allied", "opposing", "unopposed", "human", "each", "all"}
)


def own_followers(text: str, title: str) -> str:
    """ "Tanizaki's Followers have +1F", "Sakiko's Followers have Cavalry" (the card's own name, at the start
    of the clause) -> "this card's Followers have ..." (l5r._this_card)."""
    for name in own_names(title):
        if text.startswith(name):
            own = rf"^{re.escape(name)}['\u2019]s (?=Followers (?:each )?have (?:[+-]\d|[A-Z]))"
            text = re.sub(own, "this card's ", text)
    return text


def _kind(phrase: str, keyword_name) -> dict:
    """The kind of card the words name (statics' reading: owner, states, "non-X", a keyword, the kind), with
    "Non-X" at the start of a clause read as "non-X"; words naming a side or a player refused."""
    words = phrase.split()
    unread = [word for word in words if word.lower() in NOT_KIND_WORDS]
    if unread:
        raise NotUnderstood(f"'{unread[0]}' in a kind of card (no keyword)")
    phrase = " ".join("non-" + w[4:] if w.startswith("Non-") else w for w in words)
    return _c15h_kind_words(phrase, keyword_name)


def _traits(clause_id: str, chosen: dict, items: list) -> list[dict]:
    _c15h_gifts_and_status(chosen, items, None)
    return [
        {"id": clause_id + (f".{n}" if n > 1 else ""), "affects": dict(chosen), **item}
        for n, item in enumerate(items, start=1)
    ]


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
        chosen = {**_kind(phrase, self.keyword_name), "at_battlefield_of": "$source"}
        return {"traits": _traits(self.clause_id, chosen, items)}, "kinds at this battlefield have"

    def q18h_kind_opposing_have(self, kinds, _opposing, items):
        """ "Dishonorable Personalities opposing Tajihi have -2F." (each card of the kind opposing this
        Personality: at the same battlefield, on the other side; a Follower's side is its unit's)."""
        return self._q18h_opposing_traits(str(kinds), items)

    def q18h_kind_have_while_opposing(self, kinds, items, _while):
        """ "Non-Shadowlands Personalities and Followers have -1F while opposing Yumiya." (as "opposing")."""
        return self._q18h_opposing_traits(str(kinds), items)

    def _q18h_opposing_traits(self, phrase: str, items: list) -> tuple[dict, str]:
        if self.own_type != "personality":
            raise NotUnderstood(f"cards opposing a {self.own_type} (read on a Personality only)")
        chosen = _kind(phrase, self.keyword_name)
        if chosen.get("controller"):
            raise NotUnderstood("'your' cards opposing this card (an opposing card is another player's)")
        chosen["opposing"] = "$source"
        return {"traits": _traits(self.clause_id, chosen, items)}, "kinds opposing this card have"

    def q18h_own_followers_have(self, _token, items):
        """ "Tanizaki's Followers have +1F.": each Follower attached to this Personality (re-checked all
        along: one attached later has it, one that leaves him loses it)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"this card's Followers on a {self.own_type}")
        chosen = {"in_play": True, "type": "follower", "attached_to": "$source"}
        return {"traits": _traits(self.clause_id, chosen, items)}, "this card's Followers have"

    def q18h_kind_with_have(self, kinds, with_, items):
        """ "Your Personalities with a Weapon have +2F.", "Your Shadowlands Personalities with one or more
        Shadowlands Followers have +1F.": each card of the kind with such a card attached (with_attached)."""
        if self.own_type in TERRAIN_TYPES or self.own_type == "event":
            raise NotUnderstood(f"a trait on all cards of a kind on a {self.own_type} (not in play)")
        chosen = _kind(str(kinds), self.keyword_name)
        words = str(with_).split()
        count = words[1:4] == ["one", "or", "more"]
        words = words[4:] if count else words[2:]
        if words[-1].endswith("s") != count:
            raise NotUnderstood(f"'{with_}': a singular and a plural mixed")
        last = words[-1].removesuffix("s") if count else words[-1]
        what: dict = {}
        if last.lower() in ("follower", "item", "spell"):
            what["type"] = last.lower()
        elif len(words) == 1 and not count:
            what.update(self.keyword_name(last))
        else:
            raise NotUnderstood(f"'{with_}': a kind of attachment the compiler does not read")
        if len(words) == 2:
            what.update(self.keyword_name(words[0]))
        kind = chosen.get("type")
        if kind not in ("personality", None) or (kind is None and "keywords" not in chosen):
            raise NotUnderstood("a kind of card with an attachment: read for Personalities only")
        chosen["with_attached"] = what
        return {"traits": _traits(self.clause_id, chosen, items)}, "kinds with an attachment have"
