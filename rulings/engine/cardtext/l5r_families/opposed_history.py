"""L5R card text, what opposed a card: 'After the resolution of your action that bowed, destroyed, or moved
a Personality who has opposed this card', 'a Personality who opposed him this battle'. Its grammar rules
are in l5r.lark (compiler 19, part A); its transformer methods (prefixed q19a_) are a mixin of
l5r._Build.

Compiler 19, part A plays:
- "Reaction: After the resolution of your action that bowed, destroyed, or moved a Personality who has
  opposed this card at the current battlefield: Gain 2 Honor." (Hida Defenders): the trigger {event:
  resolved, by, kind, did: {event: [bowed, destroyed, moved], of: {type: personality, has_opposed_here:
  $source}}}: an action of that kind and player (compiler 11, part A's reading) resolved whose costs or
  effects did any of the things named (action_results.py) to a card of that kind that has opposed this card
  at the battlefield of the battle in progress (opposed_history.py, the Desk's rule
  l5r.desk.opposed-history: at any moment of this Attack Phase, even if the action has since destroyed him
  or moved him away). Each verb is checked as compiler 13, part A checks one ("moved" only of Personalities:
  the engine records a Personality's move, not his unit's attachments').
- "After a battle's resolution, if Chuluun was ever opposed during the battle, destroy Chuluun." (Moto
  Chuluun): a triggered trait answering `battle_resolution_ends` (every battle's, as compiler 17, part E's
  "After a battle's resolution, if this card is at the current battlefield"), whose effects happen only
  while this card was opposed at some moment of that battle (`while: {card: $source, is:
  {opposed_this_battle: true}}`, opposed_history.py). "Ever ... during the battle": at any battlefield, from
  the battle's beginning to its resolution's end (the trait is judged then).
- "Battle, Bow: Bow a target Personality at any location who has not been opposed this Attack Phase."
  (Tsuruchi Iyaken): the target filter with `opposed_this_attack_phase: false` (opposed_history.py): not
  opposed at any moment of the Attack Phase in progress (outside an Attack Phase nothing matches)."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .event_triggers import _c16b_his, _c16b_then
from .reactions import _r_resolved_trigger, _ra_did

Q19A_PHRASE = re.compile(r"^(?P<phrase>the resolution of .+? action) (?:that|which) (?P<verbs>.+)$")
Q19A_VERB = re.compile(r"bowed|destroyed|moved")
Q19A_THIS = re.compile(r"this (?P<type>\w+) at the current battlefield$")


@v_args(inline=True)
class OpposedHistoryText(Transformer):
    def q19a_after_did_opposed(self, _after, phrase_token, subject, opposed_token):
        """ "After the resolution of your action that bowed, destroyed, or moved a Personality who has
        opposed this card at the current battlefield": `did` with the events (any of them) and the kind of
        card, narrowed to those that have opposed this card at the current battlefield."""
        found = Q19A_PHRASE.match(str(phrase_token))
        if found is None:
            raise NotUnderstood(f"the action whose resolution '{phrase_token}' names")
        verbs = Q19A_VERB.findall(found["verbs"])
        if len(set(verbs)) != len(verbs):
            raise NotUnderstood("the same thing an action did, named twice")
        if not isinstance(subject, dict):
            raise NotUnderstood("'who has opposed ...' after a card the text names (not a kind of card)")
        this = Q19A_THIS.search(str(opposed_token))
        opposed = self.this_card(this["type"])
        trigger = _r_resolved_trigger(found["phrase"])
        if "as_performer" in trigger:
            raise NotUnderstood("an action a card performed that did something to a card that opposed it")
        kind = {**subject, "has_opposed_here": opposed}
        for verb in verbs:
            _ra_did(verb, kind, self.own_type)  # each verb as compiler 13, part A checks it
        event = verbs[0] if len(verbs) == 1 else verbs
        return {**trigger, "did": {"event": event, "of": kind}}

    def q19a_ever_opposed_trait(self, token, sentence):
        """ "After a battle's resolution, if Chuluun was ever opposed during the battle, destroy Chuluun.":
        the trait answers the end of each battle's resolution; its effects (on this card, its bearer or its
        player, as compiler 17, part E reads them) happen only if this card was opposed during that battle."""
        words = str(token).split()
        named = self.this_card(words[words.index("this") + 1])
        if named != "$source":
            raise NotUnderstood("another card than this one 'was ever opposed during the battle'")
        was = {"card": "$source", "is": {"opposed_this_battle": True}}
        traits = []
        for n, effect in enumerate(sentence, start=1):
            resolved = _c16b_then(_c16b_his(effect, "$source"), "$source")
            if "prevent" in resolved:
                raise NotUnderstood("a negation in such a trait: a negation lasts")
            condition = {"all": [was, resolved.pop("while")]} if "while" in resolved else was
            trigger = {"event": "battle_resolution_ends"}
            traits.append({"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": trigger,
                           **resolved, "while": condition})  # fmt: skip
        return {"traits": traits}, "triggered trait"

    def q19a_target_not_opposed(self, chosen, _token):
        """ "a target Personality at any location who has not been opposed this Attack Phase": the target
        wherever it is (compiler 15, part E), not opposed at any moment of this Attack Phase."""
        if not isinstance(chosen, dict) or "zone" in chosen:
            raise NotUnderstood("a target's place named twice")
        return {**chosen, "opposed_this_attack_phase": False}
