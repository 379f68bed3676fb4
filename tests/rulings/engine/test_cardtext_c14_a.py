"""L5R compiler 14, part A: targeted effects that failed on small wordings inside the effects or the target.
"Straighten your target Personality's unit" and "Target a Personality with a Weapon: Straighten his unit"
(the Personality is targeted by an effect that changes nothing, target_card in targeted_cards.py, then the
verb acts on every card of his unit, l5r.desk.units); comparisons without 'than' ("with lower Personal
Honor") refused with the reason. What each compiles to, the near misses that must stay not understood,
and the engine playing the compiled cards."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused

MINE = {"in_play": True, "type": "personality", "controller": "$controller"}
TARGETED = {"targeting": True, "target_card": True}
CASTLE = "Tireless Battle/Open: Straighten your target Personality's unit."
HOUKEN = "Battle/Open: Target a Personality with a Weapon: Straighten his unit."


def test_straighten_your_target_personalitys_unit():
    compiled = ability(CASTLE, "Holding", "Shattered Peaks Castle")
    assert compiled["effects"] == [
        {"choose": MINE, **TARGETED},
        {"affects": {"in_unit": "$target1"}, "straighten": True},
    ]
    text = "Battle: Bow a target enemy Personality's unit."
    enemy = {"in_play": True, "controller": "$other", "type": "personality"}
    assert ability(text)["effects"] == [
        {"choose": enemy, **TARGETED},
        {"affects": {"in_unit": "$target1"}, "bow": True},
    ]


def test_his_unit_as_the_first_effect_on_a_target_the_constraints_name():
    compiled = ability(HOUKEN, "Personality", "Mirumoto Houken")
    weapon = {"in_play": True, "type": "personality", "with_attached": {"keywords": ["Weapon"]}}
    assert compiled["effects"] == [
        {"choose": weapon, **TARGETED},
        {"affects": {"in_unit": "$target1"}, "straighten": True},
    ]
    text = "Battle: Discard this card and target your Personality: Straighten his unit."
    assert ability(text)["effects"][0] == {"choose": MINE, **TARGETED}
    text = "Battle: Target a Personality: Bow each Follower in his unit."
    (chosen, each) = ability(text)["effects"]
    assert chosen["target_card"] is True
    assert each == {"affects": {"in_play": True, "type": "follower", "in_unit": "$target1"}, "bow": True}


def test_a_target_already_chosen_needs_no_card_targeted_for_his_unit():
    text = "Battle: Target your Personality: Move him home. Straighten his unit."
    effects = ability(text)["effects"]
    assert not any("target_card" in effect for effect in effects)
    assert effects[1] == {"affects": {"in_unit": "$target1"}, "straighten": True}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Battle: Straighten your target Follower's unit.", "not a Personality"),
        ("Battle: Target a Follower: Straighten his unit.", "not a Personality"),
        # a performer and a target: whose unit is not read
        ("Battle: Choose your performing Samurai and target a Personality: Straighten his unit.",
         "could be the performer or the target"),
    ],
)  # fmt: skip
def test_units_the_compiler_does_not_read(text, why):
    assert why in refused(text, "Strategy")


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Target an enemy Personality with lower Personal Honor: Bow him. Gain 2 Honor.",
        "Battle: Bow or straighten a target Personality with lower Personal Honor.",
        "Battle: Bow a target enemy Follower or Personality with lower Force.",
        "Battle: Choose your performing unbowed Duelist and target an enemy Personality with equal or lower "
        "Chi: Move him home.",
        "Limited, Bow: Bow a target Follower with a lower Focus Value.",
        "Battle: Destroy this card and target an enemy card with equal or lower Gold Cost: Destroy it.",
    ],
)
def test_comparisons_without_than_are_refused_with_the_reason(text):
    assert "without 'than'" in refused(text, "Personality", "Utaku Eun Ju")


def test_comparisons_naming_the_card_compared_with_still_play():
    text = "Battle: Target an enemy Personality with lower Force than this card: Bow him."
    chosen = ability(text, "Personality")["effects"][0]["choose"]
    assert chosen["compare"] == {"stat": "force", "less_than": {"stat": "force", "of": "$source"}}


# --- the engine playing them --------------------------------------------------------------------------
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]


def unit_cards(text: str, card_type: str, title: str) -> dict:
    source = {"type": card_type.lower(), "owner": "me", "zone": "battlefield:1",
              "abilities": [ability(text, card_type, title)]}  # fmt: skip
    if card_type == "Personality":
        source["stats"] = {"force": 2, "chi": 2}
    if card_type == "Holding":
        source["zone"] = "home:me"
    bowed = {"bowed": True}
    return {
        "source": source,
        "sam": {"type": "personality", "owner": "me", "zone": "battlefield:1",
                "stats": {"force": 2, "chi": 2}, **bowed},
        "ash": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                "stats": {"force": 1}, **bowed},
        "blade": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
                  "keywords": ["Weapon"], **bowed},
        "kuro": {"type": "personality", "owner": "me", "zone": "battlefield:1",
                 "stats": {"force": 2, "chi": 2}, **bowed},
    }  # fmt: skip


def run(cards: dict, targets: list[str], begin: list = BEGIN):
    steps = [*begin, {"use": {"id": "u", "card": "source", "ability": "a1", "by": "me", "targets": targets}},
             {"ask": {"successful": "u"}}]  # fmt: skip
    steps += [{"ask": {"flag": "bowed", "card": card}} for card in ("sam", "ash", "blade", "kuro")]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return evaluate(parse_scenario(data))


def values(result) -> list:
    return [a["answer"]["value"] for a in result.answers]


def test_houken_straightens_the_unit_of_the_personality_with_a_weapon():
    result = run(unit_cards(HOUKEN, "Personality", "Mirumoto Houken"), ["sam"])
    # sam, his Follower and his Weapon straighten; another bowed Personality does not
    assert values(result) == [True, False, False, False, True]
    notes = [e["text"] for e in result.trace if e["rule"] == "l5r.targets.declared"]
    assert "sam is targeted: the text's later effects act on him or his unit" in notes


def test_houken_may_not_target_a_personality_without_a_weapon():
    with pytest.raises(ScenarioError) as error:
        run(unit_cards(HOUKEN, "Personality", "Mirumoto Houken"), ["kuro"])
    assert "kuro" in str(error.value)


def test_the_castle_straightens_your_target_personalitys_unit_even_if_bowed():
    cards = unit_cards(CASTLE, "Holding", "Shattered Peaks Castle")
    cards["source"]["bowed"] = True  # Tireless: used even if bowed
    turn = BEGIN[:1]  # (an Open action, outside a battle: the Holding is at home)
    assert values(run(cards, ["kuro"], turn)) == [True, True, True, True, False]
    assert values(run(cards, ["sam"], turn)) == [True, False, False, False, True]


def test_the_targeted_personality_is_what_a_reaction_to_targeting_answers():
    """(the Personality, not his unit, is targeted: a trait answering another player's action targeting
    this Personality answers it)"""
    cards = unit_cards("Battle: Straighten a target Personality's unit.", "Personality", "Akodo")
    cards["source"]["owner"] = "opp"
    guard = {"id": "t1", "trigger": {"event": "targeted_by_other", "card": "$source"},
             "targets": "$controller", "honor": 1}  # fmt: skip
    cards["sam"]["traits"] = [guard]
    use = {"use": {"id": "u", "card": "source", "ability": "a1", "by": "opp", "targets": ["sam"]}}
    steps = [*BEGIN, use, {"ask": {"flag": "bowed", "card": "ash"}},
             {"ask": {"stat": "family_honor", "player": "me"}}]  # fmt: skip
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    data = {"game": "l5r", "players": players, "cards": cards, "steps": steps}
    assert values(evaluate(parse_scenario(data))) == [False, 11]


# --- "without a Weapon or Armor" ----------------------------------------------------------------------
def test_without_a_keyword_or_either_of_two():
    text = "Battle: Bow this card and target an enemy card without a Weapon or Armor: Bow it."
    chosen = ability(text, "Item", "Sasumata")["effects"][0]["choose"]
    assert chosen["without_attached"] == {"any_keywords": ["Weapon", "Armor"]}
    text = "Battle: Target an enemy Personality without Weapons: Bow him."
    assert ability(text)["effects"][0]["choose"]["without_attached"] == {"keywords": ["Weapon"]}
    text = "Battle: Target an enemy Personality without attached Weapons or Armor: Bow him."
    chosen = ability(text)["effects"][0]["choose"]
    assert chosen["without_attached"] == {"any_keywords": ["Weapon", "Armor"]}
    text = "Battle: Target an enemy Personality without Followers: Bow him."  # (as before)
    assert ability(text)["effects"][0]["choose"]["without_attached"] == {"type": "follower"}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Battle: Target an enemy Personality without Spells: Bow him.", "plural"),
        ("Battle: Target an enemy Personality without a Weapon or Weapon: Bow him.", "itself"),
        ("Battle: Target an enemy Personality without an Experienced: Bow him.", "Experienced"),
    ],
)
def test_without_near_misses(text, why):
    assert why in refused(text)


def test_sasumata_bows_only_a_card_without_a_weapon_or_armor():
    text = "Battle: Bow this card and target an enemy card without a Weapon or Armor: Bow it."
    me = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
    foe = {**me, "owner": "opp"}
    cards = {
        "sam": me,
        "sasumata": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "sam",
                     "abilities": [ability(text, "Item", "Sasumata")]},
        "plain": foe,
        "armored": foe,
        "mail": {"type": "item", "owner": "opp", "zone": "attached", "attached_to": "armored",
                 "keywords": ["Armor"]},
    }  # fmt: skip

    def use(target: str) -> list:
        use = {"use": {"id": "u", "card": "sasumata", "ability": "a1", "by": "me", "targets": [target]}}
        steps = [*BEGIN, use, {"ask": {"flag": "bowed", "card": target}}]
        return values(evaluate(parse_scenario({"game": "l5r", "players": ["me", "opp"], "cards": cards,
                                               "steps": steps})))  # fmt: skip

    assert use("plain") == [True]
    with pytest.raises(ScenarioError):
        use("armored")


# --- "if he is X and Y" / "X or Y" on an effect that happens once ------------------------------------
TWO = "Battle: Target an enemy Personality: Bow him. Destroy him if he is opposed and a Shugenja."


def test_both_conditions_on_an_effect_that_happens_once():
    (_, destroy) = ability(TWO)["effects"]
    assert destroy == {"targets": "$target1", "destroy": True,
                       "while": {"subject": {"opposed": True, "keywords": ["Shugenja"]}}}  # fmt: skip
    text = "Battle: Target an enemy Personality: Bow him. Destroy him if he is a Courtier or Magistrate."
    (_, destroy) = ability(text)["effects"]
    assert destroy["while"] == {"subject": {"any_keywords": ["Courtier", "Magistrate"]}}
    text = "Battle: Target an enemy Personality: Bow him. Destroy him if he is dishonorable and a Shugenja."
    (_, destroy) = ability(text)["effects"]
    assert destroy["while"] == {"subject": {"dishonorable": True, "keywords": ["Shugenja"]}}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # a lasting bonus under either of two conditions, or a card type (Great Hall of Records' "if he is
        # opposed and a Hero" and "if he is a Hero" are played since compiler 21, part K: if_when_given)
        ("Battle: Straighten your target your Personality. Give him +3F if he is opposed or a Hero.",
         "no 'or'"),
        ("Battle: Target an enemy Personality: Bow him. Give him +2F if he is a Follower.", "already known"),
        ("Battle: Target an enemy Personality: Bow him. Destroy him if he is dishonorable or a Shugenja.",
         "no 'or'"),
        ("Battle: Target an enemy Personality: Destroy him if he is opposed and a Shugenja.",
         "chooses the target"),
    ],
)  # fmt: skip
def test_conditions_the_compiler_does_not_read(text, why):
    assert why in refused(text, "Holding", "Great Hall of Records")


def test_the_engine_destroys_him_only_if_both_hold():
    source = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2},
              "attacking": True, "abilities": [ability(TWO)]}  # fmt: skip
    foe = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2},
           "defending": True, "opposed": True}  # fmt: skip

    def destroyed(**extra) -> list:
        cards = {"source": source, "foe": {**foe, **extra}}
        use = {"use": {"id": "u", "card": "source", "ability": "a1", "by": "me", "targets": ["foe"]}}
        steps = [*BEGIN, use, {"ask": {"in_play": "foe"}}]
        return values(evaluate(parse_scenario({"game": "l5r", "players": ["me", "opp"], "cards": cards,
                                               "steps": steps})))  # fmt: skip

    assert destroyed(keywords=["Shugenja"]) == [False]  # opposed (by source) and a Shugenja
    assert destroyed() == [True]  # not a Shugenja
    assert destroyed(keywords=["Shugenja"], opposed=False) == [True]  # not opposed


# --- "Bow him or move him home": the ability's choice ------------------------------------------------
SHAKASH = "Battle: Target an enemy Personality: Bow him or move him home."


def test_a_choice_between_two_effects_on_the_same_card():
    compiled = ability(SHAKASH, "Personality", "The Shakash")
    enemy = {"in_play": True, "controller": "$other", "type": "personality"}
    assert "effects" not in compiled
    assert compiled["choice"] == [
        [{"choose": enemy, "targeting": True, "bow": True}],
        [{"choose": enemy, "targeting": True, "move": "home"}],
    ]
    text = ("Battle: Target another Nonhuman Personality: Straighten him or move him to the current "
            "battlefield.")
    (_, (moved,)) = ability(text, "Personality", "Uzaki no Oni")["choice"]
    assert moved["move"] == "$battlefield" and moved["choose"]["not_cards"] == ["$source"]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Battle: Target an enemy Personality: Bow him or move him home. Gain 1 Honor.", "last effect"),
        ("Battle: Target an enemy Personality: Bow him or bow him.", "itself"),
    ],
)
def test_choices_the_compiler_does_not_read(text, why):
    assert why in refused(text, "Personality", "The Shakash")


def test_the_shakash_bows_him_or_moves_him_home_as_its_player_chooses():
    me = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2},
          "abilities": [ability(SHAKASH, "Personality", "The Shakash")]}  # fmt: skip
    foe = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}

    def use(chosen: int) -> list:
        use = {"use": {"id": "u", "card": "shakash", "ability": "a1", "by": "me", "targets": ["foe"],
                       "chosen": chosen}}  # fmt: skip
        steps = [*BEGIN, use, {"ask": {"flag": "bowed", "card": "foe"}}, {"ask": {"zone": "foe"}}]
        data = {"game": "l5r", "players": ["me", "opp"], "cards": {"shakash": me, "foe": foe}, "steps": steps}
        return values(evaluate(parse_scenario(data)))

    bowed, at = use(1)
    assert bowed is True and at == "battlefield:1"
    bowed, at = use(2)
    assert bowed is False and at == "home"
