"""Nothing silently ignored: every optional effect field and trigger timing, in every place an effect can be
written, for every game, either changes what the engine answers (answers, the rules its trace cites, events)
or is refused with a problem at that field. A field the engine accepts and then never reads would give the
user a confident wrong answer.

Each situation is a small scenario with one effect slot and observers that make the fields visible (a
prevention of effects with a keyword, a card entering play later, the turn ending, choices left open).
"""

from __future__ import annotations

import copy
import json

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.errors import MissingRule, MissingRuleError
from rulings.engine.language.core import EFFECT_FIELDS
from rulings.engine.loader import load_games

PROBE_KEYWORD = "Probe"
# while c is in play: c enters, leaves and enters again in every situation (see _later)
WHILE_C = {"while": {"card": "c", "is": {"in_play": True}}}
# every value worth trying for each optional effect field, each with the fields it works with (compared with
# and without the field); a field passes when one of them is acted on
FIELD_VALUES = {
    "optional": [(True, {})],
    "limit": [({"times": 1, "per": "turn"}, {}), ({"times": 1, "per": "turn", "before_colon": True}, {})],
    "consecutively": [(True, {})],
    "targeting": [(True, {})],
    "now_in_play": [(True, {})],
    "remains": [(True, WHILE_C), (True, {})],
    "duration": [(d, {}) for d in ("end_of_turn", "end_of_game", "while_source_in_play", "permanent")],
    "keywords": [([PROBE_KEYWORD], {})],
    "if_changed": [("nothing-changed", {}), ("changed-something", {})],
    # judged once as the effect begins: c is in play then, or not (it enters, leaves and enters again later)
    "if_when_given": [
        ({"card": "c", "is": {"in_play": True}}, {}),
        ({"card": "c", "is": {"in_play": False}}, {}),
    ],
}
# ("timing: at" is documented as the same as "after": "at the end of the turn" is once it has ended)
TRIGGER_VALUES = {"timing": ["before"], "each_time": [True]}
# the effect fields that are not optional modifiers: identity, whom it reaches, when, its kind (op fields are
# each op's own)
NOT_MODIFIERS = {"id", "kind", "origin", "source", "controller", "targets", "affects", "while", "trigger"}
NOT_MODIFIERS |= {"then", "choose"}
# a field that restates what the game does anyway is accepted (scenarios may say it): each such case, and why
RESTATED = {
    ("chiaxis", "action on all of a kind", "now_in_play"): "22.3b fixes the cards of a resolved effect that "
    "modifies characteristics as it begins",
}


def test_every_optional_effect_field_is_probed():
    modifiers = set(EFFECT_FIELDS) - NOT_MODIFIERS
    assert modifiers == set(FIELD_VALUES), "add the new effect field to FIELD_VALUES (or NOT_MODIFIERS)"


class Kit:
    """The words of one game that the probe scenarios need, read from its rules."""

    def __init__(self, game: str):
        rules = load_games()[game]
        self.game, self.rule_ids = game, rules.rule_ids
        self.type, self.stat = next(
            (t, sorted(s)[-1])
            for t, s in sorted(rules.card_types.items())
            if any(not rules.stats[x].player for x in s)
        )
        self.zone = sorted(rules.in_play_zones)[0]
        self.turn = "turn"

    def card(self, owner: str, **extra) -> dict:
        return {"type": self.type, "owner": owner, "zone": self.zone, "stats": {self.stat: 5}, **extra}

    def scenario(self, cards: dict, steps: list) -> dict:
        ward = [
            {"id": "ward", "affects": {"type": self.type}, "prevent": {"with_keyword": PROBE_KEYWORD}},
            {"id": "shield", "targets": ["a"], "may_not": "stat"},
        ]  # a required choice avoids a; both are prevention, which a game without its rule refuses
        ward = self.card("p2", traits=ward if "prevention" in self.rule_ids else [])
        asks = [{"ask": {"stat": self.stat, "card": c}} for c in ("a", "b", "c")]
        asks += [{"ask": {"zone": c}} for c in ("a", "b", "c")]
        return {
            "game": self.game,
            "players": ["p1", "p2"],
            "cards": {"ward": ward, **cards},
            "steps": [
                {"begin": {"name": self.turn, "player": "p1"}},
                *steps,
                *asks,
                {"end": self.turn},
                *asks,
                {"begin": {"name": self.turn, "player": "p2"}},
                *asks,
                {"leave_play": {"card": "c", "to": "hand"}},
                *asks,
                {"enter_play": {"card": "c", "to": self.zone}},
                {"end": self.turn},
                *asks,
            ],
        }


