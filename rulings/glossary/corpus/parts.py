"""Turning a section's blocks into anchored parts: rule paragraphs, list items, examples, exceptions.

Anchor contract (stable across re-imports of the same text):
  numbered rule "22.3b"         -> "r22-3b";   its examples -> "r22-3b-ex1", "r22-3b-ex2"
  other paragraphs and items    -> "p1", "p2", ... in reading order
  examples                      -> "ex1", "ex2", ...
  exceptions                    -> "exc1", "exc2", ...
"""

from __future__ import annotations

import re
from collections import Counter

from .errata import Tag, extract_tags
from .model import Block, ParsedErratum, ParsedPart, ParsedReference
from .references import find_references, normalize
from .source import EXAMPLE_RE, EXCEPTION_RE, is_bullet, strip_bullet

INLINE_EXAMPLE_RE = re.compile(r"(?<=[.!?”\"])\s+(?=Examples?(?: \d+)?:)")
RULE_KINDS = ("paragraph", "item")


def rule_anchor(number: str) -> str:
    return "r" + re.sub(r"[^0-9a-z]+", "-", number.lower()).strip("-")


class PartBuilder:
    """Collects one entry's parts, errata and references from its blocks, in order."""

    def __init__(self) -> None:
        self.parts: list[ParsedPart] = []
        self.errata: list[ParsedErratum] = []
        self.references: list[ParsedReference] = []
        self.notes: list[str] = []  # text of standalone errata notes, for search
        self._counts: Counter[str] = Counter()

    def add(self, block: Block) -> None:
        text, tags = extract_tags(block.text)
        if not text:
            self._add_standalone_tags(tags)
            return
        pieces = INLINE_EXAMPLE_RE.split(text)
        for index, piece in enumerate(pieces):
            part = self._classify(block if index == 0 else Block(block.line, piece), piece)
            self.parts.append(part)
            self.references.extend(
                ParsedReference(f.raw, f.target, part.anchor, f.start, f.end)
                for f in find_references(part.text)
            )
        last = self.parts[-1]
        self.errata.extend(
            ParsedErratum(t.kind, t.date, t.raw, "" if t.section else last.anchor) for t in tags
        )

    def _add_standalone_tags(self, tags: list[Tag]) -> None:
        for tag in tags:
            self.errata.append(ParsedErratum(tag.kind, tag.date, tag.raw, self._labelled_anchor(tag.label)))
        if tags:
            self.notes.append(tags[0].raw)

    def _labelled_anchor(self, label: str) -> str:
        wanted = normalize(label)
        if not wanted:
            return ""
        return next((p.anchor for p in self.parts if normalize(p.text).startswith(wanted)), "")

    def _classify(self, block: Block, text: str) -> ParsedPart:
        kind, label = block.kind or "paragraph", block.label
        if block.kind != "example":
            example, exception = EXAMPLE_RE.fullmatch(text), EXCEPTION_RE.fullmatch(text)
            if example:
                kind, label, text = "example", example["label"], example["rest"]
            elif exception:
                kind, label, text = "exception", exception["label"], exception["rest"]
            elif is_bullet(text):
                kind, text = "item", strip_bullet(text)
        if kind == "example":
            parent = self._last(("paragraph", "item", "exception"))
            label = label or "Example"
        elif kind == "exception":
            parent = self._last(RULE_KINDS)
        else:
            parent = None
        return ParsedPart(
            kind=kind,
            anchor=self._anchor(kind, block.number, parent),
            text=text.strip(),
            label=label or block.number,
            number=block.number,
            parent_anchor=parent.anchor if parent else "",
            line=block.line,
        )

    def _last(self, kinds: tuple[str, ...]) -> ParsedPart | None:
        return next((p for p in reversed(self.parts) if p.kind in kinds), None)

    def _anchor(self, kind: str, number: str, parent: ParsedPart | None) -> str:
        if number:
            return rule_anchor(number)
        if kind == "example" and parent is not None and parent.number:
            self._counts[parent.anchor] += 1
            return f"{parent.anchor}-ex{self._counts[parent.anchor]}"
        prefix = {"example": "ex", "exception": "exc"}.get(kind, "p")
        self._counts[prefix] += 1
        return f"{prefix}{self._counts[prefix]}"

    def search_text(self) -> str:
        """Blocks separated by a blank line (part text never holds one): block i is part i."""
        return "\n\n".join([f"{p.label} {p.text}".strip() for p in self.parts] + self.notes)
