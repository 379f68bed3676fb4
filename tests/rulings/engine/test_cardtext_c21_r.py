"""L5R compiler 21, part R: conditions on the action's target after its effects. "If the Personality has any
Poison tokens, you may move Sogetsu home." (Shosuro Sogetsu: the one target named by its type), "If you do not
control him, gain 2 Honor." (Doji Kato: the target's controller), "If the enemy card's Force is now 0, gain 2
Honor." (Utaku Kana). What each compiles to, the engine playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

SOGETSU = ("Battle: Target an enemy Personality: Reduce his Force to 0. If the Personality has any Poison "
           "tokens, you may move Sogetsu home.")  # fmt: skip
KATO = ("Political Battle: Even if Kato is not at the current battlefield, target a bowed Personality: Move "
        "him home. If you do not control him, gain 2 Honor.")  # fmt: skip
KANA = ("Battle: Target an enemy Personality or Follower: Give it a Force penalty equal to Kana's Personal "
        "Honor. If the enemy card's Force is now 0, gain 2 Honor.")  # fmt: skip
POISON = {"card": "$target1", "is": {"has_tokens": "Poison"}}
FLAMES = "As a Focus Effect: If your Personality in this duel is Fire, draw a card."
SHADOWS = "Battle: Ranged 4 Attack. If this targeted a Personality with any Poison tokens, destroy him."


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_a_condition_on_the_personality_before_an_optional_move():
    sogetsu = ability(SOGETSU, "Personality", "Shosuro Sogetsu")
    assert sogetsu["effects"][1] == {"targets": "$source", "move": "home", "optional": True,
                                     "while": POISON}  # fmt: skip
    # part A's "he" with "you may"
    he = ability(SOGETSU.replace("the Personality has", "he has"), "Personality", "Shosuro Sogetsu")
    assert he["effects"][1] == sogetsu["effects"][1]
    # "the enemy Personality", "is a Shugenja", an effect on a player
    shugenja = ability("Battle: Target an enemy Personality: Bow him. If the enemy Personality is a "
                       "Shugenja, gain 1 Honor.", "Personality")  # fmt: skip
    is_shugenja = {"card": "$target1", "is": {"keywords": ["Shugenja"]}}
    assert shugenja["effects"][1] == {"targets": "$controller", "honor": 1, "while": is_shugenja}
    follower = ability("Battle: Target an enemy Follower: Bow it. If the Follower is not bowed, destroy it.")
    not_bowed = {"not": {"card": "$target1", "is": {"bowed": True}}}
    assert follower["effects"][1] == {"targets": "$target1", "destroy": True, "while": not_bowed}


def test_if_you_do_not_control_him():
    kato = ability(KATO, "Personality", "Doji Kato")
    assert kato["effects"][1] == {"targets": "$controller", "honor": 2,
                                  "while": {"not": {"card": "$target1", "is": {"controller": "$controller"}}}}
    mine = ability("Battle: Target a Personality: Bow him. If you control him, draw a card.")
    assert mine["effects"][1]["while"] == {"card": "$target1", "is": {"controller": "$controller"}}


def test_if_the_enemy_cards_force_is_now_0():
    kana = ability(KANA, "Personality", "Utaku Kana")
    assert kana["effects"][1] == {"targets": "$controller", "honor": 2, "while": {
        "card": "$target1", "is": {"stats": {"force": {"at_least": 0, "at_most": 0}}}}}  # fmt: skip


def test_if_this_targeted_a_personality_with_any_poison_tokens():
    shadows = ability(SHADOWS, "Follower", "Midnight Shadows")
    assert shadows["effects"][1] == {"targets": "$target1", "destroy": True, "while": {
        "card": "$target1", "is": {"type": "personality", "has_tokens": "Poison"}}}  # fmt: skip
    honor = ability("Battle: Ranged 4 Attack. If this targeted a Personality, gain 1 Honor.", "Follower")
    assert honor["effects"][1] == {"targets": "$controller", "honor": 1,
                                   "while": {"card": "$target1", "is": {"type": "personality"}}}  # fmt: skip


def test_a_focus_effect_if_your_personality_in_this_duel_is_fire():
    (trait,) = piece(FLAMES, "Spell", "Touch of the Flames", kind="trait")["traits"]
    fire = {"card": "$your_duelist", "is": {"keywords": ["Fire"]}}
    assert trait == {"id": "t1", "trigger": {"event": "focus_effect", "card": "$source"},
                     "targets": "$controller", "draw": 1, "while": fire}  # fmt: skip
    (other,) = piece("As a Focus Effect, if your Personality in this duel is not Crane Clan, bow the other "
                     "Personality.", kind="trait")["traits"]  # fmt: skip
    assert other["targets"] == "$other_duelist"
    assert other["while"] == {"not": {"card": "$your_duelist", "is": {"keywords": ["Crane Clan"]}}}


@pytest.mark.parametrize(
    "text",
    [
        # a clan named alone, a lasting effect, a card type
        "As a Focus Effect, if your Personality in this duel is Crane, bow the other Personality.",
        "As a Focus Effect, if your Personality in this duel is Fire, give the other Personality -2F.",
        "As a Focus Effect, if your Personality in this duel is a Personality, draw a card.",
        # either of two, a second condition
        "As a Focus Effect, if your Personality in this duel is Fire or Air, draw a card.",
        "As a Focus Effect, if your Personality in this duel is Fire and bowed, draw a card.",
    ],
)
def test_focus_near_wordings_stay_refused(text):
    assert refused(text, "Strategy", kind="trait")


T = "Battle: Target an enemy Personality: Bow him. "


@pytest.mark.parametrize(
    "text",
    [
        # the target not known to be of the type named, or not an enemy card
        "Battle: Target an enemy Follower: Bow it. If the Personality has any Poison tokens, gain 1 Honor.",
        "Battle: Target a Personality or Follower: Bow it. If the Personality is bowed, gain 1 Honor.",
        "Battle: Target a Personality: Bow him. If the enemy Personality is a Shugenja, gain 1 Honor.",
        "Battle: Target a Personality or Follower: Give it -2F. If the enemy card's Force is now 0, gain 2 "
        "Honor.",
        # no target, or two
        "Battle: Gain 1 Honor. If the Personality has any Poison tokens, draw a card.",
        "Battle: Target an enemy Personality: Bow him. You may target and bow a Personality. If the enemy "
        "Personality is a Shugenja, gain 2 Honor.",
        # a lasting effect on a kind under the condition (compiler 21, part K plays "give him -2F")
        T + "If the Personality is a Shugenja, give all Followers -2F.",
        T + "If you do not control him, give him -2F.",
        # an effect choosing a target under the condition
        T + "If the Personality is a Shugenja, you may target and bow a Personality.",
        # two conditions, or either of two
        T + "If the Personality is a Shugenja and has a Weapon, gain 1 Honor.",
        T + "If the Personality is dishonorable or bowed, gain 1 Honor.",
        # a condition on the effect already
        T + "If you do not control him, destroy him if he is bowed.",
        # "him" could be the performer or the target
        "Battle: Bow your performing Personality and target an enemy Personality: Bow the target. If you do "
        "not control him, gain 2 Honor.",
        # tokens judged after an effect giving them, or after the target may have left play (its tokens
        # gone) before an effect on a player
        "Battle: Target an enemy Personality: Give him a -1F Poison token. If this targeted a Personality "
        "with any Poison tokens, destroy him.",
        "Battle: Ranged 4 Attack. If this targeted a Personality with any Poison tokens, gain 1 Honor.",
        "Battle: Ranged 4 Attack. If this targeted a Personality with a Poison tokens, destroy him.",
        # a lasting effect ("permanently")
        "Battle: Target a Ninja: Straighten it. If this targeted a Personality, permanently give him -1C.",
        # Unexpected Intimidation: "him" after a performer and a target, and a bowing failing
        "Battle: Bow your performing Personality and target an enemy Personality: Move him home. If this "
        "movement fails, bow him. If this bowing fails, destroy him.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Personality")


def test_outside_an_ability_refused():
    assert refused("If the Personality has any Poison tokens, gain 1 Honor.", "Personality", kind="trait")


# --- the engine playing them --------------------------------------------------------------------------------
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def run(cards: dict, steps: list, battle: bool = True) -> list:
    begin = [{"begin": {"name": "turn", "player": "me"}}]
    if battle:
        begin.append({"begin": {"name": "battle", "at": "battlefield:1"}})
    data = {"game": "l5r", "cards": cards, "steps": [*begin, *steps],
            "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(card: str, targets: list, **more) -> dict:
    decide = more.pop("decide", None)
    step = {"use": {"id": "u", "card": card, "ability": "a1", "by": "me", "targets": targets, **more}}
    return {**step, "decide": decide} if decide else step


def test_sogetsu_may_move_home_only_if_the_personality_has_a_poison_token():
    sogetsu = {**SAM, "abilities": [ability(SOGETSU, "Personality", "Shosuro Sogetsu")]}
    where = {"ask": {"zone": "sogetsu"}}
    force = {"ask": {"stat": "force", "card": "foe"}}
    poisoned = {**FOE, "tokens": {"Poison": 1}}
    moves = use("sogetsu", ["foe"], decide={"effect-2": True})
    assert run({"sogetsu": sogetsu, "foe": poisoned}, [moves, where, force]) == ["home", 0]
    # "you may": his player's choice, with the token; none to make without it
    undecided = use("sogetsu", ["foe"])
    assert run({"sogetsu": sogetsu, "foe": poisoned}, [undecided, where]) == ["depends on a choice"]
    assert run({"sogetsu": sogetsu, "foe": FOE}, [undecided, where, force]) == ["battlefield:1", 0]
    assert run({"sogetsu": sogetsu, "foe": FOE}, [moves, where]) == ["battlefield:1"]
    other = {**FOE, "tokens": {"Fire": 1}}
    assert run({"sogetsu": sogetsu, "foe": other}, [moves, where]) == ["battlefield:1"]
    # declined, he stays
    declined = use("sogetsu", ["foe"], decide={"effect-2": False})
    assert run({"sogetsu": sogetsu, "foe": poisoned}, [declined, where]) == ["battlefield:1"]


def test_kato_gains_honor_only_if_he_does_not_control_the_personality():
    kato = {**SAM, "zone": "home", "abilities": [ability(KATO, "Personality", "Doji Kato")]}
    bowed_foe = {**FOE, "bowed": True}
    where = {"ask": {"zone": "foe"}}
    assert run({"kato": kato, "foe": bowed_foe}, [use("kato", ["foe"]), where, HONOR]) == ["home", 12]
    mine = {**SAM, "bowed": True}
    assert run({"kato": kato, "foe": mine}, [use("kato", ["foe"]), where, HONOR]) == ["home", 10]


def test_kana_gains_honor_only_if_the_enemy_cards_force_is_now_0():
    kana = {**SAM, "stats": {"force": 2, "chi": 2, "personal_honor": 2},
            "abilities": [ability(KANA, "Personality", "Utaku Kana")]}  # fmt: skip
    assert run({"kana": kana, "foe": FOE}, [use("kana", ["foe"]), HONOR]) == [12]
    strong = {**FOE, "stats": {"force": 3, "chi": 2}}
    assert run({"kana": kana, "foe": strong}, [use("kana", ["foe"]), HONOR]) == [10]


def test_midnight_shadows_destroys_a_poisoned_personality_the_attack_did_not():
    shadows = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
               "stats": {"force": 1}, "abilities": [ability(SHADOWS, "Follower", "Midnight Shadows")]}
    strong = {**FOE, "stats": {"force": 5, "chi": 2}}
    gone = {"ask": {"destroyed": "foe"}}
    cards = {"shadows": shadows, "sam": SAM}
    poisoned = {**strong, "tokens": {"Poison": 1}}
    assert run({**cards, "foe": poisoned}, [use("shadows", ["foe"]), gone]) == [True]
    assert run({**cards, "foe": strong}, [use("shadows", ["foe"]), gone]) == [False]
    assert run({**cards, "foe": FOE}, [use("shadows", ["foe"]), gone]) == [True]  # the attack destroyed him
    # a poisoned Follower: not a Personality
    follower = {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "foe",
                "stats": {"force": 5}, "tokens": {"Poison": 1}}  # fmt: skip
    lord = {**strong}
    steps = [use("shadows", ["guard"]), {"ask": {"destroyed": "guard"}}]
    assert run({**cards, "foe": lord, "guard": follower}, steps) == [False]


def _duel(keywords: list, winner: str = "mine") -> list:
    def duelist(owner: str, words: list) -> dict:
        return {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 2, "chi": 2},
                "keywords": words}  # fmt: skip

    traits = piece(FLAMES, "Spell", "Touch of the Flames", kind="trait")["traits"]
    cards = {"mine": duelist("me", keywords), "theirs": duelist("opp", ["Fire"]),
             "top": {"type": "action", "owner": "me", "zone": "deck"},
             "focus": {"type": "spell", "owner": "me", "zone": "hand", "traits": traits}}  # fmt: skip
    duel = {"id": "d", "between": ["mine", "theirs"], "focus": ["focus"], "winner": winner}
    data = {"game": "l5r", "cards": cards,
            "players": [{"id": "me", "family_honor": 0}, {"id": "opp", "family_honor": 0}],
            "steps": [{"action": {"id": "act", "by": "me", "effects": [{"id": "make", "duels": [duel]}]}},
                      {"ask": {"zone": "top"}}]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_touch_of_the_flames_draws_only_for_a_fire_duelist():
    assert _duel(["Fire", "Shugenja"]) == ["hand"]
    assert _duel(["Fire"], winner="theirs") == ["hand"]  # as Focus Effects resolve, whoever wins
    assert _duel(["Water"]) == ["deck"]  # the other Personality's Fire does not count
