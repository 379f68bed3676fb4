"""L5R compiler 21, part Q: steps discarding a card of the hand. "Draw a card. Discard a card." (Box of
Mysteries, Temple of Tengen), "Discard a card." (Koichi), "Discard a card unless this Personality is opposed,
then draw a card." (Seppun Blade), "Discard a Kiho or a Spell from your hand to bow a target enemy card."
(Asako Sadaki, the filter field `any_of`: games/l5r/either_filter.py, l5r.desk.either-kind). What each
compiles to, the engine playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, piece, refused

TENGEN = "Limited, Bow: Draw a card. Discard a card."
KOICHI = "Void Repeatable Limited, Bow: Discard a card."
SEPPUN = "Battle, Bow: Discard a card unless this Personality is opposed, then draw a card."
SADAKI = "Void Battle: Discard a Kiho or a Spell from your hand to bow a target enemy card."
VORDU = ("Repeatable Battle, Bow: Discard a Spell or a Kiho Strategy to straighten a target bowed Cavalry "
         "card.")
SHRINE = "Tireless Open: Discard a Kiho or a Spell to straighten this Holding."
KEIICHI = "Ninja Battle, Bow: Ranged 3 Attack. You may discard a card to straighten Keiichi."
NISHIMURA = ("Battle: Bow a target enemy card without attachments. You may discard a Kiho or Weapon from "
             "your hand to draw a card.")
HAND = {"zone": "hand", "owner": "$controller", "not_cards": ["$source"]}
DISCARD = {"choose": HAND, "discard_from_hand": True}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_draw_a_card_then_discard_a_card():
    assert ability(TENGEN, "Holding", "Temple of Tengen")["effects"] == [
        {"targets": "$controller", "draw": 1}, DISCARD]  # fmt: skip
    koichi = ability(KOICHI, "Personality", "Koichi")
    assert koichi["effects"] == [DISCARD] and koichi["cost"] == {"bow": "$source"}


def test_discard_a_card_unless_this_personality_is_opposed():
    unless = {"not": {"card": "$bearer", "is": {"opposed": True}}}
    assert ability(SEPPUN, "Item", "Seppun Blade")["effects"] == [
        {**DISCARD, "while": unless}, {"targets": "$controller", "draw": 1}]  # fmt: skip
    own = ability(SEPPUN.replace("this Personality", "this card"), "Personality")["effects"][0]
    assert own["while"] == {"not": {"card": "$source", "is": {"opposed": True}}}


def test_discard_a_kind_of_card_to():
    effects = ability(SADAKI, "Personality", "Asako Sadaki")["effects"]
    either = {**HAND, "any_of": [{"keywords": ["Kiho"]}, {"type": "spell"}]}
    assert effects[0] == {"id": "a1.discard", "discard_from_hand": True, "choose": either}
    assert effects[1] == {"choose": {"in_play": True, "controller": "$other"}, "targeting": True, "bow": True,
                          "if_changed": "a1.discard"}  # fmt: skip
    vordu = ability(VORDU, "Personality", "Moto Vordu")["effects"][0]["choose"]["any_of"]
    assert vordu == [{"type": "spell"}, {"type": "action", "keywords": ["Kiho"]}]
    one = ability("Battle: Discard a Spell to draw a card.", "Personality")["effects"]
    assert one[0]["choose"] == {**HAND, "type": "spell"} and one[1]["if_changed"] == "a1.discard"
    kiho = ability("Battle: Discard a Kiho Strategy to draw a card.", "Personality")["effects"][0]
    assert kiho["choose"] == {**HAND, "type": "action", "keywords": ["Kiho"]}
    shrine = ability(SHRINE, "Holding", "Contemplative Shrine")["effects"][1]
    assert shrine == {"targets": "$source", "straighten": True, "if_changed": "a1.discard"}


def test_you_may_discard_a_card_to():
    effects = ability(KEIICHI, "Personality", "Shosuro Keiichi")["effects"]
    may = {"id": "a1.discard", "choose": HAND, "discard_from_hand": True, "optional": True}
    assert effects[1:] == [may, {"targets": "$source", "straighten": True, "if_changed": "a1.discard"}]
    effects = ability(NISHIMURA, "Personality", "Nishimura")["effects"]
    kinds = [{"keywords": ["Kiho"]}, {"keywords": ["Weapon"]}]
    assert effects[1]["choose"] == {**HAND, "any_of": kinds} and effects[1]["optional"] is True
    assert effects[2] == {"targets": "$controller", "draw": 1, "if_changed": "a1.discard"}


SETSUKO = "After Setsuko enters play, lose 4 Honor and look at the top five cards of your Fate deck."


def test_look_at_the_top_cards_after_another_effect():
    traits = piece(SETSUKO, "Personality", "Daigotsu Setsuko", kind="trait")["traits"]
    trigger = {"event": "enters_play", "card": "$source"}
    look = {"id": "t1.2", "trigger": trigger, "targets": "$controller", "look_at_top": {"count": 5}}
    assert traits == [{"id": "t1", "trigger": trigger, "targets": "$controller", "honor": -4}, look]
    # an Edict's trait (Way of the Dragon): its next sentence is cut into another clause
    edict = "After your turn begins, look at the top card of your Fate deck."
    assert refused(edict, "Strategy", kind="trait")


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Battle: Bow a target enemy card. You may discard a Kiho to destroy it.", "Personality"),  # "it"
        ("Battle: You may discard a Terrain from your hand to draw a card.", "Personality"),
        ("Battle: Discard a Terrain to draw a card.", "Personality"),  # Terrain: never read
        ("Battle: Discard a Battle Strategy to draw a card.", "Personality"),  # a designator
        ("Battle: Discard a Personality to draw a card.", "Personality"),  # never in a hand
        ("Battle: Discard a Crab to draw a card.", "Personality"),  # a clan
        ("Battle: Discard a Foo to draw a card.", "Personality"),  # no printed keyword
        ("Battle: Discard a card unless he is opposed, then draw a card.", "Personality"),  # "he"
        ("Battle: Discard a card unless this Personality is opposed, then bow a target enemy card.", "Item"),
        ("Battle: Discard a card unless this Follower is opposed, then draw a card.", "Item"),  # no Follower
        ("Battle: If any player has Reconnaissance, draw a card. Discard a card.", "Personality"),
        ("Limited: If you have five or more cards in your hand, discard a card.", "Holding"),
        ("Limited: Draw a card. The enemy leader must discard a card.", "Holding"),
        ("Battle: Discard a card. Gain Honor equal to its Focus Value.", "Personality"),
        ("Battle: Discard a Spell to give this card a Force bonus equal to the card's Focus Value.",
         "Personality"),
    ],
)
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type)


# --- the engine playing them --------------------------------------------------------------------------------
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}


def run(cards: dict, steps: list, battle: bool = False) -> list:
    begin = [{"begin": {"name": "turn", "player": "me"}}]
    if battle:
        begin.append({"begin": {"name": "battle", "at": "battlefield:1"}})
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*begin, *steps]}
    return [a["answer"] for a in evaluate(parse_scenario(data)).answers]


def use(card: str, **more) -> dict:
    decide = more.pop("decide", None)
    step = {"use": {"id": "u", "card": card, "ability": "a1", "by": "me", **more}}
    return {**step, "decide": decide} if decide else step


HAND_OF_ME = {"ask": {"hand": "me"}}


def test_the_card_drawn_may_be_the_one_discarded():
    temple = {"type": "holding", "owner": "me", "zone": "home", **{"abilities": [ability(TENGEN, "Holding")]}}
    drawn = {"temple": temple, "x": {"type": "item", "owner": "me", "zone": "deck"}}
    # the hand is empty as the action is taken: the card drawn is discarded
    assert run(drawn, [use("temple"), HAND_OF_ME]) == [{"value": []}]
    kept = {**drawn, "y": {"type": "spell", "owner": "me", "zone": "hand"}}
    answer = run(kept, [use("temple"), HAND_OF_ME])[0]
    assert sorted(o["answer"]["value"][0] for o in answer["outcomes"]) == ["x", "y"]  # his choice of either


def test_seppun_blade_discards_only_while_its_personality_is_not_opposed():
    blade = {"type": "item", "owner": "me", "attached_to": "sam",
             "abilities": [ability(SEPPUN, "Item", "Seppun Blade")]}  # fmt: skip
    cards = {"sam": {**SAM, "attacking": True}, "blade": blade,
             "y": {"type": "spell", "owner": "me", "zone": "hand"},
             "x": {"type": "item", "owner": "me", "zone": "deck"}}  # fmt: skip
    # not opposed: "y" discarded, then "x" drawn
    assert run(cards, [use("blade"), HAND_OF_ME], battle=True) == [{"value": ["x"]}]
    opposed = {**cards, "sam": {**cards["sam"], "opposed": True},
               "foe": {**FOE, "defending": True, "opposed": True}}  # fmt: skip
    # opposed: nothing discarded, "x" drawn after the card kept
    assert run(opposed, [use("blade"), HAND_OF_ME], battle=True) == [{"value": ["y", "x"]}]


def sadaki(hand: dict) -> list:
    """Asako Sadaki's action with these cards in the hand: whether the enemy card bowed, the hand after."""
    cards = {"sadaki": {**SAM, "zone": "battlefield:1", "attacking": True,
                        "abilities": [ability(SADAKI, "Personality", "Asako Sadaki")]},
             "foe": {**FOE, "defending": True}, **hand}  # fmt: skip
    steps = [use("sadaki", targets=["foe"]), {"ask": {"flag": "bowed", "card": "foe"}}, HAND_OF_ME]
    return [a["value"] for a in run(cards, steps, battle=True)]


