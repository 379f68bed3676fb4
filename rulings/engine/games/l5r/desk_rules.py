"""L5R: the Desk's own rules, where the corpus (card features, effects, glossary S) is silent.

The rulebook's sections on the decks and the hand, on battles (segments, Ranged and Melee Attacks), duels and
Provinces are not in the corpus. Each rule here says what the Desk does, that the rules documents do not cover
it, and what that reading rests on. Rendered at /rules/desk/l5r/ (one anchor per rule).
"""

from __future__ import annotations

from ...desk_rules import DeskRule, register_desk_rules
from .rule_ids import GAME

NOT_IN_CORPUS = "The rules documents the Desk holds (card features, effects, glossary S) do not cover this"

HAND_AND_DECK = DeskRule(
    "l5r.desk.hand-and-deck",
    "hand-and-deck",
    "The Fate deck and the hand",
    "A player's hand and Fate deck are places that hold cards. In a question, the cards a player owns with "
    "zone deck are his decks in the order they are written, the first written on top; Fate cards (every "
    "type but Personality, Holding, Region, Event, Celestial and Stronghold) are his Fate deck. "
    "Cards with zone hand are his hand.",
    f"{NOT_IN_CORPUS}: the rulebook's sections on the decks and the hand are not in the corpus. The effects "
    "document only names them (a card entering a deck or a hand is forgotten; a card discarded from the hand "
    "enters an out-of-play area).",
    "Card text (\"Draw two cards\", \"Look at the top three cards of any Fate deck\") and the effects "
    "document's memory rule.",
    "The hand and the Fate deck hold cards; the first deck card written is the top",
)

DRAW = DeskRule(
    "l5r.desk.draw",
    "draw",
    "Drawing cards",
    "To draw N cards, a player takes the top card of his Fate deck into his hand, N times. If the deck holds "
    "fewer than N cards he draws those it holds, and the answer says how many could not be drawn: what the "
    "game does then is not decided by the Desk.",
    f"{NOT_IN_CORPUS}: drawing, and what happens when a deck runs out, are rulebook sections that are not in "
    "the corpus.",
    "Card text (\"Draw two cards\" draws from the player's own Fate deck; \"top\" is the card text's word "
    "for the next card of a deck) and the effects document's memory rule (a drawn card is forgotten).",
    "Draw N: the top N cards of the player's Fate deck go to his hand",
)

DISCARD_FROM_HAND = DeskRule(
    "l5r.desk.discard-from-hand",
    "discard-from-hand",
    "Discarding a card from the hand",
    "To discard a card from his hand, a player chooses one card of his hand that fits what the text asks for "
    "(\"a Kiho card or Spell\") and puts it in his discard pile. As a cost it is paid before the effects, "
    "like every cost; when no card of his hand fits, the cost cannot be paid and the action is not taken.",
    f"{NOT_IN_CORPUS}: no rule defines discarding from the hand; the effects document only says such a card "
    "enters an out-of-play area.",
    "Card text (\"Discard a Kiho card or Spell\" as a cost), card features' costs (a cost that cannot be "
    "paid stops the action) and the effects document.",
    "Discard from hand: a chosen card of the hand that fits goes to the discard pile",
)

LOOK_AND_REARRANGE = DeskRule(
    "l5r.desk.look-and-rearrange",
    "look-and-rearrange",
    "Looking at the top of a deck and rearranging it",
    "\"Look at the top N cards of a deck\" shows those cards to the player; they stay where they are. \"You "
    "may rearrange them\" lets him put them back on top of that deck in any order he chooses, keeping theirs "
    "among them (the question gives the order, top first; left open, each order is an outcome).",
    f"{NOT_IN_CORPUS}: looking at cards and the order of a deck are not in the corpus.",
    "Card text (Insight: \"Look at the top three cards of any Fate deck. You may rearrange them.\").",
    "Look at the top N cards of a deck; rearranging puts them back on top in a chosen order",
)

