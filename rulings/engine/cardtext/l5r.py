"""L5R CCG clauses -> the scenario language's card fields (grammar: l5r.lark).

``compile_clause`` reads one clause: the card's own name as "this card" (``_this_card``), the parse, then
``_Build``, the transformer, made of one mixin per family of text (``l5r_families/``: each module says what it
reads). A clause a family reads but cannot play exactly raises ``NotUnderstood`` with a reason a player can
read; a clause no family reads is not understood. docs/card-text-compiler.md lists, version by version, the
wordings played and those refused on purpose.

A stat change from an action lasts until the end of the turn (l5r-ce-effects: ongoing effects last until the
end of the turn unless otherwise indicated).
"""

from __future__ import annotations

import re

from lark import Transformer, v_args
from lark.exceptions import LarkError, VisitError

from .common import ClauseResult, NotUnderstood, not_understood, played
from .l5r_families import costs, gold, restrictions, shared, statics, story_sentences
from .l5r_families.action_moments import ActionMomentsText
from .l5r_families.action_reactions import ActionReactionsText
from .l5r_families.action_references import ActionReferencesText
from .l5r_families.action_triggers import ActionTriggersText
from .l5r_families.alternatives import AlternativesText, q20e_alternatives_left, q20e_finish_alternatives
from .l5r_families.amounts import AmountsText, amount_refs, own_possessives
from .l5r_families.area_statics import AreaStaticsText, own_followers
from .l5r_families.attack_statics import AttackStaticsText, q19i_check_his, q19i_own_names
from .l5r_families.attacks import AttacksText
from .l5r_families.before_reactions import BeforeReactionsText
from .l5r_families.card_conditions import CardConditionsText
from .l5r_families.card_effects import CardEffectsText
from .l5r_families.card_places import CardPlacesText, q21n_attachments_left, q21n_finish_attachments
from .l5r_families.card_states import CardStatesText, q20i_while_first
from .l5r_families.card_statics import CardStaticsText
from .l5r_families.chosen_counts import ChosenCountsText, q20d_begin_clause, q20d_check_kind
from .l5r_families.comparisons import ComparisonsText
from .l5r_families.conditional_costs import ConditionalCostsText, finish_conditional_costs, own_kinds
from .l5r_families.constraints import ConstraintsText, check_performer_stats
from .l5r_families.cost_steps import CostStepsText, q21q_strategy_looks_left
from .l5r_families.costs import CostsText
from .l5r_families.created import CreatedText
from .l5r_families.created_cards import CreatedCardsText
from .l5r_families.deck_looks import DeckLooksText
from .l5r_families.delayed import DelayedText
from .l5r_families.discards import DiscardsText
from .l5r_families.duels import DuelsText, check_duels
from .l5r_families.effect_conditions import (
    EffectConditionsText,
    effect_conditions_left,
    finish_effect_conditions,
)
from .l5r_families.equal_amounts import EqualAmountsText, performer_amounts
from .l5r_families.event_reveals import EventRevealsText
from .l5r_families.event_triggers import EventTriggersText
from .l5r_families.events import EventsText
from .l5r_families.every_player import EveryPlayerText, check_traits
from .l5r_families.focus_effects import FocusEffectsText
from .l5r_families.focus_wordings import FocusWordingsText, check_won_duels
from .l5r_families.follow_ups import FollowUpsText, if_did_effects
from .l5r_families.from_hand import FromHandText
from .l5r_families.gold import GoldText
from .l5r_families.gold import finish_card as finish_card  # compiler.FINISHERS: the card's pass
from .l5r_families.gold_amounts import GoldAmountsText
from .l5r_families.gold_payments import GoldPaymentsText
from .l5r_families.if_clauses import IfClausesText, q21r_check_named, q21r_named_left
from .l5r_families.into_play import IntoPlayText
from .l5r_families.item_limits import ItemLimitsText
from .l5r_families.joined_steps import JoinedStepsText
from .l5r_families.judged_once import JudgedOnceText, q21k_given_left
from .l5r_families.keyword_phrases import KeywordPhrasesText
from .l5r_families.keyword_reminders import KeywordRemindersText, drop_played_reminders
from .l5r_families.later_sentences import LaterSentencesText, now_conditions
from .l5r_families.movement import MovementText
from .l5r_families.negations import NegationsText, check_removals
from .l5r_families.opposed_history import OpposedHistoryText
from .l5r_families.optional_targets import OptionalTargetsText, check_optional_targets, optional_left
from .l5r_families.own_restrictions import OwnRestrictionsText
from .l5r_families.performer_costs import PerformerCostsText
from .l5r_families.permissions import PermissionsText, q21p_finish_may, q21p_mark_may, q21p_may_left
from .l5r_families.places import PlacesText, check_unit_outlasting
from .l5r_families.player_choices import PlayerChoicesText, finish_player_choices, player_choices_left
from .l5r_families.player_effects import PlayerEffectsText
from .l5r_families.player_rules import PlayerRulesText
from .l5r_families.player_triggers import PlayerTriggersText, q20f_check_turn_end, q20f_turn_end_left
from .l5r_families.players import PlayersText
from .l5r_families.prevention import PreventionText
from .l5r_families.province_strength import ProvinceStrengthText
from .l5r_families.quoted_abilities import (
    QuotedAbilitiesText,
    compile_quoted,
    finish_quoted_conditions,
    quoted_done,
)
from .l5r_families.quoted_holders import QuotedHoldersText
from .l5r_families.reactions import ReactionsText, check_reacted_effects, finish_kind_reactions, own_places
from .l5r_families.resolution import resolve_effects
from .l5r_families.resolved_actions import ResolvedActionsText
from .l5r_families.restrictions import RestrictionsText
from .l5r_families.revealed_events import RevealedEventsText, event_sentence
from .l5r_families.sentence_verbs import SentenceVerbsText, finish_negated_action, q20g_own_dishonoring
from .l5r_families.shared import (
    NAMED_PATTERNS,
    PARSER,
    QUOTED_ABILITY,
    Drafted,
    SharedText,
    ability_fields,
    antecedent_of,
    either_choice,
    merge_costs,
    name_patterns,
    own_names,
    player_effect,
    targeted_player,
    with_ids,
)
from .l5r_families.statics import StaticsText
from .l5r_families.story_sentences import (
    StorySentencesText,
    q20h_mark_story,
    q20h_story_field,
    q20h_story_left,
)
from .l5r_families.target_filters import TargetFiltersText, q20b_finish_anywhere
from .l5r_families.token_counts import TokenCountsText
from .l5r_families.token_effects import TokenEffectsText
from .l5r_families.tokens import TokensText
from .l5r_families.turn_moments import TurnMomentsText, check_turn_delays, delays_left
from .l5r_families.units import UnitsText
from .l5r_families.use_limits import UseLimitsText, check_duel_limits

