"""Where the engine acts on each optional effect field.

A field the validator accepts but nothing reads gives a confident wrong answer: the user believes it counts.
`unused_fields` names every field of an effect that its kind, op, trigger or place in the scenario makes
inert, with what to write instead; the parser reports each as a problem at that field.
(tests/rulings/engine/test_nothing_ignored.py tries every field in every place, for every game.)
"""

from __future__ import annotations

from itertools import compress
from operator import attrgetter
from typing import TYPE_CHECKING

from .params import changes_stat_for_good

if TYPE_CHECKING:
    from ..engine_api import GameRules
    from ..language.spec import EffectSpec

WAITING_KINDS = ("delayed", "indefinite")
# where an effect is written: a card's trait, an action's effect (or option), an `apply` step, the `then` of
# a delayed effect; None for effects a game module reads inside its own constructs (not checked here)
PLACES = ("trait", "action", "apply", "then")


def unused_fields(spec: EffectSpec, place: str | None, rules: GameRules) -> list[tuple[str, str]]:
    """(field, why it would be ignored) for every field of `spec` that nothing would act on."""
    found = []
    if spec.kind in WAITING_KINDS and spec.op != "then":
        found.append(
            (
                spec.op,
                f"a {spec.kind} effect does nothing itself when activated: put what happens when "
                "its trigger occurs under 'then'",
            )
        )
    if spec.condition is not None and spec.kind in WAITING_KINDS:
        found.append(
            (
                "while",
                f"a {spec.kind} effect applies the effect under 'then' when its trigger occurs: put the "
                "condition on that effect, which checks it as it applies",
            )
        )
    if spec.then is not None and spec.kind not in WAITING_KINDS:
        found.append(
            (
                "then",
                "'then' is applied when the trigger of a delayed or indefinite effect occurs: "
                "give kind: delayed (or indefinite) and a trigger",
            )
        )
    if spec.trigger is not None:
        found += _trigger_problems(spec, place, rules)
    given = _given(spec)
    if not given:  # most effects: nothing more to check (parsing 10,000 effects stays fast)
        return found
    for name in given:  # (no op is named like these fields: `found` names none of them yet)
        for needs in _CHECKS[name]:
            if why := needs(spec, place, rules):
                found.append((name, why))
                break
    return found


def _given(spec: EffectSpec) -> list[str]:
    """The fields FIELD_NEEDS checks that `spec` gives, in FIELD_NEEDS order: any value but None, false or
    (); `compress` keeps the true ones in one C call, and an empty `if_changed` text is given too."""
    given = list(compress(_CHECKS, _field_values(spec)))
    if spec.if_changed == "":
        given.append("if_changed")  # (the last field)
    return given


def _has_modifiers(spec: EffectSpec) -> bool:
    """Whether any field FIELD_NEEDS checks is given."""
    return bool(_given(spec))


def _one_off(spec: EffectSpec, rules: GameRules) -> bool:
    """Performed once as it happens (no applications that last, begin or end)."""
    instant = rules.registry.is_instant(spec.op) and not rules.registry.ops[spec.op].lasts_for(spec.kind)
    return spec.trigger is None and (instant or changes_stat_for_good(spec))


def _triggered_trait(spec: EffectSpec, place: str | None) -> bool:
    return place == "trait" and spec.trigger is not None and spec.kind not in WAITING_KINDS


def _trigger_problems(spec: EffectSpec, place: str | None, rules: GameRules) -> list[tuple[str, str]]:
    trig = spec.trigger
    if trig is None or place is None or trig.event is None:  # (an unknown event is reported already)
        return []
    waiting = spec.kind in WAITING_KINDS
    acts_on_event = spec.op in (
        "prevent",
        "instead",
    )  # a triggered prevention or substitution acts on the event
    if not waiting and not acts_on_event:
        if place != "trait":
            return [
                (
                    "trigger",
                    "an effect that waits for a trigger is delayed or indefinite (kind: delayed, "
                    "with what happens under 'then'); as written it would never apply",
                )
            ]
        if not rules.triggered_traits:
            return [
                (
                    "trigger",
                    f"{rules.name} has no triggered traits: make it a delayed effect of an action "
                    "(kind: delayed, with what happens under 'then')",
                )
            ]
        if not rules.answers_trigger(trig.event, trig.timing):
            return [
                (
                    "trigger",
                    f"{rules.name}'s triggered traits never answer '{trig.event}' "
                    f"({trig.timing}): nothing would trigger this trait",
                )
            ]
    found = []
    if acts_on_event and not waiting and trig.timing != "before":
        found.append(
            (
                "trigger",
                f"a triggered {spec.op} acts on the event as it is about to happen ('timing: before'); "
                "for one that begins after its trigger, make it delayed with the effect under 'then'",
            )
        )
    if trig.each_time and not waiting:
        found.append(
            (
                "trigger",
                "each_time is for delayed and indefinite effects: a triggered trait answers "
                "every occurrence of its trigger already",
            )
        )
    if trig.timing == "before" and waiting:
        found.append(
            (
                "trigger",
                "a delayed or indefinite effect is applied once its trigger has occurred: "
                "'timing: before' is read by triggered traits and preventions only",
            )
        )
    return found


