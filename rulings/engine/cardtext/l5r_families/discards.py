"""L5R card text, discards and discard piles: discard costs, cards in a hand or discard pile, the top of a
deck. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .resolution import resolve_effects
from .shared import CLAN_KEYWORDS, CLANS, NOT_KEYWORDS, as_performer, player_effect

# the kinds of card of a Fate deck the compiler's filters name ("a Ring in your Fate discard pile")
C14B_FATE_TYPES = frozenset({"follower", "item", "spell", "ring"})

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
     "Kata or say where a Strategy in play is, how long it stays or what its text does there"),
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


@v_args(inline=True)
class DiscardsText(Transformer):
    """The transformer methods of discards (mixed into l5r._Build)."""

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
        resolved = resolve_effects(None, [after])
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
        effects = [player_effect(effect) for effect in effects]
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
        return ("cost", {"requires": as_performer(chosen), "_c15e_any_location": "performer"})

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
        raise NotUnderstood("a wording the compiler refuses on purpose")
