"""Naruto card text of compiler version 9: what the clauses compile to, the wordings close to them that must
not compile, and the engine playing what they compile to (a substitution for another character, upgrading over
what is not a group or name nor more than a printed cost, "Discard a card to ...", a MAIN effect applied in
every mission, CHAKRA +1 with a named character in the same mission)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_card, compile_clause
from tests.rulings.engine.naruto_kit import answers, card_of, character


def line(text: str, kind: str = "ability") -> dict | str:
    result = compile_clause("naruto", text, kind=kind, card_type="Character", clause_id="a1")
    return result.piece if result.played else result.reason


def zone(card: str) -> dict:
    return {"ask": {"zone": card}}


# --- "If a friendly X character in this mission would be ..., you can defeat this character instead" ----
GUARD = (
    "MAIN: [⧗] If a friendly Leaf Village character in this mission would be hidden or defeated by enemy "
    "effects, you can defeat this character instead."
)


def test_an_optional_substitution_for_each_such_character_one_trait_per_event():
    piece = line(GUARD, "trait")
    group = {"type": "character", "controller": "$controller", "keywords": ["Leaf Village"], "at": "$source"}
    others = {**group, "not_cards": ["$source"]}  # defeated instead of defeated: nothing to substitute
    do = {"defeat": True, "targets": "$source"}
    assert piece == {
        "traits": [
            {
                "id": "a1",
                "affects": group,
                "instead": {"of": "hide", "do": do, "optional": True, "from_players": "other"},
            },
            {
                "id": "a1.2",
                "affects": others,
                "instead": {"of": "defeat", "do": do, "optional": True, "from_players": "other"},
            },
        ]
    }
    # cut as an effect, outside MAIN, another thing done instead, or "would be moved": not read
    assert isinstance(line(GUARD, "ability"), str)
    for text in (
        GUARD.replace("MAIN:", "UPGRADE:"),
        GUARD.replace("you can defeat this character instead", "you can hide this character instead"),
        GUARD.replace("hidden or defeated", "moved"),
    ):
        assert isinstance(line(text, "trait"), str), text


@pytest.mark.parametrize(
    ("used", "tsunade", "genma"), [(True, "mission:m", "discard"), (False, "discard", "mission:m")]
)
def test_the_guard_is_defeated_instead_of_the_friend_when_its_player_uses_it(used, tsunade, genma):
    guard = card_of(("t1", "trait", GUARD))
    enemy = {"type": "character", "controller": "$other"}
    kill = {"id": "kill", "choose": 1, "affects": enemy, "defeat": True}
    cards = {
        "genma": character("A", "mission:m", title="Genma Shiranui", keywords=["Leaf Village"], **guard),
        "tsunade": character("A", "mission:m", title="Tsunade", keywords=["Leaf Village"]),
        "sasuke": character("B", "hand", title="Sasuke Uchiha", effects=[kill]),
    }
    play = {"card": "sasuke", "by": "B", "to": "mission:m", "targets": {"kill": ["tsunade"]}}
    assert answers(cards, {"play": {**play, "use": {"t1.2": used}}}, zone("tsunade"), zone("genma")) == [
        tsunade,
        genma,
    ]


@pytest.mark.parametrize(("used", "genma"), [(True, "discard"), (False, "mission:m")])
def test_the_guard_itself_may_be_defeated_instead_of_hidden(used, genma):
    guard = card_of(("t1", "trait", GUARD))
    hide = {"id": "hide", "choose": 1, "affects": {"type": "character", "controller": "$other"}, "hide": True}
    cards = {
        "genma": character("A", "mission:m", title="Genma Shiranui", keywords=["Leaf Village"], **guard),
        "sasuke": character("B", "hand", title="Sasuke Uchiha", effects=[hide]),
    }
    play = {"card": "sasuke", "by": "B", "to": "mission:m", "targets": {"hide": ["genma"]}}
    assert answers(cards, {"play": {**play, "use": {"t1": used}}}, zone("genma")) == [genma]

# --- "as an upgrade to any character that is not a Summon nor Orochimaru"; a printed cost ------------
def test_an_upgrade_over_what_is_not_a_group_nor_a_name_and_over_a_printed_cost():
    over = line(
        "MAIN: [⧗] You can play this character as an upgrade to any character that is not a Summon nor "
        "Orochimaru.",
        "trait",
    )
    assert over == {
        "traits": [
            {
                "id": "a1",
                "may_upgrade_over": {
                    "type": "character",
                    "not_keywords": ["Summon"],
                    "not_named": ["Orochimaru"],
                },
            }
        ]
    }
    printed = line(
        "MAIN: [⧗] You can play this character as an upgrade over any character with a printed cost of 4 or "
        "less.",
        "trait",
    )
    wanted = {"type": "character", "printed": {"cost": {"at_most": 4}}}
    assert printed["traits"][0]["may_upgrade_over"] == wanted
    points = line("UPGRADE: Gain 2 Mission points if the character you upgraded from had Power 6 or more.")
    assert points["effects"][0]["while"] == {"upgraded_from": {"stats": {"power": {"at_least": 6}}}}
    # a name the compiler does not know, a printed cost "or more": not read
    for text in (
        "MAIN: [⧗] You can play this character as an upgrade to any character that is not a Summon nor Haku.",
        "MAIN: [⧗] You can play this character as an upgrade over any character with a printed cost of 4 or "
        "more.",
    ):
        assert isinstance(line(text, "trait"), str), text


def test_not_a_summon_nor_orochimaru_is_played_over_anything_else():
    fields = card_of(
        (
            "t1",
            "trait",
            "MAIN: [⧗] You can play this character as an upgrade to any character that is not a Summon nor "
            "Orochimaru.",
        )
    )
    cards = {
        "oro": character("A", "hand", title="Orochimaru", power=5, cost=5, **fields),
        "toad": character("A", "mission:m", title="Gamabunta", keywords=["Summon"]),
        "old": character("A", "mission:far", title="Orochimaru"),
        "kabuto": character("A", "mission:x", title="Kabuto Yakushi"),
    }
    for base, played in (("toad", False), ("kabuto", True)):
        step = {"play": {"card": "oro", "by": "A", "upgrade": base}}
        (value,) = answers(cards, step, {"ask": {"played": "oro"}})
        assert value is played, base


@pytest.mark.parametrize(("printed", "played"), [(4, True), (5, False)])
def test_a_printed_cost_is_the_cards_own_value(printed, played):
    fields = card_of(
        (
            "t1",
            "trait",
            "MAIN: [⧗] You can play this character as an upgrade over any character with a printed cost "
            "of 4 or less.",
        )
    )
    cards = {
        "ukon": character("A", "hand", title="Ukon", cost=6, **fields),
        "base": character("A", "mission:m", title="Sakon", cost=printed),
    }
    step = {"play": {"card": "ukon", "by": "A", "upgrade": "base"}}
    (value,) = answers(cards, step, {"ask": {"played": "ukon"}})
    assert value is played


KIN = "MAIN: Discard a card to hide an enemy character with Power 4 or less."


# --- "Discard a card to ..." -------------------------------------------------------------------------------
def test_discard_a_card_to_is_the_discard_then_the_rest_if_a_card_was_discarded():
    piece = line("AMBUSH: [↯] Discard a card to hide a character in play with cost 3 or less.")
    own = {"choose": 1, "affects": {"zone": "hand", "owner": "$controller"}, "discard_from_hand": True}
    hide = {"choose": 1, "affects": {"type": "character", "stats": {"cost": {"at_most": 3}}}, "hide": True}
    assert piece == {
        "effects": [
            {"id": "a1", "section": "ambush", **own},
            {"id": "a1.2", "section": "ambush", **hide, "must": True, "if_able": True, "if_you_do": "a1"},
        ]
    }
    # two cards, a condition on the rest, "discard a card to" + a second sentence: not read
    for text in (
        "MAIN: Discard 2 cards to hide a character in play with cost 3 or less.",
        "MAIN: Discard a card to hide a character in play with cost 3 or less. Draw a card.",
        "MAIN: Discard a card to look at the opponent's deck.",
    ):
        assert isinstance(line(text), str), text


@pytest.mark.parametrize(("hand", "hidden"), [(True, True), (False, False)])
def test_the_rest_happens_only_if_a_card_was_discarded(hand, hidden):
    fields = card_of(("a1", "ability", KIN))
    cards = {
        "kin": character("A", "hand", title="Kin Tsuchi", **fields),
        "enemy": character("B", "mission:m", title="Zaku Abumi", power=3),
    }
    if hand:
        cards["spare"] = character("A", "hand", title="Spare")
    steps = [
        {"play": {"card": "kin", "by": "A", "to": "mission:m", "use": {"a1": True}}},
        {"ask": {"flag": "hidden", "card": "enemy"}},
    ]
    if hand:
        steps[0]["play"]["targets"] = {"a1": ["spare"], "a1.2": ["enemy"]}
    result = answers(cards, *steps)
    assert result == [hidden]


# --- "Apply the MAIN effect to X characters in the other missions"; POWERUP N to all ... --------------------
JIROBO = (
    ("a1", "ability", "MAIN: POWERUP 1 to all other friendly Sound Four characters in this mission."),
    ("a2", "ability", "UPGRADE: Apply the MAIN effect to Sound Four characters in the other missions."),
)


def test_the_main_effect_applied_to_such_characters_of_every_mission_as_an_upgrade():
    fields = card_of(*JIROBO)
    four = {"type": "character", "controller": "$controller", "keywords": ["Sound Four"]}
    four["not_cards"] = ["$source"]
    assert fields["effects"] == [
        {"id": "a1", "affects": {**four, "at": "$source"}, "powerup": 1},
        {"id": "a2", "section": "upgrade", "replaces": "a1", "affects": four, "powerup": 1},
    ]
    # a group not the MAIN effect's, or outside UPGRADE: not read
    other = compile_card(
        "naruto",
        "Character",
        [JIROBO[0], ("a2", "ability", JIROBO[1][2].replace("Sound Four", "Sound Ninja"))],
    )
    assert not other.clauses["a2"].played
    assert isinstance(line(JIROBO[1][2].replace("UPGRADE:", "MAIN:")), str)


@pytest.mark.parametrize(("upgrade", "far_tokens"), [(False, {}), (True, {"power": 1})])
def test_jirobo_powers_up_the_sound_four_here_and_as_an_upgrade_everywhere(upgrade, far_tokens):
    fields = card_of(*JIROBO)
    four = ["Sound Four"]
    cards = {
        "jirobo": character("A", "hand", title="Jirobo", keywords=four, **fields),
        "old": character("A", "mission:m", title="Jirobo", keywords=four),
        "near": character("A", "mission:m", title="Kidomaru", keywords=four),
        "far": character("A", "mission:far", title="Tayuya", keywords=four),
        "enemy": character("B", "mission:far", title="Sakon", keywords=four),
    }
    where = {"upgrade": "old"} if upgrade else {"to": "mission:x"}
    if not upgrade:
        cards["near"]["zone"] = "mission:x"
    use = {"a2": True} if upgrade else {"a1": True}
    result = answers(
        cards,
        {"play": {"card": "jirobo", "by": "A", **where, "use": use}},
        {"ask": {"tokens": "near"}},
        {"ask": {"tokens": "far"}},
        {"ask": {"tokens": "enemy"}},
    )
    assert result == [{"power": 1}, far_tokens, {}]


# --- CHAKRA +1 for both players; "If Akamaru is in the same mission" ----------------------------------------
def test_chakra_with_a_named_character_in_the_same_mission():
    kiba = line("MAIN: [⧗] If Akamaru is in the same mission, CHAKRA +1 .", "trait")
    akamaru = {"type": "character", "title": "Akamaru", "at": "$source", "not_cards": ["$source"]}
    assert kiba["traits"][0]["while"] == {"exists": akamaru}
    # a name the compiler does not know, the opponent alone: not read (both players: compiler 14)
    assert isinstance(line("MAIN: [⧗] If Haku is in the same mission, CHAKRA +1 .", "trait"), str)
    assert isinstance(line("MAIN: [⧗] CHAKRA +1 for the opponent.", "trait"), str)


@pytest.mark.parametrize(("akamaru_zone", "bonus"), [("mission:m", 1), ("mission:far", 0)])
def test_kiba_has_chakra_while_akamaru_is_in_his_mission(akamaru_zone, bonus):
    fields = card_of(("t1", "trait", "MAIN: [⧗] If Akamaru is in the same mission, CHAKRA +1 ."))
    cards = {
        "kiba": character("A", "mission:m", title="Kiba Inuzuka", **fields),
        "akamaru": character("A", akamaru_zone, title="Akamaru"),
    }
    assert answers(cards, {"ask": {"stat": "chakra_bonus", "player": "A"}}) == [bonus]


def test_unknown_picks_are_still_refused():
    fields = card_of(("a1", "ability", KIN))
    cards = {
        "kin": character("A", "hand", title="Kin Tsuchi", **fields),
        "spare": character("A", "hand", title="Spare"),
        "friend": character("A", "mission:m", title="Friend", power=1),
    }
    play = {"card": "kin", "by": "A", "to": "mission:m", "targets": {"a1": ["spare"], "a1.2": ["friend"]}}
    with pytest.raises(ScenarioError):
        answers(cards, {"play": play})


# --- "Give the Edge to the opponent. If you do so, ..." ---------------------------------------------------
SASUKE = "MAIN: Give the Edge to the opponent. If you do so, POWERUP 3."


def test_give_the_edge_then_if_you_do():
    piece = line(SASUKE)
    rest = {"must": True, "if_able": True, "if_you_do": "a1"}
    assert piece == {
        "effects": [
            {"id": "a1", "targets": "$opponent", "give_edge": True},
            {"id": "a1.2", "targets": "$source", "powerup": 3, **rest},
        ]
    }
    # give it to someone else, or take it: not read
    for text in ("MAIN: Give the Edge to a player.", "MAIN: Take the Edge from the opponent."):
        assert isinstance(line(text), str), text


@pytest.mark.parametrize(
    ("holder", "b_edge", "tokens"), [("A", 1, {"power": 3}), ("B", 1, {}), (None, 0, {})]
)
def test_only_the_edge_holder_gives_it_and_only_then_powers_up(holder, b_edge, tokens):
    data = {
        "game": "naruto",
        "players": [{"id": p, "edge": 1} if p == holder else p for p in ("A", "B")],
        "cards": {"sasuke": character("A", "hand", title="Sasuke", **card_of(("a1", "ability", SASUKE)))},
        "steps": [
            {"play": {"card": "sasuke", "by": "A", "to": "mission:m", "use": {"a1": True}}},
            {"ask": {"stat": "edge", "player": "B"}},
            {"ask": {"stat": "edge", "player": "A"}},
            {"ask": {"tokens": "sasuke"}},
        ],
    }
    result = evaluate(parse_scenario(data)).to_dict()
    assert [a["answer"]["value"] for a in result["answers"]] == [b_edge, 0, tokens]


# --- "If you have less non-hidden characters than the opponent in this mission, ..." ----------------------
ZAKU = (
    "MAIN: If you have less non-hidden characters than the opponent in this mission, move an enemy character "
    "from this mission."
)


def test_fewer_characters_than_the_opponent_is_a_count_of_each_side_there():
    piece = line(ZAKU)
    mine = {"type": "character", "hidden": False, "at": "$source"}
    assert piece["effects"][0]["while"] == {
        "fewer": {**mine, "controller": "$controller"},
        "than": {**mine, "controller": "$other"},
    }
    # more characters, or "at least as many": not read
    for text in (
        ZAKU.replace("less", "more"),
        ZAKU.replace("less non-hidden characters than", "as many non-hidden characters as"),
    ):
        assert isinstance(line(text), str), text


@pytest.mark.parametrize(("enemies", "moved"), [(2, True), (1, False)])
def test_zaku_moves_an_enemy_only_with_fewer_characters_there(enemies, moved):
    cards = {"zaku": character("A", "hand", title="Zaku Abumi", **card_of(("a1", "ability", ZAKU)))}
    for i in range(enemies):
        cards[f"e{i}"] = character("B", "mission:m", title=f"Enemy {i}")
    cards["hidden"] = character("B", "mission:m", title="Hidden", hidden=True)
    cards["far"] = character("B", "mission:far", title="Far")
    play = {"card": "zaku", "by": "A", "to": "mission:m", "use": {"a1": True}, "targets": {"a1": ["e0"]}}
    play["destinations"] = {"a1": "mission:far"}
    assert answers(cards, {"play": play}, zone("e0")) == ["mission:far" if moved else "mission:m"]


# --- "If you do, you must put 1 card from your hand on top of your deck" ----------------------------------
HAKU = "MAIN: Draw 1 card. If you do, you must put 1 card from your hand on top of your deck."


def test_a_card_of_the_hand_put_on_top_of_the_deck():
    piece = line(HAKU)
    own = {"choose": 1, "affects": {"zone": "hand", "owner": "$controller"}, "put_on_deck": True}
    assert piece["effects"][1] == {"id": "a1.2", **own, "must": True, "if_able": True, "if_you_do": "a1"}
    # two cards (in which order?), the bottom of the deck: not read
    for text in (HAKU.replace("put 1 card", "put 2 cards"), HAKU.replace("on top of", "at the bottom of")):
        assert isinstance(line(text), str), text


@pytest.mark.parametrize("kept", ["spare", "first"])
def test_haku_draws_then_puts_a_card_back_on_top(kept):
    cards = {
        "haku": character("A", "hand", title="Haku", **card_of(("a1", "ability", HAKU))),
        "spare": character("A", "hand", title="Spare"),
        "first": character("A", "deck", title="First"),
        "second": character("A", "deck", title="Second"),
    }
    play = {"card": "haku", "by": "A", "to": "mission:m", "targets": {"a1.2": [kept]}, "use": {"a1": True}}
    other = "first" if kept == "spare" else "spare"
    assert answers(cards, {"play": play}, zone(kept), zone(other), {"ask": {"deck": "A"}}) == [
        "deck",
        "hand",
        [kept, "second"],
    ]


# --- "POWERUP X+1 where X is the number of enemy characters in this mission" ------------------------------
CHIDORI = (
    "MAIN: Discard a card. If you do, POWERUP X+1 where X is the number of enemy characters in this mission."
)


def test_x_plus_one_is_x_counted_plus_one():
    piece = line(CHIDORI)
    enemies = {"type": "character", "controller": "$other", "at": "$source"}
    assert piece["effects"][1]["powerup"] == {"cards_matching": enemies, "plus": 1}
    # X-1, X+1 counted somewhere else than this mission: not read
    for text in (CHIDORI.replace("X+1", "X-1"), CHIDORI.replace("in this mission", "here")):
        assert isinstance(line(text), str), text


@pytest.mark.parametrize(("enemies", "tokens"), [(2, 3), (0, 1)])
def test_sasuke_gets_one_more_token_than_enemies_there(enemies, tokens):
    cards = {
        "sasuke": character("A", "hand", title="Sasuke Uchiha", **card_of(("a1", "ability", CHIDORI))),
        "spare": character("A", "hand", title="Spare"),
        "far": character("B", "mission:far", title="Far"),
    }
    for i in range(enemies):
        cards[f"e{i}"] = character("B", "mission:m", title=f"Enemy {i}")
    play = {"card": "sasuke", "by": "A", "to": "mission:m", "targets": {"a1": ["spare"]}}
    assert answers(cards, {"play": play}, {"ask": {"tokens": "sasuke", "kind": "power"}}) == [tokens]


# --- "You must move all ..., if able"; "If there are 2 or more enemy characters in this mission" -----------
def test_you_must_move_all_if_able_and_two_or_more_characters_here():
    chidori = line("MAIN: You must move all other non-hidden friendly characters from this mission, if able.")
    friends = {"type": "character", "hidden": False, "controller": "$controller", "at": "$source"}
    assert chidori["effects"] == [
        {"id": "a1", "affects": {**friends, "not_cards": ["$source"]}, "move_to_mission": True, "must": True,
         "if_able": True}
    ]  # fmt: skip
    ino = line(
        "MAIN: If there are 2 or more enemy characters in this mission, move the weakest non-hidden enemy "
        "character."
    )
    enemies = {"type": "character", "controller": "$other", "at": "$source"}
    assert ino["effects"][0]["while"] == {"exists": enemies, "at_least": 2}
    # "must" without "if able", one chosen character, "2 or less": not read
    for text in (
        "MAIN: You must move all other non-hidden friendly characters from this mission.",
        "MAIN: You must move a friendly character from this mission, if able.",
        "MAIN: If there are 2 or less enemy characters in this mission, draw a card.",
    ):
        assert isinstance(line(text), str), text


@pytest.mark.parametrize(("enemies", "moved"), [(2, True), (1, False)])
def test_two_or_more_enemies_here_before_the_weakest_moves(enemies, moved):
    text = (
        "MAIN: If there are 2 or more enemy characters in this mission, move the weakest non-hidden enemy "
        "character."
    )
    cards = {"ino": character("A", "hand", title="Ino Yamanaka", **card_of(("a1", "ability", text)))}
    for i in range(enemies):
        cards[f"e{i}"] = character("B", "mission:m", title=f"Enemy {i}", power=1 + i)
    cards["far"] = character("B", "mission:far", title="Far", power=5)
    play = {"card": "ino", "by": "A", "to": "mission:m", "use": {"a1": True}}
    play["destinations"] = {"a1": "mission:x"}
    cards["x"] = character("A", "mission:x", title="X")
    assert answers(cards, {"play": play}, zone("e0")) == ["mission:x" if moved else "mission:m"]
