"""Deck API (DRF) at /api/: formats, validate, decks CRUD for the owner, versions, restore, export, copy.

Who may do what: anyone reads public decks and, with the link, unlisted ones; a private deck is 404 for
everyone but its owner; only the owner changes, deletes or restores a deck (others who can see it get 403);
signed-in users create decks and copy the ones they can see. The views are thin: selectors read, services
write, ``decks.importing`` checks a list (as the import page does), ``decks.parsing`` reads one.
"""

from __future__ import annotations

from django.http import HttpResponse
from django.utils.text import slugify
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import generics, serializers, status
from rest_framework.exceptions import NotAuthenticated, PermissionDenied
from rest_framework.permissions import AllowAny, IsAuthenticatedOrReadOnly
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import AnonRateThrottle, UserRateThrottle
from rest_framework.views import APIView

from config.api_errors import (
    error_response,
    problem,
    problems_response,
    serializer_problems,
)
from rulings.games import Game

from . import selectors, services
from .facts import Entry
from .formats import formats_for
from .importing import decklist_check
from .models import Deck
from .parsing import EXPORT_CONTENT_TYPES, EXPORT_SUFFIXES, EXPORT_SYNTAX_KEYS, ParseError, decklist_parse
from .request_size import too_big
from .serializers import (
    DeckDetailSerializer,
    DecklistCheckSerializer,
    DeckSerializer,
    DeckVersionDetailSerializer,
    DeckVersionSerializer,
    DeckWriteSerializer,
    FormatSerializer,
    ValidateRequestSerializer,
    ValidationSerializer,
)

Problem = inline_serializer(
    "DeckRequestProblem",
    {
        "detail": serializers.CharField(help_text="What is wrong"),
        "problems": serializers.ListField(
            child=inline_serializer(
                "DeckInputProblem",
                {
                    "path": serializers.CharField(help_text='The input: "cards[0].section"; "" the body'),
                    "line": serializers.IntegerField(allow_null=True),
                    "column": serializers.IntegerField(allow_null=True),
                    "message": serializers.CharField(),
                },
            )
        ),
    },
)


def _problem(detail: str, field: str = "", code: int = 400) -> Response:
    """A refusal in the API's one error shape (config.api_errors), naming the input to blame if one is."""
    return error_response(detail, [problem(field, detail)] if field else [], code)


def _too_big(request: Request) -> Response | None:
    """413 in the API's error shape when the body is over ``request_size``'s limit."""
    reason = too_big(request)
    return _problem(reason, "text", 413) if reason else None


def _form_problem(form) -> Response:
    return problems_response(serializer_problems(form.errors))


def _deck_write_data(request: Request) -> tuple[dict, Response | None]:
    """The validated fields of a deck create or update, or the 4xx answering the request instead."""
    if (too_big := _too_big(request)) is not None:
        return {}, too_big
    form = DeckWriteSerializer(data=request.data if isinstance(request.data, dict) else {"_": None})
    if not form.is_valid():
        return {}, _form_problem(form)
    return form.validated_data, None


def _deck_for_owner(request: Request, public_id: str) -> Deck:
    """404 if the user may not see the deck; 403 if they see it but do not own it."""
    deck = selectors.deck_get_for_user(public_id=public_id, user=request.user)
    if not request.user.is_authenticated:
        raise NotAuthenticated()
    if not deck.is_owned_by(request.user):
        raise PermissionDenied("Only the deck's owner may change it.")
    return deck


# --- formats and validation ------------------------------------------------------------------------------


class FormatListAPI(APIView):
    """The formats of a game (every L5R legality tag; Naruto Mythos; the ChiAxis demo), with sections."""

    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[OpenApiParameter("game", OpenApiTypes.STR, enum=Game.values, description="Default: all")],
        responses={200: FormatSerializer(many=True), 400: OpenApiResponse(Problem, "Unknown game")},
    )
    def get(self, request: Request) -> Response:
        game = request.query_params.get("game")
        if game and game not in Game.values:
            return _problem(f"Unknown game '{game[:40]}'; use one of {', '.join(Game.values)}.", "game")
        games = [game] if game else list(Game.values)
        return Response([fmt.as_dict() for g in games for fmt in formats_for(g)])


class ValidateAnonThrottle(AnonRateThrottle):
    scope = "deck_validate_anon"
    rate = "120/min"


class ValidateUserThrottle(UserRateThrottle):
    scope = "deck_validate_user"
    rate = "600/min"


class DeckValidateAPI(APIView):
    """Validate a list without saving it. Anonymous use is allowed (throttled)."""

    permission_classes = [AllowAny]
    authentication_classes = []  # no session: no CSRF needed, nothing saved, same answer for everyone
    throttle_classes = [ValidateAnonThrottle, ValidateUserThrottle]

    @extend_schema(
        request=ValidateRequestSerializer,
        responses={
            200: DecklistCheckSerializer,
            400: OpenApiResponse(Problem, "Bad input: not JSON, wrong types, unknown game, unreadable text"),
            413: OpenApiResponse(Problem, "Request too large"),
        },
    )
    def post(self, request: Request) -> Response:
        if (too_big := _too_big(request)) is not None:
            return too_big
        if not isinstance(request.data, dict):
            return _problem('Send a JSON object: {"game", "format", "text", "syntax"}.')
        form = ValidateRequestSerializer(data=request.data)
        if not form.is_valid():
            return _form_problem(form)
        data = form.validated_data
        try:
            check = decklist_check(
                game=data["game"], format_key=data["format"], text=data["text"], syntax=data["syntax"]
            )
        except ParseError as exc:
            return _problem(exc.message, exc.field)
        return Response(check.as_dict())


