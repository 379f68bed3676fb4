"""What a database card's text lets the builder do with it: its abilities to use (L5R's `abilities`, their
printed text by clause id) and the effects of its play (Naruto's `effects`), each with the targets its text
picks, in the order the text names them; and which cards of the question a target may be.

Everything is read from the card's definition in the scenario language (what the engine plays: the same
ids `a1`, `a2` ... as the printed clauses) and its clauses; nothing here knows a card. The targets offered
are narrowed by the fields of the target's filter that a builder card shows (type, controller, keywords,
flags, in play, "another", without attachments of a type), after the engine's own rule for what the effect's
op may target (`narrowed_choice`: a Ranged Attack's enemy Follower, or Personality without Followers); the
engine checks the whole filter when it answers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulings.engine.language.target_rules import narrowed_choice

from .limits import MAX_TARGETS, PLAYERS

if TYPE_CHECKING:
    from .state import BuilderState, KnownCard
    from .vocabulary import Vocabulary


@dataclass(frozen=True)
class Slot:
    """One target the text picks: what it may be (a filter of the scenario language) and its effect."""

    effect: str
    filter: Mapping[str, Any]
    ops: tuple[str, ...] = ()  # the effect's fields: its op's rule may narrow what it targets


@dataclass(frozen=True)
class Usable:
    """An ability of a card, as the builder offers to use it."""

    id: str
    text: str  # its printed text ("" when the card's script names it otherwise)
    designators: tuple[str, ...]
    slots: tuple[Slot, ...]
    options: int  # how many options its choice has (0: no choice)
    played: bool  # whether the engine plays all of its text
    missing: str  # when partly played, what it leaves out
    option_slots: tuple[tuple[Slot, ...], ...] = ()  # the targets of each option of its choice, in order
    target_player: str | None = None  # "target a player": any / other, picked before its cards


def _list(value: Any) -> list:
    if value is None:
        return []
    return list(value) if isinstance(value, list | tuple) else [value]


def _ability_slots(effects: Any) -> tuple[Slot, ...]:
    """The targets of an ability's effects: each effect choosing its target ("Target a Personality")."""
    slots = []
    for effect in _list(effects):
        if (
            isinstance(effect, Mapping)
            and effect.get("targeting")
            and isinstance(effect.get("choose"), Mapping)
        ):
            slots.append(Slot(str(effect.get("id", "")), effect["choose"], tuple(map(str, effect))))
    return tuple(slots)


def _target_player(ability: Mapping) -> str | None:
    among = ability.get("target_player")
    return among if among in ("any", "other") else None


def players_allowed(among: str, by: str) -> list[str]:
    """The builder's players an ability targeting a player (`target_player`) allows its user `by`."""
    return [p for p in PLAYERS if among == "any" or p != by]


def abilities_of(card: KnownCard) -> list[Usable]:
    """The abilities the engine can use on this card, in printed order, with their printed text."""
    clauses = {clause["id"]: clause for clause in card.clauses}
    usable = []
    for ability in _list(card.definition.get("abilities")):
        if not isinstance(ability, Mapping) or not isinstance(ability.get("id"), str):
            continue
        clause = clauses.get(ability["id"], {})
        choice = _list(ability.get("choice"))
        usable.append(
            Usable(
                id=ability["id"],
                text=str(clause.get("text", "")),
                designators=tuple(str(d) for d in _list(ability.get("designators"))),
                slots=_ability_slots(ability.get("effects")),
                options=len(choice),
                played=bool(clause.get("played", False)),
                missing=str(clause.get("missing", "")),
                option_slots=tuple(_ability_slots(option) for option in choice),
                target_player=_target_player(ability),
            )
        )
    return usable


def play_slots(card: KnownCard, *, upgrade: bool) -> tuple[Slot, ...]:
    """The targets a player picks when playing this card, in the order its effects apply: MAIN effects, and
    when it is played as an upgrade its UPGRADE ones too, one that `replaces` a MAIN effect standing in its
    place. `choose: N` picks N cards among `affects`, a list of filters one card each."""
    effects = [e for e in _list(card.definition.get("effects")) if isinstance(e, Mapping)]
    sections = ("main", "upgrade") if upgrade else ("main",)
    played = [e for e in effects if e.get("section", "main") in sections]
    instead = {e["replaces"]: e for e in played if e.get("replaces")}
    slots: list[Slot] = []
    for effect in (instead.get(e.get("id"), e) for e in played if not e.get("replaces")):
        chosen, effect_id = effect.get("choose"), str(effect.get("id", ""))
        affects = effect.get("affects")
        if isinstance(chosen, int) and not isinstance(chosen, bool) and isinstance(affects, Mapping):
            slots += [Slot(effect_id, affects)] * min(chosen, MAX_TARGETS)
        elif isinstance(chosen, list):
            slots += [Slot(effect_id, flt) for flt in chosen if isinstance(flt, Mapping)]
    return tuple(slots)


