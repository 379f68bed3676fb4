"""L5R card text, conditions on effects: 'If it is not your turn, draw a card', 'Straighten his unit if he
has a Weapon', 'If your Personality is Fire, bow the target'. Its grammar rules are in l5r.lark (compiler 20,
part A); its transformer methods (prefixed q20a_) are a mixin of l5r._Build.

Read (compiler 20, part A), in an ability's effects block, a condition before the sentence's effects ("If
<condition>, <effects>.", no colon after it in the clause) or after them ("<effects> if <condition>."): the
effects happen only if the condition holds as they happen (each effect's `while`, judged then; only ops that
happen once, _ONCE). The conditions (_q20a_condition):
- on the performer, "your Personality / performer / Monk / performing Kensai" ($performer; the ability must
  have chosen a performer, of that kind): "Draw a card if your performer has Void." (Stare Into the Void);
- on this card, "this card / this Shugenja / this Personality" ($source, or on a Spell, Follower or Item the
  card it is attached to, $bearer): "Gain 1 Honor if Seiji has an Air Spell." (Agasha Seiji); "this Item is
  attached to a Ninja" (its bearer has the keyword: Kusari-Gama);
- on "he" / "she": the performer where the ability chose one and no target, the one target where it chose
  no performer ("Gain 2 Honor if she is opposed.", Riding in Harmony; "If he has a Poison token, ...",
  Unsanctioned Strike); "the target", "the targeted card" (other than "is"): the one target;
- what is said of the card: a keyword ("is Fire", "is a Magistrate", "is Crane Clan", "is a Courtier or
  Magistrate", "has Void"), a state ("is opposed", "is bowed", "is dishonorable", "is not attacking"), a place
  ("is at the current battlefield", "is at home"), an attachment ("has a Weapon", "has an Air Spell", "has
  any Items", "has a Weapon attached", "has no Followers"), tokens ("has a / any / no Poison token(s)"), "has
  won a duel this turn";
- the turn: "it is your turn", "it is not your turn" (turn_of, turn_of.py): Caught Unawares.
"now" after the card ("If your Kensai now has a Weapon") is read as the same judgement, as the effect
happens.
Also read: the same conditions on "this card" lower-case before the colon ("Even if this card is bowed, if
this Personality is Nonhuman: Straighten this unit.", The Vengeful; "Once per battle, if this card is at the
current battlefield, target ...:"): the ability's condition; "If the movement fails, bow him." / "If this did
not move him home, ..." (`while: {not_changed}` on the one earlier move, Cavalry for Hire); "If the
Personality moved, gain 1 Honor." (follow_ups.py's if_changed, Kitsuki Yukari); "After this card enters play,
if you are a Crab Clan player: Gain 2 Honor." (the Celestial Swords: `while: {clan}` on the entering-play
trait); "If this Personality is ever not Lion Clan: Destroy him." (card_conditions.py's destroyed_if_ever).

Refused on purpose: a lasting effect under such a condition ("If your Personality is Nonhuman, give each ...
+1F"): the text judges the condition once, as the effect begins, where the scenario language's `while` on a
lasting effect is judged all along; an effect that chooses a target under the condition ("If this Shugenja is
Water, you may target and straighten ...", "If ..., Ranged 4 Attack"): whether the target is chosen when the
condition fails is not fixed (the effects document, non-required targeting); an effect with a condition of its
own already ("... if he moved"); "he" where the ability chose both a performer and a target, or neither, or
several targets; "your Monk" where the performer is not said to be one; two conditions joined by "or" or
"and"; a clan named alone; a condition on "he" or the performer in a trait or before the colon; a condition on
the bearer before the colon followed by an effect on this card ("him" would be read as this card); "if this
card is at home" in a Battle action (taken at the battle: the text implies more); "If the movement fails"
after a move that is optional, conditional or not the only one (a move never tried did not fail).
"""


from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .judged_once import FIELD as GIVEN
from .judged_once import judged_once
from .shared import BEARERS, CLANS, NOT_KEYWORDS, STATES, Drafted
from .token_effects import _held

