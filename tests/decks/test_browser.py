"""In a real browser: import an illegal deck, see every error, fix it in the builder, watch the errors go."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import expect

from cards.services import cards_import_paths
from decks.matching import title_index_clear
from decks.parsing import decklist_parse
from decks.validation import entries_validate

from .page_fixtures import CELESTIAL, plain_cards

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def celestial_cards(carddata_dir):
    title_index_clear()
    cards_import_paths(paths=[carddata_dir / "l5r" / "sets" / "celestial_edition.yaml"])
    yield
    title_index_clear()


@pytest.fixture
def player(db):
    return get_user_model().objects.create_user("player", password="pw-player-123")


def illegal_list() -> tuple[str, str, str]:
    """A Crab deck with three errors: a 39-card Dynasty deck, 4 copies of a Strategy, a Holding in the Fate
    deck. Returns the list, the Strategy's title and the Holding's title."""
    dynasty = plain_cards("Dynasty", 13, types=("Personality",))
    fate = plain_cards("Fate", 14, types=("Strategy",))
    holding = plain_cards("Dynasty", 1, types=("Holding",))[0]
    lines = ["# Stronghold", "1 Kyuden Hida", "# Dynasty (39)", *(f"3 {card.title}" for card in dynasty)]
    lines += [
        "# Fate (44)",
        *(f"3 {card.title}" for card in fate[:13]),
        f"4 {fate[13].title}",
        f"1 {holding.title}",
    ]
    return "\n".join(lines), fate[13].title, holding.title


def log_in(page, next_url: str) -> None:
    page.goto(f"/accounts/login/?next={next_url}")
    page.get_by_label("Username").fill("player")
    page.get_by_label("Password").fill("pw-player-123")
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(f"**{next_url}")


def test_import_an_illegal_deck_and_fix_it_in_the_builder(page, player, celestial_cards):
    text, strategy, holding = illegal_list()
    parsed = decklist_parse(game="l5r", text=text, format_key=CELESTIAL)
    expected = entries_validate(game="l5r", format_key=CELESTIAL, entries=parsed.entries)
    errors = [problem.message for problem in expected.errors]
    assert len(errors) == 3, errors  # the list is what the test says it is

    log_in(page, "/decks/import/")
    page.get_by_label("Game and format").select_option(f"l5r:{CELESTIAL}")
    page.get_by_label("Paste a decklist").fill(text)
    page.get_by_role("button", name="Check the list").first.click()
    panel = page.locator("#validation")
    expect(panel.locator("#verdict")).to_contain_text("Not legal")
    expect(panel.locator(".severity-error")).to_have_count(3)
    for message in errors:  # every error, with the sentence the API gives
        expect(panel).to_contain_text(message)
    expect(panel.locator(".fix")).to_have_count(3)
    expect(page.locator("tr.line-card")).to_have_count(1 + 13 + 14 + 1)

    page.get_by_label("Deck name (to save it)").fill("Crab wall, first try")
    page.get_by_role("button", name="Save as a deck").first.click()
    page.wait_for_url(re.compile(r"/decks/[\w-]+/build/$"))
    state = page.locator("#builder-state")
    expect(state.locator(".severity-error")).to_have_count(3)

    page.get_by_role(
        "button", name=f"One copy fewer of {strategy}"
    ).click()  # htmx: only the state is swapped
    expect(state.locator(".severity-error")).to_have_count(2)
    expect(state).not_to_contain_text(f"4 copies of {strategy}")

    page.get_by_label(f"Move {holding} to").select_option(label="Dynasty")
    page.get_by_role("button", name=f"Move {holding}", exact=True).click()
    expect(state.locator(".severity-error")).to_have_count(0)
    expect(state.locator("#verdict")).to_contain_text("Legal")
    expect(state.locator("#section-dynasty")).to_contain_text("(40)")

    page.reload()  # the fixes were stored, not only shown
    expect(page.locator("#verdict")).to_contain_text("Legal")


def test_builder_without_javascript(browser, live_server, player, celestial_cards):
    context = browser.new_context(base_url=live_server.url, java_script_enabled=False)
    page = context.new_page()
    try:
        log_in(page, "/decks/new/")
        page.get_by_label("Deck name").fill("No script")
        page.get_by_label("Game and format").select_option(f"l5r:{CELESTIAL}")
        page.get_by_role("button", name="Create the deck").click()
        page.wait_for_url(re.compile(r"/decks/[\w-]+/build/$"))
        page.get_by_label("Find cards to add").fill("Kyuden Hida")
        page.get_by_role("button", name="Search", exact=True).click()
        page.get_by_role("button", name="Add Kyuden Hida").click()
        expect(page.locator("#deck-list")).to_contain_text("Kyuden Hida")
        expect(page.locator("#section-pregame")).to_contain_text("(1)")
    finally:
        context.close()
