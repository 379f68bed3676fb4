"""Engine defects found by the held-out combination scenarios (bench/heldout.py, dev half), each a class of
cases: one test per class, each failing before its fix."""

from __future__ import annotations

from rulings.engine import evaluate, parse_scenario


def l5r(cards: dict, steps: list) -> dict:
    return {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}


def personality(force: int, chi: int) -> dict:
    return {
        "type": "personality",
        "owner": "me",
        "zone": "home",
        "stats": {"force": force, "chi": chi, "personal_honor": 1},
    }


def item(force: int, chi: int) -> dict:
    return {"type": "item", "owner": "me", "attached_to": "hero", "stats": {"force": force, "chi": chi}}


def answers(data: dict) -> list:
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def penalty(target: str, stat: str, amount: int) -> dict:
    effect = {"targets": target, "stat": stat, "change": amount, "duration": "end_of_game"}
    return {"action": {"id": f"{target}-{stat}", "by": "opp", "effects": [effect]}}


def test_an_items_current_force_modifies_its_personality_not_its_printed_force():
    """Card features, Force: an Item's Force stat is a signed modifier of its Personality's Force; an effect
    on the Item's Force changes what it adds (Item -1F given -2F: -3, so a 2F bearer reads 0, floored)."""
    data = l5r(
        {"hero": personality(2, 2), "blade": item(-1, 0)},
        [
            penalty("blade", "force", -2),
            {"ask": {"stat": "force", "card": "blade"}},
            {"ask": {"stat": "force", "card": "hero"}},
            penalty("blade", "force", 3),
            {"ask": {"stat": "force", "card": "hero"}},
        ],
    )
    assert answers(data) == [-3, 0, 2]


def test_chi_death_when_an_items_chi_bonus_leaves_or_shrinks():
    """Chi death is checked whenever the Chi reaches zero, also when the change comes from an attachment
    leaving play or from an effect on the Item's Chi, not on the Personality."""
    leaves = l5r(
        {"hero": personality(1, 2), "pearl": item(0, 1)},
        [
            penalty("hero", "chi", -2),
            {"ask": {"in_play": "hero"}},
            {"leave_play": {"card": "pearl", "to": "discard"}},
            {"ask": {"destroyed": "hero"}},
        ],
    )
    assert answers(leaves) == [True, True]
    shrinks = l5r(
        {"hero": personality(1, 2), "pearl": item(0, 1)},
        [penalty("hero", "chi", -2), penalty("pearl", "chi", -1), {"ask": {"destroyed": "hero"}}],
    )
    assert answers(shrinks) == [True]


def test_a_bonus_given_before_a_stat_is_granted_is_never_received():
    """Card features: a card type without a stat cannot receive bonuses or penalties to it unless the bonus
    specifically grants it the stat. One given while the stat was absent was not received: a later grant does
    not make it count; bonuses given after the grant do."""
    holding = {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 1}}

    def bonus(n: int, amount: int, grants: bool = False) -> dict:
        effect = {"targets": "barracks", "stat": "force", "change": amount, "duration": "end_of_game"}
        if grants:
            effect["grants_stat"] = True
        return {"action": {"id": f"b{n}", "by": "opp", "effects": [effect]}}

    ask = {"ask": {"stat": "force", "card": "barracks"}}
    data = l5r({"barracks": holding}, [bonus(1, 2), ask, bonus(2, 3, grants=True), ask, bonus(3, -1), ask])
    assert answers(data) == [0, 3, 2]


def test_an_indefinite_effect_applies_each_time_its_trigger_occurs():
    """Indefinite conditional effects: "after each time this turn a Personality is destroyed, +1F" applies
    every time, for the effect's whole duration; `kind: indefinite` says so (a delayed effect: once)."""
    waits = {
        "kind": "indefinite",
        "duration": "end_of_turn",
        "trigger": {"event": "destroyed", "of": {"type": "personality"}},
        "then": {"targets": "hero", "stat": "force", "change": 1},
    }
    data = l5r(
        {"hero": personality(2, 2), "v1": personality(1, 1), "v2": personality(1, 1)},
        [
            {"begin": {"name": "turn", "player": "me"}},
            {"action": {"id": "vow", "by": "me", "effects": [waits]}},
            {"destroy": "v1"},
            {"destroy": "v2"},
            {"ask": {"stat": "force", "card": "hero"}},
        ],
    )
    assert answers(data) == [4]


def test_subject_in_a_chain_triggered_effects_targets_is_the_card_its_trigger_is_about():
    """Naruto: "when another friendly character is played in this mission, put 1 Power token on it":
    `$subject` in the targets of a triggered effect resolved on the chain is the played card, not nobody."""
    jirobo = {
        "type": "character",
        "owner": "B",
        "zone": "mission:m",
        "stats": {"cost": 4, "power": 4},
        "traits": [
            {
                "id": "boost",
                "trigger": {"event": "played", "of": {"type": "character", "controller": "$controller"}},
                "targets": "$subject",
                "powerup": 1,
            }
        ],
    }
    tayuya = {"type": "character", "owner": "B", "zone": "hand", "stats": {"cost": 2, "power": 2}}
    data = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {"jirobo": jirobo, "tayuya": tayuya},
        "steps": [
            {"begin": {"name": "turn", "player": "B"}},
            {"play": {"card": "tayuya", "by": "B", "to": "mission:m"}},
            {"ask": {"tokens": "tayuya", "kind": "power"}},
        ],
    }
    assert answers(data) == [1]


def test_an_effect_on_a_card_out_of_play_at_activation_says_so():
    """Effects in and out of play: an effect activated applies only to cards in play at activation unless
    it specifies an out-of-play area. A target named explicitly cannot say whether the text names its area:
    the engine applies it as named but cites the rule, for an action and for a delayed effect (judged as it
    is activated: a card in play then is followed out of play, and is not noted)."""
    later = {
        "kind": "delayed",
        "trigger": {"event": "turn_ends"},
        "then": {"targets": ["hero", "gone"], "stat": "force", "change": -2, "duration": "end_of_game"},
    }
    data = l5r(
        {
            "hero": personality(3, 2),
            "gone": {**personality(3, 2), "zone": "discard"},
            "late": {**personality(3, 2), "zone": "discard"},
        },
        [
            {"begin": {"name": "turn", "player": "me"}},
            {"action": {"id": "grudge", "by": "opp", "effects": [later]}},
            penalty("late", "force", -1),
            {"destroy": "hero"},
            {"end": "turn"},
        ],
    )
    trace = evaluate(parse_scenario(data)).trace
    noted = [e["text"] for e in trace if e["rule"] == "l5r.effects.in-play-at-activation"]
    named = [("gone" in t, "late" in t, "hero" in t) for t in noted]
    assert named == [(True, False, False), (False, True, False)]
