"""L5R card text, Reactions and traits after an action resolved, keyed to what it did and who took it:
'After the resolution of another player's Battle action that bowed, moved, or destroyed one or more of
your Undead cards', 'one of your Battle actions whose effects destroyed an enemy card', 'an action that
gave a Force penalty to ...', 'an action that created a duel which this Personality won'. Its grammar
rules are in l5r.lark (compiler 19, part P); its transformer methods (prefixed q19p_) are a mixin of
l5r._Build.

Compiler 19, part P plays:
- "After the resolution of an action that created a duel which this Personality won" (Impromptu Weapon),
  "... a duel that Tadanobu won": the trigger {event: resolved, did: {event: won_duel, card}} (the action's
  effects created a duel, fought as they resolved, that this card won: action_results.py,
  l5r.desk.action-created-duel-won).
- "After the resolution of one of your Battle actions whose effects destroyed an enemy card" (Draw
  Attention): compiler 13, part A's `did` counting only what the action's effects did (effects_only: true),
  the card as that part reads it or "an enemy card" (controlled by another player)."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .reactions import _r_resolved_trigger, _ra_did

WHOSE_EFFECTS = " whose effects"
CREATED_DUEL = " created a duel "


def _q19p_phrase(phrase: str, tail: str) -> str:
    """ "the resolution of one of your Battle actions whose effects" -> "the resolution of one of your
    Battle actions" (for compiler 11, part A's reading of its kind and player)."""
    head, found, _rest = phrase.partition(tail)
    if not found:
        raise NotUnderstood(f"the action whose resolution '{phrase}' names")
    if tail == CREATED_DUEL:
        head = head.removesuffix(" that").removesuffix(" which")
    return head


@v_args(inline=True)
class ResolvedActionsText(Transformer):
    def q19p_after_duel_won(self, _after, phrase, card_type, _won):
        """ "After the resolution of an action that created a duel which this Personality won": an action of
        a kind and player resolved whose effects created a duel this card won (did: won_duel)."""
        trigger = _r_resolved_trigger(_q19p_phrase(str(phrase), CREATED_DUEL))
        return {**trigger, "did": {"event": "won_duel", "card": self.this_card(card_type)}}

    def q19p_after_effects_did(self, _after, phrase, did, subject):
        """ "After the resolution of one of your Battle actions whose effects destroyed one of your
        Personalities": compiler 13, part A's trigger, counting only what the action's effects did."""
        trigger = _r_resolved_trigger(_q19p_phrase(str(phrase), WHOSE_EFFECTS))
        return {**trigger, "did": {**_ra_did(str(did), subject, self.own_type), "effects_only": True}}

    def q19p_after_effects_did_enemy(self, _after, phrase, did, _enemy, *parts):
        """ "... whose effects destroyed an enemy card": a card another player controlled (as "enemy" is read
        in a filter: controller $other)."""
        subject = {**self.subject_any(*parts), "controller": "$other"}
        return self.q19p_after_effects_did(_after, phrase, did, subject)
