"""L5R card text, what a card or a player may, will and does not do (static abilities). Its grammar rules are
in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .events import check_keyword

_Q17C_IN_PLAY = ("personality", "follower", "item", "spell", "holding", "stronghold", "sensei", "region",
                 "ring", "celestial", "wind", "event")  # fmt: skip
_Q17C_NOT_KEYWORDS = frozenset({"Honor", "Gold", "Force", "Chi", "Corruption", "Control"})


@v_args(inline=True)
class CardStaticsText(Transformer):
    def q17c_zero_chi(self, token):
        """ "The Cursed Dead will not be destroyed for having 0 Chi." (its own name read as "this card"; "is
        not destroyed", "does not die"; "Will not be destroyed ..." with no subject is the card's own): while
        the card is in play, the rulebook's destruction of a Personality with 0 Chi does not happen to it
        (glossary, Chi: "A Personality in play with 0 Chi is destroyed"; a continuous prevention naming that
        rule's cause, `zero_chi`, which also overcomes continuously applied destruction). "Will not" / "does
        not" is no negation (`negation: false`). Read on a Personality ("this Personality" on a Follower or
        Item: its bearer); a destruction by an effect is not from having 0 Chi and still happens."""
        text = str(token)
        words = text.split()
        target = "$source"
        if words[0].lower() == "this":
            target = self.this_card(words[1])
        if target == "$source" and self.own_type != "personality":
            raise NotUnderstood(f"'not destroyed for having 0 Chi' on a {self.own_type}: only a Personality "
                                "is destroyed for having 0 Chi")  # fmt: skip
        prevent = {"event": "destroy", "zero_chi": True, "negation": False}
        trait = {"id": self.clause_id, "targets": target, "prevent": prevent}
        return {"traits": [trait]}, "chi death prevented"

    def q17c_no_honor_gain(self, _token):
        """ "You do not gain Honor." (also "cannot", "will not"): while the card is in play its controller's
        Honor gains do not happen, whatever gives them (`prevent: {event: honor, direction: gain}` on
        $controller; the effects document's prevention, "does not" being no negation: `negation: false`). On a
        Strategy (never in play, so no trait lasts) it is not read."""
        if self.own_type not in _Q17C_IN_PLAY:
            raise NotUnderstood(f"'you do not gain Honor' on a {self.own_type}: a card not in play has no "
                                "lasting trait")  # fmt: skip
        prevent = {"event": "honor", "direction": "gain", "negation": False}
        trait = {"id": self.clause_id, "targets": "$controller", "prevent": prevent}
        return {"traits": [trait]}, "honor gain prevented"

    def q17c_no_refusal(self, token):
        """ "Toshimoko will not refuse challenges." (its own name read as "this card"; "cannot", "may not"; on
        a Follower or Item "This Personality" is its bearer) and "Your Personalities cannot refuse
        challenges." (each Personality its controller controls, re-checked all along): the choice to refuse
        a challenge (the op `challenge_refusal`, which only a challenge whose text lets him refuse has,
        l5r.desk.challenge-refusal) is one they may not make (`may_not: challenge_refusal`; the effects
        document's "May not": the choice fails), so the challenge is accepted and its duel is fought."""
        text = str(token)
        trait: dict = {"id": self.clause_id}
        if text.startswith("Your Personalities"):
            if self.own_type not in _Q17C_IN_PLAY:
                raise NotUnderstood(f"'your Personalities cannot refuse challenges' on a {self.own_type}")
            trait["affects"] = {"type": "personality", "controller": "$controller"}
        else:
            target = self.this_card(text.split()[1])
            if target == "$source" and self.own_type != "personality":
                raise NotUnderstood(f"'will not refuse challenges' on a {self.own_type}: only a Personality "
                                    "is challenged")  # fmt: skip
            trait["targets"] = target
        trait["may_not"] = "challenge_refusal"
        return {"traits": [trait]}, "will not refuse challenges"

    def q17c_not_transferred(self, token):
        """ "This card will not be transferred." / "Will not be transferred." (a Follower's or Item's; "This
        Follower", "This Item", "This Weapon"): while it is attached (in play), attaching it to another card
        does not happen (effects document, Instantaneous effects: attaching and transferring cards; a
        transfer is the `attach` op on a card already attached). The prevention holds only while the card is
        in play (`while`), so the card is still attached as it enters play; "will not" is no negation."""
        if self.own_type not in ("follower", "item"):
            raise NotUnderstood(f"'will not be transferred' on a {self.own_type}: only a Follower or Item is "
                                "transferred here")  # fmt: skip
        words = str(token).split()
        named = words[1] if words[0] == "This" else "card"
        own = ("card", self.own_type.capitalize(), *(("Weapon", "Armor") if self.own_type == "item" else ()))
        if named not in own:
            raise NotUnderstood(f"'this {named}' on a {self.own_type}")
        prevent = {"event": "attach", "negation": False}
        trait = {"id": self.clause_id, "targets": "$source", "prevent": prevent,
                 "while": {"card": "$source", "is": {"in_play": True}}}  # fmt: skip
        return {"traits": [trait]}, "will not be transferred"

    def q17c_no_keyword_gain(self, token):
        """ "Shaoru will not gain Shadowlands." (its own name read as "this card"; "cannot gain"; "the Ninja
        keyword"; "Will not gain ..." with no subject is the card's own; "This Personality" on a Follower or
        Item is its bearer) and "Your Personalities will not gain Shadowlands." (each Personality its
        controller controls): while the card is in play, effects giving them the keyword do not happen
        (`prevent: {keyword, direction: gain}`: a grant of the keyword, not its removal; "will not" is no
        negation). Only new grants: "does not/will not gain" implies prevention of new occurrences only
        (l5r-ce-effects, prevention, EXCEPTION), so a grant older than the prevention stays. A keyword printed
        on the card stays. Honor, Gold, Force and Chi are not keywords."""
        text = str(token).removesuffix(".")
        keyword = text.split(" gain ", 1)[1]
        if keyword.startswith("the "):
            keyword = keyword.removeprefix("the ").removesuffix(" keyword")
        if keyword in _Q17C_NOT_KEYWORDS:
            raise NotUnderstood(f"'gain {keyword}': not a keyword")
        check_keyword(keyword)
        if self.own_type not in _Q17C_IN_PLAY or self.own_type == "event":
            raise NotUnderstood(f"'will not gain {keyword}' on a {self.own_type}")
        prevent = {"keyword": keyword, "direction": "gain", "occurrences": "new", "negation": False}
        trait: dict = {"id": self.clause_id}
        if text.startswith("Your Personalities"):
            trait["affects"] = {"type": "personality", "controller": "$controller"}
        elif text.lower().startswith("this "):
            trait["targets"] = self.this_card(text.split()[1])
        else:
            trait["targets"] = "$source"
        trait["prevent"] = prevent
        return {"traits": [trait]}, "keyword gain prevented"
