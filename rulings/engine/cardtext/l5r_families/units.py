"""L5R card text, units, each and all, movement; a card targeted for its unit ("your target Personality's
unit"). Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .shared import BEARERS, PLURALS, THIS_CARD, UNIT_CARDS, chose_target, one_keyword, player_effect

UNIT_OPS = ("bow", "straighten", "destroy")  # done to a unit: to every card in it (l5r.desk.units)


def each_resolved(effect: dict, target: dict | None, performer: str | None, *, chose: bool) -> dict:
    """ "each" / "all" cards of a kind (`affects`); "in his unit": the unit of the performer or this card "he"
    names, or of the target once chosen."""
    chosen = effect.pop("_each")
    if chosen is None:  # "this unit": its cards already named
        return effect
    if effect.pop("_in_it", False):
        raise NotUnderstood("'in it' without a unit targeted")
    if effect.pop("_other_units", False):  # card_effects.py
        raise NotUnderstood("'other units' without a unit targeted")
    for marker, field in (("_unit_of", "in_unit"), ("_opposing", "opposing")):
        if effect.pop(marker, None):
            chosen = {**chosen, field: _him(target, performer, chose=chose)}
    return {"affects": chosen, **effect}


def _him(target: dict | None, performer: str | None, *, chose: bool) -> str:
    """ "his unit", "opposing him": the performer or the card "he" names without a target, or the target
    once an effect chose it."""
    if performer and target is None:
        return performer
    if target is not None and chose:
        return "$target1"
    raise NotUnderstood("'his unit' or 'opposing him' without the card it names, or before it is chosen")


def unit_targeted(target: dict | None, effects: list[dict]) -> bool:
    return bool((target or {}).get("_unit")) or any(e.get("_target", {}).get("_unit") for e in effects)


def resolve_unit(target: dict | None, effects: list[dict], performer: str | None) -> list[dict]:
    """A unit as the target ("target an enemy unit", "Bow a target unit"): an effect choosing it by its
    Personality (`target_unit`, l5r.desk.units) before the first effect on it; "it" then is the unit: bowed,
    straightened or destroyed is every card in it (`in_unit`), moved is its Personality with every card
    attached to him; "each X in it" the cards of a kind in it."""
    if performer:  # the performer, this card used even if bowed, or the card a trigger names
        raise NotUnderstood("'it' or 'him' could be the unit targeted or the card the constraints name")
    resolved: list[dict] = []
    chosen = False
    for effect in effects:
        effect = dict(effect)
        if "_target" in effect:
            if target is not None:
                raise NotUnderstood("a second target")
            target, effect["_on"] = effect.pop("_target"), "$target"
        refers = effect.get("_on") in ("$target", "$the_target") or effect.get("_in_it")
        refers = refers or effect.get("_other_units")  # "your other units" (card_effects.py)
        if refers and not chosen:
            kept = {k: v for k, v in target.items() if k != "_unit"}
            choose = {**kept, "type": "personality"}
            resolved.append({"choose": choose, "targeting": True, "target_unit": True})
            chosen = True
        resolved.append(_on_unit(effect))
    if not chosen:
        raise NotUnderstood("a unit targeted that no effect acts on")
    return resolved


def _on_unit(effect: dict) -> dict:
    if any(key in effect for key in ("_unit_of", "followers_of", "_if_is", "_opposing")):
        raise NotUnderstood("'his' or 'if he is' beside a unit targeted")
    if effect.pop("_in_it", False):
        return {"affects": {**effect.pop("_each"), "in_unit": "$target1"}, **effect}
    if effect.pop("_other_units", False):  # every unit but the one targeted (card_effects.py)
        return {"affects": {**effect.pop("_each"), "not_cards": ["$target1"]}, **effect}
    if "_each" in effect:
        return each_resolved(effect, None, None, chose=False)
    if effect.get("player"):
        return player_effect(effect)
    on = effect.pop("_on", None)
    if on in THIS_CARD:
        return {"targets": on, **effect}
    if on not in ("$target", "$the_target"):
        raise NotUnderstood("an effect on a unit targeted that names no card")
    if "move" in effect:
        return {"targets": "$target1", **effect}
    ops = [op for op in UNIT_OPS if effect.get(op) is True]
    if len(ops) != 1 or any(key in effect for key in ("stat", "grant_keyword", "take_control")):
        raise NotUnderstood("an effect on a unit the compiler does not read (bow, straighten, destroy, move)")
    return {"affects": {"in_unit": "$target1"}, **effect}


def unit_target_first(effect: dict, target: dict | None, performer: str | None, resolved: list[dict]) -> list:
    """ "Target a Personality with a Weapon: Straighten his unit.": when the first effect on the target
    acts on his unit, an effect targeting him (target_card, changing nothing) chooses him first."""
    if effect.get("_unit_of") != "$target" or target is None or performer or chose_target(resolved):
        return []
    if target.get("type") != "personality":
        raise NotUnderstood("'his unit' of a target that is not a Personality")
    return [{"choose": dict(target), "targeting": True, "target_card": True}]


C14A_PLURAL_KEYWORDS = {"Weapons": "Weapon", "Armors": "Armor"}  # "without attached Weapons"


def both_conditions(first: dict, second: dict) -> dict:
    """ "opposed and a Hero": one filter both parts hold (two keywords: both; two values of one field: not
    read)."""
    both = dict(first)
    for key, value in second.items():
        if key == "keywords" and key in both:
            both[key] = [*both[key], *value]
        elif key in both and both[key] != value:
            raise NotUnderstood("'... and ...' with two conditions of one kind")
        else:
            both[key] = value
    return both


def _c14a_either(first: dict, second: dict) -> dict:
    """ "a Courtier or Magistrate": either keyword (`any_keywords`); either of two other conditions is not
    read (a filter holds no 'or')."""
    names = [part.get("keywords") for part in (first, second)]
    if any(set(part) != {"keywords"} or len(part["keywords"]) != 1 for part in (first, second)):
        raise NotUnderstood("'if he is X or Y' but for two keywords: a filter holds no 'or'")
    if names[0] == names[1]:
        raise NotUnderstood("either of one keyword and itself")
    return {"any_keywords": [names[0][0], names[1][0]]}


@v_args(inline=True)
class UnitsText(Transformer):
    """The transformer methods of units (mixed into l5r._Build)."""

    def verb_on_each(self, verb, each, group, place=None):
        """ "Bow each Follower in his unit", "Straighten all Cavalry cards in it", "Destroy all your Followers
        at the current battlefield": every card of the kind as the effect happens (`affects`)."""
        return [{**self._each(each, group, place), str(verb).lower(): True}]

    def give_each_bonus(self, each, group, *rest):
        """ "Give each of your Cavalry Followers at the current battlefield +1F": a bonus until the turn ends
        to every card of the kind, those that become one later included (l5r-ce-effects: an ongoing effect on
        all things of a kind, or meeting a condition, affects them throughout its duration, unless it says
        "now in play")."""
        place = next((part for part in rest if isinstance(part, tuple) and part[0] == "place"), None)
        (stat, change) = next(part for part in rest if isinstance(part, tuple) and part[0] != "place")
        bonus = {"stat": stat, "change": change, "duration": "end_of_turn"}
        return [{**self._each(each, group, place), **bonus}]

    def give_bonus_to_each(self, bonus, each, group, *rest):
        """ "Give -1F to each Personality without Followers at the current battlefield"."""
        return self.give_each_bonus(each, group, bonus, *rest)

    def give_each_pair(self, each, group, *rest):
        """ "Give each of your Personalities with a Weapon +1F/+1C": a Force and a Chi bonus to each."""
        place = next((part for part in rest if isinstance(part, tuple)), None)
        (pair,) = [part for part in rest if isinstance(part, Token)]
        force, chi = str(pair).split("/")
        return [
            effect
            for bonus in (force, chi)
            for effect in self.give_each_bonus(each, group, *([place] if place else []), self.bonus(bonus))
        ]

    def give_pair_to_each(self, pair, each, group, *rest):
        return self.give_each_pair(each, group, pair, *rest)

    def group_keyword(self, *parts):
        """ "all your Shugenja": every card with the keyword (no kind named: either number reads)."""
        return {**self.group(*parts), "_singular": None}

    def _unit_card(self) -> str:
        """ "this unit": the Personality heading it, this card or the one it is attached to."""
        if self.own_type == "personality":
            return "$source"
        if self.own_type in BEARERS and self.own_type in UNIT_CARDS:
            return "$bearer"
        raise NotUnderstood(f"'this unit' on a {self.own_type}")

    def verb_this_unit(self, verb, _token):
        """ "Straighten this unit": every card in the unit this card is in (l5r.desk.units)."""
        op = str(verb).lower()
        if op not in UNIT_OPS:
            raise NotUnderstood(f"'{op} this unit'")
        return [{"affects": {"in_unit": self._unit_card()}, op: True, "_each": None}]

    def move_this_unit_home(self, _token):
        """ "Move this unit home": its Personality, with every card attached to him."""
        return [{"move": "home", "_on": self._unit_card()}]

    def move_this_unit_battlefield(self, _token):
        return [{"move": "$battlefield", "_on": self._unit_card()}]

    def _each(self, each, group, place) -> dict:
        words = str(each).lower()
        chosen = dict(group)
        singular = chosen.pop("_singular")
        if singular is not None and singular != (words == "each"):
            raise NotUnderstood(f"'{each}' with a {'singular' if singular else 'plural'} kind of card")
        if words.endswith("your"):
            if chosen.get("controller", "$controller") != "$controller":
                raise NotUnderstood("'your' cards of another player")
            chosen["controller"] = "$controller"
        effect: dict = {"_each": chosen}
        if place is not None:
            _, where = place
            if "_unit_of" in where or "_in_it" in where or "_opposing" in where:
                effect.update(where)
            else:
                chosen.update(where)
        return effect

    def group(self, *parts):
        chosen = {"in_play": True}
        for part in parts:
            chosen.update(part)
        if "Human" in [*chosen.get("keywords", ()), *chosen.get("not_keywords", ())]:
            raise NotUnderstood("'Human': the absence of the Nonhuman keyword, not a keyword")
        return chosen

    def group_plural(self, token):
        return {"type": PLURALS[str(token)], "_singular": False}

    def group_plural_pair(self, first, second):
        kinds = sorted({PLURALS[str(first)], PLURALS[str(second)]})
        if len(kinds) != 2:
            raise NotUnderstood("a kind of card named twice")
        return {"type": kinds, "_singular": False}

    def group_cards(self, _token):
        return {"_singular": False}

    def group_singular_pair(self, first, second):
        """ "each Personality and Follower": either kind."""
        kinds = sorted({first, second})
        if len(kinds) != 2 or "card" in kinds:
            raise NotUnderstood("'each X and Y' that is not two kinds of card")
        return {"type": kinds, "_singular": True}

    def group_singular(self, kind):
        return {**({} if kind == "card" else {"type": kind}), "_singular": True}

    def place_battlefield(self):
        """ "at the current battlefield": the battlefield of the battle in progress (a card attached there is
        there)."""
        return ("place", {"zone": "$battlefield"})

    def place_this_battlefield(self):
        """ "at this battlefield" on a Strategy: the battlefield of the battle its action is taken in (on a
        card in play, the battlefield where it is, or of its Province, which may be another: not read)."""
        if self.own_type != "strategy":
            raise NotUnderstood(f"'this battlefield' on a {self.own_type}")
        return self.place_battlefield()

    def place_this_unit(self):
        """ "in this unit": the unit this card is in (its own, or its bearer's)."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'this unit' on a {self.own_type}")
        return ("place", {"in_unit": "$source"})

    def place_opposing(self, who):
        """ "opposing him": the cards opposing the performer, this card (its own name), or the target once
        chosen (filter field `opposing`)."""
        if who in THIS_CARD:
            return ("place", {"opposing": who})
        return ("place", {"_opposing": who})

    def group_other(self):
        """ "other": every such card but this one."""
        return {"not_cards": ["$source"]}

    def all_have(self, each, group, *rest):
        """ "All Naga Followers in this unit have +1F": a continuous trait on every card of the kind,
        re-checked all along (l5r-ce-effects: an effect on all things of a kind affects them throughout its
        duration), while this card is in play (not on a Strategy or Event)."""
        if self.own_type in ("strategy", "event"):
            raise NotUnderstood(f"a trait on all cards of a kind on a {self.own_type} (not in play)")
        if str(each).lower().startswith("each"):
            raise NotUnderstood("'each ... have'")
        place = next((part for part in rest if isinstance(part, tuple) and part[0] == "place"), None)
        given = rest[-1]
        effect = self._each(each, group, place)
        if set(effect) != {"_each"}:
            raise NotUnderstood("'his unit', 'opposing him' or 'in it' in a trait")
        if isinstance(given, Token):  # +1F/+1C
            changes = [self.bonus(part) for part in str(given).split("/")]
        else:
            changes = [given]
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "affects": effect["_each"], "stat": stat,
             "change": change}
            for n, (stat, change) in enumerate(changes, start=1)
        ]
        return {"traits": traits}, "all of a kind have"

    def group_state(self, item):
        return item

    def group_non(self, token):
        """ "non-Samurai": without the keyword; "non-Unique": not unique."""
        name = str(token).removeprefix("non-")
        if name == "Unique":
            return {"unique": False}
        return {"not_keywords": [one_keyword(self.keyword_name(name), "one absent keyword")]}

    def place_his_unit(self, _token):
        return ("place", {"_unit_of": "$target"})

    def place_in_it(self):
        return ("place", {"_in_it": True})

    def if_enemy_units_here(self, _token):
        """ "If any enemy units are at the current battlefield": a unit is a Personality with every card
        attached to him (l5r.desk.units), so one enemy Personality there at least (checked as the action is
        taken; when not, it cannot be taken)."""
        self._there = True
        enemies = {"type": "personality", "controller": "$other", "in_play": True, "zone": "$battlefield"}
        return ("cost", {"_condition": {"count": enemies, "at_least": 1}})

    def move_there(self, who, _token):
        """ "Move him there", after a condition naming the current battlefield (read before the effects)."""
        if not getattr(self, "_there", False):
            raise NotUnderstood("'there' without the current battlefield named before it")
        return [{"move": "$battlefield", "_on": who}]

    def unit_filter(self, *parts):
        """ "an enemy unit", "your unit": a unit, targeted by its Personality (l5r.desk.units)."""
        chosen = {"in_play": True, "_unit": True}
        for part in parts[:-1]:
            if "not_cards" in part:
                raise NotUnderstood("'another unit'")
            chosen.update(part)
        return chosen

    def c14a_verb_target_unit(self, verb, chosen, _token):
        """ "Straighten your target Personality's unit": the Personality is the target (an effect targeting
        him that changes nothing, target_card), then the verb acts on every card in his unit (l5r.desk.units:
        he and every card attached to him)."""
        if chosen.get("type") != "personality":
            raise NotUnderstood("'s unit' of a target that is not a Personality")
        return [{"target_card": True, "_target": chosen}, {str(verb).lower(): True, "_unit_of": "$target"}]

    def c14a_compare_without_than(self, token):
        """ "with lower Personal Honor" without 'than': refused (what it compares with is not read)."""
        raise NotUnderstood(
            f"'{token}' without 'than': which card's stat it compares with is not said, and neither the "
            "corpus nor card features say it"
        )

    def c14a_without_keyword(self, token, *names):
        """ "without a Weapon or Armor", "without attached Weapons": no card with the keyword (either of two)
        is attached to it (`without_attached`). "Weapons" is read as the keyword Weapon, "Armors" as Armor."""
        keywords = []
        for name in names:
            keyword = one_keyword(name, "one keyword (or either of two)")
            keyword = C14A_PLURAL_KEYWORDS.get(keyword, keyword)
            if keyword.endswith("s"):
                raise NotUnderstood(f"'{token}{keyword}': a plural the compiler does not read as a keyword")
            keywords.append(keyword)
        if len(set(keywords)) != len(keywords):
            raise NotUnderstood("either of one keyword and itself")
        inner = {"keywords": keywords} if len(keywords) == 1 else {"any_keywords": keywords}
        return {"without_attached": inner}

    def c14a_is_item(self, *parts):
        what = parts[-1]
        return {"type": what} if isinstance(what, str) else dict(what)

    def c14a_is_state(self, token):
        return self.state(token)

    def c14a_sentence_if_is_both(self, effects, _subject, first, second):
        """ "Destroy him if he is opposed and a Shugenja": both (one filter), judged as the effect happens, on
        its card."""
        return [{**effect, "_if_is": both_conditions(first, second)} for effect in effects]

    def c14a_sentence_if_is_either(self, effects, _subject, first, second):
        """ "Bow him if he is a Courtier or Magistrate": either keyword (`any_keywords`)."""
        return [{**effect, "_if_is": _c14a_either(first, second)} for effect in effects]

    def c14a_lasting_if_is(self, *parts):
        """ "Give him +3F if he is opposed": the bonus given only if he is so as it is given (compiler 21,
        part K: judged_once.py, the effect field if_when_given)."""
        return self.q21k_lasting_if_is(*parts)

    def c14a_either_effect(self, verb, who, second):
        """ "Bow him or move him home": the ability's choice of the two effects (its player's, with the
        action), each on the same card; as "Bow or straighten him", only as the ability's last effect."""
        (other,) = second
        if other.pop("_on") != who:
            raise NotUnderstood("'X ... or Y him' naming the card in two ways ('this Personality' ... 'him')")
        op = str(verb).lower()
        if op in other:
            raise NotUnderstood("a choice between one effect and itself")
        return [{op: True, "_on": who, "_or": other}]
