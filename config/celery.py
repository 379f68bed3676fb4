"""The Desk's Celery app. Broker and options come from Django settings (CELERY_*)."""

import os

from celery import Celery
from kombu.transport import TRANSPORT_ALIASES

# filesystem:// URLs use kombu's filesystem transport with atomic writes (config/broker.py), in every process
# that loads the app: web, worker, beat and the tests.
TRANSPORT_ALIASES["filesystem"] = "config.broker:Transport"

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("desk")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
