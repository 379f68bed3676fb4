"""The rule panel: a cited rule's glossary text beside a question's answer (htmx), or a page of its own."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from config.http import render_page_or_partial

from .citations import rule_citation_get


@require_safe
@vary_on_headers("HX-Request")
def rule(request: HttpRequest, rule_id: str) -> HttpResponse:
    """GET /questions/rules/<rule_id>/: the rule's entry title, cited paragraph, id and summary, with the full
    entry one click away. htmx requests get the panel alone (swapped into the page's #rule-panel); plain
    requests a full page, so a rule link works without JavaScript. Unknown id: 404."""
    citation = rule_citation_get(rule_id=rule_id)
    context = {"citation": citation, "ref": citation.ref}
    return render_page_or_partial(request, "questions/rule.html", "panel", context)
