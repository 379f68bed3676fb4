"""The Desk's construction-rules pages, one per game, rendered from ``decks.formats`` (the validator's data).

Every rule has an anchor (``/decks/rules/l5r/#one-stronghold``) that the validator's messages link to.
"""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from rulings.games import Game

from .formats import CardException, formats_for, rules_for


def _describe(exception: CardException) -> str:
    parts = []
    if exception.any_number:
        parts.append("any number of copies")
    if exception.max_copies:
        parts.append(f"up to {exception.max_copies} copies")
    if exception.counts_as:
        parts.append(f"counts as {exception.counts_as} for copies and Unique")
    if exception.not_with:
        parts.append(f"not with {', '.join(exception.not_with)}")
    if exception.min_type:
        parts.append(f"needs at least {exception.min_type[1]} {exception.min_type[0]}s")
    if exception.not_counted:
        parts.append("not counted towards the minimum deck size")
    if exception.wind_must_be:
        parts.append(f"the Wind must be {exception.wind_must_be}")
    return "; ".join(parts)


@require_safe
def rules_index(request: HttpRequest) -> HttpResponse:
    games = [(game, rules_for(game)) for game in Game.values if rules_for(game)]
    return render(request, "decks/rules/index.html", {"games": [(Game(g), r) for g, r in games]})


@require_safe
def rules_page(request: HttpRequest, game: str) -> HttpResponse:
    rules = rules_for(game)
    if rules is None:
        raise Http404("No such game.")
    exceptions = [
        {"card": name, "rule": _describe(exception), "quote": exception.quote}
        for name, exception in sorted(rules.exceptions.items(), key=lambda item: item[0].casefold())
    ]
    context = {
        "game": Game(game),
        "rules": rules,
        "formats": formats_for(game),
        "exceptions": exceptions,
        "is_demo": rules.is_demo,
    }
    return render(request, "decks/rules/game.html", context)
