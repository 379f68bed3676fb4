"""L5R card text, tokens given, counted and spent: 'Give each target a -1F Poison token', 'Give one or two
target Personalities each a -1F Poison token', 'Furai has +1C while he has any Fire tokens'. Its grammar rules
are in l5r.lark (compiler 18, part J); its transformer methods (prefixed q18j_) are a mixin of l5r._Build.

What a token of a kind whose effect is not printed does (Poison, Sake, Plague ...) is only what its printed
modifier does (tokens.py): a count the conditions read, nothing more."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .tokens import _C15G_RULEBOOK_TOKENS, _c15g_token

_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def _kind(word: str) -> str:
    """A token's kind, removed: not one whose meaning the rulebook fixes (part G's refusal, tokens.py)."""
    if word in _C15G_RULEBOOK_TOKENS:
        raise NotUnderstood(f"{word} tokens: the corpus does not say what they do beyond a modifier")
    return word


def _held(text: str) -> dict:
    """ "any Fire tokens", "one or more Fire tokens", "a Fire token" -> has_tokens (one or more of that kind
    on the card as it is judged); "no Fire tokens" / "no Fire token" -> no_tokens."""
    words = text.split()
    kind, plural = words[-2], words[-1] == "tokens"
    if words[0] != "no" and plural != (words[0] in ("any", "one")):
        raise NotUnderstood(f"'{text}': the number does not agree with its noun")
    return {"no_tokens" if words[0] == "no" else "has_tokens": kind}


@v_args(inline=True)
class TokenEffectsText(Transformer):
    """The transformer methods of token_effects (mixed into l5r._Build)."""

    def q18j_give_them_tokens(self, who, token):
        """ "Give each target a -1F Poison token" after "Target one or two Personalities": the tokens are put
        on each card the number targeted (give_token on `$the_target`, as "Give each target -1F")."""
        return [{"give_token": _c15g_token(str(token)), "_on": who}]

    def q18j_give_targets_each(self, chosen, _each, token):
        """ "Give one or two target Personalities each a -1F Poison token": the tokens on each card picked;
        "each" only after several targets."""
        if "number" not in chosen:
            raise NotUnderstood("'each' after one target")
        return [{"give_token": _c15g_token(str(token)), "_target": chosen}]

    def q18j_while_has_tokens(self, _token, held):
        """ "while he has any Fire tokens" / "one or more" / "a Fire token" (has_tokens: one or more of that
        kind on him as the condition is judged); "no Fire tokens" (no_tokens)."""
        condition = _held(str(held))
        return lambda _who: {"subject": condition}

    def q18j_attack_plus_own_tokens(self, token, plus, held, _reminder=None):
        """ "Ranged 2 Attack, with +2 strength if Furai has any Fire tokens": the attack with that change
        when its own card has such tokens as it resolves (`if_target: {is, change, of: $source}`)."""
        (attack,) = self.ranged_attack(token)
        condition = _held(str(held).split(" ", 4)[4])
        change = int(str(plus).split()[1])
        attack["ranged_attack"]["if_target"] = {"is": condition, "change": change, "of": "$source"}
        return [attack]

    def q18j_destroy_token(self, token):
        """ "Destroy a Fire token on Shintaro" / "Remove a Pack token from this card" before the colon: the
        cost `remove_token: {kind, card}` (one token; "this Personality" on an attachment: its bearer)."""
        words = str(token).split()
        kind = _kind(words[2])
        return {"remove_token": {"kind": kind, "card": self._this_or_bearer(words[-1])}}

    def q18j_remove_tokens(self, token, who):
        """ "Remove a Sake token from Tsubo": that many tokens of the kind off the card (all it has when it
        has fewer: remove_token)."""
        words = str(token).split()
        count = _COUNTS[words[1].lower()]
        if (count > 1) != (words[-1] == "tokens"):
            raise NotUnderstood(f"'{token}': the number does not agree with its noun")
        return [{"remove_token": {"kind": _kind(words[2]), "count": count}, "_on": who}]
