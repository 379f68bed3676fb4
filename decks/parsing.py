"""Decklists in and out: plain text, Egg of P'an Ku ``.l5d`` and JSON.

Reading (``decklist_parse``) keeps every line: cards matched (with how sure), headers, comments, and lines
that match nothing or several cards, with their line numbers and closest candidates. A list without section
headers takes each card's section from its data. Writing (``entries_export``, ``deck_export``) produces text
that reads back to the same deck: import(export(deck)) == deck in every syntax.

Text and ``.l5d`` share one line reader: ``N Title``, ``Nx Title``, ``xN Title``, ``Title xN``, ``Title``
(one copy), multi-digit counts, Experienced suffixes (``Title - exp2``), a trailing ``(1)``, and headers
(``# Dynasty (40)``, ``Fate:``, ``Dynasty (40)``, sub-headers such as ``# Personalities (20)`` that keep the
current section). A title several cards share may carry the Desk's key in brackets (``Title [key]``); exports
add it only when the title alone would read back as another card.

The work a list costs is bounded, since anyone may paste one: at most MAX_LINES lines of MAX_LINE_CHARS
characters each (a longer card line is reported, by its number, and not looked up), and close spellings are
sought for MATCH_SECONDS per list at most; lines after that are looked up as written only, and say so.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field

from config.jsonguard import JSONLimitError, json_text_load

from .facts import CardFacts, Entry, entries_merge
from .formats import rules_for
from .matching import TitleIndex, title_index_for

SYNTAXES = ("auto", "text", "l5d", "json")
EXPORT_SYNTAXES = (("text", "Plain text"), ("l5d", "Egg of P'an Ku (.l5d)"), ("json", "JSON"))
EXPORT_SYNTAX_KEYS = tuple(key for key, _ in EXPORT_SYNTAXES)
EXPORT_CONTENT_TYPES = {"text": "text/plain", "l5d": "text/plain", "json": "application/json"}
EXPORT_SUFFIXES = {"text": "txt", "l5d": "l5d", "json": "json"}
MAX_CHARS = 100_000
MAX_BYTES = MAX_CHARS * 4  # the most UTF-8 bytes MAX_CHARS characters can take
MAX_LINES = 2_000
MAX_QUANTITY = 99
MAX_LINE_CHARS = 200  # the longest title with its version is 75 characters
MATCH_SECONDS = 1.0  # time spent seeking close spellings, per list (a normal list needs milliseconds)
NO_CARD = "no card has this title"
OUT_OF_TIME = (
    f"close spellings were not sought: they are sought for {MATCH_SECONDS:g} s per list and the time ran out "
    "before this line; correct the lines above or split the list"
)

_HEADER = re.compile(
    r"^(?P<hash>#+)?\s*(?P<word>[A-Za-z][A-Za-z -]*?)\s*(?:\((?P<count>\d+)\))?\s*(?P<colon>:)?$"
)
_CARD = re.compile(
    r"^(?:(?P<n1>\d+)\s*[xX\u00d7]?\s+|[xX\u00d7]\s*(?P<n2>\d+)\s+)?(?P<title>.+?)(?:\s+[xX\u00d7]\s*(?P<n3>\d+))?$"
)
_TRAILING_COUNT = re.compile(r"\s*\(\d+\)\s*$")


class ParseError(ValueError):
    """The input cannot be read at all (bad JSON, too long, not text). ``field`` names what."""

    def __init__(self, message: str, field: str = "text"):
        super().__init__(message)
        self.message = message
        self.field = field


def decklist_decode(data: bytes | str) -> str:
    """Uploaded or pasted bytes -> the list's text, or ParseError (size, lines, non-UTF-8, binary)."""
    if isinstance(data, bytes | bytearray) and len(data) > MAX_BYTES:
        raise ParseError(f"The list is {len(data):,} bytes; at most {MAX_BYTES:,} are read.")
    if isinstance(data, bytearray):
        data = bytes(data)
    if isinstance(data, bytes) and data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    return check_text(data)


