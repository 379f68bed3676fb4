"""The corpus's worked examples, and situations drawn from its rules, as scenarios in the engine's language,
shipped with the app.

They are the engine's conformance suite (tests/rulings/conformance/) and the question templates users start
from. Layout: ``rulings/examples/<game>/<topic>-<what>.yaml``; ``<entry>--<anchor>.yaml`` exercises one rule
paragraph and ``combo-<family>-<what>.yaml`` two or three rules together (both written from the corpus and the
language docs alone, by writers who never saw the engine: see bench/heldout.py). Pure data and paths: no
Django here.
"""

from __future__ import annotations

from pathlib import Path

EXAMPLES_DIR = Path(__file__).resolve().parent


def example_paths(game: str | None = None) -> list[Path]:
    """Every example scenario file (of one game), in path order."""
    pattern = f"{game}/*.yaml" if game else "*/*.yaml"
    return sorted(EXAMPLES_DIR.glob(pattern))
