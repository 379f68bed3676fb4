"""Tokens with stat modifiers (compiler 15, part G): "Give a target Personality a +1F Sake token.", "Give him
three +1F Fire tokens.", "Give a target enemy Personality a -1F/-1C Poison token.", "Give him a +1F token."

`give_token: {kind: Sake, count: 1, force: 1, chi: -1}` on a card in play: the effect puts `count` tokens of
that kind (`kind` left out: a token without a name) on each target. What the corpus fixes, and the engine
does:

- attaching a token to a card is an instantaneous effect, recorded on a physical game element, and not
  automatically reversed later (effects document, Instantaneous effects: "Attaching, transferring, or
  removing cards or tokens to or from Personalities, Provinces, or other things in the game");
- a token's stat modifier is a continuous effect (Continuous effects: "modifier effects that are not
  triggered (such as stat modifiers on Items or tokens)"), so it applies at all times while the token is on
  the card, not until the end of the turn;
- it comes from the effect that put the token there, not from the token (Source of effects: "Effects of
  tokens come from the effect that created them"): its ledger line names that effect and its card.

What the corpus does not say, the Desk's rule l5r.desk.tokens-leave-play reads: the tokens on a card that
leaves play are removed with it, so its modifiers end there (continuous effects upon a card end when it
leaves play: Continuous effects), and the card has none if it enters play again.

The card's token counts are its `tokens` (the `tokens` question, with `kind`); the modifiers are read with
its stats (`mods`, the line of game.py's `rulebook_mods` marked "compiler 15, part G"), and the tokens leave
with a card leaving play (`left_play`, the line of `on_zone_change` so marked). "Remove it after your next
turn begins" (`until: your_next_turn_begins`): the tokens the effect put there are removed as the next turn
of the effect's player begins (`on_event`, the line of `on_event` so marked). Not modelled: removing,
destroying or transferring a token by another effect (cards with tokens of a kind are found by the filter
fields `has_tokens` / `no_tokens`); a negation or prevention of bonuses reaching a token's
modifier (as an Item's, it is not one of the effects the store applies).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import FilterField, Op
from ...state.ledger import Mod
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

UNNAMED = "token"  # the kind of a token printed without a name ("a +1F token")
UNTIL = "your_next_turn_begins"  # "Remove it after your next turn begins"
STATS = ("force", "chi", "personal_honor")
PLACED = "l5r.effects.instantaneous"  # attaching tokens: an instantaneous effect
MODIFIER = "l5r.effects.continuous"  # a token's stat modifier: a continuous effect

TOKENS_LEAVE_PLAY = DeskRule(
    "l5r.desk.tokens-leave-play",
    "tokens-leave-play",
    "Tokens on a card that leaves play",
    "The tokens on a card are removed when the card leaves play: their stat modifiers end then, and the card "
    "has none of them if it enters play again. While the card is in play a token's modifier applies at all "
    "times (not until the end of the turn), and it comes from the effect that put the token there.",
    "The effects document says that attaching or removing tokens is an instantaneous effect, that a token's "
    "stat modifier is a continuous effect and that its effects come from the effect that created it; it "
    "does not say what becomes of a card's tokens when the card leaves play.",
    "The effects document's Continuous effects: continuous effects upon a card end when it leaves play; a "
    "token is a physical game element on a card in play, and out of play the card's status is not kept "
    "(the tracking rule for face-down cards).",
    "A card's tokens are removed as it leaves play; their modifiers end with them",
)
register_desk_rules(GAME, (TOKENS_LEAVE_PLAY,))

# what a token effect names: the tokens' kind and how many (giving them here, removing them: token_removal.py)
KIND_COUNT = {
    "kind": {"type": "string", "description": "the token's name (Sake, Fire, Poison); left out: unnamed"},
    "count": {"type": "integer", "minimum": 1, "description": "how many tokens (1 if left out)"},
}
FIELDS = {
    **KIND_COUNT,
    **{stat: {"type": "integer", "description": f"each token's {stat} modifier"} for stat in STATS},
    "until": {"enum": [UNTIL], "description": "removed after the effect's controller's next turn begins"},
}
VALUE = {"type": "object", "properties": FIELDS, "additionalProperties": False}


@dataclass(frozen=True, slots=True)
class GiveToken:
    kind: str
    count: int
    stats: tuple[tuple[str, int], ...]  # (stat, each token's modifier)
    until: bool = False  # removed after the effect's controller's next turn begins


@dataclass(frozen=True, slots=True)
class Placed:
    """Tokens an effect put on a card, while they stay there."""

    effect: str
    source: str | None
    kind: str
    count: int
    stats: tuple[tuple[str, int], ...]
    timestamp: int
    until_turn_of: str | None = None  # removed after this player's next turn begins


def _parse(node: Node, ctx: ParseContext) -> GiveToken | None:
    value = node.child_mapping("give_token", "{kind: Sake, count: 1, force: 1}", FIELDS)
    if value is None:
        return None
    raw = value.value
    kind_count = kind_and_count(value)
    if kind_count is None:
        return None
    if "until" in raw and raw["until"] != UNTIL:
        value.error(f"until: {UNTIL} (or left out)", "until")
        return None
    stats = tuple((stat, raw[stat]) for stat in STATS if stat in raw)
    if any(not isinstance(amount, int) or isinstance(amount, bool) for _, amount in stats):
        value.error("a token's stat modifier is a whole number")
        return None
    return GiveToken(*kind_count, stats, raw.get("until") == UNTIL)


def kind_and_count(value: Node) -> tuple[str, int] | None:
    """A token effect's kind and count (KIND_COUNT), or None with the error named where it is."""
    kind = value.value.get("kind", UNNAMED)
    if not isinstance(kind, str) or not kind:
        value.error("kind: the token's name, a text (Sake, Fire)", "kind")
        return None
    count = value.value.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        value.error("count: a whole number, 1 or more", "count")
        return None
    return kind, count


