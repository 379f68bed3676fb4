"""Costs beyond bowing, losing Honor and paying Gold (card features: Abilities C, "text in the constraints
block telling you to do something"): discard or destroy this card, discard a card of a kind from your hand,
destroy one of his Spells, move your performer home, give this Personality -1C.

costs.py reads them into `Cost.more` and pays them after its own parts (Gold, bowing, Honor), in the order
written here. Like every cost, one that cannot be paid stops the action before anything is paid, and one that
prevention stops leaves the action's effects unresolved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS, ZoneChange, stat_change
from ...language.shapes import TEXTS, described

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec, Filter
    from ...state.game_state import Card

ABILITY = "l5r.abilities.costs"
ANY_OF = {
    "anyOf": [{"vocabulary": "filter"}, {"type": "array", "minItems": 1, "items": {"vocabulary": "filter"}}]
}
FIELDS = {
    "discard": described(TEXTS, "cards discarded ($source: 'Discard this card'), from play or the hand"),
    "destroy": described(TEXTS, "cards destroyed ($source: 'Destroy this card')"),
    "discard_from_hand": described(
        ANY_OF,
        "'Discard a Kiho card or Spell': one card of the player's hand matching it (a list: any of them)",
    ),
    "bow_one_of": described(
        ANY_OF,
        "'Bow your performing Kensai or one of his Weapons': one unbowed card in play its player controls, "
        "matching one of them",
    ),
    "destroy_one": described(
        ANY_OF,
        "'destroy one of his Spells': one card in play matching it ({attached_to: $performer, keywords: "
        "Spell})",
    ),
    "requires": described(
        {"vocabulary": "filter"},
        "'your performing opposed Shugenja': the action can be taken only if a card in play its player "
        "controls matches ({cards: [$performer], keywords: Shugenja, opposed: true}); nothing is paid for it",
    ),
    "move_home": described(TEXTS, "cards moved home ('Move your performing Shugenja home')"),
    # compiler 18, part J: "Destroy a Fire token on Shintaro" (token_removal.py)
    "remove_token": described(
        {"type": "object", "properties": {"kind": {"type": "string"}, "card": {"type": "string"}},
         "required": ["kind", "card"], "additionalProperties": False},
        "'Destroy a Fire token on Shintaro': one token of this kind taken off the card ({kind: Fire, card: "
        "$source}; l5r.desk.token-removed)",
    ),
    "give": {
        "type": "array",
        "minItems": 1,
        "items": {"vocabulary": "effect"},
        "description": "stat changes given as the cost ('give this Personality -1C': {targets: $bearer, "
        "stat: chi, change: -1}); they last as an action's effects do",
    },
}


@dataclass(frozen=True, slots=True)
class MoreCosts:
    discard: tuple[str, ...] = ()
    destroy: tuple[str, ...] = ()
    discard_from_hand: tuple[Filter, ...] = ()  # any of them
    destroy_one: tuple[Filter, ...] = ()
    bow_one_of: tuple[Filter, ...] = ()
    move_home: tuple[str, ...] = ()
    give: tuple[EffectSpec, ...] = ()
    requires: Filter | None = None  # "your performing opposed Shugenja": checked, not paid
    remove_token: tuple[str, str] | None = None  # compiler 18, part J: (kind, card)

    def describe(self, engine: Engine, source: str | None) -> list[str]:
        def name(card: str) -> str:
            return engine.resolve_symbol(card, source) or card

        parts = [f"discard {name(c)}" for c in self.discard]
        parts += [f"destroy {name(c)}" for c in self.destroy]
        parts += ["discard a card of your hand matching a filter"] if self.discard_from_hand else []
        parts += ["destroy a card matching a filter"] if self.destroy_one else []
        parts += ["bow a card matching a filter"] if self.bow_one_of else []
        parts += [f"move {name(c)} home" for c in self.move_home]
        parts += [f"give {e.id}" for e in self.give]
        if self.remove_token:  # compiler 18, part J
            parts.append(f"remove a {self.remove_token[0]} token from {name(self.remove_token[1])}")
        return parts


def parse(node: Node, ctx: ParseContext, defaults: dict) -> MoreCosts | None:
    """The extra parts of a cost mapping (costs.py has checked its keys); None when it has none."""
    if not any(node.has(k) for k in FIELDS):
        return None
    cards = {}
    for key in ("discard", "destroy", "move_home"):
        cards[key] = tuple(node.text_list(key, []))
        for card in cards[key]:
            ctx.known_card(node, key, card, symbols=True)
    filters = {k: _filters(node, ctx, k) for k in ("discard_from_hand", "destroy_one", "bow_one_of")}
    requires = ctx.filter(node.child("requires")) if node.has("requires") else None
    give: tuple[EffectSpec, ...] = ()
    if node.has("give"):
        gnode = node.child("give")
        if not isinstance(gnode.value, list) or not gnode.value:
            node.error("give is a list of stat changes", "give")
        else:
            cost_defaults = {**defaults, "origin": "cost"}
            give = tuple(
                e for i in range(len(gnode.value)) if (e := ctx.effect(gnode.child(i), cost_defaults))
            )
            for effect in give:
                if stat_change(effect) is None:
                    node.error(
                        f"a cost gives a stat change ('give this Personality -1C'), not '{effect.op}'", "give"
                    )
    return MoreCosts(cards["discard"], cards["destroy"], filters["discard_from_hand"], filters["destroy_one"],
                     filters["bow_one_of"], cards["move_home"], give, requires,
                     _remove_token(node, ctx))  # fmt: skip


def _remove_token(node: Node, ctx: ParseContext) -> tuple[str, str] | None:
    """ "Destroy a Fire token on Shintaro" (compiler 18, part J): the token's kind and the card."""
    if not node.has("remove_token"):
        return None
    value = node.child_mapping("remove_token", "{kind: Fire, card: $source}", ("kind", "card"))
    if value is None:
        return None
    card = value.text("card")
    ctx.known_card(value, "card", card, symbols=True)
    return (value.text("kind"), card)


