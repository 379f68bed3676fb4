"""What the corpus parsers produce: plain data, no Django. The importer turns it into rows."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field


class CorpusError(Exception):
    """A corpus file that cannot be imported, with the file and line a person should look at."""

    def __init__(self, file: str, line: int | None, message: str) -> None:
        super().__init__(f"{file}, line {line}: {message}" if line else f"{file}: {message}")
        self.file = file
        self.line = line
        self.message = message


@dataclass(frozen=True)
class Line:
    no: int  # 1-based line number in the source file
    text: str


@dataclass(frozen=True)
class Block:
    """One logical paragraph of a section, before it is classified into a part."""

    line: int
    text: str
    kind: str | None = None  # a style may already know: "item", "example"; None = classify from the text
    label: str = ""
    number: str = ""  # rule number such as "22.3b"


@dataclass
class Section:
    """A heading and the blocks under it, as a style parser splits a document."""

    title: str
    line: int
    level: int = 0  # 0 = top level; 1 = inside the previous level-0 section; ...
    number: str = ""
    blocks: list[Block] = field(default_factory=list)
    title_inferred: bool = False  # the source has no heading here; the title comes from the first words


@dataclass
class ParsedErratum:
    kind: str  # ADDED, CLARIFIED, EXPANDED, CHANGED
    date: datetime.date | None
    raw: str  # the whole tag as printed, e.g. "[Section clarified 25 Jan 11]"
    part_anchor: str = ""  # the tagged part; "" = the whole section


@dataclass
class ParsedReference:
    raw: str  # e.g. "See Glossary, Show"
    target: str  # e.g. "Glossary, Show"
    part_anchor: str
    start: int  # span of `target` inside the part's text, for the link
    end: int


@dataclass
class ParsedPart:
    kind: str  # paragraph, item, example, exception
    anchor: str
    text: str
    label: str = ""
    number: str = ""
    parent_anchor: str = ""  # examples and exceptions belong to the rule above them
    line: int = 0


@dataclass
class ParsedEntry:
    key: str  # identity within the document, stable across re-imports
    title: str
    number: str
    heading_path: list[str]
    parent_key: str
    level: int
    line: int
    title_inferred: bool = False
    text: str = ""  # plain text for full-text search: one block per part, then errata notes
    anchors: list[str] = field(default_factory=list)  # anchor of each part, in the order of text's blocks
    parts: list[ParsedPart] = field(default_factory=list)
    errata: list[ParsedErratum] = field(default_factory=list)
    references: list[ParsedReference] = field(default_factory=list)


@dataclass
class ParsedDocument:
    source_name: str
    game: str
    title: str
    short_title: str
    style: str
    checksum: str
    entries: list[ParsedEntry]
    warnings: list[str] = field(default_factory=list)
