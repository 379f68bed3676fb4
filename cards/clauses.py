"""A card's printed text as clauses, and how much of it the rules engine plays (its engine status).

Clauses, in printed order: abilities get the ids ``a1``, ``a2``, ... and traits ``t1``, ``t2``, ... (the ids
the scenario language and the hand-written effect scripts use). L5R text is cut on its structure: a line
(``<br>``) of keyword reminder text ("(Shugenja may attach and cast Spells.)") is a keyword trait; an ability
starts at a bold designator ending with a colon ("<b>Battle:</b>", "<b>Limited, :bow::</b>") or at a line
opening with a timing word or a cost ("Open: ...", ":bow:: Produce 2 Gold.") and runs to the next one; other
text is traits, one per sentence. A quoted ability ('the ability, "<b>Battle:</b> ..."') stays inside the
clause that grants it. Naruto text is one clause per effect line: a continuous line ("[⧗]") is a trait, any
other an ability.

A clause is played when the card's effect script declares it in ``plays`` (or names it in ``partly``, saying
what it leaves out), or, for a card without a script, when its compiled text plays it (``cards.compiled``: the
clause map of ``Card.compiled_text``; a hand-written script wins over the compiled one for the whole card), or
when it is the reminder text of a keyword whose rule the engine applies (``ENGINE_KEYWORDS``). Each clause
says what plays it (``played_by``: ``script``, ``compiled`` or ``keyword rule``) and, compiled, by which
family of text, or why the compiler does not play it (``reason``). Status: ``full`` (every clause played, or
no text), ``partial`` (some played, at least partly), ``none``.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from .markup import plain_text

FULL, PARTIAL, NONE = "full", "partial", "none"
STATUSES = (FULL, PARTIAL, NONE)
ABILITY, TRAIT = "ability", "trait"
BY_SCRIPT, BY_COMPILED, BY_KEYWORD_RULE = "script", "compiled", "keyword rule"  # what plays a clause

# Keywords whose rule the engine applies wherever the keyword is (not through a card's script): their rule id.
ENGINE_KEYWORDS: dict[str, dict[str, str]] = {
    "l5r": {
        "Shugenja": "l5r.glossary.shugenja-spells",
        "Singular": "l5r.singular",
        "Dishonorable": "l5r.stats.dishonorable",
        "Experienced": "l5r.keywords.experienced",
    },
}
# --- L5R statics and keywords (compiler version 7) ---
# Keywords whose rule the engine applies as their printed reminder text states it (the corpus is silent on
# them; the Desk's rule cites the reminder): a reminder sentence of theirs is played only in exactly this
# wording, since another printing's reminder may state another rule for the same keyword. Sentence ->
# (keyword, rule id).
ENGINE_KEYWORD_REMINDERS: dict[str, dict[str, tuple[str, str]]] = {
    "l5r": {
        "Duelists win tied duels versus non-Duelists.": ("Duelist", "l5r.desk.duelist"),
        "A Personality can only have one Armor.": ("Armor", "l5r.desk.one-armor"),
        "Draw a card after your Expendable card is destroyed.": ("Expendable", "l5r.desk.expendable"),
        "Draw a card after your Expendable card dies.": ("Expendable", "l5r.desk.expendable"),
        "Each other player may draw a card after an Overconfident card enters or leaves play.": (
            "Overconfident",
            "l5r.desk.overconfident",
        ),
    },
}
# --- end of L5R statics and keywords ---

_LINES = re.compile(r"<br\s*/?>|\n", re.IGNORECASE)
_BOLD = re.compile(r"<b>([^<]*)</b>(\s*:)?", re.IGNORECASE)
_TIMING = re.compile(
    r"^(?:[A-Z][\w'-]*\s+){0,3}(?:Battle|Open|Reaction|Limited|Interrupt|Engage|Response|Dynasty|Lobby)"
    r"(?:/\w+)?(?:,[^:.]{1,30})?:"
    r"|^:[a-z0-9]+::",  # a cost icon opening the line: ":bow:: Produce 2 Gold."
)
_TAGS = re.compile(r"<[^>]*>")
_CONTINUOUS = "[⧗]"


@dataclass(frozen=True)
class Clause:
    id: str
    kind: str  # ability | trait
    markup: str  # as the source marks it up (render with cards.markup)
    text: str  # plain text
    keyword: bool = False  # keyword reminder text
    played: bool = False  # fully played by the engine
    missing: str = ""  # when partly played: what the engine leaves out
    played_by: str = ""  # script | compiled | keyword rule (partly played: script); "" when not played
    family: str = ""  # compiled: the family of card text that plays it ("produce gold")
    reason: str = ""  # compiled, not played: why the compiler does not play it

    @property
    def partly(self) -> bool:
        return not self.played and bool(self.missing)

    def to_dict(self) -> dict:
        return dict(vars(self))  # its fields are all plain values (asdict's deep copy is 10 times slower)


def split_clauses(game: str, markup: str) -> list[Clause]:
    """The clauses of a card's text (source markup), with their ids, none marked played yet."""
    pieces: list[tuple[str, str, bool]] = []  # (kind, markup, keyword)
    for line in _LINES.split(markup or ""):
        if not plain_text(line):
            continue
        if game == "naruto":
            pieces.append((TRAIT if _CONTINUOUS in line else ABILITY, line.strip(), False))
        else:
            pieces += _line_pieces(line.strip())
    counters = {ABILITY: 0, TRAIT: 0}
    clauses = []
    for kind, piece, keyword in pieces:
        counters[kind] += 1
        clause_id = f"{kind[0]}{counters[kind]}"
        clauses.append(Clause(clause_id, kind, piece, " ".join(plain_text(piece).split()), keyword))
    return clauses


