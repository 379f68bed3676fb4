"""L5R compiler 16, part E: challenges and duels. "Your performer duels the target.", "Your Personality duels
the target." (the performer), "This Personality duels the target." (an attachment's bearer), "Benjiro duels
him.", "Hakuseki issues him an unrefusable challenge.", with "Both Personalities use their Force as their duel
stat." and "Destroy / Bow / Dishonor the (duel's) loser" or "Bow the duel's loser's unit"; and a challenge the
text lets be refused ("Shigeyuki challenges him. He may refuse; if he does, move him home. ..."): the
challenged Personality's controller chooses (challenges.py, l5r.desk.challenge-refusal). What each compiles
to, the engine playing the compiled cards, and the near wordings that stay not understood (a challenge whose
text does not say whether it may be refused, among them)."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, personality, refused, use

STEEL = (
    "Battle: Choose your performing unbowed Personality and target an enemy Personality: Your performer "
    "duels the target. Destroy the duel's loser."
)
IMPETUOUS = (
    "Battle: Choose your performing unbowed Personality and target an enemy Personality: Your Personality "
    "duels the target. Bow the duel's loser's unit."
)
KUROHITO = (
    "Political Battle: Once per battle, target an enemy Personality: Kurohito duels him. Both Personalities "
    "use their Personal Honor as their duel stat. Dishonor the loser."
)
YARI = (
    "Battle: Bow this card and target an enemy Personality: This Personality duels the target. Destroy the "
    "duel's loser."
)
HAKUSEKI = "Battle: Target an enemy Personality: Hakuseki issues him an unrefusable challenge. Bow the loser."
SHIGEYUKI = (
    "Battle: Target a Personality with lower Personal Honor than Shigeyuki's Chi: Shigeyuki challenges him. "
    "He may refuse; if he does, move him home. Both Personalities use their Personal Honor as their duel "
    "stat. Bow the duel's loser's unit."
)
MOTARO = (
    "Battle: Target an enemy Personality: Motaro challenges him to a duel which he may refuse; if he did, "
    "dishonor him and move him home. Destroy the duel's loser."
)
TOSHIMOKO = (
    "Iaijutsu Repeatable Limited, Bow: Toshimoko challenges a target Samurai Personality. He may refuse; if "
    "he does, dishonor him. Destroy the loser."
)
HOTURI = "Repeatable Limited, Bow: Hoturi duels a target Scorpion Clan Personality. Destroy the loser."
TOHAKU = (
    "Battle: Once per battle, target an enemy Personality: Tohaku challenges him. He may refuse. Destroy the "
    "duel's loser."
)
MIGHT = (
    "Battle: Choose your performing unbowed Personality and target an enemy Personality: Your Personality "
    "duels the target. Both Personalities use their Force as their duel stat. The winner's controller gains "
    "3 Honor. Bow the loser."
)
ENEMY = {"in_play": True, "controller": "$other", "type": "personality"}
PERFORMER = {"cards": ["$performer"], "bowed": False, "type": "personality"}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_your_performer_duels_the_target():
    compiled = ability(STEEL, "Strategy", "Steel on Steel")
    assert compiled["cost"] == {"requires": PERFORMER}
    assert compiled["effects"] == [
        {"choose": ENEMY, "targeting": True,
         "duel_target": {"id": "a1_duel", "with": "$performer", "each_loser": "destroy"}},
    ]  # fmt: skip


def test_your_personality_duels_the_target_and_the_losers_unit_is_bowed():
    compiled = ability(IMPETUOUS, "Strategy", "Impetuous Challenge")
    duel = compiled["effects"][0]["duel_target"]
    assert duel == {"id": "a1_duel", "with": "$performer", "each_loser": "bow_unit"}


def test_a_named_duel_stat_is_kept_with_the_duel():
    compiled = ability(KUROHITO, "Personality", "Doji Kurohito")
    assert compiled["effects"][0]["duel_target"] == {
        "id": "a1_duel", "with": "$source", "stat": "personal_honor", "each_loser": "dishonor"}  # fmt: skip


def test_this_personality_on_an_item_is_its_bearer():
    compiled = ability(YARI, "Item", "Weighted Yari")
    assert compiled["cost"] == {"bow": "$source"}
    assert compiled["effects"][0]["duel_target"]["with"] == "$bearer"


def test_an_unrefusable_challenge_is_the_duel_it_leads_to():
    compiled = ability(HAKUSEKI, "Personality", "Doji Hakuseki")
    assert compiled["effects"] == [
        {"choose": ENEMY, "targeting": True,
         "duel_target": {"id": "a1_duel", "with": "$source", "each_loser": "bow"}},
    ]  # fmt: skip


def test_a_challenge_he_may_refuse_is_his_choice_then_the_duel():
    compiled = ability(SHIGEYUKI, "Personality", "Doji Shigeyuki")
    refuse, home, duel = compiled["effects"]
    assert refuse["challenge_refusal"] == {"id": "a1_duel"} and refuse["targeting"] is True
    assert refuse["id"] == "a1" and "compare" in refuse["choose"]
    assert home == {"targets": "$target1", "move": "home", "id": "a1.2", "if_changed": "a1"}
    assert duel == {"targets": "$target1", "id": "a1.3", "duel_target": {
        "id": "a1_duel", "with": "$source", "stat": "personal_honor", "each_loser": "bow_unit"}}  # fmt: skip


def test_a_duel_which_he_may_refuse_with_two_consequences_of_refusing():
    compiled = ability(MOTARO, "Personality", "Hida Motaro")
    refuse, dishonor, home, duel = compiled["effects"]
    assert "challenge_refusal" in refuse
    assert dishonor["if_changed"] == home["if_changed"] == "a1" and dishonor["dishonor"] is True
    assert "if_changed" not in duel and duel["duel_target"]["each_loser"] == "destroy"


def test_a_challenge_to_a_target_the_sentence_chooses():
    compiled = ability(TOSHIMOKO, "Personality", "Kakita Toshimoko")
    refuse, dishonor, duel = compiled["effects"]
    assert refuse["choose"] == {"in_play": True, "keywords": ["Samurai"], "type": "personality"}
    assert refuse["challenge_refusal"] == {"id": "a1_duel"}
    assert dishonor == {"targets": "$target1", "dishonor": True, "id": "a1.2", "if_changed": "a1"}
    assert duel["duel_target"] == {"id": "a1_duel", "with": "$source", "each_loser": "destroy"}


def test_a_duel_with_a_target_the_sentence_chooses():
    (duel,) = ability(HOTURI, "Personality", "Doji Hoturi")["effects"]
    assert duel["choose"]["keywords"] == ["Scorpion Clan"] and duel["targeting"] is True
    assert duel["duel_target"] == {"id": "a1_duel", "with": "$source", "each_loser": "destroy"}


def test_he_may_refuse_alone_is_the_refusal_and_nothing_else():
    refuse, duel = ability(TOHAKU, "Personality", "Tohaku")["effects"]
    assert refuse["challenge_refusal"] == {"id": "a1_duel"} and "if_changed" not in duel
    assert duel == {"targets": "$target1", "duel_target": {"id": "a1_duel", "with": "$source",
                                                           "each_loser": "destroy"}}  # fmt: skip


@pytest.mark.parametrize(("decide", "destroyed"), [("refused", [False, False]), ("foe", [True, False])])
def test_refusing_a_challenge_with_no_consequence_only_stops_the_duel(decide, destroyed):
    tohaku = personality("me", abilities=[ability(TOHAKU, "Personality", "Tohaku")])
    steps = [{**use("tohaku", targets=["foe"]), "decide": {"a1_duel": decide}},
             *_asked({"destroyed": "tohaku"}, {"destroyed": "foe"})]  # fmt: skip
    assert answers({"tohaku": tohaku, "foe": personality("opp")}, steps) == destroyed


def test_the_winners_controller_gains_honor():
    duel = ability(MIGHT, "Strategy", "Test of Might")["effects"][0]["duel_target"]
    assert duel == {"id": "a1_duel", "with": "$performer", "stat": "force", "winner_honor": 3,
                    "each_loser": "bow"}  # fmt: skip


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _cards(plan: dict, **more) -> dict:
    return {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [plan]},
            "sam": personality("me"), "foe": personality("opp"), **more}  # fmt: skip


def _asked(*questions: dict) -> list[dict]:
    return [{"ask": q} for q in questions]


@pytest.mark.parametrize(("winner", "destroyed"), [("sam", [False, True]), ("foe", [True, False])])
def test_the_performer_duels_the_target_and_the_loser_is_destroyed(winner, destroyed):
    steps = [{**use("plan", performer="sam", targets=["foe"]), "decide": {"a1_duel": winner}},
             *_asked({"destroyed": "sam"}, {"destroyed": "foe"})]  # fmt: skip
    assert answers(_cards(ability(STEEL, "Strategy", "Steel on Steel")), steps) == destroyed


def test_the_losers_unit_is_bowed_each_card_of_it():
    spear = {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "foe",
             "stats": {"force": 1}}  # fmt: skip
    steps = [{**use("plan", performer="sam", targets=["foe"]), "decide": {"a1_duel": "sam"}},
             *_asked(*({"flag": "bowed", "card": c} for c in ("foe", "spear", "sam")))]  # fmt: skip
    cards = _cards(ability(IMPETUOUS, "Strategy", "Impetuous Challenge"), spear=spear)
    assert answers(cards, steps) == [True, True, False]


def test_the_bearer_of_the_item_duels():
    yari = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
            "abilities": [ability(YARI, "Item", "Weighted Yari")]}  # fmt: skip
    steps = [{**use("yari", targets=["foe"]), "decide": {"a1_duel": "foe"}},
             *_asked({"destroyed": "sam"}, {"destroyed": "foe"}, {"duel": "a1_duel"})]  # fmt: skip
    cards = {"yari": yari, "sam": personality("me"), "foe": personality("opp")}
    sam, foe, duel = answers(cards, steps)
    assert (sam, foe, duel) == (True, False, "fought")


@pytest.mark.parametrize(
    ("winner", "honor"), [("sam", [3, 0, True]), ("foe", [0, 3, False]), ("none", [0, 0, False])]
)
def test_the_winners_controller_gains_honor_and_the_loser_is_bowed(winner, honor):
    from rulings.engine import evaluate, parse_scenario
    from tests.rulings.engine.cardtext_kit import l5r_turn

    steps = [{**use("plan", performer="sam", targets=["foe"]), "decide": {"a1_duel": winner}},
             *_asked({"stat": "family_honor", "player": "me"}, {"stat": "family_honor", "player": "opp"},
                     {"flag": "bowed", "card": "foe"})]  # fmt: skip
    data = l5r_turn(_cards(ability(MIGHT, "Strategy", "Test of Might")), steps)
    data["players"] = [{"id": "me", "family_honor": 0}, {"id": "opp", "family_honor": 0}]
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == honor


def _shigeyuki(decide: dict) -> list:
    shig = personality("me", stats={"force": 2, "chi": 3, "personal_honor": 2},
                       abilities=[ability(SHIGEYUKI, "Personality", "Doji Shigeyuki")])  # fmt: skip
    foe = personality("opp", stats={"force": 2, "chi": 2, "personal_honor": 1})
    steps = [{**use("shig", targets=["foe"]), "decide": decide},
             *_asked({"zone": "foe"}, {"flag": "bowed", "card": "foe"}, {"duel": "a1_duel"})]  # fmt: skip
    return answers({"shig": shig, "foe": foe}, steps)


def test_refused_the_text_gives_its_consequence_and_no_duel_is_fought():
    assert _shigeyuki({"a1_duel": "refused"}) == ["home", False, "refused"]


def test_not_refused_the_duel_is_fought_and_the_refusal_consequence_does_not_happen():
    assert _shigeyuki({"a1_duel": "shig"}) == ["battlefield:1", True, "fought"]


def test_left_open_refusing_and_not_refusing_are_both_outcomes():
    shig = personality("me", stats={"force": 2, "chi": 3, "personal_honor": 2},
                       abilities=[ability(SHIGEYUKI, "Personality", "Doji Shigeyuki")])  # fmt: skip
    foe = personality("opp", stats={"force": 2, "chi": 2, "personal_honor": 1})
    steps = [use("shig", targets=["foe"]), {"ask": {"zone": "foe"}}]
    (zone,) = answers({"shig": shig, "foe": foe}, steps)
    assert zone == "depends on a choice"


def test_the_duel_stat_the_text_names_is_in_the_duel_record():
    from rulings.engine import evaluate, parse_scenario
    from tests.rulings.engine.cardtext_kit import l5r_turn

    kuro = personality("me", abilities=[ability(KUROHITO, "Personality", "Doji Kurohito")])
    steps = [{**use("kuro", targets=["foe"]), "decide": {"a1_duel": "kuro"}}, {"ask": {"duel": "a1_duel"}},
             {"ask": {"flag": "dishonored", "card": "foe"}}]  # fmt: skip
    result = evaluate(parse_scenario(l5r_turn({"kuro": kuro, "foe": personality("opp")}, steps)))
    duel, dishonored = (a["answer"] for a in result.answers)
    assert duel["stat"] == "personal_honor" and duel["loser"] == "foe"
    assert dishonored["value"] is True


# --- near wordings that stay not understood -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card_type", "title", "why"),
    [
        # a challenge that does not say whether it may be refused (the corpus does not say; texts differ)
        ("Iaijutsu Battle: Noritoshi challenges a target enemy Personality. Destroy the loser.",
         "Personality", "Kakita Noritoshi", "no family"),
        ("Battle: Target an enemy Personality: Kei challenges him. Destroy the loser.", "Personality",
         "Mirumoto Kei", "no family"),
        # a refusal under a condition the compiler does not read
        ("Battle: Once per battle, target an enemy Personality: Tohaku challenges him. He may refuse if he "
         "has 2 or lower Personal Honor. Destroy the duel's loser.", "Personality", "Tohaku", "no family"),
        # "your Personality" without a performer the ability chooses
        ("Battle: Target an enemy Personality: Your Personality duels the target. Destroy the duel's loser.",
         "Strategy", "", "without a performer"),
        # a refusal with no duel consequence after it (what would end the refusal's effects is not there)
        ("Battle: Target an enemy Personality: Katai challenges him. He may refuse; if he did, his "
         "controller loses 5 Honor.", "Personality", "Bayushi Katai", "no family"),
        # "him" in the refusal could be the performer or the challenged
        ("Battle: Choose your performing Personality and target an enemy Personality: Your Personality "
         "challenges the target. He may refuse; if he does, move him home. Destroy the duel's loser.",
         "Strategy", "", "performer"),
        # a duel on a Strategy's own card, the winner destroyed
        ("Battle: Target an enemy Personality: this card duels him. Destroy the duel's loser.", "Strategy",
         "", "a duel with a strategy"),
        ("Battle: Target an enemy Personality: Ichizo duels him. Destroy the duel's winner.", "Personality",
         "Kakita Ichizo", "no family"),
    ],
)
def test_near_wordings_stay_refused(text, card_type, title, why):
    assert why in refused(text, card_type, title)
