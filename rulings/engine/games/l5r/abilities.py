"""Abilities: text on a card that creates an action (card features document, "Abilities").

A card's abilities are its printed ones (`abilities:` on the card) and copies given to it by `grant_ability`
effects, which stack. Using one (`use` step) takes the action: its effects come from the card the ability is
on, and have the action's keywords. Each copy on each card may be used once per turn unless its text says
otherwise; abilities on a bowed card cannot be used.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...effects.binding import INTERRUPTED, PERFORMER, bind
from ...language.shapes import BOOLEAN, CARD, LIMIT, OPTIONS, TEXT, TEXTS, closed, described
from ...language.spec import EffectSpec, Step
from ...language.symbols import ACTION, CARD_ROLES, SOURCE
from ...language.vocabulary import CardField, Question, StepKind, Symbol
from ...steps.params import Action
from . import (
    action_results,
    additional_actions,
    any_location,
    attachments,
    before_reactions,  # compiler 19, part N
    bowed_abilities,  # compiler 18, part F
    chosen_player,
    costs,
    equipping,
    every_player,  # compiler 17, part L
    fresh_refs,
    out_of_play_abilities,  # compiler 18, part A
    performing,
    pile_targets,
    possessive,
    reactions,
    restricting,
    restrictions,
    retargeting,
    story,  # compiler 20, part H
    target_player,
    targeted_traits,
    targeting_reactions,
    title_plays,
    use_targets,
    window_cards,  # compiler 17, part E
)
from . import question_params as QP
from .ability_def import Ability, note_designators, note_each_word
from .added_effects import granted_to
from .card_abilities import SPELL_LIKE, ability_words, action_keywords, copies, printed
from .desk_rules import ADDITIONAL_ACTIONS
from .gold_equal_use import bound as _gold_equal_bound  # compiler 20, part J
from .location import KEEP_LEGAL, legal_options, location_problem, note_presence
from .params import Use

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

DESIGNATORS = ("Limited", "Open", "Battle", "Reaction", "Interrupt")
ABILITY_FIELDS = {
    "id": described(TEXT, "the ability's name (unique on its card)"),
    "designators": described(
        {"anyOf": [{"enum": list(DESIGNATORS)}, {"type": "array", "items": {"enum": list(DESIGNATORS)}}]},
        "what it counts as: Limited, Open, Battle, Reaction, Interrupt",
    ),
    "keywords": described(TEXTS, "its keywords (a phrase of several words: each word is a keyword)"),
    "effects": {
        "type": "array",
        "minItems": 1,
        "items": {"vocabulary": "effect"},
        "description": "its effects",
    },
    "choice": OPTIONS,
    "limit": described(LIMIT, "used at most this often (default: once per turn)"),
    "even_if_bowed": described(BOOLEAN, "may be used even if its card is bowed"),
    "if_interrupted_by": described(
        {"enum": ["other", "self"]}, "an Interrupt's 'if the action is another player's' (other) or its own"
    ),
    "not_copied": described(BOOLEAN, "'This ability will not be copied' (copy)"),
    "cost": costs.COST,
    "trigger": reactions.FIELD,
    "condition": restricting.FIELD,
    "target_player": target_player.FIELD,
    "any_location": any_location.FIELD,
    "from_areas": out_of_play_abilities.FIELD,
    "story": story.FIELD,
}
# "Either X or Y": an ability may be only a choice (its options' effects)
ABILITY = closed(
    ABILITY_FIELDS, "id", "designators", anyOf=[{"required": ["effects"]}, {"required": ["choice"]}]
)
USE_FIELDS = {
    "id": described(TEXT, "the action's id"),
    "card": described(CARD, "the card the ability is on"),
    "player": described(TEXT, "the player an ability was given to (instead of card)"),
    "ability": described(TEXT, "the ability's id"),
    "by": described(TEXT, "the player using it"),
    "performer": described(CARD, "the card performing the action ($performer in its text)"),
    "chosen": {"type": "integer", "minimum": 1, "description": "the option of its choice taken"},
    "interrupts": described(TEXT, "an Interrupt: the action (an id of a later step) it interrupts"),
    "pay_with": described(TEXTS, "the gold-producing cards bowed to pay its Gold cost"),
    "targets": use_targets.FIELD,
    "additional": described(BOOLEAN, "takes an additional action granted to its player (additional_action)"),
    "reacts_to": described(TEXT, "a Reaction to this later action's targeting, before it resolves"),
}
USE = closed(USE_FIELDS, "ability", oneOf=[{"required": ["card"]}, {"required": ["player"]}])
INTERRUPT = "l5r.abilities.interrupt"
CONDITION = "l5r.abilities.condition"
STACK = "l5r.abilities.stack"
ABILITY_SCOPE = "ability"  # an ability's text: using it binds the symbols below (performed_by, _interrupting)
INTERRUPT_SCOPE = "interrupt"  # an Interrupt's text: only an Interrupt names the action it interrupts
SYMBOLS = {
    PERFORMER: Symbol(
        "the card performing the action (the use step's performer)",
        dict.fromkeys(CARD_ROLES, ABILITY_SCOPE),
        "in an ability's text",
    ),
    INTERRUPTED: Symbol(
        "the action an Interrupt interrupts (the use step's interrupts)",
        {"action": INTERRUPT_SCOPE},
        "in the text of an ability designated Interrupt",
    ),
}


# --- parsing ----------------------------------------------------------------------------------------------
def parse_ability(node: Node, ctx: ParseContext, card_id: str | None) -> Ability | None:
    if not node.is_mapping("an ability mapping with id, designators and effects"):
        return None
    node.keys_allowed(ABILITY_FIELDS)
    designators = tuple(node.text_list("designators"))
    for d in designators:
        if d not in DESIGNATORS:
            node.error(f"unknown action designator '{d}'; expected: {', '.join(DESIGNATORS)}", "designators")
    phrases = tuple(node.text_list("keywords", []))
    # an ability granted by an effect (no card yet) gets its source when it is granted
    defaults = {"kind": "ongoing", "origin": "action"} | ({"source": card_id} if card_id else {})
    interrupt = (INTERRUPT_SCOPE,) if "Interrupt" in designators else ()
    with ctx.filling(ABILITY_SCOPE, ACTION, SOURCE, *interrupt):
        return _parse_ability(node, ctx, defaults, designators, phrases)


def _parse_ability(
    node: Node, ctx: ParseContext, defaults: dict, designators: tuple[str, ...], phrases: tuple[str, ...]
) -> Ability:
    words = tuple(w for phrase in phrases for w in phrase.split())
    effects = ()
    enode = node.child("effects") if node.has("effects") else None
    if enode is None and node.has("choice"):
        pass  # "Either straighten this unit or ...": only the options' effects
    elif enode is None or not isinstance(enode.value, list) or not enode.value:
        node.error("an ability needs a non-empty list of effects (or a choice)", "effects")
    else:
        effects = tuple(e for i in range(len(enode.value)) if (e := ctx.effect(enode.child(i), defaults)))
    times, per = 1, "turn"
    if node.has("limit"):
        limit = ctx.limit(node.child("limit"))
        times, per = (limit.times, limit.per) if limit else (1, "turn")
    options = tuple(ctx.options(node.child("choice"), defaults)) if node.has("choice") else ()
    even_if_bowed = bool(node.boolean("even_if_bowed", False))
    whose = node.choice("if_interrupted_by", ("other", "self"), None, what="player")
    several = tuple(p for p in phrases if len(p.split()) > 1)
    cost = costs.parse_cost(node.child("cost"), ctx, defaults=defaults) if node.has("cost") else None
    ability = Ability(
        node.text("id"), designators, words, effects, times, per, even_if_bowed, options, whose, several, cost
    )
    trigger = reactions.parse(node, ctx, designators) if node.has("trigger") else None
    condition = restricting.parse(node, ctx) if node.has("condition") else None
    not_copied = bool(node.boolean("not_copied", False))
    ability = replace(ability, not_copied=not_copied, trigger=trigger, condition=condition)
    ability = replace(ability, any_location=any_location.parse(node))
    ability = replace(ability, from_areas=out_of_play_abilities.parse(node))  # "If this card is in your hand"
    ability = replace(ability, story=story.parse(node))  # "He rallies the guards." (compiler 20, part H)
    return replace(ability, target_player=target_player.parse(node, ability))


def _parse_abilities(node: Node, ctx: ParseContext, card_id: str) -> tuple[Ability, ...]:
    if not isinstance(node.value, list):
        node.error("expected a list of abilities")
        return ()
    parsed = (parse_ability(node.child(i), ctx, card_id) for i in range(len(node.value)))
    abilities = tuple(a for a in parsed if a)
    ids = [a.id for a in abilities]
    for i, aid in enumerate(ids):
        if aid in ids[:i]:
            node.error(f"duplicate ability id '{aid}' on this card", i)
    return abilities


# --- what a card has --------------------------------------------------------------------------------------




def explain_keywords(engine: Engine, card: Card) -> None:
    """Whether the keywords of a card's printed abilities are the card's (see base_keywords), and keywords a
    continuous effect grants that a later effect removed."""
    _not_reasserted(engine, card)
    for app in engine.apps_on(card.id, "grant_keyword"):
        spec = app.effect.spec
        if app.active and not app.blocked and spec.kind != "continuous":
            lasts = engine.duration_of(spec)
            engine.note("l5r.keywords.granted", f"{spec.id} grants {spec.params.keyword}, lasting {lasts}")
    if not engine.in_play(card):
        _own_continuous_out_of_play(engine, card)
    if card.created:
        given = ", ".join(card.base_keywords) or "none"
        engine.note("l5r.keywords.created", f"{card.id} is created: its base keywords are {given}")
        engine.note("l5r.created.keywords", f"{card.id}'s keywords were granted by its creating effect")
    words = ", ".join(sorted({w for ability in printed(engine, card) for w in ability.keywords}))
    if not words:
        return
    if card.type in SPELL_LIKE:
        engine.note("l5r.abilities.card-inherits", f"{card.id} has the keywords of its abilities: {words}")
        for phrase in sorted({p for ability in printed(engine, card) for p in ability.phrases}):
            engine.note("l5r.abilities.each-word", f"'{phrase}': each word is a separate keyword")
    else:
        engine.note(
            "l5r.abilities.no-inheritance", f"{card.id} does not have its abilities' keywords ({words})"
        )


def _not_reasserted(engine: Engine, card: Card) -> None:
    """A continuous effect whose keyword another effect removed later does not give it back (it applies again
    only if it ends and begins again, or the other effect ends)."""
    current = set(engine.keywords(card))
    for app in engine.apps_on(card.id, "grant_keyword"):
        spec = app.effect.spec
        if not app.active or spec.kind != "continuous" or spec.params.keyword in current:
            continue
        what = f"{spec.id} does not give {card.id} {spec.params.keyword} again: a later effect removed it"
        engine.note("l5r.effects.continuous-no-reassert", what)
        if spec.origin == "trait":
            engine.note("l5r.traits.no-reassert", f"{spec.id} is a continuous trait: it does not apply again")


def _own_continuous_out_of_play(engine: Engine, card: Card) -> None:
    """Out of play, a card's continuous traits affect that card, and only it."""
    for app in engine.apps_on(card.id, "grant_keyword"):
        spec = app.effect.spec
        if app.active and spec.kind == "continuous" and app.effect.source == card.id:
            what = f"{spec.id} gives {card.id} {spec.params.keyword} out of play: it is on that card"
            engine.note("l5r.effects.out-of-play-itself", what)
            if spec.origin == "trait":
                engine.note("l5r.traits.out-of-play", f"{spec.id} is a continuous trait of {card.id}")



