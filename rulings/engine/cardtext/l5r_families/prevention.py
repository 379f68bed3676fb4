"""L5R card text, what is prevented before it happens: 'Reaction: Before this Personality is destroyed,
destroy this card: Negate the Personality's destruction', 'Before the first time this game another
player's card destroys this Follower, negate the destruction', 'Before you gain Honor: Negate the gain',
'This Personality will not be rehonored'. Its grammar rules are in l5r.lark (compiler 19, part F); its
transformer methods (prefixed q19f_) are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood

_Q19F_IN_PLAY = ("personality", "follower", "item", "holding", "region", "stronghold", "spell")
_Q19F_THIS = re.compile(r"this (card|Personality|Follower|Item|Holding|Region|Stronghold|Spell)\b")


@v_args(inline=True)
class PreventionText(Transformer):
    def q19f_before_destroyed(self, token, _negate):
        """ "Before [the first time this/each game] [an action | another player's card] destroys this X,
        negate the destruction." / "Before [the first time ...] this X would be (is) destroyed: Negate the
        destruction.": a triggered trait answering the card's destruction as it is about to happen and
        preventing that destruction (`trigger: {event: destroyed, timing: before, card}`, `prevent: {event:
        destroy}`). The effects document (Prevention, Duration and scope): a prevention from a triggered
        trait triggered by, and preventing, an individual effect prevents only that effect; its EXCEPTION:
        such a trait ("Before this card is destroyed: Negate the destruction") does not prevent a continuously
        applied destruction (Chi death), which the engine already keeps. "an action" is the origin of the
        destroying effect (`from: action`), "another player's card" the player whose card's effect it is
        (`from_players: other`). "The first time this game" (or "each game") is the first such destruction
        only: the trait prevents one occurrence (`uses: 1`), then it is used up. A negated destruction leaves
        the card where it was, in its state. "this Personality" on a Follower or Item is its bearer."""
        text = " ".join(str(token).split())
        if self.own_type not in _Q19F_IN_PLAY:
            raise NotUnderstood(f"'before this card is destroyed' on a {self.own_type}: a card not in play "
                                "is not destroyed from play")  # fmt: skip
        card = self.this_card(_Q19F_THIS.search(text).group(1))
        prevent: dict = {"event": "destroy"}
        if " an action destroys " in text:
            prevent["from"] = "action"
        elif "player's card destroys" in text or "player\u2019s card destroys" in text:
            prevent["from_players"] = "other"
        if text.startswith("Before the first time"):
            prevent["uses"] = 1
        trait = {"id": self.clause_id, "trigger": {"event": "destroyed", "timing": "before", "card": card},
                 "prevent": prevent}  # fmt: skip
        return {"traits": [trait]}, "destruction negated before it happens"

    def _q19f_status(self, named: str, direction: str, negation: bool, family: str):
        """A trait preventing a change of this Personality's honor status while the card is in play."""
        if self.own_type not in ("personality", "follower", "item"):
            raise NotUnderstood(f"'this {named} will not be dishonored' on a {self.own_type}: no Personality "
                                "of its own")  # fmt: skip
        target = self.this_card(named)
        if target == "$source" and self.own_type != "personality":
            raise NotUnderstood(f"a {self.own_type}'s own honor status: only a Personality is dishonored")
        prevent = {"event": "dishonor", "direction": direction, **({} if negation else {"negation": False})}
        trait = {"id": self.clause_id, "targets": target, "prevent": prevent,
                 "while": {"card": "$source", "is": {"in_play": True}}}  # fmt: skip
        return {"traits": [trait]}, family

    def q19f_will_not_be(self, subject, verb):
        """ "This Personality will not be rehonored." (a Follower's or Item's: its bearer; a Personality's:
        itself, also by its own name), "... will not be dishonored.": while the card is in play, that change
        of the Personality's honor status does not happen (effects document, Prevention: "will not" prevents
        like negation, and is no negation: `negation: false`). Dishonoring is the `dishonor` event's gain,
        rehonoring its loss (`direction`, honor.py): preventing one leaves the other."""
        direction = "lose" if str(verb).split()[-1] == "rehonored" else "gain"
        return self._q19f_status(str(subject).split()[1], direction, False, "honor status kept")

    def q19f_negate_any_dishonoring(self, _negate, of_this):
        """ "Negate any dishonoring of this Personality." (an Item's or Follower's: its bearer): while the
        card is in play, every dishonoring of him is negated (a continuous prevention from a non-triggered
        trait, lasting while its card is in play: effects document, Duration and scope of prevention
        effects); rehonoring him is not dishonoring and still happens."""
        return self._q19f_status(str(of_this).split()[-1], "gain", True, "honor status kept")
