"""L5R compiler 19, part H: abilities held in quotes by a card named as the subject. 'This Personality has
[Shadowlands and] the ability, "..."' (this card or an attachment's bearer), 'Your Shadowlands Personalities
have [+1F and] the ability, "..."' (every card of a kind, all along): the quoted text compiled as printed on
the card that holds it, held as a trait (`grant_ability`). What each compiles to, the engine playing it (the
holder uses the ability while the trait applies, others do not), and near wordings that stay refused."""

import pytest

from tests.rulings.engine.cardtext_kit import answers, personality, refused, result

MASK = 'This Personality has Shadowlands and the ability, "Battle: Target an enemy Personality: Bow him."'
TOWER = 'This card has the ability, "Battle, Bow: Target an enemy Personality: Bow him."'
DAIGOTSU = ('Your Shadowlands Personalities have the ability, "Battle, Bow: Set a target enemy card\'s Force '
            'to 0."')  # fmt: skip
DRAGON = ('Your Mantis Clan Personalities have +1F and the ability, "Battle: Target an enemy card without '
          'unbowed attachments: Bow it."')  # fmt: skip
YOGO = ('Each of your Scorpion Clan Personalities has the ability, "Battle, Bow: Bow a target enemy '
        'Follower or Personality without Followers."')  # fmt: skip
SAMURAI = 'Your Samurai have the ability, "Battle: Target an enemy Personality: Bow him."'
GRANTED = "granted-gift-t1"


def _traits(text: str, card_type: str) -> list[dict]:
    compiled = result(text, card_type, "Gift", kind="trait", clause_id="t1")
    assert compiled.played, compiled.reason
    return compiled.piece["traits"]


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_this_personality_has_a_keyword_and_the_ability_on_an_item_is_its_bearers():
    keyword, held = _traits(MASK, "Item")
    assert keyword == {"id": "t1", "targets": "$bearer", "grant_keyword": "Shadowlands"}
    assert held["id"] == "t1.2" and held["targets"] == "$bearer"
    assert held["grant_ability"]["id"] == GRANTED and held["grant_ability"]["designators"] == ["Battle"]
    assert held["grant_ability"]["effects"][0]["bow"] is True


def test_this_card_has_the_ability_is_its_own():
    (held,) = _traits(TOWER, "Holding")
    assert held["targets"] == "$source" and held["grant_ability"]["cost"] == {"bow": "$source"}


def test_a_kind_has_the_ability_all_along():
    (held,) = _traits(DAIGOTSU, "Personality")
    assert held["affects"] == {"in_play": True, "controller": "$controller", "type": "personality",
                               "keywords": ["Shadowlands"]}  # fmt: skip
    # "Battle, Bow:" is the bow of the Personality holding it ($source of its copy)
    assert held["grant_ability"]["cost"] == {"bow": "$source"}
    assert held["grant_ability"]["effects"][0]["set"] == 0


def test_a_kind_has_a_bonus_and_the_ability():
    bonus, held = _traits(DRAGON, "Personality")
    assert bonus["stat"] == "force" and bonus["change"] == 1
    assert bonus["affects"] == held["affects"] and held["affects"]["keywords"] == ["Mantis Clan"]
    assert held["id"] == "t1.2" and held["grant_ability"]["effects"][0]["bow"] is True


def test_each_of_your_kind_has_the_ability():
    (held,) = _traits(YOGO, "Stronghold")
    assert held["affects"] == {"in_play": True, "controller": "$controller", "type": "personality",
                               "keywords": ["Scorpion Clan"]}  # fmt: skip
    assert held["grant_ability"]["cost"] == {"bow": "$source"} and held["grant_ability"]["effects"][0]["bow"]


