"""L5R rules beyond the worked examples: invariants the rules state (hypothesis), validation of the L5R
vocabulary, and determinism of every L5R conformance scenario."""

from collections import Counter
from math import factorial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.games.l5r.text import sentences, split_traits
from rulings.examples import EXAMPLES_DIR

CONFORMANCE = EXAMPLES_DIR / "l5r"
AREAS = ["home", "battlefield:1", "battlefield:2"]


def scenario(cards: dict, steps: list) -> dict:
    return {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}


def personality(zone: str = "home", **extra) -> dict:
    return {"type": "personality", "owner": "me", "zone": zone, "stats": {"force": 1, "chi": 1}, **extra}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(AREAS), min_size=2, max_size=5))
def test_switch_rearrangements_keep_the_count_at_each_area_and_differ(zones):
    cards = {f"c{i}": personality(zone) for i, zone in enumerate(zones)}
    names = list(cards)
    ask = {"ask": {"switch_arrangements": names}}
    answer = evaluate(parse_scenario(scenario(cards, [ask]))).answers[0]["answer"]
    counts = Counter(zones)
    expected = factorial(len(zones))
    for n in counts.values():
        expected //= factorial(n)
    assert answer["count"] == expected - 1
    for arrangement in answer["value"]:
        assert Counter(arrangement.values()) == counts
        assert [arrangement[c] for c in names] != zones


words = st.sampled_from(["Lose 2 Honor", "Bow him", "This Personality may not attack", "Gain 1 Honor",
                         "Target a Personality", "His Force is 3", "Destroy that Personality"])  # fmt: skip


@settings(max_examples=100, deadline=None)
@given(st.lists(words, min_size=1, max_size=6))
def test_splitting_traits_loses_no_sentence_and_starts_each_trait_afresh(parts):
    text = " ".join(f"{p}." for p in parts)
    traits = split_traits(text)
    assert [s for t in traits for s in sentences(t)] == sentences(text)
    assert len(traits) <= len(parts)
    assert all(not t.startswith(("Bow him", "His ", "Destroy that")) for t in traits[1:])


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(["Crab Clan", "Crane Clan", "Lion Clan", "Samurai"]), max_size=3, unique=True),
    st.lists(st.sampled_from(["Crab Clan", "Crane Clan", "Lion Clan", "Samurai"]), max_size=3, unique=True),
)
def test_same_and_different_keywords_are_symmetric(first, second):
    cards = {"a": personality(keywords=first), "b": personality(keywords=second)}
    asks = [{"ask": {"compare_keywords": ["a", "b"], "eligible": "* Clan"}},
            {"ask": {"compare_keywords": ["b", "a"], "eligible": "* Clan"}}]  # fmt: skip
    one, two = (a["answer"]["value"] for a in evaluate(parse_scenario(scenario(cards, asks))).answers)
    assert one == two
    clans_a, clans_b = {k for k in first if "Clan" in k}, {k for k in second if "Clan" in k}
    assert one["same"] == bool(clans_a & clans_b)
    if not clans_a or not clans_b:
        assert one == {"same": False, "different": False}


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.booleans())
def test_a_triggered_trait_limited_before_the_colon_triggers_at_most_n_times_a_turn(times, optional):
    limit = {"times": times, "per": "turn", "before_colon": True}
    trait = {"id": "t", "trigger": {"event": "enters_play", "of": {"type": "personality"}}}
    trait |= {"targets": "me", "honor": 1, "limit": limit, "optional": optional}
    cards = {"shrine": {"type": "holding", "owner": "me", "zone": "in_play", "traits": [trait]}}
    cards |= {f"p{i}": personality("hand") for i in range(6)}
    steps = [{"begin": {"name": "turn", "player": "me"}}]
    steps += [{"enter_play": f"p{i}", "decide": {"t": True}} for i in range(6)]
    steps.append({"ask": {"stat": "family_honor", "player": "me"}})
    data = scenario(cards, steps) | {"players": [{"id": "me", "family_honor": 0}, "opp"]}
    assert evaluate(parse_scenario(data)).answers[0]["answer"]["value"] == times


