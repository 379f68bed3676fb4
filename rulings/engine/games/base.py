"""What the shared core asks of a game: its card types and stats, zones, durations and rulebook checks."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from ..errors import MissingRuleError

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..effects.chain import Link
    from ..engine_api import Engine
    from ..language.context import ParseContext
    from ..language.reader import Node
    from ..language.spec import EffectSpec
    from ..language.vocabulary import (
        ActionField,
        CardField,
        ConditionKind,
        EventCause,
        FilterField,
        Op,
        PlayerField,
        Question,
        Registry,
        StepKind,
        Symbol,
        ZoneSymbol,
    )
    from ..state.game_state import Active, Card
    from ..state.ledger import Mod, StatValue


@dataclass(frozen=True)
class StatSpec:
    name: str
    floor: bool = False  # a total below 0 counts as 0: only where the game's rules say so (L5R's step B)
    player: bool = False  # a player's stat (e.g. Family Honor) rather than a card's
    allows_dash: bool = False


class GameRules:
    """Defaults are neutral; a game module overrides what its rules say differently. How a stat's records
    make its current value is no default: a game declares it (`compute_stat`, `sets_by_change`, and
    `StatSpec.floor`)."""

    name = ""
    card_types: dict[str, frozenset[str]] = {}
    stats: dict[str, StatSpec] = {}
    in_play_zones: frozenset[str] = frozenset({"in_play"})
    other_zones: frozenset[str] = frozenset({"deck", "hand", "discard", "removed"})
    durations: frozenset[str] = frozenset({"end_of_turn", "end_of_game", "permanent", "while_source_in_play"})
    procedures: frozenset[str] = frozenset({"turn", "phase"})
    default_ongoing_duration = "end_of_game"
    flags: frozenset[str] = frozenset()  # card states a filter may test (L5R: bowed ...); none by default
    # what a `may_not` may forbid besides the effect ops (L5R: use an ability, perform an action)
    may_not_actions: frozenset[str] = frozenset()
    rule_ids: dict[str, str] = {}  # engine concept -> this game's rule id
    default_entry_zone = "in_play"
    # Vocabulary only this game uses (language/vocabulary.py): effect ops, steps, questions, card fields,
    # event names.
    effect_ops: dict[str, Op] = {}
    step_kinds: dict[str, StepKind] = {}
    questions: dict[str, Question] = {}
    card_fields: dict[str, CardField] = {}
    filter_fields: dict[str, FilterField] = {}  # filter fields beyond the core's (L5R's `opposing`)
    zone_symbols: dict[str, ZoneSymbol] = {}  # zones the game state names (L5R's `$battlefield`)
    symbols: dict[str, Symbol] = {}  # `$symbols` of the game's text beyond the core's (L5R's `$performer`)
    condition_kinds: dict[str, ConditionKind] = {}  # conditions beyond the core's (L5R's `clan`)
    player_fields: dict[str, PlayerField] = {}  # player fields beyond id and stats (L5R's `clan`)
    event_causes: dict[str, EventCause] = {}  # rulebook causes prevent/instead may name (L5R's `zero_chi`)
    action_fields: dict[str, ActionField] = {}  # fields of the `action` step beyond the core's (L5R's `cost`)
    events: frozenset[str] = frozenset()  # event names prevention, substitution and triggers may name
    prevent_events: frozenset[str] = frozenset()  # ... that only prevention and substitution may name
    trigger_events: dict[str, str] = {}  # ... that only triggers may name: event name -> what happens
    # True (L5R): "set to X" gives the bonus or penalty that makes X when applied. False: a set is a record of
    # its own that the game's compute_stat applies (ChiAxis: in creation order). A set needs the game's rule
    # for `set` either way.
    sets_by_change = False
    # Substitution ("X instead of Y"): which of several applies ("first" or "last" created) and how many
    # events one replaces when it does not say (None: every event while it lasts).
    replacement_precedence = "first"
    replacement_uses: int | None = None
    # Triggered traits ("when X, do Y"): whether the game resolves them (on_event), and the effect fields its
    # resolution reads beyond the trigger ("optional", "limit"); field_use.py rejects the others.
    triggered_traits = False
    trigger_fields: frozenset[str] = frozenset()
    # The JSON Schema of the ability mapping parse_ability reads (`grant_ability`), None: no abilities.
    ability_schema: dict | None = None

    def answers_trigger(self, event: str, timing: str) -> bool:
        """Whether this game's triggered traits answer this event at this timing (field_use.py)."""
        return self.triggered_traits

    @cached_property
    def registry(self) -> Registry:
        """This game's vocabulary: the core's declarations and its own."""
        from ..language.core import CORE

        return CORE.extended(
            self.name,
            ops=self.effect_ops,
            steps=self.step_kinds,
            questions=self.questions,
            card_fields=self.card_fields,
            events=self.events | self.prevent_events,
            trigger_events=self.trigger_events,
            filter_fields=self.filter_fields,
            zone_symbols=self.zone_symbols,
            symbols=self.symbols,
            condition_kinds=self.condition_kinds,
            player_fields=self.player_fields,
            event_causes=self.event_causes,
            action_fields=self.action_fields,
        )

    @cached_property
    def trigger_event_names(self) -> tuple[str, ...]:
        """The events a trigger of this game may answer: the registry's, each procedure beginning and ending,
        the game's events, and another effect's activation."""
        begin_end = (f"{p}_{when}" for p in sorted(self.procedures) for when in ("begins", "ends"))
        names = (*self.registry.trigger_events, *begin_end, *sorted(self.events), "activated")
        return tuple(dict.fromkeys(names))

    def rule(self, concept: str) -> str:
        """This game's rule id for an engine concept; a concept its rules do not govern is absent from
        `rule_ids`, and a scenario needing it is refused (MissingRuleError) instead of citing another rule."""
        try:
            return self.rule_ids[concept]
        except KeyError:
            raise MissingRuleError(self.name, concept) from None

    def explain_keywords(self, engine: Engine, card: Card) -> None:
        """Note the rules deciding a card's keywords beyond its printed ones (a question asks about them)."""

    def explain_base_stat(self, engine: Engine, card: Card, stat: str) -> None:
        """Note the rules deciding a card's base value of a stat beyond its printed one."""

    def explain_player_stat(self, engine: Engine, player: str, stat: str) -> None:
        """Note the rules deciding what a player's stat means (a question asks about it)."""

    def explain_missing_keyword(self, engine: Engine, card: Card, keyword: str) -> None:
        """Note the rules deciding that a card lacks a keyword a question asks about (a part of a word)."""

    def explain_stat(self, engine: Engine, card: Card, stat: str) -> None:
        """Note the game's rules deciding a card's current value of a stat beyond its ledger."""

    def explain_effect_keyword(self, engine: Engine, active: Active, keyword: str) -> None:
        """Note the rules giving an effect a keyword beyond its own and its action's (effect_keywords)."""

    def keyword_aliases(self, keyword: str) -> tuple[str, ...]:
        """Other names by which filters find this keyword (none by default: partial words never match)."""
        return ()

    def stat_override(self, engine: Engine, card: Card, stat: str) -> StatValue | None:
        """A stat the game reads from memory instead of the ledger (e.g. L5R: a shown face-down card's last
        face-up state), or None."""
        return None

    def base_keywords(self, engine: Engine, card: Card) -> tuple[str, ...]:
        """A card's keywords before effects change them (its printed ones by default)."""
        return card.base_keywords

    def has_ability(self, engine: Engine, card: Card, what: str) -> bool:
        """A filter's `ability: X` (games with abilities: one counting as, or with keyword or effect, X)."""
        return False

    def parse_ability(self, node: Node, ctx: ParseContext) -> object:
        node.error(f"{self.name} cards have no abilities to grant")
        return None

    def effect_keywords(self, engine: Engine, active: Active) -> set[str]:
        """The keywords of an effect: its own and those of the action it belongs to."""
        action = engine.state.actions.get(active.action or "", {})
        return set(active.spec.keywords) | set(action.get("keywords", ()))

    def zone_family(self, zone: str) -> str:
        return zone.split(":", 1)[0]

    def is_in_play_zone(self, zone: str) -> bool:
        return self.zone_family(zone) in self.in_play_zones

    def card_stats(self, card_type: str) -> frozenset[str]:
        return self.card_types.get(card_type, frozenset())

    def stat_floor(self, card: Card | None, stat: str) -> bool:
        return self.stats[stat].floor

    def rulebook_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        return []

    def bearer_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        """Records that attached cards (e.g. modifier stats of Items) give their bearer."""
        return []

    def created_card_stats(self, card_type: str, given: dict) -> dict:
        """Base stats of a created card: those its creating effect gives."""
        return dict(given)

    def before_procedure_ends(self, engine: Engine, name: str) -> None:
        """Effects that end immediately before a procedure ends (e.g. L5R Focus Value changes in a duel)."""

    def state_checks(self, engine: Engine, cards: list[Card]) -> None:
        """Continuously applied rulebook effects (e.g. L5R's Chi death), run after every step."""

    def ongoing_duration(self, engine: Engine, spec: EffectSpec) -> tuple[str, str | None]:
        """How long an ongoing effect stating no duration lasts, and the rule saying so when it is not the
        game's default (None): L5R's Terrains' ongoing effects last while the Terrain remains in play."""
        return self.default_ongoing_duration, None

    def on_zone_change(self, engine: Engine, card: Card, old_zone: str, new_zone: str) -> None:
        """Memory rules when a card changes zone (e.g. L5R's tracking rule)."""

    def initial_state(self, engine: Engine) -> object:
        """Game-specific state kept on the engine as `engine.game_state` (e.g. Naruto's control links)."""
        return None

    def fixes_amounts(self, spec: EffectSpec) -> bool:
        """Whether a stat effect's amount ("+X where X is ...") is fixed as each application begins (ChiAxis
        22.3b: a resolved effect's modifications are determined when it begins); else it fluctuates."""
        return False

    def fixes_affected_set(self, spec: EffectSpec) -> bool:
        """Whether an effect on "all things of a kind" fixes its set of cards when it begins (L5R: only "now
        in play"; ChiAxis 22.3b: every resolved effect that modifies characteristics)."""
        return spec.now_in_play

    def compute_stat(self, base, mods: list[Mod], *, floor: bool, previous) -> StatValue:
        """A stat's current value from its base and records (`floor`: its total below 0 counts as 0). No
        default: each game's rules say how (L5R's steps A-C, ChiAxis's creation order, Naruto's core stats);
        a game that declares none has no rule for a stat's current value."""
        raise MissingRuleError(self.name, "current-value")

    def applies(self, engine: Engine, active: Active, target: str, check: Callable[[], bool]) -> bool:
        """Whether an effect applies to a target now; `check()` evaluates its filter and condition. A game
        may add conditions (a hidden card's effects are inactive) or re-check only when its rules say."""
        return check()

    def can_trigger(self, engine: Engine, card: Card) -> bool:
        """Whether this card's triggered effects can trigger now (in play; e.g. Naruto: and not hidden)."""
        return True

    def order_triggers(self, engine: Engine, group: list[Link]) -> tuple[str | None, str, list[Link]]:
        """Who orders simultaneous triggered effects, by which rule, and those that resolve after the others
        whatever the order (chain.py)."""
        return None, self.rule("chain"), []

    def chain_rule(self, engine: Engine, link: Link, activating: bool) -> str:
        """The rule under which a triggered effect activates (or resolves) on the chain now."""
        return self.rule("chain")

    def on_event(self, engine: Engine, event: str, card: str | None, player: str | None) -> None:
        """A timeline event (a procedure begins or ends, a card enters or leaves play) for games whose
        triggered effects answer such events (e.g. Naruto's chain)."""

    def targeted(self, engine: Engine, action: str, spec: EffectSpec, card: str) -> None:
        """An action's effect (`spec`) has chosen `card` as its target (games whose traits answer that: L5R's
        "After another player's action targets Bofana")."""

    def before_event(self, engine: Engine, event: str, card: str | None, player: str | None) -> None:
        """A timeline event about to happen (a card about to be destroyed, a procedure about to begin), for
        games whose triggered traits answer it before (L5R's "Before this card is destroyed:")."""

    def about_to_happen(self, engine: Engine, event: dict, target: str, *, continuous: bool) -> None:
        """An instantaneous occurrence about to happen to `target`, before its preventions are checked (L5R's
        Reactions "Before this Personality is destroyed", taken now)."""

    def chooser(self, engine: Engine, spec: EffectSpec, by: str | None) -> str | None:
        """The player who makes an effect's choice of a card, whose choice it is `by` (e.g. L5R's choices
        taken over by another player)."""
        return by

    def uses_optional_trigger(self, engine: Engine, link: Link) -> bool:
        return True  # a triggered trait that says "may" (Naruto asks its controller)

    def uses_optional_effect(
        self, engine: Engine, action: str | None, spec: EffectSpec, by: str | None
    ) -> bool:
        return True  # an action's effect that says "may" (L5R asks the player taking the action)

    def may_enter(self, engine: Engine, card: Card, zone: str) -> str | None:
        """Why a card may not be moved into a zone (e.g. Naruto's no repetition), or None."""
        return None

    def cannot_enter_rule(self, engine: Engine, card: Card) -> str:
        """The rule by which `may_enter` kept the card out (the game's `cannot-enter`, by default)."""
        return self.rule_ids.get("cannot-enter") or self.rule("instantaneous")

    def may_control(self, engine: Engine, card: Card, player: str) -> str | None:
        """Why a card's text forbids a player to control it (e.g. L5R's "Will not be controlled by a
        Scorpion Clan player"), or None."""
        return None

    def may_attach(self, engine: Engine, card: Card, bearer: Card) -> str | None:
        """Why a card's text (or its bearer's) forbids it to attach there (e.g. L5R's "Will only attach to a
        Samurai"), or None."""
        return None

    def play_refused(self, engine: Engine, card: Card, base: Card | None, place: str, by: str) -> str | None:
        """Why a card an effect plays is refused (Naruto: play_card); a game without such plays: always."""
        return f"{self.name} plays no card by an effect"

    def play_by_effect(self, engine: Engine, card: Card, base: Card | None, where: str, by: str) -> None:
        """The play sequence of a card an effect plays (Naruto's play_card, its ops asking play.py)."""
        raise NotImplementedError(f"{self.name} plays no card by an effect")

    def game_symbol(
        self, engine: Engine, value: str, source: str | None, spec: EffectSpec | None
    ) -> str | None:
        return None  # a game's `$symbol` the core does not fill (none by default)

    def game_players(
        self, engine: Engine, value: str, source: str | None, spec: EffectSpec | None
    ) -> tuple[str, ...] | None:
        return None  # a game's `$symbol` naming several players in an effect's targets (none by default)

    def filter_stat(self, engine: Engine, card: Card, stat: str) -> int | str:
        """The value a filter such as "with Power 4 or more" compares (the current value by default)."""
        return engine.stat(card.id, stat).value


GAMES: dict[str, GameRules] = {}  # by name; filled as the game packages are imported (loader.load_games)


def register_game(rules: GameRules) -> GameRules:
    if rules.stats and type(rules).compute_stat is GameRules.compute_stat:
        raise TypeError(f"{rules.name} has stats but does not declare how they are computed (compute_stat)")
    GAMES[rules.name] = rules
    return rules
