"""Sign-up rules: which user names the Desk refuses, and the sign-up form.

Policy (chosen over a Unicode confusables table): user names are ASCII letters, digits and ``@.+-_`` only
(Django's ASCIIUsernameValidator) after NFKC normalisation, so a Cyrillic or Greek look-alike of an existing
name ("admin" spelled with a Cyrillic "a", U+0430) cannot be registered at all, and fullwidth forms
become plain ASCII first.
Within ASCII, names that differ only by case or by characters that look alike ("0"/"o", "1"/"l"/"I", "rn"/"m",
"vv"/"w") count as the same name, and names of the site's roles ("admin", "root", "staff", ...) are reserved,
also with digits or separators added ("admin1", "r00t", "st_aff").
"""

from __future__ import annotations

import re
import unicodedata

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.validators import ASCIIUsernameValidator
from django.core.exceptions import ValidationError

RESERVED_NAMES = frozenset(
    [
        "admin",
        "administrator",
        "root",
        "staff",
        "superuser",
        "sysadmin",
        "system",
        "moderator",
        "support",
        "helpdesk",
        "desk",
        "rulesdesk",
        "official",
        "owner",
        "security",
        "abuse",
        "postmaster",
        "hostmaster",
        "webmaster",
        "noreply",
        "www",
        "api",
        "null",
        "none",
        "undefined",
        "anonymous",
    ]
)
_LOOKALIKES = (("rn", "m"), ("vv", "w"), ("0", "o"), ("1", "l"), ("|", "l"), ("5", "s"), ("$", "s"))


def skeleton(name: str) -> str:
    """What a name looks like: NFKC, case-folded, look-alike characters replaced by one representative."""
    text = unicodedata.normalize("NFKC", name).casefold().replace("i", "l")
    for seen, shown in _LOOKALIKES:
        text = text.replace(seen, shown)
    return text


def is_reserved(name: str) -> bool:
    folded = unicodedata.normalize("NFKC", name).casefold()
    letters = re.sub(r"[^a-z]", "", folded)
    reserved_skeletons = {skeleton(word) for word in RESERVED_NAMES}
    return folded in RESERVED_NAMES or letters in RESERVED_NAMES or skeleton(name) in reserved_skeletons


def clashing_username(name: str) -> str | None:
    """An existing user name that looks the same as ``name``, if there is one."""
    wanted = skeleton(name)
    usernames = get_user_model().objects.values_list("username", flat=True)
    return next((existing for existing in usernames.iterator() if skeleton(existing) == wanted), None)


class SignUpForm(UserCreationForm):
    email = forms.EmailField(
        required=True, help_text="For resetting your password; never shown to anyone.", max_length=254
    )

    class Meta(UserCreationForm.Meta):
        fields = ("username", "email")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields[
            "username"
        ].help_text = "Up to 150 characters: English letters, digits and @ . + - _ only."

    def clean_username(self) -> str:
        name = unicodedata.normalize("NFKC", self.cleaned_data["username"]).strip()
        ASCIIUsernameValidator()(name)
        if is_reserved(name):
            raise ValidationError("This name is reserved. Please choose another.", code="reserved")
        if clashing_username(name):
            raise ValidationError(
                "A user with this name, or one that looks the same, already exists.", code="confusable"
            )
        return name
