"""L5R CCG clauses -> the scenario language's card fields (grammar: l5r.lark).

Families played:
- a Holding's "Bow: Produce N Gold." or "Bow this card: Produce N Gold." (", or M Gold if you are a Lion
  Clan player");
- abilities (Battle, Open, Limited or two of them, "Battle/Open"; element, Political, Iaijutsu or Ninja
  keywords; a Bow or Gold cost, "Bow this card", "Destroy this card", "Pay N Gold"; "Once per battle"; "Even
  if this card is bowed") that target one card in play ("Target an enemy Personality: ...", "Bow a target
  enemy card", "Target a Samurai", "with a Weapon") and bow, straighten, destroy, dishonor, rehonor, move
  home or to the current battlefield or give a Force, Chi or "+1F/+1C" bonus to it ("or +NF if he is Lion
  Clan"), a Ranged or Melee N Attack, or make their player gain or lose Honor, draw or take an additional
  Battle action;
- the performer: "Choose your performing X" (a requirement; "him" is the performer), "Target your performing
  X" (a target among the performer), "Bow your performing X" (a cost);
- "Straighten his unit", "... if he moved" (if_changed on the last move), "Destroy him if he is a Shugenja"
  (a condition on an effect that happens once, judged as it happens);
- Reactions after a card event the engine's Reaction windows answer (reactions.py): this card, or a kind of
  card ("one of your Personalities"), entering play, destroyed (not this card: out of play) or winning a duel;
  an action (another player's) targeting this card;
- a Terrain's "If there are no Terrains at the current battlefield: Put this card into play there.";
- traits: "After this card enters play: Lose N Honor." (triggered, player effects); "This Personality has
  +1PH / Cavalry / a minimum Chi of N / +2F while defending" (the card, or the bearer an attachment names).
- "this Personality" in a Follower's or Item's effects, "this Shugenja" in a Spell's: its bearer; the card's
  own name (before any comma, or the personal name of a two-word name) read as "this card";
- a clause granting a quoted ability ('the ability, "Battle: ..."') is not played, with that reason.
- compiler 7 (L5R actions; its own blocks below): "Target a player: He loses N Honor" and "A target player
  gains or loses N Honor" (target_player), attachments as targets, "Take control of him", "Give him Cavalry",
  "Discard a card" / "Discard this card" costs, "If he moved, ..." / "If he is X, ...", a comparison with
  this card ("with lower Force than this Personality"), "Bow or straighten him" (a choice), "Once per battle,
  <effects>", "If this card is opposed, <constraints>: ..." (a condition restricting the action), "another
  Personality", "Give him and each of his Followers +1F".
A stat change from an action lasts until the end of the turn (l5r-ce-effects: ongoing effects last until the
end of the turn unless otherwise indicated).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from lark import Token, Transformer, v_args
from lark.exceptions import LarkError, VisitError

from .common import ClauseResult, NotUnderstood, amount, grammar, not_understood, played

PARSER = grammar("l5r.lark")
STATES = {
    "unbowed": ("bowed", False),
    "bowed": ("bowed", True),
    "attacking": ("attacking", True),
    "defending": ("defending", True),
    "opposed": ("opposed", True),
}
STATS = {"F": "force", "C": "chi", "PH": "personal_honor"}
STAT_NAMES = {"Force": "force", "Chi": "chi", "Personal Honor": "personal_honor"}
# capitalised words that are no keyword to filter by: uniqueness, Honorable/Dishonorable status (a dishonored
# card is dishonorable without the keyword), card types and decks the grammar's types leave out (a Terrain is
# a Terrain card or a card with the keyword), players and places
NOT_KEYWORDS = frozenset(
    [
        "Unique",
        "Honorable",
        "Dishonorable",
        "Experienced",
        "Terrain",
        "Sensei",
        "Province",
        "Provinces",
        "Dynasty",
        "Fate",
        "Strategy",
        "Event",
        "Celestial",
        "Wind",
        "Ancestor",
        "Territory",
        "Clock",
        "Action",
        "Battlefield",
        "Attacker",
        "Defender",
        "Army",
        "Unit",
        "Favor",
    ]
)
# "Will not attach Followers / Items / Spells / cards" (cards: any card)
ATTACH_KINDS = {"Followers": "follower", "Items": "item", "Spells": "spell", "cards": None}
# families that give card fields, not abilities or traits (a trait clause may give them)
FIELD_FAMILIES = frozenset({"produce gold", "attach restriction"})
# a Reaction's card events (reactions.py: events the engine remembers), the kinds of card named in plural
CARD_EVENTS = {"enters play": "enters_play", "is destroyed": "destroyed", "wins a duel": "duel_won"}
PLURALS = {
    "Personalities": "personality",
    "Followers": "follower",
    "Items": "item",
    "Holdings": "holding",
    "Spells": "spell",
    "Rings": "ring",
}
# "Repeatable", "Any number of times per turn": no once-per-turn limit, written as a limit no scenario reaches
# (a million uses; a scenario has at most 20,000 steps), as Cursed Relic's hand-written script does
UNLIMITED = {"times": 1_000_000, "per": "turn"}


def _attack_targets() -> dict:
    """What a Ranged Attack or a Fear effect may target, as their reminder texts say: an enemy Follower, or
    Personality without Followers (a Follower has no Followers). A new dict each time: callers extend it."""
    return {
        "in_play": True,
        "controller": "$other",
        "type": ["follower", "personality"],
        "without_attached": {"type": "follower"},
    }
BEARERS = {
    "follower": "Personality",
    "item": "Personality",
    "spell": "Shugenja",
}  # "This Personality" on them
CLANS = frozenset(
    "Crab Crane Dragon Lion Mantis Phoenix Scorpion Spider Unicorn Naga Shadowlands Ratling Toturi".split()  # noqa: SIM905
)  # a bare clan name ("a Crab Personality") is not a keyword the text names exactly

# --- L5R statics and keywords (compiler version 7) ---
# Clan names that are also printed keywords: every Shadowlands-clan Personality, Follower, Item ... in the
# card data carries the keyword Shadowlands (only some Strongholds and Sensei of the clan lack it), so "a
# Shadowlands Personality" names the keyword exactly, as "Destroy it if it is Shadowlands" does.
CLAN_KEYWORDS = frozenset({"Shadowlands"})
UNIT_CARDS = frozenset({"personality", "follower", "item", "spell"})  # cards in a unit ("this unit")
# --- end of L5R statics and keywords ---


def compile_clause(text: str, *, kind: str, card_type: str, clause_id: str, title: str = "") -> ClauseResult:
    if _QUOTED_ABILITY.search(text):
        return not_understood("it grants a quoted ability, which the compiler does not compile")
    try:
        tree = PARSER.parse(_this_card(text.strip(), title))
        piece, family = _Build(clause_id, card_type.lower()).transform(tree)
        if family not in FIELD_FAMILIES and ("traits" in piece) != (kind == "trait"):
            raise NotUnderstood(f"reads as {family} but the clause is cut as {kind}")
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotUnderstood):
            return not_understood(str(exc.orig_exc))
        raise
    except NotUnderstood as exc:
        return not_understood(str(exc))
    except LarkError:
        return not_understood("no family of the grammar reads this wording")
    return played(piece, family)


def _this_card(text: str, title: str) -> str:
    """The card's name read as "this card" where its text names itself ("After Bukaro enters play", "Even if
    Jou is bowed", "bow Sanshu Denki", "Move Mukami home"): its name before any comma, or the personal name
    of a two-word one ("Hiro" of "Tsuruchi Hiro"; never a family name, which other cards share), not where
    a filter names a kind of card ("a target Hiro ...") or a longer name goes on ("Hiro Kenzo")."""
    text = _own_possessives(text, title)  # compiler 9, part C: "Morihiko's Force"
    text = _b_own_places(text, title)  # compiler 10, part B: "at Kota's battlefield"
    for pattern in _NAMED:
        match = pattern.search(text)
        if match and title and (match.group(1) == title or match.group(1) in title.split()):
            return f"{text[: match.start(1)]}this card{text[match.end(1) :]}"
    for name in _own_names(title):
        if name not in text:  # each pattern holds the name itself
            continue
        text = _name_patterns(name).alone.sub("this card", text)
    return text


class _NamePatterns(NamedTuple):
    alone: re.Pattern  # the name standing alone (_NAME_ALONE)
    possessive: re.Pattern  # "Morihiko's Force" (compiler 9, part C)
    places: re.Pattern  # "at Kota's battlefield" (compiler 10, part B)


@lru_cache(maxsize=4096)
def _name_patterns(name: str) -> _NamePatterns:
    """A card name's patterns, compiled once: every clause of every card reads its own name, far more
    patterns than the re module's own cache keeps (compiling them again was most of the compile time)."""
    own = rf"(?<![\w-])(?<!\ba )(?<!target ){re.escape(name)}['\u2019]s "
    places = r"(?=(?:location|battlefield|army|(?:destruction|movement|bowing) from)\b)"
    return _NamePatterns(
        re.compile(_NAME_ALONE.format(re.escape(name))),
        re.compile(own + "(?=Force|Chi|Personal Honor)"),
        re.compile(own + places),
    )


def _own_names(title: str) -> list[str]:
    short = title.split(",")[0].strip()
    words = short.split()
    names = [short, words[1]] if len(words) == 2 and words[0] != "The" else [short]
    return [name for name in names if name and name not in _GRAMMAR_WORDS]


# words the grammar reads ("Battle, Bow:" on Bishamon's Bow): never a card's name
_GRAMMAR_WORDS = (
    frozenset(
        re.findall(
            r"\w+",
            "Battle Open Limited Bow Gold Honor Force Chi Produce Target Destroy Straighten Dishonor Rehonor "
            "Move Give Gain Lose Draw Choose Pay Ranged Melee Attack Even If Once Twice Repeatable Air Earth "
            "Fire Water Void Political Iaijutsu Ninja Personality Follower Item Holding Spell Region Ring "
            "Stronghold Card",
        )
    )
    | CLANS
    | NOT_KEYWORDS
)


# a name standing alone: not after an article, "target", "your" or "enemy", not followed by another
# capitalised word or a possessive
_NAME_ALONE = r"(?<!\ba )(?<!\ban )(?<!target )(?<!your )(?<!enemy )\b{}(?![\w'\u2019-])(?! [A-Z])"


# 'the ability, "Battle: ..."': an ability (or a trait's text) granted to a card or a player, inside the
# clause that grants it (cards.clauses keeps it there)
_QUOTED_ABILITY = re.compile(r'["\u201c][^"\u201d]*:')

_NAMED = (
    re.compile(r"^After ([A-Z][\w'-]+) enters play"),
    re.compile(r"^[^:]*: Even if ([A-Z][\w'-]+) is bowed"),
)


