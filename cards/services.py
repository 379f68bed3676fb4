"""Writes to the card database and the card facts other parts of the Desk ask for."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from itertools import islice
from pathlib import Path
from typing import TypedDict, Unpack

from django.core.paginator import Page, Paginator
from django.db import connection, transaction
from django.db.models import Case, F, IntegerField, OuterRef, Q, Subquery, Value, When
from django.utils.text import slugify

from rulings.text import fold

from .clauses import STATUSES, EngineStatus, check_plays, engine_status
from .compiled import compilation_is_current, compiled_texts_refresh, current_compilation
from .definitions import card_definition, script_declaration, script_ids_not_clauses
from .importers import plan_import, read_plan
from .importers.records import CardRecord, ImportBatch, ImportIssue
from .markup import normalize
from .models import Card, CardQuerySet, CardSet, CardStat, CardTag, Format, Printing
from .references import resolve_reference
from .relevance import relevance, required_terms, term_words
from .rows import CardRowList, CardStatements
from .search import Node, compile_node, named_rows, parse, replace_terms
from .spelling import MAX_TYPED, phrase_of, spell_titles

CHUNK = 500  # ids per DELETE ... IN (...), well under every backend's parameter limit
CARDS_DIR = Path(__file__).resolve().parent
DEMO_DIR = CARDS_DIR / "demo"
EFFECT_SCRIPTS_DIR = CARDS_DIR / "effect_scripts"


@dataclass
class ImportReport:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    printings: int = 0
    issues: list[ImportIssue] = field(default_factory=list)

    @property
    def cards(self) -> int:
        return self.created + self.updated + self.unchanged


def cards_import_paths(
    *, paths: Iterable[Path], on_file: Callable[[Path], None] = lambda path: None
) -> ImportReport:
    """Read the card data under ``paths`` (files or folders, any supported format) and store it."""
    batch = read_plan(plan_import(paths), on_file)
    return cards_import(batch=batch)


@transaction.atomic
def cards_import(*, batch: ImportBatch) -> ImportReport:
    """Store a read batch: new cards are created, changed ones rewritten, unchanged ones (same hash) left."""
    report = ImportReport(issues=list(batch.issues))
    sets = _store_sets(batch)
    formats = _store_formats(batch)
    existing = {
        (g, k): (pk, h) for g, k, pk, h in Card.objects.values_list("game", "key", "pk", "content_hash")
    }
    created: list[tuple[Card, CardRecord]] = []
    updated: list[tuple[Card, CardRecord]] = []
    for record in batch.cards:
        digest = record.content_hash()
        found = existing.get((record.game, record.key))
        if found and found[1] == digest:
            report.unchanged += 1
            continue
        card = _card_row(record, digest, pk=found[0] if found else None)
        (updated if found else created).append((card, record))
    Card.objects.bulk_create([card for card, _ in created])
    if updated:
        Card.objects.bulk_update([card for card, _ in updated], fields=CARD_FIELDS)
        _delete_children([card.pk for card, _ in updated])
    _create_children(created + updated, sets, formats)
    report.created, report.updated = len(created), len(updated)
    report.printings = sum(len(record.printings) for record in batch.cards)
    return report


CARD_FIELDS = [
    "title",
    "version",
    "card_type",
    "text",
    "title_search",
    "text_search",
    "is_unique",
    "is_banned",
    "errata",
    "errata_note",
    "content_hash",
]


def _card_row(record: CardRecord, digest: str, pk: int | None) -> Card:
    return Card(
        pk=pk,
        game=record.game,
        key=record.key,
        title=record.title,
        version=record.version,
        card_type=record.card_type,
        text=record.text,
        title_search=fold(f"{record.title} {record.version}"),
        text_search=normalize(record.text),
        is_unique=record.is_unique,
        is_banned=record.is_banned,
        errata=record.errata,
        errata_note=record.errata_note,
        content_hash=digest,
    )


def _store_sets(batch: ImportBatch) -> dict[tuple[str, str], CardSet]:
    """The sets that some card read in this batch is printed in: a set file none of whose cards could be
    read leaves no empty set behind."""
    used = {(card.game, printing.set_slug) for card in batch.cards for printing in card.printings}
    stored = {}
    for record in batch.sets:
        if (record.game, record.slug) not in used:
            continue
        values = {
            "name": record.name,
            "code": record.code,
            "arc": record.arc,
            "release_date": record.release_date,
            "position": record.position,
            "is_demo": record.is_demo,
        }
        card_set, _ = CardSet.objects.update_or_create(game=record.game, slug=record.slug, defaults=values)
        stored[(record.game, record.slug)] = card_set
    return stored


def _store_formats(batch: ImportBatch) -> dict[tuple[str, str], Format]:
    stored = {}
    for game, names in batch.formats.items():
        for position, name in enumerate(names):
            fmt, _ = Format.objects.update_or_create(
                game=game,
                slug=slugify(name) or f"format-{position}",
                defaults={"name": name, "position": position},
            )
            stored[(game, name)] = fmt
    return stored


def _chunks(items: list, size: int = CHUNK) -> Iterable[list]:
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk


def _delete_children(card_ids: list[int]) -> None:
    for chunk in _chunks(card_ids):
        for model in (CardTag, CardStat, Printing):
            model.objects.filter(card_id__in=chunk).delete()
        Card.formats.through.objects.filter(card_id__in=chunk).delete()


def _create_children(
    cards: list[tuple[Card, CardRecord]],
    sets: dict[tuple[str, str], CardSet],
    formats: dict[tuple[str, str], Format],
) -> None:
    tags, stats, printings, legal = [], [], [], []
    for card, record in cards:
        tags += [
            CardTag(card=card, kind=kind, value=value, norm=fold(value), position=position)
            for position, (kind, value) in enumerate(record.tags)
        ]
        stats += [
            CardStat(card=card, name=name, kind=value.kind, value=value.value, printed=value.printed)
            for name, value in record.stats.items()
        ]
        printings += [
            _printing_row(card, record, position, p, sets) for position, p in enumerate(record.printings)
        ]
        legal += [
            Card.formats.through(card=card, format=formats[(card.game, name)])
            for name in record.formats
            if (card.game, name) in formats
        ]
    for model, rows in (
        (CardTag, tags),
        (CardStat, stats),
        (Printing, printings),
        (Card.formats.through, legal),
    ):
        model.objects.bulk_create(rows, batch_size=2000)


def _printing_row(card: Card, record: CardRecord, position: int, printing, sets) -> Printing:
    return Printing(
        card=card,
        card_set=sets[(record.game, printing.set_slug)],
        code=printing.code,
        number=printing.number,
        rarity=printing.rarity,
        artist=printing.artist,
        flavor_text=printing.flavor_text,
        text=printing.text,
        side=printing.side,
        stats=printing.stats,
        legality=printing.legality,
        is_banned=printing.is_banned,
        details=printing.details,
        position=position,
    )


@dataclass
class ScriptReport:
    loaded: int = 0
    unknown: list[str] = field(default_factory=list)  # script files naming no card
    problems: list[str] = field(default_factory=list)  # "game/key: what is wrong with its plays"
    statuses: dict[tuple[str, str], int] = field(default_factory=dict)  # (game, status) -> cards
    compiled: int = 0  # cards whose text was compiled (again): new text or a new compiler version

    def __str__(self) -> str:
        unknown = f", no card for {', '.join(self.unknown)}" if self.unknown else ""
        return f"{self.loaded} loaded{unknown}"

    def status_line(self) -> str:
        """Cards by engine status per game: "l5r 513 full, 34 partial, 13293 none; ..."."""
        games = sorted({game for game, _ in self.statuses})
        return "; ".join(
            f"{game} " + ", ".join(f"{self.statuses.get((game, s), 0)} {s}" for s in STATUSES)
            for game in games
        )


@transaction.atomic
def effect_scripts_load(*, folder: Path = EFFECT_SCRIPTS_DIR) -> ScriptReport:
    """Set each card's effect script from ``<folder>/<game>/<key>.yaml`` (clearing those whose file is gone),
    then compile the text of each card whose text or compiler version changed (``cards.compiled``), then
    every card's engine status (``cards.clauses``), which depends on its text, its script and, without a
    script, its compiled text."""
    scripts = {
        (game_dir.name, path.stem): path.read_text(encoding="utf-8")
        for game_dir in sorted(folder.iterdir() if folder.is_dir() else [])
        if game_dir.is_dir()
        for path in sorted(game_dir.glob("*.yaml"))
    }
    _refuse_ids_not_clauses(folder, scripts)
    report = ScriptReport()
    changed = []
    wanted = Q(effect_script__gt="")
    for game, key in scripts:
        wanted |= Q(game=game, key=key)
    found = set()
    for card in Card.objects.filter(wanted).only("pk", "game", "key", "effect_script"):
        script = scripts.get((card.game, card.key), "")
        found.add((card.game, card.key))
        report.loaded += bool(script)
        if card.effect_script != script:
            card.effect_script = script
            changed.append(card)
    Card.objects.bulk_update(changed, ["effect_script"], batch_size=CHUNK)
    report.unknown = [f"{game}/{key}" for game, key in scripts if (game, key) not in found]
    report.compiled = compiled_texts_refresh()
    _refresh_engine_statuses(report)  # after compiling: a card without a script plays its compiled text
    return report


class EffectScriptError(ValueError):
    """An effect script the loader refuses (nothing is loaded)."""


def _refuse_ids_not_clauses(folder: Path, scripts: dict[tuple[str, str], str]) -> None:
    wrong = []
    for (game, key), script in scripts.items():
        try:
            ids = script_ids_not_clauses(script)
        except ValueError:
            continue  # not a mapping: reported with the card's problems
        wrong += [f"{folder / game / key}.yaml: id {i!r}" for i in ids]
    if wrong:
        raise EffectScriptError(
            "effect script ids are the clause ids of the card's text (a1, a2 ... t1, t2 ...; a clause's "
            f"further effects a1.2, t2.2 ...), not: {'; '.join(wrong)}"
        )


def card_engine_status(card: Card) -> EngineStatus:
    """What the engine plays of a card's text: as its hand-written script declares, or, without one, as its
    compiled text (by the running compiler) plays it."""
    return _engine_status_and_problems(card)[0]


def _engine_status_and_problems(card: Card) -> tuple[EngineStatus, list[str]]:
    """The card's engine status, and what is wrong with its script's declaration of what it plays."""
    if card.effect_script:
        plays, partly, problems = script_declaration(card.effect_script)
        status = engine_status(game=card.game, markup=card.text, plays=plays, partly=partly)
        return status, problems + check_plays(status.clauses, plays, partly)
    compiled = current_compilation(card).get("clauses", {}) if card.text.strip() else {}
    return engine_status(game=card.game, markup=card.text, compiled=compiled), []


def engine_clauses_of(card: Card) -> list[dict]:
    """A card's clauses as stored at import; worked out now for a card stored before statuses were (a
    database migrated but not imported again) or whose stored status a newer compiler would change, so no
    answer is silent for want of an import."""
    current = card.effect_script or not card.text.strip() or compilation_is_current(card)
    if card.engine_status and current:
        return card.engine_clauses
    return card_engine_status(card).clause_dicts()


def _refresh_engine_statuses(report: ScriptReport) -> None:
    """Store each card's clauses and engine status where they changed (text, script, compiled text or the
    engine's keyword rules), and count the statuses into ``report``."""
    changed = []
    fields = ("pk", "game", "key", "title", "card_type", "text", "effect_script", "compiled_text")
    for card in Card.objects.only(*fields, "engine_status", "engine_clauses").iterator(chunk_size=2000):
        status, problems = _engine_status_and_problems(card)
        report.problems += [f"{card.game}/{card.key}: {problem}" for problem in problems]
        key = (card.game, status.status)
        report.statuses[key] = report.statuses.get(key, 0) + 1
        clauses = status.clause_dicts()
        if card.engine_status != status.status or card.engine_clauses != clauses:
            card.engine_status, card.engine_clauses = status.status, clauses
            changed.append(card)
    Card.objects.bulk_update(changed, ["engine_status", "engine_clauses"], batch_size=CHUNK)


