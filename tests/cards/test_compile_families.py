"""Families of L5R card text the compiler reads (issue 19), each with a clause that compiles to exactly what
it says and a near wording that must stay not played."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_card, compile_clause
from tests.rulings.engine.cardtext_kit import ability as compiled
from tests.rulings.engine.cardtext_kit import refused


def accepted(ability: dict, card_type: str = "action") -> None:
    """The scenario language takes the compiled ability on a card (raises otherwise)."""
    card = {"type": card_type, "owner": "me", "zone": "home", "abilities": [ability]}
    parse_scenario(
        {"version": 1, "game": "l5r", "players": ["me", "opp"], "cards": {"it": card}, "steps": []}
    )


def test_two_designators_joined_by_a_slash():
    ability = compiled("Battle/Open: Target an enemy Personality: Bow him.")
    assert ability["designators"] == ["Battle", "Open"]
    accepted(ability)
    assert "named twice" in refused("Battle/Battle: Target an enemy Personality: Bow him.")


def test_choose_your_performing_is_a_requirement_and_him_is_the_performer():
    ability = compiled("Battle: Choose your performing unbowed Samurai: Move him home.")
    requires = {"cards": ["$performer"], "bowed": False, "keywords": ["Samurai"]}
    assert ability["cost"] == {"requires": requires}
    assert ability["effects"] == [{"targets": "$performer", "move": "home"}]
    accepted(ability)
    # with a target too, "him" could be either: not read
    text = "Battle: Choose your performing Samurai and target an enemy Personality: Bow him."
    assert "performer or the target" in refused(text)


def test_target_your_performing_is_a_target_among_the_performer():
    ability = compiled("Battle: Target your performing Shugenja: Straighten him.")
    chooses = {
        "in_play": True,
        "cards": ["$performer"],
        "keywords": ["Shugenja"],
        "controller": "$controller",
    }
    assert ability["effects"] == [{"choose": chooses, "targeting": True, "straighten": True}]
    accepted(ability)
    assert "without what he must be" in refused("Battle: Target your performing: Straighten him.")


def test_bowing_the_performer_is_a_cost():
    ability = compiled("Open: Bow your performing Courtier: Gain 2 Honor.")
    assert ability["cost"] == {
        "bow": "$performer",
        "requires": {"cards": ["$performer"], "keywords": ["Courtier"]},
    }
    assert ability["effects"] == [{"targets": "$controller", "honor": 2}]
    accepted(ability)
    assert "the performer named twice" in refused(
        "Open: Bow your performing Courtier and choose your performing Samurai: Gain 2 Honor."
    )


def test_his_unit_straightens_only_if_he_moved():
    text = "Battle: Target your Personality: Move him to the current battlefield. Straighten his unit if he moved."  # noqa: E501
    first, second = compiled(text)["effects"]
    assert first["id"] == "a1" and first["move"] == "$battlefield" and first["targeting"]
    assert second == {
        "id": "a1.2",
        "affects": {"in_unit": "$target1"},
        "straighten": True,
        "if_changed": "a1",
    }
    accepted(compiled(text))
    assert "without a move before it" in refused(
        "Battle: Target a Personality: Bow him. Destroy him if he moved."
    )
    # (compiler 14, part A: an effect targeting him, target_card, chooses him first)
    unit_first = compiled("Battle: Target a Personality: Straighten his unit.")
    assert unit_first["effects"][0]["target_card"] is True
    assert "not a Personality" in refused("Battle: Target a Follower: Straighten his unit.")


def test_a_condition_on_an_effect_that_happens_once():
    ability = compiled("Battle: Target an enemy Personality: Bow him. Destroy him if he is a Shugenja.")
    assert ability["effects"][1] == {
        "targets": "$target1",
        "destroy": True,
        "while": {"subject": {"keywords": ["Shugenja"]}},
    }
    accepted(ability)
    # on the effect that chooses the target, on a lasting bonus, or naming a bare clan name: not read
    assert "chooses the target" in refused(
        "Battle: Target an enemy Personality: Bow him if he is a Shugenja."
    )
    # (compiler 14, part A: refused with its reason; "Give him +2F if he is a Shugenja" is judged once as it
    # is given since compiler 21, part K: if_when_given; a card type stays refused, already known)
    text = "Battle: Target a Personality: Bow him. Give him +2F if he is a Follower."
    assert "already known" in refused(text)
    assert "not a keyword" in refused("Battle: Target a Personality: Bow him. Destroy him if he is Crab.")


def test_even_if_this_card_is_bowed():
    ability = compiled(
        "Battle: Even if Jou is bowed: Move her home.", card_type="Personality", title="Bayushi Jou"
    )
    assert ability["even_if_bowed"] is True
    assert ability["effects"] == [{"targets": "$source", "move": "home"}]
    accepted(ability, "personality")
    target = compiled(
        "Open: Even if this card is bowed, target a Personality: Straighten him.", card_type="Holding"
    )
    assert target["effects"][0]["choose"] == {"in_play": True, "type": "personality"}
    # another card's name, or this card named by another type, is not this card
    assert refused(
        "Battle: Even if Jou is bowed: Move her home.", card_type="Personality", title="Doji Kuwanan"
    )
    assert "on a item" in refused(
        "Battle: Even if this Personality is bowed: Move him home.", card_type="Item"
    )


def test_a_terrain_is_put_into_play_at_the_current_battlefield_if_there_is_none():
    ability = compiled(
        "Battle: If there are no Terrains at the current battlefield: Put this card into play there."
    )
    assert ability["condition"]["all"][0] == {
        "count": {"type": "terrain", "zone": "$battlefield"},
        "at_most": 0,
    }
    assert ability["effects"] == [{"targets": "$source", "put_into_play": "$battlefield"}]
    accepted(ability)
    assert refused("Battle: If there are no Terrains at the current battlefield: Put this card into play.")
    assert "on a strategy" in refused(
        "Battle: If there are no Terrains at the current battlefield: Put this Holding into play there."
    )


def trait(text: str, card_type: str) -> dict | str:
    result = compile_clause("l5r", text, kind="trait", card_type=card_type, clause_id="t1")
    return result.piece["traits"] if result.played else result.reason


def test_this_card_or_the_personality_it_is_attached_to_has_a_stat_or_keyword():
    assert trait("This Personality has Cavalry and +1PH.", "Item") == [
        {"id": "t1", "targets": "$bearer", "grant_keyword": "Cavalry"},
        {"id": "t1.2", "targets": "$bearer", "stat": "personal_honor", "change": 1},
    ]
    assert trait("This Personality has a minimum Chi of 1.", "Follower") == [
        {"id": "t1", "targets": "$bearer", "stat": "chi", "min": 1}
    ]
    # its unit defends: its Personality's status (compiler 9, part E; test_l5r_compiler9_e.py)
    assert trait("This card has +2F while defending.", "Follower")[0]["while"] == {
        "card": "$bearer",
        "is": {"defending": True},
    }
    assert "of a holding" in trait("This card has +2F while defending.", "Holding")
    defending = trait("This card has +2F while defending.", "Personality")
    assert defending == [
        {
            "id": "t1",
            "targets": "$source",
            "stat": "force",
            "change": 2,
            "while": {"subject": {"defending": True}},
        }
    ]
    assert trait("This Shugenja has +1F.", "Spell")[0]["targets"] == "$bearer"
    # a Personality is no Shugenja's bearer; a bare clan name is no keyword; a condition it does not read
    assert "on a personality" in trait("This Shugenja has +1F.", "Personality")
    assert "not a keyword" in trait("This Personality has Crab.", "Item")
    # ("... while this Personality is dishonorable.": played since compiler 15, part D)
    assert "no family" in trait("This card has +2F while this Personality is honorable.", "Follower")


def test_a_melee_attack_is_a_ranged_attack_op_marked_melee():
    effect = compiled("Battle, Bow: Melee 3 Attack.", card_type="Follower")["effects"][0]
    assert effect["ranged_attack"] == {"strength": 3, "melee": True}
    assert effect["choose"]["without_attached"] == {"type": "follower"}
    assert refused("Battle: Melee Attack with strength equal to this Personality's Force.")


def test_a_naruto_character_named_is_not_read_as_a_keyword():
    result = compile_clause(
        "naruto",
        "MAIN: Move a Naruto Uzumaki character in play.",
        kind="ability",
        card_type="Character",
        clause_id="a1",
    )
    # a known name is read as the title (compiler version 7), never as a keyword
    assert result.piece["effects"][0]["affects"] == {"type": "character", "title": "Naruto Uzumaki"}
    unknown = compile_clause(
        "naruto", "MAIN: Move a Hokage Candidate character in play.", kind="ability", card_type="Character",
        clause_id="a1",
    )  # fmt: skip
    assert not unknown.played and "a character's name" in unknown.reason
    group = compile_clause(
        "naruto",
        "MAIN: Move a Leaf Village character in play.",
        kind="ability",
        card_type="Character",
        clause_id="a1",
    )
    assert group.played and group.piece["effects"][0]["affects"]["keywords"] == ["Leaf Village"]


def test_an_additional_battle_action_a_force_and_chi_bonus_and_the_target():
    ability = compiled("Battle: Target an enemy Personality: Give him -2F/-1C. Bow the target.")
    force, chi, bow = ability["effects"]
    assert (force["stat"], force["change"], force["targeting"]) == ("force", -2, True)
    assert chi == {"targets": "$target1", "stat": "chi", "change": -1, "duration": "end_of_turn"}
    assert bow == {"targets": "$target1", "bow": True}
    more = compiled("Battle: Draw a card. You may take an additional Battle action.")["effects"][1]
    assert more == {"targets": "$controller", "additional_action": {"designator": "Battle"}}
    accepted(ability)
    # "the target" is never the performer
    assert "without a target" in refused("Battle: Choose your performing Samurai: Bow the target.")
    # an additional action of any kind is played (l5r.desk.any-additional-action); one "to play" a card is not
    assert refused("Battle: Draw a card. You may take an additional action to play a Strategy.")


def test_a_target_by_keyword_alone_or_with_an_attached_keyword():
    samurai = compiled("Limited: Target a Samurai: Dishonor him.")["effects"][0]["choose"]
    assert samurai == {"in_play": True, "keywords": ["Samurai"]}
    armed = compiled("Battle: Target a Personality with a Weapon: Straighten him.")["effects"][0]["choose"]
    assert armed["with_attached"] == {"keywords": ["Weapon"]}
    spell = compiled("Open: Target a Shugenja with a Spell: Straighten him.")["effects"][0]["choose"]
    assert spell["with_attached"] == {"type": "spell"}
    # a Terrain is a Terrain card or a card with the keyword: no one filter reads it
    assert "'Terrain' is not a keyword" in refused("Battle: Target a Terrain: Destroy it.")
    # uniqueness and honor status are no keywords to filter by (compiler 9, part A: "Unique" is the card's
    # printed uniqueness, `unique: true`, never a keyword)
    unique = compiled("Battle: Target a Unique Personality: Bow him.")["effects"][0]["choose"]
    assert unique == {"in_play": True, "unique": True, "type": "personality"}
    assert "'Dishonorable' is not a keyword" in refused("Battle: Target a Dishonorable Personality: Bow him.")


def test_repeatable_and_any_number_of_times_per_turn_lift_the_once_per_turn_limit():
    unlimited = {"times": 1_000_000, "per": "turn"}  # no scenario reaches it (20,000 steps at most)
    repeatable = compiled("Repeatable Battle, Bow: Ranged 3 Attack.", card_type="Follower")
    assert repeatable["limit"] == unlimited and repeatable["keywords"] == ["Repeatable"]
    assert repeatable["cost"] == {"bow": "$source"}
    accepted(repeatable, "follower")
    any_number = compiled(
        "Battle: Any number of times per turn, bow this card: Gain 1 Honor.", card_type="Item"
    )
    assert any_number["limit"] == unlimited and "keywords" not in any_number
    assert "limit of its own" in refused("Repeatable Battle: Once per battle, target a Personality: Bow him.")


def test_limits_a_spells_shugenja_move_home_a_target_and_either_keyword():
    assert compiled("Battle: Once per battle: Ranged 4 Attack.")["limit"] == {"times": 1, "per": "battle"}
    assert compiled("Limited: Once per game, target a Personality: Bow him.")["limit"] == {
        "times": 1,
        "per": "game",
    }
    spell = compiled("Battle: Twice per turn, bow this Shugenja: Draw a card.", card_type="Spell")
    assert spell["limit"] == {"times": 2, "per": "turn"} and spell["cost"] == {"bow": "$bearer"}
    accepted(spell, "spell")
    assert "on a item" in refused("Battle: Bow this Shugenja: Draw a card.", card_type="Item")
    home = compiled("Battle: Move home a target enemy Personality.")["effects"][0]
    assert home["move"] == "home" and home["choose"]["controller"] == "$other"
    either = compiled("Battle: Bow your performing Monk or Shugenja: Move him home.")
    assert either["cost"]["requires"] == {"cards": ["$performer"], "any_keywords": ["Monk", "Shugenja"]}
    assert refused("Battle: Thrice per battle: Ranged 4 Attack.")


def test_costs_joined_by_comma_and_destroying_the_performer():
    text = "Limited: Bow this Shugenja, destroy this card, and target a Personality: Bow him."
    assert compiled(text, card_type="Spell")["cost"] == {"bow": "$bearer", "destroy": "$source"}
    ability = compiled("Battle: Destroy your performing unbowed Samurai: Gain 2 Honor.")
    assert ability["cost"] == {
        "destroy": "$performer",
        "requires": {"cards": ["$performer"], "bowed": False, "keywords": ["Samurai"]},
    }
    accepted(ability)
    assert (
        compiled("Battle: Move your target Personality home.")["effects"][0]["choose"]["controller"]
        == "$controller"
    )
    assert "two costs of the same kind" in refused(
        "Battle: Destroy this card, and destroy your performing Samurai: Draw a card."
    )


def test_you_may_a_stat_bound_and_a_stat_now():
    effects = compiled("Battle: Choose your performing Personality: Straighten him. You may move him home.")[
        "effects"
    ]
    assert effects[1] == {"targets": "$performer", "move": "home", "optional": True}
    chosen = compiled("Battle: Bow a target enemy Personality with 2 or lower Force.")["effects"][0]["choose"]
    assert chosen["stats"] == {"force": {"at_most": 2}}
    text = "Battle: Target an enemy Personality: Give him -3F. Dishonor him if his Force is now 0."
    ability = compiled(text)
    assert ability["effects"][1]["while"] == {"subject": {"stats": {"force": {"at_least": 0, "at_most": 0}}}}
    accepted(ability)
    assert "chooses the target" in refused("Battle: Target an enemy Personality: You may bow him.")


@pytest.mark.parametrize(
    "text",
    [
        # Home has rules of its own (Tireless has the Desk's rule l5r.desk.tireless, from its reminder text:
        # test_l5r_compiler9_e.py; Absent is played since compiler 19, part E: l5r.desk.presence-not-checked)
        "Home Battle: Target an enemy Personality: Bow him.",
        "Battle: Choose your performing Samurai: Move him there.",
    ],
)
def test_keywords_and_words_with_rules_of_their_own_stay_not_played(text):
    assert refused(text)


def naruto_line(text: str, kind: str) -> dict | str:
    result = compile_clause("naruto", text, kind=kind, card_type="Character", clause_id="t1")
    return result.piece if result.played else result.reason


def test_naruto_characters_in_this_mission_have_a_power_bonus_while_the_card_is_in_play():
    piece = naruto_line("MAIN: [⧗] Other Team 7 characters in this mission have +1 Power.", "trait")
    team = {"type": "character", "keywords": ["Team 7"], "at": "$source", "not_cards": ["$source"]}
    assert piece == {"traits": [{"id": "t1", "affects": team, "stat": "power", "change": 1}]}
    strong = naruto_line("MAIN: [⧗] Characters with 4 Power or more in this mission have +1 Power.", "trait")
    assert strong["traits"][0]["affects"]["stats"] == {"power": {"at_least": 4}}
    # a continuous line cut as an effect, outside MAIN, or in play rather than in this mission: not read
    assert "reads otherwise" in naruto_line(
        "MAIN: [⧗] Every enemy character in this mission has -1 Power.", "ability"
    )
    assert naruto_line("AMBUSH: [⧗] Every enemy character in this mission has -1 Power.", "trait") == (
        "a continuous line outside MAIN"
    )
    assert "no family" in naruto_line("MAIN: [⧗] Every enemy character in play has -1 Power.", "trait")


def test_naruto_a_hidden_character():
    piece = naruto_line("SCORE: [↯] Defeat an enemy hidden character in play.", "ability")
    assert piece["effects"][0]["affects"] == {"type": "character", "controller": "$other", "hidden": True}


def test_a_quoted_ability_is_played_only_as_its_quoted_text_is():
    """Compiler 18, part G compiles a quoted ability as printed on the card given it: a quote the compiler
    does not play keeps the whole clause not played, with the quote's own reason."""
    text = 'Limited: Target a Personality: Give him the ability, "Battle: Bow him."'
    assert "quoted ability is not played" in refused(text)
    result = compile_clause(
        "l5r",
        'You have the ability, "Open: Gain 1 Honor."',
        kind="trait",
        card_type="Holding",
        clause_id="t1",
    )
    (trait,) = result.piece["traits"]
    assert trait["targets"] == "$controller"
    assert trait["grant_ability"]["effects"] == [{"targets": "$controller", "honor": 1}]


