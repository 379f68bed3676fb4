"""The rule concepts an effect needs its game's rules to govern, known from its text alone.

Its op's (language/vocabulary.py: `needs`, `needs_of`), and those of how it is written: its kind (the rule
under which an effect of that kind begins to apply), a delayed trigger, a choice, keywords, a duration ending
with a procedure. The parser refuses an effect whose game governs none of a need's concepts
(`unmet_effect_needs`, reported by context.py) at the field that needs it; what only the game state reveals (a
stat a card turns out to lack) is refused at evaluation (errors.MissingRuleError). """

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..effects.params import changes_stat_for_good

if TYPE_CHECKING:
    from .spec import EffectSpec

# A rule concept a construct needs its game's rules to govern (`GameRules.rule_ids`), or several of which any
# one will do (a specific rule, else the general one). A scenario using the construct in a game whose rules
# govern none of them is refused at parse, where the construct is written (context.py: `require`).
Need = str | tuple[str, ...]
NeedsOf = Callable[[Any], tuple[Need, ...]]
WAITING_KINDS = ("delayed", "indefinite")


def ungoverned(rule_ids: Mapping[str, str], needs: Iterable[Need]) -> list[str]:
    """The general concept of each need that none of a game's rules (`rule_ids`) governs."""
    missing = []
    for need in needs:  # (run for every effect read: plain loops)
        if isinstance(need, str):
            if need not in rule_ids:
                missing.append(need)
        elif not any(concept in rule_ids for concept in need):
            missing.append(need[-1])
    return missing


def needed(declared: Any, params: Any) -> tuple[Need, ...]:
    """The rule concepts a use of a declaration (language/vocabulary.py's Op, StepKind or Question) needs:
    its own, and those its params add."""
    extra = declared.needs_of(params) if declared.needs_of is not None and params is not None else ()
    return (*declared.needs, *extra)


def unmet_effect_needs(spec: EffectSpec, rules: Any) -> list[tuple[str, str, str]]:
    """(the concept, what needs it, the field it is written at) for each need of one effect that the game's
    rules (`rules`: games/base.py's GameRules) do not govern. Checked for every effect read, so it only
    looks up what it must (the general concept first) and words a problem only when there is one."""
    ids, registry = rules.rule_ids, rules.registry
    found = _unmet_op_needs(spec, ids, registry) + _unmet_kind_needs(spec, ids, registry)
    if spec.choose is not None and "choices" not in ids:
        found.append(("choices", "a choice of its card ('choose')", "choose"))
    if spec.if_changed and "choices" not in ids and "choice-result" not in ids:
        found.append(("choices", "an effect depending on another's result", "if_changed"))
    if spec.if_when_given is not None and "if-when-given" not in ids:
        found.append(("if-when-given", "a condition judged as the effect begins", "if_when_given"))
    if spec.keywords and "keywords" not in ids:  # read by preventions of effects with a keyword
        found.append(("keywords", "an effect's keywords", "keywords"))
    if spec.duration and "duration" not in ids and spec.duration.startswith("end_of_"):
        found.append(("duration", f"a duration ({spec.duration})", "duration"))
    return found


def _unmet_op_needs(spec: EffectSpec, ids: Mapping[str, str], registry: Any) -> list[tuple[str, str, str]]:
    """The needs of the effect's op (its declaration's, and those its params add) that no rule governs."""
    found = []
    declared = registry.ops.get(spec.op)
    if declared is not None and (declared.needs or declared.needs_of is not None):
        for concept in ungoverned(ids, needed(declared, spec.params)):
            found.append((concept, f"the '{spec.op}' op", spec.op))
    return found


def _unmet_kind_needs(spec: EffectSpec, ids: Mapping[str, str], registry: Any) -> list[tuple[str, str, str]]:
    """The needs of the effect's kind that no rule governs: a waiting effect's (delayed; indefinite, applied
    each time its trigger occurs), or the rule under which an effect of its kind begins to apply."""
    found = []
    kind = spec.kind
    if kind in WAITING_KINDS:
        if "delayed" not in ids:
            found.append(("delayed", f"a {kind} effect", "kind"))
        if spec.trigger is not None and spec.trigger.each_time and "indefinite" not in ids:
            found.append(("indefinite", "an effect applied each time its trigger occurs", "trigger"))
    elif kind is not None and not _begins_met(ids, spec) and not _one_off(spec, registry):
        found.append((f"begins-{kind}", f"{_a(kind)} {kind} effect", "kind"))  # (an unknown kind is reported)
    return found


def _begins_met(ids: Mapping[str, str], spec: EffectSpec) -> bool:
    """Whether the game has a rule under which an effect of this kind begins to apply: the general one, or
    one for its op, or for a condition (evaluator.begin_app)."""
    kind = spec.kind
    return (
        f"begins-{kind}" in ids
        or f"begins-{kind}-{spec.op}" in ids
        or (spec.condition is not None and f"begins-{kind}-while" in ids)
    )


def _a(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _one_off(spec: EffectSpec, registry: Any) -> bool:
    """Performed once as it happens: it never begins to apply to a target (no begin rule is cited)."""
    return registry.is_instant(spec.op) or changes_stat_for_good(spec)
