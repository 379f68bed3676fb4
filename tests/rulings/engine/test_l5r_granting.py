"""Traits given to and copied onto cards, and effects granted to an ability (L5R games/l5r/granting.py,
copying.py, added_effects.py): how long a given trait is on its card, which copy of a trait applies, and what
the parser refuses."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.loader import load_games

TRAIT = {"id": "steadfast", "stat": "force", "change": 1}


def personality(**extra) -> dict:
    return {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}, **extra}


def scenario(cards: dict, steps: list, game: str = "l5r") -> dict:
    return {"game": game, "players": ["me"], "cards": cards, "steps": steps}


def run(cards: dict, steps: list):
    return evaluate(parse_scenario(scenario(cards, steps)))


def grant(eid: str, trait: dict, **extra) -> dict:
    return {"id": eid, "targets": ["hero"], "grant_trait": trait, **extra}


FORCE = {"ask": {"stat": "force", "card": "hero"}}


def test_a_given_trait_leaves_its_card_when_the_grant_ends():
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "a", "by": "me", "effects": [grant("gift", TRAIT)]}},
        FORCE,
        {"end": "turn"},
        FORCE,
    ]
    assert [a["answer"]["value"] for a in run({"hero": personality()}, steps).answers] == [3, 2]


def test_the_second_copy_of_a_trait_applies_once_the_first_is_gone():
    """Given the same trait twice, the card has one copy while both apply, and keeps the trait while either
    does (a copy given later is no more than a copy, not a second one)."""
    same = {"id": "steadfast-again", "stat": "force", "change": 1}
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "a", "by": "me", "effects": [grant("short", TRAIT)]}},
        {"action": {"id": "b", "by": "me", "effects": [grant("long", same, duration="end_of_game")]}},
        FORCE,
        {"end": "turn"},
        FORCE,
    ]
    result = run({"hero": personality()}, steps)
    assert [a["answer"]["value"] for a in result.answers] == [3, 3]
    ledger = result.answers[1]["answer"]["ledger"]
    assert [m["effect"] for m in ledger] == ["steadfast-again@hero"]
    assert "l5r.traits.given-again" in {t["rule"] for t in result.to_dict()["trace"]}


def test_different_traits_given_both_apply():
    other = {"id": "brave", "stat": "force", "change": 2}
    steps = [{"action": {"id": "a", "by": "me", "effects": [grant("g1", TRAIT), grant("g2", other)]}}, FORCE]
    assert run({"hero": personality()}, steps).answers[0]["answer"]["value"] == 5


def test_a_copied_trait_is_read_from_the_card_copied_and_comes_from_its_new_card():
    cards = {"hero": personality(), "model": personality(traits=[TRAIT])}
    copy = {"id": "mimic", "targets": ["hero"], "copy": {"card": "model", "trait": "steadfast"}}
    steps = [{"action": {"id": "a", "by": "me", "effects": [copy]}}, FORCE]
    steps.append({"ask": {"effect": "steadfast@hero"}})
    answers = run(cards, steps).answers
    assert answers[0]["answer"]["value"] == 3
    assert answers[1]["answer"]["source"] == "hero"


def test_copying_what_the_card_does_not_have_copies_nothing_and_says_so():
    cards = {"hero": personality(), "model": personality()}
    copy = {"id": "mimic", "targets": ["hero"], "copy": {"card": "model", "trait": "steadfast"}}
    result = run(cards, [{"action": {"id": "a", "by": "me", "effects": [copy]}}, FORCE])
    assert result.answers[0]["answer"]["value"] == 2
    assert any("has no trait steadfast" in t["text"] for t in result.to_dict()["trace"])


def test_effects_granted_to_an_ability_apply_only_while_granted():
    ability = {"id": "focus", "designators": ["Limited"], "effects": [{"targets": "me", "honor": 1}]}
    added = {"ability": "focus", "effects": [{"id": "extra", "targets": "me", "honor": 2}]}
    cards = {"hero": personality(abilities=[ability])}
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "a", "by": "me", "effects": [{"targets": ["hero"], "grant_effects": added}]}},
        {"use": {"card": "hero", "ability": "focus", "by": "me"}},
        {"end": "turn"},
        {"begin": {"name": "turn", "player": "me"}},
        {"use": {"card": "hero", "ability": "focus", "by": "me"}},
        {"ask": {"stat": "family_honor", "player": "me"}},
    ]
    players = [{"id": "me", "family_honor": 10}]
    result = evaluate(parse_scenario({"game": "l5r", "players": players, "cards": cards, "steps": steps}))
    assert result.answers[0]["answer"]["value"] == 14  # 1 + 2 in the first turn, 1 in the second


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        (grant("g", TRAIT | {"source": "hero"}), "come from the card it is on"),
        ({"id": "g", "targets": ["me"], "grant_trait": TRAIT}, "a player's traits are not modelled"),
        ({"targets": ["hero"], "copy": {"card": "hero"}}, "give 'trait' or 'ability'"),
        ({"targets": ["hero"], "copy": {"card": "hero", "trait": "x", "ability": "y"}}, "give 'trait' or"),
        ({"targets": ["hero"], "copy": {"card": "nobody", "trait": "x"}}, "unknown card 'nobody'"),
        ({"targets": ["hero"], "grant_effects": {"ability": "x", "effects": []}}, "non-empty list"),
        ({"targets": ["me"], "remove_trait": "x"}, "traits are removed from cards here"),
    ],
)
def test_bad_grants_and_copies_are_refused_at_the_field(effect, problem):
    data = scenario({"hero": personality()}, [{"action": {"id": "a", "by": "me", "effects": [effect]}}])
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data)
    assert problem in str(caught.value)


@pytest.mark.parametrize("game", ["naruto", "chiaxis"])
@pytest.mark.parametrize("op", ["grant_trait", "copy", "grant_effects", "remove_trait"])
def test_other_games_refuse_the_ops_naming_the_game(game, op):
    rules = load_games()[game]
    card = {"type": sorted(rules.card_types)[0], "owner": "me", "zone": sorted(rules.in_play_zones)[0]}
    effect = {"targets": ["hero"], op: {}}
    data = scenario({"hero": card}, [{"action": {"id": "a", "by": "me", "effects": [effect]}}], game=game)
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data)
    assert f"{game} has no '{op}' effect (it is l5r's)" in str(caught.value)


def test_traits_copying_each_other_stop_at_the_copy_a_card_already_has():
    """a copies b's trait, which copies a's: each card ends with one copy of each text (no endless copies)."""
    cards = {
        "hero": personality(traits=[TRAIT, {"id": "echo", "copy": {"card": "model", "trait": "mirror"}}]),
        "model": personality(traits=[{"id": "mirror", "copy": {"card": "hero", "trait": "echo"}}]),
    }
    result = run(cards, [FORCE, {"ask": {"stat": "force", "card": "model"}}])
    assert [a["answer"]["value"] for a in result.answers] == [3, 2]
    again = [t for t in result.to_dict()["trace"] if t["rule"] == "l5r.traits.given-again"]
    assert len(again) == 2


def test_a_trait_is_compared_as_text_even_when_its_params_hold_a_mapping():
    """A delayed trait's params are a mapping (unhashable): telling copies apart compares, never hashes."""
    delayed = {
        "id": "omen",
        "kind": "delayed",
        "trigger": {"event": "turn_ends"},
        "then": {"targets": "hero", "bow": True},
    }
    steps = [{"action": {"id": "a", "by": "me", "effects": [grant("gift", TRAIT)]}}, FORCE]
    assert run({"hero": personality(traits=[delayed])}, steps).answers[0]["answer"]["value"] == 3


