"""Request types and htmx answers the apps' views share."""

from __future__ import annotations

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):  # for type hints: a request through django-htmx's middleware
    htmx: HtmxDetails


def page_or_partial(request: HttpRequest, template: str, partial: str) -> str:
    """The template to render: its ``partial`` (django-template-partials' ``template#partial``) for an htmx
    request, which swaps that part of the page in, the whole page otherwise."""
    return f"{template}#{partial}" if getattr(request, "htmx", False) else template
