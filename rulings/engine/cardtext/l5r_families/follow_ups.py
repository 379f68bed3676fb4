"""L5R card text, sentences that follow an effect. Its grammar rules are in l5r.lark; its transformer methods
are a mixin of l5r._Build.

"If this bowed a card, gain 1 Honor.", "If the Ranged Attack destroyed a card, draw a card.": the sentence's
effects happen only if the one earlier effect of the action that bows (straightens, destroys, moves) changed
the game (`if_changed`, as "if he moved" and every "X to Y" the Desk plays are read). "Destroy him if he is
defending.", "If he is opposed, straighten him.", "Destroy it if it is an attachment.": a condition on the
effect's own card, judged as it happens (as "if he is a Shugenja")."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood

# what each verb of "If this <verb> ..." did: the ops of the effect that did it
_C16G_OPS = {
    "bowed": ("bow",),
    "straightened": ("straighten",),
    "destroyed": ("destroy", "ranged_attack"),
    "moved": ("move", "move_to_battlefield_of"),  # (compiler 19, part E: "to Jinako's battlefield")
}
# "a Personality", "an Item" ...: the kind of card the effect acted on, as its target's filter says
_C16G_KINDS = {
    "Personality": "personality",
    "Follower": "follower",
    "Item": "item",
    "Holding": "holding",
}
_C16G_ONE_CARD = ("him", "her", "it", "the target")
_C16G_MOVER = "$c16g_mover"  # "him" in "bow him as he moves": the card the last move moved


def _c16g_movers(effects: list[dict]) -> list[dict]:
    """ "him" / "his unit" in "... as he moves" named as the card the move it depends on acts on: the one
    card it targets, or the card it names (this card, the performer, the target already chosen)."""
    if _C16G_MOVER not in repr(effects):
        return effects
    if any(effect.get("target_unit") for effect in effects):
        raise NotUnderstood("'as it moves' after a unit targeted: 'it' as the unit's cards is not read")
    by_id = {effect.get("id"): effect for effect in effects}
    result = []
    for effect in effects:
        if _C16G_MOVER in repr(effect):
            move = by_id[effect["if_changed"]]
            chosen = move.get("choose")
            if isinstance(move.get("targets"), str) and "affects" not in move:
                mover = move["targets"]
            elif isinstance(chosen, dict) and "number" not in chosen and "affects" not in move:
                before = effects[: effects.index(move)]  # targets are numbered in written order
                mover = f"$target{1 + sum(1 for e in before if e.get('choose') and e.get('targeting'))}"
            else:
                raise NotUnderstood("'as he moves' after a move of more than one card")
            effect = {key: value for key, value in effect.items() if key != "targets"} | (
                {"targets": mover} if effect.get("targets") == _C16G_MOVER else {}
            )
            if "affects" in effect:
                effect["affects"] = {**effect["affects"], "in_unit": mover}
        result.append(effect)
    return result


def _c16g_did_matches(effect: dict, did: dict) -> bool:
    """Whether ``effect`` is one that does what the sentence asks about ("bowed", "the Ranged Attack
    destroyed" ...)."""
    if did["attack"]:
        attack = effect.get("ranged_attack")
        return isinstance(attack, dict) and bool(attack.get("melee")) == (did["attack"] == "Melee")
    return any(op in effect for op in _C16G_OPS[did["verb"]])


def _c16g_one_card(effect: dict) -> dict | None:
    """The filter of the one card an effect acts on (a target it chooses), or None if it may act on more (a
    unit, each card of a kind, several targets) or its card is named otherwise."""
    chosen = effect.get("choose")
    if isinstance(chosen, dict) and "number" not in chosen and "affects" not in effect:
        return chosen
    return None


def _c16g_check_what(done: dict, what: str) -> None:
    """What the sentence says the effect did it to: "a card" (any it acts on), "him" / "it" / "the target"
    (the one card it targets), or a kind its target's filter already holds."""
    if what in ("a card", "any cards"):
        return
    if what == "them":
        raise NotUnderstood("'If this bowed them': whether all of them or any one is meant is not said")
    chosen = _c16g_one_card(done)
    if what in _C16G_ONE_CARD:
        if chosen is None:
            raise NotUnderstood(f"'{what}' after an effect that does not act on one target")
        return
    kind = what.split()[-1]
    if chosen is None:
        raise NotUnderstood(f"'{what}' after an effect that does not act on one target")
    if kind == "attachment":
        if not chosen.get("attached"):
            raise NotUnderstood("whether the card it acted on was an attachment is not known before it acts")
        return
    if chosen.get("type") != _C16G_KINDS[kind]:
        raise NotUnderstood(f"whether the card it acted on was a {kind} is not known before it acts")


def _c16g_cost_does(cost: dict, verb: str) -> bool:
    """Whether the action's cost bows (destroys ...) a card too: costs count among what an action did (the
    Desk's rule l5r.desk.what-an-action-did), so "this" would name two things."""
    return any(key.startswith(op) for key in cost for op in _C16G_OPS[verb])


def if_did_effects(clause_id: str, effects: list[dict], cost: dict) -> list[dict]:
    """Each effect of an "If this bowed a card, ..." sentence made to happen only if the one earlier effect
    that bows (straightens, destroys, moves) changed the game (`if_changed` on its id); the effects are given
    ids where they have none (as "if he moved" gives them)."""
    if not any("_c16g_did" in effect for effect in effects):
        return _c16g_movers(effects)
    ided = [
        effect if "id" in effect else {"id": clause_id + (f".{n}" if n > 1 else ""), **effect}
        for n, effect in enumerate(effects, start=1)
    ]
    if len({effect["id"] for effect in ided}) != len(ided):
        raise NotUnderstood("two effects of the text would share one id")
    result: list[dict] = []
    for effect in ided:
        did = effect.pop("_c16g_did", None)
        if did is not None:
            if "if_changed" in effect:
                raise NotUnderstood("two conditions on one effect")
            effect = {**effect, "if_changed": _c16g_done(result, did, cost)["id"]}
            if effect.get("targeting"):
                raise NotUnderstood("a target chosen in a sentence that happens only if another effect did")
        result.append(effect)
    return _c16g_movers(result)


def _c16g_done(earlier: list[dict], did: dict, cost: dict) -> dict:
    """The one earlier effect "this" names (the Ranged or Melee Attack when it is named)."""
    if did["attack"] is None and _c16g_cost_does(cost, did["verb"]):
        raise NotUnderstood(f"'If this {did['verb']}' where the action's cost also does so: which is meant")
    candidates = [effect for effect in earlier if _c16g_did_matches(effect, did)]
    if len(candidates) != 1:
        what = "no" if not candidates else "more than one"
        raise NotUnderstood(f"'If this {did['verb']}' after {what} effect that does so: what 'this' is")
    (done,) = candidates
    _c16g_check_what(done, did["what"])
    return done


@v_args(inline=True)
class FollowUpsText(Transformer):
    def c16g_if_this_did(self, token, what, *effects):
        """ "If this bowed a card, gain 1 Honor.", "If the Ranged Attack destroyed a card, draw a card."."""
        words = str(token).split()  # If this bowed / If the (this) Ranged Attack destroyed
        did = {"verb": words[-1], "attack": words[2] if len(words) == 5 else None, "what": str(what)}
        if did["attack"] and did["verb"] != "destroyed":
            raise NotUnderstood(f"'the {did['attack']} Attack {did['verb']}'")
        return [{**effect, "_c16g_did": did} for group in effects for effect in group]

    def c16g_if_state(self, effects, _subject, state):
        """ "Destroy him if he is defending.": judged as it happens, on the effect's card."""
        return [{**effect, "_if_is": self.state(state)} for effect in effects]

    def c16g_if_state_first(self, _token, state, effects):
        """ "If he is opposed, straighten him." (as "Straighten him if he is opposed.")."""
        return self.c16g_if_state(effects, None, state)

    def c16g_if_attachment(self, effects, _subject, _article, _attachment):
        """ "Destroy it if it is an attachment.": a card attached to another, as it happens."""
        return [{**effect, "_if_is": {"attached": True}} for effect in effects]

    def c16g_if_attachment_first(self, _token, _article, _attachment, effects):
        return self.c16g_if_attachment(effects, None, None, None)

    def c16g_moving_sentence(self, *parts):
        """ "Move him home; bow him as he moves.": the effects before, then the one made part of the move."""
        return [effect for group in parts for effect in group]

    def c16g_verb_as_moves(self, verb, who, _token):
        """ "Bow him as he moves": the card that moves (the last move's card, named once the effects are
        resolved: `_c16g_movers`), only if he moved (if_changed on the move)."""
        if who != "$target":
            raise NotUnderstood("'as he moves' after a card named otherwise than 'him' or 'it'")
        return [{"_each": None, "targets": _C16G_MOVER, "_if_moved": True, str(verb).lower(): True}]

    def c16g_unit_as_moves(self, verb, _his_unit, _token):
        """ "Straighten his unit as he moves": every card of the unit of the card that moves, if he moved."""
        affects = {"in_unit": _C16G_MOVER}
        return [{"_each": None, "affects": affects, "_if_moved": True, str(verb).lower(): True}]

    def c16g_if_target_is(self, _token, *parts):
        """ "If the targeted card is an attachment, destroy it.": the condition on the target, so only an
        effect on the target ("it" is read as the target alone, never the performer) is read after it."""
        *_article, what, effects = parts
        if isinstance(what, Token):  # "an attachment"
            what = {"attached": True}
        elif isinstance(what, str):
            what = {"type": what}
        if any(effect.get("_on") not in ("$target", "$the_target") for effect in effects):
            raise NotUnderstood("'If the target is X' before an effect on another card")
        return [{**effect, "_on": "$the_target", "_if_is": what} for effect in effects]
