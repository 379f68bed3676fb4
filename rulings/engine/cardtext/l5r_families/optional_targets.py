"""L5R card text, optional effects and targets: 'you may target and ...', 'you may ...'. Its grammar rules are
in l5r.lark; its transformer methods are a mixin of l5r._Build.

"You may target and bow an enemy Personality.", "you may target and destroy an attachment", "You may target
and move home an enemy Personality", "You may target an enemy Personality and give him -3F": one effect that
chooses its own target (`choose`, `targeting: true`) and is `optional`: the player taking the action chooses
whether to target and apply it, all or none (effects document, choices: "He may target one of his Shugenja and
discard a card"); the engine's use step says whether he does (games/l5r/optional_effects.py). "You may
dishonor a Personality." is the same without targeting: a card chosen as the effect happens.

Such an effect stands on its own: the effects after it name no target ("him", "the target": which one?) and
choose none (the text's later target would be counted after it); a target the constraints declare must be
chosen by an effect before it. In an ability only (an Event's or other trait's "may" is the trait's own).
"""

from __future__ import annotations

import json
import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import Drafted

_MAY = "_q17j_may"  # an optional effect of this family, until the ability is checked (check_optional_targets)
_TARGET_REF = re.compile(r"\$target\d")


def _chosen(chosen: dict) -> dict:
    """The kind of card the optional effect chooses, as the filter reads it; "another" (other than which
    card: this one or the target before?) and filters other families finish later are not read here."""
    if any(key.startswith("_") for key in chosen):
        raise NotUnderstood("an optional target of a kind the compiler reads only as a declared target")
    if "not_cards" in chosen:
        raise NotUnderstood("'another' in an optional target (other than this card, or the earlier target?)")
    return dict(chosen)


def _optional(chosen: dict, effect: dict, *, targeting: bool) -> list[dict]:
    """The effect, choosing its card itself (`_each: None` leaves it as it is through resolution)."""
    picked = {"choose": _chosen(chosen), **({"targeting": True} if targeting else {})}
    return [{"_each": None, _MAY: True, **picked, **effect, "optional": True}]


@v_args(inline=True)
class OptionalTargetsText(Transformer):
    """The transformer methods of optional_targets (mixed into l5r._Build)."""

    def q17j_may_target_verb(self, _may, verb, chosen):
        """ "You may target and destroy an attachment." """
        return _optional(chosen, {str(verb).lower(): True}, targeting=True)

    def q17j_may_target_home(self, _may, chosen):
        """ "You may target and move home an enemy Personality." """
        return _optional(chosen, {"move": "home"}, targeting=True)

    def q17j_may_target_give(self, _may, chosen, *rest):
        """ "You may target and give an enemy Personality -2F", "You may target an enemy Personality and give
        him -3F": a bonus or penalty until the turn ends, as "Give a target X -2F"."""
        bonus = next(part for part in rest if isinstance(part, tuple))
        stat, change = bonus
        return _optional(chosen, {"stat": stat, "change": change, "duration": "end_of_turn"}, targeting=True)

    def q17j_may_target_verb_him(self, _may, chosen, verb, _him):
        """ "You may target your Personality and straighten him." """
        return _optional(chosen, {str(verb).lower(): True}, targeting=True)

    def q17j_may_target_home_him(self, _may, chosen, _him):
        """ "You may target your Personality and move him home." """
        return _optional(chosen, {"move": "home"}, targeting=True)

    def q17j_may_verb(self, _may, verb, chosen):
        """ "You may dishonor a Personality.": a card chosen as the effect happens (not targeted)."""
        return _optional(chosen, {str(verb).lower(): True}, targeting=False)


def check_optional_targets(ability: dict, drafted: Drafted) -> None:
    """An ability's optional effects of this family, once its effects are resolved: nothing after one names
    a target or chooses one, and a target the constraints declared is chosen before it; an optional effect
    in a choice's option is not read. The marker goes."""
    effects = ability.get("effects", [])
    options = [effect for option in ability.get("choice", []) for effect in option]
    if any(effect.get(_MAY) for effect in options):
        raise NotUnderstood("an optional target in one option of a choice")
    for index, effect in enumerate(effects):
        if not effect.pop(_MAY, False):
            continue
        before, after = effects[:index], effects[index + 1 :]
        chosen = any("choose" in done and done.get("targeting") for done in before)
        if drafted.declared is not None and not chosen:
            raise NotUnderstood("an optional target before the target the constraints declare is chosen")
        for later in after:
            if "choose" in later or _TARGET_REF.search(json.dumps(later)):
                raise NotUnderstood("'him' or another target after an optional target (which one is it?)")


def optional_left(piece: dict) -> None:
    """An optional effect of this family anywhere but in an ability's effects (a trait's, an Event's: their
    "may" is the trait's own) is not read."""
    if _MAY in json.dumps(piece):
        raise NotUnderstood("'you may target and ...' outside an ability's effects")
