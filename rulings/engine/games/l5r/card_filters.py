"""Filters and conditions real card text needs (issue 17): attachments (ATTACH-F), units (UNIT), stats
compared between cards, with a player or with the card's base value (STATCMP), existence and counts (EXISTS).

- `with_attached: {type: spell}` ("while she has a Spell", "with a Follower") and `without_attached: {}`
  ("without attachments"; `{type: follower}` "without Followers"; `{any_keywords: [Weapon, Armor]}` "without a
  Weapon or Armor"): the cards attached to it, matched by the inner filter.
- `attached: true` ("if it is an attachment"): attached to another card; `false`: not attached.
- `in_unit_of: x`: in x's unit, a Personality and the Followers attached to him ("each card in the unit"; x
  may be the Personality or one of his Followers).
- `compare: {stat: personal_honor, at_most: {stat: chi, of: $source}}` ("Personal Honor lower than or equal to
  Izuna's Chi"); `{stat: force, different: {base: true}}` ("Force different from his base Force");
  `{unit_force: true, at_most: {stat: force, of: $performer, plus: 5}}` ("whose unit has equal or lower total
  Force than your Personality's Force plus 5"); `{attachments: true, less_than: {count: attachments, of:
  $bearer}}` ("with fewer attachments than this Shugenja": how many cards are attached to each);
  `{stat: force, more_than: {amount: {equal_to: chi, of: $subject}}}` ("with higher Force than his own Chi")
  and `{stat: chi, less_than: {amount: {per: <filter>}}}` ("whose Chi is lower than the number of Monks in
  this army"). Relations: at_most, at_least, less_than, more_than, equal, different; the right side is another
  card's stat (`of`), the card's own base value (`base: true`), a player's stat (`player`), how many cards
  are attached to a card (`count: attachments, of`), or an amount of the language read as the card is judged
  (`$subject` in it: the card judged), plus `plus: N`. A value that is no number ("-", absent) matches
  nothing.
- Condition `{count: <filter>, exactly: 1}` (also at_least, at_most): how many cards in play match ("if you
  control a Courtier or Magistrate": at_least 1; "if there are no Terrains here": at_most 0; "exactly one
  defending Personality").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...language.shapes import AMOUNT, BOOLEAN, INTEGER, TEXT, closed, described
from ...language.vocabulary import ConditionKind, FilterField
from .forces import unit_force
from .read_amounts import read_amount

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Amount, Filter
    from ...state.game_state import Card

RELATIONS = ("at_most", "at_least", "less_than", "more_than", "equal", "different")
FILTER = {"vocabulary": "filter", "description": "a filter"}
SIDE = closed(
    {
        "stat": described(TEXT, "the stat read on the right"),
        "of": described(TEXT, "the card it is read on (a card id or symbol)"),
        "player": described(TEXT, "the player whose stat is read (instead of of)"),
        "base": described(BOOLEAN, "the compared card's own base value of the stat"),
        "count": described(TEXT, "attachments: how many cards are attached to the card `of` names"),
        "amount": described(AMOUNT, "an amount read as the card is judged ($subject: the card judged)"),
        "plus": described(INTEGER, "added to the value"),
    }
)
COMPARE = closed(
    {
        "stat": described(TEXT, "the card's stat compared"),
        "unit_force": described(BOOLEAN, "the total Force of the card's unit instead of a stat"),
        "attachments": described(BOOLEAN, "how many cards are attached to the card instead of a stat"),
        **{relation: SIDE for relation in RELATIONS},
    }
)


# --- attachments and units ----------------------------------------------------------------------------
def _parse_inner(node: Node, ctx: ParseContext, key: str) -> Filter:
    return ctx.filter(node.child(key))


def _parse_attached(node: Node, ctx: ParseContext, key: str) -> bool:
    return bool(node.boolean(key))


def _attached(engine: Engine, card: Card, wanted: bool, source: str | None) -> bool:
    return (card.zone == "attached") == wanted


def _with_attached(engine: Engine, card: Card, inner: Filter, source: str | None) -> bool:
    return any(engine.matches(c, inner, source) for c in engine.attached(card.id))


def _without_attached(engine: Engine, card: Card, inner: Filter, source: str | None) -> bool:
    return not _with_attached(engine, card, inner, source)


def _parse_card(node: Node, ctx: ParseContext, key: str) -> str | None:
    card = node.text(key, None)
    ctx.known_card(node, key, card, symbols=True)
    return card


def unit_head(engine: Engine, card: Card | None) -> Card | None:
    """The Personality whose unit a card is in (itself, or the bearer of a Follower), if in play."""
    if card is None or not engine.in_play(card):
        return None
    if card.type == "follower" and card.attached_to:
        return engine.cards.get(card.attached_to)
    return card if card.type == "personality" else None


def _in_unit_of(engine: Engine, card: Card, card_id: str, source: str | None) -> bool:
    head = unit_head(engine, engine.cards.get(engine.resolve_symbol(card_id, source) or ""))
    return head is not None and head is unit_head(engine, card)


# --- stats compared -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Side:
    stat: str | None
    of: str | None
    player: str | None
    base: bool
    plus: int
    attachments: bool = False  # count: attachments (of: the card whose attached cards are counted)
    amount: Amount | None = None


@dataclass(frozen=True, slots=True)
class Compare:
    stat: str | None
    unit_force: bool
    relation: str
    right: Side
    attachments: bool = False


def _parse_compare(node: Node, ctx: ParseContext, key: str) -> Compare | None:
    cnode = node.child_mapping(
        key,
        "{stat: force, at_most: {stat: chi, of: $source}}",
        ("stat", "unit_force", "attachments", *RELATIONS),
    )
    if cnode is None:
        return None
    relations = [r for r in RELATIONS if cnode.has(r)]
    if len(relations) != 1:
        cnode.error(f"give one relation: {', '.join(RELATIONS)}")
        return None
    stat = _stat(cnode, ctx, "stat")
    unit = bool(cnode.boolean("unit_force", False))
    attachments = bool(cnode.boolean("attachments", False))
    if [stat is not None, unit, attachments].count(True) != 1:
        cnode.error(
            "compare a stat (stat: force), the unit's total Force (unit_force: true) or the number of cards "
            "attached (attachments: true), one of them"
        )
    side = cnode.child_mapping(
        relations[0],
        "{stat: chi, of: $source} or {base: true}",
        ("stat", "of", "player", "base", "plus", "count", "amount"),
    )
    if side is None:
        return None
    if side.has("count") or side.has("amount"):
        return _parse_counted_side(side, ctx, stat, unit, attachments, relations[0])
    base = bool(side.boolean("base", False))
    of = side.text("of", None)
    ctx.known_card(side, "of", of, symbols=True)
    player = ctx.player(side, "player", "", symbols=True) or None
    right_stat = _stat(side, ctx, "stat") or (stat if base else None)
    if (base and player) or (not base and not (of or player)) or (not base and right_stat is None):
        side.error(
            "compare with a card's or a player's stat ({stat, of} / {stat, player}), the card's own base "
            "value ({base: true}) or another card's ({stat, of, base: true})"
        )
    if base and unit:
        side.error("a unit's total Force has no base value")
    right = Side(right_stat, of, player, base, side.integer("plus", 0) or 0)
    return Compare(stat, unit, relations[0], right, attachments)


def _parse_counted_side(side: Node, ctx: ParseContext, stat, unit: bool, attachments: bool, relation: str):
    """The right side `{count: attachments, of: card}` or `{amount: <amount>}` (nothing else beside them
    but `plus`)."""
    plus = side.integer("plus", 0) or 0
    if side.has("amount"):
        side.keys_allowed(("amount", "plus"))
        right = Side(None, None, None, False, plus, amount=ctx.amount(side.child("amount")))
        return Compare(stat, unit, relation, right, attachments)
    side.keys_allowed(("count", "of", "plus"))
    side.choice("count", ("attachments",), what="count")
    of = side.text("of", None)
    if of is None:
        side.error("count the cards attached to a card: {count: attachments, of: card}")
    ctx.known_card(side, "of", of, symbols=True)
    return Compare(stat, unit, relation, Side(None, of, None, False, plus, attachments=True), attachments)


def _stat(node: Node, ctx: ParseContext, key: str) -> str | None:
    name = node.text(key, None)
    if name is not None and name not in ctx.rules.stats:
        node.error(f"unknown stat '{name}'", key)
        return None
    return name


def _compare(engine: Engine, card: Card, params: Compare, source: str | None) -> bool:
    if params.unit_force:
        head = unit_head(engine, card)
        left = unit_force(engine, head)[0] if head is not None else None
    elif params.attachments:
        left = len(engine.attached(card.id))
    else:
        left = engine.rules.filter_stat(engine, card, params.stat)
    right = _right(engine, card, params.right, source)
    if not (isinstance(left, int) and isinstance(right, int)):
        return False
    return _holds(left, params.relation, right + params.right.plus)


def _right(engine: Engine, card: Card, side: Side, source: str | None) -> Any:
    if side.amount is not None:
        return _amount_now(engine, card, side.amount, source)
    if side.attachments:
        other = engine.cards.get(engine.resolve_symbol(side.of, source) or "")
        return len(engine.attached(other.id)) if other is not None and engine.in_play(other) else None
    if side.base:  # its own base value, or another card's ("Bofana's base Force")
        other = engine.resolve_symbol(side.of, source) if side.of else card.id
        return engine.stat(other, side.stat).base if other in engine.cards else None
    if side.player:
        player = engine.resolve_symbol(side.player, source)
        return engine.stat(player, side.stat).value if player in engine.players else None
    other = engine.cards.get(engine.resolve_symbol(side.of, source) or "")
    return engine.rules.filter_stat(engine, other, side.stat) if other is not None else None


def _amount_now(engine: Engine, card: Card, amount: Amount, source: str | None) -> int | None:
    """An amount as the card is judged: a count of cards in play (read_amounts), or a card's current stat
    (`$subject`: the card judged), which matches nothing when it is no number, as a compared stat does."""
    if amount.per is not None or amount.among is not None:
        return read_amount(engine, amount, source, card.id)[0]
    if amount.stat is None:
        return amount.sign * amount.fixed
    whose = card.id if amount.stat_of == "$subject" else engine.resolve_symbol(amount.stat_of, source)
    other = engine.cards.get(whose or "")
    value = engine.rules.filter_stat(engine, other, amount.stat) if other is not None else None
    return amount.sign * value if isinstance(value, int) else None


def _holds(left: int, relation: str, right: int) -> bool:
    return {
        "at_most": left <= right,
        "at_least": left >= right,
        "less_than": left < right,
        "more_than": left > right,
        "equal": left == right,
        "different": left != right,
    }[relation]


# --- existence and counts -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Count:
    of: Filter
    relation: str
    number: int


def _parse_count(node: Node, ctx: ParseContext) -> Count | None:
    relations = [r for r in ("exactly", "at_least", "at_most") if node.has(r)]
    if len(relations) != 1:
        node.error("a count gives one of exactly, at_least, at_most")
        return None
    number = node.integer(relations[0])
    if number is None or number < 0:
        node.error("a count is 0 or more", relations[0])
        return None
    return Count(ctx.filter(node.child("count")), relations[0], number)


def _count_holds(engine: Engine, params: Count, subject: str, active: Any) -> bool:
    source = getattr(active, "source", None)
    cards = engine.state.cards.values()
    found = sum(1 for c in cards if engine.in_play(c) and engine.matches(c, params.of, source))
    relation = {"exactly": "equal", "at_least": "at_least", "at_most": "at_most"}[params.relation]
    return _holds(found, relation, params.number)


FILTER_FIELDS = {
    "attached": FilterField(
        _parse_attached,
        _attached,
        "attached to another card: an attachment (false: not one)",
        BOOLEAN,
        relational=False,
    ),
    "with_attached": FilterField(
        _parse_inner, _with_attached, "has an attached card matching this filter ({} any)", FILTER
    ),
    "without_attached": FilterField(
        _parse_inner, _without_attached, "has no attached card matching this filter ({}: none)", FILTER
    ),
    "in_unit_of": FilterField(
        _parse_card, _in_unit_of, "in this card's unit (a Personality and his Followers)", TEXT
    ),
    "compare": FilterField(
        _parse_compare,
        _compare,
        "a stat (or its unit's total Force, or its number of attached cards: attachments: true) compared with"
        " another card's or a player's stat, its base value, an amount or another card's attachments:"
        " {stat, at_most|at_least|less_than|more_than|equal|different: {stat, of|player|base, plus} or"
        " {amount: ...} or {count: attachments, of}}",
        COMPARE,
    ),
}
CONDITION_KINDS = {
    "count": ConditionKind(
        _parse_count,
        _count_holds,
        "how many cards in play match a filter: exactly, at_least or at_most N ('if you control a Courtier')",
        FILTER,
        fields={"exactly": INTEGER, "at_least": INTEGER, "at_most": INTEGER},
    )
}