_MARK = "_q20a"  # on an effect whose condition names "he" or the performer: read by finish_effect_conditions
_HE = "_q20a_he"  # the card "he" names, resolved by finish_effect_conditions
_TAKEN = "_q20a_taken"  # a condition on taking the action read here: checked by finish_effect_conditions
_FAILED = "_q20a_failed"  # "If the movement fails": only if the one earlier move did nothing
_LASTING = (
    "duration", "stat", "change", "grant_keyword", "grant_trait", "grant_ability", "may_not", "prevent",
    "negate",
)  # fmt: skip
# the ops read under a condition: each happens once (judged then); any other op is refused
_ONCE = (
    "bow", "straighten", "destroy", "dishonor", "rehonor", "honor", "draw", "move", "move_to_battlefield_of",
    "give_token", "remove_token", "additional_action", "discard_from_hand", "put_into_hand",
    "remove_from_game",
)  # fmt: skip
_CHOOSING = ("_target", "choose", "ranged_attack", "targeting", "_each")
_TYPES = {"Personality": "personality", "Personalities": "personality", "Follower": "follower",
          "Followers": "follower", "Item": "item", "Items": "item", "Spell": "spell", "Spells": "spell",
          "Holding": "holding", "Holdings": "holding"}  # fmt: skip
_KEYWORD = r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)?"
_SUBJECT = (
    r"(?P<subject>this (?:card|Personality|Shugenja|Follower|Item|Holding)|your (?:performer|performing "
    r"[A-Z][\w'-]*|[A-Z][\w'-]*(?: or [A-Z][\w'-]*)?)|he|she|the target(?:ed (?:card|Personality|Follower))?)"
)


def finish_effect_conditions(ability: dict, drafted: Drafted) -> None:
    """An ability once its cost and effects are known: "he" in a condition is the performer (chosen, no
    target) or the one target (no performer); "your Monk" must be the performer the ability chose."""
    del drafted
    _failed_moves(ability)
    _taken_on_bearer(ability)
    _battle_at_home(ability)
    effects = [effect for effect in ability.get("effects", ()) if _MARK in effect]
    if not effects:
        return
    cost = ability.get("cost", {})
    performer = "$performer" in repr(cost)
    targets = [e for e in ability.get("effects", ()) if e.get("targeting") or "choose" in e]
    for effect in effects:
        _finish_one(effect, effect.pop(_MARK), cost, performer=performer, targets=targets)


def _finish_one(effect: dict, mark: dict, cost: dict, *, performer: bool, targets: list[dict]) -> None:
    if mark.get("performer") is not None:
        if not performer:
            raise NotUnderstood(f"'{mark['performer']}': the ability chose no performer")
        kinds = mark.get("kinds", ())
        if kinds and not all(kind in repr(cost.get("requires", {})) for kind in kinds):
            raise NotUnderstood(f"'{mark['performer']}': the performer is not said to be one")
    if mark.get("he"):
        if performer and not targets:
            who = "$performer"
        elif len(targets) == 1 and not performer and not _several(targets[0]):
            who = "$target1"
        else:
            raise NotUnderstood("'he' in a condition: not the one performer or the one target")
        key = GIVEN if GIVEN in effect else "while"
        effect[key] = _named(effect[key], who)
    if mark.get("target") and (len(targets) != 1 or _several(targets[0])):
        raise NotUnderstood("'the target' in a condition: not the one target")


def _failed_moves(ability: dict) -> None:
    """ "If the movement fails, bow him.": `while: {not_changed: <the move's id>}`, the one earlier move of
    the ability's effects, which happens under no condition of its own (else "fails" would also hold when it
    was
    never tried) and is not optional."""
    effects = ability.get("effects", [])
    for n, effect in enumerate(effects):
        if _FAILED not in effect:
            continue
        home = effect.pop(_FAILED) == "home"
        moves = [e for e in effects[:n] if "move" in e or "move_to_battlefield_of" in e]
        if len(moves) != 1 or "move_home" in ability.get("cost", {}):
            raise NotUnderstood("'If the movement fails' after no move or more than one")
        (move,) = moves
        if any(key in move for key in ("while", "if_changed", "optional", "_if_moved")):
            raise NotUnderstood("'If the movement fails' after a move that happens only on a condition")
        if home and move.get("move") != "home":
            raise NotUnderstood("'If this did not move him home' after a move elsewhere")
        if "id" not in move:
            ids = {e.get("id") for e in effects}
            number = effects.index(move) + 1
            move_id = f"{ability['id']}.{number}"
            if move_id in ids:
                raise NotUnderstood("two effects of the text would share one id")
            effects[effects.index(move)] = move = {"id": move_id, **move}
        if any(key in effect for key in ("while", "if_changed")):
            raise NotUnderstood("'If the movement fails, <effect> if ...': two conditions on one effect")
        effect["while"] = {"not_changed": move["id"]}


