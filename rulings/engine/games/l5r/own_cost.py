"""A card's own trait lowering what is paid for it to enter play: "Enters play paying 2 less Gold if you are a
Lion Clan player" (Daigotsu Hotako • Experienced 3).

Out of play, a card's continuous traits affect that card, and only it (card features, Traits): this one
lowers the entering-play Gold cost of its own card, not its Gold Cost stat, and only while the player paying
for it is of the clan named (`clan`, optional). A card's `enters_for_less: {amount, clan}` holds it; the
payment (gold.py) takes it off as it takes off a player's reductions.

"Enters play for 1 less Gold for each Shugenja you control" is the same trait counting (`per`, a filter):
the amount less for each card in play matching it (the cards its player controls, as the filter says),
counted as the payment computes what is due; "up to 3 less Gold" caps it (`most`). "If you are a Lion Clan or
Scorpion Clan player" names several clans (`clan` a list): any of them.

An attachment's "Attaches to a Courtier for 2 less Gold" is the same trait for one kind of bearer (`bearer`, a
filter): it lowers the cost only of a payment that names the card it is paid to attach to (`pay: {to: ...}`)
and only when that card matches; a payment naming no bearer gets no reduction, and the answer says why.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...language.shapes import INTEGER, TEXTS, closed, described
from ...language.vocabulary import CardField

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

RULE = "l5r.traits.out-of-play"
FIELDS = {
    "amount": described(INTEGER, "how much less Gold"),
    "clan": described(
        TEXTS,
        "only if the player paying is of this clan, or of one of these ('if you are a Lion Clan player',"
        " 'a Lion Clan or Scorpion Clan player')",
    ),
    "per": {
        "vocabulary": "filter",
        "description": "the amount is less for each card in play matching this filter ('for 1 less Gold for"
        " each Shugenja you control'), counted as the payment computes what is due",
    },
    "most": described(INTEGER, "with per: at most this much less in all ('up to 3 less Gold')"),
    "bearer": {
        "vocabulary": "filter",
        "description": "only when paid to attach to a card matching this filter ('Attaches to a Courtier"
        " for 2 less Gold'; the payment names it: pay: {to: card})",
    },
}


@dataclass(frozen=True, slots=True)
class EntersForLess:
    amount: int
    clan: str | tuple[str, ...] | None = None
    bearer: Filter | None = None  # what the card it is paid to attach to must match
    per: Filter | None = None  # the amount is for each card in play matching it
    most: int | None = None  # with per: the cap ("up to 3 less Gold")


def _parse(node: Node, ctx: ParseContext, card_id: str) -> EntersForLess | None:
    if not node.is_mapping("{amount: 2, clan: Lion} (the card enters play paying 2 less Gold)"):
        return None
    node.keys_allowed(FIELDS)
    amount = node.integer("amount")
    if isinstance(amount, int) and amount < 1:
        node.error("amount is 1 or more", "amount")
    bearer = ctx.filter(node.child("bearer")) if node.has("bearer") else None
    per = ctx.filter(node.child("per")) if node.has("per") else None
    most = node.integer("most") if node.has("most") else None
    if node.has("most") and per is None:
        node.error("most caps a reduction for each card (per)", "most")
    clans = node.text_list("clan", None)
    clan = (clans[0] if len(clans) == 1 else tuple(clans)) if clans else None
    amount = amount if isinstance(amount, int) else 0
    return EntersForLess(amount, clan, bearer, per, most if isinstance(most, int) else None)


def less(engine: Engine, player: str, card: str, bearer: str | None = None) -> int:
    """How much less Gold the card's own trait takes off its entering-play cost for this player (paid to
    attach it to `bearer`, if the payment names one)."""
    own = engine.scenario.card_extra(card).get("enters_for_less")
    if own is None:
        return 0
    clan = engine.players[player].extra.get("clan") if player in engine.players else None
    clans = (own.clan,) if isinstance(own.clan, str) else own.clan
    if clans is not None and clan not in clans:
        what = f"{card}'s own trait lowers its cost only for a {' or '.join(clans)} Clan player"
        engine.note(RULE, f"{what}, not {player}")
        return 0
    if own.bearer is not None and not _for_bearer(engine, card, own.bearer, bearer):
        return 0
    if own.per is not None:
        return _per(engine, player, card, own)
    engine.note(RULE, f"{card}'s own trait: it enters play paying {own.amount} less Gold (for {player})")
    return own.amount


def _per(engine: Engine, player: str, card: str, own: EntersForLess) -> int:
    """The amount for each card in play matching `per` (as the payment computes what is due), capped. "You
    control" is the player paying for it (he is to control it), as the clan is his."""
    per = replace(own.per, controller=player) if own.per.controller == "$controller" else own.per
    counted = [c.id for c in engine.cards.values() if engine.in_play(c) and engine.matches(c, per, card)]
    amount = own.amount * len(counted)
    names = ", ".join(counted) or "none"
    text = f"{card}'s own trait: {own.amount} less Gold for each card counted ({names})"
    if own.most is not None and amount > own.most:
        text += f", up to {own.most}"
        amount = own.most
    engine.note(RULE, f"{text}: it enters play paying {amount} less Gold (for {player})")
    return amount


def _for_bearer(engine: Engine, card: str, wanted: Filter, bearer: str | None) -> bool:
    what = f"{card}'s own trait lowers its cost only to attach to a kind of card"
    if bearer is None:
        engine.note(RULE, f"{what}: the payment names no card it attaches to (pay: to), so no reduction")
        return False
    if bearer not in engine.cards or not engine.matches(engine.cards[bearer], wanted, card):
        engine.note(RULE, f"{what}: not to {bearer}")
        return False
    return True


CARD_FIELDS = {
    "enters_for_less": CardField(
        _parse,
        "The card's own trait 'Enters play paying N less Gold (if you are a X Clan player)': {amount, clan}; "
        "'for N less Gold for each Shugenja you control (, up to M less Gold)': {amount, per, most}; "
        "it lowers what is paid for this card to enter play, not its Gold Cost stat. 'Attaches to a Courtier "
        "for 2 less Gold': {amount, bearer} (only a payment naming such a card: pay: {to: card}).",
        closed(FIELDS, "amount"),
    )
}
