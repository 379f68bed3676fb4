"""Small wording rules the answer page and the guided builder share."""

STAT_LABELS = {"int": "INT", "atk": "ATK"}  # stats read as abbreviations, not as words


def plural(count: int, noun: str) -> str:
    """`3, "event"` -> "3 events"; `1, "event"` -> "1 event"."""
    return f"{count} {noun}{'s' if count != 1 else ''}"
