"""L5R card text, players and filters: target a player, whose cards, states and keywords in a filter. Its
grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .shared import COMPARED_STATS, chose_target

TARGET_CONTROLLER = "$target1_controller"  # the player controlling $target1 as the effect happens

CHOSEN_PLAYER = "$chosen_player"  # chosen_player.py: "choose a player"

# effects after which "his controller" is not read: the card may have left play (a Ranged Attack destroys),
# or another player may control it; a move other than home or to the battlefield may leave play too
_CONTROL_CHANGED = ("destroy", "take_control", "discard", "put_into_hand", "ranged_attack")

_MOVES_IN_PLAY = ("home", "$battlefield")


def _merged_filter(parts: list[dict]) -> dict:
    """Filter parts, all of which hold; bounds on different stats join, any other key given twice is not
    read (which of the two would be a guess)."""
    merged: dict = {}
    for part in parts:
        for key, value in part.items():
            if key == "stats" and key in merged and not set(value) & set(merged["stats"]):
                merged["stats"] = {**merged["stats"], **value}
            elif key in merged:
                raise NotUnderstood(f"two qualifiers of one kind ({key}) in a filter")
            else:
                merged[key] = value
    return merged


def on_target_controller(effect: dict, target: dict | None, resolved: list[dict]) -> dict:
    """ "His controller loses 2 Honor": on the player controlling the target an earlier effect chose (as this
    effect happens). Before the target is chosen, without one, or once an earlier effect has destroyed him or
    changed who controls him, "his controller" is not read. "If he is X, his controller ...": the condition
    is on the target (`while: {card: $target1, is: X}`), judged as it happens."""
    if target is None or not chose_target(resolved):
        raise NotUnderstood("'his controller' before the card is chosen (or without a target)")
    moved_out = any(earlier.get("move", "home") not in _MOVES_IN_PLAY for earlier in resolved)
    if moved_out or any(op in earlier for earlier in resolved for op in _CONTROL_CHANGED):
        raise NotUnderstood("'his controller' after an effect that takes the card out of play or its control")
    rest = {key: value for key, value in effect.items() if key not in ("_controller_of", "_if_is")}
    if "_if_is" in effect:
        rest["while"] = {"card": "$target1", "is": effect["_if_is"]}
    return {"targets": TARGET_CONTROLLER, **rest}


@v_args(inline=True)
class PlayersText(Transformer):
    """The transformer methods of players (mixed into l5r._Build)."""

    def honor_status(self, token):
        """ "a dishonorable Personality": dishonored, or with the Dishonorable keyword, as the engine reads a
        Dishonorable Personality (honor_status.py, l5r.stats.dishonorable). "An honorable Personality" is not
        read: the corpus does not say that every Personality that is not dishonorable is honorable."""
        if str(token).lower() != "dishonorable":
            raise NotUnderstood("'honorable': the corpus does not define it (not dishonorable, or more?)")
        return {"dishonorable": True}

    def honor_is(self, token):
        return self.honor_status(token)

    def uniqueness(self, token):
        """ "a Unique Personality" / "a non-Unique Personality": the card's printed uniqueness (`unique`)."""
        return {"unique": not str(token).startswith("non-")}

    def controller_effect(self, item):
        return item

    def controller_loses(self, _token, number):
        """ "His controller loses 2 Honor": the player controlling the target as it happens."""
        return [{"_controller_of": True, "honor": -number}]

    def controller_gains(self, _token, number):
        return [{"_controller_of": True, "honor": number}]

    def controller_draws(self, _token, number):
        return [{"_controller_of": True, "draw": number}]

    def sentence_if_is_controller(self, _token, *parts):
        """ "If he is dishonorable, his controller loses 1 Honor.": the condition is on him (the target), the
        effect on his controller, judged as it happens."""
        what, effects = parts[-2], parts[-1]
        return [{**effect, "_if_is": what} for effect in effects]

    def chosen_player_effect(self, _token, effects):
        """ "choose a player, who gains or loses 2 Honor": the player the ability's player chooses as he takes
        the action ($chosen_player, any player), then the ability's choice of gaining or losing (its player's,
        as "gains or loses" after a targeted player)."""
        return effects

    def chosen_gains_or_loses(self, number):
        options = [[{"targets": CHOSEN_PLAYER, "honor": change}] for change in (number, -number)]
        return [{"_choice": options}]

    def filter_qualified(self, *parts):
        """A filter with two or more qualifiers ("without attachments and with a Gold Cost of 6 or less"):
        all of them hold; two of one kind (two bounds on one stat, two comparisons) are not read."""
        return _merged_filter([{"in_play": True}, *parts])

    def qualifiers(self, *parts):
        return _merged_filter([part for part in parts if not isinstance(part, Token)])

    def with_gold_cost(self, _token, number, bound):
        """ "with a Gold Cost of 6 or less" (its current Gold Cost; "printed" is not read)."""
        if "printed" in str(_token):
            raise NotUnderstood("'a printed Gold Cost': the filter reads the current one")
        side = "at_least" if str(bound).split()[1] in ("more", "higher", "greater") else "at_most"
        return {"stats": {"gold_cost": {side: int(number)}}}

    def with_stat_equal_or(self, stat, words, number):
        """ "with Force equal to or lower than 4" (at most 4), "... higher than or equal to 4" (at least)."""
        lower = any(word in str(words).split() for word in ("lower", "less"))
        return {"stats": {COMPARED_STATS[str(stat)]: {"at_most" if lower else "at_least": int(number)}}}

    def put_in_owners_hand(self, who, _token):
        """ "Put it in its owner's hand": the card goes to its owner's hand (put_into_hand, the Desk's rule
        l5r.desk.put-into-hand)."""
        return [{"put_into_hand": True, "_on": who}]

    def put_target_in_owners_hand(self, chosen, _token):
        return [{"put_into_hand": True, "_target": chosen}]

    def will_only_attach_either(self, article, first, second, kind):
        """ "Will only attach to a Courtier or Magistrate Personality": a Personality with either keyword."""
        if kind != "personality":
            raise NotUnderstood("'will only attach' to a card other than a Personality")
        return self.will_only_attach(article, first, kind, second)

    def sentence_favor_to(self, _token, *effects):
        """ "Discard the Imperial Favor to bow a target Personality": its player discards the Favor, and the
        effect happens only if he did (he held it): the Desk's rule l5r.desk.imperial-favor reads "X to Y"
        as it reads every "X to Y" it plays (Y happens only if X did)."""
        discard = f"{self.clause_id}.favor"
        after = [{**effect, "if_changed": discard} for group in effects for effect in group]
        if any("player" in effect and effect.get("player") is not True for effect in after):
            raise NotUnderstood("a targeted player after 'discard the Imperial Favor to'")
        return [{"id": discard, "player": True, "discard_favor": True}, *after]

    def take_favor(self, _token):
        """ "Take the Imperial Favor": its player holds it, its former holder no longer does (the Desk's rule
        l5r.desk.take-favor)."""
        return [{"player": True, "take_favor": True}]

    def chosen_loses(self, number):
        return [{"player": CHOSEN_PLAYER, "honor": -number}]

    def chosen_gains(self, number):
        return [{"player": CHOSEN_PLAYER, "honor": number}]
