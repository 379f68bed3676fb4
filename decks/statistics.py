"""Deck statistics: pure functions over a deck's entries, no database.

A deck here is a list of ``Copies`` (a card's facts, a quantity, a section such as ``fate`` or ``main``).
The builder and the deck page turn their rows into entries once and call these functions; charts are drawn
from the results by ``decks.charts``.

Probabilities are exact: ``fractions.Fraction`` built with ``math.comb`` (the hypergeometric distribution,
and its multivariate form for "one of these and one of those"), so 1/3 is 1/3 and tests compare exactly.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from math import comb

from .facts import CardFacts
from .formats import DrawRule, rules_for

# --- a deck's cards ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Copies:
    """Copies of one card in one section: a deck ``facts.Entry`` with its card's facts (stats included)."""

    card: CardFacts
    quantity: int
    section: str


def _in(entries: Iterable[Copies], sections: Iterable[str] | str | None) -> list[Copies]:
    if sections is None:
        return [entry for entry in entries if entry.quantity > 0]
    wanted = {sections} if isinstance(sections, str) else set(sections)
    return [entry for entry in entries if entry.section in wanted and entry.quantity > 0]


def total(entries: Iterable[Copies], sections: Iterable[str] | str | None = None) -> int:
    return sum(entry.quantity for entry in _in(entries, sections))


# --- counts and curves -------------------------------------------------------------------------------------


def counts_by_section(entries: Iterable[Copies]) -> list[tuple[str, int]]:
    """(section, cards) in the order sections first appear."""
    counts: Counter[str] = Counter()
    for entry in _in(entries, None):
        counts[entry.section] += entry.quantity
    return list(counts.items())


def counts_by_type(
    entries: Iterable[Copies], sections: Iterable[str] | str | None = None
) -> list[tuple[str, int]]:
    """(type, cards), most first, then by name. A card counts under its first type."""
    counts: Counter[str] = Counter()
    for entry in _in(entries, sections):
        counts[entry.card.type_label] += entry.quantity
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def counts_by_faction(
    entries: Iterable[Copies], sections: Iterable[str] | str | None = None
) -> list[tuple[str, int]]:
    """(clan or faction, cards), most first; a card counts under each of its clans, or under "None"."""
    counts: Counter[str] = Counter()
    for entry in _in(entries, sections):
        for faction in entry.card.factions or ("None",):
            counts[faction] += entry.quantity
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def counts_by_keyword(
    entries: Iterable[Copies], sections: Iterable[str] | str | None = None
) -> list[tuple[str, int]]:
    """(keyword, cards), most first, then by name; a card counts under each of its keywords (none: not at
    all, so the counts need not add up to the deck)."""
    counts: Counter[str] = Counter()
    for entry in _in(entries, sections):
        for keyword in entry.card.keywords:
            counts[keyword] += entry.quantity
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


OTHER = "other"  # the bucket of cards printing the stat without a number ("-", "*")


@dataclass(frozen=True)
class Distribution:
    """How many cards print each value of a stat. ``buckets`` run from the lowest value to the highest with
    no gap (a curve shows the empty cost 4 too), values at or above ``cap`` share the last bucket ("7+"), and
    cards printing the stat without a number come last as "other". ``average`` is over numbered cards only."""

    stat: str
    buckets: list[tuple[str, int]]
    counted: int  # cards printing the stat with a number
    other: int  # cards printing it without one
    total: int  # sum of quantity x value over the numbered cards
    average: Fraction | None

    @property
    def is_empty(self) -> bool:
        return not (self.counted or self.other)


def distribution(
    entries: Iterable[Copies],
    stat: str,
    *,
    sections: Iterable[str] | str | None = None,
    types: Iterable[str] | None = None,
    cap: int | None = None,
) -> Distribution:
    """The spread of one stat over the cards (of ``types``, in ``sections``) that print it."""
    wanted_types = set(types) if types is not None else None
    values: Counter[int] = Counter()
    other = 0
    for entry in _in(entries, sections):
        if wanted_types is not None and not wanted_types.intersection(
            entry.card.types or (entry.card.card_type,)
        ):
            continue
        if stat not in entry.card.stats:
            continue
        value = entry.card.stats[stat]
        if value is None:
            other += entry.quantity
        else:
            values[value] += entry.quantity
    counted = sum(values.values())
    summed = sum(value * count for value, count in values.items())
    buckets: list[tuple[str, int]] = []
    if values:
        low, high = min(values), max(values)
        if cap is not None and high >= cap:
            high = max(cap, low)
            capped = sum(count for value, count in values.items() if value >= high)
        else:
            capped = None
        for value in range(low, high + (0 if capped is not None else 1)):
            buckets.append((str(value), values.get(value, 0)))
        if capped is not None:
            buckets.append((f"{high}+", capped))
    if other:
        buckets.append((OTHER, other))
    return Distribution(
        stat=stat,
        buckets=buckets,
        counted=counted,
        other=other,
        total=summed,
        average=Fraction(summed, counted) if counted else None,
    )


