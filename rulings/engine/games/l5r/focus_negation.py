"""Focus Effects negated in a duel involving a Personality: "Negate other players' Focus Effects in a duel
involving Hojatsu." (the Desk's rule l5r.desk.focus-negation).

`negates_others_focus_effects: true` is a continuous op on a Personality: while it applies to him, in a duel
he is one of the two Personalities of, the Focus Effects of the cards another player than his controller
focused do not happen (focus_effects.resolve asks `negated` before each Focus Effect resolves: neither its
effects at the Focus Effects' point nor, for one that waits for the duel's end, later)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.declarations import flag
from ...effects.store import first_applying
from ...language.vocabulary import FLAG, Op
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine

OP = "negates_others_focus_effects"

FOCUS_NEGATION = DeskRule(
    "l5r.desk.focus-negation",
    "focus-negation",
    "Other players' Focus Effects negated in a duel involving a Personality",
    "While a Personality's text \"Negate other players' Focus Effects in a duel involving <him>\" applies, "
    "in each duel he is one of the two Personalities of, the Focus Effects of the cards focused by a player "
    "other than his controller do not happen: they are prevented when Focus Effects resolve (l5r.desk."
    "focus-effects), and one whose effects wait for the duel's end does not apply them then either. His own "
    "controller's Focus Effects happen as usual.",
    "The effects document says negation works exactly like \"do not\" (Prevention (including negation): "
    "\"negation no longer ends durations of ongoing effects, but now works exactly like 'do not'\"); the "
    "moment Focus Effects resolve is the Desk's (l5r.desk.focus-effects), the duel procedure (14.6) not "
    "being in the corpus. A Focus Effect's player is the player who focused its card.",
    "The effects document (Prevention (including negation)) and the card text (Mirumoto Hojatsu: \"Negate "
    "other players' Focus Effects in a duel involving Hojatsu.\").",
    "In a duel involving him, other players' Focus Effects do not happen",
)
register_desk_rules(GAME, (FOCUS_NEGATION,))


def negated(engine: Engine, did: str, record: dict, card: str, spec_id: str) -> bool:
    """Whether the Focus Effect `spec_id` of focused card `card` is negated in duel `did`."""
    player = engine.cards[card].controller
    for duelist in record["between"]:
        if duelist not in engine.cards or engine.cards[duelist].controller == player:
            continue
        app = first_applying(engine.apps_on(duelist, OP))
        if app is not None:
            why = f"{did} involves {duelist} ({app.effect.id}): {spec_id} of {card} ({player}) is negated"
            engine.note(FOCUS_NEGATION.id, why)
            return True
    return False


OPS = {
    OP: Op(
        flag(OP),
        value=FLAG,
        doc="(continuous) 'Negate other players' Focus Effects in a duel involving <him>': while it applies "
        "to a Personality, in a duel he is in, Focus Effects of cards another player than his controller "
        "focused do not happen (l5r.desk.focus-negation).",
        instant=False,
        substitute=False,
    )
}
