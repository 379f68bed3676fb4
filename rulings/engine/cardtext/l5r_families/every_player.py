"""L5R card text, effects on each player ('Each player draws a card', 'Each player with 21 or more Family
Honor loses 5 Honor'). Its grammar rules are in l5r.lark; its transformer methods are a mixin of
l5r._Build.

"Each player" / "All players" with no choice of anyone: every player of the game at once (`targets:
$each_player`, games/l5r/every_player.py, the Desk's rule l5r.desk.each-player), only in an ability's text
(the symbol is read as the ability is used; a trait naming it is refused by `check_traits`). "Each player with
N or more Family Honor": the condition `affected_player_stat`, judged on each player as the effect happens to
him. Wordings where each player chooses, may act, or acts in turn are not read here."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import amount

EACH = "$each_player"
_WITH = re.compile(r"with (-?\d+) or (more|higher|less|lower) Family Honor")


@v_args(inline=True)
class EveryPlayerText(Transformer):
    def q17l_each_player(self, subject, *acts):
        """ "Each player gains 1 Honor and draws a card.": each effect on every player, in order; with "with
        N or more Family Honor", each only on the players within the bound as it happens."""
        found = _WITH.search(str(subject))
        condition = None
        if found:
            side = "at_most" if found.group(2) in ("less", "lower") else "at_least"
            condition = {"affected_player_stat": "family_honor", side: int(found.group(1))}
            if len(acts) > 1 and any("honor" in act for act in acts):
                # judged as each happens, the first would change what the second is judged on
                raise NotUnderstood("'each player with ... Family Honor' before two effects, one changing it")
        return [{"player": EACH, **act, **({"while": condition} if condition else {})} for act in acts]

    def q17l_draws(self, _verb, number):
        return {"draw": amount(number)}

    def q17l_gains(self, _verb, number):
        return {"honor": amount(number)}

    def q17l_loses(self, _verb, number):
        return {"honor": -amount(number)}


def check_traits(piece: dict) -> None:
    """`$each_player` is read as an ability is used: a trait naming it is refused."""
    if EACH in repr(piece.get("traits", ())):
        raise NotUnderstood("'each player' in a trait (only an action's effects on each player are read)")