# families whose clauses give card fields, not abilities or traits (a trait clause may give them)
FIELD_FAMILIES = frozenset().union(
    *(family.FIELD_FAMILIES for family in (costs, gold, restrictions, shared, statics, story_sentences))
)


# The passes each family adds around the parse, in the order they run; each lives in the family module it
# serves (a new family adds its pass here, not a call in compile_clause or _Build.ability).
# The card's name in its text read as "this card" (_this_card): (text, title) -> text.
NAME_REWRITES = (
    own_possessives,  # "Morihiko's Force"
    own_places,  # "at Kota's battlefield"
    own_kinds,  # "one of Miyami's Weapons"
    own_followers,  # "Tanizaki's Followers have +1F"
    q19i_own_names,  # "Ranged Attacks from Izumi's Spells", "Ranged Attacks may not target Tomo."
    drop_played_reminders,  # "Give him Expendable. (Draw a card after your Expendable card dies.)" (19 O)
    q20h_mark_story,  # "He rallies the guards.": a story sentence marked for the grammar (20 H)
    q20d_begin_clause,  # no "the Personality" read yet (compiler 20, part D; the text unchanged)
    q20g_own_dishonoring,  # "Negate Ji-Yun's dishonoring from other players' cards' effects." (20 G)
    q20i_while_first,  # "While you control a Port, Keda has +1C." (compiler 20, part I)
    q21p_mark_may,  # "If his Force is now 0, you may bow him.": marked for the grammar (21 P)
)
# An ability once its cost, effects and choice are known: (ability, Drafted) -> None; each may finish a
# marker its family left, or raise NotUnderstood.
ABILITY_PASSES = (
    check_turn_delays,  # "after your next turn begins"
    finish_conditional_costs,  # "You may X to ignore the cost of bowing this card"
    check_reacted_effects,
    check_performer_stats,
    finish_kind_reactions,
    check_duels,
    check_removals,  # "Remove it from the game"
    check_optional_targets,  # "You may target and ..."
    finish_player_choices,  # "His controller may bow him. If he did not ..."
    q19i_check_his,  # "Target your Personality. Ranged Attack with strength equal to his Chi."
    check_won_duels,  # "If Radakast wins, bow the target." (compiler 19, part K)
    q20b_finish_anywhere,  # "Target your performing Courtier at any location to ..." (compiler 20, part B)
    q20e_finish_alternatives,  # "Either X, or Y.", "Give him +1F or +1C" (compiler 20, part E)
    finish_effect_conditions,  # "Straighten his unit if he has a Weapon": 'he' (compiler 20, part A)
    q20h_story_field,  # "He rallies the guards.": the ability's `story` (compiler 20, part H)
    q20d_check_kind,  # "Bow the Personality": the one target, of that type (compiler 20, part D)
    q20f_check_turn_end,  # "Before this turn ends, rehonor him." (compiler 20, part F)
    finish_negated_action,  # "After an action targets ...: Negate its effects." (compiler 20, part G)
    q21n_finish_attachments,  # "Destroy one of its attachments (if any)." (compiler 21, part N)
    q21p_finish_may,  # "If his Force is now 0, you may bow him." (compiler 21, part P)
    q21r_check_named,  # "If the Personality has any Poison tokens": its type (compiler 21, part R)
)
# The clause's whole piece (abilities, traits, fields): (piece) -> None; mostly a marker left outside an
# ability, which is not read.
PIECE_PASSES = (
    finish_quoted_conditions,  # "If he is a Monk, ... Otherwise, ..."
    check_traits,  # "each player" only in an ability
    optional_left,  # "you may target and ..."
    delays_left,  # "after your next turn begins"
    player_choices_left,  # "his controller may ..."
    check_duel_limits,  # "Once per duel" only on what answers a duel (compiler 19, part J)
    q20e_alternatives_left,  # "X or Y" outside an ability (compiler 20, part E)
    effect_conditions_left,  # "if he has a Weapon" outside an ability (compiler 20, part A)
    q20h_story_left,  # a story sentence outside an ability (compiler 20, part H)
    q20f_turn_end_left,  # "Before this turn ends, ..." outside an action (compiler 20, part F)
    q21n_attachments_left,  # "one of his attachments" outside an ability (compiler 21, part N)
    q21p_may_left,  # "If ..., you may ..." outside an ability (compiler 21, part P)
    q21r_named_left,  # "If the Personality has ..." outside an ability (compiler 21, part R)
    q21k_given_left,  # "+3F if he is opposed" (if_when_given) on a continuous trait (compiler 21, part K)
    q21q_strategy_looks_left,  # "..., look at the top card of your Fate deck" on a Strategy (compiler 21, Q)
)


