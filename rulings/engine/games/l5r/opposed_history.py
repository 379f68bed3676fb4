"""What has opposed a card (compiler 19, part A): "Reaction: After the resolution of your action that bowed,
destroyed, or moved a Personality who has opposed this card at the current battlefield: Gain 2 Honor." (Hida
Defenders).

Two cards oppose each other when both are in play at the same battlefield on different sides (attacking and
defending: battlefield.opposing). The engine keeps no record of that today; this module keeps one: each pair
(card, card that opposed it, battlefield), written
- each time the engine settles (game.state_checks: every card in play at a battlefield, with a side, beside
  every card on the other side there), and
- as a card leaves a battlefield (game.on_zone_change, before its side ends: battlefield.leave), with every
  card on the other side there, so that an opposition that began and ended inside one step is kept.
The record lasts until the Attack Phase ends or a turn begins: a battlefield is the place of a battle of one
attack (the rulebook's Attack Phase, not in the corpus), so "has opposed this card at the current
battlefield" looks back over the current Attack Phase only, the battle in progress and what came before it at
that battlefield (the maneuvers), not a battlefield of another turn that had the same name.

The filter field `has_opposed_here: <card>` matches a card recorded as having opposed that card at the
current battlefield (the battle in progress: none, nothing matches). It reads only the record: a card
destroyed or moved away by the action the Reaction answers has still opposed it.

"After a battle's resolution, if Chuluun was ever opposed during the battle, destroy Chuluun." (Moto
Chuluun): the filter field `opposed_this_battle: true` matches a card that was opposed, at any battlefield,
at some moment while the battle in progress was (from its beginning: the cards opposed then count); a card
is opposed when a card opposes it, or when the scenario says so (its flag `opposed`). The record of the
battle is forgotten as the next battle begins; no battle in progress: nothing matches.

"a target Personality at any location who has not been opposed this Attack Phase" (Tsuruchi Iyaken): the
filter field `opposed_this_attack_phase: false` matches a card the record holds nothing of (no card opposed
it, nor was it opposed as the game state says, since the Attack Phase began); no Attack Phase in progress:
nothing matches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import FilterField
from .battlefield import current_battlefield, side
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

FIELD = "has_opposed_here"
SIDES = frozenset({"attacking", "defending"})
CLEARED_BY = ("turn_begins", "attack_phase_begins", "attack_phase_ends")
BATTLE_FIELD = "opposed_this_battle"
PHASE_FIELD = "opposed_this_attack_phase"
FLAG = ""  # in the record, for a card opposed as the game state says (its flag `opposed`), by no card named

OPPOSED_HISTORY = DeskRule(
    "l5r.desk.opposed-history",
    "opposed-history",
    "What has opposed a card",
    "A card has opposed another at a battlefield when, at some moment of the current Attack Phase, both were "
    "in play at that battlefield on different sides (one attacking, one defending), as the engine reads "
    "'opposing'; a Follower or Item is on its Personality's side. \"A Personality who has opposed this card "
    "at the current battlefield\" is one that did so at the battlefield of the battle in progress, in this "
    "battle or before it in the same Attack Phase, even if he has since been bowed, destroyed or moved away. "
    "The record is kept until the Attack Phase ends or a turn begins: a battlefield of an earlier Attack "
    "Phase is another battlefield. A card \"was ever opposed during the battle\" when it was opposed (by a "
    "card on the other side at its battlefield, whichever battlefield, or as the game state says) at some "
    "moment from that battle's beginning; that record is forgotten as the next battle begins. A card \"has "
    "not been opposed this Attack Phase\" when, since the Attack Phase in progress began, no card opposed it "
    "and the game state never said it was opposed; outside an Attack Phase no card is read so.",
    f"{NOT_IN_CORPUS}: the corpus uses 'opposed' and 'opposing' (effects document: 'Your Samurai have +1F "
    "while they are opposed'; the glossary's Side: 'a sub-area of a battlefield where either attacking or "
    "defending units are located') but the rulebook's battle sections, which say when a battlefield exists, "
    "are not in it, nor does it say what a card 'has opposed'.",
    "Card text (Hida Defenders: \"... a Personality who has opposed this card at the current battlefield\"; "
    "Moto Chuluun: \"if Chuluun was ever opposed during the battle\"; Tsuruchi Iyaken: \"a target "
    "Personality at any location who has not been opposed this Attack Phase\"), "
    "the glossary's Side, and the engine's reading of 'opposing' (two cards at one battlefield on different "
    "sides).",
    "Has opposed a card at the current battlefield: was on the other side there, at any moment of this "
    "Attack Phase",
)
register_desk_rules(GAME, (OPPOSED_HISTORY,))


def _record(engine: Engine) -> set[tuple[str, str, str]]:
    return engine.game_state.opposed


def _at_battlefield(engine: Engine, card: Card) -> str | None:
    if not engine.in_play(card):
        return None
    where = engine.location(card)
    return where if where.startswith("battlefield") else None


def record(engine: Engine) -> None:
    """Every pair of cards opposing each other now (game.state_checks, each time the engine settles), and,
    while a battle is in progress, every card opposed now (by a card, or by its flag `opposed`)."""
    by_place: dict[str, list[tuple[Card, str]]] = {}
    for card in engine.cards.values():
        where = _at_battlefield(engine, card)
        its_side = side(engine, card) if where else None
        if where and its_side in SIDES:
            by_place.setdefault(where, []).append((card, its_side))
    now = {(a.id, b.id, where) for where, cards in by_place.items() for a, side_a in cards
           for b, side_b in cards if side_a != side_b}  # fmt: skip
    flagged = {c.id for c in engine.cards.values() if c.flag("opposed") and engine.in_play(c)}
    _record(engine).update(now | {(c, FLAG, engine.location(engine.cards[c])) for c in flagged})
    if current_battlefield(engine) is not None:
        engine.game_state.opposed_in_battle.update({a for a, _b, _where in now} | flagged)


def leaving(engine: Engine, card: Card, old_zone: str) -> None:
    """A card leaves a battlefield (game.on_zone_change, before its side ends): it and each card of the
    other side still there have opposed each other there (its attachments with it)."""
    if not old_zone.startswith("battlefield"):
        return
    its_side = side(engine, card)
    if its_side not in SIDES:
        return
    leavers = [card, *(c for c in engine.cards.values() if _bears(engine, card, c))]
    found = _record(engine)
    for other in engine.cards.values():
        if other.id == card.id or _at_battlefield(engine, other) != old_zone:
            continue
        other_side = side(engine, other)
        if other_side in SIDES and other_side != its_side:
            for leaver in leavers:
                found.add((leaver.id, other.id, old_zone))
                found.add((other.id, leaver.id, old_zone))
                if current_battlefield(engine) is not None:
                    engine.game_state.opposed_in_battle.update((leaver.id, other.id))


def _bears(engine: Engine, bearer: Card, card: Card) -> bool:
    while card.zone == "attached" and card.attached_to in engine.cards:
        card = engine.cards[card.attached_to]
        if card.id == bearer.id:
            return True
    return False


def on_event(engine: Engine, event: str) -> None:
    """The record ends with the Attack Phase, and at the start of each turn (game.on_event)."""
    if event in CLEARED_BY and _record(engine):
        _record(engine).clear()
        if event != "turn_begins":  # (said only of an Attack Phase: a scenario's first turn says nothing)
            engine.note(OPPOSED_HISTORY.id, f"{event}: what has opposed each card is forgotten")
    if event in ("battle_begins", "turn_begins") and engine.game_state.opposed_in_battle:
        engine.game_state.opposed_in_battle.clear()
        if event != "turn_begins":
            engine.note(OPPOSED_HISTORY.id, f"{event}: which cards were opposed during a battle is forgotten")


# --- the filter field --------------------------------------------------------------------------------------
def _parse_card(node: Node, ctx: ParseContext, key: str) -> str | None:
    card = node.text(key, None)
    ctx.known_card(node, key, card, symbols=True)
    return card


def _has_opposed_here(engine: Engine, card: Card, card_id: str, source: str | None) -> bool:
    other = engine.cards.get(engine.resolve_symbol(card_id, source) or "")
    where = current_battlefield(engine)
    if other is None or where is None or (other.id, card.id, where) not in _record(engine):
        return False
    engine.note(OPPOSED_HISTORY.id, f"{card.id} has opposed {other.id} at {where}, the current battlefield")
    return True


def _parse_flag(node: Node, ctx: ParseContext, key: str) -> bool | None:
    return node.boolean(key, None)


def _opposed_this_battle(engine: Engine, card: Card, value: bool, source: str | None) -> bool:
    where = current_battlefield(engine)
    if where is None:
        return False
    was = card.id in engine.game_state.opposed_in_battle
    said = "was" if was else "was not"
    engine.note(OPPOSED_HISTORY.id, f"{card.id} {said} opposed during the battle at {where}")
    return was == value


def _opposed_this_attack_phase(engine: Engine, card: Card, value: bool, source: str | None) -> bool:
    if not any(name == "attack_phase" for name, _params in engine.state.procedures):
        engine.note(OPPOSED_HISTORY.id, f"{card.id}: no Attack Phase is in progress ('this Attack Phase')")
        return False
    was = any(a == card.id for a, _b, _where in _record(engine))
    said = "has" if was else "has not"
    engine.note(OPPOSED_HISTORY.id, f"{card.id} {said} been opposed this Attack Phase")
    return was == value


FILTER_FIELDS = {
    FIELD: FilterField(
        _parse_card,
        _has_opposed_here,
        "has opposed this card at the current battlefield, at any moment of this Attack Phase (even if no "
        "longer there or in play: the Desk's rule l5r.desk.opposed-history)",
        {"type": "string"},
        rule=OPPOSED_HISTORY.id,
    ),
    BATTLE_FIELD: FilterField(
        _parse_flag,
        _opposed_this_battle,
        "was (true) or was not (false) opposed, at any battlefield, at some moment of the battle in progress "
        "(no battle: nothing matches; the Desk's rule l5r.desk.opposed-history)",
        {"type": "boolean"},
        rule=OPPOSED_HISTORY.id,
    ),
    PHASE_FIELD: FilterField(
        _parse_flag,
        _opposed_this_attack_phase,
        "has (true) or has not (false) been opposed, at any battlefield, at some moment of the Attack Phase "
        "in progress (none: nothing matches; the Desk's rule l5r.desk.opposed-history)",
        {"type": "boolean"},
        rule=OPPOSED_HISTORY.id,
    ),
}
