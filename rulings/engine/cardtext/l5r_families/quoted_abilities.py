"""L5R card text, abilities given in quotes: 'Give him the ability, "Battle: Ranged 4 Attack."',
'Permanently give him +1C and the ability, "..."', 'Permanently give it the ability, "Battle: Bow this
card ..."' (the quoted text compiled as an ability of the card that gets it, and granted: `grant_ability`).
Its grammar rules are in l5r.lark (compiler 18, part G); its transformer methods (prefixed q18g_) are a
mixin of l5r._Build.

Before the clause is parsed (`compile_quoted`, called by l5r.compile_clause), each 'the ability, "<text>"' is
compiled on its own, as the printed ability of the card that gets it, and replaced by a placeholder
('the ability ⟦0⟧') the grammar reads; the transformer puts the compiled ability in its place. A granted
ability's effects come from the card it is on (games/l5r/abilities.py: "its effects come from the card the
ability is on"; `$source` and `$performer` in a granted copy are that card and its performer, exactly as in
its printed text), so the quoted text means what it would mean printed on that card:
- "him"/"her": a Personality gets it ("this Personality" is the card itself);
- "it": the card is compiled as an attachment ("this card" is itself); a text naming "this Personality" (its
  bearer only if the card is attached) is refused, as is any other holder (a player: "You have the ability";
  "Each target has ... the ability"; a kind of card), whose symbols are not those of a printed ability.
Refused: quoted text the compiler does not play, quotes inside it, a quoted trait (no designator), two quoted
abilities in one clause, and anything quoted that is not an ability given ("with the trait, "...""; created
cards)."""

from __future__ import annotations

import json
import re
from contextvars import ContextVar

from lark import Transformer, v_args

from ..common import NotUnderstood
from .keyword_phrases import one_keyword
from .quoted_holders import held_quote
from .tokens import _c15g_changes, _c15g_keywords, _c15g_permanent

# 'the ability, "Battle: ..."' (straight or curly quotes; the comma is printed on most cards)
_QUOTED = re.compile(r'the ability,? ["\u201c]([^"\u201d]*)["\u201d]')
# who gets it: "give him/her/it [<stats or keywords> and] the ability"
_HOLDER = re.compile(
    r"\bgive (him|her|it|(?:your |a )?target [A-Za-z ]*?Personality) (?:\S+(?: • \S+)* and )?$", re.I
)
_YOU_HAVE = re.compile(r"You have ")  # a trait: "You have the ability, "...""
_ANY_QUOTE = re.compile(r'["\u201c\u201d]')
PLACEHOLDER = "the ability ⟦{}⟧"
_NOW = "_q18g_now"  # an effect on him only if he is (not) of a kind as it applies: finish_quoted_conditions

# the abilities compiled for the clause being parsed, by placeholder number
_GRANTED: ContextVar[tuple[dict, ...]] = ContextVar("q18g_granted", default=())


def compile_quoted(text: str, *, card_type: str, clause_id: str, title: str, compile_clause) -> str:
    """The clause with its quoted ability replaced by a placeholder, the ability compiled and kept for the
    transformer (raises NotUnderstood where the quote is not read)."""
    found = list(_QUOTED.finditer(text))
    if len(found) != 1:
        raise NotUnderstood("it grants a quoted ability, which the compiler does not compile")
    match = found[0]
    rest = text[: match.start()] + text[match.end() :]
    if _ANY_QUOTE.search(rest):
        raise NotUnderstood("it quotes text other than one ability given (a trait or a created card's text)")
    before = text[: match.start()]
    holder = _HOLDER.search(before)
    if holder is None and _YOU_HAVE.fullmatch(before):
        return _players(text, match, card_type, clause_id, title, compile_clause)
    if holder is None:  # compiler 19, part H: a trait of this card, its bearer, a kind of card
        held = held_quote(text, match, card_type=card_type, clause_id=clause_id, title=title,
                          compile_clause=compile_clause, compiled=_compiled)  # fmt: skip
        if held is not None:
            return held
        raise NotUnderstood("who has the quoted ability is not read (only 'give him', 'give it' are)")
    pronoun = holder.group(1).lower()  # "him", "her", "it" or "your target ... Personality"
    inner = match.group(1).strip()
    granted = _compiled(inner, "Item" if pronoun == "it" else "Personality", clause_id, compile_clause)
    if pronoun == "it" and "$bearer" in json.dumps(granted):
        raise NotUnderstood("the quoted ability names 'this Personality' on a card given it (its bearer only "
                            "if the card is attached)")  # fmt: skip
    granted["id"] = _granted_id(title, clause_id)
    _GRANTED.set((granted,))
    end = "." if inner.endswith(".") else ""
    return text[: match.start()] + PLACEHOLDER.format(0) + end + text[match.end() :]


def _players(text: str, match, card_type: str, clause_id: str, title: str, compile_clause) -> str:
    """ "You have the ability, "..."" (a trait): its controller has it while the trait applies; the player's
    ability's action and effects come from this card (abilities.py, l5r.source.given-to-player), so the quoted
    text is compiled as printed on this card. A Strategy's trait is refused (it is not in play), as is a
    text naming an attachment's bearer (whose bearer it would be is not said)."""
    if card_type.lower() == "strategy":
        raise NotUnderstood("a player's quoted ability as a trait of a Strategy (it is not in play)")
    inner = match.group(1).strip()
    granted = _compiled(inner, card_type, clause_id, compile_clause, title)
    if "$bearer" in json.dumps(granted):
        raise NotUnderstood("a player's quoted ability naming an attachment's bearer")
    granted["id"] = _granted_id(title, clause_id)
    _GRANTED.set((granted,))
    end = "." if inner.endswith(".") else ""
    return text[: match.start()] + PLACEHOLDER.format(0) + end + text[match.end() :]


