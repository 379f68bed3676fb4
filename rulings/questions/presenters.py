"""A stored engine result, as a player reads it: answers in words, their explanations, the trace as a
timeline of steps with each rule cited, and, when answers depend on a choice left open, the outcomes side by
side.

Pure presentation data: no HTML here. Every text is a plain string the template escapes; a `Piece` says when
a part of a sentence is a card (linked to its card page when the scenario's card names a database card), an
effect or a player. `present_result` needs only the result dict and what the scenario says about its cards;
`question_result_view` gathers that for a stored question.

Every question kind of every game has its own wording (`KINDS`); `tests/questions/test_presenters.py` runs
every example scenario and checks that no answer falls back to the generic wording.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .citations import rule_entry_url, rule_panel_url, rule_ref_get

DEPENDS = "depends on a choice"
OUTLINE_MAX_CHARS = 64 * 1024  # larger scenarios are not re-read per page view: cards shown by their ids
TRACE_MAX_ENTRIES = 1500  # per page, over the main trace and every branch's trace
TRACE_STOPWORDS = frozenset(
    {"a", "an", "the", "i", "is", "it", "of", "to", "in", "on", "at", "by", "or", "and"}
)


# --- the presentation data --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Piece:
    """Part of a sentence. kind: "text"; "card" (url: its card page when known, hint: its title or id);
    "effect" (an effect or action id); "player"."""

    text: str
    kind: str = "text"
    url: str = ""
    hint: str = ""


@dataclass(frozen=True)
class RuleLink:
    id: str
    summary: str = ""
    entry_url: str = ""  # the glossary entry permalink at the cited paragraph
    panel_url: str = ""  # the rule panel (htmx fragment, or a page of its own)

    @property
    def known(self) -> bool:
        return bool(self.entry_url)


@dataclass(frozen=True)
class Line:
    pieces: tuple[Piece, ...]
    rule: RuleLink | None = None

    @property
    def text(self) -> str:
        return _text(self.pieces)


@dataclass
class OutcomeAnswer:
    """One outcome of an answer that depends on a choice: the choices made and the answer under them."""

    choices: list[Line]
    answer: tuple[Piece, ...]
    details: list[Line]

    @property
    def text(self) -> str:
        return _text(self.answer)


@dataclass
class AnswerView:
    id: str
    step: int
    kind: str
    question: tuple[Piece, ...]  # "Chi of Ronin:" / "Is Ronin destroyed?"
    answer: tuple[Piece, ...]  # "1" / "Yes"
    details: list[Line] = field(default_factory=list)  # the explanation (a stat's ledger ...)
    rule: RuleLink | None = None
    expected: tuple[Piece, ...] | None = None  # when the scenario stated what it expects
    matches: bool | None = None
    depends: bool = False
    choices_needed: list[Line] = field(default_factory=list)
    outcomes: list[OutcomeAnswer] = field(default_factory=list)
    worded: bool = True  # False: no wording for this question kind (generic fallback)

    @property
    def text(self) -> str:
        return f"{_text(self.question)} {_text(self.answer)}"

    @property
    def expected_text(self) -> str:
        return _text(self.expected) if self.expected is not None else ""


@dataclass
class TraceEntry:
    number: int  # position in its timeline, from 1
    pieces: tuple[Piece, ...]
    rule: RuleLink

    @property
    def text(self) -> str:
        return _text(self.pieces)


@dataclass
class TraceStep:
    index: int  # the scenario step (steps[index]); -1 before the first step
    label: str
    entries: list[TraceEntry]


@dataclass
class Timeline:
    steps: list[TraceStep]
    omitted: int = 0  # entries not shown (the page's limit)

    @property
    def count(self) -> int:
        return sum(len(s.entries) for s in self.steps)


@dataclass
class BranchView:
    number: int
    choices: list[Line]
    answers: list[AnswerView]
    timeline: Timeline


@dataclass
class OutcomeRow:
    """An answer that depends on a choice: its question and one cell per branch (column)."""

    question: tuple[Piece, ...]
    cells: list[AnswerView]


@dataclass
class ResultView:
    game: str
    engine_version: str
    answers: list[AnswerView]
    timeline: Timeline
    open_choices: list[Line] = field(default_factory=list)
    branches: list[BranchView] = field(default_factory=list)
    outcome_rows: list[OutcomeRow] = field(default_factory=list)

    @property
    def expectations(self) -> int:
        return sum(a.matches is not None for a in self.answers)

    @property
    def mismatches(self) -> int:
        return sum(a.matches is False for a in self.answers)


@dataclass(frozen=True)
class CardInfo:
    """What the page knows of a scenario card: its name and, when it names a database card, its page."""

    id: str
    title: str = ""
    url: str = ""


@dataclass(frozen=True)
class Outline:
    """What the scenario text says that the result does not: card titles and each step's kind."""

    titles: Mapping[str, str] = field(default_factory=dict)
    step_kinds: Sequence[str] = ()


# --- helpers ----------------------------------------------------------------------------------------------
def _text(pieces: Iterable[Piece] | None) -> str:
    return "".join(p.text for p in pieces or ())


def T(text: str) -> Piece:  # a short constructor reads best in sentences
    return Piece(text)


def humanize(name: Any) -> str:
    """`family_honor` -> "family honor", `challenge_begins` -> "challenge begins"."""
    return str(name).replace("_", " ").replace("-", " ").strip()


STAT_LABELS = {"int": "INT", "atk": "ATK"}


def stat_label(stat: Any) -> str:
    stat = str(stat)
    return STAT_LABELS.get(stat) or humanize(stat).title()


ZONE_LABELS = {
    "discard": "discard pile",
    "focus": "focus area",
    "in_play": "in play",
    "removed": "removed from the game",
    "upgraded": "under an upgrade",
}


