"""Other players, in a card's trait (compiler 19, part C): "Other players' maximum hand sizes are reduced by
1.", "Other players have -1 maximum hand size.", "Other players may not take Political actions." (the Desk's
rule l5r.desk.other-players).

`$other_players`, written in a continuous effect's `targets`, names every player of the game other than the
controller of the effect's source card (or, with no source card, of the effect), found each time the effect
applies: a card that changes hands names the other players of its new controller from then on. The core
fills one player or card for each symbol (`GameRules.game_symbol`); this symbol is read as several players
(`GameRules.game_players`, asked where the core finds a continuous effect's targets)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.symbols import CONTROLLER, Symbol
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec

OTHERS = "$other_players"

OTHER_PLAYERS = DeskRule(
    "l5r.desk.other-players",
    "other-players",
    "Other players, in a card's trait",
    "A card's trait on \"other players\" (\"Other players' maximum hand sizes are reduced by 1\", \"Other "
    "players may not take Political actions\") applies to every player of the game except the player who "
    "controls the card, each on his own, while the trait applies; when the card changes hands, the other "
    "players are those of its new controller.",
    f"{NOT_IN_CORPUS}: the corpus never says whom \"other players\" names; its effects document speaks of "
    "\"other players' cards\" as the cards of every player but the one it is said of.",
    "Card text (Taishuu: \"Other players' maximum hand sizes are reduced by 1.\"; Hantei the 39th: \"Other "
    "players may not take Political actions.\") and card features' traits (a trait applies while its card "
    "is in play).",
    "Other players: every player but the card's controller",
)
register_desk_rules(GAME, (OTHER_PLAYERS,))

SYMBOLS = {
    OTHERS: Symbol(
        "every player other than the source's controller ('other players'), in a continuous effect's targets",
        {"targets": CONTROLLER},
        "in the targets of a card's trait",
    )
}


def game_players(
    engine: Engine, value: str, source: str | None, spec: EffectSpec | None
) -> tuple[str, ...] | None:
    """`$other_players`: every player but the source's controller (or the effect's), in the order of their
    ids; None for any other value (a symbol naming one player or card)."""
    if value != OTHERS:
        return None
    card = engine.cards.get(source) if source else None
    player = card.controller if card is not None else (spec.controller if spec is not None else None)
    if player is None:
        return ()
    others = tuple(p for p in sorted(engine.players) if p != player)
    noted = engine.game_state.other_players_noted
    key = (spec.id if spec is not None else "", source or "", others)
    if key not in noted:
        noted.add(key)
        what = f"{spec.id}'s" if spec is not None else "the"
        engine.note(OTHER_PLAYERS.id, f"other players, in {what} text, are {', '.join(others) or 'nobody'} "
                    f"(the players other than {player})")  # fmt: skip
    return others