def _note_not_shared(engine: Engine, card: Card, ability: Ability) -> None:
    """An Action or Spell card has the keywords of all its abilities, but its action has only its own
    ability's: those the card has only from its other abilities are not the action's."""
    if card.type not in SPELL_LIKE:
        return
    only_others = ability_words(engine, card) - set(card.base_keywords) - set(ability.keywords)
    if only_others:
        words = ", ".join(sorted(only_others))
        text = f"{card.id} has {words} only from its other abilities: not given to {ability.id}"
        engine.note("l5r.abilities.not-shared", text)


def explain_has_ability(engine: Engine, card: Card, what: str) -> None:
    """Why a card's ability answers a filter's `ability: X` (has_ability): a designator it counts as among
    several, or a word of a keyword phrase."""
    for _, ability in copies(engine, card):
        if what in ability.designators:
            note_designators(engine, ability)
            return
        if what in ability.keywords:
            note_each_word(engine, ability, what)
            return


def _named(engine: Engine, card: Card, ability_id: str) -> list[tuple[str, Ability]]:
    return [(key, a) for key, a in copies(engine, card) if a.id == ability_id]


def _usable(
    engine: Engine, card: Card, ability_id: str, by: str | None = None, performer: str | None = None
) -> tuple[str | None, str, str]:
    """(the copy to use or None, why, rule): a copy not used up, on an unbowed card in play, legal where its
    performer is (the named one, else the card if it is in play; an Action card in hand has none)."""
    found = _named(engine, card, ability_id)
    if not found:
        return None, f"{card.id} has no ability '{ability_id}'", "l5r.abilities.separate"
    found = out_of_play_abilities.usable(engine, card, found, by, _played_out_of_play(engine, card))
    if not found:  # ("If this card is in your hand": out_of_play_abilities)
        return None, out_of_play_abilities.why_not(engine, card, ability_id), "l5r.abilities.separate"
    if card.flag("bowed"):
        found = [(key, ability) for key, ability in found if ability.even_if_bowed]
        if not found:
            return None, f"{card.id} is bowed: its abilities cannot be used", "l5r.abilities.bowed"
        bowed_abilities.note(engine, card)  # "You may use your Stronghold's abilities even if it is bowed"
    doer = _performer(engine, card, performer)
    spell = attachments.spell_performer_problem(engine, card, doer)
    if spell:
        return None, spell, attachments.SPELLS
    if stopped := performing.problem(engine, doer):  # "He may not perform actions"
        return None, *stopped
    ability = performed_by(found[0][1], doer)
    words = action_keywords(engine, card, ability)
    holders = (card.id, by or card.controller)
    restricted = restrictions.forbidden(engine, holders, ability, words, doer and doer.id)
    if restricted:
        return None, *restricted
    played = _played_out_of_play(engine, card) and title_plays.refusal(engine, card, by or card.controller)
    if played:  # "You may only play one Costly Alliance per turn"
        return None, played, title_plays.RULE
    where = doer and location_problem(engine, card, ability, doer, by or card.controller)
    if where:
        return None, *where
    key, why, rule = _unused_copy(engine, card.id, found)
    unpaid = key and costs.cannot_pay(engine, ability.cost, by or card.controller, card.id)
    return (None, unpaid, costs.ABILITY) if unpaid else (key, why, rule)


