"""Compiler 9, part A (players and filters): what the clauses compile to, the near wordings that stay not
played, and that the engine plays each new construct right: `dishonorable` (a filter field on the engine's
reading of a Dishonorable Personality), `unique`, a state written before whose card it is, and
`$target1_controller` ("his controller": the player controlling the card the action targeted, as the later
effect happens)."""

from __future__ import annotations

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_clause
from tests.rulings.engine.cardtext_kit import ability as compiled
from tests.rulings.engine.cardtext_kit import refused

PLAYERS = [{"id": "me", "family_honor": 6}, {"id": "opp", "family_honor": 5}]




def personality(owner: str, **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 2, "chi": 2}} | more


def played(
    ability: dict, cards: dict, use: dict | None = None, asks: list | None = None, decide: dict | None = None
) -> list:
    """The compiled ability on `user` (mine), used once; the answers to `asks` (Family Honor by default)."""
    cards = {"user": personality("me", abilities=[ability])} | cards
    asks = asks or [{"ask": {"stat": "family_honor", "player": p["id"]}} for p in PLAYERS]
    use = {"card": "user", "ability": ability["id"], "by": "me"} | (use or {})
    using = {"use": use} | ({"decide": decide} if decide else {})
    steps = [{"begin": {"name": "turn", "player": "me"}}, using, *asks]
    data = {"game": "l5r", "players": PLAYERS, "cards": cards, "steps": steps}
    return [a["answer"].get("value", a["answer"]) for a in evaluate(parse_scenario(data)).answers]


# --- dishonorable ---------------------------------------------------------------------------------------
def test_a_dishonorable_personality_is_a_filter_on_the_honor_status():
    ability = compiled("Limited: Target a dishonorable Personality: Bow him.", "Personality")
    chosen = {"in_play": True, "dishonorable": True, "type": "personality"}
    assert ability["effects"] == [{"choose": chosen, "targeting": True, "bow": True}]
    enemy = compiled("Battle: Target an enemy dishonorable Personality: Destroy him.")["effects"][0]["choose"]
    assert enemy == {"in_play": True, "controller": "$other", "dishonorable": True, "type": "personality"}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("Battle: Target an honorable Personality: Bow him.", "'honorable'"),
        ("Battle: Target an enemy Personality: Bow him if he is honorable.", "'honorable'"),
        ("Battle: Target a Dishonorable Personality: Bow him.", "'Dishonorable' is not a keyword"),
        ("Battle: Target an enemy Personality: Bow him if he is dishonorable.", "'if he is' on the effect"),
    ],
)
def test_honorable_and_the_capitalised_word_stay_not_played(text, says):
    assert says in refused(text)


@pytest.mark.parametrize(
    ("ronin", "bowed"),
    [({"dishonored": True}, True), ({}, False), ({"keywords": ["Dishonorable"]}, True)],
)
def test_the_engine_chooses_only_a_dishonorable_card(ronin, bowed):
    """Dishonored, or with the Dishonorable keyword (honor.dishonorable); any other is no legal pick."""
    ability = compiled("Limited: Target a dishonorable Personality: Bow him.", "Personality")
    cards = {"ronin": personality("opp", **ronin)}
    asks = [{"ask": {"flag": "bowed", "card": "ronin"}}]
    assert played(ability, cards, asks=asks) == [bowed]


def test_a_dishonorable_filter_is_a_true_or_false_field_of_l5r_only():
    step = {"apply": {"affects": {"dishonorable": True}, "stat": "force", "change": 1}}
    with pytest.raises(ScenarioError):
        parse_scenario({"game": "chiaxis", "players": ["me"], "cards": {}, "steps": [step]})
    wrong = {"apply": {**step["apply"], "affects": {"dishonorable": "yes"}}}
    with pytest.raises(ScenarioError):
        parse_scenario({"game": "l5r", "players": ["me"], "cards": {}, "steps": [wrong]})
    parse_scenario({"game": "l5r", "players": ["me"], "cards": {}, "steps": [step]})


