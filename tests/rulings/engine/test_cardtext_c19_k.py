"""L5R compiler 19, part K: Focus Effects on the duel's outcome and a duel joined to its loser's consequence.
"As a Focus Effect, if you win this duel, draw a card." (Strategic Withdrawal; also "if you win", "give the
winner +2F"), "As a Focus Effect, if you lose this duel, give the winner -2F.", "As a Focus Effect: After this
duel ends, if the duel's loser did not focus, destroy him." (Impetuous Challenge)
(games/l5r/focus_conditions.py, l5r.desk.focus-outcome) and "If he is dishonorable, Hakuseki duels him;
destroy the loser." (Doji Hakuseki). What each compiles to, the engine playing it in a duel, and near wordings
that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, answers, personality, piece, refused, use

WON = {"event": "focus_duel_won", "card": "$source"}
LOST = {"event": "focus_duel_lost", "card": "$source"}
UNFOCUSED = {"event": "focus_loser_unfocused", "card": "$source"}
WITHDRAWAL = "As a Focus Effect, if you win this duel, draw a card."
TRUTH = "As a Focus Effect, if you win this duel, give the winner +2F."
LOSE = "As a Focus Effect, if you lose this duel, give the winner -2F."
IMPETUOUS = "As a Focus Effect: After this duel ends, if the duel's loser did not focus, destroy him."
HAKUSEKI = (
    "Battle: Bow a target enemy Personality with lower Personal Honor than Hakuseki's Chi. If he is "
    "dishonorable, Hakuseki duels him; destroy the loser."
)


def traits(text: str, card_type: str = "Strategy") -> list:
    return piece(text, card_type, kind="trait")["traits"]


# --- what the wordings compile to ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (WITHDRAWAL, {"trigger": WON, "targets": "$controller", "draw": 1}),
        ("As a Focus Effect, if you win, draw a card.",
         {"trigger": WON, "targets": "$controller", "draw": 1}),
        ("As a Focus Effect, if your Personality wins this duel, gain 2 Honor.",
         {"trigger": WON, "targets": "$controller", "honor": 2}),
        (TRUTH, {"trigger": WON, "targets": "$duel_winner", "stat": "force", "change": 2,
                 "duration": "end_of_turn"}),
        (LOSE, {"trigger": LOST, "targets": "$duel_winner", "stat": "force", "change": -2,
                "duration": "end_of_turn"}),
        ("As a Focus Effect, if you lose the duel, draw a card.",
         {"trigger": LOST, "targets": "$controller", "draw": 1}),
        (IMPETUOUS, {"trigger": UNFOCUSED, "targets": "$duel_loser", "destroy": True}),
        ("As a Focus Effect: After this duel ends, if the duel's loser did not focus, his controller loses 2 "
         "Honor.", {"trigger": UNFOCUSED, "targets": "$duel_loser_controller", "honor": -2}),
    ],
)  # fmt: skip
def test_focus_effects_on_the_outcome_compile(text, expected):
    (found,) = traits(text)
    assert found == {"id": "t1", **expected}


def test_hakusekis_duel_and_its_loser_under_his_condition():
    (bow, duel) = ability(HAKUSEKI, "Personality", "Doji Hakuseki")["effects"]
    assert bow["bow"] is True and bow["targeting"] is True
    assert duel == {"targets": "$target1", "while": {"subject": {"dishonorable": True}},
                    "duel_target": {"id": "a1_duel", "with": "$source", "each_loser": "destroy"}}  # fmt: skip
    bowed = ability("Battle: Bow a target enemy Personality. If he is dishonorable, Hakuseki duels him; bow "
                    "the duel's loser.", "Personality", "Doji Hakuseki")["effects"][-1]  # fmt: skip
    assert bowed["duel_target"]["each_loser"] == "bow"


@pytest.mark.parametrize(
    ("text", "card_type", "kind", "why"),
    [
        (WITHDRAWAL, "Personality", "trait", "not focused from a hand"),  # not a focused card
        ("As a Focus Effect, if your Personality wins this duel, give them +1F.", "Strategy", "trait",
         "them"),
        ("As a Focus Effect, if you win this duel, give the winner +2F and, if you are attacking, gain 1 "
         "Honor.", "Strategy", "trait", "no family"),  # a second condition inside
        ("As a Focus Effect, if you win this duel, you may draw a card.", "Strategy", "trait", "no family"),
        ("As a Focus Effect, if you win this duel, bow him.", "Strategy", "trait", "other than the duel's"),
        ("As a Focus Effect, if the duel's loser did not focus, destroy him.", "Strategy", "trait", ""),
        ("As a Focus Effect, if your Personality was challenged to this duel, gain 4 Honor.", "Strategy",
         "trait", "no family"),  # challenger and challenged: not in the duel model
        ("As a Focus Effect, if the duel is during battle and the loser is destroyed, destroy the winner.",
         "Strategy", "trait", "no family"),
        ("Battle: Bow a target enemy Personality. If he is dishonorable, this card duels him; destroy the "
         "loser.", "Item", "ability", "only Personalities duel"),
        ("Battle: Bow a target enemy Personality. If he is dishonorable, Hakuseki duels him; destroy the "
         "winner.", "Personality", "ability", "no family"),
    ],
)  # fmt: skip
def test_near_wordings_stay_refused(text, card_type, kind, why):
    title = "Doji Hakuseki" if "Hakuseki" in text else ""
    assert why in refused(text, card_type, title, kind=kind)


# --- the engine playing the compiled cards in a duel --------------------------------------------------------
def _duel(text: str, winner: str, focus: tuple = ("focus",), asks: list | None = None) -> list:
    def duelist(owner: str) -> dict:
        return {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 2, "chi": 2}}

    cards = {"mine": duelist("me"), "theirs": duelist("opp"),
             "top": {"type": "action", "owner": "me", "zone": "deck"},
             "focus": {"type": "action", "owner": "me", "zone": "hand", "traits": traits(text)},
             "other": {"type": "action", "owner": "opp", "zone": "hand"}}  # fmt: skip
    duel = {"id": "d", "between": ["mine", "theirs"], "focus": list(focus), "winner": winner}
    data = {"game": "l5r", "cards": cards,
            "players": [{"id": "me", "family_honor": 0}, {"id": "opp", "family_honor": 0}],
            "steps": [{"action": {"id": "act", "by": "me", "effects": [{"id": "make", "duels": [duel]}]}},
                      *({"ask": a} for a in asks or [])]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize(("winner", "top"), [("mine", "hand"), ("theirs", "deck"), ("none", "deck")])
def test_if_you_win_this_duel_draw_a_card(winner, top):
    assert _duel(WITHDRAWAL, winner, asks=[{"zone": "top"}]) == [top]


def test_if_you_win_the_card_is_drawn_after_the_duel_is_resolved():
    (events,) = _duel(WITHDRAWAL, "mine", asks=[{"events": {}}])
    order = [e["event"] for e in events if e["event"] in ("focused", "duel_resolved", "discarded", "draw")]
    assert order.index("duel_resolved") < order.index("draw")


@pytest.mark.parametrize(("winner", "forces"), [("mine", [4, 2]), ("theirs", [2, 2])])
def test_if_you_win_give_the_winner_a_bonus(winner, forces):
    asks = [{"stat": "force", "card": "mine"}, {"stat": "force", "card": "theirs"}]
    assert _duel(TRUTH, winner, asks=asks) == forces


@pytest.mark.parametrize(("winner", "forces"), [("mine", [2, 2]), ("theirs", [2, 0]), ("none", [2, 2])])
def test_if_you_lose_give_the_winner_a_penalty(winner, forces):
    asks = [{"stat": "force", "card": "mine"}, {"stat": "force", "card": "theirs"}]
    assert _duel(LOSE, winner, asks=asks) == forces


DESTROYED = [{"destroyed": "mine"}, {"destroyed": "theirs"}]


@pytest.mark.parametrize(
    ("winner", "focus", "destroyed"),
    [
        ("mine", ("focus",), [False, True]),  # the other player focused nothing for his Personality
        ("mine", ("focus", "other"), [False, False]),  # he focused a card: his Personality did focus
        ("theirs", ("focus",), [False, False]),  # I focused for mine, the loser
        ("none", ("focus",), [False, False]),  # no loser
    ],
)
def test_the_loser_who_did_not_focus_is_destroyed(winner, focus, destroyed):
    assert _duel(IMPETUOUS, winner, focus=focus, asks=DESTROYED) == destroyed


def _hakuseki(dishonored: bool, winner: str) -> list:
    haku = personality("me", stats={"force": 2, "chi": 3, "personal_honor": 2},
                       abilities=[ability(HAKUSEKI, "Personality", "Doji Hakuseki")])  # fmt: skip
    foe = personality("opp", stats={"force": 2, "chi": 2, "personal_honor": 1}, dishonored=dishonored)
    steps = [{"begin": {"name": "battle"}},
             {**use("haku", targets=["foe"]), "decide": {"a1_duel": winner}},
             {"ask": {"flag": "bowed", "card": "foe"}}, {"ask": {"destroyed": "foe"}},
             {"ask": {"destroyed": "haku"}}, {"ask": {"duel": "a1_duel"}}]  # fmt: skip
    return answers({"haku": haku, "foe": foe}, steps)


def test_hakuseki_duels_a_dishonorable_target_and_destroys_the_loser():
    assert _hakuseki(True, "haku") == [True, True, False, "fought"]
    assert _hakuseki(True, "foe") == [True, False, True, "fought"]


def test_hakuseki_does_not_duel_an_honorable_target():
    assert _hakuseki(False, "haku") == [True, False, False, "not fought"]


# --- "Negate other players' Focus Effects in a duel involving Hojatsu." -------------------------------------
HOJATSU = "Negate other players' Focus Effects in a duel involving Hojatsu."
NEGATES = {"id": "t1", "targets": "$source", "negates_others_focus_effects": True}


def test_negating_other_players_focus_effects_compiles():
    assert piece(HOJATSU, "Personality", "Mirumoto Hojatsu", kind="trait")["traits"] == [NEGATES]
    during = "Negate other players' Focus Effects during duels involving Domotai."
    assert piece(during, "Personality", "Doji Domotai", kind="trait")["traits"] == [NEGATES]


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        ("Negate other players' Focus Effects in a duel involving this card.", "Item", ""),  # not a duelist
        ("Negate other players' Focus Effects in a duel involving Hojatsu.", "Personality", "Doji Other"),
        ("Negate all Focus Effects in a duel involving Hojatsu.", "Personality", "Mirumoto Hojatsu"),
        ("Negate other players' Focus Effects.", "Personality", "Mirumoto Hojatsu"),
    ],
)
def test_near_negations_stay_refused(text, card_type, title):
    assert refused(text, card_type, title, kind="trait")


def _negated(duelist: str) -> list:
    gain = "As a Focus Effect: Gain 2 Honor."
    own = piece(HOJATSU, "Personality", "Mirumoto Hojatsu", kind="trait")["traits"]
    hojatsu = personality("me", zone="home", stats={"force": 3, "chi": 3}, traits=own)
    cards = {"hojatsu": hojatsu, "samurai": personality("me", zone="home"),
             "foe": personality("opp", zone="home"),
             "mine": {"type": "action", "owner": "me", "zone": "hand",
                      "traits": [{**t, "id": "mine-t1"} for t in traits(gain)]},
             "theirs": {"type": "action", "owner": "opp", "zone": "hand",
                        "traits": [{**t, "id": "theirs-t1"} for t in traits(gain)]}}  # fmt: skip
    duel = {"id": "d", "between": [duelist, "foe"], "focus": ["mine", "theirs"], "winner": "none"}
    data = {"game": "l5r", "cards": cards,
            "players": [{"id": "me", "family_honor": 0}, {"id": "opp", "family_honor": 0}],
            "steps": [{"action": {"id": "act", "by": "me", "effects": [{"id": "make", "duels": [duel]}]}},
                      {"ask": {"stat": "family_honor", "player": "me"}},
                      {"ask": {"stat": "family_honor", "player": "opp"}}]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_other_players_focus_effects_do_not_happen_in_his_duel():
    assert _negated("hojatsu") == [2, 0]
    assert _negated("samurai") == [2, 2]  # a duel he is not in


# --- "Radakast duels him. If Radakast wins, bow the target." -----------------------------------------------
RADAKAST = (
    "Battle: Once per battle, target an enemy Personality: Radakast duels him. If Radakast wins, bow the "
    "target."
)
IF_YOURS_WINS = (
    "Battle: Choose your performing unbowed Personality and target an enemy Personality: Your Personality "
    "duels the target. If your Personality wins, bow the target."
)


def test_if_the_duelist_wins_compiles_to_a_condition_on_the_duel():
    effects = ability(RADAKAST, "Personality", "Otaku Radakast")["effects"]
    won = {"won_duel": "$source", "duel": "a1_duel"}
    assert effects[1] == {"targets": "$target1", "bow": True, "while": won}
    effects = ability(IF_YOURS_WINS)["effects"]
    assert effects[1]["while"] == {"won_duel": "$performer", "duel": "a1_duel"}


@pytest.mark.parametrize(
    ("text", "title", "why"),
    [
        ("Battle: Choose your performing unbowed Personality and target an enemy Personality: Bow the "
         "target. If your Personality wins, bow the target.", "", "without a duel"),
        ("Battle: Target an enemy Personality: Bow him. If Radakast wins, bow the target.", "Otaku Radakast",
         "without a duel"),
        ("Battle: Target an enemy Personality: Radakast duels him. If the target wins, bow Radakast.",
         "Otaku Radakast", "no family"),
        ("Battle: Target an enemy Personality: Radakast duels him. If he wins, bow the target.",
         "Otaku Radakast", "no family"),  # "he": which duelist is not said
    ],
)  # fmt: skip
def test_near_if_wins_stay_refused(text, title, why):
    assert why in refused(text, "Personality" if title else "Strategy", title)


@pytest.mark.parametrize(("winner", "bowed"), [("rada", True), ("foe", False), ("none", False)])
def test_the_target_is_bowed_only_if_radakast_won(winner, bowed):
    rada = personality("me", abilities=[ability(RADAKAST, "Personality", "Otaku Radakast")])
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}},
             {**use("rada", targets=["foe"]), "decide": {"a1_duel": winner}},
             {"ask": {"flag": "bowed", "card": "foe"}}]  # fmt: skip
    assert answers({"rada": rada, "foe": personality("opp")}, steps) == [bowed]


@pytest.mark.parametrize(("before", "now", "bowed"), [("rada", "foe", False), ("other", "rada", True)])
def test_only_the_duel_this_action_fought_counts(before, now, bowed):
    """A duel of the same id fought earlier in the turn by another action does not count."""
    rada = personality("me", abilities=[ability(RADAKAST, "Personality", "Otaku Radakast")])
    earlier = {"action": {"id": "before", "by": "me", "effects": [
        {"id": "old", "duels": [{"id": "a1_duel", "between": ["rada", "other"], "winner": before}]},
    ]}}
    steps = [earlier, {"begin": {"name": "battle", "at": "battlefield:1"}},
             {**use("rada", targets=["foe"]), "decide": {"a1_duel": now}},
             {"ask": {"flag": "bowed", "card": "foe"}}]  # fmt: skip
    cards = {"rada": rada, "foe": personality("opp"), "other": personality("opp")}
    assert answers(cards, steps) == [bowed]