def test_a_kiho_or_a_spell_discarded_bows_the_target_another_card_does_not():
    kiho = {"type": "action", "owner": "me", "zone": "hand", "keywords": ["Kiho"]}
    spell = {"type": "spell", "owner": "me", "zone": "hand"}
    item = {"type": "item", "owner": "me", "zone": "hand", "keywords": ["Weapon"]}
    assert sadaki({"kiho": kiho}) == [True, []]
    assert sadaki({"spell": spell}) == [True, []]
    assert sadaki({"item": item}) == [False, ["item"]]  # no Kiho or Spell: nothing discarded, no bow
    assert sadaki({"item": item, "kiho": kiho}) == [True, ["item"]]


def test_any_of_is_a_list_of_two_filters():
    cards = {"x": {"type": "spell", "owner": "me", "zone": "hand"}}
    for wrong in ({"type": "spell"}, [{"type": "spell"}]):
        effect = {"choose": {"zone": "hand", "owner": "me", "any_of": wrong}, "discard_from_hand": True}
        data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
                "steps": [{"action": {"id": "a", "by": "me", "effects": [effect]}}]}  # fmt: skip
        with pytest.raises(ScenarioError, match="any_of"):
            parse_scenario(data)


def test_you_may_discard_a_card_to_straighten_him():
    keiichi = {**SAM, "attacking": True, "abilities": [ability(KEIICHI, "Personality", "Shosuro Keiichi")]}
    cards = {"keiichi": keiichi, "y": {"type": "spell", "owner": "me", "zone": "hand"}}
    steps = [{"ask": {"flag": "bowed", "card": "keiichi"}}, HAND_OF_ME]
    used = run(cards, [use("keiichi", targets=[], decide={"a1.discard": True}), *steps], battle=True)
    assert [a["value"] for a in used] == [False, []]  # bowed as the cost, straightened once "y" is discarded
    kept = run(cards, [use("keiichi", targets=[], decide={"a1.discard": False}), *steps], battle=True)
    assert [a["value"] for a in kept] == [True, ["y"]]
    alone = {"keiichi": keiichi}  # nothing to discard: he stays bowed
    assert run(alone, [use("keiichi", targets=[], decide={"a1.discard": True}), steps[0]], battle=True) == [
        {"value": True}]


def test_setsuko_looks_at_the_top_five_cards_after_losing_honor():
    setsuko = {"type": "personality", "owner": "me", "zone": "province:1", "stats": {"force": 2, "chi": 2},
               **piece(SETSUKO, "Personality", "Daigotsu Setsuko", kind="trait")}  # fmt: skip
    deck = {f"c{n}": {"type": "item", "owner": "me", "zone": "deck"} for n in range(6)}
    cards = {"setsuko": setsuko, **deck}
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 10}, "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"enter_play": {"card": "setsuko", "to": "home"}},
                      {"ask": {"stat": "family_honor", "player": "me"}}]}  # fmt: skip
    result = evaluate(parse_scenario(data)).to_dict()
    assert result["answers"][0]["answer"]["value"] == 6
    looked = [e["text"] for e in result["trace"] if e.get("rule") == "l5r.desk.look-and-rearrange"]
    assert looked == ["me looks at the top 5 card(s) of me's deck: c0, c1, c2, c3, c4"]