# --- decks -----------------------------------------------------------------------------------------------


def _entries_from(data: dict, game: str, format_key: str) -> tuple[list[Entry] | None, list[dict]]:
    """The list a write request gives: ``cards`` as given, or ``text`` read (unmatched lines returned)."""
    if "cards" in data:
        return [Entry(c["key"], c["quantity"], c["section"]) for c in data["cards"]], []
    if "text" in data:
        parsed = decklist_parse(
            game=game, text=data["text"], syntax=data.get("syntax", "auto"), format_key=format_key
        )
        return parsed.entries, parsed.unmatched_as_dicts()
    return None, []


class DeckListCreateAPI(generics.ListCreateAPIView):
    """Decks you can list (yours and public ones), filtered; create a deck (signed in)."""

    serializer_class = DeckSerializer
    permission_classes = [IsAuthenticatedOrReadOnly]

    def get_queryset(self):
        params = self.request.query_params
        user = self.request.user
        if params.get("mine"):
            decks = selectors.deck_list_for_owner(user=user)
        else:
            decks = Deck.objects.listed_for(user).select_related("owner")
        decks = decks.for_game(params.get("game"))
        if params.get("format"):
            decks = decks.filter(format_key=params["format"])
        if params.get("faction"):
            decks = decks.filter(faction__iexact=params["faction"])
        if params.get("card"):
            decks = decks.filter(cards__card__key=params["card"]).distinct()
        return decks.order_by("-updated_at", "-id")

    @extend_schema(
        parameters=[
            OpenApiParameter("game", OpenApiTypes.STR, enum=Game.values),
            OpenApiParameter("format", OpenApiTypes.STR),
            OpenApiParameter("faction", OpenApiTypes.STR, description="Clan / faction"),
            OpenApiParameter("card", OpenApiTypes.STR, description="Key of a card the deck holds"),
            OpenApiParameter(
                "mine", OpenApiTypes.BOOL, description="Only your decks (private ones included)"
            ),
        ]
    )
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    @extend_schema(
        request=DeckWriteSerializer,
        responses={201: DeckDetailSerializer, 400: OpenApiResponse(Problem, "Bad input")},
    )
    def post(self, request: Request, *args, **kwargs) -> Response:
        data, refusal = _deck_write_data(request)
        if refusal is not None:
            return refusal
        missing = [f for f in ("game", "format", "name") if f not in data]
        if missing:
            return problems_response([problem(field, "This field is required.") for field in missing])
        try:
            entries, unmatched = _entries_from(data, data["game"], data["format"])
            deck = services.deck_create(
                owner=request.user,
                game=data["game"],
                format_key=data["format"],
                name=data["name"],
                description=data.get("description", ""),
                visibility=data.get("visibility", Deck.Visibility.PRIVATE),
                entries=entries or [],
                note=data.get("note", ""),
            )
        except ParseError as exc:
            return _problem(exc.message, exc.field)
        except services.DeckError as exc:
            return _problem(str(exc), exc.field)
        body = DeckDetailSerializer(deck).data
        body["unmatched"] = unmatched
        return Response(body, status=status.HTTP_201_CREATED)


class DeckDetailAPI(APIView):
    """One deck: read (owner; anyone for unlisted/public), change or delete (owner). A private deck is 404
    for everyone else, signed in or not."""

    permission_classes = [AllowAny]  # checked per deck: 404 before 403

    @extend_schema(responses={200: DeckDetailSerializer, 404: OpenApiResponse(description="No such deck")})
    def get(self, request: Request, public_id: str) -> Response:
        deck = selectors.deck_get_for_user(public_id=public_id, user=request.user)
        deck = Deck.objects.prefetch_related("cards__card").get(pk=deck.pk)
        return Response(DeckDetailSerializer(deck).data)

    @extend_schema(
        request=DeckWriteSerializer,
        responses={
            200: DeckDetailSerializer,
            400: Problem,
            409: OpenApiResponse(Problem, "base_version is not the deck's version: nothing was saved"),
        },
    )
    def patch(self, request: Request, public_id: str) -> Response:
        deck = _deck_for_owner(request, public_id)
        data, refusal = _deck_write_data(request)
        if refusal is not None:
            return refusal
        if "game" in data and data["game"] != deck.game:
            return _problem("A deck's game cannot change; copy the cards into a new deck instead.", "game")
        try:
            entries, unmatched = _entries_from(data, deck.game, data.get("format", deck.format_key))
            services.deck_update(
                deck=deck,
                name=data.get("name"),
                description=data.get("description"),
                format_key=data.get("format"),
                visibility=data.get("visibility"),
                entries=entries,
                note=data.get("note", ""),
                expected_version=data.get("base_version"),
            )
        except ParseError as exc:
            return _problem(exc.message, exc.field)
        except services.DeckConflict as exc:
            return _conflict(request, exc)
        except services.DeckError as exc:
            return _problem(str(exc), exc.field)
        deck = Deck.objects.prefetch_related("cards__card").get(pk=deck.pk)
        body = DeckDetailSerializer(deck).data
        body["unmatched"] = unmatched
        return Response(body)

    @extend_schema(request=DeckWriteSerializer, responses={200: DeckDetailSerializer, 400: Problem})
    def put(self, request: Request, public_id: str) -> Response:
        return self.patch(request, public_id)

    @extend_schema(responses={204: None})
    def delete(self, request: Request, public_id: str) -> Response:
        deck = _deck_for_owner(request, public_id)
        services.deck_delete(deck=deck)
        return Response(status=status.HTTP_204_NO_CONTENT)


