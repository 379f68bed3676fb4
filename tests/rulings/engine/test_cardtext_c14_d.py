"""L5R compiler 14, part D: delayed effects and durations. "Before this battle's resolution, straighten
him" on the action's target or performer, and written after its effect ("Straighten Yorio before this
battle's resolution."); "After this battle ends, destroy it"; a duration an effect states ("until this
battle ends", "until your next turn begins", "until the game ends", first or last); "He may not perform
Political actions" (`may_not_perform`, performing_keywords.py). What each compiles to, the near misses that
must stay not played, and the engine playing the compiled cards."""

import pytest

from tests.rulings.engine.cardtext_kit import ability, answers, personality, piece, refused, use

BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}
RESOLUTION = {"begin": "battle_resolution"}


def bowed(card: str) -> dict:
    return {"ask": {"flag": "bowed", "card": card}}


def force(card: str) -> dict:
    return {"ask": {"stat": "force", "card": card}}


# --- "Before this battle's resolution" on the target or performer, and written last -------------------------
HOLD = "Battle: Target a Personality: Bow him. Before this battle resolves, straighten him."
SMILE = "Battle: Straighten your target Personality. Bow him before this battle resolves."
STRONG = ("Battle: Choose your performing defending Personality: Give him +5F. Straighten him before this "
          "battle resolves.")  # fmt: skip
YORIO = ("Battle, Bow: Bow a target enemy Personality with lower Personal Honor than Yorio's Chi. "
         "Gain 1 Honor. Straighten Yorio before this battle's resolution.")  # fmt: skip
WAITS = {"kind": "delayed", "trigger": {"event": "battle_resolution_begins"}, "duration": "end_of_battle"}


def test_a_delayed_effect_on_the_target_or_the_performer():
    assert ability(HOLD)["effects"][1] == {**WAITS, "then": {"targets": "$target1", "straighten": True}}
    assert ability(SMILE, "Holding")["effects"][1] == {**WAITS, "then": {"targets": "$target1", "bow": True}}
    strong = ability(STRONG)
    assert strong["effects"][1] == {**WAITS, "then": {"targets": "$performer", "straighten": True}}
    yorio = ability(YORIO, "Personality", "Daidoji Yorio")
    assert yorio["effects"][-1] == {**WAITS, "then": {"targets": "$source", "straighten": True}}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # "this battle" in an action that may be taken outside one
        ("Open: Straighten your target Personality. Bow him before this battle resolves.", "not a Battle"),
        ("Battle/Open: Target a Personality: Bow him. Before this battle's resolution, straighten him.",
         "not a Battle"),
        # "his controller": the player controlling him as the effect happens, bound too early by the engine
        ("Battle: Target a Personality: Bow him. Before this battle resolves, his controller loses 1 Honor.",
         ""),
        # a lasting one, one that chooses, one that may be declined
        ("Battle: Target a Personality: Bow him. Give him +2F before this battle resolves.", "lasts"),
        ("Battle: Bow a target Personality before this battle resolves.", "chooses"),
        # a Terrain's trait and a Reaction's "this battle"
        ("Before this battle's resolution: Straighten each card at this battlefield with 5 or greater Force.",
         "grammar"),
        ("Reaction: After an action targets your Personality: Straighten him before this battle resolves.",
         ""),
    ],
)  # fmt: skip
def test_close_delayed_wordings_stay_refused(text, why):
    assert why in refused(text)


def _held(compiled: dict, steps: list) -> list:
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [compiled]},
             "sam": personality("me"), "kaede": personality("opp")}  # fmt: skip
    return answers(cards, [BATTLE, *steps])


def test_the_target_is_straightened_as_this_battle_resolves():
    steps = [use("plan", targets=["kaede"]), bowed("kaede"), RESOLUTION, bowed("kaede")]
    assert _held(ability(HOLD), steps) == [True, False]


def test_not_at_another_battles_resolution():
    steps = [use("plan", targets=["kaede"]), {"end": "battle"}, BATTLE, RESOLUTION, bowed("kaede")]
    assert _held(ability(HOLD), steps) == [True]  # it ended with its battle, unapplied


