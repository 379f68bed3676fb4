"""The query as typed, read into terms and concepts: stop words, synonyms (search_vocabulary.yaml), stems,
strict syntax, and the filters."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import snowballstemmer
import yaml

from ...games import Game
from ...text import fold

MAX_QUERY_CHARS = 200


MAX_TERMS = 12


WORD_RE = re.compile(r"[^\W_]+")


TOKEN_RE = re.compile(r'"(?P<phrase>[^"]*)"?(?P<phrase_star>\*?)|(?P<bare>[^\s"]+)')


QUOTE_RE = re.compile("[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]")


QUESTION_NOTE = "Quotes in a question are read as plain words: these entries hold any of the words."


VOCABULARY_FILE = Path(__file__).parent.parent / "search_vocabulary.yaml"


@dataclass(frozen=True)
class Term:
    words: tuple[str, ...]  # letters and digits only
    text: str  # the term as typed, for PostgreSQL's own parser ("22.3b")
    prefix: bool = False


@dataclass(frozen=True)
class Concept:
    """One thing the question asks about: the words typed and the synonyms that mean the same."""

    alternatives: tuple[tuple[str, ...], ...]  # each a word or a phrase (lowercase words)
    typed: str
    prefix: bool = False
    raw: str = ""  # the term as typed ("22.3b"), for PostgreSQL's own parser

    @property
    def stems(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(stem(w) for w in alt) for alt in self.alternatives)


@dataclass(frozen=True)
class Query:
    terms: tuple[Term, ...]
    notes: tuple[str, ...] = ()
    strict: bool = False
    concepts: tuple[Concept, ...] = ()
    # a question's quoted phrases of two words or more, stop words kept ("your actions"): card text cited,
    # which the paragraph saying it word for word answers (ranking.QUOTED)
    quoted: tuple[tuple[str, ...], ...] = ()


_STEMMER = snowballstemmer.stemmer("porter")  # the algorithm of FTS5's porter tokenizer


@cache
def stem(word: str) -> str:
    """Porter stem of a lowercase word, as FTS5's porter tokenizer stores it (cached: words repeat)."""
    return _STEMMER.stemWord(fold(word))


@dataclass(frozen=True)
class Vocabulary:
    stop_words: frozenset[str]
    # per game (and "" for all games): stems of a word or phrase -> every member of its groups
    synonyms: dict[str, dict[tuple[str, ...], tuple[tuple[str, ...], ...]]]
    longest: int


@cache
def vocabulary() -> Vocabulary:
    data = yaml.safe_load(VOCABULARY_FILE.read_text(encoding="utf-8"))
    by_game: dict[str, dict[tuple[str, ...], list[tuple[str, ...]]]] = {"": {}}
    longest = 1
    shared = data["synonyms"].get("all", [])
    for game in Game.values:
        by_game.setdefault(game, {})
        for group in [*shared, *data["synonyms"].get(game, [])]:
            members = [tuple(w.lower() for w in WORD_RE.findall(str(m))) for m in group]
            for member in members:
                key = tuple(stem(w) for w in member)
                longest = max(longest, len(key))
                for table in (by_game[game], by_game[""]):
                    known = table.setdefault(key, [])
                    known += [m for m in members if m not in known]
    synonyms = {g: {k: tuple(v) for k, v in table.items()} for g, table in by_game.items()}
    return Vocabulary(frozenset(w.lower() for w in data["stop_words"]), synonyms, longest)


