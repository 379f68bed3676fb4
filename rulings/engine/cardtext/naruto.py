"""Naruto Mythos effect lines -> the scenario language's card effects (grammar: naruto.lark).

Families played: POWERUP N on this character, on one other (friendly, keyword) character or on every
friendly (keyword) character in play; hide, defeat or move one character (enemy or friendly, non-hidden, with
Power or cost N or less, in this mission or in play); draw cards; gain Chakra; move this character. MAIN,
UPGRADE, AMBUSH and SCORE sections; continuous ([⧗]) lines "When a (friendly, enemy, non-hidden) character
is defeated / played (in this mission), gain N Chakra / draw N cards" as triggered traits; continuous lines
giving (other, enemy, non-hidden, keyword, "with N Power or more") characters in this mission a Power bonus or
penalty as static traits.
Compiler version 3 adds: "If there's another (friendly) X character in this mission, ...", "If you have the
Edge, ...", "If there's a friendly <name> (or <name>) in this mission / in play" (a condition on the effect or
static trait); "This character has +N Power (for every ...)"; "[⧗] At the end of the round, you must return
this character to your hand"; "[⧗] Can't be hidden or defeated by enemy effects" (this or a group of
characters); "[⧗] You can play this character as an upgrade over <name> / any X character"; another, the
weakest, the lowest-cost, an upgraded or an exactly-Power-N character; "Look at a hidden character"; "Gain the
Edge"; "Gain N Mission points (if ...)"; "POWERUP X / Draw X card(s). X is the number of missions where you
have at least one friendly X character."; "[⧗] If this character would be defeated (or moved, by enemy
effects), hide it instead" (substitutions); "[⧗] If there isn't a <name> in this mission at the end of the
round, you must return this character to your hand"; "[⧗] When this character moves to a different mission,
look at a hidden character in that mission"; "Hide all other characters in this mission with less Power than
this character"; "Opponent discards a card from hand"; "Look at the 3 top cards of your deck, reveal and draw
any X characters, then put back the other cards" (two effects, a1 and a1.2).
Compiler version 4 adds: "Opponent draws a card", "Opponent gains N Chakra", "Each player draws a card"
(`$opponent`); "Remove up to N / all Power tokens from <a character> (and put them on this character)";
"POWERUP X where X is the number of <such> characters in this mission" (`cards_matching`); a triggered
"POWERUP N"; "[⧗] CHAKRA +N" (the player's `chakra_bonus`) under the conditions "If you have at least one
other friendly X character", "If there's at least one <such> character" (in this mission), "If you don't have
the Edge"; "<effect>. If you do (so), (you must) <effect>." and "POWERUP N. POWERUP N another character." (the
second part a1.2, `if_you_do: a1`, MUST, IF ABLE); "Discard a card" (from the player's hand); two picks ("Hide
an enemy character ... and another enemy character ..."); "Take control of an enemy character ..."; "[⧗] Enemy
characters cannot move from this mission"; "Steal 1 Chakra from the opponent pool"; "You must choose a
friendly ... character and any enemy character in this mission and defeat them, if able"; "UPGRADE: MAIN
effect: Instead, the cost / Power limit is N or less / defeat both of them / remove all Power tokens and put
them on this character" (finish_card: the MAIN effect changed, `replaces`); "Look at the opponent's hand" and
"UPGRADE: MAIN effect: In addition, choose 1 card in the opponent's hand and discard it" (`if_you_do` on the
MAIN effect).
Compiler version 7 adds: names read as titles ("a Naruto Uzumaki character", "any Akamaru characters",
"POWERUP 2 a friendly Kiba Inuzuka in this mission"; NAMES); "Move a friendly / an enemy character to this
mission" (`move_here`); "If there's only one <such> character in this mission, hide them" and "UPGRADE:
MAIN effect: Instead, defeat them"; "You must return one friendly ... character in this mission to your
hand, if able"; "If you have a X character in this mission"; "Play a Summon character anywhere, paying N
less", "Play a character from your discard pile anywhere paying N less", "Choose one of your X characters in
your discard pile and play it anywhere, paying its cost" (`play_card`) and "UPGRADE: MAIN effect: Instead,
play the card paying N less". "Another" after a first chosen character (if you do) is refused: other than
it, or this card?
Compiler version 9 adds (docs/card-text-compiler.md): "you can defeat this character instead" for other
friendly characters; upgrades "to any character that is not a Summon nor Orochimaru" and "over any character
with a printed cost of 4 or less"; "if the character you upgraded from had Power N or more"; "Discard a card
to ..."; "POWERUP N to all ..."; "Apply the MAIN effect to X characters in the other missions"; "If Akamaru is
in the same mission"; "Give the Edge to the opponent"; "If you have less non-hidden characters than the
opponent in this mission"; "put 1 card from your hand on top of your deck"; "POWERUP X+1 where X is ...";
"You must <verb> all ..., if able"; "If there are N or more ... characters in this mission".
"""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args
from lark.exceptions import LarkError, VisitError

from .common import ClauseResult, NotUnderstood, amount, grammar, not_understood, played

PARSER = grammar("naruto.lark")
ADDITION = "_in_addition_to_main"  # an UPGRADE "MAIN effect: In addition, ..." until finish_card names it
INSTEAD = "_instead_of_main"  # an UPGRADE "MAIN effect: Instead, ..." until finish_card writes it
PLAYED = "_played_by_main"  # "the character played with the MAIN effect" until finish_card names it
FIRST = "$first"  # a second effect's "if you do": the first effect of its line (its id is the clause's)
SECTIONS = {"MAIN": None, "UPGRADE": "upgrade", "AMBUSH": "ambush", "SCORE": "score"}
VERBS = {"Hide": "hide", "Defeat": "defeat", "Move": "move_to_mission"}
SIDES = {"enemy": "$other", "friendly": "$controller", "your": "$controller"}
EVENTS = {"hidden": "hide", "defeated": "defeat"}
INSTEAD_OF = {"defeated": "defeat", "moved": "move"}
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

# The names of the game's characters (a card's name is its title): "a Naruto Uzumaki character", "any Akamaru
# characters", "a friendly Kiba Inuzuka" name characters, not groups (as naruto.desk.upgrade reads names).
NAMES = frozenset(
    [
        "Naruto Uzumaki",
        "Sasuke Uchiha",
        "Sakura Haruno",
        "Kakashi Hatake",
        "Kiba Inuzuka",
        "Akamaru",
        "Hinata Hyuga",
        "Shino Aburame",
        "Gaara",
        "Orochimaru",
        "Tsunade",
        "Jiraiya",
    ]
)


def compile_clause(text: str, *, kind: str, card_type: str, clause_id: str, title: str = "") -> ClauseResult:
    try:
        tree = PARSER.parse(text.strip())
        effect = _Build().transform(tree)
        then = effect.pop("_then", None)
        static = effect.pop("_static", False)
        if ("trigger" in effect or static) != (kind == "trait"):
            return not_understood(f"the line is cut as {kind} but reads otherwise")
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotUnderstood):
            return not_understood(str(exc.orig_exc))
        raise
    except LarkError:
        return not_understood("no family of the grammar reads this wording")
    pieces = [{"id": clause_id, **effect}]
    if then:  # a second effect of the same line: id a1.2 (the section is the line's)
        section = {"section": effect["section"]} if "section" in effect else {}
        after = {"if_you_do": clause_id} if then.pop("if_you_do", None) == FIRST else {}
        pieces.append({"id": f"{clause_id}.2", **section, **then, **after})
        pieces = _n2_name_first(pieces, clause_id)  # compiler 13 (Naruto, part N2)
    if kind == "trait":
        family = _trait_family(effect) if static else "triggered continuous effect"
        return played({"traits": pieces}, family)
    return played({"effects": pieces}, "effect")


