"""Naruto Mythos: what playing a character costs (compiler 13, part N1), the op `play_cost` and the Desk's
rule it rests on (naruto.desk.play-cost): the corpus gives the card play sequence, not what a play costs.

- A play step that says `pay: true` has its player pay the card's cost from his Chakra (printed cost; as an
  upgrade, less the printed cost of the card it goes over), as changed by the continuous effects that apply to
  that play; a play he cannot pay for is refused. Without `pay` a play step pays nothing, as before (the
  question says what is played), and the trace says which cost changes it did not count.
- A card played by an effect (`play_card`, naruto.desk.play-by-effect) pays its cost as changed by them too.
- `play_cost: {change: N, min: M, of: <filter>, here: true}` on a card in play and not hidden: "Other Team 8
  characters costs 1 less (min.1) to play in this mission", "Non-hidden enemy characters cost an additional 1
  Chakra to play in this mission" (the plays of the cards matching `of`, into this card's mission).
- `play_cost: {change: N, own: true}`: "Pay 1 less to play this character if there's a friendly Naruto
  Uzumaki in this mission": the play of the card itself, from outside play; its condition and "this mission"
  are judged as if the card were already where it is played (as a MUST effect is judged before the play).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.matching import holds
from ...language.shapes import closed
from ...language.vocabulary import Op
from ...state.game_state import Active
from ...state.ledger import Mod
from .state import state

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec, Filter
    from ...state.game_state import Card

OP = "play_cost"
RULE = "naruto.desk.play-cost"
FIELDS = {
    "change": {"type": "integer", "description": "Chakra added to the cost (negative: 'N less')"},
    "min": {"type": "integer", "minimum": 0, "description": "'(min.1)': a reduction stops at this cost"},
    "of": {"vocabulary": "filter", "description": "the cards whose play it changes"},
    "here": {"type": "boolean", "description": "only plays into the mission of the effect's card"},
    "own": {"type": "boolean", "description": "the play of the effect's own card"},
}


@dataclass(frozen=True, slots=True)
class PlayCost:
    change: int
    minimum: int | None = None
    of: Filter | None = None
    here: bool = False
    own: bool = False


def _parse(node: Node, ctx: ParseContext) -> PlayCost:
    value = node.child_mapping(
        OP, "{change: N, min: M, of: <filter>, here: true} or {change: N, own: true}", FIELDS
    )
    if value is None:
        return PlayCost(0)
    change = value.integer("change", None)
    if change is None or change == 0:
        value.error("change is a number of Chakra, not 0 (negative: 'N less')", "change")
    own = bool(value.boolean("own", False))
    of = ctx.filter(value.child("of")) if value.has("of") else None
    if own == (of is not None):
        value.error("say whose play: own (this card's) or of (a filter of the cards played)")
    minimum = value.integer("min", None)
    if minimum is not None and minimum < 0:
        value.error("min is a number of Chakra: 0 or more", "min")
    if minimum is not None and (change or 0) > 0:
        value.error("min bounds a reduction ('N less (min.M)'), not an additional cost", "min")
    return PlayCost(change or 0, minimum, of, bool(value.boolean("here", False)), own)


OPS = {
    OP: Op(
        _parse,
        doc="(continuous) What playing a character costs: `{change: -1, min: 1, of: <filter>, here: true}` "
        "changes the cost of playing the cards matching `of` (into this card's mission: `here`) while this "
        "card is in play and not hidden; `{change: -1, own: true}` the cost of playing this card itself "
        "(naruto.desk.play-cost). Counted by a play step with `pay: true` and by play_card.",
        value=closed(FIELDS, "change"),
        substitute=False,
    ),
}


def _specs(engine: Engine) -> list[tuple[str, EffectSpec]]:
    return [(d.id, spec) for d in engine.scenario.cards for spec in d.traits if spec.op == OP]


def changes(engine: Engine, card: Card, where: str, by: str) -> list[tuple[str, PlayCost]]:
    """The cost changes that apply to `by` playing `card` into `where` (effect id, params), judged with the
    card placed there (its zone and controller restored after)."""
    found = []
    saved = card.zone, card.controller
    card.zone, card.controller = where, by
    try:
        for source_id, spec in _specs(engine):
            params: PlayCost = spec.params
            source = engine.cards.get(source_id)
            if source is None:
                continue
            if params.own:
                if source_id != card.id:
                    continue
            elif source_id == card.id or not engine.in_play(source) or source.flag("hidden"):
                continue  # (a hidden card's effects are inactive)
            elif not _reaches(engine, card, source, params, where):
                continue
            if spec.condition is not None:
                active = Active(spec, 0, source_id, source.controller, None, None)
                if not holds(engine, spec.condition, card.id, active):
                    continue
            found.append((spec.id, params))
    finally:
        card.zone, card.controller = saved
    return found


def _reaches(engine: Engine, card: Card, source: Card, params: PlayCost, where: str) -> bool:
    """Whether a card in play's cost change reaches this play: its mission (`here`), its kind of card."""
    if params.here and engine.location(source) != where:
        return False
    return params.of is None or engine.matches(card, params.of, source.id)


