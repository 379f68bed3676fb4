"""API representations of glossary entries (read-only)."""

from __future__ import annotations

from rest_framework import serializers

from .models import CrossReference, Document, Entry, Erratum, Part


class DocumentSerializer(serializers.ModelSerializer):
    entry_count = serializers.IntegerField(read_only=True)

    class Meta:
        model = Document
        fields = [
            "slug",
            "game",
            "title",
            "short_title",
            "source_name",
            "style",
            "entry_count",
            "imported_at",
        ]


class EntryListItemSerializer(serializers.Serializer):
    """An entry in a list or a search hit (then with a highlighted snippet and a rank)."""

    id = serializers.IntegerField()
    game = serializers.CharField()
    slug = serializers.CharField()
    title = serializers.CharField(help_text="With the rule number, if any.")
    document = serializers.CharField(help_text="Document slug.")
    heading_path = serializers.ListField(child=serializers.CharField(), help_text="Enclosing sections.")
    url = serializers.CharField(help_text="Page of the entry (for a hit: at the paragraph that answers).")
    api_url = serializers.CharField()
    snippet = serializers.CharField(
        allow_null=True, help_text="Search hits only: matching text as HTML, escaped, matches in <mark>."
    )
    rank = serializers.FloatField(allow_null=True, help_text="Search hits only: higher is better.")
    anchor = serializers.CharField(
        allow_null=True,
        help_text="Search hits only: anchor of the paragraph that answers ('' if none); hits are paragraphs.",
    )
    paragraph = serializers.CharField(
        allow_null=True, help_text='Search hits only: that paragraph named, e.g. "22.3b" or "paragraph 3".'
    )
    entry_url = serializers.CharField(help_text="Page of the entry, without the paragraph anchor.")
    matched = serializers.ListField(
        child=serializers.CharField(),
        allow_null=True,
        help_text="Search hits only: the query's words (or phrases) this entry holds, as typed.",
    )


class PartSerializer(serializers.ModelSerializer):
    parent = serializers.SlugRelatedField(
        slug_field="anchor", read_only=True, help_text="Anchor of its rule."
    )
    url = serializers.CharField(source="get_absolute_url", read_only=True)

    class Meta:
        model = Part
        fields = ["anchor", "kind", "label", "number", "text", "parent", "url"]


class ErratumSerializer(serializers.ModelSerializer):
    part = serializers.SlugRelatedField(
        slug_field="anchor", read_only=True, help_text="Anchor of the tagged part; null = the whole entry."
    )

    class Meta:
        model = Erratum
        fields = ["kind", "date", "raw", "part"]


class CrossReferenceSerializer(serializers.ModelSerializer):
    part = serializers.SlugRelatedField(slug_field="anchor", read_only=True)
    resolved = serializers.BooleanField(source="is_resolved", read_only=True)
    target_url = serializers.SerializerMethodField(help_text="Page it links to; null if outside the corpus.")

    class Meta:
        model = CrossReference
        fields = ["raw", "target_text", "part", "resolved", "target_url"]

    def get_target_url(self, ref: CrossReference) -> str | None:
        return ref.target_url() or None


class EntryDetailSerializer(serializers.ModelSerializer):
    title = serializers.CharField(source="display_title", read_only=True)
    document = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    parent = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    children = serializers.SlugRelatedField(slug_field="slug", many=True, read_only=True)
    url = serializers.CharField(source="get_absolute_url", read_only=True)
    parts = PartSerializer(many=True, read_only=True)
    errata = ErratumSerializer(many=True, read_only=True)
    references = CrossReferenceSerializer(many=True, read_only=True)

    class Meta:
        model = Entry
        fields = [
            "id",
            "game",
            "slug",
            "title",
            "number",
            "document",
            "heading_path",
            "parent",
            "children",
            "title_inferred",
            "url",
            "parts",
            "errata",
            "references",
        ]
