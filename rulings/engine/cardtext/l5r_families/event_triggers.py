"""L5R card text, Reactions and triggered traits keyed to game events. Its grammar rules are in l5r.lark; its
transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .amounts import HIS
from .delayed import _c15d_then
from .shared import CARD_EVENTS

_C16B_CARD_EVENTS = {  # a card's events a trait answers while the trait's card is in play
    "bows": "bowed",
    "straightens": "straightened",
    "wins a duel": "duel_won",
    "loses a duel": "duel_lost",  # duel_losses.py, l5r.desk.duel-lost
    "is dishonored": "dishonored",
    "is rehonored": "rehonored",
}


def _c16b_area_event(entered) -> str:
    """ "enters play from your hand" / "from a Province": the event (entered_from.py)."""
    return "enters_play_from_hand" if str(entered).endswith("hand") else "enters_play_from_province"


def _c16b_then(effect: dict, card: str) -> dict:
    """One effect of a triggered trait answering `card`'s event, as a delayed effect's is read (delayed.py):
    on that card ("him", "it"), this card, its bearer, or the trait's player."""
    try:
        return _c15d_then(effect, card, targeted=False)
    except NotUnderstood as refused:
        raise NotUnderstood(str(refused).replace("a delayed effect", "a triggered trait's effect")) from None


def _c16b_his(effect: dict, card: str | None, why: str = "without a card it names") -> dict:
    """ "Gain Honor equal to his Personal Honor": "his" (the amount's `$his`) is the card the trigger names;
    without one (`card` None: `why`) it is not read."""

    def bound(value):
        if value == HIS:
            if card is None:
                raise NotUnderstood(f"'his' in an amount {why}")
            return card
        if isinstance(value, dict):
            return {k: bound(v) for k, v in value.items()}
        if isinstance(value, list):
            return [bound(v) for v in value]
        return value

    return bound(effect)


def _c16b_kind(subject: dict) -> dict:
    """A kind of card a trigger names: "Gold-producing Holdings" names no keyword (a hyphenated lower-case
    word is a description)."""
    if any(re.search(r"-[a-z]", name) for name in subject.get("keywords", [])):
        raise NotUnderstood(f"'{subject['keywords'][0]}' is not a keyword the compiler reads exactly")
    return subject


def _c16b_yours(entered) -> bool:
    return " your " in str(entered)


def moment_traits(clause_id: str, trigger: dict, sentence: list[dict], what: str = "") -> list[dict]:
    """A triggered trait per effect answering a moment of the turn that names no card (a turn's or phase's
    beginning or end): each effect on this card, its bearer or its player (``what`` prefixes a refusal)."""
    traits = []
    for n, effect in enumerate(sentence, start=1):
        if effect.get("_on") == "$target":
            raise NotUnderstood("'him' / 'it' in a trait whose trigger names no card")
        try:
            then = _c16b_then(_c16b_his(effect, None), "$source")
        except NotUnderstood as refused:
            raise NotUnderstood(f"{what}{refused}") from None
        traits.append({"id": clause_id + (f".{n}" if n > 1 else ""), "trigger": trigger, **then})
    return traits


