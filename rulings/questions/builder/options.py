"""What the builder knows how to ask for in a form: each effect, step and question it offers (an
``Option``: the inputs it needs, and the vocabulary words a game must have for it to be offered)."""

from __future__ import annotations

from dataclasses import dataclass

# Inputs an option may need. card: a card of the state; stat: a card stat; player_stat: a player stat;
# amount: a whole number; zone; flag; keyword: text; player; action: an earlier effect of the timeline;
# ability: the id of an ability of the card (a1, a2 ...); performer, upgrade: another card of the state.
FIELDS = (
    "card",
    "stat",
    "player_stat",
    "amount",
    "zone",
    "flag",
    "keyword",
    "player",
    "action",
    "ability",
    "performer",
    "upgrade",
)
# Inputs of a card's own form (its abilities, its play) that are not single words: targets (cards and
# players picked, in the order the card's text names them) and chosen (the option number of a choice).
LIST_FIELDS = ("targets", "chosen")


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    fields: tuple[str, ...]
    needs: tuple[
        str, ...
    ] = ()  # vocabulary words the game must have: "op:bow", "flag:bowed", "question:hidden" (and the rule
    # concepts that op or question always needs: its declaration's `needs`), and "rule:<concept>" for what the
    # option writes beyond them (an ongoing effect, a set, a base value): a game without that rule refuses it
    kind: str = "effect"  # effect (an action by a player), step (a timeline step) or question
    optional: tuple[str, ...] = ()  # inputs it may take besides `fields` (FIELDS or LIST_FIELDS)
    on_card: bool = False  # offered on each card (its abilities, its play), not in the step form


EFFECTS = (
    Option(
        "stat_change",
        "Give a bonus or penalty to a stat",
        ("card", "stat", "amount"),
        ("op:stat", "rule:begins-ongoing"),
    ),
    Option(
        "stat_set",
        "Set a stat to a value",
        ("card", "stat", "amount"),
        ("op:stat", "rule:begins-ongoing", "rule:set"),
    ),
    Option(
        "grant_keyword", "Give a keyword", ("card", "keyword"), ("op:grant_keyword", "rule:begins-ongoing")
    ),
    Option(
        "remove_keyword",
        "Remove a keyword",
        ("card", "keyword"),
        ("op:remove_keyword", "rule:begins-ongoing"),
    ),
    Option("bow", "Bow", ("card",), ("op:bow", "flag:bowed")),
    Option("straighten", "Straighten", ("card",), ("op:straighten", "flag:bowed")),
    Option("dishonor", "Dishonor", ("card",), ("op:dishonor", "flag:dishonored")),
    Option("rehonor", "Rehonor", ("card",), ("op:rehonor", "flag:dishonored")),
    Option("destroy", "Destroy", ("card",), ("op:destroy",)),
    Option("move", "Move to", ("card", "zone"), ("op:move",)),
    Option("honor", "Gain or lose Family Honor", ("player", "amount"), ("op:honor", "stat:family_honor")),
    Option("seppuku", "Commit seppuku", ("card",), ("op:seppuku",)),
    Option("defeat", "Defeat", ("card",), ("op:defeat",)),
    Option("hide", "Hide", ("card",), ("op:hide",)),
    Option("powerup", "Power up (Power tokens)", ("card", "amount"), ("op:powerup",)),
    Option("return_to_hand", "Return to its owner's hand", ("card",), ("op:return_to_hand",)),
    Option("gain_chakra", "Gain Chakra", ("player", "amount"), ("op:gain_chakra",)),
    Option("wound", "Wound (wound tokens)", ("card", "amount"), ("op:wound",)),
    Option("bury", "Bury", ("card",), ("op:bury",)),
    Option("vitae", "Gain or lose Vitae", ("player", "amount"), ("op:vitae",)),
    Option("draw", "Draw cards", ("player", "amount"), ("op:draw",)),
    Option(
        "use",
        "Uses an ability",
        ("card", "ability"),
        ("step:use",),
        optional=("performer", "targets", "chosen"),
        on_card=True,
    ),
)
STEPS = (
    Option("enter_play", "Enters play", ("card", "zone"), ("step:enter_play",), "step"),
    Option("leave_play", "Leaves play, to", ("card", "zone"), ("step:leave_play",), "step"),
    Option("set_flag", "Becomes", ("card", "flag"), ("step:set", "flags"), "step"),
    Option("play", "Is played by its owner, to", ("card", "zone"), ("step:play",), "step", ("targets",)),
    Option(
        "play_upgrade",
        "Is played by its owner as an upgrade over",
        ("card", "upgrade"),
        ("step:play", "param:play.upgrade"),
        "step",
        ("targets",),
        on_card=True,
    ),
)
QUESTIONS = (
    Option("ask_stat", "What is its stat now?", ("card", "stat"), ("question:stat",), "question"),
    Option(
        "ask_base_stat",
        "What is its base stat?",
        ("card", "stat"),
        ("question:stat", "rule:base-value"),
        "question",
    ),
    Option(
        "ask_player_stat",
        "What is a player's stat?",
        ("player", "player_stat"),
        ("question:stat", "player_stats"),
        "question",
    ),
    Option(
        "ask_change",
        "Did the last step give it a bonus or penalty?",
        ("card", "stat"),
        ("question:change",),
        "question",
    ),
    Option(
        "ask_unit_force",
        "What is the Force of its unit?",
        ("card",),
        ("question:unit_force",),
        "question",
    ),
    Option("ask_hand", "What is in a player's hand?", ("player",), ("question:hand",), "question"),
    Option(
        "ask_deck", "What is in a player's deck, from the top?", ("player",), ("question:deck",), "question"
    ),
    Option("ask_destroyed", "Is it destroyed?", ("card",), ("question:destroyed",), "question"),
    Option("ask_in_play", "Is it in play?", ("card",), ("question:in_play",), "question"),
    Option("ask_zone", "Where is it?", ("card",), ("question:zone",), "question"),
    Option("ask_controller", "Who controls it?", ("card",), ("question:controller",), "question"),
    Option("ask_flag", "Is it ...?", ("card", "flag"), ("question:flag", "flags"), "question"),
    Option(
        "ask_has_keyword",
        "Does it have a keyword?",
        ("card", "keyword"),
        ("question:has_keyword",),
        "question",
    ),
    Option("ask_keywords", "What are its keywords?", ("card",), ("question:keywords",), "question"),
    Option(
        "ask_tokens", "How many tokens does it have?", ("card",), ("question:tokens", "tokens"), "question"
    ),
    Option("ask_hidden", "Is it hidden?", ("card",), ("question:hidden",), "question"),
    Option("ask_ruler", "Who rules it?", ("card",), ("question:ruler",), "question"),
    Option(
        "ask_successful",
        "Was an action successful?",
        ("action",),
        ("question:successful", "actions"),
        "question",
    ),
)


def by_key(options: tuple[Option, ...]) -> dict[str, Option]:
    return {option.key: option for option in options}


ALL_OPTIONS = by_key((*EFFECTS, *STEPS, *QUESTIONS))
