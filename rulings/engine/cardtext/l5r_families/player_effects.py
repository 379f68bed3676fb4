"""L5R card text, effects on hands, decks, Gold, Honor, Provinces and the Imperial Favor; created,
transferred, switched and copied cards. Its grammar rules are in l5r.lark; its transformer methods are a
mixin of l5r._Build.

- Transfers (`attach`, attachments.py: "Attaching, transferring or removing cards is an instantaneous
  effect"): "Transfer this card to him / to your target Personality" (a Follower's, Item's or Spell's own
  text: the card moves from its bearer to the Personality), "Target an enemy Weapon: Transfer it to this
  card", "Transfer your target Follower to this card" (a Personality's text), "Transfer your target Spell
  to your target Shugenja" (two targets: the card moved, then its new bearer). The card transferred is one
  in play and attached (a Follower, Item or Spell, or an attachment), the new bearer a Personality; the
  engine checks that the card may attach there (a Spell only to a Shugenja, "Will only attach to ...").
- Provinces' strength for the turn: "Give each of your Provinces +2 strength", "Give your provinces +1
  strength", "... +2PS" (the Desk's rule l5r.desk.provinces: the strength of a player's Provinces is his
  Stronghold's Province Strength stat; an action's bonus lasts until the end of the turn, l5r-ce-effects,
  Ongoing effects).
"""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import BEARERS, THIS_CARD, chose_target

_TARGET = ("$target", "$the_target")  # "him", "the target"
_ATTACHMENT_TYPES = frozenset(BEARERS)  # follower, item, spell: cards that are attached in play
_ITEM_KEYWORDS = frozenset({"Weapon", "Armor"})  # "an enemy Weapon": an Item's keywords
_BEARER_KEY = "_q17i_to_target"  # the effect's attach names the target: chosen first (transfer_target_first)
_MOVED_KEY = "_q17i_moves_target"  # the effect moves the target: it must be an attached card
_PAIR_KEY = "_q17i_two_targets"  # "Transfer your target Spell to your target Shugenja": $target1, $target2


def _is_attached_kind(chosen: dict) -> bool:
    """The target is a card attached in play: a Follower, Item or Spell, or "an attachment"."""
    if not chosen.get("in_play") or "zone" in chosen:
        return False
    kind = chosen.get("type")
    kinds = kind if isinstance(kind, list) else [kind]
    if all(k in _ATTACHMENT_TYPES for k in kinds) or chosen.get("attached") is True:
        return True
    keywords = chosen.get("keywords")
    return "type" not in chosen and bool(keywords) and set(keywords) <= _ITEM_KEYWORDS


def transfer_target_first(
    effect: dict, target: dict | None, performer: str | None, resolved: list[dict]
) -> list[dict]:
    """ "Target your Personality: Transfer this card to him.": the new bearer is the target; the first effect
    on him (target_card, changing nothing) chooses him, and the transfer names him $target1. Without a
    target, "him" is the performer the constraints chose. "Target an enemy Follower: Transfer it to this
    card": the target, moved, must be a card attached in play."""
    if effect.pop(_PAIR_KEY, False):
        if target is not None or performer or chose_target(resolved):
            raise NotUnderstood("two targets of a transfer after another target or performer")
        return []
    if any(done.get("attach") == "$target2" for done in resolved) and (
        target is not None or effect.get("_on") in _TARGET or "_unit_of" in effect
    ):
        raise NotUnderstood("a target after a transfer's two targets (which 'him' is is not read)")
    if effect.pop(_MOVED_KEY, False) and (target is None or not _is_attached_kind(target)):
        raise NotUnderstood("a transfer of a card that is not an attachment in play")
    if not effect.pop(_BEARER_KEY, False):
        return []
    if target is None:
        if performer is None:
            raise NotUnderstood("'him' without a target")
        effect["attach"] = performer
        return []
    kind = target.get("type", "personality" if target.get("keywords") else None)
    if kind != "personality" or not target.get("in_play") or "zone" in target:
        raise NotUnderstood("a transfer to a card that is not a Personality in play")
    effect["attach"] = "$target1"
    if chose_target(resolved):
        return []
    # "your target Shugenja": a Personality with the keyword (only a Personality bears attachments)
    return [{"choose": {**target, "type": "personality"}, "targeting": True, "target_card": True}]


