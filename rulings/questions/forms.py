"""The question form: the scenario text (however it was written), a title and who may see it."""

from __future__ import annotations

from django import forms
from django.conf import settings

from .models import Visibility


class QuestionForm(forms.Form):
    scenario = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 24, "spellcheck": "false", "class": "code"}),
        help_text="The situation in the scenario language (YAML).",
    )
    title = forms.CharField(max_length=200, required=False)
    visibility = forms.ChoiceField(choices=Visibility.choices, initial=Visibility.PRIVATE)

    def clean_scenario(self) -> str:
        text = self.cleaned_data["scenario"]
        size = len(text.encode("utf-8"))
        if size > settings.DESK_MAX_SCENARIO_BYTES:
            raise forms.ValidationError(
                f"The scenario is {size:,} bytes; the limit is {settings.DESK_MAX_SCENARIO_BYTES:,} bytes."
            )
        return text
