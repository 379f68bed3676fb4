"""Naruto Mythos instant effects: defeat, hide, POWERUP, gain Chakra, the Edge, take control, return, discard,
move to a chosen mission.

An effect with several targets is applied to all of them at once (snapshot targeting): while it is applied
its changes are staged, each noting the effects it triggers on the state as it was, then committed together
(defeated cards entering discard piles in the order the decider picks).
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any

from ...effects.chain import collect as add_to_chain
from ...effects.declarations import flag
from ...effects.params import NoParams
from ...effects.prevention import event_prevention
from ...errors import Problem, ScenarioError
from ...language.shapes import closed
from ...language.vocabulary import FLAG, Op
from ...state.ledger import Mod
from ...steps.apply import change_zone
from ...steps.choices import explorable
from . import (
    control,
    earlier_part,
    play_cost,  # what a play costs (naruto.desk.play-cost)
)
from .params import Cannot, Count, Destination, PlayAt, PlayCard, RemoveTokens, TakeControl
from .state import effect_rule, mission_changed, mission_of, opponent, state

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

TRIGGER_EVENT = {
    "defeat": "defeated",
    "hide": "hidden",
    "powerup": "powered_up",
    "chakra": "chakra_gained",
    "move_to_mission": "moved",
}


# --- parsing ------------------------------------------------------------------------------------------------
X_FIELDS = {
    "missions_with": {
        "vocabulary": "filter",
        "description": "X is the number of missions where a card in play matches this filter",
    },
    "defeated_by": {
        "type": "string",
        "description": "X is the number of characters this effect (an id) defeated as it was applied",
    },
    "cards_matching": {
        "vocabulary": "filter",
        "description": "X is the number of cards in play matching this filter",
    },
    "plus": {"type": "integer", "minimum": 1, "description": "'X+1': the amount is X plus this"},
    "moved_by": {
        "type": "string",
        "description": "X is the number of characters this effect (an id) moved as it was applied",
    },
    "power_hidden_by": {
        "type": "string",
        "description": "X is the Power the character this effect (an id) hid had as it was being hidden",
    },
}
COUNTED = ("missions_with", "defeated_by", "cards_matching", "moved_by", "power_hidden_by")


def count_param(op: str, counted: bool = False):
    def parse(node: Node, ctx: ParseContext) -> Count:
        if counted and isinstance(node.value.get(op), dict):
            return _parse_x(node.child(op), ctx)
        amount = node.integer(op)
        if amount is not None and amount < 1:
            node.error(f"{op} is a number of 1 or more", op)
        return Count(amount or 0)

    return parse


def _parse_x(node: Node, ctx: ParseContext) -> Count:
    """X counted from the game as the effect applies: give one of missions_with, cards_matching,
    defeated_by."""
    node.keys_allowed(X_FIELDS)
    given = [k for k in COUNTED if node.has(k)]
    if len(given) != 1:
        node.error(f"X is counted one way: give one of {', '.join(COUNTED)}")
        return Count(0)
    plus = node.integer("plus", 0) or 0
    if node.has("plus") and plus < 1:  # as the schema: 'X+0' is no printed amount
        node.error("plus is a number of 1 or more", "plus")
    if given[0] == "missions_with":
        return Count(0, missions_with=ctx.filter(node.child("missions_with")), plus=plus)
    if given[0] == "cards_matching":
        return Count(0, cards_matching=ctx.filter(node.child("cards_matching")), plus=plus)
    if given[0] == "moved_by":
        return Count(0, moved_by=node.text("moved_by"), plus=plus)
    if given[0] == "power_hidden_by":
        return Count(0, power_hidden_by=node.text("power_hidden_by"), plus=plus)
    return Count(0, defeated_by=node.text("defeated_by"), plus=plus)


def amount_of(engine: Engine, params: Count, event: dict) -> int:
    """N, or X counted now (naruto.desk.amount), plus `plus` ("X+1")."""
    amount = _counted(engine, params, event)
    if params.plus:
        engine.note("naruto.desk.amount", f"X+{params.plus}: {amount + params.plus}")
    return amount + params.plus


def _counted(engine: Engine, params: Count, event: dict) -> int:
    if params.missions_with is not None:
        source = event.get("source")
        missions = {
            engine.location(c)
            for c in engine.cards.values()
            if engine.in_play(c) and engine.matches(c, params.missions_with, source)
        }
        amount = len(missions)
        engine.note("naruto.desk.amount", f"X is {amount}: missions {', '.join(sorted(missions)) or 'none'}")
        return amount
    if params.cards_matching is not None:
        source = event.get("source")
        cards = sorted(
            c.id
            for c in engine.cards.values()
            if engine.in_play(c) and engine.matches(c, params.cards_matching, source)
        )
        engine.note("naruto.desk.amount", f"X is {len(cards)}: {', '.join(cards) or 'no card'}")
        return len(cards)
    if params.defeated_by is not None:
        defeated = state(engine).defeated_by.get(params.defeated_by, [])
        amount = len(defeated)
        engine.note(
            "naruto.desk.amount",
            f"X is {amount}: the characters {params.defeated_by} defeated ({', '.join(defeated) or 'none'})",
        )
        return amount
    if params.moved_by is not None:
        moved = state(engine).moved_by.get(params.moved_by, [])
        what = f"X is {len(moved)}: the characters {params.moved_by} moved ({', '.join(moved) or 'none'})"
        engine.note("naruto.desk.amount", what)
        return len(moved)
    if params.power_hidden_by is not None:
        power = state(engine).hidden_power.get(params.power_hidden_by, 0)
        engine.note("naruto.desk.amount", f"X is {power}: the Power of what {params.power_hidden_by} hid")
        return power
    return params.amount


TAKE_CONTROL_FIELDS = {
    "to": {"vocabulary": "zone", "description": "the mission a card taken from outside play goes to"},
    "hidden": {"type": "boolean", "description": "it enters hidden"},
    "anywhere": {"type": "boolean", "description": "from outside play to a mission the player picks"},
}


def _parse_take_control(node: Node, ctx: ParseContext) -> TakeControl:
    value = node.child("take_control").options(
        TAKE_CONTROL_FIELDS, "{to: mission, hidden: true} for a card taken from outside play"
    )
    if value is None:
        return TakeControl()
    anywhere = bool(value.boolean("anywhere", False))
    if anywhere and value.has("to"):
        value.error("either to (a mission) or anywhere (the player picks one)", "anywhere")
    return TakeControl(ctx.zone(value, "to", "") or None, bool(value.boolean("hidden", False)), anywhere)


# --- staging and committing ---------------------------------------------------------------------------------
def _stage(engine: Engine, op: str, target: str, params: Any, event: dict) -> bool:
    """Note what this change triggers now (last known information), then commit it or keep it staged."""
    name = TRIGGER_EVENT.get(op, op)
    card = engine.cards.get(target)
    player = card.controller if card is not None else target
    add_to_chain(engine, {"event": name, "card": card.id if card else None, "player": player, **_by(event)})
    staged = state(engine).staging
    if staged is None:
        COMMITS[op](engine, target, params, event)
    else:
        staged.append((op, target, params, event))
    return True


def _by(event: dict) -> dict:
    return {"by": event.get("controller"), "effect": event.get("effect")}


def commit(engine: Engine, staged: list, decider: str | None, who: str = "player") -> None:
    """Apply the staged changes of one effect together; defeats enter discard piles in the decider's order
    (`who`: "player" when the effect lets its player act, "opponent" when it asks the opponent)."""
    defeats: dict[str, list[str]] = {}
    for op, target, _, _ in staged:
        if op == "defeat":
            defeats.setdefault(engine.cards[target].owner, []).append(target)
    if any(len(cards) > 1 for cards in defeats.values()):
        effect = staged[0][3].get("effect")
        how = "the effect asks the opponent to act" if who == "opponent" else "the effect lets its player act"
        engine.note("naruto.decider", f"{decider} is the deciding player of {effect}: {how}")
        engine.note(
            f"naruto.discard-pile-order.{'opponent' if who == 'opponent' else 'you'}",
            f"{effect} defeats several characters: {decider} has control over the order",
        )
    rank = {}
    for owner, cards in sorted(defeats.items()):
        for i, card in enumerate(_pile_order(engine, owner, cards, decider)):
            rank[card] = i
    for op, target, _, event in staged:  # (the Power of a character being hidden)
        if op == "hide" and engine.in_play(engine.cards[target]):
            state(engine).hidden_power[event.get("effect")] = engine.stat(target, "power").value
    for op, target, params, event in sorted(
        staged, key=lambda s: rank.get(s[1], -1) if s[0] == "defeat" else -1
    ):
        COMMITS[op](engine, target, params, event)
    for effect in {event.get("effect") for _, _, _, event in staged}:
        state(engine).defeated_by[effect] = [
            t
            for op, t, _, e in staged
            if op == "defeat" and e.get("effect") == effect and not engine.in_play(engine.cards[t])
        ]
        state(engine).moved_by[effect] = [  # ("the characters moved this way")
            t
            for op, t, p, e in staged
            if op == "move_to_mission" and e.get("effect") == effect and engine.cards[t].zone == p.to
        ]


def _pile_order(engine: Engine, owner: str, cards: list[str], decider: str | None) -> list[str]:
    if len(cards) == 1:
        return cards
    rule = "naruto.discard-pile-order"
    wanted = engine.choices.decisions.get("discard_order")
    if wanted is not None and all(c in wanted for c in cards):
        order = sorted(cards, key=wanted.index)
        engine.note(rule, f"{decider} (the decider) puts them in {owner}'s discard pile: {', '.join(order)}")
        return order
    explorable(
        engine, math.factorial(len(cards)), f"the order {len(cards)} defeated cards enter a discard pile"
    )
    orders = [list(p) for p in itertools.permutations(cards)]
    index = engine.choose(
        f"step {engine.step_index}: discard order of {', '.join(sorted(cards))}",
        decider,
        orders,
        rule,
        f"the order in which the defeated cards enter {owner}'s discard pile (the decider chooses)",
    )
    return orders[index]


def _commit_defeat(engine: Engine, target: str, params: NoParams, event: dict) -> None:
    card = engine.cards[target]
    if not engine.in_play(card):
        return
    stack = _stack(engine, card)
    engine.note(effect_rule(engine, event.get("effect")), f"{target} is defeated")
    defeating = state(engine).defeating
    defeating.update(m.id for m in stack)
    try:
        for member in stack:
            change_zone(engine, member, "discard", event="defeated")
    finally:
        defeating.difference_update(m.id for m in stack)


def _stack(engine: Engine, top: Card) -> list[Card]:
    cards, under = [top], state(engine).under
    while cards[-1].id in under:
        cards.append(engine.cards[under.pop(cards[-1].id)])
    return cards


def _commit_hide(engine: Engine, target: str, params: NoParams, event: dict) -> None:
    card = engine.cards[target]
    card.flags["hidden"] = True
    mission_changed(engine, mission_of(engine, card))
    engine.touch(target)
    engine.note(effect_rule(engine, event.get("effect")), f"{target} is hidden")
    engine.event("hidden", card=target, **_by(event))
    control.break_links_of(engine, card, "the controller is hidden", "naruto.control.breaks.hidden")


def _commit_powerup(engine: Engine, target: str, params: Count, event: dict) -> None:
    card = engine.cards[target]
    card.tokens["power"] = card.tokens.get("power", 0) + params.amount
    mission_changed(engine, mission_of(engine, card))
    engine.touch(target)
    engine.note(
        "naruto.core-power.printed", f"{target} gets {params.amount} Power token(s): core power changes"
    )
    engine.event("powerup", card=target, amount=params.amount, **_by(event))


def _perform_powerup(engine: Engine, params: Count, target: str, event: dict) -> bool:
    """POWERUP N or X: X counted as the effect applies; X of 0 puts no token (naruto.desk.amount)."""
    if not possible(engine, "powerup", params, target, event):
        return False
    amount = amount_of(engine, params, event)
    if amount < 1:
        engine.note("naruto.desk.amount", f"POWERUP 0 on {target}: nothing happens")
        return False
    return _stage(engine, "powerup", target, Count(amount), event)


def _commit_chakra(engine: Engine, target: str, params: Count, event: dict) -> None:
    amount = params.amount
    rule = effect_rule(engine, event.get("effect"))
    mod = Mod(event["effect"], "change", amount, engine.tick(), event.get("source"), rule)
    engine.state.record(target, "chakra", mod)
    state(engine).player_version += 1
    engine.touch(target)
    engine.note(rule, f"{target} gains {amount} Chakra ({event['effect']})")
    engine.event("chakra", player=target, amount=amount, effect=event["effect"], source=event.get("source"))


def _perform_steal(engine: Engine, params: Count, target: str, event: dict) -> bool:
    """Steal N Chakra from a player: he loses as much as he has, up to N (naruto.desk.steal-chakra)."""
    if target not in engine.players or target == event.get("controller"):
        return False
    amount = min(params.amount, engine.stat(target, "chakra").value)
    if amount < 1:
        engine.note(STEAL, f"{target} has no Chakra to steal: nothing happens")
        return False
    return _stage(engine, "steal_chakra", target, Count(amount), event)


def _commit_steal(engine: Engine, target: str, params: Count, event: dict) -> None:
    thief = event["controller"]
    for player, change in ((target, -params.amount), (thief, params.amount)):
        mod = Mod(event["effect"], "change", change, engine.tick(), event.get("source"), STEAL)
        engine.state.record(player, "chakra", mod)
        engine.touch(player)
    state(engine).player_version += 1
    engine.note(STEAL, f"{thief} steals {params.amount} Chakra from {target} ({event['effect']})")
    engine.event("chakra_stolen", player=target, by=thief, amount=params.amount, effect=event["effect"])


def _commit_mission_points(engine: Engine, target: str, params: Count, event: dict) -> None:
    mod = Mod(event["effect"], "change", params.amount, engine.tick(), event.get("source"), POINTS)
    engine.state.record(target, "mission_points", mod)
    state(engine).player_version += 1
    engine.touch(target)
    engine.note(POINTS, f"{target} gains {params.amount} Mission point(s) ({event['effect']})")
    engine.event("mission_points", player=target, amount=params.amount, effect=event["effect"])


def _perform_give_edge(engine: Engine, params: NoParams, target: str, event: dict) -> bool:
    """ "Give the Edge to the opponent": only a player holding the Edge gives it (naruto.desk.give-edge)."""
    by = event.get("controller")
    if target not in engine.players or target == by:
        return False
    if by is None or engine.stat(by, "edge").value < 1:
        engine.note(GIVE_EDGE, f"{by} does not hold the Edge: there is nothing to give {target}")
        return False
    engine.note(GIVE_EDGE, f"{by} holds the Edge and gives it to {target}")
    return _stage(engine, "edge", target, params, event)


def _perform_look(engine: Engine, params: NoParams, target: str, event: dict) -> bool:
    """Looking at a hidden character: what the player knows changes, nothing else (naruto.desk.look-at)."""
    card = engine.cards.get(target)
    if card is None or not engine.in_play(card) or not card.flag("hidden"):
        return False
    player = event.get("controller")
    engine.note("naruto.desk.look-at", f"{player} looks at the hidden {target}: it stays hidden")
    earlier_part.looked_at(engine, event, target)  # "that character"
    engine.event("looked_at", card=target, player=player, effect=event.get("effect"))
    return True


def _perform_look_at_hand(engine: Engine, params: NoParams, target: str, event: dict) -> bool:
    """Looking at a player's hand: what the effect's player knows changes, nothing else; an empty hand shows
    nothing (naruto.desk.look-at)."""
    if target not in engine.players:
        return False
    hand = sorted(c.id for c in engine.cards.values() if c.zone == "hand" and c.owner == target)
    player = event.get("controller")
    if not hand:
        engine.note("naruto.desk.look-at", f"{target}'s hand is empty: {player} sees nothing")
        return False
    engine.note("naruto.desk.look-at", f"{player} looks at {target}'s hand: {', '.join(hand)}")
    engine.event("looked_at_hand", player=player, hand_of=target, effect=event.get("effect"))
    return True


CANNOT_EVENTS = ("hide", "defeat", "move", "return", "take_control")
CANNOT_FIELDS = {
    "events": {
        "anyOf": [
            {"enum": list(CANNOT_EVENTS)},
            {"type": "array", "items": {"enum": list(CANNOT_EVENTS)}},
        ],
        "description": "what cannot happen to them: hide, defeat, move, return, take_control",
    },
    "by": {
        "enum": ["enemy", "any"],
        "description": "enemy: only effects of the other player's cards (default)",
    },
}


def _parse_cannot(node: Node, ctx: ParseContext) -> Cannot:
    value = node.child_mapping("cannot_be", "{events: [hide, defeat], by: enemy}", CANNOT_FIELDS)
    if value is None:
        return Cannot((), "enemy")
    events = value.text_list("events")
    for i, event in enumerate(events):
        if event not in CANNOT_EVENTS:
            value.child("events").error(
                f"unknown event '{event}'; expected one of: {', '.join(CANNOT_EVENTS)}", i
            )
    return Cannot(tuple(events), value.choice("by", ("enemy", "any"), "enemy", what="by"))


def cannot(engine: Engine, op: str, target: str, event: dict) -> str | None:
    """The continuous effect by which this cannot happen to the target ("cannot be hidden by enemy effects",
    naruto.desk.cannot), or None."""
    card = engine.cards.get(target)
    if card is None:
        return None
    name = "move" if op in ("move_to_mission", "move_here") else op
    for app in engine.apps_on(target, "cannot_be"):
        params = app.effect.spec.params
        if not app.active or app.blocked or name not in params.events:
            continue
        if params.by == "any" or event.get("controller") != card.controller:
            return app.effect.id
    return None


def _parse_filter(op: str):
    def parse(node: Node, ctx: ParseContext) -> Any:
        return ctx.filter(node.child(op))

    return parse


def _commit_edge(engine: Engine, target: str, params: NoParams, event: dict) -> None:
    rule = effect_rule(engine, event.get("effect"))
    for player in engine.players:
        has = engine.stat(player, "edge").value
        wanted = 1 if player == target else 0
        if has != wanted:
            mod = Mod(
                event["effect"],
                "change",
                wanted - has,
                engine.tick(),
                event.get("source"),
                rule,
            )
            engine.state.record(player, "edge", mod)
            engine.touch(player)
    state(engine).player_version += 1
    engine.note(rule, f"{target} gains the Edge")
    engine.event("edge", player=target, **_by(event))


def _commit_take_control(engine: Engine, target: str, params: TakeControl, event: dict) -> None:
    card = engine.cards[target]
    control.take(engine, card, event.get("source"), event["controller"], params.to, params.hidden)


def _commit_return(engine: Engine, target: str, params: NoParams, event: dict) -> None:
    card = engine.cards[target]
    engine.note(effect_rule(engine, event.get("effect")), f"{target} returns to its owner's hand")
    for member in _stack(engine, card):
        change_zone(engine, member, "hand", event="returned")


def _commit_discard_top(engine: Engine, target: str, params: NoParams, event: dict) -> None:
    card = engine.cards[target]
    under = state(engine).under.pop(target, None)
    if under is None:
        return
    mission = engine.location(card)
    engine.note(
        effect_rule(engine, event.get("effect")),
        f"the top card {target} is discarded: {under} is on top again",
    )
    change_zone(engine, card, "discard", event="discarded")
    below = engine.cards[under]
    below.zone = mission
    mission_changed(engine, mission)
    engine.touch(under)
    control.arrives_on_top(engine, below)


def _commit_move(engine: Engine, target: str, params: Destination, event: dict) -> None:
    card = engine.cards[target]
    reason = engine.rules.may_enter(engine, card, params.to)
    if not engine.in_play(card) or reason is not None:
        rule = "naruto.no-repetition" if reason is not None else effect_rule(engine, event.get("effect"))
        engine.note(rule, f"{target} cannot move to {params.to}: {reason or 'it is not in play'}")
        return
    engine.note(effect_rule(engine, event.get("effect")), f"{target} moves to {params.to}")
    engine.note("naruto.desk.moves", f"{target} moves from {engine.location(card)} to a different mission")
    change_zone(engine, card, params.to, event="moved")


REMOVE_TOKENS_FIELDS = {
    "up_to": {"type": "integer", "minimum": 1, "description": "'Remove up to N': the player picks how many"},
    "all": {"type": "boolean", "description": "'Remove all Power tokens'"},
    "onto_source": {"type": "boolean", "description": "'and put them on this character'"},
}
REMOVE_TOKENS = "naruto.desk.remove-tokens"


def _parse_remove_tokens(node: Node, ctx: ParseContext) -> RemoveTokens:
    value = node.child_mapping(
        "remove_power_tokens", "{up_to: N} or {all: true}, with onto_source: true", REMOVE_TOKENS_FIELDS
    )
    if value is None:
        return RemoveTokens(None)
    up_to, every = value.integer("up_to", None), bool(value.boolean("all", False))
    if (up_to is None) == (not every):
        value.error("give one of up_to: N (the player picks how many, 1 to N) and all: true")
    return RemoveTokens(None if every else up_to, bool(value.boolean("onto_source", False)))


def _perform_remove_tokens(engine: Engine, params: RemoveTokens, target: str, event: dict) -> bool:
    """Remove up to N (the player of the effect picks how many, each number an outcome) or all of the
    target's Power tokens (naruto.desk.remove-tokens)."""
    if not possible(engine, "remove_power_tokens", params, target, event):
        return False
    has = engine.cards[target].tokens.get("power", 0)
    count = has if params.up_to is None else min(has, params.up_to)
    if params.up_to is not None and count > 1:
        options = list(range(1, count + 1))
        effect = event.get("effect")
        key = f"step {engine.step_index}: Power tokens {effect} removes from {target}"
        what = f"how many Power tokens (up to {params.up_to}) {effect} removes"
        count = options[engine.choose(key, event.get("controller"), options, REMOVE_TOKENS, what)]
    return _stage(engine, "remove_power_tokens", target, RemoveTokens(count, params.onto_source), event)


