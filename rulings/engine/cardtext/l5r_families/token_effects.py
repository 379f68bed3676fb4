"""L5R card text, tokens given, counted and spent: 'Give each target a -1F Poison token', 'Give one or two
target Personalities each a -1F Poison token', 'Furai has +1C while he has any Fire tokens'. Its grammar rules
are in l5r.lark (compiler 18, part J); its transformer methods (prefixed q18j_) are a mixin of l5r._Build.

What a token of a kind whose effect is not printed does (Poison, Sake, Plague ...) is only what its printed
modifier does (tokens.py): a count the conditions read, nothing more."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from .tokens import _c15g_token


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
