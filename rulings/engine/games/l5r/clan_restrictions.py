"""A card's own restrictions on the clan of the player it enters play under or is controlled by (the Desk's
own rule, l5r.desk.clan-restrictions).

"Will only enter play if you are a Crab Clan player" is `enters_only_for: [Crab]`: the card enters play
only under the control of a player whose `clan` is one of these ("you": the player whose card it is, its
controller as it enters). "Will not be controlled by a Scorpion Clan player" is `refuses_controllers:
[Scorpion]`: the card neither enters play under, nor changes control to, a player of one of these clans (a
continuous `control` effect does not apply to it for him; `take_control` of its unit fails, as for a
Singular card). Judged each time it would happen (`GameRules.may_enter`, `may_control`); a question may not
set up such a card in play controlled by a player of a refused clan.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import CardField
from .rule_ids import GAME
from .setup_refusals import refuse_setups

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

CLAN_RESTRICTIONS = DeskRule(
    "l5r.desk.clan-restrictions",
    "clan-restrictions",
    "Cards that will only enter play for, or will not be controlled by, a clan's player",
    '"Will only enter play if you are a Crab Clan player" on a card: the card does not enter play under '
    'the control of a player who is not of that clan ("you" is the player whose card it is, who controls it '
    'as it enters). "Will not be controlled by a Scorpion Clan player": the card does not enter play under '
    "the control of a Scorpion Clan player, and control of it does not pass to one (an effect giving it to "
    "him does not apply to it; taking control of its unit fails, as a unit changes control whole or not at "
    "all). An effect that would do either does nothing; a question may not set up the card in play "
    "controlled by such a player. A player's clan is the `clan` the question gives him.",
    "The rules documents the Desk holds do not cover entering play, control or a player's clan: the "
    "rulebook's sections on them are not in the corpus.",
    'The effects document: "will not" prevents the occurrence it names (Prevention, does not/will not '
    "versus negation), and out of play a card's continuous traits affect the card itself (effects in and "
    "out of play); glossary S: a unit changes control whole or not at all (Singular).",
    "A card whose text names a clan enters play and is controlled only as its text allows",
)
register_desk_rules(GAME, (CLAN_RESTRICTIONS,))
RULE = CLAN_RESTRICTIONS.id


def _parse(node: Node, ctx: ParseContext, card_id: str) -> tuple[str, ...]:
    if not isinstance(node.value, list) or not node.value or not all(isinstance(v, str) for v in node.value):
        node.error("expected a list of one or more clan names (Crab, Scorpion ...)")
        return ()
    return tuple(node.value)


def _fields(engine: Engine, card: Card) -> dict:
    return engine.scenario.card_extra(card.id)


def _clan(engine: Engine, player: str | None) -> str | None:
    found = engine.players.get(player or "")
    return found.extra.get("clan") if found is not None else None


def _named(clans: tuple[str, ...]) -> str:
    return " or ".join(f"{clan} Clan" for clan in clans)


def entry_refusal(engine: Engine, card: Card) -> str:
    """Why ``card`` will not enter play under its controller ("" when its text allows it)."""
    only = _fields(engine, card).get("enters_only_for")
    clan = _clan(engine, card.controller)
    if only and clan not in only:
        what = f"a {clan} Clan player" if clan else "of no clan"
        return f"{card.id} will only enter play for a {_named(only)} player, and {card.controller} is {what}"
    return control_refusal(engine, card, card.controller)


def control_refusal(engine: Engine, card: Card, player: str | None) -> str:
    """Why ``card`` will not be controlled by ``player`` ("" when its text allows it)."""
    refused = _fields(engine, card).get("refuses_controllers")
    clan = _clan(engine, player)
    if refused and clan in refused:
        return f"{card.id} will not be controlled by a {clan} Clan player ({player})"
    return ""


def check_setup(engine: Engine) -> None:
    """A question may not set up a card in play controlled by a player its text refuses."""

    def why_of(card: Card) -> str:
        return control_refusal(engine, card, card.controller) if engine.in_play(card) else ""

    refuse_setups(engine, why_of, ".controller", RULE)


CLANS = {"type": "array", "minItems": 1, "items": {"type": "string", "description": "a clan's name"}}
CARD_FIELDS = {
    "enters_only_for": CardField(
        _parse,
        "'Will only enter play if you are a Crab Clan player' (the card's own text): the card enters play "
        "only under the control of a player of one of these clans; an effect bringing it into play otherwise "
        "does nothing (the Desk's rule l5r.desk.clan-restrictions).",
        CLANS,
    ),
    "refuses_controllers": CardField(
        _parse,
        "'Will not be controlled by a Scorpion Clan player' (the card's own text): the card neither enters "
        "play under, nor comes under the control of, a player of one of these clans; a set-up doing so is "
        "refused (the Desk's rule l5r.desk.clan-restrictions).",
        CLANS,
    ),
}
