"""L5R compiler 19, part A: what has opposed a card (family "opposed history"). "Reaction: After the
resolution of your action that bowed, destroyed, or moved a Personality who has opposed this card at the
current battlefield: Gain 2 Honor." (Hida Defenders): the trigger `did` names any of several things the action
did (action_results.py) to a card that has opposed this card at the current battlefield (`has_opposed_here`,
opposed_history.py, the Desk's rule l5r.desk.opposed-history). What it compiles to, the engine playing it
(the record of what opposed a card, kept through the card's bowing, destruction or move, forgotten when a
turn begins), and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.errors import ScenarioError
from tests.rulings.engine.cardtext_kit import ability, piece, refused

HIDA_DEFENDERS = ("Reaction: After the resolution of your action that bowed, destroyed, or moved a "
                  "Personality who has opposed this card at the current battlefield: Gain 2 Honor.")
OPPOSED = {"type": "personality", "has_opposed_here": "$source"}


# --- what the wordings compile to -------------------------------------------------------------------------
def test_hida_defenders():
    assert ability(HIDA_DEFENDERS, "Follower", "Hida Defenders") == {
        "id": "a1", "designators": ["Reaction"],
        "trigger": {"event": "resolved", "by": "self",
                    "did": {"event": ["bowed", "destroyed", "moved"], "of": OPPOSED}},
        "effects": [{"targets": "$controller", "honor": 2}],
    }  # fmt: skip


def test_one_verb_a_kind_of_action_and_another_players():
    text = ("Reaction: After the resolution of another player's Battle action that destroyed a Personality "
            "who has opposed this card at the current battlefield: Draw a card.")
    trigger = ability(text, "Follower")["trigger"]
    assert trigger == {"event": "resolved", "kind": ["Battle"], "by": "other",
                       "did": {"event": "destroyed", "of": OPPOSED}}  # fmt: skip


def test_this_personality_on_a_follower_is_its_bearer():
    text = HIDA_DEFENDERS.replace("this card", "this Personality")
    assert ability(text, "Follower")["trigger"]["did"]["of"] == {"type": "personality",
                                                                 "has_opposed_here": "$bearer"}  # fmt: skip


def test_the_wording_without_the_opposed_clause_is_unchanged():
    """(compiler 13, part A's wording: one verb, no history; not taken by this part's token)"""
    text = "Reaction: After the resolution of your action that bowed a Personality: Gain 2 Honor."
    assert ability(text, "Follower")["trigger"] == {"event": "resolved", "by": "self",
                                                    "did": {"event": "bowed", "of": {"type": "personality"}}}


@pytest.mark.parametrize(
    "text",
    [
        # no place: has opposed it when? where? (the record is the current battlefield's)
        "Reaction: After the resolution of your action that bowed, destroyed, or moved a Personality who has "
        "opposed this card: Gain 2 Honor.",
        # "moved" of a Follower: it moves with its unit (the engine records the Personality's move)
        "Reaction: After the resolution of your action that bowed or moved a Follower who has opposed this "
        "card at the current battlefield: Gain 2 Honor.",
        # a card the text names, not a kind
        "Reaction: After the resolution of your action that bowed, destroyed, or moved this Personality who "
        "has opposed this card at the current battlefield: Gain 2 Honor.",
        # the same thing twice
        "Reaction: After the resolution of your action that bowed or bowed a Personality who has opposed "
        "this card at the current battlefield: Gain 2 Honor.",
        # "an enemy player's": an enemy is an opponent in a battle (compiler 11, part A)
        "Reaction: After the resolution of an enemy player's action that bowed a Personality who has opposed "
        "this card at the current battlefield: Gain 2 Honor.",
        # other history wordings: not read by this part
        "Reaction: After the resolution of your action that bowed a Personality who opposed this card this "
        "battle: Gain 2 Honor.",
        "After a battle's resolution, if Chuluun was ever opposed during the battle, destroy Chuluun.",
    ],
)
def test_near_wordings_stay_refused(text):
    kind = "trait" if text.startswith("After a battle") else "ability"
    assert refused(text, "Follower", "Hida Defenders", kind=kind)


def test_the_scenario_language_checks_the_list_of_events():
    trigger = {"event": "resolved", "did": {"event": ["bowed", "bowed"], "of": {"type": "personality"}}}
    data = {"game": "l5r", "players": ["me", "opp"],
            "cards": {"c": {"type": "personality", "owner": "me", "zone": "home:me",
                            "abilities": [{"id": "a1", "designators": ["Reaction"], "trigger": trigger,
                                           "effects": [{"targets": "$controller", "honor": 1}]}]}},
            "steps": []}  # fmt: skip
    with pytest.raises(ScenarioError, match="two or more different events"):
        parse_scenario(data)


# --- the engine playing Hida Defenders -------------------------------------------------------------------
STATS = {"force": 2, "chi": 2}


def _act(aid: str, effect: dict, target: str = "foe") -> dict:
    return {"id": aid, "designators": ["Battle"], "effects": [{"targets": [target], **effect}]}


ACTIONS = [_act("kill", {"destroy": True}), _act("bow", {"bow": True}), _act("move", {"move": "home:opp"}),
           _act("bow_far", {"bow": True}, "far"), _act("rise", {"straighten": True})]  # fmt: skip


HIDA = ability(HIDA_DEFENDERS, "Follower", "Hida Defenders")


def _in_battle(owner: str, side: str, zone: str = "battlefield:1", **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": STATS, side: True, **more}


def cards(**changes) -> dict:
    found = {
        "sam": _in_battle("me", "defending"),
        "defenders": {"type": "follower", "owner": "me", "zone": "attached", "attached_to": "sam",
                      "stats": {"force": 1}, "abilities": [HIDA]},
        "foe": _in_battle("opp", "attacking"),
        "far": _in_battle("opp", "attacking", "battlefield:2"),
        "mine": _in_battle("me", "defending", abilities=ACTIONS),
        "theirs": _in_battle("opp", "attacking", abilities=ACTIONS),
    }  # fmt: skip
    for key, more in changes.items():
        found[key] = {**found[key], **more}
    return found


BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]
REACT = {"use": {"id": "u", "card": "defenders", "ability": "a1", "by": "me"}}
OK = {"ask": {"successful": "u"}}


def act(aid: str, by: str = "me") -> dict:
    return {"use": {"id": f"x_{aid}", "card": "mine" if by == "me" else "theirs", "ability": aid, "by": by}}


def run(found: dict, steps: list, begin: list = BEGIN) -> list:
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    data = {"game": "l5r", "players": players, "cards": found, "steps": [*begin, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize("aid", ["kill", "bow", "move"])
def test_your_action_that_bowed_destroyed_or_moved_a_personality_who_opposed_it(aid):
    assert run(cards(), [act(aid), REACT, OK]) == [True]


def test_the_honor_is_gained():
    honor = {"ask": {"stat": "family_honor", "player": "me"}}
    assert run(cards(), [honor, act("kill"), REACT, honor]) == [10, 12]


def test_a_personality_who_never_opposed_it_or_another_change_does_not_answer():
    assert run(cards(), [act("bow_far"), REACT, OK]) == [False]  # at another battlefield
    assert run(cards(), [act("rise"), REACT, OK]) == [False]  # straightened: not one of the three
    same_side = cards(foe={"attacking": False, "defending": True})
    assert run(same_side, [act("bow"), REACT, OK]) == [False]  # on its side
    assert run(cards(), [act("bow", by="opp"), REACT, OK]) == [False]  # not your action


def test_he_has_opposed_it_though_he_has_left_the_battlefield():
    """(the record: he opposed it at this battlefield earlier in the Attack Phase, then moved home)"""
    moved = {"move": {"card": "foe", "to": "home:opp"}}
    assert run(cards(), [moved, act("bow"), REACT, OK]) == [True]


def test_he_must_have_opposed_it_at_the_current_battlefield():
    # both at battlefield 2, the battle at battlefield 1: he opposed it, but not at the current battlefield
    found = cards(sam={"zone": "battlefield:2"}, foe={"zone": "battlefield:2"})
    assert run(found, [act("bow"), REACT, OK]) == [False]
    # he arrives at battlefield 1 on the defending side's other side: he has opposed it there now
    arrive = {"move": {"card": "foe", "to": "battlefield:1"}}
    assert run(cards(foe={"zone": "home:opp"}), [act("bow"), REACT, OK]) == [False]
    assert run(cards(foe={"zone": "home:opp"}), [arrive, act("bow"), REACT, OK]) == [True]


def test_the_record_is_forgotten_when_a_turn_begins():
    """(the Desk's rule l5r.desk.opposed-history: a battlefield of an earlier Attack Phase is another one)"""
    moved = {"move": {"card": "foe", "to": "home:opp"}}
    turn = [{"begin": {"name": "turn", "player": "me"}}]
    later = [moved, {"end": {"name": "turn"}}, {"begin": {"name": "turn", "player": "me"}},
             {"begin": {"name": "battle", "at": "battlefield:1"}}]  # fmt: skip
    assert run(cards(), [{"begin": {"name": "battle", "at": "battlefield:1"}}, moved, act("bow"), REACT, OK],
               begin=turn) == [True]  # fmt: skip
    assert run(cards(), [*later, act("bow"), REACT, OK], begin=turn) == [False]


def test_the_trace_says_what_the_action_did_and_what_opposed_the_card():
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards(),
            "steps": [*BEGIN, act("move"), REACT, OK]}  # fmt: skip
    result = evaluate(parse_scenario(data))
    assert [a["answer"]["value"] for a in result.answers] == [True]
    notes = {(e["rule"], e["text"]) for e in result.trace}
    assert ("l5r.desk.what-an-action-did", "x_move bowed or destroyed or moved foe") in notes
    said = "foe has opposed defenders at battlefield:1, the current battlefield"
    assert ("l5r.desk.opposed-history", said) in notes


