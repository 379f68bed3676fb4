"""Every URL the site has answers odd requests with a 4xx (or a 2xx/3xx), never a 5xx or an escaped exception.

The URL list comes from the resolver, so a page added later is covered without touching this file. Path
parameters get plausible values by name and converter (an unknown object is a 404, which is fine here).
"""

from __future__ import annotations

import re
import uuid

import pytest
from django.test import Client
from django.urls import NoReverseMatch, URLPattern, URLResolver, get_resolver, reverse

pytestmark = pytest.mark.django_db

CSRF_SECRET = (
    "a" * 32
)  # a well-formed CSRF secret, sent as cookie and header so the CSRF check reads the body
ROUTE_PARAM = re.compile(r"<(?:\w+:)?(\w+)>")
SAMPLE_VALUES = {
    "game": "l5r",
    "slug": "no-such-entry",
    "key": "no_such_card",
    "pk": str(uuid.UUID(int=1)),
    "rule_id": "l5r.stats.current-value",
    "uidb64": "MQ",
    "token": "set-password",
    "app_label": "auth",
    "object_id": "1",
    "content_type_id": "1",
    "url": "no-such-admin-page/",
}


def _walk(patterns, namespace: str = "", prefix: str = ""):
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
            yield from _walk(pattern.url_patterns, inner, prefix + str(pattern.pattern))
        elif isinstance(pattern, URLPattern):
            yield namespace, pattern, prefix + str(pattern.pattern)


def site_urls() -> list[str]:
    """One concrete path per URL pattern (named or not)."""
    urls = {}
    for namespace, pattern, route in _walk(get_resolver().url_patterns):
        params = list(pattern.pattern.regex.groupindex)
        kwargs = {name: SAMPLE_VALUES.get(name, "1") for name in params}
        path = None
        if pattern.name:
            try:
                path = reverse(f"{namespace}{pattern.name}", kwargs=kwargs or None)
            except NoReverseMatch:
                path = None
        if path is None and "(?P" not in route:  # a route string: fill its <converter:name> parts
            path = "/" + ROUTE_PARAM.sub(lambda m: SAMPLE_VALUES.get(m.group(1), "1"), route.lstrip("^"))
            path = path.rstrip("$")
        if path is None and params == ["url"]:  # the admin's catch-all
            path = "/admin/no-such-admin-page/"
        assert path is not None, (
            f"no sample path for URL pattern {route!r}: add its parameters to SAMPLE_VALUES"
        )
        urls[path] = route
    return sorted(urls)


def test_every_url_pattern_gets_a_sample_path():
    urls = site_urls()
    assert len(urls) > 100  # the admin alone has dozens
    for expected in ("/", "/healthz", "/accounts/login/", "/api/docs/", "/cards/", "/rules/search/"):
        assert expected in urls


ODD_REQUESTS = {
    "non-UTF-8 form": dict(
        method="POST", data=b"x=%ff", content_type="application/x-www-form-urlencoded; charset=latin-1"
    ),
    "malformed JSON": dict(method="POST", data=b'{"scenario": ', content_type="application/json"),
    "broken multipart": dict(method="POST", data=b"--x\r\nnonsense", content_type="multipart/form-data"),
    "OPTIONS": dict(method="OPTIONS", data=b"", content_type="text/plain"),
    "HEAD": dict(method="HEAD", data=b"", content_type="text/plain"),
    "PUT JSON": dict(method="PUT", data=b"{", content_type="application/json"),
    "PATCH form": dict(method="PATCH", data=b"x=%ff", content_type="application/x-www-form-urlencoded"),
    "DELETE": dict(method="DELETE", data=b"", content_type="text/plain"),
    "TRACE": dict(method="TRACE", data=b"", content_type="text/plain"),
}


def _client(user=None) -> Client:
    client = Client(enforce_csrf_checks=True, raise_request_exception=True, HTTP_X_CSRFTOKEN=CSRF_SECRET)
    client.cookies["csrftoken"] = CSRF_SECRET
    if user is not None:
        client.force_login(user)
    return client


@pytest.mark.parametrize("who", ["anonymous", "staff"])
def test_no_url_answers_an_odd_request_with_a_server_error(who, admin_user):
    client = _client(admin_user if who == "staff" else None)
    failures = []
    for url in site_urls():
        for label, request in ODD_REQUESTS.items():
            try:
                response = client.generic(request["method"], url, request["data"], request["content_type"])
            except Exception as exc:  # escaped Django's error handling: a bare 500 from the server
                failures.append(f"{label} {url}: {type(exc).__name__}: {exc}")
                continue
            if response.status_code >= 500:
                failures.append(f"{label} {url}: {response.status_code}")
    assert not failures, "\n".join(failures)


def test_a_non_utf8_form_post_is_a_plain_400():
    response = _client().generic(
        "POST", "/accounts/login/", b"x=%ff", "application/x-www-form-urlencoded; charset=latin-1"
    )
    assert response.status_code == 400
    assert b"UTF-8" in response.content


def test_options_on_the_api_docs_lists_the_methods():
    response = _client().options("/api/docs/")
    assert response.status_code == 200
    assert "GET" in response["Allow"]