def _performer(engine: Engine, card: Card, performer: str | None) -> Card | None:
    """The named performer, else the card the ability is on if it is in play (an Action card has none)."""
    return engine.cards[performer] if performer else card if engine.in_play(card) else None


def performed_by(ability: Ability, performer: Card | None) -> Ability:
    """The ability with its text's `$performer` read as this action's performer."""
    return bind(ability, PERFORMER, performer.id if performer else None)


def _unused_copy(
    engine: Engine, holder: str, found: list[tuple[str, Ability]]
) -> tuple[str | None, str, str]:
    """The first copy on a card or player not used up this turn (or its `limit`'s period)."""
    state = engine.game_state
    # a limit the ability's own text states ("This ability may be used once per battle") applies at all times
    stated = (found[0][1].times, found[0][1].per) != (1, "turn")
    rule = "l5r.order.ability-itself" if stated else "l5r.abilities.once-per-turn"
    for key, ability in found:
        period = (holder, key, ability.per, state.begun.get(ability.per, 0))
        if state.ability_uses.get(period, 0) < ability.times:
            return key, "", rule
    why = f"every copy of '{found[0][1].id}' on {holder} was used this {found[0][1].per}"
    return None, why, rule


def _note_stack(engine: Engine, holder: str, found: list[tuple[str, Ability]], key: str | None) -> None:
    """Abilities given to a card or player stack: each identical copy is separate and used separately."""
    if len(found) > 1:
        which = f"; copy {[k for k, _ in found].index(key) + 1} is unused" if key else ""
        engine.note(STACK, f"{holder} has {len(found)} copies of '{found[0][1].id}'{which}")


