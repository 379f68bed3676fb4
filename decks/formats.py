"""Formats and construction rules of the three games, as data, in one place: one ``GameRules`` per game.

Everything the deck code decides per game is written here: each game's sections (and where a card goes),
limits, the rules (with the anchor of the rules page that states them and their source), the per-card
exceptions that card texts create, the headers its lists use, its export syntaxes, its draw assumptions and
the charts its players read. The validator, the parser, the statistics, the pages (``templatetags.deck_rules``
for the card page) and the API read this module; nothing else names a game to decide a rule.

L5R formats are the card data's legality tags (``cards.Format`` rows, one per tag); Naruto Mythos has one
format (the official construction of the card data's MANIFEST); ChiAxis has the Desk's demo format.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from rulings.games import Game

RULES_URL = "/decks/rules/{game}/"


@dataclass(frozen=True)
class Section:
    key: str
    label: str  # "Fate deck": used in sentences ("The Fate deck has 38 cards")
    header: str  # "Fate": used in exported lists
    deck_tags: tuple[str, ...] = ()  # L5R: the card data's `decks` values that belong here
    card_types: tuple[str, ...] = ()  # Naruto / ChiAxis: card types that belong here
    min_cards: int | None = None
    max_cards: int | None = None
    size_rule: str = "deck-size"  # the rule its size breaks
    counted_as: str = ""  # "mission": its size is told as "The deck has 2 missions" rather than "The X has"
    drawn: bool = True  # False: kept apart from the cards players draw (Pre-Game cards, missions)


@dataclass(frozen=True)
class DrawRule:
    """How many cards of a section a player has seen by a turn: ``opening`` at the start, ``per_turn`` more
    each turn after the first. These are the Desk's stated assumptions, shown next to the calculator and
    editable there, not rules read from the corpus (it does not cover setup)."""

    section: str
    label: str
    opening: int
    per_turn: int
    note: str

    def seen_by(self, turn: int, *, opening: int | None = None, per_turn: int | None = None) -> int:
        opening = self.opening if opening is None else opening
        per_turn = self.per_turn if per_turn is None else per_turn
        return opening + per_turn * max(turn - 1, 0)


@dataclass(frozen=True)
class PregameLimit:
    """L5R: how many cards of a Pre-Game type a deck holds, and the rule that says so."""

    low: int
    high: int
    rule: str = "pre-game"
    plural: str = ""  # "Sensei"; "" adds an s

    def plural_of(self, card_type: str) -> str:
        return self.plural or f"{card_type}s"


@dataclass(frozen=True)
class Rule:
    anchor: str
    title: str
    text: str
    source: str


@dataclass(frozen=True)
class CardException:
    """What a card's own text changes in deck construction, written as data (never special-cased in code)."""

    max_copies: int | None = None  # copies allowed ("You may include up to six copies"); see any_number
    any_number: bool = False  # "You may include any number of copies"
    counts_as: str = ""  # "considered X for deck construction and the Unique restriction": a title reference
    not_with: tuple[str, ...] = ()  # "You may not include this Ring with Ring of Air in your deck"
    min_type: tuple[str, int] | None = None  # "You must have at least 16 Holdings in your deck construction"
    not_counted: bool = False  # "does not count towards your minimum deck size"
    wind_must_be: str = ""  # "Your Wind must be The Kanpeki Dynasty"
    quote: str = ""  # the words of the card text this entry encodes


