"""The rules glossary: documents imported from the corpus, their entries and the entries' parts.

URL and anchor contract (other apps and the engine's traces link here; keep it stable):
  entry page       /rules/<game>/<entry-slug>/   URL name "rulings:entry" (kwargs game, slug);
                   Entry.get_absolute_url()
  part permalink   entry page + "#<anchor>";      Part.get_absolute_url()
  anchors          numbered rules "r22-3b" (examples "r22-3b-ex1"); other paragraphs and list items
                   "p1", "p2" ...; examples "ex1" ...; exceptions "exc1" ... in reading order.
Slugs are unique per game and kept across re-imports; anchors are recomputed from the text, so they
stay the same as long as the entry's text does.
"""

from __future__ import annotations

from django.db import models
from django.urls import reverse

from ..games import Game


class Document(models.Model):
    """One imported corpus file."""

    game = models.CharField(max_length=16, choices=Game.choices)
    slug = models.SlugField(max_length=100)
    title = models.CharField(max_length=300)
    short_title = models.CharField(max_length=100, blank=True)
    style = models.CharField(max_length=16, help_text="The parser that read it (rulings.corpus.styles).")
    source_name = models.CharField(max_length=200, unique=True, help_text="The corpus file name.")
    checksum = models.CharField(max_length=64, help_text="SHA-256 of the file's bytes.")
    imported_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game", "source_name"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="document_slug_unique_per_game")]

    def __str__(self) -> str:
        return f"{self.source_name} ({self.get_game_display()})"


class EntryQuerySet(models.QuerySet):
    def for_game(self, game: str) -> EntryQuerySet:
        return self.filter(game=game)


class Entry(models.Model):
    """A glossary entry: one heading of a document with its text."""

    game = models.CharField(max_length=16, choices=Game.choices)
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="entries")
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="children"
    )
    key = models.CharField(max_length=200, help_text="Identity within the document across re-imports.")
    slug = models.SlugField(max_length=200)
    title = models.CharField(max_length=300)
    term = models.CharField(max_length=300, db_index=True, help_text="The title normalised for lookups.")
    number = models.CharField(max_length=20, blank=True, help_text="Rule number, e.g. 22.3.")
    heading_path = models.JSONField(default=list, blank=True, help_text="Titles of the enclosing sections.")
    level = models.PositiveSmallIntegerField(default=0)
    position = models.PositiveIntegerField(help_text="Order within the document.")
    line = models.PositiveIntegerField(default=0, help_text="Line of the heading in the source file.")
    title_inferred = models.BooleanField(
        default=False, help_text="The source lost this heading; the title is the section's first words."
    )
    text = models.TextField(
        blank=True, help_text="Plain text for full-text search: one block per part, blank-line separated."
    )
    anchors = models.JSONField(
        default=list, blank=True, help_text="Anchor of each part, in the order of the blocks of `text`."
    )
    fingerprint = models.CharField(max_length=64, help_text="Hash of the parsed content, to skip unchanged.")

    objects = EntryQuerySet.as_manager()

    class Meta:
        ordering = ["document", "position"]
        verbose_name_plural = "entries"
        constraints = [
            models.UniqueConstraint(fields=["game", "slug"], name="entry_slug_unique_per_game"),
            models.UniqueConstraint(fields=["document", "key"], name="entry_key_unique_per_document"),
        ]

    def __str__(self) -> str:
        return self.display_title

    def get_absolute_url(self) -> str:
        return reverse("rulings:entry", kwargs={"game": self.game, "slug": self.slug})

    @property
    def display_title(self) -> str:
        if self.number and self.title != self.number:
            return f"{self.number} {self.title}"
        return self.title


class Part(models.Model):
    """A paragraph, list item, example or exception of an entry, with a stable anchor."""

    class Kind(models.TextChoices):
        PARAGRAPH = "paragraph", "Paragraph"
        ITEM = "item", "List item"
        EXAMPLE = "example", "Example"
        EXCEPTION = "exception", "Exception"

    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="parts")
    parent = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="qualifiers",
        help_text="The rule an example or exception belongs to.",
    )
    kind = models.CharField(max_length=16, choices=Kind.choices)
    anchor = models.CharField(max_length=40)
    label = models.CharField(
        max_length=100, blank=True, help_text='e.g. "22.3b", "EXCEPTION 2", "Example 1".'
    )
    number = models.CharField(max_length=20, blank=True, help_text="Rule number, e.g. 22.3b.")
    position = models.PositiveIntegerField()
    text = models.TextField()

    class Meta:
        ordering = ["entry", "position"]
        constraints = [
            models.UniqueConstraint(fields=["entry", "anchor"], name="part_anchor_unique_per_entry")
        ]

    def __str__(self) -> str:
        return f"{self.entry} #{self.anchor}"

    def get_absolute_url(self) -> str:
        return f"{self.entry.get_absolute_url()}#{self.anchor}"


class Erratum(models.Model):
    """A dated errata tag: what changed (kind), when, and the part it tags (none = the whole entry)."""

    class Kind(models.TextChoices):
        ADDED = "ADDED", "Added"
        CLARIFIED = "CLARIFIED", "Clarified"
        EXPANDED = "EXPANDED", "Expanded"
        CHANGED = "CHANGED", "Changed"

    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="errata")
    part = models.ForeignKey(Part, null=True, blank=True, on_delete=models.CASCADE, related_name="errata")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    date = models.DateField(null=True, blank=True)
    raw = models.TextField(help_text="The tag as printed.")
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["entry", "position"]
        verbose_name_plural = "errata"

    def __str__(self) -> str:
        return f"{self.kind} {self.date or 'undated'}: {self.entry}"

    def get_absolute_url(self) -> str:
        return self.part.get_absolute_url() if self.part_id else f"{self.entry.get_absolute_url()}#errata"


class CrossReferenceQuerySet(models.QuerySet):
    def unresolved(self) -> CrossReferenceQuerySet:
        return self.filter(target__isnull=True)


class CrossReference(models.Model):
    """A reference in a part's text; `target` is set when the glossary holds the entry it names."""

    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="references")
    part = models.ForeignKey(Part, on_delete=models.CASCADE, related_name="references")
    raw = models.CharField(max_length=300, help_text='As printed, e.g. "See Glossary, Show".')
    target_text = models.CharField(max_length=300, help_text='The name it points at, e.g. "Glossary, Show".')
    start = models.PositiveIntegerField(help_text="Span of target_text in the part's text.")
    end = models.PositiveIntegerField()
    target = models.ForeignKey(
        Entry, null=True, blank=True, on_delete=models.SET_NULL, related_name="referenced_by"
    )
    target_anchor = models.CharField(max_length=40, blank=True)
    position = models.PositiveIntegerField()

    objects = CrossReferenceQuerySet.as_manager()

    class Meta:
        ordering = ["entry", "position"]

    def __str__(self) -> str:
        return f"{self.raw} ({self.entry})"

    @property
    def is_resolved(self) -> bool:
        return self.target_id is not None

    def target_url(self) -> str:
        if self.target is None:
            return ""
        url = self.target.get_absolute_url()
        return f"{url}#{self.target_anchor}" if self.target_anchor else url


class UnresolvedReference(CrossReference):
    """Admin's list of references that point outside the corpus (kept as text, never dropped)."""

    class Meta:
        proxy = True
        verbose_name = "unresolved cross-reference"
