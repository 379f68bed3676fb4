"""L5R card text, amounts: equal to a stat, for each, set and raise; amounts given and fixed when applied. Its
grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .shared import PLURALS, STAT_NAMES, attack_targets, counted_filter, name_patterns, own_names

# placeholders of an attack strength's card until the ability's performer is known: "his Force" and "the
# Follower's Force" (amount_refs)
HIS, THE = "$his", "$the:"


def amount_refs(effects: list[dict], antecedent: str | None, cost: dict, own_type: str) -> list[dict]:
    """The card an attack strength names by "his" or "the Follower's": the performer the constraints chose
    (or the card "him" is without a target: antecedent_of); "his" on a Personality with no performer is the
    Personality himself, the only card the text names besides the attack's target. "the Follower's" must be
    the performer, who must be what it names (a type or keyword of his requirement, or "the performer")."""
    for n, effect in enumerate(effects):
        strength = effect.get("ranged_attack", {}).get("strength", effect.get("honor"))
        whose = strength.get("of", "") if isinstance(strength, dict) and "equal_to" in strength else ""
        if whose == HIS:
            chosen = [e for e in effects[:n] if e.get("targeting")] if "honor" in effect else []
            if chosen and antecedent:
                raise NotUnderstood("'his' could be the performer or the target")
            if len(chosen) > 1:
                raise NotUnderstood("'his' after two targets")
            bound = "$target1" if chosen else antecedent or ("$source" if own_type == "personality" else None)
            if bound is None:
                raise NotUnderstood("'his' in an amount without a card it names")
            strength["of"] = bound
        elif whose.startswith(THE):
            named = whose.removeprefix(THE)
            required = cost.get("requires", {})
            kinds = required.get("type", [])
            kinds = [kinds] if isinstance(kinds, str) else kinds
            words = [*required.get("keywords", []), *(k.capitalize() for k in kinds)]
            if antecedent != "$performer" or (named != "performer" and named not in words):
                raise NotUnderstood(f"'the {named}'s' in an amount is not the performer")
            strength["of"] = "$performer"
    return effects


def own_possessives(text: str, title: str) -> str:
    """ "Morihiko's Force" (the card's own name, as _this_card reads it) -> "this card's Force"."""
    for name in own_names(title):
        if name not in text:  # each pattern holds the name itself
            continue
        text = name_patterns(name).possessive.sub(
            lambda m: m.group(0) if LONGER_NAME.search(m.string[: m.start()]) else "this card's ", text
        )
        # "Set his Force equal to Kazuki's." (the stat left out: compiler 18, part D's q18d_ref_this)
        if f"equal to {name}" in text:
            text = re.sub(rf"(?<=equal to ){re.escape(name)}['\u2019]s(?=\.)", "this card's", text)
    return text


# a capitalised word just before a name: a longer name ("Tsuruchi Hiro's" is not "Hiro's")
LONGER_NAME = re.compile(r"[A-Z][\w'-]* $")

# "his" in a given amount: the card given it (the amount's default subject, `of` left out)
_C14C_GIVEN = "$c14c_given"

_C14C_THIS = ("$source", "$bearer")

_C14C_ARMY = "_c14c_army"  # counted in this card's army ("his army": only this card's)


def _c14c_given(token, amount_: dict) -> dict:
    """ "a Force bonus equal to X" / "a Chi penalty equal to X": the stat effect, lasting the turn."""
    stat = "force" if "Force" in str(token) else "chi"
    change = {k: v for k, v in amount_.items() if not (k == "of" and v == _C14C_GIVEN)}
    if "penalty" in str(token):
        change["sign"] = -1
    return {"stat": stat, "change": change, "duration": "end_of_turn"}


def _c14c_given_per(bonus: tuple[str, int], counted: dict) -> dict:
    """ "+2F for each Samurai you control", "-1C for each ...": N for each card counted, lasting the turn."""
    stat, number = bonus
    change = {"per": counted, "each": abs(number), **({"sign": -1} if number < 0 else {})}
    return {"stat": stat, "change": change, "duration": "end_of_turn"}


@v_args(inline=True)
class AmountsText(Transformer):
    """The transformer methods of amounts (mixed into l5r._Build)."""

    def attack_strength_equal_to(self, token, strength, plus=0):
        """ "Ranged Attack with strength equal to his Force (plus 1)": an attack (targeting as a Ranged
        Attack does, its reminder text) whose strength is that amount as it resolves, plus N
        (l5r.desk.attack-strength-amount). "his" and "the Follower's" are resolved with the ability's
        performer (amount_refs)."""
        attack = {"strength": strength, **({"plus": plus} if plus else {})}
        if str(token).startswith("Melee"):
            attack["melee"] = True
        return [{"ranged_attack": attack, "_target": attack_targets()}]

    def attack_plus_for_each(self, token, plus, _for_each, counted):
        """ "Ranged 3 Attack with +1 strength for each Ring you control": 3 plus 1 for each card in play
        counted, as it resolves (l5r.desk.attack-strength-amount)."""
        kind, number, _ = str(token).split()
        each = int(str(plus).split()[1])
        attack = {"strength": {"per": counted, "each": each}, "plus": int(number)}
        if kind == "Melee":
            attack["melee"] = True
        return [{"ranged_attack": attack, "_target": attack_targets()}]

    def honor_equal_to(self, token, amount_, plus=0):
        """ "Lose Honor equal to his Personal Honor": its player's Family Honor changes by the amount, read
        as the change happens (an instantaneous effect, read_amounts.py); "plus N" is not read here."""
        if plus:
            raise NotUnderstood("an Honor amount plus a number")
        lose = str(token).lower().startswith("lose")
        return [{"player": True, "honor": {**amount_, **({"sign": -1} if lose else {})}}]

    def ref_pronoun(self, _possessive, stat):
        return {"equal_to": STAT_NAMES[str(stat)], "of": HIS}

    def ref_this(self, card_type, _poss, stat):
        """ "this Personality's Chi" (on an Item: its bearer's), "this card's Force" (the card's own name)."""
        return {"equal_to": STAT_NAMES[str(stat)], "of": self.this_card(card_type)}

    def ref_performer(self, token, stat):
        named = str(token).split()[1].removesuffix("'s")
        return {"equal_to": STAT_NAMES[str(stat)], "of": THE + named}

    def ref_number(self, _token, counted):
        """ "the number of Rings you control": 1 for each such card in play."""
        return {"per": counted, "each": 1}

    def counted_plural(self, *parts):
        """ "Rings you control", "Farm cards you control", "Samurai Personalities you control"."""
        kinds = [PLURALS[str(p)] for p in parts if isinstance(p, Token) and p.type == "PLURAL"]
        keywords = [p for p in parts if isinstance(p, dict)]
        counted = {"controller": "$controller", **(keywords[0] if keywords else {})}
        if kinds:
            counted["type"] = kinds[0]
        if len(counted) == 1:
            raise NotUnderstood("'the number of cards you control' names no kind of card")
        return counted

    def has_bonus_number(self, token, _number_of, counted):
        """ "has a Force bonus equal to the number of Rings you control" (a trait: it follows the count as
        a continuous trait's amount does, card features' Obsidian Dragon example)."""
        stat = "force" if "Force" in str(token) else "chi"
        return {"stat": stat, "change": {"per": counted, "each": 1}}

    def strength_plus(self, item):
        number = int(str(item)) if isinstance(item, Token) else item
        if number <= 0:
            raise NotUnderstood("an attack strength plus nothing")
        return number

    def has_bonus_per(self, token, _for_each, counted):
        """ "has +1F for each Samurai you control": a fluctuating bonus (card features: "A card that has +1F
        for each Samurai in play"), counted among the cards in play matching the filter."""
        stat, change = self.bonus(token)
        sign = {"sign": -1} if change < 0 else {}
        return {"stat": stat, "change": {"per": counted, "each": abs(change), **sign}}

    def counted_you_control(self, *parts):
        """ "Samurai you control", "Ring you control", "Shugenja Personality you control"; "other Ronin you
        control": any but this card."""
        counted = counted_filter({"controller": "$controller"}, parts)
        if len(counted.keys() - {"not_cards"}) == 1:
            raise NotUnderstood("'for each card you control' names no kind of card")
        return counted

    def has_bonus_equal_this(self, token, card_type, _poss, stat):
        """ "has a Force bonus equal to this Personality's Personal Honor": a continuous trait's amount,
        following that stat (card features' Obsidian Dragon example recalculates such a trait)."""
        bonus = "force" if "Force" in str(token) else "chi"
        return {"stat": bonus, "change": {"equal_to": STAT_NAMES[str(stat)], "of": self.this_card(card_type)}}

    def has_bonus_pair_per(self, token, _for_each, counted):
        """ "has +1F/+2C for each Ring you control": a Force and a Chi bonus, each for each card counted."""
        return [self.has_bonus_per(part, None, counted) for part in str(token).split("/")]

    def set_stat_to(self, verb, who, stat, number, _duration=None):
        """ "Set his Force to 3", "Reduce its Force to 0": the stat set by the bonus or penalty that makes it
        that value (card features, setting stats to a value), fixed as it begins, lasting the turn. A
        reduction to more than 0 could be a bonus: not read."""
        value = int(number)
        if str(verb).lower() == "reduce" and value != 0:
            raise NotUnderstood("'reduce ... to N' above 0 (a reduction never raises a lower stat)")
        return [{"stat": STAT_NAMES[str(stat)], "set": value, "duration": "end_of_turn", "_on": who}]

    def set_target_stat_to(self, verb, stat, chosen, number, _duration=None):
        """ "Reduce the Force of a target enemy Follower to 0": as "Reduce its Force to 0" on the target."""
        (effect,) = self.set_stat_to(verb, None, stat, number)
        return [{**{k: v for k, v in effect.items() if k != "_on"}, "_target": chosen}]

    def set_target_possessive_to(self, verb, chosen, _poss, stat, number, _duration=None):
        """ "Reduce a target enemy Personality's Force to 0"."""
        return self.set_target_stat_to(verb, stat, chosen, number)

    def possessive_target(self, _token):
        return "$target"

    def possessive_the_target(self):
        return "$the_target"

    def c14c_give_target_equal(self, chosen, token, amount_, _duration=None):
        """ "Give a target enemy Personality a Force penalty equal to this card's Force": the target's ongoing
        bonus or penalty by an amount, fixed as it is applied (l5r.desk.given-amount-fixed), for the turn."""
        return [{**_c14c_given(token, amount_), "_target": chosen}]

    def c14c_give_equal(self, who, token, amount_, _duration=None):
        """ "Give him a Force bonus equal to his Personal Honor", "Give this card a Force bonus equal to the
        number of Rings you control": as above, on "him" (the target or the performer) or this card. "his"
        is the card given it, so not read after "this card" (where it could be another card)."""
        if who in _C14C_THIS and amount_.get("of") == _C14C_GIVEN:
            raise NotUnderstood("'his' in an amount given to this card (it could name another card)")
        return [{**_c14c_given(token, amount_), "_on": who}]

    def c14c_give_target_per(self, chosen, token, _for_each, counted, _duration=None):
        """ "Give a target Personality +1F for each Samurai you control": N for each card counted."""
        if counted.pop(_C14C_ARMY, False):
            raise NotUnderstood("'his army' given to another card than this one (whose army it is)")
        return [{**_c14c_given_per(self.bonus(token), counted), "_target": chosen}]

    def c14c_give_per(self, who, token, _for_each, counted, _duration=None):
        """ "Give him +1F for each Samurai you control", "Give Ryozo +1F for each Oni in his army" (this
        card's army: only when it is given to this card)."""
        if counted.pop(_C14C_ARMY, False) and who not in _C14C_THIS:
            raise NotUnderstood("'his army' given to another card than this one (whose army it is)")
        return [{**_c14c_given_per(self.bonus(token), counted), "_on": who}]

    def c14c_counted_where(self, *parts):
        """ "Spell in his army", "other Magistrate in her army", "Oracle in play": the kind of card counted
        (in this card's army: the same player's, at the battlefield where this card is)."""
        counted = counted_filter({}, parts[:-1])
        if not counted.keys() - {"not_cards"}:
            raise NotUnderstood("'for each card in play' names no kind of card")
        if "army" in str(parts[-1]):
            counted.update({"in_army_of": "$source", "at_battlefield_of": "$source", _C14C_ARMY: True})
        return counted

    def c14c_has_bonus_where(self, token, for_each, counted):
        """ "Rae has +1F for each Spell in his army": a fluctuating bonus (it follows the count)."""
        counted.pop(_C14C_ARMY, None)
        return self.has_bonus_per(token, for_each, counted)

    def c14c_has_pair_where(self, token, for_each, counted):
        """ "This Personality has +2F/+2C for each Shugenja in his army"."""
        counted.pop(_C14C_ARMY, None)
        return self.has_bonus_pair_per(token, for_each, counted)

    def c14c_ref_his(self, *parts):
        """ "his Personal Honor", "her own Chi": the card given the bonus or penalty (the amount's subject,
        marked until the effect is known to name "him" or a target)."""
        return {"equal_to": STAT_NAMES[str(parts[-1])], "of": _C14C_GIVEN}

    def c14c_ref_this(self, card_type, _poss, stat):
        """ "this card's Force" (its own name), "this Personality's Chi" (a Follower's or Item's: its
        bearer's)."""
        return {"equal_to": STAT_NAMES[str(stat)], "of": self.this_card(card_type)}

    def c14c_ref_number(self, _token, counted):
        """ "the number of Rings you control": 1 for each such card in play."""
        return {"per": counted, "each": 1}

    def c14c_duration(self, duration):
        return duration

    def c14c_this_turn(self, _token):
        """ "(this turn)": the turn, an ongoing effect's default duration."""
        return "end_of_turn"
