"""Request types the apps' views share."""

from __future__ import annotations

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):  # for type hints: a request through django-htmx's middleware
    htmx: HtmxDetails
