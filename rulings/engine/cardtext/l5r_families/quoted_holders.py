"""L5R card text, abilities and traits held in quotes by a card or player named as the subject: 'This
Shugenja has the ability, "Battle: Ranged 3 Attack."', 'all players have the abilities, "..."', 'he has
the trait, "..."'. Its grammar rules are in l5r.lark (compiler 19, part H); its transformer methods
(prefixed q19h_) are a mixin of l5r._Build.

Part G (quoted_abilities.compile_quoted) compiles a quoted ability given with "give him"/"give it"/"You
have"; where it finds no such holder it asks `held_quote` here, which reads a trait whose subject holds the
ability all along:
- "This Personality has [Shadowlands and] the ability, "..."" (this card, or the card an attachment is on:
  shared.this_has's `$source` / `$bearer`): the quote compiled as printed on the card that holds it;
- "Your Shadowlands Personalities have [+1F and] the ability, "..."" (every card of a kind, re-checked all
  along, as statics.c15h_kind_have): compiled as printed on a card of that kind; a kind that holds cards of
  several types (a keyword: "Samurai") only where the quote compiles the same on each.
The quote is replaced by 'the ability ⟪0⟫' (not part G's ⟦0⟧: its rules never read ours), which the
grammar reads as one more thing a card "has" (`has_item`). A quoted text the compiler does not play keeps
the clause unplayed (part G's `_compiled` reasons)."""

from __future__ import annotations

import json
import re
from contextvars import ContextVar

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import BEARERS, PLURALS

PLACEHOLDER = "the ability ⟪{}⟫"
_GIFT = r"(?:[+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))*|[A-Z][A-Za-z'-]+(?: • [A-Z][A-Za-z'-]+)*) and "
# "This Personality has [Shadowlands and] " (a trait of this card or its bearer)
_THIS_HAS = re.compile(r"This (card|Personality|Follower|Item|Holding|Shugenja) has (?:" + _GIFT + ")?")
# "Your Shadowlands Personalities have [+1F and] " (a kind of card; the grammar reads the kind)
_KIND = r"(?:(?:Your|Other|other|non-[A-Z][\w'-]*|[A-Z][\w'-]*) ){0,5}[A-Z][\w'-]*"
_KIND_HAVE = re.compile(r"(?!(?:All|Each|This|You|Players|Other)\b)(?P<kind>" + _KIND + ") have (?:"
                        + _GIFT + ")?|Each of your (?P<each>" + _KIND + ") has (?:" + _GIFT + ")?")
# the card types a keyword-named kind may hold (an ability given to each: it must read the same on all)
_ANY_TYPE = ("Personality", "Follower", "Item", "Holding")

# the ability compiled for the clause being parsed, and who holds it ("this" or the kind's types)
_HELD: ContextVar[tuple[dict, str] | None] = ContextVar("q19h_held", default=None)


def held_quote(text: str, match, *, card_type: str, clause_id: str, title: str, compile_clause, compiled):
    """The clause with its quoted ability replaced by our placeholder, where its subject holds it as a
    trait (this card, its bearer, a kind of card); None where the holder is not one of ours. `compiled`
    is part G's `_compiled` (the quote as one played ability, or NotUnderstood naming why not)."""
    _HELD.set(None)
    before, after = text[: match.start()], text[match.end() :]
    if after.strip() not in ("", "."):
        return None
    inner = match.group(1).strip()
    this = _THIS_HAS.fullmatch(before)
    kind = _KIND_HAVE.fullmatch(before)
    if this is not None:
        named, own = this.group(1), card_type.lower()
        if named.lower() in ("card", own):
            holder = card_type
        elif BEARERS.get(own) == named:
            holder = "Personality"  # an attachment's bearer
        else:
            return None  # the grammar's reason ('this X' on a Y)
        granted = compiled(inner, holder, clause_id, compile_clause)
        tag = "this"
    elif kind is not None:
        last = (kind.group("kind") or kind.group("each")).split()[-1]
        plural = last in PLURALS and last != "Rings"
        types = [PLURALS[last].capitalize()] if plural else list(_ANY_TYPE)
        versions = [compiled(inner, t, clause_id, compile_clause) for t in types]
        if any(v != versions[0] for v in versions[1:]):
            raise NotUnderstood("a quoted ability given to a kind holding several types of card, which reads "
                                "differently on each")  # fmt: skip
        granted, tag = versions[0], "kind:" + ",".join(t.lower() for t in types)
    else:
        return None
    if "$bearer" in json.dumps(granted) and tag != "this":
        raise NotUnderstood("the quoted ability names 'this Personality' on a card of a kind (its bearer)")
    granted["id"] = _granted_id(title, clause_id)
    _HELD.set((granted, tag))
    end = "." if inner.endswith(".") else ""
    return before + PLACEHOLDER.format(0) + end + after


def _granted_id(title: str, clause_id: str) -> str:
    """As part G's: the granting card's title and clause (copies are named by id)."""
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "card"
    return f"granted-{slug}-{clause_id}"


def _held(expected: str) -> dict:
    held = _HELD.get()
    if held is None:
        raise NotUnderstood("a quoted ability placeholder without its ability")
    granted, tag = held
    if tag != expected:
        raise NotUnderstood("the quoted ability was compiled for another holder than the grammar reads")
    return dict(granted)


@v_args(inline=True)
class QuotedHoldersText(Transformer):
    def q19h_this_has(self, token, *items):
        """ "This Personality has [Shadowlands and] the ability, "..."": a trait of this card, or of the
        card an attachment is on, holding a copy of the ability while this card is in play (this_has)."""
        *gifts, _ability = items
        piece, _family = self.this_has(token, *gifts, {"grant_ability": _held("this")})
        return piece, "quoted ability held"

    def q19h_kind_have(self, kinds, *rest):
        """ "Your Shadowlands Personalities have [+1F and] the ability, "..."", "Each of your Scorpion Clan
        Personalities has the ability, "..."": every card of the kind
        holds a copy of the ability (and the bonus), re-checked all along (l5r-ce-effects, all things of a
        kind), while this card is in play (statics.c15h_kind_have)."""
        from .statics import _c15h_kind_words

        *rest, _ability = rest
        gifts = [i for part in rest if isinstance(part, (dict, list))
                 for i in (part if isinstance(part, list) else [part])]  # fmt: skip
        others = [part for part in rest if not isinstance(part, (dict, list))]
        kinds = re.sub(r"^Each of your ", "Your ", str(kinds))  # "Each of your X has": as "Your X have"
        chosen = _c15h_kind_words(kinds, self.keyword_name)
        kind_type = chosen.get("type")
        types = [kind_type] if isinstance(kind_type, str) else [t.lower() for t in _ANY_TYPE]
        granted = _held("kind:" + ",".join(types))
        piece, _family = self._c15h_kind_traits(dict(chosen), [*others, gifts])
        traits = piece["traits"]
        n = len(traits) + 1
        grant = {"id": self.clause_id + (f".{n}" if n > 1 else ""), "affects": dict(chosen),
                 "grant_ability": granted}  # fmt: skip
        return {"traits": [*traits, grant]}, "quoted ability held"
