"""Headless Chromium with the Content Security Policy on: the main pages load, and the guided question builder
and the deck builder are used, without one violation."""

from __future__ import annotations

import io
import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from cards.services import DEMO_DIR, cards_import_paths
from decks.matching import title_index_clear
from tests.cards.conftest import sample_paths
from tests.decks.page_fixtures import crab_deck, legal_l5r_entries

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


@pytest.fixture
def builder_data(carddata_dir, corpus_dir, django_user_model):
    """Committed, so the live server's thread sees it: real cards and rules, a player with a Crab deck."""
    title_index_clear()
    cards_import_paths(paths=sample_paths(carddata_dir))
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())
    player = django_user_model.objects.create_user("player", password="pw-player-123")
    deck = crab_deck(player, entries=legal_l5r_entries()[:5])
    yield deck
    title_index_clear()


# Password managers, extensions and the user (resizing a text box) give form controls inline styles through
# the CSSOM, which the CSP allows. htmx used to copy a replaced element's style attribute onto its successor
# with setAttribute when settling a swap, which the CSP refuses (42 violations for one click in the deck
# builder).
STYLED_CONTROLS = """
const decorate = () => document.querySelectorAll("input, select, textarea").forEach((control) => {
  control.style.backgroundImage = "none";
});
document.addEventListener("DOMContentLoaded", decorate);
document.addEventListener("htmx:afterSettle", decorate);
window.__settles = 0;
document.addEventListener("htmx:afterSettle", () => { window.__settles += 1; });
// Each htmx request is numbered; __settled is the newest request whose answer has been swapped and settled
// (a swap fires afterSettle once per element it settles, some after the next click: counting them races).
window.__requests = 0;
window.__settled = 0;
document.addEventListener("htmx:beforeRequest", (event) => { event.detail.xhr.__n = ++window.__requests; });
document.addEventListener("htmx:afterSettle", (event) => {
  window.__settled = Math.max(window.__settled, (event.detail.xhr && event.detail.xhr.__n) || 0);
});
"""


@pytest.fixture
def styled_page(watched_page):
    watched_page.add_init_script(STYLED_CONTROLS)
    return watched_page


def _swap(page, control) -> None:
    """Click a control that makes an htmx request, and wait until htmx has swapped and settled its answer."""
    before = page.evaluate("window.__requests")
    control.click()
    page.wait_for_function("(before) => window.__settled > before", arg=before)


def test_the_guided_builder_works_without_csp_violations(styled_page, builder_data):
    page = styled_page
    page.goto("/questions/builder/?game=l5r&card=hida_kaoru")  # with the rule examples about the card
    cards = page.locator(".builder-cards .builder-list")
    expect(cards).to_contain_text("Hida Kaoru")
    page.get_by_label("Card title").press_sequentially("Hida Eij", delay=30)  # autocomplete as you type
    page.get_by_role("button", name="Hida Eijiko", exact=True).click()
    expect(cards).to_contain_text("Hida Eijiko")
    card = page.locator(".builder-card").first
    card.get_by_label("Zone").select_option(index=1)
    _swap(page, card.get_by_role("button", name="Update"))
    page.locator(".builder-describe summary").click()  # a card described by hand
    describe = page.locator(".builder-describe form")
    describe.get_by_label("Title").fill("Nameless Ronin")
    describe.get_by_role("button", name="Add this card").click()
    expect(cards).to_contain_text("Nameless Ronin")

    steps = page.locator("#step-form")
    for amount in ("-1", "+2"):
        steps.get_by_label("What happens, or what to ask").select_option("stat_change")
        steps.get_by_label("Card", exact=True).select_option("hida-kaoru")
        steps.get_by_label("Stat", exact=True).select_option("chi")
        steps.get_by_label("Amount").fill(amount)
        steps.get_by_role("button", name="Add").click()
        expect(page.locator(".builder-steps .builder-list li").last).to_contain_text(amount.lstrip("+"))
    steps.get_by_label("What happens, or what to ask").select_option("ask_stat")
    steps.get_by_label("Card", exact=True).select_option("hida-kaoru")
    steps.get_by_label("Stat", exact=True).select_option("chi")
    steps.get_by_role("button", name="Add").click()
    expect(page.locator("pre.builder-text")).to_contain_text("ask: {stat: chi, card: hida-kaoru}")
    _swap(page, page.get_by_role("button", name="Move step 2 up"))
    _swap(page, page.get_by_role("button", name="Remove step 1"))
    page.wait_for_load_state("networkidle")
    page.get_by_label("Title in the scenario").fill("Two changes to Chi")
    _swap(page, page.get_by_role("button", name="Set title"))
    expect(page.locator("pre.builder-text")).to_contain_text("Two changes to Chi")

    page.get_by_role("button", name="Edit in the scenario editor").click()
    page.wait_for_url("**/questions/new/")
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")
    before = page.evaluate("window.__settles")
    page.locator(".cm-content").click()
    page.keyboard.type("\n# typed in the editor", delay=10)
    page.wait_for_function("(before) => window.__settles > before", arg=before)  # checked as typed
    assert not _violations(page), "\n".join(_violations(page))


def test_the_deck_builder_works_without_csp_violations(styled_page, builder_data):
    page = styled_page
    deck = builder_data
    page.goto(f"/accounts/login/?next=/decks/{deck.public_id}/build/")
    page.get_by_label("Username").fill("player")
    page.get_by_label("Password").fill("pw-player-123")
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(f"**/decks/{deck.public_id}/build/")
    state = page.locator("#builder-state")

    page.get_by_label("Find cards to add").press_sequentially("Hida", delay=30)  # search as you type
    add = page.locator("#results").get_by_role("button", name=re.compile(r"^Add "))
    expect(add.first).to_be_visible()
    title = add.first.get_attribute("aria-label").removeprefix("Add ")
    add.first.click()
    expect(state.locator(".deck-list")).to_contain_text(title)
    _swap(page, page.get_by_role("button", name=f"One more copy of {title}"))
    page.get_by_role("spinbutton", name=f"Copies of {title}").fill("3")
    _swap(page, page.get_by_role("button", name=f"Set the copies of {title}"))
    page.get_by_role("button", name=f"One copy fewer of {title}").click()
    expect(page.get_by_role("spinbutton", name=f"Copies of {title}")).to_have_value("2")
    move = page.get_by_label(f"Move {title} to")
    move.select_option(index=0)
    _swap(page, page.get_by_role("button", name=f"Move {title}", exact=True))
    page.get_by_label("Find cards to add").fill("forse>=4")  # a search error, swapped in too
    page.get_by_label("Find cards to add").dispatch_event("input")
    expect(page.locator("#search-error")).to_be_visible()
    _swap(page, page.get_by_role("button", name=f"Remove {title}").first)
    page.goto(f"/decks/{deck.public_id}/")  # the deck page and its tools
    page.wait_for_load_state("networkidle")
    assert not _violations(page), "\n".join(_violations(page))
