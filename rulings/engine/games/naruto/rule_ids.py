"""Naruto Mythos rule ids: every id the trace may cite -> (glossary entry slug, anchor, summary).

Entries and anchors are those `import_rules` gives naruto-effects-timing.txt (an entry per heading, parts
p1, p2 ..., examples ex1 ...); tests/rulings/glossary/test_rule_ids.py checks them against an imported corpus.
"""

from __future__ import annotations

RULES = {
    "naruto.instant": ("instant-effects", "p1", "Instant effects activate once, when the card enters play"),
    "naruto.instant.optional": ("instant-effects", "p1", "Instant effects are optional unless MUST"),
    "naruto.instant.must": (
        "instant-effects",
        "p1",
        "A MUST effect you cannot apply: you cannot play the card",
    ),
    "naruto.instant.if-able": ("instant-effects", "p2", "MUST, IF ABLE: apply it if you can"),
    "naruto.instant.all-of-it": ("instant-effects", "p3", "Apply all of an effect, as much as possible"),
    "naruto.continuous.static": ("continuous-effects", "p2", "Static continuous effects are always active"),
    "naruto.core-power.printed": ("core-cards", "p1", "Core Power: the printed power plus power tokens"),
    "naruto.core-power": (
        "core-cards",
        "p2",
        "Statics apply simultaneously to core stats (printed + tokens)",
    ),
    "naruto.core-power.recheck": ("core-cards", "p3", "Re-check conditions when the mission's state changes"),
    "naruto.triggered": (
        "timing-and-chains",
        "p1",
        "Playing a card can trigger the effects of cards already on the board",
    ),
    "naruto.play-sequence": ("card-play-sequence", "p1", "The card play sequence"),
    "naruto.sequence.statics": (
        "card-play-sequence",
        "p3",
        "A card is played: check and apply the static effects simultaneously",
    ),
    "naruto.sequence.repeat": ("card-play-sequence", "p4", "Statics are checked again after every step"),
    "naruto.sequence.entry-triggers": (
        "card-play-sequence",
        "p5",
        "Effects triggered by the card entering play activate",
    ),
    "naruto.chain.lifo": (
        "card-play-sequence",
        "p6",
        "The chain resolves from the newest effect to the oldest",
    ),
    "naruto.sequence.first-instant": (
        "card-play-sequence",
        "p7",
        "The first instant effect of the played card is applied",
    ),
    "naruto.sequence.effect-triggers": (
        "card-play-sequence",
        "p8",
        "Effects triggered by the played card's effect activate",
    ),
    "naruto.chain.lifo.effect": (
        "card-play-sequence",
        "p9",
        "After an instant effect too, the chain resolves newest to oldest",
    ),
    "naruto.sequence.next-instant": (
        "card-play-sequence",
        "p10",
        "The next instant effects follow, each with the same operations",
    ),
    "naruto.chain.turn-player-orders": (
        "the-turn-player",
        "p1",
        "The turn player orders simultaneous triggers",
    ),
    "naruto.priority.edge": ("the-turn-player", "p2", "With no turn player, the Edge holder is turn player"),
    "naruto.priority.mission-last": ("the-turn-player", "p2", "Mission effects are always last"),
    "naruto.snapshot-targeting": ("snapshot-targeting", "p1", "Multiple targets: a snapshot of the start"),
    "naruto.snapshot-targeting.checked-first": (
        "snapshot-targeting",
        "p4",
        "Targets are checked before the effect changes anything",
    ),
    "naruto.decider": ("decider", "p1", "The deciding player of an effect"),
    "naruto.discard-pile-order": ("discard-pile", "p1", "The decider orders cards entering the discard pile"),
    "naruto.discard-pile-order.you": ("discard-pile", "p2", '"Defeat all characters": you choose the order'),
    "naruto.discard-pile-order.opponent": (
        "discard-pile",
        "p3",
        '"The opponent defeats all their characters": they choose the order',
    ),
    "naruto.no-repetition": ("no-repetition", "p1", "Never play or move a second character of a name there"),
    "naruto.no-repetition.duplicate": (
        "no-repetition",
        "p2",
        "A duplicate that arrives is discarded, no defeat",
    ),
    "naruto.control.take": ("take-control", "p1", "Taking control of an opponent's card"),
    "naruto.control.breaks": (
        "take-control",
        "p2",
        "Control breaks: the card goes back as it is, where it is",
    ),
    "naruto.control.leaves-play": ("take-control", "p4", "A controlled card leaving play goes to its owner"),
    "naruto.control.upgrade-controller": (
        "upgrading-controlled-and-controller-characters",
        "p1",
        "An upgraded Controller keeps the Controller condition",
    ),
    "naruto.control.upgrade-controlled": (
        "upgrading-controlled-and-controller-characters",
        "p2",
        "Upgrading over a controlled card: the top card is dominant",
    ),
    "naruto.control.played-again": (
        "upgrading-controlled-and-controller-characters",
        "p3",
        "A Controller that left play lost the Controller condition",
    ),
    "naruto.control.breaks.hidden": (
        "upgrading-controlled-and-controller-characters",
        "p5",
        "Control breaks when the controller is hidden",
    ),
    "naruto.control.breaks.defeated": (
        "upgrading-controlled-and-controller-characters",
        "p6",
        "Control breaks when the controller or controlled is defeated",
    ),
    "naruto.control.breaks.left-play": (
        "upgrading-controlled-and-controller-characters",
        "p7",
        "Control breaks when the controller or controlled leaves play",
    ),
    "naruto.control.breaks.controlled": (
        "upgrading-controlled-and-controller-characters",
        "p8",
        "Control breaks when the controller becomes controlled",
    ),
}

# Engine concept -> rule id: the core names concepts, each game says which of its rules governs them. Only
# concepts a paragraph of naruto-effects-timing.txt governs are here; a scenario needing another one (a
# duration ending, prevention, a keyword question ...) is refused with "naruto has no rule for <concept>"
# rather than answered under a rule that does not say so.
RULE_IDS = {
    "current-value": "naruto.core-power",
    "compare": "naruto.core-power",
    "base-value": "naruto.core-power.printed",
    "stat-change": "naruto.continuous.static",
    "begins-continuous": "naruto.continuous.static",
    "ends-continuous": "naruto.continuous.static",
    "instantaneous": "naruto.instant",
    "begins-instantaneous": "naruto.instant",
    "choices": "naruto.decider",
    # Genma's "sacrifice to save" (the numbered example): a triggered effect answering the card's effect
    "substitution": "naruto.sequence.effect-triggers",
    "chain": "naruto.chain.lifo",
    "chain-last": "naruto.priority.mission-last",
    "cannot-enter": "naruto.no-repetition",
}
