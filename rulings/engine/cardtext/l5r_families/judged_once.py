"""L5R card text: a condition judged once, as a lasting effect begins ('-2F, or -3F if he is dishonorable',
'an additional +3F if he is opposed'). Its grammar rules are in l5r.lark (compiler 21, part K); its
transformer methods (prefixed q21k_) are a mixin of l5r._Build.

The engine's effect field `if_when_given` (effects/judged_once.py; the Desk's rule
l5r.desk.judged-when-given) is a condition judged once on each card a lasting effect is given to, as it is
given: false, the effect does nothing to it; true, it lasts its duration with no condition. A lasting effect
written with "if" reads so (the text picks the effect as it is given), where `while` is judged all along.

What it plays:

- One bonus, or another if the card is so: "Give a target Personality -2F, or -3F if he is dishonorable."
  (Kitsuki Nakai), "Give a target Follower or Personality without Followers -2F, or -3F if the target is
  Shadowlands." (Kaiu Kempachi), "Give him +1F/+2C, or +3F/+3C if he is opposed." (Crescent Moon Cut),
  "... +2F/+2C, or +3F/+3C if he is Dragon Clan." (Biting Steel): the first bonus `if_when_given` the card is
  not so, the second `if_when_given` it is (compiler 20, part E's refusal BONUS_JUDGED_ONCE lifted: its
  grammar, alternatives.py's q20e_give_target_bonus_unless and q20e_give_bonus_unless, now calls
  q21k_bonus_unless). The older reading of "Give him +2F, or +3F if he is Lion Clan" (Charge; Shosuro
  Kiemon's "-3F, or -6F if he is Shadowlands": shared.py's give_bonus_unless, compiler 7) gave the two
  bonuses `while` conditions judged all along: they are `if_when_given` now.
- A bonus, and an additional one if the card is so: "Give him +2F, and an additional +3F if he is opposed."
  (A Rival Eliminated), "Give your target Personality +1F and an additional +1F if he is a Scout or
  Tactician." (Undefended Border): the first bonus, and the second `if_when_given` (q21k_give_additional,
  q21k_give_target_additional).
- A bonus under a condition on its card: "Give him +3F if he is unbowed." (Rejuvenating Vapors), "Give him
  +2F if he is opposed." (Bonds of Service), "Give him +3F if he is opposed and a Hero." (Great Hall of
  Records): units.py's c14a_lasting_if_is (compiler 14, part A) now reads it so (q21k_lasting_if_is).
- "If ..., <a bonus or keyword>" and "<a bonus or keyword> if ..." under the conditions compiler 20, part A
  (effect_conditions.py) and compiler 13, part B (constraints.py) read: "If Takuji is opposed, give him +6F."
  (Hida Takuji), "Battle, Bow: If this Personality is opposed, give him +3F." (Traveling Smugglers), "If Diro
  is a Samurai, give him +1F/+1C." (Kitsune Diro), "If you are a Lion Clan player, give him Tactician." (Rage
  of Matsu): a stat change or keyword given until the turn ends (stat, change, duration, grant_keyword only)
  takes the condition as `if_when_given` (JUDGED_OPS) in place of the refusal.

Refused on purpose: the same conditions on any other lasting effect (a prevention, a negation, "may not", a
granted trait or ability: JUDGED_OPS; the engine's `if_when_given` is tested on stat changes and keywords),
a card type as the condition of "-2F, or -3F if he is a Follower" (compiler 20, part E: already known), a
bonus given to all cards of a kind or several targets ("Give each target +1F, or +2F if it is Undead": not
read here), and "an additional" bonus of another stat than a Force or Chi bonus's.
"""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .units import both_conditions

FIELD = "if_when_given"
# the keys of an effect that may take a condition judged once, as it is given: a stat change or a keyword
# given for a duration (the engine's if_when_given on them: tests/rulings/engine/test_cardtext_c21_k.py)
JUDGED_OPS = frozenset({"duration", "stat", "change", "grant_keyword"})


# what else such an effect may say: the card it acts on (one card, or the one target chosen), its id
_ON = frozenset({"targets", "choose", "targeting", "id"})


def judged_once(effect: dict, lasting: list[str]) -> bool:
    """Whether a lasting effect (its lasting keys `lasting`) may take its condition as `if_when_given`: a stat
    change or keyword given for a duration to one card (not all cards of a kind: `affects`, `_each`), nothing
    else (a prevention, a negation, "may not", a token: refused or judged otherwise by their families)."""
    said = {key for key in effect if not key.startswith("_")} - _ON
    if not lasting or not said <= JUDGED_OPS or any(key in effect for key in ("_each", "affects")):
        return False
    return ("stat" in said and "change" in said) != ("grant_keyword" in said)


