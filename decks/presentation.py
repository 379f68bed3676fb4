"""What the deck pages show, computed from a deck's lines: card facts for the statistics, the charts each game
gets, the probability calculator's inputs, sample hands, and version differences put in display order.

Purely presentational: it reads cards already loaded (tags and stats prefetched) and calls
``decks.statistics``; it writes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from cards.definitions import clan_stat_changes, printed_text_stats
from cards.stats import DASH, STATS_BY_NAME

from . import statistics as st
from .charts import Chart, bar_chart, hbar_chart
from .facts import CardFacts
from .formats import DrawRule, rules_for

COST_CAP = 10  # L5R Gold costs reach 20: costs of 10 and more share one bar


def card_facts(card) -> CardFacts:
    """A ``cards.Card`` (tags and stats prefetched) as the statistics see it."""
    stats: dict[str, int | None] = {}
    for stat in card.stats.all():
        stats[stat.name] = None if stat.kind == DASH else stat.value
    if "gold_production" not in stats:  # Copper Mine's "Bow: Produce 2 Gold." (its text, compiled)
        gold = printed_text_stats(card).get("gold_production")
        if gold is not None:
            stats["gold_production"] = gold
    return CardFacts(
        key=card.key,
        title=card.title,
        version=card.version,
        card_type=card.card_type,
        types=tuple(card.types) or ((card.card_type,) if card.card_type else ()),
        factions=tuple(card.factions),
        stats=stats,
        keywords=tuple(card.keywords),
        clan_stats=clan_stat_changes(card),
    )


def stat_entries(lines: Iterable) -> list[st.Copies]:
    """Deck lines (anything with ``card``, ``quantity``, ``section``) as statistics entries."""
    facts: dict[int, CardFacts] = {}
    entries = []
    for line in lines:
        card = line.card
        if card.pk not in facts:
            facts[card.pk] = card_facts(card)
        entries.append(st.Copies(facts[card.pk], int(line.quantity), line.section))
    return entries


def _label(stat: str, game: str) -> str:
    spec = STATS_BY_NAME.get(stat)
    return spec.label_for(game) if spec else stat


def _summary(spread: st.Distribution, label: str) -> str:
    if spread.average is None:
        return ""
    return (
        f"average {label} {float(spread.average):.1f} over {spread.counted} card{'s' * (spread.counted != 1)}"
    )


@dataclass
class DeckStatistics:
    total: int
    charts: list[Chart]
    facts: list[tuple[str, str]]  # (label, value) lines: "Gold from Holdings: 24"


def deck_statistics(
    *, game: str, entries: Sequence[st.Copies], sections: Sequence[tuple[str, str]]
) -> DeckStatistics:
    """The charts and figures a player of ``game`` expects (its rules' ``charts``, in their order).
    ``sections``: [(key, label)] of the format."""
    labels = dict(sections)
    charts = [
        hbar_chart(
            [(labels.get(key, key), count) for key, count in st.counts_by_section(entries)],
            slug="sections",
            title="Cards per deck",
        )
    ]
    facts: list[tuple[str, str]] = []
    rules = rules_for(game)
    plan = _Plan(game, rules, entries, labels, _drawing(rules, sections), charts, facts)
    for key in plan.drawing:
        _type_chart(plan, key)
    for name in rules.charts if rules else ():
        CHARTS[name](plan)
    return DeckStatistics(total=st.total(entries), charts=charts, facts=facts)


def _drawing(rules, sections: Sequence[tuple[str, str]]) -> list[str]:
    """The sections cards are drawn from (all of them when every one is kept apart)."""
    apart = {s.key for s in rules.sections if not s.drawn} if rules else set()
    return [key for key, _ in sections if key not in apart] or [key for key, _ in sections]


@dataclass
class _Plan:
    """What the chart makers read and where they add their charts and figures."""

    game: str
    rules: object
    entries: Sequence[st.Copies]
    labels: dict[str, str]
    drawing: list[str]
    charts: list[Chart]
    facts: list[tuple[str, str]]

    @property
    def main(self) -> list[str]:
        """The drawn sections, never the kept-apart ones (even when ``drawing`` fell back to them)."""
        apart = {s.key for s in self.rules.sections if not s.drawn} if self.rules else set()
        return [key for key in self.drawing if key not in apart]

    def label(self, stat: str) -> str:
        return _label(stat, self.game)


def _type_chart(plan: _Plan, key: str) -> None:
    """A section's card types, unless the section holds only the one type it is for ("Character 30")."""
    types = st.counts_by_type(plan.entries, key)
    section = plan.rules.section(key) if plan.rules else None
    if types and not (section and [name for name, _ in types] == list(section.card_types)):
        plan.charts.append(hbar_chart(types, slug=f"types-{key}", title=f"{plan.labels[key]}: card types"))


def _spread_chart(plan: _Plan, spread: st.Distribution, slug: str, title: str, x_label: str) -> None:
    """A bar chart of a stat's spread over some cards, summed up under it."""
    summary = _summary(spread, x_label)
    plan.charts.append(bar_chart(spread.buckets, slug=slug, title=title, x_label=x_label, summary=summary))


def _cost_per_section(plan: _Plan) -> None:
    """L5R: a Gold cost curve for each deck."""
    for key in ("dynasty", "fate"):
        curve = st.distribution(plan.entries, "cost", sections=key, cap=COST_CAP)
        title = f"{plan.labels.get(key, key)}: Gold cost curve"
        plan.charts.append(
            bar_chart(
                curve.buckets,
                slug=f"cost-{key}",
                title=title,
                x_label="Gold cost",
                summary=_summary(curve, "cost"),
            )
        )


def _personality_stats(plan: _Plan) -> None:
    """L5R: the spread of each of the rules' ``stat_charts`` over the Personalities."""
    for stat in plan.rules.stat_charts:
        spread = st.distribution(plan.entries, stat, types=["Personality"])
        label = plan.label(stat)
        _spread_chart(plan, spread, f"{stat}-personalities", f"Personalities: {label}", label)


def _focus(plan: _Plan) -> None:
    focus = st.distribution(plan.entries, "focus", sections="fate")
    title = "Fate deck: Focus values"
    plan.charts.append(bar_chart(focus.buckets, slug="focus", title=title, x_label="Focus"))


def _gold(plan: _Plan) -> None:
    gold = st.gold_production(plan.entries)
    holdings = f"{gold.holdings} Holding{'s' * (gold.holdings != 1)}"
    buckets = gold.distribution.buckets
    plan.charts.append(
        bar_chart(buckets, slug="gold", title="Holdings: Gold Production", x_label="Gold", summary=holdings)
    )
    plan.facts.append(("Gold the Holdings produce, all copies", str(gold.gold)))
    if gold.stronghold_gold is not None:
        plan.facts.append(("Stronghold Gold Production", str(gold.stronghold_gold)))


def _cost(plan: _Plan) -> None:
    """One cost curve over the sections cards are drawn from."""
    cost = plan.label("cost")
    _spread_chart(
        plan, st.distribution(plan.entries, "cost", sections=plan.main), "cost", f"{cost} curve", cost
    )


def _stats(plan: _Plan) -> None:
    """Each of the rules' ``stat_charts`` over the sections cards are drawn from, with its total."""
    for stat in plan.rules.stat_charts:
        spread = st.distribution(plan.entries, stat, sections=plan.main)
        label = plan.label(stat)
        _spread_chart(plan, spread, stat, label, label)
        if spread.counted:
            plan.facts.append((f"Total {label}", str(spread.total)))


def _counts_chart(plan: _Plan, counts, slug: str, title: str, summary: str) -> None:
    plan.charts.append(hbar_chart(counts, slug=slug, title=title, summary=summary))


def _villages(plan: _Plan) -> None:
    """Naruto: the villages (and groups) of its cards."""
    counts = st.counts_by_faction(plan.entries, plan.main)
    _counts_chart(plan, counts, "villages", "Villages", "each card under its village or group")


def _keywords(plan: _Plan) -> None:
    """Naruto: the teams and kinds its effects name ("Team 7", "Jutsu", "Sound Four")."""
    counts = st.counts_by_keyword(plan.entries, plan.main)
    _counts_chart(plan, counts, "keywords", "Keywords", "a card counts under each of its keywords")


def _power_per_chakra(plan: _Plan) -> None:
    cost = st.distribution(plan.entries, "cost", sections=plan.main)
    power = st.distribution(plan.entries, "power", sections=plan.main)
    if cost.total:
        plan.facts.append(("Power per chakra", f"{power.total / cost.total:.2f}"))


def _mission_points(plan: _Plan) -> None:
    points = st.distribution(plan.entries, "points", sections="missions")
    if points.counted:
        plan.facts.append(("Mission points", str(points.total)))


# The charts a game's rules may name (``formats.GameRules.charts``).
CHARTS = {
    "cost-per-section": _cost_per_section,
    "personality-stats": _personality_stats,
    "focus": _focus,
    "gold": _gold,
    "cost": _cost,
    "stats": _stats,
    "villages": _villages,
    "keywords": _keywords,
    "power-per-chakra": _power_per_chakra,
    "mission-points": _mission_points,
}


# --- the import report --------------------------------------------------------------------------------------


def import_rows(check, sections: Sequence[tuple[str, str]]) -> list[dict]:
    """The line report of a checked list (``importing.DecklistCheck``): each line with its section's label; a
    line resolved by a pick shows the picked card (``picked``: its candidate entry) and its section."""
    labels = dict(sections)
    rows = []
    for line in check.parsed.lines:
        pick = check.picks.get(line.line)
        picked = next((c for c in line.candidates if pick and c["key"] == pick.key), None)
        section = pick.section if pick else line.section
        rows.append({"line": line, "section": labels.get(section, section), "picked": picked})
    return rows


# --- lists and differences ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SectionLines:
    key: str
    label: str
    lines: list  # DeckCard rows (or anything with card, quantity, section)
    count: int


def lines_by_section(lines: Iterable, sections: Sequence[tuple[str, str]]) -> list[SectionLines]:
    """Deck lines grouped in the format's section order (every section, empty ones too), then unknown ones."""
    grouped: dict[str, list] = {key: [] for key, _ in sections}
    for line in lines:
        grouped.setdefault(line.section, []).append(line)
    labels = dict(sections)
    return [
        SectionLines(key, labels.get(key, key), rows, sum(int(row.quantity) for row in rows))
        for key, rows in grouped.items()
    ]


def content_of(lines: Iterable) -> list[dict]:
    """Deck lines in a saved version's shape: [{"key", "title", "version", "quantity", "section"}]."""
    return [
        {
            "key": line.card.key,
            "title": line.card.title,
            "version": line.card.version,
            "quantity": int(line.quantity),
            "section": line.section,
        }
        for line in lines
    ]


@dataclass(frozen=True)
class Change:
    section: str
    key: str
    title: str
    before: int
    after: int

    @property
    def kind(self) -> str:
        if not self.before:
            return "added"
        if not self.after:
            return "removed"
        return "changed"

    @property
    def delta(self) -> str:
        return f"{self.after - self.before:+d}"


@dataclass(frozen=True)
class Difference:
    changes: list[Change]
    sections: Sequence[tuple[str, str]]

    @property
    def added(self) -> list[Change]:
        return [c for c in self.changes if c.kind == "added"]

    @property
    def removed(self) -> list[Change]:
        return [c for c in self.changes if c.kind == "removed"]

    @property
    def changed(self) -> list[Change]:
        return [c for c in self.changes if c.kind == "changed"]

    @property
    def is_empty(self) -> bool:
        return not self.changes

    def by_section(self) -> list[tuple[str, list[Change]]]:
        labels = dict(self.sections)
        order = [key for key, _ in self.sections]
        keys = order + sorted({c.section for c in self.changes} - set(order))
        return [
            (labels.get(key, key), [c for c in self.changes if c.section == key])
            for key in keys
            if any(c.section == key for c in self.changes)
        ]


def _display(line: dict) -> str:
    return (
        f"{line.get('title', '')} • {line['version']}" if line.get("version") else str(line.get("title", ""))
    )


def content_diff(
    old: Sequence[dict], new: Sequence[dict], *, sections: Sequence[tuple[str, str]]
) -> Difference:
    """What changed from ``old`` to ``new`` (version contents): cards added, removed or with a new quantity,
    per section. A card moved between sections shows as removed from one and added to the other."""
    before: dict[tuple[str, str], int] = {}
    after: dict[tuple[str, str], int] = {}
    titles: dict[str, str] = {}
    for target, content in ((before, old), (after, new)):
        for line in content:
            slot = (line["section"], line["key"])
            target[slot] = target.get(slot, 0) + int(line["quantity"])
            titles[line["key"]] = _display(line)
    order = {key: index for index, (key, _) in enumerate(sections)}
    slots = sorted(
        set(before) | set(after), key=lambda s: (order.get(s[0], len(order)), titles[s[1]].lower())
    )
    changes = [
        Change(section, key, titles[key], before.get((section, key), 0), after.get((section, key), 0))
        for section, key in slots
        if before.get((section, key), 0) != after.get((section, key), 0)
    ]
    return Difference(changes=changes, sections=sections)


# --- the probability calculator and the sample hand --------------------------------------------------------

TURNS_SHOWN = 8


def draw_rules_for(game: str, entries: Sequence[st.Copies]) -> list[DrawRule]:
    """The game's draw assumptions for the sections the deck has cards in."""
    present = {entry.section for entry in entries}
    return [rule for rule in st.draw_rules(game) if rule.section in present]


def calculator_choices(
    entries: Sequence[st.Copies], rules: Sequence[DrawRule]
) -> list[tuple[str, list[tuple[str, str]]]]:
    """The deck's cards for the calculator, grouped by the section each draw rule draws from."""
    grouped = []
    for rule in rules:
        options = {}
        for entry in entries:
            if entry.section == rule.section:
                options[entry.card.key] = f"{entry.card.display_title} ({entry.quantity})"
        grouped.append((rule.label, sorted(options.items(), key=lambda item: item[1].lower())))
    return grouped


@dataclass(frozen=True)
class GroupAnswer:
    titles: list[str]
    copies: int
    minimum: int

    @property
    def sentence(self) -> str:
        names = " or ".join(self.titles) if len(self.titles) <= 4 else f"{len(self.titles)} chosen cards"
        return f"at least {self.minimum} of {names} ({self.copies} in the deck)"


@dataclass(frozen=True)
class ProbabilityAnswer:
    chance: Fraction
    turn: int
    seen: int
    population: int
    section_label: str
    groups: list[GroupAnswer]
    by_turn: list[tuple[int, int, str]]  # (turn, cards seen, percent)
    missing: list[str]  # chosen cards that are not in this section

    @property
    def percent(self) -> str:
        return st.percent(self.chance)

    @property
    def one_in(self) -> str:
        return f"about 1 in {float(1 / self.chance):,.1f}" if 0 < self.chance < 1 else ""


def probability_answer(
    *,
    entries: Sequence[st.Copies],
    rule: DrawRule,
    groups: Sequence[tuple[Sequence[str], int]],
    turn: int,
    opening: int | None = None,
    per_turn: int | None = None,
) -> ProbabilityAnswer:
    """The chance of drawing every group (each: card keys and a minimum) from ``rule.section`` by ``turn``;
    raises ``statistics.ProbabilityError`` for numbers that describe no draw."""
    in_section = [entry for entry in entries if entry.section == rule.section]
    population = st.total(in_section)
    copies = {}
    titles = {}
    for entry in in_section:
        copies[entry.card.key] = copies.get(entry.card.key, 0) + entry.quantity
        titles[entry.card.key] = entry.card.display_title
    all_titles = {entry.card.key: entry.card.display_title for entry in entries}
    answers, counts, missing = [], [], []
    for keys, minimum in groups:
        present = [key for key in keys if key in copies]
        missing += [all_titles.get(key, key) for key in keys if key not in copies]
        group_copies = sum(copies[key] for key in present)
        answers.append(GroupAnswer([titles[key] for key in present] or ["(none)"], group_copies, minimum))
        counts.append((group_copies, minimum))
    seen = rule.seen_by(turn, opening=opening, per_turn=per_turn)
    chance = st.at_least_each(population=population, groups=counts, draws=seen)
    by_turn = []
    for each in range(1, TURNS_SHOWN + 1):
        drawn = rule.seen_by(each, opening=opening, per_turn=per_turn)
        by_turn.append(
            (
                each,
                min(drawn, population),
                st.percent(st.at_least_each(population=population, groups=counts, draws=drawn)),
            )
        )
    return ProbabilityAnswer(
        chance=chance,
        turn=turn,
        seen=min(seen, population),
        population=population,
        section_label=rule.label,
        groups=answers,
        by_turn=by_turn,
        missing=missing,
    )