def _played_out_of_play(engine: Engine, card: Card) -> bool:
    """An Action card in hand, or one an additional action may play from a deck ("to play one of them")."""
    return _played_from_hand(card) or additional_actions.plays_from_deck(engine, card)


def _played_from_hand(card: Card) -> bool:
    """An Action card's abilities are used from its owner's hand; the card is then discarded."""
    return card.type == "action" and card.zone == "hand"


# --- the use step and the ability question ----------------------------------------------------------------
def _parse_use(node: Node, ctx: ParseContext) -> Use | None:
    if not node.is_mapping(
        "{card: x, ability: id, by: player} (or player: p for an ability given to a player)"
    ):
        return None
    node.keys_allowed(USE_FIELDS)
    if node.has("player") and node.has("card"):
        node.error("use names the card or the player the ability is on, not both", "player")
    holder = "player" if node.has("player") else "card"
    if holder == "player":
        ctx.player(node, "player")
    else:
        ctx.known_card(node, "card", node.text("card"))
    performer = node.text("performer", None)
    if performer is not None:
        ctx.known_card(node, "performer", performer)
    targets = use_targets.parse(node, ctx)
    held = {"card": None, "player": None, holder: node.text(holder)}
    chosen = node.integer("chosen", None)
    if chosen is not None and chosen < 1:
        node.error("chosen is an option number: 1 or more", "chosen")
    return Use(
        id=node.text("id", None),
        ability=node.text("ability"),
        by=ctx.player(node, "by"),
        chosen=chosen,
        interrupts=node.text("interrupts", None),
        performer=performer,
        **held,
        pay_with=costs.parse_pay_with(node, ctx),
        targets=targets,
        additional=bool(node.boolean("additional", False)),
        reacts_to=node.text("reacts_to", None),
    )