def _filters(node: Node, ctx: ParseContext, key: str) -> tuple[Filter, ...]:
    """A filter, or a list of them ("a Kiho card or Spell": any of them)."""
    if not node.has(key):
        return ()
    child = node.child(key)
    if isinstance(child.value, list):
        return tuple(ctx.filter(child.child(i)) for i in range(len(child.value)))
    return (ctx.filter(child),)


# --- paying -----------------------------------------------------------------------------------------------
def _any(engine: Engine, card: Card, wanted: tuple[Filter, ...], source: str | None) -> bool:
    return any(engine.matches(card, f, source) for f in wanted)


def _hand_cards(engine: Engine, wanted: tuple[Filter, ...], by: str, source: str | None) -> list[str]:
    return [
        c.id
        for c in engine.cards.values()
        if c.owner == by and c.zone == "hand" and c.exists and _any(engine, c, wanted, source)
    ]


def _in_play(
    engine: Engine,
    wanted: tuple[Filter, ...],
    source: str | None,
    by: str | None = None,
    *,
    to_bow: bool = False,
) -> list[str]:
    """Cards in play matching one of the filters (`by`: the player's own; `to_bow`: unbowed ones)."""
    return [
        c.id
        for c in engine.cards.values()
        if engine.in_play(c)
        and (by is None or c.controller == by)
        and not (to_bow and c.flag("bowed"))
        and _any(engine, c, wanted, source)
    ]


def unpayable(engine: Engine, more: MoreCosts, by: str, source: str | None) -> str:
    """Why these parts cannot be paid now ("" if they can), judged before anything is paid."""
    if more.requires is not None and not _in_play(engine, (more.requires,), source, by):
        return "no card in play is what the text asks for (its performer, or the card it names)"
    for card_id in (*more.discard, *more.destroy, *more.move_home):
        card = engine.cards.get(engine.resolve_symbol(card_id, source) or "")
        if card is None or not card.exists or card.zone == "discard":
            return f"{card_id} is not there to discard, destroy or move"
        if card_id in (*more.destroy, *more.move_home) and not engine.in_play(card):
            return f"{card.id} is not in play"
        if card_id in more.move_home and engine.location(card) == "home":
            return f"{card.id} is already home"
    if more.bow_one_of and not _in_play(engine, more.bow_one_of, source, by, to_bow=True):
        return f"{by} has no unbowed card in play that the cost asks to bow"
    if more.discard_from_hand and not _hand_cards(engine, more.discard_from_hand, by, source):
        return f"{by} has no card in hand that the cost asks to discard"
    if more.destroy_one and not _in_play(engine, more.destroy_one, source):
        return "no card in play fits what the cost asks to destroy"
    return _no_token(engine, more, source)  # compiler 18, part J


