"""Construction-rules pages, mounted at /decks/rules/ (before decks.urls, whose <public_id>/ would match)."""

from django.urls import path

from . import rules_views

app_name = "decks_rules"

urlpatterns = [
    path("", rules_views.rules_index, name="index"),
    path("<str:game>/", rules_views.rules_page, name="game"),
]
