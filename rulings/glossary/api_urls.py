"""Glossary API, mounted at /api/rules/."""

from django.urls import path

from . import apis

app_name = "rulings_api"

urlpatterns = [
    path("entries/", apis.EntryListAPI.as_view(), name="entry-list"),
    path("entries/<str:game>/<slug:slug>/", apis.EntryDetailAPI.as_view(), name="entry-detail"),
    path("documents/", apis.DocumentListAPI.as_view(), name="document-list"),
]