def zone_label(zone: Any) -> str:
    if zone is None:
        return "nowhere"
    zone = str(zone)
    family, _, place = zone.partition(":")
    name = ZONE_LABELS.get(family, humanize(family))
    return f"{name} {place}" if place else name


def yes_no(value: Any) -> str:
    return "Yes" if value else "No"


def cap(pieces: list[Piece]) -> tuple[Piece, ...]:
    """Capitalise the first letter of a sentence (only plain text: ids keep their case)."""
    if pieces and pieces[0].kind in ("text", "player") and pieces[0].text:
        first = pieces[0]
        pieces = [Piece(first.text[:1].upper() + first.text[1:], first.kind), *pieces[1:]]
    return tuple(pieces)


def joined(parts: Sequence[Sequence[Piece]], sep: str = ", ", last: str | None = None) -> list[Piece]:
    out: list[Piece] = []
    for i, part in enumerate(parts):
        if i:
            out.append(T(last if last is not None and i == len(parts) - 1 else sep))
        out.extend(part)
    return out


def signed(n: Any) -> str:
    return f"{n:+d}" if isinstance(n, int) and not isinstance(n, bool) else str(n)


class _Context:
    """Cards and players of one result, and rule links (built once per rule id)."""

    def __init__(self, cards: Mapping[str, CardInfo], outline: Outline) -> None:
        self.cards = dict(cards)
        for card_id, title in outline.titles.items():
            if card_id not in self.cards:
                self.cards[card_id] = CardInfo(card_id, title)
        self.step_kinds = outline.step_kinds
        counts: dict[str, int] = {}
        for info in self.cards.values():
            if info.title:
                counts[info.title] = counts.get(info.title, 0) + 1
        self.shared_titles = {t for t, n in counts.items() if n > 1}
        self.linkable = {c for c in self.cards if c.lower() not in TRACE_STOPWORDS}
        self._rules: dict[str, RuleLink] = {}

    def card(self, card_id: Any) -> Piece:
        """A card by its name: its title (with its id when titles repeat), else its id."""
        card_id = str(card_id)
        info = self.cards.get(card_id)
        if info is None:
            return Piece(card_id, "card")
        name = info.title or card_id
        if info.title and info.title in self.shared_titles and info.title != card_id:
            name = f"{info.title} ({card_id})"
        return Piece(name, "card", info.url, card_id if name != card_id else info.title)

    def card_in_text(self, card_id: str) -> Piece:
        """A card named by its id inside engine prose: the id stays, its name becomes the hint."""
        info = self.cards.get(card_id)
        hint = info.title if info and info.title and info.title != card_id else ""
        return Piece(card_id, "card", info.url if info else "", hint)

    def is_card(self, value: Any) -> bool:
        return isinstance(value, str) and value in self.cards

    def player(self, player: Any) -> Piece:
        return Piece(f"player {player}", "player")

    def effect(self, effect: Any) -> Piece:
        return Piece(str(effect), "effect")

    def rule(self, rule_id: Any) -> RuleLink:
        rule_id = str(rule_id)
        if rule_id not in self._rules:
            ref = rule_ref_get(rule_id)
            self._rules[rule_id] = (
                RuleLink(rule_id, ref.summary, rule_entry_url(ref), rule_panel_url(rule_id))
                if ref is not None
                else RuleLink(rule_id)
            )
        return self._rules[rule_id]

    def value(self, value: Any) -> list[Piece]:
        """Any value of an answer in words: yes/no, "none", lists joined, cards by name (no reprs)."""
        if isinstance(value, bool):
            return [T("yes" if value else "no")]
        if value is None:
            return [T("no value")]
        if isinstance(value, str):
            return [self.card(value)] if self.is_card(value) else [T(value)]
        if isinstance(value, int | float):
            return [T(str(value))]
        if isinstance(value, list | tuple):
            return joined([self.value(v) for v in value]) if value else [T("nothing")]
        if isinstance(value, dict):
            if not value:
                return [T("nothing")]
            parts = []
            for k, v in value.items():
                key = [self.card(k)] if self.is_card(k) else [T(humanize(k))]
                parts.append([*key, T(": "), *self.value(v)])
            return joined(parts, "; ")
        return [T(str(value))]

    def prose(self, text: str) -> tuple[Piece, ...]:
        """Engine prose with the scenario's card ids (whole tokens) as card pieces."""
        if not self.linkable:
            return (T(text),)
        pieces: list[Piece] = []
        cursor = 0
        for match in _TOKEN.finditer(text):
            token = match.group().rstrip(".:")
            if token not in self.linkable:
                continue
            start = match.start()
            if start > cursor:
                pieces.append(T(text[cursor:start]))
            pieces.append(self.card_in_text(token))
            cursor = start + len(token)
        if cursor < len(text):
            pieces.append(T(text[cursor:]))
        return tuple(pieces)


_TOKEN = re.compile(r"[\w@#:.\-]+")


# --- question kinds ---------------------------------------------------------------------------------------
Pieces = list[Piece]


@dataclass(frozen=True)
class Kind:
    """How one question kind reads: the question, a value of its answer, and the explanation."""

    question: Callable[[dict, _Context], Pieces]
    value: Callable[[dict, Any, dict, _Context], Pieces]
    details: Callable[[dict, dict, _Context], list[Line]] = lambda q, a, c: []


def _target(q: dict, c: _Context) -> Piece:
    if q.get("card") is not None:
        return c.card(q["card"])
    return c.player(q.get("player"))


def _plain_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    return c.value(value)


def _yes_no_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if value is None:
        return [T("not known")]
    return [T(yes_no(value))]


