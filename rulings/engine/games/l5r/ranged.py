"""Ranged Attacks as sources (effects document, source of effects, EXCEPTION 1): the targeting and effects of
a Ranged Attack come from the card that created it, not the rulebook.

What a Ranged Attack does is in the rulebook's battle rules, which the corpus does not include (its strength
against the target's Force): the scenario states whether it destroys its target (`ranged_attack: {destroys:
true}`), as a duel states its winner, or gives its strength (`ranged_attack: {strength: 3}`, "Ranged 3
Attack"; `melee: true` for a Melee Attack) and the Desk's own rule decides: it destroys a target whose Force
is equal to or lower than its strength with its modifiers (attack_strength.py). The engine decides where that
destruction comes from: the card, the action or trait and the player that created the Ranged Attack, never the
rulebook (unlike a rulebook step of a procedure a card creates, source of effects p2). So a prevention of
destruction from that player's cards or from actions reaches it, and one of destruction by rulebook effects
does not.

Which cards it may target is the reminder text printed on the cards ("Ranged 3 Attack (Destroy a target enemy
Follower, or Personality without Followers, with 3 or lower Force)"; Melee Attacks the same): the engine
narrows every `choose` of a Ranged Attack to an enemy Follower, or Personality without Followers, in play
(so a choice leaves the others out and a use step's `targets` naming one is an error), and a target given
otherwise (`targets`) that is not one is an error naming the step: never a silent attack on it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS
from ...errors import Problem, ScenarioError
from ...language.shapes import AMOUNT
from ...language.spec import Amount, Filter
from ...language.vocabulary import Op
from ...rule_ids import register_rules
from . import attack_comparison as comparison
from . import ranged_protection, token_counts
from .attack_strength import strength_of
from .desk_rules import RANGED_ATTACK
from .read_amounts import base_strength, parse_strength
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

RANGED = "l5r.source.ranged-attack"
register_rules(
    GAME,
    {
        RANGED: (
            "source-of-effects",
            "exc1",
            "A Ranged Attack's targeting and effects come from the card that created it, not the rulebook",
        )
    },
)


@dataclass(frozen=True, slots=True)
class RangedAttack:
    destroys: bool  # the outcome the rulebook's battle rules give (not in the corpus): stated
    strength: int | None = None  # "Ranged 3 Attack": the Desk's rule decides the outcome (destroys unused)
    melee: bool = False  # a Melee Attack
    amount: Amount | None = None  # a strength read as it resolves (read_amounts.py)
    plus: int = 0  # added to that amount ("equal to the Follower's Force plus 1")
    against: comparison.Against | None = None  # "compared against Gold Cost"
    if_target: comparison.IfTarget | None = None  # "... if the target is Shadowlands"


def _parse(node: Node, ctx: ParseContext) -> RangedAttack:
    value = node.child_mapping(
        "ranged_attack",
        "{strength: 3} or {destroys: true} (whether it destroys its target)",
        ("destroys", "strength", "melee", "plus", *comparison.KEYS),
    )
    if value is None:
        return RangedAttack(False)
    return replace(_attack(value, ctx), **comparison.parse_fields(value, ctx))


def _attack(value: Node, ctx: ParseContext) -> RangedAttack:
    """The attack's strength or outcome, Melee or Ranged (its comparison fields are attack_comparison's)."""
    if value.has("destroys") == value.has("strength"):
        value.error(
            "give the attack's strength ({strength: 3}) or state whether it destroys ({destroys: true})"
        )
        return RangedAttack(False)
    melee = bool(value.boolean("melee", False))
    amount = parse_strength(value, ctx) if value.has("strength") else None
    if amount is not None:  # "strength equal to his Force" (l5r.desk.attack-strength-amount)
        plus = value.integer("plus", 0)
        return RangedAttack(False, 0, melee, amount, plus if isinstance(plus, int) else 0)
    if value.has("plus"):
        value.error("plus is added to a strength written as an amount ({strength: {equal_to: force ...}})")
    if value.has("strength"):
        strength = value.integer("strength")
        if isinstance(strength, int) and strength < 0:
            value.error("strength is 0 or more", "strength")
        return RangedAttack(False, strength if isinstance(strength, int) else 0, melee)
    return RangedAttack(bool(value.boolean("destroys")), None, melee)


TARGET_TYPES = ("follower", "personality")
LEGAL = "an enemy Follower, or Personality without Followers (the reminder text of Ranged and Melee Attacks)"
NO_FOLLOWERS = ("without_attached", Filter(types=("follower",)))  # (a Follower has none: both types)


def _narrow(flt: Filter, node: Node) -> Filter:
    """The effect's `choose` narrowed to the attack's legal targets; a filter allowing none is refused. A
    Ranged Attack's also leaves out the cards Ranged Attacks may not target (ranged_protection.py)."""
    narrowed = narrow_to_legal_targets(flt, node, f"a Ranged or Melee Attack targets {LEGAL}")
    effect = getattr(node, "effect", None)  # (the whole effect, when the engine reads one)
    attack = effect.get("ranged_attack") if isinstance(effect, dict) else None
    if isinstance(attack, dict) and attack.get("melee") is not True:
        return replace(narrowed, extra=(*narrowed.extra, (ranged_protection.FIELD, True)))
    return narrowed