@v_args(inline=True)
class _Build(Transformer):
    def __init__(self, clause_id: str, card_type: str):
        super().__init__()
        self.clause_id, self.own_type = clause_id, card_type

    def start(self, result):
        return result

    # -- designators and costs
    def timing(self, *tokens):
        """ "Political Battle/Open": its keywords and one or two designators."""
        timings = [str(t) for t in tokens if t.type == "TIMING"]
        keywords = [str(t) for t in tokens if t.type != "TIMING"]
        if len(set(timings)) != len(timings):
            raise NotUnderstood("a designator named twice")
        return ("timing", timings, keywords)

    def reaction(self, *tokens):
        """ "Reaction" (with its keywords): an ability used right after its trigger (a triggered body)."""
        return ("timing", ["Reaction"], [str(t) for t in tokens if t.type != "REACTION"])

    def cost_bow_self(self):
        return ("cost", {"bow": "$source"})

    def cost_bow_this_designator(self, token):
        """ "Bow this card: Produce 2 Gold." (card features: "Bow this card: Produce X Gold" is shorthand)."""
        return ("cost", {"bow": self._this_or_bearer(token)})

    def cost_gold(self, number):
        return ("cost", {"gold": int(number)})

    def cost_bow_this(self, token):
        return {"bow": self._this_or_bearer(token)}

    def cost_destroy_this(self, token):
        return {"destroy": self._this_or_bearer(token)}

    def _this_or_bearer(self, token) -> str:
        """ "this card" or its own type is the card; "this Shugenja" on a Spell is the card it is attached to
        ("this Personality" in a Follower's or Item's cost is not read)."""
        named = str(token).split()[-1]
        if self.own_type == "spell" and named == "Shugenja":
            return "$bearer"
        self._is_this_card(token)
        return "$source"

    def limit_alone(self, token):
        """ "Once per battle: ..." (a limit and no other constraint)."""
        return ({"_limit": _limit(str(token))}, None)

    def keyword_choice(self, first, second):
        return {"any_keywords": first["keywords"] + second["keywords"]}

    def cost_pay_gold(self, number):
        return {"gold": int(number)}

    def _is_this_card(self, token):
        named = str(token).split()[-1].lower()
        if named not in ("card", self.own_type):
            raise NotUnderstood(f"'this {named}' on a {self.own_type}")

    def designators(self, *items):
        return list(items)

    def cost_bow_performer(self, _token, chosen):
        """ "Bow your performing X": the performer must be one, and bowing him is the cost."""
        return {"bow": "$performer", "requires": _performer(chosen)}

    def cost_destroy_performer(self, _token, chosen):
        """ "Destroy your performing X": the performer must be one, and destroying him is the cost."""
        return {"destroy": "$performer", "requires": _performer(chosen)}

    def constraint(self, item):
        if isinstance(item, tuple):  # ("player", any | other), ("cost", {_condition}) (compiler 7)
            return item
        return ("target", item) if "in_play" in item else ("cost", item)

    def choose_performer(self, _token, chosen):
        return ("performer", _performer(chosen))

    def target_performer(self, _token, chosen):
        return ("target", {"in_play": True, **_performer(chosen), "controller": "$controller"})

    def performer_filter(self, *parts):
        if not parts:
            raise NotUnderstood("'your performing' without what he must be")
        chosen: dict = {}
        for part in parts:
            chosen.update(part)
        return chosen

    def constraint_list(self, *items):
        """Costs (merged, each kind once), at most one target and one performer's requirement."""
        kinds: dict[str, list] = {"cost": [], "target": [], "performer": [], "player": []}
        for kind, item in items:
            kinds[kind].append(item)
        if len(kinds["target"]) > 1 or len(kinds["performer"]) > 1 or len(kinds["player"]) > 1:
            raise NotUnderstood("two targets or two performers")
        costs = _merge_costs(kinds["cost"])
        if kinds["player"]:
            costs["_target_player"] = kinds["player"][0]
        for required in kinds["performer"]:
            if "requires" in costs:
                raise NotUnderstood("the performer named twice")
            costs["requires"] = required
        return (costs, kinds["target"][0] if kinds["target"] else None)

    # -- bodies
    def produce(self, number, _gold):
        return ("produce", number)

    def produce_for_clan(self, number, _gold, more, _gold_too, clan):
        if more <= number:
            raise NotUnderstood("a clan's production that is not larger")
        return ("produce", number, {"clan": str(clan)}, more - number)

    def even_if_bowed(self, token, constraints=({}, None)):
        """ "Even if this card is bowed, ...": the ability may be used while its card is bowed; "him" without
        a target is the card."""
        self._is_this_card(str(token).split()[3])
        costs, target = constraints
        return ({**costs, "_even_if_bowed": True}, target)

    def terrain_into_play(self, _token, card_type):
        """A Terrain's "If there are no Terrains at the current battlefield: Put this card into play there.":
        a condition restricting the action (constraints block B; a Terrain card, or a card with the Terrain
        keyword), then the card is put into play at the current battlefield (the Desk's put-into-play rule).
        """
        self._is_this_card(str(card_type))
        no_terrain = [
            {"count": {"type": "terrain", "zone": "$battlefield"}, "at_most": 0},
            {"count": {"keywords": "Terrain", "zone": "$battlefield"}, "at_most": 0},
        ]
        effect = {"put_into_play": "$battlefield", "_on": "$source"}
        return ("effects", {"_condition": {"all": no_terrain}}, None, [[effect]])

    def constraints(self, *parts):
        costs, target = parts[-1]
        if len(parts) == 2:  # "Once per battle," / "Any number of times per turn,"
            costs = {**costs, "_limit": _limit(str(parts[0]))}
        return (costs, target)

    # -- Reactions: "Reaction: After <trigger>, <constraints>: <effects>" (reactions.py: a trigger the
    # engine's Reaction windows answer exactly)
    def reaction_limit(self, token):
        return {"_limit": _limit(str(token))}

    def reaction_even_if_bowed(self, token):
        self._is_this_card(str(token).split()[3])
        return {"_even_if_bowed": True}

    def triggered_constrained(self, *parts):
        *prefix, trigger, (costs, target), effects = parts
        return ("effects", {**costs, **(prefix[0] if prefix else {}), "_trigger": trigger}, target, effects)

    def triggered(self, *parts):
        *prefix, trigger, effects = parts
        return ("effects", {**(prefix[0] if prefix else {}), "_trigger": trigger}, None, effects)

    def after_event(self, _after, subject, event):
        """ "After this card enters play", "After one of your Personalities is destroyed", "After a Samurai
        you control wins a duel": a card event the engine remembers (enters_play, destroyed, the Desk's
        duel_won) of this card (`card`) or of a kind of card (`of`). A Reaction to its own card's destruction
        is not read: the engine uses no ability of a card out of play."""
        name = CARD_EVENTS[str(event)]
        if name == "destroyed" and isinstance(subject, str):
            raise NotUnderstood("a Reaction after its own card (or bearer) is destroyed, out of play")
        return {"event": name, **({"card": subject} if isinstance(subject, str) else {"of": subject})}

    def subject_this(self, card_type):
        return self.this_card(card_type)

    def subject_yours(self, *parts):
        return {**self.subject_any(*parts), "controller": "$controller"}

    def subject_any(self, *parts):
        """ "a Personality (you control)", "one of your Samurai Personalities": the kind of card."""
        chosen: dict = {}
        for part in parts:
            if isinstance(part, Token) and part.type == "PLURAL":
                chosen["type"] = PLURALS[str(part)]
            elif isinstance(part, Token) and part.type == "YOU_CONTROL":
                chosen["controller"] = "$controller"
            elif isinstance(part, dict):
                chosen.update(part)
            elif isinstance(part, str) and part != "card":
                chosen["type"] = part
        return chosen

    def after_targeted(self, _after, whose, card_type):
        """ "After another player targets this Personality with an action", "After another player's action
        targets this card" (by: other), "After an action targets this card" (anyone's)."""
        by = {"by": "other"} if str(whose).startswith("another") else {}
        return {"event": "targeted", "card": self.this_card(card_type), **by}

    def constrained(self, constraints, effects):
        return ("effects", *constraints, effects)

    def unconstrained(self, effects):
        return ("effects", {}, None, effects)

    def body(self, produce):
        return produce

    def ability(self, designators, body):
        if body[0] == "produce":
            return self._production(designators, *body[1:])
        timings = [d for d in designators if d[0] == "timing"]
        if not timings:
            raise NotUnderstood("an ability without a timing designator (Battle, Open, Limited)")
        cost = _merge_costs([d[1] for d in designators if d[0] == "cost"] + [body[1]])
        keywords = [k for t in timings for k in t[2]]
        ability = {"id": self.clause_id, "designators": [d for t in timings for d in t[1]]}
        if ("Reaction" in ability["designators"]) != ("_trigger" in cost) or len(timings) > 1:
            raise NotUnderstood("a Reaction without a trigger the compiler reads, or a trigger without it")
        groups, among, choice = _targeted_player(cost, body[2], body[3])
        ability.update(_ability_fields(cost, keywords))
        if among:
            ability["target_player"] = among
        antecedent = _antecedent(cost, ability)
        effects = _ided(self.clause_id, _resolve_effects(body[2], groups, antecedent)) if groups else []
        effects = _amount_refs(effects, antecedent, cost, self.own_type)  # compiler 9, part C
        effects, either = _either_choice(effects, choice)
        choice = choice or either
        if effects:
            ability["effects"] = effects
        if choice:
            ability["choice"] = choice
        _part_d_finish(ability)  # compiler 9, part D
        _c_finish(ability)  # compiler 10, part C
        _b_finish(ability, self.own_type)  # compiler 10, part B
        return {"abilities": [ability]}, "reaction" if "trigger" in ability else "ability"

    def _production(self, designators, number, condition=None, more=0):
        """A Holding's Gold Production (card features: bowed when paying a Gold cost); "or 3 Gold if you are a
        Lion Clan player" raises it for that player at all times (a trait on the card)."""
        if self.own_type != "holding" or designators != [("cost", {"bow": "$source"})]:
            raise NotUnderstood("Gold produced other than by bowing a Holding")
        piece: dict = {"stats": {"gold_production": number}}
        if condition:
            raise_it = {"targets": "$source", "stat": "gold_production", "change": more, "while": condition}
            piece["traits"] = [{"id": self.clause_id, **raise_it}]
        return piece, "produce gold"

    # -- targets
    def target(self, filter_):
        return filter_

    def filter(self, *parts):
        return parts[-1]

    def filter_rest(self, *parts):
        chosen = {"in_play": True}
        for part in parts:
            chosen.update(part)
        return chosen

    def enemy(self):
        return {"controller": "$other"}

    def yours(self):
        return {"controller": "$controller"}

    def state(self, token):
        name, value = STATES[str(token)]
        return {name: value}

    def keyword_name(self, *words):
        name = " ".join(map(str, words))
        if name in (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS or (len(words) > 1 and words[-1] != "Clan"):
            raise NotUnderstood(f"'{name}' is not a keyword the compiler reads exactly")
        return {"keywords": [name]}

    def card_types(self, *types):
        names = [t for t in types if t != "card"]
        if len(names) != len(types):
            if len(types) > 1:
                raise NotUnderstood("'card or ...' target")
            return {}
        return {"type": names[0] if len(names) == 1 else sorted(names)}

    def card_type(self, token):
        return str(token).lower()

    def without_attachments(self):
        return {"without_attached": {}}

    def with_attached_keyword(self, _token, what):
        """ "a Personality with a Weapon" (or "with a Spell"): one such a card is attached to."""
        if what == "card":
            raise NotUnderstood("'with a card'")
        return {"with_attached": {"type": what} if isinstance(what, str) else what}

    def without_followers(self):
        return {"without_attached": {"type": "follower"}}

    # -- effects
    def sentence_if_is(self, *parts):
        """ "Destroy it if it is Shadowlands.": an effect that happens once (the grammar reads no lasting one
        here, whose `while` would be checked all along), its condition checked as it happens on its card."""
        what = parts[-1]
        effects = [effect for group in parts if isinstance(group, list) for effect in group]
        return [{**effect, "_if_is": what} for effect in effects]

    def sentence_if_now(self, effects, _possessive, stat, number):
        """ "Dishonor him if his Force is now 0.": checked as it happens, on the card it acts on."""
        value = int(number)
        bound = {"stats": {STAT_NAMES[str(stat)]: {"at_least": value, "at_most": value}}}
        return [{**effect, "_if_is": bound} for effect in effects]

    def sentence_may(self, effects):
        """ "You may move him home.": its player chooses whether it happens (optional)."""
        return [{**effect, "optional": True} for effect in effects]

    def with_stat(self, number, bound, stat):
        """ "with 5 or more Chi", "with 2 or lower Force"."""
        side = "at_least" if str(bound).split()[1] in ("more", "higher") else "at_most"
        return {"stats": {STAT_NAMES[str(stat)]: {side: int(number)}}}

    def is_what(self, what):
        return {"type": what} if isinstance(what, str) else what

    def effects(self, *sentences):
        return [list(sentence) for sentence in sentences]

    def sentence(self, *effects):
        """ "Straighten his unit if he moved.": each effect of the sentence only if the last move happened."""
        if effects and isinstance(effects[-1], Token):
            return [{**effect, "_if_moved": True} for group in effects[:-1] for effect in group]
        return [effect for group in effects for effect in group]

    def effect(self, item):
        return item

    def pronoun(self, token):
        """ "him", "it": the target, or without one the performer or card the constraints name; "the target"
        only the target."""
        return "$the_target" if token.type in ("THE_TARGET", "THE_TARGETED") else "$target"

    def this_card(self, card_type):
        """ "this card" or this card's own type is the card; on a Follower or Item "this Personality", on a
        Spell "this Shugenja", is the card it is attached to (its bearer); "this Shugenja" on a Personality
        is the card."""
        named = str(card_type)
        if named.lower() in ("card", self.own_type) or (named, self.own_type) == ("Shugenja", "personality"):
            return "$source"
        if BEARERS.get(self.own_type) == named:
            return "$bearer"
        raise NotUnderstood(f"'this {card_type}' on a {self.own_type}")

    def verb_on_pronoun(self, verb, who):
        return [{str(verb).lower(): True, "_on": who}]

    def target_phrase(self, chosen):
        return chosen

    def your_target(self, chosen):
        if chosen.get("controller", "$controller") != "$controller":
            raise NotUnderstood("'your target' of another player's card")
        return {**chosen, "controller": "$controller"}

    def verb_on_target(self, verb, chosen):
        return [{str(verb).lower(): True, "_target": chosen}]

    def give_target_bonus(self, chosen, bonus, _duration=None):
        stat, change = bonus
        return [{"stat": stat, "change": change, "duration": "end_of_turn", "_target": chosen}]

    def ranged_attack(self, token, reminder=None):
        """A Ranged N Attack targets an enemy Follower, or Personality without Followers (its reminder text;
        a Follower has no Followers), and destroys it if its Force is N or lower (the Desk's own rule)."""
        kind, number, _ = str(token).split()
        strength = int(number)
        if reminder is not None and reminder != strength:
            raise NotUnderstood("reminder text with another strength")
        enemy = _attack_targets()
        attack = {"strength": strength, **({"melee": True} if kind == "Melee" else {})}
        return [{"ranged_attack": attack, "_target": enemy}]

    def ranged_reminder(self, _words, number):
        return int(number)

    def enters_play_trait(self, card_type, sentence):
        effects = list(sentence)
        if str(card_type).lower() not in ("card", self.own_type):
            raise NotUnderstood(f"'this {card_type}' on a {self.own_type}")
        if any(not effect.get("player") for effect in effects):
            raise NotUnderstood("an entering-play trait acting on cards")
        if any(effect.get("player") is not True for effect in effects):
            raise NotUnderstood("a targeted player in a trait (only an ability targets)")
        effects = _amount_refs(effects, None, {}, self.own_type)  # compiler 9, part C: "his" is this card
        trigger = {"event": "enters_play", "card": "$source"}
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": trigger, **_player_effect(effect)}
            for n, effect in enumerate(effects, start=1)
        ]
        return {"traits": traits}, "entering-play trait"

    def this_has(self, token, *items):
        """ "This Personality has +1PH and Cavalry.": continuous traits of this card, or of its bearer where
        an attachment names the card it is attached to; "while attacking/defending": while that card is."""
        named = str(token).split()[1]
        if named.lower() in ("card", self.own_type):
            who = "$source"
        elif BEARERS.get(self.own_type) == named:
            who = "$bearer"
        else:
            raise NotUnderstood(f"'this {named}' on a {self.own_type}")
        condition = {}
        if isinstance(items[-1], Token):
            condition = {"while": self._e_status(who, str(items[-1]).split()[1])}  # compiler 9, part E
            items = items[:-1]
        items = tuple(i for item in items for i in (item if isinstance(item, list) else [item]))  # part C
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "targets": who, **item, **condition}
            for n, item in enumerate(items, start=1)
        ]
        return {"traits": traits}, "this card has"

    def will_not_attach(self, *refused):
        """ "Will not attach Followers or Items" (a Personality's): no such card attaches to him (any of the
        filters; the Desk's rule l5r.desk.attach-restrictions)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'will not attach' on a {self.own_type}")
        return {"refuses_attachments": list(refused)}, "attach restriction"

    def refused(self, *tokens):
        kind = ATTACH_KINDS[str(tokens[-1])]
        chosen = {"type": kind} if kind else {}
        if len(tokens) == 2:
            chosen["not_keywords"] = self.keyword_name(str(tokens[0]).removeprefix("non-"))["keywords"]
        return chosen

    def will_only_attach(self, _article, keyword, *rest):
        """ "Will only attach to a Samurai (or Bushi)", "to a Crab Clan Personality" (an attachment's): it
        attaches to no other card (the Desk's rule l5r.desk.attach-restrictions)."""
        if self.own_type not in BEARERS:
            raise NotUnderstood(f"'will only attach' on a {self.own_type}")
        kinds = [part for part in rest if isinstance(part, str)]
        if kinds and kinds != ["personality"]:
            raise NotUnderstood("'will only attach' to a card other than a Personality")
        typed = {"type": "personality"} if kinds else {}
        others = [part for part in rest if isinstance(part, dict)]
        if any(kw["keywords"] == ["Human"] for kw in (keyword, *others)):
            raise NotUnderstood("'a Human': the absence of the Nonhuman keyword, not a keyword")
        return {"attaches_only_to": [{**typed, **kw} for kw in (keyword, *others)]}, "attach restriction"

    # --- L5R statics and keywords (compiler version 7) ---
    def will_not_attach_to(self, _article, keyword, kind):
        """ "Will not attach to a Shadowlands Personality" (an attachment's): it attaches to no such bearer
        (the Desk's rule l5r.desk.attach-restrictions)."""
        if self.own_type not in BEARERS:
            raise NotUnderstood(f"'will not attach to' on a {self.own_type}")
        if kind != "personality":
            raise NotUnderstood("'will not attach to' a card other than a Personality")
        if keyword["keywords"] == ["Human"]:
            raise NotUnderstood("'a Human': the absence of the Nonhuman keyword, not a keyword")
        return {"refuses_bearers": [{"type": "personality", **keyword}]}, "attach restriction"

    def unit_attack_strength(self, attacks, change):
        """ "Ranged Attacks targeting cards in this unit have -2 strength" (a card in a unit: the Desk's rule
        l5r.desk.attack-strength): `attack_strength` with `targeting: this_unit`."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'this unit' on a {self.own_type}")
        kinds = str(attacks).split(" Attacks")[0]
        kind = "any" if " and " in kinds else kinds.lower()
        strength = {"change": int(change), "targeting": "this_unit"}
        if kind != "ranged":  # the op's default kind
            strength["attacks"] = kind
        return {"traits": [{"id": self.clause_id, "attack_strength": strength}]}, "attack strength"

    def fear(self, token, reminder=None):
        """ "Fear 2": bow a target enemy Follower, or Personality without Followers, with 2 or lower Force
        (its reminder text; the Desk's rule l5r.desk.fear: the Force is compared as it resolves)."""
        strength = int(str(token).split()[1])
        if reminder is not None and reminder != strength:
            raise NotUnderstood("reminder text with another strength")
        enemy = _attack_targets()
        return [{"fear": {"strength": strength}, "_target": enemy}]

    def fear_reminder(self, _words, number):
        return int(number)

    def provinces_strength(self, _provinces, change):
        """ "Your Provinces have +1 strength": +1 to its controller's Stronghold's Province Strength, which
        the Desk holds as the strength of each of his Provinces (l5r.desk.provinces)."""
        if self.own_type == "strategy":
            raise NotUnderstood("a Province strength trait on a Strategy (it is not in play)")
        stronghold = {"type": "stronghold", "controller": "$controller"}
        trait = {"affects": stronghold, "stat": "province_strength", "change": int(change)}
        return {"traits": [{"id": self.clause_id, **trait}]}, "province strength"

    def hand_size_change(self, change):
        """ "You have +1 maximum hand size": a trait on its controller's player stat `hand_size_bonus` (the
        Desk's rule l5r.desk.hand-size-change: the change alone, the size is not modelled)."""
        if self.own_type == "strategy":
            raise NotUnderstood("a maximum hand size trait on a Strategy (it is not in play)")
        trait = {"targets": "$controller", "stat": "hand_size_bonus", "change": int(change)}
        return {"traits": [{"id": self.clause_id, **trait}]}, "maximum hand size"

    # --- end of L5R statics and keywords ---

    def has_bonus(self, token):
        stat, change = self.bonus(token)
        return {"stat": stat, "change": change}

    def has_minimum_chi(self, number):
        return {"stat": "chi", "min": int(number)}

    def has_keyword(self, keyword):
        (name,) = keyword["keywords"]
        return {"grant_keyword": name}

    def move_home_target(self, chosen):
        return [{"move": "home", "_target": chosen}]

    def move_home(self, who):
        return [{"move": "home", "_on": who}]

    def move_to_battlefield(self, who):
        """ "Move him to the current battlefield" ($battlefield: the battle in progress)."""
        return [{"move": "$battlefield", "_on": who}]

    def verb_on_unit(self, verb, _token):
        """ "Straighten his unit": he and every card attached to him (the Desk's rule of units)."""
        return [{str(verb).lower(): True, "_unit_of": "$target"}]

    def bonus(self, token):
        number, stat = re.fullmatch(r"([+-]\d+)(F|C|PH)", str(token)).groups()
        return STATS[stat], int(number)

    def end_of_turn(self):
        return "end_of_turn"

    def give_bonus(self, who, bonus, _duration=None):
        stat, change = bonus
        return [{"stat": stat, "change": change, "duration": "end_of_turn", "_on": who}]

    def give_bonus_unless(self, who, bonus, other, _subject, keyword, _duration=None):
        (stat, change), (other_stat, other_change) = bonus, other
        name = keyword["keywords"]
        base = {"duration": "end_of_turn", "_on": who}
        return [
            {"stat": stat, "change": change, **base, "while": {"subject": {"not_keywords": name}}},
            {"stat": other_stat, "change": other_change, **base, "while": {"subject": {"keywords": name}}},
        ]

    def give_bonus_pair(self, who, token, _duration=None):
        """ "Give him +1F/+1C": a Force and a Chi bonus (or penalty), each lasting the turn."""
        force, chi = str(token).split("/")
        return self.give_bonus(who, self.bonus(force)) + self.give_bonus(who, self.bonus(chi))

    def additional_action(self, timing):
        """ "You may take an additional Battle action" (taking it is the player's choice: a `use` step with
        `additional: true`)."""
        return [{"player": True, "additional_action": {"designator": str(timing)}}]

    def gain_honor(self, number):
        return [{"player": True, "honor": amount(number)}]

    def lose_honor(self, number):
        return [{"player": True, "honor": -amount(number)}]

    def draw(self, number):
        return [{"player": True, "draw": amount(number)}]

    def amount(self, token):
        return amount(token)

    # -- compiler version 7 (L5R actions): a targeted player, attachments, control, keywords given
    def player_target(self, token):
        """ "target a player" (any player, his own included) or "target another player" (target_player)."""
        return ("player", "other" if "another" in str(token).lower() else "any")

    def sentence_target_player(self, declared):
        """ "Target another player. He loses 2 Honor.": the target declared in a sentence of its own."""
        return [{"_declares_player": declared[1]}]

    def targeted_player_honor_loss(self, _who, number):
        return [{"player": TARGET_PLAYER, "honor": -number}]

    def targeted_player_honor_gain(self, _who, number):
        return [{"player": TARGET_PLAYER, "honor": number}]

    def targeted_player_draws(self, _who, number):
        return [{"player": TARGET_PLAYER, "draw": number}]

    def targeted_player_gains_or_loses(self, _who, number):
        """ "He gains or loses 2 Honor": the action's player chooses which (the ability's choice)."""
        return [{"_choice": _gains_or_loses(number)}]

    def a_target_player_honor_loss(self, _token, number):
        """ "A target player loses 2 Honor": any player, targeted as the action is taken."""
        return [{"player": TARGET_PLAYER, "honor": -number, "_declares_player": "any"}]

    def a_target_player_honor_gain(self, _token, number):
        return [{"player": TARGET_PLAYER, "honor": number, "_declares_player": "any"}]

    def a_target_player_gains_or_loses(self, _token, number):
        return [{"_choice": _gains_or_loses(number), "_declares_player": "any"}]

    def take_control(self, who):
        """ "Take control of him": the action's player takes control of his whole unit (singular.py)."""
        return [{"take_control": "$controller", "_on": who}]

    def take_control_target(self, chosen):
        return [{"take_control": "$controller", "_target": chosen}]

    def give_keyword(self, who, keyword, _duration=None):
        """ "Give him Cavalry": he has the keyword until the end of the turn (an action's ongoing effect)."""
        (name,) = keyword["keywords"]
        return [{"grant_keyword": name, "duration": "end_of_turn", "_on": who}]

    def give_target_keyword(self, chosen, keyword, _duration=None):
        (name,) = keyword["keywords"]
        return [{"grant_keyword": name, "duration": "end_of_turn", "_target": chosen}]

    def attachment_filter(self, *parts):
        """ "an enemy attachment": a card in play attached to another (its state and controller too)."""
        chosen = {"in_play": True, "attached": True}
        for part in parts[:-1]:
            chosen.update(part)
        return chosen

    def action_effect(self, item):
        return item

    def action_cost(self, item):
        return item

    def cost(self, item):  # the cost rule's alternative without an alias (action_cost)
        return item

    def cost_discard_card(self, _token):
        """ "Discard a card": one card of its player's hand, his choice (never the card whose ability
        it is)."""
        return {"discard_from_hand": {"not_cards": ["$source"]}}

    def cost_discard_this(self, token):
        """ "Discard this card" (its own type): the card goes to its owner's discard pile."""
        self._is_this_card(token)
        return {"discard": ["$source"]}

    def without(self, item):  # the without rule's alternative without an alias (comparison)
        return item

    def comparison(self, item):
        return item

    def this_ref(self, card_type):
        return self.this_card(card_type)

    def compare_stat_than(self, word, stat, who, _poss=None, other=None):
        """ "with lower Force than this Personality" (its Force), "... than this Shugenja's Chi"."""
        words = str(word).split()
        mode = ("at_most" if words[-1] in ("lower", "less") else "at_least") if words[0] == "equal" else None
        mode = mode or ("less_than" if words[-1] in ("lower", "less") else "more_than")
        return _compared(stat, mode, who, other or stat)

    def compare_than_stat(self, stat, words, who, _poss, other):
        """ "with Force less than or equal to this card's Force"."""
        lower = str(words).split()[0] in ("lower", "less")
        if str(words).endswith("equal to"):
            return _compared(stat, "at_most" if lower else "at_least", who, other)
        return _compared(stat, "less_than" if lower else "more_than", who, other)

    def either_verb(self, first, second, who):
        """ "Bow or straighten him": the ability's choice of the two (its player's, with the action)."""
        return [{**self._either(first, second), "_on": who}]

    def either_verb_target(self, first, second, chosen):
        return [{**self._either(first, second), "_target": chosen}]

    def _either(self, first, second) -> dict:
        ops = [str(first).lower(), str(second).lower()]
        if ops[0] == ops[1]:
            raise NotUnderstood("a choice between one effect and itself")
        return {ops[0]: True, "_or": ops[1]}

    def if_this_is(self, _token, card_type, what):
        """ "If this card is opposed", "If this Shugenja is Earth": this card (or its bearer) as the action
        is taken; when it is not, the action cannot be taken (restricting.py)."""
        return ("cost", {"_condition": {"card": self.this_card(card_type), "is": what}})

    def if_clan_player(self, _token, clan):
        """ "If you are a Crab Clan player" (the card's controller's clan)."""
        if str(clan) not in CLANS:
            raise NotUnderstood(f"'{clan} Clan' is not a clan the compiler reads")
        return ("cost", {"_condition": {"clan": str(clan)}})

    def another(self):
        """ "another Personality" on a Personality: any but this card (on another card type, other than
        what is not said: not read)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'another' on a {self.own_type}")
        return {"not_cards": ["$source"]}

    def give_with_followers(self, who, _token, given, _duration=None):
        """ "Give him and each of his Followers +1F" (or a keyword): he, and the Followers attached to him
        until the turn ends (a Follower attached later too: an ongoing effect on all things meeting a
        condition affects them throughout its duration, l5r-ce-effects)."""
        if isinstance(given, tuple):
            change_of = {"stat": given[0], "change": given[1]}
        else:
            (name,) = given["keywords"]
            change_of = {"grant_keyword": name}
        base = {**change_of, "duration": "end_of_turn"}
        return [{**base, "_on": who}, {**base, "_followers_of": who}]

    def limited_unconstrained(self, token, effects):
        """ "Once per battle, Ranged 3 Attack.": a limit and no constraint before the effects."""
        return ("effects", {"_limit": _limit(str(token))}, None, effects)

    def sentence_if_is_first(self, _token, *parts):
        """ "If he is a Shugenja, bow him.": as "Bow him if he is a Shugenja." (judged as it happens)."""
        what, effects = parts[-2], parts[-1]
        return [{**effect, "_if_is": what} for effect in effects]

    def sentence_if_moved_first(self, _token, *effects):
        """ "If he moved, straighten his unit.": as "Straighten his unit if he moved." (if_changed)."""
        return [{**effect, "_if_moved": True} for group in effects for effect in group]

    # ==== compiler 9, part A: players and filters (transformer methods) ====
    def honor_status(self, token):
        """ "a dishonorable Personality": dishonored, or with the Dishonorable keyword, as the engine reads a
        Dishonorable Personality (honor_status.py, l5r.stats.dishonorable). "An honorable Personality" is not
        read: the corpus does not say that every Personality that is not dishonorable is honorable."""
        if str(token).lower() != "dishonorable":
            raise NotUnderstood("'honorable': the corpus does not define it (not dishonorable, or more?)")
        return {"dishonorable": True}

    def honor_is(self, token):
        return self.honor_status(token)

    def uniqueness(self, token):
        """ "a Unique Personality" / "a non-Unique Personality": the card's printed uniqueness (`unique`)."""
        return {"unique": not str(token).startswith("non-")}

    def controller_effect(self, item):
        return item

    def controller_loses(self, _token, number):
        """ "His controller loses 2 Honor": the player controlling the target as it happens."""
        return [{"_controller_of": True, "honor": -number}]

    def controller_gains(self, _token, number):
        return [{"_controller_of": True, "honor": number}]

    def controller_draws(self, _token, number):
        return [{"_controller_of": True, "draw": number}]

    def sentence_if_is_controller(self, _token, *parts):
        """ "If he is dishonorable, his controller loses 1 Honor.": the condition is on him (the target), the
        effect on his controller, judged as it happens."""
        what, effects = parts[-2], parts[-1]
        return [{**effect, "_if_is": what} for effect in effects]

    def chosen_player_effect(self, _token, effects):
        """ "choose a player, who gains or loses 2 Honor": the player the ability's player chooses as he takes
        the action ($chosen_player, any player), then the ability's choice of gaining or losing (its player's,
        as "gains or loses" after a targeted player)."""
        return effects

    def chosen_gains_or_loses(self, number):
        options = [[{"targets": CHOSEN_PLAYER, "honor": change}] for change in (number, -number)]
        return [{"_choice": options}]

    def filter_qualified(self, *parts):
        """A filter with two or more qualifiers ("without attachments and with a Gold Cost of 6 or less"):
        all of them hold; two of one kind (two bounds on one stat, two comparisons) are not read."""
        return _merged_filter([{"in_play": True}, *parts])

    def qualifiers(self, *parts):
        return _merged_filter([part for part in parts if not isinstance(part, Token)])

    def with_gold_cost(self, _token, number, bound):
        """ "with a Gold Cost of 6 or less" (its current Gold Cost; "printed" is not read)."""
        if "printed" in str(_token):
            raise NotUnderstood("'a printed Gold Cost': the filter reads the current one")
        side = "at_least" if str(bound).split()[1] in ("more", "higher", "greater") else "at_most"
        return {"stats": {"gold_cost": {side: int(number)}}}

    def with_stat_equal_or(self, stat, words, number):
        """ "with Force equal to or lower than 4" (at most 4), "... higher than or equal to 4" (at least)."""
        lower = any(word in str(words).split() for word in ("lower", "less"))
        return {"stats": {COMPARED_STATS[str(stat)]: {"at_most" if lower else "at_least": int(number)}}}

    def put_in_owners_hand(self, who, _token):
        """ "Put it in its owner's hand": the card goes to its owner's hand (put_into_hand, the Desk's rule
        l5r.desk.put-into-hand)."""
        return [{"put_into_hand": True, "_on": who}]

    def put_target_in_owners_hand(self, chosen, _token):
        return [{"put_into_hand": True, "_target": chosen}]

    def will_only_attach_either(self, article, first, second, kind):
        """ "Will only attach to a Courtier or Magistrate Personality": a Personality with either keyword."""
        if kind != "personality":
            raise NotUnderstood("'will only attach' to a card other than a Personality")
        return self.will_only_attach(article, first, kind, second)

    def sentence_favor_to(self, _token, *effects):
        """ "Discard the Imperial Favor to bow a target Personality": its player discards the Favor, and the
        effect happens only if he did (he held it): the Desk's rule l5r.desk.imperial-favor reads "X to Y"
        as it reads every "X to Y" it plays (Y happens only if X did)."""
        discard = f"{self.clause_id}.favor"
        after = [{**effect, "if_changed": discard} for group in effects for effect in group]
        if any("player" in effect and effect.get("player") is not True for effect in after):
            raise NotUnderstood("a targeted player after 'discard the Imperial Favor to'")
        return [{"id": discard, "player": True, "discard_favor": True}, *after]

    def take_favor(self, _token):
        """ "Take the Imperial Favor": its player holds it, its former holder no longer does (the Desk's rule
        l5r.desk.take-favor)."""
        return [{"player": True, "take_favor": True}]

    def chosen_loses(self, number):
        return [{"player": CHOSEN_PLAYER, "honor": -number}]

    def chosen_gains(self, number):
        return [{"player": CHOSEN_PLAYER, "honor": number}]

    # ==== end of part A ====


    # ==== compiler 9, part B: units, each and all, movement (transformer methods) ====
    def verb_on_each(self, verb, each, group, place=None):
        """ "Bow each Follower in his unit", "Straighten all Cavalry cards in it", "Destroy all your Followers
        at the current battlefield": every card of the kind as the effect happens (`affects`)."""
        return [{**self._each(each, group, place), str(verb).lower(): True}]

    def give_each_bonus(self, each, group, *rest):
        """ "Give each of your Cavalry Followers at the current battlefield +1F": a bonus until the turn ends
        to every card of the kind, those that become one later included (l5r-ce-effects: an ongoing effect on
        all things of a kind, or meeting a condition, affects them throughout its duration, unless it says
        "now in play")."""
        place = next((part for part in rest if isinstance(part, tuple) and part[0] == "place"), None)
        (stat, change) = next(part for part in rest if isinstance(part, tuple) and part[0] != "place")
        bonus = {"stat": stat, "change": change, "duration": "end_of_turn"}
        return [{**self._each(each, group, place), **bonus}]

    def give_bonus_to_each(self, bonus, each, group, *rest):
        """ "Give -1F to each Personality without Followers at the current battlefield"."""
        return self.give_each_bonus(each, group, bonus, *rest)

    def give_each_pair(self, each, group, *rest):
        """ "Give each of your Personalities with a Weapon +1F/+1C": a Force and a Chi bonus to each."""
        place = next((part for part in rest if isinstance(part, tuple)), None)
        (pair,) = [part for part in rest if isinstance(part, Token)]
        force, chi = str(pair).split("/")
        return [
            effect
            for bonus in (force, chi)
            for effect in self.give_each_bonus(each, group, *([place] if place else []), self.bonus(bonus))
        ]

    def give_pair_to_each(self, pair, each, group, *rest):
        return self.give_each_pair(each, group, pair, *rest)

    def group_keyword(self, *parts):
        """ "all your Shugenja": every card with the keyword (no kind named: either number reads)."""
        return {**self.group(*parts), "_singular": None}

    def _unit_card(self) -> str:
        """ "this unit": the Personality heading it, this card or the one it is attached to."""
        if self.own_type == "personality":
            return "$source"
        if self.own_type in BEARERS and self.own_type in UNIT_CARDS:
            return "$bearer"
        raise NotUnderstood(f"'this unit' on a {self.own_type}")

    def verb_this_unit(self, verb, _token):
        """ "Straighten this unit": every card in the unit this card is in (l5r.desk.units)."""
        op = str(verb).lower()
        if op not in UNIT_OPS:
            raise NotUnderstood(f"'{op} this unit'")
        return [{"affects": {"in_unit": self._unit_card()}, op: True, "_each": None}]

    def move_this_unit_home(self, _token):
        """ "Move this unit home": its Personality, with every card attached to him."""
        return [{"move": "home", "_on": self._unit_card()}]

    def move_this_unit_battlefield(self, _token):
        return [{"move": "$battlefield", "_on": self._unit_card()}]

    def _each(self, each, group, place) -> dict:
        words = str(each).lower()
        chosen = dict(group)
        singular = chosen.pop("_singular")
        if singular is not None and singular != (words == "each"):
            raise NotUnderstood(f"'{each}' with a {'singular' if singular else 'plural'} kind of card")
        if words.endswith("your"):
            if chosen.get("controller", "$controller") != "$controller":
                raise NotUnderstood("'your' cards of another player")
            chosen["controller"] = "$controller"
        effect: dict = {"_each": chosen}
        if place is not None:
            _, where = place
            if "_unit_of" in where or "_in_it" in where or "_opposing" in where:
                effect.update(where)
            else:
                chosen.update(where)
        return effect

    def group(self, *parts):
        chosen = {"in_play": True}
        for part in parts:
            chosen.update(part)
        if "Human" in [*chosen.get("keywords", ()), *chosen.get("not_keywords", ())]:
            raise NotUnderstood("'Human': the absence of the Nonhuman keyword, not a keyword")
        return chosen

    def group_plural(self, token):
        return {"type": PLURALS[str(token)], "_singular": False}

    def group_plural_pair(self, first, second):
        kinds = sorted({PLURALS[str(first)], PLURALS[str(second)]})
        if len(kinds) != 2:
            raise NotUnderstood("a kind of card named twice")
        return {"type": kinds, "_singular": False}

    def group_cards(self, _token):
        return {"_singular": False}

    def group_singular_pair(self, first, second):
        """ "each Personality and Follower": either kind."""
        kinds = sorted({first, second})
        if len(kinds) != 2 or "card" in kinds:
            raise NotUnderstood("'each X and Y' that is not two kinds of card")
        return {"type": kinds, "_singular": True}

    def group_singular(self, kind):
        return {**({} if kind == "card" else {"type": kind}), "_singular": True}

    def place_battlefield(self):
        """ "at the current battlefield": the battlefield of the battle in progress (a card attached there is
        there)."""
        return ("place", {"zone": "$battlefield"})

    def place_this_battlefield(self):
        """ "at this battlefield" on a Strategy: the battlefield of the battle its action is taken in (on a
        card in play, the battlefield where it is, or of its Province, which may be another: not read)."""
        if self.own_type != "strategy":
            raise NotUnderstood(f"'this battlefield' on a {self.own_type}")
        return self.place_battlefield()

    def place_this_unit(self):
        """ "in this unit": the unit this card is in (its own, or its bearer's)."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'this unit' on a {self.own_type}")
        return ("place", {"in_unit": "$source"})

    def place_opposing(self, who):
        """ "opposing him": the cards opposing the performer, this card (its own name), or the target once
        chosen (filter field `opposing`)."""
        if who in _THIS_CARD:
            return ("place", {"opposing": who})
        return ("place", {"_opposing": who})

    def group_other(self):
        """ "other": every such card but this one."""
        return {"not_cards": ["$source"]}

    def all_have(self, each, group, *rest):
        """ "All Naga Followers in this unit have +1F": a continuous trait on every card of the kind,
        re-checked all along (l5r-ce-effects: an effect on all things of a kind affects them throughout its
        duration), while this card is in play (not on a Strategy or Event)."""
        if self.own_type in ("strategy", "event"):
            raise NotUnderstood(f"a trait on all cards of a kind on a {self.own_type} (not in play)")
        if str(each).lower().startswith("each"):
            raise NotUnderstood("'each ... have'")
        place = next((part for part in rest if isinstance(part, tuple) and part[0] == "place"), None)
        given = rest[-1]
        effect = self._each(each, group, place)
        if set(effect) != {"_each"}:
            raise NotUnderstood("'his unit', 'opposing him' or 'in it' in a trait")
        if isinstance(given, Token):  # +1F/+1C
            changes = [self.bonus(part) for part in str(given).split("/")]
        else:
            changes = [given]
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "affects": effect["_each"], "stat": stat,
             "change": change}
            for n, (stat, change) in enumerate(changes, start=1)
        ]
        return {"traits": traits}, "all of a kind have"

    def group_state(self, item):
        return item

    def group_non(self, token):
        """ "non-Samurai": without the keyword; "non-Unique": not unique."""
        name = str(token).removeprefix("non-")
        if name == "Unique":
            return {"unique": False}
        return {"not_keywords": self.keyword_name(name)["keywords"]}

    def place_his_unit(self, _token):
        return ("place", {"_unit_of": "$target"})

    def place_in_it(self):
        return ("place", {"_in_it": True})

    def if_enemy_units_here(self, _token):
        """ "If any enemy units are at the current battlefield": a unit is a Personality with every card
        attached to him (l5r.desk.units), so one enemy Personality there at least (checked as the action is
        taken; when not, it cannot be taken)."""
        self._there = True
        enemies = {"type": "personality", "controller": "$other", "in_play": True, "zone": "$battlefield"}
        return ("cost", {"_condition": {"count": enemies, "at_least": 1}})

    def move_there(self, who, _token):
        """ "Move him there", after a condition naming the current battlefield (read before the effects)."""
        if not getattr(self, "_there", False):
            raise NotUnderstood("'there' without the current battlefield named before it")
        return [{"move": "$battlefield", "_on": who}]

    def unit_filter(self, *parts):
        """ "an enemy unit", "your unit": a unit, targeted by its Personality (l5r.desk.units)."""
        chosen = {"in_play": True, "_unit": True}
        for part in parts[:-1]:
            if "not_cards" in part:
                raise NotUnderstood("'another unit'")
            chosen.update(part)
        return chosen

    # ==== end of part B ====


    # ==== compiler 9, part C: amounts: equal to, for each, set and raise (transformer methods) ====
    def attack_strength_equal_to(self, token, strength, plus=0):
        """ "Ranged Attack with strength equal to his Force (plus 1)": an attack (targeting as a Ranged
        Attack does, its reminder text) whose strength is that amount as it resolves, plus N
        (l5r.desk.attack-strength-amount). "his" and "the Follower's" are resolved with the ability's
        performer (_amount_refs)."""
        attack = {"strength": strength, **({"plus": plus} if plus else {})}
        if str(token).startswith("Melee"):
            attack["melee"] = True
        return [{"ranged_attack": attack, "_target": _attack_targets()}]

    def attack_plus_for_each(self, token, plus, _for_each, counted):
        """ "Ranged 3 Attack with +1 strength for each Ring you control": 3 plus 1 for each card in play
        counted, as it resolves (l5r.desk.attack-strength-amount)."""
        kind, number, _ = str(token).split()
        each = int(str(plus).split()[1])
        attack = {"strength": {"per": counted, "each": each}, "plus": int(number)}
        if kind == "Melee":
            attack["melee"] = True
        return [{"ranged_attack": attack, "_target": _attack_targets()}]

    def honor_equal_to(self, token, amount_, plus=0):
        """ "Lose Honor equal to his Personal Honor": its player's Family Honor changes by the amount, read
        as the change happens (an instantaneous effect, read_amounts.py); "plus N" is not read here."""
        if plus:
            raise NotUnderstood("an Honor amount plus a number")
        lose = str(token).lower().startswith("lose")
        return [{"player": True, "honor": {**amount_, **({"sign": -1} if lose else {})}}]

    def ref_pronoun(self, _possessive, stat):
        return {"equal_to": STAT_NAMES[str(stat)], "of": _HIS}

    def ref_this(self, card_type, _poss, stat):
        """ "this Personality's Chi" (on an Item: its bearer's), "this card's Force" (the card's own name)."""
        return {"equal_to": STAT_NAMES[str(stat)], "of": self.this_card(card_type)}

    def ref_performer(self, token, stat):
        named = str(token).split()[1].removesuffix("'s")
        return {"equal_to": STAT_NAMES[str(stat)], "of": _THE + named}

    def ref_number(self, _token, counted):
        """ "the number of Rings you control": 1 for each such card in play."""
        return {"per": counted, "each": 1}

    def counted_plural(self, *parts):
        """ "Rings you control", "Farm cards you control", "Samurai Personalities you control"."""
        kinds = [PLURALS[str(p)] for p in parts if isinstance(p, Token) and p.type == "PLURAL"]
        keywords = [p for p in parts if isinstance(p, dict)]
        counted = {"controller": "$controller", **(keywords[0] if keywords else {})}
        if kinds:
            counted["type"] = kinds[0]
        if len(counted) == 1:
            raise NotUnderstood("'the number of cards you control' names no kind of card")
        return counted

    def has_bonus_number(self, token, _number_of, counted):
        """ "has a Force bonus equal to the number of Rings you control" (a trait: it follows the count as
        a continuous trait's amount does, card features' Obsidian Dragon example)."""
        stat = "force" if "Force" in str(token) else "chi"
        return {"stat": stat, "change": {"per": counted, "each": 1}}

    def strength_plus(self, item):
        number = int(str(item)) if isinstance(item, Token) else item
        if number <= 0:
            raise NotUnderstood("an attack strength plus nothing")
        return number

    def has_bonus_per(self, token, _for_each, counted):
        """ "has +1F for each Samurai you control": a fluctuating bonus (card features: "A card that has +1F
        for each Samurai in play"), counted among the cards in play matching the filter."""
        stat, change = self.bonus(token)
        sign = {"sign": -1} if change < 0 else {}
        return {"stat": stat, "change": {"per": counted, "each": abs(change), **sign}}

    def counted_you_control(self, *parts):
        """ "Samurai you control", "Ring you control", "Shugenja Personality you control"; "other Ronin you
        control": any but this card."""
        counted = _counted({"controller": "$controller"}, parts)
        if len(counted.keys() - {"not_cards"}) == 1:
            raise NotUnderstood("'for each card you control' names no kind of card")
        return counted

    def has_bonus_equal_this(self, token, card_type, _poss, stat):
        """ "has a Force bonus equal to this Personality's Personal Honor": a continuous trait's amount,
        following that stat (card features' Obsidian Dragon example recalculates such a trait)."""
        bonus = "force" if "Force" in str(token) else "chi"
        return {"stat": bonus, "change": {"equal_to": STAT_NAMES[str(stat)], "of": self.this_card(card_type)}}

    def has_bonus_pair_per(self, token, _for_each, counted):
        """ "has +1F/+2C for each Ring you control": a Force and a Chi bonus, each for each card counted."""
        return [self.has_bonus_per(part, None, counted) for part in str(token).split("/")]

    def set_stat_to(self, verb, who, stat, number, _duration=None):
        """ "Set his Force to 3", "Reduce its Force to 0": the stat set by the bonus or penalty that makes it
        that value (card features, setting stats to a value), fixed as it begins, lasting the turn. A
        reduction to more than 0 could be a bonus: not read."""
        value = int(number)
        if str(verb).lower() == "reduce" and value != 0:
            raise NotUnderstood("'reduce ... to N' above 0 (a reduction never raises a lower stat)")
        return [{"stat": STAT_NAMES[str(stat)], "set": value, "duration": "end_of_turn", "_on": who}]

    def set_target_stat_to(self, verb, stat, chosen, number, _duration=None):
        """ "Reduce the Force of a target enemy Follower to 0": as "Reduce its Force to 0" on the target."""
        (effect,) = self.set_stat_to(verb, None, stat, number)
        return [{**{k: v for k, v in effect.items() if k != "_on"}, "_target": chosen}]

    def set_target_possessive_to(self, verb, chosen, _poss, stat, number, _duration=None):
        """ "Reduce a target enemy Personality's Force to 0"."""
        return self.set_target_stat_to(verb, stat, chosen, number)

    def possessive_target(self, _token):
        return "$target"

    def possessive_the_target(self):
        return "$the_target"

    # ==== end of part C ====


    # ==== compiler 9, part D: reactions and their triggers (transformer methods) ====
    def negate_from_action(self, whose, *tokens):
        """ "Negate her movement from the action's effects", "Negate this Personality's destruction ...",
        "Negate its bowing and destruction from that action's effects": a prevention of those events of the
        action the Reaction reacts to ($reacted, targeting_reactions.py: taken after it targets, before it
        resolves) on the card its trigger names (checked by _reacted_checked once the trigger is known)."""
        events = [NEGATED_EVENTS[str(t)] for t in tokens if t.type == "NEGATED_EVENT"]
        if len(set(events)) != len(events):
            raise NotUnderstood("an event negated twice")
        named = str(whose).split()
        on = self.this_card(named[-1][:-2]) if named[1].lower() == "this" else "$target"
        what = {"event": events[0]} if len(events) == 1 else {"events": events}
        return [{"prevent": {**what, "effects_of": REACTED}, "_on": on}]

    def negate_penalties_from_action(self, negate, who, _from):
        """ "Negate all Force penalties on this Personality from the action": a prevention of the penalties
        to that stat from the action the Reaction reacts to, on the card its trigger names."""
        stat = STAT_NAMES[str(negate).split()[2]]
        return [{"prevent": {"stat": stat, "changes": "penalties", "effects_of": REACTED}, "_on": who}]

    def after_performed(self, _after, _words, card_type):
        """ "After the resolution of an action that was performed by this Personality" (on a Follower: its
        bearer): an action the card performed resolved (reactions.py: event performed)."""
        return {"event": "performed", "card": self.this_card(card_type)}

    def after_he_performed(self, _after, _words):
        """ "after an action he performed resolves": "he" is the Personality itself (its own card only)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'an action he performed' on a {self.own_type}")
        return {"event": "performed", "card": "$source"}

    def after_targets_performer(self, _after, whose, _token, chosen):
        """ "After an action targets your performing Kensai": the card the action targets is the performer
        the use names, who must be such a card of its player's (moved into the cost by _part_d_finish)."""
        by = {"by": "other"} if str(whose).startswith("another") else {}
        return {"event": "targeted", "card": "$performer", **by, "_requires": _performer(chosen)}

    def after_attack_targets(self, _after, _attack, subject):
        """ "After a Ranged Attack targets a card / one of your cards / your Ninja" (with: ranged_attack)."""
        return {"event": "targeted", **({"of": subject} if subject else {}), "with": "ranged_attack"}

    def after_attack_targeted(self, _after, _attack):
        """ "After a Ranged Attack is targeted": at any card."""
        return {"event": "targeted", "with": "ranged_attack"}

    def attack_any(self, _article, card_type):
        return {} if card_type == "card" else {"type": card_type}

    def attack_yours(self, _token):
        return {"controller": "$controller"}

    def attack_your_kind(self, keyword, card_type=None):
        return {**keyword, **({"type": card_type} if card_type not in (None, "card") else {}),
                "controller": "$controller"}  # fmt: skip

    def attack_strength_change(self, _give, change):
        """ "Give the Ranged Attack -3 strength" (or "give it"): the strength of the Ranged Attack the
        Reaction reacts to (checked by _part_d_finish: a Reaction to a Ranged Attack's targeting)."""
        return [{"player": True, "attack_strength": {"change": int(str(change)), "action": REACTED}}]

    # ==== end of part D ====


    # ==== compiler 9, part E: statics: a card's own name, while, costs (transformer methods) ====
    def e_named_has(self, token, items, attacking=None):
        """ "Ato has +3F (while attacking)." (the card's own name read as "this card"): as "This card has"."""
        return self.this_has(token, *items, *([attacking] if attacking is not None else []))

    def e_named_has_while(self, token, items, condition):
        """ "Kojiro has Naval while he has a Spell.": continuous traits of this card while the condition
        holds (judged all along)."""
        return self._e_traits(self._e_who(token), items, condition)

    def e_this_has_while(self, token, *parts):
        """ "This Follower has +2F while attached to a Duelist.", "This Shugenja has +2F while he is Fire."
        (on a Spell: its bearer)."""
        *items, condition = parts
        return self._e_traits(self._e_who(token), items, condition)

    def e_while_first(self, _token, card_type, what, _he_has, items):
        """ "While this Shugenja is Fire, he has +1F.": as "This Shugenja has +1F while he is Fire"."""
        who = self.this_card(card_type)
        return self._e_traits(who, items, lambda _who: {"subject": _e_is(what)})

    def _e_who(self, token) -> str:
        """ "This card / Personality / Shugenja has": this card, or the bearer an attachment names."""
        named = str(token).split()[1]
        if named.lower() in ("card", self.own_type):
            return "$source"
        if BEARERS.get(self.own_type) == named:
            return "$bearer"
        raise NotUnderstood(f"'this {named}' on a {self.own_type}")

    def _e_traits(self, who: str, items, condition) -> tuple[dict, str]:
        """One continuous trait per item, each with the condition (a function of the card the trait is on:
        "he" is that card)."""
        condition_of = condition(who) if callable(condition) else condition
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "targets": who, **item, "while": condition_of}
            for n, item in enumerate(items, start=1)
        ]
        return {"traits": traits}, "this card has, while"

    def e_has_items(self, *items):
        return [part for item in items for part in (item if isinstance(item, list) else [item])]

    def e_has_item(self, item):
        return item

    def e_has_pair(self, token):
        """ "+2F/+1C": a Force and a Chi bonus (or penalty), two traits."""
        force, chi = str(token).split("/")
        return [self.has_bonus(force), self.has_bonus(chi)]

    def e_what(self, *parts):
        chosen: dict = {}
        for part in parts:
            chosen.update({"type": part} if isinstance(part, str) else part)
        if chosen.get("type") == "card":
            raise NotUnderstood("'a card' in a condition")
        return chosen

    def e_is_what(self, *parts):
        names = [name for part in parts if isinstance(part, dict) for name in part["keywords"]]
        return names

    def e_while_has_attached(self, _token, _article, what, _attached=None):
        """ "while he has a Spell (attached)", "a Weapon", "a Water Spell": a card matching is attached to
        him (with_attached)."""
        return lambda _who: {"subject": {"with_attached": what}}

    def e_while_attached_to(self, _token, _article, what):
        """ "while attached to a Duelist" (a Follower's, an Item's): its bearer matches."""
        def condition(who):
            if who != "$source" or self.own_type not in BEARERS:
                raise NotUnderstood(f"'while attached to' of a {self.own_type}'s bearer")
            return {"card": "$bearer", "is": what}
        return condition

    def e_while_is(self, _token, what):
        """ "while he is Earth", "while he is a Courtier or Shugenja": the card has the keyword (one of)."""
        return lambda _who: {"subject": _e_is(what)}

    def e_while_control(self, _token, _article, what):
        """ "while you control a Port / a Ring": one such card in play its controller controls."""
        return _e_count({**what, "controller": "$controller"})

    def e_while_control_any(self, _token, _any, keyword):
        """ "while you control any Shugenja" (a keyword named in the singular: a plural form, "any Ports",
        would name another keyword, and is not read)."""
        (name,) = keyword["keywords"]
        if name.endswith("s"):
            raise NotUnderstood(f"'any {name}': a keyword in the plural")
        return _e_count({**keyword, "controller": "$controller"})

    def e_while_control_plural(self, _token, _any, *parts):
        """ "while you control any Rings", "any Shadowlands Personalities"."""
        return _e_count({**_e_plural(parts), "controller": "$controller"})

    def e_while_opposed_by(self, _token, _article, what):
        """ "while opposed by a Shadowlands Personality": one such card opposes him (opposing)."""
        return lambda who: {"count": {**what, "opposing": who}, "at_least": 1}

    def e_while_opposed_by_plural(self, _token, _one_or_more, *parts):
        """ "while opposed by one or more Shadowlands Personalities"."""
        what = _e_plural(parts)
        return lambda who: {"count": {**what, "opposing": who}, "at_least": 1}

    def e_while_opposing(self, _token, _article, what):
        """ "while opposing a Samurai": he opposes one such card (the two oppose each other)."""
        return lambda who: {"count": {**what, "opposing": who}, "at_least": 1}

    def e_while_opposed(self, _token):
        """ "while opposed"."""
        return lambda who: self._e_status(who, "opposed")

    def _e_status(self, who: str, status: str) -> dict:
        """ "while attacking / defending / opposed": a Personality's own status; a Follower or Item has it
        with its unit, whose status is its Personality's (battlefield.py: a card's side is its Personality's),
        so its condition is on the card it is attached to."""
        if who == "$source" and self.own_type in ("follower", "item"):
            return {"card": "$bearer", "is": {status: True}}
        if who == "$source" and self.own_type != "personality":
            raise NotUnderstood(f"'while {status}' of a {self.own_type}")
        return {"subject": {status: True}}

    def e_tireless(self, *tokens):
        """ "Air Tireless Open", "Tireless Battle/Open": the designators, with the keyword Tireless."""
        timing = self.timing(*[t for t in tokens if t.type != "E_TIRELESS"])
        return ("timing", timing[1], [*timing[2], "Tireless"])

    def e_tireless_reaction(self, *tokens):
        keywords = [str(t) for t in tokens if t.type == "ABILITY_KEYWORD"]
        return ("timing", ["Reaction"], [*keywords, "Tireless"])

    def e_tireless_ability(self, *parts):
        """A Tireless ability: it may be used while its card is bowed (the Desk's rule l5r.desk.tireless,
        from the printed reminder text "Tireless actions may be taken while bowed"). Unlike "Even if this
        card is bowed, ...", its text names no card: "him" stays the target or performer."""
        *designators, body = parts
        piece, family = self.ability(list(designators), body)
        if "abilities" not in piece:
            raise NotUnderstood("a Tireless designator on a Gold production")
        piece["abilities"][0]["even_if_bowed"] = True
        return piece, family

    def e_attack_strength_this(self, attacks, card_type, change):
        """ "Ranged Attacks targeting Maemi (this card) have -3 strength", "... targeting this Personality"
        (on a Follower or Item: its bearer): `attack_strength` with `targeting: this_card` or `bearer` (the
        Desk's rule l5r.desk.attack-strength)."""
        who = self.this_card(card_type)
        if who == "$source" and self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"Ranged Attacks targeting a {self.own_type}")
        kinds = str(attacks).split(" Attacks")[0]
        kind = "any" if " and " in kinds else kinds.lower()
        strength = {"change": int(change), "targeting": "this_card" if who == "$source" else "bearer"}
        if kind != "ranged":  # the op's default kind
            strength["attacks"] = kind
        return {"traits": [{"id": self.clause_id, "attack_strength": strength}]}, "attack strength"

    def e_attack_strength_others(self, attacks, change):
        """ "Ranged Attacks from other cards in this unit have +1 strength": `from: others_in_unit` (the
        Desk's rule l5r.desk.attack-strength)."""
        if self.own_type not in UNIT_CARDS:
            raise NotUnderstood(f"'this unit' on a {self.own_type}")
        kinds = str(attacks).split(" Attacks")[0]
        kind = "any" if " and " in kinds else kinds.lower()
        strength = {"change": int(change), "from": "others_in_unit"}
        if kind != "ranged":
            strength["attacks"] = kind
        return {"traits": [{"id": self.clause_id, "attack_strength": strength}]}, "attack strength"

    def e_provinces_while_in_play(self, provinces, change, token):
        """ "Your provinces have +2 strength while this card is in play": a trait applies while its card is in
        play (card features, traits), so as "Your Provinces have +2 strength" (l5r.desk.provinces)."""
        self._is_this_card(str(token).split()[2])
        return self.provinces_strength(provinces, change)

    def e_enters_for_less(self, token, number, _less, clan=None):
        """ "Enters play paying 2 less Gold if you are a Lion Clan player": the card's own trait lowering what
        is paid for it to enter play (the card field `enters_for_less`, own_cost.py; card features: out of
        play, a card's traits affect only that card), for a player of that clan."""
        named = str(token).split()
        if named[0].lower() == "this":
            self._is_this_card(named[1])
        if self.own_type not in ("personality", "holding", "follower", "item"):
            raise NotUnderstood(f"a {self.own_type} entering play for less Gold")
        less = {"amount": number, **({"clan": clan} if clan else {})}
        if number < 1:
            raise NotUnderstood("entering play for 0 less Gold")
        return {"enters_for_less": less}, E_ENTERS_FOR_LESS

    def e_if_clan(self, clan):
        """ "if you are a Lion Clan player" (the player paying: own_cost.py compares his clan)."""
        if str(clan) not in CLANS:
            raise NotUnderstood(f"'{clan} Clan' is not a clan the compiler reads")
        return str(clan)

    def e_while_clan(self, clan):
        """ "if you are a Crab Clan player" (on a trait: judged all along, the card's controller's clan)."""
        return lambda _who: {"clan": clan}

    def e_while_has_any(self, _token, _any, *parts):
        """ "while he has any Followers (attached)", "any Fire Spells": one such card attached to him."""
        attached = [part for part in parts if not (isinstance(part, Token) and part.type == "E_ATTACHED")]
        what = _e_plural(attached)
        if what["type"] == "ring":
            raise NotUnderstood("'has any Rings': Rings are not attached")
        return lambda _who: {"subject": {"with_attached": what}}

    def e_while_has_attachment(self, _token, _article, _attachment):
        """ "while he has an attachment": any card attached to him."""
        return lambda _who: {"subject": {"with_attached": {}}}

    def e_while_favor(self, _token, _favor):
        """ "while you control the Imperial Favor": its controller holds it (the player stat imperial_favor,
        l5r.desk.imperial-favor)."""
        return lambda _who: {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}

    def e_has_gp(self, token):
        """ "This Holding has +1GP": its Gold Production (a Holding's or Stronghold's own)."""
        if self.own_type not in ("holding", "stronghold"):
            raise NotUnderstood(f"Gold Production of a {self.own_type}")
        return {"stat": "gold_production", "change": int(str(token)[:-2])}

    # ==== end of part E ====

    # ==== compiler 10, part A (transformer methods) ====
    def a_event_trait(self, _token, body):
        """An Event's "After you reveal cards in your Provinces at the start of your turn, if this Event is
        face-up in one of them, <effects>.": a triggered trait answering its controller's reveal
        (`provinces_revealed`, events.py: the Desk's rule l5r.desk.events resolves it, then discards the
        Event). One effect (or a Force and a Chi change of one phrase): the engine resolves separate traits
        one after the other, the corpus makes one text's effects simultaneous."""
        if self.own_type != "event":
            raise NotUnderstood(f"an Event's reveal trigger on a {self.own_type}")
        effects, optional = body
        _a_one_text(effects)
        trigger = {"event": "provinces_revealed", "player": "$controller", "card": "$source"}
        traits = [
            {
                "id": self.clause_id + (f".{n}" if n > 1 else ""),
                "trigger": trigger,
                **({"optional": True} if optional else {}),
                **effect,
            }
            for n, effect in enumerate(effects, start=1)
        ]
        return {"traits": traits}, "event"

    def a_event_effects(self, groups):
        """Effects the grammar reads elsewhere; a lasting one lasts until the end of the turn (l5r-ce-effects:
        ongoing effects last until the end of the turn in which they were applied unless otherwise
        indicated)."""
        return _a_event_resolved(groups)

    def a_event_lasting(self, token, groups):
        """ "until your next turn begins, <effects>" (until_your_turn: ends as a turn of the Event's
        controller begins), "until the game ends" (end_of_game), "permanently give ..." (permanent): every
        effect lasts so; one that happens once is not read under these words (what "until" would mean for it
        is not said)."""
        effects, optional = _a_event_resolved(groups)
        duration = _a_duration(str(token))
        if any("duration" not in effect for effect in effects):
            raise NotUnderstood(f"'{token}' before an effect that happens once")
        return [{**effect, "duration": duration} for effect in effects], optional

    def a_event_all_have(self, token, *parts):
        """ "until your next turn begins, Shadowlands Shugenja have +1F/+1C", "... all Crab Clan
        Personalities have -2F": every card of the kind, those that become one later included, for that long
        (l5r-ce-effects: an ongoing effect on all things of a kind affects them throughout its duration)."""
        rest = [part for part in parts if not (isinstance(part, Token) and part.type == "EACH")]
        each = next((part for part in parts if isinstance(part, Token) and part.type == "EACH"), None)
        group, given = rest[0], rest[-1]
        place = rest[1] if len(rest) == 3 else None
        if each is not None and str(each).lower().startswith("each"):
            raise NotUnderstood("'each ... have'")
        chosen = dict(group)
        if chosen.pop("_singular") is True:
            raise NotUnderstood("a kind of card in the singular before 'have'")
        effect = self._each(Token("EACH", "all"), {**chosen, "_singular": None}, place)
        if set(effect) != {"_each"}:
            raise NotUnderstood("'his unit', 'opposing him' or 'in it' in an Event")
        changes = [self.bonus(p) for p in str(given).split("/")] if isinstance(given, Token) else [given]
        duration = _a_duration(str(token))
        effects = [
            {"affects": effect["_each"], "stat": stat, "change": change, "duration": duration}
            for stat, change in changes
        ]
        return effects, False

    def a_event_enters_play(self, _token):
        """ "it enters play in your home": the Event is put into play at its controller's home (the Desk's
        rule l5r.desk.put-into-play); once in play it is no longer in its Province, so it is not discarded
        (events.py), and its other text applies as any card's in play."""
        return [{"targets": "$source", "put_into_play": "home"}], False

    def a_event_choose(self, *parts):
        """ "choose and destroy a Courtier", "you may choose and bow a Personality": the Event's controller
        chooses a card in play of that kind as it resolves (a choice, not a target: `choose` without
        `targeting`), and the effect happens to it; "you may": he chooses whether the trait is used."""
        optional = isinstance(parts[0], Token) and parts[0].type == "A_YOU_MAY"
        verb, chosen = parts[-2], parts[-1]
        if any(key.startswith("_") for key in chosen):
            raise NotUnderstood("'choose and ...' a unit")
        return [{"choose": dict(chosen), str(verb).lower(): True}], optional

    # ==== end of compiler 10, part A ====

    # ==== compiler 10, part B (transformer methods) ====
    def b_after_targets_kind(self, _after, whose, _targets, kind):
        """ "After another player's action targets a card in this unit / one of your Personalities / your
        Hero Personality" (by: other; "an action": anyone's): a Reaction to the targeting of a kind of card
        (`of`), taken before the action resolves (l5r.desk.reaction-to-targeting). While the clause is read
        the trigger names the targeted card it answers ($reacted_card: "his", "the Personality's"); _b_finish
        takes it out of the trigger."""
        by = {"by": "other"} if str(whose).startswith("another") else {}
        return {"event": "targeted", "of": kind, **by, "card": B_REACTED_CARD}

    def b_in_this_unit(self, _token):
        """ "a card in this unit": its Personality and every card attached to him (l5r.desk.units); this card
        must be in a unit (a Personality, or a card attached to one)."""
        if self.own_type not in ("personality", "follower", "item", "spell"):
            raise NotUnderstood(f"'this unit' on a {self.own_type}")
        return {"in_unit": "$source"}

    def b_yours_kind(self, _your, *parts):
        """ "one of your Samurai Personalities", "your Hero Personality", "your Merchant" (at this card's
        location ...)."""
        return {**self.b_any_kind(_your, *parts), "controller": "$controller"}

    def b_another_kind(self, _another, *parts):
        """ "another Personality in Gohachiro's army": not this card."""
        return {**self.b_any_kind(_another, *parts), "not_cards": ["$source"]}

    def b_at_location(self, _token):
        return {"at_location_of": "$source"}

    def b_at_battlefield(self, _token):
        return {"at_battlefield_of": "$source"}

    def b_in_army(self, _token):
        return {"in_army_of": "$source"}

    def b_any_kind(self, _article, *parts):
        """ "an Oni at Arugai's location": a kind of card (its keyword, its type), and where it is."""
        chosen: dict = {}
        for part in parts:
            if isinstance(part, Token) and part.type == "PLURAL":
                chosen["type"] = PLURALS[str(part)]
            elif isinstance(part, dict):
                chosen.update(part)
            elif isinstance(part, str) and part != "card":  # ("a card": any type)
                chosen["type"] = part
        return chosen

    def b_negate_the_targeted(self, negate, *tokens):
        """ "Negate the Personality's destruction from the action's effects": the card the action targeted
        that the Reaction answers, named by its kind (checked by _b_finish against the trigger's kind)."""
        events = [NEGATED_EVENTS[str(t)] for t in tokens if t.type == "NEGATED_EVENT"]
        if len(set(events)) != len(events):
            raise NotUnderstood("an event negated twice")
        named = str(negate).split()[2][:-2]
        what = {"event": events[0]} if len(events) == 1 else {"events": events}
        return [{"prevent": {**what, "effects_of": REACTED}, "_on": B_REACTED_CARD, "_b_named": named}]

    def b_before_resolution(self, _token, *effects):
        """ "Before this battle's resolution, straighten your Personality.": each effect waits for this
        battle's resolution (wrapped by _b_finish: a Battle action's only)."""
        return [{**effect, "_b_delayed": True} for group in effects for effect in group]

    # ==== end of compiler 10, part B ====

    # ==== compiler 10, part C (transformer methods) ====
    def c_bow_this_or(self, token, kinds):
        """ "Bow this card or one of your Rings", "Bow this Shugenja (a Spell's bearer) or one of your Rings",
        "Bow Yupadi or one of her Spells": one unbowed card of the player's, this card or one of the kinds, as
        he chooses (bow_one_of: any of the filters; card features, Abilities C: a cost)."""
        first = str(token).split()[2]
        this = self._this_or_bearer(first)
        return {"bow_one_of": [{"cards": [this]}, *self._c_whose(token, kinds, this)]}

    def c_bow_one_of(self, token, kinds):
        """ "Bow one of your Farms", "bow one of your Forests or Pearls": one unbowed card of the player's of
        one of the kinds (bow_one_of)."""
        return {"bow_one_of": self._c_whose(token, kinds, None)}

    def _c_whose(self, token, kinds: list[dict], this: str | None) -> list[dict]:
        """ "your" Rings: the player's (a cost bows only cards its player controls: extra_costs.py); "his /
        her" Spells: attached to this card, a Personality named just before ("Bow Yupadi or one of her
        Spells"); no other "his" is read."""
        if str(token).split()[-1].lower() == "your":
            return kinds
        if this != "$source" or self.own_type != "personality":
            raise NotUnderstood("'one of his' cards of a card other than this Personality")
        return [{**kind, "attached_to": "$source"} for kind in kinds]

    def c_kinds(self, *kinds):
        return list(kinds)

    def c_kind_plural(self, *parts):
        """ "Rings", "Temple Holdings", "Spells" (a Spell card, attached or not); "Gold-producing Holdings"
        names no keyword (a hyphenated lower-case word is a description)."""
        kind = _e_plural(parts)
        if any(re.search(r"-[a-z]", name) for name in kind.get("keywords", [])):
            raise NotUnderstood(f"'{kind['keywords'][0]}' is not a keyword the compiler reads exactly")
        return kind

    def c_kind_keyword(self, token):
        """ "Weapons", "Farms": the keyword, named in the plural by an "s"."""
        return {"keywords": [str(token)[:-1]]}

    def c_if_you_control(self, _token, _article, controlled):
        """ "If you control a Ring / a Courtier or Magistrate / a Temple": at least one such card in play its
        player controls as the action is taken; when not, it cannot be taken (restricting.py)."""
        return ("cost", {"_condition": {"count": {**controlled, "controller": "$controller"}, "at_least": 1}})

    def c_if_you_control_plural(self, _token, _any, *parts):
        """ "If you control any Rings", "any Shadowlands Personalities" (a type named in the plural)."""
        counted = {**_e_plural(parts), "controller": "$controller"}
        return ("cost", {"_condition": {"count": counted, "at_least": 1}})

    def c_if_you_control_favor(self, _token, _favor):
        """ "If you control the Imperial Favor" (imperial_favor.py: a player stat, 1 while he holds it)."""
        held = {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}
        return ("cost", {"_condition": held})

    def c_controlled(self, *parts):
        chosen: dict = {}
        for part in parts:
            chosen.update({"type": part} if isinstance(part, str) else part)
        if chosen.get("type") == "card" or not chosen:
            raise NotUnderstood("'a card' controlled")
        return chosen

    def c_controlled_either(self, first, second, card_type=None):
        """ "a Courtier or Magistrate (Personality)": a card with either keyword."""
        chosen = {"any_keywords": first["keywords"] + second["keywords"]}
        if card_type == "card":
            raise NotUnderstood("'a card' controlled")
        return {**chosen, **({"type": card_type} if card_type else {})}

    def c_compare_performer(self, word, stat, whose, other):
        """ "with lower Personal Honor than your Magistrate's Chi": compared with the performer's stat as the
        target is chosen (the performer named by what his requirement makes him: checked by _c_finish)."""
        compared = self.compare_stat_than(word, stat, "$performer", None, other)
        return _c_named(compared, whose)

    def c_compare_performer_after(self, stat, words, whose, other):
        """ "with Personal Honor lower than your Magistrate's Chi", "... equal to or lower than ..."."""
        text = str(words)
        lower = any(w in text.split() for w in ("lower", "less"))
        equal = "equal" in text
        mode = ("at_most" if lower else "at_least") if equal else ("less_than" if lower else "more_than")
        return _c_named(_compared(stat, mode, "$performer", other), whose)

    def c_even_no_units(self, _token, constraints=({}, None)):
        """ "Even if you control no units at the current battlefield, ...": it allows the action without a
        unit of the player's there (card features, Abilities, constraints block B); the engine's Battle
        actions need none (only the Rule of Location's performer at the current battlefield, location.py),
        so the words change nothing it judges, and the rest of the constraints are read as they are."""
        return constraints

    def c_bow_and_destroy_this(self, token):
        """ "Bow and destroy this card" (its own type; "this Shugenja" on a Spell: its bearer): two costs, the
        card bowed, then destroyed (the order the engine pays them: costs.py, extra_costs.py)."""
        this = self._this_or_bearer(str(token).split()[-1])
        return {"bow": this, "destroy": this}

    def c_choose_performer(self, token, chosen, more):
        """ "Choose your performing Personality with 3 or higher Personal Honor" (a requirement)."""
        return self.choose_performer(token, {**chosen, **more})

    def c_bow_performer(self, token, chosen, more):
        """ "Bow your performing Samurai with 3 or more Chi" (a requirement, and bowing him is the cost)."""
        return ("cost", self.cost_bow_performer(token, {**chosen, **more}))

    def c_performer_stat(self, number, bound, stat):
        return self.with_stat(number, bound, stat)

    def c_performer_here(self, _token):
        """ "at the current battlefield": the battlefield of the battle in progress."""
        return {"zone": "$battlefield"}

    def c_target_here(self, chosen, _token):
        """ "target a Samurai at the current battlefield": a target there."""
        if "zone" in chosen:
            raise NotUnderstood("a target's place named twice")
        return {**chosen, "zone": "$battlefield"}

    # ==== end of compiler 10, part C ====

    # ==== compiler 10, part D (transformer methods) ====
    def d_may_not_perform(self, _token, duration=None):
        """ "He may not perform actions (this turn / until the current phase ends)": he cannot be the
        performer of any action (performing.py), an action's ongoing effect lasting the turn unless it says
        otherwise (effects document, Ongoing effects)."""
        phase = duration is not None and "phase" in str(duration)
        lasting = "end_of_phase" if phase else "end_of_turn"
        return [{"may_not": "perform", "duration": lasting, "_on": "$target"}]

    def d_create_personality(self, token):
        """ "Create a 2F/2C/0PH Shadowlands • Undead Personality (in your home)": the created card (card
        features, Created cards: its base stats and keywords those the effect gives, no title) enters play at
        its creator's home, who owns and controls it (l5r.desk.created-cards); "two" are two cards, one
        effect each (an effect creates its card once)."""
        return _d_created_personalities(str(token), self.clause_id)

    def d_look_at_top(self, token):
        """ "Look at the top 3 cards of your (any) Fate deck. You may rearrange them.": its player looks at
        them (and chooses their order); "any Fate deck": he chooses whose (hand.py's `look_at_top`)."""
        return [{"player": True, "look_at_top": _d_look(str(token))}]

    def d_duels_him(self, token):
        """ "Ichizo duels him. Destroy the duel's loser.": a duel between this Personality and the target
        (target_duels.py: the question says who wins), then the loser destroyed, bowed or dishonored."""
        if self.own_type != "personality":
            raise NotUnderstood(f"a duel with a {self.own_type} (only Personalities duel)")
        words = str(token).split()
        duel = {"id": f"{self.clause_id}_duel", "with": "$source"}
        if len(words) > 4:
            duel["each_loser"] = words[4].lower()
        return [{"duel_target": duel, "_on": "$target"}]

    # ==== end of compiler 10, part D ====

    # ==== compiler 10, part E (transformer methods) ====
    def eg_ability(self, designators, body):
        """A Holding's "Bow: ..." Gold production: its Gold Production (a stat), raised while paying for a
        kind of card ("Produce 2 Gold, or 3 Gold if paying for a Cavalry card"), or produced only then ("When
        paying for a Holding, produce 2 Gold": Gold Production 0, raised then, and `produces_for`, so that in
        any other payment the card cannot be bowed to produce Gold: paid_for_production.py)."""
        if body[0] == "only_when_paying" and any(d[0] == "timing" for d in designators):
            return self._eg_paying_for_reaction(designators, *body[2:])
        if self.own_type != "holding" or designators != [("cost", {"bow": "$source"})]:
            raise NotUnderstood("Gold produced other than by bowing a Holding")
        if body[0] == "plain":
            return {"stats": {"gold_production": body[1]}}, "produce gold"
        if body[0] == "honor":  # "Produce 2 Gold and lose 1 Honor" (with a clan's raise, as produce_for_clan)
            piece, _ = self._production([("cost", {"bow": "$source"})], body[1], *body[3:])
            return {**piece, "production_effects": {"honor": body[2]}}, EG_PRODUCE_AND_HONOR
        kind, number, more, paid_for, *rest = body
        if rest and (rest[0] or rest[1] != ({}, None) or not rest[2]):
            raise NotUnderstood("'When paying for' production with a limit, a further cost or no restriction")
        if more < 1:
            raise NotUnderstood("Gold produced for a kind of card that is not more")
        raise_it = {"targets": "$source", "stat": "gold_production", "change": more}
        raise_it["while"] = paid_for if kind == "or_condition" else {"during": "payment", "for": paid_for}
        piece: dict = {"stats": {"gold_production": number}, "traits": [{"id": self.clause_id, **raise_it}]}
        if kind == "only_when_paying":
            piece["produces_for"] = paid_for
        return piece, EG_PRODUCE_IF if kind == "or_condition" else EG_PRODUCE_FOR

    def _eg_paying_for_reaction(self, designators, number, paid_for, prefix, constraints, _only):
        """ "Reaction: When paying for a Follower, produce 2 Gold (which may only pay for that card)": a
        Reaction to the payment (paying_reactions.py) used only while paying for such a card (its `condition`:
        during the payment for a card matching; card features, Abilities, constraints block B)."""
        costs, target = constraints
        if target is not None or costs.keys() - {"bow"}:
            raise NotUnderstood("a Reaction 'When paying for' with a target or a cost but bowing")
        if self.own_type not in EG_IN_PLAY_TYPES:
            raise NotUnderstood(f"a {self.own_type}'s Reaction 'When paying for' (not in play)")
        trigger = {"_trigger": {"event": "payment_begins"}}
        trigger["_condition"] = {"during": "payment", "for": paid_for}
        produce = {"player": True, "id": self.clause_id, "produce_gold": number}  # a payment records it
        body = ("effects", {**prefix, **costs, **trigger}, None, [[produce]])
        return self.ability(designators, body)

    def eg_produce_if_control(self, number, _gold, more, _gold_too, _token, _article, what):
        """ "Produce 2 Gold, or 3 Gold if you control a Magistrate": its Gold Production, raised while its
        controller controls such a card in play (card features: a special condition of Gold production counts
        while it applies, as the Geisha House's clan)."""
        if what.get("type") in (None, "card") and not what.get("keywords"):
            raise NotUnderstood("'if you control' a card of no kind")
        condition = _e_count({**what, "controller": "$controller"})(None)
        return ("or_condition", number, more - number, condition)

    def eg_has_gp_when_paying(self, token, item, _when, paid_for, _only):
        """ "This Holding has +3GP when it pays for a single Holding only": its Gold Production raised during
        a payment for such a card (card features' example: "only has a 3 Gold Production when in the process
        of paying such a cost"); a payment (gold.py) is always for one card, so "single" holds."""
        self._is_this_card(str(token).split()[1])
        if item.get("stat") != "gold_production" or self.own_type != "holding":
            raise NotUnderstood("'when it pays for' on a bonus other than a Holding's Gold Production")
        if item["change"] < 1:
            raise NotUnderstood("a Gold Production penalty when paying for a kind of card")
        trait = {"id": self.clause_id, "targets": "$source", **item}
        trait["while"] = {"during": "payment", "for": _eg_paid_for(paid_for)}
        return {"traits": [trait]}, EG_GP_WHEN_PAYING

    def eg_produce_and_honor(self, number, _gold, token, honor):
        """ "Produce 2 Gold and lose 1 Honor" (production_effects.py: the trait's other effect)."""
        return ("honor", number, _eg_signed(token, honor))

    def eg_honor_and_produce(self, token, number, _gold):
        """ "Lose 3 Honor and produce 4 Gold" (the Honor's amount is in the token)."""
        return ("honor", number, _eg_signed(token, int(str(token).split()[1])))

    def eg_produce_for_clan_and_honor(self, number, _gold, more, _gold_too, clan, token, honor):
        """ "Produce 2 Gold, or 3 Gold if you are a Crab Clan player, and lose 1 Honor"."""
        if more <= number or str(clan) not in CLANS:
            raise NotUnderstood("a clan's production that is not larger, or no clan")
        return ("honor", number, _eg_signed(token, honor), {"clan": str(clan)}, more - number)

    def eg_produce_or_paying(self, number, _gold, more, _gold_too, _if, paid_for, _only=None):
        """ "Produce 2 Gold, or 3 Gold if paying for a Cavalry card (which may only pay for that card)"."""
        return ("or_paying", number, more - number, _eg_paid_for(paid_for))

    def eg_produce_when_paying(self, *parts):
        """ "When paying for a Holding, produce 2 Gold which may only pay for that card" (a Holding's bowing),
        "Reaction: (Even if this card is bowed,) When paying for a Spell(, bow this card): Produce 1 Gold"."""
        prefix = parts[0] if isinstance(parts[0], dict) else {}
        at = parts.index(next(p for p in parts if isinstance(p, Token) and p.type == "EG_WHEN_PAYING"))
        paid_for = _eg_paid_for(parts[at + 1])
        costs = parts[at + 2] if isinstance(parts[at + 2], tuple) else ({}, None)
        number = next(p for p in parts[at + 2 :] if isinstance(p, int))
        only = any(isinstance(p, Token) and p.type == "EG_ONLY_PAY" for p in parts)
        return ("only_when_paying", 0, number, paid_for, prefix, costs, only)

    def eg_produce_no_period(self, number, _gold):
        """ "Bow: Produce 2 Gold" (the final period missing from the printed text)."""
        return ("plain", number)

    def eg_bow_produce(self, _token, number, _gold):
        """ "Bow Produce 2 Gold." (the colon missing after the bow designator): "Bow: Produce 2 Gold."."""
        return self.eg_ability([("cost", {"bow": "$source"})], ("plain", number))

    def eg_paying_reaction(self, _when, *parts):
        """ "Reaction: When paying a Gold cost, (bow this card:) produce 1 Gold." (paying_reactions.py: the
        trigger payment_begins and produce_gold, as Seaside Bazaar's hand-written script); the reminder "(This
        can be used together with bowing this card to produce Gold.)" says what the engine does (the Reaction
        is used as the payment begins, before the cards bowed to produce Gold)."""
        costs, target = parts[0] if isinstance(parts[0], tuple) else ({}, None)
        number = next(part for part in parts if isinstance(part, int))
        if target is not None or costs.keys() - {"bow", "_limit"}:
            raise NotUnderstood("a Reaction 'When paying a Gold cost' with a target or a cost but bowing")
        if self.own_type not in EG_IN_PLAY_TYPES:
            raise NotUnderstood(f"a {self.own_type}'s Reaction 'When paying a Gold cost' (not in play)")
        costs = {**costs, "_trigger": {"event": "payment_begins"}}
        produce = {"player": True, "id": self.clause_id, "produce_gold": number}  # a payment records it
        return ("effects", costs, None, [[produce]])

    # ==== end of compiler 10, part E ====

    # ==== compiler 11, part A (transformer methods) ====
    def r_after_resolution(self, _after, phrase):
        """ "After the resolution of a Kiho Battle action you took", "After the resolution of another
        player's Battle action", "After your Tactical action resolves": an action that counts as each word
        (a designator or an action keyword) resolved, taken by the Reaction's player (`by: self`), by another
        (`by: other`) or by anyone (resolution_reactions.py: event resolved)."""
        trigger = _r_resolved_trigger(str(phrase))
        performer = trigger.pop("_performer", None)
        if performer is None:
            return trigger
        card = self.this_card(performer)
        if trigger == {"event": "resolved"}:  # "an action that this card performed": as after_performed
            return {"event": "performed", "card": card}
        if "by" in trigger:
            raise NotUnderstood("whose action it is and which card performed it, both said")
        return {**trigger, "card": card}

    def r_resolved_trait(self, phrase, effects):
        """ "After the resolution of your Tactical action, give this card +1F.": a triggered trait answering
        the event <word>_action_resolved (resolution_reactions.py) of one designator or keyword, by its
        controller ("your", "you took": the trigger's player) or anyone's, or performed by this card."""
        trigger = _r_resolved_trigger(str(phrase))
        words = trigger.get("kind", [])
        if len(words) != 1:
            raise NotUnderstood("a trait after an action of no kind or of several words (one event each)")
        if trigger.get("by") == "other":
            raise NotUnderstood("a trait after another player's action (a trigger names one player)")
        event = {"event": f"{words[0].lower()}_action_resolved"}
        if trigger.get("by") == "self":
            event["player"] = "$controller"
        if "_performer" in trigger:
            event["card"] = self.this_card(trigger["_performer"])
        return self.a_resolved_traits(event, effects)

    def a_resolved_traits(self, event: dict, effects: list[dict]) -> tuple[dict, str]:
        """The triggered traits answering `event` after an action's resolution, one per effect (compiler 11
        and 13, part A): no target or choice (whose would it be?)."""
        effects, optional = _a_event_resolved(effects)
        if any("choose" in effect or effect.get("targeting") for effect in effects):
            raise NotUnderstood("a target or choice in such a trait ('your target Personality': whose?)")
        _a_one_text(effects)
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": event,
             **({"optional": True} if optional else {}), **effect}
            for n, effect in enumerate(effects, start=1)
        ]  # fmt: skip
        return {"traits": traits}, "triggered trait"

    def r_take_additional(self, _take, timing):
        """ "Take an additional Battle action": the corpus (effects, procedural effects) calls such an effect
        one "allowing you to take an additional Battle action": the grant "You may take ..." compiles to."""
        return self.additional_action(timing)

    # ==== end of compiler 11, part A ====

    # ==== compiler 11, part B (transformer methods) ====
    def b_if_turn(self, token):
        """ "If it is your turn" / "If it is not your turn" (before the colon): the action can be taken only
        while it is (is not) its player's turn (turn_of.py: the turn in progress)."""
        mine = {"turn_of": "$controller"}
        return ("cost", {"_condition": {"not": mine} if " not " in str(token) else mine})

    # ==== end of compiler 11, part B ====

    # ==== compiler 11, part C (transformer methods) ====
    def c_attaches_for_less(self, _token, *rest):
        """ "Attaches to a Courtier for 2 less Gold": the attachment's own trait lowering what is paid for it
        to enter play when it is paid to attach to such a card (the card field enters_for_less with `bearer`,
        own_cost.py; card features: out of play, a card's traits affect only that card). The bearer reads as
        "Will only attach to" reads it."""
        if self.own_type not in BEARERS:
            raise NotUnderstood(f"'attaches to ... for less Gold' on a {self.own_type}")
        (number,) = [part for part in rest if isinstance(part, int)]
        kinds = [part for part in rest if isinstance(part, str) and not isinstance(part, Token)]
        if kinds and kinds != ["personality"]:
            raise NotUnderstood("'attaches to' a card other than a Personality for less Gold")
        if number < 1:
            raise NotUnderstood("attaching for 0 less Gold")
        named = [part for part in rest if isinstance(part, dict)]  # each keyword_name
        if any(kw.get("keywords") == ["Human"] for kw in named):
            raise NotUnderstood("'a Human': the absence of the Nonhuman keyword, not a keyword")
        typed = {"type": "personality"} if kinds else {}
        if len(named) == 1:
            bearer = {**typed, **named[0]}
        elif all(kw.keys() == {"keywords"} and len(kw["keywords"]) == 1 for kw in named):
            bearer = {**typed, "any_keywords": [kw["keywords"][0] for kw in named]}  # "a Courtier or Artisan"
        else:
            raise NotUnderstood("'attaches to' one of two kinds of card that are not two keywords")
        return {"enters_for_less": {"amount": number, "bearer": bearer}}, E_ENTERS_FOR_LESS

    # ==== end of compiler 11, part C ====

    # ==== compiler 11, part D (transformer methods) ====
    def d_this_province_strength(self, *_words):
        """ "This Province has +2 strength." (a Holding's or a Region's, of the Province it is in): refused.
        The Desk holds one strength for all of a player's Provinces, his Stronghold's Province Strength
        (l5r.desk.provinces), so a change to one Province alone cannot be played exactly."""
        raise NotUnderstood(
            "the strength of one Province alone: the Desk holds one strength for all of a player's Provinces "
            "(his Stronghold's Province Strength), not a strength for each Province"
        )

    # ==== end of compiler 11, part D ====

    # ==== compiler 13, part A (transformer methods) ====
    def ra_after_action_did(self, _after, phrase, did, subject):
        """ "After the resolution of an action that bowed this Personality", "... of a Battle action that
        destroyed one of your Personalities": an action of a kind and player (as compiler 11, part A reads
        them) resolved whose costs or effects did that to such a card (action_results.py: `did`)."""
        trigger = _r_resolved_trigger(_ra_phrase(str(phrase)))
        return {**trigger, "did": _ra_did(str(did), subject, self.own_type)}

    def ra_triggered_this(self, *parts):
        """ "Reaction: After the resolution of an action that bowed this Personality: Straighten him.": the
        trigger {event: resolved, did: {event, card}}; "him" / "it" in the effects is that card, as it is the
        card of any Reaction's trigger naming one (_antecedent)."""
        *prefix, _after, phrase, did_this, effects = parts
        did, _this, card_type = str(did_this).split()
        card = self.this_card(card_type)
        did_it = _ra_did(did, card, self.own_type)
        trigger = {**_r_resolved_trigger(_ra_phrase(str(phrase))), "did": did_it}
        effects = [[_ra_on(effect, card) for effect in group] for group in effects]
        return ("effects", {**(prefix[0] if prefix else {}), "_trigger": trigger}, None, effects)

    def ra_before_resolution(self, *_parts):
        """ "Before the resolution of a Battle action that was taken as an additional action", "Before an
        action's resolution begins": read to be refused, with the reason."""
        raise NotUnderstood(
            "a Reaction before an action's resolution that is not keyed to its targeting: the engine's only "
            "window before an action resolves is the Desk's Reaction to targeting (reacts_to), and 'its "
            "effects' / 'the action's effects' are read only there; how it was taken ('as an additional "
            "action') and a negation of all of an action's effects on every card and player are not played"
        )

    def ra_did_trait(self, phrase, did, subject, effects):
        """ "After the resolution of an action that straightened this Personality: Straighten this card.": a
        triggered trait answering the event action_<did> (action_results.py) of that card or kind of card,
        after any action (or its controller's: "your action", "an action you took")."""
        trigger = _r_resolved_trigger(_ra_phrase(str(phrase)))
        if trigger.get("kind"):
            raise NotUnderstood("a trait after a kind of action that did something (a trigger: one event)")
        if trigger.get("by") == "other":
            raise NotUnderstood("a trait after another player's action (a trigger names one player)")
        did = _ra_did(str(did), subject, self.own_type)
        event = {"event": f"action_{did.pop('event')}", **did}
        if trigger.get("by") == "self":
            event["player"] = "$controller"
        return self.a_resolved_traits(event, effects)

    # ==== end of compiler 13, part A ====

    # ==== compiler 13, part B (transformer methods) ====
    def b13_if_constraint(self, token):
        """ "If you have six or more cards in your hand" before the second colon: a condition restricting when
        the action can be taken (card features, Abilities, constraints block B), judged as it is taken
        (restricting.py); when it does not hold, the action cannot be taken."""
        return ("cost", {"_condition": _b13_conditions(str(token), effects_block=False)})

    def b13_if_sentence(self, token, *effects):
        """ "If you have six or more cards in your hand, gain 1 Honor." (no second colon: an effects block):
        the sentence's effects happen only if the condition holds as they happen (`while` on an effect that
        happens once). A lasting effect ("give him +4F") is refused: its `while` would be judged all along,
        not once as the text says."""
        condition = _b13_conditions(str(token), effects_block=True)
        sentence = [effect for group in effects for effect in group]
        for effect in sentence:
            lasting = sorted(key for key in _B13_LASTING if key in effect)
            if lasting:
                raise NotUnderstood(
                    f"'If ..., <a lasting effect>' ({', '.join(lasting)}): the condition is judged once, "
                    "as the effect begins; the scenario language's `while` on a lasting effect is judged all "
                    "along"
                )
            if any(key in effect for key in ("_target", "choose", "ranged_attack", "targeting")):
                raise NotUnderstood(
                    "'If ..., <an effect with a target>': whether the target is chosen when the condition "
                    "does not hold is not fixed (the effects document: non-required targeting in the "
                    "resolution step), and the engine would choose it"
                )
            if "while" in effect or "_if_is" in effect or "_if_moved" in effect:
                raise NotUnderstood("'If ..., <effect> if ...': two conditions on one effect")
        return [{**effect, "while": condition} for effect in sentence]

    # ==== end of compiler 13, part B ====

    # ==== compiler 13, part C (transformer methods) ====
    def c13c_unless_what(self, *parts):
        """ "Void" ({keywords: [Void]}), "Air or Water" ({any_keywords: [Air, Water]})."""
        names = [part["keywords"][0] for part in parts if isinstance(part, dict)]
        return {"keywords": names} if len(names) == 1 else {"any_keywords": names}

    def c13c_bow_this_unless(self, token, unless):
        """ "Bow this Shugenja unless he is Void": the card (a Spell's: its bearer) is bowed for the cost only
        while he is not that (unless_costs.py)."""
        return {"bow": self._this_or_bearer(" ".join(str(token).split()[:3])), "bow_unless": unless}

    def c13c_bow_performer_unless(self, _token, chosen, _unless_token, unless):
        """ "Bow your performing Monk unless he is Void": the performer must be one; bowing him is the cost
        only while he is not that."""
        return {"bow": "$performer", "requires": _performer(chosen), "bow_unless": unless}

    def c13c_choose_bow_unless(self, _token, chosen, _bow_token, unless):
        """ "Choose your performing unbowed Personality and bow him unless he is Tattooed": the performer's
        requirement (checked as ever) and the cost of bowing him unless he is that."""
        return ("cost", {"bow": "$performer", "requires": _performer(chosen), "bow_unless": unless})
    # ==== end of compiler 13, part C ====

    # ==== compiler 14, part A (transformer methods) ====
    def c14a_verb_target_unit(self, verb, chosen, _token):
        """ "Straighten your target Personality's unit": the Personality is the target (an effect targeting
        him that changes nothing, target_card), then the verb acts on every card in his unit (l5r.desk.units:
        he and every card attached to him)."""
        if chosen.get("type") != "personality":
            raise NotUnderstood("'s unit' of a target that is not a Personality")
        return [{"target_card": True, "_target": chosen}, {str(verb).lower(): True, "_unit_of": "$target"}]

    def c14a_compare_without_than(self, token):
        """ "with lower Personal Honor" without 'than': refused (what it compares with is not read)."""
        raise NotUnderstood(
            f"'{token}' without 'than': which card's stat it compares with is not said, and neither the "
            "corpus nor card features say it"
        )

    def c14a_without_keyword(self, token, *names):
        """ "without a Weapon or Armor", "without attached Weapons": no card with the keyword (either of two)
        is attached to it (`without_attached`). "Weapons" is read as the keyword Weapon, "Armors" as Armor."""
        keywords = []
        for name in names:
            (keyword,) = name["keywords"]
            keyword = C14A_PLURAL_KEYWORDS.get(keyword, keyword)
            if keyword.endswith("s"):
                raise NotUnderstood(f"'{token}{keyword}': a plural the compiler does not read as a keyword")
            keywords.append(keyword)
        if len(set(keywords)) != len(keywords):
            raise NotUnderstood("either of one keyword and itself")
        inner = {"keywords": keywords} if len(keywords) == 1 else {"any_keywords": keywords}
        return {"without_attached": inner}

    def c14a_is_item(self, *parts):
        what = parts[-1]
        return {"type": what} if isinstance(what, str) else dict(what)

    def c14a_is_state(self, token):
        return self.state(token)

    def c14a_sentence_if_is_both(self, effects, _subject, first, second):
        """ "Destroy him if he is opposed and a Shugenja": both (one filter), judged as the effect happens, on
        its card."""
        return [{**effect, "_if_is": _c14a_both(first, second)} for effect in effects]

    def c14a_sentence_if_is_either(self, effects, _subject, first, second):
        """ "Bow him if he is a Courtier or Magistrate": either keyword (`any_keywords`)."""
        return [{**effect, "_if_is": _c14a_either(first, second)} for effect in effects]

    def c14a_lasting_if_is(self, *_parts):
        raise NotUnderstood(
            "a condition on a lasting effect ('Give him +NF if he is ...'): the text judges it once, as the "
            "effect begins, while `while` on a lasting effect is judged all along"
        )

    def c14a_either_effect(self, verb, who, second):
        """ "Bow him or move him home": the ability's choice of the two effects (its player's, with the
        action), each on the same card; as "Bow or straighten him", only as the ability's last effect."""
        (other,) = second
        if other.pop("_on") != who:
            raise NotUnderstood("'X ... or Y him' naming the card in two ways ('this Personality' ... 'him')")
        op = str(verb).lower()
        if op in other:
            raise NotUnderstood("a choice between one effect and itself")
        return [{op: True, "_on": who, "_or": other}]

    # ==== end of compiler 14, part A ====

    # ==== compiler 14, part B (transformer methods) ====
    def c14b_discard_to(self, _token, *effects):
        """ "Discard a card to put a target Weapon in your discard pile into your hand": its player discards a
        card of his hand (his choice, never this card), and the effects after "to" happen only if he did
        (if_changed): the Desk reads every "X to Y" it plays so (l5r.desk.imperial-favor). The effects after
        "to" are resolved here ("a target X" is theirs); "him" naming a target of the constraints is
        refused."""
        discard = f"{self.clause_id}.discard"
        after = [dict(effect) for group in effects for effect in group]
        if any(effect.get("_on") in ("$target", "$the_target") or "_unit_of" in effect for effect in after):
            raise NotUnderstood("'him' or 'it' after 'discard a card to': the card it names is not read")
        if any("_controller_of" in effect or "_each" in effect for effect in after):
            raise NotUnderstood("'his controller' or 'each' after 'discard a card to'")
        resolved = _resolve_effects(None, [after])
        chosen = {"zone": "hand", "owner": "$controller", "not_cards": ["$source"]}
        first = {"_each": None, "id": discard, "choose": chosen, "discard_from_hand": True}
        return [first, *({"_each": None, **effect, "if_changed": discard} for effect in resolved)]

    def c14b_pile_target(self, chosen, pile):
        """ "a target non-Unique Weapon in your discard pile": a card of its player's discard pile, by type,
        keyword or uniqueness only (a card out of play has no state, controller or attachments), that was
        there as the action was taken (its targets are chosen then: there_as_taken, pile_targets.py); "your
        Fate discard pile" only for kinds of Fate cards."""
        chosen = {key: value for key, value in chosen.items() if key != "in_play"}
        if set(chosen) - {"type", "keywords", "any_keywords", "unique"}:
            raise NotUnderstood("a card in a discard pile by what it has in play (a state, its controller)")
        if not chosen:
            raise NotUnderstood("'a target card in your discard pile': any card, of either pile")
        if "Fate" in str(pile):
            kinds = chosen.get("type")
            kinds = [kinds] if isinstance(kinds, str) else kinds or []
            if not kinds or set(kinds) - C14B_FATE_TYPES:
                raise NotUnderstood("'your Fate discard pile' for a kind of card that may be a Dynasty card")
        return {**chosen, "zone": "discard", "owner": "$controller", "there_as_taken": True}

    def c14b_put_from_pile(self, chosen, _token):
        """ "Put a target Weapon in your discard pile into your hand": the card goes to its owner's hand, his
        (put_into_hand, the Desk's rule l5r.desk.put-into-hand)."""
        return [{"put_into_hand": True, "_target": chosen}]

    def c14b_kind(self, *parts):
        """ "a Tattoo card", "a Ring", "a Spell", "Kiho" (the kind of a card out of play: type or keyword)."""
        chosen: dict = {}
        for part in parts:
            if isinstance(part, dict):
                chosen.update(part)
            elif not isinstance(part, Token) and part != "card":
                chosen["type"] = part
        if not chosen:
            raise NotUnderstood("'a card': any card")
        return chosen

    def c14b_show_top(self, _show, _if, *parts):
        """ "Show the top card of your Fate deck. If it is a Tattoo card or a Ring, put it in your hand.": its
        player shows the top card of his Fate deck and puts it into his hand if it is of a kind named
        (show_top, deck_top.py; glossary S, Show)."""
        kinds = [part for part in parts if isinstance(part, dict)]
        return [{"player": True, "show_top": {"put_into_hand_if": kinds}}]

    def c14b_enters_discard(self, card_type, *parts):
        """ "After this Holding enters play, discard a card." (one of its player's hand), "... : Lose 3 Honor
        and discard a card in this Personality's unit." (a card in play in that unit, discarded: the Desk's
        rule l5r.desk.recruit): triggered traits of the card, in order, the card chosen by its player."""
        if str(card_type).lower() not in ("card", self.own_type):
            raise NotUnderstood(f"'this {card_type}' on a {self.own_type}")
        *before, token = parts
        effects = [effect for group in before for effect in group]
        if any(effect.get("player") is not True for effect in effects):
            raise NotUnderstood("an entering-play trait acting on cards before 'discard a card'")
        effects = [_player_effect(effect) for effect in effects]
        unit = re.search(r"this (\w+)'s unit", str(token))
        if unit:
            whose = self.this_card(unit.group(1))
            effects.append({"choose": {"in_play": True, "in_unit": whose}, "discard": True})
        else:
            effects.append({"choose": {"zone": "hand", "owner": "$controller"}, "discard_from_hand": True})
        trigger = {"event": "enters_play", "card": "$source"}
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": trigger, **effect}
            for n, effect in enumerate(effects, start=1)
        ]
        return {"traits": traits}, "entering-play trait"

    def c14b_target_in_pile(self, *parts):
        """ "Target a Ring in your discard pile": a card of its player's discard pile (c14b_pile_target)."""
        chosen, pile = parts[-2], parts[-1]
        self._c14b_own_pile = True
        return ("target", self.c14b_pile_target(chosen, pile))  # (a target out of play: constraint's kind)

    def c14b_put_it_in_your_hand(self, _token):
        """ "Put it into your hand" after "target a Ring in your discard pile": his own card, into its owner's
        hand (put_into_hand); after any other target "your hand" may not be its owner's: not read."""
        if not getattr(self, "_c14b_own_pile", False):
            raise NotUnderstood("'put it in your hand' of a card that may not be yours")
        return [{"put_into_hand": True, "_on": "$target"}]

    # ==== end of compiler 14, part B ====

    # ==== compiler 14, part C (transformer methods) ====
    def c14c_give_target_equal(self, chosen, token, amount_, _duration=None):
        """ "Give a target enemy Personality a Force penalty equal to this card's Force": the target's ongoing
        bonus or penalty by an amount, fixed as it is applied (l5r.desk.given-amount-fixed), for the turn."""
        return [{**_c14c_given(token, amount_), "_target": chosen}]

    def c14c_give_equal(self, who, token, amount_, _duration=None):
        """ "Give him a Force bonus equal to his Personal Honor", "Give this card a Force bonus equal to the
        number of Rings you control": as above, on "him" (the target or the performer) or this card. "his"
        is the card given it, so not read after "this card" (where it could be another card)."""
        if who in _C14C_THIS and amount_.get("of") == _C14C_GIVEN:
            raise NotUnderstood("'his' in an amount given to this card (it could name another card)")
        return [{**_c14c_given(token, amount_), "_on": who}]

    def c14c_give_target_per(self, chosen, token, _for_each, counted, _duration=None):
        """ "Give a target Personality +1F for each Samurai you control": N for each card counted."""
        if counted.pop(_C14C_ARMY, False):
            raise NotUnderstood("'his army' given to another card than this one (whose army it is)")
        return [{**_c14c_given_per(self.bonus(token), counted), "_target": chosen}]

    def c14c_give_per(self, who, token, _for_each, counted, _duration=None):
        """ "Give him +1F for each Samurai you control", "Give Ryozo +1F for each Oni in his army" (this
        card's army: only when it is given to this card)."""
        if counted.pop(_C14C_ARMY, False) and who not in _C14C_THIS:
            raise NotUnderstood("'his army' given to another card than this one (whose army it is)")
        return [{**_c14c_given_per(self.bonus(token), counted), "_on": who}]

    def c14c_counted_where(self, *parts):
        """ "Spell in his army", "other Magistrate in her army", "Oracle in play": the kind of card counted
        (in this card's army: the same player's, at the battlefield where this card is)."""
        counted = _counted({}, parts[:-1])
        if not counted.keys() - {"not_cards"}:
            raise NotUnderstood("'for each card in play' names no kind of card")
        if "army" in str(parts[-1]):
            counted.update({"in_army_of": "$source", "at_battlefield_of": "$source", _C14C_ARMY: True})
        return counted

    def c14c_has_bonus_where(self, token, for_each, counted):
        """ "Rae has +1F for each Spell in his army": a fluctuating bonus (it follows the count)."""
        counted.pop(_C14C_ARMY, None)
        return self.has_bonus_per(token, for_each, counted)

    def c14c_has_pair_where(self, token, for_each, counted):
        """ "This Personality has +2F/+2C for each Shugenja in his army"."""
        counted.pop(_C14C_ARMY, None)
        return self.has_bonus_pair_per(token, for_each, counted)

    def c14c_ref_his(self, *parts):
        """ "his Personal Honor", "her own Chi": the card given the bonus or penalty (the amount's subject,
        marked until the effect is known to name "him" or a target)."""
        return {"equal_to": STAT_NAMES[str(parts[-1])], "of": _C14C_GIVEN}

    def c14c_ref_this(self, card_type, _poss, stat):
        """ "this card's Force" (its own name), "this Personality's Chi" (a Follower's or Item's: its
        bearer's)."""
        return {"equal_to": STAT_NAMES[str(stat)], "of": self.this_card(card_type)}

    def c14c_ref_number(self, _token, counted):
        """ "the number of Rings you control": 1 for each such card in play."""
        return {"per": counted, "each": 1}

    def c14c_duration(self, duration):
        return duration

    def c14c_this_turn(self, _token):
        """ "(this turn)": the turn, an ongoing effect's default duration."""
        return "end_of_turn"
    # ==== end of compiler 14, part C ====

    # ==== compiler 14, part D (transformer methods) ====
    def c14d_before_resolution(self, *parts):
        """ "Straighten Yorio before this battle's resolution.": each effect waits for this battle's
        resolution, as "Before this battle's resolution, ..." does (compiler 10, part B: _b_delayed, a Battle
        action's only)."""
        return [{**effect, "_b_delayed": True} for effect in _c14d_effects(parts)]

    def c14d_until(self, *parts):
        """ "Give him +2F until this battle ends." (end_of_battle: a Battle action's only, checked by
        _c14d_finish), "... until your next turn begins" (until_your_turn: phases.py, it ends as a turn of
        the effect's controller begins), "... until the game ends" (end_of_game). The duration the effect
        states overrides the default end of the turn (l5r-ce-effects, Ongoing effects: "Ongoing effects last
        until the end of the turn in which they were applied unless otherwise indicated"). Every effect of the
        sentence must be one that lasts (its phrase gives it the default `duration`); one that happens once is
        not read under these words."""
        return _c14d_lasting(parts[-1], [effect for group in parts[:-1] for effect in group])

    def c14d_until_lead(self, token, *groups):
        """ "Until the game ends, he may not perform Political actions.": as c14d_until, the duration
        written first."""
        return _c14d_lasting(token, [effect for group in groups for effect in group])

    def c14d_may_not_perform(self, token, duration=None):
        """ "He may not perform Political actions (this turn)": he cannot be the performer of an action with
        that keyword (performing_keywords.py; effects document, "May not"), an action's ongoing effect lasting
        the turn unless it says otherwise. "He" is "him", as for "He may not perform actions" (compiler 10,
        part D). A designator (Battle, Open ...) is not a keyword: "Battle actions" is not read."""
        keyword = str(token).split()[-2]
        if keyword in _C14D_DESIGNATORS:
            raise NotUnderstood(f"'{keyword} actions': a designator, not a keyword, names these actions")
        _a_keyword(keyword)
        return [{"may_not_perform": {"keyword": keyword}, "duration": "end_of_turn", "_on": "$target"}]

    def c14d_this_may_not_perform(self, token):
        """ "Rezan may not perform Political actions." (a Personality's continuous trait: while he is in play
        he cannot be the performer of an action with that keyword, performing_keywords.py)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'this card may not perform ...' on a {self.own_type}")
        keyword = str(token).split()[-2]
        if keyword in _C14D_DESIGNATORS:
            raise NotUnderstood(f"'{keyword} actions': a designator, not a keyword, names these actions")
        _a_keyword(keyword)
        trait = {"id": self.clause_id, "targets": "$source", "may_not_perform": {"keyword": keyword}}
        return {"traits": [trait]}, "may not perform"

    def c14d_after_battle(self, *parts):
        """ "After this battle ends, destroy him." / "Destroy it after the battle ends.": each effect waits
        for this battle's end; "Destroy this card after this battle's resolution (ends)." for the end of its
        resolution (the procedure battle_resolution, l5r.desk.battle-resolution). A delayed effect:
        _c14d_finish, a Battle action's only."""
        (token,) = [part for part in parts if isinstance(part, Token)]
        event = "battle_resolution_ends" if "resolution" in str(token) else "battle_ends"
        return [{**effect, _C14D_AFTER: event} for effect in _c14d_effects(parts)]

    # ==== end of compiler 14, part D ====

    # ==== compiler 14, part E (transformer methods) ====
    def c14e_bearer(self, bearer):
        return bearer

    def c14e_the_personality(self, _token):
        """ "the Personality" after "target a Personality": the target, as "the target" is."""
        return "$the_target"

    def c14e_enters_play_create(self, _token, created, bearer):
        """ "After Yaichiro enters play: Create a 2F Follower and attach it to him.": a Personality's
        triggered trait ("him", "this card": the Personality that entered play), each created card attached to
        him."""
        if self.own_type != "personality" or bearer not in ("$target", "$source"):
            raise NotUnderstood("an entering-play trait attaching a created card to another card")
        effects = self.c14e_create_attached(created, "$source")
        trigger = {"event": "enters_play", "card": "$source"}
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": trigger, "targets": "$source",
             **{k: v for k, v in effect.items() if k != "_on"}}
            for n, effect in enumerate(effects, start=1)
        ]  # fmt: skip
        return {"traits": traits}, "entering-play trait"

    def c14e_create_attached(self, token, bearer, if_legal=None):
        """ "Create a 1F Cavalry Follower and attach it to your target Personality / him / Hariya": each card
        created (card features, Created cards: its stats and keywords those the text gives, the others 0) is
        owned by the effect's player and enters play attached to the one Personality the text names, or
        ceases to exist if it cannot attach (created_attachments.py; l5r.desk.created-cards). "your target
        Personality" is chosen by the first created card's effect, as "Bow your target Personality" is; the
        others ("Create two ... Followers and attach them to him") are attached to the same target."""
        if if_legal is not None:
            raise NotUnderstood("a created card attached '(if legal)': what makes it legal is not modelled")
        cards = _c14e_created_attachments(str(token), self.clause_id)
        if isinstance(bearer, dict):
            first = {"create_attached": cards[0], "_target": bearer}
            return [first, *({"create_attached": card, "_on": "$target"} for card in cards[1:])]
        if bearer == "$source" and self.own_type != "personality":
            raise NotUnderstood(f"a created card attached to this {self.own_type}, which is no Personality")
        return [{"create_attached": card, "_on": bearer} for card in cards]

    # ==== end of compiler 14, part E ====

    # ==== compiler 15, part A (transformer methods) ====
    def c15a_target(self, number, *parts):
        """ "Target one or two Ninja cards", "target one or two target Crab Clan Personalities": one targeting
        effect picking that many cards (the filter field `number`: several_targets.py)."""
        return self._c15a_several(number, parts[-1])

    def c15a_target_of(self, number, owner, group):
        """ "target one to three of your Personalities", "of another player's Personalities"."""
        return self._c15a_several(number, group, owner)

    def c15a_target_phrase(self, number, _target, group):
        """ "Bow one or two target enemy Followers", "Give one to three target cards Cavalry"."""
        return self._c15a_several(number, group)

    def c15a_target_of_phrase(self, number, owner, _target, group):
        """ "Straighten one or two of your target Conscripts", "Move home one or more of your target
        Personalities"."""
        return self._c15a_several(number, group, owner)

    def _c15a_several(self, number, group, owner=None) -> dict:
        """The target's filter, with how many cards are picked; "of your" / "of another player's" is whose."""
        chosen = dict(group)
        if owner is not None:
            whose = "$controller" if str(owner).endswith("your") else "$other"
            if chosen.get("controller", whose) != whose:
                raise NotUnderstood("'of your' cards of another player (or the reverse)")
            chosen["controller"] = whose
        words = " ".join(str(number).lower().split())
        picks = {**C15A_NUMBERS[words], **({"same_controller": True} if chosen.pop("_same", False) else {})}
        if getattr(self, "_c15a_created", False):
            raise NotUnderstood(C15A_CREATED)
        self._c15a_group = True
        return {**chosen, "number": picks}

    def c15a_them(self, _token):
        """ "them", "the targets", "each target", "the targeted cards": every card the text targeted by a
        number (the target, never a performer); without such a target not read."""
        if not getattr(self, "_c15a_group", False):
            raise NotUnderstood("'them' or 'the targets' without several cards targeted")
        return "$the_target"

    def c15a_group(self, *parts):
        chosen: dict = {"in_play": True}
        if any(isinstance(p, Token) and p.type == "C15A_SAME_PLAYER" for p in parts):
            chosen["_same"] = True
        for part in (p for p in parts if not isinstance(p, Token)):  # ("each": each card picked)
            for key, value in part.items():
                if key == "keywords" and key in chosen:
                    chosen[key] = [*chosen[key], *value]
                elif key in chosen and chosen[key] != value:
                    raise NotUnderstood(f"two qualifiers of one kind ({key}) in a filter")
                else:
                    chosen[key] = value
        if "Human" in [*chosen.get("keywords", ()), *chosen.get("not_keywords", ())]:
            raise NotUnderstood("'Human': the absence of the Nonhuman keyword, not a keyword")
        return chosen

    def c15a_kind_type(self, token):
        return {"type": PLURALS[str(token)]}

    def c15a_kind_types(self, first, second):
        """ "Personalities or Followers": either type."""
        kinds = sorted({PLURALS[str(first)], PLURALS[str(second)]})
        if len(kinds) != 2:
            raise NotUnderstood("a kind of card named twice")
        return {"type": kinds}

    def c15a_kind_cards(self, _token):
        return {}

    def c15a_kind_attachments(self, _token):
        """ "attachments": cards in play attached to another (as "an attachment")."""
        return {"attached": True}

    def c15a_kind_keyword(self, token):
        """ "Courtiers": the keyword Courtier (a plural that is the keyword and an "s")."""
        return self.keyword_name(str(token)[:-1])

    def c15a_with(self, item):
        return item

    def c15a_gold_cost(self, token):
        """ "with a 0 Gold Cost", "with a Gold Cost of 0": exactly that current Gold Cost."""
        value = int(re.search(r"\d+", str(token)).group())
        return {"stats": {"gold_cost": {"at_least": value, "at_most": value}}}

    def __default_token__(self, token):
        """After several cards targeted by a number, a singular pronoun ("him", "it", "his", "the target")
        could name one of them or all: such a clause is not read (the words are read in text order)."""
        after_group = getattr(self, "_c15a_group", False) and not token.type.startswith("C15A_")
        if after_group and C15A_SINGULAR.search(str(token)):
            raise NotUnderstood(f"'{token}' after several cards targeted: which of them is not said")
        if token.type == "C14E_CREATE":  # compiler 14, part E's created attachments: one card per bearer
            if getattr(self, "_c15a_group", False):
                raise NotUnderstood(C15A_CREATED)
            self._c15a_created = True
        return token

    # ==== end of compiler 15, part A ====

    # ==== compiler 15, part B (transformer methods) ====
    def c15b_after_kind_targeted(self, _after, phrase, card_type):
        """ "After another player's Battle action targets this Personality": a Reaction to this card's
        targeting (as "After another player's action targets this card") by an action of that kind."""
        return {**self.after_targeted(_after, "an action", card_type), **_c15b_kind(str(phrase))}

    def c15b_after_kind_targets_kind(self, _after, phrase, targets, kind):
        """ "After another player's Battle action targets one of your Personalities": a kind of card
        targeted (compiler 10, part B) by an action of that kind."""
        return {**self.b_after_targets_kind(_after, "an action", targets, kind), **_c15b_kind(str(phrase))}

    def c15b_after_kind_targets_performer(self, _after, phrase, token, chosen):
        """ "After another player's Battle action targets your performing Kensai" (compiler 9, part D)."""
        trigger = self.after_targets_performer(_after, "an action", token, chosen)
        return {**trigger, **_c15b_kind(str(phrase))}

    def c15b_before_constrained(self, *parts):
        *prefix, token, constraints, effects = parts
        costs, target = constraints
        return ("effects", {**costs, **(prefix[0] if prefix else {}), "_trigger": _c15b_before(str(token))},
                target, _c15b_swap(effects, REACTED, C15B_REACTED))  # fmt: skip

    def c15b_before_plain(self, *parts):
        *prefix, token, effects = parts
        cost = {**(prefix[0] if prefix else {}), "_trigger": _c15b_before(str(token))}
        return ("effects", cost, None, _c15b_swap(effects, REACTED, C15B_REACTED))

    def c15b_before_ability(self, designators, body):
        """ "Reaction: Before an action's resolution: Negate this Personality's destruction from the action's
        effects.": a Reaction used before the action it names (reacts_to) resolves (action_windows.py, the
        Desk's rule l5r.desk.reaction-before-resolution); its negation of "the action's effects" applies to
        that action ($reacted) on the card the text names: this card, the performer, or its own target.
        (The negation is read as compiler 9, part D reads it; kept out of part D's check, which ties it to
        a Reaction to targeting, while the ability is built.)"""
        piece, family = self.ability(designators, body)
        (ability,) = piece["abilities"]
        effects = ability.get("effects", ())
        _c15b_either(ability)
        negations = [e for e in effects if e.get("prevent", {}).get("effects_of") == C15B_REACTED]
        if "choice" in ability and not effects:  # (the either-or negation: the options hold it)
            negations = [option[0] for option in ability["choice"]][:1]
        if len(negations) != 1 or (len(effects) > 1 and "choose" not in effects[0]):
            raise NotUnderstood("a Reaction before an action's resolution: one negation of the action's "
                                "effects is read, after the target it names at most")  # fmt: skip
        if ability.get("trigger", {}).get("event") != C15B_RESOLVING:
            raise NotUnderstood("a Reaction before an action's resolution without its trigger")
        return {"abilities": [_c15b_swap(ability, C15B_REACTED, REACTED)]}, family

    def c15b_when_plain(self, *parts):
        *prefix, token, kind, instead = parts
        cost = {**(prefix[0] if prefix else {}), "_trigger": _c15b_would_target(str(token), kind)}
        return ("effects", cost, None, [[instead]])

    def c15b_when_constrained(self, *parts):
        *prefix, token, kind, (costs, target), instead = parts
        if target is not None:
            raise NotUnderstood("a target of the Reaction's own before the action it redirects")
        cost = {**costs, **(prefix[0] if prefix else {}), "_trigger": _c15b_would_target(str(token), kind)}
        return ("effects", cost, None, [[instead]])

    def c15b_when_ability(self, designators, body):
        """ "Reaction: When another player's action would target one of your Personalities: Choose another one
        of your Personalities at the same location. The action targets him instead, if legal.": a Reaction
        used before the action it names (reacts_to) takes its targets (retargeting.py), substituting the card
        it chooses (or this card) for the card of the trigger's kind in that action's targeting, if legal
        (glossary, Substitution: else the original targeting happens normally)."""
        piece, family = self.ability(designators, body)
        (ability,) = piece["abilities"]
        effects = ability.get("effects", ())
        if len(effects) != 1 or "choice" in ability or "retarget" not in effects[0]:
            raise NotUnderstood("a Reaction redirecting an action's target: one substitution is read")
        if "choose" in effects[0]:  # (the card chosen: the trigger's card is only what it replaces)
            effects[0].pop("targets", None)
        return piece, family

    def c15b_when_kind(self, kind):
        return kind

    def c15b_yours_invariant(self, _your, word, place=None):
        """ "one of your Shugenja (at Kosoku's location)": a keyword whose plural is the word itself."""
        return self.b_yours_kind(_your, {"keywords": [str(word)]}, *([place] if place else []))

    def c15b_another_plural(self, *parts):
        chosen: dict = {"type": PLURALS[str(parts[-1])]}
        for part in parts[:-1]:
            chosen.update(part)
        return chosen

    def c15b_another_invariant(self, word):
        return {"keywords": [str(word)]}

    def c15b_choose_instead(self, _choose, another, _same, _sentence):
        """ "Choose another one of your Personalities at the same location. The action targets him instead,
        if legal.": chosen (not targeted) among its player's other such cards where the card the action
        would target is."""
        chosen = {"in_play": True, **another, "controller": "$controller", "not_cards": [B_REACTED_CARD],
                  "at_location_of": B_REACTED_CARD}  # fmt: skip
        return {"choose": chosen, "retarget": {"action": REACTED, "from": B_REACTED_CARD}}

    def c15b_this_instead(self, token):
        """ "It targets Ezuno instead, if legal.", "The action targets this card instead, if legal." (its own
        name read as this card)."""
        words = str(token).split()
        card = self.this_card(words[words.index("this") + 1])
        return {"targets": card, "retarget": {"action": REACTED, "from": B_REACTED_CARD}}

    def c15b_negate_either(self, _token, *parts):
        """ "negate either the bowing, destruction, or movement of this Personality from the action's
        effects": one of the negations, the ability's player's choice (made the ability's choice of options
        by c15b_before_ability: a Reaction before an action's resolution only)."""
        events = [NEGATED_EVENTS[str(t)] for t in parts if getattr(t, "type", "") == "NEGATED_EVENT"]
        if len(set(events)) != len(events):
            raise NotUnderstood("an event negated twice")
        card_type = next(str(t) for t in parts if getattr(t, "type", "") == "TYPE")
        on = self.this_card(card_type)
        return [[{"prevent": {"event": events[0], "effects_of": REACTED}, "_c15b_either": events, "_on": on}]]

    def c15b_refused(self, *parts):
        """Every other Reaction before an action resolves, before what it does, when it would target a card,
        or after engaging: refused with the reason."""
        raise NotUnderstood(_c15b_refusal(str(parts[-1])))

    # ==== end of compiler 15, part B ====

    # ==== compiler 15, part C (transformer methods) ====
    def c15c_gold_cost_per(self, token, counted):
        """ "This card has -1 Gold Cost for each Unique Samurai you control": a fluctuating penalty to the
        card's own Gold Cost stat (card features, Bonuses and penalties: "A card that has +1F for each Samurai
        in play"), counted among the cards in play its player controls as the stat is read. Out of play (in a
        hand, a province) a card's continuous traits affect only that card (card features, Traits), and the
        entering-play Gold cost is the Gold Cost stat with its modifiers (gold.py); never below 0."""
        words = str(token).split()
        self._is_this_card(words[1])
        if self.own_type not in C15C_GOLD_COST_TYPES:
            raise NotUnderstood(f"a Gold Cost penalty on a {self.own_type}, which has no Gold Cost")
        each = int(words[3].lstrip("-"))
        if each < 1:
            raise NotUnderstood("-0 Gold Cost for each card")
        change = {"per": counted, "each": each, "sign": -1}
        penalty = {"id": self.clause_id, "targets": "$source", "stat": "gold_cost", "change": change}
        return {"traits": [penalty]}, "this card has"

    def c15c_counted(self, *parts):
        """ "Unique Samurai you control", "Undead Personality you control", "Courtier you control": the cards
        in play of that kind its player controls ("non-Unique Samurai or Ninja Personality" is not read: which
        words the "non-Unique" and the "or" join is not fixed)."""
        place = [part for part in parts if isinstance(part, Token) and part.type == "C15C_AT_BATTLEFIELD"]
        parts = tuple(part for part in parts if part not in place)
        counted = _counted({"controller": "$controller"}, [_c15c_unique(part) for part in parts])
        if place:
            counted["zone"] = "$battlefield"  # the battle in progress's battlefield (none: no card counted)
        if len(counted.keys() - {"unique"}) == 1:
            raise NotUnderstood("'for each card you control' names no kind of card")
        return counted

    def c15c_equips_for_less(self, token, *rest):
        """ "Equips to a Unique Personality for 2 less Gold", "Equips to a Crane Clan Personality for 2 less
        Gold": an attachment's own trait lowering what is paid for it to attach to such a card, as compiler 12
        reads "Attaches to a Courtier for 2 less Gold" (enters_for_less with `bearer`, own_cost.py): Equipping
        is attaching the card paying its Gold cost, a payment naming the card it attaches to (pay: to)."""
        rest = tuple(_c15c_unique(part) for part in rest)
        unique = [part for part in rest if isinstance(part, dict) and "unique" in part]
        others = tuple(part for part in rest if not (isinstance(part, dict) and "unique" in part))
        named = [part for part in others if isinstance(part, dict)]
        kinds = [part for part in others if isinstance(part, str) and not isinstance(part, Token)]
        if unique and (named or kinds != ["personality"]):
            raise NotUnderstood("'Equips to a Unique ...' other than 'a Unique Personality'")
        if not unique:
            return self.c_attaches_for_less(token, *others)
        if self.own_type not in BEARERS:
            raise NotUnderstood(f"'equips to ... for less Gold' on a {self.own_type}")
        (number,) = [part for part in others if isinstance(part, int)]
        if number < 1:
            raise NotUnderstood("attaching for 0 less Gold")
        bearer = {"type": "personality", **unique[0]}
        return {"enters_for_less": {"amount": number, "bearer": bearer}}, E_ENTERS_FOR_LESS

    def c15c_star_gold(self, _token):
        """ ":gstar:" before "Equip a target ...": a Gold cost of "*", the Gold the equipping names, paid as
        it happens with the cards the use names to bow (gold_star; the Desk's rules l5r.desk.recruit and
        l5r.desk.equip). The grammar reads it only before such an equipping."""
        return ("cost", {"gold_star": True})

    def c15c_equip(self, _token, chosen, zone, _to, less=None):
        """ "Equip a target Spell in your hand to Kota": its player pays the target card's entering-play Gold
        cost (less what the text takes off) and it enters play attached to this Personality (equip,
        equipping.py; l5r.desk.equip). The target is one of his own cards in that pile as the action is taken
        (there_as_taken, pile_targets.py), read by type, keyword or uniqueness only. Followers and Spells
        only: an Item or "attachment" may be a Weapon or Armor, whose limits are not modelled."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'equip ... to this card' on a {self.own_type}")
        equip = {"to": "$source", **({"less": less} if less else {})}
        return [{"equip": equip, "_target": _c15c_out_of_play(chosen, str(zone))}]

    def c15c_less(self, number, _less):
        """ ", paying 2 less Gold" after an equipping: taken off the card's entering-play Gold cost."""
        if number < 1:
            raise NotUnderstood("paying 0 less Gold")
        return number

    def c15c_target_in_zone(self, *parts):
        """ "Target a Follower in your hand or discard pile" before "Attach it to this card, paying ...": one
        of his own cards there as the action is taken (as c15c_equip reads it)."""
        chosen, zone = parts[-2], parts[-1]
        if self.own_type != "personality":
            raise NotUnderstood(f"'attach it to this card' on a {self.own_type}")
        return ("target", _c15c_out_of_play(chosen, str(zone)))

    def c15c_attach_paying(self, _token, paying):
        """ "Attach it to Haruto, paying 2 less Gold" / "paying all costs": the target is equipped to this
        Personality, its Gold cost (less N) paid by the effect (equip, equipping.py; l5r.desk.equip)."""
        numbers = [int(word) for word in str(paying).split() if word.isdigit()]
        if numbers and numbers[0] < 1:
            raise NotUnderstood("paying 0 less Gold")
        equip = {"to": "$source", **({"less": numbers[0]} if numbers else {})}
        return [{"equip": equip, "_on": "$target"}]

    def c15c_attaches_gold_cost(self, _token, least, _more, number, _less):
        """ "Attaches to a Personality with a Gold Cost of 9 or greater paying 4 less Gold": compiler 12's
        reduction for one kind of bearer (enters_for_less with `bearer`, own_cost.py), the bearer's current
        Gold Cost at least N as the payment is made."""
        if self.own_type not in BEARERS:
            raise NotUnderstood(f"'attaches to ... for less Gold' on a {self.own_type}")
        if number < 1:
            raise NotUnderstood("attaching for 0 less Gold")
        bearer = {"type": "personality", "stats": {"gold_cost": {"at_least": int(least)}}}
        return {"enters_for_less": {"amount": number, "bearer": bearer}}, E_ENTERS_FOR_LESS

    # ==== end of compiler 15, part C ====

    # ==== compiler 15, part D (transformer methods) ====
    def c15d_while_in_army(self, _token, _who, keyword, card_type=None):
        """ "while in an army with another Tactician / a Naval Personality / any Ronin": a condition judged
        all along on the card the trait is on (`who`: this card, or an attachment's bearer): at least one
        card of that kind, not `who`, is in the same player's army at `who`'s battlefield (in_army_of and
        at_battlefield_of, as compiler 14, part C reads "his army": an army is at a battlefield). "a card"
        names any type."""
        kind = {**keyword, **({"type": card_type} if card_type not in (None, "card") else {})}
        return lambda who: {"count": {**kind, **_c15d_army_of(who)}, "at_least": 1}

    def c15d_while_they_are(self, _token, what):
        """ "while they are Earth", "while they are a Berserker": the card the trait is on has the keyword
        (one of), as "while he is" (compiler 9, part E)."""
        return self.e_while_is(_token, what)

    def _c15d_bearer(self) -> str:
        """ "this Personality" in a condition: this card on a Personality, its bearer on a Follower or Item
        (a Spell's "this Personality" is not printed: its bearer is "this Shugenja")."""
        if self.own_type == "personality":
            return "$source"
        if self.own_type in ("follower", "item"):
            return "$bearer"
        raise NotUnderstood(f"'while this Personality is' on a {self.own_type}")

    def c15d_while_bearer_is(self, _token, what):
        """ "This card has +1F while this Personality is a Tactician." (a Follower's: its bearer has the
        keyword, or one of two)."""
        card = self._c15d_bearer()
        return lambda _who: {"card": card, "is": _e_is(what)}

    def c15d_while_bearer_dishonorable(self, _token, _status):
        """ "This card has -3F while this Personality is dishonorable.": its bearer is dishonorable
        (dishonored, or with the Dishonorable keyword, as "a dishonorable Personality" is read)."""
        card = self._c15d_bearer()
        return lambda _who: {"card": card, "is": {"dishonorable": True}}

    def c15d_while_this_bowed(self, token, status):
        """ "This Personality has Cavalry while this card is unbowed.", "This Shugenja has +2F while this
        Spell is bowed.": this card's own status ("this Spell" on a Spell ...), whoever the trait is on."""
        named = str(token).split()[2]
        if named != "card" and named.lower() != self.own_type:
            raise NotUnderstood(f"'this {named}' on a {self.own_type}")
        bowed = not str(status).startswith("un")
        return lambda _who: {"card": "$source", "is": {"bowed": bowed}}

    def c15d_while_it_bowed(self, _token, status):
        """ "This Item has -3F while it is bowed.": the card the trait is on ("it", "he")."""
        bowed = not str(status).startswith("un")
        return lambda _who: {"subject": {"bowed": bowed}}

    def c15d_next(self, *parts):
        """ "After the next time (this turn) it straightens, destroy it.": what the card, the event, the
        period and the effects are (c15d_constrained_next binds the card and builds the delayed effect)."""
        tokens = [part for part in parts if isinstance(part, Token)]
        periods = [str(t) for t in tokens if t.type == "C15D_PERIOD"]
        if len(periods) > 1:
            raise NotUnderstood("'the next time' with two periods")
        (card,) = [str(t) for t in tokens if t.type == "C15D_NEXT_CARD"]
        (event,) = [_C15D_EVENTS[str(t)] for t in tokens if t.type == "C15D_NEXT_EVENT"]
        effects = [effect for group in parts if isinstance(group, list) for effect in group]
        return {"card": card, "event": event, "period": periods[0] if periods else None, "effects": effects}

    def c15d_constrained_next(self, constraints, effects, following):
        """The action's effects, then the delayed effect of "After the next time ...": it waits for the
        card's next event (`trigger: {event, card}`), this turn (`duration: end_of_turn`: if the turn ends
        first it ends unapplied) or this game (no duration), and applies once (l5r-ce-effects, Delayed
        effects: activated as the action resolves, applied later; "Effects that were activated on a card in
        play, and then delayed, also apply to the card at the delayed point in time")."""
        costs, target = constraints
        return ("effects", costs, target, [*effects, [self._c15d_delayed(costs, target, effects, following)]])

    def c15d_unconstrained_next(self, effects, following):
        return ("effects", {}, None, [*effects, [self._c15d_delayed({}, None, effects, following)]])

    def _c15d_delayed(self, costs: dict, target, groups: list, following: dict) -> dict:
        """The delayed effect: its card ("he" / "it": the action's one target, or without one its performer;
        "this Spell": this card; "that Personality", "the target": the target) and its effects on that card,
        this card or the player. Refused: a pronoun that could be the performer or the target, a card the
        action does not name, "this battle", an effect that chooses, reaches a kind of card, may be declined
        or lasts (as compiler 14, part D's delayed effects)."""
        if following["period"] == "this battle":
            raise NotUnderstood("'the next time this battle': a delayed effect ending with its battle")
        if "_target_player" in costs:
            raise NotUnderstood("'the next time' in an action that targets a player")
        targeted = target is not None or any("_target" in e for group in groups for e in group)
        performer = "requires" in costs
        card = _c15d_next_card(following["card"], targeted, performer, self)
        then = [_c15d_then(effect, card, targeted) for effect in following["effects"]]
        if len(then) != 1:
            raise NotUnderstood("two delayed effects after 'the next time': not read")
        waiting = {"kind": "delayed", "trigger": {"event": following["event"], "card": card}}
        if following["period"] in ("this turn", "(this turn)"):
            waiting["duration"] = "end_of_turn"
        return {**waiting, "then": then[0], "_each": None}  # (_each None: _resolve_one leaves it as it is)

    def c15d_first_time_trait(self, first, card, event, sentence):
        """ "After the first time each turn this card bows: Straighten it.": a triggered trait answering the
        card's event, whose effects happen only if it is the card's first such event of the period
        (`while: {first_time: bowed, of: $source, per: turn}`: first_times.py, l5r.desk.first-time; every
        such event is counted, whether or not the trait answered it). "it" / "him" is that card; the effects
        act on it, this card, or its player (not a choice or a kind of card)."""
        who = self._c15d_first_card(str(card).split()[1])
        name = _C15D_FIRST_EVENTS[str(event)]
        per = str(first).split()[-1]
        condition = {"first_time": name, "of": who, "per": per}
        traits = []
        for n, effect in enumerate(sentence, start=1):
            resolved = _c15d_then(effect, who, targeted=False)
            traits.append({"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": {"event": name,
                           "card": who}, **resolved, "while": condition})  # fmt: skip
        return {"traits": traits}, "first-time trait"

    def _c15d_first_card(self, named: str) -> str:
        """ "this card", "this Weapon" (an Item's keyword), "this Personality" (on a Follower or Item: its
        bearer)."""
        if named in ("Weapon", "Armor"):
            if self.own_type != "item":
                raise NotUnderstood(f"'this {named}' on a {self.own_type}")
            return "$source"
        return self.this_card(named)

    def c15d_while_first_statics(self, _token, card_type, what, statics):
        """ "While this Shugenja is Earth, your provinces have +1 strength.": each trait of the static (what
        "Your provinces have +1 strength." compiles to) applies while this card (a Spell's "this Shugenja":
        its bearer) has the keyword, judged all along (`while: {card, is}`). A static that has a condition
        of its own is not read."""
        who = self.this_card(card_type)
        piece, family = statics
        traits = piece.get("traits", [])
        if set(piece) != {"traits"} or not traits or any("while" in trait for trait in traits):
            raise NotUnderstood("'While this Shugenja is X, ...' with a static the compiler cannot condition")
        for trait in traits:
            trait["while"] = {"card": who, "is": _e_is(what)}
        return piece, family

    def c15d_while_first_status(self, _token, card_type, status, _he_has, items):
        """ "While this Shugenja is defending, he has +3F.": as "This Shugenja has +3F while defending" (a
        Personality's own side or opposition; on a Spell, its bearer's)."""
        who = self.this_card(card_type)
        if who == "$source" and self.own_type != "personality":
            raise NotUnderstood(f"'while this {card_type} is {status}' on a {self.own_type}")
        return self._e_traits(who, items, {"subject": {str(status): True}})

    def c15d_while_control_terrain(self, _token, _article, _terrain, at=None):
        """ "while you control a Terrain (at its battlefield)": a Terrain card, or a card with the Terrain
        keyword (as compiler 11 reads "If there are no Terrains"), that its controller controls (at the
        battlefield where this card is: at_battlefield_of, none while it is home)."""
        place = {"at_battlefield_of": "$source"} if at is not None else {}
        kinds = ({"type": "terrain"}, {"keywords": ["Terrain"]})
        counts = [{"count": {**kind, "controller": "$controller", **place}, "at_least": 1} for kind in kinds]
        return lambda _who: {"any": counts}

    def c15d_your_have(self, _your, group, given, side):
        """ "Your Ninja Personalities have +1F while opposed.": as "All your Ninja Personalities have +1F"
        (a continuous trait on every such card in play), each while he is opposed (attacking, defending): a
        Personality's own status, so only Personalities are read (a Follower's side is its Personality's).
        "(while in play)" says what the trait already does (it reaches cards in play only)."""
        piece, family = self.all_have(Token("EACH", "all your"), group, given)
        status = str(side).split()[-1]
        if status not in ("attacking", "defending", "opposed"):
            return piece, family
        for trait in piece["traits"]:
            if trait["affects"].get("type") != "personality":
                raise NotUnderstood(f"'while {status}' on cards that may be Followers (their unit's status)")
            trait["while"] = {"subject": {status: True}}
        return piece, family

    def c15d_terrain_resolution(self, _token, sentence):
        """A Terrain's "Before this battle's resolution: <effects>.": a triggered trait answering the
        beginning of a battle's resolution (l5r.desk.battle-resolution: what happens "before this battle
        resolves"), whose effects happen only if that battle is at this card's battlefield ("this battle":
        `while: {count: {cards: [$source], zone: $battlefield}}`). Its effects act on every card of a kind
        there, this card or its player; one that targets or chooses, may be declined, or lasts (a Terrain's
        lasting effect lasts while it is in play, l5r-ce-effects EXCEPTION 2, unless it states a duration:
        the compiler does not tell a stated duration from its default) is not read."""
        if self.own_type not in ("strategy", "terrain"):
            raise NotUnderstood(f"'Before this battle's resolution:' as a trait of a {self.own_type}")
        here = {"count": {"cards": ["$source"], "zone": "$battlefield"}, "at_least": 1}
        traits = []
        for n, effect in enumerate(sentence, start=1):
            effect = dict(effect)
            if "_each" in effect:
                effect = _each_resolved(effect, None, None, chose=False)
            elif effect.get("player") is True:
                effect = _player_effect(effect)
            elif effect.get("_on") in _THIS_CARD:
                effect = {"targets": effect.pop("_on"), **effect}
            else:
                raise NotUnderstood("a Terrain's resolution trait acting on a card it targets or chooses")
            if any(key.startswith("_") for key in effect) or {"choose", "duration", "optional"} & set(effect):
                raise NotUnderstood("a Terrain's resolution trait that chooses, may be declined or lasts")
            if "prevent" in effect:  # a negation lasts: its triggered form would be a delayed effect
                raise NotUnderstood("a Terrain's resolution trait that negates: a negation that lasts")
            condition = {"all": [here, effect.pop("while")]} if "while" in effect else here
            trigger = {"event": "battle_resolution_begins"}
            trait_id = self.clause_id + (f".{n}" if n > 1 else "")
            traits.append({"id": trait_id, "trigger": trigger, **effect, "while": condition})
        return {"traits": traits}, "Terrain resolution trait"

    # ==== end of compiler 15, part D ====

    # ==== compiler 15, part E (transformer methods) ====
    def c15e_even_away(self, token, constraints=({}, None)):
        """ "Even if this card is not at the current battlefield, ...": a condition that allows the action in
        spite of the Rule of Location (card features, Abilities, constraints block B: "Even if this card is
        bowed" overrides a rule): the card, or the card it is attached to ("this unit", "this Shugenja" on a
        Spell), may take it away from the current battlefield (`any_location: this`, any_location.py)."""
        named = str(token).split()[3]
        allowed = {"card", self.own_type}
        if self.own_type in ("personality", "follower", "item", "spell"):
            allowed.add("unit")
        if self.own_type in ("personality", "spell"):
            allowed.add("shugenja")
        if named.lower() not in allowed:
            raise NotUnderstood(f"'this {named}' on a {self.own_type}")
        costs, target = constraints
        if "_c15e_any_location" in costs:
            raise NotUnderstood("a place freed twice")
        return ({**costs, "_c15e_any_location": "this"}, target)

    def c15e_even_bowed_away(self, token, constraints=({}, None)):
        """ "Even if this card is bowed or not at the current battlefield, ...": both conditions' allowances
        (even_if_bowed, and `any_location: this`)."""
        self._is_this_card(str(token).split()[3])
        costs, target = self.c15e_even_away(token, constraints)
        return ({**costs, "_even_if_bowed": True}, target)

    def c15e_bow_him_away(self, _token):
        """ "bow him" right after "Even if this card is not at the current battlefield," on a Personality:
        the card bows itself (the cost "Bow this card")."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'bow him' on a {self.own_type}")
        return {"bow": "$source"}

    def c15e_if_enemy_there(self, token):
        """ "if any enemy units are there" right after "... is not at the current battlefield,": the condition
        "If any enemy units are at the current battlefield" (and "there" later is that battlefield)."""
        return self.if_enemy_units_here(token)

    def c15e_choose_anywhere(self, _token, chosen, _where):
        """ "Choose your performing Shugenja at any location": the performer (a requirement) may take the
        action wherever he is (`any_location: performer`)."""
        return ("cost", {"requires": _performer(chosen), "_c15e_any_location": "performer"})

    def c15e_bow_anywhere(self, token, chosen, _where):
        """ "Bow your performing Courtier at any location": the cost of bowing him, and he may perform the
        action wherever he is (`any_location: performer`)."""
        return ("cost", {**self.cost_bow_performer(token, chosen), "_c15e_any_location": "performer"})

    def c15e_your_target_anywhere(self, chosen, _where):
        """ "your target Personality at any location": the target wherever it is; the engine's targets have
        no place unless the text names one (only the performer is bound by the Rule of Location,
        location.py), so the words add nothing the engine would judge otherwise."""
        return self.your_target(chosen)

    def c15e_target_anywhere(self, chosen, _where):
        """ "a target Personality at any location", "Target your Courtier at any location" (as above)."""
        if "zone" in chosen:
            raise NotUnderstood("a target's place named twice")
        return chosen

    def c15e_enters_put_titled(self, card_type, token):
        """ "After this card enters play, you may put the Ring of Air from your discard pile into your hand.":
        a triggered trait; its player chooses a card of that title in his own discard pile (none: nothing
        happens) and puts it into his hand (put_into_hand, l5r.desk.put-into-hand); "you may": optional."""
        if str(card_type).lower() not in ("card", self.own_type):
            raise NotUnderstood(f"'this {card_type}' on a {self.own_type}")
        text = str(token)
        title = re.search(r"put the (.+) from your discard pile", text).group(1)
        chosen = {"zone": "discard", "owner": "$controller", "title": title}
        trait = {"id": self.clause_id, "trigger": {"event": "enters_play", "card": "$source"},
                 **({"optional": True} if text.startswith("you may") else {}),
                 "choose": chosen, "put_into_hand": True}  # fmt: skip
        return {"traits": [trait]}, "entering-play trait"

    def c15e_put_from_pile(self, token):
        """ "Put a non-Unique Item from your discard pile into your hand": its player chooses, as the effect
        resolves, a card of that kind in his own discard pile (not targeted: the text says no "target") and
        puts it into his hand (put_into_hand, l5r.desk.put-into-hand); with none there nothing happens."""
        return [{"_each": None, "choose": _c15e_pile_kind(str(token)), "put_into_hand": True}]

    def c15e_may_put_from_pile(self, token):
        """ "You may put a Ring in your Fate discard pile into your hand." (as above; the player may not)."""
        chosen = _c15e_pile_kind(str(token))
        return [{"_each": None, "choose": chosen, "put_into_hand": True, "optional": True}]

    def c15e_enters_put_kind(self, card_type, token):
        """ "After this card enters play, put a Kiho in your discard pile into your hand.": a triggered trait;
        its player chooses a card of that kind in his own discard pile (none: nothing happens)."""
        if str(card_type).lower() not in ("card", self.own_type):
            raise NotUnderstood(f"'this {card_type}' on a {self.own_type}")
        trait = {"id": self.clause_id, "trigger": {"event": "enters_play", "card": "$source"},
                 "choose": _c15e_pile_kind(str(token)), "put_into_hand": True}  # fmt: skip
        return {"traits": [trait]}, "entering-play trait"

    def c15e_refused(self, token):
        """Wordings refused on purpose (C15E_REASONS): the first reason whose pattern the clause holds."""
        text = str(token)
        for pattern, reason in C15E_REASONS:
            if re.search(pattern, text):
                raise NotUnderstood(reason)
        raise NotUnderstood("a wording compiler 15 part E refuses")

    # ==== end of compiler 15, part E ====

    # ==== compiler 15, part F (transformer methods) ====
    def c15f_lead_target_performer(self, _token, chosen):
        """ "Target your performing unbowed Samurai to ...": the performer, targeted (one of the action's
        targets, chosen as it is taken: target_card, changing nothing)."""
        choose = {"in_play": True, **_performer(chosen), "controller": "$controller"}
        return {"choose": choose, "targeting": True, "target_card": True}, "$performer", chosen

    def c15f_lead_verb_target_performer(self, token, chosen):
        """ "Bow your target performing Shugenja to ...", "Destroy your target performing Ninja to ...": the
        performer, targeted, then bowed, destroyed or dishonored."""
        choose = {"in_play": True, **_performer(chosen), "controller": "$controller"}
        op = str(token).split()[0].lower()
        return {"choose": choose, "targeting": True, op: True}, "$performer", chosen

    def c15f_performer_lead(self, token, chosen, then):
        """ "Bow your performing Monk to gain 2 Honor.": the performer must be such a card (the requirement
        "Choose your performing" makes), he is bowed (destroyed, dishonored), and the effects after "to"
        happen only if that happened."""
        op = str(token).split()[0].lower()
        first = {"_each": None, "id": f"{self.clause_id}.to", "targets": "$performer", op: True}
        kind, effects = then
        lead = ({"targets": "$performer"}, "$performer" if kind == "attack" else None, chosen)
        if kind == "attack":
            attack, more = effects
            effects = self.c15f_to_make(lead, None, attack, *more)
        else:
            effects = self.c15f_to_effect(lead, None, *effects)
        after = [{**effect, "if_changed": first["id"]} for effect in effects[1:]]
        return {"requires": _performer(chosen)}, [first, *after]

    def c15f_to_body(self, first, *sentences):
        """The effects block beginning "X to Y.": the requirement a performer lead makes, then the sentences.
        "him" in a later sentence is the performer only without a card chosen in the first ("Bow your
        performing Samurai to bow a target Personality. Move him home." could name either: not read)."""
        cost, effects = first if isinstance(first, tuple) else ({}, first)
        later = [effect for sentence in sentences for effect in sentence]
        if any(_c15f_refers(effect) or "_target" in effect for effect in later) and any(
            "choose" in effect for effect in effects
        ):
            raise NotUnderstood("a later 'him' or target beside the card 'X to Y' chose")
        return ("effects", cost, None, [effects, *sentences])

    def c15f_then_effect(self, _to, *effects):
        return "effect", effects

    def c15f_then_attack(self, _to, attack, *more):
        return "attack", (attack, more)

    def c15f_lead_this(self, token, card_type):
        """ "Bow this Shugenja to ...", "Discard this card to ...": this card (on a Spell "this Shugenja" its
        bearer), bowed, destroyed or discarded from play (recruiting.py's `discard`)."""
        op = str(token).split()[0].lower()
        return {"targets": self.this_card(card_type), op: True}, None, {}

    def c15f_to_make(self, lead, _to, attack, *more):
        """ "X to make a Ranged 3 Attack (and Z)": X happens, then the attack (and Z) only if X changed the
        game (the Desk's reading of every "X to Y" it plays, l5r.desk.imperial-favor); when X only targets
        the performer, the attack needs both targets, chosen as the action is taken."""
        first, performer, chosen = lead
        first = {"_each": None, "id": f"{self.clause_id}.to", **first}
        (made,) = [dict(effect) for effect in attack]
        _c15f_bind_strength(made["ranged_attack"], performer, chosen)
        made = {"choose": made.pop("_target"), "targeting": True, **made}
        after = [dict(effect) for group in more for effect in group]
        if any(_c15f_refers(effect) for effect in after):
            raise NotUnderstood("'him' or 'his' after 'to make a Ranged Attack and'")
        effects = [made, *_resolve_effects(None, [after])]
        condition = {} if first.get("target_card") else {"if_changed": first["id"]}
        return [first, *({"_each": None, **effect, **condition} for effect in effects)]

    def c15f_to_effect(self, lead, _to, *effects):
        """ "Target your performing X to move home a target enemy Personality", "Bow this card to straighten
        a target Personality": as c15f_to_make, with the effects the grammar reads after "to" (each naming
        its own target: "him", "his unit", "each" are not read there)."""
        first, _performer_ref, _chosen = lead
        first = {"_each": None, "id": f"{self.clause_id}.to", **first}
        after = [dict(effect) for group in effects for effect in group]
        if any(_c15f_refers(effect) for effect in after):
            raise NotUnderstood("'him', 'his' or 'his controller' after 'X to': the card is not read")
        condition = {} if first.get("target_card") else {"if_changed": first["id"]}
        resolved = _resolve_effects(None, [after])
        return [first, *({"_each": None, **effect, **condition} for effect in resolved)]

    def c15f_attack_or_stronger(self, weaker, stronger, token, what):
        """ "Ranged 4 Attack, or Ranged 6 Attack if this Shugenja is Thunder": its strength 4, plus 2 while
        the card named is so as the attack resolves (one card counted or none: an amount read then)."""
        low, high = (int(str(t).split()[1]) for t in (weaker, stronger))
        if str(weaker).split()[0] != str(stronger).split()[0]:
            raise NotUnderstood("a Ranged Attack or a Melee Attack: two kinds of attack")
        if high <= low:
            raise NotUnderstood("the stronger attack is not the second")
        words = str(token).split()
        if words[1] == "the":
            card = {"cards": ["$performer"], "keywords": [words[3]]} if words[3] == "Shugenja" else {
                "cards": ["$performer"], "type": "personality"}
        else:
            card = {"cards": [self.this_card(words[2])]}
        card = {**card, "in_play": True}
        if "keywords" in card and "keywords" in what:
            card["keywords"] = card["keywords"] + what["keywords"]
            what = {k: v for k, v in what.items() if k != "keywords"}
        if set(card) & set(what):
            raise NotUnderstood("a condition naming what the card already is")
        attack = {"strength": {"per": {**card, **what}, "each": high - low}, "plus": low}
        if str(weaker).startswith("Melee"):
            attack["melee"] = True
        return [{"ranged_attack": attack, "_target": _attack_targets()}]

    def c15f_is_keyword(self, *parts):
        named = parts[-1]
        if len(named["keywords"]) != 1:
            raise NotUnderstood("two keywords")
        return named

    def c15f_is_state(self, token):
        return self.state(token)

    def c15f_negate_changes(self, negate, stat, changes, _on, where, origin=None):
        """ "Negate all current Force bonuses and penalties to cards at this battlefield from actions": a
        prevention (l5r-ce-effects, Prevention: an action's prevention of a type of occurrence lasts until
        the turn ends; each current bonus and penalty that qualifies is prevented), on the card named, the
        target, or every card at the place while it lasts (the corpus reads a kind and a place throughout an
        ongoing effect's duration)."""
        again = {"_on": "$the_target"} if "_target" in where else where  # the one target, chosen once
        return [
            {**(where if n == 0 else again), "prevent": _c15f_prevention(negate, one, changes, origin)}
            for n, one in enumerate(stat)
        ]

    def c15f_negated_card(self, who):
        return {"_on": who}

    def c15f_negated_target(self, chosen):
        return {"_target": chosen}

    def c15f_negated_cards_at(self, _cards, place):
        _, where = place
        return {"_each": {"in_play": True, **where}}

    def c15f_negate_trait(self, negate, stat, changes, _on, card_type, origin=None):
        """ "Negate all Force penalties on this Personality." (a trait: while its card is in play, on it or
        its bearer; "current" is an action's word, not read here)."""
        if str(negate).lower().endswith("current"):
            raise NotUnderstood("'current' bonuses in a trait: which are current is not said")
        card = self.this_card(card_type)
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "targets": card,
             "prevent": _c15f_prevention(negate, one, changes, origin)}
            for n, one in enumerate(stat, start=1)
        ]  # fmt: skip
        return {"traits": traits}, "negation trait"

    def c15f_stats(self, *stats):
        if len(set(map(str, stats))) != len(stats):
            raise NotUnderstood("a stat named twice")
        return list(stats)

    def c15f_attack_compared(self, token, compared):
        """ "Ranged 6 Attack that you compare against Gold Cost": the target's Gold Cost, not its Force,
        against the attack's strength (l5r.desk.attack-compared)."""
        (attack,) = self.ranged_attack(token)
        stat = _C15F_COMPARED[str(compared).split(" against ")[1].split(" instead")[0]]
        attack["ranged_attack"]["against"] = {"stat": stat}
        return [attack]

    def c15f_attack_may_compare(self, effect, _if, compared):
        """ "Ranged 3 Attack. If the Ranged Attack targeted a Personality, you may compare it against his Chi
        instead of Force.": the attack's player chooses as it resolves (l5r.desk.attack-compared)."""
        if len(effect) != 1 or "ranged_attack" not in effect[0] or "_target" not in effect[0]:
            raise NotUnderstood("'the Ranged Attack' after an effect that is not one Ranged Attack")
        attack = dict(effect[0])
        if attack["ranged_attack"].get("melee"):
            raise NotUnderstood("'the Ranged Attack' after a Melee Attack")
        stat = _C15F_COMPARED[str(compared).split(" his ")[1].split(" instead")[0]]
        against = {"stat": stat, "optional": True, "personality": True}
        attack["ranged_attack"] = {**attack["ranged_attack"], "against": against}
        return [attack]

    def c15f_enemy_leader(self, _clause):
        raise NotUnderstood(
            "'the enemy leader': the corpus does not define a battle's leaders (the rulebook's battle "
            "sections are not in it), and the engine names none"
        )

    def c15f_resolution_bow(self, _clause):
        raise NotUnderstood(
            "'battle resolution does not bow': what battle resolution bows is the rulebook's, not in the "
            "corpus, and the engine's battle resolution bows no card (l5r.desk.battle-resolution): the text "
            "would play nothing"
        )

    def c15f_unit_fewer(self, *parts):
        """ "an enemy unit with fewer cards than this unit": a unit, targeted by its Personality, whose number
        of cards is compared as it is chosen (the filter field unit_cards, unit_sizes.py)."""
        *owner, _unit, _fewer, than = parts
        chosen = self.unit_filter(*owner, _unit)
        return {**chosen, "unit_cards": than}

    def c15f_than_this_unit(self, _token):
        return {"fewer_than_unit_of": self._unit_card()}

    def c15f_than_this_stat(self, card_type, _poss, stat):
        return {"fewer_than": {"stat": STAT_NAMES[str(stat)], "of": self.this_card(card_type)}}

    def c15f_attack_or_target(self, weaker, stronger, _if, kind, _reminder=None):
        """ "Ranged 3 Attack, or Ranged 4 Attack if the target is Shadowlands": 3, and 4 against such a target
        as the attack resolves (l5r.desk.attack-target-strength)."""
        low, high = (int(str(t).split()[1]) for t in (weaker, stronger))
        if str(weaker).split()[0] != str(stronger).split()[0]:
            raise NotUnderstood("a Ranged Attack or a Melee Attack: two kinds of attack")
        if high <= low:
            raise NotUnderstood("the stronger attack is not the second")
        return self._c15f_if_target(weaker, high - low, kind)

    def c15f_attack_plus_target(self, token, plus, _if, kind, _reminder=None):
        """ "Ranged 3 Attack, with +2 strength if the target is dishonorable"."""
        return self._c15f_if_target(token, int(str(plus).split()[1]), kind)

    def _c15f_if_target(self, token, change, kind):
        (attack,) = self.ranged_attack(token)
        attack["ranged_attack"]["if_target"] = {"is": kind, "change": change}
        return [attack]

    def c15f_target_kind(self, first, second=None):
        """ "Shadowlands", "a Shadowlands card", "an Infantry Follower", "dishonorable", "Lion Clan or
        Unaligned" (either keyword); what an attack may target (an enemy Follower, or Personality without
        Followers) is its own filter's."""
        if second is None:
            return first
        if set(first) != {"keywords"} or set(second) != {"keywords"}:
            raise NotUnderstood("either of two kinds other than two keywords")
        return {"any_keywords": first["keywords"] + second["keywords"]}

    def c15f_kind_keyword(self, *parts):
        named = next(p for p in parts if isinstance(p, dict))
        if "Human" in named["keywords"]:
            raise NotUnderstood("'Human': the absence of the Nonhuman keyword, not a keyword")
        kinds = [p for p in parts if isinstance(p, str) and not isinstance(p, Token)]
        if kinds and kinds[0] not in ("follower", "personality", "card"):
            raise NotUnderstood(f"a Ranged Attack never targets a {kinds[0]}")
        return {**named, **({"type": kinds[0]} if kinds and kinds[0] != "card" else {})}

    def c15f_kind_type(self, *parts):
        kind = next(p for p in parts if isinstance(p, str) and not isinstance(p, Token))
        if kind not in ("follower", "personality"):
            raise NotUnderstood(f"a Ranged Attack never targets a {kind}")
        return {"type": kind}

    def c15f_kind_status(self, token):
        return self.honor_status(token)

    # ==== end of compiler 15, part F ====

    # ==== compiler 15, part G (transformer methods) ====
    def c15g_permanently(self, token, *groups):
        """ "Permanently give him +1F/+1C.": every effect of the sentence lasts for good (`permanent`): an
        ongoing effect lasts until the end of the turn "unless otherwise indicated", and "permanent" is the
        effects document's own example of a phrase that overrides it (Ongoing effects). It persists when the
        card leaves play and ends only where the tracking rule makes the game forget the card (game.py).
        Each effect must be one that lasts (its phrase gives it the default duration) and name its cards
        (a target, "him", this card): "permanently give each ..." would reach cards of that kind entering
        play later (Ongoing effects on all things of a kind), which the text may not mean."""
        return _c15g_permanent([effect for group in groups for effect in group])

    def c15g_after_card(self, _token, *_groups):
        raise NotUnderstood("'him' after a sentence on 'a target ... card': which card he is is not read")

    def c15g_permanently_remove(self, _token, keyword, who):
        """ "Permanently remove Cavalry from it.": the card loses the keyword for good (remove_keyword)."""
        (name,) = keyword["keywords"]
        _a_keyword(name)
        return [{"remove_keyword": name, "duration": "permanent", "_on": who}]

    def c15g_give_stats(self, who, token):
        """ "Give him +1PH", "Give him +1C/+1PH": a bonus or penalty to each stat, lasting the turn."""
        return [{**change, "_on": who} for change in _c15g_changes(str(token))]

    def c15g_give_target_stats(self, chosen, token):
        """ "Give a target Personality +1F/+1C": the first change targets him, the others go to him too."""
        first, *rest = _c15g_changes(str(token))
        return [{**first, "_target": chosen}, *({**change, "_on": "$target"} for change in rest)]

    def c15g_give_stats_maximum(self, who, token, limit):
        """ "Permanently give him +1PH, to a maximum of 5": a bonus restricted by the stat's value (card
        features, General rules about stats: "This will not reduce Chi below 1" changes the amount actually
        applied whenever the bonus is applied or changes; other changes are not restricted): `not_above`
        for bonuses and "a maximum", `not_below` for penalties and "a minimum"."""
        number = int(str(limit).split()[-1])
        changes = _c15g_changes(str(token))
        bonus = "maximum" in str(limit)
        if any((change["change"] > 0) != bonus for change in changes):
            raise NotUnderstood(f"'{token}{limit}': a limit on the other side of the change")
        key = "not_above" if bonus else "not_below"
        changes = [{**change, key: number} for change in changes]
        if isinstance(who, dict):
            first, *rest = changes
            return [{**first, "_target": who}, *({**change, "_on": "$target"} for change in rest)]
        return [{**change, "_on": who} for change in changes]

    def c15g_give_keywords(self, who, token):
        """ "Give him Shadowlands • Undead": each keyword between the bullets, lasting the turn."""
        names = _c15g_keywords(token)
        return [{"grant_keyword": name, "duration": "end_of_turn", "_on": who} for name in names]

    def c15g_give_target_keywords(self, chosen, token):
        first, *rest = _c15g_keywords(token)
        base = {"duration": "end_of_turn"}
        return [
            {"grant_keyword": first, **base, "_target": chosen},
            *({"grant_keyword": name, **base, "_on": "$target"} for name in rest),
        ]

    def c15g_give_tokens(self, who, token):
        """ "Give him three +1F Fire tokens": the tokens are put on him (give_token, tokens.py): an
        instantaneous effect, each token's modifier a continuous effect while he is in play."""
        return [{"give_token": _c15g_token(str(token)), "_on": who}]

    def c15g_remove_after(self, effects, _token):
        """ "... a +1F Sake token. Remove it after your next turn begins.": the one effect before is a
        token's (or tokens', with "them"), removed as its player's next turn begins (`until`: tokens.py)."""
        if len(effects) != 1 or "give_token" not in effects[0]:
            raise NotUnderstood("'Remove it after your next turn begins' after an effect that puts no token")
        (effect,) = effects
        plural = effects[0]["give_token"]["count"] > 1
        if plural != str(_token).split()[1].startswith("them"):
            raise NotUnderstood(f"'{_token}': the pronoun does not agree with the tokens")
        return [{**effect, "give_token": {**effect["give_token"], "until": "your_next_turn_begins"}}]

    def c15g_with_tokens(self, token):
        """ "with one or more Poison tokens" / "with a Poison token" (has_tokens), "without a Poison token"
        (no_tokens): the card's tokens of that kind as it is checked."""
        words = str(token).split()
        kind, plural = words[-2], words[-1] == "tokens"
        if plural != (words[1] in ("one", "any")) or (words[0] == "without" and words[1] == "one"):
            raise NotUnderstood(f"'{token}': the number does not agree with its noun")
        return {"no_tokens" if words[0] == "without" else "has_tokens": kind}

    def c15g_give_target_tokens(self, chosen, token):
        return [{"give_token": _c15g_token(str(token)), "_target": chosen}]

    # ==== end of compiler 15, part G ====

    # ==== compiler 15, part H (transformer methods) ====
    def c15h_kind_have(self, kinds, *rest):
        """ "Your other Earth Shugenja have +1F", "Unicorn Clan Personalities have +1F while opposed",
        "Followers in Xiao's army have +1F", "Your Personalities have +1PH (while in play)": a continuous
        trait on every card of the kind (in play: "(while in play)" adds nothing), re-checked all along
        (l5r-ce-effects: an effect on all things of a kind affects them throughout its duration), while this
        card is in play."""
        chosen = _c15h_kind_words(str(kinds), self.keyword_name)
        return self._c15h_kind_traits(chosen, rest)

    def c15h_all_in_army(self, each, group, *rest):
        """ "All other Mantis Clan Personalities in Yoritomo's army have +2F" (all_have's kinds)."""
        if str(each).lower() not in ("all", "all your", "all of your"):
            raise NotUnderstood(f"'{each} ... have' in this card's army")
        chosen = dict(group)
        chosen.pop("_singular", None)
        if str(each).lower() != "all":
            if chosen.get("controller", "$controller") != "$controller":
                raise NotUnderstood("'your' cards of another player")
            chosen["controller"] = "$controller"
        return self._c15h_kind_traits(chosen, rest)

    def _c15h_kind_traits(self, chosen: dict, rest) -> tuple[dict, str]:
        """One trait per gift ("+1F and Tactician") on every card of the kind, with the condition."""
        if self.own_type in ("strategy", "event"):
            raise NotUnderstood(f"a trait on all cards of a kind on a {self.own_type} (not in play)")
        if C15H_ARMY in rest:
            if self.own_type not in UNIT_CARDS:
                raise NotUnderstood(f"'this army' of a {self.own_type} (it is in no unit)")
            chosen.update({"in_army_of": "$source", "at_battlefield_of": "$source"})
        items = next((part for part in rest if isinstance(part, list)), [])
        conditions = [part[1] for part in rest if isinstance(part, tuple) and part[0] == C15H_WHILE]
        condition = conditions[0] if conditions else None
        _c15h_gifts_and_status(chosen, items, condition)
        while_ = {"while": condition} if condition is not None else {}
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "affects": dict(chosen), **item, **while_}
            for n, item in enumerate(items, start=1)
        ]
        return {"traits": traits}, "all of a kind have"

    def c15h_army(self, _token):
        """ "in this card's army" (its own name, _b_own_places), "in this army"."""
        return C15H_ARMY

    def c15h_while_status(self, token):
        """ "while attacking / defending / opposed": each card affected, while it is (judged all along)."""
        status = str(token).split()[1]
        return (C15H_WHILE, {"subject": {status: True}})

    def c15h_while_army_with(self, _token, _another, keyword, card_type=None):
        """ "while in an army with another Tactician": another card of the kind in this card's army (its
        player's cards at the battlefield where it is, as "for each X in his army"; none while it is home)."""
        def condition(who):
            if who != "$source" or self.own_type != "personality":
                raise NotUnderstood(f"'while in an army with' on a {self.own_type}")
            what = {**keyword, **({"type": card_type} if card_type and card_type != "card" else {})}
            army = {"in_army_of": "$source", "at_battlefield_of": "$source", "not_cards": ["$source"]}
            return {"count": {**what, **army}, "at_least": 1}
        return condition

    def c15h_while_this_dishonorable(self, token):
        """ "while this Personality is dishonorable" (a Follower's or Item's: its bearer; a Personality's: his
        own): dishonored, or with the Dishonorable keyword (filter field dishonorable)."""
        named = str(token).split()[2]

        def condition(who):
            card = self.this_card(named)
            if card == "$bearer":
                return {"card": "$bearer", "is": {"dishonorable": True}}
            if who != "$source" or self.own_type != "personality":
                raise NotUnderstood(f"'while this {named} is dishonorable' on a {self.own_type}")
            return {"subject": {"dishonorable": True}}
        return condition

    def c15h_while_he_dishonorable(self, _token):
        """ "while he is dishonorable": the card the trait is on (a Personality)."""
        def condition(who):
            if who == "$source" and self.own_type != "personality":
                raise NotUnderstood(f"'while he is dishonorable' on a {self.own_type}")
            return {"subject": {"dishonorable": True}}
        return condition

    def c15h_while_another_controls(self, _token, _article, *parts):
        """ "while another player controls a dishonorable Personality": one such card in play that a player
        other than this card's controller controls."""
        what: dict = {"controller": "$other"}
        for part in parts:
            if isinstance(part, Token):
                what["dishonorable"] = True
            elif isinstance(part, dict):
                what.update(part)
            elif part != "card":
                what["type"] = part
        return _e_count(what)

    def c15h_provinces_while(self, provinces, change, condition):
        """ "Your provinces have +1 strength while another player controls a dishonorable Personality": as
        "Your Provinces have +1 strength" (l5r.desk.provinces), while the condition holds."""
        piece, family = self.provinces_strength(provinces, change)
        (trait,) = piece["traits"]
        if not callable(condition):
            raise NotUnderstood("a condition on Provinces' strength the compiler does not read")
        cond = condition("$c15h_provinces")
        if "$c15h_provinces" in repr(cond) or "subject" in cond or "$bearer" in repr(cond):
            raise NotUnderstood("a condition on the cards themselves in a Province strength trait")
        trait["while"] = cond
        return piece, family

    def c15h_counted_attached(self, *parts):
        """ "Weapon he has attached", "Bandit Follower attached to him" (a Personality's own attachments)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'attached to him' on a {self.own_type}")
        counted = _counted({"attached_to": "$source"}, parts[:-1])
        if len(counted) == 1:
            raise NotUnderstood("'for each card he has attached' names no kind of card")
        return counted

    def c15h_this_province_lower(self, *words):
        """ "This province has +2 strength." (lower case): one Province's strength, refused as "This Province
        has" is (d_this_province_strength)."""
        return self.d_this_province_strength(*words)

    def c15h_this_has_pair(self, token, pair, *rest):
        """ "This Personality has +3F/+2C (while attacking)." (an Item's: its bearer): as "This Personality
        has +3F and +2C"."""
        return self.this_has(token, self.e_has_pair(pair), *rest)

    def c15h_this_has_pair_while(self, token, pair, *rest):
        """ "This Item has +1F/+2C while you control Imperial Favor.": both bonuses while the condition
        holds."""
        *items, condition = rest
        return self._e_traits(self._e_who(token), [*self.e_has_pair(pair), *items], condition)

    def c15h_while_opposing_any(self, _token, _any, *parts):
        """ "while opposing any Shadowlands cards", "one or more Shadowlands cards": one such card opposes him
        (the two oppose each other: battlefield.py)."""
        what: dict = {}
        for part in parts:
            if isinstance(part, dict):
                what.update(part)
            elif part.type == "PLURAL":
                what["type"] = PLURALS[str(part)]
        if not what:
            raise NotUnderstood("'opposing any cards' names no kind of card")
        return lambda who: {"count": {**what, "opposing": who}, "at_least": 1}

    def c15h_while_own_state(self, token):
        """ "while dishonorable" (a Personality: dishonored, or the Dishonorable keyword), "while (un)bowed":
        the card the trait is on."""
        state = str(token).split()[1]
        chosen = {"dishonorable": True} if state == "dishonorable" else {"bowed": state == "bowed"}

        def condition(who):
            if state == "dishonorable" and who == "$source" and self.own_type != "personality":
                raise NotUnderstood(f"'while dishonorable' of a {self.own_type}")
            return {"subject": chosen}
        return condition

    def c15h_while_honor(self, token):
        """ "while you have 21 or higher Family Honor": its controller's Family Honor (judged all along)."""
        words = str(token).split()
        bound = "at_least" if words[5] in ("higher", "more") else "at_most"
        return lambda _who: {"player_stat": "family_honor", "player": "$controller", bound: int(words[3])}

    def c15h_while_they_attachment(self, _token, _article, _attachment):
        """ "while they have an attachment": each card of the kind, while any card is attached to it."""
        return (C15H_WHILE, {"subject": {"with_attached": {}}})

    def c15h_while_they_have(self, _token, _article, what, _attached=None):
        """ "while they have a Spell (attached)": each card of the kind, while such a card is attached to
        it."""
        return (C15H_WHILE, {"subject": {"with_attached": what}})

    def c15h_while_in_army(self, _token):
        """ "Followers have +2F while in Sadaharu's army": the cards of the kind in this card's army (the kind
        re-checked all along is the same condition)."""
        return C15H_ARMY

    def c15h_hand_size_by(self, token, number):
        """ "Your maximum hand size is increased (reduced) by 1": as "You have +1 (-1) maximum hand size"
        (card features: "increase" names a bonus, "reduce" a penalty; the Desk's rule
        l5r.desk.hand-size-change)."""
        sign = -1 if "reduced" in str(token) else 1
        return self.hand_size_change(sign * int(number))
    # ==== end of compiler 15, part H ====


