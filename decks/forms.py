"""Forms of the deck pages: new deck and its settings, import (paste or upload), the builder's search and card
lines, saving a version, the probability calculator, the sample hand, comparisons and the public deck search.

Every form works as a plain HTML form (no JavaScript needed); htmx only swaps the answer in.
"""

from __future__ import annotations

import re

from django import forms
from django.core.exceptions import ValidationError

from cards.search import MAX_QUERY_LENGTH
from rulings.games import Game

from . import parsing
from .formats import format_default, formats_for, sections_for
from .models import Deck

SYNTAX_CHOICES = [
    ("auto", "Recognise it"),
    ("text", "Plain text (3x Title)"),
    ("l5d", "Egg of P'an Ku (.l5d)"),
    ("json", "JSON"),
]
UPLOAD_EXTENSIONS = (".txt", ".l5d", ".json", ".dek", ".text")
MAX_QUANTITY = 99
MAX_GROUPS = 3
MAX_TURN = 30


FITTING = "Newest format the cards fit"


def format_choices(game: str | None = None, *, fitting: bool = False) -> list:
    """Formats as "<game>:<key>" values, grouped by game (all games) or flat (one game). ``fitting`` adds
    "<game>:" first in each game of several formats: the newest format the list's cards are legal in."""
    games = [game] if game else [value for value, _ in Game.choices]
    grouped = []
    for each in games:
        options = [(f"{fmt.game}:{fmt.key}", fmt.name) for fmt in formats_for(each)]
        if fitting and len(options) > 1:
            options.insert(0, (f"{each}:", FITTING))
        if game:
            return options
        grouped.append((Game(each).label, options))
    return grouped


def split_format(value: str) -> tuple[str, str]:
    game, _, key = value.partition(":")
    return game, key


class NewDeckForm(forms.Form):
    name = forms.CharField(max_length=200, label="Deck name")
    format = forms.ChoiceField(label="Game and format", help_text="The format the deck is checked against.")
    visibility = forms.ChoiceField(choices=Deck.Visibility.choices, initial=Deck.Visibility.PRIVATE)
    description = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 3}), max_length=5000)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["format"].choices = format_choices()
        if not self.initial.get("format"):  # a new deck has no cards: the newest format of the first game
            newest = format_default(game=Game.values[0])
            self.initial["format"] = f"{newest.game}:{newest.key}" if newest else ""

    def clean(self) -> dict:
        data = super().clean()
        if data.get("format"):
            data["game"], data["format_key"] = split_format(data["format"])
        return data


