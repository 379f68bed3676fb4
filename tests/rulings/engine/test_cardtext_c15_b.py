"""Compiler 15, part B: timing around actions. Reactions before an action's resolution ("Before an action's
resolution: Negate this Personality's destruction from the action's effects", the Desk's rule
l5r.desk.reaction-before-resolution, action_windows.py), Reactions to the targeting of a card by a kind of
action ("After another player's Battle action targets this Personality"), and the wordings of this family
refused with their reasons ("After engaging", "When another player's action would target ...", "Negate its
effects"). What each compiles to, the wordings close to them that must stay refused, and the engine playing
the compiled cards."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError

from .cardtext_kit import ability, refused

SNOW = "Reaction: Before an action's resolution begins: Negate this Personality's movement from the action's "
SNOW += "effects."
JADE = "Reaction: Before an action's resolution: Negate this Personality's destruction from the action's "
JADE += "effects."
COURAGE = "Reaction: Before the resolution of another player's action, choose your performing Personality: "
COURAGE += "Negate his movement from the action's effects."
STAFF = "Reaction: Before a Battle action resolves, target a Personality: Negate his movement from the "
STAFF += "action's effects."
URUWASHII = "Reaction: Before another player's action resolves, negate this Personality's movement from the "
URUWASHII += "action's effects."
EARTH = "Reaction: Before an action resolves, bow this card and target a defending Personality: Negate his "
EARTH += "movement from the action's effects."
IRON_FAN = "Reaction: After another player's Battle action targets this Personality, target an enemy "
IRON_FAN += "Personality or Follower: Give it -3F."
FIRST_BLOOD = "Reaction: After another player's Iaijutsu action targets your Personality: Negate his "
FIRST_BLOOD += "destruction from the action's effects."
MOVE = {"event": "move", "effects_of": "$reacted"}
DESTROY = {"event": "destroy", "effects_of": "$reacted"}


# --- what they compile to -----------------------------------------------------------------------------------
def test_before_an_actions_resolution_on_this_card():
    compiled = ability(SNOW, "Follower", "Snow Riders")
    assert compiled["trigger"] == {"event": "resolving"}
    assert compiled["effects"] == [{"targets": "$bearer", "prevent": MOVE}]
    compiled = ability(JADE, "Item", "Hand of the Jade Dragon")
    assert compiled["effects"] == [{"targets": "$bearer", "prevent": DESTROY}]
    compiled = ability(URUWASHII, "Item", "Armor of the Uruwashii")
    assert compiled["trigger"] == {"event": "resolving", "by": "other"}


def test_before_an_actions_resolution_on_the_performer_or_a_target():
    compiled = ability(COURAGE, "Strategy", "The Height of Courage")
    assert compiled["trigger"] == {"event": "resolving", "by": "other"}
    assert compiled["cost"] == {"requires": {"cards": ["$performer"], "type": "personality"}}
    assert compiled["effects"] == [{"targets": "$performer", "prevent": MOVE}]
    compiled = ability(STAFF, "Item")
    assert compiled["trigger"] == {"event": "resolving", "kind": ["Battle"]}
    assert compiled["effects"] == [{"choose": {"in_play": True, "type": "personality"}, "targeting": True,
                                    "prevent": MOVE}]  # fmt: skip
    compiled = ability(EARTH, "Spell", "The Earth's Strength")
    assert compiled["cost"] == {"bow": "$source"}
    assert compiled["effects"][0]["choose"] == {"in_play": True, "defending": True, "type": "personality"}
    text = "Reaction: Before the resolution of your Kiho action: Negate this card's bowing from the action's "
    assert ability(text + "effects.", "Personality")["trigger"] == {"event": "resolving", "kind": ["Kiho"],
                                                                     "by": "self"}  # fmt: skip
    text = "Reaction: Before another player's action's resolution: Negate this card's bowing and movement "
    compiled = ability(text + "from the action's effects.", "Personality")
    assert compiled["effects"] == [{"targets": "$source", "prevent": {"events": ["bow", "move"],
                                                                      "effects_of": "$reacted"}}]  # fmt: skip


CHAGATAI = "Reaction: Before the resolution of another player's action, negate either the bowing, "
CHAGATAI += "destruction, or movement of this Personality from the action's effects."


def test_one_of_several_negations_chosen():
    compiled = ability(CHAGATAI, "Item", "Chagatai's Armor")
    assert "effects" not in compiled
    assert compiled["choice"] == [[{"targets": "$bearer", "prevent": {"event": e, "effects_of": "$reacted"}}]
                                  for e in ("bow", "destroy", "move")]  # fmt: skip
    # only as the whole effects block of a Reaction before an action's resolution
    text = "Reaction: After an action targets this Personality: Negate either the bowing or movement of this "
    assert refused(text + "Personality from the action's effects.", "Item")


def test_a_kind_of_action_targeting():
    compiled = ability(IRON_FAN, "Item", "Iron Fan")
    assert compiled["trigger"] == {"event": "targeted", "card": "$bearer", "kind": ["Battle"], "by": "other"}
    assert compiled["effects"][0]["choose"]["type"] == ["follower", "personality"]
    compiled = ability(FIRST_BLOOD, "Strategy", "To First Blood")
    kind = {"type": "personality", "controller": "$controller"}
    assert compiled["trigger"] == {"event": "targeted", "of": kind, "kind": ["Iaijutsu"], "by": "other"}
    assert compiled["effects"] == [{"targets": "$reacted_card", "prevent": DESTROY}]
    text = "Reaction: After a Kiho action targets your performing Monk: Negate his bowing from the action's "
    compiled = ability(text + "effects.")
    assert compiled["trigger"] == {"event": "targeted", "card": "$performer", "kind": ["Kiho"]}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        # all of the action's effects, or those of a kind: a prevention applies card by card
        ("Reaction: Before a Kiho action resolves: Negate its effects.", "Strategy", "all of its effects"),
        ("Reaction: Before another player's action resolves: Negate its effects that bow, destroy, or "
         "discard your Holdings.", "Strategy", "all of its effects"),
        # how or by whom it was taken
        ("Reaction: Before the resolution of a Battle action that was taken as an additional action: Its "
         "effects do not happen.", "Strategy", "how or by whom"),
        # what it is about to do to a card: known only as it resolves
        ("Reaction: Before another player's action destroys Kazunori: Negate the destruction.", "Personality",
         "about to do"),
        # Honor, a choice among negations, a destination
        ("Reaction: Before another player's action resolves, bow this card: Reduce all Honor losses to you "
         "from the action's effects by 2.", "Holding", "Honor"),
        ("Reaction: Before the resolution of another player's action, choose whether to negate the bowing or "
         "the movement of this Personality from the action's effects.", "Item", "one of several"),
        ("Reaction: Before another player's Battle action resolves, target a Personality: Negate his "
         "movement to the current battlefield from the action's effects.", "Strategy", "place"),
        # a negation on no card, a second effect after it, a word that is no designator or action keyword
        ("Reaction: Before another player's Battle action resolves: Negate his destruction from the action's "
         "effects.", "Strategy", "'him'"),
        ("Reaction: Before an action resolves: Negate this card's movement from the action's effects. Gain "
         "1 Honor.", "Personality", "before an action's resolution"),
        ("Reaction: Before a Favor action resolves: Negate this card's movement from the action's effects.",
         "Personality", "'Favor'"),
        ("Reaction: Before an enemy player's action resolves: Negate this card's movement from the action's "
         "effects.", "Personality", "grammar"),
        # the corpus does not define engaging
        ("Reaction: After engaging, choose your performing Samurai at the current battlefield: Create a 1F "
         "Ashigaru Follower and attach it to him.", "Strategy", "engaging"),
        # redirecting an action's target otherwise than to a card chosen at the same location, or this card
        ("Reaction: When another player's action would target Tamahime: It targets Riku instead, if legal.",
         "Personality", "instead"),
        ("Reaction: When another player's action would target a Personality in Kazuki's army, discard a Ring "
         "from your hand: The action targets another legal Personality in his army instead.", "Personality",
         "instead"),
        # another player's kind of action targeting: a word that is no designator or keyword
        ("Reaction: After another player's Spell action targets this Personality: Gain 1 Honor.", "Item",
         "'Spell'"),
    ],
)  # fmt: skip
def test_close_wordings_are_refused(text, card_type, why):
    assert why in refused(text, card_type, "Yogo Kazunori")


DEFLECTION = "Reaction: When another player's action would target one of your Personalities: Choose another "
DEFLECTION += "one of your Personalities at the same location. The action targets him instead, if legal."
EZUNO = "Reaction: When another player's action would target one of your Shugenja at Ezuno's location, it "
EZUNO += "targets Ezuno instead, if legal."
RETARGET = {"action": "$reacted", "from": "$reacted_card"}


def test_an_action_that_would_target_a_card_targets_another_instead():
    compiled = ability(DEFLECTION, "Strategy", "Deflection")
    kind = {"type": "personality", "controller": "$controller"}
    assert compiled["trigger"] == {"event": "would_target", "of": kind, "by": "other"}
    chosen = {"in_play": True, "type": "personality", "controller": "$controller",
              "not_cards": ["$reacted_card"], "at_location_of": "$reacted_card"}  # fmt: skip
    assert compiled["effects"] == [{"choose": chosen, "retarget": RETARGET}]
    compiled = ability(EZUNO, "Personality", "Mirumoto Ezuno")
    kind = {"keywords": ["Shugenja"], "at_location_of": "$source", "controller": "$controller"}
    assert compiled["trigger"] == {"event": "would_target", "of": kind, "by": "other"}
    assert compiled["effects"] == [{"targets": "$source", "retarget": RETARGET}]
    text = "Reaction: When another player's Battle action would target one of your Samurai: It targets this "
    compiled = ability(text + "card instead, if legal.", "Personality")
    assert compiled["trigger"]["kind"] == ["Battle"]
    text = "Reaction: When an action would target your Follower: The action targets this card instead, if "
    compiled = ability(text + "legal.", "Follower", "Veteran Warrior")
    yours = {"type": "follower", "controller": "$controller"}
    assert compiled["trigger"] == {"event": "would_target", "of": yours}
    assert compiled["effects"] == [{"targets": "$source", "retarget": RETARGET}]


# --- the engine playing them --------------------------------------------------------------------------------
SAM = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]


def foe(*abilities: dict, keywords: tuple = ()) -> dict:
    return {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2},
            "keywords": list(keywords), "abilities": list(abilities)}  # fmt: skip


def act(aid: str, designators: list, effect: dict, *, keywords: tuple = (), targeting: bool = False) -> dict:
    chosen = {"id": f"{aid}-e", "choose": {"type": "personality"}, "targeting": True}
    effects = [{**chosen, **effect}] if targeting else [{"targets": ["sam"], **effect}]
    return {"id": aid, "designators": designators, "keywords": list(keywords), "effects": effects}


PUSH = act("push", ["Battle"], {"move": "home:me"})
PUSH_OPEN = act("push_open", ["Open"], {"move": "home:me"})
KILL = act("kill", ["Battle"], {"destroy": True})
AIM = act("aim", ["Battle"], {"destroy": True}, targeting=True)
DUEL = act("duel", ["Battle"], {"destroy": True}, keywords=("Iaijutsu",), targeting=True)


def run(cards: dict, steps: list, *, trace: bool = False):
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*BEGIN, *steps]}
    result = evaluate(parse_scenario(data))
    answers = [a["answer"]["value"] for a in result.answers]
    return (answers, [t["rule"] for t in result.trace]) if trace else answers


def react(card: str, later: str, **more) -> dict:
    return {"use": {"id": "u", "card": card, "ability": "a1", "by": "me", "reacts_to": later, **more}}


def opp_uses(ability_id: str, uid: str, **more) -> dict:
    return {"use": {"id": uid, "card": "foe", "ability": ability_id, "by": "opp", **more}}


OK = {"ask": {"successful": "u"}}
WHERE = {"ask": {"zone": "sam"}}


def _riders(*abilities: dict) -> dict:
    riders = {"type": "follower", "owner": "me", "attached_to": "sam", "stats": {"force": 1},
              "abilities": [ability(SNOW, "Follower", "Snow Riders")]}  # fmt: skip
    return {"sam": SAM, "riders": riders, "foe": foe(*abilities)}


def test_snow_riders_keep_their_personality_at_the_battlefield():
    cards = _riders(PUSH)
    answers, rules = run(cards, [react("riders", "m"), opp_uses("push", "m"), OK, WHERE], trace=True)
    assert answers == [True, "battlefield:1"]
    assert "l5r.desk.reaction-before-resolution" in rules
    # without the Reaction he moves home; taken after the action resolved: refused, too late
    assert run(cards, [opp_uses("push", "m"), WHERE]) == ["home:me"]
    assert run(cards, [opp_uses("push", "m"), react("riders", "m"), OK, WHERE]) == [False, "home:me"]
    # without naming the action: refused (the window before resolution is the action reacts_to names)
    assert run(cards, [opp_uses("push", "m"), {"use": {"id": "u", "card": "riders", "ability": "a1",
                                                       "by": "me"}}, OK]) == [False]  # fmt: skip


def test_only_the_negated_event_is_stopped():
    cards = _riders(KILL)
    assert run(cards, [react("riders", "k"), opp_uses("kill", "k"), WHERE]) == ["discard"]


def test_whose_and_what_kind_of_action():
    armor = {"type": "item", "owner": "me", "attached_to": "sam",
             "abilities": [ability(URUWASHII, "Item", "Armor of the Uruwashii")]}  # fmt: skip
    mine = {**foe(PUSH), "owner": "me", "zone": "battlefield:1"}
    cards = {"sam": SAM, "armor": armor, "foe": foe(PUSH)}
    assert run(cards, [react("armor", "m"), opp_uses("push", "m"), OK, WHERE]) == [True, "battlefield:1"]
    # its own player's action: "another player's" only
    own = [react("armor", "m"), {"use": {"id": "m", "card": "foe", "ability": "push", "by": "me"}}, OK, WHERE]
    assert run({**cards, "foe": mine}, own) == [False, "home:me"]
    staff = {"type": "personality", "owner": "me", "zone": "home:me", "stats": {"force": 1, "chi": 1},
             "abilities": [ability(STAFF, "Item")]}  # fmt: skip
    cards = {"sam": SAM, "staff": staff, "foe": foe(PUSH, PUSH_OPEN)}
    assert run(cards, [react("staff", "m", targets=["sam"]), opp_uses("push", "m"), OK, WHERE]) == [
        True, "battlefield:1"]  # fmt: skip
    # an Open action is no Battle action: refused, and he moves
    steps = [react("staff", "m", targets=["sam"]), opp_uses("push_open", "m"), OK, WHERE]
    assert run(cards, steps) == [False, "home:me"]


def test_the_performer_is_kept_in_place():
    plan = {"type": "personality", "owner": "me", "zone": "home:me", "stats": {"force": 1, "chi": 1},
            "abilities": [ability(COURAGE, "Strategy", "The Height of Courage")]}  # fmt: skip
    cards = {"sam": SAM, "plan": plan, "foe": foe(PUSH)}
    steps = [react("plan", "m", performer="sam"), opp_uses("push", "m"), OK, WHERE]
    assert run(cards, steps) == [True, "battlefield:1"]


def test_an_iaijutsu_action_targeting_your_personality():
    plan = {"type": "personality", "owner": "me", "zone": "home:me", "stats": {"force": 1, "chi": 1},
            "abilities": [ability(FIRST_BLOOD, "Strategy", "To First Blood")]}  # fmt: skip
    cards = {"sam": SAM, "plan": plan, "foe": foe(AIM, DUEL)}
    steps = [react("plan", "d"), opp_uses("duel", "d", targets=["sam"]), OK, WHERE]
    assert run(cards, steps) == [True, "battlefield:1"]
    # a Battle action without Iaijutsu: refused, he is destroyed
    steps = [react("plan", "d"), opp_uses("aim", "d", targets=["sam"]), OK, WHERE]
    assert run(cards, steps) == [False, "discard"]
    # a kind of action targeting, used without reacts_to (after the action): refused
    steps = [opp_uses("duel", "d", targets=["sam"]), {"use": {"id": "u", "card": "plan", "ability": "a1",
                                                              "by": "me"}}, OK]  # fmt: skip
    assert run(cards, steps) == [False]


def test_the_scenario_language_checks_the_trigger():
    bad = {"id": "a1", "designators": ["Reaction"], "trigger": {"event": "resolving", "of": {"type": "item"}},
           "effects": [{"targets": "$controller", "draw": 1}]}  # fmt: skip
    cards = {"sam": {**SAM, "abilities": [bad]}}
    with pytest.raises(ScenarioError) as error:
        run(cards, [])
    assert "'kind'" in str(error.value)
    bad["trigger"] = {"event": "enters_play", "kind": ["Battle"]}
    with pytest.raises(ScenarioError):
        run(cards, [])


def _shield(text: str, title: str, holder_zone: str = "home:me") -> dict:
    reaction = ability(text, "Personality", title)
    keeper = {"type": "personality", "owner": "me", "zone": holder_zone, "keywords": ["Shugenja"],
              "stats": {"force": 1, "chi": 1}, "abilities": [reaction]}  # fmt: skip
    ken = {**SAM, "keywords": ["Shugenja"]}
    far = {**SAM, "zone": "home:me"}
    enemy_only = act("aim_mine", ["Battle"], {"destroy": True})
    shugenja = {"type": "personality", "keywords": ["Shugenja"]}
    enemy_only["effects"][0] = {"id": "aim_mine-e", "choose": shugenja, "targeting": True, "destroy": True}
    return {"sam": {**SAM, "keywords": ["Shugenja"]}, "ken": ken, "far": far, "keeper": keeper,
            "foe": foe(AIM, enemy_only)}  # fmt: skip


ZONES = [{"ask": {"zone": c}} for c in ("sam", "ken", "keeper")]


def test_deflection_moves_the_targeting_to_another_personality_at_the_same_location():
    cards = _shield(DEFLECTION, "Deflection")
    steps = [{**react("keeper", "m"), "decide": {"a1.e1": "ken"}}, opp_uses("aim", "m", targets=["sam"]), OK,
             *ZONES]  # fmt: skip
    answers, rules = run(cards, steps, trace=True)
    assert answers == [True, "battlefield:1", "discard", "home:me"]
    assert "l5r.substitution.general" in rules
    # without the Reaction sam is destroyed
    assert run(cards, [opp_uses("aim", "m", targets=["sam"]), *ZONES]) == ["discard", "battlefield:1",
                                                                            "home:me"]  # fmt: skip


def test_no_legal_new_target_the_original_targeting_happens():
    cards = _shield(DEFLECTION, "Deflection")
    # ken is no Shugenja here: the action targets only Shugenja, so he is no legal target for it
    cards["ken"] = {**SAM}
    steps = [{**react("keeper", "m"), "decide": {"a1.e1": "ken"}}, opp_uses("aim_mine", "m", targets=["sam"]),
             *ZONES]  # fmt: skip
    answers, rules = run(cards, steps, trace=True)
    assert answers == ["discard", "battlefield:1", "home:me"]
    assert "l5r.substitution.targeting" in rules


def test_ezuno_takes_the_targeting_of_a_shugenja_at_his_location():
    cards = _shield(EZUNO, "Mirumoto Ezuno", holder_zone="battlefield:1")
    steps = [react("keeper", "m"), opp_uses("aim", "m", targets=["sam"]), OK, *ZONES]
    assert run(cards, steps) == [True, "battlefield:1", "battlefield:1", "discard"]
    # a Shugenja elsewhere (Ezuno at home): the Reaction's trigger does not answer
    cards = _shield(EZUNO, "Mirumoto Ezuno")
    assert run(cards, steps) == [False, "discard", "battlefield:1", "home:me"]


def test_the_negation_chosen_is_the_one_played():
    armor = {"type": "item", "owner": "me", "attached_to": "sam",
             "abilities": [ability(CHAGATAI, "Item", "Chagatai's Armor")]}  # fmt: skip
    cards = {"sam": SAM, "armor": armor, "foe": foe(PUSH)}
    assert run(cards, [react("armor", "m", chosen=3), opp_uses("push", "m"), OK, WHERE]) == [True,
                                                                                            "battlefield:1"]
    assert run(cards, [react("armor", "m", chosen=1), opp_uses("push", "m"), WHERE]) == ["home:me"]
