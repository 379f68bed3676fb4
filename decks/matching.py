"""Forgiving title matching: a line's title -> a card of the game, with how sure the match is.

Titles are compared in a folded form (accents, case, apostrophes and punctuation dropped), L5R Experienced
suffixes are read in every spelling players use ("- exp", "- exp2", "- exp 2", "(Experienced 2)",
"• Experienced 2"), and a title that matches nothing exactly gets its closest titles by fuzzy matching
(rapidfuzz). Fuzzy matching is bounded so that no input can make it slow: a query far longer than any title
is not compared at all, typos are sought only among titles of a close length (a length band) with a score
cut-off, and partial names (WRatio, the costly scorer) only among titles sharing a word with the query. A
title naming several cards is resolved only by the data (the base version, not a Proxy, the card's deck
matching the section); otherwise it stays ambiguous and the candidates are returned for the user to pick. An
index is built once per game (``TitleIndex.for_facts``) and is pure Python afterwards.

Printing numbers are read too, as players paste them from a card's corner: ``KS-054``, ``KS-054-UC``,
``KS-108-RA`` (a rare-art variant: its printing belongs to the version it is a variant of), followed or not
by the card's title (``KS-055-C Kimimaro``). A number matches when no title does; a number shared by several
cards (a character and a mission) is resolved by the section or the title given, and a title that names
another card than the number is reported, never guessed.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rapidfuzz import fuzz, process

from rulings.text import fold

from .facts import CardFacts
from .validation import PROXY

if TYPE_CHECKING:
    from collections.abc import Iterable

EXACT = "exact"  # the title as written (case aside)
NORMALIZED = "normalized"  # after folding accents, apostrophes, punctuation, Experienced spellings
PICKED = "picked"  # several cards share the title; the data picked one (base version, not a Proxy, its deck)
FUZZY = "fuzzy"  # a close spelling
KEY = "key"  # a Desk card key given in brackets: "Title [key]"
NUMBER = "number"  # a printing number: "KS-054", "KS-108-RA"

CONFIDENCE = {EXACT: 1.0, KEY: 1.0, NUMBER: 1.0, NORMALIZED: 0.95, PICKED: 0.9}
UNKNOWN_SUFFIX = 0.9  # a number whose suffix (rarity) no printing has: read by set and number
FUZZY_ACCEPT = 90  # a fuzzy score (0-100) at or above this, clearly ahead of the next title, is a match
FUZZY_MARGIN = 4
CANDIDATES = 5
MAX_QUERY_CHARS = 150  # the longest title with its version is 60 folded characters (L5R), 75 (Naruto)
TYPO_CUTOFF = 70  # plain ratio below this is not a typo of the title: not compared further
CANDIDATE_CUTOFF = 50  # WRatio below this is not offered as a candidate
COMMON_WORD = 200  # a word in more titles than this says little: not used to find titles sharing a word
WORD_PREFIX = 4  # words are indexed by their first letters
WORD_POOL = 400  # titles sharing the most words with the query that WRatio compares

_APOSTROPHES = str.maketrans(dict.fromkeys("'`\u2019\u2018\u00b4\u02bc", ""))
_NON_WORD = re.compile(r"[^0-9a-z]+")
_EXP = re.compile(r"^(?:exp(?:erienced)?)\s*(.*)$", re.IGNORECASE)
_KEY_SUFFIX = re.compile(r"\s*\[(?P<key>[A-Za-z0-9_-]+)\]\s*$")
_PARENTHESISED = re.compile(r"^(?P<title>.+?)\s*\((?P<version>[^()]+)\)$")
_NUMBER = re.compile(
    r"^(?P<set>[A-Za-z]{1,6})[ -]?(?P<number>\d{1,4})(?P<suffix>(?:[_-][A-Za-z0-9]+)*)(?:\s+(?P<rest>.+))?$"
)
_BARE_EXP = re.compile(r"^(?P<title>.+?)\s+(?P<version>exp(?:erienced)?\s*\d*\s*[a-z]*)$", re.IGNORECASE)


def norm(text: str) -> str:
    """Folded form: no accents, case, apostrophes or punctuation; single spaces."""
    return _NON_WORD.sub(" ", fold(text.translate(_APOSTROPHES))).strip()


def norm_version(version: str) -> str:
    """'Experienced 2' / 'exp2' / 'exp 2' / 'Exp. 2' -> 'experienced2'; others folded without spaces."""
    folded = norm(version).replace(" ", "")
    if match := _EXP.match(folded):
        return "experienced" + match.group(1)
    return folded


def split_title(text: str) -> tuple[str, str]:
    """'Title • Version', 'Title - exp2', 'Title (Experienced 2)', 'Title exp2' -> (title, version)."""
    text = text.strip()
    for mark in (" • ", " - ", " \u2013 ", " \u2014 "):
        if mark in text:
            title, _, version = text.rpartition(mark)
            return title.strip(), version.strip()
    if match := _PARENTHESISED.match(text):
        return match.group("title").strip(), match.group("version").strip()
    if match := _BARE_EXP.match(text):
        return match.group("title").strip(), match.group("version").strip()
    return text, ""


def number_ref(set_code: str, number: str, suffix: str = "") -> str:
    """'ks', '054', '-c' -> 'KS-54-C': a printing number as the index keys it (no leading zeros, upper)."""
    return f"{set_code.upper()}-{int(number)}{suffix.upper()}"


@dataclass
class Match:
    status: str  # matched | ambiguous | unmatched
    key: str = ""
    how: str = ""
    confidence: float = 0.0
    candidates: list[dict] = field(default_factory=list)  # [{key, title, score}]
    note: str = ""  # why a line is ambiguous, when it is not that several cards share its title


class TitleIndex:
    """All titles of one game, folded, for exact and fuzzy lookups, and its printing numbers.

    ``printings``: (card key, set code, number, printing code) of each printing, e.g.
    ("KS-108-R", "KS", "108", "KS-108-RA")."""

    def __init__(self, facts: dict[str, CardFacts], printings: Iterable[tuple[str, str, str, str]] = ()):
        self.facts = facts
        self.by_number: dict[str, list[str]] = {}
        for key, set_code, number, code in printings:
            refs = [_code_ref(code)]
            if set_code and number.isdigit():
                refs.append(number_ref(set_code, number))
            for ref in filter(None, refs):
                keys = self.by_number.setdefault(ref, [])
                if key in facts and key not in keys:
                    keys.append(key)
        self.by_title: dict[str, list[str]] = {}
        self.by_full: dict[tuple[str, str], list[str]] = {}
        choices: dict[str, list[str]] = {}
        for key, card in facts.items():
            t = norm(card.title)
            self.by_title.setdefault(t, []).append(key)
            self.by_full.setdefault((t, norm_version(card.version)), []).append(key)
            display = f"{t} {norm(card.version)}".strip()
            choices.setdefault(display, []).append(key)
        self.choice_keys = list(choices.values())
        self.choice_texts = list(choices.keys())
        # Typo search: choices by length, so that only titles of a close length are compared.
        self.by_length = sorted(range(len(self.choice_texts)), key=lambda i: len(self.choice_texts[i]))
        self.by_length_texts = [self.choice_texts[i] for i in self.by_length]
        self.lengths = [len(text) for text in self.by_length_texts]
        # Partial names: the choices each word (by its first letters, so that "kisadaa" finds "kisada")
        # appears in.
        self.by_word: dict[str, list[int]] = {}
        for index, text in enumerate(self.choice_texts):
            for word in {w[:WORD_PREFIX] for w in text.split()}:
                self.by_word.setdefault(word, []).append(index)

    @classmethod
    def for_facts(cls, facts: dict[str, CardFacts]) -> TitleIndex:
        return cls(facts)

    def ref(self, key: str, score: float) -> dict:
        card = self.facts[key]
        return {"key": key, "title": card.display_title, "type": card.card_type, "score": round(score, 1)}

    def match(
        self,
        text: str,
        *,
        deck_hint: tuple[str, ...] = (),
        types_hint: tuple[str, ...] = (),
        legality: str = "",
        fuzzy: bool = True,
    ) -> Match:
        text = text.strip()
        if key_match := _KEY_SUFFIX.search(text):
            key = key_match.group("key")
            if key in self.facts:
                return Match("matched", key, KEY, CONFIDENCE[KEY])
            text = text[: key_match.start()].strip()
        title, version = split_title(text)
        keys = self.lookup(title, version)
        if not keys and version:
            title, version = text, ""  # a title that itself contains " - " or ends in parentheses
            keys = self.lookup(title, version)
        if keys and len(keys) > 1 and not version:
            base = [k for k in keys if not self.facts[k].version]
            keys = (
                base if len(base) == 1 else keys
            )  # "Hida Kuon" names the base card, not its Experienced ones
        if keys:
            if len(keys) == 1:
                exact = self.facts[keys[0]].display_title.casefold() == text.casefold() or (
                    self.facts[keys[0]].title.casefold() == title.casefold()
                    and norm_version(self.facts[keys[0]].version) == norm_version(version)
                    and self.facts[keys[0]].version.casefold() == version.casefold()
                )
                how = EXACT if exact else NORMALIZED
                return Match("matched", keys[0], how, CONFIDENCE[how])
            picked = self.pick(
                keys,
                version_given=bool(version),
                deck_hint=deck_hint,
                types_hint=types_hint,
                legality=legality,
            )
            if picked:
                return Match("matched", picked, PICKED, CONFIDENCE[PICKED], [self.ref(k, 100) for k in keys])
            return Match("ambiguous", candidates=[self.ref(k, 100) for k in keys])
        hints = {"deck_hint": deck_hint, "types_hint": types_hint, "legality": legality}
        if self.by_number and (numbered := self.by_printing_number(text, **hints)) is not None:
            return numbered
        return self.fuzzy(text) if fuzzy else Match("unmatched")

    def by_printing_number(self, text: str, **hints) -> Match | None:
        """The card a printing number names ("KS-054", "KS-108-RA", "KS-055-C Kimimaro"), or None when the
        text is not a known number. A title after the number must name that card (or pick among the cards
        sharing the number): a title naming another card makes the line ambiguous, with both."""
        found = _NUMBER.match(text)
        if not found:
            return None
        set_code, number, suffix = found.group("set", "number", "suffix")
        keys = self.by_number.get(number_ref(set_code, number, suffix))
        confidence = CONFIDENCE[NUMBER]
        if not keys and suffix:  # a rarity no printing of this number has: the number alone
            keys, confidence = self.by_number.get(number_ref(set_code, number)), UNKNOWN_SUFFIX
        if not keys:
            return None
        written = text[: found.end("suffix")]
        if rest := found.group("rest"):
            named = [key for key in keys if self._names(key, rest)]
            if not named:
                others = self.match(rest, fuzzy=False, **hints)
                titled = [others.key] if others.key else [c["key"] for c in others.candidates]
                candidates = [self.ref(k, 100) for k in dict.fromkeys([*keys, *titled])]
                note = f"the number {written} is {self._titles(keys)}, not “{rest.strip()}”"
                return Match("ambiguous", candidates=candidates, note=note)
            keys = named
        if len(keys) > 1 and (picked := self.pick(keys, version_given=True, **hints)):
            keys = [picked]
        if len(keys) == 1:
            return Match("matched", keys[0], NUMBER, confidence)
        note = f"the number {written} is shared by {self._titles(keys)}"
        return Match("ambiguous", candidates=[self.ref(k, 100) for k in keys], note=note)

    def _names(self, key: str, written: str) -> bool:
        """Does ``written`` name this card (its title, or title and version, folded; a typo aside)?"""
        card = self.facts[key]
        folded = norm(" ".join(split_title(written)))
        names = {norm(card.title), norm(f"{card.title} {card.version}"), norm(card.version)} - {""}
        return folded in names or any(fuzz.ratio(folded, name) >= FUZZY_ACCEPT for name in names)

    def _titles(self, keys: list[str]) -> str:
        return " or ".join(self.facts[k].display_title for k in keys)

    def lookup(self, title: str, version: str) -> list[str]:
        t = norm(title)
        if version:
            return list(self.by_full.get((t, norm_version(version)), ()))
        return list(self.by_title.get(t, ()))

    def pick(self, keys: list[str], *, version_given: bool, deck_hint=(), types_hint=(), legality="") -> str:
        """The one card the data makes obvious among cards sharing a title, or ''."""
        pools = [keys]
        if not version_given:
            pools.append([k for k in pools[-1] if not self.facts[k].version])
        pools.append([k for k in pools[-1] if PROXY not in self.facts[k].types])
        if deck_hint:
            pools.append([k for k in pools[-1] if self.facts[k].deck in deck_hint])
        if types_hint:
            pools.append([k for k in pools[-1] if self.facts[k].card_type in types_hint])
        if legality:
            pools.append([k for k in pools[-1] if legality in self.facts[k].formats])
        for pool in reversed(pools):
            if len(pool) == 1:
                return pool[0]
        return ""

    def fuzzy(self, text: str) -> Match:
        query = norm(" ".join(split_title(text)))
        if not query or len(query) > MAX_QUERY_CHARS:
            return Match("unmatched")
        # Acceptance by plain edit-distance ratio (typos only); candidates by WRatio (good at partial names).
        near = self._typos(query)
        pool = {index for _, index in near} | self._sharing_words(query)
        found = process.extract(
            query,
            {index: self.choice_texts[index] for index in pool},
            scorer=fuzz.WRatio,
            score_cutoff=CANDIDATE_CUTOFF,
            limit=CANDIDATES + 3,
        )
        candidates: list[dict] = []
        for _choice, score, index in found:
            for key in self.choice_keys[index]:
                if len(candidates) < CANDIDATES:
                    candidates.append(self.ref(key, score))
        if not near:
            return Match("unmatched", candidates=candidates)
        best, best_index = near[0]
        runner_up = near[1][0] if len(near) > 1 else 0
        best_keys = self.choice_keys[best_index]
        if best >= FUZZY_ACCEPT and best - runner_up >= FUZZY_MARGIN and len(best_keys) == 1:
            # Below the exact tiers: 0.81 (score 90) to 0.9 (score 100).
            return Match("matched", best_keys[0], FUZZY, round(0.9 * best / 100, 2), candidates)
        return Match("unmatched", candidates=candidates)

    def _typos(self, query: str) -> list[tuple[float, int]]:
        """(ratio, choice) of the closest spellings, best first: only titles whose length allows a ratio of
        TYPO_CUTOFF (2 * shorter / (sum of lengths) bounds it) are compared."""
        size, least = len(query), TYPO_CUTOFF / 100
        low = bisect_left(self.lengths, size * least / (2 - least))
        high = bisect_right(self.lengths, size * (2 - least) / least)
        band = self.by_length_texts[low:high]
        found = process.extract(
            query, band, scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF, limit=CANDIDATES + 3
        )
        return [(score, self.by_length[low + at]) for _choice, score, at in found]

    def _sharing_words(self, query: str) -> set[int]:
        """The choices sharing the most words with the query (words found in many titles left out)."""
        shared: Counter[int] = Counter()
        for word in {w[:WORD_PREFIX] for w in query.split()}:
            postings = self.by_word.get(word, ())
            if len(postings) <= COMMON_WORD:
                shared.update(postings)
        return {index for index, _ in shared.most_common(WORD_POOL)}


def _code_ref(code: str) -> str:
    """A printing's own code ('KS-108-RA') as the index keys it, or '' if it is not a set-number code."""
    found = _NUMBER.match(code.strip())
    if not found or found.group("rest"):
        return ""
    return number_ref(*found.group("set", "number", "suffix"))


_INDEXES: dict[str, tuple[tuple, TitleIndex]] = {}


def title_index_for(game: str) -> TitleIndex:
    """The game's TitleIndex, built once per process and rebuilt when the game's cards change (count or
    newest id: an import that adds or removes cards). Titles edited in place by a re-import keep the old
    index until the process restarts or ``title_index_clear()`` is called."""
    from django.db.models import Count, Max

    from cards.models import Card, Printing

    from .validation import facts_load

    stamp = tuple(Card.objects.filter(game=game).aggregate(n=Count("id"), top=Max("id")).values())
    cached = _INDEXES.get(game)
    if cached is None or cached[0] != stamp:
        printings = Printing.objects.filter(card__game=game).values_list(
            "card__key", "card_set__code", "number", "code"
        )
        cached = (stamp, TitleIndex(facts_load(game=game), printings))
        _INDEXES[game] = cached
    return cached[1]


def title_index_clear() -> None:
    _INDEXES.clear()