def _taken_on_bearer(ability: dict) -> None:
    """ "Even if this card is bowed, if this Shugenja is Water: Straighten him.": a condition on taking the
    action that names the bearer of this card, where an effect then acts on this card itself ("him" read as
    this card), is refused: the text's "him" is the bearer it just named."""
    cost = ability.get("cost", {})
    if not cost.pop(_TAKEN, False):
        return
    if not cost:
        del ability["cost"]
    on_this = any(effect.get("targets") == "$source" for effect in ability.get("effects", ()))
    if "$bearer" in repr(ability.get("condition")) and on_this:
        raise NotUnderstood(
            "a condition on the bearer of this card before the colon, then an effect on this card: 'him' "
            "would be read as this card, not its bearer"
        )


def _battle_at_home(ability: dict) -> None:
    """ "Battle: Once per battle, if this card is at home, ...": a Battle action of this card is taken at the
    battle (unless the text says "even if this card is not at the current battlefield"), so the text implies
    more than the compiler reads: refused."""
    home = {"card": "$source", "is": {"zone": "home"}}
    found = _conditions(ability.get("condition"))
    found += [c for effect in ability.get("effects", ()) for c in _conditions(effect.get("while"))]
    found += [c for effect in ability.get("effects", ()) for c in _conditions(effect.get(GIVEN))]
    if home in found and "Battle" in ability.get("designators", ()) and "any_location" not in ability:
        raise NotUnderstood(
            "'if this card is at home' in a Battle action: the text implies the action is taken away from "
            "the battle, which the compiler does not read (a card's Battle action is taken at the battle)"
        )


def _conditions(condition) -> list:
    """The condition and the parts of an `all`."""
    if isinstance(condition, dict) and "all" in condition:
        return list(condition["all"])
    return [condition]


def _lasts(effect: dict) -> bool:
    """A lasting effect that takes its condition judged once, as it is given (compiler 21, part K)."""
    return judged_once(effect, sorted(key for key in _LASTING if key in effect))


def _several(chosen: dict) -> bool:
    return "number" in chosen.get("choose", {})


def _named(condition, who: str):
    if isinstance(condition, dict):
        return {key: _named(value, who) for key, value in condition.items()}
    if isinstance(condition, list):
        return [_named(value, who) for value in condition]
    return who if condition == _HE else condition


