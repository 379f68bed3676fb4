"""L5R card text, effects on cards in play and what they act on. Its grammar rules are in l5r.lark; its
transformer methods are a mixin of l5r._Build.

- "a target an enemy Follower or Item" (a printed typo) is "a target enemy Follower or Item";
- "an opposed / attacking / defending unit": a unit targeted by its Personality, who is so (the side of a card
  in a unit is its Personality's, l5r.desk.units);
- "Straighten your target performing Samurai's unit": the performer targeted, then every card of his unit;
- "Straighten all Followers in a target Personality's unit": the Personality targeted (changing nothing), then
  every card of the kind in his unit;
- "Move all your other units at the current battlefield home": each Personality with his unit, but the one
  targeted;
- "Straighten your Stronghold." (an effect) and "Bow your Stronghold and target ...:" (a cost);
- "Straighten its Personality" (of a performing Follower): the Personality heading its unit."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import STATES

# a unit's state: the flag its Personality has (attacking, defending, opposed)
Q17H_UNIT_STATES = ("opposed", "attacking", "defending")


@v_args(inline=True)
class CardEffectsText(Transformer):
    def q17h_target_typo(self, _token, chosen):
        """ "a target an enemy Follower or Item": the printed "a target an" read as "a target"."""
        return self.target_phrase(chosen)

    def q17h_unit_state(self, *parts):
        """ "an opposed unit", "your attacking unit": a unit, targeted by its Personality, who is so."""
        *owner, state, unit = parts
        chosen = self.unit_filter(*owner, unit)
        name, value = STATES[str(state)]
        if name not in Q17H_UNIT_STATES or value is not True:
            raise NotUnderstood(f"'{state} unit'")
        chosen[name] = True
        return chosen

    def q17h_performer_unit(self, verb, token, *parts):
        """ "Straighten your target performing Samurai's unit": the performer (he must be an X) is targeted,
        then the verb acts on every card in his unit (l5r.desk.units: a Follower's is his Personality's)."""
        *states, last = parts
        prefix = []
        if states and isinstance(states[-1], list):
            prefix = states.pop()
        keyword = str(last).rsplit("'", 1)[0].rsplit("\u2019", 1)[0]
        words = [str(word) for word in prefix] + [keyword]
        chosen: dict = {}
        for state in states:
            chosen.update(state)
        chosen.update(self.keyword_name(*words))
        performer = self.q17f_target_performer(token, self.performer_filter(chosen))
        # his unit: a Personality's own, a Follower's his Personality's (units.py's in_unit)
        return [{"target_card": True, "_target": performer}, {str(verb).lower(): True, "_unit_of": "$target"}]

    def q17h_kw_prefix(self, *words):
        return list(words)

    def q17h_each_in_target_unit(self, verb, each, group, chosen, _token):
        """ "Straighten all Followers in a target Personality's unit": the Personality is targeted (an effect
        targeting him that changes nothing, target_card), then the verb acts on every card of the kind in his
        unit (he and every card attached to him, l5r.desk.units)."""
        if chosen.get("type") != "personality":
            raise NotUnderstood("'s unit' of a target that is not a Personality")
        place = ("place", {"_unit_of": "$target"})
        each_card = {**self._each(each, group, place), str(verb).lower(): True}
        return [{"target_card": True, "_target": chosen}, each_card]

    def q17h_its_personality(self, verb, _token):
        """ "Bow your performing Follower: Straighten its Personality.": the Personality heading the unit of
        the card "it" names (the performer, or the target once chosen: a Follower's or an attachment's
        Personality is the one it is attached to, l5r.desk.units)."""
        personality = {"in_play": True, "type": "personality"}
        return [{"_each": personality, "_unit_of": True, str(verb).lower(): True}]

    def q17h_move_units_home(self, each, *parts):
        """ "Move all your other units at the current battlefield home": each such Personality moves home with
        his unit (l5r.desk.units); "other" units are all but the unit the action targeted (resolved with it,
        units.py)."""
        words = str(each).lower()
        chosen: dict = {"in_play": True, "type": "personality"}
        if "your" in words:
            chosen["controller"] = "$controller"
        effect: dict = {"move": "home"}
        for part in parts:
            if isinstance(part, tuple):
                _, where = part
                if set(where) != {"zone"}:
                    raise NotUnderstood("units moved home from a place other than a battlefield")
                chosen.update(where)
            elif str(part) == "other":
                effect["_other_units"] = True
        if words.startswith("move each"):
            raise NotUnderstood("'each' with the plural 'units'")
        return [{"_each": chosen, **effect}]

    def q17h_verb_stronghold(self, verb, _token):
        """ "Straighten your Stronghold.": the Stronghold its player controls (not targeted)."""
        stronghold = {"in_play": True, "type": "stronghold", "controller": "$controller"}
        return [{"_each": stronghold, str(verb).lower(): True}]

    def q17h_bow_stronghold(self, _token):
        """ "Bow your Stronghold and target ...:": a cost, bowing his Stronghold (it must be unbowed; a cost
        bows only cards its player controls, extra_costs.py)."""
        return {"bow_one_of": [{"in_play": True, "type": "stronghold"}]}
