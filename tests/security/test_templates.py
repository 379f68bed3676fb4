"""No template carries inline script or style: the Content Security Policy would block it in the browser.

Scans every template the project owns (templates/ and each project app's templates/ folder, found through the
template engine's configuration, so a new app or folder is covered without touching this file).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings

ROOT = Path(settings.BASE_DIR)
FORBIDDEN = {
    "inline <script> (use <script src> with a static file)": re.compile(
        r"<script\b(?![^>]*\bsrc\s*=)(?![^>]*\btype\s*=\s*[\"']application/(?:ld\+)?json)[^>]*>", re.I
    ),
    "<style> element (put the rules in a static .css file)": re.compile(r"<style\b", re.I),
    "style= attribute (use a class)": re.compile(r"<[^>]*\sstyle\s*=", re.I | re.S),
    "hx-on attribute (inline JavaScript; listen in a static .js file)": re.compile(
        r"<[^>]*\s(?:hx|data-hx)-on[:\-\w]*\s*=", re.I | re.S
    ),
    "on<event>= handler attribute": re.compile(r"<[^>]*\son[a-z]+\s*=", re.I | re.S),
    "javascript: URL": re.compile(r"javascript\s*:", re.I),
    "js: / javascript: value in hx-vals or hx-vars": re.compile(
        r"hx-va(?:ls|rs)\s*=\s*[\"']\s*(?:js|javascript):", re.I
    ),
}


def project_template_dirs() -> list[Path]:
    folders = [Path(d) for engine in settings.TEMPLATES for d in engine.get("DIRS", [])]
    folders += [
        Path(app.path) / "templates"
        for app in apps.get_app_configs()
        if Path(app.path).is_relative_to(ROOT) and not Path(app.path).is_relative_to(ROOT / ".venv")
    ]
    return [folder for folder in dict.fromkeys(folders) if folder.is_dir()]


def project_templates() -> list[Path]:
    return sorted(path for folder in project_template_dirs() for path in folder.rglob("*") if path.is_file())


def test_the_scan_sees_the_templates():
    names = {path.relative_to(ROOT).as_posix() for path in project_templates()}
    assert "templates/base.html" in names and "templates/cards/search.html" in names
    assert len(names) > 20


@pytest.mark.parametrize("path", project_templates(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_template_has_no_inline_script_or_style(path: Path):
    text = path.read_text(encoding="utf-8")
    problems = [
        f"line {text.count(chr(10), 0, match.start()) + 1}: {what}: {match.group(0)[:80]!r}"
        for what, pattern in FORBIDDEN.items()
        for match in pattern.finditer(text)
    ]
    assert not problems, f"{path.relative_to(ROOT)}:\n" + "\n".join(problems)


UNCLOSED_COMMENT = re.compile(r"\{#(?![^\n]*#\})")  # Django's {# #} ends on its line, else it is printed


@pytest.mark.parametrize("path", project_templates(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_template_comments_end_on_their_line(path: Path):
    text = path.read_text(encoding="utf-8")
    lines = [text.count("\n", 0, match.start()) + 1 for match in UNCLOSED_COMMENT.finditer(text)]
    assert not lines, f"{path.relative_to(ROOT)}: {{# without #}} on line(s) {lines}: use {{% comment %}}"


def test_the_comment_check_sees_a_two_line_comment():
    assert UNCLOSED_COMMENT.search("{# one\n two #}") and not UNCLOSED_COMMENT.search("{# one #}\n")


@pytest.mark.parametrize(
    "snippet",
    [
        "<script>alert(1)</script>",
        '<div style="color:red">',
        '<div hx-on::before-swap="x()">',
        '<div\n  hx-on:click="x()">',
        '<a href="javascript:void(0)">',
        '<button onclick="x()">',
        "<style>p{}</style>",
    ],
)
def test_the_scan_catches_inline_code(snippet: str):
    assert any(pattern.search(snippet) for pattern in FORBIDDEN.values())


@pytest.mark.parametrize(
    "snippet",
    [
        '<script src="/static/desk.js" defer></script>',
        '<script type="application/json" id="data">{}</script>',
        '<div hx-get="/cards/" hx-trigger="input changed delay:300ms">',
        '<input type="search" name="q">',
    ],
)
def test_the_scan_allows_static_code(snippet: str):
    assert not any(pattern.search(snippet) for pattern in FORBIDDEN.values())
