"""L5R card text, triggers on what a player or a performer does ('After you attach an Item', 'After your
performing Monk is targeted'), traits starting After or Before, and variable Gold costs ('Reaction, *
Gold:'). Its grammar rules are in l5r.lark (compiler 20, part F); its transformer methods (prefixed
q20f_) are a mixin of l5r._Build.

Played:
- "Limited, * Gold: Discard this card to Recruit your target discarded Holding into play (bowed), for 3 less
  Gold." (Daikoku's Guidance), "Recruit a target Holding in your discard pile (bowed)": a target Holding of
  the player's discard pile (there as the action is taken); he pays its entering-play Gold cost, less N, with
  the cards the use names (the "* Gold" cost, `gold_star`) and it enters play at his home, bowed (`recruit:
  {less, bowed: true}`, recruiting.py; l5r.desk.recruit).
  "Discard this card to ..." is compiler 15's "X to Y" (Y only if X happened).
- "Battle, * Gold: Equip your target discarded Follower to your target Personality." (Akodo Hiroshi):
  compiler 18, part A's equipping from the discard pile, two targets, the Personality first (`equip: {to:
  $target1}`, l5r.desk.equip).
- "Bow it if you control a Ring." (Deception Revealed), "Bow him if you control a Courtier or Shugenja."
  (Selfless Defense, whose "Move him home" after two cards named is still refused): compiler 13's "If
  you control a Ring, bow it." with the condition printed after the effect: `while` on an effect that
  happens once, judged as it happens.
- "Before this turn ends, rehonor him." (Tsuruchi Onaka, refused for "honorable" elsewhere), "Destroy him
  before this turn ends." (In the Heart of Battle): an action's delayed effect (`kind: delayed`, `trigger:
  {event: turn_ends, timing: before}`) on this card, its player, or the action's target or performer (bound as
  the action resolves), applied once as the turn is about to end (q20f_check_turn_end).

Refused on purpose:
- A Holding recruited without "(bowed)" ("Recruit a target Holding in your discard pile.", Asahina Ekei):
  card text prints "(bowed)" in italics as a reminder and "it enters play unbowed" as an exception, so a
  Holding seems to enter play bowed by a rule the corpus does not give; the engine would bring it unbowed.
- Recruiting anything but a Holding ("Recruit your target discarded Courtier or Shugenja"): the Desk's
  recruiting does not check a Personality's Honor Requirement; recruiting from a Province ("Recruit a target
  face-up Personality in one of your Provinces"): a Province emptied is refilled, which the engine does not
  model.
- Equipping an Item, Weapon or Armor (their limits: not modelled, as compiler 15, part C refuses them).
- "<effect> if you have ..." and "if you are ...": not read after an effect ("This Holding has Legacy if you
  are a Crab Clan player" is compiler 5's; the Desk reads "if you control" only); "Equip your target
  discarded <keyword> Follower" (only the bare type) and Items.
- "Before this turn ends, ..." with an effect that chooses, reaches a kind of card, may be declined, lasts,
  has a condition or names "his controller" (judged when: not said), or in a trait (a trait does not wait);
  "Before this phase ends" (which phase's end event: not named by the engine for every phase).
- A condition after a lasting effect ("Give him +2F if you control a Courtier": judged once by the text, all
  along by `while`), after a targeting effect, or joined by "or" ("if you have Courtesy or it has no
  attachments"), as compiler 13 refuses them before the effect.
"""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .delayed import bound_by_action
from .from_hand import _q18a_bearer, _q18a_equip
from .gold import _c15c_out_of_play
from .shared import THIS_CARD, Drafted

_Q20F_TURN_END = "_q20f_before_turn_ends"  # an effect waiting for this turn's end


