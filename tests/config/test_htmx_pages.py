"""Every search page answers htmx with its results part and everything else with the whole page: a plain
visit, and htmx's history restore (a page it no longer has cached, put in place whole). The answer varies on
HX-Request, so a cache never mixes the two."""

import pytest

pytestmark = pytest.mark.django_db

PAGES = ["/rules/search/?q=bow", "/cards/?q=bow", "/questions/examples/", "/decks/"]
HTMX = {"HTTP_HX_REQUEST": "true"}
RESTORE = {**HTMX, "HTTP_HX_HISTORY_RESTORE_REQUEST": "true"}


@pytest.mark.parametrize("url", PAGES)
@pytest.mark.parametrize("headers, whole", [({}, True), (HTMX, False), (RESTORE, True)])
def test_a_page_or_its_part(client, url, headers, whole):
    response = client.get(url, **headers)
    assert response.status_code == 200
    assert (b"<html" in response.content) is whole
    assert "HX-Request" in response.headers["Vary"]
