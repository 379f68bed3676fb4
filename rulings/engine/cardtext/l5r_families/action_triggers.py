"""L5R card text, triggers on what actions and players did, and limits per event. Its grammar rules are in
l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .event_triggers import _c16b_his, _c16b_then
from .reactions import B_REACTED_CARD, _r_resolved_trigger, _ra_on
from .shared import CARD_EVENTS

# action keywords no rule the Desk holds defines (the corpus never names them): a trigger on such an action
# would rest on an undefined term
Q17E_UNDEFINED = ("Kiho", "Recon")

Q17E_OWN_ACTION = re.compile(
    r"^(?:After )?(?:the resolution of )?(?P<head>(?:an?|your)(?: [A-Z][\w-]*)*) action"
    r"(?: resolves (?:that|which) (?P<after>he|she|this (?:card|[A-Z][a-z]+)) performed"
    r"| (?:that|which) (?P<of>this (?:card|[A-Z][a-z]+)) performed"
    r"| (?P<before>he|she|this (?:card|[A-Z][a-z]+)) performed resolves)$"
)


def _q17e_kind(phrase: str) -> tuple[dict, str]:
    """ "a Political action resolves that he performed" -> the trigger {event: resolved, kind, by} of its
    head (as compiler 11, part A reads it) and the words naming the performer ("he", "this card")."""
    found = Q17E_OWN_ACTION.match(phrase)
    if found is None:
        raise NotUnderstood(f"the action '{phrase}' names")
    trigger = _r_resolved_trigger(found["head"] + " action")
    for word in trigger.get("kind", ()):
        if word in Q17E_UNDEFINED:
            raise NotUnderstood(f"'{word}' action: the corpus does not define {word}")
    if "by" in trigger:
        raise NotUnderstood("whose action it is and which card performed it, both said")
    return trigger, found["after"] or found["of"] or found["before"]


@v_args(inline=True)
class ActionTriggersText(Transformer):
    def _q17e_performer(self, named: str) -> str:
        """ "he" / "she" (a Personality's own card), "this card", "this Personality" (a Follower's or
        Item's bearer)."""
        if named in ("he", "she"):
            if self.own_type != "personality":
                raise NotUnderstood(f"'an action {named} performed' on a {self.own_type}")
            return "$source"
        return self.this_card(named.split()[-1])

    def q17e_performed_trait(self, token, effects):
        """ "After a Tactical action resolves that Tadenori performed: Lose 3 Honor.", "After the resolution
        of a Battle action which Jimen performed: You may move him home.": a triggered trait answering the
        event <word>_action_resolved (resolution_reactions.py) of one designator or action keyword, whose card
        is the action's performer: this card (or its bearer). "him" / "it" is that card; the effects otherwise
        as compiler 11, part A's trait reads them (no target or choice)."""
        trigger, named = _q17e_kind(str(token))
        words = trigger.get("kind", [])
        if len(words) != 1:
            raise NotUnderstood("a trait after an action of no kind or of several words (one event each)")
        card = self._q17e_performer(named)
        event = {"event": f"{words[0].lower()}_action_resolved", "card": card}
        groups = [[_ra_on(effect, card) for effect in group] for group in effects]
        return self.a_resolved_traits(event, groups)

    def q17e_after_kind_performed(self, _after, phrase):
        """ "after a Political action resolves that he performed", "after a Tactical action Jong-Ho performed
        resolves" (a Reaction's trigger): an action of that kind performed by this card (its bearer)
        resolved: {event: resolved, kind, card} (resolution_reactions.py), or without a kind {event:
        performed, card} (reactions.py), as compiler 11, part A reads "a Tactical action that Dun
        performed"."""
        trigger, named = _q17e_kind(str(phrase))
        card = self._q17e_performer(named)
        if trigger == {"event": "resolved"}:
            return {"event": "performed", "card": card}
        return {**trigger, "card": card}

    def q17e_resolution_here_trait(self, token, sentence):
        """ "Before a battle's resolution, if Nagataka is at the current battlefield, destroy him.", "After a
        battle's resolution, if this card is at the current battlefield: Destroy this card.": a triggered
        trait answering the beginning (`battle_resolution_begins`: what happens "before" a battle resolves,
        l5r.desk.battle-resolution) or the end (`battle_resolution_ends`) of every battle's resolution, whose
        effects happen only if this card is at that battle's battlefield then (`while: {count: {cards:
        [$source], zone: $battlefield}}`: a card attached there is there). "him" / "it" is this card; the
        effects act on it, its bearer or its player (one that chooses, reaches a kind of card, may be declined
        or lasts is not read)."""
        words = str(token).split()
        named = self.this_card(words[words.index("this") + 1])
        if named != "$source":
            raise NotUnderstood("another card than this one at the current battlefield")
        event = "battle_resolution_begins" if words[0] == "Before" else "battle_resolution_ends"
        here = {"count": {"cards": ["$source"], "zone": "$battlefield"}, "at_least": 1}
        traits = []
        for n, effect in enumerate(sentence, start=1):
            resolved = _c16b_then(_c16b_his(effect, "$source"), "$source")
            if "prevent" in resolved:
                raise NotUnderstood("a negation in such a trait: a negation lasts")
            condition = {"all": [here, resolved.pop("while")]} if "while" in resolved else here
            traits.append({"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": {"event": event},
                           **resolved, "while": condition})  # fmt: skip
        return {"traits": traits}, "triggered trait"

    def q17e_after_action_did_it(self, after, phrase, did, subject):
        """ "After the resolution of an action that bowed a Ring: Straighten it.": compiler 13, part A's
        trigger (an action of a kind and player resolved that bowed, straightened or moved a card of a kind),
        and "him" / "it" in the effects is the card of that kind it did so to: `$reacted_card`, bound as the
        Reaction is used in its window (window_cards.py; a use when several such cards answer is refused).
        The trigger names it while the clause is read (finish_kind_reactions takes it out again)."""
        trigger = self.ra_after_action_did(after, phrase, did, subject)
        if "of" not in trigger["did"] or "card" in trigger:
            raise NotUnderstood("'him' / 'it' after an action that did something to a card named otherwise")
        return {**trigger, "card": B_REACTED_CARD}

    def q17e_after_kind_event_it(self, after, subject, event):
        """ "Reaction: After a Ring bows: Straighten it.", "After an Item enters play, give it a +1F token.":
        a kind of card's event (as compiler 4 and compiler 16, part B read it), and "him" / "it" in the
        effects is the card of that kind it happened to (`$reacted_card`, window_cards.py). Not after a
        destruction: the card is out of play then."""
        if isinstance(subject, str):
            raise NotUnderstood("this card's own event read as a kind of card's")
        words = str(event)
        if words == "is destroyed":
            raise NotUnderstood("'him' / 'it' after his destruction: the card is out of play")
        if words in CARD_EVENTS:
            trigger = self.after_event(after, subject, event)
        else:
            trigger = self.c16b_after_card_event(after, subject, event)
        return {**trigger, "card": B_REACTED_CARD}
