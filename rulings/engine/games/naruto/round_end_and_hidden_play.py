"""Naruto Mythos: two continuous effects of card text the corpus has no rule for, each with the Desk's rule it
rests on.

- Power tokens at the end of the round (naruto.desk.round-end-tokens): as a round ends (`end: round`, after
  what its end triggers has resolved) every character in play loses its Power tokens, unless a continuous
  effect applying to it says it does not ("[⧗] This character doesn't lose Power tokens at the end of the
  round": `keeps_power_tokens`).
- Playing hidden (naruto.desk.no-hidden-play): "[⧗] The opponent cannot play characters while hidden in this
  mission" (`forbids_hidden_play` on the card's own mission): a play step of the other player playing a card
  hidden in that mission is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.declarations import flag
from ...language.vocabulary import FLAG, Op

if TYPE_CHECKING:
    from ...engine_api import Engine

NOT_IN_CORPUS = "The rules document the Desk holds (effects and timing) does not cover this"
KEEPS = "keeps_power_tokens"
FORBIDS = "forbids_hidden_play"
TOKENS_RULE = "naruto.desk.round-end-tokens"
HIDDEN_RULE = "naruto.desk.no-hidden-play"


def lose_power_tokens(engine: Engine) -> None:
    """The end of the round: each character in play loses its Power tokens, unless a continuous effect
    applying to it keeps them (naruto.desk.round-end-tokens)."""
    for card in list(engine.cards.values()):
        if not engine.in_play(card) or card.tokens.get("power", 0) <= 0:
            continue
        keeping = [app for app in engine.apps_on(card.id, KEEPS) if app.active and not app.blocked]
        if keeping:
            engine.note(TOKENS_RULE, f"{card.id} keeps its Power tokens ({keeping[0].effect.id})")
            continue
        count = card.tokens.pop("power")
        engine.touch(card.id)
        engine.note(TOKENS_RULE, f"the round ends: {card.id} loses its {count} Power token(s)")


def hidden_play_refused(engine: Engine, where: str, by: str) -> str | None:
    """Why `by` cannot play a card hidden in `where`: a non-hidden card of the other player's there whose
    continuous effect forbids it (naruto.desk.no-hidden-play), or None."""
    for definition in engine.scenario.cards:
        for spec in definition.traits:
            if spec.op != FORBIDS:
                continue
            card = engine.cards.get(definition.id)
            if card is None or not engine.in_play(card) or card.flags.get("hidden"):
                continue
            if engine.location(card) == where and card.controller != by:
                return f"{card.id} ({spec.id}): the opponent cannot play characters while hidden in {where}"
    return None


OPS = {
    KEEPS: Op(
        flag(KEEPS),
        doc="(continuous) 'doesn't lose Power tokens at the end of the round': the cards it applies to keep "
        "their Power tokens as the round ends (naruto.desk.round-end-tokens).",
        value=FLAG,
        substitute=False,
    ),
    FORBIDS: Op(
        flag(FORBIDS),
        doc="(continuous, on the card) 'The opponent cannot play characters while hidden in this mission': "
        "while the card is in play and not hidden, the other player's play of a card hidden in its mission "
        "is refused (naruto.desk.no-hidden-play).",
        value=FLAG,
        substitute=False,
    ),
}


def _rule(name: str, title: str, text: str, not_covered: str, basis: str, summary: str) -> DeskRule:
    return DeskRule(
        f"naruto.desk.{name}", name, title, text, f"{NOT_IN_CORPUS}: {not_covered}", basis, summary
    )


RULES = (
    _rule(
        "round-end-tokens",
        "Power tokens at the end of the round",
        "As a round ends, once the effects its end triggers have resolved, every character in play loses "
        "all its Power tokens, except a character a continuous effect says does not (\"This character "
        "doesn't lose Power tokens at the end of the round\", while it applies: its card in play and not "
        "hidden).",
        "it defines core power as printed power plus Power tokens, not when tokens are lost; when in the "
        "end of the round they are lost (after the end-of-round triggered effects) is the Desk's order.",
        'Card text ("[⧗] This character doesn\'t lose Power tokens at the end of the round.", which says '
        "the others do).",
        "The round ends: characters lose their Power tokens, unless an effect keeps them",
    ),
    _rule(
        "no-hidden-play",
        "Forbidding hidden plays in a mission",
        '"[⧗] The opponent cannot play characters while hidden in this mission": while its card is in play '
        "and not hidden, the other player's play of a character hidden in that card's mission is refused "
        "(played face up there, or hidden elsewhere, it is not).",
        "it names hidden characters, not playing them hidden nor forbidding it.",
        'Card text ("[⧗] The opponent cannot play characters while hidden in this mission.").',
        "No hidden plays by the opponent in this card's mission while it applies",
    ),
)
register_desk_rules("naruto", RULES)
