"""What an action did (compiler 13, part A): the cards its costs and effects bowed, straightened, destroyed or
moved, for the Reactions and triggered traits keyed on it: "Reaction: After the resolution of an action that
bowed this Personality: Straighten him.", "After the resolution of a Battle action that destroyed one of your
Personalities ...", "After the resolution of an action that straightened this Personality: Straighten this
card." (a trait).

Recording: from the moment an ability's use begins paying its costs (abilities.py) until its action has
resolved, each card that bows, straightens, is destroyed or moves from one location to another (home, a
battlefield) is written into the action's record (`did`: [event, card] pairs). Only what the action's own
costs and effects do counts: a change made by a triggered trait or a delayed effect answering it (applied
inside another trigger) is not the action's, nor is a change made after its resolution (a Personality
destroyed for 0 Chi once the engine settles the step: said in the trace when a trigger asks about it).
A scenario's `action` step (no ability used) records nothing: a trigger asking about it says so.

A Reaction's trigger `{event: resolved, ..., did: {event: bowed, card: $bearer}}` (or `of: <filter>`: a
kind of card) answers, in the window `event: resolved` has (resolution_reactions.py), an action of that kind
and player that did so to such a card. Triggered traits answer the events `action_bowed`,
`action_straightened`, `action_destroyed`, `action_moved`, fired once the action has resolved (after
`<word>_action_resolved`), one for each card it did so to (the event's card), by the player who took the
action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import TEXT, closed, described
from ...language.symbols import CONTROLLER
from ...state.zones import fire
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter, Step
    from ...state.game_state import Card

DID_TRAITS = ("bowed", "straightened", "destroyed", "moved")  # each has a trait event action_<did>
WON_DUEL = "won_duel"  # the card won a duel the action created (compiler 19, part P; no trait event)
DID = (*DID_TRAITS, WON_DUEL)
KEY = "did"  # in an action's record: [(event, card)] in the order they happened
BY_EFFECTS = "did_by_effects"  # in an action's record: what its effects (not its costs) did (19 P)
MOVED_TO = "moved_to"  # in an action's record: [(zone, card)] where each card it moved went (19 P)
TO = ("current_battlefield",)  # where a move went, as a trigger's did names it (19 P)
EFFECTS_BEGIN = ("effects_begin", None)  # in the list being recorded: its costs are paid, its effects begin
LOCATIONS = ("home", "battlefield")  # zone families a card moves between

WHAT_AN_ACTION_DID = DeskRule(
    "l5r.desk.what-an-action-did",
    "what-an-action-did",
    "What an action did (bowed, destroyed, moved)",
    "\"An action that bowed (straightened, destroyed, moved) X\" is one whose costs or effects did so to X "
    "while it was taken and resolved: a change prevented did not happen; a change substituted is the one "
    "that happened (an action made to bow instead of destroying bowed). A change made by a triggered trait "
    "or another card's effect answering the action is not the action's. Moving is a change of location "
    "(home, a battlefield); a card entering or leaving play does not move. \"After the resolution of an "
    "action that ...\" happens once that action has resolved.",
    f"{NOT_IN_CORPUS}: card features and the effects document name an action's costs and effects (costs, "
    "constraints block C; an effect is anything other than a cost that changes the game state) but not "
    "what an action 'did'. Card text reads costs among it (Isawa Mitsuko: \"an action that bowed one of "
    "your Air Shugenja as a cost\") and writes effects alone where it means them (\"an action whose "
    "effects destroyed an enemy card\").",
    "Card text (Scout Armor: \"After the resolution of an action that bowed this Personality: Straighten "
    "him.\"), and the glossary's Successful (a change negated or not occurring is no change in the game "
    "state; a substitution makes the action bow instead).",
    "An action that bowed, destroyed or moved X: its costs or effects did so as it was taken and resolved",
)
DUEL_CREATED_WON = DeskRule(
    "l5r.desk.action-created-duel-won",
    "action-created-duel-won",
    "An action that created a duel which X won",
    "\"An action that created a duel which X won\" is one whose effects created a duel, fought as they "
    "resolved, that X won (a duel with no winner is won by no one). A duel created by a triggered trait or "
    "another card's effect answering the action is not the action's. \"An action whose effects destroyed "
    "X\" counts only what its effects did, not its costs.",
    f"{NOT_IN_CORPUS}: the duel procedure is not in the corpus (the Desk's l5r.desk.duel-won says who won a "
    "duel); what an action did is the Desk's l5r.desk.what-an-action-did, which reads costs among it unless "
    "the text says 'whose effects'.",
    "Card text (Impromptu Weapon: \"After the resolution of an action that created a duel which this "
    "Personality won: Gain 3 Honor.\"; Draw Attention: \"... one of your Battle actions whose effects "
    "destroyed an enemy card\").",
    "An action that created a duel X won: its effects created a duel, fought as they resolved, and X won it",
)
register_desk_rules(GAME, (WHAT_AN_ACTION_DID, DUEL_CREATED_WON))

FIELD = described(
    closed(
        {
            "event": {
                "anyOf": [
                    {"enum": list(DID)},
                    {"type": "array", "items": {"enum": list(DID)}, "minItems": 2},
                ],
                "description": "what the action did to the card (a list: any of them: 'bowed, destroyed, or "
                "moved')",
            },
            "card": described(TEXT, "the card it did it to ($source, $bearer, an id)"),
            "of": {"vocabulary": "filter", "description": "the kind of card it did it to"},
            "to": {
                "enum": list(TO),
                "description": "event moved: where the card moved to ('an action that moved one of your "
                "Personalities to the current battlefield', compiler 19, part P)",
            },
            "effects_only": {
                "enum": [True],
                "description": "only what the action's effects did counts, not its costs ('an action whose "
                "effects destroyed an enemy card', compiler 19, part P)",
            },
        },
        "event",
    ),
    "event: resolved: what the action did ('an action that bowed this Personality': {event: bowed, card: "
    "$bearer}; 'an action that created a duel which this Personality won': {event: won_duel, card: "
    "$bearer})",
)
TRIGGER_EVENTS = {
    f"action_{did}": f"an action {did} the card (fired once the action has resolved; its player: who took it)"
    for did in DID_TRAITS
}


def parse(tnode: Node, ctx: ParseContext, event: str) -> tuple | None:
    """A Reaction trigger's `did` (event: resolved only): (event, card, filter)."""
    if not tnode.has("did"):
        return None
    node = tnode.child("did")
    if event != "resolved" or not node.is_mapping("{event: bowed, card: $bearer}"):
        tnode.error("'did' says what the action that resolved did: only with event: resolved", "did")
        return None
    node.keys_allowed(("event", "card", "of", "effects_only", "to"))
    events = node.value.get("event")
    if isinstance(events, list):  # "bowed, destroyed, or moved": any of them (compiler 19, part A)
        if len(events) < 2 or len(set(map(str, events))) != len(events) or any(e not in DID for e in events):
            node.error(f"a list of two or more different events of: {', '.join(DID)}", "event")
            return None
        did = tuple(events)
    else:
        did = node.choice("event", DID, what="event")
    card = node.text("card", None)
    ctx.known_card(node, "card", card, symbols=True)
    with ctx.filling(CONTROLLER):  # "one of your Personalities": the Reaction's card's controller
        of = ctx.filter(node.child("of")) if node.has("of") else None
    if card is not None and of is not None:
        node.error("'card' or 'of', not both", "of")
    effects_only = node.value.get("effects_only") is True
    if node.has("effects_only") and not effects_only:
        node.error("effects_only: true (only what the action's effects did), or no key", "effects_only")
    to = node.choice("to", TO, None, what="destination") if node.has("to") else None
    if to is not None and (did != "moved" or effects_only):
        node.error("'to' says where a card moved: with event: moved, without effects_only", "to")
    return (did, card, of, effects_only, to)


