"""The named phases of an L5R turn, as far as the corpus names them: the Dynasty Phase and the Attack Phase
(effects document: procedural effects, "eliminating the next Dynasty Phase", "creating a battle during an
Attack Phase"; delayed effects, "After your next Attack Phase this game begins").

Each named phase is a procedure (`dynasty_phase`, `attack_phase`), so what the core does with procedures
reaches it: a trigger answers it beginning or ending (`attack_phase_begins`), a prevention stops it ("Dynasty
Phases do not happen": `prevent: {procedure: dynasty_phase}`), a replacement skips it ("skip your next ..."),
"once per" counts it. A named phase is also a phase: it begins inside the generic `phase` procedure, so
`phase_begins`, "once per phase" and `end_of_phase` see it as well.

The step `phase: attack` advances the turn to a named phase: the named phase in progress (if any) ends, then
the new one begins for the player whose turn it is (or `player`). A phase that does not happen is skipped
together with the steps after it, up to the next `phase` step or the end of the turn. Ending the turn ends the
named phase in progress. (`begin: attack_phase` begins the named procedure alone, not the phase around it.)

"Until your next turn begins" (`duration: until_your_turn`) ends as a turn of the effect's controller begins
(procedural effects, EXCEPTION: a procedural effect with an explicit duration is treated as ongoing). The rest
of the sequence of play is not in the corpus: other phases have no names here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.reader import Node
from ...language.spec import Step
from ...language.vocabulary import Question, StepKind
from ...rule_ids import register_rules
from ...steps.params import Procedure
from ...steps.skips import replaced
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext

NAMES = ("attack", "dynasty")  # the phases the corpus names
PROCEDURES = frozenset(f"{name}_phase" for name in NAMES)
UNTIL_YOUR_TURN = "until_your_turn"
DURATIONS = frozenset({UNTIL_YOUR_TURN})
NAMED = "l5r.phases.named"
TIMED = "l5r.effects.procedural-duration"

register_rules(
    GAME,
    {
        NAMED: (
            "procedural-effects",
            "p1",
            "Procedural effects establish or alter the sequence of play: its phases (Dynasty, Attack)",
        ),
        TIMED: (
            "procedural-effects",
            "exc1",
            "A procedural effect with an explicit duration is treated as an ongoing effect",
        ),
    },
)
RULE_IDS = {"begins-procedural-timed": TIMED}  # merged into L5RRules.rule_ids


@dataclass(frozen=True, slots=True)
class AdvancePhase:
    """`phase: attack` or `phase: {name: attack, player: me}` (params of this module's step)."""

    name: str
    player: str | None = None


@dataclass(frozen=True, slots=True)
class PhaseQuestion:
    question: str
    id: str | None = None


def _parse(node: Node, ctx: ParseContext) -> AdvancePhase | None:
    if isinstance(node.value, str):
        node = Node({"name": node.value}, node.path, node.problems)
    if not node.is_mapping("a phase name (attack, dynasty) or {name: attack, player: me}"):
        return None
    node.keys_allowed(("name", "player"))
    name = node.choice("name", NAMES, what="named phase")
    return AdvancePhase(name, ctx.player(node, "player", "") or None)


def _run(engine: Engine, step: Step) -> None:
    params: AdvancePhase = step.params
    end_named_phase(engine, step.index)
    player = params.player or turn_player(engine)
    name = f"{params.name}_phase"
    engine.note(NAMED, f"the turn advances to the {_title(name)}{f' of {player}' if player else ''}")
    if replaced(engine, name, player):  # it does not happen: skipped, up to the next `phase` step
        engine.note(NAMED, f"the {_title(name)} does not happen: its steps are skipped")
        return
    begin = engine.rules.registry.steps["begin"].run
    begin(engine, Step(step.index, "begin", Procedure("phase", player), step.path))
    if not engine.state.skipping:  # the phase itself may be skipped ("skip your next phase")
        begin(engine, Step(step.index, "begin", Procedure(name, player), step.path))


def end_named_phase(engine: Engine, index: int) -> None:
    """End the named phase in progress, and the phase it is (before the next one, or as the turn ends)."""
    names = [name for name, _ in engine.state.procedures]
    if not PROCEDURES & set(names):
        return
    current = next(n for n in reversed(names) if n in PROCEDURES)
    end = engine.rules.registry.steps["end"].run
    end(engine, Step(index, "end", Procedure(current), ""))
    if engine.state.procedures and engine.state.procedures[-1][0] == "phase":  # not when begun by `begin`
        end(engine, Step(index, "end", Procedure("phase"), ""))


def turn_player(engine: Engine) -> str | None:
    """The player whose turn is in progress (the latest `turn` begun and not ended), or None."""
    return next((p.player for name, p in reversed(engine.state.procedures) if name == "turn"), None)


def _title(procedure: str) -> str:
    return procedure.removesuffix("_phase").title() + " Phase"


def on_turn_begins(engine: Engine, player: str | None) -> None:
    """Effects lasting "until your next turn begins" end as a turn of their controller begins."""
    if player is not None:
        engine.end_durations(UNTIL_YOUR_TURN, "duration", f"{player}'s next turn begins", controller=player)


def _answer(engine: Engine, q: PhaseQuestion) -> dict:
    """The named phase in progress, and the named phases begun or skipped since the turn began."""
    events = engine.log.events
    engine.spend(len(events))
    start = max((i for i, e in enumerate(events) if e["event"] == "turn_begins"), default=-1)
    begun, skipped = [], []
    for event in events[start + 1 :]:
        if event["event"].removesuffix("_begins") in PROCEDURES:
            begun.append(event["event"].removesuffix("_phase_begins"))
        elif event["event"] == "skipped" and event.get("procedure") in PROCEDURES:
            skipped.append(event["procedure"].removesuffix("_phase"))
    current = next((n for n, _ in reversed(engine.state.procedures) if n in PROCEDURES), None)
    value = current.removesuffix("_phase") if current else "none"
    text = f"named phase in progress: {value}; this turn begun {begun or 'none'}, skipped {skipped or 'none'}"
    engine.note(NAMED, text)
    return {"value": value, "begun": begun, "skipped": skipped}


STEPS = {
    "phase": StepKind(
        _parse,
        _run,
        "The turn advances to a named phase (`attack`, `dynasty`; `player`: the turn's by default): the "
        "named phase in progress ends, the new one begins unless it does not happen (then the steps up to "
        "the next `phase` step are skipped).",
        {
            "anyOf": [
                {"enum": list(NAMES)},
                {
                    "type": "object",
                    "properties": {"name": {"enum": list(NAMES)}, "player": {"type": "string"}},
                    "required": ["name"],
                    "additionalProperties": False,
                },
            ]
        },
        moves_on=PROCEDURES | {"phase"},
    )
}
QUESTIONS = {
    "phase": Question(
        (),
        (),
        _answer,
        "The named phase in progress (`none` between them), and those begun or skipped this turn.",
        params=PhaseQuestion,
    )
}
