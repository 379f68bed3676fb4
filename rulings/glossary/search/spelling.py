"""Typo correction for glossary search, against the glossary's own words.

A word of the query that no entry holds ("personalty", "sepuku", "recieve") is replaced by the closest word
that entries do hold, within a small edit distance (optimal string alignment: a swap of two neighbouring
letters is one edit), the most frequent one on a tie. Words under five letters and numbers are never
corrected: at four letters a typo and another English word are too often one edit apart. Pure Python over
a word -> count table; the search module reads the table from the database and keeps a Speller per index
state.

A symbol that an entry's title shows beside its words ("Instant effects ↯") is searched as those words:
players type the symbol printed on the cards ("my ↯ effect"), which holds no letters the index could find.
"""

from __future__ import annotations

import bisect
import unicodedata
from collections import Counter

from django.db import connection
from rapidfuzz import process
from rapidfuzz.distance import OSA

from ...text import fold
from .query import WORD_RE, Query, parse_query, stem, vocabulary

# Shorter words are left as typed: at four letters, a letter left out or two letters swapped make another
# English word far more often than a typo ("tied" is not "timed", "lots" not "lost", "sort" not "short",
# "ties" not "times"); no correction of a four-letter word on the 344 development questions was right.
MIN_LENGTH = 5


SHORT = 6  # a shorter word is corrected only for a letter left out or two neighbouring letters swapped


def _omitted_or_swapped(typed: str, word: str) -> bool:
    """Whether `word` is `typed` with a letter it left out, or with two neighbouring letters swapped back.
    In a short word a changed or an extra letter usually makes another English word, not a typo: "stop" is
    not "step", nor "bold" "gold", nor "hits" "its"."""
    if len(word) == len(typed) + 1:
        return any(word[:i] + word[i + 1 :] == typed for i in range(len(word)))
    return len(word) == len(typed) and any(
        typed[:i] + typed[i + 1] + typed[i] + typed[i + 2 :] == word for i in range(len(typed) - 1)
    )


LONG = 9  # a word this long may be two edits from what it meant


def max_edits(word: str) -> int:
    """One edit, two from LONG letters. At seven or eight letters, two edits from a glossary word is more
    often another English word than a typo ("version" is not "person", "succeed" not "success", "recheck"
    not "check"), and the small glossary's vocabulary leaves no other word nearer to prefer."""
    return 1 if len(word) < LONG else 2


class Speller:
    def __init__(self, counts: Counter[str], symbols: dict[str, str] | None = None):
        self._counts = counts
        self.symbols = symbols or {}  # a title's symbol -> the title's words
        self._words = sorted(counts)
        self._stems = {stem(w) for w in counts}

    def knows(self, word: str) -> bool:
        """A glossary word, or another form of one: the index finds "wound" in "wounds" (the same stem), so
        it is no typo (it was corrected to "would")."""
        return word in self._counts or stem(word) in self._stems

    def knows_prefix(self, prefix: str) -> bool:
        at = bisect.bisect_left(self._words, prefix)
        return at < len(self._words) and self._words[at].startswith(prefix)

    def correct(self, word: str, *, prefix: bool = False) -> str | None:
        """The glossary word meant by `word`, or None when it is known (as a word, or as the beginning of
        one when it is still being typed), too short, not a word, or nothing is close enough."""
        if len(word) < MIN_LENGTH or not word.isalpha() or self.knows(word):
            return None
        if prefix and self.knows_prefix(word):
            return None
        limit = max_edits(word)
        found = process.extract(word, self._words, scorer=OSA.distance, score_cutoff=limit, limit=None)
        if len(word) < SHORT:
            found = [hit for hit in found if _omitted_or_swapped(word, hit[0])]
        if not found:
            return None
        return min(found, key=lambda hit: (hit[1], -self._counts[hit[0]], hit[0]))[0]


_SPELLER_CACHE: dict = {"key": None, "speller": None}


def glossary_speller(key: object) -> Speller:
    """A Speller over every word of the glossary's titles and texts and of the search vocabulary, made
    once per index state (`key`: index_key())."""
    with connection.cursor() as cursor:
        if key != _SPELLER_CACHE["key"]:
            cursor.execute("SELECT title, text FROM rulings_entry")
            words, symbols = Counter(), {}
            for title, text in cursor.fetchall():
                words.update(fold(w) for w in WORD_RE.findall(f"{title} {text}"))
                for symbol in title_symbols(title):
                    symbols.setdefault(symbol, " ".join(WORD_RE.findall(title)))
            for table in vocabulary().synonyms.values():
                words.update(w for member in table for w in member if w not in words)
            _SPELLER_CACHE.update(key=key, speller=Speller(words, symbols))
    return _SPELLER_CACHE["speller"]


def title_symbols(title: str) -> set[str]:
    """The symbols a title shows beside its words (non-ASCII, Unicode category S*: "↯", "⧗"; not "+")."""
    return {c for c in title if not c.isascii() and unicodedata.category(c).startswith("S")}


def spelled(
    raw: str, query: Query, game: str | None, prefix_last: bool, key: object
) -> tuple[Query, tuple[str, ...]]:
    """The query with each word no entry holds replaced by the glossary word it is closest to, and each
    title's symbol by the title's words, with a note for each; the query itself when nothing needs it."""
    speller = glossary_speller(key)
    named = {symbol: words for symbol, words in speller.symbols.items() if symbol in raw}
    stop = vocabulary().stop_words
    fixes = {}
    for number, term in enumerate(query.terms):
        last = number == len(query.terms) - 1
        for word in term.words:
            typed = fold(word)
            if typed in stop:
                continue
            fixed = speller.correct(typed, prefix=last and term.prefix and word == term.words[-1])
            if fixed:
                fixes[typed] = fixed
    if not fixes and not named:
        return query, ()
    text = raw
    for symbol, words in named.items():
        text = text.replace(symbol, f" {words} ")
    text = WORD_RE.sub(lambda m: fixes.get(fold(m[0]), m[0]), text)
    notes = (
        *(f'Searched for "{words}" for "{symbol}".' for symbol, words in named.items()),
        *(f'Searched for "{fixed}" instead of "{typed}".' for typed, fixed in fixes.items()),
    )
    return parse_query(text, prefix_last=prefix_last, game=game), notes