def finish_card(results: list[tuple[str, ClauseResult]]) -> list[tuple[str, ClauseResult]]:
    """Write each UPGRADE "MAIN effect: Instead, ..." as the card's MAIN effect changed (`replaces` it), or
    report it not understood when the card has no single MAIN effect played that the change fits."""
    mains = [
        effect
        for _, result in results
        if result.played
        for effect in result.piece.get("effects", ())
        if effect.get("section", "main") == "main"
    ]
    done = []
    for clause_id, result in results:
        effect = (result.piece.get("effects") or [{}])[0] if result.played else {}
        try:
            if INSTEAD in effect:
                result = played({"effects": [_instead(effect, mains)]}, "effect")
            elif ADDITION in effect:
                result = played({"effects": [_in_addition(effect, mains, done)]}, "effect")
            elif C14N_WAITS in effect:  # compiler 14 (Naruto): "Repeat the MAIN effect.", "Instead, discard"
                result = played({"effects": _c14n_finish(clause_id, effect, mains)}, "effect")
            elif _Build.c10_waits_for_main(effect):  # compiler 10 (Naruto)
                result = played({"effects": [_Build.c10_moved_by_main(effect, mains)]}, "effect")
            elif effect.get("powerup") == {"defeated_by": PLAYED}:
                result = played({"effects": [_defeated_by_main(effect, mains)]}, "effect")
            elif PLAYED in effect.get("affects", {}):
                result = played({"effects": [_played_by_main(effect, mains)]}, "effect")
        except NotUnderstood as exc:
            result = not_understood(str(exc))
        done.append((clause_id, result))
    return done


def _in_addition(upgrade: dict, mains: list[dict], before: list[tuple[str, ClauseResult]]) -> dict:
    earlier = {e["id"] for _, r in before if r.played for e in r.piece.get("effects", ())}
    if len(mains) != 1 or mains[0]["id"] not in earlier:
        raise NotUnderstood("'MAIN effect: In addition' without a single MAIN effect played before it")
    added = {k: v for k, v in upgrade.items() if k != ADDITION}
    return {**added, "if_you_do": mains[0]["id"]}


def _played_by_main(effect: dict, mains: list[dict]) -> dict:
    """ "POWERUP 2 the character played with the MAIN effect": the card the single MAIN effect played."""
    if len(mains) != 1 or "play_card" not in mains[0] or effect.get("section") != "upgrade":
        raise NotUnderstood("'the character played with the MAIN effect' without one MAIN effect playing one")
    affects = {k: v for k, v in effect["affects"].items() if k != PLAYED}
    return {**effect, "affects": {**affects, "played_by": mains[0]["id"]}}


def _defeated_by_main(effect: dict, mains: list[dict]) -> dict:
    """ "POWERUP X, where X is the number of characters defeated by the MAIN effect" (naruto.desk.amount)."""
    if len(mains) != 1 or "defeat" not in mains[0] or effect.get("section") != "upgrade":
        raise NotUnderstood("'defeated by the MAIN effect' without one MAIN effect defeating characters")
    return {**effect, "powerup": {"defeated_by": mains[0]["id"]}}


def _instead(upgrade: dict, mains: list[dict]) -> dict:
    if len(mains) != 1:
        raise NotUnderstood("'MAIN effect: Instead' on a card without a single MAIN effect played")
    main = mains[0]
    kind, what, value = upgrade[INSTEAD]
    changed = {k: v for k, v in main.items() if k not in ("id", "section")}
    if kind == "limit":
        affects = changed.get("affects", {})
        if "choose" not in changed or what not in affects.get("stats", {}):
            raise NotUnderstood(f"the MAIN effect has no {what} limit to change")
        stats = {**affects["stats"], what: {"at_most": value}}
        changed["affects"] = {**affects, "stats": stats}
    elif kind == "less":
        if "play_card" not in changed:
            raise NotUnderstood("'Instead, play the card paying N less' without a MAIN effect playing a card")
        changed["play_card"] = {"less": value}
    elif kind == "elsewhere":
        _main_elsewhere(changed, what)
    elif kind in ("verb", "verb_both"):
        _verb_changed(changed, kind, what)
    elif "remove_power_tokens" in changed:
        changed["remove_power_tokens"] = {"all": True, "onto_source": True}
    else:
        raise NotUnderstood("'remove all Power tokens' without a MAIN effect removing them")
    return {"id": upgrade["id"], "section": "upgrade", "replaces": main["id"], **changed}


def _main_elsewhere(changed: dict, keywords: dict) -> None:
    """ "Apply the MAIN effect to Sound Four characters in the other missions": a MAIN effect on every such
    character in this mission (no pick) applied to those of every mission instead, the rest of its filter
    kept (friendly, other)."""
    affects = changed.get("affects", {})
    same_group = affects.get("keywords") == keywords.get("keywords")
    if "choose" in changed or affects.get("at") != "$source" or not same_group:
        raise NotUnderstood("'Apply the MAIN effect to ...' without a MAIN effect on all such characters")
    changed["affects"] = {k: v for k, v in affects.items() if k != "at"}


def _verb_changed(changed: dict, kind: str, verb: str) -> None:
    """ "Instead, defeat them" (the MAIN effect's one chosen character), "... defeat both of them" (its two
    picks): the same effect with another verb."""
    verbs = [op for op in VERBS.values() if op in changed]
    picks = changed.get("choose")
    if kind == "verb" and (len(verbs) != 1 or picks != 1):
        raise NotUnderstood("'Instead, <verb> them' without a MAIN effect on one chosen character")
    if kind == "verb_both" and (len(verbs) != 1 or not isinstance(picks, list) or len(picks) != 2):
        raise NotUnderstood("'both of them' without a MAIN effect on two chosen characters")
    del changed[verbs[0]]
    changed[verb] = True


def _trait_family(effect: dict) -> str:
    if (named := _Build.c10_family(effect)) is not None:  # compiler 10 (Naruto)
        return named
    if "cannot_be" in effect:
        return "continuous protection"
    if "may_upgrade_over" in effect:
        return "upgrade over"
    if "instead" in effect:
        return "substitution"
    if effect.get("stat") == "chakra_bonus":
        return "CHAKRA bonus"
    return "continuous Power bonus"