# --- uniqueness, and a state before whose card it is -----------------------------------------------------
def test_unique_and_non_unique_are_the_printed_uniqueness():
    ability = compiled("Iaijutsu Battle: Bow a target non-Unique enemy Personality.", "Personality")
    assert ability["effects"][0]["choose"] == {
        "in_play": True, "unique": False, "controller": "$other", "type": "personality"
    }  # fmt: skip
    both = compiled("Battle, Bow: Destroy a target non-Unique dishonorable Personality.", "Personality")
    assert both["effects"][0]["choose"] == {
        "in_play": True, "unique": False, "dishonorable": True, "type": "personality"
    }  # fmt: skip


@pytest.mark.parametrize(("unique", "bowed"), [(True, False), (False, True)])
def test_the_engine_leaves_a_unique_card_out_of_a_non_unique_target(unique, bowed):
    ability = compiled("Iaijutsu Battle: Bow a target non-Unique enemy Personality.", "Personality")
    asks = [{"ask": {"flag": "bowed", "card": "ronin"}}]
    assert played(ability, {"ronin": personality("opp", unique=unique)}, asks=asks) == [bowed]


def test_a_state_written_before_whose_card_it_is():
    ability = compiled("Battle: Target a bowed enemy card: Destroy it.", "Personality")
    assert ability["effects"][0]["choose"] == {"in_play": True, "bowed": True, "controller": "$other"}
    assert "no family" in refused("Battle: Target a bowed enemy: Destroy it.")


# --- his controller -------------------------------------------------------------------------------------
HIROSE = "Political Battle: Bow a target dishonorable Personality. His controller loses 2 Honor."
IF_DISHONORABLE = (
    "Battle: Target an enemy Personality: Bow him. If he is dishonorable, his controller loses 2 Honor."
)


def test_his_controller_is_the_player_controlling_the_target():
    ability = compiled(HIROSE, "Personality")
    assert ability["effects"][1] == {"targets": "$target1_controller", "honor": -2}
    draws = compiled("Battle: Target an enemy Personality: Bow him. The target's controller draws a card.")
    assert draws["effects"][1] == {"targets": "$target1_controller", "draw": 1}
    gains = compiled("Battle: Target a Holding: Bow it. Its controller gains 1 Honor.")
    assert gains["effects"][1] == {"targets": "$target1_controller", "honor": 1}


def test_if_he_is_dishonorable_his_controller_loses_judges_him_as_it_happens():
    text = IF_DISHONORABLE
    loss = compiled(text, "Personality")["effects"][1]
    assert loss == {
        "targets": "$target1_controller",
        "honor": -2,
        "while": {"card": "$target1", "is": {"dishonorable": True}},
    }


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("Limited: Target a dishonorable Personality: His controller loses 2 Honor.", "before the card"),
        ("Battle: Choose your performing Courtier: His controller loses 2 Honor.", "before the card"),
        ("Battle: Target an enemy Personality: Destroy him. His controller loses 2 Honor.", "out of play"),
        ("Battle: Target an enemy card: Take control of it. Its controller gains 1 Honor.", "control"),
        ("Battle: His controller loses 2 Honor.", "before the card"),
    ],
)
def test_his_controller_before_the_target_is_chosen_or_after_he_left_stays_not_played(text, says):
    assert says in refused(text)


@pytest.mark.parametrize(("owner", "honor"), [("opp", [6, 3]), ("me", [4, 5])])
def test_the_engine_takes_the_honor_from_the_targets_controller(owner, honor):
    ability = compiled(HIROSE, "Personality")
    cards = {"ronin": personality(owner, dishonored=True)}
    assert played(ability, cards, {"targets": ["ronin"]}) == honor


@pytest.mark.parametrize(("ronin", "honor"), [({"dishonored": True}, [6, 3]), ({}, [6, 5])])
def test_the_engine_judges_if_he_is_dishonorable_on_the_target(ronin, honor):
    text = IF_DISHONORABLE
    cards = {"ronin": personality("opp", **ronin)}
    assert played(compiled(text, "Personality"), cards, {"targets": ["ronin"]}) == honor


def test_the_controller_is_read_as_the_effect_happens_not_as_the_target_is_chosen():
    """Taken control of between the two effects: the player controlling him then loses the Honor."""
    action = {"id": "x", "effects": [
        {"id": "e1", "choose": {"type": "personality"}, "targeting": True, "bow": True},
        {"id": "e2", "targets": "$target1", "take_control": "$controller"},
        {"id": "e3", "targets": "$target1_controller", "honor": -2},
    ]}  # fmt: skip
    data = {"game": "l5r", "players": PLAYERS, "cards": {"ronin": personality("opp")},
            "steps": [{"action": {"by": "me", **action}},
                      *({"ask": {"stat": "family_honor", "player": p["id"]}} for p in PLAYERS)]}  # fmt: skip
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [4, 5]


