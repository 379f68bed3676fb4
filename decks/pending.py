"""An anonymous visitor's unsaved import, kept while they log in to save it (issue 22, point 4).

The list lives in the cache for an hour (shared by every web process: files under var/ or Redis), and the
session holds only its random key, so a visitor's session row stays a few bytes instead of up to 100,000
characters. Only a list of at most MAX_CHARS characters is kept, and each client may keep KEEP_RATE a
(settings.DESK_THROTTLE_RATES["deck-pending-import"]); beyond either, the visitor is asked to log in first.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.core.cache import cache
from rest_framework.throttling import SimpleRateThrottle

SESSION_KEY = "decks:pending-import"
MAX_CHARS = 20_000  # a real decklist is 1,000-3,000 characters
LIFETIME = 3600  # seconds a kept list waits for its owner to log in


class KeepThrottle(SimpleRateThrottle):
    scope = "deck-pending-import"

    def get_rate(self) -> str:
        return settings.DESK_THROTTLE_RATES[self.scope]

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class KeepRefused(Exception):
    """The list is not kept; the message says why and what to do (``status``: the HTTP status to answer)."""

    def __init__(self, message: str, status: int):
        super().__init__(message)
        self.status = status


def pending_keep(request, pending: dict) -> None:
    """Keep ``pending`` (format, text, syntax, name) for this visitor; raises KeepRefused."""
    if len(pending.get("text", "")) > MAX_CHARS:
        raise KeepRefused(
            f"A list over {MAX_CHARS:,} characters is not kept while you log in: log in, then import it.",
            400,
        )
    if not KeepThrottle().allow_request(request, None):
        raise KeepRefused("Too many unsaved lists were kept for you lately: log in first, then import.", 429)
    key = f"{SESSION_KEY}:{secrets.token_urlsafe(16)}"
    cache.set(key, pending, LIFETIME)
    request.session[SESSION_KEY] = key


def pending_get(request) -> dict | None:
    key = request.session.get(SESSION_KEY)
    return cache.get(key) if isinstance(key, str) and key.startswith(SESSION_KEY) else None


def pending_clear(request) -> None:
    key = request.session.pop(SESSION_KEY, None)
    if isinstance(key, str) and key.startswith(SESSION_KEY):
        cache.delete(key)