@v_args(inline=True)
class PlayerEffectsText(Transformer):
    # -- transfers --------------------------------------------------------------------------------------

    def _q17i_own_attachment(self, moved: str) -> None:
        """ "Transfer this card": only an attachment's own text (a Follower, Item or Spell) moves itself."""
        if moved != "$source" or self.own_type not in _ATTACHMENT_TYPES:
            raise NotUnderstood(f"'transfer this card' on a {self.own_type} (only an attachment transfers)")

    def _q17i_bearer(self, bearer: str) -> str:
        """ "to this card" (a Personality's own text) or "to this Personality" (a Follower's or Item's
        bearer)."""
        if bearer == "$source" and self.own_type == "personality":
            return bearer
        if bearer == "$bearer" and self.own_type in ("follower", "item"):
            return bearer
        raise NotUnderstood(f"a transfer to a card that is not a Personality ({bearer} on a {self.own_type})")

    def q17i_transfer_pronoun(self, _verb, moved, bearer):
        """ "Transfer this card to him", "Transfer it to this card"."""
        if moved in THIS_CARD and bearer in _TARGET:
            self._q17i_own_attachment(moved)
            return [{"attach": "$target", "_on": moved, _BEARER_KEY: True}]
        if moved in _TARGET and bearer in THIS_CARD:
            return [{"attach": self._q17i_bearer(bearer), "_on": moved, _MOVED_KEY: True}]
        raise NotUnderstood("a transfer whose card and new bearer the compiler does not tell apart")

    def q17i_transfer_to_target(self, _verb, moved, chosen):
        """ "Transfer this Spell to your target Shugenja." """
        self._q17i_own_attachment(moved)
        return [{"attach": "$target", "_on": moved, "_target": chosen, _BEARER_KEY: True}]

    def q17i_transfer_target(self, _verb, chosen, bearer):
        """ "Transfer your target Follower to this card." """
        if not _is_attached_kind(chosen):
            raise NotUnderstood("a transfer of a card that is not an attachment in play")
        return [{"attach": self._q17i_bearer(bearer), "_target": chosen}]

    def q17i_transfer_between(self, _verb, moved, bearer):
        """ "Transfer your target Spell to your target Shugenja": the effect targets both (the card moved
        first, then its new bearer, as the text names them; each chosen by a targeting effect that changes
        nothing), then attaches the first to the second."""
        if not _is_attached_kind(moved):
            raise NotUnderstood("a transfer of a card that is not an attachment in play")
        kind = bearer.get("type", "personality")
        if kind != "personality" or not bearer.get("in_play") or "zone" in bearer:
            raise NotUnderstood("a transfer to a card that is not a Personality in play")
        if bearer.get("number") or moved.get("number"):
            raise NotUnderstood("a transfer of several targets")
        chosen = {"targeting": True, "target_card": True, "_each": None}
        return [
            {"choose": moved, **chosen, _PAIR_KEY: True},
            {"choose": {**bearer, "type": "personality"}, **chosen},
            {"targets": "$target1", "attach": "$target2", "_each": None},
        ]

    # -- Provinces' strength ----------------------------------------------------------------------------

    def q17i_give_provinces(self, _give, change):
        """ "Give each of your Provinces +2 strength" (an action's effect): +2 to its controller's
        Stronghold's Province Strength until the end of the turn (l5r.desk.provinces)."""
        number = int(str(change).removesuffix("PS").split()[0])
        stronghold = {"type": "stronghold", "controller": "$controller"}
        change = {"stat": "province_strength", "change": number, "duration": "end_of_turn"}
        return [{"_each": stronghold, **change}]
