"""Evaluating a scenario: run its timeline once per combination of the choices it leaves open, and merge
the runs' answers ("depends on a choice" where they differ)."""

from __future__ import annotations

import itertools
import math

from .errors import EvaluationLimitError, MissingRuleError, Problem
from .language.places import places
from .language.spec import Scenario
from .limits import MAX_BRANCHES
from .loader import load_games
from .result import Result
from .steps.choices import explore, needed_match, outcomes_match
from .steps.evaluator import Engine, Work

# 0.7.0: issue 18's defects (answers and traces change); results say where effects and actions are written
# 0.7.1: a deck's order chosen as it happens (look_at_top rearrange), a Strategy looked at played from its
# deck by an additional action (Insight's answers change)
# 0.7.2: "target a player" ($target_player); an ability given to a player binds "choose a player" too
# 0.7.3: Naruto removes Power tokens, names the opponent ($opponent) and counts X as cards matching a filter
# (scenarios refused before are answered); L5R creates cards mid-game (create)
# 0.7.4: "Will only attach to a Samurai" / "Will not attach Followers" (attaches_only_to, refuses_attachments)
# 0.7.5: Duelists win tied duels (l5r.desk.duelist), Fear (fear), "will not attach to" (refuses_bearers), the
# player stat hand_size_bonus (questions refused before are answered; a tied duel with one Duelist changes)
# 0.7.6: the two 0.7.5 branches merged, with Naruto's play_card (a card played by an effect, paying N less),
# played_by and move_here
# 0.7.7: compiler 9's ops (take_favor, give_edge, put_on_deck) and trigger performed
# 0.7.8: Events revealed (reveal_provinces), duel_target, produces_for and production_effects, $reacted_card,
# at_location_of / at_battlefield_of, Naruto Power tokens kept, no hidden plays, put_hidden; a triggered
# trait's choice no longer made when the game begins
# 0.7.9: Reactions and traits after an action's resolution, condition turn_of, Naruto filter elsewhere, the
# presence-not-checked note
# 0.7.10: a payment names the card it pays to attach to (pay: to); enters_for_less takes a bearer
# 0.7.13: compiler 15's several targets (number), Reactions before resolution and would_target (retarget),
# equip, first_time, any_location, give_token, attacks compared (against, if_target), unit_cards
# 0.7.16: compiler 18: abilities usable from a hand or discard pile (from_areas), durations to the next turn's
# end, Events resolved and negated, costs paid instead or unless, bowed cards contributing Force and using
# abilities, destroyed_if_ever, controller_may and not_changed
# 0.7.17: compiler 19: opposed history, paying less by bowing, $other_players, from_owned, one Armor,
# move_to_battlefield_of, the dishonor event's direction, token counts as strengths, attack strength by
# player, look_to_bottom and look_to_hand, Focus Effects on a duel's outcome and their negation, won_duel,
# Reactions before a destruction (a standing use), did: effects_only, to and won_duel; 'everywhere' effects
# end with their card's time in play
# 0.7.18: compiler 20: a Fear stronger against a kind of target (if_target), Fear negated (negates_fear),
# story sentences (story), cards entering play bowed (entering)
# 0.7.19: what a card that leaves play at setup ends is settled before the first step (trace step -1);
# compiler 21: a condition judged once as an effect is given (if_when_given), entry conditions
# (enters_only_while), if_yours and any_of filters, $moved_unit, a `per` count reaching a named out-of-play
# zone, ability_costs_less per a count; a card never in a unit (a Holding) takes its Battle actions from home
ENGINE_VERSION = "0.7.19"


