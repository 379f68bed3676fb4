"""Card stats as typed values, and the stats each game prints.

A printed stat is one of four kinds, kept apart because the rules treat them differently:

- ``number``: a plain value (Force 3, Chakra 5).
- ``modifier``: a signed change an Item or Follower gives (L5R "+1" Force, "+0" Chi); its value is signed.
- ``dash``: the card prints "-" (an L5R Honor Requirement of "-"): no value at all, and not zero.
- ``variable``: "*", "5*", "+*", or a scaled value such as "[Rank•7]": the value depends on the game; when a
  number is printed with it ("5*") that number is kept as the value.

A stat the card does not print is absent: it has no row at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulings.games import Game

NUMBER, MODIFIER, DASH, VARIABLE = "number", "modifier", "dash", "variable"
KINDS = (NUMBER, MODIFIER, DASH, VARIABLE)
DASHES = frozenset({"-", "\u2013", "\u2014"})  # hyphen, en dash, em dash

_NUMBER = re.compile(r"^\d+$")
_SIGNED = re.compile(r"^[+-]\d+$")
_LEADING_NUMBER = re.compile(r"^([+-]?\d+)")


@dataclass(frozen=True)
class StatValue:
    kind: str
    value: int | None
    printed: str


def parse_printed(raw: object) -> StatValue | None:
    """A stat as the data prints it (int or string) -> a typed value; None when the card prints nothing."""
    if raw is None or isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return StatValue(NUMBER, raw, str(raw))
    text = str(raw).strip()
    if not text:
        return None
    if text in DASHES:
        return StatValue(DASH, None, "-")
    if _NUMBER.match(text):
        return StatValue(NUMBER, int(text), text)
    if _SIGNED.match(text):
        return StatValue(MODIFIER, int(text), text)
    leading = _LEADING_NUMBER.match(text)
    return StatValue(VARIABLE, int(leading.group(1)) if leading else None, text)


@dataclass(frozen=True)
class StatSpec:
    """A stat the Desk knows: canonical name, the label each game prints, the names a search may use."""

    name: str
    short: str  # for compact lists: "F", "HR"
    labels: dict[str, str]
    aliases: tuple[str, ...] = ()

    def label_for(self, game: str) -> str:
        return self.labels.get(game) or next(iter(self.labels.values()))


STAT_SPECS: tuple[StatSpec, ...] = (
    StatSpec(
        "cost",
        "Cost",
        {Game.L5R: "Gold Cost", Game.NARUTO: "Chakra", Game.CHIAXIS: "Cost"},
        ("gold_cost", "gc", "chakra"),
    ),
    StatSpec("focus", "Focus", {Game.L5R: "Focus"}, ("fv",)),
    StatSpec("force", "F", {Game.L5R: "Force"}),
    StatSpec("chi", "C", {Game.L5R: "Chi"}),
    StatSpec("honor_requirement", "HR", {Game.L5R: "Honor Requirement"}, ("hr",)),
    StatSpec("personal_honor", "PH", {Game.L5R: "Personal Honor"}, ("ph",)),
    StatSpec("province_strength", "PS", {Game.L5R: "Province Strength"}, ("ps",)),
    StatSpec("gold_production", "GP", {Game.L5R: "Gold Production"}, ("gp",)),
    StatSpec("starting_honor", "SH", {Game.L5R: "Starting Family Honor"}, ("sh", "fh")),
    StatSpec("power", "Power", {Game.NARUTO: "Power"}, ("pow",)),
    StatSpec("points", "Points", {Game.NARUTO: "Mission points"}, ("base_points", "pts")),
    StatSpec("int", "INT", {Game.CHIAXIS: "INT"}),
    StatSpec("atk", "ATK", {Game.CHIAXIS: "ATK"}),
)
STATS_BY_NAME: dict[str, StatSpec] = {spec.name: spec for spec in STAT_SPECS}
STAT_ORDER: dict[str, int] = {spec.name: i for i, spec in enumerate(STAT_SPECS)}


def stat_text(*, name: str, kind: str, printed: str, game: str) -> str:
    """A printed stat as a player reads it: "Force 3", "Gold Cost 5"; a modifier as the card prints it,
    signed and abbreviated: an Item's "+2F", "+0C"."""
    spec = STATS_BY_NAME.get(name)
    if kind == MODIFIER:
        return f"{printed}{spec.short}" if spec else f"{printed} {name}"
    return f"{spec.label_for(game) if spec else name} {printed}"


class PrintedStat:
    """How a printed stat reads, for anything with its name, kind and printed value: a CardStat, or a
    result row (cards.rows)."""

    name: str
    kind: str
    printed: str

    @property
    def short(self) -> str:
        spec = STATS_BY_NAME.get(self.name)
        return spec.short if spec else self.name

    def label_for(self, game: str) -> str:
        spec = STATS_BY_NAME.get(self.name)
        return spec.label_for(game) if spec else self.name

    def text_for(self, game: str) -> str:
        return stat_text(name=self.name, kind=self.kind, printed=self.printed, game=game)


def stat_for_field(field: str) -> StatSpec | None:
    """The stat a search field names (canonical name or alias), case-insensitive."""
    field = field.lower()
    for spec in STAT_SPECS:
        if field == spec.name or field in spec.aliases:
            return spec
    return None


def stat_field_names() -> list[str]:
    return [name for spec in STAT_SPECS for name in (spec.name, *spec.aliases)]