def finish_quoted_conditions(piece: dict) -> None:
    """ "If he is a Monk, ... Otherwise, ...": each effect marked on the one card it names (the performer or
    an earlier target) affects it only if it is (not) of that kind as the effect applies (`affects` with
    `now_in_play`: the set fixed then, l5r-ce-effects); an effect that chooses its target is refused."""
    for ability in piece.get("abilities", ()):
        for effect in ability.get("effects", ()):
            if _NOW not in effect:
                continue
            kind, who = effect.pop(_NOW), effect.pop("targets", None)
            if not isinstance(who, str) or "choose" in effect or "affects" in effect:
                raise NotUnderstood("'If he is ..., ... Otherwise, ...' on a card the sentence chooses")
            effect.update({"affects": {"cards": [who], **kind}, "now_in_play": True})
    if _NOW in repr(piece):
        raise NotUnderstood("'If he is ..., ... Otherwise, ...' outside an ability")


def quoted_done() -> None:
    _GRANTED.set(())


def _compiled(inner: str, card_type: str, clause_id: str, compile_clause, title: str = "") -> dict:
    if ":" not in inner:
        raise NotUnderstood("the quoted text is a trait, not an ability")
    compiled = compile_clause(inner, kind="ability", card_type=card_type, clause_id=clause_id, title=title)
    if not compiled.played:
        raise NotUnderstood(f"the quoted ability is not played ({compiled.reason})")
    abilities = compiled.piece.get("abilities") or []
    if len(abilities) != 1 or set(compiled.piece) != {"abilities"}:
        raise NotUnderstood("the quoted text is not one ability")
    return dict(abilities[0])


def _granted_id(title: str, clause_id: str) -> str:
    """The granted ability's id: its card's title and clause, so that abilities given by different cards are
    not taken for copies of one (abilities.py names copies by id)."""
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "card"
    return f"granted-{slug}-{clause_id}"


def _ability(token) -> dict:
    number = int(re.search(r"⟦(\d+)⟧", str(token)).group(1))
    granted = _GRANTED.get()
    if number >= len(granted):
        raise NotUnderstood("a quoted ability placeholder without its ability")
    return granted[number]


@v_args(inline=True)
class QuotedAbilitiesText(Transformer):
    def q18g_give_ability(self, who, token):
        """ "Give him the ability, "Battle: Ranged 4 Attack."": he gains a copy of the ability, lasting the
        turn (an ongoing effect's default; "Permanently" makes it `permanent`, tokens.py)."""
        return [{"grant_ability": _ability(token), "duration": "end_of_turn", "_on": who}]

    def q18g_you_have(self, _token, token):
        """ "You have the ability, "..."": a trait giving its controller the ability (a player's ability,
        `use: {player, ability, by}`) while it applies."""
        trait = {"id": self.clause_id, "targets": "$controller", "grant_ability": _ability(token)}
        return {"traits": [trait]}, "quoted ability"

    def q18g_if_otherwise(self, _if, named, _comma, first, _otherwise, second):
        """ "If he is a Kensai, permanently give him the ability, "...". Otherwise, permanently give him
        Kensai.": judged once, as it resolves (not all along, as a lasting effect's `while` would be): the
        first sentence's effects reach him if he is one, the second's if he is not. The first gives no
        keyword (it would change what the second judges)."""
        name = one_keyword(named, "the keyword judged")
        first, second = _c15g_permanent(list(first)), _c15g_permanent(list(second))
        if any("grant_keyword" in e or "remove_keyword" in e for e in first):
            raise NotUnderstood(
                "'If he is ..., give him <a keyword>. Otherwise, ...': the first changes the second's test"
            )
        if any(e.get("_on") != "$target" or set(e) & {"_target", "_each", "affects"} for e in first + second):
            raise NotUnderstood("'If he is ..., ... Otherwise, ...' on another card than him")
        return [{**e, _NOW: {"keywords": [name]}} for e in first] + [
            {**e, _NOW: {"not_keywords": [name]}} for e in second
        ]

    def q18g_give_and_ability(self, who, before, token):
        """ "Give him +1C and the ability, "..."", "Give him Shadowlands • Nonhuman • Oni and the ability,
        "..."": the bonuses or keywords, then the ability, each lasting the turn."""
        return [{**effect, "_on": who} for effect in _given(before)] + self.q18g_give_ability(who, token)

    def q18g_give_target_ability(self, chosen, token):
        """ "Give a target Personality the ability, "..."": the target gains it, lasting the turn."""
        return [{"grant_ability": _ability(token), "duration": "end_of_turn", "_target": chosen}]

    def q18g_give_target_and_ability(self, chosen, before, token):
        """ "Permanently give your target Samurai Personality Cavalry and the ability, "..."": the first
        effect targets him, the others go to him too."""
        first, *rest = _given(before)
        granted = {"grant_ability": _ability(token), "duration": "end_of_turn", "_on": "$target"}
        return [{**first, "_target": chosen}, *({**effect, "_on": "$target"} for effect in rest), granted]


def _given(before) -> list[dict]:
    """ "+1C and", "Shadowlands • Oni and": each bonus or keyword given, lasting the turn."""
    given = str(before).rsplit(" and", 1)[0].strip()
    if re.fullmatch(r"[+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))*", given):
        return _c15g_changes(given)
    return [{"grant_keyword": name, "duration": "end_of_turn"} for name in _c15g_keywords(given)]
