"""Legend of the Five Rings CCG (Celestial Edition): stats, zones, durations, Chi death, tracking."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...effects.params import NO_PARAMS, stat_change
from ...language.vocabulary import EventCause
from ...state.ledger import DASH, Mod, StatValue
from ..base import GameRules, StatSpec, register_game
from . import (
    abilities,
    battlefield,
    card_abilities,
    card_filters,
    choosers,
    clans,
    costs,
    current_value,
    duels,
    forces,
    gold,
    hidden_cards,
    honor,
    parallel,
    performing,
    reactions,
    restrictions,
    seppuku,
    singular,
    switching,
    text,
    triggers,
)
from . import ability_cost_less as ability_cost_less  # "This card's ability costs 2 less Gold if ..."
from . import action_costs as action_costs  # costs of actions written as an `action` step
from . import action_results as action_results  # what an action did
from . import additional_actions as additional_actions  # "you may take an additional Battle action"
from . import armor_limit as armor_limit  # "(A Personality can only have one Armor.)" (the Desk's rule)
from . import attach_restrictions as attach_restrictions  # "Will (not / only) attach" (the Desk's rule)
from . import attachments as attachments  # attaching and transferring cards as effects
from . import battle_resolution as battle_resolution  # the Desk's own rule: battle resolution
from . import battlefield_province as battlefield_province  # the current battlefield's Province
from . import before_reactions as before_reactions  # "Reaction: Before this Personality is destroyed" (19 N)
from . import bowed_abilities as bowed_abilities  # the Desk's own rule: abilities used while bowed
from . import bowed_force as bowed_force  # the Desk's own rule: Force contributed even if bowed
from . import card_flow as card_flow  # the hand and the Fate deck (the Desk's own rules)
from . import chosen_player as chosen_player  # "choose a player" ($chosen_player)
from . import clan_restrictions as clan_restrictions  # "Will only enter play if you are a Crab Clan player"
from . import controller_choices as controller_choices  # "His controller may bow him" (18 I)
from . import controller_counts as controller_counts  # what a card's controller controls
from . import created_attachments as created_attachments
from . import creating as creating  # cards created during the game
from . import deck_looks as deck_looks  # "You may put it at the bottom of your deck" (19 M)
from . import deck_top as deck_top  # "Show the top card of your Fate deck"
from . import desk_rules as desk_rules  # the Desk's own rules, where the corpus is silent
from . import duel_history as duel_history  # who won a duel this turn (the Desk's own rule)
from . import duel_losses as duel_losses  # "After X loses a duel" (the Desk's own rule)
from . import either_filter as either_filter  # any_of: a card of either kind (compiler 21, part Q)
from . import entered_from as entered_from  # "enters play from your hand" (the Desk's rule)
from . import entering_bowed as entering_bowed  # "This card enters play bowed." (compiler 20, part H)
from . import entry_conditions as entry_conditions  # "Will not enter play unless you control the Ring of Air"
from . import entry_restrictions as entry_restrictions  # "You may only have one copy of X in play"
from . import equipping as equipping
from . import event_negation as event_negation  # "Before an Event resolves" (the Desk's rule)
from . import event_resolutions as event_resolutions  # "After an Event resolves" (the Desk's rule)
from . import events as event_cards  # Events revealed at the start of a turn
from . import ever_destroyed as ever_destroyed  # destroyed if a condition is ever true
from . import every_player as every_player  # "each player", "all players" ($each_player)
from . import expendable as expendable  # "(Draw a card after your Expendable card is destroyed.)" (19 O)
from . import fear as fear  # "Fear 2" (the Desk's own rule: Fear's reminder text)
from . import fear_negation as fear_negation  # "Negate Fear effects upon cards in this unit"
from . import first_times as first_times
from . import focus_effects as focus_effects  # "As a Focus Effect:" (the Desk's rule)
from . import focus_negation as focus_negation  # other players' Focus Effects negated (the Desk's rule)
from . import given_amounts as given_amounts  # a bonus given by an amount
from . import granting as given_traits
from . import hand_count as hand_count
from . import honor_status as honor_status  # "a dishonorable Personality"
from . import if_yours as if_yours  # "who must be unbowed if he is yours" (compiler 21, part P)
from . import investing as investing  # "Invest 3 Gold: ..." (the Desk's rule: its printed reminder)
from . import judged_when_given as judged_when_given  # "-2F, or -3F if he is dishonorable" (21 K)
from . import moved_units as moved_units  # "Straighten them": the units an action moved (compiler 21, L)
from . import next_turn_end as next_turn_end  # "until your next turn ends" (compiler 18, part B)
from . import opposed_history as opposed_history  # what has opposed a card (compiler 19, part A)
from . import optional_effects as optional_effects  # "You may ..." on an action's effect
from . import other_players as other_players  # "other players" in traits ($other_players, 19 C)
from . import overconfident as overconfident  # "(Each other player may draw a card after ...)" (19 O)
from . import own_cost as own_cost  # "Enters play paying 2 less Gold if you are a Lion Clan player"
from . import paid_for_production as paid_for_production  # "When paying for a Holding, produce 2 Gold"
from . import paying_less as paying_less  # "Bow: When paying for a Follower, it enters play for 3 less"
from . import performing_keywords as performing_keywords
from . import phases as phases  # lines of their own: the named phases, Ranged Attacks
from . import pile_targets as pile_targets  # targets in a discard pile
from . import production_costs as production_costs  # "bow another Farm to produce 4 Gold"
from . import production_effects as production_effects  # "Produce 2 Gold and lose 1 Honor"
from . import ranged as ranged
from . import ranged_protection as ranged_protection  # "Ranged Attacks may not target cards in this unit"
from . import reminder_keywords as reminder_keywords  # Tireless (the Desk's rule: its reminder text)
from . import removed_from_game as removed_from_game  # "Remove it from the game" (the Desk's rule)
from . import retroactive as retroactive  # prevention partway through an action
from . import same_location as same_location  # cards at another card's location
from . import several_targets as several_targets  # targets named by a number
from . import target_player as target_player  # "target a player" ($target_player)
from . import targeted_traits as targeted_traits  # traits answering another player's action targeting
from . import targeting_reactions as targeting_reactions  # Reactions to targeting, before resolution
from . import terrains as terrains  # Terrains' ongoing effects
from . import title_plays as title_plays  # "You may only play one Costly Alliance per turn"
from . import token_removal as token_removal  # compiler 18, part J: tokens removed
from . import tokens as tokens
from . import turn_of as turn_of  # "If it is your turn"
from . import turns_from_now as turns_from_now  # "until your second turn from now begins"
from . import unit_members as unit_members  # in_a_unit: a card in some unit
from . import unit_sizes as unit_sizes  # a unit's number of cards
from . import unless_conditions as unless_conditions  # compiler 18, part E
from . import won_duels as won_duels  # "If Radakast wins, ..." (compiler 19, part K)
from .added_effects import OPS as ADDED_EFFECT_OPS
from .attack_strength import OPS as ATTACK_STRENGTH_OPS
from .battle_resolution import OPS as BATTLE_RESOLUTION_OPS
from .battle_resolution import PROCEDURES as BATTLE_RESOLUTION
from .card_battlefields import OPS as CARD_BATTLEFIELD_OPS  # compiler 19, part E
from .challenges import OPS as CHALLENGE_OPS  # "He may refuse; if he does, ..."
from .copying import OPS as COPY_OPS
from .favor_taking import OPS as TAKE_FAVOR_OPS
from .imperial_favor import OPS as FAVOR_OPS
from .into_play import OPS as INTO_PLAY_OPS
from .paying_reactions import OPS as PAYING_OPS
from .recruiting import OPS as RECRUIT_OPS
from .removing import OPS as REMOVE_OPS
from .retargeting import OPS as RETARGET_OPS  # "The action targets him instead"
from .rule_ids import GAME
from .state import L5RState
from .target_duels import OPS as TARGET_DUEL_OPS  # "Ichizo duels him"
from .targeted_cards import OPS as TARGETED_CARD_OPS  # a card targeted for his unit
from .units import FILTER_FIELDS as UNIT_FILTER_FIELDS
from .units import OPS as UNIT_OPS

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec
    from ...state.game_state import Active, Card


HAND_SIZE_BONUS = "hand_size_bonus"  # "You have +1 maximum hand size" (l5r.desk.hand-size-change)
PERSONALITY = frozenset({"force", "chi", "personal_honor", "honor_requirement", "gold_cost"})


class L5RRules(GameRules):
    name = GAME
    card_types = {
        "personality": PERSONALITY,
        "follower": frozenset({"force", "honor_requirement", "gold_cost"}),
        "item": frozenset({"force", "chi", "gold_cost", "focus_value"}),
        "spell": frozenset({"gold_cost", "focus_value"}),
        "ring": frozenset({"gold_cost", "focus_value"}),
        "action": frozenset({"gold_cost", "focus_value"}),
        "holding": frozenset({"gold_cost", "gold_production", "honor_production"}),
        "region": frozenset(),
        "event": frozenset(),
        "celestial": frozenset(),
        "stronghold": frozenset({"gold_production", "province_strength"}),
        "sensei": frozenset({"gold_production", "province_strength"}),
        "wind": frozenset(),
        "terrain": frozenset(),
        "province": frozenset({"province_strength"}),  # the current battlefield's Province
    }
    # Step B of a stat's current value (l5r.stats.current-value): a total below 0 is treated as 0, except for
    # Family Honor, Honor Requirements and signed Item stats (stat_floor).
    stats = {
        "force": StatSpec("force", floor=True),
        "chi": StatSpec("chi", floor=True),
        "personal_honor": StatSpec("personal_honor", floor=True),
        "honor_requirement": StatSpec("honor_requirement", allows_dash=True),
        "gold_cost": StatSpec("gold_cost", floor=True),
        "gold_production": StatSpec("gold_production", floor=True),
        "honor_production": StatSpec("honor_production", floor=True),
        "focus_value": StatSpec("focus_value", floor=True),
        "province_strength": StatSpec("province_strength", floor=True),
        "family_honor": StatSpec("family_honor", player=True),
        "imperial_favor": StatSpec("imperial_favor", player=True, floor=True),  # l5r.desk.imperial-favor
        "hand_size_bonus": StatSpec("hand_size_bonus", player=True),  # l5r.desk.hand-size-change
    }
    sets_by_change = True  # "To set a stat to a value, give an appropriate bonus or penalty" (l5r.stats.set)
    in_play_zones = frozenset({"home", "battlefield", "in_play"})
    other_zones = frozenset({"province", "deck", "hand", "discard", "removed", "focus"})
    durations = (
        frozenset(
            {
                "end_of_turn",
                "end_of_battle",
                "end_of_duel",
                "end_of_phase",
                "end_of_game",
                "permanent",
                "while_source_in_play",
            }
        )
        | phases.DURATIONS
        | turns_from_now.DURATIONS
        | next_turn_end.DURATIONS
    )
    procedures = frozenset({"turn", "phase", "battle", "duel", "challenge", "payment", "game"})
    procedures |= phases.PROCEDURES  # the named phases (Dynasty, Attack)
    procedures |= BATTLE_RESOLUTION  # a battle's resolution (the Desk's own rule)
    default_ongoing_duration = "end_of_turn"
    default_entry_zone = "home"
    flags = frozenset({"bowed", "opposed", "dishonored", "attacking", "defending"})
    may_not_actions = frozenset({restrictions.USE, performing.PERFORM})
    rule_ids = {
        "current-value": "l5r.stats.current-value",
        "absent": "l5r.stats.absent",
        "absent-no-change": "l5r.stats.absent-no-change",
        "absent-granted": "l5r.stats.absent-granted",
        "bonus-penalty": "l5r.stats.bonus-penalty",
        "min-max": "l5r.stats.min-max",
        "adjust": "l5r.stats.adjust",
        "restriction": "l5r.stats.restriction",
        "set": "l5r.stats.set",
        "base-value": "l5r.stats.base-value",
        "stat-change": "l5r.stats.change",
        "not-bonus-min-max-applied": "l5r.stats.min-max-not-bonus",
        "not-bonus-ended": "l5r.stats.ended-not-bonus",
        "not-bonus-fluctuating": "l5r.stats.fluctuating",
        "not-bonus-zero-change": "l5r.stats.zero-not-bonus",
        "cumulative": "l5r.stats.cumulative",
        "recalculate": "l5r.stats.recalculate",
        "honor-instantaneous": "l5r.effects.family-honor",
        "written-order": "l5r.order.written",
        "compare": "l5r.stats.honor-requirement-dash",
        "keywords": "l5r.keywords.current",
        "keyword-alias": "l5r.keywords.experienced",
        "created-cease": "l5r.created.cease",
        "instantaneous": "l5r.effects.instantaneous",
        "begins-continuous": "l5r.effects.continuous",
        "begins-ongoing": "l5r.effects.ongoing",
        "begins-instantaneous": "l5r.effects.instantaneous",
        "begins-procedural": "l5r.effects.procedural",
        "begins-ongoing-prevent": "l5r.prevention.duration",
        "begins-continuous-while": "l5r.effects.continuous-condition",
        "substitute-continuous-destruction-scope": "l5r.prevention.continuous-substitution",
        "partial-prevention": "l5r.prevention.partial",
        "begins-delayed": "l5r.effects.delayed",
        "begins-indefinite": "l5r.effects.indefinite",
        "delayed": "l5r.effects.delayed",
        "delayed-duration": "l5r.effects.delayed-duration",
        "retrospective": "l5r.blind-cards.retrospective",
        "indefinite": "l5r.effects.indefinite",
        "ends": "l5r.effects.continuous-ends",
        "ends-ongoing": "l5r.effects.ongoing-while",
        "remains": "l5r.effects.while-remains",
        "all-of-kind": "l5r.effects.all-of-kind",
        "duration": "l5r.effects.duration",
        "choices": "l5r.effects.choices",
        "prevention": "l5r.prevention.general",
        "prevent-current-new": "l5r.prevention.current-new",
        "prevent-earlier": "l5r.prevention.earlier-effects",
        "prevent-reasserts": "l5r.prevention.reasserts",
        "prevent-child": "l5r.prevention.child",
        "prevent-new": "l5r.prevention.new",
        "prevent-prevention": "l5r.prevention.does-not-prevented",
        "prevent-continuous-destruction": "l5r.prevention.continuous-destruction",
        "prevent-continuous-destruction-triggered": "l5r.stats.chi-death-negation",
        "effects-do-not-happen": "l5r.prevention.effects-do-not-happen",
        "delayed-prevented": "l5r.effects.delayed-prevented",
        "substitution": "l5r.substitution.general",
        "substitution-scope": "l5r.substitution.scope",
        "substitute-triggered": "l5r.prevention.triggered-individual",
        "substitute-old-prevented": "l5r.substitution.old-prevented",
        "substitute-continuous-destruction": "l5r.substitution.continuous-destruction",
        "successful": "l5r.glossary.successful",
        "destroy": "l5r.destroy",
        "simultaneous": "l5r.order.simultaneous",
        "effect-keywords": "l5r.traits.keywords",
        "reach-in-play": "l5r.effects.in-play-at-activation",
        "reach-area": "l5r.effects.out-of-play-area",
        "reach-everywhere": "l5r.effects.in-and-out-of-play",
        "reach-your": "l5r.effects.your-not-out-of-play",
        "delayed-out-of-play": "l5r.effects.delayed-out-of-play",
        "continuous-trait": "l5r.traits.continuous-in-play",
        "continuous-trait-always-on": "l5r.traits.no-duration",
        "procedure-delayed": "l5r.order.procedures-wait",
        "procedural": "l5r.effects.procedural",
        "cannot-enter": "l5r.singular",
        "cannot-control": clan_restrictions.RULE,
        "may-not": "l5r.may-not",
        "choice-result": "l5r.choices.result",
        "choice-all": "l5r.choices.all-or-none",
        "choice-fails": "l5r.choices.even-if-they-fail",
        "choice-separate": "l5r.choices.separate-effects",
        "retarget": "l5r.substitution.targeting",
        "prevention-scope": "l5r.prevention.triggered-once",
        "success-scoped": "l5r.glossary.successful-scoped",
        "success-lasting": "l5r.glossary.successful-lasting",
        "success-nothing": "l5r.glossary.successful-nothing",
        "success-could": "l5r.glossary.successful-could",
        "may-not-choice": "l5r.may-not.required-choice",
        "targeting": "l5r.may-not.targeting",
        "fixed-amount": given_amounts.GIVEN_AMOUNT_FIXED.id,
    } | phases.RULE_IDS
    rule_ids |= retroactive.RULE_IDS
    rule_ids |= card_flow.RULE_IDS
    rule_ids |= creating.RULE_IDS
    rule_ids |= judged_when_given.RULE_IDS

    questions = (
        text.QUESTIONS | abilities.QUESTIONS | hidden_cards.QUESTIONS | forces.QUESTIONS | duels.QUESTIONS
    ) | gold.QUESTIONS | phases.QUESTIONS | switching.QUESTIONS
    questions |= card_flow.QUESTIONS | additional_actions.QUESTIONS
    step_kinds = abilities.STEPS | hidden_cards.STEPS | parallel.STEPS | gold.STEPS | phases.STEPS
    step_kinds |= event_cards.STEPS  # reveal_provinces: Events resolve
    card_fields = abilities.CARD_FIELDS | costs.CARD_FIELDS | production_costs.CARD_FIELDS
    card_fields |= own_cost.CARD_FIELDS  # "Enters play paying 2 less Gold"
    card_fields |= ability_cost_less.CARD_FIELDS  # "This card's ability costs 2 less Gold"
    card_fields |= investing.CARD_FIELDS  # "Invest 3 Gold: ..."
    card_fields |= attach_restrictions.CARD_FIELDS  # "Will only attach to a Samurai"
    card_fields |= armor_limit.CARD_FIELDS  # "This Personality may have two Armors"
    card_fields |= clan_restrictions.CARD_FIELDS  # "Will not be controlled by a Scorpion Clan player"
    card_fields |= entry_restrictions.CARD_FIELDS  # "Will only enter play from a province"
    card_fields |= entry_conditions.CARD_FIELDS  # "Will not enter play unless ..." (compiler 21, part O)
    card_fields |= entering_bowed.CARD_FIELDS  # "This card enters play bowed." (compiler 20, part H)
    card_fields |= battlefield_province.CARD_FIELDS  # a Province card's battlefield
    card_fields |= title_plays.CARD_FIELDS  # "You may only play one Costly Alliance per turn"
    card_fields |= paid_for_production.CARD_FIELDS  # "When paying for a Holding, produce 2 Gold"
    card_fields |= production_effects.CARD_FIELDS  # "Produce 2 Gold and lose 1 Honor"
    card_fields |= paying_less.CARD_FIELDS  # "Bow: When paying for a Follower, it enters play for 3 less"
    action_fields = action_costs.ACTION_FIELDS
    ability_schema = abilities.ABILITY
    effect_ops = forces.OPS | duels.OPS | honor.OPS | gold.OPS | ranged.OPS
    effect_ops |= seppuku.OPS | singular.OPS | switching.OPS  # glossary S
    effect_ops |= given_traits.OPS | COPY_OPS | REMOVE_OPS | ADDED_EFFECT_OPS  # text given, copied, removed
    effect_ops |= attachments.OPS
    effect_ops |= card_flow.OPS  # draw, discard from hand, put into hand, look at a deck
    effect_ops |= creating.OPS  # "Create a 4F/2C/3PH ... Personality"
    effect_ops |= created_attachments.OPS  # "Create a 1F Follower and attach it to him"
    effect_ops |= tokens.OPS
    effect_ops |= token_removal.OPS  # compiler 18, part J
    effect_ops |= ATTACK_STRENGTH_OPS  # Ranged and Melee Attacks' strength (the Desk's own rule)
    effect_ops |= PAYING_OPS  # "Produce 1 Gold" in a payment (the Desk's own rule)
    effect_ops |= restrictions.OPS | choosers.OPS  # "X abilities may not be used"; choices taken over
    effect_ops |= additional_actions.OPS  # "you may take an additional Battle action"
    effect_ops |= ranged_protection.OPS  # "Ranged Attacks may not target cards in this unit"
    effect_ops |= fear_negation.OPS  # "Negate Fear effects upon cards in this unit" (compiler 20, part G)
    effect_ops |= BATTLE_RESOLUTION_OPS  # Force contributed at battle resolution even while bowed
    effect_ops |= bowed_force.OPS  # Force contributed to the army even if bowed, at any time (Desk's rule)
    effect_ops |= focus_negation.OPS  # other players' Focus Effects negated in a duel (Desk's rule)
    effect_ops |= ever_destroyed.OPS  # "If this Personality is ever dishonorable: Destroy this card"
    effect_ops |= bowed_abilities.OPS  # "You may use your Stronghold's abilities even if it is bowed"
    effect_ops |= UNIT_OPS  # "Target a unit"
    effect_ops |= CARD_BATTLEFIELD_OPS  # "Move him to Jinako's battlefield" (compiler 19, part E)
    effect_ops |= deck_top.OPS  # show the top card of a Fate deck
    effect_ops |= deck_looks.OPS  # cards looked at put at the bottom of the deck or into the hand (19 M)
    effect_ops |= INTO_PLAY_OPS  # "Put this card into play there"
    effect_ops |= FAVOR_OPS  # "discard the Imperial Favor" (the Desk's own rule)
    effect_ops |= TAKE_FAVOR_OPS  # "Take the Imperial Favor" (the Desk's own rule)
    effect_ops |= RECRUIT_OPS  # "Discard this card to Recruit your target discarded Holding" (Desk's rule)
    effect_ops |= fear.OPS  # "Fear 2" (the Desk's rule, stated by Fear's reminder text)
    effect_ops |= TARGET_DUEL_OPS  # a duel with the target (the Desk's rule)
    effect_ops |= CHALLENGE_OPS  # refusing a challenge the text lets be refused
    effect_ops |= controller_choices.OPS  # "His controller may bow him" (18 I)
    effect_ops |= performing_keywords.OPS  # "He may not perform Political actions"
    effect_ops |= TARGETED_CARD_OPS  # 'your target Personality's unit'
    effect_ops |= equipping.OPS
    effect_ops |= RETARGET_OPS  # a substituted targeting
    effect_ops |= removed_from_game.OPS  # "Remove it from the game" (the Desk's rule)
    effect_ops |= event_negation.OPS  # "Before an Event resolves: Negate its effects" (the Desk's rule)
    events = frozenset({forces.ADD_FORCE})
    prevent_events = honor.EVENTS | attachments.EVENTS | removed_from_game.EVENTS
    trigger_events = honor.TRIGGER_EVENTS | duel_history.TRIGGER_EVENTS  # a duel won (the Desk's rule)
    trigger_events |= targeted_traits.TRIGGER_EVENTS  # another player's action targets a card
    trigger_events |= event_cards.TRIGGER_EVENTS  # provinces_revealed
    trigger_events |= reactions.resolution_reactions.TRIGGER_EVENTS  # tactical_resolved
    trigger_events |= action_results.TRIGGER_EVENTS  # action_bowed ...
    trigger_events |= entered_from.TRIGGER_EVENTS  # enters_play_from_hand, enters_play_from_province
    trigger_events |= focus_effects.TRIGGER_EVENTS  # "As a Focus Effect:" (the Desk's rule)
    trigger_events |= duel_losses.TRIGGER_EVENTS  # duel_lost (the Desk's rule)
    trigger_events |= event_resolutions.TRIGGER_EVENTS  # event_resolved (compiler 18, part C)
    filter_fields = battlefield.FILTER_FIELDS | restrictions.FILTER_FIELDS | card_filters.FILTER_FIELDS
    filter_fields |= UNIT_FILTER_FIELDS  # in_unit: every card of a unit
    filter_fields |= honor_status.FILTER_FIELDS  # dishonorable: the engine's reading (l5r.stats.dishonorable)
    filter_fields |= same_location.FILTER_FIELDS  # at_location_of, at_battlefield_of
    filter_fields |= pile_targets.FILTER_FIELDS  # there_as_taken
    filter_fields |= unit_sizes.FILTER_FIELDS  # unit_cards
    filter_fields |= unit_members.FILTER_FIELDS  # in_a_unit
    filter_fields |= controller_counts.FILTER_FIELDS  # controller_controls
    filter_fields |= if_yours.FILTER_FIELDS  # if_yours (compiler 21, part P)
    filter_fields |= tokens.FILTER_FIELDS
    filter_fields |= ranged_protection.FILTER_FIELDS  # ranged_targetable
    filter_fields |= several_targets.FILTER_FIELDS  # number
    filter_fields |= equipping.FILTER_FIELDS
    filter_fields |= opposed_history.FILTER_FIELDS  # has_opposed_here (compiler 19, part A)
    filter_fields |= either_filter.FILTER_FIELDS  # any_of (compiler 21, part Q)
    zone_symbols = battlefield.ZONE_SYMBOLS
    symbols = abilities.SYMBOLS | chosen_player.SYMBOLS  # $performer, $interrupted; "choose a player"
    symbols |= target_player.SYMBOLS  # "target a player"
    symbols |= every_player.SYMBOLS  # "each player" ($each_player)
    symbols |= targeting_reactions.SYMBOLS  # $reacted
    symbols |= targeted_traits.SYMBOLS  # $targeting_player, $targeting_performer
    symbols |= moved_units.SYMBOLS  # $moved_unit (compiler 21, part L)
    symbols |= focus_effects.SYMBOLS  # $your_duelist, $other_duelist, $duel_winner, $duel_loser
    symbols |= battlefield_province.SYMBOLS  # $battlefield_province
    symbols |= other_players.SYMBOLS  # $other_players (compiler 19, part C)
    condition_kinds = clans.CONDITION_KINDS | card_filters.CONDITION_KINDS
    condition_kinds |= turn_of.CONDITION_KINDS  # "If it is (not) your turn"
    condition_kinds |= hand_count.CONDITION_KINDS
    condition_kinds |= first_times.CONDITION_KINDS
    condition_kinds |= every_player.CONDITION_KINDS  # "each player with 21 or more Family Honor"
    condition_kinds |= unless_conditions.CONDITION_KINDS  # "unless he won a duel this turn" (18 E)
    condition_kinds |= won_duels.CONDITION_KINDS  # "If Radakast wins, ..." after his duel (19 K)
    condition_kinds |= controller_choices.CONDITION_KINDS  # "If he did not bow" (18 I)
    player_fields = clans.PLAYER_FIELDS
    event_causes = {  # Chi death (state_checks): continuously applied destruction
        "zero_chi": EventCause(
            "refers to the Chi death rule", "also replaces the continuously applied Chi death"
        )
    }
    triggered_traits = True
    trigger_fields = frozenset({"optional", "limit"})  # "may", "once per turn" (triggers.py)

    def answers_trigger(self, event: str, timing: str) -> bool:
        # the events triggered traits are dispatched for (zones.py, honor.py, steps/apply.py),
        # before and after;
        # activating an effect is an event of Naruto's chain only, and a unit adding its Force to an army
        # is answered by triggered substitutions and preventions alone (instant.py)
        return event in self.registry.trigger_events or event.endswith(("_begins", "_ends"))

    def chooser(self, engine: Engine, spec: EffectSpec, by: str | None) -> str | None:
        return choosers.chooser(engine, spec, by)

    def may_enter(self, engine: Engine, card: Card, zone: str) -> str | None:
        if not self.is_in_play_zone(zone):
            return None
        found = singular.singular_conflict(engine, card, card.controller, set())
        if found or engine.in_play(card):  # (a card in play moving: it does not enter play)
            return found
        text = clan_restrictions.entry_refusal(engine, card) or entry_restrictions.entry_refusal(engine, card)
        return text or entry_conditions.entry_refusal(engine, card) or None

    def cannot_enter_rule(self, engine: Engine, card: Card) -> str:
        if clan_restrictions.entry_refusal(engine, card):
            return clan_restrictions.RULE
        if entry_restrictions.entry_refusal(engine, card):
            return entry_restrictions.RULE
        if entry_conditions.entry_refusal(engine, card):
            return entry_conditions.RULE
        return self.rule("cannot-enter")

    def may_control(self, engine: Engine, card: Card, player: str) -> str | None:
        text = clan_restrictions.control_refusal(engine, card, player)
        return text or entry_restrictions.control_refusal(engine, card, player) or None

    def may_attach(self, engine: Engine, card: Card, bearer: Card) -> str | None:
        return attach_restrictions.refusal(engine, card, bearer) or None

    def game_symbol(
        self, engine: Engine, value: str, source: str | None, spec: EffectSpec | None
    ) -> str | None:
        return battlefield_province.game_symbol(engine, value)

    def game_players(
        self, engine: Engine, value: str, source: str | None, spec: EffectSpec | None
    ) -> tuple[str, ...] | None:
        return other_players.game_players(engine, value, source, spec)  # "other players" (19 C)

    def stat_override(self, engine: Engine, card: Card, stat: str) -> StatValue | None:
        return hidden_cards.last_face_up(engine, card, stat)

    def base_keywords(self, engine: Engine, card: Card) -> tuple[str, ...]:
        return card_abilities.base_keywords(engine, card)

    def has_ability(self, engine: Engine, card: Card, what: str) -> bool:
        return abilities.has_ability(engine, card, what)

    def parse_ability(self, node: Node, ctx: ParseContext) -> object:
        return abilities.parse_ability(node, ctx, None)

    def initial_state(self, engine: Engine) -> L5RState:
        costs.check_trait_costs(engine.scenario)
        investing.check(engine.scenario)  # an Invest cost names a trait triggered by entering play
        battlefield_province.prepare(engine)  # a Province's strength starts from its Stronghold's
        for player in engine.players.values():  # no change to a player's maximum hand size unless given
            player.base_stats.setdefault(HAND_SIZE_BONUS, 0)
        return L5RState()

    def explain_player_stat(self, engine: Engine, player: str, stat: str) -> None:
        if stat == HAND_SIZE_BONUS:
            text = f"{player}'s maximum hand size, changed by this much (the size itself is not modelled)"
            engine.note(desk_rules.HAND_SIZE_CHANGE.id, text)

    def on_event(self, engine: Engine, event: str, card: str | None, player: str | None) -> None:
        if event == "turn_begins":
            phases.on_turn_begins(engine, player)
            turns_from_now.on_turn_begins(engine, player)
            next_turn_end.on_turn_begins(engine, player)
        tokens.on_event(engine, event, player)
        battle_resolution.on_event(engine, event)
        first_times.count(engine, event, card)
        triggers.on_event(engine, event, card, player)
        reactions.remember(engine, event, card, player)
        action_results.on_event(engine, event, card)  # what an action did
        opposed_history.on_event(engine, event)  # what has opposed a card: forgotten (19 A)
        entered_from.on_event(engine, event, card)  # enters_play_from_hand ...
        duel_losses.on_event(engine, event, card)  # duel_lost, as its winner's duel_won
        expendable.on_event(engine, event, card)  # an Expendable card destroyed: a card drawn (19 O)
        overconfident.on_event(engine, event, card)  # entered or left play: the others may draw (19 O)

    def uses_optional_effect(
        self, engine: Engine, action: str | None, spec: EffectSpec, by: str | None
    ) -> bool:
        return optional_effects.uses(engine, action, spec, by)

    def targeted(self, engine: Engine, action: str, spec: EffectSpec, card: str) -> None:
        targeted_traits.targeted(engine, action, spec, card)

    def before_event(self, engine: Engine, event: str, card: str | None, player: str | None) -> None:
        triggers.on_event(engine, event, card, player, timing="before")
        entered_from.before(engine, event, card)  # about to enter play from a hand or a Province
        duel_losses.before(engine, event, card)  # about to lose a duel
        expendable.before(engine, event, card)  # about to be destroyed: Expendable? (19 O)
        overconfident.before(engine, event, card)  # about to leave play: Overconfident? (19 O)

    def about_to_happen(self, engine: Engine, event: dict, target: str, *, continuous: bool) -> None:
        before_reactions.about_to_happen(engine, event, target, continuous=continuous)  # compiler 19, part N

    def explain_keywords(self, engine: Engine, card: Card) -> None:
        abilities.explain_keywords(engine, card)

    def explain_missing_keyword(self, engine: Engine, card: Card, keyword: str) -> None:
        text.explain_missing_keyword(engine, card, keyword)

    def keyword_aliases(self, keyword: str) -> tuple[str, ...]:
        return text.keyword_aliases(keyword)

    def explain_stat(self, engine: Engine, card: Card, stat: str) -> None:
        gold.explain_production(engine, card, stat)

    def explain_effect_keyword(self, engine: Engine, active: Active, keyword: str) -> None:
        """An effect of a trait has the keyword only because its card does."""
        source = engine.cards.get(active.source or "")
        if active.spec.origin != "trait" or source is None:
            return
        if keyword not in super().effect_keywords(engine, active):
            text = f"{active.id} is a {keyword} effect: a trait's effects have its card's ({source.id})"
            engine.note("l5r.traits.keywords", text)

    def effect_keywords(self, engine: Engine, active: Active) -> set[str]:
        """Effects of traits have all the keywords of the card they are on."""
        keywords = super().effect_keywords(engine, active)
        source = engine.cards.get(active.source or "")
        if active.spec.origin == "trait" and source is not None:
            keywords |= set(engine.keywords(source))
        return keywords

    def applies(self, engine: Engine, active: Active, target: str, check: Callable[[], bool]) -> bool:
        state = engine.game_state
        if state.given or state.removed:  # a given trait applies while on its card; a removed one does not
            return given_traits.applies(engine, active, check)
        return check()

    def stat_floor(self, card: Card | None, stat: str) -> bool:
        if card is not None and card.type == "item" and stat in ("force", "chi"):
            return False  # signed modifier stats
        return super().stat_floor(card, stat)

    def compute_stat(self, base, mods: list[Mod], *, floor: bool, previous) -> StatValue:
        """Steps A-C of a stat's current value (l5r.stats.current-value)."""
        return current_value.compute(base, mods, floor=floor, previous=previous)

    def created_card_stats(self, card_type: str, given: dict) -> dict:
        stats = {name: 0 for name in self.card_stats(card_type)}
        if "honor_requirement" in stats:
            stats["honor_requirement"] = DASH
        return stats | given

    def explain_base_stat(self, engine: Engine, card: Card, stat: str) -> None:
        """A created card's base stats are those its creating effect gave, 0 for the others of its type;
        an unspecified Honor Requirement of a created Personality is "-" (card features, Created cards)."""
        if not card.created or stat not in card.base_stats:
            return
        base = card.base_stats[stat]
        text = f"{card.id} is created: base {stat} {base}, as its creation gave it, else 0"
        engine.note("l5r.created.base-stats", text)
        if stat == "honor_requirement" and base == DASH and card.type == "personality":
            text = f"{card.id} is a created Personality: unspecified Honor Requirement '-'"
            engine.note("l5r.created.honor-requirement", text)

    def bearer_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        if stat not in ("force", "chi") or card.type != "personality":
            return []
        # the Item's current (signed) stat is the modifier: effects on the Item's Force reach its bearer
        return [
            Mod(
                item.id,
                "change",
                engine.stat(item.id, stat).value,
                item.attached_at,
                item.id,
                f"l5r.stats.item-{stat}",
            )
            for item in engine.attached(card.id)
            if item.type == "item" and stat in item.base_stats
        ]

    def rulebook_mods(self, engine: Engine, card: Card, stat: str) -> list[Mod]:
        placed = tokens.mods(engine, card, stat) + battlefield_province.mods(engine, card, stat)
        if stat == "personal_honor" and card.type == "personality" and honor.dishonorable(engine, card):
            dishonorable = Mod("rulebook:dishonorable", "max", 0, 0, None, "l5r.stats.dishonorable")
            return [*placed, dishonorable]
        return placed

    def state_checks(self, engine: Engine, cards: list[Card]) -> None:
        """Chi death: a Personality in play whose Chi is ever zero is destroyed (continuously applied). The
        first check (the set-up, its traits applied) also refuses attachments the cards' text forbids."""
        from ...effects.instant import attempt

        if not engine.game_state.setup_checked:
            engine.game_state.setup_checked = True
            attach_restrictions.check_setup(engine)
            armor_limit.check_setup(engine)
            clan_restrictions.check_setup(engine)
            entry_restrictions.check_setup(engine)

        for card in sorted(cards, key=lambda c: c.id):
            if card.type != "personality" or "chi" not in card.base_stats or not engine.in_play(card):
                continue
            value = engine.stat(card.id, "chi")
            if value.value != 0:
                engine.state.substituted.pop(card.id, None)
                engine.log.continuous_notes.pop(card.id, None)  # a new attempt, if any, is noted anew
                continue
            penalties = [m for m in value.mods if m.kind == "change" and m.amount < 0]
            last = max(penalties, key=lambda m: m.timestamp) if penalties else None
            source = last.effect if last else "rulebook"
            giver = engine.store.by_id.get(source)
            noted = engine.log.continuous_notes.setdefault(card.id, set())
            if ("chi-death", source) not in noted:  # re-checking an unchanged state notes nothing new
                noted.add(("chi-death", source))
                engine.note("l5r.stats.chi-death", f"{card.id} has 0 Chi: destroy him (source: {source})")
                why = f"{source}, the last to give him a Chi penalty" if last else "the rulebook (no penalty)"
                engine.note("l5r.source.chi-death", f"the destruction of {card.id} comes from {why}")
                text = "Chi death is continuously applied and instantaneous"
                engine.note("l5r.effects.chi-death-continuous", text)
                text = f"it occurs at the timing point 'when' the Chi of {card.id} becomes 0"
                engine.note("l5r.effects.continuously-applied", text)
            event = {
                "event": "destroy",
                "action": None,
                "origin": "rulebook",
                "cause": "zero_chi",
                "controller": giver.controller if giver else None,
                "effect": source,
                "source": last.source if last else None,
            }
            attempt(engine, "destroy", NO_PARAMS, card.id, event, continuous=True)
        ever_destroyed.check(engine, cards)  # "If this Personality is ever dishonorable: Destroy this card"
        opposed_history.record(engine)  # what opposes what now (compiler 19, part A)

    def fixes_amounts(self, spec: EffectSpec) -> bool:  # given_amounts.py
        return given_amounts.fixed(spec)

    def ongoing_duration(self, engine: Engine, spec: EffectSpec) -> tuple[str, str | None]:
        return terrains.ongoing_duration(engine, spec) or (self.default_ongoing_duration, None)

    def on_zone_change(self, engine: Engine, card: Card, old_zone: str, new_zone: str) -> None:
        engine.game_state.shown.discard(card.id)  # shown, then moved: no longer the card just shown
        action_results.on_zone_change(engine, card, old_zone, new_zone)
        entered_from.on_zone_change(engine, card, old_zone, new_zone)  # from a hand or a Province
        entering_bowed.on_zone_change(engine, card, old_zone, new_zone)  # "This card enters play bowed."
        created_attachments.bearer_left_play(engine, card, old_zone)
        tokens.left_play(engine, card, old_zone)
        if self.zone_family(old_zone) == "battlefield" and new_zone != old_zone:
            opposed_history.leaving(engine, card, old_zone)  # before its side ends (compiler 19, part A)
            battlefield.leave(engine, card, old_zone)
        family = self.zone_family(new_zone)
        forgotten = family in ("deck", "hand") or (not card.face_up and not self.is_in_play_zone(new_zone))
        if self.is_in_play_zone(old_zone) and not self.is_in_play_zone(new_zone):
            _note_ongoing_leaving_play(engine, card, forgotten)
        if forgotten:
            hidden_cards.remember_face_up(engine, card, old_zone)
            card.epoch += 1
            card.flags = {k: v for k, v in card.flags.items() if k not in ("dishonored",)}
            engine.note("l5r.effects.tracking", f"{card.id} enters {new_zone}: the game forgets its status")

    def before_procedure_ends(self, engine: Engine, name: str) -> None:
        if name == "turn":
            phases.end_named_phase(engine, engine.step_index)  # the phase in progress ends with its turn
        self.before_event(engine, f"{name}_ends", None, None)
        if name != "duel":
            return
        began = engine.game_state.begun_at.get("duel", 0)
        for active in engine.store.effects:
            change = stat_change(active.spec)
            if active.status != "active" or change is None or change.stat != "focus_value":
                continue
            if active.timestamp <= began:
                continue  # only changes made during the duel end with it
            why = "Focus Value changes made during a duel end immediately before it ends"
            engine.end_effect(active, why, "l5r.effects.focus-duel")
            engine.note("l5r.stats.focus-duel", f"{active.id}: a bonus given in a duel ends with it")


def _note_ongoing_leaving_play(engine: Engine, card: Card, forgotten: bool) -> None:
    """Ongoing effects on a card leaving play persist, unless it becomes face down and out of play (tracking
    rule); an effect not distinguishing copies of a card ("in and out of play") keeps its memory even then."""
    for app in engine.store.apps_by_target.get(card.id, ()):
        spec = app.effect.spec
        if not app.active or spec.kind != "ongoing" or app.effect.status != "active":
            continue
        if not forgotten:
            engine.note("l5r.effects.persist-out-of-play", f"{spec.id} persists on {card.id} out of play")
        elif spec.affects is not None and spec.affects.everywhere:
            text = f"{spec.id} does not tell copies apart: its memory of {card.id} remains"
            engine.note("l5r.tracking.copies", text)
        else:
            text = f"{spec.id} on {card.id} ends early: face down and out of play"
            engine.note("l5r.effects.ongoing-forgotten", text)


register_game(L5RRules())
