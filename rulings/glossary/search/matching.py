"""Finding the query's concepts in an entry's title and text, in Python, with their spans."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from ...text import fold
from .query import WORD_RE, Concept, stem


@dataclass(frozen=True)
class Matcher:
    regex: re.Pattern | None  # for texts whose lowercase changes length (rare letters): the slow path
    needles: tuple[tuple[str, bool], ...]  # lowercase beginnings of matching words; True = whole word
    by_stem: dict[str, list[tuple[int, int, int]]]  # stem -> (concept, alternative, word position)
    prefixes: list[tuple[str, int]]  # typed prefix -> concept
    lengths: dict[tuple[int, int], int]  # (concept, alternative) -> number of words
    scan: re.Pattern | None = None  # the fast path, over lowercased text (see words_found)
    # lowercase word -> its (concept, alternative, word position) hits: a word is stemmed once per query
    words: dict[str, tuple[tuple[int, int, int], ...]] = field(default_factory=dict, compare=False)


MAX_MATCHERS = 256  # queries whose matchers (and word tables) are kept; typed queries repeat


MAX_WORDS = 4096  # words remembered per matcher


MAX_ENDING = 6  # letters a word may have beyond its stem ("negat" + "ions")


@lru_cache(maxsize=MAX_MATCHERS)
def matcher_for(concepts: tuple[Concept, ...]) -> Matcher:
    by_stem: dict[str, list[tuple[int, int, int]]] = {}
    needles, prefixes, lengths = set(), [], {}
    for ci, concept in enumerate(concepts):
        for ai, alt in enumerate(concept.alternatives):
            lengths[(ci, ai)] = len(alt)
            if concept.prefix and len(alt) == 1:
                prefixes.append((fold(alt[0]), ci))
                needles.add((fold(alt[0]), False))
                continue
            for wi, word in enumerate(alt):
                s = stem(word)
                by_stem.setdefault(s, []).append((ci, ai, wi))
                if len(s) <= 2:  # a short stem ("f", "c", "22") is a whole word
                    needles.add((s, True))
                elif s.endswith("i"):  # porter turns a final y into i ("delayed" -> "delai")
                    needles |= {(s, False), (s[:-1] + "y", False)}
                else:
                    needles.add((s, False))
    if not needles:
        return Matcher(None, (), by_stem, prefixes, lengths)
    ordered = sorted(needles, key=lambda n: -len(n[0]))
    alternation = "|".join(re.escape(n) + (r"(?![^\W_])" if whole else "") for n, whole in ordered)
    regex = re.compile(rf"(?<![^\W_])(?:{alternation})[^\W_]{{0,{MAX_ENDING}}}(?![^\W_])", re.IGNORECASE)
    # The same words, each alternative starting with its needle so that the regex engine only stops at
    # the needles' first letters (a look-behind first makes it try every position: ten times slower); the
    # look-behind after the needle checks that a word starts there. Every match is a whole word, so the
    # matches do not overlap and come in order.
    scan = re.compile(
        "(?:" + "|".join(
            re.escape(needle) + r"(?<![^\W_]" + re.escape(needle) + ")"
            + ("" if whole else rf"[^\W_]{{0,{MAX_ENDING}}}")
            for needle, whole in ordered
        ) + r")(?![^\W_])"
    )  # fmt: skip
    return Matcher(regex, tuple(ordered), by_stem, prefixes, lengths, scan)


class Occurrence(NamedTuple):  # a tuple: made by the thousand on long entries
    concept: int
    start: int
    end: int


def words_found(text: str, matcher: Matcher) -> list[tuple[int, int, str]]:
    """(start, end, lowercase word) of every word that may belong to a concept, in order. Over the
    lowercased text the needle-first regex (Matcher.scan) is several times faster than the look-behind-
    first one, and than str.find per needle plus checks in Python (a short needle such as "f" is in most
    words)."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return [(m.start(), m.end(), m.group().lower()) for m in matcher.regex.finditer(text)]
    return [(m.start(), m.end(), m.group()) for m in matcher.scan.finditer(lowered)]


def occurrences(text: str, matcher: Matcher) -> list[Occurrence]:
    """Concepts found in the text, in order, with their spans (a phrase spans its words)."""
    if matcher.regex is None:
        return []
    tokens = _tokens(text, matcher)
    found = []
    for t, (start, _end, hits) in enumerate(tokens):
        ends: dict[int, int] = {}  # concept -> the end of its longest alternative starting here
        for ci, ai, wi in hits:
            if wi != 0:
                continue
            last = _phrase_end(text, tokens, t, ci, ai, matcher.lengths[(ci, ai)])
            if last is not None:
                ends[ci] = max(ends.get(ci, 0), tokens[last][1])
        # one occurrence a concept: "negated" is both its alternatives "negate" and "negated" (one stem)
        found += [Occurrence(ci, start, end) for ci, end in ends.items()]
    return found


def _tokens(text: str, matcher: Matcher) -> list[tuple[int, int, tuple[tuple[int, int, int], ...]]]:
    """(start, end, ((concept, alternative, word position), ...)) of each word of the text that belongs
    to a concept."""
    tokens = []
    known = matcher.words
    for start, end, word in words_found(text, matcher):
        hits = known.get(word)
        if hits is None:
            folded = fold(word)
            prefixed = [(ci, 0, 0) for prefix, ci in matcher.prefixes if folded.startswith(prefix)]
            hits = (*matcher.by_stem.get(stem(folded), ()), *prefixed)
            if len(known) < MAX_WORDS:
                known[word] = hits
        if hits:
            tokens.append((start, end, hits))
    return tokens


def _phrase_end(text: str, tokens: list, first: int, ci: int, ai: int, size: int) -> int | None:
    """The token ending the alternative's phrase that starts at token `first`, or None when its next
    words do not follow right after (a single word ends where it starts)."""
    last = first
    for k in range(1, size):
        nxt = last + 1
        if nxt >= len(tokens) or (ci, ai, k) not in tokens[nxt][2]:
            return None
        if WORD_RE.search(text, tokens[last][1], tokens[nxt][0]):
            return None
        last = nxt
    return last
