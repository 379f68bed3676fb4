"""The questions app's part of the card and glossary pages: the "Ask about this" link, the rule's worked
examples, and the panels listing the questions about a card or citing a rule.

Tags rather than the pages' view context so that the apps import downward (questions -> rulings, cards):
the card and glossary views know nothing of questions; their templates load this library.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django import template
from django.urls import reverse

from rulings.examples.catalog import Example

from ..examples import examples_for_entry
from ..selectors import questions_about_card as about_card
from ..selectors import questions_citing

register = template.Library()

QUESTIONS_SHOWN = 10  # the newest; the card's "more" link goes to the list page for the rest


@register.simple_tag
def ask_url(*, game: str, card: str | None = None, entry: str | None = None) -> str:
    """The question builder, started on a card (its key) or a glossary entry (its slug)."""
    params = {"game": game} | ({"card": card} if card else {}) | ({"entry": entry} if entry else {})
    return f"{reverse('questions:builder')}?{urlencode(params)}"


@register.simple_tag
def entry_examples(entry) -> list[Example]:
    """The worked examples whose opening the glossary entry quotes."""
    return examples_for_entry(game=entry.game, document=entry.document.source_name, text=entry.text)


@register.inclusion_tag("questions/_card_questions.html", takes_context=True)
def questions_about_card(context, card, ask_url: str) -> dict:
    user = context.request.user
    questions = list(about_card(card=card, user=user)[: QUESTIONS_SHOWN + 1])
    return {
        "card": card,
        "questions": questions,
        "questions_shown": QUESTIONS_SHOWN,
        "ask_url": ask_url,
        "user": user,
    }


@register.inclusion_tag("questions/_entry_questions.html", takes_context=True)
def questions_citing_entry(context, entry, ask_url: str) -> dict:
    user = context.request.user
    citing = list(questions_citing(game=entry.game, entry_slug=entry.slug, user=user)[: QUESTIONS_SHOWN + 1])
    return {"citing": citing, "questions_shown": QUESTIONS_SHOWN, "ask_url": ask_url, "user": user}
