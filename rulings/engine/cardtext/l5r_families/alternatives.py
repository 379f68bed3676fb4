"""L5R card text, alternatives and lists: 'Force or Personal Honor', 'Either ... or ...', lists of effects
after a comma, colon or semicolon. Its grammar rules are in l5r.lark (compiler 20, part E); its
transformer methods (prefixed q20e_) are a mixin of l5r._Build.

What it plays:

- A Holding's "Bow: Lose 1 Honor and produce 2 Gold, or 3 Gold if you are a Crane Clan player." (Black
  Market, Corrupt Geisha House, Corrupt Stables, Corrupted Copper Mine): as compiler 10, part E reads "Produce
  2 Gold, or 3 Gold if you are a Crab Clan player, and lose 1 Honor": a Gold Production of 2, raised by 1
  while its controller is a Crane Clan player, and the Honor change each time it produces.
- A choice between effects, made by the ability's player as it resolves (the ability's `choice`, as compiler
  7 reads "Bow or straighten him"): "Reaction: After this Personality wins a duel: Give him +2F or gain 1
  Honor." (Iaijutsu Student), "Either straighten this unit or give Mizuhiko and each of his Followers
  Cavalry." (Isawa Mizuhiko), "Target another Personality: Move him home or give him a Force bonus equal to
  his Personal Honor." (Ikoma Hakige), "Transfer it to Kaikou or destroy it." (Daigotsu Kaikou); each option
  one effect, or two joined by "and", that the grammar reads elsewhere.
- One bonus or the other on the same card: "Give Yosuchi +1F or +1C." (Yosuchi), "Give this card +1F/-1C or
  -1F/+1C." (Naishi), "Give a target Personality +2F or -2F".
- One keyword of a list: "Give Tobikuma either Cavalry, Naval, or Philosopher." (Ikoma Tobikuma), "Give him
  Kolat, Ninja, or Shadowlands." (Asako Tsunefusa), "Permanently give him either Cavalry or Tactician."
  (Gaining Experience): a list after "either", or of three or more, never naming a card type.
- Refused: one bonus, or another if the card is so: "Give a target Personality -2F, or -3F if he is
  dishonorable." (Kitsuki Nakai), "... -2F, or -3F if the target is Shadowlands" (Kaiu Kempachi), "Give him
  +1F/+2C, or +3F/+3C if he is opposed." (Crescent Moon Cut): the text picks the bonus once, as it is
  given, and the engine's `while` on a lasting bonus is judged all along (BONUS_JUDGED_ONCE).
- "Fear 2, or Fear 4 if the target is Shadowlands." (Daigotsu Endo; "if the target is a Follower",
  "... dishonorable", with the reminder text or not): 2, and 4 against such a target as it resolves (fear.py's
  `if_target`, the Desk's rule l5r.desk.fear-target-strength).

Each choice must be the ability's last sentence and its only choice (q20e_finish_alternatives); a target the
first option chooses is chosen in each option, and only when each option acts on it first.

Refused on purpose: a choice that is not the last sentence or beside another choice ("Give a target
Personality +2F or gain 1 Honor. Draw a card."), in a trait (q20e_alternatives_left: only an ability's player
chooses here), an option that does not act on the card the text targets ("Give a target Personality +2F or
gain 1 Honor": the target is chosen whichever option, which a choice per option would not say; "Target a
Personality. Either negate ... on him, or straighten his unit.": a unit cannot choose its Personality), an
option choosing a target of its own ("Melee 2 Attack or Ranged 2 Attack": two targets are not read), "X to
give a target Personality +2F or -2F" (the 'X to' families do not read "him" after it), a bonus or keyword
named twice, a keyword whose rules the corpus does not define ("Double Chi"), a weaker second Fear, and "-2F,
or -3F if he is" a card type (already known) or two conditions.
"""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .keyword_phrases import given_keyword

OPTION = "_q20e_opt"  # the option (1 or 2) of the ability's choice an effect belongs to


def _tagged(effects: list[dict], option: int) -> list[dict]:
    return [{**effect, OPTION: option} for effect in effects]


def _refs(value, found: set[str]) -> set[str]:
    """Every "$targetN" an effect names (in its fields, at any depth)."""
    if isinstance(value, str) and value.startswith("$target") and value[7:].isdigit():
        found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            _refs(item, found)
    elif isinstance(value, list):
        for item in value:
            _refs(item, found)
    return found

