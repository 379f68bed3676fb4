"""The Desk's own rules pages, one per game (/rules/desk/<game>/), rendered from the engine's data
(`rulings.engine.desk_rules`): what the engine applies where the rules corpus is silent, with one anchor per
rule that rule links in traces and answers point to."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from ..engine.desk_rules import desk_rules_for
from ..engine.loader import load_games
from .views import _game_or_404


@require_safe
def desk_rules_page(request: HttpRequest, game: str) -> HttpResponse:
    label = _game_or_404(game).label
    load_games()
    context = {"game": game, "game_label": label, "rules": desk_rules_for(game)}
    return render(request, "rulings/desk.html", context)