PUT_INTO_HAND = DeskRule(
    "l5r.desk.put-into-hand",
    "put-into-hand",
    "Putting a card into the hand",
    "\"Put it in your hand\" moves the card to its owner's hand, wherever it was (in play, a deck, a discard "
    "pile). Like every card entering a hand it is forgotten: its status and the effects on it end.",
    f"{NOT_IN_CORPUS}: moving a card to the hand is named by card text only.",
    "Card text (The Eighth Legion: \"you may put it in your hand\") and the effects document's memory rule.",
    "Put into hand: the card goes to its owner's hand and is forgotten",
)

HAND_SIZE = DeskRule(
    "l5r.desk.hand-size",
    "hand-size",
    "Hand size",
    "The Desk applies no maximum hand size: a hand holds any number of cards, and nothing is discarded at "
    "the end of a turn. An answer that would depend on such a discard does not include it.",
    f"{NOT_IN_CORPUS}: the rulebook's maximum hand size is not in the corpus.",
    "Nothing in the corpus or in the card text the Desk plays sets a limit; the Desk states it applies none "
    "rather than guess one.",
    "No maximum hand size is applied",
)

RANGED_ATTACK = DeskRule(
    "l5r.desk.ranged-attack",
    "ranged-attack",
    "Ranged and Melee Attacks",
    "A Ranged X Attack (or Melee X Attack) is an attack of strength X on the card it targets. When it "
    "resolves, its strength is X with the strength modifiers that apply to it then (see the next rule); it "
    "destroys its target if the target's current Force is equal to or lower than that strength, and does "
    "nothing otherwise. Its destruction comes from the card that created the attack. It may target an "
    "enemy Follower (one another player controls), or an enemy Personality without Followers, in play: a "
    "choice of its target leaves out every other card, and a target named otherwise (a Personality with a "
    "Follower, a friendly card, a Holding) is refused as an error.",
    f"{NOT_IN_CORPUS}: the battle rules that define Ranged and Melee Attacks are not in the corpus; the "
    "effects document only says that their targeting and effects come from the card that created them "
    "(source of effects, EXCEPTION 1).",
    "The reminder text printed on the cards: \"Ranged 3 Attack (Destroy a target enemy Follower, or "
    "Personality without Followers, with 3 or lower Force)\" and \"Melee 2 Attack (Destroy a target enemy "
    "Follower, or Personality without Followers, with 2 or lower Force)\" (the same words on 53 Ranged and "
    "14 Melee printings of the card data). "
    "Card text: \"Ranged 3 Attack\" gives the strength; cards change it after the attack has targeted "
    "(\"After a Ranged Attack targets a card: Give the Ranged Attack +2 strength\"), which only matters if "
    "the strength is compared with the target when the attack resolves; the effects document's source of "
    "effects.",
    "A Ranged or Melee X Attack targets an enemy Follower, or Personality without Followers, and destroys it "
    "if its Force is X (modified) or lower",
)

ATTACK_STRENGTH = DeskRule(
    "l5r.desk.attack-strength",
    "attack-strength",
    "The strength of an attack and its modifiers",
    "\"+N strength\" and \"-N strength\" change an attack's strength: one attack (\"Give the Ranged Attack "
    "+2 strength\") or each attack a lasting text describes while it applies (\"Ranged Attacks targeting a "
    "card in this unit have -2 strength\", \"Ranged Attacks from other cards in this unit have +1 "
    "strength\"). They add up; a strength below 0 counts as 0.",
    f"{NOT_IN_CORPUS}: an attack's strength is not a stat the corpus lists.",
    "Card text, and card features' rules on stats read by analogy: bonuses and penalties add up, and a value "
    "below 0 is treated as 0.",
    "Strength modifiers add up; a strength below 0 counts as 0",
)

DUEL_WON = DeskRule(
    "l5r.desk.duel-won",
    "duel-won",
    "Winning a duel",
    "A Personality wins a duel when he is that duel's winner (the winner the question states, or the higher "
    "value of the stat it names). \"After X wins a duel\" happens as that duel ends; \"if he won a duel this "
    "turn\" holds from then until the turn ends. Focusing, strikes and focus effects are not modelled.",
    f"{NOT_IN_CORPUS}: the duel procedure is not in the corpus; the effects document speaks of duels only as "
    "created by effects and cleaned up.",
    "Card text (\"After Kensho-in wins a duel\", \"if he won a duel this turn\") and the effects document's "
    "duels (a duel comes from the effect that created it).",
    "A duel's winner has won a duel: as it ends, and for the rest of the turn",
)

