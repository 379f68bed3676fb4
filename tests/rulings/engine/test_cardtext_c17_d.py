"""L5R compiler 17, part D: targets and counts by place and relation. "a card (without attachments) in a
unit (led by a dishonorable Personality)" (in_a_unit, unit_members.py), "a Follower in this unit" (in_unit:
$source), "a Shugenja in this card's army" / "each Undead card in this card's army" / "a unit in this card's
army" (in_army_of and at_battlefield_of), "a card opposing this card" (opposing), "for each other Follower in
this unit" (a count), "another player's target Personality" (controller $other). What each compiles to, the
engine playing the compiled cards, and the near wordings that stay not understood."""

import pytest

from rulings.engine import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, answers, personality, piece, refused, use

WRATHFUL = (
    "Battle: Target a card without attachments in a unit led by a dishonorable Personality: Destroy the "
    "targeted card."
)
SERVITORS = "Earth Battle, Bow: Straighten a target card in a unit."
SKULL = "Repeatable Battle/Open, Bow: Straighten a target Follower in this unit."
ZENSHI = "Battle: Give each Undead card in this card's army +1F."
MINO = "Battle: Once per battle, give +2F to all attacking Lion Clan Personalities in this card's army."
MEYO = (
    "Tactical Battle: Target another Samurai in this card's army: Gain 2 Honor. Give the target a Force "
    "bonus equal to his Personal Honor."
)
UNIT_IN_ARMY = "Battle: Target a unit in this card's army: Straighten it."
TERUMOTO = "Tactical Battle: Bow a target card opposing this card."
JUNICHI = (
    "Battle: Bow a target Personality opposing this card with Personal Honor higher than this card's Chi."
)
RECRUITS = "This Follower has +1F for each other Ashigaru in this unit."
GENJI = "Battle, Bow: Ranged 3 Attack with +1 strength for each other Follower in this unit."
KISHO = (
    "Battle: Ranged 3 Attack with +1 strength for each Follower in this card's army."
)
DISGRACE = "Open: Give another player's target Personality -2F."
RANMARU = (
    "Political Battle/Open, Bow: Rehonor another player's target dishonorable Personality. Gain 2 Honor."
)
ARMY = {"in_army_of": "$source", "at_battlefield_of": "$source"}
BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


def _choose(text: str, card_type: str = "Strategy") -> dict:
    return ability(text, card_type)["effects"][0]["choose"]


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_a_card_in_a_unit_led_by_a_dishonorable_personality():
    (destroy,) = ability(WRATHFUL, "Personality")["effects"]
    assert destroy["choose"] == {"in_play": True, "without_attached": {},
                                 "in_a_unit": {"dishonorable": True, "type": "personality"}}  # fmt: skip
    assert destroy["targeting"] is True and destroy["destroy"] is True


def test_a_card_in_any_unit():
    assert _choose(SERVITORS, "Spell") == {"in_play": True, "in_a_unit": {}}


def test_a_follower_in_this_unit():
    assert _choose(SKULL, "Item") == {"in_play": True, "type": "follower", "in_unit": "$source"}


def test_each_card_of_a_kind_in_this_cards_army():
    (give,) = ability(ZENSHI, "Personality")["effects"]
    assert give["affects"] == {"in_play": True, "keywords": ["Undead"], **ARMY}
    assert (give["stat"], give["change"], give["duration"]) == ("force", 1, "end_of_turn")
    (mino,) = ability(MINO, "Personality")["effects"]
    assert mino["affects"] == {"in_play": True, "attacking": True, "keywords": ["Lion Clan"],
                               "type": "personality", **ARMY}  # fmt: skip


def test_another_samurai_in_this_cards_army():
    _gain, give = ability(MEYO, "Personality")["effects"]
    assert give["choose"] == {"in_play": True, "not_cards": ["$source"], "keywords": ["Samurai"], **ARMY}


def test_a_unit_in_this_cards_army_is_targeted_by_its_personality():
    target, straighten = ability(UNIT_IN_ARMY, "Personality")["effects"]
    assert target["choose"] == {"in_play": True, "type": "personality", **ARMY}
    assert target["target_unit"] is True
    assert straighten == {"affects": {"in_unit": "$target1"}, "straighten": True}


def test_a_card_opposing_this_card_with_a_qualifier_after_it():
    assert _choose(TERUMOTO, "Personality") == {"in_play": True, "opposing": "$source"}
    assert _choose(JUNICHI, "Personality") == {
        "in_play": True, "type": "personality", "opposing": "$source",
        "compare": {"stat": "personal_honor", "more_than": {"stat": "chi", "of": "$source"}}}  # fmt: skip


def test_counts_in_this_unit_and_in_this_cards_army():
    (trait,) = piece(RECRUITS, "Follower", kind="trait")["traits"]
    per = {"not_cards": ["$source"], "keywords": ["Ashigaru"], "in_unit": "$source"}
    assert trait["change"] == {"per": per, "each": 1}
    attack = ability(GENJI, "Follower")["effects"][0]["ranged_attack"]
    per = {"not_cards": ["$source"], "type": "follower", "in_unit": "$source"}
    assert attack == {"strength": {"per": per, "each": 1}, "plus": 3}
    attack = ability(KISHO, "Personality")["effects"][0]["ranged_attack"]
    assert attack["strength"]["per"] == {"type": "follower", **ARMY}


def test_another_players_target():
    (give,) = ability(DISGRACE, "Holding")["effects"]
    assert give["choose"] == {"in_play": True, "type": "personality", "controller": "$other"}
    rehonor, _gain = ability(RANMARU, "Personality")["effects"]
    assert rehonor["choose"]["controller"] == "$other" and rehonor["choose"]["dishonorable"] is True


