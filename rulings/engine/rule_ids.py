"""The rule ids: every rule id the trace may cite, mapped to its game and its glossary entry and anchor.

Game modules register their ids at import time. The glossary importer derives entry slugs and anchors from the
corpus headings; `tests/rulings/glossary/test_rule_ids.py` checks every registered id against an imported
corpus. Where the corpus is silent a rule id points at the Desk's own rules page of the game instead (`desk`:
its `anchor` is on that page, `entry` is empty); `desk_rules.py` registers those.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleRef:
    id: str
    game: str
    entry: str  # glossary entry slug
    anchor: str  # anchor inside the entry ("" = the entry itself)
    summary: str
    desk: bool = False  # the Desk's own rules page (desk_rules.py), not a glossary entry

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "game": self.game,
            "entry": self.entry,
            "anchor": self.anchor,
            "summary": self.summary,
            "desk": self.desk,
        }


RULE_IDS: dict[str, RuleRef] = {}


def register_rules(game: str, rules: dict[str, tuple[str, str, str]]) -> None:
    """Register `{rule_id: (entry_slug, anchor, summary)}` for one game (ids start with the game)."""
    for rule_id, (entry, anchor, summary) in rules.items():
        if not rule_id.startswith(f"{game}."):
            raise ValueError(f"rule id {rule_id!r} must start with '{game}.'")
        if rule_id in RULE_IDS:
            raise ValueError(f"rule id {rule_id!r} registered twice")
        RULE_IDS[rule_id] = RuleRef(rule_id, game, entry, anchor, summary)


def rule_ref(rule_id: str) -> RuleRef:
    return RULE_IDS[rule_id]
