"""L5R compiler 20, part G: sentences led by a verb not read there. "Negate Fear effects targeting this
Follower." (Fearless Light Infantry), "Negate Fear effects upon Followers in this unit." (Ancient Spear of the
Naga), "Negate all Fear effects upon your Naga cards.": a trait `negates_fear` on those cards
(games/l5r/fear_negation.py, l5r.desk.fear-negated). What each compiles to, the engine playing it (a Fear
effect does not bow such a card, and still bows any other), and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

RULE = "l5r.desk.fear-negated"
FEARLESS = "Negate Fear effects targeting this Follower."
SPEAR = "Negate Fear effects upon Followers in this unit."
GUARD = "Negate all Fear effects upon cards in this unit."
NAGA = "Negate all Fear effects upon your Naga cards."


def trait(text: str, card_type: str, title: str = "") -> dict:
    return piece(text, card_type, title, kind="trait")


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_fear_negated_on_this_card():
    own = {"traits": [{"id": "t1", "targets": "$source", "negates_fear": True}]}
    assert trait(FEARLESS, "Follower", "Fearless Light Infantry") == own
    assert trait("Negate Fear effects upon this Follower.", "Follower") == own
    assert trait("Negate Fear effects upon this card.", "Personality") == own
    bearer = {"traits": [{"id": "t1", "targets": "$bearer", "negates_fear": True}]}
    assert trait("Negate Fear effects upon this Personality.", "Item") == bearer


def test_fear_negated_on_cards_in_this_unit_and_on_your_cards():
    followers = {"in_unit": "$source", "type": "follower"}
    assert trait(SPEAR, "Item", "Ancient Spear of the Naga") == {
        "traits": [{"id": "t1", "affects": followers, "negates_fear": True}]}
    for text in (GUARD, "Negate Fear effects upon cards in this unit.",
                 "Negate Fear effects targeting cards in this unit."):  # fmt: skip
        assert trait(text, "Follower") == {
            "traits": [{"id": "t1", "affects": {"in_unit": "$source"}, "negates_fear": True}]}
    yours = {"in_play": True, "controller": "$controller"}
    assert trait("Negate all Fear effects upon your cards.", "Stronghold")["traits"][0]["affects"] == yours
    assert trait(NAGA, "Holding")["traits"][0]["affects"] == {**yours, "keywords": ["Naga"]}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (GUARD, "Holding"),  # in no unit
        ("Negate Fear effects upon this card.", "Strategy"),  # never in play: the trait applies to nothing
        ("Negate Fear effects upon this Follower.", "Item"),  # another card's type
        ("Negate Fear effects targeting this Follower while it is opposing a bowed Follower or Personality.",
         "Follower"),  # a condition
        ("Negate all Fear effects upon, and giving of the Shadowlands keyword to, your Ratling cards.",
         "Stronghold"),  # more negated
        ("Negate Fear effects upon units in this card's army.", "Personality"),
        ("Negate Fear effects upon Personalities and Followers at this battlefield.", "Region"),
        ("Negate Fear effects upon Temoru's Followers.", "Personality"),
        ("Negate all Fear effects upon your Foo cards.", "Holding"),  # no such keyword
        ("Negate Ranged Attack effects upon this Follower.", "Follower"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Temoru", kind="trait")


def test_the_effect_sentence_stays_refused():
    text = ("Battle: Until the battle ends, give each defending Personality and Follower +1F and negate Fear "
            "effects upon them.")  # fmt: skip
    assert refused(text, "Strategy")


# --- the engine playing them --------------------------------------------------------------------------------
def scared(own: dict, where: str, target: str) -> tuple[bool, set]:
    """A Fear 2 effect of the player "me" on `target` (Force 1), with the compiled trait on "spear" (a card of
    the player "opp": an Item on "foe" or a Follower "spear"); whether it is bowed, the rules cited."""
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "foe": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "other": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "guard": {"type": "follower", "owner": "opp", "attached_to": "other", "stats": {"force": 1}},
        "spear": {"owner": "opp", "attached_to": where, **own},
    }
    effect = {"targets": target, "fear": {"strength": 2}}
    steps = [{"action": {"id": "scare", "by": "me", "source": "hero", "effects": [effect]}},
             {"ask": {"flag": "bowed", "card": target}}]  # fmt: skip
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(doc)).to_dict()
    return result["answers"][0]["answer"]["value"], {note.get("rule") for note in result["trace"]}


def test_a_fear_effect_does_not_bow_the_follower_that_negates_it():
    fearless = {"type": "follower", "stats": {"force": 1}, **trait(FEARLESS, "Follower")}
    bowed, rules = scared(fearless, "foe", "spear")
    assert bowed is False and RULE in rules
    # another Follower, of another unit, is bowed as usual
    bowed, rules = scared(fearless, "foe", "guard")
    assert bowed is True and RULE not in rules


def test_followers_in_the_unit_of_the_item_are_not_bowed_others_are():
    spear = {"type": "item", **trait(SPEAR, "Item", "Ancient Spear of the Naga")}
    assert scared(spear, "other", "guard")[0] is False  # a Follower in the Spear's unit
    assert scared(spear, "foe", "guard")[0] is True  # the Spear is in another unit
    assert scared(spear, "foe", "foe")[0] is True  # not a Follower: the Spear's own bearer


def test_your_naga_cards_are_not_bowed_other_cards_are():
    keep = {"type": "holding", "zone": "home", **trait(NAGA, "Holding")}
    assert scared_with_keywords(keep, ["Naga"]) == (False, True)


def scared_with_keywords(holding: dict, keywords: list) -> tuple[bool, bool]:
    """The Holding of "opp" in play; a Fear 2 effect on his Naga Personality, then on his other one."""
    cards = {
        "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "naga": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1},
                 "keywords": keywords},
        "human": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1}},
        "keep": {"owner": "opp", **holding},
    }
    steps = [{"action": {"id": f"scare{n}", "by": "me", "source": "hero",
                         "effects": [{"targets": card, "fear": {"strength": 2}}]}}
             for n, card in enumerate(("naga", "human"))]  # fmt: skip
    steps += [{"ask": {"flag": "bowed", "card": "naga"}}, {"ask": {"flag": "bowed", "card": "human"}}]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    answers = evaluate(parse_scenario(doc)).to_dict()["answers"]
    return answers[0]["answer"]["value"], answers[1]["answer"]["value"]
