"""Naruto Mythos TCG (naruto-effects-timing.txt): instant and continuous effects, core power, the card play
sequence and the chain, snapshot targeting, the decider and the discard pile, no repetition, take control.

Zones: `mission:<name>` (in play; a player's side of a mission is whoever controls the card), `hand`, `deck`,
`discard`, `upgraded` (under the top card of an upgraded character). Player stats: `chakra`, `edge` (1 for the
player holding the Edge).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.chain import collect as add_to_chain
from ...effects.chain import run as resolve_chain
from ...language.vocabulary import CardField, StepKind
from ...rule_ids import register_rules
from ...state.ledger import Mod, StatValue
from ..base import GameRules, StatSpec, register_game
from . import (
    another_mission,  # 'in another mission'
    card_flow,
    chosen_mission,  # 'Choose a mission and defeat all ...'
    control,
    discarded_cost,  # 'Discard the top card of ... deck', 'the cost of the discarded'
    earlier_part,  # what an effect's first part looked at, defeated
    last_mission,  # 'this mission' of a card that left play
    move_count,  # 'Move X friendly character(s)'
    opponent_in_traits,  # '$opponent' in a continuous effect's targets
    optional_triggers,  # 'you may'
    play_cost,  # what a play costs
    put_hidden,  # a card put into play hidden
    total_power,  # 'Hide any number of ... with total Power of 6 or less'
)
from . import desk_card_rules as desk_card_rules  # (card-text constructs the corpus does not cover)
from . import desk_rules as desk_rules  # the Desk's own rules, where the corpus is silent
from . import round_end_and_hidden_play as round_end  # round-end tokens, hidden plays
from .cards import CARD_EFFECT, SYMBOLS, parse_effects
from .filters import CONDITION_KINDS, FILTER_FIELDS
from .ops import EVENTS, OPS, TRIGGER_EVENTS
from .play import PLAY, cannot_play, effects_played, parse_play, play_by_effect, run_play
from .questions import QUESTIONS
from .rule_ids import RULE_IDS, RULES
from .score import STEPS as SCORE_STEPS
from .state import NarutoState, mission_changed, state

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...effects.chain import Link
    from ...engine_api import Engine
    from ...state.game_state import Active, Card

GAME = "naruto"
register_rules(GAME, RULES)


class NarutoRules(GameRules):
    name = GAME
    card_types = {"character": frozenset({"cost", "power"}), "mission": frozenset({"points"})}
    # The corpus says nothing of totals below 0: no floor is applied (StatSpec's default), a total stands.
    stats = {
        "cost": StatSpec("cost"),
        "power": StatSpec("power"),
        "points": StatSpec("points"),
        "chakra": StatSpec("chakra", player=True),
        "edge": StatSpec("edge", player=True),
        "mission_points": StatSpec("mission_points", player=True),  # naruto.desk.mission-points
        "chakra_bonus": StatSpec("chakra_bonus", player=True),  # CHAKRA +N (naruto.desk.chakra-bonus)
    }
    in_play_zones = frozenset({"mission"})
    other_zones = frozenset({"hand", "deck", "discard", "removed", "upgraded"})
    durations = frozenset({"end_of_turn", "end_of_round", "end_of_game", "permanent", "while_source_in_play"})
    procedures = frozenset({"game", "round", "turn", "phase", "mission", "scoring"})
    flags = frozenset({"hidden"})
    default_entry_zone = "mission"
    rule_ids = RULE_IDS | card_flow.RULE_IDS
    effect_ops = OPS | card_flow.OPS  # draw, discard from hand, look at the deck, draw matching
    effect_ops = effect_ops | round_end.OPS | put_hidden.OPS
    effect_ops = effect_ops | play_cost.OPS
    effect_ops = effect_ops | chosen_mission.OPS | total_power.OPS | move_count.OPS
    effect_ops = effect_ops | discarded_cost.OPS
    step_kinds = {
        "play": StepKind(
            parse_play,
            run_play,
            "A player plays a card (to a mission, or as an upgrade).",
            PLAY,
        ),
        **SCORE_STEPS,
    }
    questions = QUESTIONS | card_flow.QUESTIONS
    card_fields = {
        "effects": CardField(
            parse_effects,
            "The card's instant and other printed effects (section, must, if_able, choose ...).",
            {"type": "array", "items": CARD_EFFECT},
        )
    }
    events = EVENTS | TRIGGER_EVENTS
    filter_fields = FILTER_FIELDS | another_mission.FILTER_FIELDS
    filter_fields = filter_fields | last_mission.FILTER_FIELDS
    filter_fields = filter_fields | earlier_part.FILTER_FIELDS
    symbols = SYMBOLS | opponent_in_traits.SYMBOLS  # $opponent (in traits too)
    game_symbol = staticmethod(opponent_in_traits.game_symbol)  # $opponent in traits
    condition_kinds = CONDITION_KINDS | earlier_part.CONDITION_KINDS
    triggered_traits = True  # on the chain (chain.py)
    trigger_fields = frozenset({"optional"})  # "you may" (naruto.desk.may-trigger)

    def play_refused(self, engine: Engine, card: Card, base: Card | None, place: str, by: str) -> str | None:
        """Why the play sequence would refuse this play (a card played by an effect: the op asks first)."""
        effects = effects_played(engine, card, base is not None)
        return cannot_play(engine, card, base, place, by, effects, quiet=True)

    def play_by_effect(self, engine: Engine, card: Card, base: Card | None, where: str, by: str) -> None:
        """The play sequence of a card an effect plays (the play_card op: ops.py cannot import play.py)."""
        play_by_effect(engine, card, base, where, by)

    def answers_trigger(self, event: str, timing: str) -> bool:
        """The chain collects procedures beginning and ending, Naruto's own events and activations, once
        they have happened (nothing answers an event before it happens)."""
        answered = event.endswith(("_begins", "_ends")) or event in TRIGGER_EVENTS or event == "activated"
        return answered and timing != "before"

    def initial_state(self, engine: Engine) -> NarutoState:
        st = NarutoState()
        st.effects = {d.id: d.extra.get("effects", ()) for d in engine.scenario.cards}
        st.traits = frozenset(spec.id for d in engine.scenario.cards for spec in d.traits)
        for player in engine.players.values():  # Chakra starts at 0; a player holds the Edge or not
            player.base_stats.setdefault("chakra", 0)
            player.base_stats.setdefault("edge", 0)
            player.base_stats.setdefault("mission_points", 0)
            player.base_stats.setdefault("chakra_bonus", 0)
        return st

    def rulebook_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        tokens = card.tokens.get("power", 0) if stat == "power" else 0
        return (
            [Mod("power tokens", "change", tokens, 0, card.id, "naruto.core-power.printed")] if tokens else []
        )

    def explain_player_stat(self, engine: Engine, player: str, stat: str) -> None:
        if stat == "chakra_bonus":
            text = f"{player}'s CHAKRA bonus: the Chakra he gains in the Start phase beyond the rest"
            engine.note("naruto.desk.chakra-bonus", text)

    def compute_stat(self, base, mods: list[Mod], *, floor: bool, previous) -> StatValue:
        """Statics apply "all simultaneously ... to the CORE stats of the card" (naruto.core-power): the value
        is the core stat plus every static's change at once. Naruto has no minimum, maximum, set or adjusted
        bonus (no rule of its corpus governs them: such a record is refused before it gets here)."""
        mods = sorted(mods, key=lambda m: (m.timestamp, m.effect))
        if base is None:
            return StatValue(present=False, base=None, value=0, total=0, mods=mods)
        total = base + sum(m.amount for m in mods if m.kind == "change")
        floored = floor and total < 0
        return StatValue(True, base, 0 if floored else total, total, floored, mods=mods)

    def filter_stat(self, engine: Engine, card: Card, stat: str) -> int | str:
        """While a static effect is checked, stats are core stats: printed value plus Power tokens."""
        if state(engine).core_reads:
            base = card.base_stats.get(stat, 0)
            return base + (card.tokens.get("power", 0) if stat == "power" else 0)
        return engine.stat(card.id, stat).value

    def applies(self, engine: Engine, active: Active, target: str, check: Callable[[], bool]) -> bool:
        """Statics apply simultaneously to core stats, their conditions re-checked when the state they look at
        changes (the missions of the source and the target, the players' Chakra and Edge). A hidden card's
        effects are inactive."""
        if active.spec.kind != "continuous":
            return check()
        st = state(engine)
        source = engine.cards.get(active.source or "")
        if source is not None and source.flag("hidden"):
            return False
        places = (
            engine.location(source) if source else None,
            engine.location(engine.cards[target]) if target in engine.cards else None,
        )
        key = (active.id, target)
        cards = (source, engine.cards.get(target))
        version = (
            *(st.versions.get(p or "", 0) for p in places),
            st.player_version,
            *map(_card_state, cards),
        )
        latched = st.latched.get(key)
        if latched is not None and latched[0] == version:
            return latched[1]
        st.core_reads += 1
        try:
            result = check()
        finally:
            st.core_reads -= 1
        if latched is not None and latched[1] != result:
            engine.note(
                "naruto.core-power.recheck",
                f"{active.id} {'now' if result else 'no longer'} applies to {target}: what it checks changed",
            )
        st.latched[key] = (version, result)
        return result

    def can_trigger(self, engine: Engine, card: Card) -> bool:
        return not card.flag("hidden")

    def order_triggers(self, engine: Engine, group: list[Link]) -> tuple[str | None, str, list[Link]]:
        """The turn player orders simultaneous triggered effects (with no turn player, the Edge holder does);
        mission effects are always last."""
        turn = next(
            (params.player for name, params in reversed(engine.state.procedures) if name == "turn"), None
        )
        by, rule = turn, "naruto.chain.turn-player-orders"
        if by is None:
            by = next((p for p in sorted(engine.players) if engine.stat(p, "edge").value > 0), None)
            rule = "naruto.priority.edge"
        missions = [
            link
            for link in group
            if engine.cards.get(link.source or "") and engine.cards[link.source].type == "mission"
        ]
        return by, rule, missions

    def chain_rule(self, engine: Engine, link: Link, activating: bool) -> str:
        """The step of the card play sequence a triggered effect activates or resolves in: triggered by the
        card entering play (p5) or by its instant effect (p8); triggered by other triggered effects, newest to
        oldest (p6 before the card's instant effects, p9 after one)."""
        st = state(engine)
        event = link.event
        after_instant = st.stage == "instant"
        if activating and st.playing is not None:
            if event["event"] == "played" and event.get("card") == st.playing:
                return "naruto.sequence.entry-triggers"
            if event.get("effect") in st.playing_effects:
                return "naruto.sequence.effect-triggers"
        return "naruto.chain.lifo.effect" if after_instant else "naruto.chain.lifo"

    def on_event(self, engine: Engine, event: str, card: str | None, player: str | None) -> None:
        """Effects triggered by a phase, round or turn beginning or ending go on the chain and resolve."""
        if event.endswith(("_begins", "_ends")):
            add_to_chain(engine, {"event": event, "card": card, "player": player})
            resolve_chain(engine)
        if event == "round_ends":  # naruto.desk.round-end-tokens
            round_end.lose_power_tokens(engine)

    def may_enter(self, engine: Engine, card: Card, zone: str) -> str | None:
        """No repetition: a character may not move where its player already has one with the same name."""
        if card.type == "character" and control.duplicate_of(engine, card, zone, card.controller) is not None:
            return "a character with the same name is already there (no repetition)"
        return None

    def on_zone_change(self, engine: Engine, card: Card, old_zone: str, new_zone: str) -> None:
        mission_changed(engine, old_zone, new_zone)
        if self.zone_family(old_zone) == "mission" and self.zone_family(new_zone) != "mission":
            control.left_play(engine, card, self.zone_family(new_zone))
            last_mission.left_play(engine, card, old_zone)

    def uses_optional_trigger(self, engine: Engine, link: Link) -> bool:
        return optional_triggers.uses(engine, link)

    def state_checks(self, engine: Engine, cards: list[Card]) -> None:
        control.return_broken(engine)


def _card_state(card: Card | None) -> tuple:
    """What a card's own condition may look at: where it is, its flags, who controls it, its tokens."""
    if card is None:
        return ()
    return card.zone, tuple(sorted(card.flags.items())), card.controller, tuple(sorted(card.tokens.items()))


register_game(NarutoRules())
