"""L5R compiler 20, part D: what an effect acts on, by article. "Bow the Personality", "Move the Personality
home", "Give the Personality Hero", "Bow the Holding" (the action's one target, named by its type, as "the
target": Soshi Komiko, Magistrate's Accusation, Matsu Amuro, Set the Fields Aflame) and "Give the Ranged
Attack +2 or -2 strength" (the ability's choice of two changes to the strength of the Ranged Attack a Reaction
answers: Moshi Umiko). What each compiles to, the engine playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, l5r_turn, personality, refused, use

KOMIKO = ("Political Battle: Target a Personality with Personal Honor lower than or equal to this card's "
          "Chi: Bow the Personality. If he is dishonorable, his controller loses 2 Honor.")  # fmt: skip
ACCUSATION = ("Battle: Choose your performing unbowed Magistrate Personality and target an enemy "
              "Personality with lower Personal Honor than your Magistrate's Chi: Bow the Personality. His "
              "controller loses 2 Honor.")  # fmt: skip
AMURO = "Open: Target a Personality. Amuro inspires him to greatness. Give the Personality Hero."
AFLAME = "Limited: Target a Holding and destroy this card: Bow the Holding."
UMIKO = "Reaction: After a Ranged Attack is targeted: Give the Ranged Attack +2 or -2 strength."


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_the_personality_is_the_one_target():
    compiled = ability(KOMIKO, "Personality", "Soshi Komiko")
    first, second = compiled["effects"]
    assert first["targeting"] is True and first["bow"] is True
    assert first["choose"]["type"] == "personality"
    assert second == {"targets": "$target1_controller", "honor": -2,
                      "while": {"card": "$target1", "is": {"dishonorable": True}}}  # fmt: skip
    # as "the target" reads
    same = ability(KOMIKO.replace("Bow the Personality", "Bow the target"), "Personality", "Soshi Komiko")
    assert same == compiled


def test_the_personality_beside_a_performer_is_the_target():
    compiled = ability(ACCUSATION, "Strategy", "Magistrate's Accusation")
    assert compiled["cost"]["requires"]["cards"] == ["$performer"]
    first, second = compiled["effects"]
    assert first["choose"]["controller"] == "$other" and first["bow"] is True and first["targeting"] is True
    assert second == {"targets": "$target1_controller", "honor": -2}


def test_other_types_and_a_keyword_given():
    (effect,) = ability(AMURO, "Personality", "Matsu Amuro")["effects"]
    assert effect == {"choose": {"in_play": True, "type": "personality"}, "targeting": True,
                      "grant_keyword": "Hero", "duration": "end_of_turn"}  # fmt: skip
    compiled = ability(AFLAME, "Strategy", "Set the Fields Aflame")
    assert compiled["cost"] == {"destroy": "$source"}
    assert compiled["effects"] == [{"choose": {"in_play": True, "type": "holding"}, "targeting": True,
                                    "bow": True}]  # fmt: skip
    follower = ability("Battle: Target an enemy Follower: Destroy the Follower.")
    assert follower["effects"][0]["choose"]["type"] == "follower"


def test_the_ranged_attack_given_one_change_or_the_other():
    compiled = ability(UMIKO, "Personality", "Moshi Umiko")
    assert compiled["trigger"] == {"event": "targeted", "with": "ranged_attack"}
    assert "effects" not in compiled
    assert compiled["choice"] == [
        [{"targets": "$controller", "attack_strength": {"change": 2, "action": "$reacted"}}],
        [{"targets": "$controller", "attack_strength": {"change": -2, "action": "$reacted"}}],
    ]
    it = ability("Reaction: After a Ranged Attack targets one of your cards: Give it +3 or -3 strength.")
    assert [option[0]["attack_strength"]["change"] for option in it["choice"]] == [3, -3]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # the type named is not the target's: the Follower's Personality, or another card
        ("Battle: Target a Follower: Bow the Personality.", "target's type"),
        ("Battle: Target an enemy Personality: Bow the Follower.", "target's type"),
        # several cards targeted: which one is not said
        ("Battle: Target one or two enemy Personalities: Bow the Personality.", "exactly one target"),
        # no target at all
        ("Battle: Bow the Personality.", "without a target"),
        # a possessive or a longer name: other wordings
        ("Battle: Target a Follower: Bow the Personality it is attached to.", "grammar"),
        # "the Ranged Attack" only in a Reaction to a Ranged Attack's targeting
        ("Reaction: After a Personality is destroyed: Give the Ranged Attack +2 or -2 strength.",
         "Ranged Attack"),
        ("Battle: Give the Ranged Attack +2 or -2 strength.", "Ranged Attack"),
        # another effect after the choice
        ("Reaction: After a Ranged Attack is targeted: Give the Ranged Attack +2 or -2 strength and draw a "
         "card.", "grammar"),
    ],
)  # fmt: skip
def test_near_wordings_stay_refused(text, why):
    assert why in refused(text, "Strategy")


# --- the engine playing them --------------------------------------------------------------------------------
def _honor_and_bowed(text: str, title: str, stats: dict, performer: str | None = None) -> list:
    me = personality("me", keywords=["Magistrate"], stats={"force": 2, "chi": 3, "personal_honor": 2})
    foe = personality("opp", stats=stats)
    card = {"type": "action", "owner": "me", "zone": "hand",
            "abilities": [ability(text, "Strategy", title)]}  # fmt: skip
    more = {"targets": ["foe"]} | ({"performer": performer} if performer else {})
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, use("card", **more),
             {"ask": {"flag": "bowed", "card": "foe"}},
             {"ask": {"flag": "bowed", "card": "mag"}}, {"ask": {"stat": "family_honor", "player": "opp"}}]
    data = l5r_turn({"mag": me, "foe": foe, "card": card}, steps)
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_the_targeted_personality_bows_not_the_performer():
    low = {"force": 2, "chi": 2, "personal_honor": 1}
    bowed, performer_bowed, honor = _honor_and_bowed(ACCUSATION, "Magistrate's Accusation", low, "mag")
    assert (bowed, performer_bowed) == (True, False)
    assert honor == 8  # his controller lost 2 Honor
    # a Personality whose Personal Honor is not lower than the Magistrate's Chi cannot be the target
    high = {"force": 2, "chi": 2, "personal_honor": 3}
    with pytest.raises(ScenarioError, match="does not allow foe"):
        _honor_and_bowed(ACCUSATION, "Magistrate's Accusation", high, "mag")


def _attack(chosen: int | None, force: int = 4, melee: bool = False, trace: bool = False):
    umiko = personality("me", zone="home", abilities=[ability(UMIKO, "Personality", "Moshi Umiko")])
    mark = personality("me", stats={"force": force, "chi": 2})
    attack = {"strength": 3, **({"melee": True} if melee else {})}
    shot = [{"id": "hit", "choose": {"type": "personality"}, "targeting": True, "ranged_attack": attack}]
    react = {"use": {"id": "u", "card": "umiko", "ability": "a1", "by": "me", "reacts_to": "act",
                     **({"chosen": chosen} if chosen else {})}}  # fmt: skip
    steps = [react, {"action": {"id": "act", "by": "opp", "effects": shot}, "decide": {"hit": "mark"}},
             {"ask": {"destroyed": "mark"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"umiko": umiko, "mark": mark},
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    result = evaluate(parse_scenario(data))
    return result.trace if trace else result.answers[0]["answer"]["value"]


def test_the_attack_is_stronger_or_weaker_as_chosen():
    # a Ranged 3 Attack on a 4F Personality: +2 makes it destroy him, -2 does not
    assert _attack(1) is True
    assert _attack(2) is False
    # on a 2F Personality: the attack destroys him unless it is weakened
    assert _attack(2, force=2) is False
    assert _attack(1, force=2) is True


def test_a_melee_attack_is_no_ranged_attack_to_react_to():
    # a held-out review: "After a Ranged Attack is targeted" answered a Melee Attack too
    def refused_use(trace: list[dict]) -> bool:
        return any(t["step"] == 1 and "cannot use a1" in t["text"] for t in trace)

    assert not refused_use(_attack(2, force=2, trace=True))
    assert refused_use(_attack(2, force=2, melee=True, trace=True))


# --- a token of one kind or the other -----------------------------------------------------------------------
SAKATA = "Limited: Give Sakata a +1F Fire or Sake token."


def test_a_token_of_either_kind_is_the_abilitys_choice():
    compiled = ability(SAKATA, "Personality", "Togashi Sakata")
    assert compiled["choice"] == [
        [{"targets": "$source", "give_token": {"kind": "Fire", "count": 1, "force": 1}}],
        [{"targets": "$source", "give_token": {"kind": "Sake", "count": 1, "force": 1}}],
    ]
    # on another card, or beside another effect: refused
    him = "Limited: Target a Personality: Give him a +1F Fire or Sake token."
    assert "other than this one" in refused(him)
    assert refused("Limited: Give Sakata a +1F Fire or Sake token and draw a card.", "Personality",
                   "Togashi Sakata")  # fmt: skip


@pytest.mark.parametrize(("chosen", "fire", "sake"), [(1, 1, 0), (2, 0, 1)])
def test_the_chosen_token_is_put_on_him_with_its_modifier(chosen, fire, sake):
    sakata = personality("me", zone="home", abilities=[ability(SAKATA, "Personality", "Togashi Sakata")])
    steps = [{"begin": {"name": "turn", "player": "me"}},
             {"use": {"id": "u", "card": "sakata", "ability": "a1", "by": "me", "chosen": chosen}},
             {"ask": {"tokens": "sakata", "kind": "Fire"}}, {"ask": {"tokens": "sakata", "kind": "Sake"}},
             {"ask": {"stat": "force", "card": "sakata"}}]  # fmt: skip
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"sakata": sakata}, "steps": steps}
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [fire, sake, 3]