@dataclass(frozen=True)
class GameRules:
    game: str
    version: str
    sections: tuple[Section, ...]
    rules: tuple[Rule, ...]
    copy_limit: int | None
    unique_limit: int | None
    copy_identity: str  # "card": each card (title+version) counts alone; Experienced versions are distinct
    copy_rule: str = "three-copies"  # the rule the copy limit states
    copies_of: str = ""  # "copies of the same version": what the limit counts, when it says so
    pregame_limits: dict[str, PregameLimit] = field(default_factory=dict)  # card type -> its limit
    # card key or display title ("Hida Kuon • Experienced 6") -> exception; a key wins
    exceptions: dict[str, CardException] = field(default_factory=dict)
    deckbuilding_text: re.Pattern | None = (
        None  # texts that change construction: "not checked" unless handled
    )
    sources: tuple[tuple[str, str], ...] = ()  # (name, description) shown on the rules page
    # Where a card goes when its data names no section (``default_section``): the first section whose types
    # it has, else ``unplaced_section`` (the first section when empty).
    unplaced_by_type: tuple[tuple[str, frozenset[str]], ...] = ()
    unplaced_section: str = ""
    # The deck's clan or faction: that of its card of ``faction_card_type`` (L5R: the Stronghold) when set,
    # else the one most cards of ``faction_section`` share.
    faction_card_type: str = ""
    faction_section: str = "main"
    faction_label: tuple[str, str] = ("Faction", "Faction")  # (one, several), as the card page words it
    header_words: dict[str, str | None] = field(default_factory=dict)  # folded header -> section (None: keep)
    export_syntaxes: tuple[str, ...] = ("text", "json")
    draw_rules: tuple[DrawRule, ...] = ()
    charts: tuple[str, ...] = ()  # ``presentation.CHARTS`` drawn after the per-section ones, in this order
    stat_charts: tuple[str, ...] = ()  # the stats the "stats" chart draws, one chart each
    printings_note: str = ""  # the card page's word on printings, when the game counts them together
    is_demo: bool = False  # the Desk's own demo rules, not a published game's

    @property
    def by_deck_tag(self) -> bool:
        """True when the card data names each card's deck (L5R), so a card without one cannot be placed."""
        return any(section.deck_tags for section in self.sections)

    def section(self, key: str) -> Section | None:
        return next((s for s in self.sections if s.key == key), None)

    def section_for(self, card) -> Section | None:
        """The section a card's data puts it in (its deck tag in L5R, its type elsewhere); a one-section
        game's only section; None when the data names none. ``card``: a ``cards.Card`` or ``CardFacts``."""
        decks, types = set(card.decks), {card.card_type, *card.types}
        for section in self.sections:
            if decks.intersection(section.deck_tags) or types.intersection(section.card_types):
                return section
        return self.sections[0] if len(self.sections) == 1 else None

    def default_section(self, card) -> str:
        """The section a card goes to when a list does not say: ``section_for``'s, else the game's guess."""
        found = self.section_for(card)
        if found is not None:
            return found.key
        types = set(card.types)
        guessed = (key for key, wanted in self.unplaced_by_type if types & wanted)
        return next(guessed, self.unplaced_section or self.sections[0].key)

    def rule(self, anchor: str) -> Rule:
        return next(r for r in self.rules if r.anchor == anchor)

    def rule_url(self, anchor: str) -> str:
        return f"{RULES_URL.format(game=self.game)}#{anchor}"


@dataclass(frozen=True)
class DeckFormat:
    game: str
    key: str
    name: str
    is_demo: bool = False
    legality: str = ""  # L5R: the cards.Format slug whose cards are legal; "" = every card of the game

    @property
    def card_format(self) -> str | None:
        """The cards.Format slug whose cards are legal (L5R), or None (every card of the game)."""
        return self.legality or None

    @property
    def rules(self) -> GameRules:
        return RULES[self.game]

    @property
    def rules_version(self) -> str:
        return self.rules.version

    @property
    def sections(self) -> tuple[Section, ...]:
        return self.rules.sections

    def as_dict(self) -> dict:
        return {
            "game": self.game,
            "key": self.key,
            "name": self.name,
            "is_demo": self.is_demo,
            "rules_version": self.rules_version,
            "rules_url": RULES_URL.format(game=self.game),
            "sections": [
                {"key": s.key, "label": s.label, "min_cards": s.min_cards, "max_cards": s.max_cards}
                for s in self.sections
            ],
        }


# --- Legend of the Five Rings CCG -------------------------------------------------------------------------

