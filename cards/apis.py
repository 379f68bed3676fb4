"""Card API: search with the Desk's query syntax, a card's details, its printings."""

from __future__ import annotations

from django.core.paginator import Paginator
from django.db.models import Prefetch
from django.http import Http404
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import generics, serializers
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response

from config.api_errors import error_response, problem
from rulings.games import Game

from .forms import CardSearchForm
from .models import Card, Printing
from .search import SearchError
from .serializers import CardDetailSerializer, CardSummarySerializer, PrintingSerializer
from .services import SORTS

SearchProblem = inline_serializer(
    "CardSearchProblem",
    {
        "detail": serializers.CharField(help_text="What is wrong and where"),
        "column": serializers.IntegerField(allow_null=True, help_text="1-based column in q, when known"),
        "problems": serializers.ListField(child=serializers.DictField(), help_text="As every API error"),
    },
)
SEARCH_PARAMETERS = [
    OpenApiParameter("q", OpenApiTypes.STR, description='Query, e.g. t:personality c:crab force>=3 "phrase"'),
    OpenApiParameter("game", OpenApiTypes.STR, enum=Game.values, description="Only this game's cards"),
    OpenApiParameter("legal", OpenApiTypes.STR, description='Only cards legal in "<game>:<format slug>"'),
    OpenApiParameter(
        "sort",
        OpenApiTypes.STR,
        enum=list(SORTS),
        description="Default: relevance (by title when q has no words)",
    ),
    OpenApiParameter("dir", OpenApiTypes.STR, enum=["asc", "desc"]),
]


CardSearchPage = inline_serializer(
    "CardSearchPage",
    {
        "count": serializers.IntegerField(),
        "next": serializers.URLField(allow_null=True),
        "previous": serializers.URLField(allow_null=True),
        "results": CardSummarySerializer(many=True),
        "searched": serializers.CharField(help_text="The query searched: q, or its correction (see note)"),
        "note": serializers.CharField(
            help_text='Empty, or what was corrected: Searched for "hida kisada" instead of "hida kisda".'
        ),
        "did_you_mean": inline_serializer(
            "CardTitleSuggestion",
            {
                "title": serializers.CharField(),
                "q": serializers.CharField(help_text="The query with the title's words instead of the typed"),
            },
            many=True,
            help_text="Closest titles, best first, when the words found fewer than 3 cards",
        ),
    },
)


class CardSearchPagination(PageNumberPagination):
    """DRF's pages, without a second COUNT when the search counted its cards already."""

    known_count: int | None = None

    def django_paginator_class(self, object_list, per_page: int) -> Paginator:
        paginator = Paginator(object_list, per_page)
        if self.known_count is not None:
            paginator.count = self.known_count  # a cached_property
        return paginator


class CardSearchAPI(generics.ListAPIView):
    """Cards matching a query in the search syntax of the card pages (see /cards/syntax/), by relevance
    when the query has words; with typo suggestions (``did_you_mean``) and correction (``note``)."""

    serializer_class = CardSummarySerializer
    pagination_class = CardSearchPagination

    @extend_schema(
        parameters=SEARCH_PARAMETERS,
        responses={200: CardSearchPage, 400: OpenApiResponse(SearchProblem, "Bad query")},
    )
    def get(self, request: Request, *args, **kwargs) -> Response:
        form = CardSearchForm(self.request.query_params)
        try:
            if not form.is_valid():
                problems = "; ".join(f"{field}: {' '.join(errors)}" for field, errors in form.errors.items())
                raise SearchError(problems)
            results = form.search()
            self.paginator.known_count = results.count
            page = self.paginate_queryset(results.cards.with_details())
        except SearchError as exc:
            problems = [problem("q", str(exc), column=exc.column)]
            return error_response(str(exc), problems, column=exc.column)
        response = self.get_paginated_response(self.get_serializer(page, many=True).data)
        response.data.update(
            searched=results.searched,
            note=results.note,
            did_you_mean=[{"title": title, "q": q} for title, q in results.did_you_mean],
        )
        return response


def _card(game: str, key: str) -> Card:
    if game not in Game.values:
        raise Http404(f"No game {game!r}")
    printings = Prefetch("printings", Printing.objects.select_related("card_set"))
    return get_object_or_404(
        Card.objects.with_details().prefetch_related("formats", printings), game=game, key=key
    )


class CardDetailAPI(generics.RetrieveAPIView):
    """One card: tags, typed stats, text (markup and plain), errata, formats, printings, effect script."""

    serializer_class = CardDetailSerializer

    def get_object(self) -> Card:
        return _card(self.kwargs["game"], self.kwargs["key"])


class CardPrintingsAPI(generics.ListAPIView):
    """Every printing of one card, oldest set first."""

    serializer_class = PrintingSerializer

    def get_queryset(self):
        card = _card(self.kwargs["game"], self.kwargs["key"])
        return card.printings.select_related("card_set").order_by("card_set__release_date", "position")