def _commit_remove_tokens(engine: Engine, target: str, params: RemoveTokens, event: dict) -> None:
    card = engine.cards[target]
    count = min(card.tokens.get("power", 0), params.up_to or 0)
    if not engine.in_play(card) or count < 1:
        return
    card.tokens["power"] -= count
    mission_changed(engine, mission_of(engine, card))
    engine.touch(target)
    engine.note(REMOVE_TOKENS, f"{count} Power token(s) are removed from {target}: core power changes")
    engine.event("power_tokens_removed", card=target, amount=count, **_by(event))
    source = engine.cards.get(event.get("source") or "")
    if params.onto_source and source is not None and engine.in_play(source):
        source.tokens["power"] = source.tokens.get("power", 0) + count
        mission_changed(engine, mission_of(engine, source))
        engine.touch(source.id)
        engine.note(REMOVE_TOKENS, f"they are put on {source.id}")


PLAY_BY_EFFECT = "naruto.desk.play-by-effect"
PLAY_CARD_FIELDS = {
    "less": {"type": "integer", "minimum": 0, "description": "'paying N less' (0: 'paying its cost')"},
}


def _parse_play_card(node: Node, ctx: ParseContext) -> PlayCard:
    value = node.child_mapping("play_card", "{less: N} (0: paying its cost)", PLAY_CARD_FIELDS)
    if value is None:
        return PlayCard(0)
    less = value.integer("less", None)
    if less is None or less < 0:
        value.error("less is a number of Chakra: 0 or more", "less")
    return PlayCard(max(less or 0, 0))


