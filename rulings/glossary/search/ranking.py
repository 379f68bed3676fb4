"""Re-ranking the window the backend returned (coverage, title, phrases, a term the query names) and
scoring each entry's paragraphs: the ones that answer become hits of their own."""

from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from functools import lru_cache

from .frequencies import Statistics
from .matching import Occurrence, matcher_for, occurrences
from .query import WORD_RE, Query, vocabulary
from .rows import ROW_ANCHORS, ROW_GAME, ROW_ID, ROW_RANK, ROW_SLUG, ROW_TERM, ROW_TEXT, ROW_TITLE, json_list
from .situations import concept_places, entry_phrases

RESCORE_WINDOW = 10  # at least this many best hits by BM25 are re-ranked (coverage, title, phrase, term)


# Paragraph-level ranking: every paragraph of an entry in the window is scored; the best one always
# answers, and others of the same entry answer too when they score at least ANSWER_SHARE of it (at most
# MAX_PARAGRAPHS per entry, enough for the longest entry: the ranking across entries, not a cap per entry,
# decides which reach the page; a cap of 3 and a share of 0.5 left answering paragraphs out). Each
# answering paragraph is a hit of its own (entries.py), ranked by its entry's score scaled by its share
# of the best paragraph's and by FOLLOWING per paragraph before it.
ANSWER_SHARE = 0.1
MAX_PARAGRAPHS = 30
FOLLOWING = 0.9
FIRST_PARAGRAPH_TITLE = 0.6  # the first paragraph defines what the title names: a share of its weight
NEAR_BONUS = 0.5  # per pair of the question's neighbouring concepts standing near each other in it
QUALIFIER = 0.7  # an example's or exception's own score, against a rule's
LENGTH_NORM = 0.75  # BM25's b within an entry: how much a long paragraph's many words count against it
NAMED_KIND = 1.5  # "... example", "exception to ...": paragraphs of the kind the question names
RULE_SHARE = 1.0  # the rule an answering example or exception belongs to follows it, at this share
# Paragraphs of different entries compete on their own words too: each answering paragraph's evidence is
# its BM25 against the paragraphs of the whole window (the question's rarity weights, the window's average
# paragraph length), not only against its entry's other paragraphs. A hit's score is its entry's score
# (the prior) and that evidence, each a share of the page's best, weighed EVIDENCE : 1 - EVIDENCE
# (entries.ranked_paragraphs).
EVIDENCE = 0.7
TITLE_FIELD = 1.0  # each concept of the entry's title counts as one more occurrence in every paragraph
# Situation phrases (situations.py: what players type when the paragraph answers them, written apart from
# the code and the evaluation questions) are a field of their paragraph: each occurrence of a question's
# concept there counts as SITUATION_FIELD of one in the paragraph's own words, as do their near pairs.
SITUATION_FIELD = 0.5
# An entry's score: its BM25 order times (COVERAGE_FLOOR + the rarity-weighted share of the question's
# concepts it holds) ** COVERAGE_POWER, times more for concepts in its title and for phrases.
COVERAGE_FLOOR = 0.5
COVERAGE_POWER = 1.0
TITLE_COVER = 0.5
PHRASE_SHARE = 0.3
QUOTED = 3.0  # a paragraph saying a quoted phrase word for word: its concepts there count this much more
KIND_WORDS = {"example": ("example", "examples", "eg"), "exception": ("exception", "exceptions", "except")}


@dataclass
class Paragraph:
    index: int  # into the entry's blocks and anchors
    score: float
    start: int
    text: str
    occurrences: list[Occurrence]  # spans relative to start
    evidence: float = 0.0  # BM25 against every paragraph of the window: comparable across entries


@dataclass
class Analysis:
    row: tuple
    score: float
    matched: set[int]
    title_occurrences: list[Occurrence]
    paragraphs: list[Paragraph]  # those that answer, best first (a title-only match: the first)


def _near(a: Occurrence, b: Occurrence, text: str) -> bool:
    if b.start < a.end:
        return False
    return len(WORD_RE.findall(text, a.end, b.start)) <= 3


def _pairs_present(occurrences: list[Occurrence], pairs: set[tuple[int, int]], text: str) -> set:
    present = set()
    for i, a in enumerate(occurrences):
        for b in occurrences[i + 1 : i + 4]:
            if (a.concept, b.concept) in pairs and _near(a, b, text):
                present.add((a.concept, b.concept))
    return present