def _use(engine: Engine, step: Step) -> None:
    from ...steps.apply import change_zone

    params = step.params
    if params.player is not None:
        _use_players(engine, step)
        return
    card = engine.cards[params.card]
    key, why, rule = _usable(engine, card, params.ability, params.by, params.performer)
    if key is None:
        _refuse(engine, step, card.id, rule, why)
        return
    doer = _performer(engine, card, params.performer)
    ability = performed_by(dict(copies(engine, card))[key], doer)
    targeted_traits.remember_performer(engine, params.id or f"{card.id}:{params.ability}@{step.index}",
                                       doer.id if doer else None)  # fmt: skip
    ability = _allowed_now(engine, step, card, ability)
    if ability is None:
        return
    ability = _interrupting(engine, step, card.id, ability)
    if ability is None:
        return
    ability = chosen_player.bound(engine, step, ability)  # "choose a player"
    ability = target_player.bound(engine, step, ability)  # "target a player"
    ability = every_player.bound(engine, ability)  # "each player"
    option = _option(engine, step, card, ability)
    if option is None:
        return
    _note_separate(engine, card.id, key, ability)
    note_presence(engine, ability, params.by or card.controller)
    if key.startswith("granted:"):
        engine.note("l5r.source.given", f"{ability.id} was given to {card.id}: its effects come from it")
    elif key.startswith("copied:"):
        engine.note("l5r.source.copied", f"{ability.id} was copied to {card.id}: its effects come from it")
    from_hand = _played_from_hand(card) or card.zone == "deck"  # (from a deck: additional_actions.py)
    _note_stack(engine, card.id, _named(engine, card, params.ability), key)
    if not _paid(engine, step, card.id, ability, card.id):
        return
    added = granted_to(engine, card, ability.id)
    _note_not_shared(engine, card, ability)
    keywords = action_keywords(engine, card, ability)
    title_plays.record(engine, card, params.by or card.controller, played=from_hand)
    _take(engine, step, card.id, key, ability, card.id, keywords, option, added)
    if from_hand and card.zone in ("hand", "deck"):
        change_zone(engine, card, "discard")


