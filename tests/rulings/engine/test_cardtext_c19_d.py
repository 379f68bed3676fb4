"""L5R compiler 19, part D: what a Personality may carry (family "attach restriction"). "Can only attach to a
Monk." (an attachment's, as "Will only attach to": attaches_only_to), "Will not attach Armor.", "Will not
attach Followers or Armor.", "Cannot attach Armor or Followers." (a Personality's: refuses_attachments with an
Item keyword); the Desk's rule l5r.desk.attach-restrictions. How many Weapons or Armor a Personality may have
("May attach two Weapons.", "(A Personality can only have one Armor.)") is refused with its reason. What each
compiles to, the engine playing it, and near wordings that stay refused."""

import pytest

from rulings.engine import evaluate, parse_scenario
from tests.rulings.engine.cardtext_kit import piece, refused

RULE = "l5r.desk.attach-restrictions"
ARMOR = {"type": "item", "keywords": ["Armor"]}


def _fields(text: str, card_type: str) -> dict:
    return piece(text, card_type, kind="trait")


# --- what the wordings compile to ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card_type", "only"),
    [
        ("Can only attach to a Monk.", "Item", [{"keywords": ["Monk"]}]),
        ("Can only attach to a Crane Clan Personality.", "Item",
         [{"type": "personality", "keywords": ["Crane Clan"]}]),
        ("Can only attach to a Samurai or Bushi.", "Follower",
         [{"keywords": ["Samurai"]}, {"keywords": ["Bushi"]}]),
        ("Can only attach to a Courtier or Magistrate Personality.", "Item",
         [{"type": "personality", "keywords": ["Courtier"]},
          {"type": "personality", "keywords": ["Magistrate"]}]),
        ("Can only attach to a Harrier, Ninja, or Scout.", "Item",
         [{"keywords": ["Harrier"]}, {"keywords": ["Ninja"]}, {"keywords": ["Scout"]}]),
        ("Can only attach to a Monk, Shugenja, or Enlightened Personality.", "Follower",
         [{"type": "personality", "keywords": [kw]} for kw in ("Monk", "Shugenja", "Enlightened")]),
        ("Can only attach to a Toturi's Army Personality.", "Item",
         [{"type": "personality", "keywords": ["Toturi's Army"]}]),
    ],
)  # fmt: skip
def test_can_only_attach_is_will_only_attach(text, card_type, only):
    assert _fields(text, card_type) == {"attaches_only_to": only}
    assert _fields(text.replace("Can", "Will"), card_type) == {"attaches_only_to": only}


@pytest.mark.parametrize(
    ("text", "refuses"),
    [
        ("Will not attach Armor.", [ARMOR]),
        ("Will not attach Weapons.", [{"type": "item", "keywords": ["Weapon"]}]),
        ("Will not attach Followers or Armor.", [{"type": "follower"}, ARMOR]),
        ("Cannot attach Armor or Followers.", [ARMOR, {"type": "follower"}]),
        ("Cannot attach Items.", [{"type": "item"}]),
    ],
)
def test_will_not_attach_an_item_keyword(text, refuses):
    assert _fields(text, "Personality") == {"refuses_attachments": refuses}


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("Can only attach to a Monk.", "Personality", "on a personality"),  # not an attachment
        ("Can only attach to a Human Personality.", "Item", "Human"),  # the absence of Nonhuman
        ("Can only attach to a Dragon Clan Samurai.", "Item", "keyword"),  # one keyword or two
        ("Can only attach to a Samurai without a Standard.", "Item", "no family"),  # a qualifier
        ("Will not attach Armor.", "Item", "on a item"),  # a Personality's text
        ("Will not attach The Emerald Armor.", "Personality", "no family"),  # a title
        ("Will not attach Items, unless they are Armors or Weapons.", "Personality", "no family"),
        ("Will not join a Naga player or attach Naga Followers.", "Personality", "join"),
        ("Will only attach to Qamar, Shahadet, or a Naga Shugenja.", "Item", "no family"),  # titles
        ("Can only attach to a Samurai, Bushi, or Human.", "Follower", "Human"),
        ("May attach two Weapons.", "Personality", "not modelled"),
        ("Taki may attach two Weapons.", "Personality", "not modelled"),
        ("(Kensai may attach two Weapons, as long as neither is Two-Handed.)", "Personality", "not modelled"),
        ("(Kensai may attach two One-Handed Weapons.)", "Personality", "not modelled"),
        ("This Personality may have two Armors.", "Personality", "on a personality"),  # an attachment's
        ("(A Personality can only have one Weapon.)", "Item", "not modelled"),
        ("Attaches to a Personality who may attach more than one Weapon paying 2 less Gold.", "Item", ""),
    ],
)
def test_near_wordings_stay_refused(text, card_type, why):
    assert why in refused(text, card_type, kind="trait")


# --- the engine playing the compiled cards ------------------------------------------------------------------
PERSONALITY = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}}


