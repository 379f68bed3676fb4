"""L5R compiler 18, part H: lasting effects on kinds of cards where they are. A Terrain Strategy's trait
"Your Personalities and Followers at this battlefield have +1F." and "Non-Shadowlands Personalities have
-2F/-1C while at this battlefield." (every card of the kind at the battlefield where the Strategy is in play:
`at_battlefield_of: $source`). What each compiles to, the engine playing the compiled card (put into play by
its own action, then cards moving in and out), and the near wordings that stay refused."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, personality, piece, refused, result, use

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


# --- cards opposing this Personality, his own Followers, Personalities with an attachment -------------------
TAJIHI = "Dishonorable Personalities opposing Tajihi have -2F."
YUMIYA = "Non-Shadowlands Personalities and Followers have -1F while opposing Yumiya."
TANIZAKI = "Tanizaki's Followers have +1F."
EARTHEN = "Your Personalities with a Weapon have +2F."
FOOTSTEPS = "Your Shadowlands Personalities with one or more Shadowlands Followers have +1F."


def test_kinds_opposing_this_card_compile():
    (trait,) = piece(TAJIHI, "Personality", "Doji Tajihi", kind="trait")["traits"]
    assert trait == {"id": "t1", "stat": "force", "change": -2,
                     "affects": {"in_play": True, "type": "personality", "dishonorable": True,
                                 "opposing": "$source"}}  # fmt: skip
    (trait,) = piece(YUMIYA, "Personality", "Hida Yumiya", kind="trait")["traits"]
    assert trait["affects"] == {"in_play": True, "type": ["follower", "personality"],
                                "not_keywords": ["Shadowlands"], "opposing": "$source"}  # fmt: skip


def test_own_followers_and_kinds_with_an_attachment_compile():
    (trait,) = piece(TANIZAKI, "Personality", "Seppun Tanizaki", kind="trait")["traits"]
    assert trait == {"id": "t1", "stat": "force", "change": 1,
                     "affects": {"in_play": True, "type": "follower", "attached_to": "$source"}}  # fmt: skip
    (trait,) = piece(EARTHEN, "Spell", "Earthen Blade", kind="trait")["traits"]
    assert trait["affects"] == {"in_play": True, "controller": "$controller", "type": "personality",
                                "with_attached": {"keywords": ["Weapon"]}}  # fmt: skip
    (trait,) = piece(FOOTSTEPS, "Region", "The Oni's Footsteps", kind="trait")["traits"]
    assert trait["affects"]["with_attached"] == {"type": "follower", "keywords": ["Shadowlands"]}


def test_own_followers_each_and_a_keyword():
    nokatsu = "Nokatsu's Followers each have +1F."
    (trait,) = piece(nokatsu, "Personality", "Yasuki Nokatsu", kind="trait")["traits"]
    assert trait["affects"] == {"in_play": True, "type": "follower", "attached_to": "$source"}
    sakiko = "Sakiko's Followers have Cavalry."
    (trait,) = piece(sakiko, "Personality", "Utaku Sakiko", kind="trait")["traits"]
    assert trait["grant_keyword"] == "Cavalry" and trait["affects"]["attached_to"] == "$source"


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        ("Sakiko's Followers have Cavalry and may not be bowed.", "Personality", "Utaku Sakiko"),
        ("Araragi's Followers have +1F if another player's Wind is House of Suikihime.", "Personality",
         "Shinjo Araragi"),
        ("Your Personalities have -1F while opposing Yumiya.", "Personality", "Hida Yumiya"),
        ("Enemy Personalities opposing Yumiya have -1F.", "Personality", "Hida Yumiya"),
        ("Personalities opposing Yumiya have -1F.", "Follower", "Hida Yumiya"),  # not read on a Follower
        ("Personalities opposing Tajihi have -2F while attacking.", "Personality", "Doji Tajihi"),
        ("Kumiko's Followers have +1F.", "Personality", "Doji Tajihi"),  # another card's name
        ("Tanizaki's Followers have +1F.", "Item", "Seppun Tanizaki"),
        ("Your Personalities with a Weapon and a Spell have +2F.", "Spell", ""),
        ("Your Followers with an Armor have +2F.", "Spell", ""),
        ("Your Personalities with one or more Weapon have +2F.", "Spell", ""),
        ("Your Personalities with a Weapon have +2F.", "Strategy", ""),  # not in play
    ],
)
def test_near_opposing_and_attachment_wordings_stay_refused(text, card_type, title):
    assert refused(text, card_type, title, kind="trait")


def test_the_all_kinds_opposing_this_card_stay_with_their_old_reading():
    """ "All Monk Personalities opposing this card have -1F." is compiler 15's (all_have), not this
    family's."""
    compiled = result("All Monk Personalities opposing this card have -1F.", "Item", kind="trait")
    assert compiled.family != "kinds opposing this card have"