def given_if(effects: list[dict], condition: dict) -> list[dict]:
    """The effects, each given only if `condition` holds as it is given (on its card: `subject`)."""
    for effect in effects:
        if FIELD in effect or "while" in effect:
            raise NotUnderstood("two conditions on one lasting effect")
    return [{**effect, FIELD: condition} for effect in effects]


@v_args(inline=True)
class JudgedOnceText(Transformer):
    """The transformer methods of judged_once (mixed into l5r._Build)."""

    def _q21k_pairs(self, text: str) -> list[tuple[str, int]]:
        """ "+1F", "+1F/+2C": each stat's change."""
        return [self.bonus(part) for part in text.split("/")]

    def q21k_bonus_unless(self, token, what, *, chosen=None, who=None) -> list[dict]:
        """ "-2F, or -3F if he is dishonorable": the first bonus given if the card is not so, the second if
        it is, each judged once as it is given."""
        if set(what) == {"type"}:
            raise NotUnderstood("'-2F, or -3F if he is' a card type: already known as the target is chosen")
        first_text, rest = str(token).split(", or ")
        second_text = rest.split(" if ")[0]
        first, second = self._q21k_pairs(first_text), self._q21k_pairs(second_text)
        if [stat for stat, _ in first] != [stat for stat, _ in second] or first == second:
            raise NotUnderstood("'X, or Y if ...' with bonuses of other stats, or the same bonus twice")
        base = {"duration": "end_of_turn"}
        on = who if chosen is None else "$target"
        unless = {"not": {"subject": what}}
        made = given_if([{"stat": s, "change": c, **base, "_on": on} for s, c in first], unless)
        made += given_if([{"stat": s, "change": c, **base, "_on": on} for s, c in second], {"subject": what})
        if chosen is not None:
            made[0] = {**{k: v for k, v in made[0].items() if k != "_on"}, "_target": chosen}
        return made

    def q21k_lasting_if_is(self, who, bonus, _subject, what, more=None) -> list[dict]:
        """ "Give him +3F if he is unbowed", "... if he is opposed and a Hero": the bonus given only if its
        card is so as it is given (units.py's c14a_lasting_if_is)."""
        what = _what(what, more)
        if "type" in what:
            raise NotUnderstood("'Give him +NF if he is' a card type: already known")
        return given_if(self.give_bonus(who, bonus), {"subject": what})

    def q21k_give_additional(self, who, bonus, _additional, more_bonus, _subject, what, *rest):
        """ "Give him +2F, and an additional +3F if he is opposed": the first bonus, and the second given
        only if he is so as it is given."""
        more = next((part for part in rest if not isinstance(part, str)), None)
        what = _what(what, more)
        if "type" in what:
            raise NotUnderstood("'an additional +NF if he is' a card type: already known")
        return self.give_bonus(who, bonus) + given_if(self.give_bonus(who, more_bonus), {"subject": what})

    def q21k_give_target_additional(self, chosen, bonus, _additional, more_bonus, _subject, what, *rest):
        """ "Give your target Personality +1F and an additional +1F if he is a Scout or Tactician": the target
        chosen and given the first bonus, and the second only if he is so as it is given."""
        more = next((part for part in rest if not isinstance(part, str)), None)
        what = _what(what, more)
        if "type" in what:
            raise NotUnderstood("'an additional +NF if he is' a card type: already known")
        first = self.give_target_bonus(chosen, bonus)
        second = given_if([{**e, "_on": "$target"} for e in self.give_bonus("$target", more_bonus)],
                          {"subject": what})
        return first + second


def _what(what: dict, more) -> dict:
    """ "opposed", "opposed and a Hero" (both), "a Scout or Tactician" (either keyword)."""
    if more is None:
        return what
    children = getattr(more, "children", ())
    words = [str(child).lower() for child in children if not isinstance(child, dict)]
    items = [child for child in children if isinstance(child, dict)]
    if len(items) != 1 or words not in (["and"], ["or"]):
        raise NotUnderstood("'if he is X ... Y': not read")
    if words == ["and"]:
        return both_conditions(what, items[0])
    parts = (what, items[0])
    if any(set(part) != {"keywords"} or len(part["keywords"]) != 1 for part in parts):
        raise NotUnderstood("'if he is X or Y' but for two keywords: a filter holds no 'or'")
    names = [part["keywords"][0] for part in parts]
    if names[0] == names[1]:
        raise NotUnderstood("either of one keyword and itself")
    return {"any_keywords": names}


def q21k_given_left(piece: dict) -> None:
    """A condition judged as the effect is given, on a trait that is given no single time (a continuous trait:
    no trigger): not read (the engine refuses if_when_given there)."""
    for trait in piece.get("traits", ()):
        if FIELD in repr(trait) and "trigger" not in trait:
            raise NotUnderstood("'if ...' judged as an effect is given, on a continuous trait")