def _run(item: dict, bearer: dict) -> tuple[int, bool]:
    """The bearer's Force after an action attaches the +2F Item to him, and whether the rule refused it."""
    cards = {
        "hero": {**PERSONALITY, **bearer},
        "gear": {"type": "item", "owner": "me", "zone": "hand", "stats": {"force": 2, "chi": 0}, **item},
    }
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "arm", "by": "me", "effects": [{"targets": "gear", "attach": "hero"}]}},
        {"ask": {"stat": "force", "card": "hero"}},
    ]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    data = evaluate(parse_scenario(doc)).to_dict()
    return data["answers"][0]["answer"]["value"], any(n.get("rule") == RULE for n in data["trace"])


@pytest.mark.parametrize(("keywords", "force", "stopped"), [(["Monk"], 4, False), (["Samurai"], 2, True)])
def test_can_only_attach_to_a_monk_plays(keywords, force, stopped):
    item = _fields("Can only attach to a Monk.", "Item")
    assert _run(item, {"keywords": keywords}) == (force, stopped)


@pytest.mark.parametrize(("keywords", "force", "stopped"), [(["Armor"], 2, True), (["Weapon"], 4, False)])
def test_will_not_attach_armor_plays(keywords, force, stopped):
    bearer = _fields("Will not attach Armor.", "Personality")
    assert _run({"keywords": keywords}, bearer) == (force, stopped)


@pytest.mark.parametrize(("keywords", "force"), [(["Armor"], 2), (["Weapon"], 4), ([], 4)])
def test_cannot_attach_armor_or_followers_plays(keywords, force):
    bearer = _fields("Cannot attach Armor or Followers.", "Personality")
    assert _run({"keywords": keywords}, bearer)[0] == force


# --- one Armor a Personality (l5r.desk.one-armor: the reminder text on Armor cards) -------------------------
ONE_ARMOR = "l5r.desk.one-armor"


def _armors(worn: dict, new: dict, hero: dict | None = None) -> tuple[int, list]:
    """The Personality's Force after an action attaches a +2F card ``new`` beside ``worn`` (a +1F card he
    has), and the rules the trace cites for refusing it."""
    cards = {
        "hero": {**PERSONALITY, **(hero or {})},
        "worn": {"type": "item", "owner": "me", "zone": "attached", "attached_to": "hero",
                 "stats": {"force": 1, "chi": 0}, **worn},
        "new": {"type": "item", "owner": "me", "zone": "hand", "stats": {"force": 2, "chi": 0}, **new},
    }  # fmt: skip
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "arm", "by": "me", "effects": [{"targets": "new", "attach": "hero"}]}},
        {"ask": {"stat": "force", "card": "hero"}},
    ]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    data = evaluate(parse_scenario(doc)).to_dict()
    cited = [n["rule"] for n in data["trace"] if n.get("rule") in (ONE_ARMOR, RULE)]
    return data["answers"][0]["answer"]["value"], cited


ARMOR_KW = {"keywords": ["Armor"]}


@pytest.mark.parametrize(
    ("worn", "new", "force", "cited"),
    [
        (ARMOR_KW, ARMOR_KW, 3, [ONE_ARMOR]),  # a second Armor does not attach
        (ARMOR_KW, {"keywords": ["Weapon"]}, 5, []),  # another Item does
        ({"keywords": ["Weapon"]}, ARMOR_KW, 5, []),  # an Armor beside a Weapon does
        ({"keywords": ["Weapon"]}, {"keywords": ["Weapon"]}, 5, []),  # Weapons: no limit played
    ],
)
def test_a_personality_can_only_have_one_armor(worn, new, force, cited):
    assert _armors(worn, new) == (force, cited)


def test_custom_barding_lifts_the_limit_as_its_text_says():
    beside = _fields("May attach to a Personality with exactly one other Armor.", "Item")
    two = _fields("This Personality may have two Armors.", "Item")
    assert beside == {"armor_allowance": {"beside_one_other": True}}
    assert two == {"armor_allowance": {"bearer_may_have": 2}}
    assert _armors(ARMOR_KW, {**ARMOR_KW, **beside}) == (5, [])  # it attaches beside one other Armor
    assert _armors({**ARMOR_KW, **two}, ARMOR_KW) == (5, [])  # its bearer may have two
    assert _armors(ARMOR_KW, {**ARMOR_KW, **two}) == (3, [ONE_ARMOR])  # not before it is attached
    both = {"armor_allowance": {"beside_one_other": True, "bearer_may_have": 2}}  # the card's two clauses
    assert _armors(ARMOR_KW, {**ARMOR_KW, **both}) == (5, [])


def test_a_set_up_with_two_armors_is_refused():
    from rulings.engine import ScenarioError

    cards = {
        "hero": PERSONALITY,
        **{a: {"type": "item", "owner": "me", "zone": "attached", "attached_to": "hero",
               "keywords": ["Armor"], "stats": {"force": 1, "chi": 0}} for a in ("mail", "plate")},
    }  # fmt: skip
    steps = [{"begin": {"name": "turn", "player": "me"}}, {"ask": {"stat": "force", "card": "hero"}}]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    with pytest.raises(ScenarioError, match=ONE_ARMOR):
        evaluate(parse_scenario(doc))


def test_the_armor_reminder_is_a_played_keyword_rule():
    from cards.clauses import ENGINE_KEYWORD_REMINDERS

    assert ENGINE_KEYWORD_REMINDERS["l5r"]["A Personality can only have one Armor."] == ("Armor", ONE_ARMOR)
