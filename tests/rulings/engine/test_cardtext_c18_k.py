"""L5R compiler 18, part K: cards created by an effect, written lower-case after a trigger's comma or an
"and": "Reaction: After Shigetoshi enters play, create a 2F Follower and attach it to a target Personality.",
"After Orito enters play, create a 1F Follower and attach it to him.", "After Abdollah enters play, lose 2
Honor and create a 2F/2C/0PH Nonhuman • Shadowlands • Undead Personality." They are the effects "Create ..."
that compilers 10 part D (`create`) and 14 part E (`create_attached`) read. What each compiles to, the engine
playing the compiled card, and the near wordings that stay refused."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

SHIGETOSHI = (
    "Reaction: After Shigetoshi enters play, create a 2F Follower and attach it to a target Personality."
)
RECRUITS = (
    "Reaction: After this Follower enters play from your hand, create a 0F Ashigaru Follower and attach it "
    "to your target Personality."
)
OFFICER = (
    "Reaction: After this Follower enters play, create a 1F Cavalry Follower and attach it to a target "
    "Personality without Followers."
)
ORITO = "After Orito enters play, create a 1F Follower and attach it to him."
RENYU = "After Renyu enters play, create a 1F Dog • Nonhuman Follower and attach it to him."
ABDOLLAH = (
    "After Abdollah enters play, lose 2 Honor and create a 2F/2C/0PH Nonhuman • Shadowlands • Undead "
    "Personality."
)
EISHI = (
    "After Eishi enters play from a Province, create a 2F/1C/2PH Lion Clan • Samurai Personality in your "
    "home."
)
MICHIO = (
    "Battle, 2 Gold: Discard a card to create a 2F Nonhuman Follower and attach it to a target Beastmaster "
    "Personality."
)


# --- what the wordings compile to ---------------------------------------------------------------------------
def test_a_reaction_creating_a_follower_for_a_target_personality():
    compiled = ability(SHIGETOSHI, "Personality", "Akodo Shigetoshi")
    assert compiled["trigger"] == {"event": "enters_play", "card": "$source"}
    assert compiled["effects"] == [
        {"choose": {"in_play": True, "type": "personality"}, "targeting": True,
         "create_attached": {"id": "a1_created", "type": "follower", "stats": {"force": 2}}}
    ]  # fmt: skip
    # the same effect as its capitalized wording after a colon
    colon = SHIGETOSHI.replace("play, create", "play: Create")
    assert ability(colon, "Personality", "Akodo Shigetoshi") == compiled


def test_your_target_personality_and_keywords():
    compiled = ability(RECRUITS, "Follower", "Ashigaru Recruits")
    assert compiled["trigger"] == {"event": "enters_play_from_hand", "card": "$source"}
    (effect,) = compiled["effects"]
    assert effect["choose"] == {"in_play": True, "type": "personality", "controller": "$controller"}
    assert effect["create_attached"] == {
        "id": "a1_created", "type": "follower", "stats": {"force": 0}, "keywords": ["Ashigaru"]
    }


def test_a_target_personality_without_followers():
    (effect,) = ability(OFFICER, "Follower", "Cavalry Officer")["effects"]
    assert effect["choose"]["without_attached"] == {"type": "follower"}
    assert effect["create_attached"]["keywords"] == ["Cavalry"]


def test_an_entering_play_trait_attaches_to_him():
    (trait,) = piece(ORITO, "Personality", "Agasha Orito", kind="trait")["traits"]
    created = {"id": "t1_created", "type": "follower", "stats": {"force": 1}}
    trigger = {"event": "enters_play", "card": "$source"}
    assert trait == {"id": "t1", "trigger": trigger, "targets": "$source", "create_attached": created}
    (renyu,) = piece(RENYU, "Personality", "Kuni Renyu", kind="trait")["traits"]
    assert renyu["create_attached"]["keywords"] == ["Dog", "Nonhuman"]


def test_a_created_personality_after_and_or_a_comma():
    lose, create = piece(ABDOLLAH, "Personality", "Abdollah", kind="trait")["traits"]
    assert lose["honor"] == -2
    assert create["create"] == {"id": "t1_created", "type": "personality",
                                "stats": {"force": 2, "chi": 2, "personal_honor": 0},
                                "keywords": ["Nonhuman", "Shadowlands", "Undead"]}  # fmt: skip
    (eishi,) = piece(EISHI, "Personality", "Matsu Eishi", kind="trait")["traits"]
    assert eishi["trigger"] == {"event": "enters_play_from_province", "card": "$source"}
    assert eishi["create"]["keywords"] == ["Lion Clan", "Samurai"]


def test_discard_to_create():
    discard, create = ability(MICHIO, "Personality", "Akodo Michio")["effects"]
    assert discard["discard_from_hand"] is True
    assert create["if_changed"] == "a1.discard"
    assert create["choose"]["keywords"] == ["Beastmaster"]


@pytest.mark.parametrize(
    ("text", "card_type", "kind", "says"),
    [
        # keywords without "•" between them: which are keywords is not said
        ("After Hero enters play from a Province, create a 0F/2C/0PH Ninja Scorpion Clan Personality.",
         "Personality", "trait", "without '•'"),
        ("After Hero enters play, create a 1F Ninja Scorpion Follower and attach it to him.",
         "Personality", "trait", "without '•'"),
        # created Weapons and Armor stay refused (compiler 14 part E: the limits are not modelled)
        ("After Hero enters play, create a +1F Weapon Item and attach it to him.", "Personality", "trait",
         "Weapon or Armor"),
        ("Reaction: After Hero enters play, create one or two +2F/+1C Weapon Items and attach them to him.",
         "Personality", "ability", ""),
        # no printed Personal Honor, at a battlefield, with a Clan Alignment: not read
        ("Open: Bow this card to create a 2F/2C Shadowlands • Undead Personality.", "Item", "ability", ""),
        ("Battle: Discard a card to create a 2F/2C/2PH Ronin Personality at the current battlefield.",
         "Holding", "ability", ""),
        ("Limited: Discard a card to create a 1F/1C/1PH Personality with your Clan Alignment.", "Holding",
         "ability", ""),
        ("Reaction: After this card enters play, create a 2F Follower and attach it to one of your "
         "Personalities.", "Follower", "ability", ""),
        ("Reaction: After this card enters play, create a 1F Follower and attach it to him (if legal).",
         "Personality", "ability", "if legal"),
        # a number that disagrees with its pronoun
        ("After Hero enters play, create two 1F Followers and attach it to him.", "Personality", "trait",
         "agree"),
    ],
)
def test_near_wordings_stay_refused(text, card_type, kind, says):
    assert says in refused(text, card_type, "Hero", kind=kind)


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _run(cards: dict, steps: list) -> tuple[list, set]:
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 10}, "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    result = evaluate(parse_scenario(data))
    return [a["answer"] for a in result.answers], {e["rule"] for e in result.to_dict()["trace"]}


def _personality(zone: str = "home", force: int = 2, **more) -> dict:
    return {"type": "personality", "owner": "me", "zone": zone, "stats": {"force": force, "chi": 2}, **more}


def test_the_reaction_attaches_the_created_follower_to_its_target():
    shig = _personality("deck", 1, abilities=[ability(SHIGETOSHI, "Personality", "Akodo Shigetoshi")])
    other = _personality(refuses_attachments=[{"type": "follower"}])  # "Will not attach Followers."
    cards = {"shig": shig, "hero": _personality()}
    steps = [
        {"enter_play": "shig"},
        {"ask": {"in_play": "a1_created"}},
        {"use": {"id": "u", "card": "shig", "ability": "a1", "by": "me", "targets": ["hero"]}},
        {"ask": {"in_play": "a1_created"}},
        {"ask": {"unit_force": "hero"}},
    ]
    (before, after, unit), rules = _run(cards, steps)
    assert before["value"] is False and after["value"] is True
    assert unit["value"] == 4  # his 2F and the created Follower's 2F
    assert {"l5r.created.create", "l5r.desk.created-cards"} <= rules
    (_, gone, unit), _ = _run({**cards, "hero": other}, steps)
    assert gone["value"] is False and unit["value"] == 2  # it could not attach and ceased to exist


def test_the_reaction_needs_its_trigger():
    shig = _personality("home", 1, abilities=[ability(SHIGETOSHI, "Personality", "Akodo Shigetoshi")])
    steps = [
        {"use": {"id": "u", "card": "shig", "ability": "a1", "by": "me", "targets": ["hero"]}},
        {"ask": {"in_play": "a1_created"}},
    ]
    (created,), _ = _run({"shig": shig, "hero": _personality()}, steps)
    assert created["value"] is False  # no entering play for the Reaction to answer


def test_the_trait_creates_the_follower_on_him():
    traits = piece(ORITO, "Personality", "Agasha Orito", kind="trait")["traits"]
    cards = {"orito": _personality("deck", 1, traits=traits)}
    steps = [{"enter_play": "orito"}, {"ask": {"in_play": "t1_created"}}, {"ask": {"unit_force": "orito"}}]
    (created, unit), rules = _run(cards, steps)
    assert created["value"] is True and unit["value"] == 2  # his 1F and the Follower's 1F
    assert "l5r.desk.created-cards" in rules


def test_the_trait_loses_honor_and_creates_a_personality_at_home():
    traits = piece(ABDOLLAH, "Personality", "Abdollah", kind="trait")["traits"]
    cards = {"abd": _personality("deck", 1, traits=traits)}
    steps = [
        {"enter_play": "abd"},
        {"ask": {"stat": "family_honor", "player": "me"}},
        {"ask": {"in_play": "t1_created"}},
        {"ask": {"zone": "t1_created"}},
        {"ask": {"stat": "force", "card": "t1_created"}},
    ]
    (honor, created, zone, force), _ = _run(cards, steps)
    assert honor["value"] == 8
    assert created["value"] is True and zone["value"] == "home" and force["value"] == 2


# --- "After your target Personality enters play: ... him" ---------------------------------------------------
KI_CHANG = (
    "Reaction: After your target Personality enters play: Create a 1F Cavalry Follower and attach it to him."
)


def test_a_reaction_targeting_the_personality_that_entered_play():
    compiled = ability(KI_CHANG, "Personality", "Shinjo Ki-Chang")
    yours = {"type": "personality", "controller": "$controller"}
    assert compiled["trigger"] == {"event": "enters_play", "of": yours}
    (effect,) = compiled["effects"]
    assert effect["choose"] == {"in_play": True, "type": "personality", "controller": "$controller",
                                "cards": ["$reacted_card"]}  # fmt: skip
    assert effect["targeting"] is True
    assert effect["create_attached"]["keywords"] == ["Cavalry"]


@pytest.mark.parametrize(
    "text",
    [
        "Reaction: After your target Follower enters play: Create a 1F Follower and attach it to him.",
        "Reaction: After your target Personality is destroyed: Create a 1F Follower and attach it to him.",
        "After your target Personality enters play: Create a 1F Follower and attach it to him.",
    ],
)
def test_near_target_triggers_stay_refused(text):
    kind = "trait" if text.startswith("After") else "ability"
    assert refused(text, "Personality", "Hero", kind=kind)


def test_only_the_personality_that_entered_play_may_be_the_target():
    kc = _personality(abilities=[ability(KI_CHANG, "Personality", "Shinjo Ki-Chang")])
    cards = {"kc": kc, "hero": _personality("deck"), "other": _personality()}
    steps = [
        {"enter_play": "hero"},
        {"use": {"id": "u", "card": "kc", "ability": "a1", "by": "me", "targets": ["hero"]}},
        {"ask": {"unit_force": "hero"}},
        {"ask": {"in_play": "a1_created"}},
    ]
    (unit, created), _ = _run(cards, steps)
    assert unit["value"] == 3 and created["value"] is True  # his 2F and the Cavalry Follower's 1F
    steps[1] = {"use": {"id": "u", "card": "kc", "ability": "a1", "by": "me", "targets": ["other"]}}
    with pytest.raises(ScenarioError, match="does not allow other"):
        _run(cards, steps)
