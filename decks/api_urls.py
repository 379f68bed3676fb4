"""Deck API, mounted at /api/ (config/urls.py): /api/formats/ and /api/decks/..."""

from django.urls import path

from . import apis

app_name = "decks_api"

urlpatterns = [
    path("formats/", apis.FormatListAPI.as_view(), name="formats"),
    path("decks/", apis.DeckListCreateAPI.as_view(), name="list"),
    path("decks/validate/", apis.DeckValidateAPI.as_view(), name="validate"),
    path("decks/<str:public_id>/", apis.DeckDetailAPI.as_view(), name="detail"),
    path("decks/<str:public_id>/validation/", apis.DeckValidationAPI.as_view(), name="validation"),
    path("decks/<str:public_id>/export/", apis.DeckExportAPI.as_view(), name="export"),
    path("decks/<str:public_id>/copy/", apis.DeckCopyAPI.as_view(), name="copy"),
    path("decks/<str:public_id>/versions/", apis.DeckVersionListAPI.as_view(), name="versions"),
    path("decks/<str:public_id>/versions/<int:number>/", apis.DeckVersionDetailAPI.as_view(), name="version"),
    path(
        "decks/<str:public_id>/versions/<int:number>/restore/",
        apis.DeckVersionRestoreAPI.as_view(),
        name="restore",
    ),
]