# "-2F, or -3F if he is dishonorable": a held-out review found the penalty changing when the target was
# dishonored later in the turn, as a lasting bonus's `while` is judged all along
BONUS_JUDGED_ONCE = (
    "'-2F, or -3F if he is dishonorable': the text picks the bonus once, as it is given; a lasting bonus's "
    "condition (while) would be judged all along, changing it later in the turn"
)


def q20e_finish_alternatives(ability: dict, _drafted) -> None:
    """The ability's effects of a choice (tagged by q20e_either and the "or" bonuses and keywords) made its
    `choice`: they must be its last effects, option by option, and no other choice. A target the first
    option's first effect chooses is chosen by the first effect of each other option too, which must act on
    it."""
    effects = ability.get("effects", [])
    tags = [effect.get(OPTION) for effect in effects]
    if not any(tags):
        return
    first = tags.index(1) if 1 in tags else -1
    if first < 0 or any(tags[:first]) or "choice" in ability:
        raise NotUnderstood("a choice of 'X or Y' that is not the ability's last sentence and only choice")
    if any("id" in effect for effect in effects):
        raise NotUnderstood("a choice among effects named by id ('if he moved')")
    options = _options(effects[first:])
    pre = effects[:first]
    _share_target(options, sum("choose" in effect for effect in pre))
    if pre:
        ability["effects"] = pre
    else:
        ability.pop("effects")
    ability["choice"] = options


def _options(tagged: list[dict]) -> list[list[dict]]:
    """The tagged effects, option by option (1, 2 ... in order, each once)."""
    options: list[list[dict]] = []
    for effect in tagged:
        tag = effect.get(OPTION)
        if tag == len(options) + 1:
            options.append([])
        elif tag != len(options):
            raise NotUnderstood("a choice of 'X or Y' that is not the ability's last sentence")
        options[-1].append({k: v for k, v in effect.items() if k != OPTION})
    if len(options) < 2:
        raise NotUnderstood("a choice with one option")
    return options


def _share_target(options: list[list[dict]], chosen_before: int) -> None:
    """The target the first option chooses, chosen as each other option's first effect acts on it."""
    opening = options[0][0]
    chooses = "choose" in opening
    if chooses:
        if any("choose" in effect for option in options for effect in option[1:]):
            raise NotUnderstood("an option choosing a second target")
        ref = f"$target{chosen_before + 1}"
        picked = {k: opening[k] for k in ("choose", "targeting") if k in opening}
        for option in options[1:]:
            if "choose" in option[0] or option[0].get("targets") != ref:
                raise NotUnderstood("an option that does not act first on the card the text targets")
            option[0] = {**picked, **{k: v for k, v in option[0].items() if k != "targets"}}
    elif any("choose" in effect for option in options for effect in option):
        raise NotUnderstood("an option choosing a target of its own")
    known = {f"$target{n}" for n in range(1, chosen_before + 1 + chooses)}
    if any(_refs(effect, set()) - known for option in options for effect in option):
        raise NotUnderstood("an option naming a target chosen elsewhere")


def _has_option(value) -> bool:
    if isinstance(value, dict):
        return OPTION in value or any(_has_option(item) for item in value.values())
    if isinstance(value, list):
        return any(_has_option(item) for item in value)
    return False


def q20e_alternatives_left(piece: dict) -> None:
    """A choice of 'X or Y' outside an ability (a trait's effects): not read."""
    if _has_option(piece):
        raise NotUnderstood("a choice of 'X or Y' in a trait (only an ability's player chooses here)")