def test_the_target_moved_home_before_the_resolution_is_still_the_one():
    """The card the action targeted, bound as it resolved (l5r-ce-effects: effects activated on a card, then
    delayed, apply to it at the delayed point), wherever it is then; no other card is reached."""
    steps = [use("plan", targets=["kaede"]), {"move": {"card": "kaede", "to": "home:opp"}}, RESOLUTION,
             bowed("kaede"), bowed("sam")]  # fmt: skip
    assert _held(ability(HOLD), steps) == [False, False]


def test_the_performer_is_straightened_as_this_battle_resolves():
    strong = ability(STRONG)
    tire = {"action": {"id": "tire", "by": "opp", "effects": [{"targets": "sam", "bow": True}]}}
    steps = [{"set": {"card": "sam", "defending": True}}, tire,
             use("plan", performer="sam"), force("sam"), bowed("sam"), RESOLUTION, bowed("sam")]  # fmt: skip
    assert _held(strong, steps) == [7, True, False]


# --- "After this battle ends, <effect>" ---------------------------------------------------------------------
DYING = "Battle: Target your bowed card: Straighten it. Destroy it after the battle ends."


def test_after_this_battle_ends_is_a_delayed_effect():
    compiled = ability(DYING)
    assert compiled["effects"][1] == {"kind": "delayed", "trigger": {"event": "battle_ends"},
                                      "then": {"targets": "$target1", "destroy": True}}  # fmt: skip
    first = ability("Battle: Target a Personality: Straighten him. After this battle ends, bow him.")
    assert first["effects"][1]["then"] == {"targets": "$target1", "bow": True}


# Hurlspit Goblins' first sentence, "Give each Goblin Follower in this unit +1F", is refused on a Follower
# (places.check_unit_outlasting): the delayed destruction is checked here on a sentence still played
HURLSPIT = "Battle: Give this card +1F. Destroy this card after this battle's resolution."
HURLSPIT_PRINTED = ("Battle: Give each Goblin Follower in this unit +1F. Destroy this card after this "
                    "battle's resolution.")  # fmt: skip


def test_this_unit_in_a_lasting_effect_of_a_follower_is_refused():
    """The bonus lasts the turn, past the Goblins' own destruction, but "this unit" is found through the card:
    refused on a Follower; on a Personality his unit ends with him, so it is played."""
    assert "this unit" in refused(HURLSPIT_PRINTED, "Follower", "Hurlspit Goblins")
    own = ability(HURLSPIT_PRINTED, "Personality", "Hurlspit")["effects"][0]
    assert own["affects"]["in_unit"] == "$source"


def test_after_this_battles_resolution_is_a_delayed_effect():
    compiled = ability(HURLSPIT, "Follower", "Hurlspit Goblins")
    assert compiled["effects"][1] == {"kind": "delayed", "trigger": {"event": "battle_resolution_ends"},
                                      "then": {"targets": "$source", "destroy": True}}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Open: Target your bowed card: Straighten it. Destroy it after the battle ends.", "not a Battle"),
        # a delayed effect in an Event's trait (no action binds it) is no family of this part
        ("After this battle ends, bow all Followers.", "grammar"),
        ("Battle: Target a Personality: After this battle ends, give him +2F.", "lasts"),
        ("Battle: Straighten your target Personality. After this battle ends, bow all Followers.", "kind"),
    ],
)  # fmt: skip
def test_close_after_battle_wordings_stay_refused(text, why):
    assert why in refused(text)


def test_the_cards_own_name_is_no_antecedent_of_him():
    text = "Battle: Give Naggru +3F. Destroy him after this battle's resolution ends."
    assert "without a target" in refused(text, "Personality", "Naggru")


def test_the_card_straightened_is_destroyed_when_the_battle_ends():
    sam = personality("me", bowed=True)
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(DYING)]},
             "sam": sam}  # fmt: skip
    steps = [BATTLE, use("plan", targets=["sam"]), bowed("sam"), {"ask": {"destroyed": "sam"}},
             {"end": "battle"}, {"ask": {"destroyed": "sam"}}]  # fmt: skip
    assert answers(cards, steps) == [False, False, True]