BATTLE_SEGMENTS = DeskRule(
    "l5r.desk.battle-segments",
    "battle-segments",
    "Battle segments and battle resolution",
    "The Desk knows a battle as a procedure that begins and ends, and its resolution (next rule). \"After "
    "the Maneuvers Segment ends\" names a moment of the battle the Desk does not model: a card text that "
    "needs it is marked as not fully played, and the answer says so.",
    f"{NOT_IN_CORPUS}: the battle's segments and its resolution are rulebook sections not in the corpus.",
    "Card text naming the segments; the corpus's Force totals (unbowed cards count) are applied as written.",
    "Battle segments are not modelled; texts needing them are marked",
)

BATTLE_RESOLUTION = DeskRule(
    "l5r.desk.battle-resolution",
    "battle-resolution",
    "Battle resolution and the Force contributed to it",
    "A battle resolves as a procedure of its own inside the battle (begun and ended by the question). As it "
    "begins, what happens \"before this battle resolves\" happens; while it is in progress, each army's "
    "Force is the Force its units contribute to the resolution: the Force of their unbowed Personalities and "
    "Followers, as the corpus totals them, and also of a bowed card whose text says it \"contributes Force "
    "during battle resolution even while bowed\" (only while the battle at its own battlefield resolves). "
    "Who wins and what happens to the losing army are not modelled.",
    f"{NOT_IN_CORPUS}: the battle's resolution is a rulebook section not in the corpus; card features only "
    "says how unit and army Force are totaled (unbowed cards) and that a bowed card keeps its own Force.",
    "Card text (Bayushi Kayama: \"he contributes Force during battle resolution even while bowed\"; "
    "Extended Maneuvers: \"Before this battle resolves: ...\") and card features' Force totals.",
    "Battle resolution: army Force totals, counting a bowed card that contributes even while bowed",
)

UNITS = DeskRule(
    "l5r.desk.units",
    "units",
    "Units, and a unit as a target",
    "A unit is a Personality and every card attached to him (Followers, Items, Spells ...); \"in it\", \"in "
    "the unit\" and \"each card ... in it\" mean those cards. \"Target a unit\" targets the unit itself, "
    "chosen through its Personality (\"an enemy unit\": one another player controls): none of its cards is "
    "targeted by it, so what answers a card being targeted does not answer it. What the text then does to "
    "the cards in the unit happens to those in it as it happens.",
    f"{NOT_IN_CORPUS}: the corpus names units (unit and army Force, sides where units are located) but the "
    "rulebook's definition of a unit is not in it.",
    "Card features' Force rules (Followers add their Force to their Personality's in the unit total; Items "
    "modify his Force), glossary S (sides hold units), and card text (\"Target an enemy unit: Reduce the "
    "Force of each Personality and Follower in it\", \"Bow each card with lower Gold Cost than this card in "
    "it\").",
    "A unit: a Personality and his attachments; targeting a unit targets none of its cards",
)

PUT_INTO_PLAY = DeskRule(
    "l5r.desk.put-into-play",
    "put-into-play",
    "Putting a card into play",
    "\"Put this card into play there\" puts the card, from wherever it is out of play (a hand, a discard "
    "pile), into play at the place named: it enters play, and what answers a card entering play answers it. "
    "Nothing is paid for it. An Action card whose own ability puts it into play stays in play: it is not "
    "discarded after its action as an Action card otherwise is. A card already in play is not moved.",
    f"{NOT_IN_CORPUS}: the rulebook's sections on entering play are not in the corpus; the effects document "
    "speaks of cards entering play and of an entering-play area only.",
    "Card text (Extended Maneuvers, a Terrain Strategy: \"Put this card into play there\"), and the "
    "effects document's entering play.",
    "Put into play: the card enters play where the text says, paying nothing, and stays there",
)

