"""The cards an effect's `choose` may pick as its op's own rule narrows it (`Op.narrow_choice`: L5R's Ranged
Attack targets an enemy Follower, or Personality without Followers, in play), for a caller that offers
targets before the engine answers (the guided builder): it asks this rule rather than repeating it.

`narrowed_choice(game, op, choose)` gives the `choose` mapping with the fields the rule narrows or adds (card
types, controller, in play, and the game's own filter fields such as `without_attached`), in the scenario
language's words; `None` when the op allows none of the cards the mapping names (the parser refuses it).
Only the fields the rule reads are given to it: type, controller and in_play.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..loader import load_games
from .reader import Node, Problems
from .spec import Filter
from .yamlsource import Locator


def _listed(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    return tuple(str(v) for v in value) if isinstance(value, list | tuple) else (str(value),)


def _words(flt: Filter) -> dict[str, Any]:
    """A (narrowed) filter's fields in the scenario language's words."""
    words: dict[str, Any] = {"type": list(flt.types)} if flt.types else {}
    if flt.keywords:
        words["keywords"] = list(flt.keywords)
    if flt.controller is not None:
        words["controller"] = flt.controller
    if flt.in_play is not None:
        words["in_play"] = flt.in_play
    return words


def narrowed_choice(game: str, op: str, choose: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """`choose` as the op's rule narrows it (unchanged for an op without one, or a game without the op)."""
    games = load_games()
    declared = games[game].registry.ops.get(op) if game in games else None
    if declared is None or declared.narrow_choice is None:
        return choose
    in_play = choose.get("in_play")
    base = Filter(
        types=_listed(choose.get("type")),
        controller=choose.get("controller") if isinstance(choose.get("controller"), str) else None,
        in_play=in_play if isinstance(in_play, bool) else None,
    )
    problems = Problems(Locator())
    narrowed = declared.narrow_choice(base, Node(dict(choose), ("choose",), problems))
    if problems.items:
        return None
    out = {**choose, **_words(narrowed)}
    for name, param in narrowed.extra[len(base.extra) :]:
        out[name] = _words(param) if isinstance(param, Filter) else param
    return out