def _no_token(engine: Engine, more: MoreCosts, source: str | None) -> str:
    """ "Destroy a Fire token on Shintaro": why it cannot be paid ("" if it can: he has one, in play)."""
    if more.remove_token:
        kind, card_id = more.remove_token
        card = engine.cards.get(engine.resolve_symbol(card_id, source) or "")
        if card is None or not engine.in_play(card) or card.tokens.get(kind, 0) <= 0:
            return f"{card_id} has no {kind} token in play to remove"
    return ""


def _one(engine: Engine, options: list[str], by: str, what: str, verb: str) -> str:
    key = f"step {engine.step_index}: {verb} for the cost of {what}"
    return options[engine.choose(key, by, options, ABILITY, f"which card to {verb} for the cost of {what}")]


def pay(
    engine: Engine, more: MoreCosts, by: str, source: str | None, what: str, cost_event: Callable[..., dict]
) -> str:
    """Pay these parts in order; what failed ("" when all were paid)."""
    for part in _PARTS:
        failed = part(engine, more, by, source, what, cost_event)
        if failed:
            return failed
    return ""


def _pay_discard(
    engine: Engine, more: MoreCosts, by: str, source: str | None, what: str, cost_event: Callable[..., dict]
) -> str:
    from ...state.zones import change_zone

    for card_id in more.discard:
        card = engine.cards[engine.resolve_symbol(card_id, source) or card_id]
        change_zone(engine, card, "discard", event="discarded")
        engine.note(ABILITY, f"{by} discards {card.id} for the cost of {what}")
    return ""


def _pay_bow_one_of(
    engine: Engine, more: MoreCosts, by: str, source: str | None, what: str, cost_event: Callable[..., dict]
) -> str:
    if more.bow_one_of:
        card = _one(engine, _in_play(engine, more.bow_one_of, source, by, to_bow=True), by, what, "bow")
        if not attempt(engine, "bow", NO_PARAMS, card, cost_event("bow", by, source, what), continuous=False):
            return f"{card} did not bow"
    return ""


def _pay_destroy(
    engine: Engine, more: MoreCosts, by: str, source: str | None, what: str, cost_event: Callable[..., dict]
) -> str:
    destroyed = [engine.resolve_symbol(c, source) or c for c in more.destroy]
    if more.destroy_one:
        destroyed.append(_one(engine, _in_play(engine, more.destroy_one, source), by, what, "destroy"))
    for card in destroyed:
        if not attempt(
            engine, "destroy", NO_PARAMS, card, cost_event("destroy", by, source, what), continuous=False
        ):
            return f"{card} was not destroyed"
    return ""


def _pay_discard_from_hand(
    engine: Engine, more: MoreCosts, by: str, source: str | None, what: str, cost_event: Callable[..., dict]
) -> str:
    if more.discard_from_hand:
        card = _one(engine, _hand_cards(engine, more.discard_from_hand, by, source), by, what, "discard")
        event = cost_event("discard", by, source, what)
        if not attempt(engine, "discard_from_hand", NO_PARAMS, card, event, continuous=False):
            return f"{card} was not discarded"
    return ""


def _pay_move_home(
    engine: Engine, more: MoreCosts, by: str, source: str | None, what: str, cost_event: Callable[..., dict]
) -> str:
    for card_id in more.move_home:
        card = engine.resolve_symbol(card_id, source) or card_id
        event = {**cost_event("move", by, source, what), "to": "home"}
        if not attempt(engine, "move", ZoneChange("home"), card, event, continuous=False):
            return f"{card} did not move home"
    return ""


def _pay_give(
    engine: Engine, more: MoreCosts, by: str, source: str | None, what: str, cost_event: Callable[..., dict]
) -> str:
    for spec in more.give:
        spec = replace(spec, id=f"{spec.id}@{what}")  # each payment is its own effect
        engine.activate(spec, what, by)
        engine.note(
            ABILITY, f"{by} gives {spec.id} for the cost of {what}: a cost, not an effect of the action"
        )
    return ""


def _pay_remove_token(
    engine: Engine, more: MoreCosts, by: str, source: str | None, what: str, cost_event: Callable[..., dict]
) -> str:
    """ "Destroy a Fire token on Shintaro" (compiler 18, part J): one token off the card."""
    from .token_removal import remove

    if more.remove_token:
        kind, card_id = more.remove_token
        card = engine.cards[engine.resolve_symbol(card_id, source) or card_id]
        if not remove(engine, card, kind, by, f"{by} pays the cost of {what}"):
            return f"{card.id} has no {kind} token"
    return ""


_PARTS = (_pay_discard, _pay_bow_one_of, _pay_destroy, _pay_discard_from_hand, _pay_move_home, _pay_give,
          _pay_remove_token)  # fmt: skip