def _change(kit: Kit, **extra) -> dict:
    return {"id": "e", "stat": kit.stat, "change": -1, **extra}


def _later(kit: Kit) -> list:
    """Steps after the effect: a card enters play, a card leaves and comes back."""
    return [
        {"enter_play": {"card": "c", "to": kit.zone}},
        {"leave_play": {"card": "c", "to": "hand"}},
        {"enter_play": {"card": "c", "to": kit.zone}},
        {"leave_play": {"card": "b", "to": "hand"}},
        {"enter_play": {"card": "b", "to": kit.zone}},
    ]


def _cards(kit: Kit, **traits) -> dict:
    cards = {"a": kit.card("p1"), "b": kit.card("p2"), "c": kit.card("p1", zone="hand")}
    for cid, effects in traits.items():
        cards[cid] = {**cards[cid], "traits": effects}
    return cards


def _action(effects: list, step_id: str = "act") -> dict:
    return {"action": {"id": step_id, "by": "p1", "effects": effects}}


def _before(kit: Kit) -> list:
    """An earlier action: one effect that changes the game and one that changes nothing (for if_changed)."""
    return [
        _action(
            [
                {
                    "id": "changed-something",
                    "targets": ["b"],
                    "stat": kit.stat,
                    "change": 1,
                    "kind": "instantaneous",
                },
                {
                    "id": "nothing-changed",
                    "targets": ["b"],
                    "stat": kit.stat,
                    "change": 0,
                    "kind": "instantaneous",
                },
            ],
            "before",
        )
    ]


SITUATIONS = {
    "trait": lambda kit, e: kit.scenario(_cards(kit, a=[e]), _later(kit)),
    "trait on all of a kind": lambda kit, e: kit.scenario(
        _cards(kit, a=[{**e, "affects": {"type": kit.type}}]), _later(kit)
    ),
    "triggered trait": lambda kit, e: kit.scenario(
        _cards(kit, a=[{**e, "trigger": {"event": "enters_play"}, "targets": ["$source"]}]),
        [
            *_later(kit),
            {"leave_play": {"card": "c", "to": "hand"}},
            {"enter_play": {"card": "c", "to": kit.zone}},
        ],
    ),
    "action": lambda kit, e: kit.scenario(
        _cards(kit), [*_before(kit), _action([{**e, "targets": ["b"]}]), *_later(kit)]
    ),
    "action on all of a kind": lambda kit, e: kit.scenario(
        _cards(kit), [_action([{**e, "affects": {"type": kit.type}}]), *_later(kit)]
    ),
    "action choosing": lambda kit, e: kit.scenario(
        _cards(kit), [_action([{**e, "choose": {"type": kit.type}}]), *_later(kit)]
    ),
    "instantaneous action": lambda kit, e: kit.scenario(
        _cards(kit),
        [*_before(kit), _action([{**e, "kind": "instantaneous", "targets": ["a", "b"]}]), *_later(kit)],
    ),
    "apply": lambda kit, e: kit.scenario(
        _cards(kit), [*_before(kit), {"apply": {**e, "targets": ["b"]}}, *_later(kit)]
    ),
    "delayed": lambda kit, e: kit.scenario(
        _cards(kit),
        [
            _action(
                [
                    {
                        **_without_op(e),
                        "kind": "delayed",
                        "trigger": {"event": "turn_begins"},
                        "then": {"id": "then", "targets": ["b"], "stat": kit.stat, "change": -1, **_while(e)},
                    }
                ]
            ),
            *_later(kit),
        ],
    ),
    "then": lambda kit, e: kit.scenario(
        _cards(kit),
        [
            _action(
                [
                    {
                        "id": "d",
                        "kind": "delayed",
                        "trigger": {"event": "turn_begins"},
                        "then": {**e, "targets": ["b"]},
                    }
                ]
            ),
            *_later(kit),
        ],
    ),
}


def _without_op(effect: dict) -> dict:
    """A delayed effect's own fields: its condition goes on the effect under 'then' (_while)."""
    return {k: v for k, v in effect.items() if k not in ("stat", "change", "while")}


