"""L5R card text, reactions to what actions do: 'after the resolution of your action that bowed, destroyed or
moved ...', 'after you announce an action', 'after another player's action targets ...', 'after an action
moves a Personality home', 'before an Event resolves', 'when paying an action's Gold cost'. Its grammar rules
are in l5r.lark (compiler 18, part C); its transformer methods (prefixed q18c_) are a mixin of l5r._Build.

Compiler 18, part C plays one wording of a Reaction to an action targeting a card (compiler 9, part D;
compiler 10, part B; the Desk's rule l5r.desk.reaction-to-targeting):
- "Negate either the action's effects that move him or the action's effects that bow him." / "Either
  negate the action's effects that bow Churo or negate the action's effects that move Churo.": the ability's
  choice of one negation (`choice`, one `prevent: {event, effects_of: $reacted}` per option, as compiler 15,
  part B's "negate either the bowing ... or movement of this Personality"), on the card the trigger names.
  "The action's effects that bow him" is read as his bowing from the action's effects: the negation stops
  what those effects do to him, as "Negate his bowing from the action's effects" does (the engine's
  prevention applies card by card; an effect that also bows another card still bows that card)."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .reactions import REACTED

Q18C_VERBS = {"bow": "bow", "move": "move", "destroy": "destroy"}
Q18C_HIM = "_q18c_him"  # "him": the card the trigger names, known once the trigger is read


@v_args(inline=True)
class ActionReactionsText(Transformer):
    def q18c_him(self, _token):
        return Q18C_HIM

    def q18c_this(self, card_type):
        return self.this_card(card_type)

    def q18c_that(self, token, whom):
        return Q18C_VERBS[str(token).split()[-1]], whom

    def q18c_either(self, _token, *parts):
        return [p for p in parts if isinstance(p, tuple)]

    def q18c_either_body(self, *parts):
        *prefix, trigger, options = parts
        if trigger.get("event") != "targeted" or "with" in trigger or "card" not in trigger:
            raise NotUnderstood(
                "'the action's effects that ...' without a Reaction to an action targeting a card"
            )
        events = [event for event, _whom in options]
        if len(set(events)) != len(events):
            raise NotUnderstood("an event negated twice")
        cards = {trigger["card"] if whom == Q18C_HIM else whom for _event, whom in options}
        if len(cards) != 1:
            raise NotUnderstood("negations of the action's effects on different cards")
        (card,) = cards
        effect = {"prevent": {"event": events[0], "effects_of": REACTED}, "_on": card, "_q18c_either": events}
        return ("effects", {**(prefix[0] if prefix else {}), "_trigger": trigger}, None, [[effect]])

    def q18c_either_ability(self, designators, body):
        """ "Reaction: After an action targets Churo: Either negate the action's effects that bow Churo or
        negate the action's effects that move Churo.": built as a Reaction negating the first option (checked
        as compiler 9, part D checks a negation of the action's effects), then made the ability's choice of
        one negation per option."""
        piece, family = self.ability(designators, body)
        (ability,) = piece["abilities"]
        effects = ability.get("effects", [])
        if len(effects) != 1 or "choice" in ability or "_q18c_either" not in effects[0]:
            raise NotUnderstood("'negate either ...' beside other effects or another choice: not read")
        (effect,) = effects
        events = effect.pop("_q18c_either")
        effect.pop("id", None)
        ability["choice"] = [[{**effect, "prevent": {**effect["prevent"], "event": e}}] for e in events]
        del ability["effects"]
        return piece, family

    def q18c_after_event_resolves(self, _after, _token):
        """ "After an Event resolves": an Event's trait resolved as its controller revealed his Provinces,
        before the Event is discarded (event_resolutions.py, l5r.desk.event-resolved); anyone's Event."""
        return {"event": "event_resolved"}

    def q18c_before_event(self, *parts):
        """ "Reaction: Before an Event resolves: Negate its effects.": a Reaction before an Event's trait
        resolves (event_negation.py, l5r.desk.event-negated), negating the Event's effects ($reacted_card:
        the Event its use names with reacts_to)."""
        *prefix, _before, _negate = parts
        # "its": the Event, named by the trigger while the clause is read (finish_kind_reactions takes it out)
        trigger = {"event": "event_resolving", "card": "$reacted_card"}
        cost = {**(prefix[0] if prefix else {}), "_trigger": trigger}
        return ("effects", cost, None, [[{"negate_event": True, "_on": "$target"}]])