L5R_SOURCE = (
    "the L5R CCG rulebooks' deck-construction rules (AEG), in the Desk's own words; that section is not in "
    "the rules corpus"
)
CARD_TEXT_SOURCE = "the card's own text (card data)"
DATA_SOURCE = "the card data's decks, legality, is_unique and is_banned fields"

KNOWN_CARDS = Rule(
    "known-cards",
    "Every line names a card",
    "Every line of a list names one card of the game. A line that matches no card, or several, is kept with "
    "its closest candidates and reported until it is fixed; the deck is not valid meanwhile.",
    "the Desk",
)

_L5R_RULES = (
    Rule(
        "one-stronghold",
        "Exactly one Stronghold",
        "Every deck has exactly one Stronghold, kept outside the Dynasty and Fate decks.",
        L5R_SOURCE,
    ),
    Rule(
        "deck-size",
        "Dynasty and Fate decks of at least 40 cards",
        "The Dynasty deck and the Fate deck each hold at least 40 cards. Cards whose text says they do not "
        "count towards the minimum deck size are left out of the count.",
        L5R_SOURCE,
    ),
    Rule(
        "right-deck",
        "Every card in the deck its data names",
        "A Dynasty card (Personality, Holding, Event, Region, Celestial) goes in the Dynasty deck, a "
        "Fate card "
        "(Strategy, Item, Follower, Spell, Ring, Ancestor) in the Fate deck; a Fate card in the "
        "Dynasty deck is "
        "an error. The card data's 'decks' field says which.",
        DATA_SOURCE,
    ),
    Rule(
        "pre-game",
        "Pre-Game cards outside both decks",
        "Pre-Game cards (Stronghold, Sensei, Wind) begin the game in play and are in neither deck. "
        "At most one "
        "Sensei and at most one Wind.",
        L5R_SOURCE,
    ),
    Rule(
        "not-a-deck-card",
        "Cards that belong to no deck",
        "Proxies stand in for created cards and are never part of a deck. Cards the data puts in no deck "
        "('Other') are reported as not checked.",
        DATA_SOURCE,
    ),
    Rule(
        "three-copies",
        "At most three copies of a title",
        "A deck holds at most three copies of a card, unless the card's text allows more.",
        L5R_SOURCE,
    ),
    Rule(
        "one-unique",
        "One copy of a Unique card",
        "A deck holds at most one copy of a Unique card.",
        L5R_SOURCE,
    ),
    Rule(
        "experienced",
        "Experienced versions are different cards",
        "Each Experienced version (Experienced, Experienced 2, ...) is its own card for the copy "
        "limits: three "
        "copies of a card and three of its Experienced version are both allowed (Unique ones: one of each).",
        L5R_SOURCE,
    ),
    Rule(
        "card-text",
        "Card texts that change construction",
        "A card's text can allow more copies ('You may include up to six copies'), make it count as another "
        "card ('considered X for deck construction'), forbid cards alongside it, ask for a minimum "
        "number of a "
        "type or leave it out of the minimum deck size. The Desk writes each such text as data; a "
        "text it has "
        "no rule for is listed as 'not checked', never silently passed.",
        CARD_TEXT_SOURCE,
    ),
    Rule(
        "legal-in-format",
        "Cards legal in the format",
        "Every card must carry the format's legality tag in the card data.",
        DATA_SOURCE,
    ),
    Rule("banned", "Banned cards", "A card the data marks banned may not be in a deck.", DATA_SOURCE),
    Rule(
        "known-format",
        "A known format",
        "A deck names a format of its game; an unknown format is an error, not a pass.",
        "the Desk",
    ),
    KNOWN_CARDS,
)


def _up_to(n: int, quote: str) -> CardException:
    return CardException(max_copies=n, quote=quote)


def _counts_as(title: str, written: str = "") -> CardException:
    return CardException(counts_as=title, quote=f"considered {written or title} for deck construction")


