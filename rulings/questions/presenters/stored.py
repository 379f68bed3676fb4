"""What a stored question adds to its result: card titles and step kinds from its scenario text, and the
database cards its scenario names."""

from __future__ import annotations

from cards.definitions import engine_stat
from cards.stats import MODIFIER

from .context import CardInfo, Outline

OUTLINE_MAX_CHARS = 64 * 1024  # larger scenarios are not re-read per page view: cards shown by their ids


def scenario_outline(text: str) -> Outline:
    """Card titles and step kinds from a scenario's text (already validated when it was submitted). Large
    texts are not read again for a page view; any surprise gives an empty outline (cards shown by id)."""
    if not text or len(text) > OUTLINE_MAX_CHARS:
        return Outline()
    from rulings.engine.language.yamlsource import load_text

    try:
        data, _ = load_text(text)
    except Exception:  # the text was valid when submitted; a page must still render if it no longer is
        return Outline()
    if not isinstance(data, dict):
        return Outline()
    titles = {}
    cards = data.get("cards")
    if isinstance(cards, dict):
        for card_id, card in cards.items():
            title = card.get("title") if isinstance(card, dict) else None
            title = title or (card.get("ref") if isinstance(card, dict) else None)
            titles[str(card_id)] = title.strip() if isinstance(title, str) else ""
    kinds = []
    steps = data.get("steps")
    for step in steps if isinstance(steps, list) else []:
        keys = [k for k in step if k not in ("id", "expect")] if isinstance(step, dict) else []
        kinds.append(str(keys[0]) if keys else "")
    return Outline(titles, kinds)


def question_cards(question) -> dict[str, CardInfo]:
    """Scenario card id -> the database card it names (title, card page, full title, the stats it prints
    as modifiers), from `question.card_links` (two queries)."""
    return {
        link.scenario_id: CardInfo(
            link.scenario_id,
            link.card.title,
            link.card.get_absolute_url(),
            link.card.display_title,
            frozenset(
                engine_stat(link.card.game, s.name) for s in link.card.stats.all() if s.kind == MODIFIER
            ),
        )
        for link in question.card_links.select_related("card").prefetch_related("card__stats")
    }
