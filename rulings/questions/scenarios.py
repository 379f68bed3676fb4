"""The scenario text a user submits: validated with the card database, fingerprinted, its cards named.

The fingerprint is what makes two submissions "the same question": the scenario's data in canonical JSON
(descriptive fields left out, since they never change an answer) plus the card definitions its `ref:` cards
resolved to, so an answer cached under an old card text is not reused after the card changes; and, when a
card's definition came from its compiled text (a card without a hand-written script: ``cards.definitions``),
the card-text compiler's version, so an answer is not reused across compiler versions even where the new
compiler writes the same definition.

What the answer ignores (``unplayed``: the clauses of its `ref:` cards' text that the engine does not play,
from the cards' engine status) is worked out here too and stored on the question itself, never copied with a
reused answer, so it always reflects the cards as they are at submission.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from cards.compiled import compiler_version
from cards.definitions import COMPILED, definition_source
from cards.models import Card
from cards.references import resolve_reference
from cards.services import card_definition, unplayed_clauses
from rulings.engine import MAX_SCENARIO_BYTES, Problem, Scenario, ScenarioError, parse_scenario
from rulings.engine.language.yamlsource import load_text

DESCRIPTIVE_FIELDS = ("title", "note", "source")


@dataclass
class _RecordingResolver:
    """The engine's `resolve_card`, remembering what each reference resolved to."""

    definitions: dict[str, dict | None] = field(default_factory=dict)
    cards: dict[str, Card] = field(default_factory=dict)

    def __call__(self, game: str, title: str) -> dict | None:
        if title not in self.definitions:
            card = resolve_reference(game=game, ref=title)
            self.definitions[title] = None if card is None else card_definition(card)
            if card is not None:
                self.cards[title] = card
        return self.definitions[title]

    def key(self) -> dict:
        """What of the resolved cards makes an answer: their definitions, and the compiler's version when
        one of them is compiled text."""
        compiled = any(definition_source(card) == COMPILED for card in self.cards.values())
        return {"cards": self.definitions} | ({"compiler": compiler_version()} if compiled else {})


def scenario_text_refusal(text: str) -> tuple[str, str] | None:
    """(code, message) when a submitted text is refused before it is read: over the size limit
    ("too_large") or not encodable as UTF-8, i.e. lone surrogates ("invalid"); else None."""
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError:
        return "invalid", "The scenario contains characters that are not valid Unicode (lone surrogates)."
    if size > MAX_SCENARIO_BYTES:
        return "too_large", f"The scenario is {size:,} bytes; the limit is {MAX_SCENARIO_BYTES:,} bytes."
    return None


@dataclass(frozen=True)
class CheckedScenario:
    scenario: Scenario
    fingerprint: str
    cards: dict[str, Card]  # scenario card id -> the card of the database it names
    unplayed: list[dict]  # clauses of its `ref:` cards the engine leaves out (cards.services)


def scenario_check(text: str) -> CheckedScenario:
    """Parse and validate `text` against the engine and the card database; raises ScenarioError."""
    resolver = _RecordingResolver()
    scenario = parse_scenario(text, resolve_card=resolver)
    data, _ = load_text(text)
    _check_unicode(data)
    canonical = {key: value for key, value in data.items() if key not in DESCRIPTIVE_FIELDS}
    payload = json.dumps({"scenario": canonical, **resolver.key()}, sort_keys=True, default=str)
    fingerprint = hashlib.sha256(payload.encode()).hexdigest()
    unplayed = unplayed_clauses(_referenced_cards(data, resolver.cards))
    return CheckedScenario(scenario, fingerprint, _named_cards(data, scenario.game, resolver), unplayed)


def scenario_unplayed(text: str, game: str) -> list[dict]:
    """The unplayed clauses of a stored scenario's `ref:` cards as the card database has them now (for a
    question stored before its submission recorded them)."""
    try:
        data, _ = load_text(text)
    except ScenarioError:
        return []
    refs = {ref for _, ref in _refs(data)}
    resolved = {ref: card for ref in refs if (card := resolve_reference(game=game, ref=ref)) is not None}
    return unplayed_clauses(_referenced_cards(data, resolved))


def _referenced_cards(data: dict, by_ref: dict[str, Card]) -> list[tuple[str, Card]]:
    """(scenario card id, database card) for each card the scenario names by `ref:`, in scenario order."""
    return [(card_id, by_ref[ref]) for card_id, ref in _refs(data) if ref in by_ref]


def _refs(data) -> list[tuple[str, str]]:
    cards = data.get("cards") if isinstance(data, dict) else None
    return [
        (str(card_id), card["ref"])
        for card_id, card in (cards.items() if isinstance(cards, dict) else ())
        if isinstance(card, dict) and isinstance(card.get("ref"), str)
    ]


def _check_unicode(data: dict) -> None:
    """Escapes such as "\\ud800" in JSON text read as lone surrogates, which no database or page can store."""
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ScenarioError(
            [Problem("", "the scenario holds an escape that is not a Unicode character (a lone surrogate)")]
        ) from None


def _named_cards(data: dict, game: str, resolver: _RecordingResolver) -> dict[str, Card]:
    """Scenario card id -> database card, for cards named by `ref:` (resolved) or by `title:` alone."""
    named = {}
    for card_id, card in (data.get("cards") or {}).items():
        if not isinstance(card, dict):
            continue
        ref = card.get("ref")
        if isinstance(ref, str) and ref in resolver.cards:
            named[str(card_id)] = resolver.cards[ref]
        elif isinstance(card.get("title"), str) and card["title"].strip():
            found = resolve_reference(game=game, ref=card["title"])
            if found is not None:
                named[str(card_id)] = found
    return named