def test_the_symbol_names_nothing_outside_an_action():
    data = {"game": "l5r", "players": PLAYERS, "cards": {},
            "steps": [{"apply": {"targets": "$target1_controller", "honor": -1}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data)
    assert "names nothing here" in str(error.value)


# --- choose a player, who ... ----------------------------------------------------------------------------
ARMOR = (
    "Political Reaction: After another player targets this Personality with an action, choose a player, who "
    "gains or loses 2 Honor."
)


def test_choose_a_player_who_gains_or_loses_is_the_chosen_player_and_the_abilitys_choice():
    ability = compiled(ARMOR, "Item")
    assert ability["choice"] == [
        [{"targets": "$chosen_player", "honor": 2}],
        [{"targets": "$chosen_player", "honor": -2}],
    ]
    assert "effects" not in ability and "target_player" not in ability
    loses = compiled("Limited: Choose a player, who loses 2 Honor.")
    assert loses["effects"] == [{"targets": "$chosen_player", "honor": -2}]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("Limited: Choose another player, who loses 2 Honor.", "no family"),
        ("Limited: Choose a player, who gains or loses 2 Honor. Gain 1 Honor.", "after the choice"),
        ("Limited: Target a player: Choose a player, who gains or loses 2 Honor.", "no effect acts on"),
        ("Limited: Choose a player. He loses 2 Honor.", "no family"),
    ],
)
def test_another_player_or_an_effect_after_the_choice_stays_not_played(text, says):
    assert says in refused(text)


@pytest.mark.parametrize(("chosen", "option", "honor"), [("opp", 2, [6, 3]), ("me", 1, [8, 5])])
def test_the_engine_plays_the_chosen_player_and_the_option(chosen, option, honor):
    ability = compiled("Limited: Choose a player, who gains or loses 2 Honor.")
    assert played(ability, {}, {"chosen": option}, decide={"chosen_player": chosen}) == honor


# --- take the Imperial Favor -----------------------------------------------------------------------------
def test_take_the_imperial_favor_is_its_players():
    text = "Political Open: Bow Makiko: Take the Imperial Favor."
    ability = compiled(text, "Personality", "Shosuro Makiko")
    assert ability["effects"] == [{"targets": "$controller", "take_favor": True}]
    assert "no family" in refused("Open: Take the Favor.")