@v_args(inline=True)
class _Build(Transformer):
    def start(self, section, *rest):
        effect = rest[-1]
        name = SECTIONS[str(section)]
        return {"section": name, **effect} if name else effect

    def if_you_do(self, section, *rest):
        """ "Discard a card. If you do, hide an enemy character ...": the second effect (a1.2) only if the
        first did something, then as the rest of one effect: MUST, IF ABLE (naruto.desk.if-you-do)."""
        first, second = [r for r in rest if isinstance(r, dict)]
        if first.get("affects", {}).get("type") == "character" and "$source" in second.get("affects", {}).get(
            "not_cards", ()
        ):
            raise NotUnderstood("'another' after a first chosen character: other than it, or this card?")
        return self.start(section, {**first, "_then": self._rest_of(second)})

    def powerup_self_and_another(self, section, *rest):
        """ "POWERUP 2. POWERUP 1 another character.": one effect, applied all of it as much as possible; its
        first part always can be (this character is in play as it applies)."""
        token, number, chosen = rest[-3], rest[-2], rest[-1]
        first = self.powerup_self(int(re.search(r"\d+", str(token)).group()))
        return self.start(section, {**first, "_then": self._rest_of(self.powerup_another(number, chosen))})

    @staticmethod
    def _rest_of(effect: dict) -> dict:
        if "while" in effect or "_then" in effect:
            raise NotUnderstood("a condition or a second effect after 'if you do'")
        return {**effect, "must": True, "if_able": True, "if_you_do": FIRST}

    def discard_own(self, number):
        """ "Discard a card.": the player picks a card of his hand (naruto.desk.discard-from-hand)."""
        if number != 1:
            raise NotUnderstood("discarding more than one card")
        return {"choose": 1, "affects": {"zone": "hand", "owner": "$controller"}, "discard_from_hand": True}

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

    def conditional(self, section, *rest):
        """ "If there's another Team 10 character in this mission, POWERUP 1.": the effect happens only if the
        condition holds as it applies."""
        condition, effect = rest[-2], rest[-1]
        return self.start(section, {**effect, "while": condition})

    def another_here(self, _token, *parts):
        """ "If there's another (friendly) Team 7 character in this mission": one other than this one."""
        chosen: dict = {"type": "character"}
        for part in parts:
            chosen.update(part)
        return {"exists": {**chosen, "at": "$source", "not_cards": ["$source"]}}

    def friendly_named(self, _token, *parts):
        """ "If there's a friendly Tsunade or Shizune in this mission": a friendly character of that name."""
        *names, place = parts
        exists = [
            {"exists": {"type": "character", "controller": "$controller", **name, **place}} for name in names
        ]
        return exists[0] if len(exists) == 1 else {"any": exists}

    def weaker_here(self, _token, *parts):
        """ "If there is a friendly non-hidden character with less Power than this character in this
        mission" (this character has not less Power than itself)."""
        chosen: dict = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                chosen.update(part)
        return {"exists": {**chosen, "stats": {"power": {"less_than": "$source"}}}}

    def name(self, *words):
        return {"title": " ".join(map(str, words))}

    def static_trait_if(self, section, _continuous, condition, static):
        """ "[⧗] If you have the Edge, this character has +2 Power.": while the condition holds."""
        return self.static_trait(section, _continuous, {**static, "while": condition})

    def static_trait_then_if(self, section, _continuous, static, condition):
        """ "[⧗] This character has +2 Power if there's a friendly Gaara in this mission." """
        return self.static_trait(section, _continuous, {**static, "while": condition})

    def self_power(self, _token, change):
        return {"stat": "power", "change": int(change)}

    def self_power_per(self, _token, change, group):
        """ "This character has -1 Power for every other non-hidden friendly character in this mission"."""
        return {"stat": "power", "change": {"per": group, "each": int(change)}}

    def every_group(self, *parts):
        chosen: dict = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                chosen.update(part)
        chosen["at"] = "$source"
        if any(isinstance(part, Token) and part.type == "OTHER_LOWER" for part in parts):
            chosen["not_cards"] = ["$source"]
        return chosen

    def x_missions(self, section, *rest):
        """ "POWERUP X. X is the number of missions where you have at least one friendly Sound Four
        character.": X counted as the effect applies (naruto.desk.amount)."""
        keywords = rest[-1]
        op, who = rest[-3]
        counted = {"type": "character", "controller": "$controller", **keywords}
        return self.start(section, {"targets": who, op: {"missions_with": counted}})

    def powerup_x(self):
        return ("powerup", "$source")

    def draw_x(self):
        return ("draw", "$controller")

    def gain_mission_points(self, number, _token, condition=None):
        """ "Gain 1 Mission point if there's another friendly Sand Village character in this mission." """
        effect = {"targets": "$controller", "gain_mission_points": number}
        return {**effect, "while": condition} if condition else effect

    def one_here(self, _token, *parts):
        """ "If there's at least one non-hidden enemy character in this mission" (this one included)."""
        chosen: dict = {"type": "character"}
        for part in parts:
            chosen.update(part)
        return {"exists": {**chosen, "at": "$source"}}

    def no_edge(self, _token):
        return {"not": self.have_edge(_token)}

    def chakra_plus(self, _token, number):
        """ "[⧗] CHAKRA +1": its player's CHAKRA bonus while it applies (naruto.desk.chakra-bonus)."""
        return {"targets": "$controller", "stat": "chakra_bonus", "change": int(number)}

    def have_edge(self, _token):
        return {"player_stat": "edge", "at_least": 1}

    def return_at_round_end(self, section, _continuous, _token):
        """ "[⧗] At the end of the round, you must return this character to your hand.": a triggered trait
        (not optional: "must") as the round ends."""
        self._main_only(section)
        return {"trigger": {"event": "round_ends"}, "targets": "$source", "return_to_hand": True}

    def cannot_be(self, section, _continuous, *parts):
        """ "[⧗] Can't be hidden or defeated by enemy effects." (this character), "Friendly characters in this
        mission cannot be hidden by enemy effects." (those characters): enemy effects that hide or defeat
        cannot be applied to them (naruto.desk.cannot)."""
        self._main_only(section)
        group = parts[0] if isinstance(parts[0], dict) else None
        events = [EVENTS[str(t)] for t in parts if isinstance(t, Token) and t.type == "EVENTS"]
        who = {"affects": group} if group else {"targets": "$source"}
        return {**who, "cannot_be": {"events": events, "by": "enemy"}, "_static": True}

    def enemies_cannot_move(self, section, _continuous, _token):
        """ "[⧗] Enemy characters cannot move from this mission.": no effect, whoever's, moves them away
        (naruto.desk.cannot)."""
        self._main_only(section)
        enemies = {"type": "character", "controller": "$other", "at": "$source"}
        return {"affects": enemies, "cannot_be": {"events": ["move"], "by": "any"}, "_static": True}

    def may_upgrade_over(self, section, _continuous, _token, over):
        """ "[⧗] You can play this character as an upgrade over Gaara." (a character of that name) or "over
        any Sound Village character" (naruto.desk.upgrade)."""
        self._main_only(section)
        return {"may_upgrade_over": {"type": "character", **over}, "_static": True}

    def instead_hide(self, section, _continuous, _token, *parts):
        """ "[⧗] If this character would be defeated, hide it instead." (by any effect), "... moved or
        defeated by enemy effects, instead hide them." (from the other player's effects): a substitution,
        one trait per event (t1, t1.2)."""
        self._main_only(section)
        tokens = [p for p in parts if isinstance(p, Token)]
        events = [INSTEAD_OF[str(t)] for t in tokens if t.type == "INSTEAD_EVENTS"]
        enemy = {"from_players": "other"} if any(t.type == "BY_ENEMY" for t in tokens) else {}
        traits = [
            {
                "targets": "$source",
                "instead": {"of": event, "do": {"hide": True, "targets": "$source"}, **enemy},
            }
            for event in events
        ]
        return {**traits[0], "_static": True, **({"_then": traits[1]} if len(traits) > 1 else {})}

    def return_unless_here(self, section, _continuous, _token, name, _return):
        """ "[⧗] If there isn't a Kiba Inuzuka in this mission at the end of the round, you must return this
        character to your hand.": as the round ends, if no character of that name (either player's) is in
        this character's mission (a triggered trait, not optional)."""
        self._main_only(section)
        absent = {"not": {"exists": {"type": "character", **name, "at": "$source"}}}
        return {
            "trigger": {"event": "round_ends"},
            "targets": "$source",
            "while": absent,
            "return_to_hand": True,
        }

    def look_when_moved(self, section, _continuous, _when, _look):
        """ "[⧗] When this character moves to a different mission, look at a hidden character in that
        mission." (naruto.desk.moves, naruto.desk.look-at: the player picks it, it stays hidden)."""
        self._main_only(section)
        hidden_there = {"type": "character", "hidden": True, "at": "$source"}
        return {"trigger": {"event": "moved", "card": "$source"}, "choose": hidden_there, "look_at": True}

    def must_return(self, section, *rest):
        """ "You must return one friendly non-hidden character in this mission to your hand, if able.": the
        player picks one (MUST, IF ABLE); it goes back to its owner's hand."""
        return self.start(
            section, {"must": True, "if_able": True, "choose": 1, "affects": rest[-1], "return_to_hand": True}
        )

    def only_one(self, section, *rest):
        """ "If there's only one non-hidden enemy character in this mission, hide them.": exactly one such
        character there as the effect applies; it is the one hidden."""
        skipped = ("INSTANT", "IF_ONLY_ONE")
        *parts, verb = [p for p in rest if not (isinstance(p, Token) and p.type in skipped)]
        chosen: dict = {"type": "character"}
        for part in parts:
            chosen.update(part)
        chosen["at"] = "$source"
        exactly_one = {"all": [{"exists": chosen}, {"not": {"exists": chosen, "at_least": 2}}]}
        effect = {"choose": 1, "affects": chosen, VERBS[str(verb).capitalize()]: True, "while": exactly_one}
        return self.start(section, effect)

    # --- compiler 9 (Naruto) ------------------------------------------------------------------------------
    def instead_defeat_self(self, section, _continuous, _token, *parts):
        """ "[⧗] If a friendly Leaf Village character in this mission would be hidden or defeated by enemy
        effects, you can defeat this character instead.": an optional substitution for each other such
        such character, one trait per event (t1, t1.2); "by enemy effects": only the other player's effects.
        The text says "a friendly ... character", not "another": this character too may be defeated
        instead of hidden; defeated instead of defeated would change nothing, so that trait leaves it out
        (as the numbered example of the effects document plays Genma)."""
        self._main_only(section)
        group: dict = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                group.update(part)
        tokens = [p for p in parts if isinstance(p, Token)]
        events = [EVENTS[str(t)] for t in tokens if t.type == "EVENTS"]
        enemy = {"from_players": "other"} if any(t.type == "BY_ENEMY" for t in tokens) else {}
        group["at"] = "$source"
        traits = [
            {
                "affects": {**group, "not_cards": ["$source"]} if event == "defeat" else group,
                "instead": {"of": event, "do": {"defeat": True, "targets": "$source"}, "optional": True}
                | enemy,
            }
            for event in events
        ]
        return {**traits[0], "_static": True, **({"_then": traits[1]} if len(traits) > 1 else {})}

    def may_upgrade_over_not(self, section, _continuous, _token, *parts):
        """ "[⧗] You can play this character as an upgrade to any character that is not a Summon nor
        Orochimaru.": over any friendly character with none of these keywords and names
        (naruto.desk.upgrade)."""
        self._main_only(section)
        keywords, names = [], []
        for part in parts:
            if isinstance(part, str) and not isinstance(part, Token):
                (keywords if part in KEYWORDS else names).append(part)
        for name in names:
            if name not in NAMES:
                raise NotUnderstood(f"'{name}' is neither a group of the game nor a name the compiler knows")
        over: dict = {"type": "character"}
        if keywords:
            over["not_keywords"] = keywords
        if names:
            over["not_named"] = names
        return {"may_upgrade_over": over, "_static": True}

    def not_what(self, *words):
        return " ".join(map(str, words))

    def upgrade_over_printed(self, stat, number):
        """ "any character with a printed cost of 4 or less": its printed value, whatever changes it."""
        return {"printed": {str(stat).lower(): {"at_most": int(number)}}}

    def discard_to(self, section, *rest):
        """ "Discard a card to hide a character in play with cost 3 or less.": one instant effect (optional as
        a whole): the discard first (a1), then the rest only if a card was discarded (a1.2), as much as
        possible (naruto.desk.if-you-do)."""
        effect = rest[-1]
        return self.start(section, {**self.discard_own(1), "_then": self._rest_of(effect)})

    def main_elsewhere(self, section, _token, keywords):
        """ "UPGRADE: Apply the MAIN effect to Sound Four characters in the other missions.": played as an
        upgrade, the MAIN effect applies to such characters in every mission (finish_card)."""
        if str(section) != "UPGRADE":
            raise NotUnderstood("'Apply the MAIN effect to ...' outside UPGRADE")
        return {"section": "upgrade", INSTEAD: ("elsewhere", keywords, None)}

    def powerup_all(self, number, *parts):
        """ "POWERUP 1 to all other friendly Sound Four characters in this mission": each of them, at once."""
        group: dict = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                group.update(part)
        if any(isinstance(p, Token) and p.type == "OTHER_LOWER" for p in parts):
            group["not_cards"] = ["$source"]
        return {"affects": group, "powerup": number}

    def named_same_mission(self, _token, name):
        """ "If Akamaru is in the same mission": a character of that name (either player's) in this card's
        mission."""
        if name["title"] not in NAMES:
            raise NotUnderstood(f"'{name['title']}' is not a character's name the compiler knows")
        return {"exists": {"type": "character", **name, "at": "$source", "not_cards": ["$source"]}}

    def upgraded_from_power(self, _token, number):
        """ "if the character you upgraded from had Power 6 or more": as it was just before."""
        return {"upgraded_from": {"stats": {"power": {"at_least": int(number)}}}}

    def give_edge(self, _token):
        """ "Give the Edge to the opponent": only if the player holds it (naruto.desk.give-edge)."""
        return {"targets": "$opponent", "give_edge": True}

    def fewer_than(self, _token, hidden=None):
        """ "If you have less non-hidden characters than the opponent in this mission": the two counts there,
        now (naruto.desk.fewer)."""
        mine = {"type": "character", **(hidden or {}), "at": "$source"}
        return {"fewer": {**mine, "controller": "$controller"}, "than": {**mine, "controller": "$other"}}

    def put_on_deck(self, number, _token):
        """ "put 1 card from your hand on top of your deck": the player picks it (naruto.desk.deck-top)."""
        if number != 1:
            raise NotUnderstood("putting more than one card on the deck (in which order?)")
        return {"choose": 1, "affects": {"zone": "hand", "owner": "$controller"}, "put_on_deck": True}

    def powerup_count_plus(self, number, *parts):
        """ "POWERUP X+1 where X is the number of enemy characters in this mission": X counted as it applies,
        plus N (naruto.desk.amount)."""
        effect = self.powerup_count(*parts)
        return {**effect, "powerup": {**effect["powerup"], "plus": int(number)}}

    def must_all_if_able(self, section, *rest):
        """ "You must move all other non-hidden friendly characters from this mission, if able.": MUST, IF
        ABLE (the effects document's own example: nothing to move, the card is still played)."""
        return self.start(section, {**rest[-1], "must": True, "if_able": True})

    def n_or_more_here(self, _token, number, *parts):
        """ "If there are 2 or more enemy characters in this mission" (this one included, if it is such)."""
        chosen: dict = {"type": "character"}
        for part in parts:
            chosen.update(part)
        return {"exists": {**chosen, "at": "$source"}, "at_least": int(number)}

    # --- end compiler 9 (Naruto) --------------------------------------------------------------------------
    # --- compiler 10 (Naruto) -----------------------------------------------------------------------------
    def n_keeps_tokens(self, section, _continuous, _token):
        """ "[⧗] This character doesn't lose Power tokens at the end of the round.": while it applies, this
        character keeps its Power tokens as the round ends (naruto.desk.round-end-tokens)."""
        self._main_only(section)
        return {"targets": "$source", "keeps_power_tokens": True, "_static": True}

    def n_no_hidden_play(self, section, _continuous, _token):
        """ "[⧗] The opponent cannot play characters while hidden in this mission.": while this card is in
        play and not hidden, the other player's hidden plays in its mission are refused
        (naruto.desk.no-hidden-play)."""
        self._main_only(section)
        return {"targets": "$source", "forbids_hidden_play": True, "_static": True}

    def n_take_top_hidden(self, _token):
        """ "Draw the top card of the opponent's deck and put it hidden in any mission under your control.":
        the player takes control of that card, put hidden in a mission he picks (naruto.control.take: "some
        do it from the top of the opponent deck, like Kabuto Yakushi (Infiltrator)")."""
        top = {"zone": "deck", "controller": "$other", "deck_top": 1}
        return {"affects": top, "take_control": {"hidden": True, "anywhere": True}}

    C10_MOVED = "_moved_by_main"  # "the characters moved this way" until finish_card names the MAIN effect

    def n_powerup_moved(self, _token):
        """ "UPGRADE: POWERUP X where X is the number of the characters moved this way.": X is the number of
        characters the card's MAIN effect moved as it was applied (naruto.desk.amount; finish_card)."""
        return {"targets": "$source", "powerup": {"moved_by": self.C10_MOVED}}

    def n_after_moving_hide(self, section, _token):
        """ "UPGRADE: MAIN effect: After moving them, hide the enemy character.": played as an upgrade, once
        the MAIN effect has moved the enemy character it picked, that character is hidden (only if it moved;
        then as the rest of the MAIN effect, as much as possible)."""
        if str(section) != "UPGRADE":
            raise NotUnderstood("'MAIN effect: After moving them' outside UPGRADE")
        moved = {"type": "character", "controller": "$other", "moved_by": self.C10_MOVED}
        return {"section": "upgrade", "affects": moved, "hide": True}

    def n_main_powerup_hidden(self, section, _token):
        """ "UPGRADE: MAIN effect: POWERUP X where X is the Power of the enemy character that is being
        hidden.": played as an upgrade, once the MAIN effect has hidden the enemy character it picked, this
        character is powered up by that character's Power as it was being hidden (naruto.desk.amount)."""
        if str(section) != "UPGRADE":
            raise NotUnderstood("'MAIN effect: POWERUP X ... being hidden' outside UPGRADE")
        return {"section": "upgrade", "targets": "$source", "powerup": {"power_hidden_by": self.C10_MOVED}}

    @classmethod
    def c10_waits_for_main(cls, effect: dict) -> bool:
        """Whether the effect names what the MAIN effect moved (finish_card writes its id)."""
        named = (effect.get("powerup"), effect.get("affects"))
        return any(isinstance(v, dict) and cls.C10_MOVED in v.values() for v in named)

    @staticmethod
    def c10_moved_by_main(effect: dict, mains: list[dict]) -> dict:
        """ "the characters moved this way": those the single MAIN effect (moving characters) moved; "After
        moving them, hide the enemy character": the one enemy character the MAIN effect picked and moved."""
        main = mains[0] if len(mains) == 1 else {}
        if "power_hidden_by" in (effect.get("powerup") or {}):
            picked = main.get("affects", {})
            if "hide" not in main or main.get("choose") != 1 or picked.get("controller") != "$other":
                raise NotUnderstood("'the enemy character being hidden' without a MAIN effect hiding one")
            rest = {"must": True, "if_able": True, "if_you_do": main["id"]}
            return {**effect, "powerup": {"power_hidden_by": main["id"]}, **rest}
        if "move_to_mission" not in main or effect.get("section") != "upgrade":
            raise NotUnderstood("'moved this way', 'after moving them' without one MAIN effect moving any")
        if "powerup" in effect:
            return {**effect, "powerup": {"moved_by": main["id"]}}
        picked = main.get("affects", {})
        if main.get("choose") != 1 or picked.get("controller") != "$other":
            raise NotUnderstood("'hide the enemy character' without a MAIN effect moving one enemy character")
        affects = {**effect["affects"], "moved_by": main["id"]}
        return {**effect, "affects": affects, "must": True, "if_able": True, "if_you_do": main["id"]}

    def n_put_top_hidden_here(self, _token):
        """ "Put the top card of your deck as a hidden character in this mission." (naruto.desk.put-hidden)"""
        top = {"zone": "deck", "owner": "$controller", "deck_top": 1}
        return {"affects": top, "put_hidden": {"here": True}}

    def n_place_from_hand_hidden(self, _token):
        """ "Place a card from your hand as a hidden character to any mission.": the player picks a card of
        his hand and a mission (naruto.desk.put-hidden)."""
        mine = {"zone": "hand", "owner": "$controller"}
        return {"choose": 1, "affects": mine, "put_hidden": {"anywhere": True}}

    @staticmethod
    def c10_family(effect: dict) -> str | None:
        """The family of a compiler-10 static trait (None: another's)."""
        if "keeps_power_tokens" in effect:
            return "keeps Power tokens"
        if "forbids_hidden_play" in effect:
            return "forbids hidden plays"
        return None

    # --- end compiler 10 (Naruto) -------------------------------------------------------------------------
    # --- compiler 11 (Naruto) -----------------------------------------------------------------------------
    def n_another_mission(self):
        """ "in another mission": in play in a mission other than the one this card is in."""
        return {"elsewhere": "$source"}

    # --- end compiler 11 (Naruto) -------------------------------------------------------------------------
    # --- compiler 13 (Naruto, part N1) ---
    def n1_cost_here(self, section, _continuous, token):
        """ "[⧗] Other Team 8 characters costs 1 less (min.1) to play in this mission.", "[⧗] Non-hidden enemy
        characters cost an additional 1 Chakra to play in this mission.": while this card is in play and not
        hidden, the plays of such characters (either player's unless the text says whose) into its mission
        cost that much less or more (naruto.desk.play-cost)."""
        self._main_only(section)
        found = re.fullmatch(N1_COST_SHAPE, str(token))
        if found is None:
            raise NotUnderstood("a cost change whose amount the compiler does not read")
        cost = _n1_cost(found)
        return {"targets": "$source", "play_cost": {**cost, "of": _n1_group(found["who"]), "here": True},
                "_static": True}

    def n1_pay_less_self(self, section, _continuous, token, condition=None):
        """ "[⧗] Pay 1 less to play this character if there's a friendly Naruto Uzumaki in this mission.": the
        play of this card itself costs N less; its condition and "this mission" judged as if it were in the
        mission it is played to (naruto.desk.play-cost: continuous effects are always active, and this one
        can only apply as its card is played)."""
        self._main_only(section)
        less = int(re.search(r"\d+", str(token)).group())
        effect = {"targets": "$source", "play_cost": {"change": -less, "own": True}, "_static": True}
        return {**effect, "while": condition} if condition else effect

    def n1_refused(self, _section, *parts):
        """Wordings about playing that the compiler refuses on purpose, each with its reason."""
        said = str(next(p for p in parts if isinstance(p, Token) and p.type == "N1_REFUSED"))
        for start, reason in N1_REASONS:
            if said.startswith(start):
                raise NotUnderstood(reason)
        raise NotUnderstood(N1_REASONS[-1][1])

    # --- end compiler 13 (Naruto, part N1) ---
    # --- compiler 13 (Naruto, part N2) ---
    def n2_may_return(self, section, _continuous, _token):
        """ "[⧗] At the end of the round, you may return this card to your hand.": a triggered trait as the
        round ends, optional ("may": its controller decides as it resolves, naruto.desk.may-trigger)."""
        self._main_only(section)
        returned = {"targets": "$source", "return_to_hand": True, "optional": True}
        return {"trigger": {"event": "round_ends"}, **returned}

    def n2_defeat_self_then(self, section, *_rest):
        """ "Defeat this character. If you do so, defeat another character in this mission.": this character
        is defeated (a1); only then (a1.2, as the rest of the effect: MUST, IF ABLE) a character other than it
        in the mission it was in as it was defeated ("this mission" once it has left play:
        naruto.desk.last-mission), either player's."""
        others = {"type": "character", "not_cards": ["$source"], "last_known_at": "$source"}
        second = {"choose": 1, "affects": others, "defeat": True}
        return self.start(section, {"targets": "$source", "defeat": True, "_then": self._rest_of(second)})

    def n2_look_then_take(self, section, *rest):
        """ "Look at a hidden enemy character in this mission. If it costs 3 or less, take control of that
        character and move it to your side.": the player picks one and looks at it (a1, naruto.desk.look-at);
        then (a1.2, the rest of the effect: MUST, IF ABLE) if that card costs N or less he takes control of it
        where it is, onto his side (naruto.control.take; it stays hidden)."""
        limit = int(rest[-2])
        hidden_here = {"type": "character", "controller": "$other", "hidden": True, "at": "$source"}
        that = {"type": "character", "looked_at_by": FIRST, "stats": {"cost": {"at_most": limit}}}
        second = self._rest_of({"affects": that, "take_control": True})
        return self.start(section, {"choose": 1, "affects": hidden_here, "look_at": True, "_then": second})

    def n2_defeat_hidden_then(self, section, *rest):
        """ "Defeat a hidden character in this mission. If the defeated character had a printed Power of 3
        or less, defeat a hidden character in play.": a1 defeats one there (either player's); a1.2, the
        rest of the effect (MUST, IF ABLE, only if a1 defeated one), only if that card's printed Power is N or
        less."""
        limit = int(rest[-2])
        hidden_here = {"type": "character", "hidden": True, "at": "$source"}
        first = {"choose": 1, "affects": hidden_here, "defeat": True}
        had = {"defeated_had": FIRST, "printed": {"power": {"at_most": limit}}}
        second = {"choose": 1, "affects": {"type": "character", "hidden": True}, "defeat": True, "while": had}
        rest_of = {**second, "must": True, "if_able": True, "if_you_do": FIRST}
        return self.start(section, {**first, "_then": rest_of})

    def n2_draw_then_discard_to(self, section, *rest):
        """ "Draw a card. Then, discard a card to POWERUP 3.": one instant effect in three parts, optional as
        a whole; applied, all of it as much as possible (naruto.instant.all-of-it): the draw (a1), then the
        discard (a1.2, MUST, IF ABLE, if a1 drew), then the rest (a1.3, only if a card was discarded; as
        "Discard a card to ..." reads, naruto.desk.if-you-do). With an empty deck nothing is drawn: the draw
        says the Desk holds no rule for that, and the rest does not happen."""
        first, last = [r for r in rest if isinstance(r, dict)]
        if "draw" not in first or "_then" in last or "while" in last:
            raise NotUnderstood("'Then, discard a card to ...' after another effect than a draw")
        third = {**self._rest_of(last), "if_you_do": N2_SECOND}
        return self.start(section, {**first, "_then": {**self._rest_of(self.discard_own(1)), "_then": third}})

    def n2_defeat_in_chosen_mission(self, _token, *parts):
        """ "Choose a mission and defeat all hidden enemy characters assigned to it.": the player picks a
        mission in play, then every such character there is defeated at once (chosen_mission.py)."""
        group: dict = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                group.update(part)
        return {"targets": "$controller", "defeat_in_chosen_mission": group}

    def n2_hide_total_power(self, _token, *parts):
        """ "Hide any number of non-hidden characters in play with total Power of 6 or less.": the player
        picks one or more such characters (either player's, this one too) whose Power, as it is before any is
        hidden, adds up to N or less; they are hidden at once (total_power.py)."""
        group: dict = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                group.update(part)
        limit = int(next(p for p in parts if isinstance(p, Token) and p.type == "INT"))
        return {"targets": "$controller", "hide_total_power": {"affects": group, "at_most": limit}}

    def n2_move_x(self, section, *rest):
        """ "Move X friendly character(s). X is the number of missions where you have at least one friendly
        Sound Four character.": X counted as the effect applies (naruto.desk.amount); the player picks X such
        characters (all, if fewer can move: as much as possible) and moves each to another mission
        (move_count.py)."""
        side, keywords = [r for r in rest if isinstance(r, dict)]
        if side.get("controller") != "$controller":
            raise NotUnderstood("'Move X <enemy> character(s)': only friendly ones are read")
        movers = {"type": "character", "controller": "$controller"}
        counted = {"type": "character", "controller": "$controller", **keywords}
        return self.start(section, {"targets": "$controller", "move_count": {"affects": movers,
                                                                             "missions_with": counted}})

    def n2_refused(self, _section, *rest):
        """Wordings refused on purpose: each raises its reason (N2_REASONS)."""
        text = str(rest[-1])
        reason = next((why for start, why in N2_REASONS.items() if text.startswith(start)), None)
        raise NotUnderstood(reason or "a wording the compiler refuses on purpose")

    # --- end compiler 13 (Naruto, part N2) ---
    # --- compiler 14 (Naruto) ---
    def c14n_chakra_both(self, section, _continuous, token):
        """ "[⧗] CHAKRA +1 for both players.": the CHAKRA bonus of the card's player and of his opponent
        (naruto.desk.chakra-bonus; the opponent filled as the trait applies, naruto.desk.opponent)."""
        if str(section) != "MAIN":
            raise NotUnderstood("a continuous line outside MAIN")
        number = int(re.search(r"\d+", str(token)).group())
        both = ["$controller", "$opponent"]
        return {"targets": both, "stat": "chakra_bonus", "change": number, "_static": True}

    def c14n_chakra_both_not_continuous(self, *_parts):
        raise NotUnderstood("'CHAKRA +N' on a line without [⧗]: the CHAKRA bonus is a continuous effect")

    def c14n_repeat_main(self, section, _token):
        """ "UPGRADE: Repeat the MAIN effect." (finish_card copies the MAIN effect)."""
        if str(section) != "UPGRADE":
            raise NotUnderstood("'Repeat the MAIN effect' outside UPGRADE")
        return {"section": "upgrade", C14N_WAITS: "repeat"}

    def c14n_instead_deck_top(self, section, _token, token):
        """ "UPGRADE: MAIN effect: Instead, discard the top card from your deck." (finish_card writes it)."""
        if str(section) != "UPGRADE":
            raise NotUnderstood("'MAIN effect: Instead' outside UPGRADE")
        return {"section": "upgrade", C14N_WAITS: self.c14n_deck_top(token)}

    def c14n_round_end_move(self, section, _continuous, _token):
        """ "[⧗] At the end of the round, you must move this character to another mission, if able.": a
        triggered trait (not optional: "must") as the round ends; its player picks the mission."""
        self._main_only(section)
        return {"trigger": {"event": "round_ends"}, "targets": "$source", "move_to_mission": True}

    def c14n_from_hand(self, _token):
        """ "Discard a card from your hand" (naruto.desk.discard-from-hand)."""
        return {"choose": 1, "affects": {"zone": "hand", "owner": "$controller"}, "discard_from_hand": True}

    def c14n_deck_top(self, token):
        """ "Discard the top card of your (opponent's) deck" (naruto.desk.discard-deck-top)."""
        whose = "$opponent" if "opponent" in str(token) else "$controller"
        return {"targets": whose, "discard_deck_top": True}

    def c14n_discard_powerup_cost(self, section, *rest):
        """ "Discard .... POWERUP X where X is the cost of the discarded card.": one effect in two parts; the
        POWERUP (on this character) only if a card was discarded, X its printed cost (naruto.desk.discarded-
        cost), then as the rest of one effect: MUST, IF ABLE (naruto.desk.if-you-do)."""
        discard = next(r for r in rest if isinstance(r, dict))
        powerup = {"targets": "$source", "powerup_discarded_cost": FIRST}
        return self.start(section, {**discard, "_then": self._rest_of(powerup)})

    def c14n_ambush_change(self, *_parts):
        raise NotUnderstood(
            "an UPGRADE change to the AMBUSH effect applies only to a hidden character revealed as an "
            "upgrade: whether and how a hidden character is revealed over another the corpus does not say, "
            "and the Desk plays no such reveal (its reveal applies the MAIN and AMBUSH effects: "
            "naruto.desk.reveal)"
        )

    def c14n_copy(self, *_parts):
        raise NotUnderstood(
            "copying another character's instant effect: the corpus does not say how a copied effect applies "
            "(which effects may be copied, whose 'this character' and 'this mission' it names, its MUST)"
        )

    # --- end compiler 14 (Naruto) ---
    def you_have_here(self, _token, keywords):
        """ "If you have a Sound Four character in this mission": a friendly one there (this character
        included, if it is one)."""
        return {"exists": {"type": "character", "controller": "$controller", **keywords, "at": "$source"}}

    def powerup_named(self, number, named, place):
        """ "POWERUP 2 a friendly Kiba Inuzuka in this mission": a friendly character of that name."""
        name = str(named).split(" friendly ", 1)[1].strip()
        if name not in NAMES:
            raise NotUnderstood(f"'{name}' is not a character's name the compiler knows")
        chosen = {"type": "character", "controller": "$controller", "title": name, **place}
        return self.powerup_one(number, chosen)

    def move_here(self, verb, chosen, _token):
        """ "Move an enemy character to this mission": one in another mission, moved to this card's
        (naruto.desk.moves)."""
        if str(verb).capitalize() != "Move" or "at" in chosen:
            raise NotUnderstood("only 'Move <a character> to this mission' (from anywhere in play)")
        return {"choose": 1, "affects": chosen, "move_here": True}

    def play_anywhere(self, _play, *parts):
        """ "Play a Summon character anywhere, paying 1 less" (from the hand), "Play a character from your
        discard pile anywhere paying 3 less": the player picks such a card of his and plays it to any mission
        (or as an upgrade), paying its cost less N (naruto.desk.play-by-effect)."""
        tokens = [p for p in parts if isinstance(p, Token)]
        zone = "discard" if any(t.type == "FROM_DISCARD" for t in tokens) else "hand"
        less = int(next(t for t in tokens if t.type == "INT"))
        keywords = next((p for p in parts if isinstance(p, dict)), {})
        return self._play_card(zone, keywords, less)

    def play_from_discard(self, _choose, keywords, *_rest):
        """ "Choose one of your Leaf Village characters in your discard pile and play it anywhere, paying its
        cost" (naruto.desk.play-by-effect)."""
        return self._play_card("discard", keywords, 0)

    @staticmethod
    def _play_card(zone: str, keywords: dict, less: int) -> dict:
        mine = {"type": "character", "zone": zone, "owner": "$controller", **keywords}
        return {"choose": 1, "affects": mine, "play_card": {"less": less}}

    def verb_up_to_every(self, verb, _up_to, number, chosen, _every):
        """ "Defeat up to 1 enemy character with Power 1 or less in every mission": in each mission the player
        picks at most N such characters (naruto.desk.every-mission)."""
        if int(number) != 1 or "at" in chosen:
            raise NotUnderstood("'up to N ... in every mission' other than up to 1 anywhere")
        op = VERBS[str(verb).capitalize()]
        return {"choose": 1, "up_to": True, "per_mission": True, "affects": chosen, op: True}

    def powerup_defeated_by_main(self):
        return {"targets": "$source", "powerup": {"defeated_by": PLAYED}}

    def powerup_played(self, number, _token):
        return {"affects": {"type": "character", PLAYED: True}, "powerup": number}

    def paying_less(self, number):
        return ("less", None, int(number))

    def verb_them(self, verb):
        return ("verb", VERBS[str(verb).capitalize()], None)

    def upgrade_over_group(self, keywords):
        return keywords

    def upgrade_over_name(self, *words):
        return {"title": " ".join(map(str, words))}

    @staticmethod
    def _main_only(section):
        if str(section) != "MAIN":
            raise NotUnderstood("a continuous line outside MAIN")

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
        return {"choose": 1, "affects": chosen, VERBS[str(verb).capitalize()]: True}

    def must_choose_both(self, section, *rest):
        """ "You must choose a friendly non-hidden character and any enemy character in this mission and
        defeat them, if able.": two picks there (this character may be the friendly one), MUST, IF ABLE."""
        first, second, place, verb = rest[-4], rest[-3], rest[-2], rest[-1]
        op = "defeat" if "defeat" in str(verb) else "hide"
        picks = [{**first, **place}, {**second, **place}]
        return self.start(section, {"must": True, "if_able": True, "choose": picks, op: True})

    def pick(self, *parts):
        return self.character_rest(*parts)

    def take_control(self, chosen):
        """ "Take control of an enemy character with cost 2 or less in this mission" (naruto.control.take)."""
        if chosen.get("controller") != "$other":
            raise NotUnderstood("taking control of a character that is not an enemy")
        return {"choose": 1, "affects": chosen, "take_control": True}

    def verb_two(self, verb, first, second):
        """ "Hide an enemy character with Power 5 or less in this mission and another enemy character with
        Power 2 or less in play": two picks, one card each (different cards), applied at once."""
        return {"choose": [first, second], VERBS[str(verb).capitalize()]: True}

    def instead_of_main(self, section, _token, change):
        """ "UPGRADE: MAIN effect: Instead, ...": the card's MAIN effect changed, applied instead of it when
        the card is played as an upgrade (`replaces`); finish_card writes it once the MAIN effect is known."""
        if str(section) != "UPGRADE":
            raise NotUnderstood("'MAIN effect: Instead' outside UPGRADE")
        return {"section": "upgrade", INSTEAD: change}

    def in_addition_to_main(self, section, _token, effect):
        """ "UPGRADE: MAIN effect: In addition, ...": part of the MAIN effect when played as an upgrade: only
        if it was applied, then as much as possible (finish_card names the MAIN effect)."""
        if str(section) != "UPGRADE" or "_then" in effect or "while" in effect:
            raise NotUnderstood("'MAIN effect: In addition' outside UPGRADE or with a condition")
        return {"section": "upgrade", **self._rest_of(effect), ADDITION: True}

    def look_at_hand(self, _token):
        """ "Look at the opponent's hand." (naruto.desk.look-at)"""
        return {"targets": "$opponent", "look_at_hand": True}

    def discard_from_their_hand(self, number):
        """ "choose 1 card in the opponent's hand and discard it": the player picks it."""
        if number != 1:
            raise NotUnderstood("discarding more than one card of the opponent's hand")
        return {"choose": 1, "affects": {"zone": "hand", "controller": "$other"}, "discard_from_hand": True}

    def cost_limit(self, number):
        return ("limit", "cost", int(number))

    def power_limit(self, number):
        return ("limit", "power", int(number))

    def verb_both(self, verb):
        return ("verb_both", VERBS[str(verb).capitalize()], None)

    def remove_all_onto(self):
        return ("remove_all", None, None)

    def verb_another(self, verb, chosen):
        """ "Move another Team 10 character from this mission": one other than this character."""
        return {
            "choose": 1,
            "affects": {**chosen, "not_cards": ["$source"]},
            VERBS[str(verb).capitalize()]: True,
        }

    def verb_weakest(self, verb, chosen):
        """ "Defeat the weakest non-hidden enemy character in play": the lowest Power; tied, the player picks
        (naruto.desk.least)."""
        return {"choose": 1, "affects": {**chosen, "least": "power"}, VERBS[str(verb).capitalize()]: True}

    def verb_lowest_cost(self, verb, chosen, place=None):
        """ "Hide the non-hidden enemy character with the lowest cost in this mission" (naruto.desk.least)."""
        return {
            "choose": 1,
            "affects": {**chosen, **(place or {}), "least": "cost"},
            VERBS[str(verb).capitalize()]: True,
        }

    def look_at(self, chosen):
        """ "Look at a hidden character in play": the player looks at it; it stays hidden
        (naruto.desk.look-at)."""
        if chosen.get("hidden") is not True:
            raise NotUnderstood("looking at a character that is not hidden")
        return {"choose": 1, "affects": chosen, "look_at": True}

    def opponent_discards(self):
        """ "Opponent discards a card from hand.": the opponent picks it (decider)."""
        return {
            "choose": 1,
            "affects": {"zone": "hand", "controller": "$other"},
            "decider": "opponent",
            "discard_from_hand": True,
        }

    def verb_all(self, verb, *parts):
        """ "Hide all other characters in this mission with less Power than this character." """
        chosen: dict = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                chosen.update(part)
        tokens = [p for p in parts if isinstance(p, Token)]
        if any(t.type == "OTHER_LOWER" for t in tokens):
            chosen["not_cards"] = ["$source"]
        if any(t.type == "LESS_POWER" for t in tokens):
            chosen["stats"] = {"power": {"less_than": "$source"}}
        return {"affects": chosen, VERBS[str(verb).capitalize()]: True}

    def look_and_draw(self, _look, number, _draw, keywords, _put_back):
        """ "Look at the 3 top cards of your deck, reveal and draw any Summon characters, then put back the
        other cards." (naruto.desk.look-at-deck: the others stay as they were)."""
        count = int(number)
        among = {"type": "character", "zone": "deck", "owner": "$controller", "deck_top": count, **keywords}
        return {
            "targets": "$controller",
            "look_at_top": count,
            "_then": {"affects": among, "put_into_hand": True},
        }

    def opponent_draws(self, number):
        """ "Opponent draws a card." (naruto.desk.opponent)"""
        return {"targets": "$opponent", "draw": number}

    def steal_chakra(self, number):
        """ "Steal 1 Chakra from the opponent pool." (naruto.desk.steal-chakra)"""
        return {"targets": "$opponent", "steal_chakra": number}

    def opponent_gains_chakra(self, number):
        return {"targets": "$opponent", "gain_chakra": number}

    def each_player_draws(self, number):
        """ "Each player draws a card.": both players, at once."""
        return {"targets": ["$controller", "$opponent"], "draw": number}

    def remove_tokens(self, _token, number, chosen, onto=None):
        """ "Remove up to 2 Power tokens from an enemy character in play (and put them on this character)":
        the player picks how many (naruto.desk.remove-tokens)."""
        removed = {"up_to": int(number), **({"onto_source": True} if onto else {})}
        return {"choose": 1, "affects": chosen, "remove_power_tokens": removed}

    def remove_all_tokens(self, _token, chosen):
        return {"choose": 1, "affects": chosen, "remove_power_tokens": {"all": True}}

    def powerup_count(self, _token, *parts):
        """ "POWERUP X where X is the number of friendly hidden characters in this mission": every such
        character there, this one included, counted as the effect applies (naruto.desk.amount)."""
        counted: dict = {"type": "character"}
        for part in parts:
            if isinstance(part, dict):
                counted.update(part)
        return {"targets": "$source", "powerup": {"cards_matching": {**counted, "at": "$source"}}}

    def gain_edge(self):
        return {"targets": "$controller", "gain_edge": True}

    def upgraded(self):
        return {"upgraded": True}

    def power_exactly(self, number):
        return {"stats": {"power": {"at_least": int(number), "at_most": int(number)}}}

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
        return {"controller": SIDES[str(token).lower()]}

    def keywords(self, *words):
        name = " ".join(map(str, words))
        if name in NAMES:  # "a Naruto Uzumaki character": a character of that name
            return {"title": name}
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

