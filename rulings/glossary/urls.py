"""Glossary pages. /rules/<game>/<slug>/ ("rulings:entry") is a permalink other apps rely on;
/rules/desk/<game>/ ("rulings:desk") is the Desk's own rules where the corpus is silent (rule links point at
its anchors)."""

from django.urls import path

from . import desk_views, views

app_name = "rulings"

urlpatterns = [
    path("", views.glossary_home, name="home"),
    path("search/", views.search, name="search"),
    path("desk/<str:game>/", desk_views.desk_rules_page, name="desk"),  # the Desk's own rules
    path("<str:game>/", views.game_contents, name="game"),
    path("<str:game>/errata/", views.errata_timeline, name="errata"),
    path("<str:game>/<slug:slug>/", views.entry_detail, name="entry"),
]
