"""L5R rule ids, each mapped to its glossary entry (slug) and the anchor of the paragraph, example or
exception that states the rule, as the glossary importer derives them from the corpus.
tests/rulings/test_rule_registry.py imports the real corpus and checks every one."""

from __future__ import annotations

from ...rules import register_rules

GAME = "l5r"
STATS = "general-rules-about-stats"
PREVENTION = "duration-and-scope-of-prevention-effects"
KEYWORDS = "different-and-same-keywords"
CHOICES = "sometimes-a-choice-has-to-be-made-in-the-game"  # the corpus lost this heading

# rule id -> (entry slug, anchor, summary)
RULES: dict[str, tuple[str, str, str]] = {
    # stats (card features)
    "l5r.stats.current-value": (STATS, "p14", "A stat's current value: steps A-C"),
    "l5r.stats.recalculate": (STATS, "p18", "Recalculate a stat when a change is applied or ends"),
    "l5r.stats.min-max-not-bonus": (STATS, "p4", "A change due to a maximum or minimum is neither"),
    "l5r.stats.ended-not-bonus": (STATS, "p5", "A change as a bonus, penalty or limit ends is neither"),
    "l5r.stats.fluctuating": (STATS, "p7", "A fluctuating bonus changing size is neither"),
    "l5r.stats.zero-not-bonus": (STATS, "p10", "+0 or -0 is not a bonus or penalty"),
    "l5r.stats.cumulative": (STATS, "p11", "Bonuses and penalties are cumulative"),
    "l5r.stats.absent": ("absent-stats", "p2", "A stat a card does not have is zero"),
    "l5r.stats.absent-no-change": ("absent-stats", "p4", "Absent stats cannot receive bonuses or penalties"),
    "l5r.stats.absent-granted": (STATS, "p13", "A bonus or penalty that grants a stat the card type lacks"),
    "l5r.stats.bonus-penalty": (STATS, "p3", "What is and is not a bonus or penalty"),
    "l5r.stats.min-max": (STATS, "p2", "Minimum and maximum values of a stat"),
    "l5r.stats.adjust": (STATS, "p9", "A bonus or penalty reduced or increased"),
    "l5r.stats.restriction": (STATS, "p20", "A restriction on one bonus or penalty"),
    "l5r.stats.set": (STATS, "p21", "Setting a stat to a value: give a bonus or penalty"),
    "l5r.stats.base-value": (STATS, "p19", "Base values versus current values"),
    "l5r.stats.change": (STATS, "p1", "A bonus or penalty to a stat"),
    "l5r.stats.item-force": ("force", "p2", "An Item's Force modifies its Personality's Force"),
    "l5r.stats.item-chi": ("chi", "p2", "An Item's Chi modifies its Personality's Chi"),
    "l5r.stats.dishonorable": ("personal-honor", "p2", "Dishonorable: Personal Honor max 0"),
    "l5r.stats.honor-requirement-dash": (
        "honor-requirement",
        "p2",
        "A '-' Honor Requirement is infinitely low",
    ),
    "l5r.force.totals": ("force", "p3", "Unit and army Force total unbowed Personalities and Followers"),
    "l5r.force.bowed": ("force", "p4", "A bowed card in a unit keeps its own Force"),
    "l5r.force.totals-not-bonuses": (STATS, "p8", "Changes of unit or army totals are not bonuses"),
    "l5r.force.no-army": ("absent-stats", "p3", "A side with no units has an absent army Force"),
    "l5r.stats.chi-death": ("chi", "p3", "A Personality in play with 0 Chi is destroyed"),
    # card text (card features)
    "l5r.keywords.current": ("keywords", "p9", "A card either has a keyword or it does not"),
    "l5r.keywords.experienced": ("keywords", "exc1", "Any keyword containing Experienced is 'Experienced'"),
    "l5r.keywords.same-different": ("different-and-same-keywords", "p2", "Same and different keywords"),
    "l5r.keywords.both": (KEYWORDS, "p3", "Two cards may have the same and different ones"),
    "l5r.keywords.each-pair": (KEYWORDS, "p4", "More than two cards: each pair must differ"),
    "l5r.keywords.none-eligible": (
        "different-and-same-keywords",
        "p5",
        "A card without an eligible keyword has neither the same nor a different keyword",
    ),
    "l5r.keywords.count-different": ("different-and-same-keywords", "p6", "Counting different keywords"),
    "l5r.title.untitled": ("card-title", "p2", "Untitled cards have neither the same nor different titles"),
    "l5r.traits.sentences": ("traits", "p1", "Each sentence ending in a period is a separate trait"),
    "l5r.traits.pronoun": ("traits", "exc1", "A sentence referring back belongs to the previous trait"),
    "l5r.abilities.bowed": ("abilities", "p3", "Abilities on a bowed card cannot be used"),
    "l5r.abilities.once-per-turn": ("abilities", "p4", "Abilities can be used only once per turn"),
    "l5r.abilities.separate": ("abilities", "p5", "Each ability on each separate source is separate"),
    "l5r.abilities.stack": ("abilities", "p6", "Abilities given to a card stack"),
    "l5r.abilities.keywords": ("abilities", "p10", "Any keywords on a card are inherited by its actions"),
    "l5r.abilities.no-inheritance": (
        "abilities",
        "p12",
        "A card other than an Action or Spell does not inherit its abilities' keywords",
    ),
    "l5r.abilities.card-inherits": (
        "abilities",
        "p13",
        "An Action or Spell card inherits its abilities' keywords",
    ),
    "l5r.abilities.not-shared": (
        "abilities",
        "exc1",
        "Keywords an Action or Spell card has only from one of its abilities are not given to its others",
    ),
    "l5r.abilities.each-word": ("abilities", "p14", "Each word of an action's keywords is a keyword"),
    "l5r.abilities.designator-order": ("abilities", "p17", "The order of designators does not matter"),
    "l5r.abilities.designators": ("abilities", "p16", "An ability with two designators counts as both"),
    "l5r.abilities.interrupt": (
        "abilities",
        "p1",
        "A designator says when an action can be taken: an Interrupt, during another, before its effect",
    ),
    "l5r.abilities.condition": ("abilities", "p21", "A condition restricts when an action can be taken"),
    "l5r.embedded": ("embedded-text", "p2", "Features of embedded text are not part of its text"),
    "l5r.order.procedures-wait": (
        "order-of-effects",
        "exc3",
        "Battles an effect creates wait for its action",
    ),
    "l5r.traits.keywords": ("traits", "p2", "Effects on traits have all the keywords of their card"),
    "l5r.traits.triggered": ("traits", "p5", "Triggered traits happen when their trigger occurs, in play"),
    "l5r.traits.leave-play": ("traits", "p6", "Traits with the same trigger all occur, even if one leaves"),
    "l5r.traits.optional": ("traits", "p7", "Effects of triggered traits are not optional unless they say"),
    "l5r.traits.each-time": ("traits", "p8", "A triggered trait occurs once each time its trigger occurs"),
    "l5r.traits.no-reassert": ("traits", "p24", "A continuous trait's effect undone does not apply again"),
    "l5r.traits.once-per": ("traits", "p19", "Once per turn before or after the colon"),
    "l5r.created.keywords": ("created-cards", "p7", "The effect that creates a card may grant it keywords"),
    "l5r.created.no-title": ("created-cards", "p6", "A created card has no title"),
    "l5r.keywords.created": ("keywords", "p4", "A created card's base keywords are those its creation gives"),
    "l5r.created.cease": ("created-cards", "p3", "A created card ceases to exist when it leaves play"),
    # effects
    "l5r.effects.instantaneous": ("instantaneous-effects", "p6", "Instantaneous effects occur once"),
    "l5r.effects.family-honor": ("instantaneous-effects", "p4", "Family Honor changes are instantaneous"),
    "l5r.effects.continuous": (
        "continuous-effects",
        "p2",
        "Continuous effects begin when both cards are in play",
    ),
    "l5r.effects.continuous-ends": (
        "continuous-effects",
        "p4",
        "Continuous effects end when a card leaves play or the condition fails",
    ),
    "l5r.effects.continuous-no-reassert": (
        "continuous-effects",
        "p5",
        "A continuous effect reversed by another effect does not re-assert itself",
    ),
    "l5r.effects.ongoing": ("ongoing-effects", "p1", "Ongoing effects start and end at definite times"),
    "l5r.effects.ongoing-while": (
        "ongoing-effects",
        "p3",
        "A conditional ongoing effect ends and takes effect again",
    ),
    "l5r.effects.procedural": ("procedural-effects", "p2", "Procedural effects are treated as instantaneous"),
    "l5r.effects.delayed": (
        "delayed-effects",
        "p3",
        "Delayed effects: activated at one time, applied at another",
    ),
    "l5r.effects.indefinite": ("indefinite-conditional-effects", "p1", "Indefinite conditional effects"),
    "l5r.effects.duration": (
        "ongoing-effects",
        "p2",
        "Ongoing effects last until the end of the turn by default",
    ),
    "l5r.effects.focus-duel": (
        "ongoing-effects",
        "exc1",
        "Focus Value changes end immediately before a duel ends",
    ),
    "l5r.effects.tracking": ("tracking-rule", "p1", "The tracking rule"),
    "l5r.effects.choices": (CHOICES, "p2", "Who makes a choice"),
    "l5r.choices.all-or-none": (CHOICES, "p3", "Effects following one 'may' are chosen all or none"),
    "l5r.choices.separate-effects": (CHOICES, "p4", "Effects after one 'may' apply separately"),
    "l5r.choices.even-if-they-fail": (CHOICES, "p5", "A choice may be made though its consequences fail"),
    "l5r.choices.result": (CHOICES, "p6", "'If you choose this' versus 'if he bowed'"),
    "l5r.choices.keep-action-legal": (CHOICES, "p7", "Choices within an action are made to keep it legal"),
    "l5r.destroy": ("instantaneous-effects", "p1", "Destruction changes the position of a card"),
    "l5r.order.written": ("order-of-effects", "p1", "Effects occur in the order they are written"),
    "l5r.order.ability-itself": (
        "order-of-effects",
        "exc2",
        "Phrases referring to the ability itself ('may be used once per battle') apply at all times",
    ),
    "l5r.order.each-duel": (
        "order-of-effects",
        "exc1",
        "A modifying phrase ('Destroy each duel's loser') applies immediately after each duel it modifies",
    ),
    "l5r.order.simultaneous": ("order-of-effects", "p2", "Effects of one piece of text are simultaneous"),
    "l5r.order.parallel-steps": (
        "order-of-effects",
        "p3",
        "Procedures from one text take each of their steps simultaneously, in parallel",
    ),
    # prevention and substitution
    "l5r.prevention.general": ("prevention-including-negation", "p2", "Changes are prevented individually"),
    "l5r.prevention.new": (PREVENTION, "p6", "A new ongoing effect prevented as it begins never happens"),
    "l5r.prevention.continuous-destruction": (
        PREVENTION,
        "exc2",
        "Triggered prevention cannot stop Chi death",
    ),
    "l5r.prevention.effects-do-not-happen": ("effects-do-not-happen", "p1", "Effects do not happen"),
    "l5r.substitution.general": ("substitution", "p1", "X instead of Y"),
    "l5r.substitution.new-fails": ("substitution", "p3", "If the new X fails, the old Y does not happen"),
    "l5r.substitution.targeting": ("substitution", "exc2", "No new legal target: the targeting stands"),
    "l5r.substitution.continuous-destruction": ("chi", "p5", "Substitution for Chi death"),
    # glossary S
    "l5r.glossary.successful": ("successful", "p1", "A successful action changed the game state"),
    "l5r.glossary.successful-scoped": ("successful", "p4", "Preventing what it cannot cause: no success"),
    "l5r.prevention.triggered-once": (PREVENTION, "p3", "Preventing the occurrence that triggered it: once"),
    "l5r.may-not": ("may-not", "p1", "'May not' prevents a choice, even in a required procedure"),
    "l5r.may-not.required-choice": ("may-not", "p2", "A required choice avoids what 'may not' prevents"),
    "l5r.may-not.targeting": ("may-not", "p3", "Targeting is independent from the choices that follow it"),
    "l5r.source.duel": ("source-of-effects", "exc4", "Duels come from the effect that created them"),
    "l5r.source.procedure-rulebook": (
        "source-of-effects",
        "p2",
        "Rulebook steps of a procedure a card creates (a duel's discards) come from the rulebook",
    ),
    "l5r.blind-cards": ("blind-cards-rule", "p1", "What an action does is read from its current text only"),
    "l5r.source.given-to-player": (
        "source-of-effects",
        "p1",
        "An ability given to a player: its action and effects come from the card that gave it",
    ),
    "l5r.blind-cards.location": (
        "blind-cards-rule",
        "p1",
        "A Battle action that can move a unit to the current battlefield is legal away from it",
    ),
    "l5r.blind-cards.text-condition": (
        "blind-cards-rule",
        "p1",
        "A condition in an action's text is checked to decide whether the action is legal",
    ),
    "l5r.search.look": ("search", "p2", "A searching player looks at all cards before selecting"),
    "l5r.search.shuffle": ("search", "p3", "A searched deck is shuffled; shuffling is not an effect"),
    "l5r.search.discard": ("search", "p4", "A found card that cannot be used as directed is discarded"),
    "l5r.search.failed-memory": ("search", "p5", "A failed search fails for the rest of the game"),
    "l5r.search.two-areas": ("searching-multiple-areas", "p2", "Searching a face-up area, then another"),
    "l5r.seppuku": ("seppuku", "p1", "Seppuku: rehonor, then destroy; these will not be negated"),
    "l5r.show": ("show", "p1", "A shown card is turned face up momentarily"),
    "l5r.show.last-face-up": ("show", "p3", "A shown card's last face-up state is checked"),
    "l5r.singular": ("singular", "p1", "A Singular card cannot enter play beside one with its title"),
    "l5r.singular.unit": (
        "singular",
        "p2",
        "A unit with a conflicting Singular card fails to change control",
    ),
    "l5r.switch.all-or-none": ("switch", "p2", "If one area change of a switch fails, all fail"),
    "l5r.switch.rearrange": ("switch", "p3", "Legal rearrangements of switched cards"),
}
register_rules(GAME, RULES)