@dataclass
class ParsedLine:
    line: int
    text: str
    kind: str  # card | header | comment | unmatched | ambiguous | invalid
    quantity: int = 0
    section: str = ""
    key: str = ""
    title: str = ""
    version: str = ""
    how: str = ""
    confidence: float = 0.0
    candidates: list[dict] = field(default_factory=list)
    reason: str = ""

    @property
    def out_of_time(self) -> bool:
        """True when the line was looked up as written only: the list's time for close spellings ran out."""
        return self.reason == OUT_OF_TIME


@dataclass
class ParseResult:
    game: str
    syntax: str
    lines: list[ParsedLine]
    name: str = ""
    format_key: str = ""
    out_of_time_at: int = 0  # the first line (or JSON item) that close spellings were not sought for

    @property
    def entries(self) -> list[Entry]:
        """Matched cards merged by (card, section), in first-seen order."""
        cards = (line for line in self.lines if line.kind == "card")
        return entries_merge(Entry(line.key, line.quantity, line.section) for line in cards)

    @property
    def unmatched(self) -> list[ParsedLine]:
        return [line for line in self.lines if line.kind in ("unmatched", "ambiguous", "invalid")]

    def cards_as_dicts(self) -> list[dict]:
        return [
            {
                "line": line.line,
                "title": line.title,
                "version": line.version,
                "key": line.key,
                "quantity": line.quantity,
                "section": line.section,
                "match": line.how,
                "confidence": line.confidence,
            }
            for line in self.lines
            if line.kind == "card"
        ]

    def unmatched_as_dicts(self) -> list[dict]:
        return [
            {
                "line": line.line,
                "text": line.text,
                "reason": line.reason,
                "quantity": line.quantity,
                "section": line.section,
                "candidates": line.candidates,
            }
            for line in self.unmatched
        ]


# --- reading --------------------------------------------------------------------------------------------


def detect_syntax(text: str) -> str:
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")):
        return "json"
    if re.search(r"^#\s*(?:Stronghold|Dynasty|Fate)\b", text, re.MULTILINE | re.IGNORECASE):
        return "l5d"
    return "text"


