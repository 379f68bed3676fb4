"""L5R card text, what each effect acts on: "him" and "it" read as the target, the performer or this card."""

from __future__ import annotations

from ..common import NotUnderstood
from .attack_statics import q19i_attack_after_target
from .player_effects import transfer_target_first
from .players import on_target_controller
from .shared import THIS_CARD, chose_target, followers_of, on_target, player_effect
from .units import each_resolved, resolve_unit, unit_target_first, unit_targeted


def resolve_effects(
    target: dict | None, groups: list[list[dict]], performer: str | None = None
) -> list[dict]:
    """Each effect on "him"/"it" acts on the target: the first one chooses it, the others refer back to it.
    An effect naming its own target ("Bow a target enemy card", "Ranged 3 Attack") is the target. Without a
    target, "him" is the performer the constraints chose ("Choose your performing Personality: Move him
    home"); with both, "him" is not read."""
    effects = [effect for group in groups for effect in group]
    if unit_targeted(target, effects):  # a unit as the target
        return resolve_unit(target, effects, performer)
    if performer and (target is not None or any("_target" in effect for effect in effects)):
        pronouns = any(effect.get("_on") == "$target" or "_unit_of" in effect for effect in effects)
        if pronouns and performer == "$performer":
            raise NotUnderstood("'him' could be the performer or the target")
        performer = None
    resolved: list[dict] = []
    for n, effect in enumerate(effects):
        if "_controller_of" in effect:  # "his controller" (a player)
            resolved.append(on_target_controller(effect, target, resolved))
            continue
        if "_target" in effect:
            later = effects[n + 1 :]
            attack = None if target is None else q19i_attack_after_target(effect, later, resolved)
            if attack is not None:  # compiler 19, part I: "Bow your target Scout. Ranged 3 Attack."
                resolved.append(attack)
                continue
            if target is not None:
                raise NotUnderstood("a second target")
            target = effect.pop("_target")
        resolved += unit_target_first(effect, target, performer, resolved)
        resolved += transfer_target_first(effect, target, performer, resolved)  # "Transfer this card to him"
        resolved.append(_resolve_one(effect, target, performer, chose=chose_target(resolved)))
    if target is not None and not chose_target(resolved):
        raise NotUnderstood("a target no effect acts on")
    return resolved


def _resolve_one(effect: dict, target: dict | None, performer: str | None, *, chose: bool) -> dict:
    """One effect with what it acts on: its player, this card (or its bearer), the performer, or the target
    (chosen by the first effect on it, named $target1 by the later ones; "his unit" once he is chosen)."""
    if "_each" in effect:  # "each" / "all" cards of a kind
        return each_resolved(effect, target, performer, chose=chose)
    if "_names" in effect:  # a card the text names, no target ("the current battlefield's Province")
        return {"targets": effect.pop("_names"), **effect}
    unit_of, on = effect.pop("_unit_of", None), effect.pop("_on", None)
    if "followers_of" in effect:  # "and each of his Followers"
        return followers_of(effect, target, performer, chose=chose)
    if "_if_is" in effect:
        if target is not None and not chose and on not in THIS_CARD:
            raise NotUnderstood("'if he is' on the effect that chooses the target")
        effect["while"] = {"subject": effect.pop("_if_is")}
    if effect.get("player"):
        return player_effect(effect)
    if on in THIS_CARD:
        return {"targets": on, **effect}
    if performer and on != "$the_target":
        return {**({"affects": {"in_unit": performer}} if unit_of else {"targets": performer}), **effect}
    return on_target(effect, target, unit_of, chose=chose)
