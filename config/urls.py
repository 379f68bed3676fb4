from django.contrib import admin
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView

from . import views

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    # Pages link the icon (base.html); browsers and tools that ask for /favicon.ico anyway are sent there.
    path("favicon.ico", RedirectView.as_view(url=static("favicon.svg"), permanent=True), name="favicon"),
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/password_reset/", views.PasswordResetView.as_view(), name="password_reset"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("rules/", include("rulings.glossary.urls")),
    path("cards/", include("cards.urls")),
    path("decks/rules/", include("decks.rules_urls")),
    path("decks/", include("decks.urls")),
    path("questions/", include("rulings.questions.urls")),
    path("api/rules/", include("rulings.glossary.api_urls")),
    path("api/cards/", include("cards.api_urls")),
    path("api/questions/", include("rulings.questions.api_urls")),
    path("api/", include("rulings.questions.schema_urls")),  # api/scenario-schema.json
    path("api/", include("decks.api_urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", views.ApiDocsView.as_view(url_name="api-schema"), name="api-docs"),
    path("admin/", admin.site.urls),
]
