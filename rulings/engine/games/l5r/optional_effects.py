"""Optional effects of an action ("You may move him home", "You may target and destroy an attachment").

An effect written with "may" (`optional: true` on an ability's effect, or on an effect of the option taken in
its choice) is a choice of the player taking the action (effects document, choices: "may bow him" is an
optional effect, and in an action the choice belongs to the player taking it). The effects following one
"may" are chosen all or none: "He may target one of his Shugenja and discard a card" targets and discards,
or does neither. So an optional effect that targets (`choose` with `targeting: true`) is one choice with its
targeting: declined, nothing is targeted and the effect does not happen; used, the target is chosen as the
action is taken (card features, Abilities), as every target of the text is.

The use step says what the player does:
- `decide: {<effect id>: false}` declines it, `true` uses it (a card or the cards picked for it use it too);
- its `targets` list gives no entry to an optional targeting effect it declines: with the list shorter than
  the text's targeting effects by the optional ones left undecided, all of those are declined; as long, all
  are used (any other count is a scenario error naming both counts);
- with neither, the choice is left open: each outcome is evaluated.

A declined targeting effect still counts in the action's `$targetN` order: the symbol it would have set names
nothing, so a later effect on "him" fails (it happens with the choice only). Declined, an effect changes
nothing: a later effect reading it ("if he moved", `if_changed`) does not happen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec

ALL_OR_NONE = "l5r.choices.all-or-none"  # the targeting and the effect after one "may": one choice
WHO_CHOOSES = "l5r.effects.choices"  # an action's choice belongs to the player taking it
USE, DECLINE = "use it", "do not use it"


def spread(slots: list[EffectSpec], picks: tuple, decide: dict[str, Any]) -> list | str:
    """The use step's picks for the text's targeting effects (`slots`, in written order), one entry per
    effect, None for an optional one the player declines; or why the picks do not fit the text (a text)."""
    required = sum(1 for spec in slots if not spec.optional or _used(decide.get(spec.id)))
    open_ = [spec for spec in slots if spec.optional and decide.get(spec.id) is None]
    if len(picks) == required + len(open_):
        declined: set[str] = set()
    elif open_ and len(picks) == required:
        declined = {spec.id for spec in open_}
    else:
        counts = f"{required} or {required + len(open_)}" if open_ else f"{required}"
        return f"{counts} card(s) for its targeting effects ({', '.join(s.id for s in slots) or 'none'})"
    entries, left = [], list(picks)
    for spec in slots:
        if spec.id in declined or (spec.optional and decide.get(spec.id) is False):
            entries.append(None)
        else:
            entries.append(left.pop(0))
    return entries


def _used(decided: Any) -> bool:
    return decided is not None and decided is not False


def uses(engine: Engine, action: str | None, spec: EffectSpec, by: str | None) -> bool:
    """Whether the player taking the action uses its optional effect, as the effect would happen: what the
    step decided (a card or the cards picked for it: used), else a choice left open."""
    decisions = engine.choices.decisions
    decided = decisions.get(spec.id)
    what = f"whether to use {spec.id}{f' of {action}' if action else ''} (its text says 'may')"
    if decided is False:
        engine.note(ALL_OR_NONE, f"{by} does not use {spec.id}: {_declined(spec)}")
        return False
    if decided is True:
        del decisions[spec.id]  # (used: what it picks, if it picks, is its own choice)
    if decided is not None:
        engine.note(ALL_OR_NONE, f"{by} uses {spec.id}: {_used_text(spec)}")
        return True
    index = engine.choose(f"step {engine.step_index}: {spec.id} may", by, [USE, DECLINE], WHO_CHOOSES, what)
    if index == 1:
        engine.note(ALL_OR_NONE, f"{by} does not use {spec.id}: {_declined(spec)}")
    return index == 0


def _declined(spec: EffectSpec) -> str:
    if spec.targeting:
        return "nothing is targeted and its effect does not happen (one choice, all or none)"
    return "it does not happen"


def _used_text(spec: EffectSpec) -> str:
    return "its target is chosen and its effect happens" if spec.targeting else "it happens"


def used(engine: Engine, spec: EffectSpec) -> None:
    """An optional targeting effect given a target in the use step is used: a `decide: {id: true}` saying
    so gives way to the card picked (the effect's decision)."""
    if spec.optional and engine.choices.decisions.get(spec.id) is True:
        del engine.choices.decisions[spec.id]


def taken(engine: Engine, spec: EffectSpec, target: Any) -> bool:
    """A use step's entry for a targeting effect: False (recorded as declined) for an optional one the player
    declines (no entry: None), else True, noting the use of an optional one."""
    if target is None:
        engine.choices.decisions[spec.id] = False
        return False
    used(engine, spec)
    return True
