"""L5R compiler 16, part A: target filters and comparisons. "without unbowed attachments", "with no
(unbowed) attachments", "without unbowed Followers (attached)", "... and no attachments" as the last of two
qualifiers. What each compiles to, the near misses that must stay not played, and the engine playing the
compiled cards."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import ability, refused


def personality(owner: str, zone: str = "battlefield:1", keywords: tuple = (), **stats) -> dict:
    return {"type": "personality", "owner": owner, "zone": zone, "keywords": list(keywords),
            "stats": {"force": 2, "chi": 2, "personal_honor": 2} | stats}  # fmt: skip


def run(cards: dict, steps: list) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}},
                      {"begin": {"name": "battle", "at": "battlefield:1"}}, *steps]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(card: str = "plan", **more) -> dict:
    return {"use": {"id": "u", "card": card, "ability": "a1", "by": "me", **more}}


BOWED = {"ask": {"flag": "bowed", "card": "kaede"}}
IN_PLAY = {"ask": {"in_play": "kaede"}}


# --- no (unbowed) attachments -----------------------------------------------------------------------------
CAUGHT = "Battle: Target an enemy card with no unbowed attachments: Bow it."
TAWEIKEN = "Battle: Target an enemy card without unbowed attachments: Bow it."
TSUKOTU = "Battle: Destroy this card to bow a target enemy Samurai with no attachments."
STIFLING = "Battle: Bow this Shugenja and target a Personality without unbowed Followers attached: Bow him."
KATANA = "Battle: Target an enemy card with lower Force than this Personality and no attachments: Destroy it."


def test_no_unbowed_attachments_compiles_to_without_attached_unbowed():
    for text in (CAUGHT, TAWEIKEN):
        (bow,) = ability(text)["effects"]
        unbowed = {"without_attached": {"bowed": False}}
        assert bow["choose"] == {"in_play": True, "controller": "$other", **unbowed}
        assert bow["bow"] is True
    (*_, bow) = ability(TSUKOTU, "Personality", "Tsukotu")["effects"]
    assert bow["choose"]["without_attached"] == {}
    assert bow["choose"]["keywords"] == ["Samurai"]
    (bow,) = ability(STIFLING, "Spell")["effects"]
    assert bow["choose"]["without_attached"] == {"type": "follower", "bowed": False}
    (destroy,) = ability(KATANA, "Item")["effects"]
    assert destroy["choose"]["without_attached"] == {}
    assert destroy["choose"]["compare"] == {"stat": "force", "less_than": {"stat": "force", "of": "$bearer"}}


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Target an enemy card with no bowed attachments: Bow it.",  # not a wording of the cards
        "Battle: Target an enemy card with no unbowed Items: Bow it.",
        "Battle: Target an enemy Personality and no attachments: Bow it.",  # no first qualifier
        # two qualifiers of one kind: which of the two is not read
        "Battle: Target an enemy card without attachments and no unbowed attachments: Bow it.",
    ],
)
def test_near_wordings_stay_refused(text):
    assert refused(text)


def _attachments(text: str, card_type: str, attached: dict, steps: list, **kaede) -> list:
    plan = {"type": "action", "owner": "me", "zone": "hand", "abilities": [ability(text, card_type)]}
    cards = {"plan": plan,
             "sam": personality("me", keywords=("Shugenja",), force=3), "kaede": personality("opp", **kaede),
             **{name: {"owner": "opp", "attached_to": "kaede", **card} for name, card in attached.items()}}
    if card_type != "Strategy":  # the card with the ability is in play, attached to sam or sam himself
        cards["plan"] = {**cards["plan"], "type": card_type.lower(), "zone": "attached", "attached_to": "sam"}
    return run(cards, steps)  # fmt: skip


BOWED_ITEM = {"sword": {"type": "item", "bowed": True}}
UNBOWED_ITEM = {"sword": {"type": "item"}}
UNBOWED_FOLLOWER = {"horse": {"type": "follower", "stats": {"force": 1}}}


def test_a_card_whose_attachments_are_all_bowed_may_be_targeted():
    assert _attachments(CAUGHT, "Strategy", BOWED_ITEM, [use(targets=["kaede"]), BOWED]) == [True]
    assert _attachments(TAWEIKEN, "Strategy", {}, [use(targets=["kaede"]), BOWED]) == [True]


def test_a_card_with_an_unbowed_attachment_may_not_be_targeted():
    for text in (CAUGHT, TAWEIKEN):
        with pytest.raises(ScenarioError, match="does not allow kaede"):
            _attachments(text, "Strategy", {**BOWED_ITEM, **UNBOWED_FOLLOWER}, [use(targets=["kaede"])])


def test_no_attachments_at_all_even_bowed_ones():
    steps = [use(targets=["kaede"]), IN_PLAY]
    assert _attachments(KATANA, "Item", {}, steps) == [False]
    with pytest.raises(ScenarioError, match="does not allow kaede"):
        _attachments(KATANA, "Item", BOWED_ITEM, steps)
    with pytest.raises(ScenarioError, match="does not allow kaede"):  # Force 3 is not lower than sam's 3
        _attachments(KATANA, "Item", {}, steps, force=3)


def test_unbowed_followers_only_count_followers():
    steps = [use(targets=["kaede"]), BOWED]
    assert _attachments(STIFLING, "Spell", UNBOWED_ITEM, steps) == [True]
    with pytest.raises(ScenarioError, match="does not allow kaede"):
        _attachments(STIFLING, "Spell", UNBOWED_FOLLOWER, steps)
