"""Naruto card text of compiler version 10: what the clauses compile to, the wordings close to them that
must not compile, and the engine playing what they compile to: Power tokens kept at the end of the round (the
others lost: naruto.desk.round-end-tokens), no hidden plays by the opponent in this card's mission
(naruto.desk.no-hidden-play), the top card of the opponent's deck taken hidden into a mission the player
picks."""

import pytest

from rulings.engine import ScenarioError
from rulings.engine.cardtext.compiler import compile_card
from tests.rulings.engine.cardtext_kit import piece, refused
from tests.rulings.engine.naruto_kit import answers, card_of, character, run

NARUTO = {"game": "naruto", "card_type": "Character"}


# --- "[⧗] This character doesn't lose Power tokens at the end of the round." ------------------------------
LEE = "MAIN: [⧗] This character doesn't lose Power tokens at the end of the round."


def test_keeping_power_tokens_compiles_to_a_static_trait_on_this_character():
    assert piece(LEE, kind="trait", **NARUTO) == {
        "traits": [{"id": "t1", "targets": "$source", "keeps_power_tokens": True}]
    }
    for text in (
        "MAIN: [⧗] This character doesn't lose Power tokens at the end of the turn.",  # another moment
        "MAIN: [⧗] Friendly characters don't lose Power tokens at the end of the round.",  # others
        "UPGRADE: [⧗] This character doesn't lose Power tokens at the end of the round.",  # outside MAIN
        "MAIN: This character doesn't lose Power tokens at the end of the round.",  # not continuous
    ):
        assert refused(text, kind="trait", **NARUTO), text


def test_at_the_end_of_the_round_characters_lose_power_tokens_unless_kept():
    lee = card_of(("t1", "trait", LEE), ("a1", "ability", "UPGRADE: POWERUP 2."))
    keep = {**lee["traits"][0], "id": "g1"}  # (effect ids are unique in a scenario)
    cards = {
        "lee": character("A", "mission:m", title="Rock Lee", tokens={"power": 2}, **lee),
        "neji": character("A", "mission:m", title="Neji Hyuga", tokens={"power": 1}),
        "guy": character("B", "mission:m", title="Guy", tokens={"power": 3}, hidden=True, traits=[keep]),
    }
    tokens = [{"ask": {"tokens": c, "kind": "power"}} for c in cards]
    before = answers(cards, {"begin": "round"}, *tokens)
    after = run(cards, {"begin": "round"}, {"end": "round"}, *tokens)
    assert before == [2, 1, 3]
    # Lee keeps his; Neji loses his; a hidden card's effects are inactive: Guy loses his
    assert [a["answer"]["value"] for a in after["answers"]] == [2, 0, 0]
    assert "naruto.desk.round-end-tokens" in {t["rule"] for t in after["trace"]}


# --- "[⧗] The opponent cannot play characters while hidden in this mission." -------------------------------
SHIKAMARU = "MAIN: [⧗] The opponent cannot play characters while hidden in this mission."


def test_forbidding_hidden_plays_compiles_to_a_static_trait():
    assert piece(SHIKAMARU, kind="trait", **NARUTO) == {
        "traits": [{"id": "t1", "targets": "$source", "forbids_hidden_play": True}]
    }
    for text in (
        "MAIN: [⧗] The opponent cannot play characters in this mission.",  # face up too
        "MAIN: [⧗] The opponent cannot play characters while hidden.",  # anywhere
        "MAIN: [⧗] Players cannot play characters while hidden in this mission.",  # both players
    ):
        assert refused(text, kind="trait", **NARUTO), text


