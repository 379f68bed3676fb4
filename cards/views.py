"""Card pages: search (htmx results as you type, or a plain GET form), the syntax help, and a card's page."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_safe

from config.http import render_page_or_partial
from rulings.games import Game

from .conformance import scenarios_using
from .engine_text import card_engine
from .forms import CardSearchForm
from .glossary import tag_links
from .models import Card, CardSet, Format
from .search import FIELDS, SearchError
from .services import SORTS
from .stats import STAT_SPECS

PAGE_SIZE = 50


@require_safe
def search(request: HttpRequest) -> HttpResponse:
    form = CardSearchForm(request.GET)
    context = {"form": form, "page": None, "error": None}
    status = 200
    if not form.is_valid():
        context["error"] = "; ".join(str(e) for errors in form.errors.values() for e in errors)
        status = 400
    else:
        try:
            results = form.search()
            page = results.page(request.GET.get("page"), PAGE_SIZE)
        except SearchError as exc:
            context["error"] = str(exc)
            status = 400
        else:
            data = {**form.cleaned_data, "q": results.searched}
            did_you_mean = [(title, _query_string({**data, "q": q})) for title, q in results.did_you_mean]
            context.update(
                page=page, query_string=_query_string(data), note=results.note, did_you_mean=did_you_mean
            )
    return render_page_or_partial(request, "cards/search.html", "results", context, status=status)


def _query_string(data: dict) -> str:
    """The search's parameters, for page links."""
    params = {key: data.get(key) or "" for key in ("q", "game", "legal", "sort", "dir")}
    return urlencode({key: value for key, value in params.items() if value})


@require_safe
def syntax(request: HttpRequest) -> HttpResponse:
    context = {
        "fields": FIELDS,
        "stats": [(spec, [spec.label_for(game) for game in spec.labels]) for spec in STAT_SPECS],
        "formats": Format.objects.all(),
        "games": Game.choices,
        "sorts": [label for label, _ in SORTS.values()],
    }
    return render(request, "cards/syntax.html", context)


@require_safe
def detail(request: HttpRequest, game: str, key: str) -> HttpResponse:
    if game not in Game.values:
        raise Http404(f"No game {game!r}")
    card = get_object_or_404(Card.objects.with_details().prefetch_related("formats"), game=game, key=key)
    printings = list(card.printings.select_related("card_set").order_by("card_set__release_date", "position"))
    legal = {fmt.pk for fmt in card.formats.all()}
    have = {"artist": any(p.artist for p in printings), "legality": any(p.legality for p in printings)}
    context = {
        "card": card,
        "game_label": Game(game).label,
        "stats": [(stat.label_for(game), stat) for stat in card.ordered_stats()],
        "types": tag_links(game=game, field="t", values=card.types),
        "keywords": tag_links(game=game, field="k", values=card.keywords),
        "factions": tag_links(game=game, field="c", values=card.factions),
        "printings": printings,
        "printings_have": {**have, "columns": 3 + sum(have.values())},
        "legality": [(fmt, fmt.pk in legal) for fmt in Format.objects.filter(game=game)],
        "is_demo": CardSet.objects.filter(printings__card=card, is_demo=True).exists(),
        "scenarios": scenarios_using(card),
        "engine": card_engine(card),
    }
    return render(request, "cards/detail.html", context)
