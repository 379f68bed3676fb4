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
    (bow,) = ability("Battle, Bow: Bow a target enemy Personality with no attached cards.")["effects"]
    assert bow["choose"]["without_attached"] == {}
    jade = "Battle: Destroy a target enemy Shadowlands Item or Personality with no Items."
    (destroy,) = ability(jade)["effects"]
    assert destroy["choose"]["without_attached"] == {"type": "item"}
    (bow,) = ability(STIFLING, "Spell")["effects"]
    assert bow["choose"]["without_attached"] == {"type": "follower", "bowed": False}
    (destroy,) = ability(KATANA, "Item")["effects"]
    assert destroy["choose"]["without_attached"] == {}
    assert destroy["choose"]["compare"] == {"stat": "force", "less_than": {"stat": "force", "of": "$bearer"}}


@pytest.mark.parametrize(
    "text",
    [
        "Battle: Target an enemy card with no bowed attachments: Bow it.",  # not a wording of the cards
        "Battle: Target an enemy card with no unbowed Spells: Bow it.",
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


# --- its own stats, attachments counted, an amount ------------------------------------------------------
SHIORI = "Battle: Target an enemy Personality with higher Force than his own Chi: Bow him."
YORISADA = "Battle: Target a Personality whose Force is different from his base Force: Bow or straighten him."
INSECTS = "Battle: Target an enemy Personality whose Chi is lower than his own base Chi: Destroy him."
REBUKE = "Battle, Bow: Bow a target enemy card with fewer attachments than this Shugenja."
BO = ("Battle: Move home a target enemy Personality whose Chi is lower than the number of Crab Clan "
      "Personalities in this army.")
RINGS = ("Battle: Bow a target enemy Personality with Force lower than or equal to the number of Rings you "
         "control.")


def _choose(text: str, card_type: str = "Strategy") -> dict:
    (first, *_) = ability(text, card_type).get("effects") or ability(text, card_type)["choice"][0]
    return first["choose"]


def test_own_stats_compiled():
    own_chi = {"amount": {"equal_to": "chi", "of": "$subject"}}
    assert _choose(SHIORI, "Personality")["compare"] == {"stat": "force", "more_than": own_chi}
    base = {"base": True, "stat": "force"}
    assert _choose(YORISADA, "Personality")["compare"] == {"stat": "force", "different": base}
    assert _choose(INSECTS)["compare"] == {"stat": "chi", "less_than": {"base": True, "stat": "chi"}}
    attachments = {"attachments": True, "less_than": {"count": "attachments", "of": "$bearer"}}
    assert _choose(REBUKE, "Spell")["compare"] == attachments
    crab = {"keywords": ["Crab Clan"], "type": "personality", "in_army_of": "$source",
            "at_battlefield_of": "$source"}  # fmt: skip
    counted = {"amount": {"per": crab, "each": 1}}
    assert _choose(BO, "Item")["compare"] == {"stat": "chi", "less_than": counted}
    rings = {"per": {"controller": "$controller", "type": "ring"}, "each": 1}
    assert _choose(RINGS)["compare"] == {"stat": "force", "at_most": {"amount": rings}}


@pytest.mark.parametrize(
    "text, why",
    [
        ("Battle: Target an enemy Personality with lower Force than his own printed Force: Bow him.",
         "printed"),
        ("Battle: Target an enemy Personality with higher Force than his own Force: Bow him.", "itself"),
        ("Battle: Target a Personality with higher Force than his base Force: Bow him.", "without 'own'"),
        ("Battle: Target a Peresonalty whose Force is different from his base Force: Bow him.", "keyword"),
        # "him" with both a performer and a target stays unread
        ("Battle: Choose your performing unbowed Monk and target a Personality whose Force is different from "
         "his own base Force: Bow or straighten him.", "performer or the target"),
        # "his army" could be the target's: only "this army" is read
        ("Battle: Bow a target enemy Personality whose Chi is lower than the number of Samurai Personalities "
         "in his army.", "no family"),
        ("Battle: Bow a target enemy card with fewer attachments than his Personality.", "no family"),
        ("Battle: Bow a target enemy Personality with lower Force.", "without 'than'"),
    ],
)
def test_near_own_stat_wordings_stay_refused(text, why):
    assert why in refused(text)


def _plain(text: str, card_type: str, steps: list, kaede: dict, more: dict | None = None) -> list:
    plan = {"type": card_type.lower(), "owner": "me", "abilities": [ability(text, card_type)]}
    plan |= {"zone": "hand"} if card_type == "Strategy" else {"zone": "attached", "attached_to": "sam"}
    if card_type == "Personality":
        plan |= {"zone": "battlefield:1", "stats": {"force": 2, "chi": 2, "personal_honor": 2}}
    cards = {"plan": plan, "sam": personality("me", keywords=("Shugenja",)), "kaede": kaede, **(more or {})}
    return run(cards, steps)


def test_a_card_is_compared_with_its_own_chi():
    steps = [use(targets=["kaede"]), BOWED]
    assert _plain(SHIORI, "Personality", steps, personality("opp", force=3, chi=2)) == [True]
    with pytest.raises(ScenarioError, match="does not allow kaede"):
        _plain(SHIORI, "Personality", steps, personality("opp", force=2, chi=2))


def test_a_force_different_from_its_base_force():
    bonus = {"action": {"id": "gift", "by": "me", "effects": [
        {"targets": "kaede", "stat": "force", "change": 1, "duration": "end_of_turn"}]}}  # fmt: skip
    steps = [bonus, use(targets=["kaede"], chosen=1), BOWED]
    assert _plain(YORISADA, "Personality", steps, personality("opp")) == [True]
    with pytest.raises(ScenarioError, match="does not allow kaede"):
        _plain(YORISADA, "Personality", steps[1:], personality("opp"))


def test_fewer_attachments_than_the_shugenja():
    steps = [use(targets=["kaede"]), BOWED]
    sword = {"sword": {"type": "item", "owner": "opp", "attached_to": "kaede"}}
    assert _plain(REBUKE, "Spell", steps, personality("opp")) == [True]  # 0 against the Spell itself: 1
    with pytest.raises(ScenarioError, match="does not allow kaede"):
        _plain(REBUKE, "Spell", steps, personality("opp"), sword)
    fan = {"fan": {"type": "item", "owner": "me", "attached_to": "sam"}}
    assert _plain(REBUKE, "Spell", steps, personality("opp"), {**sword, **fan}) == [True]


def test_chi_lower_than_the_crab_personalities_in_this_army():
    crab = {"keywords": ["Crab Clan"]}
    kaede = personality("opp", chi=1)
    steps = [use(targets=["kaede"]), {"ask": {"zone": "kaede"}}]
    sam_is_crab = {"sam": {**personality("me"), **crab}}
    with pytest.raises(ScenarioError, match="does not allow kaede"):  # one Crab: Chi 1 is not lower
        _plain(BO, "Item", steps, kaede, sam_is_crab)
    with pytest.raises(ScenarioError, match="does not allow kaede"):  # one at home is not in this army
        _plain(BO, "Item", steps, kaede, sam_is_crab | {"rin": {**personality("me", zone="home"), **crab}})
    two = sam_is_crab | {"rin": {**personality("me"), **crab}}
    assert _plain(BO, "Item", steps, kaede, two) == ["home"]


def test_no_items_only_counts_items():
    text = "Battle: Target an enemy Personality with no Items: Bow him."
    steps = [use(targets=["kaede"]), BOWED]
    assert _attachments(text, "Strategy", UNBOWED_FOLLOWER, steps) == [True]
    with pytest.raises(ScenarioError, match="does not allow kaede"):
        _attachments(text, "Strategy", BOWED_ITEM, steps)
