"""Compiler version 13, part B: conditions "If you have N or more (fewer) cards in your hand", "If you are a
Crab Clan player" and "If you control ..." in an ability's effects block (no second colon: judged as the
sentence's effects happen) and before the second colon (a condition on taking the action), the engine's new
condition `cards_in_hand` (hand_count.py), and the conditions refused on purpose with their reasons
(Reconnaissance, the Attacker and the Defender, a number of Provinces, army comparisons ...)."""

import pytest

from rulings.engine import evaluate, parse_scenario

from .cardtext_kit import ability, refused

SHRINE = "Limited, Bow: If you have six or more cards in your hand, gain 1 Honor."  # Shrine to Hotei
PEDDLER = (  # The Yasuki Peddler
    "Limited, Bow: If you have four or fewer cards in your hand and you are a Crab Clan player, "
    "draw a card."
)
# The Esteemed Palace of the Crane
PALACE = "Political Open, Bow: If you control a Personality, gain 2 Honor."
UNWAVERING = (  # Unwavering Commitment
    "Battle: Target an enemy Personality: Move him home. If you are a Scorpion Clan player, his controller "
    "loses 2 Honor."
)
BEFORE_COLON = "Limited: If you have two or fewer cards in your hand, bow this card: Draw a card."


def test_an_effects_block_condition_goes_on_the_sentences_effects():
    shrine = ability(SHRINE, "Holding")
    assert shrine["cost"] == {"bow": "$source"}
    assert "condition" not in shrine  # no second colon: no restriction on taking the action
    assert shrine["effects"] == [
        {"targets": "$controller", "honor": 1, "while": {"cards_in_hand": "$controller", "at_least": 6}}
    ]
    peddler = ability(PEDDLER, "Holding")
    assert peddler["effects"] == [
        {
            "targets": "$controller",
            "draw": 1,
            "while": {"all": [{"cards_in_hand": "$controller", "at_most": 4}, {"clan": "Crab"}]},
        }
    ]
    palace = ability(PALACE, "Holding")
    assert palace["effects"][0]["while"] == {
        "count": {"controller": "$controller", "type": "personality"},
        "at_least": 1,
    }


def test_the_condition_covers_only_its_own_sentence():
    effects = ability(UNWAVERING)["effects"]
    assert "while" not in effects[0]  # "Move him home." happens whatever the clan
    assert effects[1] == {"targets": "$target1_controller", "honor": -2, "while": {"clan": "Scorpion"}}


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("Limited: If you control any Shadowlands Personalities, draw a card.",
         {"count": {"controller": "$controller", "type": "personality", "keywords": ["Shadowlands"]},
          "at_least": 1}),
        ("Limited: If you control no Personalities, draw a card.",
         {"count": {"controller": "$controller", "type": "personality"}, "at_most": 0}),
        ("Limited: If you control a Courtier or Magistrate, draw a card.",
         {"count": {"controller": "$controller", "any_keywords": ["Courtier", "Magistrate"]}, "at_least": 1}),
        ("Limited: If you control the Imperial Favor, draw a card.",
         {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}),
        ("Limited: If you have no cards in your hand, draw a card.",
         {"cards_in_hand": "$controller", "exactly": 0}),
        ("Limited: If you have exactly two cards in your hand, draw a card.",
         {"cards_in_hand": "$controller", "exactly": 2}),
        ("Limited: If you control the Ring of the Void, draw a card.",
         {"count": {"controller": "$controller", "type": "ring", "title": "Ring of the Void"},
          "at_least": 1}),
        ("Limited: If you have 19 or less Family Honor and you control no Shadowlands cards, gain 2 Honor.",
         {"all": [{"player_stat": "family_honor", "player": "$controller", "at_most": 19},
                  {"count": {"controller": "$controller", "keywords": ["Shadowlands"]}, "at_most": 0}]}),
        ("Limited: If you are a Scorpion Clan or Crab Clan player, draw a card.",
         {"any": [{"clan": "Scorpion"}, {"clan": "Crab"}]}),
    ],
)  # fmt: skip
def test_what_the_conditions_read(text, condition):
    (effect,) = ability(text)["effects"]
    assert effect["while"] == condition


def test_if_you_control_no_before_the_colon_restricts_the_action():
    """Stymied: "If you control no Personalities, target ...:" (compiler 10, part C reads "a" and "any")."""
    stymied = ability("Open: If you control no Personalities, target another player's Personality: Bow him.")
    none = {"count": {"controller": "$controller", "type": "personality"}, "at_most": 0}
    assert stymied["condition"] == none
    ring = ability("Open: If you control a Ring, target another player's Personality: Bow him.")
    assert ring["condition"] == {"count": {"type": "ring", "controller": "$controller"}, "at_least": 1}


