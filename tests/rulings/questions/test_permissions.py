"""Who may see a question: owner, another user, anonymous, by every view and endpoint, by every visibility.

Private: only the owner (others get 404, never 403, so its existence is not revealed). Unlisted: whoever has
the link. Public: everyone, and listed. Lists never show another user's private or unlisted questions.
"""

import pytest

from rulings.questions.models import Question, Visibility

from .conftest import make_question

pytestmark = pytest.mark.django_db

VIEWERS = ("owner", "other", "anonymous")
CAN_OPEN = {
    (Visibility.PRIVATE, "owner"): True,
    (Visibility.PRIVATE, "other"): False,
    (Visibility.PRIVATE, "anonymous"): False,
    (Visibility.UNLISTED, "owner"): True,
    (Visibility.UNLISTED, "other"): True,
    (Visibility.UNLISTED, "anonymous"): True,
    (Visibility.PUBLIC, "owner"): True,
    (Visibility.PUBLIC, "other"): True,
    (Visibility.PUBLIC, "anonymous"): True,
}
DETAIL_URLS = {
    "page": "/questions/{pk}/",
    "status partial": "/questions/{pk}/?part=status",
    "api": "/api/questions/{pk}/",
}


@pytest.fixture
def as_viewer(client, owner, other):
    def login(viewer: str):
        if viewer != "anonymous":
            client.force_login(owner if viewer == "owner" else other)
        return client

    return login


@pytest.mark.parametrize("visibility", Visibility.values)
@pytest.mark.parametrize("viewer", VIEWERS)
@pytest.mark.parametrize("url", DETAIL_URLS.values(), ids=DETAIL_URLS.keys())
def test_opening_a_question(as_viewer, owner, visibility, viewer, url):
    question = make_question(owner=owner, visibility=visibility)
    response = as_viewer(viewer).get(url.format(pk=question.pk), HTTP_HX_REQUEST="true")
    expected = 200 if CAN_OPEN[(visibility, viewer)] else 404
    assert response.status_code == expected
    if expected == 404:
        assert question.title.encode() not in response.content


@pytest.mark.parametrize("visibility", Visibility.values)
@pytest.mark.parametrize("viewer", VIEWERS)
def test_the_public_list_shows_only_public_questions(as_viewer, owner, visibility, viewer):
    question = make_question(owner=owner, visibility=visibility)
    response = as_viewer(viewer).get("/questions/")
    assert response.status_code == 200
    assert (str(question.pk) in response.content.decode()) == (visibility == Visibility.PUBLIC)


@pytest.mark.parametrize("visibility", Visibility.values)
@pytest.mark.parametrize("viewer", VIEWERS)
def test_my_questions_lists_only_the_viewers_own(as_viewer, owner, visibility, viewer):
    question = make_question(owner=owner, visibility=visibility)
    response = as_viewer(viewer).get("/questions/mine/")
    if viewer == "anonymous":
        assert response.status_code == 302 and "/accounts/login/" in response["Location"]
        return
    assert response.status_code == 200
    assert (str(question.pk) in response.content.decode()) == (viewer == "owner")


@pytest.mark.parametrize("viewer", VIEWERS)
@pytest.mark.parametrize(
    ("method", "url"),
    [("put", "/api/questions/{pk}/"), ("patch", "/api/questions/{pk}/"), ("delete", "/api/questions/{pk}/"),
     ("post", "/questions/{pk}/"), ("delete", "/questions/{pk}/")],
)  # fmt: skip
def test_only_the_owner_changes_a_question_through_its_urls(as_viewer, owner, viewer, method, url):
    """The owner may delete the question and change its visibility through the API (tests/rulings/questions/
    test_owner_actions.py has that matrix); nobody changes its answer, and nobody else changes anything."""
    question = make_question(owner=owner, visibility=Visibility.PUBLIC)
    response = getattr(as_viewer(viewer), method)(url.format(pk=question.pk))
    if viewer == "owner" and (method, url) == ("delete", "/api/questions/{pk}/"):
        assert response.status_code == 204 and not Question.objects.filter(pk=question.pk).exists()
        return
    if viewer == "owner" and (method, url) == ("patch", "/api/questions/{pk}/"):
        assert response.status_code == 400  # no visibility given: nothing to change
    else:
        assert response.status_code in (403, 405)
    question.refresh_from_db()
    assert question.result is not None and question.visibility == Visibility.PUBLIC


@pytest.mark.parametrize("viewer", VIEWERS)
def test_anyone_may_ask_but_only_with_a_csrf_token_on_the_site(owner, other, viewer):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    if viewer != "anonymous":
        client.force_login(owner if viewer == "owner" else other)
    assert client.get("/questions/new/").status_code == 200
    assert client.post("/questions/new/", {"scenario": "game: l5r"}).status_code == 403
    assert client.post("/questions/new/check/", {"scenario": "game: l5r"}).status_code == 403
    api = client.post("/api/questions/", {"scenario": "game: l5r"}, content_type="application/json")
    assert api.status_code == (403 if viewer != "anonymous" else 400)  # session auth enforces CSRF
