"""Naruto Mythos: the Desk's own rules for card-text constructs naruto-effects-timing.txt does not cover
(SCORE and AMBUSH sections, upgrades, Mission points, "the weakest", "in every mission", amounts counted from
the state, restrictions, moving as a trigger, looking at a hidden card). The hand and the deck are in
desk_rules.py. Rendered at /rules/desk/naruto/ with them (one anchor per rule).
"""

from __future__ import annotations

from ...desk_rules import DeskRule, register_desk_rules

NOT_IN_CORPUS = "The rules document the Desk holds (effects and timing) does not cover this"


def _rule(name: str, title: str, text: str, not_covered: str, basis: str, summary: str) -> DeskRule:
    return DeskRule(
        f"naruto.desk.{name}", name, title, text, f"{NOT_IN_CORPUS}: {not_covered}", basis, summary
    )


RULES = (
    _rule(
        "upgrade",
        "Playing a character as an upgrade",
        "A character is played as an upgrade over a friendly character in play with the same name, or over "
        'another character when a continuous effect of the card played says it can be ("You can play this '
        'character as an upgrade to any character that is not ..."). The played card goes on top, in the '
        'same mission; the Power tokens of the card under it move to it; its UPGRADE effects apply. "The '
        'character you upgraded from" is the card under it, as it was just before (its Power then).',
        "it names upgrades (upgrading a Controller or a controlled card), not how a card is played as one.",
        'Card text (UPGRADE sections, "play this character as an upgrade to ...", "the character you '
        "upgraded from\") and the effects document's upgrade stacks.",
        "An upgrade goes on a same-name friendly character, or where the card's text allows",
    ),
    _rule(
        "score",
        "SCORE effects",
        "When a player wins a mission (the question says who, with a score step), the SCORE effects of the "
        "mission card and of his non-hidden characters in that mission apply, with him as their player, each "
        "like an instant effect (optional unless MUST; the chain resolves after each). When there are "
        "several, he orders them (the step's order; left open, each order is an outcome).",
        "the scoring of missions is a rulebook section that is not in the corpus; the effects document "
        "names the scoring procedure only.",
        'Card text ("SCORE:" sections on missions and characters) and the effects document\'s instant '
        "effects and chain.",
        "SCORE effects apply for the player who wins their mission",
    ),
    _rule(
        "reveal",
        "Revealing a hidden character and AMBUSH effects",
        "A player reveals a hidden character of his in play: it turns face up in the same mission; then its "
        "MAIN and AMBUSH instant effects apply in printed order, as when a card is played (AMBUSH effects "
        "apply only this way: a character played face up does not apply them).",
        "hidden characters are in it (their effects are inactive) but revealing one and AMBUSH are not.",
        'Card text ("AMBUSH:" sections) and the effects document\'s card play sequence.',
        "Revealed: the character's MAIN and AMBUSH effects apply, in printed order",
    ),
    _rule(
        "mission-points",
        "Mission points",
        "A player's Mission points are a count that starts at 0 unless the question gives it "
        "(`mission_points`); an effect that gains him Mission points adds to it.",
        "Mission points (how a game is won) are a rulebook section that is not in the corpus.",
        'Card text ("Gain 2 Mission points").',
        "Gain N Mission points: the player's count goes up by N",
    ),
    _rule(
        "least",
        "The weakest, the lowest cost",
        '"The weakest" character of a kind is the one in play with the lowest Power among those of that '
        'kind; "the one with the lowest cost" the same with cost. When several share the lowest value the '
        "player of the effect picks one of them.",
        "it does not define these words.",
        'Card text ("the weakest non-hidden enemy character", "the non-hidden enemy character with the '
        "lowest cost\") and the effects document's deciding player.",
        "The weakest / the lowest cost: the lowest value among those matching; ties, the player picks",
    ),
    _rule(
        "every-mission",
        "In every mission, up to N",
        '"Defeat up to 1 enemy character ... in every mission": in each mission the player picks at most '
        "that many of the cards there that fit (none, if he wants); the effect applies to all the picks at "
        "once.",
        "it does not define the words; its snapshot targeting rule covers the picks applied at once.",
        'Card text ("up to 1 ... in every mission") and the effects document\'s snapshot targeting.',
        "Up to N in every mission: at most N picks in each mission, applied at once",
    ),
    _rule(
        "amount",
        "Amounts counted from the game (X)",
        '"X is the number of missions where you have at least one friendly Sound Four character" is '
        'counted when the effect applies; "X is the number of characters defeated by the MAIN effect" is '
        "the number of cards that effect of the same card defeated as it was applied. An X of 0 does "
        "nothing.",
        "it does not define amounts named X.",
        'Card text ("where X is ...").',
        "X is counted from the game when the effect applies",
    ),
    _rule(
        "cannot",
        "Cannot (restrictions)",
        'A continuous effect that says cards "cannot be hidden by enemy effects" makes hiding them by an '
        "effect of the other player's cards impossible while it applies: such an effect cannot be applied to "
        'them (they are not legal targets, and an effect hiding several cards hides the others). "Enemy '
        'characters cannot move from this mission" does so for every effect that would move them away, '
        "whoever's it is.",
        "it has continuous effects but says nothing of restrictions.",
        'Card text ("[⧗] Friendly characters in this mission cannot be hidden by enemy effects") and the '
        "effects document's rule that an effect is applied as much as possible.",
        "Cannot be X by enemy effects: such effects cannot be applied to them",
    ),
    _rule(
        "moves",
        "A character moves to a different mission",
        '"When this character moves to a different mission" answers a move of the character from one '
        'mission to another by an effect; "that mission" is the one it moved to. "Move a character to this '
        'mission" moves it from another mission to the mission of the effect\'s card (one already there, or '
        "kept out by no repetition, cannot be chosen).",
        "it does not name moving as something an effect can answer.",
        'Card text ("When this character moves to a different mission", "Move a friendly character to this '
        "mission\") and the effects document's triggered effects.",
        "Moving to another mission can trigger effects",
    ),
    _rule(
        "look-at",
        "Looking at a hidden character or the opponent's hand",
        "A player who looks at a hidden character learns what it is; it stays hidden and nothing else "
        "changes. The answer lists it as an event (`looked_at`). Looking at the opponent's hand is the same: "
        "he learns its cards, which stay there (`looked_at_hand`); an empty hand shows nothing.",
        "it does not cover looking at cards.",
        'Card text ("look at a hidden character in that mission", "Look at the opponent\'s hand").',
        "Looking at a hidden character or a hand changes nothing but what the player knows",
    ),
    _rule(
        "look-at-deck",
        "Looking at the top of the deck, drawing cards of a kind among them",
        '"Look at the 3 top cards of your deck": the player sees them. "Reveal and draw any Akamaru '
        'characters": those of them that are such characters go into his hand (every one of them: the '
        'effect is applied as much as possible). "Then put back the other cards": the others stay on top '
        "of his deck in the order they were.",
        "it does not cover the deck.",
        'Card text ("Look at the 3 top cards of your deck, reveal and draw any Akamaru characters, then put '
        "back the other cards\") and the effects document's rule that an effect is applied all of it.",
        "Look at the top N; draw those of a kind; the others stay as they were",
    ),
    _rule(
        "play-from-discard",
        "Playing a character from the discard pile",
        '"Play a character from your discard pile anywhere": the player picks a character card of his '
        "discard pile and a mission, and the card is played there as a card from the hand is (no repetition, "
        'its effects). The Desk does not count the Chakra paid for plays, so "paying N less" changes no '
        "answer and is named as not played.",
        "it does not cover playing from the discard pile, nor paying costs.",
        'Card text ("Play a character from your discard pile anywhere paying 3 less") and the effects '
        "document's card play sequence.",
        "Play from the discard pile: as from the hand, into a mission the player picks",
    ),
    _rule(
        "remove-tokens",
        "Removing Power tokens",
        '"Remove up to 2 Power tokens from an enemy character": the player of the effect picks how many of '
        "its Power tokens he removes, at least 1 (removing none is not using the effect) and no more than 2 "
        'nor than it has; "remove all Power tokens" removes every one. A character without Power tokens '
        'cannot be the target. "And put them on this character": the tokens removed become Power tokens of '
        "the effect's card, if it is in play. Its core power changes as its tokens do.",
        "it defines core power as the printed power plus Power tokens, not removing them.",
        'Card text ("Remove up to 2 Power tokens from an enemy character in play", "... and put them on '
        "this character\") and the effects document's core power.",
        "Remove up to N Power tokens: the player picks how many, 1 to N",
    ),
    _rule(
        "chakra-bonus",
        "CHAKRA +N",
        '"[⧗] CHAKRA +1" is a continuous effect: while it applies (its card in play and not hidden, its '
        "condition met), its player's CHAKRA bonus, the Chakra he gains in the Start phase beyond the rest, "
        "is 1 higher; several add up. The Desk holds it as the player stat `chakra_bonus` (0 unless given) "
        "and does not play the Start phase: a question asks for the bonus, not for the Chakra then gained.",
        "it names Chakra, not the Start phase nor CHAKRA +N.",
        'Card text ("[⧗] CHAKRA +1", "[⧗] If you don\'t have the Edge, CHAKRA +2") and the effects '
        "document's continuous effects.",
        "CHAKRA +N: the player's Start-phase Chakra bonus is N higher while it applies",
    ),
    _rule(
        "if-you-do",
        '"If you do"',
        '"Discard a card. If you do, hide an enemy character ...": what follows "if you do" is applied only '
        "if the effect before it did something as the card's effects were applied (a card was discarded); "
        "then, as the rest of the same effect, it is applied as much as possible (MUST, IF ABLE). If the "
        "first part did nothing, nothing of the rest happens. \"Discard a card to hide ...\" is read the "
        "same way: one effect, the discard first, the rest only if a card was discarded.",
        'its rule that an effect is applied all of it, as much as possible, does not say what "if you do" '
        "makes of the part before it.",
        'Card text ("Draw 1 card. If you do so, you must discard 1 card", "POWERUP 2. POWERUP 1 another '
        'character", "Discard a card to hide a character in play with cost 3 or less") and the effects '
        "document's instant effects (all of it, as much as possible).",
        "If you do: the rest happens only if the part before it did something",
    ),
    _rule(
        "steal-chakra",
        "Stealing Chakra",
        '"Steal 1 Chakra from the opponent": the opponent loses 1 Chakra and the player of the effect gains '
        "it; an opponent with less Chakra than the text names loses all he has and the player gains that; "
        "with none, nothing happens.",
        "it names Chakra being gained, not taken from a player.",
        'Card text ("Steal 1 Chakra from the opponent pool") and the effects document\'s rule that an '
        "effect is applied as much as possible.",
        "Steal N Chakra: the opponent loses up to N, as much as he has; the player gains it",
    ),
    _rule(
        "play-by-effect",
        "Playing a card by an effect, paying N less",
        '"Play a Summon character anywhere, paying 1 less", "Choose one of your characters in your discard '
        'pile and play it anywhere, paying its cost": the player of the effect picks such a card of his (in '
        "his hand, or where the text says) and plays it: face up, in any mission (anywhere), as a new "
        "character where no repetition allows it, or as an upgrade over a friendly character it may upgrade "
        "(its name, or what its text allows). He pays its printed cost (as an upgrade, its printed cost less "
        "that of the character it goes over), less N, never below 0, from his Chakra; a card he cannot pay "
        "for, or with nowhere to go, cannot be picked. The card is then played as any card is: its static "
        "effects apply, what its arrival triggers resolves and its instant effects apply one by one (MUST "
        "effects must be fully applicable), all before the next effect of the card that played it. "
        "A play step of the question is not checked against Chakra (the question says what is played); a "
        "play by an effect is, since whether it can happen is the effect's target.",
        "it covers the card play sequence, not paying for a play nor a card played by an effect.",
        'Card text ("Play a Summon character anywhere, paying 1 less", "play it anywhere, paying its cost"), '
        "the effects document's card play sequence and its no-repetition and upgrade rules.",
        "Play by an effect: a card of the player's, to any mission or as an upgrade, paying its cost less N",
    ),
    _rule(
        "opponent",
        "The opponent as a player the effect acts on",
        '"Opponent draws a card", "Opponent gains 1 Chakra": the other player of the two does it; "Each '
        "player draws a card\": both do (the effect's player and the opponent).",
        "it names the opponent as the deciding player of some effects, not as their target.",
        'Card text ("Opponent draws a card", "Opponent gains 1 Chakra", "Each player draws a card").',
        "The opponent: the other player of the game",
    ),
)
RULES += (
    _rule(
        "give-edge",
        "Giving the Edge",
        '"Give the Edge to the opponent": the player of the effect, if he holds the Edge, gives it to his '
        "opponent, who holds it from then on; a player who does not hold the Edge has nothing to give and "
        'nothing happens (so "If you do so, ..." after it does not happen either).',
        "it names the player with the Edge (who orders effects where there is no turn player), not giving "
        "the Edge away.",
        'Card text ("Give the Edge to the opponent. If you do so, POWERUP 3.") and the effects document\'s '
        "Edge holder.",
        "Give the Edge: its holder passes it to the opponent; without it, nothing happens",
    ),
    _rule(
        "deck-top",
        "Putting a card from the hand on top of the deck",
        '"Put 1 card from your hand on top of your deck": the player picks a card of his hand; it becomes '
        "the top card of his deck, the next one he draws; with no card in hand, nothing happens.",
        "it does not cover the deck.",
        'Card text ("Draw 1 card. If you do, you must put 1 card from your hand on top of your deck.") and '
        "the Desk's rule on the deck (naruto.desk.hand-and-deck: its first card is the top).",
        "Put a card from the hand on top of the deck: it is the next card drawn",
    ),
    _rule(
        "fewer",
        "Fewer characters than the opponent",
        '"If you have less non-hidden characters than the opponent in this mission": the player\'s '
        "non-hidden characters in that mission are counted, and the opponent's, as the effect applies; the "
        "condition holds when the first count is the smaller (equal counts: it does not).",
        "it does not compare the players' characters.",
        'Card text ("If you have less non-hidden characters than the opponent in this mission, move an enemy '
        'character from this mission").',
        "Fewer than the opponent: counted now; equal is not fewer",
    ),
)
register_desk_rules("naruto", RULES)
