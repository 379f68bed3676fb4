"""'Will only attach to a Samurai' (`attaches_only_to`) and 'Will not attach Followers or Items'
(`refuses_attachments`): the Desk's rule l5r.desk.attach-restrictions, judged when a card would become
attached (attach_restrictions.py)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

RULE = "l5r.desk.attach-restrictions"
PERSONALITY = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}}
ITEM = {"type": "item", "owner": "me", "zone": "hand", "stats": {"force": 2, "chi": 0}}
TURN = {"begin": {"name": "turn", "player": "me"}}
FORCE = [{"ask": {"stat": "force", "card": c}} for c in ("hero", "samurai")]


def _cards(katana: dict | None = None, hero: dict | None = None) -> dict:
    return {
        "hero": {**PERSONALITY, **(hero or {})},
        "samurai": {**PERSONALITY, "keywords": ["Samurai"]},
        "katana": {**ITEM, **(katana or {})},
    }


def _run(steps: list, cards: dict) -> dict:
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return evaluate(parse_scenario(doc)).to_dict()


def _attach(to: str) -> dict:
    return {"action": {"id": "arm", "by": "me", "effects": [{"targets": "katana", "attach": to}]}}


def _answers(result: dict) -> list:
    return [a["answer"]["value"] for a in result["answers"]]


ONLY_SAMURAI = {"attaches_only_to": [{"keywords": ["Samurai"]}]}


@pytest.mark.parametrize(("to", "forces"), [("hero", [2, 2]), ("samurai", [2, 4])])
def test_an_attachment_attaches_only_to_a_card_its_text_names(to, forces):
    result = _run([TURN, _attach(to), *FORCE], _cards(ONLY_SAMURAI))
    assert _answers(result) == forces
    refused = [n for n in result["trace"] if n.get("rule") == RULE]
    assert bool(refused) == (to == "hero")


def test_without_the_restriction_it_attaches_anywhere():
    assert _answers(_run([TURN, _attach("hero"), *FORCE], _cards())) == [4, 2]


@pytest.mark.parametrize(("refuses", "forces"), [
    ([{"type": "follower"}, {"type": "item"}], [2, 2]),  # "Will not attach Followers or Items"
    ([{"type": "follower", "not_keywords": ["Ninja"]}], [4, 2]),  # "Will not attach non-Ninja Followers"
])  # fmt: skip
def test_a_personality_refuses_the_attachments_its_text_names(refuses, forces):
    cards = _cards(hero={"refuses_attachments": refuses})
    assert _answers(_run([TURN, _attach("hero"), *FORCE], cards)) == forces


def test_a_set_up_attachment_the_text_forbids_is_refused_naming_the_card():
    cards = _cards({**ONLY_SAMURAI, "attached_to": "hero", "zone": "attached"})
    with pytest.raises(ScenarioError, match=r"cards\.katana\.attached_to.*will only attach"):
        _run([*FORCE], cards)
    cards["katana"]["attached_to"] = "samurai"
    assert _answers(_run([*FORCE], cards)) == [2, 4]


def test_the_fields_are_lists_of_filters_and_l5r_only():
    with pytest.raises(ScenarioError, match="list of one or more filters"):
        _run([], _cards({"attaches_only_to": {"keywords": ["Samurai"]}}))
    other = {"game": "chiaxis", "players": ["me"], "steps": [],
             "cards": {"x": {"type": "unit", "owner": "me", "refuses_attachments": [{}]}}}  # fmt: skip
    with pytest.raises(ScenarioError, match="refuses_attachments"):
        parse_scenario(other)


def test_an_attach_step_the_text_forbids_is_refused_naming_the_step():
    """The scenario's own `attach` step says the card became attached: one the cards' text forbids is an
    error at that step, as the set-up's `attached_to` is, never a silent attachment."""
    attach = {"attach": {"card": "katana", "to": "hero"}}
    with pytest.raises(ScenarioError) as error:
        _run([TURN, attach, *FORCE], _cards(ONLY_SAMURAI))
    assert "steps[1].attach" in str(error.value) and "katana" in str(error.value)
    assert _answers(_run([TURN, {"attach": {"card": "katana", "to": "samurai"}}, *FORCE],
                         _cards(ONLY_SAMURAI))) == [2, 4]  # fmt: skip


NOT_SHADOWLANDS = {"refuses_bearers": [{"type": "personality", "keywords": ["Shadowlands"]}]}


@pytest.mark.parametrize(("keywords", "forces"), [(["Shadowlands"], [2, 2]), (["Samurai"], [4, 2])])
def test_an_attachment_refuses_the_bearers_its_text_names(keywords, forces):
    """'Will not attach to a Shadowlands Personality' (`refuses_bearers`): an effect attaching it to one does
    nothing (the Desk's rule is cited); any other Personality takes it."""
    result = _run([TURN, _attach("hero"), *FORCE], _cards(NOT_SHADOWLANDS, {"keywords": keywords}))
    assert _answers(result) == forces
    refused = [n for n in result["trace"] if n.get("rule") == RULE]
    assert bool(refused) == (keywords == ["Shadowlands"])


def test_a_set_up_on_a_refused_bearer_is_refused_and_other_games_lack_the_field():
    attached = {**NOT_SHADOWLANDS, "attached_to": "hero", "zone": "attached"}
    cards = _cards(attached, {"keywords": ["Shadowlands"]})
    with pytest.raises(ScenarioError, match=r"cards\.katana\.attached_to.*refuses such bearers"):
        _run([*FORCE], cards)
    other = {"game": "chiaxis", "players": ["me"], "steps": [],
             "cards": {"x": {"type": "unit", "owner": "me", "refuses_bearers": [{}]}}}  # fmt: skip
    with pytest.raises(ScenarioError, match="refuses_bearers"):
        parse_scenario(other)