def check_text(text: object) -> str:
    """The text as given if it is readable: a str, not too long, no NUL or other binary control bytes."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ParseError(f"The list is not UTF-8 text (byte {exc.start} cannot be read).") from exc
    if not isinstance(text, str):
        raise ParseError(f"The list must be text, not {type(text).__name__}.")
    if len(text) > MAX_CHARS:
        raise ParseError(f"The list has {len(text):,} characters; at most {MAX_CHARS:,} are read.")
    lines = text.count("\n") + 1
    if lines > MAX_LINES:
        raise ParseError(
            f"The list has {lines:,} lines; at most {MAX_LINES:,} are read. Line {MAX_LINES + 1:,} and those "
            "after it are too many: split the list."
        )
    if re.search(r"[\x00-\x08\x0e-\x1f\x7f]", text):
        raise ParseError("The list contains binary data (control characters), not a decklist.")
    return text


def decklist_parse(
    *,
    game: str,
    text: str,
    syntax: str = "auto",
    format_key: str = "",
    index: TitleIndex | None = None,
    facts: dict[str, CardFacts] | None = None,
    budget: float = MATCH_SECONDS,
) -> ParseResult:
    """Read a list. ``format_key`` breaks ties between cards sharing a title (the one legal in it);
    ``index`` (a TitleIndex of the game) may be given to reuse it across lists; ``budget``: the seconds
    spent seeking close spellings, after which lines are looked up as written only."""
    text = check_text(text)
    if syntax not in SYNTAXES:
        raise ParseError(f"Unknown syntax '{syntax}'; use one of {', '.join(SYNTAXES)}.", "syntax")
    if rules_for(game) is None:
        raise ParseError(f"Unknown game '{game}'.", "game")
    if index is None:
        index = TitleIndex(facts) if facts is not None else title_index_for(game)
    if syntax == "auto":
        syntax = detect_syntax(text)
    legality = _legality(game, format_key)
    clock = _Clock(budget)
    if syntax == "json":
        parsed = _parse_json(game, text, index, legality, clock)
    else:
        parsed = _parse_lines(game, text, syntax, index, legality, clock)
    parsed.out_of_time_at = clock.ran_out_at
    return parsed


class _Clock:
    """The time left for seeking close spellings in one list; remembers the first line it refused."""

    def __init__(self, budget: float):
        self.deadline = time.monotonic() + budget
        self.ran_out_at = 0

    def allows_fuzzy(self, line: int) -> bool:
        if self.ran_out_at:
            return False
        if time.monotonic() < self.deadline:
            return True
        self.ran_out_at = line
        return False


def _legality(game: str, format_key: str) -> str:
    if not format_key:
        return ""
    from .formats import format_get

    fmt = format_get(game=game, key=format_key)
    return fmt.legality if fmt else ""


def _parse_lines(
    game: str, text: str, syntax: str, index: TitleIndex, legality: str, clock: _Clock
) -> ParseResult:
    rules = rules_for(game)
    headers = rules.header_words
    section: str | None = None
    parsed: list[ParsedLine] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if len(line) > MAX_LINE_CHARS:
            parsed.append(_too_long(number, raw, line, section))
            continue
        header = _HEADER.match(line)
        if header and header.group("word").casefold() in headers:
            target = headers[header.group("word").casefold()]
            if target is not None:
                section = target
            parsed.append(ParsedLine(number, raw, "header", section=section or ""))
            continue
        if line.startswith(("#", "//")):
            parsed.append(ParsedLine(number, raw, "comment"))
            continue
        parsed.append(_card_line(number, raw, line, section, game, rules, index, legality, clock))
    return ParseResult(game, syntax, parsed)


def _too_long(number: int, raw: str, line: str, section: str | None) -> ParsedLine:
    """A line longer than any card line: a comment is skipped, anything else reported, never looked up."""
    if line.startswith(("#", "//")):
        return ParsedLine(number, raw, "comment")
    reason = f"the line is {len(line):,} characters long; a card line has at most {MAX_LINE_CHARS}"
    return ParsedLine(number, raw[:MAX_LINE_CHARS] + "…", "invalid", section=section or "", reason=reason)


def _card_line(
    number: int,
    raw: str,
    line: str,
    section: str | None,
    game,
    rules,
    index,
    legality: str = "",
    clock: _Clock | None = None,
) -> ParsedLine:
    """A card line: the card its title names as written, else by a close spelling (while the clock allows)."""
    attempts = _attempts(line)
    hint = _hints(rules, section, legality)
    first_miss = None
    for fuzzy in (False, True):  # a close spelling only when no attempt matches as written
        if fuzzy and clock is not None and not clock.allows_fuzzy(number):
            match, quantity = first_miss
            if match.status != "ambiguous":
                return ParsedLine(
                    number, raw, "unmatched", quantity=quantity, section=section or "", reason=OUT_OF_TIME
                )
            break
        found, first_miss = _try_attempts(attempts, index, hint, fuzzy, first_miss)
        if found is not None:
            return _found_line(number, raw, section, rules, index, *found)
    match, quantity = first_miss
    return _missed_line(number, raw, quantity, section, match, NO_CARD)


def _attempts(line: str) -> list[tuple[int, str]]:
    """(quantity, title) readings of a card line, most likely first: "3x Ambush" is three Ambush, but
    "10 Koku" may be a title too; each with and without a trailing "(1)"."""
    m = _CARD.match(line)
    quantity_text = (m.group("n1") or m.group("n2") or m.group("n3")) if m else None
    readings = [(int(quantity_text), m.group("title"))] if m and quantity_text else []
    readings.append((1, line))
    return [
        (quantity, candidate)
        for quantity, title in readings
        for candidate in dict.fromkeys((_TRAILING_COUNT.sub("", title), title))
        if candidate
    ]


def _try_attempts(attempts, index, hint: dict, fuzzy: bool, first_miss):
    """(the (match, quantity) of the first attempt that names one card, or None; the miss to report)."""
    for quantity, candidate in attempts:
        if fuzzy and first_miss and first_miss[0].status == "ambiguous":
            continue
        match = index.match(candidate, fuzzy=fuzzy, **hint)
        if match.status == "matched":
            return (match, quantity), first_miss
        if _better_miss(match, first_miss, fuzzy):
            first_miss = (match, quantity)
    return None, first_miss


def _better_miss(match, first_miss, fuzzy: bool) -> bool:
    """Whether a miss says more than the one kept: the first, an ambiguity, a close spelling's candidates."""
    if first_miss is None:
        return True
    kept = first_miss[0]
    if match.status == "ambiguous" and kept.status != "ambiguous":
        return True
    return fuzzy and kept.status != "ambiguous" and not kept.candidates


