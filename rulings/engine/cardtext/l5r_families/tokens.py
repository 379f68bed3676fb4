"""L5R card text, permanent changes and tokens: "Permanently give him +1C", "Give him a +1F token". Its
grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood
from .events import check_keyword
from .shared import CLAN_KEYWORDS, CLANS, NOT_KEYWORDS, STATS, given_keyword


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
        check_keyword(name)
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


@v_args(inline=True)
class TokensText(Transformer):
    """The transformer methods of tokens (mixed into l5r._Build)."""

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
        name = given_keyword(keyword, "one keyword removed")
        check_keyword(name)
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