def test_the_record_is_forgotten_when_the_attack_phase_ends():
    phase = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "attack_phase"}}]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards(),
            "steps": [*phase, {"end": {"name": "attack_phase"}}]}  # fmt: skip
    notes = {(e["rule"], e["text"]) for e in evaluate(parse_scenario(data)).trace}
    assert ("l5r.desk.opposed-history", "attack_phase_ends: what has opposed each card is forgotten") in notes


# --- Moto Chuluun: "if Chuluun was ever opposed during the battle" -----------------------------------------
CHULUUN = "After a battle's resolution, if Chuluun was ever opposed during the battle, destroy Chuluun."
WAS_OPPOSED = {"card": "$source", "is": {"opposed_this_battle": True}}


def test_moto_chuluun_compiles():
    (trait,) = piece(CHULUUN, "Personality", "Moto Chuluun", kind="trait")["traits"]
    assert trait == {"id": "t1", "trigger": {"event": "battle_resolution_ends"}, "targets": "$source",
                     "destroy": True, "while": WAS_OPPOSED}  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "After a battle's resolution, if Chuluun was ever opposed during this turn, destroy Chuluun.",
        "After a battle's resolution, if Chuluun was ever opposed, destroy Chuluun.",  # ever: since when?
        # another card than this one
        "After a battle's resolution, if this Follower was ever opposed during the battle, destroy it.",
    ],
)
def test_chuluun_near_wordings_stay_refused(text):
    assert refused(text, "Personality", "Moto Chuluun", kind="trait")