def q20f_check_turn_end(ability: dict, _drafted: Drafted) -> None:
    """An action's effects written "Before this turn ends, ...": each a delayed effect (l5r-ce-effects,
    Delayed effects: activated as the action resolves, applied later) applied as the turn is about to end
    (`trigger: {event: turn_ends, timing: before}`; the first turn to end after the action is this one),
    once. As compiler 18, part B's "after your next turn begins": on this card, its player, or the action's
    target or performer (bound as the action resolves, delayed.bound_by_action); not one that chooses (a
    target appearing only in a delayed effect), reaches a kind of card, may be declined, lasts (it would
    last from the end of the turn), or names "his controller" (the player controlling the card then)."""
    for index, effect in enumerate(ability.get("effects", [])):
        if not effect.pop(_Q20F_TURN_END, False):
            continue
        if "choose" in effect or "affects" in effect or effect.get("optional"):
            raise NotUnderstood("a delayed effect that chooses, reaches a kind of card or may be declined")
        if "duration" in effect:
            raise NotUnderstood("'Before this turn ends, <a lasting effect>': how long it lasts is not said")
        if effect.get("targets") not in (*THIS_CARD, "$controller") and not bound_by_action(effect):
            raise NotUnderstood("a delayed effect on a card the engine does not bind later: not read")
        if "_controller" in repr(effect) or "while" in effect or "_if" in repr(effect):
            raise NotUnderstood("'Before this turn ends' with a condition or 'his controller': judged when")
        ids = {"id": effect.pop("id")} if "id" in effect else {}
        trigger = {"event": "turn_ends", "timing": "before"}
        ability["effects"][index] = {**ids, "kind": "delayed", "trigger": trigger, "then": effect}


def q20f_turn_end_left(piece: dict) -> None:
    """ "Before this turn ends, ..." outside an ability (a trait): a trait's effect does not wait."""
    if _Q20F_TURN_END in repr(piece):
        raise NotUnderstood("'Before this turn ends' outside an action: a trait's effect does not wait")


def _q20f_holding(chosen: dict) -> dict:
    """ "your target discarded Holding", "a target non-Unique Farm Holding in your discard pile": one of the
    player's Holdings in his discard pile as the action is taken, by keyword or uniqueness only."""
    chosen = {key: value for key, value in chosen.items() if key != "in_play"}
    if set(chosen) - {"type", "keywords", "any_keywords", "unique"}:
        raise NotUnderstood("a card out of play by what it has in play (a state, its controller)")
    if chosen.get("type") != "holding":
        raise NotUnderstood(
            "recruiting a card other than a Holding by an effect (a Personality's Honor Requirement is not "
            "checked by the Desk's recruiting)"
        )
    return {**chosen, "zone": "discard", "owner": "$controller", "there_as_taken": True}


@v_args(inline=True)
class PlayerTriggersText(Transformer):
    """The transformer methods of player_triggers (mixed into l5r._Build)."""

    def q20f_recruit(self, _token, chosen, *rest):
        """ "Recruit your target discarded Holding into play (bowed), for 3 less Gold", "Recruit a target
        Holding in your discard pile": recruit (l5r.desk.recruit) on the targeted Holding."""
        words = [str(part) for part in rest if isinstance(part, Token)]
        less = next((part for part in rest if isinstance(part, int) and not isinstance(part, bool)), 0)
        if "(bowed)" not in words:
            raise NotUnderstood(
                "a Holding recruited without saying how it enters play: card text prints '(bowed)' as a "
                "reminder and 'it enters play unbowed' as an exception, a rule the corpus does not give"
            )
        how = {**({"less": less} if less else {}), "bowed": True}
        return [{"recruit": how, "_target": _q20f_holding(chosen)}]

    def q20f_for_less(self, token):
        """ ", for 3 less Gold" after a recruiting: taken off the card's entering-play Gold cost."""
        number = int(str(token).split()[1])
        if number < 1:
            raise NotUnderstood("recruiting for 0 less Gold")
        return number

    def q20f_equip_discarded(self, _token, kind, bearer):
        """ "Equip your target discarded Follower to your target Personality" (l5r.desk.equip): a Follower or
        Spell of his discard pile, by its type only."""
        chosen = {"type": str(kind).split()[0].lower()}
        return _q18a_equip(_q18a_bearer(bearer), _c15c_out_of_play(chosen, "discard pile"))

    def q20f_before_turn_ends(self, *parts):
        """ "Before this turn ends, rehonor him.": the effects wait for the turn's end (q20f_check_turn_end,
        once the action is whole)."""
        effects = [effect for part in parts if isinstance(part, list) for effect in part]
        return [{**effect, _Q20F_TURN_END: True} for effect in effects]

    def q20f_if_you_after(self, *parts):
        """ "Bow it if you control a Ring.": read as "If you control a Ring, bow it." (b13_if_sentence, its
        refusals included)."""
        *effects, condition = parts
        return self.b13_if_sentence("If " + str(condition)[3:], *effects)