def _found_line(number: int, raw: str, section: str | None, rules, index, match, quantity: int) -> ParsedLine:
    card = index.facts[match.key]
    if quantity > MAX_QUANTITY:
        return ParsedLine(
            number,
            raw,
            "invalid",
            quantity=quantity,
            section=section or "",
            reason=f"{quantity} copies is more than the {MAX_QUANTITY} a line may hold",
        )
    return _matched_line(number, raw, quantity, section or rules.default_section(card), card, match)


def _hints(rules, section: str | None, legality: str = "") -> dict:
    hints: dict = {"legality": legality} if legality else {}
    found = rules.section(section) if rules is not None and section else None
    if found is not None:
        hints.update(deck_hint=found.deck_tags, types_hint=found.card_types)
    return hints


def _parse_json(game: str, text: str, index: TitleIndex, legality: str, clock: _Clock) -> ParseResult:
    meta, items = _json_cards(game, text)
    reader = _JsonReader(rules_for(game), index, legality, clock)
    parsed = [reader.line(number, item) for number, item in enumerate(items, start=1)]
    name = meta.get("name") if isinstance(meta.get("name"), str) else ""
    fmt = meta.get("format") if isinstance(meta.get("format"), str) else ""
    return ParseResult(game, "json", parsed, name=name[:200], format_key=fmt[:120])


def _json_cards(game: str, text: str) -> tuple[dict, list]:
    """(the list's fields, its cards) of a JSON list, or ParseError saying why it cannot be read."""
    try:
        data = json_text_load(text)  # deep nesting, huge numbers, lone surrogates: refused, not a 500
    except JSONLimitError as exc:
        raise ParseError(f"The JSON list cannot be read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise ParseError(
            f"The JSON list cannot be read: {exc.msg} at line {exc.lineno}, column {exc.colno}."
        ) from exc
    meta, items = (data, data.get("cards")) if isinstance(data, dict) else ({}, data)
    if not isinstance(items, list):
        raise ParseError('The JSON list needs "cards": a list of {"key" or "title", "quantity", "section"}.')
    if len(items) > MAX_LINES:
        raise ParseError(
            f"The JSON list has {len(items):,} cards; at most {MAX_LINES:,} are read. "
            f"Card {MAX_LINES + 1:,} and those after it are too many: split the list."
        )
    if meta.get("game") not in (None, game):
        raise ParseError(f"The JSON list is for the game '{meta.get('game')}', not '{game}'.", "game")
    return meta, items


