"""An additional action of any kind ("You may take an additional action.", "You may take an additional action
appropriate to this phase."): `additional_action: {designator: any}`. A use of any designator (Battle, Open,
Limited) takes it, under the same rule as an additional Battle action (additional_actions.py: once the
granting action has ended, before any other action but Reactions); one granted during a battle is taken in
that battle or lapses, as an additional Battle action is. Which kinds of action a phase allows is not
modelled here (as for any action the engine plays): the scenario's use names the action taken.
"""

from __future__ import annotations

from ...desk_rules import DeskRule, register_desk_rules
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

ANY = "any"

ANY_ADDITIONAL = DeskRule(
    "l5r.desk.any-additional-action",
    "any-additional-action",
    "An additional action of any kind",
    '"You may take an additional action" (and "... an additional action appropriate to this phase") gives '
    "the player one action more of any kind: Battle, Open or Limited, under the rule for additional actions "
    "(l5r.desk.additional-actions): once the action that granted it has ended, before anyone takes another "
    "action, Reactions aside. One granted during a battle is taken in that battle or lapses, as an "
    "additional Battle action is. Which kinds of action the current phase allows is the rulebook's and not "
    "checked here (as for every action): the use that takes it names the action.",
    f"{NOT_IN_CORPUS}: the effects document says only when additional actions granted by effects happen "
    "(order of effects, EXCEPTION 3); the rulebook's phases and their actions are not in the corpus.",
    'Card text: "You may take an additional Battle action" names its kind; "You may take an additional '
    'action appropriate to this phase" (String of Victories) and "You may take an additional action" (some '
    "20 card texts) name none, so any kind the phase allows.",
    "An additional action of any kind, right after the granting action has ended",
)
register_desk_rules(GAME, (ANY_ADDITIONAL,))


def takes(grant: dict, designators: tuple[str, ...]) -> bool:
    """Whether an action of these designators may take the grant (one of its kind, or any kind)."""
    return grant["designator"] in designators or (
        grant["designator"] == ANY and bool(set(designators) & {"Battle", "Open", "Limited"})
    )


def bound_to_battle(grant: dict) -> bool:
    """Whether the grant is taken only in the battle it was granted in (a Battle one, or any kind granted
    during a battle)."""
    return grant["designator"] == "Battle" or (grant["designator"] == ANY and grant["battle"] is not None)
