"""L5R card text, lasting effects on attacks: 'Your Ranged Attacks have +2 strength', 'Ranged Attacks from
this card's Spells have +1 strength', 'Ranged Attacks may not target cards in ...', 'Ranged Attack equal
to the number of Spells in this unit', an attack after another target. Its grammar rules are in l5r.lark
(compiler 19, part I); its transformer methods (prefixed q19i_) are a mixin of l5r._Build.

The strength changes are the op `attack_strength` (games/l5r/attack_strength.py, the Desk's rule
l5r.desk.attack-strength: the corpus does not define Ranged or Melee Attacks); the targeting restrictions
`refuses_ranged_attacks` (ranged_protection.py, rule l5r.may-not). Fear effects are left as the Desk's rule
l5r.desk.fear has them: nothing changes their strength, so "Fear effects, Melee Attacks, and Ranged Attacks
... have -1 strength" stays refused (playing it without the Fear would do less than the text)."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .amounts import HIS
from .shared import BEARERS, PLURALS, THIS_CARD, UNIT_CARDS, antecedent_of, chose_target, own_names

_KINDS = r"(?:Melee and Ranged |Ranged and Melee |Ranged |Melee )"


def q19i_own_names(text: str, title: str) -> str:
    """The card's own name read as "this card" in an attack static that names it: "Ranged Attacks from
    Izumi's Spells", "Ranged Attacks may not target Tomo." / "... Okan's Followers." / "... cards in Shara's
    unit." (the name pattern of shared.py leaves "target Tomo" alone: elsewhere it may be a kind of card)."""
    if "Attacks" not in text:
        return text
    for name in own_names(title):
        if name not in text:
            continue
        quoted = re.escape(name)
        text = re.sub(rf"^({_KINDS}Attacks from ){quoted}['\u2019]s (?=Spells have [+-]\d+ strength\.$)",
                      r"\1this card's ", text)  # fmt: skip
        text = re.sub(rf"^(Ranged Attacks may not target ){quoted}(?=\.$)", r"\1this card", text)
        may_not = "^(Ranged Attacks may not target "
        text = re.sub(rf"{may_not}){quoted}['\u2019]s (?=Followers\.$)", r"\1this card's ", text)
        text = re.sub(rf"{may_not}cards in ){quoted}['\u2019]s unit(?=\.$)", r"\1this unit", text)
    return text


def _kind(words: str) -> str:
    """ "Ranged" (the op's default), "Melee", or "any" for "Melee and Ranged"."""
    kinds = words.split(" Attacks")[0].split()[-3:]
    if "and" in kinds:
        return "any"
    return kinds[-1].lower()


def _change(token) -> int:
    return int(str(token).split()[1])


