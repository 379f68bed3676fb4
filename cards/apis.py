"""Card API: search with the Desk's query syntax, a card's details, its printings."""

from __future__ import annotations

from django.db.models import Prefetch
from django.http import Http404
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import generics, serializers
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
    OpenApiParameter("sort", OpenApiTypes.STR, enum=list(SORTS), description="Default: title"),
    OpenApiParameter("dir", OpenApiTypes.STR, enum=["asc", "desc"]),
]


class CardSearchAPI(generics.ListAPIView):
    """Cards matching a query in the search syntax of the card pages (see /cards/syntax/)."""

    serializer_class = CardSummarySerializer

    @extend_schema(
        parameters=SEARCH_PARAMETERS,
        responses={200: CardSummarySerializer(many=True), 400: OpenApiResponse(SearchProblem, "Bad query")},
    )
    def get(self, request: Request, *args, **kwargs) -> Response:
        try:
            return self.list(request, *args, **kwargs)
        except SearchError as exc:
            problems = [problem("q", str(exc), column=exc.column)]
            return error_response(str(exc), problems, column=exc.column)

    def get_queryset(self):
        form = CardSearchForm(self.request.query_params)
        if not form.is_valid():
            problems = "; ".join(f"{field}: {' '.join(errors)}" for field, errors in form.errors.items())
            raise SearchError(problems)
        return form.search().with_details()


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