def play_texts(card: KnownCard) -> list[str]:
    """The printed effect lines of a card that is played (its abilities, in Naruto's clauses)."""
    return [clause["text"] for clause in card.clauses if clause.get("kind") == "ability"]


@dataclass(frozen=True)
class _Seen:
    """A card of the state as a filter sees it in the builder."""

    id: str
    type: str
    controller: str
    keywords: frozenset[str]
    flags: frozenset[str]
    in_play: bool
    attached: frozenset[str] = frozenset()  # the types of the cards attached to it


def _in_play(state: BuilderState, card_id: str, vocab: Vocabulary) -> bool:
    """In one of the game's in-play zones, or attached to a card that is (as the state places it)."""
    seen: set[str] = set()
    card = state.card(card_id)
    while card is not None and card.attached_to and card.id not in seen:
        seen.add(card.id)
        card = state.card(card.attached_to)
    return card is not None and (card.zone or vocab.default_zone) in vocab.in_play_zones


def _seen(state: BuilderState, known: Mapping[str, KnownCard], vocab: Vocabulary) -> list[_Seen]:
    seen = []
    types = {card.id: _type_of(card, known) for card in state.cards}
    for card in state.cards:
        found = known.get(card.key) if card.key else None
        if card.key and found is None:
            continue
        keywords = found.keywords if found else card.keywords
        in_play = _in_play(state, card.id, vocab)
        attached = frozenset(types[c.id] for c in state.cards if c.attached_to == card.id)
        flags = frozenset(card.flags)
        seen.append(_Seen(card.id, types[card.id], card.owner, frozenset(keywords), flags, in_play, attached))
    return seen


def _type_of(card, known: Mapping[str, KnownCard]) -> str:
    found = known.get(card.key) if card.key else None
    return found.type if found else card.type


def _controller_holds(wanted: Any, controller: str, by: str) -> bool:
    if wanted in (None, ""):
        return True
    if wanted == "$controller":
        return controller == by
    if wanted == "$other":
        return controller != by
    return not (wanted in PLAYERS and controller != wanted)  # another symbol: the engine decides


def _may_match(flt: Mapping[str, Any], card: _Seen, by: str, source: str, flags: tuple[str, ...]) -> bool:
    types = _list(flt.get("type"))
    if types and card.type not in types:
        return False
    if not _controller_holds(flt.get("controller"), card.controller, by):
        return False
    if not set(_list(flt.get("keywords"))) <= card.keywords:
        return False
    if card.keywords & set(_list(flt.get("not_keywords"))):
        return False
    if "$source" in _list(flt.get("not_cards")) and card.id == source:
        return False
    if isinstance(flt.get("in_play"), bool) and card.in_play != flt["in_play"]:
        return False
    without = flt.get("without_attached")
    if isinstance(without, Mapping) and card.attached & set(_list(without.get("type"))):
        return False
    return all((flag in card.flags) == bool(flt[flag]) for flag in flags if flag in flt)


def candidates(
    flt: Mapping[str, Any],
    state: BuilderState,
    known: Mapping[str, KnownCard],
    *,
    by: str,
    source: str,
    vocab: Vocabulary,
    ops: tuple[str, ...] = (),
) -> list[str]:
    """The cards of the state a target with this filter may be, for `by` using `source`'s text, once the
    rule of the effect's op has narrowed it (`ops`: the effect's fields; none of them may be an op)."""
    for op in ops:
        narrowed = narrowed_choice(vocab.game, op, flt)
        if narrowed is None:  # its op targets none of the cards the filter names
            return []
        flt = narrowed
    seen = _seen(state, known, vocab)
    return [card.id for card in seen if _may_match(flt, card, by, source, vocab.flags)]
