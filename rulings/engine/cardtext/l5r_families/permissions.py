"""L5R card text: permissions, choices and obligations ('You may ...', 'He may', 'who must', 'Choose one',
'unless you'). Its grammar rules are in l5r.lark (compiler 21, part P); its transformer methods (prefixed
q21p_) are a mixin of l5r._Build.

Read:

- "The player with the Imperial Favor discards it." (Miya Shoin, Dashmar, Venerable Lord): every player at
  once (`$each_player`, every_player.py), the effect happening to the one who holds the Favor as it happens
  (`while: {affected_player_stat: imperial_favor, at_least: 1}`), who discards it (`discard_favor`,
  imperial_favor.py: l5r.desk.imperial-favor). When no player holds it, nothing happens.
- "If <condition>, you may <effect>." after another sentence of an ability's effects ("Give him -2F. If his
  Force is now 0, you may bow him.", To the Forests): the sentence is marked before the parse
  (`q21p_mark_may`, a NAME_REWRITES pass) and read as the same sentence without "you may", by whichever family
  reads that sentence; its one effect is then `optional` (its player chooses whether it happens, as
  "You may move him home." is read; the condition is the one the sentence without "you may" compiles to).

Refused (or left to no family):

- A marked sentence that reads as more than one effect ("you may rehonor him and dishonor the other", "you
  may bow him to draw a card"): one "may" over several effects is one choice, all or none, which separate
  `optional` effects do not say; as an effect that chooses or targets a card ("you may target and ..." keeps
  compiler 17, part J's reading), one already optional, or one with no condition (the sentence did not read
  as a condition on its effect).
- "If <condition>, you may take an additional action / target / compare / choose ...": not marked (other
  families read "you may" in those wordings themselves).
- A marked sentence outside an ability (a trait's "you may" is the trait's own choice): not read.
- "The player with the Imperial Favor discards it and loses 2 Honor." (Losing Favor): the Honor loss is the
  holder's, who no longer holds the Favor once he has discarded it; the engine has no reference to "the player
  who discarded it" for the second effect. "The player who controls the Imperial Favor must target and bow one
  of his Personalities." (his choice of target): not read.
"""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood

_MAY = "_q21p_may"  # an effect made optional by a marked "If ..., you may ..." sentence, until its ability
_MARK = "\u27eamay\u27eb"
# "If <condition>, you may <effect>." after another sentence; not where other families read "you may" as part
# of their wording (an additional action, a target, a comparison, a choice ...)
_MAY_LEAD = re.compile(
    r"(?<=\. )If ([^,.:;()\u27e6\u27e7]+), you may "
    r"(?!(?:take|target|compare|also|not|only|either|instead|then|choose|make|use|play|look|show|pay)\b)"
)
_ATTACHED_TYPES = {"Followers": "follower", "Items": "item", "Spells": "spell"}
# what a condition compiled onto an effect looks like: a `while`, or a marker a later pass finishes
_CONDITION_KEYS = ("while", "if_changed")


def q21p_mark_may(text: str, _title: str) -> str:
    """Each "If <condition>, you may <effect>." after another sentence marked for the grammar (Q21P_MAY); the
    rest of the text unchanged."""
    return _MAY_LEAD.sub(lambda m: f"{_MARK} If {m.group(1)}, ", text)


def q21p_finish_may(ability: dict, _drafted) -> None:
    """The ability's optional effects of a marked sentence: the marker dropped (they are read)."""
    for effect in ability.get("effects", ()):
        if isinstance(effect, dict):
            effect.pop(_MAY, None)


def q21p_may_left(piece: dict) -> None:
    """A marked "If ..., you may ..." left outside an ability (a trait): not read."""
    if _MAY in repr(piece):
        raise NotUnderstood("'If ..., you may ...' outside an ability's effects: the trait's own choice")


def _conditioned(effect: dict) -> bool:
    return any(key in effect for key in _CONDITION_KEYS) or any(
        key.startswith("_") and key != _MAY for key in effect
    )


@v_args(inline=True)
class PermissionsText(Transformer):
    """The transformer methods of permissions (mixed into l5r._Build)."""

    def q21p_favor_holder_discards(self, _token):
        """ "The player with the Imperial Favor discards it.": the holder, among every player, discards it."""
        holder = {"affected_player_stat": "imperial_favor", "at_least": 1}
        return [{"player": "$each_player", "discard_favor": True, "while": holder}]

    def q21p_unbowed_if_yours(self, _token):
        """ "Target a Personality, who must be unbowed if he is yours": the player's own must be unbowed."""
        return {"if_yours": {"bowed": False}}

    def q21p_with_one_or_more(self, token):
        """ "with one or more Followers": as "with a Follower" (one attached suffices)."""
        kind = str(token).split()[4]
        return {"with_attached": {} if kind == "attachments" else {"type": _ATTACHED_TYPES[kind]}}

    def q21p_may_sentence(self, _token, sentence):
        """ "If his Force is now 0, you may bow him.": the sentence without "you may", its one effect
        optional."""
        effects = list(sentence)
        if len(effects) != 1 or not isinstance(effects[0], dict):
            raise NotUnderstood(
                "'If ..., you may ...' over several effects: one choice of all or none, which the compiler "
                "does not write"
            )
        (effect,) = effects
        if "choose" in effect or effect.get("targeting") or "optional" in effect:
            raise NotUnderstood("'If ..., you may ...' on an effect that chooses or is already optional")
        if not _conditioned(effect):
            raise NotUnderstood("'If ..., you may ...' whose condition is not read on its effect")
        return [{**effect, "optional": True, _MAY: True}]