@pytest.mark.parametrize(
    ("shikamaru_hidden", "by", "to", "hidden", "played"),
    [
        (False, "B", "mission:m", True, False),  # the opponent, hidden, in its mission: refused
        (False, "B", "mission:m", False, True),  # face up: allowed
        (False, "B", "mission:far", True, True),  # another mission: allowed
        (False, "A", "mission:m", True, True),  # its own player: allowed
        (True, "B", "mission:m", True, True),  # Shikamaru hidden: his effects are inactive
    ],
)
def test_the_opponent_cannot_play_hidden_in_its_mission(shikamaru_hidden, by, to, hidden, played):
    fields = card_of(("t1", "trait", SHIKAMARU))
    cards = {
        "shikamaru": character("A", "mission:m", title="Shikamaru Nara", hidden=shikamaru_hidden, **fields),
        "ninja": character(by, "hand", title="Ninja"),
        "other": character("B", "mission:far", title="Other"),
    }
    play = {"card": "ninja", "by": by, "to": to, "hidden": hidden}
    result = run(cards, {"play": play}, {"ask": {"zone": "ninja"}})
    assert result["answers"][0]["answer"]["value"] == (to if played else "hand")
    refusal = "naruto.desk.no-hidden-play" in {t["rule"] for t in result["trace"]}
    assert refusal is not played


# --- "Draw the top card of the opponent's deck and put it hidden in any mission under your control." ------
KABUTO = (
    "AMBUSH: Draw the top card of the opponent's deck and put it hidden in any mission under your control."
)


def test_taking_the_top_card_of_the_opponents_deck_compiles_to_take_control_anywhere():
    top = {"zone": "deck", "controller": "$other", "deck_top": 1}
    assert piece(KABUTO, **NARUTO) == {
        "effects": [
            {
                "id": "a1",
                "section": "ambush",
                "affects": top,
                "take_control": {"hidden": True, "anywhere": True},
            }
        ]
    }
    for text in (
        "AMBUSH: Draw the top card of your deck and put it hidden in any mission under your control.",
        "AMBUSH: Draw the top card of the opponent's deck and put it hidden in this mission.",
        "AMBUSH: Draw the top 2 cards of the opponent's deck and put them hidden in any mission.",
    ):
        assert refused(text, **NARUTO), text


def kabuto_cards() -> dict:
    fields = card_of(("a1", "ability", KABUTO))
    return {
        "kabuto": character("A", "hand", title="Kabuto Yakushi", **fields),
        "dosu": character("B", "deck", title="Dosu Kinuta"),
        "kin": character("B", "deck", title="Kin Tsuchi"),
        "zaku": character("B", "mission:m", title="Zaku Abumi"),
        "tenten": character("A", "mission:far", title="Tenten"),
    }


def test_revealed_kabuto_takes_the_top_card_hidden_into_the_mission_the_player_picks():
    reveal = {"card": "kabuto", "by": "A", "use": {"a1": True}, "destinations": {"a1": "mission:far"}}
    steps = [
        {"play": {"card": "kabuto", "by": "A", "to": "mission:m", "hidden": True}},
        {"reveal": reveal},
        {"ask": {"zone": "dosu"}},
        {"ask": {"controller": "dosu"}},
        {"ask": {"hidden": "dosu"}},
        {"ask": {"zone": "kin"}},
    ]
    result = run(kabuto_cards(), *steps)
    zone, controller, hidden, kin = (a["answer"] for a in result["answers"])
    assert (zone["value"], controller["value"], controller["owner"]) == ("mission:far", "A", "B")
    assert hidden["value"] is True
    assert kin["value"] == "deck"  # only the top card
    assert "naruto.control.take" in {t["rule"] for t in result["trace"]}
    # the mission left open: each mission in play is an outcome
    open_steps = [steps[0], {"reveal": {k: v for k, v in reveal.items() if k != "destinations"}}, steps[2]]
    (where,) = run(kabuto_cards(), *open_steps)["answers"]
    assert where["answer"]["value"] == "depends on a choice"
    # a mission not in play is not a legal pick
    bad = {**reveal, "destinations": {"a1": "mission:nowhere"}}
    with pytest.raises(ScenarioError):
        run(kabuto_cards(), steps[0], {"reveal": bad})


def test_take_control_is_either_to_a_mission_or_anywhere():
    effect = {"id": "e", "affects": {"zone": "deck"}, "take_control": {"to": "mission:m", "anywhere": True}}
    cards = {"kabuto": character("A", "hand", effects=[effect])}
    with pytest.raises(ScenarioError, match="anywhere"):
        run(cards)


# --- "UPGRADE: POWERUP X where X is the number of the characters moved this way." -------------------------
CHIDORI = "MAIN: You must move all other non-hidden friendly characters from this mission, if able."
MOVED = "UPGRADE: POWERUP X where X is the number of the characters moved this way."


