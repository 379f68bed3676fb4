"""The card search form: the query plus game, format, sort and direction, shared by the page and the API."""

from __future__ import annotations

from django import forms

from rulings.games import Game

from .models import Format
from .search import MAX_QUERY_LENGTH
from .services import SORTS, CardResults, card_search_results


def format_choices() -> list[tuple[str, list[tuple[str, str]]] | tuple[str, str]]:
    """Formats grouped by game, as "<game>:<slug>" values."""
    grouped: dict[str, list[tuple[str, str]]] = {}
    for fmt in Format.objects.all():
        grouped.setdefault(fmt.get_game_display(), []).append((f"{fmt.game}:{fmt.slug}", fmt.name))
    return [("", "Any format"), *grouped.items()]


class CardSearchForm(forms.Form):
    q = forms.CharField(
        required=False,
        max_length=MAX_QUERY_LENGTH,
        strip=True,
        label="Search cards",
        widget=forms.TextInput(
            attrs={
                "type": "search",
                "placeholder": 't:personality c:crab force>=3 · k:samurai -is:unique · "destroy the loser"',
                "autocomplete": "off",
                "spellcheck": "false",
            }
        ),
    )
    game = forms.ChoiceField(required=False, choices=[("", "All games"), *Game.choices])
    legal = forms.ChoiceField(required=False, label="Legal in")  # not "format": DRF reserves ?format=
    sort = forms.ChoiceField(required=False, choices=[(key, label) for key, (label, _) in SORTS.items()])
    dir = forms.ChoiceField(required=False, choices=[("asc", "ascending"), ("desc", "descending")])

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["legal"].choices = format_choices()

    def clean(self) -> dict:
        data = super().clean()
        picked = data.get("legal")
        data["format_obj"] = None
        if picked:
            game, _, slug = picked.partition(":")
            data["format_obj"] = Format.objects.get(game=game, slug=slug)
            data["game"] = data.get("game") or game
            if data["game"] != game:
                self.add_error("legal", f"{data['format_obj'].name} is not a format of the chosen game.")
        return data

    def search(self) -> CardResults:
        """The matching cards, sorted, with typo suggestions (call after is_valid()); raises
        cards.search.SearchError."""
        data = self.cleaned_data
        return card_search_results(
            query=data["q"],
            game=data["game"] or None,
            fmt=data["format_obj"],
            sort=data["sort"] or "relevance",
            descending=data["dir"] == "desc",
        )