# stat -----------------------------------------------------------------------------------------------------
def _stat_question(q: dict, c: _Context) -> Pieces:
    base = "Base " if q.get("base") else ""
    return [T(f"{base}{stat_label(q.get('stat'))} of "), _target(q, c), T(":")]


def _stat_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if a.get("present") is False:
        return [T(f"{value} (it has no {stat_label(q.get('stat'))}, so it counts as {value})")]
    if value == "-":
        return [T("- (a printed dash: lower than any number)")]
    return [T(str(value))]


def _mod_line(mod: dict, c: _Context) -> Line:
    kind, amount, effect = mod.get("kind"), mod.get("amount"), c.effect(mod.get("effect"))
    if kind in ("bonus", "penalty"):
        head = [T(f"{signed(amount)} {kind} from "), effect]
    elif kind == "zero":
        head = [T("+0 from "), effect, T(" (neither a bonus nor a penalty)")]
    elif kind in ("min", "max"):
        head = [T(f"{'Minimum' if kind == 'min' else 'Maximum'} {amount} from "), effect]
    elif kind == "set":
        head = [T(f"Set to {amount} by "), effect]
    elif kind in ("adjust-bonuses", "adjust-penalties"):
        which = "bonuses" if kind == "adjust-bonuses" else "penalties"
        head = [T(f"Other {which} changed by {signed(amount)} by "), effect]
    elif kind == "prevented":
        head = [T(f"Not applied: {signed(amount)} from "), effect]
    else:
        head = [T(f"{humanize(kind)} {signed(amount)} from "), effect]
    if mod.get("source") is not None:
        head += [T(" of "), c.card(mod["source"])]
    notes = []
    if mod.get("fluctuating"):
        notes.append("fluctuating")
    if mod.get("note"):
        notes.append(str(mod["note"]))
    if "applied" in mod:
        notes.append(f"applied as {signed(mod['applied'])} after adjustments")
    if notes:
        head.append(T(f" ({'; '.join(notes)})"))
    return Line(cap(head), c.rule(mod["rule"]) if mod.get("rule") else None)


def _stat_details(q: dict, a: dict, c: _Context) -> list[Line]:
    if "ledger" not in a and "base" not in a:
        return []
    label = stat_label(q.get("stat"))
    if a.get("present") is False:
        return [Line((_target(q, c), T(f" has no {label}: it counts as {a.get('value', 0)}")))]
    lines = [Line((T(f"Base {label}: {a.get('base')}"),))] if "base" in a else []
    ledger = a.get("ledger") or []
    lines += [_mod_line(m, c) for m in ledger]
    if ledger and (a.get("total") != a.get("value") or a.get("floored") or a.get("limited_by")):
        lines.append(Line((T(f"Base plus bonuses and penalties: {a.get('total')}"),)))
    if a.get("floored"):
        lines.append(Line((T(f"{label} cannot be below 0, so it is 0"),)))
    if a.get("limited_by") in ("min", "max"):
        word = "minimum" if a["limited_by"] == "min" else "maximum"
        lines.append(Line((T(f"Limited by the {word}: {a.get('value')}"),)))
    if a.get("frozen"):
        lines.append(Line((T(f"A minimum above a maximum: {label} stays at {a.get('value')}"),)))
    if ledger:
        lines.append(Line((T(f"{label} now: {a.get('value')}"),)))
    return lines


# change ---------------------------------------------------------------------------------------------------
CHANGE_WORDS = {
    "bonus": "a bonus",
    "penalty": "a penalty",
    "both": "both a bonus and a penalty",
    "neither": "neither a bonus nor a penalty",
}


def _change_question(q: dict, c: _Context) -> Pieces:
    return [
        T(f"Was the last change to the {stat_label(q.get('stat'))} of "),
        _target(q, c),
        T(" a bonus or a penalty?"),
    ]


def _change_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    words = CHANGE_WORDS.get(str(value), humanize(value))
    if "from" in a and "to" in a:
        return [T(f"{words[:1].upper()}{words[1:]} ({a['from']} → {a['to']})")]
    return [T(words[:1].upper() + words[1:])]


def _change_details(q: dict, a: dict, c: _Context) -> list[Line]:
    lines = [
        Line(cap([T(f"{signed(b.get('amount'))} bonus from "), c.effect(b.get("effect"))]))
        for b in a.get("bonuses", [])
    ]
    lines += [
        Line(cap([T(f"{signed(p.get('amount'))} penalty from "), c.effect(p.get("effect"))]))
        for p in a.get("penalties", [])
    ]
    lines += [
        Line(cap([T("Not counted: "), c.effect(n.get("effect")), T(f" ({n.get('why', '')})")]))
        for n in a.get("not_counted", [])
    ]
    return lines


# where cards are ------------------------------------------------------------------------------------------
def _is_q(word: str) -> Callable[[dict, _Context], Pieces]:
    return lambda q, c: [T("Is "), c.card(q.get("card")), T(f" {word}?")]


def _zone_note(a: dict) -> list[Line]:
    if "zone" in a and a["zone"] is not None:
        return [Line((T(f"Now in: {zone_label(a['zone'])}"),))]
    return []


def _destroyed_details(q: dict, a: dict, c: _Context) -> list[Line]:
    return _zone_note(a)


def _in_play_details(q: dict, a: dict, c: _Context) -> list[Line]:
    lines = _zone_note(a)
    if a.get("exists") is False:
        lines.append(Line((c.card(q.get("card")), T(" no longer exists (a created card that left play)"))))
    return lines


def _zone_question(q: dict, c: _Context) -> Pieces:
    return [T("Where is "), c.card(q.get("card")), T("?")]


def _zone_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if value is None:
        return [T("Nowhere: it no longer exists")]
    return list(cap([T(zone_label(value))]))


