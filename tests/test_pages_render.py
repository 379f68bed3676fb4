"""Every page the site answers GET with renders its templates completely: no template syntax reaches the HTML.

Django's `{# #}` comment is one line only: written over two lines it is printed as text, and a typo in a tag
or variable can leave `{%` or `{{` on the page. The URL patterns come from the resolver, so a page added later
is rendered here without touching this file; each gets real objects (cards, glossary entries, a deck per game
with cards, a question answered by the engine), anonymously and signed in, as a full page and as htmx asks
for it. The admin's pages are Django's own templates and are left out.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.core.management import call_command
from django.db import transaction
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode

from cards.models import Card
from cards.services import cards_import_paths
from decks import services as deck_services
from decks.matching import title_index_clear
from decks.models import Deck
from decks.validation import Entry as DeckEntry
from rulings.games import Game
from rulings.glossary.models import Entry
from rulings.questions.models import Visibility
from tests.cards.conftest import sample_paths
from tests.decks.page_fixtures import crab_deck
from tests.rulings.questions.conftest import make_question

LEAKS = ("{#", "#}", "{%", "{{")
SKIPPED_NAMESPACES = ("admin",)  # Django's admin templates, not the project's
# Pages that render more with a query: search results, the builders' partials.
QUERIES = {
    "rulings:search": ["q=negation", "q=%22order+of+effects%22"],
    "cards:search": ["q=k%3Asamurai", "q=forse%3E%3D4", "q=game%3Anaruto"],
    "decks:index": ["q=crab"],
    "decks:detail": ["turn=3&seed=7"],  # the probability calculator asked, a given sample hand
    "decks:probability": ["turn=3"],
    "decks:hand": ["seed=7"],
    "decks:history": ["a=1&b=1"],
    "decks:builder_search": ["q=hida", "q=forse%3E4"],
    "questions:builder": ["game=l5r&card=hida_kaoru", "game=naruto"],
    "questions:builder-cards": ["game=l5r&q=hida"],
    "questions:list": ["game=l5r"],
}


@dataclass
class Site:
    owner: object
    decks: list[Deck]
    question_pk: str
    cards: list[Card]
    entries: list[Entry]


@pytest.fixture(scope="module")
def site(django_db_setup, django_db_blocker, carddata_dir, corpus_dir):
    """Real cards of the three games, the rules corpus, a public deck per game and a public answered question,
    all owned by one user; shared by the module and rolled back after it."""
    with django_db_blocker.unblock(), transaction.atomic():
        title_index_clear()
        cards_import_paths(paths=sample_paths(carddata_dir))
        call_command("import_rules", str(corpus_dir), stdout=io.StringIO())
        owner = get_user_model().objects.create_user("owner", email="o@example.org", password="pw-owner-123")
        naruto_cards = Card.objects.filter(game="naruto").order_by("key")[:15]
        leaf = [DeckEntry(card.key, 2, "main") for card in naruto_cards]
        naruto = deck_services.deck_create(
            owner=owner, game="naruto", format_key="mythos", name="Leaf", visibility="public", entries=leaf
        )
        decks = [crab_deck(owner, visibility=Deck.Visibility.PUBLIC), naruto]
        question = make_question(owner=owner, visibility=Visibility.PUBLIC)
        yield Site(
            owner=owner,
            decks=decks,
            question_pk=str(question.pk),
            cards=[Card.objects.filter(game=game).order_by("key").first() for game in Game.values],
            entries=[Entry.objects.filter(game=game).order_by("pk").first() for game in Game.values],
        )
        title_index_clear()
        transaction.set_rollback(True)


def _patterns(patterns, namespace: str = ""):
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
            if pattern.namespace not in SKIPPED_NAMESPACES:
                yield from _patterns(pattern.url_patterns, inner)
        elif isinstance(pattern, URLPattern):
            yield namespace, pattern


def _kwargs_choices(params: list[str], site: Site) -> list[dict]:
    """The path parameters to render a pattern with: one set per game, or per object it names."""
    if "key" in params:
        return [{"game": card.game, "key": card.key} for card in site.cards]
    if "slug" in params:
        return [{"game": entry.game, "slug": entry.slug} for entry in site.entries]
    if "public_id" in params:
        values = [{"public_id": deck.public_id} for deck in site.decks]
        return [{**v, "number": 1, "syntax": "text"} for v in values]
    values = {
        "pk": site.question_pk,
        "rule_id": "l5r.stats.current-value",
        "uidb64": urlsafe_base64_encode(force_bytes(site.owner.pk)),
        "token": default_token_generator.make_token(site.owner),
    }
    if "game" in params:
        return [{**values, "game": game} for game in Game.values]
    return [values]


def site_pages(site: Site) -> list[str]:
    """Every GET-able path to render (with its sample queries). A pattern with a parameter this file does not
    know fails here, so a new kind of page is not silently left out."""
    pages = []
    for namespace, pattern in _patterns(get_resolver().url_patterns):
        name = f"{namespace}{pattern.name}"
        assert pattern.name, f"unnamed URL pattern {pattern.pattern}: name it to render it here"
        params = list(pattern.pattern.regex.groupindex)
        for kwargs in _kwargs_choices(params, site):
            path = reverse(name, kwargs={k: kwargs[k] for k in params} or None)
            pages += [path] + [f"{path}?{query}" for query in QUERIES.get(name, [])]
    return list(dict.fromkeys(pages))


def leaks_in(html: str) -> list[str]:
    found = ((leak, html.find(leak)) for leak in LEAKS)
    return [f"{leak!r} in …{html[max(0, i - 60) : i + 60]!r}…" for leak, i in found if i >= 0]


@pytest.mark.parametrize("who", ["anonymous", "signed in"])
@pytest.mark.parametrize("htmx", [False, True], ids=["page", "htmx"])
def test_no_page_shows_template_syntax(site, db, who, htmx):
    client = Client(**({"HTTP_HX_REQUEST": "true"} if htmx else {}))
    if who == "signed in":
        client.force_login(site.owner)
    failures, rendered = [], 0
    for path in site_pages(site):
        response = client.get(path, follow=True)
        if response.status_code == 405:  # POST only
            continue
        if response.status_code > 400:  # a 400 is a page too: the form with what is wrong
            failures.append(f"{path}: {response.status_code} (its sample objects do not render the page)")
            continue
        if not response["Content-Type"].startswith("text/html"):
            continue
        rendered += 1
        failures += [f"{path}: {leak}" for leak in leaks_in(response.content.decode())]
    assert rendered > 40
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize(
    "html", ["<p>{# a comment\n over two lines #}</p>", "<p>{% partial x %}</p>", "<b>{{ card.title }</b>"]
)
def test_the_check_sees_template_syntax(html):
    assert leaks_in(html)