@v_args(inline=True)
class EventTriggersText(Transformer):
    def _c16b_traits(self, sentence, who: str, name: str) -> dict:
        """One triggered trait per effect of the sentence, each answering ``who``'s event ``name``."""
        traits = []
        for n, effect in enumerate(sentence, start=1):
            resolved = _c16b_then(_c16b_his(effect, who), who)
            traits.append({"id": self.clause_id + (f".{n}" if n > 1 else ""),
                           "trigger": {"event": name, "card": who}, **resolved})  # fmt: skip
        return {"traits": traits}

    def c16b_card_event_trait(self, after, event, sentence):
        """ "After this card bows: Straighten it.", "After this Shugenja straightens, give him a +1F token."
        (a Spell's: its bearer), "After Hideo wins a duel, gain 1 Honor.": a triggered trait answering
        that card's event each time it happens (card features, triggered traits), while the trait's card is
        in play. "it" / "him" is that card; the effects act on it, this card, or the trait's player (one that
        chooses, reaches a kind of card, may be declined or lasts is not read)."""
        who = self._c16b_this(str(after).split()[-1])
        name = _C16B_CARD_EVENTS[str(event)]
        return self._c16b_traits(sentence, who, name), "triggered trait"

    def c16b_after_card_event(self, _after, subject, event):
        """ "After one of your Rings bows", "After Tsuo is dishonored", "After this Personality loses a duel"
        (a Reaction's trigger): that card's event (this card, its bearer, or a kind of card: `of`), as
        "After X wins a duel" is read."""
        name = _C16B_CARD_EVENTS[str(event)]
        if isinstance(subject, str):
            return {"event": name, "card": subject}
        return {"event": name, "of": _c16b_kind(subject)}

    def c16b_subject_others(self, _whose, *parts):
        """ "another player's Personality", "another player's Samurai Personality": a card of that kind
        controlled by a player other than the Reaction's player (`controller: $other`)."""
        return {**self.subject_any(*parts), "controller": "$other"}

    def c16b_kind_event_trait(self, _after, subject, event, sentence):
        """ "After your Spider Clan Personality is destroyed, gain 1 Honor.", "After a Shadowlands Personality
        is destroyed: Give The Quelsaurth a +1F Pearl token.", "After another player's Personality is
        dishonored, gain 1 Honor.": a triggered trait answering that event of any card of the kind (`of`),
        while the trait's card is in play. "him" / "it" is that card (`$subject`), but not once it is
        destroyed (out of play); the effects otherwise as c16b_card_event_trait reads them."""
        if isinstance(subject, str):
            raise NotUnderstood("this card's own event as a kind of card")
        name = CARD_EVENTS.get(str(event)) or _C16B_CARD_EVENTS[str(event)]
        if name == "enters_play":
            raise NotUnderstood("a kind of card entering play, in a trait")
        traits = []
        for n, effect in enumerate(sentence, start=1):
            if name == "destroyed" and effect.get("_on") == "$target":
                raise NotUnderstood("'him' / 'it' after his destruction: the card is out of play")
            his = _c16b_his(effect, None, "after a kind of card's event (that card is bound in targets only)")
            traits.append({"id": self.clause_id + (f".{n}" if n > 1 else ""),
                           "trigger": {"event": name, "of": _c16b_kind(subject)},
                           **_c16b_then(his, "$subject")})  # fmt: skip
        return {"traits": traits}, "triggered trait"

    def c16b_entered_from_trait(self, after, entered, sentence):
        """ "After this Follower enters play from your hand, draw a card.", "After this card enters play from
        your hand: Dishonor this Personality." (an Item's: its bearer), "After Eikaru enters play from one of
        your Provinces, draw a card.": a triggered trait answering this card's entering play from that area
        (entered_from.py, l5r.desk.entered-from); its effects as c16b_card_event_trait reads them."""
        who = self._c16b_this(str(after).split()[-1])
        if who != "$source":
            raise NotUnderstood("another card entering play from a hand or a Province than the trait's own")
        name = _c16b_area_event(entered)
        return self._c16b_traits(sentence, who, name), "entering-play trait"

    def c16b_after_entered_from(self, _after, subject, entered):
        """ "After a Follower enters play from your hand", "After Kusamoto enters play from a Province" (a
        Reaction's trigger): this card (or its bearer), or a kind of card (`of`), entering play from its
        player's hand or one of his Provinces. "your hand": the card's player is the Reaction's (a card in a
        hand is its owner's)."""
        name = _c16b_area_event(entered)
        if isinstance(subject, str):
            return {"event": name, "card": subject}
        if _c16b_yours(entered):
            if subject.get("controller") == "$other":
                raise NotUnderstood("another player's card entering play from your hand or Provinces")
            subject = {**subject, "controller": "$controller"}
        return {"event": name, "of": _c16b_kind(subject)}

    def c16b_enters_play_on_cards(self, effects):
        """ "After Toturi enters play: Lose 5 Honor and dishonor him.", "After this card enters play: Dishonor
        this Personality." (a Follower's: its bearer), "After Tsubo enters play: Give him 5 +1F Sake tokens.":
        an entering-play trait (card features, Triggered traits: "After this Personality enters play:") whose
        effects act on this card ("him", "it"), its bearer, or its player, as c16b_card_event_trait reads
        them (one that chooses, reaches a kind of card, may be declined or lasts is not read)."""
        traits = []
        for n, effect in enumerate(effects, start=1):
            try:
                resolved = _c16b_then(effect, "$source")
            except NotUnderstood as refused:
                raise NotUnderstood(f"an entering-play trait acting on cards: {refused}") from None
            traits.append({"id": self.clause_id + (f".{n}" if n > 1 else ""),
                           "trigger": {"event": "enters_play", "card": "$source"}, **resolved})  # fmt: skip
        return {"traits": traits}, "entering-play trait"

    def c16b_turn_trait(self, trigger, sentence):
        """ "After your turn begins, give this Personality a -1C Plague token." (`trigger: {event:
        turn_begins, player: $controller}`), "After each (player's) turn begins, straighten this Holding."
        (every turn), "Before your turn begins, lose 1 Honor." (`timing: before`): a triggered trait answering
        a turn's beginning or end, its effects on this card, its bearer or its player. "Before your turn ends"
        is not read: the engine answers "before a turn ends" without naming whose turn it is."""
        words = str(trigger).split()
        timing, whose, event = words[0].lower(), words[1], f"turn_{words[-1]}"
        if (timing, whose, event) == ("before", "your", "turn_ends"):
            raise NotUnderstood("'Before your turn ends': the engine answers a turn's end without its player")
        found = {"event": event, **({"timing": "before"} if timing == "before" else {})}
        if whose == "your":
            found["player"] = "$controller"
        return {"traits": moment_traits(self.clause_id, found, sentence)}, "triggered trait"

    def c16b_equip_recruit(self, text):
        """ "After you Equip this Item, gain 2 Honor.", "After you Recruit this Holding from a Province, ...":
        refused with the reason. Neither the Equip rulebook action nor Recruiting is in the corpus; the Desk
        plays equipping and recruiting only as an effect does them (l5r.desk.equip, l5r.desk.recruit), so a
        trait answering them would miss every Equip and Recruit a player makes as his own action."""
        word, doing = ("Equip", "equipping") if "Equip" in str(text) else ("Recruit", "recruiting")
        raise NotUnderstood(
            f"'After you {word} ...': the corpus does not give the {word} rulebook action, and the Desk "
            f"plays {doing} only by an effect (l5r.desk.{word.lower()}), so the trigger would miss a "
            f"player's own {word}"
        )

    def c16b_from_this_province(self, _text):
        """ "After a Personality enters play from this Province, ...": refused with the reason."""
        raise NotUnderstood(
            "'enters play from this Province': the engine keeps a player's Provinces as one area and does "
            "not model which Province a Region is on"
        )

    def _c16b_this(self, named: str) -> str:
        """ "this card", its own type, "this Weapon" / "this Armor" (an Item's keyword), "this Personality"
        (on a Follower or Item: its bearer), "this Shugenja" (on a Spell: its bearer)."""
        if named in ("Weapon", "Armor"):
            if self.own_type != "item":
                raise NotUnderstood(f"'this {named}' on a {self.own_type}")
            return "$source"
        return self.this_card(named)
