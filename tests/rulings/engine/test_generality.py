"""Issue 18, engine generality: each defect is a class of cases (cases written from the rules text alone
found the engine confidently wrong on them). One test (or a few) per class, each failing before its fix."""

from __future__ import annotations

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def l5r(cards: dict, steps: list, players: list | None = None) -> dict:
    return {"game": "l5r", "players": players or ["me", "opp"], "cards": cards, "steps": steps}


def personality(owner: str = "me", zone: str = "home", **extra) -> dict:
    stats = extra.pop("stats", {"force": 1, "chi": 3, "personal_honor": 2})
    return {"type": "personality", "owner": owner, "zone": zone, "stats": stats, **extra}


def answers(data: dict) -> list:
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def refusal(data: dict) -> str:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data)
    return str(info.value)


def ask(stat: str, card: str) -> dict:
    return {"ask": {"stat": stat, "card": card}}


# --- 2. switched stats end with their effect ------------------------------------------------------------
def _switch(**extra) -> dict:
    effect = {"id": "sw", "targets": ["hero"], "switch_stats": ["force", "chi"], **extra}
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "act", "by": "me", "effects": [effect]}},
        ask("force", "hero"),
        ask("chi", "hero"),
        {"end": "turn"},
        ask("force", "hero"),
        ask("chi", "hero"),
    ]
    return l5r({"hero": personality()}, steps)


def test_a_switch_of_stats_from_an_action_is_ongoing_until_the_end_of_the_turn():
    """A switch sets each stat by a bonus and a penalty (card features, Setting stats to a value); from an
    action they are an ongoing effect's, which ends with the turn unless it states a duration."""
    assert answers(_switch()) == [3, 1, 1, 3]


def test_a_switch_of_stats_takes_a_duration_and_an_instantaneous_one_stays():
    assert answers(_switch(duration="end_of_game")) == [3, 1, 3, 1]
    assert answers(_switch(kind="instantaneous")) == [3, 1, 3, 1]


# --- 3. a dishonored Personality is Dishonorable: Personal Honor maximum zero ---------------------------
def _honor_steps(*effects: dict) -> list:
    steps = [{"begin": {"name": "turn", "player": "me"}}]
    for i, effect in enumerate(effects):
        steps += [{"action": {"id": f"a{i}", "by": "me", "effects": [effect]}}, ask("personal_honor", "hero")]
    return steps


DISHONOR = {"id": "dis", "kind": "instantaneous", "targets": ["hero"], "dishonor": True}
REHONOR = {"id": "re", "kind": "instantaneous", "targets": ["hero"], "rehonor": True}


def test_dishonoring_a_personality_gives_its_personal_honor_a_maximum_of_zero_until_rehonored():
    bonus = {"id": "plus", "targets": ["hero"], "stat": "personal_honor", "change": 3}
    steps = _honor_steps(DISHONOR, bonus, REHONOR)
    assert answers(l5r({"hero": personality()}, steps)) == [0, 0, 5]


def test_a_minimum_meeting_the_dishonorable_maximum_leaves_the_value_unchanged():
    """Card features: a minimum above an existing maximum (or the reverse) changes nothing until they
    cease to contradict, whichever of the two came first."""
    minimum = {"id": "min", "targets": ["hero"], "stat": "personal_honor", "min": 2}
    hero = personality(stats={"force": 1, "chi": 3, "personal_honor": 1})
    assert answers(l5r({"hero": hero}, _honor_steps(DISHONOR, minimum, REHONOR))) == [0, 0, 2]
    assert answers(l5r({"hero": hero}, _honor_steps(minimum, DISHONOR, REHONOR))) == [2, 2, 2]


