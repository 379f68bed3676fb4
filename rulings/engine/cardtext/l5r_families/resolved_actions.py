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
  the card as that part reads it or "an enemy card" (controlled by another player).
- "After the resolution of an action that moved one of your Personalities to the current battlefield" (Akodo
  Shinichi, Erosion): compiler 13, part A's trigger on a move, the card moved to the current battlefield
  (did: {event: moved, ..., to: current_battlefield}); "him" is that card, as compiler 13, part A binds it."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .reactions import _r_resolved_trigger, _ra_did, _ra_phrase

WHOSE_EFFECTS = " whose effects"
CREATED_DUEL = " created a duel "
CURRENT = "current_battlefield"  # did.to: where the move went


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

    def q19p_after_moved_to(self, _after, phrase, did, subject, _to):
        """ "After the resolution of an action that moved one of your Personalities to the current
        battlefield": compiler 13, part A's trigger on a move, and where the card went (to:
        current_battlefield)."""
        if str(did) != "moved":
            raise NotUnderstood(f"'{did} ... to the current battlefield': only a move goes somewhere")
        trigger = _r_resolved_trigger(_ra_phrase(str(phrase)))
        return {**trigger, "did": {**_ra_did("moved", subject, self.own_type), "to": CURRENT}}

    def q19p_after_moved_to_it(self, after, phrase, did, subject, _to):
        """ "... moved a Personality to the current battlefield: Give him -4F.": "him" is the card moved there
        (compiler 17, part E's $reacted_card, bound in the Reaction's window from the same `did`)."""
        if str(did) != "moved":
            raise NotUnderstood(f"'{did} ... to the current battlefield': only a move goes somewhere")
        trigger = self.q17e_after_action_did_it(after, phrase, did, subject)
        return {**trigger, "did": {**trigger["did"], "to": CURRENT}}
