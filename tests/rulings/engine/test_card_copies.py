"""Two copies of one database card (`ref:`) in a scenario: each copy's effect ids, and the references its text
makes to them, are scoped to the card (`x.a1`, `x.t1`), so the copies work independently."""

import pytest

from rulings.engine import evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_card
from rulings.engine.language.card_refs import scoped

# an Item: "Its bearer gets +1F. Battle: Target an enemy card: Bow it; if it bowed, its bearer gets +2F."
POLE = {
    "type": "item",
    "stats": {"force": 0, "chi": 0},
    "traits": [{"id": "t1", "targets": "$bearer", "stat": "force", "change": 1}],
    "abilities": [
        {
            "id": "a1",
            "designators": ["Battle"],
            "effects": [
                {
                    "id": "a1",
                    "choose": {"controller": "$other", "in_play": True},
                    "targeting": True,
                    "bow": True,
                },
                {"id": "a1.2", "if_changed": "a1", "targets": "$bearer", "stat": "force", "change": 2},
            ],
        }
    ],
}
TWIN = {  # a Naruto character: "MAIN: POWERUP 1. UPGRADE: MAIN effect: Instead, POWERUP 3."
    "type": "character",
    "stats": {"cost": 3, "power": 2},
    "effects": [
        {"id": "a1", "targets": "$source", "powerup": 1},
        {"id": "a2", "section": "upgrade", "replaces": "a1", "targets": "$source", "powerup": 3},
    ],
}


def resolve(game, ref):
    return {"Pole": POLE, "Twin": TWIN}.get(ref)


def personality(owner, **flags):
    return {
        "type": "personality",
        "owner": owner,
        "zone": "battlefield:1",
        "stats": {"force": 2, "chi": 2},
        **flags,
    }


def values(scenario):
    return [
        a["answer"]["value"]
        for a in evaluate(parse_scenario(scenario, resolve_card=resolve)).to_dict()["answers"]
    ]


def test_the_definition_of_a_copy_names_its_effects_and_their_references_by_its_card():
    out = scoped(POLE, "x")
    assert out["traits"][0]["id"] == "x.t1"
    ability = out["abilities"][0]
    assert ability["id"] == "a1"  # an ability id is the card's own
    assert [e["id"] for e in ability["effects"]] == ["x.a1", "x.a1.2"]
    assert ability["effects"][1]["if_changed"] == "x.a1"
    assert [e.get("replaces") for e in scoped(TWIN, "y")["effects"]] == [None, "y.a1"]
    assert POLE["traits"][0]["id"] == "t1"  # the database's definition is left as it was
    then = {"id": "a1.2", "discard_from_hand": True, "if_you_do": "a1"}
    draw_then = {"effects": [{"id": "a1", "draw": 1}, then]}
    assert scoped(draw_then, "z")["effects"][1]["if_you_do"] == "z.a1"  # "If you do so" (a Naruto card)


def test_two_copies_of_an_l5r_card_act_each_on_its_own():
    scenario = {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {
            "hero": personality("me", attacking=True),
            "other": personality("me", attacking=True),
            "pole": {"ref": "Pole", "owner": "me", "attached_to": "hero"},
            "pole-2": {"ref": "Pole", "owner": "me", "attached_to": "other"},
            "foe": personality("opp", defending=True),
            "foe-2": personality("opp", defending=True, bowed=True),
        },
        "steps": [
            {"begin": {"name": "battle", "at": "battlefield:1"}},
            {"ask": {"stat": "force", "card": "hero"}},
            {"use": {"card": "pole", "ability": "a1", "by": "me"}, "decide": {"pole.a1": "foe"}},
            {"use": {"card": "pole-2", "ability": "a1", "by": "me", "targets": ["foe-2"]}},
            {"ask": {"flag": "bowed", "card": "foe"}},
            {"ask": {"stat": "force", "card": "hero"}},  # bowed foe: +1 and +2
            {"ask": {"stat": "force", "card": "other"}},  # foe-2 was bowed already: its +2 does not happen
            {"ask": {"effect": "pole-2.t1"}},
        ],
    }
    force, bowed, hero, other, trait = values(scenario)
    assert (force, bowed, hero, other) == (3, True, 5, 3)
    assert trait


def test_two_copies_of_a_naruto_card_each_replace_their_own_main_effect():
    scenario = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {
            "base": {
                "type": "character",
                "title": "Twin",
                "owner": "A",
                "zone": "mission:n",
                "stats": {"cost": 1, "power": 1},
            },
            "one": {"ref": "Twin", "owner": "A", "zone": "hand"},
            "two": {"ref": "Twin", "owner": "A", "zone": "hand"},
        },
        "steps": [
            {"play": {"card": "one", "by": "A", "to": "mission:m", "use": {"one.a1": True}}},
            {"play": {"card": "two", "by": "A", "upgrade": "base", "use": {"two.a2": True}}},
            {"ask": {"tokens": "one", "kind": "power"}},
            {"ask": {"tokens": "two", "kind": "power"}},
        ],
    }
    assert values(scenario) == [1, 3]


# Real card texts whose effects name an earlier effect of the same text in fields other than `if_you_do`:
# what it moved, hid, looked at or defeated (Naruto), a cost step of the ability (L5R "Discard a card to").
MOVED = "MAIN: You must move all other non-hidden friendly characters from this mission, if able."
COUNTED = "UPGRADE: POWERUP X where X is the number of the characters moved this way."
LOOKED = (
    "AMBUSH: [↯] Look at a hidden enemy character in this mission. If it costs 3 or less, take control of "
    "that character and move it to your side."
)
DEFEATED = (
    "AMBUSH: [↯] Defeat a hidden character in this mission. If the defeated character had a printed Power "
    "of 3 or less, defeat a hidden character in play."
)
HIDDEN = "MAIN: Hide an enemy character with Power 3 or less in this mission."
HIDDEN_POWER = (
    "UPGRADE: MAIN effect: POWERUP X where X is the Power of the enemy character that is being hidden."
)
NAMING_TEXTS = [
    ("naruto", "Character", [("a1", "ability", MOVED), ("a2", "ability", COUNTED)]),
    ("naruto", "Character", [("a1", "ability", LOOKED)]),
    ("naruto", "Character", [("a1", "ability", DEFEATED)]),
    ("naruto", "Character", [("a1", "ability", HIDDEN), ("a2", "ability", HIDDEN_POWER)]),
    ("l5r", "Item", [("a1", "ability", "Battle: Discard a card to straighten this Personality.")]),
]


def _values(value, keys):
    if isinstance(value, dict):
        for key, item in value.items():
            if key in keys and isinstance(item, str):
                yield item
            yield from _values(item, keys)
    elif isinstance(value, list):
        for item in value:
            yield from _values(item, keys)


NAMING_FIELDS = {"if_changed", "if_you_do", "moved_by", "looked_at_by", "defeated_had", "power_hidden_by"}


@pytest.mark.parametrize("game, card_type, clauses", NAMING_TEXTS)
def test_every_reference_to_an_effect_names_the_copys_own_effect(game, card_type, clauses):
    """A reference left as `a1` while the copy's effect is `x.a1` names no effect: "the characters moved this
    way" would count none. Every reference of the scoped text names one of its scoped effects."""
    fields = compile_card(game, card_type, clauses).fields
    out = scoped(fields, "x")
    ids = set(_values(out, {"id"}))
    refs = list(_values(out, NAMING_FIELDS))
    assert refs, "the text names an earlier effect"
    assert all(ref in ids and ref.startswith("x.") for ref in refs), (refs, ids)
