"""L5R card text, references to the action, its targets and its amounts: 'Destroy it if this action was
taken as an additional action', 'which must be ...', 'pay Gold equal to ...', 'its unit', 'with lower
Force and lower Chi', 'Each player may ...'. Its grammar rules are in l5r.lark (compiler 20, part J);
its transformer methods (prefixed q20j_) are a mixin of l5r._Build.

Played:
- "Discard the Imperial Favor to target <card>. <effects>" (Insulting Gesture: "Favor Political Battle:
  Discard the Imperial Favor to target an enemy Personality. Dishonor him. Bow him. Move him home. His
  controller loses 2 Honor."; Yasuki Baiko, Doji Tsubota): the target is chosen as the action is taken, as
  "Target <card>. <effects>" (compiler 17, part G); the first effect discards the Favor (`discard_favor`)
  and every other effect happens only if it did (`if_changed`), as "Discard the Imperial Favor to bow a
  target Personality" is read (l5r.desk.imperial-favor).
- "Straighten this Follower's unit" (Elite Sentry), "this Personality's unit", "this card's unit": as
  "Straighten this unit" (units.py): every card of the unit this card is in (its own as a Personality, its
  bearer's as a Follower or Item).

- "Pay Gold equal to another player's target attachment's Gold Cost minus 3: Destroy it." (Certain Death),
  "Pay Gold equal to a target Personality's Force plus 2:", "Target an enemy card without attachments and pay
  Gold equal to its Gold Cost: Destroy it." (Yoritomo Singh): the ability's cost `gold_equal: {equal_to:
  gold_cost, of: $target1, plus: -3}` (target_gold.py), read from the target the use lists as the cost is
  paid, never below 0 (the Desk's rule l5r.desk.gold-equal-target); the target as any constraint's target.
  "Pay Gold equal to a target defending unit's total Gold Cost minus 2: Destroy it." (Ruthless Advance): the
  unit targeted by its Personality (l5r.desk.units), the cost the total over its cards (`unit: true`).

Refused: a cost after "Discard the Imperial Favor to" ("... to target and bow ...", "... to target X and pay
..."), and "this Follower's unit" on a card that is not a Follower (which Follower is not said). A Gold cost
equal to a "base" or "printed" stat (Yasuki Jekku, A Quiet Transaction: the engine reads the current stat),
a "total Gold Cost" of a Personality that is not a unit, "a target Personality or unit's total Gold cost"
(Disgraceful Conduct), "the total Gold Cost of a target Personality's unit" (Enticement), amounts that are
not a target's stat ("the number of Personalities you control"), and the Gold cost beside another cost
("Bow your performing Ninja and pay Gold equal to ...": not read here).
"""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood


@v_args(inline=True)
class ActionReferencesText(Transformer):
    def q20j_favor_to_target(self, _token, constraints, effects):
        """ "Discard the Imperial Favor to target an enemy Personality. Dishonor him.": the target sentence
        as compiler 17's, then the Favor discarded first and each effect only if it was."""
        kind, costs, target, groups = self.q17g_target_sentence(constraints, effects)
        if target is None:
            raise NotUnderstood("'Discard the Imperial Favor to' before something other than a target")
        return (kind, costs, target, [self.sentence_favor_to(None, *groups)])

    def q20j_verb_this_s_unit(self, verb, token):
        """ "Straighten this Follower's unit": the unit this card is in, as "Straighten this unit"."""
        named = str(token).split()[1].split("'")[0].split("\u2019")[0].lower()
        if named == "follower" and self.own_type != "follower":
            raise NotUnderstood(f"'this Follower's unit' on a {self.own_type}")
        if named == "personality" and self.own_type not in ("personality", "follower", "item"):
            raise NotUnderstood(f"'this Personality's unit' on a {self.own_type}")
        return self.verb_this_unit(verb, token)

    # --- "Pay Gold equal to a target's Gold Cost minus 3" ---------------------------------------------------
    def q20j_pay_equal_body(self, paid, effects):
        cost, target = paid
        return ("effects", cost, target, effects)

    def q20j_plus(self, token, number):
        return number if str(token).lower() == "plus" else -number

    def _q20j_gold_equal(self, stat, plus) -> dict:
        words = str(stat).lower()
        if words.startswith(("base ", "printed ")):
            raise NotUnderstood("a Gold cost equal to a base or printed stat (the engine reads the current)")
        name = {"gold cost": "gold_cost", "personal honor": "personal_honor"}.get(words, words)
        owed = {"equal_to": name, "of": "$target1"}
        return {"gold_equal": {**owed, "plus": plus} if plus else owed}

    def q20j_pay_target_stat(self, _token, chosen, _poss, stat, plus=0):
        """ "Pay Gold equal to a target Personality's Force plus 2": the cost, and the target."""
        return (self._q20j_gold_equal(stat, plus), chosen)

    def q20j_pay_owner_target_stat(self, _token, owner, _target, chosen, _poss, stat, plus=0):
        """ "Pay Gold equal to another player's target attachment's Gold Cost minus 3"."""
        if "controller" in chosen:
            raise NotUnderstood("two owners of one target")
        return (self._q20j_gold_equal(stat, plus), {**chosen, **owner})

    def q20j_target_pay_its(self, chosen, _token, stat, plus=0):
        """ "Target an enemy card without attachments and pay Gold equal to its Gold Cost"."""
        return (self._q20j_gold_equal(stat, plus), chosen)

    def q20j_pay_unit_total(self, _token, chosen, _poss, _total, plus=0):
        """ "Pay Gold equal to a target defending unit's total Gold Cost minus 2": the unit targeted (by its
        Personality), the cost the total of its cards' Gold Costs."""
        if not chosen.get("_unit"):
            raise NotUnderstood("a total Gold Cost of a card that is not a unit")
        owed = self._q20j_gold_equal("Gold Cost", plus)
        return ({"gold_equal": {**owed["gold_equal"], "unit": True}}, chosen)