HONOR = [{"targets": "me", "honor": 1}]
BAD_FRAGMENTS = [
    ({"abilities": [{"id": "x", "designators": ["Batle"], "effects": HONOR}]}, "unknown action designator"),
    ({"abilities": [{"id": "x", "designators": ["Open"]}]}, "an ability needs a non-empty list of effects"),
    (
        {"traits": [{"trigger": {"event": "bowed"}, **HONOR[0], "limit": {"times": 1, "per": "trun"}}]},
        "unknown procedure 'trun' (did you mean 'turn'?)",
    ),
    (
        {"traits": [{"targets": "$source", "instead": {"of": "destroy", "retarget": {"unique": True}}}]},
        "retarget substitutes targeting",
    ),
]


@pytest.mark.parametrize(("fragment", "message"), BAD_FRAGMENTS)
def test_l5r_vocabulary_problems_name_the_place(fragment, message):
    with pytest.raises(ScenarioError) as info:
        parse_scenario(scenario({"hero": personality(**fragment)}, []))
    assert any(message in p.message and p.path.startswith("cards.hero") for p in info.value.problems)


def test_search_show_and_switch_steps_and_questions_are_validated():
    steps = [
        {"search": {"by": "me", "for": {"keywords": "Samurai"}, "areas": ["dekc"]}},
        {"action": {"by": "me", "effects": [{"switch": ["hero", "ghost"]}]}},
        {"ask": {"flag": "bowd", "card": "hero"}},
    ]
    with pytest.raises(ScenarioError) as info:
        parse_scenario(scenario({"hero": personality()}, steps))
    text = str(info.value)
    assert "unknown zone 'dekc'" in text and "unknown card 'ghost'" in text and "unknown flag 'bowd'" in text