def _line_pieces(line: str) -> list[tuple[str, str, bool]]:
    plain = plain_text(line)
    if (plain.startswith("(") and plain.endswith(")")) or _is_keyword_line(line):
        return [(TRAIT, line, True)]
    starts = [0] if _TIMING.match(_TAGS.sub("", line)) else []
    starts += [
        match.start()
        for match in _BOLD.finditer(line)
        if _designator(line, match) and not _in_quotes(line[: match.start()])
    ]
    starts = sorted(set(starts))
    if not starts:
        return [(TRAIT, sentence, False) for sentence in _sentences(line)]
    pieces = [(TRAIT, s, False) for s in _sentences(line[: starts[0]])]
    for begin, end in zip(starts, [*starts[1:], len(line)], strict=True):
        pieces.append((ABILITY, line[begin:end].strip(), False))
    return pieces


def _designator(line: str, match: re.Match) -> bool:
    """A bold run ending with a colon ("<b>Battle:</b>", "<b>Reaction</b>:"), outside reminder text."""
    inside_italic = line[: match.start()].lower().count("<i>") > line[: match.start()].lower().count("</i>")
    return not inside_italic and (match.group(1).rstrip().endswith(":") or bool(match.group(2)))


def _in_quotes(markup: str) -> bool:
    """Whether the text after ``markup`` is inside a quotation: a granted ability ('gains the ability,
    "<b>Battle:</b> ..."') belongs to the clause that grants it."""
    text = _TAGS.sub("", markup)
    return text.count('"') % 2 == 1 or text.count("\u201c") > text.count("\u201d")


def _is_keyword_line(line: str) -> bool:
    """ "<b>Flight</b>" or "<b>Flight</b> <i>(reminder)</i>": a bold keyword alone on its line."""
    match = re.fullmatch(r"\s*<b>([^<:]+)</b>\s*(<i>\s*\(.*\)\s*</i>)?\s*", line, re.IGNORECASE | re.DOTALL)
    return match is not None


def _sentences(markup: str) -> list[str]:
    """Trait text cut into sentences (not inside parentheses or quotes); a parenthesised sentence stays with
    the one before it."""
    sentences, start, depth = [], 0, 0
    for index, char in enumerate(markup):
        depth += (char == "(") - (char == ")")
        ends = char in ".!?" or (char in '"\u201d' and markup[index - 1 : index] in (".", "!", "?"))
        if ends and depth <= 0 and not _in_quotes(markup[start : index + 1]):
            rest = _TAGS.sub("", markup[index + 1 :]).lstrip()
            if rest and not markup[index + 1 : index + 2].strip() and rest[0].isupper():
                sentences.append(markup[start : index + 1])
                start = index + 1
    sentences.append(markup[start:])
    merged: list[str] = []
    for sentence in (s.strip() for s in sentences):
        if not plain_text(sentence):
            continue
        if merged and plain_text(sentence).startswith("("):
            merged[-1] = f"{merged[-1]} {sentence}"
        else:
            merged.append(sentence)
    return merged