def _counted(counted: dict, parts) -> dict:
    """The filter of the cards an amount counts, from its words: "other" (any but this card), a filter
    (keywords ...) and a card type ("card": any type)."""
    for part in parts:
        if isinstance(part, Token) and part.type == "OTHER":
            counted["not_cards"] = ["$source"]
        elif isinstance(part, dict):
            counted.update(part)
        elif not isinstance(part, Token) and part != "card":
            counted["type"] = part
    return counted


def _limit(text: str) -> dict:
    """ "Once per battle", "Twice per turn", "Once per game", "Any number of times per turn"."""
    words = text.rstrip(",").lower().split()
    if words[0] == "any":
        return UNLIMITED
    return {"times": 1 if words[0] == "once" else 2, "per": words[-1]}


def _antecedent(cost: dict, ability: dict) -> str | None:
    """What "him" / "it" is without a target: the performer the constraints chose, this card where the
    ability is used even if it is bowed, or the card a Reaction's trigger names ("After this Personality wins
    a duel: Straighten him")."""
    if "requires" in cost:
        return "$performer"
    if ability.get("even_if_bowed"):
        return "$source"
    return ability.get("trigger", {}).get("card")


def _ability_fields(cost: dict, keywords: list[str]) -> dict:
    """An ability's limit, condition, even_if_bowed, keywords and cost (``cost`` keeps only the cost). A
    Repeatable ability (the keyword stays: cards name "Repeatable actions") has no once-per-turn limit. "Even
    if this card is not at the current battlefield" (`any_location`, compiler 15 part E) comes last."""
    fields: dict = {}
    where = cost.pop("_c15e_any_location", None)
    limit = cost.pop("_limit", None)
    if "Repeatable" in keywords:
        if limit:
            raise NotUnderstood("a Repeatable ability with a limit of its own")
        limit = UNLIMITED
    optional = {
        "limit": limit,
        "trigger": cost.pop("_trigger", None),
        "condition": cost.pop("_condition", None),
        "even_if_bowed": cost.pop("_even_if_bowed", False),
        "keywords": keywords,
        "cost": cost,
    }
    fields.update({name: value for name, value in optional.items() if value})
    if where:
        fields["any_location"] = where
    return fields