def paragraph_kind(anchor: str) -> str:
    """ "exception", "example" or "rule", from the anchor contract of rulings.glossary.models."""
    tail = anchor.rsplit("-", 1)[-1]
    if tail.startswith("exc"):
        return "exception"
    if tail.startswith("ex"):
        return "example"
    return "rule"


def named_kinds(query: Query) -> set[str]:
    words = {w.lower() for t in query.terms for w in t.words}
    return {kind for kind, names in KIND_WORDS.items() if words & set(names)}


def analyse(row: tuple, query: Query, stats: Statistics, paragraph_length: float = 0.0) -> Analysis:
    """Score an entry beyond BM25 and its paragraphs. Coverage: the share of the question's concepts
    (weighted by rarity) that the entry holds; title: concepts in its title; phrase: neighbouring
    concepts of the question standing near each other in one paragraph. `paragraph_length`: the average
    paragraph length (characters) of the window, for each paragraph's evidence (its own entry's when 0)."""
    matcher = matcher_for(query.concepts)
    title, text = row[ROW_TITLE], row[ROW_TEXT] or ""
    title_occ = occurrences(title, matcher)
    text_occ = occurrences(text, matcher)
    n = len(query.concepts)
    weights = [stats.idf(i) for i in range(n)]
    pairs = {(i, i + 1) for i in range(n - 1)}
    blocks, starts, per_block = _blocks(text, text_occ)
    anchors = json_list(row[ROW_ANCHORS])
    title_concepts = {o.concept for o in title_occ}
    situated = _situation_counts(row, anchors, query.concepts, pairs)
    own, evidence, phrases_found = _paragraph_scores(
        text, blocks, per_block, anchors, weights, pairs, title_concepts, paragraph_length, situated
    )
    _weigh_quotes(own, evidence, blocks, starts, per_block, weights, quoted_patterns(query.quoted))
    scores = _weigh_kinds(own, evidence, anchors, named_kinds(query))
    matched = title_concepts | {o.concept for o in text_occ}
    total_weight = sum(weights) or 1.0
    coverage = sum(weights[c] for c in matched) / total_weight
    title_cover = sum(weights[c] for c in title_concepts) / total_weight
    base = float(row[ROW_RANK] or 0.0)
    score = base * (COVERAGE_FLOOR + coverage) ** COVERAGE_POWER * (1 + TITLE_COVER * title_cover)
    if pairs:
        score *= 1 + PHRASE_SHARE * len(phrases_found) / len(pairs)
    if n and len(title_concepts) == n and anchors:
        # the question is the entry's title and nothing more ("what is the tracking rule"): the first
        # paragraph, which defines what the title names, answers it
        scores[0] = max(scores.values(), default=0.0) + 1.0
    chosen = _answering(scores, evidence, anchors)
    paragraphs = [
        Paragraph(
            i,
            scores.get(i, 0.0),
            starts[i],
            blocks[i],
            [Occurrence(o.concept, o.start - starts[i], o.end - starts[i]) for o in per_block.get(i, [])],
            evidence.get(i, 0.0),
        )
        for i in chosen
    ]
    return Analysis(row, score, matched, title_occ, paragraphs)


def _blocks(
    text: str, text_occ: list[Occurrence]
) -> tuple[list[str], list[int], dict[int, list[Occurrence]]]:
    """The entry's paragraphs (blocks of its text), where each starts, and the occurrences in each."""
    blocks = text.split("\n\n")
    starts, offset = [], 0
    for block in blocks:
        starts.append(offset)
        offset += len(block) + 2
    per_block: dict[int, list[Occurrence]] = {}
    for occ in text_occ:
        per_block.setdefault(bisect.bisect_right(starts, occ.start) - 1, []).append(occ)
    return blocks, starts, per_block


