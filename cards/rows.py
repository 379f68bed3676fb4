"""Card result lists as plain rows: the columns a list shows and each card's printed stats, read as values.

A page of 50 search results built as model instances (a Card each, a CardStat per stat through a prefetch)
cost ten times the three queries it runs: the Naruto-only and the all-cards searches ran 8-12 times slower
than the same statements in bare SQL. Rows keep the attribute names the templates read from a Card
(``title``, ``ordered_stats``, ``get_absolute_url`` ...), so a list can show either.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.db import connection
from django.db.models import QuerySet
from django.urls import reverse

from rulings.games import Game

from .stats import STAT_ORDER, PrintedStat

CARD_COLUMNS = ("id", "game", "key", "title", "version", "card_type", "text")


@dataclass(slots=True)  # not frozen: a frozen dataclass's __init__ cost a third of building a page
class StatRow(PrintedStat):
    name: str
    kind: str
    printed: str


@dataclass(frozen=True, slots=True)
class CardRow:
    id: int
    game: str
    key: str
    title: str
    version: str
    card_type: str
    text: str
    stats: tuple[StatRow, ...]  # in the order cards show them

    def ordered_stats(self) -> tuple[StatRow, ...]:
        return self.stats

    def get_absolute_url(self) -> str:
        return reverse("cards:detail", kwargs={"game": self.game, "key": self.key})

    def get_game_display(self) -> str:
        return Game(self.game).label

    @property
    def display_title(self) -> str:
        return f"{self.title} • {self.version}" if self.version else self.title


STATS_SQL = "SELECT card_id, name, kind, printed FROM cards_cardstat WHERE card_id IN ({marks})"


@dataclass(frozen=True)
class CardStatements:
    """A search's count and page statements, compiled by the ORM once. For a search finding few cards,
    building the queryset and compiling it (twice: count, then page) cost several times running the
    statements (the Naruto-only search ran 5 times slower than the same statements in bare SQL), so the
    search keeps these for a query it has seen (``cards.services``)."""

    count_sql: str
    count_params: tuple
    page_sql: str
    page_params: tuple

    @classmethod
    def of(cls, cards: QuerySet) -> CardStatements:
        count_sql, count_params = cards.order_by().values("pk").query.sql_with_params()
        page_sql, page_params = cards.values_list(*CARD_COLUMNS).query.sql_with_params()
        return cls(
            f"SELECT COUNT(*) FROM ({count_sql}) found",
            tuple(count_params),
            f"{page_sql} LIMIT %s OFFSET %s",
            tuple(page_params),
        )

    def count(self) -> int:
        with connection.cursor() as cursor:
            cursor.execute(self.count_sql, self.count_params)
            return cursor.fetchone()[0]

    def rows(self, start: int, stop: int) -> list[CardRow]:
        with connection.cursor() as cursor:
            cursor.execute(self.page_sql, (*self.page_params, max(stop - start, 0), start))
            return _with_stats(cursor, cursor.fetchall())


def _with_stats(cursor, found: list[tuple]) -> list[CardRow]:
    """Rows of card columns with their stats, read in one statement (written out: building it through the
    ORM cost more than running it) and put in the order cards show them with one sort."""
    stats: dict[int, list[StatRow]] = {}
    if found:
        cursor.execute(STATS_SQL.format(marks=", ".join(["%s"] * len(found))), [row[0] for row in found])
        order, last = STAT_ORDER.get, len(STAT_ORDER)
        for card_id, name, kind, printed in sorted(cursor.fetchall(), key=lambda r: order(r[1], last)):
            stats.setdefault(card_id, []).append(StatRow(name, kind, printed))
    return [CardRow(*row, tuple(stats.get(row[0], ()))) for row in found]


class CardRowList(Sequence):
    """A search's cards for a Paginator: counted once (or not at all when the count is known), and only
    the page asked for read, as rows. The page expected (``window``: its first and last index + 1) is read
    before counting: when it is the first page and not full, its length is the count, and no COUNT runs."""

    def __init__(
        self, statements: CardStatements, count: int | None = None, window: tuple[int, int] = (0, 0)
    ):
        self._statements, self._count, self._window = statements, count, window
        self._read: list[CardRow] | None = None

    def count(self) -> int:
        if self._count is None:
            start, stop = self._window
            if start == 0 and stop > 0:
                self._read = self._statements.rows(start, stop)
                if len(self._read) < stop:
                    self._count = len(self._read)
                    return self._count
            self._count = self._statements.count()
        return self._count

    def __len__(self) -> int:
        return self.count()

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, stop, _ = index.indices(self.count())
            if self._read is not None and (start, stop) == (0, min(self._window[1], self._count)):
                return self._read[start:stop]
            return self._statements.rows(start, stop)
        return self._statements.rows(index, index + 1)[0]
