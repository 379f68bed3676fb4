"""How many entries hold each concept of a query, read from the index and cached per index state: the
rarity weights and the common-terms cut-off, and which concepts retrieve."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from django.db import connection

from .query import Concept, Query, stem

COMMON_SHARE = 0.15  # a concept in more entries than this share does not retrieve on its own


@dataclass(frozen=True)
class Statistics:
    entries: int
    df: tuple[int | None, ...]  # per concept of the query; None = unknown (a prefix)

    def idf(self, index: int) -> float:
        df = self.df[index]
        if df is None:
            return 1.0
        return math.log(1 + (self.entries - df + 0.5) / (df + 0.5))

    def fts5_idf(self, index: int) -> float:
        """The inverse document frequency FTS5's bm25() gives: next to nothing for a concept in more than
        half the entries (it cannot rank an entry up by naming "effect" in its title)."""
        df = self.df[index]
        if df is None:
            return 1.0
        return max(1e-6, math.log((self.entries - df + 0.5) / (df + 0.5)))

    def common(self, index: int) -> bool:
        df = self.df[index]
        return df is not None and self.entries > 0 and df > COMMON_SHARE * self.entries

    def dead(self, index: int) -> bool:
        return self.df[index] == 0


PG_CONFIG = "rulings_english"  # english without its stop words (migration 0004): "not", "before" are searched
PG_DF_SQL = f"SELECT count(*) FROM rulings_entry WHERE search_vector @@ phraseto_tsquery('{PG_CONFIG}', %s)"


def pg_text(concept: Concept, index: int) -> str:
    if index == 0 and concept.raw:
        return concept.raw
    return " ".join(concept.alternatives[index])


_DF_CACHE: dict = {"key": None, "entries": 0, "words": {}}


def index_key() -> object:
    """Changes whenever the glossary's index does: on SQLite the FTS5 averages record (rewritten by every
    write), on PostgreSQL the entry count and largest id. Read once per search (search_entries) and handed
    to the caches that depend on it."""
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("SELECT block FROM rulings_entry_fts_data WHERE id = 1")
            row = cursor.fetchone()
            return bytes(row[0]) if row else b""
        cursor.execute("SELECT count(*), coalesce(max(id), 0) FROM rulings_entry")
        return tuple(cursor.fetchone())


def query_statistics(query: Query, key: object = None) -> Statistics:
    """How many entries hold each concept (its most frequent alternative), from the index itself: the
    FTS5 vocabulary table on SQLite, a count on PostgreSQL. Cached until the index changes (`key`: the
    search's index_key(), read here when not given)."""
    if query.strict:
        return Statistics(0, tuple(None for _ in query.concepts))
    sqlite = connection.vendor == "sqlite"
    key = index_key() if key is None else key
    with connection.cursor() as cursor:
        if key != _DF_CACHE["key"]:
            cursor.execute("SELECT count(*) FROM rulings_entry")
            _DF_CACHE.update(key=key, entries=cursor.fetchone()[0], words={})
        known: dict = _DF_CACHE["words"]
        wanted = {word for concept in query.concepts for alt in concept.alternatives for word in alt}
        missing = [w for w in wanted if w not in known]
        if missing and sqlite:
            stems = {w: stem(w) for w in missing}
            marks = ", ".join(["%s"] * len(set(stems.values())))
            cursor.execute(
                f"SELECT term, doc FROM rulings_entry_fts_vocab WHERE term IN ({marks})",
                sorted(set(stems.values())),
            )
            counts = dict(cursor.fetchall())
            known.update({w: counts.get(s, 0) for w, s in stems.items()})
        elif not sqlite:  # PostgreSQL parses and stems each alternative itself ("22.3b" is '22.3' 'b')
            for text in {pg_text(c, i) for c in query.concepts for i in range(len(c.alternatives))}:
                if ("pg", text) not in known:
                    cursor.execute(PG_DF_SQL, [text])
                    known[("pg", text)] = cursor.fetchone()[0]
    df = []
    for concept in query.concepts:
        if concept.prefix:  # at least as frequent as the word typed so far, if that is a word
            word = concept.alternatives[0][0] if sqlite else ("pg", pg_text(concept, 0))
            df.append(known.get(word) or None)
            continue
        if not sqlite:
            df.append(max(known[("pg", pg_text(concept, i))] for i in range(len(concept.alternatives))))
            continue
        # a phrase is at most as frequent as its rarest word; a concept as its most frequent alternative
        df.append(max(min(known[w] for w in alt) for alt in concept.alternatives))
    return Statistics(_DF_CACHE["entries"], tuple(df))


def plan(query: Query, stats: Statistics) -> tuple[list[int], list[int], list[tuple[int, int]]]:
    """Which concepts retrieve (rare ones; all of them AND-ed if none is rare), which only score, and
    which neighbouring pairs earn a proximity bonus: those with a rare concept. A NEAR of two common words
    reads the positions of most entries (on the 10,000-entry bench, the slowest queries' NEARs were a third
    of their time) and ranked no better on the development sets."""
    live = [i for i in range(len(query.concepts)) if not stats.dead(i)]
    rare = [i for i in live if not stats.common(i)]
    common = [i for i in live if stats.common(i)]
    pairs = [
        (a, b)
        for a, b in itertools.pairwise(live)
        if not query.concepts[a].prefix and not query.concepts[b].prefix and (a in rare or b in rare)
    ]
    return rare, common, pairs
