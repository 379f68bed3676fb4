"""L5R compiler 17, part C: static abilities of a card or a player. "The Cursed Dead will not be destroyed for
having 0 Chi" (a prevention of the rulebook's Chi death), "You do not gain Honor" (a prevention of the
controller's Honor gains), "Toshimoko will not refuse challenges" / "Your Personalities cannot refuse
challenges" (`may_not: challenge_refusal`: the refusal a challenge's text gives is a choice they may not
make). What each compiles to, the near wordings that stay refused, and the engine playing
the compiled cards."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, answers, l5r_turn, personality, piece, refused, use


def trait(text: str, card_type: str = "Personality", title: str = "Someone") -> dict:
    (only,) = piece(text, card_type, title, kind="trait")["traits"]
    return only


# --- "will not be destroyed for having 0 Chi" ---------------------------------------------------------------
CHI_DEATH = {"event": "destroy", "zero_chi": True, "negation": False}


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("The Cursed Dead will not be destroyed for having 0 Chi.", "The Cursed Dead"),
        ("Endo is not destroyed for having 0 Chi.", "Daigotsu Endo"),
        ("Will not be destroyed for having 0 Chi.", "Earthen Golem"),
        ("Monstrosity does not die for having 0 Chi.", "Corpse Monstrosity"),
    ],
)
def test_not_destroyed_for_having_0_chi_prevents_the_chi_death(text, title):
    assert trait(text, "Personality", title) == {"id": "t1", "targets": "$source", "prevent": CHI_DEATH}


def test_this_personality_on_an_item_is_its_bearer():
    text = "This Personality will not be destroyed for having 0 Chi."
    assert trait(text, "Item")["targets"] == "$bearer"


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        ("Will not be destroyed for having 0 Chi.", "Follower", "Golem"),  # only a Personality has Chi death
        ("This card will not be destroyed for having 0 Chi.", "Holding", "X"),
        ("Moto Soro is not destroyed for having 0 Chi unless his Chi is 0 after all penalties that last "
         "until your turn ends wear off.", "Personality", "Moto Soro"),
        ("Kanjouteki is not destroyed for having 0 Chi and will not be challenged or attach Followers.",
         "Personality", "Hida Kanjouteki"),
        ("Baku will not be destroyed.", "Personality", "Bayushi Baku"),
    ],
)
def test_chi_death_near_wordings_stay_refused(text, card_type, title):
    assert refused(text, card_type, title, kind="trait")


def _chi_loss(dead: dict) -> list:
    hex_ = {"type": "action", "owner": "opp", "zone": "hand",
            "abilities": [ability("Battle: Target a Personality: Give him -1C.")]}  # fmt: skip
    steps = [use("hex", by="opp", targets=["dead"]), {"ask": {"destroyed": "dead"}}]
    return answers({"dead": dead, "hex": hex_}, steps)


def test_the_engine_keeps_a_personality_with_0_chi_in_play():
    text = "The Cursed Dead will not be destroyed for having 0 Chi."
    kept = personality("me", stats={"force": 2, "chi": 1},
                       traits=[trait(text, "Personality", "The Cursed Dead")])  # fmt: skip
    assert _chi_loss(kept) == [False]
    assert _chi_loss(personality("me", stats={"force": 2, "chi": 1})) == [True]  # without it: Chi death


def test_a_destruction_by_an_effect_still_happens():
    text = "Will not be destroyed for having 0 Chi."
    golem = personality("me", traits=[trait(text, "Personality", "Earthen Golem")])
    axe = {"type": "action", "owner": "opp", "zone": "hand",
           "abilities": [ability("Battle: Destroy a target Personality.")]}  # fmt: skip
    steps = [use("axe", by="opp", targets=["golem"]), {"ask": {"destroyed": "golem"}}]
    assert answers({"golem": golem, "axe": axe}, steps) == [True]


# --- "You do not gain Honor" ---------------------------------------------------------------------------
NO_GAIN = {"event": "honor", "direction": "gain", "negation": False}


@pytest.mark.parametrize("text", ["You do not gain Honor.", "You cannot gain Honor."])
def test_you_do_not_gain_honor_prevents_the_controllers_gains(text):
    assert trait(text, "Stronghold") == {"id": "t1", "targets": "$controller", "prevent": NO_GAIN}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("You do not gain Honor.", "Strategy"),  # never in play: no lasting trait
        ("You cannot gain Honor from Holdings.", "Sensei"),
        ("You do not lose Honor from your cards.", "Stronghold"),  # owned or controlled? ("you own": 19 C)
        ("You cannot gain Honor, issue challenges, or take Political actions.", "Sensei"),
        ("Other players do not gain Honor.", "Stronghold"),
    ],
)
def test_honor_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def test_the_engine_stops_the_gain_and_not_the_loss():
    temple = {"type": "stronghold", "owner": "me", "zone": "home",
              "traits": [trait("You do not gain Honor.", "Stronghold", "The Forgotten Temple")]}  # fmt: skip
    gain = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability("Open: Gain 2 Honor.")]}
    loss = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability("Open: Lose 2 Honor.")]}
    honor = {"ask": {"stat": "family_honor", "player": "me"}}
    data = l5r_turn({"temple": temple, "gain": gain, "loss": loss},
                    [use("gain"), honor, use("loss", uid="u2"), honor])  # fmt: skip
    data["players"] = [{"id": "me", "family_honor": 5}, {"id": "opp", "family_honor": 5}]
    values = [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]
    assert values == [5, 3]


# --- "will not refuse challenges" ---------------------------------------------------------------------------
TOHAKU = (
    "Battle: Once per battle, target an enemy Personality: Tohaku challenges him. He may refuse; if he does, "
    "dishonor him. Destroy the duel's loser."
)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Toshimoko will not refuse challenges.", "Kakita Toshimoko"),
        ("The Grey Crane will not refuse challenges.", "The Grey Crane"),
    ],
)
def test_will_not_refuse_challenges_compiles(text, title):
    assert trait(text, "Personality", title) == {"id": "t1", "targets": "$source",
                                                 "may_not": "challenge_refusal"}  # fmt: skip


def test_your_personalities_cannot_refuse_challenges():
    assert trait("Your Personalities cannot refuse challenges.", "Sensei") == {
        "id": "t1", "affects": {"type": "personality", "controller": "$controller"},
        "may_not": "challenge_refusal"}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        ("Shadowlands Personalities may not refuse challenges from Hikayo.", "Personality", "Hikayo"),
        ("This card will not refuse challenges.", "Item", "X"),  # an Item is not challenged
        ("Your Personalities cannot refuse challenges.", "Strategy", "X"),
        ("Toshimoko will not refuse duels.", "Personality", "Kakita Toshimoko"),
        ("Will not challenge or be challenged.", "Personality", "X"),
    ],
)
def test_refusal_near_wordings_stay_refused(text, card_type, title):
    assert refused(text, card_type, title, kind="trait")


def _challenge(foe: dict, decide: dict | None = None) -> list:
    tohaku = personality("me", abilities=[ability(TOHAKU, "Personality", "Tohaku")])
    step = use("tohaku", targets=["foe"]) | ({"decide": decide} if decide else {})
    asked = [{"ask": {"duel": "a1_duel"}}, {"ask": {"flag": "dishonored", "card": "foe"}}]
    return answers({"tohaku": tohaku, "foe": foe}, [step, *asked])


def test_a_personality_who_will_not_refuse_fights_the_duel():
    text = "Toshimoko will not refuse challenges."
    foe = personality("opp", traits=[trait(text, "Personality", "Kakita Toshimoko")])
    assert _challenge(foe, {"a1_duel": "tohaku"}) == ["fought", False]
    # without it, refusing is his choice
    assert _challenge(personality("opp"), {"a1_duel": "refused"}) == ["refused", True]
    # a question deciding that he refuses changes nothing: he may not, and the duel is fought
    assert _challenge(foe, {"a1_duel": "refused"}) == ["fought", False]


def test_a_sensei_keeps_its_controllers_personalities_from_refusing():
    sensei = {"type": "sensei", "owner": "opp", "zone": "home",
              "traits": [trait("Your Personalities cannot refuse challenges.", "Sensei")]}  # fmt: skip
    tohaku = personality("me", abilities=[ability(TOHAKU, "Personality", "Tohaku")])
    steps = [use("tohaku", targets=["foe"]) | {"decide": {"a1_duel": "foe"}}, {"ask": {"duel": "a1_duel"}}]
    cards = {"tohaku": tohaku, "foe": personality("opp"), "sensei": sensei}
    assert answers(cards, steps) == ["fought"]
    refusing = [use("tohaku", targets=["foe"]) | {"decide": {"a1_duel": "refused"}},
                {"ask": {"duel": "a1_duel"}}]  # fmt: skip
    assert answers(cards, refusing) == ["fought"]
    assert answers({**cards, "sensei": {**sensei, "owner": "me"}}, refusing) == ["refused"]  # not his Sensei


# --- "will not be transferred" ------------------------------------------------------------------------------
NOT_MOVED = {"prevent": {"event": "attach", "negation": False},
             "while": {"card": "$source", "is": {"in_play": True}}}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("This card will not be transferred.", "Item"),
        ("Will not be transferred.", "Item"),
        ("This Follower will not be transferred.", "Follower"),
    ],
)
def test_will_not_be_transferred_prevents_attaching_it_elsewhere(text, card_type):
    assert trait(text, card_type) == {"id": "t1", "targets": "$source", **NOT_MOVED}


@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        ("Will not be transferred.", "Personality", "X"),
        ("This Follower will not be transferred.", "Item", "X"),
        ("Will not be transferred or destroyed.", "Personality", "X"),  # (an Item's: compiler 21, part O)
        ("Weapons attached to Katagi will not be transferred.", "Personality", "Mirumoto Katagi"),
    ],
)
def test_transfer_near_wordings_stay_refused(text, card_type, title):
    assert refused(text, card_type, title, kind="trait")


def _moved(claw: dict) -> list:
    mover = {"type": "action", "owner": "me", "zone": "hand",
             "abilities": [{"id": "a1", "designators": ["Open"],
                            "effects": [{"targets": "claw", "attach": "b"}]}]}
    cards = {"a": personality("me"), "b": personality("me", zone="home"), "claw": claw, "mover": mover}
    return answers(cards, [use("mover"), {"ask": {"zone": "claw"}}, {"ask": {"stat": "force", "card": "b"}}])


def test_the_engine_keeps_the_card_on_its_bearer_but_lets_it_be_attached_from_the_hand():
    claw = {"type": "item", "owner": "me", "zone": "attached", "attached_to": "a", "stats": {"force": 1},
            "traits": [trait("Will not be transferred.", "Item", "Yakamo's Claw")]}  # fmt: skip
    assert _moved(claw) == ["battlefield:1", 2]  # still on a, at the battlefield
    assert _moved({**claw, "traits": []}) == ["home", 3]  # without it: transferred to b, at home
    in_hand = {key: value for key, value in claw.items() if key != "attached_to"} | {"zone": "hand"}
    assert _moved(in_hand) == ["home", 3]  # out of play it is attached as any card


# --- "will not gain Shadowlands" ----------------------------------------------------------------------------
def _no_gain(keyword: str) -> dict:
    return {"prevent": {"keyword": keyword, "direction": "gain", "occurrences": "new", "negation": False}}


@pytest.mark.parametrize(
    ("text", "title", "keyword"),
    [
        ("Shaoru will not gain Shadowlands.", "Daigotsu Shaoru", "Shadowlands"),
        ("Kimiono cannot gain Cavalry.", "Utaku Kimiono", "Cavalry"),
        ("Sagoten will not gain the Ninja keyword.", "Asako Sagoten", "Ninja"),
        ("Will not gain Shadowlands.", "Omen", "Shadowlands"),
    ],
)
def test_will_not_gain_a_keyword_prevents_its_grants(text, title, keyword):
    assert trait(text, "Personality", title) == {"id": "t1", "targets": "$source", **_no_gain(keyword)}


def test_this_personality_and_your_personalities_will_not_gain_a_keyword():
    assert trait("This Personality will not gain Shadowlands.", "Item")["targets"] == "$bearer"
    assert trait("Your Personalities will not gain Shadowlands.", "Stronghold") == {
        "id": "t1", "affects": {"type": "personality", "controller": "$controller"},
        **_no_gain("Shadowlands")}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Will not gain a Clan Alignment.", "Personality"),  # no Clan alignment in the engine
        ("Hisao will not gain Clan alignments.", "Personality"),
        ("Will not gain Honor.", "Personality"),
        ("Will not gain Followers.", "Personality"),  # a card type
        ("Will not gain Shadowlands.", "Strategy"),
        ("Cannot gain Corruption tokens or Shadowlands.", "Personality"),
        ("Will not gain Shadowlands or join a player whose Wind is The Kanpeki Dynasty.", "Personality"),
    ],
)
def test_keyword_near_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, "Hisao", kind="trait")


@pytest.mark.parametrize(
    "text",
    ["Battle: Target a Personality: Give him Shadowlands.",
     "Battle: Target a Personality: Permanently give him Shadowlands."],
)
def test_the_engine_stops_the_grant_and_not_the_removal(text):
    kept = trait("Shaoru will not gain Shadowlands.", "Personality", "Daigotsu Shaoru")
    give = {"type": "action", "owner": "opp", "zone": "hand", "abilities": [ability(text)]}
    take = {"type": "action", "owner": "opp", "zone": "hand",
            "abilities": [{"id": "a1", "designators": ["Battle"],
                           "effects": [{"targets": "tainted",
                                        "remove_keyword": "Shadowlands"}]}]}  # fmt: skip
    asked = [{"ask": {"has_keyword": {}, "card": c, "keyword": "Shadowlands"}} for c in ("shaoru", "tainted")]
    steps = [use("give", by="opp", targets=["shaoru"]), use("take", uid="u2", by="opp"), *asked]
    cards = {"shaoru": personality("me", traits=[kept]), "give": give, "take": take,
             "tainted": personality("me", keywords=["Shadowlands"],
                                    traits=[{**kept, "id": "t2"}])}  # fmt: skip
    assert answers(cards, steps) == [False, False]  # not gained; a printed keyword still removed
    cards["shaoru"] = personality("me")
    assert answers(cards, steps) == [True, False]  # without it: gained


def test_will_not_gain_stops_new_grants_only():
    """ "does not/will not gain" implies prevention of new occurrences only (l5r-ce-effects, prevention,
    EXCEPTION): a grant older than the prevention stays, a later one does not happen."""
    smile = {"type": "item", "owner": "me", "zone": "hand", "stats": {"force": 0},
             "traits": [trait("This Personality will not gain Shadowlands.", "Item")]}  # fmt: skip
    give = {"type": "action", "owner": "opp", "zone": "hand",
            "abilities": [ability("Battle: Target a Personality: Give him Shadowlands.")]}  # fmt: skip
    asked = {"ask": {"has_keyword": {}, "card": "sam", "keyword": "Shadowlands"}}
    cards = {"sam": personality("me"), "smile": smile, "give": give, "again": dict(give)}
    before = [use("give", by="opp", targets=["sam"]), {"attach": {"card": "smile", "to": "sam"}}, asked]
    assert answers(cards, before) == [True]  # granted before the Item attached: kept
    after = [{"attach": {"card": "smile", "to": "sam"}}, use("again", by="opp", targets=["sam"]), asked]
    assert answers(cards, after) == [False]  # granted after: prevented