@dataclass
class _JsonReader:
    """Reads the items of a JSON list, one ``ParsedLine`` each: by key, else by title (and version)."""

    rules: object
    index: TitleIndex
    legality: str
    clock: _Clock

    def line(self, number: int, item) -> ParsedLine:
        raw = json.dumps(item, ensure_ascii=False)[:300]
        if not isinstance(item, dict):
            return ParsedLine(number, raw, "invalid", reason="not an object")
        quantity, section = item.get("quantity", 1), item.get("section") or None
        invalid = self.invalid(number, raw, quantity, section)
        if invalid is not None:
            return invalid
        hints = _hints(self.rules, section, self.legality)
        key = item.get("key")
        if isinstance(key, str) and key not in self.index.facts and len(key) <= MAX_LINE_CHARS:
            key = _printing_key(self.index, key, hints)
        if isinstance(key, str) and key in self.index.facts:
            return self.by_key(number, raw, quantity, section, key)
        return self.by_title(number, raw, item, quantity, section, hints, key)

    def invalid(self, number: int, raw: str, quantity, section) -> ParsedLine | None:
        """The item's quantity or section when it cannot be one; None when both can."""
        if not isinstance(quantity, int) or isinstance(quantity, bool) or not 1 <= quantity <= MAX_QUANTITY:
            reason = f"quantity must be a whole number from 1 to {MAX_QUANTITY}"
            return ParsedLine(number, raw, "invalid", reason=reason)
        sections = sorted(s.key for s in self.rules.sections)
        if section is not None and (not isinstance(section, str) or section not in sections):
            reason = f"section must be one of {', '.join(sections)}"
            return ParsedLine(number, raw, "invalid", quantity=quantity, reason=reason)
        return None

    def by_key(self, number: int, raw: str, quantity: int, section: str | None, key: str) -> ParsedLine:
        card = self.index.facts[key]
        return ParsedLine(
            number,
            raw,
            "card",
            quantity=quantity,
            section=section or self.rules.default_section(card),
            key=key,
            title=card.title,
            version=card.version,
            how="key",
            confidence=1.0,
        )

    def by_title(self, number: int, raw: str, item: dict, quantity: int, section, hints, key) -> ParsedLine:
        title = item.get("title")
        if not isinstance(title, str) or not title.strip():
            reason = "no card has this key" if key else "no key or title"
            return ParsedLine(
                number, raw, "unmatched", quantity=quantity, section=section or "", reason=reason
            )
        version = item.get("version") if isinstance(item.get("version"), str) else ""
        ref = f"{title} • {version}" if version else title
        if len(ref) > MAX_LINE_CHARS:
            reason = f"the title is {len(ref):,} characters long; a card's title has at most {MAX_LINE_CHARS}"
            return ParsedLine(number, raw, "invalid", quantity=quantity, reason=reason)
        return self.match_title(number, raw, ref, quantity, section, hints)

    def match_title(self, number: int, raw: str, ref: str, quantity: int, section, hints) -> ParsedLine:
        """The card a title names as written, else by a close spelling while the list's clock allows."""
        match = self.index.match(ref, fuzzy=False, **hints)
        out_of_time = False
        if match.status == "unmatched":
            out_of_time = not self.clock.allows_fuzzy(number)
            match = match if out_of_time else self.index.match(ref, **hints)
        if match.status == "matched":
            card = self.index.facts[match.key]
            return _matched_line(
                number, raw, quantity, section or self.rules.default_section(card), card, match
            )
        return _missed_line(number, raw, quantity, section, match, OUT_OF_TIME if out_of_time else NO_CARD)


def _printing_key(index: TitleIndex, key: str, hints: dict) -> str:
    """A JSON key that is a printing's id rather than a card's ("KS-108-RA"): the card it names, if one."""
    numbered = index.by_printing_number(key, **hints)
    return numbered.key if numbered is not None and numbered.status == "matched" else key


# --- writing --------------------------------------------------------------------------------------------

_L5D_GROUPS = (  # sub-headers of an .l5d file, by card type, in the order the Egg writes them
    ("Personalities", ("Personality",)),
    ("Holdings", ("Holding",)),
    ("Regions", ("Region",)),
    ("Events", ("Event",)),
    ("Celestials", ("Celestial",)),
    ("Strategies", ("Strategy",)),
    ("Followers", ("Follower",)),
    ("Items", ("Item",)),
    ("Spells", ("Spell",)),
    ("Rings", ("Ring",)),
    ("Ancestors", ("Ancestor",)),
)


def _l5d_version(version: str) -> str:
    """'Experienced 2' -> 'exp2', 'Experienced' -> 'exp', 'ExperiencedKYD' -> 'expKYD'; others as they are."""
    if version.startswith("Experienced"):
        return "exp" + version[len("Experienced") :].replace(" ", "")
    return version


def _line_title(card: CardFacts, syntax: str, section: str, game: str, index: TitleIndex | None) -> str:
    if syntax == "l5d" and card.version:
        written = f"{card.title} - {_l5d_version(card.version)}"
    else:
        written = card.display_title
    if index is not None:
        match = index.match(written, **_hints(rules_for(game), section))
        if match.status != "matched" or match.key != card.key:
            written = f"{written} [{card.key}]"
    return written