@dataclass(frozen=True)
class GoldSummary:
    """L5R: the Gold the deck's Holdings produce. ``distribution`` is over the Holdings' Gold Production."""

    holdings: int
    gold: int  # sum of the numbered Gold Production of all Holdings, copies included
    distribution: Distribution
    stronghold_gold: int | None


def gold_production(
    entries: Iterable[Copies],
    *,
    holding_types: Sequence[str] = ("Holding",),
    stronghold_type: str = "Stronghold",
) -> GoldSummary:
    entries = list(entries)
    stronghold = next(
        (entry.card for entry in _in(entries, None) if stronghold_type in entry.card.types),
        None,
    )
    entries = _for_clans(entries, set(stronghold.factions) if stronghold else set())
    spread = distribution(entries, "gold_production", types=holding_types)
    holdings = sum(
        entry.quantity for entry in _in(entries, None) if set(holding_types).intersection(entry.card.types)
    )
    return GoldSummary(
        holdings=holdings,
        gold=spread.total,
        distribution=spread,
        stronghold_gold=stronghold.stats.get("gold_production") if stronghold else None,
    )


def _for_clans(entries: list[Copies], clans: set[str]) -> list[Copies]:
    """The entries with the stats their text gives a player of the deck's clans (its Stronghold's)."""
    adjusted = []
    for entry in entries:
        changes = [entry.card.clan_stats[clan] for clan in sorted(clans) if clan in entry.card.clan_stats]
        stats = dict(entry.card.stats)
        for change in changes:
            for name, amount in change.items():
                if isinstance(stats.get(name), int):
                    stats[name] += amount
        card = replace(entry.card, stats=stats) if changes else entry.card
        adjusted.append(Copies(card, entry.quantity, entry.section))
    return adjusted


# --- probabilities -----------------------------------------------------------------------------------------


class ProbabilityError(ValueError):
    """Numbers that describe no draw: more copies than cards, a negative count, ..."""


def at_least(*, population: int, copies: int, draws: int, minimum: int = 1) -> Fraction:
    """P(at least ``minimum`` of ``copies`` cards among ``draws`` cards drawn from ``population``), exact."""
    return at_least_each(population=population, groups=[(copies, minimum)], draws=draws)


def at_least_each(*, population: int, groups: Sequence[tuple[int, int]], draws: int) -> Fraction:
    """P(for every group (copies, minimum): at least ``minimum`` of its ``copies`` are drawn), exact.

    The groups are disjoint sets of cards (a card belongs to one group), so this is the multivariate
    hypergeometric distribution: the number of hands with x_i cards of group i and the rest from the other
    cards is prod C(K_i, x_i) * C(N - sum K, n - sum x). Summing over every x_i >= m_i is a convolution over
    the hand size, O(groups x draws^2) whatever the number of copies, so large groups cost nothing.
    Drawing more cards than the deck holds draws the whole deck.
    """
    if population < 0 or draws < 0:
        raise ProbabilityError("The deck size and the number of cards drawn cannot be negative.")
    for copies, minimum in groups:
        if copies < 0 or minimum < 0:
            raise ProbabilityError("Copies and minimums cannot be negative.")
    in_groups = sum(copies for copies, _ in groups)
    if in_groups > population:
        raise ProbabilityError(f"The groups hold {in_groups} cards but the deck has only {population}.")
    draws = min(draws, population)
    # ways[s]: hands of s cards from the groups seen so far, each group meeting its minimum
    ways = [1] + [0] * draws
    for copies, minimum in groups:
        step = [0] * (draws + 1)
        for have, count in enumerate(ways):
            if not count:
                continue
            for take in range(minimum, min(copies, draws - have) + 1):
                step[have + take] += count * comb(copies, take)
        ways = step
    rest = population - in_groups
    favourable = sum(count * comb(rest, draws - taken) for taken, count in enumerate(ways) if count)
    return Fraction(favourable, comb(population, draws))


def draw_rules(game: str) -> tuple[DrawRule, ...]:
    """The game's draw assumptions (``formats.GameRules.draw_rules``); none for an unknown game."""
    rules = rules_for(game)
    return rules.draw_rules if rules else ()


# --- a sample hand -----------------------------------------------------------------------------------------


def sample_hand(
    entries: Iterable[Copies], *, size: int, seed: int, sections: Iterable[str] | str | None = None
) -> list[CardFacts]:
    """``size`` cards drawn at random from the copies in ``sections``; the same seed gives the same hand."""
    pile = [
        entry.card
        for entry in sorted(_in(entries, sections), key=lambda entry: (entry.card.key, entry.section))
        for _ in range(entry.quantity)
    ]
    rng = random.Random(seed)
    return rng.sample(pile, min(size, len(pile)))


def percent(value: Fraction) -> str:
    """A probability for people: "42.9%"; "<0.1%" and ">99.9%" rather than 0.0% or 100.0% when not sure."""
    if value == 0:
        return "0%"
    if value == 1:
        return "100%"
    shown = float(value) * 100
    if shown < 0.1:
        return "<0.1%"
    if shown > 99.9:
        return ">99.9%"
    return f"{shown:.1f}%"
