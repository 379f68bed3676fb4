"""Additional actions granted by an effect ("you may take an additional Battle action"): when one may be taken
is the corpus's (effects, order of effects, EXCEPTION 3: additional actions granted by effects wait until the
action that granted them has ended); what taking it means is the Desk's own rule
(/rules/desk/l5r/#additional-actions), as the battle's turns to act are not in the corpus.

`{targets: $controller, additional_action: {designator: Battle}}` grants the player one action more. A
`use` step with `additional: true` takes it: an action of that designator by that player, after the granting
action has ended and before any other action but Reactions, in the same battle (a Battle action). Otherwise
the use is refused and changes nothing. `{additional_actions: me}` answers how many he may take now.

`play: looked_at` ("You may take an additional Battle action to play one of them"): the additional action
must play one of the cards the granting action looked at (look_at_top), a Strategy, which is then played
from the deck it lies in and discarded as one played from the hand is (/rules/desk/l5r/#additional-play).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...language.vocabulary import Op, Question
from ...rule_ids import register_rules
from . import any_additional  # "an additional action" of any kind (compiler 17, part G)
from .desk_rules import ADDITIONAL_ACTIONS, ADDITIONAL_PLAY
from .performed_additional import PERFORMER_SCHEMA, fixed_performer, parse_performer, performer_refusal
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Step
    from ...state.game_state import Card

WAIT = "l5r.order.additional-actions-wait"
register_rules(
    GAME,
    {
        WAIT: (
            "order-of-effects",
            "exc3",
            "Additional actions granted by effects wait until the action that granted them has ended",
        )
    },
)
DESIGNATORS = ("Battle", "Open", "Limited", any_additional.ANY)
PLAYS = ("looked_at",)  # what an additional action granted "to play one of them" must play


@dataclass(frozen=True, slots=True)
class Grant:
    designator: str
    play: str | None = None  # "looked_at": one of the cards the granting action looked at
    performer: str | None = None  # "which he must perform" (performed_additional.py, compiler 18, part E)


@dataclass(frozen=True, slots=True)
class Ask:
    question: str
    id: str | None = None
    additional_actions: str | None = None  # a player


def _parse(node: Node, ctx: ParseContext) -> Grant:
    value = node.child_mapping(
        "additional_action", "{designator: Battle} (an additional Battle action)",
        ("designator", "play", "performer"),  # compiler 18, part E: performer
    )
    if value is None:
        return Grant("Battle")
    designator = value.choice("designator", DESIGNATORS, None, what="designator") or "Battle"
    return Grant(designator, value.choice("play", PLAYS, None, what="what the action plays"),
                 parse_performer(value, ctx))  # compiler 18, part E


def _grants(engine: Engine) -> list[dict[str, Any]]:
    return engine.game_state.additional


def _perform(engine: Engine, params: Grant, target: str, event: dict) -> bool:
    action = event.get("action") or event["effect"]
    grant = {"player": target, "designator": params.designator, "from": action, "step": engine.step_index,
             "battle": _battle(engine), "taken": None}  # fmt: skip
    if params.performer is not None:  # compiler 18, part E
        grant["performer"] = fixed_performer(engine, params.performer, action, event.get("source"))
    if params.play == "looked_at":
        grant["cards"] = list(engine.state.looked_at.get(action, ()))
        cards = ", ".join(grant["cards"]) or "none"
        engine.note(ADDITIONAL_PLAY.id, f"{target}'s additional action may only play one of them ({cards})")
    _grants(engine).append(grant)
    if params.designator == any_additional.ANY:
        engine.note(any_additional.ANY_ADDITIONAL.id, f"{target}'s additional action may be of any kind")
    engine.note(WAIT, f"{target} may take an additional {params.designator} action once {action} has ended")
    return True


def _battle(engine: Engine) -> int | None:
    """The battle in progress (how many have begun), or None."""
    if not any(name == "battle" for name, _ in engine.state.procedures):
        return None
    return engine.game_state.begun.get("battle", 0)


def _lapsed(engine: Engine, grant: dict, now: int) -> str:
    """Why a grant can no longer be taken at step `now` ("" while it can)."""
    if grant["taken"]:
        return f"taken by {grant['taken']}"
    in_battle = grant["battle"] is not None and _battle(engine) == grant["battle"]
    if any_additional.bound_to_battle(grant) and not in_battle:
        return "the battle it was granted in is over" if grant["battle"] is not None else "no battle"
    steps = engine.scenario.steps
    between = [s for s in steps if grant["step"] < s.index < now and s.kind in ("action", "use")]
    other = next((s for s in between if _taken(engine, s) and not _is_reaction(engine, s)), None)
    return f"another action was taken first (step {other.index})" if other else ""


def _taken(engine: Engine, step: Step) -> bool:
    """Whether the step's action was taken (a refused use, or an action whose cost was not paid, was not)."""
    p = step.params
    action = p.id or f"{p.card or p.player}:{p.ability}@{step.index}"
    return "keywords" in engine.state.actions.get(action, {})


