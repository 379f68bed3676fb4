"""A card's abilities used while it is bowed, by another card's text (compiler 18, part F): "You may use your
Stronghold's abilities even if it is bowed." (`abilities_even_if_bowed: true`) and "Your Stronghold's
abilities have Tireless." (`abilities_tireless: true`), continuous ops on the card whose abilities they are
(the Desk's rule l5r.desk.bowed-abilities).

While either applies to a card, each of its abilities (printed, granted or copied: card_abilities.copies)
may be used while the card is bowed, as if its text said "Even if this card is bowed" (card features'
conditions). With `abilities_tireless` each of them also has the keyword Tireless (l5r.desk.tireless: a
Tireless ability may be used while its card is bowed), so its action has the keyword too. Nothing else
changes: costs are paid as written (a bowed card cannot be bowed again to pay a Bow cost)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.declarations import flag
from ...effects.store import first_applying
from ...language.vocabulary import FLAG, Op
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card
    from .ability_def import Ability

EVEN_IF_BOWED = "abilities_even_if_bowed"
TIRELESS = "abilities_tireless"
TIRELESS_WORD = "Tireless"

BOWED_ABILITIES = DeskRule(
    "l5r.desk.bowed-abilities",
    "bowed-abilities",
    "Another card's abilities used while it is bowed",
    "\"You may use your Stronghold's abilities even if it is bowed\" lets each ability of the player's "
    "Stronghold be used while the Stronghold is bowed, as if its text said \"Even if this card is bowed\"; "
    "\"Your Stronghold's abilities have Tireless\" gives each of them the keyword Tireless, which lets it be "
    "used while its card is bowed (/rules/desk/l5r/#tireless), and its action has the keyword. Either "
    "applies while the card giving it is in play. Costs are paid as written: a bowed Stronghold cannot be "
    "bowed again to pay a Bow cost.",
    f"{NOT_IN_CORPUS}: the corpus states only that abilities on a bowed card cannot be used unless a "
    "condition such as \"Even if this card is bowed\" overrides it; another card's text saying so of a "
    "Stronghold's abilities is read the same way.",
    "Card features' conditions (\"Even if this card is bowed\" overrides the rule that abilities on bowed "
    "cards cannot be used) and card text (Togashi Kyoshi, Kakita Nara, Colonial Harbor).",
    "A Stronghold's abilities usable while it is bowed, by another card's text",
)
register_desk_rules(GAME, (BOWED_ABILITIES,))


def _applies(engine: Engine, card: Card, op: str) -> bool:
    return any(app.active and not app.blocked for app in engine.apps_on(card.id, op))


def adjusted(engine: Engine, card: Card, ability: Ability) -> Ability:
    """The ability as the card's bowed-ability effects make it (unchanged when none applies)."""
    if _applies(engine, card, TIRELESS):
        words = ability.keywords if TIRELESS_WORD in ability.keywords else (*ability.keywords, TIRELESS_WORD)
        return replace(ability, keywords=words, even_if_bowed=True)
    if _applies(engine, card, EVEN_IF_BOWED):
        return replace(ability, even_if_bowed=True)
    return ability


def note(engine: Engine, card: Card) -> None:
    """Say, as a bowed card's ability is used, that another card's text allows it."""
    for op in (TIRELESS, EVEN_IF_BOWED):
        app = first_applying(engine.apps_on(card.id, op))
        if app is not None:
            what = "have Tireless" if op == TIRELESS else "may be used even if it is bowed"
            engine.note(BOWED_ABILITIES.id, f"{card.id}'s abilities {what} ({app.effect.id})")
            return


OPS = {
    EVEN_IF_BOWED: Op(
        flag(EVEN_IF_BOWED),
        value=FLAG,
        doc="(continuous) 'You may use your Stronghold's abilities even if it is bowed': each ability of the "
        "target card may be used while it is bowed (l5r.desk.bowed-abilities).",
        instant=False,
        substitute=False,
    ),
    TIRELESS: Op(
        flag(TIRELESS),
        value=FLAG,
        doc="(continuous) 'Your Stronghold's abilities have Tireless': each ability of the target card has "
        "the keyword Tireless and may be used while it is bowed (l5r.desk.tireless, "
        "l5r.desk.bowed-abilities).",
        instant=False,
        substitute=False,
    ),
}
