"""Glossary API: entries (list, full-text search, detail) and documents. Read-only."""

from __future__ import annotations

from django.db.models import Count
from django.shortcuts import get_object_or_404
from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import generics, serializers
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.utils.urls import remove_query_param, replace_query_param

from ..games import Game
from .forms import SearchForm
from .models import Document, Entry
from .search import SearchHit, SearchPage
from .serializers import DocumentSerializer, EntryDetailSerializer, EntryListItemSerializer

PAGE_SIZE = api_settings.PAGE_SIZE
LIST_PARAMETERS = [
    OpenApiParameter(
        "q",
        OpenApiTypes.STR,
        description=(
            "Full-text search. Plain words: any word (stemmed, with the game's synonyms and abbreviations; "
            'stop words dropped), best first. A "phrase" or a prefix* makes every term required. '
            "Without q: all entries in order."
        ),
    ),
    OpenApiParameter("game", OpenApiTypes.STR, enum=Game.values, description="Only this game's entries"),
    OpenApiParameter("document", OpenApiTypes.STR, description="Only this document (its slug)"),
    OpenApiParameter("page", OpenApiTypes.INT, description="Page number, from 1"),
]
EntryPage = inline_serializer(
    "EntryPage",
    {
        "count": serializers.IntegerField(),
        "next": serializers.URLField(allow_null=True),
        "previous": serializers.URLField(allow_null=True),
        "message": serializers.CharField(
            allow_null=True, help_text="Why a search found nothing, if it did not."
        ),
        "notes": serializers.ListField(
            child=serializers.CharField(), help_text="How the query was shortened."
        ),
        "mode": serializers.CharField(
            allow_null=True,
            help_text='How the query was read: "any" (plain words) or "all" (quotes or *); null without q.',
        ),
        "results": EntryListItemSerializer(many=True),
    },
)
BadRequest = OpenApiResponse(
    inline_serializer("RulesQueryProblem", {"detail": serializers.CharField()}), "A parameter is invalid"
)


def _api_url(game: str, slug: str) -> str:
    return reverse("rulings_api:entry-detail", kwargs={"game": game, "slug": slug})


def _entry_item(entry: Entry) -> dict:
    return {
        "id": entry.pk,
        "game": entry.game,
        "slug": entry.slug,
        "title": entry.display_title,
        "document": entry.document.slug,
        "heading_path": entry.heading_path,
        "url": entry.get_absolute_url(),
        "api_url": _api_url(entry.game, entry.slug),
        "snippet": None,
        "rank": None,
        "anchor": None,
        "paragraph": None,
        "entry_url": entry.get_absolute_url(),
        "matched": None,
    }


def _hit_item(hit: SearchHit) -> dict:
    return {
        "id": hit.entry_id,
        "game": hit.game,
        "slug": hit.slug,
        "title": hit.title,
        "document": hit.document_slug,
        "heading_path": hit.heading_path,
        "url": hit.url,
        "api_url": _api_url(hit.game, hit.slug),
        "snippet": str(hit.snippet_html),
        "rank": hit.rank,
        "anchor": hit.anchor,
        "paragraph": hit.paragraph_label or None,
        "entry_url": hit.entry_url,
        "matched": list(hit.matched),
    }


class EntryListAPI(generics.ListAPIView):
    """Glossary entries in reading order; with `q`, the entries matching a full-text search, best first."""

    serializer_class = EntryListItemSerializer

    @extend_schema(parameters=LIST_PARAMETERS, responses={200: EntryPage, 400: BadRequest})
    def get(self, request: Request, *args, **kwargs) -> Response:
        form = SearchForm(request.query_params)
        if not form.is_valid():
            raise ValidationError({field: errors for field, errors in form.errors.items()})
        results = form.search(per_page=PAGE_SIZE, prefix_last=False)
        if results is not None:
            return self._search_response(request, results)
        return self.list(request, *args, **kwargs)

    def get_queryset(self):
        data = {k: self.request.query_params.get(k) for k in ("game", "document")}
        entries = Entry.objects.select_related("document").order_by(
            "game", "document__source_name", "position"
        )
        if data["game"]:
            entries = entries.filter(game=data["game"])
        if data["document"]:
            entries = entries.filter(document__slug=data["document"])
        return entries

    def list(self, request: Request, *args, **kwargs) -> Response:
        page = self.paginate_queryset(self.get_queryset())
        response = self.get_paginated_response(
            self.get_serializer([_entry_item(e) for e in page], many=True).data
        )
        response.data = {**response.data, "message": None, "notes": [], "mode": None}  # a search's shape
        return response

    def _search_response(self, request: Request, results: SearchPage) -> Response:
        items = [_hit_item(hit) for hit in results.hits]
        url = request.build_absolute_uri()
        previous = None
        if results.has_previous:
            previous = (
                replace_query_param(url, "page", results.page - 1)
                if results.page > 2
                else remove_query_param(url, "page")
            )
        return Response(
            {
                "count": results.total,
                "next": replace_query_param(url, "page", results.page + 1) if results.has_next else None,
                "previous": previous,
                "message": results.message or None,
                "notes": list(results.notes),
                "mode": results.mode,
                "results": self.get_serializer(items, many=True).data,
            }
        )


class EntryDetailAPI(generics.RetrieveAPIView):
    """One entry with its parts (anchors), errata and cross-references."""

    serializer_class = EntryDetailSerializer

    def get_object(self) -> Entry:
        queryset = Entry.objects.select_related("document", "parent").prefetch_related(
            "children", "parts__parent", "errata__part", "references__part", "references__target"
        )
        return get_object_or_404(queryset, game=self.kwargs["game"], slug=self.kwargs["slug"])


class DocumentListAPI(generics.ListAPIView):
    """The imported rules documents, by game."""

    serializer_class = DocumentSerializer
    queryset = Document.objects.annotate(entry_count=Count("entries")).order_by("game", "source_name")
