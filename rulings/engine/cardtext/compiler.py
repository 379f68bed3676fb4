"""compile_card and compile_clause: each game's clause compiler behind one call (see the package)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from . import l5r, naruto
from .common import ClauseResult, not_understood

# Raised whenever a change to a grammar or a transformer can change what a clause compiles to: stored
# compilations and answers that used them are not reused across versions.
COMPILER_VERSION = "21"  # 5: two version-4 branches merged; 6: attachment restrictions; 7: three branches
# (L5R statics and keywords; L5R actions: a targeted player, attachments as targets, take control, a keyword
# given, discard costs, "If he moved, ...", a comparison with this card, "bow or straighten him", "Once per
# battle, <effects>", a condition in the constraints block; Naruto: plays by an effect, names ...); 8: the
# three merged; 9: five L5R parts (players and filters; units, each and all; amounts; reactions; statics)
# and Naruto (docs/card-text-compiler.md); 10: five L5R parts (Events; Reactions to targeting; constraints;
# duels, created Personalities, looking at the deck; Gold) and Naruto; 11: Reactions after an action's
# resolution, "If it is (not) your turn", refusals with reasons (C, D) and Naruto "in another mission";
# 12: "Attaches to a Courtier for 2 less Gold"; 13: what an action did, conditions, "unless he is" costs,
# Naruto play costs, round-end, SCORE and several-part effects; 14: a Personality's unit, discards and
# discard piles, amounts given, delayed effects and durations, created attachments, Naruto "both players";
# 15: several targets, Reactions before an action's resolution and redirected targeting, equipping and Gold
# Cost changes, the next and first time, any location, attacks compared and "X to Y", tokens and permanent
# changes, statics of a kind (and the transformer split into l5r_families/); 16: target filters, triggers on
# a card's own events, static restrictions, durations across turns, duels and refusable challenges, Gold costs
# and Invest, sentences that follow an effect; 17: Focus Effects, negated straightening and removal from the
# game, statics of a card, places in filters, triggers on what actions did, performer costs, later sentences,
# effects on players' cards; 18: cards in hands and discard piles, moments of the turn, reactions to Events,
# amounts taken from the game, conditional costs, bowed cards acting, area statics, a controller's choice,
# quoted abilities, tokens, created cards and Provinces' strength; 19: opposed history, Gold for payments of a
# kind, rules on players, attachment limits, moves to a card's battlefield, preventions, token counts, quoted
# abilities held, attacks' strength, use limits, Focus Effects, revealed Events, decks, Reactions before an
# event, keyword reminders, what resolved actions did; 20: conditions on effects, target filters, joined
# steps, the action's one target, alternatives, variable Gold costs, sentences led by a verb, story sentences,
# card states, references to the action; one clause per card setting a stat; 21: a condition judged once as a
# lasting effect is given (Charge's "+2F, or +3F if he is Lion Clan" too), moments around an action, variable
# Gold and counted amounts, places and possessions in filters, what this card may not do, permissions,
# steps discarding and looking, conditions; "Target your performing X to ..." requires such a performer
# fields whose list means "any of these": a second clause giving one must not widen the first
ONE_CLAUSE_FIELDS = frozenset({"attaches_only_to"})
COMPILERS = {"l5r": l5r.compile_clause, "naruto": naruto.compile_clause}
# A game's pass over a card's clause results once each is compiled (one clause naming another: Naruto's
# "UPGRADE: MAIN effect: Instead, ..."; an L5R Holding's two ways of producing Gold, as one choice).
FINISHERS = {"naruto": naruto.finish_card, "l5r": l5r.finish_card}


@dataclass
class CardCompilation:
    fields: dict = field(default_factory=dict)  # what the played clauses add to the card definition
    clauses: dict[str, ClauseResult] = field(default_factory=dict)  # clause id -> result, in printed order

    @property
    def played(self) -> list[str]:
        return [clause_id for clause_id, result in self.clauses.items() if result.played]

    @property
    def full(self) -> bool:
        return all(result.played for result in self.clauses.values())

    def clause_map(self) -> dict[str, dict]:
        return {
            clause_id: {"played": True, "family": result.family}
            if result.played
            else {"played": False, "reason": result.reason}
            for clause_id, result in self.clauses.items()
        }


def compile_clause(
    game: str, text: str, *, kind: str, card_type: str, clause_id: str, title: str = ""
) -> ClauseResult:
    """``title``: the card's, so that its text may name it ("After Bukaro enters play")."""
    compiler = COMPILERS.get(game)
    if compiler is None:
        return not_understood(f"no compiler for {game} card text")
    return compiler(text, kind=kind, card_type=card_type, clause_id=clause_id, title=title)


def compile_card(
    game: str, card_type: str, clauses: Iterable[tuple[str, str, str]], *, title: str = ""
) -> CardCompilation:
    """``clauses``: (id, kind, plain text) in printed order."""
    compiled = CardCompilation()
    results = [
        (
            clause_id,
            compile_clause(game, text, kind=kind, card_type=card_type, clause_id=clause_id, title=title),
        )
        for clause_id, kind, text in clauses
    ]
    finish = FINISHERS.get(game)
    for clause_id, result in finish(results) if finish else results:
        if result.played and ONE_CLAUSE_FIELDS & result.piece.keys() & compiled.fields.keys():
            result = not_understood("a second 'will only attach' clause (its filters would read as 'or')")
        elif result.played and (both := _stats(result.piece) & _stats(compiled.fields)):
            # "Bow: Produce 2 Gold.", then "Bow: Bow one of your Personalities to produce 3 Gold."
            result = not_understood(f"a second clause setting the card's {', '.join(sorted(both))}")
        compiled.clauses[clause_id] = result
        if result.played:
            _merge(compiled.fields, result.piece)
    return compiled


def _stats(fields: dict) -> set[str]:
    return set(fields.get("stats", {}))


def _merge(fields: dict, piece: dict) -> None:
    for key, value in piece.items():
        if isinstance(value, list):
            fields.setdefault(key, []).extend(value)
        else:
            fields.setdefault(key, {}).update(value)
