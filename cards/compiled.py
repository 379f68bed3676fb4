"""A card's printed text compiled (``rulings.engine.cardtext``) and the coverage of the card pool.

The clauses are those ``cards.clauses`` cuts (ids ``a1``, ``t1`` ... as the scripts use them). Keyword
reminder text whose keyword rule the engine applies is played by that rule, not compiled. Works on plain
rows (no database needed): ``CardText`` is made from an imported record or a stored card.
"""

from __future__ import annotations

import copy
import hashlib
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from rulings.engine.cardtext.compiler import COMPILER_VERSION, CardCompilation, ClauseResult, compile_card

from .clauses import ENGINE_KEYWORD_REMINDERS, ENGINE_KEYWORDS, _names_engine_keyword, split_clauses

ENGINE_TYPES = {"l5r": {"strategy": "action"}}  # the scenario language calls Fate-deck Strategies "action"
CELESTIAL = "(Celestial)"  # the Celestial Edition era's legality: "Destroyer War (Celestial)"
COMMON_SHAPES = 30


@dataclass(frozen=True)
class CardText:
    game: str
    key: str
    card_type: str
    text: str
    title: str = ""
    formats: tuple[str, ...] = ()
    sets: tuple[str, ...] = ()

    @property
    def celestial(self) -> bool:
        return any(CELESTIAL in name for name in self.formats)


def compile_text(game: str, card_type: str, markup: str, title: str = "") -> CardCompilation:
    """The card's clauses compiled; engine keyword reminder text marked played by its rule. A card of a type
    the engine does not know (an L5R Ancestor) plays nothing."""
    clauses = split_clauses(game, markup)
    game = str(game)
    if _engine_type(game, card_type) not in _engine_types(game):
        compiled = CardCompilation()
        reason = f"the engine has no {game} card type '{card_type}'"
        compiled.clauses = {c.id: ClauseResult(False, reason=reason) for c in clauses}
        return compiled
    compiled = compile_card(game, card_type, [(c.id, c.kind, c.text) for c in clauses], title=title)
    keywords = ENGINE_KEYWORDS.get(str(game), {})
    reminders = ENGINE_KEYWORD_REMINDERS.get(str(game), {})
    for clause in clauses:
        if clause.keyword and _names_engine_keyword(clause, keywords, reminders):
            compiled.clauses[clause.id] = ClauseResult(True, family="engine keyword rule")
    return compiled


def _engine_type(game: str, card_type: str) -> str:
    lowered = card_type.lower()
    return ENGINE_TYPES.get(game, {}).get(lowered, lowered)


@cache
def _engine_types(game: str) -> frozenset[str]:
    from rulings.engine.loader import load_games

    return frozenset(load_games()[game].card_types)


def card_text_of_record(record) -> CardText:
    """A ``cards.importers.records.CardRecord`` as a ``CardText``."""
    return CardText(
        str(record.game),
        record.key,
        record.card_type,
        record.text,
        record.title,
        tuple(record.formats),
        tuple(dict.fromkeys(p.set_slug for p in record.printings)),
    )


@dataclass
class Tally:
    cards: int = 0
    full: int = 0
    clauses: int = 0
    played: int = 0

    def add(self, compiled: CardCompilation) -> None:
        self.cards += 1
        self.full += compiled.full
        self.clauses += len(compiled.clauses)
        self.played += len(compiled.played)

    def as_dict(self) -> dict:
        return {"cards": self.cards, "full": self.full, "clauses": self.clauses, "played": self.played}


@dataclass
class Coverage:
    groups: dict[tuple[str, str], Tally] = field(default_factory=dict)  # (game, format) -> tally
    by_type: dict[tuple[str, str], Tally] = field(default_factory=dict)
    by_set: dict[tuple[str, str], Tally] = field(default_factory=dict)
    families: Counter = field(default_factory=Counter)  # (game, family) -> clauses played
    shapes: Counter = field(default_factory=Counter)  # (game, shape) -> clauses not understood
    version: str = COMPILER_VERSION

    def as_dict(self) -> dict:
        result: dict = {}
        for (game, name), tally in sorted(self.groups.items()):
            result.setdefault(game, {})[name] = tally.as_dict()
        return result


