"""L5R compiler 19, part J: how often an ability may be used (family "use limits"): "Battle: Three times per
battle, bow a target enemy Follower ..." (The Bronze Gong of the Hantei), "Battle: Three times per turn: Give
this Personality +1F." (Sturdy Armor), "Reaction: Once per duel, after this Personality wins a duel: ..."
(Nunchaku; a duel is a procedure the engine counts, as a battle), "Battle: Any number of times per turn, even
if Chochu is bowed: Move this unit home." (Chochu). What each compiles to, the engine playing it, and near
wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, l5r_turn, personality, refused, use

GONG = "Battle: Three times per battle, bow a target enemy Follower or Personality without unbowed Followers."
ARMOR = "Battle: Three times per turn: Give this Personality +1F."
NUNCHAKU = "Reaction: Once per duel, after this Personality wins a duel: You may take an additional action."
CHOCHU = "Battle: Any number of times per turn, even if Chochu is bowed: Move this unit home."
DUELIST = "Reaction: Once per duel, after this Personality wins a duel: Gain 1 Honor."
BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_three_times_per_battle_before_effects():
    gong = ability(GONG, "Holding", "The Bronze Gong of the Hantei")
    assert gong["limit"] == {"times": 3, "per": "battle"} and gong["designators"] == ["Battle"]
    assert gong["effects"][0]["bow"] is True and gong["effects"][0]["targeting"] is True


def test_three_times_per_turn_alone_before_the_colon():
    assert ability(ARMOR, "Item", "Sturdy Armor") == {
        "id": "a1", "designators": ["Battle"], "limit": {"times": 3, "per": "turn"},
        "effects": [{"targets": "$bearer", "stat": "force", "change": 1,
                     "duration": "end_of_turn"}]}  # fmt: skip


def test_three_times_with_constraints():
    text = "Battle: Three times per turn, bow this card: Give this Personality +1F."
    assert ability(text, "Item")["limit"] == {"times": 3, "per": "turn"}


def test_once_per_duel_before_a_duels_trigger():
    nunchaku = ability(NUNCHAKU, "Item", "Nunchaku")
    assert nunchaku["limit"] == {"times": 1, "per": "duel"}
    assert nunchaku["trigger"] == {"event": "duel_won", "card": "$bearer"}
    text = "Reaction: Twice per duel, after this Personality loses a duel: Gain 1 Honor."
    lost = ability(text, "Personality")
    assert lost["limit"] == {"times": 2, "per": "duel"} and lost["trigger"]["event"] == "duel_lost"


def test_a_limit_then_even_if_bowed():
    chochu = ability(CHOCHU, "Personality", "Chochu")
    assert chochu == {"id": "a1", "designators": ["Battle"], "limit": {"times": 1_000_000, "per": "turn"},
                      "even_if_bowed": True, "effects": [{"targets": "$source", "move": "home"}]}  # fmt: skip
    text = "Battle: Once per battle, even if this card is bowed, target an enemy Follower: Bow it."
    more = ability(text, "Personality")
    assert more["limit"] == {"times": 1, "per": "battle"} and more["even_if_bowed"] is True
    assert more["effects"][0]["bow"] is True and more["effects"][0]["choose"]["type"] == "follower"


def test_but_only_once_per_duel_or_battle():
    text = ("Reaction: Any number of times per turn, but only once per duel, after this Personality wins a "
            "duel, bow this card: Gain 1 Honor.")
    haori = ability(text, "Item")
    assert haori["limit"] == {"times": 1, "per": "duel"} and haori["cost"] == {"bow": "$source"}
    text = "Battle: Any number of times per turn, but only once per battle, bow this card: Gain 1 Honor."
    assert ability(text, "Personality")["limit"] == {"times": 1, "per": "battle"}


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("Reaction: Any number of times per turn, but only once per targeting, after your Personality is "
         "targeted by an action from another player's Personality, bow Aramoro: He duels the Personality.",
         "targeting"),
        ("Reaction: Any number of times per turn, but only once per entering play, after a Ring enters play: "
         "Straighten this Personality.", "entering play"),
        ("Repeatable Battle, Bow: Once per game per Personality, permanently give +2F/+2C to a target "
         "Personality.", "Personality"),
        ("Limited: Once per turn per target, target a Personality: Bow him.", "target"),
    ],
)
def test_limits_per_event_or_card_are_refused_with_a_reason(text, what):
    reason = refused(text, "Personality", "Bayushi Aramoro")
    assert reason.startswith(f"a limit once per {what}:") and "each event it answers" in reason


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Battle: Once per duel, target an enemy Personality: Bow him.", "Personality"),  # not in a duel
        ("Reaction: Once per duel, after a Personality enters play: Gain 1 Honor.", "Personality"),
        ("Once per duel, when focusing for this Personality in a duel, you may focus two cards.",
         "Personality"),
        ("Battle: Four times per turn: Give this Personality +1F.", "Item"),  # no such limit read
        ("Battle: Any number of times per turn, even if Chochu is bowed: Move this unit home.", "Holding"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Chochu", kind="ability" if ":" in text else "trait")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _force_after(text: str, uses: int, card_type: str = "Personality", battles: int = 1) -> int:
    hero = personality("me", abilities=[ability(text, card_type)])
    steps = []
    for b in range(battles):
        steps += [BATTLE, *[use("hero", f"u{b}-{i}") for i in range(uses)], {"end": {"name": "battle"}}]
    steps.append({"ask": {"stat": "force", "card": "hero"}})
    return evaluate(parse_scenario(l5r_turn({"hero": hero, "foe": personality("opp")}, steps))).answers[0][
        "answer"]["value"]


def test_three_times_per_turn_plays_three_uses_not_four():
    assert _force_after("Battle: Three times per turn: Give this Personality +1F.", 4) == 2 + 3
    assert _force_after("Battle: Twice per turn: Give this Personality +1F.", 4) == 2 + 2  # (compiler 7)


def test_three_times_per_battle_counts_each_battle():
    text = "Battle: Three times per battle: Give this Personality +1F."
    assert _force_after(text, 4) == 2 + 3
    assert _force_after(text, 4, battles=2) == 2 + 6


def test_even_if_bowed_and_any_number_of_times():
    text = "Battle: Any number of times per turn, even if this card is bowed: Give this Personality +1F."
    hero = personality("me", abilities=[ability(text, "Personality")], bowed=True)
    steps = [BATTLE, use("hero", "u1"), use("hero", "u2"), use("hero", "u3"),
             {"ask": {"stat": "force", "card": "hero"}}]  # fmt: skip
    data = l5r_turn({"hero": hero, "foe": personality("opp")}, steps)
    assert evaluate(parse_scenario(data)).answers[0]["answer"]["value"] == 2 + 3
    plain = "Battle: Any number of times per turn: Give this Personality +1F."  # bowed: not used at all
    hero["abilities"] = [ability(plain, "Personality")]
    data = l5r_turn({"hero": hero, "foe": personality("opp")}, steps)
    assert evaluate(parse_scenario(data)).answers[0]["answer"]["value"] == 2


def _duel(n: int, winner: str) -> dict:
    fight = {"id": f"d{n}", "duels": [{"id": f"duel{n}", "between": ["hero", "foe"], "winner": winner}]}
    return {"action": {"id": f"fight{n}", "by": "me", "effects": [fight]}}


HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def _honor(text: str, steps: list) -> list:
    hero = personality("me", abilities=[ability(text, "Personality")])
    data = l5r_turn({"hero": hero, "foe": personality("opp")}, [*steps, HONOR])
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_once_per_duel_is_once_in_each_duel_not_once_per_turn():
    # two duels won in one turn: a use after each (a once-per-turn Reaction would answer only the first)
    two_duels = [_duel(1, "hero"), use("hero", "u1"), _duel(2, "hero"), use("hero", "u2")]
    assert _honor(DUELIST, two_duels) == [12]
    once_a_turn = "Reaction: After this Personality wins a duel: Gain 1 Honor."
    assert _honor(once_a_turn, two_duels) == [11]


def test_once_per_duel_is_not_twice_in_one_duel():
    assert _honor(DUELIST, [_duel(1, "hero"), use("hero", "u1"), use("hero", "u2")]) == [11]
    assert _honor(DUELIST, [_duel(1, "foe"), use("hero", "u1")]) == [10]  # lost: no trigger
