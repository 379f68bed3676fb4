"""One clause compiled or refused: the helpers every card-text compiler test shares."""

from __future__ import annotations

from rulings.engine.cardtext.common import ClauseResult
from rulings.engine.cardtext.compiler import compile_clause


def result(
    text: str, card_type: str, *, game: str = "l5r", title: str = "", kind: str = "ability"
) -> ClauseResult:
    clause_id = "a1" if kind == "ability" else "t1"
    return compile_clause(game, text, kind=kind, card_type=card_type, clause_id=clause_id, title=title)


def piece(
    text: str, card_type: str = "Strategy", *, game: str = "l5r", title: str = "", kind: str = "ability"
) -> dict:
    """What the played clause adds to its card definition (fails the test if it is not played)."""
    compiled = result(text, card_type, game=game, title=title, kind=kind)
    assert compiled.played, compiled.reason
    return compiled.piece


def ability(text: str, card_type: str = "Strategy", *, game: str = "l5r", title: str = "") -> dict:
    """The one ability a played ability clause compiles to."""
    (only,) = piece(text, card_type, game=game, title=title)["abilities"]
    return only


def refused(
    text: str, card_type: str = "Strategy", *, game: str = "l5r", title: str = "", kind: str = "ability"
) -> str:
    """Why the clause is not played (fails the test if it is): nothing of it reaches the card."""
    compiled = result(text, card_type, game=game, title=title, kind=kind)
    assert not compiled.played and not compiled.piece, compiled.piece
    return compiled.reason
