"""Typo tolerance for card search: the card titles closest to words that found nothing (or little).

The typed words (folded) are compared with fuzz.ratio against every title of the game and against every run
of as many consecutive words inside a title, so "hida kisda" finds "Hida Kisada" and "kisda" finds the
"Kisada" of "Kisada Sensei". A whole title scores above a run inside one at the same similarity. The titles
of a game are read once per state of the card table (count, highest id, summed title lengths) and kept in
memory; words shorter than ``MIN_TYPED`` or longer than ``MAX_TYPED`` characters, or more than ``MAX_WORDS``
words, are not compared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db.models import Count, Max, Sum
from django.db.models.functions import Length
from rapidfuzz import fuzz, process

from rulings.text import fold

from .models import Card

MIN_TYPED = 4  # shorter input is one edit from too many titles to mean one
MAX_TYPED = 60  # the longest title has 49 characters
MAX_WORDS = 6
CUTOFF = 75  # fuzz.ratio (0-100) below this is not a suggestion
CONFIDENT = 85  # a correction at or above this, clearly ahead of the next one, is searched for
MARGIN = 4
SUGGESTIONS = 5
WHOLE_TITLE_BONUS = 3  # at the same similarity, a whole title before a run of words inside one
_WORD = re.compile(r"[\w']+")


def words_of(text: str) -> list[str]:
    return _WORD.findall(fold(text))


@dataclass(frozen=True)
class Spelling:
    """Titles close to the words typed, best first, and the words to search for instead when one reading
    is clearly the best (None otherwise)."""

    typed: str
    titles: tuple[str, ...] = ()
    correction: str | None = None  # folded words, for the note
    correction_query: str | None = None  # the search syntax finding them


class TitleIndex:
    """The distinct titles of one game (or of all games) with their folded word runs."""

    def __init__(self, titles: list[str]):
        self.titles = {}  # folded title -> title as printed (the first seen)
        for title in titles:
            self.titles.setdefault(" ".join(words_of(title)), title)
        self._folded = list(self.titles)
        self._runs: dict[int, tuple[list[str], list[str]]] = {}

    def runs(self, length: int) -> tuple[list[str], list[str]]:
        """Every run of ``length`` consecutive words of a title (runs shorter than the title only), with
        the folded title each comes from."""
        if length not in self._runs:
            runs, owners = [], []
            for folded in self.titles:
                words = folded.split()
                for start in range(len(words) - length + 1 if len(words) > length else 0):
                    runs.append(" ".join(words[start : start + length]))
                    owners.append(folded)
            self._runs[length] = (runs, owners)
        return self._runs[length]

    def spell(self, typed: str) -> Spelling:
        words = words_of(typed)
        wanted = " ".join(words)
        if not MIN_TYPED <= len(wanted) <= MAX_TYPED or len(words) > MAX_WORDS or wanted in self.titles:
            return Spelling(typed)
        best: dict[str, tuple[float, str]] = {}  # folded title -> (score, the words it reads them as)
        for title, score, _ in _close(wanted, self._folded):
            best[title] = (score + WHOLE_TITLE_BONUS, title)
        runs, owners = self.runs(len(words))
        for run, score, at in _close(wanted, runs):
            if score > best.get(owners[at], (0, ""))[0]:
                best[owners[at]] = (score, run)
        ranked = sorted(best.items(), key=lambda item: (-item[1][0], len(item[0]), item[0]))
        titles = tuple(self.titles[title] for title, _ in ranked[:SUGGESTIONS])
        correction = _correction(wanted, [reading for _, reading in ranked])
        return Spelling(typed, titles, correction, correction and self.query_for(correction))

    def query_for(self, reading: str) -> str:
        """Search syntax for a reading: a whole title as its quoted phrase (punctuation and all), words
        inside a title each quoted (their punctuation was dropped, so not as one phrase)."""
        if reading in self.titles:
            return phrase_of(self.titles[reading])
        return " ".join(f'"{word}"' for word in reading.split())


def phrase_of(title: str) -> str:
    """Search syntax finding a title: it as a quoted phrase (each word quoted when it holds a quote)."""
    if '"' not in title:
        return f'"{title}"'
    return " ".join(f'"{word}"' for word in title.replace('"', " ").split())


def _close(wanted: str, choices: list[str]) -> list[tuple[str, float, int]]:
    return process.extract(wanted, choices, scorer=fuzz.ratio, score_cutoff=CUTOFF, limit=None)


def _correction(wanted: str, readings: list[tuple[float, str]]) -> str | None:
    """The best reading when it is confident and no other reading comes close to it."""
    if not readings or readings[0][0] < CONFIDENT or readings[0][1] == wanted:
        return None
    top_score, top = readings[0]
    rivals = [score for score, reading in readings[1:] if reading != top]
    return top if not rivals or rivals[0] <= top_score - MARGIN else None


_CACHE: dict = {"state": None, "indexes": {}}


def title_index(game: str | None) -> TitleIndex:
    """The titles of ``game`` (every game for None), read again when the card table changed (one cheap
    aggregate over the title index tells)."""
    state = Card.objects.aggregate(n=Count("pk"), top=Max("pk"), size=Sum(Length("title_search")))
    if state != _CACHE["state"]:
        _CACHE.update(state=state, indexes={})
    indexes = _CACHE["indexes"]
    if game not in indexes:
        titles = Card.objects.for_game(game).order_by("title").values_list("title", flat=True).distinct()
        indexes[game] = TitleIndex(list(titles))
    return indexes[game]


def spell_titles(typed: str, *, game: str | None) -> Spelling:
    return title_index(game).spell(typed)