def _placed(engine: Engine) -> dict[str, list[Placed]]:
    return engine.game_state.tokens


def _perform(engine: Engine, params: GiveToken, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None or not engine.in_play(card):
        engine.note(PLACED, f"{target} is not in play: no token is put on it")
        return False
    card.tokens[params.kind] = card.tokens.get(params.kind, 0) + params.count
    effect = event.get("effect") or "?"
    until = event.get("controller") if params.until else None
    placed = Placed(effect, event.get("source"), params.kind, params.count, params.stats, engine.tick())
    placed = replace(placed, until_turn_of=until)
    _placed(engine).setdefault(target, []).append(placed)
    name = "unnamed token" if params.kind == UNNAMED else f"{params.kind} token"
    text = f"{effect}: {params.count} {name}(s) put on {target}, an instantaneous effect"
    engine.note(PLACED, f"{text} ({card.tokens[params.kind]} {params.kind} on it now)")
    if params.stats:
        changes = ", ".join(f"{stat} {amount:+d}" for stat, amount in params.stats)
        text = f"each token's modifier ({changes}) is a continuous effect on {target}, from {effect}"
        engine.note(MODIFIER, text)
    engine.touch(target)
    return True


def mods(engine: Engine, card: Card, stat: str) -> list[Mod]:
    """The stat modifiers of the tokens on the card: one ledger line per effect that put tokens there, the
    modifier times the tokens, from that effect and its card."""
    if stat not in STATS:
        return []
    lines = []
    for placed in _placed(engine).get(card.id, ()):
        for name, amount in placed.stats:
            if name == stat and amount:
                total = amount * placed.count
                lines.append(Mod(placed.effect, "change", total, placed.timestamp, placed.source, MODIFIER))
    return lines


def _take_off(card: Card, placed: Placed) -> None:
    left = card.tokens.get(placed.kind, 0) - placed.count
    if left > 0:
        card.tokens[placed.kind] = left
    else:
        card.tokens.pop(placed.kind, None)


def on_event(engine: Engine, event: str, player: str | None) -> None:
    """ "Remove it after your next turn begins": as a turn of the player whose effect put the tokens on a card
    begins, they are removed (an instantaneous effect; the effect delayed to that timing point, effects
    document, Delayed effects), and their modifiers end."""
    if event != "turn_begins" or player is None:
        return
    for target, placed in _placed(engine).items():
        card = engine.cards[target]
        for item in [item for item in placed if item.until_turn_of == player]:
            placed.remove(item)
            _take_off(card, item)
            text = f"{item.effect}: its {item.kind} token(s) leave {target} as {player}'s next turn begins"
            engine.note(PLACED, text)
            engine.touch(target)


def left_play(engine: Engine, card: Card, old_zone: str) -> None:
    """The card left play: every token on it is removed (those a scenario wrote on it too), and the
    modifiers of those effects put there end (l5r.desk.tokens-leave-play)."""
    if not engine.rules.is_in_play_zone(old_zone) or engine.in_play(card):
        return
    _placed(engine).pop(card.id, None)
    if not any(card.tokens.values()):
        return
    card.tokens.clear()
    engine.note(TOKENS_LEAVE_PLAY.id, f"{card.id} leaves play: the tokens on it are removed")


def _parse_kind(node: Node, ctx: ParseContext, key: str) -> str:
    return str(node.text(key))


def _has(engine: Engine, card: Card, kind: str, source: str | None) -> bool:
    return card.tokens.get(kind, 0) > 0


def _has_none(engine: Engine, card: Card, kind: str, source: str | None) -> bool:
    return card.tokens.get(kind, 0) == 0


FILTER_FIELDS = {
    "has_tokens": FilterField(
        _parse_kind,
        _has,
        "'with one or more Poison tokens', 'with a Poison token': the card has a token of this kind",
        {"type": "string"},
    ),
    "no_tokens": FilterField(
        _parse_kind,
        _has_none,
        "'without a Poison token': the card has no token of this kind",
        {"type": "string"},
    ),
}

OPS = {
    "give_token": Op(
        _parse,
        _perform,
        "give_token",
        value=VALUE,
        doc="'Give him three +1F Fire tokens': puts `count` tokens of `kind` (left out: unnamed) on each "
        "target in play, an instantaneous effect; each token's stat modifiers (force, chi, personal_honor) "
        "are a continuous effect from this effect while the tokens are on the card; they are removed when "
        "it leaves play (l5r.desk.tokens-leave-play); with `until: your_next_turn_begins`, also as the next "
        "turn of the effect's controller begins.",
        substitute=False,
    ),
}