def narrow_to_legal_targets(flt: Filter, node: Node, legal: str) -> Filter:
    """A `choose` narrowed to an enemy Follower, or Personality without Followers, in play (Ranged and Melee
    Attacks, Fear: their reminder texts); a filter allowing none is refused, saying ``legal``."""
    types = tuple(t for t in flt.types if t in TARGET_TYPES) if flt.types else TARGET_TYPES
    if not types:
        node.error(f"{legal}, not a {' or '.join(flt.types)}", "type")
    if flt.controller == "$controller":
        node.error(f"{legal}, not its controller's card", "controller")
    if flt.in_play is False:
        node.error(f"{legal} in play", "in_play")
    return replace(
        flt,
        types=types,
        controller=flt.controller or "$other",
        in_play=True,
        extra=(*flt.extra, NO_FOLLOWERS),
        extra_relational=True,
    )


def illegal_target(engine: Engine, target: str, event: dict) -> str | None:
    """Why a card is not a legal target of the attack or Fear effect (their reminder text), or None."""
    card = engine.cards.get(target)
    if card is None or not engine.in_play(card):
        return "is not a card in play"
    if card.controller == event.get("controller"):
        return f"is controlled by {card.controller}, who makes the attack"
    if card.type not in TARGET_TYPES:
        return f"is a {card.type}"
    followers = [c.id for c in engine.attached(card.id) if c.type == "follower"]
    if followers:
        return f"is a Personality with Followers ({', '.join(followers)})"
    return None


def _check_target(engine: Engine, target: str, event: dict, melee: bool) -> None:
    why = illegal_target(engine, target, event)
    protected = None if melee else ranged_protection.protection(engine, target)
    if why is None and protected is not None:
        engine.note(ranged_protection.RULE, f"Ranged Attacks may not target {target} ({protected.id})")
        why = f"is a card Ranged Attacks may not target ({protected.id})"
    if why is not None:
        where = f"steps[{engine.step_index}].{event['effect']}"
        text = f"the attack may not target {target}: it {why}; it targets {LEGAL}"
        raise ScenarioError([Problem(where, text)])
    engine.note(RANGED_ATTACK.id, f"{target} is a legal target of the attack: {LEGAL}")


def _destroys(engine: Engine, params: RangedAttack, target: str, event: dict) -> bool:
    """Whether the attack destroys its target: stated, or its strength (with the changes that apply now)
    against the target's current Force (the Desk's own rule)."""
    if params.strength is None:
        return params.destroys
    kind = "melee" if params.melee else "ranged"
    attack = {"kind": kind, "target": target, "source": event.get("source"), "action": event.get("action"),
              "player": event.get("controller")}
    base = params.strength
    if params.amount is not None:
        base = base_strength(engine, params.amount, params.plus, event.get("source"), target)
    base += comparison.target_bonus(engine, params.if_target, target, event)
    strength = strength_of(engine, base, attack)
    force, stat = comparison.compared_value(engine, params.against, target, event)
    destroys = force <= strength
    relation = "equal to or lower than" if destroys else "higher than"
    engine.note(RANGED_ATTACK.id, f"the {kind} attack has strength {strength} (base {base}); "
                f"{target}'s {stat} {force} is {relation} it")  # fmt: skip
    return destroys


def _perform(engine: Engine, params: RangedAttack, target: str, event: dict) -> bool:
    _check_target(engine, target, event, params.melee)
    source = event.get("source")
    where = f"{source} (by {event['effect']})" if source else f"{event['effect']}, which no card prints"
    engine.note(RANGED, f"the Ranged Attack on {target} comes from {where}, not the rulebook")
    if not _destroys(engine, params, target, event):
        how = "as stated" if params.strength is None else "the Desk's rule"
        engine.note(RANGED, f"the attack does not destroy {target} ({how})")
        return False
    destroy = {**event, "event": "destroy"}  # its effect: from the same card, action and player
    return attempt(engine, "destroy", NO_PARAMS, target, destroy, continuous=False)


OPS = {
    "ranged_attack": Op(
        _parse,
        _perform,
        "ranged_attack",
        causes=("destroy",),
        doc="A Ranged (or Melee) Attack on the target: `strength: N` ('Ranged N Attack'; it destroys a "
        "target whose Force is at most N with its modifiers, the Desk's own rule), a strength read as it "
        "resolves (`strength: {equal_to: force, of: $performer}`, `{per: filter, each: 1}`, tokens counted "
        "`{tokens: Sake, of: $source}` or `{tokens: Poison, in_play: true}` (token_counts.py), with "
        "`plus: N`: 'strength equal to his Force plus 1', l5r.desk.attack-strength-amount) or a stated "
        "outcome (`destroys`); "
        "its destruction comes from the card that created it. It targets an enemy Follower, or Personality "
        "without Followers (its reminder text): its `choose` is narrowed to those, and another target is an "
        "error.",
        value={
            "type": "object",
            "properties": {
                "destroys": {"type": "boolean", "description": "whether it destroys its target (stated)"},
                "strength": {
                    "anyOf": [{"type": "integer", "minimum": 0}, AMOUNT, token_counts.VALUE],
                    "description": "its strength ('Ranged 3 Attack'), or an amount read as it resolves",
                },
                "plus": {"type": "integer", "description": "added to a strength written as an amount"},
                "melee": {"type": "boolean", "description": "a Melee Attack (default: Ranged)"},
                "against": comparison.SCHEMA,
                "if_target": comparison.IF_TARGET_SCHEMA,
            },
            "oneOf": [{"required": ["destroys"]}, {"required": ["strength"]}],
            "additionalProperties": False,
        },
        narrow_choice=_narrow,
    )
}
