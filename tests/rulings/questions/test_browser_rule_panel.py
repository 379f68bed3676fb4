"""In a real browser: a finished question's page, a cited rule opened beside the answer without leaving the
page, then the full entry one click away."""

import io

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from rulings.engine import evaluate, parse_scenario
from rulings.examples import EXAMPLES_DIR
from rulings.questions.models import Question, Status, Visibility

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_open_a_cited_rule_beside_the_answer(page, corpus_dir):
    call_command("import_rules", str(corpus_dir), stdout=io.StringIO())
    text = (EXAMPLES_DIR / "l5r/stats-current-value-steps.yaml").read_text(encoding="utf-8")
    question = Question.objects.create(
        game="l5r",
        scenario=text,
        scenario_hash="x" * 64,
        status=Status.DONE,
        visibility=Visibility.UNLISTED,
        result=evaluate(parse_scenario(text)).to_dict(),
    )
    page.goto(question.get_absolute_url())
    expect(page.locator(".answers li").first).to_contain_text("Force of samurai: 0")
    link = page.locator("ol.timeline a.rule-ref").first
    summary, entry_url = link.get_attribute("title"), link.get_attribute("href")
    link.click()
    panel = page.locator("#rule-panel")
    expect(panel).to_contain_text(summary)
    expect(panel.locator("blockquote.cited-part").first).to_be_visible()
    assert page.url.endswith(question.get_absolute_url())  # still on the question's page
    page.locator("ul.explanation a.rule-ref", has_text="l5r.stats.change").first.click()
    expect(panel).to_contain_text("A bonus or penalty to a stat")
    assert entry_url.startswith("/rules/l5r/")
    panel.get_by_role("link", name="Read the whole entry").click()
    page.wait_for_url("**/rules/l5r/general-rules-about-stats/#p1")
