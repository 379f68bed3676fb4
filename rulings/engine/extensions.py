"""Former names of the registry's declarations (registry.py), for game code written before it.
New code uses `registry.Op`, `StepKind`, `Question` and `CardField`."""

from .registry import CardField, Op, Question, StepKind

GameOp = Op
GameStep = StepKind
GameQuestion = Question

__all__ = ["CardField", "GameOp", "GameQuestion", "GameStep"]