def play_options(engine: Engine, card: Card, by: str | None, less: int) -> list[PlayAt]:
    """Where the player of the effect may play his card and what it costs him: each mission no repetition
    keeps it out of, and each friendly character it may upgrade; only those he can pay for
    (naruto.desk.play-by-effect)."""
    if by is None or card.owner != by or engine.in_play(card) or card.zone not in ("hand", "discard"):
        return []
    chakra = engine.stat(by, "chakra").value
    missions = sorted(
        {c.zone for c in engine.cards.values() if engine.rules.zone_family(c.zone) == "mission"}
    )
    bases = sorted(  # (an untitled card has no name to share: it upgrades nothing)
        c.id
        for c in engine.cards.values()
        if engine.in_play(c) and c.controller == by and c.title is not None and card.title is not None
    )
    found = []
    for where, base in [*((m, None) for m in missions), *((None, b) for b in bases)]:
        under = engine.cards[base] if base else None
        place = engine.location(under) if under is not None else where
        # the play sequence's checks, through the game's rules (play.py, which imports this module)
        if engine.rules.play_refused(engine, card, under, place, by) is not None:
            continue
        cost = play_cost.cost_of(engine, card, under, place, by, less)
        if cost <= chakra:
            found.append(PlayAt(place, base, cost))
    return found