def _merge_costs(costs) -> dict:
    merged: dict = {}
    for cost in costs:
        for key, value in cost.items():
            if key in merged:
                raise NotUnderstood(f"two costs of the same kind ({key})")
            merged[key] = value
    return merged


def _player_effect(effect: dict) -> dict:
    """An effect on its player ($controller) or, "he" after "target a player", the player targeted."""
    player = effect["player"] if isinstance(effect.get("player"), str) else "$controller"
    return {"targets": player, **{k: v for k, v in effect.items() if k != "player"}}


def _performer(chosen: dict) -> dict:
    """ "your performing unbowed Samurai": the performer ($performer) must match the rest of the filter."""
    return {"cards": ["$performer"], **{k: v for k, v in chosen.items() if k != "in_play"}}


def _resolve_effects(
    target: dict | None, groups: list[list[dict]], performer: str | None = None
) -> list[dict]:
    """Each effect on "him"/"it" acts on the target: the first one chooses it, the others refer back to it.
    An effect naming its own target ("Bow a target enemy card", "Ranged 3 Attack") is the target. Without a
    target, "him" is the performer the constraints chose ("Choose your performing Personality: Move him
    home"); with both, "him" is not read."""
    effects = [effect for group in groups for effect in group]
    if _unit_targeted(target, effects):  # compiler 9, part B: a unit as the target
        return _resolve_unit(target, effects, performer)
    if performer and (target is not None or any("_target" in effect for effect in effects)):
        pronouns = any(effect.get("_on") == "$target" or "_unit_of" in effect for effect in effects)
        if pronouns and performer == "$performer":
            raise NotUnderstood("'him' could be the performer or the target")
        performer = None
    resolved: list[dict] = []
    for effect in effects:
        if "_controller_of" in effect:  # compiler 9, part A: "his controller" (a player)
            resolved.append(_controller_effect(effect, target, resolved))
            continue
        if "_target" in effect:
            if target is not None:
                raise NotUnderstood("a second target")
            target = effect.pop("_target")
        resolved += _c14a_unit_first(effect, target, performer, resolved)  # compiler 14, part A
        resolved.append(_resolve_one(effect, target, performer, chose=_chose(resolved)))
    if target is not None and not _chose(resolved):
        raise NotUnderstood("a target no effect acts on")
    return resolved


