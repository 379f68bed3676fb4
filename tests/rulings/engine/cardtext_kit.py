"""One clause compiled or refused: the helpers every card-text compiler test shares.

``how``: ``game`` ("l5r"), ``kind`` ("ability" or "trait") and ``clause_id`` ("a1", a trait "t1"), as
``result`` takes them."""

from __future__ import annotations

from rulings.engine.cardtext.common import ClauseResult
from rulings.engine.cardtext.compiler import compile_clause


def result(
    text: str,
    card_type: str,
    title: str = "",
    *,
    game: str = "l5r",
    kind: str = "ability",
    clause_id: str | None = None,
) -> ClauseResult:
    clause_id = clause_id or ("a1" if kind == "ability" else "t1")
    return compile_clause(game, text, kind=kind, card_type=card_type, clause_id=clause_id, title=title)


def piece(text: str, card_type: str = "Strategy", title: str = "", **how) -> dict:
    """What the played clause adds to its card definition (fails the test if it is not played)."""
    compiled = result(text, card_type, title, **how)
    assert compiled.played, compiled.reason
    return compiled.piece


def ability(text: str, card_type: str = "Strategy", title: str = "", **how) -> dict:
    """The one ability a played ability clause compiles to."""
    (only,) = piece(text, card_type, title, **how)["abilities"]
    return only


def refused(text: str, card_type: str = "Strategy", title: str = "", **how) -> str:
    """Why the clause is not played (fails the test if it is): nothing of it reaches the card."""
    compiled = result(text, card_type, title, **how)
    assert not compiled.played and not compiled.piece, compiled.piece
    return compiled.reason
