"""The card search syntax: tokenizer, recursive-descent parser to an AST, and a compiler to Django Q objects.

    query    := or_expr
    or_expr  := and_expr ("or" and_expr)*
    and_expr := unary (["and"] unary)*          adjacent terms are ANDed
    unary    := "-" unary | primary
    primary  := "(" or_expr ")" | term
    term     := FIELD OP VALUE | WORD | "quoted phrase"
    OP       := ":" | "=" | "!=" | "<" | "<=" | ">" | ">="

Free words and phrases match the title or the text. Fields are listed in ``FIELDS`` (and the stats in
``cards.stats``). Every error names the problem and its column: ``unknown field 'forse' at column 1 (did you
mean 'force'?)``. The parser needs no database; the compiler looks up formats and sets by name.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import reduce
from operator import and_, or_

from django.db import connection
from django.db.models import Q
from django.db.models.expressions import RawSQL
from django.utils.text import slugify

from rulings.games import Game
from rulings.text import fold

from .clauses import FULL, NONE, PARTIAL
from .models import Card, CardSet, CardStat, CardTag, Format, Printing
from .stats import DASH, VARIABLE, StatSpec, stat_field_names, stat_for_field

MAX_QUERY_LENGTH = 500
MAX_TERMS = 30
MAX_DEPTH = 10
COMPARISONS = ("<=", ">=", "!=", "<", ">", "=", ":")
MATCH_OPS = (":", "=", "!=")


class SearchError(ValueError):
    """A query that cannot be searched; ``column`` (1-based) points at the problem."""

    def __init__(self, problem: str, column: int | None = None, hint: str = ""):
        self.problem, self.column, self.hint = problem, column, hint
        where = f" at column {column}" if column else ""
        super().__init__(f"{problem}{where}{f' ({hint})' if hint else ''}")


# --- AST ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Text:
    value: str
    column: int


@dataclass(frozen=True)
class Field:
    field: str  # canonical field name, or a stat's name for stat comparisons
    op: str
    value: str
    column: int


@dataclass(frozen=True)
class Not:
    child: Node


@dataclass(frozen=True)
class And:
    children: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    children: tuple[Node, ...]


Node = Text | Field | Not | And | Or


# --- fields ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FieldSpec:
    name: str
    aliases: tuple[str, ...]
    help: str


FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("title", ("n", "name"), "words in the title"),
    FieldSpec("text", ("x", "o"), "words in the card text"),
    FieldSpec("type", ("t",), "card type (Personality, Strategy, Character, Beast...)"),
    FieldSpec("keyword", ("k", "kw", "trait"), "keyword; k:crab also matches Crab Clan"),
    FieldSpec("clan", ("c", "faction", "group"), "clan or faction (Crab, Leaf Village...)"),
    FieldSpec("deck", ("d",), "deck (Fate, Dynasty, Pre-Game)"),
    FieldSpec("format", ("f", "legal"), "legal in a format (modern, celestial...)"),
    FieldSpec("set", ("s", "e"), "printed in a set (name or code)"),
    FieldSpec("rarity", ("r",), "printed at a rarity (common, rare art...)"),
    FieldSpec("artist", ("a",), "artist name"),
    FieldSpec(
        "is",
        (),
        "unique, banned, errata, scripted, demo; played, partly, unplayed: how much of its text the rules "
        "engine plays (all of it, some, none)",
    ),
    FieldSpec("game", ("g",), "l5r, naruto or chiaxis"),
)
FIELD_NAMES: dict[str, str] = {alias: spec.name for spec in FIELDS for alias in (spec.name, *spec.aliases)}
IS_VALUES = ("unique", "banned", "errata", "scripted", "demo", "played", "partly", "unplayed")
GAME_ALIASES = {"l5r": Game.L5R, "naruto": Game.NARUTO, "chiaxis": Game.CHIAXIS}


def _suggest(name: str, options: list[str]) -> str:
    close = difflib.get_close_matches(name, options, n=1, cutoff=0.75)
    return f"did you mean '{close[0]}'?" if close else ""


# --- tokenizer ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Token:
    kind: str  # "(" ")" "-" "or" "and" "term"
    column: int
    field: str | None = None
    op: str | None = None
    value: str = ""
    quoted: bool = False


def _is_boundary(char: str) -> bool:
    return char.isspace() or char in "()"


def tokenize(query: str) -> list[Token]:
    tokens: list[Token] = []
    pos = 0
    while pos < len(query):
        char = query[pos]
        if char.isspace():
            pos += 1
        elif char in "()":
            tokens.append(Token(char, pos + 1))
            pos += 1
        elif char == "-" and pos + 1 < len(query) and not (query[pos + 1].isspace() or query[pos + 1] == ")"):
            tokens.append(Token("-", pos + 1))
            pos += 1
        elif char == "-":
            raise SearchError("'-' must be followed by a term", pos + 1, "write -t:event, not - t:event")
        else:
            token, pos = _term(query, pos)
            tokens.append(token)
    return tokens


def _quoted(query: str, pos: int) -> tuple[str, int]:
    """The text of a quoted phrase starting at query[pos] == '"', and the position after it."""
    end = query.find('"', pos + 1)
    if end < 0:
        raise SearchError("unterminated quote", pos + 1, 'close the phrase with "')
    return query[pos + 1 : end], end + 1


def _term(query: str, start: int) -> tuple[Token, int]:
    column = start + 1
    if query[start] == '"':
        value, pos = _quoted(query, start)
        return Token("term", column, value=value, quoted=True), pos
    pos = start
    while pos < len(query) and (query[pos].isalnum() or query[pos] == "_"):
        pos += 1
    op = next((op for op in COMPARISONS if query.startswith(op, pos)), None)
    if op and pos > start:
        field = query[start:pos]
        pos += len(op)
        if pos < len(query) and query[pos] == '"':
            value, pos = _quoted(query, pos)
            return Token("term", column, field, op, value, quoted=True), pos
        value_start = pos
        while pos < len(query) and not _is_boundary(query[pos]):
            pos += 1
        return Token("term", column, field, op, query[value_start:pos]), pos
    while pos < len(query) and not _is_boundary(query[pos]):
        pos += 1
    word = query[start:pos]
    if word.lower() in ("or", "and"):
        return Token(word.lower(), column), pos
    return Token("term", column, value=word), pos


# --- parser ------------------------------------------------------------------------------------------------


def parse(query: str) -> Node | None:
    """The AST of a query (None for an empty one); raises SearchError naming the problem and its column."""
    if len(query) > MAX_QUERY_LENGTH:
        raise SearchError(f"query is too long ({len(query)} characters; the limit is {MAX_QUERY_LENGTH})")
    tokens = tokenize(query)
    if sum(token.kind == "term" for token in tokens) > MAX_TERMS:
        raise SearchError(f"too many terms (the limit is {MAX_TERMS})")
    if not tokens:
        return None
    parser = _Parser(tokens)
    node = parser.or_expr(depth=0)
    if parser.peek() is not None:
        token = parser.peek()
        raise SearchError(
            f"unexpected '{token.kind}'", token.column, "unmatched ')'" if token.kind == ")" else ""
        )
    return node


class _Parser:
    def __init__(self, tokens: list[Token]):
        self.tokens, self.pos = tokens, 0

    def peek(self) -> Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> Token:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def or_expr(self, depth: int) -> Node:
        children = [self.and_expr(depth)]
        while (token := self.peek()) is not None and token.kind == "or":
            self.take()
            if self.peek() is None or self.peek().kind in (")", "or", "and"):
                raise SearchError("'or' needs a term on each side", token.column)
            children.append(self.and_expr(depth))
        return children[0] if len(children) == 1 else Or(tuple(children))

    def and_expr(self, depth: int) -> Node:
        children = [self.unary(depth)]
        while (token := self.peek()) is not None and token.kind not in (")", "or"):
            if token.kind == "and":
                self.take()
                if self.peek() is None or self.peek().kind in (")", "or", "and"):
                    raise SearchError("'and' needs a term on each side", token.column)
            children.append(self.unary(depth))
        return children[0] if len(children) == 1 else And(tuple(children))

    def unary(self, depth: int) -> Node:
        token = self.peek()
        if token is None:
            raise SearchError("the query ends where a term was expected")
        if token.kind == "-":
            self.take()
            return Not(self.unary(depth))
        return self.primary(depth)

    def primary(self, depth: int) -> Node:
        token = self.take()
        if token.kind == "(":
            if depth >= MAX_DEPTH:
                raise SearchError(f"parentheses nested too deep (the limit is {MAX_DEPTH})", token.column)
            if self.peek() is not None and self.peek().kind == ")":
                raise SearchError("empty parentheses", token.column)
            node = self.or_expr(depth + 1)
            closing = self.peek()
            if closing is None or closing.kind != ")":
                raise SearchError("unmatched '('", token.column, "add a closing ')'")
            self.take()
            return node
        if token.kind == "term":
            return _term_node(token)
        raise SearchError(f"'{token.kind}' where a term was expected", token.column)


def _term_node(token: Token) -> Node:
    if token.field is None:
        if not token.value.strip():
            raise SearchError("empty quoted phrase", token.column)
        return Text(token.value, token.column)
    raw = token.field.lower()
    stat = stat_for_field(raw)
    if stat is not None:
        return _stat_node(stat, token)
    name = FIELD_NAMES.get(raw)
    if name is None:
        options = sorted({*FIELD_NAMES, *stat_field_names()})
        hint = (
            _suggest(raw, options) or f'to search for the text, put it in quotes: "{token.field}{token.op}"'
        )
        raise SearchError(f"unknown field '{token.field}'", token.column, hint)
    if token.op not in MATCH_OPS:
        raise SearchError(
            f"field '{token.field}' cannot be compared with '{token.op}'", token.column, "use ':'"
        )
    if not token.value.strip():
        raise SearchError(f"missing value after '{token.field}{token.op}'", token.column)
    value = token.value.strip()
    if name == "is" and value.lower() not in IS_VALUES:
        hint = _suggest(value.lower(), list(IS_VALUES)) or f"one of: {', '.join(IS_VALUES)}"
        raise SearchError(f"unknown value 'is:{value}'", token.column, hint)
    if name == "game" and value.lower() not in GAME_ALIASES:
        raise SearchError(f"unknown game '{value}'", token.column, f"one of: {', '.join(GAME_ALIASES)}")
    node = Field(name, ":", value, token.column)
    return Not(node) if token.op == "!=" else node


def _stat_node(stat: StatSpec, token: Token) -> Node:
    value = token.value.strip()
    if value in ("-", "*") and token.op not in MATCH_OPS:
        raise SearchError(
            f"'{value}' cannot be compared with '{token.op}'", token.column, f"use {stat.name}={value}"
        )
    if value not in ("-", "*"):
        try:
            int(value)
        except ValueError:
            raise SearchError(
                f"expected a number, '-' or '*' after '{token.field}{token.op}', got '{value}'", token.column
            ) from None
    op = "=" if token.op == ":" else token.op
    return Field(stat.name, op, value, token.column)


def replace_terms(query: str, terms: list[Text | Field], replacement: str) -> str:
    """The query with these terms (of its parse) removed and ``replacement`` put in front; just the
    replacement when what is left does not parse on its own."""
    spans = sorted((term.column - 1, _term(query, term.column - 1)[1]) for term in terms)
    kept, pos = [], 0
    for start, end in spans:
        kept.append(query[pos:start])
        pos = end
    rest = " ".join("".join([*kept, query[pos:]]).split())
    try:
        parse(rest)
    except SearchError:
        return replacement
    return f"{replacement} {rest}".strip()


# --- compiler ----------------------------------------------------------------------------------------------


def compile_query(query: str, *, game: str | None = None) -> Q:
    """A Q object for Card querysets; raises SearchError for bad syntax, unknown fields, formats or sets."""
    return compile_node(parse(query), game=game)


def compile_node(node: Node | None, *, game: str | None = None) -> Q:
    """A Q object for a parsed query (``parse``); raises SearchError for unknown formats or sets."""
    return Q() if node is None else _compile(node, game)


def _compile(node: Node, game: str | None) -> Q:
    if isinstance(node, And):
        return reduce(and_, (_compile(child, game) for child in node.children))
    if isinstance(node, Or):
        return reduce(or_, (_compile(child, game) for child in node.children))
    if isinstance(node, Not):
        return ~_compile(node.child, game)
    if isinstance(node, Text):
        return _containing(fold(node.value), "title_search", "text_search")
    return _compile_field(node, game)


TRIGRAM = 3  # the shortest string the trigram index (migration 0003) can look up


def _containing(term: str, *columns: str) -> Q:
    """Cards whose folded title or text (the columns named) contain the term anywhere. On SQLite a term of
    three characters or more is looked up in the trigram FTS5 table (a quoted string there is exactly this
    substring test, without reading every card's text); on PostgreSQL the pg_trgm indexes serve the LIKE."""
    if connection.vendor == "sqlite" and len(term) >= TRIGRAM:
        scope = columns[0] if len(columns) == 1 else "{" + " ".join(columns) + "}"
        quoted = '"' + term.replace('"', '""') + '"'
        match = f"{scope} : {quoted}"
        return Q(pk__in=RawSQL("SELECT rowid FROM cards_card_fts WHERE cards_card_fts MATCH %s", [match]))
    return reduce(or_, (Q(**{f"{column}__contains": term}) for column in columns))


def _card_ids(model_query) -> Q:
    return Q(pk__in=model_query.values("card_id"))


def _tag_match(kind: str, value: str) -> Q:
    """Tags of the kind that are the value or start with it as a word ("personality" finds "personality -
    experienced")."""
    return _card_ids(CardTag.objects.filter(_word_or_words(fold(value)), kind=kind))


def _word_or_words(term: str) -> Q:
    """norm is the term, or starts with it and a space. On SQLite, within one range from "term" up to "term!"
    (the character after the space), which its (kind, norm) index serves; SQLite's LIKE, case-insensitive,
    cannot use that index and an OR of two conditions reads every tag of the kind. In SQLite's binary order
    that range holds the term and what continues it with a character up to the space: the last condition keeps
    the space."""
    if connection.vendor == "sqlite":
        return Q(norm__gte=term, norm__lt=f"{term}!") & (Q(norm=term) | Q(norm__gte=f"{term} "))
    return Q(norm=term) | Q(norm__startswith=f"{term} ")


def _compile_field(node: Field, game: str | None) -> Q:
    value = node.value
    match node.field:
        case "title":
            return _containing(fold(value), "title_search")
        case "text":
            return _containing(fold(value), "text_search")
        case "type" | "keyword" | "deck":
            return _tag_match(node.field, value)
        case "clan":
            return _tag_match("faction", value)
        case "format" | "set" | "rarity" | "artist":
            return _printing_field(node, game)
        case "game":
            return Q(game=GAME_ALIASES[value.lower()])
        case "is":
            return _is(value.lower())
    return _card_ids(CardStat.objects.filter(_stat_condition(node), name=node.field))


def _printing_field(node: Field, game: str | None) -> Q:
    """format:, set:, rarity:, artist: (the card's printings and formats)."""
    value = node.value
    match node.field:
        case "format":
            fmt = _resolve("format", value, node.column, game)
            return _card_ids(Card.formats.through.objects.filter(format=fmt)) & Q(is_banned=False)
        case "set":
            card_set = _resolve("set", value, node.column, game)
            return _card_ids(Printing.objects.filter(card_set=card_set))
        case "rarity":
            return _card_ids(Printing.objects.filter(rarity__iexact=value))
    return _card_ids(Printing.objects.filter(artist__icontains=value))


def _stat_condition(node: Field) -> Q:
    """A condition on the card's row for the stat; "!=" keeps cards that print the stat with another value."""
    if node.value in ("-", "*"):
        condition = Q(kind=DASH if node.value == "-" else VARIABLE)
    else:
        lookup = {"=": "exact", "!=": "exact", "<": "lt", "<=": "lte", ">": "gt", ">=": "gte"}[node.op]
        condition = Q(**{f"value__{lookup}": int(node.value)})
    return ~condition if node.op == "!=" else condition


def _is(value: str) -> Q:
    return {
        "unique": Q(is_unique=True),
        "banned": Q(is_banned=True),
        "errata": ~Q(errata=[]) | ~Q(errata_note=""),
        "scripted": ~Q(effect_script=""),
        "demo": _card_ids(Printing.objects.filter(card_set__is_demo=True)),
        "played": Q(engine_status=FULL),
        "partly": Q(engine_status=PARTIAL),
        "unplayed": Q(engine_status=NONE),
    }[value]


def named_rows(node: Node | None, game: str | None) -> tuple[tuple[str, int], ...]:
    """The formats and sets a query names, as (kind, id), resolved as compiling it resolves them (raises
    the same ``SearchError``): a compiled query holds these ids, so they key its cached statements."""
    if isinstance(node, And | Or):
        return tuple(row for child in node.children for row in named_rows(child, game))
    if isinstance(node, Not):
        return named_rows(node.child, game)
    if isinstance(node, Field) and node.field in ("format", "set"):
        return ((node.field, _resolve(node.field, node.value, node.column, game).pk),)
    return ()


def _resolve(kind: str, value: str, column: int, game: str | None):
    """The one format or set a value names: exact name, slug or code first, else a unique partial match."""
    model = Format if kind == "format" else CardSet
    candidates = list(model.objects.filter(game=game) if game else model.objects.all())
    wanted, wanted_slug = fold(value), slugify(value)
    exact = [c for c in candidates if wanted in _labels(c)]
    if len(exact) == 1:
        return exact[0]
    partial = exact or [c for c in candidates if wanted_slug and _contains_words(c.slug, wanted_slug)]
    if len(partial) == 1:
        return partial[0]
    if not partial:
        hint = (
            _suggest(wanted_slug, [c.slug for c in candidates]) or f"see the list of {kind}s on the help page"
        )
        raise SearchError(f"unknown {kind} '{value}'", column, hint)
    names = ", ".join(sorted({c.name for c in partial})[:5])
    raise SearchError(f"{kind} '{value}' is ambiguous", column, f"it matches {names}; quote the full name")


def _labels(item) -> set[str]:
    labels = {fold(item.name), item.slug}
    if getattr(item, "code", ""):
        labels.add(fold(item.code))
    return labels


def _contains_words(slug: str, wanted: str) -> bool:
    return f"-{wanted}-" in f"-{slug}-"
