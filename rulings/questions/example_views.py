"""Start from an example: every example scenario offered as a question template, grouped by game and rule
(each group collapsed, with its count; open when searching), searchable by title (htmx as you type; a plain
GET works the same)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from config.http import render_page_or_partial
from rulings.games import Game

from . import examples as catalog
from .models import Visibility

MAX_QUERY = 200


@require_safe
def examples(request: HttpRequest) -> HttpResponse:
    game = request.GET.get("game") if request.GET.get("game") in Game.values else None
    query = request.GET.get("q", "")[:MAX_QUERY]
    found = catalog.search(catalog.all_examples(game=game), query)
    context = {
        "games": Game.choices,
        "game": game,
        "q": query,
        "count": len(found),
        "by_game": [
            (Game(g).label, g, groups, sum(len(group.examples) for group in groups))
            for g, groups in catalog.grouped(found)
        ],
        "ask_visibility": Visibility.PRIVATE if request.user.is_authenticated else Visibility.UNLISTED,
    }
    return render_page_or_partial(request, "questions/examples.html", "results", context)
