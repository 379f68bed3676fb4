"""Every main page fits a phone: at 390 CSS px wide (a common phone) nothing makes the page scroll sideways.

Pages are visited one by one with real data (cards of the three games, the rules corpus, a deck, an answered
question); a page wider than the screen is named with the elements that stick out.
"""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from bench.card_sample import sample_paths
from cards.services import cards_import_paths
from decks.matching import title_index_clear
from decks.models import Deck
from rulings.questions.models import Visibility
from tests.decks.page_fixtures import crab_deck
from tests.rulings.questions.conftest import make_question

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
# The last elements (in page order) that reach past the right edge: what to fix.
OVERFLOWING = """(width) => {
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width && box.right > width + 1) {
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\\s+/) : [];
      const tag = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '');
      const name = [tag, ...classes].filter(Boolean).join('.');
      out.push(`${name} (right edge ${Math.round(box.right)})`);
    }
  }
  return out.slice(-4);
}"""


@pytest.fixture
def site(carddata_dir, corpus_dir, django_user_model):
    """Committed, so the live server's thread sees it."""
    title_index_clear()
    cards_import_paths(paths=sample_paths(carddata_dir))
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())
    owner = django_user_model.objects.create_user("player", password="pw-player-123")
    deck = crab_deck(owner, visibility=Deck.Visibility.PUBLIC)
    question = make_question(owner=owner, visibility=Visibility.PUBLIC)
    yield {"deck": deck.public_id, "question": question.pk}
    title_index_clear()


def _too_wide(page, url: str) -> str | None:
    response = page.goto(url)
    assert response is not None and response.status <= 400, f"{url}: {response and response.status}"
    page.wait_for_load_state("networkidle")
    width = page.evaluate("document.documentElement.scrollWidth")
    if width <= PHONE["width"]:
        return None
    return f"{url} is {width} px wide: " + "; ".join(page.evaluate(OVERFLOWING, PHONE["width"]))


def _log_in(page) -> None:
    page.goto("/accounts/login/")
    page.get_by_label("Username").fill("player")
    page.get_by_label("Password").fill("pw-player-123")
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url("**/")


def test_every_main_page_fits_a_phone(browser, live_server, site):
    context = browser.new_context(base_url=live_server.url, viewport=PHONE, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    deck, question = site["deck"], site["question"]
    anonymous = ["/accounts/login/", "/accounts/signup/", "/accounts/password_reset/"]
    signed_in = [
        "/",
        "/rules/",
        "/rules/l5r/",
        "/rules/naruto/",
        "/rules/l5r/tracking-rule/",
        "/rules/l5r/duration-and-scope-of-prevention-effects/",
        "/rules/chiaxis/22-3-continuous-effects/",
        "/rules/l5r/errata/",
        "/rules/search/?q=negation",
        "/rules/search/?q=when+does+a+delayed+effect+happen",
        "/cards/?q=k%3Asamurai",
        "/cards/?q=game%3Anaruto",
        "/cards/?q=forse%3E%3D4",
        "/cards/syntax/",
        "/cards/l5r/hida_kaoru/",
        "/cards/l5r/obsidian_dragon/",
        "/cards/naruto/KS-027-C/",
        "/questions/new/",
        "/questions/builder/",
        "/questions/builder/?game=l5r&card=hida_kaoru",
        "/questions/examples/",
        "/questions/format/",
        "/questions/",
        f"/questions/{question}/",
        "/questions/rules/l5r.stats.current-value/",
        "/decks/",
        "/decks/mine/",
        "/decks/new/",
        f"/decks/{deck}/",
        f"/decks/{deck}/build/",
        f"/decks/{deck}/build/?q=hida",
        f"/decks/{deck}/history/",
        "/decks/import/",
        "/decks/rules/",
        "/decks/rules/l5r/",
        "/decks/rules/naruto/",
    ]
    try:
        problems = [_too_wide(page, url) for url in anonymous]
        _log_in(page)
        problems += [_too_wide(page, url) for url in signed_in]
    finally:
        context.close()
    problems = [problem for problem in problems if problem]
    assert not problems, "\n".join(problems)
