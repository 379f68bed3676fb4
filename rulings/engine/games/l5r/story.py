"""Sentences of an ability that tell the story (compiler 20, part H; the Desk's rule
l5r.desk.story-sentences): "He rallies the guards.", "You offer an exquisite gift.", "Your delegates go to
war in court." are printed in the text box, not as flavor text, but name no game term. The ability field
`story` holds them as printed; they change nothing, and the trace says so each time the ability is used (the
engine reads its effects only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.reader import Node
    from .ability_def import Ability

STORY = DeskRule(
    "l5r.desk.story-sentences",
    "story-sentences",
    "Sentences that tell the story",
    "A sentence of an ability's text that names no game term (no stat, card type, keyword, trait, zone, "
    "phase, Honor, Gold, token, nor a game verb such as bow, destroy, move, gain, target or may: \"He "
    "rallies the guards.\", \"You offer an exquisite gift.\") tells the story of the action and changes "
    "nothing in the game; the ability's other sentences are its effects. The compiler reads a sentence so "
    "only when every word of it passes a closed list of game terms (l5r_families/story_sentences.py); any "
    "doubt leaves the clause unplayed.",
    f"{NOT_IN_CORPUS}: they say what a card's traits and abilities do, never that a sentence of card text "
    "may do nothing.",
    "Card features: a card's traits and abilities are what it does in the game, and the rules act only on "
    "game terms (stats, card types, keywords, zones, phases, Honor, Gold, tokens and the game's verbs); a "
    "sentence naming none of them gives the game nothing to act on (Infamous Strike: \"Your delegates go to "
    "war in court.\"; Favor of Artisans: \"You offer an exquisite gift.\").",
    "A sentence naming no game term tells the story: it changes nothing",
)
register_desk_rules(GAME, (STORY,))
RULE = STORY.id

FIELD = {
    "type": "array",
    "items": {"type": "string", "minLength": 1},
    "minItems": 1,
    "description": "sentences of its text that tell the story, as printed: they change nothing, and using "
    "the ability notes them in the trace (l5r.desk.story-sentences)",
}


def parse(node: Node) -> tuple[str, ...]:
    """The ability's `story` (() when it has none)."""
    if not node.has("story"):
        return ()
    sentences = tuple(node.text_list("story"))
    if not sentences or any(not s.strip() for s in sentences):
        node.error("story lists the sentences of the text that tell the story: none may be empty", "story")
    return sentences


def note(engine: Engine, ability: Ability) -> None:
    """Using the ability: each of its story sentences read as changing nothing."""
    for sentence in ability.story:
        engine.note(RULE, f'{ability.id}: "{sentence}" tells the story: no game term, nothing changes')
