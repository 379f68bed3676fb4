"""Nothing silently ignored, op by op: every effect op a game registers either plays a part in one of that
game's conformance scenarios (which pin their answers), or, used on a card in a small probe, changes what the
engine answers (answers and events), or is refused: at parse, or because the game has no rule for it
(MissingRuleError names the concept). An op a game accepts and then never acts on fails here.
"""

from __future__ import annotations

import copy
import json
from functools import cache

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.errors import MissingRuleError
from rulings.engine.loader import load_games
from rulings.examples import example_paths

KEYWORD = "Probe"


@cache
def ops_in_examples(game: str) -> frozenset[str]:
    """The ops the game's conformance scenarios use (their answers are pinned by their tests)."""
    found = set()
    for path in example_paths():
        scenario = parse_scenario(path.read_text())
        if scenario.game != game:
            continue
        specs = [t for card in scenario.cards for t in card.traits]
        specs += [e for step in scenario.steps for e in step.effects]
        specs += [e for value in (v for c in scenario.cards for v in c.extra.values()) for e in _specs(value)]
        while specs:
            spec = specs.pop()
            found.add(spec.op)
            if spec.then is not None:
                specs.append(spec.then)
    return frozenset(found)


def _specs(value) -> list:
    """Effect specs of a card field: effects, or items carrying one (Naruto's `effects`: their `spec`)."""
    if not isinstance(value, tuple):
        return []
    items = [getattr(v, "spec", v) for v in value]
    return [v for v in items if hasattr(v, "op")]


class Kit:
    def __init__(self, game: str):
        rules = load_games()[game]
        self.game, self.rules = game, rules
        self.type, stats = next(
            (t, sorted(s)) for t, s in sorted(rules.card_types.items()) if len(s) >= 2
        )
        self.stats = stats
        self.zone = f"{sorted(rules.in_play_zones)[0]}:1"
        self.other_zone = sorted(rules.other_zones)[0]
        ops = rules.registry.ops
        self.instant_op = next(op for op in ("bow", "hide", "wound") if op in ops)  # one a probe can forbid

    def card(self, owner: str, zone: str | None = None) -> dict:
        stats = dict.fromkeys(self.stats, 3)
        card = {"type": self.type, "owner": owner, "zone": zone or self.zone, "stats": stats}
        return {**card, "keywords": ["Kw"]}

    def cards(self) -> dict:
        """a and b in play, c out of play, d in play elsewhere (another mission, battlefield ...)."""
        elsewhere = self.zone.replace(":1", ":2")
        return {"a": self.card("p1"), "b": self.card("p2"), "c": self.card("p2", self.other_zone),
                "d": self.card("p1", elsewhere)}  # fmt: skip

    def scenario(self, op: str | None) -> dict:
        """The probe's timeline: `op` used on b (None: an effect that changes nothing asked about)."""
        idle = {"id": "e", "targets": ["c"], "kind": "instantaneous", "stat": self.stats[0], "change": 0}
        later = {**idle, "id": "later", "targets": ["b"], "change": -1}
        effects = [*SETUP.get(op, ()), probe(self, op) if op else idle]
        after = [later, *([{**probe(self, self.instant_op), "id": "then-op"}] if op == "may_not" else ())]
        steps = [{"begin": {"name": "turn", "player": "p1"}}]
        source = {"source": ACTION_SOURCE[op]} if op in ACTION_SOURCE else {}
        steps.append({"action": {"id": "probe", "by": "p1", "effects": effects, **source}})
        steps += [{"action": {"id": "after", "by": "p2", "effects": after}}, *self.asks]
        players = PLAYERS.get(op or "", ["p1", "p2"])
        return {"game": self.game, "players": players, "cards": self.cards(), "steps": steps}

    @property
    def asks(self) -> list:
        """Every question the game answers about the probe's cards and players."""
        return _answerable(self.game)

    def candidate_asks(self) -> list:
        asks = [{"ask": {"stat": s, "card": c}} for s in self.stats for c in "ab"]
        asks += [{"ask": {q: c}} for q in ("zone", "controller", "keywords", "tokens") for c in "abcd"]
        asks += [{"ask": {"flag": f, "card": c}} for f in sorted(self.rules.flags) for c in "ab"]
        players = sorted(n for n, s in self.rules.stats.items() if s.player)
        asks += [{"ask": {"stat": s, "player": p}} for s in players for p in ("p1", "p2")]
        return asks


@cache
def _answerable(game: str) -> list:
    kit = Kit(game)
    base = {"game": game, "players": ["p1", "p2"], "cards": kit.cards()}
    return [a for a in kit.candidate_asks() if _outcome({**base, "steps": [a]}) is not None]


# what must hold before an op can do anything (the probe and its baseline both begin with it)
SETUP = {"rehonor": [{"id": "first", "targets": ["b"], "dishonor": True}],
         "straighten": [{"id": "first", "targets": ["b"], "bow": True}],
         "remove_power_tokens": [{"id": "first", "targets": ["b"], "powerup": 3}],
         "look_at_hand": [{"id": "first", "targets": ["c"], "put_into_hand": True}]}  # fmt: skip
ACTION_SOURCE = {"move_here": "d"}  # an op acting relative to its card ("to this mission": d's)
PLAYERS = {"discard_favor": ["p1", {"id": "p2", "imperial_favor": 1}],
           "steal_chakra": ["p1", {"id": "p2", "chakra": 2}]}  # players' stats an op needs  # fmt: skip