def cost_of(engine: Engine, card: Card, base: Card | None, where: str, by: str, less: int = 0) -> int:
    """What `by` pays to play `card` into `where` (over `base`): its printed cost (less the printed cost of
    `base`), the additional costs, then the reductions without a minimum and `less` (never below 0), then
    those with a minimum (never below it, nor above the cost they reduce)."""
    printed = card.base_stats.get("cost", 0) - (base.base_stats.get("cost", 0) if base is not None else 0)
    found = changes(engine, card, where, by) if _specs(engine) else []
    cost = printed + sum(p.change for _, p in found if p.change > 0)
    cost = max(cost - less + sum(p.change for _, p in found if p.change < 0 and p.minimum is None), 0)
    for _, p in found:
        if p.change < 0 and p.minimum is not None:
            cost = max(cost + p.change, min(cost, p.minimum))
    return cost


def note_changes(engine: Engine, card: Card, where: str, by: str, counted: bool) -> None:
    found = changes(engine, card, where, by)
    if not found:
        return
    told = ", ".join(f"{eid} ({'+' if p.change > 0 else ''}{p.change})" for eid, p in found)
    if counted:
        engine.note(RULE, f"the cost of {card.id} played into {where} is changed by {told}")
    else:
        engine.note(
            RULE,
            f"{told} would change what {card.id} costs; this play step does not say `pay`, so no Chakra is "
            "paid and the change is not counted",
        )


def settle_play(
    engine: Engine, card: Card, base: Card | None, where: str, by: str, paying: bool
) -> str | None:
    """A play step about to happen: with `pay: true`, why `by` cannot pay for it (None once paid); without,
    the cost changes it does not count are named (a hidden play: neither; `pay` is refused with it)."""
    if not paying:
        note_changes(engine, card, where, by, False)
        return None
    note_changes(engine, card, where, by, True)
    cost = cost_of(engine, card, base, where, by)
    chakra = engine.stat(by, "chakra").value
    if cost > chakra:
        return f"it costs {cost} Chakra and {by} has {chakra} (naruto.desk.play-cost)"
    if cost:
        mod = Mod(f"play-{card.id}", "change", -cost, engine.tick(), card.id, RULE)
        engine.state.record(by, "chakra", mod)
        state(engine).player_version += 1
        engine.touch(by)
    engine.note(RULE, f"{by} pays {cost} Chakra to play {card.id} ({chakra - cost} left)")
    return None


RULES = (
    DeskRule(
        RULE,
        "play-cost",
        "What playing a character costs",
        "A character played from the hand costs its printed cost in Chakra; played as an upgrade, its "
        "printed cost less that of the character it goes over. Continuous effects change it while they "
        "apply: \"Other Team 8 characters costs 1 less (min.1) to play in this mission\" and \"Non-hidden "
        "enemy characters cost an additional 1 Chakra to play in this mission\" (their card in play and not "
        "hidden) for the plays of such characters into their card's mission; \"Pay 1 less to play this "
        "character if there's a friendly Naruto Uzumaki in this mission\" for the play of its own card, "
        "judged as if the card were already where it is played (the mission it goes to is \"this mission\"). "
        "Additional costs count first, then reductions (never below 0), then reductions with a minimum "
        "(never below it, and never raising a cost already below it). A player who cannot pay cannot play. "
        "A play step of a question pays only when it says so (`pay: true`); a card played by an effect pays "
        "(naruto.desk.play-by-effect). What a hidden play costs, and what revealing a hidden character "
        "costs, the Desk does not say.",
        "The rules document the Desk holds (effects and timing) does not cover this: it gives the card play "
        "sequence, not what a play costs. It says continuous effects are \"always active\"; a continuous "
        "effect about its own card's play can only apply as that card is played, from outside play, so the "
        "Desk applies it then.",
        'Card text ("costs 1 less (min.1) to play in this mission", "cost an additional 1 Chakra to play in '
        'this mission", "Pay 1 less to play this character if ...", "paying N less"), the effects '
        "document's continuous effects and its rule that a MUST effect is judged before the card is played.",
        "Playing costs the printed cost (an upgrade: the difference), as continuous effects change it",
    ),
)
register_desk_rules("naruto", RULES)


def parse_pay(node: Node) -> bool:
    """A play step's `pay: true` (not with `hidden: true`: what a hidden play costs the Desk does not say)."""
    paying = bool(node.boolean("pay", False))
    if paying and node.boolean("hidden", False):
        node.error("pay with hidden: the Desk does not say what a hidden play costs (naruto.desk.play-cost)")
    return paying
