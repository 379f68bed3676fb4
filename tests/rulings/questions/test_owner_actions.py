"""A question's owner deletes it or changes who can see it, by the API and on its page (issue 22, point 9).
Permission matrix: the owner may; another signed-in user gets 403 where they can see the question and 404
where they cannot (a private question's existence is not revealed); anonymous callers may not either."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model

from rulings.questions.models import Question, Status, Visibility

pytestmark = pytest.mark.django_db


@pytest.fixture
def alice():
    return get_user_model().objects.create_user("alice", password="pw-alice-123")


@pytest.fixture
def bob():
    return get_user_model().objects.create_user("bob", password="pw-bob-123")


def make_question(owner, visibility) -> Question:
    return Question.objects.create(
        owner=owner, visibility=visibility, game="l5r", scenario="x", scenario_hash="h", status=Status.DONE
    )


def as_user(client, user):
    if user is not None:
        client.force_login(user)
    return client


def api_patch(client, question, body):
    return client.patch(f"/api/questions/{question.pk}/", json.dumps(body), content_type="application/json")


@pytest.mark.parametrize(
    ("who", "visibility", "status"),
    [
        ("owner", Visibility.PUBLIC, 204),
        ("owner", Visibility.PRIVATE, 204),
        ("other", Visibility.PUBLIC, 403),
        ("other", Visibility.UNLISTED, 403),
        ("other", Visibility.PRIVATE, 404),
        ("anonymous", Visibility.PUBLIC, 403),
        ("anonymous", Visibility.PRIVATE, 404),
    ],
)
def test_api_delete_matrix(client, alice, bob, who, visibility, status):
    question = make_question(alice, visibility)
    user = {"owner": alice, "other": bob, "anonymous": None}[who]
    response = as_user(client, user).delete(f"/api/questions/{question.pk}/")
    assert response.status_code == status
    assert Question.objects.filter(pk=question.pk).exists() == (status != 204)


@pytest.mark.parametrize(
    ("who", "visibility", "status"),
    [
        ("owner", Visibility.PUBLIC, 200),
        ("other", Visibility.PUBLIC, 403),
        ("other", Visibility.PRIVATE, 404),
        ("anonymous", Visibility.UNLISTED, 403),
    ],
)
def test_api_make_private_matrix(client, alice, bob, who, visibility, status):
    question = make_question(alice, visibility)
    user = {"owner": alice, "other": bob, "anonymous": None}[who]
    response = api_patch(as_user(client, user), question, {"visibility": "private"})
    assert response.status_code == status
    question.refresh_from_db()
    assert question.visibility == (Visibility.PRIVATE if status == 200 else visibility)
    if status == 200:
        assert response.json()["visibility"] == "private"
        client.logout()
        assert client.get(f"/api/questions/{question.pk}/").status_code == 404


def test_api_refuses_a_bad_visibility_and_nobody_owns_an_anonymous_question(client, alice):
    question = make_question(alice, Visibility.PUBLIC)
    client.force_login(alice)
    bad = api_patch(client, question, {"visibility": "secret"})
    assert bad.status_code == 400 and bad.json()["problems"][0]["path"] == "visibility"
    orphan = make_question(None, Visibility.UNLISTED)
    assert api_patch(client, orphan, {"visibility": "private"}).status_code == 403


@pytest.mark.parametrize(
    ("who", "visibility", "status"),
    [
        ("owner", Visibility.PUBLIC, 302),
        ("other", Visibility.PUBLIC, 403),
        ("other", Visibility.PRIVATE, 404),
        ("anonymous", Visibility.PUBLIC, 302),  # to the log-in page
    ],
)
def test_page_delete_and_visibility_matrix(client, alice, bob, who, visibility, status):
    question = make_question(alice, visibility)
    user = {"owner": alice, "other": bob, "anonymous": None}[who]
    client = as_user(client, user)
    changed = client.post(f"/questions/{question.pk}/visibility/", {"visibility": "unlisted"})
    assert changed.status_code == status
    question.refresh_from_db()
    assert question.visibility == (Visibility.UNLISTED if who == "owner" else visibility)
    deleted = client.post(f"/questions/{question.pk}/delete/")
    assert deleted.status_code == status
    assert Question.objects.filter(pk=question.pk).exists() == (who != "owner")
    if who == "anonymous":
        assert "/accounts/login/" in deleted["Location"]


def test_the_page_offers_the_owner_actions_to_the_owner_only(client, alice, bob):
    question = make_question(alice, Visibility.PUBLIC)
    assert f"{question.pk}/delete/" not in client.get(question.get_absolute_url()).content.decode()
    client.force_login(bob)
    assert f"{question.pk}/delete/" not in client.get(question.get_absolute_url()).content.decode()
    client.force_login(alice)
    page = client.get(question.get_absolute_url()).content.decode()
    assert f"{question.pk}/delete/" in page and f"{question.pk}/visibility/" in page
    assert client.get(f"/questions/{question.pk}/delete/").status_code == 405