_L5R_EXCEPTIONS: dict[str, CardException] = {
    # "You may include up to N copies" (and variants) in the card's own text.
    "Achirin": _up_to(6, "You may include up to six copies of this Personality in your deck."),
    "Akatch": _up_to(6, "You may include up to six copies of Akatch in your deck."),
    "Bandit's Sanctuary": _up_to(5, "You may include up to five copies of this card in your deck."),
    "Emikek": _up_to(6, "You may include up to six copies of Emikek in your deck."),
    "Fading Shadows": _up_to(10, "You may include up to 10 copies of this card in your deck."),
    "Gallant Defeat": _up_to(6, "You may include up to six copies of this card in your deck."),
    "Hida's Avalanche": _up_to(10, "You may include up to 10 copies of this card in your deck."),
    "Itch'choo": _up_to(6, "You may include up to six copies of Itch'choo in your deck."),
    "Kan'ol'ti'chek": _up_to(6, "You may include up to six copies of Kan'ol'ti'chek in your deck."),
    "Kiii": _up_to(6, "You may include up to six copies of Kiii in your deck."),
    "O'chin": _up_to(6, "You may include up to six copies of O'chin in your deck."),
    "Pierce the Tapestery": _up_to(7, "You may include up to seven copies of this card in your deck."),
    "Sachika": _up_to(6, "You may have up to 6 copies of Sachika in your deck."),
    "Shinbone Warrior": _up_to(10, "You may include up to ten copies of Shinbone Warrior in your deck."),
    "Shout of Defiance": _up_to(6, "You may include up to six copies of this card in your deck."),
    "Swordcatcher": _up_to(4, "Your deck may include four copies of this Item."),
    "The First Shout": _up_to(10, "You may include up to 10 copies of this card in your deck."),
    "Tonfa": _up_to(6, "You may include up to six copies of Tonfa in your deck."),
    "Clan Mon": CardException(any_number=True, quote="You may include any number of copies of this card"),
    "Lesser Oni": CardException(any_number=True, quote="You may include any number of copies of Lesser Oni"),
    "Yodotai Legionnaire": CardException(
        any_number=True, quote="You may include any number of this Follower"
    ),
    # "This card is considered X for deck construction (and checking the Unique restriction)".
    "Ambition": _counts_as("The Broken Sword of the Scorpion"),
    "Bayushi Hisa": _counts_as("Hisa"),
    "Celestial Sword of the Crab": _counts_as("Ancestral Sword of Crab Clan"),
    "Celestial Sword of the Crane": _counts_as("Ancestral Sword of Crane Clan"),
    "Celestial Sword of the Dragon": _counts_as("Ancestral Sword of Dragon Clan"),
    "Celestial Sword of the Lion": _counts_as("Ancestral Sword of Lion Clan"),
    "Celestial Sword of the Phoenix": _counts_as("Ancestral Sword of Phoenix Clan"),
    "Celestial Sword of the Scorpion": _counts_as("Ancestral Sword of the Scorpion"),
    "Celestial Sword of the Unicorn": _counts_as("Ancestral Sword of Unicorn Clan"),
    "Dairu no Shiryo": _counts_as("Bayushi Dairu"),
    "Shahai": _counts_as("Iuchi Shahai • Experienced", "Iuchi Shahai Experienced"),
    "Shiryo no Gohei": _counts_as("Matsu Gohei"),
    "Shiryo no Hoturi": _counts_as("Doji Hoturi"),
    "Shiryo no Kisada": _counts_as("Hida Kisada"),
    "Shiryo no Shoju": _counts_as("Bayushi Shoju"),
    "Shiryo no Tadaka": _counts_as("Isawa Tadaka"),
    "Shiryo no Takuan": _counts_as("Takuan"),
    "Shiryo no Tetsuya": _counts_as("Tetsuya"),
    "Shiryo no Tsuko": _counts_as("Matsu Tsuko"),
    "Tadaka's Last Wish": _counts_as("Isawa's Last Wish"),
    "Tamago": _counts_as("The Egg of P'an Ku"),
    "The False Hoturi": _counts_as("The Egg of P'an Ku"),
    "The Great Bear": _counts_as("Hida Kisada"),
    "Yasuki Hachi": _counts_as("Daidoji Hachi"),
    # "You may not include this card with X in your deck".
    **{
        f"Dark Ring of {element} • Experienced": CardException(
            not_with=(f"Ring of {element}",),
            quote=f"You may not include this Ring with Ring of {element} in your deck.",
        )
        for element in ("Air", "Earth", "Fire", "Water", "the Void")
    },
    "The Nameless One • Experienced": CardException(
        not_with=("Isawa Shunryu",),
        quote="You may not include this Personality with Isawa Shunryu in your deck.",
    ),
    # Minimum number of a type, minimum deck size, required Wind.
    "Radiant Bay": CardException(
        min_type=("Holding", 16), quote="You must have at least 16 Holdings in your deck construction."
    ),
    "forgotten_legacy_2": CardException(  # a card key: another "Forgotten Legacy" has other text
        min_type=("Holding", 16), quote="You must have at least 16 Holdings in your deck construction."
    ),
    "Make A Wish": CardException(
        not_counted=True, quote="This card does not count towards your minimum deck size."
    ),
    "Stone of Remembrance": CardException(
        not_counted=True, quote="This Holding does not count towards your minimum deck size."
    ),
    **{
        title: CardException(
            wind_must_be="The Kanpeki Dynasty", quote="Your Wind must be The Kanpeki Dynasty."
        )
        for title in ("Ichido Allegiance", "The Black Court", "The Emperor's Legions")
    },
}

