"""L5R compiler 20, part A: conditions on effects. "If it is not your turn, draw a card." (Caught
Unawares), "Gain 2 Honor if she is opposed." (Riding in Harmony), "Draw a card if your performer has Void."
(Stare Into the Void), "Straighten his unit if he has a Weapon." (Readied Steel): the sentence's effects
happen only if the condition holds as they happen (`while`); "Even if this card is bowed, if this
Personality is Nonhuman:" (a condition on taking the action); "If the movement fails, bow him." (not_changed
on the move), "If the Personality moved, gain 1 Honor." (if_changed). What each compiles to, the engine
playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

CAUGHT = ("Open: If you control no Personalities, target one or two Personalities: Bow them. Negate their "
          "straightening (this turn). If it is not your turn, draw a card.")  # fmt: skip
RIDING = ("Battle: Choose your performing Battle Maiden Personality: Give her a Force bonus equal to her "
          "Personal Honor. Gain 2 Honor if she is opposed.")  # fmt: skip
STARE = ("Battle: Choose your performing Monk or Shugenja: Look at the top 5 cards of your Fate deck and put "
         "them back in any order. Draw a card if your performer has Void.")  # fmt: skip
READIED = "Battle/Open: Choose your performing Kensai: Straighten his unit if he has a Weapon."
VENGEFUL = "Battle: Even if this card is bowed, if this Personality is Nonhuman: Straighten this unit."
CAVALRY = "Battle: Move home a target enemy Personality. If the movement fails, bow him."
YUKARI = "Battle, Bow: Move home a target enemy Personality. If the Personality moved, gain 1 Honor."
NOT_MY_TURN = {"not": {"turn_of": "$controller"}}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_if_it_is_not_your_turn():
    compiled = ability(CAUGHT, "Strategy", "Caught Unawares")
    assert compiled["effects"][-1] == {"targets": "$controller", "draw": 1, "while": NOT_MY_TURN}
    mine = ability("Open: If it is your turn, gain 1 Honor.")
    assert mine["effects"] == [{"targets": "$controller", "honor": 1, "while": {"turn_of": "$controller"}}]


def test_a_condition_on_the_performer():
    riding = ability(RIDING, "Strategy", "Riding in Harmony")
    assert riding["effects"][-1] == {"targets": "$controller", "honor": 2,
                                     "while": {"card": "$performer", "is": {"opposed": True}}}  # fmt: skip
    stare = ability(STARE, "Strategy", "Stare Into the Void")
    assert stare["effects"][-1]["while"] == {"card": "$performer", "is": {"keywords": ["Void"]}}
    readied = ability(READIED, "Strategy", "Readied Steel")
    weapon = {"card": "$performer", "is": {"with_attached": {"keywords": ["Weapon"]}}}
    assert readied["effects"] == [{"affects": {"in_unit": "$performer"}, "straighten": True, "while": weapon}]
    fire = ability("Battle: Choose your performing Monk: Gain 1 Honor. If your Monk is Fire, draw a card.")
    assert fire["effects"][-1]["while"] == {"card": "$performer", "is": {"keywords": ["Fire"]}}


def test_a_condition_on_this_card_its_bearer_or_the_one_target():
    spell = ability("Battle: Bow this card and target an enemy card: Bow it. If this Shugenja is Earth, "
                    "gain 2 Honor.", "Spell")  # fmt: skip
    assert spell["effects"][-1]["while"] == {"card": "$bearer", "is": {"keywords": ["Earth"]}}
    seiji = ability("Battle: Give a target enemy Personality -2F. Gain 1 Honor if Seiji has an Air Spell.",
                    "Personality", "Agasha Seiji")  # fmt: skip
    air_spell = {"with_attached": {"type": "spell", "keywords": ["Air"]}}
    assert seiji["effects"][-1]["while"] == {"card": "$source", "is": air_spell}
    takeo = ability("Battle: Once per battle, if Takeo is opposed, draw a card.", "Personality",
                    "Mirumoto Takeo")  # fmt: skip
    assert takeo["effects"] == [{"targets": "$controller", "draw": 1,
                                 "while": {"card": "$source", "is": {"opposed": True}}}]  # fmt: skip
    guidance = ability("Battle: Target a Personality: Bow him. Bow his unit if he is attacking.")
    assert guidance["effects"][-1] == {"affects": {"in_unit": "$target1"}, "bow": True,
                                       "while": {"card": "$target1", "is": {"attacking": True}}}  # fmt: skip


def test_a_condition_on_taking_the_action():
    vengeful = ability(VENGEFUL, "Personality", "The Vengeful")
    assert vengeful["condition"] == {"card": "$source", "is": {"keywords": ["Nonhuman"]}}
    assert vengeful["even_if_bowed"] is True
    paneki = ability("Battle: Once per battle, if Paneki is at the current battlefield, target a Scorpion "
                     "Clan Personality: Move him home.", "Personality", "Bayushi Paneki")  # fmt: skip
    assert paneki["condition"] == {"card": "$source", "is": {"zone": "$battlefield"}}


def test_if_the_movement_fails_and_if_the_personality_moved():
    cavalry = ability(CAVALRY, "Strategy", "Cavalry for Hire")
    move, bow = cavalry["effects"]
    assert move["id"] == "a1.1" and move["move"] == "home"
    assert bow == {"targets": "$target1", "bow": True, "while": {"not_changed": "a1.1"}}
    yukari = ability(YUKARI, "Personality", "Kitsuki Yukari")
    assert yukari["effects"][-1]["if_changed"] == yukari["effects"][0]["id"]


@pytest.mark.parametrize(
    "text",
    [
        # a lasting prevention: the text judges the condition once, `while` would judge it all along (a bonus,
        # "give him +2F", is judged once as it is given since compiler 21, part K: if_when_given)
        "Battle: Choose your performing Personality: If your Personality is Nonhuman, negate his next "
        "straightening.",
        # a target chosen under the condition
        "Battle: If this card has a Weapon attached, bow a target Personality.",
        "Battle: Choose your performing Shugenja: If your Shugenja is Water, you may target and straighten a "
        "unit.",
        # 'your Monk' where the performer is not said to be one, or no performer at all
        "Battle: Choose your performing Shugenja: Gain 1 Honor. If your Monk is Fire, draw a card.",
        "Battle: Gain 1 Honor. If your Personality is Fire, draw a card.",
        # 'he' both the performer and the target could be
        "Battle: Choose your performing Personality and target an enemy Personality: Bow him. Gain 1 Honor "
        "if he has a Weapon.",
        # two conditions, 'or' between two of them, a clan alone, a condition not read
        "Battle: Target a Personality: Bow him. Gain 2 Honor if he is dishonorable or a Shugenja.",
        "Battle: Choose your performing Personality: Draw a card if he is Crab.",
        "Battle: Choose your performing Personality: Draw a card if he has two or fewer keywords.",
        # on a Spell, "him" after a condition on its bearer would be read as the Spell
        "Battle: Even if this card is bowed, if this Shugenja is Water: Straighten him.",
        # the movement failing after a move that may not be tried, and a bowing failing
        "Battle: Target an enemy Personality: You may move him home. If the movement fails, bow him.",
        "Battle: Target an enemy Personality: Move him home. If this movement fails, bow him. If this bowing "
        "fails, destroy him.",
        # Reconnaissance: not defined by the corpus
        "Battle: Gain 1 Honor. If you have Reconnaissance, draw a card.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Spell" if "this Shugenja" in text else "Strategy")


# --- the engine playing them --------------------------------------------------------------------------------
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def run(cards: dict, steps: list, first: str = "me", battle: bool = True) -> list:
    begin = [{"begin": {"name": "turn", "player": first}}]
    if battle:
        begin.append({"begin": {"name": "battle", "at": "battlefield:1"}})
    data = {"game": "l5r", "cards": cards, "steps": [*begin, *steps],
            "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(card: str, uid: str = "u", by: str = "me", **more) -> dict:
    decide = more.pop("decide", None)
    step = {"use": {"id": uid, "card": card, "ability": "a1", "by": by, **more}}
    return {**step, "decide": decide} if decide else step


def strategy(text: str, title: str = "") -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, "Strategy", title)]}


def test_if_it_is_not_your_turn_only_in_another_players_turn():
    cards = {"act": strategy("Open: Gain 1 Honor. If it is not your turn, gain 2 Honor.")}
    assert run(cards, [use("act"), HONOR], first="me", battle=False) == [11]
    assert run(cards, [use("act"), HONOR], first="opp", battle=False) == [13]


def test_gain_honor_if_the_performer_is_opposed():
    sam = {**SAM, "stats": {"force": 2, "chi": 2, "personal_honor": 1}, "attacking": True}
    cards = {"act": strategy(RIDING.replace("Battle Maiden ", ""), "Riding in Harmony"), "sam": sam}
    foe = {**FOE, "defending": True, "opposed": True}
    opposed = {**cards, "sam": {**sam, "opposed": True}, "foe": foe}
    assert run(opposed, [use("act", performer="sam"), HONOR]) == [12]
    assert run(cards, [use("act", performer="sam"), HONOR]) == [10]  # no enemy there: not opposed


def test_straighten_his_unit_only_if_he_has_a_weapon():
    text = READIED.replace("Kensai", "Personality")
    bowed = {"ask": {"flag": "bowed", "card": "rider"}}
    cards = {"act": strategy(text),
             "sam": {**SAM, "zone": "home", "bowed": True},
             "rider": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                       "stats": {"force": 1}, "bowed": True}}  # fmt: skip
    assert run(cards, [use("act", performer="sam"), bowed], battle=False) == [True]
    sword = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam", "keywords": ["Weapon"]}
    assert run({**cards, "sword": sword}, [use("act", performer="sam"), bowed], battle=False) == [False]


def test_the_action_is_taken_only_while_this_card_is_nonhuman():
    vengeful = ability(VENGEFUL, "Personality", "The Vengeful")
    bowed = {"ask": {"flag": "bowed", "card": "sam"}}
    nonhuman = {**SAM, "bowed": True, "keywords": ["Nonhuman"], "abilities": [vengeful]}
    assert run({"sam": nonhuman}, [use("sam"), bowed]) == [False]
    human = {**nonhuman, "keywords": ["Samurai"]}
    assert run({"sam": human}, [use("sam"), bowed]) == [True]


def test_bow_him_only_if_the_movement_fails():
    cards = {"act": strategy(CAVALRY, "Cavalry for Hire"), "foe": FOE}
    bowed = {"ask": {"flag": "bowed", "card": "foe"}}
    where = {"ask": {"zone": "foe"}}
    moved = run(cards, [use("act", decide={"a1.1": "foe"}), bowed, where])
    assert moved[0] is False
    # a Personality who may not move home: the movement fails, he is bowed
    stuck = {**FOE, "traits": [{"targets": "$source", "may_not": "move"}]}
    assert run({**cards, "foe": stuck}, [use("act", decide={"a1.1": "foe"}), bowed])[0] is True


def test_a_condition_on_where_this_card_is():
    here = ability("Open: If this card is at home, gain 1 Honor.", "Personality")
    assert here["effects"][0]["while"] == {"card": "$source", "is": {"zone": "home"}}
    at_home = {**SAM, "zone": "home", "abilities": [here]}
    assert run({"sam": at_home}, [use("sam"), HONOR], battle=False) == [11]
    assert run({"sam": {**at_home, "zone": "battlefield:1"}}, [use("sam"), HONOR], battle=False) == [10]


def test_more_conditions_on_cards():
    kusari = ability("Battle, Bow: Give a target enemy Personality -2F. If this Item is attached to a Ninja, "
                     "give the target a -1F/-1C Poison token.", "Item", "Kusari-Gama")  # fmt: skip
    assert kusari["effects"][-1]["while"] == {"card": "$bearer", "is": {"keywords": ["Ninja"]}}
    strike = ability("Battle: Give a target enemy Personality -2F. If he has a Poison token, give him a "
                     "-1F/-1C Poison token.")  # fmt: skip
    assert strike["effects"][-1]["while"] == {"card": "$target1", "is": {"has_tokens": "Poison"}}
    crane = ability("Battle: Choose your performing Personality: Draw a card if he is Crane Clan.")
    assert crane["effects"][-1]["while"] == {"card": "$performer", "is": {"keywords": ["Crane Clan"]}}
    vengeful = ability(VENGEFUL, "Follower", "The Vengeful")  # "this Personality": the Follower's bearer
    assert vengeful["condition"] == {"card": "$bearer", "is": {"keywords": ["Nonhuman"]}}
    assert "cost" not in vengeful


def test_an_entering_play_trait_for_a_clan_and_a_clan_ever_lost():
    (sword,) = piece("After this card enters play, if you are a Crab Clan player: Gain 2 Honor.", "Item",
                     kind="trait")["traits"]  # fmt: skip
    assert sword == {"id": "t1", "trigger": {"event": "enters_play", "card": "$source"},
                     "targets": "$controller", "honor": 2, "while": {"clan": "Crab"}}  # fmt: skip
    ever = "If this Personality is ever not Crab Clan: Destroy him."
    (kettei,) = piece(ever, "Item", kind="trait")["traits"]
    assert kettei == {"id": "t1", "targets": "$bearer", "destroyed_if_ever": True,
                      "while": {"subject": {"not_keywords": ["Crab Clan"]}}}  # fmt: skip
    assert refused("After this card enters play, if you are a Foo Clan player: Gain 2 Honor.", "Item",
                   kind="trait")  # fmt: skip
    assert refused("After this card enters play, if you are a Crab Clan player: Give it +2F.", "Item",
                   kind="trait")  # fmt: skip


def test_the_clan_of_the_player_when_the_sword_enters_play():
    (sword,) = piece("After this card enters play, if you are a Crab Clan player: Gain 2 Honor.", "Item",
                     kind="trait")["traits"]  # fmt: skip
    for clan, honor in (("Crab", 12), ("Lion", 10)):
        players = [{"id": "me", "family_honor": 10, "clan": clan}, {"id": "opp", "family_honor": 10}]
        cards = {"sword": {"type": "item", "owner": "me", "zone": "hand", "traits": [sword]}}
        steps = [{"begin": {"name": "turn", "player": "me"}}, {"enter_play": "sword"}, HONOR]
        data = {"game": "l5r", "steps": steps, "players": players, "cards": cards}
        assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [honor]


def test_a_battle_action_taken_at_home_stays_refused():
    kwanchai = ("Battle: Once per battle, if Kwanchai is at home, target your Scorpion Clan Personality "
                "at the current battlefield: Move him home. "
                "Move Kwanchai to the current battlefield.")  # fmt: skip
    assert "at home" in refused(kwanchai, "Personality", "Bayushi Kwanchai")
    assert "at home" in refused("Battle: If this card is at home, gain 1 Honor.", "Personality")
