"""L5R compiler 16, part G: sentences that follow an effect.

"If this bowed a card, gain 1 Honor.", "If the Ranged Attack destroyed a card, ...", "If this straightened
him, ..." (only if the one earlier effect that does so changed the game), "Destroy him if he is defending." /
"If he is opposed, straighten him." (a state of the effect's card as it happens) and "Destroy it if it is an
attachment.". What each compiles to, the near misses that must stay not played, and the engine playing the
compiled cards."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused

CARD = {"in_play": True, "controller": "$other"}
ENEMY = {"in_play": True, "controller": "$other", "type": ["follower", "personality"],
         "without_attached": {"type": "follower"}}  # fmt: skip


def personality(owner: str, force: int = 2, zone: str = "battlefield:1", **more) -> dict:
    stats = {"force": force, "chi": 2, "personal_honor": 2}
    return {"type": "personality", "owner": owner, "zone": zone, "stats": stats} | more


def run(cards: dict, steps: list) -> list:
    battle = {"begin": {"name": "battle", "at": "battlefield:1"}}
    begin = [{"begin": {"name": "turn", "player": "me"}}, battle]
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    data = {"game": "l5r", "players": players, "cards": cards, "steps": [*begin, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(card: str, targets: list | None = None, performer: str | None = None) -> dict:
    step = {"id": "u", "card": card, "ability": "a1", "by": "me"}
    step |= {"targets": targets} if targets else {}
    return {"use": step | ({"performer": performer} if performer else {})}


HONOR = {"ask": {"stat": "family_honor", "player": "me"}}


def flag(name: str, card: str) -> dict:
    return {"ask": {"flag": name, "card": card}}


# --- "If this bowed a card, ..." ---------------------------------------------------------------
KENJI = "Battle: Bow a target enemy card. If this bowed a card, gain 1 Honor."
KAMEKO = ("Battle, Bow: Ranged Attack with strength equal to Kameko's Force. If the Ranged Attack destroyed "
          "a card, gain 1 Honor.")  # fmt: skip
COURTESY = ("Battle: Target a bowed enemy Personality: Straighten him. If this straightened him, take the "
            "Imperial Favor and draw a card.")  # fmt: skip
HOTEI = "Battle: Target an enemy Personality: Move him home. If this moved him, bow him."


def test_if_this_bowed_a_card_is_the_bow_changing_the_game():
    assert ability(KENJI, "Personality", "Matsu Kenji")["effects"] == [
        {"id": "a1", "choose": CARD, "targeting": True, "bow": True},
        {"id": "a1.2", "targets": "$controller", "honor": 1, "if_changed": "a1"},
    ]


def test_if_the_ranged_attack_destroyed_a_card_is_the_attack_destroying():
    kameko = ability(KAMEKO, "Personality", "Matsu Kameko")
    assert kameko["cost"] == {"bow": "$source"}  # no bow is "the Ranged Attack"
    assert kameko["effects"] == [
        {"id": "a1", "choose": ENEMY, "targeting": True,
         "ranged_attack": {"strength": {"equal_to": "force", "of": "$source"}}},
        {"id": "a1.2", "targets": "$controller", "honor": 1, "if_changed": "a1"},
    ]  # fmt: skip


def test_if_this_straightened_or_moved_him_names_the_target():
    courtesy = ability(COURTESY)["effects"]
    assert [e.get("if_changed") for e in courtesy] == [None, "a1", "a1"]
    assert courtesy[1] == {"id": "a1.2", "targets": "$controller", "take_favor": True, "if_changed": "a1"}
    hotei = ability(HOTEI, "Personality", "Moto Hotei")["effects"]
    assert hotei[1] == {"id": "a1.2", "targets": "$target1", "bow": True, "if_changed": "a1"}


def test_a_kind_named_is_read_where_the_target_is_of_that_kind():
    text = "Battle: Bow a target enemy Personality. If this bowed a Personality, gain 1 Honor."
    assert ability(text)["effects"][1]["if_changed"] == "a1"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # the cost bows a card too: "this" could be either
        ("Battle, Bow: Bow a target enemy card. If this bowed a card, gain 1 Honor.", "cost"),
        # the target may or may not be a Personality: not judged
        ("Battle: Bow a target enemy card. If this bowed a Personality, gain 1 Honor.", "Personality"),
        # nothing before it bows
        ("Battle: Straighten a target Personality. If this bowed a card, gain 1 Honor.", "no effect"),
        # two effects that bow: which is "this"
        ("Battle: Bow a target enemy card. Bow this card. If this bowed a card, draw a card.", "than one"),
        # several targets: all of them or any
        ("Battle: Target one or two enemy Personalities: Bow them. If this bowed them, draw a card.", "them"),
        # "the Ranged Attack" only destroys
        ("Battle: Ranged 4 Attack. If the Ranged Attack bowed a card, gain 1 Honor.", "Ranged Attack bowed"),
    ],
)
def test_near_misses_stay_refused(text, why):
    assert why in refused(text, "Personality", "Foo Bar")


def test_near_misses_without_a_reading_stay_refused():
    for text in (
        "Battle: Ranged 4 Attack. If the Ranged Attack destroyed a card, its owner loses 1 Honor.",
        "Battle: Bow a target enemy card. If this bowed a card, you may target and bow a Follower.",
        "Battle: Ranged 4 Attack. If this destroyed a Personality, gain 1 Honor.",
    ):
        assert refused(text, "Personality", "Foo Bar")


def test_kenji_gains_honor_only_when_the_card_bowed():
    kenji = {"type": "personality", "owner": "me", "zone": "battlefield:1",
             "abilities": [ability(KENJI, "Personality", "Matsu Kenji")]}  # fmt: skip
    unbowed = {"kenji": kenji, "foe": personality("opp")}
    assert run(unbowed, [use("kenji", ["foe"]), flag("bowed", "foe"), HONOR]) == [True, 11]
    bowed = {"kenji": kenji, "foe": personality("opp", bowed=True)}
    assert run(bowed, [use("kenji", ["foe"]), flag("bowed", "foe"), HONOR]) == [True, 10]


def test_the_ranged_attack_gains_honor_only_when_it_destroyed():
    def kameko(force: int) -> dict:
        card = personality("me", force, abilities=[ability(KAMEKO, "Personality", "Matsu Kameko")])
        return {"kameko": card, "foe": personality("opp", 3)}

    steps = [use("kameko", ["foe"]), {"ask": {"destroyed": "foe"}}, HONOR]
    assert run(kameko(4), steps) == [True, 11]
    assert run(kameko(2), steps) == [False, 10]


def test_hotei_bows_him_only_if_he_moved():
    hotei = personality("me", abilities=[ability(HOTEI, "Personality", "Moto Hotei")])
    steps = [use("hotei", ["foe"]), flag("bowed", "foe")]
    assert run({"hotei": hotei, "foe": personality("opp")}, steps) == [True]
    assert run({"hotei": hotei, "foe": personality("opp", zone="home")}, steps) == [False]


# --- "if he is opposed", "if it is an attachment" ----------------------------------------------
TACTICS = ("Battle: Choose your performing Personality: Rehonor him. If he is opposed, straighten him. You "
           "may move him home.")  # fmt: skip
KAROKO = "Battle, Bow: Melee 3 Attack. Straighten Karoko if she is attacking."
RUKIA = "Battle: Bow a target enemy card without attachments. Destroy it if it is an attachment."


def test_a_state_alone_is_judged_as_the_effect_happens():
    tactics = ability(TACTICS)["effects"]
    opposed = {"subject": {"opposed": True}}
    assert tactics[1] == {"targets": "$performer", "straighten": True, "while": opposed}
    karoko = ability(KAROKO, "Personality", "Matsu Karoko")["effects"][1]
    assert karoko == {"targets": "$source", "straighten": True, "while": {"subject": {"attacking": True}}}
    defending = ability("Battle: Target an enemy Personality: Bow him. Destroy him if he is defending.")
    assert defending["effects"][1]["while"] == {"subject": {"defending": True}}


def test_an_attachment_is_a_card_attached_to_another():
    rukia = ability(RUKIA, "Personality", "Moshi Rukia")["effects"]
    assert rukia[1] == {"targets": "$target1", "destroy": True, "while": {"subject": {"attached": True}}}
    first = ability("Battle: Target an enemy card: Bow it. If it is an attachment, destroy it.")["effects"]
    assert first[1] == rukia[1]


def test_the_opposed_performer_is_straightened_and_the_unopposed_one_not():
    strategy = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(TACTICS)]}
    steps = [use("tactics", performer="sam"), flag("bowed", "sam")]
    opposed = personality("me", bowed=True, attacking=True, opposed=True)
    foe = personality("opp", defending=True, opposed=True)
    assert run({"tactics": strategy, "sam": opposed, "foe": foe}, steps) == [False]
    alone = personality("me", bowed=True, attacking=True)
    assert run({"tactics": strategy, "sam": alone}, steps) == [True]


def test_rukia_destroys_an_attachment_only():
    rukia = personality("me", abilities=[ability(RUKIA, "Personality", "Moshi Rukia")])
    blade = {"type": "item", "owner": "opp", "attached_to": "foe", "stats": {"force": 1}}
    cards = {"rukia": rukia, "foe": personality("opp"), "blade": blade}
    both = [{"ask": {"destroyed": "blade"}}, {"ask": {"destroyed": "foe"}}]
    assert run(cards, [use("rukia", ["blade"]), *both]) == [True, False]
    bare = [use("rukia", ["foe2"]), {"ask": {"destroyed": "foe2"}}, flag("bowed", "foe2")]
    assert run(cards | {"foe2": personality("opp")}, bare) == [False, True]


# --- "Bow him as he moves", "Straighten his unit as he moves" -------------------------------------
LOOKOUT = "Battle: Move home your target Personality. Straighten his unit as he moves."
TUNNEL = "Repeatable Battle: Move home your target defending Personality; bow his unit as he moves."
BLADE = "Thunder Battle: Move this Personality home. Straighten his unit as he moves."
SUMIO = "Repeatable Battle, Bow: Move Sumio home; bow him as he moves. Lose 2 Honor."


def test_as_he_moves_is_part_of_the_move_on_the_card_that_moves():
    mine = {"in_play": True, "type": "personality", "controller": "$controller"}
    assert ability(LOOKOUT, "Strategy", "Lookout Post")["effects"] == [
        {"id": "a1", "choose": mine, "targeting": True, "move": "home"},
        {"id": "a1.2", "affects": {"in_unit": "$target1"}, "straighten": True, "if_changed": "a1"},
    ]
    tunnel = ability(TUNNEL, "Holding", "Tunnel System")["effects"][1]
    assert tunnel == {"id": "a1.2", "affects": {"in_unit": "$target1"}, "bow": True, "if_changed": "a1"}
    blade = ability(BLADE, "Item", "Storm-Forged Blade")["effects"]
    assert blade[0] == {"id": "a1", "targets": "$bearer", "move": "home"}
    unit = {"in_unit": "$bearer"}
    assert blade[1] == {"id": "a1.2", "affects": unit, "straighten": True, "if_changed": "a1"}
    sumio = ability(SUMIO, "Personality", "Yoritomo Sumio")["effects"]
    assert sumio[1] == {"id": "a1.2", "bow": True, "if_changed": "a1", "targets": "$source"}


def test_the_card_that_moves_is_the_second_target_after_a_performer_targeted():
    text = ("Battle: Target your performing unbowed Samurai to move home a target enemy Personality. Bow him "
            "as he moves.")  # fmt: skip
    effects = ability(text)["effects"]
    assert [e["id"] for e in effects] == ["a1.to", "a1.2", "a1.3"]
    assert effects[2] == {"id": "a1.3", "bow": True, "if_changed": "a1.2", "targets": "$target2"}


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Bow a target Personality. Bow him as he moves.",  # no move before it
        "Battle: Move home one or two target enemy Personalities. Bow them as they move.",  # several
        "Battle: Move home a target Personality. Bow this card as he moves.",  # another card
        "Battle: Target an enemy unit: Move it home. Bow it as it moves.",  # the unit or its Personality
    ],
)
def test_as_he_moves_near_misses_stay_refused(text):
    assert refused(text, "Personality", "Foo Bar")


def test_the_unit_straightens_only_as_he_moves():
    post = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(LOOKOUT)]}
    follower = {"type": "follower", "owner": "me", "attached_to": "sam", "bowed": True, "stats": {"force": 1}}
    steps = [use("post", ["sam"]), {"ask": {"zone": "sam"}}, flag("bowed", "sam"), flag("bowed", "ashigaru")]
    at_battle = {"post": post, "sam": personality("me", bowed=True), "ashigaru": follower}
    assert run(at_battle, steps) == ["home", False, False]
    at_home = {"post": post, "sam": personality("me", zone="home", bowed=True), "ashigaru": follower}
    assert run(at_home, steps) == ["home", True, True]


# --- "If the targeted card is an attachment, destroy it.", "If this Melee Attack destroyed a card" -----
TETSUO = ("Battle: Target an enemy card without attachments: Bow it. If the targeted card is an attachment, "
          "destroy it.")


def test_if_the_target_is_judges_the_target_as_the_effect_on_it_happens():
    tetsuo = ability(TETSUO, "Personality", "Tetsuo")["effects"][1]
    assert tetsuo == {"targets": "$target1", "destroy": True, "while": {"subject": {"attached": True}}}
    shugenja = ability("Battle: Target a Personality: Bow him. If the target is a Shugenja, destroy him.")
    assert shugenja["effects"][1]["while"] == {"subject": {"keywords": ["Shugenja"]}}
    for text in (
        # the effect is on another card than the one judged
        "Battle: Target a Personality: Bow him. If the target is a Shugenja, bow this card.",
        # no target: "him" is the performer
        "Battle: Choose your performing Samurai: Bow him. If the target is a Shugenja, destroy him.",
    ):
        assert refused(text, "Strategy")


def test_this_melee_attack_is_the_attack_named():
    guard = ("Battle: Melee Attack with strength equal to this Personality's Personal Honor plus two. If "
             "this Melee Attack destroyed a card, gain 1 Honor.")  # fmt: skip
    assert ability(guard, "Follower", "Ikoma House Guard")["effects"][1]["if_changed"] == "a1"
    assert "no effect" in refused(
        "Battle: Melee 3 Attack. If this Ranged Attack destroyed a card, gain 1 Honor.", "Personality", "Foo"
    )


def test_tetsuo_destroys_the_bowed_target_only_if_it_is_attached():
    tetsuo = personality("me", abilities=[ability(TETSUO, "Personality", "Tetsuo")])
    blade = {"type": "item", "owner": "opp", "attached_to": "foe", "stats": {"force": 1}}
    asks = [{"ask": {"destroyed": "blade"}}, {"ask": {"destroyed": "foe2"}}, flag("bowed", "foe2")]
    cards = {"tetsuo": tetsuo, "foe": personality("opp"), "blade": blade, "foe2": personality("opp")}
    assert run(cards, [use("tetsuo", ["blade"]), *asks]) == [True, False, False]
    assert run(cards, [use("tetsuo", ["foe2"]), *asks]) == [False, False, True]