def _allowed_now(engine: Engine, step: Step, card: Card, ability: Ability) -> Ability | None:
    """The ability as used now, if its window (or the action it reacts to), the restrictions on using it and
    the additional actions allow it (a bowed card's: noted); None when the use is refused (or a Reaction
    before an event stands ready: taken later, if its event comes)."""
    if before_reactions.stands_ready(engine, step, card, ability):  # compiler 19, part N
        return None
    if step.params.reacts_to is not None:  # before the action it reacts to resolves
        why, ability = targeting_reactions.problem(engine, step, card, ability)
    else:
        why = reactions.window_problem(engine, step, card, ability)
        if not why:  # compiler 17, part E: "it", the card of a kind its trigger answers
            why, ability = window_cards.bound(engine, step, card, ability)
    if why:
        _refuse(engine, step, card.id, reactions.WINDOW, why)
        return None
    if why := restricting.problem(engine, card, ability, step.params.by):
        _refuse(engine, step, card.id, restricting.RULE, why)
        return None
    if why := additional_actions.take(engine, step, ability.designators):
        _refuse(engine, step, card.id, ADDITIONAL_ACTIONS.id, why)
        return None
    if card.flag("bowed"):  # only a copy whose condition allows it was usable
        engine.note(CONDITION, f"{ability.id}: 'even if this card is bowed' overrides the bowed-card rule")
    return ability


def _note_separate(engine: Engine, holder: str, key: str, ability: Ability) -> None:
    """The same ability on another card (an identical one) used this turn does not use this one up."""
    state = engine.game_state
    period = (ability.per, state.begun.get(ability.per, 0))
    others = sorted(
        {
            h
            for (h, k, *p), n in state.ability_uses.items()
            if k == key and h != holder and n and tuple(p) == period
        }
    )
    if others:
        used = f"the one on {', '.join(others)}, used this {ability.per}"
        engine.note("l5r.abilities.separate", f"{ability.id} on {holder} is separate from {used}")


def _interrupting(engine: Engine, step: Step, holder: str, ability: Ability) -> Ability | None:
    """An Interrupt is used while another action resolves, before the effects it interrupts: the use step
    names that action (`interrupts:`) and comes right before it; its text's `$interrupted` ("it") is that
    action. None when the use is refused."""
    interrupted = step.params.interrupts
    if interrupted is not None and interrupted in engine.state.actions:
        why = f"{interrupted} has already resolved"
    elif interrupted is not None and (why := _whose_problem(engine, step, ability, interrupted)):
        _refuse(engine, step, holder, CONDITION, why)
        return None
    elif ("Interrupt" in ability.designators) == (interrupted is not None):
        if interrupted is not None:
            engine.note(INTERRUPT, f"{ability.id} interrupts {interrupted}, before its effects")
        return bind(ability, INTERRUPTED, interrupted)
    elif interrupted is not None:
        why = "only an Interrupt interrupts an action"
    else:
        why = "an Interrupt names the action it interrupts"
    _refuse(engine, step, holder, INTERRUPT, why)
    return None


def _taken(step: Step) -> tuple[str | None, str | None]:
    """(the action id, its player) of an action or use step."""
    p = step.params
    return p.id, p.by


def _whose_problem(engine: Engine, step: Step, ability: Ability, interrupted: str) -> str:
    """Why "If the action is another player's" (a condition restricting when the action can be taken)
    forbids interrupting this action, or "": the interrupted action is taken by a later step."""
    if ability.if_interrupted_by is None:
        return ""
    later = (s for s in engine.scenario.steps if s.index > step.index and s.kind in ("action", "use"))
    taking = next((s for s in later if _taken(s)[0] == interrupted), None)
    if taking is None:
        return f"no later step takes {interrupted}"
    taker = taking.params.by
    possessive.note(engine, interrupted, taking)
    if (taker != step.params.by) != (ability.if_interrupted_by == "other"):
        whose = "another player's" if ability.if_interrupted_by == "other" else "its own player's"
        return f"{interrupted} is {taker}'s; {ability.id} interrupts only {whose} actions"
    return ""


def _option(engine: Engine, step: Step, card: Card, ability: Ability) -> tuple[EffectSpec, ...] | None:
    """The effects of the option chosen in the ability's choice (none without a choice); None when the
    scenario chose an option that does not exist or would make the action illegal (the use is refused)."""
    if not ability.options:
        return ()
    params = step.params
    doer = _performer(engine, card, params.performer)
    legal = legal_options(engine, card, ability, doer, params.by)
    chosen = params.chosen
    if chosen is not None and chosen - 1 not in legal:
        exists = 1 <= chosen <= len(ability.options)
        why = "it would make the action illegal" if exists else f"{ability.id} has {len(ability.options)}"
        _refuse(engine, step, card.id, KEEP_LEGAL, f"option {chosen} cannot be chosen: {why}")
        return None
    labels = [f"option {i + 1}" for i in legal]
    preset = None if chosen is None else legal.index(chosen - 1)
    what = f"the choice within {ability.id}"
    rule = KEEP_LEGAL if len(legal) < len(ability.options) else "l5r.effects.choices"
    index = engine.choose(f"step {step.index}: {ability.id}", params.by, labels, rule, what, preset)
    return ability.options[legal[index]]