def chuluun_cards(**changes) -> dict:
    (trait,) = piece(CHULUUN, "Personality", "Moto Chuluun", kind="trait")["traits"]
    found = {"chuluun": _in_battle("me", "attacking", traits=[trait]), "foe": _in_battle("opp", "defending")}
    for key, more in changes.items():
        found[key] = {**found[key], **more}
    return found


RESOLVE = [{"begin": {"name": "battle_resolution"}}, {"end": {"name": "battle_resolution"}}]
WHERE = {"ask": {"zone": "chuluun"}}
AWAY = {"move": {"card": "foe", "to": "home:opp"}}


def test_chuluun_opposed_during_the_battle_is_destroyed_after_its_resolution():
    assert run(chuluun_cards(), [WHERE, *RESOLVE, WHERE]) == ["battlefield:1", "discard"]


def test_ever_during_the_battle_he_need_not_be_opposed_at_its_end():
    assert run(chuluun_cards(), [AWAY, *RESOLVE, WHERE]) == ["discard"]


def test_chuluun_unopposed_during_the_battle_stays():
    assert run(chuluun_cards(foe={"zone": "home:opp"}), [*RESOLVE, WHERE]) == ["battlefield:1"]
    # opposed before this battle began (the foe moved away first), not during it
    turn = [{"begin": {"name": "turn", "player": "me"}}]
    battle = {"begin": {"name": "battle", "at": "battlefield:1"}}
    assert run(chuluun_cards(), [AWAY, battle, *RESOLVE, WHERE], begin=turn) == ["battlefield:1"]


