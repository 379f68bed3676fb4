"""L5R compiler 18, part H: lasting effects on kinds of cards where they are. A Terrain Strategy's trait
"Your Personalities and Followers at this battlefield have +1F." and "Non-Shadowlands Personalities have
-2F/-1C while at this battlefield." (every card of the kind at the battlefield where the Strategy is in play:
`at_battlefield_of: $source`). What each compiles to, the engine playing the compiled card (put into play by
its own action, then cards moving in and out), and the near wordings that stay refused."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, personality, piece, refused, use

TRAINING = "Your Personalities and Followers at this battlefield have +1F."
DOOMED = "Non-Shadowlands Personalities have -2F/-1C while at this battlefield."
PUT_THERE = "Battle: If there are no Terrains at the current battlefield: Put this card into play there."
HERE = "$source"


def force(card: str) -> dict:
    return {"ask": {"stat": "force", "card": card}}


def chi(card: str) -> dict:
    return {"ask": {"stat": "chi", "card": card}}


def move(card: str, to: str) -> dict:
    return {"move": {"card": card, "to": to}}


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_your_personalities_and_followers_at_this_battlefield():
    (trait,) = piece(TRAINING, "Strategy", "Training Maneuvers", kind="trait")["traits"]
    kind = {"in_play": True, "controller": "$controller", "type": ["follower", "personality"],
            "at_battlefield_of": HERE}  # fmt: skip
    assert trait == {"id": "t1", "stat": "force", "change": 1, "affects": kind}


def test_non_shadowlands_personalities_while_at_this_battlefield():
    first, second = piece(DOOMED, "Strategy", "Doomed Undertaking", kind="trait")["traits"]
    kind = {"in_play": True, "type": "personality", "not_keywords": ["Shadowlands"],
            "at_battlefield_of": HERE}  # fmt: skip
    assert first == {"id": "t1", "affects": kind, "stat": "force", "change": -2}
    assert second == {"id": "t1.2", "affects": kind, "stat": "chi", "change": -1}


def test_a_state_and_a_keyword_in_the_kind():
    (trait,) = piece("Attacking Samurai Personalities at this battlefield have +2F.", kind="trait")["traits"]
    assert trait["affects"] == {"in_play": True, "type": "personality", "attacking": True,
                                "keywords": ["Samurai"], "at_battlefield_of": HERE}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (TRAINING, "Region"),  # its own Province's battlefield: not modelled
        (TRAINING, "Holding"),
        (DOOMED, "Personality"),
        ("Your Personalities at this Province's battlefield have +1F.", "Region"),
        ("Defending Earth Personalities have +1F while at this province's battlefield.", "Region"),
        ("Attacking Followers at this battlefield have +1F.", "Strategy"),  # (its status: its unit's)
        ("Enemy Personalities and Followers at this battlefield have -1F.", "Strategy"),  # a side, no keyword
        ("Other Personalities at this battlefield have +1F.", "Strategy"),
        ("Your Personalities at this battlefield have +1F and may not be bowed.", "Strategy"),
        ("Personalities and Followers at this battlefield have -1F while their controller has no Winter "
         "cards in any of his discard piles.", "Strategy"),
        ("Personalities with 0 or 1 Personal Honor at this battlefield have -1F and their base abilities may "
         "not be used.", "Strategy"),
        ("Personalities have +1F while at this battlefield and attacking.", "Strategy"),
        ("While at this battlefield, Cavalry cards have +1F and Infantry cards have -1F.", "Strategy"),
        ("Non-Shadowlands Personalities have -2F/-1C while at the current battlefield.", "Strategy"),
    ],
)  # fmt: skip
def test_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _strategy(text: str, zone: str = "hand") -> dict:
    traits = piece(text, "Strategy", kind="trait")["traits"]
    return {"type": "action", "owner": "me", "zone": zone, "keywords": ["Terrain"],
            "abilities": [ability(PUT_THERE)], "traits": traits}  # fmt: skip


def test_training_maneuvers_once_in_play_at_the_battlefield():
    cards = {"plan": _strategy(TRAINING),
             "sam": personality("me"), "f": {"type": "follower", "owner": "me", "zone": "attached",
                                              "attached_to": "sam", "stats": {"force": 1}},
             "away": personality("me", zone="battlefield:2"), "idle": personality("me", zone="home"),
             "foe": personality("opp")}  # fmt: skip
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, force("sam"), force("f"),
             use("plan"), force("sam"), force("f"), force("away"), force("idle"), force("foe"),
             move("sam", "home"), force("sam")]  # fmt: skip
    # before the Strategy is in play: nothing; then your cards at its battlefield only, while there
    assert answers(cards, steps) == [2, 1, 3, 2, 2, 2, 2, 2]


def test_doomed_undertaking_spares_shadowlands_and_cards_elsewhere():
    cards = {"plan": _strategy(DOOMED, zone="battlefield:1"),
             "mine": personality("me"), "foe": personality("opp", stats={"force": 3, "chi": 3}),
             "oni": personality("opp", keywords=["Shadowlands"]),
             "away": personality("opp", zone="battlefield:2")}  # fmt: skip
    steps = [force("mine"), chi("mine"), force("foe"), chi("foe"), force("oni"), chi("oni"), force("away"),
             move("away", "battlefield:1"), force("away")]  # fmt: skip
    assert answers(cards, steps) == [0, 1, 1, 2, 2, 2, 2, 0]


def test_a_strategy_out_of_play_gives_nothing():
    cards = {"plan": _strategy(DOOMED), "mine": personality("me")}
    assert answers(cards, [force("mine")]) == [2]