def evaluate(scenario: Scenario, *, oracle: bool = False) -> Result:
    """Run the timeline and answer every question. A choice left open is evaluated once per legal
    option: answers that differ list the outcome of each option instead of inventing a choice.

    `oracle=True` settles by recomputing every effect from scratch after every change instead of
    incrementally (evaluator.py): a check for tests, with identical results, far slower and so without a
    work limit (never for untrusted scenarios)."""
    rules = load_games()[scenario.game]
    pending = [(s.params.id, s.params.by, len(s.params.options)) for s in scenario.choices]
    combos = list(
        itertools.islice(itertools.product(*(range(1, n + 1) for _, _, n in pending)), MAX_BRANCHES + 1)
    )
    if len(combos) > MAX_BRANCHES:
        raise EvaluationLimitError(
            [Problem("steps", f"too many open choices (more than {MAX_BRANCHES} outcomes)")]
        )
    runs: list[tuple[dict, Engine]] = []  # (the choices of this run, its engine)
    opened: dict[str, dict] = {}  # choices met during evaluation that the scenario left open
    work = Work(math.inf if oracle else None)  # one limit for the scenario, however many runs it needs
    for combo in combos:
        static = {aid: option for (aid, _, _), option in zip(pending, combo, strict=True)}

        def run(assignment: dict[str, int], static: dict = static) -> Engine:
            engine = Engine(scenario, rules, static, assignment, work, oracle=oracle)
            try:
                engine.run()
            except RecursionError:  # a last resort: nesting is bounded by design (limits.py)
                problem = Problem(f"steps[{engine.step_index}]", "evaluation nested too deeply")
                raise EvaluationLimitError([problem]) from None
            except MissingRuleError as exc:  # name the step that needed the concept
                raise MissingRuleError(exc.game, exc.concept, f"steps[{engine.step_index}]") from None
            return engine

        for assignment, engine in explore(run):
            made = {c.key: (c, i) for c, i in engine.choices.made if c.key in assignment}
            opened |= {key: c.to_dict() for key, (c, _) in made.items() if key not in opened}
            runs.append(({**static, **{key: c.options[i] for key, (c, i) in made.items()}}, engine))
            if len(runs) > MAX_BRANCHES:
                raise EvaluationLimitError(
                    [Problem("steps", f"too many open choices (more than {MAX_BRANCHES} outcomes)")]
                )
    first = runs[0][1]
    effects, actions = places(scenario)
    if len(runs) == 1:
        return Result(
            scenario.game,
            ENGINE_VERSION,
            first.log.answers,
            first.log.entries,
            effects=effects,
            actions=actions,
        )
    choices = [
        {"action": aid, "by": by, "options": n, "rule": rules.rule("choices")} for aid, by, n in pending
    ] + list(opened.values())
    needed = [{"action": aid, "by": by} for aid, by, _ in pending]
    needed += [{"choice": c["choice"], "by": c["by"], "what": c["what"]} for c in opened.values()]
    branches = [{"choices": made, "answers": e.log.answers, "trace": e.log.entries} for made, e in runs]
    return Result(
        scenario.game,
        ENGINE_VERSION,
        _merge(runs, needed),
        first.log.entries[:0],
        choices,
        branches,
        effects,
        actions,
    )


def _merge(runs: list, needed: list) -> list[dict]:
    merged = []
    for i, base in enumerate(runs[0][1].log.answers):
        outcomes = [{"choices": made, "answer": engine.log.answers[i]["answer"]} for made, engine in runs]
        if "cites" in base:  # cited by the trace of some branch
            base = {**base, "cited": any(engine.log.answers[i]["cited"] for _, engine in runs)}
        if all(o["answer"].get("value") == base["answer"].get("value") for o in outcomes):
            # the same answer whatever the choices (its explanation, e.g. a ledger, may differ by branch)
            if "expected" in base:
                base = {
                    **base,
                    "matches": all(engine.log.answers[i].get("matches", False) for _, engine in runs),
                }
            merged.append(base)
            continue
        item = {k: v for k, v in base.items() if k not in ("answer", "matches")}
        item["answer"] = {"value": "depends on a choice", "choices_needed": needed, "outcomes": outcomes}
        expected = base.get("expected")
        if isinstance(expected, dict) and (
            "outcomes" in expected or expected.get("value") == item["answer"]["value"]
        ):
            named = {k: v for k, v in expected.items() if k not in ("outcomes", "choices_needed")}
            item["matches"] = (
                all(item["answer"].get(k) == v for k, v in named.items())
                and ("choices_needed" not in expected or needed_match(needed, expected["choices_needed"]))
                and ("outcomes" not in expected or outcomes_match(outcomes, expected))
            )
        elif "expected" in base:
            item["matches"] = all(engine.log.answers[i].get("matches", False) for _, engine in runs)
        merged.append(item)
    return merged