def test_the_characters_moved_this_way_are_those_the_main_effect_moved():
    fields = card_of(("a1", "ability", CHIDORI), ("a2", "ability", MOVED))
    upgrade = {"id": "a2", "section": "upgrade", "targets": "$source", "powerup": {"moved_by": "a1"}}
    assert fields["effects"][1] == upgrade
    # without one MAIN effect moving characters, or outside UPGRADE: not read
    alone = compile_card("naruto", "Character", [("a1", "ability", MOVED)])
    assert not alone.full
    hide = "MAIN: Hide an enemy character in this mission."
    hide_main = [("a1", "ability", hide), ("a2", "ability", MOVED)]
    assert not compile_card("naruto", "Character", hide_main).full
    main = [("a1", "ability", CHIDORI), ("a2", "ability", MOVED.replace("UPGRADE", "AMBUSH"))]
    assert not compile_card("naruto", "Character", main).full
    assert refused("UPGRADE: POWERUP X where X is the number of the characters hidden this way.", **NARUTO)


@pytest.mark.parametrize("upgrade", [True, False])
def test_sasuke_upgraded_powers_up_by_the_characters_his_main_effect_moved(upgrade):
    fields = card_of(("a1", "ability", CHIDORI), ("a2", "ability", MOVED))
    cards = {
        "sasuke": character("A", "hand", title="Sasuke Uchiha", **fields),
        "old": character("A", "mission:m", title="Sasuke Uchiha"),
        "naruto": character("A", "mission:m", title="Naruto Uzumaki"),
        "sakura": character("A", "mission:m", title="Sakura Haruno"),
        "hidden": character("A", "mission:m", title="Hinata Hyuga", hidden=True),
        # a Sakura already there: the other Sakura cannot move in (no repetition), she is not moved
        "far": character("A", "mission:far", title="Sakura Haruno"),
    }
    where = {"upgrade": "old"} if upgrade else {"to": "mission:m"}
    decisions = {"use": {"a1": True, "a2": True}, "destinations": {"a1": "mission:far"}}
    play = {"card": "sasuke", "by": "A", **where, **decisions}
    zones = [{"ask": {"zone": c}} for c in ("naruto", "sakura")]
    asks = [{"ask": {"tokens": "sasuke", "kind": "power"}}, *zones]
    if not upgrade:
        del cards["old"]
    result = run(cards, {"play": play}, *asks)
    tokens, naruto, sakura = (a["answer"]["value"] for a in result["answers"])
    assert naruto == "mission:far"
    assert sakura == "mission:m"
    assert tokens == (1 if upgrade else 0)  # only Naruto moved; played not as an upgrade: no UPGRADE effect


# --- "Put the top card of your deck as a hidden character in this mission." / "Place a card from your hand
# as a hidden character to any mission." (naruto.desk.put-hidden) -------------------------------------------
CHOJI = "UPGRADE: Put the top card of your deck as a hidden character in this mission."
TRAP = "SCORE: [↯] Place a card from your hand as a hidden character to any mission."


def test_putting_a_card_hidden_compiles_to_put_hidden():
    top = {"zone": "deck", "owner": "$controller", "deck_top": 1}
    assert piece(CHOJI, **NARUTO) == {
        "effects": [{"id": "a1", "section": "upgrade", "affects": top, "put_hidden": {"here": True}}]
    }
    mine = {"zone": "hand", "owner": "$controller"}
    assert piece(TRAP, **NARUTO) == {
        "effects": [
            {"id": "a1", "section": "score", "choose": 1, "affects": mine, "put_hidden": {"anywhere": True}}
        ]
    }
    for text in (
        "UPGRADE: Put the top card of the opponent's deck as a hidden character in this mission.",
        "UPGRADE: Put the top 2 cards of your deck as hidden characters in this mission.",
        "SCORE: [↯] Place a card from your hand as a character to any mission.",  # face up: played?
        "SCORE: [↯] Place a card from your discard pile as a hidden character to any mission.",
    ):
        assert refused(text, **NARUTO), text


