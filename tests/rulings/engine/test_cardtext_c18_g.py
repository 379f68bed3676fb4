"""L5R compiler 18, part G: abilities given in quotes. 'Give him the ability, "Battle: Ranged 4 Attack."',
'Permanently give him +1C and the ability, "..."', 'Permanently give it the ability, "..."' (the quoted text
compiled as the printed ability of the card that gets it, and granted: `grant_ability`, lasting the turn or,
with "Permanently", for good). What each compiles to, the engine playing the compiled card (the granted copy
used from the card that has it, its "this Personality" that card), and the near wordings that stay refused."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, personality, refused, result

TRAINING = 'Battle/Open: Target your unbowed Samurai: Give him the ability, "Battle: Ranged 4 Attack."'
TACTICS = ("Open: Choose your performing Personality: Permanently give him +1C and the ability, "
           '"Tactical Battle: Bow this Personality: Draw a card."')  # fmt: skip
ONI = ("Open: Choose your performing Personality: Permanently give him Shadowlands • Oni and the ability, "
       '"Battle: Target an enemy Personality without Armor: Bow him."')  # fmt: skip
ARMS = ("Limited: Target an Armor or Weapon: Permanently give it the ability, "
        '"Battle: Bow this card: Gain 1 Honor."')
HORSE = ('Limited, 2 Gold: Permanently give your target Samurai Personality Cavalry and the ability, '
         '"Battle, Bow: Ranged 2 Attack." Draw a card.')  # fmt: skip
YOU_HAVE = 'You have the ability, "Battle: Target an enemy Personality: Bow him."'
CHOOSE = "Limited: Choose your performing unbowed Personality: "
SPIRIT = (CHOOSE + "If he is a Tactician, permanently give him the ability, "
          '"Tactical Battle: Bow this Personality: Draw a card." Otherwise, permanently give him Tactician.')
TRUTH = (CHOOSE + "If he is a Magistrate, permanently give him +1C and the ability, "
         '"Political Open: If it is not your turn, bow this Personality and target a dishonorable '
         'Personality: Bow him." Otherwise, permanently give him Magistrate.')  # fmt: skip
GRANTED = "granted-gift-a1"


def _granted(text: str) -> list[dict]:
    return [e for e in ability(text, title="Gift")["effects"] if "grant_ability" in e]


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_give_him_the_ability_lasts_the_turn():
    (effect,) = ability(TRAINING, title="Gift")["effects"]
    assert effect["choose"] == {"in_play": True, "controller": "$controller", "bowed": False,
                                "keywords": ["Samurai"]}  # fmt: skip
    assert effect["targeting"] is True and effect["duration"] == "end_of_turn"
    granted = effect["grant_ability"]
    assert granted["id"] == GRANTED and granted["designators"] == ["Battle"]
    assert granted["effects"][0]["ranged_attack"] == {"strength": 4}


def test_permanently_give_him_a_bonus_and_the_ability():
    chi, grant = ability(TACTICS, title="Gift")["effects"]
    assert chi == {"targets": "$performer", "stat": "chi", "change": 1, "duration": "permanent"}
    assert grant["targets"] == "$performer" and grant["duration"] == "permanent"
    # "this Personality" in the quote is the card that has the ability ($source of the granted copy)
    assert grant["grant_ability"] == {"id": GRANTED, "designators": ["Battle"], "keywords": ["Tactical"],
                                      "cost": {"bow": "$source"},
                                      "effects": [{"targets": "$controller", "draw": 1}]}  # fmt: skip


def test_permanently_give_him_keywords_and_the_ability():
    shadowlands, oni, grant = ability(ONI, title="Gift")["effects"]
    assert [shadowlands["grant_keyword"], oni["grant_keyword"]] == ["Shadowlands", "Oni"]
    assert {e["duration"] for e in (shadowlands, oni, grant)} == {"permanent"}
    assert grant["grant_ability"]["effects"][0]["bow"] is True


def test_permanently_give_it_the_ability():
    (effect,) = ability(ARMS, title="Gift")["effects"]
    assert effect["duration"] == "permanent" and effect["grant_ability"]["cost"] == {"bow": "$source"}


def test_permanently_give_your_target_a_keyword_and_the_ability():
    cavalry, grant, draw = ability(HORSE, title="Gift")["effects"]
    assert cavalry["choose"]["keywords"] == ["Samurai"] and cavalry["grant_keyword"] == "Cavalry"
    assert grant["targets"] == "$target1" and grant["duration"] == "permanent"
    assert grant["grant_ability"]["cost"] == {"bow": "$source"}  # "Battle, Bow:" is the Personality's bow
    assert draw == {"targets": "$controller", "draw": 1}


def test_you_have_the_ability_is_a_trait_on_its_controller():
    (trait,) = result(YOU_HAVE, "Personality", "Gift", kind="trait").piece["traits"]
    assert trait["targets"] == "$controller" and trait["grant_ability"]["id"] == "granted-gift-t1"


def test_if_he_is_otherwise_is_judged_once_as_it_resolves():
    grant, keyword = ability(SPIRIT, title="Gift")["effects"]
    assert grant["affects"] == {"cards": ["$performer"], "keywords": ["Tactician"]}
    assert keyword["affects"] == {"cards": ["$performer"], "not_keywords": ["Tactician"]}
    assert grant["now_in_play"] is keyword["now_in_play"] is True  # the set fixed as it applies
    assert keyword["grant_keyword"] == "Tactician"
    assert {grant["duration"], keyword["duration"]} == {"permanent"}
    chi, grant, keyword = ability(TRUTH, title="Gift")["effects"]
    assert chi["stat"] == "chi"
    assert chi["affects"]["keywords"] == grant["affects"]["keywords"] == ["Magistrate"]


def test_two_cards_grants_have_different_ids():
    one = ability(TRAINING, title="Extensive Training")["effects"][0]["grant_ability"]["id"]
    other = ability(TRAINING, title="Other Card", clause_id="a2")["effects"][0]["grant_ability"]["id"]
    assert one == "granted-extensive-training-a1" and other == "granted-other-card-a2"


@pytest.mark.parametrize(
    "text",
    [
        # the quoted ability is not played
        'Open: Choose your performing Personality: Give him the ability, "Battle: Do something odd."',
        # a quoted trait (no designator)
        'Open: Choose your performing Personality: Give him the ability, "He has +1F."',
        # a player given it in an action: not read
        'Limited: Until the turn ends, you have the ability, "Battle: Target an enemy Personality: Bow him."',
        "Battle: Target two of your Samurai. Each target has +1F and the ability, "
        '"Battle: Ranged 4 Attack."',
        # "this Personality" on a card given it: its bearer only if it is attached
        "Limited: Target your Weapon: Permanently give it the ability, "
        '"Battle: Bow this Personality: Gain 1 Honor."',
        # a created card's trait, two quoted abilities
        'Limited: Create a Holding with the trait "Bow this card: Produce 3 Gold."',
        'Open: Choose your performing Personality: Give him the ability, "Battle: Ranged 4 Attack." '
        'Give him the ability, "Battle: Ranged 3 Attack."',
        # "If he is ..., ... Otherwise, ...": the first gives the keyword judged; on a target it chooses;
        # without "permanently" (a lasting effect with no stated duration: not read); an inner text not played
        "Limited: Choose your performing unbowed Personality: If he is a Monk, permanently give him Monk and "
        'the ability, "Battle: Target an enemy Personality without Armor: Bow him." Otherwise, permanently '
        "give him +1F.",
        "Limited: Target a Personality: If he is a Monk, permanently give him the ability, "
        '"Battle: Target an enemy Personality without Armor: Bow him." Otherwise, permanently give him Monk.',
        "Limited: Choose your performing unbowed Personality: If he is a Monk, give him the ability, "
        '"Battle: Target an enemy Personality without Armor: Bow him." Otherwise, give him Monk.',
        "Limited: Choose your performing unbowed Personality: If he is a Ninja, permanently give him the "
        'ability, "Ninja Battle: Target two Personalities controlled by the same player at different '
        'locations: Switch their locations." Otherwise, permanently give him Ninja.',
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text, "Strategy", "Gift")


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (YOU_HAVE, "Strategy"),  # a Strategy's trait: it is not in play
        ('You have the ability, "Battle: Bow this Personality: Gain 1 Honor."', "Follower"),  # its bearer
        ('All players have the ability, "Battle: Target an enemy Personality: Bow him."', "Holding"),
    ],
)
def test_player_traits_stay_refused(text, card_type):
    assert refused(text, card_type, "Gift", kind="trait")


def test_a_trait_given_in_quotes_stays_refused():
    # compiler 19, part H plays 'This Personality has the ability, "..."' (the bearer holds it); "he" stays
    text = 'He has the ability, "Battle: Ranged 2 Attack."'
    compiled = result(text, "Follower", kind="trait")
    assert not compiled.played and not compiled.piece


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _cards(text: str, samurai: dict | None = None) -> dict:
    return {
        "gift": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, title="Gift")]},
        "hero": personality("me", keywords=["Samurai"], **(samurai or {})),
        "foe": personality("opp"),
        "my_top": {"type": "action", "owner": "me", "zone": "deck"},
    }


def test_extensive_training_gives_a_ranged_attack_used_from_the_samurai():
    steps = [{"use": {"id": "u", "card": "gift", "ability": "a1", "by": "me", "targets": ["hero"]}},
             {"use": {"id": "r", "card": "hero", "ability": GRANTED, "by": "me", "targets": ["foe"]}},
             {"ask": {"zone": "foe"}}]  # fmt: skip
    assert answers(_cards(TRAINING), steps) == ["discard"]


def test_the_granted_ranged_attack_destroys_only_at_strength_4():
    steps = [{"use": {"id": "u", "card": "gift", "ability": "a1", "by": "me", "targets": ["hero"]}},
             {"use": {"id": "r", "card": "hero", "ability": GRANTED, "by": "me", "targets": ["strong"]}},
             {"ask": {"zone": "strong"}}]  # fmt: skip
    cards = {**_cards(TRAINING), "strong": personality("opp", stats={"force": 5, "chi": 2})}
    assert answers(cards, steps) == ["battlefield:1"]


def test_without_the_grant_the_samurai_has_no_such_ability():
    steps = [{"use": {"id": "r", "card": "hero", "ability": GRANTED, "by": "me", "targets": ["foe"]}},
             {"ask": {"zone": "foe"}}]  # fmt: skip
    assert answers(_cards(TRAINING), steps) == ["battlefield:1"]


def test_this_personality_in_the_quote_is_the_card_given_it():
    steps = [{"use": {"id": "u", "card": "gift", "ability": "a1", "by": "me", "performer": "hero"}},
             {"use": {"id": "t", "card": "hero", "ability": GRANTED, "by": "me"}},
             {"ask": {"flag": "bowed", "card": "hero"}}, {"ask": {"zone": "my_top"}},
             {"ask": {"stat": "chi", "card": "hero"}}]  # fmt: skip
    assert answers(_cards(TACTICS), steps) == [True, "hand", 3]


def test_a_permanent_grant_outlasts_the_turn():
    steps = [{"use": {"id": "u", "card": "gift", "ability": "a1", "by": "me", "performer": "hero"}},
             {"end": {"name": "turn"}}, {"begin": {"name": "turn", "player": "me"}},
             {"use": {"id": "t", "card": "hero", "ability": GRANTED, "by": "me"}},
             {"ask": {"zone": "my_top"}}]  # fmt: skip
    assert answers(_cards(TACTICS), steps) == ["hand"]


def test_a_grant_for_the_turn_ends_with_it():
    steps = [{"use": {"id": "u", "card": "gift", "ability": "a1", "by": "me", "targets": ["hero"]}},
             {"end": {"name": "turn"}}, {"begin": {"name": "turn", "player": "me"}},
             {"use": {"id": "r", "card": "hero", "ability": GRANTED, "by": "me", "targets": ["foe"]}},
             {"ask": {"zone": "foe"}}]  # fmt: skip
    assert answers(_cards(TRAINING), steps) == ["battlefield:1"]


def test_the_target_gets_the_keyword_and_a_ranged_attack_for_good():
    farm = {"type": "holding", "owner": "me", "zone": "home:me", "stats": {"gold_production": 2}}
    cards = {**_cards(HORSE), "farm": farm}
    steps = [{"use": {"id": "u", "card": "gift", "ability": "a1", "by": "me", "targets": ["hero"],
                      "pay_with": ["farm"]}},
             {"ask": {"has_keyword": "hero", "keyword": "Cavalry"}},
             {"end": {"name": "turn"}}, {"begin": {"name": "turn", "player": "me"}},
             {"use": {"id": "r", "card": "hero", "ability": GRANTED, "by": "me", "targets": ["foe"]}},
             {"ask": {"zone": "foe"}}, {"ask": {"flag": "bowed", "card": "hero"}}]  # fmt: skip
    assert answers(cards, steps) == [True, "discard", True]


def test_you_have_the_ability_is_used_by_its_controller_from_the_card():
    granted = "granted-gift-t1"
    trait = result(YOU_HAVE, "Personality", "Gift", kind="trait").piece["traits"]
    cards = {"giver": personality("me", traits=trait), "foe": personality("opp")}
    mine = [{"use": {"id": "u", "player": "me", "ability": granted, "by": "me", "targets": ["foe"]}},
            {"ask": {"flag": "bowed", "card": "foe"}}]  # fmt: skip
    assert answers(cards, mine) == [True]
    theirs = [{"use": {"id": "u", "player": "opp", "ability": granted, "by": "opp", "targets": ["foe"]}},
              {"ask": {"flag": "bowed", "card": "foe"}}]  # fmt: skip
    assert answers(cards, theirs) == [False]


@pytest.mark.parametrize(("keywords", "expected"), [(["Tactician"], [True, "hand"]), ([], [True, "deck"])])
def test_the_spirit_gives_the_ability_to_one_and_the_keyword_to_another(keywords, expected):
    gift = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(SPIRIT, title="Gift")]}
    cards = {"gift": gift,
             "hero": personality("me", keywords=keywords),
             "my_top": {"type": "action", "owner": "me", "zone": "deck"}}  # fmt: skip
    steps = [{"use": {"id": "u", "card": "gift", "ability": "a1", "by": "me", "performer": "hero"}},
             {"end": {"name": "turn"}}, {"begin": {"name": "turn", "player": "me"}},
             {"ask": {"has_keyword": "hero", "keyword": "Tactician"}},  # now a Tactician either way, for good
             {"use": {"id": "t", "card": "hero", "ability": GRANTED, "by": "me"}},
             {"ask": {"zone": "my_top"}}]  # fmt: skip
    assert answers(cards, steps) == expected
