"""L5R compiler 20, part H: sentences that tell the story ("Your steed surges forward.": the ability's
`story`, changing nothing, l5r.desk.story-sentences), "A target Region's abilities may not be used."
(`may_not_use: {}` on the target until the turn ends) and "This card enters play bowed." (the card field
`entering: {bowed: true}`, l5r.desk.enters-bowed). What each compiles to, the engine playing it, and near
wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, l5r_turn, personality, piece, refused, result

STORY_RULE = "l5r.desk.story-sentences"
BOWED_RULE = "l5r.desk.enters-bowed"

BARDING = "Battle: Target an enemy card without attachments: Your steed surges forward. Bow the target."
MEDITATES = "Open: Bow your performing Monk unless he is Void: He meditates. Gain 2 Honor."
BASELESS = "Battle: Target a Personality. He flees in terror. Move him home."
CAMP = "Open, Bow: A target Region's abilities may not be used."


def run(data: dict) -> tuple[list, list]:
    """The answers' values and the trace of a scenario."""
    result_ = evaluate(parse_scenario(data))
    return [a["answer"]["value"] for a in result_.answers], result_.trace


# --- story sentences: what they compile to ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "story", "card_type", "title"),
    [
        (BARDING, "Your steed surges forward.", "Item", "Custom Barding"),
        (BASELESS, "He flees in terror.", "Strategy", "Baseless Rage"),
        ("Open: Target a non-Unique Holding. You blockade it. Bow it.", "You blockade it.", "Strategy", ""),
        ("Open: Pay 2 Gold and target a Personality: He visits a sake house. Bow him.",
         "He visits a sake house.", "Strategy", ""),
        ("Limited: You offer an exquisite gift. Gain 2 Honor.", "You offer an exquisite gift.",
         "Strategy", ""),
        ("Battle: Your delegates go to war in court. Gain 1 Honor.", "Your delegates go to war in court.",
         "Strategy", ""),
        ("Battle: A blizzard strikes suddenly. Gain 1 Honor.", "A blizzard strikes suddenly.",
         "Strategy", ""),
    ],
)
def test_a_story_sentence_is_held_in_story_and_the_effects_are_the_rest(text, story, card_type, title):
    compiled = ability(text, card_type, title)
    assert compiled["story"] == [story]
    without = ability(text.replace(f" {story}", ""), card_type, title)
    assert compiled == {**without, "story": [story]}


def test_two_story_sentences_are_kept_in_printed_order():
    compiled = ability("Limited: He meditates. He is questioned. Gain 1 Honor.")
    assert compiled["story"] == ["He meditates.", "He is questioned."]
    assert compiled["effects"] == [{"targets": "$controller", "honor": 1}]


@pytest.mark.parametrize(
    "text",
    [
        # a game term: a card type (Ancestor), an event, a search, an element, a clan, a modal, the enemy
        "Limited: She summons an ancestor. Gain 1 Honor.",
        "Limited: He is too sick to attend an important event. Gain 1 Honor.",
        "Limited: He searches for an ancient relic. Gain 1 Honor.",
        "Limited: You scorch the earth behind him. Gain 1 Honor.",
        "Limited: You help rebuild another clan's defenses. Gain 1 Honor.",
        "Limited: He must undergo a test of character. Gain 1 Honor.",
        "Limited: She pacifies the enemy. Gain 1 Honor.",
        "Limited: You suspect him of the taint. Gain 1 Honor.",
        # a capitalised word: a keyword, a title, a clan
        "Limited: Your Magistrate takes him into custody. Gain 1 Honor.",
        "Limited: He succumbs to the Dark Lord's will. Gain 1 Honor.",
        "Limited: You take in the families of the Dragonfly. Gain 1 Honor.",
        # a number, a quote, a comma
        "Limited: You build 2 walls. Gain 1 Honor.",
        'Limited: The traitors have been declared "lost". Gain 1 Honor.',
        "Limited: He rallies, then rests. Gain 1 Honor.",
        # a subject not in the list
        "Limited: Soldiers rally to him. Gain 1 Honor.",
        # a story alone: no effect to play
        "Limited: He meditates.",
        # the story after the last effect (nothing follows it)
        "Limited: Gain 1 Honor. He meditates.",
    ],
)
def test_near_story_wordings_stay_refused(text):
    assert refused(text)


def test_a_story_sentence_in_a_trait_is_not_read():
    assert refused("After this card enters play: He meditates. Gain 1 Honor.", "Personality", kind="trait")
    assert not result("He meditates. Gain 1 Honor.", "Personality", kind="trait").played