def naruto_accepted(piece: dict) -> None:
    """The scenario language takes the compiled effects or traits on a Naruto character (raises otherwise)."""
    card = {"type": "character", "owner": "A", "zone": "hand", **piece}
    parse_scenario(
        {"version": 1, "game": "naruto", "players": ["A", "B"], "cards": {"it": card}, "steps": []}
    )


def test_naruto_returned_to_hand_at_the_end_of_the_round():
    back = {"id": "t1", "trigger": {"event": "round_ends"}, "targets": "$source", "return_to_hand": True}
    for text in (
        "MAIN: [⧗] At the end of the round, you must return this character to your hand.",
        "MAIN: [⧗] At the end of the round, you must take back this character in hand.",
    ):
        assert naruto_line(text, "trait") == {"traits": [back]}
    naruto_accepted({"traits": [back]})
    # "you may" is a choice: its controller's, as it resolves (compiler 13, part N2: naruto.desk.may-trigger)
    assert naruto_line(
        "MAIN: [⧗] At the end of the round, you may return this card to your hand.", "trait"
    ) == {"traits": [{**back, "optional": True}]}
    # a condition before it that is not "if there isn't a <name> in this mission": not read
    assert "no family" in naruto_line(
        "MAIN: [⧗] If you have the Edge at the end of the round, you must return this character to your "
        "hand.",
        "trait",
    )


def test_naruto_cannot_be_hidden_or_defeated_by_enemy_effects():
    piece = naruto_line("MAIN: [⧗] Can't be hidden or defeated by enemy effects.", "trait")
    assert piece == {
        "traits": [
            {"id": "t1", "targets": "$source", "cannot_be": {"events": ["hide", "defeat"], "by": "enemy"}}
        ]
    }
    naruto_accepted(piece)
    group = naruto_line(
        "MAIN: [⧗] Friendly characters in this mission cannot be hidden by enemy effects.", "trait"
    )
    assert group["traits"][0]["affects"] == {
        "type": "character",
        "controller": "$controller",
        "at": "$source",
    }
    assert group["traits"][0]["cannot_be"] == {"events": ["hide"], "by": "enemy"}
    # "moved", or any effects rather than enemy ones: not read
    assert "no family" in naruto_line("MAIN: [⧗] Can't be hidden or moved by enemy effects.", "trait")
    assert "no family" in naruto_line("MAIN: [⧗] Can't be hidden or defeated.", "trait")


def test_naruto_may_be_played_as_an_upgrade_over_a_named_or_grouped_character():
    piece = naruto_line("MAIN: [⧗] You can play this character as an upgrade over Kiba Inuzuka.", "trait")
    assert piece == {
        "traits": [{"id": "t1", "may_upgrade_over": {"type": "character", "title": "Kiba Inuzuka"}}]
    }
    naruto_accepted(piece)
    group = naruto_line(
        "MAIN: [⧗] You can play this character as an upgrade over any Sound Village character.", "trait"
    )
    assert group["traits"][0]["may_upgrade_over"] == {"type": "character", "keywords": ["Sound Village"]}
    # a printed cost "or more" (compiler 9 reads "of 4 or less": test_naruto_compiler9.py): not read
    assert "no family" in naruto_line(
        "MAIN: [⧗] You can play this character as an upgrade over any character with a printed cost of 4 "
        "or more.",
        "trait",
    )


def test_naruto_effects_under_a_condition():
    piece = naruto_line("MAIN: If there's another Team 7 character in this mission, draw a card.", "ability")
    team = {"type": "character", "keywords": ["Team 7"], "at": "$source", "not_cards": ["$source"]}
    assert piece["effects"] == [{"id": "t1", "targets": "$controller", "draw": 1, "while": {"exists": team}}]
    naruto_accepted(piece)
    edge = naruto_line("MAIN: If you have the Edge, draw a card.", "ability")
    assert edge["effects"][0]["while"] == {"player_stat": "edge", "at_least": 1}
    # neither a group nor a known name, or "at least one other": not read
    assert "not a group" in naruto_line(
        "MAIN: If there's another Hokage Candidate character in this mission, draw a card.", "ability"
    )
    assert "corpus does not say" in naruto_line(  # refused with its reason (compiler 13, part N2)
        "MAIN: If there's a friendly character in this mission, draw a card.", "ability"
    )


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        (
            "MAIN: Move another Team 10 character from this mission.",
            {
                "choose": 1,
                "affects": {
                    "type": "character",
                    "keywords": ["Team 10"],
                    "at": "$source",
                    "not_cards": ["$source"],
                },
                "move_to_mission": True,
            },
        ),
        (
            "AMBUSH: Move one friendly character in this mission.",
            {
                "section": "ambush",
                "choose": 1,
                "affects": {"type": "character", "controller": "$controller", "at": "$source"},
                "move_to_mission": True,
            },
        ),
        (
            "SCORE: Defeat the weakest non-hidden enemy character in play.",
            {
                "section": "score",
                "choose": 1,
                "affects": {"type": "character", "hidden": False, "controller": "$other", "least": "power"},
                "defeat": True,
            },
        ),
        (
            "MAIN: Hide the non-hidden enemy character with the lowest cost in this mission.",
            {
                "choose": 1,
                "affects": {
                    "type": "character",
                    "hidden": False,
                    "controller": "$other",
                    "at": "$source",
                    "least": "cost",
                },
                "hide": True,
            },
        ),
        (
            "MAIN: Hide an upgraded character in this mission.",
            {"choose": 1, "affects": {"type": "character", "upgraded": True, "at": "$source"}, "hide": True},
        ),
        (
            "MAIN: Defeat a character with exactly Power 4 in this mission.",
            {
                "choose": 1,
                "affects": {
                    "type": "character",
                    "stats": {"power": {"at_least": 4, "at_most": 4}},
                    "at": "$source",
                },
                "defeat": True,
            },
        ),
        (
            "AMBUSH: Hide an enemy character in this mission with Power 5 or less.",
            {
                "section": "ambush",
                "choose": 1,
                "affects": {
                    "type": "character",
                    "controller": "$other",
                    "at": "$source",
                    "stats": {"power": {"at_most": 5}},
                },
                "hide": True,
            },
        ),
        (
            "MAIN: Look at a hidden character in play.",
            {"choose": 1, "affects": {"type": "character", "hidden": True}, "look_at": True},
        ),
        ("MAIN: Gain the Edge.", {"targets": "$controller", "gain_edge": True}),
    ],
)
def test_naruto_one_character_chosen_and_the_edge(text, effect):
    piece = naruto_line(text, "ability")
    assert piece == {"effects": [{"id": "t1", **effect}]}
    naruto_accepted(piece)


