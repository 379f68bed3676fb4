"""Naruto Mythos effect lines -> the scenario language's card effects (grammar: naruto.lark).

Families played: POWERUP N on this character, on one other (friendly, keyword) character or on every
friendly (keyword) character in play; hide, defeat or move one character (enemy or friendly, non-hidden, with
Power or cost N or less, in this mission or in play); draw cards; gain Chakra; move this character. MAIN,
UPGRADE, AMBUSH and SCORE sections; continuous ([⧗]) lines "When a (friendly, enemy, non-hidden) character
is defeated / played (in this mission), gain N Chakra / draw N cards" as triggered traits; continuous lines
giving (other, enemy, non-hidden, keyword, "with N Power or more") characters in this mission a Power bonus or
penalty as static traits.
"""

from __future__ import annotations

from lark import Token, Transformer, v_args
from lark.exceptions import LarkError, VisitError

from .common import ClauseResult, NotUnderstood, amount, grammar, not_understood, played

PARSER = grammar("naruto.lark")
SECTIONS = {"MAIN": None, "UPGRADE": "upgrade", "AMBUSH": "ambush", "SCORE": "score"}
VERBS = {"Hide": "hide", "Defeat": "defeat", "Move": "move_to_mission"}
SIDES = {"enemy": "$other", "friendly": "$controller"}
# The groups and keywords Naruto cards carry ("a Leaf Village character"); any other phrase before "character"
# is a name ("a Naruto Uzumaki character"), which the compiler does not read as a keyword.
KEYWORDS = frozenset(
    [
        "Leaf Village",
        "Sand Village",
        "Sound Village",
        "Independent",
        "Akatsuki",
        "Jutsu",
        "Team 7",
        "Team 8",
        "Team 10",
        "Team Guy",
        "Team Baki",
        "Sound Four",
        "Sound Ninja",
        "Rogue Ninja",
        "Sannin",
        "Summon",
        "Special Jonin",
        "Kekkei Genkai",
        "Taijutsu",
        "Weapon",
        "Tailed Beast",
        "Hokage",
        "Ninja Hound",
        "Ninja Pig",
    ]
)


def compile_clause(text: str, *, kind: str, card_type: str, clause_id: str, title: str = "") -> ClauseResult:
    try:
        tree = PARSER.parse(text.strip())
        effect = _Build().transform(tree)
        static = effect.pop("_static", False)
        if ("trigger" in effect or static) != (kind == "trait"):
            return not_understood(f"the line is cut as {kind} but reads otherwise")
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotUnderstood):
            return not_understood(str(exc.orig_exc))
        raise
    except LarkError:
        return not_understood("no family of the grammar reads this wording")
    if kind == "trait":
        family = "continuous Power bonus" if static else "triggered continuous effect"
        return played({"traits": [{"id": clause_id, **effect}]}, family)
    return played({"effects": [{"id": clause_id, **effect}]}, "effect")


@v_args(inline=True)
class _Build(Transformer):
    def start(self, section, *rest):
        effect = rest[-1]
        name = SECTIONS[str(section)]
        return {"section": name, **effect} if name else effect

    def triggered(self, _section, _continuous, _article, subject, event, *rest):
        """ "[⧗] When a character is defeated, gain 1 Chakra.": a triggered trait (MAIN lines only)."""
        if str(_section) != "MAIN":
            raise NotUnderstood("a continuous line outside MAIN")
        place, effect = (rest[0], rest[1]) if len(rest) == 2 else ({}, rest[0])
        return {"trigger": {"event": str(event), "of": {**subject, **place}}, **effect}

    def static_trait(self, section, _continuous, static):
        """A continuous line giving characters in this mission a Power bonus or penalty while its card is in
        play (a static trait; a hidden card's effects are inactive)."""
        if str(section) != "MAIN":
            raise NotUnderstood("a continuous line outside MAIN")
        return {**static, "_static": True}

    def static(self, group, change):
        return {"affects": group, "stat": "power", "change": int(change)}

    def group(self, *parts):
        """ "Other Team 7 characters in this mission": characters at this card's mission ("Other": not it)."""
        tokens = [p for p in parts if isinstance(p, Token)]
        chosen = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                chosen.update(part)
        chosen["at"] = "$source"
        if any(t.type == "OTHER" for t in tokens):
            chosen["not_cards"] = ["$source"]
        return chosen

    def power_at_least(self, number):
        return {"stats": {"power": {"at_least": int(number)}}}

    def hidden(self):
        return {"hidden": True}

    def amount(self, token):
        return amount(token)

    def powerup_self(self, number):
        return {"targets": "$source", "powerup": number}

    def powerup_one(self, number, chosen):
        return {"choose": 1, "affects": chosen, "powerup": number}

    def powerup_another(self, number, chosen):
        return {"choose": 1, "affects": {**chosen, "not_cards": ["$source"]}, "powerup": number}

    def powerup_every(self, number, group):
        return {"affects": group, "powerup": number}

    def verb_one(self, verb, chosen):
        return {"choose": 1, "affects": chosen, VERBS[str(verb)]: True}

    def draw(self, number):
        return {"targets": "$controller", "draw": number}

    def gain_chakra(self, number):
        return {"targets": "$controller", "gain_chakra": number}

    def move_self(self, _token):
        return {"targets": "$source", "move_to_mission": True}

    def character_one(self, _article, chosen):
        return chosen

    def character_rest(self, *parts):
        chosen = {"type": "character"}
        for part in parts:
            chosen.update(part)
        return chosen

    def non_hidden(self):
        return {"hidden": False}

    def friendly_group(self, *parts):
        chosen = {"type": "character", "controller": "$controller"}
        for part in parts:
            chosen.update(part)
        return chosen

    def side(self, token):
        return {"controller": SIDES[str(token)]}

    def keywords(self, *words):
        name = " ".join(map(str, words))
        if name not in KEYWORDS:
            raise NotUnderstood(f"'{name}' is not a group or keyword of the game (a character's name?)")
        return {"keywords": [name]}

    def power_at_most(self, number):
        return {"stats": {"power": {"at_most": int(number)}}}

    def cost_at_most(self, number):
        return {"stats": {"cost": {"at_most": int(number)}}}

    def this_mission(self):
        return {"at": "$source"}

    def in_play(self):
        return {}