def parse_query(raw: str, *, prefix_last: bool = True, game: str | None = None) -> Query:
    """Terms of a search query typed by anyone; never raises. With prefix_last, a last word that is still
    being typed ("preven") also matches as a prefix. A double quote or a * anywhere makes it strict."""
    notes = []
    text = "".join(c if c.isprintable() else " " for c in raw)
    if len(text) > MAX_QUERY_CHARS:
        text = text[:MAX_QUERY_CHARS]
        notes.append(f"Only the first {MAX_QUERY_CHARS} characters of the query were used.")
    text = QUOTE_RE.sub('"', text)
    strict = '"' in text or "*" in text
    terms, bare = [], []
    for match in TOKEN_RE.finditer(text):
        if match["bare"] is not None:
            token = match["bare"]
            words = tuple(WORD_RE.findall(token))
            term = Term(words, token.rstrip("*"), prefix=token.endswith("*"))
            bare += words
        else:
            words = tuple(WORD_RE.findall(match["phrase"]))
            term = Term(words, match["phrase"], prefix=bool(match["phrase_star"]))
        if words:
            terms.append(term)
    if strict and any(w.lower() in vocabulary().stop_words for w in bare):
        # a question ("does "cannot" count as negation"): its quotes cite card text, its stars are
        # punctuation; every word of it, "does" and "as" too, required in one entry finds the wrong one
        plain = parse_query(plain_words(raw), prefix_last=prefix_last, game=game)
        notes = (*plain.notes, QUESTION_NOTE)
        return Query(plain.terms, notes, False, plain.concepts, quoted_phrases(text))
    kept = _within_limit(terms, strict)
    if len(kept) < len(terms):
        terms = kept
        notes.append(f"Only the first {MAX_TERMS} words of the query were used.")
    typing_last_word = prefix_last and text and not text[-1].isspace() and not text.endswith('"')
    if terms and typing_last_word and len(terms[-1].words) == 1:
        terms[-1] = Term(terms[-1].words, terms[-1].text, prefix=True)
    if strict:
        concepts = tuple(
            Concept((tuple(w.lower() for w in t.words),), t.text, prefix=t.prefix) for t in terms
        )
    else:
        concepts = _concepts(terms, game)
    return Query(tuple(terms), tuple(notes), strict, concepts)


def _within_limit(terms: list[Term], strict: bool) -> list[Term]:
    """The terms up to the MAX_TERMS-th that is searched: in plain words, stop words are dropped, so they
    do not count (a player's question of twenty words has a dozen at most that search; counting them cut
    "... do I still pay the cost" after "the")."""
    stop = vocabulary().stop_words
    counted = 0
    for index, term in enumerate(terms):
        counted += strict or any(w.lower() not in stop for w in term.words)
        if counted > MAX_TERMS:
            return terms[:index]
    return terms


def _concepts(terms: list[Term], game: str | None) -> tuple[Concept, ...]:
    """Plain-words mode: synonyms first (longest phrase wins, so "out of play" is read before its stop
    words go), then stop words dropped; a query of stop words only is kept as typed."""
    vocab = vocabulary()
    synonyms = vocab.synonyms.get(game or "", {})
    units = []  # "22.3b" stays one phrase; "personality's" is "personality", "doesn't" a stop word
    for term in terms:
        unit = tuple(w.lower() for w in term.words)
        units.append(tuple(w for w in unit if w not in vocab.stop_words) or unit)
    found: list[Concept] = []
    i = 0
    while i < len(units):
        for size in range(min(vocab.longest, len(units) - i), 0, -1):
            typed = tuple(w for unit in units[i : i + size] for w in unit)
            key = tuple(stem(w) for w in typed)
            if key in synonyms and not (len(typed) == 1 and typed[0] in vocab.stop_words):
                alternatives = (typed, *(m for m in synonyms[key] if m != typed))
                found.append(Concept(alternatives, " ".join(typed)))
                i += size
                break
        else:
            term = terms[i]
            prefix = term.prefix and i == len(units) - 1 and len(units[i]) == 1
            raw = term.text if len(units[i]) == len(term.words) else ""
            found.append(Concept((units[i],), " ".join(units[i]), prefix, raw))
            i += 1
    stop = vocab.stop_words
    kept = [c for c in found if not (len(c.alternatives[0]) == 1 and c.alternatives[0][0] in stop)]
    unique = []
    for concept in kept or found:
        if all(concept.alternatives != u.alternatives for u in unique):
            unique.append(concept)
    return tuple(unique)


@dataclass(frozen=True)
class Filters:
    game: str | None = None
    document_id: int | None = None


NO_FILTERS = Filters()


def quoted_phrases(raw: str) -> tuple[tuple[str, ...], ...]:
    """The phrases typed between double quotes (any kind), of two words or more, lowercase."""
    found = []
    for match in TOKEN_RE.finditer(QUOTE_RE.sub('"', raw)):
        words = tuple(w.lower() for w in WORD_RE.findall(match["phrase"] or ""))
        if len(words) > 1 and words not in found:
            found.append(words)
    return tuple(found)


def plain_words(raw: str) -> str:
    """The query without what makes it strict (quotes of any kind, stars)."""
    return QUOTE_RE.sub(" ", raw).replace('"', " ").replace("*", " ")
