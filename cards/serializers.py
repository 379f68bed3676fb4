"""API representations of cards and printings."""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from .engine_text import card_engine
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
    played_by = serializers.CharField(
        default="",
        help_text="what plays it: script (the card's hand-written script, also when partly played), "
        "compiled (its printed text, compiled) or keyword rule (the engine's rule for the keyword); empty "
        "when not played",
    )
    family = serializers.CharField(default="", help_text="compiled: the family of wording that plays it")
    reason = serializers.CharField(default="", help_text="compiled, not played: why the compiler does not")
    explanation = serializers.CharField(help_text="what plays it, or why nothing does, in words")


class EngineSerializer(serializers.Serializer):
    status = serializers.CharField(help_text="full (all of the text is played, or no text), partial or none")
    source = serializers.CharField(
        help_text="where the engine reads the card's text from: script (a hand-written effect script, which "
        "wins over the compiled text), compiled (its printed text, compiled) or printed (no text)"
    )
    compiler_version = serializers.CharField(
        help_text="the card-text compiler's version when the definition is compiled; else ''"
    )
    summary = serializers.CharField(help_text="the status and the source in words")
    clauses = ClauseSerializer(many=True)
    compiled_yaml = serializers.CharField(
        help_text="what the compiled text adds to the card, in the scenario language (YAML); else ''"
    )


class CardDetailSerializer(CardSummarySerializer):
    decks = serializers.ListField(child=serializers.CharField(), read_only=True)
    text_plain = serializers.SerializerMethodField(help_text="The text without markup, icons as words")
    formats = serializers.SlugRelatedField(many=True, read_only=True, slug_field="name")
    printings = PrintingSerializer(many=True, read_only=True)
    engine = serializers.SerializerMethodField(help_text="How much of the card's text the rules engine plays")

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

    @extend_schema_field(EngineSerializer())
    def get_engine(self, card: Card) -> dict:
        return EngineSerializer(card_engine(card)).data
