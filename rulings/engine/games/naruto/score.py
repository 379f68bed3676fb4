"""Steps that apply a card's SCORE and AMBUSH effects: `score` (a player wins a mission: the SCORE effects of
the mission card and of his non-hidden characters there apply, naruto.desk.score) and `reveal` (a player
reveals a hidden character of his: its MAIN and AMBUSH effects apply in printed order, naruto.desk.reveal).
Both decide as the play step does (targets, destinations, use, order, discard_order)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...effects.chain import run as resolve_chain
from ...errors import Problem, ScenarioError
from ...language.shapes import CARD, TEXT, TEXTS, closed, described
from ...language.vocabulary import StepKind
from ...steps.choices import explorable
from .play import DECISION_FIELDS, apply_in_order, parse_decisions, set_decisions
from .score_order import parts_in_order
from .state import mission_changed, state

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Step
    from ...state.game_state import Card
    from .cards import InstantEffect


@dataclass(frozen=True, slots=True)
class Decided:
    """What the player decides as the effects apply (play.DECISION_FIELDS)."""

    by: str | None
    targets: Mapping[str, tuple[str, ...]]
    listed: tuple[str, ...] | None
    destinations: Mapping[str, str]
    use: Mapping[str, bool | None]
    order: tuple[str, ...] | None
    discard_order: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class Score(Decided):
    mission: str | None = None
    sequence: tuple[str, ...] | None = None  # the order the winner applies the SCORE effects in (effect ids)


@dataclass(frozen=True, slots=True)
class Reveal(Decided):
    card: str | None = None


SCORE_FIELDS = {
    "mission": {"vocabulary": "zone", "description": "the mission won"},
    "by": described(TEXT, "the player who wins it"),
    "sequence": described(TEXTS, "the order he applies its SCORE effects in (effect ids)"),
    **DECISION_FIELDS,
}
REVEAL_FIELDS = {
    "card": described(CARD, "the hidden character revealed"),
    "by": described(TEXT, "the player revealing it (its controller)"),
    **DECISION_FIELDS,
}


def _parse_score(node: Node, ctx: ParseContext) -> Score | None:
    if not node.is_mapping("a mapping: mission, by, and what the player decides"):
        return None
    node.keys_allowed(SCORE_FIELDS)
    sequence = node.text_list("sequence", None)
    return Score(
        by=ctx.player(node, "by"),
        mission=ctx.zone(node, "mission"),
        sequence=None if sequence is None else tuple(sequence),
        **parse_decisions(node, ctx),
    )


def _parse_reveal(node: Node, ctx: ParseContext) -> Reveal | None:
    if not node.is_mapping("a mapping: card, by, and what the player decides"):
        return None
    node.keys_allowed(REVEAL_FIELDS)
    params = Reveal(by=ctx.player(node, "by"), card=node.text("card"), **parse_decisions(node, ctx))
    ctx.known_card(node, "card", params.card)
    return params


def _effects_of(engine: Engine, card: Card, sections: tuple[str, ...]) -> list[tuple[Card, InstantEffect]]:
    return [(card, fx) for fx in state(engine).effects.get(card.id, ()) if fx.section in sections]


def _run_score(engine: Engine, step: Step) -> None:
    p: Score = step.params
    here = [c for c in engine.cards.values() if engine.in_play(c) and engine.location(c) == p.mission]
    scoring = [c for c in here if c.type == "mission"]
    scoring += [c for c in here if c.type != "mission" and c.controller == p.by and not c.flag("hidden")]
    effects = [pair for card in scoring for pair in _effects_of(engine, card, ("score",))]
    names = ", ".join(fx.spec.id for _, fx in effects) or "none"
    engine.note("naruto.desk.score", f"{p.by} wins {p.mission}: SCORE effects of the mission and of his "
                f"non-hidden characters there apply ({names})")  # fmt: skip
    effects = _in_sequence(engine, step, effects)
    set_decisions(engine, step, [fx for _, fx in effects])
    # the winner is the player of the mission card's SCORE effects ("Opponent" is his opponent)
    missions = {c.id: c.controller for c in scoring if c.type == "mission"}
    for card_id in missions:
        engine.cards[card_id].controller = p.by
    try:
        apply_in_order(engine, step, effects, p.by)
    finally:
        for card_id, controller in missions.items():
            engine.cards[card_id].controller = controller
    resolve_chain(engine)


def _in_sequence(
    engine: Engine, step: Step, effects: list[tuple[Card, InstantEffect]]
) -> list[tuple[Card, InstantEffect]]:
    """The winner orders the SCORE effects: the step's `sequence` (checked), else each order is an outcome."""
    p: Score = step.params
    ids = [fx.spec.id for _, fx in effects]
    if p.sequence is not None:
        if sorted(p.sequence) != sorted(ids):
            where = f"{step.path}.score.sequence"
            raise ScenarioError([Problem(where, f"name each SCORE effect once: {', '.join(ids) or 'none'}")])
        return sorted(effects, key=lambda pair: p.sequence.index(pair[1].spec.id))
    if len(effects) < 2:
        return effects
    explorable(engine, math.factorial(len(effects)), f"the order of {len(effects)} SCORE effects")
    orders = [list(o) for o in itertools.permutations(effects)]
    orders = [o for o in orders if parts_in_order(o)]  # an effect's parts in order
    index = engine.choose(
        f"step {step.index}: order of the SCORE effects",
        p.by,
        [[fx.spec.id for _, fx in o] for o in orders],
        "naruto.desk.score",
        "the order the winner applies the SCORE effects in",
    )
    return orders[index]


def _run_reveal(engine: Engine, step: Step) -> None:
    p: Reveal = step.params
    card = engine.cards[p.card]
    if not engine.in_play(card) or not card.flag("hidden") or card.controller != p.by:
        where = f"{step.path}.reveal.card"
        raise ScenarioError([Problem(where, f"{card.id} is not a hidden character {p.by} controls in play")])
    effects = _effects_of(engine, card, ("main", "ambush"))
    set_decisions(engine, step, [fx for _, fx in effects])
    card.flags["hidden"] = False
    mission_changed(engine, engine.location(card))
    engine.touch(card.id)
    engine.note(
        "naruto.desk.reveal",
        f"{p.by} reveals {card.id}: its MAIN and AMBUSH effects apply in printed order "
        f"({', '.join(fx.spec.id for _, fx in effects) or 'none'})",
    )
    engine.settle()
    st = state(engine)
    st.playing, st.stage = card.id, "instant"
    st.playing_effects = frozenset(fx.spec.id for _, fx in effects)
    try:
        apply_in_order(engine, step, effects, p.by)
    finally:
        st.playing, st.stage, st.playing_effects = None, None, frozenset()


STEPS = {
    "score": StepKind(
        _parse_score,
        _run_score,
        "A player wins a mission: the SCORE effects of the mission card and of his non-hidden characters "
        "there apply (naruto.desk.score).",
        closed(SCORE_FIELDS, "mission", "by"),
    ),
    "reveal": StepKind(
        _parse_reveal,
        _run_reveal,
        "A player reveals a hidden character of his: its MAIN and AMBUSH effects apply in printed order "
        "(naruto.desk.reveal).",
        closed(REVEAL_FIELDS, "card", "by"),
    ),
}
