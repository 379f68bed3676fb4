"""In real headless Chromium: from a card page, build a question about two real L5R Personalities with the
guided builder (autocomplete, menus), reach the editor with the written scenario, ask it, see the answer."""

import re

import pytest
from playwright.sync_api import expect

from cards.services import cards_import_paths

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def real_cards(carddata_dir):
    """Committed, so the live server's thread sees them."""
    cards_import_paths(paths=[carddata_dir / "l5r" / "sets" / "celestial_edition.yaml"])


def test_build_a_question_about_two_real_cards_and_get_its_answer(page, real_cards, start_worker):
    start_worker()  # the answer comes from a real Celery worker process
    page.goto("/cards/l5r/hida_kaoru/")
    page.get_by_role("link", name="Ask about this card").click()
    page.wait_for_url(re.compile(r"/questions/builder/\?game=l5r&card=hida_kaoru"))
    cards = page.locator(".builder-cards .builder-list")
    expect(cards).to_contain_text("Hida Kaoru")

    page.get_by_label("Card title").press_sequentially("Hida Eij", delay=30)  # autocomplete as you type
    page.get_by_role("button", name="Hida Eijiko").click()
    expect(cards).to_contain_text("Hida Eijiko")
    expect(page).to_have_url(re.compile(r"/questions/builder/\?state="))  # htmx pushed the state's URL

    steps = page.locator("#step-form")
    for amount in ("-1", "+2"):  # two effects on Hida Kaoru's Chi, taken by the opponent
        steps.get_by_label("What happens, or what to ask").select_option("stat_change")
        expect(steps.get_by_label("Keyword")).to_be_hidden()  # builder.js shows only what the line needs
        steps.get_by_label("Card", exact=True).select_option("hida-kaoru")
        steps.get_by_label("Stat", exact=True).select_option("chi")
        steps.get_by_label("Amount").fill(amount)
        steps.get_by_label("Taken by").select_option("opponent")
        steps.get_by_role("button", name="Add").click()
        expect(page.locator(".builder-steps .builder-list li").last).to_contain_text(amount.lstrip("+"))
    steps.get_by_label("What happens, or what to ask").select_option("ask_stat")
    steps.get_by_label("Card", exact=True).select_option("hida-kaoru")
    steps.get_by_label("Stat", exact=True).select_option("chi")
    steps.get_by_role("button", name="Add").click()

    text = page.locator("pre.builder-text")
    expect(text).to_contain_text("hida-kaoru: {ref: Hida Kaoru, owner: me, zone: home}")
    expect(text).to_contain_text("hida-eijiko: {ref: Hida Eijiko")
    expect(text).to_contain_text("ask: {stat: chi, card: hida-kaoru}")

    page.get_by_role("button", name="Edit in the scenario editor").click()
    page.wait_for_url("**/questions/new/")
    editor = page.locator("#id_scenario")
    expect(editor).to_have_value(re.compile(r"ref: Hida Kaoru[\s\S]*change: -1[\s\S]*change: 2"))
    expect(page.locator("#problems")).to_contain_text("The scenario is valid")

    page.get_by_role("button", name="Ask").click()
    page.wait_for_url(re.compile(r"/questions/[0-9a-f-]{36}/$"))
    expect(page.locator(".answers")).to_contain_text("3")  # printed Chi 2, -1, then +2
