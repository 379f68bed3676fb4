"""L5R compiler 19, part E (family "movement"): "Water Battle, Bow: Move your target Personality at any
location to Jinako's battlefield." (Jinako), "Water Battle: Move your target Personality at any location to
Jadaran's battlefield." (Iuchi Jadaran): `move_to_battlefield_of: $source`, the battlefield where this card is
as the move happens (l5r.desk.card-battlefield). What they compile to, the engine playing them, and near
wordings that stay refused (Home, Absent, "would be opposed", a battlefield chosen as the effect resolves, "If
this movement fails", "This movement will not be negated")."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused

JINAKO = "Water Battle, Bow: Move your target Personality at any location to Jinako's battlefield."
JADARAN = "Water Battle: Move your target Personality at any location to Jadaran's battlefield."
YOURS = {"in_play": True, "type": "personality", "controller": "$controller"}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_jinako_moves_a_target_anywhere_to_her_battlefield():
    compiled = ability(JINAKO, "Personality", "Jinako")
    assert compiled["cost"] == {"bow": "$source"} and compiled["keywords"] == ["Water"]
    assert compiled["effects"] == [{"choose": YOURS, "targeting": True, "move_to_battlefield_of": "$source"}]


def test_jadaran_by_his_personal_name():
    (effect,) = ability(JADARAN, "Personality", "Iuchi Jadaran")["effects"]
    assert effect == {"choose": YOURS, "targeting": True, "move_to_battlefield_of": "$source"}


def test_a_kind_of_target_and_a_name_before_a_comma():
    text = "Battle: Move your target Infantry Personality at any location to Kyouaku-Inu's battlefield."
    (effect,) = ability(text, "Personality", "Moto Kyouaku-Inu")["effects"]
    assert effect["choose"]["keywords"] == ["Infantry"] and effect["move_to_battlefield_of"] == "$source"
    text = "Battle, Bow: Move your target Personality at any location to Jihime's battlefield."
    (effect,) = ability(text, "Personality", "Jihime, Soul of Jinako")["effects"]
    assert effect["move_to_battlefield_of"] == "$source"


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        # a card that is at no battlefield: a Strategy, a Holding
        ("Battle: Move your target Personality at any location to this card's battlefield.", "Strategy",
         "X"),
        ("Battle: Move your target Personality at any location to Kazuo's battlefield.", "Holding",
         "Kazuo"),
        # another card's battlefield (not this card's name)
        ("Battle: Move your target Personality at any location to Kazuo's battlefield.", "Personality",
         "Jinako"),
        # a location, which may be home (whose?)
        ("Home Battle: Move your target Personality at any location to The Shakash's location.",
         "Personality", "The Shakash"),
        # Home and Absent: the corpus never says what these ability keywords do
        ("Home Battle: If he would be opposed, move Yasunari to the current battlefield.", "Personality",
         "Yasunari"),
        ("Absent Battle: If he would be opposed, move your target unbowed Personality in your home to the "
         "current battlefield.", "Strategy", ""),
        # "would be opposed": who would oppose a unit that moves is not said
        ("Battle: If he would be opposed, move your target unbowed Personality at home to the current "
         "battlefield.", "Strategy", ""),
        # a battlefield chosen as the effect resolves
        ("Battle: Target your Samurai Personality: Move him to a battlefield with one or more enemy units.",
         "Strategy", ""),
        ("Battle: If Tayoi is at a battlefield: Move her to another battlefield.", "Personality", "Tayoi"),
        # what follows a failed bowing (a failed movement is played since compiler 20, part A: not_changed),
        # and a movement no negation stops
        ("Battle: Target an enemy Personality: Move him home. If this movement fails, bow him. If this "
         "bowing fails, destroy him.", "Strategy", ""),
        ("Battle: Target an enemy Personality: Move him home. This movement will not be negated.", "Strategy",
         ""),
        ("Move all other Personalities there home.", "Strategy", ""),
    ],
)  # fmt: skip
def test_near_wordings_stay_refused(text, card_type, title):
    assert refused(text, card_type, title)


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _run(jinako_zone: str, *, more: list | None = None, text: str = JINAKO) -> tuple[list, list]:
    cards = {
        "jinako": {"type": "personality", "owner": "me", "zone": jinako_zone,
                   "abilities": [ability(text, "Personality", "Jinako")]},
        "ally": {"type": "personality", "owner": "me", "zone": "home"},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1"},
    }  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}},
             {"begin": {"name": "battle", "at": "battlefield:1"}}, *(more or []),
             {"use": {"id": "u", "card": "jinako", "ability": "a1", "by": "me", "targets": ["ally"]}},
             {"ask": {"successful": "u"}}, {"ask": {"zone": "ally"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(data))
    return [a["answer"]["value"] for a in result.answers], result.trace


def test_the_target_at_home_moves_to_jinakos_battlefield():
    values, trace = _run("battlefield:1")
    assert values == [True, "battlefield:1"]
    assert any(line["rule"] == "l5r.desk.card-battlefield" for line in trace)


def test_jinako_at_home_may_not_take_the_battle_action():
    # the Rule of Location: her battlefield is not the current one, so the text cannot move a unit there
    assert _run("home")[0] == [False, "home"]
    assert _run("battlefield:2")[0] == [False, "home"]


def test_a_negation_of_movement_to_battlefields_stops_it():
    held = {"apply": {"targets": ["ally"], "prevent": {"event": "move", "to": "battlefield"}}}
    assert _run("battlefield:1", more=[held])[0][1] == "home"  # (nothing changed: not successful)
    home_only = {"apply": {"targets": ["ally"], "prevent": {"event": "move", "to": "home"}}}
    assert _run("battlefield:1", more=[home_only])[0] == [True, "battlefield:1"]


def _op_run(source_zone: str) -> tuple[list, list]:
    """The op alone, on an Open action (no Rule of Location): the source at home has no battlefield."""
    cards = {
        "src": {"type": "personality", "owner": "me", "zone": source_zone,
                "abilities": [{"id": "a1", "designators": ["Open"],
                               "effects": [{"targets": "ally", "move_to_battlefield_of": "$source"}]}]},
        "ally": {"type": "personality", "owner": "me", "zone": "home"},
    }  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}},
             {"use": {"id": "u", "card": "src", "ability": "a1", "by": "me"}}, {"ask": {"zone": "ally"}}]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(data))
    return [a["answer"]["value"] for a in result.answers], [line["text"] for line in result.trace]


def test_a_card_at_home_has_no_battlefield_and_the_move_fails():
    values, trace = _op_run("home")
    assert values == ["home"] and any("is at no battlefield" in line for line in trace)
    assert _op_run("battlefield:2")[0] == ["battlefield:2"]


def test_the_engine_refuses_a_card_it_does_not_know():
    cards = {"x": {"type": "personality", "owner": "me", "zone": "home",
                   "abilities": [{"id": "a1", "designators": ["Open"],
                                  "effects": [{"targets": "x", "move_to_battlefield_of": "nobody"}]}]}}
    with pytest.raises(ScenarioError):
        parse_scenario({"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": []})


# --- Absent: a Battle action its player may take without presence (l5r.desk.presence-not-checked) ---------
ABSENT = "Absent Battle: Target your Personality: Move him home."


def test_absent_is_a_keyword_of_a_battle_action():
    compiled = ability(ABSENT, "Strategy")
    assert compiled["designators"] == ["Battle"] and compiled["keywords"] == ["Absent"]
    assert compiled["effects"] == [{"choose": YOURS, "targeting": True, "move": "home"}]
    text = "Water Absent Repeatable Battle, Bow: Move your target Personality home."
    assert ability(text, "Holding")["keywords"] == ["Water", "Repeatable", "Absent"]
    text = "Absent Battle/Open, Bow: Give the current battlefield's Province +3 strength."
    assert ability(text, "Holding")["keywords"] == ["Absent"]


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Absent Open: Gain 2 Honor.", "Holding", "no Battle action"),
        ("Absent Remote Battle: Target your Personality: Move him home.", "Strategy", "no family"),
        ("Absent Home Battle: Target your Personality: Move him home.", "Strategy", "'Home'"),
        ("Home Battle: Target your Personality: Move him home.", "Strategy", "'Home'"),
        ("Political Home Battle, Bow: Gain 2 Honor.", "Holding", "'Home'"),
        ("Battle: If he would be opposed, move your target Personality at home to the current battlefield.",
         "Strategy", "'would be opposed'"),
        ("Absent Battle: If he would be opposed, move your target Personality at home to the current "
         "battlefield.", "Strategy", "'would be opposed'"),
    ],
)  # fmt: skip
def test_refused_with_their_reason(text, card_type, why):
    assert why in refused(text, card_type)


def _presence_trace(text: str) -> tuple[list, list]:
    cards = {
        "plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, "Strategy")]},
        "ally": {"type": "personality", "owner": "me", "zone": "battlefield:2"},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1"},
    }
    steps = [{"begin": {"name": "turn", "player": "me"}},
             {"begin": {"name": "battle", "at": "battlefield:1"}},
             {"use": {"id": "u", "card": "plan", "ability": "a1", "by": "me", "targets": ["ally"]}},
             {"ask": {"zone": "ally"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(data))
    return [a["answer"]["value"] for a in result.answers], [line["rule"] for line in result.trace]


def test_an_absent_action_without_presence_is_not_said_to_skip_the_presence_check():
    values, rules = _presence_trace(ABSENT)
    assert values == ["home"] and "l5r.desk.presence-not-checked" not in rules
    values, rules = _presence_trace("Battle: Target your Personality: Move him home.")
    assert values == ["home"] and "l5r.desk.presence-not-checked" in rules
