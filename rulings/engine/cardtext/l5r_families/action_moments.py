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
- "Reaction: After the resolution of a Battle action that this Personality performed and that destroyed an
  enemy card, bow this card: ..." (Talisman of Toshigoku, an Item: this Personality is its bearer), "After an
  action resolves that Rata performed and that destroyed a Personality: ..." (the own name read as "this
  card"): compiler 11, part A's trigger of an action of a kind (designators and action keywords) performed by
  that card (`card`: the use step's performer), with compiler 13, part A's `did` (what its costs or effects
  did: l5r.desk.what-an-action-did) to a card the Reaction grammar names, or "an enemy <kind>" (compiler 19,
  part P's reading: controller $other) -> `trigger: {event: resolved, kind: [Battle], card: $bearer, did:
  {event: destroyed, of: {controller: $other}}}`. The engine already judges the performer and `did` together
  (action_results.resolved).
- "Negate the next destruction of this Personality this turn." (an Item's or Follower's: its bearer; "this
  card" on a Personality): `{targets: $bearer, prevent: {event: destroy, uses: 1}, duration: end_of_turn}`:
  its first destruction from now on is prevented, until the turn ends (l5r-ce-effects, Prevention: an action's
  prevention is ongoing and lasts until the end of the turn by default), as compiler 17, part B's "Negate his
  next straightening".

Refused on purpose: "another player's Battle action that this Personality performed and that ..." (whose
action and its performer both said, as compiler 11, part A refuses), a kind that is no designator or action
keyword ("a Favor action"), "... and that destroyed this Personality" (out of play then), "moved a Follower"
(compiler 13, part A's refusals, reused), "Negate the next destruction of a Personality" (a kind of card: not
read), "... this game" (not read). No grammar reads these others, so they stay not understood: "your action
that moved one or more units" / "another player's ..." / a kind of action (not seen in the card pool; compiler
13, part A refuses a trait keyed on another player's or a kind of action), "moved one or more units to a
battlefield" (a destination), "moved one or more Followers" (the engine records a Personality's moves only),
"Straighten them" after any other event, any other effect on "them" (a Force bonus would last: its duration is
not said), and "them" with a cost or a condition. Not attempted (seen in the clause list): "After the next
time this turn he is assigned to attack ..." (no assignment event in the engine: attacks are the scenario's
flags), "After you lose Honor from another player's action, give one of your Personalities ..." (no Honor-loss
trigger event, and a triggered trait does not choose), "gave a Force penalty to ..." (no record of Force
penalties an action gave), "After the resolution of a Battle action from a Strategy" (the action's card type
is no part of the trigger).
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .reactions import _r_resolved_trigger, _ra_did

MOVED_UNIT = "$moved_unit"  # games/l5r/moved_units.py's symbol
UNIT_VERBS = {"straighten": "straighten", "bow": "bow"}
PERFORMED_AND = re.compile(
    r"^(?P<phrase>.+ action(?: resolves)? (?:that|which) this (?:card|[A-Z][a-z]+) performed)"
    r" and (?:that|which)$"
)
NEXT_DESTRUCTION = re.compile(r"this (card|Personality|Follower|Item)\b")


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

    def q21l_performed_and_did(self, _after, phrase, did, subject):
        """ "After the resolution of a Battle action that this Personality performed and that destroyed one of
        your Personalities": the action of that kind (compiler 11, part A) performed by this card (or, "this
        Personality" on a Follower or Item, its bearer: `card`) that did so to such a card (compiler 13, part
        A's `did`, its costs or effects: l5r.desk.what-an-action-did)."""
        found = PERFORMED_AND.match(str(phrase))
        if found is None:  # (the grammar's token always matches)
            raise NotUnderstood(f"the action whose resolution '{phrase}' names")
        trigger = _r_resolved_trigger(found["phrase"])
        performer = trigger.pop("as_performer")
        if "by" in trigger:
            raise NotUnderstood("whose action it is and which card performed it, both said")
        did_it = _ra_did(str(did), subject, self.own_type)
        return {**trigger, "card": self.this_card(performer), "did": did_it}

    def q21l_performed_and_did_enemy(self, after, phrase, did, _enemy, *parts):
        """ "... and that destroyed an enemy card": a card another player controlled (compiler 19, part P's
        reading of "enemy" in a filter: controller $other)."""
        subject = {**self.subject_any(*parts), "controller": "$other"}
        return self.q21l_performed_and_did(after, phrase, did, subject)

    def q21l_negate_next_destruction(self, token):
        """ "Negate the next destruction of this Personality this turn." (an Item's or Follower's: its
        bearer): its first destruction from now on is prevented (`uses: 1`), until the turn ends
        (l5r-ce-effects, Prevention: an action's prevention is ongoing and lasts until the end of the turn by
        default; "this turn" says so), as compiler 17, part B's "Negate his next straightening"."""
        card = self.this_card(NEXT_DESTRUCTION.search(str(token)).group(1))
        return [{"prevent": {"event": "destroy", "uses": 1}, "duration": "end_of_turn", "_on": card}]
