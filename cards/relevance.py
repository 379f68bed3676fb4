"""Relevance order for card searches with words: exact title, title starting with the words, every word in
the title, some word in the title, then cards that have the words only in their text.

The words are the free words and phrases the query requires (and ``title:`` values): those ANDed at its top
level, not those under ``-`` or ``or``. The tier is one CASE expression over the card's row, so the database
sorts (and the count query leaves it out).
"""

from __future__ import annotations

from functools import reduce
from operator import and_, or_

from django.db.models import Case, IntegerField, Q, Value, When

from .markup import fold
from .search import And, Field, Node, Text

EXACT, STARTS, ALL_WORDS, SOME_WORDS, TEXT_ONLY = range(5)


def required_terms(node: Node | None) -> list[Text | Field]:
    """The free words and phrases (and ``title:`` terms) every result must contain, in the order typed."""
    children = node.children if isinstance(node, And) else (node,) if node is not None else ()
    return [
        child
        for child in children
        if (isinstance(child, Text) or (isinstance(child, Field) and child.field == "title"))
        and fold(child.value)
    ]


def term_words(terms: list[Text | Field]) -> list[str]:
    return [fold(term.value) for term in terms]


def relevance(words: list[str]) -> Case:
    """The tier (0 best) of a card for these words."""
    phrase = " ".join(words)
    in_title = [Q(title_search__contains=word) for word in words]
    return Case(
        When(Q(title__iexact=phrase) | Q(title_search=phrase), then=Value(EXACT)),
        When(title_search__startswith=phrase, then=Value(STARTS)),
        When(reduce(and_, in_title), then=Value(ALL_WORDS)),
        When(reduce(or_, in_title), then=Value(SOME_WORDS)),
        default=Value(TEXT_ONLY),
        output_field=IntegerField(),
    )