def _chose(resolved: list[dict]) -> bool:
    return any("choose" in effect for effect in resolved)


def _resolve_one(effect: dict, target: dict | None, performer: str | None, *, chose: bool) -> dict:
    """One effect with what it acts on: its player, this card (or its bearer), the performer, or the target
    (chosen by the first effect on it, named $target1 by the later ones; "his unit" once he is chosen)."""
    if "_each" in effect:  # compiler 9, part B: "each" / "all" cards of a kind
        return _each_resolved(effect, target, performer, chose=chose)
    unit_of, on = effect.pop("_unit_of", None), effect.pop("_on", None)
    if "_followers_of" in effect:  # compiler 7: "and each of his Followers"
        return _followers_of(effect, target, performer, chose=chose)
    if "_if_is" in effect:
        if target is not None and not chose and on not in _THIS_CARD:
            raise NotUnderstood("'if he is' on the effect that chooses the target")
        effect["while"] = {"subject": effect.pop("_if_is")}
    if effect.get("player"):
        return _player_effect(effect)
    if on in _THIS_CARD:
        return {"targets": on, **effect}
    if performer and on != "$the_target":
        return {**({"affects": {"in_unit": performer}} if unit_of else {"targets": performer}), **effect}
    return _on_target(effect, target, unit_of, chose=chose)