def _use_players(engine: Engine, step: Step) -> None:
    """An ability given to a player: its action and effects come from the card whose effect gave it, though
    it is on the player (source of effects, example)."""
    params = step.params
    player, ability_id = params.player, params.ability
    grants = [a for a in engine.apps_on(player, "grant_ability") if a.active and not a.blocked]
    found = [(f"granted:{a.effect.id}", a) for a in grants if a.effect.spec.params.ability.id == ability_id]
    if not found:
        _refuse(engine, step, player, "l5r.abilities.separate", f"{player} has no ability '{ability_id}'")
        return
    key, why, rule = _unused_copy(engine, player, [(k, a.effect.spec.params.ability) for k, a in found])
    ability = found[0][1].effect.spec.params.ability
    restricted = restrictions.forbidden(engine, (player, params.by), ability, sorted(set(ability.keywords)))
    key, why, rule = (None, *restricted) if restricted else (key, why, rule)
    if key is None:
        _refuse(engine, step, player, rule, why)
        return
    app = dict(found)[key]
    performer = engine.cards[params.performer] if params.performer else None  # (a player is no performer)
    ability = _interrupting(engine, step, player, performed_by(app.effect.spec.params.ability, performer))
    if ability is None:
        return
    source = app.effect.source
    giver = engine.cards.get(source or "")
    where = performer and giver and location_problem(engine, giver, ability, performer, params.by)
    if where:  # the Rule of Location binds the performer of a player's ability as any other's
        _refuse(engine, step, player, *where[::-1])
        return
    ability = target_player.bound(engine, step, chosen_player.bound(engine, step, ability))
    ability = every_player.bound(engine, ability)  # "each player"
    engine.note(
        "l5r.source.given-to-player",
        f"{ability.id} is on {player}; its action and effects come from {source or 'the rulebook'}",
    )
    if _paid(engine, step, player, ability, source):
        _take(engine, step, player, key, ability, source, sorted(set(ability.keywords)), ())


def _paid(engine: Engine, step: Step, holder: str, ability: Ability, source: str | None) -> bool:
    """Pay the ability's cost before its effects (costs.py); a cost that cannot be paid refuses the use."""
    params = step.params
    action = params.id or f"{holder}:{params.ability}@{step.index}"
    action_results.begin(engine, action)  # what its costs and effects do is recorded
    params = equipping.paid_in_effects(engine, action, ability, params)
    ability = _gold_equal_bound(engine, step, ability)  # compiler 20, part J: 'Pay Gold equal to ...'
    why = costs.pay_ability(engine, action, params.by, source, ability.cost, params.pay_with)
    if why:
        _refuse(engine, step, holder, costs.ABILITY, why)
        action_results.end(engine, action)  # refused, it did nothing
    return not why


def _refuse(engine: Engine, step: Step, holder: str, rule: str, why: str) -> None:
    """A use that is not legal: noted with its rule, and it changes nothing."""
    params = step.params
    engine.note(rule, f"{params.by} cannot use {params.ability}: {why}")
    action = params.id or f"{holder}:{params.ability}@{step.index}"
    engine.state.actions[action] = {"by": params.by, "source": holder, "changed": False, "lasting": False}


