"""The rule concepts an effect needs its game's rules to govern, known from its text alone.

Its op's (registry.py: `needs`, `needs_of`), and those of how it is written: its kind (the rule under which
an effect of that kind begins to apply), a delayed trigger, a choice, a duration ending with a procedure. The
parser refuses an effect whose game governs none of a need's concepts (context.py: `require`), at the field
that needs it; what only the game state reveals (a stat a card turns out to lack) is refused at evaluation
(errors.MissingRuleError).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .spec import EffectSpec

# A rule concept a construct needs its game's rules to govern (`GameRules.rule_ids`), or several of which any
# one will do (a specific rule, else the general one). A scenario using the construct in a game whose rules
# govern none of them is refused at parse, where the construct is written (context.py: `require`).
Need = str | tuple[str, ...]
NeedsOf = Callable[[Any], tuple[Need, ...]]
WAITING_KINDS = ("delayed", "indefinite")


def alternatives(need: Need) -> tuple[str, ...]:
    """The concepts of which any one meets a need, the general one last."""
    return (need,) if isinstance(need, str) else need


def ungoverned(rule_ids: Mapping[str, str], needs: Iterable[Need]) -> list[str]:
    """The general concept of each need that none of a game's rules (`rule_ids`) governs."""
    return [alternatives(need)[-1] for need in needs if not any(c in rule_ids for c in alternatives(need))]


def needed(declared: Any, params: Any) -> tuple[Need, ...]:
    """The rule concepts a use of a declaration (registry.py's Op, StepKind or Question) needs: its own,
    and those its params add."""
    extra = declared.needs_of(params) if declared.needs_of is not None and params is not None else ()
    return (*declared.needs, *extra)


def effect_needs(spec: EffectSpec, registry: Any) -> list[tuple[Need, str, str]]:
    """(concept or alternatives, what needs it, the field it is written at) for one effect of the game whose
    vocabulary is `registry` (registry.py's Registry, which imports this module)."""
    found: list[tuple[Need, str, str]] = []
    declared = registry.ops.get(spec.op)
    if declared is not None:
        found += [(need, f"the '{spec.op}' op", spec.op) for need in needed(declared, spec.params)]
    if spec.kind in WAITING_KINDS:
        found.append(("delayed", f"a {spec.kind} effect", "kind"))
        if spec.trigger is not None and spec.trigger.each_time:
            found.append(("indefinite", "an effect applied each time its trigger occurs", "trigger"))
    elif spec.kind is not None and not _one_off(spec, registry):  # (an unknown kind is reported already)
        begins = (f"begins-{spec.kind}-{spec.op}",)
        begins += (f"begins-{spec.kind}-while",) if spec.condition is not None else ()
        found.append(((*begins, f"begins-{spec.kind}"), f"{_a(spec.kind)} {spec.kind} effect", "kind"))
    if spec.choose is not None:
        found.append(("choices", "a choice of its card ('choose')", "choose"))
    if spec.if_changed:
        found.append((("choice-result", "choices"), "an effect depending on another's result", "if_changed"))
    if spec.keywords:  # read by preventions of effects with a keyword, and the `effect` question
        found.append(("keywords", "an effect's keywords", "keywords"))
    if spec.duration and spec.duration.startswith("end_of_"):
        found.append(("duration", f"a duration ({spec.duration})", "duration"))
    return found


def _a(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _one_off(spec: EffectSpec, registry: Any) -> bool:
    """Performed once as it happens: it never begins to apply to a target (no begin rule is cited)."""
    permanent_stat = spec.op == "stat" and spec.kind in ("instantaneous", "procedural")
    return registry.is_instant(spec.op) or permanent_stat
