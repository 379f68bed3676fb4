"""In real headless Chromium with a real Celery worker: a card whose text the engine does not play says so on
its page, in the guided builder as soon as it is added, and above the answer of a question naming it."""

import re

import pytest
from playwright.sync_api import expect

from cards.services import cards_import_paths, effect_scripts_load

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SNEAK = "Sneak Attack: 'Engage: The Attacker has the first opportunity"


@pytest.fixture
def real_cards(carddata_dir):
    """Committed, so the live server's thread and the worker see them; engine statuses stored."""
    cards_import_paths(paths=[carddata_dir / "l5r" / "sets" / "celestial_edition.yaml"])
    effect_scripts_load()


def test_an_unplayed_card_is_marked_on_its_page_in_the_builder_and_on_the_answer(
    page, real_cards, start_worker
):
    start_worker()
    page.goto("/cards/l5r/sneak_attack/")
    engine = page.locator("#engine")
    expect(engine.locator(".clause.unplayed")).to_contain_text("The Attacker has the first opportunity")
    expect(engine).to_contain_text("not played by the engine")

    page.get_by_role("link", name="Ask about this card").click()
    page.wait_for_url(re.compile(r"/questions/builder/\?game=l5r&card=sneak_attack"))
    note = page.locator(".builder-cards .unplayed-note")
    expect(note).to_contain_text("The engine does not play all of this card's text")
    expect(note).to_contain_text("a1: Engage: The Attacker has the first opportunity")

    page.get_by_label("Card title").press_sequentially("Hida Kao", delay=30)
    page.get_by_role("button", name="Hida Kaoru").click()
    expect(page.locator(".builder-cards .builder-list")).to_contain_text("Hida Kaoru")
    steps = page.locator("#step-form")
    steps.get_by_label("What happens, or what to ask").select_option("ask_stat")
    steps.get_by_label("Card", exact=True).select_option("hida-kaoru")
    steps.get_by_label("Stat", exact=True).select_option("chi")
    steps.get_by_role("button", name="Add").click()
    expect(page.locator("pre.builder-text")).to_contain_text("ask: {stat: chi, card: hida-kaoru}")

    page.get_by_role("button", name="Ask", exact=True).click()
    page.wait_for_url(re.compile(r"/questions/[0-9a-f-]{36}/$"))
    status = page.locator("#status")
    expect(status.locator(".answers")).to_contain_text("2", timeout=30_000)  # answered by the worker
    warning = status.locator(".unplayed-warning")
    expect(warning).to_contain_text(SNEAK)
    expect(warning).to_contain_text("is not played by the engine; this answer ignores it.")
    warning.get_by_role("link").first.click()
    page.wait_for_url("**/cards/l5r/sneak_attack/#engine")
