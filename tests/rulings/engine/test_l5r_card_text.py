"""The constructs real L5R card text needs (issue 17): attachment and unit filters, stats compared, counts,
Reaction windows; each refused where it does not fit and by a game without the concept."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def _card(owner: str, zone: str = "home", **more) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "stats": {"force": 3, "chi": 2}, **more}


def _bow_all(flt: dict, cards: dict, extra_steps: tuple = ()) -> list:
    """Which cards an action bowing every card matching `flt` bows."""
    data = {
        "game": "l5r",
        "players": [{"id": "me", "family_honor": 5}, "opp"],
        "cards": cards,
        "steps": [
            *extra_steps,
            {"action": {"id": "sweep", "by": "me", "effects": [{"affects": flt, "bow": True}]}},
            *({"ask": {"flag": "bowed", "card": c}} for c in cards),
        ],
    }
    answers = evaluate(parse_scenario(data)).answers
    return [c for c, a in zip(cards, answers, strict=True) if a["answer"]["value"]]


CARDS = {
    "hero": _card("opp"),
    "follower": {"type": "follower", "owner": "opp", "attached_to": "hero", "stats": {"force": 1}},
    "blade": {
        "type": "item",
        "owner": "opp",
        "attached_to": "hero",
        "keywords": ["Weapon"],
        "stats": {"force": 1, "chi": 0},
    },
    "bare": _card("opp"),
    "robed": _card("opp"),
    "robe": {
        "type": "item",
        "owner": "opp",
        "attached_to": "robed",
        "keywords": ["Armor"],
        "stats": {"force": 0, "chi": 0},
    },
}


@pytest.mark.parametrize(
    ("flt", "bowed"),
    [
        ({"type": "personality", "without_attached": {}}, ["bare"]),
        ({"type": "personality", "without_attached": {"type": "follower"}}, ["bare", "robed"]),
        ({"type": "personality", "without_attached": {"any_keywords": ["Weapon", "Armor"]}}, ["bare"]),
        ({"type": "personality", "with_attached": {"type": "follower"}}, ["hero"]),
        ({"in_unit_of": "follower"}, ["hero", "follower"]),  # a unit: the Personality and his Followers
        ({"in_unit_of": "hero"}, ["hero", "follower"]),
    ],
)
def test_attachment_and_unit_filters(flt, bowed):
    assert _bow_all(flt, CARDS) == bowed


STATS = {
    "low": _card("opp", stats={"force": 2, "chi": 2, "personal_honor": 1}),
    "equal": _card("opp", stats={"force": 3, "chi": 3, "personal_honor": 3}),
    "boosted": _card("opp", stats={"force": 3, "chi": 4, "personal_honor": 5}),
    "judge": _card("me", stats={"force": 3, "chi": 3, "personal_honor": 2}),
}
BOOST = ({"apply": {"targets": "boosted", "stat": "force", "change": 2}},)


@pytest.mark.parametrize(
    ("compare", "bowed"),
    [
        ({"stat": "personal_honor", "at_most": {"stat": "chi", "of": "judge"}}, ["low", "equal", "judge"]),
        ({"stat": "chi", "less_than": {"stat": "chi", "of": "judge"}}, ["low"]),
        ({"stat": "chi", "equal": {"stat": "chi", "of": "judge"}}, ["equal", "judge"]),
        ({"stat": "force", "different": {"base": True}}, ["boosted"]),
        ({"stat": "force", "at_least": {"stat": "force", "of": "judge", "plus": 2}}, ["boosted"]),
        ({"stat": "force", "at_least": {"stat": "family_honor", "player": "me"}}, ["boosted"]),
    ],
)
def test_stats_compared_with_another_card_a_player_or_the_base_value(compare, bowed):
    assert _bow_all({"compare": compare}, STATS, BOOST) == bowed


def test_a_unit_total_compared_with_a_card_s_force_plus_5():
    cards = {**CARDS, "mine": _card("me", stats={"force": 1, "chi": 1})}
    flt = {
        "type": "personality",
        "controller": "opp",
        "compare": {"unit_force": True, "at_most": {"stat": "force", "of": "mine", "plus": 3}},
    }
    assert _bow_all(flt, cards) == ["bare", "robed"]  # hero's unit: 3 + 1 (Item) + 1 (Follower) = 5 > 4


@pytest.mark.parametrize(
    ("compare", "words"),
    [
        (
            {"stat": "force", "at_most": {"stat": "chi", "of": "judge"}, "at_least": {"base": True}},
            "one relation",
        ),
        ({"stat": "force", "at_most": {"stat": "chi"}}, "{base: true}"),
        ({"stat": "forse", "at_most": {"base": True}}, "unknown stat 'forse'"),
        ({"unit_force": True, "at_most": {"base": True}}, "no base value"),
    ],
)
def test_a_comparison_that_says_nothing_is_refused(compare, words):
    with pytest.raises(ScenarioError, match="compare") as caught:
        _bow_all({"compare": compare}, STATS)
    assert words in str(caught.value)


@pytest.mark.parametrize(
    ("count", "bows"), [({"exactly": 1}, False), ({"at_least": 1}, True), ({"at_most": 0}, False)]
)
def test_a_count_condition(count, bows):
    cards = {
        "a": _card("me", keywords=["Courtier"]),
        "b": _card("me", keywords=["Courtier"]),
        "foe": _card("opp"),
    }
    data = {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": cards,
        "steps": [
            {
                "action": {
                    "id": "x",
                    "by": "me",
                    "effects": [
                        {
                            "targets": "foe",
                            "bow": True,
                            "while": {
                                "count": {"keywords": ["Courtier"], "controller": "$controller"},
                                **count,
                            },
                        }
                    ],
                }
            },
            {"ask": {"flag": "bowed", "card": "foe"}},
        ],
    }
    assert evaluate(parse_scenario(data)).answers[0]["answer"]["value"] is bows


def _reaction(trigger: dict, steps: list, designators=("Reaction",)) -> dict:
    ability = {
        "id": "a1",
        "designators": list(designators),
        "trigger": trigger,
        "effects": [{"targets": "$controller", "honor": 1}],
    }
    return {
        "game": "l5r",
        "players": [{"id": "me", "family_honor": 5}, "opp"],
        "cards": {"guard": {**_card("me"), "abilities": [ability]}, "other": _card("me", zone="hand")},
        "steps": [*steps, {"ask": {"stat": "family_honor", "player": "me"}}],
    }


USE = {"use": {"id": "r", "card": "guard", "ability": "a1", "by": "me"}}
TARGETS_GUARD = {"choose": {"cards": ["guard"]}, "targeting": True, "stat": "force", "change": 1}


@pytest.mark.parametrize(
    ("trigger", "before", "honor"),
    [
        ({"event": "enters_play", "card": "other"}, [{"enter_play": "other"}, {"ask": {"zone": "other"}}], 6),
        ({"event": "enters_play", "card": "other"}, [{"enter_play": "other"}, {"set": {"card": "guard"}}], 5),
        ({"event": "enters_play", "card": "other"}, [], 5),
        (
            {"event": "targeted", "card": "$source", "by": "other"},
            [{"action": {"id": "t", "by": "opp", "effects": [TARGETS_GUARD]}}],
            6,
        ),
        (
            {"event": "targeted", "card": "$source", "by": "other"},
            [{"action": {"id": "t", "by": "me", "effects": [TARGETS_GUARD]}}],
            5,
        ),
        (
            {"event": "targeted", "of": {"type": "personality"}},
            [{"action": {"id": "t", "by": "me", "effects": [TARGETS_GUARD]}}],
            6,
        ),
    ],
)
def test_a_reaction_is_used_only_right_after_its_trigger(trigger, before, honor):
    result = evaluate(parse_scenario(_reaction(trigger, [*before, USE])))
    assert result.answers[-1]["answer"]["value"] == honor
    if honor == 5:
        assert any(
            t["rule"] == "l5r.abilities.reaction-trigger" and "cannot use" in t["text"] for t in result.trace
        )


@pytest.mark.parametrize(
    ("trigger", "designators", "words"),
    [
        ({"event": "enters_play"}, ("Battle",), "only a Reaction has a trigger"),
        ({"event": "enters_play", "by": "other"}, ("Reaction",), "only with event: targeted"),
        ({"event": "entered"}, ("Reaction",), "event"),
    ],
)
def test_a_trigger_that_does_not_fit_is_refused(trigger, designators, words):
    with pytest.raises(ScenarioError, match=words):
        parse_scenario(_reaction(trigger, [], designators))


@pytest.mark.parametrize(
    "effect",
    [
        {"affects": {"type": "character", "without_attached": {}}, "hide": True},
        {
            "affects": {"type": "character", "compare": {"stat": "power", "different": {"base": True}}},
            "hide": True,
        },
        {
            "affects": {"type": "character"},
            "hide": True,
            "while": {"count": {"type": "character"}, "at_least": 1},
        },
    ],
)
def test_a_game_without_the_concept_refuses_it(effect):
    data = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {
            "c": {"type": "character", "owner": "A", "zone": "mission:m", "stats": {"cost": 1, "power": 1}}
        },
        "steps": [{"apply": {"kind": "instantaneous", **effect}}],
    }
    with pytest.raises(ScenarioError, match="l5r"):
        parse_scenario(data)


@pytest.mark.parametrize(
    ("title", "keywords", "rule"),
    [
        ("Isawa Shugenja Adept", ["Phoenix Clan"], "l5r.title.no-keywords"),
        ("Isawa Adept", ["Phoenix Clan", "Shugenja Adept"], "l5r.keywords.partial"),
    ],
)
def test_an_effect_that_leaves_out_a_card_for_a_keyword_its_text_only_holds_says_why(title, keywords, rule):
    """Explained as the effect is activated, not only when a keyword question is asked."""
    text = f"""
game: l5r
players: [me]
cards:
  adept: {{type: personality, title: {title}, owner: me, zone: home, keywords: {keywords},
          stats: {{force: 2, chi: 3}}}}
steps:
  - action: {{id: focus, by: me, effects: [{{affects: {{keywords: Shugenja}}, stat: force, change: 2}}]}}
"""
    result = evaluate(parse_scenario(text))
    assert rule in {e["rule"] for e in result.trace if e["step"] == 0}
