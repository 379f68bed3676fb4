"""A question is the source of truth for one evaluation: the broker only rings the doorbell.

Life cycle: QUEUED (stored, a task enqueued on commit) -> RUNNING (a worker claimed it) -> DONE (result
stored) or FAILED (a readable error). A sweep re-enqueues questions left QUEUED or stuck RUNNING (broker
down at submission, worker killed), so none is ever lost.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse

from rulings.games import Game


class Visibility(models.TextChoices):
    PRIVATE = "private", "Private (only you)"
    UNLISTED = "unlisted", "Unlisted (anyone with the link)"
    PUBLIC = "public", "Public (listed)"


class Status(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"


class QuestionQuerySet(models.QuerySet):
    def visible_to(self, user) -> QuestionQuerySet:
        """Questions a user may open: their own, and unlisted or public ones (private ones stay hidden)."""
        shared = models.Q(visibility__in=[Visibility.UNLISTED, Visibility.PUBLIC])
        if user is not None and user.is_authenticated:
            return self.filter(shared | models.Q(owner=user))
        return self.filter(shared)

    def listed(self) -> QuestionQuerySet:
        return self.filter(visibility=Visibility.PUBLIC)

    def listed_for(self, user) -> QuestionQuerySet:
        """Questions a list may show `user`: public ones and, signed in, their own."""
        if user is not None and user.is_authenticated:
            return self.filter(models.Q(visibility=Visibility.PUBLIC) | models.Q(owner=user))
        return self.listed()


class Question(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="questions"
    )
    visibility = models.CharField(max_length=10, choices=Visibility.choices, default=Visibility.PRIVATE)
    game = models.CharField(max_length=16, choices=Game.choices)
    title = models.CharField(max_length=200, blank=True)
    scenario = models.TextField(help_text="The scenario text exactly as submitted.")
    scenario_hash = models.CharField(
        max_length=64, db_index=True, help_text="SHA-256 of the normalised scenario."
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED, db_index=True)
    result = models.JSONField(null=True, blank=True, help_text="The engine's Result.to_dict().")
    error = models.TextField(blank=True, help_text="Why the evaluation failed, in words.")
    unplayed = models.JSONField(
        null=True,
        blank=True,
        help_text="What the answer ignores: the clauses of its ref: cards' text the engine does not play "
        "(cards.services.unplayed_clauses), recorded at submission; null for a question stored before.",
    )
    engine_version = models.CharField(max_length=20, blank=True)
    submitted_from = models.GenericIPAddressField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    enqueued_at = models.DateTimeField(null=True, blank=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)

    objects = QuestionQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["scenario_hash", "engine_version", "status"]),
            models.Index(fields=["visibility", "game", "-created_at"]),
            models.Index(fields=["owner", "-created_at"]),
            models.Index(fields=["status", "enqueued_at"]),
        ]

    def __str__(self) -> str:
        return self.title or f"Question {self.pk}"

    def get_absolute_url(self) -> str:
        return reverse("questions:detail", kwargs={"pk": self.pk})

    @property
    def is_finished(self) -> bool:
        return self.status in (Status.DONE, Status.FAILED)

    def unplayed_clauses(self) -> list[dict]:
        """What the answer ignores, as recorded at submission (worked out now for an older question)."""
        if self.unplayed is not None:
            return self.unplayed
        from .scenarios import scenario_unplayed  # scenarios reads the card database

        return scenario_unplayed(self.scenario, self.game)

    def display_title(self) -> str:
        return self.title or f"{self.get_game_display()} question"


class QuestionCard(models.Model):
    """A card of the card database that a question names (`ref:` or `title:`): "questions about this card"."""

    question = models.ForeignKey(Question, on_delete=models.CASCADE, related_name="card_links")
    card = models.ForeignKey("cards.Card", on_delete=models.CASCADE, related_name="question_links")
    scenario_id = models.CharField(max_length=100, help_text="The card's id inside the scenario.")

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["question", "scenario_id"], name="questions_card_unique_per_question"
            )
        ]

    def __str__(self) -> str:
        return f"{self.scenario_id} = {self.card_id}"


class QuestionRule(models.Model):
    """A rule id the stored answer's trace cites: "questions that cite this rule" on glossary entries."""

    question = models.ForeignKey(Question, on_delete=models.CASCADE, related_name="rule_links")
    rule_id = models.CharField(max_length=100, db_index=True)
    entry_slug = models.SlugField(max_length=200, db_index=True)
    game = models.CharField(max_length=16, choices=Game.choices)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["question", "rule_id"], name="questions_rule_unique_per_question")
        ]

    def __str__(self) -> str:
        return self.rule_id
