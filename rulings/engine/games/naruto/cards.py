"""The `effects` card field: a character's instant (↯) and other non-continuous effects, in printed order.

Each item is an effect (same fields as anywhere else) plus: `section` (main; upgrade: only when played as
an upgrade; ambush: when the hidden card is revealed), `replaces` (an upgrade effect applied instead of the
named MAIN effect of the card), `must` / `if_able` (MUST; MUST, IF ABLE), `choose` (targets the player picks:
a number of cards among `affects`, or a list of filters, one card each) and `decider: opponent` ("the
opponent defeats ...").
Continuous (⧗) effects, static or triggered, are `traits`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.reader import Node
from ...language.shapes import BOOLEAN, TEXT, described, effect_like
from ...language.spec import EffectSpec, Filter
from ...language.vocabulary import Symbol

if TYPE_CHECKING:
    from ...language.context import ParseContext

# ambush: applied when the hidden card is revealed (naruto.desk.reveal); score: when its player wins the
# mission it is in (naruto.desk.score)
SECTIONS = ("main", "upgrade", "ambush", "score")
META = {  # an item's fields beside those of an effect
    "section": described({"enum": list(SECTIONS)}, "main (default), upgrade, ambush or score"),
    "replaces": described(TEXT, "an upgrade effect applied instead of this MAIN effect (its id)"),
    "must": described(BOOLEAN, "MUST: not optional"),
    "if_able": described(BOOLEAN, "with must: MUST, IF ABLE"),
    "choose": {
        "anyOf": [
            {"type": "integer", "minimum": 1},
            {"type": "array", "minItems": 1, "items": {"vocabulary": "filter"}},
        ],
        "description": "the player picks N cards among affects, or one card per filter",
    },
    "decider": described({"enum": ["self", "opponent"]}, "who decides (the opponent defeats ...)"),
    "up_to": described(
        BOOLEAN, "with choose: 'up to N': the player may pick fewer (naruto.desk.every-mission)"
    ),
    "if_you_do": described(
        TEXT,
        "'If you do': applied only if that earlier effect of the card (an id) did something as the card's "
        "effects were applied (naruto.desk.if-you-do)",
    ),
    "per_mission": described(
        BOOLEAN,
        "with choose: 'in every mission': the picks are made in each mission (naruto.desk.every-mission)",
    ),
}
# "Opponent draws a card" (naruto.desk.opponent): the other player, filled as a card's effect is applied
# (play.py); a continuous trait has no such place, so the parser refuses it there.
OPPONENT = "$opponent"
EFFECT_SCOPE = "naruto-effect"
SYMBOLS = {
    OPPONENT: Symbol(
        "the other player of the two: the opponent of the source's controller",
        {"targets": EFFECT_SCOPE},
        "in a card's effects (the effects field)",
    )
}
CARD_EFFECT = effect_like(META, doc="an effect of the card, with its section, must, if_able, choose ...")


@dataclass(frozen=True)
class InstantEffect:
    spec: EffectSpec
    section: str = "main"
    must: bool = False
    if_able: bool = False
    picks: tuple[Filter, ...] | None = None  # one card per filter, chosen by the player
    decider: str = "self"
    replaces: str | None = None  # played as an upgrade, applied instead of this MAIN effect
    up_to: bool = False  # "up to N": fewer picks are allowed
    per_mission: bool = False  # "in every mission": the picks are made in each mission
    if_you_do: str | None = None  # "If you do": only if this earlier effect of the card did something


def parse_effects(node: Node, ctx: ParseContext, card_id: str) -> tuple[InstantEffect, ...]:
    if not isinstance(node.value, list):
        node.error("expected a list of effects")
        return ()
    out = []
    for i in range(len(node.value)):
        item = node.child(i)
        if not item.is_mapping("an effect mapping"):
            continue
        rest = Node({k: v for k, v in item.value.items() if k not in META}, item.path, item.problems)
        defaults = {"kind": "instantaneous", "origin": "trait", "source": card_id}
        with ctx.filling(EFFECT_SCOPE):
            spec = ctx.effect(rest, defaults)
        if spec is None:
            continue
        must, if_able = bool(item.boolean("must", False)), bool(item.boolean("if_able", False))
        if if_able and not must:
            item.error("if_able qualifies a MUST effect: give must: true too", "if_able")
        out.append(
            InstantEffect(
                spec=spec,
                section=item.choice("section", SECTIONS, "main", what="section"),
                must=must,
                if_able=if_able,
                picks=_picks(item, ctx, spec),
                decider=item.choice("decider", ("self", "opponent"), "self", what="decider"),
                replaces=item.text("replaces", None),
                up_to=_pick_option(item, "up_to"),
                per_mission=_pick_option(item, "per_mission"),
                if_you_do=item.text("if_you_do", None),
            )
        )
    _check_replaces(node, out)
    _check_if_you_do(node, out)
    return tuple(out)


def _pick_option(item: Node, key: str) -> bool:
    value = bool(item.boolean(key, False))
    if value and not item.has("choose"):
        item.error(f"{key} qualifies the player's picks: give choose too", key)
    return value


def _check_replaces(node: Node, effects: list[InstantEffect]) -> None:
    main = {fx.spec.id for fx in effects if fx.section == "main"}
    for i, fx in enumerate(effects):
        if fx.replaces is not None and (fx.section != "upgrade" or fx.replaces not in main):
            node.child(i).error(
                f"replaces names a MAIN effect of this card, from an upgrade effect (not '{fx.replaces}')",
                "replaces",
            )


def _check_if_you_do(node: Node, effects: list[InstantEffect]) -> None:
    for i, fx in enumerate(effects):
        # the same section, or a MAIN effect for an UPGRADE one ("MAIN effect: In addition, ...")
        sections = {fx.section, "main"} if fx.section == "upgrade" else {fx.section}
        earlier = {e.spec.id for e in effects[:i] if e.section in sections}
        if fx.if_you_do is not None and fx.if_you_do not in earlier:
            node.child(i).error(
                f"if_you_do names an earlier effect of this card it follows (not '{fx.if_you_do}')",
                "if_you_do",
            )


def _picks(item: Node, ctx: ParseContext, spec: EffectSpec) -> tuple[Filter, ...] | None:
    if not item.has("choose"):
        return None
    value = item.value["choose"]
    if isinstance(value, int) and not isinstance(value, bool):
        if spec.affects is None or value < 1:
            item.error("choose: N picks N cards among 'affects' (give both, N of 1 or more)", "choose")
            return None
        return (spec.affects,) * value
    node = item.child("choose")
    if not isinstance(value, list) or not value:
        node.error("expected a number of cards, or a list of filters (one card each)")
        return None
    return tuple(ctx.filter(node.child(i)) for i in range(len(value)))
