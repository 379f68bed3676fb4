"""Reading a list into a deck, one way for every caller: the import page, the API's validate and its tests.

``decklist_check`` reads a list, applies the cards the user picked for lines that matched no card (or
several), merges the lines, chooses the format when none is given and validates: it saves nothing.
``decklist_save`` keeps a checked list as a new deck; ``deck_import`` does both at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from django.db import transaction

from .facts import Entry, entries_merge
from .formats import format_default, rules_for
from .models import Deck
from .parsing import ParsedLine, ParseResult, decklist_parse
from .services import DeckError, check_game_and_format, deck_create
from .validation import ValidationResult, entries_validate, facts_load


@dataclass
class DecklistCheck:
    """A list read and validated, not saved."""

    parsed: ParseResult
    picks: dict[int, Entry]  # line number -> the entry the user picked for a line that named no one card
    entries: list[Entry]  # the matched lines and the picks, merged by (card, section)
    left: list[ParsedLine]  # lines still naming no card (errors of ``result`` too)
    format_key: str
    format_defaulted: bool  # no format was given: ``format_key`` is ``decklist_format``'s
    result: ValidationResult

    @property
    def matched(self) -> int:
        """Lines that name a card: matched ones and picked ones."""
        return sum(line.kind == "card" for line in self.parsed.lines) + len(self.picks)

    def as_dict(self) -> dict:
        """The API's validate answer: {valid, problems, not_checked, counts, syntax, unmatched, cards...}."""
        answer = self.result.as_dict()
        answer["syntax"] = self.parsed.syntax
        answer["unmatched"] = self.parsed.unmatched_as_dicts()
        answer["cards"] = self.parsed.cards_as_dicts()
        return answer

    @property
    def note(self) -> str:
        """The first version's note: what was imported, and which lines were not."""
        left = self.left
        lines = ", ".join(str(x.line) for x in left[:20])
        return "Imported" + (f"; {len(left)} line(s) not matched: {lines}" if left else "")


def decklist_format(*, game: str, entries: list[Entry]) -> str:
    """The format a list gets when none is chosen: the newest one all its cards are legal in, else the
    game's newest (``formats.format_default``)."""
    cards = facts_load(game=game, keys={entry.key for entry in entries}).values() if entries else ()
    fmt = format_default(game=game, cards=cards)
    return fmt.key if fmt else ""


def decklist_check(
    *, game: str, format_key: str, text: str, syntax: str = "auto", picked: Mapping[int, str] | None = None
) -> DecklistCheck:
    """Read and validate a list without saving it. ``picked``: line number -> the key of one of that
    unmatched line's candidates (others are ignored). Without ``format_key``, the list is checked against
    ``decklist_format``'s. Unmatched lines are problems too. Raises ParseError for unreadable input."""
    parsed = decklist_parse(game=game, text=text, syntax=syntax, format_key=format_key)
    picks = _picks(parsed, picked or {}, game=game)
    entries = entries_merge([*parsed.entries, *picks.values()])
    left = [line for line in parsed.unmatched if line.line not in picks]
    chosen = format_key or decklist_format(game=game, entries=entries)
    result = entries_validate(game=game, format_key=chosen, entries=entries)
    result.add_unmatched(left)
    return DecklistCheck(parsed, picks, entries, left, chosen, not format_key, result)


def _picks(parsed: ParseResult, picked: Mapping[int, str], *, game: str) -> dict[int, Entry]:
    """The picks that name a candidate of their line, as entries in the line's section (else the card's)."""
    chosen = {
        line.line: picked[line.line]
        for line in parsed.unmatched
        if picked.get(line.line) in {candidate["key"] for candidate in line.candidates}
    }
    if not chosen:
        return {}
    facts = facts_load(game=game, keys=set(chosen.values()))
    rules = rules_for(game)
    return {
        line.line: Entry(key, max(line.quantity, 1), line.section or rules.default_section(facts[key]))
        for line in parsed.unmatched
        if (key := chosen.get(line.line)) in facts
    }


@transaction.atomic
def decklist_save(
    *,
    owner,
    check: DecklistCheck,
    name: str,
    description: str = "",
    visibility: str = Deck.Visibility.PRIVATE,
) -> Deck:
    """Keep a checked list as a new deck (the unmatched lines named in its first version's note). Raises
    DeckError when no line names a card or the deck has no name."""
    if not check.entries:
        raise DeckError("No line matched a card, so there is nothing to save.", "text")
    if not name:
        raise DeckError("Give the deck a name to save it.", "name")
    return deck_create(
        owner=owner,
        game=check.parsed.game,
        format_key=check.format_key,
        name=name,
        description=description,
        visibility=visibility,
        entries=check.entries,
        note=check.note,
    )


@transaction.atomic
def deck_import(
    *,
    owner,
    game: str,
    format_key: str,
    name: str,
    text: str,
    syntax: str = "auto",
    visibility: str = Deck.Visibility.PRIVATE,
    description: str = "",
) -> tuple[Deck, ParseResult]:
    """Read a list and save the cards it matched as a new deck; the unmatched lines are returned (and named
    in the first version's note), never silently dropped. Raises ParseError for unreadable input."""
    check_game_and_format(game, format_key)
    check = decklist_check(game=game, format_key=format_key, text=text, syntax=syntax)
    deck = deck_create(
        owner=owner,
        game=game,
        format_key=format_key,
        name=name or check.parsed.name or "Imported deck",
        description=description,
        visibility=visibility,
        entries=check.entries,
        note=check.note,
    )
    return deck, check.parsed
