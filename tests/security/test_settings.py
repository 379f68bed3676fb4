"""No public SECRET_KEY; production settings pass `check --deploy`; every page carries the CSP header."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.settings import _secret_key

ROOT = Path(__file__).resolve().parents[2]


def test_without_secret_key_a_random_one_is_made_once_and_kept_private(tmp_path, monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    first = _secret_key(tmp_path)
    assert len(first) >= 50
    assert stat.S_IMODE((tmp_path / "secret_key").stat().st_mode) == 0o600
    assert _secret_key(tmp_path) == first  # kept: sessions survive a restart
    assert _secret_key(tmp_path / "other") != first  # random, not a constant
    assert "insecure" not in (ROOT / "config" / "settings.py").read_text().split("SECRET_KEY")[1][:200]


def test_a_secret_key_from_the_environment_wins_and_must_be_strong(tmp_path, monkeypatch):
    monkeypatch.setenv("SECRET_KEY", "k" * 20 + "0123456789abcdefghijklmnopqrstuvwxyz")
    assert _secret_key(tmp_path).startswith("kkkk")
    assert not (tmp_path / "secret_key").exists()
    monkeypatch.setenv("SECRET_KEY", "too-short")
    with pytest.raises(ImproperlyConfigured):
        _secret_key(tmp_path)


def _manage(args: list[str], env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess:
    dropped = {"SECRET_KEY", "DEBUG", "DJANGO_SETTINGS_MODULE", "DJANGO_ALLOW_ASYNC_UNSAFE"}  # conftest's
    base = {k: v for k, v in os.environ.items() if k not in dropped}
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env={**base, "DESK_VAR_DIR": str(tmp_path), **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


PRODUCTION = {
    "DESK_PRODUCTION": "1",
    "ALLOWED_HOSTS": "desk.example.org",
    "DESK_PROXY_SSL_HEADER": "X-Forwarded-Proto",
    "SECRET_KEY": "prod-" + "9f3Kq2Lm8Zx1Vb7Nc4Rt6Yw0Ps5Hd2Jg" * 2,
}


def test_production_settings_pass_check_deploy(tmp_path):
    result = _manage(["check", "--deploy", "--fail-level", "WARNING"], PRODUCTION, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_refuses_debug(tmp_path):
    result = _manage(["check"], {**PRODUCTION, "DEBUG": "1"}, tmp_path)
    assert result.returncode != 0
    assert "DEBUG" in result.stderr


def test_production_settings_in_effect(tmp_path):
    code = (
        "from django.conf import settings as s; "
        "print(s.SECURE_SSL_REDIRECT, s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.SECURE_HSTS_SECONDS, "
        "s.SECURE_PROXY_SSL_HEADER)"
    )
    result = _manage(["shell", "-v", "0", "-c", code], PRODUCTION, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1].split() == [
        "True", "True", "True", "31536000", "('HTTP_X_FORWARDED_PROTO',", "'https')"
    ]  # fmt: skip


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/", "/cards/", "/rules/search/", "/accounts/login/", "/api/docs/"])
def test_pages_carry_a_self_only_content_security_policy(client, url):
    response = client.get(url)
    assert response.status_code == 200
    policy = response["Content-Security-Policy"]
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";") if part.strip())
    assert directives["default-src"] == "'self'"
    assert directives["script-src"] == "'self'" and directives["style-src"] == "'self'"
    assert "unsafe" not in policy and "*" not in policy and "http" not in policy
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["X-Frame-Options"] == "DENY"


@pytest.mark.django_db
def test_htmx_is_told_not_to_inject_its_indicator_style(client):
    content = client.get("/").content.decode()
    assert '"includeIndicatorStyles": false' in content
    css = (ROOT / "static" / "desk.css").read_text()
    assert ".htmx-indicator" in css and ".htmx-request" in css


def test_gunicorn_is_a_dependency_and_serves_the_wsgi_app():
    assert "gunicorn" in (ROOT / "pyproject.toml").read_text()
    from config.wsgi import application

    assert callable(application)