def entries_export(
    *,
    game: str,
    entries: list[Entry],
    facts: dict[str, CardFacts],
    syntax: str,
    name: str = "",
    format_key: str = "",
    index: TitleIndex | None = None,
) -> str:
    """A list in ``syntax`` (text | l5d | json). ``index`` adds keys to titles that would read back wrong."""
    if syntax not in EXPORT_SYNTAX_KEYS:
        raise ParseError(
            f"Unknown export syntax '{syntax}'; use one of {', '.join(EXPORT_SYNTAX_KEYS)}.", "syntax"
        )
    rules = rules_for(game)
    if syntax not in rules.export_syntaxes:  # every game writes text and JSON: only .l5d is L5R's alone
        raise ParseError("The .l5d syntax is for L5R CCG decks.", "syntax")
    if syntax == "json":
        return _export_json(game, entries, facts, name, format_key)
    out: list[str] = [f"// {name.splitlines()[0].strip()}"] if name.strip() else []
    write = _l5d_section if syntax == "l5d" else _text_section
    for section in rules.sections:
        rows = [e for e in entries if e.section == section.key]
        if rows:
            out += write(
                section, rows, lambda e: _line_title(facts[e.key], syntax, e.section, game, index), facts
            )
    return "\n".join(out).rstrip() + "\n"


def _export_json(
    game: str, entries: list[Entry], facts: dict[str, CardFacts], name: str, format_key: str
) -> str:
    cards = [
        {
            "key": e.key,
            "title": facts[e.key].title,
            "version": facts[e.key].version,
            "quantity": e.quantity,
            "section": e.section,
        }
        for e in entries
    ]
    listed = {"game": game, "format": format_key, "name": name, "cards": cards}
    return json.dumps(listed, ensure_ascii=False, indent=2)


def _text_section(section, rows: list[Entry], title, facts) -> list[str]:
    """``Fate (40):``, a line per card, a blank line."""
    total = sum(e.quantity for e in rows)
    return [f"{section.header} ({total}):", *(f"{e.quantity}x {title(e)}" for e in rows), ""]


def _l5d_section(section, rows: list[Entry], title, facts) -> list[str]:
    """The Egg's layout: each Pre-Game card under its type; a deck under ``# Fate (40)`` and sub-headers."""
    if section.key == "pregame":
        out = []
        for e in rows:
            card_type = facts[e.key].card_type
            out.append(f"# {card_type if card_type in ('Stronghold', 'Sensei', 'Wind') else 'Pre-Game'}")
            out.append(f"{e.quantity} {title(e)}")
        return out
    out = [f"# {section.header} ({sum(e.quantity for e in rows)})"]
    placed: set[int] = set()
    for label, types in (*_L5D_GROUPS, ("Other", None)):
        group = [
            (i, e)
            for i, e in enumerate(rows)
            if i not in placed and (types is None or facts[e.key].card_type in types)
        ]
        if group:
            placed.update(i for i, _ in group)
            out.append(f"# {label} ({sum(e.quantity for _, e in group)})")
            out += [f"{e.quantity} {title(e)}" for _, e in group]
    return out


def _matched_line(number: int, raw: str, quantity: int, section: str, card, match) -> ParsedLine:
    """A line that names one card, with how sure the match is."""
    return ParsedLine(
        number,
        raw,
        "card",
        quantity=quantity,
        section=section,
        key=card.key,
        title=card.title,
        version=card.version,
        how=match.how,
        confidence=match.confidence,
        candidates=match.candidates,
    )


def _missed_line(number: int, raw: str, quantity: int, section: str | None, match, missed: str) -> ParsedLine:
    """A line that names no one card: the match's own note, several cards of that title, or `missed`."""
    reason = match.note or ("several cards have this title" if match.status == "ambiguous" else missed)
    return ParsedLine(
        number,
        raw,
        match.status,
        quantity=quantity,
        section=section or "",
        candidates=match.candidates,
        reason=reason,
    )