def _favor(players: list, effects: list, asks: list) -> list:
    data = {"game": "l5r", "players": players, "cards": {},
            "steps": [{"action": {"id": "act", "by": "me", "effects": effects}}, *asks]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


FAVOR_ASKS = [{"ask": {"stat": "imperial_favor", "player": p}} for p in ("me", "opp")]


@pytest.mark.parametrize(
    ("players", "favor"),
    [
        (["me", {"id": "opp", "imperial_favor": 1}], [1, 0]),  # taken from its holder
        (["me", "opp"], [1, 0]),  # no one held it
        ([{"id": "me", "imperial_favor": 1}, "opp"], [1, 0]),  # held already: nothing changes
    ],
)
def test_the_taker_holds_the_favor_and_no_one_else_does(players, favor):
    assert _favor(players, [{"targets": "me", "take_favor": True}], FAVOR_ASKS) == favor


def test_taking_the_favor_one_holds_changes_nothing_and_what_follows_it_does_not_happen():
    effects = [{"id": "take", "targets": "me", "take_favor": True},
               {"targets": "me", "honor": 2, "if_changed": "take"}]  # fmt: skip
    players = [{"id": "me", "imperial_favor": 1, "family_honor": 5}, "opp"]
    assert _favor(players, effects, [{"ask": {"stat": "family_honor", "player": "me"}}]) == [5]
    players[0] = {"id": "me", "family_honor": 5}
    assert _favor(players, effects, [{"ask": {"stat": "family_honor", "player": "me"}}]) == [7]


def test_take_favor_is_refused_on_a_card_and_by_other_games():
    with pytest.raises(ScenarioError):
        parse_scenario({"game": "l5r", "players": ["me"], "cards": {"c": personality("me")},
                        "steps": [{"apply": {"targets": "c", "take_favor": True}}]})  # fmt: skip
    with pytest.raises(ScenarioError):
        parse_scenario({"game": "chiaxis", "players": ["me"], "cards": {},
                        "steps": [{"apply": {"targets": "me", "take_favor": True}}]})  # fmt: skip


# --- two qualifiers, a Gold Cost bound, "equal to or lower than N", its owner's hand ---------------------
def test_two_qualifiers_of_one_filter_both_hold():
    text = "Battle, Bow: Destroy a target enemy card without attachments and with a Gold Cost of 6 or less."
    chosen = compiled(text, "Item", "Fubatsu No-Dachi")["effects"][0]["choose"]
    bound = {"gold_cost": {"at_most": 6}}
    assert chosen == {"in_play": True, "controller": "$other", "without_attached": {}, "stats": bound}
    text = (
        "Battle: Destroy this card and target an enemy Follower or Personality without Followers with "
        "greater Force than this Personality: Destroy the target."
    )
    chosen = compiled(text, "Item", "Oni-Daikyu")["effects"][0]["choose"]
    assert chosen["without_attached"] == {"type": "follower"}
    assert chosen["compare"] == {"stat": "force", "more_than": {"stat": "force", "of": "$bearer"}}


def test_a_stat_bound_written_equal_to_or_lower_than():
    text = "Battle: Target an enemy Follower or Personality without Followers with Force equal to or lower"
    chosen = compiled(text + " than 4: Destroy it.", "Personality")["effects"][0]["choose"]
    assert chosen["stats"] == {"force": {"at_most": 4}}
    higher = compiled("Battle: Target a Personality with Chi higher than or equal to 3: Bow him.")
    assert higher["effects"][0]["choose"]["stats"] == {"chi": {"at_least": 3}}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("Battle: Target a Personality with 2 or more Chi and with 3 or more Chi: Bow him.", "two qualif"),
        ("Battle: Target a Personality with a printed Gold Cost of 3 or less: Bow him.", "printed Gold Cost"),
        ("Battle: Target a Personality with Force equal to or lower than his Chi: Bow him.", "no family"),
        ("Battle: Target an attachment: Put it in your hand.", "no family"),
    ],
)
def test_near_filters_and_hands_stay_not_played(text, says):
    assert says in refused(text)


@pytest.mark.parametrize(
    ("gold", "attached", "zone"), [(6, False, "discard"), (7, False, "home"), (6, True, "home")]
)
def test_the_engine_reads_both_qualifiers(gold, attached, zone):
    text = "Battle, Bow: Destroy a target enemy card without attachments and with a Gold Cost of 6 or less."
    ability = compiled(text, "Personality")
    stats = {"force": 2, "chi": 2, "gold_cost": gold}
    cards = {"ronin": {"type": "personality", "owner": "opp", "zone": "home", "stats": stats}}
    if attached:
        fan = {"type": "item", "owner": "opp", "attached_to": "ronin", "stats": {"force": 0, "chi": 0}}
        cards["fan"] = fan
    assert played(ability, cards, asks=[{"ask": {"zone": "ronin"}}]) == [zone]


def test_put_it_in_its_owners_hand_is_put_into_hand():
    text = "Battle: Target an attachment: Put it in its owner's hand."
    ability = compiled(text, "Personality", "Yoritomo Zinan")
    assert ability["effects"] == [{"choose": {"in_play": True, "attached": True}, "targeting": True,
                                   "put_into_hand": True}]  # fmt: skip
    item = compiled("Limited: Put a target Item into its owner's hand.")["effects"][0]
    assert item == {"choose": {"in_play": True, "type": "item"}, "targeting": True, "put_into_hand": True}


# --- either keyword -----------------------------------------------------------------------------------------
def test_a_target_with_either_keyword():
    text = "Open: Bow Tashiki and target a Market or Port Holding: Straighten it."
    chosen = compiled(text, "Personality", "Tashiki")["effects"][0]["choose"]
    assert chosen == {"in_play": True, "any_keywords": ["Market", "Port"], "type": "holding"}
    mine = compiled("Battle: Target your Courtier or Magistrate: Straighten him.")["effects"][0]["choose"]
    assert mine == {"in_play": True, "controller": "$controller", "any_keywords": ["Courtier", "Magistrate"]}


