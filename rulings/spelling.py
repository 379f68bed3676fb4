"""Typo correction for glossary search, against the glossary's own words.

A word of the query that no entry holds ("personalty", "sepuku", "recieve") is replaced by the closest word
that entries do hold, within a small edit distance (optimal string alignment: a swap of two neighbouring
letters is one edit), the most frequent one on a tie. Short words and numbers are never corrected: at three
letters every word is one edit from dozens of others. Pure Python over a word -> count table; the search
module reads the table from the database and keeps a Speller per index state.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Iterable

from rapidfuzz import process
from rapidfuzz.distance import OSA

MIN_LENGTH = 4  # shorter words are left as typed


def max_edits(word: str) -> int:
    return 1 if len(word) < 7 else 2


class Speller:
    def __init__(self, counts: Counter[str]):
        self._counts = counts
        self._words = sorted(counts)

    @classmethod
    def from_words(cls, words: Iterable[str]) -> Speller:
        return cls(Counter(words))

    def knows(self, word: str) -> bool:
        return word in self._counts

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
        if not found:
            return None
        return min(found, key=lambda hit: (hit[1], -self._counts[hit[0]], hit[0]))[0]
