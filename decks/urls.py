"""Deck pages, mounted at /decks/ (the construction rules pages are at /decks/rules/: decks.rules_urls)."""

from django.urls import path

from . import views

app_name = "decks"

urlpatterns = [
    path("", views.index, name="index"),
    path("mine/", views.mine, name="mine"),
    path("new/", views.new, name="new"),
    path("import/", views.import_deck, name="import"),
    path("compare/", views.compare, name="compare"),
    path("<str:public_id>/", views.detail, name="detail"),
    path("<str:public_id>/probability/", views.probability, name="probability"),
    path("<str:public_id>/hand/", views.hand, name="hand"),
    path("<str:public_id>/export/<str:syntax>/", views.export, name="export"),
    path("<str:public_id>/build/", views.builder, name="builder"),
    path("<str:public_id>/build/search/", views.builder_search, name="builder_search"),
    path("<str:public_id>/build/card/", views.card_set, name="card_set"),
    path("<str:public_id>/settings/", views.deck_settings, name="settings"),
    path("<str:public_id>/save/", views.save, name="save"),
    path("<str:public_id>/delete/", views.delete, name="delete"),
    path("<str:public_id>/copy/", views.copy, name="copy"),
    path("<str:public_id>/history/", views.history, name="history"),
    path("<str:public_id>/history/<int:number>/", views.version, name="version"),
    path("<str:public_id>/history/<int:number>/restore/", views.restore, name="restore"),
]