# ---- compiler 13 (Naruto, part N1) (module helpers) ----
N1_COST_SHAPE = (
    r"(?P<who>.+?) characters? costs? (?:(?P<less>\d+) less(?: \(min\. ?(?P<min>\d+)\))?"
    r"|an additional (?P<more>\d+) Chakra) to play in this mission"
)
HIDDEN_COST = (
    "what playing a character hidden costs, and whether 'play this character while hidden' is a hidden play "
    "or the reveal of a hidden character, the corpus does not say (naruto.desk.play-cost)"
)
N1_REASONS = (
    ("Play this character paying", "an AMBUSH cost change applies as the card is revealed: what revealing a "
     "hidden character costs, and whether it is a play, the corpus does not say (naruto.desk.reveal)"),
    ("You can play this character while hidden", HIDDEN_COST),
    ("If there is a", HIDDEN_COST),
    ("Play a friendly character while hidden", HIDDEN_COST),
    ("You can play this character only in a mission", "'currently winning' a mission: the corpus does not "
     "define winning a mission before it is scored (a score step says who wins)"),
    ("Choose a hidden enemy character", "playing a hidden character in play (a reveal?) paying N more: what "
     "it costs and whether it is a play the corpus does not say"),
    ("If this character is affected by an enemy effect", "'affected by an enemy effect': which effects "
     "count (a continuous one? looking at it?) and when the Chakra is paid, the corpus does not say"),
    ("Play a", "a play without 'anywhere': into any mission, or this card's? (the texts that mean any "
     "mission say 'anywhere')"),
)