PROVINCES = DeskRule(
    "l5r.desk.provinces",
    "provinces",
    "Provinces and their strength",
    "A player's Provinces have a strength: the Province Strength of his Stronghold, changed by \"+N "
    "strength\" effects on \"your Provinces\" (which add up, as bonuses do). The Desk holds that strength "
    "as the Stronghold's Province Strength stat: \"Your Provinces have +1 strength\" is written as +1 to it, "
    "and asking that stat answers the strength of each of his Provinces. The Desk models a Province's "
    "strength only (a Province card at a battlefield: l5r.desk.battlefield-province): destroying it and "
    "Reconnaissance are not modelled, and a "
    "text that needs them is marked as not fully played.",
    f"{NOT_IN_CORPUS}: the card features document names Provinces among the things that have stats, but "
    "the rules on Provinces are not in the corpus.",
    "Card text (a Stronghold's Province Strength; Fortifications: \"Your Provinces have +1 strength\") and "
    "card features' stats rules.",
    "A Province's strength: its Stronghold's Province Strength with the changes to it",
)

PRODUCE_GOLD = DeskRule(
    "l5r.desk.produce-gold",
    "produce-gold",
    "Producing Gold as an effect",
    "\"Produce N Gold\" as the effect of an ability adds N Gold to the payment in progress, as a Holding "
    "bowed to produce Gold does; outside a payment it produces nothing that lasts. Its cost (bowing this "
    "card, bowing one of your other Farm Holdings) is paid first, as every cost.",
    f"{NOT_IN_CORPUS} beyond the shorthand: card features says only that \"Bow this card: Produce X Gold\" "
    "is short for \"When paying a Gold cost, you may bow this card: Produce X Gold\".",
    "Card features' Gold-producing shorthand, and card text and reminder text (Seaside Bazaar: \"When paying "
    "a Gold Cost, produce 1 Gold. (This can be used together with bowing this card to produce Gold.)\").",
    "Produce N Gold: N Gold for the payment in progress, after its cost is paid",
)

ADDITIONAL_ACTIONS = DeskRule(
    "l5r.desk.additional-actions",
    "additional-actions",
    "Additional actions",
    "\"You may take an additional Battle action\" gives the player one action more: once the action that "
    "granted it has ended (and Reactions to its end have been taken), he may take an action of that kind "
    "before anyone takes another action, Reactions aside; a Battle action only in the battle it was granted "
    "in. Not taken then, it lapses. Who else may act, and when, is not modelled beyond this: a question "
    "names the use that takes the additional action.",
    f"{NOT_IN_CORPUS}: the battle's turns to act are rulebook sections not in the corpus; the effects "
    "document says only when additional actions granted by effects happen (order of effects, EXCEPTION 3).",
    "Card text (Downhill Assault: \"you may take an additional Battle action\") and the effects document's "
    "order of effects, EXCEPTION 3.",
    "An additional action: one more action of its kind, right after the granting action has ended",
)

ADDITIONAL_PLAY = DeskRule(
    "l5r.desk.additional-play",
    "additional-play",
    "An additional action to play a card looked at",
    "\"You may take an additional Battle action to play one of them that is a Battle Strategy\", after "
    "looking at the top cards of a deck: the additional action (see Additional actions) must be the play "
    "of one of the cards that action looked at, a Strategy used through an ability of that kind (a Battle "
    "ability); it is played from the deck it lies in, by the player who took the additional action, "
    "whoever owns it, and is then discarded as a Strategy played from the hand is. No other card is played "
    "from a deck.",
    f"{NOT_IN_CORPUS}: playing a card from a deck, and the battle's turns to act, are rulebook sections not "
    "in the corpus.",
    "Card text (Insight: \"Look at the top three cards of any Fate deck. You may rearrange them. You may "
    "take an additional Battle action to play one of them that is a Battle Strategy.\"), the Desk's "
    "reading of additional actions and of Strategies played from the hand.",
    "An additional action to play a card looked at: one of those cards, played from its deck",
)

