"""Deck validation: every problem at once, each with a code, severity, sentence, cards, rule link and fix.

The checks read the rules of ``decks.formats`` (limits, sections, per-card exceptions) and the card facts they
need, loaded in bulk once (``facts_load``): validating is then pure Python over dictionaries, so a page, the
API and the bench all call ``entries_validate`` with the same result. Nothing here queries the database except
``facts_load`` (and ``entries_validate`` through it, when not given the facts).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field

from cards.markup import fold, plain_text

from .facts import CardFacts, Entry, entries_merge
from .formats import DeckFormat, GameRules, format_get, formats_for, rules_for

ERROR = "error"
WARNING = "warning"
PROXY = "Proxy"


@dataclass
class Problem:
    code: str
    severity: str
    message: str
    rule: str
    rule_url: str
    cards: list[dict] = field(default_factory=list)
    fix: str = ""

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass
class ValidationResult:
    game: str
    format_key: str
    format_name: str
    rules_version: str
    problems: list[Problem]
    counts: dict[str, int]  # section -> cards
    faction: str = ""

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == ERROR]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == WARNING]

    @property
    def not_checked(self) -> list[Problem]:
        return [p for p in self.problems if p.code == "not-checked"]

    @property
    def valid(self) -> bool:
        return not self.errors

    def add_unmatched(self, lines) -> None:
        """Lines of a list that name no card (or several) are errors too: the deck is not what was written."""
        rules = rules_for(self.game)
        url = rules.rule_url("known-cards") if rules else ""
        for line in lines:
            closest = ", ".join(c["title"] for c in line.candidates[:3])
            what = (
                "matches several cards"
                if line.kind == "ambiguous"
                else (f"cannot be read ({line.reason})" if line.kind == "invalid" else "matches no card")
            )
            if getattr(line, "out_of_time", False):
                what += f" as written ({line.reason})"
            message = f"Line {line.line} (\u201c{line.text.strip()[:120]}\u201d) {what}"
            message += f"; closest: {closest}." if closest else "."
            self.problems.append(
                Problem(
                    "unmatched-line",
                    ERROR,
                    message,
                    "known-cards",
                    url,
                    [{"key": c["key"], "title": c["title"]} for c in line.candidates[:3]],
                    f"pick one of {closest}" if closest else f"correct or remove line {line.line}",
                )
            )

    def as_dict(self) -> dict:
        return {
            "valid": self.valid,
            "game": self.game,
            "format": self.format_key,
            "format_name": self.format_name,
            "rules_version": self.rules_version,
            "counts": self.counts,
            "faction": self.faction,
            "problems": [p.as_dict() for p in self.problems],
            "not_checked": [p.as_dict() for p in self.not_checked],
        }


# --- loading facts --------------------------------------------------------------------------------------


def facts_load(*, game: str, keys: Iterable[str] | None = None) -> dict[str, CardFacts]:
    """Card facts of a game (all of them, or the given keys) in three queries."""
    from cards.models import Card, CardTag

    rules = rules_for(game)
    pattern = rules.deckbuilding_text if rules else None
    cards = Card.objects.filter(game=game)
    if keys is not None:
        cards = cards.filter(key__in=list(set(keys)))
    rows = list(
        cards.values_list("id", "key", "title", "version", "card_type", "is_unique", "is_banned", "text")
    )
    ids = [row[0] for row in rows]
    by_id_filter = {"card__game": game} if keys is None else {"card_id__in": ids}
    tags: dict[int, list[tuple[str, str]]] = defaultdict(list)
    for card_id, kind, value in (
        CardTag.objects.filter(**by_id_filter)
        .order_by("card_id", "position")
        .values_list("card_id", "kind", "value")
    ):
        tags[card_id].append((kind, value))
    formats: dict[int, set[str]] = defaultdict(set)
    through = Card.formats.through.objects
    format_filter = {"card__game": game} if keys is None else {"card_id__in": ids}
    for card_id, slug in through.filter(**format_filter).values_list("card_id", "format__slug"):
        formats[card_id].add(slug)
    facts = {}
    for card_id, key, title, version, card_type, is_unique, is_banned, text in rows:
        card_tags = tags.get(card_id, [])
        decks = [v for k, v in card_tags if k == CardTag.Kind.DECK]
        quote = ""
        if pattern is not None and text:
            plain = plain_text(text)
            if match := pattern.search(plain):
                quote = _sentence_around(plain, match.start(), match.end())
        facts[key] = CardFacts(
            key=key,
            title=title,
            version=version,
            card_type=card_type,
            types=tuple(v for k, v in card_tags if k == CardTag.Kind.TYPE),
            deck=decks[0] if decks else "",
            factions=tuple(v for k, v in card_tags if k == CardTag.Kind.FACTION),
            is_unique=is_unique,
            is_banned=is_banned,
            formats=frozenset(formats.get(card_id, ())),
            deckbuilding_quote=quote,
        )
        annotate(facts[key], rules)
    return facts


def annotate(card: CardFacts, rules: GameRules | None) -> CardFacts:
    """Set ``identity`` (folded title, or the title its text makes it count as) and ``exception``."""
    exception = None
    if rules is not None and rules.exceptions:
        exception = rules.exceptions.get(card.key) or rules.exceptions.get(card.display_title)
    card.exception = exception
    card.identity = fold(exception.counts_as if exception and exception.counts_as else card.display_title)
    return card


def _sentence_around(text: str, start: int, end: int) -> str:
    left = max(text.rfind(".", 0, start), text.rfind("\n", 0, start)) + 1
    right = text.find(".", end)
    return text[left : (right + 1 if right != -1 else len(text))].strip()


# --- entry points ---------------------------------------------------------------------------------------


def entries_validate(
    *,
    game: str,
    format_key: str,
    entries: Iterable[Entry],
    facts: dict[str, CardFacts] | None = None,
    fmt: DeckFormat | None = None,
) -> ValidationResult:
    """Validate a list of entries. ``facts`` and ``fmt`` may be given (the bench loads them once)."""
    entries = list(entries)
    if facts is None:
        facts = facts_load(game=game, keys=[e.key for e in entries])
    if fmt is None:
        fmt = format_get(game=game, key=format_key)
    return Validator(game=game, format_key=format_key, fmt=fmt, facts=facts).run(entries)


# --- the checks -----------------------------------------------------------------------------------------


def _copies(n: int) -> str:
    return f"{n} {'copy' if n == 1 else 'copies'}"


def _cards(n: int) -> str:
    return f"{n} {'card' if n == 1 else 'cards'}"


def _names(titles: list[str]) -> str:
    if len(titles) <= 1:
        return "".join(titles)
    return ", ".join(titles[:-1]) + " and " + titles[-1]


_NUMBER_WORDS = {0: "no", 1: "one", 2: "two", 3: "three"}


class Validator:
    def __init__(self, *, game: str, format_key: str, fmt: DeckFormat | None, facts: dict[str, CardFacts]):
        self.game = game
        self.format_key = format_key
        self.fmt = fmt
        self.facts = facts
        self.rules: GameRules | None = rules_for(game)
        self.problems: list[Problem] = []

    def add(self, code: str, message: str, rule: str, *, cards=(), fix: str = "", severity: str = ERROR):
        url = self.rules.rule_url(rule) if self.rules else ""
        self.problems.append(Problem(code, severity, message, rule, url, [c.ref() for c in cards], fix))

    def exception_for(self, card: CardFacts):
        if not card.identity:
            annotate(card, self.rules)
        return card.exception

    def run(self, entries: list[Entry]) -> ValidationResult:
        if self.rules is None:
            self.problems.append(
                Problem("unknown-game", ERROR, f"Unknown game '{self.game}'.", "", "", [], "")
            )
            return ValidationResult(self.game, self.format_key, "", "", self.problems, {})
        if self.fmt is None:
            self.add_unknown_format()
        deck = self.known_lines(entries)
        self.check_sections(deck)
        self.check_sizes(deck)
        if self.rules.pregame_limits:
            self.check_pregame(deck)
        self.check_copies(deck)
        self.check_legality(deck)
        if self.rules.exceptions:
            self.check_card_texts(deck)
        self.check_not_checked(deck)
        return self.result(deck)

    def result(self, deck) -> ValidationResult:
        counts = {s.key: 0 for s in self.rules.sections}
        for _, quantity, section in deck:
            counts[section] += quantity
        return ValidationResult(
            game=self.game,
            format_key=self.format_key,
            format_name=self.fmt.name if self.fmt else "",
            rules_version=self.rules.version,
            problems=self.problems,
            counts=counts,
            faction=faction_of(self.rules, deck),
        )

    def add_unknown_format(self) -> None:
        known = ", ".join(f.key for f in formats_for(self.game)) or "none"
        self.add(
            "unknown-format",
            f"Unknown format '{self.format_key}' for {_game_label(self.game)}; known formats: {known}.",
            "known-format",
            fix="choose one of the game's formats",
        )

    def known_lines(self, entries: list[Entry]) -> list[tuple[CardFacts, int, str]]:
        """The lines merged by (card, section), less unknown cards and sections (a problem each)."""
        deck = []
        for entry in entries_merge(entries):
            card = self.facts.get(entry.key)
            if card is None:
                self.add_unknown_card(entry.key)
            elif self.rules.section(entry.section) is None:
                self.add_unknown_section(card, entry.section)
            else:
                deck.append((card, entry.quantity, entry.section))
        return deck

    def add_unknown_card(self, key: str) -> None:
        self.problems.append(
            Problem(
                "unknown-card",
                ERROR,
                f"No {_game_label(self.game)} card has the key '{key}'.",
                "known-cards",
                self.rules.rule_url("known-cards"),
                [{"key": key, "title": key}],
                f"remove '{key}'",
            )
        )

    def add_unknown_section(self, card: CardFacts, section: str) -> None:
        names = ", ".join(s.key for s in self.rules.sections)
        expected = self.rules.section_for(card)
        self.add(
            "unknown-section",
            f"{card.display_title} is in a section '{section}' that a "
            f"{_game_label(self.game)} deck does not have ({names}).",
            "right-deck",
            cards=[card],
            fix=f"move {card.display_title} to the {expected.label}" if expected else "",
        )

    # sections -------------------------------------------------------------------------------------------

    def check_sections(self, deck) -> None:
        for card, _quantity, section in deck:
            expected = self.rules.section_for(card)
            if PROXY in card.types:
                self.add(
                    "not-a-deck-card",
                    f"{card.display_title} is a Proxy, a stand-in for a created card; "
                    "it cannot be in a deck.",
                    "not-a-deck-card",
                    cards=[card],
                    fix=f"remove {card.display_title}",
                )
            elif expected is None:
                self.add_unplaced(card)
            elif expected.key != section:
                here = self.rules.section(section).label
                self.add(
                    "wrong-section",
                    f"{card.display_title} is {self.card_kind(card)} in the {here}.",
                    "right-deck",
                    cards=[card],
                    fix=f"move {card.display_title} to the {expected.label}",
                )

    def add_unplaced(self, card: CardFacts) -> None:
        """A card whose data names no section of the game: where the data names decks (L5R), one it puts in
        none is not checked; elsewhere its type belongs in no deck."""
        if self.rules.by_deck_tag:
            what = f"no deck ({card.deck})" if card.deck else "no deck"
            self.add(
                "not-checked",
                f"Not checked: the card data puts {card.display_title} in {what}, "
                "so the Desk cannot say where it belongs.",
                "not-a-deck-card",
                cards=[card],
                severity=WARNING,
            )
        else:
            self.add(
                "wrong-section",
                f"{card.display_title} ({card.card_type}) cannot be in a deck.",
                "right-deck",
                cards=[card],
                fix=f"remove {card.display_title}",
            )

    def card_kind(self, card: CardFacts) -> str:
        """How a card is named in a wrong-section message: by its deck where the data names decks."""
        if self.rules.by_deck_tag:
            if card.deck == "Pre-Game":
                return f"a Pre-Game card ({card.card_type})"
            return f"a {card.deck} card"
        return f"a {card.card_type.lower()}" if card.card_type else "a card"

    def check_sizes(self, deck) -> None:
        excluded: set[str] = set()
        if self.rules.exceptions:
            excluded = {c.key for c, _, _ in deck if (e := self.exception_for(c)) and e.not_counted}
        for section in self.rules.sections:
            if section.min_cards is not None or section.max_cards is not None:
                n = sum(q for c, q, s in deck if s == section.key and c.key not in excluded)
                self.check_size(section, n)

    def check_size(self, section, n: int) -> None:
        low, high, label = section.min_cards, section.max_cards, section.label
        if low is not None and low == high and n != low:
            if section.counted_as:
                has = f"The deck has {n} {section.counted_as}{'s' if n != 1 else ''}"
            else:
                has = f"The {label} has {_cards(n)}"
            message = f"{has}; it needs exactly {low}."
            fix = f"add {_cards(low - n)} to the" if n < low else f"remove {_cards(n - low)} from the"
            fix = f"{fix} {label}"
            self.add("section-size", message, section.size_rule, fix=fix)
        elif low is not None and n < low:
            self.add(
                "section-size",
                f"The {label} has {_cards(n)}; it needs at least {low}.",
                section.size_rule,
                fix=f"add {_cards(low - n)} to the {label}",
            )
        elif high is not None and n > high:
            self.add(
                "section-size",
                f"The {label} has {_cards(n)}; it may have at most {high}.",
                section.size_rule,
                fix=f"remove {_cards(n - high)} from the {label}",
            )

    def check_pregame(self, deck) -> None:
        for card_type, limit in self.rules.pregame_limits.items():
            found = [(c, q) for c, q, _ in deck if c.card_type == card_type or card_type in c.types]
            self.check_pregame_type(card_type, limit, found)

    def check_pregame_type(self, card_type: str, limit, found: list[tuple[CardFacts, int]]) -> None:
        n = sum(q for _, q in found)
        cards = [c for c, _ in found]
        listed = f"{n} {limit.plural_of(card_type)} ({_names([c.display_title for c in cards])})"
        if limit.low == limit.high == 1 and n == 0:
            self.add(
                "pregame-count",
                f"The deck has no {card_type}; it needs exactly one.",
                limit.rule,
                fix=f"add a {card_type} to the Pre-Game cards",
            )
        elif limit.low == limit.high == 1 and n != 1:
            self.add(
                "pregame-count",
                f"The deck has {listed}; it needs exactly one.",
                limit.rule,
                cards=cards,
                fix=f"keep one {card_type} and remove {n - 1}",
            )
        elif n > limit.high:
            self.add(
                "pregame-count",
                f"The deck has {listed}; it may have at most {_NUMBER_WORDS.get(limit.high, limit.high)}.",
                limit.rule,
                cards=cards,
                fix=f"keep one {card_type} and remove {n - limit.high}",
            )
        elif n < limit.low:
            self.add(
                "pregame-count",
                f"The deck has {n} {limit.plural_of(card_type)}; it needs at least {limit.low}.",
                limit.rule,
                fix=f"add a {card_type}",
            )

    # copies ---------------------------------------------------------------------------------------------

    def identity(self, card: CardFacts) -> str:
        if not card.identity:
            annotate(card, self.rules)
        return card.identity

    def copy_counted(self, card: CardFacts) -> bool:
        """Whether the copy limits count a card: Pre-Game cards have their own limits (``check_pregame``)."""
        return not (self.rules.pregame_limits and card.deck == "Pre-Game")

    def check_copies(self, deck) -> None:
        """Copies over the limits, per identity (a card and those whose text makes them count as it)."""
        over = self.identities_over(deck)
        groups: dict[str, list[tuple[CardFacts, int]]] = defaultdict(list)
        for card, quantity, _ in deck:
            if card.identity in over and self.copy_counted(card):
                groups[card.identity].append((card, quantity))
        for members in groups.values():
            self.check_copies_of(members)

    def identities_over(self, deck) -> set[str]:
        """Identities with more copies than the copy limit, or than the Unique limit for a Unique card."""
        copy_limit, unique_limit = self.rules.copy_limit, self.rules.unique_limit
        totals: dict[str, int] = {}
        unique: set[str] = set()
        for card, quantity, _ in (line for line in deck if self.copy_counted(line[0])):
            ident = card.identity or self.identity(card)
            totals[ident] = totals.get(ident, 0) + quantity
            if card.is_unique:
                unique.add(ident)
        return {
            ident
            for ident, n in totals.items()
            if (unique_limit is not None and ident in unique and n > unique_limit)
            or (copy_limit is not None and n > copy_limit)
        }

    def copy_limit_for(self, cards: list[CardFacts]) -> tuple[int | None, str, str, bool]:
        """(limit, rule, why, by_text) for a group of cards counted together; limit None: any number."""
        unique_limit = self.rules.unique_limit
        if unique_limit is not None and any(c.is_unique for c in cards):
            return unique_limit, "one-unique", ", a Unique card", False
        exceptions = [self.exception_for(c) for c in cards] if self.rules.exceptions else []
        allowed_by_text = [e for e in exceptions if e and (e.any_number or e.max_copies)]
        if any(e.any_number for e in allowed_by_text):
            return None, "card-text", "", True
        if allowed_by_text:
            return max(e.max_copies for e in allowed_by_text), "card-text", "", True
        return self.rules.copy_limit, self.rules.copy_rule, "", False

    def check_copies_of(self, members: list[tuple[CardFacts, int]]) -> None:
        n = sum(q for _, q in members)
        cards = [self.facts[k] for k in dict.fromkeys(c.key for c, _ in members)]
        limit, rule, why, by_text = self.copy_limit_for(cards)
        if limit is None or n <= limit:
            return
        first = cards[0]
        names = _names([c.display_title for c in cards])
        if len(cards) > 1:
            targets = [e.counts_as for c in cards if (e := self.exception_for(c)) and e.counts_as]
            subject = f"{_cards(n)} that count as {targets[0] if targets else first.display_title} ({names})"
        else:
            subject = f"{_copies(n)} of {first.display_title}"
        self.add(
            "too-many-copies",
            f"The deck has {subject}{why}; {self.copy_limit_words(limit, by_text)}",
            rule,
            cards=cards,
            fix=f"remove {_copies(n - limit)} of {names}",
        )

    def copy_limit_words(self, limit: int, by_text: bool) -> str:
        if by_text:
            return f"its text allows at most {limit}."
        if self.rules.copies_of:
            return f"at most {limit} {self.rules.copies_of} are allowed."
        return f"at most {limit} {'is' if limit == 1 else 'are'} allowed."

    # legality -------------------------------------------------------------------------------------------

    def check_legality(self, deck) -> None:
        per_card: Counter[str] = Counter()
        for card, quantity, _ in deck:
            per_card[card.key] += quantity
        legality = self.fmt.legality if self.fmt else ""
        for key, n in per_card.items():
            card = self.facts[key]
            if card.is_banned:
                self.add(
                    "banned",
                    f"{card.display_title} is banned.",
                    "banned",
                    cards=[card],
                    fix=f"remove {_copies(n)} of {card.display_title}",
                )
            if legality and legality not in card.formats:
                self.add(
                    "not-legal",
                    f"{card.display_title} is not legal in {self.fmt.name}.",
                    "legal-in-format",
                    cards=[card],
                    fix=f"remove {_copies(n)} of {card.display_title}",
                )

    # card texts -----------------------------------------------------------------------------------------

    def check_card_texts(self, deck) -> None:
        special = {c.key: c for c, _, _ in deck if self.exception_for(c) is not None}
        if not special:
            return
        present_titles = {fold(c.title): c for c, _, _ in deck}
        present_display = {fold(c.display_title): c for c, _, _ in deck}
        for card in special.values():
            e = card.exception
            for other_title in e.not_with:
                other = present_display.get(fold(other_title)) or present_titles.get(fold(other_title))
                if other is not None:
                    self.add(
                        "not-with",
                        f"{card.display_title} may not be in a deck with {other.display_title} "
                        f'(its text: "{e.quote}").',
                        "card-text",
                        cards=[card, other],
                        fix=f"remove {card.display_title} or {other.display_title}",
                    )
            if e.min_type:
                card_type, minimum = e.min_type
                n = sum(q for c, q, _ in deck if card_type in c.types)
                if n < minimum:
                    self.add(
                        "min-type",
                        f"{card.display_title} needs at least {minimum} {card_type}s in the deck; "
                        f'it has {n} (its text: "{e.quote}").',
                        "card-text",
                        cards=[card],
                        fix=f"add {minimum - n} {card_type}{'s' if minimum - n != 1 else ''}",
                    )
            if e.wind_must_be:
                winds = [c for c, _, _ in deck if "Wind" in c.types]
                # "The Kanpeki Dynasty" names the Wind printed "The Kanpeki Dynasty, Hantei XL"
                if not any(fold(w.title).startswith(fold(e.wind_must_be)) for w in winds):
                    has = f"it has {_names([w.display_title for w in winds])}" if winds else "it has no Wind"
                    self.add(
                        "wind-required",
                        f"{card.display_title} needs the Wind {e.wind_must_be}; {has}.",
                        "card-text",
                        cards=[card, *winds],
                        fix=f"use {e.wind_must_be} as the Wind",
                    )

    def check_not_checked(self, deck) -> None:
        seen: set[str] = set()
        for card, _, _ in deck:
            if card.key in seen or not card.deckbuilding_quote:
                continue
            seen.add(card.key)
            if self.rules.exceptions and self.exception_for(card) is not None:
                continue
            self.add(
                "not-checked",
                f"Not checked: {card.display_title}'s text changes deck construction "
                f'("{card.deckbuilding_quote}"); the Desk has no rule for it, so check it yourself.',
                "card-text",
                cards=[card],
                severity=WARNING,
            )


def faction_of(rules: GameRules, deck: list[tuple[CardFacts, int, str]]) -> str:
    """The deck's clan or faction: its ``faction_card_type`` card's (L5R: the Stronghold's clan), else the
    one most cards of the ``faction_section`` share."""
    if rules.faction_card_type:
        held = (card for card, _, _ in deck if card.card_type == rules.faction_card_type and card.factions)
        return next((card.factions[0] for card in held), "")
    counts: Counter[str] = Counter()
    for card, quantity, section in deck:
        if section == rules.faction_section:
            for faction in card.factions[:1]:
                counts[faction] += quantity
    return counts.most_common(1)[0][0] if counts else ""


def _game_label(game: str) -> str:
    from rulings.games import Game

    try:
        return Game(game).label
    except ValueError:
        return game