# --- recording ---------------------------------------------------------------------------------------------
def begin(engine: Engine, action: str) -> None:
    """An ability's use begins (its costs): what happens now outside other triggers is its action's."""
    engine.game_state.resolving = (action, len(engine.triggered), [])


def effects_begin(engine: Engine, action: str) -> None:
    """Its costs are paid, its effects begin (abilities.py): what follows is what its effects did (19 P)."""
    resolving = engine.game_state.resolving
    if resolving is not None and resolving[0] == action:
        resolving[2].append(EFFECTS_BEGIN)


def end(engine: Engine, action: str) -> None:
    """Its action has resolved (or was refused): the record is kept; the trait events fire if it was taken."""
    state = engine.game_state
    if state.resolving is None or state.resolving[0] != action:
        return
    did = state.resolving[2]
    state.resolving = None
    record = engine.state.actions.get(action)
    if record is None or "text" not in record:  # refused, or not taken: it did nothing
        return
    begin_at = did.index(EFFECTS_BEGIN) if EFFECTS_BEGIN in did else len(did)
    record[BY_EFFECTS] = [(e, c) for e, c in did[begin_at + 1 :] if e in DID]
    record[KEY] = [(e, c) for e, c in did[:begin_at] if e in DID] + record[BY_EFFECTS]
    record[MOVED_TO] = [(e.split(" ", 1)[1], c) for e, c in did if e.startswith(f"{MOVED_TO} ")]
    for event, card in record[KEY]:
        if event in DID_TRAITS:
            fire(engine, f"action_{event}", card, record.get("by"))


def on_event(engine: Engine, event: str, card: str | None) -> None:
    """A card bowed, straightened or was destroyed (game.on_event)."""
    if event in ("bowed", "straightened", "destroyed") and card:
        _record(engine, event, card)
    elif event == "duel_won" and card:  # duel_history.won: the winner (a duel fought as the action resolved)
        _record(engine, WON_DUEL, card)