@pytest.mark.parametrize(
    "text",
    [
        "MAIN: Look at an enemy character in play.",  # not hidden: nothing to look at
        "MAIN: Look at the opponent's deck.",
        "MAIN: Move a friendly character to this mission from play.",  # (to this mission: move_here)
        "MAIN: Defeat the strongest enemy character in play.",
        "MAIN: Give the Edge to a friendly character.",  # (to the opponent: compiler 9, give_edge)
    ],
)
def test_naruto_near_wordings_stay_not_played(text):
    assert isinstance(naruto_line(text, "ability"), str)


def test_naruto_this_characters_power_under_a_condition_or_per_character():
    edge = naruto_line("MAIN: [⧗] If you have the Edge, this character has +2 Power.", "trait")
    assert edge == {
        "traits": [
            {"id": "t1", "stat": "power", "change": 2, "while": {"player_stat": "edge", "at_least": 1}}
        ]
    }
    naruto_accepted(edge)
    per = naruto_line(
        "MAIN: [⧗] This character has -1 Power for every other non-hidden friendly character in this "
        "mission.",
        "trait",
    )
    others = {
        "type": "character",
        "hidden": False,
        "controller": "$controller",
        "at": "$source",
        "not_cards": ["$source"],
    }
    assert per["traits"][0]["change"] == {"per": others, "each": -1}
    naruto_accepted(per)
    named = naruto_line(
        "MAIN: [⧗] If there's a friendly Tsunade or Shizune in this mission, this character has +1 Power.",
        "trait",
    )
    tsunade, shizune = (
        {"exists": {"type": "character", "controller": "$controller", "title": name, "at": "$source"}}
        for name in ("Tsunade", "Shizune")
    )
    assert named["traits"][0]["while"] == {"any": [tsunade, shizune]}
    naruto_accepted(named)
    # a condition judged at the end of the round, or "at least two other": not read
    assert isinstance(
        naruto_line(
            "MAIN: [⧗] If you don't have the Edge at the end of the round, this character has +2 Power.",
            "trait",
        ),
        str,
    )
    assert isinstance(
        naruto_line(
            "MAIN: [⧗] If you have at least two other friendly Leaf Village characters in this mission, "
            "CHAKRA +1.",
            "trait",
        ),
        str,
    )


def test_naruto_x_is_the_number_of_missions_and_mission_points_under_a_condition():
    sound_four = {"type": "character", "controller": "$controller", "keywords": ["Sound Four"]}
    for text, effect in (
        (
            "MAIN: POWERUP X. X is the number of missions where you have at least one friendly Sound Four "
            "character.",
            {"targets": "$source", "powerup": {"missions_with": sound_four}},
        ),
        (
            "MAIN: Draw X card(s). X is the number of missions where you have at least one friendly "
            "Sound Four "
            "character.",
            {"targets": "$controller", "draw": {"missions_with": sound_four}},
        ),
    ):
        piece = naruto_line(text, "ability")
        assert piece == {"effects": [{"id": "t1", **effect}]}
        naruto_accepted(piece)
    score = naruto_line(
        "SCORE: [↯] Gain 1 Mission point if there's another friendly Sand Village character in this mission.",
        "ability",
    )
    sand = {
        "type": "character",
        "controller": "$controller",
        "keywords": ["Sand Village"],
        "at": "$source",
        "not_cards": ["$source"],
    }
    assert score["effects"] == [
        {
            "id": "t1",
            "section": "score",
            "targets": "$controller",
            "gain_mission_points": 1,
            "while": {"exists": sand},
        }
    ]
    naruto_accepted(score)
    # X counted otherwise (the cost of a card, characters in play): not read
    for text in (
        "MAIN: POWERUP X where X is the cost of the discarded card.",
        "MAIN: POWERUP X where X is the number of characters in play.",
    ):
        assert isinstance(naruto_line(text, "ability"), str)


def test_naruto_x_is_the_number_of_characters_in_this_mission():
    for text, counted in (
        ("MAIN: POWERUP X where X is the number of characters in this mission.", {}),
        (
            "MAIN: POWERUP X where X is the number of friendly hidden characters in this mission.",
            {"controller": "$controller", "hidden": True},
        ),
    ):
        piece = naruto_line(text, "ability")
        matching = {"type": "character", **counted, "at": "$source"}
        assert piece == {
            "effects": [{"id": "t1", "targets": "$source", "powerup": {"cards_matching": matching}}]
        }
        naruto_accepted(piece)


def test_naruto_the_opponent_and_each_player_as_the_players_an_effect_acts_on():
    for text, effect in (
        ("MAIN: Opponent draws a card.", {"targets": "$opponent", "draw": 1}),
        ("MAIN: Opponent gains 1 Chakra.", {"targets": "$opponent", "gain_chakra": 1}),
        ("MAIN: Each player draws a card.", {"targets": ["$controller", "$opponent"], "draw": 1}),
    ):
        piece = naruto_line(text, "ability")
        assert piece == {"effects": [{"id": "t1", **effect}]}
        naruto_accepted(piece)
    # the opponent choosing, or both players gaining Chakra: not read
    for text in ("MAIN: Opponent draws a card and discards a card.", "MAIN: Each player gains 1 Chakra."):
        assert isinstance(naruto_line(text, "ability"), str)


def test_naruto_power_tokens_removed_up_to_n_or_all():
    enemy = {"type": "character", "controller": "$other"}
    for text, removed, place in (
        ("MAIN: Remove up to 2 Power tokens from an enemy character in play.", {"up_to": 2}, {}),
        (
            "AMBUSH: [↯] Remove up to 2 Power tokens from an enemy character in this mission and put them on "
            "this character.",
            {"up_to": 2, "onto_source": True},
            {"at": "$source"},
        ),
        ("UPGRADE: Remove all Power tokens from an enemy character in play.", {"all": True}, {}),
    ):
        effect = naruto_line(text, "ability")["effects"][0]
        assert effect["choose"] == 1
        assert effect["affects"] == {**enemy, **place}
        assert effect["remove_power_tokens"] == removed
        naruto_accepted({"effects": [effect]})
    # tokens removed from every character, or put elsewhere: not read
    for text in (
        "MAIN: Remove up to 2 Power tokens from every enemy character in play.",
        "MAIN: Remove up to 2 Power tokens from an enemy character in play and put them on another one.",
    ):
        assert isinstance(naruto_line(text, "ability"), str)


def test_naruto_powerup_when_a_character_is_played_here():
    text = "MAIN: [⧗] When a non-hidden enemy character is played in this mission, POWERUP 1."
    piece = naruto_line(text, "trait")
    played = {"type": "character", "hidden": False, "controller": "$other", "at": "$source"}
    trigger = {"event": "played", "of": played}
    assert piece == {"traits": [{"id": "t1", "trigger": trigger, "targets": "$source", "powerup": 1}]}
    naruto_accepted(piece)


def test_this_personality_on_an_attachment_is_its_bearer():
    ability = compiled("Battle, Bow: Straighten this Personality.", card_type="Item")
    assert ability["cost"] == {"bow": "$source"}
    assert ability["effects"] == [{"targets": "$bearer", "straighten": True}]
    accepted(ability, card_type="item")
    spell = compiled("Battle: Give this Shugenja +2F.", card_type="Spell")
    assert spell["effects"] == [
        {"targets": "$bearer", "stat": "force", "change": 2, "duration": "end_of_turn"}
    ]
    accepted(spell, card_type="spell")
    shugenja = compiled("Battle: Give this Shugenja +2F.", card_type="Personality")
    assert shugenja["effects"][0]["targets"] == "$source"
    # a Holding has no bearer; an Item is borne by a Personality, not a Shugenja
    assert "on a holding" in refused("Battle: Straighten this Personality.", card_type="Holding")
    assert "on a item" in refused("Battle: Give this Shugenja +2F.", card_type="Item")


def test_a_card_naming_itself_is_this_card():
    ability = compiled(
        "Battle: Any number of times per turn, bow Hiro: Ranged 4 Attack.",
        card_type="Personality",
        title="Tsuruchi Hiro",
    )
    assert ability["cost"] == {"bow": "$source"}
    accepted(ability, card_type="personality")
    full = compiled("Battle: Bow Sanshu Denki: Gain 1 Honor.", card_type="Personality", title="Sanshu Denki")
    assert full["cost"] == {"bow": "$source"}
    # the family name is shared with other cards, and a filter naming a kind of card is no name: not read
    assert refused("Battle: Bow Tsuruchi: Gain 1 Honor.", card_type="Personality", title="Tsuruchi Hiro")
    assert refused("Battle: Bow a target Hiro: Gain 1 Honor.", card_type="Personality", title="Tsuruchi Hiro")
    # a word the grammar reads is never read as the card's name (Bishamon's Bow)
    bow = compiled("Battle, Bow: Gain 1 Honor.", card_type="Item", title="Bishamon's Bow")
    assert bow["cost"] == {"bow": "$source"} and bow["designators"] == ["Battle"]


def test_naruto_substitutions_round_end_conditions_and_moves():
    instead = naruto_line("MAIN: [⧗] If this character would be defeated, hide it instead.", "trait")
    hide = {"hide": True, "targets": "$source"}
    assert instead == {
        "traits": [{"id": "t1", "targets": "$source", "instead": {"of": "defeat", "do": hide}}]
    }
    naruto_accepted(instead)
    enemy = naruto_line(
        "MAIN: [⧗] If this character would be moved or defeated by enemy effects, instead hide them.", "trait"
    )
    assert [(t["id"], t["instead"]["of"], t["instead"]["from_players"]) for t in enemy["traits"]] == [
        ("t1", "move", "other"),
        ("t1.2", "defeat", "other"),
    ]
    naruto_accepted(enemy)
    unless = naruto_line(
        "MAIN: [⧗] If there isn't a Kiba Inuzuka in this mission at the end of the round, you must return "
        "this character to your hand.",
        "trait",
    )
    kiba = {"type": "character", "title": "Kiba Inuzuka", "at": "$source"}
    assert unless["traits"][0]["while"] == {"not": {"exists": kiba}}
    naruto_accepted(unless)
    moved = naruto_line(
        "MAIN: [⧗] When this character moves to a different mission, look at a hidden character in that "
        "mission.",
        "trait",
    )
    assert moved["traits"][0]["trigger"] == {"event": "moved", "card": "$source"}
    naruto_accepted(moved)
    # hidden instead of something other than hiding, or as an effect line: not read
    assert isinstance(
        naruto_line("MAIN: [⧗] If this character would be defeated, defeat it instead.", "trait"), str
    )
    assert isinstance(
        naruto_line("MAIN: If this character would be defeated, hide it instead.", "ability"), str
    )


