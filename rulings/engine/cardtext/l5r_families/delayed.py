"""L5R card text, delayed effects and durations: before this battle's resolution, the next time, until a turn
begins. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .events import check_keyword
from .shared import THIS_CARD, player_effect
from .statics import keyword_filter
from .units import each_resolved


def bound_by_action(effect: dict) -> bool:
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


def check_battle_delays(ability: dict) -> None:
    """ "until this battle ends" in an action that may be taken outside a battle (Open, Battle/Open, a
    Reaction) is not read: with no battle under way the effect would never end. "After this battle ends,
    <effect>" in a Battle action: a delayed effect applied as this battle (or its resolution) ends
    (`trigger: {event: battle_ends}`; l5r-ce-effects, Delayed effects: activated as the action resolves,
    applied later; the next battle to end is this one), on this card, its player, or the action's target or
    performer (bound as the action resolves: bound_by_action); as compiler 10, part B's, not one that chooses,
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
        if effect.get("targets") not in (*THIS_CARD, "$controller") and not bound_by_action(effect):
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
        return player_effect(effect) if "player" in effect else effect
    if on == "$target":
        return {"targets": card, **effect}
    if on == "$the_target" and targeted:
        return {"targets": "$target1", **effect}
    if on in THIS_CARD:
        return {"targets": on, **effect}
    raise NotUnderstood("a delayed effect on a card the compiler does not bind later")


_C15D_FIRST_EVENTS = {  # a card's events the trait may answer while its card is in play
    "bows": "bowed",
    "straightens": "straightened",
    "enters play": "enters_play",
    "wins a duel": "duel_won",
}


@v_args(inline=True)
class DelayedText(Transformer):
    """The transformer methods of delayed (mixed into l5r._Build)."""

    def c14d_before_resolution(self, *parts):
        """ "Straighten Yorio before this battle's resolution.": each effect waits for this battle's
        resolution, as "Before this battle's resolution, ..." does (compiler 10, part B: _b_delayed, a Battle
        action's only)."""
        return [{**effect, "_b_delayed": True} for effect in _c14d_effects(parts)]

    def c14d_until(self, *parts):
        """ "Give him +2F until this battle ends." (end_of_battle: a Battle action's only, checked by
        check_battle_delays), "... until your next turn begins" (until_your_turn: phases.py, it ends as a turn
        of the effect's controller begins), "... until the game ends" (end_of_game). The duration the effect
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
        check_keyword(keyword)
        return [{"may_not_perform": {"keyword": keyword}, "duration": "end_of_turn", "_on": "$target"}]

    def c14d_this_may_not_perform(self, token):
        """ "Rezan may not perform Political actions." (a Personality's continuous trait: while he is in play
        he cannot be the performer of an action with that keyword, performing_keywords.py)."""
        if self.own_type != "personality":
            raise NotUnderstood(f"'this card may not perform ...' on a {self.own_type}")
        keyword = str(token).split()[-2]
        if keyword in _C14D_DESIGNATORS:
            raise NotUnderstood(f"'{keyword} actions': a designator, not a keyword, names these actions")
        check_keyword(keyword)
        trait = {"id": self.clause_id, "targets": "$source", "may_not_perform": {"keyword": keyword}}
        return {"traits": [trait]}, "may not perform"

    def c14d_after_battle(self, *parts):
        """ "After this battle ends, destroy him." / "Destroy it after the battle ends.": each effect waits
        for this battle's end; "Destroy this card after this battle's resolution (ends)." for the end of its
        resolution (the procedure battle_resolution, l5r.desk.battle-resolution). A delayed effect:
        check_battle_delays, a Battle action's only."""
        (token,) = [part for part in parts if isinstance(part, Token)]
        event = "battle_resolution_ends" if "resolution" in str(token) else "battle_ends"
        return [{**effect, _C14D_AFTER: event} for effect in _c14d_effects(parts)]

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
        return lambda _who: {"card": card, "is": keyword_filter(what)}

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
            trait["while"] = {"card": who, "is": keyword_filter(what)}
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
                effect = each_resolved(effect, None, None, chose=False)
            elif effect.get("player") is True:
                effect = player_effect(effect)
            elif effect.get("_on") in THIS_CARD:
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
