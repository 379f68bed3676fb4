"""Question JSON: what the API accepts and returns."""

from __future__ import annotations

from django.urls import reverse
from rest_framework import serializers

from .models import Question, Visibility
from .scenarios import scenario_text_refusal


class TextField(serializers.CharField):
    """Text only: DRF's CharField would turn a number or a boolean into text silently."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class QuestionCreateSerializer(serializers.Serializer):
    scenario = TextField(trim_whitespace=False, help_text="Scenario text (YAML or JSON).")
    public = serializers.BooleanField(
        default=False, help_text="Listed publicly; otherwise private (signed in) or unlisted (anonymous)."
    )
    title = TextField(max_length=200, required=False, allow_blank=True, default="")

    def validate_scenario(self, text: str) -> str:
        if refusal := scenario_text_refusal(text):
            raise serializers.ValidationError(refusal[1], code=refusal[0])
        return text


class QuestionChangeSerializer(serializers.Serializer):
    visibility = serializers.ChoiceField(choices=Visibility.choices)


class QuestionSerializer(serializers.ModelSerializer):
    url = serializers.SerializerMethodField(help_text="This question's API URL.")
    page = serializers.SerializerMethodField(help_text="This question's page on the site.")
    answers = serializers.SerializerMethodField(
        help_text="The engine's answers (Result.to_dict()['answers'])."
    )
    trace = serializers.SerializerMethodField()
    choices = serializers.SerializerMethodField(help_text="Open choices, when the answer depends on one.")
    branches = serializers.SerializerMethodField(help_text="One outcome per combination of open choices.")
    unplayed = serializers.SerializerMethodField(
        help_text="What the answer ignores: each clause of its ref: cards' printed text the engine does not "
        "play ({card, game, key, scenario_ids, clause, text, missing, message}); [] when it plays them all."
    )

    class Meta:
        model = Question
        fields = [
            "id", "url", "page", "title", "game", "visibility", "status", "scenario", "unplayed", "answers",
            "trace", "choices", "branches", "error", "engine_version", "created_at", "started_at",
            "finished_at", "attempts",
        ]  # fmt: skip
        read_only_fields = fields

    def get_url(self, question: Question) -> str:
        return self._absolute(reverse("questions_api:detail", kwargs={"pk": question.pk}))

    def get_page(self, question: Question) -> str:
        return self._absolute(question.get_absolute_url())

    def _absolute(self, path: str) -> str:
        request = self.context.get("request")
        return request.build_absolute_uri(path) if request else path

    def get_answers(self, question: Question) -> list | None:
        return (question.result or {}).get("answers")

    def get_unplayed(self, question: Question) -> list[dict]:
        return question.unplayed_clauses()

    def get_trace(self, question: Question) -> list | None:
        return (question.result or {}).get("trace")

    def get_choices(self, question: Question) -> list | None:
        return (question.result or {}).get("choices")

    def get_branches(self, question: Question) -> list | None:
        return (question.result or {}).get("branches")