def test_a_removed_triggered_trait_does_not_trigger_and_a_given_one_goes_too():
    trigger = {"event": "turn_begins", "player": "me"}
    curse = {"id": "curse", "trigger": trigger, "targets": "hero", "bow": True}
    steps = [
        {"action": {"id": "a", "by": "me", "effects": [grant("g", TRAIT, duration="end_of_game")]}},
        {"action": {"id": "b", "by": "me", "effects": [
            {"targets": ["hero"], "duration": "end_of_game", "remove_trait": "curse"},
            {"targets": ["hero"], "duration": "end_of_game", "remove_trait": "steadfast"}]}},
        {"begin": {"name": "turn", "player": "me"}},
        {"ask": {"flag": "bowed", "card": "hero"}},
        FORCE,
    ]  # fmt: skip
    answers = run({"hero": personality(traits=[curse])}, steps).answers
    assert [a["answer"]["value"] for a in answers] == [False, 2]


def test_removing_a_trait_no_card_has_removes_nothing_and_says_so():
    steps = [{"action": {"id": "a", "by": "me", "effects": [{"targets": ["hero"], "remove_trait": "ghost"}]}}]
    result = run({"hero": personality(traits=[TRAIT])}, [*steps, FORCE])
    assert result.answers[0]["answer"]["value"] == 3
    assert any("no card has a trait ghost" in t["text"] for t in result.to_dict()["trace"])


def test_a_removal_naming_no_trait_leaves_the_effects_a_trait_produced_alone():
    """The ongoing effect a triggered trait produced is no trait: a removal that found nothing to remove
    (beside one that did) does not end it."""
    trigger = {"event": "turn_begins", "player": "me"}
    rally = {"id": "rally", "trigger": trigger, "targets": "hero", "stat": "force", "change": 2}
    lasting = {"targets": ["hero"], "duration": "end_of_game"}
    removals = [{**lasting, "remove_trait": t} for t in ("ghost", "steadfast")]
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "a", "by": "me", "effects": removals}},
        FORCE,
    ]
    assert run({"hero": personality(traits=[rally, TRAIT])}, steps).answers[0]["answer"]["value"] == 4
