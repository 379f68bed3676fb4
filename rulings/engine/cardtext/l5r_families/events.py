"""L5R card text, event cards: what they do as they are revealed, and their lasting words. Its grammar rules
are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..common import NotUnderstood
from .resolution import resolve_effects
from .shared import CLAN_KEYWORDS

_A_DURATIONS = {  # an Event's lasting words: the engine's durations (phases.UNTIL_YOUR_TURN ...)
    "until your next turn begins": "until_your_turn",
    "until the beginning of your next turn": "until_your_turn",
    "until the game ends": "end_of_game",
    "permanently": "permanent",
}

# words that name a card type, not a keyword ("destroy all Ancestors", "non-Stronghold")
_A_TYPE_WORDS = frozenset(
    {
        *("Personality", "Follower", "Item", "Holding", "Spell", "Region", "Ring", "Stronghold", "Sensei"),
        *("Event", "Strategy", "Ancestor", "Celestial", "Wind", "Terrain", "Province"),
    }
)


def _a_duration(words: str) -> str:
    return _A_DURATIONS[" ".join(words.lower().split())]


def event_effects(groups: list[list[dict]]) -> tuple[list[dict], bool]:
    """An Event's effects resolved as an ability's are ("him": the target the first effect chooses), with
    what a trait cannot hold refused: a later effect naming that target ($target1: only an action's
    effects bind it), a targeted or chosen player, "if he moved", a choice between two effects; a keyword
    that names a card type or is written in the plural ("Courtiers": the keyword is Courtier)."""
    raw = [effect for group in groups for effect in group]
    refused = ("_declares_player", "_choice", "_or", "_if_moved", "_c16g_did")
    if any(key in effect for effect in raw for key in refused):
        raise NotUnderstood("a targeted or chosen player, a choice or 'if he moved' in an Event's trait")
    optional = [bool(effect.pop("optional", False)) for effect in raw]
    resolved = resolve_effects(None, groups, None)
    text = repr(resolved)
    if "$target" in text or "$chosen_player" in text or "$performer" in text:
        raise NotUnderstood("an Event's effect naming a target or performer (a trait binds none)")
    _a_keywords_read(resolved)
    if any(optional) and not all(optional):
        raise NotUnderstood("'you may' on some of an Event's effects only")
    return resolved, all(optional)


def _a_keywords_read(value) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("keywords", "not_keywords", "any_keywords"):
                for word in item:
                    check_keyword(word)
            else:
                _a_keywords_read(item)
    elif isinstance(value, list):
        for item in value:
            _a_keywords_read(item)


def check_keyword(word: str) -> None:
    last = word.split()[-1]
    if word in _A_TYPE_WORDS or last.rstrip("s") in _A_TYPE_WORDS:
        raise NotUnderstood(f"'{word}' names a card type, not a keyword")
    if re.search(r"-[a-z]", word):
        raise NotUnderstood(f"'{word}' is not a keyword the compiler reads exactly")
    if last.endswith("s") and not last.endswith("ss") and word not in CLAN_KEYWORDS:
        raise NotUnderstood(f"'{word}': a keyword in the plural names another keyword")


def check_one_text(effects: list[dict]) -> None:
    """One effect, or a Force and a Chi change of one phrase ("+1F/+1C", the same cards, one duration)."""
    if len(effects) == 1:
        return
    same = [{k: v for k, v in effect.items() if k not in ("stat", "change")} for effect in effects]
    if len(effects) == 2 and all("stat" in effect for effect in effects) and same[0] == same[1]:
        return
    raise NotUnderstood("several effects in an Event's trait (one text's effects are simultaneous)")


@v_args(inline=True)
class EventsText(Transformer):
    """The transformer methods of events (mixed into l5r._Build)."""

    def a_event_trait(self, _token, body):
        """An Event's "After you reveal cards in your Provinces at the start of your turn, if this Event is
        face-up in one of them, <effects>.": a triggered trait answering its controller's reveal
        (`provinces_revealed`, events.py: the Desk's rule l5r.desk.events resolves it, then discards the
        Event). One effect (or a Force and a Chi change of one phrase): the engine resolves separate traits
        one after the other, the corpus makes one text's effects simultaneous."""
        if self.own_type != "event":
            raise NotUnderstood(f"an Event's reveal trigger on a {self.own_type}")
        effects, optional = body
        check_one_text(effects)
        trigger = {"event": "provinces_revealed", "player": "$controller", "card": "$source"}
        traits = [
            {
                "id": self.clause_id + (f".{n}" if n > 1 else ""),
                "trigger": trigger,
                **({"optional": True} if optional else {}),
                **effect,
            }
            for n, effect in enumerate(effects, start=1)
        ]
        return {"traits": traits}, "event"

    def a_event_effects(self, groups):
        """Effects the grammar reads elsewhere; a lasting one lasts until the end of the turn (l5r-ce-effects:
        ongoing effects last until the end of the turn in which they were applied unless otherwise
        indicated)."""
        return event_effects(groups)

    def a_event_lasting(self, token, groups):
        """ "until your next turn begins, <effects>" (until_your_turn: ends as a turn of the Event's
        controller begins), "until the game ends" (end_of_game), "permanently give ..." (permanent): every
        effect lasts so; one that happens once is not read under these words (what "until" would mean for it
        is not said)."""
        effects, optional = event_effects(groups)
        duration = _a_duration(str(token))
        if any("duration" not in effect for effect in effects):
            raise NotUnderstood(f"'{token}' before an effect that happens once")
        return [{**effect, "duration": duration} for effect in effects], optional

    def a_event_all_have(self, token, *parts):
        """ "until your next turn begins, Shadowlands Shugenja have +1F/+1C", "... all Crab Clan
        Personalities have -2F": every card of the kind, those that become one later included, for that long
        (l5r-ce-effects: an ongoing effect on all things of a kind affects them throughout its duration)."""
        rest = [part for part in parts if not (isinstance(part, Token) and part.type == "EACH")]
        each = next((part for part in parts if isinstance(part, Token) and part.type == "EACH"), None)
        group, given = rest[0], rest[-1]
        place = rest[1] if len(rest) == 3 else None
        if each is not None and str(each).lower().startswith("each"):
            raise NotUnderstood("'each ... have'")
        chosen = dict(group)
        if chosen.pop("_singular") is True:
            raise NotUnderstood("a kind of card in the singular before 'have'")
        effect = self._each(Token("EACH", "all"), {**chosen, "_singular": None}, place)
        if set(effect) != {"_each"}:
            raise NotUnderstood("'his unit', 'opposing him' or 'in it' in an Event")
        changes = [self.bonus(p) for p in str(given).split("/")] if isinstance(given, Token) else [given]
        duration = _a_duration(str(token))
        effects = [
            {"affects": effect["_each"], "stat": stat, "change": change, "duration": duration}
            for stat, change in changes
        ]
        return effects, False

    def a_event_enters_play(self, _token):
        """ "it enters play in your home": the Event is put into play at its controller's home (the Desk's
        rule l5r.desk.put-into-play); once in play it is no longer in its Province, so it is not discarded
        (events.py), and its other text applies as any card's in play."""
        return [{"targets": "$source", "put_into_play": "home"}], False

    def a_event_choose(self, *parts):
        """ "choose and destroy a Courtier", "you may choose and bow a Personality": the Event's controller
        chooses a card in play of that kind as it resolves (a choice, not a target: `choose` without
        `targeting`), and the effect happens to it; "you may": he chooses whether the trait is used."""
        optional = isinstance(parts[0], Token) and parts[0].type == "A_YOU_MAY"
        verb, chosen = parts[-2], parts[-1]
        if any(key.startswith("_") for key in chosen):
            raise NotUnderstood("'choose and ...' a unit")
        return [{"choose": dict(chosen), str(verb).lower(): True}], optional
