"""Cross-references in rules text ("See Glossary, Show", "(see Player Abilities)", "(Vote 17.2)").

Extraction is pure text work; resolution takes the game's entries as plain tuples so that it can be
tested without a database.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

from .source import QUOTES

ALIASES_FILE = Path(__file__).parent.parent / "reference_aliases.yaml"

# "see" followed by a name: capitalised, quoted or a number ("so that all players can see it" is not one).
_SEE = r"[Ss]ee(?:\s+also)?:?\s+(?=[A-Z0-9“\"])"
PAREN_SEE_RE = re.compile(r"\(\s*" + _SEE + r"(?P<target>[^()]+?)\s*\)")
SENTENCE_SEE_RE = re.compile(r"\b" + _SEE + r"(?P<target>[^.;()]+?(?:\s*\([^()]*\))?)(?=\s*(?:[.;]|$))")
NUMBERED_RE = re.compile(r"\((?P<target>[A-Z][A-Za-z ]{0,30}\s\d+\.\d+[a-z]?)\)")
NOT_A_TARGET = {"above", "below", "the above", "the below"}
GLOSSARY_NAMES = {"glossary", "rules glossary"}
RULE_NUMBER_RE = re.compile(r"(?:[a-z ]+\s)?(?P<number>\d+\.\d+[a-z]?)")


@dataclass(frozen=True)
class Found:
    raw: str
    target: str
    start: int
    end: int


def find_references(text: str) -> list[Found]:
    """References in one paragraph, in reading order, with the span of their target for a link."""
    found: list[Found] = []
    taken: list[tuple[int, int]] = []
    for pattern in (PAREN_SEE_RE, NUMBERED_RE, SENTENCE_SEE_RE):
        for match in pattern.finditer(text):
            if any(match.start() < end and start < match.end() for start, end in taken):
                continue
            target = match["target"].strip()
            if normalize(target) in NOT_A_TARGET:
                continue
            taken.append((match.start(), match.end()))
            raw = match[0][1:-1].strip() if pattern is not SENTENCE_SEE_RE else match[0].strip()
            found.append(Found(raw, target, match.start("target"), match.start("target") + len(target)))
    return sorted(found, key=lambda f: f.start)


def normalize(text: str) -> str:
    """A title or reference target reduced for matching: case, quotes, symbols and spacing ignored."""
    text = text.casefold()
    text = "".join(" " if c in QUOTES else c for c in text)
    return " ".join(re.findall(r"[^\W_]+", text))


@cache
def reference_aliases(game: str) -> dict[str, tuple[str, str]]:
    """The game's references whose rule the Desk holds under another title (reference_aliases.yaml):
    normalized target -> (entry slug, part anchor or "")."""
    data = yaml.safe_load(ALIASES_FILE.read_text(encoding="utf-8")) or {}
    aliases = {}
    for target, where in (data.get(game) or {}).items():
        slug, _, anchor = str(where).partition("#")
        aliases[normalize(str(target))] = (slug, anchor)
    return aliases


@dataclass(frozen=True)
class Candidate:
    """An entry a reference may point at (a plain tuple from the database)."""

    entry_id: int
    term: str  # normalize(title)
    document_id: int
    is_glossary: bool
    scopes: frozenset[str]  # normalized names of its document and enclosing sections
    rank: int  # lower wins when several entries share a title


@dataclass(frozen=True)
class Target:
    entry_id: int
    anchor: str = ""


class Resolver:
    """Resolves reference targets within one game."""

    def __init__(
        self,
        candidates: Iterable[Candidate],
        rule_anchors: dict[str, tuple[int, str]],
        aliases: dict[str, Target] | None = None,
    ):
        self.by_term: dict[str, list[Candidate]] = {}
        for candidate in sorted(candidates, key=lambda c: c.rank):
            self.by_term.setdefault(candidate.term, []).append(candidate)
        self.rule_anchors = rule_anchors  # "22.3b" -> (entry id, "r22-3b")
        self.aliases = aliases or {}  # normalize(target as printed) -> where the Desk holds that rule

    def resolve(self, target: str, *, source_document_id: int) -> Target | None:
        alias = self.aliases.get(normalize(target))
        if alias:
            return alias
        number = RULE_NUMBER_RE.fullmatch(target.strip().lower())
        if number:
            hit = self.rule_anchors.get(number["number"])
            return Target(*hit) if hit else None
        names = [normalize(n) for n in re.split(r",\s*", target.strip()) if normalize(n)]
        names = [n for n in names if n not in NOT_A_TARGET]
        if not names or len(names) > 2:
            return None
        if len(names) == 1:
            return self._pick(self._matches(names[0]), source_document_id)
        first, second = names
        if first in GLOSSARY_NAMES or second in GLOSSARY_NAMES:
            term = second if first in GLOSSARY_NAMES else first
            return self._pick([c for c in self._matches(term) if c.is_glossary], source_document_id)
        return self._pick([c for c in self._matches(second) if first in c.scopes], source_document_id)

    def _matches(self, term: str) -> list[Candidate]:
        exact = self.by_term.get(term)
        if exact:
            return exact
        without_aside = normalize(re.sub(r"\([^()]*\)", "", term))  # "duel cleanup (step k)"
        return self.by_term.get(without_aside, [])

    @staticmethod
    def _pick(matches: list[Candidate], source_document_id: int) -> Target | None:
        if not matches:
            return None
        same_document = [c for c in matches if c.document_id == source_document_id]
        glossary = [c for c in matches if c.is_glossary]
        best = (glossary or same_document or matches)[0]
        return Target(best.entry_id)
