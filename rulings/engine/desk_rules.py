"""The Desk's own rules: what the engine applies where the rules corpus is silent (drawing, hand size, the
strength of a Ranged Attack, Provinces ...), written per game as data and cited by rule id like any rule.

Each `DeskRule` says what the Desk does, plainly that the rules documents do not cover it (`not_covered`), and
what its reading rests on (`basis`: card text, reminder text, the other rules). A game declares its list in
its package (`games/<game>/desk_rules.py`) and registers it here; the site renders one page per game with one
anchor per rule (`/rules/desk/<game>/#<anchor>`), and rule links of traces and answers point there."""

from __future__ import annotations

from dataclasses import dataclass

from .rule_ids import RULE_IDS, RuleRef


@dataclass(frozen=True)
class DeskRule:
    id: str  # the rule id the trace cites: "<game>.desk.<name>"
    anchor: str  # its anchor on the game's Desk rules page
    title: str
    text: str  # what the Desk does
    not_covered: str  # what the rules documents do not say
    basis: str  # what the Desk's reading rests on
    summary: str  # one line, as a glossary rule's summary


DESK_RULES: dict[str, tuple[DeskRule, ...]] = {}


def register_desk_rules(game: str, rules: tuple[DeskRule, ...]) -> None:
    """Register a game's Desk rules: each id among the rule ids (pointing at the Desk page, `desk=True`)
    and the list, in page order, for the page. Ids start with `<game>.desk.`; anchors are unique."""
    anchors = [rule.anchor for rule in rules]
    if len(set(anchors)) != len(anchors):
        raise ValueError(f"{game}: a Desk rule anchor is used twice")
    for rule in rules:
        if not rule.id.startswith(f"{game}.desk."):
            raise ValueError(f"Desk rule id {rule.id!r} must start with '{game}.desk.'")
        if rule.id in RULE_IDS:
            raise ValueError(f"rule id {rule.id!r} registered twice")
        RULE_IDS[rule.id] = RuleRef(rule.id, game, "", rule.anchor, rule.summary, desk=True)
    DESK_RULES[game] = DESK_RULES.get(game, ()) + tuple(rules)


def desk_rules_for(game: str) -> tuple[DeskRule, ...]:
    return DESK_RULES.get(game, ())


def desk_rule(rule_id: str) -> DeskRule | None:
    ref = RULE_IDS.get(rule_id)
    if ref is None or not ref.desk:
        return None
    return next((r for r in DESK_RULES.get(ref.game, ()) if r.id == rule_id), None)