def _perform_play_card(engine: Engine, params: PlayCard, target: str, event: dict) -> bool:
    """The player of the effect plays the target: where (a mission, or over a character) he picks among those
    he can pay for (the play step's `destinations` names a mission; else each is an outcome)."""
    if not possible(engine, "play_card", params, target, event):
        return False
    card, by = engine.cards[target], event.get("controller")
    options = play_options(engine, card, by, params.less)
    labels = [o.where if o.base is None else f"over {o.base}" for o in options]
    effect = event.get("effect")
    wanted = engine.choices.decisions.get("destinations", {}).get(effect)
    index = engine.choose(
        f"step {engine.step_index}: where {target} is played ({effect})",
        by,
        labels,
        PLAY_BY_EFFECT,
        f"where {target} is played and what it costs",
        preset=labels.index(wanted) if wanted in labels else None,
    )
    return _stage(engine, "play_card", target, options[index], event)


def _commit_play_card(engine: Engine, target: str, params: PlayAt, event: dict) -> None:
    card, by = engine.cards[target], event["controller"]
    if engine.in_play(card):
        return
    state(engine).played_by[event["effect"]] = target
    if params.cost:
        mod = Mod(event["effect"], "change", -params.cost, engine.tick(), event.get("source"), PLAY_BY_EFFECT)
        engine.state.record(by, "chakra", mod)
        state(engine).player_version += 1
        engine.touch(by)
    over = f" over {params.base}" if params.base else ""
    paid = f"paying {params.cost} Chakra"
    engine.note(PLAY_BY_EFFECT, f"{by} plays {target} in {params.where}{over} by {event['effect']}, {paid}")
    base = engine.cards[params.base] if params.base else None
    engine.rules.play_by_effect(engine, card, base, params.where, by)  # (play.py, through the game's rules)


