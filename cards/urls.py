"""Card pages. /cards/<game>/<key>/ ("cards:detail") is the permalink other apps link to."""

from django.urls import path

from . import views

app_name = "cards"

urlpatterns = [
    path("", views.search, name="search"),
    path("syntax/", views.syntax, name="syntax"),
    path("<str:game>/<slug:key>/", views.detail, name="detail"),
]
