"""L5R card text, reactions and their triggers: card events, targeting, an action's resolution and what it
did. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .amounts import LONGER_NAME
from .delayed import bound_by_action, check_battle_delays
from .events import check_one_text, event_effects
from .shared import BEARERS, PLURALS, STAT_NAMES, THIS_CARD, Drafted, as_performer, name_patterns, own_names

# "Negate his movement / destruction / bowing from the action's effects": the events a prevention names
NEGATED_EVENTS = {"movement": "move", "destruction": "destroy", "bowing": "bow"}

REACTED = "$reacted"  # the action a Reaction to targeting reacts to (targeting_reactions.py)


def check_reacted_effects(ability: dict, _drafted: Drafted) -> None:
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
    if any(e.get("targets") not in (trigger.get("card"), *THIS_CARD) for e in negating):
        raise NotUnderstood("negating the action's effects on a card other than the one it targets")
    attack = [e for e in effects if e.get("attack_strength", {}).get("action") == REACTED]
    if attack and trigger.get("with") != "ranged_attack":
        raise NotUnderstood("'the Ranged Attack' without a Reaction to a Ranged Attack's targeting")


B_REACTED_CARD = "$reacted_card"  # the targeted card a Reaction to targeting answers (targeting_reactions.py)


def own_places(text: str, title: str) -> str:
    """ "at Kota's battlefield", "at Arugai's location", "in Gohachiro's army", "Negate Yaheiko's destruction
    from ..." (the card's own name, as _this_card reads it) -> "this card's battlefield" ..."""
    for name in own_names(title):
        if name not in text:  # each pattern holds the name itself
            continue
        text = name_patterns(name).places.sub(
            lambda m: m.group(0) if _b_longer(m.string[: m.start()]) else "this card's ", text
        )
    return text


def _b_longer(before: str) -> bool:
    """A capitalised word just before the name makes a longer name, unless it is the verb "Negate"."""
    return bool(LONGER_NAME.search(before)) and not before.endswith("Negate ")


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


def finish_kind_reactions(ability: dict, drafted: Drafted) -> None:
    """A Reaction to the targeting of a kind of card (compiler 10, part B), once part D checked its effects
    against the card the trigger names: the trigger keeps only the kind (`of`), and "the Personality's" must
    name that kind (its type or one of its keywords). "the Personality's" in any other Reaction is refused."""
    own_type = drafted.own_type
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
    check_battle_delays(ability)  # durations an action's effects state
    if not any(e.get("_b_delayed") for e in effects):
        return
    if ability.get("designators") != ["Battle"]:
        raise NotUnderstood("'this battle' in an action that is not a Battle action")
    for index, effect in enumerate(effects):
        if not effect.pop("_b_delayed", False):
            continue
        if "choose" in effect or "affects" in effect or effect.get("optional") or "duration" in effect:
            raise NotUnderstood("a delayed effect that chooses, reaches a kind of card or lasts: not read")
        if effect.get("targets") not in (*THIS_CARD, "$controller") and not bound_by_action(effect):  # c14 D
            raise NotUnderstood("a delayed effect on the action's target or performer: not read")
        ids = {"id": effect.pop("id")} if "id" in effect else {}
        effects[index] = {**ids, "kind": "delayed", "trigger": {"event": B_RESOLUTION_BEGINS},
                          "duration": "end_of_battle", "then": effect}  # fmt: skip


B_RESOLUTION_BEGINS = "battle_resolution_begins"  # battle_resolution.py: the battle's resolution begins

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
    return {**trigger, "as_performer": found["performer"]} if found["performer"] else trigger


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
    if "as_performer" in trigger:
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
    card is $reacted_card while the clause is read (finish_kind_reactions takes it out, as for a Reaction to
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


@v_args(inline=True)
class ReactionsText(Transformer):
    """The transformer methods of reactions (mixed into l5r._Build)."""

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
        the use names, who must be such a card of its player's (moved into the cost by
        check_reacted_effects)."""
        by = {"by": "other"} if str(whose).startswith("another") else {}
        return {"event": "targeted", "card": "$performer", **by, "_requires": as_performer(chosen)}

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
        Reaction reacts to (checked by check_reacted_effects: a Reaction to a Ranged Attack's targeting)."""
        return [{"player": True, "attack_strength": {"change": int(str(change)), "action": REACTED}}]

    def b_after_targets_kind(self, _after, whose, _targets, kind):
        """ "After another player's action targets a card in this unit / one of your Personalities / your
        Hero Personality" (by: other; "an action": anyone's): a Reaction to the targeting of a kind of card
        (`of`), taken before the action resolves (l5r.desk.reaction-to-targeting). While the clause is read
        the trigger names the targeted card it answers ($reacted_card: "his", "the Personality's");
        finish_kind_reactions takes it out of the trigger."""
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
        that the Reaction answers, named by its kind (checked by finish_kind_reactions against the trigger's
        kind)."""
        events = [NEGATED_EVENTS[str(t)] for t in tokens if t.type == "NEGATED_EVENT"]
        if len(set(events)) != len(events):
            raise NotUnderstood("an event negated twice")
        named = str(negate).split()[2][:-2]
        what = {"event": events[0]} if len(events) == 1 else {"events": events}
        return [{"prevent": {**what, "effects_of": REACTED}, "_on": B_REACTED_CARD, "_b_named": named}]

    def b_before_resolution(self, _token, *effects):
        """ "Before this battle's resolution, straighten your Personality.": each effect waits for this
        battle's resolution (wrapped by finish_kind_reactions: a Battle action's only)."""
        return [{**effect, "_b_delayed": True} for group in effects for effect in group]

    def r_after_resolution(self, _after, phrase):
        """ "After the resolution of a Kiho Battle action you took", "After the resolution of another
        player's Battle action", "After your Tactical action resolves": an action that counts as each word
        (a designator or an action keyword) resolved, taken by the Reaction's player (`by: self`), by another
        (`by: other`) or by anyone (resolution_reactions.py: event resolved)."""
        trigger = _r_resolved_trigger(str(phrase))
        performer = trigger.pop("as_performer", None)
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
        if "as_performer" in trigger:
            event["card"] = self.this_card(trigger["as_performer"])
        return self.a_resolved_traits(event, effects)

    def a_resolved_traits(self, event: dict, effects: list[dict]) -> tuple[dict, str]:
        """The triggered traits answering `event` after an action's resolution, one per effect (compiler 11
        and 13, part A): no target or choice (whose would it be?)."""
        effects, optional = event_effects(effects)
        if any("choose" in effect or effect.get("targeting") for effect in effects):
            raise NotUnderstood("a target or choice in such a trait ('your target Personality': whose?)")
        check_one_text(effects)
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

    def ra_after_action_did(self, _after, phrase, did, subject):
        """ "After the resolution of an action that bowed this Personality", "... of a Battle action that
        destroyed one of your Personalities": an action of a kind and player (as compiler 11, part A reads
        them) resolved whose costs or effects did that to such a card (action_results.py: `did`)."""
        trigger = _r_resolved_trigger(_ra_phrase(str(phrase)))
        return {**trigger, "did": _ra_did(str(did), subject, self.own_type)}

    def ra_triggered_this(self, *parts):
        """ "Reaction: After the resolution of an action that bowed this Personality: Straighten him.": the
        trigger {event: resolved, did: {event, card}}; "him" / "it" in the effects is that card, as it is the
        card of any Reaction's trigger naming one (antecedent_of)."""
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
