"""Question API: POST /api/questions/ (202 + Location), GET /api/questions/<id>/."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import Throttled
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api_errors import field_error
from rulings.engine import ScenarioError

from . import selectors, services
from .models import Visibility
from .serializers import QuestionChangeSerializer, QuestionCreateSerializer, QuestionSerializer
from .throttles import SUBMIT_THROTTLES, client_address

PROBLEMS = inline_serializer(
    "ScenarioProblems",
    {
        "detail": serializers.CharField(),
        "problems": serializers.ListField(
            child=inline_serializer(
                "ScenarioProblem",
                {
                    "path": serializers.CharField(),
                    "line": serializers.IntegerField(allow_null=True),
                    "column": serializers.IntegerField(allow_null=True),
                    "message": serializers.CharField(),
                },
            )
        ),
    },
)


class QuestionCreateAPI(APIView):
    permission_classes = [AllowAny]  # anonymous questions are welcome (throttled)
    throttle_classes = SUBMIT_THROTTLES

    @extend_schema(
        request=QuestionCreateSerializer,
        responses={
            202: QuestionSerializer,
            400: OpenApiResponse(PROBLEMS, description="Invalid scenario: every problem with its place."),
            413: OpenApiResponse(description="Request body too large."),
            429: OpenApiResponse(description="Too many submissions, or too many questions waiting."),
        },
        summary="Ask a question",
        description="Validates the scenario and queues it for the rules engine. Poll the returned `url` "
        "until `status` is `done` or `failed`.",
    )
    def post(self, request: Request) -> Response:
        payload = QuestionCreateSerializer(data=request.data)
        if not payload.is_valid():
            too_large = [e for e in payload.errors.get("scenario", []) if e.code == "too_large"]
            if too_large:
                return Response({"detail": str(too_large[0]), "problems": []}, status=413)
            problems = [
                {"path": field, "line": None, "column": None, "message": str(message)}
                for field, messages in payload.errors.items()
                for message in messages
            ]  # the fields of the request body, not places in a scenario
            return Response({"detail": problems[0]["message"], "problems": problems}, status=400)
        data = payload.validated_data
        try:
            question = services.question_submit(
                scenario=data["scenario"],
                title=data["title"],
                visibility=Visibility.PUBLIC if data["public"] else Visibility.PRIVATE,
                owner=request.user,
                address=client_address(request),
            )
        except ScenarioError as exc:
            problems = [p.to_dict() for p in exc.problems]
            return Response({"detail": "The scenario is not valid.", "problems": problems}, status=400)
        except services.SubmissionRefused as exc:
            raise Throttled(detail=str(exc)) from None
        body = QuestionSerializer(question, context={"request": request}).data
        return Response(body, status=status.HTTP_202_ACCEPTED, headers={"Location": body["url"]})


class QuestionDetailAPI(APIView):
    """A question: anyone who may see it reads it; its owner makes it private/unlisted/public or deletes
    it (403 to others who may see it, 404 to those who may not)."""

    permission_classes = [AllowAny]  # checked per question: 404 before 403

    @extend_schema(responses={200: QuestionSerializer, 404: OpenApiResponse(description="No such question.")})
    def get(self, request: Request, pk) -> Response:
        question = selectors.question_get_for_user(pk=pk, user=request.user)
        return Response(QuestionSerializer(question, context={"request": request}).data)

    @extend_schema(
        request=QuestionChangeSerializer,
        responses={200: QuestionSerializer, 400: PROBLEMS, 403: PROBLEMS, 404: PROBLEMS},
        summary="Change a question's visibility (owner)",
    )
    def patch(self, request: Request, pk) -> Response:
        question = selectors.question_get_for_owner(pk=pk, user=request.user)
        payload = QuestionChangeSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        try:
            services.question_set_visibility(
                question=question, visibility=payload.validated_data["visibility"]
            )
        except services.QuestionChangeRefused as exc:
            return field_error("visibility", str(exc))
        return Response(QuestionSerializer(question, context={"request": request}).data)

    @extend_schema(responses={204: None, 403: PROBLEMS, 404: PROBLEMS}, summary="Delete a question (owner)")
    def delete(self, request: Request, pk) -> Response:
        question = selectors.question_get_for_owner(pk=pk, user=request.user)
        services.question_delete(question=question)
        return Response(status=status.HTTP_204_NO_CONTENT)