# who controls ---------------------------------------------------------------------------------------------
def _controller_question(verb: str) -> Callable[[dict, _Context], Pieces]:
    return lambda q, c: [T(f"Who {verb} "), c.card(q.get("card")), T("?")]


def _player_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if value is None:
        return [T("Nobody")]
    return [Piece(f"Player {value}", "player")]


def _controller_details(q: dict, a: dict, c: _Context) -> list[Line]:
    lines = []
    if "owner" in a:
        lines.append(Line((T("Owner: "), c.player(a["owner"]))))
    if "by_effect" in a:
        if a["by_effect"]:
            lines.append(
                Line(
                    (
                        T("Decided by "),
                        c.effect(a["by_effect"]),
                        T(", the last created control effect applying"),
                    )
                )
            )
        else:
            lines.append(Line((T("No control effect applies: the card's own controller"),)))
    if a.get("controlled_through"):
        lines.append(Line((T("Controlled through "), c.card(a["controlled_through"]))))
    if "zone" in a and a["zone"] is not None:
        lines.append(Line((T(f"Now in: {zone_label(a['zone'])}"),)))
    return lines


# flags, keywords, effects, actions ------------------------------------------------------------------------
def _flag_question(q: dict, c: _Context) -> Pieces:
    return [T("Is "), c.card(q.get("card")), T(f" {humanize(q.get('flag'))}?")]


def _has_keyword_question(q: dict, c: _Context) -> Pieces:
    return [T("Does "), c.card(q.get("card")), T(f" have the keyword {q.get('keyword')}?")]