@pytest.mark.parametrize("path", sorted(CONFORMANCE.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_l5r_scenario_evaluates_to_byte_identical_json(path):
    text = path.read_text(encoding="utf-8")
    assert evaluate(parse_scenario(text)).to_json() == evaluate(parse_scenario(text)).to_json()


def values(data: dict) -> list:
    return [answer["answer"]["value"] for answer in evaluate(parse_scenario(data)).to_dict()["answers"]]


def test_this_battlefield_is_the_battlefield_of_the_battle_in_progress():
    bonus = {"affects": {"type": "personality", "zone": "$battlefield"}, "stat": "force", "change": 2}
    asks = [{"ask": {"stat": "force", "card": card}} for card in ("here", "there")]
    steps = [
        {"action": {"id": "before", "by": "me", "effects": [bonus]}},
        *asks,
        {"begin": {"name": "battle", "at": "battlefield:2"}},
        {"action": {"id": "during", "by": "me", "effects": [{**bonus, "id": "during-bonus"}]}},
        *asks,
    ]
    cards = {"here": personality("battlefield:1"), "there": personality("battlefield:2")}
    # "before" affects no card while no battle is in progress; from the battle on, it affects those at its
    # battlefield like "during" does: an ongoing effect on all things of a kind affects things that come to
    # meet its condition (l5r-ce-effects, "Ongoing effects that affect all things of a certain kind").
    assert values(scenario(cards, steps)) == [1, 1, 1, 5]


def test_an_action_card_is_used_from_its_owners_hand_then_discarded():
    card = {"type": "action", "owner": "me", "zone": "hand"}
    card["abilities"] = [{"id": "rally", "designators": ["Open"], "effects": [{"targets": "me", "honor": 2}]}]
    use = {"use": {"card": "rally", "ability": "rally", "by": "me"}}
    asks = [{"ask": {"stat": "family_honor", "player": "me"}}, {"ask": {"zone": "rally"}}]
    data = {
        **scenario({"rally": card}, [use, *asks, use, *asks]),
        "players": [{"id": "me", "family_honor": 5}],
    }
    assert values(data) == [7, "discard", 7, "discard"]


def test_battle_actions_follow_the_rule_of_location_where_their_performer_is():
    rally = {"id": "rally", "designators": ["Battle"], "effects": [{"targets": "me", "honor": 1}]}
    cards = {"near": personality("battlefield:1", abilities=[rally]), "far": personality(abilities=[rally])}
    uses = [{"use": {"id": card, "card": card, "ability": "rally", "by": "me"}} for card in ("near", "far")]
    asks = [{"ask": {"successful": card}} for card in ("near", "far")]
    steps = [{"begin": {"name": "battle", "at": "battlefield:1"}}, *uses, *asks]
    assert values(scenario(cards, steps)) == [True, False]


def test_moving_to_the_current_battlefield_needs_a_battle_in_progress():
    move = {"action": {"id": "go", "by": "me", "effects": [{"targets": "hero", "move": "$battlefield"}]}}
    steps = [move, {"ask": {"zone": "hero"}}, {"begin": {"name": "battle", "at": "battlefield:2"}}, move]
    assert values(scenario({"hero": personality()}, [*steps, {"ask": {"zone": "hero"}}])) == [
        "home",
        "battlefield:2",
    ]


def test_a_performer_must_be_a_known_card():
    card = {
        "type": "action",
        "owner": "me",
        "zone": "hand",
        "abilities": [{"id": "a", "designators": ["Battle"]}],
    }
    card["abilities"][0]["effects"] = [{"targets": "me", "honor": 1}]
    with pytest.raises(ScenarioError) as info:
        parse_scenario(
            scenario(
                {"tattoo": card},
                [{"use": {"card": "tattoo", "ability": "a", "by": "me", "performer": "gost"}}],
            )
        )
    assert "unknown card 'gost'" in str(info.value)


def test_a_use_names_the_card_or_the_player_the_ability_is_on():
    use = {"use": {"card": "hero", "player": "me", "ability": "a", "by": "me"}}
    with pytest.raises(ScenarioError) as info:
        parse_scenario(scenario({"hero": personality()}, [use]))
    assert "not both" in str(info.value) and "steps[0]" in str(info.value)


def test_performer_is_the_card_named_on_the_use_step():
    """`$performer` (in targets and in a choice's filter) is the use step's performer; without one, the card
    the ability is on if it is in play; an Action card used from hand without one has none."""

    def lift(aid: str) -> list:
        effects = [
            {"id": f"{aid}-up", "targets": "$performer", "straighten": True},
            {"id": f"{aid}-pick", "choose": {"cards": ["$performer"]}, "stat": "force", "change": 2},
        ]
        return [{"id": "lift", "designators": ["Open"], "effects": effects}]

    cards = {
        "scroll": {"type": "action", "owner": "me", "zone": "hand", "abilities": lift("scroll")},
        "blank": {"type": "action", "owner": "me", "zone": "hand", "abilities": lift("blank")},
        "monk": personality(bowed=True),
        "other": personality(bowed=True),
        "sensei": personality(abilities=lift("sensei")),
    }
    steps = [
        {"use": {"card": "scroll", "ability": "lift", "by": "me", "performer": "monk"}},
        {"use": {"card": "sensei", "ability": "lift", "by": "me"}},
        {"use": {"id": "none", "card": "blank", "ability": "lift", "by": "me"}},
        {"ask": {"successful": "none"}},
        *({"ask": {"flag": "bowed", "card": c}} for c in ("monk", "other")),
        *({"ask": {"stat": "force", "card": c}} for c in ("monk", "other", "sensei")),
    ]
    assert values(scenario(cards, steps)) == [False, False, True, 3, 1, 3]


@pytest.mark.parametrize(
    ("designator", "interrupts", "expected"),
    [
        ("Interrupt", "strike", [True, False]),
        ("Interrupt", None, [False, True]),
        ("Open", "strike", [False, True]),
    ],
)
def test_an_interrupt_names_the_action_it_interrupts_and_acts_before_its_effects(
    designator, interrupts, expected
):
    """`$interrupted` is the action named by the use step's `interrupts:`; only an Interrupt names one (an
    Open ability naming `interrupts:` is refused; its text names the action: `$interrupted` is an
    Interrupt's)."""
    shield = {"id": "shield", "designators": [designator]}
    interrupted = "$interrupted" if designator == "Interrupt" else "strike"
    shield["effects"] = [{"targets": "hero", "prevent": {"event": "destroy", "effects_of": interrupted}}]
    cards = {
        "ward": {"type": "action", "owner": "me", "zone": "hand", "abilities": [shield]},
        "hero": personality(),
    }
    use = {"id": "guard", "card": "ward", "ability": "shield", "by": "me"} | (
        {"interrupts": interrupts} if interrupts else {}
    )
    steps = [
        {"use": use},
        {"action": {"id": "strike", "by": "opp", "effects": [{"targets": "hero", "destroy": True}]}},
        {"ask": {"successful": "guard"}},
        {"ask": {"destroyed": "hero"}},
    ]
    assert values(scenario(cards, steps)) == expected


def test_an_interrupt_cannot_interrupt_an_action_that_has_resolved():
    shield = {"id": "shield", "designators": ["Interrupt"], "effects": [{"targets": "me", "honor": 1}]}
    cards = {"ward": {"type": "action", "owner": "me", "zone": "hand", "abilities": [shield]}}
    steps = [
        {"action": {"id": "strike", "by": "opp", "effects": [{"targets": "opp", "honor": 1}]}},
        {"use": {"id": "late", "card": "ward", "ability": "shield", "by": "me", "interrupts": "strike"}},
        {"ask": {"successful": "late"}},
        {"ask": {"zone": "ward"}},
    ]
    assert values(scenario(cards, steps)) == [False, "hand"]


def test_an_interrupt_given_to_a_player_interrupts_the_action_it_names():
    shield = {"id": "shield", "designators": ["Interrupt"]}
    shield["effects"] = [{"targets": "hero", "prevent": {"event": "destroy", "effects_of": "$interrupted"}}]
    gift = {"id": "gift", "targets": "me", "duration": "end_of_game", "grant_ability": shield}
    steps = [
        {"apply": gift},
        {"use": {"id": "guard", "player": "me", "ability": "shield", "by": "me", "interrupts": "strike"}},
        {"action": {"id": "strike", "by": "opp", "effects": [{"targets": "hero", "destroy": True}]}},
        {"ask": {"destroyed": "hero"}},
    ]
    assert values(scenario({"hero": personality()}, steps)) == [False]


@pytest.mark.parametrize(
    ("whose", "interrupts", "expected"),
    [
        ("other", "strike", [True, False]),
        ("self", "strike", [False, True]),
        ("other", "nothing", [False, True]),
    ],
)
def test_an_interrupt_of_another_players_action_needs_a_later_step_taking_it_by_another(
    whose, interrupts, expected
):
    shield = {"id": "shield", "designators": ["Interrupt"], "if_interrupted_by": whose}
    shield["effects"] = [{"targets": "hero", "prevent": {"event": "destroy", "effects_of": "$interrupted"}}]
    cards = {
        "ward": {"type": "action", "owner": "me", "zone": "hand", "abilities": [shield]},
        "hero": personality(),
    }
    steps = [
        {"use": {"id": "guard", "card": "ward", "ability": "shield", "by": "me", "interrupts": interrupts}},
        {"action": {"id": "strike", "by": "opp", "effects": [{"targets": "hero", "destroy": True}]}},
        {"ask": {"successful": "guard"}},
        {"ask": {"destroyed": "hero"}},
    ]
    assert values(scenario(cards, steps)) == expected


def test_if_interrupted_by_names_other_or_self():
    shield = {"id": "shield", "designators": ["Interrupt"], "if_interrupted_by": "others"}
    shield["effects"] = [{"targets": "me", "honor": 1}]
    with pytest.raises(ScenarioError, match="unknown player 'others'"):
        parse_scenario(
            scenario({"ward": {"type": "action", "owner": "me", "zone": "hand", "abilities": [shield]}}, [])
        )


def test_an_items_trait_on_this_personality_leaves_the_personality_the_item_leaves():
    """ "This Personality does not receive Force bonuses" on an Item: once the Item is attached to another
    Personality, the first one receives bonuses again (its `$bearer` is the card bearing it now)."""
    item = {"type": "item", "owner": "me", "zone": "hand"}
    item["traits"] = [
        {"id": "no-bonuses", "targets": "$bearer", "prevent": {"stat": "force", "changes": "bonuses"}}
    ]
    pump = {
        "action": {"id": "pump", "by": "me", "effects": [{"targets": "hero", "stat": "force", "change": 1}]}
    }
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"attach": {"card": "item", "to": "hero"}},
        {"attach": {"card": "item", "to": "other"}},
        pump,
        {"ask": {"effect": "no-bonuses", "card": "hero"}},
        {"ask": {"stat": "force", "card": "hero"}},
    ]
    cards = {"hero": personality(), "other": personality(), "item": item}
    assert values(scenario(cards, steps)) == [False, 2]


