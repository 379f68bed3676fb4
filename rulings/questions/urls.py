"""Question pages, mounted at /questions/. "questions:detail" (/questions/<uuid>/) is the permalink."""

from django.urls import path

from . import builder_views, example_views, rule_views, views

app_name = "questions"

urlpatterns = [
    path("", views.public_list, name="list"),
    path("mine/", views.my_list, name="mine"),
    path("new/", views.new, name="new"),
    path("new/check/", views.check, name="check"),
    path("format/", views.scenario_format, name="format"),
    path("examples/", example_views.examples, name="examples"),
    path("builder/", builder_views.builder, name="builder"),
    path("builder/cards/", builder_views.cards, name="builder-cards"),
    path("<uuid:pk>/", views.detail, name="detail"),
    path("<uuid:pk>/delete/", views.delete, name="delete"),
    path("<uuid:pk>/visibility/", views.visibility, name="visibility"),
    path("rules/<str:rule_id>/", rule_views.rule, name="rule"),
]