# --- search ------------------------------------------------------------------------------------------------

SORTS: dict[str, tuple[str, str | None]] = {  # key -> (label, stat to sort by)
    "relevance": ("Relevance", None),  # by title when the query has no words
    "title": ("Title", None),
    "type": ("Type", None),
    "cost": ("Cost", "cost"),
    "force": ("Force", "force"),
    "chi": ("Chi", "chi"),
    "power": ("Power", "power"),
    "newest": ("Newest printing", None),
}


FEW = 3  # a search with words finding fewer cards also suggests titles


class CardSearchOptions(TypedDict, total=False):
    """What narrows and orders a card search besides its query (card_search's and card_search_results'
    keyword arguments): the game, a format the cards are legal in (``fmt``), a set of cards they are
    among (``within``), and the sort ("relevance" when not given)."""

    game: str | None
    fmt: Format | None
    sort: str
    descending: bool
    within: CardQuerySet | None


def card_search(*, query: str, **options: Unpack[CardSearchOptions]) -> CardQuerySet:
    """Cards matching a query in the search syntax (raises ``cards.search.SearchError``), legal in ``fmt``
    (and among ``within``). By relevance (``cards.relevance``) when the query has words, unless another
    sort is asked for."""
    return _matching(parse(query), options)


def _matching(node: Node | None, options: CardSearchOptions) -> CardQuerySet:
    game, fmt, within = options.get("game"), options.get("fmt"), options.get("within")
    sort, descending = options.get("sort", "relevance"), options.get("descending", False)
    cards = Card.objects.for_game(game).filter(compile_node(node, game=game)).legal_in(fmt)
    if within is not None:
        cards = cards.filter(pk__in=within.values("pk"))
    words = term_words(required_terms(node))
    if sort == "relevance" and words:
        rank = relevance(words)
        return cards.order_by(rank.desc() if descending else rank.asc(), "title_search", "pk")
    return _sorted(cards, sort, descending)