def test_naruto_all_others_with_less_power_the_opponents_discard_and_the_top_of_the_deck():
    every = naruto_line(
        "MAIN: Hide all other characters in this mission with less Power than this character.", "ability"
    )
    weaker = {
        "type": "character",
        "at": "$source",
        "not_cards": ["$source"],
        "stats": {"power": {"less_than": "$source"}},
    }
    assert every == {"effects": [{"id": "t1", "affects": weaker, "hide": True}]}
    naruto_accepted(every)
    discard = naruto_line("SCORE: [↯] Opponent discards a card from hand.", "ability")
    assert discard["effects"][0]["decider"] == "opponent"
    naruto_accepted(discard)
    top = naruto_line(
        "UPGRADE: Look at the 3 top cards of your deck, reveal and draw any Summon characters, then put back "
        "the other cards.",
        "ability",
    )
    summons = {
        "type": "character",
        "zone": "deck",
        "owner": "$controller",
        "deck_top": 3,
        "keywords": ["Summon"],
    }
    assert top["effects"] == [
        {"id": "t1", "section": "upgrade", "targets": "$controller", "look_at_top": 3},
        {"id": "t1.2", "section": "upgrade", "affects": summons, "put_into_hand": True},
    ]
    naruto_accepted(top)
    # neither a group nor a known name: not read; "all" without "in this mission": not read
    assert "not a group" in naruto_line(
        "UPGRADE: Look at the 3 top cards of your deck, reveal and draw any Hokage Candidate characters, "
        "then put back the other cards.",
        "ability",
    )
    assert isinstance(
        naruto_line("MAIN: Hide all other characters with less Power than this character.", "ability"), str
    )


def test_naruto_a_weaker_friendly_character_here_as_a_condition():
    piece = naruto_line(
        "MAIN: If there is a friendly non-hidden character with less Power than this character in this "
        "mission, draw a card.",
        "ability",
    )
    weaker = {
        "type": "character",
        "controller": "$controller",
        "hidden": False,
        "at": "$source",
        "stats": {"power": {"less_than": "$source"}},
    }
    assert piece["effects"][0]["while"] == {"exists": weaker}
    naruto_accepted(piece)
    # "a friendly character in this mission" (this one included?): not read
    assert "corpus does not say" in naruto_line(  # refused with its reason (compiler 13, part N2)
        "MAIN: If there's a friendly character in this mission, draw a card.", "ability"
    )


def test_a_reaction_after_this_card_enters_play_wins_a_duel_or_is_targeted():
    enters = compiled("Reaction: After Kikushima enters play, gain 1 Honor.", "Personality", "Kikushima")
    assert enters == {
        "id": "a1",
        "designators": ["Reaction"],
        "trigger": {"event": "enters_play", "card": "$source"},
        "effects": [{"targets": "$controller", "honor": 1}],
    }
    accepted(enters, "personality")
    duel = compiled("Reaction: After this Personality wins a duel: Straighten him.", "Item")
    assert duel["trigger"] == {"event": "duel_won", "card": "$bearer"}  # an Item's "this Personality"
    assert duel["effects"] == [{"targets": "$bearer", "straighten": True}]
    accepted(duel, "item")
    targeted = compiled(
        "Reaction: Once per battle, after another player targets this Personality with an action, bow this "
        "card: Give him +2F.",
        "Personality",
    )
    assert targeted["trigger"] == {"event": "targeted", "card": "$source", "by": "other"}
    assert targeted["limit"] == {"times": 1, "per": "battle"} and targeted["cost"] == {"bow": "$source"}
    assert compiled("Reaction: After an action targets this card: Bow it.", "Holding")["trigger"] == {
        "event": "targeted",
        "card": "$source",
    }
    dishonor = compiled("Political Reaction: After this card enters play, target a Samurai: Dishonor him.")
    assert dishonor["keywords"] == ["Political"] and dishonor["effects"][0]["choose"]["keywords"] == [
        "Samurai"
    ]


def test_a_reaction_after_a_kind_of_card_enters_play_is_destroyed_or_wins_a_duel():
    yours = compiled("Reaction: After one of your Samurai Personalities is destroyed, gain 2 Honor.")
    assert yours["trigger"] == {
        "event": "destroyed",
        "of": {"keywords": ["Samurai"], "type": "personality", "controller": "$controller"},
    }
    accepted(yours)
    control = compiled("Reaction: After a Personality you control wins a duel: Draw a card.")
    assert control["trigger"] == {
        "event": "duel_won",
        "of": {"type": "personality", "controller": "$controller"},
    }
    ring = compiled("Reaction: After a Ring enters play: Gain 1 Honor.")
    assert ring["trigger"] == {"event": "enters_play", "of": {"type": "ring"}}
    assert compiled("Reaction: After your Personality is destroyed: Draw a card.")["trigger"]["of"] == {
        "type": "personality",
        "controller": "$controller",
    }
    # "him" is no card the trigger names ("of" is a kind of card); the card's own destruction is out of play
    assert "without a target" in refused("Reaction: After one of your Personalities is destroyed: Bow him.")
    assert "out of play" in refused("Reaction: After this card is destroyed, gain 1 Honor.", "Holding")
    assert "out of play" in refused("Reaction: After this Personality is destroyed: Gain 1 Honor.", "Item")
    assert "no family" in refused(
        "Reaction: After one of your Personalities is destroyed during battle: Draw a card."
    )


@pytest.mark.parametrize(
    "text, card_type, reason",
    [
        # which Province a card entered play from is not read ("After another player's Battle action targets
        # this Personality" is played since compiler 15, part B: the targeting window knows the action's kind;
        # "enters play from a province" is played now: entered_from.py)
        ("Reaction: After this card enters play from this Province: Gain 1 Honor.", "Personality",
         "which Province"),
        ("Reaction: After this Follower enters play: Gain 1 Honor.", "Personality",
         "'this Follower' on a personality"),
        ("Reaction: Draw a card.", "Personality", "a Reaction without a trigger"),
        ("Battle: After this card enters play, draw a card.", "Personality", "a trigger without it"),
        # (a limit per action: refused with its reason since compiler 19, part J)
        ("Reaction: Any number of times per turn, but only once per action, after an action targets this "
         "card: Bow it.", "Holding", "a limit once per action"),
    ],
)  # fmt: skip
def test_reaction_triggers_the_engine_lacks_stay_not_played(text, card_type, reason):
    assert reason in refused(text, card_type)


def _reaction_answers(text: str, steps: list, asks: list) -> list:
    ability = compiled(text, "Personality")
    cards = {
        "mine": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2},
                 "abilities": [ability]},
        "other": {"type": "personality", "owner": "me", "zone": "hand", "stats": {"force": 2, "chi": 2},
                  "abilities": [dict(ability, trigger={**ability["trigger"], "card": "$source"})]},
    }  # fmt: skip
    players = [{"id": "me", "family_honor": 10}, "opp"]
    data = {"game": "l5r", "players": players, "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps, *asks]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def _target_mine(by: str) -> dict:
    dishonor = {"id": "hit", "choose": {"type": "personality"}, "targeting": True, "dishonor": True}
    return {"action": {"id": "atk", "by": by, "effects": [dishonor]}, "decide": {"hit": "mine"}}


def test_a_compiled_reaction_is_used_only_right_after_its_trigger():
    text = "Reaction: After another player targets this Personality with an action: Give him +2F."
    use = {"use": {"id": "u", "card": "mine", "ability": "a1", "by": "me"}}
    asks = [{"ask": {"successful": "u"}}, {"ask": {"stat": "force", "card": "mine"}}]
    assert _reaction_answers(text, [_target_mine("opp"), use], asks) == [True, 4]
    assert _reaction_answers(text, [_target_mine("me"), use], asks) == [False, 2]  # its own player's action
    later = {"enter_play": {"card": "other", "to": "home"}}
    assert _reaction_answers(text, [_target_mine("opp"), later, use], asks) == [False, 2]  # the window closed
    honor = "Reaction: After this card enters play: Gain 2 Honor."
    use_other = {"use": {"id": "u", "card": "other", "ability": "a1", "by": "me"}}
    asks = [{"ask": {"successful": "u"}}, {"ask": {"stat": "family_honor", "player": "me"}}]
    assert _reaction_answers(honor, [later, use_other], asks) == [True, 12]
    assert _reaction_answers(honor, [_target_mine("opp"), use_other], asks) == [False, 10]


def test_a_compiled_reaction_to_one_of_your_personalities_destroyed_ignores_another_players():
    text = "Reaction: After one of your Personalities is destroyed, gain 2 Honor."
    kill = {"id": "hit", "choose": {"type": "personality"}, "targeting": True, "destroy": True}
    asks = [{"ask": {"successful": "u"}}, {"ask": {"stat": "family_honor", "player": "me"}}]
    for owner, answers in (("me", [True, 12]), ("opp", [False, 10])):
        cards = {
            "watch": {
                "type": "holding",
                "owner": "me",
                "zone": "home",
                "abilities": [compiled(text, "Holding")],
            },
            "mine": {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 2, "chi": 2}},
        }
        steps = [
            {"begin": {"name": "turn", "player": "me"}},
            {"action": {"id": "atk", "by": "opp", "effects": [kill]}, "decide": {"hit": "mine"}},
            {"use": {"id": "u", "card": "watch", "ability": "a1", "by": "me"}},
        ]
        players = [{"id": "me", "family_honor": 10}, "opp"]
        data = {"game": "l5r", "players": players, "cards": cards, "steps": steps + asks}
        assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == answers


def test_naruto_chakra_plus_n_under_a_condition():
    bonus = {"id": "t1", "targets": "$controller", "stat": "chakra_bonus", "change": 1}
    enemy = {"type": "character", "hidden": False, "controller": "$other", "at": "$source"}
    leaf = {
        "type": "character",
        "controller": "$controller",
        "keywords": ["Leaf Village"],
        "at": "$source",
        "not_cards": ["$source"],
    }
    for text, condition in (
        ("MAIN: [⧗] CHAKRA +1.", None),
        ("MAIN: [⧗] Chakra + 1", None),
        ("MAIN: [⧗] If there's at least one non-hidden enemy character in this mission, CHAKRA +1 .", enemy),
        (
            "MAIN: [⧗] If you have at least one other friendly Leaf Village character in this mission, "
            "CHAKRA +1.",
            leaf,
        ),
    ):
        trait = {**bonus, **({"while": {"exists": condition}} if condition else {})}
        assert naruto_line(text, "trait") == {"traits": [trait]}, text
        naruto_accepted({"traits": [trait]})
    no_edge = naruto_line("MAIN: [⧗] If you don't have the Edge, CHAKRA +2.", "trait")
    assert no_edge["traits"][0]["while"] == {"not": {"player_stat": "edge", "at_least": 1}}
    assert no_edge["traits"][0]["change"] == 2
    # a name the compiler does not know, X, or the opponent alone (compiler 9 reads "If Akamaru is in the same
    # mission": test_naruto_compiler9.py; compiler 14 "for both players": test_cardtext_c14_n.py): not read
    for text in (
        "MAIN: [⧗] If Haku is in the same mission, CHAKRA +1 .",
        "MAIN: [⧗] CHAKRA +1 for the opponent.",
        "MAIN: [⧗] CHAKRA +X X is the number of missions where you have at least one friendly Sound Four "
        "character.",
    ):
        assert isinstance(naruto_line(text, "trait"), str), text


