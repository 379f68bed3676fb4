"""Question API, mounted at /api/questions/."""

from django.urls import path

from . import apis

app_name = "questions_api"

urlpatterns = [
    path("", apis.QuestionCreateAPI.as_view(), name="create"),
    path("<uuid:pk>/", apis.QuestionDetailAPI.as_view(), name="detail"),
]