@v_args(inline=True)
class EffectConditionsText(Transformer):
    """The transformer methods of effect_conditions (mixed into l5r._Build)."""

    def Q20A_IF_LEAD(self, token):
        """The condition's words, whole ("If it is not your turn" names no card: the check of compiler 15,
        part A for "it" after several targets does not apply; "he" and "the target" are checked by
        finish_effect_conditions)."""
        return token

    def q20a_if_first(self, token, *effects):
        """ "If your Personality is Fire, bow the target.": each effect of the sentence only if the condition
        holds as it happens."""
        return self._q20a_conditioned(str(token), effects)

    def q20a_if_last(self, *parts):
        """ "Straighten his unit if he has a Weapon.": the same, the condition written last."""
        return self._q20a_conditioned(str(parts[-1]), parts[:-1])

    def q20a_if_kind_did(self, token, *effects):
        """ "If the Personality moved, gain 1 Honor.": as "If this moved a Personality" (follow_ups.py: the
        one earlier effect that moves, its target of that kind, changed the game)."""
        words = str(token).split()
        named = " ".join(words[2:-1])
        what = "the target" if named.startswith("target") else f"a {named.split()[-1]}"
        if named.startswith("targeted card"):
            what = "the target"
        did = {"verb": words[-1], "attack": None, "what": what}
        return [{**effect, "_c16g_did": did} for group in effects for effect in group]

    def q20a_if_failed(self, token, *effects):
        """ "If the movement fails, bow him.": only if the one earlier move changed nothing (read once the
        ability's effects are known: finish_effect_conditions)."""
        home = str(token).endswith("home")
        sentence = [effect for group in effects for effect in group]
        for effect in sentence:
            if any(key in effect for key in _CHOOSING) or "while" in effect or "_if_is" in effect:
                raise NotUnderstood("'If the movement fails, <an effect with a target or a condition>'")
        return [{**effect, _FAILED: "home" if home else True} for effect in sentence]

    def q20a_enters_play_if_clan(self, card_type, token, sentence):
        """ "After this card enters play, if you are a Crab Clan player: Gain 2 Honor.": the entering-play
        trait, each of its effects only if the controller is of that clan as it happens."""
        clan = str(token).split()[-3]
        if clan not in CLANS:
            raise NotUnderstood(f"'{clan} Clan' is not a clan the compiler reads")
        piece, family = self.enters_play_trait(card_type, sentence)
        for trait in piece.get("traits", ()):
            if "while" in trait or not any(op in trait for op in _ONCE) or "duration" in trait:
                raise NotUnderstood("'if you are a ... Clan player:' before an effect not known to happen "
                                    "once")
            trait["while"] = {"clan": clan}
        if not piece.get("traits") or set(piece) != {"traits"}:
            raise NotUnderstood("'if you are a ... Clan player:' before effects that are no triggered trait")
        return piece, family

    def q20a_if_ever_not_clan(self, token, destroy):
        """ "If this Personality is ever not Lion Clan: Destroy him." (the clan's keyword)."""
        clan = " ".join(str(token).split()[-2:])
        return self._q18f_ever(token, {"not_keywords": [clan]}, destroy)

    def q20a_if_constraint(self, token):
        """ "if this Shugenja is Water" before the colon: the action can be taken only while it holds."""
        condition, mark = self._q20a_condition(" ".join(str(token).split()[1:]))
        if mark:
            raise NotUnderstood("a condition on taking the action that names no card as it is taken")
        return ("cost", {"_condition": condition, _TAKEN: True})

    def _q20a_conditioned(self, words: str, groups) -> list[dict]:
        condition, mark = self._q20a_condition(" ".join(words.split()[1:]))
        sentence = [effect for group in groups for effect in group]
        for effect in sentence:
            if any(key in effect for key in _CHOOSING):
                raise NotUnderstood(
                    "'If ..., <an effect with a target>': whether the target is chosen when the condition "
                    "does not hold is not fixed (the effects document: non-required targeting in the "
                    "resolution step)"
                )
            lasting = sorted(key for key in _LASTING if key in effect)
            if not lasting and not any(op in effect for op in _ONCE):
                lasting = ["an effect not known to happen once"]
            if lasting and not judged_once(effect, lasting):
                raise NotUnderstood(
                    f"'If ..., <a lasting effect>' ({', '.join(lasting)}): the text judges the condition "
                    "once, as the effect begins; the scenario language's `while` on a lasting effect is "
                    "judged all along"
                )
            if any(key in effect for key in ("while", "_if_is", "_if_moved", "if_changed", GIVEN)):
                raise NotUnderstood("'If ..., <effect> if ...': two conditions on one effect")
        # a stat change or keyword given for a duration: judged once, as it is given (compiler 21, part K)
        return [
            {**effect, (GIVEN if _lasts(effect) else "while"): condition, **({_MARK: mark} if mark else {})}
            for effect in sentence
        ]

    def _q20a_condition(self, words: str) -> tuple[dict, dict]:
        """The condition the words say, and what finish_effect_conditions checks of it."""
        if re.search(r"\b(?:or|and)\b(?! [A-Z])", words) or words.count(" or ") > 1:
            raise NotUnderstood("two conditions joined by 'or' / 'and' are not read")
        turn = re.fullmatch(r"it is (not )?your turn", words)
        if turn:
            condition = {"turn_of": "$controller"}
            return ({"not": condition} if turn[1] else condition), {}
        bearer = re.fullmatch(r"this (?:card|Item|Follower|Spell) is attached to an? ([A-Z][\w' -]*)", words)
        if bearer and BEARERS.get(self.own_type) and words.split()[1].lower() in ("card", self.own_type):
            return {"card": "$bearer", "is": {"keywords": [self._q20a_keyword(bearer[1])]}}, {}
        found = re.fullmatch(_SUBJECT + r" (?:now )?(?P<rest>(?:is|has) .+)", words)
        if not found:
            raise NotUnderstood(f"'if {words}': a condition the compiler does not read")
        card, mark = self._q20a_subject(found["subject"])
        rest = found["rest"]
        if rest == "has won a duel this turn":
            return {"won_duel_this_turn": card}, mark
        negated, what = self._q20a_what(rest)
        condition = {"card": card, "is": what}
        return ({"not": condition} if negated else condition), mark

    def _q20a_subject(self, subject: str) -> tuple[str, dict]:
        if subject in ("he", "she"):
            return _HE, {"he": True}
        if subject.startswith("the target"):
            return "$target1", {"target": True}
        if subject.startswith("this "):
            named = subject.split()[1]
            own = (named, self.own_type) == ("Shugenja", "personality")
            if named.lower() in ("card", self.own_type) or own:
                return "$source", {}
            if BEARERS.get(self.own_type) == named:
                return "$bearer", {}
            raise NotUnderstood(f"'{subject}' on a {self.own_type}")
        named = subject.removeprefix("your ").removeprefix("performing ")
        kinds = [] if named in ("performer", "Personality") else named.split(" or ")
        if len(kinds) > 1:
            raise NotUnderstood(f"'{subject}': a performer of either of two kinds is not read")
        for kind in kinds:
            self._q20a_keyword(kind)
        return "$performer", {"performer": subject, "kinds": kinds}

    def _q20a_keyword(self, name: str) -> str:
        """One keyword ("Fire", "Crane Clan", "Battle Maiden"), as keyword_name reads it; a clan alone
        ("Crab"), a card type or several keywords in one phrase are refused."""
        if name in CLANS or name in NOT_KEYWORDS or name in _TYPES:
            raise NotUnderstood(f"'{name}': not a keyword the compiler reads exactly here")
        names = self.keyword_name(*name.split())["keywords"]
        if len(names) != 1:
            raise NotUnderstood(f"'{name}': several keywords in one phrase are not read here")
        return names[0]

    def _q20a_what(self, rest: str) -> tuple[bool, dict]:
        """ "is Fire", "is a Courtier or Magistrate", "is opposed", "is not bowed", "has a Weapon", "has any
        Items", "has no Followers", "has Void"."""
        state = re.fullmatch(r"is (not )?(unbowed|bowed|attacking|defending|opposed|dishonorable)", rest)
        if state:
            name, value = ("dishonorable", True) if state[2] == "dishonorable" else STATES[state[2]]
            return bool(state[1]), {name: value}
        keyword = re.fullmatch(rf"is (not )?(?:an? )?({_KEYWORD})(?: or (?:an? )?({_KEYWORD}))?", rest)
        if keyword:
            names = [self._q20a_keyword(name) for name in keyword.groups()[1:] if name]
            what = {"keywords": names} if len(names) == 1 else {"any_keywords": names}
            return bool(keyword[1]), what
        tokens = re.fullmatch(r"has (?:(an?|any|no) ([A-Z][\w'-]*) tokens?)", rest)
        if tokens:
            return False, _held(f"{tokens[1]} {tokens[2]} {rest.split()[-1]}")
        place = re.fullmatch(r"is (not )?(?:at the current battlefield|(at home))", rest)
        if place:
            return bool(place[1]), {"zone": "home" if place[2] else "$battlefield"}
        attached = re.fullmatch(rf"has (an?|any|no) ({_KEYWORD})(?: attached)?", rest)
        if attached:
            words = attached[2].split()
            kind = _TYPES.get(words[-1])
            plural = words[-1].endswith("s") and kind is not None
            if (attached[1] in ("a", "an")) == plural:
                raise NotUnderstood(f"'{rest}': the number does not match the article")
            filter_ = {"type": kind} if kind else {}
            names = words[:-1] if kind else words
            if names:
                filter_["keywords"] = [self._q20a_keyword(" ".join(names))]
            if attached[1] == "no":
                return False, {"without_attached": filter_}
            return False, {"with_attached": filter_}
        bare = re.fullmatch(r"has ([A-Z][\w'-]*)", rest)
        if bare:
            return False, {"keywords": [self._q20a_keyword(bare[1])]}
        raise NotUnderstood(f"'{rest}': a condition on a card the compiler does not read")


def effect_conditions_left(piece: dict) -> None:
    """A condition naming "he" or the performer outside an ability (a trait): no performer or target."""
    if _MARK in repr(piece):
        raise NotUnderstood("a condition on 'he' or a performer outside an ability")
