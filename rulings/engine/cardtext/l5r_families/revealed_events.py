"""L5R card text, Events revealed in Provinces and durations across turns. Its grammar rules are in l5r.lark;
its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .events import event_effects

# the words of a duration across turns: the engine's durations (turns_from_now.py, l5r.desk.turns-from-now)
_C16D_DURATIONS = {
    "your second turn from now": "until_your_second_turn",
    "your turn two turns from now": "until_your_second_turn",
    "your turn three turns from now": "until_your_third_turn",
}

# an Event's reveal trigger, then the first letter of the sentence of effects it leads to
_C16D_REVEALED = re.compile(
    r"^(After you reveal cards in your Provinces at the start of your turn, if this Event is face-up in one "
    r"of them, )(?!until\b|permanently\b)([a-z])"
)


def event_sentence(text: str) -> str | None:
    """An Event's trait whose effects did not parse as the trigger's lower-case continuation, with the first
    word of its effects capitalized (None if it is no such trait): the effects after the trigger's comma are
    the sentence an action's effects block is ("look at the top five cards of your Fate deck", "if you
    control the Imperial Favor, draw a card"), and the grammar reads sentences by their capital. "until ..."
    and "permanently ..." keep the Event's own lower-case reading (events.py)."""
    match = _C16D_REVEALED.match(text)
    if match is None:
        return None
    return f"{match.group(1)}{match.group(2).upper()}{text[match.end() :]}"


# the words that say each player acts in turn ("Starting with you and proceeding in turn order, each player")
_C16D_TURN_ORDER_WORDS = re.compile(
    r"each player, starting with you(?: and proceeding in turn order)?|.*?each (?:other )?player", re.I
)


def _c16d_duration(token) -> str:
    words = " ".join(str(token).lower().split())
    words = words.removeprefix("until ").removesuffix(" begins")
    return _C16D_DURATIONS[words]


def _c16d_lasting(token, effects: list[dict]) -> list[dict]:
    """Every effect lasting until that turn of its controller begins: each must be one that lasts, its phrase
    giving it the default duration (an explicit one would be a second)."""
    if any(effect.get("duration") != "end_of_turn" for effect in effects):
        raise NotUnderstood(f"'{token}' with an effect that happens once or states its own duration")
    duration = _c16d_duration(token)
    return [{**effect, "duration": duration} for effect in effects]


@v_args(inline=True)
class RevealedEventsText(Transformer):
    """The transformer methods of revealed_events (mixed into l5r._Build)."""

    def c16d_event_lasting(self, token, groups):
        """An Event's "until your second turn from now begins, <effects>" (until_your_second_turn), "until
        your turn two turns from now begins" (the same: the Desk's rule l5r.desk.turns-from-now counts the
        controller's turns), "until your turn three turns from now begins" (until_your_third_turn): as
        compiler 10's "until your next turn begins", every effect lasts so; one that happens once is not read
        under these words."""
        effects, optional = event_effects(groups)
        if any("duration" not in effect for effect in effects):
            raise NotUnderstood(f"'{token}' before an effect that happens once")
        duration = _c16d_duration(token)
        return [{**effect, "duration": duration} for effect in effects], optional

    def c16d_event_all_have(self, token, *parts):
        """ "until your second turn from now begins, all Crab Clan Personalities have -2F": every card of the
        kind, those that become one later included (l5r-ce-effects: an ongoing effect on all things of a kind
        affects them throughout its duration), as compiler 10's "until your next turn begins, ... have", for
        that long."""
        effects, optional = self.a_event_all_have(Token("A_UNTIL", "until the game ends"), *parts)
        duration = _c16d_duration(token)
        return [{**effect, "duration": duration} for effect in effects], optional

    def c16d_until_lead(self, token, *groups):
        """An action's "Until your second turn from now begins, give him +2F.": the duration it states
        overrides the default end of the turn (l5r-ce-effects, Ongoing effects: "unless otherwise
        indicated")."""
        return _c16d_lasting(token, [effect for group in groups for effect in group])

    def c16d_until_trail(self, *parts):
        """ "Give him +2F until your turn two turns from now begins.": as c16d_until_lead."""
        return _c16d_lasting(parts[-1], [effect for group in parts[:-1] for effect in group])

    def c16d_turn_order(self, *parts):
        """ "Starting with you, each player may ...", "In turn order, starting with you, each player targets
        and moves home one of his Personalities ...": each player in turn does something (his own choice, on
        his own cards), one after another. Read only to say why it is not played."""
        (token,) = [part for part in parts if isinstance(part, Token) and part.type == "C16D_TURN_ORDER"]
        words = _C16D_TURN_ORDER_WORDS.match(str(token)).group(0)
        raise NotUnderstood(
            f"'{words} ...': each player carries out the effect in turn, one after another (each making his "
            "own choices); the compiler reads no effect carried out by each player in turn order"
        )

    def c16d_next_time_game(self, token):
        """ "after the next time this game you destroy a Province as the Attacker, the Defender loses 5
        Honor": an effect waiting for the next such event of the game, whoever's card or player it happens
        to. Read only to say why it is not played."""
        words = " ".join(str(token).split()[:6])
        raise NotUnderstood(
            f"'{words} ...' in an Event: an effect waiting for the next such event of any card or player; "
            "the compiler reads 'the next time' only of a card an action chose"
        )
