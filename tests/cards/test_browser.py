"""In a real browser: search as you type, see a syntax error, open a card, follow a keyword to its rule."""

import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from cards.services import DEMO_DIR, cards_import_paths

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def cards_and_rules(carddata_dir, corpus_dir):
    cards_import_paths(paths=[carddata_dir / "l5r" / "sets" / "celestial_edition.yaml", DEMO_DIR])
    call_command("import_rules", str(corpus_dir))


def test_search_open_a_card_and_follow_a_keyword(page, cards_and_rules):
    page.goto("/cards/")
    search = page.get_by_label("Search cards")
    search.press_sequentially("k:samurai c:crab force>=4", delay=20)
    page.wait_for_url(re.compile(r"q=k%3Asamurai(%20|\+)c%3Acrab(%20|\+)force%3E%3D4"))  # htmx pushed it
    expect(page.locator(".result-count")).to_contain_text(re.compile(r"\d+ cards?"))
    title = page.locator("table.card-results tbody tr td a").first.inner_text()

    search.fill("forse>=4")
    search.dispatch_event("input")
    expect(page.get_by_role("alert")).to_contain_text(
        "unknown field 'forse' at column 1 (did you mean 'force'?)"
    )

    search.fill("k:samurai c:crab force>=4")
    search.dispatch_event("input")
    page.get_by_role("link", name=title, exact=True).first.click()
    page.wait_for_url(re.compile(r"/cards/l5r/[^/]+/$"))
    assert page.get_by_role("heading", level=1).inner_text().startswith(title)

    page.locator("a.glossary-link", has_text="Samurai").click()
    page.wait_for_url("**/rules/l5r/samurai/")
    assert "Samurai" in page.get_by_role("heading", level=1).inner_text()


def test_plain_form_works_without_htmx(browser, live_server, cards_and_rules):
    context = browser.new_context(base_url=live_server.url, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto("/cards/")
        page.get_by_label("Search cards").fill("skyfin")
        page.get_by_role("button", name="Search").click()
        page.wait_for_url("**/cards/?q=skyfin*")
        assert page.get_by_role("link", name="Skyfin Drake").is_visible()
    finally:
        context.close()
