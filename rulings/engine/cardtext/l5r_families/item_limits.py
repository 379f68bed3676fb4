"""L5R card text, what a Personality may carry: '(A Personality can only have one Armor.)', 'May attach two
Weapons.', 'Will not attach Armor.', 'Can only attach to a Monk.', 'Kensai may attach two Weapons, as
long as neither is Two-Handed'. Its grammar rules are in l5r.lark (compiler 19, part D); its transformer
methods (prefixed q19d_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import BEARERS

# the Item keywords "Will not attach Armor / Weapons" name (a plural read as its keyword)
_Q19D_ITEM_KEYWORDS = {"Armor": "Armor", "Weapons": "Weapon"}


@v_args(inline=True)
class ItemLimitsText(Transformer):
    def q19d_can_only_attach(self, _token, article, keyword, *rest):
        """ "Can only attach to a Monk.", "... to a Crane Clan Personality.", "... to a Samurai or Bushi." (an
        attachment's): it attaches to no other card, as "Will only attach to" (attaches_only_to; the Desk's
        rule l5r.desk.attach-restrictions)."""
        return self.will_only_attach(article, keyword, *rest)

    def q19d_can_only_attach_either(self, _token, article, first, second, kind):
        """ "Can only attach to a Courtier or Magistrate Personality": a Personality with either keyword."""
        return self.will_only_attach_either(article, first, second, kind)

    def q19d_can_only_attach_three(self, _token, article, first, second, third, *kind):
        """ "Can only attach to a Harrier, Ninja, or Scout.": a card with any of the three keywords."""
        return self.will_only_attach(article, first, *kind, second, third)

    def q19d_refused_item(self, token):
        """ "Armor" / "Weapons" after "Will not attach": an Item with that keyword."""
        return {"type": "item", "keywords": [_Q19D_ITEM_KEYWORDS[str(token)]]}

    def q19d_cannot_attach(self, _token, *refused):
        """ "Cannot attach Armor or Followers." (a Personality's): as "Will not attach" (refuses_attachments;
        l5r.desk.attach-restrictions)."""
        if any(not isinstance(one, dict) for one in refused):
            raise NotUnderstood("'cannot attach' followed by something other than kinds of cards")
        return self.will_not_attach(*refused)

    def q19d_item_limit(self, _token):
        """ "May attach two Weapons.", "(Kensai may attach two Weapons, as long as neither is Two-Handed.)",
        "(A Personality can only have one Weapon.)": refused with the reason. The corpus states no limit on
        the Weapons a Personality has and the engine applies none; a permission past the limit would do
        nothing the engine does not already allow, and the limit alone (without every card that lifts it, "A
        Personality with one Weapon may attach Wakizashi.", "... ignoring the restriction against attaching
        more than one Weapon.") would refuse attachments the game allows."""
        raise NotUnderstood(
            "how many Weapons a Personality may have: the corpus states no such limit and the engine applies "
            "none (their limits: not modelled)"
        )

    def _q19d_attachment(self, what: str) -> None:
        if self.own_type not in BEARERS:
            raise NotUnderstood(f"'{what}' on a {self.own_type}")

    def q19d_beside_one_armor(self, _token):
        """ "May attach to a Personality with exactly one other Armor." (an attachment's, Custom Barding): it
        attaches beside exactly one other Armor (`armor_allowance: {beside_one_other: true}`; the Desk's rule
        l5r.desk.one-armor)."""
        self._q19d_attachment("may attach to a Personality with exactly one other Armor")
        return {"armor_allowance": {"beside_one_other": True}}, "attach restriction"

    def q19d_bearer_two_armors(self, _token):
        """ "This Personality may have two Armors." (an attachment's): while it is attached, its bearer may
        have two Armors (`armor_allowance: {bearer_may_have: 2}`; l5r.desk.one-armor)."""
        self._q19d_attachment("this Personality may have two Armors")
        return {"armor_allowance": {"bearer_may_have": 2}}, "attach restriction"
