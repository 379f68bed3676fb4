from django.contrib import admin

from .models import Card, CardSet, CardStat, CardTag, Format, Printing


class CardTagInline(admin.TabularInline):
    model = CardTag
    fields = ["kind", "value", "position"]
    extra = 0


class CardStatInline(admin.TabularInline):
    model = CardStat
    fields = ["name", "kind", "value", "printed"]
    extra = 0


class PrintingInline(admin.TabularInline):
    model = Printing
    fields = ["card_set", "code", "number", "rarity", "side", "artist"]
    raw_id_fields = ["card_set"]
    extra = 0


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ["title", "version", "game", "card_type", "is_unique", "is_banned"]
    list_filter = ["game", "card_type", "is_unique", "is_banned"]
    search_fields = ["title", "version", "key"]
    readonly_fields = ["content_hash"]
    filter_horizontal = ["formats"]
    inlines = [CardTagInline, CardStatInline, PrintingInline]


@admin.register(CardSet)
class CardSetAdmin(admin.ModelAdmin):
    list_display = ["name", "game", "arc", "release_date", "is_demo"]
    list_filter = ["game", "is_demo"]
    search_fields = ["name", "code"]


@admin.register(Format)
class FormatAdmin(admin.ModelAdmin):
    list_display = ["name", "game", "slug", "position"]
    list_filter = ["game"]