def _paragraph_scores(
    text: str,
    blocks: list[str],
    per_block: dict[int, list[Occurrence]],
    anchors: list[str],
    weights: list[float],
    pairs: set[tuple[int, int]],
    title_concepts: set[int],
    paragraph_length: float,
    situated: dict[int, tuple[dict[int, float], int]] | None = None,
) -> tuple[dict[int, float], dict[int, float], set]:
    """Each paragraph's BM25 within the entry (which one answers) and against the window's paragraphs
    (its evidence), and the question's neighbouring pairs found near each other. `situated`: per
    paragraph, the weighted concept counts and near pairs of its situation phrases."""
    lengths = [len(block) for block in blocks[: len(anchors)]] or [1]
    average = sum(lengths) / len(lengths) or 1
    phrases_found = set()
    situated = situated or {}
    counts: dict[int, dict[int, float]] = {}
    near: dict[int, float] = {}
    for index in sorted(per_block.keys() | situated.keys()):
        if index >= len(anchors):
            continue  # errata notes after the parts: no paragraph to link to
        occs = per_block.get(index, [])
        tf, situation_pairs = situated.get(index, ({}, 0))
        tf = dict(tf)
        for o in occs:
            tf[o.concept] = tf.get(o.concept, 0) + 1
        present = _pairs_present(occs, pairs, text)
        phrases_found |= present
        counts[index] = tf
        near[index] = NEAR_BONUS * (len(present) + SITUATION_FIELD * situation_pairs)
    local = _local_rarity(counts, len(anchors))
    own: dict[int, float] = {}
    evidence: dict[int, float] = {}
    title_weight = FIRST_PARAGRAPH_TITLE * sum(weights[c] for c in title_concepts)
    for index, tf in counts.items():
        bonus = near[index] + (title_weight if index == 0 else 0.0)
        own[index] = _bm25(tf, weights, local, lengths[index] / average) + bonus
        # BM25F: the entry's title is a field of each of its paragraphs, weighing TITLE_FIELD a word
        fielded = {c: tf.get(c, 0) + TITLE_FIELD * (c in title_concepts) for c in tf.keys() | title_concepts}
        window_length = lengths[index] / (paragraph_length or average)
        evidence[index] = _bm25(fielded, weights, None, window_length) + bonus
    if anchors and 0 not in evidence:
        evidence[0] = title_weight  # the first paragraph defines what the title names
    return own, evidence, phrases_found


def _situation_counts(
    row: tuple, anchors: list[str], concepts: tuple, pairs: set[tuple[int, int]]
) -> dict[int, tuple[dict[int, float], int]]:
    """Per paragraph of the entry: the question's concepts in its situation phrases, each occurrence
    counting SITUATION_FIELD, and how many of the question's neighbouring pairs stand near each other
    there (at most 3 words between them, in one phrase)."""
    phrases = entry_phrases(row[ROW_GAME], row[ROW_SLUG], tuple(anchors)) if SITUATION_FIELD else None
    if phrases is None:
        return {}
    counts = {}
    for index, places in concept_places(phrases, concepts).items():
        tf: dict[int, float] = {}
        for _start, _last, concept in places:
            tf[concept] = tf.get(concept, 0.0) + SITUATION_FIELD
        near = set()
        for i, (_start, last, a) in enumerate(places):
            for start, _last, b in places[i + 1 : i + 4]:
                if (a, b) in pairs and last < start <= last + 4:
                    near.add((a, b))
        counts[index] = (tf, len(near))
    return counts


@lru_cache(maxsize=256)
def quoted_patterns(quoted: tuple[tuple[str, ...], ...]) -> tuple[re.Pattern, ...]:
    """Each quoted phrase's words in order, whatever punctuation or quote marks stand between them."""
    return tuple(
        re.compile(r"(?<![^\W_])" + r"[\W_]+".join(map(re.escape, words)) + r"(?![^\W_])", re.IGNORECASE)
        for words in quoted
    )


def _weigh_quotes(
    own: dict[int, float],
    evidence: dict[int, float],
    blocks: list[str],
    starts: list[int],
    per_block: dict[int, list[Occurrence]],
    weights: list[float],
    patterns: tuple[re.Pattern, ...],
) -> None:
    """A paragraph that says a quoted phrase of the question word for word (the card text a player cites:
    "your actions", "does not") is the one that explains it: the question's concepts inside the phrase
    count QUOTED more there, and the phrase's words NEAR_BONUS a pair (own and evidence, in place)."""
    for index in own if patterns else ():
        for pattern in patterns:
            found = pattern.search(blocks[index])
            if found is None:
                continue
            start, end = starts[index] + found.start(), starts[index] + found.end()
            inside = {o.concept for o in per_block.get(index, []) if start <= o.start and o.end <= end}
            words = len(WORD_RE.findall(found.group()))
            bonus = QUOTED * sum(weights[c] for c in inside) + NEAR_BONUS * (words - 1)
            own[index] += bonus
            evidence[index] += bonus