def coverage(cards: Iterable[CardText]) -> Coverage:
    """Cards with text compiled, counted by game and format (L5R: celestial and all), type and set."""
    report = Coverage()
    for card in cards:
        if not card.text.strip():
            continue
        compiled = compile_text(card.game, card.card_type, card.text, card.title)
        if not compiled.clauses:
            continue
        groups = [(card.game, "all")] + ([(card.game, "celestial")] if card.celestial else [])
        for key in groups:
            report.groups.setdefault(key, Tally()).add(compiled)
        report.by_type.setdefault((card.game, card.card_type or "-"), Tally()).add(compiled)
        for slug in card.sets:
            report.by_set.setdefault((card.game, slug), Tally()).add(compiled)
        _count_clauses(report, card, compiled)
    return report


def _count_clauses(report: Coverage, card: CardText, compiled: CardCompilation) -> None:
    texts = {clause.id: clause.text for clause in split_clauses(card.game, card.text)}
    for clause_id, result in compiled.clauses.items():
        if result.played:
            report.families[(card.game, result.family)] += 1
        else:
            report.shapes[(card.game, shape(texts.get(clause_id, "")))] += 1


def shape(text: str) -> str:
    """A clause's wording with its numbers folded ("+2F" -> "NF"), to count alike clauses."""
    folded = re.sub(r"[+-]?\d+", "N", text.strip())
    return re.sub(r"\s+", " ", folded)


def with_compiled_fields(definition: dict, fields: dict) -> dict:
    """A card's printed definition with what its compiled text adds (the stats it names merged)."""
    definition = dict(definition)
    for name, value in fields.items():
        if name == "stats":
            definition["stats"] = {**definition.get("stats", {}), **value}
        else:
            definition[name] = copy.deepcopy(value)
    return definition


def current_compilation(card) -> dict:
    """A stored card's compilation as ``Card.compiled_text`` holds it, by the running compiler and of its
    text as it is: the stored one when it is (the import stores it), else compiled now (a card stored by an
    older compiler, or before compilations were stored), so that what a question plays and what its answer
    says it ignores never come from two compilers."""
    stored = getattr(card, "compiled_text", None) or {}
    return stored if compilation_is_current(card) else stored_compilation(card)


def compilation_is_current(card) -> bool:
    """Whether a stored card's stored compilation is the running compiler's, of its text as it is."""
    stored = getattr(card, "compiled_text", None) or {}
    return stored.get("version") == COMPILER_VERSION and stored.get("text_hash") == _text_hash(card)


def compiler_version() -> str:
    """The running compiler's version (read at call time: a stored answer's key names it)."""
    return COMPILER_VERSION


def stored_compilation(card) -> dict:
    """What the import stores of a card's compiled text (``Card.compiled_text``)."""
    compiled = compile_text(card.game, card.card_type, card.text, card.title)
    return {
        "version": COMPILER_VERSION,
        "text_hash": _text_hash(card),
        "fields": compiled.fields,
        "clauses": compiled.clause_map(),
    }


def _text_hash(card) -> str:
    return hashlib.sha256(f"{card.card_type}\n{card.title}\n{card.text}".encode()).hexdigest()


def compiled_texts_refresh() -> int:
    """Compile again each card whose stored compilation is missing, of another compiler version or of other
    text (the import calls it, so a changed compiler recompiles on the next import). How many it compiled."""
    from .models import Card

    changed = []
    fields = ("pk", "game", "card_type", "title", "text", "compiled_text")
    for card in Card.objects.only(*fields).iterator(chunk_size=2000):
        if compilation_is_current(card):
            continue
        card.compiled_text = stored_compilation(card)
        changed.append(card)
    Card.objects.bulk_update(changed, ["compiled_text"], batch_size=500)
    return len(changed)
