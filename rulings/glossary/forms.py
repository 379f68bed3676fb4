"""The glossary search form, shared by the search page and the API's query parameters."""

from __future__ import annotations

from django import forms

from ..games import Game
from .models import Document
from .search import SearchPage, search_entries


class SearchForm(forms.Form):
    # No max_length: an over-long query is shortened by rulings.glossary.search with a note, not refused.
    q = forms.CharField(label="Search the rules", required=False, strip=False)
    game = forms.ChoiceField(label="Game", required=False, choices=[("", "All games"), *Game.choices])
    document = forms.ChoiceField(label="Document", required=False)
    page = forms.IntegerField(required=False, min_value=1, max_value=10_000)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        documents = Document.objects.order_by("game", "source_name").values_list("slug", "game", "title")
        labels = dict(Game.choices)
        self.fields["document"].choices = [("", "All documents")] + [
            (slug, f"{labels[game]}: {title}") for slug, game, title in documents
        ]
        # Any text is a query: rulings.glossary.search drops null bytes and other control characters itself.
        self.fields["q"].validators = []

    def search(self, *, per_page: int, prefix_last: bool = True) -> SearchPage | None:
        """The page of results this valid form asks for; None without a query."""
        data = self.cleaned_data
        if not data["q"].strip():
            return None
        return search_entries(
            data["q"],
            game=data["game"] or None,
            document=data["document"] or None,
            page=data["page"] or 1,
            per_page=per_page,
            prefix_last=prefix_last,
        )