def test_naruto_if_you_do_and_a_two_part_powerup():
    rest = {"must": True, "if_able": True, "if_you_do": "t1"}
    own_card = {"choose": 1, "affects": {"zone": "hand", "owner": "$controller"}, "discard_from_hand": True}
    piece = naruto_line("UPGRADE: Draw 1 card. If you do so, you must discard 1 card.", "ability")
    assert piece == {
        "effects": [
            {"id": "t1", "section": "upgrade", "targets": "$controller", "draw": 1},
            {"id": "t1.2", "section": "upgrade", **own_card, **rest},
        ]
    }
    naruto_accepted(piece)
    hide = naruto_line(
        "MAIN: Discard a card. If you do, hide an enemy character with Power 4 or less in this mission.",
        "ability",
    )
    assert hide["effects"][0] == {"id": "t1", **own_card}
    assert hide["effects"][1]["hide"] is True and hide["effects"][1]["if_you_do"] == "t1"
    naruto_accepted(hide)
    both = naruto_line("MAIN: POWERUP 2. POWERUP 1 another character.", "ability")
    another = {"choose": 1, "affects": {"type": "character", "not_cards": ["$source"]}, "powerup": 1}
    assert both["effects"] == [
        {"id": "t1", "targets": "$source", "powerup": 2},
        {"id": "t1.2", **another, **rest},
    ]
    naruto_accepted(both)
    # two cards discarded, X+1, a cost of two cards ("discard 2 cards to ..."), two cards put on the deck: not
    # read (compiler 9 reads "Discard a card to ...", one card put on top: test_naruto_compiler9.py)
    for text in (
        "MAIN: Discard 2 cards. If you do, draw a card.",
        "MAIN: Discard a card. If you do, POWERUP X+1 where X is the number of enemy characters here.",
        "AMBUSH: [↯] Discard 2 cards to hide a character in play with cost 3 or less.",
        "MAIN: Draw 1 card. If you do, you must put 2 cards from your hand on top of your deck.",
        "MAIN: POWERUP 2. POWERUP 1 another character. Draw a card.",
    ):
        assert isinstance(naruto_line(text, "ability"), str), text


def naruto_card(*lines: str):
    clauses = [(f"a{i}", "ability", line) for i, line in enumerate(lines, 1)]
    return compile_card("naruto", "Character", clauses)


def test_naruto_main_effect_instead_is_the_main_effect_changed_when_played_as_an_upgrade():
    ino = naruto_card(
        "MAIN: Take control of an enemy character with cost 2 or less in this mission.",
        "UPGRADE: MAIN effect: Instead, the cost limit is 3 or less.",
    )
    main, upgrade = ino.fields["effects"]
    enemy = {"type": "character", "controller": "$other", "at": "$source"}
    assert main == {
        "id": "a1",
        "choose": 1,
        "affects": {**enemy, "stats": {"cost": {"at_most": 2}}},
        "take_control": True,
    }
    assert upgrade == {
        **main,
        "id": "a2",
        "section": "upgrade",
        "replaces": "a1",
        "affects": {**enemy, "stats": {"cost": {"at_most": 3}}},
    }
    naruto_accepted(ino.fields)
    tayuya = naruto_card(
        "MAIN: Hide an enemy character with Power 5 or less in this mission and another enemy character with "
        "Power 2 or less in play.",
        "UPGRADE: MAIN effect: Instead, defeat both of them.",
    )
    hide, defeat = tayuya.fields["effects"]
    assert len(hide["choose"]) == 2 and hide["hide"] is True
    assert defeat["choose"] == hide["choose"] and defeat["defeat"] is True and "hide" not in defeat
    assert defeat["replaces"] == "a1"
    naruto_accepted(tayuya.fields)
    kisame = naruto_card(
        "MAIN: Remove up to 2 Power tokens from an enemy character in play and put them on this character.",
        "UPGRADE: MAIN effect: Instead, remove all Power tokens and put them on this character.",
    )
    assert kisame.fields["effects"][1]["remove_power_tokens"] == {"all": True, "onto_source": True}
    naruto_accepted(kisame.fields)
    # the change does not fit the MAIN effect, or the MAIN effect is not played: not played
    for lines in (
        (
            "MAIN: Defeat an enemy character with Power 3 or less in play.",
            "UPGRADE: MAIN effect: Instead, the cost limit is 3 or less.",
        ),
        ("MAIN: Hide an enemy character in play.", "UPGRADE: MAIN effect: Instead, defeat both of them."),
        (
            "MAIN: Copy an instant effect of an enemy character.",
            "UPGRADE: MAIN effect: Instead, the cost limit is 3 or less.",
        ),
        ("MAIN: Hide an enemy character in play.", "AMBUSH: MAIN effect: Instead, defeat both of them."),
    ):
        card = naruto_card(*lines)
        assert not card.clauses["a2"].played, lines
        assert card.fields.get("effects", [{}])[-1].get("section") != "upgrade"


def test_naruto_enemy_characters_cannot_move_from_this_mission():
    piece = naruto_line("MAIN: [⧗] Enemy characters cannot move from this mission.", "trait")
    enemies = {"type": "character", "controller": "$other", "at": "$source"}
    cannot = {"events": ["move"], "by": "any"}
    assert piece == {"traits": [{"id": "t1", "affects": enemies, "cannot_be": cannot}]}
    naruto_accepted(piece)
    # moving to this mission, or only by enemy effects: not read
    for text in (
        "MAIN: [⧗] Enemy characters cannot move to this mission.",
        "MAIN: [⧗] Enemy characters cannot move from this mission by enemy effects.",
    ):
        assert isinstance(naruto_line(text, "trait"), str), text


def test_naruto_steal_chakra_from_the_opponent():
    piece = naruto_line("MAIN: Steal 1 Chakra from the opponent pool.", "ability")
    assert piece == {"effects": [{"id": "t1", "targets": "$opponent", "steal_chakra": 1}]}
    naruto_accepted(piece)
    assert isinstance(naruto_line("MAIN: Steal 1 Chakra from a friendly character.", "ability"), str)


def test_naruto_you_must_choose_two_characters_and_defeat_them_if_able():
    text = (
        "UPGRADE: You must choose a friendly non-hidden character and any enemy character in this mission "
        "and defeat them, if able."
    )
    (effect,) = naruto_line(text, "ability")["effects"]
    friendly = {"type": "character", "controller": "$controller", "hidden": False, "at": "$source"}
    enemy = {"type": "character", "controller": "$other", "at": "$source"}
    assert effect == {
        "id": "t1",
        "section": "upgrade",
        "must": True,
        "if_able": True,
        "choose": [friendly, enemy],
        "defeat": True,
    }
    naruto_accepted({"effects": [effect]})
    # without "if able", or "each": not read
    for text in (
        "UPGRADE: You must choose a friendly character and any enemy character in this mission and "
        "defeat them.",
        "UPGRADE: You must choose each friendly character and any enemy character in this mission and defeat "
        "them, if able.",
    ):
        assert isinstance(naruto_line(text, "ability"), str), text


def test_naruto_look_at_the_opponents_hand_and_in_addition_discard_from_it():
    card = naruto_card(
        "MAIN: Look at the opponent's hand.",
        "UPGRADE: MAIN effect: In addition, choose 1 card in the opponent's hand and discard it.",
    )
    look, discard = card.fields["effects"]
    assert look == {"id": "a1", "targets": "$opponent", "look_at_hand": True}
    theirs = {"zone": "hand", "controller": "$other"}
    assert discard == {
        "id": "a2",
        "section": "upgrade",
        "choose": 1,
        "affects": theirs,
        "discard_from_hand": True,
        "must": True,
        "if_able": True,
        "if_you_do": "a1",
    }
    naruto_accepted(card.fields)
    # the UPGRADE line before the MAIN one, or two cards: not played
    before = naruto_card(
        "UPGRADE: MAIN effect: In addition, choose 1 card in the opponent's hand and discard it.",
        "MAIN: Look at the opponent's hand.",
    )
    assert not before.clauses["a1"].played and before.clauses["a2"].played
    two = naruto_card(
        "MAIN: Look at the opponent's hand.",
        "UPGRADE: MAIN effect: In addition, choose 2 card in the opponent's hand and discard it.",
    )
    assert not two.clauses["a2"].played


def _restriction(text: str, card_type: str) -> dict:
    result = compile_clause("l5r", text, kind="trait", card_type=card_type, clause_id="t1")
    assert result.played, result.reason
    assert result.family == "attach restriction"
    return result.piece


@pytest.mark.parametrize(("text", "card_type", "piece"), [
    ("Will not attach Followers or Items.", "Personality",
     {"refuses_attachments": [{"type": "follower"}, {"type": "item"}]}),
    ("Will not attach non-Ninja Followers.", "Personality",
     {"refuses_attachments": [{"type": "follower", "not_keywords": ["Ninja"]}]}),
    ("Will only attach to a Samurai or Bushi.", "Follower",
     {"attaches_only_to": [{"keywords": ["Samurai"]}, {"keywords": ["Bushi"]}]}),
    ("Will only attach to a Crab Clan Personality.", "Item",
     {"attaches_only_to": [{"type": "personality", "keywords": ["Crab Clan"]}]}),
    # Shadowlands is a printed keyword (every Shadowlands-clan Personality carries it)
    ("Will only attach to a Shadowlands Personality.", "Item",
     {"attaches_only_to": [{"type": "personality", "keywords": ["Shadowlands"]}]}),
    ("Will not attach to a Shadowlands Personality.", "Follower",
     {"refuses_bearers": [{"type": "personality", "keywords": ["Shadowlands"]}]}),
])  # fmt: skip
def test_attach_restrictions_compile_onto_the_card_fields(text, card_type, piece):
    assert _restriction(text, card_type) == piece
    hero = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}}
    card = {"type": card_type.lower(), "owner": "me", "zone": "home", **piece}
    parse_scenario({"game": "l5r", "players": ["me"], "cards": {"it": card, "hero": hero}, "steps": []})


@pytest.mark.parametrize(("text", "card_type"), [
    ("Will only attach to a Naga Personality.", "Item"),  # a clan name alone
    ("Will not attach to a Crab Personality.", "Item"),  # a clan name alone
    ("Will not attach to a Human Personality.", "Item"),  # no Human keyword
    ("Will not attach to a Shadowlands Holding.", "Item"),  # a bearer other than a Personality
    ("Will not attach to a Shadowlands Personality.", "Personality"),  # a Personality attaches to nothing
    ("Will only attach to a Human.", "Follower"),  # no Human keyword
    ("Will not attach Items, unless they are Armors or Weapons.", "Personality"),
    ("Will only attach to a Samurai.", "Personality"),  # a Personality attaches to nothing
    ("Will not attach Followers.", "Item"),
])  # fmt: skip
def test_near_attach_restrictions_are_refused(text, card_type):
    result = compile_clause("l5r", text, kind="trait", card_type=card_type, clause_id="t1")
    assert not result.played and not result.piece


def test_a_second_will_only_attach_clause_is_not_played():
    from rulings.engine.cardtext.compiler import compile_card

    clauses = [
        ("t1", "trait", "Will only attach to a Samurai."),
        ("t2", "trait", "Will only attach to a Courtier."),
    ]
    compiled_card = compile_card("l5r", "Item", clauses)
    assert compiled_card.clauses["t1"].played and not compiled_card.clauses["t2"].played
    assert compiled_card.fields == {"attaches_only_to": [{"keywords": ["Samurai"]}]}


# --- L5R statics and keywords (compiler version 7) ---


