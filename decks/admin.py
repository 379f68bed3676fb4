"""Admin for decks: lists, filters, the current cards and the saved versions (read-only history)."""

from django.contrib import admin

from .models import Deck, DeckCard, DeckVersion


class DeckCardInline(admin.TabularInline):
    model = DeckCard
    extra = 0
    raw_id_fields = ["card"]
    fields = ["card", "quantity", "section", "position"]


class DeckVersionInline(admin.TabularInline):
    model = DeckVersion
    extra = 0
    can_delete = False
    fields = [
        "number",
        "created_at",
        "note",
        "name",
        "format_key",
        "rules_version",
        "is_valid",
        "problem_count",
    ]
    readonly_fields = fields
    ordering = ["-number"]

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Deck)
class DeckAdmin(admin.ModelAdmin):
    list_display = [
        "name",
        "owner",
        "game",
        "format_key",
        "visibility",
        "is_valid",
        "problem_count",
        "updated_at",
    ]
    list_filter = ["game", "visibility", "is_valid", "format_key"]
    search_fields = ["name", "public_id", "owner__username", "faction"]
    raw_id_fields = ["owner", "copied_from"]
    readonly_fields = [
        "public_id",
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
    inlines = [DeckCardInline, DeckVersionInline]
    list_select_related = ["owner"]