# the card data's tag telling printings of one title apart ("(Bio)", "(TDoW)"): not part of the printed name
_EDITION_TAG = re.compile(r"\s*\([^()]*\)\s*$")


def compile_clause(text: str, *, kind: str, card_type: str, clause_id: str, title: str = "") -> ClauseResult:
    title = _EDITION_TAG.sub("", title)  # "Mirumoto Hojatsu (TDoW)" prints its name as "Hojatsu"
    try:
        if QUOTED_ABILITY.search(text):  # compiler 18, part G: the quoted ability compiled first
            text = compile_quoted(
                text, card_type=card_type, clause_id=clause_id, title=title, compile_clause=compile_clause
            )
        tree = _parse(_this_card(text.strip(), title))
        piece, family = _Build(clause_id, card_type.lower()).transform(tree)
        for finish in PIECE_PASSES:
            finish(piece)
        check_unit_outlasting(piece, card_type.lower())
        if family not in FIELD_FAMILIES and ("traits" in piece) != (kind == "trait"):
            raise NotUnderstood(f"reads as {family} but the clause is cut as {kind}")
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotUnderstood):
            return not_understood(str(exc.orig_exc))
        raise
    except NotUnderstood as exc:
        return not_understood(str(exc))
    except LarkError:
        return not_understood("no family of the grammar reads this wording")
    finally:
        quoted_done()
    return played(piece, family)


def _parse(text: str):
    """The clause's parse; an Event's trait whose effects do not parse after its trigger's comma is read
    again with them as a sentence, its first word capitalized (revealed_events.event_sentence)."""
    try:
        return PARSER.parse(text)
    except LarkError:
        retried = event_sentence(text)
        if retried is None:
            raise
        return PARSER.parse(retried)


def _this_card(text: str, title: str) -> str:
    """The card's name read as "this card" where its text names itself ("After Bukaro enters play", "Even if
    Jou is bowed", "bow Sanshu Denki", "Move Mukami home"): its name before any comma, or the personal name
    of a two-word one ("Hiro" of "Tsuruchi Hiro"; never a family name, which other cards share), not where
    a filter names a kind of card ("a target Hiro ...") or a longer name goes on ("Hiro Kenzo")."""
    for rewrite in NAME_REWRITES:
        text = rewrite(text, title)
    for pattern in NAMED_PATTERNS:
        match = pattern.search(text)
        if match and title and (match.group(1) == title or match.group(1) in title.split()):
            return f"{text[: match.start(1)]}this card{text[match.end(1) :]}"
    for name in own_names(title):
        if name not in text:  # each pattern holds the name itself
            continue
        text = name_patterns(name).alone.sub("this card", text)
    return text