@dataclass(frozen=True)
class EngineStatus:
    status: str
    clauses: list[Clause]

    def clause_dicts(self) -> list[dict]:
        return [clause.to_dict() for clause in self.clauses]


def engine_status(
    *,
    game: str,
    markup: str,
    plays: Collection[str] = (),
    partly: dict[str, str] | None = None,
    compiled: Mapping[str, Mapping] | None = None,
) -> EngineStatus:
    """The card's clauses marked played as its script declares (``plays``, ``partly``: id -> what is left
    out), or as its compiled text plays them (``compiled``: the clause map of a card without a script), and as
    the engine's keyword rules apply, and the card's status."""
    engine_keywords = ENGINE_KEYWORDS.get(game, {})
    reminders = ENGINE_KEYWORD_REMINDERS.get(game, {})
    marked = []
    for clause in split_clauses(game, markup):
        fields = {**clause.to_dict(), "played": False, "missing": ""}
        if clause.keyword and _names_engine_keyword(clause, engine_keywords, reminders):
            fields.update(played=True, played_by=BY_KEYWORD_RULE)
        elif compiled is not None:
            fields.update(_compiled_fields(compiled.get(clause.id)))
        elif clause.id in plays:
            fields.update(played=True, played_by=BY_SCRIPT)
        elif (partly or {}).get(clause.id):
            fields.update(missing=(partly or {})[clause.id], played_by=BY_SCRIPT)
        marked.append(Clause(**fields))
    return EngineStatus(_status(marked), marked)


def _compiled_fields(entry: Mapping | None) -> dict:
    if entry is None:
        return {"reason": "the compiler did not read this clause"}
    if entry.get("played"):
        return {"played": True, "played_by": BY_COMPILED, "family": str(entry.get("family", ""))}
    return {"reason": str(entry.get("reason", ""))}


def _names_engine_keyword(
    clause: Clause, engine_keywords: dict[str, str], reminders: Collection[str] = ()
) -> bool:
    """Keyword reminder text is played when each of its sentences explains a keyword whose rule the engine
    applies ("(Shugenja may attach and cast Spells.)"; not "(A Conqueror's unit ... Shugenja may ...)"), or
    is exactly a reminder sentence whose rule the engine applies (``ENGINE_KEYWORD_REMINDERS``)."""
    sentences = re.split(r"(?<=[.!?])\s+", clause.text.strip().strip("()"))
    return all(
        sentence in reminders
        or any(keyword in re.findall(r"[\w'-]+", sentence) for keyword in engine_keywords)
        for sentence in sentences
    )


def _status(clauses: list[Clause]) -> str:
    return status_of([clause.to_dict() for clause in clauses])


def status_of(clauses: Collection[Mapping]) -> str:
    """A card's status from its clauses (as ``Clause.to_dict`` gives them, or as stored)."""
    if all(clause["played"] for clause in clauses):
        return FULL
    if any(clause["played"] or clause.get("missing") for clause in clauses):
        return PARTIAL
    return NONE


def check_plays(clauses: list[Clause], plays: list[str], partly: dict[str, str]) -> list[str]:
    """Problems with a script's declaration: ids that are not clauses of the card, an id both played and
    partly played, a partly played clause without words for what is left out."""
    ids = {clause.id for clause in clauses}
    problems = [
        f"'{clause_id}' is not a clause of the card"
        for clause_id in [*plays, *partly]
        if clause_id not in ids
    ]
    problems += [f"'{clause_id}' is both in plays and in partly" for clause_id in set(plays) & set(partly)]
    problems += [
        f"partly: '{clause_id}' does not say what is left out"
        for clause_id, words in partly.items()
        if not str(words).strip()
    ]
    return problems