def _n1_cost(found: re.Match) -> dict:
    if found["more"]:
        return {"change": int(found["more"])}
    less = {"change": -int(found["less"])}
    return {**less, "min": int(found["min"])} if found["min"] else less


def _n1_group(who: str) -> dict:
    """ "Other Team 8", "Non-hidden enemy": the characters whose plays the cost change reaches ("Other": not
    this card)."""
    words = who.split()
    group: dict = {"type": "character"}
    if words and words[0] == "Other":
        group["not_cards"] = ["$source"]
        words = words[1:]
    if words and words[0].lower() == "non-hidden":
        group["hidden"] = False
        words = words[1:]
    if words and words[0].lower() in SIDES:
        group["controller"] = SIDES[words[0].lower()]
        words = words[1:]
    if words:
        name = " ".join(words)
        if name not in KEYWORDS:
            raise NotUnderstood(f"'{name}' is not a group or keyword of the game")
        group["keywords"] = [name]
    if len(group) == 1:
        raise NotUnderstood("a cost change for every character: whose plays?")
    return group


_n1_family_before = _trait_family


def _trait_family(effect: dict) -> str:  # (the cost changes' family; the rest as before)
    return "play cost" if "play_cost" in effect else _n1_family_before(effect)


# ---- end compiler 13 (Naruto, part N1) (module helpers) ----