def _take(
    engine: Engine,
    step: Step,
    holder: str,
    key: str,
    ability: Ability,
    source: str | None,
    keywords: list[str],
    option: tuple[EffectSpec, ...],
    added: tuple[EffectSpec, ...] = (),
) -> None:
    """Take the action of one copy of an ability on a card or player: its effects (with the option chosen
    in its choice) come from `source`; effects granted to it (`added`, each from its own source) follow."""
    from ...steps.apply import HANDLERS

    params, state = step.params, engine.game_state
    period = (holder, key, ability.per, state.begun.get(ability.per, 0))
    state.ability_uses[period] = state.ability_uses.get(period, 0) + 1
    engine.note(
        "l5r.abilities.keywords",
        f"{params.by} uses {ability.id} on {holder} ({key}): a {'/'.join(ability.designators)} action"
        f" with keywords {', '.join(keywords) or 'none'}",
    )
    note_each_word(engine, ability)
    story.note(engine, ability)  # its sentences that tell the story change nothing
    effects = fresh_refs.fresh_effects(state, ability.effects + option, source=source)
    written = effects[: len(ability.effects + option)]
    players = 1 if ability.target_player else 0  # a targeted player is listed first (target_player.py)
    use_targets.assign(engine, step, f"{holder}'s {ability.id}", written, source, players)
    effects += fresh_refs.fresh_effects(state, added)
    action = params.id or f"{holder}:{params.ability}@{step.index}"
    retargeting.substitute(engine, action, written, source)  # "targets him instead"
    pile_targets.taken(engine, action)  # where each card is as the action is taken
    action_params = Action(action, params.by, source, keywords=tuple(keywords))
    reactions.resolution_reactions.before_resolving(engine, action_params, ability)
    action_results.effects_begin(engine, action)  # what follows is its effects' (action_results.py, 19 P)
    HANDLERS["action"](engine, Step(step.index, "action", action_params, step.path, effects=effects))
    reactions.resolution_reactions.fire_resolved(engine, action, ability.designators)
    action_results.end(engine, action)  # what it did (action_results.py)
    record = engine.state.actions.get(action)
    if record is not None:  # its text holds every option of its choice, not only the one chosen
        record["text"] = (*record.get("text", ()), *(e for o in ability.options for e in o))


def _ability(engine: Engine, q: QP.Ability) -> dict:
    card = engine.cards[q.card]
    found = _named(engine, card, q.ability)
    if not found:
        return {"value": None, "why": f"{card.id} has no ability '{q.ability}'"}
    ability = found[0][1]
    key, why, rule = _usable(engine, card, q.ability)
    counts_as = sorted(set(ability.designators))
    note_designators(engine, ability)
    note_each_word(engine, ability)
    _note_not_shared(engine, card, ability)
    _note_stack(engine, card.id, found, key)
    keywords = action_keywords(engine, card, ability)
    listed = ", ".join(keywords) or "none"
    engine.note("l5r.abilities.keywords", f"{ability.id} on {card.id} has keywords: {listed}")
    embedded = [e.params.ability.id for e in ability.effects if e.op == "grant_ability"]
    if embedded:
        given = ", ".join(embedded)
        engine.note(
            "l5r.embedded",
            f"the designators and keywords of the text {ability.id} gives ({given}) are not its own",
        )
    engine.note(
        rule, f"{ability.id} on {card.id} {'can' if key else 'cannot'} be used now{f': {why}' if why else ''}"
    )
    return {
        "value": {"counts_as": counts_as, "keywords": keywords},
        "counts_as": counts_as,
        "keywords": keywords,
        "copies": len(found),
        "usable": key is not None,
        "why": why,
    }


def has_ability(engine: Engine, card: Card, what: str) -> bool:
    """A filter's `ability: X`: the card has an ability that counts as X (a designator), has keyword X or
    has an effect that does X, judged on its text alone (the blind cards rule)."""
    for _, ability in copies(engine, card):
        ops = {e.op for e in ability.effects}
        ops |= {e.params.name for e in ability.effects if e.op == "procedure"}
        if what in ability.designators or what in ability.keywords or what in ops:
            return True
    return False


CARD_FIELDS = {
    "abilities": CardField(
        _parse_abilities,
        "The card's abilities: {id, designators, keywords, effects, choice, limit, cost ...}.",
        {"type": "array", "items": ABILITY},
    )
}
STEPS = {
    "use": StepKind(_parse_use, _use, "A player uses an ability of a card (or one given to a player).", USE)
}
QUESTIONS = {
    "ability": Question(
        ("ability", "card"),
        ("ability", "card"),
        _ability,
        "What an ability counts as, and whether it is usable.",
        params=QP.Ability,
    )
}
