"""L5R card text: the core the families share: words of the grammar, filters, targets and effects."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from lark import Token, Transformer, v_args

from ..common import NotUnderstood, amount, grammar
from .keyword_phrases import given_keyword, keyword_phrase, one_keyword

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
        "Peresonalty",  # a misspelt Personality in the card data: no keyword of any card
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


def attack_targets() -> dict:
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

# Clan names that are also printed keywords: every Shadowlands-clan Personality, Follower, Item ... in the
# card data carries the keyword Shadowlands (only some Strongholds and Sensei of the clan lack it), so "a
# Shadowlands Personality" names the keyword exactly, as "Destroy it if it is Shadowlands" does.
CLAN_KEYWORDS = frozenset({"Shadowlands"})

UNIT_CARDS = frozenset({"personality", "follower", "item", "spell"})  # cards in a unit ("this unit")


class Drafted(NamedTuple):
    """What an ability's finishing passes (l5r.ABILITY_PASSES) know besides the ability itself."""

    own_type: str  # the card's type, lower case
    declared: dict | None  # the target its constraints declared ("Target a Personality: ..."), or None


class _NamePatterns(NamedTuple):
    alone: re.Pattern  # the name standing alone (_NAME_ALONE)
    possessive: re.Pattern  # "Morihiko's Force"
    places: re.Pattern  # "at Kota's battlefield"


@lru_cache(maxsize=4096)
def name_patterns(name: str) -> _NamePatterns:
    """A card name's patterns, compiled once: every clause of every card reads its own name, far more
    patterns than the re module's own cache keeps (compiling them again was most of the compile time)."""
    own = rf"(?<![\w-])(?<!\ba )(?<!target ){re.escape(name)}['\u2019]s "
    places = r"(?=(?:location|battlefield|army|(?:destruction|movement|bowing) from)\b)"
    return _NamePatterns(
        re.compile(_NAME_ALONE.format(re.escape(name))),
        re.compile(own + "(?=Force|Chi|Personal Honor)"),
        re.compile(own + places),
    )


def own_names(title: str) -> list[str]:
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
QUOTED_ABILITY = re.compile(r'["\u201c][^"\u201d]*:')

NAMED_PATTERNS = (
    re.compile(r"^After ([A-Z][\w'-]+) enters play"),
    re.compile(r"^[^:]*: Even if ([A-Z][\w'-]+) is bowed"),
)


def counted_filter(counted: dict, parts) -> dict:
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


def antecedent_of(cost: dict, ability: dict) -> str | None:
    """What "him" / "it" is without a target: the performer the constraints chose, this card where the
    ability is used even if it is bowed, or the card a Reaction's trigger names ("After this Personality wins
    a duel: Straighten him")."""
    if "requires" in cost:
        return "$performer"
    if ability.get("even_if_bowed"):
        return "$source"
    return ability.get("trigger", {}).get("card")


def ability_fields(cost: dict, keywords: list[str]) -> dict:
    """An ability's limit, condition, even_if_bowed, keywords and cost (``cost`` keeps only the cost). A
    Repeatable ability (the keyword stays: cards name "Repeatable actions") has no once-per-turn limit. "Even
    if this card is not at the current battlefield" (`any_location`, compiler 15 part E) comes last."""
    fields: dict = {}
    where = cost.pop("_c15e_any_location", None)
    if areas := cost.pop("_q18a_from_areas", None):  # "If this card is in your hand" (compiler 18, part A)
        fields["from_areas"] = areas
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


def merge_costs(costs) -> dict:
    merged: dict = {}
    for cost in costs:
        for key, value in cost.items():
            if key in merged:
                raise NotUnderstood(f"two costs of the same kind ({key})")
            merged[key] = value
    return merged


def player_effect(effect: dict) -> dict:
    """An effect on its player ($controller) or, "he" after "target a player", the player targeted."""
    player = effect["player"] if isinstance(effect.get("player"), str) else "$controller"
    return {"targets": player, **{k: v for k, v in effect.items() if k != "player"}}


