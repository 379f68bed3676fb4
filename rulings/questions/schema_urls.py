"""The scenario language's JSON Schema, mounted at /api/ (as /api/scenario-schema.json) by config/urls.py.

A URL module of its own so that the root URLconf includes it by name and imports no app.
"""

from django.urls import path

from .schema_api import ScenarioSchemaAPI

urlpatterns = [
    path("scenario-schema.json", ScenarioSchemaAPI.as_view(), name="scenario-schema"),
]
