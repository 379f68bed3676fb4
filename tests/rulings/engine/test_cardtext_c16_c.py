"""L5R compiler 16, part C: static restrictions on entering play, control and taking actions. "Will only enter
play if you are a Crab Clan player" (`enters_only_for`), "Will not be controlled by a Scorpion Clan player"
(`refuses_controllers`; games/l5r/clan_restrictions.py, the Desk's rule l5r.desk.clan-restrictions), "You
may not take Political actions" (`may_not_use` on the controller). What each compiles to, the near misses that
must stay not played, and the engine playing the compiled cards."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import personality, piece, refused, use

GREAT_BEAR = "Will only enter play if you are a Crab Clan player."
ONAKA = "Will not be controlled by a Scorpion Clan player."
TOTURI = "Will not be controlled by a Crab Clan, Phoenix Clan, or Scorpion Clan player."
TEMPLE = "You may not take Political actions."


def trait(text: str, card_type: str, title: str = "Someone") -> dict:
    return piece(text, card_type, title, kind="trait")


def run(cards: dict, steps: list, me: str = "Crab", opp: str = "Scorpion") -> dict:
    data = {"game": "l5r", "players": [{"id": "me", "clan": me}, {"id": "opp", "clan": opp}], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps]}  # fmt: skip
    return evaluate(parse_scenario(data))


def values(cards: dict, steps: list, **clans) -> list:
    return [a["answer"]["value"] for a in run(cards, steps, **clans).answers]


def cited(cards: dict, steps: list, **clans) -> set:
    return {entry["rule"] for entry in run(cards, steps, **clans).trace}


# --- "Will only enter play if you are a Crab Clan player" ------------------------------------------------
def test_will_only_enter_play_compiles_to_its_clans():
    assert trait(GREAT_BEAR, "Holding") == {"enters_only_for": ["Crab"]}
    assert trait("Will only enter play if you are a Mantis Clan player.", "Personality") == {
        "enters_only_for": ["Mantis"]
    }


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Will only enter play if you are a Spider Clan or Shadowlands Horde player.", "Personality"),
        ("Will only enter play if you are a Brotherhood of Shinsei player.", "Holding"),
        ("Will only enter play if you are a Crab Clan player.", "Item"),  # an attachment enters attaching
        ("Will only enter play if you are a Crab player.", "Holding"),
        ("Will only enter play if you control a Ring.", "Personality"),
        ("May only be Recruited by a Crab Clan player.", "Holding"),
    ],
)
def test_will_only_enter_play_near_misses_stay_refused(text, card_type):
    assert refused(text, card_type, kind="trait")


def bear(owner: str = "me", zone: str = "province:1") -> dict:
    return {"bear": {"type": "holding", "owner": owner, "zone": zone, **trait(GREAT_BEAR, "Holding")}}


def test_a_crab_only_holding_enters_play_for_a_crab_player_only():
    steps = [{"enter_play": {"card": "bear", "to": "home"}}, {"ask": {"in_play": "bear"}}]
    assert values(bear(), steps, me="Crab") == [True]
    assert values(bear(), steps, me="Crane") == [False]
    assert "l5r.desk.clan-restrictions" in cited(bear(), steps, me="Crane")


def test_a_crab_only_holding_is_not_put_into_play_or_recruited_for_another_clan():
    put = {"action": {"id": "p", "by": "me", "effects": [{"targets": "bear", "put_into_play": "home"}]}}
    recruit = {"action": {"id": "r", "by": "me", "effects": [{"targets": "bear", "recruit": {"less": 9}}]}}
    for step in (put, recruit):
        assert values(bear(zone="discard"), [step, {"ask": {"in_play": "bear"}}], me="Lion") == [False]
        assert values(bear(zone="discard"), [step, {"ask": {"in_play": "bear"}}], me="Crab") == [True]


def test_you_are_the_player_whose_card_it_is():
    """The opponent's Crab-only Holding enters play for him, a Crab Clan player, whoever's turn it is."""
    steps = [{"enter_play": {"card": "bear", "to": "home"}}, {"ask": {"in_play": "bear"}}]
    assert values(bear(owner="opp"), steps, me="Crane", opp="Crab") == [True]
    assert values(bear(owner="opp"), steps, me="Crab", opp="Crane") == [False]


# --- "Will not be controlled by a Scorpion Clan player" ---------------------------------------------------
def test_will_not_be_controlled_compiles_to_its_clans():
    assert trait(ONAKA, "Personality") == {"refuses_controllers": ["Scorpion"]}
    assert trait(TOTURI, "Personality") == {"refuses_controllers": ["Crab", "Phoenix", "Scorpion"]}
    assert trait("Will not be controlled by a Lion Clan or Crane Clan player.", "Personality") == {
        "refuses_controllers": ["Lion", "Crane"]
    }


@pytest.mark.parametrize(
    "text",
    [
        "Will not be controlled by a Shadowlands Horde player.",
        "Will not be controlled by a non-Shadowlands Horde player.",
        "Will not be controlled by a Toturi's Army player.",
        "Will not be controlled by a player whose Stronghold is The Shadow Stronghold of the Bayushi.",
        "Will not be controlled a player that controls any Shadowlands cards.",
        "Will not be controlled by a Crab Clan, Phoenix Clan player.",
    ],
)
def test_will_not_be_controlled_near_misses_stay_refused(text):
    assert refused(text, "Personality", kind="trait")


def test_will_not_be_controlled_on_a_holding_is_refused():
    assert "on a holding" in refused(ONAKA, "Holding", kind="trait")


def onaka(owner: str = "me", zone: str = "home") -> dict:
    return {"onaka": personality(owner, zone, **trait(ONAKA, "Personality", "Tsuruchi Onaka"))}


def test_control_of_him_does_not_pass_to_a_scorpion_clan_player():
    take = {"action": {"id": "t", "by": "opp", "effects": [{"targets": "onaka", "take_control": "opp"}]}}
    steps = [take, {"ask": {"controller": "onaka"}}]
    assert values(onaka(), steps, me="Mantis", opp="Scorpion") == ["me"]
    assert values(onaka(), steps, me="Mantis", opp="Crab") == ["opp"]
    assert "l5r.desk.clan-restrictions" in cited(onaka(), steps, me="Mantis", opp="Scorpion")


def test_a_continuous_control_effect_does_not_give_him_to_a_scorpion_clan_player():
    rule = {"action": {"id": "c", "by": "opp", "effects": [{"targets": "onaka", "control": "$controller"}]}}
    steps = [rule, {"ask": {"controller": "onaka"}}]
    assert values(onaka(), steps, me="Mantis", opp="Scorpion") == ["me"]
    assert values(onaka(), steps, me="Mantis", opp="Lion") == ["opp"]


def test_he_does_not_enter_play_under_a_scorpion_clan_player():
    steps = [{"enter_play": {"card": "onaka", "to": "home"}}, {"ask": {"in_play": "onaka"}}]
    assert values(onaka(zone="province:1"), steps, me="Scorpion") == [False]
    assert values(onaka(zone="province:1"), steps, me="Mantis") == [True]


def test_a_question_may_not_set_him_up_controlled_by_a_scorpion_clan_player():
    with pytest.raises(ScenarioError, match="will not be controlled by a Scorpion Clan player"):
        run(onaka(), [{"ask": {"controller": "onaka"}}], me="Scorpion")


# --- "You may not take Political actions" ------------------------------------------------------------------
def test_you_may_not_take_a_kind_of_action_compiles_to_may_not_use_on_the_controller():
    expected = {"traits": [{"id": "t1", "targets": "$controller", "may_not_use": {"keyword": "Political"}}]}
    assert trait(TEMPLE, "Stronghold") == expected
    assert trait("You may not take Political Actions.", "Sensei") == expected


@pytest.mark.parametrize(
    "text",
    [
        "You may not take Battle actions.",  # a designator, not a keyword
        "You may not take Political actions or actions that cause other players unconditional Honor losses.",
        "Other players may not take Battle actions.",  # (Political: played by compiler 19, part C)
        "You may not take Reactions during a challenge or duel involving this Personality.",
        "You may not take Spell actions.",  # a card type
    ],
)
def test_you_may_not_take_near_misses_stay_refused(text):
    assert refused(text, "Stronghold", kind="trait")


def temple_and_plan(keyword: str) -> dict:
    strategy = {"id": "a1", "designators": ["Open"], "keywords": [keyword],
                "effects": [{"targets": "sam", "stat": "force", "change": 1}]}  # fmt: skip
    return {
        "temple": {"type": "stronghold", "owner": "me", "zone": "home", **trait(TEMPLE, "Stronghold")},
        "plan": {"type": "action", "owner": "me", "zone": "hand", "abilities": [strategy]},
        "sam": personality("me", "home"),
        "foe": {"type": "action", "owner": "opp", "zone": "hand", "abilities": [strategy]},
    }


def test_the_controller_may_not_take_political_actions_but_others_may():
    ask = {"ask": {"stat": "force", "card": "sam"}}
    assert values(temple_and_plan("Political"), [use("plan"), ask]) == [2]
    assert values(temple_and_plan("Political"), [use("foe", by="opp"), ask]) == [3]
    assert values(temple_and_plan("Ninja"), [use("plan"), ask]) == [3]


# --- "Negate Kagami's destruction from other players' cards' effects" --------------------------------------
KAGAMI = "Negate Kagami's destruction from other players' cards' effects."
STONE = "Negate this card's destruction from other players' actions."


def test_negating_its_own_destruction_compiles_to_a_prevention_on_the_card():
    prevent = {"event": "destroy", "from_players": "other"}
    assert trait(KAGAMI, "Personality", "Daidoji Kagami") == {
        "traits": [{"id": "t1", "targets": "$source", "prevent": prevent}]
    }
    assert trait(STONE, "Follower", "Stone Guardian") == {
        "traits": [{"id": "t1", "targets": "$source", "prevent": {**prevent, "from": "action"}}]
    }
    assert trait("Negate this card's destruction from other players' cards' effects.", "Holding")["traits"]


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Negate Haikaro's destruction from battle resolution.", "Personality"),
        ("Negate this card's destruction from other players' cards' effects.", "Item"),
        ("Negate this Personality's destruction from other players' actions.", "Follower"),
        ("Negate this card's destruction from other players' Spells.", "Personality"),
        ("Negate this card's destruction from your actions.", "Personality"),
    ],
)
def test_negating_its_own_destruction_near_misses_stay_refused(text, card_type):
    assert refused(text, card_type, "Susumu Haikaro", kind="trait")


def destroyed_by(text: str, card_type: str, destroyer: dict) -> list:
    own = piece(text, card_type, "Daidoji Kagami", kind="trait")
    cards = {"kagami": personality("me", "home", **own),
             "whip": {"type": "holding", "owner": "opp", "zone": "home"},
             "mine": {"type": "holding", "owner": "me", "zone": "home"}}  # fmt: skip
    return values(cards, [destroyer, {"ask": {"in_play": "kagami"}}])


def destroying(by: str, source: str | None = "whip") -> dict:
    action = {"id": "kill", "by": by, "effects": [{"targets": "kagami", "destroy": True}]}
    return {"action": {**action, "source": source} if source else action}


def test_another_players_card_does_not_destroy_him_but_his_own_and_the_rulebook_do():
    assert destroyed_by(KAGAMI, "Personality", destroying("opp")) == [True]
    assert destroyed_by(KAGAMI, "Personality", destroying("me", "mine")) == [False]
    assert destroyed_by(KAGAMI, "Personality", {"destroy": {"card": "kagami"}}) == [False]


def test_other_players_actions_do_not_destroy_it_their_traits_do():
    assert destroyed_by(STONE, "Personality", destroying("opp")) == [True]
    trait_kill = {"apply": {"id": "curse", "source": "whip", "origin": "trait", "targets": "kagami",
                            "destroy": True}}  # fmt: skip
    assert destroyed_by(STONE, "Personality", trait_kill) == [False]
    assert destroyed_by(KAGAMI, "Personality", trait_kill) == [True]


# --- "Ranged Attacks may not target cards in this unit" ----------------------------------------------------
SHIELD = "Ranged Attacks may not target cards in this unit."


def test_ranged_attacks_may_not_target_compiles_to_a_restriction_on_the_unit():
    unit = {"traits": [{"id": "t1", "affects": {"in_unit": "$source"}, "refuses_ranged_attacks": True}]}
    for card_type in ("Follower", "Item", "Personality"):
        assert trait(SHIELD, card_type) == unit
    assert trait("Ranged Attacks may not target this card.", "Follower") == {
        "traits": [{"id": "t1", "targets": "$source", "refuses_ranged_attacks": True}]
    }


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (SHIELD, "Holding"),
        ("Ranged Attacks may not target Okan's Followers.", "Personality"),  # another card's name
        ("Ranged Attacks may not target your Personalities at this Province's battlefield.", "Holding"),
        ("Ranged Attacks may not target cards in Cavalry units in this army.", "Personality"),
        ("Melee Attacks may not target cards in this unit.", "Follower"),
        ("Other players may not target this Personality with Political actions.", "Ancestor"),
    ],
)
def test_ranged_attacks_may_not_target_near_misses_stay_refused(text, card_type):
    assert refused(text, card_type, "Daidoji Ryunosuke", kind="trait")


def shielded(attack: dict, *, second: bool = True, shield: str = "Follower") -> dict:
    """Yuuto's unit (opp's) holds Date, a Follower; the shield is Date's text, or an Item's in the unit."""
    def attached(kind: str, bearer: str = "yuuto") -> dict:
        where = {"zone": "attached", "attached_to": bearer}
        return {"type": kind, "owner": "opp", **where, "stats": {"force": 1}}

    cards = {"yuuto": personality("opp"), "date": attached("follower"), "archer": personality("me")}
    holder = "date" if shield == "Follower" else "armor"
    cards[holder] = {**attached(shield.lower()), **trait(SHIELD, shield)}
    if second:
        cards["rival"] = personality("opp")
        cards["ashigaru"] = attached("follower", "rival")
    return cards


def shot(melee: bool = False, **where) -> dict:
    attack = {"destroys": True, **({"melee": True} if melee else {})}
    return {"action": {"id": "shot", "by": "me", "source": "archer",
                       "effects": [{**where, "ranged_attack": attack}]}}  # fmt: skip


FOLLOWER = {"choose": {"type": "follower"}, "targeting": True}
IN_PLAY = [{"ask": {"in_play": "date"}}, {"ask": {"in_play": "ashigaru"}}]


def test_a_ranged_attack_chooses_only_a_card_outside_the_shielded_unit():
    assert values(shielded({}), [shot(**FOLLOWER), *IN_PLAY]) == [True, False]
    assert "l5r.may-not" in cited(shielded({}), [shot(**FOLLOWER), *IN_PLAY])


def test_an_items_shield_covers_its_bearers_unit():
    assert values(shielded({}, shield="Item"), [shot(**FOLLOWER), *IN_PLAY]) == [True, False]


def test_with_no_other_card_the_ranged_attack_has_no_target_and_a_melee_attack_does():
    alone = shielded({}, second=False)
    assert values(alone, [shot(**FOLLOWER), {"ask": {"in_play": "date"}}]) == [True]
    assert values(alone, [shot(melee=True, **FOLLOWER), {"ask": {"in_play": "date"}}]) == [False]


def test_naming_a_shielded_card_as_the_ranged_attacks_target_is_an_error():
    with pytest.raises(ScenarioError, match="Ranged Attacks may not target"):
        run(shielded({}), [shot(targets="date")])
    assert values(shielded({}), [shot(melee=True, targets="date"), {"ask": {"in_play": "date"}}]) == [False]


# --- "You may only play one Costly Alliance per turn" ------------------------------------------------------
ALLIANCE = "You may only play one Costly Alliance per turn."


def test_one_per_span_compiles_to_plays_per_title():
    assert trait(ALLIANCE, "Strategy", "Costly Alliance") == {"plays_per_title": {"per": "turn"}}
    battle = "You may only play one copy of Advanced Intelligence per battle."
    assert trait(battle, "Strategy", "Advanced Intelligence") == {"plays_per_title": {"per": "battle"}}
    shogun = "You may only play one copy of this card per game."
    assert trait(shogun, "Strategy", "The Shogun's Left Hand") == {"plays_per_title": {"per": "game"}}


@pytest.mark.parametrize(
    "text",
    [
        "You may only play one Costly Alliance per trigger.",
        "You may only play one Costly Alliance per duel.",
        "You may only play one Costly Alliance per effect.",
        "You may only play one Costly Alliance per game per player.",
        "You may only play one copy of Costly Alliance in reaction to any one resolution.",
        "You may only play one Kharma per turn.",  # another card's title
    ],
)
def test_one_per_span_near_misses_stay_refused(text):
    assert refused(text, "Strategy", "Costly Alliance", kind="trait")


def test_one_per_turn_on_a_holding_is_refused():
    assert "on a holding" in refused(ALLIANCE, "Holding", "Costly Alliance", kind="trait")


def alliances(per: str = "turn") -> dict:
    text = {"turn": ALLIANCE, "game": "You may only play one copy of this card per game."}[per]
    copy = {"type": "action", "title": "Costly Alliance", "zone": "hand",
            **trait(text, "Strategy", "Costly Alliance"),
            "abilities": [{"id": "a1", "designators": ["Open"],
                           "effects": [{"targets": "sam", "stat": "force", "change": 1,
                                        "duration": "permanent"}]}]}  # fmt: skip
    return {"sam": personality("me", "home"), "one": {**copy, "owner": "me"}, "two": {**copy, "owner": "me"},
            "theirs": {**copy, "owner": "opp"}}  # fmt: skip


FORCE = {"ask": {"stat": "force", "card": "sam"}}
NEXT = [{"end": "turn"}, {"begin": {"name": "turn", "player": "opp"}}]


def test_a_player_plays_one_card_of_the_title_per_turn():
    assert values(alliances(), [use("one"), use("two", "u2"), FORCE]) == [3]
    assert values(alliances(), [use("one"), use("theirs", "u3", by="opp"), FORCE]) == [4]
    assert values(alliances(), [use("one"), *NEXT, use("two", "u2"), FORCE]) == [4]
    assert "l5r.desk.plays-per-title" in cited(alliances(), [use("one"), use("two", "u2")])


def test_one_per_game_outlasts_the_turn():
    assert values(alliances("game"), [use("one"), *NEXT, use("two", "u2"), FORCE]) == [3]


# --- "Will only enter play from a province", "You may only have one copy of Counting House in play" ---------
RAIDO = "Will only enter play from a province."
COUNTING = "You may only have one copy of Counting House in play."


def test_entry_restrictions_compile_to_card_fields():
    assert trait(RAIDO, "Personality", "Raido no Oni") == {"enters_only_from": ["province"]}
    assert trait(COUNTING, "Holding", "Counting House") == {"copies_in_play": {"at_most": 1}}


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        (RAIDO, "Item"),
        (COUNTING, "Follower"),
        ("Will only enter play from your hand.", "Personality"),
        ("You may only have one copy of Gold Mine in play.", "Holding"),  # another card's title
        ("Will not enter play normally.", "Personality"),
    ],
)
def test_entry_restrictions_near_misses_stay_refused(text, card_type):
    assert refused(text, card_type, "Counting House", kind="trait")


def test_he_enters_play_from_a_province_only():
    raido = {"type": "personality", "owner": "me", "stats": {"force": 2, "chi": 2},
             **trait(RAIDO, "Personality", "Raido no Oni")}  # fmt: skip
    enter = [{"enter_play": {"card": "raido", "to": "home"}}, {"ask": {"in_play": "raido"}}]
    assert values({"raido": {**raido, "zone": "province:2"}}, enter) == [True]
    assert values({"raido": {**raido, "zone": "discard"}}, enter) == [False]
    put = {"action": {"id": "p", "by": "me", "effects": [{"targets": "raido", "put_into_play": "home"}]}}
    assert values({"raido": {**raido, "zone": "hand"}}, [put, {"ask": {"in_play": "raido"}}]) == [False]
    assert "l5r.desk.entry-restrictions" in cited({"raido": {**raido, "zone": "discard"}}, enter)
    moved = {"action": {"id": "m", "by": "me", "effects": [{"targets": "raido", "move": "battlefield:1"}]}}
    at_home = {"raido": {**raido, "zone": "home"}}
    assert values(at_home, [moved, {"ask": {"zone": "raido"}}]) == ["battlefield:1"]  # in play: no entering


def houses() -> dict:
    house = {"type": "holding", "title": "Counting House", **trait(COUNTING, "Holding", "Counting House")}
    return {"one": {**house, "owner": "me", "zone": "home"},
            "two": {**house, "owner": "me", "zone": "province:1"},
            "theirs": {**house, "owner": "opp", "zone": "home"}}  # fmt: skip


def test_a_player_has_one_copy_in_play():
    enter = [{"enter_play": {"card": "two", "to": "home"}}, {"ask": {"in_play": "two"}}]
    assert values(houses(), enter) == [False]
    assert values({k: v for k, v in houses().items() if k != "one"}, enter) == [True]
    take = {"action": {"id": "t", "by": "me", "effects": [{"targets": "theirs", "take_control": "me"}]}}
    assert values(houses(), [take, {"ask": {"controller": "theirs"}}]) == ["opp"]
    assert values({k: v for k, v in houses().items() if k != "one"},
                  [take, {"ask": {"controller": "theirs"}}]) == ["me"]  # fmt: skip


def test_a_question_may_not_set_up_two_copies_under_one_player():
    cards = houses()
    cards["two"]["zone"] = "home"
    with pytest.raises(ScenarioError, match="he may only have 1"):
        run(cards, [{"ask": {"in_play": "two"}}])
