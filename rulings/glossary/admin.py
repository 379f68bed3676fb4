from django.contrib import admin

from .models import CrossReference, Document, Entry, Erratum, Part, UnresolvedReference


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ["source_name", "game", "title", "style", "imported_at"]
    list_filter = ["game", "style"]
    search_fields = ["source_name", "title"]
    readonly_fields = ["checksum", "imported_at"]


class PartInline(admin.TabularInline):
    model = Part
    fields = ["position", "anchor", "kind", "label", "text"]
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True


@admin.register(Entry)
class EntryAdmin(admin.ModelAdmin):
    list_display = ["display_title", "game", "document", "slug", "position"]
    list_filter = ["game", "document", "title_inferred"]
    search_fields = ["title", "slug", "number"]
    readonly_fields = ["key", "fingerprint", "line"]
    raw_id_fields = ["parent"]
    inlines = [PartInline]


@admin.register(Part)
class PartAdmin(admin.ModelAdmin):
    list_display = ["__str__", "kind", "label"]
    list_filter = ["kind", "entry__game"]
    search_fields = ["text", "anchor", "number"]
    raw_id_fields = ["entry", "parent"]


@admin.register(Erratum)
class ErratumAdmin(admin.ModelAdmin):
    list_display = ["kind", "date", "entry", "part", "raw"]
    list_filter = ["kind", "entry__game"]
    date_hierarchy = "date"
    raw_id_fields = ["entry", "part"]


class ResolvedFilter(admin.SimpleListFilter):
    title = "target"
    parameter_name = "resolved"

    def lookups(self, request, model_admin):
        return [("no", "Unresolved (outside the corpus)"), ("yes", "Linked to an entry")]

    def queryset(self, request, queryset):
        if self.value() == "no":
            return queryset.unresolved()
        if self.value() == "yes":
            return queryset.filter(target__isnull=False)
        return queryset


@admin.register(CrossReference)
class CrossReferenceAdmin(admin.ModelAdmin):
    """Change list filtered by "Unresolved" is the page of references that point outside the corpus."""

    list_display = ["raw", "entry", "part", "target", "target_anchor"]
    list_filter = [ResolvedFilter, "entry__game", "entry__document"]
    search_fields = ["raw", "target_text"]
    raw_id_fields = ["entry", "part", "target"]


@admin.register(UnresolvedReference)
class UnresolvedReferenceAdmin(admin.ModelAdmin):
    list_display = ["raw", "entry", "part", "game"]
    list_filter = ["entry__game", "entry__document"]
    search_fields = ["raw", "target_text"]
    readonly_fields = [
        "entry",
        "part",
        "raw",
        "target_text",
        "start",
        "end",
        "target",
        "target_anchor",
        "position",
    ]

    def get_queryset(self, request):
        return super().get_queryset(request).unresolved().select_related("entry", "part")

    @admin.display(ordering="entry__game")
    def game(self, obj: UnresolvedReference) -> str:
        return obj.entry.get_game_display()

    def has_add_permission(self, request) -> bool:
        return False