def _while(effect: dict) -> dict:
    return {"while": effect["while"]} if "while" in effect else {}


def _outcome(data: dict) -> str | None:
    """What the engine answers (answers, cited rules, events, open-choice outcomes), or None if refused."""
    try:
        result = evaluate(parse_scenario(copy.deepcopy(data))).to_dict()
    except ScenarioError:
        return None
    trace = [(t["step"], t["rule"]) for t in result.get("trace", [])]
    return json.dumps(
        [result.get("answers"), trace, result.get("branches"), result.get("events")], default=str
    )


def _refused_at(data: dict, field: str) -> bool:
    """Refused at that field, or because the game has no rule for what it asks (a MissingRule problem names
    the concept: where it is written, or at evaluation, MissingRuleError, the step whose state needs it)."""
    try:
        evaluate(parse_scenario(copy.deepcopy(data)))
    except MissingRuleError:
        return True
    except ScenarioError as error:
        problems = error.problems
        named = (p.path.endswith(field) or f"'{field}'" in p.message or field in p.path for p in problems)
        return any(named) or any(isinstance(p, MissingRule) for p in problems)
    return False


def _cases():
    for game in sorted(load_games()):
        for situation in SITUATIONS:
            for field in FIELD_VALUES:
                yield pytest.param(game, situation, field, id=f"{game}-{situation}-{field}")
            for field in TRIGGER_VALUES:
                if "trigger" in situation or situation == "delayed":
                    yield pytest.param(
                        game, situation, f"trigger.{field}", id=f"{game}-{situation}-trigger.{field}"
                    )


@pytest.mark.parametrize(("game", "situation", "field"), list(_cases()))
def test_a_field_is_acted_on_or_refused(game, situation, field):
    kit = Kit(game)
    build = SITUATIONS[situation]
    if _outcome(build(kit, _change(kit))) is None:  # the whole situation is refused for this game
        assert _refused_at(build(kit, _change(kit)), "trigger"), f"the probe '{situation}' is refused: fix it"
        return
    read = False  # one of its values changed the answers, or was refused naming the field or the rule
    for without, with_field, key in _variants(kit, build, field):
        before = _outcome(without)
        assert before is not None, f"the probe '{situation}' with {without} is refused: fix it"
        if _refused_at(with_field, key):
            read = True
            continue
        after = _outcome(with_field)
        assert after is not None, f"{field} in {situation}: refused, but not at '{key}'"
        read |= after != before
    if (game, situation, field) in RESTATED:
        assert not read, "acted on now: remove it from RESTATED"
        return
    assert read, f"{game}: {field!r} on an effect in the situation {situation!r} is accepted, changes nothing"


def _variants(kit: Kit, build, field: str):
    """(scenario without the field, with it, the key a refusal names) for each value worth trying."""
    if field.startswith("trigger."):
        name = field.removeprefix("trigger.")
        base = build(kit, _change(kit))
        for value in TRIGGER_VALUES[name]:
            data = copy.deepcopy(base)
            for effect in _effects(data):
                if effect.get("trigger") and effect["id"] in ("e", "d"):
                    effect["trigger"][name] = value
            # a timing is acted on when the effect then acts at all (before and after may both act alike)
            yield (_without_triggered(base) if name == "timing" else base), data, "trigger"
        return
    for value, companions in FIELD_VALUES[field]:
        yield (
            build(kit, _change(kit, **companions)),
            build(kit, _change(kit, **companions, **{field: value})),
            field,
        )


def _without_triggered(data: dict) -> dict:
    """The scenario with its triggered trait (e) taken out (a delayed effect's timing other than after is
    refused: its action keeps it)."""
    data = copy.deepcopy(data)
    for card in data["cards"].values():
        if "traits" in card:
            card["traits"] = [t for t in card["traits"] if not (t.get("trigger") and t["id"] == "e")]
    return data


def _effects(data: dict):
    for card in data["cards"].values():
        yield from card.get("traits", ())
    for step in data["steps"]:
        if "action" in step:
            yield from step["action"]["effects"]
        if "apply" in step:
            yield step["apply"]