# Headers of L5R lists (folded): the section they open, or None for a sub-header that keeps the current one.
_L5R_HEADERS: dict[str, str | None] = {
    **dict.fromkeys(("stronghold", "pre-game", "pregame", "pre game", "sensei", "wind"), "pregame"),
    "pre-game cards": "pregame",
    **dict.fromkeys(("dynasty", "dynasty deck"), "dynasty"),
    **dict.fromkeys(("fate", "fate deck"), "fate"),
    **dict.fromkeys(
        (
            "personalities",
            "personality",
            "holdings",
            "holding",
            "events",
            "event",
            "regions",
            "region",
            "celestials",
            "celestial",
            "strategies",
            "strategy",
            "items",
            "item",
            "followers",
            "follower",
            "spells",
            "spell",
            "rings",
            "ring",
            "ancestors",
            "ancestor",
            "other",
            "others",
        )
    ),
}

# Texts that change deck construction. A card matching one with no entry above is reported "not checked".
_L5R_DECKBUILDING = re.compile(
    r"deck construction|\b(?:may|must)(?: not)? (?:include|have)\b[^.]*\b(?:play |fate |dynasty )?deck\b"
    r"|your deck may|minimum deck size|your (?:wind|stronghold|sensei) must be|copies[^.]*in your deck",
    re.IGNORECASE,
)