@pytest.mark.parametrize("read_before", [False, True])
def test_a_minimum_above_the_maximum_keeps_the_value_whether_or_not_it_was_read(read_before):
    """A minimum above the maximum: "its value will not change at all until the minimum and the maximum
    cease to contradict each other" (l5r-card-features): 2F, a maximum of 3, +5F (3F), then a minimum of 4
    keeps 3F. The value kept is the one the state had, not the last one a question happened to read (reading
    used to set it: 7F unread)."""

    def force(i: int, **change) -> dict:
        effect = {"targets": "hero", "stat": "force", **change}
        return {"action": {"id": f"a{i}", "by": "me", "effects": [effect]}}

    ask = {"ask": {"stat": "force", "card": "hero"}}
    steps = [{"begin": {"name": "turn", "player": "me"}}, force(1, max=3), force(2, change=5)]
    steps += [ask] if read_before else []
    steps += [force(3, min=4), ask]
    answers = values(scenario({"hero": personality(stats={"force": 2, "chi": 3})}, steps))
    assert answers[-1] == 3


@pytest.mark.parametrize(
    ("hero", "picked"),
    [
        ("{type: personality, owner: me, zone: home, bowed: true, stats: {force: 2, chi: 2}}", "(hero)"),
        ("{type: follower, owner: me, zone: home, stats: {force: 2}}", "(nothing suitable)"),
    ],
)
def test_a_card_choice_whose_effect_changes_nothing_is_made_all_the_same(hero, picked):
    """"Bow one of your Personalities" with him already bowed, or no Personality at all: it just fails."""
    text = f"""
game: l5r
players: [me]
cards:
  hero: {hero}
steps:
  - action: {{id: kneel, by: me, effects: [{{id: pick, choose: {{type: personality}}, bow: true}}]}}
"""
    trace = evaluate(parse_scenario(text)).trace
    fails = [e["text"] for e in trace if e["rule"] == "l5r.choices.even-if-they-fail"]
    assert fails == [f"pick: the choice is made {picked} though its effect changed nothing: it just fails"]


