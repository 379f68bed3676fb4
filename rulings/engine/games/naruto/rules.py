"""Naruto Mythos rule ids: every id the trace may cite -> (glossary entry slug, anchor, summary).

Entries and anchors are those `import_rules` gives naruto-effects-timing.txt (an entry per heading, parts
p1, p2 ..., examples ex1 ...); tests/rulings/test_rule_registry.py checks them against an imported corpus.
"""

from __future__ import annotations

RULES = {
    "naruto.effects.types": ("effect-types", "p1", "Every ability is an instant or a continuous effect"),
    "naruto.instant.optional": ("instant-effects", "p1", "Instant effects are optional unless MUST"),
    "naruto.instant.must": (
        "instant-effects",
        "p1",
        "A MUST effect you cannot apply: you cannot play the card",
    ),
    "naruto.instant.if-able": ("instant-effects", "p2", "MUST, IF ABLE: apply it if you can"),
    "naruto.instant.all-of-it": ("instant-effects", "p3", "Apply all of an effect, as much as possible"),
    "naruto.continuous.static": ("continuous-effects", "p2", "Static continuous effects are always active"),
    "naruto.core-power": (
        "core-cards",
        "p2",
        "Statics apply simultaneously to core stats (printed + tokens)",
    ),
    "naruto.core-power.recheck": ("core-cards", "p3", "Re-check conditions when the mission's state changes"),
    "naruto.play-sequence": ("card-play-sequence", "p1", "The card play sequence"),
    "naruto.chain.lifo": (
        "card-play-sequence",
        "p6",
        "The chain resolves from the newest effect to the oldest",
    ),
    "naruto.chain.turn-player-orders": (
        "the-turn-player",
        "p1",
        "The turn player orders simultaneous triggers",
    ),
    "naruto.priority.edge": ("the-turn-player", "p2", "With no turn player, the Edge holder is turn player"),
    "naruto.priority.mission-last": ("the-turn-player", "p2", "Mission effects are always last"),
    "naruto.snapshot-targeting": ("snapshot-targeting", "p1", "Multiple targets: a snapshot of the start"),
    "naruto.decider": ("decider", "p1", "The deciding player of an effect"),
    "naruto.discard-pile-order": ("discard-pile", "p1", "The decider orders cards entering the discard pile"),
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
}

# engine concept -> rule id (the core names concepts; each game says which of its rules governs them)
RULE_IDS = {
    "current-value": "naruto.core-power",
    "absent": "naruto.core-power",
    "bonus-penalty": "naruto.core-power",
    "min-max": "naruto.core-power",
    "adjust": "naruto.core-power",
    "restriction": "naruto.core-power",
    "set": "naruto.core-power",
    "base-value": "naruto.core-power",
    "stat-change": "naruto.continuous.static",
    "compare": "naruto.core-power",
    "keywords": "naruto.effects.types",
    "created-cease": "naruto.effects.types",
    "instantaneous": "naruto.effects.types",
    "begins-continuous": "naruto.continuous.static",
    "begins-ongoing": "naruto.effects.types",
    "begins-instantaneous": "naruto.effects.types",
    "begins-procedural": "naruto.effects.types",
    "begins-delayed": "naruto.effects.types",
    "begins-indefinite": "naruto.effects.types",
    "delayed": "naruto.effects.types",
    "indefinite": "naruto.effects.types",
    "ends": "naruto.effects.types",
    "duration": "naruto.effects.types",
    "choices": "naruto.decider",
    "prevention": "naruto.effects.types",
    "prevent-new": "naruto.effects.types",
    "prevent-continuous-destruction": "naruto.effects.types",
    "effects-do-not-happen": "naruto.effects.types",
    "substitution": "naruto.effects.types",
    "substitute-continuous-destruction": "naruto.effects.types",
    "successful": "naruto.effects.types",
    "destroy": "naruto.effects.types",
    "chain": "naruto.chain.lifo",
    "chain-last": "naruto.priority.mission-last",
    "snapshot": "naruto.snapshot-targeting",
}
