"""In real headless Chromium with a real Celery worker: questions about real cards' text built with the guided
builder alone (attaching an Item and a Follower, using a Strategy from the hand with its target, playing a
Naruto character with the target of its effect), answered as the printed texts say."""

import re

import pytest
from playwright.sync_api import expect

from cards.services import cards_import_paths, effect_scripts_load

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def real_cards(carddata_dir):
    """Committed, so the live server's thread and the worker see them; effect scripts and statuses stored."""
    sets = carddata_dir / "l5r" / "sets"
    cards_import_paths(
        paths=[
            sets / "celestial_edition.yaml",  # Charge
            sets / "the_dead_of_winter.yaml",  # Hida Akeno
            sets / "war_of_honor.yaml",  # A Samurai's Soul, Akodo Regulars
            carddata_dir / "l5r" / "set_info.yaml",
            carddata_dir / "naruto-mythos" / "cards.json",
        ]
    )
    effect_scripts_load()


def _row(page, title: str):
    """A card's row in the builder (its title links to its card page)."""
    return page.locator("li.builder-card").filter(has=page.get_by_role("link", name=title, exact=True))


def _add_card(page, typed: str, title: str, **selects: str) -> None:
    """Type a title, set the add form's selects (its labels -> option values), pick the suggestion."""
    form = page.locator("#add-card-form")
    form.get_by_label("Card title").press_sequentially(typed, delay=30)
    button = form.get_by_role("button", name=title, exact=True)
    expect(button).to_be_visible()
    for label, value in selects.items():
        form.get_by_label(label).select_option(value)
    button.click()
    expect(_row(page, title)).to_be_visible()


def _ask(page, option: str, card: str, stat: str = "") -> None:
    steps = page.locator("#step-form")
    steps.get_by_label("What happens, or what to ask").select_option(option)
    steps.get_by_label("Card", exact=True).select_option(card)
    if stat:
        steps.get_by_label("Stat", exact=True).select_option(stat)
    count = page.locator(".builder-steps .builder-list > li").count()
    steps.get_by_role("button", name="Add").click()
    expect(page.locator(".builder-steps .builder-list > li")).to_have_count(count + 1)


def _answers(page):
    page.get_by_role("button", name="Ask", exact=True).click()
    page.wait_for_url(re.compile(r"/questions/[0-9a-f-]{36}/$"))
    answers = page.locator("#status .answers > li")
    expect(answers.first).to_be_visible(timeout=30_000)  # answered by the worker
    return answers


def test_hida_akeno_attacking_with_an_item_a_follower_and_charge_gets_the_force_the_texts_give(
    page, real_cards, start_worker
):
    start_worker()
    page.goto("/cards/l5r/hida_akeno/")
    page.get_by_role("link", name="Ask about this card").click()
    page.wait_for_url(re.compile(r"/questions/builder/\?game=l5r&card=hida_akeno"))
    akeno = _row(page, "Hida Akeno")
    # his Open ability, as soon as he is added: its printed text, marked as only partly played
    open_ability = akeno.locator("form.builder-ability").first
    expect(open_ability).to_contain_text("A target Personality with lower Force may not perform")
    expect(open_ability.locator(".unplayed-badge")).to_contain_text("partly played")
    akeno.get_by_label("Zone").select_option("battlefield:1")
    akeno.get_by_label("Attacking").check()
    akeno.get_by_role("button", name="Update").click()
    text = page.locator("pre.builder-text")
    expect(text).to_contain_text(
        "hida-akeno: {ref: Hida Akeno, owner: me, zone: 'battlefield:1', attacking: true}"
    )

    _add_card(page, "A Samurai", "A Samurai's Soul", **{"Attached to": "hida-akeno"})
    _add_card(page, "Akodo Reg", "Akodo Regulars", **{"Attached to": "hida-akeno"})
    expect(_row(page, "A Samurai's Soul")).to_contain_text("Attached to Hida Akeno")
    expect(text).to_contain_text("attached_to: hida-akeno")
    _add_card(page, "Charge", "Charge", Zone="hand")

    charge = _row(page, "Charge")
    use = charge.locator("form.builder-ability").first
    expect(use).to_contain_text("Target an attacking Personality")  # its printed text
    target = use.get_by_label("Target")
    expect(target.locator("option")).to_have_text(
        ["—", "Hida Akeno (hida-akeno)"]
    )  # an attacking Personality
    target.select_option("hida-akeno")
    use.get_by_role("button", name=re.compile(r"^Use a\d+$")).click()
    expect(text).to_contain_text("targets: [hida-akeno]")
    expect(page.locator(".builder-steps .builder-list")).to_contain_text("targets Hida Akeno")

    _ask(page, "ask_stat", "hida-akeno", "force")
    _ask(page, "ask_unit_force", "hida-akeno")
    answers = _answers(page)
    # printed Force 5, +2F from A Samurai's Soul, +2F from Charge (he is not Lion Clan): 9; his unit adds the
    # Akodo Regulars' Force 2: 11
    expect(answers.nth(0).locator(".answer-value")).to_have_text(re.compile(r"^\s*9\b"))
    expect(answers.nth(1).locator(".answer-value")).to_have_text(re.compile(r"^\s*11\b"))
    warning = page.locator(
        "#status .unplayed-warning"
    )  # what the answer ignores: not Charge, which is played
    expect(warning).to_contain_text("Akodo Regulars: 'Battle: Discard a card")
    expect(warning).not_to_contain_text("Charge")


def test_hiruzen_played_beside_sasuke_powers_him_up_as_its_text_says(page, real_cards, start_worker):
    start_worker()
    page.goto("/cards/naruto/KS-001-C/")
    page.get_by_role("link", name="Ask about this card").click()
    page.wait_for_url(re.compile(r"/questions/builder/\?game=naruto&card=KS-001-C"))
    _add_card(page, "Sasuke", "Sasuke Uchiha • Last of the Uchiha Clan", Zone="mission:1")
    sasuke = _row(page, "Sasuke Uchiha • Last of the Uchiha Clan").locator("code").first.inner_text()

    play = _row(page, "Hiruzen Sarutobi • The Professor").locator("form.builder-play").first
    expect(_row(page, "Hiruzen Sarutobi • The Professor")).to_contain_text(
        "POWERUP 2 another friendly Leaf Village character."
    )
    play.get_by_label("Play it to").select_option("mission:1")
    play.get_by_label("Target").select_option(sasuke)
    play.get_by_role("button", name="Play it").click()
    text = page.locator("pre.builder-text")
    expect(text).to_contain_text(
        "play: {card: hiruzen-sarutobi-the-professor, by: me, to: 'mission:1', targets:"
    )

    _ask(page, "ask_stat", sasuke, "power")
    _ask(page, "ask_tokens", sasuke)
    answers = _answers(page)
    # printed Power 4, -1 for Hiruzen beside him (his own text), +2 from POWERUP 2 (Power tokens): 5
    expect(answers.nth(0).locator(".answer-value")).to_have_text(re.compile(r"^\s*5\b"))
    expect(answers.nth(1).locator(".answer-value")).to_have_text(re.compile(r"^\s*2\b"))
