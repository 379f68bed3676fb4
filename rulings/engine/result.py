"""The engine's answer: answers plus the rule-cited trace, as plain JSON-serializable data."""

from __future__ import annotations

import json
from dataclasses import dataclass, field


@dataclass
class Result:
    game: str
    engine_version: str
    answers: list[dict]
    trace: list[dict]
    choices: list[dict] = field(default_factory=list)
    branches: list[dict] = field(default_factory=list)
    effects: dict[str, dict] = field(default_factory=dict)  # where each effect is written (places.py)
    actions: dict[str, dict] = field(default_factory=dict)  # and each action

    def to_dict(self) -> dict:
        data = {
            "game": self.game,
            "engine_version": self.engine_version,
            "answers": self.answers,
            "trace": self.trace,
        }
        if self.choices:
            data["choices"] = self.choices
            data["branches"] = self.branches
        if self.effects:
            data["effects"] = self.effects
        if self.actions:
            data["actions"] = self.actions
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False, indent=2)

    @property
    def all_expectations_met(self) -> bool:
        return all(a.get("matches", True) for a in self.answers)

    def cited_rules(self) -> set[str]:
        ids = {entry["rule"] for entry in self.trace}
        for branch in self.branches:
            ids |= {entry["rule"] for entry in branch["trace"]}
        return ids
