"""Writes on questions: submit, evaluate (what the Celery task calls), sweep. Views and tasks stay thin.

A question's row is the source of truth. Submission stores it QUEUED and rings the broker once the
transaction commits; if the broker is down the row simply stays QUEUED and `questions_sweep` rings again.
A worker claims a row with one conditional UPDATE, so a second delivery of the same question does nothing.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.db.models import F, Q
from django.utils import timezone

from cards.services import card_definition_for
from rulings.engine import (
    ENGINE_VERSION,
    RULE_IDS,
    EvaluationLimitError,
    ScenarioError,
    evaluate,
    parse_scenario,
)

from .models import Question, QuestionCard, QuestionRule, Status, Visibility
from .scenarios import scenario_check

log = logging.getLogger(__name__)


class SubmissionRefused(Exception):
    """The submitter has too many questions waiting; nothing was stored."""


def question_submit(
    *,
    scenario: str,
    title: str = "",
    visibility: str = Visibility.PRIVATE,
    owner=None,
    address: str | None = None,
) -> Question:
    """Validate and store a question, queued for a worker (always: see `_reusable_result`). Raises
    ScenarioError (invalid; nothing stored) or SubmissionRefused."""
    owner = owner if owner is not None and owner.is_authenticated else None
    if owner is None and visibility == Visibility.PRIVATE:
        visibility = Visibility.UNLISTED  # nobody could open an anonymous private question
    checked = scenario_check(scenario)
    now = timezone.now()
    question = Question(
        owner=owner,
        visibility=visibility,
        game=checked.scenario.game,
        title=(title or checked.scenario.title or "")[:200],
        scenario=scenario,
        scenario_hash=checked.fingerprint,
        submitted_from=address,
        unplayed=checked.unplayed,  # the question's own, also when the answer is reused
    )
    with transaction.atomic():
        _check_pending_cap(owner, address)  # in the transaction, under the submitter's lock: see there
        question.enqueued_at = now
        question.save()
        transaction.on_commit(lambda: question_enqueue(question_id=question.pk))
        QuestionCard.objects.bulk_create(
            QuestionCard(question=question, card=card, scenario_id=card_id)
            for card_id, card in checked.cards.items()
        )
    return question


def _check_pending_cap(owner, address: str | None) -> None:
    """Refuse a submitter at the cap. Parallel submissions are serialised per submitter until the transaction
    ends, so each counts the others' rows: on PostgreSQL by locking the owner's user row, or an advisory lock
    on the address; on SQLite by the IMMEDIATE transaction, which already serialises every writer."""
    if owner is not None:
        list(get_user_model().objects.select_for_update().filter(pk=owner.pk).values_list("pk", flat=True))
    elif address and connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [f"question-submit:{address}"])
    limit = settings.DESK_QUESTIONS_MAX_PENDING
    waiting = Question.objects.filter(status__in=[Status.QUEUED, Status.RUNNING])
    waiting = waiting.filter(owner=owner) if owner is not None else waiting.filter(submitted_from=address)
    if waiting.count() >= limit:
        raise SubmissionRefused(
            f"You already have {limit} questions waiting for an answer; wait for one to finish."
        )


def question_enqueue(*, question_id) -> bool:
    """Ring the broker for a question; False (and the row stays QUEUED for the sweep) if it is down."""
    from .tasks import evaluate_question  # tasks import this module

    try:
        evaluate_question.apply_async(kwargs={"question_id": str(question_id)}, retry=False)
    except Exception:  # any broker failure: the sweep will enqueue it again
        log.warning("could not enqueue question %s; the sweep will retry", question_id, exc_info=True)
        return False
    return True


def question_claim(*, question_id) -> bool:
    """Mark a question RUNNING for this worker: only a QUEUED one, or a RUNNING one whose worker is presumed
    dead (started longer ago than the stale limit). One UPDATE, so two deliveries never both claim it."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.DESK_QUESTIONS_STALE_SECONDS)
    claimable = Q(status=Status.QUEUED) | Q(status=Status.RUNNING, started_at__lt=stale)
    claimed = Question.objects.filter(claimable, pk=question_id).update(
        status=Status.RUNNING, started_at=now, attempts=F("attempts") + 1
    )
    return claimed == 1


def question_evaluate(*, question_id) -> None:
    """Evaluate a claimed question and store its result or a readable error."""
    question = Question.objects.get(pk=question_id)
    if question.attempts > settings.DESK_QUESTIONS_MAX_ATTEMPTS:
        question_fail(
            question_id=question_id,
            error=f"The evaluation stopped {question.attempts - 1} times without finishing "
            "(its worker was stopped or ran out of time), so it was given up.",
        )
        return
    if (reused := _reusable_result(question)) is not None:
        question_store_result(question_id=question_id, result=reused)
        return
    try:
        scenario = parse_scenario(
            question.scenario, resolve_card=lambda game, title: card_definition_for(game=game, title=title)
        )
        result = evaluate(scenario)
    except EvaluationLimitError as exc:
        question_fail(question_id=question_id, error=f"The scenario asks for too much work: {exc}")
        return
    except ScenarioError as exc:
        question_fail(question_id=question_id, error=f"The scenario is no longer valid: {exc}")
        return
    question_store_result(question_id=question_id, result=result.to_dict())


