"""Card API, mounted at /api/cards/."""

from django.urls import path

from . import apis

app_name = "cards_api"

urlpatterns = [
    path("", apis.CardSearchAPI.as_view(), name="search"),
    path("<str:game>/<slug:key>/", apis.CardDetailAPI.as_view(), name="detail"),
    path("<str:game>/<slug:key>/printings/", apis.CardPrintingsAPI.as_view(), name="printings"),
]