COMMITS = {
    "defeat": _commit_defeat,
    "hide": _commit_hide,
    "powerup": _commit_powerup,
    "chakra": _commit_chakra,
    "edge": _commit_edge,
    "mission_points": _commit_mission_points,
    "take_control": _commit_take_control,
    "return": _commit_return,
    "discard_top": _commit_discard_top,
    "move_to_mission": _commit_move,
    "remove_power_tokens": _commit_remove_tokens,
    "steal_chakra": _commit_steal,
    "play_card": _commit_play_card,
}


# --- what can be applied (MUST, IF ABLE; "as much as possible") ---------------------------------------------
# Ops on a card in play -> whether the card is in a state the op can change.
ON_A_CARD_IN_PLAY = {
    "defeat": lambda engine, card: True,
    "hide": lambda engine, card: not card.flag("hidden"),
    "powerup": lambda engine, card: True,
    "return": lambda engine, card: True,
    "discard_top": lambda engine, card: card.id in state(engine).under,
    "remove_power_tokens": lambda engine, card: card.tokens.get("power", 0) > 0,
}


def possible(engine: Engine, op: str, params: Any, target: str, event: dict) -> bool:
    """Whether this effect can be applied to this target now (not prevented, not already so)."""
    card = engine.cards.get(target)
    game_op = engine.rules.effect_ops.get(op)
    name = game_op.event if game_op else op
    if event_prevention(engine, {**event, "event": name}, target, continuous=False)[0] is not None:
        return False
    if (restriction := cannot(engine, op, target, event)) is not None:
        engine.note(
            "naruto.desk.cannot", f"{target} cannot be affected by {event.get('effect')} ({restriction})"
        )
        return False
    if op in ON_A_CARD_IN_PLAY:
        return card is not None and engine.in_play(card) and ON_A_CARD_IN_PLAY[op](engine, card)
    if op == "take_control":
        if card is None:
            return False
        from_outside = params.to is not None or params.anywhere
        return card.controller != event["controller"] and engine.in_play(card) != from_outside
    if op == "move_to_mission":
        return card is not None and engine.in_play(card) and bool(destinations(engine, card))
    if op == "play_card":
        return card is not None and bool(play_options(engine, card, event.get("controller"), params.less))
    if op == "move_here":
        here = mission_of(engine, engine.cards.get(event.get("source") or ""))
        return (
            card is not None
            and here is not None
            and engine.in_play(card)
            and engine.location(card) != here
            and engine.rules.may_enter(engine, card, here) is None
        )
    if op == "move":
        return (
            card is not None
            and engine.in_play(card)
            and engine.rules.may_enter(engine, card, params.to) is None
        )
    return True