def _keyword_list(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(str(k) for k in value) or "none"
    return str(value) if value is not None else "none"


def _has_keyword_details(q: dict, a: dict, c: _Context) -> list[Line]:
    if "keywords" not in a:
        return []
    return [Line((T("Keywords of "), c.card(q.get("card")), T(f": {_keyword_list(a['keywords'])}")))]


def _keywords_question(q: dict, c: _Context) -> Pieces:
    return [T("Keywords of "), c.card(q.get("card")), T(":")]


def _keywords_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    return [T(_keyword_list(value) if value else "No keywords")]


def _effect_question(q: dict, c: _Context) -> Pieces:
    if q.get("card"):
        return [T("Does "), c.effect(q.get("effect")), T(" apply to "), c.card(q["card"]), T("?")]
    return [T("What is the state of "), c.effect(q.get("effect")), T("?")]


def _effect_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if value == "unknown":
        return [T("Unknown: no such effect was created")]
    if isinstance(value, bool):
        return [T(yes_no(value))]
    return list(cap([T(humanize(value))]))


def _effect_details(q: dict, a: dict, c: _Context) -> list[Line]:
    lines = []
    if a.get("status") and q.get("card"):
        lines.append(Line((T(f"The effect is {humanize(a['status'])}"),)))
    if "applies_to" in a:
        cards = [[c.card(x)] for x in a["applies_to"]]
        lines.append(Line((T("Applies to: "), *(joined(cards) if cards else [T("no card")]))))
    if a.get("source"):
        lines.append(Line((T("Source: "), c.card(a["source"]))))
    if "keywords" in a:
        lines.append(Line((T(f"Keywords of the effect: {_keyword_list(a['keywords'])}"),)))
    return lines


def _successful_question(q: dict, c: _Context) -> Pieces:
    return [T("Was "), c.effect(q.get("action")), T(" successful?")]


def _who_chooses_question(q: dict, c: _Context) -> Pieces:
    return [T("Who makes the choices of "), c.effect(q.get("action")), T("?")]


def _who_chooses_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if value is None:
        return [T("Nobody: the action was not taken")]
    return [Piece(f"Player {value}", "player")]


# events, order, tokens, comparisons -----------------------------------------------------------------------
def _events_question(q: dict, c: _Context) -> Pieces:
    if q.get("kind"):
        return [T(f"“{humanize(q['kind']).capitalize()}” events so far:")]
    return [T("Events so far:")]


def _events_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if not isinstance(value, list):
        return c.value(value)
    if not value:
        return [T("No such event happened")]
    return [T(f"{len(value)} event{'s' if len(value) != 1 else ''}, in order")]


EVENT_KEYS = ("step", "event", "time")


def _event_line(event: dict, c: _Context) -> Line:
    pieces: Pieces = []
    if "step" in event:
        pieces.append(T(f"Step {event['step']}: "))
    pieces.append(T(humanize(event.get("event", "event"))))
    extras: list[Pieces] = []
    for key, value in event.items():
        if key in EVENT_KEYS:
            continue
        if key == "card":
            extras.append([c.card(value)])
        elif key == "player":
            extras.append([c.player(value)])
        elif key == "zone":
            extras.append([T(f"→ {zone_label(value)}")])
        elif key == "effect":
            extras.append([T("by "), c.effect(value)])
        elif key == "source":
            extras.append([T("from "), c.card(value)])
        elif key == "amount":
            extras.append([T(f"amount {value}")])
        else:
            extras.append([T(f"{humanize(key)}: "), *c.value(value)])
    if extras:
        pieces += [T(" — "), *joined(extras)]
    return Line(tuple(pieces))


def _events_details(q: dict, a: dict, c: _Context) -> list[Line]:
    value = a.get("value")
    return [_event_line(e, c) for e in value if isinstance(e, dict)] if isinstance(value, list) else []


def _compare_stats_question(q: dict, c: _Context) -> Pieces:
    return [
        T(f"{stat_label(q.get('stat'))} of "),
        c.card(q.get("left")),
        T(" compared with "),
        c.card(q.get("right")),
        T(":"),
    ]


def _compare_stats_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    words = {"lower": "Lower", "equal": "Equal", "higher": "Higher"}.get(str(value), str(value))
    if "left" in a and "right" in a:
        return [T(f"{words} ({a['left']} against {a['right']})")]
    return [T(words)]


def _resolution_question(q: dict, c: _Context) -> Pieces:
    return [T("Order of resolution:")]


def _resolution_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if not isinstance(value, list):
        return c.value(value)
    if not value:
        return [T("No triggered effect resolved")]
    return joined([[c.effect(e)] for e in value], ", then ")


def _resolution_details(q: dict, a: dict, c: _Context) -> list[Line]:
    lines = []
    for group in a.get("groups", []):
        effects = group.get("effects", [])
        if len(effects) < 2:
            continue
        pieces = [
            c.player(group.get("ordered_by")),
            T(" ordered the simultaneous "),
            *joined([[c.effect(e)] for e in effects], ", then "),
        ]
        if "step" in group:
            pieces.append(T(f" (step {group['step']})"))
        lines.append(Line(cap(pieces), c.rule(group["rule"]) if group.get("rule") else None))
    return lines


def _tokens_question(q: dict, c: _Context) -> Pieces:
    if q.get("kind"):
        return [T(f"{humanize(q['kind']).capitalize()} tokens on "), c.card(q.get("card")), T(":")]
    return [T("Tokens on "), c.card(q.get("card")), T(":")]


def _tokens_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if isinstance(value, dict):
        if not value:
            return [T("No tokens")]
        return [T(", ".join(f"{n} {humanize(k)}" for k, n in value.items()))]
    return [T(str(value))]


def _tokens_details(q: dict, a: dict, c: _Context) -> list[Line]:
    if q.get("kind") and a.get("tokens"):
        return [Line((T("All tokens: " + ", ".join(f"{n} {humanize(k)}" for k, n in a["tokens"].items())),))]
    return []


# Naruto ---------------------------------------------------------------------------------------------------
def _played_question(q: dict, c: _Context) -> Pieces:
    return [T("Was "), c.card(q.get("card")), T(" played?")]


def _played_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if value is None:
        return [T("It was not played in this scenario")]
    return [T(yes_no(value))]


def _played_details(q: dict, a: dict, c: _Context) -> list[Line]:
    return [Line((T(f"Why: {a['reason']}"),))] if a.get("reason") and a.get("value") is not None else []


def _hidden_details(q: dict, a: dict, c: _Context) -> list[Line]:
    return _zone_note(a)


def _discard_pile_question(q: dict, c: _Context) -> Pieces:
    return [T("Discard pile of "), c.player(q.get("player")), T(", bottom to top:")]


def _card_list_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if isinstance(value, list):
        return joined([[c.card(x)] for x in value]) if value else [T("Empty")]
    return c.value(value)


# L5R ------------------------------------------------------------------------------------------------------
def _ability_question(q: dict, c: _Context) -> Pieces:
    return [T(f"Ability “{q.get('ability')}” of "), c.card(q.get("card")), T(":")]


def _ability_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if value is None:
        return [T("The card has no such ability")]
    if isinstance(value, dict):
        parts = []
        if "counts_as" in value:
            parts.append(f"counts as {' and '.join(value['counts_as']) or 'nothing'}")
        if "keywords" in value:
            parts.append(f"keywords {_keyword_list(value['keywords'])}")
        return list(cap([T("; ".join(parts))]))
    return c.value(value)


def _ability_details(q: dict, a: dict, c: _Context) -> list[Line]:
    lines = []
    if "usable" in a:
        usable = "Can be used now" if a["usable"] else "Cannot be used now"
        lines.append(Line((T(f"{usable}{': ' + a['why'] if a.get('why') else ''}"),)))
    elif a.get("why"):
        lines.append(Line((T(str(a["why"])),)))
    if a.get("copies", 1) > 1:
        lines.append(Line((T(f"The card has {a['copies']} copies of this ability"),)))
    return lines


def _unit_force_question(q: dict, c: _Context) -> Pieces:
    return [T("Force of the unit of "), c.card(q.get("unit_force")), T(":")]


def _unit_force_details(q: dict, a: dict, c: _Context) -> list[Line]:
    return [
        Line(
            (
                c.card(p.get("card")),
                T(f": Force {p.get('force')}{'' if p.get('counted') else ' (bowed: not counted)'}"),
            )
        )
        for p in a.get("parts", [])
    ]


def _army_force_question(q: dict, c: _Context) -> Pieces:
    return [T("Force of the army of "), c.player(q.get("army_force")), T(f" at {zone_label(q.get('at'))}:")]


def _army_force_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if a.get("present") is False:
        return [T(f"{value} (no army there: an absent total)")]
    return [T(str(value))]


def _army_force_details(q: dict, a: dict, c: _Context) -> list[Line]:
    units = a.get("units")
    if not isinstance(units, dict):
        return []
    return [Line((T("Unit of "), c.card(u), T(f": Force {f}"))) for u, f in units.items()]


def _cards_list(q: dict, c: _Context) -> Pieces:
    cards = q.get("cards") or []
    return joined([[c.card(x)] for x in cards], ", ", " and ")


def _compare_keywords_question(q: dict, c: _Context) -> Pieces:
    eligible = q.get("eligible")
    eligible = [eligible] if isinstance(eligible, str) else list(eligible or [])
    only = f" (counting only {', '.join(eligible)})" if eligible else ""
    return [T("Do "), *_cards_list(q, c), T(f" have the same or different keywords{only}?")]


def _same_different_value(noun: str) -> Callable[[dict, Any, dict, _Context], Pieces]:
    def value(q: dict, v: Any, a: dict, c: _Context) -> Pieces:
        if not isinstance(v, dict):
            return c.value(v)
        same, different = v.get("same"), v.get("different")
        if same and different:
            words = f"Both the same and different {noun}s"
        elif same:
            words = f"The same {noun}"
        elif different:
            words = f"Different {noun}s"
        else:
            words = f"Neither the same nor different {noun}s"
        if "count" in a and noun == "keyword":
            words += f" ({a['count']} different eligible keyword{'s' if a['count'] != 1 else ''})"
        return [T(words)]

    return value


def _compare_titles_question(q: dict, c: _Context) -> Pieces:
    return [T("Do "), *_cards_list(q, c), T(" have the same title?")]


def _compare_titles_details(q: dict, a: dict, c: _Context) -> list[Line]:
    titles = a.get("titles")
    if not isinstance(titles, list):
        return []
    return [
        Line((c.card_in_text(str(card)), T(f": {title if title else 'no title'}")))
        for card, title in zip(q.get("cards") or [], titles, strict=False)
    ]


def _split_traits_question(q: dict, c: _Context) -> Pieces:
    return [T(f"Traits of the text “{q.get('text')}”:")]


def _split_traits_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if isinstance(value, list):
        return [T(f"{len(value)} trait{'s' if len(value) != 1 else ''}")]
    return c.value(value)


def _split_traits_details(q: dict, a: dict, c: _Context) -> list[Line]:
    value = a.get("value")
    return [Line((T(f"{i}. {t}"),)) for i, t in enumerate(value, 1)] if isinstance(value, list) else []


def _search_question(q: dict, c: _Context) -> Pieces:
    return [T("Result of the search "), c.effect(q.get("search")), T(":")]


def _search_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if value is None:
        return [T("No such search took place")]
    if value == "found" and a.get("selected"):
        return [T("Found "), c.card(a["selected"])]
    if value == "failed":
        return [T("Failed: nothing was selected")]
    return list(cap([T(humanize(value))]))


def _search_details(q: dict, a: dict, c: _Context) -> list[Line]:
    lines = []
    if a.get("searched"):
        lines.append(Line((T(f"Searched: {', '.join(zone_label(z) for z in a['searched'])}"),)))
    if a.get("shuffled"):
        lines.append(Line((T(f"Shuffled afterwards: {', '.join(zone_label(z) for z in a['shuffled'])}"),)))
    if a.get("then"):
        lines.append(Line((T(f"Then: {a['then']}"),)))
    return lines


def _arrangement(value: Any, c: _Context) -> Pieces:
    if not isinstance(value, dict):
        return c.value(value)
    return joined([[c.card(card), T(f" to {zone_label(zone)}")] for card, zone in value.items()])


def _switch_question(q: dict, c: _Context) -> Pieces:
    return [T("Legal rearrangements when switching "), *_cards_list(q, c), T(":")]


def _switch_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if isinstance(value, list):
        words = f"{len(value)} legal rearrangement{'s' if len(value) != 1 else ''}"
        if "legal" in a:
            words += f"; the one asked about is {'legal' if a['legal'] else 'not legal'}"
        return [T(words)]
    return c.value(value)


def _switch_details(q: dict, a: dict, c: _Context) -> list[Line]:
    lines = []
    if isinstance(q.get("to"), dict):
        lines.append(Line((T("Asked about: "), *_arrangement(q["to"], c))))
    value = a.get("value")
    if isinstance(value, list):
        lines += [Line((T(f"{i}. "), *_arrangement(v, c))) for i, v in enumerate(value, 1)]
    return lines


def _duel_question(q: dict, c: _Context) -> Pieces:
    return [T("Outcome of the duel "), c.effect(q.get("duel")), T(":")]


def _duel_value(q: dict, value: Any, a: dict, c: _Context) -> Pieces:
    if not isinstance(value, dict):
        return list(cap([T(humanize(value))]))
    if value.get("winner"):
        out = [c.card(value["winner"]), T(" wins")]
        if value.get("loser"):
            out += [T(", "), c.card(value["loser"]), T(" loses")]
        return out
    return [T("No one wins")]


def _duel_details(q: dict, a: dict, c: _Context) -> list[Line]:
    duel = a.get("value")
    if not isinstance(duel, dict):
        return []
    lines = []
    if duel.get("between"):
        lines.append(Line((T("Between "), *joined([[c.card(x)] for x in duel["between"]], " and "))))
    if duel.get("from"):
        created = [T("Created by "), c.effect(duel["from"])]
        if duel.get("source") and duel["source"] != "rulebook":
            created += [T(" of "), c.card(duel["source"])]
        if duel.get("action"):
            created += [T(" (action "), c.effect(duel["action"]), T(")")]
        lines.append(Line(tuple(created)))
    if duel.get("focused"):
        lines.append(Line((T("Focused: "), *joined([[c.card(x)] for x in duel["focused"]]))))
    for discard in duel.get("discards") or []:
        lines.append(
            Line(
                (
                    c.card(discard.get("card")),
                    T(" discarded by the duel procedure (a rulebook effect, not the action's)"),
                )
            )
        )
    return lines


KINDS: dict[str, Kind] = {
    # the core's questions (rulings/engine/answers.py)
    "stat": Kind(_stat_question, _stat_value, _stat_details),
    "change": Kind(_change_question, _change_value, _change_details),
    "destroyed": Kind(_is_q("destroyed"), _yes_no_value, _destroyed_details),
    "in_play": Kind(_is_q("in play"), _yes_no_value, _in_play_details),
    "zone": Kind(_zone_question, _zone_value),
    "controller": Kind(_controller_question("controls"), _player_value, _controller_details),
    "flag": Kind(_flag_question, _yes_no_value),
    "has_keyword": Kind(_has_keyword_question, _yes_no_value, _has_keyword_details),
    "keywords": Kind(_keywords_question, _keywords_value),
    "effect": Kind(_effect_question, _effect_value, _effect_details),
    "successful": Kind(_successful_question, _yes_no_value),
    "who_chooses": Kind(_who_chooses_question, _who_chooses_value),
    "events": Kind(_events_question, _events_value, _events_details),
    "compare_stats": Kind(_compare_stats_question, _compare_stats_value),
    "resolution_order": Kind(_resolution_question, _resolution_value, _resolution_details),
    "tokens": Kind(_tokens_question, _tokens_value, _tokens_details),
    # ChiAxis
    "ruler": Kind(_controller_question("rules"), _player_value, _controller_details),
    # Naruto Mythos ("controller" shares the core's wording, with the card it is controlled through)
    "played": Kind(_played_question, _played_value, _played_details),
    "hidden": Kind(_is_q("hidden"), _yes_no_value, _hidden_details),
    "discard_pile": Kind(_discard_pile_question, _card_list_value),
    # Legend of the Five Rings
    "ability": Kind(_ability_question, _ability_value, _ability_details),
    "unit_force": Kind(_unit_force_question, _plain_value, _unit_force_details),
    "army_force": Kind(_army_force_question, _army_force_value, _army_force_details),
    "compare_keywords": Kind(_compare_keywords_question, _same_different_value("keyword")),
    "compare_titles": Kind(_compare_titles_question, _same_different_value("title"), _compare_titles_details),
    "split_traits": Kind(_split_traits_question, _split_traits_value, _split_traits_details),
    "search": Kind(_search_question, _search_value, _search_details),
    "switch_arrangements": Kind(_switch_question, _switch_value, _switch_details),
    "duel": Kind(_duel_question, _duel_value, _duel_details),
}


def _generic_question(q: dict, c: _Context) -> Pieces:
    fields = {k: v for k, v in q.items() if k != "question"}
    words = [T(humanize(q.get("question", "question")).capitalize())]
    if fields:
        words += [T(" ("), *c.value(fields), T(")")]
    return [*words, T(":")]


GENERIC = Kind(_generic_question, _plain_value)


# --- answers ----------------------------------------------------------------------------------------------
def _choice_lines(made: Mapping[str, Any], open_choices: Mapping[str, dict], c: _Context) -> list[Line]:
    """The choices made in one outcome, in words: who chose what."""
    lines = []
    for key, option in made.items():
        about = open_choices.get(key, {})
        by = [c.player(about["by"]), T(" chose ")] if about.get("by") else [T("Chosen: ")]
        if isinstance(option, int) and not isinstance(option, bool) and "action" in about:
            what = [T(f"option {option} of "), c.effect(key)]
        elif isinstance(option, list):
            what = joined([c.value(o) for o in option], ", then ")
        elif isinstance(option, dict):
            what = _arrangement(option, c)
        else:
            what = c.value(option)
        pieces = [*by, *what]
        if about.get("what"):
            pieces.append(T(f" ({about['what']})"))
        elif "action" not in about:
            pieces += [T(" for "), T(key)]
        lines.append(Line(cap(pieces), c.rule(about["rule"]) if about.get("rule") else None))
    return lines


def _needed_line(need: dict, c: _Context) -> Line:
    who = [c.player(need["by"])] if need.get("by") else [T("a player")]
    if "action" in need:
        return Line(cap([*who, T(" chooses the option of "), c.effect(need["action"])]))
    what = need.get("what") or need.get("choice") or "a choice"
    return Line(cap([*who, T(f" chooses {what}")]))


LISTED_KINDS = ("events", "split_traits", "switch_arrangements")  # their value reads as a count: list it


def _expected_list(name: str, items: list, c: _Context) -> Pieces:
    if not items:
        return [T("nothing")]
    if name == "events":
        return joined(
            [list(_event_line(e, c).pieces) if isinstance(e, dict) else c.value(e) for e in items], "; "
        )
    if name == "switch_arrangements":
        return joined([_arrangement(v, c) for v in items], " | ")
    return joined([c.value(v) for v in items], " | ")


def _expected(kind: Kind, q: dict, expected: Any, c: _Context) -> tuple[Piece, ...]:
    name = q.get("question", "")
    if name in LISTED_KINDS and isinstance(expected, list):
        return cap(_expected_list(name, expected, c))
    if isinstance(expected, dict):
        parts: list[Pieces] = []
        if "value" in expected and expected["value"] != DEPENDS:
            parts.append(kind.value(q, expected["value"], expected, c))
        elif expected.get("value") == DEPENDS:
            parts.append([T("Depends on a choice")])
        if "outcomes" in expected:
            outcomes = [kind.value(q, o, {}, c) for o in expected["outcomes"] or []]
            parts.append([T("one outcome per choice: "), *joined(outcomes, " | ")])
        for key, value in expected.items():
            if key in ("value", "outcomes", "choices_needed"):
                continue
            if key == "zone" and isinstance(value, str):
                words = [T(zone_label(value))]
            elif key in ("owner", "controller", "by") and isinstance(value, str):
                words = [c.player(value)]
            else:
                words = c.value(value)
            parts.append([T(f"{humanize(key)}: "), *words])
        return cap(joined(parts, "; "))
    return cap(kind.value(q, expected, {}, c))


def present_answer(
    item: dict, c: _Context, open_choices: Mapping[str, dict], *, expectation: bool = True
) -> AnswerView:
    """One answer in words. `expectation=False` for a branch's answer: what the scenario expects is about
    the answer over every outcome, so one branch neither meets nor misses it."""
    q = item.get("question") or {}
    name = q.get("question", "")
    kind = KINDS.get(name, GENERIC)
    a = item.get("answer") or {}
    value = a.get("value")
    view = AnswerView(
        id=str(item.get("id", "")),
        step=item.get("step", 0),
        kind=name,
        question=cap(kind.question(q, c)),
        answer=(),
        worded=name in KINDS,
    )
    if value == DEPENDS and "outcomes" in a:
        view.depends = True
        view.answer = (T("Depends on a choice"),)
        view.choices_needed = [_needed_line(n, c) for n in a.get("choices_needed", [])]
        view.outcomes = [
            OutcomeAnswer(
                _choice_lines(o.get("choices", {}), open_choices, c),
                cap(kind.value(q, (o.get("answer") or {}).get("value"), o.get("answer") or {}, c)),
                kind.details(q, o.get("answer") or {}, c),
            )
            for o in a["outcomes"]
        ]
    else:
        view.answer = cap(kind.value(q, value, a, c))
        view.details = kind.details(q, a, c)
    if isinstance(a.get("rule"), str):
        view.rule = c.rule(a["rule"])
    if expectation and "expected" in item:
        view.expected = _expected(kind, q, item["expected"], c)
        view.matches = bool(item.get("matches"))
    return view


# --- the trace --------------------------------------------------------------------------------------------
def _step_label(index: int, c: _Context) -> str:
    if index < 0:
        return "Before the first step"
    kinds = c.step_kinds
    kind = kinds[index] if 0 <= index < len(kinds) and kinds[index] else ""
    return f"Step {index}: {humanize(kind)}" if kind else f"Step {index}"


def present_trace(trace: Sequence[dict], c: _Context, budget: list[int]) -> Timeline:
    """The trace grouped by scenario step, each entry with its rule; `budget` ([entries left]) is shared
    by every timeline of one page so that a huge trace cannot make a huge page."""
    steps: list[TraceStep] = []
    shown = 0
    for entry in trace:
        if budget[0] <= 0:
            break
        budget[0] -= 1
        index = entry.get("step", -1)
        index = index if isinstance(index, int) else -1
        if not steps or steps[-1].index != index:
            steps.append(TraceStep(index, _step_label(index, c), []))
        shown += 1
        steps[-1].entries.append(
            TraceEntry(shown, c.prose(str(entry.get("text", ""))), c.rule(entry.get("rule", "")))
        )
    return Timeline(steps, len(trace) - shown)


# --- the whole result -------------------------------------------------------------------------------------
def present_result(
    result: Mapping[str, Any],
    *,
    cards: Mapping[str, CardInfo] | None = None,
    outline: Outline | None = None,
) -> ResultView:
    """The result of `evaluate(...).to_dict()` as the question page shows it. `cards`: scenario card id ->
    what is known of it (a database card's title and page); `outline`: titles and step kinds from the text."""
    c = _Context(cards or {}, outline or Outline())
    open_choices: dict[str, dict] = {}
    for choice in result.get("choices") or []:
        key = choice.get("action") or choice.get("choice")
        if key is not None:
            open_choices[str(key)] = choice
    answers = [present_answer(a, c, open_choices) for a in result.get("answers") or []]
    budget = [TRACE_MAX_ENTRIES]
    view = ResultView(
        game=str(result.get("game", "")),
        engine_version=str(result.get("engine_version", "")),
        answers=answers,
        timeline=present_trace(result.get("trace") or [], c, budget),
        open_choices=[_needed_line({**ch, "what": ch.get("what")}, c) for ch in result.get("choices") or []],
    )
    for number, branch in enumerate(result.get("branches") or [], 1):
        view.branches.append(
            BranchView(
                number,
                _choice_lines(branch.get("choices", {}), open_choices, c),
                [present_answer(a, c, open_choices, expectation=False) for a in branch.get("answers") or []],
                present_trace(branch.get("trace") or [], c, budget),
            )
        )
    if view.branches:
        for i, answer in enumerate(answers):
            if answer.depends:
                cells = [b.answers[i] for b in view.branches if i < len(b.answers)]
                view.outcome_rows.append(OutcomeRow(answer.question, cells))
    return view


# --- from a stored question -------------------------------------------------------------------------------
def scenario_outline(text: str) -> Outline:
    """Card titles and step kinds from a scenario's text (already validated when it was submitted). Large
    texts are not read again for a page view; any surprise gives an empty outline (cards shown by id)."""
    if not text or len(text) > OUTLINE_MAX_CHARS:
        return Outline()
    from rulings.engine.yamlsource import load_text

    try:
        data, _ = load_text(text)
    except Exception:  # the text was valid when submitted; a page must still render if it no longer is
        return Outline()
    if not isinstance(data, dict):
        return Outline()
    titles = {}
    cards = data.get("cards")
    if isinstance(cards, dict):
        for card_id, card in cards.items():
            title = card.get("title") if isinstance(card, dict) else None
            title = title or (card.get("ref") if isinstance(card, dict) else None)
            titles[str(card_id)] = title.strip() if isinstance(title, str) else ""
    kinds = []
    steps = data.get("steps")
    for step in steps if isinstance(steps, list) else []:
        keys = [k for k in step if k not in ("id", "expect")] if isinstance(step, dict) else []
        kinds.append(str(keys[0]) if keys else "")
    return Outline(titles, kinds)


def question_cards(question) -> dict[str, CardInfo]:
    """Scenario card id -> the database card it names (title and card page), from `question.card_links`."""
    return {
        link.scenario_id: CardInfo(link.scenario_id, link.card.title, link.card.get_absolute_url())
        for link in question.card_links.select_related("card")
    }


def question_result_view(*, question, result: Mapping[str, Any] | None = None) -> ResultView:
    """A stored question's answer as its page shows it (one query: its cards)."""
    return present_result(
        result if result is not None else question.result or {},
        cards=question_cards(question),
        outline=scenario_outline(question.scenario),
    )