def _static(text: str, card_type: str) -> tuple[dict, str]:
    result = compile_clause("l5r", text, kind="trait", card_type=card_type, clause_id="t1")
    assert result.played, result.reason
    return result.piece, result.family


UNIT_MINUS_2 = {"change": -2, "targeting": "this_unit"}


@pytest.mark.parametrize(("text", "strength"), [
    ("Ranged Attacks targeting cards in this unit have -2 strength.", UNIT_MINUS_2),
    ("Ranged Attacks targeting a card in this unit have -2 strength.", UNIT_MINUS_2),
    ("Melee and Ranged Attacks targeting cards in this unit have -3 strength.",
     {"change": -3, "targeting": "this_unit", "attacks": "any"}),
    ("Melee Attacks targeting cards in this unit have -2 strength.",
     {"change": -2, "targeting": "this_unit", "attacks": "melee"}),
])  # fmt: skip
def test_attacks_targeting_cards_in_this_unit_have_a_strength_change(text, strength):
    piece, family = _static(text, "Follower")
    assert family == "attack strength"
    assert piece == {"traits": [{"id": "t1", "attack_strength": strength}]}


@pytest.mark.parametrize(("force", "destroyed"), [(3, False), (1, True)])
def test_a_compiled_attack_strength_trait_plays_on_a_ranged_attack(force, destroyed):
    """A Ranged 4 Attack on a card in the unit of a Follower whose text gives such attacks -2 strength has
    strength 2: it does not destroy a 3F Follower there, it destroys a 1F one."""
    piece, _ = _static("Ranged Attacks targeting cards in this unit have -2 strength.", "Follower")
    cards = {
        "captain": {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
                    "stats": {"force": 3, "chi": 2}},
        "wardens": {"type": "follower", "owner": "me", "attached_to": "captain", "stats": {"force": 1},
                    **piece},
        "spears": {"type": "follower", "owner": "me", "attached_to": "captain", "stats": {"force": force}},
        "other": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True,
                  "stats": {"force": 2, "chi": 2}},
    }  # fmt: skip
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"action": {"id": "volley", "by": "opp", "source": "other",
                    "effects": [{"targets": "spears", "ranged_attack": {"strength": 4}}]}},
        {"ask": {"destroyed": "spears"}},
    ]  # fmt: skip
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(doc)).to_dict()
    assert result["answers"][0]["answer"]["value"] is destroyed
    assert any(n.get("rule") == "l5r.desk.attack-strength" for n in result["trace"])


@pytest.mark.parametrize(("text", "card_type"), [
    # the card itself (not its unit) is compiler 9 part E's `targeting: this_card`: test_l5r_compiler9_e.py
    ("Ranged Attacks targeting this Personality have -2 strength.", "Holding"),
    # ("Your Ranged Attacks have +1 strength." is played since compiler 19, part I; not on a Strategy)
    ("Your Ranged Attacks have +1 strength.", "Strategy"),
    ("Ranged Attacks targeting cards in this unit have -2 strength.", "Holding"),  # no unit
    ("Fear effects, Melee Attacks, and Ranged Attacks targeting cards in this unit have -2 strength.",
     "Item"),
])  # fmt: skip
def test_near_attack_strength_statics_are_refused(text, card_type):
    result = compile_clause("l5r", text, kind="trait", card_type=card_type, clause_id="t1")
    assert not result.played and not result.piece


def test_you_have_a_maximum_hand_size_change_is_a_trait_on_the_controller():
    piece, family = _static("You have -1 maximum hand size.", "Personality")
    assert family == "maximum hand size"
    trait = {"id": "t1", "targets": "$controller", "stat": "hand_size_bonus", "change": -1}
    assert piece == {"traits": [trait]}
    geisha = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 0, "chi": 1}, **piece}
    steps = [{"ask": {"stat": "hand_size_bonus", "player": "me"}}]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": {"geisha": geisha}, "steps": steps}
    assert evaluate(parse_scenario(doc)).answers[0]["answer"]["value"] == -1


@pytest.mark.parametrize("text", [
    # ("Other players have -1 maximum hand size." is played since compiler 19, part C: $other_players)
    "You have +1 maximum hand size and all other players have -1 maximum hand size.",
    # ("Your maximum hand size is increased by 1." is played since compiler 15, part H: card features name an
    # increase a bonus)
    "You have no maximum hand size.",
])  # fmt: skip
def test_near_hand_size_statics_are_refused(text):
    result = compile_clause("l5r", text, kind="trait", card_type="Holding", clause_id="t1")
    assert not result.played and not result.piece


@pytest.mark.parametrize("text", [
    "Battle: Fear 2.",
    "Battle: Fear 2 (Bow a target enemy Follower, or Personality without Followers, with 2 or lower Force).",
    "Battle: Fear 2 (Bow a target enemy Follower or Personality without Followers with 2 or lower Force).",
])  # fmt: skip
def test_fear_n_is_the_fear_op_on_a_target_its_reminder_names(text):
    ability = compiled(text, "Personality")
    enemy = {"in_play": True, "controller": "$other", "type": ["follower", "personality"],
             "without_attached": {"type": "follower"}}  # fmt: skip
    assert ability["effects"] == [{"choose": enemy, "targeting": True, "fear": {"strength": 2}}]
    accepted(ability, "personality")


@pytest.mark.parametrize("text", [
    "Battle: Fear 3 (Bow a target enemy Follower, or Personality without Followers, with 2 or lower Force).",
    # "Fear 2, or Fear 4 if the target is a Follower." is played since compiler 20, part E; a condition on
    # another card than the target is not
    "Battle: Fear 2, or Fear 4 if this card is defending.",
    "Battle: Fear 2 that destroys Followers after it bows them.",
    "Battle: Fear equal to Shaido's Force.",
    "Fear Battle: Fear 2.",  # the Fear ability keyword: no rule the Desk holds
])  # fmt: skip
def test_near_fear_wordings_are_refused(text):
    refused(text, "Personality")


@pytest.mark.parametrize("text", ["Your Provinces have +2 strength.", "Your provinces have +2 Strength."])
def test_your_provinces_strength_is_your_strongholds_province_strength(text):
    """The Desk holds a player's Provinces' strength as his Stronghold's Province Strength
    (l5r.desk.provinces), as Fortifications' hand-written script writes it."""
    piece, family = _static(text, "Holding")
    assert family == "province strength"
    trait = {"id": "t1", "affects": {"type": "stronghold", "controller": "$controller"},
             "stat": "province_strength", "change": 2}  # fmt: skip
    assert piece == {"traits": [trait]}
    keep = {"type": "holding", "owner": "me", "zone": "home", **piece}
    castle = {"type": "stronghold", "owner": "me", "zone": "home", "stats": {"province_strength": 5}}
    theirs = {"type": "stronghold", "owner": "opp", "zone": "home", "stats": {"province_strength": 5}}
    steps = [{"ask": {"stat": "province_strength", "card": c}} for c in ("castle", "theirs")]
    doc = {"game": "l5r", "players": ["me", "opp"], "steps": steps,
           "cards": {"keep": keep, "castle": castle, "theirs": theirs}}  # fmt: skip
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers] == [7, 5]


@pytest.mark.parametrize("text", [
    "This Province has +2 strength.",  # one Province: the Desk holds one strength for all of them
    "Other players' provinces have -1 strength.",
    # ("... while another player controls a dishonorable Personality." is played since compiler 15, part H)
])  # fmt: skip
def test_near_province_strength_statics_are_refused(text):
    result = compile_clause("l5r", text, kind="trait", card_type="Region", clause_id="t1")
    assert not result.played and not result.piece


# --- end of L5R statics and keywords ---

# -- compiler version 7 (L5R actions): a targeted player, attachments, control, a keyword given


def _honor_after(ability: dict, use: dict) -> list:
    """Each player's Family Honor after the compiled ability (on a Strategy in hand) is used."""
    card = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability]}
    players = [{"id": p, "family_honor": 5} for p in ("me", "opp")]
    asks = [{"ask": {"stat": "family_honor", "player": p["id"]}} for p in players]
    use = {"use": {"card": "it", "ability": "a1", "by": "me", **use}}
    data = {"game": "l5r", "players": players, "cards": {"it": card},
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use, *asks]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_target_a_player_he_loses_honor():
    ability = compiled("Political Limited: Target a player: He loses 2 Honor.")
    assert ability["target_player"] == "any" and ability["keywords"] == ["Political"]
    assert ability["effects"] == [{"targets": "$target_player", "honor": -2}]
    accepted(ability)
    assert _honor_after(ability, {"targets": ["opp"]}) == [5, 3]
    assert _honor_after(ability, {"targets": ["me"]}) == [3, 5]
    # "another player" excludes the ability's user; "He draws"; the declaration after a cost; its own sentence
    other = compiled("Open: Bow this card and target another player: He draws 2 cards.", "Holding")
    assert other["target_player"] == "other" and other["cost"] == {"bow": "$source"}
    assert other["effects"] == [{"targets": "$target_player", "draw": 2}]
    accepted(other, "holding")
    alone = compiled("Limited: Target another player. He loses 1 Honor.")
    assert alone["target_player"] == "other"
    assert alone["effects"] == [{"targets": "$target_player", "honor": -1}]
    # a Reaction's constraints may target a player too
    text = "Reaction: After this card enters play, target a player: He loses 1 Honor."
    reaction = compiled(text, "Personality")
    assert reaction["target_player"] == "any" and reaction["trigger"]["event"] == "enters_play"
    accepted(reaction, "personality")


def test_a_target_player_gains_or_loses_honor_is_a_choice_of_the_actions_player():
    ability = compiled("Political Open, Bow: A target player gains or loses 2 Honor.", "Personality")
    assert ability["target_player"] == "any" and "effects" not in ability
    assert ability["choice"] == [
        [{"targets": "$target_player", "honor": 2}],
        [{"targets": "$target_player", "honor": -2}],
    ]
    accepted(ability, "personality")
    loses = compiled("Political Limited: A target player loses 1 Honor.")
    assert loses["effects"] == [{"targets": "$target_player", "honor": -1}]
    assert _honor_after(loses, {"targets": ["opp"]}) == [5, 4]
    unbowed = {k: v for k, v in ability.items() if k != "cost"}  # on a card in hand: nothing to bow
    assert _honor_after(unbowed, {"targets": ["opp"], "chosen": 1}) == [5, 7]
    assert _honor_after(unbowed, {"targets": ["opp"], "chosen": 2}) == [5, 3]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Battle: He loses 2 Honor.", "'he' without a targeted player"),
        ("Battle: Target a player: Bow him.", "no effect acts on"),
        ("Battle: Target a player: Lose 2 Honor.", "no effect acts on"),
        ("Limited: Target a player and target another player: He loses 1 Honor.", "two targets"),
        ("Political Limited: Bow your target unbowed Courtier. A target player gains or loses 2 Honor.",
         "a player and a card both targeted"),
        ("Limited: A target player gains or loses 1 Honor. Draw a card.", "after the choice"),
        ("Limited: Target a player: He discards a card.", "no family"),  # he chooses which: not read
        ("Limited: Target another player's Personality: He loses 1 Honor.", "'he' without a targeted player"),
    ],
)  # fmt: skip
def test_near_wordings_of_a_targeted_player_stay_not_played(text, reason):
    assert reason in refused(text)


def test_a_targeted_player_is_never_read_in_an_entering_play_trait():
    result = compile_clause(
        "l5r", "After this card enters play: A target player loses 1 Honor.", kind="trait",
        card_type="Holding", clause_id="t1",
    )  # fmt: skip
    assert not result.played and "targeted player in a trait" in result.reason