REACTION_TO_TARGETING = DeskRule(
    "l5r.desk.reaction-to-targeting",
    "reaction-to-targeting",
    "Reactions to an action's targeting",
    "A Reaction whose trigger is an action targeting a card (\"After a Ranged Attack targets one of your "
    "cards\", \"After another player's action targets your performing Kensai\") is taken once that action's "
    "targets are chosen and resolves before the action's effects do: what it changes (the attack's strength, "
    "a negation of the action's effects) applies to them.",
    f"{NOT_IN_CORPUS}: card features says only that Reactions have a trigger, a point in time when they "
    "can be taken (constraints block A); when an action's targets are chosen relative to its resolution is a "
    "rulebook section not in the corpus.",
    "Card text: such Reactions change the action they react to (\"Give the Ranged Attack -3 strength\", "
    "\"Negate his destruction from the action's effects\"), which they could not do once it had resolved.",
    "A Reaction to an action's targeting resolves before that action's effects",
)

PAYING_REACTIONS = DeskRule(
    "l5r.desk.paying-reactions",
    "paying-reactions",
    "Reactions while paying a Gold cost",
    "A Reaction \"When paying a Gold Cost\" is used by the player paying, during that payment: as it "
    "begins, before he bows the cards he chooses to produce Gold, so a card may both react and bow to "
    "produce Gold in one payment. It is an ability like any other (once per turn, not while its card is "
    "bowed, its cost paid first). The Gold it produces counts toward that payment only.",
    f"{NOT_IN_CORPUS}: card features gives Reactions a trigger and the Gold-producing shorthand, but not "
    "when in a payment a Reaction to it is taken.",
    "Card text and reminder text (Seaside Bazaar: \"Reaction: When paying a Gold Cost, produce 1 Gold. (This "
    "can be used together with bowing this card to produce Gold.)\"), and the Desk's rule on producing Gold.",
    "A Reaction 'When paying a Gold Cost' is used as the payment begins, before bowing",
)

TRAIT_ON_TARGETING = DeskRule(
    "l5r.desk.trait-on-targeting",
    "trait-on-targeting",
    "Traits answering another player's action targeting their card",
    "A triggered trait \"After another player's action targets X\" triggers as an action taken by a player "
    "other than X's controller targets X: when the action's effect chooses X as its target, before that "
    "effect changes anything. Its text's \"the action\" is that action, \"the player\" the player who took "
    "it, and the card that performs it is the action's performer (the Personality named as performing it, "
    "else the card whose ability it is, if in play); an action without one was not performed by a card. An "
    "action's own player targeting X, and an effect that targets nothing (a unit targeted through its "
    "Personality), do not trigger it.",
    f"{NOT_IN_CORPUS}: card features says only that triggered traits have a trigger; when an action's "
    "targets are chosen relative to its resolution is a rulebook section not in the corpus.",
    "Card text (Daigotsu Bofana: \"After the first time each phase another player's action targets Bofana: "
    "If the action was not performed by a card with (current) Force equal to or higher than Bofana's base "
    "Force, the player discards a card.\"), and the Desk's rule on Reactions to an action's targeting, which "
    "it follows.",
    "A trait 'after another player's action targets X' answers that action as it targets X",
)

RULES = (
    HAND_AND_DECK,
    DRAW,
    DISCARD_FROM_HAND,
    LOOK_AND_REARRANGE,
    PUT_INTO_HAND,
    HAND_SIZE,
    RANGED_ATTACK,
    ATTACK_STRENGTH,
    DUEL_WON,
    BATTLE_SEGMENTS,
    BATTLE_RESOLUTION,
    UNITS,
    PUT_INTO_PLAY,
    PROVINCES,
    PRODUCE_GOLD,
    ADDITIONAL_ACTIONS,
    ADDITIONAL_PLAY,
    REACTION_TO_TARGETING,
    PAYING_REACTIONS,
    TRAIT_ON_TARGETING,
)
register_desk_rules(GAME, RULES)