# --- story sentences: the engine playing them ---------------------------------------------------------------
def _barding_scenario(story: bool) -> dict:
    compiled = ability(BARDING, "Item", "Custom Barding")
    if not story:
        compiled.pop("story")
    cards = {"rider": personality("me", abilities=[compiled]), "foe": personality("opp")}
    steps = [{"use": {"id": "u", "card": "rider", "ability": "a1", "by": "me", "targets": ["foe"]}},
             {"ask": {"flag": "bowed", "card": "foe"}}]  # fmt: skip
    return l5r_turn(cards, steps)


def test_the_story_changes_nothing_and_the_trace_says_it_was_read_as_story():
    answers, trace = run(_barding_scenario(story=True))
    assert answers == [True]  # the target is bowed, as "Bow the target." says
    notes = [e["text"] for e in trace if e["rule"] == STORY_RULE]
    assert notes == ['a1: "Your steed surges forward." tells the story: no game term, nothing changes']
    plain_answers, plain_trace = run(_barding_scenario(story=False))
    assert plain_answers == answers
    assert not [e for e in plain_trace if e["rule"] == STORY_RULE]


def test_the_story_field_is_checked():
    data = _barding_scenario(story=True)
    data["cards"]["rider"]["abilities"][0]["story"] = [""]
    with pytest.raises(ScenarioError):
        evaluate(parse_scenario(data))
    data["cards"]["rider"]["abilities"][0]["story"] = [3]
    with pytest.raises(ScenarioError):
        evaluate(parse_scenario(data))


# --- "A target Region's abilities may not be used." ---------------------------------------------------------
def test_a_target_cards_abilities_may_not_be_used_compiles_to_may_not_use_this_turn():
    compiled = ability(CAMP, "Holding", "Front Line Camp")
    assert compiled["effects"] == [{"choose": {"in_play": True, "type": "region"}, "targeting": True,
                                    "may_not_use": {}, "duration": "end_of_turn"}]  # fmt: skip
    holding = ability("Open, Bow: A target Holding's abilities may not be used.", "Holding")
    assert holding["effects"][0]["choose"] == {"in_play": True, "type": "holding"}
    his = ability("Battle/Open: Target a Personality. His abilities may not be used (this turn).",
                  "Personality")  # fmt: skip
    assert his["effects"] == [{"choose": {"in_play": True, "type": "personality"}, "targeting": True,
                               "may_not_use": {}, "duration": "end_of_turn"}]  # fmt: skip
    target = ability("Open: Target a Holding: The target's abilities may not be used until the turn ends.")
    assert target["effects"][0]["may_not_use"] == {}


@pytest.mark.parametrize(
    "text",
    [
        # base or printed abilities only (not those given to it): not read
        "Open: A target Personality's base abilities may not be used.",
        "Political Open, Bow: A target Personality's printed abilities may not be used.",
        # a keyword's possessive, another duration
        "Open: A target Samurai's abilities may not be used.",
        "Open: A target Stronghold's abilities may not be used until your next turn begins.",
        "Battle: Target an enemy Personality: His abilities may not be used during this battle.",
        # "the Region's": not read (which card it names is not checked)
        "Open: Target a Region and destroy this card: The Region's abilities may not be used.",
    ],
)
def test_near_may_not_be_used_wordings_stay_refused(text):
    assert refused(text)


def _camp_scenario(*after: dict) -> dict:
    camp = {"type": "holding", "owner": "me", "zone": "home:me",
            "abilities": [ability(CAMP, "Holding", "Front Line Camp")]}  # fmt: skip
    gift = {"id": "gift", "designators": ["Open"], "effects": [{"targets": "$controller", "honor": 2}]}
    region = {"type": "region", "owner": "opp", "zone": "in_play", "abilities": [gift]}
    steps = [{"use": {"id": "u", "card": "camp", "ability": "a1", "by": "me", "targets": ["region"]}}, *after]
    data = l5r_turn({"camp": camp, "region": region}, steps)
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    return data


REGION_GIFT = {"use": {"id": "g", "card": "region", "ability": "gift", "by": "opp"}}
OPP_HONOR = {"ask": {"stat": "family_honor", "player": "opp"}}


