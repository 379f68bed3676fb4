"""Reads on questions that the pages and the API share."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404

from cards.references import resolve_reference
from rulings.games import Game

from .models import Question, QuestionQuerySet


def question_get_for_user(*, pk, user) -> Question:
    """The question if `user` may see it (owner; anyone for unlisted/public), else Http404 (never 403:
    a private question's existence is not revealed)."""
    try:
        return Question.objects.visible_to(user).select_related("owner").get(pk=pk)
    except (Question.DoesNotExist, ValueError):
        raise Http404("No such question") from None


def question_get_for_owner(*, pk, user) -> Question:
    """The question if `user` owns it. Http404 if they may not see it (as question_get_for_user);
    PermissionDenied if they see it but do not own it (signed out included: no one owns it for them)."""
    question = question_get_for_user(pk=pk, user=user)
    if not (user.is_authenticated and question.owner_id == user.pk):
        raise PermissionDenied("Only the question's owner may change or delete it.")
    return question


def questions_public(*, game: str | None = None, card=None) -> QuestionQuerySet:
    """Public questions, newest first, optionally of one game or about one card."""
    questions = Question.objects.listed()
    if game:
        questions = questions.filter(game=game)
    if card is not None:
        questions = questions.filter(card_links__card=card).distinct()
    return questions.select_related("owner")


def questions_of_user(*, user) -> QuestionQuerySet:
    return Question.objects.filter(owner=user)


def questions_citing(*, game: str, entry_slug: str, user=None) -> QuestionQuerySet:
    """Questions whose answer cites a rule of this glossary entry that `user` may see listed."""
    citing = Question.objects.listed_for(user).filter(
        rule_links__game=game, rule_links__entry_slug=entry_slug
    )
    return citing.distinct()


def questions_about_card(*, card, user=None) -> QuestionQuerySet:
    """Questions naming this card that `user` may see listed."""
    return Question.objects.listed_for(user).filter(card_links__card=card).distinct()


def card_for_filter(*, game: str | None, ref: str):
    """The card a list filter names ("Obsidian Dragon"), in `game` or any game; None when none or unclear."""
    ref = ref.strip()[:200]
    if not ref:
        return None
    for candidate_game in [game] if game else Game.values:
        card = resolve_reference(game=candidate_game, ref=ref)
        if card is not None:
            return card
    return None