def _is_reaction(engine: Engine, step: Step) -> bool:
    printed = engine.game_state.printed or {}
    p = step.params
    return step.kind == "use" and any(
        a.id == p.ability and "Reaction" in a.designators for a in printed.get(p.card or "", ())
    )


def plays_from_deck(engine: Engine, card: Card) -> bool:
    """Whether an additional action granted "to play one of them" may play this Strategy from its deck now."""
    if card.type != "action" or card.zone != "deck":
        return False
    now = engine.step_index
    return any(card.id in g.get("cards", ()) and not _lapsed(engine, g, now) for g in _grants(engine))


def take(engine: Engine, step: Step, designators: tuple[str, ...]) -> str:
    """A use step marked `additional`: take a grant of its player (why it cannot be taken, "" once taken)."""
    params = step.params
    card = engine.cards.get(params.card or "")
    if not getattr(params, "additional", False):
        if card is not None and card.zone == "deck":
            return f"{card.id} is in a deck: only an additional action granted to play it can"
        return ""
    why = f"{params.by} has no additional action to take"
    for grant in _grants(engine):
        if grant["player"] != params.by or not any_additional.takes(grant, designators):
            continue
        if "cards" in grant and (card is None or card.id not in grant["cards"] or card.type != "action"):
            why = f"the additional action from {grant['from']} may only play one of {grant['cards']}"
            continue
        lapsed = _lapsed(engine, grant, step.index) or performer_refusal(engine, grant, step)
        if lapsed:  # (compiler 18, part E: or another performer than the one the text names)
            what = f"the additional {grant['designator']} action from {grant['from']}"
            why = f"{what} cannot be taken: {lapsed}"
            continue
        grant["taken"] = params.id or f"{params.card}:{params.ability}@{step.index}"
        engine.note(ADDITIONAL_ACTIONS.id, f"{params.by} takes the additional action {grant['from']} granted")
        return ""
    return why


def _answer(engine: Engine, q: Ask) -> dict:
    grants = [g for g in _grants(engine) if g["player"] == q.additional_actions]
    now = engine.step_index + 1  # a question is asked after the steps before it
    listed = [dict(g, lapsed=_lapsed(engine, g, now) or None) for g in grants]
    open_now = sum(1 for g in listed if not g["lapsed"])
    engine.note(ADDITIONAL_ACTIONS.id, f"{q.additional_actions} may take {open_now} additional action(s) now")
    return {"value": open_now, "granted": listed, "rule": ADDITIONAL_ACTIONS.id}


OPS = {
    "additional_action": Op(
        _parse,
        _perform,
        "additional_action",
        doc="The target player may take an additional action of this designator ('you may take an "
        "additional Battle action'), once the granting action has ended (a `use` step with `additional: "
        "true` takes it).",
        value={
            "type": "object",
            "properties": {
                "designator": {"enum": list(DESIGNATORS), "description": "the kind of action"},
                "play": {
                    "enum": list(PLAYS),
                    "description": "'to play one of them': the action must play a Strategy the granting "
                    "action looked at (look_at_top), from its deck",
                },
                "performer": PERFORMER_SCHEMA,  # compiler 18, part E
            },
            "additionalProperties": False,
        },
        players_only="an additional action is a player's: target a player ($controller)",
    )
}
QUESTIONS = {
    "additional_actions": Question(
        ("additional_actions",),
        ("additional_actions",),
        _answer,
        "How many additional actions a player may take now, and each granted (from, taken, lapsed).",
        params=Ask,
    )
}