def test_each_destruction_a_lasting_prevention_stops_is_its_instantaneous_child():
    text = """
game: l5r
players: [me, opp]
cards:
  a: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2}}
  b: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2}}
steps:
  - action: {id: wall, by: me, effects: [{id: w, affects: {type: personality}, prevent: {event: destroy}}]}
  - action: {id: s1, by: opp, effects: [{targets: a, destroy: true}]}
  - action: {id: s2, by: opp, effects: [{targets: b, destroy: true}]}
"""
    trace = evaluate(parse_scenario(text)).trace
    children = [(e["step"], e["text"]) for e in trace if e["rule"] == "l5r.prevention.child"]
    assert children == [
        (1, "preventing this destroy of a is a child of w: instantaneous, as it is"),
        (2, "preventing this destroy of b is a child of w: instantaneous, as it is"),
    ]


def test_a_trait_s_effect_kept_off_by_its_card_s_keyword_cites_that_traits_have_their_card_s_keywords():
    text = """
game: l5r
players: [me, opp]
cards:
  shrine: {type: holding, owner: opp, zone: home, keywords: [Maho],
           traits: [{id: taint, affects: {type: personality, controller: me}, stat: chi, change: -1}]}
  pure: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2},
         traits: [{id: ward, targets: pure, prevent: {with_keyword: Maho}}]}
steps:
  - ask: {stat: chi, card: pure}
"""
    (answer,) = evaluate(parse_scenario(text)).answers
    assert answer["answer"]["value"] == 2
    assert [r["rule"] for r in answer["answer"]["ledger"]] == ["l5r.traits.keywords"]