# --- 4. "other players' effects": the card whose effect it is decides ------------------------------------
def _given_ability(scope: str, effect: dict) -> dict:
    gift = {"id": "kill", "designators": ["Open"], "effects": [effect]}
    giver = {
        "type": "holding",
        "owner": "me",
        "zone": "home",
        "stats": {"gold_cost": 1, "gold_production": 1},
        "traits": [{"id": "gift", "targets": ["opp"], "grant_ability": gift}],
    }
    ward = [
        {"id": "ward", "prevent": {"event": "destroy", "from_players": scope}},
        {"id": "calm", "prevent": {"stat": "force", "from_players": scope}},
    ]
    steps = [
        {"begin": {"name": "turn", "player": "opp"}},
        {"use": {"player": "opp", "ability": "kill", "by": "opp"}},
        {"ask": {"zone": "hero"}},
        ask("force", "hero"),
    ]
    return l5r({"giver": giver, "hero": personality("opp", traits=ward)}, steps)


def test_an_ability_given_to_a_player_is_another_players_effect_on_his_own_card():
    """The ability's effects come from the card that gave it (me's): to opp's card they are another
    player's effects, although opp used the ability."""
    effect = {"targets": ["hero"], "destroy": True}
    assert answers(_given_ability("other", effect))[0] == "home"
    assert answers(_given_ability("self", effect))[0] == "discard"


def test_a_bonus_from_an_ability_given_to_a_player_is_another_players_effect():
    bonus = {"targets": ["hero"], "stat": "force", "change": 2}
    assert answers(_given_ability("other", bonus))[1] == 1
    assert answers(_given_ability("self", bonus))[1] == 3


# --- 5. $performer in an ability given to a player -----------------------------------------------------
def test_the_performer_of_an_ability_given_to_a_player_pays_its_cost_and_gets_its_effect():
    """The `use` step names the performer: its text's $performer (cost and effects) is that card."""
    rally = {
        "id": "rally",
        "designators": ["Open"],
        "cost": {"bow": ["$performer"]},
        "effects": [{"targets": ["$performer"], "stat": "force", "change": 2}],
    }
    giver = {
        "type": "holding",
        "owner": "me",
        "zone": "home",
        "stats": {"gold_cost": 1, "gold_production": 1},
        "traits": [{"id": "gift", "targets": ["opp"], "grant_ability": rally}],
    }
    steps = [
        {"begin": {"name": "turn", "player": "opp"}},
        {"use": {"player": "opp", "ability": "rally", "by": "opp", "performer": "hero"}},
        ask("force", "hero"),
        {"ask": {"flag": "bowed", "card": "hero"}},
    ]
    assert answers(l5r({"giver": giver, "hero": personality("opp")}, steps)) == [3, True]


def test_the_rule_of_location_binds_the_performer_of_an_ability_given_to_a_player():
    strike = {"id": "strike", "designators": ["Battle"], "effects": [{"targets": ["foe"], "bow": True}]}
    giver = {
        "type": "holding",
        "owner": "me",
        "zone": "home",
        "stats": {"gold_cost": 1, "gold_production": 1},
        "traits": [{"id": "gift", "targets": ["opp"], "grant_ability": strike}],
    }
    cards = {"giver": giver, "hero": personality("opp"), "foe": personality("me", zone="battlefield:1")}
    steps = [
        {"begin": {"name": "turn", "player": "opp"}},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"player": "opp", "ability": "strike", "by": "opp", "performer": "hero"}},
        {"ask": {"flag": "bowed", "card": "foe"}},
    ]
    assert answers(l5r(cards, steps)) == [False]
    cards["hero"]["zone"] = "battlefield:1"
    assert answers(l5r(cards, steps)) == [True]


# --- 6. negating an ongoing effect on one card lasts for the negation's own duration ---------------------
def test_a_negation_applied_to_a_card_lasts_its_own_duration_once_the_card_stops_qualifying():
    """Negation works like "do not" and lasts until the end of the turn by default (2010 change); each
    prevention a parent effect applies is a child with the parent's duration. Leaving the battlefield the
    negation named does not end it; the bonus, which outlasts the turn, re-asserts when it ends."""
    bonus = {"id": "e", "targets": ["hero"], "stat": "force", "change": 2, "duration": "end_of_game"}
    negate = {"id": "n", "affects": {"zone": "battlefield:1"}}
    negate["prevent"] = {"stat": "force", "changes": "bonuses"}
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "boost", "by": "me", "effects": [bonus]}},
        {"action": {"id": "neg", "by": "opp", "effects": [negate]}},
        ask("force", "hero"),
        {"move": {"card": "hero", "to": "home"}},
        ask("force", "hero"),
        {"end": "turn"},
        ask("force", "hero"),
    ]
    hero = personality(zone="battlefield:1")
    assert answers(l5r({"hero": hero}, steps)) == [1, 1, 3]