def test_the_goblins_are_destroyed_as_the_resolution_ends():
    goblins = {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
               "stats": {"force": 1}, "abilities": [ability(HURLSPIT, "Follower", "Hurlspit Goblins")]}
    cards = {"sam": personality("me"), "goblins": goblins}  # fmt: skip
    gone = {"ask": {"destroyed": "goblins"}}
    steps = [BATTLE, use("goblins"), RESOLUTION, gone, {"end": "battle_resolution"}, gone]
    assert answers(cards, steps) == [False, True]


# --- a duration the effect states ---------------------------------------------------------------------------
UTZ = "Battle: Target an opposed Personality: Give him +2F until this battle ends."
KICHI = ("Reaction: After your Dragon Clan Personality is destroyed: Give Kichi +2F until your next turn "
         "begins.")
KACHIKO = ("Repeatable Battle/Open, Bow: Reduce a target Personality's Personal Honor to 0 until your next "
           "turn begins.")  # fmt: skip
DISFAVORED = "Limited: Target a Personality: Until the game ends, he may not perform Political actions."


def test_the_duration_replaces_the_end_of_the_turn():
    assert ability(UTZ)["effects"][0]["duration"] == "end_of_battle"
    assert ability(KICHI, "Personality", "Hitomi Kichi")["effects"][0] == {
        "targets": "$source", "stat": "force", "change": 2, "duration": "until_your_turn"}  # fmt: skip
    assert ability(KACHIKO, "Personality")["effects"][0]["duration"] == "until_your_turn"
    lead = ability("Battle: Target a Personality: Until this battle ends, give him Tactician.")
    assert lead["effects"][0]["grant_keyword"] == "Tactician"
    assert lead["effects"][0]["duration"] == "end_of_battle"
    game = ability("Open: Choose your performing Samurai: Give him +1F until the game ends.")
    assert game["effects"][0] == {"targets": "$performer", "stat": "force", "change": 1,
                                  "duration": "end_of_game"}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # an effect that happens once has no duration to state
        ("Battle: Target a Personality: Bow him until the game ends.", "happens once"),
        ("Limited: Until the game ends, gain 2 Honor.", "happens once"),
        # a second duration
        ("Battle: Target a Personality: Give him +2F (until the turn ends) until the game ends.", "grammar"),
        ("Battle: Target a Personality: Until the game ends, give him +2F this turn.", "grammar"),
        # no battle may be under way
        ("Open: Target an opposed Personality: Give him +2F until this battle ends.", "not a Battle"),
        ("Reaction: After this card enters play: Give him +2F until the battle ends.", ""),
        # durations the engine lacks
        # ("until your second turn from now begins" is now played: turns_from_now.py; "until your next turn
        # ends" too: next_turn_end.py, compiler 18 part B, test_cardtext_c18_b)
        ("Battle: Target a Personality: Give him +2F until your second turn from now ends.", "grammar"),
    ],
)  # fmt: skip
def test_close_durations_stay_refused(text, why):
    assert why in refused(text)


def test_until_this_battle_ends_lasts_past_the_battle_only_until_it_ends():
    cards = {"plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(UTZ)]},
             "sam": personality("me"), "kaede": personality("opp", opposed=True)}  # fmt: skip
    steps = [BATTLE, use("plan", targets=["kaede"]), force("kaede"), RESOLUTION, force("kaede"),
             {"end": "battle"}, force("kaede")]  # fmt: skip
    assert answers(cards, steps) == [4, 4, 2]