def probe(kit: Kit, op: str) -> dict | None:
    """A small effect using `op` on card b (or player p2), or None when a probe is not written for it."""
    other = kit.other_zone
    values = {
        "stat": {"stat": kit.stats[0], "change": -1},
        "switch_stats": {"switch_stats": kit.stats[:2]},
        "grant_keyword": {"grant_keyword": KEYWORD},
        "remove_keyword": {"remove_keyword": "Kw"},
        "prevent": {"prevent": {"stat": kit.stats[0]}},
        "destroy": {"destroy": True},
        "move": {"move": other},
        "assign": {"assign": other},
        "may_not": {"may_not": kit.instant_op},  # the later action does it to b
        "control": {"control": "p1"},
        "take_control": {"take_control": True},
        "procedure": {"procedure": "turn"},
        "bow": {"bow": True},
        "straighten": {"straighten": True},
        "dishonor": {"dishonor": True},
        "rehonor": {"rehonor": True},
        "seppuku": {"seppuku": True},
        "defeat": {"defeat": True},
        "hide": {"hide": True},
        "powerup": {"powerup": 2},
        "remove_power_tokens": {"remove_power_tokens": {"all": True}},
        "return_to_hand": {"return_to_hand": True},
        "discard_top": {"discard_top": True},
        "move_to_mission": {"move_to_mission": True},
        "move_here": {"move_here": True},
        "move_to_battlefield_of": {"move_to_battlefield_of": "d"},  # compiler 19, part E: to d's battlefield
        "bury": {"bury": True},
        "remove_from_game": {"remove_from_game": True},
        "controller_may": {"controller_may": "bow the target"},  # compiler 18, part I: the choice is asked
        "wound": {"wound": 1},
        "discard": {"discard": 1},
        "grant_ability": {"grant_ability": {"id": "probe-ability", "effects": []}},
        "add_force": {"add_force": "p1"},
    }
    player_values = {"honor": {"honor": 2}, "gain_chakra": {"gain_chakra": 2}, "vitae": {"vitae": 2}}
    player_values["gain_edge"] = {"gain_edge": True}
    player_values["gain_mission_points"] = {"gain_mission_points": 2}
    player_values["discard_favor"] = {"discard_favor": True}  # (p2 holds the Favor: PLAYERS)
    player_values["steal_chakra"] = {"steal_chakra": 1}  # (p2 has Chakra: PLAYERS)
    player_values["look_at_hand"] = {"look_at_hand": True}  # (c, p2's, is put into his hand: SETUP)
    player_values["show_top"] = {"show_top": {"put_into_hand_if": [{}]}}  # compiler 14, part B: c, on top
    if op == "recruit":  # a card out of play, free to recruit
        return {"id": "e", "targets": ["c"], "recruit": {"less": 9}}
    if op in values:
        return {"id": "e", "targets": ["b"], **values[op]}
    if op in player_values:
        return {"id": "e", "targets": ["p2"], **player_values[op]}
    return None


def _outcome(data: dict) -> str | None:
    try:
        result = evaluate(parse_scenario(copy.deepcopy(data))).to_dict()
    except (MissingRuleError, ScenarioError):
        return None
    answers = [_timeless(a.get("answer")) for a in result.get("answers", ())]
    return json.dumps([answers, _timeless(result.get("branches"))], default=str)


def _timeless(value):
    """The answers without timestamps (the probe's effect takes a tick that the idle one may not)."""
    if isinstance(value, dict):
        return {k: _timeless(v) for k, v in value.items() if k != "timestamp"}
    if isinstance(value, list):
        return [_timeless(v) for v in value]
    return value


def _with_setup(kit: Kit, op: str) -> list:
    """The baseline's steps: the probe's setup, then the idle effect in place of the op."""
    steps = copy.deepcopy(kit.scenario(None)["steps"])
    steps[1]["action"]["effects"][:0] = copy.deepcopy(SETUP.get(op, []))
    if op == "may_not":
        steps[2]["action"]["effects"].append({**probe(kit, kit.instant_op), "id": "then-op"})
    return steps


def _cases():
    for game, rules in sorted(load_games().items()):
        for op in sorted(rules.registry.ops):
            yield pytest.param(game, op, id=f"{game}-{op}")


@pytest.mark.parametrize(("game", "op"), list(_cases()))
def test_an_op_is_acted_on_or_refused(game, op):
    if op in ops_in_examples(game):
        return  # a conformance scenario pins what it does
    kit = Kit(game)
    effect = probe(kit, op)
    assert effect is not None, f"{game}'s '{op}' is in no conformance scenario: write a probe for it here"
    players = kit.scenario(op)["players"]
    base = _outcome({**kit.scenario(None), "players": players, "steps": _with_setup(kit, op)})
    assert base is not None, f"the {game} probe scenario itself is refused: fix the kit"
    after = _outcome(kit.scenario(op))
    if after is None:
        return  # refused, naming the field or the rule the game lacks
    assert after != base, f"{game}: '{op}' on a card is accepted and changes nothing the engine answers"


@cache
def steps_in_examples(game: str) -> frozenset[str]:
    return frozenset(
        step.kind for path in example_paths() if (s := parse_scenario(path.read_text())).game == game
        for step in s.steps
    )  # fmt: skip


@pytest.mark.parametrize("game", sorted(load_games()))
def test_a_game_step_kind_is_played_by_a_conformance_scenario(game):
    """A step only this game declares (L5R's `phase`, Naruto's `play`) is played by one of its conformance
    scenarios, whose answers are pinned (another game refuses it naming its game: test_language)."""
    rules = load_games()[game]
    own = set(rules.step_kinds)
    assert own - steps_in_examples(game) == set()