_THIS_CARD = ("$source", "$bearer")  # "this card", "this Personality" on a Follower ...


def _on_target(effect: dict, target: dict | None, unit_of: str | None, *, chose: bool) -> dict:
    """The effect on "him" / "it": the first one chooses the target, the later ones name it $target1."""
    if target is None:
        raise NotUnderstood("'him' or 'it' without a target")
    if unit_of:
        if not chose:
            raise NotUnderstood("'his unit' before the target is chosen")
        return {"affects": {"in_unit": "$target1"}, **effect}
    if not chose:
        if effect.get("optional"):  # the target is chosen by the constraints, used or not
            raise NotUnderstood("'you may' on the effect that chooses the target")
        return {"choose": dict(target), "targeting": True, **effect}
    return {"targets": "$target1", **effect}


def _ided(clause_id: str, effects: list[dict]) -> list[dict]:
    """ "if he moved": the effect happens only if the last move before it changed the game (``if_changed``);
    the effects then carry ids (a1, a1.2 ...) to name it by."""
    if not any(effect.get("_if_moved") for effect in effects):
        return effects
    ided, last_move = [], None
    for n, effect in enumerate(effects, start=1):
        effect_id = clause_id + (f".{n}" if n > 1 else "")
        if effect.pop("_if_moved", False):
            if last_move is None:
                raise NotUnderstood("'if he moved' without a move before it")
            effect = {**effect, "if_changed": last_move}
        if "move" in effect:
            last_move = effect_id
        ided.append({"id": effect_id, **effect})
    return ided


# -- compiler version 7 (L5R actions): "target a player"
TARGET_PLAYER = "$target_player"  # target_player.py: the player an ability's text targets


def _gains_or_loses(number: int) -> list[list[dict]]:
    """ "gains or loses N Honor": two options of the ability's choice, made by its player."""
    return [[{"targets": TARGET_PLAYER, "honor": number}], [{"targets": TARGET_PLAYER, "honor": -number}]]


def _targeted_player(
    cost: dict, target: dict | None, groups: list[list[dict]]
) -> tuple[list[list[dict]], str | None, list | None]:
    """The player the ability targets ("target a player", "a target player", "Target another player.")
    and its effects without the declaration; "gains or loses" (the ability's choice) only as its last
    effect. "He" without a targeted player, a targeted player no effect acts on, two of them, or a player
    and a card both targeted (which the use step lists first is not read) stay not played."""
    declared = [cost.pop("_target_player")] if "_target_player" in cost else []
    kept, choice = _without_declarations(groups, declared)
    chosen = [e for option in choice or () for e in option]  # (compiler 9, part A: a chosen player's choice)
    uses = any(e.get("targets") == TARGET_PLAYER for e in chosen)
    uses = uses or any(e.get("player") == TARGET_PLAYER for g in kept for e in g)
    if len(declared) > 1:
        raise NotUnderstood("two targeted players")
    if uses and not declared:
        raise NotUnderstood("'he' without a targeted player")
    if declared and not uses:
        raise NotUnderstood("a targeted player no effect acts on")
    if declared and (target is not None or any("_target" in e for g in kept for e in g)):
        raise NotUnderstood("a player and a card both targeted")
    return kept, (declared[0] if declared else None), choice


def _without_declarations(
    groups: list[list[dict]], declared: list[str]
) -> tuple[list[list[dict]], list | None]:
    """The effects without the players they declare targeted (added to ``declared``) and the choice."""
    kept: list[list[dict]] = []
    choice = None
    for group in groups:
        kept_group = []
        for effect in group:
            if "_declares_player" in effect:
                declared.append(effect.pop("_declares_player"))
            if "_choice" in effect:
                if choice is not None or len(effect) > 1:
                    raise NotUnderstood("a choice of gaining or losing Honor joined to another effect")
                choice = effect["_choice"]
            elif effect:
                kept_group.append(effect)
        if choice is not None and kept_group:
            raise NotUnderstood("an effect after the choice of gaining or losing Honor")
        kept.extend([kept_group] if kept_group else [])
    return kept, choice


# "Force", "Chi", "Personal Honor", "Gold Cost" in a comparison with a card this text names
COMPARED_STATS = {**STAT_NAMES, "Gold Cost": "gold_cost"}


def _compared(stat, mode: str, who: str, other) -> dict:
    """A filter comparing the card's stat with a stat of this card (or its bearer), as it is chosen."""
    compared_with = {"stat": COMPARED_STATS[str(other)], "of": who}
    return {"compare": {"stat": COMPARED_STATS[str(stat)], mode: compared_with}}


def _either_choice(effects: list[dict], choice: list | None) -> tuple[list[dict], list | None]:
    """ "Bow or straighten him" (compiler 7): the last effect, made the ability's choice of two options,
    each acting on (or choosing) the same card; anywhere else, or beside another choice, not read."""
    marked = [n for n, effect in enumerate(effects) if "_or" in effect]
    if not marked:
        return effects, None
    if marked != [len(effects) - 1] or choice or any("id" in effect for effect in effects):
        raise NotUnderstood("'X or Y' that is not the ability's last effect and only choice")
    *rest, last = effects
    other = last.pop("_or")
    first_op = next(key for key in ("bow", "straighten", "destroy", "dishonor", "rehonor") if key in last)
    second = {key: value for key, value in last.items() if key != first_op}
    other = other if isinstance(other, dict) else {other: True}  # compiler 14, part A: "or move him home"
    return rest, [[last], [{**second, **other}]]


def _followers_of(effect: dict, target: dict | None, performer: str | None, *, chose: bool) -> dict:
    """ "... and each of his Followers": the Followers attached, while it lasts, to the card "him" names
    (this card, the performer, or the target already chosen)."""
    who = effect.pop("_followers_of")
    if who in _THIS_CARD:
        bearer = who
    elif performer and who != "$the_target":
        bearer = performer
    elif target is not None and chose:
        bearer = "$target1"
    else:
        raise NotUnderstood("'his Followers' without the card they are attached to")
    return {"affects": {"attached_to": bearer, "type": "follower"}, **effect}


# ==== compiler 9, part A: players and filters (module helpers) ====
TARGET_CONTROLLER = "$target1_controller"  # the player controlling $target1 as the effect happens
CHOSEN_PLAYER = "$chosen_player"  # chosen_player.py: "choose a player"
# effects after which "his controller" is not read: the card may have left play (a Ranged Attack destroys),
# or another player may control it; a move other than home or to the battlefield may leave play too
_CONTROL_CHANGED = ("destroy", "take_control", "discard", "put_into_hand", "ranged_attack")
_MOVES_IN_PLAY = ("home", "$battlefield")


def _merged_filter(parts: list[dict]) -> dict:
    """Filter parts, all of which hold; bounds on different stats join, any other key given twice is not
    read (which of the two would be a guess)."""
    merged: dict = {}
    for part in parts:
        for key, value in part.items():
            if key == "stats" and key in merged and not set(value) & set(merged["stats"]):
                merged["stats"] = {**merged["stats"], **value}
            elif key in merged:
                raise NotUnderstood(f"two qualifiers of one kind ({key}) in a filter")
            else:
                merged[key] = value
    return merged


def _controller_effect(effect: dict, target: dict | None, resolved: list[dict]) -> dict:
    """ "His controller loses 2 Honor": on the player controlling the target an earlier effect chose (as this
    effect happens). Before the target is chosen, without one, or once an earlier effect has destroyed him or
    changed who controls him, "his controller" is not read. "If he is X, his controller ...": the condition
    is on the target (`while: {card: $target1, is: X}`), judged as it happens."""
    if target is None or not _chose(resolved):
        raise NotUnderstood("'his controller' before the card is chosen (or without a target)")
    moved_out = any(earlier.get("move", "home") not in _MOVES_IN_PLAY for earlier in resolved)
    if moved_out or any(op in earlier for earlier in resolved for op in _CONTROL_CHANGED):
        raise NotUnderstood("'his controller' after an effect that takes the card out of play or its control")
    rest = {key: value for key, value in effect.items() if key not in ("_controller_of", "_if_is")}
    if "_if_is" in effect:
        rest["while"] = {"card": "$target1", "is": effect["_if_is"]}
    return {"targets": TARGET_CONTROLLER, **rest}
# ==== end of part A ====


# ==== compiler 9, part B: units, each and all, movement (module helpers) ====
UNIT_OPS = ("bow", "straighten", "destroy")  # done to a unit: to every card in it (l5r.desk.units)


def _each_resolved(effect: dict, target: dict | None, performer: str | None, *, chose: bool) -> dict:
    """ "each" / "all" cards of a kind (`affects`); "in his unit": the unit of the performer or this card "he"
    names, or of the target once chosen."""
    chosen = effect.pop("_each")
    if chosen is None:  # "this unit": its cards already named
        return effect
    if effect.pop("_in_it", False):
        raise NotUnderstood("'in it' without a unit targeted")
    for marker, field in (("_unit_of", "in_unit"), ("_opposing", "opposing")):
        if effect.pop(marker, None):
            chosen = {**chosen, field: _him(target, performer, chose=chose)}
    return {"affects": chosen, **effect}


def _him(target: dict | None, performer: str | None, *, chose: bool) -> str:
    """ "his unit", "opposing him": the performer or the card "he" names without a target, or the target
    once an effect chose it."""
    if performer and target is None:
        return performer
    if target is not None and chose:
        return "$target1"
    raise NotUnderstood("'his unit' or 'opposing him' without the card it names, or before it is chosen")


def _unit_targeted(target: dict | None, effects: list[dict]) -> bool:
    return bool((target or {}).get("_unit")) or any(e.get("_target", {}).get("_unit") for e in effects)


