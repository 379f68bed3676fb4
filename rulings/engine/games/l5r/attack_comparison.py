"""What a Ranged or Melee Attack is compared against, when its text names another stat than Force
(compiler 15, part F): "Ranged 6 Attack that you compare against Gold Cost", "... that is compared against
Gold Cost instead of Force" (`ranged_attack: {strength: 6, against: {stat: gold_cost}}`), "Ranged 3 Attack.
If the Ranged Attack targeted a Personality, you may compare it against his Chi instead of Force" (`against:
{stat: chi, optional: true, personality: true}`).

The Desk's rule of Ranged Attacks (l5r.desk.ranged-attack: the target's Force against the attack's strength)
is the rulebook's, which the corpus does not hold; these texts change what the rule compares, and the Desk
reads them so (l5r.desk.attack-compared): the target's current value of that stat (a stat it lacks counts as
0, card features) against the strength. "You may" is the attack's player's choice as it resolves, made by the
use step (`decide: {<attack effect id>.compare: chi | force}`), each an outcome when left open; "If the Ranged
Attack targeted a Personality" (`personality: true`) leaves a Follower compared against its Force.

Its strength for the kind of card it targets: "Ranged 3 Attack, or Ranged 4 Attack if the target is
Shadowlands", "Ranged 3 Attack, with +2 strength if the target is dishonorable" (`ranged_attack: {strength: 3,
if_target: {is: {keywords: [Shadowlands]}, change: 1}}`): the change is added to its printed strength when its
target matches as the attack resolves (l5r.desk.attack-target-strength), before the modifiers that apply then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.matching import matches
from ...language.shapes import BOOLEAN, closed, described
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

STATS = ("chi", "gold_cost", "personal_honor")
ATTACK_COMPARED = DeskRule(
    "l5r.desk.attack-compared",
    "attack-compared",
    "An attack compared against another stat",
    "A Ranged or Melee Attack whose text says it is compared against another stat of its target than Force "
    "(\"that you compare against Gold Cost\", \"you may compare it against his Chi instead of Force\") "
    "destroys its target if the target's current value of that stat is equal to or lower than its strength "
    "(a stat the target lacks counts as 0). When the text says \"you may\", the attack's player chooses, as "
    "the attack resolves, whether to compare it against that stat or against Force; when it says so only "
    "for a Personality, a Follower is compared against its Force.",
    f"{NOT_IN_CORPUS}: the rules defining Ranged and Melee Attacks, and so what they are compared against, "
    "are not in the corpus (l5r.desk.ranged-attack).",
    "The card text, read with the Desk's rule of Ranged Attacks (the comparison it names replaces the "
    "Force of that rule); card features: a card without a stat treats it as 0 for anything that checks it; "
    "'you may' is a choice of the player whose effect it is.",
    "An attack 'compared against X instead of Force' compares X with its strength",
)
ATTACK_TARGET_STRENGTH = DeskRule(
    "l5r.desk.attack-target-strength",
    "attack-target-strength",
    "An attack stronger against a kind of card",
    "A Ranged or Melee Attack whose text gives it more strength against a kind of card (\"Ranged 3 Attack, "
    "or Ranged 4 Attack if the target is Shadowlands\", \"Ranged 3 Attack, with +2 strength if the target "
    "is dishonorable\") has that strength when its target is such a card as the attack resolves; the "
    "strength modifiers that apply then are added to it.",
    f"{NOT_IN_CORPUS}: the rules defining Ranged and Melee Attacks and their strength are not in the corpus "
    "(l5r.desk.ranged-attack).",
    "The card text, read with the Desk's rule of Ranged Attacks: the attack is the effect that resolves, so "
    "what its target is is read then, as its Force is.",
    "An attack 'or Ranged 4 Attack if the target is X' has 4 against an X target",
)
register_desk_rules(GAME, (ATTACK_COMPARED, ATTACK_TARGET_STRENGTH))

SCHEMA = described(
    closed(
        {
            "stat": {"enum": list(STATS), "description": "the stat compared instead of Force"},
            "optional": described(BOOLEAN, "'you may compare it against': the attack's player chooses"),
            "personality": described(BOOLEAN, "only when the target is a Personality ('his Chi')"),
        },
        "stat",
    ),
    "what the attack is compared against instead of Force ('compared against Gold Cost')",
)
IF_TARGET_SCHEMA = described(
    closed(
        {
            "is": {"vocabulary": "filter", "description": "what the target must be"},
            "change": {"type": "integer", "description": "added to the strength (+1, +2 ...)"},
            # compiler 18, part J: "with +2 strength if Furai has any Fire tokens"
            "of": {"enum": ["$source"], "description": "$source: `is` judged on the attack's card"},
        },
        "is",
        "change",
    ),
    "'or Ranged 4 Attack if the target is Shadowlands': more strength against such a target",
)
KEYS = ("against", "if_target")


@dataclass(frozen=True, slots=True)
class Against:
    stat: str
    optional: bool = False
    personality: bool = False


@dataclass(frozen=True, slots=True)
class IfTarget:
    is_: Filter
    change: int
    of_source: bool = False  # compiler 18, part J: judged on the attack's own card (`of: $source`)


def parse_if_target(value: Node, ctx: ParseContext) -> IfTarget | None:
    """The attack's `if_target`, or None."""
    if not value.has("if_target"):
        return None
    node = value.child_mapping(
        "if_target", "{is: filter, change: 1} (more strength against such a target)", ("is", "change", "of")
    )
    if node is None:
        return None
    change = node.integer("change")
    of_source = node.choice("of", ("$source",), None, what="card") == "$source"
    return IfTarget(ctx.filter(node.child("is")), change if isinstance(change, int) else 0, of_source)


