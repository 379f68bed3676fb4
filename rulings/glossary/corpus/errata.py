"""Dated errata tags: "[ADDED 6 May 2011]", "[Section clarified 25 Jan 11]", "(Added 26 August 2007)" ..."""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass

KINDS = {
    "added": "ADDED",
    "clarified": "CLARIFIED",
    "expanded": "EXPANDED",
    "changed": "CHANGED",
    "changes": "CHANGED",
}
KIND_RE = re.compile(r"\b(" + "|".join(KINDS) + r")\b", re.IGNORECASE)
MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}
_MONTH = r"(?P<month>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
DATE_RES = (
    re.compile(r"\b(?P<day>\d{1,2})\s+" + _MONTH + r",?\s+(?P<year>\d{4}|\d{2})\b", re.IGNORECASE),
    re.compile(r"\b" + _MONTH + r"\s+(?P<day>\d{1,2}),?\s+(?P<year>\d{4}|\d{2})\b", re.IGNORECASE),
)
# A bracketed or parenthesised aside; it is an erratum only if it names a kind and a date.
TAG_RE = re.compile(r"\[[^\[\]]{4,600}\]|\([^()]{4,300}\)")
LABEL_RE = re.compile(r"[“\"]([^”\"]{2,80})[”\"]")


@dataclass(frozen=True)
class Tag:
    kind: str
    date: datetime.date | None
    raw: str
    section: bool  # tags the whole section ("Section clarified", "these rules")
    label: str  # the text it names, e.g. "Setting stats to a value"


def parse_date(text: str) -> datetime.date | None:
    for pattern in DATE_RES:
        match = pattern.search(text)
        if match:
            year = int(match["year"])
            year += 2000 if year < 100 else 0
            try:
                return datetime.date(year, MONTHS[match["month"].lower()], int(match["day"]))
            except ValueError:
                return None
    return None


def parse_tag(raw: str) -> list[Tag]:
    """The errata in one aside ("added 23 August 2007; clarified 1 September 2007" gives two)."""
    inner = raw[1:-1]
    tags = []
    label_match = LABEL_RE.search(inner)
    for clause in inner.split(";"):
        kind = KIND_RE.search(clause)
        date = parse_date(clause)
        if kind and date:
            tags.append(
                Tag(
                    kind=KINDS[kind[1].lower()],
                    date=date,
                    raw=raw,
                    section=bool(re.search(r"\bsection\b|\bthese rules\b", clause, re.IGNORECASE)),
                    label=label_match[1] if label_match else "",
                )
            )
    return tags


def extract_tags(text: str) -> tuple[str, list[Tag]]:
    """The text without its errata tags, and the tags in order."""
    tags: list[Tag] = []

    def take(match: re.Match) -> str:
        found = parse_tag(match[0])
        tags.extend(found)
        return " " if found else match[0]

    stripped = TAG_RE.sub(take, text)
    stripped = re.sub(r" {2,}", " ", stripped).strip()
    stripped = re.sub(r" +([:.,;])", r"\1", stripped)
    return stripped, tags
