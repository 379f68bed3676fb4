"""What one run tells: the trace of rule citations, the events that happened, the answers to the asks, and
what the asks observe (the trace entries they noted, snapshots of the stats a `change` question watches)."""

from __future__ import annotations

from typing import Any


class Trace:
    def __init__(self, watch: set[tuple[str, str]]) -> None:
        self.entries: list[dict] = []
        self.observed: set[int] = set()  # trace entries noted while answering asks
        self.events: list[dict] = []
        self.answers: list[dict] = []
        # what a continuously applied change (Chi death) has noted about a card while it keeps being attempted
        self.continuous_notes: dict[str, set[tuple]] = {}
        self.watch = watch  # (card or player, stat) a `change` question asks about
        self.snapshots: dict[tuple[str, str], tuple] = {}  # their values after the last step
        self.previous_snapshots: dict[tuple[str, str], tuple] = {}  # and after the step before

    def note(self, step: int, rule: str, text: str, data: dict[str, Any]) -> None:
        entry = {"step": step, "rule": rule, "text": text}
        if data:
            entry["data"] = data
        self.entries.append(entry)

    def event(self, step: int, time: int, kind: str, data: dict[str, Any]) -> None:
        self.events.append({"step": step, "time": time, "event": kind, **data})
