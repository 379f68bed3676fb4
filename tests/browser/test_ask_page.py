"""The Ask page as a newcomer first sees it: the editor fills its column, and nothing is wrong before anything
is typed."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_empty_editor_shows_no_problem_and_takes_the_width(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto("/questions/new/")
    page.wait_for_load_state("networkidle")
    problems = page.locator("#problems")
    expect(problems).to_contain_text("Problems appear here as you type")
    expect(problems.locator(".error")).to_have_count(0)
    editor = page.locator(".question-form .editor").bounding_box()
    form = page.locator(".question-form").bounding_box()
    assert editor["x"] - form["x"] < 10, "something stands left of the editor"
    assert editor["width"] > form["width"] / 2, f"the editor is squeezed to {editor['width']:.0f} px"


def test_typing_still_checks_the_text(page):
    page.goto("/questions/new/")
    editor = page.locator(".cm-content")
    editor.click()
    page.keyboard.type("game: l5r\n")
    expect(page.locator("#problems .error")).to_be_visible()  # checked as you type
