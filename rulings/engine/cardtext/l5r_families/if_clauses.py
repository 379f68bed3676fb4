"""L5R card text: conditions ('If this ...', 'If you ...', 'if your ...', 'Until your ...'). Its grammar rules
are in l5r.lark (compiler 21, part R); its transformer methods (prefixed q21r_) are a mixin of l5r._Build.

Read (compiler 21, part R), in an ability's effects block, a sentence after the action's target whose effects
happen only if a condition on that target holds as they happen (each effect's `while`, judged then), as
compiler 20, part A reads "If the target has a Poison token, ..." (effect_conditions.py, whose checks apply:
only effects that happen once, none choosing a target, no second condition):
- the target named by its type: "If the Personality has any Poison tokens, you may move Sogetsu home."
  (Shosuro Sogetsu: `while: {card: $target1, is: {has_tokens: Poison}}` on the optional move of this card),
  "If the enemy Personality is a Shugenja, gain 1 Honor." ("the Personality", "the Follower", "the card",
  "the enemy ..."); the ability must have chosen exactly one target (no number of them), of that type, and for
  "the enemy ..." one controlled by another player (q21r_check_named);
- "If <condition>, you may <act_once>." after part A's conditions ("If he has any Poison tokens, you may move
  this card home."): the same, the effect optional (its player chooses, as "You may move him home.");
- the target's controller: "Move him home. If you do not control him, gain 2 Honor." (Doji Kato: `while:
  {not: {card: $target1, is: {controller: $controller}}}`), "If you control him, ..." (`he` resolved as part
  A resolves it: the one target, where the ability chose no performer);
- a stat of the enemy target: "If the enemy card's Force is now 0, gain 2 Honor." (Utaku Kana), read as
  compiler 17, part G's "If the targeted card's Force is now 0" (later_sentences.py), the target chosen an
  enemy card (controller: $other);
- "If this targeted a Personality with any Poison tokens, destroy him." (Midnight Shadows): the one target
  of that type (with such tokens) as the effects happen, the same answer as when it was targeted since a
  type does not change and no earlier effect may give or take tokens (refused otherwise), nor, where an
  earlier effect may take the target out of play (its tokens leaving with it), may an effect on another
  card or a player follow;
- a Focus Effect on the duelist's keyword: "As a Focus Effect: If your Personality in this duel is Fire,
  draw a card." (Touch of the Flames: focus_effects.py's traits with `while: {card: $your_duelist, is:
  ...}`; effects that happen once only).

Refused on purpose: "the Personality" where the ability chose no target, several, or one not known to be a
Personality (a target "Personality or Follower" is not known to be either); "the enemy Personality" where the
target is not chosen among another player's cards; these conditions in a trait (no target); what part A
refuses (a lasting effect under the condition: the text judges it once, `while` on a lasting effect all
along; an effect choosing a target under it; two conditions on one effect; "or" / "and" between
conditions); in a Focus Effect a clan named alone, a card type, either of two keywords, a lasting effect.
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .effect_conditions import _HE, _LASTING, _MARK, _ONCE
from .token_effects import _held

_NAMED = "_q21r_named"  # the type (and side) the condition names its target by: q21r_check_named
_TARGETED = "_q21r_targeted"  # "If this targeted a Personality with any Poison tokens": q21r_check_named
# earlier effects after which the target may be out of play, its tokens gone (later_sentences.py's list)
_OUT = {"destroy", "discard", "put_into_hand", "ranged_attack", "put_into_deck", "remove_from_game"}
_TYPES = {"Personality": "personality", "Follower": "follower", "card": None}


def q21r_check_named(ability: dict, _drafted) -> None:
    """ "If the Personality has ...": the ability chose exactly one target (no number of them), of the type
    the text names; "the enemy ...": one chosen among another player's cards."""
    effects = ability.get("effects", [])
    for index, effect in enumerate(effects):
        targeted = effect.pop(_TARGETED, None)
        if targeted is None:
            continue
        earlier = {op for before in effects[:index] for op in before}
        if earlier & {"give_token", "remove_token"}:
            raise NotUnderstood("'If this targeted a Personality with ... tokens' after an effect giving or "
                                "taking tokens (judged as it happens, not as he was targeted)")
        if targeted == "tokens" and earlier & _OUT and effect.get("targets") != "$target1":
            # his tokens leave with him: only an effect on him, which then does nothing either way
            raise NotUnderstood("'If this targeted a Personality with ... tokens' after an effect that may "
                                "take him out of play, before an effect on another card or a player")
    marked = [effect.pop(_NAMED) for effect in effects if _NAMED in effect]
    if not marked:
        return
    chosen = [effect["choose"] for effect in effects if effect.get("targeting") and "choose" in effect]
    if len(chosen) != 1 or "number" in chosen[0]:
        raise NotUnderstood("'the Personality' in a condition without exactly one target")
    (target,) = chosen
    for named in marked:
        if named["type"] is not None and target.get("type") != named["type"]:
            raise NotUnderstood(f"'the {named['words']}' in a condition: the target is not known to be one")
        if named["enemy"] and target.get("controller") != "$other":
            raise NotUnderstood(f"'the {named['words']}' in a condition: the target is not an enemy card")