# ---- compiler 13 (Naruto, part N2) (module helpers) ----
# Wordings refused on purpose (n2_refused): how the line begins -> why it is not played.
N2_REASONS = {
    "[!]": "'[!]' is a symbol the corpus does not define (it names ↯ instant and ⧗ continuous effects only)",
    "If there's a friendly character in this mission": (
        "'If there's a friendly character in this mission': whether this card is one the corpus does not "
        "say; counted (as 'If you have a Sound Four character in this mission' counts it) the condition "
        "always holds as a MAIN effect applies, which a printed condition hardly means; not counted, it "
        "reads 'another': refused rather than guessed"
    ),
    "If there is a friendly character in this mission": (
        "'If there is a friendly character in this mission': whether this card is one the corpus does not "
        "say"
    ),
    "At the end of the round, you must defeat this character": (
        "'At the end of the round' on a line without [⧗] (cut as an instant effect): an instant effect "
        "activates once as the card is played (then for that round only?), while the lines that apply at "
        "every round's end print [⧗]; the corpus does not say which this is"
    ),
    "At the end of the round, hide a character with Power equal or less": (
        "a continuous effect's 'hide a character ...' beside 'Then, you must return ...': whether the hide "
        "is optional the corpus does not say (its MUST rule is for instant effects), nor whether this "
        "character (Power equal to its own) may be the one hidden"
    ),
    "CHAKRA +1 for both players": (
        "'for both players': a static trait cannot name the opponent ($opponent is filled in effects only)"
    ),
    "CHAKRA + 1 for both players": (
        "'for both players': a static trait cannot name the opponent ($opponent is filled in effects only)"
    ),
    "CHAKRA +X": "a CHAKRA bonus counted in missions: a static trait's change counts cards, not missions",
    "CHAKRA + X": "a CHAKRA bonus counted in missions: a static trait's change counts cards, not missions",
    "If you lost this mission": (
        "the Desk plays no Mission Evaluation phase: its score step says who wins a mission, not who lost "
        "it, nor when beside the SCORE effects a continuous effect answering the loss would apply"
    ),
    "After you move this character": (
        "a trigger on this character moving cannot tell who moved it: an enemy effect's move would trigger "
        "it too"
    ),
    "The strongest enemy character": (
        "'has its Power set to 0' and 'loses all Power tokens' as a continuous effect: Naruto statics change "
        "core Power (naruto.core-power), none sets it, and when tokens put later are lost the text does not "
        "say"
    ),
    "Move an enemy character played during": "the Desk keeps no record of which turn a card was played in",
    "The opponent must choose characters to be defeated until": (
        "the number of picks depends on a count (all but 2 of his characters there), and whether 'must' "
        "makes the card unplayable when there is nothing to defeat the corpus does not say"
    ),
}