# --- 7. "effects of that action do not happen" stops the action's delayed effects -----------------------
@pytest.mark.parametrize(
    ("then", "question", "unprevented"),
    [
        ({"id": "hit", "targets": ["hero"], "destroy": True}, {"zone": "hero"}, "discard"),
        ({"id": "weak", "targets": ["hero"], "stat": "force", "change": -1}, ask("force", "hero")["ask"], 0),
    ],
)
def test_effects_of_an_action_prevented_before_its_delayed_effect_happens(then, question, unprevented):
    """A delayed effect activated and not yet applied is prevented by something that prevents effects in
    general: once "effects of that action do not happen" is applied, it never happens, even after that
    prevention's own duration (the end of the turn) has passed."""
    later = {"id": "later", "kind": "delayed", "trigger": {"event": "turn_begins"}, "then": then}
    shield = {"id": "n", "targets": ["hero"], "prevent": {"effects_of": "curse"}}
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "curse", "by": "opp", "effects": [later]}},
        {"action": {"id": "shield", "by": "me", "effects": [shield]}},
        {"end": "turn"},
        {"begin": {"name": "turn", "player": "opp"}},
        {"ask": question},
    ]
    data = l5r({"hero": personality(stats={"force": 1, "chi": 2})}, steps)
    assert answers(data) != [unprevented]
    del steps[2]
    assert answers(data) == [unprevented]


# --- 8. ChiAxis 22.4c: among replacements of one event the last resolved decides, a discard included ------
def chiaxis(cards: dict, steps: list) -> dict:
    return {"game": "chiaxis", "players": [{"id": "me", "vitae": 10}], "cards": cards, "steps": steps}


@pytest.mark.parametrize("zone", ["city", "hand", "den"])
def test_a_card_discarded_by_its_ruler_is_replaced_by_the_last_resolved_replacement(zone):
    """A discard from a ruler's city (hand, den) discards each card: a replacement of that card's discard
    applies, and with several the one resolved last decides (22.4c); each resolves once (22.4b)."""
    brute = {"type": "beast", "owner": "me", "zone": zone, "stats": {"cost": 5, "int": 1, "atk": 5}}
    pay = {"id": "r1", "targets": ["brute"]}
    pay["instead"] = {"of": "discard", "do": {"vitae": -1, "targets": ["me"]}}
    bury = {"id": "r2", "targets": ["brute"], "instead": {"of": "discard", "do": {"bury": True}}}
    discard = {"id": "d", "kind": "instantaneous", "targets": ["me"]}
    discard["discard"] = {"count": 1, "from": zone, "cards": ["brute"]}
    asks = [{"ask": {"zone": "brute"}}, {"ask": {"stat": "vitae", "player": "me"}}]
    first = [{"action": {"id": "a1", "by": "me", "effects": [pay]}}]
    second = [{"action": {"id": "a2", "by": "me", "effects": [bury]}}]
    steps = [*first, *second, {"apply": discard}, *asks]
    assert answers(chiaxis({"brute": brute}, steps)) == ["buried", 10]
    steps = [*second, *first, {"apply": discard}, *asks]
    assert answers(chiaxis({"brute": brute}, steps)) == [zone, 9]


# --- 9. ChiAxis 22.3b: the amount X is determined as the effect begins ------------------------------------
def _beast(zone: str, atk: int = 1) -> dict:
    return {"type": "beast", "owner": "me", "zone": zone, "stats": {"cost": 1, "int": 1, "atk": atk}}


