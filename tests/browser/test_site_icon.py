"""The site icon: every page links it, and /favicon.ico (which browsers and tools ask for anyway) finds it."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_every_page_has_an_icon_and_favicon_ico_answers_it(page):
    page.goto("/")
    linked = page.locator("link[rel=icon]").get_attribute("href")
    for url in (linked, "/favicon.ico"):
        response = page.goto(url)
        assert response.status == 200, f"{url}: {response.status}"
        assert response.headers["content-type"].startswith("image/"), url
