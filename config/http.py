"""Request types and htmx answers the apps' views share."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):  # for type hints: a request through django-htmx's middleware
    htmx: HtmxDetails


def page_or_partial(request: HttpRequest, template: str, partial: str) -> str:
    """The template to render: its ``partial`` (django-template-partials' ``template#partial``) for an htmx
    request, which swaps that part of the page in; the whole page otherwise, and for htmx's history restore
    (a page it no longer has cached, which it puts in place whole)."""
    htmx = getattr(request, "htmx", None)
    return f"{template}#{partial}" if htmx and not htmx.history_restore_request else template


def render_page_or_partial(
    request: HttpRequest, template: str, partial: str, context: dict, status: int = 200
) -> HttpResponse:
    """Render the page or its htmx partial (``page_or_partial``); the answer varies on HX-Request, so a
    cache never serves the partial for the page or the page for the partial."""
    response = render(request, page_or_partial(request, template, partial), context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response