L5R = GameRules(
    game=Game.L5R,
    version="l5r-desk-1",
    sections=(
        Section("pregame", "Pre-Game cards", "Pre-Game", deck_tags=("Pre-Game",), drawn=False),
        Section("dynasty", "Dynasty deck", "Dynasty", deck_tags=("Dynasty",), min_cards=40),
        Section("fate", "Fate deck", "Fate", deck_tags=("Fate",), min_cards=40),
    ),
    rules=_L5R_RULES,
    copy_limit=3,
    unique_limit=1,
    copy_identity="card",
    pregame_limits={
        "Stronghold": PregameLimit(1, 1, rule="one-stronghold"),
        "Sensei": PregameLimit(0, 1, plural="Sensei"),
        "Wind": PregameLimit(0, 1),
    },
    exceptions=_L5R_EXCEPTIONS,
    deckbuilding_text=_L5R_DECKBUILDING,
    unplaced_by_type=(("fate", frozenset({"Strategy", "Item", "Follower", "Spell", "Ring", "Ancestor"})),),
    unplaced_section="dynasty",
    faction_card_type="Stronghold",
    faction_label=("Clan", "Clans"),
    header_words=_L5R_HEADERS,
    export_syntaxes=("text", "l5d", "json"),
    draw_rules=(
        DrawRule(
            "fate", "Fate deck (hand)", 5, 1, "A starting hand of 5 Fate cards, 1 Fate card drawn each turn."
        ),
        DrawRule(
            "dynasty",
            "Dynasty deck (provinces)",
            4,
            1,
            "4 provinces filled at the start, about 1 province refilled each turn (it depends on purchases).",
        ),
    ),
    charts=("cost-per-section", "personality-stats", "focus", "gold"),
    stat_charts=("force", "chi"),
    sources=(
        (
            "L5R CCG rulebook (AEG)",
            "deck construction: one Stronghold, 40-card Dynasty and Fate decks, three "
            "copies, one of a Unique card, Pre-Game cards. The rules corpus the Desk imports does "
            "not contain this "
            "section, so the Desk states the rules here in its own words.",
        ),
        ("Card data (game_on_yasuki project)", "which deck each card belongs to, Unique, banned, legality."),
        ("Card texts", "per-card exceptions, each quoted on this page."),
    ),
)

# --- Naruto Mythos TCG ------------------------------------------------------------------------------------

NARUTO_SOURCE = (
    "card data MANIFEST (official rules): a 30-card character deck, at most 2 copies of the same "
    "version, plus 3 mission cards kept apart from the deck"
)

NARUTO = GameRules(
    game=Game.NARUTO,
    version="naruto-desk-1",
    sections=(
        Section(
            "main", "character deck", "Characters", card_types=("Character",), min_cards=30, max_cards=30
        ),
        Section(
            "missions",
            "missions",
            "Missions",
            card_types=("Mission",),
            min_cards=3,
            max_cards=3,
            size_rule="missions",
            counted_as="mission",
            drawn=False,
        ),
    ),
    rules=(
        Rule(
            "deck-size",
            "A 30-card character deck",
            "The character deck holds exactly 30 character cards.",
            NARUTO_SOURCE,
        ),
        Rule(
            "missions",
            "Exactly 3 missions, kept apart",
            "A deck has exactly 3 mission cards, kept apart from the character deck.",
            NARUTO_SOURCE,
        ),
        Rule(
            "right-deck",
            "Characters in the deck, missions apart",
            "Only characters go in the character deck; only missions among the missions.",
            NARUTO_SOURCE,
        ),
        Rule(
            "two-copies",
            "At most 2 copies of the same version",
            "At most two copies of one version of a character (title and version: 'Naruto Uzumaki' has "
            "several versions, each counted alone). Rare-art variants are the same version.",
            NARUTO_SOURCE,
        ),
        Rule(
            "card-text",
            "Card texts that change construction",
            "A card text that changes deck construction and has no rule here is listed as 'not checked'.",
            CARD_TEXT_SOURCE,
        ),
        Rule("known-format", "A known format", "A deck names a format of its game.", "the Desk"),
        KNOWN_CARDS,
    ),
    copy_limit=2,
    unique_limit=None,
    copy_identity="card",
    copy_rule="two-copies",
    copies_of="copies of the same version",
    deckbuilding_text=re.compile(r"deck construction|in your deck|copies of this card", re.IGNORECASE),
    header_words={
        **dict.fromkeys(("characters", "character deck", "character", "deck", "main", "main deck"), "main"),
        **dict.fromkeys(("missions", "mission", "mission cards"), "missions"),
    },
    draw_rules=(
        DrawRule("main", "Character deck", 5, 2, "A starting hand of 5 cards, 2 cards drawn each turn."),
    ),
    charts=("cost", "stats", "villages", "keywords", "power-per-chakra", "mission-points"),
    stat_charts=("power",),
    printings_note=(
        "These printings share a card number, so they are one version: a deck counts them together "
        "(at most 2 copies of a version)."
    ),
    sources=(
        ("Card data MANIFEST", NARUTO_SOURCE),
        ("Card data (Naruto-Mythos-Game project)", "types, versions."),
    ),
)

