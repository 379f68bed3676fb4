"""The question form: the scenario text (however it was written), a title and who may see it."""

from __future__ import annotations

from django import forms

from .models import Visibility
from .scenarios import scenario_text_refusal


class QuestionForm(forms.Form):
    scenario = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 24, "spellcheck": "false", "class": "code"}),
        help_text="The situation in the scenario language (YAML).",
    )
    title = forms.CharField(max_length=200, required=False)
    visibility = forms.ChoiceField(choices=Visibility.choices, initial=Visibility.PRIVATE)

    def clean_scenario(self) -> str:
        text = self.cleaned_data["scenario"]
        if refusal := scenario_text_refusal(text):
            raise forms.ValidationError(refusal[1], code=refusal[0])
        return text
