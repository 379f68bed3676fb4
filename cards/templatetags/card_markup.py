"""Template filters for cards: {{ card.text|card_markup }} (safe HTML), card_plain, stat_label, game_short."""

from django import template
from django.utils.safestring import SafeString

from cards import markup

register = template.Library()


@register.filter
def card_markup(text: str) -> SafeString:
    return markup.render_html(text or "")


@register.filter
def card_plain(text: str) -> str:
    return markup.plain_text(text or "")


GAME_SHORT = {"l5r": "L5R", "naruto": "Naruto", "chiaxis": "ChiAxis"}


@register.filter
def game_short(game: str) -> str:
    return GAME_SHORT.get(game, game)


@register.filter
def stat_label(stat, game: str) -> str:
    """The name a game prints for a stat: {{ stat|stat_label:card.game }}."""
    return stat.label_for(game)
