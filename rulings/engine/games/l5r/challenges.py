"""A challenge whose text lets the challenged Personality refuse it: "Shigeyuki challenges him. He may refuse;
if he does, move him home. Bow the duel's loser's unit."

The challenge procedure is not in the corpus (its section "Challenges and Duels" is named by the glossary and
the effects document, not given). The corpus says only that a duel comes from the effect that created its
challenge (source of effects, EXCEPTION 4). Whether a challenge may be refused, and what refusing costs, is
what the card text says here: `challenge_refusal: {id: a1_duel}` on the challenged Personality is the
choice of his controller, made as the effect happens (the use step's `decide: {<duel id>: refused}`; a
decided winner of the duel means it was not refused; left open, both are outcomes). Refused, the effects the
text gives "if he does" happen (they carry `if_changed` on this effect, which changes the game only when he
refuses) and the challenge's duel (`duel_target` with the same id, in the same action) is not fought, so
nothing happens to its loser or winner. The Desk's rule l5r.desk.challenge-refusal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import TEXT, closed, described
from ...language.vocabulary import Op
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

CHALLENGE_REFUSAL = DeskRule(
    "l5r.desk.challenge-refusal",
    "challenge-refusal",
    "A challenge the text says may be refused",
    '"X challenges him. He may refuse; if he does, <effects>." (and "which he may refuse", "The other player '
    'may refuse"): the controller of the challenged Personality chooses, as the challenge is issued, whether '
    "he refuses (the question's `decide: {<duel id>: refused}`; left open, refusing and not refusing are "
    "each an outcome). Refused, the effects the text gives for refusing happen and the duel is not fought: "
    "what the text does to the duel's loser or winner does nothing. Not refused, the duel is fought (its "
    "winner: l5r.desk.target-duel-winner). A challenge whose text does not say whether it may be refused is "
    "not played.",
    f"{NOT_IN_CORPUS}: the section on challenges and duels is named by the glossary (substitution: effects "
    '"instead of focusing" follow the rules of Challenges and Duels) but not given; the effects '
    "document says only that a duel comes from the effect that created its challenge (source of effects, "
    "EXCEPTION 4).",
    'Card text: "He may refuse; if he does, ..." gives the option and its consequences; refusing is '
    'the alternative to entering the duel (Kuro Sensei: "Before your Personality enters a duel that he '
    'has no option to refuse, he may refuse it"). Printed texts disagree on a challenge that says nothing of '
    'refusing ("Challenges may not be refused", "an unrefusable challenge" against "duels that give no '
    'option to refuse"), so that one stays unplayed.',
    "He may refuse: his controller's choice; refused, the text's consequences happen and no duel is fought",
)
register_desk_rules(GAME, (CHALLENGE_REFUSAL,))
REFUSED = "refused"  # the use step's decide value for the duel's id


@dataclass(frozen=True, slots=True)
class Refusal:
    id: str  # the id of the duel the challenge leads to (its duel_target's)


def _parse(node: Node, ctx: ParseContext) -> Refusal | None:
    value = node.child("challenge_refusal")
    if not value.is_mapping("{id: a1_duel}"):
        return None
    value.keys_allowed(FIELDS)
    return Refusal(value.text("id") or "")


def _perform(engine: Engine, params: Refusal, target: str, event: dict) -> bool:
    """The challenged Personality's controller refuses or not; True (the game changed) when he refuses."""
    card = engine.cards.get(target)
    if card is None or card.type != "personality" or not engine.in_play(card):
        why = f"{params.id}: {target} is no Personality in play: nothing to refuse"
        engine.note(CHALLENGE_REFUSAL.id, why)
        return False
    decided = engine.choices.decisions.get(params.id)
    preset = None if decided is None else (1 if decided == REFUSED else 0)
    options = [f"{target} accepts the challenge", f"{target} refuses the challenge"]
    key = f"step {engine.step_index}: {params.id} refused"
    what = f"whether {target} refuses the challenge of {params.id} (the text lets him)"
    refused = engine.choose(key, card.controller, options, CHALLENGE_REFUSAL.id, what, preset) == 1
    if not refused:
        engine.note(CHALLENGE_REFUSAL.id, f"{target} does not refuse: {params.id} is fought")
        return False
    engine.game_state.refused.add((event.get("action"), params.id))
    engine.note(
        CHALLENGE_REFUSAL.id,
        f"{card.controller} has {target} refuse the challenge: what the text gives for refusing happens, "
        f"and {params.id} is not fought",
    )
    return True


def refused(engine: Engine, event: dict, duel_id: str) -> bool:
    """Whether the challenge leading to this duel was refused in the same action."""
    return (event.get("action"), duel_id) in engine.game_state.refused


FIELDS = {"id": described(TEXT, "the id of the duel the challenge leads to (its duel_target's id)")}
OPS = {
    "challenge_refusal": Op(
        _parse,
        _perform,
        "challenge",
        value=closed(FIELDS, "id"),
        doc="'He may refuse; if he does, ...': the challenged Personality's controller chooses whether he "
        "refuses (the use step's `decide: {<duel id>: refused}`); refused, the effects with `if_changed` on "
        "this one happen and the `duel_target` of the same id is not fought.",
        substitute=False,
    )
}