def parse_fields(value: Node, ctx: ParseContext) -> dict:
    """The attack's fields this module reads: `against` and `if_target`."""
    return {"against": parse_against(value), "if_target": parse_if_target(value, ctx)}


def target_bonus(engine: Engine, if_target: IfTarget | None, target: str, event: dict) -> int:
    """What the attack's text adds to its strength against this target (0 when it is not such a card)."""
    if if_target is None:
        return 0
    if if_target.of_source:  # compiler 18, part J: "if Furai has any Fire tokens" (the attack's own card)
        return own_card_bonus(engine, if_target, event)
    card = engine.cards[target]
    if not matches(engine, card, if_target.is_, event.get("source")):
        why = f"{target} is not the kind of card the attack is stronger against"
        engine.note(ATTACK_TARGET_STRENGTH.id, why)
        return 0
    engine.note(ATTACK_TARGET_STRENGTH.id, f"the attack has {if_target.change:+d} strength against {target}")
    return if_target.change


def own_card_bonus(engine: Engine, if_target: IfTarget, event: dict) -> int:
    """ "Ranged 2 Attack, with +2 strength if Furai has any Fire tokens": the change when the attack's own
    card matches as the attack resolves (read as l5r.desk.attack-target-strength reads the target: then)."""
    source = event.get("source")
    card = engine.cards.get(source or "")
    if card is None or not matches(engine, card, if_target.is_, source):
        engine.note(ATTACK_TARGET_STRENGTH.id, f"{source} is not as the attack's text says: no change")
        return 0
    text = f"{source} is as the attack's text says: {if_target.change:+d} strength"
    engine.note(ATTACK_TARGET_STRENGTH.id, text)
    return if_target.change


def parse_against(value: Node) -> Against | None:
    """The attack's `against`, or None (compared against Force)."""
    if not value.has("against"):
        return None
    node = value.child_mapping(
        "against",
        "{stat: chi, optional: true} (what the attack is compared against)",
        ("stat", "optional", "personality"),
    )
    if node is None:
        return None
    stat = node.choice("stat", STATS, "chi", what="stat")
    return Against(stat, bool(node.boolean("optional", False)), bool(node.boolean("personality", False)))


NAMES = {"force": "Force", "chi": "Chi", "gold_cost": "Gold Cost", "personal_honor": "Personal Honor"}


def compared_value(engine: Engine, against: Against | None, target: str, event: dict) -> tuple[int, str]:
    """The target's current value the attack's strength is compared with (a stat it lacks: 0), and the
    stat's name."""
    if against is None:
        return engine.stat(target, "force").value, NAMES["force"]
    stat = compared_stat(engine, against, target, event)
    value = engine.stat(target, stat).value
    return (value if isinstance(value, int) else 0), NAMES[stat]


def compared_stat(engine: Engine, against: Against, target: str, event: dict) -> str:
    """The stat of the target the attack's strength is compared with: Force, or the one its text names
    (chosen by its player when the text says "you may")."""
    card = engine.cards[target]
    if against.personality and card.type != "personality":
        why = f"{target} is not a Personality: the attack is compared against its Force"
        engine.note(ATTACK_COMPARED.id, why)
        return "force"
    if not against.optional:
        engine.note(ATTACK_COMPARED.id, f"the attack is compared against {target}'s {against.stat}")
        return against.stat
    options = [against.stat, "force"]
    key = f"{event['effect']}.compare"
    decided = engine.choices.decisions.get(key)
    preset = options.index(decided) if decided in options else None
    by = event.get("controller")
    what = f"whether to compare the attack against {target}'s {against.stat} instead of Force"
    chosen = options[engine.choose(f"step {engine.step_index}: {key}", by, options, ATTACK_COMPARED.id, what,
                                   preset)]  # fmt: skip
    engine.note(ATTACK_COMPARED.id, f"{by} compares the attack against {target}'s {chosen}")
    return chosen