def test_tajihi_and_yumiya_weaken_only_cards_opposing_them():
    def traits(text: str, title: str) -> list:
        return piece(text, "Personality", title, kind="trait", clause_id=title[:4])["traits"]

    cards = {"tajihi": personality("me", traits=traits(TAJIHI, "Doji Tajihi"), attacking=True),
             "yumiya": personality("me", zone="battlefield:2", traits=traits(YUMIYA, "Hida Yumiya"),
                                   attacking=True),
             "shamed": personality("opp", defending=True, dishonored=True),
             "proud": personality("opp", defending=True),
             "friend": personality("me", attacking=True, dishonored=True),
             "guard": personality("opp", zone="battlefield:2", defending=True),
             "f": {"type": "follower", "owner": "opp", "zone": "attached", "attached_to": "guard",
                   "stats": {"force": 2}},
             "oni": personality("opp", zone="battlefield:2", defending=True,
                                keywords=["Shadowlands"])}  # fmt: skip
    steps = [force("shamed"), force("proud"), force("friend"), force("guard"), force("f"), force("oni"),
             move("shamed", "home"), force("shamed")]  # fmt: skip
    assert answers(cards, steps) == [0, 2, 2, 1, 1, 2, 2]


def test_tanizakis_followers_and_earthen_blade():
    tanizaki = piece(TANIZAKI, "Personality", "Seppun Tanizaki", kind="trait")["traits"]
    blade = piece(EARTHEN, "Spell", "Earthen Blade", kind="trait", clause_id="b1")["traits"]
    cards = {"tanizaki": personality("me", traits=tanizaki),
             "mine": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "tanizaki",
                      "stats": {"force": 1}},
             "other": personality("me"),
             "theirs": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "other",
                        "stats": {"force": 1}},
             "shugenja": personality("me", keywords=["Shugenja"]),
             "spell": {"type": "spell", "owner": "me", "zone": "attached", "attached_to": "shugenja",
                       "traits": blade},
             "katana": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "other",
                        "keywords": ["Weapon"]},
             "foe": personality("opp"),
             "foe_katana": {"type": "item", "owner": "opp", "zone": "attached", "attached_to": "foe",
                            "keywords": ["Weapon"]}}  # fmt: skip
    steps = [force("mine"), force("theirs"), force("other"), force("tanizaki"), force("foe")]
    assert answers(cards, steps) == [2, 1, 4, 2, 2]


def test_non_x_first_in_a_clause_is_a_keyword_the_cards_lack():
    """Compiler 15's "Your X have ..." (statics.py) read "Non-Shadowlands" first in a clause as a keyword
    named "Non-Shadowlands"; it is the absence of Shadowlands, as "non-Shadowlands" inside a clause."""
    (trait,) = piece("Non-Shadowlands Personalities have -2F while attacking.", "Personality",
                     kind="trait")["traits"]  # fmt: skip
    assert trait["affects"] == {"in_play": True, "type": "personality", "not_keywords": ["Shadowlands"]}