@pytest.mark.parametrize(
    "steps",
    [
        "  - ask: {has_keyword: breath, keyword: Air}\n",  # the card's keywords, inherited word by word
        "  - apply: {affects: {type: personality}, may_not_use: {keyword: Air}}\n"
        "  - use: {card: monk, ability: kata, by: me}\n",  # "Air abilities may not be used" reaches it
    ],
)
def test_a_keyword_found_inside_a_phrase_of_an_ability_cites_that_each_word_is_a_keyword(steps):
    text = """
game: l5r
players: [me]
cards:
  breath: {type: action, owner: me, zone: hand,
           abilities: [{id: b, designators: [Open], keywords: [Kiho Air],
                        effects: [{targets: me, honor: 1}]}]}
  monk: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2},
         abilities: [{id: kata, designators: [Open], keywords: [Kiho Air],
                      effects: [{targets: me, honor: 1}]}]}
steps:
"""
    trace = evaluate(parse_scenario(text + steps)).trace
    assert "'Kiho Air': each word is a separate keyword" in [
        e["text"] for e in trace if e["rule"] == "l5r.abilities.each-word"
    ]


def test_a_stat_answer_says_why_a_continuous_change_that_describes_the_card_does_not_apply():
    text = """
game: l5r
players: [me]
cards:
  dojo: {type: holding, owner: me, zone: "province:1",
         traits: [{id: drill, affects: {type: personality}, stat: force, change: 1}]}
  hero: {type: personality, owner: me, zone: home, stats: {force: 3, chi: 2}}
  late: {type: personality, owner: me, zone: "province:2", stats: {force: 3, chi: 2}}
  lord: {type: personality, owner: me, zone: home, stats: {force: 3, chi: 2},
         traits: [{id: rally, affects: {type: personality}, stat: chi, change: 1,
                   while: {card: lord, is: {bowed: true}}}]}
steps:
  - ask: {stat: force, card: hero}
  - enter_play: dojo
  - ask: {stat: force, card: late}
  - ask: {stat: chi, card: hero}
"""
    result = evaluate(parse_scenario(text))
    idle = [(e["step"], e["text"]) for e in result.trace if "does not apply" in e["text"]]
    assert idle == [
        (0, "drill does not apply to hero: its card dojo is not in play"),
        (2, "drill does not apply to late: late is not in play"),
        (3, "rally does not apply to hero: its condition does not hold"),
    ]
    assert [a["answer"]["value"] for a in result.answers] == [3, 3, 2]