N2_SECOND = "$second"  # a third part's "if you do": the second part of its line (a1.2)


def _n2_name_first(value, clause_id: str):
    """The first part of a line named in its second part ("that character", "the defeated character"): FIRST
    written as the clause's id (as compile_clause writes an "if you do"); a third part of the line (the
    second's `_then`) written as a1.3, following a1.2."""
    if isinstance(value, list) and len(value) == 2 and isinstance(value[1], dict) and "_then" in value[1]:
        second = dict(value[1])
        third = second.pop("_then")
        section = {"section": second["section"]} if "section" in second else {}
        value = [value[0], second, {"id": f"{clause_id}.3", **section, **third}]
    if value == FIRST:
        return clause_id
    if value == N2_SECOND:
        return f"{clause_id}.2"
    if isinstance(value, dict):
        return {k: _n2_name_first(v, clause_id) for k, v in value.items()}
    if isinstance(value, list):
        return [_n2_name_first(v, clause_id) for v in value]
    return value


# ---- end compiler 13 (Naruto, part N2) (module helpers) ----


# ---- compiler 14 (Naruto) (module helpers) ----
C14N_WAITS = "_c14n_waits_for_main"  # an UPGRADE line on the MAIN effect until finish_card writes it


def _c14n_finish(clause_id: str, upgrade: dict, mains: list[dict]) -> list[dict]:
    """The UPGRADE line (`upgrade[C14N_WAITS]`: "repeat", or the first part that replaces the MAIN
    effect's) written against the card's one MAIN effect (all its parts: a1, a1.2 ...)."""
    line = {effect["id"].split(".", 1)[0] for effect in mains}
    if len(line) != 1 or upgrade.get("section") != "upgrade":
        raise NotUnderstood("an UPGRADE line on the MAIN effect without one MAIN effect played (one line)")
    (main,) = line
    names = {effect["id"]: clause_id + effect["id"][len(main) :] for effect in mains}
    copies = [_c14n_renamed(effect, names) for effect in mains]
    change = upgrade[C14N_WAITS]
    if change == "repeat":
        return [_c14n_upgrade(c) for c in copies]
    return _c14n_first_part_instead(copies, change, mains)