def q21r_named_left(piece: dict) -> None:
    """A condition naming the target by its type outside an ability (a trait): no target."""
    if _NAMED in repr(piece) or _TARGETED in repr(piece):
        raise NotUnderstood("a condition on 'the Personality' outside an ability")


@v_args(inline=True)
class IfClausesText(Transformer):
    """The transformer methods of if_clauses (mixed into l5r._Build)."""

    def q21r_if_named(self, token, *effects):
        """ "If the Personality has any Poison tokens, bow him.": part A's condition on "the target", its
        type checked once the ability is known (q21r_check_named)."""
        return self._q21r_on_named(str(token), effects)

    def q21r_if_may(self, token, _may, effects):
        """ "If the Personality has any Poison tokens, you may move this card home.": the same, the effect
        optional (its player chooses)."""
        words = str(token)
        optional = [[{**effect, "optional": True} for effect in effects]]
        if words.startswith("If the ") and not words.startswith("If the target"):
            return self._q21r_on_named(words, optional)
        return self._q20a_conditioned(words, optional)

    def q21r_if_control(self, token, *groups):
        """ "If you do not control him, gain 2 Honor.": only if the target is (not) controlled by this
        ability's player as each effect happens ("him": the one target, as part A resolves "he")."""
        words = str(token).split()
        negated = words[2] == "do"
        card, mark = ("$target1", {"target": True}) if words[-1] == "target" else (_HE, {"he": True})
        condition = {"card": card, "is": {"controller": "$controller"}}
        if negated:
            condition = {"not": condition}
        effects = self._q20a_conditioned("If it is your turn", groups)  # part A's checks of the effects
        return [{**effect, "while": condition, _MARK: mark} for effect in effects]

    def q21r_if_enemy_now(self, token, *groups):
        """ "If the enemy card's Force is now 0, gain 2 Honor.": as "If the targeted card's Force is now 0"
        (later_sentences.py), the target an enemy card of the type named."""
        words = str(token)
        kind = words.split()[3].removesuffix("'s")
        effects = self.q17g_if_now(re.sub(r"the enemy \w+'s", "the targeted card's", words), *groups)
        named = {"type": _TYPES[kind], "enemy": True, "words": f"enemy {kind}"}
        return [{**effect, _NAMED: named} for effect in effects]

    def q21r_if_this_targeted(self, token, *groups):
        """ "If this targeted a Personality with any Poison tokens, destroy him.": the action's one target is
        of that type (and has such tokens) as each effect happens (a type does not change; tokens are checked
        to be given or taken by no earlier effect: q21r_check_named)."""
        found = re.fullmatch(r"If this targeted an? (Personality|Follower)(?: with (.+))?", str(token))
        what = {"type": _TYPES[found[1]], **(_held(found[2]) if found[2] else {})}
        effects = self._q20a_conditioned("If it is your turn", groups)  # part A's checks of the effects
        condition = {"card": "$target1", "is": what}
        targeted = "tokens" if found[2] else "type"
        marks = {_MARK: {"target": True}, _TARGETED: targeted}
        return [{**effect, "while": condition, **marks} for effect in effects]

    def q21r_focus_if_duelist(self, focus, token, sentence):
        """ "As a Focus Effect: If your Personality in this duel is Fire, draw a card.": the Focus Effect's
        traits, each only if the duelist its player controls has the keyword as it happens (an effect that
        happens once: a lasting one would be judged all along, not once as the text says)."""
        found = re.fullmatch(r"[Ii]f your Personality in this duel is (not )?(?:an? )?(.+?)\s*,", str(token))
        condition = {"card": "$your_duelist", "is": {"keywords": [self._q20a_keyword(found[2])]}}
        if found[1]:
            condition = {"not": condition}
        piece, family = self.q17a_focus_now(focus, sentence)
        for trait in piece["traits"]:
            lasting = sorted(key for key in _LASTING if key in trait)
            if lasting or "while" in trait or not any(op in trait for op in _ONCE):
                raise NotUnderstood("'If your Personality in this duel is ..., <an effect not known to "
                                    "happen once, or with a condition of its own>'")
            trait["while"] = condition
        return piece, family

    def _q21r_on_named(self, words: str, groups) -> list[dict]:
        found = re.fullmatch(r"If the (enemy )?(Personality|Follower|card) (.+)", words)
        named = {"type": _TYPES[found[2]], "enemy": bool(found[1]), "words": f"{found[1] or ''}{found[2]}"}
        effects = self._q20a_conditioned(f"If the target {found[3]}", groups)
        return [{**effect, _NAMED: named} for effect in effects]