def on_zone_change(engine: Engine, card: Card, old: str, new: str) -> None:
    """A card changed zones (game.on_zone_change): from one location to another, it moved."""
    family = engine.rules.zone_family
    if old != new and family(old) in LOCATIONS and family(new) in LOCATIONS:
        _record(engine, "moved", card.id)
        _record(engine, f"{MOVED_TO} {new}", card.id)  # where it went (19 P)


def _record(engine: Engine, event: str, card: str) -> None:
    resolving = engine.game_state.resolving
    if resolving is not None and len(engine.triggered) == resolving[1]:  # not inside a trigger answering it
        resolving[2].append((event, card))


# --- Reactions ---------------------------------------------------------------------------------------------
def resolved(engine: Engine, step: Step, moment: int, trigger, holder: str) -> list[str]:
    """The actions of the trigger's kind and player that resolved in the window and did what its `did` says
    to the card it names (their ids, or with the trigger's `card` their performers)."""
    from dataclasses import replace

    from .resolution_reactions import resolved as kind_resolved

    did = trigger.did[0]
    actions = kind_resolved(engine, step, moment, replace(trigger, card=None))
    found = []
    for action in actions:
        record = engine.state.actions.get(action, {})
        if KEY not in record:
            text = f"{action} is no ability's use: what it {did} is not recorded; taken as nothing"
            engine.note(WHAT_AN_ACTION_DID.id, text)
            continue
        done = done_to(engine, record, trigger.did, holder)
        if not done:
            _note_after(engine, action, done_by(record, trigger.did), did, moment)
            if trigger.did[3]:
                engine.note(DUEL_CREATED_WON.id, f"{action}: only what its effects did counts, not its costs")
            continue
        rule = DUEL_CREATED_WON if _is(WON_DUEL, did) or trigger.did[3] else WHAT_AN_ACTION_DID
        engine.note(rule.id, f"{action} {_said(did)} {', '.join(dict.fromkeys(done))}")
        if trigger.card is None:
            found.append(action)
        elif performer := engine.game_state.performers.get(action):
            found.append(performer)
    return found


def done_by(record: dict, did: tuple) -> list:
    """What the action did that the trigger counts: all of it, or only its effects' (effects_only, 19 P)."""
    return record.get(BY_EFFECTS, []) if did[3] else record.get(KEY, [])


def done_to(engine: Engine, record: dict, tdid: tuple, holder: str) -> list[str]:
    """The cards the action did what the trigger's `did` says to (and, with `to`, moved there: 19 P)."""
    from .battlefield import current_battlefield

    did, card, of, _effects_only, to = tdid
    done = [c for e, c in done_by(record, tdid) if _is(e, did) and _about(engine, c, card, of, holder)]
    if to is None:
        return done
    here = current_battlefield(engine)
    went = [c for c in done if (here, c) in record.get(MOVED_TO, [])]
    if done and here is None:
        engine.note(WHAT_AN_ACTION_DID.id, "no battle in progress: no card moved to the current battlefield")
    elif done:
        text = f"moved to the current battlefield ({here}): {', '.join(went) or 'none'}"
        engine.note(WHAT_AN_ACTION_DID.id, text)
    return went


def _is(event: str, did: str | tuple) -> bool:
    """Whether what the action did is what the trigger asks (one event, or any of a list: compiler 19 A)."""
    return event in did if isinstance(did, tuple) else event == did


def _said(did: str | tuple) -> str:
    return " or ".join(did) if isinstance(did, tuple) else did


def _about(engine: Engine, subject: str, card: str | None, of: Filter | None, holder: str) -> bool:
    if card is not None:
        return engine.resolve_symbol(card, holder) == subject
    return of is None or (subject in engine.cards and engine.matches(engine.cards[subject], of, holder))


def _note_after(engine: Engine, action: str, done: list, did: str, moment: int) -> None:
    """A card destroyed at the action's step but not by it (0 Chi as the step settled, a trigger answering
    it): not counted, and said."""
    if not _is("destroyed", did):
        return
    by_it = {c for e, c in done if e == "destroyed"}
    happened = engine.game_state.happened
    later = [c for at, event, c in happened if at == moment and event == "destroyed" and c and c not in by_it]
    if later:
        text = (
            f"{', '.join(later)} destroyed after {action} resolved (0 Chi as the step settled, or a trigger "
            "answering it): not counted as what the action did"
        )
        engine.note(WHAT_AN_ACTION_DID.id, text)


def described_did(trigger) -> str:
    did, card, _of, _effects_only, to = trigger.did
    if to is not None:
        return f" that {_said(did)} {card or 'a card of a kind'} to the current battlefield"
    return f" that {_said(did)} {card or 'a card of a kind'}"
