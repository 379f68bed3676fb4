"""Naming a card: "Hida Kuon", "Hida Kuon • Experienced 6", "Sasuke Uchiha (Last of the Uchiha Clan)".

A reference names a title and, optionally, a version. It picks the card with that version; without a version
it picks the only card with that title, or else the one with no version (the base L5R card, not its
Experienced versions), leaving out L5R Proxies (stand-ins for created cards) when that decides it. A title
shared by cards no version tells apart (Beiden Pass, a Region and a Territory) is ambiguous; the card's key
(its page's address, ``beiden_pass_2``) then names it.
"""

from __future__ import annotations

import re

from rulings.text import fold

from .models import Card

_PARENTHESISED = re.compile(r"^(?P<title>.+?)\s*\((?P<version>[^()]+)\)$")


def split_reference(ref: str) -> tuple[str, str]:
    """ "Title • Version", "Title - Version", "Title (Version)" -> (title, version); else (title, "")."""
    ref = ref.strip()
    for mark in (" • ", " - "):  # no card title contains either
        if mark in ref:
            title, _, version = ref.partition(mark)
            return title.strip(), version.strip()
    if match := _PARENTHESISED.match(ref):
        return match.group("title"), match.group("version").strip()
    return ref, ""


def pick(candidates: list[Card], title: str, version: str) -> Card | None:
    """The card a (title, version) reference names among cards of one game, or None."""
    same_title = [card for card in candidates if fold(card.title) == fold(title)]
    if version:
        return next((card for card in same_title if fold(card.version) == fold(version)), None)
    printed = [card for card in same_title if "Proxy" not in card.types]  # L5R proxies stand in for cards
    for pool in (same_title, printed):
        if len(pool) == 1:
            return pool[0]
        unversioned = [card for card in pool if not card.version]
        if len(unversioned) == 1:
            return unversioned[0]
    return None


def pick_reference(candidates: list[Card], ref: str) -> Card | None:
    """The card among ``candidates`` (all cards of one game with the title, at least) that ``ref`` names."""
    title, version = split_reference(ref)
    card = pick(candidates, title, version)
    if card is None and version:  # a title that itself ends in parentheses
        card = pick(candidates, ref.strip(), "")
    return card


def resolve_reference(*, game: str, ref: str) -> Card | None:
    title, _ = split_reference(ref)
    if not title:
        return None
    candidates = Card.objects.filter(game=game, title_search__startswith=fold(title)).with_details()
    card = pick_reference(list(candidates), ref)
    if card is None:  # a card key names exactly one card where its title is ambiguous
        card = Card.objects.filter(game=game, key=ref.strip()).with_details().first()
    return card
