"""Answering events: a game's triggered effects answer an event when it happens, or, while simultaneous
changes are in progress, once all of them have happened."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine_api import Engine


def dispatch(engine: Engine, event: tuple) -> None:
    """`event` is (name, card, player)."""
    if engine.deferred is not None:
        engine.deferred.append(event)
    else:
        engine.rules.on_event(engine, *event)


@contextmanager
def simultaneously(engine: Engine, consecutively: bool = False) -> Iterator[Callable[[], None]]:
    """Changes caused by one piece of text happen together: what they trigger answers once all have
    happened. Yields a function to call after each change, which answers at once if the text says the
    changes happen "consecutively"."""
    outer, engine.deferred = engine.deferred, []

    def answer() -> None:
        events, engine.deferred = engine.deferred, outer
        for event in events:
            dispatch(engine, event)
        engine.deferred = []

    try:
        yield answer if consecutively else (lambda: None)
    except BaseException:  # e.g. a choice left open: this run is abandoned, its events are not answered
        engine.deferred = outer
        raise
    events, engine.deferred = engine.deferred, outer
    for event in events:
        dispatch(engine, event)
