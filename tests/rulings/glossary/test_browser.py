"""The search page in real headless Chromium: type, watch results update, open an entry at its anchor."""

import io
import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.fixture
def imported_corpus(transactional_db, corpus_dir):
    """Committed, so the live server's thread sees it."""
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())


def test_type_a_query_see_results_update_open_an_entry_on_its_anchor(page, imported_corpus):
    page.goto("/rules/search/")
    box = page.get_by_role("searchbox", name="Search the rules")
    hits = page.locator("#search-results .hit-title")

    box.press_sequentially("seppu", delay=40)  # still typing: the last word matches as a prefix
    expect(hits.first).to_have_text("Seppuku")
    expect(page).to_have_url(re.compile(r"/rules/search/\?q=seppu"))  # hx-push-url keeps the URL shareable

    box.fill("")
    box.press_sequentially("retroactive", delay=40)
    expect(hits.first).to_have_text("Duration and scope of prevention effects")  # the list was replaced
    expect(page.locator("#search-results")).not_to_contain_text("Seppuku")

    hits.first.click()
    expect(page).to_have_url(re.compile(r"/rules/l5r/duration-and-scope-of-prevention-effects/#p7$"))
    target = page.locator("#p7")
    expect(target).to_contain_text("Prevention of instantaneous occurrences is never retroactive")
    expect(target).to_be_in_viewport()
    assert page.evaluate("document.querySelector(':target').id") == "p7"
