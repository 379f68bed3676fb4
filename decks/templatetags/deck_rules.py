"""The decks app's part of the card page: the game's deck rules (``formats.GameRules``), for the lines that
word a deck rule (what a clan or faction is called, how printings count towards the copy limit).

A tag rather than the card view's context so that the apps import downward (decks -> cards): the card view
knows nothing of decks; its template loads this library.
"""

from __future__ import annotations

from django import template

from ..formats import GameRules, rules_for

register = template.Library()


@register.simple_tag
def game_rules(game: str) -> GameRules | None:
    return rules_for(game)