def test_an_attachment_is_a_card_attached_to_another():
    ability = compiled("Battle: Target an enemy attachment: Destroy it.")
    enemy_attachment = {"in_play": True, "attached": True, "controller": "$other"}
    assert ability["effects"] == [{"choose": enemy_attachment, "targeting": True, "destroy": True}]
    accepted(ability)
    bow = compiled("Open: Bow a target unbowed attachment.")
    assert bow["effects"][0]["choose"] == {"in_play": True, "attached": True, "bowed": False}
    assert "no family" in refused("Battle: Destroy a target enemy Personality attachment.")
    assert "no family" in refused("Battle: Target an attachment or Follower: Bow it.")


def test_take_control_of_the_target_and_give_him_a_keyword_for_the_turn():
    control = compiled("Battle: Target another player's Personality: Take control of him.")
    assert control["effects"] == [
        {"choose": {"in_play": True, "controller": "$other", "type": "personality"}, "targeting": True,
         "take_control": "$controller"}
    ]  # fmt: skip
    accepted(control)
    keyword = compiled("Open: Give a target Personality Cavalry.")
    assert keyword["effects"] == [
        {"choose": {"in_play": True, "type": "personality"}, "targeting": True, "grant_keyword": "Cavalry",
         "duration": "end_of_turn"}
    ]  # fmt: skip
    accepted(keyword)
    later = compiled("Battle, Bow: Straighten your target Personality. Give him Tactician.", "Holding")
    tactician = {"targets": "$target1", "grant_keyword": "Tactician", "duration": "end_of_turn"}
    assert later["effects"][1] == tactician
    # a clan name or a word the compiler does not read as a keyword stays not played
    # (Shadowlands is a keyword the compiler reads: printed on every Shadowlands-clan card)
    assert "'Naga' is not a keyword" in refused("Battle: Target a Personality: Give him Naga.")
    assert "'Experienced' is not a keyword" in refused("Battle: Target a Personality: Give him Experienced.")


def test_discarding_a_card_or_this_card_is_a_cost():
    ability = compiled("Battle: Discard a card and target an enemy card without attachments: Bow it.")
    assert ability["cost"] == {"discard_from_hand": {"not_cards": ["$source"]}}
    accepted(ability)
    item = compiled("Open: Discard this card: Draw a card.", "Item")
    assert item["cost"] == {"discard": ["$source"]}
    accepted(item, "item")
    assert "on a item" in refused("Open: Discard this Holding: Draw a card.", "Item")
    # (compiler 14, part B plays "Discard a card from your hand:" as "Discard a card:", and "Discard a card to
    # draw two cards" as an effect: test_cardtext_c14_b.py)
    assert compiled("Open: Discard a card from your hand: Draw a card.")["cost"] == ability["cost"]
    assert "no family" in refused("Open: Discard a card from your province: Draw a card.")
    assert "no family" in refused("Limited, Bow: Discard two cards to draw two cards.")


def _discard_to_draw(hand: list[str]) -> list:
    ability = compiled("Limited: Discard a card: Draw 2 cards.")
    cards = {"it": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability]}}
    cards |= {name: {"type": "action", "owner": "me", "zone": "hand"} for name in hand}
    cards |= {f"deck{n}": {"type": "action", "owner": "me", "zone": "deck"} for n in range(3)}
    asks = [{"ask": {"successful": "u"}}, *([{"ask": {"zone": "spare"}}] if hand else [])]
    use = {"use": {"id": "u", "card": "it", "ability": "a1", "by": "me"}}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use, *asks]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_a_card_discarded_as_a_cost_is_another_card_of_the_hand():
    assert _discard_to_draw(["spare"]) == [True, "discard"]
    assert _discard_to_draw([]) == [False]  # only the Strategy itself in hand: the cost cannot be paid


def test_if_he_moved_or_if_he_is_before_the_effect():
    moved = compiled("Battle: Target an enemy Personality: Move him home. If he moved, straighten his unit.")
    assert moved["effects"][1] == {"id": "a1.2", "affects": {"in_unit": "$target1"}, "straighten": True,
                                   "if_changed": "a1"}  # fmt: skip
    accepted(moved)
    both = compiled("Battle: Target your Personality: Move him home. If he moved, bow him and gain 2 Honor.")
    assert [e.get("if_changed") for e in both["effects"]] == [None, "a1", "a1"]
    shugenja = compiled("Battle: Target an enemy Personality: Bow him. If he is a Shugenja, destroy him.")
    assert shugenja["effects"][1] == {"targets": "$target1", "destroy": True,
                                      "while": {"subject": {"keywords": ["Shugenja"]}}}  # fmt: skip
    accepted(shugenja)
    first = "Battle: Target an enemy Personality: If he is a Shugenja, destroy him."
    assert "on the effect that chooses the target" in refused(first)
    # "now": his state as the later effect happens (compiler 18, part I, after "His controller may bow him")
    now = compiled("Battle: Target a Personality: Bow him. If he is now bowed, destroy him.")
    now_bowed = {"targets": "$target1", "destroy": True, "while": {"subject": {"bowed": True}}}
    assert now["effects"][1] == now_bowed
    not_one = "Battle: Target a Personality: Bow him. If he is not a Shugenja, destroy him."
    assert "no family" in refused(not_one)
    assert "'if he moved' without a move" in refused("Battle: Target a Personality: If he moved, bow him.")


def test_the_targeted_card_is_the_target():
    ability = compiled("Battle: Target an enemy Personality: Bow him. Dishonor the targeted Personality.")
    assert ability["effects"][1] == {"targets": "$target1", "dishonor": True}
    assert "'him' or 'it' without a target" in refused("Battle: Bow the targeted card.")


def test_a_limit_before_the_effects_without_constraints():
    ability = compiled("Battle: Once per battle, Ranged 3 Attack.", "Personality")
    assert ability["limit"] == {"times": 1, "per": "battle"}
    assert ability["effects"][0]["ranged_attack"] == {"strength": 3}
    accepted(ability, "personality")
    assert "without a target" in refused("Battle: Once per turn, bow him.")
    assert "no family" in refused("Battle: Once per battle Ranged 3 Attack.")


def _bowed_by(ability: dict, foe_force: int) -> bool:
    """Whether the compiled ability on a 3F Personality may target (and bows) a foe of that Force."""
    cards = {
        "me1": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 3, "chi": 2},
                "abilities": [ability]},
        "foe": {"type": "personality", "owner": "opp", "zone": "home",
                "stats": {"force": foe_force, "chi": 2}},
    }  # fmt: skip
    use = {"use": {"id": "u", "card": "me1", "ability": "a1", "by": "me", "targets": ["foe"]}}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use,
                      {"ask": {"flag": "bowed", "card": "foe"}}]}  # fmt: skip
    try:
        return evaluate(parse_scenario(data)).answers[0]["answer"]["value"]
    except ScenarioError:
        return False  # a target the text does not allow


def test_a_comparison_with_a_card_the_text_names():
    text = "Battle: Target an enemy Personality with lower Force than this Personality: Bow him."
    ability = compiled(text, "Personality")
    lower = {"stat": "force", "less_than": {"stat": "force", "of": "$source"}}
    assert ability["effects"][0]["choose"]["compare"] == lower
    accepted(ability, "personality")
    assert _bowed_by(ability, 2) is True and _bowed_by(ability, 3) is False
    text = "Battle: Target a Personality with Force less than or equal to this Item's Force: Bow him."
    item = compiled(text, "Item")
    at_most = {"stat": "force", "at_most": {"stat": "force", "of": "$source"}}
    assert item["effects"][0]["choose"]["compare"] == at_most
    text = "Battle: Target a Personality with lower Personal Honor than this Personality's Chi: Bow him."
    bearer = compiled(text, "Follower")
    chi = {"stat": "personal_honor", "less_than": {"stat": "chi", "of": "$bearer"}}
    assert bearer["effects"][0]["choose"]["compare"] == chi
    # no card named ("lower than whose?"), a unit's Force: not read
    # (compiler 14, part A: refused with its reason, no card compared with)
    text = "Battle: Target a Personality with lower Force: Bow him."
    assert "without 'than'" in refused(text, "Personality")
    assert "no family" in refused("Battle: Target a Personality with less Force than this unit: Bow him.")
    text = "Battle: Target a Personality with lower Force than this Personality: Bow him."
    assert "on a holding" in refused(text, "Holding")


def _bowed_after(ability: dict, chosen: int) -> bool:
    cards = {"it": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability]},
             "hero": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 2, "chi": 2},
                      "bowed": True}}  # fmt: skip
    use = {"use": {"card": "it", "ability": "a1", "by": "me", "targets": ["hero"], "chosen": chosen}}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use,
                      {"ask": {"flag": "bowed", "card": "hero"}}]}  # fmt: skip
    return evaluate(parse_scenario(data)).answers[0]["answer"]["value"]


def test_bow_or_straighten_him_is_the_abilitys_choice():
    ability = compiled("Open: Target a Personality: Bow or straighten him.")
    chosen = {"in_play": True, "type": "personality"}
    assert ability["choice"] == [
        [{"choose": chosen, "targeting": True, "bow": True}],
        [{"choose": chosen, "targeting": True, "straighten": True}],
    ]
    assert "effects" not in ability
    accepted(ability)
    assert _bowed_after(ability, 1) is True and _bowed_after(ability, 2) is False
    later = compiled("Battle: Target a Personality: Straighten him. Bow or dishonor him.")
    options = [[{"targets": "$target1", "bow": True}], [{"targets": "$target1", "dishonor": True}]]
    assert later["choice"] == options
    assert "last effect" in refused("Battle: Target a Personality: Bow or straighten him. Gain 1 Honor.")
    two_choices = "Political Open: Target a Personality: Bow him. A target player gains or loses 1 Honor."
    assert "a player and a card both targeted" in refused(two_choices)
    assert "itself" in refused("Battle: Target a Personality: Bow or bow him.")


def _opposed_use(ability: dict, opposed: bool) -> bool:
    cards = {"me1": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2},
                     "opposed": opposed, "abilities": [ability]}}  # fmt: skip
    use = {"use": {"id": "u", "card": "me1", "ability": "a1", "by": "me"}}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use,
                      {"ask": {"successful": "u"}}]}  # fmt: skip
    return evaluate(parse_scenario(data)).answers[0]["answer"]["value"]


def test_a_condition_in_the_constraints_restricts_when_the_action_can_be_taken():
    ability = compiled("Open: If this card is opposed: Gain 1 Honor.", "Personality")
    assert ability["condition"] == {"card": "$source", "is": {"opposed": True}}
    accepted(ability, "personality")
    assert _opposed_use(ability, True) is True and _opposed_use(ability, False) is False
    text = "Battle, Bow: If this Shugenja is Earth, target an enemy Personality: Bow him."
    earth = compiled(text, "Personality")
    assert earth["condition"] == {"card": "$source", "is": {"keywords": ["Earth"]}}
    assert earth["cost"] == {"bow": "$source"}
    crab = compiled("Battle: If you are a Crab Clan player, target a Personality: Bow him.")
    assert crab["condition"] == {"clan": "Crab"}
    accepted(crab)
    bearer = compiled("Battle: If this Personality is unbowed: Draw a card.", "Item")
    assert bearer["condition"] == {"card": "$bearer", "is": {"bowed": False}}
    # in the effects block (no second colon) it is a condition on the effect (compiler 20, part A), which a
    # lasting prevention does not take (judged once, not all along; a bonus takes it as if_when_given since
    # compiler 21, part K); nor an unknown clan
    text = "Battle: If this card is opposed, negate its next straightening."
    assert "lasting effect" in refused(text, "Personality")
    assert "not a clan" in refused("Battle: If you are a Foo Clan player, target a Personality: Bow him.")
    assert "on a holding" in refused("Battle: If this Personality is opposed: Draw a card.", "Holding")


