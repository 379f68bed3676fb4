"""Card text rules (card features document): keyword aliases, same and different keywords, titles, and how
a card's trait text splits into traits."""

from __future__ import annotations

import re
from itertools import combinations
from typing import TYPE_CHECKING

from ...language.vocabulary import Question
from . import question_params as QP

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card

EXPERIENCED = "Experienced"


def keyword_aliases(keyword: str) -> tuple[str, ...]:
    """Any keyword containing the word Experienced is referred to by the term "Experienced"."""
    return (EXPERIENCED,) if keyword != EXPERIENCED and EXPERIENCED in keyword.split() else ()


def explain_missing_keyword(engine: Engine, card: Card, keyword: str) -> None:
    """A keyword a card lacks though a keyword or its title contains it, or is contained in it."""
    wanted = keyword.casefold()
    partial = [k for k in engine.keywords(card) if wanted in k.casefold() or k.casefold() in wanted]
    if partial:
        text = f"{keyword} is not {', '.join(partial)}: parts of keywords are not the whole"
        engine.note("l5r.keywords.partial", text)
    if card.title and wanted in card.title.casefold():
        engine.note("l5r.title.no-keywords", f"{card.id}'s title ({card.title}) gives it no keywords")


# --- same and different keywords ------------------------------------------------------------------------
def _eligible(keywords: list[str], patterns: list[str]) -> set[str]:
    """The keywords that count for a comparison: those named, or matching a pattern such as "* Clan"."""
    if not patterns:
        return set(keywords)
    rules = [re.compile("^" + ".+".join(map(re.escape, p.split("*"))) + "$") for p in patterns]
    return {k for k in keywords if any(r.match(k) for r in rules)}


def _compare_keywords(engine: Engine, q: QP.CompareKeywords) -> dict:
    """Two cards have the "same" keyword if they share an eligible one; "different" ones if, ignoring shared
    ones, each has one the other lacks. With more cards, every pair must be different (or the same); a card
    without an eligible keyword is neither."""
    patterns = q.eligible or []
    patterns = [patterns] if isinstance(patterns, str) else list(patterns)
    sets = {c: _eligible(engine.keywords(engine.cards[c]), patterns) for c in q.cards}
    pairs = list(combinations(q.cards, 2))
    same = bool(pairs) and all(sets[a] & sets[b] for a, b in pairs)
    different = bool(pairs) and all(sets[a] - sets[b] and sets[b] - sets[a] for a, b in pairs)
    count = len(set().union(*sets.values()))
    listed = "; ".join(f"{c}: {', '.join(sorted(k)) or 'none'}" for c, k in sets.items())
    engine.note("l5r.keywords.same-different", f"eligible keywords: {listed}")
    if len(sets) > 2:
        engine.note("l5r.keywords.each-pair", f"{len(pairs)} pairs, each compared: {same=}, {different=}")
    if same and different:
        engine.note("l5r.keywords.both", "they have both the same and different keywords")
    bare = [c for c, k in sets.items() if not k]
    if bare and len(sets) > 1:
        text = f"{', '.join(bare)}: no eligible keyword, so neither the same nor different"
        engine.note("l5r.keywords.none-eligible", text)
    engine.note("l5r.keywords.count-different", f"{count} different eligible keyword(s)")
    value = {"same": same, "different": different}
    return {"value": value, **value, "count": count}


def _compare_titles(engine: Engine, q: QP.Cards) -> dict:
    """Two cards without a title have neither the same title nor different titles."""
    titles = [engine.cards[c].title for c in q.cards]
    titled = all(titles)
    same = titled and len(set(titles)) == 1
    different = titled and len(set(titles)) == len(titles)
    engine.note("l5r.title.untitled", f"titles: {', '.join(t or '(none)' for t in titles)}")
    created = [c for c in q.cards if engine.cards[c].created]
    if created:
        engine.note("l5r.created.no-title", f"{', '.join(created)}: a created card has no title")
    value = {"same": same, "different": different}
    return {"value": value, **value, "titles": titles}


# --- traits -----------------------------------------------------------------------------------------------
OBJECT_PRONOUNS = {"him", "her", "them"}
LEADING_PRONOUNS = {"he", "she", "they", "his", "her", "its", "their"}
INTRODUCERS = {"a", "an", "another", "target", "one", "each", "all", "any"}
BACK_PHRASE = re.compile(r"\b(that|those|the same|the chosen|the targeted)\s+[A-Z]\w*")


def sentences(text: str) -> list[str]:
    """Sentences ending in a period (or ! ?), never splitting inside quoted (embedded) text."""
    out, start, quoted = [], 0, False
    for i, ch in enumerate(text):
        if ch in '"“”':
            quoted = not quoted if ch == '"' else ch == "“"
        elif ch in ".!?" and not quoted and (i + 1 == len(text) or text[i + 1].isspace()):
            out.append(text[start : i + 1].strip())
            start = i + 1
    rest = text[start:].strip()
    return [*out, rest] if rest else out


def refers_back(sentence: str) -> bool:
    """Whether a sentence uses a pronoun or other language that can only refer to something named before it:
    an object pronoun with nothing introduced earlier in the sentence, a leading pronoun, "that <Noun>"."""
    words = re.findall(r"[A-Za-z]+", sentence.split(":")[-1])
    lowered = [w.lower() for w in words]
    if lowered and lowered[0] in LEADING_PRONOUNS:
        return True
    for i, word in enumerate(lowered):
        if word in OBJECT_PRONOUNS and not INTRODUCERS & set(lowered[:i]):
            return True
    return bool(BACK_PHRASE.search(sentence))


def split_traits(text: str) -> list[str]:
    traits: list[str] = []
    for sentence in sentences(text):
        if traits and refers_back(sentence):
            traits[-1] = f"{traits[-1]} {sentence}"
        else:
            traits.append(sentence)
    return traits


def _split_traits(engine: Engine, q: QP.SplitTraits) -> dict:
    traits = split_traits(q.text)
    engine.note("l5r.traits.sentences", f"each sentence ending in a period is a trait: {len(traits)} found")
    for trait in traits:
        if len(sentences(trait)) > 1:
            engine.note("l5r.traits.pronoun", f"one trait: a later sentence refers back ({trait!r})")
    return {"value": traits}


QUESTIONS = {
    "compare_keywords": Question(
        ("cards", "eligible"),
        ("cards",),
        _compare_keywords,
        "Whether cards have the same or different keywords (`eligible`: only those matching, e.g. '* Clan').",
        params=QP.CompareKeywords,
    ),
    "compare_titles": Question(
        ("cards",), ("cards",), _compare_titles, "Whether cards have the same title.", params=QP.Cards
    ),
    "split_traits": Question(
        ("text",),
        ("text",),
        _split_traits,
        "The traits a card text holds (pronoun rule).",
        params=QP.SplitTraits,
    ),
}
