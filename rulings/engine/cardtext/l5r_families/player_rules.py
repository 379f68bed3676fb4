"""L5R card text, lasting rules on players: 'You do not lose Honor from cards you own; this is not
negation', 'You do not gain or lose Honor', 'Other players' maximum hand sizes are reduced by 1', 'Other
players may not take Political actions', 'You may not play other Allegiance cards'. Its grammar rules
are in l5r.lark (compiler 19, part C); its transformer methods (prefixed q19c_) are a mixin of
l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .delayed import _C14D_DESIGNATORS
from .events import check_keyword

# the card types whose traits last while the card is in play (a Strategy never is: its trait does not last)
_Q19C_IN_PLAY = ("personality", "follower", "item", "spell", "holding", "stronghold", "sensei", "region",
                 "ring", "celestial", "wind", "event")  # fmt: skip
OTHER_PLAYERS = "$other_players"  # games/l5r/other_players.py (l5r.desk.other-players)


def _q19c_in_play(own_type: str, what: str) -> None:
    if own_type not in _Q19C_IN_PLAY:
        raise NotUnderstood(f"'{what}' on a {own_type}: a card not in play has no lasting trait")


@v_args(inline=True)
class PlayerRulesText(Transformer):
    def q19c_no_honor_change(self, _token):
        """ "You do not gain or lose Honor; this is not negation." (also "will not", with or without "; this
        is not negation"): while the card is in play its controller's Honor gains and losses do not happen,
        whatever causes them, costs included (the effects document, Prevention: "occurrences" include
        effects, choices and costs; `prevent: {event: honor}` on $controller, both directions). "Does not /
        will not" prevents as negation does but is not negation (`negation: false`): an effect that says its
        Honor change "will not be negated" is still prevented; "this is not negation" says the same."""
        _q19c_in_play(self.own_type, "you do not gain or lose Honor")
        prevent = {"event": "honor", "negation": False}
        trait = {"id": self.clause_id, "targets": "$controller", "prevent": prevent}
        return {"traits": [trait]}, "honor gains and losses prevented"

    def q19c_no_loss_owned(self, _token):
        """ "You do not lose Honor from cards you own; this is not negation." (also without "; this is not
        negation", and "will not"): while the card is in play, its controller's Honor losses whose source is a
        card he owns (whoever controls it now) do not happen, costs included (the effects document,
        Prevention; `prevent: {event: honor, direction: lose, from_owned: true}` on $controller). A loss with
        no source card (a rule's) is from no card: it happens. "Does not" is not negation (`negation:
        false`), as the text says. "From your cards" (owned or controlled?) and "from Ninja / Fate cards you
        own" are not read."""
        _q19c_in_play(self.own_type, "you do not lose Honor from cards you own")
        prevent = {"event": "honor", "direction": "lose", "from_owned": True, "negation": False}
        trait = {"id": self.clause_id, "targets": "$controller", "prevent": prevent}
        return {"traits": [trait]}, "honor losses from owned cards prevented"

    def q19c_allegiance(self, _token):
        """ "You may not play other Allegiance cards.": refused (what an Allegiance card is, the corpus never
        says, nor does the text)."""
        raise NotUnderstood("'Allegiance cards': the corpus never says which cards are Allegiance cards, "
                            "and the text does not say")  # fmt: skip

    def q19c_no_lobby(self, _token):
        """ "Other players may not lobby.", "You may not Lobby.": refused (lobbying is not played)."""
        raise NotUnderstood("lobbying for the Imperial Favor: the corpus does not say how it is done, and "
                            "the Desk does not play it (l5r.desk.imperial-favor)")  # fmt: skip

    def q19c_blank_stronghold(self, _token):
        """ "Your Stronghold has no abilities." (a Sensei's): refused."""
        raise NotUnderstood("a Stronghold with no abilities: the engine has no effect taking all of a card's "
                            "abilities, and the corpus does not say whether its traits are among them (other "
                            "Sensei say 'no abilities or traits')")  # fmt: skip

    def q19c_others_hand_size(self, token):
        """ "Other players' maximum hand sizes are reduced (increased) by 1.", "Other players have -1 maximum
        hand size.": while the card is in play, each player other than its controller has that change to his
        maximum hand size (the player stat hand_size_bonus, l5r.desk.hand-size-change; "reduce" a penalty,
        "increase" a bonus, as card features name them) on `$other_players` (l5r.desk.other-players)."""
        _q19c_in_play(self.own_type, "other players' maximum hand sizes")
        text = str(token)
        number = int(re.search(r"\d+", text).group())
        sign = -1 if ("reduced" in text or " -" in text) else 1
        change = {"stat": "hand_size_bonus", "change": sign * number}
        trait = {"id": self.clause_id, "targets": OTHER_PLAYERS, **change}
        return {"traits": [trait]}, "other players' maximum hand size"

    def q19c_others_may_not_take(self, token):
        """ "Other players may not take Political actions.": while the card is in play, no player other than
        its controller may use an ability whose action has that keyword (`may_not_use: {keyword}` on
        `$other_players`; restrictions.py, the effects document's "May not"; l5r.desk.other-players). A
        designator (Battle, Open ...) is not a keyword: not read."""
        _q19c_in_play(self.own_type, "other players may not take")
        keyword = str(token).split()[-2]
        if keyword in _C14D_DESIGNATORS:
            raise NotUnderstood(f"'{keyword} actions': a designator, not a keyword, names these actions")
        check_keyword(keyword)
        trait = {"id": self.clause_id, "targets": OTHER_PLAYERS, "may_not_use": {"keyword": keyword}}
        return {"traits": [trait]}, "other players may not take"
