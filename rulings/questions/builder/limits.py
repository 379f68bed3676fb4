"""The players and size limits every part of the builder checks against, and the error that reports what
is wrong."""

from __future__ import annotations

PLAYERS = ("me", "opponent")
PLAYER_LABELS = {"me": "Me", "opponent": "My opponent"}
MAX_STATE_CHARS = 20_000
MAX_CARDS = 12
MAX_STEPS = 30
MAX_AMOUNT = 99
MAX_TEXT = 100  # titles, keywords
MAX_TARGETS = 10  # cards and players a step picks


class BuilderError(ValueError):
    """The builder state (or an input) is not usable; ``problems`` are sentences for the user."""

    def __init__(self, problems: list[str] | str):
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("; ".join(self.problems))


def players_problem(what: str = "player") -> str:
    return f"the {what} must be one of {', '.join(PLAYERS)}."
