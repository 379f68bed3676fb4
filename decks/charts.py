"""Chart geometry for the inline SVG charts (``templates/decks/includes/*_chart.html``).

Charts are drawn on the server as SVG: no script, no CDN, nothing a strict Content Security Policy forbids
(the colours come from classes in ``static/decks/decks.css``, never ``style=""``). This module only computes
coordinates; the templates escape every label. Each chart also carries its numbers as rows, which the
templates show as a table for screen readers and for anyone who prefers numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# vertical bar chart (curves)
WIDTH, HEIGHT = 360, 180
LEFT, RIGHT, TOP, BOTTOM = 30, 8, 16, 34
# horizontal bar chart (counts by type)
H_ROW, H_LABEL, H_WIDTH = 22, 120, 360


@dataclass(frozen=True)
class Bar:
    label: str
    value: int
    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> float:
        return round(self.x + self.width / 2, 1)

    @property
    def value_y(self) -> float:  # the count, just above a vertical bar
        return round(self.y - 3, 1)

    @property
    def text_y(self) -> float:  # a horizontal bar's label and count, on the bar's baseline
        return round(self.y + self.height - 3, 1)

    @property
    def end_x(self) -> float:  # a horizontal bar's count, after the bar
        return round(self.x + self.width + 4, 1)

    @property
    def label_x(self) -> float:  # a horizontal bar's label, right-aligned before the bar
        return round(self.x - 6, 1)


@dataclass(frozen=True)
class Tick:
    value: int
    y: float


@dataclass(frozen=True)
class Chart:
    slug: str  # for ids: "cost-fate"
    title: str
    x_label: str
    bars: list[Bar]
    ticks: list[Tick]
    width: int
    height: int
    summary: str = ""
    kind: str = "bar"  # bar (vertical, a curve) | hbar (horizontal, counts)

    @property
    def is_empty(self) -> bool:
        return not any(bar.value for bar in self.bars)

    @property
    def plot_bottom(self) -> int:
        return self.height - BOTTOM

    @property
    def plot_left(self) -> int:
        return LEFT

    @property
    def plot_right(self) -> int:
        return self.width - RIGHT

    @property
    def label_y(self) -> int:
        return self.height - BOTTOM + 14

    @property
    def axis_label_y(self) -> int:
        return self.height - 4


def _ticks(high: int) -> list[int]:
    """Up to five round values from 0 to ``high``."""
    if high <= 0:
        return [0]
    step = 1
    for candidate in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000):
        step = candidate
        if high / candidate <= 4:
            break
    return list(range(0, high + 1, step))


def bar_chart(
    buckets: Sequence[tuple[str, int]], *, slug: str, title: str, x_label: str = "", summary: str = ""
) -> Chart:
    """A vertical bar chart: one bar per bucket, left to right (a cost curve)."""
    plot_width = WIDTH - LEFT - RIGHT
    plot_height = HEIGHT - TOP - BOTTOM
    high = max((value for _, value in buckets), default=0)
    ticks = _ticks(high)
    scale_top = max(ticks[-1], high, 1)
    slot = plot_width / max(len(buckets), 1)
    gap = min(6.0, slot * 0.2)
    bars = []
    for index, (label, value) in enumerate(buckets):
        height = plot_height * value / scale_top
        bars.append(
            Bar(
                label=label,
                value=value,
                x=round(LEFT + index * slot + gap / 2, 1),
                y=round(TOP + plot_height - height, 1),
                width=round(slot - gap, 1),
                height=round(height, 1),
            )
        )
    return Chart(
        slug=slug,
        title=title,
        x_label=x_label,
        bars=bars,
        ticks=[Tick(value, round(TOP + plot_height - plot_height * value / scale_top, 1)) for value in ticks],
        width=WIDTH,
        height=HEIGHT,
        summary=summary,
    )


def hbar_chart(buckets: Sequence[tuple[str, int]], *, slug: str, title: str, summary: str = "") -> Chart:
    """A horizontal bar chart: one row per bucket, top to bottom (counts by type, by section)."""
    high = max((value for _, value in buckets), default=0)
    track = H_WIDTH - H_LABEL - 40
    bars = [
        Bar(
            label=label,
            value=value,
            x=H_LABEL,
            y=index * H_ROW + 4,
            width=round(track * value / high, 1) if high else 0,
            height=H_ROW - 8,
        )
        for index, (label, value) in enumerate(buckets)
    ]
    return Chart(
        slug=slug,
        title=title,
        x_label="",
        bars=bars,
        ticks=[],
        width=H_WIDTH,
        height=max(len(bars), 1) * H_ROW + 4,
        summary=summary,
        kind="hbar",
    )
