"""Glossary pages: thin views over the models, the search and the rendering of this app."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, F
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import SafeString
from django.views.decorators.http import require_safe

from config.http import HtmxHttpRequest, render_page_or_partial

from ..games import Game
from .forms import SearchForm
from .models import Document, Entry, Erratum, Part
from .rendering import part_html

SEARCH_PAGE_SIZE = 10  # results re-render on every keystroke pause; ten keep that quick


@dataclass(frozen=True)
class PartView:
    part: Part
    html: SafeString
    errata: list[Erratum]


def _game_or_404(game: str) -> Game:
    if game not in Game.values:
        raise Http404(f"No game {game!r}")
    return Game(game)


def _ancestors(entry: Entry) -> list[Entry]:
    chain, parent = [], entry.parent
    while parent is not None:
        chain.append(parent)
        parent = parent.parent
    return chain[::-1]


@require_safe
def entry_detail(request: HttpRequest, game: str, slug: str) -> HttpResponse:
    _game_or_404(game)
    entry = get_object_or_404(
        Entry.objects.select_related("document", "parent__parent"), game=game, slug=slug
    )
    references = list(entry.references.select_related("target"))
    errata = list(entry.errata.all())
    parts = [
        PartView(
            part=part,
            html=part_html(part.text, [r for r in references if r.part_id == part.pk]),
            errata=[e for e in errata if e.part_id == part.pk],
        )
        for part in entry.parts.all()
    ]
    siblings = Entry.objects.filter(document=entry.document)
    context = {
        "entry": entry,
        "game_label": Game(game).label,
        "ancestors": _ancestors(entry),
        "parts": parts,
        "section_errata": [e for e in errata if e.part_id is None],
        "children": list(entry.children.all()),
        "referenced_by": Entry.objects.filter(references__target=entry).distinct().order_by("title"),
        "previous": siblings.filter(position__lt=entry.position).order_by("-position").first(),
        "next": siblings.filter(position__gt=entry.position).order_by("position").first(),
    }
    return render(request, "rulings/entry.html", context)


@require_safe
def glossary_home(request: HttpRequest) -> HttpResponse:
    documents = Document.objects.annotate(entry_count=Count("entries")).order_by("game", "source_name")
    games = [{"game": game, "documents": [d for d in documents if d.game == game.value]} for game in Game]
    return render(request, "rulings/home.html", {"games": games})


@require_safe
def game_contents(request: HttpRequest, game: str) -> HttpResponse:
    label = _game_or_404(game).label
    documents = Document.objects.filter(game=game).prefetch_related("entries")
    return render(request, "rulings/game.html", {"game": game, "game_label": label, "documents": documents})


@require_safe
def errata_timeline(request: HttpRequest, game: str) -> HttpResponse:
    label = _game_or_404(game).label
    errata = (
        Erratum.objects.filter(entry__game=game)
        .select_related("entry", "part", "entry__document")
        .order_by(
            F("date").desc(nulls_last=True), "entry__document__source_name", "entry__position", "position"
        )
    )
    return render(request, "rulings/errata.html", {"game": game, "game_label": label, "errata": errata})


@require_safe
def search(request: HtmxHttpRequest) -> HttpResponse:
    """The search page; htmx requests (search as you type) get only the results partial."""
    form = SearchForm(request.GET or None)
    results, status = None, 200
    if form.is_bound and not form.is_valid():
        status = 400
    elif form.is_bound:
        results = form.search(per_page=SEARCH_PAGE_SIZE)
    context = {"form": form, "results": results}
    if results is not None:
        context |= {
            "previous_url": _page_url(request, results.page - 1),
            "next_url": _page_url(request, results.page + 1),
        }
    return render_page_or_partial(request, "rulings/search.html", "results", context, status=status)


def _page_url(request: HttpRequest, page: int) -> str:
    params = request.GET.copy()
    params["page"] = str(page)
    return f"{request.path}?{params.urlencode()}"