def test_before_the_second_colon_it_restricts_the_action():
    holding = ability(BEFORE_COLON, "Holding")
    assert holding["condition"] == {"cards_in_hand": "$controller", "at_most": 2}
    assert holding["cost"] == {"bow": "$source"}
    assert holding["effects"] == [{"targets": "$controller", "draw": 1}]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Battle: If you have Reconnaissance: Ranged 4 Attack.", "Reconnaissance"),
        ("Battle: If any player has Reconnaissance, Ranged 4 Attack.", "Reconnaissance"),
        ("Battle: If you are the Defender, target a Personality: Move him home.",
         "Attacker and the Defender"),
        ("Battle, Bow: If you are the Attacker, draw a card.", "Attacker and the Defender"),
        ("Limited, Bow: If you have fewer Provinces than each other player, draw a card.", "Provinces"),
        ("Battle: If your current army has lower total Force than the current enemy army: Ranged 6 Attack.",
         "two armies"),
        ("Battle: If there is a dead Personality in any player's discard pile: Ranged 5 Attack.", "dead"),
        ("Battle: If there are any Rings in your discard pile, draw a card.", "discard pile"),
        ("Limited: If you have attached a Unique Spell this turn: Draw 2 cards.", "done earlier"),
        # a lasting prevention: `while` on it would be judged all along (a bonus, "give him +4F", is judged
        # once as it is given since compiler 21, part K: if_when_given)
        ("Open: Choose your performing unbowed Monk: Give him Cavalry. If you control any Rings, "
         "negate his next straightening.", "lasting effect"),
        ("Open: Choose your performing unbowed Monk: Give him Cavalry. If you control any Rings or he is "
         "Air, give him +4F.", "either of two conditions"),
        # whether the target is chosen when the condition does not hold is not fixed
        ("Political Open, Bow: If you control a Courtier or Magistrate, dishonor a target Personality.",
         "with a target"),
        ("Battle: If you control a Crab Personality, draw a card.", "not a keyword"),
        ("Open: If you have Compassion, draw a card.", "not one the compiler reads"),
        ("Political Open: If you are a Scorpion Clan or Naga Clan or Crab Clan player, gain 1 Honor.",
         "not one the compiler reads"),
        ("Limited: If you control the Ring of Flame, draw a card.", "not a kind of card"),
    ],
)  # fmt: skip
def test_conditions_refused_with_their_reasons(text, reason):
    assert reason in refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # compiler 11, part B leaves the turn in an effects block unread; compiler 20, part A plays "If it is
        # not your turn, draw a card." (the effect's condition), not before a lasting effect
        "Open: If it is not your turn, give your target Personality +2F.",
        "Battle: If you have six or more cards in your hand, give your target Personality +2F.",
    ],
)
def test_near_wordings_stay_unplayed(text):
    refused(text)


def _play(text, hand_cards, *, clan=None, steps_before=(), extra_cards=None):
    cards = {
        "h": {"type": "holding", "owner": "me", "zone": "home", "abilities": [ability(text, "Holding")]},
        "top": {"type": "action", "owner": "me", "zone": "deck"},
        **{f"in{n}": {"type": "action", "owner": "me", "zone": "hand"} for n in range(hand_cards)},
        **(extra_cards or {}),
    }
    me = {"id": "me", "family_honor": 0, **({"clan": clan} if clan else {})}
    steps = [
        *steps_before,
        {"use": {"id": "u1", "card": "h", "ability": "a1", "by": "me"}},
        {"ask": {"stat": "family_honor", "player": "me"}},
        {"ask": {"hand": "me"}},
        {"ask": {"flag": "bowed", "card": "h"}},
    ]
    scenario = {"game": "l5r", "players": [me, "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(scenario)).to_dict()
    honor, hand, bowed = (a["answer"]["value"] for a in result["answers"])
    return honor, hand, bowed, result["trace"]


@pytest.mark.parametrize(("held", "gained"), [(5, 0), (6, 1), (7, 1)])
def test_shrine_to_hotei_gains_honor_only_with_six_cards_in_hand(held, gained):
    """The ability is taken (the Holding bows) whatever the hand; the Honor is gained only with six or more
    cards in the hand as the effect happens, and the trace counts them citing the Desk's hand rule."""
    honor, _hand, bowed, trace = _play(SHRINE, held)
    assert (honor, bowed) == (gained, True)
    counted = f"has {held} card(s)"
    assert any(t.get("rule") == "l5r.desk.hand-and-deck" and counted in t["text"] for t in trace)


@pytest.mark.parametrize(
    ("held", "clan", "draws"), [(4, "Crab", True), (5, "Crab", False), (4, "Crane", False), (0, "Crab", True)]
)
def test_the_yasuki_peddler_draws_with_four_or_fewer_cards_as_a_crab_player(held, clan, draws):
    _honor, hand, bowed, _trace = _play(PEDDLER, held, clan=clan)
    assert bowed is True
    assert ("top" in hand) is draws
    assert len(hand) == held + draws


@pytest.mark.parametrize(("personality", "gained"), [(True, 2), (False, 0)])
def test_the_esteemed_palace_gains_honor_only_while_you_control_a_personality(personality, gained):
    extra = {"p": {"type": "personality", "owner": "me", "zone": "home"}} if personality else {}
    honor, _hand, bowed, _trace = _play(PALACE, 0, extra_cards=extra)
    assert (honor, bowed) == (gained, True)


@pytest.mark.parametrize(("held", "taken"), [(2, True), (3, False)])
def test_before_the_colon_the_action_cannot_be_taken_with_three_cards(held, taken):
    """ "If you have two or fewer cards in your hand, bow this card:" restricts the action: with three cards
    it cannot be taken, so the card is not bowed and nothing is drawn."""
    _honor, hand, bowed, _trace = _play(BEFORE_COLON, held)
    assert bowed is taken
    assert ("top" in hand) is taken


@pytest.mark.parametrize(("clan", "lost"), [("Scorpion", -2), ("Crab", 0)])
def test_unwavering_commitment_moves_him_home_and_his_controller_loses_honor_if_scorpion(clan, lost):
    cards = {
        "uc": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(UNWAVERING)]},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "defending": True},
        "mine": {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True},
    }
    players = [{"id": "me", "clan": clan}, {"id": "opp", "family_honor": 0}]
    steps = [
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u1", "card": "uc", "ability": "a1", "by": "me", "targets": ["foe"]}},
        {"ask": {"zone": "foe"}},
        {"ask": {"stat": "family_honor", "player": "opp"}},
    ]
    scenario = {"game": "l5r", "players": players, "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(scenario)).to_dict()
    zone, honor = (a["answer"]["value"] for a in result["answers"])
    assert zone == "home"
    assert honor == lost
