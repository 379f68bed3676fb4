"""'Ask about this card' / 'Ask about this rule', and the questions listed on card pages and glossary entries:
a private question of another user is never listed; anonymous visitors see only public ones."""

import pytest
from django.contrib.auth import get_user_model

from cards.models import Card
from rulings.questions.models import Visibility

from .builder_fixtures import card_sample, glossary, make_question  # noqa: F401

ENTRY = "/rules/l5r/duration-and-scope-of-prevention-effects/"
RULE = ("l5r.prevention.current-vs-new", "duration-and-scope-of-prevention-effects")


@pytest.fixture
def people(db):
    users = get_user_model().objects
    return users.create_user("owner", password="pw-owner-123"), users.create_user(
        "other", password="pw-other-123"
    )


def _questions(owner, other, **links):
    return {
        "public": make_question(owner=other, visibility=Visibility.PUBLIC, title="Public one", **links),
        "unlisted": make_question(owner=other, visibility=Visibility.UNLISTED, title="Unlisted one", **links),
        "private": make_question(
            owner=other, visibility=Visibility.PRIVATE, title="Someone's secret", **links
        ),
        "mine": make_question(owner=owner, visibility=Visibility.PRIVATE, title="My own private", **links),
    }


def _listed(page: str) -> set[str]:
    titles = ("Public one", "Unlisted one", "Someone's secret", "My own private")
    return {title for title in titles if title.replace("'", "&#x27;") in page}


def test_card_page_asks_about_the_card_and_lists_its_questions(client, card_sample, people):  # noqa: F811
    owner, other = people
    card = Card.objects.get(game="l5r", key="hida_kaoru")
    _questions(owner, other, card=card)
    make_question(
        owner=other, title="About another card", card=Card.objects.get(game="l5r", key="hida_eijiko")
    )
    page = client.get(card.get_absolute_url()).content.decode()
    assert 'href="/questions/builder/?game=l5r&amp;card=hida_kaoru"' in page and "Ask about this card" in page
    assert _listed(page) == {"Public one"} and "About another card" not in page
    client.force_login(owner)
    assert _listed(client.get(card.get_absolute_url()).content.decode()) == {"Public one", "My own private"}
    client.force_login(other)  # their own private and unlisted questions are theirs to see
    assert _listed(client.get(card.get_absolute_url()).content.decode()) == {
        "Public one",
        "Unlisted one",
        "Someone's secret",
    }


def test_card_page_links_the_examples_naming_the_card(client, card_sample):  # noqa: F811
    card = Card.objects.get(game="l5r", key="justly_earned_victory")
    page = client.get(card.get_absolute_url()).content.decode()
    assert "Conformance scenarios using this card" in page
    assert "#ex-l5r-prevention-justly-earned-victory" in page


def test_entry_page_asks_about_the_rule_and_lists_questions_citing_it(client, glossary, people):  # noqa: F811
    owner, other = people
    _questions(owner, other, rule=RULE)
    make_question(
        owner=other, title="Cites another rule", rule=("l5r.stats.set", "general-rules-about-stats")
    )
    page = client.get(ENTRY).content.decode()
    assert "Ask about this rule" in page
    assert 'href="/questions/builder/?game=l5r&amp;entry=duration-and-scope-of-prevention-effects"' in page
    assert "ex-l5r-prevention-current-vs-new" in page  # its worked examples, from the catalog
    assert _listed(page) == {"Public one"} and "Cites another rule" not in page
    client.force_login(owner)
    assert _listed(client.get(ENTRY).content.decode()) == {"Public one", "My own private"}


def test_ask_about_a_rule_offers_its_examples_in_the_builder(client, glossary):  # noqa: F811
    page = client.get("/questions/builder/", {"game": "l5r", "entry": RULE[1]}).content.decode()
    assert "Duration and scope of prevention effects" in page
    assert page.count('name="action" value="edit"') >= 3  # "Use this example" for each, plus the builder's


@pytest.mark.usefixtures("card_sample", "glossary")
def test_sections_add_a_bounded_number_of_queries(client, people, django_assert_max_num_queries):
    owner, other = people
    card = Card.objects.get(game="l5r", key="hida_kaoru")
    for n in range(15):
        make_question(owner=other, title=f"Q{n}", card=card, rule=RULE)
    client.force_login(owner)
    with django_assert_max_num_queries(20):
        page = client.get(card.get_absolute_url()).content.decode()
    assert page.count("/questions/") >= 10 and "More public questions about this card" in page
    with django_assert_max_num_queries(20):
        page = client.get(ENTRY).content.decode()
    assert "Showing the 10 newest" in page