@v_args(inline=True)
class _Build(
    SharedText,
    PlayersText,
    UnitsText,
    AmountsText,
    ReactionsText,
    StaticsText,
    EventsText,
    ConstraintsText,
    CreatedText,
    GoldText,
    DiscardsText,
    DelayedText,
    AttacksText,
    TokensText,
    IntoPlayText,
    ComparisonsText,
    EventTriggersText,
    RestrictionsText,
    RevealedEventsText,
    DuelsText,
    CostsText,
    FollowUpsText,
    FocusEffectsText,
    NegationsText,
    CardStaticsText,
    PlacesText,
    ActionTriggersText,
    PerformerCostsText,
    LaterSentencesText,
    PlayerEffectsText,
    CardEffectsText,
    OptionalTargetsText,
    KeywordPhrasesText,
    EveryPlayerText,
    FromHandText,
    TurnMomentsText,
    ActionReactionsText,
    EqualAmountsText,
    ConditionalCostsText,
    CardConditionsText,
    QuotedAbilitiesText,
    AreaStaticsText,
    PlayerChoicesText,
    TokenEffectsText,
    CreatedCardsText,
    ProvinceStrengthText,
    OpposedHistoryText,
    GoldPaymentsText,
    PlayerRulesText,
    ItemLimitsText,
    MovementText,
    PreventionText,
    TokenCountsText,
    QuotedHoldersText,
    AttackStaticsText,
    UseLimitsText,
    FocusWordingsText,
    EventRevealsText,
    DeckLooksText,
    BeforeReactionsText,
    KeywordRemindersText,
    ResolvedActionsText,
    EffectConditionsText,
    TargetFiltersText,
    JoinedStepsText,
    ChosenCountsText,
    AlternativesText,
    PlayerTriggersText,
    SentenceVerbsText,
    StorySentencesText,
    CardStatesText,
    ActionReferencesText,
    JudgedOnceText,
    ActionMomentsText,
    GoldAmountsText,
    CardPlacesText,
    OwnRestrictionsText,
    PermissionsText,
    CostStepsText,
    IfClausesText,
    Transformer,
):
    def ability(self, designators, body):
        if body[0] == "produce":
            return self._production(designators, *body[1:])
        timings = [d for d in designators if d[0] == "timing"]
        if not timings:
            raise NotUnderstood("an ability without a timing designator (Battle, Open, Limited)")
        cost = merge_costs([d[1] for d in designators if d[0] == "cost"] + [body[1]])
        keywords = [k for t in timings for k in t[2]]
        ability = {"id": self.clause_id, "designators": [d for t in timings for d in t[1]]}
        if ("Reaction" in ability["designators"]) != ("_trigger" in cost) or len(timings) > 1:
            raise NotUnderstood("a Reaction without a trigger the compiler reads, or a trigger without it")
        groups, among, choice = targeted_player(cost, body[2], body[3])
        ability.update(ability_fields(cost, keywords))
        if among:
            ability["target_player"] = among
        antecedent = antecedent_of(cost, ability)
        effects = with_ids(self.clause_id, resolve_effects(body[2], groups, antecedent)) if groups else []
        effects = if_did_effects(self.clause_id, effects, cost)  # "If this bowed a card, ..."
        effects = now_conditions(effects, antecedent)  # "If its Force is now 0, ..."
        effects = amount_refs(effects, antecedent, cost, self.own_type)
        effects = performer_amounts(effects, cost)  # "equal to your Personality's Chi"
        effects, either = either_choice(effects, choice)
        choice = choice or either
        if effects:
            ability["effects"] = effects
        if choice:
            ability["choice"] = choice
        drafted = Drafted(self.own_type, body[2])
        for finish in ABILITY_PASSES:
            finish(ability, drafted)
        return {"abilities": [ability]}, "reaction" if "trigger" in ability else "ability"

    def enters_play_trait(self, card_type, sentence):
        effects = list(sentence)
        if str(card_type).lower() not in ("card", self.own_type):
            raise NotUnderstood(f"'this {card_type}' on a {self.own_type}")
        if any(effect.get("player") not in (True, None, False) for effect in effects):
            raise NotUnderstood("a targeted player in a trait (only an ability targets)")
        effects = amount_refs(effects, None, {}, self.own_type)  # "his" is this card
        if any(not effect.get("player") for effect in effects):  # on this card, its bearer: event_triggers.py
            return self.c16b_enters_play_on_cards(effects)
        trigger = {"event": "enters_play", "card": "$source"}
        traits = [
            {"id": self.clause_id + (f".{n}" if n > 1 else ""), "trigger": trigger, **player_effect(effect)}
            for n, effect in enumerate(effects, start=1)
        ]
        return {"traits": traits}, "entering-play trait"
