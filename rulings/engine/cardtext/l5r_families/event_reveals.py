"""L5R card text, what an Event does when revealed: the effects after 'After you reveal cards in your
Provinces at the start of your turn, if this Event is face-up in one of them,': 'until the game ends,
...', 'choose one of ...', 'each player gains ...', 'target a Personality ...'. Its grammar rules are in
l5r.lark (compiler 19, part L); its transformer methods (prefixed q19l_) are a mixin of l5r._Build.

Played: Gold Cost changes on a kind of card "in and out of play" (a card's trait, or an Event's lasting
effect): `affects: {<kind>, everywhere: true}, stat: gold_cost, change: N` (the filter's `everywhere`: every
area, in and out of play)."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .events import _a_duration
from .revealed_events import _C16D_DURATIONS
from .statics import _c15h_kind_words


def _q19l_kind(phrase: str, keyword_name) -> dict:
    """The kind of card "All Non-Goblin Personalities you own" names, wherever such cards are: "you own" its
    owner (the Event's or card's controller: out of play a card has an owner, in play the words say owned,
    not controlled); "Your" (controlled in play, owned out of play: which, of a card in play controlled by
    another, is not said) is refused."""
    words = " ".join(phrase.split())
    owned = words.endswith(" you own")
    words = words.removesuffix(" you own")
    if words.lower().startswith("all "):
        words = words[4:]
    if words.split()[0] == "Your":
        raise NotUnderstood(
            "'your' cards in and out of play: in play a card is its controller's, out of play its owner's; "
            "the compiler reads 'you own'"
        )
    chosen = _c15h_kind_words(words, keyword_name)
    chosen.pop("in_play")
    if chosen.keys() - {"type", "keywords", "not_keywords"}:
        raise NotUnderstood(f"'{phrase}': a state or 'other' of cards in and out of play")
    if not chosen.get("type") and not chosen.get("keywords"):
        raise NotUnderstood(f"'{phrase}' names no kind of card")
    return {**chosen, **({"owner": "$controller"} if owned else {}), "everywhere": True}


def _q19l_change(token) -> int:
    return int(str(token).split()[0])


@v_args(inline=True)
class EventRevealsText(Transformer):
    def q19l_everywhere_cost(self, kinds, _in_and_out, cost):
        """ "Spells you own in and out of play have -2 Gold Cost.", "Non-Courtier Personalities you own in
        and out of play have +1 Gold Cost.", "All Jade cards in and out of play have +2 Gold Cost.": a
        continuous trait, while this card is in play, on every card of the kind in every area (hand, decks,
        Provinces, discard pile, play): its Gold Cost, and so what bringing it into play costs (card features,
        Gold Cost: the entering-play Gold cost is the current Gold Cost). Not on a Strategy or Event (never in
        play)."""
        if self.own_type in ("strategy", "event"):
            raise NotUnderstood(f"a trait on all cards of a kind on a {self.own_type} (not in play)")
        chosen = _q19l_kind(str(kinds), self.keyword_name)
        trait = {"id": self.clause_id, "affects": chosen, "stat": "gold_cost", "change": _q19l_change(cost)}
        return {"traits": [trait]}, "all of a kind have"

    def q19l_event_everywhere_cost(self, until, kinds, _in_and_out, cost):
        """An Event's "until the game ends, Experienced Personalities in and out of play have +2 Gold Cost."
        (also "until your next turn begins", "until your second turn from now begins" ...): a lasting change
        to every card of the kind in every area, those that become one later included (l5r-ce-effects: an
        ongoing effect on all things of a kind affects them throughout its duration)."""
        words = " ".join(str(until).lower().split())
        later = words.removeprefix("until ").removesuffix(" begins")
        duration = _C16D_DURATIONS[later] if later in _C16D_DURATIONS else _a_duration(words)
        chosen = _q19l_kind(str(kinds), self.keyword_name)
        effect = {"affects": chosen, "stat": "gold_cost", "change": _q19l_change(cost), "duration": duration}
        return [effect], False

    def q19l_event_may_verb(self, _may, verb, chosen):
        """An Event's "you may destroy a dishonorable Personality.": as "you may choose and destroy ..." (a
        card of the kind its controller chooses as the trait resolves: l5r-ce-effects, an effect requiring a
        player to act on "a Personality" has him choose one; not a target), the trait optional."""
        return self.a_event_choose(Token("A_YOU_MAY", "you may"), verb, chosen)

    def q19l_event_target_verb(self, may, verb, chosen):
        """An Event's "target and bow a Monk or Shugenja Personality.", "you may target and destroy a
        Personality with one or more Poison tokens.": the card its controller chooses as the trait resolves
        is targeted (`targeting`: "may not be targeted" narrows the choice); "you may": the trait is
        optional."""
        optional = str(may).lower().startswith("you may")
        effects, _ = self.a_event_choose(verb, chosen)
        return [{**effects[0], "targeting": True}], optional