IMPERIAL_FAVOR = DeskRule(
    "l5r.desk.imperial-favor",
    "imperial-favor",
    "The Imperial Favor",
    "At most one player holds the Imperial Favor; the question says who (the player stat imperial_favor: 1). "
    "\"Discard the Imperial Favor\" makes the player who holds it no longer hold it; a player who does not "
    "hold it cannot discard it, so what the text does \"to\" something else by discarding it does not "
    "happen. How the Favor is won, and what holding it lets a player do beyond the card text, the Desk does "
    "not play.",
    f"{NOT_IN_CORPUS}: the rulebook's section on the Imperial Favor is not in the corpus, which does not say "
    "how the Favor is held, won or discarded.",
    "Card text (\"discard the Imperial Favor to dishonor a target Personality\", on Favor actions), read as "
    "the Desk reads every \"X to Y\" it plays (Daidoji Zoushi): Y happens only if X did.",
    "The Imperial Favor: held by one player; discarding it, he no longer holds it",
)
register_desk_rules(GAME, (IMPERIAL_FAVOR,))  # (after RULES: on the page, below them)

RECRUIT = DeskRule(
    "l5r.desk.recruit",
    "recruit",
    "Recruiting by an effect, discarding a card in play, and a Gold cost of *",
    "\"Recruit your target discarded Holding into play (bowed), for 3 less Gold\": the player pays the "
    "card's entering-play Gold cost (its Gold Cost with modifiers, less his reductions) less 3, never below "
    "0, by bowing gold-producing cards as for any Gold cost; the card then enters play at his home, bowed "
    "if the text says so. If he cannot pay, it is not recruited. \"Discard this card\" puts a card in play "
    "into its owner's discard pile. An ability whose cost is \":gstar:\" (a Gold cost of \"*\") pays the "
    "Gold its text names (here the recruiting's) as that happens, with the cards its use names to bow.",
    f"{NOT_IN_CORPUS}: recruiting and discarding cards are rulebook sections not in the corpus, and the "
    "corpus does not explain the \"* Gold\" cost icon.",
    "Card text (Daikoku's Guidance), card features' Gold Cost (the entering-play cost and its reductions) "
    "and asterisks (a \"*\" has no base value and is determined by other circumstances).",
    "Recruit by an effect: pay the Gold cost less what the text says; the card enters play at home",
)
register_desk_rules(GAME, (RECRUIT,))

CREATED_CARDS = DeskRule(
    "l5r.desk.created-cards",
    "created-cards",
    "Where a created card enters play, and who owns it",
    'A card an effect creates ("Create a 4F/2C/3PH Mantis Clan • Nonhuman • Bear • Spirit Personality") '
    "enters play as it is created, owned and controlled by the player whose effect created it. A created "
    "Personality enters play at that player's home. A created Follower or Item enters play attached to the "
    'Personality its text names ("Create a 1F Cavalry Follower and attach it to your target Personality"), '
    "if it can attach to him as a card attaches by an effect: he is in play and a Personality, and neither "
    'his text ("Will not attach Followers") nor the created card\'s refuses it (/rules/desk/l5r/#attach-'
    "restrictions). If it cannot, it cannot enter play and ceases to exist; once attached, it leaves play "
    "when he does, and ceases to exist. A created Item's Force and Chi "
    "are its bonuses to its bearer. A created Weapon or Armor Item, created cards attached \"if legal\", and "
    "created cards shared among several Personalities are not played by the Desk (how many Weapons or Armor "
    "a Personality may attach is not modelled): a card text creating one is marked as not fully played.",
    "The corpus (card features, Created cards) says that effects create cards, that they are in no deck, "
    "what their stats, keywords and text are, and that one that cannot enter play or leaves play ceases to "
    "exist; it does not say where a created card enters play or who owns it, and the rulebook's section on "
    "attachments is not in the corpus.",
    'Card text (Kitsune Tokoru: "Create a ... Personality"; Farmlands: "Create a 1F Follower and attach it '
    'to your target Personality"), card features\' created cards (a created card that cannot enter play '
    "ceases to exist: it is created to enter play), card features' Item stats (an Item's Force and Chi "
    "modify its Personality's) and the Desk's reading of entering play by an effect, at its player's home "
    "(/rules/desk/l5r/#recruit).",
    "A created Personality enters play at its creator's home, a created Follower or Item attached to the "
    "Personality its text names (else it ceases to exist); its creator owns and controls it",
)
register_desk_rules(GAME, (CREATED_CARDS,))