# --- near wordings that stay refused ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Battle: Target a card in a unit led by a Follower: Bow it.", "Strategy", "not be a Personality"),
        ("Battle: Target a card in a unit led by your Personality: Bow it.", "Strategy", "whose Personality"),
        ("Battle: Bow a target Follower in this unit.", "Holding", "'this unit' on a holding"),
        ("Battle: Give each Undead card in this card's army +1F.", "Strategy", "army' on a strategy"),
        ("Battle: Bow a target card opposing this card.", "Holding", "'opposing this card' on a holding"),
        ("Battle: Ranged 3 Attack with +1 strength for each card in this unit.", "Follower", "names no kind"),
        ("Battle: Bow another player's target your Personality.", "Strategy", ""),
        ("Battle: Bow a target card without attachments without Followers in a unit.", "Strategy", ""),
    ],
)
def test_near_wordings_stay_refused(text, card_type, why):
    assert why in refused(text, card_type)


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _follower(owner: str, bearer: str, **more) -> dict:
    return {"type": "follower", "owner": owner, "zone": "attached", "attached_to": bearer,
            "stats": {"force": 1}, **more}  # fmt: skip


def _destroyed(*cards: str) -> list[dict]:
    return [{"ask": {"destroyed": card}} for card in cards]


def _plan(text: str) -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]}


def test_a_card_in_a_unit_led_by_a_dishonored_personality_is_destroyed():
    cards = {"dead": personality("me", abilities=[ability(WRATHFUL, "Personality")]),
             "shamed": personality("opp", dishonored=True), "spear": _follower("opp", "shamed"),
             "proud": personality("opp"), "guard": _follower("opp", "proud")}  # fmt: skip
    steps = [BATTLE, use("dead", targets=["spear"]), *_destroyed("spear", "shamed")]
    assert answers(cards, steps) == [True, False]
    with pytest.raises(ScenarioError, match="does not allow guard"):
        answers(cards, [BATTLE, use("dead", targets=["guard"])])
    with pytest.raises(ScenarioError, match="does not allow shamed"):  # he has an attachment
        answers(cards, [BATTLE, use("dead", targets=["shamed"])])


def test_a_card_in_a_unit_may_be_a_follower_but_not_a_holding():
    cards = {"plan": _plan(SERVITORS.replace("Earth Battle, Bow", "Battle")), "sam": personality("me"),
             "spear": _follower("opp", "sam", bowed=True),
             "farm": {"type": "holding", "owner": "me", "zone": "home", "bowed": True}}  # fmt: skip
    ask = {"ask": {"flag": "bowed", "card": "spear"}}
    assert answers(cards, [BATTLE, use("plan", targets=["spear"]), ask]) == [False]
    with pytest.raises(ScenarioError, match="does not allow farm"):
        answers(cards, [BATTLE, use("plan", targets=["farm"])])


def test_each_undead_card_in_this_cards_army_only():
    cards = {"zenshi": personality("me", abilities=[ability(ZENSHI, "Personality")]),
             "ghoul": personality("me", keywords=["Undead"]),
             "away": personality("me", zone="home", keywords=["Undead"]),
             "foe": personality("opp", keywords=["Undead"])}  # fmt: skip
    asks = [{"ask": {"stat": "force", "card": c}} for c in ("ghoul", "away", "foe")]
    assert answers(cards, [BATTLE, use("zenshi"), *asks]) == [3, 2, 2]


def test_the_target_must_be_in_this_cards_army():
    cards = {"meyo": personality("me", abilities=[ability(MEYO, "Personality")]),
             "here": personality("me", keywords=["Samurai"], stats={"force": 2, "chi": 2,
                                                                     "personal_honor": 3}),
             "away": personality("me", zone="home", keywords=["Samurai"])}  # fmt: skip
    steps = [BATTLE, use("meyo", targets=["here"]), {"ask": {"stat": "force", "card": "here"}}]
    assert answers(cards, steps) == [5]
    with pytest.raises(ScenarioError, match="does not allow away"):
        answers(cards, [BATTLE, use("meyo", targets=["away"])])


def test_a_card_opposing_this_card_is_bowed():
    side = {"zone": "battlefield:1"}
    terumoto = personality("me", attacking=True, abilities=[ability(TERUMOTO, "Personality")], **side)
    cards = {"terumoto": terumoto, "foe": personality("opp", defending=True, **side),
             "friend": personality("me", attacking=True)}  # fmt: skip
    steps = [BATTLE, use("terumoto", targets=["foe"]), {"ask": {"flag": "bowed", "card": "foe"}}]
    assert answers(cards, steps) == [True]
    with pytest.raises(ScenarioError, match="does not allow friend"):
        answers(cards, [BATTLE, use("terumoto", targets=["friend"])])


def test_a_follower_counts_the_other_ashigaru_in_its_unit():
    cards = {"sam": personality("me"), "recruits": _follower("me", "sam", keywords=["Ashigaru"]),
             "more": _follower("me", "sam", keywords=["Ashigaru"]),
             "elsewhere": _follower("me", "other", keywords=["Ashigaru"]),
             "other": personality("me")}  # fmt: skip
    cards["recruits"]["traits"] = piece(RECRUITS, "Follower", kind="trait")["traits"]
    assert answers(cards, [{"ask": {"stat": "force", "card": "recruits"}}]) == [2]


def test_another_players_target_personality():
    cards = {"plan": _plan(DISGRACE), "sam": personality("me"), "foe": personality("opp")}
    steps = [use("plan", targets=["foe"]), {"ask": {"stat": "force", "card": "foe"}}]
    assert answers(cards, steps) == [0]
    with pytest.raises(ScenarioError, match="does not allow sam"):
        answers(cards, [use("plan", targets=["sam"])])