def test_the_top_card_goes_hidden_into_this_mission_without_being_played():
    fields = card_of(("a1", "ability", CHOJI))
    watcher = {"id": "w1", "trigger": {"event": "played"}, "targets": "$controller", "gain_chakra": 1}
    grow = {"id": "i1", "targets": "$source", "powerup": 1}
    cards = {
        "choji": character("A", "hand", title="Choji Akimichi", **fields),
        "old": character("A", "mission:m", title="Choji Akimichi"),
        "ino": character("A", "deck", title="Ino", effects=[grow]),
        "shikamaru": character("A", "deck", title="Shikamaru Nara"),
        "watcher": character("B", "mission:m", title="Watcher", traits=[watcher]),
    }
    play = {"card": "choji", "by": "A", "upgrade": "old", "use": {"a1": True}}
    asks = [{"ask": {"zone": c}} for c in ("ino", "shikamaru")]
    more = [{"ask": {"hidden": "ino"}}, {"ask": {"controller": "ino"}}]
    more.append({"ask": {"tokens": "ino", "kind": "power"}})
    chakra = {"ask": {"stat": "chakra", "player": "B"}}
    result = run(cards, {"play": play}, *asks, *more, chakra)
    values = [a["answer"]["value"] for a in result["answers"]]
    # only the top card; hidden, A's; its own effect does not apply; the watcher answered Choji's play only
    assert values == ["mission:m", "deck", True, "A", 0, 1]
    assert "naruto.desk.put-hidden" in {t["rule"] for t in result["trace"]}
    # played face up, not as an upgrade: no UPGRADE effect
    cards.pop("old")
    plain = {"card": "choji", "by": "A", "to": "mission:m", "use": {"a1": True}}
    assert answers(cards, {"play": plain}, asks[0]) == ["deck"]


def test_a_card_of_the_hand_goes_hidden_into_the_mission_the_player_picks():
    compiled = compile_card("naruto", "Mission", [("a1", "ability", TRAP)])
    assert compiled.full
    # Set a Trap, a mission card of B's: its SCORE effect's player is A, who wins it
    trap = {"type": "mission", "owner": "B", "zone": "mission:m", "stats": {"points": 1}, **compiled.fields}
    cards = {
        "trap": trap,
        "kankuro": character("A", "hand", title="Kankuro"),
        "baki": character("B", "hand", title="Baki"),
        "zaku": character("B", "mission:far", title="Zaku Abumi"),
    }
    score = {"by": "A", "mission": "mission:m", "use": {"a1": True}, "targets": {"a1": ["kankuro"]}}
    steps = [{"ask": {"zone": "kankuro"}}, {"ask": {"hidden": "kankuro"}}]
    picked = {**score, "destinations": {"a1": "mission:far"}}
    assert answers(cards, {"score": picked}, *steps) == ["mission:far", True]
    (open_answer,) = answers(cards, {"score": score}, steps[0])
    assert open_answer == "depends on a choice"
    with pytest.raises(ScenarioError, match="not a legal choice"):  # a card of the other player's hand
        run(cards, {"score": {**picked, "targets": {"a1": ["baki"]}}})


def test_put_hidden_says_where():
    for where in ({}, {"here": True, "anywhere": True}):
        effect = {"id": "e", "affects": {"zone": "hand"}, "put_hidden": where}
        with pytest.raises(ScenarioError, match="say where"):
            run({"card": character("A", "hand", effects=[effect])})


# --- "UPGRADE: MAIN effect: After moving them, hide the enemy character." ----------------------------------
INO_MAIN = (
    "MAIN: If there are 2 or more enemy characters in this mission, move the weakest non-hidden enemy "
    "character."
)
AFTER_MOVING = "UPGRADE: MAIN effect: After moving them, hide the enemy character."


def test_after_moving_them_hides_the_character_the_main_effect_moved():
    fields = card_of(("a1", "ability", INO_MAIN), ("a2", "ability", AFTER_MOVING))
    moved = {"type": "character", "controller": "$other", "moved_by": "a1"}
    rest = {"must": True, "if_able": True, "if_you_do": "a1"}
    assert fields["effects"][1] == {"id": "a2", "section": "upgrade", "affects": moved, "hide": True, **rest}
    # a MAIN effect moving all, or friendly characters, or none; outside UPGRADE: not read
    for main in (
        "MAIN: You must move all other non-hidden friendly characters from this mission, if able.",
        "MAIN: Move a friendly character to this mission.",
        "MAIN: Hide an enemy character in this mission.",
    ):
        pair = [("a1", "ability", main), ("a2", "ability", AFTER_MOVING)]
        assert not compile_card("naruto", "Character", pair).full
    assert refused(AFTER_MOVING.replace("UPGRADE", "AMBUSH"), **NARUTO)