def test_the_fast_path_sees_every_checked_field():
    from dataclasses import replace

    from rulings.engine.effects.field_use import FIELD_NEEDS, _has_modifiers

    spec = parse_scenario(
        {"game": "l5r", "players": ["p1"], "cards": {}, "steps": [{"apply": {"targets": ["p1"], "honor": 1}}]}
    ).steps[0].effects[0]
    assert not _has_modifiers(spec)
    values = {"limit": object(), "duration": "end_of_turn", "keywords": ("K",), "if_changed": "x"}
    for name, _ in FIELD_NEEDS:
        value = values.get(name, True)
        assert _has_modifiers(replace(spec, **{name: value})), name
    assert _has_modifiers(replace(spec, if_changed="")), "an empty if_changed is written: it is checked too"


# --- every trigger timing x effect kind x game: a triggered trait is refused or acts ------------------------
TIMINGS = ("before", "after", "at")
# the effect a triggered trait has (what it does, and the kind it is written with)
TRIGGERED_EFFECTS = {
    "stat change": {},
    "instantaneous stat change": {"kind": "instantaneous"},
    "ongoing stat change": {"kind": "ongoing"},
}
# events this probe cannot make happen with the shared steps, and where they are exercised instead
NARUTO_OWN = ("chakra", "chakra_gained", "defeat", "defeated", "discard_top", "edge", "hidden", "hide")
NARUTO_OWN += ("move", "played", "powered_up", "powerup", "return", "take_control", "moved")
NOT_MADE = {
    ("naruto", e): "Naruto's own events happen in its play procedure: tests/rulings/engine/test_naruto.py"
    for e in NARUTO_OWN
}
C11A = "an ability's action resolving: tests/rulings/engine/test_cardtext_c11_a.py"  # compiler 11, part A
NOT_MADE |= {("l5r", e): C11A for e in load_games()["l5r"].trigger_events if e.endswith("action_resolved")}
C13A = "what an ability's action did: tests/rulings/engine/test_cardtext_c13_a.py"  # compiler 13, part A
NOT_MADE |= {("l5r", f"action_{e}"): C13A for e in ("bowed", "straightened", "destroyed", "moved")}  # 13 A
C17A = "a card focused in a duel: tests/rulings/engine/test_cardtext_c17_a.py"  # compiler 17, part A
NOT_MADE |= {("l5r", e): C17A for e in ("focus_effect", "focus_duel_ended", "focus_duel_won")}
C18C = "an Event resolving as its Provinces are revealed: tests/rulings/engine/test_cardtext_c18_c.py"
NOT_MADE |= {("l5r", "event_resolved"): C18C}  # compiler 18, part C
C19K = "a card focused in a duel: tests/rulings/engine/test_cardtext_c19_k.py"  # compiler 19, part K
NOT_MADE |= {("l5r", e): C19K for e in ("focus_duel_lost", "focus_loser_unfocused")}


def _makers(kit: Kit, event: str) -> list | None:
    """Steps that make `event` happen to card c (which starts in hand), or None."""
    flags = {"bowed": "bow", "straightened": "straighten", "dishonored": "dishonor", "rehonored": "rehonor"}
    enter = {"enter_play": {"card": "c", "to": kit.zone}}
    if event in ("enters_play", "leaves_play"):
        return [enter, {"leave_play": {"card": "c", "to": "hand"}}]
    if event == "destroyed":
        return [enter, {"destroy": {"card": "c"}}]
    if event.startswith("enters_play_from_"):  # L5R: from its hand or a Province
        there = [] if event.endswith("hand") else [{"move": {"card": "c", "to": "province"}}]
        return [*there, enter, {"leave_play": {"card": "c", "to": "hand"}}]
    if event in flags:
        undo = {"bowed": "straighten", "dishonored": "rehonor"}
        first = [{"apply": {"targets": ["c"], undo[event]: True}}] if event in undo else []
        second = {"straightened": "bow", "rehonored": "dishonor"}
        setup = [{"apply": {"targets": ["c"], second[event]: True}}] if event in second else first
        return [enter, *setup, {"apply": {"targets": ["c"], flags[event]: True}}]
    if event in ("duel_won", "duel_lost"):  # L5R: c wins (loses) a duel against b (the Desk's own rules)
        winner = "c" if event == "duel_won" else "b"
        duel = {"id": "d", "duels": [{"id": "d1", "between": ["c", "b"], "winner": winner}]}
        return [enter, {"action": {"id": "fight", "by": "p1", "effects": [duel]}}]
    if event == "targeted_by_other":  # L5R: p2's action targets c, p1's (the Desk's own rule)
        aim = {"id": "aim", "choose": {"cards": ["c"]}, "targeting": True, "bow": True}
        return [enter, {"action": {"id": "aim", "by": "p2", "effects": [aim]}}]
    if event == "provinces_revealed":  # L5R: p1 reveals his Provinces (compiler 10, part A)
        return [{"reveal_provinces": "p1"}]
    for when in ("_begins", "_ends"):
        if event.endswith(when):
            name = event.removesuffix(when)
            return [{"begin": {"name": name, "player": "p1"}}, {"end": name}]
    return None


