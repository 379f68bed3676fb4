"""L5R card text, negating a card's next straightening, movement or bowing; removing cards from the game. Its
grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import Drafted

# whose straightening: "his" / "her" / "its" is the target (or the card the constraints name), "the target's"
# the target only, "their" every card targeted by a number
_Q17B_WHOSE = {"his": "$target", "her": "$target", "its": "$target", "the": "$the_target",
               "their": "$the_target"}  # fmt: skip
_Q17B_DURATIONS = {"(this turn)": "end_of_turn", "this turn": "end_of_turn",
                   "(until the turn ends)": "end_of_turn", "this game": "end_of_game"}  # fmt: skip


_Q17B_REMOVE = "_q17b_remove"  # an effect removing a card from the game, checked once the ability is whole


def check_removals(ability: dict, _drafted: Drafted) -> None:
    """ "Remove it from the game" acts on the ability's target only, and only on one without attachments or
    out of play (what becomes of a removed card's attachments the corpus does not say)."""
    effects = ability.get("effects", [])
    chooser = next((effect for effect in effects if "choose" in effect), None)
    for effect in effects:
        if not effect.pop(_Q17B_REMOVE, False):
            continue
        if "choose" in effect:
            chosen = effect["choose"]
        elif chooser is not None and effect.get("targets") == "$target1":
            chosen = chooser["choose"]
        else:
            raise NotUnderstood("'remove it from the game' on a card that is not the ability's target")
        if chosen.get("in_play") and chosen.get("without_attached") != {}:
            raise NotUnderstood("a card in play removed from the game with its attachments (corpus silent)")


@v_args(inline=True)
class NegationsText(Transformer):
    def q17b_remove_from_game(self, token):
        """ "Remove it from the game": the card goes out of the game (removed_from_game.py; the Desk's rule
        l5r.desk.remove-from-game), checked by check_removals once the ability is whole."""
        on = "$target" if str(token).split()[1] in ("it", "him", "her") else "$the_target"
        return [{"remove_from_game": True, _Q17B_REMOVE: True, "_on": on}]

    def q17b_negate_straightening(self, token, duration=None):
        """ "Negate its (next) straightening (this turn)": a prevention of the card's straightening (the
        `straighten` event, honor.py; glossary S, Straighten), from an action an ongoing effect lasting until
        the turn ends unless it says otherwise (l5r-ce-effects, Prevention: "An effect from an action ... that
        prevents a type of occurrence ... is ongoing and lasts until the end of the turn by default"); "next"
        prevents the first straightening only (`uses: 1`). "this game" is read only with "next": the
        prevention ends when it is used."""
        words = str(token).split()
        whose = words[1].lower()
        if whose == "their" and not getattr(self, "_c15a_group", False):
            raise NotUnderstood("'their straightening' without several cards targeted")
        nxt = words[-2].lower() == "next"
        lasting = _Q17B_DURATIONS[" ".join(str(duration).split())] if duration is not None else "end_of_turn"
        if lasting == "end_of_game" and not nxt:
            raise NotUnderstood("'negate his straightening this game': every straightening of the game")
        prevent = {"event": "straighten", **({"uses": 1} if nxt else {})}
        return [{"prevent": prevent, "duration": lasting, "_on": _Q17B_WHOSE[whose]}]