def _perform(op: str):
    def perform(engine: Engine, params: Any, target: str, event: dict) -> bool:
        if not possible(engine, op, params, target, event):
            return False
        return _stage(engine, op, target, params, event)

    return perform


def destinations(engine: Engine, card: Card) -> list[str]:
    """The missions a card in play may move to: every other mission a card is in (no repetition there)."""
    here = engine.location(card)
    missions = {
        c.zone
        for c in engine.cards.values()
        if engine.rules.zone_family(c.zone) == "mission" and c.zone != here
    }
    return sorted(m for m in missions if engine.rules.may_enter(engine, card, m) is None)


def _perform_move(engine: Engine, params: NoParams, target: str, event: dict) -> bool:
    """Move to a mission the player of the effect chooses: the scenario's pick (checked), else each one."""
    if not possible(engine, "move_to_mission", params, target, event):
        return False
    options = destinations(engine, engine.cards[target])
    refusal = lambda m: f"{target} cannot move to {m}"  # noqa: E731
    to = choose_mission(engine, options, event, f"{target} moves to", refusal)
    return _stage(engine, "move_to_mission", target, Destination(to), event)


def missions_in_play(engine: Engine) -> list[str]:
    return sorted({c.zone for c in engine.cards.values() if engine.rules.zone_family(c.zone) == "mission"})


