"""Card text as the sources mark it up, rendered safely.

Card data carries a little HTML (``<b>``, ``<i>``, ``<br>``, sometimes malformed: ``</<i>``, ``<i/>``), L5R
icon codes (``:bow:``, ``:g4:``, ``:favor:``) and Naruto effect symbols (``[↯]``, ``[⧗]``). ``render_html``
keeps only the allow-listed tags, balanced, escapes everything else and turns icons into labelled words;
``plain_text`` gives the same text without markup, for search and the API.
"""

from __future__ import annotations

import re

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from rulings.text import fold

ALLOWED_TAGS = frozenset({"b", "i", "br"})

_TOKEN = re.compile(
    r"(?P<tag></?\s*(?P<name>[a-z]+)\s*/?>)"  # a tag we might keep
    r"|(?P<icon>:(?P<code>[a-z][a-z0-9•]{0,15}):)"  # :bow: :g4: :rank•5:
    r"|(?P<symbol>\[(?P<glyph>[↯⧗])\])",  # Naruto's instant / continuous markers
    re.IGNORECASE,
)

ICON_WORDS = {
    "bow": "Bow",
    "gstar": "* Gold",
    "gc1": "1 Gold",
    "favor": "Imperial Favor",
    "shadowlands": "Shadowlands",
    "ranged": "Ranged",
    "melee": "Melee",
    "fear": "Fear",
    "pearl": "Pearl",
    "maho": "Maho",
    "jade": "Jade",
    "air": "Air",
    "earth": "Earth",
    "fire": "Fire",
    "water": "Water",
    "void": "Void",
    "x": "X Gold",
}
SYMBOL_WORDS = {"↯": "Instant", "⧗": "Continuous"}
_GOLD = re.compile(r"^g(\d+)$")
_RANK = re.compile(r"^rank\W?(\d*)$", re.IGNORECASE)


def icon_word(code: str) -> str:
    """A readable word for an icon code such as ``g4`` ("4 Gold") or ``bow``."""
    lowered = code.lower()
    if lowered in ICON_WORDS:
        return ICON_WORDS[lowered]
    if gold := _GOLD.match(lowered):
        return f"{gold.group(1)} Gold"
    if rank := _RANK.match(code):
        return f"Rank {rank.group(1)}".strip()
    return code.capitalize()


def _icon_html(word: str, css: str) -> str:
    return f'<span class="card-icon {css}" title="{escape(word)}">{escape(word)}</span>'


def render_html(text: str) -> SafeString:
    """Source markup -> HTML with only <b>, <i>, <br> (balanced) and labelled icons; all else escaped."""
    out: list[str] = []
    open_tags: list[str] = []
    pos = 0
    for match in _TOKEN.finditer(text):
        out.append(escape(text[pos : match.start()]))
        pos = match.end()
        if match.group("icon"):
            code = match.group("code")
            out.append(_icon_html(icon_word(code), "icon-" + re.sub(r"[^a-z0-9]", "", code.lower())))
        elif match.group("symbol"):
            glyph = match.group("glyph")
            out.append(_icon_html(f"{glyph} {SYMBOL_WORDS[glyph]}", "icon-effect"))
        else:
            out.append(_tag_html(match.group("tag"), match.group("name").lower(), open_tags))
    out.append(escape(text[pos:]))
    out.extend(f"</{name}>" for name in reversed(open_tags))
    return mark_safe("".join(out))  # every piece above is escaped or an allow-listed tag


def _tag_html(raw: str, name: str, open_tags: list[str]) -> str:
    if name not in ALLOWED_TAGS:
        return escape(raw)
    if name == "br":
        return "<br>"
    closing = raw.lstrip("<").lstrip().startswith("/")
    if raw.rstrip(">").rstrip().endswith("/"):  # "<i/>": an empty element, nothing to show
        return ""
    if not closing:
        open_tags.append(name)
        return f"<{name}>"
    if name not in open_tags:
        return ""  # a stray closing tag
    html = []
    while open_tags:  # close inner tags first so the output stays well nested
        inner = open_tags.pop()
        html.append(f"</{inner}>")
        if inner == name:
            break
    return "".join(html)


def plain_text(text: str) -> str:
    """Source markup -> plain text: tags dropped (<br> becomes a line break), icons as words."""

    def replace(match: re.Match) -> str:
        if match.group("icon"):
            return icon_word(match.group("code"))
        if match.group("symbol"):
            return match.group(0)
        return "\n" if match.group("name").lower() == "br" else ""

    return _TOKEN.sub(replace, text).strip()


def normalize(markup: str) -> str:
    """Card markup in its searchable form."""
    return fold(plain_text(markup))