PER_BEAST = {"per": {"type": "beast", "controller": "$controller"}, "each": 1}


def test_an_action_keeps_the_x_it_had_when_it_began():
    """"ATK +X where X is the number of beasts you rule" keeps its X when more beasts arrive."""
    boost = {"id": "x", "targets": ["brute"], "stat": "atk", "change": PER_BEAST}
    steps = [
        {"action": {"id": "a1", "by": "me", "effects": [boost]}},
        ask("atk", "brute"),
        {"enter_play": "pup"},
        ask("atk", "brute"),
    ]
    assert answers(chiaxis({"brute": _beast("city", 5), "pup": _beast("hand")}, steps)) == [6, 6]


def test_a_delayed_triggers_effect_fixes_its_x_when_it_is_applied():
    then = {"id": "y", "affects": {"type": "beast"}, "stat": "atk", "change": PER_BEAST}
    later = {"id": "later", "kind": "delayed", "trigger": {"event": "turn_begins"}, "then": then}
    steps = [
        {"action": {"id": "a2", "by": "me", "effects": [later]}},
        {"enter_play": "pup2"},
        {"begin": {"name": "turn", "player": "me"}},
        ask("atk", "pup2"),
        {"leave_play": {"card": "pup", "to": "hand"}},
        ask("atk", "pup2"),
    ]
    cards = {"brute": _beast("city", 5), "pup": _beast("city"), "pup2": _beast("hand")}
    assert answers(chiaxis(cards, steps)) == [4, 4]


# --- 10. a condition on an effect that happens once is checked as it happens, or refused ------------------
NEVER = {"subject": {"keywords": "Water"}}  # hero has no Water: a condition that fails
BOW = {"id": "e", "kind": "instantaneous", "targets": ["hero"], "bow": True}
WEAKEN = {"id": "e", "kind": "instantaneous", "targets": ["hero"], "stat": "force", "change": -1}
MOVE = {"id": "e", "targets": ["hero"], "move": "battlefield:1"}
SAVE = {"id": "e", "kind": "instantaneous", "prevent": {"event": "destroy"}}
SAVE["trigger"] = {"event": "destroyed", "timing": "before", "card": "$source"}
CONDITIONED = {
    "an action's bow": lambda e: {"action": {"id": "a", "by": "me", "effects": [e]}},
    "an applied stat change": lambda e: {"apply": e},
    "an action's move": lambda e: {"action": {"id": "a", "by": "me", "effects": [e]}},
    "a delayed effect's then": lambda e: {
        "action": {
            "id": "a",
            "by": "me",
            "effects": [{"id": "d", "kind": "delayed", "trigger": {"event": "battle_begins"}, "then": e}],
        }
    },
    "a delayed effect": lambda e: {
        "action": {
            "id": "a",
            "by": "me",
            "effects": [{"id": "d", "kind": "delayed", "trigger": {"event": "battle_begins"}, "then": e}],
        }
    },
}
EFFECT_OF = {"an action's bow": BOW, "an applied stat change": WEAKEN, "an action's move": MOVE}


def _conditioned(place: str, condition: dict | None) -> dict:
    effect = dict(EFFECT_OF.get(place, BOW))
    step = CONDITIONED[place](effect)
    if condition is not None and place == "a delayed effect":
        step["action"]["effects"][0]["while"] = condition  # on the delayed effect itself
    elif condition is not None:
        effect["while"] = condition
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        step,
        {"begin": {"name": "battle", "at": "battlefield:2"}},
        {"ask": {"flag": "bowed", "card": "hero"}},
        ask("force", "hero"),
        {"ask": {"zone": "hero"}},
    ]
    return l5r({"hero": personality(stats={"force": 2, "chi": 2})}, steps)


