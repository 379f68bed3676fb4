"""L5R card text, static restrictions on playing, controlling and targeting. Its grammar rules are in
l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .delayed import _C14D_DESIGNATORS
from .events import check_keyword
from .shared import CLANS, UNIT_CARDS

_C16C_CLAN = r"([A-Z][a-z]+) Clan"
_C16C_CLANS = re.compile(  # one clan, "X or Y", "X, Y(,) or Z"
    rf"an? {_C16C_CLAN}(?:(?:, {_C16C_CLAN},?)? or {_C16C_CLAN})?"
)
# clauses giving card fields, not traits
FIELD_FAMILIES = frozenset({"clan restriction", "plays per title", "entry restriction"})
_C16C_ENTERING = ("holding", "personality")  # cards that enter play by themselves (not attached)


def _c16c_clans(words: str, what: str) -> list[str]:
    """ "a Crab Clan" / "a Crab Clan, Phoenix Clan, or Scorpion Clan": the clans named (a player's `clan`)."""
    found = _C16C_CLANS.fullmatch(words)
    if found is None:
        raise NotUnderstood(f"'{what} {words} player': only clans named 'X Clan' are read")
    clans = [clan for clan in found.groups() if clan]
    for clan in clans:
        if clan not in CLANS or clan == "Toturi":
            raise NotUnderstood(f"'{clan} Clan' is not a clan the compiler reads")
    return clans


@v_args(inline=True)
class RestrictionsText(Transformer):
    def c16c_enters_only_for(self, token):
        """ "Will only enter play if you are a Crab Clan player.": the card enters play only under the control
        of a player of that clan, however it would enter (clan_restrictions.py, l5r.desk.clan-restrictions).
        Read on a Holding or Personality (an attachment enters play attaching: not read)."""
        if self.own_type not in _C16C_ENTERING:
            raise NotUnderstood(f"'will only enter play if' on a {self.own_type}")
        words = str(token).removeprefix("Will only enter play if you are ").removesuffix(" player.")
        return {"enters_only_for": _c16c_clans(words, "if you are")}, "clan restriction"

    def c16c_refuses_controllers(self, token):
        """ "Will not be controlled by a Scorpion Clan player." (a Personality's): the card neither enters
        play under, nor comes under the control of, a player of these clans (clan_restrictions.py)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'will not be controlled' on a {self.own_type}")
        words = str(token).removeprefix("Will not be controlled by ").removesuffix(" player.")
        return {"refuses_controllers": _c16c_clans(words, "by")}, "clan restriction"

    def c16c_you_may_not_take(self, token):
        """ "You may not take Political actions.": while the card is in play its controller may not use an
        ability whose action has that keyword (`may_not_use: {keyword}` on $controller; restrictions.py, the
        effects document's "May not"). A designator (Battle, Open ...) is not a keyword: not read."""
        keyword = str(token).split()[-2]
        if keyword in _C14D_DESIGNATORS:
            raise NotUnderstood(f"'{keyword} actions': a designator, not a keyword, names these actions")
        check_keyword(keyword)
        trait = {"id": self.clause_id, "targets": "$controller", "may_not_use": {"keyword": keyword}}
        return {"traits": [trait]}, "may not take"

    def c16c_negate_own_destruction(self, token):
        """ "Negate Kagami's destruction from other players' cards' effects.": while the card is in play, its
        destruction by an effect from a card another player controls does not happen (effects document,
        Prevention: a continuous prevention from a non-triggered trait, which also overcomes continuously
        applied destruction); "from other players' actions" is the destruction by their actions' effects
        (`from: action`). A destruction from no card (the rulebook) is not another player's."""
        text = str(token)
        if self.own_type not in ("personality", "follower", "holding"):
            raise NotUnderstood(f"'negate this card's destruction' on a {self.own_type}")
        named = text.split()[2].split("'")[0].split("\u2019")[0]
        if named.lower() not in ("card", self.own_type):
            raise NotUnderstood(f"'this {named}' on a {self.own_type}")
        prevent = {"event": "destroy", "from_players": "other"}
        if text.endswith("actions."):
            prevent["from"] = "action"
        return {"traits": [{"id": self.clause_id, "targets": "$source", "prevent": prevent}]}, "negation"

    def c16c_ranged_may_not_target(self, token):
        """ "Ranged Attacks may not target cards in this unit." (a card in a unit: every card of its unit,
        re-checked all along) / "Ranged Attacks may not target this card.": while the card is in play no
        Ranged Attack may target them (`refuses_ranged_attacks`, ranged_protection.py; effects document,
        "May not": targeting a certain card is a choice it prevents)."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'Ranged Attacks may not target ...' on a {self.own_type}")
        text = str(token).removesuffix(".")
        trait = {"id": self.clause_id, "refuses_ranged_attacks": True}
        if text.endswith("this unit"):
            trait = {"id": self.clause_id, "affects": {"in_unit": "$source"}, "refuses_ranged_attacks": True}
        else:
            trait = {"id": self.clause_id, "targets": self.this_card(text.split()[-1]), **trait}
        return {"traits": [trait]}, "may not target"

    def c16c_one_per(self, token):
        """ "You may only play one Costly Alliance per turn." (an Action card's, its title read as "this
        card"; also "one copy of ..."): a player who has played a card of its title in the current turn
        (phase, battle, game) may not play another (`plays_per_title`, title_plays.py, the Desk's rule
        l5r.desk.plays-per-title). Spans the engine does not count (per trigger, per duel, per effect, per
        game per player) are not read."""
        if self.own_type != "strategy":
            raise NotUnderstood(f"'you may only play one ...' on a {self.own_type}")
        span = str(token).removesuffix(".").split(" per ", 1)[1]
        if span not in ("turn", "phase", "battle", "game"):
            raise NotUnderstood(f"'per {span}': a span the engine does not count plays in")
        return {"plays_per_title": {"per": span}}, "plays per title"

    def c16c_enters_only_from(self, _token):
        """ "Will only enter play from a province." (a Personality's or Holding's): it enters play from no
        other place (entry_restrictions.py, l5r.desk.entry-restrictions)."""
        if self.own_type not in _C16C_ENTERING:
            raise NotUnderstood(f"'will only enter play from a province' on a {self.own_type}")
        return {"enters_only_from": ["province"]}, "entry restriction"

    def c16c_one_in_play(self, _token):
        """ "You may only have one copy of Counting House in play." (its own title): a player who has a card
        of its title in play does not have another enter play under him, nor come to him
        (entry_restrictions.py)."""
        if self.own_type not in _C16C_ENTERING:
            raise NotUnderstood(f"'you may only have one copy in play' on a {self.own_type}")
        return {"copies_in_play": {"at_most": 1}}, "entry restriction"

