"""L5R card text, target filters and comparisons. Its grammar rules are in l5r.lark; its transformer methods
are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .players import _merged_filter
from .shared import COMPARED_STATS, PLURALS


def _c16a_mode(words: str) -> str:
    """ "lower than" / "lower" (less_than), "lower than or equal to" / "equal or lower" (at_most), "different
    from" (different), and the same for higher."""
    split = words.split()
    if split[0] == "different":
        return "different"
    lower = any(word in split for word in ("lower", "less", "fewer"))
    if "equal" in split:
        return "at_most" if lower else "at_least"
    return "less_than" if lower else "more_than"


def _c16a_own(stat, mode: str, *rest) -> dict:
    """The card's stat compared with its own other stat (an amount on `$subject`: the card judged) or its
    base value ("base"); a "printed" value is refused."""
    *base, other = rest
    if base and str(base[0]) == "printed":
        raise NotUnderstood("'his printed' value: the filter reads a card's base value, not what is printed")
    if base:
        side = {"base": True, "stat": COMPARED_STATS[str(other)]}
    elif str(other) == str(stat):
        raise NotUnderstood(f"a card's {stat} compared with itself")
    else:
        side = {"amount": {"equal_to": COMPARED_STATS[str(other)], "of": "$subject"}}
    return {"compare": {"stat": COMPARED_STATS[str(stat)], mode: side}}


def _c16a_none_attached(words: str) -> dict:
    """ "with no unbowed attachments", "without Followers attached", "and no attachments", "with no Items",
    "with no attached cards": no attached card of the kind (a Follower, an Item), or no unbowed one, matches
    (`without_attached`)."""
    inner: dict = {}
    if "Followers" in words:
        inner["type"] = "follower"
    elif "Items" in words:
        inner["type"] = "item"
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

    def c16a_compare_own(self, word, stat, own, *rest):
        """ "with higher Force than his own Chi" (its own current Chi as it is judged), "with lower Force
        than his own base Force" (its base value). Without "own" ("with higher Force than his base Force")
        "his" could also be this card or the performer: refused."""
        if "own" not in str(own):
            raise NotUnderstood(f"'than {own}' without 'own': the card judged, this card or the performer")
        return _c16a_own(stat, _c16a_mode(str(word)), *rest)

    def c16a_whose_own(self, _whose, stat, relation, _own, *rest):
        """ "whose Force is different from his (own) base Force", "whose Chi is lower than his own base Chi":
        "his" is the card "whose" names."""
        return _c16a_own(stat, _c16a_mode(str(relation)), *rest)

    def c16a_compare_amount(self, *parts):
        """ "whose Chi is lower than the number of Monk Personalities in this army": the count as the card is
        judged."""
        stat, relation, amount = parts[-3:]
        return {"compare": {"stat": COMPARED_STATS[str(stat)], _c16a_mode(str(relation)): {"amount": amount}}}

    def c16a_amount(self, _token, counted):
        return {"per": counted, "each": 1}

    def c16a_counted(self, *parts):
        """ "Monk Personalities in this army": this card's army (the same player's units at the battlefield
        where this card is, as "for each X in this army" reads it)."""
        kinds = [PLURALS[str(p)] for p in parts if isinstance(p, Token) and p.type == "PLURAL"]
        keywords = [p for p in parts if isinstance(p, dict)]
        counted = {**(keywords[0] if keywords else {}), "type": kinds[0]}
        return {**counted, "in_army_of": "$source", "at_battlefield_of": "$source"}

    def c16a_fewer_attachments(self, token, who):
        """ "with fewer attachments than this Shugenja": fewer cards attached to it than to that card."""
        mode = "less_than" if "fewer" in str(token) else "more_than"
        return {"compare": {"attachments": True, mode: {"count": "attachments", "of": who}}}
