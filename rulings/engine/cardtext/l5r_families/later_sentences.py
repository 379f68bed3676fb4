"""L5R card text, sentences after an effect: conditions on the game, additional actions, results of earlier
effects. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build.

"If its Force is now 0, bow it.", "If his Force is now 0, dishonor him.", "If the targeted card's Force is now
0, bow it and gain 2 Honor.", "If the Personality's Force is now 0, his controller loses 1 Honor.", "If its
force is now 0, draw a card.": each effect of the sentence happens only if the target an earlier effect chose
has that stat as the effect happens (a `while` on an effect that happens once, judged then: "Bow it if its
Force is now 0" reads the same). On the target itself the condition is its `subject`; on a player (its
controller, this ability's player) it names the target (`{card: $target1, is: ...}`)."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import STAT_NAMES

_Q17G_NOW = "_q17g_now"  # the condition of "If its Force is now 0" until the target is known
# earlier effects after which the target may be out of play (whose stat "now" is not said)
_Q17G_OUT = ("destroy", "discard", "put_into_hand", "ranged_attack", "put_into_deck")
# what "Target a Personality." / "Choose your performing Monk." may hold: a target, a performer, a targeted
# player, a limit ("Once per battle, target ..."), "Even if this card is bowed"
_Q17G_NOT_COSTS = {"requires", "_target_player", "_limit", "_even_if_bowed"}
_Q17G_CHANGES_STATS = {"stat", "give_token", "set_stat", "stats"}  # effects that may change a card's stats
_Q17G_NAMED = {"Personality": "personality", "Follower": "follower"}  # "the targeted Personality's"


def _q17g_targeted(effects: list[dict], before: int) -> dict:
    """The one target the action chose ($target1), by an effect before index ``before``."""
    chosen = [effect for effect in effects if effect.get("choose") and effect.get("targeting")]
    if len(chosen) != 1 or effects.index(chosen[0]) >= before:
        raise NotUnderstood("'If its Force is now 0' without one target an earlier effect chose")
    return chosen[0]["choose"]


def now_conditions(effects: list[dict], antecedent: str | None) -> list[dict]:
    """The effects of "If its Force is now 0, ..." made to happen only if the target has that stat as each
    happens: on the target `while: {subject: ...}` (as "Bow it if its Force is now 0"), on a player `while:
    {card: $target1, is: ...}`. "its" with a performer chosen as well is not read (either could be meant)."""
    if not any(_Q17G_NOW in effect for effect in effects):
        return effects
    result = []
    for index, effect in enumerate(effects):
        now = effect.get(_Q17G_NOW)
        if now is not None:
            effect = {key: value for key, value in effect.items() if key != _Q17G_NOW}
            _q17g_check_card(effects, index, now, antecedent)
            effect = _q17g_judged(effect, now["bound"])
        result.append(effect)
    return result


def _q17g_check_card(effects: list[dict], index: int, now: dict, antecedent: str | None) -> None:
    """The card "its" names is the one target an earlier effect chose, still in play, of the kind named."""
    chosen = _q17g_targeted(effects, index)
    if any(op in earlier or earlier.get("move", "home") not in ("home", "$battlefield")
           for earlier in effects[:index] for op in _Q17G_OUT):  # fmt: skip
        raise NotUnderstood("'If its Force is now 0' after an effect that may take it out of play")
    if not now["named"] and antecedent == "$performer":
        raise NotUnderstood("'his Force' where a performer and a target are both named")
    if now["kind"] is not None and chosen.get("type") != now["kind"]:
        raise NotUnderstood(f"'the {now['kind']}' where the target is not known to be one")


def _q17g_judged(effect: dict, bound: dict) -> dict:
    """The effect with its condition on the target (a player's effect gets it here; the target's and his
    controller's already have it from resolution)."""
    second = NotUnderstood("a second condition on an effect after 'If its Force is now 0'")
    on = effect.get("targets")
    if on == "$target1":
        if effect.get("while") != {"subject": bound} or "affects" in effect:
            raise second
    elif on == "$target1_controller":
        if effect.get("while") != {"card": "$target1", "is": bound}:
            raise second
    elif on == "$controller" and "affects" not in effect:
        if "while" in effect:
            raise second
        effect = {**effect, "while": {"card": "$target1", "is": bound}}
    else:
        raise NotUnderstood("an effect on another card after 'If its Force is now 0'")
    return effect


@v_args(inline=True)
class LaterSentencesText(Transformer):
    def q17g_if_now(self, token, *groups):
        """ "If its Force is now 0, bow it and gain 2 Honor.": each effect on the target, its controller or
        this ability's player, only if the target has that stat as it happens (`now_conditions`)."""
        found = re.search(r"(Force|force|Chi|Personal Honor) is now (\d+)", str(token))
        number = int(found.group(2))
        stat = STAT_NAMES[found.group(1).replace("force", "Force")]
        bound = {"stats": {stat: {"at_least": number, "at_most": number}}}
        words = str(token).split()
        named = words[1] == "the"  # "the target's", "the targeted card's", "the Personality's"
        kind = next((_Q17G_NAMED[k] for k in _Q17G_NAMED if f"{k}'s" in words), None)
        effects = [effect for group in groups for effect in group]
        if len(effects) > 1 and any(set(effect) & _Q17G_CHANGES_STATS for effect in effects):
            # judged as each happens, the first would change what the second is judged on
            raise NotUnderstood("'If its Force is now 0' before two effects, one of which changes it")
        result = []
        for effect in effects:
            if set(effect) & {"_unit_of", "_each", "followers_of", "affects"}:
                raise NotUnderstood("an effect on more than the target after 'If its Force is now 0'")
            if "_on" in effect:
                if effect["_on"] not in ("$target", "$the_target"):
                    raise NotUnderstood("an effect on another card after 'If its Force is now 0'")
                effect = {**effect, "_if_is": bound} | ({"_on": "$the_target"} if named else {})
            elif "_controller_of" in effect:
                effect = {**effect, "_if_is": bound}
            elif effect.get("player") is not True:
                raise NotUnderstood("an effect on another card or player after 'If its Force is now 0'")
            result.append({**effect, _Q17G_NOW: {"bound": bound, "named": named, "kind": kind}})
        return result

    def q17g_target_sentence(self, constraints, effects):
        """ "Target a Personality. Give him a +1F Sake token.": the target (or the performer) as the colon
        form chooses it; the sentence holds nothing else (a cost written as a sentence is not read)."""
        costs, target = constraints
        if set(costs) - _Q17G_NOT_COSTS:
            raise NotUnderstood("a cost written as a sentence of the effects (a cost or an effect?)")
        on_him = ("_on", "_controller_of", "_unit_of")
        first = next((e for group in effects for e in group if set(on_him) & set(e)
                      and e.get("_on", "$target") == "$target"), None)
        if target is not None and first is not None and "_controller_of" in first:
            # "Target a dishonorable Personality. His controller loses 1 Honor.": he is targeted (target_card,
            # changing nothing), then his controller is named
            effects = [[{"target_card": True, "_on": "$target"}], *effects]
        return ("effects", costs, target, effects)

    def q17g_any_additional(self, _token):
        """ "You may take an additional action (appropriate to this phase)": one more action of any kind
        (any_additional.py); taking it is the player's choice (a `use` step with `additional: true`)."""
        return [{"player": True, "additional_action": {"designator": "any"}}]

    def q17g_if_family_honor(self, token, *groups):
        """ "If your Family Honor is 9 or less, gain 2 Honor.": each effect on this ability's player, only if
        his Family Honor is within the bound as it happens (`player_stat: family_honor`)."""
        found = re.search(r"is (-?\d+) or (\w+)", str(token))
        side = "at_most" if found.group(2) in ("less", "lower") else "at_least"
        condition = {"player_stat": "family_honor", "player": "$controller", side: int(found.group(1))}
        effects = [effect for group in groups for effect in group]
        if any(effect.get("player") is not True or "while" in effect for effect in effects):
            raise NotUnderstood("'If your Family Honor is ...' before an effect on a card or another player")
        if len(effects) > 1 and any("honor" in effect for effect in effects):
            # judged as each happens, the first would change what the second is judged on
            raise NotUnderstood("'If your Family Honor is ...' before two effects, one of which changes it")
        return [{**effect, "while": condition} for effect in effects]
