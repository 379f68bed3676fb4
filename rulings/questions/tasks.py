"""Celery tasks: load, call the service, store. The question row is the source of truth."""

from __future__ import annotations

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings

from . import services


@shared_task(acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def evaluate_question(*, question_id: str) -> None:
    """Evaluate one question. Delivering a question that is done, failed or being evaluated does nothing."""
    if not services.question_claim(question_id=question_id):
        return
    try:
        services.question_evaluate(question_id=question_id)
    except SoftTimeLimitExceeded:
        services.question_fail(
            question_id=question_id,
            error=f"The evaluation took longer than the {settings.CELERY_TASK_SOFT_TIME_LIMIT} seconds "
            "a question may take, so it was stopped.",
        )


@shared_task(ignore_result=True)
def sweep_questions() -> int:
    """Periodic (beat): enqueue again the questions the broker or a dead worker lost."""
    return services.questions_sweep()