def choose_mission(
    engine: Engine, options: list[str], event: dict, what: str, refusal, *, where: str = "play.destinations"
) -> str:
    """The mission the effect's player picks among ``options``: the step's `destinations` for this effect
    (checked: ``refusal(mission)`` says why one is not legal), else each one is an outcome. ``what``: "ninja
    moves to"."""
    effect = event.get("effect")
    wanted = engine.choices.decisions.get("destinations", {}).get(effect)
    if wanted is not None and wanted not in options:
        at = f"steps[{engine.step_index}].{where}.{effect}"
        raise ScenarioError([Problem(at, f"{refusal(wanted)} (legal: {', '.join(options)})")])
    index = engine.choose(
        f"step {engine.step_index}: mission {what} ({effect})",
        event.get("controller"),
        options,
        "naruto.decider",
        f"the mission {what}",
        preset=None if wanted is None else options.index(wanted),
    )
    return options[index]


def _perform_take_control(engine: Engine, params: TakeControl, target: str, event: dict) -> bool:
    """Take control; `anywhere`: of a card outside play, put in a mission the player of the effect picks
    among those in play (the play step's `destinations`; else each is an outcome)."""
    if not possible(engine, "take_control", params, target, event):
        return False
    if not params.anywhere:
        return _stage(engine, "take_control", target, params, event)
    options = missions_in_play(engine)
    if not options:
        return False
    to = choose_mission(engine, options, event, f"{target} is put in", lambda m: f"{m} is no mission in play")
    return _stage(engine, "take_control", target, TakeControl(to, params.hidden), event)


def _perform_move_here(engine: Engine, params: NoParams, target: str, event: dict) -> bool:
    """ "Move a friendly character to this mission": to the mission of the effect's card, from another one
    (no repetition there; naruto.desk.moves)."""
    here = mission_of(engine, engine.cards.get(event.get("source") or ""))
    if not possible(engine, "move_here", params, target, event):
        return False
    return _stage(engine, "move_to_mission", target, Destination(here), event)


def _perform_player(op: str):
    def perform(engine: Engine, params: Any, target: str, event: dict) -> bool:
        if target not in engine.players:
            return False
        return _stage(engine, op, target, params, event)

    return perform