def _sorted(cards: CardQuerySet, sort: str, descending: bool) -> CardQuerySet:
    label_and_stat = SORTS.get(sort, SORTS["title"])
    stat = label_and_stat[1]
    if stat:
        value = CardStat.objects.filter(card=OuterRef("pk"), name=stat).values("value")[:1]
        cards, key = cards.annotate(sort_value=Subquery(value)), F("sort_value")
    elif sort == "newest":
        newest = Printing.objects.filter(card=OuterRef("pk")).order_by(
            F("card_set__release_date").desc(nulls_last=True)
        )
        cards, key = (
            cards.annotate(sort_value=Subquery(newest.values("card_set__release_date")[:1])),
            F("sort_value"),
        )
        descending = not descending  # newest first by default
    else:  # never null: a plain ORDER BY, which an index can serve
        key = F("card_type") if sort == "type" else F("title_search")
        return cards.order_by(key.desc() if descending else key.asc(), "title_search", "pk")
    ordered = key.desc(nulls_last=True) if descending else key.asc(nulls_last=True)
    return cards.order_by(ordered, "title_search", "pk")


@dataclass(frozen=True)
class CardResults:
    """A search's cards, and what it did about typos: ``searched`` is the query run (``corrected_from``
    the one typed when it differs), ``did_you_mean`` the closest titles, each with the query finding it."""

    node: Node | None  # the query run, parsed
    options: CardSearchOptions
    statements: CardStatements  # its count and page, compiled
    searched: str
    corrected_from: str | None = None
    did_you_mean: tuple[tuple[str, str], ...] = ()
    note: str = ""  # 'Searched for "hida kisada" instead of "hida kisda".' when corrected
    count: int | None = None  # the cards' number when the search had to count them

    @cached_property
    def cards(self) -> CardQuerySet:
        """The cards as a queryset (the API's pages, the deck builder), built when asked for: a search
        page reads its cards through the compiled statements instead."""
        return _matching(self.node, self.options)

    def page(self, number, per_page: int) -> Page:
        """A page of the cards as result rows (``cards.rows``: values, no model instances), counted once
        (not again when the search counted them)."""
        first = 1 if str(number or 1) == "1" else 0  # the first page is read before counting
        rows = CardRowList(self.statements, self.count, (0, per_page * first))
        return Paginator(rows, per_page).get_page(number)


