"""L5R compiler 14, part E: created Followers and Items attached to a Personality ("Create a 1F Cavalry
Follower and attach it to your target Personality."; created_attachments.py: the op `create_attached`, the
Desk's rule l5r.desk.created-cards). What each wording compiles to, the near misses that must stay refused,
and the engine playing the compiled cards: the created card attached and counted in its bearer's unit, a
bearer whose text refuses it (the card ceases to exist), a Reaction to a Follower entering play."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, piece, refused

FARMLANDS = "Limited, 2 Gold: Create a 1F Follower and attach it to your target Personality."
IDE_KIN = "Political Open, Bow: Create a 1F Cavalry Follower and attach it to your target Personality."
MINE = {"in_play": True, "type": "personality", "controller": "$controller"}


def test_a_created_follower_attached_to_your_target_personality():
    compiled = ability(FARMLANDS, "Holding", "Farmlands")
    assert compiled["cost"] == {"gold": 2}
    created = {"id": "a1_created", "type": "follower", "stats": {"force": 1}}
    assert compiled["effects"] == [{"choose": MINE, "targeting": True, "create_attached": created}]
    kin = ability(IDE_KIN, "Personality", "Ide Kin")
    assert kin["keywords"] == ["Political"] and kin["cost"] == {"bow": "$source"}
    (effect,) = kin["effects"]
    assert effect["create_attached"]["keywords"] == ["Cavalry"] and effect["choose"] == MINE


def test_keywords_and_bearers_the_clause_already_names():
    text = "Battle/Limited: Create a 1F Nonhuman • Cat Follower and attach it to your target Commander."
    (effect,) = ability(text, "Personality", "Matsu Benika")["effects"]
    assert effect["choose"] == {"in_play": True, "keywords": ["Commander"], "controller": "$controller"}
    assert effect["create_attached"]["keywords"] == ["Nonhuman", "Cat"]
    # "him": the target the constraints name, chosen by the effect
    text = "Limited: Discard a card and target your Commander: Create a 2F Follower and attach it to him."
    (effect,) = ability(text, "Personality", "Matsu Sako")["effects"]
    assert effect["targeting"] is True and effect["create_attached"]["stats"] == {"force": 2}
    # "the Personality" after "target a Personality": the target
    text = "Limited: Pay 2 Gold and target a Personality: Create a 1F Follower and attach it to the "
    text += "Personality."
    (effect,) = ability(text, "Personality", "Daigotsu Bukaro")["effects"]
    assert effect["choose"] == {"in_play": True, "type": "personality"} and effect["targeting"] is True
    # the card's own name: this card
    text = "Limited: Create a 2F Follower and attach it to Mirotai."
    (effect,) = ability(text, "Personality", "Akodo Mirotai")["effects"]
    created = {"id": "a1_created", "type": "follower", "stats": {"force": 2}}
    assert effect == {"targets": "$source", "create_attached": created}
    # "him" in a Reaction: the card its trigger names
    text = "Reaction: After Eiya wins a duel, pay 2 Gold: Create a 3F Shadowlands • Spirit Follower and "
    text += "attach it to him."
    compiled = ability(text, "Personality", "Daigotsu Eiya")
    assert compiled["effects"][0]["targets"] == "$source"


def test_two_created_followers_attached_to_one_personality():
    text = "Limited: Target your Personality: Create two 1F Followers and attach them to him."
    first, second = ability(text, "Personality")["effects"]
    assert first["create_attached"]["id"] == "a1_created" and first["targeting"] is True
    created = {"id": "a1_created2", "type": "follower", "stats": {"force": 1}}
    assert second == {"targets": "$target1", "create_attached": created}


def test_a_created_item_gives_its_bonuses_as_its_stats():
    text = "Limited: Target your Personality: Create a +1F/+2C Item and attach it to him."
    (effect,) = ability(text, "Personality")["effects"]
    assert effect["create_attached"] == {"id": "a1_created", "type": "item", "stats": {"force": 1, "chi": 2}}
    text = "Limited: Target your Personality: Create a +1C Jade Item and attach it to him."
    (effect,) = ability(text, "Personality")["effects"]
    jade = {"id": "a1_created", "type": "item", "stats": {"chi": 1}, "keywords": ["Jade"]}
    assert effect["create_attached"] == jade


YAICHIRO = "After Yaichiro enters play: Create a 2F Follower and attach it to him."


def test_a_personalitys_entering_play_trait_creating_a_follower_attached_to_him():
    compiled = piece(YAICHIRO, "Personality", "Daidoji Yaichiro", kind="trait")
    (trait,) = compiled["traits"]
    created = {"id": "t1_created", "type": "follower", "stats": {"force": 2}}
    entered = {"event": "enters_play", "card": "$source"}
    assert trait == {"id": "t1", "trigger": entered, "targets": "$source", "create_attached": created}


NEAR_MISSES = [
    # the one-Weapon / one-Armor limit is not modelled
    (
        "Limited: Discard a card: Create a +2F Weapon Item and attach it to this card.",
        "Personality",
        "Weapon",
    ),
    (
        "Limited, Bow: Create a +1F/+1C Weapon Item and attach it to your target Personality.",
        "Holding",
        "Weapon",
    ),
    (
        "Limited, Bow, 2 Gold: Create a +2F Armor Item and attach it to your target Personality.",
        "Holding",
        "Armor",
    ),
    (
        "Limited: Target your Personality: Create a +1F Armor or Weapon Item and attach it to him.",
        "Personality",
        "no family",
    ),
    # "(if legal)": what makes it legal is not modelled
    (
        "Reaction: After this card enters play: Create a +2F/+1C Item and attach it to this Personality "
        "(if legal).",
        "Item",
        "if legal",
    ),
    # several cards shared among several Personalities
    (
        "After this card enters play: Create two 1F Followers and attach them to one or two of your "
        "Personalities.",
        "Personality",
        "no family",
    ),
    (
        "Limited: Destroy this card and target one to three of your Personalities: Create three 1F "
        "Nonhuman • Clay Soldier Followers and attach them to them.",
        "Spell",
        "no family",
    ),
    # quoted text given to the created card
    (
        'Open, Bow: Create a 1F Cavalry • Yobanjin Follower with the trait, "This Personality has Cavalry" '
        "and attach it to your target Personality.",
        "Holding",
        "",
    ),
    # a Follower's Force is its own, an Item's a signed bonus; numbers agree with "it" / "them"
    (
        "Battle: Target an enemy Personality: Create a -2C Nonhuman Follower and attach it to him.",
        "Spell",
        "Follower's own Force",
    ),
    ("Limited: Target your Personality: Create a 1F Item and attach it to him.", "Personality", "bonuses"),
    (
        "Limited: Target your Personality: Create two 1F Followers and attach it to him.",
        "Personality",
        "does not agree",
    ),
    (
        "Limited: Target your Personality: Create a 1F Follower and attach them to him.",
        "Personality",
        "does not agree",
    ),
    # attached to a card that is no Personality, or to one not chosen
    ("Limited: Create a 1F Follower and attach it to this card.", "Holding", "no Personality"),
    ("After this card enters play: Create a 1F Follower and attach it to him.", "Follower", "another card"),
    (
        "Limited: Choose your performing Personality: Create a 1F Follower and attach it to the Personality.",
        "Personality",
        "without a target",
    ),
    ("Limited: Create a 1F Follower and attach it to one of your Personalities.", "Holding", "no family"),
    ("Limited: Create a 1F Follower and attach it to a Personality.", "Holding", "no family"),
]


@pytest.mark.parametrize(("text", "card_type", "says"), NEAR_MISSES)
def test_near_misses_stay_refused(text, card_type, says):
    kind = "trait" if text.startswith("After") else "ability"
    assert says in refused(text, card_type, kind=kind)


# --- the engine playing the compiled cards --------------------------------------------------------------
def _scenario(hero: dict | None = None, steps: list | None = None, extra: dict | None = None) -> dict:
    farmlands = ability(FARMLANDS, "Holding", "Farmlands")
    hero = {
        "type": "personality",
        "owner": "me",
        "zone": "home",
        "stats": {"force": 2, "chi": 2},
        **(hero or {}),
    }
    cards = {
        "hero": hero,
        "farm": {"type": "holding", "owner": "me", "zone": "home", "abilities": [farmlands]},
        "mine": {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 2}},
        **(extra or {}),
    }
    return {
        "game": "l5r",
        "players": [{"id": "me", "family_honor": 10}, "opp"],
        "cards": cards,
        "steps": steps or [],
    }


USE = {"use": {"id": "u", "card": "farm", "ability": "a1", "by": "me", "targets": ["hero"]}}
USE["use"]["pay_with"] = ["mine"]


def _answers(data: dict) -> tuple[list, set]:
    result = evaluate(parse_scenario(data))
    return [a["answer"] for a in result.answers], {e["rule"] for e in result.to_dict()["trace"]}


def test_the_created_follower_is_attached_and_adds_its_force_to_the_unit():
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"ask": {"in_play": "a1_created"}},
        {"ask": {"unit_force": "hero"}},
        USE,
        {"ask": {"in_play": "a1_created"}},
        {"ask": {"zone": "a1_created"}},
        {"ask": {"controller": "a1_created"}},
        {"ask": {"unit_force": "hero"}},
        {"ask": {"stat": "force", "card": "hero"}},
    ]
    (before, unit_before, after, zone, control, unit, force), rules = _answers(_scenario(steps=steps))
    assert (before["value"], before["exists"]) == (False, False)
    assert unit_before["value"] == 2
    assert after == {"value": True, "zone": "attached", "exists": True}
    assert zone["value"] == "home"
    assert (control["value"], control["owner"]) == ("me", "me")
    assert unit["value"] == 3  # the Follower's own 1F counts in the unit
    assert force["value"] == 2  # a Follower is no bonus to its Personality's own Force
    assert {"l5r.created.create", "l5r.desk.created-cards", "l5r.effects.attach"} <= rules


def test_a_bearer_that_will_not_attach_followers_the_created_card_ceases_to_exist():
    hero = {"refuses_attachments": [{"type": "follower"}]}  # "Will not attach Followers."
    steps = [USE, {"ask": {"in_play": "a1_created"}}, {"ask": {"unit_force": "hero"}}]
    (gone, unit), rules = _answers(_scenario(hero, steps))
    assert (gone["value"], gone["exists"]) == (False, False)
    assert unit["value"] == 2
    assert {"l5r.desk.attach-restrictions", "l5r.created.cease"} <= rules


def test_the_created_follower_leaves_play_with_its_bearer_and_ceases_to_exist():
    kill = {"action": {"id": "kill", "by": "opp", "effects": [{"targets": "hero", "destroy": True}]}}
    (gone,), rules = _answers(_scenario(steps=[USE, kill, {"ask": {"in_play": "a1_created"}}]))
    assert (gone["value"], gone["exists"]) == (False, False)
    assert "l5r.created.cease" in rules


def test_a_created_item_is_a_bonus_to_its_bearers_force():
    text = "Limited: Target your Personality: Create a +2F Item and attach it to him."
    forge = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 0, "chi": 1}}
    extra = {"forge": {**forge, "abilities": [ability(text, "Personality", clause_id="a2")]}}
    steps = [
        {"use": {"card": "forge", "ability": "a2", "by": "me", "targets": ["hero"]}},
        {"ask": {"stat": "force", "card": "hero"}},
        {"ask": {"stat": "chi", "card": "hero"}},
    ]
    (force, chi), rules = _answers(_scenario(steps=steps, extra=extra))
    assert (force["value"], chi["value"]) == (4, 2)  # +2F; its unspecified Chi is 0
    assert "l5r.created.create" in rules


def test_a_reaction_to_a_follower_entering_play_answers_the_created_follower():
    text = "Reaction: After one of your Followers enters play: Gain 1 Honor."
    reaction = ability(text, "Holding", clause_id="a2")
    extra = {"drums": {"type": "holding", "owner": "me", "zone": "home", "abilities": [reaction]}}
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        USE,
        {"use": {"card": "drums", "ability": "a2", "by": "me"}},
        {"ask": {"stat": "family_honor", "player": "me"}},
    ]
    (honor,), rules = _answers(_scenario(steps=steps, extra=extra))
    assert honor["value"] == 11 and "l5r.abilities.reaction-trigger" in rules
    refuses = {"refuses_attachments": [{"type": "follower"}]}  # no Follower enters play
    (refused_honor,), _ = _answers(_scenario(refuses, steps, extra))
    assert honor["value"] == refused_honor["value"] + 1  # the Reaction answers only a Follower that entered


def test_an_entering_play_trait_creates_and_attaches_the_follower():
    traits = piece(YAICHIRO, "Personality", "Daidoji Yaichiro", kind="trait")["traits"]
    yaichiro = {"type": "personality", "owner": "me", "zone": "deck", "stats": {"force": 1, "chi": 1}}
    extra = {"yaichiro": {**yaichiro, "traits": traits}}
    steps = [{"enter_play": "yaichiro"}, {"ask": {"in_play": "t1_created"}}]
    steps.append({"ask": {"unit_force": "yaichiro"}})
    (created, unit), rules = _answers(_scenario(steps=steps, extra=extra))
    assert created["value"] is True and unit["value"] == 3  # his 1F and the Follower's 2F
    assert "l5r.desk.created-cards" in rules


def test_the_engine_refuses_a_created_weapon_and_a_second_creation():
    weapon = {"id": "blade", "type": "item", "stats": {"force": 2}, "keywords": ["Weapon"]}
    effect = {"targets": "hero", "create_attached": weapon}
    with pytest.raises(ScenarioError, match="Weapon or Armor"):
        parse_scenario(_scenario(steps=[{"action": {"id": "x", "by": "me", "effects": [effect]}}]))
    plain = effect | {"create_attached": {**weapon, "keywords": []}}
    twice = {"id": "twice", "designators": ["Open"], "limit": {"times": 2, "per": "turn"}, "effects": [plain]}
    extra = {"smith": {"type": "holding", "owner": "me", "zone": "home", "abilities": [twice]}}
    use = {"use": {"card": "smith", "ability": "twice", "by": "me"}}
    with pytest.raises(ScenarioError, match="created once already"):
        evaluate(parse_scenario(_scenario(steps=[use, use], extra=extra)))
