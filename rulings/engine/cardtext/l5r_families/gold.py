"""L5R card text, gold and Holdings: production, paying for a card, Holding abilities. Its grammar rules are
in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import ClauseResult, NotUnderstood, not_understood, played
from .shared import BEARERS, CLANS, counted_filter
from .statics import E_ENTERS_FOR_LESS, count_condition

# "Produce 2 Gold, or 3 Gold if paying for a Cavalry card" / "When paying for a Holding, produce 2 Gold": a
# Gold Production with a trait for a kind of card paid for (and produces_for): a field family, as "produce
# gold" is
EG_PRODUCE_FOR = "produce gold for a kind of card"

# "Produce 2 Gold, or 3 Gold if you control a Magistrate" (the same fields: a Gold Production and its raise)
EG_PRODUCE_IF = "produce gold while you control a card"

FIELD_FAMILIES = frozenset({EG_PRODUCE_FOR, EG_PRODUCE_IF})

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


def finish_card(results: list[tuple[str, ClauseResult]]) -> list[tuple[str, ClauseResult]]:
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


@v_args(inline=True)
class GoldText(Transformer):
    """The transformer methods of gold (mixed into l5r._Build)."""

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
        condition = count_condition({**what, "controller": "$controller"})(None)
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
        counted = counted_filter({"controller": "$controller"}, [_c15c_unique(part) for part in parts])
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