ATTACH_RESTRICTIONS = DeskRule(
    "l5r.desk.attach-restrictions",
    "attach-restrictions",
    "Cards that will not attach, or will only attach to some Personalities",
    '"Will only attach to a Samurai" and "Will not attach to a Shadowlands Personality" on an attachment, '
    'and "Will not attach Followers or Items" on a Personality, are judged each time the card would become '
    "attached: a card attaches only to a bearer its own text allows, and never to a bearer whose text "
    "refuses it. An effect that would attach it otherwise does not attach it (nothing changes), and a "
    "question may not set such an attachment up. Once attached, the card stays attached if the bearer later "
    "changes (the text speaks of attaching, not of staying).",
    f"{NOT_IN_CORPUS}: the rulebook's section on attachments is not in the corpus, and no rule of the corpus "
    'defines "will not attach".',
    'Card text (Ashigaru Hordes: "Will only attach to a Samurai."; Natsumi: "Will not attach Followers or '
    'Items."; Badge of Purity: "Will not attach to a Shadowlands Personality."), read as the words say: the '
    "restriction is on the card becoming attached.",
    "Will (not / only) attach: judged when the card would become attached",
)
register_desk_rules(GAME, (ATTACH_RESTRICTIONS,))

# --- L5R statics and keywords (compiler version 7): keyword rules the cards' reminder text states ---
REMINDER_TEXT = (
    "The corpus is silent on this keyword: the rulebook's keyword glossary is not in it. The card's printed "
    "reminder text is the card's own statement of the keyword's rule; card features (reminder text) says "
    "reminder text supports a reading that is correct according to the rules and is not part of card text, "
    "so the rule applies to every card with the keyword, its reminder printed or not"
)

DUELIST = DeskRule(
    "l5r.desk.duelist",
    "duelist",
    "Duelist: tied duels",
    "A duel between a Duelist and a non-Duelist that ends tied is won by the Duelist (the other duelist "
    "loses it). The Desk applies it where it compares the duelists itself (a duel whose winner is the one "
    "with the higher stat, `winner: {higher: stat}`) and the two are equal; a duel between two Duelists, or "
    "two non-Duelists, stays tied. A winner the question states is taken as it states it. The keyword is "
    "judged as the duel resolves (a keyword gained or lost before then counts).",
    f"{REMINDER_TEXT}.",
    'The reminder text printed on Duelist cards: "(Duelists win tied duels versus non-Duelists.)"',
    "Duelist: a Duelist wins a tied duel against a non-Duelist",
)

HAND_SIZE_CHANGE = DeskRule(
    "l5r.desk.hand-size-change",
    "hand-size-change",
    "Maximum hand size changed",
    '"You have +1 maximum hand size" is a continuous effect: while it applies (its card in play), its '
    "player's maximum hand size is 1 higher (\"-1\": 1 lower); several add up. The Desk holds the change "
    "alone, as the player stat `hand_size_bonus` (0 unless given): it applies no maximum hand size "
    "(l5r.desk.hand-size), so a question asks for the change, not for the size nor for a discard.",
    f"{NOT_IN_CORPUS}: the rulebook's maximum hand size, and when a player discards down to it, are not in "
    "the corpus.",
    'Card text (Farmer\'s Market: "You have +1 maximum hand size.") and card features\' traits (a trait '
    "applies while its card is in play).",
    "Maximum hand size +N: the player's maximum hand size is N higher while it applies",
)

