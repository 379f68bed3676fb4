"""Created Followers and Items attached to a Personality (compiler 14, part E): "Create a 1F Cavalry Follower
and attach it to your target Personality.", "Create a +1F Item and attach it to him."

`{choose: {type: personality, ...}, targeting: true, create_attached: {id: a1_created, type: follower, stats:
{force: 1}, keywords: [Cavalry]}}` (or `targets: $source` ...): for its target, the Personality the card
text names, the effect creates the card written there, owned and controlled by the effect's player (card
features, Created cards: it is in no deck; its base stats and keywords are those the effect gives, the
others 0), and it enters play attached to that Personality: a created Follower or Item is created to be
attached (the Desk's rule l5r.desk.created-cards). It attaches as a card attaches by an effect
(attachments.py): its bearer must be in play and a Personality, and neither his text ("Will not attach
Followers") nor the created card's may refuse it (attach_restrictions.py). If it cannot attach, it cannot
enter play, and a created card that cannot enter play ceases to exist (card features, Created cards). As it
enters play attached to a bearer in play, it enters play (its Reactions and triggers answer: zones.py); when
its bearer leaves play it is no longer in play either, and ceases to exist (`bearer_left_play`).

As `create` (state/creating.py), the card is one of the scenario's from the start but does not exist until
created, and an effect creates it once in a question. A created Weapon or Armor is refused at parse: how many
Weapons or Armor a Personality may attach is not modelled, so its attaching could not be judged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.vocabulary import Op
from ...state.creating import bring_into_existence
from ...state.zones import change_zone
from .attach_restrictions import refusal, refusing_rule
from .attachments import ATTACH
from .desk_rules import CREATED_CARDS

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

TYPES = ("follower", "item")  # created to be attached to a Personality
UNMODELLED_KEYWORDS = ("Weapon", "Armor")  # one Weapon and one Armor per Personality: not modelled


@dataclass(frozen=True, slots=True)
class CreateAttached:
    card: str | None  # the created card's id (None: refused at parse)


def _parse(node: Node, ctx: ParseContext) -> CreateAttached:
    card = ctx.created_card(node, "create_attached")
    if card is None:
        return CreateAttached(None)
    written = node.child("create_attached").value
    if written.get("type") not in TYPES:
        node.error("create_attached creates a Follower or an Item (attached)", "create_attached")
    keywords = written.get("keywords") or []
    if isinstance(keywords, list) and any(k in UNMODELLED_KEYWORDS for k in keywords):
        why = "a created Weapon or Armor is not played: how many a Personality may attach is not modelled"
        node.error(why, "create_attached")
    return CreateAttached(card)


def _cannot_attach(engine: Engine, card: Card, bearer: Card | None) -> str:
    """Why the created card cannot enter play attached to ``bearer`` ("" if it can)."""
    if bearer is None or not engine.in_play(bearer):
        return f"{bearer.id if bearer else 'its bearer'} is not in play"
    if bearer.type != "personality":
        return f"{bearer.id} is no Personality: a created Follower or Item attaches to a Personality"
    return refusal(engine, card, bearer)


def bearer_left_play(engine: Engine, card: Card, old_zone: str) -> None:
    """Its bearer left play (game.py's on_zone_change): a created card attached to him is no longer in play
    either, and a created card that leaves play ceases to exist (card features, Created cards)."""
    if not engine.rules.is_in_play_zone(old_zone) or engine.in_play(card):
        return
    for other in engine.attached(card.id):
        if other.created and other.exists and other.zone == "attached":
            other.exists = False
            text = f"{other.id} leaves play with {card.id}, its bearer: a created card, it ceases to exist"
            engine.note(engine.rules.rule("created-cease"), text)


def _perform(engine: Engine, params: CreateAttached, target: str, event: dict) -> bool:
    card = bring_into_existence(engine, params.card or "", event.get("controller") or "", event)
    bearer = engine.cards.get(target)
    why = _cannot_attach(engine, card, bearer)
    if why:
        rule = (bearer is not None and refusing_rule(engine, card, bearer)) or ATTACH
        engine.note(rule, f"{card.id} cannot be attached to {target}: {why}")
        card.exists = False
        text = f"{card.id} cannot enter play attached to {target}: a created card that cannot enter play "
        engine.note(engine.rules.rule("created-cease"), text + "ceases to exist")
        return False
    engine.note(CREATED_CARDS.id, f"{card.id} enters play attached to {target}, as its creating effect says")
    card.attached_to = target  # before the move, so the card is in play as its bearer is
    change_zone(engine, card, "attached", event="entered", bearer=target)
    card.attached_at = engine.tick()
    engine.touch(card.id, target)
    engine.note(ATTACH, f"{card.id} is attached to {target}: an instantaneous effect")
    return True


OPS = {
    "create_attached": Op(
        _parse,
        _perform,
        "create",
        value={"vocabulary": "created_card"},
        doc="Creates the Follower or Item written here (an `id` steps and questions name it by, its type, "
        "stats and keywords) for each target Personality, owned and controlled by the effect's player, and "
        "puts it into play attached to that Personality (as `attach` would: in play, a Personality, no "
        "attach restriction refusing it); if it cannot attach, it cannot enter play and ceases to exist.",
        substitute=False,
        needs=("create", "created-enter", "created-cease"),
    ),
}