def _c14n_first_part_instead(copies: list[dict], change: dict, mains: list[dict]) -> list[dict]:
    """ "UPGRADE: MAIN effect: Instead, discard the top card from your deck.": as the other "Instead"
    changes, the MAIN effect changed and applied in its place when played as an upgrade (`replaces`): here
    its first part, a deck's top card discarded, from another deck; its other parts (the POWERUP X counted
    from what the first part discarded) as they were, each part replacing its own."""
    first = copies[0]
    if len(copies) < 2 or "discard_deck_top" not in first or first.get("targets") == change["targets"]:
        raise NotUnderstood("'Instead, discard the top card ...' without a MAIN effect discarding another's")
    rest = {k: v for k, v in first.items() if k not in ("targets", "discard_deck_top")}
    copies = [rest | change, *copies[1:]]
    return [{**_c14n_upgrade(c), "replaces": m["id"]} for c, m in zip(copies, mains, strict=True)]


def _c14n_upgrade(effect: dict) -> dict:
    return {"id": effect["id"], "section": "upgrade", **{k: v for k, v in effect.items() if k != "id"}}


def _c14n_renamed(value, names: dict[str, str]):
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, dict):
        return {k: _c14n_renamed(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [_c14n_renamed(v, names) for v in value]
    return value


# ---- end compiler 14 (Naruto) (module helpers) ----
