"""L5R card text: Reactions and delays at moments around an action and other events ('After the resolution of
an action ...', 'Before a ...', 'after each ...'). Its grammar rules are in l5r.lark (compiler 21, part L);
its transformer methods (prefixed q21l_) are a mixin of l5r._Build.

Read (compiler 21, part L):
- "After the resolution of any action that moved one or more units: Straighten them." (Endless Road, a
  Terrain), "... of an action that moved one or more units: Bow them.": a triggered trait answering the
  event `action_moved` of a Personality (compiler 13, part A's trait event, action_results.py: once the
  action has resolved, one event for each Personality whose move from one location to another its costs or
  effects made; a unit moves with its Personality, and the engine records his move), its effect acting on
  every card of that Personality's unit: `affects: {in_unit: $moved_unit}` ($moved_unit: the Personality
  the event happened to, bound as the trait triggers, games/l5r/moved_units.py; the Desk's rule
  l5r.desk.moved-units). "them" is the units the action moved: each is affected once, as the trait answers
  each move. "any action" is anyone's action, as "an action".

Refused on purpose (no grammar reads them, so they stay not understood): "your action that moved one or more
units" / "another player's ..." / a kind of action (not seen in the card pool; compiler 13, part A refuses a
trait keyed on another player's or a kind of action), "moved one or more units to a battlefield" (a
destination), "moved one or more Followers" (the engine records a Personality's moves only), "Straighten them"
after any other event, any other effect on "them" (a Force bonus would last: its duration is not said), and
"them" with a cost or a condition. Not attempted (seen in the clause list): "After the next time this turn he
is assigned to attack ..." (no assignment event in the engine: attacks are the scenario's flags), "After you
lose Honor from another player's action, give one of your Personalities ..." (no Honor-loss trigger event,
and a triggered trait does not choose), "gave a Force penalty to ..." (no record of Force penalties an
action gave), "After the resolution of a Battle action from a Strategy" (the action's card type is no part
of the trigger).
"""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood

MOVED_UNIT = "$moved_unit"  # games/l5r/moved_units.py's symbol
UNIT_VERBS = {"straighten": "straighten", "bow": "bow"}


@v_args(inline=True)
class ActionMomentsText(Transformer):
    def q21l_moved_units(self, _after, verb, _them):
        """ "After the resolution of any action that moved one or more units: Straighten them.": the trait
        answering each Personality the action moved (action_moved, `of: {type: personality}`), its effect
        on every card of his unit (in_unit: $moved_unit)."""
        op = UNIT_VERBS.get(str(verb).lower())
        if op is None:  # (the grammar reads only these verbs)
            raise NotUnderstood(f"'{verb} them' after an action that moved units")
        trigger = {"event": "action_moved", "of": {"type": "personality"}}
        trait = {"id": self.clause_id, "trigger": trigger, "affects": {"in_unit": MOVED_UNIT}, op: True}
        return {"traits": [trait]}, "triggered trait"