def as_performer(chosen: dict) -> dict:
    """ "your performing unbowed Samurai": the performer ($performer) must match the rest of the filter."""
    return {"cards": ["$performer"], **{k: v for k, v in chosen.items() if k != "in_play"}}


def chose_target(resolved: list[dict]) -> bool:
    return any("choose" in effect for effect in resolved)


THIS_CARD = ("$source", "$bearer")  # "this card", "this Personality" on a Follower ...


def on_target(effect: dict, target: dict | None, unit_of: str | None, *, chose: bool) -> dict:
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


def with_ids(clause_id: str, effects: list[dict]) -> list[dict]:
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
        if "move" in effect or "move_to_battlefield_of" in effect:  # (compiler 19, part E)
            last_move = effect_id
        ided.append({"id": effect_id, **effect})
    return ided


TARGET_PLAYER = "$target_player"  # target_player.py: the player an ability's text targets


def _gains_or_loses(number: int) -> list[list[dict]]:
    """ "gains or loses N Honor": two options of the ability's choice, made by its player."""
    return [[{"targets": TARGET_PLAYER, "honor": number}], [{"targets": TARGET_PLAYER, "honor": -number}]]


def targeted_player(
    cost: dict, target: dict | None, groups: list[list[dict]]
) -> tuple[list[list[dict]], str | None, list | None]:
    """The player the ability targets ("target a player", "a target player", "Target another player.")
    and its effects without the declaration; "gains or loses" (the ability's choice) only as its last
    effect. "He" without a targeted player, a targeted player no effect acts on, two of them, or a player
    and a card both targeted (which the use step lists first is not read) stay not played."""
    declared = [cost.pop("_target_player")] if "_target_player" in cost else []
    kept, choice = _without_declarations(groups, declared)
    chosen = [e for option in choice or () for e in option]  # (a chosen player's choice)
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


def compared_filter(stat, mode: str, who: str, other) -> dict:
    """A filter comparing the card's stat with a stat of this card (or its bearer), as it is chosen."""
    compared_with = {"stat": COMPARED_STATS[str(other)], "of": who}
    return {"compare": {"stat": COMPARED_STATS[str(stat)], mode: compared_with}}


def either_choice(effects: list[dict], choice: list | None) -> tuple[list[dict], list | None]:
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
    other = other if isinstance(other, dict) else {other: True}  # "or move him home"
    return rest, [[last], [{**second, **other}]]


def followers_of(effect: dict, target: dict | None, performer: str | None, *, chose: bool) -> dict:
    """ "... and each of his Followers": the Followers attached, while it lasts, to the card "him" names
    (this card, the performer, or the target already chosen)."""
    who = effect.pop("followers_of")
    if who in THIS_CARD:
        bearer = who
    elif performer and who != "$the_target":
        bearer = performer
    elif target is not None and chose:
        bearer = "$target1"
    else:
        raise NotUnderstood("'his Followers' without the card they are attached to")
    return {"affects": {"attached_to": bearer, "type": "follower"}, **effect}


