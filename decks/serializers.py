"""Deck API shapes. Inputs are strict: a string field refuses numbers, lists and objects (no coercion)."""

from __future__ import annotations

from rest_framework import serializers

from rulings.games import Game

from .models import Deck, DeckVersion
from .parsing import MAX_CHARS, MAX_QUANTITY, SYNTAXES


class StrictCharField(serializers.CharField):
    default_error_messages = {"invalid": "Must be a string."}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class FormatSerializer(serializers.Serializer):
    game = serializers.CharField()
    key = serializers.CharField()
    name = serializers.CharField()
    is_demo = serializers.BooleanField()
    rules_version = serializers.CharField()
    rules_url = serializers.CharField()
    sections = serializers.ListField(child=serializers.DictField())


class ProblemSerializer(serializers.Serializer):
    code = serializers.CharField()
    severity = serializers.ChoiceField(choices=["error", "warning"])
    message = serializers.CharField()
    rule = serializers.CharField()
    rule_url = serializers.CharField()
    cards = serializers.ListField(child=serializers.DictField())
    fix = serializers.CharField(allow_blank=True)


class ValidationSerializer(serializers.Serializer):
    valid = serializers.BooleanField()
    game = serializers.CharField()
    format = serializers.CharField()
    format_name = serializers.CharField()
    rules_version = serializers.CharField()
    counts = serializers.DictField(child=serializers.IntegerField())
    faction = serializers.CharField(allow_blank=True)
    problems = ProblemSerializer(many=True)
    not_checked = ProblemSerializer(many=True)


class CandidateSerializer(serializers.Serializer):
    key = serializers.CharField()
    title = serializers.CharField()
    type = serializers.CharField()
    score = serializers.FloatField()


class UnmatchedSerializer(serializers.Serializer):
    line = serializers.IntegerField()
    text = serializers.CharField()
    reason = serializers.CharField()
    quantity = serializers.IntegerField()
    section = serializers.CharField(allow_blank=True)
    candidates = CandidateSerializer(many=True)


class MatchedCardSerializer(serializers.Serializer):
    line = serializers.IntegerField()
    title = serializers.CharField()
    version = serializers.CharField(allow_blank=True)
    key = serializers.CharField()
    quantity = serializers.IntegerField()
    section = serializers.CharField()
    match = serializers.CharField(help_text="exact | normalized | picked | fuzzy | key")
    confidence = serializers.FloatField()


class DecklistCheckSerializer(ValidationSerializer):
    syntax = serializers.CharField()
    unmatched = UnmatchedSerializer(many=True)
    cards = MatchedCardSerializer(many=True)


class ValidateRequestSerializer(serializers.Serializer):
    game = serializers.ChoiceField(choices=Game.choices)
    format = StrictCharField(
        max_length=120,
        required=False,
        default="",
        allow_blank=True,
        help_text="Default: the newest format all the list's cards are legal in, else the game's newest.",
    )
    text = StrictCharField(max_length=MAX_CHARS, allow_blank=True, trim_whitespace=False)
    syntax = serializers.ChoiceField(choices=SYNTAXES, default="auto")


class DeckLineSerializer(serializers.Serializer):
    key = StrictCharField(max_length=200)
    quantity = serializers.IntegerField(min_value=1, max_value=MAX_QUANTITY)
    section = StrictCharField(max_length=16)


class DeckCardSerializer(serializers.Serializer):
    key = serializers.CharField(source="card.key")
    title = serializers.CharField(source="card.title")
    version = serializers.CharField(source="card.version")
    quantity = serializers.IntegerField()
    section = serializers.CharField()


class DeckSerializer(serializers.ModelSerializer):
    id = serializers.CharField(source="public_id", read_only=True)
    owner = serializers.CharField(source="owner.username", read_only=True)
    format = serializers.CharField(source="format_key", read_only=True)

    class Meta:
        model = Deck
        fields = [
            "id",
            "name",
            "game",
            "format",
            "description",
            "visibility",
            "faction",
            "owner",
            "created_at",
            "updated_at",
            "validated_format",
            "rules_version",
            "validated_at",
            "is_valid",
            "problem_count",
            "card_count",
            "current_version",
        ]
        read_only_fields = fields


class DeckDetailSerializer(DeckSerializer):
    cards = DeckCardSerializer(many=True, read_only=True)

    class Meta(DeckSerializer.Meta):
        fields = [*DeckSerializer.Meta.fields, "cards"]
        read_only_fields = fields


class DeckWriteSerializer(serializers.Serializer):
    """Create (game, format, name required) or update (any field); the list: ``cards`` or ``text``."""

    game = serializers.ChoiceField(choices=Game.choices, required=False)
    format = StrictCharField(max_length=120, required=False)
    name = StrictCharField(max_length=200, required=False)
    description = StrictCharField(max_length=5000, required=False, allow_blank=True)
    visibility = serializers.ChoiceField(choices=Deck.Visibility.choices, required=False)
    note = StrictCharField(max_length=300, required=False, allow_blank=True)
    cards = DeckLineSerializer(many=True, required=False)
    text = StrictCharField(max_length=MAX_CHARS, required=False, allow_blank=True, trim_whitespace=False)
    syntax = serializers.ChoiceField(choices=SYNTAXES, required=False, default="auto")
    base_version = serializers.IntegerField(
        min_value=1,
        required=False,
        help_text="Update only: the version your edit started from; 409, nothing saved, if it moved on.",
    )

    def validate(self, attrs):
        if "cards" in attrs and "text" in attrs:
            raise serializers.ValidationError("Give either cards or text, not both.")
        return attrs


class DeckVersionSerializer(serializers.ModelSerializer):
    format = serializers.CharField(source="format_key")
    card_count = serializers.IntegerField(read_only=True)

    class Meta:
        model = DeckVersion
        fields = [
            "number",
            "created_at",
            "note",
            "name",
            "format",
            "rules_version",
            "is_valid",
            "problem_count",
            "restored_from",
            "card_count",
        ]
        read_only_fields = fields


class DeckVersionDetailSerializer(DeckVersionSerializer):
    class Meta(DeckVersionSerializer.Meta):
        fields = [*DeckVersionSerializer.Meta.fields, "description", "content"]
        read_only_fields = fields
