"""What the rules engine plays of a card, as its page and the card API show it (the ``engine`` object).

Read-only: each clause of the printed text with whether the engine plays it and what plays it (the card's
hand-written script, its compiled text and the family of wording that compiled, or a keyword rule of the
engine), in words a player reads; and where the card's definition comes from (``cards.definitions``: a
hand-written script wins over the compiled text, as ``import_cards`` decides).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml

from .clauses import (
    BY_COMPILED,
    BY_KEYWORD_RULE,
    ENGINE_KEYWORD_REMINDERS,
    ENGINE_KEYWORDS,
    FULL,
    PARTIAL,
    status_of,
)
from .compiled import compiler_version, current_compilation
from .definitions import COMPILED, SCRIPT, definition_source
from .models import Card
from .services import engine_clauses_of

SOURCE_WORDS = {
    SCRIPT: "its hand-written effect script",
    COMPILED: "its printed text, compiled",
}


@dataclass(frozen=True)
class CardEngine:
    status: str  # full | partial | none
    source: str  # script | compiled | printed (no text)
    compiler_version: str  # the compiler's, when the definition is compiled; else ""
    summary: str  # one sentence for a player
    clauses: list[dict]  # each clause (cards.clauses) with `explanation`: what plays it, in words
    compiled_yaml: str  # what the compiled text adds to the card, in the scenario language ("" if nothing)


def card_engine(card: Card) -> CardEngine:
    """The ``engine`` object of a card: its status, its definition's source and its clauses in words."""
    source = definition_source(card)
    clauses = [
        {**clause, "explanation": clause_explanation(card.game, clause, source)}
        for clause in engine_clauses_of(card)
    ]
    status = status_of(clauses)
    fields = current_compilation(card).get("fields", {}) if source == COMPILED else {}
    return CardEngine(
        status=status,
        source=source,
        compiler_version=compiler_version() if source == COMPILED else "",
        summary=_summary(status, source),
        clauses=clauses,
        compiled_yaml=yaml.safe_dump(fields, sort_keys=False, allow_unicode=True) if fields else "",
    )


def _summary(status: str, source: str) -> str:
    origin = f" The engine reads it from {SOURCE_WORDS[source]}." if source in SOURCE_WORDS else ""
    if status == FULL:
        return "The engine plays all of this card's text." + origin
    if status == PARTIAL:
        return (
            "The engine plays part of this card's text: an answer about it ignores what is marked below, "
            "and says so." + origin
        )
    return "The engine does not play this card's text: an answer about it ignores all of it, and says so."


def clause_explanation(game: str, clause: dict, source: str) -> str:
    """What plays a clause, or why nothing does, in words ("played by the engine, compiled from the printed
    text (produce gold)"). ``source``: where the card's definition comes from."""
    played_by = clause.get("played_by", "")
    if clause["played"]:
        if played_by == BY_COMPILED:
            family = clause.get("family") or "compiled"
            return f"played by the engine, compiled from the printed text ({family})"
        if played_by == BY_KEYWORD_RULE:
            return f"played by the engine's rule for {_keyword_of(game, clause)}"
        return "played by the engine, from the card's hand-written script"
    if clause.get("missing"):
        return f"partly played, by the card's hand-written script; not played: {clause['missing']}"
    if clause.get("reason"):
        return f"not played by the engine: the card-text compiler does not play it ({clause['reason']})"
    if clause.get("keyword"):
        return "not played by the engine: it has no rule for this keyword"
    if source == SCRIPT:
        return "not played by the engine: the card's hand-written script leaves it out"
    return "not played by the engine"


def _keyword_of(game: str, clause: dict) -> str:
    words = set(re.findall(r"[\w'-]+", clause.get("text", "")))
    named = [keyword for keyword in ENGINE_KEYWORDS.get(game, {}) if keyword in words]
    named += [kw for sentence, (kw, _rule) in ENGINE_KEYWORD_REMINDERS.get(game, {}).items()
              if sentence in clause.get("text", "") and kw not in named]  # fmt: skip
    return ", ".join(named) if named else "this keyword"
