"""Deck validation: every problem at once, each with a code, severity, sentence, cards, rule link and fix.

The checks read the rules of ``decks.formats`` (limits, sections, per-card exceptions) and the card facts they
need, loaded in bulk once (``facts_load``): validating is then pure Python over dictionaries, so a page, the
API and the bench all call ``entries_validate`` with the same result. Nothing here queries the database except
``facts_load`` and the two helpers that call it.
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


def deck_validate(*, deck) -> ValidationResult:
    """Validate a saved deck's current list."""
    entries = [
        Entry(key, quantity, section)
        for key, quantity, section in deck.cards.values_list("card__key", "quantity", "section")
    ]
    return entries_validate(game=deck.game, format_key=deck.format_key, entries=entries)


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
        rules = self.rules
        if rules is None:
            self.problems.append(
                Problem("unknown-game", ERROR, f"Unknown game '{self.game}'.", "", "", [], "")
            )
            return ValidationResult(self.game, self.format_key, "", "", self.problems, {})
        if self.fmt is None:
            known = ", ".join(f.key for f in formats_for(self.game)) or "none"
            self.add(
                "unknown-format",
                f"Unknown format '{self.format_key}' for {_game_label(self.game)}; known formats: {known}.",
                "known-format",
                fix="choose one of the game's formats",
            )
        # Merge lines of the same card and section; drop unknown cards and sections with a problem each.
        known_sections = {s.key: s for s in rules.sections}
        deck: list[tuple[CardFacts, int, str]] = []
        for key, quantity, section in ((e.key, e.quantity, e.section) for e in entries_merge(entries)):
            card = self.facts.get(key)
            if card is None:
                self.problems.append(
                    Problem(
                        "unknown-card",
                        ERROR,
                        f"No {_game_label(self.game)} card has the key '{key}'.",
                        "known-cards",
                        rules.rule_url("known-cards"),
                        [{"key": key, "title": key}],
                        f"remove '{key}'",
                    )
                )
                continue
            if section not in known_sections:
                names = ", ".join(s.key for s in rules.sections)
                self.add(
                    "unknown-section",
                    f"{card.display_title} is in a section '{section}' that a "
                    f"{_game_label(self.game)} deck does not have ({names}).",
                    "right-deck",
                    cards=[card],
                    fix=f"move {card.display_title} to the {self.rules.section_for(card).label}"
                    if self.rules.section_for(card)
                    else "",
                )
                continue
            deck.append((card, quantity, section))

        self.check_sections(deck, known_sections)
        self.check_sizes(deck)
        if rules.pregame_limits:
            self.check_pregame(deck)
        self.check_copies(deck)
        self.check_legality(deck)
        if rules.exceptions:
            self.check_card_texts(deck)
        self.check_not_checked(deck)
        counts = {s.key: 0 for s in rules.sections}
        for _, quantity, section in deck:
            counts[section] += quantity
        return ValidationResult(
            game=self.game,
            format_key=self.format_key,
            format_name=self.fmt.name if self.fmt else "",
            rules_version=rules.version,
            problems=self.problems,
            counts=counts,
            faction=faction_of(self.game, deck),
        )

    # sections -------------------------------------------------------------------------------------------

    def check_sections(self, deck, known_sections) -> None:
        for card, _quantity, section in deck:
            if PROXY in card.types:
                self.add(
                    "not-a-deck-card",
                    f"{card.display_title} is a Proxy, a stand-in for a created card; "
                    "it cannot be in a deck.",
                    "not-a-deck-card",
                    cards=[card],
                    fix=f"remove {card.display_title}",
                )
                continue
            expected = self.rules.section_for(card)
            if expected is None:
                if self.game == "l5r":
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
                continue
            if expected.key != section:
                here = known_sections[section]
                kind = self.card_kind(card)
                self.add(
                    "wrong-section",
                    f"{card.display_title} is {kind} in the {here.label}.",
                    "right-deck",
                    cards=[card],
                    fix=f"move {card.display_title} to the {expected.label}",
                )

    def card_kind(self, card: CardFacts) -> str:
        if self.game == "l5r":
            if card.deck == "Pre-Game":
                return f"a Pre-Game card ({card.card_type})"
            return f"a {card.deck} card"
        return f"a {card.card_type.lower()}" if card.card_type else "a card"

    def check_sizes(self, deck) -> None:
        excluded: set[str] = set()
        if self.rules.exceptions:
            excluded = {c.key for c, _, _ in deck if (e := self.exception_for(c)) and e.not_counted}
        for section in self.rules.sections:
            if section.min_cards is None and section.max_cards is None:
                continue
            n = sum(q for c, q, s in deck if s == section.key and c.key not in excluded)
            low, high = section.min_cards, section.max_cards
            label = section.label
            if low is not None and low == high and n != low:
                if section.key == "missions":
                    message = f"The deck has {n} mission{'s' if n != 1 else ''}; it needs exactly {low}."
                else:
                    message = f"The {label} has {_cards(n)}; it needs exactly {low}."
                fix = (
                    f"add {_cards(low - n)} to the {label}"
                    if n < low
                    else f"remove {_cards(n - low)} from the {label}"
                )
                self.add(
                    "section-size", message, "missions" if section.key == "missions" else "deck-size", fix=fix
                )
            elif low is not None and n < low:
                self.add(
                    "section-size",
                    f"The {label} has {_cards(n)}; it needs at least {low}.",
                    "deck-size",
                    fix=f"add {_cards(low - n)} to the {label}",
                )
            elif high is not None and n > high:
                self.add(
                    "section-size",
                    f"The {label} has {_cards(n)}; it may have at most {high}.",
                    "deck-size",
                    fix=f"remove {_cards(n - high)} from the {label}",
                )

    def check_pregame(self, deck) -> None:
        for card_type, (low, high) in self.rules.pregame_limits.items():
            found = [(c, q) for c, q, _ in deck if c.card_type == card_type or card_type in c.types]
            n = sum(q for _, q in found)
            titles = [c.display_title for c, _ in found]
            plural = card_type if card_type in ("Sensei",) else card_type + "s"
            rule = "one-stronghold" if card_type == "Stronghold" else "pre-game"
            cards = [c for c, _ in found]
            if low == high == 1 and n != 1:
                if n == 0:
                    self.add(
                        "pregame-count",
                        f"The deck has no {card_type}; it needs exactly one.",
                        rule,
                        fix=f"add a {card_type} to the Pre-Game cards",
                    )
                else:
                    self.add(
                        "pregame-count",
                        f"The deck has {n} {plural} ({_names(titles)}); it needs exactly one.",
                        rule,
                        cards=cards,
                        fix=f"keep one {card_type} and remove {n - 1}",
                    )
            elif n > high:
                self.add(
                    "pregame-count",
                    f"The deck has {n} {plural} ({_names(titles)}); it may have at most "
                    f"{_NUMBER_WORDS.get(high, high)}.",
                    rule,
                    cards=cards,
                    fix=f"keep one {card_type} and remove {n - high}",
                )
            elif n < low:
                self.add(
                    "pregame-count",
                    f"The deck has {n} {plural}; it needs at least {low}.",
                    rule,
                    fix=f"add a {card_type}",
                )

    # copies ---------------------------------------------------------------------------------------------

    def identity(self, card: CardFacts) -> str:
        if not card.identity:
            annotate(card, self.rules)
        return card.identity

    def check_copies(self, deck) -> None:
        copy_limit, unique_limit = self.rules.copy_limit, self.rules.unique_limit
        skip_pregame = bool(self.rules.pregame_limits)
        totals: dict[str, int] = {}
        unique: set[str] = set()
        for card, quantity, _ in deck:
            if skip_pregame and card.deck == "Pre-Game":
                continue  # counted by the Pre-Game rule
            ident = card.identity or self.identity(card)
            totals[ident] = totals.get(ident, 0) + quantity
            if card.is_unique:
                unique.add(ident)
        over = {
            ident
            for ident, n in totals.items()
            if (unique_limit is not None and ident in unique and n > unique_limit)
            or (copy_limit is not None and n > copy_limit)
        }
        if not over:
            return
        groups: dict[str, list[tuple[CardFacts, int]]] = defaultdict(list)
        for card, quantity, _ in deck:
            if card.identity in over and not (skip_pregame and card.deck == "Pre-Game"):
                groups[card.identity].append((card, quantity))
        for members in groups.values():
            n = sum(q for _, q in members)
            cards = list(dict.fromkeys(c.key for c, _ in members))
            cards = [self.facts[k] for k in cards]
            unique = unique_limit is not None and any(c.is_unique for c in cards)
            exceptions = [self.exception_for(c) for c in cards] if self.rules.exceptions else []
            allowed_by_text = [e for e in exceptions if e and (e.any_number or e.max_copies)]
            if unique:
                limit, rule, why = unique_limit, "one-unique", ", a Unique card"
            elif allowed_by_text:
                if any(e.any_number for e in allowed_by_text):
                    continue
                limit = max(e.max_copies for e in allowed_by_text)
                rule, why = "card-text", ""
            else:
                limit, rule, why = copy_limit, ("two-copies" if self.game == "naruto" else "three-copies"), ""
            if limit is None or n <= limit:
                continue
            first = cards[0]
            if len(cards) > 1:
                names = _names([c.display_title for c in cards])
                targets = [e.counts_as for c in cards if (e := self.exception_for(c)) and e.counts_as]
                target = targets[0] if targets else first.display_title
                subject = f"{_cards(n)} that count as {target} ({names})"
            else:
                subject = f"{_copies(n)} of {first.display_title}"
            if allowed_by_text and not unique:
                tail = f"its text allows at most {limit}."
            elif self.game == "naruto":
                tail = f"at most {limit} copies of the same version are allowed."
            else:
                tail = f"at most {limit} {'is' if limit == 1 else 'are'} allowed."
            self.add(
                "too-many-copies",
                f"The deck has {subject}{why}; {tail}",
                rule,
                cards=cards,
                fix=f"remove {_copies(n - limit)} of {first.display_title if len(cards) == 1 else names}",
            )

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


def faction_of(game: str, deck: list[tuple[CardFacts, int, str]]) -> str:
    """L5R: the Stronghold's clan; other games: the faction most of the main section's cards share."""
    if game == "l5r":
        for card, _, _ in deck:
            if card.card_type == "Stronghold" and card.factions:
                return card.factions[0]
        return ""
    counts: Counter[str] = Counter()
    for card, quantity, section in deck:
        if section == "main":
            for faction in card.factions[:1]:
                counts[faction] += quantity
    return counts.most_common(1)[0][0] if counts else ""


def _game_label(game: str) -> str:
    from rulings.games import Game

    try:
        return Game(game).label
    except ValueError:
        return game
