"""The engine as the modules below the evaluator see it: the members they and the games actually use.

evaluator.py's `Engine` orchestrates every module and hands itself to each, and it holds the game's rules
(games/base.py's `GameRules`), whose hooks are handed the engine and the parse context in turn. Naming those
types directly would make every module import the ones above it, if only for type checking. So they name them
through these Protocols, which import only the lowest modules: a type-only import is an import too
(tests/rulings/engine/test_architecture.py). Each Protocol declares just what is used through it, and
tests/rulings/engine/test_engine_api.py checks that the concrete class provides every member, so they cannot
drift.

A member whose precise type is declared above this module (the chain, the parse context, the vocabulary's
declarations of language/vocabulary.py) is `Any`, with a comment naming that type.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager
from typing import Any, Protocol

from .language.reader import Node
from .language.spec import EffectSpec, Filter, Scenario
from .state.game_state import Active, App, Card, GameState, Player
from .state.ledger import Mod, StatValue
from .trace import Trace


class Engine(Protocol):
    """One run of a scenario's timeline (evaluator.py): its parts, and the entry points other modules call."""

    scenario: Scenario  # the scenario being run
    rules: GameRules  # the game's rules
    state: GameState  # cards, players, procedures and the clock
    store: EffectStore  # the activated effects and their indexes
    log: Trace  # the trace, events and answers
    choices: Choices  # the choices of this run
    game_state: Any  # the game's own state (GameRules.initial_state)
    chain: Any  # chain.py's Chain: triggered effects waiting to resolve (None until a game starts one)
    oracle: bool  # recompute every effect on every settle (evaluator.py)
    step_index: int  # the step being run, for the paths of errors and trace entries
    touched: set[str]  # cards and players changed since the last settling round
    deferred: list[tuple] | None  # events whose answers wait until simultaneous changes end (dispatch.py)
    triggered: list[str]  # the triggers whose effects are being applied now, innermost last (evaluator.py)

    @property
    def cards(self) -> dict[str, Card]:
        """Every card of the run, by id."""

    @property
    def players(self) -> dict[str, Player]:
        """Every player of the run, by id."""

    def tick(self) -> int:
        """The next timestamp."""

    def spend(self, units: int = 1) -> None:
        """Count work against the scenario's work limit."""

    def trigger(self, what: str) -> AbstractContextManager[None]:
        """While `what` answers an event; stops loops of effects triggering each other."""

    def choose(
        self, key: str, by: str | None, options: list, rule: str, what: str, preset: int | None = None
    ) -> int:
        """A player's choice among `options`: the index chosen (an open one is explored)."""

    def note(self, rule: str, text: str, **data: Any) -> None:
        """Add a trace entry citing `rule`."""

    def event(self, kind: str, **data: Any) -> None:
        """Record a timeline event."""

    def touch(self, *ids: str | None) -> None:
        """These cards or players changed: settling re-checks what depends on them."""

    def touch_stat(self, target: str) -> None:
        """Only a stat of this card or player changed."""

    def begin_procedure(self, procedure: dict) -> None:
        """A procedure an effect creates begins now."""

    def activate(self, spec: EffectSpec, action: str | None, controller: str | None = None) -> Active:
        """Activate an effect."""

    def apps_on(self, target: str, key: str) -> list[App]:
        """The applications on a card or player of one kind of effect."""

    def resolve_symbol(
        self, value: str | None, source: str | None, spec: EffectSpec | None = None
    ) -> str | None:
        """The card or player a reference such as `$controller` names."""

    def candidates(self, active: Active) -> list[str]:
        """The cards and players an effect may apply to."""

    def end_rule(self, active: Active) -> str:
        """The rule that ends an effect of this kind."""

    def duration_of(self, spec: EffectSpec) -> str:
        """How long an effect lasts (its own duration, or its kind's default)."""

    def end_effect(self, active: Active, reason: str, rule: str) -> None:
        """End an effect, citing why."""

    def end_durations(
        self, duration: str, concept: str, reason: str, controller: str | None = None
    ) -> None:
        """End the effects lasting until `duration` (`controller`: only this player's)."""

    def settle(self, initial: bool = False) -> None:
        """Switch effects on or off until the state is stable."""

    def in_play(self, card: Card) -> bool:
        """Whether a card is in play."""

    def attached(self, bearer: str) -> list[Card]:
        """The cards attached to a card."""

    def location(self, card: Card) -> str:
        """Where a card is, as a question answers it."""

    def reaches_out_of_play(self, flt: Filter) -> bool:
        """Whether an effect on the cards matching `flt` reaches cards out of play."""

    def matches(self, card: Card, flt: Filter, source: str | None) -> bool:
        """Whether a card matches a filter (`source`: the card `$this` names)."""

    def retarget(self, spec: EffectSpec, target: str) -> str:
        """The card a targeting choice targets once substitutions apply."""

    def keyword_names(self, card: Card) -> set[str]:
        """The names by which filters find a card's keywords."""

    def keywords(self, card: Card) -> list[str]:
        """A card's current keywords."""

    def stat(self, target: str, stat: str) -> StatValue:
        """A stat's current value."""

    def remember_bounds(self, target: str, stat: str, kind: str) -> None:
        """A rule's minimum or maximum begins on a stat: remember its value if it may contradict."""

    def compute(
        self, base: int | str | None, mods: list[Mod], floor: bool, target: str, stat: str
    ) -> StatValue:
        """A stat's value from its records, by the game's rules."""


