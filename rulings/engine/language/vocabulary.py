"""The scenario language's vocabulary: one declaration per construct, in one registry.

Every effect op, step kind, question, card field, filter field and trigger event is declared once, with its
parse function (reading a `Node` through the public `ParseContext`), the code that runs it and its
documentation. The core declares its generic constructs here (`language/core.py`); a game adds its own on its
`GameRules` (`effect_ops`, `step_kinds`, `questions`, `card_fields`) and `GameRules.registry` is the core's
declarations plus the game's. The parser, the engine's dispatch, the JSON Schema (`schema.py`) and the
reference part of `docs/scenario-format.md` (`docgen.py`) all read the registry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from dataclasses import fields as dataclass_fields
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..questions.params import NoFields
from .needs import Need, NeedsOf
from .shapes import FLAG as FLAG  # the JSON Schema of an op written `op: true` (games import it from here)
from .spec import ONE_OFF_KINDS
from .symbols import Symbol as Symbol  # (games declare their symbols with it)

if TYPE_CHECKING:
    from ..engine_api import Engine
    from .context import ParseContext
    from .reader import Node
    from .spec import Filter, Step




@dataclass(frozen=True)
class Op:
    """An effect op, named by its key in an effect mapping (`{targets: me, destroy: true}`).

    `parse(node, ctx)` reads the effect mapping `node` (its value at the op's name and the extra `fields`)
    into the op's params. An instantaneous op changes the state once, when its effect happens:
    `perform(engine, params, target, event)` changes one target and returns whether the state changed, and
    `event` names that happening, for prevention (`prevent: {event: ...}`), substitution
    (`instead: {of: ...}`) and triggers. A continuous op (`perform=None`, `instant=False`) is read by the
    engine while it applies, and `begins(engine, app)`, if given, runs as one of its applications begins.
    `value` is the JSON Schema of the op's own value; `fields` maps each extra field to its JSON Schema.
    `needs`: the rule concepts every use of it cites; `needs_of(params)`: those its params add (a `set` mode
    needs the game's rule for setting a stat)."""

    parse: Callable[[Node, ParseContext], Any]
    perform: Callable[[Engine, Any, str, dict], bool] | None = None
    event: str | None = None
    fields: Mapping[str, dict] | tuple[str, ...] = ()
    doc: str = ""
    value: dict = field(default_factory=dict)
    instant: bool | None = None  # None: instantaneous when it has an event
    substitute: bool = True  # may be what happens instead of an event (`instead: {do: {op: ...}}`)
    only_instead: bool = False  # only that: as an effect's own op it would change nothing (L5R's add_force)
    event_data: Callable[[Any], dict] | None = None  # what the event says beyond its name (a procedure)
    directed: bool = False  # its event is a gain or a loss: event_data gives `direction` ("gain"/"lose")
    begins: Callable[[Engine, Any], None] | None = None  # L5R's grant_trait: the card now has the trait
    # performed once, as its effect begins, but what it did lasts as long as the effect (its duration) unless
    # the effect is instantaneous or procedural: switch_stats sets stats by giving bonuses and penalties
    lasts: bool = False
    # its targets are players (Family Honor, Vitae, Chakra ...): a card among them, or `affects`/`choose`
    # (which find cards), is refused at parse with this explanation
    players_only: str = ""
    # the other events its effect can cause (a Ranged Attack destroys its target): an action whose text
    # has it can produce them, for whether negating them counts toward success
    causes: tuple[str, ...] = ()
    needs: tuple[Need, ...] = ()
    needs_of: NeedsOf | None = None
    # the cards it may target whatever the text adds (L5R's Ranged Attack: its reminder text): narrows the
    # effect's `choose` at parse, refusing (on the node) a filter that allows none of them
    narrow_choice: Callable[[Filter, Node], Filter] | None = None

    @property
    def is_instant(self) -> bool:
        return self.event is not None if self.instant is None else self.instant

    def lasts_for(self, kind: str) -> bool:
        """Whether what it does ends with the effect (see `lasts`) for an effect of this kind."""
        return self.lasts and kind not in ONE_OFF_KINDS

    @property
    def field_names(self) -> tuple[str, ...]:
        return tuple(self.fields)


@dataclass(frozen=True)
class StepKind:
    """A timeline step (`- enter_play: samurai`): `parse(node, ctx)` reads the value under the step's name
    into its params (None when it is invalid); `run(engine, step)` plays it. `effects(params)` lists the
    effects a step carries (an `apply`, an `action`); `value` is the JSON Schema of the step's value.
    `moves_on`: the procedures the step moves the game on from (L5R's `phase`: the named phases), so one of
    them skipped before it is over (skips.py). `needs` and `needs_of(params)`: the rule concepts it cites (as
    an Op's)."""

    parse: Callable[[Node, ParseContext], Any]
    run: Callable[[Engine, Step], None]
    doc: str = ""
    value: dict = field(default_factory=dict)
    effects: Callable[[Any], tuple] | None = None
    needs: tuple[Need, ...] = ()
    needs_of: NeedsOf | None = None
    moves_on: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Question:
    """A question an `ask` step may ask: its fields (the first required one may be given as the question's
    own value: `{destroyed: samurai}`), which are required, and `answer(engine, params)`, a mapping with a
    `value` (a field's kind, when it is not text, is in questions_spec.FIELD_TYPES). `params`: the frozen
    dataclass the ask step's params are (question_params.py): `question`, `id`, then the first field and
    the others, the order the answer shows them in. `needs` and `needs_of(params)`: the rule concepts its
    answer cites (as an Op's)."""

    fields: tuple[str, ...]
    required: tuple[str, ...]
    answer: Callable[[Engine, Any], dict]
    doc: str = ""
    params: type = field(default=NoFields)
    needs: tuple[Need, ...] = ()
    needs_of: NeedsOf | None = None

    def __post_init__(self) -> None:
        first = self.required[:1] or self.fields[:1]
        expected = ("question", "id", *first, *(f for f in self.fields if f not in first))
        declared = tuple(f.name for f in dataclass_fields(self.params))
        if declared[: len(expected)] != expected:  # beyond: fields of another question sharing the class
            raise TypeError(f"{self.params.__name__} declares {declared}, the question needs {expected}")


@dataclass(frozen=True)
class CardField:
    """An extra card field (`parse(node, ctx, card_id)`); its value is kept in `CardDef.extra`."""

    parse: Callable[[Node, ParseContext, str], Any]
    doc: str = ""
    value: dict = field(default_factory=dict)


@dataclass(frozen=True)
class ActionField:
    """An extra field of the `action` step a game declares (L5R's `cost`): `parse(node, ctx)` reads its value
    (only when given); `before(engine, action, value)` runs before the action's effects and returns why the
    action cannot be taken ("" when it can: L5R pays the cost then)."""

    parse: Callable[[Node, ParseContext], Any]
    before: Callable[[Engine, Any, Any], str]
    doc: str = ""
    value: dict = field(default_factory=dict)


@dataclass(frozen=True)
class FilterField:
    """A filter field a game declares (L5R's `opposing`): `parse(node, ctx)` reads the value at the field's
    name (only when given) into params; `matches(engine, card, params, source)` tells whether a card has it.
    `relational`: whether the match depends on more than the card (the effect is re-checked every step).
    `rule`: the rule id the field applies, cited when it leaves cards out of a player's choice."""

    parse: Callable[[Node, ParseContext, str], Any]
    matches: Callable[[Engine, Any, Any, str | None], bool]
    doc: str = ""
    value: dict = field(default_factory=dict)
    relational: bool = True
    rule: str | None = None


@dataclass(frozen=True)
class ZoneSymbol:
    """A zone named by the game state rather than by name (L5R's `$battlefield`: the battlefield of the
    battle in progress): `resolve(engine)` is that zone, or None when there is none (`absent` says why)."""

    resolve: Callable[[Engine], str | None]
    doc: str
    absent: str


@dataclass(frozen=True)
class ConditionKind:
    """A condition a game declares (L5R's `{clan: Scorpion}`), named by its key: `parse(node, ctx)` reads
    the condition mapping (its key and `fields`) into params; `holds(engine, params, subject, active)` tells
    whether it is true now. A game's condition is re-checked after every step (it depends on the game)."""

    parse: Callable[[Node, ParseContext], Any]
    holds: Callable[[Engine, Any, str, Any], bool]
    doc: str = ""
    value: dict = field(default_factory=dict)
    fields: Mapping[str, dict] = field(default_factory=dict)  # the other keys it reads -> JSON Schema


@dataclass(frozen=True)
class PlayerField:
    """A player field a game declares (L5R's `clan`): `parse(node, ctx, key)` reads it from the player's
    mapping; its value is kept in `PlayerDef.extra` and the engine's `Player.extra`."""

    parse: Callable[[Node, ParseContext, str], Any]
    doc: str = ""
    value: dict = field(default_factory=dict)


@dataclass(frozen=True)
class EventCause:
    """A rule of the game that makes an event happen, continuously applied while the game state holds
    (L5R's Chi death destroying a Personality with 0 Chi: `zero_chi`). The game's rulebook check gives the
    event `cause: <name>`; `prevent` and `instead` take `<name>: true`: such a prevention stops only events
    with this cause, and a triggered prevention or substitution with it reaches them even though they are
    continuously applied."""

    prevent_doc: str
    instead_doc: str


@dataclass(frozen=True)
class Registry:
    """The vocabulary of one game: the core's declarations and the game's own (a game's replace none)."""

    game: str
    ops: Mapping[str, Op]
    steps: Mapping[str, StepKind]
    questions: Mapping[str, Question]
    card_fields: Mapping[str, CardField]
    filter_fields: Mapping[str, str]  # name -> documentation (the core's and the game's)
    trigger_events: Mapping[str, str]  # name -> documentation
    events: tuple[str, ...]  # what instantaneous changes are called (prevention, substitution)
    effect_fields: frozenset[str] = frozenset()
    game_filters: Mapping[str, FilterField] = field(default_factory=dict)  # the game's own filter fields
    zone_symbols: Mapping[str, ZoneSymbol] = field(default_factory=dict)
    symbols: Mapping[str, Symbol] = field(default_factory=dict)  # `$source` ...: the core's and the game's
    condition_kinds: Mapping[str, ConditionKind] = field(default_factory=dict)  # the game's own
    player_fields: Mapping[str, PlayerField] = field(default_factory=dict)
    event_causes: Mapping[str, EventCause] = field(default_factory=dict)
    action_fields: Mapping[str, ActionField] = field(default_factory=dict)  # the game's own

    @cached_property
    def instant_ops(self) -> frozenset[str]:
        return frozenset(name for name, op in self.ops.items() if op.is_instant)

    @cached_property
    def op_fields(self) -> dict[str, dict[str, dict]]:
        """The fields the game adds to a core op's mapping (op -> field -> JSON Schema): its event causes."""
        causes = self.event_causes.items()
        return {
            op: {name: {"type": "boolean", "description": getattr(c, f"{op}_doc")} for name, c in causes}
            for op in ("prevent", "instead")
        }

    def is_instant(self, op: str) -> bool:
        """Whether effects doing `op` change the state once, when they happen."""
        return op in self.instant_ops

    @cached_property
    def directed_events(self) -> frozenset[str]:
        """The events that are a gain or a loss of a value (prevention's `direction` may name which)."""
        return frozenset(op.event for op in self.ops.values() if op.directed and op.event)

    def event_name(self, op: str) -> str:
        """What an effect doing `op` is called as an event (its own name for a continuous op)."""
        declared = self.ops.get(op)
        return declared.event if declared is not None and declared.event else op

    def can_cause(self, op: str, event: str) -> bool:
        """Whether an effect doing `op` can cause `event`: its own event or one its declaration names."""
        declared = self.ops.get(op)
        return self.event_name(op) == event or (declared is not None and event in declared.causes)

    def extended(
        self,
        game: str,
        *,
        ops: Mapping[str, Op] = {},
        steps: Mapping[str, StepKind] = {},
        questions: Mapping[str, Question] = {},
        card_fields: Mapping[str, CardField] = {},
        events: frozenset[str] = frozenset(),
        trigger_events: Mapping[str, str] = {},
        filter_fields: Mapping[str, FilterField] = {},
        zone_symbols: Mapping[str, ZoneSymbol] = {},
        symbols: Mapping[str, Symbol] = {},
        condition_kinds: Mapping[str, ConditionKind] = {},
        player_fields: Mapping[str, PlayerField] = {},
        event_causes: Mapping[str, EventCause] = {},
        action_fields: Mapping[str, ActionField] = {},
    ) -> Registry:
        for kind, core, extra in (
            ("op", self.ops, ops),
            ("step", self.steps, steps),
            ("filter field", self.filter_fields, filter_fields),
            ("symbol", self.symbols, symbols),
        ):
            clash = core.keys() & extra.keys()
            if clash:
                raise ValueError(f"{game} redeclares the core {kind}(s) {', '.join(sorted(clash))}")
        all_ops = {**self.ops, **ops}
        return Registry(
            game=game,
            ops=all_ops,
            steps={**self.steps, **steps},
            questions={**self.questions, **questions},
            card_fields={**self.card_fields, **card_fields},
            filter_fields={**self.filter_fields, **{name: f.doc for name, f in filter_fields.items()}},
            trigger_events={**self.trigger_events, **trigger_events},
            events=(*self.events, *sorted(events - set(self.events))),
            effect_fields=self.effect_fields | {f for op in ops.values() for f in op.field_names} | set(ops),
            game_filters={**self.game_filters, **filter_fields},
            zone_symbols={**self.zone_symbols, **zone_symbols},
            symbols={**self.symbols, **symbols},
            condition_kinds={**self.condition_kinds, **condition_kinds},
            player_fields={**self.player_fields, **player_fields},
            event_causes={**self.event_causes, **event_causes},
            action_fields={**self.action_fields, **action_fields},
        )