def test_until_your_next_turn_begins_outlasts_the_turn():
    """phases.py: it ends as a turn of the effect's controller begins, not as the turn ends."""
    kichi = personality("me", zone="home:me", abilities=[ability(KICHI, "Personality", "Hitomi Kichi")])
    dragon = personality("me", zone="home:me", keywords=["Dragon Clan"])
    cards = {"kichi": kichi, "dragon": dragon}
    steps = [{"destroy": {"card": "dragon"}}, use("kichi"), force("kichi"), {"end": "turn"},
             {"begin": {"name": "turn", "player": "opp"}}, force("kichi"), {"end": "turn"},
             {"begin": {"name": "turn", "player": "me"}}, force("kichi")]  # fmt: skip
    assert answers(cards, steps) == [4, 4, 2]


# --- "He may not perform Political actions" -----------------------------------------------------------------
def test_he_may_not_perform_political_actions():
    compiled = ability(DISFAVORED)
    assert compiled["effects"] == [{"choose": {"in_play": True, "type": "personality"}, "targeting": True,
                                    "may_not_perform": {"keyword": "Political"},
                                    "duration": "end_of_game"}]  # fmt: skip
    turn = ability("Open: Target a Personality: He may not perform Political actions this turn.")
    assert turn["effects"][0]["duration"] == "end_of_turn"
    assert ability("Open: Target a Personality: He may not perform Kiho actions.")["effects"][0][
        "may_not_perform"] == {"keyword": "Kiho"}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Limited: Target a Personality: He may not perform Battle actions.", "designator"),
        ("Limited: Target a Personality: He may not perform Courtiers actions.", "plural"),
        ("Limited: Target a Personality: He may not perform Political actions on cards.", "grammar"),
        ("Battle: Choose your performing Samurai and target a Personality: He may not perform Political "
         "actions.", "could be the performer or the target"),
    ],
)  # fmt: skip
def test_close_prohibitions_stay_refused(text, why):
    assert why in refused(text)


LOBBY = {"id": "lobby", "designators": ["Open"], "keywords": ["Political"],
         "effects": [{"targets": "$controller", "honor": 1}]}  # fmt: skip
STRIKE = {"id": "strike", "designators": ["Open"], "effects": [{"targets": "$controller", "honor": 1}]}


def _disfavored(steps: list) -> list:
    cards = {"plan": {"type": "action", "owner": "opp", "zone": "hand", "abilities": [ability(DISFAVORED)]},
             "hero": personality("me", zone="home:me", abilities=[LOBBY, STRIKE])}  # fmt: skip
    stop = use("plan", uid="stop", by="opp", targets=["hero"])
    return answers(cards, [stop, *steps], first="opp")


def mine(ability_id: str, uid: str) -> list:
    step = {"use": {"id": uid, "card": "hero", "ability": ability_id, "by": "me"}}
    return [step, {"ask": {"successful": uid}}]


def test_the_target_performs_no_political_action_but_others():
    assert _disfavored([*mine("lobby", "l"), *mine("strike", "s")]) == [False, True]


def test_until_the_game_ends_it_outlasts_the_turn():
    later = [{"end": "turn"}, {"begin": {"name": "turn", "player": "me"}}]
    assert _disfavored([*later, *mine("lobby", "l")]) == [False]


REZAN = "Rezan may not perform Political actions."


def test_a_personality_that_may_not_perform_political_actions():
    trait = {"id": "t1", "targets": "$source", "may_not_perform": {"keyword": "Political"}}
    assert piece(REZAN, "Personality", "Rezan", kind="trait") == {"traits": [trait]}
    assert "designator" in refused("This card may not perform Battle actions.", "Personality", kind="trait")
    assert "on a item" in refused("This Personality may not perform Political actions.", "Item", kind="trait")


def test_his_own_trait_stops_his_political_actions_only():
    traits = piece(REZAN, "Personality", "Rezan", kind="trait")["traits"]
    cards = {"rezan": personality("me", zone="home", abilities=[LOBBY, STRIKE], traits=traits)}
    steps = [{"use": {"id": uid, "card": "rezan", "ability": name, "by": "me"}} for uid, name in
             (("l", "lobby"), ("s", "strike"))]  # fmt: skip
    asks = [{"ask": {"successful": "l"}}, {"ask": {"successful": "s"}}]
    assert answers(cards, [steps[0], asks[0], steps[1], asks[1]]) == [False, True]
