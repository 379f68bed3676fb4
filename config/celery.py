"""The Desk's Celery app. Broker and options come from Django settings (CELERY_*)."""

import logging
import os
import threading
import time

from celery import Celery
from celery.signals import worker_ready, worker_shutdown
from kombu.transport import TRANSPORT_ALIASES

# filesystem:// URLs use kombu's filesystem transport with atomic writes (config/broker.py), in every process
# that loads the app: web, worker, beat and the tests.
TRANSPORT_ALIASES["filesystem"] = "config.broker:Transport"

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("desk")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
logger = logging.getLogger(__name__)


# --- the worker's heartbeat, read by /healthz ---------------------------------------------------------------
# A thread in each worker process writes the time to the cache (shared with the web processes: files under
# var/ or Redis) every DESK_WORKER_HEARTBEAT_SECONDS, so the health check reads one key instead of pinging
# the workers on every probe. kill -9 stops the thread with its process; a clean shutdown removes the key.
HEARTBEAT_KEY = "desk:worker-heartbeat"
_stop_heartbeat = threading.Event()


def heartbeat_interval() -> float:
    from django.conf import settings

    return settings.DESK_WORKER_HEARTBEAT_SECONDS


def _beat() -> None:
    from django.core.cache import cache

    while not _stop_heartbeat.is_set():
        try:
            cache.set(HEARTBEAT_KEY, time.time(), timeout=None)
        except Exception:  # the cache is down: /healthz will say the worker is silent
            logger.warning("could not write the worker heartbeat", exc_info=True)
        _stop_heartbeat.wait(heartbeat_interval())


@worker_ready.connect
def _start_heartbeat(**kwargs) -> None:
    _stop_heartbeat.clear()
    threading.Thread(target=_beat, name="desk-heartbeat", daemon=True).start()


@worker_shutdown.connect
def _end_heartbeat(**kwargs) -> None:
    from django.core.cache import cache

    _stop_heartbeat.set()
    cache.delete(HEARTBEAT_KEY)