# --- ChiAxis (demo) ---------------------------------------------------------------------------------------

CHIAXIS_SOURCE = "the Desk's own demo format (ChiAxis publishes no construction rules in the corpus)"

CHIAXIS = GameRules(
    game=Game.CHIAXIS,
    version="chiaxis-demo-1",
    sections=(Section("main", "deck", "Deck", min_cards=30),),
    rules=(
        Rule("deck-size", "At least 30 cards (demo)", "A demo deck holds at least 30 cards.", CHIAXIS_SOURCE),
        Rule(
            "three-copies", "At most three copies (demo)", "At most three copies of a card.", CHIAXIS_SOURCE
        ),
        Rule(
            "one-unique",
            "One copy of a Unique card (demo)",
            "At most one copy of a Unique card.",
            CHIAXIS_SOURCE,
        ),
        Rule(
            "card-text",
            "Card texts that change construction",
            "A card text that changes deck construction and has no rule here is listed as 'not checked'.",
            CARD_TEXT_SOURCE,
        ),
        Rule("known-format", "A known format", "A deck names a format of its game.", "the Desk"),
        KNOWN_CARDS,
    ),
    copy_limit=3,
    unique_limit=1,
    copy_identity="card",
    deckbuilding_text=re.compile(r"deck construction|in your deck", re.IGNORECASE),
    header_words=dict.fromkeys(("deck", "main", "main deck", "cards"), "main"),
    draw_rules=(
        DrawRule("main", "Deck", 5, 1, "A starting hand of 5 cards, 1 card drawn each turn (demo game)."),
    ),
    charts=("cost", "stats"),
    stat_charts=("int", "atk"),
    is_demo=True,
    sources=(("The Desk (DEMO)", CHIAXIS_SOURCE),),
)

RULES: dict[str, GameRules] = {rules.game: rules for rules in (L5R, NARUTO, CHIAXIS)}

STATIC_FORMATS: dict[str, list[DeckFormat]] = {
    Game.NARUTO: [DeckFormat(Game.NARUTO, "mythos", "Naruto Mythos")],
    Game.CHIAXIS: [DeckFormat(Game.CHIAXIS, "demo", "ChiAxis demo format (DEMO)", is_demo=True)],
}


def rules_for(game: str) -> GameRules | None:
    return RULES.get(game)


def sections_for(game: str) -> list[tuple[str, str]]:
    rules = RULES.get(game)
    return [(s.key, s.header) for s in rules.sections] if rules else []


def formats_for(game: str) -> list[DeckFormat]:
    """The formats of a game: L5R from the card data's legality tags, the others from STATIC_FORMATS."""
    if game == Game.L5R:
        from cards.models import Format

        return [
            DeckFormat(Game.L5R, slug, name, legality=slug)
            for slug, name in Format.objects.filter(game=Game.L5R).values_list("slug", "name")
        ]
    return list(STATIC_FORMATS.get(game, []))


def format_get(*, game: str, key: str) -> DeckFormat | None:
    return next((fmt for fmt in formats_for(game) if fmt.key == key), None)


# Legality tags of the card data that are no environment to play in: never a default.
NOT_PLAYED = frozenset({"not-legal-proxy", "unreleased"})


def format_default(*, game: str, cards: Iterable = ()) -> DeckFormat | None:
    """The format a deck gets when none is chosen: the newest format (the card data lists them in the order
    they first appear) that all the cards are legal in (``cards``: anything with ``formats``, the legality
    tags of a card), else the newest format of the game. None for a game without formats."""
    playable = [fmt for fmt in formats_for(game) if fmt.key not in NOT_PLAYED]
    cards = list(cards)
    fitting = (
        fmt
        for fmt in reversed(playable)
        if all(fmt.legality in card.formats for card in cards if fmt.legality)
    )
    return next(fitting, playable[-1] if playable else None)