def _reusable_result(question: Question) -> dict | None:
    """The result of an identical question (same normalised scenario and engine version) that the asker
    could find anyway: a public one, or their own. The worker reuses it, so the asker sees the same path as
    for a new scenario (queued, running, done; one attempt). Answering at submission told anyone who posted
    the text of someone's private question that it existed (done at once, attempts 0); answering from a
    private one in the worker would still tell it by how fast the answer came."""
    pool = Question.objects.filter(
        scenario_hash=question.scenario_hash, engine_version=ENGINE_VERSION, status=Status.DONE
    ).exclude(pk=question.pk)
    findable = Q(visibility=Visibility.PUBLIC)
    if question.owner_id is not None:
        findable |= Q(owner_id=question.owner_id)
    return pool.filter(findable).values_list("result", flat=True).first()


@transaction.atomic
def question_store_result(*, question_id, result: dict) -> None:
    question = Question.objects.select_for_update().filter(pk=question_id).first()
    if question is None:  # its owner deleted it while it was being evaluated
        return
    question.status, question.result, question.error = Status.DONE, result, ""
    question.engine_version = result.get("engine_version", ENGINE_VERSION)
    question.finished_at = timezone.now()
    question.save(update_fields=["status", "result", "error", "engine_version", "finished_at"])
    _index_rules(question)


class QuestionChangeRefused(ValueError):
    """A change the question cannot take; says why."""


@transaction.atomic
def question_delete(*, question: Question) -> None:
    """Delete a question with its card and rule index rows. A worker evaluating it meanwhile finds no row to
    store into and stops."""
    question.delete()


def question_set_visibility(*, question: Question, visibility: str) -> Question:
    """Make a (signed-in owner's) question private, unlisted or public."""
    if visibility not in Visibility.values:
        raise QuestionChangeRefused(f"Unknown visibility '{visibility}'; use {', '.join(Visibility.values)}.")
    Question.objects.filter(pk=question.pk).update(visibility=visibility)
    question.visibility = visibility
    return question


def question_fail(*, question_id, error: str) -> None:
    Question.objects.filter(pk=question_id).update(
        status=Status.FAILED, error=error, engine_version=ENGINE_VERSION, finished_at=timezone.now()
    )


def _index_rules(question: Question) -> None:
    """Index the rule ids the answer cites, for "questions that cite this rule"."""
    cited = _cited_rules(question.result or {})
    QuestionRule.objects.filter(question=question).delete()
    QuestionRule.objects.bulk_create(
        QuestionRule(
            question=question, rule_id=rule_id, entry_slug=RULE_IDS[rule_id].entry, game=question.game
        )
        for rule_id in sorted(cited)
        if rule_id in RULE_IDS
    )


def _cited_rules(result: dict) -> set[str]:
    traces = [result.get("trace", [])] + [branch.get("trace", []) for branch in result.get("branches", [])]
    rules = {entry["rule"] for trace in traces for entry in trace if "rule" in entry}
    rules |= {choice["rule"] for choice in result.get("choices", []) if "rule" in choice}
    return rules


def questions_sweep() -> int:
    """Enqueue again the questions left QUEUED (the broker was down, or lost the message) or RUNNING longer
    than the stale limit (its worker died). Returns how many were enqueued.

    A queued question may just be waiting behind others, so it is enqueued again only after the retry
    delay and after half its age: a long backlog gets a few duplicate messages (each a no-op for the
    worker), not one per sweep."""
    now = timezone.now()
    retry = now - timedelta(seconds=settings.DESK_QUESTIONS_RETRY_SECONDS)
    stale = now - timedelta(seconds=settings.DESK_QUESTIONS_STALE_SECONDS)
    candidates = Question.objects.filter(
        Q(status=Status.QUEUED, enqueued_at__lt=retry) | Q(status=Status.RUNNING, started_at__lt=stale)
    ).values_list("pk", "status", "created_at", "enqueued_at")
    lost = [
        pk
        for pk, status, created_at, enqueued_at in candidates[: settings.DESK_QUESTIONS_SWEEP_BATCH]
        if status == Status.RUNNING or now - enqueued_at >= (now - created_at) / 2
    ]
    Question.objects.filter(pk__in=lost).update(enqueued_at=now)
    return sum(question_enqueue(question_id=pk) for pk in lost)
