"""L5R card text, ranged and Melee Attacks, unit comparisons, negated bonuses, the enemy leader. Its grammar
rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .amounts import HIS, THE
from .resolution import resolve_effects
from .shared import STAT_NAMES, as_performer, attack_targets, one_keyword


def _c15f_bind_strength(attack: dict, performer: str | None, chosen: dict) -> None:
    """ "his Force" or "your Samurai's Force" in the strength of an attack made "to" after a performer's lead:
    the performer (who must be what it names); after "this card" nobody: not read."""
    strength = attack.get("strength")
    whose = strength.get("of", "") if isinstance(strength, dict) else ""
    if whose == HIS or whose.startswith(THE):
        named = whose.removeprefix(THE)
        kinds = chosen.get("type", [])
        kinds = [kinds] if isinstance(kinds, str) else kinds
        words = [*chosen.get("keywords", []), *(kind.capitalize() for kind in kinds)]
        if performer is None or (whose != HIS and named != "performer" and named not in words):
            raise NotUnderstood("the card an attack's strength names is not the performer")
        strength["of"] = performer
    if isinstance(strength, dict) and "per" in strength and _c15f_refers({"per": strength["per"]}):
        raise NotUnderstood("a count naming a card in an attack's strength")


def _c15f_refers(effect: dict) -> bool:
    """Whether an effect names a card earlier words chose ("him", "his unit", "each", "his controller")."""
    text = repr(effect)
    marks = ("$target", "$the_target", HIS, THE, "_unit_of", "_in_it", "_opposing", "_controller_of")
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


@v_args(inline=True)
class AttacksText(Transformer):
    """The transformer methods of attacks (mixed into l5r._Build)."""

    def c15f_lead_target_performer(self, _token, chosen):
        """ "Target your performing unbowed Samurai to ...": the performer, targeted (one of the action's
        targets, chosen as it is taken: target_card, changing nothing)."""
        choose = {"in_play": True, **as_performer(chosen), "controller": "$controller"}
        return {"choose": choose, "targeting": True, "target_card": True}, "$performer", chosen

    def c15f_lead_verb_target_performer(self, token, chosen):
        """ "Bow your target performing Shugenja to ...", "Destroy your target performing Ninja to ...": the
        performer, targeted, then bowed, destroyed or dishonored."""
        choose = {"in_play": True, **as_performer(chosen), "controller": "$controller"}
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
        return {"requires": as_performer(chosen)}, [first, *after]

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
        effects = [made, *resolve_effects(None, [after])]
        return _c15f_after_lead(first, chosen, effects)

    def c15f_to_effect(self, lead, _to, *effects):
        """ "Target your performing X to move home a target enemy Personality", "Bow this card to straighten
        a target Personality": as c15f_to_make, with the effects the grammar reads after "to" (each naming
        its own target: "him", "his unit", "each" are not read there)."""
        first, _performer_ref, chosen = lead
        first = {"_each": None, "id": f"{self.clause_id}.to", **first}
        after = [dict(effect) for group in effects for effect in group]
        if any(_c15f_refers(effect) for effect in after):
            raise NotUnderstood("'him', 'his' or 'his controller' after 'X to': the card is not read")
        return _c15f_after_lead(first, chosen, resolve_effects(None, [after]))

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
        return [{"ranged_attack": attack, "_target": attack_targets()}]

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
        return {"any_keywords": [one_keyword(first, "either of two"), one_keyword(second, "either of two")]}

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


def _c15f_after_lead(first: dict, chosen: dict, effects: list[dict]):
    """The effects after "X to": each happens only if X changed the game (if_changed). When X only targets
    the performer ("Target your performing opposed Tactician to draw 2 cards"), which changes nothing, the
    performer must be such a card for the action to be taken at all (the requirement "Choose your
    performing" makes): without it the effects would happen with no such performer."""
    if first.get("target_card"):
        return {"requires": as_performer(chosen)}, [first, *({"_each": None, **effect} for effect in effects)]
    condition = {"if_changed": first["id"]}
    return [first, *({"_each": None, **effect, **condition} for effect in effects)]