@v_args(inline=True)
class SharedText(Transformer):
    """The transformer methods of shared (mixed into l5r._Build)."""

    def __init__(self, clause_id: str, card_type: str):
        super().__init__()
        self.clause_id, self.own_type = clause_id, card_type

    def start(self, result):
        return result

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
        return {"any_keywords": [one_keyword(first, "either of two"), one_keyword(second, "either of two")]}

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
        return {"bow": "$performer", "requires": as_performer(chosen)}

    def cost_destroy_performer(self, _token, chosen):
        """ "Destroy your performing X": the performer must be one, and destroying him is the cost."""
        return {"destroy": "$performer", "requires": as_performer(chosen)}

    def constraint(self, item):
        if isinstance(item, tuple):  # ("player", any | other), ("cost", {_condition})
            return item
        return ("target", item) if "in_play" in item else ("cost", item)

    def choose_performer(self, _token, chosen):
        return ("performer", as_performer(chosen))

    def target_performer(self, _token, chosen):
        return ("target", {"in_play": True, **as_performer(chosen), "controller": "$controller"})

    def performer_filter(self, *parts):
        if not parts:
            raise NotUnderstood("'your performing' without what he must be")
        chosen: dict = {}
        for part in parts:
            chosen.update(part)
        if "Human" in [*chosen.get("keywords", ()), *chosen.get("any_keywords", ())]:
            # "your performing Human Personality": no card prints Human (a Human is a card without Nonhuman)
            raise NotUnderstood("'a Human': the absence of the Nonhuman keyword, not a keyword")
        return chosen

    def constraint_list(self, *items):
        """Costs (merged, each kind once), at most one target and one performer's requirement."""
        kinds: dict[str, list] = {"cost": [], "target": [], "performer": [], "player": []}
        for kind, item in items:
            kinds[kind].append(item)
        if len(kinds["target"]) > 1 or len(kinds["performer"]) > 1 or len(kinds["player"]) > 1:
            raise NotUnderstood("two targets or two performers")
        costs = merge_costs(kinds["cost"])
        if kinds["player"]:
            costs["_target_player"] = kinds["player"][0]
        for required in kinds["performer"]:
            if "requires" in costs:
                raise NotUnderstood("the performer named twice")
            costs["requires"] = required
        return (costs, kinds["target"][0] if kinds["target"] else None)

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
        """ "Samurai", "Crab Clan", "Battle Maiden" (one keyword), "Earth Shugenja" (several: see
        keyword_phrase)."""
        name = " ".join(map(str, words))
        if name in (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS:
            raise NotUnderstood(f"'{name}' is not a keyword the compiler reads exactly")
        words, refused = name.split(), (CLANS - CLAN_KEYWORDS) | NOT_KEYWORDS
        if len(words) > 1 and words[-1] != "Clan":
            return {"keywords": keyword_phrase(name, refused)}
        if len(words) > 2:  # "Shadowlands Crab Clan Personality": Shadowlands and Crab Clan, each a keyword
            clan = " ".join(words[-2:])
            if words[-2] not in CLANS:
                raise NotUnderstood(f"'{clan}' is not a clan the compiler reads")
            return {"keywords": [*keyword_phrase(" ".join(words[:-2]), refused), clan]}
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
        enemy = attack_targets()
        attack = {"strength": strength, **({"melee": True} if kind == "Melee" else {})}
        return [{"ranged_attack": attack, "_target": enemy}]

    def ranged_reminder(self, _words, number):
        return int(number)

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
            condition = {"while": self._e_status(who, str(items[-1]).split()[1])}
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
            absent = self.keyword_name(str(tokens[0]).removeprefix("non-"))
            chosen["not_keywords"] = [one_keyword(absent, "one absent keyword")]
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
        enemy = attack_targets()
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

    def has_bonus(self, token):
        stat, change = self.bonus(token)
        return {"stat": stat, "change": change}

    def has_minimum_chi(self, number):
        return {"stat": "chi", "min": int(number)}

    def has_keyword(self, keyword):
        name = given_keyword(keyword)
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
        name = [one_keyword(keyword, "one keyword or its absence")]
        base = {"duration": "end_of_turn", "_on": who}
        # each judged once, as it is given (compiler 21, part K: the effect field if_when_given)
        return [
            {"stat": stat, "change": change, **base, "if_when_given": {"subject": {"not_keywords": name}}},
            {"stat": other_stat, "change": other_change, **base,
             "if_when_given": {"subject": {"keywords": name}}},
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
        name = given_keyword(keyword)
        return [{"grant_keyword": name, "duration": "end_of_turn", "_on": who}]

    def give_target_keyword(self, chosen, keyword, _duration=None):
        name = given_keyword(keyword)
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
        return compared_filter(stat, mode, who, other or stat)

    def compare_than_stat(self, stat, words, who, _poss, other):
        """ "with Force less than or equal to this card's Force"."""
        lower = str(words).split()[0] in ("lower", "less")
        if str(words).endswith("equal to"):
            return compared_filter(stat, "at_most" if lower else "at_least", who, other)
        return compared_filter(stat, "less_than" if lower else "more_than", who, other)

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
            name = given_keyword(given)
            change_of = {"grant_keyword": name}
        base = {**change_of, "duration": "end_of_turn"}
        return [{**base, "_on": who}, {**base, "followers_of": who}]

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