def test_a_keyword_kind_holds_an_ability_that_reads_alike_on_every_type():
    (held,) = _traits(SAMURAI, "Personality")
    assert held["affects"] == {"in_play": True, "controller": "$controller", "keywords": ["Samurai"]}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # the quoted text is not played / is a trait
        ('Your Samurai have the ability, "Battle: Do something odd."', "Personality"),
        ('This Personality has the ability, "He has +1F."', "Item"),
        # a keyword kind whose quote names "this Personality" (a Follower's bearer, a Personality itself)
        ('Your Samurai have the ability, "Battle: Bow this Personality: Gain 1 Honor."', "Personality"),
        # a kind's trait on a Strategy (not in play); 'this Shugenja' on an Item
        (DAIGOTSU, "Strategy"),
        ('This Shugenja has the ability, "Battle: Ranged 3 Attack."', "Item"),
        # a plural keyword kind (as the statics' kinds); more after the quote; players
        ('Your Nonhuman Spirits have the ability, "Battle, Bow: Ranged 3 Attack."', "Personality"),
        ('Your Samurai have the ability, "Battle: Ranged 3 Attack." while attacking.', "Personality"),
        ('All players have the ability, "Open, 5 Gold: Gain 1 Honor."', "Personality"),
        # "Each of your ... have", "Each ... has" without "of your"; a kind at a place or with a condition
        ('Each of your Scorpion Clan Personalities have the ability, "Battle: Ranged 3 Attack."', "Holding"),
        ('Each Scorpion Clan Personality has the ability, "Battle: Ranged 3 Attack."', "Stronghold"),
        ('Samurai at this Province\'s battlefield have the ability, "Battle: Ranged 3 Attack."', "Region"),
        ('Your Phoenix Clan Personalities, while they are Fire, have the ability, "Battle: Ranged 3 Attack."',
         "Stronghold"),
        # the quote is not last
        ('This Personality has the ability, "Battle: Ranged 3 Attack." and Cavalry.', "Item"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Gift", kind="trait")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _bow(card: str, by: str = "me") -> list[dict]:
    return [{"use": {"id": "b", "card": card, "ability": GRANTED, "by": by, "targets": ["foe"]}},
            {"ask": {"flag": "bowed", "card": "foe"}}]  # fmt: skip


def test_the_masks_bearer_uses_the_ability_and_is_shadowlands():
    mask = {"type": "item", "owner": "me", "zone": "battlefield:1", "attached_to": "hero",
            "traits": _traits(MASK, "Item")}  # fmt: skip
    cards = {"hero": personality("me"), "mask": mask, "foe": personality("opp")}
    steps = [{"ask": {"has_keyword": "hero", "keyword": "Shadowlands"}}, *_bow("hero")]
    assert answers(cards, steps) == [True, True]


def test_without_the_mask_he_has_no_such_ability():
    cards = {"hero": personality("me"), "foe": personality("opp")}
    assert answers(cards, _bow("hero")) == [False]


def test_every_card_of_the_kind_holds_the_ability_and_the_bonus():
    cards = {"dragon": personality("me", zone="home:me", traits=_traits(DRAGON, "Personality")),
             "mantis": personality("me", keywords=["Mantis Clan"]),
             "crab": personality("me", keywords=["Crab Clan"]),
             "foe": personality("opp")}  # fmt: skip
    steps = [{"ask": {"stat": "force", "card": "mantis"}}, *_bow("mantis")]
    assert answers(cards, steps) == [3, True]
    assert answers(cards, _bow("crab")) == [False]  # not of the kind


def test_another_players_card_of_the_kind_does_not_hold_it():
    cards = {"dragon": personality("me", zone="home:me", traits=_traits(DRAGON, "Personality")),
             "theirs": personality("opp", keywords=["Mantis Clan"], zone="battlefield:2"),
             "foe": personality("me", zone="battlefield:2")}  # fmt: skip
    assert answers(cards, _bow("theirs", by="opp")) == [False]


def test_the_kinds_ability_bows_the_card_holding_it():
    cards = {"daigotsu": personality("me", zone="home:me", traits=_traits(DAIGOTSU, "Personality")),
             "oni": personality("me", keywords=["Shadowlands"]), "foe": personality("opp")}  # fmt: skip
    steps = [{"use": {"id": "b", "card": "oni", "ability": GRANTED, "by": "me", "targets": ["foe"]}},
             {"ask": {"stat": "force", "card": "foe"}}, {"ask": {"flag": "bowed", "card": "oni"}},
             {"ask": {"flag": "bowed", "card": "daigotsu"}}]  # fmt: skip
    assert answers(cards, steps) == [0, True, False]
