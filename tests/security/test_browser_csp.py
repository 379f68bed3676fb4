"""Headless Chromium with the Content Security Policy on: the main pages load without one violation."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from cards.services import DEMO_DIR, cards_import_paths

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Records every violation the page reports, also the ones Chromium does not print to the console.
WATCH_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
});
"""
PAGES = [
    "/",
    "/rules/",
    "/rules/search/?q=negation",
    "/cards/",
    "/cards/?q=forse%3E%3D4",
    "/cards/syntax/",
    "/questions/",
    "/questions/new/",
    "/questions/builder/",
    "/questions/examples/",
    "/questions/format/",
    "/accounts/login/",
    "/accounts/signup/",
    "/accounts/password_reset/",
    "/api/docs/",
    "/api/cards/",
    "/admin/login/",
]


@pytest.fixture
def watched_page(page):
    console: list[str] = []
    page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
    page.on("pageerror", lambda error: console.append(f"pageerror: {error}"))
    page.add_init_script(WATCH_VIOLATIONS)
    page.console_log = console
    return page


def _violations(page) -> list[str]:
    reported = page.evaluate("window.__cspViolations || []")
    console = [line for line in page.console_log if "Content Security Policy" in line or "Refused to" in line]
    return reported + console


def test_main_pages_load_without_csp_violations(watched_page, live_server):
    cards_import_paths(paths=[DEMO_DIR])
    page = watched_page
    problems = []
    for url in PAGES:
        response = page.goto(url)
        assert response is not None and response.status < 500, url
        assert "default-src 'self'" in response.headers["content-security-policy"], url
        page.wait_for_load_state("networkidle")
        problems += [f"{url}: {line}" for line in _violations(page)]
        page.console_log.clear()
    assert not problems, "\n".join(problems)


def test_htmx_search_swaps_the_error_message_without_inline_code(watched_page):
    cards_import_paths(paths=[DEMO_DIR])
    page = watched_page
    page.goto("/cards/")
    search = page.get_by_label("Search cards")
    search.fill("forse>=4")
    search.dispatch_event("input")
    expect(page.get_by_role("alert")).to_contain_text("unknown field 'forse'")
    search.fill("game:chiaxis")
    search.dispatch_event("input")
    expect(page.locator(".result-count")).to_contain_text("card")
    assert not _violations(page)
    # htmx did not inject its indicator style element; the rules come from desk.css
    assert page.evaluate("document.querySelectorAll('style').length") == 0


def test_an_inline_script_would_be_blocked(watched_page):
    """The policy is really enforced: a script injected into the page does not run and is reported."""
    page = watched_page
    page.goto("/")
    page.evaluate(
        "() => { const s = document.createElement('script'); s.textContent = 'window.__ran = true';"
        " document.body.appendChild(s); }"
    )
    page.wait_for_timeout(200)
    assert page.evaluate("window.__ran === true") is False
    assert any("script-src" in line for line in _violations(page))


def test_admin_pages_load_without_csp_violations(watched_page, django_user_model):
    django_user_model.objects.create_superuser("boss", "boss@example.org", "kharmic-strike-42")
    page = watched_page
    page.goto("/admin/login/")
    page.fill("#id_username", "boss")
    page.fill("#id_password", "kharmic-strike-42")
    page.click("input[type=submit]")
    page.wait_for_url("**/admin/")
    problems = []
    for url in ["/admin/", "/admin/auth/user/", "/admin/auth/user/add/", "/admin/cards/card/", "/healthz"]:
        response = page.goto(url)
        assert response is not None and response.status < 500, url
        page.wait_for_load_state("networkidle")
        problems += [f"{url}: {line}" for line in _violations(page)]
        page.console_log.clear()
    assert not problems, "\n".join(problems)
