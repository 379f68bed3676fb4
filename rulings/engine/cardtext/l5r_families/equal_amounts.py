"""L5R card text, amounts taken from the game: 'set a target's Force equal to his Chi', 'a Force penalty
equal to your Personality's Personal Honor' (the performer's), 'Produce 2 Gold, plus 1 Gold for each ...'. Its
grammar rules are in l5r.lark (compiler 18, part D); its transformer methods (prefixed q18d_) are a mixin of
l5r._Build.

A stat set to an amount ("Set his Force equal to his Chi") is the bonus or penalty that makes it that value
(card features, setting stats to a value), its amount read and fixed as it begins as any amount an effect
gives (the Desk's rule l5r.desk.given-amount-fixed, games/l5r/given_amounts.py). The performer's stat ("your
Personality's Personal Honor") is marked until the ability's requirement is known (performer_amounts)."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from ..l5r_keywords import TITLES_NOT_KEYWORDS
from .shared import STAT_NAMES, counted_filter

# "your Samurai's" / "the Courtier's" in a given or set amount: the performer the requirement names, checked
# once the ability's cost is known (performer_amounts)
_Q18D_PERFORMER = "$q18d_performer:"

_Q18D_TARGET = "$q18d_the_target"  # "the target's Chi" (_q18d_the_target)

_Q18D_SAME = "$q18d_same"  # "equal to Kazuki's." (the stat set, of that card)


def _q18d_words(chosen: dict) -> set[str]:
    kinds = chosen.get("type", [])
    kinds = [kinds] if isinstance(kinds, str) else kinds
    return {*chosen.get("keywords", []), *chosen.get("any_keywords", []), *(k.capitalize() for k in kinds)}


def performer_amounts(effects: list[dict], cost: dict) -> list[dict]:
    """ "a Force penalty equal to your Personality's Personal Honor": the performer's stat, when the ability
    has a performer ("Choose your performing Personality", "Bow your target performing Artisan") who must be
    what it names. Refused when a target could be what it names too ("the Samurai's" with a target Samurai;
    "your Personality's" with a target Personality of yours)."""
    required = cost.get("requires", {})
    chosen_all = [e["choose"] for e in effects if e.get("targeting")]
    targeted = [chosen for chosen in chosen_all if "$performer" in chosen.get("cards", ())]
    performer = targeted[0] if targeted else required if "$performer" in required.get("cards", []) else None
    for effect in effects:
        for mode in ("change", "set"):
            amount = effect.get(mode)
            whose = amount.get("of", "") if isinstance(amount, dict) else ""
            if whose == _Q18D_TARGET:
                _q18d_the_target(effects, effect, amount)
            if not whose.startswith(_Q18D_PERFORMER):
                continue
            yours, named = whose.removeprefix(_Q18D_PERFORMER).split(":")
            if performer is None or len(targeted) > 1 or (targeted and not _requires(required, targeted[0])):
                raise NotUnderstood(f"'{yours} {named}'s' without one performer the text requires")
            kinds = _q18d_words(performer)
            if named != "performer" and (named not in kinds or performer.get("any_keywords")):
                raise NotUnderstood(f"'{yours} {named}'s' is not the performer the text requires")
            for other in effects:
                chosen = other.get("choose") if other.get("targeting") else None
                if not chosen or chosen is performer or named not in _q18d_words(chosen) | {"performer"}:
                    continue
                if yours == "the" or chosen.get("controller", "$controller") == "$controller":
                    raise NotUnderstood(f"'{yours} {named}'s' could be the performer or a target")
            amount["of"] = "$performer"
    return effects


def _requires(required: dict, targeted: dict) -> bool:
    """No requirement, or the one "Target your performing X to ..." makes of the performer it targets."""
    own = {k: v for k, v in targeted.items() if k not in ("in_play", "controller")}
    return not required or required == own


def _q18d_the_target(effects: list[dict], effect: dict, amount: dict) -> None:
    """ "the target's Chi": the ability's only target (`$target1`), or the card the effect itself targets
    (the amount's subject); with more than one target, refused."""
    targeting = [e for e in effects if e.get("targeting")]
    if len(targeting) != 1:
        raise NotUnderstood("'the target's' in an amount with more or less than one target")
    if targeting[0] is effect:
        del amount["of"]
    else:
        amount["of"] = "$target1"


def _q18d_set(verb, stat, amount: dict) -> dict:
    if str(verb).lower() != "set":
        raise NotUnderstood("'reduce ... equal to' (a reduction never raises a lower stat)")
    if amount.get("equal_to") == _Q18D_SAME:
        amount = {**amount, "equal_to": STAT_NAMES[str(stat)]}
    return {"stat": STAT_NAMES[str(stat)], "set": amount, "duration": "end_of_turn"}


def _q18d_counted(counted: dict, parts) -> dict:
    given = [p for p in parts if p is not None]
    lone = " ".join(given[0].get("keywords", ())) if len(given) == 1 and isinstance(given[0], dict) else ""
    if lone in TITLES_NOT_KEYWORDS:  # "for each Iron Mine in play": a card's title, or the keyword?
        raise NotUnderstood(f"'{lone}' alone names a card title as well as a keyword")
    parts = [{"unique": not str(p).startswith("non-")} if isinstance(p, Token) and p.type == "UNIQUENESS"
             else p for p in parts]  # fmt: skip
    counted = counted_filter(counted, parts)
    if not counted.keys() - {"controller", "not_cards"}:
        raise NotUnderstood("'for each card' names no kind of card")
    return counted


@v_args(inline=True)
class EqualAmountsText(Transformer):
    """The transformer methods of equal_amounts (mixed into l5r._Build)."""

    def q18d_set_target_equal(self, verb, chosen, _poss, stat, _equal, amount, _duration=None):
        """ "Set a target Personality's Force equal to his Chi": the target's Force set to that amount."""
        return [{**_q18d_set(verb, stat, amount), "_target": chosen}]

    def q18d_set_equal(self, verb, who, stat, _equal, amount, _duration=None):
        """ "Set his Force equal to his own Chi", "Set his Force equal to Kazuki's": on "him" (the target or
        the performer)."""
        return [{**_q18d_set(verb, stat, amount), "_on": who}]

    def q18d_ref_his(self, *parts):
        """ "his Chi", "his own Personal Honor": the card set (the amount's subject: `of` left out)."""
        return {"equal_to": STAT_NAMES[str(parts[-1])]}

    def q18d_ref_this(self, card_type, _poss, stat=None):
        """ "this card's Force" (the card's own name), "Kazuki's." (the same stat as the one set)."""
        return {"equal_to": STAT_NAMES[str(stat)] if stat else _Q18D_SAME, "of": self.this_card(card_type)}

    def q18d_ref_performer(self, token, stat):
        """ "your Personality's Personal Honor", "the Courtier's Chi": the performer's (checked with the
        ability's requirement: performer_amounts)."""
        yours, named = str(token).split()
        return {"equal_to": STAT_NAMES[str(stat)], "of": f"{_Q18D_PERFORMER}{yours.lower()}:{named[:-2]}"}

    def q18d_ref_target(self, stat):
        """ "the target's Chi": the action's one target (checked once its effects are known)."""
        return {"equal_to": STAT_NAMES[str(stat)], "of": _Q18D_TARGET}

    def q18d_produce_per(self, designators, number, _gold, plus, _for_each, counted):
        """ "Bow: Produce 2 Gold, plus 1 Gold for each other Fudo card you control.": its Gold Production,
        raised by N for each card counted as it is read (a fluctuating bonus of a continuous trait: card
        features, Bonuses and penalties; gold.py reads the Gold Production as the card is bowed)."""
        if self.own_type != "holding" or designators != [("cost", {"bow": "$source"})]:
            raise NotUnderstood("Gold produced other than by bowing a Holding")
        each = int(str(plus).split()[1])
        per = {"targets": "$source", "stat": "gold_production", "change": {"per": counted, "each": each}}
        piece = {"stats": {"gold_production": number}, "traits": [{"id": self.clause_id, **per}]}
        return piece, "produce gold"

    def q18d_counted(self, *parts):
        """ "other Fudo card you control", "non-Unique Holding you control", "Unique card you control": the
        cards in play counted (uniqueness: the printed one)."""
        return _q18d_counted({"controller": "$controller"}, parts[:-1])

    def q18d_counted_in_play(self, *parts):
        """ "Iron Mine in play", "Port in play": any player's cards in play ("in his army": refused, a
        Holding is in no army)."""
        if str(parts[-1]) != "in play":
            raise NotUnderstood(f"Gold produced for each card '{parts[-1]}'")
        return _q18d_counted({}, parts[:-1])