def test_another_personality_is_any_but_this_one():
    ability = compiled("Battle: Target another unbowed Personality: Bow him.", "Personality")
    chosen = {"in_play": True, "not_cards": ["$source"], "bowed": False, "type": "personality"}
    assert ability["effects"] == [{"choose": chosen, "targeting": True, "bow": True}]
    accepted(ability, "personality")
    # on a Strategy or an attachment, other than which card is not said
    assert "'another' on a strategy" in refused("Battle: Target another Personality: Bow him.")
    assert "'another' on a follower" in refused("Battle: Target another Personality: Bow him.", "Follower")


def test_give_him_and_each_of_his_followers():
    ability = compiled("Open: Target a Personality: Give him and each of his Followers +1F.")
    followers = {"affects": {"attached_to": "$target1", "type": "follower"},
                 "stat": "force", "change": 1, "duration": "end_of_turn"}  # fmt: skip
    assert ability["effects"][1] == followers
    accepted(ability)
    cards = {"it": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability]},
             "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}},
             "aide": {"type": "follower", "owner": "me", "attached_to": "hero", "stats": {"force": 1}},
             "other": {"type": "follower", "owner": "me", "attached_to": "rival", "stats": {"force": 1}},
             "rival": {"type": "personality", "owner": "opp", "zone": "home",
                       "stats": {"force": 2, "chi": 2}}}  # fmt: skip
    use = {"use": {"card": "it", "ability": "a1", "by": "me", "targets": ["hero"]}}
    asks = [{"ask": {"stat": "force", "card": name}} for name in ("hero", "aide", "other")]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use, *asks]}  # fmt: skip
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [3, 2, 1]
    assert "without a target" in refused("Battle: Give him and each of his Followers +1F.")


# --- compiler version 7 (Naruto) ----------------------------------------------------------------------------
def test_naruto_a_character_name_before_character_is_its_title():
    piece = naruto_line("MAIN: Move a Naruto Uzumaki character in play.", "ability")
    named = {"type": "character", "title": "Naruto Uzumaki"}
    assert piece == {"effects": [{"id": "t1", "choose": 1, "affects": named, "move_to_mission": True}]}
    naruto_accepted(piece)
    look = naruto_line(
        "UPGRADE: Look at the 3 top cards of your deck, reveal and draw any Akamaru characters, "
        "then put back the other cards.",
        "ability",
    )
    assert look["effects"][1]["affects"]["title"] == "Akamaru"
    naruto_accepted(look)
    # a phrase that is neither a group nor a known name: not read
    assert "not a group" in naruto_line("MAIN: Move a Hokage Candidate character in play.", "ability")


def test_naruto_powerup_a_friendly_named_character():
    piece = naruto_line("AMBUSH: [↯] POWERUP 2 a friendly Kiba Inuzuka in this mission.", "ability")
    kiba = {"type": "character", "controller": "$controller", "title": "Kiba Inuzuka", "at": "$source"}
    assert piece == {
        "effects": [{"id": "t1", "section": "ambush", "choose": 1, "affects": kiba, "powerup": 2}]
    }
    naruto_accepted(piece)
    # a group without the word "character", or an unknown name: not read
    bare = "AMBUSH: POWERUP 2 a friendly Sound Village in this mission."
    assert isinstance(naruto_line(bare, "ability"), str)
    # ... and a group with it is still the group
    group = naruto_line("AMBUSH: POWERUP 2 a friendly Sound Village character in play.", "ability")
    assert group["effects"][0]["affects"]["keywords"] == ["Sound Village"]


def test_naruto_another_after_a_first_chosen_character_is_not_read():
    text = "MAIN: Hide a friendly Akamaru character. If you do, hide another character in this mission."
    assert "another" in naruto_line(text, "ability")


def test_naruto_you_must_return_one_character_to_your_hand_if_able():
    text = (
        "SCORE: [↯] You must return one friendly non-hidden character in this mission to your hand, if able."
    )
    (effect,) = naruto_line(text, "ability")["effects"]
    friendly = {"type": "character", "controller": "$controller", "hidden": False, "at": "$source"}
    assert effect == {
        "id": "t1",
        "section": "score",
        "must": True,
        "if_able": True,
        "choose": 1,
        "affects": friendly,
        "return_to_hand": True,
    }
    naruto_accepted({"effects": [effect]})
    near = "SCORE: You must return one friendly character in this mission to your hand."
    assert isinstance(naruto_line(near, "ability"), str)  # without "if able": not read


def test_naruto_if_you_have_a_keyword_character_and_steal_from_the_opponent():
    text = "MAIN: If you have a Sound Four character in this mission, steal 1 Chakra from the opponent."
    (effect,) = naruto_line(text, "ability")["effects"]
    four = {"type": "character", "controller": "$controller", "keywords": ["Sound Four"], "at": "$source"}
    assert effect == {"id": "t1", "targets": "$opponent", "steal_chakra": 1, "while": {"exists": four}}
    naruto_accepted({"effects": [effect]})
    near = "MAIN: If you have a Sound Four character in play, steal 1 Chakra from the opponent."
    assert isinstance(naruto_line(near, "ability"), str)


def test_naruto_only_one_enemy_character_hidden_and_instead_defeated():
    card = naruto_card(
        "MAIN: If there's only one non-hidden enemy character in this mission, hide them.",
        "UPGRADE: MAIN effect: Instead, defeat them.",
    )
    main, upgrade = card.fields["effects"]
    enemy = {"type": "character", "hidden": False, "controller": "$other", "at": "$source"}
    exactly = {"all": [{"exists": enemy}, {"not": {"exists": enemy, "at_least": 2}}]}
    assert main == {"id": "a1", "choose": 1, "affects": enemy, "hide": True, "while": exactly}
    assert upgrade == {
        "id": "a2",
        "section": "upgrade",
        "replaces": "a1",
        "choose": 1,
        "affects": enemy,
        "while": exactly,
        "defeat": True,
    }
    naruto_accepted(card.fields)
    # "Instead, defeat them" on a MAIN effect that picks no character: not read
    other = naruto_card("MAIN: Draw a card.", "UPGRADE: MAIN effect: Instead, defeat them.")
    assert "a2" not in {e["id"] for e in other.fields.get("effects", ())}


def test_naruto_move_a_character_to_this_mission():
    piece = naruto_line("AMBUSH: [↯] Move an enemy character to this mission.", "ability")
    enemy = {"type": "character", "controller": "$other"}
    assert piece == {
        "effects": [{"id": "t1", "section": "ambush", "choose": 1, "affects": enemy, "move_here": True}]
    }
    naruto_accepted(piece)
    near_wordings = (
        "MAIN: Hide an enemy character to this mission.",
        "MAIN: Move an enemy character in this mission to this mission.",
        "MAIN: Move an enemy character to that mission.",
    )
    for near in near_wordings:
        assert isinstance(naruto_line(near, "ability"), str), near


def test_naruto_play_a_card_anywhere_paying_n_less():
    piece = naruto_line("MAIN: Play a Summon character anywhere, paying 1 less.", "ability")
    summon = {"type": "character", "zone": "hand", "owner": "$controller", "keywords": ["Summon"]}
    assert piece == {"effects": [{"id": "t1", "choose": 1, "affects": summon, "play_card": {"less": 1}}]}
    naruto_accepted(piece)
    kabuto = naruto_line("MAIN: Play a character from your discard pile anywhere paying 3 less.", "ability")
    discard = {"type": "character", "zone": "discard", "owner": "$controller"}
    assert kabuto["effects"][0]["affects"] == discard and kabuto["effects"][0]["play_card"] == {"less": 3}
    naruto_accepted(kabuto)
    # not anywhere (where then?), while hidden (a hidden play), or paying more: not read
    for near in (
        "UPGRADE: Play a Sound Village character, paying 2 less.",
        "UPGRADE: Play a friendly character while hidden, paying 1 less.",
        "MAIN: Play a Summon character anywhere, paying 1 more.",
    ):
        assert isinstance(naruto_line(near, "ability"), str), near


def test_naruto_play_from_the_discard_pile_and_instead_paying_less():
    card = naruto_card(
        "MAIN: Choose one of your Leaf Village characters in your discard pile and play it anywhere, paying "
        "its cost.",
        "UPGRADE: MAIN effect: Instead, play the card paying 2 less.",
    )
    main, upgrade = card.fields["effects"]
    leaf = {"type": "character", "zone": "discard", "owner": "$controller", "keywords": ["Leaf Village"]}
    assert main == {"id": "a1", "choose": 1, "affects": leaf, "play_card": {"less": 0}}
    assert upgrade == {
        "id": "a2",
        "section": "upgrade",
        "replaces": "a1",
        "choose": 1,
        "affects": leaf,
        "play_card": {"less": 2},
    }
    naruto_accepted(card.fields)
    # "Instead, play the card paying N less" on a MAIN effect that plays nothing: not read
    other = naruto_card("MAIN: Draw a card.", "UPGRADE: MAIN effect: Instead, play the card paying 2 less.")
    assert "a2" not in {e["id"] for e in other.fields.get("effects", ())}


def test_naruto_powerup_the_character_played_with_the_main_effect():
    card = naruto_card(
        "MAIN: Play a Leaf Village character anywhere paying 1 less.",
        "UPGRADE: POWERUP 2 the character played with the MAIN effect.",
    )
    main, upgrade = card.fields["effects"]
    assert main["play_card"] == {"less": 1}
    played = {"type": "character", "played_by": "a1"}
    assert upgrade == {"id": "a2", "section": "upgrade", "affects": played, "powerup": 2}
    naruto_accepted(card.fields)
    # with no MAIN effect playing a card: not read
    other = naruto_card("MAIN: Draw a card.", "UPGRADE: POWERUP 2 the character played with the MAIN effect.")
    assert "a2" not in {e["id"] for e in other.fields.get("effects", ())}


def test_naruto_up_to_one_in_every_mission_and_x_defeated_by_the_main_effect():
    card = naruto_card(
        "MAIN: Defeat up to 1 enemy character with Power 1 or less in every mission.",
        "UPGRADE: POWERUP X, where X is the number of characters defeated by the MAIN effect.",
    )
    main, upgrade = card.fields["effects"]
    enemy = {"type": "character", "controller": "$other", "stats": {"power": {"at_most": 1}}}
    every = {"choose": 1, "up_to": True, "per_mission": True}
    assert main == {"id": "a1", **every, "affects": enemy, "defeat": True}
    x = {"defeated_by": "a1"}
    assert upgrade == {"id": "a2", "section": "upgrade", "targets": "$source", "powerup": x}
    naruto_accepted(card.fields)
    # up to 2, or "in this mission ... in every mission": not read; X with no MAIN effect defeating: not read
    for near in (
        "MAIN: Defeat up to 2 enemy characters with Power 1 or less in every mission.",
        "MAIN: Defeat up to 1 enemy character in this mission in every mission.",
    ):
        assert isinstance(naruto_line(near, "ability"), str), near
    x_line = "UPGRADE: POWERUP X, where X is the number of characters defeated by the MAIN effect."
    other = naruto_card("MAIN: Draw a card.", x_line)
    assert "a2" not in {e["id"] for e in other.fields.get("effects", ())}
