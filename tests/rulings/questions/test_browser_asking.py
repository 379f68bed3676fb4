"""In real headless Chromium with a real Celery worker: start from an example, ask it, watch the answer
appear in place of the progress indicator, open a cited rule beside it."""

import io
import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_start_from_an_example_ask_it_and_read_a_cited_rule(page, corpus_dir, start_worker):
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())
    start_worker()
    page.goto("/questions/examples/")
    page.get_by_role("searchbox", name="Title").press_sequentially("restriction", delay=20)  # as you type
    example = page.locator(".example", has_text="restriction on one penalty").first
    example.get_by_role("button", name="Use this example").click()
    page.wait_for_url("**/questions/new/")
    expect(page.locator("#id_scenario")).to_have_value(re.compile("not_below: 1"))
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")

    page.get_by_role("button", name="Ask").click()
    page.wait_for_url(re.compile(r"/questions/[0-9a-f-]{36}/$"))
    status = page.locator("#status")
    expect(status.locator(".answers")).to_contain_text("Chi of", timeout=30_000)  # polled until answered
    expect(status.locator("progress")).to_have_count(0)
    expect(status).to_contain_text("As expected")

    link = status.locator("a.rule-ref").first
    summary = link.get_attribute("title")
    link.click()
    expect(page.locator("#rule-panel")).to_contain_text(summary)
    assert re.search(r"/questions/[0-9a-f-]{36}/$", page.url)  # the answer stays on screen