def card_search_results(*, query: str, **options: Unpack[CardSearchOptions]) -> CardResults:
    """``card_search`` with typo tolerance: when the query's words find fewer than ``FEW`` cards, the
    closest titles of the game (``cards.spelling``); when they find none and one correction is clearly the
    best, the cards that correction finds. The query is parsed once, and the cards counted at most once
    (the count is handed on to the page)."""
    node = parse(query)
    statements = _statements(node, options)
    terms = required_terms(node)
    count = statements.count() if terms else None
    found = CardResults(node, options, statements, query, count=count)
    if count is None or count >= FEW:
        return found
    typed = " ".join(term_words(terms))
    spelling = spell_titles(typed, game=options.get("game"))
    shown = set(found.cards.values_list("title", flat=True)) if count else set()  # no title it already found
    did_you_mean = tuple(
        (title, replace_terms(query, terms, phrase_of(title)))
        for title in spelling.titles
        if title not in shown
    )
    if spelling.correction and not count:
        corrected = replace_terms(query, terms, spelling.correction_query)
        fixed = parse(corrected)
        fixed_statements = _statements(fixed, options)
        if fixed_count := fixed_statements.count():
            note = f'Searched for "{spelling.correction}" instead of "{typed}".'
            return CardResults(
                fixed, options, fixed_statements, corrected, query, did_you_mean, note, fixed_count
            )
    return replace(found, did_you_mean=did_you_mean)