@v_args(inline=True)
class AlternativesText(Transformer):
    """The transformer methods of alternatives (mixed into l5r._Build)."""

    def q20e_honor_and_produce_for_clan(self, token, number, gold, more, gold_too, clan):
        """ "Lose 1 Honor and produce 2 Gold, or 3 Gold if you are a Crane Clan player": as "Produce 2 Gold,
        or 3 Gold if you are a Crane Clan player, and lose 1 Honor" (gold.py)."""
        honor = int(str(token).split()[1])
        return self.eg_produce_for_clan_and_honor(number, gold, more, gold_too, clan, token, honor)

    def q20e_fear_or_target(self, token, stronger, _if, kind, _reminder=None):
        """ "Fear 2, or Fear 4 if the target is Shadowlands": 2, and 4 against such a target as it resolves
        (fear.py's if_target, l5r.desk.fear-target-strength)."""
        low, high = int(str(token).split()[1]), int(str(stronger).split()[-1])
        if high <= low:
            raise NotUnderstood("the stronger Fear effect is not the second")
        (fear,) = self.fear(token)
        fear["fear"]["if_target"] = {"is": kind, "change": high - low}
        return [fear]

    def q20e_is_what(self, what):
        return what

    def q20e_give_target_bonus_unless(self, chosen, token, what, _duration=None):
        """ "Give a target Personality -2F, or -3F if he is dishonorable" (Kitsuki Nakai): one bonus or the
        other, the condition judged once as it is given (compiler 21, part K: judged_once.py)."""
        return self.q21k_bonus_unless(token, what, chosen=chosen)

    def q20e_give_bonus_unless(self, who, token, what, _duration=None):
        """ "Give him +1F/+2C, or +3F/+3C if he is opposed" (Crescent Moon Cut): the same (compiler 21, part
        K)."""
        return self.q21k_bonus_unless(token, what, who=who)

    def q20e_option(self, *effects):
        return [effect for group in effects for effect in group]

    def q20e_either(self, *parts):
        """ "Either X, or Y.", "X or Y.": the two options of the ability's choice."""
        first, second = (part for part in parts if isinstance(part, list))
        return _tagged(first, 1) + _tagged(second, 2)

    def _q20e_bonus(self, text: str) -> list[tuple[str, int]]:
        """ "+1F", "+1F/-1C": each stat's change."""
        return [self.bonus(part) for part in text.split("/")]

    def _q20e_bonuses(self, token) -> tuple[list[dict], list[dict]]:
        one, other = (self._q20e_bonus(text) for text in str(token).split(" or "))
        if one == other:
            raise NotUnderstood("a choice between one bonus and itself")
        made = tuple(
            [{"stat": stat, "change": change, "duration": "end_of_turn"} for stat, change in bonuses]
            for bonuses in (one, other)
        )
        return made[0], made[1]

    def q20e_give_bonus_or(self, who, token, _duration=None):
        """ "Give this card +1F or +1C", "Give him +1F/-1C or -1F/+1C": one or the other, on that card."""
        first, second = self._q20e_bonuses(token)
        return _tagged([{**e, "_on": who} for e in first], 1) + _tagged(
            [{**e, "_on": who} for e in second], 2
        )

    def q20e_give_target_bonus_or(self, chosen, token, _duration=None):
        """ "Give a target Personality +4F or -4F": the target chosen, then given one or the other."""
        first, second = self._q20e_bonuses(token)
        first = [{**first[0], "_target": chosen}, *({**e, "_on": "$target"} for e in first[1:])]
        return _tagged(first, 1) + _tagged([{**e, "_on": "$target"} for e in second], 2)

    def _q20e_keywords(self, token) -> list[str]:
        text = str(token).removeprefix("either ")
        head, last = text.rsplit(" or ", 1)
        names = [name.strip() for name in head.rstrip(",").split(",")] + [last.strip()]
        keywords = [
            given_keyword(self.keyword_name(*name.split()), "one keyword of a list") for name in names
        ]
        if len(set(keywords)) != len(keywords):
            raise NotUnderstood("a list of keywords naming one twice")
        return keywords

    def q20e_give_keyword_or(self, who, token, _duration=None):
        """ "Give this Personality either Cavalry or Tactician": one keyword or the other, on that card."""
        names = self._q20e_keywords(token)
        given = [{"grant_keyword": name, "duration": "end_of_turn", "_on": who} for name in names]
        return [{**effect, OPTION: n} for n, effect in enumerate(given, start=1)]

    def q20e_give_target_keyword_or(self, chosen, token, _duration=None):
        names = self._q20e_keywords(token)
        given = [{"grant_keyword": name, "duration": "end_of_turn", "_on": "$target"} for name in names]
        given[0] = {**{k: v for k, v in given[0].items() if k != "_on"}, "_target": chosen}
        return [{**effect, OPTION: n} for n, effect in enumerate(given, start=1)]
