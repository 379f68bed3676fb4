"""L5R card text: places and possessions in filters ('in your discard pile', 'one of his', 'at the
battlefield', 'who has', 'another player's'). Its grammar rules are in l5r.lark (compiler 21, part N); its
transformer methods (prefixed q21n_) are a mixin of l5r._Build.

Read (compiler 21, part N):
- "Destroy one of its attachments (if any)." after "Target a unit: Move it home." (Rout), "Straighten one of
  his attachments if he is Nonhuman." after "target a Nonhuman or Samurai: Straighten him." (Ageless Shrine):
  one card attached to the action's one target (for a unit, to its Personality), chosen as the effect resolves
  by the action's player, not targeted (`choose: {in_play: true, attached_to: $target1}`; with none attached
  the effect does nothing, "(if any)" or not); "if he is X" is judged then on the target (`while: {card:
  $target1, is: X}`). The ability pass q21n_finish_attachments (l5r.ABILITY_PASSES) names the target once the
  ability is whole; q21n_attachments_left (l5r.PIECE_PASSES) refuses the wording outside an ability.
- "Target a Personality in a discard pile: Remove him from the game." (Never Stand Alone: any player's pile),
  "Target a Ring in your discard pile: Remove it from the game." (its player's): a card out of play, by type,
  keyword or uniqueness, there as the action was taken (there_as_taken), removed from the game (compiler 17,
  part B's remove_from_game); only when that is the ability's last sentence.
- "Akihime has +1F for each Dark Virtue in your Fate discard pile.": a trait's bonus counting the cards of the
  kind in its player's discard pile (`per: {..., zone: discard, owner: $controller}`; the Fate pile: Fate card
  types only), re-counted all along (effects/matching.py counts a `per` naming an out-of-play area there).

Refused on purpose: "one of his attachments" without exactly one target chosen before it (the performer,
this card, a number of targets, a target chosen later: whose attachments is not fixed), in an ability's
choice of effects, and "dishonor / rehonor one of his attachments" (only a Personality is dishonored); a
card in a discard pile by a state or its controller, a Dynasty kind in "your Fate discard pile", more
sentences after the removal, "it" after a performer (Jurojin's Touch: the performer or the target); "for each
card in your discard pile" (no kind) and the count given by an action (read once: not this part's).
"""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .discards import C14B_FATE_TYPES
from .shared import counted_filter

_Q21N_FATE_TYPES = frozenset({"action", "follower", "item", "ring", "spell"})  # a Strategy is an action
_Q21N_ATTACHMENT = "_q21n_attachment_of"  # an effect on one of the target's attachments (finished below)


def _targeting(effects: list[dict]) -> list[int]:
    return [n for n, effect in enumerate(effects) if effect.get("targeting")]


def q21n_finish_attachments(ability: dict, _drafted) -> None:
    """ "one of his attachments": a card attached to the ability's one target, chosen before this effect (by
    its first effect on him), named $target1; "if he is X" then judged on him."""
    options = [effect for option in ability.get("choice", ()) for effect in option]
    if any(_Q21N_ATTACHMENT in effect for effect in options):
        raise NotUnderstood("'one of his attachments' in a choice of effects")
    effects = ability.get("effects", [])
    for n, effect in enumerate(effects):
        if _Q21N_ATTACHMENT not in effect:
            continue
        condition = effect.pop(_Q21N_ATTACHMENT)
        chosen = _targeting(effects)
        if len(chosen) != 1 or chosen[0] > n or "number" in effects[chosen[0]]["choose"]:
            raise NotUnderstood("'one of his attachments' without exactly one target chosen before it")
        if effects[chosen[0]]["choose"].get("type", "personality") != "personality":
            raise NotUnderstood("'one of his attachments' of a target that may not be a Personality")
        effect["choose"] = {"in_play": True, "attached_to": "$target1"}
        if condition:
            effect["while"] = {"card": "$target1", "is": condition}


def q21n_attachments_left(piece: dict) -> None:
    """ "one of his attachments" outside an ability (a trait): whose attachments is not read."""
    if _Q21N_ATTACHMENT in str(piece):
        raise NotUnderstood("'one of his attachments' outside an ability")


@v_args(inline=True)
class CardPlacesText(Transformer):
    """The transformer methods of card_places (mixed into l5r._Build)."""

    def q21n_one_attachment(self, verb, _token, condition=None):
        """ "Destroy one of its attachments (if any)": one card attached to the target, the action's player's
        choice as it resolves (finished by q21n_finish_attachments)."""
        op = str(verb).lower()
        if op not in ("bow", "straighten", "destroy"):
            raise NotUnderstood(f"'{op} one of his attachments'")
        return [{"_each": None, _Q21N_ATTACHMENT: condition or {}, op: True}]

    def q21n_one_attachment_if(self, verb, token, *parts):
        """ "Straighten one of his attachments if he is Nonhuman": as above, if the target is of that kind as
        it resolves."""
        return self.q21n_one_attachment(verb, token, parts[-1])

    def q21n_target_in_pile(self, *parts):
        """ "Target a Personality in a discard pile" (any player's), "in your discard pile" (its player's):
        a card out of play, by type, keyword or uniqueness only, that was there as the action was taken
        (there_as_taken, pile_targets.py); "Fate discard pile" only for kinds of Fate cards."""
        chosen, pile = parts[-2], str(parts[-1])
        chosen = {key: value for key, value in chosen.items() if key != "in_play"}
        if set(chosen) - {"type", "keywords", "any_keywords", "unique"}:
            raise NotUnderstood("a card in a discard pile by what it has in play (a state, its controller)")
        if "Fate" in pile:
            kinds = chosen.get("type")
            kinds = [kinds] if isinstance(kinds, str) else kinds or []
            if not kinds or set(kinds) - C14B_FATE_TYPES:
                raise NotUnderstood("'Fate discard pile' for a kind of card that may be a Dynasty card")
        owner = {"owner": "$controller"} if pile.startswith("in your") else {}
        return ("target", {**chosen, "zone": "discard", **owner, "there_as_taken": True})

    def q21n_counted_pile(self, *parts):
        """ "Dark Virtue in your Fate discard pile", "Follower in your discard pile": the cards of the kind in
        its player's discard pile (out of play: by type and keyword only); the Fate pile: Fate card types."""
        counted = counted_filter({}, parts[:-1])
        if not counted:
            raise NotUnderstood("'for each card in your discard pile' names no kind of card")
        if "Fate" in str(parts[-1]):
            kinds = counted.get("type")
            kinds = [kinds] if isinstance(kinds, str) else kinds or sorted(_Q21N_FATE_TYPES)
            if set(kinds) - _Q21N_FATE_TYPES:
                raise NotUnderstood("'Fate discard pile' for a kind of card that is a Dynasty card")
            counted["type"] = kinds[0] if len(kinds) == 1 else kinds
        return {**counted, "zone": "discard", "owner": "$controller"}

    def q21n_has_bonus_pile(self, token, for_each, counted):
        """ "has +1F for each Dark Virtue in your Fate discard pile": as "for each Ring you control"."""
        return self.has_bonus_per(token, for_each, counted)

    def q21n_has_pair_pile(self, token, for_each, counted):
        return self.has_bonus_pair_per(token, for_each, counted)