@v_args(inline=True)
class AttackStaticsText(Transformer):
    def _q19i_trait(self, kind: str, strength: dict, **fields) -> tuple[dict, str]:
        if self.own_type == "strategy":  # a Terrain's: where it applies is the rulebook's, not the corpus's
            raise NotUnderstood("an attack-strength trait on a Strategy (not in play; a Terrain put in play "
                                "is not read)")  # fmt: skip
        if kind != "ranged":
            strength["attacks"] = kind
        return {"traits": [{"id": self.clause_id, "attack_strength": strength, **fields}]}, "attack strength"

    def q19i_whose_attacks(self, whose, have):
        """ "Your Ranged Attacks have +2 strength" (`player: controller`: the attacks its controller makes),
        "Other players' Ranged Attacks have -2 strength" (`player: other`), "Ranged Attacks have +2 strength"
        (every one): a trait, applied to each attack as it resolves while the card is in play."""
        words = str(whose)
        strength = {"change": _change(have)}
        if words.startswith("Your"):
            strength["player"] = "controller"
        elif words.startswith("Other"):
            strength["player"] = "other"
        return self._q19i_trait(_kind(words), strength)

    def q19i_from_own_spells(self, attacks, have):
        """ "Ranged Attacks from Izumi's Spells have +1 strength" (a Personality's own name): the attacks
        whose card is a Spell attached to this card (`from: own_spells`)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'this card's Spells' on a {self.own_type} (Spells attach to Personalities)")
        return self._q19i_trait(_kind(str(attacks)), {"change": _change(have), "from": "own_spells"})

    def q19i_may_not_target_followers(self, _token):
        """ "Ranged Attacks may not target Okan's Followers" (a Personality's own name): the Followers
        attached to it (refuses_ranged_attacks, ranged_protection.py)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'this card's Followers' on a {self.own_type}")
        affects = {"in_play": True, "type": "follower", "attached_to": "$source"}
        trait = {"id": self.clause_id, "affects": affects, "refuses_ranged_attacks": True}
        return {"traits": [trait]}, "may not target"

    def q19i_if_is_targeting_him(self, if_this, keyword, attacks, have):
        """ "If this Shugenja is Earth, Ranged Attacks targeting him have -2 strength": on a Spell, Item or
        Follower the card it is attached to (`targeting: bearer`), on a Personality the card itself
        (`targeting: this_card`), while that card has the keyword (judged as each attack resolves)."""
        named = str(if_this).split()[2].lower()
        if named == self.own_type:
            who, targeting = "$source", "this_card"
        elif BEARERS.get(self.own_type, "").lower() == named:
            who, targeting = "$bearer", "bearer"
        else:
            raise NotUnderstood(f"'this {named}' on a {self.own_type}")
        strength = {"change": _change(have), "targeting": targeting}
        return self._q19i_trait(_kind(str(attacks)), strength, **{"while": {"card": who, "is": keyword}})

    def q19i_number_in_unit(self, _number, *parts):
        """ "the number of Spells in this unit": 1 for each such card in this card's unit (its own or its
        bearer's), counted as the attack resolves."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'this unit' on a {self.own_type}")
        keywords = [p for p in parts if isinstance(p, dict)]
        plural = next(str(p) for p in parts if not isinstance(p, dict))
        counted = {"type": PLURALS[plural], **(keywords[0] if keywords else {}), "in_unit": "$source"}
        return {"per": counted, "each": 1}

    def q19i_attack_in_unit(self, _token):
        """ "After a Ranged Attack targets a card in this unit": a card of the unit this card is in (its own
        or its bearer's)."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'this unit' on a {self.own_type}")
        return {"in_unit": "$source"}

    def q19i_after_your_attack_targeted(self, _after, _attack):
        """ "After your Ranged Attack is targeted": a Ranged Attack of an action of this card's player
        targeted a card (`by: self`: the player whose action targeted it)."""
        return {"event": "targeted", "with": "ranged_attack", "by": "self"}


# --- an attack after another target -----------------------------------------------------------------------
_HIS_FIRST = "$q19i_his_first_target"  # "his" in the attack's strength, the first target (q19i_check_his)


def q19i_attack_after_target(effect: dict, later: list[dict], resolved: list[dict]) -> dict | None:
    """ "Bow your target unbowed Scout. Ranged 3 Attack.", "Target an enemy Personality: Give him -4F.
    Ranged 3 Attack.", "Ranged 6 Attack. Ranged 6 Attack.": an attack after an effect that chose another
    target targets as every attack does (its own choice: its reminder text), the action's next target. Read
    only when nothing after it acts on "him" or "it" (which target would it be?), and "his" in its strength
    ("Ranged Attack with strength equal to his Chi") is the first target ($target1), unless a performer
    could be meant (q19i_check_his). None: not such an attack (the caller refuses the second target)."""
    if "ranged_attack" not in effect or not chose_target(resolved):
        return None
    for after in later:
        if not (after.get("player") or after.get("_on") in THIS_CARD or "_target" in after):
            raise NotUnderstood("'him' or 'it' after an attack that follows another target (which one?)")
    if [e for e in resolved if "choose" in e and "ranged_attack" not in e][1:]:
        raise NotUnderstood("an attack after two other targets")
    attack = dict(effect["ranged_attack"])
    strength = attack.get("strength")
    if isinstance(strength, dict) and strength.get("of") == HIS:
        attack["strength"] = {**strength, "of": _HIS_FIRST}
    chosen = effect.pop("_target")
    return {"choose": dict(chosen), "targeting": True, **effect, "ranged_attack": attack}


def q19i_check_his(ability: dict, _drafted) -> None:
    """ "his" in an attack's strength after another target: the first target, unless the constraints chose a
    performer (or the ability names a card "him" could be): then refused."""
    for effect in ability.get("effects", []):
        strength = effect.get("ranged_attack", {}).get("strength")
        if not (isinstance(strength, dict) and strength.get("of") == _HIS_FIRST):
            continue
        if antecedent_of(ability.get("cost", {}), ability) is not None:
            raise NotUnderstood("'his' could be the performer or the first target")
        strength["of"] = "$target1"
