"""API representations of cards and printings."""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from .markup import plain_text
from .models import Card, CardStat, Printing


class StatSerializer(serializers.ModelSerializer):
    kind = serializers.CharField(
        help_text="number | modifier (signed) | dash (printed '-', no value) | variable"
    )
    value = serializers.IntegerField(
        allow_null=True, help_text="null for a dash, and for a variable without one"
    )

    class Meta:
        model = CardStat
        fields = ["name", "kind", "value", "printed"]


class PrintingSerializer(serializers.ModelSerializer):
    set = serializers.CharField(source="card_set.name")
    set_code = serializers.CharField(source="card_set.code")
    release_date = serializers.DateField(source="card_set.release_date", allow_null=True)
    demo = serializers.BooleanField(source="card_set.is_demo")

    class Meta:
        model = Printing
        fields = [
            "set",
            "set_code",
            "release_date",
            "demo",
            "code",
            "number",
            "rarity",
            "artist",
            "side",
            "text",
            "flavor_text",
            "stats",
            "legality",
            "is_banned",
            "details",
        ]


class CardSummarySerializer(serializers.ModelSerializer):
    url = serializers.SerializerMethodField(help_text="The card's page")
    api_url = serializers.SerializerMethodField(help_text="This card in the API")
    types = serializers.ListField(child=serializers.CharField(), read_only=True)
    keywords = serializers.ListField(child=serializers.CharField(), read_only=True)
    factions = serializers.ListField(child=serializers.CharField(), read_only=True)
    stats = StatSerializer(many=True, read_only=True)

    class Meta:
        model = Card
        fields = [
            "game",
            "key",
            "title",
            "version",
            "card_type",
            "types",
            "factions",
            "keywords",
            "stats",
            "is_unique",
            "is_banned",
            "url",
            "api_url",
        ]

    def get_url(self, card: Card) -> str:
        return self.context["request"].build_absolute_uri(card.get_absolute_url())

    def get_api_url(self, card: Card) -> str:
        path = reverse("cards_api:detail", kwargs={"game": card.game, "key": card.key})
        return self.context["request"].build_absolute_uri(path)


class ClauseSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="a1, a2, ... for abilities; t1, t2, ... for traits (printed order)")
    kind = serializers.CharField(help_text="ability or trait")
    keyword = serializers.BooleanField(help_text="keyword reminder text")
    text = serializers.CharField(help_text="the clause's printed text, without markup")
    played = serializers.BooleanField(help_text="the rules engine plays all of it")
    missing = serializers.CharField(help_text="when partly played, what the engine leaves out; else empty")


class EngineSerializer(serializers.Serializer):
    status = serializers.CharField(
        source="engine_status", help_text="full (all of the text is played, or no text), partial or none"
    )
    clauses = ClauseSerializer(source="engine_clauses", many=True)


class CardDetailSerializer(CardSummarySerializer):
    decks = serializers.ListField(child=serializers.CharField(), read_only=True)
    text_plain = serializers.SerializerMethodField(help_text="The text without markup, icons as words")
    formats = serializers.SlugRelatedField(many=True, read_only=True, slug_field="name")
    printings = PrintingSerializer(many=True, read_only=True)
    engine = EngineSerializer(
        source="*", read_only=True, help_text="How much of the card's text the rules engine plays"
    )

    class Meta(CardSummarySerializer.Meta):
        fields = [
            *CardSummarySerializer.Meta.fields,
            "decks",
            "text",
            "text_plain",
            "errata",
            "errata_note",
            "formats",
            "effect_script",
            "engine",
            "printings",
        ]

    @extend_schema_field(serializers.CharField())
    def get_text_plain(self, card: Card) -> str:
        return plain_text(card.text)