# --- Tsuruchi Iyaken: "a target Personality at any location who has not been opposed this Attack Phase" -----
IYAKEN = "Battle, Bow: Bow a target Personality at any location who has not been opposed this Attack Phase."


def test_iyaken_compiles():
    assert ability(IYAKEN, "Personality", "Tsuruchi Iyaken")["effects"] == [
        {"choose": {"in_play": True, "type": "personality", "opposed_this_attack_phase": False},
         "targeting": True, "bow": True}]  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        # this turn: not what the record holds
        "Battle: Bow a target Personality at any location who has not been opposed this turn.",
        "Battle: Bow a target Personality at any location who has been opposed this Attack Phase.",
        # without "at any location"
        "Battle: Bow a target Personality who has not been opposed this Attack Phase.",
    ],
)
def test_iyaken_near_wordings_stay_refused(text):
    assert refused(text, "Personality", "Tsuruchi Iyaken")


def iyaken_run(steps: list, attack_phase: bool = True) -> list:
    iyaken = ability(IYAKEN, "Personality", "Tsuruchi Iyaken")
    found = {"iyaken": _in_battle("me", "attacking", abilities=[iyaken]),
             "foe": _in_battle("opp", "defending"),
             "homebody": {"type": "personality", "owner": "opp", "zone": "home:opp", "stats": STATS}}
    phase = [{"begin": {"name": "attack_phase"}}] if attack_phase else []
    begin = [{"begin": {"name": "turn", "player": "me"}}, *phase,
             {"begin": {"name": "battle", "at": "battlefield:1"}}]  # fmt: skip
    return run(found, steps, begin=begin)


def bow(target: str) -> list:
    return [{"use": {"id": "u", "card": "iyaken", "ability": "a1", "by": "me", "targets": [target]}},
            {"ask": {"successful": "u"}}]  # fmt: skip


def test_iyaken_bows_a_personality_never_opposed_this_attack_phase():
    assert iyaken_run(bow("homebody")) == [True]


def test_iyaken_cannot_target_one_opposed_now_or_earlier_this_attack_phase():
    with pytest.raises(ScenarioError, match=r"does not allow foe \(legal: homebody\)"):
        iyaken_run(bow("foe"))
    with pytest.raises(ScenarioError, match=r"does not allow foe \(legal: homebody\)"):
        iyaken_run([{"move": {"card": "foe", "to": "home:opp"}}, *bow("foe")])


def test_outside_an_attack_phase_nothing_matches():
    with pytest.raises(ScenarioError, match=r"does not allow homebody \(legal: none\)"):
        iyaken_run(bow("homebody"), attack_phase=False)


def test_a_new_attack_phase_starts_a_new_record():
    """(foe opposed Iyaken in the first Attack Phase; in the second he has not been opposed)"""
    again = [{"move": {"card": "foe", "to": "home:opp"}}, {"end": {"name": "battle"}},
             {"end": {"name": "attack_phase"}}, {"begin": {"name": "attack_phase"}},
             {"begin": {"name": "battle", "at": "battlefield:1"}}]  # fmt: skip
    assert iyaken_run([*again, *bow("foe")]) == [True]
