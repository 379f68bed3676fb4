"""Submission rate limits, shared by the API and the HTML form: DRF's throttles, with rates read from
settings.DESK_THROTTLE_RATES each time (so tests and deployments can change them)."""

from __future__ import annotations

from django.conf import settings
from rest_framework.throttling import SimpleRateThrottle


class _SettingsRateThrottle(SimpleRateThrottle):
    def get_rate(self) -> str:
        return settings.DESK_THROTTLE_RATES[self.scope]


class SubmitPerUserThrottle(_SettingsRateThrottle):
    scope = "question-submit-user"

    def get_cache_key(self, request, view) -> str | None:
        if not request.user.is_authenticated:
            return None  # the per-address throttle covers anonymous submitters
        return self.cache_format % {"scope": self.scope, "ident": request.user.pk}


class SubmitPerAddressThrottle(_SettingsRateThrottle):
    scope = "question-submit-address"

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


SUBMIT_THROTTLES = (SubmitPerUserThrottle, SubmitPerAddressThrottle)


def submission_wait(request) -> float | None:
    """Seconds to wait before this request may submit a question, or None when it may submit now."""
    waits = []
    for throttle_class in SUBMIT_THROTTLES:
        throttle = throttle_class()
        if not throttle.allow_request(request, None):
            waits.append(throttle.wait() or 1)
    return max(waits) if waits else None


def client_address(request) -> str | None:
    return SubmitPerAddressThrottle().get_ident(request) or None