class EffectStore(Protocol):
    """The activated effects and their indexes (effects/store.py), as read through the engine."""

    effects: list[Active]  # every effect, in activation order
    by_id: dict[str, Active]  # the last effect activated under each id
    preventions: list[Active]  # every prevention effect
    sticky: list[Active]  # stat changes that keep what they did when restricted
    waiting: dict[str, list[Active]]  # pending effects by the event that applies them
    apps_by_target: dict[str, list[App]]  # every application on each card or player
    by_source: dict[str, list[Active]]  # the effects each card is the source of

    def apps_on(self, target: str, key: str) -> list[App]:
        """The applications on a card or player of one kind of effect."""

    def pending_for(self, event: str) -> list[Active]:
        """The effects waiting for this event."""

    def carry_over(self, duration: str, into: str, controller: str) -> list[Active]:
        """A player's effects lasting until `duration`, now lasting until `into`."""


class Choices(Protocol):
    """The choices the scenario made (choices.py), as read through the engine."""

    preset: dict[str, int]  # an action's option, by action id
    decisions: dict[str, Any]  # what the current step decides, by effect id


class GameRules(Protocol):
    """A game's rules (games/base.py), as read through the engine and the parse context."""

    name: str  # the game's name
    card_types: dict[str, frozenset[str]]  # card type -> its stats
    stats: Mapping[str, Any]  # stat name -> games/base.py's StatSpec
    in_play_zones: frozenset[str]  # the zones a card is in play in
    other_zones: frozenset[str]  # the other zones
    durations: frozenset[str]  # the durations effects may have
    procedures: frozenset[str]  # the procedures (turn, battle ...)
    flags: frozenset[str]  # card states a filter may test (bowed ...)
    may_not_actions: frozenset[str]  # what a `may_not` may forbid besides the effect ops
    rule_ids: dict[str, str]  # engine concept -> this game's rule id
    default_entry_zone: str  # where a card enters play
    effect_ops: Mapping[str, Any]  # this game's effect ops (language/vocabulary.py's Op)
    registry: Any  # the core's vocabulary and this game's (language/vocabulary.py's Registry)
    trigger_event_names: tuple[str, ...]  # the events a trigger of this game may answer
    sets_by_change: bool  # whether "set to X" gives the change that makes X
    replacement_precedence: str  # which of several substitutions applies: "first" or "last"
    replacement_uses: int | None  # how many events a substitution replaces (None: all while it lasts)
    triggered_traits: bool  # whether the game resolves triggered traits
    trigger_fields: frozenset[str]  # the effect fields a triggered trait's resolution reads
    ability_schema: dict | None  # the JSON Schema of an ability mapping (None: no abilities)

    def rule(self, concept: str) -> str:
        """This game's rule id for an engine concept (MissingRuleError if none)."""

    def zone_family(self, zone: str) -> str:
        """A zone's family ("discard" for "discard:p1")."""

    def card_stats(self, card_type: str) -> frozenset[str]:
        """The stats of a card type."""

    def created_card_stats(self, card_type: str, given: dict) -> dict:
        """Base stats of a card an effect creates."""

    def explain_base_stat(self, engine: Engine, card: Card, stat: str) -> None:
        """Note the rules deciding a card's base value of a stat (a question asks about it)."""

    def explain_player_stat(self, engine: Engine, player: str, stat: str) -> None:
        """Note the rules deciding what a player's stat means (a question asks about it)."""

    def stat_floor(self, card: Card | None, stat: str) -> bool:
        """Whether a stat's total is floored at 0."""

    def answers_trigger(self, event: str, timing: str) -> bool:
        """Whether triggered traits answer this event at this timing."""

    def keyword_aliases(self, keyword: str) -> tuple[str, ...]:
        """Other names by which filters find this keyword."""

    def parse_ability(self, node: Node, ctx: Any) -> object:
        """Read an ability to grant (`ctx`: context.py's ParseContext)."""

    def explain_keywords(self, engine: Engine, card: Card) -> None:
        """Note the rules deciding a card's keywords beyond its printed ones."""

    def explain_missing_keyword(self, engine: Engine, card: Card, keyword: str) -> None:
        """Note the rules deciding that a card lacks a keyword a question asks about."""

    def explain_stat(self, engine: Engine, card: Card, stat: str) -> None:
        """Note the game's rules deciding a card's current value of a stat beyond its ledger."""

    def explain_effect_keyword(self, engine: Engine, active: Active, keyword: str) -> None:
        """Note the rules giving an effect a keyword beyond its own and its action's."""

    def base_keywords(self, engine: Engine, card: Card) -> tuple[str, ...]:
        """A card's keywords before effects change them."""

    def has_ability(self, engine: Engine, card: Card, what: str) -> bool:
        """A filter's `ability: X`."""

    def effect_keywords(self, engine: Engine, active: Active) -> set[str]:
        """The keywords of an effect."""

    def stat_override(self, engine: Engine, card: Card, stat: str) -> StatValue | None:
        """A stat the game reads from memory instead of the ledger, or None."""

    def rulebook_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        """Records the rulebook gives a stat."""

    def bearer_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        """Records that attached cards give their bearer."""

    def filter_stat(self, engine: Engine, card: Card, stat: str) -> int | str:
        """The value a filter on a stat compares."""

    def before_procedure_ends(self, engine: Engine, name: str) -> None:
        """Effects that end immediately before a procedure ends."""

    def on_zone_change(self, engine: Engine, card: Card, old_zone: str, new_zone: str) -> None:
        """Memory rules when a card changes zone."""

    def ongoing_duration(self, engine: Engine, spec: EffectSpec) -> tuple[str, str | None]:
        """How long an ongoing effect stating no duration lasts, and the rule saying so if not the default."""

    def is_in_play_zone(self, zone: str) -> bool:
        """Whether a card in this zone is in play."""

    def may_enter(self, engine: Engine, card: Card, zone: str) -> str | None:
        """Why a card may not be moved into a zone, or None."""

    def cannot_enter_rule(self, engine: Engine, card: Card) -> str:
        """The rule by which `may_enter` keeps this card out."""

    def may_control(self, engine: Engine, card: Card, player: str) -> str | None:
        """Why the card's text forbids this player to control it, or None."""

    def may_attach(self, engine: Engine, card: Card, bearer: Card) -> str | None:
        """Why the cards' text forbids a card to attach to this bearer, or None."""

    def play_refused(self, engine: Engine, card: Card, base: Card | None, place: str, by: str) -> str | None:
        """Why the game's play sequence would refuse a card an effect plays (there, over `base`), or None."""

    def play_by_effect(self, engine: Engine, card: Card, base: Card | None, where: str, by: str) -> None:
        """The play sequence of a card an effect plays, for games whose effects play cards."""

    def on_event(self, engine: Engine, event: str, card: str | None, player: str | None) -> None:
        """A timeline event, for games whose triggered effects answer it."""

    def before_event(self, engine: Engine, event: str, card: str | None, player: str | None) -> None:
        """A timeline event about to happen, for games whose triggered effects answer it before."""

    def about_to_happen(self, engine: Engine, event: dict, target: str, *, continuous: bool) -> None:
        """An instantaneous occurrence about to happen to a target, before its preventions are checked."""

    def targeted(self, engine: Engine, action: str, spec: EffectSpec, card: str) -> None:
        """An action's effect has chosen `card` as its target, for games whose traits answer that."""

    def can_trigger(self, engine: Engine, card: Card) -> bool:
        """Whether this card's triggered effects can trigger now."""

    def order_triggers(self, engine: Engine, group: list[Any]) -> tuple[str | None, str, list[Any]]:
        """Who orders simultaneous triggered effects (chain.py's Links), by which rule, which go last."""

    def chain_rule(self, engine: Engine, link: Any, activating: bool) -> str:
        """The rule under which a triggered effect (chain.py's Link) activates or resolves now."""

    def uses_optional_trigger(self, engine: Engine, link: Any) -> bool:
        """Whether the controller uses a triggered effect saying "may" (chain.py's Link), as it resolves."""

    def uses_optional_effect(
        self, engine: Engine, action: str | None, spec: EffectSpec, by: str | None
    ) -> bool:
        """Whether the player taking an action uses its effect saying "may" (`optional`) as it happens."""