def _resolve_unit(target: dict | None, effects: list[dict], performer: str | None) -> list[dict]:
    """A unit as the target ("target an enemy unit", "Bow a target unit"): an effect choosing it by its
    Personality (`target_unit`, l5r.desk.units) before the first effect on it; "it" then is the unit: bowed,
    straightened or destroyed is every card in it (`in_unit`), moved is its Personality with every card
    attached to him; "each X in it" the cards of a kind in it."""
    if performer:  # the performer, this card used even if bowed, or the card a trigger names
        raise NotUnderstood("'it' or 'him' could be the unit targeted or the card the constraints name")
    resolved: list[dict] = []
    chosen = False
    for effect in effects:
        effect = dict(effect)
        if "_target" in effect:
            if target is not None:
                raise NotUnderstood("a second target")
            target, effect["_on"] = effect.pop("_target"), "$target"
        refers = effect.get("_on") in ("$target", "$the_target") or effect.get("_in_it")
        if refers and not chosen:
            kept = {k: v for k, v in target.items() if k != "_unit"}
            choose = {**kept, "type": "personality"}
            resolved.append({"choose": choose, "targeting": True, "target_unit": True})
            chosen = True
        resolved.append(_on_unit(effect))
    if not chosen:
        raise NotUnderstood("a unit targeted that no effect acts on")
    return resolved


def _on_unit(effect: dict) -> dict:
    if any(key in effect for key in ("_unit_of", "_followers_of", "_if_is", "_opposing")):
        raise NotUnderstood("'his' or 'if he is' beside a unit targeted")
    if effect.pop("_in_it", False):
        return {"affects": {**effect.pop("_each"), "in_unit": "$target1"}, **effect}
    if "_each" in effect:
        return _each_resolved(effect, None, None, chose=False)
    if effect.get("player"):
        return _player_effect(effect)
    on = effect.pop("_on", None)
    if on in _THIS_CARD:
        return {"targets": on, **effect}
    if on not in ("$target", "$the_target"):
        raise NotUnderstood("an effect on a unit targeted that names no card")
    if "move" in effect:
        return {"targets": "$target1", **effect}
    ops = [op for op in UNIT_OPS if effect.get(op) is True]
    if len(ops) != 1 or any(key in effect for key in ("stat", "grant_keyword", "take_control")):
        raise NotUnderstood("an effect on a unit the compiler does not read (bow, straighten, destroy, move)")
    return {"affects": {"in_unit": "$target1"}, **effect}

# ==== end of part B ====


# ==== compiler 9, part C: amounts: equal to, for each, set and raise (module helpers) ====
# placeholders of an attack strength's card until the ability's performer is known: "his Force" and "the
# Follower's Force" (_amount_refs)
_HIS, _THE = "$his", "$the:"


def _amount_refs(effects: list[dict], antecedent: str | None, cost: dict, own_type: str) -> list[dict]:
    """The card an attack strength names by "his" or "the Follower's": the performer the constraints chose
    (or the card "him" is without a target: _antecedent); "his" on a Personality with no performer is the
    Personality himself, the only card the text names besides the attack's target. "the Follower's" must be
    the performer, who must be what it names (a type or keyword of his requirement, or "the performer")."""
    for n, effect in enumerate(effects):
        strength = effect.get("ranged_attack", {}).get("strength", effect.get("honor"))
        whose = strength.get("of", "") if isinstance(strength, dict) and "equal_to" in strength else ""
        if whose == _HIS:
            chosen = [e for e in effects[:n] if e.get("targeting")] if "honor" in effect else []
            if chosen and antecedent:
                raise NotUnderstood("'his' could be the performer or the target")
            if len(chosen) > 1:
                raise NotUnderstood("'his' after two targets")
            bound = "$target1" if chosen else antecedent or ("$source" if own_type == "personality" else None)
            if bound is None:
                raise NotUnderstood("'his' in an amount without a card it names")
            strength["of"] = bound
        elif whose.startswith(_THE):
            named = whose.removeprefix(_THE)
            required = cost.get("requires", {})
            kinds = required.get("type", [])
            kinds = [kinds] if isinstance(kinds, str) else kinds
            words = [*required.get("keywords", []), *(k.capitalize() for k in kinds)]
            if antecedent != "$performer" or (named != "performer" and named not in words):
                raise NotUnderstood(f"'the {named}'s' in an amount is not the performer")
            strength["of"] = "$performer"
    return effects


def _own_possessives(text: str, title: str) -> str:
    """ "Morihiko's Force" (the card's own name, as _this_card reads it) -> "this card's Force"."""
    for name in _own_names(title):
        if name not in text:  # each pattern holds the name itself
            continue
        text = _name_patterns(name).possessive.sub(
            lambda m: m.group(0) if _LONGER_NAME.search(m.string[: m.start()]) else "this card's ", text
        )
    return text


# a capitalised word just before a name: a longer name ("Tsuruchi Hiro's" is not "Hiro's")
_LONGER_NAME = re.compile(r"[A-Z][\w'-]* $")


# ==== end of part C ====


# ==== compiler 9, part D: reactions and their triggers (module helpers) ====
# "Negate his movement / destruction / bowing from the action's effects": the events a prevention names
NEGATED_EVENTS = {"movement": "move", "destruction": "destroy", "bowing": "bow"}
REACTED = "$reacted"  # the action a Reaction to targeting reacts to (targeting_reactions.py)


def _part_d_finish(ability: dict) -> None:
    """A Reaction's trigger and the effects that name what it reacts to, checked together: "the action's
    effects" only in a Reaction to an action targeting a card (event: targeted, before that action resolves),
    negated only on the card its trigger names or on this card ("After an action targets Mari, negate her
    movement ..."); "the Ranged Attack" only in a Reaction to a Ranged Attack's targeting; "your performing
    X" in a trigger: the performer must be one (the cost's requirement)."""
    trigger = ability.get("trigger", {})
    if "_requires" in trigger:
        if "requires" in ability.get("cost", {}):
            raise NotUnderstood("two performers: the one the trigger names and the one the cost names")
        ability["cost"] = {"requires": trigger.pop("_requires"), **ability.get("cost", {})}
    effects = ability.get("effects", ())
    negating = [e for e in effects if e.get("prevent", {}).get("effects_of") == REACTED]
    if negating and (trigger.get("event") != "targeted" or "card" not in trigger or "with" in trigger):
        raise NotUnderstood("'the action's effects' without a Reaction to an action targeting a card")
    if any(e.get("targets") not in (trigger.get("card"), *_THIS_CARD) for e in negating):
        raise NotUnderstood("negating the action's effects on a card other than the one it targets")
    attack = [e for e in effects if e.get("attack_strength", {}).get("action") == REACTED]
    if attack and trigger.get("with") != "ranged_attack":
        raise NotUnderstood("'the Ranged Attack' without a Reaction to a Ranged Attack's targeting")


# ==== end of part D ====


# ==== compiler 9, part E: statics: a card's own name, while, costs (module helpers) ====
# "Enters play paying 2 less Gold": a card field (enters_for_less), not a trait, however the clause is cut
E_ENTERS_FOR_LESS = "enters for less"
FIELD_FAMILIES = FIELD_FAMILIES | {E_ENTERS_FOR_LESS}


def _e_is(names: list[str]) -> dict:
    """ "Fire" (the keyword), "a Courtier or Shugenja" (either keyword)."""
    return {"keywords": names} if len(names) == 1 else {"any_keywords": names}


def _e_count(what: dict):
    """A condition: at least one card in play matches (the same for any card the trait is on)."""
    return lambda _who: {"count": what, "at_least": 1}


def _e_plural(parts) -> dict:
    """ "Shadowlands Personalities", "Rings": a kind of card named in the plural (its keyword, if any)."""
    chosen: dict = {"type": PLURALS[str(parts[-1])]}
    for part in parts[:-1]:
        chosen.update(part)
    return chosen


# ==== end of part E ====


# ==== compiler 10, part A (module helpers) ====
_A_DURATIONS = {  # an Event's lasting words: the engine's durations (phases.UNTIL_YOUR_TURN ...)
    "until your next turn begins": "until_your_turn",
    "until the beginning of your next turn": "until_your_turn",
    "until the game ends": "end_of_game",
    "permanently": "permanent",
}
# words that name a card type, not a keyword ("destroy all Ancestors", "non-Stronghold")
_A_TYPE_WORDS = frozenset(
    {
        *("Personality", "Follower", "Item", "Holding", "Spell", "Region", "Ring", "Stronghold", "Sensei"),
        *("Event", "Strategy", "Ancestor", "Celestial", "Wind", "Terrain", "Province"),
    }
)


def _a_duration(words: str) -> str:
    return _A_DURATIONS[" ".join(words.lower().split())]


def _a_event_resolved(groups: list[list[dict]]) -> tuple[list[dict], bool]:
    """An Event's effects resolved as an ability's are ("him": the target the first effect chooses), with
    what a trait cannot hold refused: a later effect naming that target ($target1: only an action's
    effects bind it), a targeted or chosen player, "if he moved", a choice between two effects; a keyword
    that names a card type or is written in the plural ("Courtiers": the keyword is Courtier)."""
    raw = [effect for group in groups for effect in group]
    if any(key in effect for effect in raw for key in ("_declares_player", "_choice", "_or", "_if_moved")):
        raise NotUnderstood("a targeted or chosen player, a choice or 'if he moved' in an Event's trait")
    optional = [bool(effect.pop("optional", False)) for effect in raw]
    resolved = _resolve_effects(None, groups, None)
    text = repr(resolved)
    if "$target" in text or "$chosen_player" in text or "$performer" in text:
        raise NotUnderstood("an Event's effect naming a target or performer (a trait binds none)")
    _a_keywords_read(resolved)
    if any(optional) and not all(optional):
        raise NotUnderstood("'you may' on some of an Event's effects only")
    return resolved, all(optional)


def _a_keywords_read(value) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("keywords", "not_keywords", "any_keywords"):
                for word in item:
                    _a_keyword(word)
            else:
                _a_keywords_read(item)
    elif isinstance(value, list):
        for item in value:
            _a_keywords_read(item)


def _a_keyword(word: str) -> None:
    last = word.split()[-1]
    if word in _A_TYPE_WORDS or last.rstrip("s") in _A_TYPE_WORDS:
        raise NotUnderstood(f"'{word}' names a card type, not a keyword")
    if re.search(r"-[a-z]", word):
        raise NotUnderstood(f"'{word}' is not a keyword the compiler reads exactly")
    if last.endswith("s") and not last.endswith("ss") and word not in CLAN_KEYWORDS:
        raise NotUnderstood(f"'{word}': a keyword in the plural names another keyword")


def _a_one_text(effects: list[dict]) -> None:
    """One effect, or a Force and a Chi change of one phrase ("+1F/+1C", the same cards, one duration)."""
    if len(effects) == 1:
        return
    same = [{k: v for k, v in effect.items() if k not in ("stat", "change")} for effect in effects]
    if len(effects) == 2 and all("stat" in effect for effect in effects) and same[0] == same[1]:
        return
    raise NotUnderstood("several effects in an Event's trait (one text's effects are simultaneous)")
# ==== end of compiler 10, part A ====


# ==== compiler 10, part B (module helpers) ====
B_REACTED_CARD = "$reacted_card"  # the targeted card a Reaction to targeting answers (targeting_reactions.py)


def _b_own_places(text: str, title: str) -> str:
    """ "at Kota's battlefield", "at Arugai's location", "in Gohachiro's army", "Negate Yaheiko's destruction
    from ..." (the card's own name, as _this_card reads it) -> "this card's battlefield" ..."""
    for name in _own_names(title):
        if name not in text:  # each pattern holds the name itself
            continue
        text = _name_patterns(name).places.sub(
            lambda m: m.group(0) if _b_longer(m.string[: m.start()]) else "this card's ", text
        )
    return text


def _b_longer(before: str) -> bool:
    """A capitalised word just before the name makes a longer name, unless it is the verb "Negate"."""
    return bool(_LONGER_NAME.search(before)) and not before.endswith("Negate ")


def _b_named_trigger_card(trigger: dict, named: str, own_type: str) -> bool:
    """ "After another player's action targets this Personality, ...: Negate the Personality's destruction":
    the card the trigger names ("this Personality": on a Personality itself, on an Item or Follower its
    bearer), named by that same word."""
    card = trigger.get("card")
    if trigger.get("event") != "targeted" or "with" in trigger:
        return False
    if card == "$source":
        return named.lower() == own_type
    return card == "$bearer" and BEARERS.get(own_type) == named


def _b_finish(ability: dict, own_type: str) -> None:
    """A Reaction to the targeting of a kind of card (compiler 10, part B), once part D checked its effects
    against the card the trigger names: the trigger keeps only the kind (`of`), and "the Personality's" must
    name that kind (its type or one of its keywords). "the Personality's" in any other Reaction is refused."""
    trigger = ability.get("trigger", {})
    kind_trigger = trigger.get("card") == B_REACTED_CARD
    for effect in ability.get("effects", ()):
        named = effect.pop("_b_named", None)
        if named is None:
            continue
        if not kind_trigger and _b_named_trigger_card(trigger, named, own_type):
            effect["targets"] = trigger["card"]  # "... targets this Personality: ... the Personality's"
            continue
        if not kind_trigger:
            raise NotUnderstood(f"'the {named}'s' names no card the Reaction's trigger names")
        kind = trigger["of"]
        if named.lower() != kind.get("type") and [named] != kind.get("keywords"):
            raise NotUnderstood(f"'the {named}'s' does not name the kind of card the trigger names")
    if kind_trigger:
        del trigger["card"]
    _b_delayed(ability)


def _b_delayed(ability: dict) -> None:
    """ "Before this battle's resolution, <effect>" in a Battle action: a delayed effect applied as the
    battle's resolution begins (l5r.desk.battle-resolution: what happens "before this battle resolves"),
    ending unapplied if the battle ends first (`duration: end_of_battle`: "this battle" only). Refused in an
    action that may be taken outside a battle, and for an effect that chooses its target (the choice is made
    as the action resolves, not later); it acts on this card (its bearer) or its player only: the engine fills
    an action's targets and performer in its own effects, not in a delayed effect's `then`."""
    effects = ability.get("effects", [])
    _c14d_finish(ability)  # compiler 14, part D: durations an action's effects state
    if not any(e.get("_b_delayed") for e in effects):
        return
    if ability.get("designators") != ["Battle"]:
        raise NotUnderstood("'this battle' in an action that is not a Battle action")
    for index, effect in enumerate(effects):
        if not effect.pop("_b_delayed", False):
            continue
        if "choose" in effect or "affects" in effect or effect.get("optional") or "duration" in effect:
            raise NotUnderstood("a delayed effect that chooses, reaches a kind of card or lasts: not read")
        if effect.get("targets") not in (*_THIS_CARD, "$controller") and not _c14d_bound(effect):  # c14 D
            raise NotUnderstood("a delayed effect on the action's target or performer: not read")
        ids = {"id": effect.pop("id")} if "id" in effect else {}
        effects[index] = {**ids, "kind": "delayed", "trigger": {"event": B_RESOLUTION_BEGINS},
                          "duration": "end_of_battle", "then": effect}  # fmt: skip


B_RESOLUTION_BEGINS = "battle_resolution_begins"  # battle_resolution.py: the battle's resolution begins
# ==== end of compiler 10, part B ====


# ==== compiler 10, part C (module helpers) ====
_C_NAMED = "_performer_named"  # "your Magistrate's": what the text calls the performer, until checked


def _c_named(compared: dict, whose) -> dict:
    """A comparison with the performer's stat, keeping what the text calls him until _c_finish checks it."""
    named = str(whose).removesuffix("'s").split()[-1]
    (mode,) = [key for key in compared["compare"] if key != "stat"]
    compared["compare"][mode][_C_NAMED] = named
    return compared


def _c_finish(ability: dict) -> None:
    """ "your Magistrate's Chi" in a target's filter is the performer's, who must be what it names: a keyword
    or type his requirement ("Choose your performing unbowed Magistrate") gives him, or "the performer"."""
    required = ability.get("cost", {}).get("requires", {})
    kinds = required.get("type", [])
    kinds = [kinds] if isinstance(kinds, str) else kinds
    words = {*required.get("keywords", []), *(k.capitalize() for k in kinds)}
    for effect in ability.get("effects", []):
        for mode in (effect.get("choose") or {}).get("compare", {}).values():
            if not isinstance(mode, dict) or _C_NAMED not in mode:
                continue
            named = mode.pop(_C_NAMED)
            if not required or (named != "performer" and named not in words):
                raise NotUnderstood(f"'your {named}'s' is not the performer the text requires")
            if named != "performer" and required.get("any_keywords"):
                raise NotUnderstood(f"'your {named}'s' for a performer who may be another kind")


# ==== end of compiler 10, part C ====


# ==== compiler 10, part D (module helpers) ====
_D_CREATED = re.compile(
    r"Create (?P<count>a|one|two|three) (?P<force>\d+)F/(?P<chi>\d+)C/(?P<ph>\d+)PH(?: (?P<keywords>.+?))?"
    r" Personalit(?P<plural>y|ies)\b(?: in your home)?$"
)
_D_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3}


def _d_created_personalities(text: str, clause_id: str) -> list[dict]:
    """The `create` effects of "Create two 1F/1C/0PH Spider Clan • Ninja Personalities": one card each, with
    the stats and keywords the text gives (a keyword of several words, "Lion Clan", is one keyword)."""
    found = _D_CREATED.fullmatch(text)
    if found is None:
        raise NotUnderstood("a created card the compiler does not read")
    count = _D_COUNTS[found["count"]]
    if (count > 1) != (found["plural"] == "ies"):
        raise NotUnderstood("a number of created cards that does not agree with its noun")
    stats = {"force": int(found["force"]), "chi": int(found["chi"]), "personal_honor": int(found["ph"])}
    keywords = [k.strip() for k in found["keywords"].split("•")] if found["keywords"] else []
    if any(not k for k in keywords):
        raise NotUnderstood("an empty keyword of a created card")
    cards = []
    for n in range(1, count + 1):
        made = f"{clause_id}_created" + (str(n) if n > 1 else "")
        card = {"id": made, "type": "personality", "stats": stats}
        cards.append({"player": True, "create": {**card, **({"keywords": keywords} if keywords else {})}})
    return cards


_D_LOOK = re.compile(
    r"Look at the top (?:card|(?P<count>\w+) cards) of (?P<whose>your|any) Fate deck"
    r"(?P<re>\. You may rearrange them)?"
)
_D_MAX_REARRANGED = 5  # hand.py's MAX_REARRANGED: the orders of more cards are not explored


def _d_look(text: str) -> dict:
    found = _D_LOOK.fullmatch(text)
    if found is None:
        raise NotUnderstood("a look at cards the compiler does not read")
    count = 1 if found["count"] is None else amount(found["count"])
    look: dict = {"count": count}
    if found["whose"] == "any":
        look["any_deck"] = True
    if found["re"]:
        if count > _D_MAX_REARRANGED:
            raise NotUnderstood(f"rearranging more than {_D_MAX_REARRANGED} cards (not explored)")
        look["rearrange"] = True
    return look


# ==== end of compiler 10, part D ====


# ==== compiler 10, part E (module helpers) ====
# "Produce 2 Gold, or 3 Gold if paying for a Cavalry card" / "When paying for a Holding, produce 2 Gold": a
# Gold Production with a trait for a kind of card paid for (and produces_for): a field family, as "produce
# gold" is
EG_PRODUCE_FOR = "produce gold for a kind of card"
# "Produce 2 Gold, or 3 Gold if you control a Magistrate" (the same fields: a Gold Production and its raise)
EG_PRODUCE_IF = "produce gold while you control a card"
FIELD_FAMILIES = FIELD_FAMILIES | {EG_PRODUCE_FOR, EG_PRODUCE_IF}
EG_GP_WHEN_PAYING = "gold production when paying for a kind of card"  # "+3GP when it pays for a Holding"
EG_PRODUCE_AND_HONOR = "produce gold and honor"  # "Produce 2 Gold and lose 1 Honor" (production_effects)
FIELD_FAMILIES = FIELD_FAMILIES | {EG_PRODUCE_AND_HONOR}


def _eg_signed(token, honor: int) -> int:
    """ "lose 1 Honor": -1; "gain 1 Honor": 1 (a change of 0 is no effect: not read)."""
    if honor < 1:
        raise NotUnderstood("an Honor change of 0")
    return -honor if str(token).lower().startswith("lose") else honor
# cards whose Reaction "When paying a Gold cost" the engine uses in a payment: cards in play
EG_IN_PLAY_TYPES = frozenset({"holding", "personality", "follower", "item", "stronghold"})
# what a card paid for may be filtered by: its type, keywords, printed uniqueness (it is not in play yet: no
# controller, state or attachments)
EG_PAID_FOR_KEYS = frozenset({"type", "keywords", "any_keywords", "unique"})


def _eg_paid_for(chosen: dict) -> dict:
    """ "a Cavalry card", "a Holding", "an Enlightened Personality", "a Weapon or Armor", "a Unique
    Personality": the kind of card a payment is for (its type, keywords, printed uniqueness)."""
    paid_for = {key: value for key, value in chosen.items() if key != "in_play"}
    if not paid_for or paid_for.keys() - EG_PAID_FOR_KEYS:
        raise NotUnderstood("a card paid for described by more than its type, keywords or uniqueness")
    return paid_for


def eg_finish_card(results: list[tuple[str, ClauseResult]]) -> list[tuple[str, ClauseResult]]:
    """A card's clauses once each is compiled: "When paying for a Holding, produce 4 Gold" beside "Bow:
    Produce 2 Gold." (Shadowlands Bastion, Shipyard ...) is another way to bow the same card, chosen when it
    gives more: a Gold Production of 2, raised by 2 while paying for such a card, and no `produces_for` (the
    card produces Gold in every payment). Not played beside a clause the compiler does not read (it may
    produce Gold in other payments, which `produces_for` would forbid), nor twice on one card."""
    only = [clause_id for clause_id, result in results if result.played and "produces_for" in result.piece]
    if not only:
        return results
    others = [result.piece for clause_id, result in results if clause_id not in only and result.played]
    plain = [piece for piece in others if "gold_production" in piece.get("stats", {})]
    unread = [clause_id for clause_id, result in results if not result.played]
    done = []
    for clause_id, result in results:
        if clause_id in only:
            try:
                result = _eg_beside(result, plain, unread, len(only))
            except NotUnderstood as exc:
                result = not_understood(str(exc))
        done.append((clause_id, result))
    return done


def _eg_beside(result: ClauseResult, plain: list[dict], unread: list[str], count: int) -> ClauseResult:
    if count > 1:
        raise NotUnderstood("two clauses producing Gold only when paying for a kind of card")
    if unread:
        raise NotUnderstood(
            "the card has a clause the compiler does not read, which may produce Gold in other payments"
        )
    if not plain:
        return result
    if len(plain) > 1 or plain[0].keys() != {"stats"}:
        raise NotUnderstood("beside another Gold production with a condition or an effect of its own")
    base = plain[0]["stats"]["gold_production"]
    (trait,) = result.piece["traits"]
    if trait["change"] <= base:
        raise NotUnderstood("Gold produced when paying for a kind of card that is not more than otherwise")
    return played({"traits": [{**trait, "change": trait["change"] - base}]}, result.family)

# ==== end of compiler 10, part E ====


# ==== compiler 11, part A (module helpers) ====
R_DESIGNATORS = ("Battle", "Open", "Limited")
# the keywords of actions (an ability's or its card's) a trigger may name: "a Kiho Battle action"
R_ACTION_KEYWORDS = (
    "Kiho", "Tactical", "Political", "Ninja", "Maho", "Thunder", "Recon", "Iaijutsu",
    "Air", "Earth", "Fire", "Water", "Void",
)  # fmt: skip
R_PHRASE = re.compile(
    r"(?:(?:[Aa]fter )?the resolution of )?(?P<whose>an?|your|another player's|an enemy player's|one of your)"
    r"(?P<kind>(?: [A-Z][\w-]*)*) (?P<action>actions?)(?P<took> you took)?(?P<resolves> resolves)?"
    r"(?: (?:that|which) this (?P<performer>card|[A-Z][a-z]+) performed)?$"
)


def _r_resolved_trigger(phrase: str) -> dict:
    """The trigger {event: resolved, kind, by} of "the resolution of a Kiho Battle action you took" ..."""
    found = R_PHRASE.match(phrase)
    if found is None:
        raise NotUnderstood(f"the action whose resolution '{phrase}' names")
    whose, took = found["whose"], bool(found["took"])
    if whose == "an enemy player's":
        raise NotUnderstood("'an enemy player's action': an enemy is an opponent in a battle, not any player")
    if (found["action"] == "actions") != (whose == "one of your"):
        raise NotUnderstood(f"'{whose} ... {found['action']}': one action or one of several, not both")
    if took and whose not in ("a", "an"):
        raise NotUnderstood(f"'{whose} ... action you took': whose action is said twice")
    words = found["kind"].split()
    for word in words:
        if word not in R_DESIGNATORS + R_ACTION_KEYWORDS:
            raise NotUnderstood(
                f"'{word}' action: not a designator or action keyword the compiler reads (a {word} action's "
                "meaning is not fixed by an ability's designators and keywords)"
            )
    if len(set(words)) != len(words) or sum(w in R_DESIGNATORS for w in words) > 1:
        raise NotUnderstood(f"'{' '.join(words)} action': a word twice, or two designators")
    mine = took or whose in ("your", "one of your")
    by = "other" if whose == "another player's" else "self" if mine else None
    trigger = {"event": "resolved", **({"kind": words} if words else {}), **({"by": by} if by else {})}
    return {**trigger, "_performer": found["performer"]} if found["performer"] else trigger

# ==== end of compiler 11, part A ====

# ==== compiler 11, part B (module helpers) ====
# ==== end of compiler 11, part B ====

# ==== compiler 11, part C (module helpers) ====
# ==== end of compiler 11, part C ====

# ==== compiler 11, part D (module helpers) ====
# ==== end of compiler 11, part D ====

# ==== compiler 13, part A (module helpers) ====
RA_THAT = re.compile(r"^(?:After )?(?P<phrase>.*?) (?:that|which)$")


def _ra_phrase(phrase: str) -> str:
    """ "the resolution of a Battle action that" -> "the resolution of a Battle action" (for R_PHRASE)."""
    found = RA_THAT.match(phrase)
    if found is None:
        raise NotUnderstood(f"the action whose resolution '{phrase}' names")
    return found["phrase"]


def _ra_on(effect, card: str):
    """ "him" / "it" (an effect on $target without a target) is the card the trigger names."""
    if isinstance(effect, dict) and effect.get("_on") == "$target":
        return {**effect, "_on": card}
    return effect


RA_ATTACHMENTS = ("follower", "item", "spell")


def _ra_did(did: str, subject, own_type: str) -> dict:
    """{event: bowed, card: $bearer} or {event: destroyed, of: {...}}: what the action did to which card. A
    card moves with its unit when its Personality does (the engine records the Personality's move): "moved"
    only of Personalities (a kind) or of a Personality this card is or bears."""
    if isinstance(subject, str):
        if did == "destroyed":
            raise NotUnderstood("after an action destroyed this card (or its bearer): it is out of play then")
        if did == "moved" and subject == "$source" and own_type in RA_ATTACHMENTS:
            raise NotUnderstood("an attachment 'moved' (with its unit: the engine records his move)")
        return {"event": did, "card": subject}
    if did == "moved" and subject.get("type") != "personality":
        raise NotUnderstood("a card but a Personality 'moved' (with its unit: only his move is recorded)")
    return {"event": did, "of": subject}

# ==== end of compiler 13, part A ====

# ==== compiler 13, part B (module helpers) ====
_B13_NUMBERS = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8}  # fmt: skip
_B13_NUMBER = r"(\d+|no|one|two|three|four|five|six|seven|eight)"
# effect fields that make an effect lasting (its `while` would be judged all along)
_B13_LASTING = ("duration", "stat", "change", "grant_keyword", "grant_trait", "grant_ability", "may_not")
_B13_TYPES = {"Personality": "personality", "Follower": "follower", "Item": "item", "Holding": "holding",
              "Spell": "spell", "Ring": "ring", "Region": "region"}  # fmt: skip
# what the rules do not fix, or the engine does not hold: refused with the reason
_B13_REFUSED = (
    (r"\bReconnaissance\b", "Reconnaissance: the corpus does not define it and the Desk does not model it "
     "(l5r.desk.provinces: a Province's strength only; Recon actions give it at a Province's battlefields)"),
    (r"\bthe (?:Defender|Attacker)\b|\bare attacking\b", "the Attacker and the Defender: the corpus does "
     "not define them, and the engine names no attacking or defending player (only cards' sides of a "
     "battlefield)"),
    (r"\b[Pp]rovinces?\b", "a number of Provinces: the Desk models a Province's strength only, not how many "
     "Provinces a player has (l5r.desk.provinces)"),
    (r"\bcurrent (?:enemy )?army\b|\benemy army\b", "a comparison of two armies: the corpus does not say "
     "which army is 'the current enemy army' with more than one player on that side, and the engine's "
     "conditions compare no army with another"),
    (r"\bthan each other player\b|\bthan another player\b|\bthan any other player\b", "a comparison "
     "between players: the engine's conditions compare a player's stat or count with a number only"),
    (r"\bdead\b", "'dead': the engine does not tell a dead Personality from another discarded one"),
    (r"\bdiscard piles?\b", "a discard pile's contents: the engine's conditions count cards in play and in "
     "the hand only"),
    (r"^you have (?:not |put |attached |used |taken |lost |gained )", "what the player has done earlier: "
     "the engine's conditions keep no such history"),
)


def _b13_conditions(text: str, *, effects_block: bool) -> dict:
    """ "If you have four or fewer cards in your hand and you are a Crab Clan player": each condition joined
    by "and" (all must hold). "or" between conditions is not read."""
    words = text[3:].strip()  # after "If "
    for pattern, reason in _B13_REFUSED:
        if re.search(pattern, words):
            raise NotUnderstood(reason)
    parts = re.split(r" and (?=you |it is )", words)
    if len(parts) > 2:
        raise NotUnderstood("more than two conditions joined by 'and'")
    conditions = [_b13_condition(part, effects_block=effects_block) for part in parts]
    return conditions[0] if len(conditions) == 1 else {"all": conditions}


def _b13_condition(text: str, *, effects_block: bool) -> dict:
    if re.search(r" or (?:you|he|she|it|if|are|is|any|there)\b", text):
        raise NotUnderstood("either of two conditions ('... or he is Air') is not read")
    hand = re.fullmatch(rf"you have {_B13_NUMBER} or (more|fewer) cards? in your hand", text)
    if hand:
        number = _B13_NUMBERS.get(hand[1])
        number = int(hand[1]) if number is None else number
        return {"cards_in_hand": "$controller", ("at_least" if hand[2] == "more" else "at_most"): number}
    exactly = re.fullmatch(rf"you have (?:exactly {_B13_NUMBER} cards?|(no) cards) in your hand", text)
    if exactly:
        named = exactly[1] or exactly[2]
        number = _B13_NUMBERS.get(named)
        return {"cards_in_hand": "$controller", "exactly": int(named) if number is None else number}
    clan = re.fullmatch(r"you are an? ([A-Z][a-z]+) Clan(?: or ([A-Z][a-z]+) Clan)? player", text)
    if clan:
        named = [name for name in clan.groups() if name]
        for name in named:
            if name not in CLANS:
                raise NotUnderstood(f"'{name} Clan' is not a clan the compiler reads")
        either = [{"clan": name} for name in named]
        return either[0] if len(either) == 1 else {"any": either}
    honor = re.fullmatch(r"you have (\d+) or (less|lower|fewer|more|higher) Family Honor", text)
    if honor:
        side = "at_most" if honor[2] in ("less", "lower", "fewer") else "at_least"
        return {"player_stat": "family_honor", "player": "$controller", side: int(honor[1])}
    control = re.fullmatch(r"you control (.+)", text)
    # before the second colon compiler 10, part C reads "a ...", "any ..." and "the Imperial Favor"
    if control and (effects_block or control[1].startswith("no ")):
        return _b13_control(control[1])
    raise NotUnderstood(f"the condition 'If {text}' is not one the compiler reads")


def _b13_control(text: str) -> dict:
    """ "a Courtier or Magistrate", "a Temple", "a Ring", "any Rings", "any Shadowlands Personalities", "no
    Personalities", "the Imperial Favor": cards in play the player controls (count), or the Favor (a player
    stat, imperial_favor.py)."""
    if text == "the Imperial Favor":
        return {"player_stat": "imperial_favor", "player": "$controller", "at_least": 1}
    mine = {"controller": "$controller"}
    ring = re.fullmatch(r"the (Ring of (?:Air|Earth|Fire|Water|the Void))", text)
    if ring:  # a Ring named by its title
        return {"count": {**mine, "type": "ring", "title": ring[1]}, "at_least": 1}
    keyword_cards = re.fullmatch(r"(any|no) ([A-Z][\w'-]*) cards", text)
    if keyword_cards:  # "no Shadowlands cards": any card in play with the keyword
        chosen = {**mine, **_b13_keywords(keyword_cards[2])}
        return {"count": chosen, **({"at_least": 1} if keyword_cards[1] == "any" else {"at_most": 0})}
    plural = re.fullmatch(r"(any|no) (?:([A-Z][\w'-]*) )?(" + "|".join(PLURALS) + ")", text)
    if plural:
        chosen = {**mine, "type": PLURALS[plural[3]], **_b13_keywords(plural[2])}
        return {"count": chosen, **({"at_least": 1} if plural[1] == "any" else {"at_most": 0})}
    types = "|".join(_B13_TYPES)
    single = re.fullmatch(r"an? ([A-Z][\w'-]*)(?: or ([A-Z][\w'-]*))?(?: (" + types + "))?", text)
    if not single:
        raise NotUnderstood(f"'you control {text}' is not a kind of card the compiler reads")
    first, second, card_type = single[1], single[2], single[3]
    if first in _B13_TYPES and not second and not card_type:
        return {"count": {**mine, "type": _B13_TYPES[first]}, "at_least": 1}
    if first in _B13_TYPES or second in _B13_TYPES:
        raise NotUnderstood(f"'you control {text}': a card type where a keyword is read")
    if second:
        either = _b13_keywords(first)["keywords"] + _b13_keywords(second)["keywords"]
        chosen = {**mine, "any_keywords": either}
    else:
        chosen = {**mine, **_b13_keywords(first)}
    if card_type:
        chosen["type"] = _B13_TYPES[card_type]
    return {"count": chosen, "at_least": 1}