def test_front_line_camp_stops_the_regions_abilities_until_the_turn_ends():
    answers, _ = run(_camp_scenario(REGION_GIFT, OPP_HONOR))
    assert answers == [10]  # the Region's ability may not be used: no Honor gained
    next_turn = [{"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}}, REGION_GIFT, OPP_HONOR]
    answers, _ = run(_camp_scenario(*next_turn))
    assert answers == [12]  # the next turn it may


def test_without_the_camp_the_regions_ability_is_used():
    data = _camp_scenario(REGION_GIFT, OPP_HONOR)
    data["steps"] = [s for s in data["steps"] if s.get("use", {}).get("id") != "u"]
    answers, _ = run(data)
    assert answers == [12]


# --- "This card enters play bowed." -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card_type", "title"),
    [
        ("This card enters play bowed.", "Item", "Coin Pouch"),
        ("This Fortification enters play bowed.", "Holding", "Carpenter Shrine"),
        ("This Holding enters play bowed.", "Holding", ""),
        ("The Hooded Ronin enters play bowed.", "Personality", "The Hooded Ronin"),
    ],
)
def test_enters_play_bowed_is_the_card_field(text, card_type, title):
    assert piece(text, card_type, title, kind="trait") == {"entering": {"bowed": True}}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("This Holding enters play unbowed.", "Holding"),
        ("This Holding enters play unbowed if you control any Siege Personalities.", "Holding"),
        ("This Holding enters play bowed. (It straightens normally on your first turn.)", "Holding"),
        ("This Fortification enters play bowed and, if your Sensei is Brotherhood Sensei, for 2 less Gold.",
         "Holding"),
        ("This Fortification enters play bowed.", "Personality"),
        ("This Holding enters play bowed.", "Item"),
    ],
)
def test_near_enters_bowed_wordings_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def _pouch_scenario(field: bool, zone: str = "hand:me") -> dict:
    pouch = {"type": "holding", "owner": "me", "zone": zone}
    if field:
        pouch |= piece("This card enters play bowed.", "Holding", "Coin Pouch", kind="trait")
    watcher = personality("opp", zone="home:opp", traits=[
        {"id": "w", "trigger": {"event": "bowed"}, "targets": "$controller", "honor": 1}])  # fmt: skip
    steps = [{"enter_play": "pouch"}, {"ask": {"flag": "bowed", "card": "pouch"}},
             {"ask": {"stat": "family_honor", "player": "opp"}}]  # fmt: skip
    data = l5r_turn({"pouch": pouch, "watcher": watcher}, steps)
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    return data


def test_a_card_that_enters_play_bowed_arrives_bowed_without_being_bowed():
    answers, trace = run(_pouch_scenario(field=True))
    assert answers[0] is True
    assert any(e["rule"] == BOWED_RULE and "pouch enters play bowed" in e["text"] for e in trace)
    assert run(_pouch_scenario(field=False))[0][0] is False  # without the text: unbowed


def test_a_trait_answering_a_bowing_does_not_answer_entering_bowed():
    """(the watcher gains 1 Honor after a card is bowed: entering play bowed is no bowing)"""
    answers, _ = run(_pouch_scenario(field=True))
    assert answers[1] == 10


def test_enters_bowed_is_checked():
    data = _pouch_scenario(field=True)
    data["cards"]["pouch"]["entering"] = {"bowed": False}
    with pytest.raises(ScenarioError):
        evaluate(parse_scenario(data))


# --- "The controller of a target dishonorable Personality loses 3 Honor." -----------------------------------
PULL = "Political Limited: The controller of a target dishonorable Personality loses 3 Honor."
HIS = "Political Limited: Target a dishonorable Personality. His controller loses 3 Honor."


@pytest.mark.parametrize(
    "text",
    [PULL, "Political Limited: A target dishonorable Personality's controller loses 3 Honor."],
)
def test_the_controller_of_a_target_reads_as_his_controller_after_the_target(text):
    compiled = ability(text, "Strategy", "Pull the String")
    assert compiled == ability(HIS, "Strategy", "Pull the String")
    assert compiled["effects"][1] == {"targets": "$target1_controller", "honor": -3}
    gains = ability("Open: The controller of a target Personality gains 2 Honor.")
    assert gains["effects"][1] == {"targets": "$target1_controller", "honor": 2}


@pytest.mark.parametrize(
    "text",
    [
        "Open: The controller of a target Personality loses Honor equal to his Chi.",
        "Open: The controller of a target Personality discards a card.",
        "Open: A target Personality's owner loses 2 Honor.",
        "Open: The controller of a target honorable Personality loses 2 Honor.",
    ],
)
def test_near_controller_of_target_wordings_stay_refused(text):
    assert refused(text)


def test_pull_the_string_takes_honor_from_the_targets_controller():
    courtier = personality("me", abilities=[ability(PULL, "Strategy", "Pull the String")])
    cards = {"pull": courtier, "rogue": personality("opp", dishonored=True), "loyal": personality("opp")}
    steps = [{"use": {"id": "u", "card": "pull", "ability": "a1", "by": "me", "targets": ["rogue"]}},
             {"ask": {"stat": "family_honor", "player": "opp"}},
             {"ask": {"stat": "family_honor", "player": "me"}}]  # fmt: skip
    data = l5r_turn(cards, steps)
    data["players"] = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    assert run(data)[0] == [7, 10]
    data["steps"][1]["use"]["targets"] = ["loyal"]  # not dishonorable: not a legal target
    with pytest.raises(ScenarioError):
        evaluate(parse_scenario(data))
