"""Reactions taken before an action resolves, and the kind of action they answer (compiler 15, part B).

"Reaction: Before an action's resolution: Negate this Personality's destruction from the action's effects.",
"Before the resolution of another player's action, choose your performing Personality: Negate his movement
from the action's effects.", "Before a Battle action resolves, target a Personality: Negate his movement ...":
the trigger `{event: resolving, kind: [Battle], by: other}`. Such a Reaction is used as a Reaction to an
action's targeting is (targeting_reactions.py): its `use` step names the action with `reacts_to`, an action a
later step takes, and comes before it; it is refused unless that action is of the trigger's kind (each word of
`kind` one of its ability's designators or one of its keywords: the ability's and its card's) and player
(`by`). Its text's `$reacted` is that action: its negations ("from the action's effects") apply to what the
action's effects are about to do (the Desk's rule l5r.desk.reaction-before-resolution).

A Reaction to an action's targeting may name the kind of action too ("After another player's Battle action
targets this Personality": `{event: targeted, kind: [Battle], by: other}`), checked the same way; such a
Reaction is used before the action resolves (`reacts_to`), where the action it answers is known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from .card_abilities import action_keywords, printed
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import Step
    from ...state.game_state import Card
    from .ability_def import Ability

RESOLVING = "resolving"
REACTED = "$reacted"  # targeting_reactions.REACTED

REACTION_BEFORE_RESOLUTION = DeskRule(
    "l5r.desk.reaction-before-resolution",
    "reaction-before-resolution",
    "Reactions before an action's resolution",
    "A Reaction \"Before an action's resolution\" (\"Before another player's Battle action resolves\") is "
    "taken once that action has been taken (its costs paid and its targets chosen) and before its effects "
    "resolve, as a Reaction to its targeting is: what it negates of \"the action's effects\" applies to "
    "them as they resolve. Whose action it is and its kind (a designator, or a keyword of the action: its "
    "ability's or its card's) are as the trigger says.",
    f"{NOT_IN_CORPUS}: card features gives Reactions a trigger, a point in time when they can be taken "
    "(constraints block A: \"Before a Personality is destroyed:\"), and the glossary reads such a Reaction "
    "(Successful: \"Reaction: Before another player's action's resolution: Negate its effects that bow "
    "Personalities\"), but when in an action's taking its resolution begins is a rulebook section not in the "
    "corpus.",
    "The glossary's example (a Reaction before an action's resolution negates that action's effects, which "
    "it could not do once they had resolved), and the Desk's rule on Reactions to an action's targeting "
    "(l5r.desk.reaction-to-targeting), which it follows.",
    "A Reaction before an action's resolution is taken after its costs and targets, before its effects",
)
register_desk_rules(GAME, (REACTION_BEFORE_RESOLUTION,))


def problem(engine: Engine, step: Step, card: Card, ability: Ability, later: Step | None):
    """A Reaction before an action's resolution (event: resolving) used with `reacts_to`: (why it cannot
    react to that action now or "", the ability with `$reacted` bound)."""
    from ...effects.binding import bind

    action = step.params.reacts_to
    trigger = ability.trigger
    if action in engine.state.actions:
        return f"{action} has already resolved", ability
    if later is None:
        return f"no later step takes {action}", ability
    whose = later.params.by
    if trigger.by is not None and (whose != step.params.by) != (trigger.by == "other"):
        whom = "another player's" if trigger.by == "other" else "its own player's"
        return f"{action} is {whose}'s: {ability.id} reacts only to {whom} actions", ability
    if why := kind_problem(engine, later, trigger, ability.id):
        return why, ability
    engine.note(REACTION_BEFORE_RESOLUTION.id, f"{ability.id} reacts to {action} before it resolves")
    return "", bind(ability, REACTED, action)


def kind_problem(engine: Engine, later: Step, trigger, ability_id: str) -> str:
    """Why the action the later step takes is not of the trigger's kind ("" when it is, or none is named)."""
    if not trigger.kind:
        return ""
    words = set(words_of(engine, later))
    missing = [w for w in trigger.kind if w not in words]
    if not missing:
        return ""
    have = ", ".join(sorted(words)) or "no designator or keyword"
    action = later.params.id
    return f"{action} is not a {' '.join(trigger.kind)} action ({have}): {ability_id} does not react to it"


def words_of(engine: Engine, later: Step) -> tuple[str, ...]:
    """The designators and keywords of the action a later step takes: a use step's ability's designators and
    its action's keywords (the ability's and its card's); an action step's keywords (it has no designator)."""
    p = later.params
    if later.kind != "use":
        return tuple(getattr(p, "keywords", ()) or ())
    card = engine.cards.get(p.card or "")
    if card is None:
        return ()
    ability = next((a for a in printed(engine, card) if a.id == p.ability), None)
    if ability is None:
        return ()
    return (*ability.designators, *action_keywords(engine, card, ability))


def described(trigger) -> str:
    whose = {"other": "another player's ", "self": "its player's "}.get(trigger.by or "", "")
    words = " ".join((*trigger.kind, "action"))
    article = "" if whose else ("an " if words[0] in "AEIOUa" else "a ")
    return f"the resolution of {whose}{article}{words}"
