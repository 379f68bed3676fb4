"""The one size limit on a request that carries a decklist (the import page's form, the API's JSON body).

A list is read up to ``parsing.MAX_BYTES`` (MAX_CHARS characters of UTF-8); the request around it may add
REQUEST_ROOM bytes for its other fields, multipart boundaries or JSON escapes. A request declaring more is
refused from its Content-Length, before Django reads the body, so nothing is parsed or stored.
"""

from __future__ import annotations

from .parsing import MAX_BYTES

REQUEST_ROOM = 64_000
MAX_REQUEST_BYTES = MAX_BYTES + REQUEST_ROOM


def too_big(request) -> str | None:
    """Why the request is refused (413) when it declares over MAX_REQUEST_BYTES; None when it may be read."""
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    if length > MAX_REQUEST_BYTES:
        return f"The request is {length:,} bytes; a decklist may be at most {MAX_BYTES:,} bytes."
    return None
