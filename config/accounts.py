"""Sign-up rules: which user names the Desk refuses, and the sign-up form; the password reset form (one mail
per request) and its throttles (per address and per client).

Policy (chosen over a Unicode confusables table): user names are ASCII letters, digits and ``@.+-_`` only
(Django's ASCIIUsernameValidator) after NFKC normalisation, so a Cyrillic or Greek look-alike of an existing
name ("admin" spelled with a Cyrillic "a", U+0430) cannot be registered at all, and fullwidth forms
become plain ASCII first.
Within ASCII, names that differ only by case or by characters that look alike ("0"/"o", "1"/"l"/"I", "rn"/"m",
"vv"/"w") count as the same name, and names of the site's roles ("admin", "root", "staff", ...) are reserved,
also with digits or separators added ("admin1", "r00t", "st_aff").
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

from django import forms
from django.conf import settings
from django.contrib.auth import forms as auth_forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.tokens import default_token_generator
from django.contrib.auth.validators import ASCIIUsernameValidator
from django.contrib.sites.shortcuts import get_current_site
from django.core.exceptions import ValidationError
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from rest_framework.throttling import SimpleRateThrottle

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


class PasswordResetForm(auth_forms.PasswordResetForm):
    """One mail per request. An address may belong to several accounts (a family or a club may share one;
    refusing a taken address at sign-up would tell anyone which addresses have accounts): the mail then
    holds one link per account, named by its user name, instead of one mail per account."""

    def save(
        self,
        domain_override=None,
        subject_template_name="registration/password_reset_subject.txt",
        email_template_name="registration/password_reset_email.html",
        use_https=False,
        token_generator=default_token_generator,
        from_email=None,
        request=None,
        html_email_template_name=None,
        extra_email_context=None,
    ) -> None:
        email = self.cleaned_data["email"]
        users = sorted(self.get_users(email), key=lambda user: user.get_username())
        if not users:
            return
        site = get_current_site(request)
        accounts = [
            {
                "user": user,
                "uid": urlsafe_base64_encode(force_bytes(user.pk)),
                "token": token_generator.make_token(user),
            }
            for user in users
        ]
        context = {
            "email": email,
            "accounts": accounts,
            "domain": domain_override or site.domain,
            "site_name": domain_override or site.name,
            "protocol": "https" if use_https else "http",
            **(extra_email_context or {}),
        }
        self.send_mail(
            subject_template_name,
            email_template_name,
            context,
            from_email,
            email,
            html_email_template_name=html_email_template_name,
        )


class _ResetThrottle(SimpleRateThrottle):
    def get_rate(self) -> str:
        return settings.DESK_THROTTLE_RATES[self.scope]


class ResetPerClientThrottle(_ResetThrottle):
    scope = "password-reset-client"

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class ResetPerAddressThrottle(_ResetThrottle):
    """Counts requests for an address whether or not an account has it, so a refusal tells nothing."""

    scope = "password-reset-address"

    def __init__(self, email: str):
        super().__init__()
        self.ident = hashlib.sha256(email.strip().casefold().encode()).hexdigest()

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.ident}


def password_reset_wait(request, email: str) -> float | None:
    """Seconds until this client may ask for a reset of this address again, or None: it may now."""
    waits = []
    for throttle in (ResetPerClientThrottle(), ResetPerAddressThrottle(email)):
        if not throttle.allow_request(request, None):
            waits.append(throttle.wait() or 1)
    return max(waits) if waits else None
