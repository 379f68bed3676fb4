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


# An L5R scenario around compiled cards: a Personality, a use of an ability, the answers of a turn.
STATS = {"force": 2, "chi": 2}


def personality(owner: str, zone: str = "battlefield:1", stats: dict | None = None, **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": stats or STATS} | more


def use(card: str, uid: str = "u", by: str = "me", **more) -> dict:
    return {"use": {"id": uid, "card": card, "ability": "a1", "by": by, **more}}


def l5r_turn(cards: dict, steps: list, first: str = "me") -> dict:
    """A two-player L5R scenario whose steps follow the start of ``first``'s turn."""
    return {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": first}}, *steps]}  # fmt: skip


def answers(cards: dict, steps: list, first: str = "me") -> list:
    """The value of each answer of ``l5r_turn``'s scenario, in order."""
    from rulings.engine import evaluate, parse_scenario

    return [a["answer"]["value"] for a in evaluate(parse_scenario(l5r_turn(cards, steps, first))).answers]
