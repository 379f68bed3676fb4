"""The `$symbols` an effect's text may name (`targets: $source`), each declared once with the fields it can
fill and what the place it is written in must give for something to fill it.

A symbol that names nothing gives a confident wrong answer (an effect on nobody), so the parser refuses one
that does not exist (`$sorce`: "did you mean $source"), one in a field of the wrong kind (`$other` names a
controller, not a card) and one written where nothing fills it (`$source` in an action without a source).
The core declares the symbols the core fills; a game declares its own (`GameRules.symbols`: L5R's
`$performer`), and its zone symbols (`$battlefield`) are `ZoneSymbol`s read by zone fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .reader import suggest

# The roles a symbol may fill: a card field (`cards`, `at`, `attached_to` ...), a player field (an effect's
# or a trigger's `player`, a filter's `owner` ...), an effect's `targets`, a filter's `controller`, the card
# whose stat an amount reads (`of`), and the action whose effects a prevention stops (`effects_of`).
ROLES = ("card", "player", "targets", "controller", "of", "action")

# What a place gives for symbols to be filled (`needs`): "source" (the effect has a source card, or one
# is given when it is granted or copied), "controller" (it has a source or a controller), "action" (the
# effect is an action's: someone chose for it), "trigger" (a triggered trait: its trigger's card). A game
# opens scopes of its own (L5R: "ability").
SOURCE, CONTROLLER, ACTION, TRIGGER = "source", "controller", "action", "trigger"


@dataclass(frozen=True)
class Symbol:
    """`roles`: role -> the scope it needs there (None: filled wherever the role is)."""

    doc: str
    roles: Mapping[str, str | None] = field(default_factory=dict)
    where: str = ""  # where it is filled, said to a user who wrote it elsewhere


CARD_ROLES = ("card", "targets", "of")

WITH_SOURCE = "in the text of an effect with a source"
CORE_SYMBOLS: dict[str, Symbol] = {
    "$source": Symbol("the card whose text this is", dict.fromkeys(CARD_ROLES, SOURCE), WITH_SOURCE),
    "$bearer": Symbol("the card the source is attached to", dict.fromkeys(CARD_ROLES, SOURCE), WITH_SOURCE),
    "$controller": Symbol(
        "the controller of the source (or of the effect)",
        dict.fromkeys(("player", "targets", "controller"), CONTROLLER),
        "in the text of an effect with a source or a controller",
    ),
    "$other": Symbol("a player other than the source's controller", {"controller": None}),
    "$subject": Symbol(
        "the card affected, or the card a triggered trait's trigger is about",
        {"of": None, "targets": TRIGGER},
        "in an amount's 'of', and in the targets of a card's triggered trait",
    ),
    "$chooser": Symbol(
        "the player who made the action's last choice of a card",
        {"targets": ACTION},
        "in an action's effects",
    ),
}
# "It", "him": the cards an action's targeting effects targeted, in written order (target_refs.py).
TARGET_SYMBOLS = tuple(f"$target{n}" for n in range(1, 5))
CORE_SYMBOLS |= {
    name: Symbol(
        f"the card the action's {nth} targeting effect targeted ('it', 'him', 'the Personality')",
        dict.fromkeys(CARD_ROLES, ACTION),
        "in an action's effects (an ability's text)",
    )
    for name, nth in zip(TARGET_SYMBOLS, ("first", "second", "third", "fourth"), strict=True)
}
# "His controller loses 2 Honor": the player controlling that card as the later effect happens
# (target_refs.py binds it with the card)
TARGET_CONTROLLERS = tuple(f"{name}_controller" for name in TARGET_SYMBOLS)
CORE_SYMBOLS |= {
    name: Symbol(
        f"the player controlling the card the action's {nth} targeting effect targeted, as this effect "
        "happens ('his controller')",
        dict.fromkeys(("player", "targets", "controller"), ACTION),
        "in an action's effects (an ability's text)",
    )
    for name, nth in zip(TARGET_CONTROLLERS, ("first", "second", "third", "fourth"), strict=True)
}


def symbol_problem(
    symbols: Mapping[str, Symbol], value: str, role: str, scopes: frozenset[str] | None
) -> str | None:
    """Why `value` (a `$symbol`) cannot be written in this role here (None: it can). `scopes` None: the
    place is not known (a game reads the effect inside its own construct): only existence and role count."""
    declared = symbols.get(value)
    if declared is None:
        fits = [name for name, s in symbols.items() if role in s.roles]
        return f"unknown symbol '{value}'{suggest(value, fits or symbols)}"
    if role not in declared.roles:
        fits = [name for name, s in symbols.items() if role in s.roles]
        also = f" (a {ROLE_NAMES[role]} symbol is one of {', '.join(fits)})" if fits else ""
        return f"'{value}' is {declared.doc}: not a {ROLE_NAMES[role]}{also}"
    needs = declared.roles[role]
    if needs is not None and scopes is not None and needs not in scopes:
        return f"'{value}' ({declared.doc}) names nothing here: it is filled only {declared.where}"
    return None


ROLE_NAMES = {
    "card": "card",
    "player": "player",
    "targets": "target",
    "controller": "controller",
    "of": "card whose stat is read",
    "action": "action",
}