def _conflict(request: Request, exc: services.DeckConflict) -> Response:
    """409: the deck moved past ``base_version``; the edit comes back unchanged, to apply again."""
    return error_response(
        str(exc),
        [problem("base_version", str(exc))],
        status.HTTP_409_CONFLICT,
        current_version=exc.current,
        your_edit=request.data,
    )


class DeckValidationAPI(APIView):
    """The deck's current validation: every problem, as the builder page shows it."""

    permission_classes = [AllowAny]

    @extend_schema(responses={200: ValidationSerializer})
    def get(self, request: Request, public_id: str) -> Response:
        deck = selectors.deck_get_for_user(public_id=public_id, user=request.user)
        return Response(selectors.deck_validation(deck=deck).as_dict())


class DeckCopyAPI(APIView):
    """Copy a deck you can see into your own decks (private)."""

    permission_classes = [AllowAny]  # checked per deck: 404 before 403

    @extend_schema(request=None, responses={201: DeckDetailSerializer})
    def post(self, request: Request, public_id: str) -> Response:
        deck = selectors.deck_get_for_user(public_id=public_id, user=request.user)
        if not request.user.is_authenticated:
            raise NotAuthenticated("Sign in to copy a deck.")
        copied = services.deck_copy(deck=deck, owner=request.user)
        copied = Deck.objects.prefetch_related("cards__card").get(pk=copied.pk)
        return Response(DeckDetailSerializer(copied).data, status=status.HTTP_201_CREATED)


class DeckExportAPI(APIView):
    """The deck as text, .l5d (L5R) or JSON; reads back to the same deck."""

    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[OpenApiParameter("syntax", OpenApiTypes.STR, enum=list(EXPORT_SYNTAX_KEYS))],
        responses={(200, "text/plain"): OpenApiTypes.STR, 400: Problem},
    )
    def get(self, request: Request, public_id: str) -> HttpResponse:
        deck = selectors.deck_get_for_user(public_id=public_id, user=request.user)
        syntax = request.query_params.get("syntax", "text")
        try:
            body = selectors.deck_export(deck=deck, syntax=syntax)
        except ParseError as exc:
            return _problem(exc.message, exc.field)
        response = HttpResponse(body, content_type=f"{EXPORT_CONTENT_TYPES[syntax]}; charset=utf-8")
        filename = f"{slugify(deck.name) or 'deck'}.{EXPORT_SUFFIXES[syntax]}"
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
        return response


# --- versions --------------------------------------------------------------------------------------------


class DeckVersionListAPI(generics.ListAPIView):
    """Every saved version of a deck you can see, newest first."""

    serializer_class = DeckVersionSerializer
    permission_classes = [AllowAny]

    def get_queryset(self):
        deck = selectors.deck_get_for_user(public_id=self.kwargs["public_id"], user=self.request.user)
        return selectors.deck_versions(deck=deck)


class DeckVersionDetailAPI(APIView):
    """One version with its list, and the changes from the version before it."""

    permission_classes = [AllowAny]

    @extend_schema(responses={200: DeckVersionDetailSerializer})
    def get(self, request: Request, public_id: str, number: int) -> Response:
        deck = selectors.deck_get_for_user(public_id=public_id, user=request.user)
        version = selectors.deck_version_get(deck=deck, number=number)
        body = DeckVersionDetailSerializer(version).data
        previous = deck.versions.filter(number__lt=number).order_by("-number").first()
        body["changes"] = selectors.deck_version_diff(
            old=previous.content if previous else [], new=version.content
        )
        return Response(body)


class DeckVersionRestoreAPI(APIView):
    """Make a version current again (saved as a new version). Owner only."""

    permission_classes = [AllowAny]  # checked per deck: 404 before 403

    @extend_schema(request=None, responses={201: DeckVersionSerializer, 400: Problem})
    def post(self, request: Request, public_id: str, number: int) -> Response:
        deck = _deck_for_owner(request, public_id)
        try:
            version = services.deck_version_restore(deck=deck, number=number)
        except services.DeckError as exc:
            return _problem(str(exc), code=404)
        return Response(DeckVersionSerializer(version).data, status=status.HTTP_201_CREATED)
