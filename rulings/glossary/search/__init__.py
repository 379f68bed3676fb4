"""Full-text search over glossary entries: SQLite FTS5 (porter stemming) or PostgreSQL (english config),
answering questions typed in plain words and pointing each hit at the paragraph that answers it.

PostgreSQL indexes and queries with rulings_english, its english configuration without the stop-word list
(migration 0004), and retrieves in the same stages as FTS5: both backends hand the re-ranking the same window.

Two modes, chosen from the query itself:
  plain words (the default): stop words are dropped, each remaining word (or a known phrase such as
    "personal honor") becomes a *concept* that also matches its game synonyms and abbreviations
    (search_vocabulary.yaml: F/Force, PH/Personal Honor, negate/cancel, ...), and an entry matching ANY
    concept is a hit. Ranking: BM25 (FTS5 bm25(), title x10; PostgreSQL: ts_rank per concept weighted by
    its inverse document frequency), plus extra weight for concepts standing next to each other as typed
    (NEAR groups in the MATCH expression), then the best RESCORE_WINDOW (or a page) are re-ranked, from
    their position in the backend's order (either backend: rows.position_prior), by the share of the
    question's concepts they hold (weighted by rarity), by concepts in the title and by phrases, and an
    entry whose term the query names ("seppuku", "the tracking rule") comes first.
    Concepts found in more than COMMON_SHARE of all entries ("effect", "card") do not retrieve on their own
    while a rarer concept is present; they only add to the score (the "common terms" cut-off, which keeps
    an any-word query from ranking every entry of the glossary), except in an entry's title: "what counts
    as a stat" retrieves Stats. A word no entry holds is ignored. PostgreSQL weighs each concept's ts_rank
    by the inverse document frequency FTS5's bm25() uses (next to nothing above half the entries), so
    that a title naming "effect" ranks no higher there than on FTS5.
  strict (any double quote or *): every term must match, as before: "quoted phrases", prefix*, all words.
    A query with a stop word outside its quotes is a question citing card text ('does "cannot" count as
    negation'): it is searched as plain words, with a note.

The user's query is never passed to a query language. `parse_query` reduces it to terms made of letters
and digits only, and each backend builds its own safe expression from them: FTS5 gets every word as a
quoted string, PostgreSQL gets each word as a bound parameter. Highlights are built in Python from match
positions over the raw text, which is escaped piece by piece: markup in the corpus or the query is shown,
never run. Snippets and paragraph choice are computed for the page's hits only.

Hits are paragraphs: every paragraph of the re-ranked window's entries is scored (its own concepts, BM25
within the entry; an example or exception as much as a rule, more when the question asks for one), and an
entry gives each paragraph scoring at least ranking.ANSWER_SHARE of its best (up to MAX_PARAGRAPHS). Those
paragraphs then compete across entries: a hit's score weighs its entry's score (the prior) against the
paragraph's own BM25 among the window's paragraphs (ranking.EVIDENCE; BM25F: the entry's title counts as
a field of each of its paragraphs, ranking.TITLE_FIELD), so that the paragraph holding the question's words
can pass weaker paragraphs of a better entry. A paragraph whose text a better hit already shows (one rule
kept under two titles) moves after the others (entries.distinct). A paragraph saying a question's quoted
phrase word for word counts the phrase's concepts more (ranking.QUOTED): the card text a player cites.
Situation phrases (situations.yaml, per game: what players type when a paragraph answers them, written
from the corpus alone) are one more field of their paragraph: a question's concept there counts
ranking.SITUATION_FIELD of an occurrence in the paragraph's own words, in choosing which paragraph of an
entry answers and in its evidence against other entries' paragraphs. They are not in the index: they
rank the paragraphs of the entries the question's words retrieve, they retrieve none.

The package, one module per job: query (terms, concepts, vocabulary), spelling (typo correction),
frequencies (how many entries hold a concept), fts5 and postgresql (the backends: the ranked window), rows
(what a backend returns), matching (concepts found in text, in Python), situations (the phrases, loaded,
checked and indexed per entry), ranking (re-ranking and the best paragraph), highlighting (escaped,
marked snippets), entries (search_entries and its results).
"""

from .entries import SearchHit, SearchPage, search_entries
from .fts5 import fts5_expression, optimize_index
from .query import MAX_QUERY_CHARS, Filters, parse_query

__all__ = [
    "MAX_QUERY_CHARS",
    "Filters",
    "SearchHit",
    "SearchPage",
    "fts5_expression",
    "optimize_index",
    "parse_query",
    "search_entries",
]