@pytest.mark.parametrize("place", CONDITIONED)
def test_a_condition_on_an_effect_that_happens_once_is_checked_or_refused(place):
    """"Bow it if its Force is now 0", "if he has Water, move him": the effect happens only if its condition
    holds as it happens; where the language cannot check it, it is refused naming 'while'."""
    data = _conditioned(place, NEVER)
    try:
        parse_scenario(data)
    except ScenarioError as error:
        assert "while" in str(error)
        return
    unconditioned = _conditioned(place, None)
    if place == "a delayed effect":
        unconditioned["steps"][1]["action"]["effects"] = []
    else:
        del unconditioned["steps"][1]
    assert answers(data) == answers(unconditioned), "the effect happened though its condition failed"
    assert answers(_conditioned(place, None)) != answers(unconditioned), "the probe itself changes nothing"


def test_a_triggered_prevention_checks_its_condition_as_the_event_is_about_to_happen():
    save = {**SAVE, "while": NEVER}
    steps = [{"destroy": {"card": "hero"}}, {"ask": {"zone": "hero"}}]
    assert answers(l5r({"hero": personality(traits=[save])}, steps)) == ["discard"]
    save["while"] = {"subject": {"keywords": "Samurai"}}
    assert answers(l5r({"hero": personality(traits=[save], keywords=["Samurai"])}, steps)) == ["home"]


# --- 11. leaving a battlefield ends every status that belongs to it ---------------------------------------
@pytest.mark.parametrize("status", ["attacking", "defending", "opposed"])
@pytest.mark.parametrize("to", ["home", "battlefield:2", "discard"])
def test_a_unit_leaving_a_battlefield_is_no_longer_on_its_side(status, to):
    """A side is a sub-area of a battlefield (Glossary, Side): "+2F while defending" stays off at home."""
    while_status = {"id": "t", "stat": "force", "change": 2, "while": {"subject": {status: True}}}
    hero = personality(zone="battlefield:1", traits=[while_status], stats={"force": 1, "chi": 2})
    hero[status] = True
    steps = [ask("force", "hero"), {"move": {"card": "hero", "to": to}}]
    steps += [{"ask": {"flag": status, "card": "hero"}}, {"move": {"card": "hero", "to": "battlefield:1"}}]
    steps.append(ask("force", "hero"))
    assert answers(l5r({"hero": hero}, steps)) == [3, False, 1]


# --- 12. an Honor change (and any other player's stat) aimed at a card is refused naming the field --------
@pytest.mark.parametrize(
    ("effect", "field"),
    [
        ({"targets": ["hero"], "honor": 2}, "targets"),
        ({"targets": ["$source"], "honor": 2}, "targets"),
        ({"affects": {"type": "personality"}, "honor": 2}, "affects"),
        ({"choose": {"type": "personality"}, "honor": 2}, "choose"),
        ({"targets": ["hero"], "instead": {"of": "destroy", "do": {"honor": -2}}}, "do"),
    ],
)
def test_an_honor_change_aimed_at_a_card_is_refused_at_its_field(effect, field):
    """Family Honor is a player's; a card's Personal Honor is a stat: a card given Honor changed nothing."""
    steps = [{"action": {"id": "a", "by": "me", "source": "hero", "effects": [{"id": "h", **effect}]}}]
    problem = refusal(l5r({"hero": personality()}, steps))
    assert "aimed at players" in problem and f".{field}:" in problem


def test_an_honor_change_aimed_at_players_is_accepted():
    for targets in (["me"], ["$controller"]):
        effect = {"id": "h", "targets": targets, "honor": 2}
        steps = [{"action": {"id": "a", "by": "me", "effects": [effect]}}]
        steps.append({"ask": {"stat": "family_honor", "player": "me"}})
        players = [{"id": "me", "family_honor": 3}, "opp"]
        assert answers(l5r({"hero": personality()}, steps, players)) == [5]


def test_vitae_aimed_at_a_beast_is_refused():
    effect = {"id": "v", "kind": "instantaneous", "targets": ["brute"], "vitae": 2}
    problem = refusal(chiaxis({"brute": _beast("city")}, [{"apply": effect}]))
    assert "aimed at players, not the card 'brute'" in problem
