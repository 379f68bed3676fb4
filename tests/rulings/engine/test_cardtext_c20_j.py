"""L5R compiler 20, part J: references to the action, its targets and its amounts. "Discard the Imperial Favor
to target an enemy Personality. Dishonor him. Bow him." (Insulting Gesture: the target chosen as the action is
taken, the Favor discarded first, each effect only if it was) and "Straighten this Follower's unit" (Elite
Sentry: as "Straighten this unit"). What each compiles to, the engine playing it, and near wordings that stay
refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, personality, refused

INSULTING = ("Favor Political Battle: Discard the Imperial Favor to target an enemy Personality. Dishonor "
             "him. Bow him. Move him home. His controller loses 2 Honor.")  # fmt: skip
BAIKO = ("Favor Political Limited: Discard the Imperial Favor to target a dishonorable Personality. His "
         "controller loses 1 Honor.")  # fmt: skip
SENTRY = "Tireless Battle/Open: Straighten this Follower's unit."
IF_DISCARDED = "a1.favor"


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_discard_the_favor_to_target_then_effects_each_only_if_discarded():
    compiled = ability(INSULTING, "Strategy", "Insulting Gesture")
    assert compiled["keywords"] == ["Favor", "Political"]
    enemy = {"in_play": True, "controller": "$other", "type": "personality"}
    assert compiled["effects"] == [
        {"targets": "$controller", "id": IF_DISCARDED, "discard_favor": True},
        {"choose": enemy, "targeting": True, "dishonor": True, "if_changed": IF_DISCARDED},
        {"targets": "$target1", "bow": True, "if_changed": IF_DISCARDED},
        {"targets": "$target1", "move": "home", "if_changed": IF_DISCARDED},
        {"targets": "$target1_controller", "honor": -2, "if_changed": IF_DISCARDED},
    ]
    baiko = ability(BAIKO, "Personality", "Yasuki Baiko")["effects"]
    assert baiko[1] == {"choose": {"in_play": True, "dishonorable": True, "type": "personality"},
                        "targeting": True, "target_card": True, "if_changed": IF_DISCARDED}  # fmt: skip
    assert baiko[2] == {"targets": "$target1_controller", "honor": -1, "if_changed": IF_DISCARDED}


def test_straighten_this_followers_unit():
    compiled = ability(SENTRY, "Follower", "Elite Sentry")
    assert compiled["effects"] == [{"affects": {"in_unit": "$bearer"}, "straighten": True}]
    assert compiled["even_if_bowed"] is True
    on_item = ability("Battle: Straighten this Personality's unit.", "Item")
    assert on_item["effects"] == [{"affects": {"in_unit": "$bearer"}, "straighten": True}]
    own = ability("Battle: Bow this Personality's unit.", "Personality")
    assert own["effects"] == [{"affects": {"in_unit": "$source"}, "bow": True}]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # a cost after the Favor: not read
        ("Favor Political Open: Discard the Imperial Favor to target and bow a Personality.", "Strategy"),
        ("Favor Political Open: Discard the Imperial Favor to target a Personality and pay 2 Gold. Bow him.",
         "Strategy"),
        # another purpose: not read (compiler 9)
        ("Favor Political Open: Discard the Imperial Favor to have another player lose 2 Honor.", "Strategy"),
        # which Follower: not this card
        ("Battle: Straighten this Follower's unit.", "Item"),
        ("Battle: Straighten this Personality's unit.", "Holding"),
        # a verb a unit does not take
        ("Battle: Dishonor this Follower's unit.", "Follower"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type)


# --- the engine playing them --------------------------------------------------------------------------------
def run(cards: dict, steps: list, players: list) -> list:
    data = {"game": "l5r", "players": players, "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return [a["answer"].get("value", a["answer"]) for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize(("favor", "bowed", "honor"), [(1, True, 8), (0, False, 10)])
def test_insulting_gesture_acts_only_if_the_favor_was_discarded(favor, bowed, honor):
    gesture = ability(INSULTING, "Personality", "Insulting Gesture")
    gesture["designators"] = ["Open"]  # (used outside a battle: only its effects are checked here)
    cards = {"user": personality("me", abilities=[gesture]), "foe": personality("opp")}
    players = [{"id": "me", "imperial_favor": favor}, {"id": "opp", "family_honor": 10}]
    steps = [{"use": {"card": "user", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"flag": "bowed", "card": "foe"}}, {"ask": {"stat": "family_honor", "player": "opp"}},
             {"ask": {"stat": "imperial_favor", "player": "me"}}]  # fmt: skip
    assert run(cards, steps, players) == [bowed, honor, 0]


def test_insulting_gesture_targets_only_an_enemy_personality():
    from rulings.engine.errors import ScenarioError

    gesture = {**ability(INSULTING, "Personality", "Insulting Gesture"), "designators": ["Open"]}
    cards = {"user": personality("me", abilities=[gesture]), "mine": personality("me")}
    steps = [{"use": {"card": "user", "ability": "a1", "by": "me", "targets": ["mine"]}}]
    with pytest.raises(ScenarioError):
        run(cards, steps, [{"id": "me", "imperial_favor": 1}, "opp"])


def test_elite_sentry_straightens_every_card_of_its_unit():
    sentry = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "lord", "bowed": True,
              "stats": {"force": 1}, "abilities": [ability(SENTRY, "Follower", "Elite Sentry")]}  # fmt: skip
    other = {"type": "personality", "owner": "me", "zone": "battlefield:1", "bowed": True,
             "stats": {"force": 2, "chi": 2}}  # fmt: skip
    cards = {"lord": personality("me", bowed=True), "sentry": sentry, "other": other}
    steps = [{"use": {"card": "sentry", "ability": "a1", "by": "me"}},
             *({"ask": {"flag": "bowed", "card": c}} for c in ("lord", "sentry", "other"))]  # fmt: skip
    assert run(cards, steps, ["me", "opp"]) == [False, False, True]


# --- "Pay Gold equal to a target's Gold Cost minus 3" ------------------------------------------------------
CERTAIN_DEATH = "Open: Pay Gold equal to another player's target attachment's Gold Cost minus 3: Destroy it."
SINGH = "Battle: Target an enemy card without attachments and pay Gold equal to its Gold Cost: Destroy it."


def test_pay_gold_equal_to_a_targets_stat_compiles_to_a_cost_read_from_the_target():
    death = ability(CERTAIN_DEATH, "Strategy", "Certain Death")
    assert death["cost"] == {"gold_equal": {"equal_to": "gold_cost", "of": "$target1", "plus": -3}}
    assert death["effects"] == [{"choose": {"in_play": True, "attached": True, "controller": "$other"},
                                 "targeting": True, "destroy": True}]  # fmt: skip
    singh = ability(SINGH, "Personality", "Yoritomo Singh")
    assert singh["cost"] == {"gold_equal": {"equal_to": "gold_cost", "of": "$target1"}}
    assert singh["effects"][0]["choose"] == {"in_play": True, "controller": "$other", "without_attached": {}}
    plus = ability("Battle: Pay Gold equal to a target Personality's Force plus two: Bow him.")
    assert plus["cost"] == {"gold_equal": {"equal_to": "force", "of": "$target1", "plus": 2}}


@pytest.mark.parametrize(
    "text",
    [
        # base / printed stats: the engine reads the current one
        "Limited: Pay Gold equal to a target Personality's base Personal Honor minus 1: Dishonor him.",
        "Open: Target a dishonorable Personality and pay Gold equal to his printed Personal Honor: Bow him.",
        # a Personality or a unit: not read
        "Battle: Pay Gold equal to a target Personality or unit's total Gold cost minus 4: Bow it.",
        # with another cost: not read
        "Open: Bow your performing Courtier, target a Personality and pay Gold equal to his Chi: Bow him.",
        # the number of cards: not a target's stat
        "Open: Pay Gold equal to the number of Personalities you control: Gain 2 Honor.",
    ],
)
def test_other_gold_amounts_stay_refused(text):
    assert refused(text)


def death_run(gold_cost: int, mines: list, steps_more: list | None = None) -> list:
    death = {**ability(CERTAIN_DEATH, "Strategy", "Certain Death")}
    cards = {
        "user": personality("me", abilities=[death]),
        "foe": personality("opp"),
        "blade": {"type": "item", "owner": "opp", "zone": "attached", "attached_to": "foe",
                  "stats": {"force": 1, "gold_cost": gold_cost}},
        "mine": {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 2}},
        "mine2": {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 2}},
    }
    use_it = {"use": {"id": "u", "card": "user", "ability": "a1", "by": "me", "targets": ["blade"],
                      "pay_with": mines}}  # fmt: skip
    bowed = [{"ask": {"flag": "bowed", "card": m}} for m in ("mine", "mine2")]
    asks = [{"ask": {"in_play": "blade"}}, *bowed]
    return run(cards, [*(steps_more or []), use_it, *asks], ["me", "opp"])


def test_certain_death_costs_the_attachments_gold_cost_minus_3():
    # a 5 Gold Cost Item: 2 Gold, one Mine is enough
    assert death_run(5, ["mine"]) == [False, True, False]
    # a 7 Gold Cost Item: 4 Gold, one Mine is not enough: not taken, nothing destroyed
    assert death_run(7, ["mine"]) == [True, False, False]
    assert death_run(7, ["mine", "mine2"]) == [False, True, True]


def test_a_gold_cost_below_zero_is_zero():
    assert death_run(2, []) == [False, False, False]


def test_the_use_must_list_the_target_whose_stat_is_the_cost():
    from rulings.engine.errors import ScenarioError

    death = ability(CERTAIN_DEATH, "Strategy", "Certain Death")
    cards = {"user": personality("me", abilities=[death]), "foe": personality("opp")}
    with pytest.raises(ScenarioError):
        run(cards, [{"use": {"id": "u", "card": "user", "ability": "a1", "by": "me"}}], ["me", "opp"])


RUTHLESS = "Battle: Pay Gold equal to a target defending unit's total Gold Cost minus 2: Destroy it."


def test_ruthless_advance_costs_the_units_total_gold_cost_minus_2():
    compiled = ability(RUTHLESS, "Strategy", "Ruthless Advance")
    assert compiled["cost"] == {"gold_equal": {"equal_to": "gold_cost", "of": "$target1", "plus": -2,
                                               "unit": True}}  # fmt: skip
    assert compiled["effects"] == [
        {"choose": {"in_play": True, "defending": True, "type": "personality"}, "targeting": True,
         "target_unit": True},
        {"affects": {"in_unit": "$target1"}, "destroy": True},
    ]  # fmt: skip
    assert refused("Battle: Pay Gold equal to a target Personality's total Gold Cost: Destroy it.")


def ruthless_run(mines: list) -> list:
    ruthless = {**ability(RUTHLESS, "Strategy", "Ruthless Advance"), "designators": ["Open"]}
    ruthless["effects"] = [{**ruthless["effects"][0], "choose": {"in_play": True, "type": "personality"}},
                           ruthless["effects"][1]]  # (outside a battle: no defending army; the cost checked)
    cards = {
        "user": personality("me", abilities=[ruthless]),
        "foe": personality("opp", stats={"force": 2, "chi": 2, "gold_cost": 4}),
        "pike": {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "foe",
                 "stats": {"force": 1, "gold_cost": 2}},
        **{m: {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 2}}
           for m in ("mine", "mine2")},
    }
    use_it = {"use": {"id": "u", "card": "user", "ability": "a1", "by": "me", "targets": ["foe"],
                      "pay_with": mines}}  # fmt: skip
    asks = [{"ask": {"in_play": c}} for c in ("foe", "pike")]
    return run(cards, [use_it, *asks], ["me", "opp"])


def test_the_units_total_counts_its_followers():
    # 4 + 2 - 2 = 4 Gold: one Mine (2) is not enough, two are
    assert ruthless_run(["mine"]) == [True, True]
    assert ruthless_run(["mine", "mine2"]) == [False, False]


def test_the_trace_cites_the_desk_rule_with_the_gold_owed():
    death = ability(CERTAIN_DEATH, "Strategy", "Certain Death")
    cards = {"user": personality("me", abilities=[death]), "foe": personality("opp"),
             "blade": {"type": "item", "owner": "opp", "zone": "attached", "attached_to": "foe",
                       "stats": {"force": 1, "gold_cost": 5}},
             "mine": {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 2}}}
    use_it = {"use": {"id": "u", "card": "user", "ability": "a1", "by": "me", "targets": ["blade"],
                      "pay_with": ["mine"]}}  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use_it]}  # fmt: skip
    trace = evaluate(parse_scenario(data)).trace
    cited = [e["text"] for e in trace if e["rule"] == "l5r.desk.gold-equal-target"]
    assert cited == ["a1 costs blade's gold_cost (5) -3: 2 Gold"]
