import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_home_page_renders(client):
    response = client.get("/")
    assert response.status_code == 200
    assert b"Rules Desk" in response.content
    assert b"htmx" in response.content  # htmx is served by the site (django-htmx), not from a CDN
    assert b"unpkg" not in response.content and b"cdn" not in response.content.lower()


def test_unknown_page_is_a_friendly_404(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert b"Not found" in response.content


def test_sign_up_logs_the_new_user_in(client):
    response = client.post(
        reverse("signup"),
        {
            "username": "judge",
            "email": "judge@example.org",
            "password1": "kharmic-strike-42",
            "password2": "kharmic-strike-42",
        },
    )
    assert response.status_code == 302
    assert get_user_model().objects.filter(username="judge").exists()
    assert b"judge" in client.get("/").content


def test_sign_up_with_mismatched_passwords_is_a_400_and_creates_nobody(client):
    response = client.post(
        reverse("signup"), {"username": "judge", "password1": "a-long-pass-1", "password2": "x"}
    )
    assert response.status_code == 400
    assert not get_user_model().objects.exists()


def test_log_in_and_out(client, django_user_model):
    django_user_model.objects.create_user("player", password="ring-of-void-9")
    response = client.post(reverse("login"), {"username": "player", "password": "ring-of-void-9"})
    assert response.status_code == 302
    assert b"Log out" in client.get("/").content
    client.post(reverse("logout"))
    assert b"Log in" in client.get("/").content


def test_logout_refuses_get(client):
    assert client.get(reverse("logout")).status_code == 405


def test_api_docs_work_offline(client):
    schema = client.get(reverse("api-schema"))
    assert schema.status_code == 200
    docs = client.get(reverse("api-docs"))
    assert docs.status_code == 200
    assert b"swagger-ui" in docs.content
    assert b"cdn.jsdelivr" not in docs.content and b"unpkg" not in docs.content


def test_admin_login_page(client):
    assert client.get("/admin/login/").status_code == 200