class DeckSettingsForm(forms.Form):
    name = forms.CharField(max_length=200, label="Deck name")
    format_key = forms.ChoiceField(label="Format")
    visibility = forms.ChoiceField(
        choices=Deck.Visibility.choices,
        help_text="Private: only you. Unlisted: anyone with the link. Public: listed for everyone.",
    )
    description = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 3}), max_length=5000)

    def __init__(self, *args, game: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["format_key"].choices = [(fmt.key, fmt.name) for fmt in formats_for(game)]


MAX_UPLOAD_BYTES = parsing.MAX_BYTES


def decode_decklist(data: bytes | str) -> str:
    """An upload's bytes (or pasted text) as a readable list, or a ValidationError saying why not: the
    parser's own limits (``parsing.decklist_decode``: UTF-8, size, lines, no binary), shared with the API."""
    try:
        return parsing.decklist_decode(data)
    except parsing.ParseError as exc:
        raise ValidationError(str(exc), code="unreadable") from exc


class ImportForm(forms.Form):
    format = forms.ChoiceField(
        label="Game and format",
        help_text=f"“{FITTING}”: the newest format all the list's cards are legal in, else the newest.",
    )
    text = forms.CharField(
        required=False,
        label="Paste a decklist",
        strip=False,
        widget=forms.Textarea(
            attrs={
                "rows": 14,
                "spellcheck": "false",
                "placeholder": "# Dynasty\n3 Hida Tsuru\n# Fate\n3x Tetsubo",
            }
        ),
        help_text="One card per line: “3x Title” or “3 Title”; headers such as “# Fate” or “Dynasty:”.",
    )
    file = forms.FileField(
        required=False,
        label="…or upload a file",
        help_text="Plain text, Egg of P'an Ku .l5d or the Desk's JSON.",
    )
    syntax = forms.ChoiceField(choices=SYNTAX_CHOICES, initial="auto", label="List format")
    name = forms.CharField(required=False, max_length=200, label="Deck name (to save it)")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["format"].choices = format_choices(fitting=True)
        if not self.initial.get("format"):
            self.initial["format"] = f"{Game.values[0]}:"

    def clean_text(self) -> str:
        text = self.cleaned_data.get("text") or ""
        return decode_decklist(text) if text else text

    def clean_file(self):
        upload = self.cleaned_data.get("file")
        if not upload:
            return None
        if upload.size > MAX_UPLOAD_BYTES:
            raise ValidationError(
                f"The file is {upload.size:,} bytes; a decklist may be at most {MAX_UPLOAD_BYTES:,} bytes.",
                code="too_big",
            )
        return decode_decklist(upload.read(MAX_UPLOAD_BYTES + 1))

    def clean(self) -> dict:
        data = super().clean()
        if self.errors:
            return data
        if data.get("file") and data.get("text", "").strip():
            raise ValidationError("Paste a list or upload a file, not both.", code="both")
        data["decklist"] = data.get("file") or data.get("text") or ""
        if not data["decklist"].strip():
            self.add_error("text", ValidationError("Paste a decklist or choose a file.", code="empty"))
        if data.get("format"):
            data["game"], data["format_key"] = split_format(data["format"])
        return data


class BuilderSearchForm(forms.Form):
    q = forms.CharField(
        required=False,
        max_length=MAX_QUERY_LENGTH,
        label="Find cards to add",
        widget=forms.TextInput(
            attrs={
                "type": "search",
                "autocomplete": "off",
                "spellcheck": "false",
                "placeholder": "hida · t:holding · t:personality force>=3",
            }
        ),
    )


class CardLineForm(forms.Form):
    """Set a card's quantity in a section (0 removes it), or change it by ``delta``."""

    card = forms.CharField(max_length=200)
    section = forms.CharField(max_length=16)
    quantity = forms.IntegerField(required=False, min_value=0, max_value=MAX_QUANTITY)
    delta = forms.IntegerField(required=False, min_value=-MAX_QUANTITY, max_value=MAX_QUANTITY)
    to_section = forms.CharField(required=False, max_length=16)
    q = forms.CharField(required=False, max_length=MAX_QUERY_LENGTH)  # the search to show again

    def __init__(self, *args, game: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.sections = dict(sections_for(game))

    def clean_section(self) -> str:
        section = self.cleaned_data["section"]
        if section not in self.sections:
            raise ValidationError(
                f"“{section}” is not a section of this deck; use {', '.join(self.sections.values())}."
            )
        return section

    def clean_to_section(self) -> str:
        section = self.cleaned_data.get("to_section") or ""
        if section and section not in self.sections:
            raise ValidationError(f"“{section}” is not a section of this deck.")
        return section

    def clean(self) -> dict:
        data = super().clean()
        if data.get("quantity") is None and data.get("delta") is None and not data.get("to_section"):
            raise ValidationError("Give a quantity.")
        return data


class SaveVersionForm(forms.Form):
    note = forms.CharField(
        required=False, max_length=300, label="What changed (optional)", widget=forms.TextInput()
    )


def _positive(name: str, default: int | None = None, maximum: int = MAX_TURN) -> forms.IntegerField:
    return forms.IntegerField(
        required=default is None, initial=default, min_value=0, max_value=maximum, label=name
    )


class ProbabilityForm(forms.Form):
    """Up to three groups of cards ("one of these and one of those"), each with a minimum, by a turn."""

    section = forms.ChoiceField(label="Drawn from")
    turn = forms.IntegerField(min_value=1, max_value=MAX_TURN, initial=1, label="By turn")
    opening = forms.IntegerField(required=False, min_value=0, max_value=60, label="Cards at the start")
    per_turn = forms.IntegerField(required=False, min_value=0, max_value=10, label="Cards drawn each turn")

    def __init__(self, *args, rules, cards: list, **kwargs):
        """``rules``: the deck's ``DrawRule``s; ``cards``: choices of its cards (key, label), or grouped
        by section (section label, [(key, label)])."""
        super().__init__(*args, **kwargs)
        self.rules = {rule.section: rule for rule in rules}
        self.fields["section"].choices = [(rule.section, rule.label) for rule in rules]
        for index in range(1, MAX_GROUPS + 1):
            self.fields[f"group{index}"] = forms.MultipleChoiceField(
                required=False,
                choices=cards,
                label=f"Group {index}: any of these cards",
                widget=forms.SelectMultiple(attrs={"size": 6}),
            )
            self.fields[f"min{index}"] = forms.IntegerField(
                required=False, min_value=1, max_value=10, initial=1, label="at least"
            )

    def group_fields(self) -> list[tuple[forms.BoundField, forms.BoundField]]:
        return [(self[f"group{index}"], self[f"min{index}"]) for index in range(1, MAX_GROUPS + 1)]

    def clean(self) -> dict:
        data = super().clean()
        groups = []
        seen: set[str] = set()
        for index in range(1, MAX_GROUPS + 1):
            keys = data.get(f"group{index}") or []
            if not keys:
                continue
            repeated = seen.intersection(keys)
            if repeated:
                self.add_error(f"group{index}", "A card can be in one group only.")
            seen.update(keys)
            groups.append((keys, data.get(f"min{index}") or 1))
        if not groups and not self.errors:
            self.add_error("group1", "Choose at least one card.")
        data["groups"] = groups
        rule = self.rules.get(data.get("section"))
        if rule and data.get("turn"):
            data["seen"] = rule.seen_by(
                data["turn"], opening=data.get("opening"), per_turn=data.get("per_turn")
            )
            data["rule"] = rule
        return data


class HandForm(forms.Form):
    section = forms.ChoiceField(required=False, label="From")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**31)

    def __init__(self, *args, rules, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["section"].choices = [(rule.section, rule.label) for rule in rules]


class VersionCompareForm(forms.Form):
    a = forms.IntegerField(min_value=1, label="From version")
    b = forms.IntegerField(min_value=1, label="To version")


_DECK_LINK = re.compile(r"(?:/decks/)?([A-Za-z0-9_-]{6,24})/?(?:[?#].*)?$")


def deck_reference(value: str) -> str:
    """A deck's public id from the id itself or a link to the deck ("https://…/decks/Ab3…/")."""
    match = _DECK_LINK.search(value.strip())
    if not match:
        raise ValidationError("Paste a deck's link or its id.")
    return match.group(1)


class DeckCompareForm(forms.Form):
    a = forms.CharField(max_length=500, label="First deck (link or id)")
    b = forms.CharField(max_length=500, label="Second deck (link or id)")

    def clean_a(self) -> str:
        return deck_reference(self.cleaned_data["a"])

    def clean_b(self) -> str:
        return deck_reference(self.cleaned_data["b"])


class PublicDeckSearchForm(forms.Form):
    q = forms.CharField(required=False, max_length=200, label="Deck name")
    game = forms.ChoiceField(required=False, choices=[("", "All games"), *Game.choices])
    format = forms.ChoiceField(required=False, label="Format")
    faction = forms.ChoiceField(required=False, label="Clan or faction")
    card = forms.CharField(required=False, max_length=200, label="With the card")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["format"].choices = [("", "Any format"), *format_choices()]
        factions = (
            Deck.objects.public()
            .exclude(faction="")
            .values_list("faction", flat=True)
            .distinct()
            .order_by("faction")
        )
        self.fields["faction"].choices = [("", "Any clan or faction"), *((f, f) for f in factions)]

    def clean(self) -> dict:
        data = super().clean()
        data["format_key"] = None
        if data.get("format"):
            game, data["format_key"] = split_format(data["format"])
            if data.get("game") and data["game"] != game:
                self.add_error("format", "That format belongs to another game.")
            data["game"] = data.get("game") or game
        return data
