"""Naruto Mythos: the Desk's own rules, where naruto-effects-timing.txt is silent (the deck and the hand).

Rendered at /rules/desk/naruto/ (one anchor per rule).
"""

from __future__ import annotations

from ...desk_rules import DeskRule, register_desk_rules

NOT_IN_CORPUS = "The rules document the Desk holds (effects and timing) does not cover this"

RULES = (
    DeskRule(
        "naruto.desk.hand-and-deck",
        "hand-and-deck",
        "The deck and the hand",
        "A player's hand and deck are places that hold cards. In a question, the cards a player owns with "
        "zone deck are his deck in the order they are written, the first written on top; cards with zone "
        "hand are his hand.",
        f"{NOT_IN_CORPUS}: the rules on the deck and the hand are in the game's rulebook, not in the corpus; "
        "the effects document only names them (a controlled card returned to hand goes to its owner's hand).",
        'Card text ("Draw X card(s)", "Look at the 3 top cards of your deck", "Discard a card").',
        "The hand and the deck hold cards; the first deck card written is the top",
    ),
    DeskRule(
        "naruto.desk.draw",
        "draw",
        "Drawing cards",
        "To draw N cards, a player takes the top card of his deck into his hand, N times. If the deck holds "
        "fewer than N cards he draws those it holds, and the answer says how many could not be drawn.",
        f"{NOT_IN_CORPUS}: drawing is a rulebook section that is not in the corpus.",
        'Card text ("Draw X card(s)"; "top" is the card text\'s word for the next card of a deck).',
        "Draw N: the top N cards of the player's deck go to his hand",
    ),
    DeskRule(
        "naruto.desk.discard-from-hand",
        "discard-from-hand",
        "Discarding a card from the hand",
        "To discard a card from his hand, a player (the deciding player: the opponent when the text says "
        '"Opponent discards") chooses one card of his hand that fits what the text asks for and puts it in '
        "his discard pile; with no card in hand, nothing is discarded.",
        f"{NOT_IN_CORPUS}: it names the deciding player and the discard pile, not discarding from the hand.",
        'Card text ("Discard a card", "Opponent discards a card from hand") and the effects document\'s '
        "deciding player.",
        "Discard from hand: a chosen card of the hand goes to the discard pile",
    ),
)
register_desk_rules("naruto", RULES)