def _statements(node: Node | None, options: CardSearchOptions) -> CardStatements:
    """The search's statements, compiled once per query and options (``_compiled``) unless the search is
    ``within`` a queryset. A query naming a format or a set is keyed by their ids too (``named_rows``, one
    small lookup): a re-import that renumbers them compiles it again."""
    if options.get("within") is not None:
        return CardStatements.of(_matching(node, options))
    game, fmt = options.get("game"), options.get("fmt")
    sort, descending = options.get("sort", "relevance"), options.get("descending", False)
    rows = named_rows(node, game)
    return _compiled(node, game, fmt, sort, descending, connection.vendor, rows)


@lru_cache(maxsize=512)
def _compiled(node, game, fmt, sort, descending, vendor, _rows) -> CardStatements:
    options = CardSearchOptions(game=game, fmt=fmt, sort=sort, descending=descending)
    return CardStatements.of(_matching(node, options))


def card_title_matches(*, game: str, typed: str, limit: int) -> list[tuple[Card, bool]]:
    """Cards of a game for a title being typed (autocomplete), with whether each is a typo suggestion:
    the exact title first, then titles starting with the text, then titles with a word starting so; when
    those are fewer than ``FEW``, cards with the closest titles (``cards.spelling``) follow."""
    typed = fold(typed)[:MAX_TYPED]
    if not typed:
        return []
    starts = Q(title_search__startswith=typed)
    wanted = starts | Q(title_search__contains=f" {typed}") if len(typed) >= 3 else starts
    rank = Case(
        When(Q(title__iexact=typed) | Q(title_search=typed), then=Value(0)),
        When(starts, then=Value(1)),
        default=Value(2),
        output_field=IntegerField(),
    )
    cards = Card.objects.filter(game=game).with_details()
    found = [(card, False) for card in cards.filter(wanted).order_by(rank, "title_search", "pk")[:limit]]
    if len(found) < FEW:
        titles = spell_titles(typed, game=game).titles
        seen = {card.pk for card, _ in found}
        close = sorted(
            cards.filter(title__in=titles).exclude(pk__in=seen),
            key=lambda card: (titles.index(card.title), card.title_search, card.pk),
        )
        found += [(card, True) for card in close[: limit - len(found)]]
    return found


# --- for the rules engine ----------------------------------------------------------------------------------


def card_definition_for(*, game: str, title: str) -> dict | None:
    """The card a scenario names ("Obsidian Dragon", "Hida Kuon • Experienced 6", "Naruto Uzumaki (Rasengan)")
    as a scenario-language card mapping with its effect script applied; None when no single card matches.
    This is the ``resolve_card`` the engine's ``parse_scenario`` takes."""
    card = resolve_reference(game=game, ref=title)
    return None if card is None else card_definition(card)


def unplayed_clauses(cards: Iterable[tuple[str, Card]]) -> list[dict]:
    """What an answer about these cards ignores: each clause of their text the engine does not fully play,
    once per card, with the words a page shows. ``cards``: (scenario card id, database card) pairs."""
    by_card: dict[int, tuple[Card, list[str]]] = {}
    for scenario_id, card in cards:
        by_card.setdefault(card.pk, (card, []))[1].append(scenario_id)
    return [
        {
            "card": card.display_title,
            "game": card.game,
            "key": card.key,
            "scenario_ids": scenario_ids,
            "clause": clause["id"],
            "text": clause["text"],
            "missing": clause["missing"],
            "message": _unplayed_message(card.display_title, clause),
        }
        for card, scenario_ids in by_card.values()
        for clause in engine_clauses_of(card)
        if not clause["played"]
    ]


def _unplayed_message(title: str, clause: dict) -> str:
    if clause["missing"]:
        return (
            f"{title}: '{clause['text']}' is only partly played by the engine (not played: "
            f"{clause['missing']}); this answer ignores that part."
        )
    return f"{title}: '{clause['text']}' is not played by the engine; this answer ignores it."
