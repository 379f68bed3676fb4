"""Reading a corpus file safely and the text helpers every style parser shares."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from pathlib import Path

from .model import CorpusError, Line

MAX_FILE_BYTES = 5 * 1024 * 1024

# Navigation and tool boxes that rules wikis leave in a saved page: never content.
LEFTOVER_LINES = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\[edit\]",
        r"jump to:?\s*(navigation,?\s*)?search",
        r"personal tools",
        r"navigation menu",
        r"back to the [\w ]{1,60}",
        r"go to the section\b.*",
        r"contents\s*\|?",
        r"retrieved from .*",
    )
]
QUOTES = "\"'\u201c\u201d\u2018\u2019\u00ab\u00bb"  # straight, curly and angle quotes
CLOSERS = QUOTES + ")]"
TERMINAL = ".!?:;,"
BULLETS = ("\u2022", "- ", "\u2013 ", "* ")  # bullet, hyphen, en dash, asterisk


def checksum(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_lines(path: Path) -> tuple[list[Line], bytes]:
    """The file's lines, or a CorpusError naming the line that makes it unreadable."""
    name = path.name
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CorpusError(name, 1, f"cannot read the file ({exc.strerror})") from exc
    if len(data) > MAX_FILE_BYTES:
        raise CorpusError(name, 1, f"file is larger than {MAX_FILE_BYTES // 1024 // 1024} MB")
    if not data.strip():
        raise CorpusError(name, 1, "the file is empty")
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise CorpusError(name, line, "binary content (NUL byte); expected UTF-8 text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CorpusError(
            name, line, f"not valid UTF-8 (byte 0x{data[exc.start]:02x}); save the file as UTF-8"
        ) from exc
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = []
    for no, raw in enumerate(text.split("\n"), start=1):
        bad = next((c for c in raw if unicodedata.category(c) == "Cc" and c != "\t"), None)
        if bad is not None:
            raise CorpusError(name, no, f"control character U+{ord(bad):04X}; expected plain text")
        lines.append(Line(no, clean(raw)))
    return lines, data


def clean(text: str) -> str:
    """One line of text with uniform spaces and no space before punctuation ("of , the")."""
    text = text.replace("\u00a0", " ").replace("\t", " ")
    text = re.sub(r" {2,}", " ", text).strip()
    return re.sub(r"(?<=\w) ([.,;])(?=\s|$)", r"\1", text)


def drop_leftovers(lines: list[Line]) -> list[Line]:
    """Blank out wiki navigation lines, keeping line numbers."""
    return [Line(ln.no, "") if is_leftover(ln.text) else ln for ln in lines]


def is_leftover(text: str) -> bool:
    return any(p.fullmatch(text) for p in LEFTOVER_LINES)


def ends_sentence(text: str) -> bool:
    """True if the line ends like a sentence or clause (after closing quotes and brackets)."""
    stripped = text.rstrip(CLOSERS + " ")
    return bool(stripped) and stripped[-1] in TERMINAL


def word_count(text: str) -> int:
    return len(text.split())


def is_bullet(text: str) -> bool:
    return text.startswith(BULLETS) or text == "-"


def strip_bullet(text: str) -> str:
    for bullet in BULLETS:
        if text.startswith(bullet):
            return text[len(bullet) :].strip()
    return text


EXAMPLE_RE = re.compile(r"(?:- )?(?P<label>Examples?(?: \d+)?)\s*(?::\s*|(?=[“\"]))(?P<rest>.*)", re.DOTALL)
EXCEPTION_RE = re.compile(r"(?:- )?(?P<label>EXCEPTION(?: \d+)?)\s*:\s*(?P<rest>.*)", re.DOTALL)


def is_example_or_exception(text: str) -> bool:
    return bool(EXAMPLE_RE.fullmatch(text) or EXCEPTION_RE.fullmatch(text))


def looks_like_heading(text: str, *, max_words: int = 10) -> bool:
    """A short line that does not end like a sentence: the shape of a heading in these rules texts."""
    return (
        bool(text)
        and word_count(text) <= max_words
        and not ends_sentence(text)
        and not is_bullet(text)
        and not text.startswith(("[", "("))
        and not is_example_or_exception(text)
        and (text[0].isupper() or text[0] in QUOTES)
    )


def first_words(text: str, count: int = 8, whole_sentence: int = 12) -> str:
    """A title made from the start of a paragraph, for a section whose heading is missing."""
    sentence = re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0].rstrip(".!?")
    words = sentence.split()
    if len(words) <= whole_sentence:
        return sentence
    return " ".join(words[:count]) + "…"