def _b13_keywords(word: str | None) -> dict:
    """A keyword as the grammar's keyword_name reads it (a bare clan name, or a word that is no keyword, is
    refused)."""
    if word is None:
        return {}
    if word in (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS:
        raise NotUnderstood(f"'{word}' is not a keyword the compiler reads exactly")
    return {"keywords": [word]}


# ==== end of compiler 13, part B ====

# ==== compiler 13, part C (module helpers) ====
# ==== end of compiler 13, part C ====

# ==== compiler 14, part A (module helpers) ====
def _c14a_unit_first(effect: dict, target: dict | None, performer: str | None, resolved: list[dict]) -> list:
    """ "Target a Personality with a Weapon: Straighten his unit.": when the first effect on the target
    acts on his unit, an effect targeting him (target_card, changing nothing) chooses him first."""
    if effect.get("_unit_of") != "$target" or target is None or performer or _chose(resolved):
        return []
    if target.get("type") != "personality":
        raise NotUnderstood("'his unit' of a target that is not a Personality")
    return [{"choose": dict(target), "targeting": True, "target_card": True}]


C14A_PLURAL_KEYWORDS = {"Weapons": "Weapon", "Armors": "Armor"}  # "without attached Weapons"


def _c14a_both(first: dict, second: dict) -> dict:
    """ "opposed and a Hero": one filter both parts hold (two keywords: both; two values of one field: not
    read)."""
    both = dict(first)
    for key, value in second.items():
        if key == "keywords" and key in both:
            both[key] = [*both[key], *value]
        elif key in both and both[key] != value:
            raise NotUnderstood("'... and ...' with two conditions of one kind")
        else:
            both[key] = value
    return both


def _c14a_either(first: dict, second: dict) -> dict:
    """ "a Courtier or Magistrate": either keyword (`any_keywords`); either of two other conditions is not
    read (a filter holds no 'or')."""
    names = [part.get("keywords") for part in (first, second)]
    if any(set(part) != {"keywords"} or len(part["keywords"]) != 1 for part in (first, second)):
        raise NotUnderstood("'if he is X or Y' but for two keywords: a filter holds no 'or'")
    if names[0] == names[1]:
        raise NotUnderstood("either of one keyword and itself")
    return {"any_keywords": [names[0][0], names[1][0]]}
# ==== end of compiler 14, part A ====

# ==== compiler 14, part B (module helpers) ====
# the kinds of card of a Fate deck the compiler's filters name ("a Ring in your Fate discard pile")
C14B_FATE_TYPES = frozenset({"follower", "item", "spell", "ring"})
# ==== end of compiler 14, part B ====

# ==== compiler 14, part C (module helpers) ====
# "his" in a given amount: the card given it (the amount's default subject, `of` left out)
_C14C_GIVEN = "$c14c_given"
_C14C_THIS = ("$source", "$bearer")
_C14C_ARMY = "_c14c_army"  # counted in this card's army ("his army": only this card's)


def _c14c_given(token, amount_: dict) -> dict:
    """ "a Force bonus equal to X" / "a Chi penalty equal to X": the stat effect, lasting the turn."""
    stat = "force" if "Force" in str(token) else "chi"
    change = {k: v for k, v in amount_.items() if not (k == "of" and v == _C14C_GIVEN)}
    if "penalty" in str(token):
        change["sign"] = -1
    return {"stat": stat, "change": change, "duration": "end_of_turn"}


def _c14c_given_per(bonus: tuple[str, int], counted: dict) -> dict:
    """ "+2F for each Samurai you control", "-1C for each ...": N for each card counted, lasting the turn."""
    stat, number = bonus
    change = {"per": counted, "each": abs(number), **({"sign": -1} if number < 0 else {})}
    return {"stat": stat, "change": change, "duration": "end_of_turn"}
# ==== end of compiler 14, part C ====

# ==== compiler 14, part D (module helpers) ====
def _c14d_bound(effect: dict) -> bool:
    """A delayed effect on the action's target ($target1 ...) or performer: the engine binds both as the
    action resolves, into the delayed effect's `then` too (target_refs.bind_targets, abilities.performed_by),
    so it applies later to the card the action named (l5r-ce-effects, Delayed effects and "Effects that were
    activated on a card in play, and then delayed, also apply to the card at the delayed point in time").
    "His controller" is not read there: it names the player controlling the card as the effect happens, and
    the engine would bind it as the action resolves."""
    return effect.get("targets") in _C14D_BOUND and "_controller" not in repr(effect)


_C14D_BOUND = ("$target1", "$target2", "$target3", "$target4", "$performer")


def _c14d_effects(parts) -> list[dict]:
    """The effects of a sentence's parts (its terminals left out)."""
    return [effect for group in parts if isinstance(group, list) for effect in group]


def _c14d_lasting(token, effects: list[dict]) -> list[dict]:
    """Every effect lasting as long as `token` says ("until this battle ends" ...); each must be one that
    lasts, its phrase giving it the default duration (an explicit one would be a second)."""
    duration = _C14D_DURATIONS[" ".join(str(token).lower().split()[1:])]
    if any(effect.get("duration") != "end_of_turn" for effect in effects):
        raise NotUnderstood(f"'{token}' with an effect that happens once or states its own duration")
    battle = {_C14D_BATTLE: True} if duration == "end_of_battle" else {}
    return [{**effect, "duration": duration, **battle} for effect in effects]


def _c14d_finish(ability: dict) -> None:
    """ "until this battle ends" in an action that may be taken outside a battle (Open, Battle/Open, a
    Reaction) is not read: with no battle under way the effect would never end. "After this battle ends,
    <effect>" in a Battle action: a delayed effect applied as this battle (or its resolution) ends
    (`trigger: {event: battle_ends}`; l5r-ce-effects, Delayed effects: activated as the action resolves,
    applied later; the next battle to end is this one), on this card, its player, or the action's target or
    performer (bound as the action resolves: _c14d_bound); as compiler 10, part B's, not one that chooses,
    reaches a kind of card, may be declined or lasts."""
    effects = ability.get("effects", [])
    battle = [effect.pop(_C14D_BATTLE) for effect in effects if _C14D_BATTLE in effect]
    after = {index: effect.pop(_C14D_AFTER) for index, effect in enumerate(effects) if _C14D_AFTER in effect}
    if (battle or after) and ability.get("designators") != ["Battle"]:
        raise NotUnderstood("'this battle' in an action that is not a Battle action")
    for index, event in after.items():
        effect = effects[index]
        if "choose" in effect or "affects" in effect or effect.get("optional") or "duration" in effect:
            raise NotUnderstood("a delayed effect that chooses, reaches a kind of card or lasts: not read")
        if effect.get("targets") not in (*_THIS_CARD, "$controller") and not _c14d_bound(effect):
            raise NotUnderstood("a delayed effect on a card the engine does not bind later: not read")
        ids = {"id": effect.pop("id")} if "id" in effect else {}
        effects[index] = {**ids, "kind": "delayed", "trigger": {"event": event}, "then": effect}


_C14D_BATTLE = "_c14d_battle"
_C14D_AFTER = "_c14d_after_battle"
_C14D_DESIGNATORS = ("Battle", "Open", "Limited", "Reaction", "Interrupt", "Engage")
_C14D_DURATIONS = {
    "the battle ends": "end_of_battle",
    "this battle ends": "end_of_battle",
    "the end of the battle": "end_of_battle",
    "the end of this battle": "end_of_battle",
    "your next turn begins": "until_your_turn",
    "the beginning of your next turn": "until_your_turn",
    "the game ends": "end_of_game",
    "the end of the game": "end_of_game",
}


# ==== end of compiler 14, part D ====

# ==== compiler 14, part E (module helpers) ====
_C14E_CREATED = re.compile(
    r"Create (?P<count>a|an|one|two|three) (?P<stats>\S+)(?: (?P<keywords>.+?))? (?P<noun>Follower|Item)"
    r"(?P<plural>s?),?(?: and)? attach (?P<it>it|them) to$"
)
_C14E_FOLLOWER = re.compile(r"(?P<force>\d+)F")
_C14E_ITEM = re.compile(r"(?:(?P<force>[+-]\d+)F)?(?:/?(?P<chi>[+-]\d+)C)?")
_C14E_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def _c14e_created_attachments(text: str, clause_id: str) -> list[dict]:
    """The cards of "Create two 1F Shadowlands • Undead Followers and attach them to": a Follower's Force is
    its own ("1F"), an Item's "+1F/+1C" its bonuses to its bearer (card features, Item stats); unspecified
    stats are 0 (card features, Created cards). A created Weapon or Armor is refused: how many of them a
    Personality may attach is not modelled, so whether it can attach could not be judged."""
    found = _C14E_CREATED.fullmatch(text)
    if found is None:
        raise NotUnderstood("a created card the compiler does not read")
    count = _C14E_COUNTS[found["count"]]
    if (count > 1) != bool(found["plural"]) or (count > 1) != (found["it"] == "them"):
        raise NotUnderstood("a number of created cards that does not agree with its noun or pronoun")
    item = found["noun"] == "Item"
    stat = (_C14E_ITEM if item else _C14E_FOLLOWER).fullmatch(found["stats"])
    if stat is None or not any(stat.groups()):
        why = "an Item's bonuses (+1F/+1C)" if item else "a Follower's own Force (1F)"
        raise NotUnderstood(f"created card stats that are not {why}")
    stats = {name: int(value) for name, value in stat.groupdict().items() if value is not None}
    keywords = [k.strip() for k in found["keywords"].split("•")] if found["keywords"] else []
    if any(not k for k in keywords):
        raise NotUnderstood("an empty keyword of a created card")
    if {"Weapon", "Armor"} & set(keywords):
        raise NotUnderstood(
            "a created Weapon or Armor: how many Weapons or Armor a Personality may attach is not modelled"
        )
    kind = {"type": "item" if item else "follower", "stats": stats}
    kind |= {"keywords": keywords} if keywords else {}
    return [
        {"id": f"{clause_id}_created" + (str(n) if n > 1 else ""), **kind} for n in range(1, count + 1)
    ]
# ==== end of compiler 14, part E ====

# ==== compiler 15, part A (module helpers) ====
# "one or two" ...: how many cards a target names (numbers starting at one only: l5r.desk.several-targets)
C15A_NUMBERS = {
    "one or two": {"at_least": 1, "at_most": 2},
    "one to two": {"at_least": 1, "at_most": 2},
    "one to three": {"at_least": 1, "at_most": 3},
    "one or more": {"at_least": 1},
}
C15A_CREATED = (
    "created cards attached to several targets: how many each gets is not said (l5r.desk.created-cards)"
)
# a word naming one card after several were targeted (C15A_THEM's own words are plural)
C15A_SINGULAR = re.compile(
    r"\b(?:he|him|his|himself|she|her|hers|herself|it|its|itself)\b|\bthe target\b(?!s)", re.I
)
# ==== end of compiler 15, part A ====

# ==== compiler 15, part B (module helpers) ====
C15B_RESOLVING = "resolving"  # action_windows.RESOLVING: the trigger of a Reaction before an action resolves
C15B_WOULD_TARGET = "would_target"  # retargeting.WOULD_TARGET: a Reaction when an action would target a card
C15B_REACTED = "_c15b_reacted"  # $reacted while a Reaction before an action's resolution is built
C15B_BEFORE_PHRASE = re.compile(
    r"^Before (?:the resolution of (?P<of>.+ action)|(?P<own>an action|another player['\u2019]s action)"
    r"['\u2019]s resolution(?: begins)?|(?P<resolves>.+ action) resolves)$"
)


def _c15b_kind(phrase: str) -> dict:
    """The kind and player of "another player's Battle action" (as compiler 11, part A reads them)."""
    trigger = _r_resolved_trigger(phrase.replace("\u2019", "'"))
    if "_performer" in trigger:
        raise NotUnderstood("an action and its performer in a trigger of targeting")
    return {k: v for k, v in trigger.items() if k in ("kind", "by")}


def _c15b_before(token: str) -> dict:
    """{event: resolving, kind, by} of "Before the resolution of another player's Battle action", "Before
    an action's resolution (begins)", "Before a Kiho action resolves"."""
    found = C15B_BEFORE_PHRASE.match(token.replace("\u2019", "'"))
    if found is None:
        raise NotUnderstood(f"the action '{token}' names")
    phrase = found["of"] or found["own"] or found["resolves"]
    return {"event": C15B_RESOLVING, **_c15b_kind(phrase)}


def _c15b_would_target(token: str, kind: dict) -> dict:
    """{event: would_target, of, kind, by} of "When another player's Battle action would target <kind>"; the
    card is $reacted_card while the clause is read (_b_finish takes it out, as for a Reaction to
    targeting)."""
    phrase = token.replace("\u2019", "'").removeprefix("When ").removesuffix(" would target")
    return {"event": C15B_WOULD_TARGET, "of": kind, **_c15b_kind(phrase), "card": B_REACTED_CARD}


def _c15b_either(ability: dict) -> None:
    """ "negate either the bowing, destruction, or movement of this Personality": the only effect, made the
    ability's choice of one negation per option."""
    effects = ability.get("effects", [])
    either = [e for e in effects if "_c15b_either" in e]
    if not either:
        return
    if len(effects) != 1 or "choice" in ability:
        raise NotUnderstood("'negate either ...' beside other effects or another choice: not read")
    (effect,) = either
    events = effect.pop("_c15b_either")
    effect.pop("id", None)
    ability["choice"] = [[{**effect, "prevent": {**effect["prevent"], "event": e}}] for e in events]
    del ability["effects"]


def _c15b_swap(tree, old: str, new: str):
    """The tree with each `effects_of: old` made `effects_of: new` (a copy)."""
    if isinstance(tree, dict):
        return {k: new if (k, v) == ("effects_of", old) else _c15b_swap(v, old, new) for k, v in tree.items()}
    if isinstance(tree, list | tuple):
        return type(tree)(_c15b_swap(v, old, new) for v in tree)
    return tree


def _c15b_refusal(text: str) -> str:
    """Why a Reaction before an action's resolution (or another wording of this family) is not played."""
    lower = text.lower()
    if lower.startswith("after engaging"):
        return ("'After engaging': the corpus does not define engaging (a battle's start is a rulebook "
                "section it does not hold), so the Reaction's window is not fixed")  # fmt: skip
    if lower.startswith("when"):
        return ("a Reaction when an action would target a card, redirecting it in a wording not read: only "
                "'Choose another one of your X at the same location. The action targets him instead, if "
                "legal.' and 'It targets this card instead, if legal.' are (retargeting.py); another card's "
                "name, 'another legal Personality' chosen by whom, 'him' after a cost, other sentences are "
                "not")
    why = "a Reaction before an action's resolution"
    if re.match(r"before .*action (?:destroys|moves|bows)\b|before an action['\u2019]s effect", lower):
        return (f"{why} keyed to what the action is about to do to a card ('destroys Kazunori'): whether it "
                "will do so is known only as it resolves, and the Desk's window (reacts_to) is taken before")
    if any(w in lower for w in ("additional action", " taken by ", "performed by", "whose ")):
        return f"{why} keyed to how or by whom it was taken: no trigger reads it"
    if re.search(r"negate (?:its|the action['\u2019]s|all its|all the \w+['\u2019]s) effects\b|its effects "
                 r"do not happen|the action['\u2019]s effects are negated", lower):
        return (f"{why} negating all of its effects, or those of a kind ('its effects that bow "
                "Personalities'): a prevention of an action's effects applies card by card to the cards it "
                "is put on (its targets), not to every card and player the action affects")  # fmt: skip
    if "honor" in lower:
        return f"{why} reducing Honor gains or losses from it: not read"
    if re.search(r"negate either|choose whether", lower):
        return f"{why} negating one of several events, chosen: not read"
    if re.search(r"movement (?:to|into|from) |(?:to|from) the current battlefield", lower):
        return f"{why} negating a movement to, into or from a place: not read (the card's movement is)"
    return (f"{why} whose constraints or effects no family reads (one negation of 'the action's effects' on "
            "this card, the performer or a target is read)")
# ==== end of compiler 15, part B ====

# ==== compiler 15, part C (module helpers) ====
C15C_GOLD_COST_TYPES = frozenset({"personality", "holding", "follower", "item", "spell", "strategy"})


def _c15c_out_of_play(chosen: dict, zone: str) -> dict:
    """ "a target Spell in your hand", "a Follower in your hand or discard pile": one of its player's cards
    there as the action is taken (there_as_taken, pile_targets.py; in two areas: in_areas with everywhere,
    equipping.py), by type, keyword or uniqueness only. Followers and Spells only: an Item or "attachment" may
    be a Weapon or Armor, whose limits are not modelled (equipping.py)."""
    chosen = {key: value for key, value in chosen.items() if key != "in_play"}
    if set(chosen) - {"type", "keywords", "any_keywords", "unique"}:
        raise NotUnderstood("a card out of play by what it has in play (a state, its controller)")
    if chosen.get("type") not in ("follower", "spell"):
        raise NotUnderstood("equipping a card that may be a Weapon or Armor (their limits: not modelled)")
    if " or " in zone:
        where: dict = {"everywhere": True, "in_areas": ["hand", "discard"]}
    else:
        where = {"zone": "hand" if zone.endswith("hand") else "discard"}
    return {**chosen, **where, "owner": "$controller", "there_as_taken": True}


def _c15c_unique(part):
    """The word "Unique" / "non-Unique" before a kind of card: the card's printed uniqueness."""
    if isinstance(part, Token) and part.type == "UNIQUENESS":
        return {"unique": not str(part).startswith("non-")}
    return part
# ==== end of compiler 15, part C ====

# ==== compiler 15, part D (module helpers) ====
def _c15d_army_of(who: str) -> dict:
    """The cards in `who`'s army other than `who`: the same player's, at the battlefield where `who` is (none
    while `who` is home)."""
    return {"in_army_of": who, "at_battlefield_of": who, "not_cards": [who]}


_C15D_EVENTS = {  # a card's events the engine fires (zones.py, flags, duel_history.py)
    "straightens": "straightened",
    "bows": "bowed",
    "is destroyed": "destroyed",
    "wins a duel": "duel_won",
    "leaves play": "leaves_play",
}


def _c15d_next_card(named: str, targeted: bool, performer: bool, build) -> str:
    """The card "the next time" names: "he" / "she" / "it" is the action's target (a performer, a
    Personality, is "he": with both, "it" is the target and "he" is not read), else its performer; "that
    Personality" / "the target" / "the Personality" the target; "this Spell" this card (its bearer: "this
    Personality" on a Follower)."""
    if named.startswith("this "):
        return build.this_card(named.split()[1])
    if named in ("that Personality", "the target", "the Personality"):
        if not targeted:
            raise NotUnderstood(f"'{named}' without a target")
        return "$target1"
    if targeted and performer and named != "it":
        raise NotUnderstood(f"'{named}' could be the performer or the target")
    if targeted:
        return "$target1"
    if performer:
        return "$performer"
    raise NotUnderstood(f"'{named}' names no card the action chose")


_C15D_NOT_DELAYED = frozenset({"choose", "affects", "duration", "optional"})


def _c15d_then(effect: dict, card: str, targeted: bool) -> dict:
    """One effect of the delayed effect: on "him" / "it" (the card that waited), this card, the target, or
    the player; one that chooses, reaches a kind of card, may be declined or lasts is not read."""
    effect = dict(effect)
    on = effect.pop("_on", None)
    if any(key.startswith("_") for key in effect) or _C15D_NOT_DELAYED & set(effect):
        raise NotUnderstood("a delayed effect that chooses, reaches a kind of card, may be declined or lasts")
    if effect.get("player") is True or (effect.get("player") is None and on is None and "targets" in effect):
        return _player_effect(effect) if "player" in effect else effect
    if on == "$target":
        return {"targets": card, **effect}
    if on == "$the_target" and targeted:
        return {"targets": "$target1", **effect}
    if on in _THIS_CARD:
        return {"targets": on, **effect}
    raise NotUnderstood("a delayed effect on a card the compiler does not bind later")


_C15D_FIRST_EVENTS = {  # a card's events the trait may answer while its card is in play
    "bows": "bowed",
    "straightens": "straightened",
    "enters play": "enters_play",
    "wins a duel": "duel_won",
}

# ==== end of compiler 15, part D ====

# ==== compiler 15, part E (module helpers) ====
# what the corpus does not fix, or the engine does not hold: refused with the reason (c15e_refused)
C15E_REASONS = (
    (r"\bdead\b", "'dead': the corpus (card features, the effects document, the glossary's S entries) "
     "never says what a dead Personality is, and the engine does not tell a dead Personality from another "
     "card in a discard pile (a destroyed Personality, a discarded one, one that committed seppuku)"),
    (r"\bEven if this \w+ is in your discard pile\b", "an ability used from the discard pile: the engine "
     "uses the abilities of cards in play, of an Action card in the hand and of a face-up card in a Province "
     "only, and the corpus does not say how one is used from a discard pile"),
    (r"\bEven if this \w+ is (?:at )?home\b", "'Even if this card is at home' frees the card at home only, "
     "not at another battlefield than the current one; the engine frees a performer wherever he is"),
    (r"\bwho may be at any location (?:if|unless)\b", "a place freed only under a condition ('who may be at "
     "any location if ...'): the engine frees a performer or not, whatever the game state"),
    (r"\bYou may discard this Ring from your hand\b", "a Ring's ability used from the hand by discarding it: "
     "the corpus says nothing of Rings (how their abilities are used, what they cost), and the engine uses "
     "no ability of a card in the hand but an Action card's"),
    (r"\bPut this (?:card|Kata) into play\. Discard", "a Kata put into play: the corpus does not define "
     "Kata or say where a Strategy in play is, how long it stays or what its text does there (compiler 11, "
     "part C)"),
)

# a kind of card in a discard pile: its last word a card type (a Strategy is an Action card), the words before
# it keywords the text names exactly; never a designator ("a Battle Strategy" is one with a Battle action)
C15E_PILE_TYPES = {"Personality": "personality", "Follower": "follower", "Item": "item", "Holding": "holding",
                   "Spell": "spell", "Ring": "ring", "Region": "region", "Strategy": "action"}  # fmt: skip
C15E_FATE_TYPES = frozenset({"follower", "item", "spell", "ring", "action"})
C15E_NOT_KINDS = frozenset({"Battle", "Open", "Limited", "Reaction", "Interrupt", "Engage", "Dynasty", "Fate",
                            "Political", "Tactical", "Economic"})  # fmt: skip


def _c15e_pile_kind(text: str) -> dict:
    """ "Put a non-Unique Item from your (Fate) discard pile into your hand": the chosen card's filter."""
    found = re.search(r"ut an? (.+?) (?:in|from) your (Fate )?discard pile", text)
    words, fate = found.group(1).split(), bool(found.group(2))
    chosen: dict = {}
    if words[0].startswith("non-"):
        name = words.pop(0).removeprefix("non-")
        if name == "Unique":
            chosen["unique"] = False
        else:
            chosen["not_keywords"] = [_c15e_keyword(name)]
    if not words:
        raise NotUnderstood("a card in a discard pile named by what it lacks only")
    if words[-1] in C15E_PILE_TYPES:
        chosen["type"] = C15E_PILE_TYPES[words.pop()]
    elif words[-1] == "card":
        words.pop()
    keywords = [_c15e_keyword(word) for word in words]
    if keywords:
        chosen["keywords"] = keywords
    if not chosen.get("type") and not keywords:
        raise NotUnderstood("'a card in your discard pile': any card, of either pile")
    if fate and chosen.get("type") not in C15E_FATE_TYPES:
        raise NotUnderstood("'your Fate discard pile' for a kind of card that may be a Dynasty card")
    return {**chosen, "zone": "discard", "owner": "$controller"}


def _c15e_keyword(word: str) -> str:
    refused = C15E_NOT_KINDS | NOT_KEYWORDS | (CLANS - CLAN_KEYWORDS)
    if not re.fullmatch(r"[A-Z][\w'-]*", word) or word in refused:
        raise NotUnderstood(f"'{word}' is not a keyword the compiler reads exactly")
    return word

# ==== end of compiler 15, part E ====

# ==== compiler 15, part F (module helpers) ====
def _c15f_bind_strength(attack: dict, performer: str | None, chosen: dict) -> None:
    """ "his Force" or "your Samurai's Force" in the strength of an attack made "to" after a performer's lead:
    the performer (who must be what it names); after "this card" nobody: not read."""
    strength = attack.get("strength")
    whose = strength.get("of", "") if isinstance(strength, dict) else ""
    if whose == _HIS or whose.startswith(_THE):
        named = whose.removeprefix(_THE)
        kinds = chosen.get("type", [])
        kinds = [kinds] if isinstance(kinds, str) else kinds
        words = [*chosen.get("keywords", []), *(kind.capitalize() for kind in kinds)]
        if performer is None or (whose != _HIS and named != "performer" and named not in words):
            raise NotUnderstood("the card an attack's strength names is not the performer")
        strength["of"] = performer
    if isinstance(strength, dict) and "per" in strength and _c15f_refers({"per": strength["per"]}):
        raise NotUnderstood("a count naming a card in an attack's strength")


def _c15f_refers(effect: dict) -> bool:
    """Whether an effect names a card earlier words chose ("him", "his unit", "each", "his controller")."""
    text = repr(effect)
    marks = ("$target", "$the_target", _HIS, _THE, "_unit_of", "_in_it", "_opposing", "_controller_of")
    return any(mark in text for mark in marks)


def _c15f_prevention(negate, stat, changes, origin) -> dict:
    """ "Negate all (current) Force bonuses and penalties (from actions)": the prevention's fields."""
    kinds = {"bonuses": "bonuses", "penalties": "penalties", "bonuses and penalties": "all"}
    prevent = {"stat": STAT_NAMES[str(stat)], "changes": kinds[str(changes)]}
    if str(negate).lower().endswith("current"):  # "current and new": both, the default
        prevent["occurrences"] = "current"
    if origin is not None:
        prevent["from"] = "action"
    return prevent


_C15F_COMPARED = {"Gold Cost": "gold_cost", "Chi": "chi", "Personal Honor": "personal_honor"}

# ==== end of compiler 15, part F ====

# ==== compiler 15, part G (module helpers) ====
def _c15g_permanent(effects: list[dict]) -> list[dict]:
    """Every effect lasting for good; each must last (the default duration its phrase gave) and name its
    card."""
    if any(effect.get("duration") != "end_of_turn" for effect in effects):
        raise NotUnderstood("'permanently' with an effect that happens once or states its own duration")
    named = all("_on" in effect or "_target" in effect or "targets" in effect for effect in effects)
    if not named or any(key in effect for effect in effects for key in ("_each", "affects", "_unit_of")):
        raise NotUnderstood("'permanently' on every card of a kind: whether later ones are reached is unsaid")
    return [{**effect, "duration": "permanent"} for effect in effects]


def _c15g_changes(text: str) -> list[dict]:
    """ "+1F/+1C/+1PH": one stat change per part, each lasting the turn; a stat named twice is refused."""
    changes = []
    for part in text.split("/"):
        number, stat = re.fullmatch(r"([+-]\d+)(F|C|PH)", part).groups()
        changes.append({"stat": STATS[stat], "change": int(number), "duration": "end_of_turn"})
    if len({change["stat"] for change in changes}) != len(changes):
        raise NotUnderstood(f"'{text}' names a stat twice")
    return changes


def _c15g_keywords(token) -> list[str]:
    names = [name.strip() for name in str(token).split("•")]
    for name in names:
        if name in (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS:
            raise NotUnderstood(f"'{name}' is not a keyword the compiler reads exactly")
        _a_keyword(name)
    return names


# tokens whose meaning the rulebook fixes beyond their modifier (the corpus does not say what it is)
_C15G_RULEBOOK_TOKENS = frozenset({"Corruption", "Honor", "Gold", "Favor"})
_C15G_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                **{str(n): n for n in range(1, 10)}}


def _c15g_token(text: str) -> dict:
    """ "three +1F Fire tokens" -> {kind: Fire, count: 3, force: 1}; "a +1F token" has no kind."""
    count, stats, *rest = text.split()
    kind = rest[0] if len(rest) == 2 else None
    plural = rest[-1] == "tokens"
    if plural != (_C15G_COUNTS[count.lower()] > 1):
        raise NotUnderstood(f"'{text}': the number does not agree with its noun")
    if kind in _C15G_RULEBOOK_TOKENS:
        raise NotUnderstood(f"{kind} tokens: the corpus does not say what they do beyond a modifier")
    value: dict = {**({"kind": kind} if kind else {}), "count": _C15G_COUNTS[count.lower()]}
    for change in _c15g_changes(stats):
        value[change["stat"]] = change["change"]
    return value
# ==== end of compiler 15, part G ====

# ==== compiler 15, part H (module helpers) ====
C15H_ARMY = "_c15h_army"  # "in this (card's) army": its player's cards at the battlefield where it is
C15H_WHILE = "_c15h_while"  # a condition on each card of a kind ("while opposed")
_C15H_STATUS = frozenset({"attacking", "defending", "opposed"})  # a side of a battlefield: a Personality's
# the states a kind of card is named by ("Your attacking opposed Cavalry Personalities", "dishonorable")
C15H_STATES = {word: dict([pair]) for word, pair in STATES.items()} | {"dishonorable": {"dishonorable": True}}


def _c15h_kind_words(phrase: str, keyword_name) -> dict:
    """The kind of card "Your other opposed Crab Clan Personalities" names: its owner ("Your"), "other" (not
    this card), states, "non-X", at most one keyword ("Earth", "Crab Clan") before the kind, and the kind:
    Personalities, Followers, Items, Spells, Holdings, cards, "Personalities and Followers", or a keyword
    standing for it ("Samurai"; "Earth Shugenja": both keywords). `keyword_name` checks a keyword."""
    words = phrase.split()
    chosen: dict = {"in_play": True}
    if words[0] == "Your":
        chosen["controller"] = "$controller"
        words = words[1:]
    before = _c15h_kind(words, chosen)
    keyword: list[str] = []
    for word in before:
        if word.lower() == "other" and not keyword and chosen.keys() - {"controller", "type", "keywords"} == {
            "in_play"
        }:
            chosen["not_cards"] = ["$source"]
        elif word.lower() in C15H_STATES:
            chosen.update(C15H_STATES[word.lower()])
        elif word.startswith("non-"):
            chosen.setdefault("not_keywords", []).extend(keyword_name(word[4:])["keywords"])
        elif word[0].isupper() and not word.endswith(("'s", "\u2019s")) and word not in ("Your", "Other"):
            if keyword and keyword[-1] == "Clan":
                raise NotUnderstood(f"'{phrase}': more than one keyword before the kind of card")
            keyword.append(word)
        else:
            raise NotUnderstood(
                f"'{word}' in a kind of card (a card's name is read as this card's only before Force, Chi, "
                "location, battlefield or army)"
            )
    if keyword:
        chosen["keywords"] = [*keyword_name(*keyword)["keywords"], *chosen.get("keywords", [])]
    return _c15h_checked_kind(chosen)


def _c15h_checked_kind(chosen: dict) -> dict:
    if "Human" in [*chosen.get("keywords", ()), *chosen.get("not_keywords", ())]:
        raise NotUnderstood("'Human': the absence of the Nonhuman keyword, not a keyword")
    if not chosen.keys() - {"in_play", "not_cards"}:
        raise NotUnderstood("'other cards' names no kind of card")
    return chosen


def _c15h_kind(words: list[str], chosen: dict) -> list[str]:
    """The kind the last words name (into `chosen`); the words before it."""
    *before, last = words
    if before[-2:] == ["Personalities", "and"] and last == "Followers":
        chosen["type"] = ["follower", "personality"]
        return before[:-2]
    if last in PLURALS:
        chosen["type"] = PLURALS[last]
    elif last != "cards":
        if last.endswith("s") or last[0].islower():
            raise NotUnderstood(f"'{last}': a keyword in the plural, or no kind of card")
        chosen["keywords"] = [last]
    return before


def _c15h_gifts_and_status(chosen: dict, items: list, condition) -> None:
    """Only bonuses and keywords are given to a kind of card; "attacking / defending / opposed" (in the kind
    or its condition) only of Personalities: a Follower's or Item's status is its Personality's."""
    for item in items:
        bonus = set(item) == {"stat", "change"} and isinstance(item["change"], int)
        if not bonus and set(item) != {"grant_keyword"}:
            raise NotUnderstood("a kind of card given more than a bonus or a keyword")
    judged = (condition or {}).get("subject", {})
    status = bool(_C15H_STATUS & (chosen.keys() | judged.keys()))
    if status and chosen.get("type") != "personality":
        raise NotUnderstood(
            "'attacking', 'defending' or 'opposed' of a kind that holds Followers or Items (their status is "
            "their Personality's)"
        )
# ==== end of compiler 15, part H ====
