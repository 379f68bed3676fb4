"""L5R compiler 14, part B: discard costs, cards in a discard pile, the top of a Fate deck. "Discard a card to
<effect>" (the card discarded from the hand, the effects only if it was), "Discard a card and pay 2 Gold:",
"Discard a card from your hand and target ...:", "Bow this card and discard a card:" (costs), "Put a target
non-Unique Weapon in your discard pile into your hand" (a target out of play, chosen as the action is taken:
pile_targets.py), "Show the top card of your Fate deck. If it is a Tattoo card or a Ring, put it in your
hand." (show_top, deck_top.py). What each compiles to, the near misses that must stay not understood, and
the engine playing the compiled cards."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

SMITHY = "Limited, Bow: Discard a card to put a target non-Unique Weapon in your discard pile into your hand."
GATO = "Battle: Show the top card of your Fate deck. If it is a Tattoo card or a Ring, put it in your hand."
ADVISOR = "Repeatable Limited, Bow: Discard a card to draw a card."
REPEATABLE = "Repeatable Limited: Discard a card to draw a card."  # (no Bow cost: used twice in a row)
LIGHTWATER = "Battle: Bow this card and discard a card: Draw a card."
FARM = "After this Holding enters play, discard a card."
GANG = "After this card enters play: Lose 3 Honor and discard a card in this Personality's unit."
ENTERS = {"event": "enters_play", "card": "$source"}
FROM_HAND = {"zone": "hand", "owner": "$controller", "not_cards": ["$source"]}
DISCARD = {"id": "a1.discard", "choose": FROM_HAND, "discard_from_hand": True}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_discard_a_card_to_put_a_target_in_the_discard_pile_into_the_hand():
    compiled = ability(SMITHY, "Holding", "Kaiu Smithy")
    assert compiled["cost"] == {"bow": "$source"}
    weapon = {"unique": False, "keywords": ["Weapon"], "zone": "discard", "owner": "$controller",
              "there_as_taken": True}  # fmt: skip
    assert compiled["effects"] == [
        DISCARD,
        {"choose": weapon, "targeting": True, "put_into_hand": True, "if_changed": "a1.discard"},
    ]


@pytest.mark.parametrize(
    ("text", "card_type", "title", "then"),
    [
        ("Battle: Discard a card to straighten this Personality.", "Item", "Versatile Blade",
         [{"targets": "$bearer", "straighten": True}]),
        (ADVISOR, "Holding", "Retired Advisor", [{"targets": "$controller", "draw": 1}]),
        ("Repeatable Battle/Open: Discard a card to give Kukanchi +1F.", "Personality", "Kukanchi",
         [{"targets": "$source", "stat": "force", "change": 1, "duration": "end_of_turn"}]),
        ("Battle: Discard a card to bow a target Personality and draw a card.", "Strategy", "",
         [{"choose": {"in_play": True, "type": "personality"}, "targeting": True, "bow": True},
          {"targets": "$controller", "draw": 1}]),
    ],
)  # fmt: skip
def test_the_effects_after_discard_a_card_to_happen_only_if_it_discarded(text, card_type, title, then):
    effects = ability(text, card_type, title)["effects"]
    assert effects == [DISCARD, *({**effect, "if_changed": "a1.discard"} for effect in then)]


@pytest.mark.parametrize(
    ("text", "card_type", "title", "cost"),
    [
        ("Limited: Discard a card and pay 2 Gold: Create a 2F/2C/0PH Shadowlands • Undead Personality.",
         "Personality", "Chuda Shuzo", {"discard_from_hand": {"not_cards": ["$source"]}, "gold": 2}),
        ("Battle: Discard a card from your hand and target an enemy card without attachments: Destroy it.",
         "Strategy", "Ultimate Sacrifice", {"discard_from_hand": {"not_cards": ["$source"]}}),
        (LIGHTWATER, "Holding", "Lightwater Bay",
         {"bow": "$source", "discard_from_hand": {"not_cards": ["$source"]}}),
        ("Battle/Open: Any number of times per turn, bow this Shugenja and discard a card: Draw a card.",
         "Spell", "Look into the Void", {"bow": "$bearer", "discard_from_hand": {"not_cards": ["$source"]}}),
    ],
)  # fmt: skip
def test_discard_a_card_as_a_cost_beside_others(text, card_type, title, cost):
    assert ability(text, card_type, title)["cost"] == cost


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Open, Bow: Put a target Armor or Weapon in your discard pile into your hand.",
         {"any_keywords": ["Armor", "Weapon"]}),
        ("Open, Bow: Put a target Follower in your discard pile into your hand.", {"type": "follower"}),
        ("Battle: Put a target Ring in your Fate discard pile into your hand.", {"type": "ring"}),
        ("Limited: Put a target non-Unique Item from your discard pile into your hand.",
         {"unique": False, "type": "item"}),
    ],
)  # fmt: skip
def test_a_target_in_the_discard_pile_put_into_the_hand(text, kind):
    (effect,) = ability(text, "Holding")["effects"]
    pile = {**kind, "zone": "discard", "owner": "$controller", "there_as_taken": True}
    assert effect == {"choose": pile, "targeting": True, "put_into_hand": True}


def test_target_a_card_in_the_discard_pile_and_put_it_into_the_hand():
    text = "Open: Destroy this card and target a Ring in your discard pile: Put it into your hand."
    compiled = ability(text, "Strategy", "Seeking the Path")
    ring = {"type": "ring", "zone": "discard", "owner": "$controller", "there_as_taken": True}
    assert compiled["cost"] == {"destroy": "$source"}
    assert compiled["effects"] == [{"choose": ring, "targeting": True, "put_into_hand": True}]


def test_show_the_top_card_and_put_it_in_the_hand_if_it_is_of_a_kind():
    compiled = ability(GATO, "Personality", "Togashi Gato")
    kinds = [{"keywords": ["Tattoo"]}, {"type": "ring"}]
    assert compiled["effects"] == [{"targets": "$controller", "show_top": {"put_into_hand_if": kinds}}]
    text = "Water Battle: Show the top card of your Fate deck. If it is a Spell or Kiho, put it into your "
    text += "hand."
    (effect,) = ability(text, "Personality")["effects"]
    assert effect["show_top"] == {"put_into_hand_if": [{"type": "spell"}, {"keywords": ["Kiho"]}]}


def test_entering_play_traits_that_discard_a_card_of_the_hand_or_of_the_unit():
    assert piece(FARM, "Holding", "Private Farm", kind="trait") == {"traits": [
        {"id": "t1", "trigger": ENTERS, "choose": {"zone": "hand", "owner": "$controller"},
         "discard_from_hand": True}]}  # fmt: skip
    assert piece(GANG, "Follower", "Mujina Gang", kind="trait") == {"traits": [
        {"id": "t1", "trigger": ENTERS, "targets": "$controller", "honor": -3},
        {"id": "t1.2", "trigger": ENTERS, "choose": {"in_play": True, "in_unit": "$bearer"}, "discard": True},
    ]}  # fmt: skip
    text = "After this Follower enters play, lose 1 Honor and discard a card."
    assert len(piece(text, "Follower", kind="trait")["traits"]) == 2


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("After this card enters play: Bow this card and discard a card.", "Follower", "acting on cards"),
        ("After this Holding enters play, discard a card.", "Item", "'this Holding' on a item"),
        ("After this card enters play: Discard a card in this Follower's unit.", "Personality",
         "on a personality"),
        ("After this card enters play, discard two cards.", "Holding", "grammar"),
        ("After this card enters play, discard a card at random.", "Holding", "grammar"),
    ],
)  # fmt: skip
def test_close_entering_play_discards_stay_not_played(text, card_type, why):
    assert why in refused(text, card_type, kind="trait")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # "him" after "discard a card to": the target of the constraints is not read there
        ("Battle: Target a Personality: Discard a card to bow him.", "after 'discard a card to'"),
        ("Battle: Discard a card to bow a target Personality. Bow him.", "without a target"),
        # a card of either pile, or one named by what it has in play
        ("Battle: Put a target card in your discard pile into your hand.", "any card"),
        ("Battle: Put a target bowed Personality in your discard pile into your hand.", "in play"),
        ("Battle: Put a target enemy Follower in your discard pile into your hand.", "in play"),
        # "your Fate discard pile" for a keyword any card may have
        ("Battle: Put a target Weapon in your Fate discard pile into your hand.", "Dynasty card"),
        # another player's pile, or his hand
        ("Battle: Put a target Weapon in another player's discard pile into your hand.", "grammar"),
        ("Battle: Put a target Weapon in your discard pile into his hand.", "grammar"),
        # "your hand" for a card that may be another player's; the pile target with other effects on it
        ("Limited: Target an enemy Personality: Put it in your hand.", "grammar"),
        ("Limited: Target an Item in your discard pile: Destroy it.", "grammar"),
        ("Limited: Target an Item in your discard pile: Put it in your hand. Draw a card.", "grammar"),
        ("Limited: Put a target Item in your discard pile into your hand and bow it.", "grammar"),
        ("Limited: Put a target Item in your discard pile into your hand. Destroy it.", "grammar"),
        ("Open: Choose your performing Monk and target a Ring in your discard pile: Put it in your hand.",
         "performer or the target"),
        # the top card: any card, "not", another deck, "draw it"
        ("Battle: Show the top card of your Fate deck. If it is a card, put it in your hand.", "any card"),
        ("Battle: Show the top card of your Fate deck. If it is not a Follower, put it in your hand.",
         "grammar"),
        ("Battle: Show the top card of your Dynasty deck. If it is a Ring, put it in your hand.", "grammar"),
        ("Water Battle: Show the top card of your Fate deck. If it is a Spell or Kiho, draw it.", "grammar"),
        # "Discard a card from your hand to ...", "Bow this card and discard a card to ...": not read
        ("Battle: Discard a card from your hand to draw a card.", "grammar"),
        ("Battle: Bow this card and discard a card to draw a card.", "grammar"),
    ],
)  # fmt: skip
def test_close_wordings_stay_not_played(text, why):
    assert why in refused(text, "Strategy")


def test_discard_a_card_to_in_an_entering_play_trait_is_not_played():
    assert "acting on cards" in refused(
        "After this card enters play: Discard a card to draw a card.", "Holding", kind="trait"
    )


# --- the engine plays what they compile to ------------------------------------------------------------------
def run(cards: dict, steps: list) -> list:
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [answer["answer"] for answer in evaluate(parse_scenario(scenario)).answers]


def smithy_cards(hand: dict | None = None) -> dict:
    cards = {
        "smithy": {"type": "holding", "owner": "me", "zone": "home",
                   "abilities": [ability(SMITHY, "Holding", "Kaiu Smithy")]},
        "katana": {"type": "item", "owner": "me", "zone": "discard", "keywords": ["Weapon"]},
        "relic": {"type": "item", "owner": "me", "zone": "discard", "keywords": ["Weapon"], "unique": True},
        "theirs": {"type": "item", "owner": "opp", "zone": "discard", "keywords": ["Weapon"]},
    }  # fmt: skip
    if hand is not None:
        cards["junk"] = {"type": "item", "owner": "me", "zone": "hand", **hand}
    return cards


USE_SMITHY = {"use": {"id": "u", "card": "smithy", "ability": "a1", "by": "me"}}
ZONES = [{"ask": {"zone": card}} for card in ("katana", "junk", "relic", "theirs")]


def test_kaiu_smithy_discards_a_card_and_returns_the_only_weapon_it_may_target():
    # the discarded card is a non-Unique Weapon too, but it was in the hand as the action was taken: the only
    # legal target is katana (relic is Unique, theirs is another player's)
    answers = run(smithy_cards({"keywords": ["Weapon"]}), [USE_SMITHY, *ZONES])
    assert [answer["value"] for answer in answers] == ["hand", "discard", "discard", "discard"]


def test_kaiu_smithy_without_a_card_to_discard_returns_nothing():
    cards = smithy_cards()
    steps = [USE_SMITHY, {"ask": {"zone": "katana"}}, {"ask": {"successful": "u"}}]
    answers = run(cards, steps)
    assert answers[0]["value"] == "discard"


def test_the_player_chooses_the_card_he_discards_and_never_this_card():
    strategy = ability("Battle: Discard a card to draw a card.", "Strategy")
    cards = {
        "trick": {"type": "action", "owner": "me", "zone": "hand", "abilities": [strategy]},
        "a": {"type": "action", "owner": "me", "zone": "hand"},
        "b": {"type": "action", "owner": "me", "zone": "hand"},
        "top": {"type": "action", "owner": "me", "zone": "deck"},
        "hero": {"type": "personality", "owner": "me", "zone": "battlefield:1"},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1"},
    }
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u", "card": "trick", "ability": "a1", "by": "me"}, "decide": {"a1.discard": "b"}},
        {"ask": {"hand": "me"}},
    ]
    (answer,) = run(cards, steps)
    assert answer["value"] == ["a", "top"]


def advisor_steps(second_hand: bool) -> tuple[dict, list]:
    cards = {
        "advisor": {"type": "holding", "owner": "me", "zone": "home",
                    "abilities": [ability(REPEATABLE, "Holding", "Retired Advisor")]},
        "junk": {"type": "action", "owner": "me", "zone": "hand"},
        "d1": {"type": "action", "owner": "me", "zone": "deck"},
        "d2": {"type": "action", "owner": "me", "zone": "deck"},
    }  # fmt: skip
    toss = {"action": {"id": "toss", "by": "me", "effects": [{"targets": "d1", "discard_from_hand": True}]}}
    steps = [{"use": {"id": "u1", "card": "advisor", "ability": "a1", "by": "me"}}, {"ask": {"hand": "me"}}]
    steps += [] if second_hand else [toss]
    steps += [{"use": {"id": "u2", "card": "advisor", "ability": "a1", "by": "me"}}, {"ask": {"hand": "me"}}]
    return cards, steps


def test_each_use_draws_only_if_that_use_discarded():
    # the second use, with an empty hand, draws nothing: the discard of the first use does not count for it
    cards, steps = advisor_steps(second_hand=False)
    assert [answer["value"] for answer in run(cards, steps)] == [["d1"], []]
    cards, steps = advisor_steps(second_hand=True)
    assert [answer["value"] for answer in run(cards, steps)] == [["d1"], ["d2"]]


def bay(hand: bool) -> list:
    # (a Holding is never at a battlefield: its cost is played as a Limited action's)
    text = LIGHTWATER.replace("Battle:", "Limited:")
    cards = {
        "bay": {"type": "holding", "owner": "me", "zone": "home",
                "abilities": [ability(text, "Holding", "Lightwater Bay")]},
        "top": {"type": "action", "owner": "me", "zone": "deck"},
    }  # fmt: skip
    if hand:
        cards["junk"] = {"type": "action", "owner": "me", "zone": "hand"}
    steps = [
        {"use": {"id": "u", "card": "bay", "ability": "a1", "by": "me"}},
        {"ask": {"hand": "me"}},
        {"ask": {"flag": "bowed", "card": "bay"}},
    ]
    return [answer["value"] for answer in run(cards, steps)]


def test_bow_this_card_and_discard_a_card_to_draw_and_not_with_an_empty_hand():
    assert bay(hand=True) == [["top"], True]
    assert bay(hand=False) == [[], False]


def gato(top: dict | None) -> list:
    cards = {
        "gato": {"type": "personality", "owner": "me", "zone": "battlefield:1",
                 "abilities": [ability(GATO, "Personality", "Togashi Gato")]},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1"},
        "theirs": {"type": "ring", "owner": "opp", "zone": "deck"},
    }  # fmt: skip
    if top is not None:
        cards["top"] = {"owner": "me", "zone": "deck", **top}
        cards["next"] = {"type": "ring", "owner": "me", "zone": "deck"}
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u", "card": "gato", "ability": "a1", "by": "me"}},
        {"ask": {"hand": "me"}},
        {"ask": {"deck": "opp"}},
    ]
    return [answer["value"] for answer in run(cards, steps)]


@pytest.mark.parametrize(
    ("top", "hand"),
    [
        ({"type": "action", "keywords": ["Tattoo"]}, ["top"]),
        ({"type": "ring"}, ["top"]),
        ({"type": "item", "keywords": ["Weapon"]}, []),  # not of the kind: it stays on top, the next is not
        (None, []),  # an empty Fate deck (his own: another player's is not looked at)
    ],
)
def test_togashi_gato_takes_the_top_card_only_if_it_is_a_tattoo_card_or_a_ring(top, hand):
    assert gato(top) == [hand, ["theirs"]]


def test_show_top_is_a_players_effect():
    cards = {"me_card": {"type": "personality", "owner": "me", "zone": "home"}}
    effect = {"targets": "me_card", "show_top": {"put_into_hand_if": [{"type": "ring"}]}}
    scenario = {"game": "l5r", "players": ["me"], "cards": cards,
                "steps": [{"action": {"id": "x", "by": "me", "effects": [effect]}}]}  # fmt: skip
    with pytest.raises(ScenarioError):
        parse_scenario(scenario)


def test_private_farm_makes_its_player_discard_a_card_of_his_choice():
    cards = {
        "farm": {"type": "holding", "owner": "me", "zone": "province:1",
                 **piece(FARM, "Holding", "Private Farm", kind="trait")},
        "a": {"type": "action", "owner": "me", "zone": "hand"},
        "b": {"type": "action", "owner": "me", "zone": "hand"},
        "theirs": {"type": "action", "owner": "opp", "zone": "hand"},
    }  # fmt: skip
    steps = [{"enter_play": "farm", "decide": {"t1@1": "b"}}, {"ask": {"hand": "me"}}]
    steps.append({"ask": {"hand": "opp"}})
    assert [answer["value"] for answer in run(cards, steps)] == [["a"], ["theirs"]]


def test_mujina_gang_discards_a_card_of_the_unit_it_joins():
    cards = {
        "gang": {"type": "follower", "owner": "me", "zone": "hand",
                 **piece(GANG, "Follower", "Mujina Gang", kind="trait")},
        "hero": {"type": "personality", "owner": "me", "zone": "home"},
        "spear": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "hero"},
        "other": {"type": "personality", "owner": "me", "zone": "home"},
    }  # fmt: skip
    attach = {"action": {"id": "x", "by": "me", "effects": [{"targets": "gang", "attach": "hero"}]}}
    steps = [attach, {"ask": {"zone": "spear"}}, {"ask": {"zone": "other"}}]
    scenario = {"game": "l5r", "players": [{"id": "me", "family_honor": 10}, "opp"], "cards": cards,
                "steps": [*steps, {"ask": {"stat": "family_honor", "player": "me"}}]}  # fmt: skip
    spear, other, honor = (answer["answer"] for answer in evaluate(parse_scenario(scenario)).answers)
    options = {next(iter(outcome["choices"].values())) for outcome in spear["outcomes"]}
    assert options == {"gang", "hero", "spear"}  # the unit's cards, its Personality's included; not other
    chose_spear = [o for o in spear["outcomes"] if "spear" in o["choices"].values()]
    assert [o["answer"]["value"] for o in chose_spear] == ["discard"]
    assert other["value"] == "home" and honor["value"] == 7


def test_a_ring_targeted_in_the_discard_pile_goes_to_the_hand():
    text = "Open: Destroy this card and target a Ring in your discard pile: Put it into your hand."
    cards = {
        "isawa": {"type": "personality", "owner": "me", "zone": "home", "keywords": ["Shugenja"]},
        "path": {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "isawa",
                 "abilities": [ability(text, "Spell", "Seeking the Path")]},
        "void": {"type": "ring", "owner": "me", "zone": "discard"},
        "theirs": {"type": "ring", "owner": "opp", "zone": "discard"},
    }  # fmt: skip
    steps = [{"use": {"id": "u", "card": "path", "ability": "a1", "by": "me"}}, {"ask": {"hand": "me"}}]
    steps.append({"ask": {"zone": "path"}})
    assert [answer["value"] for answer in run(cards, steps)] == [["void"], "discard"]