def test_will_only_attach_to_either_keyword():
    text = "Will only attach to a Courtier or Magistrate Personality."
    result = compile_clause("l5r", text, kind="trait", card_type="Item", clause_id="t1", title="Writ")
    assert result.played, result.reason
    either = [{"type": "personality", "keywords": [name]} for name in ("Courtier", "Magistrate")]
    assert result.piece == {"attaches_only_to": either}


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Target a Crab or Lion Personality: Bow him.",
        "Battle: Target a Naga or Ninja Personality: Bow him.",
    ],
)
def test_a_clan_name_in_either_keyword_stays_not_played(text):
    assert "is not a keyword the compiler reads exactly" in refused(text)


@pytest.mark.parametrize(("keywords", "bowed"), [(["Port"], True), (["Market"], True), (["Farm"], False)])
def test_the_engine_chooses_a_card_with_either_keyword(keywords, bowed):
    ability = compiled("Battle: Target an enemy Market or Port Holding: Bow it.", "Personality")
    holding = {"type": "holding", "owner": "opp", "zone": "home", "keywords": keywords}
    assert played(ability, {"dock": holding}, asks=[{"ask": {"flag": "bowed", "card": "dock"}}]) == [bowed]


# --- discard the Imperial Favor to ... ---------------------------------------------------------------------
MIZUNO = "Favor Political Open: Discard the Imperial Favor to bow a target Personality."


def test_discard_the_favor_to_an_effect_is_the_effect_only_if_it_was_discarded():
    ability = compiled(MIZUNO, "Personality", "Shosuro Mizuno")
    assert ability["keywords"] == ["Favor", "Political"]
    assert ability["effects"] == [
        {"targets": "$controller", "id": "a1.favor", "discard_favor": True},
        {"choose": {"in_play": True, "type": "personality"}, "targeting": True, "bow": True,
         "if_changed": "a1.favor"},
    ]  # fmt: skip
    honor = compiled("Favor Political Limited: Discard the Imperial Favor to gain 2 Honor.")["effects"]
    assert honor[1] == {"targets": "$controller", "honor": 2, "if_changed": "a1.favor"}


@pytest.mark.parametrize(
    "text",
    [
        # ("... to target a Personality. Bow him." is read since compiler 20, part J: a near wording)
        "Favor Political Open: Discard the Imperial Favor to target and bow a Personality.",
        "Favor Political Open: Discard the Imperial Favor to have another player lose 2 Honor.",
        "Favor Political Open: Discard the Favor to bow a target Personality.",
    ],
)
def test_other_purposes_of_discarding_the_favor_stay_not_played(text):
    assert "no family" in refused(text)


@pytest.mark.parametrize(("favor", "bowed", "held"), [(1, True, 0), (0, False, 0)])
def test_the_engine_bows_only_if_the_favor_was_discarded(favor, bowed, held):
    ability = compiled(MIZUNO, "Personality", "Shosuro Mizuno")
    cards = {"user": personality("me", abilities=[ability]), "ronin": personality("opp")}
    players = [{"id": "me", "imperial_favor": favor}, "opp"]
    steps = [{"begin": {"name": "turn", "player": "me"}},
             {"use": {"card": "user", "ability": "a1", "by": "me", "targets": ["ronin"]}},
             {"ask": {"flag": "bowed", "card": "ronin"}}, {"ask": {"stat": "imperial_favor", "player": "me"}}]
    data = {"game": "l5r", "players": players, "cards": cards, "steps": steps}  # fmt: skip
    assert [a["answer"].get("value", a["answer"]) for a in evaluate(parse_scenario(data)).answers] == [
        bowed, held
    ]


def test_his_controller_after_a_ranged_attack_or_with_a_possessive_stays_not_played():
    assert "out of play" in refused("Battle: Ranged 3 Attack. Its controller loses 1 Honor.", "Personality")
    text = "Battle: Target an enemy Personality: Bow him. His controller's Family Honor is now 0."
    assert "no family" in refused(text)
    moved = compiled("Battle: Target an enemy Personality: Move him home. His controller loses 1 Honor.")
    assert moved["effects"][1] == {"targets": "$target1_controller", "honor": -1}
