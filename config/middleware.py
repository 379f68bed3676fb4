"""A request body Django cannot read is answered with a plain 4xx before any view or middleware sees it.

Without this, a form POST declaring a non-UTF-8 charset (``Content-Type: application/x-www-form-urlencoded;
charset=latin-1``) raised BadRequest inside CsrfViewMiddleware; Django's 400 handler is itself CSRF-checked
(``requires_csrf_token``), read ``request.POST`` again, raised again, and the WSGI server answered a bare 500.
Parsing the body here, once, turns every such failure into a 400 (413 when it is too large).
"""

from __future__ import annotations

from collections.abc import Callable

from django.core.exceptions import BadRequest, RequestDataTooBig, SuspiciousOperation
from django.http import HttpRequest, HttpResponse
from django.http.multipartparser import MultiPartParserError
from django.http.request import UnreadablePostError


class RequestBodyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "POST":  # Django parses a form body for POST only
            try:
                request.POST  # noqa: B018 - parse now, where a failure can still be answered
            except RequestDataTooBig:
                return _plain(413, "Request body too large.")
            except (BadRequest, MultiPartParserError, UnreadablePostError, SuspiciousOperation) as exc:
                return _plain(400, f"Bad request: {exc}")
        return self.get_response(request)


def _plain(status: int, text: str) -> HttpResponse:
    return HttpResponse(text + "\n", status=status, content_type="text/plain; charset=utf-8")


def client_ip(request: HttpRequest) -> str:
    """The caller's address: REMOTE_ADDR, or, behind DESK_PROXY_COUNT trusted proxies, the address the
    outermost of them saw in X-Forwarded-For (the same rule as DRF's NUM_PROXIES, used by its throttles)."""
    from django.conf import settings

    remote = request.META.get("REMOTE_ADDR", "")
    count = settings.DESK_PROXY_COUNT
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR")
    if not count or not forwarded:
        return remote
    addresses = [a.strip() for a in forwarded.split(",") if a.strip()]
    return addresses[-min(count, len(addresses))] if addresses else remote
