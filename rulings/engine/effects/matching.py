"""Filters ("all things of a kind"), conditions ("while ...") and fluctuating amounts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..language.spec import Amount, Condition, EffectSpec, Filter
from .binding import OTHER_THAN
from .params import stat_change

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..state.game_state import Active, Card

RELATIONAL = ("attached_to", "at", "stats_against")
STAT_COMPARISONS = ("less_than", "more_than")  # a stat compared with another card's


def matches(engine: Engine, card: Card, flt: Filter, source: str | None) -> bool:
    engine.spend()
    return (
        _identity_matches(engine, card, flt, source)
        and _standing_matches(engine, card, flt, source)
        and _flags_and_stats_match(engine, card, flt)
        and _keywords_match(engine, card, flt)
        and _relations_hold(engine, card, flt, source)
    )


def _identity_matches(engine: Engine, card: Card, flt: Filter, source: str | None) -> bool:
    """What the card is: its type, which card it is, uniqueness, whether it is in play."""
    if flt.types and card.type not in flt.types:
        return False
    if flt.cards and card.id not in {engine.resolve_symbol(c, source) for c in flt.cards}:
        return False
    if flt.not_cards and card.id in {engine.resolve_symbol(c, source) for c in flt.not_cards}:
        return False
    if flt.unique is not None and card.unique != flt.unique:
        return False
    return flt.in_play is None or engine.in_play(card) == flt.in_play


def _standing_matches(engine: Engine, card: Card, flt: Filter, source: str | None) -> bool:
    """Its ability, face, title, owner, controller and zone."""
    if flt.ability and not engine.rules.has_ability(engine, card, flt.ability):
        return False
    if flt.face is not None and card.face_up != (flt.face == "up"):
        return False
    if flt.title is not None and card.title != flt.title:
        return False  # a full title only: partial words never match, an untitled card never does
    if flt.owner and card.owner != (engine.resolve_symbol(flt.owner, source) or flt.owner):
        return False
    if flt.controller and not _controller_matches(engine, card, flt.controller, source):
        return False
    return not flt.zone or _zone_matches(engine.location(card), resolve_zone(engine, flt.zone))


def _flags_and_stats_match(engine: Engine, card: Card, flt: Filter) -> bool:
    for name, wanted in flt.flags:
        if card.flag(name) != wanted:
            return False
    for stat, low, high in flt.stats:
        value = engine.rules.filter_stat(engine, card, stat)
        if (
            not isinstance(value, int)
            or (low is not None and value < low)
            or (high is not None and value > high)
        ):
            return False
    return True


def _keywords_match(engine: Engine, card: Card, flt: Filter) -> bool:
    if not (flt.keywords or flt.any_keywords or flt.not_keywords):
        return True
    kws = engine.keyword_names(card)
    if not set(flt.keywords) <= kws or (flt.not_keywords and kws & set(flt.not_keywords)):
        return False
    return not (flt.any_keywords and not kws & set(flt.any_keywords))


def _relations_hold(engine: Engine, card: Card, flt: Filter, source: str | None) -> bool:
    if flt.at:
        other = engine.cards.get(engine.resolve_symbol(flt.at, source) or "")
        if other is None or not engine.in_play(other) or engine.location(other) != engine.location(card):
            return False
    if flt.attached_to:
        bearer = engine.resolve_symbol(flt.attached_to, source)
        if card.attached_to != bearer:
            return False
    if flt.extra:
        fields = engine.rules.registry.game_filters
        if not all(fields[name].matches(engine, card, params, source) for name, params in flt.extra):
            return False
    return all(_stat_against(engine, card, against, source) for against in flt.stats_against)


def _stat_against(engine: Engine, card: Card, against: tuple[str, str, str], source: str | None) -> bool:
    stat, relation, other_id = against
    other = engine.cards.get(engine.resolve_symbol(other_id, source) or "")
    if other is None:
        return False
    mine, theirs = (engine.rules.filter_stat(engine, c, stat) for c in (card, other))
    if not (isinstance(mine, int) and isinstance(theirs, int)):
        return False
    return mine < theirs if relation == "less_than" else mine > theirs


def _controller_matches(engine: Engine, card: Card, wanted: str, source: str | None) -> bool:
    if wanted.startswith(OTHER_THAN):  # an effect with no source card: $other bound (binding.py)
        return card.controller != wanted.removeprefix(OTHER_THAN)
    if wanted in ("$controller", "$other"):
        src = engine.cards.get(source or "")
        mine = src.controller if src else None
        return card.controller == mine if wanted == "$controller" else card.controller != mine
    return card.controller == wanted


def _zone_matches(zone: str, wanted: str | None) -> bool:
    return zone == wanted or zone.split(":", 1)[0] == wanted


def resolve_zone(engine: Engine, wanted: str) -> str | None:
    """A zone, with a zone symbol of the game (L5R's `$battlefield`) read from the game state (None: there
    is no such zone now)."""
    if not wanted.startswith("$"):
        return wanted
    return engine.rules.registry.zone_symbols[wanted].resolve(engine)


def holds(engine: Engine, cond: Condition, subject: str, active: Active) -> bool:
    built_in = _CONDITIONS.get(cond.kind)
    if built_in is None:  # a condition of the game's own (its registry's condition kinds)
        return engine.rules.registry.condition_kinds[cond.kind].holds(engine, cond.params, subject, active)
    return built_in(engine, cond, subject, active)


def _all_hold(engine: Engine, cond: Condition, subject: str, active: Active) -> bool:
    return all(holds(engine, c, subject, active) for c in cond.parts)


def _any_holds(engine: Engine, cond: Condition, subject: str, active: Active) -> bool:
    return any(holds(engine, c, subject, active) for c in cond.parts)


def _not_all_hold(engine: Engine, cond: Condition, subject: str, active: Active) -> bool:
    return not all(holds(engine, c, subject, active) for c in cond.parts)


def _subject_matches(engine: Engine, cond: Condition, subject: str, active: Active) -> bool:
    card = engine.cards.get(subject)
    return card is not None and matches(engine, card, cond.filter, active.source)


def _card_matches(engine: Engine, cond: Condition, subject: str, active: Active) -> bool:
    card = engine.cards.get(engine.resolve_symbol(cond.card, active.source) or "")
    return card is not None and matches(engine, card, cond.filter, active.source)


def _player_stat_within(engine: Engine, cond: Condition, subject: str, active: Active) -> bool:
    player = player_of(engine, cond.player, active)
    value = engine.stat(player, cond.stat).value if player else 0
    return (cond.at_least is None or value >= cond.at_least) and (
        cond.at_most is None or value <= cond.at_most
    )


def _during(engine: Engine, cond: Condition, subject: str, active: Active) -> bool:
    """During the latest procedure of that name (for a card matching the filter, where it names one)."""
    for name, params in reversed(engine.state.procedures):
        if name == cond.procedure:
            if cond.filter is None:
                return True
            card = engine.cards.get(params.for_card or "")
            return card is not None and matches(engine, card, cond.filter, active.source)
    return False


_CONDITIONS = {
    "all": _all_hold,
    "any": _any_holds,
    "not": _not_all_hold,
    "subject": _subject_matches,
    "card": _card_matches,
    "player_stat": _player_stat_within,
    "during": _during,
}


def player_of(engine: Engine, player: str | None, active: Active) -> str | None:
    """A condition's player: `$controller` is the controller of the effect's source (or of the effect)."""
    if player == "$controller":
        source = engine.cards.get(active.source or "")
        return source.controller if source else active.controller
    return player


def amount(engine: Engine, amt: Amount, subject: str, active: Active) -> int:
    if amt.per is not None:  # in play, or in the out-of-play area the filter names ("in your discard pile")
        there = engine.reaches_out_of_play(amt.per) and not amt.per.everywhere
        count = sum(
            1
            for c in engine.cards.values()
            if (engine.in_play(c) or (there and c.exists)) and matches(engine, c, amt.per, active.source)
        )
        return amt.sign * amt.per_value * count
    if amt.among is not None:  # the highest value of a stat among cards, wherever the filter looks
        wider = engine.reaches_out_of_play(amt.among)
        values = [
            value
            for c in engine.cards.values()
            if (engine.in_play(c) or (wider and c.exists)) and matches(engine, c, amt.among, active.source)
            if isinstance(value := engine.stat(c.id, amt.stat).value, int)
        ]
        return amt.sign * max(values, default=0)
    if amt.stat is not None:
        whose = subject if amt.stat_of == "$subject" else engine.resolve_symbol(amt.stat_of, active.source)
        value = engine.stat(whose, amt.stat).value if whose else 0
        return amt.sign * (value if isinstance(value, int) else 0)
    return amt.fixed


def is_global(spec: EffectSpec) -> bool:
    """Whether an effect depends on more than the card it affects (re-checked after every step)."""
    if spec.condition is not None and _condition_global(spec.condition):
        return True
    if spec.affects is not None and _relational(spec.affects):
        return True
    if spec.targets and any(t == "$bearer" for t in spec.targets):
        return True
    change = stat_change(spec)
    amt = change.amount if change is not None else None
    if amt is None:
        return False
    read_elsewhere = amt.stat is not None and amt.stat_of != "$subject"
    return amt.per is not None or amt.among is not None or read_elsewhere


def _condition_global(cond: Condition) -> bool:
    if cond.kind in ("all", "any", "not"):
        return any(_condition_global(c) for c in cond.parts)
    if cond.kind == "subject":
        return _relational(cond.filter)
    return True


def _relational(flt: Filter) -> bool:
    """Whether a card's match depends on more than the card: other cards, or the game state."""
    if flt.zone is not None and flt.zone.startswith("$"):
        return True
    if any(getattr(flt, r) for r in RELATIONAL):
        return True
    return flt.extra_relational


def depends_on_stats(spec: EffectSpec) -> bool:
    """Whether a change to a card's stats alone can change whether this effect applies to that card."""
    if spec.affects is not None and (spec.affects.stats or spec.affects.stats_against):
        return True
    return spec.condition is not None and _condition_on_stats(spec.condition)


def _condition_on_stats(cond: Condition) -> bool:
    if cond.kind in ("all", "any", "not"):
        return any(_condition_on_stats(c) for c in cond.parts)
    return cond.kind == "subject" and bool(cond.filter.stats or cond.filter.stats_against)