def _trigger_field(name: str, what: str):
    def needs(spec: EffectSpec, place: str | None, rules: GameRules) -> str | None:
        if name not in rules.trigger_fields:
            return f"{rules.name} does not read '{name}' on effects ({what}: not a rule of its triggers)"
        if place is not None and not _triggered_trait(spec, place):
            return f"'{name}' ({what}) applies to a triggered trait: a card's trait with a trigger"
        return None

    return needs


def _consecutively(spec: EffectSpec, place: str | None, rules: GameRules) -> str | None:
    if rules.registry.is_instant(spec.op):
        return None
    return f"'consecutively' orders the targets of an instantaneous effect (destroy ...); '{spec.op}' lasts"


def _targeting(spec: EffectSpec, place: str | None, rules: GameRules) -> str | None:
    return (
        None
        if spec.choose is not None
        else "'targeting' describes how 'choose' picks its card: give 'choose'"
    )


def _now_in_play(spec: EffectSpec, place: str | None, rules: GameRules) -> str | None:
    if spec.affects is None:
        return "'now_in_play' fixes the cards of an effect on all things of a kind: give 'affects'"
    return None


def _lasting(name: str):
    def needs(spec: EffectSpec, place: str | None, rules: GameRules) -> str | None:
        if _one_off(spec, rules):
            return f"'{name}' is for effects that last: this one happens once, as it is applied"
        if name == "remains" and spec.condition is None and spec.affects is None:
            return (
                "'remains' (\"while X remains Y\") needs a condition ('while') or 'affects' to stop meeting"
            )
        return None

    return needs


def _on_then(name: str):
    def needs(spec: EffectSpec, place: str | None, rules: GameRules) -> str | None:
        if spec.kind in WAITING_KINDS:
            return f"'{name}' belongs on the effect under 'then', which is the one that applies"
        return None

    return needs


def _if_when_given(spec: EffectSpec, place: str | None, rules: GameRules) -> str | None:
    if _one_off(spec, rules):
        return (
            "'if_when_given' is judged as a lasting effect begins: this one happens once, as it is applied "
            "(write 'while', judged then)"
        )
    if spec.kind == "continuous" and spec.trigger is None:
        return (
            "'if_when_given' is judged as an effect is given: a continuous effect applies while its card is "
            "in play (write 'while', judged all along)"
        )
    return None


def _if_changed(spec: EffectSpec, place: str | None, rules: GameRules) -> str | None:
    if place is None or place == "action":
        return None
    return "'if_changed' is read for an action's own effects (\"if he bowed\"), not a " + place + "'s"


FIELD_NEEDS = (
    ("optional", _trigger_field("optional", '"may"')),
    ("limit", _trigger_field("limit", '"once per turn"')),
    ("consecutively", _consecutively),
    ("targeting", _targeting),
    ("now_in_play", _now_in_play),
    ("remains", _on_then("remains")),
    ("remains", _lasting("remains")),
    ("keywords", _on_then("keywords")),
    ("duration", _lasting("duration")),
    ("if_when_given", _on_then("if_when_given")),
    ("if_when_given", _if_when_given),
    ("if_changed", _if_changed),
)
# each field's checks in FIELD_NEEDS order (the first that fails is reported)
_CHECKS = {name: tuple(needs for field, needs in FIELD_NEEDS if field == name) for name, _ in FIELD_NEEDS}
_field_values = attrgetter(*_CHECKS)  # one call reads them all
