"""The core's vocabulary: its effect ops, steps and questions (declared in core_ops, core_steps and
questions_spec), the fields every effect and filter has, and the trigger events, as one `Registry` that each
game extends (`GameRules.registry`)."""

from __future__ import annotations

from ..effects.declarations import OPS
from ..questions.answers import answer
from ..questions.declarations import QUESTIONS, parse_question
from ..steps.declarations import STEPS
from .symbols import CORE_SYMBOLS
from .vocabulary import Registry, StepKind

TOP_FIELDS = {
    "version": "optional; 1 is the only version",
    "game": "the game whose rules apply",
    "title": "free text",
    "source": "{document, opening}: the corpus text a conformance scenario plays",
    "note": "why the expected answer differs from the text, if it does",
    "players": "a list of player ids or {id, <player stat>: N, <the game's player fields>}",
    "cards": "card id -> card",
    "steps": "the timeline: a list of steps",
}
CARD_FIELDS = {
    "ref": "a card of the card database by title (and version) or key (its fields, overridden if given)",
    "type": "the card type",
    "title": "its title (created cards have none)",
    "owner": "the player who owns it",
    "controller": "the player who controls it (default: its owner)",
    "zone": "where it is (`attached` when attached_to is given)",
    "attached_to": "the card it is attached to",
    "face": "up (default) or down",
    "keywords": "its printed keywords",
    "stats": "stat -> value (a whole number, or '-' where the stat allows it); absent: it lacks the stat",
    "traits": "its printed effects (default kind: continuous, source: this card)",
    "created": "a card created by an effect: unspecified stats are the game's defaults",
    "unique": "whether it is unique",
    "tokens": "token kind -> count",
}
# The fields of a card an effect creates (L5R's `create`, with the game's card fields): the rest (owner, zone,
# flags ...) come from its creation.
CREATED_FIELDS = ("type", "keywords", "stats", "traits", "unique")
EFFECT_FIELDS = {
    "id": "the name the trace, end_effect and prevention (`effect:`) use",
    "kind": "continuous, ongoing, instantaneous, procedural, delayed or indefinite",
    "origin": "trait, action, cost, rulebook, token or modifier",
    "source": "the card the effect is printed on (`rulebook` for none)",
    "controller": "the player who controls the effect",
    "targets": "fixed targets (card or player ids; $source, $bearer ...) chosen at activation",
    "affects": "a filter: all things of a kind, re-checked throughout the duration",
    "now_in_play": "with affects: the set is fixed when the effect is applied",
    "while": "a condition; with remains: true, 'while X remains Y'",
    "remains": "'while X remains Y': never reapplies to X",
    "duration": "how long it lasts (a duration of the game)",
    "trigger": "when a delayed, indefinite or triggered effect happens: {event, timing, card, player, ...}; "
    "timing: at is the same as after ('at the end of the turn': once it has ended)",
    "then": "the effect a delayed (the next time) or indefinite (each time) effect applies when triggered",
    "keywords": "the effect's own keywords",
    "optional": "'may': its controller chooses whether it happens",
    "limit": "once (twice ...) per procedure: {times, per, before_colon}",
    "consecutively": "several targets change one after another, not simultaneously",
    "choose": "a filter: its target is one card its controller chooses among these",
    "targeting": "the choice is targeting: 'may not' does not narrow it",
    "if_changed": "happens only if that earlier effect (an id) changed the game state",
    "if_when_given": "a condition judged once on each target as a lasting effect begins there ('+3F if he is "
    "opposed'): where it does not hold the effect does nothing to that target; where it holds the effect "
    "lasts with no condition (see Conditions)",
}
FILTER_FIELDS = {
    "type": "card types (any of)",
    "face": "up or down",
    "keywords": "has all of these keywords",
    "any_keywords": "has one of these keywords",
    "not_keywords": "has none of these keywords",
    "controller": "controlled by this player ($controller, $other)",
    "zone": (
        "in this zone (a family matches each of its zones; or a zone symbol of the game; an attached card is"
        " where its bearer is); an effect naming a zone out of play reaches the cards there"
    ),
    "cards": "one of these cards",
    "attached_to": "attached to this card",
    "unique": "unique or not",
    "in_play": "in play or not",
    "stats": "stat -> {at_least, at_most} or {less_than/more_than: card}",
    "not_cards": "any card but these ('other')",
    "at": "at the same place as this card",
    "title": "exactly this title (untitled cards never match)",
    "owner": "owned by this player",
    "everywhere": "in and out of play: every area, remembered across the tracking rule",
    "ability": "has an ability counting as this designator, with this keyword or effect",
}
# Besides `<procedure>_begins` / `_ends` for each procedure of the game (battle_begins only with battles).
TRIGGER_EVENTS = {
    "destroyed": "a card is destroyed",
    "enters_play": "a card enters play",
    "leaves_play": "a card leaves play",
}
# What instantaneous changes are called: `prevent: {event: ...}`, `instead: {of: ...}`.
EVENTS = ("destroy", "move", "assign", "enter_play", "stat", "procedure")


def _ask(engine, step) -> None:
    engine.answers.append(answer(engine, step))


ASK = StepKind(
    parse_question,
    _ask,
    "A question (see Questions); `expect`: the expected answer, `cites`: rule ids.",
    {"vocabulary": "question"},
)

CORE = Registry(
    game="",
    ops=OPS,
    steps={**STEPS, "ask": ASK},
    questions=QUESTIONS,
    card_fields={},
    filter_fields=FILTER_FIELDS,
    trigger_events=TRIGGER_EVENTS,
    events=EVENTS,
    symbols=CORE_SYMBOLS,
    effect_fields=frozenset((*EFFECT_FIELDS, *OPS, *(f for op in OPS.values() for f in op.field_names))),
)
