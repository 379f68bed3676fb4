"""The glossary search's relevance sets and their scoring: bench/search.py prints the scores on the real
corpus, tests/rulings/glossary/test_relevance.py holds them to a floor. Kept in bench/ with the other
measuring tools, so that the tests import the tool rather than a benchmark importing test code.

- relevance.yaml: 64 questions written, and the search tuned on them, by the Desk's developers;
- relevance_players_dev.yaml, relevance_players_test.yaml: 240 questions written from the corpus alone by an
  author who had not seen the search code or its vocabulary, split in two halves before any tuning. The
  development half may be tuned on; the test half never is, nor edited: it measures what tuning generalises;
- relevance_players_dev2.yaml: 160 more questions by another writer who had not seen the code, a second
  development set (first scored before any tuning on it);
- relevance_players_dev3.yaml: 160 more questions by a third writer who had seen neither the code, its
  vocabulary nor the earlier sets, a third development set (first scored before any tuning on it).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

QUESTIONS_FILE = Path(__file__).with_name("relevance.yaml")
SETS = {
    "developers' set (tuned on)": QUESTIONS_FILE,
    "players' development half": Path(__file__).with_name("relevance_players_dev.yaml"),
    "players' second development set": Path(__file__).with_name("relevance_players_dev2.yaml"),
    "players' third development set": Path(__file__).with_name("relevance_players_dev3.yaml"),
    "players' test half (never tuned on)": Path(__file__).with_name("relevance_players_test.yaml"),
}
DEPTH = 10  # hits looked at for the reciprocal rank


@dataclass(frozen=True)
class Question:
    q: str
    game: str | None
    answers: tuple[tuple[str, str, str], ...]  # (game, entry slug, anchor); the first is the best


@dataclass(frozen=True)
class Outcome:
    question: Question
    position: int | None  # 1-based position of the first hit on an answering entry
    paragraph_position: int | None  # 1-based position of the first hit on an answering paragraph
    found: tuple[str, ...]  # game/slug#anchor of the first hits, to show what came instead

    @property
    def paragraph_right(self) -> bool:
        """An answering paragraph is among the top 3 hits (hits are paragraphs: an entry may give several)."""
        return self.paragraph_position is not None and self.paragraph_position <= 3


@dataclass(frozen=True)
class Scores:
    outcomes: list[Outcome]

    def _share(self, test) -> float:
        return sum(1 for o in self.outcomes if test(o)) / len(self.outcomes)

    @property
    def top1(self) -> float:
        return self._share(lambda o: o.position == 1)

    @property
    def top3(self) -> float:
        return self._share(lambda o: o.position is not None and o.position <= 3)

    @property
    def mrr(self) -> float:
        return sum(1 / o.position for o in self.outcomes if o.position) / len(self.outcomes)

    @property
    def paragraph(self) -> float:
        """Share of questions with an answering paragraph among the top 3 hits."""
        return self._share(lambda o: o.paragraph_right)

    @property
    def paragraph_top1(self) -> float:
        return self._share(lambda o: o.paragraph_position == 1)

    def misses(self, depth: int = 3) -> list[Outcome]:
        return [o for o in self.outcomes if o.position is None or o.position > depth]

    def summary(self) -> str:
        return (
            f"{len(self.outcomes)} questions: top-1 {self.top1:.0%}, top-3 {self.top3:.0%}, "
            f"MRR {self.mrr:.3f}, paragraph top-1 {self.paragraph_top1:.0%}, "
            f"paragraph top-3 {self.paragraph:.0%}"
        )


def _address(text: str) -> tuple[str, str, str]:
    where, _, anchor = text.partition("#")
    game, _, slug = where.partition("/")
    return game, slug, anchor


def load_questions(path: Path = QUESTIONS_FILE) -> list[Question]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [
        Question(
            item["q"],
            item.get("game"),
            tuple(_address(a) for a in [item["answer"], *item.get("also", [])]),
        )
        for item in data
    ]


def evaluate(questions: list[Question] | None = None) -> Scores:
    """Ask every question as the API does (finished words, no prefix) and find where its answer ranks."""
    from rulings.glossary.search import search_entries

    outcomes = []
    for question in questions or load_questions():
        hits = search_entries(question.q, game=question.game, per_page=DEPTH, prefix_last=False).hits
        entries = [(hit.game, hit.slug) for hit in hits]
        paragraphs = [(hit.game, hit.slug, hit.anchor) for hit in hits]
        position = next(
            (i for i, e in enumerate(entries, 1) if any(e == a[:2] for a in question.answers)), None
        )
        paragraph = next((i for i, p in enumerate(paragraphs, 1) if p in question.answers), None)
        found = tuple(f"{h.game}/{h.slug}#{h.anchor}" for h in hits[:3])
        outcomes.append(Outcome(question, position, paragraph, found))
    return Scores(outcomes)
