"""L5R compiler 15, part A: several targets named by a number ("Target one or two Personalities: Bow them",
"Destroy one to three target attachments", "Move home one or more of your target Personalities"). One
targeting effect picks that many legal cards (`choose: {..., number: {at_least, at_most}}`,
effects/several_targets.py; the Desk's rule l5r.desk.several-targets), acts on each, and a later "them" /
"each target" names all of them ($target1 in a list of cards). What the clauses compile to, the near misses
that stay refused, and the engine playing the compiled cards (the use step lists the cards: a list)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, answers, l5r_turn, personality, refused, use

ONE_OR_TWO = {"at_least": 1, "at_most": 2}
ONE_TO_THREE = {"at_least": 1, "at_most": 3}
ONE_OR_MORE = {"at_least": 1}






def plan(text: str) -> dict:
    return {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text)]}


BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}


def bowed(card: str) -> dict:
    return {"ask": {"flag": "bowed", "card": card}}


def flag(name: str, card: str) -> dict:
    return {"ask": {"flag": name, "card": card}}


def force(card: str) -> dict:
    return {"ask": {"stat": "force", "card": card}}


def targeted(filter_: dict, number: dict, **effect) -> dict:
    return {"choose": {"in_play": True, **filter_, "number": number}, "targeting": True, **effect}


# --- what the clauses compile to ----------------------------------------------------------------------------
SHAMEFUL = "Battle: Target one or two enemy Personalities: Dishonor them. Give each target -3F."
NINJA = "Battle/Open: Target one or two Ninja cards: Straighten them."
BONDS = "Political Open: Destroy one to three target attachments with a 0 Gold Cost."
SEIKITSU = "Battle, Bow: Move home one or more of your target Personalities."
SELFLESS = ("Battle: Destroy your performing Yojimbo and target one or more of your Courtier or Shugenja "
            "Personalities: Move them home.")  # fmt: skip
FORMATION = "Battle: Give one to three of your target defending Personalities +2F."
BOKKEN = "Battle: Target one or two enemy Personalities or Followers with 6 or lower Force each: Bow them."


def test_a_constraint_target_named_by_a_number():
    shameful = ability(SHAMEFUL)
    enemy = {"controller": "$other", "type": "personality"}
    assert shameful["effects"] == [
        targeted(enemy, ONE_OR_TWO, dishonor=True),
        {"targets": "$target1", "stat": "force", "change": -3, "duration": "end_of_turn"},
    ]
    assert ability(NINJA)["effects"] == [targeted({"keywords": ["Ninja"]}, ONE_OR_TWO, straighten=True)]
    courtiers = ability("Limited: Target one or two Courtiers: Straighten them.")
    assert courtiers["effects"][0]["choose"]["keywords"] == ["Courtier"]
    bokken = ability(BOKKEN, "Item")["effects"][0]["choose"]
    assert bokken["type"] == ["follower", "personality"]
    assert bokken["stats"] == {"force": {"at_most": 6}}


def test_an_effects_own_targets_named_by_a_number():
    bonds = ability(BONDS)["effects"]
    zero = {"attached": True, "stats": {"gold_cost": {"at_least": 0, "at_most": 0}}}
    assert bonds == [targeted(zero, ONE_TO_THREE, destroy=True)]
    mine = {"type": "personality", "controller": "$controller"}
    assert ability(SEIKITSU, "Region")["effects"] == [targeted(mine, ONE_OR_MORE, move="home")]
    formation = ability(FORMATION)["effects"][0]
    assert formation["choose"] == {"in_play": True, "defending": True, "type": "personality",
                                   "controller": "$controller", "number": ONE_TO_THREE}  # fmt: skip
    assert formation["change"] == 2
    followers = ability("Battle: Straighten one or two target Followers.")["effects"][0]
    assert followers["choose"]["number"] == ONE_OR_TWO


def test_them_with_a_performer_is_the_targets():
    """With one performer and several targets, "them" can only be the targets."""
    selfless = ability(SELFLESS)
    assert selfless["cost"]["destroy"] == "$performer"
    assert selfless["effects"][0]["choose"]["any_keywords"] == ["Courtier", "Shugenja"]
    assert selfless["effects"][0]["move"] == "home"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # a singular word after several targets: which one is not said
        ("Battle: Target one or two Personalities: Bow him.", "after several cards targeted"),
        ("Battle: Target one or two Personalities: Bow them. Dishonor the target.", "after several"),
        ("Battle: Target one or two Personalities: Bow them. If he is a Shugenja, destroy him.", "after"),
        ("Battle: Target one or two enemy Personalities: Bow them. His controller loses 1 Honor.", "after"),
        ("Battle: Target one or two Personalities: Straighten his unit.", "after several"),
        # "them" without several targets
        ("Battle: Target a Personality: Bow them.", "without several cards targeted"),
        # created cards shared among several targets (l5r.desk.created-cards)
        ("Battle: Create a 1F Follower and attach it to one or two target Personalities.", "created cards"),
        ("Limited: Destroy this card and target one to three of your Personalities: Create three 1F Nonhuman "
         "• Clay Soldier Followers and attach them to them.", "no family"),
        # numbers that do not start at one (fewer legal cards than named: l5r.desk.several-targets), up to
        ("Battle: Destroy this card and target two enemy cards without attachments: Destroy them.",
         "no family"),
        ("Battle: Target two or three of your Personalities: Straighten them.", "no family"),
        ("Battle: Target up to three Personalities: Bow them.", "no family"),
        # a total of the cards picked is no qualifier of each card
        ("Battle, Bow: Destroy one or more target enemy Followers with total Force less than or equal to "
         "this card's Force.", "no family"),
        # "each" is read only after a qualifier each card has
        ("Battle: Bow one or two target Followers each.", "no family"),
        # a relation among the cards picked other than one controller is not read
        ("Battle/Open: Target one or two Personalities controlled by a player who controls two Personalities "
         "who do not share a Clan alignment: Bow the targets.", "no family"),
        # a kind named twice, a plural keyword not read as one
        ("Battle: Bow one or two target Followers or Followers.", "named twice"),
        ("Battle: Bow one or two target Samurais.", "no family"),
    ],
)  # fmt: skip
def test_near_misses_stay_refused(text, why):
    assert why in refused(text)


# --- the engine playing the compiled cards ------------------------------------------------------------------
def _shameful(targets: list | None = None, decide: dict | None = None, asks: tuple = ()) -> list:
    cards = {"plan": plan(SHAMEFUL), "sam": personality("me"),
             "a": personality("opp"), "b": personality("opp"), "c": personality("opp")}  # fmt: skip
    step = use("plan", **({"targets": targets} if targets is not None else {}))
    if decide:
        step["decide"] = decide
    return answers(cards, [BATTLE, step, *asks])


ASKS = (flag("dishonored", "a"), flag("dishonored", "b"), flag("dishonored", "c"), force("a"), force("b"),
        force("c"))  # fmt: skip


def test_both_targets_are_dishonored_and_each_target_gets_minus_three():
    assert _shameful([["a", "c"]], asks=ASKS) == [True, False, True, 0, 2, 0]


def test_one_target_is_enough():
    assert _shameful(["b"], asks=ASKS) == [False, True, False, 2, 0, 2]
    assert _shameful([["b"]], asks=ASKS) == [False, True, False, 2, 0, 2]


def test_decide_picks_the_cards_too():
    assert _shameful(decide={"effect-1": ["a", "b"]}, asks=ASKS) == [True, True, False, 0, 0, 2]


@pytest.mark.parametrize(
    ("targets", "says"),
    [
        ([["a", "b", "c"]], "targets 1 to 2 cards: 3 given"),
        ([["a", "a"]], "the same card is picked twice"),
        ([[]], "targets 1 to 2 cards: 0 given"),
        ([["a", "sam"]], "sam is not a card it may pick"),  # not an enemy Personality
        ([["a"], ["b"]], "2 entries given"),
    ],
)
def test_a_wrong_set_of_cards_is_a_scenario_error(targets, says):
    with pytest.raises(ScenarioError) as error:
        _shameful(targets)
    assert says in str(error.value)


def test_left_open_every_set_of_one_or_two_is_an_outcome():
    cards = {"plan": plan(SHAMEFUL), "a": personality("opp"), "b": personality("opp")}
    data = l5r_turn(cards, [BATTLE, use("plan"), flag("dishonored", "a"), flag("dishonored", "b")])
    result = evaluate(parse_scenario(data)).to_dict()
    assert len(result["branches"]) == 3  # a, b, or both


def test_with_no_legal_card_the_targeting_picks_nothing():
    """One or two enemy Personalities, none in play: the effects on them just fail (l5r.desk.several-targets,
    as one target's choice with nothing suitable does)."""
    cards = {"plan": plan(SHAMEFUL), "sam": personality("me")}
    data = l5r_turn(cards, [BATTLE, use("plan"), flag("dishonored", "sam"), {"ask": {"successful": "u"}}])
    result = evaluate(parse_scenario(data))
    assert [a["answer"]["value"] for a in result.answers] == [False, False]
    assert any(t["rule"] == "l5r.desk.several-targets" for t in result.to_dict()["trace"])


def test_one_or_more_targets_any_number():
    cards = {"lord": personality("me", abilities=[ability(SEIKITSU, "Personality")]),
             "a": personality("me"), "b": personality("me"), "c": personality("me"), "e": personality("opp")}
    steps = [BATTLE, use("lord", targets=[["a", "b", "c"]])] + [{"ask": {"zone": card}} for card in "abce"]
    assert answers(cards, steps) == ["home", "home", "home", "battlefield:1"]
    with pytest.raises(ScenarioError, match="e is not a card it may pick"):
        answers(cards, [BATTLE, use("lord", targets=[["a", "e"]])])  # "your" Personalities only


def test_attachments_with_a_zero_gold_cost_are_destroyed():
    cards = {"plan": plan(BONDS), "sam": personality("opp"),
             "rag": {"type": "item", "owner": "opp", "attached_to": "sam",
                     "stats": {"force": 0, "gold_cost": 0}},
             "horse": {"type": "follower", "owner": "opp", "attached_to": "sam",
                       "stats": {"force": 1, "gold_cost": 0}},
             "sword": {"type": "item", "owner": "opp", "attached_to": "sam",
                       "stats": {"force": 2, "gold_cost": 2}}}  # fmt: skip
    asks = [{"ask": {"destroyed": card}} for card in ("rag", "horse", "sword")]
    assert answers(cards, [use("plan", targets=[["rag", "horse"]]), *asks]) == [True, True, False]
    with pytest.raises(ScenarioError, match="sword is not a card it may pick"):
        answers(cards, [use("plan", targets=[["rag", "sword"]])])


def test_each_card_picked_is_targeted():
    """A Reaction to another player's action targeting this Personality answers each card picked."""
    riposte = {"id": "r", "designators": ["Reaction"], "even_if_bowed": True,
               "trigger": {"event": "targeted", "card": "$source", "by": "other"},
               "effects": [{"targets": "$source", "stat": "force", "change": 2}]}  # fmt: skip
    cards = {"plan": plan(SHAMEFUL), "a": personality("opp", abilities=[riposte]),
             "b": personality("opp", abilities=[riposte])}  # fmt: skip
    react = [{"use": {"id": f"r{card}", "card": card, "ability": "r", "by": "opp"}} for card in "ab"]
    steps = [BATTLE, use("plan", targets=[["a", "b"]]), *react, force("a"), force("b")]
    assert answers(cards, steps) == [1, 1]  # 2 - 3 + 2


SAIBANKAN = ("Open: Target one or two Personalities controlled by the same player and discard this card: "
             "Dishonor them.")  # fmt: skip


def test_one_or_two_controlled_by_the_same_player():
    justice = ability(SAIBANKAN, "Celestial")
    assert justice["effects"][0]["choose"]["number"] == {**ONE_OR_TWO, "same_controller": True}
    assert justice["cost"] == {"discard": ["$source"]}
    cards = {"plan": plan(SAIBANKAN), "a": personality("opp"), "b": personality("opp"),
             "m": personality("me")}  # fmt: skip
    asks = [flag("dishonored", card) for card in "abm"]
    assert answers(cards, [use("plan", targets=[["a", "b"]]), *asks]) == [True, True, False]
    with pytest.raises(ScenarioError, match="not controlled by the same player"):
        answers(cards, [use("plan", targets=[["a", "m"]])])
    data = l5r_turn(cards, [use("plan"), *asks])
    branches = evaluate(parse_scenario(data)).to_dict()["branches"]
    picked = sorted(tuple(b["choices"]["step 1: effect-1 chooses"]) for b in branches)
    assert picked == [("a",), ("a", "b"), ("b",), ("m",)]  # never a with m


# --- the scenario language ----------------------------------------------------------------------------------
def _action(effects: list) -> dict:
    cards = {"a": personality("opp"), "b": personality("opp")}
    return l5r_turn(cards, [BATTLE, {"action": {"id": "s", "by": "me", "effects": effects},
                                     "decide": {"pick": ["a", "b"]}}, bowed("a"), bowed("b")])  # fmt: skip


def test_a_later_effect_names_all_the_cards_in_a_list():
    pick = targeted({"type": "personality"}, ONE_OR_TWO, id="pick", dishonor=True)
    data = _action([pick, {"affects": {"cards": ["$target1"]}, "bow": True}])
    assert [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers] == [True, True]


def test_naming_several_cards_where_one_card_is_written_is_an_error():
    pick = targeted({"type": "personality"}, ONE_OR_TWO, id="pick", dishonor=True)
    data = _action([pick, {"affects": {"in_unit": "$target1"}, "bow": True}])
    with pytest.raises(ScenarioError, match="only in a list of cards"):
        evaluate(parse_scenario(data))


def test_number_is_only_a_targeting_choices():
    not_targeting = {"id": "pick", "choose": {"type": "personality", "number": ONE_OR_TWO}, "bow": True}
    with pytest.raises(ScenarioError, match="targeting"):
        evaluate(parse_scenario(_action([not_targeting])))
    elsewhere = {"affects": {"type": "personality", "number": ONE_OR_TWO}, "bow": True}
    with pytest.raises(ScenarioError, match="only in choose"):
        parse_scenario(_action([elsewhere]))
    backwards = targeted({"type": "personality"}, {"at_least": 2, "at_most": 1}, id="pick", bow=True)
    with pytest.raises(ScenarioError, match="at_most"):
        parse_scenario(_action([backwards]))