def _trigger_cases():
    for game, rules in sorted(load_games().items()):
        for event in rules.trigger_event_names:
            if event == "activated":  # answers an effect's activation: test_every_op_acts / the chain tests
                continue
            for timing in TIMINGS:
                for kind in TRIGGERED_EFFECTS:
                    yield pytest.param(game, event, timing, kind, id=f"{game}-{event}-{timing}-{kind}")


def _triggered_probe(kit: Kit, event: str, timing: str, kind: str, *, with_trait: bool) -> dict:
    """Card a's trait answering `event` at `timing` gives b -1; the steps make the event happen (none when
    this test cannot make it happen)."""
    trait = {
        "id": "t",
        "trigger": {"event": event, "timing": timing},
        "targets": ["b"],
        "stat": kit.stat,
        "change": -1,
        **TRIGGERED_EFFECTS[kind],
    }
    cards = _cards(kit, a=[trait] if with_trait else [])
    asks = [{"ask": {"stat": kit.stat, "card": "b"}}]
    steps = [{"begin": {"name": "turn", "player": "p1"}}, *(_makers(kit, event) or []), *asks]
    return {"game": kit.game, "players": ["p1", "p2"], "cards": cards, "steps": steps}


@pytest.mark.parametrize(("game", "event", "timing", "kind"), list(_trigger_cases()))
def test_a_triggered_trait_acts_or_is_refused(game, event, timing, kind):
    """A triggered trait at any timing, with any kind of effect, on any trigger event of its game: it is
    refused naming the trigger (or the rule its game lacks), or its effect happens when its trigger does."""
    kit = Kit(game)
    data = _triggered_probe(kit, event, timing, kind, with_trait=True)
    if _refused_at(data, "trigger"):
        return
    if _makers(kit, event) is None:
        assert (game, event) in NOT_MADE, f"add a way to make {event!r} happen to this test"
        return
    without = _outcome(_triggered_probe(kit, event, timing, kind, with_trait=False))
    assert without is not None, f"the probe for {event} is refused: fix it"
    assert _outcome(data) != without, f"{game}: a trait triggered {timing} {event!r} ({kind}) never acts"


DECIDED = """
game: l5r
players: [me, opp]
cards:
  a: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2}}
  b: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2}}
steps:
  - action: {id: pick, by: opp, effects: [{id: p1, choose: {cards: [a, b]}, stat: force, change: 1}]}
    decide: {p1: %s}
  - action: {id: later, by: opp, effects: [{targets: a, bow: true}]}
    decide: {p1: a}
  - ask: {stat: force, card: a}
"""


def trace_texts(result) -> list[str]:
    entries = result.trace or [e for branch in result.branches for e in branch["trace"]]
    return [e["text"] for e in entries]


def test_a_decision_no_choice_of_its_step_reads_is_said_to_be_unused():
    """`decide` on a step where that effect makes no choice (here: a step after the one it chose at)."""
    result = evaluate(parse_scenario(DECIDED % "a"))
    assert result.answers[0]["answer"]["value"] == 3
    unused = "no choice of p1 arose at this step: the decision (decide: p1) is not used"
    assert f"{unused} (its choice was made at step 0)" in trace_texts(result)


def test_a_decided_card_the_choice_cannot_pick_is_refused_naming_the_legal_ones():
    with pytest.raises(ScenarioError) as info:
        evaluate(parse_scenario(DECIDED % "me"))
    assert info.value.problems[0].path == "steps[0].decide.p1"
    assert "me is not a card p1 may choose (legal: a, b)" in info.value.problems[0].message