FEAR = DeskRule(
    "l5r.desk.fear",
    "fear",
    "Fear effects",
    "A Fear X effect (\"Fear 2\") targets an enemy Follower (one another player controls), or an enemy "
    "Personality without Followers, in play, as a Ranged Attack does: a choice of its target leaves out "
    "every other card, and a target named otherwise is refused as an error. When it resolves it bows its "
    "target if the target's current Force is equal to or lower than X, and does nothing otherwise. The Desk "
    "plays no change to a Fear effect's strength but its own text's for a kind of target "
    "(l5r.desk.fear-target-strength); cards that give one are not played.",
    f"{REMINDER_TEXT}.",
    'The reminder text printed with Fear: "Fear 2 (Bow a target enemy Follower, or Personality without '
    'Followers, with 2 or lower Force)" (16 clauses of the card data, the same words as Ranged '
    "Attacks' reminder but bow for destroy); the Force is compared as the effect resolves, as for Ranged "
    "Attacks (l5r.desk.ranged-attack): card text changes a Fear effect's strength after it has targeted "
    '("Interrupt: ... give a Fear effect +2 or -2 strength"), and a later reminder says so (Akodo Eirasu: '
    '"Target an enemy Follower or Personality without Followers; bow it if its Force is less than or equal '
    "to the Fear's strength\").",
    "Fear X: bow a target enemy Follower, or Personality without Followers, with X or lower Force",
)
register_desk_rules(GAME, (DUELIST, HAND_SIZE_CHANGE, FEAR))
# --- end of L5R statics and keywords ---


# --- compiler 9, part A: players and filters ---
TAKE_FAVOR = DeskRule(
    "l5r.desk.take-favor",
    "take-favor",
    "Taking the Imperial Favor",
    "\"Take the Imperial Favor\" makes the player who takes it hold it (the player stat imperial_favor: 1) "
    "and the player who held it, if another, no longer hold it, since at most one player holds it "
    "(l5r.desk.imperial-favor). A player who already holds it takes nothing: nothing changes, so what the "
    "text does \"to\" something else by taking it does not happen. Lobbying for the Favor is not played.",
    f"{NOT_IN_CORPUS}: the rulebook's section on the Imperial Favor is not in the corpus, which does not say "
    "how the Favor is won or taken.",
    "Card text (\"Political Open: Bow Makiko: Take the Imperial Favor.\", in some 70 card texts of the card "
    "data) and the Desk's rule that one player at most holds the Favor (l5r.desk.imperial-favor).",
    "Taking the Imperial Favor: the taker holds it, its former holder no longer does",
)
register_desk_rules(GAME, (TAKE_FAVOR,))
# --- end of compiler 9, part A ---


# --- presence (not checked) ---
PRESENCE = DeskRule(
    "l5r.desk.presence-not-checked",
    "presence-not-checked",
    "Presence at the battlefield (not checked)",
    "The Desk does not check whether a player taking a Battle action has presence at the current "
    "battlefield. When a player who controls no unit there takes a Battle action whose text does not say "
    "Absent, the answer plays it and its trace says that presence was not checked.",
    f"{NOT_IN_CORPUS}: presence is a rulebook notion the corpus never defines. Only card text names it.",
    "Card text: Absent's reminder text (\"You may take Absent actions without presence\") and \"Even if you "
    "control no units at the current battlefield\" (Settling the Homeless) show the rule exists.",
    "Presence is not checked: the answer says so when it could matter",
)
register_desk_rules(GAME, (PRESENCE,))


# --- cards never in a unit take Battle actions from home ---
NOT_IN_A_UNIT = DeskRule(
    "l5r.desk.battle-actions-from-home",
    "battle-actions-from-home",
    "Battle actions of cards never in a unit",
    "The requirement that a Battle action's performer be at the current battlefield binds the cards that "
    "go there: Personalities and the cards attached to them. A card that is never in a unit (a Holding, "
    "a Stronghold, a Region, a Sensei ...) stays at home and performs its own Battle actions from there.",
    f"{NOT_IN_CORPUS}: the corpus states only the exceptions to the Rule of Location (the blind cards "
    "rule's examples), not the rule itself or which cards it binds.",
    "Card text: Holdings, Strongholds and Senseis print Battle abilities that act on the battle from home "
    "(The Blessed Herd: \"Battle, Bow: Give each of your Cavalry Followers at the current battlefield "
    "+1F\"; Rice Paddy: \"Battle, Bow: Bow a target enemy attacking Follower\"), which could never be "
    "used if the card had to be at the battlefield.",
    "A Holding's, Stronghold's or Sensei's Battle action is taken from home",
)
register_desk_rules(GAME, (NOT_IN_A_UNIT,))
