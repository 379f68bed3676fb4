"""A Personality that will not refuse challenges: "Toshimoko will not refuse challenges." (a continuous
`will_not_refuse_challenges: true` on the card, or "Your Personalities cannot refuse challenges." on each of
a kind).

A challenge the engine plays may be refused only where its text says so (challenges.py, the Desk's rule
l5r.desk.challenge-refusal: "He may refuse; if he does, ..."). While this applies to the challenged
Personality, that option is not his: the challenge is not refused, the effects the text gives for refusing do
not happen and its duel is fought. A question deciding that he refuses is an error naming the step. The
Desk's rule l5r.desk.will-not-refuse (the corpus has no challenge procedure).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.declarations import flag
from ...errors import Problem, ScenarioError
from ...language.vocabulary import FLAG, Op
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Active

OP = "will_not_refuse_challenges"
WILL_NOT_REFUSE = DeskRule(
    "l5r.desk.will-not-refuse",
    "will-not-refuse",
    "A Personality that will not refuse challenges",
    '"X will not refuse challenges." (also "Your Personalities cannot refuse challenges."): a challenge '
    "whose text lets the challenged Personality refuse it (l5r.desk.challenge-refusal) is not refused when "
    "it challenges such a Personality: his controller has no choice, what the text gives for refusing does "
    "not happen and the duel is fought.",
    f"{NOT_IN_CORPUS}: the section on challenges and duels is named by the glossary but not given; nothing "
    "in the corpus says who may refuse a challenge.",
    'Card text: the card\'s own words ("will not refuse challenges"); a challenge that may be refused is '
    "the one whose text says so (l5r.desk.challenge-refusal), so this takes that option away and nothing "
    "else.",
    "He will not refuse challenges: a challenge he could refuse is accepted, and its duel is fought",
)
register_desk_rules(GAME, (WILL_NOT_REFUSE,))


def bound(engine: Engine, card_id: str) -> Active | None:
    """The effect by which this Personality will not refuse challenges now, if any."""
    for app in engine.apps_on(card_id, OP):
        if app.active and not app.blocked:
            return app.effect
    return None


def accepts(engine: Engine, target: str, duel_id: str, decided_refused: bool) -> bool:
    """Whether the challenged Personality accepts without a choice (he will not refuse challenges); noted.
    A question deciding that he refuses is an error naming the step."""
    effect = bound(engine, target)
    if effect is None:
        return False
    if decided_refused:
        where = f"steps[{engine.step_index}].decide.{duel_id}"
        why = f"{target} will not refuse challenges ({effect.id}): he cannot refuse"
        raise ScenarioError([Problem(where, why)])
    engine.note(WILL_NOT_REFUSE.id, f"{target} will not refuse challenges ({effect.id}): {duel_id} is fought")
    return True


OPS = {
    OP: Op(
        flag(OP),
        value=FLAG,
        doc="(continuous) 'X will not refuse challenges': a challenge whose text lets the targets refuse it "
        "is accepted (no choice; `decide: {<duel id>: refused}` is an error), and its duel is fought.",
        instant=False,
        substitute=False,
    )
}
