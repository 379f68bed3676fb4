"""L5R card text, several keywords naming one kind of card ('an Earth Shugenja', 'a Nonhuman Shadowlands
Personality'). Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build.

The grammar reads a phrase of capitalised words (`keyword_name`) everywhere a keyword is read; which keywords
it names is read here, by the keywords printed on cards (``l5r_keywords.py``, generated from the card data by
``make_l5r_keywords.py``); where one keyword only is read (given, removed, absent, either of two), a phrase
naming several is refused (``one_keyword``)."""

from __future__ import annotations

from lark import Transformer, v_args

from ..common import NotUnderstood
from ..l5r_keywords import PRINTED_KEYWORDS

# printed keywords with rules of their own that the corpus never defines (given or removed: not read)
UNDEFINED_KEYWORDS = frozenset({"Double Chi"})


def keyword_phrase(name: str, refused: frozenset[str]) -> list[str]:
    """The keywords a phrase of several capitalised words names (not one ending in "Clan"), by the keywords
    printed on cards: one keyword when the phrase is one ("Battle Maiden", "Toturi's Army"); each of its
    words when each is a keyword, none of them ``refused`` (words no keyword is filtered by), and the phrase
    is none ("Earth Shugenja", "Nonhuman Shadowlands": a card with all of them); else refused (one keyword
    or several? "Lion Clan Samurai", "Spider Clan Shugenja"). A printed keyword that also reads as several
    printed ones is refused: "Unicorn Clan Samurai" is printed once (a card's "Unicorn Clan" and "Samurai"
    run together), "Bushido Virtue" beside "Bushido" and "Virtue": which one the text names is not read."""
    words = name.split()
    if name in PRINTED_KEYWORDS:
        if _several_keywords(words):
            raise NotUnderstood(f"'{name}': one printed keyword, or several printed keywords")
        return [name]
    unknown = any(word not in PRINTED_KEYWORDS or word in refused for word in words)
    if unknown or len(set(words)) != len(words):
        raise NotUnderstood(f"'{name}' is not a keyword the compiler reads exactly")
    return words


def _several_keywords(words: list[str]) -> bool:
    """Whether the words read as two or more printed keywords, each of one word or more."""
    return any(
        " ".join(words[:cut]) in PRINTED_KEYWORDS
        and (" ".join(words[cut:]) in PRINTED_KEYWORDS or _several_keywords(words[cut:]))
        for cut in range(1, len(words))
    )


def one_keyword(named: dict, phrase: str = "a keyword") -> str:
    """The one keyword a keyword_name names; a phrase naming several ("Earth Shugenja") is refused where
    only one is read (given, removed, either of two, absent)."""
    names = named["keywords"]
    if len(names) != 1:
        raise NotUnderstood(f"'{' '.join(names)}' names several keywords where {phrase} is read")
    return names[0]


def given_keyword(named: dict, phrase: str = "one keyword given") -> str:
    """The one keyword an effect gives or removes: not a printed keyword with rules of its own the corpus
    never defines ("Double Chi"): given or taken, none of its rules would be played."""
    name = one_keyword(named, phrase)
    if name in UNDEFINED_KEYWORDS:
        raise NotUnderstood(f"'{name}': a keyword whose rules the corpus does not define")
    return name


@v_args(inline=True)
class KeywordPhrasesText(Transformer):
    pass
