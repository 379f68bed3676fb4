"""Site-wide views: the home page, sign-up and the health check."""

import logging
import time

from csp.constants import SELF
from csp.decorators import csp_update
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils.decorators import method_decorator
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_safe
from drf_spectacular.views import SpectacularSwaggerSplitView

from .accounts import PasswordResetForm, SignUpForm, password_reset_wait
from .celery import HEARTBEAT_KEY, heartbeat_interval
from .celery import app as celery_app

logger = logging.getLogger(__name__)


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html")


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("home")
    return render(request, "registration/signup.html", {"form": form}, status=400 if form.errors else 200)


class PasswordResetView(auth_views.PasswordResetView):
    """Django's, with one mail per request (PasswordResetForm) and throttled per address and per client: a
    refusal is a 429 page saying when to try again, and sends nothing."""

    form_class = PasswordResetForm

    def form_valid(self, form):
        wait = password_reset_wait(self.request, form.cleaned_data["email"])
        if wait is not None:
            context = {"minutes": max(1, round(wait / 60))}
            return render(self.request, "registration/password_reset_throttled.html", context, status=429)
        return super().form_valid(form)


# Swagger UI's stylesheet draws its icons as data: SVG images; data: images run no code and load nothing.
@method_decorator(csp_update({"img-src": [SELF, "data:"]}), name="dispatch")
class ApiDocsView(SpectacularSwaggerSplitView):
    """Swagger UI with its start-up script served as a file (?script), as the Content Security Policy needs.

    OPTIONS answers with the allowed methods: DRF's default OPTIONS answer renders its metadata through this
    view's HTML template renderer, which has no template for it (a 500)."""

    def options(self, request, *args, **kwargs):
        response = HttpResponse(status=200)
        response["Allow"] = "GET, HEAD, OPTIONS"
        return response


def locked_out(request: HttpRequest, original_response=None, credentials: dict | None = None) -> HttpResponse:
    """django-axes' answer to a locked-out log-in: 429 with who is locked and for how long."""
    from django.conf import settings

    username = (credentials or {}).get("username") or request.POST.get("username", "")
    context = {
        "username": username,
        "failure_limit": settings.AXES_FAILURE_LIMIT,
        "cooloff_minutes": max(1, round(settings.AXES_COOLOFF_TIME.total_seconds() / 60)),
    }
    return render(request, "registration/locked_out.html", context, status=429)


def _check_database() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return "ok"


HEALTH_TIMEOUT = 1.0  # seconds per check: a health probe must answer fast, also when a service is down


def _check_broker() -> str:
    with celery_app.connection_for_write() as conn:
        # One try with short socket timeouts: no retries, no back-off (the default waits 2 s between tries).
        conn.transport_options = {
            **conn.transport_options,
            "socket_connect_timeout": HEALTH_TIMEOUT,
            "socket_timeout": HEALTH_TIMEOUT,
        }
        conn.connect_timeout = HEALTH_TIMEOUT
        conn.ensure_connection(max_retries=0, timeout=HEALTH_TIMEOUT)
    return "ok"


class WorkerSilent(Exception):
    pass


def _check_worker() -> str:
    """A worker wrote its heartbeat lately (config/celery.py): the cache read only, no round trip."""
    beat = cache.get(HEARTBEAT_KEY)
    if beat is None:
        raise WorkerSilent("no worker has reported (none running?)")
    age = time.time() - beat
    if age > 3 * heartbeat_interval():
        raise WorkerSilent(f"the last worker heartbeat was {age:.0f} s ago")
    return "ok"


@never_cache
@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    """Database and broker reachability and the worker's liveness. 503 "error" if the database or the broker
    fails (the site cannot work); 200 "degraded" if only the worker is silent (pages work, questions wait
    until a worker is back); else 200 "ok". Staff also see each check and why it failed (names of hosts and
    ports are no business of anonymous callers); failures are logged."""
    checks = {}
    for name, check in (("database", _check_database), ("broker", _check_broker), ("worker", _check_worker)):
        try:
            checks[name] = check()
        except Exception as exc:  # any failure is the answer, not a crash
            checks[name] = f"error: {type(exc).__name__}: {exc}"
            logger.warning("health check %s failed: %s", name, checks[name])
    if checks["database"] != "ok" or checks["broker"] != "ok":
        status = "error"
    else:
        status = "ok" if checks["worker"] == "ok" else "degraded"
    body = {"status": status}
    if request.user.is_staff:
        body.update(checks)
    return JsonResponse(body, status=503 if status == "error" else 200)
