"""L5R card text, tokens kept and counted: 'After a Personality or Follower is destroyed during a battle,
you may add a Corpse token to this Holding', 'Remove a Corpse token from this Holding to ...', 'If this
Event ever has no Merchant tokens on it, discard it', '+1 strength for each Sake token on this card',
'strength equal to the number of Poison tokens on ...'. Its grammar rules are in l5r.lark (compiler 19,
part G); its transformer methods (prefixed q19g_) are a mixin of l5r._Build.

Tokens counted as an attack's strength: `ranged_attack: {strength: {tokens: Sake, of: $source, each: 1},
plus: 4}` or `{tokens: Poison, in_play: true}` (the engine's games/l5r/token_counts.py), read as the attack
resolves (l5r.desk.attack-strength-amount)."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .shared import attack_targets
from .token_effects import _kind

_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10, **{str(n): n for n in range(1, 10)}}  # fmt: skip

# tokens printed elsewhere with a modifier the engine does not read ("+1GP Wealth token"): one printed
# without it is not read as a token without a modifier (what it gives is unsaid)
_WITH_MODIFIER_ELSEWHERE = frozenset({"Wealth"})


def _plain(text: str) -> dict:
    """ "two Corpse tokens" -> {kind: Corpse, count: 2}: tokens printed without a modifier."""
    count, kind, noun = text.split()
    number = _COUNTS[count.lower()]
    if (number > 1) != (noun == "tokens"):
        raise NotUnderstood(f"'{text}': the number does not agree with its noun")
    if kind in _WITH_MODIFIER_ELSEWHERE:
        raise NotUnderstood(f"a {kind} token without its modifier: what it gives is not printed here")
    return {"kind": _kind(kind), "count": number}


@v_args(inline=True)
class TokenCountsText(Transformer):
    """The transformer methods of token_counts (mixed into l5r._Build)."""

    def q19g_attack_plus_tokens(self, token, plus, _for_each, counted, _reminder=None):
        """ "Ranged 4 Attack, with +1 strength for each Sake token on Sakata": 4 plus 1 for each Sake token
        on this card ("this Personality" on an Item or Follower: its bearer) as the attack resolves."""
        kind, number, _ = str(token).split()
        each = int(str(plus).split()[1])
        words = str(counted).split()
        whose = self.this_card(words[-1])
        strength = {"tokens": _kind(words[0]), "of": whose, "each": each}
        attack = {"strength": strength, "plus": int(number)}
        if kind == "Melee":
            attack["melee"] = True
        return [{"ranged_attack": attack, "_target": attack_targets()}]

    def q19g_tokens_in_play(self, _token, counted):
        """ "the number of Poison tokens in play": 1 for each token of that kind on the cards in play."""
        return {"tokens": _kind(str(counted).split()[0]), "in_play": True}

    def q19g_put_tokens(self, token, who):
        """ "put two Corpse tokens on it", "add a Corpse token to this Holding": that many tokens of the kind
        on the card (give_token without a modifier)."""
        return [{"give_token": _plain(str(token).split(" ", 1)[1]), "_on": who}]

    def q19g_give_plain(self, who, token):
        """ "Give Motso a Master token": the token on the card (give_token without a modifier)."""
        return [{"give_token": _plain(str(token)), "_on": who}]

    def q19g_give_target_plain(self, chosen, token):
        """ "Give a target card a Madness token": the token on the card chosen."""
        return [{"give_token": _plain(str(token)), "_target": chosen}]
