"""L5R card text, constraints and conditions of actions: limits, "If you have / control", several targets,
"unless he is" costs. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .judged_once import FIELD as GIVEN
from .judged_once import judged_once
from .shared import (
    CLAN_KEYWORDS,
    CLANS,
    NOT_KEYWORDS,
    PLURALS,
    Drafted,
    as_performer,
    compared_filter,
    one_keyword,
)
from .statics import plural_filter

_C_NAMED = "_performer_named"  # "your Magistrate's": what the text calls the performer, until checked


def _c_named(compared: dict, whose) -> dict:
    """A comparison with the performer's stat, keeping what the text calls him until check_performer_stats
    checks it."""
    named = str(whose).removesuffix("'s").split()[-1]
    (mode,) = [key for key in compared["compare"] if key != "stat"]
    compared["compare"][mode][_C_NAMED] = named
    return compared


def check_performer_stats(ability: dict, _drafted: Drafted) -> None:
    """ "your Magistrate's Chi" in a target's filter is the performer's, who must be what it names: a keyword
    or type his requirement ("Choose your performing unbowed Magistrate") gives him, or "the performer"."""
    required = ability.get("cost", {}).get("requires", {})
    kinds = required.get("type", [])
    kinds = [kinds] if isinstance(kinds, str) else kinds
    words = {*required.get("keywords", []), *(k.capitalize() for k in kinds)}
    for effect in ability.get("effects", []):
        for mode in (effect.get("choose") or {}).get("compare", {}).values():
            if not isinstance(mode, dict) or _C_NAMED not in mode:
                continue
            named = mode.pop(_C_NAMED)
            if not required or (named != "performer" and named not in words):
                raise NotUnderstood(f"'your {named}'s' is not the performer the text requires")
            if named != "performer" and required.get("any_keywords"):
                raise NotUnderstood(f"'your {named}'s' for a performer who may be another kind")


_B13_NUMBERS = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8}  # fmt: skip

_B13_NUMBER = r"(\d+|no|one|two|three|four|five|six|seven|eight)"

# effect fields that make an effect lasting (its `while` would be judged all along)
_B13_LASTING = ("duration", "stat", "change", "grant_keyword", "grant_trait", "grant_ability", "may_not")

_B13_TYPES = {"Personality": "personality", "Follower": "follower", "Item": "item", "Holding": "holding",
              "Spell": "spell", "Ring": "ring", "Region": "region"}  # fmt: skip

# what the rules do not fix, or the engine does not hold: refused with the reason
_B13_REFUSED = (
    (r"\bReconnaissance\b", "Reconnaissance: the corpus does not define it and the Desk does not model it "
     "(l5r.desk.provinces: a Province's strength only; Recon actions give it at a Province's battlefields)"),
    (r"\bthe (?:Defender|Attacker)\b|\bare attacking\b", "the Attacker and the Defender: the corpus does "
     "not define them, and the engine names no attacking or defending player (only cards' sides of a "
     "battlefield)"),
    (r"\b[Pp]rovinces?\b", "a number of Provinces: the Desk models a Province's strength only, not how many "
     "Provinces a player has (l5r.desk.provinces)"),
    (r"\bcurrent (?:enemy )?army\b|\benemy army\b", "a comparison of two armies: the corpus does not say "
     "which army is 'the current enemy army' with more than one player on that side, and the engine's "
     "conditions compare no army with another"),
    (r"\bthan each other player\b|\bthan another player\b|\bthan any other player\b", "a comparison "
     "between players: the engine's conditions compare a player's stat or count with a number only"),
    (r"\bdead\b", "'dead': the engine does not tell a dead Personality from another discarded one"),
    (r"\bdiscard piles?\b", "a discard pile's contents: the engine's conditions count cards in play and in "
     "the hand only"),
    (r"^you have (?:not |put |attached |used |taken |lost |gained )", "what the player has done earlier: "
     "the engine's conditions keep no such history"),
)


def _b13_conditions(text: str, *, effects_block: bool) -> dict:
    """ "If you have four or fewer cards in your hand and you are a Crab Clan player": each condition joined
    by "and" (all must hold). "or" between conditions is not read."""
    words = text[3:].strip()  # after "If "
    for pattern, reason in _B13_REFUSED:
        if re.search(pattern, words):
            raise NotUnderstood(reason)
    parts = re.split(r" and (?=you |it is )", words)
    if len(parts) > 2:
        raise NotUnderstood("more than two conditions joined by 'and'")
    conditions = [_b13_condition(part, effects_block=effects_block) for part in parts]
    return conditions[0] if len(conditions) == 1 else {"all": conditions}


def _b13_condition(text: str, *, effects_block: bool) -> dict:
    if re.search(r" or (?:you|he|she|it|if|are|is|any|there)\b", text):
        raise NotUnderstood("either of two conditions ('... or he is Air') is not read")
    hand = re.fullmatch(rf"you have {_B13_NUMBER} or (more|fewer) cards? in your hand", text)
    if hand:
        number = _B13_NUMBERS.get(hand[1])
        number = int(hand[1]) if number is None else number
        return {"cards_in_hand": "$controller", ("at_least" if hand[2] == "more" else "at_most"): number}
    exactly = re.fullmatch(rf"you have (?:exactly {_B13_NUMBER} cards?|(no) cards) in your hand", text)
    if exactly:
        named = exactly[1] or exactly[2]
        number = _B13_NUMBERS.get(named)
        return {"cards_in_hand": "$controller", "exactly": int(named) if number is None else number}
    clan = re.fullmatch(r"you are an? ([A-Z][a-z]+) Clan(?: or ([A-Z][a-z]+) Clan)? player", text)
    if clan:
        named = [name for name in clan.groups() if name]
        for name in named:
            if name not in CLANS:
                raise NotUnderstood(f"'{name} Clan' is not a clan the compiler reads")
        either = [{"clan": name} for name in named]
        return either[0] if len(either) == 1 else {"any": either}
    honor = re.fullmatch(r"you have (\d+) or (less|lower|fewer|more|higher) Family Honor", text)
    if honor:
        side = "at_most" if honor[2] in ("less", "lower", "fewer") else "at_least"
        return {"player_stat": "family_honor", "player": "$controller", side: int(honor[1])}
    control = re.fullmatch(r"you control (.+)", text)
    # before the second colon compiler 10, part C reads "a ...", "any ..." and "the Imperial Favor"
    if control and (effects_block or control[1].startswith("no ")):
        return _b13_control(control[1])
    raise NotUnderstood(f"the condition 'If {text}' is not one the compiler reads")


def _b13_control(text: str) -> dict:
    """ "a Courtier or Magistrate", "a Temple", "a Ring", "any Rings", "any Shadowlands Personalities", "no
    Personalities", "the Imperial Favor": cards in play the player controls (count), or the Favor (a player
    stat, imperial_favor.py)."""
    if text == "the Imperial Favor":
        return {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}
    mine = {"controller": "$controller"}
    ring = re.fullmatch(r"the (Ring of (?:Air|Earth|Fire|Water|the Void))", text)
    if ring:  # a Ring named by its title
        return {"count": {**mine, "type": "ring", "title": ring[1]}, "at_least": 1}
    keyword_cards = re.fullmatch(r"(any|no) ([A-Z][\w'-]*) cards", text)
    if keyword_cards:  # "no Shadowlands cards": any card in play with the keyword
        chosen = {**mine, **_b13_keywords(keyword_cards[2])}
        return {"count": chosen, **({"at_least": 1} if keyword_cards[1] == "any" else {"at_most": 0})}
    plural = re.fullmatch(r"(any|no) (?:([A-Z][\w'-]*) )?(" + "|".join(PLURALS) + ")", text)
    if plural:
        chosen = {**mine, "type": PLURALS[plural[3]], **_b13_keywords(plural[2])}
        return {"count": chosen, **({"at_least": 1} if plural[1] == "any" else {"at_most": 0})}
    types = "|".join(_B13_TYPES)
    single = re.fullmatch(r"an? ([A-Z][\w'-]*)(?: or ([A-Z][\w'-]*))?(?: (" + types + "))?", text)
    if not single:
        raise NotUnderstood(f"'you control {text}' is not a kind of card the compiler reads")
    first, second, card_type = single[1], single[2], single[3]
    if first in _B13_TYPES and not second and not card_type:
        return {"count": {**mine, "type": _B13_TYPES[first]}, "at_least": 1}
    if first in _B13_TYPES or second in _B13_TYPES:
        raise NotUnderstood(f"'you control {text}': a card type where a keyword is read")
    if second:
        either = _b13_keywords(first)["keywords"] + _b13_keywords(second)["keywords"]
        chosen = {**mine, "any_keywords": either}
    else:
        chosen = {**mine, **_b13_keywords(first)}
    if card_type:
        chosen["type"] = _B13_TYPES[card_type]
    return {"count": chosen, "at_least": 1}


def _b13_keywords(word: str | None) -> dict:
    """A keyword as the grammar's keyword_name reads it (a bare clan name, or a word that is no keyword, is
    refused)."""
    if word is None:
        return {}
    if word in (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS:
        raise NotUnderstood(f"'{word}' is not a keyword the compiler reads exactly")
    return {"keywords": [word]}


# "one or two" ...: how many cards a target names (numbers starting at one only: l5r.desk.several-targets)
C15A_NUMBERS = {
    "one or two": {"at_least": 1, "at_most": 2},
    "one to two": {"at_least": 1, "at_most": 2},
    "one to three": {"at_least": 1, "at_most": 3},
    "one or more": {"at_least": 1},
}

C15A_CREATED = (
    "created cards attached to several targets: how many each gets is not said (l5r.desk.created-cards)"
)

# a word naming one card after several were targeted (C15A_THEM's own words are plural)
C15A_SINGULAR = re.compile(
    r"\b(?:he|him|his|himself|she|her|hers|herself|it|its|itself)\b|\bthe target\b(?!s)", re.I
)


@v_args(inline=True)
class ConstraintsText(Transformer):
    """The transformer methods of constraints (mixed into l5r._Build)."""

    def c_bow_this_or(self, token, kinds):
        """ "Bow this card or one of your Rings", "Bow this Shugenja (a Spell's bearer) or one of your Rings",
        "Bow Yupadi or one of her Spells": one unbowed card of the player's, this card or one of the kinds, as
        he chooses (bow_one_of: any of the filters; card features, Abilities C: a cost)."""
        first = str(token).split()[2]
        this = self._this_or_bearer(first)
        return {"bow_one_of": [{"cards": [this]}, *self._c_whose(token, kinds, this)]}

    def c_bow_one_of(self, token, kinds):
        """ "Bow one of your Farms", "bow one of your Forests or Pearls": one unbowed card of the player's of
        one of the kinds (bow_one_of)."""
        return {"bow_one_of": self._c_whose(token, kinds, None)}

    def _c_whose(self, token, kinds: list[dict], this: str | None) -> list[dict]:
        """ "your" Rings: the player's (a cost bows only cards its player controls: extra_costs.py); "his /
        her" Spells: attached to this card, a Personality named just before ("Bow Yupadi or one of her
        Spells"); no other "his" is read."""
        if str(token).split()[-1].lower() == "your":
            return kinds
        if this != "$source" or self.own_type != "personality":
            raise NotUnderstood("'one of his' cards of a card other than this Personality")
        return [{**kind, "attached_to": "$source"} for kind in kinds]

    def c_kinds(self, *kinds):
        return list(kinds)

    def c_kind_plural(self, *parts):
        """ "Rings", "Temple Holdings", "Spells" (a Spell card, attached or not); "Gold-producing Holdings"
        names no keyword (a hyphenated lower-case word is a description)."""
        kind = plural_filter(parts)
        if any(re.search(r"-[a-z]", name) for name in kind.get("keywords", [])):
            raise NotUnderstood(f"'{kind['keywords'][0]}' is not a keyword the compiler reads exactly")
        return kind

    def c_kind_keyword(self, token):
        """ "Weapons", "Farms": the keyword, named in the plural by an "s"."""
        return {"keywords": [str(token)[:-1]]}

    def c_if_you_control(self, _token, _article, controlled):
        """ "If you control a Ring / a Courtier or Magistrate / a Temple": at least one such card in play its
        player controls as the action is taken; when not, it cannot be taken (restricting.py)."""
        return ("cost", {"_condition": {"count": {**controlled, "controller": "$controller"}, "at_least": 1}})

    def c_if_you_control_plural(self, _token, _any, *parts):
        """ "If you control any Rings", "any Shadowlands Personalities" (a type named in the plural)."""
        counted = {**plural_filter(parts), "controller": "$controller"}
        return ("cost", {"_condition": {"count": counted, "at_least": 1}})

    def c_if_you_control_favor(self, _token, _favor):
        """ "If you control the Imperial Favor" (imperial_favor.py: a player stat, 1 while he holds it)."""
        held = {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}
        return ("cost", {"_condition": held})

    def c_controlled(self, *parts):
        chosen: dict = {}
        for part in parts:
            chosen.update({"type": part} if isinstance(part, str) else part)
        if chosen.get("type") == "card" or not chosen:
            raise NotUnderstood("'a card' controlled")
        return chosen

    def c_controlled_either(self, first, second, card_type=None):
        """ "a Courtier or Magistrate (Personality)": a card with either keyword."""
        chosen = {"any_keywords": [one_keyword(first, "either of two"), one_keyword(second, "either of two")]}
        if card_type == "card":
            raise NotUnderstood("'a card' controlled")
        return {**chosen, **({"type": card_type} if card_type else {})}

    def c_compare_performer(self, word, stat, whose, other):
        """ "with lower Personal Honor than your Magistrate's Chi": compared with the performer's stat as the
        target is chosen (the performer named by what his requirement makes him: checked by
        check_performer_stats)."""
        compared = self.compare_stat_than(word, stat, "$performer", None, other)
        return _c_named(compared, whose)

    def c_compare_performer_after(self, stat, words, whose, other):
        """ "with Personal Honor lower than your Magistrate's Chi", "... equal to or lower than ..."."""
        text = str(words)
        lower = any(w in text.split() for w in ("lower", "less"))
        equal = "equal" in text
        mode = ("at_most" if lower else "at_least") if equal else ("less_than" if lower else "more_than")
        return _c_named(compared_filter(stat, mode, "$performer", other), whose)

    def c_even_no_units(self, _token, constraints=({}, None)):
        """ "Even if you control no units at the current battlefield, ...": it allows the action without a
        unit of the player's there (card features, Abilities, constraints block B); the engine's Battle
        actions need none (only the Rule of Location's performer at the current battlefield, location.py),
        so the words change nothing it judges, and the rest of the constraints are read as they are."""
        return constraints

    def c_bow_and_destroy_this(self, token):
        """ "Bow and destroy this card" (its own type; "this Shugenja" on a Spell: its bearer): two costs, the
        card bowed, then destroyed (the order the engine pays them: costs.py, extra_costs.py)."""
        this = self._this_or_bearer(str(token).split()[-1])
        return {"bow": this, "destroy": this}

    def c_choose_performer(self, token, chosen, more):
        """ "Choose your performing Personality with 3 or higher Personal Honor" (a requirement)."""
        return self.choose_performer(token, {**chosen, **more})

    def c_bow_performer(self, token, chosen, more):
        """ "Bow your performing Samurai with 3 or more Chi" (a requirement, and bowing him is the cost)."""
        return ("cost", self.cost_bow_performer(token, {**chosen, **more}))

    def c_performer_stat(self, number, bound, stat):
        return self.with_stat(number, bound, stat)

    def c_performer_here(self, _token):
        """ "at the current battlefield": the battlefield of the battle in progress."""
        return {"zone": "$battlefield"}

    def c_target_here(self, chosen, _token):
        """ "target a Samurai at the current battlefield": a target there."""
        if "zone" in chosen:
            raise NotUnderstood("a target's place named twice")
        return {**chosen, "zone": "$battlefield"}

    def b_if_turn(self, token):
        """ "If it is your turn" / "If it is not your turn" (before the colon): the action can be taken only
        while it is (is not) its player's turn (turn_of.py: the turn in progress)."""
        mine = {"turn_of": "$controller"}
        return ("cost", {"_condition": {"not": mine} if " not " in str(token) else mine})

    def b13_if_constraint(self, token):
        """ "If you have six or more cards in your hand" before the second colon: a condition restricting when
        the action can be taken (card features, Abilities, constraints block B), judged as it is taken
        (restricting.py); when it does not hold, the action cannot be taken."""
        return ("cost", {"_condition": _b13_conditions(str(token), effects_block=False)})

    def b13_if_sentence(self, token, *effects):
        """ "If you have six or more cards in your hand, gain 1 Honor." (no second colon: an effects block):
        the sentence's effects happen only if the condition holds as they happen (`while` on an effect that
        happens once). A lasting effect ("give him +4F") is refused: its `while` would be judged all along,
        not once as the text says."""
        condition = _b13_conditions(str(token), effects_block=True)
        sentence = [effect for group in effects for effect in group]
        for effect in sentence:
            lasting = sorted(key for key in _B13_LASTING if key in effect)
            if lasting and not judged_once(effect, lasting):
                raise NotUnderstood(
                    f"'If ..., <a lasting effect>' ({', '.join(lasting)}): the condition is judged once, "
                    "as the effect begins; the scenario language's `while` on a lasting effect is judged all "
                    "along"
                )
            if any(key in effect for key in ("_target", "choose", "ranged_attack", "targeting")):
                raise NotUnderstood(
                    "'If ..., <an effect with a target>': whether the target is chosen when the condition "
                    "does not hold is not fixed (the effects document: non-required targeting in the "
                    "resolution step), and the engine would choose it"
                )
            if any(key in effect for key in ("while", "_if_is", "_if_moved", GIVEN)):
                raise NotUnderstood("'If ..., <effect> if ...': two conditions on one effect")
        # a stat change or keyword given for a duration: judged once, as it is given (compiler 21, part K)
        return [
            {**effect, (GIVEN if judged_once(effect, ["lasting"]) else "while"): condition}
            for effect in sentence
        ]

    def c13c_unless_what(self, *parts):
        """ "Void" ({keywords: [Void]}), "Air or Water" ({any_keywords: [Air, Water]})."""
        names = [one_keyword(part, "one or either of two") for part in parts if isinstance(part, dict)]
        return {"keywords": names} if len(names) == 1 else {"any_keywords": names}

    def c13c_bow_this_unless(self, token, unless):
        """ "Bow this Shugenja unless he is Void": the card (a Spell's: its bearer) is bowed for the cost only
        while he is not that (unless_costs.py)."""
        return {"bow": self._this_or_bearer(" ".join(str(token).split()[:3])), "bow_unless": unless}

    def c13c_bow_performer_unless(self, _token, chosen, _unless_token, unless):
        """ "Bow your performing Monk unless he is Void": the performer must be one; bowing him is the cost
        only while he is not that."""
        return {"bow": "$performer", "requires": as_performer(chosen), "bow_unless": unless}

    def c13c_choose_bow_unless(self, _token, chosen, _bow_token, unless):
        """ "Choose your performing unbowed Personality and bow him unless he is Tattooed": the performer's
        requirement (checked as ever) and the cost of bowing him unless he is that."""
        return ("cost", {"bow": "$performer", "requires": as_performer(chosen), "bow_unless": unless})

    def c15a_target(self, number, *parts):
        """ "Target one or two Ninja cards", "target one or two target Crab Clan Personalities": one targeting
        effect picking that many cards (the filter field `number`: several_targets.py)."""
        return self._c15a_several(number, parts[-1])

    def c15a_target_of(self, number, owner, group):
        """ "target one to three of your Personalities", "of another player's Personalities"."""
        return self._c15a_several(number, group, owner)

    def c15a_target_phrase(self, number, _target, group):
        """ "Bow one or two target enemy Followers", "Give one to three target cards Cavalry"."""
        return self._c15a_several(number, group)

    def c15a_target_of_phrase(self, number, owner, _target, group):
        """ "Straighten one or two of your target Conscripts", "Move home one or more of your target
        Personalities"."""
        return self._c15a_several(number, group, owner)

    def _c15a_several(self, number, group, owner=None) -> dict:
        """The target's filter, with how many cards are picked; "of your" / "of another player's" is whose."""
        chosen = dict(group)
        if owner is not None:
            whose = "$controller" if str(owner).endswith("your") else "$other"
            if chosen.get("controller", whose) != whose:
                raise NotUnderstood("'of your' cards of another player (or the reverse)")
            chosen["controller"] = whose
        words = " ".join(str(number).lower().split())
        picks = {**C15A_NUMBERS[words], **({"same_controller": True} if chosen.pop("_same", False) else {})}
        if getattr(self, "_c15a_created", False):
            raise NotUnderstood(C15A_CREATED)
        self._c15a_group = True
        return {**chosen, "number": picks}

    def c15a_them(self, _token):
        """ "them", "the targets", "each target", "the targeted cards": every card the text targeted by a
        number (the target, never a performer); without such a target not read."""
        if not getattr(self, "_c15a_group", False):
            raise NotUnderstood("'them' or 'the targets' without several cards targeted")
        return "$the_target"

    def c15a_group(self, *parts):
        chosen: dict = {"in_play": True}
        if any(isinstance(p, Token) and p.type == "C15A_SAME_PLAYER" for p in parts):
            chosen["_same"] = True
        for part in (p for p in parts if not isinstance(p, Token)):  # ("each": each card picked)
            for key, value in part.items():
                if key == "keywords" and key in chosen:
                    chosen[key] = [*chosen[key], *value]
                elif key in chosen and chosen[key] != value:
                    raise NotUnderstood(f"two qualifiers of one kind ({key}) in a filter")
                else:
                    chosen[key] = value
        if "Human" in [*chosen.get("keywords", ()), *chosen.get("not_keywords", ())]:
            raise NotUnderstood("'Human': the absence of the Nonhuman keyword, not a keyword")
        return chosen

    def c15a_kind_type(self, token):
        return {"type": PLURALS[str(token)]}

    def c15a_kind_types(self, first, second):
        """ "Personalities or Followers": either type."""
        kinds = sorted({PLURALS[str(first)], PLURALS[str(second)]})
        if len(kinds) != 2:
            raise NotUnderstood("a kind of card named twice")
        return {"type": kinds}

    def c15a_kind_cards(self, _token):
        return {}

    def c15a_kind_attachments(self, _token):
        """ "attachments": cards in play attached to another (as "an attachment")."""
        return {"attached": True}

    def c15a_kind_keyword(self, token):
        """ "Courtiers": the keyword Courtier (a plural that is the keyword and an "s")."""
        return self.keyword_name(str(token)[:-1])

    def c15a_with(self, item):
        return item

    def c15a_gold_cost(self, token):
        """ "with a 0 Gold Cost", "with a Gold Cost of 0": exactly that current Gold Cost."""
        value = int(re.search(r"\d+", str(token)).group())
        return {"stats": {"gold_cost": {"at_least": value, "at_most": value}}}

    def __default_token__(self, token):
        """After several cards targeted by a number, a singular pronoun ("him", "it", "his", "the target")
        could name one of them or all: such a clause is not read (the words are read in text order)."""
        after_group = getattr(self, "_c15a_group", False) and not token.type.startswith("C15A_")
        if after_group and C15A_SINGULAR.search(str(token)):
            raise NotUnderstood(f"'{token}' after several cards targeted: which of them is not said")
        if token.type == "C14E_CREATE":  # part E's created attachments: one card per bearer
            if getattr(self, "_c15a_group", False):
                raise NotUnderstood(C15A_CREATED)
            self._c15a_created = True
        return token