def _weigh_kinds(
    own: dict[int, float], evidence: dict[int, float], anchors: list[str], kinds: set[str]
) -> dict[int, float]:
    """Examples and exceptions weigh QUALIFIER of a rule; the kind the question names weighs NAMED_KIND
    more (its evidence too, changed in place)."""
    scores = {}
    for index, score in own.items():
        kind = paragraph_kind(anchors[index])
        if kind != "rule":
            score *= QUALIFIER
        if kind in kinds:
            score *= NAMED_KIND
            evidence[index] *= NAMED_KIND
        scores[index] = score
    return scores


def _answering(scores: dict[int, float], evidence: dict[int, float], anchors: list[str]) -> list[int]:
    """The paragraphs that answer, best first: those scoring at least ANSWER_SHARE of the best (a
    title-only match: the first), the rule an answering example or exception belongs to second (its
    score and evidence raised to the example's, in place)."""
    ranked = sorted((i for i in scores if scores[i] > 0), key=lambda i: (-scores[i], i))
    if not ranked and anchors:
        ranked = [0]  # a title-only match answers with the entry's first paragraph
    best = scores.get(ranked[0], 0.0) if ranked else 0.0
    chosen = [i for i in ranked if scores.get(i, 0.0) >= ANSWER_SHARE * best][:MAX_PARAGRAPHS]
    rule = illustrated_rule(anchors, chosen[0]) if chosen else None
    if rule is not None and rule not in chosen and scores.get(rule, 0.0) > 0:
        chosen = [chosen[0], rule, *chosen[1:]][:MAX_PARAGRAPHS]
        scores[rule] = max(scores[rule], best * RULE_SHARE)
        evidence[rule] = max(evidence.get(rule, 0.0), evidence.get(chosen[0], 0.0) * RULE_SHARE)
    return chosen


def _bm25(tf: dict[int, int], weights: list[float], local: dict[int, float] | None, length: float) -> float:
    """BM25 (k1 1.2, b LENGTH_NORM) of a paragraph's concept counts; `length`: its length over the
    average; `local`: each concept's rarity among the entry's paragraphs, when it weighs too."""
    norm = 1.2 * (1 - LENGTH_NORM + LENGTH_NORM * length)
    return sum(weights[c] * (local[c] if local else 1.0) * t * 2.2 / (t + norm) for c, t in tf.items())


def illustrated_rule(anchors: list[str], index: int) -> int | None:
    """The rule paragraph an example or exception belongs to: "r22-3b" for "r22-3b-ex1", else the nearest
    rule paragraph before it; None for a rule."""
    anchor = anchors[index]
    if paragraph_kind(anchor) == "rule":
        return None
    own = anchor.rsplit("-", 1)[0] if "-" in anchor else ""
    if own in anchors:
        return anchors.index(own)
    return next((i for i in range(index - 1, -1, -1) if paragraph_kind(anchors[i]) == "rule"), None)


def _local_rarity(counts: dict[int, dict[int, float]], paragraphs: int) -> dict[int, float]:
    """How well each concept tells the entry's paragraphs apart: a concept in every paragraph (usually the
    entry's own subject) says little about which one answers; one found in a single paragraph says much.
    `counts`: each paragraph's concept counts."""
    holding: dict[int, int] = {}
    for index, tf in counts.items():
        if index < paragraphs:
            for concept in tf:
                holding[concept] = holding.get(concept, 0) + 1
    total = max(paragraphs, 1)
    return {c: 0.5 + math.log(1 + (total - n + 0.5) / (n + 0.5)) for c, n in holding.items()}


def pinned(query: Query, rows: list[tuple]) -> set[int]:
    """Entries (among the re-ranked window) whose term the query names: the whole query, or its words
    without stop words, or a run of them covering at least half of those words, singular or plural; the
    longest such run wins ("delayed effect" names "Delayed effects", not "Effects")."""
    words = [w.lower() for t in query.terms for w in t.words]
    content = [w for w in words if w not in vocabulary().stop_words] or words
    candidates: dict[str, int] = {}
    for seq in (words, content):
        for size in range(len(seq), 0, -1):
            if size * 2 < len(content):
                break
            for i in range(len(seq) - size + 1):
                phrase = " ".join(seq[i : i + size])
                for variant in (phrase, phrase + "s", phrase.removesuffix("s")):
                    candidates[variant] = max(candidates.get(variant, 0), size)
    named = {row[ROW_ID]: candidates[row[ROW_TERM]] for row in rows if row[ROW_TERM] in candidates}
    longest = max(named.values(), default=0)
    return {entry_id for entry_id, size in named.items() if size == longest}