@pytest.mark.parametrize(("enemies_here", "hidden"), [(2, True), (1, False)])
def test_ino_upgraded_hides_the_enemy_she_moved(enemies_here, hidden):
    fields = card_of(("a1", "ability", INO_MAIN), ("a2", "ability", AFTER_MOVING))
    cards = {
        "ino": character("A", "hand", title="Ino Yamanaka", **fields),
        "old": character("A", "mission:m", title="Ino Yamanaka"),
        "weak": character("B", "mission:m", title="Weak", power=1),
        "strong": character("B", "mission:m", title="Strong", power=4),
        "far": character("B", "mission:far", title="Far", power=5),
    }
    if enemies_here == 1:  # the MAIN effect's condition fails: nothing moves, nothing is hidden
        del cards["strong"]
    decisions = {"use": {"a1": True, "a2": True}, "targets": {"a1": ["weak"]}}
    decisions["destinations"] = {"a1": "mission:far"}
    play = {"card": "ino", "by": "A", "upgrade": "old", **decisions}
    asks = [{"ask": {"zone": "weak"}}, {"ask": {"hidden": "weak"}}, {"ask": {"hidden": "far"}}]
    zone, weak_hidden, far_hidden = answers(cards, {"play": play}, *asks)
    assert zone == ("mission:far" if hidden else "mission:m")
    assert (weak_hidden, far_hidden) == (hidden, False)


# --- "UPGRADE: MAIN effect: POWERUP X where X is the Power of the enemy character that is being hidden." ----
RASENGAN = "MAIN: Hide an enemy character with Power 3 or less in this mission."
BEING_HIDDEN = (
    "UPGRADE: MAIN effect: POWERUP X where X is the Power of the enemy character that is being hidden."
)


def test_the_power_of_the_character_being_hidden_is_counted_as_it_is_hidden():
    fields = card_of(("a1", "ability", RASENGAN), ("a2", "ability", BEING_HIDDEN))
    rest = {"must": True, "if_able": True, "if_you_do": "a1"}
    upgrade = {"id": "a2", "section": "upgrade", "targets": "$source", "powerup": {"power_hidden_by": "a1"}}
    assert fields["effects"][1] == {**upgrade, **rest}
    for main in ("MAIN: Hide all enemy characters in this mission.", "MAIN: Defeat an enemy character."):
        pair = [("a1", "ability", main), ("a2", "ability", BEING_HIDDEN)]
        assert not compile_card("naruto", "Character", pair).full
    assert refused(BEING_HIDDEN.replace("UPGRADE", "MAIN"), **NARUTO)


@pytest.mark.parametrize(("upgrade", "tokens"), [(True, 3), (False, 0)])
def test_naruto_upgraded_powers_up_by_the_power_of_the_character_he_hid(upgrade, tokens):
    fields = card_of(("a1", "ability", RASENGAN), ("a2", "ability", BEING_HIDDEN))
    cards = {
        "naruto": character("A", "hand", title="Naruto Uzumaki", **fields),
        "old": character("A", "mission:m", title="Naruto Uzumaki"),
        "kid": character("B", "mission:m", title="Kid", power=2, tokens={"power": 1}),  # Power 3 as hidden
    }
    where = {"upgrade": "old"} if upgrade else {"to": "mission:far"}
    if not upgrade:
        cards["kid"]["zone"] = "mission:far"
    play = {"card": "naruto", "by": "A", **where, "use": {"a1": True, "a2": True}, "targets": {"a1": ["kid"]}}
    asks = [{"ask": {"hidden": "kid"}}, {"ask": {"tokens": "naruto", "kind": "power"}}]
    hidden, powered = answers(cards, {"play": play}, *asks)
    assert (hidden, powered) == (True, tokens)
