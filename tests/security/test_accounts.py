"""Log-in lock-out, refused user names and a password reset that really sends its mail."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core import mail
from django.urls import reverse

pytestmark = pytest.mark.django_db
PASSWORD = "ring-of-void-9"
FULLWIDTH_ADMIN = "".join(chr(ord(c) + 0xFEE0) for c in "admin")  # NFKC makes it plain "admin"


@pytest.fixture
def player(django_user_model):
    return django_user_model.objects.create_user("player", email="player@example.org", password=PASSWORD)


def _login(client, password: str, username: str = "player", address: str = "10.0.0.1"):
    return client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=address)


def test_wrong_passwords_lock_the_account_out_even_for_the_right_one(client, player):
    for _ in range(30):
        _login(client, "guess")
    response = _login(client, PASSWORD)
    assert response.status_code == 429
    assert "_auth_user_id" not in client.session
    text = response.content.decode()
    assert "Too many failed log-ins" in text and "player" in text and "minutes" in text


def test_lock_out_begins_at_the_limit(client, player):
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert _login(client, "guess").status_code == 200  # the form again, with its error
    assert _login(client, "guess").status_code == 429


def test_lock_out_is_per_user_name_and_address(client, player, django_user_model):
    django_user_model.objects.create_user("other", password=PASSWORD)
    for _ in range(settings.AXES_FAILURE_LIMIT):
        _login(client, "guess")
    assert _login(client, PASSWORD, address="10.0.0.2").status_code == 302  # same user, other address
    client.logout()
    assert _login(client, PASSWORD, username="other").status_code == 302  # other user, same address


def test_a_forged_forwarded_for_header_does_not_escape_the_lock_out(client, player):
    for n in range(settings.AXES_FAILURE_LIMIT + 2):
        client.post(
            reverse("login"),
            {"username": "player", "password": "guess"},
            REMOTE_ADDR="10.0.0.1",
            HTTP_X_FORWARDED_FOR=f"192.0.2.{n}",
        )
    assert _login(client, PASSWORD).status_code == 429


def test_the_lock_out_ends_after_the_cool_off(client, player, settings):
    settings.AXES_COOLOFF_TIME = __import__("datetime").timedelta(seconds=0)
    for _ in range(settings.AXES_FAILURE_LIMIT + 1):
        _login(client, "guess")
    assert _login(client, PASSWORD).status_code == 302


def _sign_up(client, username: str, email: str = "new@example.org"):
    return client.post(
        reverse("signup"),
        {
            "username": username,
            "email": email,
            "password1": "kharmic-strike-42",
            "password2": "kharmic-strike-42",
        },
    )


@pytest.mark.parametrize(
    "name", ["admin", "root", "staff", "Admin", "ADMINISTRATOR", "r00t", "admin1", "st_aff", FULLWIDTH_ADMIN]
)
def test_reserved_names_are_refused(client, name):
    response = _sign_up(client, name)
    assert response.status_code == 400
    assert "reserved" in response.content.decode()
    assert not get_user_model().objects.exists()


@pytest.mark.parametrize(
    "name",
    [
        "pl\u0430yer",  # Cyrillic a
        "\u0440layer",  # Cyrillic er
        "PLAYER",
        "p1ayer",
        "pIayer",
    ],
)
def test_look_alikes_of_existing_names_are_refused(client, player, name):
    response = _sign_up(client, name)
    assert response.status_code == 400, name
    assert get_user_model().objects.count() == 1


def test_an_ordinary_name_is_accepted(client, player):
    assert _sign_up(client, "kakita-judge").status_code == 302
    assert get_user_model().objects.filter(username="kakita-judge", email="new@example.org").exists()


def test_password_reset_sends_a_working_link(client, player):
    assert settings.EMAIL_BACKEND == "django.core.mail.backends.locmem.EmailBackend"  # pytest-django's
    response = client.post(reverse("password_reset"), {"email": "player@example.org"})
    assert response.status_code == 302
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["player@example.org"]
    assert "Rules Desk" in message.subject
    link = re.search(r"https?://[^/\s]+(/accounts/reset/\S+)", message.body).group(1)
    form_page = client.get(link, follow=True)
    assert b"Set a new password" in form_page.content
    done = client.post(
        form_page.redirect_chain[-1][0],
        {"new_password1": "new-kharmic-strike-7", "new_password2": "new-kharmic-strike-7"},
    )
    assert done.status_code == 302
    assert _login(client, "new-kharmic-strike-7").status_code == 302


def test_password_reset_pages_are_the_desks_own(client):
    for name in ("password_reset", "password_reset_done", "password_reset_complete"):
        response = client.get(reverse(name))
        assert response.status_code == 200
        assert b"site-header" in response.content  # base.html, not the admin's look


def test_mail_settings_come_from_the_environment(tmp_path):
    from tests.security.test_settings import _manage

    code = "from django.conf import settings as s; print(s.EMAIL_BACKEND, s.EMAIL_HOST or '-', s.EMAIL_PORT)"
    console = _manage(["shell", "-v", "0", "-c", code], {}, tmp_path)
    assert console.stdout.split()[-3:] == ["django.core.mail.backends.console.EmailBackend", "-", "587"]
    smtp_env = {"EMAIL_HOST": "smtp.example.org", "EMAIL_PORT": "465"}
    smtp = _manage(["shell", "-v", "0", "-c", code], smtp_env, tmp_path)
    assert smtp.stdout.split()[-3:] == [
        "django.core.mail.backends.smtp.EmailBackend",
        "smtp.example.org",
        "465",
    ]


# --- password reset: throttled, one mail per request (issue 22, point 7) ------------------------------------


def test_password_reset_is_throttled_per_address(client, player, settings):
    settings.DESK_THROTTLE_RATES = {**settings.DESK_THROTTLE_RATES, "password-reset-address": "2/hour"}
    for _ in range(2):
        assert client.post(reverse("password_reset"), {"email": "player@example.org"}).status_code == 302
    refused = client.post(reverse("password_reset"), {"email": "PLAYER@example.org"})
    assert refused.status_code == 429 and b"try" in refused.content
    assert len(mail.outbox) == 2
    # an address without an account is counted the same way, so a refusal tells nothing
    for _ in range(2):
        client.post(reverse("password_reset"), {"email": "nobody@example.org"})
    assert client.post(reverse("password_reset"), {"email": "nobody@example.org"}).status_code == 429
    assert len(mail.outbox) == 2


def test_password_reset_is_throttled_per_client(client, player, settings):
    settings.DESK_THROTTLE_RATES = {**settings.DESK_THROTTLE_RATES, "password-reset-client": "3/hour"}
    for n in range(3):
        assert client.post(reverse("password_reset"), {"email": f"a{n}@example.org"}).status_code == 302
    assert client.post(reverse("password_reset"), {"email": "player@example.org"}).status_code == 429
    assert mail.outbox == []  # none of the three had an account; the fourth was refused
    other = client.post(reverse("password_reset"), {"email": "player@example.org"}, REMOTE_ADDR="10.0.0.9")
    assert other.status_code == 302 and len(mail.outbox) == 1


def test_a_shared_address_gets_one_mail_with_a_link_per_account(client, player, django_user_model):
    django_user_model.objects.create_user("player-two", email="player@example.org", password="pw-two-123456")
    assert client.post(reverse("password_reset"), {"email": "player@example.org"}).status_code == 302
    assert len(mail.outbox) == 1
    body = mail.outbox[0].body
    links = re.findall(r"https?://[^/\s]+(/accounts/reset/\S+)", body)
    assert len(links) == 2 and '"player"' in body and '"player-two"' in body
    for link, name in zip(links, ["player", "player-two"], strict=True):
        form_page = client.get(link, follow=True)
        done = client.post(
            form_page.redirect_chain[-1][0],
            {"new_password1": f"new-{name}-strike-7", "new_password2": f"new-{name}-strike-7"},
        )
        assert done.status_code == 302
        assert django_user_model.objects.get(username=name).check_password(f"new-{name}-strike-7")
