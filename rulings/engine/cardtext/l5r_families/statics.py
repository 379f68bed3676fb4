"""L5R card text, statics: a card's own name, "while" conditions, costs; keyword reminder texts. Its grammar
rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .shared import BEARERS, CLANS, PLURALS, STATES, UNIT_CARDS, counted_filter, one_keyword

# "Enters play paying 2 less Gold": a card field (enters_for_less), not a trait, however the clause is cut
E_ENTERS_FOR_LESS = "enters for less"

FIELD_FAMILIES = frozenset({E_ENTERS_FOR_LESS})


def keyword_filter(names: list[str]) -> dict:
    """ "Fire" (the keyword), "a Courtier or Shugenja" (either keyword)."""
    return {"keywords": names} if len(names) == 1 else {"any_keywords": names}


def count_condition(what: dict):
    """A condition: at least one card in play matches (the same for any card the trait is on)."""
    return lambda _who: {"count": what, "at_least": 1}


def plural_filter(parts) -> dict:
    """ "Shadowlands Personalities", "Rings": a kind of card named in the plural (its keyword, if any)."""
    chosen: dict = {"type": PLURALS[str(parts[-1])]}
    for part in parts[:-1]:
        chosen.update(part)
    return chosen


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
        elif word.lower().startswith("non-"):
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


@v_args(inline=True)
class StaticsText(Transformer):
    """The transformer methods of statics (mixed into l5r._Build)."""

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
        return self._e_traits(who, items, lambda _who: {"subject": keyword_filter(what)})

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
        names = [one_keyword(part, "one or either of two") for part in parts if isinstance(part, dict)]
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
        return lambda _who: {"subject": keyword_filter(what)}

    def e_while_control(self, _token, _article, what):
        """ "while you control a Port / a Ring": one such card in play its controller controls."""
        return count_condition({**what, "controller": "$controller"})

    def e_while_control_any(self, _token, _any, keyword):
        """ "while you control any Shugenja" (a keyword named in the singular: a plural form, "any Ports",
        would name another keyword, and is not read)."""
        name = one_keyword(keyword, "one keyword")
        if name.endswith("s"):
            raise NotUnderstood(f"'any {name}': a keyword in the plural")
        return count_condition({**keyword, "controller": "$controller"})

    def e_while_control_plural(self, _token, _any, *parts):
        """ "while you control any Rings", "any Shadowlands Personalities"."""
        return count_condition({**plural_filter(parts), "controller": "$controller"})

    def e_while_opposed_by(self, _token, _article, what):
        """ "while opposed by a Shadowlands Personality": one such card opposes him (opposing)."""
        return lambda who: {"count": {**what, "opposing": who}, "at_least": 1}

    def e_while_opposed_by_plural(self, _token, _one_or_more, *parts):
        """ "while opposed by one or more Shadowlands Personalities"."""
        what = plural_filter(parts)
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
        what = plural_filter(attached)
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

    def d_this_province_strength(self, *_words):
        """ "This Province has +2 strength." (a Holding's or a Region's, of the Province it is in): refused.
        The Desk holds one strength for all of a player's Provinces, his Stronghold's Province Strength
        (l5r.desk.provinces), so a change to one Province alone cannot be played exactly."""
        raise NotUnderstood(
            "the strength of one Province alone: the Desk holds one strength for all of a player's Provinces "
            "(his Stronghold's Province Strength), not a strength for each Province"
        )

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
        """ "in this card's army" (its own name, own_places), "in this army"."""
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
        return count_condition(what)

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
        counted = counted_filter({"attached_to": "$source"}, parts[:-1])
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
