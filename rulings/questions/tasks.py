"""Celery tasks: load, call the service, store. The question row is the source of truth."""

from __future__ import annotations

import logging
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import DatabaseError

from . import services

log = logging.getLogger(__name__)


@shared_task(acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def evaluate_question(*, question_id: str) -> None:
    """Evaluate one question. Delivering a question that is done, failed or being evaluated does nothing.

    A database error leaves the question RUNNING, so the sweep tries it again; anything else is final."""
    if not services.question_claim(question_id=question_id):
        return
    limit = settings.CELERY_TASK_SOFT_TIME_LIMIT
    try:
        with soft_time_limit(limit):
            services.question_evaluate(question_id=question_id)
    except SoftTimeLimitExceeded:
        services.question_fail(
            question_id=question_id,
            error=f"The evaluation took longer than the {limit:g} seconds a question may take: stopped.",
        )
    except DatabaseError:
        raise
    except Exception:  # an engine bug: deterministic, so trying again would fail again
        log.exception("the engine failed on question %s", question_id)
        services.question_fail(
            question_id=question_id,
            error="The rules engine met an internal error on this scenario; the developers can see it.",
        )


@contextmanager
def soft_time_limit(seconds: float) -> Iterator[None]:
    """Raise SoftTimeLimitExceeded in this thread after `seconds`. Celery's own soft limit needs the prefork
    pool and an event loop (the filesystem broker has none); this works in every pool's main thread, and
    Celery's hard limit stays as the last resort."""
    if threading.current_thread() is not threading.main_thread():
        yield  # eager tasks in a web server thread: no signals there
        return

    def expire(signum, frame):
        raise SoftTimeLimitExceeded(f"soft time limit ({seconds:g} s) exceeded")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@shared_task(ignore_result=True)
def sweep_questions() -> int:
    """Periodic (beat): enqueue again the questions the broker or a dead worker lost."""
    return services.questions_sweep()