COUNT = {"type": "integer", "minimum": 1}
OPS = {
    "defeat": Op(flag("defeat"), _perform("defeat"), "defeat", doc="Defeats the target.", value=FLAG),
    "hide": Op(flag("hide"), _perform("hide"), "hide", doc="Hides the target.", value=FLAG),
    "powerup": Op(
        count_param("powerup", counted=True),
        _perform_powerup,
        "powerup",
        doc="Puts N Power tokens on the target (or X: {missions_with: filter}, {cards_matching: filter} or "
        "{defeated_by: effect id}, with plus: N for 'X+N').",
        value={"anyOf": [COUNT, closed(X_FIELDS)]},
    ),
    "gain_chakra": Op(
        count_param("gain_chakra"),
        _perform_player("chakra"),
        "chakra",
        doc="The player gains N Chakra.",
        players_only="Chakra is a player's",
        value=COUNT,
    ),
    "steal_chakra": Op(
        count_param("steal_chakra"),
        _perform_steal,
        "steal_chakra",
        doc="The effect's player takes N of the target player's Chakra: as much as he has, up to N "
        "(naruto.desk.steal-chakra).",
        players_only="Chakra is a player's",
        value=COUNT,
    ),
    "gain_edge": Op(
        flag("gain_edge"),
        _perform_player("edge"),
        "edge",
        doc="The player gains the Edge.",
        value=FLAG,
        players_only="the Edge is a player's",
    ),
    "give_edge": Op(
        flag("give_edge"),
        _perform_give_edge,
        "edge",
        doc="The effect's player, if he holds the Edge, gives it to the target player; without it, nothing "
        "happens (naruto.desk.give-edge).",
        value=FLAG,
        players_only="the Edge is a player's",
    ),
    "take_control": Op(
        _parse_take_control,
        _perform_take_control,
        "take_control",
        doc="The effect's player takes control of the target (`{to, hidden}`: from outside play; `anywhere`: "
        "from outside play to a mission he picks).",
        value={"anyOf": [FLAG, closed(TAKE_CONTROL_FIELDS)]},
    ),
    "return_to_hand": Op(
        flag("return_to_hand"),
        _perform("return"),
        "return",
        doc="Returns the target to its owner's hand.",
        value=FLAG,
    ),
    "discard_top": Op(
        flag("discard_top"),
        _perform("discard_top"),
        "discard_top",
        doc="Discards the top card of an upgraded character.",
        value=FLAG,
    ),
    "move_to_mission": Op(
        flag("move_to_mission"),
        _perform_move,
        "move",
        doc="Moves the target to another mission its player chooses (no repetition).",
        value=FLAG,
    ),
    "move_here": Op(
        flag("move_here"),
        _perform_move_here,
        "move",
        doc="'Move a character to this mission': moves the target from another mission to the mission of the "
        "effect's card (no repetition; naruto.desk.moves).",
        value=FLAG,
    ),
    "play_card": Op(
        _parse_play_card,
        _perform_play_card,
        "play_card",
        doc="The effect's player plays the target (a card of his out of play), to a mission or as an "
        "upgrade, paying its printed cost less N from his Chakra; its play sequence runs then "
        "(naruto.desk.play-by-effect).",
        value=closed(PLAY_CARD_FIELDS, "less"),
    ),
    "gain_mission_points": Op(
        count_param("gain_mission_points"),
        _perform_player("mission_points"),
        "mission_points",
        doc="The player gains N Mission points (naruto.desk.mission-points).",
        players_only="Mission points are a player's",
        value=COUNT,
    ),
    "remove_power_tokens": Op(
        _parse_remove_tokens,
        _perform_remove_tokens,
        "remove_power_tokens",
        doc="Removes up to N (the player picks how many) or all of the target's Power tokens; onto_source: "
        "puts them on the effect's card (naruto.desk.remove-tokens).",
        value=closed(REMOVE_TOKENS_FIELDS),
    ),
    "look_at": Op(
        flag("look_at"),
        _perform_look,
        "look_at",
        doc="The effect's player looks at the hidden target: it stays hidden (naruto.desk.look-at).",
        value=FLAG,
    ),
    "look_at_hand": Op(
        flag("look_at_hand"),
        _perform_look_at_hand,
        "look_at_hand",
        doc="The effect's player looks at the target player's hand: nothing else changes "
        "(naruto.desk.look-at).",
        players_only="a hand is a player's",
        value=FLAG,
    ),
    "cannot_be": Op(
        _parse_cannot,
        doc="(continuous) 'cannot be hidden by enemy effects': effects doing these cannot be applied to the "
        "cards it applies to (naruto.desk.cannot)",
        value=closed(CANNOT_FIELDS, "events"),
        substitute=False,
    ),
    "may_upgrade_over": Op(
        _parse_filter("may_upgrade_over"),
        doc="(continuous, on the card played) 'You can play this character as an upgrade to any character "
        "that ...': it may be played over a friendly character matching the filter (naruto.desk.upgrade).",
        value={"vocabulary": "filter"},
        substitute=False,
    ),
}
POINTS = "naruto.desk.mission-points"
GIVE_EDGE = "naruto.desk.give-edge"
STEAL = "naruto.desk.steal-chakra"
EVENTS = frozenset(
    {
        "defeat",
        "hide",
        "powerup",
        "chakra",
        "edge",
        "take_control",
        "return",
        "discard_top",
        "move",
        "mission_points",
        "look_at",
        "remove_power_tokens",
        "steal_chakra",
        "look_at_hand",
        "play_card",
    }
)
# "moved": a character moved to a different mission (naruto.desk.moves)
TRIGGER_EVENTS = frozenset({"played", "defeated", "hidden", "powered_up", "chakra_gained", "moved"})


def decider_of(engine: Engine, controller: str | None, decider: str) -> str | None:
    """The deciding player: the player of the effect, or the opponent for "the opponent defeats ..."."""
    return opponent(engine, controller) if decider == "opponent" else controller
