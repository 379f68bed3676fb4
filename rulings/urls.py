"""Glossary pages. /rules/<game>/<slug>/ ("rulings:entry") is a permalink other apps rely on."""

from django.urls import path

from . import views

app_name = "rulings"

urlpatterns = [
    path("", views.glossary_home, name="home"),
    path("search/", views.search, name="search"),
    path("<str:game>/", views.game_contents, name="game"),
    path("<str:game>/errata/", views.errata_timeline, name="errata"),
    path("<str:game>/<slug:slug>/", views.entry_detail, name="entry"),
]
